"""Batches of several tasks for the one training loop: :class:`MultitaskLoader` (round robin or one batch of every
task per step, resumable) and :func:`sample_rows` (a fixed random subset of a task's training rows)."""

from __future__ import annotations

import dataclasses
import random

from lm4gen.classify.tasks import TaskData, TaskLoader


class MultitaskLoader:
    """One loader over the tasks' :class:`lm4gen.classify.tasks.TaskLoader` (a loader's interface for ``fit``:
    ``len``, ``epoch``, ``batches_done``, exact ``state_dict``).

    ``interleave=True`` (round robin): an epoch is one pass over every task, each batch one task's,
    the tasks interleaved in proportion to their sizes (a fixed schedule). Otherwise an epoch is as
    many steps as the largest task has batches, each step ``{"tasks": {name: batch}}`` with one batch
    of every task (smaller tasks start their next pass when they run out)."""

    def __init__(self, loaders: dict[str, TaskLoader], interleave: bool):
        self.loaders, self.interleave = loaders, interleave
        self.epoch, self.batches_done = 0, 0
        self.schedule = self._schedule() if interleave else None
        self._its = {name: self._endless(loader) for name, loader in loaders.items()}

    @staticmethod
    def _endless(loader):
        while True:
            yield from loader

    def _schedule(self) -> list[str]:
        sizes = {name: len(loader) for name, loader in self.loaders.items()}
        done = dict.fromkeys(sizes, 0)
        out = []
        for _ in range(sum(sizes.values())):  # next: the task furthest behind its share of the epoch
            name = min((n for n in sizes if done[n] < sizes[n]), key=lambda n: ((done[n] + 0.5) / sizes[n], n))
            done[name] += 1
            out.append(name)
        return out

    def __len__(self) -> int:
        return len(self.schedule) if self.interleave else max(len(loader) for loader in self.loaders.values())

    def __iter__(self):
        while self.batches_done < len(self):
            if self.interleave:
                batch = next(self._its[self.schedule[self.batches_done]])
            else:
                batch = {"tasks": {name: next(it) for name, it in self._its.items()}}
            self.batches_done += 1
            yield batch
        self.epoch, self.batches_done = self.epoch + 1, 0

    def state_dict(self) -> dict:
        return {"epoch": self.epoch, "batches_done": self.batches_done,
                "tasks": {name: loader.state_dict() for name, loader in self.loaders.items()}}

    def load_state_dict(self, state: dict) -> None:
        if sorted(state["tasks"]) != sorted(self.loaders):
            raise ValueError(f"loader state was saved for the tasks {sorted(state['tasks'])}, not "
                             f"{sorted(self.loaders)}")
        for name, loader in self.loaders.items():
            loader.load_state_dict(state["tasks"][name])
        self.epoch, self.batches_done = int(state["epoch"]), int(state["batches_done"])
        self._its = {name: self._endless(loader) for name, loader in self.loaders.items()}


def sample_rows(td, n: int):
    """``n`` rows of the task data drawn at random, the same rows for every seed and run, in file order.

    Not the first ``n``: the training files are ordered (the first 3,000 SST rows are 50% label 3 and
    0.7% label 0 against 27% and 13% in the whole file), so a prefix is a skewed subset."""
    if n >= len(td.first):
        return td
    keep = sorted(random.Random(f"max_train_rows:{n}").sample(range(len(td.first)), n))
    ex = td.examples

    def pick(seq):
        return seq[keep] if hasattr(seq, "shape") else [seq[i] for i in keep]

    cut = dataclasses.replace(ex, ids=pick(ex.ids), texts=pick(ex.texts), labels=pick(ex.labels), lines=pick(ex.lines))
    return TaskData(cut, pick(td.first), pick(td.second) if td.second is not None else None)
