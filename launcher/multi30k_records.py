"""What a Multi30k grid record says about where and how its cell ran: the device, the code, the host, the speed."""

from __future__ import annotations

import json
import os
import statistics
import subprocess

from lm4gen.core.host import cpu_model, cpu_threads
from lm4gen.launcher.multi30k_steps import ROOT


def device_name() -> str:
    """What the runs train on: the first GPU's name, else ``cpu``."""
    import torch

    return torch.cuda.get_device_name(0) if torch.cuda.is_available() else "cpu"


# what a run writes into the checkout (the grid's records, READMEs and figures) and prose: a change there is not a
# change of the code a cell runs
NOT_CODE = ("reports", "docs")


def git_commit() -> str:
    """HEAD of the checkout, with ``+dirty`` when tracked files outside :data:`NOT_CODE` differ from it."""
    def git(*args):
        return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()

    try:
        changed = git("status", "--porcelain", "--untracked-files=no", "--", ".",
                      *(f":(exclude){d}" for d in NOT_CODE))
        return git("rev-parse", "HEAD") + ("+dirty" if changed else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def host_record(grid) -> dict:
    """The CPU model and each rank's intra-op threads: on the CPU a cell's numbers are bit-deterministic for one
    CPU model and thread count, not across them (the threads a rank takes: ``lm4gen.core.host.cpu_threads``)."""
    import torch

    omp = os.environ.get("OMP_NUM_THREADS", "")
    threads = int(omp) if omp.isdigit() else cpu_threads(grid.ranks) or torch.get_num_threads()
    return {"cpu": cpu_model(), "threads_per_rank": threads}


def train_tokens_per_s(out: str) -> float | None:
    """Median target tokens/s (all ranks) over the run's progress records."""
    rates = [r["tokens_per_s"] for r in map(json.loads, open(os.path.join(out, "metrics.jsonl"), encoding="utf-8"))
             if "tokens_per_s" in r]
    return round(statistics.median(rates), 1) if rates else None


def checkout_relative(value):
    """Paths inside the checkout, anywhere in a JSON-like value, relative to it."""
    if isinstance(value, str):
        return value.replace(ROOT + os.sep, "")
    if isinstance(value, dict):
        return {k: checkout_relative(v) for k, v in value.items()}
    if isinstance(value, list):
        return [checkout_relative(v) for v in value]
    return value
