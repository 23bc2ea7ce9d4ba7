"""lm4gen.launcher.english_corpus: Multi30k task2 English + the minBERT training sentences, deduplicated,
in a fixed order, with no dev sentence."""

from __future__ import annotations

import os

import pytest

from lm4gen.classify.tasks import read_task, task_spec
from lm4gen.launcher import english_corpus
from helpers.common import SHARED_DATA


@pytest.mark.skipif(not os.path.isdir(os.path.join(SHARED_DATA, "minbert")) or
                    not os.path.isdir(os.path.join(SHARED_DATA, "multi30k")),
                    reason=f"the real Multi30k/minBERT data is not here ({SHARED_DATA})")
def test_real_data_has_no_dev_sentence(tmp_path):
    out = str(tmp_path / "english.txt")
    result = english_corpus.collect(out, SHARED_DATA, log=lambda _: None)
    lines = open(out, encoding="utf-8").read().splitlines()
    assert len(lines) == len(set(lines)) == result["total"]["kept"] > 150_000
    dev = set()
    for name in ("sst", "quora", "sts"):
        for texts in read_task(os.path.join(SHARED_DATA, "minbert", f"{name}-dev.tsv.gz"), task_spec(name)).texts:
            dev.update(" ".join(t.split()).casefold() for t in texts)
    assert not any(line.casefold() in dev for line in lines)
    assert result["total"]["dev_overlap"] > 0  # quora-train and quora-dev share questions: the check matters
