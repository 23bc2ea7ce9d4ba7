"""``lm4gen stream``: read a few batches of shards through the training loader (``lm4gen.data_prep.stream``) and
print their shapes, a decoded row and the loader's speed: a smoke test of shards and loader settings."""

from __future__ import annotations

import argparse
import sys
import time

import torch

from lm4gen.core.files import InputError
from lm4gen.data_prep import manifest as mf
from lm4gen.data_prep.stream import LoaderConfig, StreamLoader
from lm4gen.data_prep.tokenizer import load_tokenizer


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="lm4gen stream",
                                description="Read batches from shards and print statistics (a loader smoke test).")
    p.add_argument("manifest", help="manifest.json or its directory")
    p.add_argument("--split", default="train")
    p.add_argument("--block-size", type=int, default=128)
    p.add_argument("--batch-size", type=int, default=8)
    p.add_argument("--break-mode", default="none", choices=["none", "complete"])
    p.add_argument("--max-tokens", type=int, default=2048)
    p.add_argument("--workers", type=int, default=0)
    p.add_argument("--dp-rank", type=int, default=0)
    p.add_argument("--dp-size", type=int, default=1)
    p.add_argument("--batches", type=int, default=3, help="batches to print (0: read one whole epoch and time it)")
    p.add_argument("--tokenizer",
                   help="the shards' tokenizer (sentencepiece .model, transformers tokenizer directory or "
                                       "tokenizer.json) to decode the first row of each printed batch")
    a = p.parse_args(argv)
    try:
        m = mf.load(a.manifest)
        cfg = LoaderConfig(split=a.split, mode="lm" if m["kind"] == "mono" else "seq2seq", block_size=a.block_size,
                           batch_size=a.batch_size, break_mode=a.break_mode, max_tokens=a.max_tokens,
                           num_workers=a.workers)
        loader = StreamLoader(a.manifest, cfg, a.dp_rank, a.dp_size)
    except (InputError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    sp = None
    if a.tokenizer:
        try:
            sp = load_tokenizer(a.tokenizer)
        except InputError as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
    print(f"[stream] {a.manifest} split={a.split} kind={m['kind']} shards={len(loader.spec.shards)} "
          f"batches/epoch/rank={len(loader)}")
    start, tokens, n = time.time(), 0, 0
    for batch in loader:
        n += 1
        tokens += batch["num_tokens"]
        if a.batches and n <= a.batches:
            shapes = {k: tuple(v.shape) for k, v in batch.items() if torch.is_tensor(v)}
            print(f"batch {n}: {shapes} real tokens {batch['num_tokens']}")
            if sp is not None:
                row = (batch["tokens"] if "tokens" in batch else batch["src"])[0].tolist()
                print("   ", sp.decode([t for t in row if t != loader.spec.pad])[:160])
        if a.batches and n >= a.batches:
            break
    dt = time.time() - start
    print(f"[stream] {n} batches, {tokens:,} tokens in {dt:.2f}s ({tokens / max(dt, 1e-9):,.0f} tokens/s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
