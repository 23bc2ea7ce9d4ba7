"""Host settings for CPU runs: keep freed memory instead of handing it back (:func:`keep_freed_memory`),
share the cores among the node's ranks (:func:`cpu_threads`), and name the CPU (:func:`cpu_model`: CPU
results are bit-deterministic per CPU model and thread count, not across them).

glibc's malloc serves every block of 32 MiB or more with a fresh ``mmap`` and
unmaps it on ``free``; blocks below that come from the heap, whose free top is
trimmed back to the OS once it exceeds a threshold. A training step allocates and
frees the same large activation and gradient buffers every step (attention scores
of 8 x 8 x 256 x 512 fp32 are exactly 32 MiB), so each step maps fresh pages and
takes one page fault per 4 KiB on first touch: ~47-91K minor faults per step of
the ``small`` cloze LM measured on the 2-core dev VM, and on that VM a fault costs
0.5-2 us. :func:`keep_freed_memory` sets glibc's ``M_MMAP_MAX`` to 0 (every block
from the heap) and ``M_TRIM_THRESHOLD`` to its maximum (the heap is never trimmed),
so after the first steps the process reuses its own pages and takes no faults:
what jemalloc/tcmalloc (PyTorch's CPU performance guide suggests preloading them)
and torch's caching CUDA allocator do. Peak memory is unchanged (the peak is the
peak of live tensors); what changes is that the process keeps it until it exits, and
that glibc's aligned blocks (torch asks ``posix_memalign`` for 64-byte alignment)
leave holes the same size cannot reuse until neighbours merge, so the heap settles
above the live peak: measured here, a 64 + 32 MiB pair allocated and freed 16 times
peaks at 670 MB resident against 319 MB with glibc's defaults (settled after ~8
rounds); a ``small`` cloze LM training step at 3,237 MB against 3,224; 200 steps of
a d256 seq2seq model on batches of varying shape at 1,525 MB against 1,503.

``lm4gen.core.process_group.init_distributed`` calls it for gloo (CPU) runs, so every
``pretrain``/``finetune`` rank on the CPU gets it; ``lm4gen.finetune.generate`` on the CPU
too. ``LM4GEN_HOST_MALLOC=system`` leaves glibc's defaults. Elsewhere (not glibc,
e.g. musl or macOS) it does nothing. Threads other than the main one allocate
from their own arenas, which fall back to ``mmap`` past their 64 MiB heaps whatever
``M_MMAP_MAX`` says, so nothing can fail for want of ``mmap``.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import platform

ENV = "LM4GEN_HOST_MALLOC"  # "keep" (default) or "system"
_M_TRIM_THRESHOLD, _M_MMAP_MAX = -1, -4  # glibc <malloc.h>
_applied = False


def release_freed_memory() -> bool:
    """Hand the heap's free pages back to the OS once (glibc ``malloc_trim(0)``, which also
    releases whole free pages inside the heap), when :func:`keep_freed_memory` holds them.
    For the end of one-off peaks that steps do not repeat: building the full model before
    tensor parallelism shards it, DeepSpeed's set-up, consolidating a checkpoint. Measured
    on ``cloze-353m`` (TP=2 + ZeRO-3, 2 CPU ranks): without it those peaks stay resident
    under the training steps (reports/pretrain/README.md). True when pages were released."""
    if not _applied:
        return False
    libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    return bool(libc.malloc_trim(0))


def keep_freed_memory(environ=None) -> bool:
    """Make glibc keep freed memory for reuse (module doc); True when it now does.
    Idempotent; ``LM4GEN_HOST_MALLOC=system`` (or a non-glibc libc) leaves malloc as it is."""
    global _applied
    environ = os.environ if environ is None else environ
    mode = environ.get(ENV, "keep")
    if mode not in ("keep", "system"):
        raise ValueError(f"environment variable {ENV}={mode!r} must be 'keep' or 'system'")
    if mode == "system" or platform.libc_ver()[0] != "glibc":
        return False
    if not _applied:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        # mallopt returns 1 on success
        if libc.mallopt(_M_MMAP_MAX, 0) != 1 or libc.mallopt(_M_TRIM_THRESHOLD, 2 ** 31 - 1) != 1:
            raise OSError("glibc mallopt refused M_MMAP_MAX / M_TRIM_THRESHOLD")
        _applied = True
    return True


def cpu_threads(local_world_size: int, environ=None, affinity: int | None = None,
                cpu_count: int | None = None) -> int | None:
    """Intra-op threads for one of ``local_world_size`` CPU ranks on this node, or None to leave torch's choice.

    torch gives every process one thread per core it may use, so N ranks on one node would run N x cores
    threads on the cores (2 x 2 on the 2-core dev machine under the deepspeed launcher, which, unlike
    torchrun, does not set ``OMP_NUM_THREADS``): the ranks then preempt each other's OpenMP teams. Rule:
    an explicit ``OMP_NUM_THREADS`` wins (None); a process already bound to fewer CPUs than the node has
    (srun's or the deepspeed launcher's core binding) has its own cores (their count); otherwise the node's
    usable cores are split evenly, at least one thread each."""
    environ = os.environ if environ is None else environ
    if environ.get("OMP_NUM_THREADS"):
        return None
    if affinity is None:
        affinity = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    cpu_count = cpu_count or os.cpu_count() or affinity
    if affinity < cpu_count:
        return affinity
    return max(1, affinity // max(1, local_world_size))


def cpu_model(cpuinfo: str = "/proc/cpuinfo") -> str:
    """The CPU's model name (Linux ``/proc/cpuinfo``; elsewhere ``platform.processor()``, or ``unknown``)."""
    import platform

    try:
        with open(cpuinfo, encoding="utf-8", errors="replace") as f:
            return next(line.split(":", 1)[1].strip() for line in f if line.startswith("model name"))
    except (OSError, StopIteration):
        return platform.processor() or "unknown"
