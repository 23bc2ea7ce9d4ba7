"""Rank discovery as a pure function of the environment, and real 2-process starts."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from conftest import ROOT
from launcher.dist import discover, expand_nodelist, rendezvous, tasks_on_node


class FakeComm:
    def __init__(self, value=None):
        self.value = value

    def bcast(self, value, root=0):
        return value if value is not None else self.value


def test_torchrun_and_deepspeed():
    e = discover({"RANK": "3", "WORLD_SIZE": "8", "LOCAL_RANK": "1", "LOCAL_WORLD_SIZE": "4", "MASTER_ADDR": "n1",
                  "MASTER_PORT": "29500"})
    assert (e.rank, e.world_size, e.local_rank, e.local_world_size, e.master_addr, e.master_port) == (3, 8, 1, 4, "n1", 29500)
    assert e.launcher == "torchrun/deepspeed"


@pytest.mark.parametrize("env,match", [
    ({"WORLD_SIZE": "2"}, "RANK is not set"),
    ({"RANK": "0"}, "WORLD_SIZE is not set"),
    ({"RANK": "2", "WORLD_SIZE": "2", "LOCAL_RANK": "0", "MASTER_ADDR": "a", "MASTER_PORT": "1"}, "rank 2 is not below"),
    ({"RANK": "x", "WORLD_SIZE": "2"}, "RANK='x' is not an integer"),
    ({"RANK": "-1", "WORLD_SIZE": "2"}, "must be >= 0"),
    ({"RANK": "0", "WORLD_SIZE": "2", "LOCAL_RANK": "0"}, "MASTER_ADDR and MASTER_PORT"),
    ({"RANK": "1", "WORLD_SIZE": "2", "MASTER_ADDR": "a", "MASTER_PORT": "1"}, "LOCAL_RANK is required"),
    ({"RANK": "0", "WORLD_SIZE": "4", "LOCAL_RANK": "2", "LOCAL_WORLD_SIZE": "2", "MASTER_ADDR": "a", "MASTER_PORT": "1"},
     "local rank 2"),
])
def test_inconsistent_environments_fail_fast(env, match):
    with pytest.raises(ValueError, match=match):
        discover(env)


def test_slurm_srun_task():
    env = {"SLURM_PROCID": "5", "SLURM_NTASKS": "8", "SLURM_LOCALID": "1", "SLURM_NODEID": "1", "SLURM_STEP_ID": "0",
           "SLURM_TASKS_PER_NODE": "4(x2)", "SLURM_JOB_NODELIST": "gpu[07-08]", "SLURM_JOB_ID": "123456"}
    e = discover(env)
    assert (e.rank, e.world_size, e.local_rank, e.local_world_size) == (5, 8, 1, 4)
    assert (e.master_addr, e.master_port, e.launcher) == ("gpu07", 20000 + 123456 % 20000, "slurm")
    assert discover({**env, "MASTER_ADDR": "10.0.0.1", "MASTER_PORT": "1234"}).master_addr == "10.0.0.1"


def test_slurm_batch_script_is_not_a_rank():
    e = discover({"SLURM_PROCID": "0", "SLURM_NTASKS": "8", "SLURM_STEP_ID": "batch", "SLURM_JOB_NODELIST": "n1",
                  "SLURM_JOB_ID": "1"})
    assert e.launcher == "single" and e.world_size == 1
    assert discover({"SLURM_JOB_ID": "1", "SLURM_NTASKS": "8"}).launcher == "single"


@pytest.mark.parametrize("nodelist,hosts", [
    ("n1", ["n1"]),
    ("node[01-03,07]", ["node01", "node02", "node03", "node07"]),
    ("a[1-2],b5,c[9]", ["a1", "a2", "b5", "c9"]),
    ("rack1-n[008-010]", ["rack1-n008", "rack1-n009", "rack1-n010"]),
])
def test_nodelist_expansion(nodelist, hosts):
    assert expand_nodelist(nodelist) == hosts


def test_tasks_per_node_formats():
    assert tasks_on_node("8", 0) == 8
    assert tasks_on_node("2(x3),1", 2) == 2 and tasks_on_node("2(x3),1", 3) == 1
    with pytest.raises(ValueError, match="SLURM_NODEID"):
        tasks_on_node("2(x2)", 2)


def test_open_mpi_and_mpich_with_rendezvous():
    e = discover({"OMPI_COMM_WORLD_RANK": "1", "OMPI_COMM_WORLD_SIZE": "4", "OMPI_COMM_WORLD_LOCAL_RANK": "1",
                  "OMPI_COMM_WORLD_LOCAL_SIZE": "2"}, mpi_comm=FakeComm(("10.1.1.1", 4242)))
    assert (e.rank, e.world_size, e.local_rank, e.local_world_size, e.launcher) == (1, 4, 1, 2, "openmpi")
    assert (e.master_addr, e.master_port) == ("10.1.1.1", 4242)
    e = discover({"PMI_RANK": "0", "PMI_SIZE": "2", "MPI_LOCALRANKID": "0", "MPI_LOCALNRANKS": "2"}, mpi_comm=FakeComm())
    assert e.launcher == "mpich" and e.rank == 0 and e.master_port > 0  # rank 0 chose the address itself
    with pytest.raises(ValueError, match="PMI_RANK"):
        discover({"PMI_SIZE": "2"})
    assert rendezvous(0, FakeComm(), "h", 7) == ("h", 7)


def test_single_process():
    e = discover({})
    assert (e.rank, e.world_size, e.launcher) == (0, 1, "single")


SCRIPT = """
import torch, torch.distributed as dist
from launcher.dist import init_distributed
env = init_distributed(timeout_minutes=2)
t = torch.tensor([env.rank + 1.0])
dist.all_reduce(t)
print(f"rank {env.rank}/{env.world_size} via {env.launcher}: sum {int(t.item())}", flush=True)
dist.destroy_process_group()
"""


def _clean_env() -> dict:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("SLURM_", "OMPI_", "PMI_", "MPI_", "RANK", "WORLD_SIZE", "LOCAL_", "MASTER_"))}
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    return env


@pytest.mark.mpi
def test_mpiexec_two_ranks(tmp_path):
    mpiexec = os.path.join(os.path.dirname(sys.executable), "mpiexec")
    if not os.path.exists(mpiexec):
        pytest.skip(f"no mpiexec next to {sys.executable} (pip install mpich)")
    (tmp_path / "s.py").write_text(SCRIPT)
    r = subprocess.run([mpiexec, "-n", "2", sys.executable, str(tmp_path / "s.py")], env=_clean_env(),
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "rank 0/2 via mpich: sum 3" in r.stdout and "rank 1/2 via mpich: sum 3" in r.stdout


def test_torchrun_two_ranks(tmp_path):
    from launcher.dist import free_port

    (tmp_path / "s.py").write_text(SCRIPT)
    r = subprocess.run([sys.executable, "-m", "torch.distributed.run", "--nproc_per_node", "2", "--master_port",
                        str(free_port()), str(tmp_path / "s.py")], env=_clean_env(), capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "rank 1/2 via torchrun/deepspeed: sum 3" in r.stdout
