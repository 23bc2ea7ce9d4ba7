"""Helpers of pretrain tests shared by both tiers and other test modules."""
from __future__ import annotations

import json
import os
import subprocess
import sys


from helpers.common import ROOT, launcher_free_env as env, ranks_cmd
DEEPSPEED = os.path.join(os.path.dirname(sys.executable), "deepspeed")
RUN = os.path.join(ROOT, "pretrain", "run.py")


def launch(out, data, *extra, ranks=2, zero=2, steps=10, background=False, port=None, launcher="torchrun"):
    """pretrain/run.py under torchrun (or the deepspeed launcher: conftest.ranks_cmd) with ``ranks`` processes;
    ranks=0: one plain python process (no launcher's ~2-4 s of CPU around a world of one)."""
    launcher = ranks_cmd(ranks, launcher, port)
    cmd = [*launcher, RUN,
           "--ds_config", os.path.join(ROOT, "configs", f"zero{zero}.json"), "--max-steps", str(steps),
           "--output-dir", str(out), "--set", f"data.train={data['train']}", "--set",
           f"data.tokenizer={data['tokenizer']}",
           "--set", "train.log_every=1", "--set", "data.block_size=64", "--set", "data.batch_size=4",
           "--set", "optim.period_updates=100", "--set", "train.eval_every=0", *extra]
    if background:
        return subprocess.Popen(cmd, env=env(), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                start_new_session=True)
    r = subprocess.run(cmd, env=env(), capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-4000:]
    return r.stdout + r.stderr


def losses(out) -> dict[int, float]:
    with open(os.path.join(out, "metrics.jsonl")) as f:
        return {r["step"]: r["loss"] for r in map(json.loads, f) if "loss" in r}
