# Sourced by bench/gpu_checks.sh and bench/gpu_grid.sh (not run by itself): what both GPU calls check first.
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
