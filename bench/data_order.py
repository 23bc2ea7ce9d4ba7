"""Which source each update of a CNN/DailyMail run trained on: replays the run's training loader over its bitext
shards, without training, and measures the share of CNN stories (their text opens with ``( cnn )``) in the batches.

    python bench/data_order.py --record reports/cnndm/baseline-blocks.json --shards runs/cnndm/shards/bitext \
        --updates 3000 --json reports/cnndm/data_order.json [--window N ...]

The loader is built as ``finetune/train.py`` builds the training one (``make_loader``: the record's ``data`` and
``train.seed``, one data-parallel rank, the epoch's first batches), once per shuffle window given (``--window``;
default: the record's ``data.shuffle_buffer`` and the whole training set). Per block of ``--block`` updates it prints
the CNN share of the pairs; a block is *one-source* when the share is under 5% or over 95%. The training file holds
23,000 CNN pairs and then 16,160 DailyMail ones (59% CNN after the bitext filters keep what they keep).
"""

from __future__ import annotations

import argparse
import json
import os
import sys

import sentencepiece as spm

from common import write_result  # (puts the checkout on sys.path)
from lm4gen.data_prep import manifest as mf
from lm4gen.data_prep.stream import LoaderConfig, StreamLoader

MARK = "( cnn )"


def shares(shards: str, tokenizer: str, data: dict, seed: int, window: int, updates: int, block: int) -> list[float]:
    """CNN share of the pairs of each block of ``block`` updates (one batch per update: one rank, no accumulation)."""
    sp = spm.SentencePieceProcessor(model_file=tokenizer)
    cfg = LoaderConfig(split="train", mode="seq2seq", max_tokens=data["max_tokens"],
                       max_sentences=data.get("max_sentences", 0), pool_size=data["pool_size"], shuffle_buffer=window,
                       seed=seed, num_workers=0, equal_batches=True, allow_shard_reuse=data.get("allow_shard_reuse",
                                                                                               False))
    out, cnn, pairs = [], 0, 0
    for u, batch in enumerate(StreamLoader(shards, cfg)):
        if u == updates:
            break
        texts = sp.decode([row[row != sp.pad_id()].tolist() for row in batch["src"].numpy()])
        cnn += sum(MARK in t for t in texts)
        pairs += len(texts)
        if (u + 1) % block == 0:
            out.append(cnn / pairs)
            cnn, pairs = 0, 0
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--record", required=True, help="a cnndm record (its config) or a run's config.json")
    p.add_argument("--shards", required=True, help="the bitext shards the run read")
    p.add_argument("--tokenizer", help="default: news.model beside the shards' folder (../../bpe/news.model)")
    p.add_argument("--updates", type=int, default=3000)
    p.add_argument("--block", type=int, default=100)
    p.add_argument("--window", type=int, action="append", default=[], help="shuffle windows to replay")
    p.add_argument("--json")
    a = p.parse_args(argv)
    with open(a.record, encoding="utf-8") as f:
        record = json.load(f)
    run = record.get("config", record)["run"]
    tokenizer = a.tokenizer or os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(a.shards))), "bpe",
                                            "news.model")
    train_pairs = mf.load(a.shards)["splits"]["train"]["samples"]
    windows = a.window or [run["data"]["shuffle_buffer"], train_pairs]
    print(f"data_order: {a.shards} ({train_pairs:,} training pairs), seed {run['train']['seed']}, "
          f"{a.updates:,} updates in blocks of {a.block}")
    print(f"{'window':>8} | {'one-source blocks':>17} | {'CNN share per block (%)'}")
    results = []
    for window in windows:
        s = shares(a.shards, tokenizer, run["data"], run["train"]["seed"], window, a.updates, a.block)
        one = sum(x < 0.05 or x > 0.95 for x in s)
        print(f"{window:>8,} | {one:>8} of {len(s):<6} | " + " ".join(f"{100 * x:.0f}" for x in s))
        results.append({"shuffle_buffer": window, "cnn_share_per_block": [round(x, 4) for x in s],
                        "one_source_blocks": one, "blocks": len(s)})
    if a.json:
        write_result(a.json, "data_order", sys.argv, results,
                     {"record": os.path.basename(a.record), "shards": a.shards, "train_pairs": train_pairs,
                      "seed": run["train"]["seed"], "updates": a.updates, "block": a.block, "mark": MARK})
    return 0


if __name__ == "__main__":
    sys.exit(main())
