"""Writing and checking one WebDataset shard, and the per-shard completion records.

A shard is a plain (ustar, mtime 0, fixed owner) tar, byte-identical to what
webdataset's ``TarWriter`` writes (a fast path for the headers, see ``tar_member``),
written to a temporary name and renamed when complete. Each sample's key is
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

from data_prep.common import HashingWriter, atomic_write, read_json, remove_stale_temps, sha256_file, write_json_atomic

DONE_DIR = ".done"


def sample_key(file_index: int, line: int) -> str:
    return f"{file_index:04d}-{line:010d}"


def parse_key(key: str) -> tuple[int, int]:
    file_index, line = key.split("-")
    return int(file_index), int(line)


def shard_name(split: str, index: int) -> str:
    return f"{split}-{index:06d}.tar"


TAR_USER = TAR_GROUP = "lm4gen"
TAR_MODE = 0o444
_BLOCK, _RECORD = 512, 10240  # tarfile.BLOCKSIZE, tarfile.RECORDSIZE


def _header_template() -> tuple[bytes, int]:
    """The ustar header webdataset's TarWriter writes for our members, with the name,
    size and checksum fields blanked, and the byte sum of that template."""
    import tarfile

    info = tarfile.TarInfo("x")
    info.size, info.mtime, info.mode, info.uname, info.gname = 0, 0, TAR_MODE, TAR_USER, TAR_GROUP
    header = bytearray(info.tobuf(tarfile.PAX_FORMAT, "utf-8", "surrogateescape"))
    header[0:100] = bytes(100)  # name
    header[124:136] = bytes(12)  # size
    header[148:156] = b" " * 8  # checksum, counted as spaces
    return bytes(header), sum(header)


_TEMPLATE, _TEMPLATE_SUM = _header_template()


def tar_member(name: str, data: bytes) -> bytes:
    """One tar member (header + data + padding), byte-identical to what
    ``webdataset.TarWriter(user="lm4gen", group="lm4gen", mode=0o444, mtime=0)``
    writes (tests compare them); about 30x faster than going through ``tarfile``,
    whose per-member cost is several times that of tokenizing a sentence."""
    raw = name.encode("ascii")
    if len(raw) >= 100 or len(data) >= 8**11:
        raise ValueError(f"tar member {name!r} of {len(data)} bytes needs a pax header")
    size = b"%011o\0" % len(data)
    chksum = _TEMPLATE_SUM + sum(raw) + sum(size)
    header = (raw + bytes(100 - len(raw)) + _TEMPLATE[100:124] + size + _TEMPLATE[136:148]
              + b"%06o\0 " % chksum + _TEMPLATE[156:])
    return header + data + bytes(-len(data) % _BLOCK)


def write_tar(path: str, samples: Iterable[dict]) -> tuple[int, str]:
    """Write samples ({'__key__': str, '<field>': bytes, ...}) atomically as a WebDataset
    tar (members ``<key>.<field>`` in sorted field order); return (bytes, sha256).

    Temporary files of an earlier, killed attempt at the same shard are removed first
    (a shard is only ever written by the one task that owns it)."""
    remove_stale_temps(path)
    with atomic_write(path) as f:
        hashing = HashingWriter(f)
        chunk: list[bytes] = []
        for sample in samples:
            key = sample["__key__"]
            chunk += [tar_member(f"{key}.{field}", sample[field]) for field in sorted(sample) if field != "__key__"]
            if len(chunk) >= 4096:
                hashing.write(b"".join(chunk))
                chunk = []
        chunk.append(bytes(2 * _BLOCK))  # end-of-archive marker
        size = hashing.size + sum(map(len, chunk))
        chunk.append(bytes(-size % _RECORD))  # pad to a whole record, as tarfile does
        hashing.write(b"".join(chunk))
    return hashing.size, hashing.sha256.hexdigest()


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
