#!/usr/bin/env bash
# The GPU measurements the pretraining and fine-tuning issues ask for, in one command (GPU time is
# scarce: a lent machine is held for minutes). On a machine with one CUDA GPU, from the repo root:
#
#     bash bench/gpu_checks.sh [pretrain|decode|all] [WHEELHOUSE]      # default: all, wheelhouse/
#
# WHEELHOUSE (bench/gpu_wheelhouse.sh, built where PyPI is reachable) is installed first when it
# exists: `pip install --no-index --no-deps`, torch untouched. Results go to $OUT (default
# runs/gpu_checks), at most 8 files: gpu_checks.log (machine, every command and its output),
# and per stage
#   pretrain: bench_pretrain.{bf16,fp16}.json — causal-190m (37K vocabulary), sequence 512, one GPU,
#             ours vs HF GPT2LMHeadModel: tokens/s and MFU (goal >= 45%);
#             nccl.{fp16,bf16}.jsonl — pretrain/run.py under the deepspeed launcher on the GPU (NCCL,
#             ZeRO-2, fp16 with dynamic loss scaling / bf16) with configs/pretrain/causal-190m.yaml on
#             synthetic German shards (the quickstart's data_prep commands; a 2K vocabulary, so
#             153.7M parameters, not 190M): the metrics records (loss, tokens/s, MFU, loss scale);
#   decode:   bench_decode.{fp32,bf16}.json — decoding per strategy vs HF generate(), training per strategy.
# Each step runs under `timeout` ($STEP_TIMEOUT s, default 480) and a failed step does not stop the
# others; the exit status is the number of failed steps. Without CUDA it exits 2 at once.
set -uo pipefail
cd "$(dirname "$0")/.."
STAGE=${1:-all}
WH=${2:-wheelhouse}
PY=${PYTHON:-python3}
OUT=${OUT:-runs/gpu_checks}
WORK=${WORK:-runs/gpu_checks_work}
STEPS=${STEPS:-60}
case "$STAGE" in pretrain|decode|all) ;; *) echo "gpu_checks: stage must be pretrain, decode or all (got '$STAGE')" >&2; exit 2;; esac
if ! "$PY" -c 'import torch' 2>/dev/null; then
    echo "gpu_checks: $PY cannot import torch (set PYTHON to the interpreter that has the CUDA build)" >&2
    exit 2
fi
if ! "$PY" -c 'import sys, torch; sys.exit(0 if torch.cuda.is_available() else 1)'; then
    echo "gpu_checks: no CUDA device visible to $PY's torch: run this on a GPU machine" >&2
    exit 2
fi
mkdir -p "$OUT" "$WORK"
LOG=$OUT/gpu_checks.log
export PYTHONPATH=$PWD${PYTHONPATH:+:$PYTHONPATH}
say() { echo "$*" | tee -a "$LOG"; }
failed=0
step() {  # NAME COMMAND...: run, keep its output in the log, count a failure
    local name=$1; shift
    say "== $name: $*"
    local start=$SECONDS
    timeout "${STEP_TIMEOUT:-480}" "$@" >> "$LOG" 2>&1
    local rc=$?
    say "== $name: exit $rc after $((SECONDS - start)) s"
    [ $rc -eq 0 ] || failed=$((failed + 1))
    return $rc
}

say "gpu_checks $(date -u +%FT%TZ), commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown), stage $STAGE"
nvidia-smi --query-gpu=name,memory.total,driver_version,clocks.max.sm --format=csv >> "$LOG" 2>&1 || true
if [ -d "$WH" ]; then
    step wheels "$PY" -m pip install --quiet --no-index --no-deps "$WH"/*.whl
fi
"$PY" - >> "$LOG" 2>&1 <<'EOF'
import torch, deepspeed, megatron.core, webdataset
print(f"torch {torch.__version__} cuda {torch.version.cuda} nccl {'.'.join(map(str, torch.cuda.nccl.version()))} "
      f"| deepspeed {deepspeed.__version__} | megatron-core {megatron.core.__version__} | {torch.cuda.get_device_name()}")
try:
    import apex  # noqa: F401
    print("apex: importable (train.kernels=auto uses its fused LayerNorm/Adam)")
except ImportError:
    print("apex: not installed (torch kernels)")
EOF

if [ "$STAGE" != decode ]; then
    for dtype in bf16 fp16; do
        step "bench_pretrain_$dtype" "$PY" bench/bench_pretrain.py --device cuda --dtype "$dtype" --sizes causal-190m \
            --kinds causal --seq 512 --batch 8 --vocab 37000 --iters 10 --warmup 3 --json "$OUT/bench_pretrain.$dtype.json"
    done
    D=$WORK/data
    if [ ! -f "$D/shards/mono.de/manifest.json" ]; then
        step synth "$PY" -m data_prep.synth --output "$D/corpus" --seed 1 --mono 40000 --train 1000 &&
        step bpe "$PY" -m data_prep.bpe --input "$D/corpus/mono.de" "$D/corpus/mono.en" --output-prefix "$D/bpe/joint" \
            --vocab-size 2000 --seed 1 &&
        step shard "$PY" -m data_prep.shard --input "$D/corpus/mono.de" --tokenizer "$D/bpe/joint.model" \
            --output "$D/shards/mono.de" --valid-fraction 0.02 --samples-per-shard 5000 --workers 4
    fi
    "$PY" - "$WORK" <<'EOF'
import json, sys
base = json.load(open("configs/zero2.json"))
for name, half in (("fp16", {"fp16": {**base["fp16"], "enabled": True}, "bf16": {"enabled": False}}),
                   ("bf16", {"fp16": {**base["fp16"], "enabled": False}, "bf16": {"enabled": True}})):
    json.dump({**base, **half}, open(f"{sys.argv[1]}/zero2.{name}.json", "w"), indent=1)
EOF
    for dtype in fp16 bf16; do
        rm -rf "$WORK/nccl.$dtype"
        step "nccl_$dtype" "$PY" -m deepspeed.launcher.runner --num_gpus 1 pretrain/run.py \
            --ds_config "$WORK/zero2.$dtype.json" --config configs/pretrain/causal-190m.yaml \
            --set data.train="$D/shards/mono.de" --set data.tokenizer="$D/bpe/joint.model" --set data.num_workers=2 \
            --set train.log_every=10 --set train.eval_every=0 --set train.save_every=0 --set optim.warmup_updates=20 \
            --max-steps "$STEPS" --output-dir "$WORK/nccl.$dtype" &&
        cp "$WORK/nccl.$dtype/metrics.jsonl" "$OUT/nccl.$dtype.jsonl"
    done
fi
if [ "$STAGE" != pretrain ]; then
    for dtype in fp32 bf16; do
        step "bench_decode_$dtype" "$PY" bench/bench_decode.py --device cuda --dtype "$dtype" --cache-lengths 30,60 \
            --json "$OUT/bench_decode.$dtype.json"
    done
fi
say "gpu_checks: $failed failed step(s); results in $OUT"
exit "$failed"
