"""Where the test suite's wall time goes: per worker busy time, the CPU left idle, and the tests that ran
while some worker had nothing left to do (the suite's tail).

    LM4GEN_TEST_TIMELINE=/tmp/timeline.jsonl .venv/bin/python -m pytest -q -n 3 --dist loadgroup
    python bench/test_timeline.py /tmp/timeline.jsonl [--json reports/tests/timeline.json] [--top 15]

The timeline is written by ``tests/conftest.py`` (one line per test start and end: time, worker, the machine's
cumulative idle, niced and total CPU ticks from ``/proc/stat``, and the CPU seconds of the worker and its waited-for
children). The idle share is the machine's, so anything else running shows as busy: say what ran beside it. A
background job run under ``nice`` (in its own autogroup: docs/development.md) yields the CPU to the suite, so the
share that was idle *or niced* is what the suite left unused. SLURM's jobs run under slurmd, outside pytest's
processes: they count as busy here, which is what a wall-clock question needs, and not in a test's CPU seconds.
"""

from __future__ import annotations

import argparse
import json
import sys

from common import table, write_result


def read(path: str) -> list[dict]:
    events = []
    with open(path) as f:
        for number, line in enumerate(f, 1):
            if line.strip():
                try:
                    events.append(json.loads(line))
                except json.JSONDecodeError as e:
                    sys.exit(f"error: {path}:{number}: not a timeline line ({e.msg})")
    return events


def spans(events: list[dict]) -> list[dict]:
    """One row per test: worker, start, end (seconds from the first event), duration, and where the timeline has
    it the CPU seconds of the worker and its waited-for children (``cpu_s``); ``events`` in time order."""
    t0 = events[0]["t"]
    open_, rows = {}, []
    for e in events:
        key = (e["worker"], e["test"])
        if e["event"] == "start":
            open_[key] = e
        elif key in open_:
            start = open_.pop(key)
            row = {"test": e["test"], "worker": e["worker"], "start": start["t"] - t0, "end": e["t"] - t0,
                   "seconds": e["t"] - start["t"]}
            if "cpu" in e and "cpu" in start:
                row["cpu_s"] = e["cpu"] - start["cpu"]
            rows.append(row)
    return rows


def cpu_per_module(rows: list[dict]) -> list[dict]:
    """CPU seconds per test module (its tests summed), most first."""
    per: dict[str, dict] = {}
    for r in rows:
        module = r["test"].split("::")[0]
        m = per.setdefault(module, {"module": module, "tests": 0, "cpu_s": 0.0, "seconds": 0.0})
        m["tests"] += 1
        m["cpu_s"] += r["cpu_s"]
        m["seconds"] += r["seconds"]
    return sorted(per.values(), key=lambda m: -m["cpu_s"])


def idle_share(events: list[dict], begin: float, end: float, keys: tuple[str, ...] = ("idle",)) -> float:
    """The machine's CPU share in ``keys`` (idle; with "nice" also what niced processes used) between two times
    (nearest events), from the cumulative ticks; ``events`` in time order."""
    inside = [e for e in events if begin <= e["t"] - events[0]["t"] <= end] or events
    first, last = inside[0], inside[-1]
    total = last["total"] - first["total"]
    return sum(last.get(k, 0) - first.get(k, 0) for k in keys) / total if total > 0 else 0.0


def main(argv: list[str]) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("timeline")
    ap.add_argument("--json", default="")
    ap.add_argument("--top", type=int, default=15, help="how many of the tail's tests to list")
    a = ap.parse_args(argv)
    events = sorted(read(a.timeline), key=lambda e: e["t"])
    rows = spans(events) if events else []
    if not rows:
        sys.exit(f"error: {a.timeline}: no finished test in the timeline")
    wall = max(r["end"] for r in rows)
    workers = sorted({r["worker"] for r in rows})
    per_worker = []
    for w in workers:
        mine = [r for r in rows if r["worker"] == w]
        per_worker.append({"worker": w, "tests": len(mine), "busy_s": sum(r["seconds"] for r in mine),
                           "last_end_s": max(r["end"] for r in mine)})
    first_done = min(p["last_end_s"] for p in per_worker)  # from here on at least one worker is idle
    tail = sorted((r for r in rows if r["end"] > first_done), key=lambda r: -r["seconds"])[:a.top]
    summary = {"wall_s": wall, "tests": len(rows), "workers": len(workers),
               "cpu_idle_share": idle_share(events, 0, wall),
               "tail_from_s": first_done, "tail_cpu_idle_share": idle_share(events, first_done, wall)}
    niced = ""
    if all("nice" in e for e in events):  # a niced background job yields to the suite: its time was the suite's
        summary["cpu_idle_or_niced_share"] = idle_share(events, 0, wall, ("idle", "nice"))
        summary["tail_cpu_idle_or_niced_share"] = idle_share(events, first_done, wall, ("idle", "nice"))
        niced = (f" (idle or niced: {summary['cpu_idle_or_niced_share']:.0%} overall, "
                 f"{summary['tail_cpu_idle_or_niced_share']:.0%} in the tail)")
    print(table(per_worker, [("worker", "worker", "s"), ("tests", "tests", "d"), ("busy_s", "busy s", ".0f"),
                             ("last_end_s", "last test ends at s", ".0f")]))
    print(f"\nwall {wall:.0f} s, {len(rows)} tests; machine CPU idle {summary['cpu_idle_share']:.0%} overall; "
          f"after the first worker ran out of tests ({first_done:.0f} s): idle {summary['tail_cpu_idle_share']:.0%}"
          f"{niced}\n")
    print(table(tail, [("test", f"the tail's longest tests (ending after {first_done:.0f} s)", "s"),
                       ("worker", "worker", "s"), ("start", "start s", ".0f"), ("seconds", "s", ".0f")]))
    longest = sorted(rows, key=lambda r: -r["seconds"])[:a.top]
    print()
    print(table(longest, [("test", "the longest tests", "s"), ("worker", "worker", "s"), ("start", "start s", ".0f"),
                          ("seconds", "s", ".0f")]))
    if rows and all("cpu_s" in r for r in rows):  # a CPU-bound suite is as fast as its CPU work is small
        total = sum(r["cpu_s"] for r in rows)
        print(f"\nCPU of the tests (the workers and their waited-for children): {total:.0f} s")
        print(table(cpu_per_module(rows)[:a.top], [("module", "module", "s"), ("tests", "tests", "d"),
                                                   ("cpu_s", "CPU s", ".0f"), ("seconds", "wall s", ".0f")]))
        print()
        print(table(sorted(rows, key=lambda r: -r["cpu_s"])[:a.top], [
            ("test", "the most CPU", "s"), ("cpu_s", "CPU s", ".1f"), ("seconds", "wall s", ".0f")]))
        summary["tests_cpu_s"] = total
    if a.json:
        write_result(a.json, "test_timeline", ["bench/test_timeline.py", *argv], rows, {**summary,
                                                                                       "per_worker": per_worker})


if __name__ == "__main__":
    main(sys.argv[1:])
