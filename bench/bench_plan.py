"""``lm4gen plan``'s memory estimate against the peaks of real CPU pretraining runs.

    python bench/bench_plan.py [--cases tiny-z0-dp1,...] [--lock /tmp/cpu.lock] [--json reports/plan/bench_plan.json]
    python bench/bench_plan.py --compare reports/plan/bench_plan.json   # the table again, from the recorded peaks

Each case is a short pretraining run (``--steps`` optimizer steps, 2 by default) on the quickstart's English shards
(built under ``--work-dir`` when missing; their 2,000-piece vocabulary), with ``LM4GEN_MEMORY_TRACE=1``
(``lm4gen.core.memtrace``): every rank prints the peak resident memory of each phase of its first two steps
(forward, backward, optimizer step). One rank runs as a plain process, two under torchrun (gloo).

Method: the *measured* figure of a rank is its highest phase peak over the training steps minus the same figure of
an idle rank: a run of the same layout (ranks, tensor-parallel size, ZeRO stage) training a model of ~20K
parameters at micro-batch 1 x 8 tokens — the interpreter, torch, DeepSpeed's engine, gloo, megatron-core where
TP > 1, the loader. The *estimate* is ``lm4gen.pretrain.plan.estimate``'s training state plus the larger of its
activations and ZeRO-1's norm copy (its framework overhead left out: that is the idle rank). The error is
(estimate - measured) / measured, per case on the rank with the higher peak. ``--lock FILE`` runs each launch
under ``flock FILE`` (one lock per run, released between runs, so other jobs on the machine take turns).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time

from common import ROOT, table, write_result

from lm4gen.core.network import free_port
from lm4gen.data_prep.default import ensure_default_data
from lm4gen.pretrain.config import load_config
from lm4gen.pretrain.plan import Layout, estimate

MEMORY_LINE = re.compile(r"\[memory rank (\d+)\] (.+?): resident ([\d.]+) GiB, phase peak ([\d.]+) GiB")
TRAINING_PHASES = re.compile(r"^(forward|backward|step) \d+$")
IDLE = ["model.dim=8", "model.ffn_dim=8", "model.num_heads=2", "model.num_layers=1"]

# name -> (size, ranks, tensor, zero, micro-batch, block, activation checkpointing)
CASES = {
    "tiny-z0-dp1": ("tiny", 1, 1, 0, 64, 128, False),
    "tiny-z2-dp1": ("tiny", 1, 1, 2, 64, 128, False),
    "tiny-z0-dp2": ("tiny", 2, 1, 0, 32, 128, False),
    "tiny-z3-dp2": ("tiny", 2, 1, 3, 32, 128, False),
    "tiny-z1-tp2": ("tiny", 2, 2, 1, 32, 128, False),
    "small-z0-dp1": ("small", 1, 1, 0, 8, 128, False),
    "small-z1-dp2": ("small", 2, 1, 1, 8, 128, False),
    "small-z2-dp2": ("small", 2, 1, 2, 8, 128, False),
    "small-z3-dp2": ("small", 2, 1, 3, 8, 128, False),
    "small-z2-tp2": ("small", 2, 2, 2, 8, 128, False),
    "small-z1-tp2": ("small", 2, 2, 1, 8, 128, False),
    "small-z2-dp1-ckpt": ("small", 1, 1, 2, 16, 128, True),
    "causal-190m-z2-dp2": ("causal-190m", 2, 1, 2, 2, 64, False),
    "causal-190m-z1-tp2": ("causal-190m", 2, 2, 1, 2, 64, False),
    "causal-190m-z3-dp2": ("causal-190m", 2, 1, 3, 2, 64, False),
}


def case_sets(case: tuple, shards: str, tokenizer: str, idle: bool) -> list[str]:
    size, _, tensor, _, batch, block, ckpt = case
    sets = [f"model.size={size}", "model.kind=causal", f"data.train={shards}", f"data.tokenizer={tokenizer}",
            f"data.batch_size={1 if idle else batch}", f"data.block_size={8 if idle else block}",
            f"parallel.tensor={tensor}", f"train.activation_checkpointing={str(ckpt and not idle).lower()}",
            "train.eval_every=0", "train.save_every=0", "train.log_every=1", "data.num_workers=1"]
    return sets + (IDLE if idle else [])


def run_case(case: tuple, sets: list[str], work: str, steps: int, lock: str) -> dict:
    """One launch; each rank's phases {rank: {phase: peak GiB}} and the wall time."""
    ranks, zero = case[1], case[3]
    out = os.path.join(work, "run")
    shutil.rmtree(out, ignore_errors=True)
    launcher_vars = ("RANK", "WORLD_SIZE", "LOCAL_RANK", "MASTER_ADDR", "MASTER_PORT")
    env = {k: v for k, v in os.environ.items() if k not in launcher_vars}
    env["LM4GEN_MEMORY_TRACE"] = "1"
    launch = [sys.executable] if ranks == 1 else [os.path.join(os.path.dirname(sys.executable), "torchrun"),
                                                  "--nproc_per_node", str(ranks), "--master_port", str(free_port())]
    cmd = [*(["flock", lock] if lock else []), *launch, os.path.join(ROOT, "pretrain", "run.py"),
           "--ds_config", os.path.join(ROOT, "configs", f"zero{zero}.json"), "--max-steps", str(steps),
           "--output-dir", out, *[x for s in sets for x in ("--set", s)]]
    start = time.time()
    r = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if r.returncode:
        raise SystemExit(f"exit {r.returncode}: {' '.join(cmd)}\n{(r.stdout + r.stderr)[-3000:]}")
    phases: dict[str, dict[str, float]] = {}
    for rank, phase, _, peak in MEMORY_LINE.findall(r.stdout):
        phases.setdefault(rank, {})[phase] = float(peak)
    shutil.rmtree(out, ignore_errors=True)
    return {"phases": phases, "wall_s": round(time.time() - start, 1)}


def training_peak(phases: dict[str, float]) -> float:
    return max(v for k, v in phases.items() if TRAINING_PHASES.match(k))


def measure(names: list[str], work: str, steps: int, lock: str, shards: str, tokenizer: str) -> list[dict]:
    rows, idle_peaks = [], {}
    for name in names:
        case = CASES[name]
        layout = case[1:4]
        if layout not in idle_peaks:
            print(f"[plan-bench] idle rank, ranks={layout[0]} tp={layout[1]} ZeRO-{layout[2]} ...", flush=True)
            idle = run_case(case, case_sets(case, shards, tokenizer, True), work, steps, lock)
            idle_peaks[layout] = {rank: training_peak(p) for rank, p in idle["phases"].items()}
        print(f"[plan-bench] {name} ...", flush=True)
        got = run_case(case, case_sets(case, shards, tokenizer, False), work, steps, lock)
        rows.append({"case": name, "size": case[0], "ranks": case[1], "tensor": case[2], "zero": case[3],
                     "batch": case[4], "block": case[5], "checkpointing": case[6], "wall_s": got["wall_s"],
                     "peak_gib": {r: training_peak(p) for r, p in got["phases"].items()},
                     "idle_gib": idle_peaks[layout], "phases": got["phases"]})
        with open(os.path.join(work, "partial.json"), "w") as f:  # what is measured so far survives a failed case
            json.dump({"rows": rows}, f, indent=1)
    return rows


def compare(rows: list[dict], shards: str, tokenizer: str) -> list[dict]:
    """Each row with the estimate and the error (the measured figure: peak - idle, on the rank whose peak is higher)."""
    for row in rows:
        case = CASES.get(row["case"]) or (row["size"], row["ranks"], row["tensor"], row["zero"], row["batch"],
                                          row["block"], row["checkpointing"])
        cfg = load_config(None, case_sets(case, shards, tokenizer, False))
        ds = json.load(open(os.path.join(ROOT, "configs", f"zero{row['zero']}.json")))
        est = estimate(cfg, ds, Layout.cpu(row["ranks"]), vocab_size=2000)
        rank = max(row["peak_gib"], key=lambda r: row["peak_gib"][r])
        row["measured_gib"] = row["peak_gib"][rank] - row["idle_gib"][rank]
        row["estimate_gib"] = est.training_gib
        row["state_gib"], row["activations_gib"] = est.state_gib, est.activations_gib
        row["error_pct"] = 100 * (row["estimate_gib"] - row["measured_gib"]) / row["measured_gib"]
        each = {r: p - row["idle_gib"][r] for r, p in sorted(row["peak_gib"].items())}
        row["error_by_rank_pct"] = {r: round(100 * (est.training_gib - m) / m, 1) for r, m in each.items()}
        row["ranks_error"] = " / ".join(f"{e:+.1f}" for e in row["error_by_rank_pct"].values())
        row["rank_peak_gib"], row["rank_idle_gib"] = row["peak_gib"][rank], row["idle_gib"][rank]
    return rows


COLUMNS = [("case", "case", "s"), ("ranks", "ranks", "d"), ("tensor", "TP", "d"), ("zero", "ZeRO", "d"),
           ("batch", "micro-batch", "d"), ("block", "block", "d"), ("rank_peak_gib", "peak (GiB)", ".3f"),
           ("rank_idle_gib", "idle rank (GiB)", ".3f"), ("measured_gib", "measured (GiB)", ".3f"),
           ("state_gib", "est. state", ".3f"), ("activations_gib", "est. activations", ".3f"),
           ("estimate_gib", "estimate (GiB)", ".3f"), ("error_pct", "error %", "+.1f"),
           ("ranks_error", "error % rank 0 / 1", "s")]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--cases", default=",".join(CASES), help=f"comma-separated, of: {', '.join(CASES)}")
    p.add_argument("--steps", type=int, default=2)
    p.add_argument("--work-dir", default="/tmp/lm4gen-plan")
    p.add_argument("--lock", default="", help="run each launch under flock FILE")
    p.add_argument("--json", default=os.path.join("reports", "plan", "bench_plan.json"))
    p.add_argument("--compare", default="", help="recompute the table from this JSON's recorded peaks (no runs)")
    a = p.parse_args(argv)
    work = os.path.abspath(a.work_dir)
    qs = os.path.join(work, "quickstart")
    ensure_default_data(qs, lambda msg: print(f"[plan-bench] {msg}", flush=True))
    shards, tokenizer = os.path.join(qs, "shards", "mono.en"), os.path.join(qs, "bpe", "joint.model")
    if a.compare:
        rows = json.load(open(a.compare))["rows"]
    else:
        rows = measure(a.cases.split(","), work, a.steps, a.lock, shards, tokenizer)
    rows = compare(rows, shards, tokenizer)
    print(table(rows, COLUMNS))
    errors = [abs(r["error_pct"]) for r in rows]
    summary = {"steps": a.steps, "mean_abs_error_pct": sum(errors) / len(errors), "max_abs_error_pct": max(errors)}
    print(f"[plan-bench] mean |error| {summary['mean_abs_error_pct']:.1f}%, max {summary['max_abs_error_pct']:.1f}%")
    write_result(a.json, "bench_plan", sys.argv, rows, summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
