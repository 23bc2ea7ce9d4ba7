#!/usr/bin/env bash
# Wheels of lm4gen's dependencies that a GPU image with PyTorch usually lacks, for a GPU machine that
# cannot reach PyPI (an air-gapped cluster; the project's lent device machines):
#
#     bash bench/gpu_wheelhouse.sh [DIR]          # default DIR=wheelhouse (git-ignored), PYVER=3.12
#
# Run it where PyPI is reachable, with the project's .venv set up (./setup.sh): the versions are the
# ones pinned by that environment (pip freeze), so the GPU machine runs what CI tested. Binary wheels
# are fetched for CPython $PYVER on manylinux x86_64; deepspeed and rouge-score, published as sources
# only, are built here into pure-Python wheels (DeepSpeed compiles its ops at first use on the GPU).
# torch is not included: the GPU machine's own CUDA build is used. On the GPU machine:
#
#     python3 -m pip install --no-index --no-deps DIR/*.whl        # bench/gpu_checks.sh does this
set -euo pipefail
cd "$(dirname "$0")/.."
DIR=${1:-wheelhouse}
PYVER=${PYVER:-3.12}
PY=${PYTHON:-.venv/bin/python}
[ -x "$PY" ] || { echo "gpu_wheelhouse: $PY not found: run ./setup.sh first (or set PYTHON)" >&2; exit 2; }

# what the GPU image lacks: deepspeed, megatron-core, webdataset, rouge-score and their own dependencies
BINARY="megatron-core webdataset braceexpand nltk hjson pydantic pydantic-core annotated-types typing-inspection"
SOURCE="deepspeed rouge-score"
pin() {  # NAME -> NAME==VERSION as installed in $PY's environment
    local v
    v=$("$PY" -m pip show "$1" 2>/dev/null | sed -n 's/^Version: //p')
    [ -n "$v" ] || { echo "gpu_wheelhouse: $1 is not installed in $PY's environment (./setup.sh)" >&2; exit 2; }
    echo "$1==$v"
}
binary=(); for p in $BINARY; do binary+=("$(pin "$p")"); done
source=(); for p in $SOURCE; do source+=("$(pin "$p")"); done

tmp=$(mktemp -d "${DIR%/}.tmp.XXXXXX")  # filled, then renamed: a failed run leaves no half wheelhouse
trap 'rm -rf "$tmp"' EXIT
"$PY" -m pip download --quiet --dest "$tmp" --no-deps --only-binary=:all: --implementation cp \
    --python-version "$PYVER" --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 \
    --platform manylinux2014_x86_64 --platform any "${binary[@]}"
"$PY" -m pip wheel --quiet --no-deps --no-build-isolation --wheel-dir "$tmp" "${source[@]}"
for w in "$tmp"/deepspeed-*.whl "$tmp"/rouge_score-*.whl; do  # built here: must run on any platform
    case "$w" in *-py3-none-any.whl) ;; *) echo "gpu_wheelhouse: $(basename "$w") is not a pure-Python wheel" >&2; exit 1;; esac
done
rm -rf "$DIR"
mv "$tmp" "$DIR"
trap - EXIT
echo "gpu_wheelhouse: $(ls "$DIR" | wc -l) wheels in $DIR for CPython $PYVER ($(du -sh "$DIR" | cut -f1)):"
ls "$DIR"
