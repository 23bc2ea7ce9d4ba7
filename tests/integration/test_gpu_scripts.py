"""bench/gpu_checks.sh (the GPU measurements in one command) and bench/gpu_wheelhouse.sh (its wheels for a
GPU machine without PyPI). The GPU part itself cannot run here; these check what can: the refusals and
the wheelhouse a GPU machine would install."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from helpers.common import ROOT


def run(script: str, *args: str, **env) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", os.path.join(ROOT, "bench", script), *args], capture_output=True, text=True,
                          env={**os.environ, "PYTHON": sys.executable, **env}, timeout=600)


def test_gpu_checks_refuses_without_cuda_or_with_a_bad_stage(tmp_path):
    import torch

    if torch.cuda.is_available():
        pytest.skip("a CUDA device is visible: the script would measure")
    r = run("gpu_checks.sh", "all", OUT=str(tmp_path / "out"))
    assert r.returncode == 2 and "no CUDA device" in r.stderr, r.stderr
    assert not (tmp_path / "out").exists()  # nothing written
    r = run("gpu_checks.sh", "everything")
    assert r.returncode == 2 and "stage must be pretrain, decode, checkpoint or all" in r.stderr
    r = run("gpu_checks.sh", "all", PYTHON="/bin/false")
    assert r.returncode == 2 and "cannot import torch" in r.stderr


def test_gpu_checks_rehearsal_runs_the_steps_in_order_within_the_deadline(tmp_path):
    """REHEARSE=1: the call's steps on the CPU at tiny sizes (what CUDA would run, as command lines and files).
    A deadline too short for any step runs none and says so; a longer one runs the decode steps, each result
    written as it ends, and the call ends inside its deadline."""
    import time

    env = dict(REHEARSE="1", OUT=str(tmp_path / "out"), WORK=str(tmp_path / "work"), STEPS="4")
    began = time.time()
    r = run("gpu_checks.sh", "all", str(tmp_path / "no-wheelhouse"), DEADLINE="25", **env)
    log = (tmp_path / "out" / "gpu_checks.log").read_text()
    assert r.returncode == 0 and time.time() - began < 25, log
    # not run: the two bench_pretrain steps, the data (its first step; the NCCL steps need it), the two decode steps,
    # the checkpoint bench
    assert "REHEARSAL on the CPU" in log and log.count(": not run (") == 6
    assert "exit 0 after" not in log
    r = run("gpu_checks.sh", "decode", str(tmp_path / "no-wheelhouse"), DEADLINE="240", **env)
    log = (tmp_path / "out" / "gpu_checks.log").read_text()
    assert r.returncode == 0, log[-3000:]
    assert "== bench_decode_bf16: exit 0" in log and "== bench_decode_fp32: exit 0" in log
    assert log.index("== bench_decode_bf16 (timeout") < log.index("== bench_decode_fp32 (timeout")  # in order of value
    for name in ("bench_decode.bf16.json", "bench_decode.fp32.json"):
        assert json.loads((tmp_path / "out" / name).read_text())["rows"]
    assert "0 failed step(s)" in log and "torch " in log and "| cpu" in log
    r = run("gpu_checks.sh", "checkpoint", str(tmp_path / "no-wheelhouse"), DEADLINE="240", **env)
    log = (tmp_path / "out" / "gpu_checks.log").read_text()
    assert r.returncode == 0 and "== bench_checkpoint: exit 0" in log, log[-3000:]
    rows = json.loads((tmp_path / "out" / "bench_checkpoint.gpu.json").read_text())["rows"]
    assert {r["mode"] for r in rows} == {"consolidated", "sharded"} and all(r["device"] == "cpu" for r in rows)


@pytest.mark.slow  # fetches from PyPI (the pip cache makes a rerun quick) and builds two pure-Python wheels
def test_wheelhouse_holds_the_tested_versions(tmp_path):
    from importlib.metadata import version

    out = tmp_path / "wh"
    r = run("gpu_wheelhouse.sh", str(out))
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    wheels = sorted(os.listdir(out))
    names = {w.split("-")[0].lower().replace("_", "-"): w.split("-")[1] for w in wheels}
    for name in ("deepspeed", "megatron-core", "webdataset", "rouge-score", "pydantic", "pydantic-core", "hjson",
                 "nltk", "braceexpand"):
        assert names.get(name) == version(name), (name, wheels)  # what CI tests is what the GPU runs
    assert all(w.endswith("-py3-none-any.whl") for w in wheels if w.startswith(("deepspeed-", "rouge_score-")))
    assert any("cp312" in w for w in wheels if w.startswith("megatron_core-"))
    assert not any(n.startswith("torch") for n in names)  # the GPU machine's own CUDA torch stays
    assert not [p for p in os.listdir(tmp_path) if p.startswith("wh.tmp")]  # no leftover temp dir
