"""A rank that stops answering (SIGSTOP: a hung device, a frozen node) under the deepspeed launcher, torchrun and
mpiexec: with ``LM4GEN_DIST_TIMEOUT_MINUTES`` set, the job ends by itself within the timeout plus the launcher's
grace, non-zero, and the live rank prints one line naming the stopped rank's number, host and pid.

The tests that need no launched process; the rest, and the whole story, in tests/integration/test_stall.py."""

from __future__ import annotations

import datetime
import re
import time

import pytest

from lm4gen.core.failure_relay import FailureRelay, peer_from_error
from lm4gen.core.launch_env import DistEnv
from lm4gen.core.network import free_port, host_addresses


def gloo_timeout() -> RuntimeError:
    try:
        raise RuntimeError("[../third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:78] Timed out waiting 20000ms "
                           "for recv operation to complete")
    except RuntimeError as e:
        return e


@pytest.fixture
def three_ranks():
    """Rank 0 of 3 with a 20 s timeout, the job's store served here; returns (store, its failure relay)."""
    import torch.distributed as tdist

    port = free_port()
    store = tdist.TCPStore("127.0.0.1", port, is_master=True, wait_for_workers=False)
    env = DistEnv(0, 0, 3, 3, "127.0.0.1", port, "torchrun/deepspeed")
    return store, FailureRelay(env, datetime.timedelta(seconds=20))


def set_beat(store, rank: int, age: float, where: str = "core/trainer.py:396 (fit)") -> None:
    store.set(f"lm4gen/0/beat/{rank}", f"h{rank}\t{100 + rank}\t{time.time() - age:.3f}\t{where}")


def test_a_rank_whose_heartbeat_is_stale_is_named(three_ranks):
    store, relay = three_ranks
    set_beat(store, 1, age=25)
    set_beat(store, 2, age=1)
    stall = relay.stalled_collective(gloo_timeout())
    assert re.fullmatch(r"rank 0: collective timed out after 20 s in recv, during raise RuntimeError\(.{30,}\.\.\. "
                        r"\(tests/unit/test_stall.py:\d+\); rank 1 \(host h1, pid 101\) stopped answering "
                        r"\(no heartbeat for 2[56] s\)", stall.line), stall.line
    assert stall.ranks == (1,) and not stall.store_silent
    assert relay.stalled_collective(RuntimeError("Connection closed by peer")) is None


def test_ranks_that_still_beat_are_shown_where_they_are(three_ranks):
    store, relay = three_ranks
    set_beat(store, 1, age=1, where="data_prep/shard.py:12 (read)")
    e = gloo_timeout()
    waits = e.__traceback__.tb_lineno
    set_beat(store, 2, age=1, where=f"tests/unit/test_stall.py:{waits} (gloo_timeout)")  # waiting where this rank waits
    stall = relay.stalled_collective(e)
    assert stall.line.endswith("; every rank still answers, so one is stuck outside the collective (a hung device "
                               "or file-system call?): rank 1 (host h1, pid 101) is at data_prep/shard.py:12 (read)")
    assert stall.ranks == ()


def test_a_silent_store_names_rank_0(three_ranks):
    """Rank 0 hosts the store: when it stops, the others cannot read any heartbeat and must not wait on the store."""
    _, relay = three_ranks
    beat = relay.heartbeat
    relay.env = DistEnv(2, 2, 3, 3, "127.0.0.1", 1, "torchrun/deepspeed")
    beat.rank0, beat.last_reply = "host h0, pid 100", time.monotonic() - 14
    started = time.monotonic()
    stall = relay.stalled_collective(gloo_timeout())
    assert stall.line.endswith("; rank 0 (host h0, pid 100) stopped answering (it hosts the job's store at "
                               "127.0.0.1:1, silent for 14 s)"), stall.line
    assert stall.ranks == (0,) and stall.store_silent and time.monotonic() - started < 1
    assert relay.report(stall.line, 4, stall=stall) == (stall.line, 4, True)  # nothing through the store


# --- the step watchdog ------------------------------------------------------------------------------------------


def endless():  # named like the trainer's loader generator: the "data" phase
    time.sleep(0.5)


def forward():
    time.sleep(0.01)


def test_a_slow_step_is_reported_with_its_phase():
    from lm4gen.core.watchdog import StepWatchdog

    lines: list[str] = []
    watchdog = StepWatchdog(3, factor=5, min_seconds=0.2, warmup=5, sample_seconds=0.01, write=lines.append)
    watchdog.step_done(0)  # starts the sampling
    for step in range(1, 8):
        forward()
        assert watchdog.step_done(step) is None
    endless()
    line = watchdog.step_done(8)
    m = re.fullmatch(r"\[lm4gen\] rank 3: step 8 took 0\.\d s, (\d+)x the median 0\.0\d s: data (\d+)%.*", line or "")
    assert m and int(m.group(1)) >= 5 and int(m.group(2)) >= 80, line
    assert lines == [line]
    forward()
    assert watchdog.step_done(9) is None  # one slow step does not move the median
    endless()  # planned work between two steps (a validation), then an ordinary step: not reported
    watchdog.restart()
    forward()
    assert watchdog.step_done(10) is None and lines == [line]


def test_waiting_in_a_collective_is_the_all_reduce_phase():
    from lm4gen.core.watchdog import phase_of

    scope: dict = {}
    exec(compile("import sys\ndef backward():\n    return sys._getframe()\n", "/x/torch/distributed/c10d.py", "exec"),
         scope)
    assert phase_of(scope["backward"]()) == "all-reduce"  # a collective inside the backward: waiting for peers
    exec(compile("import sys\ndef backward():\n    return sys._getframe()\n", "/x/deepspeed/engine.py", "exec"), scope)
    assert phase_of(scope["backward"]()) == "backward"


def test_the_sampling_ends_with_its_training_loop():
    import gc

    from lm4gen.core.watchdog import StepWatchdog

    watchdog = StepWatchdog(0, sample_seconds=0.01)
    watchdog.step_done(1)
    thread = watchdog._thread
    del watchdog
    gc.collect()
    thread.join(timeout=5)
    assert not thread.is_alive()


def test_a_killed_peer_is_named_from_the_address_in_the_error(three_ranks):
    """A rank killed outright (no report, no timeout): the connection error names its address, and the addresses
    every rank published with its first heartbeat name the rank (issue 36 (c): 'its processes killed')."""
    store, relay = three_ranks
    relay.heartbeat.send(store)  # rank 0's own first beat publishes its addresses
    assert store.get("lm4gen/0/addr/0").decode().split("\t")[2].split(",") == host_addresses()
    store.set("lm4gen/0/addr/1", "node1\t4101\t10.177.0.11,10.178.1.2,127.0.0.1")
    store.set("lm4gen/0/addr/2", "node2\t4242\t10.177.0.12,10.178.2.2,127.0.0.1")
    seen = "[../third_party/gloo/gloo/transport/tcp/pair.cc:598] Connection closed by peer [10.177.0.12]:47311"
    assert peer_from_error(store, seen, 0, 3) == "rank 2 (host node2, pid 4242)"
    line, code, several = relay.report(seen, 1, peer_failure=True)
    assert line == ("rank 2 (host node2, pid 4242) exited without reporting an error (killed, out of memory or "
                    f"crashed?); rank 0 saw: {seen}") and several
    # ranks on one node share its addresses: both are named; an address no rank has, or none, names nobody
    assert peer_from_error(store, "Read error [127.0.0.1]:5000", 0, 3) == \
        "one of rank 1 (host node1, pid 4101), rank 2 (host node2, pid 4242)"
    assert peer_from_error(store, "Connection reset by peer [10.9.9.9]:1", 0, 3) is None
    assert peer_from_error(store, "Connection closed by peer", 0, 3) is None
    line, _, _ = relay.report("Connection closed by peer", 1, peer_failure=True)
    assert line.startswith("a peer rank exited without reporting an error")
