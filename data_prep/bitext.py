"""Tokenize line-aligned bitext (translation pairs, article/summary pairs) into
WebDataset shards plus a manifest, applying the paper's pair filters.

    lm4gen bitext --train train.en train.de --valid valid.en valid.de \\
        --test test.en test.de --tokenizer bpe/joint.model --output shards/ende --workers 8
    lm4gen bitext --preset summarization --train train.source train.target \\
        --valid val.source val.target --test test.source test.target \\
        --tokenizer bpe/joint.model --output shards/cnndm

Inputs. Each split is a pair of files SRC TGT (plain/.gz/.xz/.bz2) with one segment
per line; line ``k`` of SRC translates line ``k`` of TGT. Differing line counts are an
error naming both files. Shards hold chunks of pairs (``lm4gen.data_prep.shardio``): source and
target token ids (no ``</s>``: the loader adds ``<s>``/``</s>``) with their lengths, and the
origin of each pair (the index of the SRC file in the manifest's ``inputs`` list and the
1-based line number).

Filters (train split only; a pair is counted under the first rule it fails, in this
order, in ``manifest["scan"]["dropped"]``):

1. ``invalid_utf8``: either side is not valid UTF-8 (``--on-bad-line error`` stops
   instead, naming file:line);
2. ``empty``: either side has no token (blank after stripping, or nothing left after
   sentencepiece normalisation);
3. ``too_long``: the target, or the source when it is not truncated, has more than
   ``--max-tokens`` tokens (paper: 250; 0 disables);
4. ``ratio``: max(src, tgt) / min(src, tgt) token counts above ``--max-ratio`` (paper:
   1.5; 0 disables); counted on the source after truncation;
5. ``longer_target`` (the ``summarization`` preset only): the summary has more tokens than its
   whole (untruncated) article — not a summary of it, most likely a misaligned line;
6. ``duplicate`` (with ``--dedup``): the same pair, after the tokenizer's (NFKC)
   normalisation, was kept earlier in the file (the first occurrence stays).

Valid and test splits are kept whole, line for line, so every reference is evaluated:
no filter, empty pairs included (encoded as empty arrays; counted in
``scan["empty_kept"]``), invalid UTF-8 decoded with U+FFFD replacement characters
(counted in ``scan["replaced_invalid_utf8"]``) unless ``--on-bad-line error``.

Truncation. ``--truncate-source N`` keeps the first N source tokens of every pair of
every split (the model sees at most N source tokens in training and evaluation). It is
applied before the filters: a truncated source never counts as too long, and the ratio
uses the truncated length. Targets are never truncated.

Presets (explicit options override them): ``translation`` (default): ``--max-tokens 250
--max-ratio 1.5``, no truncation. ``summarization`` (CNN-DailyMail .source/.target):
``--truncate-source 400 --max-ratio 0``; ``--max-tokens 250`` then applies to the
target only (sources are truncated, not dropped).

Subsampling. ``--max-pairs N`` keeps the N filtered train pairs whose keyed hash
(blake2b of "source\\ntarget" keyed with ``--seed``; ties by line) is smallest, in file
order. Samples are nested: for one seed and one set of filters the pairs kept with
N = 160K are a subset of those kept with 320K, and so on (the paper's resource-poor
settings 160K … 5186K).

Layout and parallelism (as in ``lm4gen.data_prep.shard``): kept pairs of a split are numbered
0, 1, 2, … in file order and shard ``k`` holds pairs ``[k*S, (k+1)*S)``,
``S = --samples-per-shard`` (default from ``--shard-size`` 1 MiB: 8,192 pairs, smaller
than for monolingual text so that even a 160K-pair subsample gives 20 shards for the
loader's ranks x workers streams). Every task first scans *all* input (pass 1: decode, encode
to count tokens, filter, dedup, subsample; with ``--workers`` processes), which is what
makes every task agree on the numbering; pass 2 re-reads the input and encodes and
writes only the shards ``k % num_tasks == task_index``. Task ``i`` of ``n`` (defaults: the
SLURM array task and/or the launcher's rank, ``lm4gen.core.launch_env.task_split``) writes
``manifest.part-i-of-n.json``; ``lm4gen manifest merge DIR`` joins the parts. With one task
``manifest.json`` is written directly, byte-identical to any merge. Same inputs and
arguments give byte-identical shards and manifest whatever ``--workers`` and tasks.
Shards are written to a temporary name, renamed when complete and then recorded in
``DIR/.done``, so a rerun skips complete shards and rebuilds anything partial.

Manifest (``kind: "bitext"``): the header fields of ``lm4gen.data_prep.shard`` (format, tool
version, dtype, inputs with path/bytes/sha256/split/side, arguments, fingerprint) with
``src_tokenizer``/``tgt_tokenizer`` (sha256, vocab size, special ids) and
``joint_tokenizer``; shard entries carry ``src_tokens`` and ``tgt_tokens`` besides
``tokens`` (their sum); ``scan`` holds ``input_pairs``, ``input_bytes``, ``dropped`` (per
rule, train), ``kept`` (after the filters), ``subsample`` (``--max-pairs``: max_pairs,
seed, from, kept; else null), ``truncated_sources`` (train: among the filtered pairs),
``empty_kept`` and ``replaced_invalid_utf8`` (valid/test), and ``units`` (pairs written
per split).

Memory: about 16 bytes per kept train pair (line number and subsampling hash), plus
about 70 bytes per distinct pair with ``--dedup``.
"""

from __future__ import annotations

import itertools
import os
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Iterator, Literal

import numpy as np

from lm4gen.core.errors import options_command
from lm4gen.data_prep import manifest as mf
from lm4gen.data_prep.tokenizer import load_tokenizer
from lm4gen.core.files import (
    TOOL_VERSION,
    InputError,
    expand_inputs,
    iter_byte_lines,
    sha256_file,
    token_dtype,
)
from lm4gen.data_prep.shard import (
    BYTES_PER_SENTENCE,
    ShardingOptions,
    ShardPool,
    default_task,
    encode_threads,
    hash_unit,
)
from lm4gen.data_prep.shardio import Ragged, completed_entry, record_done, shard_name, write_shard
from lm4gen.core.progress import Progress  # torch-free

SPLITS = ("train", "valid", "test")
RULES = ("invalid_utf8", "empty", "too_long", "ratio", "longer_target", "duplicate")
PRESETS = {
    "translation": {"max_tokens": 250, "max_ratio": 1.5, "truncate_source": 0},
    "summarization": {"max_tokens": 250, "max_ratio": 0.0, "truncate_source": 400},
}
# the rules a preset adds to the filters (a manifest lists only the rules that ran, so adding one here leaves the
# other presets' manifests byte for byte as they were)
PRESET_RULES = {
    "translation": (),
    "summarization": ("longer_target",),
}
Preset = Literal["translation", "summarization"]  # the keys of PRESETS
CHUNK_PAIRS = 4096  # pairs per pass-1 job
BYTES_PER_PAIR = 2 * BYTES_PER_SENTENCE  # shard size estimate per pair (turns --shard-size into pairs per shard)


# ----------------------------------------------------------------------------
# options


@dataclass(kw_only=True)
class BitextOptions(ShardingOptions):
    """``lm4gen bitext``'s options: the line-aligned splits, the tokenizers and the train filters (see the
    module doc); ``--tokenizer`` is the joint tokenizer of both sides."""

    # line-aligned training files (plain/.gz/.xz/.bz2); filtered and optionally subsampled
    train: tuple[str, str] = field(metadata={"metavar": ("SRC", "TGT")})
    # line-aligned validation files; kept whole (no filter)
    valid: tuple[str, str] | None = field(default=None, metadata={"metavar": ("SRC", "TGT")})
    # line-aligned test files; kept whole (no filter)
    test: tuple[str, str] | None = field(default=None, metadata={"metavar": ("SRC", "TGT")})
    # source-side tokenizer (with --tgt-tokenizer, instead of --tokenizer)
    src_tokenizer: str = field(default="", metadata={"metavar": "MODEL"})
    # target-side tokenizer (with --src-tokenizer, instead of --tokenizer)
    tgt_tokenizer: str = field(default="", metadata={"metavar": "MODEL"})
    # filter defaults: translation = --max-tokens 250 --max-ratio 1.5; summarization = --truncate-source 400
    # --max-ratio 0 (explicit options override)
    preset: Preset = "translation"
    # train: drop pairs whose target, or untruncated source, has more tokens (0: off; preset: 250)
    max_tokens: int | None = None
    # train: drop pairs with max/min token count above this (0: off; preset: 1.5 / summarization 0)
    max_ratio: float | None = None
    # keep the first N source tokens in every split, before filtering; truncated sources are never too long
    # (0: off; summarization: 400)
    truncate_source: int | None = None
    # train: keep the N filtered pairs with the smallest seeded hash (nested across N; 0: all)
    max_pairs: int = 0
    # target shard size in MiB (estimated at 128 bytes per pair; used when --samples-per-shard is not given)
    shard_size: float = field(default=1, metadata={"metavar": "MIB"})

    def check(self) -> None:
        super().check()
        if self.tokenizer and (self.src_tokenizer or self.tgt_tokenizer):
            raise ValueError("give either --tokenizer (joint) or --src-tokenizer and --tgt-tokenizer, not both")
        if not self.tokenizer and not (self.src_tokenizer and self.tgt_tokenizer):
            raise ValueError("give --tokenizer (joint), or both --src-tokenizer and --tgt-tokenizer")
        if self.max_pairs < 0:
            raise ValueError(f"--max-pairs must be >= 1 (or 0 for all), got {self.max_pairs}")

    def tokenizers(self) -> tuple[str, str]:
        """The source and the target side's tokenizer."""
        return (self.tokenizer, self.tokenizer) if self.tokenizer else (self.src_tokenizer, self.tgt_tokenizer)

    def limits(self) -> dict:
        """max_tokens, max_ratio, truncate_source: the preset's where the options leave them unset."""
        if self.preset not in PRESETS:
            raise ValueError(f"--preset must be one of {sorted(PRESETS)}, got {self.preset!r}")
        given = {"max_tokens": self.max_tokens, "max_ratio": self.max_ratio, "truncate_source": self.truncate_source}
        values = {k: (PRESETS[self.preset][k] if v is None else v) for k, v in given.items()}
        for name, v in values.items():
            if v < 0:
                raise ValueError(f"--{name.replace('_', '-')} must be >= 0 (0 disables), got {v}")
        if 0 < values["max_ratio"] < 1:
            raise ValueError(f"--max-ratio must be >= 1 (or 0 to disable), got {values['max_ratio']}")
        return values

    def pairs_per_shard(self) -> int:
        return self.shard_samples(self.shard_size, BYTES_PER_PAIR)


# ----------------------------------------------------------------------------
# reading pairs


def _lines(path: str) -> Iterator[bytes]:
    for chunk in iter_byte_lines(path):
        yield from chunk


def iter_pairs(src: str, tgt: str) -> Iterator[tuple[int, bytes, bytes]]:
    """Yield (1-based line number, raw source line, raw target line); InputError when
    the two files do not have the same number of lines."""
    src_lines, tgt_lines = _lines(src), _lines(tgt)
    line = 0
    for a, b in itertools.zip_longest(src_lines, tgt_lines):
        if a is None or b is None:
            longer, rest = (tgt, tgt_lines) if a is None else (src, src_lines)
            total = line + 1 + sum(1 for _ in rest)
            shorter = src if longer == tgt else tgt
            counts = {shorter: line, longer: total}
            raise InputError(
                f"line counts differ: {src} has {counts[src]:,} lines but {tgt} has {counts[tgt]:,} lines "
                f"({shorter} ends after line {line:,}); bitext files must be line-aligned")
        line += 1
        yield line, a, b


def _decode(raw: bytes, path: str, line: int, on_bad_line: str) -> str | None:
    """Stripped text, or None for invalid UTF-8 (``on_bad_line="error"`` raises instead)."""
    try:
        return raw.decode("utf-8").strip()
    except UnicodeDecodeError as e:
        if on_bad_line == "error":
            raise InputError(f"{path}:{line}: invalid UTF-8 ({e.reason} at byte {e.start})") from None
        return None


def _decode_lenient(raw: bytes) -> str:
    return raw.decode("utf-8", errors="replace").strip()


# ----------------------------------------------------------------------------
# workers (both passes)

_worker: dict = {}


def _init_worker(src_model: str, tgt_model: str, truncate: int, dedup: bool, seed: int, num_threads: int) -> None:
    """Load the tokenizers (one encoding thread in a pool worker, all cores inline, as in
    ``lm4gen.data_prep.shard``) and the dedup normalizers."""
    src = load_tokenizer(src_model, num_threads)
    tgt = src if tgt_model == src_model else load_tokenizer(tgt_model, num_threads)
    _worker.update(src=src, tgt=tgt, truncate=truncate, seed=seed,
                   dtype=token_dtype(max(src.vocab_size, tgt.vocab_size)))
    if dedup:
        _worker["norm_src"], _worker["norm_tgt"] = src, tgt


def _encode(texts: list[tuple[str, str]]) -> tuple[list[list[int]], list[list[int]], np.ndarray]:
    """Token ids of both sides (sources truncated) and which sources were truncated."""
    src = _worker["src"].encode([s for s, _ in texts])
    tgt = _worker["tgt"].encode([t for _, t in texts])
    n = _worker["truncate"]
    truncated = np.zeros(len(src), bool)
    if n:
        truncated = np.fromiter((len(ids) > n for ids in src), bool, len(src))
        src = [ids[:n] for ids in src]
    return src, tgt, truncated


def measure_chunk(chunk: int, texts: list[tuple[str, str]], filtered: bool, dedup: bool, rank: bool) -> dict:
    """Pass 1: token counts of a chunk of pairs, plus dedup / subsampling hashes."""
    src, tgt, truncated = _encode(texts)
    out = {"chunk": chunk, "truncated": truncated,
           "src_len": np.fromiter(map(len, src), np.int64, len(src)),
           "tgt_len": np.fromiter(map(len, tgt), np.int64, len(tgt))}
    seed = _worker["seed"]
    if filtered and dedup:
        ns, nt = _worker["norm_src"], _worker["norm_tgt"]
        out["dedup"] = [hash_unit(seed, ns.normalize(s) + "\n" + nt.normalize(t)) for s, t in texts]
    if filtered and rank:
        out["rank"] = np.fromiter((hash_unit(seed, s + "\n" + t) for s, t in texts), np.uint64, len(texts))
    return out


def build_pair_shard(output_dir: str, split: str, index: int, units: list[tuple[int, int, str, str]], chunk_bytes: int,
                     fingerprint: str) -> dict:
    """Pass 2: encode one shard's pairs and write it (atomically), then record it."""
    src, tgt, _ = _encode([(s, t) for _, _, s, t in units])
    sides = {"src": Ragged.from_lists(src, _worker["dtype"]), "tgt": Ragged.from_lists(tgt, _worker["dtype"])}
    name = shard_name(split, index)
    origins = np.array([(f, line) for f, line, _, _ in units], np.int64).reshape(-1, 2)
    written = write_shard(os.path.join(output_dir, name), sides, origins[:, 0], origins[:, 1], chunk_bytes)
    src_tokens, tgt_tokens = len(sides["src"].tokens), len(sides["tgt"].tokens)
    entry = {"name": name, "split": split, "index": index, "samples": len(units), "chunks": written["chunks"],
             "tokens": src_tokens + tgt_tokens, "src_tokens": src_tokens, "tgt_tokens": tgt_tokens,
             "bytes": written["bytes"], "sha256": written["sha256"], "fingerprint": fingerprint}
    record_done(output_dir, entry)
    return entry


# ----------------------------------------------------------------------------
# pass 1: scan, filter, dedup, subsample


@dataclass
class PairScan:
    """What pass 1 learns; identical in every task."""

    max_tokens: int
    max_ratio: float
    truncate: int
    dedup: bool
    rules: tuple = ()  # PRESET_RULES of the preset
    pairs: Counter = field(default_factory=Counter)
    kept: Counter = field(default_factory=Counter)
    truncated: Counter = field(default_factory=Counter)
    empty_kept: Counter = field(default_factory=Counter)
    replaced: Counter = field(default_factory=Counter)
    dropped: Counter = field(default_factory=lambda: Counter(dict.fromkeys(RULES, 0)))
    bytes: int = 0
    seen: set = field(default_factory=set)
    train_lines: list = field(default_factory=list)
    train_rank: list = field(default_factory=list)

    def add(self, split: str, lines: np.ndarray, res: dict) -> None:
        """Account for one measured chunk (chunks arrive here in input order)."""
        s, t = res["src_len"], res["tgt_len"]
        empty = (s == 0) | (t == 0)
        if split != "train":
            self.kept[split] += len(lines)
            self.truncated[split] += int(res["truncated"].sum())
            self.empty_kept[split] += int(empty.sum())
            return
        too_long = np.zeros_like(empty)
        if self.max_tokens:
            too_long = t > self.max_tokens
            if not self.truncate:
                too_long |= s > self.max_tokens
            too_long &= ~empty
        ratio = np.zeros_like(empty)
        if self.max_ratio:
            ratio = (np.maximum(s, t) > self.max_ratio * np.minimum(s, t)) & ~empty & ~too_long
        longer = np.zeros_like(empty)
        if "longer_target" in self.rules:  # a truncated source had more tokens than the truncation: long enough
            longer = (t > s) & ~res["truncated"] & ~empty & ~too_long & ~ratio
        keep = ~(empty | too_long | ratio | longer)
        for rule, mask in (("empty", empty), ("too_long", too_long), ("ratio", ratio), ("longer_target", longer)):
            self.dropped[rule] += int(mask.sum())
        idx = np.flatnonzero(keep)
        if self.dedup:
            hashes = res["dedup"]
            first = []
            for i in idx.tolist():
                if hashes[i] not in self.seen:
                    self.seen.add(hashes[i])
                    first.append(i)
            self.dropped["duplicate"] += len(idx) - len(first)
            idx = np.asarray(first, np.int64)
        self.kept[split] += len(idx)
        self.truncated[split] += int(res["truncated"][idx].sum())
        self.train_lines.append(lines[idx])
        if "rank" in res:
            self.train_rank.append(res["rank"][idx])

    def select(self, max_pairs: int) -> np.ndarray:
        """Sorted line numbers of the train pairs to write (the nested subsample)."""
        lines = np.concatenate(self.train_lines) if self.train_lines else np.zeros(0, np.int64)
        if max_pairs and len(lines) > max_pairs:
            order = np.lexsort((lines, np.concatenate(self.train_rank)))  # by hash, ties by line
            lines = np.sort(lines[order[:max_pairs]])
        return lines

    def summary(self, units: dict, max_pairs: int, seed: int) -> dict:
        given = list(units)
        evals = [s for s in given if s != "train"]
        return {
            "input_pairs": {s: self.pairs[s] for s in given},
            "input_bytes": self.bytes,
            "dropped": {r: self.dropped[r] for r in RULES if r != "longer_target" or r in self.rules},
            "kept": {s: self.kept[s] for s in given},
            "subsample": {"max_pairs": max_pairs, "seed": seed, "from": self.kept["train"],
                          "kept": units["train"]} if max_pairs else None,
            "truncated_sources": {s: self.truncated[s] for s in given},  # train: of the pairs kept by the filters
            "empty_kept": {s: self.empty_kept[s] for s in evals},
            "replaced_invalid_utf8": {s: self.replaced[s] for s in evals},
            "units": dict(units),
        }


class _InOrder:
    """Feeds a ShardPool's results (which complete in any order) to ``handle(context,
    result)`` in submission order, so dedup keeps the first occurrence whatever the timing."""

    def __init__(self, pool: ShardPool, handle):
        self.pool, self.handle = pool, handle
        self.context: dict[int, object] = {}  # submitted jobs not yet handled
        self.ready: dict[int, dict] = {}
        self.submitted = self.handled = 0

    def _collect(self) -> None:
        results, self.pool.results = self.pool.results, []
        self.ready.update((r["chunk"], r) for r in results)
        while self.handled in self.ready:
            self.handle(self.context.pop(self.handled), self.ready.pop(self.handled))
            self.handled += 1

    def submit(self, context, fn, *args) -> None:
        self.context[self.submitted] = context
        self.pool.submit(fn, self.submitted, *args)
        self.submitted += 1
        self._collect()

    def finish(self) -> None:
        self.pool.finish()
        self._collect()


def _read_chunks(split: str, src: str, tgt: str, scan: PairScan, on_bad_line: str) -> Iterator[tuple[np.ndarray, list]]:
    """(line numbers, [(source, target) text]) in chunks of CHUNK_PAIRS decodable pairs."""
    lines: list[int] = []
    texts: list[tuple[str, str]] = []
    for line, a, b in iter_pairs(src, tgt):
        scan.pairs[split] += 1
        scan.bytes += len(a) + len(b)
        s, t = _decode(a, src, line, on_bad_line), _decode(b, tgt, line, on_bad_line)
        if s is None or t is None:
            if split == "train":
                scan.dropped["invalid_utf8"] += 1
                continue
            scan.replaced[split] += 1  # evaluation pairs are kept whole
            s, t = _decode_lenient(a), _decode_lenient(b)
        lines.append(line)
        texts.append((s, t))
        if len(lines) == CHUNK_PAIRS:
            yield np.asarray(lines, np.int64), texts
            lines, texts = [], []
    if lines:
        yield np.asarray(lines, np.int64), texts


def scan_pairs(splits: dict, scan: PairScan, options: BitextOptions, initargs: tuple, progress: Progress) -> None:
    """Pass 1 over every split: count, decode, measure (in the pool), filter, dedup."""
    ordered = _InOrder(ShardPool(options.workers, _init_worker, initargs), lambda context, res: scan.add(*context, res))
    try:
        for split in sorted(splits, key=lambda s: s == "train"):  # cheap eval splits first: early errors
            src, tgt, _ = splits[split]
            filtered = split == "train"
            for lines, texts in _read_chunks(split, src, tgt, scan, options.on_bad_line):
                ordered.submit((split, lines), measure_chunk, texts, filtered, scan.dedup,
                               filtered and bool(options.max_pairs))
                progress.set(scan.bytes,
                             info=lambda: f"{split}: {scan.pairs[split]:,} pairs read, {scan.kept[split]:,} kept")
        ordered.finish()
    except BaseException:
        ordered.pool.abort()
        raise


# ----------------------------------------------------------------------------
# the run


def _input_files(train, valid, test) -> dict:
    """{split: (src, tgt, index of src in the inputs list)} for the splits given."""
    splits = {}
    for split, pair in zip(SPLITS, (train, valid, test)):
        if pair is None:
            continue
        if len(pair) != 2:
            raise ValueError(f"--{split} takes two files, SRC TGT; got {len(pair)}")
        for side, path in zip(("source", "target"), pair):
            if expand_inputs([path], f"{split} {side}") != [path]:
                raise InputError(f"{split} {side}: give one file, not a pattern: {path}")
        if os.path.realpath(pair[0]) == os.path.realpath(pair[1]):
            raise InputError(f"--{split}: the same file is given more than once, as source and target: {pair[0]}")
        splits[split] = (pair[0], pair[1], 2 * len(splits))
    return splits


def _header(options: BitextOptions, limits: dict, src_tok, tgt_tok, splits: dict, samples_per_shard: int) -> dict:
    """What determines the shards' content (the manifest's head; its fingerprint claims the output directory)."""
    arguments = {"preset": options.preset, **limits, "dedup": options.dedup, "max_pairs": options.max_pairs,
                 "seed": options.seed, "samples_per_shard": samples_per_shard, "chunk_bytes": options.chunk_bytes,
                 "on_bad_line": options.on_bad_line}
    truncated = f" (first {limits['truncate_source']} tokens)" if limits["truncate_source"] else ""
    return {
        "format": mf.FORMAT, "kind": "bitext", "tool_version": TOOL_VERSION,
        "src_tokenizer": src_tok.card(),
        "tgt_tokenizer": tgt_tok.card(),
        "joint_tokenizer": src_tok.sha256 == tgt_tok.sha256,
        "dtype": token_dtype(max(src_tok.vocab_size, tgt_tok.vocab_size)).name,
        "fields": {"src": "source token ids" + truncated, "tgt": "target token ids"},
        "inputs": [{"path": p, "bytes": os.path.getsize(p), "sha256": sha256_file(p), "split": split, "side": side}
                   for split, (src, tgt, _) in splits.items() for side, p in (("source", src), ("target", tgt))],
        "arguments": arguments,
    }


def run(options: BitextOptions) -> dict:
    """Shard the bitext as ``options`` say; the manifest written (``{"path", "manifest"}``, see
    :func:`lm4gen.data_prep.manifest.finish_part`)."""
    task_index, num_tasks = default_task(options.task_index, options.num_tasks)
    options.check()
    limits = options.limits()
    src_tokenizer, tgt_tokenizer = options.tokenizers()
    src_tok = load_tokenizer(src_tokenizer)
    tgt_tok = src_tok if tgt_tokenizer == src_tokenizer else load_tokenizer(tgt_tokenizer)
    samples_per_shard = options.pairs_per_shard()
    splits = _input_files(options.train, options.valid, options.test)
    header = _header(options, limits, src_tok, tgt_tok, splits, samples_per_shard)
    fingerprint = mf.fingerprint(header)
    header["fingerprint"] = fingerprint
    os.makedirs(options.output, exist_ok=True)
    mf.claim_output(options.output, fingerprint)

    start = time.time()
    inputs = [p for src, tgt, _ in splits.values() for p in (src, tgt)]
    plain_bytes = 0 if any(os.path.splitext(p)[1] in (".gz", ".xz", ".bz2") for p in inputs) else \
        sum(map(os.path.getsize, inputs))
    initargs = (src_tokenizer, tgt_tokenizer, limits["truncate_source"], options.dedup, options.seed,
                encode_threads(options.workers))
    scan = PairScan(limits["max_tokens"], limits["max_ratio"], limits["truncate_source"], options.dedup,
                    PRESET_RULES[options.preset])
    # pass 1: input bytes read (ETA when the inputs are uncompressed); pass 2: pairs placed
    with Progress(f"bitext {task_index}/{num_tasks} scan", total=plain_bytes or None, unit="B", unit_scale=True,
                  quiet=options.quiet) as progress:
        scan_pairs(splits, scan, options, initargs, progress)
    if scan.kept["train"] == 0:
        raise InputError(f"no train pair survives the filters in {splits['train'][0]} / {splits['train'][1]} "
                         f"(dropped: {dict(scan.dropped)})")
    train_lines = scan.select(options.max_pairs)
    units = {split: (len(train_lines) if split == "train" else scan.kept[split]) for split in splits}
    layout = _Layout(samples_per_shard, task_index, num_tasks, fingerprint)
    with Progress(f"bitext {task_index}/{num_tasks} write", total=sum(units.values()), unit="pair",
                  quiet=options.quiet) as progress:
        progress.note(f"scan done: { {s: scan.pairs[s] for s in splits} } pairs, dropped {dict(scan.dropped)}, "
                      f"writing {units}")
        entries, skipped_complete = write_shards(options, splits, train_lines, units, layout, initargs, progress)
    part = mf.make_part(header, scan.summary(units, options.max_pairs, options.seed), entries, task_index, num_tasks,
                        samples_per_shard)
    print(f"[bitext] task {task_index}/{num_tasks}: {len(entries)} shards ({len(entries) - skipped_complete} written, "
          f"{skipped_complete} already complete), {sum(e['samples'] for e in entries):,} pairs, "
          f"{sum(e['src_tokens'] for e in entries):,} + {sum(e['tgt_tokens'] for e in entries):,} tokens; "
          f"kept {units}, dropped {dict(scan.dropped)}; {time.time() - start:.1f}s", file=sys.stderr)
    return mf.finish_part(options.output, part)


def _iter_ints(array: np.ndarray, block: int = 1 << 16) -> Iterator[int]:
    """The elements of a (large) integer array as Python ints, without one huge list."""
    for start in range(0, len(array), block):
        yield from array[start:start + block].tolist()


@dataclass(frozen=True)
class _Layout:
    """Which pairs go to which shard, and which shards are this task's."""

    per_shard: int  # pairs per shard
    task_index: int
    num_tasks: int
    fingerprint: str  # of the manifest header: what a complete shard found on rerun must carry

    def ours(self, index: int) -> bool:
        return index % self.num_tasks == self.task_index


def write_shards(options: BitextOptions, splits: dict, train_lines: np.ndarray, units: dict, layout: _Layout,
                 initargs: tuple, progress: Progress) -> tuple[list[dict], int]:
    """Pass 2: re-read the input, number the kept pairs, encode and write this task's shards; (entries, shards
    found complete)."""
    pool = ShardPool(options.workers, _init_worker, initargs)
    skipped_complete = 0
    before = 0  # pairs placed in the splits done
    try:
        for split, (src, tgt, file_index) in splits.items():
            keep = _iter_ints(train_lines) if split == "train" else None
            wanted = next(keep, None) if keep else None
            placed, pending = 0, []
            for line, a, b in iter_pairs(src, tgt):
                if keep is not None:
                    if line != wanted:
                        continue
                    wanted = next(keep, None)
                index, offset = divmod(placed, layout.per_shard)
                placed += 1
                if not layout.ours(index):
                    continue
                # kept train lines are valid UTF-8; eval lines were checked in pass 1
                pending.append((file_index, line, _decode_lenient(a), _decode_lenient(b)))
                if offset == layout.per_shard - 1 or placed == units[split]:
                    name = shard_name(split, index)
                    entry = completed_entry(options.output, name, layout.fingerprint, options.verify)
                    if entry is None:
                        pool.submit(build_pair_shard, options.output, split, index, pending, options.chunk_bytes,
                                    layout.fingerprint)
                    else:
                        skipped_complete += 1
                        pool.results.append(entry)
                    pending = []
                progress.set(before + placed, info=lambda: f"{split}, {len(pool.results)} shards done")
            if placed != units[split]:
                raise InputError(f"{src} / {tgt} changed while this run read them ({placed} pairs now, "
                                 f"{units[split]} before)")
            before += placed
        return pool.finish(), skipped_complete
    except BaseException:
        pool.abort()
        raise


def main(argv=None) -> int:
    """The command; a user's error (bad input, a full disk) is one line naming the file and exit code 2."""
    return options_command(BitextOptions, run, argv, "lm4gen bitext", __doc__)


if __name__ == "__main__":
    sys.exit(main())
