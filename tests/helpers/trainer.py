"""Helpers of trainer tests shared by both tiers and other test modules."""
from __future__ import annotations

import signal
import types

import pytest
import torch
import torch.distributed as dist



@pytest.fixture(scope="module")
def one_rank(tmp_path_factory):
    """A one-process gloo group with megatron-core's parallel state (data parallel 1)."""
    from megatron.core import parallel_state

    init = "file://" + str(tmp_path_factory.mktemp("pg") / "store")
    dist.init_process_group("gloo", init_method=init, rank=0, world_size=1)
    parallel_state.initialize_model_parallel(tensor_model_parallel_size=1)
    yield types.SimpleNamespace(device=torch.device("cpu"), world=1, rank=0)
    parallel_state.destroy_model_parallel()
    dist.destroy_process_group()


@pytest.fixture(autouse=True)
def signal_handlers():
    """fit's StopSignal handles SIGTERM/SIGUSR1 in this process: give pytest its own back."""
    before = {s: signal.getsignal(s) for s in (signal.SIGTERM, signal.SIGUSR1)}
    yield
    for s, handler in before.items():
        signal.signal(s, handler)


class Loader:
    """A loader's interface (``epoch``, ``batches_done``, ``len``): batch i holds loss value ``values[i]``."""

    def __init__(self, values):
        self.values, self.epoch, self.batches_done = list(values), 0, 0

    def __len__(self):
        return len(self.values)

    def __iter__(self):
        while self.batches_done < len(self.values):
            self.batches_done += 1
            yield {"value": torch.tensor(self.values[self.batches_done - 1]), "ntokens": torch.tensor(2)}
        self.epoch, self.batches_done = self.epoch + 1, 0


class Engine:
    def __init__(self):
        self.steps = self.backwards = 0
        self.optimizer = types.SimpleNamespace(param_groups=[{"lr": 0.1}])
        self.training = True

    def backward(self, loss):
        self.backwards += 1

    def step(self):
        self.steps += 1

    def get_lr(self):
        return [0.1]

    def get_global_grad_norm(self):
        return 1.5

    def eval(self):
        self.training = False

    def train(self):
        self.training = True


class Saves:
    """A checkpointer that remembers what it was asked to save / publish."""

    def __init__(self):
        self.steps, self.published = [], []

    def save(self, state):
        self.steps.append(state.step)
        return f"step{state.step}"

    def publish_best(self, path, state, select, record):
        self.published.append((path, state.best))


def objective(engine, batch):
    v = batch["value"].double()
    return v, {"loss": v, "nll": v / 2, "ntokens": batch["ntokens"], "extra": v * 10}
