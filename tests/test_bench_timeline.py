"""bench/test_timeline.py: per-worker busy time, the machine's idle share and the suite's tail, from a timeline
that tests/conftest.py writes (LM4GEN_TEST_TIMELINE)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from conftest import ROOT

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
    (tmp_path / "bad.jsonl").write_text(lines[0] + "not json\n")
    r = subprocess.run([sys.executable, SCRIPT, str(tmp_path / "bad.jsonl")], capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 1 and r.stderr.strip() == f"error: {tmp_path}/bad.jsonl:2: not a timeline line (Expecting value)"
