"""bench/bench_decode.py --quick end to end: every system decodes the same number of tokens and
every row has a positive throughput (the numbers themselves are not checked)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
import torch

from conftest import ROOT

pytest.importorskip("transformers", reason="the bench extra (pip install -e '.[bench]') is not installed")

pytestmark = pytest.mark.slow  # ~40 s, mostly imports (torch, deepspeed via lm4gen.finetune.train, transformers)


def test_quick_run_writes_every_system(tmp_path, run_env):
    out = tmp_path / "bench_decode.json"
    r = subprocess.run([sys.executable, os.path.join(ROOT, "bench", "bench_decode.py"), "--quick", "--json", str(out),
                        "--cache-lengths", "4,9"],
                       env=run_env, cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    result = json.loads(out.read_text())
    assert result["benchmark"] == "bench_decode" and result["summary"]["quick"]
    assert {"cpu", "cores", "torch"} <= set(result["machine"])
    decode = [row for row in result["rows"] if row["section"] == "decode"]
    train = [row for row in result["rows"] if row["section"] == "train"]

    systems = {"ours baseline", "ours src-elmo", "ours tgt-elmo", "ours tgt-elmo no LM cache"}
    for mode in ("beam 3", "greedy"):
        names = {row["system"] for row in decode if row["mode"] == mode}
        assert systems <= names and any(n.startswith("HF ") for n in names), (mode, names)
    assert all(row["tokens_per_s"] > 0 for row in decode + train)
    quick = result["summary"]["decode"]
    # equal work: every system decoded every sentence for exactly new_tokens steps
    assert {(row["sentences"], row["decoder_steps"], row["new_tokens"], row["generated_tokens"]) for row in decode} == \
        {(quick["batch"], quick["new_tokens"], quick["new_tokens"], quick["batch"] * quick["new_tokens"])}
    assert {row["strategy"] for row in train} == {"baseline", "shared", "src-elmo", "src-ft", "tgt-elmo", "tgt-ft"}
    goals = result["summary"]["goals"]
    assert goals and all(g["result"] in ("PASS", "FAIL") for g in goals)
    assert {g["mode"] for g in goals} == {"beam 3", "greedy"}
    sweep = [row for row in result["rows"] if row["section"] == "cache_by_length"]
    assert {(row["mode"], row["new_tokens"]) for row in sweep} == {(m, n) for m in ("beam 3", "greedy") for n in (4, 9)}
    assert all(row["ratio"] == row["seconds_no_cache"] / row["seconds_cache"] > 0 for row in sweep)


def bench_module():
    sys.path.insert(0, os.path.join(ROOT, "bench"))
    try:
        import bench_decode
    finally:
        sys.path.pop(0)
    return bench_decode


def test_device_and_dtype_are_checked(capsys):
    bd = bench_module()
    with pytest.raises(SystemExit):
        bd.parse_args(["--quick", "--dtype", "bf16"])  # the CPU is fp32 only
    assert "--dtype" in capsys.readouterr().err
    if not torch.cuda.is_available():
        with pytest.raises(SystemExit):
            bd.parse_args(["--quick", "--device", "cuda"])
        assert "no CUDA device" in capsys.readouterr().err
    a = bd.parse_args(["--quick"])
    assert a.device == torch.device("cpu") and a.dtype == torch.float32


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16])
def test_16_bit_autocast_path_decodes_and_trains(dtype):
    """The GPU's --dtype path (autocast, fp16 with a GradScaler), run on the CPU's autocast in its place."""
    bd = bench_module()
    a = bd.parse_args(["--quick", "--train-strategies", "baseline,tgt-elmo", "--repeats", "1", "--warmup", "0",
                       "--train-repeats", "1", "--train-warmup", "0"])
    a.dtype = dtype
    decode = bd.decoding(a)  # asserts equal work (sentences, steps, tokens) for every system itself
    train = bd.training(a)
    assert {r["mode"] for r in decode} == {"beam 3", "greedy"} and all(r["tokens_per_s"] > 0 for r in decode)
    assert [r["strategy"] for r in train] == ["baseline", "tgt-elmo"] and all(r["tokens_per_s"] > 0 for r in train)
