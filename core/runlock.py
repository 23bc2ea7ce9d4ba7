"""One run per output directory: rank 0 holds a lock on ``<output_dir>/run.lock`` for the run's lifetime.

    lock = RunLock.acquire(output_dir)   # InputError naming the holder when another live run holds it
    ...
    lock.release()                       # or the process ends: the kernel releases it

A second launch into a directory that a live run holds stops at start-up with one line::

    error: runs/x is in use by another run: pid 4711 on node07, SLURM job 123456, since 2026-11-26T23:41:07Z
    (lock runs/x/run.lock); wait for it to end, or give this run another output_dir

The lock is a POSIX record lock (``fcntl.lockf``) on the whole file; the file holds the holder's
host, pid, process start time, SLURM job id and start time. The kernel releases the lock when the
process dies (kill -9, out of memory), so a dead run never blocks the next one: its file's content
is stale and the next holder overwrites it. Not ``flock``: a flock belongs to the open file
description, which the loader workers a rank forks share, so a rank killed with -9 would keep the
directory locked until its orphaned workers noticed and exited; a record lock belongs to the
process alone and is not inherited by ``fork``.

File systems (docs/cluster.md has the table):

* local file systems: as above.
* NFS v4: record locks are held by the server under the client's lease; a node that crashes or
  loses the network frees them when the lease expires (90 s by default). NFS v3: through NLM
  (``lockd``/``statd``); mounted with ``nolock`` the locks are local to each node.
* Lustre: coherent across nodes only when mounted with ``-o flock``; with ``-o localflock`` each
  node sees only its own locks (two nodes could both run); with neither, locking fails (ENOSYS).
* Where the file system refuses locks (ENOLCK, ENOSYS, EOPNOTSUPP), the lock falls back to the
  file itself, created with ``O_EXCL`` and removed at the end: a file naming a process that is gone
  (same host: its pid no longer runs with that start time) is taken over; one naming another host
  cannot be checked from here and refuses, naming the file to remove if that run is gone.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import json
import os
import socket
import time

from lm4gen.core.files import InputError

LOCK_NAME = "run.lock"
_NO_LOCKS = {errno.ENOLCK, errno.ENOSYS, errno.EOPNOTSUPP}
_held: dict[str, "RunLock"] = {}  # realpath -> the lock this process holds (record locks do not stack)


def _start_ticks(pid: int) -> int | None:
    """The process's start time (clock ticks since boot, /proc/<pid>/stat), or None if it does not run."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return None if fields[0] in ("Z", "X") else int(fields[19])


def holder_info() -> dict:
    """What the lock file says about its holder (this process)."""
    job = os.environ.get("SLURM_JOB_ID")
    if job and os.environ.get("SLURM_ARRAY_TASK_ID"):
        job = f"{os.environ.get('SLURM_ARRAY_JOB_ID', job)}_{os.environ['SLURM_ARRAY_TASK_ID']}"
    return {"host": socket.gethostname(), "pid": os.getpid(), "start_ticks": _start_ticks(os.getpid()),
            "slurm_job_id": job, "since": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}


def describe_holder(info: dict) -> str:
    """``pid P on HOST, SLURM job J, since T`` from a lock file's content."""
    if not info:
        return "a run that has not written its details yet"
    parts = [f"pid {info.get('pid', '?')} on {info.get('host', '?')}"]
    if info.get("slurm_job_id"):
        parts.append(f"SLURM job {info['slurm_job_id']}")
    if info.get("since"):
        parts.append(f"since {info['since']}")
    return ", ".join(parts)


def _read(fd: int) -> dict:
    try:
        data = os.pread(fd, 1 << 16, 0)
        return json.loads(data) if data.strip() else {}
    except (OSError, ValueError):
        return {}


def _alive(info: dict) -> bool | None:
    """Whether the holder a lock file names still runs: True/False on this host, None on another host."""
    if info.get("host") != socket.gethostname():
        return None
    ticks = _start_ticks(int(info.get("pid", 0) or 0))
    return ticks is not None and ticks == info.get("start_ticks", ticks)


class RunLock:
    """The lock of one output directory, held by this process (see the module doc)."""

    def __init__(self, path: str, fd: int | None, exclusive_file: bool):
        self.path, self.fd, self.exclusive_file, self.count = path, fd, exclusive_file, 1
        self.key = ""  # the entry in _held

    @classmethod
    def acquire(cls, output_dir: str) -> "RunLock":
        os.makedirs(output_dir, exist_ok=True)
        path = os.path.join(output_dir, LOCK_NAME)
        key = os.path.realpath(path)
        if key in _held:  # the same process again (an in-process test running two mains in a row)
            _held[key].count += 1
            return _held[key]
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
        try:
            fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as e:
            if e.errno in (errno.EACCES, errno.EAGAIN):
                info = _read(fd)
                os.close(fd)
                raise InputError(f"{output_dir} is in use by another run: {describe_holder(info)} (lock {path}); wait "
                                 "for it to end, or give this run another output_dir") from None
            os.close(fd)
            if e.errno not in _NO_LOCKS:
                raise
            lock = cls._acquire_file(output_dir, path)
        else:
            os.ftruncate(fd, 0)
            os.pwrite(fd, (json.dumps(holder_info()) + "\n").encode(), 0)
            os.fsync(fd)
            lock = cls(path, fd, exclusive_file=False)
        lock.key, _held[key] = key, lock
        return lock

    @classmethod
    def _acquire_file(cls, output_dir: str, path: str) -> "RunLock":
        """The fallback where the file system has no locks: the file itself, created with O_EXCL."""
        excl = path + ".excl"
        for _ in range(2):
            try:
                fd = os.open(excl, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                info = {}
                with open(excl) as f:
                    with contextlib.suppress(ValueError):
                        info = json.loads(f.read() or "{}")
                alive = _alive(info)
                if alive is False:  # a run on this host that is gone: its file is stale
                    with contextlib.suppress(FileNotFoundError):
                        os.unlink(excl)
                    continue
                where = "" if alive else f"; this file system has no locks and that host cannot be checked from " \
                                         f"here: if that run is gone, delete {excl}"
                raise InputError(f"{output_dir} is in use by another run: {describe_holder(info)} (lock {excl}); wait "
                                 f"for it to end, or give this run another output_dir{where}") from None
            os.write(fd, (json.dumps(holder_info()) + "\n").encode())
            os.fsync(fd)
            os.close(fd)
            return cls(excl, None, exclusive_file=True)
        raise InputError(f"{output_dir}: could not take the run lock {excl} (another run took it at the same moment)")

    def release(self) -> None:
        self.count -= 1
        if self.count > 0:
            return
        _held.pop(self.key, None)
        if self.exclusive_file:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self.path)
        elif self.fd is not None:
            os.ftruncate(self.fd, 0)  # no stale holder in the file; closing releases the lock
            os.close(self.fd)
            self.fd = None
