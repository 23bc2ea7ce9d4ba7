"""bench/test_timeline.py: per-worker busy time, the machine's idle share and the suite's tail, from a timeline
that tests/conftest.py writes (LM4GEN_TEST_TIMELINE)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from helpers.common import ROOT

SCRIPT = os.path.join(ROOT, "bench", "test_timeline.py")


def event(t, what, test, worker, idle, total, nice=None):
    e = {"t": 1000.0 + t, "event": what, "test": test, "worker": worker, "idle": idle, "total": total}
    return json.dumps(e if nice is None else {**e, "nice": nice}) + "\n"


def test_timeline_finds_the_tail_and_the_idle_share(tmp_path):
    # gw0 runs a (0-10 s) and b (10-20 s); gw1 runs c (0-50 s) alone after 20 s, while the machine idles half the
    # time (idle ticks 0 -> 10 over 20 busy ticks, then 10 -> 70 over 120)
    lines = [event(0, "start", "a", "gw0", 0, 0), event(0, "start", "c", "gw1", 0, 0),
             event(10, "end", "a", "gw0", 5, 10), event(10, "start", "b", "gw0", 5, 10),
             event(20, "end", "b", "gw0", 10, 20), event(50, "end", "c", "gw1", 70, 140)]
    (tmp_path / "t.jsonl").write_text("".join(lines))
    r = subprocess.run([sys.executable, SCRIPT, str(tmp_path / "t.jsonl"), "--json", str(tmp_path / "t.json")],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    result = json.loads((tmp_path / "t.json").read_text())
    s = result["summary"]
    assert (s["wall_s"], s["tests"], s["workers"], s["tail_from_s"]) == (50, 3, 2, 20)
    assert abs(s["cpu_idle_share"] - 0.5) < 1e-9 and abs(s["tail_cpu_idle_share"] - 0.5) < 1e-9
    assert [(w["worker"], w["tests"], w["busy_s"]) for w in s["per_worker"]] == [("gw0", 2, 20), ("gw1", 1, 50)]
    assert "| c | gw1 | 0 | 50 |" in r.stdout.split("the tail's longest")[1]  # c alone in the tail
    assert "cpu_idle_or_niced_share" not in s and "idle or niced" not in r.stdout  # no nice ticks recorded
    # the same with a niced background job that used 5 of the first 20 ticks and 30 of the last 120
    niced = [event(0, "start", "a", "gw0", 0, 0, 0), event(0, "start", "c", "gw1", 0, 0, 0),
             event(10, "end", "a", "gw0", 5, 10, 2), event(10, "start", "b", "gw0", 5, 10, 2),
             event(20, "end", "b", "gw0", 10, 20, 5), event(50, "end", "c", "gw1", 70, 140, 35)]
    (tmp_path / "n.jsonl").write_text("".join(niced))
    r = subprocess.run([sys.executable, SCRIPT, str(tmp_path / "n.jsonl"), "--json", str(tmp_path / "n.json")],
                       capture_output=True, text=True, timeout=60)
    s = json.loads((tmp_path / "n.json").read_text())["summary"]
    assert abs(s["cpu_idle_or_niced_share"] - 0.75) < 1e-9 and abs(s["tail_cpu_idle_or_niced_share"] - 0.75) < 1e-9
    assert "(idle or niced: 75% overall, 75% in the tail)" in r.stdout
    assert "tests_cpu_s" not in s and "CPU of the tests" not in r.stdout  # no CPU recorded


def test_timeline_sums_each_tests_cpu_by_module(tmp_path):
    def with_cpu(t, what, test, worker, cpu):
        return json.dumps({"t": 1000.0 + t, "event": what, "test": test, "worker": worker, "idle": 0, "total": t,
                           "cpu": cpu}) + "\n"

    # gw0: m1::a used 4 CPU s in 10 s, then m2::b 1 s in 5 s; gw1: m1::c (an xdist group's) 6 s in 8 s
    lines = [with_cpu(0, "start", "tests/m1.py::a", "gw0", 1.0), with_cpu(10, "end", "tests/m1.py::a", "gw0", 5.0),
             with_cpu(10, "start", "tests/m2.py::b", "gw0", 5.0), with_cpu(15, "end", "tests/m2.py::b", "gw0", 6.0),
             with_cpu(0, "start", "tests/m1.py::c@slurm", "gw1", 2.0),
             with_cpu(8, "end", "tests/m1.py::c@slurm", "gw1", 8.0)]
    (tmp_path / "t.jsonl").write_text("".join(lines))
    r = subprocess.run([sys.executable, SCRIPT, str(tmp_path / "t.jsonl"), "--json", str(tmp_path / "t.json")],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    result = json.loads((tmp_path / "t.json").read_text())
    assert result["summary"]["tests_cpu_s"] == 11.0
    assert {row["test"]: row["cpu_s"] for row in result["rows"]} == {
        "tests/m1.py::a": 4.0, "tests/m2.py::b": 1.0, "tests/m1.py::c@slurm": 6.0}
    assert "| tests/m1.py | 2 | 10 | 18 |" in r.stdout and "| tests/m2.py | 1 | 1 | 5 |" in r.stdout
    assert r.stdout.index("| tests/m1.py::c@slurm | 6.0 |") < r.stdout.index("| tests/m1.py::a | 4.0 |")
    (tmp_path / "bad.jsonl").write_text(lines[0] + "not json\n")
    r = subprocess.run([sys.executable, SCRIPT, str(tmp_path / "bad.jsonl")], capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 1 and r.stderr.strip() == (f"error: {tmp_path}/bad.jsonl:2: "
                                                       "not a timeline line (Expecting value)")
