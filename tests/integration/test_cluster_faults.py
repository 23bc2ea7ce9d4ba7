"""What a cluster does to a long run (docs/cluster.md): divergence, failed and rotten checkpoints, a second launch.

In-process: the shared trainer (``lm4gen.core.trainer.fit`` with test_trainer's fake engine), the checkpoint
checks (``lm4gen.core.checkpoint``) and the run lock (``lm4gen.core.runlock``) that every entry point goes
through. Through real entry points (2 gloo ranks under the deepspeed launcher; torchrun for the launches that
only set up or resume, conftest.ranks_cmd says why; marked slow): a non-finite
loss stops or rewinds pretraining, a real full disk (a tmpfs) during a save, a truncated newest checkpoint,
a second launch into a live run's directory and one after a kill -9. The non-finite loss is injected by a
sitecustomize of the test (a batch whose loss is inf on one rank); nothing in lm4gen reads it.
"""

from __future__ import annotations

import contextlib
import errno
import gc
import json
import math
import os
import shutil
import signal
import subprocess
import sys
import time

import pytest
import torch

from helpers.common import ROOT, launcher_free_env
from helpers.precision import FP16_SITECUSTOMIZE
from helpers.trainer import signal_handlers  # noqa: F401 - autouse: each test leaves the signal handlers as it found them
from lm4gen.core.files import InputError
from lm4gen.core import runlock
from lm4gen.core.errors import describe
from lm4gen.core import checkpoint as ckpt
from lm4gen.core.metrics import Metrics
from lm4gen.core.trainer import EXIT_DIVERGED


PRETRAIN, FINETUNE = os.path.join(ROOT, "pretrain", "run.py"), os.path.join(ROOT, "finetune", "train.py")


@contextlib.contextmanager
def small_tmpfs(tmp_path, size: str):
    """A tmpfs of ``size`` (we may be root: a real full disk without filling the machine's); skip where we cannot."""
    where = tmp_path / "tmpfs"
    where.mkdir()
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(where)], capture_output=True,
                       text=True)
    if r.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here (needs root or CAP_SYS_ADMIN): {r.stderr.strip()[:200]}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def test_a_torch_save_that_hits_a_full_disk_names_the_file_and_the_cause(tmp_path):
    """torch.save to a file on a full file system raises a RuntimeError without an errno ("unexpected pos ...":
    DeepSpeed's own files): writing() finds the cause with a probe write."""
    with small_tmpfs(tmp_path, "2m") as disk:
        path = str(disk / "mp_rank_00_model_states.pt")
        with pytest.raises(OSError) as e, ckpt.writing(path):
            torch.save({"w": torch.zeros(1 << 20)}, path)  # 4 MiB
        assert e.value.errno == errno.ENOSPC and e.value.filename == path
        assert not os.path.exists(disk / f".write-probe-{os.getpid()}")
    e.value.add_note("checkpoint step00000004 not written; the newest complete one, x/step00000002, is untouched")
    line, code = describe(e.value)
    assert code == 2 and line == (f"{path}: no space left on device (free space or write somewhere else; nothing "
                                  "half-written was left under the final name); checkpoint step00000004 not written; "
                                  "the newest complete one, x/step00000002, is untouched")


def test_a_full_disk_is_named_even_when_another_rank_removed_the_tag_first(tmp_path):
    """Two ranks write one tag on a full disk: the rank whose write fails first removes the partial tag, so the
    other's probe cannot write into the tag's directory; it probes the same file system higher up and still
    says "no space left" (it said "not found" in CI). A directory that never existed stays "not found"."""
    with small_tmpfs(tmp_path, "2m") as disk:
        tag = disk / "checkpoints" / "step00000004"
        tag.mkdir(parents=True)
        path = str(tag / "mp_rank_00_model_states.pt")
        with pytest.raises(OSError) as e, ckpt.writing(path):
            try:
                torch.save({"w": torch.zeros(1 << 20)}, path)  # 4 MiB on a 2 MiB disk
            finally:
                shutil.rmtree(tag)  # what the other rank's failed save does meanwhile
        assert e.value.errno == errno.ENOSPC and e.value.filename == path
        # removed before this rank's writer opened its file: torch.save's words then; the disk full again (once
        # the failed writer, which the traceback keeps alive, has let go of the deleted file's blocks)
        del e
        gc.collect()
        with open(disk / "filler", "wb") as f:
            with contextlib.suppress(OSError):
                f.write(b"\0" * (4 << 20))
        with pytest.raises(OSError) as e, ckpt.writing(path):
            raise RuntimeError(f"Parent directory {tag} does not exist.")
        assert e.value.errno == errno.ENOSPC and e.value.filename == path
        os.remove(disk / "filler")  # with space: "not found" (save() then defers to the peer's error)
        with pytest.raises(OSError) as e, ckpt.writing(path):
            raise RuntimeError(f"Parent directory {tag} does not exist.")
        assert e.value.errno == errno.ENOENT and e.value.filename == path
    nowhere = str(tmp_path / "never" / "made" / "model.pt")
    with pytest.raises(OSError) as e, ckpt.writing(nowhere):
        raise RuntimeError(f"File {nowhere} cannot be opened.")  # torch.save's words when the open fails
    assert e.value.errno == errno.ENOENT and e.value.filename == nowhere


def test_metrics_on_a_full_disk_name_the_file_leave_no_torn_line_and_resume(tmp_path):
    """The metrics log is the run's most frequent write. A full disk during one: the error names metrics.jsonl (it
    named no file) and the half-written line is cut back off, so a resume with space again reads the log (it failed
    with 'Unterminated string starting at: line 1 column 33', no file named, and the run could not resume)."""
    with small_tmpfs(tmp_path, "64k") as disk:
        metrics = Metrics(str(disk / "run"), True)
        metrics.log({"step": 1, "loss": 2.0})
        with open(disk / "filler", "wb") as f:
            with contextlib.suppress(OSError):
                f.write(b"\0" * (1 << 20))
        with pytest.raises(OSError) as e:
            for step in range(2, 100):
                metrics.log({"step": step, "loss": 1.0, "note": "x" * 3000})  # a line longer than what is left
        path = str(disk / "run" / "metrics.jsonl")
        assert e.value.errno == errno.ENOSPC and e.value.filename == path
        assert describe(e.value)[0].startswith(f"{path}: no space left on device (")
        text = open(path).read()
        assert text.endswith("\n") and all(json.loads(line) for line in text.splitlines())  # no torn line
        os.remove(disk / "filler")
        Metrics(str(disk / "run"), True, resume_step=1)
        assert [json.loads(line)["step"] for line in open(path)] == [1]


def test_tensorboard_on_a_full_disk_is_one_line_and_the_run_goes_on(tmp_path, capfd):
    """TensorBoard's event file on a full file system (its own tmpfs here): its writer thread died with a traceback
    and the next step ended the run with 'no space left on device', naming no file. Now: one line naming the
    TensorBoard directory, TensorBoard off for the rest of the run, metrics.jsonl complete."""
    run = tmp_path / "run"
    (run / "tensorboard").mkdir(parents=True)
    where = run / "tensorboard"
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", str(where)], capture_output=True, text=True)
    if r.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here (needs root or CAP_SYS_ADMIN): {r.stderr.strip()[:200]}")
    try:
        metrics = Metrics(str(run), True)
        assert metrics.tb is not None
        for step in range(1, 3001):
            metrics.log({"step": step, "loss": 1.0, "lr": 1e-3})
            if step % 500 == 0:
                time.sleep(0.2)  # the writer thread's turn
        metrics.close()
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)
    err = capfd.readouterr().err
    assert metrics.tb is None and err.count("[metrics] ") == 1, err[-3000:]
    assert f"[metrics] {where}: no space left on device; TensorBoard logging stops here (metrics.jsonl goes on)" \
        in err and "Traceback" not in err, err[-3000:]
    assert [json.loads(line)["step"] for line in open(run / "metrics.jsonl")] == list(range(1, 3001))


# --- one run per output directory --------------------------------------------------------------------------


HOLD = ("import sys, time; sys.path.insert(0, {root!r}); from lm4gen.core.runlock import RunLock; "
        "RunLock.acquire(sys.argv[1]); print('held', flush=True); time.sleep(600)")


def _holder(out) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-c", HOLD.format(root=ROOT), str(out)], stdout=subprocess.PIPE,
                            text=True, env={**os.environ, "SLURM_JOB_ID": "4711"})
    assert proc.stdout.readline().strip() == "held"
    return proc


def test_a_live_holder_is_named_and_a_dead_one_never_blocks(tmp_path):
    out = tmp_path / "run"
    holder = _holder(out)
    try:
        with pytest.raises(InputError) as e:
            runlock.RunLock.acquire(str(out))
        assert f"{out} is in use by another run: pid {holder.pid} on " in str(e.value)
        assert "SLURM job 4711, since 20" in str(e.value) and f"(lock {out}/run.lock)" in str(e.value)
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait()
    lock = runlock.RunLock.acquire(str(out))  # the kernel released the dead holder's lock; its content was stale
    try:
        info = json.loads((out / "run.lock").read_text())
        assert info["pid"] == os.getpid() and info["slurm_job_id"] == os.environ.get("SLURM_JOB_ID")
        assert runlock.RunLock.acquire(str(out)) is lock  # the same process again (two mains in one test)
        lock.release()
    finally:
        lock.release()
    assert (out / "run.lock").read_text() == ""  # released: no holder named


def test_without_file_system_locks_the_file_itself_is_the_lock(tmp_path, monkeypatch):
    def no_locks(*args):
        raise OSError(errno.ENOLCK, os.strerror(errno.ENOLCK))

    monkeypatch.setattr(runlock.fcntl, "lockf", no_locks)
    out = tmp_path / "run"
    excl = out / "run.lock.excl"
    out.mkdir()
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    excl.write_text(json.dumps({"host": os.uname().nodename, "pid": int(dead.stdout), "start_ticks": 1}))
    lock = runlock.RunLock.acquire(str(out))  # a holder on this host that is gone: taken over
    assert json.loads(excl.read_text())["pid"] == os.getpid()
    lock.release()
    assert not excl.exists()
    excl.write_text(json.dumps({"host": "node-elsewhere", "pid": 1, "since": "2026-01-01T00:00:00Z"}))
    with pytest.raises(InputError, match="pid 1 on node-elsewhere, since 2026.*if that run is gone, delete"):
        runlock.RunLock.acquire(str(out))


# --- through the entry points (2 ranks, deepspeed launcher) -----------------------------------------------------

# sitecustomize for the ranks: fp16 on this CPU (LM4GEN_TEST_FP16_ON_CPU, helpers.precision); and
# LM4GEN_TEST_INF_LOSS=<rank>:<call> makes that rank's <call>-th training objective call (1-based) return an inf
# loss, as a batch that overflows would; <rank>:<call>+ every call from then on
SITECUSTOMIZE = FP16_SITECUSTOMIZE + '''
if os.environ.get("LM4GEN_TEST_INF_LOSS") and \
os.environ.get("RANK") == os.environ["LM4GEN_TEST_INF_LOSS"].split(":")[0]:
    from lm4gen.pretrain import objectives
    _spec = os.environ["LM4GEN_TEST_INF_LOSS"].split(":")[1]
    _at, _on, _calls = int(_spec.rstrip("+")), _spec.endswith("+"), [0]

    def _wrap(f):
        def objective(engine, batch, **kwargs):
            loss, m = f(engine, batch, **kwargs)
            if engine.module.training:
                _calls[0] += 1
                if _calls[0] == _at or (_on and _calls[0] > _at):
                    loss = loss * float("inf")
                    m = {**m, "loss": m["loss"] * float("inf")}
            return loss, m
        return objective

    for _k in list(objectives.LOSSES):
        objectives.LOSSES[_k] = _wrap(objectives.LOSSES[_k])
'''


@pytest.fixture
def inf_loss(tmp_path) -> dict:
    site = tmp_path / "site_inf"
    site.mkdir()
    (site / "sitecustomize.py").write_text(SITECUSTOMIZE)
    return {"PYTHONPATH": f"{site}{os.pathsep}{launcher_free_env()['PYTHONPATH']}"}


def _records(out) -> list[dict]:
    return [json.loads(line) for line in (out / "metrics.jsonl").read_text().splitlines()]


@pytest.mark.slow
def test_pretrain_stops_at_a_non_finite_loss_without_checkpointing_it(tmp_path, lm_shards, inf_loss):
    """Rank 1's third batch gives an inf loss: both ranks stop at step 3 (exit 3), one line, no traceback; the
    step-2 checkpoint is the newest complete one and `latest` names it."""
    from helpers.signals import PRETRAIN_ARGS, start

    out = tmp_path / "run"
    proc = start("deepspeed", PRETRAIN, out, lm_shards, *PRETRAIN_ARGS, "--max-steps", "6", "--set",
                 "train.save_every=2", env={**inf_loss, "LM4GEN_TEST_INF_LOSS": "1:3"})
    log = proc.communicate(timeout=300)[0]
    assert proc.returncode == EXIT_DIVERGED, log[-3000:]
    errors = [line for line in log.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and errors[0].startswith("error: training diverged at step 3: the loss"), log[-3000:]
    assert "Traceback" not in log, log[-3000:]
    assert [s for s, _ in ckpt.complete_tags(str(out / "checkpoints"))] == [2]
    assert not list((out / "checkpoints").glob("step0000000[3-9]"))
    assert (out / "checkpoints" / "latest").read_text() == "step00000002"
    assert [(r["step"], r["diverged"][:8]) for r in _records(out) if "diverged" in r] == [(3, "the loss")]


@pytest.mark.slow
def test_pretrain_fp16_skips_overflows_then_stops_when_the_loss_scale_is_stuck(tmp_path, lm_shards, inf_loss):
    """fp16 (a real DeepSpeed ZeRO-2 loss scaler, on the CPU): from rank 1's third batch on every loss is inf;
    updates 3 and 4 are skipped (scale 4 -> 2 -> 1: normal, counted), then the scale is stuck at its minimum
    and the third such update (step 6) stops the run: one line, exit 3 (not DeepSpeed's bare Exception)."""
    from helpers.signals import PRETRAIN_ARGS, start

    ds = json.load(open(os.path.join(ROOT, "configs", "zero2.json")))
    ds["fp16"].update(initial_scale_power=2, hysteresis=1, min_loss_scale=1)
    (tmp_path / "fp16.json").write_text(json.dumps(ds))
    out = tmp_path / "run"
    proc = start("deepspeed", PRETRAIN, out, lm_shards, *PRETRAIN_ARGS, "--max-steps", "10", "--ds_config",
                 str(tmp_path / "fp16.json"), "--set", "train.half_on_cpu=true", "--set", "train.save_every=2",
                 "--set", "train.fp16_stuck_updates=3",
                 env={**inf_loss, "LM4GEN_TEST_INF_LOSS": "1:3+", "LM4GEN_TEST_FP16_ON_CPU": "1"})
    log = proc.communicate(timeout=300)[0]
    assert proc.returncode == EXIT_DIVERGED, log[-3000:]
    errors = [line for line in log.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and errors[0].startswith(
        "error: training diverged at step 6: fp16's loss scale (overflow at the minimum scale) not finite"), log[-3000:]
    assert "Traceback" not in log, log[-3000:]
    train = [r for r in _records(out) if "loss" in r]
    assert [(r["step"], r["loss_scale"]) for r in train] == [(1, 4), (2, 4), (3, 2), (4, 1), (5, 1), (6, 1)], train
    assert [r["overflow_skips"] for r in train] == [0, 0, 1, 1, 1, 1]  # logged before the ranks agree on step 6
    assert [s for s, _ in ckpt.complete_tags(str(out / "checkpoints"))] == [2, 4]  # finite weights (skipped updates)


@pytest.mark.slow
def test_pretrain_rewinds_past_the_diverged_batch_with_a_lower_learning_rate(tmp_path, lm_shards, inf_loss):
    """on_divergence=rewind: back to step 2, step 3's batch skipped (the loader is one batch ahead of the step
    from then on), the learning rate halved, the run ends at step 5 with finite losses and an intact checkpoint."""
    from lm4gen.core.optim import warmup_cosine
    from helpers.signals import PRETRAIN_ARGS, start

    out = tmp_path / "run"
    proc = start("deepspeed", PRETRAIN, out, lm_shards, *PRETRAIN_ARGS, "--max-steps", "5", "--set",
                 "train.save_every=2", "--set", "train.on_divergence=rewind", "--set", "train.rewind_lr_scale=0.5",
                 env={**inf_loss, "LM4GEN_TEST_INF_LOSS": "1:3"})
    log = proc.communicate(timeout=300)[0]
    assert proc.returncode == 0, log[-3000:]
    assert f"step 3: the loss and the gradient norm not finite: rewind 1 of 3 to {out}/checkpoints/step00000002 " \
           "(step 2); the batches " \
           "of steps 3-3 are skipped; learning rate x0.5" in log, log[-3000:]
    train = [r for r in _records(out) if "loss" in r]
    assert [r["step"] for r in train] == [1, 2, 3, 3, 4, 5] and math.isnan(train[2]["loss"] or math.nan)
    for r in train[:2] + train[3:]:  # the schedule of PRETRAIN_ARGS and the defaults, halved after the rewind (the
        scale = 0.5 if r["step"] >= 3 else 1.0  # diverged update was skipped by DeepSpeed: its schedule did not move)
        assert r["lr"] == pytest.approx(scale * warmup_cosine(r["step"], 0.5, 50, 1e-7, 100, 1e-4)), train
    assert all(math.isfinite(r["loss"]) for r in train[3:])
    final = str(out / "checkpoints" / "step00000005")
    assert ckpt.choose_resume(str(out / "checkpoints"), "auto", print) == final
    loader = json.load(open(os.path.join(final, "loader-dp00001.json")))
    assert loader["batches_done"] == 6  # 5 steps, one batch skipped
    state = torch.load(os.path.join(final, "rng-rank00000.pt"), weights_only=False)["train_state"]
    assert state["rewinds"] == 1 and state["lr_scale"] == 0.5


@pytest.mark.slow
def test_pretrain_on_a_full_disk_says_so_in_one_line_and_resumes_from_the_previous_checkpoint(tmp_path, lm_shards):
    """A real full disk (a tmpfs filled after the first run): the save at step 4 fails; one line naming the file
    and the cause and the intact step-2 checkpoint, exit 2, no traceback, the partial tag removed; with space
    again, --resume auto continues from step 2."""
    from helpers.signals import PRETRAIN_ARGS, start

    args = (*PRETRAIN_ARGS, "--set", "train.save_every=2")
    with small_tmpfs(tmp_path, "64m") as disk:
        out = disk / "run"
        proc = start("torchrun", PRETRAIN, out, lm_shards, *args, "--max-steps", "2")  # the launches that end well
        log = proc.communicate(timeout=300)[0]
        assert proc.returncode == 0, log[-3000:]
        free = os.statvfs(disk).f_bavail * os.statvfs(disk).f_frsize
        with open(disk / "filler", "wb") as f:  # leave 256 KiB: metrics and the loader state fit, a checkpoint not
            f.write(b"\0" * max(0, free - (256 << 10)))
        proc = start("deepspeed", PRETRAIN, out, lm_shards, *args, "--max-steps", "4")
        log = proc.communicate(timeout=300)[0]
        (tmp_path / "full.log").write_text(log)
        assert proc.returncode == 2, log[-3000:]
        errors = [line for line in log.splitlines() if line.startswith("error:")]
        assert errors and "step00000004/" in errors[0] and ": no space left on device (" in errors[0], log[-3000:]
        assert f"checkpoint step00000004 not written; the newest complete one, {out}/checkpoints/step00000002, is " \
               "untouched (--resume auto continues from it)" in errors[0], errors
        assert "Traceback" not in log, log[-3000:]
        assert not (out / "checkpoints" / "step00000004").exists()
        assert ckpt.why_damaged(str(out / "checkpoints" / "step00000002")) is None
        os.remove(disk / "filler")
        proc = start("torchrun", PRETRAIN, out, lm_shards, *args, "--max-steps", "3")
        log = proc.communicate(timeout=300)[0]
        assert proc.returncode == 0 and "step00000002 at step 2" in log, log[-3000:]


@pytest.mark.slow
def test_pretrain_resume_auto_passes_over_a_truncated_newest_checkpoint(tmp_path, lm_shards):
    from helpers.signals import PRETRAIN_ARGS, start

    out = tmp_path / "run"
    args = (*PRETRAIN_ARGS, "--set", "train.save_every=2")
    proc = start("torchrun", PRETRAIN, out, lm_shards, *args, "--max-steps", "4")
    log = proc.communicate(timeout=300)[0]
    assert proc.returncode == 0, log[-3000:]
    newest = out / "checkpoints" / "step00000004"
    optim = sorted(newest.glob("*optim_states.pt"))[-1]
    os.truncate(optim, optim.stat().st_size // 2)  # a copy cut short, a rotten disk
    proc = start("torchrun", PRETRAIN, out, lm_shards, *args, "--max-steps", "5")
    log = proc.communicate(timeout=300)[0]
    assert proc.returncode == 0, log[-3000:]
    assert f"--resume auto: passing over {newest}: {optim.name}: " in log and "(truncated)" in log, log[-3000:]
    assert f"resumed from {out}/checkpoints/step00000002 at step 2" in log, log[-3000:]


@pytest.mark.slow
def test_a_second_launch_into_a_live_runs_directory_refuses_and_a_killed_run_never_blocks(tmp_path, lm_shards):
    """pretrain: the second launch ends at once (exit 2) with one line naming the first run's rank 0; after a
    kill -9 of the whole first job, the next launch takes the directory (and resumes)."""
    from helpers.signals import PRETRAIN_ARGS, start, wait_for_step

    out = tmp_path / "run"
    args = (*PRETRAIN_ARGS, "--set", "train.save_every=1")
    first = start("deepspeed", PRETRAIN, out, lm_shards, *args, "--max-steps", "100000")
    seen: list[str] = []
    try:
        wait_for_step(first, seen, step=2)
        holder = json.loads((out / "run.lock").read_text())
        begin = time.time()
        second = start("deepspeed", PRETRAIN, out, lm_shards, *args, "--max-steps", "3")
        log = second.communicate(timeout=300)[0]
        assert second.returncode == 2, log[-3000:]
        assert f"is in use by another run: pid {holder['pid']} on {holder['host']}" in log, log[-3000:]
        assert "Traceback" not in log and time.time() - begin < 120, log[-3000:]
        assert first.poll() is None  # the first run goes on
    finally:
        os.killpg(first.pid, signal.SIGKILL)
        first.wait(timeout=60)
    third = start("torchrun", PRETRAIN, out, lm_shards, *args, "--max-steps", "3")  # another launcher, the same lock
    log = third.communicate(timeout=300)[0]
    assert third.returncode == 0 and "resumed from" in log, log[-3000:]


def test_finetune_refuses_a_directory_another_run_holds(tmp_path, bitext_shards):
    """The second entry point: one line naming the holder, exit 2, before any training."""
    from helpers.mpi_pretrain import FINETUNE_ARGS

    out = tmp_path / "run"
    holder = _holder(out)
    info = json.loads((out / "run.lock").read_text())
    try:
        r = subprocess.run([sys.executable, FINETUNE, "--output-dir", str(out), "--set",
                            f"data.train={bitext_shards['train']}", "--set",
                            f"data.tokenizer={bitext_shards['tokenizer']}", *FINETUNE_ARGS, "--max-steps", "2"],
                           env=launcher_free_env(), capture_output=True, text=True, cwd=ROOT, timeout=300)
    finally:
        holder.kill()
        holder.wait()
    assert r.returncode == 2, r.stdout[-2000:] + r.stderr[-2000:]
    assert r.stderr.strip().splitlines()[-1] == (
        f"error: {out} is in use by another run: pid {holder.pid} on {os.uname().nodename}, SLURM job 4711, since "
        f"{info['since']} (lock {out}/run.lock); wait for it to end, or give this run another output_dir")
    assert "Traceback" not in r.stderr and not (out / "checkpoints").exists()
