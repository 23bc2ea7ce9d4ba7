"""Rank discovery and process-group start-up for every lm4gen entry point.

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

Inconsistent environments raise ``ValueError`` naming the variables.

:func:`init_distributed` exports the canonical torchrun variables, so DeepSpeed
and megatron-core see one convention whatever started the job, picks NCCL with
CUDA and gloo without, and starts the default process group (``env://``), also
for a world of 1, so collectives work the same everywhere. Under an MPI launcher
it initialises MPI on every rank first; any exception during start-up, and any
uncaught exception later (through ``sys.excepthook``), then calls
``MPI.COMM_WORLD.Abort(1)``, so the other ranks die instead of hanging in a
collective or in ``MPI_Finalize`` (Hydra lets the other ranks run on after one
exits with an error; the failing rank itself may block in ``MPI_Finalize``).
Torchrun stops the other ranks itself; under srun use ``--kill-on-bad-exit=1``
or rely on the process-group timeout. :func:`shutdown` destroys the group and
restores the variables that were exported, so a later start rediscovers.
"""

from __future__ import annotations

import atexit
import datetime
import os
import random
import re
import socket
import sys
import threading
import time
import traceback
from dataclasses import dataclass
from typing import Any, Mapping

from lm4gen.core.host import cpu_threads, keep_freed_memory

MPI_LAUNCHERS = ("openmpi", "mpich", "mpi4py")
# (launcher, rank, size, local rank, local size) variables, in the order they are tried
_MPI_VARIABLES = (
    ("openmpi", "OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE", "OMPI_COMM_WORLD_LOCAL_RANK",
     "OMPI_COMM_WORLD_LOCAL_SIZE"),
    ("mpich", "PMI_RANK", "PMI_SIZE", "MPI_LOCALRANKID", "MPI_LOCALNRANKS"),
)
_ABORT_GRACE_SECONDS = 1.0
_SLURM_MAX_NORMAL_STEP_ID = 0xFFFFFFF0  # ids above are batch/extern/interactive/pending steps


@dataclass(frozen=True)
class DistEnv:
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
class _Ranks:
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


def _check(r: _Ranks) -> _Ranks:
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


EPHEMERAL_RANGE = "/proc/sys/net/ipv4/ip_local_port_range"
LOWEST_PICKED_PORT = 10000


def ephemeral_ports(path: str | None = None) -> tuple[int, int]:
    """The kernel's range of ports for outgoing connections (Linux's default 32768-60999 when unreadable)."""
    try:
        with open(path or EPHEMERAL_RANGE) as f:
            low, high = (int(x) for x in f.read().split())
        return low, high
    except (OSError, ValueError):
        return 32768, 60999


def _bindable(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind(("", port))
        except OSError:
            return False
        return True


def free_port(tries: int = 200) -> int:
    """A TCP port free on every interface right now, for rank 0 to listen on shortly after.

    The port is drawn at random **below** the kernel's ephemeral range. A port from the
    ephemeral range (``bind(("", 0))``) can be taken between this call and rank 0's
    ``listen`` by any outgoing connection on the host: gloo's and the TCP store's client
    sockets of another job take dozens each. A CI run lost a launch that way
    (``EADDRINUSE`` on a port handed out a few seconds before). Ports below the range are
    only ever taken by an explicit ``bind``. The draw uses the OS's randomness, so a
    seeded ``random`` cannot hand concurrent jobs the same port. When no port below
    the range is free (or the range starts at ``LOWEST_PICKED_PORT`` or lower), the
    kernel's own choice is the fallback.
    """
    low, _ = ephemeral_ports()
    draw = random.SystemRandom()
    if low > LOWEST_PICKED_PORT:
        for _ in range(tries):
            port = draw.randrange(LOWEST_PICKED_PORT, low)
            if _bindable(port):
                return port
    with socket.socket() as s:
        s.bind(("", 0))
        return s.getsockname()[1]


def _is_loopback(address: str) -> bool:
    return address.startswith("127.") or address == "::1"


def local_address() -> str:
    """An address other hosts can reach this one at.

    The host name's address if it is not a loopback one (Debian maps the name to
    127.0.1.1); else the address of the interface that routes outwards (a UDP
    ``connect`` sends nothing); else the host name itself, for the other hosts to
    resolve with their own resolvers.
    """
    name = socket.gethostname()
    try:
        address = socket.gethostbyname(name)
        if not _is_loopback(address):
            return address
    except OSError:
        pass
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("10.255.255.255", 1))
            address = s.getsockname()[0]
            if not _is_loopback(address):
                return address
    except OSError:
        pass
    return name


# --- the launchers ---------------------------------------------------------------------------------------------


def _torchrun(env: Mapping[str, str]) -> _Ranks | None:
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
    return _check(_Ranks(_int(env, "RANK"), local_rank, world, local_world, "torchrun/deepspeed",
                         f"RANK/WORLD_SIZE/LOCAL_RANK/{size_var}"))


def _mpi_env(env: Mapping[str, str]) -> tuple[str, str, str, str, str] | None:
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


def _slurm(env: Mapping[str, str]) -> _Ranks | None:
    if "SLURM_PROCID" not in env or _slurm_step(env) is None:
        return None
    world_var = "SLURM_STEP_NUM_TASKS" if _get(env, "SLURM_STEP_NUM_TASKS") else "SLURM_NTASKS"
    rank, world = _int(env, "SLURM_PROCID"), _int(env, world_var)
    mpi = _mpi_env(env)
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
    return _check(_Ranks(rank, local_rank, world, local_world, "slurm",
                         f"SLURM_PROCID/{world_var}/SLURM_LOCALID/{per_node_var}"))


def _mpi(env: Mapping[str, str]) -> _Ranks | None:
    names = _mpi_env(env)
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
    return _check(_Ranks(rank, local_rank, world, local_world, launcher,
                         f"{rank_var}/{size_var}/{local_rank_var}/{local_size_var}"))


def _initialized_comm():
    """mpi4py's COMM_WORLD if this process already initialised MPI (never initialises it)."""
    mpi = sys.modules.get("mpi4py.MPI")
    if mpi is not None and mpi.Is_initialized() and not mpi.Is_finalized():
        return mpi.COMM_WORLD
    return None


def _comm_world():
    from mpi4py import MPI  # initialises MPI: every rank of an MPI launch must get here

    return MPI.COMM_WORLD


def _ranks(env: Mapping[str, str], mpi_comm=None) -> _Ranks:
    """Rank and sizes from the first launcher that matches; no communication except for the mpi4py fallback."""
    found = _torchrun(env) or _slurm(env) or _mpi(env)
    if found is not None:
        return found
    comm = mpi_comm if mpi_comm is not None else _initialized_comm()
    if comm is not None and comm.Get_size() > 1:
        return _Ranks(comm.Get_rank(), 0, comm.Get_size(), 1, "mpi4py", "rank/size/local rank/local size")
    return _Ranks(0, 0, 1, 1, "single", "-/-/-/-")


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
    r = _ranks(env, mpi_comm)

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
        names = _mpi_env(env)
        known_local = names is not None and names[3] in env
        if not (master_addr and master_port) or not known_local:
            comm = mpi_comm if mpi_comm is not None else _comm_world()
            if (comm.Get_rank(), comm.Get_size()) != (r.rank, r.world_size):
                raise ValueError(f"{r.names.split('/')[0]}={r.rank} of {r.world_size} but mpi4py's COMM_WORLD says "
                                 f"rank {comm.Get_rank()} of {comm.Get_size()}: mpi4py is built against a different "
                                 f"MPI than the launcher (use the mpiexec of the MPI that mpi4py links)")
            if not known_local:
                local_rank, local_world = local_from_hosts(comm.allgather(socket.gethostname()), r.rank)
                r = _check(_Ranks(r.rank, local_rank, r.world_size, local_world, r.launcher, r.names))
            if not (master_addr and master_port):
                master_addr, master_port = rendezvous(comm, r.rank, master_addr, master_port,
                                                      one_node=r.local_world_size == r.world_size)

    return DistEnv(rank=r.rank, local_rank=r.local_rank, world_size=r.world_size,
                   local_world_size=r.local_world_size, master_addr=master_addr or "127.0.0.1",
                   master_port=master_port or free_port(), launcher=r.launcher)


# --- process group ---------------------------------------------------------------------------------------------


def _abort_mpi() -> None:
    """Print the exception being handled and take every MPI rank down with this one."""
    traceback.print_exc()
    _abort()


def _abort(code: int = 1) -> None:
    sys.stdout.flush()
    sys.stderr.flush()
    # Hydra kills every process on MPI_Abort and drops output it has not forwarded yet (seen: the
    # traceback, even rank 0's earlier lines); a moment first lets it forward what was printed.
    time.sleep(_ABORT_GRACE_SECONDS)
    _comm_world().Abort(code)


_aborting: list[bool] = []  # non-empty once an abort hook runs; shared by every copy of the hook


def _install_abort_hook() -> None:
    """Uncaught exceptions abort the MPI job (an MPI launcher would wait on the other ranks forever)."""
    previous = sys.excepthook
    if getattr(previous, "_lm4gen_abort", False):
        return

    def hook(kind, value, tb):
        if _aborting:  # an inner copy (a re-init put torch's hook around ours): the outermost one aborts
            return previous(kind, value, tb)
        _aborting.append(True)
        previous(kind, value, tb)
        _abort()

    hook._lm4gen_abort = True
    sys.excepthook = hook


_current: DistEnv | None = None  # what init_distributed() started
_environ_before: dict[str, str | None] = {}  # the exported variables' earlier values, restored by shutdown()


def collective_timeout_minutes(env: Mapping[str, str] | None = None) -> float:
    """The process group's collective timeout: ``LM4GEN_DIST_TIMEOUT_MINUTES`` (batch scripts set it), else 30."""
    env = os.environ if env is None else env
    value = _get(env, "LM4GEN_DIST_TIMEOUT_MINUTES")
    if value is None:
        return 30.0
    try:
        minutes = float(value)
    except ValueError:
        raise ValueError(f"environment variable LM4GEN_DIST_TIMEOUT_MINUTES={value!r} is not a number") from None
    if not minutes > 0:
        raise ValueError(f"environment variable LM4GEN_DIST_TIMEOUT_MINUTES={value!r} must be > 0")
    return minutes


def init_distributed(timeout_minutes: float | None = None, backend: str | None = None) -> DistEnv:
    """Discover the ranks, export torchrun's variables, start the default process group (also for 1 rank).

    ``timeout_minutes`` bounds every collective (a dead rank makes the others raise instead of
    hanging); None takes :func:`collective_timeout_minutes`.
    """
    global _current
    import torch
    import torch.distributed as dist

    if dist.is_initialized():
        if _current is None:
            raise RuntimeError("a default process group exists that init_distributed() did not start")
        return _current
    if timeout_minutes is None:
        timeout_minutes = collective_timeout_minutes()
    if not timeout_minutes > 0:
        raise ValueError(f"timeout_minutes={timeout_minutes} must be > 0")
    try:
        ranks = _ranks(os.environ)
    except Exception:
        if _mpi_env(os.environ) is not None:
            _abort_mpi()  # the other ranks are (or soon will be) waiting in MPI
        raise
    under_mpi = ranks.launcher in MPI_LAUNCHERS
    if under_mpi:
        _comm_world()  # MPI_Init now, on every rank together, so Abort works from anywhere later
    try:
        env = discover(os.environ)
        for name in env.exports():  # the first values only: a group destroyed behind our back left ours
            _environ_before.setdefault(name, os.environ.get(name))
        os.environ.update(env.exports())
        os.environ.setdefault("TORCH_NCCL_ASYNC_ERROR_HANDLING", "1")  # a failed NCCL op raises instead of hanging
        if backend is None:
            backend = "nccl" if torch.cuda.is_available() else "gloo"
        if backend == "nccl" and not torch.cuda.is_available():
            raise ValueError("backend 'nccl' needs CUDA, and no CUDA device is available (use 'gloo')")
        if torch.cuda.is_available():
            num_devices = torch.cuda.device_count()
            if num_devices == 1:  # one device per task (e.g. srun --gpus-per-task=1): it is this rank's
                torch.cuda.set_device(0)
            elif env.local_rank < num_devices:
                torch.cuda.set_device(env.local_rank)
            else:
                raise ValueError(f"local rank {env.local_rank} of {env.local_world_size} on this node, but only "
                                 f"{num_devices} CUDA devices are visible")
        dist.init_process_group(backend, init_method="env://", rank=env.rank, world_size=env.world_size,
                                timeout=datetime.timedelta(minutes=timeout_minutes))
        _bound_later_groups(datetime.timedelta(minutes=timeout_minutes))
    except BaseException:
        if under_mpi:
            _abort_mpi()
        raise
    if env.world_size > 1:
        _watch_failures(env, datetime.timedelta(minutes=timeout_minutes))
    if under_mpi:
        # After init_process_group: torch wraps sys.excepthook there to prefix "[rankN]" and prints the
        # traceback only after the hook it wraps returns, which an Abort inside it never does.
        _install_abort_hook()
    _current = env
    threads = ""
    if backend == "gloo":
        keep_freed_memory()  # a CPU run: reuse freed pages (lm4gen.core.host)
        _resources.append(deepspeed_shm_buffer(env.master_addr, env.master_port, env.rank))
        atexit.register(_unlink, _resources[-1])
        n = cpu_threads(env.local_world_size)  # the node's cores shared by its ranks (lm4gen.core.host)
        if n is not None:
            torch.set_num_threads(n)
        n = torch.get_num_threads()
        threads = f", {n} CPU thread{'s' * (n != 1)} per rank"
    if env.rank == 0:
        print(f"[dist] launcher {env.launcher}, world size {env.world_size}, backend {backend}, "
              f"master {env.master_addr}:{env.master_port}{threads}", flush=True)
        ntasks = _get(os.environ, "SLURM_NTASKS") or ""
        if env.launcher == "single" and ntasks.isdigit() and int(ntasks) > 1:
            print(f"[dist] note: SLURM_NTASKS={ntasks} but this process was not started by srun "
                  f"(a batch script is not a rank); running as one process", file=sys.stderr, flush=True)
    return env


# --- a failed rank names itself (lm4gen.core.errors) --------------------------------------------------------------

_resources: list[str] = []  # files to remove when a failed rank leaves without its exit handlers
_failures: dict[str, Any] = {}  # "store": this rank's own client of the job's rendezvous store, "rank", "world"
_report_lock = threading.Lock()  # one report per process: the failing main thread or the watching thread
_FIRST_FAILURE_WAIT = datetime.timedelta(seconds=5)  # a peer's collective broke: how long its report may take
_ACK_SECONDS = 10.0  # the first failed rank waits this long for the others to read its report


def _failure_keys() -> tuple[str, str, str]:
    """(the first failure, how many ranks read it, "every rank read it": nobody uses the store after that)."""
    return tuple(_key(name) for name in ("failed", "failed_seen", "failed_done"))


def _key(name: str) -> str:
    attempt = os.environ.get("TORCHELASTIC_RESTART_COUNT", "0")  # torchrun's store outlives a restart
    return f"lm4gen/{attempt}/{name}"


_stop_watch = threading.Event()
_POLL_SECONDS = 0.2
_STORE_SECONDS = 30.0  # a call to the job's store: its timeout
_STALL_STORE_SECONDS = 5.0  # reading the heartbeats after a collective timed out (the store may be stopped too)
_ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))


class _Heartbeat:
    """This rank's heartbeat in the job's store, so a rank whose collective timed out can tell which rank stopped.

    Every ``interval`` seconds (a tenth of the collective timeout, 0.2-5 s) the failure-watching thread writes
    ``host, pid, wall time, where the main thread is`` under ``lm4gen/<attempt>/beat/<rank>``. A stopped
    process (SIGSTOP, a node that froze) beats no more; a process stuck in a system call (a hung file-system
    read) still beats and says where it is. Heartbeats older than half the timeout (at most 30 s) are stale.
    ``last_reply`` is when the store last answered this thread: the store lives in rank 0's process (in
    torchrun's agent under torchrun), so a silent store means that rank 0 stopped.
    """

    def __init__(self, env: DistEnv, timeout: datetime.timedelta):
        seconds = timeout.total_seconds()
        self.env = env
        self.interval = min(5.0, max(_POLL_SECONDS, seconds / 10))
        self.stale_after = min(30.0, seconds / 2)
        self.host, self.pid = socket.gethostname(), os.getpid()
        self.main_thread = threading.main_thread().ident
        self.due = 0.0
        self.last_reply = time.monotonic()
        self.rank0: str | None = None  # rank 0's "host X, pid Y", read once (the store may go silent with it)
        self.addresses_sent = False

    def where(self) -> str:
        """The innermost frame of lm4gen's own code the main thread is in: ``core/trainer.py:396 (fit)``."""
        frame = sys._current_frames().get(self.main_thread)
        while frame is not None:
            path = _own(frame.f_code.co_filename)
            if path is not None:
                return f"{path}:{frame.f_lineno} ({frame.f_code.co_name})"
            frame = frame.f_back
        return "?"

    def send(self, store) -> None:
        """Beat if one is due (and learn who rank 0 is); every call that returns counts as a reply."""
        now = time.monotonic()
        self.last_reply = now
        if now < self.due:
            return
        self.due = now + self.interval
        if not self.addresses_sent:  # once: which addresses are this rank's (see peer_from_error)
            store.set(_key(f"addr/{self.env.rank}"), f"{self.host}\t{self.pid}\t{','.join(_addresses())}")
            self.addresses_sent = True
        store.set(_key(f"beat/{self.env.rank}"), f"{self.host}\t{self.pid}\t{time.time():.3f}\t{self.where()}")
        if self.rank0 is None and self.env.rank != 0 and store.check([_key("beat/0")]):
            self.rank0 = _who(store.get(_key("beat/0")).decode().split("\t"))
        self.last_reply = time.monotonic()

    def store_silent(self) -> float:
        """Seconds since the store last answered, if that is longer than a heartbeat may be late; else 0."""
        silent = time.monotonic() - self.last_reply
        return silent if silent > self.stale_after else 0.0


def _who(fields: list[str]) -> str:
    return f"host {fields[0]}, pid {fields[1]}"


def _addresses() -> list[str]:
    """This host's IPv4 addresses (every interface's, loopback included): a peer's connection error names the
    address of the rank that went away (``Connection closed by peer [10.177.0.12]:...``), these name the rank."""
    try:
        import psutil  # a DeepSpeed dependency

        found = {a.address for addrs in psutil.net_if_addrs().values() for a in addrs if a.family == socket.AF_INET}
    except Exception:  # noqa: BLE001 - no psutil, or no interfaces to read: the host name's addresses
        try:
            found = {info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)}
        except OSError:
            found = set()
    return sorted(found)


def peer_from_error(store, line: str, rank: int, world: int) -> str | None:
    """The rank(s) whose address a peer-failure message names (``rank 1 (host node2, pid 4242)``), from the
    addresses every rank published at its first heartbeat; None when the message names no known address.
    Ranks sharing the address (one node) are all named: the message does not tell them apart."""
    import re

    named = set(re.findall(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])", line))
    if not named:
        return None
    owners = []
    for r in range(world):
        if r == rank:
            continue
        try:
            if not store.check([_key(f"addr/{r}")]):
                continue
            host, pid, addresses = store.get(_key(f"addr/{r}")).decode().split("\t")
        except Exception:  # noqa: BLE001 - the store is gone: nothing to name
            return None
        if named & set(addresses.split(",")) - {"127.0.0.1"} or (named == {"127.0.0.1"} and "127.0.0.1" in addresses):
            owners.append(f"rank {r} (host {host}, pid {pid})")
    if not owners:
        return None
    return owners[0] if len(owners) == 1 else "one of " + ", ".join(owners)


def _own(filename: str) -> str | None:
    """The path of a file of lm4gen's own code relative to the checkout (not a library's, not this module)."""
    path = os.path.abspath(filename)
    if path.startswith(_ROOT + os.sep) and "site-packages" not in path and path != os.path.abspath(__file__):
        return os.path.relpath(path, _ROOT)
    return None


def _watch_failures(env: DistEnv, timeout: datetime.timedelta) -> None:
    """Start a thread that beats (:class:`_Heartbeat`) and waits for another rank's failure report, and then
    ends this rank with its line."""
    try:  # clients of its own (the server is rank 0's, or torchrun's): one waits here, one reports
        store = _store_client(env)
        beat = _Heartbeat(env, timeout)
        beat.send(store)  # before the first step: a rank that stops at once is named too
    except Exception:  # noqa: BLE001 - no failure reports, the rest works as before
        return
    _failures.update(env=env, beat=beat)
    _stop_watch.clear()
    thread = threading.Thread(target=_wait_for_failure, args=(store, env.rank, beat), name="lm4gen-failure-watch",
                              daemon=True)
    _failures["thread"] = thread
    thread.start()
    if not _failures.get("atexit"):
        import atexit

        atexit.register(_stop_watching)  # also when a rank ends without shutdown()
        _failures["atexit"] = True


def _stop_watching() -> None:
    """End the watching thread before the interpreter does: a thread still inside a store call when the
    interpreter finalizes (or when rank 0, the store's host, leaves first) aborts the process (SIGABRT)."""
    _stop_watch.set()
    thread = _failures.get("thread")
    if thread is not None and thread is not threading.current_thread():
        thread.join(timeout=5 * _POLL_SECONDS + _STORE_SECONDS)


def _store_client(env: DistEnv, seconds: float = _STORE_SECONDS):
    """A client of the job's rendezvous store (a TCPStore client serves one call at a time)."""
    import torch.distributed as dist  # noqa: F811 - the module imports torch lazily

    return dist.TCPStore(env.master_addr, env.master_port, is_master=False, wait_for_workers=False,
                         timeout=datetime.timedelta(seconds=seconds))


def _wait_for_failure(store, rank: int, beat: _Heartbeat) -> None:
    key = _failure_keys()[0]
    # polled, not a blocking wait: the thread must be able to stop (shutdown) between store calls
    while not _stop_watch.wait(_POLL_SECONDS):
        try:
            if store.check([key]):
                break
            beat.send(store)
        except Exception:  # noqa: BLE001 - the store is gone (the job ended, or its host stopped): stop
            return
    else:
        return
    first = _first_failure(store)
    if first is None or first[0] == rank or not _report_lock.acquire(blocking=False):
        return  # our own report, or the main thread is reporting
    sys.stderr.write(f"error: {_relayed(first)}\n")  # one write (see lm4gen.core.errors.run)
    sys.stderr.flush()
    _acknowledge(store)
    exit_now(first[1])


def _first_failure(store) -> tuple[int, int, str] | None:
    key = _failure_keys()[0]
    try:
        if not store.check([key]):  # get() would wait for the key for the store's whole timeout
            return None
        rank, code, line = store.get(key).decode().split("\t", 2)
        return int(rank), int(code), line
    except Exception:  # noqa: BLE001
        return None


def _relayed(first: tuple[int, int, str]) -> str:
    """Another rank's first failure as this rank prints it (a collective timeout's line names its rank)."""
    rank, _, line = first
    return line if line.startswith(f"rank {rank}: ") else f"rank {rank} failed first: {line}"


def _acknowledge(store) -> None:
    """Count this rank as informed, then wait until the failed rank saw every count: rank 0 hosts the
    store, and leaving earlier would break the failed rank's last calls (c10d prints a stack trace then)."""
    _, seen, done = _failure_keys()
    try:
        store.add(seen, 1)
        deadline = time.monotonic() + _ACK_SECONDS
        while not store.check([done]) and time.monotonic() < deadline:  # polled: a wait() that times out warns
            time.sleep(0.05)
    except Exception:  # noqa: BLE001
        pass


def report_failure(line: str, code: int, peer_failure: bool = False,
                   stall: "Stall | None" = None) -> tuple[str, int, bool]:
    """(line to print, exit code, whether this is one rank of several) for a rank that failed with ``line``.

    The first rank to fail records its line and waits (up to 10 s) until every other rank has read
    it; a later one, or one whose collective broke because a peer is gone (``peer_failure``), prints
    the first one's line instead of its own. After a collective timeout (``stall``) the ranks that
    stopped answering are not waited for, and with the store's host among them nothing is recorded."""
    env = _failures.get("env")
    if env is None:
        return line, code, False
    if stall is not None and stall.store_silent:
        return line, code, True
    rank, world = env.rank, env.world_size
    absent = len(stall.ranks) if stall is not None else 0
    key, seen, done = _failure_keys()
    with _report_lock:
        try:
            store = _store_client(env, _STALL_STORE_SECONDS if stall is not None else _STORE_SECONDS)
        except Exception:  # noqa: BLE001 - the store is gone (its host, rank 0, died): nothing to name
            return line, code, True
        if peer_failure:
            deadline = time.monotonic() + _FIRST_FAILURE_WAIT.total_seconds()
            first = _first_failure(store)
            while first is None and time.monotonic() < deadline:  # polled: a wait() that times out warns
                time.sleep(0.05)
                first = _first_failure(store)
            if first is None or first[0] == rank:
                who = peer_from_error(store, line, rank, world)
                return (f"{who or 'a peer rank'} exited without reporting an error (killed, out of memory or "
                        f"crashed?); rank {rank} saw: {line}"), code, True
        else:
            try:
                value = store.compare_set(key, "", f"{rank}\t{code}\t{line}")
                first = _first_failure(store) if value else None
            except Exception:  # noqa: BLE001 - the store is gone (rank 0 died): nothing to name
                return line, code, True
        if first is None or first[0] == rank:
            deadline = time.monotonic() + _ACK_SECONDS
            try:
                while store.add(seen, 0) < world - 1 - absent and time.monotonic() < deadline:
                    time.sleep(0.05)
                store.set(done, "1")
            except Exception:  # noqa: BLE001
                pass
            return line, code, True
        _acknowledge(store)
        return _relayed(first), first[1], True


# --- a stalled rank: every group bounded by the job's timeout, and who stopped answering -------------------------

_c10d_defaults: dict[str, Any] = {}  # c10d's defaults for groups created without a timeout, before init changed them


def _bound_later_groups(timeout: datetime.timedelta) -> None:
    """Give every process group created from now on without a timeout the job's ``timeout``.

    torch gives such a group c10d's default (30 minutes; 10 for NCCL), not the default group's.
    DeepSpeed creates its groups so (``deepspeed.comm.new_group(ranks)``), among them its copy of
    the world on which ZeRO reduces the gradients (``deepspeed.utils.groups._clone_world_group``):
    with ``LM4GEN_DIST_TIMEOUT_MINUTES=1`` a rank whose peer stopped during the backward waited 30
    minutes there, and only the default group's collectives (the loss and stop-signal all-reduces)
    timed out after one. megatron-core passes its own timeout (``lm4gen.core.parallel`` gives it
    :func:`collective_timeout`). :func:`shutdown` puts c10d's defaults back.
    """
    import torch.distributed.distributed_c10d as c10d

    for name in ("default_pg_timeout", "default_pg_nccl_timeout"):
        if isinstance(getattr(c10d, name, None), datetime.timedelta):
            _c10d_defaults.setdefault(name, getattr(c10d, name))
            setattr(c10d, name, timeout)


def _restore_group_defaults() -> None:
    import torch.distributed.distributed_c10d as c10d

    for name, value in _c10d_defaults.items():
        setattr(c10d, name, value)
    _c10d_defaults.clear()


def collective_timeout() -> datetime.timedelta:
    """The job's collective timeout: what :func:`init_distributed` started the groups with, else the
    environment's (:func:`collective_timeout_minutes`)."""
    import torch.distributed.distributed_c10d as c10d

    if _current is not None and "default_pg_timeout" in _c10d_defaults:
        return c10d.default_pg_timeout
    return datetime.timedelta(minutes=collective_timeout_minutes())


@dataclass(frozen=True)
class Stall:
    """What a rank whose collective timed out prints, and which ranks stopped answering."""

    line: str
    ranks: tuple[int, ...]
    store_silent: bool  # the store's host (rank 0) is one of them: nothing can go through the store


_GLOO_TIMEOUT = re.compile(r"Timed out waiting (\d+)ms for (\w+) operation")
_MAX_NAMED = 8


def stalled_collective(e: BaseException) -> Stall | None:
    """For a collective that timed out (gloo: ``Timed out waiting 60000ms for recv operation``) in a job of
    several ranks: the line naming where this rank waited and which ranks stopped answering (their heartbeats,
    :class:`_Heartbeat`); None for every other error.

    ``rank 0: collective timed out after 60 s in all_reduce, during engine.backward(loss)
    (core/trainer.py:396); rank 1 (host n1, pid 4242) stopped answering (no heartbeat for 61 s)``
    """
    m = _GLOO_TIMEOUT.search(str(e))
    env, beat = _failures.get("env"), _failures.get("beat")
    if m is None or env is None or beat is None:
        return None
    frames = traceback.extract_tb(e.__traceback__)
    ops = [f.name for f in frames if "torch/distributed/" in f.filename or "deepspeed/comm/" in f.filename]
    own = [f for f in frames if _own(f.filename) is not None]
    where = f" in {ops[-1] if ops else m.group(2)}"
    if own:
        code = own[-1].line or own[-1].name
        code = code if len(code) <= 60 else code[:57] + "..."
        where += f", during {code} ({_own(own[-1].filename)}:{own[-1].lineno})"
    head = f"rank {env.rank}: collective timed out after {int(m.group(1)) / 1000:g} s{where}"
    silent = beat.store_silent()
    if silent and env.rank != 0:
        who = f" ({beat.rank0})" if beat.rank0 else ""
        return Stall(f"{head}; rank 0{who} stopped answering (it hosts the job's store at {env.master_addr}:"
                     f"{env.master_port}, silent for {silent:.0f} s)", (0,), True)
    try:
        store = _store_client(env, _STALL_STORE_SECONDS)
        beats = {r: store.get(_key(f"beat/{r}")).decode().split("\t") for r in range(env.world_size)
                 if r != env.rank and store.check([_key(f"beat/{r}")])}
    except Exception:  # noqa: BLE001 - the store does not answer either
        return Stall(f"{head}; the job's store at {env.master_addr}:{env.master_port} does not answer either "
                     f"(rank 0, its host, stopped?)", (0,), True)
    now = time.time()
    stale = {r: now - float(b[2]) for r, b in beats.items() if now - float(b[2]) > beat.stale_after}
    if stale:
        named = [f"{r} ({_who(beats[r])})" for r in sorted(stale)[:_MAX_NAMED]]
        more = f" and {len(stale) - _MAX_NAMED} more" if len(stale) > _MAX_NAMED else ""
        age = max(stale.values())
        return Stall(f"{head}; rank{'s' * (len(stale) > 1)} {', '.join(named)}{more} stopped answering "
                     f"(no heartbeat for {age:.0f} s)", tuple(sorted(stale)), False)
    mine = f"{_own(own[-1].filename)}:{own[-1].lineno} ({own[-1].name})" if own else "?"  # where this rank waits
    elsewhere = [f"rank {r} ({_who(b)}) is at {b[3]}" for r, b in sorted(beats.items()) if b[3] != mine]
    return Stall(f"{head}; every rank still answers, so one is stuck outside the collective (a hung device or "
                 f"file-system call?): {'; '.join(elsewhere[:_MAX_NAMED]) or 'all wait at the same place'}", (), False)


def release_resources() -> None:
    """What the exit handlers would remove, for a rank that leaves with ``os._exit``."""
    for path in _resources:
        _unlink(path)


def launcher_world_size(env: Mapping[str, str] | None = None) -> int:
    """The world size the launcher announces (torchrun, srun, MPI), before any process group or communication.

    For checks that must fail before start-up (e.g. the tensor-parallel degree must divide it):
    under srun and mpiexec ``WORLD_SIZE`` is only exported by :func:`init_distributed`.
    """
    return _ranks(os.environ if env is None else env).world_size


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
    r = _ranks(env)
    return index * r.world_size + r.rank, count * r.world_size


def is_main() -> bool:
    """Rank 0 of the process group, or, before one exists, of the launcher's environment."""
    import torch.distributed as dist

    if dist.is_initialized():
        return dist.get_rank() == 0
    return _ranks(os.environ).rank == 0


def barrier() -> None:
    """Wait for every rank. Without a process group only a one-process world may pass."""
    import torch
    import torch.distributed as dist

    if dist.is_initialized():
        if dist.get_backend() == "nccl":
            dist.barrier(device_ids=[torch.cuda.current_device()])
        else:
            dist.barrier()
    elif _ranks(os.environ).world_size > 1:
        raise RuntimeError("barrier() with several ranks but no process group: call init_distributed() first")


def all_reduce_host(tensor, op=None, group=None):
    """``all_reduce`` a host (CPU) tensor in place on any backend (NCCL reduces CUDA tensors only: the
    tensor makes a round trip through the current GPU there). ``op`` defaults to SUM."""
    import torch
    import torch.distributed as dist

    op = dist.ReduceOp.SUM if op is None else op
    if dist.get_backend(group) == "nccl" and tensor.device.type != "cuda":
        on_gpu = tensor.to(torch.cuda.current_device())
        dist.all_reduce(on_gpu, op=op, group=group)
        tensor.copy_(on_gpu)
    else:
        dist.all_reduce(tensor, op=op, group=group)
    return tensor


def deepspeed_shm_buffer(master_addr: str, master_port: int | str, rank: int) -> str:
    """The POSIX shared-memory file DeepSpeed's CPU accelerator creates for this rank's
    all-reduce workspace (``deepspeed/ops/csrc/cpu/comm/shm.cpp``: 69 MB, named after the
    uid, MASTER_ADDR, MASTER_PORT and the rank). DeepSpeed never unlinks it, so every CPU
    run would leave ~69 MB per rank of RAM in ``/dev/shm`` until reboot (a test suite of
    dozens of runs filled 16 GB); :func:`init_distributed` on gloo unlinks it at exit.
    Unlinking is safe once all ranks mapped it at start-up: the memory lives until the
    last process that maps it exits."""
    return f"/dev/shm/deepspeed_allreduce_buffer_{os.getuid()}_{master_addr}_{master_port}_{rank}"


def _unlink(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:  # never created (no DeepSpeed, another accelerator) or already gone
        pass


def shutdown() -> None:
    """Destroy the default process group (a no-op without one) and restore the variables init exported."""
    global _current
    import torch.distributed as dist

    _stop_watching()
    if dist.is_initialized():
        dist.destroy_process_group()
    _current = None
    _restore_group_defaults()
    for name in ("env", "thread"):
        _failures.pop(name, None)
    # the launcher's own variables again: a later init_distributed() rediscovers (and, under MPI, gets a new port)
    for name, value in _environ_before.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value
    _environ_before.clear()


def exit_now(code: int) -> None:
    """Leave a failed multi-rank job without the exit handlers (MPI_Finalize would wait for the dead rank).

    Under MPI the job is aborted (``MPI_Abort``, after a moment for Hydra to forward the error line): Hydra takes
    a rank that exits with a code (not a signal) for a normal end, and kills the others only if it reads the
    rank's PMI socket closing before it reaps the rank. That is a race: with a peer stopped (SIGSTOP, a hung
    device), mpiexec then waited for it forever, about one run in eight on a busy machine."""
    release_resources()
    sys.stdout.flush()
    sys.stderr.flush()
    if _initialized_comm() is not None:
        _abort(code)
    os._exit(code)
