"""Progress lines, metrics JSONL and TensorBoard (rank 0 writes; every rank may call).

``metrics.jsonl`` gets one JSON object per logged step (``step``, ``loss``, ``ppl``,
``lr``, ``tokens_per_s``, ``loss_scale``, ``grad_norm``, ``mfu``, …) and one per
validation (``valid_loss``, ``valid_ppl``). On resume the file is cut back to the
records at or before the resumed step, so it always reads as one run.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import sys
import threading
import time

from lm4gen.core.files import InputError, append_line, atomic_write


class Metrics:
    def __init__(self, output_dir: str, is_main: bool, resume_step: int = 0):
        self.is_main = is_main
        self.path = os.path.join(output_dir, "metrics.jsonl")
        self.tb = None
        if not is_main:
            return
        os.makedirs(output_dir, exist_ok=True)
        self._truncate(resume_step)
        try:
            from torch.utils.tensorboard import SummaryWriter

            self.tb = SummaryWriter(os.path.join(output_dir, "tensorboard"),
                                    purge_step=resume_step + 1 if resume_step else None)
            _quiet_tensorboard_thread()
        except ImportError:  # tensorboard is a dependency, but never fail a run over logging
            print("[pretrain] tensorboard not importable: metrics go to metrics.jsonl only", file=sys.stderr)

    def _truncate(self, step: int) -> None:
        if not os.path.exists(self.path):
            return
        with open(self.path) as f:
            lines = f.readlines()
        keep = []
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except ValueError:
                if number == len(lines) and not line.endswith("\n"):
                    break  # the last line torn by a crash mid-write (a machine's, not a full disk's: append_line)
                raise InputError(f"{self.path}:{number}: not a JSON record ({line.strip()[:60]!r}); the metrics "
                                 "log is damaged: move it aside to resume") from None
            if record.get("step", 0) <= step:
                keep.append(line)
        with atomic_write(self.path, "w") as f:
            f.writelines(keep)

    def log(self, record: dict, line: str | None = None) -> None:
        if not self.is_main:
            return
        if line:
            print(line, flush=True)
        record = {k: (None if isinstance(v, float) and not math.isfinite(v) else v) for k, v in record.items()}
        append_line(self.path, json.dumps({**record, "time": round(time.time(), 3)}) + "\n")
        if self.tb is not None:
            try:
                for k, v in record.items():
                    if k != "step" and isinstance(v, (int, float)) and v is not None:
                        self.tb.add_scalar(k, v, record["step"])
            except OSError as e:
                self._tensorboard_failed(e)

    def _tensorboard_failed(self, e: OSError) -> None:
        """TensorBoard's writer failed (a full disk, a quota): one line naming its directory, and the run goes on
        without it; metrics.jsonl, the record the tools read, still fails the run on its own write error."""
        tb, self.tb = self.tb, None
        print(f"[metrics] {tb.log_dir}: {(e.strerror or str(e)).lower()}; TensorBoard logging stops here "
              f"(metrics.jsonl goes on)", file=sys.stderr, flush=True)
        with contextlib.suppress(Exception):
            tb.close()  # raises the writer's error again

    def close(self) -> None:
        if self.tb is not None:
            try:
                self.tb.close()
            except OSError as e:
                self._tensorboard_failed(e)


def _quiet_tensorboard_writer(args) -> None:
    """``threading.excepthook``: TensorBoard's writer thread dies of a write error with a traceback on stderr; the
    error is raised again where the run next uses the writer, and :class:`Metrics` reports it there in one line."""
    if type(args.thread).__name__ == "_AsyncWriterThread" and issubclass(args.exc_type, OSError):
        return
    _previous_excepthook(args)


def _quiet_tensorboard_thread() -> None:
    """Install :func:`_quiet_tensorboard_writer` (once, where a run opens TensorBoard: not at import)."""
    global _previous_excepthook
    if threading.excepthook is not _quiet_tensorboard_writer:
        _previous_excepthook, threading.excepthook = threading.excepthook, _quiet_tensorboard_writer


_previous_excepthook = threading.excepthook


def perplexity(loss: float) -> float:
    return math.exp(min(loss, 50.0))


def progress_line(r: dict) -> str:
    mfu = f" | mfu {r['mfu']:.1%}" if r.get("mfu") is not None else ""
    gn = f" | gnorm {r['grad_norm']:.3f}" if r.get("grad_norm") is not None else ""
    nsp = f" | nsp {r['nsp_loss']:.4f} acc {r['nsp_accuracy']:.1%}" if "nsp_loss" in r else ""
    return (f"step {r['step']:>7} | loss {r['loss']:.4f} | ppl {r['ppl']:9.2f}{nsp} | lr {r['lr']:.3e} | "
            f"tok/s {r['tokens_per_s']:>10,.0f} | scale {r['loss_scale']:g}{gn}{mfu}")


def peak_flops(configured: float) -> float | None:
    """Per-process peak FLOP/s for MFU: configured (``train.peak_flops``), else the GPU's datasheet figure; None
    (no MFU) on a CPU, whose fp32 GEMM peak varies too much between machines and hours for a fixed guess (a guess
    of 170 GFLOP/s printed MFU 116-119% on a VM reaching 210-230): ``bench/bench_pretrain.py`` measures it."""
    if configured:
        return configured
    import torch

    if torch.cuda.is_available():
        name = torch.cuda.get_device_name()
        for key, flops in (("H200", 989e12), ("H100", 989e12), ("A100", 312e12), ("V100", 125e12), ("L40", 362e12)):
            if key in name:
                return flops
    return None
