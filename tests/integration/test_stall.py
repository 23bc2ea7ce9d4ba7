"""A rank that stops answering (SIGSTOP: a hung device, a frozen node) under the deepspeed launcher, torchrun and
mpiexec: with ``LM4GEN_DIST_TIMEOUT_MINUTES`` set, the job ends by itself within the timeout plus the launcher's
grace, non-zero, and the live rank prints one line naming the stopped rank's number, host and pid.

Each case stops a rank where a different kind of process group is waited on: DeepSpeed's copy of the world, on
which ZeRO reduces the gradients (the stop lands in the backward, on purpose); megatron-core's tensor-parallel
groups; and the default group's store host, rank 0 itself. Before the fix, DeepSpeed's and megatron-core's groups
kept c10d's 30 minutes whatever the setting (docs/cluster.md, "A stalled rank"); every case also checks that each
process group of the run has the job's timeout.
"""

from __future__ import annotations

import datetime
import os
import re
import signal
import subprocess
import sys
import time

import pytest

from helpers.common import LAUNCHER_VARIABLES, launcher_free_env
from lm4gen.core import process_group
from helpers.signals import LM4GEN_FRAME, PRETRAIN, PRETRAIN_ARGS, ranks_of, start, wait_for_step

TIMEOUT_MINUTES = 0.25  # 15 s: short, but above what a collective takes on 2 busy cores at start-up
# torchrun and deepspeed.launcher.launch SIGTERM the stopped rank and SIGKILL it 30 s later; our side takes a
# few seconds (the heartbeats are read from the store); the rest is a loaded 2-core machine
SLACK_SECONDS = 60
LINE = re.compile(r"^error: rank (\d+): collective timed out after ([\d.]+) s in (.+); rank (\d+) \(host (\S+), pid "
                  r"(\d+)\) stopped answering", re.M)

# sitecustomize for the ranks: LM4GEN_TEST_STOP_AT=<rank>:<n> makes that rank SIGSTOP itself when it enters the
# n-th DeepSpeedEngine.backward; LM4GEN_TEST_GROUPS=1 prints every process group's timeout once the engine exists
SITECUSTOMIZE = '''
import os, signal
if os.environ.get("LM4GEN_TEST_STOP_AT") or os.environ.get("LM4GEN_TEST_GROUPS"):
    def _rank():
        return os.environ.get("RANK") or os.environ.get("PMI_RANK")

    if os.environ.get("LM4GEN_TEST_STOP_AT"):
        import deepspeed.runtime.engine as _engine
        _stopping_rank, _stopping_call = os.environ["LM4GEN_TEST_STOP_AT"].split(":")
        _backward, _calls = _engine.DeepSpeedEngine.backward, []

        def backward(self, *args, **kwargs):
            _calls.append(1)
            if _rank() == _stopping_rank and len(_calls) == int(_stopping_call):
                print(f"test: rank {_stopping_rank} stops in its backward", flush=True)
                os.kill(os.getpid(), signal.SIGSTOP)
            return _backward(self, *args, **kwargs)

        _engine.DeepSpeedEngine.backward = backward

    if os.environ.get("LM4GEN_TEST_GROUPS"):
        import lm4gen.core.engine as _pe
        _build = _pe.build_engine

        def build_engine(*args, **kwargs):
            built = _build(*args, **kwargs)
            import torch, torch.distributed as dist
            for pg in dist.distributed_c10d._world.pg_map:
                t = pg._get_backend(torch.device("cpu")).options._timeout.total_seconds()
                print(f"test: rank {_rank()} group {dist.get_process_group_ranks(pg)} timeout {t:g} s", flush=True)
            return built

        _pe.build_engine = build_engine
'''


@pytest.fixture
def stall_env(tmp_path) -> dict:
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(SITECUSTOMIZE)
    return {"PYTHONPATH": f"{site}{os.pathsep}{launcher_free_env()['PYTHONPATH']}",
            "LM4GEN_DIST_TIMEOUT_MINUTES": str(TIMEOUT_MINUTES), "LM4GEN_TEST_GROUPS": "1"}


def rank_of(pid: int) -> int:
    environ = dict(v.split("=", 1) for v in open(f"/proc/{pid}/environ").read().split("\0") if "=" in v)
    return int(environ.get("RANK") or environ["PMI_RANK"])


def tree(root: int) -> list[int]:
    """``root`` and every process under it (torchrun's ranks sit in sessions of their own)."""
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        try:
            todo += map(int, open(f"/proc/{pid}/task/{pid}/children").read().split())
        except OSError:
            continue
        found.append(pid)
    return found


def job_processes(env: dict) -> set[int]:
    """Every process started with this job's environment (``PYTHONPATH`` names the test's own folder): also
    those no longer under the launcher (a rank's children after the rank exited)."""
    mine, found = f"PYTHONPATH={env['PYTHONPATH']}".encode(), set()
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            if mine in open(f"/proc/{pid}/environ", "rb").read().split(b"\0"):
                found.add(int(pid))
        except OSError:
            pass
    return found


def describe(pid: int) -> str:
    """``pid``, its parent, state, kernel wait channel and command line (for a job that did not end)."""
    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        wchan = open(f"/proc/{pid}/wchan").read()
        command = open(f"/proc/{pid}/cmdline").read().replace("\0", " ")[:90]
    except OSError:
        return f"{pid} (gone)"
    return f"{pid} ppid {fields[1]} {fields[0]} {wchan} {command}"


def run_with_a_stalled_rank(launcher: str, data, out, env: dict, stop_rank: int | None, *args: str):
    """Start 2 ranks; after step 2 SIGSTOP rank ``stop_rank`` (None: the rank stops itself, LM4GEN_TEST_STOP_AT);
    returns (log, launcher exit code, seconds from the stop to the launcher's exit, the stopped rank's pid)."""
    proc = start(launcher, PRETRAIN, out, data, *PRETRAIN_ARGS, "--max-steps", "100000", "--set",
                 "train.save_every=0", *args, env=env)
    seen: list[str] = []
    pids: list[int] = []
    try:
        wait_for_step(proc, seen, step=2)
        pids = tree(proc.pid)
        ranks = {rank_of(pid): pid for pid in ranks_of(proc.pid, PRETRAIN)}
        if stop_rank is None:
            stopped_at = None
            for line in proc.stdout:  # the rank stops itself when it gets there
                seen.append(line)
                if line.startswith("test: rank ") and "stops" in line:
                    stopped_at, stop_rank = time.monotonic(), int(line.split()[2])
                    break
            assert stopped_at is not None, "".join(seen[-40:])
        else:
            os.kill(ranks[stop_rank], signal.SIGSTOP)
            stopped_at = time.monotonic()
        try:
            rest = proc.communicate(timeout=TIMEOUT_MINUTES * 60 + SLACK_SECONDS)[0]
        except subprocess.TimeoutExpired as e:  # say which processes kept the job alive
            left = "\n".join(describe(pid) for pid in sorted(set(tree(proc.pid)) | job_processes(env)))
            raise AssertionError(
                f"the job did not end; still there:\n{left}\nlog:\n{''.join(seen)[-3000:]}"
                f"{e.output if isinstance(e.output, str) else (e.output or b'').decode(errors='replace')}") from None
        seconds = time.monotonic() - stopped_at
        print(f"{launcher}: rank {stop_rank} stopped, the job ended {seconds:.0f} s later (exit {proc.returncode})")
        return "".join(seen) + rest, proc.returncode, seconds, ranks[stop_rank]
    finally:
        for pid in pids + tree(proc.pid):  # leave nothing behind, stopped or not
            for sig in (signal.SIGCONT, signal.SIGKILL):
                try:
                    os.kill(pid, sig)
                except OSError:
                    pass
        proc.wait()


def check_stall_reported(log: str, code: int, seconds: float, stopped_pid: int, stopped_rank: int) -> None:
    assert code != 0, log[-3000:]
    assert seconds < TIMEOUT_MINUTES * 60 + SLACK_SECONDS, (seconds, log[-3000:])
    lines = LINE.findall(log)
    print("\n".join(line for line in log.splitlines() if line.startswith("error:")))
    assert len(lines) == 1, log[-5000:]  # one line: from the one live rank
    live, after, where, named, host, pid = lines[0]
    assert (int(live), int(named), int(pid)) == (1 - stopped_rank, stopped_rank, stopped_pid), lines
    assert host == os.uname().nodename and float(after) == TIMEOUT_MINUTES * 60, lines
    assert len(re.findall(r"^error:", log, re.M)) == 1, log[-5000:]
    assert not LM4GEN_FRAME.search(log) and "socket.cpp" not in log, log[-5000:]  # no traceback, no c10d noise
    timeouts = re.findall(r"^test: rank \d group \[[\d, ]+\] timeout ([\d.]+) s", log, re.M)
    assert timeouts and set(timeouts) == {f"{TIMEOUT_MINUTES * 60:g}"}, timeouts


@pytest.mark.slow
def test_torchrun_a_rank_stopped_in_its_backward_is_named(tmp_path, lm_shards, stall_env):
    """The live rank waits in ZeRO's gradient reduction, on DeepSpeed's own copy of the world (the group whose
    30 minutes kept the job hanging)."""
    log, code, seconds, pid = run_with_a_stalled_rank("torchrun", lm_shards, tmp_path / "run",
                                                      {**stall_env, "LM4GEN_TEST_STOP_AT": "1:4"}, None)
    check_stall_reported(log, code, seconds, pid, 1)
    assert "during engine.backward(loss)" in log, log[-3000:]


@pytest.mark.slow
def test_deepspeed_tensor_parallel_rank_stopped_is_named(tmp_path, lm_shards, stall_env):
    """Tensor parallelism over the 2 ranks: megatron-core's groups carry the collectives."""
    log, code, seconds, pid = run_with_a_stalled_rank("deepspeed", lm_shards, tmp_path / "run", stall_env, 1,
                                                      "--set", "parallel.tensor=2")
    check_stall_reported(log, code, seconds, pid, 1)


@pytest.mark.slow
@pytest.mark.mpi
def test_mpiexec_rank_0_stopped_is_named(tmp_path, lm_shards, stall_env):
    """Rank 0 hosts the job's store: the live rank cannot read its heartbeat and names it from the silence."""
    if not os.path.exists(os.path.join(os.path.dirname(sys.executable), "mpiexec")):
        pytest.skip("no mpiexec (pip install mpich)")
    log, code, seconds, pid = run_with_a_stalled_rank("mpiexec", lm_shards, tmp_path / "run", stall_env, 0)
    check_stall_reported(log, code, seconds, pid, 0)


# --- in one process: the groups' timeout and the line ----------------------------------------------------------


def test_groups_created_later_get_the_jobs_timeout(monkeypatch):
    """A group made without a timeout (as DeepSpeed makes its own) gets the job's, not c10d's 30 minutes."""
    import torch
    import torch.distributed as tdist

    for name in [k for k in os.environ if k.startswith(LAUNCHER_VARIABLES)]:
        monkeypatch.delenv(name)
    process_group.init_distributed(timeout_minutes=0.1)
    try:
        group = tdist.new_group([0])
        assert group._get_backend(torch.device("cpu")).options._timeout == datetime.timedelta(seconds=6)
        assert process_group.collective_timeout() == datetime.timedelta(seconds=6)
    finally:
        process_group.shutdown()
    assert tdist.distributed_c10d.default_pg_timeout == datetime.timedelta(minutes=30)  # c10d's again
