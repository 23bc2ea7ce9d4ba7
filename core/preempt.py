"""Preemption: a signal asks a training run to checkpoint and stop; the exit code says so.

SLURM sends ``--signal=USR1@<seconds>`` before a time limit, and SIGTERM on
preemption, at the time limit or on ``scancel`` — to *every* process of the job,
DataLoader workers included. Every training entry point (pretrain, finetune) installs
:class:`StopSignal`; after each optimizer step all ranks agree (one ``all_reduce``)
whether any of them was asked to stop, so they stop at the same step, write a
checkpoint and exit with :data:`EXIT_PREEMPTED`. A batch script that sees that code
requeues the job (``scontrol requeue``), and the requeued run resumes from the
checkpoint (``--resume auto``). A run that ends normally exits 0, so it is never requeued.

A person stops a run with Ctrl-C (SIGINT to the terminal's foreground process group: the launcher, every
rank and their loader workers): the ranks stop in the same way, write a checkpoint and exit with
:data:`EXIT_INTERRUPTED` (130, the shell's code for SIGINT; no batch script requeues it) after one line naming the
checkpoint. A Ctrl-C outranks every other reason to stop (the deepspeed launcher follows it with SIGTERM, and its
runner dies of it: the ranks still report the Ctrl-C). A second Ctrl-C ends the rank at once, also with 130 and one
line, even while its main thread waits inside a collective or a write: a thread reads the signal from
:func:`signal.set_wakeup_fd`'s pipe, which the C-level handler writes at delivery.

A rank is asked to stop by

* SIGTERM or SIGUSR1 to the rank itself (srun, mpiexec and torchrun forward them;
  a signal to the whole process group reaches the ranks of the deepspeed launcher);
* the death of the launcher that started it (the ``deepspeed`` command and its
  ``deepspeed.launcher.launch`` child, ``torchrun``, ``mpiexec`` and its proxy): these die
  of a signal they do not forward (the deepspeed launcher of SIGTERM and SIGUSR1,
  torchrun of SIGUSR1), and their ranks would otherwise train on, unseen, until the
  time limit's SIGKILL. :class:`StopSignal` polls them once a second.

Loader workers (and any process a rank forks) ignore SIGTERM, SIGUSR1 and SIGINT
(:func:`ignore_stop_signals`, the DataLoader's ``worker_init_fn``): a worker killed by
the job-wide SIGTERM would make its rank raise instead of checkpointing. The signals
are blocked across the fork (:func:`_block_across_fork`), so there is no moment
between fork and ``worker_init_fn`` in which a worker could die of one. docs/cluster.md
("Running on a cluster") has what each launcher does with each signal.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from multiprocessing import resource_tracker

import torch
import torch.distributed as dist

from lm4gen.core.collectives import all_reduce_host
from lm4gen.core.process_group import release_resources

EXIT_PREEMPTED = 75  # EX_TEMPFAIL: stopped by a signal after writing a checkpoint; resubmit to continue
EXIT_INTERRUPTED = 130  # 128 + SIGINT, as a shell reports Ctrl-C: a person stopped the run (nothing requeues it)
STOP_SIGNALS = (signal.SIGTERM, signal.SIGUSR1, signal.SIGINT)  # what workers leave to their rank
# the processes that start ranks: an executable's name, or a python -m module
_LAUNCHER_NAMES = ("deepspeed", "torchrun", "mpiexec", "mpiexec.hydra", "mpirun", "hydra_pmi_proxy", "orted", "prterun",
                   "prted")
_LAUNCHER_MODULES = ("deepspeed.launcher.launch", "torch.distributed.run", "torch.distributed.launch")
_WATCH_SECONDS = 1.0


def ignore_stop_signals(worker_id: int | None = None) -> None:
    """Ignore SIGTERM, SIGUSR1 and SIGINT in this process (a loader worker; usable as ``worker_init_fn``):
    its rank gets them too and stops cleanly, which shuts the workers down."""
    for sig in STOP_SIGNALS:
        signal.signal(sig, signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)  # blocked across the fork: pending ones are now dropped


def start_resource_tracker() -> None:
    """Start multiprocessing's resource tracker (the process that unlinks the semaphores and shared memory of
    spawn / fork-server workers) with the stop signals blocked, if it is not running yet. It ignores SIGTERM and
    SIGINT itself, not SIGUSR1: a job-wide SIGUSR1 (SLURM's ``--signal``, a grid's deadline) killed it, its rank
    relaunched it and printed a KeyError traceback per semaphore at exit, and what it tracked could leak.
    Blocked from its start, the signal is never delivered to it."""
    old = signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
    try:
        resource_tracker.ensure_running()
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


_mask_before_fork = threading.local()
_fork_hooks: list[bool] = []


def _block_across_fork() -> None:
    """A forked child starts with the stop signals blocked (until :func:`ignore_stop_signals`): torch's worker
    start-up installs a SIGTERM handler that kills the worker before ``worker_init_fn`` can ignore it."""
    if _fork_hooks:
        return
    _fork_hooks.append(True)

    def before():
        _mask_before_fork.mask = signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)

    def after_in_parent():
        signal.pthread_sigmask(signal.SIG_SETMASK, _mask_before_fork.mask)

    os.register_at_fork(before=before, after_in_parent=after_in_parent)


def _stat(pid: int) -> tuple[str, int, int] | None:
    """(state, parent pid, start time) of a process from /proc, or None if it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()  # after "pid (comm)": the name may hold spaces
    except (OSError, IndexError):
        return None
    return fields[0], int(fields[1]), int(fields[19])


def _is_launcher(pid: int) -> str | None:
    """The launcher's name if ``pid`` runs one (its command line), else None."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            argv = [a.decode(errors="replace") for a in f.read().split(b"\0") if a]
    except OSError:
        return None
    if not argv:
        return None
    name = os.path.basename(argv[0])
    if name.startswith("python"):  # python [-u ...] SCRIPT, or python [-u ...] -m MODULE
        rest = [a for a in argv[1:] if a != "-u"]
        if rest[:1] == ["-m"] and len(rest) > 1:
            return rest[1] if rest[1] in _LAUNCHER_MODULES else None
        name = os.path.basename(rest[0]) if rest else ""
    return name if name in _LAUNCHER_NAMES else None
    return None


def launcher_processes(pid: int | None = None) -> list[tuple[int, int, str]]:
    """(pid, start time, name) of the launcher processes above ``pid`` (default: this process): its parent
    and the parent's parents while each runs a launcher. Empty when the parent is no launcher (a plain
    ``python run.py``, srun's slurmstepd) or there is no /proc."""
    found = []
    stat = _stat(os.getpid() if pid is None else pid)
    while stat is not None and stat[1] > 1:
        parent = stat[1]
        name = _is_launcher(parent)
        stat = _stat(parent)
        if name is None or stat is None:
            break
        found.append((parent, stat[2], name))
    return found


def _alive(pid: int, start: int) -> bool:
    stat = _stat(pid)
    return stat is not None and stat[2] == start and stat[0] not in ("Z", "X")  # a zombie has exited


_interrupt_watch: list["StopSignal"] = []  # the StopSignal the wake-up thread counts Ctrl-Cs for (once started)


def _count_interrupts(read_end: int) -> None:
    """The wake-up thread: every SIGINT byte is one Ctrl-C for the newest StopSignal."""
    while True:
        try:
            data = os.read(read_end, 64)
        except InterruptedError:
            continue
        if not data:
            return
        for _ in range(data.count(bytes([signal.SIGINT]))):
            _interrupt_watch[0]._interrupted()


LAUNCHER_GONE = 1000  # a stop reason code above every signal number
INTERRUPTED = 2000  # a Ctrl-C: above LAUNCHER_GONE (a person's stop outranks the launcher that died of the same Ctrl-C)


class StopSignal:
    """SIGTERM/SIGUSR1/SIGINT, or the launcher's death, ask for a checkpoint and a clean stop after the current step;
    a second SIGINT ends the process at once."""

    def __init__(self, signals=(signal.SIGTERM, signal.SIGUSR1, signal.SIGINT), watch_launcher: bool = True):
        self.received: int | None = None  # the signal number (SIGINT stays, once received)
        self.launcher_gone: str | None = None  # which launcher died
        self.agreed_reason = 0  # after agreed_with: the largest reason code over the ranks (see _reason_code)
        self.interrupts = 0  # Ctrl-Cs counted (by the wake-up thread where there is one, else by the handler)
        self._leaving = threading.Lock()
        self._counts_in_thread = signal.SIGINT in signals and self._watch_interrupts()
        for sig in signals:
            signal.signal(sig, self._handle)
        _block_across_fork()
        launchers = launcher_processes() if watch_launcher else []
        if launchers:
            threading.Thread(target=self._watch, args=(launchers,), name="lm4gen-launcher-watch", daemon=True).start()

    def _handle(self, signum, frame):
        if signum == signal.SIGINT:
            self.received = signal.SIGINT
            if not self._counts_in_thread:
                self._interrupted()
        elif self.received != signal.SIGINT:  # a Ctrl-C stays the reason when the launcher adds its SIGTERM
            self.received = signum

    def _interrupted(self) -> None:
        self.interrupts += 1
        self.received = signal.SIGINT
        if self.interrupts >= 2:
            self._leave_now()

    def _watch_interrupts(self) -> bool:
        """Count Ctrl-Cs in a thread, from the bytes the C-level handler writes to the wake-up pipe at delivery:
        the Python handler runs only when the main thread next runs Python code, and a rank waiting in a
        collective for a peer (or in a long write) would not stop on a second Ctrl-C. One thread per process,
        counting for the newest StopSignal. False where this cannot be done (not the main thread, or the
        wake-up fd is someone else's, an event loop's): the handler counts."""
        if threading.current_thread() is not threading.main_thread():
            return False
        if _interrupt_watch:
            _interrupt_watch[0] = self
            return True
        read_end, write_end = os.pipe()
        os.set_blocking(write_end, False)
        old = signal.set_wakeup_fd(write_end, warn_on_full_buffer=False)
        if old != -1:
            signal.set_wakeup_fd(old)
            os.close(read_end)
            os.close(write_end)
            return False
        _interrupt_watch.append(self)
        threading.Thread(target=_count_interrupts, args=(read_end,), name="lm4gen-interrupt-watch",
                         daemon=True).start()
        return True

    def _leave_now(self) -> None:
        """The second Ctrl-C: one line (from rank 0), then exit 130 without the exit handlers (which may wait for
        the main thread, a peer or a write)."""
        if not self._leaving.acquire(blocking=False):
            return
        if not dist.is_initialized() or dist.get_rank() == 0:
            sys.stderr.write("interrupted again (Ctrl-C): stopped at once; a rerun with --resume auto continues "
                             "from the newest complete checkpoint\n")
        release_resources()  # what the exit handlers would remove (files, loader semaphores)
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError):
                pass
        os._exit(EXIT_INTERRUPTED)

    def _watch(self, launchers: list[tuple[int, int, str]]) -> None:
        event = threading.Event()
        while not event.wait(_WATCH_SECONDS):
            for pid, start, name in launchers:
                if not _alive(pid, start):
                    self.launcher_gone = f"{name} (pid {pid})"
                    return

    @property
    def requested(self) -> bool:
        """Whether this rank was asked to stop."""
        return self.received is not None or self.launcher_gone is not None

    def _reason_code(self) -> int:
        """0: not asked; a signal's number; LAUNCHER_GONE (above any signal number) when the launcher died;
        INTERRUPTED (above that) after a Ctrl-C."""
        if self.received == signal.SIGINT:
            return INTERRUPTED
        if self.launcher_gone is not None:
            return LAUNCHER_GONE
        return self.received or 0

    def describe(self) -> str:
        """Why the ranks stop, for the log line (after :meth:`agreed` said so), seen from this rank: what it
        received itself, else what another rank did (the agreement carries the reason)."""
        if self.received == signal.SIGINT:
            return "on Ctrl-C (SIGINT)"
        if self.agreed_reason == INTERRUPTED:
            return "on Ctrl-C (SIGINT) to another rank"
        if self.received is not None:
            return f"on signal {self.received} ({signal.Signals(self.received).name})"
        if self.launcher_gone is not None:
            return f"because its launcher {self.launcher_gone} exited"
        if self.agreed_reason == LAUNCHER_GONE:
            return "because its launcher exited (another rank noticed first)"
        if self.agreed_reason:
            return f"on signal {self.agreed_reason} ({signal.Signals(self.agreed_reason).name}) to another rank"
        return "on a signal to another rank"

    @property
    def exit_code(self) -> int:
        """The code a run stopped by the agreed reason exits with: EXIT_INTERRUPTED after a Ctrl-C, else
        EXIT_PREEMPTED (a script requeues it)."""
        return EXIT_INTERRUPTED if self.agreed_reason == INTERRUPTED else EXIT_PREEMPTED

    def stopped_line(self, step: int, checkpoint: str) -> str:
        """The line a run prints when it stopped after ``step`` and saved ``checkpoint``."""
        if self.agreed_reason == INTERRUPTED:
            return f"interrupted (Ctrl-C) after step {step}: saved {checkpoint}; rerun with --resume auto to continue"
        return f"stopping after step {step} {self.describe()} (checkpoint written)"

    def agreed(self, group=None) -> bool:
        """Whether any rank was asked to stop (all ranks must stop at the same step)."""
        return self.agreed_with(group=group)[0]

    def agreed_with(self, *local_flags: bool, group=None) -> list[bool]:
        """[any rank was asked to stop, any rank set local_flags[0], ...] in one ``all_reduce``."""
        flags = torch.tensor([float(self._reason_code())] + [1.0 if f else 0.0 for f in local_flags])
        if dist.is_initialized():
            all_reduce_host(flags, op=dist.ReduceOp.MAX, group=group)
        values = flags.tolist()
        self.agreed_reason = int(values[0])
        return [bool(v) for v in values]
