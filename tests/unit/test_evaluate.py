"""lm4gen.finetune.evaluate: the same BLEU/chrF as the sacrebleu command line, ROUGE as rouge-score computes it."""

from __future__ import annotations


import pytest

from helpers.evaluate import HYPS, REFS
from helpers.evaluate import files  # noqa: F401, F811 - pytest fixtures


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
