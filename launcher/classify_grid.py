"""The understanding-task grid (reports/classify/): encoders x integration x multitask mode, one command.

    lm4gen classify-grid run --lm-dir runs/lm-en [--cells mlm-ft,control-ft] [--set KEY=VALUE ...]
    lm4gen classify-grid table                     # reports/classify/results.json -> README table

``--lm-dir`` holds what the English LMs' recipe leaves (docs/understanding.md):
``bpe/en.model`` and the exports ``mlm.pt`` / ``cloze.pt``. Each cell is one
``lm4gen.classify.train`` run in ``<lm-dir>/classify/<cell>`` (resumed when interrupted, skipped
when its result is recorded); every cell shares the ``--set`` options (the same budget for
every cell), and its best validation record, command, wall time and commit go to
``reports/classify/results.json``; ``table`` writes the table of the report from it.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

from lm4gen.launcher.quickstart import set_options
from lm4gen.core.errors import leave, run
from lm4gen.core.files import InputError, write_json_atomic

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
REPORT = os.path.join(ROOT, "reports", "classify")

# cell -> (the encoder's export in --lm-dir, --set options of the cell)
CELLS: dict[str, tuple[str, tuple[str, ...]]] = {
    "control-frozen": ("mlm.pt", ("encoder.random_init=true", "encoder.frozen=true")),  # random features
    "control-ft": ("mlm.pt", ("encoder.random_init=true",)),  # the MLM's shape, random weights
    "mlm-frozen": ("mlm.pt", ("encoder.frozen=true",)),
    # the MLM was pretrained without NSP, so its [CLS] state was never a target: its mean state, frozen
    "mlm-frozen-mean": ("mlm.pt", ("encoder.frozen=true", "encoder.pooling=mean")),
    "mlm-ft": ("mlm.pt", ()),
    "mlm-ft-siamese": ("mlm.pt", ("encoder.pair_encoding=siamese",)),
    "mlm-ft-sum": ("mlm.pt", ("multitask.mode=sum",)),  # PCGrad's summed batches without the surgery
    "mlm-ft-pcgrad": ("mlm.pt", ("multitask.mode=pcgrad",)),
    "mlm-ft-smart": ("mlm.pt", ("smart.weight=1", "smart.mu=1")),
    "cloze-frozen": ("cloze.pt", ("encoder.frozen=true",)),
    "cloze-ft": ("cloze.pt", ()),
}
METRICS = ("valid_sst_accuracy", "valid_quora_accuracy", "valid_sts_pearson", "valid_score")


def _commit() -> str:
    r = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    return r.stdout.strip() or "unknown"


def _load(path: str) -> dict:
    if not os.path.exists(path):
        return {}
    with open(path) as f:
        return json.load(f)


def run_cell(name: str, a, results: dict) -> None:
    export, sets = CELLS[name]
    out = os.path.join(a.lm_dir, "classify", name)
    cmd = [sys.executable, "-m", "lm4gen", "classify", "--config", a.config, "--output-dir", out,
           "--set", f"data.tokenizer={os.path.join(a.lm_dir, 'bpe', 'en.model')}"]
    path = os.path.join(a.lm_dir, export)
    if not os.path.exists(path):
        raise InputError(f"{path}: the cell {name} needs this LM export (lm4gen export)")
    cmd += ["--set", f"encoder.lm={path}"]
    cmd += set_options((*sets, *a.set))
    print(f"[classify_grid] {name}: {' '.join(cmd)}", flush=True)
    start = time.time()
    subprocess.run(cmd, cwd=ROOT, check=True)
    with open(os.path.join(out, "metrics.jsonl")) as f:
        valid = [r for r in map(json.loads, f) if "valid_score" in r]
    best = max(valid, key=lambda r: r["valid_score"])
    results[name] = {"best": {k: best[k] for k in ("step", "epoch", *METRICS) if k in best},
                     "validations": len(valid), "command": cmd, "wall_seconds": round(time.time() - start, 1),
                     "commit": _commit()}


def control_of(name: str) -> str:
    """The cell a cell is compared with: the random-weight encoder trained the same way (frozen or not)."""
    return "control-frozen" if "frozen" in name else "control-ft"


def table(results: dict, controls: dict | None = None, controls_name: str = "") -> str:
    """The report's table; control cells absent from ``results`` come from ``controls`` (marked *): a control loads
    no LM weights, so one run of it serves every LM of the same shape and tokenizer trained with the same budget."""
    borrowed = {c: r for c, r in (controls or {}).items() if c.startswith("control-") and c not in results}
    lines = ["| cell | SST acc | Quora acc | STS Pearson | mean | mean - control | best epoch | wall |",
             "|---|---|---|---|---|---|---|---|"]
    for name in CELLS:
        record = results.get(name) or borrowed.get(name)
        if record:
            b = record["best"]
            control = results.get(control_of(name)) or borrowed.get(control_of(name))
            delta = f"{b['valid_score'] - control['best']['valid_score']:+.3f}" \
                if control and name != control_of(name) else ""
            wall = record.get("wall_seconds")
            lines.append(f"| {name}{'*' if name in borrowed else ''} | {b['valid_sst_accuracy']:.3f} | "
                         f"{b['valid_quora_accuracy']:.3f} | {b['valid_sts_pearson']:.3f} | {b['valid_score']:.3f} | "
                         f"{delta} | {b.get('epoch', '')} | " + (f"{wall / 60:.1f} min |" if wall else " |"))
    if borrowed:
        lines.append(f"\n\\* recorded in {controls_name}")
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="lm4gen classify-grid", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("command", choices=["run", "table"])
    p.add_argument("--lm-dir", default=os.path.join(ROOT, "runs", "lm-en"), help="bpe/en.model, mlm.pt, cloze.pt")
    p.add_argument("--cells", default=",".join(CELLS), help=f"comma-separated, of {', '.join(CELLS)}")
    p.add_argument("--config", default=os.path.join(ROOT, "configs", "classify", "bert-recipe.yaml"))
    p.add_argument("--set", action="append", default=[], help="lm4gen.classify.train --set for every cell (the budget)")
    p.add_argument("--results", default=os.path.join(REPORT, "results.json"))
    p.add_argument("--controls", help="a results file whose control cells the table uses where --results has none "
                                      "(an LM run beside the main grid: the controls load no LM weights)")
    a = p.parse_args(argv)
    results = _load(a.results)
    if a.controls and not os.path.exists(a.controls):
        p.error(f"--controls: {a.controls} does not exist")
    if a.command == "run":
        cells = [c.strip() for c in a.cells.split(",") if c.strip()]
        unknown = [c for c in cells if c not in CELLS]
        if unknown:
            p.error(f"--cells: unknown {unknown}; known: {', '.join(CELLS)}")
        for name in cells:
            if name in results:
                print(f"[classify_grid] {name}: recorded, skipped", flush=True)
                continue
            run_cell(name, a, results)
            os.makedirs(os.path.dirname(a.results), exist_ok=True)

            write_json_atomic(a.results, results)
    print(table(results, _load(a.controls) if a.controls else None, os.path.basename(a.controls or "")), end="")
    return 0


if __name__ == "__main__":
    leave(run(main))
