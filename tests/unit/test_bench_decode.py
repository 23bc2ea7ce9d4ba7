"""bench/bench_decode.py --quick end to end: every system decodes the same number of tokens and
every row has a positive throughput (the numbers themselves are not checked)."""

from __future__ import annotations

import os
import sys

import pytest
import torch

from helpers.common import ROOT

pytest.importorskip("transformers", reason="the bench extra (pip install -e '.[bench]') is not installed")

pytestmark = pytest.mark.slow  # ~40 s, mostly imports (torch, deepspeed via lm4gen.finetune.train, transformers)


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
