"""Tokenize monolingual text into WebDataset shards plus a manifest.

    lm4gen shard --input 'news.20*.de.gz' --tokenizer bpe/joint.model \\
        --output shards/de --valid-fraction 0.001 --workers 8

How the work is laid out (so any split of it gives the same bytes):

* Input lines (or blank-line separated documents with ``--documents``) are read in
  order from all inputs. Empty lines and invalid UTF-8 are skipped and counted (or
  ``--on-bad-line error`` stops at the first bad line, naming file and line);
  ``--dedup`` drops exact duplicates of the NFKC-normalised text (memory: about
  70 bytes per distinct unit).
* Each kept unit goes to ``valid`` (validation files given with ``--valid-input``, or
  the units whose seeded hash falls below ``--valid-fraction`` — a duplicate always
  lands in the same split) or ``train``.
* Within a split, kept units are numbered 0, 1, 2, …; shard ``k`` holds units
  ``[k*S, (k+1)*S)`` with ``S = --samples-per-shard``. The layout therefore does not
  depend on ``--workers`` or on ``--task-index/--num-tasks``.
* Task ``i`` of ``n`` (defaults: the SLURM array task and/or the launcher's rank, see
  ``lm4gen.core.launch_env.task_split``) scans all input (cheap) but encodes and writes only shards with ``k % n == i``,
  and writes ``manifest.part-i-of-n.json``; ``lm4gen manifest merge``
  joins the parts into ``manifest.json``. With one task ``manifest.json`` is written
  directly; it is byte-identical to the merge of any split into tasks.
* Encoding (the tokenizer: a sentencepiece model or a transformers tokenizer, see
  ``lm4gen.data_prep.tokenizer``) and tar writing run in ``--workers`` processes; each shard
  is written to a temporary name, renamed when complete, then recorded, so a rerun
  skips complete shards and rebuilds anything partial.
"""

from __future__ import annotations

import concurrent.futures as cf
import hashlib
import multiprocessing as mp
import os
import resource
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, ClassVar, Iterator, Literal

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
from lm4gen.data_prep.shardio import CHUNK_BYTES, Ragged, completed_entry, record_done, shard_name, write_shard
from lm4gen.core.progress import Progress  # torch-free
from lm4gen.core.launch_env import task_split

# shard size estimate per sentence, to turn --shard-size into units per shard: ~30 tokens of
# newscrawl x 2 bytes + its length; documents count as 8 sentences
BYTES_PER_SENTENCE = 64


# ----------------------------------------------------------------------------
# reading units


@dataclass
class ScanStats:
    skipped: Counter = field(default_factory=Counter)
    lines: int = 0
    bytes: int = 0


def _decode_lines(chunk: list[bytes], path: str, first_line: int, on_bad_line: str,
                  stats: ScanStats) -> list[str | None]:
    """Decoded, stripped lines (None: invalid UTF-8, skipped and counted, or an error naming file:line)."""
    try:
        return [raw.decode("utf-8").strip() for raw in chunk]  # the common case: one comprehension per chunk
    except UnicodeDecodeError:
        pass
    texts: list[str | None] = []
    for i, raw in enumerate(chunk):
        try:
            texts.append(raw.decode("utf-8").strip())
        except UnicodeDecodeError as e:
            if on_bad_line == "error":
                raise InputError(f"{path}:{first_line + i}: invalid UTF-8 ({e.reason} at byte {e.start})") from None
            stats.skipped["invalid_utf8"] += 1
            texts.append(None)
    return texts


def iter_unit_batches(files: list[str], documents: bool, on_bad_line: str, stats: ScanStats
                      ) -> Iterator[tuple[np.ndarray, np.ndarray, list[str]]]:
    """Every usable unit of every file, in order, in batches (one per chunk of input lines):
    (input file index, first line number, text) as two arrays and a list — no Python
    work per line beyond decoding. In document mode a unit's text is its sentences joined by newlines."""
    for file_index, path in enumerate(files):
        line_no = 0  # lines of this file before the chunk
        doc: list[str] = []
        doc_start = 0
        for chunk in iter_byte_lines(path):
            stats.bytes += sum(map(len, chunk))
            texts = _decode_lines(chunk, path, line_no + 1, on_bad_line, stats)
            if not documents:
                lines = line_no + 1 + np.arange(len(texts))
                if not all(texts):  # empty or invalid lines (rare): select the others (all() and count() run in C)
                    stats.skipped["empty"] += texts.count("")
                    keep = [i for i, t in enumerate(texts) if t]
                    lines, texts = lines[keep], [texts[i] for i in keep]
                yield np.full(len(texts), file_index, np.int64), lines, texts
            else:
                starts, units = [], []
                for i, text in enumerate(texts):
                    if text:
                        if not doc:
                            doc_start = line_no + 1 + i
                        doc.append(text)
                    elif text is not None and doc:  # a blank line ends a document
                        starts.append(doc_start)
                        units.append("\n".join(doc))
                        doc = []
                yield np.full(len(units), file_index, np.int64), np.asarray(starts, np.int64), units
            line_no += len(chunk)
        stats.lines += line_no
        if doc:
            yield np.array([file_index]), np.array([doc_start]), ["\n".join(doc)]


def hash_unit(seed: int, text: str) -> int:
    return int.from_bytes(hashlib.blake2b(text.encode("utf-8"), digest_size=8, key=seed.to_bytes(8, "little")).digest(),
                          "little")


# ----------------------------------------------------------------------------
# workers: encode one shard and write it

_worker: dict = {}


def encode_threads(workers: int) -> int:
    """sentencepiece threads per encoding process: one per pool worker (N workers = N cores,
    no oversubscription); with ``--workers 0`` the main process uses the CPUs it may run on
    (a SLURM task's ``--cpus-per-task``, else its CPU affinity)."""
    if workers:
        return 1
    return int(os.environ.get("SLURM_CPUS_PER_TASK") or 0) or len(os.sched_getaffinity(0))


def _init_worker(tokenizer_path: str, num_threads: int = 1) -> None:
    """Load the tokenizer in a worker (``num_threads``: see :func:`encode_threads`)."""
    _worker["sp"] = tok = load_tokenizer(tokenizer_path, num_threads)
    _worker["eos"] = tok.special_ids["eos"]
    _worker["dtype"] = token_dtype(tok.vocab_size)


def encode_units(texts: list[str], documents: bool) -> list[list[int]]:
    sp = _worker["sp"]
    if not documents:
        return sp.encode(texts)
    out = []
    for doc in texts:
        ids: list[int] = []
        for i, s in enumerate(sp.encode(doc.split("\n"))):
            if i:
                ids.append(_worker["eos"])  # sentence separator inside a document
            ids.extend(s)
        out.append(ids)
    return out


def build_shard(output_dir: str, split: str, index: int, origins: np.ndarray, texts: list[str], documents: bool,
                chunk_bytes: int, fingerprint: str) -> dict:
    """Encode and write one shard; ``origins`` (samples, 2): input file index and line of each text."""
    units = Ragged.from_lists(encode_units(texts, documents), _worker["dtype"])
    name = shard_name(split, index)
    written = write_shard(os.path.join(output_dir, name), {"tokens": units}, origins[:, 0], origins[:, 1], chunk_bytes)
    entry = {"name": name, "split": split, "index": index, "samples": len(units), "chunks": written["chunks"],
             "tokens": len(units.tokens), "bytes": written["bytes"], "sha256": written["sha256"],
             "fingerprint": fingerprint}
    if documents:  # sentences (separated by </s> inside a document): what next-sentence pairs are counted from
        entry["sentences"] = int(np.count_nonzero(units.tokens == _worker["eos"])) + len(units)
    record_done(output_dir, entry)
    return entry


class ShardPool:
    """Runs shard jobs in worker processes (or inline with 0 workers), keeping a bounded
    number in flight so memory stays flat however large the corpus."""

    def __init__(self, workers: int, initializer: Callable, initargs: tuple):
        self.workers = workers
        self.pending: list[cf.Future] = []
        self.results: list[dict] = []
        if workers > 0:
            self.pool = cf.ProcessPoolExecutor(workers, mp_context=mp.get_context("fork"), initializer=initializer,
                                               initargs=initargs)
        else:
            self.pool = None
            initializer(*initargs)

    def submit(self, fn: Callable, *args) -> None:
        if self.pool is None:
            self.results.append(fn(*args))
            return
        self.pending.append(self.pool.submit(fn, *args))
        while len(self.pending) >= 2 * self.workers:
            self._drain(cf.FIRST_COMPLETED)

    def _drain(self, how) -> None:
        done, _ = cf.wait(self.pending, return_when=how)
        for fut in done:
            self.results.append(fut.result())  # re-raises a worker's error here
        self.pending = [f for f in self.pending if f not in done]

    def abort(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)

    def finish(self) -> list[dict]:
        if self.pool is not None:
            try:
                if self.pending:
                    self._drain(cf.ALL_COMPLETED)
            finally:
                self.pool.shutdown(cancel_futures=True)
        return self.results


def peak_rss_mib(children: bool = False) -> float:
    """Peak resident memory of this process (or of its largest finished child), MiB."""
    return resource.getrusage(resource.RUSAGE_CHILDREN if children else resource.RUSAGE_SELF).ru_maxrss / 1024


def _progress_info(units: int, done: list[dict], elapsed: float) -> str:
    """What a sharding task's progress shows beside the input read: units/s, shards written, tokens/s."""
    tokens = sum(e["tokens"] for e in done)
    return (f"{units:,} units ({units / max(elapsed, 1e-9):,.0f}/s), {len(done)} shards written, "
            f"{tokens:,} tokens ({tokens / max(elapsed, 1e-9):,.0f}/s)")


# ----------------------------------------------------------------------------
# the sharding run


def default_task(index: int | None, count: int | None) -> tuple[int, int]:
    """``--task-index``/``--num-tasks``, each defaulting to :func:`lm4gen.core.launch_env.task_split` (SLURM array task,
    and/or the rank of srun, mpiexec or torchrun)."""
    if index is None or count is None:
        env_index, env_count = task_split()
        index = env_index if index is None else index
        count = env_count if count is None else count
    if count < 1 or not 0 <= index < count:
        raise ValueError(f"--task-index must be in [0, --num-tasks); got {index} of {count}")
    return index, count


@dataclass(kw_only=True)
class ShardingOptions:
    """What both data tools (``lm4gen shard``, ``lm4gen bitext``) take: where the shards go and how they are laid
    out, the filters both apply, the seed of their hashes and the split of the work. Every field is a command-line
    option (``--samples-per-shard`` ...; its comment is the help: :func:`lm4gen.core.config.options_parser`)."""

    output: str = field(metadata={"metavar": "DIR"})  # output directory for <split>-NNNNNN.tar shards and manifest.json
    # sentencepiece .model (from lm4gen bpe), or a transformers tokenizer directory or tokenizer.json
    tokenizer: str = field(default="", metadata={"metavar": "MODEL"})
    samples_per_shard: int | None = None  # samples (lines, documents or pairs) per shard (default: from --shard-size)
    # MiB of token ids per chunk (a tar sample of many samples)
    chunk_size: float = field(default=CHUNK_BYTES / 2**20, metadata={"metavar": "MIB"})
    # drop exact duplicates (after the tokenizer's normalisation: NFKC for lm4gen bpe's), keeping the first
    dedup: bool = False
    on_bad_line: Literal["skip", "error"] = "skip"  # invalid UTF-8: skip and count it, or stop naming file:line
    seed: int = 1  # key of the seeded hashes (lm4gen shard's validation share, lm4gen bitext's --max-pairs, --dedup)
    workers: int = 0  # encoding processes (0: encode in the main process)
    # this task's index (default: the SLURM array task and/or the srun/mpiexec/torchrun rank, else 0)
    task_index: int | None = None
    num_tasks: int | None = None  # number of independent tasks (default: array tasks x launcher ranks, else 1)
    verify: bool = True  # on rerun, re-hash the shards found complete (--no-verify: trust them by their size)
    quiet: bool = False  # no progress on stderr (a bar on a terminal, else a line every 10 s)

    @property
    def chunk_bytes(self) -> int:
        return int(self.chunk_size * 2**20)

    def check(self) -> None:
        """The checks that need no file: a bad value is a ValueError naming the option."""
        if self.on_bad_line not in ("skip", "error"):
            raise ValueError(f"--on-bad-line must be 'skip' or 'error', got {self.on_bad_line!r}")
        if self.samples_per_shard is not None and self.samples_per_shard < 1:
            raise ValueError(f"--samples-per-shard must be >= 1, got {self.samples_per_shard}")
        if self.chunk_bytes < 1024:
            raise ValueError(f"--chunk-size must be at least 1 KiB, got {self.chunk_bytes} bytes")
        if self.workers < 0:
            raise ValueError(f"--workers must be >= 0, got {self.workers}")

    def shard_samples(self, shard_size: float, bytes_per_sample: int) -> int:
        """``--samples-per-shard``, else the samples that fill ``shard_size`` MiB at ``bytes_per_sample``."""
        if self.samples_per_shard is not None:
            return self.samples_per_shard
        return max(1, int(shard_size * 2**20) // bytes_per_sample)


@dataclass(kw_only=True)
class ShardOptions(ShardingOptions):
    """``lm4gen shard``'s options: the monolingual inputs and how they become samples (see the module doc)."""

    REQUIRED: ClassVar = ("tokenizer",)  # on the command line (run() checks it too)
    input: list[str]  # training text files or globs (plain/.gz/.xz/.bz2), one sentence per line
    valid_input: list[str] | None = None  # validation text files (else see --valid-fraction)
    valid_fraction: float = 0.0  # hold out this share of the input (by seeded hash of the text) as the valid split
    # target shard size in MiB (estimated at 64 bytes per sentence; used when --samples-per-shard is not given)
    shard_size: float = field(default=64, metadata={"metavar": "MIB"})
    documents: bool = False  # one sample per blank-line separated document instead of per line

    def check(self) -> None:
        super().check()
        if not self.tokenizer:
            raise ValueError("--tokenizer is required: a sentencepiece .model or a transformers tokenizer")
        if self.valid_input and self.valid_fraction:
            raise ValueError("give either --valid-input or --valid-fraction, not both")
        if not 0.0 <= self.valid_fraction < 0.5:
            raise ValueError(f"--valid-fraction must be in [0, 0.5), got {self.valid_fraction}")

    def units_per_shard(self) -> int:
        return self.shard_samples(self.shard_size, BYTES_PER_SENTENCE * (8 if self.documents else 1))


def _header(options: ShardOptions, tok, train_files: list[str], valid_files: list[str], samples_per_shard: int) -> dict:
    """What determines the shards' content (the manifest's head; its fingerprint claims the output directory)."""
    files = train_files + valid_files
    arguments = {"documents": options.documents, "dedup": options.dedup, "valid_fraction": options.valid_fraction,
                 "samples_per_shard": samples_per_shard, "chunk_bytes": options.chunk_bytes,
                 "on_bad_line": options.on_bad_line, "seed": options.seed}
    unit = "document (sentences separated by </s>)" if options.documents else "sentence"
    return {
        "format": mf.FORMAT, "kind": "mono", "tool_version": TOOL_VERSION,
        "tokenizer": tok.card(),
        "dtype": token_dtype(tok.vocab_size).name,
        "fields": {"ids": "token ids of one " + unit},
        "inputs": [{"path": p, "bytes": os.path.getsize(p), "sha256": sha256_file(p),
                    "split": "valid" if i >= len(train_files) else "train"} for i, p in enumerate(files)],
        "arguments": arguments,
    }


class _Placement:
    """Numbers the kept units of each split and hands every complete shard of this task to the pool (or takes
    it as it is when a rerun finds it complete)."""

    def __init__(self, options: ShardOptions, pool: ShardPool, samples_per_shard: int, fingerprint: str,
                 task_index: int, num_tasks: int):
        self.options, self.pool, self.per_shard, self.fingerprint = options, pool, samples_per_shard, fingerprint
        self.task_index, self.num_tasks = task_index, num_tasks
        self.counts = {"train": 0, "valid": 0}
        self.buffers: dict[str, list] = {"train": [], "valid": []}
        self.skipped_complete = 0

    def emit(self, split: str, index: int, parts: list) -> None:
        """Shard ``index`` of ``split`` is complete: its (files, lines, texts) parts go to an encoding worker."""
        if index % self.num_tasks != self.task_index:
            return
        o = self.options
        entry = completed_entry(o.output, shard_name(split, index), self.fingerprint, o.verify)
        if entry is not None:
            self.skipped_complete += 1
            self.pool.results.append(entry)
            return
        origins = np.stack([np.concatenate([f for f, _, _ in parts]), np.concatenate([n for _, n, _ in parts])], 1)
        self.pool.submit(build_shard, o.output, split, index, origins, [t for _, _, texts in parts for t in texts],
                         o.documents, o.chunk_bytes, self.fingerprint)

    def place(self, split: str, files: np.ndarray, lines: np.ndarray, texts: list[str]) -> None:
        """Number a run of kept units of one split and hand each completed shard on (one step per shard)."""
        pos = 0
        while pos < len(texts):
            index, offset = divmod(self.counts[split], self.per_shard)
            take = min(self.per_shard - offset, len(texts) - pos)
            if index % self.num_tasks == self.task_index:
                self.buffers[split].append((files[pos: pos + take], lines[pos: pos + take], texts[pos: pos + take]))
            self.counts[split] += take
            pos += take
            if offset + take == self.per_shard:
                self.emit(split, index, self.buffers[split])
                self.buffers[split] = []

    def flush(self) -> None:
        """The last, partial shard of each split."""
        for split, count in self.counts.items():
            if count % self.per_shard:
                self.emit(split, count // self.per_shard, self.buffers[split])


def _split_batch(options: ShardOptions, normalizer, num_train_files: int, files: np.ndarray, texts: list[str],
                 seen: set[int], stats: ScanStats) -> tuple[np.ndarray, np.ndarray]:
    """(indices of the units kept, whether each kept unit is a validation unit) for one batch of units."""
    threshold = int(options.valid_fraction * 2**64)
    if not (options.dedup or threshold):
        return np.arange(len(texts)), files >= num_train_files
    split_of, kept = [], []
    for i, text in enumerate(texts):  # per unit: the hash of its (normalised) text decides
        h = hash_unit(options.seed, normalizer.normalize(text) if options.dedup else text)
        if options.dedup:
            if h in seen:
                stats.skipped["duplicate"] += 1
                continue
            seen.add(h)
        kept.append(i)
        split_of.append(files[i] >= num_train_files or (threshold and h < threshold))
    return np.asarray(kept, np.int64), np.asarray(split_of, bool)


def _scan(options: ShardOptions, files: list[str], num_train_files: int, placement: _Placement, tok,
          stats: ScanStats, progress: Progress) -> None:
    """Read every unit of every input in order, drop and split them, place them into shards."""
    seen: set[int] = set()
    for files_of, lines, texts in iter_unit_batches(files, options.documents, options.on_bad_line, stats):
        if not texts:
            continue
        kept, is_valid = _split_batch(options, tok, num_train_files, files_of, texts, seen, stats)
        for split, mask in (("train", ~is_valid), ("valid", is_valid)):
            # a split's units keep their input order; split changes inside a batch are runs of one split
            select = kept[mask]
            if len(select) == len(texts):
                placement.place(split, files_of, lines, texts)
            elif len(select):
                placement.place(split, files_of[select], lines[select], [texts[i] for i in select.tolist()])
        progress.set(stats.bytes, info=lambda: _progress_info(sum(placement.counts.values()), placement.pool.results,
                                                              time.time() - progress.start))
    placement.flush()


def run(options: ShardOptions) -> dict:
    """Shard the inputs as ``options`` say; the manifest written (``{"path", "manifest"}``, see
    :func:`lm4gen.data_prep.manifest.finish_part`)."""
    task_index, num_tasks = default_task(options.task_index, options.num_tasks)
    train_files = expand_inputs(options.input, "input")
    valid_files = expand_inputs(options.valid_input, "validation input") if options.valid_input else []
    options.check()
    samples_per_shard = options.units_per_shard()
    files = train_files + valid_files
    tok = load_tokenizer(options.tokenizer)
    if options.documents:
        tok.require("eos", "--documents (it separates the sentences of a document)")
    header = _header(options, tok, train_files, valid_files, samples_per_shard)
    fingerprint = mf.fingerprint(header)
    header["fingerprint"] = fingerprint
    os.makedirs(options.output, exist_ok=True)
    mf.claim_output(options.output, fingerprint)

    stats = ScanStats()
    compressed = any(os.path.splitext(f)[1] in (".gz", ".xz", ".bz2") for f in files)
    pool = ShardPool(options.workers, _init_worker, (options.tokenizer, encode_threads(options.workers)))
    placement = _Placement(options, pool, samples_per_shard, fingerprint, task_index, num_tasks)
    # input bytes read (with ETA when the inputs are uncompressed: their size is the total)
    total = None if compressed else sum(map(os.path.getsize, files)) or None
    progress = Progress(f"shard {task_index}/{num_tasks}", total=total, unit="B", unit_scale=True, quiet=options.quiet)
    try:
        _scan(options, files, len(train_files), placement, tok, stats, progress)
        entries = pool.finish()
    except BaseException:
        pool.abort()
        raise
    finally:
        progress.close()
    counts = placement.counts
    if counts["train"] == 0:
        raise InputError(f"no usable lines in {', '.join(train_files)} (skipped: {dict(stats.skipped) or 'none'})")
    scan = {"input_lines": stats.lines, "input_bytes": stats.bytes, "skipped": dict(sorted(stats.skipped.items())),
            "units": dict(counts)}
    part = mf.make_part(header, scan, entries, task_index, num_tasks, samples_per_shard)
    elapsed = time.time() - progress.start
    skipped_complete = placement.skipped_complete
    print(f"[shard] task {task_index}/{num_tasks}: {len(entries)} shards ({len(entries) - skipped_complete} written, "
          f"{skipped_complete} already complete), {sum(e['samples'] for e in entries):,} samples, "
          f"{sum(e['tokens'] for e in entries):,} tokens, skipped {dict(stats.skipped) or 'nothing'}, {elapsed:.1f}s, "
          f"peak RSS {peak_rss_mib():,.0f} MiB (workers {peak_rss_mib(children=True):,.0f} MiB)", file=sys.stderr)
    return mf.finish_part(options.output, part)


def main(argv=None) -> int:
    """The command; a user's error (bad input, a full disk) is one line naming the file and exit code 2."""
    return options_command(ShardOptions, run, argv, "lm4gen shard", __doc__)


if __name__ == "__main__":
    sys.exit(main())
