"""The paper-size models take real steps on the CPU: TP=2 + ZeRO-3 on 2 gloo ranks, from the shipped configs.

    python bench/bench_fullsize.py [--models causal-190m,cloze-353m,mlm-base] [--steps 3]
                                   [--json reports/pretrain/bench_fullsize.json]

For each model: ``deepspeed --num_gpus 2 pretrain/run.py --config configs/pretrain/<model>.yaml
--ds_config configs/zero3.json --set parallel.tensor=2`` (``--zero``, ``--tensor`` choose others) for ``--steps``
optimizer steps on the quickstart's English shards (built under ``--work-dir`` when missing; their 2,000-piece
vocabulary, not the paper's 37K: the embeddings are smaller, see the parameter counts), with
the config's own block size, batch, break mode, optimizer and loader workers;
``--checkpointing`` names the models run with ``train.activation_checkpointing=true`` (default:
all — without it ``cloze-353m`` needs ~10 GB per rank, more than this 24 GiB machine holds for
two ranks). Then ``lm4gen export`` and ``lm4gen eval-lm`` on the export
(the export reloads in plain PyTorch, one process). Recorded per model: parameters, each step's
loss and time, the peak resident memory of each rank (``pretrain/run.py`` logs it at the end),
the export's size and its validation loss.
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
from lm4gen.launcher.quickstart import deepspeed_launcher


MEMORY_LINE = re.compile(r"\[memory rank (\d+)\] (.+?): resident ([\d.]+) GiB, phase peak ([\d.]+) GiB(.*)")


def memory_phases(output: str) -> dict[str, list[dict]]:
    """``LM4GEN_MEMORY_TRACE`` lines (core/memtrace.py) -> {rank: [{phase, resident_gib, peak_gib, held...}]}."""
    ranks: dict[str, list[dict]] = {}
    for rank, phase, resident, peak, held in MEMORY_LINE.findall(output):
        row = {"phase": phase, "resident_gib": float(resident), "peak_gib": float(peak)}
        row.update({k.strip().replace(" ", "_"): float(v) for k, v in re.findall(r", ([a-z ]+) ([\d.]+)", held)})
        ranks.setdefault(rank, []).append(row)
    return ranks


def run_model(name: str, shards: str, tokenizer: str, work: str, steps: int, checkpointing: bool,
              trace_memory: bool = False, zero: int = 3, tensor: int = 2) -> dict:
    out = os.path.join(work, name)
    shutil.rmtree(out, ignore_errors=True)
    env = {k: v for k, v in os.environ.items() if k not in ("RANK", "WORLD_SIZE", "LOCAL_RANK", "MASTER_ADDR",
                                                            "MASTER_PORT")}
    if trace_memory:
        env["LM4GEN_MEMORY_TRACE"] = "1"
    cmd = [*deepspeed_launcher(), "--num_gpus", "2", "--master_port", str(free_port()),
           os.path.join(ROOT, "pretrain", "run.py"),
           "--config", os.path.join(ROOT, "configs", "pretrain", f"{name}.yaml"),
           "--ds_config", os.path.join(ROOT, "configs", f"zero{zero}.json"), "--set", f"parallel.tensor={tensor}",
           "--set", f"data.train={shards}", "--set", f"data.tokenizer={tokenizer}", "--max-steps", str(steps),
           "--set", "train.log_every=1", "--set", "train.eval_every=0", "--set", "train.save_every=0",
           "--set", f"train.activation_checkpointing={'true' if checkpointing else 'false'}", "--output-dir", out]
    start = time.time()
    r = subprocess.run(cmd, env=env, capture_output=True, text=True)
    wall = time.time() - start
    if r.returncode:
        raise SystemExit(f"{name}: exit {r.returncode}\n{(r.stdout + r.stderr)[-4000:]}")
    records = [json.loads(line) for line in open(os.path.join(out, "metrics.jsonl"))]
    params = int(re.search(r"LM '[^']+' ([\d,]+) parameters", r.stdout).group(1).replace(",", ""))
    step_lines = re.findall(r"step\s+(\d+) \| loss ([\d.]+)", r.stdout)
    export = os.path.join(work, f"{name}.pt")
    t0 = time.time()
    subprocess.run([sys.executable, "-m", "lm4gen", "export", os.path.join(out, "checkpoints"), export], env=env,
                   check=True, capture_output=True, text=True)
    export_s = time.time() - t0
    t0 = time.time()
    result = os.path.join(work, f"{name}.eval.json")
    subprocess.run([sys.executable, "-m", "lm4gen", "eval-lm", export, shards, "--max-batches", "2", "--json", result],
                   env=env, check=True, capture_output=True, text=True)
    evaluated = json.load(open(result))
    row = {"model": name, "parameters": params, "activation_checkpointing": checkpointing, "zero_stage": zero,
           "tensor_parallel": tensor,
           "loader_start": os.environ.get("LM4GEN_LOADER_START", "auto"),
           "host_malloc": os.environ.get("LM4GEN_HOST_MALLOC", "keep"),
           "losses": [float(loss) for _, loss in step_lines], "wall_s": wall,
           "peak_rss_gib": next(r_["peak_rss_gib"] for r_ in records if "peak_rss_gib" in r_),
           "tokens_per_s": [r_["tokens_per_s"] for r_ in records if "tokens_per_s" in r_],
           "export_gb": os.path.getsize(export) / 1e9, "export_s": export_s, "eval_lm": evaluated,
           "eval_lm_s": time.time() - t0, **({"memory": memory_phases(r.stdout)} if trace_memory else {})}
    os.remove(export)
    shutil.rmtree(out, ignore_errors=True)
    return row


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--models", default="causal-190m,cloze-353m,mlm-base")
    p.add_argument("--checkpointing", default="causal-190m,cloze-353m,mlm-base",
                   help="models run with activation checkpointing (comma-separated; '' for none)")
    p.add_argument("--steps", type=int, default=3)
    p.add_argument("--work-dir", default="/tmp/lm4gen-fullsize")
    p.add_argument("--json", default=os.path.join("reports", "pretrain", "bench_fullsize.json"))
    p.add_argument("--zero", type=int, default=3, choices=(0, 1, 2, 3), help="configs/zero<N>.json")
    p.add_argument("--tensor", type=int, default=2, choices=(1, 2), help="parallel.tensor (2 ranks in all)")
    p.add_argument("--trace-memory", action="store_true",
                   help="LM4GEN_MEMORY_TRACE=1: each rank's resident memory and peak per phase (core/memtrace.py)")
    a = p.parse_args(argv)
    work = os.path.abspath(a.work_dir)
    qs = os.path.join(work, "quickstart")
    ensure_default_data(qs, lambda msg: print(f"[fullsize] {msg}", flush=True))
    shards, tokenizer = os.path.join(qs, "shards", "mono.en"), os.path.join(qs, "bpe", "joint.model")
    rows = []
    for name in a.models.split(","):
        print(f"[fullsize] {name} ...", flush=True)
        row = run_model(name, shards, tokenizer, work, a.steps, name in a.checkpointing.split(","), a.trace_memory,
                        a.zero, a.tensor)
        rows.append(row)
        for rank, phases in sorted(row.get("memory", {}).items()):
            print(f"[fullsize] {name} rank {rank} memory by phase:")
            print(table(phases, [("phase", "phase", "s"), ("resident_gib", "resident (GiB)", ".2f"),
                                 ("peak_gib", "phase peak (GiB)", ".2f")]))
        print(f"[fullsize] {name}: {row['parameters']:,} parameters, losses {row['losses']}, peak RSS per rank "
              f"{row['peak_rss_gib']} GiB, export {row['export_gb']:.2f} GB, eval_lm loss {row['eval_lm']['loss']:.4f}",
              flush=True)
    for r in rows:
        r["peak_rss_max_gib"] = max(r["peak_rss_gib"])
        r["loss_first"], r["loss_last"] = r["losses"][0], r["losses"][-1]
    print(table(rows, [("model", "model", "s"), ("parameters", "parameters", ",d"),
                       ("loss_first", "loss step 1", ".4f"),
                       ("loss_last", "loss last", ".4f"), ("peak_rss_max_gib", "peak RSS/rank (GiB)", ".2f"),
                       ("wall_s", "wall (s)", ".0f"), ("export_gb", "export (GB)", ".2f")]))
    write_result(a.json, "bench_fullsize", sys.argv, rows,
                 {"steps": a.steps, "tensor_parallel": a.tensor, "zero_stage": a.zero, "ranks": 2})
    return 0


if __name__ == "__main__":
    sys.exit(main())
