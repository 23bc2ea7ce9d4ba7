"""Every precision path on the CPU: fp16 (dynamic loss scaling) and bf16 DeepSpeed engines for each
objective, ZeRO 0-3 and tensor parallelism, with checkpoint, exact resume and fp32 exports checked
against the live model (``pytest -m precision``).

DeepSpeed's CPU accelerator runs both 16-bit engines on gloo. It offers fp16 only where oneDNN has fp16 kernels
(``torch.ops.mkldnn._is_mkldnn_fp16_supported()``; elsewhere "Type fp16 is not supported on your device."), yet
torch computes fp16 on any CPU: the ranks run with ``helpers.precision.FP16_SITECUSTOMIZE``, so the fp16 cases run
on every machine. ``train.half_on_cpu`` keeps the DeepSpeed config's precision without CUDA. The matrix runs in one
2-rank launch of ``tests/precision_cases.py``; two ``pretrain/run.py`` runs check the path a user takes.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
import torch

from helpers.common import ROOT, launcher_free_env as env
from lm4gen.core.network import free_port
from helpers.pretrain import DEEPSPEED, launch, losses
from helpers.precision import LOW, ds_config, fp16_on_any_cpu

pytestmark = pytest.mark.precision


@pytest.fixture
def fp16_anywhere(tmp_path, monkeypatch) -> dict:
    """The ranks' environment with DeepSpeed's fp16 allowed on this CPU (helpers.precision.FP16_SITECUSTOMIZE)."""
    monkeypatch.setenv("PYTHONPATH", fp16_on_any_cpu(tmp_path / "site"))
    monkeypatch.setenv("LM4GEN_TEST_FP16_ON_CPU", "1")
    return env()


# ---------------------------------------------------------------------------- the matrix, one 2-rank launch

REFERENCES = [f"fp32-zero1-{kind}-tp{tp}" for tp in (1, 2) for kind in ("causal", "cloze", "mlm")]
CASES = ["fp32-zero0-causal-tp2"] + [f"{p}-zero{z}-causal-tp1" for p in ("fp16", "bf16") for z in (0, 1, 2, 3)] + [
    "fp16-zero0-cloze-tp1", "bf16-zero2-cloze-tp1", "fp16-zero3-cloze-tp2", "bf16-zero1-cloze-tp2",
    "bf16-zero0-mlm-tp1", "fp16-zero1-mlm-tp1", "bf16-zero3-mlm-tp2", "fp16-zero2-mlm-tp2",
    "fp16-zero1-causal-tp2", "bf16-zero3-causal-tp2", "fp16-zero2-causal-tp2"]


@pytest.mark.slow
def test_precision_matrix(tmp_path, lm_shards, fp16_anywhere):
    """For each case (tests/precision_cases.py: precision, ZeRO stage, objective, tensor parallelism):

    * the run trains like fp32: its update of the fp32 master weights is within 2% (fp16) / 10%
      (bf16) of the fp32 run's (ZeRO-0 fp16 was 100% off before lm4gen scaled its loss, ZeRO-0
      with tensor parallelism 20% off, now refused);
    * resuming from the checkpoint of step 2 gives bit-identical losses for steps 3-4;
    * the export holds fp32 master weights (not 16-bit ones: most entries off the 16-bit grid) that
      round exactly to the live 16-bit weights, and gives the live validation NLL: exactly in the
      live dtype with TP=1, within 16-bit rounding with TP=2 (other reduction order) and in fp32;
    * fp16: an injected inf skips the step and leaves weights and masters unchanged, the loss scale
      halves (ZeRO 1-3 after the configs' hysteresis of 2; DeepSpeed's ZeRO-0 optimizer has none),
      and the next ordinary step trains.
    """
    cases = CASES
    out = tmp_path / "matrix"
    out.mkdir()
    cmd = [DEEPSPEED, "--num_gpus", "2", "--master_port", str(free_port()),
           os.path.join(ROOT, "tests", "precision_cases.py"), lm_shards["train"], str(out), *REFERENCES, *cases]
    r = subprocess.run(cmd, env=fp16_anywhere, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-4000:]
    failures = []
    for name in REFERENCES + cases:
        with open(out / f"{name}.json") as f:
            c = json.load(f)
        low = c["precision"] in LOW
        checks = {
            "finite losses": all(v == v and abs(v) < 100 for v in c["losses"]),
            "resumed == uninterrupted": c["resumed"] == c["losses"][2:],
            "export is fp32": c["export_dtypes"] == ["torch.float32"] and c["export_step"] == 4,
            "export rounds to the live weights": c["export_vs_live"] == 0.0,
            "export fp32 NLL == live NLL": c["export_nll_fp32"] == pytest.approx(
                c["live_nll"], rel={"fp16": 2e-5, "bf16": 2e-4}.get(c["precision"], 1e-6)),
            "export in the live dtype == live NLL": c["export_nll_same_dtype"] == c["live_nll"] if c["tp"] == 1 else
            c["export_nll_same_dtype"] == pytest.approx(c["live_nll"],
                                                        rel={"fp16": 5e-5, "bf16": 2e-4}.get(c["precision"], 1e-6)),
        }
        if name not in REFERENCES:
            checks["update within tolerance of fp32's"] = c["update_error"] < {"fp16": 0.02, "bf16": 0.1,
                                                                               "fp32": 1e-4}[c["precision"]]
        if low:
            checks["export not 16-bit weights"] = c["export_off_grid"] > 0.5
        if c["precision"] == "fp16":
            o = c["overflow"]
            halves = ([(65536.0, 32768.0), (32768.0, 16384.0)] if c["zero"] == 0
                      else [(65536.0, 65536.0), (65536.0, 32768.0)])
            checks["inf: skipped, scale halves, nothing changes, then trains"] = (
                [(s["scale_before"], s["scale_after"]) for s in o["steps"]] == halves and
                all(s["skipped"] == 1 for s in o["steps"]) and o["unchanged"] and o["then_moves"] and
                c["skipped_steps"] == 0)
        else:
            checks["no loss scale"] = c["loss_scale"] == 1.0
        failures += [f"{name}: {what} ({json.dumps({k: v for k, v in c.items() if k != 'overflow'})})"
                     for what, ok in checks.items() if not ok]
    assert not failures, "\n".join(failures)


# ---------------------------------------------------------------------------- pretrain/run.py, as a user runs it


def export_and_eval(tmp_path, name: str, checkpoints, lm_shards, batches: int) -> tuple[dict, dict]:
    target = tmp_path / f"{name}.pt"
    r = subprocess.run([sys.executable, "-m", "lm4gen", "export", str(checkpoints), str(target)], env=env(),
                       capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    result = tmp_path / f"{name}.eval.json"
    r = subprocess.run([sys.executable, "-m", "lm4gen", "eval-lm", str(target), lm_shards["train"], "--block-size",
                        "64", "--batch-size", "4", "--max-batches", str(batches), "--json", str(result)],
                       env=env(), capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    with open(result) as f:
        return torch.load(target, weights_only=True), json.load(f)


def valid_losses(out) -> dict[int, float]:
    with open(os.path.join(out, "metrics.jsonl")) as f:
        return {r["step"]: r["valid_loss"] for r in map(json.loads, f) if "valid_loss" in r}


@pytest.mark.slow
def test_bf16_zero3_tensor_parallel_run_resumes_exactly_and_exports_the_live_model(tmp_path, lm_shards):
    """pretrain/run.py in bf16 (ZeRO-3, TP=2, cloze LM): a run resumed from its step-2 checkpoint logs
    the uninterrupted run's losses bit for bit; the fp32 export evaluated by lm4gen.pretrain.eval_lm (no
    DeepSpeed, fp32) gives the live bf16 model's validation loss within bf16 rounding."""
    common = ("--ds_config", ds_config(tmp_path, 3, "bf16"), "--set", "train.half_on_cpu=true", "--set",
              "model.kind=cloze",
              "--set", "parallel.tensor=2", "--set", "train.save_every=2", "--set", "train.eval_batches=5",
              "--set", "optim.lr=0.3", "--set", "optim.warmup_updates=2")
    out = launch(tmp_path / "full", lm_shards, *common, steps=4)
    assert "| bf16 | cpu |" in out and "training in fp32" not in out
    launch(tmp_path / "resumed", lm_shards, *common, "--resume",
           str(tmp_path / "full" / "checkpoints" / "step00000002"), steps=4)
    full, resumed = losses(tmp_path / "full"), losses(tmp_path / "resumed")
    assert sorted(resumed) == [3, 4] and all(resumed[s] == full[s] for s in (3, 4)), (full, resumed)
    assert valid_losses(tmp_path / "resumed") == valid_losses(tmp_path / "full")
    exported, plain = export_and_eval(tmp_path, "bf16", tmp_path / "full" / "checkpoints", lm_shards, 5)
    weights = [v for v in exported["model"].values() if v.dim() >= 2]
    assert all(v.dtype == torch.float32 for v in exported["model"].values())
    assert sum(int((v.bfloat16().float() != v).sum()) for v in weights) > 0.5 * sum(v.numel() for v in weights)
    assert plain["step"] == 4 and plain["loss"] == pytest.approx(valid_losses(tmp_path / "full")[4], rel=2e-4)


@pytest.mark.slow
def test_fp16_zero0_run_trains_and_exports_its_fp32_master_weights(tmp_path, lm_shards, fp16_anywhere):
    """pretrain/run.py in fp16 with ZeRO-0 (one rank): the loss scale is applied (the run learns like the
    fp32 run: DeepSpeed 0.19 left the loss unscaled, so its updates were 1/65536 of the right size) and
    the export holds the fp32 master weights (it held the fp16 weights), giving the live validation loss."""
    common = ("--set", "train.eval_batches=5", "--set", "optim.lr=0.3", "--set", "optim.warmup_updates=2",
              "--set", "data.num_workers=0")
    out = launch(tmp_path / "fp16", lm_shards, "--ds_config", ds_config(tmp_path, 0, "fp16"), "--set",
                 "train.half_on_cpu=true", *common, ranks=1, zero=0, steps=6)
    assert "| fp16 | cpu |" in out
    with open(tmp_path / "fp16" / "metrics.jsonl") as f:
        assert {r["loss_scale"] for r in map(json.loads, f) if "loss" in r} == {65536.0}
    # the fp32 run of the same set-up: 6.2202 at step 1, valid 5.9782 at step 6; fp16 gave 5.9782 (6.21 unscaled)
    first, fp16 = losses(tmp_path / "fp16")[1], valid_losses(tmp_path / "fp16")[6]
    assert fp16 < first - 0.2, (first, fp16)
    exported, plain = export_and_eval(tmp_path, "fp16", tmp_path / "fp16" / "checkpoints", lm_shards, 5)
    weights = [v for v in exported["model"].values() if v.dim() >= 2]
    assert sum(int((v.half().float() != v).sum()) for v in weights) > 0.5 * sum(v.numel() for v in weights)
    assert plain["loss"] == pytest.approx(fp16, rel=2e-5)
