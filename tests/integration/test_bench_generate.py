"""bench/bench_generate.py --quick end to end: every system generates the same number of tokens, greedy
outputs agree across ours (with and without the cache) and transformers, and the goal rows are written."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from helpers.common import ROOT

pytest.importorskip("transformers", reason="the hf extra (pip install -e '.[hf]') is not installed")


def test_quick_run_writes_every_system(tmp_path, run_env):
    out = tmp_path / "bench_generate.json"
    r = subprocess.run([sys.executable, os.path.join(ROOT, "bench", "bench_generate.py"), "--quick", "--json",
                        str(out)],
                       env=run_env, cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    result = json.loads(out.read_text())
    assert result["benchmark"] == "bench_generate" and result["summary"]["quick"]
    rows = result["rows"]
    assert {(row["batch"], row["mode"]) for row in rows} == {(b, m) for b in (1, 3) for m in ("greedy", "sample")}
    assert {row["system"] for row in rows} == {"ours (KV cache)", "ours (no cache)", "HF generate()"}
    assert all(row["tokens_per_s"] > 0 for row in rows)
    assert all(row["same_greedy_tokens"] for row in rows if row["mode"] == "greedy")
    assert len(result["summary"]["goals"]) == 4 and "| ours (KV cache) |" in r.stdout
