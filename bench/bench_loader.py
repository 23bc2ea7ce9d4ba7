"""Loader throughput: data_prep.stream (decode + shuffle + pack + batch) vs a plain webdataset read.

    python bench/bench_loader.py [--shards /tmp/lm4gen-bench/shards-w1] [--json reports/data_prep/bench_loader.json]

Reads the train shards written by ``bench/bench_shard.py`` (run it first; or give
``--shards`` any mono shard directory). In the same run:

* ``plain webdataset``: ``wds.WebDataset(urls).decode()`` and the token arrays of
  every sample counted (tar parsing + npy decoding, no batching) — the reference;
* ``StreamLoader w=0`` / ``w=1``: one epoch of ``mode="lm"`` batches (block 512,
  batch 8, shuffle buffer 1000), in the calling process / one worker process.

Goal (issue #2): the loader ≥ 0.9× the plain read, in tokens/s.
"""

from __future__ import annotations

import argparse
import glob
import os
import sys
import time

from common import table, write_result

from data_prep.stream import LoaderConfig, StreamLoader


def plain_webdataset(urls: list[str]) -> int:
    import webdataset as wds

    tokens = 0
    for sample in wds.WebDataset(urls, shardshuffle=False, empty_check=False).decode():
        tokens += len(sample["ids.npy"])
    return tokens


def stream(path: str, workers: int, block: int, batch: int, buffer: int) -> int:
    cfg = LoaderConfig(mode="lm", block_size=block, batch_size=batch, shuffle_buffer=buffer, num_workers=workers,
                       equal_batches=False)
    return sum(b["num_tokens"] for b in StreamLoader(path, cfg))


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--shards", default="/tmp/lm4gen-bench/shards-w1")
    p.add_argument("--block-size", type=int, default=512)
    p.add_argument("--batch-size", type=int, default=8)
    p.add_argument("--shuffle-buffer", type=int, default=1000)
    p.add_argument("--repeat", type=int, default=2)
    p.add_argument("--json", default=os.path.join("reports", "data_prep", "bench_loader.json"))
    a = p.parse_args(argv)
    manifest = os.path.join(a.shards, "manifest.json")
    if not os.path.exists(manifest):
        print(f"{manifest} not found: run bench/bench_shard.py first or give --shards", file=sys.stderr)
        return 2
    urls = sorted(glob.glob(os.path.join(a.shards, "train-*.tar")))
    size = sum(os.path.getsize(u) for u in urls)
    print(f"{len(urls)} shards, {size / 1e6:.0f} MB in {a.shards}")
    rows = []

    def measure(name, fn):
        best, tokens = float("inf"), 0
        for _ in range(a.repeat):
            start = time.perf_counter()
            tokens = fn()
            best = min(best, time.perf_counter() - start)
        rows.append({"config": name, "seconds": best, "tokens": tokens, "tokens_per_s": tokens / best})
        print(f"  {name}: {best:.2f}s, {tokens / best:,.0f} tokens/s", flush=True)

    measure("plain webdataset (decode)", lambda: plain_webdataset(urls))
    for workers in (0, 1):
        measure(f"StreamLoader w={workers}",
                lambda w=workers: stream(a.shards, w, a.block_size, a.batch_size, a.shuffle_buffer))
    base = rows[0]["tokens_per_s"]
    for r in rows:
        r["vs_plain"] = r["tokens_per_s"] / base
    summary = {"w0_vs_plain": rows[1]["vs_plain"], "w1_vs_plain": rows[2]["vs_plain"],
               "goal_ge_0.9": min(rows[1]["vs_plain"], rows[2]["vs_plain"]) >= 0.9,
               "block_size": a.block_size, "batch_size": a.batch_size, "shuffle_buffer": a.shuffle_buffer}
    print()
    print(table(rows, [("config", "config", "s"), ("seconds", "time (s)", ".2f"), ("tokens_per_s", "tokens/s", ",.0f"),
                       ("vs_plain", "vs plain", ".2f")]))
    write_result(a.json, "bench_loader", sys.argv, rows, summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
