"""Sharding throughput: lm4gen.data_prep.shard with 1 and 2 workers vs plain sentencepiece encoding, and the same
with a transformers fast tokenizer.

    python bench/bench_shard.py [--target-mb 50] [--json reports/data_prep/bench_shard.json]
    python bench/bench_shard.py --target-mb 10 --no-int32 --json reports/data_prep/bench_shard_hf.json

Input: Multi30k task2 text (../shared/data/multi30k, all ten English and German
files) repeated until the file is at least ``--target-mb`` MB, written once as plain
text. A BPE model (8K, joint) is trained on task1 train. In the same run:

* ``plain spm``: read the lines, decode UTF-8, strip, ``sp.encode(batch)`` with one
  thread — the unavoidable work of tokenizing, without shards;
* ``shard w=N``: ``lm4gen.data_prep.shard`` end to end (scan, encode in N worker processes,
  write tar shards with sha256, records and manifest) into a fresh directory.

* ``plain HF`` / ``shard HF w=N``: the same with a transformers fast tokenizer (``--hf``, the default): an 8K
  byte-level BPE as GPT-2's, trained with the ``tokenizers`` library on the same task1 train text, read by
  ``lm4gen.data_prep.tokenizer`` from its ``tokenizer.json`` (one thread: ``TOKENIZERS_PARALLELISM=false``, as a
  shard worker runs it).

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


def train_hf(directory: str, files: list[str], vocab_size: int) -> str:
    """A GPT-2-style byte-level BPE (tokenizers library) of ``vocab_size`` on ``files``, saved as a directory."""
    import json

    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers

    if not os.path.exists(os.path.join(directory, "tokenizer.json")):
        lines = [line.strip() for f in files for line in gzip.open(f, "rt", encoding="utf-8")]
        t = Tokenizer(models.BPE())
        t.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
        t.decoder = decoders.ByteLevel()
        t.train_from_iterator(lines, trainers.BpeTrainer(vocab_size=vocab_size, special_tokens=["<|endoftext|>"],
                                                         initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
                                                         show_progress=False))
        os.makedirs(directory, exist_ok=True)
        t.save(os.path.join(directory, "tokenizer.json"))
        with open(os.path.join(directory, "tokenizer_config.json"), "w") as f:
            json.dump({"tokenizer_class": "GPT2Tokenizer", "bos_token": "<|endoftext|>", "eos_token": "<|endoftext|>",
                       "unk_token": "<|endoftext|>"}, f)
    return directory


def plain_encode_hf(path: str, directory: str, batch: int = 10000) -> int:
    from lm4gen.data_prep.tokenizer import load_tokenizer

    tok = load_tokenizer(directory, num_threads=1)  # one thread, as in a shard worker
    tokens = 0
    for chunk in iter_byte_lines(path):
        lines = [t for t in (raw.decode("utf-8").strip() for raw in chunk) if t]
        for i in range(0, len(lines), batch):
            tokens += sum(len(ids) for ids in tok.encode(lines[i: i + batch]))
    return tokens


def parse_args(argv=None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--target-mb", type=float, default=50.0)
    p.add_argument("--work-dir", default="/tmp/lm4gen-bench")
    p.add_argument("--samples-per-shard", type=int, default=20000)
    p.add_argument("--repeat", type=int, default=2)
    p.add_argument("--json", default=os.path.join("reports", "data_prep", "bench_shard.json"))
    p.add_argument("--no-hf", dest="hf", action="store_false", help="skip the transformers fast tokenizer rows")
    p.add_argument("--no-int32", dest="int32", action="store_false", help="skip the 70K word model (int32 bytes/token)")
    return p.parse_args(argv)


def prepare(work_dir: str, target_mb: float) -> tuple[str, int, int, str]:
    """The repeated input text and the 8K BPE: (text path, bytes, lines, model path)."""
    os.makedirs(work_dir, exist_ok=True)
    text = os.path.join(work_dir, "m30k-task2-repeated.txt")
    nbytes, nlines = build_input(text, target_mb)
    print(f"input {text}: {nbytes / 1e6:.1f} MB, {nlines:,} lines")
    prefix = os.path.join(work_dir, "bpe8k")
    if not os.path.exists(prefix + ".model"):
        bpe.train([os.path.join(M30K, "task1", f"train.{lang}.gz") for lang in ("en", "de")], prefix, 8000,
                  num_threads=2)
    return text, nbytes, nlines, prefix + ".model"


def measure(rows: list[dict], name: str, fn, repeat: int, nbytes: int) -> None:
    """The best of ``repeat`` runs of ``fn`` (which returns its tokens), appended to ``rows``."""
    best, tokens = float("inf"), 0
    for _ in range(repeat):
        start = time.perf_counter()
        tokens = fn()
        best = min(best, time.perf_counter() - start)
    rows.append({"config": name, "seconds": best, "mb_per_s": nbytes / 1e6 / best, "tokens": tokens,
                 "tokens_per_s": tokens / best})
    print(f"  {name}: {best:.2f}s, {tokens / best:,.0f} tokens/s", flush=True)


def shard_to(text: str, tokenizer: str, out: str, samples_per_shard: int, workers: int) -> tuple[dict, int, float]:
    """``lm4gen.data_prep.shard`` of ``text`` into a fresh ``out``: (manifest, tokens, bytes per token on disk,
    manifest included)."""
    shutil.rmtree(out, ignore_errors=True)
    m = shard.run(shard.ShardOptions(input=[text], tokenizer=tokenizer, output=out,
                                     samples_per_shard=samples_per_shard, workers=workers))["manifest"]
    tokens = sum(s["tokens"] for s in m["shards"])
    return m, tokens, (sum(s["bytes"] for s in m["shards"]) + os.path.getsize(os.path.join(out, "manifest.json"))
                       ) / tokens


def shard_job(a: argparse.Namespace, text: str, tokenizer: str, out: str, workers: int, disk: dict, key):
    """One timed sharding run: its tokens returned, its bytes per token in ``disk[key]``."""
    def run():
        _, tokens, disk[key] = shard_to(text, tokenizer, out, a.samples_per_shard, workers)
        return tokens
    return run


def measure_spm(a: argparse.Namespace, text: str, nbytes: int, model: str, rows: list[dict], disk: dict) -> None:
    """``plain spm`` and ``shard w=1``, ``shard w=2`` with the 8K sentencepiece BPE."""
    measure(rows, "plain spm (1 thread)", lambda: plain_encode(text, model), a.repeat, nbytes)
    for workers in (1, 2):
        out = os.path.join(a.work_dir, f"shards-w{workers}")
        measure(rows, f"shard w={workers}", shard_job(a, text, model, out, workers, disk, workers), a.repeat, nbytes)


def measure_hf(a: argparse.Namespace, text: str, nbytes: int, rows: list[dict], disk: dict) -> None:
    """The same text with a transformers fast tokenizer of the same size."""
    hf = train_hf(os.path.join(a.work_dir, "hf-bpe8k"), [os.path.join(M30K, "task1", f"train.{lang}.gz")
                                                         for lang in ("en", "de")], 8000)
    parallelism = os.environ.get("TOKENIZERS_PARALLELISM")
    measure(rows, "plain HF fast (1 thread)", lambda: plain_encode_hf(text, hf), a.repeat, nbytes)
    if parallelism is None:  # the main process encoded nothing: the workers may use their own setting
        os.environ.pop("TOKENIZERS_PARALLELISM", None)
    for workers in (1, 2):
        out = os.path.join(a.work_dir, f"shards-hf-w{workers}")
        measure(rows, f"shard HF w={workers}", shard_job(a, text, hf, out, workers, disk, f"hf{workers}"), a.repeat,
                nbytes)


def int32_disk(a: argparse.Namespace, text: str) -> dict:
    """Bytes per token of an int32 vocabulary: a 70,000-piece word model (no tokenizer here has more than 65,536
    BPE pieces), only for the bytes on disk."""
    word = os.path.join(a.work_dir, "word70k")
    if not os.path.exists(word + ".model"):
        import sentencepiece as spm

        spm.SentencePieceTrainer.train(input=text, model_prefix=word, model_type="word", vocab_size=70000,
                                       input_sentence_size=300000, shuffle_input_sentence=False, num_threads=2,
                                       minloglevel=2)
    m32, tokens32, bytes32 = shard_to(text, word + ".model", os.path.join(a.work_dir, "shards-int32"),
                                      a.samples_per_shard, 2)
    print(f"  int32 vocabulary (70K word model): dtype {m32['dtype']}, {tokens32:,} tokens, "
          f"{bytes32:.2f} bytes/token")
    return {"int32_dtype": m32["dtype"], "int32_tokens": tokens32, "int32_bytes_per_token": bytes32,
            "goal_int32_le_4.5": bytes32 <= 4.5}


def summarize(rows: list[dict], disk: dict, nbytes: int, nlines: int, int32: dict | None, hf: bool) -> dict:
    """Each row's ``vs_plain`` and the summary: overhead, speed-up, bytes per token, the goals."""
    base, w1, w2 = (r["tokens_per_s"] for r in rows[:3])
    for r in rows:
        r["vs_plain"] = r["tokens_per_s"] / base
    summary = {"overhead_1_worker": 1 - w1 / base, "speedup_2_vs_1": w2 / w1,
               "goal_overhead_le_0.10": 1 - w1 / base <= 0.10, "goal_speedup_ge_1.8": w2 / w1 >= 1.8,
               "bytes_per_token": disk[1], "input_mb": nbytes / 1e6, "input_lines": nlines}
    if int32 is not None:
        summary.update(int32)
    if hf:
        hf_plain, hf1, hf2 = (r["tokens_per_s"] for r in rows[3:6])
        summary.update({"hf_vs_spm_plain": hf_plain / base, "hf_vs_spm_shard_1_worker": hf1 / w1,
                        "hf_vs_spm_shard_2_workers": hf2 / w2, "hf_overhead_1_worker": 1 - hf1 / hf_plain,
                        "hf_speedup_2_vs_1": hf2 / hf1, "hf_bytes_per_token": disk["hf1"]})
    return summary


def report(rows: list[dict], summary: dict, disk: dict, int32: dict | None, hf: bool) -> None:
    """The table and the goals' lines."""
    print()
    print(table(rows, [("config", "config", "s"), ("seconds", "time (s)", ".2f"), ("mb_per_s", "MB/s", ".2f"),
                       ("tokens_per_s", "tokens/s", ",.0f"), ("vs_plain", "vs plain", ".2f")]))
    print(f"\noverhead of sharding with 1 worker: {summary['overhead_1_worker']:.1%} (goal ≤ 10%); "
          f"2 workers vs 1: {summary['speedup_2_vs_1']:.2f}x (goal ≥ 1.8x); {disk[1]:.2f} bytes/token on disk "
          f"(goal ≤ 2.5)" + (f", {int32['int32_bytes_per_token']:.2f} with an int32 vocabulary (goal ≤ 4.5)"
                             if int32 is not None else ""))
    if hf:
        print(f"transformers fast tokenizer (8K byte-level BPE) vs sentencepiece (8K BPE), tokens/s: plain "
              f"{summary['hf_vs_spm_plain']:.2f}x, shard 1 worker {summary['hf_vs_spm_shard_1_worker']:.2f}x, "
              f"2 workers {summary['hf_vs_spm_shard_2_workers']:.2f}x; {disk['hf1']:.2f} bytes/token on disk")


def main(argv=None) -> int:
    a = parse_args(argv)
    if not os.path.isdir(M30K):
        print(f"Multi30k not found at {M30K}; this benchmark needs ../shared/data", file=sys.stderr)
        return 2
    text, nbytes, nlines, model = prepare(a.work_dir, a.target_mb)
    rows, disk = [], {}
    measure_spm(a, text, nbytes, model, rows, disk)
    if a.hf:
        measure_hf(a, text, nbytes, rows, disk)
    int32 = int32_disk(a, text) if a.int32 else None
    summary = summarize(rows, disk, nbytes, nlines, int32, a.hf)
    report(rows, summary, disk, int32, a.hf)
    write_result(a.json, "bench_shard", sys.argv, rows, summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
