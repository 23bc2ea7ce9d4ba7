"""The frozen-LM state cache (``model.cache_lm_states``): a frozen LM's layer states, computed once per sentence.

SRC-ELMO, TGT-ELMO and SRC-ELMO+SHDEMB run their LM in eval mode under ``no_grad``: the states it gives a
sentence never change during fine-tuning. With ``model.cache_lm_states=true`` ``lm4gen.finetune.train`` computes them
once for every distinct training and validation sentence of the run's shards (source side: the LM over
``x </s>``, the cloze LM with its relaxed combination mask, as the model runs it; target side: the causal LM
over the teacher-forced prefix ``lm_bos y``, what the decoder input ``<s> y`` becomes), stores them, and the
training and validation-loss batches carry them (``src_states`` / ``tgt_states``, :class:`CachedStates`):
``ElmoInput`` reads them instead of running the LM. Everything after the LM runs live: layer norm, the
softmax(lambda) weights with their per-token ``elmo_weight_dropout``, the projection and gamma. Decoding
(``lm4gen.models.search``, validation BLEU, ``lm4gen.finetune.generate``) keeps the live LM and its KV cache.

Layout (``<model.lm_cache_dir>/<side>/``, side ``src`` or ``tgt``; the directory appears whole, by one rename,
after everything in it is written, so a crash never leaves a cache that looks complete):

* ``states.bin`` — raw ``(positions, num_states, state_width)`` in the storage dtype (``model.lm_cache_dtype``),
  a sentence's positions contiguous, sentences in build order (by length); read through ``np.memmap``;
* ``index.npz`` — each sentence's tokens (the shard unit, no specials), its first position and its number of
  positions (unit length + 1: the ``</s>`` or ``lm_bos`` the LM reads);
* ``meta.json`` — the key (below), the counts, the dtype, ``states.bin``'s sha256 and size.

Sentences are keyed by their tokens: a row of a batch finds its states whatever shard, stream, rank or epoch it
came from, and a sentence that occurs twice is stored once (its states are a function of its tokens).

Key. A cache holds states for one LM over one shard set: ``meta.json`` records the sha256 of the LM export file
(for a checkpoint directory: of its weights), the sha256 of each manifest with the split read (the manifest
lists every shard's sha256), the side, the LM's kind, the mask and the special ids it reads, and the dtype. A
cache whose key differs from the run's is refused (one line naming the difference), never silently rebuilt:
delete the directory or point ``model.lm_cache_dir`` elsewhere.

Ranks. Whoever takes the cache directory's lock first (``fcntl.flock`` on ``.<side>.lock``) builds, on its
device, the others block on the lock (a file lock, not a collective: no collective timeout however long the
build takes) and then read the finished cache; concurrent runs sharing ``model.lm_cache_dir`` do the same.
Where the lock does not reach every node (a file system without ``flock``), two builds may race: the second
rename fails, and that process keeps the first cache (identical: the build is deterministic).
The build is deterministic: fixed sentence order and batches (sorted by length, ``BUILD_TOKENS`` padded tokens
per batch), eval mode.

Exactness (``tests/integration/test_lm_cache.py``, tiny LMs). Eval-mode LM states depend on a sentence alone: padding is
on the right, causal towers never see it and the cloze LM's backward tower and combination mask pad keys. A
sentence's states computed in the cache's batches equal those of the padded training batch to float32 rounding
(measured: 2.4e-6 max absolute difference; tolerance 2e-5). Pad positions get zeros (the live LM's values there
reach no loss: pad keys are masked, pad targets ignored). Storage (``model.lm_cache_dtype``): ``float32``
(losses equal the live LM's, gradients to 1.7e-6 relative; tolerances 1e-6 / 2e-5) or ``float16`` (the default:
half the bytes; states rounded to 11 bits, layer-normalised right after: states 1.4e-3 absolute, losses 3.8e-7
relative, gradients 8.6e-3 relative per parameter tensor at worst; tolerances 1e-5 / 2e-2 — the order of the
live LM's own error under fp16 mixed precision on a GPU). A state beyond fp16's range (65504) is an error at
build time, naming ``float32``.

Size: positions x num_states x state_width x (2 or 4) bytes — e.g. the Multi30k grid's cloze LM
(``m30k-cloze``: 10 states of width 512) over the 29K training pairs' sources (~0.5M positions): ~5 GB in
float16. Built once per LM and data set; share it between runs with ``model.lm_cache_dir``.
"""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import fcntl
import hashlib
import os
import shutil
import time
from typing import Iterator

import numpy as np
import torch

from lm4gen.core.files import HashingWriter, read_json, sha256_file, write_json_atomic
from lm4gen.data_prep.shardio import gather_index
from lm4gen.data_prep.shardio import iter_units
from lm4gen.models.lm_inputs import ElmoInput

FORMAT = "lm4gen-lm-cache/1"
DTYPES = {"float16": np.float16, "float32": np.float32}
BUILD_TOKENS = 8192  # padded tokens per batch while building (rows x longest row)
FP16_MAX = 65504.0


@dataclasses.dataclass(frozen=True)
class Source:
    """What a cache is built from: the side, the LM and the shards, as ``meta.json``'s key records them."""

    side: str  # "src" (the encoder reads the LM) | "tgt" (the decoder does)
    lm_sha256: str  # the LM export file's sha256 (a checkpoint directory: its weights', see lm_sha256)
    lm_kind: str  # causal | cloze | mlm
    relaxed: bool  # the cloze LM's combination mask, relaxed (fine-tuning) or strict
    special: int  # src: the </s> appended to every source; tgt: the id the LM reads in place of <s>
    shards: tuple  # ((manifest sha256, split), ...): the train split, the validation split
    dtype: str  # float16 | float32

    def key(self) -> dict:
        d = dataclasses.asdict(self)
        d["shards"] = [list(s) for s in self.shards]
        return {"format": FORMAT, **d}


def lm_sha256(path: str, lm: torch.nn.Module) -> str:
    """sha256 of an LM export file; for a checkpoint directory (consolidated on load), of its weights (names,
    dtypes, shapes, bytes, in name order)."""
    if os.path.isfile(path):
        return sha256_file(path)
    h = hashlib.sha256()
    for name, t in sorted(lm.state_dict().items()):
        t = t.detach().cpu().contiguous()
        h.update(f"{name}:{t.dtype}:{tuple(t.shape)};".encode())
        h.update(t.view(torch.uint8).numpy().tobytes() if t.numel() else b"")
    return h.hexdigest()


def describe_key_difference(old: dict, new: dict) -> str:
    names = {"lm_sha256": "another LM export", "shards": "other shards", "dtype": "another dtype",
             "side": "the other side", "lm_kind": "another kind of LM", "relaxed": "another combination mask",
             "special": "another special id", "format": "another cache format"}
    diff = [k for k in names if old.get(k) != new.get(k)]
    return "; ".join(f"{names[k]} ({_short(old.get(k))} vs this run's {_short(new.get(k))})" for k in diff)


def _short(v) -> str:
    if isinstance(v, str) and len(v) == 64:
        return v[:12] + "…"
    if isinstance(v, list):
        return "[" + ", ".join(f"{m[:12]}…:{s}" if isinstance(m, str) else str(m) for m, s in v) + "]"
    return repr(v)


# ----------------------------------------------------------------------------
# the sentences


def sentences(side: str, splits: list[tuple[dict, str]]) -> list[np.ndarray]:
    """Every distinct unit of one side (``src`` or ``tgt``) of the given (manifest, split)s, in first-occurrence
    order, as int64 token arrays (no specials)."""
    which = 0 if side == "src" else 1
    seen: dict[bytes, None] = {}
    out = []
    for manifest, split in splits:
        for unit in iter_units(manifest, split):
            tokens = np.asarray(unit[which], dtype=np.int64)
            key = tokens.tobytes()
            if key not in seen:
                seen[key] = None
                out.append(tokens)
    return out


def lm_rows(side: str, units: list[np.ndarray], special: int, pad: int) -> np.ndarray:
    """The LM's input for ``units``, right-padded: ``x </s>`` (src) or ``lm_bos y`` (tgt)."""
    width = max(len(u) for u in units) + 1
    rows = np.full((len(units), width), pad, np.int64)
    for i, u in enumerate(units):
        if side == "src":
            rows[i, :len(u)] = u
            rows[i, len(u)] = special
        else:
            rows[i, 0] = special
            rows[i, 1:len(u) + 1] = u
    return rows


# ----------------------------------------------------------------------------
# building


@contextlib.contextmanager
def _locked(path: str) -> Iterator[None]:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def build(lm: torch.nn.Module, source: Source, units: list[np.ndarray], path: str, pad: int,
          device: torch.device | str = "cpu", log=print) -> None:
    """Compute ``lm``'s layer states for ``units`` and write the cache directory ``path`` (all at once: built in
    a temporary directory beside it, renamed when complete)."""
    parent = os.path.dirname(os.path.abspath(path))
    tmp = os.path.join(parent, f".{os.path.basename(path)}.tmp-{os.getpid()}")
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(tmp)
    dtype = DTYPES[source.dtype]
    num_states, width = lm.num_states, lm.state_width
    lengths = np.array([len(u) + 1 for u in units], np.int64)  # LM positions per sentence
    positions = int(lengths.sum())
    size = positions * num_states * width * np.dtype(dtype).itemsize
    free = shutil.disk_usage(parent).free
    if size > free:
        shutil.rmtree(tmp, ignore_errors=True)
        raise ValueError(f"model.lm_cache_dir: the {source.side} LM state cache needs {_gb(size)} "
                         f"({positions:,} positions x {num_states} states x {width} {source.dtype}), "
                         f"{parent} has {_gb(free)} free")
    log(f"LM state cache {source.side}: building {path}: {len(units):,} sentences, {positions:,} positions x "
        f"{num_states} states x {width} {source.dtype} = {_gb(size)}")
    order = np.lexsort((np.arange(len(units)), lengths))  # by length, ties in first-occurrence order
    offsets = np.zeros(len(units), np.int64)
    start, t0 = 0, time.time()
    lm.eval()
    try:
        with open(os.path.join(tmp, "states.bin"), "wb") as raw:
            out = HashingWriter(raw)
            i = 0
            while i < len(order):
                n = 1  # rows sorted by length: the batch's widest row is its last
                while i + n < len(order) and (n + 1) * int(lengths[order[i + n]]) <= BUILD_TOKENS:
                    n += 1
                batch = order[i:i + n]
                rows = torch.from_numpy(lm_rows(source.side, [units[j] for j in batch], source.special, pad))
                with torch.inference_mode():
                    states = torch.stack(lm.layer_states(rows.to(device)), dim=2)  # (rows, time, states, width)
                keep = torch.from_numpy(np.arange(rows.shape[1])[None, :] < lengths[batch][:, None]).to(device)
                values = states[keep].float().cpu().numpy()  # the rows' real positions, row after row
                peak = float(np.abs(values).max()) if values.size else 0.0
                if not np.isfinite(peak):
                    raise ValueError(f"model.{source.side}_lm: the LM gives non-finite states; it cannot be cached")
                if dtype == np.float16 and peak > FP16_MAX:
                    raise ValueError(f"model.lm_cache_dtype: a {source.side} LM state reaches {peak:.4g}, beyond "
                                     "float16's range; use float32")
                out.write(values.astype(dtype).tobytes())
                for j in batch:
                    offsets[j] = start
                    start += int(lengths[j])
                i += n
            raw.flush()
            os.fsync(raw.fileno())
        digest = out.sha256.hexdigest()
        flat = np.concatenate(units) if units else np.zeros(0, np.int64)
        with open(os.path.join(tmp, "index.npz"), "wb") as f:
            np.savez(f, tokens=flat.astype(np.int32), unit_lengths=lengths - 1, offsets=offsets)
            f.flush()
            os.fsync(f.fileno())
        meta = {**source.key(), "sentences": len(units), "positions": positions, "num_states": num_states,
                "state_width": width, "bytes": size, "states_sha256": digest,
                "build_seconds": round(time.time() - t0, 1)}
        write_json_atomic(os.path.join(tmp, "meta.json"), meta)
        try:
            os.rename(tmp, path)  # the complete cache appears at once
        except OSError:
            if not os.path.exists(os.path.join(path, "meta.json")):
                raise
            # another process finished first (a file system whose locks do not reach every node): keep its cache,
            # whose key the caller checks; the build is deterministic, so it holds the same states
            shutil.rmtree(tmp, ignore_errors=True)
            log(f"LM state cache {source.side}: another process built {path} first; reading that one")
            return
    except BaseException as e:
        shutil.rmtree(tmp, ignore_errors=True)
        if isinstance(e, OSError) and e.filename is None:  # a file object's write names no file (a disk filled
            raise OSError(e.errno, e.strerror, path) from None  # by another writer meanwhile): name the cache
        raise
    log(f"LM state cache {source.side}: built in {time.time() - t0:.0f} s (states sha256 {digest[:12]}…)")


def _gb(n: int) -> str:
    return f"{n / 1e9:.2f} GB" if n >= 1e8 else f"{n / 1e6:.1f} MB"


# ----------------------------------------------------------------------------
# reading


class StateCache:
    """A built cache, memory-mapped: ``lookup`` gives a batch's states."""

    def __init__(self, path: str):
        self.path = path
        self.meta = read_json(os.path.join(path, "meta.json"), "LM state cache metadata")
        self.num_states, self.width = self.meta["num_states"], self.meta["state_width"]
        self.side, self.special = self.meta["side"], self.meta["special"]
        dtype = DTYPES[self.meta["dtype"]]
        self.states = np.memmap(os.path.join(path, "states.bin"), dtype=dtype, mode="r",
                                shape=(self.meta["positions"], self.num_states, self.width))
        with np.load(os.path.join(path, "index.npz")) as index:
            tokens, unit_lengths, offsets = (index[k] for k in ("tokens", "unit_lengths", "offsets"))
        tokens = tokens.astype(np.int64)
        bounds = np.concatenate([[0], np.cumsum(unit_lengths)])
        self.where = {tokens[bounds[i]:bounds[i + 1]].tobytes(): (int(offsets[i]), int(unit_lengths[i]) + 1)
                      for i in range(len(unit_lengths))}

    def describe(self) -> str:
        m = self.meta
        return (f"{self.path}: {m['sentences']:,} sentences, {m['positions']:,} positions x {m['num_states']} states "
                f"x {m['state_width']} {m['dtype']} = {_gb(m['bytes'])}")

    def lookup(self, units: list[np.ndarray], time_steps: int) -> torch.Tensor:
        """(rows, time_steps, num_states, width) in the storage dtype: each unit's states from position 0, zeros
        after them (pads)."""
        starts, counts = np.empty(len(units), np.int64), np.empty(len(units), np.int64)
        for r, u in enumerate(units):
            hit = self.where.get(u.tobytes())
            if hit is None:
                raise ValueError(f"a sentence of this run's data is not in the LM state cache {self.path} "
                                 f"({self.side} side, {len(u)} tokens): was the cache built for other shards?")
            starts[r], counts[r] = hit
        out = np.zeros((len(units) * time_steps, self.num_states, self.width), self.states.dtype)
        out[gather_index(np.arange(len(units)) * time_steps, counts)] = self.states[gather_index(starts, counts)]
        return torch.from_numpy(out.reshape(len(units), time_steps, self.num_states, self.width))

    def batch_states(self, batch: dict, pad: int) -> torch.Tensor:
        """The states of a seq2seq batch's source (``src``: rows ``x </s>``, ``src_lengths``) or target prefix
        (``tgt_in`` = ``<s> y``, read through ``tgt_out`` = ``y </s>``)."""
        if self.side == "src":
            src = batch["src"].numpy()
            lengths = batch["src_lengths"].numpy() - 1
            return self.lookup([src[r, :n] for r, n in enumerate(lengths)], src.shape[1])
        tgt = batch["tgt_out"].numpy()
        lengths = (tgt != pad).sum(1) - 1
        return self.lookup([tgt[r, :n] for r, n in enumerate(lengths)], tgt.shape[1])


def open_or_build(lm: torch.nn.Module, source: Source, units_fn, path: str, pad: int, device, log=print) -> StateCache:
    """The cache at ``path`` if its key is ``source``'s (else ValueError, one line); built first if absent (by
    whoever holds the lock: see the module doc)."""
    parent = os.path.dirname(os.path.abspath(path))
    os.makedirs(parent, exist_ok=True)
    with _locked(os.path.join(parent, f".{os.path.basename(path)}.lock")):
        meta_path = os.path.join(path, "meta.json")
        if os.path.isdir(path) and not os.path.exists(meta_path):
            raise ValueError(f"model.lm_cache_dir: {path} exists but holds no LM state cache (no meta.json); "
                             "remove it")
        if not os.path.exists(meta_path):
            for stale in os.listdir(parent):  # a build killed before its rename (we hold the lock: nobody writes)
                if stale.startswith(f".{os.path.basename(path)}.tmp-"):
                    shutil.rmtree(os.path.join(parent, stale), ignore_errors=True)
            build(lm, source, units_fn(), path, pad, device, log)
        old = read_json(meta_path, "LM state cache metadata")
        new = source.key()
        if any(old.get(k) != v for k, v in new.items()):
            raise ValueError(f"model.lm_cache_dir: {path} holds LM states for {describe_key_difference(old, new)}; "
                             "delete it or set model.lm_cache_dir to another directory")
    return StateCache(path)


class CachedStates:
    """A loader whose seq2seq batches carry the cached states (``src_states`` / ``tgt_states``); everything
    else (``len``, ``epoch``, ``state_dict``, ...) is the wrapped loader's."""

    def __init__(self, loader, caches: dict[str, StateCache], pad: int):
        self.loader, self.caches, self.pad = loader, caches, pad

    def __iter__(self):
        for batch in self.loader:
            for side, cache in self.caches.items():
                batch[f"{side}_states"] = cache.batch_states(batch, self.pad)
            yield batch

    def __len__(self) -> int:
        return len(self.loader)

    def __getattr__(self, name):
        if name == "loader":  # not yet set (unpickling): no recursion
            raise AttributeError(name)
        return getattr(self.loader, name)


def prepare(model, lm_paths: dict, splits: list[tuple[dict, str]], directory: str, dtype: str, special_ids: dict,
            lm_bos_id: int, device, log=print, build_log=None) -> dict[str, StateCache]:
    """The caches a run with ``model.cache_lm_states`` needs ({"src": ..., "tgt": ...}), built where absent.
    ``model``: the plain Seq2Seq (its frozen LMs as the model runs them); ``lm_paths``: {"src"/"tgt": the LM's
    path}; ``splits``: the (manifest, split)s read (train, then validation); ``log``: the cache's description
    (once per run), ``build_log``: what the building process says (default ``log``)."""
    shards = tuple((sha256_file(m["_path"]), split) for m, split in splits)
    out = {}
    for side, lm_input in (("src", model.encoder.lm_input), ("tgt", model.decoder.lm_input)):
        if lm_input is None:
            continue
        if not isinstance(lm_input, ElmoInput):
            raise ValueError("model.cache_lm_states: only frozen (elmo) LMs can be cached")
        lm = lm_input.lm
        if side == "src":  # the source side's own ids where its tokenizer is not the target's (model.src_*_id)
            special, pad = model.cfg.source_eos_id, model.cfg.source_pad_id
        else:
            special, pad = (special_ids["eos"] if lm_bos_id == -1 else lm_bos_id), special_ids["pad"]
        source = Source(side=side, lm_sha256=lm_sha256(lm_paths[side], lm), lm_kind=lm.cfg.kind,
                        relaxed=bool(getattr(lm, "relaxed", False)), special=special, shards=shards, dtype=dtype)

        path = os.path.join(directory, side)
        cache = open_or_build(_LazyLM(lm, device), source, lambda side=side: sentences(side, splits), path,
                              pad, device, build_log or log)
        log(f"LM state cache {side}: {cache.describe()}")
        out[side] = cache
    return out


class _LazyLM:
    """The frozen LM as ``build`` uses it, copied to ``device`` on first use (a cache that exists needs none)."""

    def __init__(self, lm, device):
        self.lm, self.device, self.moved = lm, torch.device(device), None

    num_states = property(lambda self: self.lm.num_states)
    state_width = property(lambda self: self.lm.state_width)

    def _get(self):
        if self.moved is None:
            self.moved = self.lm if self.device.type == "cpu" else copy.deepcopy(self.lm).to(self.device)
        return self.moved

    def eval(self):
        return self._get().eval()

    def layer_states(self, tokens):
        return self._get().layer_states(tokens)
