#!/usr/bin/env bash
# Set up lm4gen in ./.venv (idempotent: a second run only checks and returns).
#
#   ./setup.sh                      # CPU torch (torch==2.13.0), then lm4gen[dev,mpi,bench,hf,report]
#   TORCH_SPEC='torch==2.13.0' PIP_EXTRA_INDEX_URL=https://download.pytorch.org/whl/cu126 ./setup.sh   # GPU users
#
# torch goes in first and lm4gen with --no-build-isolation, so DeepSpeed's build
# sees the installed torch (and an unpinned torch never pulls a CUDA build by accident).
# Variables: PYTHON (interpreter for the venv, default python3), VENV (default .venv),
# TORCH_SPEC (default torch==2.13.0). apex is optional and never installed here.
set -euo pipefail
cd "$(dirname "$0")"
PYTHON=${PYTHON:-python3}
VENV=${VENV:-.venv}
TORCH_SPEC=${TORCH_SPEC:-torch==2.13.0}

stamp_value="$(cat pyproject.toml setup.sh | sha256sum | cut -c1-16) $TORCH_SPEC"
stamp="$VENV/.lm4gen-setup"
if [[ -f "$stamp" && "$(cat "$stamp")" == "$stamp_value" ]] && "$VENV/bin/python" -c "
import importlib.util, sys
sys.exit(any(importlib.util.find_spec(m) is None for m in ('torch', 'deepspeed', 'megatron.core', 'webdataset', 'sentencepiece', 'sacrebleu', 'mpi4py', 'lm4gen.data_prep', 'importlinter', 'ruff', 'pytest', 'transformers', 'safetensors', 'matplotlib')))" 2>/dev/null; then
    echo "[setup] $VENV is up to date"
    exit 0
fi
start=$SECONDS
echo "[setup] creating $VENV with $($PYTHON --version 2>&1)"
[[ -x "$VENV/bin/python" ]] || "$PYTHON" -m venv "$VENV"
pip() { "$VENV/bin/python" -m pip --disable-pip-version-check -q "$@"; }
pip install --upgrade pip
echo "[setup] installing $TORCH_SPEC"
pip install "$TORCH_SPEC"
pip install numpy ninja setuptools wheel
echo "[setup] installing lm4gen[dev,mpi,bench,hf,report] (editable) and its dependencies"
pip install --no-build-isolation -e '.[dev,mpi,bench,hf,report]'
# versions from the installed metadata: importing deepspeed and megatron-core here cost ~6 s of every CI run
PYTHONWARNINGS=ignore "$VENV/bin/python" - 2>/dev/null <<'PY'
from importlib.metadata import version
import torch
names = ("deepspeed", "megatron-core", "webdataset", "sentencepiece", "sacrebleu", "mpi4py", "transformers")
print(f"[setup] torch {torch.__version__} (cuda: {torch.cuda.is_available()}), "
      + ", ".join(f"{n} {version(n)}" for n in names))
PY
echo "$stamp_value" > "$stamp"
echo "[setup] done in $((SECONDS - start))s"
