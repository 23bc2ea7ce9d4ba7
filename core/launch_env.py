"""Which rank this process is, from the environment of whichever of five launchers started it.

:func:`discover` is a pure function of the environment variables (tests pass
dicts; an MPI communicator can be injected). The first launcher that matches wins:

1. ``torchrun`` / the ``deepspeed`` launcher: ``RANK``, ``WORLD_SIZE``,
   ``LOCAL_RANK``, ``LOCAL_WORLD_SIZE`` (torchrun) or ``LOCAL_SIZE`` (deepspeed),
   ``MASTER_ADDR``, ``MASTER_PORT``.
2. A SLURM ``srun`` task. The rule: ``SLURM_PROCID`` is set **and**
   ``SLURM_STEP_ID`` (or the older ``SLURM_STEPID``) names a regular job step, a
   decimal number up to ``SLURM_MAX_NORMAL_STEP_ID`` (0xfffffff0). A batch script
   (``sbatch``), the extern step and ``salloc``'s interactive step also carry
   ``SLURM_PROCID=0`` and the job's ``SLURM_NTASKS``, but their step id is absent,
   a name (``batch``, ``extern``, ``interactive``), one of the reserved ids above
   0xfffffff0 (which id means what changed across Slurm releases), or negative
   (such an id printed as a signed int). Such a process is one process, not rank 0
   of ``SLURM_NTASKS``, which would wait forever for ranks that never start. One more
   exception: when an MPI launcher's variables are present and name a different
   rank or world size, ``mpirun`` was started inside the allocation and its ranks
   inherited the ``SLURM_*`` variables of the daemons it spawned with ``srun``
   (one task per node), so the MPI variables are the truth.
   Sizes come from the step (``SLURM_STEP_NUM_TASKS``, ``SLURM_STEP_TASKS_PER_NODE``)
   before the job-level ``SLURM_NTASKS``, ``SLURM_TASKS_PER_NODE`` (``2(x3),1``)
   and ``SLURM_NTASKS_PER_NODE``, because ``srun --preserve-env`` keeps the job's.
   The master is the first host of ``SLURM_STEP_NODELIST`` (else
   ``SLURM_JOB_NODELIST``), expanded here by :func:`expand_nodelist` so nothing
   depends on ``scontrol``; that assumes rank 0 runs on the step's first node
   (block and cyclic distributions) and that Slurm's node names resolve. The port
   is ``20000 + SLURM_JOB_ID % 20000``. ``MASTER_ADDR`` / ``MASTER_PORT`` override
   both (needed for arbitrary distributions and for concurrent steps of one job).
3. MPI: Open MPI (``OMPI_COMM_WORLD_RANK``/``SIZE``/``LOCAL_RANK``/``LOCAL_SIZE``),
   MPICH/Hydra (``PMI_RANK``, ``PMI_SIZE``, ``MPI_LOCALRANKID``,
   ``MPI_LOCALNRANKS``), or, with none of those variables, an already initialised
   mpi4py ``COMM_WORLD`` of more than one process (launcher ``"mpi4py"``). Unless
   ``MASTER_ADDR`` and ``MASTER_PORT`` are both set, rank 0 picks an address and a
   free port and broadcasts them over mpi4py (:func:`rendezvous`). On one node the
   address is 127.0.0.1, which works even where the host name resolves only to a
   loopback address (DeepSpeed's own MPI discovery takes ``hostname -I`` and a fixed
   port instead); across nodes it is :func:`local_address`. Without the node-local
   variables, local ranks come from every rank's host name (one ``allgather``). If
   mpi4py's ``COMM_WORLD`` disagrees with the launcher (mpi4py built for another
   MPI: every process a singleton), that is an error rather than a hang.
4. Otherwise a single process: rank 0 of 1 on 127.0.0.1 and a free port.

Inconsistent environments raise ``ValueError`` naming the variables. Starting the process group from what
:func:`discover` found is :mod:`lm4gen.core.process_group`'s business.
"""

from __future__ import annotations

import os
import re
import socket
from dataclasses import dataclass
from typing import Any, Mapping

from lm4gen.core.mpi_comm import comm_world, initialized_comm
from lm4gen.core.network import free_port, local_address

MPI_LAUNCHERS = ("openmpi", "mpich", "mpi4py")
# (launcher, rank, size, local rank, local size) variables, in the order they are tried
_MPI_VARIABLES = (
    ("openmpi", "OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE", "OMPI_COMM_WORLD_LOCAL_RANK",
     "OMPI_COMM_WORLD_LOCAL_SIZE"),
    ("mpich", "PMI_RANK", "PMI_SIZE", "MPI_LOCALRANKID", "MPI_LOCALNRANKS"),
)
_SLURM_MAX_NORMAL_STEP_ID = 0xFFFFFFF0  # ids above are batch/extern/interactive/pending steps


@dataclass(frozen=True)
class DistEnv:
    """Where this process stands in the job and where its rendezvous is, as :func:`discover` found it."""

    rank: int
    local_rank: int
    world_size: int
    local_world_size: int
    master_addr: str
    master_port: int
    launcher: str  # "torchrun/deepspeed" | "slurm" | "openmpi" | "mpich" | "mpi4py" | "single"

    @property
    def is_mpi(self) -> bool:
        return self.launcher in MPI_LAUNCHERS

    def exports(self) -> dict[str, str]:
        """The torchrun variables describing this process."""
        return {"RANK": str(self.rank), "WORLD_SIZE": str(self.world_size), "LOCAL_RANK": str(self.local_rank),
                "LOCAL_WORLD_SIZE": str(self.local_world_size), "MASTER_ADDR": self.master_addr,
                "MASTER_PORT": str(self.master_port)}


@dataclass(frozen=True)
class LauncherRanks:
    """What a launcher says about this process, before any rendezvous."""

    rank: int
    local_rank: int
    world_size: int
    local_world_size: int
    launcher: str
    names: str  # the variables the numbers came from, for error messages


# --- parsing helpers -------------------------------------------------------------------------------------------


def _get(env: Mapping[str, str], name: str) -> str | None:
    value = env.get(name)
    return None if value is None or value.strip() == "" else value.strip()


def _int(env: Mapping[str, str], name: str, default: int | None = None) -> int:
    value = _get(env, name)
    if value is None:
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


def _equals(env: Mapping[str, str], name: str, number: int) -> bool:
    value = _get(env, name)
    return value is not None and value.isdigit() and int(value) == number


def _port(env: Mapping[str, str]) -> int | None:
    if _get(env, "MASTER_PORT") is None:
        return None
    port = _int(env, "MASTER_PORT")
    if not 1 <= port <= 65535:
        raise ValueError(f"environment variable MASTER_PORT={port} is not a TCP port (1-65535)")
    return port


def _check(r: LauncherRanks) -> LauncherRanks:
    rank_var, world_var, local_rank_var, local_world_var = r.names.split("/")
    if r.world_size < 1:
        raise ValueError(f"{world_var}={r.world_size}: the world size must be >= 1")
    if r.rank >= r.world_size:
        raise ValueError(f"{rank_var}={r.rank} is not below {world_var}={r.world_size}")
    if r.local_world_size < 1:
        raise ValueError(f"{local_world_var}={r.local_world_size}: the local world size must be >= 1")
    if r.local_rank >= r.local_world_size:
        raise ValueError(f"{local_rank_var}={r.local_rank} is not below {local_world_var}={r.local_world_size}")
    if r.local_world_size > r.world_size:
        raise ValueError(f"{local_world_var}={r.local_world_size} ranks on this node but {world_var}={r.world_size}")
    return r


def expand_nodelist(nodelist: str, name: str = "SLURM_JOB_NODELIST") -> list[str]:
    """Slurm's compressed host lists: ``node[01-03,07],gpu-a5`` -> node01 node02 node03 node07 gpu-a5.

    Zero padding follows the lower bound (``[08-10]`` -> 08 09 10); several bracket groups in
    one name expand to their product (``r[1-2]n[1-2]`` -> r1n1 r1n2 r2n1 r2n2), as Slurm does.
    """
    def bad(why: str) -> ValueError:
        return ValueError(f"{name}={nodelist!r}: {why}")

    items, depth, start = [], 0, 0
    for i, c in enumerate(nodelist + ","):
        if c == "[":
            depth += 1
            if depth > 1:
                raise bad("nested brackets")
        elif c == "]":
            depth -= 1
            if depth < 0:
                raise bad("unbalanced ']'")
        elif c == "," and depth == 0:
            items.append(nodelist[start:i].strip())
            start = i + 1
    if depth:
        raise bad("unbalanced '['")

    def expand(name: str) -> list[str]:
        open_at = name.find("[")
        if open_at < 0:
            return [name]
        close_at = name.index("]", open_at)
        values = []
        for part in name[open_at + 1:close_at].split(","):
            m = re.fullmatch(r"\s*(\d+)(?:-(\d+))?\s*", part)
            if not m or (m.group(2) is not None and int(m.group(2)) < int(m.group(1))):
                raise bad(f"bad range {part!r}")
            lo, hi = m.group(1), m.group(2) or m.group(1)
            values += [f"{i:0{len(lo)}d}" for i in range(int(lo), int(hi) + 1)]
        return [name[:open_at] + v + tail for v in values for tail in expand(name[close_at + 1:])]

    hosts = []
    for item in items:
        if not item:
            raise bad("empty host name")
        hosts += expand(item)
    return hosts


def tasks_per_node(value: str, name: str = "SLURM_TASKS_PER_NODE") -> list[int]:
    """Slurm's per-node task counts: ``2(x3),1`` -> [2, 2, 2, 1]."""
    counts = []
    for part in value.split(","):
        m = re.fullmatch(r"(\d+)(?:\(x(\d+)\))?", part.strip())
        if not m:
            raise ValueError(f"{name}={value!r} is not understood (expected e.g. '4' or '2(x3),1')")
        counts += [int(m.group(1))] * int(m.group(2) or 1)
    return counts


def tasks_on_node(value: str, node_index: int, name: str = "SLURM_TASKS_PER_NODE") -> int:
    """The task count of node ``node_index`` from a ``SLURM_TASKS_PER_NODE`` value."""
    counts = tasks_per_node(value, name)
    if not 0 <= node_index < len(counts):
        raise ValueError(f"SLURM_NODEID={node_index} is outside {name}={value!r} ({len(counts)} nodes)")
    return counts[node_index]


# --- the launchers ---------------------------------------------------------------------------------------------


def _torchrun(env: Mapping[str, str]) -> LauncherRanks | None:
    if "RANK" not in env and "WORLD_SIZE" not in env:
        return None
    for have, missing in (("RANK", "WORLD_SIZE"), ("WORLD_SIZE", "RANK")):
        if missing not in env:
            raise ValueError(f"inconsistent environment: {have} is set but {missing} is not set "
                             f"(torchrun and the deepspeed launcher set both)")
    world = _int(env, "WORLD_SIZE")
    local_rank = _int(env, "LOCAL_RANK", 0 if world == 1 else None)
    size_var = "LOCAL_SIZE" if "LOCAL_WORLD_SIZE" not in env and "LOCAL_SIZE" in env else "LOCAL_WORLD_SIZE"
    local_world = _int(env, size_var, world)  # unknown: assume one node
    return _check(LauncherRanks(_int(env, "RANK"), local_rank, world, local_world, "torchrun/deepspeed",
                                f"RANK/WORLD_SIZE/LOCAL_RANK/{size_var}"))


def mpi_variables(env: Mapping[str, str]) -> tuple[str, str, str, str, str] | None:
    """The (launcher, rank, size, local rank, local size) variable names of the MPI launcher that set its
    variables here, else None."""
    for names in _MPI_VARIABLES:
        if names[1] in env or names[2] in env:
            return names
    return None


def _slurm_step(env: Mapping[str, str]) -> str | None:
    """The step id if this process is a task of a regular ``srun`` step, else None."""
    step = _get(env, "SLURM_STEP_ID") or _get(env, "SLURM_STEPID")
    if step is None or not step.isdigit() or int(step) > _SLURM_MAX_NORMAL_STEP_ID:
        return None  # batch script, extern/interactive step, or no step at all
    return step


def _slurm(env: Mapping[str, str]) -> LauncherRanks | None:
    if "SLURM_PROCID" not in env or _slurm_step(env) is None:
        return None
    world_var = "SLURM_STEP_NUM_TASKS" if _get(env, "SLURM_STEP_NUM_TASKS") else "SLURM_NTASKS"
    rank, world = _int(env, "SLURM_PROCID"), _int(env, world_var)
    mpi = mpi_variables(env)
    if mpi and not (_equals(env, mpi[1], rank) and _equals(env, mpi[2], world)):
        return None  # mpirun inside the allocation: SLURM_* describe its daemons, not the ranks
    local_rank = _int(env, "SLURM_LOCALID")
    for per_node_var in ("SLURM_STEP_TASKS_PER_NODE", "SLURM_TASKS_PER_NODE", "SLURM_NTASKS_PER_NODE"):
        per_node = _get(env, per_node_var)
        if per_node is not None:
            counts = tasks_per_node(per_node, per_node_var)
            if per_node_var == "SLURM_STEP_TASKS_PER_NODE" and sum(counts) != world:
                raise ValueError(f"{per_node_var}={per_node!r} adds up to {sum(counts)} tasks "
                                 f"but {world_var}={world}")
            node = _int(env, "SLURM_NODEID", 0 if len(set(counts)) == 1 else None)
            local_world = counts[0] if per_node_var == "SLURM_NTASKS_PER_NODE" else \
                tasks_on_node(per_node, node, per_node_var)
            break
    else:
        if _int(env, "SLURM_STEP_NUM_NODES", _int(env, "SLURM_NNODES", 1)) != 1:
            raise ValueError("SLURM task on several nodes without SLURM_STEP_TASKS_PER_NODE, SLURM_TASKS_PER_NODE "
                             "or SLURM_NTASKS_PER_NODE: cannot tell the tasks on this node")
        per_node_var, local_world = "SLURM_STEP_NUM_NODES", world
    return _check(LauncherRanks(rank, local_rank, world, local_world, "slurm",
                                f"SLURM_PROCID/{world_var}/SLURM_LOCALID/{per_node_var}"))


def _mpi(env: Mapping[str, str]) -> LauncherRanks | None:
    names = mpi_variables(env)
    if names is None:
        return None
    launcher, rank_var, size_var, local_rank_var, local_size_var = names
    rank, world = _int(env, rank_var), _int(env, size_var)
    if (local_rank_var in env) != (local_size_var in env):
        raise ValueError(f"inconsistent environment: set both {local_rank_var} and {local_size_var} or neither")
    if local_rank_var in env:
        local_rank, local_world = _int(env, local_rank_var), _int(env, local_size_var)
    else:  # filled in from the host names in discover()
        local_rank, local_world = 0, 1
    return _check(LauncherRanks(rank, local_rank, world, local_world, launcher,
                                f"{rank_var}/{size_var}/{local_rank_var}/{local_size_var}"))


def launcher_ranks(env: Mapping[str, str], mpi_comm=None) -> LauncherRanks:
    """Rank and sizes from the first launcher that matches; no communication except for the mpi4py fallback."""
    found = _torchrun(env) or _slurm(env) or _mpi(env)
    if found is not None:
        return found
    comm = mpi_comm if mpi_comm is not None else initialized_comm()
    if comm is not None and comm.Get_size() > 1:
        return LauncherRanks(comm.Get_rank(), 0, comm.Get_size(), 1, "mpi4py", "rank/size/local rank/local size")
    return LauncherRanks(0, 0, 1, 1, "single", "-/-/-/-")


def master_from_bcast(value: Any) -> tuple[str, int]:
    """Check what rank 0 broadcast: ``(address, port)``."""
    if not (isinstance(value, (tuple, list)) and len(value) == 2 and isinstance(value[0], str) and value[0]
            and isinstance(value[1], int) and 1 <= value[1] <= 65535):
        raise ValueError(f"the MPI rendezvous broadcast {value!r}, not (address, port)")
    return value[0], value[1]


def rendezvous(comm, rank: int, addr: str | None = None, port: int | None = None,
               one_node: bool = True) -> tuple[str, int]:
    """Rank 0's choice of master address and port, broadcast over ``comm`` (mpi4py COMM_WORLD or a stand-in).

    Rank 0 keeps what is given and fills in the rest: 127.0.0.1 when every rank is on its
    node, else :func:`local_address`, and a free port.
    """
    mine = None
    if rank == 0:
        mine = (addr or ("127.0.0.1" if one_node else local_address()), port or free_port())
    return master_from_bcast(comm.bcast(mine, root=0))


def local_from_hosts(hosts: list[str], rank: int) -> tuple[int, int]:
    """Local rank and local world size from every rank's host name (ranks on one host share a node)."""
    return hosts[:rank].count(hosts[rank]), hosts.count(hosts[rank])


def discover(env: Mapping[str, str] | None = None, mpi_comm=None) -> DistEnv:
    """Rank, sizes and rendezvous address from the launcher's environment variables.

    ``mpi_comm`` stands in for mpi4py's ``COMM_WORLD`` (``Get_rank``, ``Get_size``, ``bcast``,
    ``allgather``); it is only used, and mpi4py only imported, under an MPI launcher.
    """
    env = os.environ if env is None else env
    master_addr, master_port = _get(env, "MASTER_ADDR"), _port(env)
    r = launcher_ranks(env, mpi_comm)

    if r.launcher == "torchrun/deepspeed":
        if r.world_size > 1 and not (master_addr and master_port):
            raise ValueError("inconsistent environment: WORLD_SIZE > 1 needs MASTER_ADDR and MASTER_PORT "
                             "(torchrun and the deepspeed launcher set them)")
    elif r.launcher == "slurm":
        if master_addr is None:
            nodelist_var = "SLURM_STEP_NODELIST" if _get(env, "SLURM_STEP_NODELIST") else "SLURM_JOB_NODELIST"
            if _get(env, nodelist_var) is None:
                raise ValueError("SLURM task without SLURM_STEP_NODELIST or SLURM_JOB_NODELIST: cannot find the "
                                 "master host (set MASTER_ADDR)")
            master_addr = expand_nodelist(env[nodelist_var], nodelist_var)[0]
        if master_port is None:
            if _get(env, "SLURM_JOB_ID") is None:
                raise ValueError("SLURM task without SLURM_JOB_ID: cannot derive the port (set MASTER_PORT)")
            master_port = 20000 + _int(env, "SLURM_JOB_ID") % 20000
    elif r.launcher in MPI_LAUNCHERS:
        names = mpi_variables(env)
        known_local = names is not None and names[3] in env
        if not (master_addr and master_port) or not known_local:
            comm = mpi_comm if mpi_comm is not None else comm_world()
            if (comm.Get_rank(), comm.Get_size()) != (r.rank, r.world_size):
                raise ValueError(f"{r.names.split('/')[0]}={r.rank} of {r.world_size} but mpi4py's COMM_WORLD says "
                                 f"rank {comm.Get_rank()} of {comm.Get_size()}: mpi4py is built against a different "
                                 f"MPI than the launcher (use the mpiexec of the MPI that mpi4py links)")
            if not known_local:
                local_rank, local_world = local_from_hosts(comm.allgather(socket.gethostname()), r.rank)
                r = _check(LauncherRanks(r.rank, local_rank, r.world_size, local_world, r.launcher, r.names))
            if not (master_addr and master_port):
                master_addr, master_port = rendezvous(comm, r.rank, master_addr, master_port,
                                                      one_node=r.local_world_size == r.world_size)

    return DistEnv(rank=r.rank, local_rank=r.local_rank, world_size=r.world_size,
                   local_world_size=r.local_world_size, master_addr=master_addr or "127.0.0.1",
                   master_port=master_port or free_port(), launcher=r.launcher)


def collective_timeout_minutes(env: Mapping[str, str] | None = None) -> float:
    """The process group's collective timeout: ``LM4GEN_DIST_TIMEOUT_MINUTES`` (batch scripts set it), else 30."""
    minutes = positive_number(os.environ if env is None else env, "LM4GEN_DIST_TIMEOUT_MINUTES")
    return 30.0 if minutes is None else minutes


def positive_number(env: Mapping[str, str], name: str) -> float | None:
    """The number > 0 in environment variable ``name``, None when it is unset or empty; anything else is one
    ValueError naming the variable."""
    value = _get(env, name)
    if value is None:
        return None
    try:
        number = float(value)
    except ValueError:
        raise ValueError(f"environment variable {name}={value!r} is not a number") from None
    if not number > 0:
        raise ValueError(f"environment variable {name}={value!r} must be > 0")
    return number


def launcher_world_size(env: Mapping[str, str] | None = None) -> int:
    """The world size the launcher announces (torchrun, srun, MPI), before any process group or communication.

    For checks that must fail before start-up (e.g. the tensor-parallel degree must divide it):
    under srun and mpiexec ``WORLD_SIZE`` is only exported by :func:`lm4gen.core.process_group.init_distributed`.
    """
    return launcher_ranks(os.environ if env is None else env).world_size


def task_split(env: Mapping[str, str] | None = None) -> tuple[int, int]:
    """This process's part ``(index, count)`` of an embarrassingly parallel job (data_prep), from the environment.

    A SLURM array task ``SLURM_ARRAY_TASK_ID`` of ``SLURM_ARRAY_TASK_COUNT`` (ids from
    ``SLURM_ARRAY_TASK_MIN`` in steps of ``SLURM_ARRAY_TASK_STEP``, so ``--array=4-8:2`` gives
    parts 0..2 of 3) is one part; so is each rank of any launcher :func:`discover` knows (srun
    tasks, ``mpiexec -n N``, torchrun). Both together split each array task's part again by
    rank: ``sbatch --array=0-3 --ntasks=2`` with ``srun`` gives 8 parts. No communication.
    """
    env = os.environ if env is None else env
    index, count = 0, 1
    if _get(env, "SLURM_ARRAY_TASK_ID") is not None:
        offset = _int(env, "SLURM_ARRAY_TASK_ID") - _int(env, "SLURM_ARRAY_TASK_MIN", 0)
        step = _int(env, "SLURM_ARRAY_TASK_STEP", 1)
        count = _int(env, "SLURM_ARRAY_TASK_COUNT")
        if offset < 0 or step < 1 or offset % step or offset // step >= count:
            raise ValueError(f"inconsistent SLURM array environment: SLURM_ARRAY_TASK_ID={env['SLURM_ARRAY_TASK_ID']} "
                             f"is not one of the {count} ids from SLURM_ARRAY_TASK_MIN="
                             f"{_get(env, 'SLURM_ARRAY_TASK_MIN') or 0} in steps of {step}")
        index = offset // step
    r = launcher_ranks(env)
    return index * r.world_size + r.rank, count * r.world_size
