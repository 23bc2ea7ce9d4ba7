"""Shared pieces of the offline data tools and the loader.

* atomic writes (temporary name in the same directory, fsync, rename), so an
  interrupted run never leaves a file that looks complete;
* reading text inputs (plain, .gz, .xz, .bz2) as raw byte lines, with errors
  that name the file for missing, empty, truncated or corrupt inputs;
* the token dtype of shards (uint16 when the vocabulary fits, else int32) and a
  zero-copy reader of their 1-D ``.npy`` members (the format: ``lm4gen.data_prep.shardio``).
"""

from __future__ import annotations

import bz2
import contextlib
import glob
import gzip
import hashlib
import io
import json
import lzma
import os
import re
import tempfile
import zlib
from typing import IO, Iterator, Sequence

import numpy as np

TOOL_VERSION = "lm4gen-data_prep 0.1.0"


class InputError(ValueError):
    """A user-supplied input (file, shard, manifest) is missing or malformed."""


# ----------------------------------------------------------------------------
# atomic writes


def write_all(fd: int, data: bytes) -> None:
    """``os.write`` until all of ``data`` is written: a nearly full disk takes a short write first, without an
    error; the error (ENOSPC) comes with the next write."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def append_line(path: str, line: str) -> None:
    """Append ``line`` (one line of text, its newline included) to ``path``: the whole line or nothing. A write that
    fails part-way (a full disk, a quota) is cut back off the file, and the ``OSError`` names ``path``: a log
    such as ``metrics.jsonl`` never ends in a torn line that a resume could not read."""
    data = line.encode()
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        size = os.fstat(fd).st_size
        try:
            write_all(fd, data)
        except OSError as e:
            with contextlib.suppress(OSError):
                os.ftruncate(fd, size)
            raise OSError(e.errno, e.strerror, path) from None
    finally:
        os.close(fd)


@contextlib.contextmanager
def atomic_write(path: str, mode: str = "wb", fsync: bool = True) -> Iterator[IO]:
    """Open a temporary file next to ``path``; rename it onto ``path`` on success.

    On any exception the temporary file is removed, so ``path`` either keeps its
    old content or does not exist: never a half-written file under the final name.
    ``fsync=False`` skips forcing the data to disk before the rename: a process that
    is killed still never leaves a partial file, but after a machine crash the file
    may be empty — only for files whose sha256 is recorded elsewhere and checked
    before reuse (shards: see ``lm4gen.data_prep.shardio``).
    """
    directory = os.path.dirname(os.path.abspath(path))
    os.makedirs(directory, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix="." + os.path.basename(path) + ".", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, mode) as f:
            yield f
            f.flush()
            if fsync:
                os.fsync(f.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


def remove_stale_temps(path: str) -> int:
    """Delete temporary files that a killed :func:`atomic_write` of ``path`` left
    behind (the caller must own ``path``: no other process may be writing it)."""
    pattern = os.path.join(glob.escape(os.path.dirname(os.path.abspath(path))),
                           "." + glob.escape(os.path.basename(path)) + ".*.tmp")
    stale = glob.glob(pattern)
    for tmp in stale:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
    return len(stale)


def dumps_json(obj) -> str:
    """Canonical JSON text (sorted keys, 2-space indent, trailing newline): byte-stable."""
    return json.dumps(obj, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def write_json_atomic(path: str, obj) -> None:
    with atomic_write(path, "w") as f:
        f.write(dumps_json(obj))


def read_json(path: str, what: str = "JSON file") -> dict:
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except FileNotFoundError:
        raise InputError(f"{what} not found: {path}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise InputError(f"{what} {path} is not valid JSON: {e}") from None


def sha256_file(path: str, chunk: int = 1 << 20) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while block := f.read(chunk):
            h.update(block)
    return h.hexdigest()


class HashingWriter(io.RawIOBase):
    """A write-only file wrapper that computes sha256 and size of what passes through."""

    def __init__(self, f: IO[bytes]):
        self._f = f
        self.sha256 = hashlib.sha256()
        self.size = 0

    def writable(self) -> bool:
        return True

    def write(self, b) -> int:
        self.sha256.update(b)
        self.size += len(b)
        return self._f.write(b)


# ----------------------------------------------------------------------------
# text inputs

_OPENERS = {".gz": gzip.open, ".xz": lzma.open, ".bz2": bz2.open}
_STREAM_ERRORS = (EOFError, OSError, lzma.LZMAError, zlib.error)


def expand_inputs(patterns: Sequence[str], what: str = "input") -> list[str]:
    """Expand globs (sorted within each pattern, order of patterns kept); every
    pattern must match and every file must be non-empty."""
    if not patterns:
        raise InputError(f"no {what} files given")
    files: list[str] = []
    for pattern in patterns:
        matches = sorted(glob.glob(pattern)) if glob.has_magic(pattern) else [pattern]
        if not matches:
            raise InputError(f"{what} pattern matched no file: {pattern}")
        for path in matches:
            if not os.path.isfile(path):
                raise InputError(f"{what} file not found: {path}")
            if os.path.getsize(path) == 0:
                raise InputError(f"{what} file is empty: {path}")
            files.append(path)
    if len(set(files)) != len(files):
        dup = sorted({p for p in files if files.count(p) > 1})
        raise InputError(f"{what} file given more than once: {', '.join(dup)}")
    return files


def open_binary(path: str) -> IO[bytes]:
    """Open a possibly compressed file for binary reading (decompressing by suffix)."""
    opener = _OPENERS.get(os.path.splitext(path)[1].lower())
    try:
        return opener(path, "rb") if opener else open(path, "rb")
    except FileNotFoundError:
        raise InputError(f"input file not found: {path}") from None


def iter_byte_lines(path: str, chunk_bytes: int = 1 << 22) -> Iterator[list[bytes]]:
    """Yield lists of raw lines (with their line ends) read from ``path``.

    Reading in chunks keeps the per-line Python overhead low. A truncated or corrupt
    compressed stream raises :class:`InputError` naming the file.
    """
    with open_binary(path) as f:
        while True:
            try:
                lines = f.readlines(chunk_bytes)
            except _STREAM_ERRORS as e:
                raise InputError(f"{path}: corrupt or truncated compressed input "
                                 f"({e.__class__.__name__}: {e})") from None
            if not lines:
                return
            yield lines


def iter_text_lines(path: str, stats, placeholders: bool = False) -> Iterator[str | None]:
    """The non-empty lines of ``path``, decoded and stripped; lines skipped are counted in ``stats``
    (a dict or Counter: ``invalid_utf8``, ``empty``) and, with ``placeholders``, yielded as None (line
    numbers stay aligned: files whose line i belong together)."""
    for chunk in iter_byte_lines(path):
        for raw in chunk:
            try:
                text = raw.decode("utf-8").strip()
            except UnicodeDecodeError:
                stats["invalid_utf8"] = stats.get("invalid_utf8", 0) + 1
                text = None
            if not text and text is not None:
                stats["empty"] = stats.get("empty", 0) + 1
                text = None
            if text is not None or placeholders:
                yield text


def count_nonempty(path: str) -> int:
    return sum(1 for lines in iter_byte_lines(path) for line in lines if line.strip())


# ----------------------------------------------------------------------------
# token arrays inside shards (.npy, format 1.0; written with numpy, see lm4gen.data_prep.shardio)

_NPY_MAGIC = b"\x93NUMPY\x01\x00"


def token_dtype(vocab_size: int) -> np.dtype:
    """uint16 when every id fits, else int32."""
    return np.dtype(np.uint16) if vocab_size <= 65536 else np.dtype(np.int32)


_DESCR = {"'<u2'": np.dtype("<u2"), "'<u4'": np.dtype("<u4"), "'<i4'": np.dtype("<i4"), "'<i8'": np.dtype("<i8"),
          "'|u1'": np.dtype("u1")}


def decode_npy(data: bytes) -> np.ndarray:
    """1-D .npy bytes as an array without a copy (``np.frombuffer``); other shapes and
    dtypes through ``numpy.load``. Measured reason: ``np.load`` of an in-memory member
    costs ~20 us of header parsing plus a copy of the data."""
    if data[:8] == _NPY_MAGIC:
        header_len = int.from_bytes(data[8:10], "little")
        header = data[10 : 10 + header_len]
        start = header.find(b"'descr': ") + 9
        dtype = _DESCR.get(header[start : start + 5].decode("latin1"))
        if dtype is not None and b"'fortran_order': False" in header and re.search(rb"'shape': \(\d+,\)", header):
            return np.frombuffer(data, dtype=dtype, offset=10 + header_len)
    return np.load(io.BytesIO(data), allow_pickle=False)
