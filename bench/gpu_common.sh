# Sourced by the GPU calls (bench/gpu_checks.sh, gpu_grid.sh, gpu_cnndm.sh; not run by itself): what they check first.
# gpu_require NAME: $PY imports torch, and sees a CUDA device unless REHEARSE=1 (the CPU rehearsal); else one line
# on stderr naming the script, and exit 2.
gpu_require() {
    local name=$1
    if ! "$PY" -c 'import torch' 2>/dev/null; then
        echo "$name: $PY cannot import torch (set PYTHON to the interpreter that has the CUDA build)" >&2
        exit 2
    fi
    if [ "${REHEARSE:-0}" != 1 ] && ! "$PY" -c 'import sys, torch; sys.exit(0 if torch.cuda.is_available() else 1)'; then
        echo "$name: no CUDA device visible to $PY's torch: run this on a GPU machine (REHEARSE=1: the CPU rehearsal)" >&2
        exit 2
    fi
}

say() { echo "$*" | tee -a "$LOG"; }  # a line on stdout and in the call's log ($LOG)
left() { echo $((DEADLINE - SECONDS)); }  # seconds left of the call's $DEADLINE

# gpu_start WHEELHOUSE: (after `say` and $LOG are defined) the GPU's name, the wheelhouse installed when it exists
# (`pip install --no-index --no-deps`, a failure logged and passed over), torch's and deepspeed's versions and the
# device, into the log
gpu_start() {
    local wh=$1
    nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv >> "$LOG" 2>&1 || true
    if [ -d "$wh" ]; then
        say "== wheels: $PY -m pip install --no-index --no-deps $wh/*.whl"
        "$PY" -m pip install --quiet --no-index --no-deps "$wh"/*.whl >> "$LOG" 2>&1 || say "== wheels: failed (continuing)"
    fi
    "$PY" - >> "$LOG" 2>&1 <<'EOF'
import torch, deepspeed
device = torch.cuda.get_device_name() if torch.cuda.is_available() else "cpu"
print(f"torch {torch.__version__} cuda {torch.version.cuda} | deepspeed {deepspeed.__version__} | {device}")
EOF
}
