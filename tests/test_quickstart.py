"""The README's first command, end to end at a reduced size: every stage runs, the
fine-tuned systems are scored with sacreBLEU, and a rerun skips what is complete."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from conftest import ROOT, launcher_free_env

pytestmark = pytest.mark.slow


def test_quickstart_end_to_end_and_rerun(tmp_path):
    work = tmp_path / "qs"
    cmd = [sys.executable, "-m", "launcher.quickstart", "--work-dir", str(work), "--mono", "3000", "--pairs", "1500",
           "--vocab-size", "600", "--lm-steps", "20", "--ft-epochs", "2", "--strategies", "baseline,src-elmo+shdemb"]
    r = subprocess.run(cmd, env=launcher_free_env(), capture_output=True, text=True, timeout=900, cwd=ROOT)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    summary = json.loads((work / "ft" / "summary.json").read_text())
    assert set(summary["test_bleu"]) == {"baseline", "src-elmo+shdemb"}
    for name in summary["test_bleu"]:
        scores = json.loads((work / "ft" / name / "test.scores.json").read_text())
        assert scores["bleu_signature"].startswith("nrefs:1|case:mixed")
        hyps = (work / "ft" / name / "test.hyp.de").read_text(encoding="utf-8").splitlines()
        refs = (work / "ft" / name / "test.ref.de").read_text(encoding="utf-8").splitlines()
        assert len(hyps) == len(refs) == scores["lines"] > 0
    assert (work / "lm" / "cloze.pt").exists() and (work / "lm" / "causal.pt").exists()
    assert "test BLEU (sacreBLEU, cased, detokenized)" in r.stdout
    # a rerun finds every stage complete and trains nothing
    again = subprocess.run(cmd, env=launcher_free_env(), capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert again.returncode == 0, again.stderr[-3000:]
    assert "deepspeed" not in "".join(line for line in again.stdout.splitlines(True) if "$ " in line)
    assert again.stdout.count("skip (complete") >= 8


def test_quickstart_rejects_a_bad_strategy_before_any_stage(tmp_path):
    from launcher import quickstart

    for bad in ("baseline+tied", "src-elmoo"):
        with pytest.raises(SystemExit, match="--strategies: cannot read"):
            quickstart.main(["--work-dir", str(tmp_path / "qs"), "--strategies", bad])
    assert not (tmp_path / "qs").exists()
    assert quickstart.parse_strategies("baseline, tgt-elmo+shdemb,") == ["baseline", "tgt-elmo+shdemb"]
