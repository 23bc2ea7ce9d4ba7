"""Helpers of stream tests shared by both tiers and other test modules."""
from __future__ import annotations


import pytest

from lm4gen.data_prep import shard


@pytest.fixture(scope="module")
def shards(tmp_path_factory, corpus, tokenizer) -> str:
    """15 train shards of 190 sentences (the last one smaller) + valid."""
    out = tmp_path_factory.mktemp("shards")
    shard.run(shard.ShardOptions(input=[corpus], tokenizer=tokenizer, output=str(out), samples_per_shard=190,
                                 valid_fraction=0.05))
    return str(out / "manifest.json")
