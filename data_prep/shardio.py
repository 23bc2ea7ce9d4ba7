"""The shard format (``lm4gen-shards/2``): writing and reading chunked WebDataset shards,
and the per-shard completion records.

A shard is a plain WebDataset tar written by webdataset's ``TarWriter`` (ustar, mtime
0, owner ``lm4gen``, mode 0444, so the same content gives the same bytes), to a
temporary name and renamed when complete. Each tar *sample* is a **chunk** of many
units (sentences, documents or sentence pairs), keyed by its number in the shard
(``000000``, ``000001``, …), with these members:

=================== ===============================================================
``tokens.npy``      mono: the chunk's token ids back to back, 1-D (uint16 when the
                    vocabulary fits, else int32)
``lengths.npy``     mono: tokens per unit, 1-D (uint16, or uint32 if a unit is longer)
``src.npy``,        bitext: source / target token ids back to back
``tgt.npy``
``src_lengths.npy`` bitext: tokens per pair on each side
``tgt_lengths.npy``
``origin.npy``      (runs, 3) int64: ``[input file index, first line, units]`` for each
                    run of units on consecutive lines of one input (file index: the
                    manifest's ``inputs`` list; lines 1-based). A document is one run.
=================== ===============================================================

Unit ``i`` of a chunk is ``tokens[offsets[i]:offsets[i + 1]]`` with ``offsets = [0,
cumsum(lengths)]``; :func:`unit_origins` expands the runs to one (file, line) per unit.
Everything is ``numpy.load``-able (``tar xf`` a shard and look).

Size. A chunk closes when its tokens reach ``chunk_bytes`` (default 2 MiB, ~1M uint16
tokens), so the tar container (a 512-byte header and padding per member, six members
per chunk) costs < 0.2%. Per token on disk: the id (2 or 4 bytes) + its unit's length
(2 bytes / tokens per unit) + origin runs (24 bytes per run; one run per stretch of
kept consecutive lines). For 14-token sentences that is about 2.15 bytes/token.

Reading (:func:`read_chunks`) checks what it reads: every member present, lengths
summing to the token arrays, chunk/unit/token counts equal to the manifest entry, the
sha256 of the bytes read equal to the manifest's — errors name the shard and member.

Completion records: after a shard's tar is renamed into place, its manifest entry is
written (atomically, fsynced) to ``<output>/.done/<shard>.json``. Shards themselves are
not fsynced before the rename (it costs as much as the sharding's own work): after a
machine crash a shard may be incomplete on disk, which the sha256 check of a rerun
finds and rebuilds (``--no-verify`` trusts sizes only: use it only after clean stops).
A rerun skips a shard whose record exists and whose file still has the recorded size
and sha256; anything else is rebuilt. The manifest is assembled from these records.
"""

from __future__ import annotations

import hashlib
import io
import itertools
import os
import tarfile
from dataclasses import dataclass
from typing import IO, Iterator, Sequence

import numpy as np
import webdataset as wds
from webdataset.tariterators import group_by_keys, tar_file_iterator

from lm4gen.core.files import (HashingWriter, InputError, atomic_write, decode_npy, read_json, remove_stale_temps,
                               sha256_file, write_json_atomic)

DONE_DIR = ".done"
CHUNK_BYTES = 2 << 20  # default chunk size: token bytes per chunk
SIDES = {"mono": ("tokens",), "bitext": ("src", "tgt")}  # token arrays of a chunk, by manifest kind
_LENGTHS = {"tokens": "lengths", "src": "src_lengths", "tgt": "tgt_lengths"}
TAR_USER = TAR_GROUP = "lm4gen"
TAR_MODE = 0o444


def shard_name(split: str, index: int) -> str:
    return f"{split}-{index:06d}.tar"


# ----------------------------------------------------------------------------
# ragged arrays: many units' tokens back to back


@dataclass
class Ragged:
    """Units as one flat token array plus per-unit lengths (no Python object per unit)."""

    tokens: np.ndarray  # (total,)
    lengths: np.ndarray  # (units,) int64

    @classmethod
    def from_lists(cls, ids: Sequence[Sequence[int]], dtype: np.dtype) -> "Ragged":
        lengths = np.fromiter(map(len, ids), np.int64, len(ids))
        return cls(np.fromiter(itertools.chain.from_iterable(ids), dtype, int(lengths.sum())), lengths)

    @classmethod
    def empty(cls, dtype) -> "Ragged":
        return cls(np.zeros(0, dtype), np.zeros(0, np.int64))

    def __len__(self) -> int:
        return len(self.lengths)

    @property
    def starts(self) -> np.ndarray:
        return np.cumsum(self.lengths) - self.lengths

    def unit(self, i: int) -> np.ndarray:
        start = int(self.lengths[:i].sum())
        return self.tokens[start: start + int(self.lengths[i])]

    def take(self, index: np.ndarray) -> "Ragged":
        """The units ``index`` (in that order), gathered in one vectorized pass."""
        lengths = self.lengths[index]
        return Ragged(self.tokens[gather_index(self.starts[index], lengths)], lengths)

    def slice(self, start: int, stop: int) -> "Ragged":
        """Units ``[start, stop)`` as views (no copy)."""
        offset = int(self.lengths[:start].sum())
        lengths = self.lengths[start:stop]
        return Ragged(self.tokens[offset: offset + int(lengths.sum())], lengths)

    @staticmethod
    def concat(parts: Sequence["Ragged"]) -> "Ragged":
        if len(parts) == 1:
            return parts[0]
        return Ragged(np.concatenate([p.tokens for p in parts]), np.concatenate([p.lengths for p in parts]))


def gather_index(starts: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """Source positions of units (``starts``, ``lengths``) laid back to back:
    ``concat(range(s, s + n) for s, n in zip(starts, lengths))``, vectorized."""
    total = int(lengths.sum())
    out_starts = np.cumsum(lengths) - lengths
    return np.repeat(starts - out_starts, lengths) + np.arange(total)


# ----------------------------------------------------------------------------
# origins: runs of consecutive lines


def origin_runs(files: np.ndarray, lines: np.ndarray) -> np.ndarray:
    """(runs, 3) int64 ``[file, first line, count]`` of units at (files[i], lines[i])."""
    files, lines = np.asarray(files, np.int64), np.asarray(lines, np.int64)
    if len(files) == 0:
        return np.zeros((0, 3), np.int64)
    new = np.ones(len(files), bool)
    new[1:] = (files[1:] != files[:-1]) | (lines[1:] != lines[:-1] + 1)
    first = np.flatnonzero(new)
    counts = np.diff(np.append(first, len(files)))
    return np.stack([files[first], lines[first], counts], axis=1)


def unit_origins(runs: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(file index, line) of every unit of a chunk, from its origin runs."""
    counts = runs[:, 2]
    files = np.repeat(runs[:, 0], counts)
    lines = gather_index(runs[:, 1], counts)
    return files, lines


# ----------------------------------------------------------------------------
# writing


def _npy(array: np.ndarray) -> bytes:
    buf = io.BytesIO()
    np.lib.format.write_array(buf, np.ascontiguousarray(array), version=(1, 0), allow_pickle=False)
    return buf.getvalue()


def _lengths_dtype(lengths: np.ndarray) -> np.dtype:
    return np.dtype(np.uint16) if len(lengths) == 0 or lengths.max() < 1 << 16 else np.dtype(np.uint32)


def chunk_bounds(num_tokens: np.ndarray, chunk_tokens: int) -> list[tuple[int, int]]:
    """[start, stop) unit ranges of consecutive chunks holding about ``chunk_tokens``
    tokens each (at least one unit per chunk); one Python step per chunk."""
    cum = np.cumsum(num_tokens)
    bounds, start = [], 0
    while start < len(num_tokens):
        before = int(cum[start - 1]) if start else 0
        stop = max(start + 1, int(np.searchsorted(cum, before + chunk_tokens, side="right")))
        bounds.append((start, stop))
        start = stop
    return bounds


def write_shard(path: str, sides: dict[str, Ragged], files: np.ndarray, lines: np.ndarray,
                chunk_bytes: int = CHUNK_BYTES) -> dict:
    """Write units (``sides``: ``{"tokens": Ragged}`` or ``{"src": …, "tgt": …}``, equal
    unit counts; origins ``files``/``lines`` per unit) as one chunked shard, atomically.
    Returns ``{"bytes", "sha256", "chunks"}``.

    Temporary files of an earlier, killed attempt at the same shard are removed first
    (a shard is only ever written by the one task that owns it)."""
    arrays = list(sides.values())
    n = len(arrays[0])
    assert all(len(a) == n for a in arrays) and len(files) == len(lines) == n
    itemsize = arrays[0].tokens.dtype.itemsize
    bounds = chunk_bounds(sum(a.lengths for a in arrays), max(1, chunk_bytes // itemsize))
    remove_stale_temps(path)
    with atomic_write(path, fsync=False) as f:  # the record's sha256 is verified before a shard is reused
        hashing = HashingWriter(f)
        writer = wds.TarWriter(hashing, user=TAR_USER, group=TAR_GROUP, mode=TAR_MODE, mtime=0, encoder=False)
        try:
            for number, (start, stop) in enumerate(bounds):
                sample = {"__key__": f"{number:06d}",
                          "origin.npy": _npy(origin_runs(files[start:stop], lines[start:stop]))}
                for side, ragged in sides.items():
                    part = ragged.slice(start, stop)
                    sample[side + ".npy"] = _npy(part.tokens)
                    sample[_LENGTHS[side] + ".npy"] = _npy(part.lengths.astype(_lengths_dtype(part.lengths)))
                writer.write(sample)
            writer.close()
        except BaseException as e:
            writer.tarstream.fileobj.closed = True  # abandoned (the temporary file goes): no end-of-archive flush later
            if isinstance(e, OSError):  # disk full, quota, permissions: name the shard, not the temporary file
                raise InputError(f"{path}: {e.strerror or e} (nothing of this shard was kept; free space on "
                                 f"{os.path.dirname(os.path.abspath(path))} and rerun the same command)") from None
            raise
    return {"bytes": hashing.size, "sha256": hashing.sha256.hexdigest(), "chunks": len(bounds)}


# ----------------------------------------------------------------------------
# reading


@dataclass
class Chunk:
    """One chunk as read: its key, its token arrays per side and its origin runs."""

    key: str
    sides: dict[str, Ragged]
    origin: bytes  # origin.npy, decoded on demand (:meth:`origins`)

    def __len__(self) -> int:
        return len(next(iter(self.sides.values())))

    def origins(self) -> tuple[np.ndarray, np.ndarray]:
        return unit_origins(np.load(io.BytesIO(self.origin), allow_pickle=False))


class _HashingReader(io.RawIOBase):
    """A read-only wrapper computing the sha256 of everything read through it."""

    def __init__(self, f: IO[bytes]):
        self._f, self.sha256 = f, hashlib.sha256()

    def readable(self) -> bool:
        return True

    def readinto(self, b) -> int:
        n = self._f.readinto(b)
        self.sha256.update(memoryview(b)[:n])
        return n


def read_chunks(path: str, entry: dict, kind: str) -> Iterator[Chunk]:
    """The chunks of one shard, in order, checked against its manifest ``entry``
    (members, lengths, counts, sha256 when read to the end): InputError naming the
    shard and member on any disagreement."""
    sides = SIDES[kind]
    fields = {"origin.npy"} | {s + ".npy" for s in sides} | {_LENGTHS[s] + ".npy" for s in sides}
    chunks = units = tokens = 0
    member = "(start)"
    try:
        with open(path, "rb") as raw:
            f = _HashingReader(raw)
            members = ({**m, "__url__": path} for m in tar_file_iterator(io.BufferedReader(f, 1 << 20)))
            for sample in group_by_keys(members):
                member = sample["__key__"]
                missing = sorted(fields - sample.keys())
                if missing:
                    raise InputError(f"shard {path} member {member}.{missing[0]}: missing (chunk fields "
                                     f"{sorted(fields)})")
                arrays = {}
                for side in sides:
                    arrays[side] = Ragged(decode_npy(sample[side + ".npy"]),
                                          decode_npy(sample[_LENGTHS[side] + ".npy"]).astype(np.int64))
                    if int(arrays[side].lengths.sum()) != len(arrays[side].tokens):
                        raise InputError(f"shard {path} member {member}.{_LENGTHS[side]}.npy: lengths sum to "
                                         f"{int(arrays[side].lengths.sum())} but {side}.npy holds "
                                         f"{len(arrays[side].tokens)} tokens")
                counts = {len(a) for a in arrays.values()}
                if len(counts) > 1:
                    raise InputError(f"shard {path} member {member}: sides hold different numbers of units "
                                     f"{sorted(counts)}")
                chunks += 1
                units += counts.pop()
                tokens += sum(len(a.tokens) for a in arrays.values())
                yield Chunk(member, arrays, sample["origin.npy"])
            f.read()  # the end-of-archive padding, so the hash covers the whole file
            digest = f.sha256.hexdigest()
    except FileNotFoundError:
        raise InputError(f"shard missing: {path}") from None
    except InputError:
        raise
    except (tarfile.TarError, KeyError, ValueError, OSError, EOFError) as e:
        raise InputError(f"shard {path} is corrupt after member {member} ({e.__class__.__name__}: {e})") from None
    have = {"chunks": chunks, "samples": units, "tokens": tokens}
    for key, value in have.items():
        if key in entry and entry[key] != value:
            raise InputError(f"shard {path} holds {value} {key} (last member {member}), the manifest says "
                             f"{entry[key]}: "
                             "truncated or replaced; re-shard or restore it")
    if "sha256" in entry and digest != entry["sha256"]:
        raise InputError(f"shard {path}: sha256 {digest[:12]}… differs from the manifest's {entry['sha256'][:12]}… "
                         f"(last member {member}): the file was modified; re-shard or restore it")


# ----------------------------------------------------------------------------
# completion records


def done_path(output_dir: str, name: str) -> str:
    return os.path.join(output_dir, DONE_DIR, name + ".json")


def record_done(output_dir: str, entry: dict) -> None:
    path = done_path(output_dir, entry["name"])
    remove_stale_temps(path)
    write_json_atomic(path, entry)


def completed_entry(output_dir: str, name: str, fingerprint: str, verify: bool = True) -> dict | None:
    """The recorded entry of an already complete shard, or None when it must be (re)built."""
    record = done_path(output_dir, name)
    path = os.path.join(output_dir, name)
    if not (os.path.exists(record) and os.path.exists(path)):
        return None
    try:
        entry = read_json(record, "shard record")
    except ValueError:
        return None
    if entry.get("fingerprint") != fingerprint or os.path.getsize(path) != entry.get("bytes"):
        return None
    if verify and sha256_file(path) != entry.get("sha256"):
        return None
    return entry


def iter_units(manifest: dict, split: str) -> Iterator[tuple[np.ndarray, ...]]:
    """Every unit of one split in shard and file order, one tuple of token arrays per
    unit (``(ids,)`` or ``(src, tgt)``): for decoding and inspection, not training."""
    shards = sorted((s for s in manifest["shards"] if s["split"] == split), key=lambda s: s["index"])
    for entry in shards:
        for chunk in read_chunks(os.path.join(manifest["_dir"], entry["name"]), entry, manifest["kind"]):
            sides = list(chunk.sides.values())
            bounds = [np.concatenate([[0], np.cumsum(r.lengths)]) for r in sides]
            for i in range(len(chunk)):
                yield tuple(r.tokens[b[i]: b[i + 1]] for r, b in zip(sides, bounds))
