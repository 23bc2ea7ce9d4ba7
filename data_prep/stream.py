"""The streaming loader: chunked WebDataset shards -> training batches, exactly resumable.

One module, used by pretraining (``mode="lm"``) and finetuning (``mode="seq2seq"``).
It knows only ``(dp_rank, dp_size)``; tensor-parallel ranks of one data-parallel
rank build identical loaders. The shards hold *chunks* of many units (see
``lm4gen.data_prep.shardio``); everything below works on whole chunks with numpy, so no
Python code runs per sentence on the hot path.

One global order. The data of an epoch is divided among ``K`` streams (``streams``; by
default ``dp_size * max(1, num_workers)`` at the run's first start). Each epoch the shards
are permuted (seeded by seed and epoch) and each stream takes every K-th of them. The
epoch's micro-batches form one global sequence: global batch ``g`` is batch ``g // K`` of
stream ``g % K``. Data-parallel rank ``r`` of ``dp_size`` reads global batches ``r,
r + dp_size, r + 2 dp_size, ...``: its k-th batch is the ``(r + k dp_size)``-th, so an update of
``accumulation`` micro-batches per rank takes global batches ``[u G, (u + 1) G)`` with
``G = accumulation x dp_size`` fixed by the run: which samples an update trains on does not
depend on how many ranks read them. The rank's ``K / dp_size`` streams alternate (batch ``k``
from its stream ``k % (K / dp_size)``); its ``num_workers`` loader processes make every
W-th of them, so the sequence is the same for any number of workers and independent of
process timing. A run started without ``streams`` keeps the layout of its first start (stream
``c`` takes the shards and seeds that stream ``c // dp`` of rank ``c % dp`` had at that start's
``dp`` ranks: loaders of earlier versions made the same batches), so it can resume on any
data-parallel size that divides ``K``; one meant to grow sets ``streams`` to a multiple of the
sizes it may use (its order then depends on nothing else).

Inside a stream: the chunks of its shards in order -> *shuffle windows*: whole chunks
are read until the window holds at least ``shuffle_buffer`` units, and the window's
units are permuted together (seeded by seed, epoch, stream and window number; no
permutation with ``shuffle_buffer`` 0 or 1) -> either

* ``lm``: each unit followed by ``</s>`` and packed into blocks of ``block_size``
  tokens (``break_mode="none"``, no padding; the tokens left after the window's last
  whole batch open the next window's first) or, with ``break_mode="complete"``,
  whole sentences per block padded with ``<pad>`` (greedy: a sentence that does not
  fit opens the next block; a sentence longer than the block is truncated to it);
  ``batch_size`` blocks per batch: ``{"tokens": (batch, block_size) int64,
  "num_tokens": int}``;
* ``lm`` with ``break_mode="nsp"`` (document shards, ``lm4gen.data_prep.shard --documents``):
  BERT's sentence pairs for next-sentence prediction. Every sentence of a window's
  documents that has a next sentence in its document opens a pair: segment A is that
  sentence, segment B its next sentence (``is_next`` 1) or, with probability 1/2, a
  random sentence of another document of the window (``is_next`` 0); each row is
  ``[CLS] A [SEP] B [SEP]`` cut to ``block_size`` (the longer segment loses its tail
  first) and padded; pairs are permuted and ``batch_size`` rows make a batch:
  ``{"tokens", "segments" (0 for [CLS] A [SEP], 1 for B [SEP]), "is_next": (batch,),
  "num_tokens"}``. All draws are seeded per window; the pairs left over after the
  window's last whole batch are dropped (fewer than ``batch_size``);
* ``seq2seq``: pairs get ``</s>`` appended; the window is cut into pools of
  ``pool_size`` pairs, each sorted by length and cut into batches whose padded size
  (rows x longest side) stays within ``max_tokens``; a pool's batches are emitted in
  seeded random order: ``{"src": (B, S), "tgt_in": (B, T) = <s> y, "tgt_out": (B, T)
  = y </s>, "src_lengths": (B,), "num_tokens": int}``. Each side in its own tokenizer's ids (``lm4gen bitext
  --src-tokenizer A --tgt-tokenizer B``): ``src`` padded with the source's pad; the target with its own, or
  with one id past its vocabulary where it has none (GPT-2's; ``seq2seq_target_ids``).

Equal batch counts. With ``equal_batches=True`` (training) every stream yields the
same number of batches per epoch, computed from the manifest alone (no
communication), so every rank yields ``len(loader)`` batches and no collective can
hang on an uneven split. Policy: the quota is the *mean* over streams; a stream
with less data than its quota re-reads its own shards from the start of its list
(wraps), a stream with more stops early (the rest of that epoch's data is dropped).
For ``lm`` with ``break_mode="none"`` the estimate is exact up to rounding; for the
other modes it is an estimate from token totals. ``equal_batches=False`` (evaluation)
reads each stream's shards once, no wrap and no drop (the last batch may be smaller);
counts may then differ by rank.

Fewer shards than streams is an error, unless ``allow_shard_reuse=True``: stream
``s`` then reads shard ``perm[s % N]`` keeping every k-th unit (k = number of streams
sharing that shard), so the streams still partition the data.

Resume. ``state_dict()`` holds, per stream (by its run-wide id): the chunk where the
current window starts, the window's number, the batches already taken from it and the
packing remainder carried into it (fewer than ``batch_size x block_size`` tokens).
``load_state_dict()`` re-reads that one window, so a resumed loader yields exactly the
batches the uninterrupted one would have; given every rank's state of a run saved at
another data-parallel size or worker count, each rank takes its own streams from whichever
rank held them and continues the global sequence.

Memory: one window per stream (at least one chunk, ~2 MiB of tokens by default) plus
the batches made from it — flat in corpus size.
"""

from __future__ import annotations

import bisect
import os
import zlib
from dataclasses import asdict, dataclass
from typing import Iterator

import numpy as np
import torch

from lm4gen.data_prep import loader_worker, manifest as mf
from lm4gen.core.files import InputError
from lm4gen.data_prep.shardio import SIDES, Ragged, gather_index, read_chunks
from lm4gen.data_prep.tokenizer import require_special, seq2seq_target_ids

STATE_VERSION = 2


@dataclass
class LoaderConfig:
    """How batches are formed; every field is checked by ``validate``."""

    split: str = "train"  # manifest split to read
    mode: str = "lm"  # "lm" (token blocks) or "seq2seq" (source/target pairs)
    block_size: int = 512  # lm: tokens per block
    batch_size: int = 8  # lm: blocks per batch
    # lm: "none" (packed), "complete" (whole sentences, padded), "nsp" (sentence pairs of documents)
    break_mode: str = "none"
    max_tokens: int = 4096  # seq2seq: padded tokens per batch (rows x longest side)
    max_sentences: int = 0  # seq2seq: rows per batch at most (0: no limit)
    pool_size: int = 4096  # seq2seq: pairs sorted together for length bucketing
    shuffle_buffer: int = 1000  # units per shuffle window at least (whole chunks; 0 or 1: no shuffling)
    seed: int = 1  # shard permutation and shuffle seed
    num_workers: int = 0  # loader processes (0: in the calling process)
    equal_batches: bool = True  # same number of batches on every rank (training); False: one full pass
    allow_shard_reuse: bool = False  # permit fewer shards than streams (streams then stride within shards)
    streams: int = 0  # streams over all ranks, the data order's unit (0: ranks x max(1, workers) at the first start)
    prefetch_factor: int = 4  # batches prefetched per worker

    def validate(self) -> None:
        def bad(name, why):
            raise ValueError(f"loader config field {name!r}: {why} (got {getattr(self, name)!r})")

        if self.mode not in ("lm", "seq2seq"):
            bad("mode", "must be 'lm' or 'seq2seq'")
        if self.break_mode not in ("none", "complete", "nsp"):
            bad("break_mode", "must be 'none', 'complete' or 'nsp'")
        if self.break_mode == "nsp" and self.block_size < 5:
            bad("block_size", "must be >= 5 for sentence pairs ([CLS] A [SEP] B [SEP])")
        for name in ("block_size", "batch_size", "max_tokens", "pool_size", "prefetch_factor"):
            if getattr(self, name) < 1:
                bad(name, "must be >= 1")
        for name in ("shuffle_buffer", "num_workers", "max_sentences", "streams"):
            if getattr(self, name) < 0:
                bad(name, "must be >= 0")


def _new_stream_state(epoch: int) -> dict:
    """A stream's position: plain data (the carry as a list) in checkpoints; inside a
    run the carry stays a numpy array."""
    return {"epoch": epoch, "batches": 0, "chunk": 0, "window": 0, "in_window": 0, "carry": [], "carry_lengths": []}


class _Plan:
    """Which chunks (and units of them) a stream reads in an epoch: its shards in order
    (cycled when asked), keeping every ``stride``-th unit of a shard from ``offset``."""

    def __init__(self, shards: list[dict], stride: int, offset: int, directory: str, kind: str):
        self.shards, self.stride, self.offset, self.dir, self.kind = shards, stride, offset, directory, kind
        self.chunk_starts = np.concatenate([[0], np.cumsum([s["chunks"] for s in shards])]).tolist()
        self.total_chunks = self.chunk_starts[-1]
        self.units = sum(len(range(offset, s["samples"], stride)) for s in shards)

    def chunks(self, start: int, cycle: bool) -> Iterator[tuple[int, dict[str, Ragged]]]:
        """(chunk position, the chunk's kept units per side) from position ``start`` on;
        with ``cycle`` positions continue past the end, wrapping to the first shard."""
        if self.units == 0:
            return
        pos = start
        while cycle or pos < self.total_chunks:
            c = pos % self.total_chunks
            i = bisect.bisect_right(self.chunk_starts, c) - 1
            entry = self.shards[i]
            first, unit = c - self.chunk_starts[i], 0
            for k, chunk in enumerate(read_chunks(os.path.join(self.dir, entry["name"]), entry, self.kind)):
                n = len(chunk)
                if k >= first:
                    yield pos, self._keep(chunk.sides, unit, n)
                    pos += 1
                unit += n

    def _keep(self, sides: dict[str, Ragged], first_unit: int, n: int) -> dict[str, Ragged]:
        if self.stride == 1 and self.offset == 0:
            return sides
        index = np.arange(first_unit, first_unit + n)
        keep = np.flatnonzero((index >= self.offset) & ((index - self.offset) % self.stride == 0))
        return {side: r.take(keep) for side, r in sides.items()}


def _with_eos(r: Ragged, eos: int, limit: int = 0) -> np.ndarray:
    """The units of ``r`` back to back, each followed by ``eos`` (each cut to ``limit``
    tokens first when ``limit`` > 0)."""
    lengths = np.minimum(r.lengths, limit) if limit else r.lengths
    index = gather_index(r.starts, lengths + 1)
    out = r.tokens.take(index, mode="clip") if len(r.tokens) else np.zeros(len(index), r.tokens.dtype)
    out[np.cumsum(lengths + 1) - 1] = eos
    return out


class _Stream:
    """One stream of one epoch, resumable from a state dict; yields (batch, state)."""

    def __init__(self, spec: "StreamSpec", stream: int, state: dict):
        self.spec, self.cfg, self.stream = spec, spec.cfg, spec.seed_key(stream)
        self.epoch, self.batches_done = state["epoch"], state["batches"]
        self.chunk, self.window, self.in_window = state["chunk"], state["window"], state["in_window"]
        dtype = spec.dtype
        carry, lengths = (np.asarray(state[k]) for k in ("carry", "carry_lengths"))
        self.carry = Ragged(carry.astype(dtype, copy=False), lengths.astype(np.int64, copy=False))
        self.plan = spec.plan(self.epoch, stream)
        self.cycle = self.cfg.equal_batches
        self.source = self.plan.chunks(self.chunk, self.cycle)
        self.batches: list = []  # the current window's batches (specs, materialised one at a time)
        self.loaded = False
        self.last = False  # the current window is the last one (the data ran out)

    def state(self) -> dict:
        return {"epoch": self.epoch, "batches": self.batches_done, "chunk": self.chunk, "window": self.window,
                "in_window": self.in_window, "carry": self.carry.tokens, "carry_lengths": self.carry.lengths}

    def __iter__(self) -> Iterator[tuple[dict, dict]]:
        quota = self.spec.quota if self.cfg.equal_batches else None
        while quota is None or self.batches_done < quota:
            if not self.loaded:
                self._load_window()
            elif self.in_window >= len(self.batches):
                if self.last:
                    return
                self.chunk, self.window, self.in_window, self.carry = (self.next_chunk, self.window + 1, 0,
                                                                       self.carry_out)
                self._load_window()
            if self.in_window >= len(self.batches):
                if self.last:
                    return
                continue
            batch = self._make(self.batches[self.in_window])
            self.in_window += 1
            self.batches_done += 1
            yield batch, self.state()

    def _load_window(self) -> None:
        """Read the window starting at ``self.chunk`` and cut it into batches."""
        parts, units, pos = [], 0, self.chunk
        target = max(1, self.cfg.shuffle_buffer)
        while units < target:
            item = next(self.source, None)
            if item is None:
                break
            pos, sides = item
            pos += 1
            parts.append(sides)
            units += len(next(iter(sides.values())))
        self.next_chunk, self.last, self.loaded = pos, units < target, True
        sides = {side: Ragged.concat([p[side] for p in parts]) if parts else Ragged.empty(self.spec.dtype)
                 for side in self.spec.sides}
        n = len(next(iter(sides.values())))
        if self.cfg.shuffle_buffer > 1 and n > 1:
            perm = np.random.default_rng([self.cfg.seed, self.epoch, self.stream, self.window]).permutation(n)
            sides = {side: r.take(perm) for side, r in sides.items()}
        cut = (self._cut_pairs if self.cfg.mode == "seq2seq" else
               {"none": self._cut_packed, "complete": self._cut_complete, "nsp": self._cut_nsp}[self.cfg.break_mode])
        self.batches, self.carry_out = cut(sides)

    # -- lm, packed blocks
    def _cut_packed(self, sides: dict[str, Ragged]):
        T, B = self.cfg.block_size, self.cfg.batch_size
        flat = np.concatenate([self.carry.tokens, _with_eos(sides["tokens"], self.spec.eos)])
        full = len(flat) // (B * T)
        batches = [flat[j * B * T: (j + 1) * B * T].reshape(B, T) for j in range(full)]
        rest = flat[full * B * T:]
        if self.last and not self.cfg.equal_batches and len(rest) >= T:  # one full pass: a last, smaller batch
            rows = len(rest) // T
            batches.append(rest[: rows * T].reshape(rows, T))
        return batches, Ragged(rest.copy(), np.zeros(0, np.int64))

    # -- lm, whole sentences per block
    def _cut_complete(self, sides: dict[str, Ragged]):
        T, B = self.cfg.block_size, self.cfg.batch_size
        units = Ragged.concat([self.carry, sides["tokens"]])
        sizes = np.minimum(units.lengths, T - 1) + 1  # with </s>
        cum = np.cumsum(sizes)
        blocks, start = [], 0  # first unit of each block (greedy: one step per block)
        while start < len(sizes):
            blocks.append(start)
            start = int(np.searchsorted(cum, (cum[start - 1] if start else 0) + T, side="right"))
        blocks.append(len(sizes))
        closed = len(blocks) - 1 if self.last else len(blocks) - 2  # the last block may still grow
        full = max(0, closed) // B
        batches = [(units, blocks[j * B: (j + 1) * B + 1]) for j in range(full)]
        used = blocks[full * B] if full * B < len(blocks) else len(sizes)
        if self.last and not self.cfg.equal_batches and closed > full * B:
            batches.append((units, blocks[full * B:]))
            used = len(sizes)
        return batches, units.slice(used, len(sizes))

    # -- lm, sentence pairs of documents for next-sentence prediction
    def _cut_nsp(self, sides: dict[str, Ragged]):
        docs, eos, B = sides["tokens"], self.spec.eos, self.cfg.batch_size
        eos_at = np.flatnonzero(docs.tokens == eos)  # sentence separators inside documents
        starts = np.sort(np.concatenate([docs.starts, eos_at + 1]))
        ends = np.sort(np.concatenate([docs.starts + docs.lengths, eos_at]))
        sentences = Ragged(docs.tokens, ends - starts)
        doc = np.searchsorted(docs.starts + docs.lengths, starts, side="right")  # document of each sentence
        first = np.flatnonzero(doc[:-1] == doc[1:])  # sentences with a next sentence in their document
        rng = np.random.default_rng([self.cfg.seed, self.epoch, self.stream, self.window, 0x4E5350])
        is_next = rng.random(len(first)) >= 0.5
        second = first + 1
        other = ~is_next
        for _ in range(10):  # a random sentence of another document (redraw the few that hit their own)
            second[other] = rng.integers(0, len(starts), int(other.sum()))
            other &= doc[second] == doc[first]
        is_next |= other  # a window of one document has no other document to draw from
        second[other] = first[other] + 1
        order = rng.permutation(len(first))
        full = len(order) // B
        batches = [(sentences, starts, first[j], second[j], is_next[j])
                   for j in np.split(order[: full * B], full)] if full else []
        if self.last and not self.cfg.equal_batches and len(order) > full * B:
            j = order[full * B:]
            batches.append((sentences, starts, first[j], second[j], is_next[j]))
        return batches, Ragged.empty(self.spec.dtype)

    def _make_nsp(self, sentences: Ragged, starts: np.ndarray, a: np.ndarray, b: np.ndarray,
                  is_next: np.ndarray) -> dict:
        spec, T = self.spec, self.cfg.block_size
        budget = T - 3  # [CLS] A [SEP] B [SEP]
        la, lb = sentences.lengths[a], sentences.lengths[b]
        la = np.minimum(la, np.maximum(budget - lb, budget // 2))  # the longer segment loses its tail first
        lb = np.minimum(lb, budget - la)
        n = len(a)
        row = np.arange(n) * T
        tokens = np.full(n * T, spec.pad, np.int64)
        segments = np.zeros(n * T, np.int64)
        tokens[row] = spec.cls
        tokens[gather_index(row + 1, la)] = sentences.tokens[gather_index(starts[a], la)]
        tokens[row + la + 1] = spec.sep
        tokens[gather_index(row + la + 2, lb)] = sentences.tokens[gather_index(starts[b], lb)]
        tokens[row + la + lb + 2] = spec.sep
        segments[gather_index(row + la + 2, lb + 1)] = 1
        return {"tokens": torch.from_numpy(tokens.reshape(n, T)), "segments": torch.from_numpy(segments.reshape(n, T)),
                "is_next": torch.from_numpy(is_next.astype(np.int64)), "num_tokens": int((la + lb + 3).sum())}

    # -- seq2seq, token-budget batches from length-sorted pools
    def _cut_pairs(self, sides: dict[str, Ragged]):
        src, tgt = sides["src"], sides["tgt"]
        n = len(src)
        width = np.maximum(src.lengths, tgt.lengths) + 1
        cap = self.cfg.max_sentences or self.cfg.max_tokens
        batches = []
        for pool_no, p0 in enumerate(range(0, n, self.cfg.pool_size)):
            p1 = min(n, p0 + self.cfg.pool_size)
            order = p0 + np.lexsort((np.arange(p1 - p0), tgt.lengths[p0:p1], src.lengths[p0:p1]))
            w = width[order]
            pool, i = [], 0
            while i < len(order):  # greedy: the longest prefix whose rows x widest stays in budget
                run = np.maximum.accumulate(w[i: i + cap])
                k = max(1, int(np.count_nonzero(np.arange(1, len(run) + 1) * run <= self.cfg.max_tokens)))
                pool.append(order[i: i + k])
                i += k
            rng = np.random.default_rng([self.cfg.seed, self.epoch, self.stream, self.window, pool_no])
            batches += [(sides, pool[j]) for j in rng.permutation(len(pool))]
        return batches, Ragged.empty(self.spec.dtype)

    def _make(self, spec) -> dict:
        if self.cfg.mode == "seq2seq":
            return self._collate(*spec)
        if self.cfg.break_mode == "nsp":
            return self._make_nsp(*spec)
        if self.cfg.break_mode == "none":
            return {"tokens": torch.from_numpy(spec.astype(np.int64)), "num_tokens": spec.size}
        units, blocks = spec
        T = self.cfg.block_size
        part = units.slice(blocks[0], blocks[-1])
        lengths = np.minimum(part.lengths, T - 1)
        block_of = np.repeat(np.arange(len(blocks) - 1), np.diff(blocks))
        col = np.cumsum(lengths + 1) - (lengths + 1)
        col -= col[np.asarray(blocks[:-1]) - blocks[0]][block_of]
        dest = block_of * T + col
        rows = np.full((len(blocks) - 1) * T, self.spec.pad, np.int64)
        rows[gather_index(dest, lengths)] = part.tokens[gather_index(part.starts, lengths)]
        rows[dest + lengths] = self.spec.eos
        return {"tokens": torch.from_numpy(rows.reshape(-1, T)), "num_tokens": int((lengths + 1).sum())}

    def _collate(self, sides: dict[str, Ragged], index: np.ndarray) -> dict:
        spec = self.spec
        src, tgt = sides["src"], sides["tgt"]
        n = len(index)
        s_len, t_len = src.lengths[index], tgt.lengths[index]
        S, T = int(s_len.max()) + 1, int(t_len.max()) + 1
        s_vals = src.tokens[gather_index(src.starts[index], s_len)]
        t_vals = tgt.tokens[gather_index(tgt.starts[index], t_len)]
        rows_s, rows_t = np.arange(n) * S, np.arange(n) * T
        out_src = np.full(n * S, spec.src_pad, np.int64)
        out_src[gather_index(rows_s, s_len)] = s_vals
        out_src[rows_s + s_len] = spec.src_eos
        tgt_in = np.full(n * T, spec.pad, np.int64)
        tgt_in[rows_t] = spec.bos
        tgt_in[gather_index(rows_t + 1, t_len)] = t_vals
        tgt_out = np.full(n * T, spec.pad, np.int64)
        tgt_out[gather_index(rows_t, t_len)] = t_vals
        tgt_out[rows_t + t_len] = spec.eos
        return {"src": torch.from_numpy(out_src.reshape(n, S)), "tgt_in": torch.from_numpy(tgt_in.reshape(n, T)),
                "tgt_out": torch.from_numpy(tgt_out.reshape(n, T)), "src_lengths": torch.from_numpy(s_len + 1),
                "num_tokens": int((t_len + 1).sum())}


class StreamSpec:
    """Everything a worker needs to rebuild its streams (picklable)."""

    def __init__(self, manifest: dict, cfg: LoaderConfig, dp_rank: int, dp_size: int, total_streams: int = 0,
                 origin_dp: int = 0):
        self.cfg = cfg
        self.dir = manifest["_dir"]
        self.kind = manifest["kind"]
        self.sides = SIDES[self.kind]
        self.dtype = np.dtype(manifest["dtype"])
        self.shards = [s for s in manifest["shards"] if s["split"] == cfg.split]
        if not self.shards:
            splits = sorted({s["split"] for s in manifest["shards"]})
            raise InputError(f"{manifest['_path']}: no shards of split {cfg.split!r} (has {splits})")
        tok = manifest.get("tokenizer") or manifest.get("tgt_tokenizer")
        ids = tok["special_ids"]
        self.pad, self.eos, self.bos = ids["pad"], ids["eos"], ids["bos"]
        self.cls, self.sep = ids.get("cls"), ids.get("sep")
        if cfg.break_mode == "nsp" and cfg.mode == "lm":
            if not manifest.get("arguments", {}).get("documents") or any("sentences" not in s for s in self.shards):
                raise InputError(f"{manifest['_path']}: break_mode 'nsp' needs document shards (lm4gen shard "
                                 "--documents: blank lines separate documents)")
            if self.cls is None or self.sep is None:
                raise InputError(f"{manifest['_path']}: the tokenizer has no <cls>/<sep> pieces, which "
                                 "sentence pairs need")
        # a transformers tokenizer may lack a token (GPT-2 has no pad): the batches that need it say so
        if cfg.mode == "seq2seq":
            # the target pads with an id past its vocabulary where its tokenizer has no pad (seq2seq_target_ids)
            needs, what = ("bos", "eos"), "the seq2seq loader"
            self.pad = seq2seq_target_ids(tok)["pad"]
        else:
            needs, what = ("eos",) if cfg.break_mode == "none" else ("eos", "pad"), f"break_mode {cfg.break_mode!r}"
        for name in needs:
            require_special(ids, name, manifest["_path"], what)
        src_ids = (manifest.get("src_tokenizer") or tok)["special_ids"]
        # the source side may use its own tokenizer (lm4gen bitext --src-tokenizer), with its own </s> and pad
        self.src_eos, self.src_pad = src_ids["eos"], src_ids["pad"]
        if cfg.mode == "seq2seq":
            for name in ("eos", "pad"):
                require_special(src_ids, name, f"{manifest['_path']} (source side)", "the seq2seq loader")
        self.dp_rank, self.dp_size = dp_rank, dp_size
        # the run's data order: total_streams streams over all ranks, laid out as a first start at origin_dp ranks
        # did (see the module doc: "One global order"); a resume keeps both whatever its own ranks
        self.total_streams = total_streams or cfg.streams or dp_size * max(1, cfg.num_workers)
        self.origin_dp = origin_dp or (1 if cfg.streams else dp_size)
        self.num_streams = split_streams(self.total_streams, self.origin_dp, dp_size, cfg.num_workers)
        total_streams = self.total_streams
        if len(self.shards) < total_streams and not cfg.allow_shard_reuse:
            raise ValueError(
                f"split {cfg.split!r} of {manifest['_path']} has {len(self.shards)} shard(s) but {dp_size} rank(s) x "
                f"{self.num_streams} loader stream(s) = {total_streams} streams need at least one each; reshard with a "
                "smaller --samples-per-shard, use fewer loader workers, or set allow_shard_reuse=True")
        self.quota = self._quota(total_streams)

    def stream_id(self, stream_in_rank: int) -> int:
        """The run-wide id of this rank's stream ``stream_in_rank``: the rank's k-th batch of an epoch is the epoch's
        global batch ``dp_rank + k * dp_size``, which is batch ``k // num_streams`` of stream ``(global batch) %
        total_streams``."""
        return self.dp_rank + self.dp_size * stream_in_rank

    def seed_key(self, stream: int) -> int:
        """What seeds stream ``stream``'s draws (shuffle windows, pairs, pools): its index among its origin rank's
        streams, as a loader at ``origin_dp`` ranks has always seeded them."""
        return stream // self.origin_dp

    def shard_slot(self, stream: int) -> int:
        """Stream ``stream``'s place in the shard split (``shards[slot::total_streams]``): rank-major, as at
        ``origin_dp`` ranks."""
        return (stream % self.origin_dp) * (self.total_streams // self.origin_dp) + stream // self.origin_dp

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
            if cfg.break_mode == "nsp":  # one pair per sentence that has a next one in its document
                batches = sum(s["sentences"] - s["samples"] for s in self.shards) / cfg.batch_size
        else:
            widest = sum(max(s["src_tokens"], s["tgt_tokens"]) for s in self.shards) + samples
            batches = widest / (0.9 * cfg.max_tokens)  # length bucketing wastes ~10% on padding
        return int(batches // total_streams)

    def plan(self, epoch: int, stream: int) -> _Plan:
        """Stream ``stream``'s (a run-wide id) shards in ``epoch``."""
        total = self.total_streams
        s = self.shard_slot(stream)
        order = np.random.default_rng([self.cfg.seed, epoch, 0x5A4D]).permutation(len(self.shards)).tolist()
        shards = [self.shards[i] for i in order]
        n = len(shards)
        if n >= total:
            return _Plan(shards[s::total], 1, 0, self.dir, self.kind)
        sharing = len(range(s % n, total, n))
        return _Plan([shards[s % n]], sharing, s // n, self.dir, self.kind)


def split_streams(total_streams: int, origin_dp: int, dp_size: int, num_workers: int) -> int:
    """This rank's number of streams when a run's ``total_streams`` (first laid out over ``origin_dp`` ranks) are
    read by ``dp_size`` ranks of ``num_workers`` workers each; a layout that cannot read them is one ValueError."""
    if total_streams % origin_dp:
        raise ValueError(f"loader config field 'streams': {total_streams} streams cannot be laid out over {origin_dp} "
                         "data-parallel ranks: use a multiple of the data-parallel size")
    if total_streams % dp_size:
        raise ValueError(f"the run's data order has {total_streams} loader streams (data.streams), which {dp_size} "
                         f"data-parallel ranks cannot share equally: use a data-parallel size that divides "
                         f"{total_streams} (a run meant to grow sets data.streams to a multiple of its sizes)")
    per_rank = total_streams // dp_size
    if per_rank % max(1, num_workers):
        raise ValueError(f"data.num_workers {num_workers}: the run's {total_streams} loader streams give each of "
                         f"{dp_size} data-parallel ranks {per_rank}, which the workers cannot share equally: use a "
                         f"number of workers that divides {per_rank}")
    return per_rank


def batch_digest(batch: dict) -> int:
    """A 32-bit digest of a batch's tensors (the samples it holds, in order): the run's per-update sample digest
    (``sample_digest`` in metrics.jsonl) is their mean over the update's micro-batches of every rank."""
    crc = 0
    for key in sorted(batch):
        if torch.is_tensor(batch[key]):
            crc = zlib.crc32(batch[key].numpy().tobytes(), zlib.crc32(key.encode(), crc))
    return crc


class _StreamDataset(torch.utils.data.IterableDataset):
    """The rank's streams from the one at ``rotation`` on, one batch of each in turn; worker ``w`` of ``W``
    (DataLoader takes one batch of each worker in turn) makes every W-th of them."""

    def __init__(self, spec: StreamSpec, states: list[dict], rotation: int):
        self.spec, self.states, self.rotation = spec, states, rotation

    def __iter__(self):
        info = torch.utils.data.get_worker_info()
        worker, workers = (info.id, info.num_workers) if info is not None else (0, 1)
        n = self.spec.num_streams
        mine = [(self.rotation + worker + i * workers) % n for i in range(n // workers)]
        its = {j: iter(_Stream(self.spec, self.spec.stream_id(j), self.states[j])) for j in mine}
        while mine:
            for j in list(mine):
                item = next(its[j], None)
                if item is None:
                    if self.spec.cfg.equal_batches:  # streams end together: the next batch would be past the epoch
                        return
                    mine.remove(j)
                    continue
                batch, state = item
                yield batch, state, j, batch_digest(batch)


def _plain(state: dict) -> dict:
    """A stream state as plain Python data (arrays, and the tensors DataLoader workers
    turn them into, to lists)."""
    return {k: v.tolist() if isinstance(v, (np.ndarray, torch.Tensor)) else v for k, v in state.items()}


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
            raise ValueError(f"loader mode {cfg.mode!r} cannot read a {manifest['kind']!r} manifest "
                             f"({manifest['_path']}); use mode={want!r}")
        self.cfg = cfg
        self.spec = StreamSpec(manifest, cfg, dp_rank, dp_size)
        for s in self.spec.shards:
            if not os.path.exists(os.path.join(self.spec.dir, s["name"])):
                raise InputError(f"shard missing: {os.path.join(self.spec.dir, s['name'])} (listed in "
                                 f"{manifest['_path']})")
        self.manifest = manifest
        self._sign()
        self.epoch = 0
        self.batches_done = 0
        self.batch_digest = 0  # batch_digest of the batch just yielded
        self.streams = [_new_stream_state(0) for _ in range(self.spec.num_streams)]
        if cfg.num_workers > 0:
            loader_worker.start_worker_server()

    def __len__(self) -> int:
        if not self.cfg.equal_batches:
            raise TypeError("len() is only defined with equal_batches=True (one full pass has no fixed length)")
        return self.spec.quota * self.spec.num_streams

    def __iter__(self) -> Iterator[dict]:
        rotation = self.batches_done % self.spec.num_streams
        dataset = _StreamDataset(self.spec, self.streams, rotation)
        if self.cfg.num_workers > 0:
            it = torch.utils.data.DataLoader(dataset, batch_size=None, num_workers=self.cfg.num_workers,
                                             prefetch_factor=self.cfg.prefetch_factor,
                                             multiprocessing_context=loader_worker.worker_context(),
                                             # its own generator: starting workers must not draw from the global
                                             # torch RNG (that would shift dropout after a resume)
                                             generator=torch.Generator().manual_seed(self.cfg.seed),
                                             # workers leave SLURM's job-wide SIGTERM/USR1 to their rank and
                                             # die with it (lm4gen.data_prep.loader_worker)
                                             worker_init_fn=loader_worker.init)
        else:
            it = dataset
        for batch, state, stream, digest in loader_worker.worker_errors_as_raised(it):  # not torch's wrapper text
            self.streams[stream] = state
            self.batches_done += 1
            self.batch_digest = digest
            yield batch
        self.epoch += 1
        self.batches_done = 0
        self.streams = [_new_stream_state(self.epoch) for _ in range(self.spec.num_streams)]

    def restart(self) -> "StreamLoader":
        """Back to the first batch of epoch 0 (evaluation: every pass reads the same batches)."""
        self.epoch, self.batches_done = 0, 0
        self.streams = [_new_stream_state(0) for _ in range(self.spec.num_streams)]
        return self

    def _sign(self) -> None:
        """What a saved position must match: the data, the split and how batches are made and ordered (the ranks and
        workers that read them may differ: see :meth:`load_state_dict`)."""
        spec = self.spec
        config = asdict(self.cfg)
        for name in ("prefetch_factor", "num_workers", "streams"):  # the order is total_streams and origin_dp
            config.pop(name)
        self.signature = {"fingerprint": self.manifest.get("fingerprint"), "split": self.cfg.split,
                          "total_streams": spec.total_streams, "origin_dp": spec.origin_dp, "config": config}

    def state_dict(self) -> dict:
        """Plain Python data (ints, lists, dicts): JSON-serialisable and loadable with
        ``torch.load(weights_only=True)``. ``stream_ids``: the run-wide id of each of this rank's streams."""
        return {"version": STATE_VERSION, "signature": self.signature, "epoch": self.epoch,
                "batches_done": self.batches_done, "dp_size": self.spec.dp_size,
                "stream_ids": [self.spec.stream_id(j) for j in range(self.spec.num_streams)],
                "streams": [_plain(s) for s in self.streams]}

    def load_state_dict(self, state: dict) -> None:
        """Continue from a saved position: this rank's own state, or ``{"ranks": [every data-parallel rank's
        state]}`` of a run saved at another data-parallel size or worker count (the streams are the run's; each
        rank takes its own from whichever rank held them)."""
        ranks = [_current_state(s) for s in state.get("ranks", [state])]
        for old in ranks:
            if old.get("version") != STATE_VERSION:
                raise ValueError(f"loader state version {old.get('version')!r} is not this loader's ({STATE_VERSION}): "
                                 "it was saved by an earlier lm4gen reading shards of another format; start the run "
                                 "afresh")
        old = ranks[0]["signature"]
        if (old["total_streams"], old["origin_dp"]) != (self.spec.total_streams, self.spec.origin_dp):
            if self.cfg.streams and self.cfg.streams != old["total_streams"]:
                raise ValueError(f"data.streams is {self.cfg.streams} here, {old['total_streams']} in the checkpoint "
                                 "(the streams are the run's data order: leave it as it was)")
            self.spec = StreamSpec(self.manifest, self.cfg, self.spec.dp_rank, self.spec.dp_size,
                                   old["total_streams"], old["origin_dp"])
            self._sign()
        new = self.signature
        diff = sorted(k for k in new if old.get(k) != new[k])
        if diff:
            raise ValueError(f"loader state was saved with different {', '.join(diff)}: {[old.get(k) for k in diff]} "
                             f"vs now {[new[k] for k in diff]}; exact resume needs the same data and batches")
        by_id = {i: s for r in ranks for i, s in zip(r["stream_ids"], r["streams"])}
        mine = [self.spec.stream_id(j) for j in range(self.spec.num_streams)]
        missing = [i for i in mine if i not in by_id]
        if missing or {r["epoch"] for r in ranks} != {ranks[0]["epoch"]}:
            raise ValueError(f"loader state: streams {missing} missing or ranks at different epochs: the saved "
                             "positions of every data-parallel rank are needed")
        done = sum(r["batches_done"] for r in ranks) * ranks[0]["dp_size"] // len(ranks)  # the epoch's global batches
        self.epoch, self.batches_done = ranks[0]["epoch"], done // self.spec.dp_size
        self.streams = [_plain(by_id[i]) for i in mine]


def _current_state(state: dict) -> dict:
    """A rank's saved loader state in this lm4gen's form (one saved before the run-wide stream ids: its streams
    were ``dp_rank + dp_size * j``, the order of ``dp_size x streams`` streams first laid out at ``dp_size``)."""
    if "stream_ids" in state or "signature" not in state:
        return state
    sig = dict(state["signature"])
    rank, size, per_rank = sig.pop("dp_rank"), sig.pop("dp_size"), sig.pop("streams")
    sig["total_streams"], sig["origin_dp"] = size * per_rank, size
    sig["config"] = {k: v for k, v in sig["config"].items() if k not in ("num_workers", "streams")}
    return {**state, "signature": sig, "dp_size": size, "stream_ids": [rank + size * j for j in range(per_rank)]}
