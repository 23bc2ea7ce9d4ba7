"""Each rank's heartbeat in the job's rendezvous store, and the small vocabulary of that store: its keys, a client
of it, and the path of lm4gen's own code a rank is in (what a heartbeat and a stall's line show)."""

from __future__ import annotations

import datetime
import os
import socket
import sys
import threading
import time

from lm4gen.core.launch_env import DistEnv
from lm4gen.core.network import host_addresses

POLL_SECONDS = 0.2
STORE_SECONDS = 30.0  # a call to the job's store: its timeout
_CORE = os.path.dirname(os.path.abspath(__file__))
_ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
# the process-group plumbing: a rank waiting inside it is shown at its caller (the trainer's all-reduce, ...)
_PLUMBING = frozenset(os.path.join(_CORE, f"{name}.py") for name in (
    "collectives", "failure_relay", "heartbeat", "launch_env", "mpi_comm", "network", "process_group",
    "stall_diagnosis"))


def store_key(name: str) -> str:
    """The key of ``name`` in the job's store for this attempt (torchrun's store outlives a restart)."""
    attempt = os.environ.get("TORCHELASTIC_RESTART_COUNT", "0")
    return f"lm4gen/{attempt}/{name}"


def store_client(env: DistEnv, seconds: float = STORE_SECONDS):
    """A client of the job's rendezvous store (a TCPStore client serves one call at a time)."""
    import torch.distributed as dist  # torch is imported lazily: the launcher tables work without it

    return dist.TCPStore(env.master_addr, env.master_port, is_master=False, wait_for_workers=False,
                         timeout=datetime.timedelta(seconds=seconds))


def host_and_pid(fields: list[str]) -> str:
    """``host h, pid p`` from a heartbeat's or an address record's fields."""
    return f"host {fields[0]}, pid {fields[1]}"


def own_code_path(filename: str) -> str | None:
    """The path of a file of lm4gen's own code relative to the checkout (not a library's, not the
    process-group plumbing's)."""
    path = os.path.abspath(filename)
    if path.startswith(_ROOT + os.sep) and "site-packages" not in path and path not in _PLUMBING:
        return os.path.relpath(path, _ROOT)
    return None


class Heartbeat:
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
        self.interval = min(5.0, max(POLL_SECONDS, seconds / 10))
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
            path = own_code_path(frame.f_code.co_filename)
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
        if not self.addresses_sent:  # once: which addresses are this rank's (see failure_relay.peer_from_error)
            store.set(store_key(f"addr/{self.env.rank}"), f"{self.host}\t{self.pid}\t{','.join(host_addresses())}")
            self.addresses_sent = True
        store.set(store_key(f"beat/{self.env.rank}"), f"{self.host}\t{self.pid}\t{time.time():.3f}\t{self.where()}")
        if self.rank0 is None and self.env.rank != 0 and store.check([store_key("beat/0")]):
            self.rank0 = host_and_pid(store.get(store_key("beat/0")).decode().split("\t"))
        self.last_reply = time.monotonic()

    def store_silent(self) -> float:
        """Seconds since the store last answered, if that is longer than a heartbeat may be late; else 0."""
        silent = time.monotonic() - self.last_reply
        return silent if silent > self.stale_after else 0.0
