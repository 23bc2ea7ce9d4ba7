"""Which rank stopped answering, read from a collective's timeout error and the heartbeats in the job's store.

A rank whose collective timed out (``LM4GEN_DIST_TIMEOUT_MINUTES``) prints one line naming where it waited and
the ranks whose heartbeats (:class:`lm4gen.core.heartbeat.Heartbeat`) went stale, or, when every rank still
beats, where each of the others is (one is stuck outside the collective: a hung device or file-system call).
"""

from __future__ import annotations

import re
import time
import traceback
from dataclasses import dataclass

from lm4gen.core.heartbeat import Heartbeat, host_and_pid, own_code_path, store_client, store_key
from lm4gen.core.launch_env import DistEnv

STALL_STORE_SECONDS = 5.0  # reading the heartbeats after a collective timed out (the store may be stopped too)
_GLOO_TIMEOUT = re.compile(r"Timed out waiting (\d+)ms for (\w+) operation")
_MAX_NAMED = 8


@dataclass(frozen=True)
class Stall:
    """What a rank whose collective timed out prints, and which ranks stopped answering."""

    line: str
    ranks: tuple[int, ...]
    store_silent: bool  # the store's host (rank 0) is one of them: nothing can go through the store


def diagnose_stall(e: BaseException, env: DistEnv, beat: Heartbeat) -> Stall | None:
    """For a collective that timed out (gloo: ``Timed out waiting 60000ms for recv operation``) in a job of
    several ranks: the line naming where this rank waited and which ranks stopped answering (their heartbeats);
    None for every other error.

    ``rank 0: collective timed out after 60 s in all_reduce, during engine.backward(loss)
    (core/trainer.py:396); rank 1 (host n1, pid 4242) stopped answering (no heartbeat for 61 s)``
    """
    m = _GLOO_TIMEOUT.search(str(e))
    if m is None:
        return None
    frames = traceback.extract_tb(e.__traceback__)
    ops = [f.name for f in frames if "torch/distributed/" in f.filename or "deepspeed/comm/" in f.filename]
    own = [f for f in frames if own_code_path(f.filename) is not None]
    where = f" in {ops[-1] if ops else m.group(2)}"
    if own:
        code = own[-1].line or own[-1].name
        code = code if len(code) <= 60 else code[:57] + "..."
        where += f", during {code} ({own_code_path(own[-1].filename)}:{own[-1].lineno})"
    head = f"rank {env.rank}: collective timed out after {int(m.group(1)) / 1000:g} s{where}"
    silent = beat.store_silent()
    if silent and env.rank != 0:
        who = f" ({beat.rank0})" if beat.rank0 else ""
        return Stall(f"{head}; rank 0{who} stopped answering (it hosts the job's store at {env.master_addr}:"
                     f"{env.master_port}, silent for {silent:.0f} s)", (0,), True)
    try:
        store = store_client(env, STALL_STORE_SECONDS)
        beats = {r: store.get(store_key(f"beat/{r}")).decode().split("\t") for r in range(env.world_size)
                 if r != env.rank and store.check([store_key(f"beat/{r}")])}
    except Exception:  # noqa: BLE001 - the store does not answer either
        return Stall(f"{head}; the job's store at {env.master_addr}:{env.master_port} does not answer either "
                     f"(rank 0, its host, stopped?)", (0,), True)
    return _stale_or_stuck(head, beats, beat.stale_after, own)


def _stale_or_stuck(head: str, beats: dict[int, list[str]], stale_after: float, own: list) -> Stall:
    """The ranks whose heartbeats are older than ``stale_after``; with none, where the others are."""
    now = time.time()
    stale = {r: now - float(b[2]) for r, b in beats.items() if now - float(b[2]) > stale_after}
    if stale:
        named = [f"{r} ({host_and_pid(beats[r])})" for r in sorted(stale)[:_MAX_NAMED]]
        more = f" and {len(stale) - _MAX_NAMED} more" if len(stale) > _MAX_NAMED else ""
        age = max(stale.values())
        return Stall(f"{head}; rank{'s' * (len(stale) > 1)} {', '.join(named)}{more} stopped answering "
                     f"(no heartbeat for {age:.0f} s)", tuple(sorted(stale)), False)
    mine = f"{own_code_path(own[-1].filename)}:{own[-1].lineno} ({own[-1].name})" if own else "?"  # this rank's wait
    elsewhere = [f"rank {r} ({host_and_pid(b)}) is at {b[3]}" for r, b in sorted(beats.items()) if b[3] != mine]
    return Stall(f"{head}; every rank still answers, so one is stuck outside the collective (a hung device or "
                 f"file-system call?): {'; '.join(elsewhere[:_MAX_NAMED]) or 'all wait at the same place'}", (), False)
