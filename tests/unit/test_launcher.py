"""Rank discovery as a pure function of the environment, and real multi-process starts on gloo."""

from __future__ import annotations

import os
import socket

import pytest

from lm4gen.core import collectives, network, process_group
from lm4gen.core.launch_env import (discover, task_split, expand_nodelist, local_from_hosts, master_from_bcast,
                                    rendezvous, tasks_on_node, tasks_per_node)
from lm4gen.core.network import free_port
from helpers.launcher import LAUNCHER_PREFIXES


class FakeComm:
    """mpi4py's COMM_WORLD as one rank sees it; ``root_value`` is what rank 0 broadcasts."""

    def __init__(self, rank: int, size: int, root_value=None, hosts=None):
        self.rank, self.size, self.root_value, self.hosts = rank, size, root_value, hosts
        self.sent = None

    def Get_rank(self):
        return self.rank

    def Get_size(self):
        return self.size

    def bcast(self, value, root=0):
        self.sent = value
        return value if self.rank == root else self.root_value

    def allgather(self, value):
        return list(self.hosts) if self.hosts else [value] * self.size


class SilentComm(FakeComm):
    def bcast(self, value, root=0):
        raise AssertionError("no rendezvous expected")

    def allgather(self, value):
        raise AssertionError("no host exchange expected")


def fields(e):
    return e.rank, e.local_rank, e.world_size, e.local_world_size


# --- torchrun / deepspeed ----------------------------------------------------------------------------------------

TORCHRUN = {"RANK": "3", "WORLD_SIZE": "8", "LOCAL_RANK": "1", "LOCAL_WORLD_SIZE": "4", "MASTER_ADDR": "n1",
            "MASTER_PORT": "29500", "GROUP_RANK": "0", "TORCHELASTIC_RUN_ID": "none"}


def test_torchrun():
    e = discover(TORCHRUN)
    assert fields(e) == (3, 1, 8, 4)
    assert (e.master_addr, e.master_port, e.launcher) == ("n1", 29500, "torchrun/deepspeed")
    assert e.exports() == {"RANK": "3", "WORLD_SIZE": "8", "LOCAL_RANK": "1", "LOCAL_WORLD_SIZE": "4",
                           "MASTER_ADDR": "n1", "MASTER_PORT": "29500"}


def test_deepspeed_launcher():
    # deepspeed/launcher/launch.py: no LOCAL_WORLD_SIZE, its LOCAL_SIZE instead
    e = discover({"RANK": "5", "LOCAL_RANK": "1", "WORLD_SIZE": "8", "LOCAL_SIZE": "4", "CROSS_RANK": "1",
                  "CROSS_SIZE": "2", "MASTER_ADDR": "10.0.0.1", "MASTER_PORT": "29500"})
    assert fields(e) == (5, 1, 8, 4) and e.launcher == "torchrun/deepspeed" and not e.is_mpi


def test_torchrun_world_of_one_needs_no_master():
    e = discover({"RANK": "0", "WORLD_SIZE": "1"})
    assert fields(e) == (0, 0, 1, 1) and e.master_addr == "127.0.0.1" and 0 < e.master_port < 65536


def test_torchrun_inside_srun_or_mpirun_wins():
    env = {**TORCHRUN, "SLURM_PROCID": "1", "SLURM_NTASKS": "2", "SLURM_STEP_ID": "0", "SLURM_LOCALID": "0",
           "SLURM_JOB_NODELIST": "n[1-2]", "SLURM_JOB_ID": "7", "PMI_RANK": "1", "PMI_SIZE": "2"}
    assert discover(env, mpi_comm=SilentComm(1, 2)).launcher == "torchrun/deepspeed"


# --- SLURM -------------------------------------------------------------------------------------------------------

# task 5 of an `srun -n 8 --ntasks-per-node 4` step on the last two nodes of a four-node allocation
SRUN = {"SLURM_JOB_ID": "123456", "SLURM_STEP_ID": "0", "SLURM_STEPID": "0", "SLURM_PROCID": "5", "SLURM_LOCALID": "1",
        "SLURM_NODEID": "1", "SLURM_NTASKS": "8", "SLURM_STEP_NUM_TASKS": "8", "SLURM_STEP_NUM_NODES": "2",
        "SLURM_STEP_TASKS_PER_NODE": "4(x2)", "SLURM_TASKS_PER_NODE": "4(x4)", "SLURM_JOB_NUM_NODES": "4",
        "SLURM_STEP_NODELIST": "gpu[07-08]", "SLURM_JOB_NODELIST": "gpu[05-08]"}


def test_slurm_srun_task():
    e = discover(SRUN)
    assert fields(e) == (5, 1, 8, 4)
    assert (e.master_addr, e.master_port, e.launcher) == ("gpu07", 20000 + 123456 % 20000, "slurm")


def test_slurm_step_sizes_win_over_the_jobs():
    # srun -n 2 inside sbatch -n 16 with --preserve-env: SLURM_NTASKS and SLURM_TASKS_PER_NODE keep the job's values
    env = {**SRUN, "SLURM_PROCID": "1", "SLURM_LOCALID": "1", "SLURM_NODEID": "0", "SLURM_NTASKS": "16",
           "SLURM_STEP_NUM_TASKS": "2", "SLURM_STEP_TASKS_PER_NODE": "2", "SLURM_STEP_NODELIST": "gpu05"}
    assert fields(discover(env)) == (1, 1, 2, 2) and discover(env).master_addr == "gpu05"


def test_slurm_job_level_variables_only():
    env = {"SLURM_JOB_ID": "42", "SLURM_STEP_ID": "3", "SLURM_PROCID": "6", "SLURM_LOCALID": "0", "SLURM_NODEID": "3",
           "SLURM_NTASKS": "7", "SLURM_TASKS_PER_NODE": "2(x3),1", "SLURM_JOB_NODELIST": "node[01-04,07],gpu-a5"}
    e = discover(env)
    assert fields(e) == (6, 0, 7, 1) and (e.master_addr, e.master_port) == ("node01", 20042)


@pytest.mark.parametrize("var,value,nodeid,local_world", [
    ("SLURM_STEP_TASKS_PER_NODE", "3,2(x2)", "2", 2),
    ("SLURM_STEP_TASKS_PER_NODE", "3,2(x2)", "0", 3),
    ("SLURM_TASKS_PER_NODE", "2(x3),1", "3", 1),
    ("SLURM_TASKS_PER_NODE", "7", None, 7),
    ("SLURM_NTASKS_PER_NODE", "4", "1", 4),
])
def test_slurm_tasks_per_node_formats(var, value, nodeid, local_world):
    env = {"SLURM_JOB_ID": "1", "SLURM_STEP_ID": "0", "SLURM_PROCID": "0", "SLURM_LOCALID": "0", "SLURM_NTASKS": "7",
           "SLURM_JOB_NODELIST": "n[1-3]", var: value}
    if var == "SLURM_NTASKS_PER_NODE":
        env["SLURM_NTASKS"] = "8"
    if nodeid is not None:
        env["SLURM_NODEID"] = nodeid
    assert discover(env).local_world_size == local_world


def test_slurm_one_node_without_per_node_counts():
    env = {"SLURM_JOB_ID": "1", "SLURM_STEP_ID": "0", "SLURM_PROCID": "2", "SLURM_LOCALID": "2", "SLURM_NTASKS": "4",
           "SLURM_NNODES": "1", "SLURM_JOB_NODELIST": "n1"}
    assert fields(discover(env)) == (2, 2, 4, 4)


def test_slurm_master_overrides():
    e = discover({**SRUN, "MASTER_ADDR": "10.0.0.1", "MASTER_PORT": "1234"})
    assert (e.master_addr, e.master_port, e.launcher) == ("10.0.0.1", 1234, "slurm")
    assert discover({**SRUN, "MASTER_PORT": "1234"}).master_addr == "gpu07"


# The rule: a process is a SLURM rank only if SLURM_STEP_ID names a regular step. The batch script of
# `sbatch -n 8` also has SLURM_PROCID=0 and SLURM_NTASKS=8, but it is one process (its step id is absent,
# or "batch"/"extern"/"interactive", a reserved id >= 0xfffffff0, or that id printed as a signed int).
BATCH = {"SLURM_JOB_ID": "99", "SLURM_PROCID": "0", "SLURM_LOCALID": "0", "SLURM_NODEID": "0", "SLURM_NTASKS": "8",
         "SLURM_TASKS_PER_NODE": "4(x2)", "SLURM_JOB_NODELIST": "n[1-2]"}


@pytest.mark.parametrize("step,launcher", [
    (None, "single"), ("batch", "single"), ("extern", "single"), ("interactive", "single"),
    (str(0xFFFFFFFB), "single"), (str(0xFFFFFFFE), "single"), (str(0xFFFFFFFA), "single"), (str(0xFFFFFFFF), "single"),
    ("-5", "single"), ("", "single"), ("0", "slurm"), ("17", "slurm"),
])
def test_slurm_batch_step_is_not_a_rank(step, launcher):
    env = dict(BATCH) if step is None else {**BATCH, "SLURM_STEP_ID": step}
    e = discover(env)
    assert e.launcher == launcher
    assert fields(e) == ((0, 0, 1, 1) if launcher == "single" else (0, 0, 8, 4))


def test_slurm_old_stepid_alias():
    assert discover({**BATCH, "SLURM_STEPID": "2"}).launcher == "slurm"


def test_mpirun_inside_an_allocation_is_mpi():
    # mpirun starts one daemon per node with srun; its ranks inherit the daemon's SLURM_* (task 1 of 2)
    daemon = {"SLURM_JOB_ID": "5", "SLURM_STEP_ID": "0", "SLURM_PROCID": "1", "SLURM_LOCALID": "0",
              "SLURM_NODEID": "1", "SLURM_NTASKS": "2", "SLURM_STEP_TASKS_PER_NODE": "1(x2)",
              "SLURM_JOB_NODELIST": "n[1-2]"}
    ompi = {"OMPI_COMM_WORLD_RANK": "6", "OMPI_COMM_WORLD_SIZE": "8", "OMPI_COMM_WORLD_LOCAL_RANK": "2",
            "OMPI_COMM_WORLD_LOCAL_SIZE": "4"}
    e = discover({**daemon, **ompi}, mpi_comm=FakeComm(6, 8, root_value=("n1", 4000)))
    assert fields(e) == (6, 2, 8, 4) and e.launcher == "openmpi" and (e.master_addr, e.master_port) == ("n1", 4000)
    # srun --mpi=pmi2 sets PMI_RANK/PMI_SIZE equal to SLURM's: still a SLURM task, no MPI needed
    pmi = {"PMI_RANK": "1", "PMI_SIZE": "2"}
    assert discover({**daemon, **pmi}, mpi_comm=SilentComm(1, 2)).launcher == "slurm"


@pytest.mark.parametrize("change,match", [
    ({"SLURM_PROCID": "8"}, "SLURM_PROCID=8 is not below SLURM_STEP_NUM_TASKS=8"),
    ({"SLURM_STEP_NUM_TASKS": None, "SLURM_NTASKS": None}, "SLURM_NTASKS is required"),
    ({"SLURM_LOCALID": "4"}, "SLURM_LOCALID=4 is not below SLURM_STEP_TASKS_PER_NODE=4"),
    ({"SLURM_LOCALID": None}, "SLURM_LOCALID is required"),
    ({"SLURM_PROCID": "x"}, "SLURM_PROCID='x' is not an integer"),
    ({"SLURM_STEP_TASKS_PER_NODE": "4x2"}, "SLURM_STEP_TASKS_PER_NODE='4x2' is not understood"),
    ({"SLURM_STEP_TASKS_PER_NODE": "4,2"}, "adds up to 6 tasks but SLURM_STEP_NUM_TASKS=8"),
    ({"SLURM_NODEID": "2"}, r"SLURM_NODEID=2 is outside SLURM_STEP_TASKS_PER_NODE='4\(x2\)'"),
    ({"SLURM_STEP_TASKS_PER_NODE": "5,3", "SLURM_NODEID": None}, "SLURM_NODEID is required"),
    ({"SLURM_STEP_TASKS_PER_NODE": None, "SLURM_TASKS_PER_NODE": None}, "cannot tell the tasks on this node"),
    ({"SLURM_STEP_NODELIST": None, "SLURM_JOB_NODELIST": None}, "set MASTER_ADDR"),
    ({"SLURM_JOB_ID": None}, "set MASTER_PORT"),
    ({"SLURM_STEP_NODELIST": "gpu[08-07]"}, "bad range '08-07'"),
])
def test_slurm_inconsistent_environments(change, match):
    env = {k: v for k, v in {**SRUN, **change}.items() if v is not None}
    with pytest.raises(ValueError, match=match):
        discover(env)


@pytest.mark.parametrize("nodelist,hosts", [
    ("n1", ["n1"]),
    ("node[01-04,07],gpu-a5", ["node01", "node02", "node03", "node04", "node07", "gpu-a5"]),
    ("a[1-2],b5,c[9]", ["a1", "a2", "b5", "c9"]),
    ("rack1-n[008-010]", ["rack1-n008", "rack1-n009", "rack1-n010"]),
    ("n[8-10]", ["n8", "n9", "n10"]),
    ("gpu[1-2].ib,login", ["gpu1.ib", "gpu2.ib", "login"]),
    ("r[1-2]n[1,3]", ["r1n1", "r1n3", "r2n1", "r2n3"]),
    ("x[0]", ["x0"]),
])
def test_nodelist_expansion(nodelist, hosts):
    assert expand_nodelist(nodelist) == hosts


@pytest.mark.parametrize("nodelist,match", [
    ("", "empty host name"), ("a,,b", "empty host name"), ("n[1-2", "unbalanced"), ("n1-2]", "unbalanced"),
    ("n[[1]]", "nested"), ("n[a-b]", "bad range"), ("n[]", "bad range"), ("n[3-1]", "bad range"),
])
def test_nodelist_errors(nodelist, match):
    with pytest.raises(ValueError, match=match):
        expand_nodelist(nodelist)


def test_tasks_per_node_formats():
    assert tasks_per_node("2(x3),1") == [2, 2, 2, 1] and tasks_per_node("8") == [8]
    assert tasks_on_node("8", 0) == 8 and tasks_on_node("2(x3),1", 2) == 2 and tasks_on_node("2(x3),1", 3) == 1
    with pytest.raises(ValueError, match="SLURM_NODEID=2 is outside"):
        tasks_on_node("2(x2)", 2)
    with pytest.raises(ValueError, match="not understood"):
        tasks_per_node("2(3)")


# --- MPI ---------------------------------------------------------------------------------------------------------

OMPI = {"OMPI_COMM_WORLD_RANK": "1", "OMPI_COMM_WORLD_SIZE": "4", "OMPI_COMM_WORLD_LOCAL_RANK": "1",
        "OMPI_COMM_WORLD_LOCAL_SIZE": "2"}
HYDRA = {"PMI_RANK": "1", "PMI_SIZE": "2", "MPI_LOCALRANKID": "1", "MPI_LOCALNRANKS": "2", "PMI_FD": "9",
         "PMI_HOSTNAME": "vm"}


def test_open_mpi_gets_the_master_from_rank_0():
    e = discover(OMPI, mpi_comm=FakeComm(1, 4, root_value=("10.1.1.1", 4242)))
    assert fields(e) == (1, 1, 4, 2) and e.launcher == "openmpi" and e.is_mpi
    assert (e.master_addr, e.master_port) == ("10.1.1.1", 4242)


def test_mpich_hydra():
    e = discover(HYDRA, mpi_comm=FakeComm(1, 2, root_value=("127.0.0.1", 5555)))
    assert fields(e) == (1, 1, 2, 2) and e.launcher == "mpich" and e.master_port == 5555


def test_mpi_rank_0_picks_the_master():
    comm = FakeComm(0, 2)  # one node: loopback works even where the host name resolves to nothing else
    e = discover({**HYDRA, "PMI_RANK": "0", "MPI_LOCALRANKID": "0"}, mpi_comm=comm)
    assert comm.sent == (e.master_addr, e.master_port) and e.master_addr == "127.0.0.1" and e.master_port > 0
    comm = FakeComm(0, 4)  # several nodes: an address the other hosts can reach
    e = discover({**OMPI, "OMPI_COMM_WORLD_RANK": "0", "OMPI_COMM_WORLD_LOCAL_RANK": "0"}, mpi_comm=comm)
    assert comm.sent == (network.local_address(), e.master_port)
    comm = FakeComm(0, 2)  # what is given is kept
    assert discover({**HYDRA, "PMI_RANK": "0", "MPI_LOCALRANKID": "0", "MASTER_ADDR": "h"},
                    mpi_comm=comm).master_addr == "h" and comm.sent[0] == "h"


def test_mpi_with_master_set_needs_no_communication():
    e = discover({**OMPI, "MASTER_ADDR": "n1", "MASTER_PORT": "6000"}, mpi_comm=SilentComm(1, 4))
    assert (e.master_addr, e.master_port, e.launcher) == ("n1", 6000, "openmpi")


def test_mpi_local_ranks_from_host_names():
    env = {"PMI_RANK": "3", "PMI_SIZE": "4", "MASTER_ADDR": "a", "MASTER_PORT": "1"}
    e = discover(env, mpi_comm=FakeComm(3, 4, hosts=["a", "a", "b", "b"]))
    assert fields(e) == (3, 1, 4, 2) and e.launcher == "mpich"
    assert local_from_hosts(["a", "b", "a", "b", "a"], 4) == (2, 3)


def test_mpi4py_without_launcher_variables():
    e = discover({}, mpi_comm=FakeComm(1, 3, root_value=("h", 1234), hosts=["x", "y", "y"]))
    assert fields(e) == (1, 0, 3, 2) and e.launcher == "mpi4py" and (e.master_addr, e.master_port) == ("h", 1234)
    assert discover({}, mpi_comm=FakeComm(0, 1)).launcher == "single"


def test_mpi4py_built_for_another_mpi():
    # mpi4py linked to a different MPI than the mpiexec: every process is a singleton of size 1
    with pytest.raises(ValueError, match="PMI_RANK=1 of 2 but mpi4py's COMM_WORLD says rank 0 of 1"):
        discover(HYDRA, mpi_comm=FakeComm(0, 1))


def test_rendezvous_helpers():
    assert master_from_bcast(("n1", 29500)) == ("n1", 29500)
    assert master_from_bcast(["n1", 29500]) == ("n1", 29500)
    for value in (None, ("n1",), ("", 1), ("n1", 0), ("n1", 70000), ("n1", "29500"), (1, 2)):
        with pytest.raises(ValueError, match="not \\(address, port\\)"):
            master_from_bcast(value)
    assert rendezvous(FakeComm(0, 2), 0, "h", 7) == ("h", 7)
    assert rendezvous(FakeComm(1, 2, root_value=("h", 7)), 1) == ("h", 7)
    with pytest.raises(ValueError, match="broadcast None"):
        rendezvous(FakeComm(1, 2, root_value=None), 1)


@pytest.mark.parametrize("env,match", [
    ({"PMI_SIZE": "2"}, "PMI_RANK is required"),
    ({"OMPI_COMM_WORLD_RANK": "0"}, "OMPI_COMM_WORLD_SIZE is required"),
    ({**OMPI, "OMPI_COMM_WORLD_LOCAL_SIZE": None},
     "set both OMPI_COMM_WORLD_LOCAL_RANK and OMPI_COMM_WORLD_LOCAL_SIZE"),
    ({**HYDRA, "MPI_LOCALRANKID": "2"}, "MPI_LOCALRANKID=2 is not below MPI_LOCALNRANKS=2"),
    ({**HYDRA, "PMI_RANK": "2"}, "PMI_RANK=2 is not below PMI_SIZE=2"),
    ({**OMPI, "OMPI_COMM_WORLD_SIZE": "-4"}, "OMPI_COMM_WORLD_SIZE='-4' must be >= 0"),
])
def test_mpi_inconsistent_environments(env, match):
    env = {k: v for k, v in env.items() if v is not None}
    with pytest.raises(ValueError, match=match):
        discover(env, mpi_comm=SilentComm(0, 2))


# --- single process and generic errors -----------------------------------------------------------------------------

def test_single_process():
    e = discover({})
    assert fields(e) == (0, 0, 1, 1) and e.launcher == "single" and e.master_addr == "127.0.0.1"
    assert 0 < e.master_port < 65536
    e = discover({"MASTER_ADDR": "h", "MASTER_PORT": "1234", "LOCAL_RANK": "0"})
    assert (e.master_addr, e.master_port, e.launcher) == ("h", 1234, "single")


@pytest.mark.parametrize("env,match", [
    ({"WORLD_SIZE": "2"}, "WORLD_SIZE is set but RANK is not set"),
    ({"RANK": "0"}, "RANK is set but WORLD_SIZE is not set"),
    ({**TORCHRUN, "RANK": "8"}, "RANK=8 is not below WORLD_SIZE=8"),
    ({**TORCHRUN, "RANK": "x"}, "RANK='x' is not an integer"),
    ({**TORCHRUN, "RANK": "-1"}, "RANK='-1' must be >= 0"),
    ({**TORCHRUN, "WORLD_SIZE": "0", "RANK": "0"}, "WORLD_SIZE=0: the world size must be >= 1"),
    ({**TORCHRUN, "LOCAL_RANK": "4"}, "LOCAL_RANK=4 is not below LOCAL_WORLD_SIZE=4"),
    ({**TORCHRUN, "LOCAL_WORLD_SIZE": "16"}, "LOCAL_WORLD_SIZE=16 ranks on this node but WORLD_SIZE=8"),
    ({**TORCHRUN, "LOCAL_WORLD_SIZE": None, "LOCAL_SIZE": "1"}, "LOCAL_RANK=1 is not below LOCAL_SIZE=1"),
    ({**TORCHRUN, "LOCAL_RANK": None}, "LOCAL_RANK is required"),
    ({**TORCHRUN, "MASTER_ADDR": None}, "WORLD_SIZE > 1 needs MASTER_ADDR and MASTER_PORT"),
    ({**TORCHRUN, "MASTER_PORT": "0"}, "MASTER_PORT=0 is not a TCP port"),
    ({**TORCHRUN, "MASTER_PORT": "70000"}, "MASTER_PORT=70000 is not a TCP port"),
    ({**TORCHRUN, "MASTER_PORT": "http"}, "MASTER_PORT='http' is not an integer"),
])
def test_inconsistent_environments_fail_fast(env, match):
    env = {k: v for k, v in env.items() if v is not None}
    with pytest.raises(ValueError, match=match):
        discover(env)


def test_free_port_is_below_the_ephemeral_range_and_skips_a_taken_port(monkeypatch, tmp_path):
    low, high = network.ephemeral_ports()
    assert 0 < low <= high < 65536
    if low > network.LOWEST_PICKED_PORT:
        ports = {free_port() for _ in range(20)}
        assert all(network.LOWEST_PICKED_PORT <= p < low for p in ports) and len(ports) > 1, ports
    # a port some process listens on is never handed out: the draw goes on to the next
    with socket.socket() as held:
        held.bind(("", free_port()))
        held.listen()
        taken = held.getsockname()[1]
        draws = iter([taken, taken, taken + 1 if taken + 1 < low else taken - 1])
        monkeypatch.setattr(network.random.SystemRandom, "randrange", lambda self, a, b: next(draws))
        assert free_port() not in (taken, 0)
    # no room below the range (or an unreadable range file: Linux's default): the kernel's choice
    (tmp_path / "range").write_text(f"{network.LOWEST_PICKED_PORT} 60999\n")
    monkeypatch.setattr(network, "EPHEMERAL_RANGE", str(tmp_path / "range"))
    assert network.ephemeral_ports() == (network.LOWEST_PICKED_PORT, 60999)
    assert low <= free_port() <= high
    assert network.ephemeral_ports(str(tmp_path / "missing")) == (32768, 60999)


def test_is_main_and_barrier_before_init(monkeypatch):
    import torch.distributed as dist

    if dist.is_initialized():
        pytest.skip("a process group exists in this test process")
    for name in list(os.environ):
        if name.startswith(LAUNCHER_PREFIXES):
            monkeypatch.delenv(name)
    assert collectives.is_main()
    collectives.barrier()  # one process: nothing to wait for
    monkeypatch.setenv("RANK", "1")
    monkeypatch.setenv("WORLD_SIZE", "2")
    monkeypatch.setenv("LOCAL_RANK", "1")
    assert not collectives.is_main()
    with pytest.raises(RuntimeError, match="call init_distributed"):
        collectives.barrier()
    process_group.shutdown()  # no process group: nothing to do


def test_multi30k_train_seconds_leaves_out_the_resume_gap(tmp_path):
    """A resumed fine-tuning run's wall time sums its working intervals, not the hours it was stopped."""
    import json

    from lm4gen.launcher.multi30k_steps import train_seconds

    recs = [(50, 1000.0), (100, 1100.0), (118, 1140.0), (150, 1200.0),  # stopped after step 150 ...
            (118, 9000.0), (150, 9060.0), (200, 9160.0)]                # ... resumed from step 118 hours later
    (tmp_path / "metrics.jsonl").write_text("".join(json.dumps({"step": s, "loss": 1.0,
                                                                "time": t}) + "\n" for s, t in recs))
    assert train_seconds(str(tmp_path)) == 200.0 + 160.0
    (tmp_path / "metrics.jsonl").write_text(json.dumps({"step": 1, "time": 5.0}) + "\n")
    assert train_seconds(str(tmp_path)) is None


def test_multi30k_new_run_does_not_overwrite_an_earlier_report(tmp_path):
    """A fresh run named like an already-reported one is refused before training; its own resume is not."""
    from lm4gen.launcher.multi30k_steps import check_report_free

    reports, out = tmp_path / "reports", tmp_path / "ft" / "shared"
    check_report_free(str(reports), "shared", str(out), overwrite=False)  # nothing reported yet
    reports.mkdir()
    (reports / "shared.json").write_text("{}")
    with pytest.raises(SystemExit, match=r"shared\.json already holds the results of an earlier 'shared' run"):
        check_report_free(str(reports), "shared", str(out), overwrite=False)
    (out / "checkpoints").mkdir(parents=True)  # the run that wrote it, resumed or re-scored
    check_report_free(str(reports), "shared", str(out), overwrite=False)
    (out / "checkpoints").rmdir()
    check_report_free(str(reports), "shared", str(out), overwrite=True)


# --- task_split: data_prep's part of the work ------------------------------------------------------------------


ARRAY = {"SLURM_ARRAY_TASK_ID": "6", "SLURM_ARRAY_TASK_MIN": "4", "SLURM_ARRAY_TASK_STEP": "2",
         "SLURM_ARRAY_TASK_COUNT": "3", "SLURM_JOB_ID": "77"}  # --array=4-8:2, the second of three tasks


@pytest.mark.parametrize("env,split", [
    ({}, (0, 1)),
    (ARRAY, (1, 3)),
    ({**ARRAY, "SLURM_ARRAY_TASK_STEP": "", "SLURM_ARRAY_TASK_ID": "5"}, (1, 3)),  # --array=4-6
    ({"PMI_RANK": "1", "PMI_SIZE": "4"}, (1, 4)),  # mpiexec -n 4 (MPICH/Hydra)
    ({"RANK": "2", "WORLD_SIZE": "3", "LOCAL_RANK": "0", "MASTER_ADDR": "h", "MASTER_PORT": "1"}, (2, 3)),  # torchrun
    ({**SRUN, **ARRAY}, (1 * 8 + 5, 3 * 8)),  # an array task that runs 8 srun tasks: each array part split by rank
    ({**ARRAY, "SLURM_PROCID": "0", "SLURM_NTASKS": "8"}, (1, 3)),  # the array task's batch script is not a rank
])
def test_task_split(env, split):
    assert task_split(env) == split


@pytest.mark.parametrize("change,match", [
    ({"SLURM_ARRAY_TASK_ID": "5"}, "not one of the 3 ids from SLURM_ARRAY_TASK_MIN=4 in steps of 2"),
    ({"SLURM_ARRAY_TASK_ID": "10"}, "SLURM_ARRAY_TASK_ID=10"),
    ({"SLURM_ARRAY_TASK_COUNT": ""}, "SLURM_ARRAY_TASK_COUNT is required"),
])
def test_task_split_inconsistent_array(change, match):
    with pytest.raises(ValueError, match=match):
        task_split({**ARRAY, **change})


def test_host_malloc_setting_is_checked():
    from lm4gen.core.host import keep_freed_memory

    with pytest.raises(ValueError, match="LM4GEN_HOST_MALLOC"):
        keep_freed_memory({"LM4GEN_HOST_MALLOC": "jemalloc"})
    assert keep_freed_memory({"LM4GEN_HOST_MALLOC": "system"}) is False


def test_cpu_ranks_share_the_cores():
    from lm4gen.core.host import cpu_threads

    assert cpu_threads(2, {}, affinity=2, cpu_count=2) == 1  # the deepspeed launcher's 2 ranks on 2 cores
    assert cpu_threads(1, {}, affinity=2, cpu_count=2) == 2
    assert cpu_threads(4, {}, affinity=16, cpu_count=16) == 4
    assert cpu_threads(3, {}, affinity=2, cpu_count=2) == 1  # never 0
    assert cpu_threads(8, {}, affinity=4, cpu_count=64) == 4  # bound by srun / --bind_cores_to_rank: its own cores
    assert cpu_threads(2, {"OMP_NUM_THREADS": "3"}, affinity=2, cpu_count=2) is None  # the user's choice stands


# --- the rank's device (issue 48 item 7) -------------------------------------------------------------------------


@pytest.mark.parametrize("visible, local_rank, expected", [
    (0, 1, "cpu"),  # no CUDA
    (1, 0, "cuda:0"),
    (1, 3, "cuda:0"),  # srun --gpus-per-task=1 (or CUDA_VISIBLE_DEVICES per rank): the one GPU seen is its own
    (4, 3, "cuda:3"),  # every rank of the node sees every GPU
    (8, 1, "cuda:1"),
])
def test_the_device_is_the_local_ranks_gpu_or_the_only_one_it_sees(monkeypatch, visible, local_rank, expected):
    import torch

    monkeypatch.setattr(torch.cuda, "is_available", lambda: visible > 0)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: visible)
    assert str(process_group.choose_device(local_rank, 4)) == expected


def test_more_ranks_on_a_node_than_gpus_it_sees_is_an_error(monkeypatch):
    import torch

    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 2)
    with pytest.raises(ValueError, match="local rank 2 of 4 on this node, but only 2 CUDA devices are visible"):
        process_group.choose_device(2, 4)
