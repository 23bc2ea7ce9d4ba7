"""Writing and checking one WebDataset shard, and the per-shard completion records.

A shard is a plain (ustar, mtime 0, fixed owner) tar written through webdataset's
``TarWriter`` to a temporary name and renamed when complete. Each sample's key is
``FFFF-LLLLLLLLLL``: the index of its input file in the manifest's ``inputs`` list and
the 1-based line number where it starts — its origin — so one sentence costs one tar
member (``ids.npy``), or two for a sentence pair (``src.npy``, ``tgt.npy``).

Completion records: after a shard's tar is renamed into place, its manifest entry is
written (atomically) to ``<output>/.done/<shard>.json``. A rerun skips a shard whose
record exists and whose file still has the recorded size and sha256; anything else
is rebuilt. The manifest is assembled from these records.
"""

from __future__ import annotations

import os
from typing import Iterable

import webdataset as wds

from data_prep.common import HashingWriter, atomic_write, read_json, remove_stale_temps, sha256_file, write_json_atomic

DONE_DIR = ".done"


def sample_key(file_index: int, line: int) -> str:
    return f"{file_index:04d}-{line:010d}"


def parse_key(key: str) -> tuple[int, int]:
    file_index, line = key.split("-")
    return int(file_index), int(line)


def shard_name(split: str, index: int) -> str:
    return f"{split}-{index:06d}.tar"


def write_tar(path: str, samples: Iterable[dict]) -> tuple[int, str]:
    """Write samples ({'__key__': str, '<field>.npy': bytes, ...}) atomically; return (bytes, sha256).

    Temporary files of an earlier, killed attempt at the same shard are removed first
    (a shard is only ever written by the one task that owns it)."""
    remove_stale_temps(path)
    with atomic_write(path) as f:
        hashing = HashingWriter(f)
        writer = wds.TarWriter(hashing, user="lm4gen", group="lm4gen", mode=0o444, encoder=False, mtime=0)
        for sample in samples:
            writer.write(sample)
        writer.close()
    return hashing.size, hashing.sha256.hexdigest()


def done_path(output_dir: str, name: str) -> str:
    return os.path.join(output_dir, DONE_DIR, name + ".json")


def record_done(output_dir: str, entry: dict) -> None:
    write_json_atomic(done_path(output_dir, entry["name"]), entry)


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
