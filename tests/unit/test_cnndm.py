"""The CNN/DailyMail recipe (lm4gen cnndm) at tiny size, on a few documents built here: every stage end to end, a rerun
skipping complete work, Lead-3, the report from the records, and the bad inputs of its data as one line each."""

from __future__ import annotations



from lm4gen.launcher.cnndm_summarize import lead3


def test_lead3_splits_ptb_sentences():
    text = "a b . c '' d ! '' e f ? g . h ."
    assert lead3(text) == "a b . c '' d ! '' e f ?"  # a quote closes a sentence only after its end mark
    assert lead3("no end at all") == "no end at all"
