"""Signals as a cluster sends them, and what a SIGKILL after the grace period leaves.

Each delivery of SIGTERM or SIGUSR1 — to the whole process group, to the launcher only, to the
ranks only — under the deepspeed launcher, torchrun and mpiexec, in pretraining and fine-tuning:
the ranks agree on a step, write a complete checkpoint (``latest`` names it) and exit 75; loader
workers (one per rank here) ignore the signal and leave it to their rank. ``LAUNCHER_EXIT`` is
what each launcher itself then exits with (observed; docs/cluster.md).
``PRETRAIN_CASES`` and ``FINETUNE_CASES`` run each distinct path once (see there).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import warnings

import pytest

from helpers.common import ROOT, launcher_free_env
from lm4gen.core.preempt import EXIT_PREEMPTED
from lm4gen.core.checkpoint import complete_tags
from helpers.mpi_pretrain import FINETUNE_ARGS
from helpers.signals import (FINETUNE, LM4GEN_FRAME, PRETRAIN, PRETRAIN_ARGS, _Evil, _one_line, job_alive, kill_job,
                             ranks_of, start, wait_for_step)
from helpers.signals import faulty_writes  # noqa: F401, F811 - pytest fixtures

pytestmark = pytest.mark.slow
TERM, USR1 = int(signal.SIGTERM), int(signal.SIGUSR1)

# (launcher, delivery, signal) -> the launcher process's own exit status (Popen.returncode: -N = killed by N)
LAUNCHER_EXIT = {
    # deepspeed: the `deepspeed` command has no handler on one node and dies; its child
    # deepspeed.launcher.launch SIGTERMs every rank's process tree (loader workers too) on SIGTERM
    # and dies of SIGUSR1; it passes a rank's exit code on when a rank ends first
    ("deepspeed", "ranks", TERM): EXIT_PREEMPTED, ("deepspeed", "ranks", USR1): EXIT_PREEMPTED,
    ("deepspeed", "launcher", TERM): -TERM, ("deepspeed", "launcher", USR1): -USR1,
    ("deepspeed", "group", TERM): -TERM, ("deepspeed", "group", USR1): -USR1,
    # torchrun: ranks in sessions of their own (a signal to its group reaches torchrun only); SIGTERM is
    # forwarded to each rank's process group, then torchrun exits 1; SIGUSR1 kills it; a rank's exit 75
    # is a failed worker to it (exit 1)
    ("torchrun", "ranks", TERM): 1, ("torchrun", "ranks", USR1): 1,
    ("torchrun", "launcher", TERM): 1, ("torchrun", "launcher", USR1): -USR1,
    ("torchrun", "group", TERM): 1, ("torchrun", "group", USR1): -USR1,
    # mpiexec (MPICH's hydra): forwards both signals to the ranks, waits and exits with their code
    ("mpiexec", "ranks", TERM): EXIT_PREEMPTED, ("mpiexec", "ranks", USR1): EXIT_PREEMPTED,
    ("mpiexec", "launcher", TERM): EXIT_PREEMPTED, ("mpiexec", "launcher", USR1): EXIT_PREEMPTED,
    ("mpiexec", "group", TERM): EXIT_PREEMPTED, ("mpiexec", "group", USR1): EXIT_PREEMPTED,
}
FORWARDED = {("torchrun", TERM), ("mpiexec", TERM), ("mpiexec", USR1)}  # launchers that pass a signal on


def _case(launcher: str, delivery: str, sig: int):
    name = "TERM" if sig == TERM else "USR1"
    return pytest.param(launcher, delivery, sig, id=f"{launcher}-{delivery}-{name}",
                        marks=[pytest.mark.mpi] if launcher == "mpiexec" else [])


# Each 2-rank launch costs ~15 s of CPU, so every distinct path runs once, not all 18 (launcher, delivery,
# signal) combinations. Left out, each the same processes getting the same signal as a case kept:
# * to the ranks only, TERM or USR1: one handler in the ranks (lm4gen.core.preempt.StopSignal) and the launcher sees
#   only their exit code 75: one signal per launcher (torchrun's USR1 to the ranks:
#   test_metrics_of_a_stopped_run_continue_after_resume, with every check of this matrix);
# * deepspeed, to the launcher only: the `deepspeed` command has a handler for neither and dies of both alike;
#   then its child deepspeed.launcher.launch and the ranks run on and see it gone (kept: TERM);
# * torchrun and mpiexec, to the process group: their ranks sit in sessions of their own, so the group's signal
#   reaches the launcher only, as "launcher" does (kept: TERM to the group, USR1 to the launcher).
# deepspeed's group delivery differs by signal (deepspeed.launcher.launch forwards TERM to the ranks' process
# trees and dies of USR1): both kept.
PRETRAIN_CASES = [_case("deepspeed", "group", TERM), _case("deepspeed", "group", USR1),
                  _case("deepspeed", "launcher", TERM), _case("deepspeed", "ranks", USR1),
                  _case("torchrun", "group", TERM), _case("torchrun", "launcher", USR1),
                  _case("mpiexec", "group", TERM), _case("mpiexec", "launcher", USR1), _case("mpiexec", "ranks", TERM)]
# Fine-tuning runs the same trainer loop and StopSignal as pretraining; what is its own is its loader (workers
# that must leave the signal to their rank) and its checkpoint. Each launcher and each delivery once, and each
# way a rank learns to stop: the signal from the group with its loader workers signalled too and
# deepspeed.launcher.launch's second TERM (deepspeed, group), its launcher gone (deepspeed, launcher), the signal
# forwarded to each rank's process group (torchrun, launcher), the ranks only (mpiexec, ranks).
FINETUNE_CASES = [_case("deepspeed", "group", TERM), _case("deepspeed", "launcher", TERM),
                  _case("torchrun", "launcher", TERM), _case("mpiexec", "ranks", TERM)]


def deliver(proc: subprocess.Popen, delivery: str, sig: int, script: str) -> None:
    if delivery == "group":  # the launcher's whole process group (scancel --full, a terminal's Ctrl-\\ ...)
        os.killpg(proc.pid, sig)
    elif delivery == "launcher":
        os.kill(proc.pid, sig)
    else:  # as srun and SLURM's --signal do: the ranks
        for pid in ranks_of(proc.pid, script):
            os.kill(pid, sig)


def check_stopped_with_checkpoint(proc, seen, out, at_step: int, launcher: str, delivery: str, sig: int) -> str:
    rest = proc.communicate(timeout=300)[0]  # until every holder of the pipe (ranks, workers) is gone
    log = "".join(seen) + rest
    assert "stopping after step" in log, log[-5000:]
    # no traceback through lm4gen (torchrun prints its own when its workers exit 75, or on SIGTERM)
    assert "DataLoader worker" not in log and not LM4GEN_FRAME.search(log), log[-5000:]
    tags = complete_tags(str(out / "checkpoints"))
    assert tags and tags[-1][0] >= at_step, (tags, log[-3000:])
    stop = int(log.split("stopping after step ")[1].split()[0])
    assert tags[-1][0] == stop
    assert open(out / "checkpoints" / "latest").read() == f"step{stop:08d}"
    assert proc.returncode == LAUNCHER_EXIT[(launcher, delivery, sig)], (proc.returncode, log[-3000:])
    return log


def run_and_signal(launcher: str, script: str, out, data, delivery: str, sig: int, *args: str,
                   env: dict | None = None, after_step: int = 1) -> str:
    """Start two ranks, signal them as ``delivery`` says after step ``after_step``, check the checkpoint and
    the launcher's exit; returns the log."""
    proc = start(launcher, script, out, data, *args, env=env)
    seen: list[str] = []
    try:
        step = wait_for_step(proc, seen, step=after_step)
        deliver(proc, delivery, sig, script)
        return check_stopped_with_checkpoint(proc, seen, out, step, launcher, delivery, sig)
    finally:
        kill_job(proc)


@pytest.mark.parametrize("launcher, delivery, sig", PRETRAIN_CASES)
def test_pretrain_stops_with_a_checkpoint(tmp_path, lm_shards, launcher, delivery, sig):
    log = run_and_signal(launcher, PRETRAIN, tmp_path / "run", lm_shards, delivery, sig, *PRETRAIN_ARGS,
                         "--max-steps", "100000", "--set", "train.save_every=0")
    signalled = delivery == "ranks" or (launcher, delivery) == ("deepspeed", "group") or (launcher, sig) in FORWARDED
    assert (f"on signal {sig} " if signalled else "because its launcher ") in log, log[-3000:]


@pytest.mark.parametrize("script, launcher, sig", [("pretrain", "deepspeed", TERM), ("finetune", "mpiexec", USR1)])
def test_a_signal_during_the_set_up_stops_the_run_as_preempted(tmp_path, lm_shards, bitext_shards, script, launcher,
                                                                sig):
    """A stop signal to the ranks while they set up (after the process group, before the model, the engine and its op
    build): the run exits EXIT_PREEMPTED, so its job is requeued, instead of dying of the signal (not requeued)."""
    path, data, args = ((PRETRAIN, lm_shards, (*PRETRAIN_ARGS, "--max-steps", "100000")) if script == "pretrain" else
                        (FINETUNE, bitext_shards, (*FINETUNE_ARGS, "--set", "train.max_epochs=1000")))
    proc = start(launcher, path, tmp_path / "run", data, *args)
    seen: list[str] = []
    try:
        for line in proc.stdout:
            seen.append(line)
            if line.startswith("[dist] launcher"):  # rank 0 has its process group: the set-up goes on
                break
        deliver(proc, "ranks", sig, path)
        log = "".join(seen) + proc.communicate(timeout=300)[0]
    finally:
        kill_job(proc)
    assert f"stopping before step 1 on signal {sig} ({signal.Signals(sig).name}), received during the set-up" in log, \
        log[-3000:]
    assert "step      1 |" not in log and not complete_tags(str(tmp_path / "run" / "checkpoints"))  # nothing trained
    assert not LM4GEN_FRAME.search(log), log[-3000:]
    assert proc.returncode == EXIT_PREEMPTED, (proc.returncode, log[-3000:])


def test_a_loader_process_whose_rank_is_already_gone_exits():
    """The fork server imports torch before it can watch its rank; if the rank left in the meantime (a failed
    rank leaves within a second) the server, adopted by init, must not live on holding the job's output."""
    code = ("import os, sys; from lm4gen.data_prep.loader_worker import die_with_parent; "
            "die_with_parent(int(sys.argv[1])); print('alive')")
    env = launcher_free_env()
    gone = subprocess.run([sys.executable, "-c", code, "999999999"], env=env, capture_output=True, text=True, cwd=ROOT)
    assert gone.returncode == 1 and "alive" not in gone.stdout
    here = subprocess.run([sys.executable, "-c", code, str(os.getpid())], env=env, capture_output=True, text=True,
                          cwd=ROOT)
    assert here.returncode == 0 and "alive" in here.stdout, here.stderr


@pytest.mark.parametrize("launcher, delivery, sig", [("deepspeed", "group", TERM), ("torchrun", "launcher", TERM)])
def test_workers_from_the_fork_server_leave_the_signal_to_their_rank(tmp_path, lm_shards, launcher, delivery, sig):
    """The loader's fork server (LM4GEN_LOADER_START=forkserver; the default for ranks over 2 GiB) and its
    workers: a signal to every process of the job, or forwarded by torchrun, still ends in a checkpoint."""
    run_and_signal(launcher, PRETRAIN, tmp_path / "run", lm_shards, delivery, sig, *PRETRAIN_ARGS, "--max-steps",
                   "100000", "--set", "train.save_every=0", env={"LM4GEN_LOADER_START": "forkserver"})


@pytest.mark.parametrize("launcher, delivery, sig", FINETUNE_CASES)
def test_finetune_stops_with_a_checkpoint(tmp_path, bitext_shards, launcher, delivery, sig):
    run_and_signal(launcher, FINETUNE, tmp_path / "run", bitext_shards, delivery, sig, *FINETUNE_ARGS, "--set",
                   "train.max_epochs=1000", "--set", "data.num_workers=1", "--set", "eval.bleu=false")


def test_sigkill_after_the_grace_period_leaves_no_complete_looking_checkpoint(tmp_path, lm_shards, faulty_writes):
    """SIGTERM to the job, then (as SLURM after KillWait) SIGKILL to every process while the checkpoint is being
    written: the tag is not complete, `latest` still names the previous one, export and --resume take that one."""
    out = tmp_path / "run"
    common = (*PRETRAIN_ARGS, "--set", "train.save_every=0")
    proc = start("deepspeed", PRETRAIN, out, lm_shards, *common, "--max-steps", "2")
    assert proc.wait(timeout=300) == 0, proc.stdout.read()[-3000:]
    proc = start("deepspeed", PRETRAIN, out, lm_shards, *common, "--max-steps", "100000",
                 env={**faulty_writes, "LM4GEN_TEST_SLOW_WRITE": "model_fp32.pt:120"})
    seen: list[str] = []
    try:
        wait_for_step(proc, seen, step=3)
        os.killpg(proc.pid, signal.SIGTERM)
        deadline = time.time() + 120
        while not list((out / "checkpoints").glob("step*/model_fp32.pt.slow")):
            assert time.time() < deadline and job_alive(proc), "".join(seen[-40:])
            time.sleep(0.2)
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=60)
    finally:
        kill_job(proc)
    killed = list((out / "checkpoints").glob("step*/model_fp32.pt.slow"))[0].parent
    assert killed.name != "step00000002" and not (killed / "complete.json").exists()
    assert [s for s, _ in complete_tags(str(out / "checkpoints"))] == [2]
    assert open(out / "checkpoints" / "latest").read() == "step00000002"
    r = subprocess.run([sys.executable, "-m", "lm4gen", "export", str(out / "checkpoints"), str(tmp_path / "lm.pt")],
                       env=launcher_free_env(), capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0 and "step 2," in r.stdout, r.stdout + r.stderr
    proc = start("deepspeed", PRETRAIN, out, lm_shards, *common, "--max-steps", "3")
    log = proc.communicate(timeout=300)[0]
    assert proc.returncode == 0 and "step00000002 at step 2" in log, log[-3000:]
    assert complete_tags(str(out / "checkpoints"))[-1][0] == 3


def test_disk_full_during_a_checkpoint_names_the_file_and_the_rank(tmp_path, lm_shards, faulty_writes):
    """Rank 0 hits ENOSPC writing the consolidated model: one line naming the file, rank 1 one line naming
    rank 0, no traceback, a prompt non-zero exit, and the tag is not complete."""
    out = tmp_path / "run"
    # the last save (step 2) writes the consolidated model: a periodic one keeps only the shards (#48 item 5)
    proc = start("deepspeed", PRETRAIN, out, lm_shards, *PRETRAIN_ARGS, "--max-steps", "2", "--set",
                 "train.save_every=2", env={**faulty_writes, "LM4GEN_TEST_ENOSPC": "step00000002/model_fp32.pt"})
    begin = time.time()
    log = proc.communicate(timeout=300)[0]
    assert proc.returncode == 2, log[-3000:]
    path = out / "checkpoints" / "step00000002" / "model_fp32.pt"
    assert f"error: {path}: no space left on device (" in log, log[-3000:]
    assert f"error: rank 0 failed first: {path}: no space left on device" in log, log[-3000:]
    assert "Traceback" not in log and "Connection closed by peer" not in log, log[-3000:]
    assert not path.exists() and not list(path.parent.glob(".model_fp32.pt.*"))  # the partial file is gone
    assert complete_tags(str(out / "checkpoints")) == []
    assert time.time() - begin < 120


def _recorded_as_is(tag_dir, name: str) -> None:
    """``complete.json`` records ``name`` as it is now: a file written that way, not damaged after the save (that
    one --resume auto passes over by its size and sha256: tests/integration/test_cluster_faults.py)."""
    from lm4gen.core.checkpoint import COMPLETE, sha256_file

    done = json.loads((tag_dir / COMPLETE).read_text())
    done["files"][name] = {"size": (tag_dir / name).stat().st_size, "sha256": sha256_file(str(tag_dir / name))}
    (tag_dir / COMPLETE).write_text(json.dumps(done))


def test_a_failed_rank_is_named_by_the_others(tmp_path, lm_shards):
    """Rank 1 alone reads a corrupt file (its loader position on --resume): rank 0 prints one line naming rank 1
    and its error, no gloo traceback; the job ends promptly with rank 1's exit code."""
    out = tmp_path / "run"
    proc = start("deepspeed", PRETRAIN, out, lm_shards, *PRETRAIN_ARGS, "--max-steps", "2")
    assert proc.wait(timeout=300) == 0, proc.stdout.read()[-3000:]
    bad = out / "checkpoints" / "step00000002" / "loader-dp00001.json"
    bad.write_text('{"streams": [')
    _recorded_as_is(bad.parent, bad.name)
    begin = time.time()
    proc = start("deepspeed", PRETRAIN, out, lm_shards, *PRETRAIN_ARGS, "--max-steps", "4")
    log = proc.communicate(timeout=300)[0]
    assert proc.returncode == 2, log[-3000:]
    lines = [line for line in log.splitlines() if line.startswith("error: ")]
    assert len(lines) == 2, log[-3000:]
    assert f"error: rank 1 failed first: loader state {bad} is not valid JSON" in lines[0] + lines[1], lines
    assert "Traceback" not in log and "Connection closed by peer" not in log and "ProcessGroupGloo" not in log, \
        log[-3000:]
    assert time.time() - begin < 60


def test_metrics_of_a_stopped_run_continue_after_resume(tmp_path, lm_shards):
    """USR1 to the ranks under torchrun (with every check of test_pretrain_stops_with_a_checkpoint: this is
    its (torchrun, ranks, USR1) case), then --resume auto: the run continues at the checkpoint's step."""
    out = tmp_path / "run"
    log = run_and_signal("torchrun", PRETRAIN, out, lm_shards, "ranks", USR1, *PRETRAIN_ARGS, "--max-steps", "100000",
                         "--set", "train.save_every=0", after_step=2)
    assert f"on signal {USR1} " in log, log[-3000:]
    stop = int(log.split("stopping after step ")[1].split()[0])
    proc = start("torchrun", PRETRAIN, out, lm_shards, *PRETRAIN_ARGS, "--max-steps", str(stop + 2))
    log = proc.communicate(timeout=300)[0]
    assert proc.returncode == 0 and f"at step {stop}" in log, log[-3000:]
    with open(out / "metrics.jsonl") as f:
        steps = [r["step"] for r in map(json.loads, f) if "loss" in r]
    assert steps[-2:] == [stop + 1, stop + 2]


def _bad_file(tmp_path, kind: str) -> str:
    import torch

    path = tmp_path / f"{kind}.pt"
    if kind == "pickle":
        torch.save({"format": "lm4gen-lm/1", "x": _Evil()}, path)
    elif kind == "plain-pickle":  # pickle's own protocol (torch warns about it before refusing)
        import pickle

        path.write_bytes(pickle.dumps({"x": _Evil()}, protocol=4))
    elif kind == "truncated":
        torch.save({"model": {"w": torch.zeros(1000)}}, path)
        path.write_bytes(path.read_bytes()[:300])
    elif kind == "empty":
        path.write_bytes(b"")
    elif kind == "directory":
        path.mkdir()
    return str(path)  # "missing": never created


BAD = {"pickle": "refuses to run", "plain-pickle": "refuses to run", "truncated": "truncated or not a torch file",
       "empty": "truncated or not a torch file",
       "directory": "is a directory", "missing": "not found"}


# where a directory is a checkpoint directory, and a missing path is reported as no model at all
OTHERWISE = {("average", "directory"): "no model_fp32.pt", ("generate", "directory"): "no model found",
             ("generate", "missing"): "no model found", ("finetune_lm", "directory"): "no complete checkpoint",
             ("average", "missing"): "checkpoint not found"}


@pytest.mark.parametrize("kind", sorted(BAD))
@pytest.mark.parametrize("command", ["eval_lm", "average", "generate", "finetune_lm"])
def test_a_file_that_is_no_export_is_one_line(tmp_path, capsys, lm_shards, kind, command):
    from lm4gen.core.errors import run

    bad = _bad_file(tmp_path, kind)
    if command == "eval_lm":
        from lm4gen.pretrain.eval_lm import main
        argv = [bad, lm_shards["train"]]
    elif command == "average":
        from lm4gen.finetune.average import main
        argv = [bad, "-o", str(tmp_path / "avg.pt")]
    elif command == "generate":
        from lm4gen.finetune.generate import main
        argv = ["--checkpoint", bad]
    else:
        from lm4gen.finetune.train import main
        argv = ["--set", f"data.train={tmp_path / 'no-data-yet'}", "--set", "model.strategy=src-elmo", "--set",
                f"model.src_lm={bad}", "--dry-run"]
    expected = OTHERWISE.get((command, kind), BAD[kind])
    with warnings.catch_warnings(record=True) as said:  # a warning would print lines before the error
        warnings.simplefilter("always")
        code = run(main, argv)
    line = _one_line(capsys, code, expected)
    assert bad in line and not [w for w in said if "pickle" in str(w.message)], [str(w.message) for w in said]


def test_resume_from_a_malicious_checkpoint_is_refused_in_one_line(tmp_path, lm_shards):
    out = tmp_path / "run"
    r = subprocess.run([sys.executable, PRETRAIN, "--output-dir", str(out), "--max-steps", "1", "--set",
                        f"data.train={lm_shards['train']}", *PRETRAIN_ARGS], env=launcher_free_env(),
                       capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-3000:]
    import torch

    evil = out / "checkpoints" / "step00000001" / "mp_rank_00_model_states.pt"
    torch.save({"module": _Evil()}, evil)  # DeepSpeed itself loads this file with weights_only=False
    _recorded_as_is(evil.parent, evil.name)  # a whole checkpoint from elsewhere: its complete.json agrees
    r = subprocess.run([sys.executable, PRETRAIN, "--output-dir", str(out), "--max-steps", "2", "--set",
                        f"data.train={lm_shards['train']}", *PRETRAIN_ARGS], env=launcher_free_env(),
                       capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert r.returncode == 2 and "PWNED" not in r.stdout + r.stderr, r.stdout[-2000:] + r.stderr[-3000:]
    assert f"error: {evil}: not a checkpoint file: it names Python objects" in r.stderr, r.stderr[-3000:]
    assert "Traceback" not in r.stderr
