"""The streaming loader: WebDataset shards -> training batches, exactly resumable.

One module, used by pretraining (``mode="lm"``) and finetuning (``mode="seq2seq"``).
It knows only ``(dp_rank, dp_size)``; tensor-parallel ranks of one data-parallel
rank build identical loaders.

Streams. With ``num_workers`` loader processes (W = max(1, num_workers)), the data of
an epoch is divided among ``S = dp_size * W`` streams; stream ``dp_rank * W + w``
belongs to this rank. Each epoch the shards are permuted (seeded by seed and epoch)
and stream ``s`` takes shards ``perm[s::S]``. A rank's batches alternate between its
W streams (batch ``b`` comes from stream ``b % W``), so the sequence of batches is
the same for ``num_workers`` 0 and 1 and is independent of process timing.

Inside a stream: samples in shard order -> a shuffle buffer (``shuffle_buffer``
samples, seeded draws) -> either

* ``lm``: each sample followed by ``</s>`` and packed into blocks of ``block_size``
  tokens (``break_mode="none"``, no padding) or, with ``break_mode="complete"``,
  whole sentences per block padded with ``<pad>`` (a sentence longer than the block
  is truncated to it); ``batch_size`` blocks per batch:
  ``{"tokens": (batch, block_size) int64, "num_tokens": int}``;
* ``seq2seq``: pairs get ``</s>`` appended; a pool of ``pool_size`` pairs is sorted by
  length and cut into batches whose padded size (rows x longest side) stays within
  ``max_tokens``; the pool's batches are emitted in seeded random order:
  ``{"src": (B, S), "tgt_in": (B, T) = <s> y, "tgt_out": (B, T) = y </s>,
  "src_lengths": (B,), "num_tokens": int}``.

Equal batch counts. With ``equal_batches=True`` (training) every stream yields the
same number of batches per epoch, computed from the manifest alone (no
communication), so every rank yields ``len(loader)`` batches and no collective can
hang on an uneven split. Policy: the quota is the *mean* over streams; a stream
with less data than its quota re-reads its own shards from the start of its list
(wraps), a stream with more stops early (the rest of that epoch's data is dropped).
For ``lm`` with ``break_mode="none"`` the estimate is exact up to rounding; for the
other modes it is an estimate from token totals. ``equal_batches=False`` (evaluation)
reads each stream's shards once, no wrap and no drop; counts may then differ by rank.

Fewer shards than streams is an error, unless ``allow_shard_reuse=True``: stream
``s`` then reads shard ``perm[s % N]`` taking every k-th sample (k = number of streams
sharing that shard), so the streams still partition the data.

Resume. ``state_dict()`` holds, per stream, the samples read so far in the epoch,
the shuffle buffer as sample positions, the number of random draws, the packing
remainder and pending batches. ``load_state_dict()`` re-reads only the window of
samples still referenced (seeking by the manifest's per-shard sample counts), so a
resumed loader yields exactly the batches the uninterrupted one would have.
"""

from __future__ import annotations

import argparse
import bisect
import json
import os
import sys
import tarfile
import time
from dataclasses import asdict, dataclass, field
from typing import Iterator

import numpy as np
import torch
from webdataset.tariterators import group_by_keys, tar_file_iterator

from data_prep import manifest as mf
from data_prep.common import InputError, decode_npy

_DRAW_BLOCK = 4096


@dataclass
class LoaderConfig:
    """How batches are formed; every field is checked by ``validate``."""

    split: str = "train"  # manifest split to read
    mode: str = "lm"  # "lm" (token blocks) or "seq2seq" (source/target pairs)
    block_size: int = 512  # lm: tokens per block
    batch_size: int = 8  # lm: blocks per batch
    break_mode: str = "none"  # lm: "none" (packed, no padding) or "complete" (whole sentences, padded)
    max_tokens: int = 4096  # seq2seq: padded tokens per batch (rows x longest side)
    max_sentences: int = 0  # seq2seq: rows per batch at most (0: no limit)
    pool_size: int = 4096  # seq2seq: pairs sorted together for length bucketing
    shuffle_buffer: int = 1000  # samples in the shuffle buffer (0 or 1: no shuffling)
    seed: int = 1  # shard permutation and shuffle seed
    num_workers: int = 0  # loader processes (0: in the calling process)
    equal_batches: bool = True  # same number of batches on every rank (training); False: one full pass
    allow_shard_reuse: bool = False  # permit fewer shards than streams (streams then stride within shards)
    prefetch_factor: int = 4  # batches prefetched per worker

    def validate(self) -> None:
        def bad(name, why):
            raise ValueError(f"loader config field {name!r}: {why} (got {getattr(self, name)!r})")

        if self.mode not in ("lm", "seq2seq"):
            bad("mode", "must be 'lm' or 'seq2seq'")
        if self.break_mode not in ("none", "complete"):
            bad("break_mode", "must be 'none' or 'complete'")
        for name in ("block_size", "batch_size", "max_tokens", "pool_size", "prefetch_factor"):
            if getattr(self, name) < 1:
                bad(name, "must be >= 1")
        for name in ("shuffle_buffer", "num_workers", "max_sentences"):
            if getattr(self, name) < 0:
                bad(name, "must be >= 0")


def _new_stream_state(epoch: int) -> dict:
    """A stream's position as plain data (lists, not arrays: it passes through
    DataLoader workers and checkpoints unchanged)."""
    return {"epoch": epoch, "batches": 0, "read": 0, "draws": 0, "buffer": [], "carry": [], "pending": []}


class _Plan:
    """Which samples a stream reads in an epoch: shards (cycled) with a stride."""

    def __init__(self, shards: list[dict], stride: int, offset: int, directory: str):
        self.shards, self.stride, self.offset, self.dir = shards, stride, offset, directory
        self.counts = [len(range(offset, s["samples"], stride)) for s in shards]
        self.starts = np.concatenate([[0], np.cumsum(self.counts)]).tolist()
        self.total = self.starts[-1]

    def locate(self, position: int, cycle: bool) -> tuple[int, int]:
        """(shard number in the plan, kept-sample number inside it) of a stream position."""
        if cycle:
            position %= self.total
        i = bisect.bisect_right(self.starts, position) - 1
        return i, position - self.starts[i]

    def read(self, start: int, cycle: bool, decode) -> Iterator:
        """Decoded samples from stream position ``start`` onwards (cycling if asked)."""
        i, skip = self.locate(start, cycle) if self.total else (0, 0)
        while i < len(self.shards):
            yield from self._read_shard(i, skip, decode)
            skip = 0
            i += 1
            if cycle and i == len(self.shards):
                i = 0

    def _read_shard(self, i: int, skip: int, decode) -> Iterator:
        entry = self.shards[i]
        path = os.path.join(self.dir, entry["name"])
        stride, offset = self.stride, self.offset
        first = offset + skip * stride  # raw index of the first sample to yield
        n = 0  # samples in the shard
        try:
            with open(path, "rb") as f:
                members = ({**m, "__url__": path} for m in tar_file_iterator(f))
                for sample in group_by_keys(members):
                    if n >= first and (n - offset) % stride == 0:
                        yield decode(sample)
                    n += 1
        except FileNotFoundError:
            raise InputError(f"shard missing: {path}") from None
        except (tarfile.TarError, KeyError, ValueError, OSError) as e:
            if isinstance(e, InputError):
                raise
            raise InputError(f"shard {path} is corrupt ({e.__class__.__name__}: {e})") from None
        if n != entry["samples"]:
            raise InputError(f"shard {path} holds {n} samples, the manifest says {entry['samples']} (truncated or replaced)")


def _decode_mono(sample: dict) -> np.ndarray:
    return decode_npy(sample["ids.npy"])


def _decode_pair(sample: dict) -> tuple[np.ndarray, np.ndarray]:
    return decode_npy(sample["src.npy"]), decode_npy(sample["tgt.npy"])


class _Stream:
    """One stream of one epoch, resumable from a state dict; yields (batch, state)."""

    def __init__(self, spec: "StreamSpec", stream: int, state: dict):
        self.spec, self.cfg, self.stream = spec, spec.cfg, stream
        self.epoch = state["epoch"]
        self.batches_done = state["batches"]
        self.draws = state["draws"]
        self.plan = spec.plan(self.epoch, stream)
        self.cycle = self.cfg.equal_batches
        decode = _decode_mono if self.cfg.mode == "lm" else _decode_pair
        # restore: re-read the window of samples the state still refers to
        wanted = set(state["buffer"]) | {i for batch in state["pending"] for i in batch}
        start = min(wanted) if wanted else state["read"]
        self.source = self.plan.read(start, self.cycle, decode) if self.plan.total else iter(())
        found = {}
        for pos in range(start, state["read"]):
            sample = next(self.source)
            if pos in wanted:
                found[pos] = sample
        self.read = state["read"]
        self.buf_ids = list(state["buffer"])
        self.buf = [found[i] for i in self.buf_ids]
        self.pending = [[(i, found[i]) for i in batch] for batch in state["pending"]]
        self.carry = np.asarray(state["carry"], np.int64)
        self._draw_block = (-1, [])

    def state(self) -> dict:
        return {"epoch": self.epoch, "batches": self.batches_done, "read": self.read, "draws": self.draws,
                "buffer": list(self.buf_ids), "carry": self.carry.tolist(),
                "pending": [[i for i, _ in batch] for batch in self.pending]}

    def _draw(self, n: int) -> int:
        """A seeded draw in [0, n): block b of draws has its own generator, so the
        generator state is just the number of draws made."""
        block, k = divmod(self.draws, _DRAW_BLOCK)
        self.draws += 1
        if self._draw_block[0] != block:
            rng = np.random.default_rng([self.cfg.seed, self.epoch, self.stream, block])
            self._draw_block = (block, rng.integers(0, 2**62, _DRAW_BLOCK).tolist())
        return self._draw_block[1][k] % n

    def _next(self):
        """(position, sample) out of the shuffle buffer, or None when the data ran out."""
        size = max(1, self.cfg.shuffle_buffer)
        while len(self.buf) < size:
            if not self.cycle and self.read >= self.plan.total:
                break
            sample = next(self.source, None)
            if sample is None:
                break
            self.buf.append(sample)
            self.buf_ids.append(self.read)
            self.read += 1
        if not self.buf:
            return None
        if len(self.buf) > 1:
            j = self._draw(len(self.buf))
            self.buf[j], self.buf[-1] = self.buf[-1], self.buf[j]
            self.buf_ids[j], self.buf_ids[-1] = self.buf_ids[-1], self.buf_ids[j]
        return self.buf_ids.pop(), self.buf.pop()

    def __iter__(self) -> Iterator[tuple[dict, dict]]:
        quota = self.spec.quota if self.cfg.equal_batches else None
        make = (self._pair_batch if self.cfg.mode == "seq2seq"
                else self._packed_batch if self.cfg.break_mode == "none" else self._complete_batch)
        while quota is None or self.batches_done < quota:
            batch = make()
            if batch is None:
                return
            self.batches_done += 1
            yield batch, self.state()

    # -- lm, packed blocks
    def _packed_batch(self):
        T, B = self.cfg.block_size, self.cfg.batch_size
        need = B * T
        eos = np.array([self.spec.eos], np.int64)
        parts, have = [self.carry], len(self.carry)
        while have < need:
            item = self._next()
            if item is None:
                break
            parts += (item[1], eos)
            have += len(item[1]) + 1
        flat = np.concatenate(parts).astype(np.int64, copy=False)
        rows = min(B, len(flat) // T)
        if rows < B and (self.cfg.equal_batches or rows == 0):
            return None  # out of data (equal_batches cycles, so this only ends a full pass)
        self.carry = flat[rows * T:].copy()
        return {"tokens": torch.from_numpy(flat[: rows * T].reshape(rows, T).copy()), "num_tokens": rows * T}

    # -- lm, whole sentences per block
    def _complete_batch(self):
        T, B, eos = self.cfg.block_size, self.cfg.batch_size, self.spec.eos
        rows = np.full((B, T), self.spec.pad, np.int64)
        ntok = r = col = 0
        while r < B:
            if len(self.carry):
                s, self.carry = self.carry, np.zeros(0, np.int64)
            else:
                item = self._next()
                if item is None:
                    break
                s = np.append(item[1][: T - 1].astype(np.int64), eos)
            if col + len(s) > T:  # block full: the sentence opens the next block
                self.carry = s
                r, col = r + 1, 0
                continue
            rows[r, col: col + len(s)] = s
            col += len(s)
            ntok += len(s)
        used = r + (col > 0) if r < B else B
        if ntok == 0 or (used < B and self.cfg.equal_batches):
            return None
        return {"tokens": torch.from_numpy(rows[:used]), "num_tokens": ntok}

    # -- seq2seq, token-budget batches from a length-sorted pool
    def _pair_batch(self):
        if not self.pending:
            pool = []
            while len(pool) < self.cfg.pool_size:
                item = self._next()
                if item is None:
                    break
                pool.append(item)
            if not pool:
                return None
            self.pending = self._bucket(pool)
        return self._collate(self.pending.pop(0))

    def _bucket(self, pool: list) -> list[list]:
        pool.sort(key=lambda it: (len(it[1][0]), len(it[1][1]), it[0]))
        batches, current, longest = [], [], 0
        for item in pool:
            width = max(len(item[1][0]), len(item[1][1])) + 1
            full = (len(current) + 1) * max(longest, width) > self.cfg.max_tokens
            full |= bool(self.cfg.max_sentences) and len(current) >= self.cfg.max_sentences
            if current and full:
                batches.append(current)
                current, longest = [], 0
            current.append(item)
            longest = max(longest, width)
        batches.append(current)
        for i in range(len(batches) - 1, 0, -1):  # seeded Fisher-Yates over the pool's batches
            j = self._draw(i + 1)
            batches[i], batches[j] = batches[j], batches[i]
        return batches

    def _collate(self, items: list) -> dict:
        pad, eos, bos, src_eos = self.spec.pad, self.spec.eos, self.spec.bos, self.spec.src_eos
        n = len(items)
        S = max(len(s) for _, (s, _) in items) + 1
        T = max(len(t) for _, (_, t) in items) + 1
        src = np.full((n, S), pad, np.int64)
        tgt_in = np.full((n, T), pad, np.int64)
        tgt_out = np.full((n, T), pad, np.int64)
        lengths = np.zeros(n, np.int64)
        for i, (_, (s, t)) in enumerate(items):
            src[i, : len(s)], src[i, len(s)] = s, src_eos
            tgt_in[i, 0], tgt_in[i, 1: len(t) + 1] = bos, t
            tgt_out[i, : len(t)], tgt_out[i, len(t)] = t, eos
            lengths[i] = len(s) + 1
        return {"src": torch.from_numpy(src), "tgt_in": torch.from_numpy(tgt_in), "tgt_out": torch.from_numpy(tgt_out),
                "src_lengths": torch.from_numpy(lengths), "num_tokens": int((tgt_out != pad).sum())}


class StreamSpec:
    """Everything a worker needs to rebuild its streams (picklable)."""

    def __init__(self, manifest: dict, cfg: LoaderConfig, dp_rank: int, dp_size: int):
        self.cfg = cfg
        self.dir = manifest["_dir"]
        self.shards = [s for s in manifest["shards"] if s["split"] == cfg.split]
        if not self.shards:
            splits = sorted({s["split"] for s in manifest["shards"]})
            raise InputError(f"{manifest['_path']}: no shards of split {cfg.split!r} (has {splits})")
        tok = manifest.get("tokenizer") or manifest.get("tgt_tokenizer")
        ids = tok["special_ids"]
        self.pad, self.eos, self.bos = ids["pad"], ids["eos"], ids["bos"]
        src_ids = (manifest.get("src_tokenizer") or tok)["special_ids"]
        self.src_eos = src_ids["eos"]  # the source side may use its own tokenizer
        if src_ids["pad"] != self.pad:
            raise InputError(f"{manifest['_path']}: source and target tokenizers disagree on the pad id "
                             f"({src_ids['pad']} vs {self.pad}); batches need one pad id")
        self.dp_rank, self.dp_size = dp_rank, dp_size
        self.num_streams = max(1, cfg.num_workers)
        total_streams = dp_size * self.num_streams
        if len(self.shards) < total_streams and not cfg.allow_shard_reuse:
            raise ValueError(
                f"split {cfg.split!r} of {manifest['_path']} has {len(self.shards)} shard(s) but {dp_size} rank(s) x "
                f"{self.num_streams} loader stream(s) = {total_streams} streams need at least one each; reshard with a "
                "smaller --samples-per-shard, use fewer loader workers, or set allow_shard_reuse=True")
        self.quota = self._quota(total_streams)

    def _quota(self, total_streams: int) -> int:
        """Batches per stream per epoch (the mean over streams, see the module doc)."""
        cfg = self.cfg
        samples = sum(s["samples"] for s in self.shards)
        tokens = sum(s["tokens"] for s in self.shards)
        if cfg.mode == "lm":
            per_block = cfg.block_size
            if cfg.break_mode == "complete":  # a block wastes about half a sentence
                per_block = max(1.0, cfg.block_size - 0.5 * (tokens + samples) / samples)
            batches = (tokens + samples) / (per_block * cfg.batch_size)
        else:
            widest = sum(max(s["src_tokens"], s["tgt_tokens"]) for s in self.shards) + samples
            batches = widest / (0.9 * cfg.max_tokens)  # length bucketing wastes ~10% on padding
        return int(batches // total_streams)

    def plan(self, epoch: int, stream_in_rank: int) -> _Plan:
        total = self.dp_size * self.num_streams
        s = self.dp_rank * self.num_streams + stream_in_rank
        order = np.random.default_rng([self.cfg.seed, epoch, 0x5A4D]).permutation(len(self.shards)).tolist()
        shards = [self.shards[i] for i in order]
        n = len(shards)
        if n >= total:
            return _Plan(shards[s::total], 1, 0, self.dir)
        sharing = len(range(s % n, total, n))
        return _Plan([shards[s % n]], sharing, s // n, self.dir)


class _StreamDataset(torch.utils.data.IterableDataset):
    def __init__(self, spec: StreamSpec, states: list[dict], rotation: int):
        self.spec, self.states, self.rotation = spec, states, rotation

    def __iter__(self):
        info = torch.utils.data.get_worker_info()
        worker = info.id if info is not None else 0
        stream = (worker + self.rotation) % self.spec.num_streams
        for batch, state in _Stream(self.spec, stream, self.states[stream]):
            yield batch, state, stream


class StreamLoader:
    """Iterate to get one epoch of batches (from the resumed position); iterate again
    for the next epoch. ``len()`` is the number of batches per epoch on this rank."""

    def __init__(self, manifest_path: str, cfg: LoaderConfig, dp_rank: int = 0, dp_size: int = 1,
                 expected_tokenizer_sha256: str | None = None):
        cfg.validate()
        if dp_size < 1 or not 0 <= dp_rank < dp_size:
            raise ValueError(f"dp_rank must be in [0, dp_size); got {dp_rank} of {dp_size}")
        manifest = mf.load(manifest_path)
        if expected_tokenizer_sha256 is not None:
            tok = manifest.get("tokenizer") or manifest.get("tgt_tokenizer")
            if tok["sha256"] != expected_tokenizer_sha256:
                raise ValueError(
                    f"{manifest['_path']} was encoded with tokenizer sha256 {tok['sha256'][:12]}…, but the model "
                    f"expects {expected_tokenizer_sha256[:12]}…: re-shard with the model's tokenizer")
        want = "lm" if manifest["kind"] == "mono" else "seq2seq"
        if cfg.mode != want:
            raise ValueError(f"loader mode {cfg.mode!r} cannot read a {manifest['kind']!r} manifest ({manifest['_path']}); use mode={want!r}")
        self.cfg = cfg
        self.spec = StreamSpec(manifest, cfg, dp_rank, dp_size)
        for s in self.spec.shards:
            if not os.path.exists(os.path.join(self.spec.dir, s["name"])):
                raise InputError(f"shard missing: {os.path.join(self.spec.dir, s['name'])} (listed in {manifest['_path']})")
        self.signature = {"fingerprint": manifest.get("fingerprint"), "split": cfg.split, "dp_rank": dp_rank,
                          "dp_size": dp_size, "streams": self.spec.num_streams, "config": asdict(cfg)}
        self.signature["config"].pop("prefetch_factor")
        self.epoch = 0
        self.batches_done = 0
        self.streams = [_new_stream_state(0) for _ in range(self.spec.num_streams)]

    def __len__(self) -> int:
        if not self.cfg.equal_batches:
            raise TypeError("len() is only defined with equal_batches=True (one full pass has no fixed length)")
        return self.spec.quota * self.spec.num_streams

    def __iter__(self) -> Iterator[dict]:
        rotation = self.batches_done % self.spec.num_streams
        dataset = _StreamDataset(self.spec, self.streams, rotation)
        if self.cfg.num_workers > 0:
            it = torch.utils.data.DataLoader(dataset, batch_size=None, num_workers=self.cfg.num_workers,
                                             prefetch_factor=self.cfg.prefetch_factor, multiprocessing_context="fork",
                                             # its own generator: starting workers must not draw from the global
                                             # torch RNG (that would shift dropout after a resume)
                                             generator=torch.Generator().manual_seed(self.cfg.seed),
                                             worker_init_fn=__import__("launcher.preempt").preempt.ignore_stop_signals)
        else:
            it = dataset
        for batch, state, stream in it:
            self.streams[stream] = state
            self.batches_done += 1
            yield batch
        self.epoch += 1
        self.batches_done = 0
        self.streams = [_new_stream_state(self.epoch) for _ in range(self.spec.num_streams)]

    def state_dict(self) -> dict:
        """Plain Python data (ints, lists, dicts): JSON-serialisable and loadable with
        ``torch.load(weights_only=True)``."""
        streams = [json.loads(json.dumps(s)) for s in self.streams]  # a deep copy, and proof it is plain data
        return {"version": 1, "signature": self.signature, "epoch": self.epoch, "batches_done": self.batches_done,
                "streams": streams}

    def load_state_dict(self, state: dict) -> None:
        if state.get("version") != 1:
            raise ValueError(f"unknown loader state version {state.get('version')!r}")
        old, new = state["signature"], self.signature
        diff = sorted(k for k in new if old.get(k) != new[k])
        if diff:
            raise ValueError(f"loader state was saved with different {', '.join(diff)}: {[old.get(k) for k in diff]} "
                             f"vs now {[new[k] for k in diff]}; exact resume needs the same data, ranks, workers and config")
        self.epoch, self.batches_done = state["epoch"], state["batches_done"]
        if len(state["streams"]) != self.spec.num_streams:
            raise ValueError(f"loader state holds {len(state['streams'])} streams, this loader has {self.spec.num_streams}")
        self.streams = [json.loads(json.dumps(s)) for s in state["streams"]]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m data_prep.stream", description="Read batches from shards and print statistics (a loader smoke test).")
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
    p.add_argument("--tokenizer", help="sentencepiece model to decode the first row of each printed batch")
    a = p.parse_args(argv)
    try:
        m = mf.load(a.manifest)
        cfg = LoaderConfig(split=a.split, mode="lm" if m["kind"] == "mono" else "seq2seq", block_size=a.block_size,
                           batch_size=a.batch_size, break_mode=a.break_mode, max_tokens=a.max_tokens, num_workers=a.workers)
        loader = StreamLoader(a.manifest, cfg, a.dp_rank, a.dp_size)
    except (InputError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    sp = None
    if a.tokenizer:
        import sentencepiece as spm

        sp = spm.SentencePieceProcessor(model_file=a.tokenizer)
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
