#!/usr/bin/env bash
# The GPU measurements the pretraining, fine-tuning and cluster issues ask for, in ONE call that fits a lent GPU's
# lease (15 minutes of device time in all, the machine's start included; one call at most 10 minutes). From the
# repo root of a machine with a CUDA GPU:
#
#     bash bench/gpu_checks.sh [pretrain|decode|checkpoint|all] [WHEELHOUSE]      # default: all, wheelhouse/
#
# The whole call runs inside $DEADLINE seconds (default 540): the steps run in order of value, each under a
# `timeout` of at most what is left (minus 20 s to finish the log), and every result is written as its step ends,
# so a call cut short still returns what it measured. Steps (pretrain / decode / checkpoint select):
#   1 bench_pretrain_bf16  causal-190m (37K vocabulary), sequence 512, bf16, one GPU, ours vs HF GPT2LMHeadModel:
#                          tokens/s and MFU (goal >= 45%)                       -> bench_pretrain.bf16.json
#   2 tp2_zero3            two ranks, ZeRO-3 + TP=2 (tests/precision_cases.py) against the fp32 reference: needs
#                          2 GPUs (NCCL refuses two ranks on one GPU: "Duplicate GPU detected", NCCL >= 2.5);
#                          on one GPU the step says so and is skipped              -> precision.tp2_zero3.json
#   3 nccl_fp16            pretrain/run.py under the deepspeed launcher, NCCL, ZeRO-2, fp16 with dynamic loss
#                          scaling and the divergence check live (configs/pretrain/causal-190m.yaml on synthetic
#                          German shards: 2K vocabulary, 153.7M parameters)      -> nccl.fp16.jsonl
#   4 bench_decode_bf16    decoding per strategy vs HF generate(), training per strategy -> bench_decode.bf16.json
#   5 nccl_bf16, bench_pretrain_fp16, bench_decode_fp32: the same in the other precisions, while time is left
#   6 bench_checkpoint     causal-190m on one GPU (NCCL, fp16 ZeRO-2): seconds a periodic (sharded, background
#                          written) save blocks training against a consolidated one (#48 item 5) -> the table in the
#                          log; bench_checkpoint.gpu.json in $OUT while it holds fewer than 8 files
# The Multi30k grid has its own call (bench/gpu_grid.sh: both LMs and one stage of the grid fill the 10 minutes).
# WHEELHOUSE (bench/gpu_wheelhouse.sh) is installed first when it exists: `pip install --no-index --no-deps`.
# $OUT (default runs/gpu_checks) gets at most 8 files: gpu_checks.log (machine, versions, every command, its output
# and time) and the results above. Exit status: the number of failed steps (2 at once without CUDA).
# REHEARSE=1 runs every step on the CPU at tiny sizes (no CUDA needed): the commands, files and the deadline logic
# are checked before a GPU is spent on them (tests/integration/test_gpu_scripts.py). SKIP_BENCH=1 leaves out step 1.
set -uo pipefail
cd "$(dirname "$0")/.."
STAGE=${1:-all}
WH=${2:-wheelhouse}
PY=${PYTHON:-python3}
OUT=${OUT:-runs/gpu_checks}
WORK=${WORK:-runs/gpu_checks_work}
STEPS=${STEPS:-60}
DEADLINE=${DEADLINE:-540}
REHEARSE=${REHEARSE:-0}
case "$STAGE" in pretrain|decode|checkpoint|all) ;; *) echo "gpu_checks: stage must be pretrain, decode, checkpoint or all (got '$STAGE')" >&2; exit 2;; esac
want() { [ "$STAGE" = all ] || [ "$STAGE" = "$1" ]; }  # the steps of a stage
source bench/gpu_common.sh
gpu_require gpu_checks
# what each step runs: the GPU's sizes, or the rehearsal's tiny ones on the CPU
if [ "$REHEARSE" = 1 ]; then
    DEVICE=cpu; LOW=fp32; PRE=(--sizes tiny --seq 32 --batch 2 --vocab 1000 --iters 1 --warmup 0 --gemm-sizes 64 --gemm-repeats 1)
    DEC=(--quick); CFG=configs/pretrain/tiny.yaml; MONO=3000; PER_SHARD=500; GPUS=2; LAUNCH_GPUS=1
    CKPT=(--sizes tiny --ranks 2 --saves 2 --steps-between 2)
else
    DEVICE=cuda; LOW=""; PRE=(--sizes causal-190m --seq 512 --batch 8 --vocab 37000 --iters 10 --warmup 3)
    DEC=(--cache-lengths 30,60); CFG=configs/pretrain/causal-190m.yaml; MONO=40000; PER_SHARD=5000
    GPUS=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU') ; LAUNCH_GPUS=1
    CKPT=(--sizes causal-190m --ranks 1 --saves 3 --steps-between 4 --batch 8 --seq 512)
fi
mkdir -p "$OUT" "$WORK"
LOG=$OUT/gpu_checks.log
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
failed=0
step() {  # NAME CAP COMMAND...: run under min(CAP, what is left of the deadline), keep its output in the log
    local name=$1 cap=$2; shift 2
    local left=$((DEADLINE - SECONDS - 20))
    if [ $left -lt 10 ]; then
        say "== $name: not run ($((DEADLINE - SECONDS)) s left of the $DEADLINE s deadline)"
        return 124
    fi
    [ "$cap" -lt "$left" ] && left=$cap
    say "== $name (timeout $left s): $*"
    local start=$SECONDS
    timeout "$left" "$@" >> "$LOG" 2>&1
    local rc=$?
    say "== $name: exit $rc after $((SECONDS - start)) s$([ $rc -eq 124 ] && echo ' (timed out)')"
    [ $rc -eq 0 ] || failed=$((failed + 1))
    return $rc
}
dtype() { echo "${LOW:-$1}"; }  # the rehearsal runs every precision as fp32 on the CPU

say "gpu_checks $(date -u +%FT%TZ), commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown), stage $STAGE," \
    "deadline $DEADLINE s$([ "$REHEARSE" = 1 ] && echo ', REHEARSAL on the CPU')"
nvidia-smi --query-gpu=name,memory.total,driver_version,clocks.max.sm --format=csv >> "$LOG" 2>&1 || true
if [ -d "$WH" ]; then
    step wheels 120 "$PY" -m pip install --quiet --no-index --no-deps "$WH"/*.whl
fi
# the versions, bounded like a step (at least 5 s): a loaded machine must not carry the call past its deadline here
versions_left=$((DEADLINE - SECONDS - 20)); [ $versions_left -gt 60 ] && versions_left=60; [ $versions_left -lt 5 ] && versions_left=5
timeout "$versions_left" "$PY" - >> "$LOG" 2>&1 <<'EOF' || say "versions: not printed (exit $?; $versions_left s allowed)"
import torch, deepspeed, megatron.core, webdataset
nccl = ".".join(map(str, torch.cuda.nccl.version())) if torch.cuda.is_available() else "-"
device = torch.cuda.get_device_name() if torch.cuda.is_available() else "cpu"
print(f"torch {torch.__version__} cuda {torch.version.cuda} nccl {nccl} | deepspeed {deepspeed.__version__} "
      f"| megatron-core {megatron.core.__version__} | {device}")
try:
    import apex  # noqa: F401
    print("apex: importable (train.kernels=auto uses its fused LayerNorm/Adam)")
except ImportError:
    print("apex: not installed (torch kernels)")
EOF

bench_pretrain() {  # DTYPE
    step "bench_pretrain_$1" 240 "$PY" bench/bench_pretrain.py --device "$DEVICE" --dtype "$(dtype "$1")" --kinds causal \
        "${PRE[@]}" --json "$OUT/bench_pretrain.$1.json"
}
D=$WORK/data
data() {  # the synthetic German shards of the pretraining runs (once)
    [ -f "$D/shards/mono.de/manifest.json" ] && return 0
    step synth 120 "$PY" -m lm4gen synth --output "$D/corpus" --seed 1 --mono "$MONO" --train 1000 &&
    step bpe 120 "$PY" -m lm4gen bpe --input "$D/corpus/mono.de" "$D/corpus/mono.en" --output-prefix "$D/bpe/joint" \
        --vocab-size 2000 --seed 1 &&
    step shard 120 "$PY" -m lm4gen shard --input "$D/corpus/mono.de" --tokenizer "$D/bpe/joint.model" \
        --output "$D/shards/mono.de" --valid-fraction 0.02 --samples-per-shard "$PER_SHARD" --workers 4
}
ds_configs() {  # zero2.{fp16,bf16}.json next to the work dir (once)
    "$PY" - "$WORK" <<'EOF'
import json, sys
base = json.load(open("configs/zero2.json"))
for name, half in (("fp16", {"fp16": {**base["fp16"], "enabled": True}, "bf16": {"enabled": False}}),
                   ("bf16", {"fp16": {**base["fp16"], "enabled": False}, "bf16": {"enabled": True}})):
    json.dump({**base, **half}, open(f"{sys.argv[1]}/zero2.{name}.json", "w"), indent=1)
EOF
}
nccl_run() {  # DTYPE: pretrain/run.py under the deepspeed launcher (NCCL on the GPU; gloo in the rehearsal)
    rm -rf "$WORK/nccl.$1"
    step "nccl_$1" 240 "$PY" -m deepspeed.launcher.runner --num_gpus "$LAUNCH_GPUS" pretrain/run.py \
        --ds_config "$WORK/zero2.$1.json" --config "$CFG" \
        --set data.train="$D/shards/mono.de" --set data.tokenizer="$D/bpe/joint.model" --set data.num_workers=2 \
        --set train.log_every=10 --set train.eval_every=0 --set train.save_every=0 --set optim.warmup_updates=20 \
        --max-steps "$STEPS" --output-dir "$WORK/nccl.$1" &&
    cp "$WORK/nccl.$1/metrics.jsonl" "$OUT/nccl.$1.jsonl"
}
tp2_zero3() {  # two ranks, ZeRO-3 + TP=2, against the fp32 ZeRO-1 reference of the same kind (tests/precision_cases.py)
    if [ "$GPUS" -lt 2 ]; then
        say "== tp2_zero3: not run: $GPUS GPU here, and NCCL refuses two ranks on one GPU (\"Duplicate GPU detected\");" \
            "the CPU suite runs this case over gloo (tests/integration/test_precision.py)"
        return 0
    fi
    local cases="$WORK/precision"
    rm -rf "$cases"; mkdir -p "$cases"
    step tp2_zero3 240 "$PY" -m deepspeed.launcher.runner --num_gpus 2 tests/precision_cases.py "$D/shards/mono.de" \
        "$cases" fp32-zero1-causal-tp2 bf16-zero3-causal-tp2 &&
    "$PY" -c 'import json, sys; json.dump({n: json.load(open(f"{sys.argv[1]}/{n}.json")) for n in sys.argv[2:-1]},
        open(sys.argv[-1], "w"), indent=1)' "$cases" fp32-zero1-causal-tp2 bf16-zero3-causal-tp2 \
        "$OUT/precision.tp2_zero3.json" 2>> "$LOG"
}

# in order of value; each result is in $OUT when its step ends
if want pretrain; then
    [ "${SKIP_BENCH:-0}" = 1 ] || bench_pretrain bf16
    data && ds_configs && { tp2_zero3; nccl_run fp16; }
fi
want decode && step bench_decode_bf16 240 "$PY" bench/bench_decode.py --device "$DEVICE" \
    --dtype "$(dtype bf16)" "${DEC[@]}" --json "$OUT/bench_decode.bf16.json"
if want pretrain; then
    [ -f "$WORK/zero2.bf16.json" ] && nccl_run bf16
    bench_pretrain fp16
fi
want decode && step bench_decode_fp32 240 "$PY" bench/bench_decode.py --device "$DEVICE" --dtype fp32 \
    "${DEC[@]}" --json "$OUT/bench_decode.fp32.json"
want checkpoint && step bench_checkpoint 180 "$PY" bench/bench_checkpoint.py "${CKPT[@]}" \
    --work "$WORK/checkpoint" --json "$WORK/bench_checkpoint.gpu.json" &&
    [ "$(ls "$OUT" | wc -l)" -lt 8 ] && cp "$WORK/bench_checkpoint.gpu.json" "$OUT/"
say "gpu_checks: $failed failed step(s) in $SECONDS s of the $DEADLINE s deadline; results in $OUT"
exit "$failed"
