"""lm4gen.finetune.evaluate: the same BLEU/chrF as the sacrebleu command line, ROUGE as rouge-score computes it."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from conftest import ROOT

SACREBLEU = os.path.join(os.path.dirname(sys.executable), "sacrebleu")

REFS = [
    "Der Mann sieht den Hund.",
    "Heute spielen die Kinder im Garten, weil die Sonne scheint.",
    "Zwei Brüder glauben, dass zwei Enten mit meinem Bruder spielen.",
    "Die Mädchen bringen diesen Frauen das Buch.",
    "Abends tragen die Kinder fünf Zeitungen.",
    "Köln liegt am Rhein; die Straße ist schön.",
    "",
    "Er sagt: \"Wir kommen morgen um 10:30 Uhr.\"",
]
HYPS = [
    "Der Mann sieht einen Hund.",
    "Die Kinder spielen heute im Garten weil die Sonne scheint.",
    "Zwei Brüder glauben, dass zwei Enten mit meinem Bruder spielen.",
    "Die Mädchen bringen den Frauen das Buch .",
    "Abends trägt das Kind fünf Zeitungen.",
    "Köln liegt am Rhein, die Strasse ist schön.",
    "Nichts.",
    "Er sagt: \"Wir kommen morgen um 10:30.\"",
]


def write(path, lines) -> str:
    with open(path, "w", encoding="utf-8") as f:
        f.write("".join(line + "\n" for line in lines))
    return str(path)


@pytest.fixture
def files(tmp_path):
    return write(tmp_path / "hyp.txt", HYPS), write(tmp_path / "ref.txt", REFS)


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


def test_rouge_equals_rouge_score(files):
    from rouge_score import rouge_scorer

    from lm4gen.finetune.evaluate import score_files

    hyp, ref = files
    ours = score_files(hyp, ref, ["rouge"])
    scorer = rouge_scorer.RougeScorer(["rouge1", "rouge2", "rougeL"], use_stemmer=True)
    per_line = [scorer.score(r, h) for h, r in zip(HYPS, REFS)]
    for kind in ("rouge1", "rouge2", "rougeL"):
        expected = 100 * sum(s[kind].fmeasure for s in per_line) / len(per_line)
        assert ours[kind] == pytest.approx(expected, rel=1e-12)
    assert 0 < ours["rouge2"] < ours["rouge1"] < 100
    assert "bleu" not in ours


def test_rouge_lsum_is_summary_level_over_ptb_sentences():
    from rouge_score import rouge_scorer

    from lm4gen.finetune.evaluate import rouge, sentences

    assert sentences("a b . c '' d ! '' e f ? g") == ["a b .", "c '' d ! ''", "e f ?", "g"]
    assert sentences("no end") == ["no end"] and sentences("") == []
    # two sentences in the other order: the whole-line LCS keeps one, the summary-level LCS both
    ref, hyp = "the cat sat on the mat . a dog ran in the park .", "a dog ran in the park . the cat sat on the mat ."
    ours = rouge([hyp], [ref])
    expected = rouge_scorer.RougeScorer(["rougeLsum"], use_stemmer=True).score(
        "the cat sat on the mat .\na dog ran in the park .", "a dog ran in the park .\nthe cat sat on the mat .")
    assert ours["rougeLsum"] == pytest.approx(100 * expected["rougeLsum"].fmeasure)
    assert ours["rougeLsum"] == pytest.approx(100.0) and ours["rougeL"] < 60
    # one sentence a line: the two agree
    one = rouge(["the dogs were running"], ["the dog was running"])
    assert one["rougeLsum"] == pytest.approx(one["rougeL"])


def test_stemming_is_on():
    from lm4gen.finetune.evaluate import rouge

    # the, dogs~dog, running match (3 of 4 unigrams); without the Porter stemmer only 2 would
    assert rouge(["the dogs were running"], ["the dog was running"])["rouge1"] == pytest.approx(75.0)


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
