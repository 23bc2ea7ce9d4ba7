#!/usr/bin/env bash
# The Multi30k grid on one GPU in ONE call, inside a deadline: what a lent GPU (15 minutes of device time in all,
# one call at most 10) is spent on for the paper's Table 1.
#
#     DATA=runs/m30k-data bash bench/gpu_grid.sh [WHEELHOUSE]        # default wheelhouse/
#
# Steps: the wheelhouse (bench/gpu_wheelhouse.sh) when present; `lm4gen multi30k prep` (BPE, LM shards, bitext
# shards); then at once: the cells that need no LM ($FREE, $FREE_JOBS at a time) and both LMs (the English cloze LM
# and, for TGT-* cells, the German causal LM, one GPU process each, the recipe's 800 updates of 16 sequences); when the LMs are
# exported, the LM cells ($WITH_LM, $JOBS at a time). Each grid process has a deadline: cells not expected to end in
# time are not started, running ones are stopped with a checkpoint (partial: a rerun resumes them). The LM dropout
# is the recipe's 0.2 ($TUNE: comma-separated values to tune over instead, at 3x the 5K LM runs).
# What one call holds (measured on an H100, 2026-11-27, reports/multi30k/gpu-grid-2026-11-27.md): prep 28 s, the two
# LMs 129 s and 152 s side by side, and 8 cells at once ran 757-841 of a 5K cell's 1,200 updates in 269 s. So one
# call finishes stage 1 (the 8 systems at 5K seed 1) at best, not the whole grid: STAGE defaults to 1.
# What comes back ($OUT, default runs/gpu_grid): grid.tar.gz (the grid's records and hypotheses, its report, the
# LM cards and metrics, every cell's log) and gpu_grid.log (machine, versions, every command, timings).
#
# Environment: DATA (the multi30k folder; the device machine has no ../shared: copy it into an ignored folder and
# carry it), DEADLINE (seconds for the whole script, default 540), STAGE (grid stages, comma-separated, or all;
# default 1), PAIR (en-de; en-cs or en-fr: the paper's Table 2 in miniature, a target-side BPE, FREE=baseline and
# WITH_LM=src-elmo,src-elmo+shdemb by default), CONVERGE=1 (the cells trained to convergence, `grid --converge`;
# one the deadline stops leaves no record, its checkpoints stay on the machine: for cells that stop early),
# JOBS / FREE_JOBS (LM / LM-free cells at once, default 5 / 3), WITH_LM / FREE (the strategies of each
# group), OUT, WORK (default runs/gpu_grid_work), PYTHON. REHEARSE=1 runs without CUDA (the CPU rehearsal of the
# call, with PREP_ARGS / LM_ARGS / GRID_ARGS added to the commands for tiny sizes: tests/integration/test_multi30k_grid.py).
set -uo pipefail
cd "$(dirname "$0")/.."
WH=${1:-wheelhouse}
PY=${PYTHON:-python3}
OUT=${OUT:-runs/gpu_grid}
WORK=${WORK:-runs/gpu_grid_work}
DATA=${DATA:-../shared/data/multi30k}
DEADLINE=${DEADLINE:-540}
JOBS=${JOBS:-5}
FREE_JOBS=${FREE_JOBS:-3}
STAGE=${STAGE:-1}
PAIR=${PAIR:-en-de}
if [ "$PAIR" = en-de ]; then
    FREE=${FREE:-baseline,baseline+shdemb,shared}
    WITH_LM=${WITH_LM:-src-elmo,src-elmo+shdemb,src-ft,tgt-elmo,tgt-ft}
else  # a pair with a target-side BPE (Table 2): no target LM, so the strategies without one
    FREE=${FREE:-baseline}
    WITH_LM=${WITH_LM:-src-elmo,src-elmo+shdemb}
fi
P=(); [ "$PAIR" = en-de ] || P=(--pair "$PAIR")
CONV=(); [ "${CONVERGE:-0}" = 1 ] && CONV=(--converge)
TUNE=${TUNE:-0.2}
STAGES=(); [ "$STAGE" = all ] || for n in ${STAGE//,/ }; do STAGES+=(--stage "$n"); done
read -r -a PREP_EXTRA <<< "${PREP_ARGS:-}"
read -r -a LM_EXTRA <<< "${LM_ARGS:-}"
read -r -a GRID_EXTRA <<< "${GRID_ARGS:-}"
source bench/gpu_common.sh
gpu_require gpu_grid
if [ ! -d "$DATA/task1" ] || [ ! -d "$DATA/task2" ]; then
    echo "gpu_grid: DATA=$DATA is not the multi30k folder (task1/, task2/): copy ../shared/data/multi30k into an" \
         "ignored folder of the checkout (e.g. runs/m30k-data) and carry it" >&2
    exit 2
fi
mkdir -p "$OUT" "$WORK"
LOG=$OUT/gpu_grid.log
GRID=$WORK/grid
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
M30K=("$PY" -m lm4gen multi30k)
COMMON=(--data "$DATA" --work-dir "$WORK")

say "gpu_grid $(date -u +%FT%TZ), commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown), deadline $DEADLINE s, $JOBS jobs"
gpu_start "$WH"

run() {  # NAME COMMAND...: run with its output in the log, say how long it took
    local name=$1; shift
    say "== $name ($(left) s left): $*"
    local start=$SECONDS
    "$@" >> "$LOG" 2>&1
    local rc=$?
    say "== $name: exit $rc after $((SECONDS - start)) s"
    return $rc
}
pack() {  # whatever exists, in one file (the device returns at most 8 files)
    local items=()
    for p in "$GRID" "$WORK"/lm/*.card.json "$WORK"/lm/*/metrics.jsonl "$WORK"/ft/grid/logs; do
        [ -e "$p" ] && items+=("${p#"$WORK"/}")
    done
    [ ${#items[@]} -gt 0 ] && tar -czf "$OUT/grid.tar.gz" -C "$WORK" "${items[@]}"
    say "gpu_grid: packed ${#items[@]} item(s) into $OUT/grid.tar.gz after $SECONDS s"
}
trap pack EXIT

run prep "${M30K[@]}" prep "${COMMON[@]}" "${P[@]}" --workers 8 "${PREP_EXTRA[@]}" || exit 1
# the cells that need no LM start beside the two LMs; the LM cells when their LM is there
grid() {  # NAME JOBS STRATEGIES: one grid process over these strategies of $STAGE, inside what is left
    local budget=$(( $(left) - 30 ))  # 30 s to pack
    [ $budget -gt 30 ] || { say "gpu_grid: no time left for $1"; return 1; }
    run "$1" "${M30K[@]}" grid "${COMMON[@]}" "${P[@]}" "${CONV[@]}" --grid-dir "$GRID" --ranks 1 --jobs "$2" \
        --deadline "$budget" --tune-values "$TUNE" "${STAGES[@]}" --only "$3" --no-report "${GRID_EXTRA[@]}"
}
grid grid_free "$FREE_JOBS" "$FREE" &
free=$!
# the two LMs at once, one GPU process each; 16 sequences per update as the CPU recipe's 2 ranks x 8
run lm_cloze "${M30K[@]}" lm --kind cloze --lang en --ranks 1 "${COMMON[@]}" --set data.batch_size=16 "${LM_EXTRA[@]}" &
cloze=$!
rc_causal=1
if [[ ",$WITH_LM," == *,tgt-* ]]; then  # the German causal LM only for the TGT-* cells
    run lm_causal "${M30K[@]}" lm --kind causal --lang de --ranks 1 "${COMMON[@]}" --set data.batch_size=16 \
        "${LM_EXTRA[@]}" &
    causal=$!
fi
wait $cloze; rc_cloze=$?
[ -z "${causal:-}" ] || { wait "$causal"; rc_causal=$?; }
with_lm=()
for s in ${WITH_LM//,/ }; do
    case "$s" in
        src-*) [ $rc_cloze -eq 0 ] && with_lm+=("$s") || say "gpu_grid: no cloze LM: $s is left out";;
        tgt-*) [ $rc_causal -eq 0 ] && with_lm+=("$s") || say "gpu_grid: no causal LM: $s is left out";;
    esac
done
rc=0
if [ ${#with_lm[@]} -gt 0 ]; then
    lm_list=$(IFS=,; echo "${with_lm[*]}")
    grid grid_lm "$JOBS" "$lm_list" || rc=1
fi
wait $free || rc=1
"${M30K[@]}" report "${P[@]}" --grid-dir "$GRID" >> "$LOG" 2>&1 || say "gpu_grid: the report failed (the records are packed)"
"${M30K[@]}" grid "${COMMON[@]}" "${P[@]}" "${CONV[@]}" --grid-dir "$GRID" --ranks 1 --dry-run "${STAGES[@]}" "${GRID_EXTRA[@]}" 2>&1 | grep -E '^(done|partial|todo)' >> "$LOG"
say "gpu_grid: $(ls "$GRID"/*-seed*.json 2>/dev/null | wc -l) cell record(s) in $SECONDS s"
exit $rc
