"""Helpers of finetune_train tests shared by both tiers and other test modules."""
from __future__ import annotations

import json
import os
import subprocess


from helpers.common import ROOT, launcher_free_env as env, ranks_cmd
TRAIN = os.path.join(ROOT, "finetune", "train.py")


def data_args(data: dict) -> list[str]:
    return ["--set", f"data.train={data['train']}", "--set", f"data.tokenizer={data['tokenizer']}"]


def train(out, data, *extra, ranks=2, steps=None, check=True, launcher="torchrun"):
    """Run finetune/train.py (torchrun, or the deepspeed launcher: conftest.ranks_cmd, with ``ranks`` processes;
    plain python for ranks=0)."""
    launcher = [*ranks_cmd(ranks, launcher), TRAIN]
    cmd = [*launcher, "--ds_config", os.path.join(ROOT, "configs", "zero2.json"), "--output-dir", str(out),
           *data_args(data), "--set", "train.log_every=1", "--set", "data.max_tokens=1024", "--set",
           "data.num_workers=1",
           "--set", "optim.lr=0.003", "--set", "optim.warmup_updates=10", "--set", "data.allow_shard_reuse=true",
           *(["--max-steps", str(steps)] if steps else []), *extra]
    r = subprocess.run(cmd, env=env(), capture_output=True, text=True, timeout=900)
    if check:
        assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-4000:]
    return r


def records(out) -> list[dict]:
    with open(os.path.join(out, "metrics.jsonl")) as f:
        return [json.loads(line) for line in f]


def validations(out) -> list[dict]:
    return [r for r in records(out) if "valid_loss" in r]
