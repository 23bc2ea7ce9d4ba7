"""Start and end this process's default process group, on the device chosen for its rank.

:func:`start_process_group` (:func:`init_distributed` returns its ``env``) discovers the ranks
(:func:`lm4gen.core.launch_env.discover`), exports the canonical torchrun variables, so DeepSpeed
and megatron-core see one convention whatever started the job, picks NCCL with CUDA and gloo
without, chooses the rank's device (:func:`choose_device`) and starts the default process group
(``env://``), also for a world of 1, so collectives work the same everywhere. Every process group
created later without a timeout gets the job's (``LM4GEN_DIST_TIMEOUT_MINUTES``). In a job of several
ranks it starts this rank's :class:`lm4gen.core.failure_relay.FailureRelay`. Under an MPI launcher
it initialises MPI on every rank first; any exception during start-up, and any uncaught exception
later (through ``sys.excepthook``), then aborts the MPI job (:mod:`lm4gen.core.mpi_comm`), so the
other ranks die instead of hanging in a collective or in ``MPI_Finalize``. Torchrun stops the other
ranks itself; under srun use ``--kill-on-bad-exit=1`` or rely on the process-group timeout.
:func:`shutdown` destroys the group and restores what starting it changed (the exported variables,
c10d's timeouts), so a later start rediscovers.
"""

from __future__ import annotations

import atexit
import datetime
import os
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING

from lm4gen.core.failure_relay import FailureRelay
from lm4gen.core.host import cpu_threads, keep_freed_memory
from lm4gen.core.launch_env import (MPI_LAUNCHERS, DistEnv, collective_timeout_minutes, discover, launcher_ranks,
                                    mpi_variables)
from lm4gen.core.mpi_comm import abort_job, abort_job_with_traceback, comm_world, initialized_comm, install_abort_hook
from lm4gen.core.stall_diagnosis import Stall

if TYPE_CHECKING:
    import torch

_C10D_TIMEOUTS = ("default_pg_timeout", "default_pg_nccl_timeout")  # c10d's timeouts for groups made without one


@dataclass
class ProcessGroup:
    """The default process group this process started, and what ending it puts back."""

    env: DistEnv  # this rank's place in the job
    backend: str  # "nccl" | "gloo"
    device: torch.device  # this rank's GPU (choose_device), or the CPU
    timeout: datetime.timedelta  # every collective's, in every group
    environ_before: dict[str, str | None]  # the exported torchrun variables' earlier values
    c10d_defaults: dict[str, datetime.timedelta]  # c10d's timeouts for later groups, before this group set them
    relay: FailureRelay | None = None  # this rank's part in relaying the job's first failure (several ranks)
    shm_buffer: str | None = None  # DeepSpeed's CPU all-reduce workspace (gloo), removed when the group ends

    def restore(self) -> None:
        """Put back c10d's timeouts and the launcher's variables; remove DeepSpeed's workspace file."""
        import torch.distributed.distributed_c10d as c10d

        for name, value in self.c10d_defaults.items():
            setattr(c10d, name, value)
        _restore_environ(self.environ_before)
        if self.shm_buffer is not None:
            _unlink(self.shm_buffer)


def _restore_environ(before: dict[str, str | None]) -> None:
    """The launcher's own variables again: a later start rediscovers (and, under MPI, gets a new port)."""
    for name, value in before.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value


# The group this process started: one per process, like torch's own default group (lm4gen.core.errors reaches
# the failure relay through it, lm4gen.core.parallel the job's timeout).
_started: ProcessGroup | None = None


def choose_device(local_rank: int, local_world_size: int):
    """This rank's device: the CPU without CUDA; ``cuda:0`` when the rank sees one GPU (``srun
    --gpus-per-task=1``, a ``CUDA_VISIBLE_DEVICES`` per rank: the one it sees is its own); else
    ``cuda:<local_rank>`` (every rank of the node sees every GPU of the node)."""
    import torch

    if not torch.cuda.is_available():
        return torch.device("cpu")
    num_devices = torch.cuda.device_count()
    if num_devices == 1:
        return torch.device("cuda", 0)
    if local_rank < num_devices:
        return torch.device("cuda", local_rank)
    raise ValueError(f"local rank {local_rank} of {local_world_size} on this node, but only {num_devices} CUDA "
                     "devices are visible")


def init_distributed(timeout_minutes: float | None = None, backend: str | None = None) -> DistEnv:
    """Discover the ranks, export torchrun's variables, start the default process group (also for 1 rank);
    this rank's place in the job (see :func:`start_process_group`)."""
    return start_process_group(timeout_minutes, backend).env


def start_process_group(timeout_minutes: float | None = None, backend: str | None = None) -> ProcessGroup:
    """Start the default process group (see the module doc), or return the one this process started.

    ``timeout_minutes`` bounds every collective (a dead rank makes the others raise instead of
    hanging); None takes :func:`lm4gen.core.launch_env.collective_timeout_minutes`.
    """
    global _started
    import torch.distributed as dist

    if dist.is_initialized():
        if _started is None:
            raise RuntimeError("a default process group exists that init_distributed() did not start")
        return _started
    if timeout_minutes is None:
        timeout_minutes = collective_timeout_minutes()
    if not timeout_minutes > 0:
        raise ValueError(f"timeout_minutes={timeout_minutes} must be > 0")
    try:
        ranks = launcher_ranks(os.environ)
    except Exception:
        if mpi_variables(os.environ) is not None:
            abort_job_with_traceback()  # the other ranks are (or soon will be) waiting in MPI
        raise
    under_mpi = ranks.launcher in MPI_LAUNCHERS
    if under_mpi:
        comm_world()  # MPI_Init now, on every rank together, so Abort works from anywhere later
    stale = _started  # a group destroyed behind our back: what it changed is still to be put back
    if stale is not None and stale.relay is not None:
        stale.relay.stop()
    try:
        group = _start(datetime.timedelta(minutes=timeout_minutes), backend, stale)
    except BaseException:
        if under_mpi:
            abort_job_with_traceback()
        raise
    if group.env.world_size > 1:
        relay = FailureRelay(group.env, group.timeout)
        if relay.watch(leave=exit_now):
            group.relay = relay
            atexit.register(relay.stop)  # also when a rank ends without shutdown()
    if under_mpi:
        # After init_process_group: torch wraps sys.excepthook there to prefix "[rankN]" and prints the
        # traceback only after the hook it wraps returns, which an Abort inside it never does.
        install_abort_hook()
    _started = group
    threads = _share_the_cpus(group) if group.backend == "gloo" else ""
    _announce(group, threads)
    return group


def _start(timeout: datetime.timedelta, backend: str | None, stale: ProcessGroup | None) -> ProcessGroup:
    """Export the discovered ranks, set the device, start the default group; on failure, put the variables back."""
    import torch
    import torch.distributed as dist

    env = discover(os.environ)
    environ_before = dict(stale.environ_before) if stale else {}
    for name in env.exports():  # the first values only: a group destroyed behind our back left ours
        environ_before.setdefault(name, os.environ.get(name))
    os.environ.update(env.exports())
    os.environ.setdefault("TORCH_NCCL_ASYNC_ERROR_HANDLING", "1")  # a failed NCCL op raises instead of hanging
    try:
        if backend is None:
            backend = "nccl" if torch.cuda.is_available() else "gloo"
        if backend == "nccl" and not torch.cuda.is_available():
            raise ValueError("backend 'nccl' needs CUDA, and no CUDA device is available (use 'gloo')")
        device = choose_device(env.local_rank, env.local_world_size)
        if device.type == "cuda":
            torch.cuda.set_device(device)
        dist.init_process_group(backend, init_method="env://", rank=env.rank, world_size=env.world_size,
                                timeout=timeout)
    except BaseException:
        _restore_environ(environ_before)
        raise
    group = ProcessGroup(env, backend, device, timeout, environ_before, dict(stale.c10d_defaults) if stale else {})
    _bound_later_groups(group)
    return group


def _bound_later_groups(group: ProcessGroup) -> None:
    """Give every process group created from now on without a timeout the job's timeout.

    torch gives such a group c10d's default (30 minutes; 10 for NCCL), not the default group's.
    DeepSpeed creates its groups so (``deepspeed.comm.new_group(ranks)``), among them its copy of
    the world on which ZeRO reduces the gradients (``deepspeed.utils.groups._clone_world_group``):
    with ``LM4GEN_DIST_TIMEOUT_MINUTES=1`` a rank whose peer stopped during the backward waited 30
    minutes there, and only the default group's collectives (the loss and stop-signal all-reduces)
    timed out after one. megatron-core passes its own timeout (``lm4gen.core.parallel`` gives it
    :func:`collective_timeout`). :func:`shutdown` puts c10d's defaults back.
    """
    import torch.distributed.distributed_c10d as c10d

    for name in _C10D_TIMEOUTS:
        if isinstance(getattr(c10d, name, None), datetime.timedelta):
            group.c10d_defaults.setdefault(name, getattr(c10d, name))
            setattr(c10d, name, group.timeout)


def _share_the_cpus(group: ProcessGroup) -> str:
    """A CPU run: reuse freed pages, remove DeepSpeed's workspace at exit, share the node's cores among its
    ranks (:mod:`lm4gen.core.host`); the threads per rank, for the start-up line."""
    import torch

    env = group.env
    keep_freed_memory()
    group.shm_buffer = deepspeed_shm_buffer(env.master_addr, env.master_port, env.rank)
    atexit.register(_unlink, group.shm_buffer)
    n = cpu_threads(env.local_world_size)
    if n is not None:
        torch.set_num_threads(n)
    n = torch.get_num_threads()
    return f", {n} CPU thread{'s' * (n != 1)} per rank"


def _announce(group: ProcessGroup, threads: str) -> None:
    env = group.env
    if env.rank != 0:
        return
    print(f"[dist] launcher {env.launcher}, world size {env.world_size}, backend {group.backend}, "
          f"master {env.master_addr}:{env.master_port}{threads}", flush=True)
    ntasks = (os.environ.get("SLURM_NTASKS") or "").strip()
    if env.launcher == "single" and ntasks.isdigit() and int(ntasks) > 1:
        print(f"[dist] note: SLURM_NTASKS={ntasks} but this process was not started by srun "
              f"(a batch script is not a rank); running as one process", file=sys.stderr, flush=True)


def collective_timeout() -> datetime.timedelta:
    """The job's collective timeout: what :func:`init_distributed` started the groups with, else the
    environment's (:func:`lm4gen.core.launch_env.collective_timeout_minutes`)."""
    if _started is not None and "default_pg_timeout" in _started.c10d_defaults:
        return _started.timeout
    return datetime.timedelta(minutes=collective_timeout_minutes())


def report_failure(line: str, code: int, peer_failure: bool = False,
                   stall: Stall | None = None) -> tuple[str, int, bool]:
    """(line to print, exit code, whether this is one rank of several) for a rank that failed with ``line``:
    the job's first failure as :meth:`lm4gen.core.failure_relay.FailureRelay.report` relays it; one process's
    own line without a relay."""
    relay = _started.relay if _started is not None else None
    if relay is None:
        return line, code, False
    return relay.report(line, code, peer_failure, stall)


def stalled_collective(e: BaseException) -> Stall | None:
    """For a collective that timed out in a job of several ranks: the line naming the ranks that stopped
    answering (:func:`lm4gen.core.stall_diagnosis.diagnose_stall`); None for every other error."""
    relay = _started.relay if _started is not None else None
    return None if relay is None else relay.stalled_collective(e)


def deepspeed_shm_buffer(master_addr: str, master_port: int | str, rank: int) -> str:
    """The POSIX shared-memory file DeepSpeed's CPU accelerator creates for this rank's
    all-reduce workspace (``deepspeed/ops/csrc/cpu/comm/shm.cpp``: 69 MB, named after the
    uid, MASTER_ADDR, MASTER_PORT and the rank). DeepSpeed never unlinks it, so every CPU
    run would leave ~69 MB per rank of RAM in ``/dev/shm`` until reboot (a test suite of
    dozens of runs filled 16 GB); a gloo group unlinks it when it ends (or at exit).
    Unlinking is safe once all ranks mapped it at start-up: the memory lives until the
    last process that maps it exits."""
    return f"/dev/shm/deepspeed_allreduce_buffer_{os.getuid()}_{master_addr}_{master_port}_{rank}"


def _unlink(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:  # never created (no DeepSpeed, another accelerator) or already gone
        pass


def shutdown() -> None:
    """Destroy the default process group (a no-op without one) and restore what starting it changed."""
    global _started
    import torch.distributed as dist

    group, _started = _started, None
    if group is not None and group.relay is not None:
        group.relay.stop()
        atexit.unregister(group.relay.stop)
    if dist.is_initialized():
        dist.destroy_process_group()
    if group is not None:
        group.restore()


def exit_now(code: int) -> None:
    """Leave a failed multi-rank job without the exit handlers (MPI_Finalize would wait for the dead rank).

    Under MPI the job is aborted (``MPI_Abort``, after a moment for Hydra to forward the error line): Hydra takes
    a rank that exits with a code (not a signal) for a normal end, and kills the others only if it reads the
    rank's PMI socket closing before it reaps the rank. That is a race: with a peer stopped (SIGSTOP, a hung
    device), mpiexec then waited for it forever, about one run in eight on a busy machine."""
    release_resources()
    sys.stdout.flush()
    sys.stderr.flush()
    if initialized_comm() is not None:
        abort_job(code)
    os._exit(code)


def release_resources() -> None:
    """What the exit handlers would remove, for a rank that leaves with ``os._exit``: its files, and the named
    semaphores of its loader workers' queues (fork-server workers: multiprocessing unlinks them at exit;
    skipped, the resource tracker prints "leaked semaphore objects" warnings after the rank's error line)."""
    import multiprocessing.synchronize
    import multiprocessing.util

    if _started is not None and _started.shm_buffer is not None:
        _unlink(_started.shm_buffer)
    for finalizer in list(multiprocessing.util._finalizer_registry.values()):
        if getattr(finalizer, "_callback", None) is multiprocessing.synchronize.SemLock._cleanup:
            finalizer()  # sem_unlink, and the tracker is told
