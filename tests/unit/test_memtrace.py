"""lm4gen.core.memtrace: phase peaks are each phase's own, and the tensors an engine holds are counted by kind."""

from __future__ import annotations

import sys
import types

import pytest
import torch

from lm4gen.core.host import release_freed_memory
from lm4gen.core.memtrace import MemoryTrace, held_by_engine

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self (Linux)")


def test_each_phase_has_its_own_peak_and_the_run_peak_is_kept(capsys):
    trace = MemoryTrace(rank=3, enabled=True)
    trace.mark("before")
    big = torch.ones(256 * 2**20 // 4)  # 256 MiB touched, then freed
    del big
    # handed back to the OS even where an earlier test in this process made glibc keep freed memory
    # (lm4gen.core.host.keep_freed_memory, which a training set-up in-process applies)
    release_freed_memory()
    trace.mark("a big tensor")
    trace.mark("nothing")
    before, big, nothing = trace.records
    assert big["peak_gib"] - big["resident_gib"] > 0.2  # the tensor was the phase's peak, then freed
    assert nothing["peak_gib"] < big["peak_gib"] - 0.2  # the next phase's peak does not include it
    assert trace.peak_gib == big["peak_gib"]
    assert "[memory rank 3] a big tensor: resident" in capsys.readouterr().out


def test_off_does_nothing(capsys):
    trace = MemoryTrace.from_env(rank=0, environ={})
    trace.mark("x")
    objective = object()
    assert trace.records == [] and trace.wrap(None, objective, None) is objective and capsys.readouterr().out == ""


def test_held_tensors_by_kind_and_the_wrapped_phases(capsys):
    model = torch.nn.Linear(256, 256)  # 65,792 parameters
    optimizer = torch.optim.Adam(model.parameters())
    engine = types.SimpleNamespace(module=model, optimizer=types.SimpleNamespace(optimizer=optimizer))

    def backward(loss):
        loss.backward()

    engine.backward, engine.step = backward, optimizer.step
    checkpointer = types.SimpleNamespace(save=lambda state: "path")
    trace = MemoryTrace(rank=0, enabled=True)
    objective = trace.wrap(engine, lambda eng, batch: model(batch).sum(), checkpointer, steps=1)
    for _ in range(2):
        engine.backward(objective(engine, torch.ones(4, 256)))
        engine.step()
    checkpointer.save(None)
    phases = [r["phase"] for r in trace.records]
    assert phases == ["DeepSpeed engine", "forward", "backward", "step", "checkpoint save"]  # the first update only
    step = trace.records[3]
    n = 65792 * 4 / 2**30
    assert step["parameters"] == pytest.approx(n) and step["gradients"] == pytest.approx(n)
    # Adam's two moments and its step counters (scalars)
    assert step["optimizer_states"] == pytest.approx(2 * n, rel=1e-4)
    assert step["master_weights"] == 0  # the optimizer holds the model's own parameters
    assert held_by_engine(engine)["gradients"] > 0
