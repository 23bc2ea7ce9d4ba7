"""lm4gen.finetune.evaluate: the same BLEU/chrF as the sacrebleu command line, ROUGE as rouge-score computes it."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from helpers.common import ROOT
from helpers.evaluate import HYPS, REFS, write
from helpers.evaluate import files  # noqa: F401, F811 - pytest fixtures

SACREBLEU = os.path.join(os.path.dirname(sys.executable), "sacrebleu")


def cli(*args):
    env = {**os.environ, "PYTHONPATH": ROOT}
    return subprocess.run([sys.executable, "-m", "lm4gen", "evaluate", *args], capture_output=True, text=True, env=env,
                          timeout=120)


def test_bleu_and_chrf_equal_the_sacrebleu_command_line(files, tmp_path):
    hyp, ref = files
    r = subprocess.run([SACREBLEU, ref, "-i", hyp, "-m", "bleu", "chrf", "-w", "4", "--format", "json"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    expected = {m["name"]: m for m in json.loads(r.stdout)}
    out = tmp_path / "scores.json"
    r = cli("--hyp", hyp, "--ref", ref, "--metrics", "bleu,chrf", "--json", str(out))
    assert r.returncode == 0, r.stderr
    scores = json.loads(out.read_text())
    assert round(scores["bleu"], 4) == pytest.approx(expected["BLEU"]["score"], abs=1e-9)
    assert round(scores["chrf"], 4) == pytest.approx(expected["chrF2"]["score"], abs=1e-9)
    assert scores["bleu_signature"] == expected["BLEU"]["signature"]
    assert scores["chrf_signature"] == expected["chrF2"]["signature"]
    assert 20 < scores["bleu"] < 90 and scores["lines"] == len(REFS)  # a real, non-trivial score
    assert f"signature: {expected['BLEU']['signature']}" in r.stdout  # printed, as SPEC §5 asks


def test_line_count_mismatch_names_both_files(files, tmp_path):
    hyp, _ = files
    short = write(tmp_path / "short.ref", REFS[:-2])
    r = cli("--hyp", hyp, "--ref", short)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert "line counts differ" in r.stderr and hyp in r.stderr and short in r.stderr
    assert f"{len(HYPS)} lines" in r.stderr and f"{len(REFS) - 2}" in r.stderr


def test_bad_arguments_are_clear_errors(files, tmp_path):
    hyp, ref = files
    r = cli("--hyp", hyp, "--ref", ref, "--metrics", "bleu,meteor")
    assert r.returncode == 2 and "meteor" in r.stderr
    r = cli("--hyp", str(tmp_path / "missing.txt"), "--ref", ref)
    assert r.returncode == 2 and "missing.txt" in r.stderr
