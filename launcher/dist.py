"""Rank discovery and process-group start-up for every lm4gen entry point.

:func:`discover` is a pure function of the environment (tests pass dicts). It
recognises, in this order:

1. the ``deepspeed`` launcher and ``torchrun``: ``RANK``, ``WORLD_SIZE``,
   ``LOCAL_RANK`` (``LOCAL_WORLD_SIZE``), ``MASTER_ADDR``, ``MASTER_PORT``;
2. SLURM ``srun`` job steps: ``SLURM_PROCID``, ``SLURM_NTASKS``, ``SLURM_LOCALID``,
   the tasks on this node from ``SLURM_NTASKS_PER_NODE``/``SLURM_TASKS_PER_NODE``,
   the master is the first host of ``SLURM_JOB_NODELIST`` (expanded here, no
   ``scontrol`` needed) and the port ``20000 + job id % 20000`` (``MASTER_ADDR``/
   ``MASTER_PORT`` override both). A batch script itself (``SLURM_STEP_ID`` absent or
   the batch step) is *not* a rank: only tasks started by ``srun`` are;
3. MPI: Open MPI (``OMPI_COMM_WORLD_RANK``/``SIZE``/``LOCAL_RANK``/``LOCAL_SIZE``) and
   MPICH/Hydra (``PMI_RANK``, ``PMI_SIZE``, ``MPI_LOCALRANKID``, ``MPI_LOCALNRANKS``);
   without ``MASTER_ADDR`` the address comes from rank 0 over mpi4py (``rendezvous``)
   — DeepSpeed's own MPI discovery fails on loopback-only hosts;
4. a single process.

Inconsistent environments fail fast with a ``ValueError`` naming the variables.
:func:`init_distributed` exports the canonical torchrun variables (so DeepSpeed and
megatron-core see one convention), picks NCCL with CUDA and gloo without, and
starts the default process group with a timeout. Under MPI an exception at start-up
or later aborts ``MPI.COMM_WORLD`` so the other ranks do not hang.
"""

from __future__ import annotations

import datetime
import os
import re
import socket
import sys
from dataclasses import dataclass
from typing import Mapping


@dataclass(frozen=True)
class DistEnv:
    rank: int
    world_size: int
    local_rank: int
    local_world_size: int
    master_addr: str
    master_port: int
    launcher: str  # torchrun | slurm | openmpi | mpich | single

    @property
    def is_mpi(self) -> bool:
        return self.launcher in ("openmpi", "mpich")


def _int(env: Mapping[str, str], name: str, default: int | None = None) -> int:
    value = env.get(name)
    if value is None or value == "":
        if default is None:
            raise ValueError(f"environment variable {name} is required here but not set")
        return default
    try:
        number = int(value)
    except ValueError:
        raise ValueError(f"environment variable {name}={value!r} is not an integer") from None
    if number < 0:
        raise ValueError(f"environment variable {name}={value!r} must be >= 0")
    return number


def _check(rank: int, world: int, local_rank: int, local_world: int, names: str) -> None:
    if world < 1:
        raise ValueError(f"{names}: world size must be >= 1 (got {world})")
    if rank >= world:
        raise ValueError(f"{names}: rank {rank} is not below the world size {world}")
    if local_rank >= local_world:
        raise ValueError(f"{names}: local rank {local_rank} is not below the local world size {local_world}")
    if local_world > world:
        raise ValueError(f"{names}: {local_world} ranks on this node but only {world} in all")


def expand_nodelist(nodelist: str) -> list[str]:
    """SLURM's compressed host lists: ``node[01-03,07],gpu-a5`` -> node01 node02 node03 node07 gpu-a5."""
    hosts = []
    for item in re.findall(r"[^,\[]+(?:\[[^\]]*\])?[^,]*", nodelist):
        m = re.fullmatch(r"([^\[]*)\[([^\]]*)\](.*)", item)
        if not m:
            hosts.append(item)
            continue
        prefix, ranges, suffix = m.groups()
        for part in ranges.split(","):
            lo, _, hi = part.partition("-")
            for i in range(int(lo), int(hi or lo) + 1):
                hosts.append(f"{prefix}{i:0{len(lo)}d}{suffix}")
    if not hosts:
        raise ValueError(f"SLURM_JOB_NODELIST={nodelist!r} names no host")
    return hosts


def tasks_on_node(value: str, node_index: int) -> int:
    """The task count of node ``node_index`` from ``SLURM_TASKS_PER_NODE`` (``2(x3),1``)."""
    counts = []
    for part in value.split(","):
        m = re.fullmatch(r"(\d+)(?:\(x(\d+)\))?", part.strip())
        if not m:
            raise ValueError(f"SLURM_TASKS_PER_NODE={value!r} is not understood")
        counts += [int(m.group(1))] * int(m.group(2) or 1)
    if not 0 <= node_index < len(counts):
        raise ValueError(f"SLURM_NODEID={node_index} outside SLURM_TASKS_PER_NODE={value!r}")
    return counts[node_index]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def local_address() -> str:
    """An address other hosts can reach this one at (127.0.0.1 on a loopback-only host)."""
    try:
        address = socket.gethostbyname(socket.gethostname())
    except OSError:
        return "127.0.0.1"
    return address


def discover(env: Mapping[str, str] | None = None, mpi_comm=None) -> DistEnv:
    """Rank, sizes and rendezvous address from the launcher's environment."""
    env = os.environ if env is None else env
    master_addr = env.get("MASTER_ADDR")
    master_port = _int(env, "MASTER_PORT", 0) if env.get("MASTER_PORT") else None

    if "RANK" in env or "WORLD_SIZE" in env:
        if not ("RANK" in env and "WORLD_SIZE" in env):
            missing = "RANK" if "RANK" not in env else "WORLD_SIZE"
            raise ValueError(f"inconsistent environment: {missing} is not set but "
                             f"{'WORLD_SIZE' if missing == 'RANK' else 'RANK'} is (torchrun/deepspeed set both)")
        rank, world = _int(env, "RANK"), _int(env, "WORLD_SIZE")
        local_rank = _int(env, "LOCAL_RANK", 0 if world == 1 else None)
        local_world = _int(env, "LOCAL_WORLD_SIZE", world)
        _check(rank, world, local_rank, local_world, "RANK/WORLD_SIZE/LOCAL_RANK")
        if world > 1 and not (master_addr and master_port):
            raise ValueError("inconsistent environment: WORLD_SIZE > 1 needs MASTER_ADDR and MASTER_PORT")
        return DistEnv(rank, world, local_rank, local_world, master_addr or "127.0.0.1", master_port or free_port(),
                       "torchrun/deepspeed")

    step = env.get("SLURM_STEP_ID")
    if "SLURM_PROCID" in env and step is not None and step not in ("batch", "extern", "4294967294", "4294967295"):
        rank, world = _int(env, "SLURM_PROCID"), _int(env, "SLURM_NTASKS")
        local_rank = _int(env, "SLURM_LOCALID", 0)
        per_node = env.get("SLURM_STEP_TASKS_PER_NODE") or env.get("SLURM_TASKS_PER_NODE") or env.get("SLURM_NTASKS_PER_NODE")
        local_world = tasks_on_node(per_node, _int(env, "SLURM_NODEID", 0)) if per_node else world
        _check(rank, world, local_rank, local_world, "SLURM_PROCID/SLURM_NTASKS/SLURM_LOCALID")
        if not master_addr:
            nodelist = env.get("SLURM_STEP_NODELIST") or env.get("SLURM_JOB_NODELIST")
            if not nodelist:
                raise ValueError("SLURM task without SLURM_JOB_NODELIST: cannot find the master host")
            master_addr = expand_nodelist(nodelist)[0]
        if master_port is None:
            master_port = 20000 + _int(env, "SLURM_JOB_ID", 0) % 20000
        return DistEnv(rank, world, local_rank, local_world, master_addr, master_port, "slurm")

    for launcher, (r, s, lr, ls) in (("openmpi", ("OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE",
                                                  "OMPI_COMM_WORLD_LOCAL_RANK", "OMPI_COMM_WORLD_LOCAL_SIZE")),
                                     ("mpich", ("PMI_RANK", "PMI_SIZE", "MPI_LOCALRANKID", "MPI_LOCALNRANKS"))):
        if r in env or s in env:
            rank, world = _int(env, r), _int(env, s)
            if lr in env:
                local_rank, local_world = _int(env, lr), _int(env, ls, world)
            else:  # no node-local information: assume one node
                local_rank, local_world = rank, world
            _check(rank, world, local_rank, local_world, f"{r}/{s}/{lr}")
            if not (master_addr and master_port):
                master_addr, master_port = rendezvous(rank, mpi_comm, master_addr, master_port)
            return DistEnv(rank, world, local_rank, local_world, master_addr, master_port, launcher)

    return DistEnv(0, 1, 0, 1, master_addr or "127.0.0.1", master_port or free_port(), "single")


def rendezvous(rank: int, comm=None, addr: str | None = None, port: int | None = None) -> tuple[str, int]:
    """Rank 0's address and a free port, broadcast over MPI (``comm``: mpi4py COMM_WORLD or a stand-in)."""
    if comm is None:
        from mpi4py import MPI

        comm = MPI.COMM_WORLD
    value = (addr or local_address(), port or free_port()) if rank == 0 else None
    addr, port = comm.bcast(value, root=0)
    return addr, int(port)


def _abort_on_error(env: DistEnv) -> None:
    """Under MPI: an uncaught exception on one rank aborts every rank (no hang)."""
    previous = sys.excepthook

    def hook(kind, value, tb):
        previous(kind, value, tb)
        sys.stderr.flush()
        from mpi4py import MPI

        MPI.COMM_WORLD.Abort(1)

    sys.excepthook = hook


def init_distributed(timeout_minutes: float = 30.0, backend: str | None = None) -> DistEnv:
    """Discover the ranks, export torchrun's variables, start the default process group."""
    import torch
    import torch.distributed as dist

    env = discover()
    if env.is_mpi:
        _abort_on_error(env)
    os.environ.update({"RANK": str(env.rank), "WORLD_SIZE": str(env.world_size), "LOCAL_RANK": str(env.local_rank),
                       "LOCAL_WORLD_SIZE": str(env.local_world_size), "MASTER_ADDR": env.master_addr,
                       "MASTER_PORT": str(env.master_port)})
    os.environ.setdefault("TORCH_NCCL_ASYNC_ERROR_HANDLING", "1")
    if backend is None:
        backend = "nccl" if torch.cuda.is_available() else "gloo"
    if backend == "nccl":
        torch.cuda.set_device(env.local_rank)
    if not dist.is_initialized():
        dist.init_process_group(backend, init_method="env://", rank=env.rank, world_size=env.world_size,
                                timeout=datetime.timedelta(minutes=timeout_minutes))
    if env.rank == 0:
        print(f"[dist] {env.launcher}: {env.world_size} rank(s), backend {backend}, master "
              f"{env.master_addr}:{env.master_port}", flush=True)
    return env


def is_main() -> bool:
    import torch.distributed as dist

    return not dist.is_initialized() or dist.get_rank() == 0


def barrier() -> None:
    import torch.distributed as dist

    if dist.is_initialized():
        dist.barrier()


def shutdown() -> None:
    import torch.distributed as dist

    if dist.is_initialized():
        dist.destroy_process_group()
