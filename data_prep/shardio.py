"""Writing and checking one WebDataset shard, and the per-shard completion records.

A shard is a plain (ustar, mtime 0, fixed owner) tar, byte-identical to what
webdataset's ``TarWriter`` writes (a fast path for the headers, see ``tar_member``),
written to a temporary name and renamed when complete. Each sample's key is
``FFFF-LLLLLLLLLL``: the index of its input file in the manifest's ``inputs`` list and
the 1-based line number where it starts — its origin — so one sentence costs one tar
member (``ids.npy``), or two for a sentence pair (``src.npy``, ``tgt.npy``).

Completion records: after a shard's tar is renamed into place, its manifest entry is
written (atomically, fsynced) to ``<output>/.done/<shard>.json``. Shards themselves are
not fsynced before the rename (it costs as much as the sharding's own work): after a
machine crash a shard may be incomplete on disk, which the sha256 check of a rerun
finds and rebuilds (``--no-verify`` trusts sizes only: use it only after clean stops). A rerun skips a shard whose
record exists and whose file still has the recorded size and sha256; anything else
is rebuilt. The manifest is assembled from these records.
"""

from __future__ import annotations

import functools
import itertools
import os
from typing import Iterable, Sequence

import numpy as np

from data_prep.common import (HashingWriter, atomic_write, npy_header, read_json, remove_stale_temps, sha256_file,
                              write_json_atomic)

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


@functools.lru_cache(maxsize=16384)
def _member_parts(data_len: int) -> tuple[bytes, int, bytes]:
    """Header bytes 100-148 (mode..mtime, with the size), their checksum contribution
    plus the rest of the template's, and the data padding, for one data length."""
    size = b"%011o\0" % data_len
    return _TEMPLATE[100:124] + size + _TEMPLATE[136:148], _TEMPLATE_SUM + sum(size), bytes(-data_len % _BLOCK)


_NAME_PAD = [bytes(100 - n) for n in range(101)]


def tar_member(name: str, data: bytes) -> bytes:
    """One tar member (header + data + padding), byte-identical to what
    ``webdataset.TarWriter(user="lm4gen", group="lm4gen", mode=0o444, mtime=0)``
    writes (tests compare them). It exists for speed: going through ``tarfile``
    costs several times more per member than tokenizing a sentence."""
    raw = name.encode("ascii")
    if len(raw) >= 100 or len(data) >= 8**11:
        raise ValueError(f"tar member {name!r} of {len(data)} bytes needs a pax header")
    mid, partial_sum, pad = _member_parts(len(data))
    return b"".join((raw, _NAME_PAD[len(raw)], mid, b"%06o\0 " % (partial_sum + sum(raw)), _TEMPLATE[156:], data, pad))


def pack_id_samples(file_indices: Sequence[int], lines: Sequence[int], ids: Sequence[Sequence[int]], dtype: np.dtype,
                    field: str = "ids.npy") -> bytes | memoryview:
    """The tar members of a shard of token-id samples (``<key>.<field>`` holding a
    1-D .npy array each), built for the whole shard at once with numpy.

    Byte-identical to ``b"".join(tar_member(...))`` over the samples (tests compare),
    but without per-sample Python work beyond flattening the ids: the sharders' hot
    path, where a per-member loop cost more than tokenizing. The tar headers of one
    data length differ only in the name (the key's digits) and the checksum, so they
    are made per distinct length and patched per sample."""
    n = len(ids)
    if n == 0:
        return b""
    lengths = np.fromiter(map(len, ids), np.int64, n)
    uniq, inverse = np.unique(lengths, return_inverse=True)
    npy_headers = [npy_header(dtype.str, int(u)) for u in uniq]
    hlen = len(npy_headers[0])
    files, line_nos = np.asarray(file_indices, np.int64), np.asarray(lines, np.int64)
    if (any(len(h) != hlen for h in npy_headers) or hlen % dtype.itemsize or files.max() >= 10**4
            or line_nos.max() >= 10**10 or len(field) > 80):
        return b"".join(tar_member(f"{sample_key(f, l)}.{field}", npy_header(dtype.str, len(x)) +
                                   np.asarray(x, dtype).tobytes()) for f, l, x in zip(file_indices, lines, ids))
    data_len = hlen + dtype.itemsize * lengths
    blocks = 1 + (data_len + _BLOCK - 1) // _BLOCK  # header block + data blocks per member
    first = np.concatenate([[0], np.cumsum(blocks)[:-1]])  # block index of each member's header
    out = np.zeros((int(blocks.sum()), _BLOCK), np.uint8)
    # headers: one template per distinct data length, then the name digits and the checksum per sample
    suffix = ("." + field).encode("ascii")
    name_len = 15 + len(suffix)
    templates = np.zeros((len(uniq), _BLOCK), np.uint8)
    partial = np.zeros(len(uniq), np.int64)
    for i, u in enumerate(uniq.tolist()):
        mid, partial[i], _ = _member_parts(hlen + dtype.itemsize * u)
        templates[i] = np.frombuffer(bytes(100) + mid + b" " * 8 + _TEMPLATE[156:], np.uint8)
    templates[:, 15:name_len] = np.frombuffer(suffix, np.uint8)
    templates[:, 154] = 0
    out[first] = templates[inverse]
    digits = np.empty((n, 15), np.int64)
    digits[:, :4] = files[:, None] // 10 ** np.arange(3, -1, -1) % 10 + 48
    digits[:, 4] = ord("-")
    digits[:, 5:] = line_nos[:, None] // 10 ** np.arange(9, -1, -1) % 10 + 48
    out[first, :15] = digits
    checksum = partial[inverse] + digits.sum(1) + sum(suffix)
    out[first, 148:154] = checksum[:, None] // 8 ** np.arange(5, -1, -1) % 8 + 48
    out[first + 1, :hlen] = np.frombuffer(b"".join(npy_headers), np.uint8).reshape(len(uniq), hlen)[inverse]
    # token ids right after each .npy header
    flat = np.fromiter(itertools.chain.from_iterable(ids), dtype, int(lengths.sum()))
    items = out.reshape(-1).view(dtype)
    starts = ((first + 1) * _BLOCK + hlen) // dtype.itemsize
    within = np.arange(len(flat)) - np.repeat(np.cumsum(lengths) - lengths, lengths)
    items[np.repeat(starts, lengths) + within] = flat
    return memoryview(out).cast("B")  # no copy: written and hashed as it is


def write_members(path: str, members: Iterable[bytes]) -> tuple[int, str]:
    """Write ready-made tar members (from :func:`tar_member`) atomically as one tar,
    with tarfile's end-of-archive marker and record padding; return (bytes, sha256).

    Temporary files of an earlier, killed attempt at the same shard are removed first
    (a shard is only ever written by the one task that owns it)."""
    remove_stale_temps(path)
    with atomic_write(path, fsync=False) as f:  # the record's sha256 is verified before a shard is reused
        hashing = HashingWriter(f)
        chunk: list[bytes] = []
        for member in members:
            if len(member) >= 1 << 20:  # a whole packed shard: write it as it is, no copy
                if chunk:
                    hashing.write(b"".join(chunk))
                    chunk = []
                hashing.write(member)
                continue
            chunk.append(member)
            if len(chunk) >= 4096:
                hashing.write(b"".join(chunk))
                chunk = []
        chunk.append(bytes(2 * _BLOCK))  # end-of-archive marker
        size = hashing.size + sum(map(len, chunk))
        chunk.append(bytes(-size % _RECORD))  # pad to a whole record, as tarfile does
        hashing.write(b"".join(chunk))
    return hashing.size, hashing.sha256.hexdigest()


def write_tar(path: str, samples: Iterable[dict]) -> tuple[int, str]:
    """Write samples ({'__key__': str, '<field>': bytes, ...}) atomically as a WebDataset
    tar (members ``<key>.<field>`` in sorted field order); return (bytes, sha256)."""
    return write_members(path, (tar_member(f"{s['__key__']}.{field}", s[field])
                                for s in samples for field in sorted(s) if field != "__key__"))


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
