"""What a periodic checkpoint costs the training that waits for it: seconds blocked per save, host memory per rank,
bytes written.

    python bench/bench_checkpoint.py [--sizes causal-190m,cloze-353m] [--modes consolidated,sharded] [--ranks 2]
                                     [--saves 3] [--steps-between 4] [--json reports/checkpoint/bench_checkpoint.json]

Each (size, mode) is one ``torchrun --nproc-per-node RANKS`` job: gloo on the CPU, NCCL and one GPU per rank where
CUDA is (``bench/gpu_checks.sh``: one rank on a lent GPU), ZeRO-2 (``configs/zero2.json``: fp32 on the CPU, fp16
on a GPU), NAG as the paper's recipe, the size's own vocabulary (37K), random tokens (``--batch`` x
``--seq``). A worker trains ``--warmup`` + ``--baseline`` steps, then ``--saves`` checkpoints with
``--steps-between`` steps after each, through :class:`lm4gen.core.trainer.Checkpointer` as the loop calls it:

* ``consolidated``: what every save did before #48 item 5 and what the last save of a run still does: the full fp32
  model gathered on every rank, checked, written as ``model_fp32.pt`` beside DeepSpeed's files, every file hashed,
  ``complete.json`` published, all while training waits;
* ``sharded``: a periodic save: each rank checks its own shard (one all-reduced flag), copies it to host memory and
  hands it to its background writer (writes and sha256 off the critical path); the save's ``complete.json`` is
  published at the start of the next save (or at the end of the run), once every rank's writer is done.

Per save: ``blocked`` = the wall time of ``Checkpointer.save`` on rank 0 (for ``sharded`` it includes settling the
previous save); the first ``sharded`` save has no previous one, and the end of the run settles the last (reported as
``settle``). ``slowdown`` = the steps after a save minus the same number of baseline steps (the writer's CPU and disk
work beside training, on two cores shared by two ranks). Host memory (``extra``): what a save holds above the memory
before it, per rank: the peak resident memory (``VmHWM``, reset through ``/proc/self/clear_refs``) during the save
call minus the resident memory before it, or, if larger, the peak during the steps after it (while a ``sharded``
save's copy is being written) minus the baseline steps' peak. Bytes: the tag's files as its ``complete.json``
records them.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from common import ROOT, table, write_result

import torch

from lm4gen.core.checkpoint import COMPLETE
from lm4gen.core.engine import build_engine, load_ds_config, resolve_ds_config
from lm4gen.core.optim import build_optimizer, build_scheduler
from lm4gen.core.runtime import Runtime
from lm4gen.core.trainer import Checkpointer, TrainState
from lm4gen.models.lm import build_model, count_parameters, init_weights, model_config
from lm4gen.pretrain.objectives import LOSSES

MODES = ("consolidated", "sharded")


class _Position:
    """A loader's position (what rides in a checkpoint)."""

    def __init__(self):
        self.step = 0

    def state_dict(self) -> dict:
        return {"step": self.step}


def _rss_peak_reset() -> None:
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")


def _rss_gib(field: str = "VmHWM") -> float:
    """This process's peak (``VmHWM``, since the last reset) or current (``VmRSS``) resident memory."""
    with open("/proc/self/status") as f:
        kib = next(int(line.split()[1]) for line in f if line.startswith(f"{field}:"))
    return kib / (1 << 20)


def _steps(engine, objective, tokens, n: int, state: TrainState, position: _Position) -> float:
    begin = time.perf_counter()
    for _ in range(n):
        loss, _ = objective(engine, {"tokens": tokens})
        engine.backward(loss)
        engine.step()
        state.step += 1
        position.step += 1
    return time.perf_counter() - begin


def worker(a: argparse.Namespace) -> None:
    """One rank of a (size, mode) job: writes its measurements to ``a.result``.rank<R>.json."""
    runtime = Runtime.start(1, tag="bench")
    cfg = model_config(a.size)
    torch.manual_seed(0)
    model = build_model(cfg)
    init_weights(model, generator=torch.Generator().manual_seed(0))
    optimizer = build_optimizer(model.parameters(), "nag", 1.0, 0.99, 0.0, (0.9, 0.98), 1e-8)
    scheduler = build_scheduler(optimizer, 1.0, 100, 1e-7, 1000, 1e-4)
    ds = resolve_ds_config(load_ds_config(os.path.join(ROOT, "configs", "zero2.json")), a.batch, 1,
                           runtime.sizes.data, 0.1, False, lambda note: None)
    engine, _, _ = build_engine(model, optimizer, scheduler, ds, runtime.sizes)
    position, state = _Position(), TrainState()
    checkpointer = Checkpointer(engine, runtime, a.out, position, dataclasses.asdict(cfg), {}, keep_last=2,
                                log=lambda line: None, sharded_saves=True)
    objective = LOSSES[cfg.kind]
    tokens = torch.randint(4, cfg.vocab_size, (a.batch, a.seq + 1),
                           generator=torch.Generator().manual_seed(1)).to(runtime.device)
    _steps(engine, objective, tokens, a.warmup, state, position)
    _rss_peak_reset()
    baseline = _steps(engine, objective, tokens, a.steps_between, state, position)
    device = torch.cuda.get_device_name() if str(runtime.device).startswith("cuda") else "cpu"
    out = {"rank": runtime.rank, "device": device, "params": count_parameters(model), "baseline_s": baseline,
           "baseline_peak_gib": _rss_gib(), "saves": []}
    for _ in range(a.saves):
        _rss_peak_reset()
        before = _rss_gib("VmRSS")
        begin = time.perf_counter()
        path = checkpointer.save_periodic(state) if a.mode == "sharded" else checkpointer.save(state)
        blocked = time.perf_counter() - begin
        in_save = _rss_gib()
        _rss_peak_reset()
        after = _steps(engine, objective, tokens, a.steps_between, state, position)
        # what the save holds above the memory before it: during the call, and (sharded) while its copy is written
        extra = max(in_save - before, _rss_gib() - out["baseline_peak_gib"])
        out["saves"].append({"tag": path, "blocked_s": blocked, "steps_s": after, "extra_gib": extra,
                             "peak_gib": max(in_save, _rss_gib())})
    begin = time.perf_counter()
    checkpointer.settle()
    out["settle_s"] = time.perf_counter() - begin
    with open(f"{a.result}.rank{runtime.rank}.json", "w") as f:
        json.dump(out, f)
    runtime.stop()


def tag_bytes(path: str) -> int:
    with open(os.path.join(path, COMPLETE)) as f:
        return sum(v["size"] for v in json.load(f)["files"].values())


def run_job(a: argparse.Namespace, size: str, mode: str, work: str) -> dict:
    """One (size, mode) job under torchrun; its row."""
    out, result = os.path.join(work, f"{size}-{mode}"), os.path.join(work, f"{size}-{mode}")
    cmd = [sys.executable, "-m", "torch.distributed.run", "--nproc-per-node", str(a.ranks),
           "--master-port", str(a.port), os.path.abspath(__file__), "--worker", "--size", size, "--mode", mode,
           "--out", out, "--result", result,
           "--saves", str(a.saves), "--steps-between", str(a.steps_between), "--warmup", str(a.warmup),
           "--batch", str(a.batch), "--seq", str(a.seq)]
    env = {**os.environ, "OMP_NUM_THREADS": "1", "PYTHONPATH": ROOT}
    begin = time.time()
    code = subprocess.run(cmd, env=env, cwd=ROOT).returncode
    if code != 0:  # e.g. a rank killed by the kernel's OOM killer (-9): the row says so, the other jobs still run
        shutil.rmtree(out, ignore_errors=True)
        return {"size": size, "mode": mode, "error": f"the job failed (exit {code}; a rank out of memory?)"}
    return job_row(a, size, mode, out, result, begin)


def job_row(a: argparse.Namespace, size: str, mode: str, out: str, result: str, begin: float) -> dict:
    """A finished job's row, from its ranks' result files and its last tag."""
    ranks = [json.load(open(f"{result}.rank{r}.json")) for r in range(a.ranks)]
    zero = ranks[0]
    saves = zero["saves"]
    row = {"size": size, "mode": mode, "device": zero.get("device", "cpu"), "ranks": a.ranks,
           "params": zero["params"], "saves": len(saves),
           "blocked_s": statistics.mean(s["blocked_s"] for s in saves),
           "blocked_max_s": max(s["blocked_s"] for s in saves), "settle_s": zero["settle_s"],
           "step_s": zero["baseline_s"] / a.steps_between,
           "slowdown_s": statistics.mean(s["steps_s"] for s in saves) - zero["baseline_s"],
           "wall_s": time.time() - begin}
    for r, rank in enumerate(ranks):
        row[f"extra_gib_rank{r}"] = max(s["extra_gib"] for s in rank["saves"])
        row[f"peak_gib_rank{r}"] = max([s["peak_gib"] for s in rank["saves"]] + [rank["baseline_peak_gib"]])
    tags = sorted(t for t in os.listdir(out) if t.startswith("step"))
    row["bytes_per_save"] = tag_bytes(os.path.join(out, tags[-1]))
    row["per_save"] = [{k: round(v, 3) if isinstance(v, float) else v for k, v in s.items()} for s in saves]
    shutil.rmtree(out, ignore_errors=True)
    return row


COLUMNS = [("size", "size", ""), ("mode", "mode", ""), ("blocked_s", "blocked s/save (mean)", ".2f"),
           ("blocked_max_s", "max", ".2f"), ("settle_s", "settle at end s", ".2f"), ("step_s", "step s", ".2f"),
           ("slowdown_s", "steps after a save: +s", ".2f"), ("extra_gib_rank0", "extra GiB rank 0", ".2f"),
           ("extra_gib_rank1", "rank 1", ".2f"), ("peak_gib_rank0", "peak GiB rank 0", ".2f"),
           ("bytes_per_save", "bytes/save", ",")]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--sizes", default="causal-190m,cloze-353m")
    p.add_argument("--modes", default=",".join(MODES))
    p.add_argument("--saves", type=int, default=3)
    p.add_argument("--steps-between", type=int, default=4, help="training steps after each save")
    p.add_argument("--warmup", type=int, default=2)
    p.add_argument("--ranks", type=int, default=2, help="processes (one GPU each where CUDA is)")
    p.add_argument("--batch", type=int, default=1)
    p.add_argument("--seq", type=int, default=64)
    p.add_argument("--port", type=int, default=29731)
    p.add_argument("--work", default=None, help="where the checkpoints go (default: a temporary directory)")
    p.add_argument("--json", default=os.path.join(ROOT, "reports", "checkpoint", "bench_checkpoint.json"))
    p.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--size", help=argparse.SUPPRESS)
    p.add_argument("--mode", help=argparse.SUPPRESS)
    p.add_argument("--out", help=argparse.SUPPRESS)
    p.add_argument("--result", help=argparse.SUPPRESS)
    a = p.parse_args(argv)
    if a.worker:
        worker(a)
        return 0
    for mode in a.modes.split(","):
        if mode not in MODES:
            raise SystemExit(f"error: --modes: {mode!r} is not one of {', '.join(MODES)}")
    work = a.work or tempfile.mkdtemp(prefix="bench-checkpoint-")
    rows = []
    for size in a.sizes.split(","):
        for mode in a.modes.split(","):
            rows.append(run_job(a, size, mode, work))
            print(table(rows[-1:], COLUMNS), flush=True)
    by = {(r["size"], r["mode"]): r for r in rows if "error" not in r}
    summary = {size: by[size, "sharded"]["blocked_s"] / by[size, "consolidated"]["blocked_s"]
               for size in a.sizes.split(",") if (size, "sharded") in by and (size, "consolidated") in by}
    print(table(rows, COLUMNS))
    for row in rows:
        if "error" in row:
            print(f"{row['size']} {row['mode']}: {row['error']}")
    for size, ratio in summary.items():
        print(f"{size}: a periodic save blocks training {ratio:.1%} of the consolidated save's time")
    write_result(a.json, "bench_checkpoint", sys.argv, rows, {"blocked_ratio": summary})
    if not a.work:  # the per-rank result files are in the JSON now
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
