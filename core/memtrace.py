"""Where a rank's host memory goes: ``LM4GEN_MEMORY_TRACE=1`` on a pretraining run.

Each phase of the start-up (the full model built, parallelized, the DeepSpeed engine) and of the
first training steps (forward, backward, optimizer step) and the first checkpoint gets one line
per rank with the resident memory after it and the *phase's own* peak: before each phase the
kernel's high-water mark is reset (``/proc/self/clear_refs`` with ``5``, Linux), so the peak is the
phase's, not the run's so far. At the engine it also counts what the tensors the rank holds add up
to (its share of the parameters, their gradients, the optimizer's master weights and states), so
the rest of a peak is activations, communication buffers and the allocator's slack. Off (nothing
done, nothing imported) unless the variable is set; ``bench/bench_fullsize.py --trace-memory``
collects the lines into its JSON.
"""

from __future__ import annotations

import os
import sys

ENV = "LM4GEN_MEMORY_TRACE"
GIB = 2**30


def _status_kib(field: str) -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def _reset_peak() -> bool:
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
        return True
    except OSError:  # not Linux, or not allowed: the peak is then the process's so far
        return False


def tensor_bytes(tensors) -> int:
    return sum(t.numel() * t.element_size() for t in tensors)


def held_by_engine(engine) -> dict[str, float]:
    """GiB the rank holds in parameters (its shards: ZeRO-3's ``ds_tensor``), gradients, and the wrapped
    optimizer's parameter groups (fp32 master copies under a mixed-precision/ZeRO optimizer) and states."""
    import torch

    params = list(engine.module.parameters())
    shards = [getattr(p, "ds_tensor", p) for p in params]
    grads = [p.grad for p in params if p.grad is not None]
    inner = engine.optimizer
    while hasattr(inner, "optimizer") and not isinstance(inner, torch.optim.Optimizer):
        inner = inner.optimizer  # DeepSpeed's ZeRO / fp16 wrappers hold the torch optimizer
    master = [p for g in getattr(inner, "param_groups", []) for p in g["params"]]
    states = [v for s in getattr(inner, "state", {}).values() for v in s.values() if torch.is_tensor(v)]
    own = {id(t.untyped_storage()) for t in shards}
    master_extra = [p for p in master if id(p.untyped_storage()) not in own]  # the same tensors are not counted twice
    return {"parameters": tensor_bytes(shards) / GIB, "gradients": tensor_bytes(grads) / GIB,
            "master_weights": tensor_bytes(master_extra) / GIB, "optimizer_states": tensor_bytes(states) / GIB}


class MemoryTrace:
    """Phase lines (``[memory rank R] <phase>: resident X GiB, phase peak Y GiB``) on every rank; inert when off."""

    def __init__(self, rank: int, enabled: bool):
        self.rank, self.enabled = rank, enabled
        self.records: list[dict] = []
        if enabled:
            _reset_peak()

    @classmethod
    def from_env(cls, rank: int, environ=None) -> "MemoryTrace":
        return cls(rank, (environ if environ is not None else os.environ).get(ENV, "") not in ("", "0"))

    @property
    def peak_gib(self) -> float:
        """The highest phase peak so far (resetting the high-water mark also resets ``getrusage``'s
        ``ru_maxrss``, so a run's peak is the larger of this and ``ru_maxrss``)."""
        return max((r["peak_gib"] for r in self.records), default=0.0)

    def mark(self, phase: str, **held: float) -> None:
        """Close ``phase`` (since the last mark): resident now and the phase's own peak, with ``held`` (GiB
        by kind) when given; then reset the peak for the next phase."""
        if not self.enabled:
            return
        rss, peak = _status_kib("VmRSS") / 2**20, _status_kib("VmHWM") / 2**20
        self.records.append({"phase": phase, "resident_gib": round(rss, 3), "peak_gib": round(peak, 3),
                             **held})
        more = "".join(f", {k.replace('_', ' ')} {v:.3f}" for k, v in held.items())
        # one write per line: ranks share the launcher's pipe, and print() writes the text and the newline apart
        sys.stdout.write(f"[memory rank {self.rank}] {phase}: resident {rss:.2f} GiB, "
                         f"phase peak {peak:.2f} GiB{more}\n")
        sys.stdout.flush()
        _reset_peak()

    def wrap(self, engine, objective, checkpointer, steps: int = 2):
        """Mark the engine now, then the forward (the objective), ``engine.backward`` and ``engine.step`` of the
        first ``steps`` updates and ``checkpointer.save``'s first checkpoint: the engine and the checkpointer
        are patched, the objective is returned wrapped (unchanged when off)."""
        if not self.enabled:
            return objective
        self.mark("DeepSpeed engine", **held_by_engine(engine))
        count = {"forward": 0, "backward": 0, "step": 0, "checkpoint save": 0}

        def traced(name, fn, limit, held=False):
            def call(*args, **kwargs):
                out = fn(*args, **kwargs)
                count[name] += 1
                if count[name] <= limit:
                    self.mark(f"{name} {count[name]}" if limit > 1 else name,
                              **(held_by_engine(engine) if held else {}))
                return out
            return call

        engine.backward = traced("backward", engine.backward, steps)
        engine.step = traced("step", engine.step, steps, held=True)
        checkpointer.save = traced("checkpoint save", checkpointer.save, 1)
        if hasattr(checkpointer, "save_periodic"):  # whichever comes first is marked
            checkpointer.save_periodic = traced("checkpoint save", checkpointer.save_periodic, 1)
        return traced("forward", objective, steps)
