"""Helpers of signals tests shared by both tiers and other test modules."""
from __future__ import annotations

import os
import re
import signal
import subprocess
import sys

import pytest

from helpers.common import ROOT, launcher_free_env, ranks_cmd
BIN = os.path.dirname(sys.executable)
PRETRAIN, FINETUNE = os.path.join(ROOT, "pretrain", "run.py"), os.path.join(ROOT, "finetune", "train.py")
# a traceback through lm4gen's own code (not the launchers' in a .venv that may sit inside the checkout)
LM4GEN_FRAME = re.compile(r'File "' + re.escape(ROOT) + r'/(pretrain|finetune|data_prep|launcher)/')
PRETRAIN_ARGS = ("--set", "train.log_every=1", "--set", "data.block_size=64", "--set", "data.batch_size=4",
                 "--set", "optim.period_updates=100", "--set", "train.eval_every=0", "--set", "data.num_workers=1")


def start(launcher: str, script: str, out, data, *args: str, env: dict | None = None) -> subprocess.Popen:
    """Two ranks of ``script`` under ``launcher`` in a session of their own, output on a pipe."""
    if launcher == "mpiexec":
        if not os.path.exists(os.path.join(BIN, "mpiexec")):
            pytest.skip("no mpiexec (pip install mpich)")
        cmd = [os.path.join(BIN, "mpiexec"), "-n", "2", sys.executable, script]
    else:
        cmd = [*ranks_cmd(2, launcher), script]
    cmd += ["--output-dir", str(out), "--set", f"data.train={data['train']}", "--set",
            f"data.tokenizer={data['tokenizer']}", *args]
    return subprocess.Popen(cmd, env={**launcher_free_env(), **(env or {})}, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, start_new_session=True, cwd=ROOT)


def job_alive(proc: subprocess.Popen) -> bool:
    """Whether any process of the job's session (its process group) is left. Not ``proc.poll()``: the deepspeed
    runner (``proc``) has no SIGTERM handler on one node and dies of a job-wide SIGTERM at once, while its ranks go
    on to write their checkpoint (measured: the runner exits -15 within 0.1 s, the ranks' handlers run on)."""
    proc.poll()  # reap the runner, so that a dead one does not count as left
    try:
        os.killpg(proc.pid, 0)
    except ProcessLookupError:
        return False
    return True


def kill_job(proc: subprocess.Popen) -> None:
    """SIGKILL to every process of the job's session that is left, the runner dead or not."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def wait_for_step(proc: subprocess.Popen, seen: list[str], step: int = 1, timeout: float = 300) -> int:
    """Read the output until rank 0 logs a step >= ``step``; returns that step. A job that prints nothing for
    ``timeout`` seconds has its process group killed, so the test fails rather than blocking in the read (a CI run
    once hung here: a rank's loader worker stuck at start, docs/development.md)."""
    import threading

    expired: list[bool] = []

    def expire() -> None:
        expired.append(True)
        kill_job(proc)

    timer = threading.Timer(timeout, expire)
    timer.daemon = True
    timer.start()
    try:
        for line in proc.stdout:
            seen.append(line)
            if line.startswith("step ") and "| loss" in line and int(line.split()[1]) >= step:
                return int(line.split()[1])
    finally:
        timer.cancel()
    pytest.fail((f"no step >= {step} within {timeout:.0f} s: the job was killed" if expired else
                 "the run ended before its first step") + ":\n" + "".join(seen[-60:]))


def ranks_of(root: int, script: str) -> list[int]:
    """The processes under ``root`` running ``script`` whose parent does not (the ranks, not their loader workers)."""
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        try:
            children = open(f"/proc/{pid}/task/{pid}/children").read().split()
            runs = _runs(pid, script)
            parent_runs = _runs(int(open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[1]), script)
        except OSError:
            continue
        if runs and not parent_runs:
            found.append(pid)
        todo += map(int, children)
    assert len(found) == 2, found
    return found


def _runs(pid: int, script: str) -> bool:
    """Whether ``pid`` is ``python [-u] script ...`` (a launcher names the script further on)."""
    return script in open(f"/proc/{pid}/cmdline").read().split("\0")[1:3]


# sitecustomize for the ranks: slow down (LM4GEN_TEST_SLOW_WRITE=<substring>:<seconds>, leaving <path>.slow while
# it waits) or fail with a full disk (LM4GEN_TEST_ENOSPC=<substring>, after part of the file was written) every
# atomic write of a file whose path holds the substring
SITECUSTOMIZE = '''
import contextlib, errno, os, time
if os.environ.get("LM4GEN_TEST_SLOW_WRITE") or os.environ.get("LM4GEN_TEST_ENOSPC"):
    from lm4gen.core import files as common
    _real = common.atomic_write

    @contextlib.contextmanager
    def atomic_write(path, mode="wb", *args, **kwargs):
        slow = os.environ.get("LM4GEN_TEST_SLOW_WRITE", "")
        if slow and slow.split(":")[0] in path:
            open(path + ".slow", "w").close()
            time.sleep(float(slow.split(":")[1]))
        with _real(path, mode, *args, **kwargs) as f:
            full = os.environ.get("LM4GEN_TEST_ENOSPC", "")
            if full and full in path:
                f.write(b"partial" if "b" in mode else "partial")
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            yield f

    common.atomic_write = atomic_write
'''


@pytest.fixture
def faulty_writes(tmp_path) -> dict:
    """Environment that installs SITECUSTOMIZE in every process of a run."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(SITECUSTOMIZE)
    return {"PYTHONPATH": f"{site}{os.pathsep}{launcher_free_env()['PYTHONPATH']}"}


# --- one line for anything that is not a checkpoint or export where one is expected ---------------------------


class _Evil:
    def __reduce__(self):  # what a malicious pickle does: call something on load
        return (os.system, ("echo PWNED",))


def _one_line(capsys, code: int, *expected: str) -> str:
    err = capsys.readouterr().err
    lines = [line for line in err.splitlines() if line.strip()]
    assert code == 2 and len(lines) == 1 and lines[0].startswith("error: "), (code, err)
    assert "Traceback" not in err and "PWNED" not in capsys.readouterr().out, err
    for text in expected:
        assert text in lines[0], lines[0]
    return lines[0]
