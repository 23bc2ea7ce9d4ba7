"""Loader throughput and memory: lm4gen.data_prep.stream next to a raw numpy read of the same token arrays.

    python bench/bench_loader.py --shards DIR [--bitext DIR] [--old-text FILE --tokenizer MODEL]
                                 [--max-tokens 200e6] [--rss] [--json reports/data_prep/bench_loader.json]

``--shards``: mono shards (``lm4gen shard``; ``bench/bench_scale.py`` makes a
billion-token set); ``--bitext``: bitext shards for the seq2seq row. In one process, one
after the other (each the best of ``--repeat``, at most ``--max-tokens`` tokens read):

* ``numpy read``: every ``tokens.npy`` member of the train shards read with ``tarfile`` and
  ``np.frombuffer`` and summed — the ceiling: the bytes and arrays, nothing else;
* ``lm none`` / ``lm complete``: ``StreamLoader`` batches of ``--block-size`` x
  ``--batch-size`` (packed / whole sentences), shuffle window ``--shuffle-buffer`` units,
  no worker process; tokens = the batches' ``num_tokens`` (``</s>`` included);
* ``seq2seq``: token-budget batches of ``--max-tokens-per-batch`` (pool 4096) from
  ``--bitext``; tokens = source + target tokens of the batches (target alone in the JSON);
* ``previous loader`` (``--old-text``): the loader and shard format of ``--old-commit``
  (one tar member per sentence) in a subprocess from a temporary git worktree, on the
  first ``--old-lines`` lines of ``--old-text`` sharded with that commit's code.

``--rss``: peak RSS of a fresh process streaming the whole split (``lm none``) of the
first shards holding ~10M tokens, and of all of ``--shards``: the goal is a flat line.

Goals (issue #20): >= 10M tokens/s for lm (both break modes), >= 2M tokens/s for seq2seq,
RSS on the whole corpus within 10% of RSS at 10M tokens.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time

import numpy as np
from common import ROOT, table, write_result

from lm4gen.data_prep import manifest as mf
from lm4gen.data_prep.stream import LoaderConfig, StreamLoader


def numpy_read(path: str, limit: float) -> int:
    """Tokens of every tokens.npy member of the train shards, read with tarfile + numpy (the ceiling)."""
    m = mf.load(path)
    tokens = 0
    for s in m["shards"]:
        if s["split"] != "train":
            continue
        with tarfile.open(os.path.join(m["_dir"], s["name"]), "r|") as t:
            for member in t:
                if member.name.endswith(".tokens.npy"):
                    data = t.extractfile(member).read()
                    header = 10 + int.from_bytes(data[8:10], "little")
                    ids = np.frombuffer(data, np.dtype(m["dtype"]), offset=header)
                    tokens += len(ids)
                    ids.sum()
        if tokens >= limit:
            break
    return tokens


def loader_tokens(path: str, cfg: LoaderConfig, limit: float, target_only: bool = False) -> tuple[int, int]:
    """(tokens, target tokens) of the batches of one pass (stopped after ``limit`` tokens)."""
    tokens = target = 0
    for batch in StreamLoader(path, cfg):
        target += batch["num_tokens"]
        tokens += batch["num_tokens"] + (int(batch["src_lengths"].sum()) if "src" in batch else 0)
        if tokens >= limit:
            break
    return tokens, target


def old_loader(commit: str, text: str, tokenizer: str, lines: int, cfg: dict) -> dict:
    """The previous loader on its own format, in a subprocess from a temporary worktree of ``commit``."""
    work = tempfile.mkdtemp(prefix="lm4gen-old-")
    tree = os.path.join(work, "tree")
    try:
        subprocess.run(["git", "worktree", "add", "--detach", tree, commit], cwd=ROOT, check=True, capture_output=True)
        head = os.path.join(work, "text.txt")
        with open(text, "rb") as src, open(head, "wb") as dst:
            for i, line in enumerate(src):
                if i == lines:
                    break
                dst.write(line)
        code = f"""
import json, sys, time
from lm4gen.data_prep import shard
from lm4gen.data_prep.stream import LoaderConfig, StreamLoader
shard.run(shard.ShardOptions(input=[{head!r}], tokenizer={tokenizer!r}, output={os.path.join(work, 'shards')!r},
                             samples_per_shard=20000, workers=0))
best, n = 1e9, 0
for _ in range({cfg['repeat']}):
    start = time.perf_counter()
    n = sum(b["num_tokens"] for b in StreamLoader({os.path.join(work, 'shards')!r}, LoaderConfig(mode="lm",
            block_size={cfg['block_size']}, batch_size={cfg['batch_size']}, shuffle_buffer={cfg['shuffle_buffer']}, \
equal_batches=False)))
    best = min(best, time.perf_counter() - start)
print(json.dumps({{"seconds": best, "tokens": n}}))
"""
        env = {**os.environ, "PYTHONPATH": tree}
        r = subprocess.run([sys.executable, "-c", code], cwd=tree, env=env, capture_output=True, text=True, check=True)
        return json.loads(r.stdout.strip().splitlines()[-1])
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", tree], cwd=ROOT, capture_output=True)
        shutil.rmtree(work, ignore_errors=True)


def prefix_manifest(path: str, tokens: float, where: str) -> str:
    """A manifest in ``where`` listing the first train shards that hold ``tokens`` tokens (symlinked)."""
    m = mf.load(path)
    keep, total = [], 0
    for s in sorted((s for s in m["shards"] if s["split"] == "train"), key=lambda s: s["index"]):
        keep.append(s)
        total += s["tokens"]
        os.symlink(os.path.join(m["_dir"], s["name"]), os.path.join(where, s["name"]))
        if total >= tokens:
            break
    out = {k: v for k, v in m.items() if not k.startswith("_")}
    out["shards"] = keep
    with open(os.path.join(where, "manifest.json"), "w") as f:
        json.dump(out, f)
    return where


def rss_run(path: str, block: int, batch: int, buffer: int) -> dict:
    """Peak RSS (MiB) of a fresh process streaming the whole train split once."""
    code = f"""
import json, resource, sys, time
sys.path.insert(0, {ROOT!r})
from lm4gen.data_prep.stream import LoaderConfig, StreamLoader
start = time.perf_counter()
n = sum(b["num_tokens"] for b in StreamLoader({path!r}, LoaderConfig(mode="lm", block_size={block}, batch_size={batch},
        shuffle_buffer={buffer}, equal_batches=False)))
print(json.dumps({{"tokens": n, "seconds": time.perf_counter() - start,
                  "peak_rss_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}}))
"""
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(r.stdout.strip().splitlines()[-1])


def parse_args(argv=None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--shards", required=True, help="mono shard directory")
    p.add_argument("--bitext", help="bitext shard directory (seq2seq row)")
    p.add_argument("--block-size", type=int, default=512)
    p.add_argument("--batch-size", type=int, default=8)
    p.add_argument("--shuffle-buffer", type=int, default=100_000)
    p.add_argument("--max-tokens-per-batch", type=int, default=4096)
    p.add_argument("--max-tokens", type=float, default=200e6, help="stop each measurement after this many tokens")
    p.add_argument("--repeat", type=int, default=2)
    p.add_argument("--old-text", help="plain text for the previous loader's row (sharded with --old-commit's code)")
    p.add_argument("--tokenizer", help="sentencepiece model for --old-text")
    p.add_argument("--old-commit", default="9992554", help="the commit whose loader is 'previous loader'")
    p.add_argument("--old-lines", type=int, default=700_000)
    p.add_argument("--rss", action="store_true", help="also measure peak RSS at ~10M tokens and on the whole corpus")
    p.add_argument("--json", default=os.path.join("reports", "data_prep", "bench_loader.json"))
    return p.parse_args(argv)


def measure(rows: list[dict], repeat: int, name: str, fn, **extra) -> None:
    """The best of ``repeat`` runs of ``fn`` (tokens, or (tokens, target tokens)), appended to ``rows``."""
    best, result = float("inf"), None
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - start)
    tokens = result[0] if isinstance(result, tuple) else result
    row = {"config": name, "seconds": best, "tokens": tokens, "tokens_per_s": tokens / best, **extra}
    if isinstance(result, tuple):
        row["target_tokens_per_s"] = result[1] / best
    rows.append(row)
    print(f"  {name}: {best:.2f}s, {tokens:,} tokens, {tokens / best:,.0f} tokens/s", flush=True)


def measure_lm(a: argparse.Namespace, rows: list[dict]) -> None:
    """``numpy read`` and ``StreamLoader lm`` in both break modes on ``--shards``."""
    lm = dict(mode="lm", block_size=a.block_size, batch_size=a.batch_size, shuffle_buffer=a.shuffle_buffer,
              equal_batches=False)
    measure(rows, a.repeat, "numpy read (tarfile + frombuffer)", lambda: numpy_read(a.shards, a.max_tokens))
    for mode in ("none", "complete"):
        measure(rows, a.repeat, f"StreamLoader lm {mode}",
                lambda mode=mode: loader_tokens(a.shards, LoaderConfig(**lm, break_mode=mode), a.max_tokens)[0])


def measure_seq2seq(a: argparse.Namespace, rows: list[dict]) -> None:
    """``StreamLoader seq2seq``: token-budget batches from ``--bitext``."""
    b = mf.load(a.bitext)
    print(f"{a.bitext}: {b['splits']['train']['tokens']:,} train tokens (source + target)", flush=True)
    cfg = LoaderConfig(mode="seq2seq", max_tokens=a.max_tokens_per_batch, shuffle_buffer=a.shuffle_buffer,
                       equal_batches=False)

    def pairs():
        tokens = target = 0
        while tokens < min(a.max_tokens, 20e6):  # several passes over a small bitext set
            t, g = loader_tokens(a.bitext, cfg, a.max_tokens)
            tokens, target = tokens + t, target + g
        return tokens, target
    measure(rows, a.repeat, "StreamLoader seq2seq", pairs)


def measure_old(a: argparse.Namespace, rows: list[dict]) -> None:
    """``previous loader``: ``--old-commit``'s loader on its own format."""
    old = old_loader(a.old_commit, a.old_text, a.tokenizer, a.old_lines,
                     {"repeat": a.repeat, "block_size": a.block_size, "batch_size": a.batch_size,
                      "shuffle_buffer": 1000})
    rows.append({"config": f"previous loader ({a.old_commit}, lm none)", "seconds": old["seconds"],
                 "tokens": old["tokens"], "tokens_per_s": old["tokens"] / old["seconds"]})
    print(f"  previous loader: {rows[-1]['tokens_per_s']:,.0f} tokens/s", flush=True)


def summarize(a: argparse.Namespace, rows: list[dict]) -> dict:
    """Each row's ``vs_numpy`` and the summary: the rates and their goals."""
    ceiling = rows[0]["tokens_per_s"]
    for r in rows:
        r["vs_numpy"] = r["tokens_per_s"] / ceiling
    by = {r["config"]: r for r in rows}
    summary = {"lm_none_tokens_per_s": by["StreamLoader lm none"]["tokens_per_s"],
               "lm_complete_tokens_per_s": by["StreamLoader lm complete"]["tokens_per_s"],
               "goal_lm_ge_10M": min(by["StreamLoader lm none"]["tokens_per_s"],
                                     by["StreamLoader lm complete"]["tokens_per_s"]) >= 10e6,
               "block_size": a.block_size, "batch_size": a.batch_size, "shuffle_buffer": a.shuffle_buffer}
    if "StreamLoader seq2seq" in by:
        summary["seq2seq_tokens_per_s"] = by["StreamLoader seq2seq"]["tokens_per_s"]
        summary["goal_seq2seq_ge_2M"] = summary["seq2seq_tokens_per_s"] >= 2e6
    return summary


def measure_rss(a: argparse.Namespace) -> dict:
    """Peak RSS of a fresh process streaming the first ~10M tokens and the whole of ``--shards``."""
    with tempfile.TemporaryDirectory() as small:
        rss_small = rss_run(prefix_manifest(a.shards, 10e6, small), a.block_size, a.batch_size, a.shuffle_buffer)
    rss_all = rss_run(a.shards, a.block_size, a.batch_size, a.shuffle_buffer)
    for name, r in (("~10M tokens", rss_small), ("whole corpus", rss_all)):
        print(f"  RSS, {name}: {r['tokens']:,} tokens in {r['seconds']:.1f}s, peak {r['peak_rss_mib']:.0f} MiB",
              flush=True)
    return {"rss_10M": rss_small, "rss_all": rss_all, "rss_ratio": rss_all["peak_rss_mib"] / rss_small["peak_rss_mib"],
            "goal_rss_within_10pct": rss_all["peak_rss_mib"] <= 1.1 * rss_small["peak_rss_mib"]}


def main(argv=None) -> int:
    a = parse_args(argv)
    m = mf.load(a.shards)
    print(f"{a.shards}: {m['splits']['train']['tokens']:,} train tokens in {m['splits']['train']['shards']} shards, "
          f"{m['splits']['train']['bytes'] / 1e9:.2f} GB", flush=True)
    rows = []
    measure_lm(a, rows)
    if a.bitext:
        measure_seq2seq(a, rows)
    if a.old_text:
        measure_old(a, rows)
    summary = summarize(a, rows)
    if a.rss:
        summary.update(measure_rss(a))
    print()
    print(table(rows, [("config", "config", "s"), ("seconds", "time (s)", ".2f"), ("tokens", "tokens", ",d"),
                       ("tokens_per_s", "tokens/s", ",.0f"), ("vs_numpy", "vs numpy read", ".2f")]))
    write_result(a.json, "bench_loader", sys.argv, rows, summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
