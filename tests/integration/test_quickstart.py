"""The README's first command, end to end at a reduced size: every stage runs, the
fine-tuned systems are scored with sacreBLEU, and a rerun skips what is complete."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from helpers.common import ROOT, launcher_free_env, make_export

pytestmark = pytest.mark.slow


def test_quickstart_end_to_end_and_rerun(tmp_path):
    work = tmp_path / "qs"
    cmd = [sys.executable, "-m", "lm4gen", "quickstart", "--work-dir", str(work), "--mono", "3000", "--pairs", "1500",
           "--vocab-size", "600", "--lm-steps", "20", "--ft-epochs", "2", "--strategies", "baseline,src-elmo+shdemb",
           "--ft-set", "data.max_tokens=2048"]  # a quarter of the default's updates: this tests the pipeline
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
    table = [line for line in r.stdout.splitlines() if line.startswith("| ")]
    assert table[0].startswith("| system |") and table[-1].startswith("| copying the source |")
    assert [line.split(" | ")[0][2:] for line in table[1:-1]] == ["baseline", "src-elmo+shdemb"]  # no "|---|"
    assert [v["epoch"] for v in summary["validations"]["baseline"]] == [1, 2]  # the figure's data
    assert (work / "ft" / "valid_bleu.png").read_bytes()[:4] == b"\x89PNG"
    assert json.loads((work / "corpus" / "card.json").read_text())["collocations"]["strength"] == 0.8  # the default
    assert (work / "lm" / "causal-hf" / "model.safetensors").exists()  # the transformers export
    assert any(line.startswith("Der Mann") for line in r.stdout.splitlines())  # its greedy continuation
    # a rerun finds every stage complete and trains nothing
    again = subprocess.run(cmd, env=launcher_free_env(), capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert again.returncode == 0, again.stderr[-3000:]
    assert "deepspeed" not in "".join(line for line in again.stdout.splitlines(True) if "$ " in line)
    assert again.stdout.count("skip (complete") >= 8


def test_text_generation_stage_exports_and_continues(tmp_path, capfd, spm_model):
    """The quickstart's last stage on a tiny causal LM: the transformers export, then one greedy line; a rerun
    skips the export."""
    from lm4gen.launcher import quickstart

    (tmp_path / "lm").mkdir()
    make_export(tmp_path / "lm" / "causal.pt", spm_model)
    logs = []
    quickstart.text_generation(str(tmp_path), logs.append)
    out = capfd.readouterr().out
    assert (tmp_path / "lm" / "causal-hf" / "config.json").exists()
    assert [line for line in out.splitlines() if line.startswith(quickstart.PROMPT)], out
    assert any("lm4gen hf-export" in m for m in logs) and any("lm4gen generate" in m for m in logs)
    quickstart.text_generation(str(tmp_path), logs.append)
    assert any(m.startswith("skip (complete") and "lm4gen hf-export" in m for m in logs)
