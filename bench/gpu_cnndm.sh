#!/usr/bin/env bash
# The CNN/DailyMail miniature (the paper's Table 3, issue #49) on one GPU in ONE call, inside a deadline: what a lent
# GPU (15 minutes of device time in all, one call at most 10) is spent on for summarization. On the 2-core CPU the
# news LM takes ~3.5 h and each system ~2-3 h, more than a session; here they run side by side.
#
#     bash bench/gpu_cnndm.sh pack-data runs/cnndm-data   # here, before the call: the data as .xz (below)
#     DATA=runs/cnndm-data bash bench/gpu_cnndm.sh [WHEELHOUSE]          # on the GPU machine; default wheelhouse/
#
# The device machine has no ../shared, and what a call carries is at most 64 MiB in all: the six .gz files of
# ../shared/data/cnndm are 66.6 MB, so `pack-data DIR` writes them recompressed with xz (-9e: 43.0 MB) into DIR (an ignored
# folder to carry beside the wheelhouse); the call unpacks them into $WORK/data (gzip -1, in parallel).
# Steps: the wheelhouse (bench/gpu_wheelhouse.sh) when present; `lm4gen cnndm prep` (the news BPE, LM shards of whole
# training articles, bitext with 400-token sources); then at once: the news cloze LM (`cnndm lm`, $LM_STEPS updates:
# the committed card's 1,200 by default), Lead-3 and the systems that read no LM; when the LM is exported, the LM
# systems ($SYSTEMS, one GPU process each, $UPDATES updates each: the same budget for every system). Each system is
# trained, its maximum length tuned on 500 validation articles and the 4,000 test articles summarized and scored by
# `lm4gen cnndm ft`; every step runs under a `timeout` of what is left of $DEADLINE (a system cut short leaves no
# record), then `lm4gen cnndm report`. What comes back ($OUT, default runs/gpu_cnndm): cnndm.tar.gz (the records,
# hypotheses, README and figures of the report folder, the LM card, every run's metrics.jsonl and log) and
# gpu_cnndm.log (machine, versions, every command, timings).
#
# What one call holds is not measured yet. From the Multi30k grid's H100 rates (reports/multi30k/gpu: LMs of ~16M
# parameters 13-24K tokens/s, cells of 9-27M 7-9K tokens/s each with 8 sharing the GPU, bound by kernel launches at
# these sizes), the CPU recipe's budget -- the LM's 4.9M tokens (1,200 x 8 x 512), each system's ~12M (3,000 x
# 4,096) -- is ~4-6 minutes for the LM and 15-25 per system: more than a call. A call that should finish uses larger
# batches and fewer updates, the same tokens (a budget of its own: every system of its table gets it), e.g.
#     LM_STEPS=300 LM_ARGS="--set data.batch_size=32" UPDATES=750 \
#         FT_ARGS="--set data.max_tokens=16384 --set optim.warmup_updates=125 --set train.eval_every=125" ...
# and the first call measures what it holds (its log has every step's seconds).
# Environment: DATA, DEADLINE (seconds, default 540), SYSTEMS (comma-separated `cnndm ft` strategies; default
# baseline,src-elmo+shdemb: the paper's pair first), UPDATES (default 3000, the CPU records' budget), LM_STEPS,
# WORKERS (prep's encoding processes, default the cores), OUT, WORK (default runs/gpu_cnndm_work), PYTHON.
# REHEARSE=1 runs without CUDA (the CPU rehearsal of the call, with PREP_ARGS / LM_ARGS / FT_ARGS added for tiny
# sizes: tests/integration/test_cnndm.py).
set -uo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ "${1:-}" = pack-data ]; then  # here, where ../shared is: the data as .xz for the carry
    dest=${2:?gpu_cnndm: pack-data needs a destination folder}
    src=${SRC_DATA:-../shared/data/cnndm}
    mkdir -p "$dest"
    for f in "$src"/{train,val,test}.{src,tgt}.gz; do
        [ -f "$f" ] || { echo "gpu_cnndm: $f is missing (SRC_DATA: the cnndm folder)" >&2; exit 2; }
        out=$dest/$(basename "$f" .gz).xz
        [ -f "$out" ] || { gzip -dc "$f" | xz -9e -T1 > "$out.tmp" && mv "$out.tmp" "$out"; } || exit 1
    done
    echo "gpu_cnndm: $(du -cb "$dest"/*.xz | tail -1 | cut -f1) bytes of data in $dest"
    exit 0
fi
WH=${1:-wheelhouse}
OUT=${OUT:-runs/gpu_cnndm}
WORK=${WORK:-runs/gpu_cnndm_work}
DATA=${DATA:-../shared/data/cnndm}
DEADLINE=${DEADLINE:-540}
SYSTEMS=${SYSTEMS:-baseline,src-elmo+shdemb}
UPDATES=${UPDATES:-3000}
LM_STEPS=${LM_STEPS:-1200}
WORKERS=${WORKERS:-$(nproc)}
read -r -a PREP_EXTRA <<< "${PREP_ARGS:-}"
read -r -a LM_EXTRA <<< "${LM_ARGS:-}"
read -r -a FT_EXTRA <<< "${FT_ARGS:-}"
source bench/gpu_common.sh
gpu_require gpu_cnndm
mkdir -p "$OUT" "$WORK/logs"
LOG=$OUT/gpu_cnndm.log
REPORTS=$WORK/reports
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
run() {  # NAME COMMAND...: under a timeout of what is left (30 s kept to pack), its output in logs/NAME.log
    local name=$1; shift
    local budget=$(( $(left) - 30 ))
    [ $budget -gt 10 ] || { say "== $name: no time left"; return 1; }
    say "== $name ($(left) s left): $*"
    local start=$SECONDS
    timeout --signal=TERM --kill-after=10 "$budget" "$@" > "$WORK/logs/$name.log" 2>&1
    local rc=$?
    tail -n 3 "$WORK/logs/$name.log" >> "$LOG"
    say "== $name: exit $rc after $((SECONDS - start)) s"
    return $rc
}
pack() {  # whatever exists, in one file (the device returns at most 8 files)
    local items=()
    for p in "$REPORTS" "$WORK"/lm/*.card.json "$WORK"/lm/*/metrics.jsonl "$WORK"/ft/*/metrics.jsonl "$WORK/logs"; do
        [ -e "$p" ] && items+=("${p#"$WORK"/}")
    done
    [ ${#items[@]} -gt 0 ] && tar -czf "$OUT/cnndm.tar.gz" -C "$WORK" "${items[@]}"
    say "gpu_cnndm: packed ${#items[@]} item(s) into $OUT/cnndm.tar.gz after $SECONDS s"
}
trap pack EXIT

say "gpu_cnndm $(date -u +%FT%TZ), commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown), deadline $DEADLINE s," \
    "systems $SYSTEMS, $UPDATES updates, LM $LM_STEPS updates"
gpu_start "$WH"

# the data: the .gz files as they are, or pack-data's .xz unpacked into $WORK/data
if ! ls "$DATA"/train.src.gz > /dev/null 2>&1; then
    if ! ls "$DATA"/train.src.xz > /dev/null 2>&1; then
        say "gpu_cnndm: DATA=$DATA holds neither train.src.gz nor train.src.xz: run \`bash bench/gpu_cnndm.sh" \
            "pack-data runs/cnndm-data\` here and carry that folder"
        exit 2
    fi
    mkdir -p "$WORK/data"
    start=$SECONDS
    for f in "$DATA"/*.xz; do
        g=$WORK/data/$(basename "$f" .xz).gz
        [ -f "$g" ] || { xz -dc "$f" | gzip -1 > "$g.tmp" && mv "$g.tmp" "$g"; } &
    done
    wait
    say "== data: $(ls "$WORK"/data/*.gz | wc -l) files unpacked into $WORK/data in $((SECONDS - start)) s"
    DATA=$WORK/data
fi
C=("$PY" -m lm4gen cnndm)
COMMON=(--data "$DATA" --work-dir "$WORK" --report-dir "$REPORTS" "${PREP_EXTRA[@]}")
run prep "${C[@]}" prep "${COMMON[@]}" --workers "$WORKERS" || exit 1

ft() {  # STRATEGY: one system, named after its strategy (src-elmo+shdemb -> src-elmo-shdemb)
    run "ft-${1//+/-}" "${C[@]}" ft "${COMMON[@]}" --name "${1//+/-}" --strategy "$1" --updates "$UPDATES" \
        "${FT_EXTRA[@]}"
}
pids=()
run lm "${C[@]}" lm "${COMMON[@]}" --ranks 1 --steps "$LM_STEPS" "${LM_EXTRA[@]}" &
lm=$!
run lead3 "${C[@]}" lead3 "${COMMON[@]}" &
pids+=($!)
with_lm=()
for s in ${SYSTEMS//,/ }; do
    case "$s" in
        src-*) with_lm+=("$s");;
        *) ft "$s" & pids+=($!);;
    esac
done
wait $lm; rc_lm=$?
rc=0
for s in "${with_lm[@]}"; do
    if [ $rc_lm -eq 0 ]; then ft "$s" & pids+=($!); else say "gpu_cnndm: no news LM: $s is left out"; rc=1; fi
done
for p in "${pids[@]}"; do wait "$p" || rc=1; done
"${C[@]}" report --report-dir "$REPORTS" >> "$LOG" 2>&1 || say "gpu_cnndm: the report failed (the records are packed)"
say "gpu_cnndm: $(ls "$REPORTS"/*.json 2>/dev/null | wc -l) record(s) in $SECONDS s"
exit $rc
