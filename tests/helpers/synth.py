"""Helpers of synth tests shared by both tiers and other test modules."""
from __future__ import annotations


import pytest

from lm4gen.data_prep import synth
FILES = ("mono.en", "mono.de", "train.en", "train.de", "valid.en", "valid.de", "test.en", "test.de")
SMALL = dict(mono=400, train=600, valid=60, test=60)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    out = tmp_path_factory.mktemp("synth")
    card = synth.generate_corpus(str(out), seed=7, **SMALL)
    return out, card
