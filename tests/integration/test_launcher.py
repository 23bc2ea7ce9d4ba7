"""Rank discovery as a pure function of the environment, and real multi-process starts on gloo."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from lm4gen.core import process_group
from lm4gen.core.network import free_port
from helpers.launcher import LAUNCHER_PREFIXES

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


# --- real processes ---------------------------------------------------------------------------------------------

# argv[1] rounds: a start after shutdown() discovers the world again (not under torchrun: its agent store
# keeps the first round's gloo addresses, and re-initialising inside one torchrun job is torch's business)
SCRIPT = """
import os, sys, torch, torch.distributed as dist
from lm4gen.core.collectives import barrier, is_main
from lm4gen.core.process_group import init_distributed, shutdown
before = {name: os.environ.get(name) for name in ("RANK", "WORLD_SIZE", "MASTER_ADDR", "MASTER_PORT")}
for round in range(int(sys.argv[1])):
    env = init_distributed(timeout_minutes=1)
    assert init_distributed() is env  # a second call returns the running world
    t = torch.tensor([env.rank + 1.0])
    dist.all_reduce(t)
    barrier()
    print(f"round {round}: rank {env.rank}/{env.world_size} local {env.local_rank}/{env.local_world_size} "
          f"via {env.launcher}: sum {int(t.item())} main {is_main()}", flush=True)
    shutdown()
    assert not dist.is_initialized()
    assert {name: os.environ.get(name) for name in before} == before, "shutdown() restores the launcher's variables"
"""

FAIL_AFTER_INIT = """
import time
from lm4gen.core.process_group import init_distributed
env = init_distributed(timeout_minutes=1)
if env.rank == 1:
    raise RuntimeError("rank 1 fails after start-up")
time.sleep(50)  # busy elsewhere: without the abort this rank would outlive the failure
print("rank 0 survived", flush=True)
"""

TIMEOUT = 60


def _child_env(**extra: str) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(LAUNCHER_PREFIXES)}
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    env.update(extra)
    return env


def _mpiexec() -> str:
    mpiexec = os.path.join(os.path.dirname(sys.executable), "mpiexec")
    if not os.path.exists(mpiexec):
        pytest.skip(f"no mpiexec next to {sys.executable} (pip install mpich)")
    return mpiexec


def _run(cmd: list[str], env: dict) -> tuple[subprocess.CompletedProcess, float]:
    start = time.monotonic()
    r = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=TIMEOUT, cwd=ROOT)
    return r, time.monotonic() - start


@pytest.mark.mpi
def test_mpiexec_two_ranks(tmp_path):
    (tmp_path / "s.py").write_text(SCRIPT)
    from lm4gen.core.host import cpu_threads

    env = {k: v for k, v in _child_env().items() if k != "OMP_NUM_THREADS"}
    r, _ = _run([_mpiexec(), "-n", "2", sys.executable, str(tmp_path / "s.py"), "2"], env)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "round 1: rank 0/2 local 0/2 via mpich: sum 3 main True" in r.stdout, r.stdout + r.stderr
    assert "round 1: rank 1/2 local 1/2 via mpich: sum 3 main False" in r.stdout, r.stdout + r.stderr
    assert "[dist] launcher mpich, world size 2, backend gloo, master 127.0.0.1:" in r.stdout
    # the node's cores shared by its 2 ranks (1 each on the 2-core dev machine), not all of them each
    threads = cpu_threads(2, {})
    assert f", {threads} CPU thread{'s' * (threads != 1)} per rank" in r.stdout, r.stdout


@pytest.mark.mpi
def test_mpiexec_uncaught_exception_aborts_every_rank(tmp_path):
    (tmp_path / "s.py").write_text(FAIL_AFTER_INIT)
    r, seconds = _run([_mpiexec(), "-n", "2", sys.executable, str(tmp_path / "s.py")], _child_env())
    assert r.returncode != 0 and "rank 1 fails after start-up" in r.stderr, r.stdout + r.stderr
    assert "rank 0 survived" not in r.stdout and seconds < 40, (seconds, r.stdout + r.stderr)


@pytest.mark.mpi
def test_mpiexec_failed_discovery_on_one_rank_aborts_every_rank(tmp_path):
    (tmp_path / "s.py").write_text(SCRIPT)
    script = str(tmp_path / "s.py")
    r, seconds = _run([_mpiexec(), "-n", "1", sys.executable, script, "1", ":",
                       "-n", "1", "-env", "MASTER_PORT", "bogus", sys.executable, script, "1"], _child_env())
    assert r.returncode != 0 and "MASTER_PORT='bogus' is not an integer" in r.stderr, r.stdout + r.stderr
    assert "sum" not in r.stdout and seconds < 40, (seconds, r.stdout + r.stderr)


def test_torchrun_two_ranks(tmp_path):
    (tmp_path / "s.py").write_text(SCRIPT)
    r, _ = _run([sys.executable, "-m", "torch.distributed.run", "--nproc_per_node", "2", "--master_port",
                 str(free_port()), str(tmp_path / "s.py"), "1"], _child_env())
    assert r.returncode == 0, r.stdout + r.stderr
    assert "round 0: rank 0/2 local 0/2 via torchrun/deepspeed: sum 3 main True" in r.stdout, r.stdout + r.stderr
    assert "round 0: rank 1/2 local 1/2 via torchrun/deepspeed: sum 3 main False" in r.stdout, r.stdout + r.stderr


def test_single_process_in_a_batch_script(tmp_path):
    (tmp_path / "s.py").write_text(SCRIPT)
    batch = {"SLURM_JOB_ID": "99", "SLURM_PROCID": "0", "SLURM_NTASKS": "8", "SLURM_JOB_NODELIST": "n[1-2]"}
    r, _ = _run([sys.executable, str(tmp_path / "s.py"), "2"], _child_env(**batch))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "round 1: rank 0/1 local 0/1 via single: sum 1 main True" in r.stdout, r.stdout + r.stderr
    assert "SLURM_NTASKS=8 but this process was not started by srun" in r.stderr


# ----------------------------------------------------------------------------
# host allocation (lm4gen.core.host)

FAULTS_SCRIPT = """
import resource, sys, torch
from lm4gen.core.process_group import init_distributed, shutdown
init_distributed()
def faults():
    return resource.getrusage(resource.RUSAGE_SELF).ru_minflt
for i in range(16):  # memalign'd blocks leave holes in the heap at first: it settles within ~8 rounds
    if i == 12:
        start = faults()
    x = torch.ones(16 << 20)  # 64 MiB, above glibc's largest mmap threshold; every page touched
    y = torch.ones(8 << 20)  # 32 MiB
    del x, y
print(faults() - start)
shutdown()
"""


@pytest.mark.parametrize("mode", ["keep", "system"])
def test_cpu_runs_reuse_freed_memory_without_page_faults(mode):
    """A gloo start (every CPU run) makes glibc keep freed 64 and 32 MiB blocks: no page faults when they are
    allocated again; LM4GEN_HOST_MALLOC=system leaves glibc's mmap per block, a fault per 4 KiB page."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(LAUNCHER_PREFIXES)}
    env.update(PYTHONPATH=ROOT, LM4GEN_HOST_MALLOC=mode)
    r = subprocess.run([sys.executable, "-c", FAULTS_SCRIPT], env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    faults = int(r.stdout.strip().splitlines()[-1])
    pages = 4 * (96 << 20) // 4096  # four more rounds of 64 + 32 MiB in 4 KiB pages
    if mode == "keep":
        assert faults < pages // 20, faults
    else:
        assert faults >= pages // 2, faults


def test_cpu_model_reads_the_model_name(tmp_path):
    import platform

    from lm4gen.core.host import cpu_model

    info = tmp_path / "cpuinfo"
    info.write_text("processor\t: 0\nvendor_id\t: AuthenticAMD\nmodel name\t: AMD EPYC 7B13\n\n"
                    "processor\t: 1\nmodel name\t: AMD EPYC 7B13\n")
    assert cpu_model(str(info)) == "AMD EPYC 7B13"
    info.write_text("processor\t: 0\nHardware\t: some board\n")  # no model name (e.g. some ARM kernels)
    assert cpu_model(str(info)) == (platform.processor() or "unknown")
    assert cpu_model(str(tmp_path / "absent")) == (platform.processor() or "unknown")


RELEASE_SCRIPT = """
import sys, torch
from lm4gen.core.host import keep_freed_memory, release_freed_memory
def rss():
    return int(open("/proc/self/statm").read().split()[1]) * 4096
kept = keep_freed_memory()
x = torch.ones(64 << 20)  # 256 MiB, every page touched
small = torch.ones(1 << 10)  # allocated after it: the freed block is not at the top of the heap
before = rss()
del x
after_free = rss()
released = release_freed_memory()
print(kept, released, before - after_free, before - rss())
"""


def test_release_freed_memory_hands_one_off_peaks_back():
    """keep_freed_memory holds a freed 256 MiB block; release_freed_memory (malloc_trim) returns it to the OS even
    below live memory (pretrain/run.py calls it after set-up and after each checkpoint)."""
    r = subprocess.run([sys.executable, "-c", RELEASE_SCRIPT], env={**os.environ, "PYTHONPATH": ROOT},
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr[-3000:]
    kept, released, dropped_by_free, dropped_by_release = r.stdout.split()
    assert kept == "True" and released == "True"
    assert int(dropped_by_free) < 16 << 20  # kept: freeing hands nothing back
    assert int(dropped_by_release) > 200 << 20  # released


def test_the_runtime_uses_the_device_the_process_group_chose(monkeypatch):
    """One choice for both: the process group sets it (torch.cuda.set_device), the runtime trains on it."""
    import torch
    import torch.distributed as dist

    from lm4gen.core.runtime import Runtime

    if dist.is_initialized():
        pytest.skip("a process group exists in this test process")
    for name in list(os.environ):
        if name.startswith(LAUNCHER_PREFIXES):
            monkeypatch.delenv(name)
    chosen = torch.device("cpu")  # one a CPU-only build can start a gloo group on (the choice itself: above)
    monkeypatch.setattr(process_group, "choose_device", lambda local_rank, local_world_size: chosen)
    runtime = Runtime.start(tensor_parallel=1)
    try:
        assert runtime.device is chosen and runtime.process_group.device is chosen
    finally:
        runtime.stop()
