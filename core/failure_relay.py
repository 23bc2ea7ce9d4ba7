"""The first failing rank's error, relayed to every rank of the job through its rendezvous store.

In a job of several ranks the first rank that fails records its line in the store (:meth:`FailureRelay.report`,
called by :func:`lm4gen.core.errors.run`) and waits until every other rank has read it; each rank's
failure-watching thread (:meth:`FailureRelay.watch`, which also beats: :class:`lm4gen.core.heartbeat.Heartbeat`)
sees the record, prints ``error: rank N failed first: <its line>`` and ends its rank with that code at once,
instead of waiting in a collective for the timeout or printing gloo's "Connection closed by peer" traceback.
"""

from __future__ import annotations

import datetime
import re
import sys
import threading
import time
from typing import Callable

from lm4gen.core.heartbeat import POLL_SECONDS, STORE_SECONDS, Heartbeat, store_client, store_key
from lm4gen.core.launch_env import DistEnv
from lm4gen.core.stall_diagnosis import STALL_STORE_SECONDS, Stall, diagnose_stall

FIRST_FAILURE_WAIT = datetime.timedelta(seconds=5)  # a peer's collective broke: how long its report may take
ACK_SECONDS = 10.0  # the first failed rank waits this long for the others to read its report
_IPV4 = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")


def failure_keys() -> tuple[str, str, str]:
    """(the first failure, how many ranks read it, "every rank read it": nobody uses the store after that)."""
    return tuple(store_key(name) for name in ("failed", "failed_seen", "failed_done"))


def first_failure(store) -> tuple[int, int, str] | None:
    """(rank, exit code, line) of the job's first failure, if one was recorded."""
    key = failure_keys()[0]
    try:
        if not store.check([key]):  # get() would wait for the key for the store's whole timeout
            return None
        rank, code, line = store.get(key).decode().split("\t", 2)
        return int(rank), int(code), line
    except Exception:  # noqa: BLE001 - the store may be gone with its rank: the relay is best effort
        return None


def relayed_line(first: tuple[int, int, str]) -> str:
    """Another rank's first failure as this rank prints it (a collective timeout's line names its rank)."""
    rank, _, line = first
    return line if line.startswith(f"rank {rank}: ") else f"rank {rank} failed first: {line}"


def acknowledge(store) -> None:
    """Count this rank as informed, then wait until the failed rank saw every count: rank 0 hosts the
    store, and leaving earlier would break the failed rank's last calls (c10d prints a stack trace then)."""
    _, seen, done = failure_keys()
    try:
        store.add(seen, 1)
        deadline = time.monotonic() + ACK_SECONDS
        while not store.check([done]) and time.monotonic() < deadline:  # polled: a wait() that times out warns
            time.sleep(0.05)
    except Exception:  # noqa: BLE001 - the store may be gone with its rank: the relay is best effort
        pass


def peer_from_error(store, line: str, rank: int, world: int) -> str | None:
    """The rank(s) whose address a peer-failure message names (``rank 1 (host node2, pid 4242)``), from the
    addresses every rank published at its first heartbeat; None when the message names no known address.
    Ranks sharing the address (one node) are all named: the message does not tell them apart."""
    named = set(_IPV4.findall(line))
    if not named:
        return None
    owners = []
    for r in range(world):
        if r == rank:
            continue
        try:
            if not store.check([store_key(f"addr/{r}")]):
                continue
            host, pid, addresses = store.get(store_key(f"addr/{r}")).decode().split("\t")
        except Exception:  # noqa: BLE001 - the store is gone: nothing to name
            return None
        if named & set(addresses.split(",")) - {"127.0.0.1"} or (named == {"127.0.0.1"} and "127.0.0.1" in addresses):
            owners.append(f"rank {r} (host {host}, pid {pid})")
    if not owners:
        return None
    return owners[0] if len(owners) == 1 else "one of " + ", ".join(owners)


class FailureRelay:
    """This rank's part in relaying the job's first failure: its heartbeat, the thread that waits for another
    rank's report (:meth:`watch`), and its own report (:meth:`report`), one per process."""

    def __init__(self, env: DistEnv, timeout: datetime.timedelta):
        self.env = env
        self.heartbeat = Heartbeat(env, timeout)
        self.thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._report_lock = threading.Lock()  # one report: the failing main thread's or the watching thread's

    def watch(self, leave: Callable[[int], None]) -> bool:
        """Beat once, then start the thread that beats and waits for another rank's report, and then ends this
        rank with ``leave(its exit code)``. False when the store does not answer (no failure reports then)."""
        try:  # clients of its own (the server is rank 0's, or torchrun's): one waits here, one reports
            store = store_client(self.env)
            self.heartbeat.send(store)  # before the first step: a rank that stops at once is named too
        except Exception:  # noqa: BLE001 - no failure reports, the rest works as before
            return False
        self.thread = threading.Thread(target=self._wait_for_failure, args=(store, leave),
                                       name="lm4gen-failure-watch", daemon=True)
        self.thread.start()
        return True

    def stop(self) -> None:
        """End the watching thread before the interpreter does: a thread still inside a store call when the
        interpreter finalizes (or when rank 0, the store's host, leaves first) aborts the process (SIGABRT)."""
        self._stop.set()
        if self.thread is not None and self.thread is not threading.current_thread():
            self.thread.join(timeout=5 * POLL_SECONDS + STORE_SECONDS)

    def _wait_for_failure(self, store, leave: Callable[[int], None]) -> None:
        key = failure_keys()[0]
        # polled, not a blocking wait: the thread must be able to stop (shutdown) between store calls
        while not self._stop.wait(POLL_SECONDS):
            try:
                if store.check([key]):
                    break
                self.heartbeat.send(store)
            except Exception:  # noqa: BLE001 - the store is gone (the job ended, or its host stopped): stop
                return
        else:
            return
        first = first_failure(store)
        if first is None or first[0] == self.env.rank or not self._report_lock.acquire(blocking=False):
            return  # our own report, or the main thread is reporting
        sys.stderr.write(f"error: {relayed_line(first)}\n")  # one write (see lm4gen.core.errors.run)
        sys.stderr.flush()
        acknowledge(store)
        leave(first[1])

    def stalled_collective(self, e: BaseException) -> Stall | None:
        """For a collective that timed out: the line naming the ranks that stopped answering (see
        :func:`lm4gen.core.stall_diagnosis.diagnose_stall`); None for every other error."""
        return diagnose_stall(e, self.env, self.heartbeat)

    def report(self, line: str, code: int, peer_failure: bool = False,
               stall: Stall | None = None) -> tuple[str, int, bool]:
        """(line to print, exit code, whether this is one rank of several) for this rank, failed with ``line``.

        The first rank to fail records its line and waits (up to 10 s) until every other rank has read
        it; a later one, or one whose collective broke because a peer is gone (``peer_failure``), prints
        the first one's line instead of its own. After a collective timeout (``stall``) the ranks that
        stopped answering are not waited for, and with the store's host among them nothing is recorded."""
        if stall is not None and stall.store_silent:
            return line, code, True
        with self._report_lock:
            try:
                store = store_client(self.env, STALL_STORE_SECONDS if stall is not None else STORE_SECONDS)
            except Exception:  # noqa: BLE001 - the store is gone (its host, rank 0, died): nothing to name
                return line, code, True
            if peer_failure:
                first = self._wait_for_first_failure(store)
                if first is None or first[0] == self.env.rank:
                    who = peer_from_error(store, line, self.env.rank, self.env.world_size)
                    return (f"{who or 'a peer rank'} exited without reporting an error (killed, out of memory or "
                            f"crashed?); rank {self.env.rank} saw: {line}"), code, True
            else:
                try:
                    value = store.compare_set(failure_keys()[0], "", f"{self.env.rank}\t{code}\t{line}")
                    first = first_failure(store) if value else None
                except Exception:  # noqa: BLE001 - the store is gone (rank 0 died): nothing to name
                    return line, code, True
            if first is None or first[0] == self.env.rank:
                self._wait_until_read(store, absent=len(stall.ranks) if stall is not None else 0)
                return line, code, True
            acknowledge(store)
            return relayed_line(first), first[1], True

    @staticmethod
    def _wait_for_first_failure(store) -> tuple[int, int, str] | None:
        deadline = time.monotonic() + FIRST_FAILURE_WAIT.total_seconds()
        first = first_failure(store)
        while first is None and time.monotonic() < deadline:  # polled: a wait() that times out warns
            time.sleep(0.05)
            first = first_failure(store)
        return first

    def _wait_until_read(self, store, absent: int) -> None:
        """This rank's report is the first: wait until every rank but the ``absent`` ones has read it."""
        _, seen, done = failure_keys()
        deadline = time.monotonic() + ACK_SECONDS
        try:
            while store.add(seen, 0) < self.env.world_size - 1 - absent and time.monotonic() < deadline:
                time.sleep(0.05)
            store.set(done, "1")
        except Exception:  # noqa: BLE001 - the store may be gone with its rank: the relay is best effort
            pass
