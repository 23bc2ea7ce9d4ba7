"""bench/bench_decode.py --quick end to end: every system decodes the same number of tokens and
every row has a positive throughput (the numbers themselves are not checked)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from helpers.common import ROOT

pytest.importorskip("transformers", reason="the bench extra (pip install -e '.[bench]') is not installed")

pytestmark = pytest.mark.slow  # ~40 s, mostly imports (torch, deepspeed via lm4gen.finetune.train, transformers)


def test_quick_run_writes_every_system(tmp_path, run_env):
    out = tmp_path / "bench_decode.json"
    r = subprocess.run([sys.executable, os.path.join(ROOT, "bench", "bench_decode.py"), "--quick", "--json", str(out),
                        "--cache-lengths", "4,9"],
                       env=run_env, cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    result = json.loads(out.read_text())
    assert result["benchmark"] == "bench_decode" and result["summary"]["quick"]
    assert {"cpu", "cores", "torch"} <= set(result["machine"])
    decode = [row for row in result["rows"] if row["section"] == "decode"]
    train = [row for row in result["rows"] if row["section"] == "train"]

    systems = {"ours baseline", "ours src-elmo", "ours tgt-elmo", "ours tgt-elmo no LM cache"}
    for mode in ("beam 3", "greedy"):
        names = {row["system"] for row in decode if row["mode"] == mode}
        assert systems <= names and any(n.startswith("HF ") for n in names), (mode, names)
    assert all(row["tokens_per_s"] > 0 for row in decode + train)
    quick = result["summary"]["decode"]
    # equal work: every system decoded every sentence for exactly new_tokens steps
    assert {(row["sentences"], row["decoder_steps"], row["new_tokens"], row["generated_tokens"]) for row in decode} == \
        {(quick["batch"], quick["new_tokens"], quick["new_tokens"], quick["batch"] * quick["new_tokens"])}
    assert {row["strategy"] for row in train} == {"baseline", "shared", "src-elmo", "src-ft", "tgt-elmo", "tgt-ft"}
    goals = result["summary"]["goals"]
    assert goals and all(g["result"] in ("PASS", "FAIL") for g in goals)
    assert {g["mode"] for g in goals} == {"beam 3", "greedy"}
    sweep = [row for row in result["rows"] if row["section"] == "cache_by_length"]
    assert {(row["mode"], row["new_tokens"]) for row in sweep} == {(m, n) for m in ("beam 3", "greedy") for n in (4, 9)}
    assert all(row["ratio"] == row["seconds_no_cache"] / row["seconds_cache"] > 0 for row in sweep)
