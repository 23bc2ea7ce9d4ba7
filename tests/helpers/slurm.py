"""Helpers of slurm tests shared by both tiers and other test modules."""
from __future__ import annotations

import os
import re
import sys

import pytest

from helpers.common import ROOT, launcher_free_env
FINAL_STATES = {"COMPLETED", "FAILED", "CANCELLED", "TIMEOUT", "NODE_FAIL", "OUT_OF_MEMORY", "BOOT_FAIL", "DEADLINE",
                "PREEMPTED"}
# small and fast: the tiny causal LM, 64-token blocks of 4, a learning rate that shows learning in 20 steps
TRAIN_ARGS = ("--set", "train.log_every=1", "--set", "data.block_size=64", "--set", "data.batch_size=4",
              "--set", "train.eval_every=0", "--set", "optim.lr=0.3", "--set", "optim.warmup_updates=5",
              "--set", "optim.period_updates=100")


def slurm_test(test):
    """A test that runs jobs on the real SLURM (markers ``slurm`` and ``slow``)."""
    return pytest.mark.slow(pytest.mark.slurm(test))


def job_env() -> dict:
    env = launcher_free_env()
    env.update(LM4GEN_ROOT=ROOT, LM4GEN_PYTHON=sys.executable)
    return env


def finished(state: dict[str, str]) -> bool:
    return state.get("JobState") in FINAL_STATES


def read(path) -> str:
    """A log's text so far ('' before Slurm creates it)."""
    try:
        with open(path, errors="replace") as f:
            return f.read()
    except FileNotFoundError:
        return ""


def progress_steps(log: str) -> list[int]:
    """Steps of rank 0's progress lines (srun --label prefixes them with '0: ')."""
    return [int(m) for m in re.findall(r"^0: step +(\d+) \| loss", log, re.M)]


def newest_complete(checkpoints: str) -> int | None:
    """The newest step whose checkpoint is published (has complete.json); None before the first.

    Periodic saves are written in the background and published a few steps after their step
    (core/checkpoint_writer.py), so a test that injects a fault "after a checkpoint" waits for this, not for a step."""
    try:
        names = os.listdir(checkpoints)
    except FileNotFoundError:
        return None
    steps = [int(d[4:]) for d in names if d.startswith("step") and os.path.exists(os.path.join(checkpoints, d,
                                                                                               "complete.json"))]
    return max(steps, default=None)


def tasks_exited_with(log: str, code: int) -> set[int]:
    """Tasks srun reports with this exit code ('task 1: Exited ...', 'tasks 0-1: Exited ...')."""
    tasks = set()
    for spec in re.findall(rf"srun: error: \S+: tasks? ([\d,-]+): Exited with exit code {code}$", log, re.M):
        for part in spec.split(","):
            lo, _, hi = part.partition("-")
            tasks.update(range(int(lo), int(hi or lo) + 1))
    return tasks
