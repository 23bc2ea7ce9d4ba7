"""A run that outlives its cluster's shape (#48): what cannot resume says so in one line; a run resumes on another
data-parallel size with the same samples."""

from __future__ import annotations

import json
import os
import shutil
import subprocess

import pytest

from helpers.common import ROOT, launcher_free_env as env, make_bitext, ranks_cmd
from helpers.precision import fp16_on_any_cpu, half_options
from helpers.pretrain import RUN, launch

FINETUNE = os.path.join(ROOT, "finetune", "train.py")


def snapshot(directory) -> dict:
    """Every file under ``directory`` with its size and modification time."""
    out = {}
    for root, _, names in os.walk(directory):
        for name in names:
            st = os.stat(os.path.join(root, name))
            out[os.path.relpath(os.path.join(root, name), directory)] = (st.st_size, st.st_mtime_ns)
    return out


def failed_resume(cmd: list[str]) -> str:
    r = subprocess.run(cmd, env=env(), capture_output=True, text=True, timeout=600)
    assert r.returncode == 2, r.stdout[-3000:] + r.stderr[-3000:]
    assert "Traceback" not in r.stderr and "state_dict" not in r.stderr, r.stderr[-3000:]
    return [line for line in r.stderr.splitlines() if line.startswith("error:")][-1]


@pytest.mark.slow
def test_pretraining_refuses_another_shape_or_objective_in_one_line(tmp_path, lm_shards):
    out = tmp_path / "run"
    launch(out, lm_shards, "--set", "data.num_workers=0", ranks=0, steps=2)
    before = snapshot(out / "checkpoints")
    cmd = [*ranks_cmd(0), RUN, "--ds_config", os.path.join(ROOT, "configs", "zero2.json"), "--max-steps", "4",
           "--output-dir", str(out), "--set", f"data.train={lm_shards['train']}", "--set", "data.block_size=64",
           "--set", "data.batch_size=4", "--set", "data.num_workers=0", "--resume", "auto"]
    line = failed_resume([*cmd, "--set", "model.num_layers=3"])
    assert line == (f"error: cannot resume {out / 'checkpoints' / 'step00000002'}: model.num_layers is 3 here, 2 in "
                    "the checkpoint (another output_dir starts a new run; the checkpoint is left as it is)"), line
    line = failed_resume([*cmd, "--set", "model.kind=cloze"])
    assert "model.kind is cloze here, causal in the checkpoint" in line, line
    assert snapshot(out / "checkpoints") == before


@pytest.mark.slow
def test_fine_tuning_refuses_another_shape_or_vocabulary_in_one_line(tmp_path):
    data = make_bitext(tmp_path / "data", train=300, valid=20, vocab=300, per_shard=300)
    other = make_bitext(tmp_path / "other", train=300, valid=20, vocab=280, per_shard=300)

    def cmd(d, *extra):
        return [*ranks_cmd(0), FINETUNE, "--ds_config", os.path.join(ROOT, "configs", "zero2.json"),
                "--output-dir", str(tmp_path / "run"), "--set", f"data.train={d['train']}",
                "--set", f"data.tokenizer={d['tokenizer']}", "--set", "data.max_tokens=512",
                "--set", "data.num_workers=0", "--set", "train.max_epochs=100", *extra]

    r = subprocess.run(cmd(data, "--max-steps", "2"), env=env(), capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    before = snapshot(tmp_path / "run" / "checkpoints")
    line = failed_resume(cmd(data, "--max-steps", "4", "--set", "model.decoder_layers=3"))
    assert "model.decoder_layers is 3 here, 2 in the checkpoint" in line, line
    line = failed_resume(cmd(other, "--max-steps", "4"))
    assert "the tokenizer's sha256 is" in line and "in the checkpoint" in line, line
    assert snapshot(tmp_path / "run" / "checkpoints") == before


def metric(out, key: str) -> dict[int, float]:
    with open(os.path.join(out, "metrics.jsonl")) as f:
        return {r["step"]: r[key] for r in map(json.loads, f) if key in r}


# dropout off: the dropout masks are drawn per rank, so a reshard cannot continue them; the rest is deterministic.
# The loader reads in the rank (no worker, whose fork server costs each rank ~1.5 s of CPU importing torch): the
# samples are the same with or without a worker (streams = dp x max(1, workers)); the data- and tensor-parallel size
# tests keep the default worker (WORKER), so a loader worker's state crosses a reshard there.
NO_DROPOUT = ("--set", "model.dropout=0", "--set", "model.attention_dropout=0", "--set", "model.activation_dropout=0",
              "--set", "train.save_every=4", "--set", "data.num_workers=0")
WORKER = ("--set", "data.num_workers=1")
# fp32 sums of the same gradients in another order (two micro-batches on one rank, or an all-reduce of two ranks)
RESHARD_TOLERANCE = dict(rel=1e-4, abs=1e-5)


@pytest.mark.slow
@pytest.mark.parametrize("before, after, extra", [(2, 1, ()), (1, 2, ("--set", "data.streams=2"))])
def test_a_pretraining_run_resumes_on_another_data_parallel_size_with_the_same_samples(tmp_path, lm_shards, before,
                                                                                       after, extra):
    """ZeRO-2, saved at step 4 at ``before`` ranks, continued to step 8 at ``after``: every update's sample digest
    equals the uninterrupted run's and the losses agree within RESHARD_TOLERANCE."""
    accum = ("--set", f"train.grad_accum={2 // before}")
    launch(tmp_path / "full", lm_shards, *NO_DROPOUT, *WORKER, *extra, *accum, ranks=before, steps=8)
    launch(tmp_path / "part", lm_shards, *NO_DROPOUT, *WORKER, *extra, *accum, ranks=before, steps=4)
    out = launch(tmp_path / "part", lm_shards, *NO_DROPOUT, *WORKER, *extra, ranks=after, steps=8)
    assert f"resuming a dp={before} tp=1 ZeRO-2 checkpoint as dp={after} tp=1 ZeRO-2" in out, out[-3000:]
    assert f"x {2 // after} accumulation" in out  # the global batch of 2 micro-batches is kept
    assert not [p for p in os.listdir(tmp_path / "part" / "checkpoints") if p.startswith(".universal")]
    full, part = metric(tmp_path / "full", "sample_digest"), metric(tmp_path / "part", "sample_digest")
    assert sorted(part) == list(range(1, 9)) and part == full
    assert len(set(full.values())) == 8  # a digest per update, each of other samples
    full_loss, part_loss = metric(tmp_path / "full", "loss"), metric(tmp_path / "part", "loss")
    for step in range(5, 9):
        assert part_loss[step] == pytest.approx(full_loss[step], **RESHARD_TOLERANCE), (step, part_loss, full_loss)
    with open(tmp_path / "part" / "checkpoints" / "step00000008" / "complete.json") as f:
        assert json.load(f)["layout"] == {"dp": after, "tp": 1, "zero": 2, "precision": "fp32",
                                          "grad_accum": 2 // after}


@pytest.mark.slow
@pytest.mark.parametrize("before, after", [(2, 1), (1, 2)])
def test_a_pretraining_run_resumes_on_another_tensor_parallel_size_with_the_same_samples(tmp_path, lm_shards,
                                                                                         before, after):
    """ZeRO-2 on one data-parallel replica, saved at step 4 with ``before`` tensor-parallel ranks and continued to
    step 8 with ``after``: the TP slices of the weights and of Adam's moments are joined and cut again (row-parallel
    weights along their inputs), the samples are the uninterrupted run's and the losses agree within
    RESHARD_TOLERANCE."""
    tp = lambda n: ("--set", f"parallel.tensor={n}")  # noqa: E731 - one option, two sizes
    launch(tmp_path / "full", lm_shards, *NO_DROPOUT, *WORKER, *tp(before), ranks=before, steps=8)
    launch(tmp_path / "part", lm_shards, *NO_DROPOUT, *WORKER, *tp(before), ranks=before, steps=4)
    out = launch(tmp_path / "part", lm_shards, *NO_DROPOUT, *WORKER, *tp(after), ranks=after, steps=8)
    assert f"resuming a dp=1 tp={before} ZeRO-2 checkpoint as dp=1 tp={after} ZeRO-2" in out, out[-3000:]
    full, part = metric(tmp_path / "full", "sample_digest"), metric(tmp_path / "part", "sample_digest")
    assert sorted(part) == list(range(1, 9)) and part == full
    full_loss, part_loss = metric(tmp_path / "full", "loss"), metric(tmp_path / "part", "loss")
    for step in range(5, 9):
        assert part_loss[step] == pytest.approx(full_loss[step], **RESHARD_TOLERANCE), (step, part_loss, full_loss)
    with open(tmp_path / "part" / "checkpoints" / "step00000008" / "complete.json") as f:
        assert json.load(f)["layout"]["tp"] == after


_SHARED: dict = {}


def shared_run(tmp_path_factory, data, *args: str, ranks: int, zero: int, steps: int):
    """A run of exactly these options, made once per test worker: the uninterrupted references and the step-4 parts
    that several tests here start from (each launch costs ~12 s of CPU). Callers read it, or copy it to continue."""
    key = (args, ranks, zero, steps)
    if key not in _SHARED:
        out = tmp_path_factory.mktemp("shared-run")
        launch(out, data, *args, ranks=ranks, zero=zero, steps=steps)
        _SHARED[key] = out
    return _SHARED[key]


def start_run(tmp_path_factory, out, data, *args: str, ranks: int, zero: int) -> None:
    """``out``: a copy of the shared run saved at step 4 with these options (a bf16 run's options name a config in
    the test's own folder, so no other test shares it)."""
    shutil.copytree(shared_run(tmp_path_factory, data, *args, ranks=ranks, zero=zero, steps=4), out)


def resumed_like(full, part, out: str, line: str, tolerance: dict = RESHARD_TOLERANCE) -> None:
    """``part`` (resumed at step 4, ``out`` its output) trained on ``full``'s samples with its losses."""
    assert line in out, out[-3000:]
    assert metric(part, "sample_digest") == metric(full, "sample_digest")
    full_loss, part_loss = metric(full, "loss"), metric(part, "loss")
    for step in range(5, 9):
        assert part_loss[step] == pytest.approx(full_loss[step], **tolerance), (step, part_loss, full_loss)
    assert not [p for p in os.listdir(os.path.join(part, "checkpoints")) if p.startswith(".universal")]


@pytest.mark.slow
def test_a_zero3_run_resumes_at_zero2_on_one_rank_and_at_zero3_on_one_rank(tmp_path, tmp_path_factory, lm_shards):
    """NAG at ZeRO-3 on 2 ranks, saved at step 4, continued to step 8 at ZeRO-2 on 1 rank and at ZeRO-3 on 1 rank:
    the stage-3 partitions (flat fp32 masters and momentum) are joined and cut for the other stage and size."""
    accum = ("--set", "train.grad_accum=1")
    full = shared_run(tmp_path_factory, lm_shards, *NO_DROPOUT, *accum, ranks=2, zero=3, steps=8)
    saved = shared_run(tmp_path_factory, lm_shards, *NO_DROPOUT, *accum, ranks=2, zero=3, steps=4)
    shutil.copytree(saved, tmp_path / "part")
    shutil.copytree(saved, tmp_path / "part3")
    out = launch(tmp_path / "part", lm_shards, *NO_DROPOUT, ranks=1, zero=2, steps=8)
    resumed_like(full, tmp_path / "part", out,
                 "resuming a dp=2 tp=1 ZeRO-3 checkpoint as dp=1 tp=1 ZeRO-2")
    out = launch(tmp_path / "part3", lm_shards, *NO_DROPOUT, ranks=1, zero=3, steps=8)
    resumed_like(full, tmp_path / "part3", out,
                 "resuming a dp=2 tp=1 ZeRO-3 checkpoint as dp=1 tp=1 ZeRO-3")


@pytest.mark.slow
def test_an_adamw_zero1_run_resumes_at_zero3(tmp_path, lm_shards):
    """AdamW at ZeRO-1 on 2 ranks, continued at ZeRO-3 on 2: both moments and Adam's step (its bias correction:
    a step lost would change every later loss) reach the stage-3 partitions."""
    adamw = ("--set", "optim.name=adamw", "--set", "optim.lr=0.003", "--set", "train.grad_accum=1")
    launch(tmp_path / "full", lm_shards, *NO_DROPOUT, *adamw, ranks=2, zero=1, steps=8)
    launch(tmp_path / "part", lm_shards, *NO_DROPOUT, *adamw, ranks=2, zero=1, steps=4)
    out = launch(tmp_path / "part", lm_shards, *NO_DROPOUT, *adamw, ranks=2, zero=3, steps=8)
    resumed_like(tmp_path / "full", tmp_path / "part", out,
                 "resuming a dp=2 tp=1 ZeRO-1 checkpoint as dp=2 tp=1 ZeRO-3")


def bf16_config(tmp_path, zero: int) -> tuple[str, ...]:
    """The options of a bf16 run at ZeRO ``zero`` on the CPU."""
    return half_options(tmp_path, zero, "bf16")


# bf16 compute against fp32's: the precision tests' tolerance of a bf16 loss (measured here: 1.8e-5)
BF16_TOLERANCE = dict(rel=2e-4)


@pytest.mark.slow
def test_a_run_changes_its_precision_on_resume_fp32_to_bf16_and_back(tmp_path, tmp_path_factory, lm_shards):
    """fp32 at ZeRO-2 continued in bf16, and bf16 at ZeRO-1 continued in fp32: the fp32 masters and momentum cross
    through the universal checkpoint; the samples are the fp32 run's, the losses within bf16's tolerance of it."""
    accum = ("--set", "train.grad_accum=1")
    full = shared_run(tmp_path_factory, lm_shards, *NO_DROPOUT, *accum, ranks=2, zero=2, steps=8)
    for name, first, then, line in (
            ("to-bf16", (), bf16_config(tmp_path, 2), "ZeRO-2 fp32 checkpoint as dp=2 tp=1 ZeRO-2 bf16"),
            ("to-fp32", bf16_config(tmp_path, 1), (), "ZeRO-1 bf16 checkpoint as dp=2 tp=1 ZeRO-1 fp32")):
        zero = 1 if name == "to-fp32" else 2
        launch(tmp_path / name, lm_shards, *NO_DROPOUT, *accum, *first, ranks=2, zero=zero, steps=4)
        out = launch(tmp_path / name, lm_shards, *NO_DROPOUT, *accum, *then, ranks=2, zero=zero, steps=8)
        resumed_like(full, tmp_path / name, out, f"resuming a dp=2 tp=1 {line}", BF16_TOLERANCE)


@pytest.mark.slow
def test_a_stage0_run_resumes_at_zero2_and_zero3_and_a_zero3_run_at_stage0_and_zero1(tmp_path, tmp_path_factory,
                                                                                       lm_shards):
    """NAG without ZeRO on 2 ranks continued at ZeRO-2 on 1 rank and at ZeRO-3 on 2; NAG at ZeRO-3 on 2 ranks
    continued without ZeRO on 1 rank and at ZeRO-1 on 2: the stage-0 optimizer state (whole, in the model-states
    file) and the ZeRO partitions cross both ways with the samples and losses of the uninterrupted run."""
    accum = ("--set", "train.grad_accum=1")
    launch(tmp_path / "full", lm_shards, *NO_DROPOUT, *accum, ranks=2, zero=0, steps=8)
    for saved, pairs in ((0, ((1, 2), (2, 3))), (3, ((1, 0), (2, 1)))):
        start = shared_run(tmp_path_factory, lm_shards, *NO_DROPOUT, *accum, ranks=2, zero=saved, steps=4)
        for ranks, zero in pairs:
            part = tmp_path / f"z{saved}-to-{zero}"
            shutil.copytree(start, part)
            out = launch(part, lm_shards, *NO_DROPOUT, ranks=ranks, zero=zero, steps=8)
            resumed_like(tmp_path / "full", part, out,
                         f"resuming a dp=2 tp=1 ZeRO-{saved} checkpoint as dp={ranks} tp=1 ZeRO-{zero}")


@pytest.mark.slow
def test_an_adamw_stage0_run_changes_tensor_parallel_size_and_stage_both_ways(tmp_path, lm_shards):
    """AdamW (its step and both moments) without ZeRO at tensor-parallel size 2, continued at ZeRO-2 and without
    ZeRO on one rank; AdamW at ZeRO-1 on 2 data-parallel ranks, continued without ZeRO at tensor-parallel size 2:
    the TP slices of the weights and moments are joined on the way out of stage 0 and cut on the way in."""
    # a global batch of 2 micro-batches in 2 streams (a dp-2 run below): 2 accumulated on one data-parallel rank
    adamw = ("--set", "optim.name=adamw", "--set", "optim.lr=0.003", "--set", "data.streams=2")
    tp2, accum2 = ("--set", "parallel.tensor=2"), ("--set", "train.grad_accum=2")
    launch(tmp_path / "full", lm_shards, *NO_DROPOUT, *adamw, *accum2, ranks=1, zero=2, steps=8)
    launch(tmp_path / "tp2", lm_shards, *NO_DROPOUT, *adamw, *accum2, *tp2, ranks=2, zero=0, steps=4)
    shutil.copytree(tmp_path / "tp2", tmp_path / "tp2-0")
    out = launch(tmp_path / "tp2", lm_shards, *NO_DROPOUT, *adamw, *accum2, ranks=1, zero=2, steps=8)
    resumed_like(tmp_path / "full", tmp_path / "tp2", out,
                 "resuming a dp=1 tp=2 ZeRO-0 checkpoint as dp=1 tp=1 ZeRO-2")
    out = launch(tmp_path / "tp2-0", lm_shards, *NO_DROPOUT, *adamw, *accum2, ranks=1, zero=0, steps=8)
    resumed_like(tmp_path / "full", tmp_path / "tp2-0", out,  # stage 0 on both sides: DeepSpeed's load cuts no TP
                 "resuming a dp=1 tp=2 ZeRO-0 checkpoint as dp=1 tp=1 ZeRO-0")
    launch(tmp_path / "dp2", lm_shards, *NO_DROPOUT, *adamw, "--set", "train.grad_accum=1", ranks=2, zero=1, steps=4)
    out = launch(tmp_path / "dp2", lm_shards, *NO_DROPOUT, *adamw, *tp2, ranks=2, zero=0, steps=8)
    resumed_like(tmp_path / "full", tmp_path / "dp2", out,
                 "resuming a dp=2 tp=1 ZeRO-1 checkpoint as dp=1 tp=2 ZeRO-0")


@pytest.mark.slow
def test_a_run_changes_its_precision_to_and_from_zero3(tmp_path, tmp_path_factory, lm_shards):
    """bf16 at ZeRO-3 continued in fp32 at ZeRO-3, fp32 at ZeRO-1 continued in bf16 at ZeRO-3: the stage-3 loader
    takes the fp32 masters whatever the precision (measured: within 3.8e-5 of the fp32 run)."""
    accum = ("--set", "train.grad_accum=1")
    full = shared_run(tmp_path_factory, lm_shards, *NO_DROPOUT, *accum, ranks=2, zero=3, steps=8)
    for name, zero, first, then, line in (
            ("to-fp32", 3, bf16_config(tmp_path, 3), (), "ZeRO-3 bf16 checkpoint as dp=2 tp=1 ZeRO-3 fp32"),
            ("to-bf16", 1, (), bf16_config(tmp_path, 3), "ZeRO-1 fp32 checkpoint as dp=2 tp=1 ZeRO-3 bf16")):
        start_run(tmp_path_factory, tmp_path / name, lm_shards, *NO_DROPOUT, *accum, *first, ranks=2, zero=zero)
        out = launch(tmp_path / name, lm_shards, *NO_DROPOUT, *accum, *then, ranks=2, zero=3, steps=8)
        resumed_like(full, tmp_path / name, out, f"resuming a dp=2 tp=1 {line}", BF16_TOLERANCE)


@pytest.mark.slow
def test_a_zero3_run_changes_its_tensor_parallel_size_both_ways(tmp_path, lm_shards):
    """ZeRO-3 at tensor-parallel size 2 continued at ZeRO-2 on 2 data-parallel ranks (the converter's stage-3 TP
    merge, given lm4gen's patterns), and ZeRO-1 on 2 data-parallel ranks continued at ZeRO-3 at tensor-parallel
    size 2 (each TP rank loads a folder of its own slices: DeepSpeed's stage-3 loader cuts no TP slice)."""
    streams, tp2 = ("--set", "data.streams=2"), ("--set", "parallel.tensor=2")
    accum = lambda n: ("--set", f"train.grad_accum={n}")  # noqa: E731 - a global batch of 2 micro-batches
    launch(tmp_path / "full", lm_shards, *NO_DROPOUT, *streams, *accum(2), ranks=1, zero=2, steps=8)
    launch(tmp_path / "tp2", lm_shards, *NO_DROPOUT, *streams, *accum(2), *tp2, ranks=2, zero=3, steps=4)
    out = launch(tmp_path / "tp2", lm_shards, *NO_DROPOUT, *streams, ranks=2, zero=2, steps=8)
    resumed_like(tmp_path / "full", tmp_path / "tp2", out,
                 "resuming a dp=1 tp=2 ZeRO-3 checkpoint as dp=2 tp=1 ZeRO-2")
    launch(tmp_path / "dp2", lm_shards, *NO_DROPOUT, *streams, *accum(1), ranks=2, zero=1, steps=4)
    out = launch(tmp_path / "dp2", lm_shards, *NO_DROPOUT, *streams, *tp2, ranks=2, zero=3, steps=8)
    resumed_like(tmp_path / "full", tmp_path / "dp2", out,
                 "resuming a dp=2 tp=1 ZeRO-1 checkpoint as dp=1 tp=2 ZeRO-3")


@pytest.mark.slow
def test_a_bf16_stage0_run_changes_its_stage_and_precision_both_ways(tmp_path, tmp_path_factory, lm_shards):
    """bf16 without ZeRO (DeepSpeed's 16-bit optimizer: fp32 masters beside the optimizer's state) continued in fp32
    at ZeRO-2, and fp32 at ZeRO-1 continued in bf16 without ZeRO (the masters and the state set into that
    optimizer): the samples are the fp32 run's, the losses within bf16's tolerance of it."""
    accum = ("--set", "train.grad_accum=1")
    full = shared_run(tmp_path_factory, lm_shards, *NO_DROPOUT, *accum, ranks=2, zero=2, steps=8)
    for name, first, then, line in (
            ("from-bf16-0", (0, bf16_config(tmp_path, 0)), (2, ()),
             "ZeRO-0 bf16 checkpoint as dp=2 tp=1 ZeRO-2 fp32"),
            ("to-bf16-0", (1, ()), (0, bf16_config(tmp_path, 0)),
             "ZeRO-1 fp32 checkpoint as dp=2 tp=1 ZeRO-0 bf16")):
        start_run(tmp_path_factory, tmp_path / name, lm_shards, *NO_DROPOUT, *accum, *first[1], ranks=2,
                  zero=first[0])
        out = launch(tmp_path / name, lm_shards, *NO_DROPOUT, *accum, *then[1], ranks=2, zero=then[0], steps=8)
        resumed_like(full, tmp_path / name, out, f"resuming a dp=2 tp=1 {line}", BF16_TOLERANCE)


def fp16_config(tmp_path, zero: int) -> tuple[str, ...]:
    """The options of an fp16 run at ZeRO ``zero`` whose dynamic loss scale moves every other update (from 256,
    doubled after 2 updates without overflow), so a scale that did not cross a reshard shows in the next update."""
    return half_options(tmp_path, zero, "fp16", initial_scale_power=8, loss_scale_window=2, hysteresis=1)


# fp16 compute against itself in another layout: the precision tests' tolerance of an fp16 loss (measured: 3e-6)
FP16_TOLERANCE = dict(rel=2e-5)


@pytest.mark.slow
def test_an_fp16_run_crosses_stage_0_fused_and_unfused_with_its_loss_scale(tmp_path, lm_shards, monkeypatch):
    """fp16 (on this CPU through helpers.precision.FP16_SITECUSTOMIZE) from ZeRO-1 on 2 ranks into stage 0 with
    the fused 16-bit optimizer (flat masters and moments per group), into the unfused one on 1 rank, into ZeRO-3
    on 2 and ZeRO-2 on 1 (lm4gen refuses fp16 at stage 0 with tensor parallelism): every update's samples, loss
    scale (a scale lost at a reshard restarts at 256) and loss are the uninterrupted ZeRO-2 run's."""
    monkeypatch.setenv("PYTHONPATH", fp16_on_any_cpu(tmp_path / "site"))
    monkeypatch.setenv("LM4GEN_TEST_FP16_ON_CPU", "1")
    common = (*NO_DROPOUT, "--set", "optim.name=adamw", "--set", "optim.lr=0.003", "--set", "train.save_every=2")
    launch(tmp_path / "full", lm_shards, *common, "--set", "train.grad_accum=1", *fp16_config(tmp_path, 2), ranks=2,
           steps=10)
    part = tmp_path / "part"
    launch(part, lm_shards, *common, "--set", "train.grad_accum=1", *fp16_config(tmp_path, 1), ranks=2, steps=2)
    for steps, zero, ranks, fused, extra, line in (
            (4, 0, 2, True, (), "dp=2 tp=1 ZeRO-1 fp16 checkpoint as dp=2 tp=1 ZeRO-0 fp16 (fused)"),
            (6, 0, 1, False, (), "dp=2 tp=1 ZeRO-0 fp16 (fused) checkpoint as dp=1 tp=1 ZeRO-0 fp16"),
            (8, 3, 2, False, (), "dp=1 tp=1 ZeRO-0 checkpoint as dp=2 tp=1 ZeRO-3"),
            (10, 2, 1, False, (), "dp=2 tp=1 ZeRO-3 checkpoint as dp=1 tp=1 ZeRO-2")):
        if fused:
            monkeypatch.setenv("LM4GEN_TEST_FUSED_FP16", "1")
        else:
            monkeypatch.delenv("LM4GEN_TEST_FUSED_FP16", raising=False)
        out = launch(part, lm_shards, *common, *fp16_config(tmp_path, zero), *extra, ranks=ranks, steps=steps)
        assert f"resuming a {line}" in out, out[-3000:]
    assert metric(part, "sample_digest") == metric(tmp_path / "full", "sample_digest")
    scale = metric(tmp_path / "full", "loss_scale")
    assert metric(part, "loss_scale") == scale and scale[10] > 4 * scale[1], scale
    full_loss, part_loss = metric(tmp_path / "full", "loss"), metric(part, "loss")
    for step in range(3, 11):
        assert part_loss[step] == pytest.approx(full_loss[step], **FP16_TOLERANCE), (step, part_loss, full_loss)
    assert not [p for p in os.listdir(part / "checkpoints") if p.startswith(".universal")]
