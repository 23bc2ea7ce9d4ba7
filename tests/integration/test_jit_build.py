"""DeepSpeed's JIT-built CPU op (lm4gen.core.engine.load_jit_ops): a build whose process died must not hang every
later run of the environment, and a job-wide stop signal must not kill the build half-way."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from helpers.common import ROOT, launcher_free_env

pytest.importorskip("deepspeed")

EXTENSIONS = os.path.join(ROOT, ".venv", "torch_extensions")  # where the runs build it (tests/conftest.py)


def run(code: str, extensions: str, timeout: float) -> subprocess.CompletedProcess:
    env = {**launcher_free_env(), "TORCH_EXTENSIONS_DIR": extensions}
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env, capture_output=True, text=True,
                          timeout=timeout, cwd=ROOT)


@pytest.fixture(scope="module")
def built_op(tmp_path_factory) -> str:
    """A copy of the environment's built op directory (built here first if no test has built it yet)."""
    r = run("from lm4gen.core.engine import load_jit_ops; print(load_jit_ops())", EXTENSIONS, timeout=600)
    assert r.returncode == 0 and "deepspeed_shm_comm" in r.stdout, r.stderr[-2000:]
    copy = tmp_path_factory.mktemp("ext") / "deepspeed_shm_comm"
    shutil.copytree(os.path.join(EXTENSIONS, "deepspeed_shm_comm"), copy,
                    ignore=shutil.ignore_patterns("lock", "*.flock"))
    return str(copy.parent)


def test_a_stale_build_lock_is_removed_not_waited_on_for_ever(built_op):
    lock = os.path.join(built_op, "deepspeed_shm_comm", "lock")
    open(lock, "w").close()  # what a build killed by SIGKILL, the OOM killer or a lost node leaves
    # DeepSpeed's own load (what deepspeed.initialize does) waits for that file for ever
    with pytest.raises(subprocess.TimeoutExpired):
        run("""
            from deepspeed.accelerator import get_accelerator
            get_accelerator().create_op_builder("ShareMemCommBuilder").load()
            """, built_op, timeout=10)
    assert os.path.exists(lock)
    began = time.time()
    r = run("from lm4gen.core.engine import load_jit_ops; print(load_jit_ops())", built_op, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    assert f"removing a stale build lock {lock} (left by a build whose process died)" in r.stdout
    assert "['deepspeed_shm_comm']" in r.stdout and not os.path.exists(lock)
    assert time.time() - began < 60  # loaded, not compiled again
    # a live lock (another process's build under the flock) is waited for, not removed
    import fcntl

    with open(os.path.join(built_op, "deepspeed_shm_comm", ".lm4gen-build.flock"), "a") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        proc = subprocess.Popen([sys.executable, "-c", "from lm4gen.core.engine import load_jit_ops; load_jit_ops()"],
                                env={**launcher_free_env(), "TORCH_EXTENSIONS_DIR": built_op}, cwd=ROOT,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        time.sleep(5)  # (a slower start only makes the check weaker, never wrong)
        open(lock, "w").close()  # "our" build in progress
        assert proc.poll() is None  # waiting for the flock
        os.remove(lock)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0 and "stale" not in out, err[-2000:]


FAKE_BUILD = """
    import os, signal, subprocess, sys
    import deepspeed.ops
    from deepspeed.accelerator import get_accelerator
    from lm4gen.core import engine

    class Build:  # stands for the op's compile: a child process (the compiler) that takes a while
        NAME = name = "fake_op"
        def load(self, verbose=False):
            print("building", flush=True)
            subprocess.run(["sleep", "4"], check=True)  # raises if the signal killed it
            open(sys.argv[1], "w").write("done\\n")
            print("built", flush=True)

    deepspeed.ops.__compatible_ops__["fake_op"] = True
    get_accelerator().create_op_builder = lambda name: Build()
    engine.load_jit_ops(names=("fake_op",))
    print("after the build", flush=True)
"""


def test_a_stop_signal_during_the_build_waits_for_the_build(tmp_path):
    """SIGUSR1 to the whole process group (a grid's deadline, SLURM's --signal) mid-build: the compiler finishes (it
    inherits the blocked mask), then the signal is delivered (here no handler: the process ends of it)."""
    done = tmp_path / "done"
    env = {**launcher_free_env(), "TORCH_EXTENSIONS_DIR": str(tmp_path / "ext")}
    proc = subprocess.Popen([sys.executable, "-c", textwrap.dedent(FAKE_BUILD), str(done)], env=env, cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    seen = ""
    while not seen.endswith("building\n"):  # DeepSpeed's accelerator notice may come first
        line = proc.stdout.readline()
        assert line, seen + proc.stderr.read()[-2000:]
        seen += line
    time.sleep(1)
    os.killpg(proc.pid, signal.SIGUSR1)
    out, err = proc.communicate(timeout=60)
    assert done.read_text() == "done\n", err[-2000:]  # the "compiler" was not killed
    assert "built" in out and "after the build" not in out  # delivered once the build was over
    assert proc.returncode == -signal.SIGUSR1
