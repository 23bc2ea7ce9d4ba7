"""pretrain/run.py end to end on 2 gloo ranks: loss falls, ZeRO stages agree, exact resume, signals, export."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest
import torch

from helpers import golden
from helpers.common import ROOT, launcher_free_env as env
from lm4gen.core.network import free_port
from lm4gen.core.preempt import EXIT_PREEMPTED
from helpers.pretrain import RUN, launch, losses

pytestmark = pytest.mark.slow


# For the tests of numbers only: one loader worker serves exactly the batches the rank reads itself
# (tests/unit/test_stream.py::test_worker_count_does_not_change_the_batch_sequence), and each rank's worker costs a fork
# server (~1.5 s of CPU importing torch). The run, resume, signal and fault tests keep the default worker.
NO_WORKER = ("--set", "data.num_workers=0")


def test_two_ranks_zero2_loss_falls_and_writes_everything(tmp_path, lm_shards):
    out = launch(tmp_path / "run", lm_shards, "--set", "optim.lr=0.3", "--set", "optim.warmup_updates=5", steps=30,
                 launcher="deepspeed")
    assert "world 2 = data 2 x tensor 1" in out and "fp32" in out
    assert "no CUDA device: fp16 requested, training in fp32" in out
    assert "kernels: torch (no CUDA device; optimizer NAG)" in out  # apex's fused kernels are a GPU path
    assert "Transformer Engine and Apex are not installed" not in out  # megatron-core's noise, filtered
    curve = losses(tmp_path / "run")
    assert sorted(curve) == list(range(1, 31))
    assert sum(list(curve.values())[-5:]) / 5 < 0.9 * sum(list(curve.values())[:5]) / 5, curve
    line = next(each for each in out.splitlines() if each.startswith("step      30"))
    for field in ("loss", "ppl", "lr", "tok/s", "scale", "gnorm"):
        assert field in line
    assert "mfu" not in line  # no peak to divide by on a CPU unless train.peak_flops says it
    records = [json.loads(line) for line in open(tmp_path / "run" / "metrics.jsonl")]
    record = [r for r in records if "loss" in r][-1]
    assert {"step", "loss", "lr", "tokens_per_s"} <= record.keys()
    assert len(records[-1]["peak_rss_gib"]) == 2 and all(0.1 < v < 20 for v in records[-1]["peak_rss_gib"])
    assert "peak resident memory per rank: " in out
    assert os.listdir(tmp_path / "run" / "tensorboard")
    ck = tmp_path / "run" / "checkpoints" / "step00000030"
    assert (ck / "complete.json").exists() and (ck / "loader-dp00000.json").exists() and \
        (ck / "loader-dp00001.json").exists()


def test_zero_stages_give_the_same_losses(tmp_path, lm_shards):
    curves = {}
    for z in (0, 1, 2, 3):
        launch(tmp_path / f"z{z}", lm_shards, *NO_WORKER, zero=z, steps=10)
        curves[z] = losses(tmp_path / f"z{z}")
        golden.check("pretrain/causal/2-ranks", curves[z])  # every stage: the same numbers
    for z in (1, 2, 3):
        for step, loss in curves[0].items():
            assert curves[z][step] == pytest.approx(loss, rel=1e-5, abs=1e-6), (z, step, curves[z], curves[0])


def test_zero3_with_every_parameter_partitioned_gives_the_same_losses(tmp_path, lm_shards):
    """configs/zero3.json keeps parameters under 100K elements whole on every rank (all of the tiny model's);
    with none kept, the tied output layer reads the embedding's weight gathered by ZeRO-3 in the forward."""
    ds = json.load(open(os.path.join(ROOT, "configs", "zero3.json")))
    ds["zero_optimization"]["stage3_param_persistence_threshold"] = 0
    path = tmp_path / "zero3-partitioned.json"
    path.write_text(json.dumps(ds))
    launch(tmp_path / "run", lm_shards, "--ds_config", str(path), *NO_WORKER, zero=3, steps=10)
    with open(tmp_path / "run" / "config.json") as f:
        assert json.load(f)["deepspeed"]["zero_optimization"]["stage3_param_persistence_threshold"] == 0
    golden.check("pretrain/causal/2-ranks", losses(tmp_path / "run"))


def test_resumed_run_equals_uninterrupted(tmp_path, lm_shards):
    # validation every 3 steps on 1 of the split's ~6 batches per rank: the same batch every time
    common = ("--set", "train.save_every=5", "--set", "data.num_workers=2", "--set", "train.eval_every=3",
              "--set", "train.eval_batches=1")
    launch(tmp_path / "full", lm_shards, *common, steps=20)
    launch(tmp_path / "part", lm_shards, *common, steps=12)  # checkpoints at 5, 10 and 12
    latest = tmp_path / "part" / "checkpoints" / "step00000012"
    os.remove(latest / "complete.json")  # as if killed while writing step 12: never resumed from
    out = launch(tmp_path / "part", lm_shards, *common, steps=20)
    assert "resumed from" in out and "step00000010 at step 10" in out
    full, resumed = losses(tmp_path / "full"), losses(tmp_path / "part")
    assert sorted(resumed) == list(range(1, 21))
    for step in range(11, 21):
        assert resumed[step] == pytest.approx(full[step], rel=1e-6, abs=1e-7), (step, resumed, full)
    valid_full, valid_resumed = valid_losses(tmp_path / "full"), valid_losses(tmp_path / "part")
    golden.check("pretrain/causal/2-ranks-2-workers", full)
    golden.check("pretrain/causal/2-ranks-2-workers-valid", valid_full)
    assert sorted(valid_full) == [3, 6, 9, 12, 15, 18, 20]
    for step in (12, 15, 18, 20):  # validations after the resume see the batches the uninterrupted run saw
        assert valid_resumed[step] == pytest.approx(valid_full[step], rel=1e-6), (step, valid_resumed, valid_full)


def valid_losses(out) -> dict[int, float]:
    with open(os.path.join(out, "metrics.jsonl")) as f:
        return {r["step"]: r["valid_loss"] for r in map(json.loads, f) if "valid_loss" in r}


def training_ranks(root: int) -> list[int]:
    """Processes under ``root`` running pretrain/run.py with --local_rank (the ranks, not the launcher)."""
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        try:
            children = open(f"/proc/{pid}/task/{pid}/children").read().split()
            cmdline = open(f"/proc/{pid}/cmdline").read()
        except OSError:
            continue
        if "run.py" in cmdline and "--local_rank" in cmdline:
            found.append(pid)
        todo += map(int, children)
    assert found, "no training rank found"
    return found


def test_sigusr1_writes_a_checkpoint_and_stops(tmp_path, lm_shards):
    """... and DeepSpeed's CPU all-reduce buffers in /dev/shm (69 MB a rank) exist while it runs, not after."""
    from lm4gen.core.process_group import deepspeed_shm_buffer

    port = free_port()
    buffers = [deepspeed_shm_buffer("127.0.0.1", port, rank) for rank in (0, 1)]
    proc = launch(tmp_path / "run", lm_shards, "--set", "train.save_every=0", steps=100000, background=True, port=port,
                  launcher="deepspeed")
    seen = []
    deadline = time.time() + 600
    for line in proc.stdout:
        seen.append(line)
        if line.startswith("step ") and "loss" in line and int(line.split()[1]) >= 3:
            assert all(os.path.exists(b) for b in buffers), os.listdir("/dev/shm")
            for pid in training_ranks(proc.pid):  # as srun/SLURM signal the tasks (not the deepspeed launcher)
                os.kill(pid, signal.SIGUSR1)
            break
        assert time.time() < deadline, "".join(seen[-50:])
    rest = proc.communicate(timeout=300)[0]
    assert proc.returncode == EXIT_PREEMPTED, "".join(seen[-30:]) + rest[-3000:]
    assert "stopping after step" in rest
    assert not any(os.path.exists(b) for b in buffers)
    from lm4gen.core.checkpoint import complete_tags

    tags = complete_tags(str(tmp_path / "run" / "checkpoints"))
    assert len(tags) == 1 and 3 <= tags[0][0] < 100000


def test_tensor_parallel_run_and_export_match(tmp_path, lm_shards):
    no_dropout = ("--set", "model.dropout=0", "--set", "model.attention_dropout=0",
                  "--set", "model.activation_dropout=0", *NO_WORKER)  # dropout masks of TP shards differ by design
    launch(tmp_path / "tp2", lm_shards, "--set", "parallel.tensor=2", *no_dropout, zero=1, steps=6)
    launch(tmp_path / "tp1", lm_shards, *no_dropout, zero=3, ranks=0, steps=6)
    a, b = losses(tmp_path / "tp2"), losses(tmp_path / "tp1")
    golden.check("pretrain/causal/no-dropout", a)  # TP=2 (ZeRO-1) and 1 rank (ZeRO-3)
    golden.check("pretrain/causal/no-dropout", b)
    for step in a:
        assert a[step] == pytest.approx(b[step], rel=1e-5, abs=1e-6)
    outs = []
    for name in ("tp2", "tp1"):
        target = tmp_path / f"{name}.pt"
        r = subprocess.run([sys.executable, "-m", "lm4gen", "export", str(tmp_path / name / "checkpoints"),
                            str(target)],
                           env=env(), capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
        outs.append(torch.load(target, weights_only=True))
    assert outs[0]["model"].keys() == outs[1]["model"].keys()
    for k, v in outs[0]["model"].items():
        torch.testing.assert_close(v, outs[1]["model"][k], rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("kind", ["causal", "cloze"])
def test_zero3_tensor_parallel_export_reproduces_the_live_model(tmp_path, lm_shards, kind):
    """Export of a ZeRO-3, TP=2 run: the plain fp32 model (no DeepSpeed, one process) gives the validation
    NLL the live sharded model logged at its last step, on the same batches (lm4gen.pretrain.eval_lm)."""
    run = tmp_path / kind
    launch(run, lm_shards, "--set", f"model.kind={kind}", "--set", "parallel.tensor=2", "--set", "train.eval_batches=5",
           *NO_WORKER, zero=3, steps=4)
    with open(run / "config.json") as f:
        assert json.load(f)["deepspeed"]["zero_optimization"]["stage"] == 3
    with open(run / "metrics.jsonl") as f:
        live = [r for r in map(json.loads, f) if "valid_loss" in r]
    assert [r["step"] for r in live] == [4]
    golden.check(f"pretrain/{kind}/tp2-zero3", {**losses(run), "valid": live[0]["valid_loss"]})
    export = tmp_path / f"{kind}.pt"
    r = subprocess.run([sys.executable, "-m", "lm4gen", "export", str(run / "checkpoints"), str(export)],
                       env=env(), capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    out = tmp_path / f"{kind}.eval.json"
    r = subprocess.run([sys.executable, "-m", "lm4gen", "eval-lm", str(export), lm_shards["train"], "--block-size",
                        "64", "--batch-size", "4", "--max-batches", "5", "--json", str(out)],
                       env=env(), capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    with open(out) as f:
        plain = json.load(f)
    assert plain["kind"] == kind and plain["step"] == 4 and plain["batches"] == 5 and plain["tokens"] > 500
    assert plain["loss"] == pytest.approx(live[0]["valid_loss"], rel=1e-5)
    assert f"loss {plain['loss']:.4f}" in r.stdout


def test_torchrun_two_ranks(tmp_path, lm_shards):
    """A short run under torchrun (most tests here use it; the zero-2 and SIGUSR1 runs the deepspeed launcher):
    no launcher is hard-coded."""
    out = launch(tmp_path / "run", lm_shards, launcher="torchrun", steps=4)
    assert "world 2 = data 2 x tensor 1" in out
    ck = tmp_path / "run" / "checkpoints" / "step00000004"
    assert sorted(losses(tmp_path / "run")) == [1, 2, 3, 4]
    assert (ck / "complete.json").exists() and (ck / "loader-dp00001.json").exists()


# what torchrun exports to rank 0 of 3 processes (the world size is read before any process group)
TORCHRUN_3 = {"RANK": "0", "WORLD_SIZE": "3", "LOCAL_RANK": "0", "LOCAL_WORLD_SIZE": "3", "MASTER_ADDR": "127.0.0.1",
              "MASTER_PORT": "29511"}


def test_invalid_config_fails_before_any_process_group(tmp_path, lm_shards):
    r = subprocess.run([sys.executable, RUN, "--set", "optim.name=sgd", "--set", f"data.train={lm_shards['train']}"],
                       env=env(), capture_output=True, text=True, timeout=120)
    assert r.returncode == 2 and "optim.name" in r.stderr and "Traceback" not in r.stderr
    r = subprocess.run([sys.executable, RUN, "--set", "parallel.tensor=3", "--set", f"data.train={lm_shards['train']}",
                        "--dry-run"], env={**env(), **TORCHRUN_3}, capture_output=True, text=True, timeout=120)
    assert r.returncode == 2 and "'num_heads'" in r.stderr
    both = tmp_path / "both.json"  # the DeepSpeed config is checked with the run config, before start-up
    both.write_text(json.dumps({"fp16": {"enabled": True}, "bf16": {"enabled": True}}))
    r = subprocess.run([sys.executable, RUN, "--ds_config", str(both), "--set", f"data.train={lm_shards['train']}"],
                       env=env(), capture_output=True, text=True, timeout=120)
    assert r.returncode == 2 and "both fp16 and bf16" in r.stderr and "[dist]" not in r.stdout + r.stderr


def test_gradient_accumulation_and_activation_checkpointing_match_one_big_batch(tmp_path, lm_shards):
    no_dropout = ("--set", "model.dropout=0", "--set", "model.attention_dropout=0",
                  "--set", "model.activation_dropout=0", "--set", "data.num_workers=0")
    launch(tmp_path / "big", lm_shards, *no_dropout, "--set", "data.batch_size=8", ranks=0, steps=4)
    launch(tmp_path / "accum", lm_shards, *no_dropout, "--set", "data.batch_size=4", "--set", "train.grad_accum=2",
           "--set", "train.activation_checkpointing=true", ranks=0, steps=4)
    big, accum = losses(tmp_path / "big"), losses(tmp_path / "accum")
    golden.check("pretrain/causal/1-rank-batch-8", big)
    for step in big:  # packed blocks: every micro-batch has the same number of targets
        assert accum[step] == pytest.approx(big[step], rel=1e-5, abs=1e-6), (step, big, accum)


@pytest.mark.parametrize("kind", ["cloze", "mlm"])
def test_other_objectives_train(tmp_path, lm_shards, kind):
    launch(tmp_path / kind, lm_shards, "--set", f"model.kind={kind}", "--set", "optim.lr=0.3",
           "--set", "optim.warmup_updates=3", "--set", "model.combine_residual=true", *NO_WORKER, steps=12)
    curve = losses(tmp_path / kind)
    assert len(curve) == 12 and all(v == v for v in curve.values())  # logged every step, no NaN
    golden.check(f"pretrain/{kind}/2-ranks", curve)
    assert sum(curve[s] for s in (10, 11, 12)) < sum(curve[s] for s in (1, 2, 3)), curve


def test_masked_lm_with_next_sentence_prediction_from_document_shards(tmp_path, doc_shards):
    """data.break_mode nsp: document shards feed MLM + NSP ([CLS]/[SEP], segment ids, is_next) through
    pretrain/run.py."""
    out = launch(tmp_path / "nsp", doc_shards, "--set", "model.kind=mlm", "--set", "model.nsp=true",
                 "--set", "model.num_segments=2", "--set", "data.break_mode=nsp", "--set", "optim.lr=0.3",
                 "--set", "optim.warmup_updates=3", steps=12)
    with open(tmp_path / "nsp" / "metrics.jsonl") as f:
        records = [r for r in map(json.loads, f) if "loss" in r]
    assert len(records) == 12 and all(0 < r["nsp_loss"] < 5 and 0 <= r["nsp_accuracy"] <= 1 for r in records)
    assert all(r["loss"] > r["nll"] for r in records)  # the objective's loss: MLM NLL + NSP loss
    # recorded as "loss" before the trainer
    golden.check("pretrain/mlm-nsp/2-ranks", {r["step"]: r["nll"] for r in records})
    golden.check("pretrain/mlm-nsp/2-ranks-nsp", {r["step"]: r["nsp_loss"] for r in records})
    assert sum(r["nll"] for r in records[-3:]) < sum(r["nll"] for r in records[:3]), records
    assert "| nsp " in out
