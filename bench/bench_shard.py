"""Sharding throughput: lm4gen.data_prep.shard with 1 and 2 workers vs plain sentencepiece encoding.

    python bench/bench_shard.py [--target-mb 50] [--json reports/data_prep/bench_shard.json]

Input: Multi30k task2 text (../shared/data/multi30k, all ten English and German
files) repeated until the file is at least ``--target-mb`` MB, written once as plain
text. A BPE model (8K, joint) is trained on task1 train. In the same run:

* ``plain spm``: read the lines, decode UTF-8, strip, ``sp.encode(batch)`` with one
  thread — the unavoidable work of tokenizing, without shards;
* ``shard w=N``: ``lm4gen.data_prep.shard`` end to end (scan, encode in N worker processes,
  write tar shards with sha256, records and manifest) into a fresh directory.

Goals (issue #20): sharding overhead ≤ 10% (1 worker vs plain), 2 workers ≥ 1.8× one. The
disk cost of the shards (bytes per token, manifest included) is printed too, for the 8K BPE
(uint16 ids, goal ≤ 2.5) and for a 70,000-piece word model of the same text (int32 ids,
goal ≤ 4.5).
Each configuration runs ``--repeat`` times; the best time counts.
"""

from __future__ import annotations

import argparse
import gzip
import os
import shutil
import sys
import time

from common import SHARED_DATA, table, write_result

from lm4gen.data_prep import bpe, shard
from lm4gen.core.files import iter_byte_lines

M30K = os.path.join(SHARED_DATA, "multi30k")


def build_input(path: str, target_mb: float) -> tuple[int, int]:
    """Write task2 text repeated to at least target_mb MB; return (bytes, lines)."""
    files = [os.path.join(M30K, "task2", f"train.{i}.{lang}.gz") for lang in ("en", "de") for i in range(1, 6)]
    text = b"".join(gzip.open(f).read() for f in files)
    repeats = max(1, -(-int(target_mb * 1e6) // len(text)))
    if not (os.path.exists(path) and os.path.getsize(path) == len(text) * repeats):
        with open(path + ".tmp", "wb") as f:
            for _ in range(repeats):
                f.write(text)
        os.replace(path + ".tmp", path)
    return len(text) * repeats, text.count(b"\n") * repeats


def plain_encode(path: str, model: str, batch: int = 10000) -> int:
    import sentencepiece as spm

    sp = spm.SentencePieceProcessor(model_file=model, num_threads=1)
    tokens = 0
    for chunk in iter_byte_lines(path):
        lines = [t for t in (raw.decode("utf-8").strip() for raw in chunk) if t]
        for i in range(0, len(lines), batch):
            tokens += sum(len(ids) for ids in sp.encode(lines[i: i + batch], num_threads=1))
    return tokens


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--target-mb", type=float, default=50.0)
    p.add_argument("--work-dir", default="/tmp/lm4gen-bench")
    p.add_argument("--samples-per-shard", type=int, default=20000)
    p.add_argument("--repeat", type=int, default=2)
    p.add_argument("--json", default=os.path.join("reports", "data_prep", "bench_shard.json"))
    a = p.parse_args(argv)
    if not os.path.isdir(M30K):
        print(f"Multi30k not found at {M30K}; this benchmark needs ../shared/data", file=sys.stderr)
        return 2
    os.makedirs(a.work_dir, exist_ok=True)
    text = os.path.join(a.work_dir, "m30k-task2-repeated.txt")
    nbytes, nlines = build_input(text, a.target_mb)
    print(f"input {text}: {nbytes / 1e6:.1f} MB, {nlines:,} lines")
    prefix = os.path.join(a.work_dir, "bpe8k")
    if not os.path.exists(prefix + ".model"):
        bpe.train([os.path.join(M30K, "task1", f"train.{lang}.gz") for lang in ("en", "de")], prefix, 8000, num_threads=2)
    model = prefix + ".model"

    rows, disk = [], {}

    def measure(name, fn):
        best, tokens = float("inf"), 0
        for _ in range(a.repeat):
            start = time.perf_counter()
            tokens = fn()
            best = min(best, time.perf_counter() - start)
        rows.append({"config": name, "seconds": best, "mb_per_s": nbytes / 1e6 / best, "tokens": tokens,
                     "tokens_per_s": tokens / best})
        print(f"  {name}: {best:.2f}s, {tokens / best:,.0f} tokens/s", flush=True)

    measure("plain spm (1 thread)", lambda: plain_encode(text, model))
    for workers in (1, 2):
        out = os.path.join(a.work_dir, f"shards-w{workers}")

        def run(out=out, workers=workers):
            shutil.rmtree(out, ignore_errors=True)
            m = shard.run([text], model, out, samples_per_shard=a.samples_per_shard, workers=workers)["manifest"]
            tokens = sum(s["tokens"] for s in m["shards"])
            disk[workers] = (sum(s["bytes"] for s in m["shards"]) + os.path.getsize(os.path.join(out, "manifest.json"))) / tokens
            return tokens

        measure(f"shard w={workers}", run)
    # an int32 vocabulary: a 70,000-piece word model (no tokenizer here has more than 65,536
    # BPE pieces), only for the bytes on disk
    word = os.path.join(a.work_dir, "word70k")
    if not os.path.exists(word + ".model"):
        import sentencepiece as spm

        spm.SentencePieceTrainer.train(input=text, model_prefix=word, model_type="word", vocab_size=70000,
                                       input_sentence_size=300000, shuffle_input_sentence=False, num_threads=2,
                                       minloglevel=2)
    out32 = os.path.join(a.work_dir, "shards-int32")
    shutil.rmtree(out32, ignore_errors=True)
    m32 = shard.run([text], word + ".model", out32, samples_per_shard=a.samples_per_shard, workers=2)["manifest"]
    tokens32 = sum(s["tokens"] for s in m32["shards"])
    bytes32 = (sum(s["bytes"] for s in m32["shards"]) + os.path.getsize(os.path.join(out32, "manifest.json"))) / tokens32
    print(f"  int32 vocabulary (70K word model): dtype {m32['dtype']}, {tokens32:,} tokens, {bytes32:.2f} bytes/token")
    base, w1, w2 = (r["tokens_per_s"] for r in rows)
    for r in rows:
        r["vs_plain"] = r["tokens_per_s"] / base
    summary = {"overhead_1_worker": 1 - w1 / base, "speedup_2_vs_1": w2 / w1,
               "goal_overhead_le_0.10": 1 - w1 / base <= 0.10, "goal_speedup_ge_1.8": w2 / w1 >= 1.8,
               "bytes_per_token": disk[1], "int32_dtype": m32["dtype"], "int32_tokens": tokens32,
               "int32_bytes_per_token": bytes32, "goal_int32_le_4.5": bytes32 <= 4.5,
               "input_mb": nbytes / 1e6, "input_lines": nlines}
    print()
    print(table(rows, [("config", "config", "s"), ("seconds", "time (s)", ".2f"), ("mb_per_s", "MB/s", ".2f"),
                       ("tokens_per_s", "tokens/s", ",.0f"), ("vs_plain", "vs plain", ".2f")]))
    print(f"\noverhead of sharding with 1 worker: {summary['overhead_1_worker']:.1%} (goal ≤ 10%); "
          f"2 workers vs 1: {summary['speedup_2_vs_1']:.2f}x (goal ≥ 1.8x); {disk[1]:.2f} bytes/token on disk "
          f"(goal ≤ 2.5), {bytes32:.2f} with an int32 vocabulary (goal ≤ 4.5)")
    write_result(a.json, "bench_shard", sys.argv, rows, summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
