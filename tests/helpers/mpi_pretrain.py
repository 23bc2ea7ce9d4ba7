"""Helpers of mpi_pretrain tests shared by both tiers and other test modules."""
from __future__ import annotations

import json
import os
import re


from helpers.common import ROOT


# the finetune runs of this file and tests/integration/test_slurm.py: the tiny baseline, a learning rate that shows
# learning in 20 steps
FINETUNE_ARGS = ("--config", os.path.join(ROOT, "configs", "finetune", "tiny.yaml"), "--set", "train.log_every=1",
                 "--set", "data.max_tokens=1024", "--set", "optim.lr=0.003", "--set", "optim.warmup_updates=10",
                 "--set", "data.allow_shard_reuse=true")


def logged_losses(out_dir) -> list[float]:
    with open(os.path.join(out_dir, "metrics.jsonl")) as f:
        return [r["loss"] for r in map(json.loads, f) if "loss" in r]


def check_two_rank_run(out: str, out_dir, steps: int, rank_prefix: str) -> None:
    """Rank 0 reported 2 ranks, rank 1 printed too, the loss fell, both ranks' state is in the last checkpoint."""
    assert "| world 2 = data 2 x tensor 1 |" in out, out[-3000:]
    assert re.search(rf"^{re.escape(rank_prefix.format(1))}", out, re.M), "rank 1 printed nothing"
    curve = logged_losses(out_dir)
    assert len(curve) == steps and sum(curve[-5:]) < 0.9 * sum(curve[:5]), curve
    ck = os.path.join(out_dir, "checkpoints", f"step{steps:08d}")
    for name in ("complete.json", "loader-dp00000.json", "loader-dp00001.json", "rng-rank00001.pt"):
        assert os.path.exists(os.path.join(ck, name)), sorted(os.listdir(ck))
