"""Stops a person makes: Ctrl-C at the terminal, and data that disappears under a running loader.

Ctrl-C is SIGINT to the terminal's foreground process group (``os.killpg`` here): the launcher, every rank and their
loader workers. The ranks stop as on SIGTERM — they agree on a step, write a complete checkpoint — then print one
line naming it and exit 130; a second Ctrl-C ends them at once. A shard that disappears mid-run (an unmounted
network file system) is one ``error:`` line naming it, whether a loader worker or the rank itself read it, and no
"leaked semaphore" warnings follow.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time

import pytest

from helpers.common import ROOT, launcher_free_env, ranks_cmd
from lm4gen.core.checkpoint import complete_tags
from lm4gen.core.preempt import EXIT_INTERRUPTED
from helpers.signals import LM4GEN_FRAME, PRETRAIN, PRETRAIN_ARGS, job_alive, kill_job, wait_for_step
from helpers.signals import faulty_writes  # noqa: F401, F811 - pytest fixtures

BIN = os.path.dirname(sys.executable)
STOPPED = re.compile(r"interrupted \(Ctrl-C\) after step (\d+): saved (\S+); rerun with --resume auto to continue\n")
LEAK = "leaked semaphore"
# the launcher's own exit after a Ctrl-C (Popen.returncode; docs/cluster.md): one process exits 130 itself; the
# deepspeed command has no SIGINT handler on one node and dies of KeyboardInterrupt at once (its traceback; a shell
# shows 130) while the ranks save, unless its child launch.py's handler ends first and exits 1 ("Main process
# received SIGINT, exiting": seen in a fresh-clone run on 2026-11-29); torchrun forwards SIGINT to each rank and
# exits 1 (its SignalException)
LAUNCHER_EXIT = {"none": {EXIT_INTERRUPTED}, "deepspeed": {-signal.SIGINT, 1}, "torchrun": {1}}


def start(launcher: str, out, data, *args: str, env: dict | None = None) -> subprocess.Popen:
    """``lm4gen pretrain`` as one process (``launcher`` none), or two ranks of pretrain/run.py under a launcher; in a
    session of its own, as a terminal's foreground job is a process group of its own; output on one pipe."""
    cmd = [os.path.join(BIN, "lm4gen"), "pretrain"] if launcher == "none" else [*ranks_cmd(2, launcher), PRETRAIN]
    cmd += ["--output-dir", str(out), "--set", f"data.train={data['train']}", "--set",
            f"data.tokenizer={data['tokenizer']}", *PRETRAIN_ARGS, "--set", "train.save_every=0", *args]
    return subprocess.Popen(cmd, env={**launcher_free_env(), **(env or {})}, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, start_new_session=True, cwd=ROOT)


@pytest.mark.slow
@pytest.mark.parametrize("launcher", ["none", "deepspeed", "torchrun"])
def test_ctrl_c_stops_with_a_checkpoint_and_one_line(tmp_path, lm_shards, launcher):
    out = tmp_path / "run"
    proc = start(launcher, out, lm_shards, "--max-steps", "100000")
    seen: list[str] = []
    try:
        at = wait_for_step(proc, seen, step=2)
        os.killpg(proc.pid, signal.SIGINT)
        log = "".join(seen) + proc.communicate(timeout=300)[0]
    finally:
        kill_job(proc)
    lines = STOPPED.findall(log)
    assert len(lines) == 1, log[-4000:]
    step, saved = int(lines[0][0]), lines[0][1]
    assert step >= at and saved == str(out / "checkpoints" / f"step{step:08d}"), log[-4000:]
    assert complete_tags(str(out / "checkpoints"))[-1][0] == step
    assert open(out / "checkpoints" / "latest").read() == f"step{step:08d}"
    assert LEAK not in log and "DataLoader worker" not in log and not LM4GEN_FRAME.search(log), log[-4000:]
    if launcher == "none":  # a launcher may print its own traceback (docs/cluster.md); lm4gen prints none
        assert "Traceback" not in log and "error:" not in log, log[-4000:]
    assert proc.returncode in LAUNCHER_EXIT[launcher], (proc.returncode, log[-4000:])
    if launcher == "none":  # the line's advice holds: the rerun continues from the checkpoint
        rerun = start(launcher, out, lm_shards, "--max-steps", str(step + 1))
        log = rerun.communicate(timeout=300)[0]
        assert rerun.returncode == 0 and f"resumed from {saved} at step {step}" in log, log[-3000:]


@pytest.mark.slow
def test_a_second_ctrl_c_stops_at_once(tmp_path, lm_shards, faulty_writes):  # noqa: F811 - the imported fixture
    """The second Ctrl-C comes while the first one's checkpoint is being written (a write held for 120 s): the run
    ends within seconds, exit 130, one line, no traceback; the half-written checkpoint is not complete."""
    out = tmp_path / "run"
    proc = start("none", out, lm_shards, "--max-steps", "100000",
                 env={**faulty_writes, "LM4GEN_TEST_SLOW_WRITE": "model_fp32.pt:120"})
    seen: list[str] = []
    try:
        wait_for_step(proc, seen, step=2)
        os.killpg(proc.pid, signal.SIGINT)
        deadline = time.time() + 120
        while not list((out / "checkpoints").glob("step*/model_fp32.pt.slow")):
            assert time.time() < deadline and job_alive(proc), "".join(seen[-40:])
            time.sleep(0.2)
        second = time.time()
        os.killpg(proc.pid, signal.SIGINT)
        log = "".join(seen) + proc.communicate(timeout=60)[0]
        took = time.time() - second
    finally:
        kill_job(proc)
    assert proc.returncode == EXIT_INTERRUPTED and took < 20, (proc.returncode, took, log[-3000:])
    assert log.count("interrupted again (Ctrl-C): stopped at once") == 1, log[-3000:]
    assert "Traceback" not in log and LEAK not in log and not STOPPED.search(log), log[-3000:]
    assert not complete_tags(str(out / "checkpoints")) and not (out / "checkpoints" / "latest").exists()


# the main thread waits in C++ (a store waiting for a peer that never comes), where no Python signal handler runs
WAITS_IN_C = """
import datetime, sys
import torch.distributed as dist
from lm4gen.core.network import free_port
from lm4gen.core.preempt import StopSignal
stop = StopSignal(watch_launcher=False)
print("waiting", flush=True)
dist.TCPStore("127.0.0.1", free_port(), 2, True, timeout=datetime.timedelta(seconds=60), wait_for_workers=True)
"""


def test_a_second_ctrl_c_ends_a_rank_that_waits_in_a_collective():
    proc = subprocess.Popen([sys.executable, "-c", WAITS_IN_C], env=launcher_free_env(), stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, cwd=ROOT)
    try:
        assert proc.stdout.readline() == "waiting\n"
        time.sleep(0.5)  # into the store's wait
        proc.send_signal(signal.SIGINT)
        time.sleep(0.3)
        assert proc.poll() is None  # the first one only asks for a stop
        proc.send_signal(signal.SIGINT)
        log = proc.communicate(timeout=20)[0]  # the store alone would wait 60 s
    finally:
        proc.kill()
    assert proc.returncode == EXIT_INTERRUPTED, (proc.returncode, log)
    assert log.startswith("interrupted again (Ctrl-C): stopped at once") and "Traceback" not in log, log


# a loader over shards that all disappear after its first batch (the file system was unmounted; the shard being read
# stays readable through its open file); the error ends the command as every entry point's does (lm4gen.core.errors)
READ_WHILE_GONE = """
import glob, os, sys
from lm4gen.core.errors import leave, run
from lm4gen.data_prep.stream import LoaderConfig, StreamLoader

def main(argv):
    manifest, workers = argv
    cfg = LoaderConfig(block_size=64, batch_size=4, num_workers=int(workers), shuffle_buffer=0, prefetch_factor=2)
    for i, batch in enumerate(StreamLoader(manifest, cfg)):
        if i == 0:
            for shard in glob.glob(os.path.join(manifest, "train-*.tar")):
                os.remove(shard)
    return 0

leave(run(main, sys.argv[1:]))
"""


@pytest.mark.parametrize("workers", [1, 0])
def test_a_shard_that_disappears_is_one_line(tmp_path, lm_shards, workers):
    shards = tmp_path / "shards"
    shutil.copytree(lm_shards["train"], shards)
    r = subprocess.run([sys.executable, "-c", READ_WHILE_GONE, str(shards), str(workers)], env=launcher_free_env(),
                       capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert r.returncode == 2 and re.fullmatch(r"error: shard missing: " + re.escape(str(shards)) + r"/train-\d+\.tar\n",
                                              r.stderr), (r.returncode, r.stderr[-3000:])


@pytest.mark.slow
def test_shards_gone_under_two_ranks_is_one_line_each_and_no_leak(tmp_path, lm_shards):
    """Every training shard disappears under a 2-rank run (loader workers reading them): each rank's line names a
    shard, no traceback, and no "leaked semaphore" warnings from the ranks that leave without their exit handlers."""
    data = {**lm_shards, "train": str(tmp_path / "shards")}
    shutil.copytree(lm_shards["train"], data["train"])
    proc = start("deepspeed", tmp_path / "run", data, "--max-steps", "100000")
    seen: list[str] = []
    try:
        wait_for_step(proc, seen, step=2)
        for shard in (tmp_path / "shards").glob("train-*.tar"):
            shard.unlink()
        log = "".join(seen) + proc.communicate(timeout=300)[0]
    finally:
        kill_job(proc)
    errors = [line for line in log.splitlines() if line.startswith("error:")]
    assert len(errors) == 2 and all(re.search(r"shard missing: " + re.escape(data["train"]) + r"/train-\d+\.tar$", e)
                                    for e in errors), log[-4000:]
    assert "Traceback" not in log and LEAK not in log and "DataLoader worker" not in log, log[-4000:]
    assert proc.returncode == 2, (proc.returncode, log[-3000:])


# a stage that takes its time to save on Ctrl-C (longer than subprocess.run's 0.25 s grace before it kills a child)
SLOW_SAVER = """
import signal, sys, time
def stop(signum, frame):
    time.sleep(1.0)
    open(sys.argv[1], "w").write("saved")
    sys.exit(130)
signal.signal(signal.SIGINT, stop)
print("ready", flush=True)
time.sleep(60)
"""


def test_a_recipe_stage_stopped_by_ctrl_c_saves_and_the_recipe_exits_130(tmp_path):
    """``lm4gen quickstart`` / ``multi30k`` / ``cnndm`` run their stages with run_step: a Ctrl-C to the terminal's
    group reaches the stage and the recipe; the recipe waits for the stage's checkpoint and passes its 130 on."""
    saved = tmp_path / "saved"
    recipe = ("import sys; from lm4gen.data_prep.default import run_step; "
              f"run_step([sys.executable, '-c', {SLOW_SAVER!r}, {str(saved)!r}], None, print)")
    proc = subprocess.Popen([sys.executable, "-c", recipe], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, start_new_session=True, cwd=ROOT, env=launcher_free_env())
    try:
        while proc.stdout.readline() not in ("ready\n", ""):  # the stage's command line, then its "ready"
            pass
        os.killpg(proc.pid, signal.SIGINT)
        log = proc.communicate(timeout=60)[0]
    finally:
        kill_job(proc)
    assert saved.read_text() == "saved", log
    assert proc.returncode == EXIT_INTERRUPTED, (proc.returncode, log)
    assert "stopped by Ctrl-C after writing a checkpoint" in log and "Traceback" not in log, log
