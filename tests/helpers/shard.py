"""Helpers of shard tests shared by both tiers and other test modules."""
from __future__ import annotations

import os


from lm4gen.data_prep import shard


def tree(d: str) -> dict[str, bytes]:
    """Every file under d (relative path -> bytes)."""
    out = {}
    for root, _, files in os.walk(d):
        for name in files:
            path = os.path.join(root, name)
            with open(path, "rb") as f:
                out[os.path.relpath(path, d)] = f.read()
    return out


# ---------------------------------------------------------------- sharding


def run_shard(corpus, tokenizer, out, **kw):
    kw.setdefault("samples_per_shard", 400)
    kw.setdefault("valid_fraction", 0.05)
    return shard.run(shard.ShardOptions(input=[corpus], tokenizer=tokenizer, output=str(out), **kw))
