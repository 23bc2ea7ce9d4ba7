"""The Multi30k experiments (the real-data gates), as one reproducible recipe.

    .venv/bin/lm4gen multi30k prep                # BPE, LM shards, bitext shards (minutes)
    .venv/bin/lm4gen multi30k lm --kind cloze     # the grid's cloze LM (m30k-cloze) on task2 English
    .venv/bin/lm4gen multi30k lm --kind causal    # the causal LM (m30k-causal) on the same text
    .venv/bin/lm4gen multi30k lm --kind causal --lang de   # ... on task2 German: what TGT-* read
    .venv/bin/lm4gen multi30k ft --name baseline  # seq2seq on task1 (29K pairs), test BLEU (<= 90 min)
    .venv/bin/lm4gen multi30k ft --name baseline-5k --pairs 5k
    .venv/bin/lm4gen multi30k ft --name src-elmo-shdemb-5k --pairs 5k --strategy src-elmo --shdemb
    .venv/bin/lm4gen multi30k grid --dry-run      # every strategy x 5K/10K/29K: launcher/multi30k_grid.py
    .venv/bin/lm4gen multi30k report              # its table and figures from the committed JSON
    .venv/bin/lm4gen multi30k grid --source-lm news --only src-elmo,5k   # SRC-ELMO with the news LM (cnndm)

Data: ``../shared/data/multi30k`` (``--data``), never copied into the repository.
Everything is written under ``runs/multi30k`` (``--work-dir``). Each stage prints the
command it runs (so this file doubles as the recipe's documentation) and skips work
that is already complete.

Recipe:

* one joint sentencepiece BPE (``--vocab-size``, default 10,000) over task1 train
  (English and German) and task2 (English and German, all five caption sets);
* LM shards: task2 English (145K sentences) for training, task1 ``val.en`` (1,014
  sentences of images the LM never sees) for validation;
* bitext shards: task1 train (29K pairs; and nested 5K and 10K subsamples, :data:`BITEXT`), ``val``
  for selection, ``test_2016_flickr`` for the reported score;
* the seq2seq models: ``configs/finetune/multi30k.yaml`` (3+3 blocks, d256), the
  best checkpoint by validation BLEU decodes the raw ``test_2016_flickr.en`` with beam 5;
  sacreBLEU (cased, detokenized, signature recorded) against the raw German references.
  Hypotheses, commands and scores go to ``reports/multi30k/`` (``--report-dir``);
* the LMs: ``m30k-cloze`` (d256, ffn 1024, 4 heads, 8 blocks per tower, 16.1M parameters) and
  ``m30k-causal`` (the same blocks, 12 of them, 12.2M): 1.17x and 0.89x the d256 3+3 baseline's 13.7M
  parameters, the paper's proportion (0.9-1.7x); sentences kept whole (``break_mode complete``), AdamW with
  warmup and a cosine decay, fp32, both CPU processes as 2 data-parallel ranks. The cloze LM uses
  ``combine_residual`` (see ``models/lm.py``: at small scale the original combination block learns slowly;
  part of the size). SRC-* read the English cloze LM (``lm/cloze.pt``), TGT-* the German causal LM
  (``lm/causal-de.pt``: ``lm --kind causal --lang de``, LM shards of task2 German); a missing one is one line
  with the command that makes it.

``ft`` and every cell of ``grid`` share one code path: :func:`train_command` (one rank: a plain process; more:
the deepspeed launcher), :func:`score_run` (decode, score). ``report`` reads only ``reports/multi30k/grid``.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import signal
import sys

from lm4gen.data_prep.default import run_step
from lm4gen.launcher import multi30k_grid as mg
from lm4gen.launcher import multi30k_pairs as mp
from lm4gen.launcher.multi30k_converge import Converge
from lm4gen.launcher.multi30k_jobs import run_grid
from lm4gen.launcher.multi30k_report import write_report
from lm4gen.launcher.multi30k_summary import grid_folders, write_summary
from lm4gen.launcher.multi30k_steps import BITEXT, DEFAULT_DATA, ROOT, ft, lm, log, prep

GRID_DIR = os.path.join(ROOT, "reports", "multi30k", "grid")


def grid_stage(a, argv: list[str]) -> None:
    """``grid``: list (``--dry-run``) or run the cells ``--only`` selects, then rewrite the report."""
    budgets = dict(mg.BUDGETS)
    for text in a.budget:
        try:
            size, budget = mg.Budget.parse(text)
        except ValueError as e:
            raise SystemExit(f"[multi30k] {e}") from None
        budgets[size] = budget
    try:
        values = tuple(float(v) for v in a.tune_values.split(",")) if a.tune_values else mg.TUNE_VALUES
    except ValueError:
        raise SystemExit(f"[multi30k] --tune-values: comma-separated numbers, got {a.tune_values!r}") from None
    if not values or not all(0 <= v < 1 for v in values):
        raise SystemExit(f"[multi30k] --tune-values: dropout values in [0, 1), got {a.tune_values!r}")
    try:
        rule = Converge.parse(a.converge_rule) if a.converge_rule else Converge()
    except ValueError as e:
        raise SystemExit(f"[multi30k] {e}") from None
    grid = mg.Grid(a.data, a.work_dir, os.path.abspath(a.grid_dir), a.ranks, budgets, values, tuple(a.set),
                   a.lm_cache, rule, a.pair, a.source_lm, os.path.abspath(a.news_dir))
    cells = mg.select(mg.all_cells(), a.only)
    if a.stage_numbers:
        chosen = {c.name for tokens in mg.stage_tokens(a.stage_numbers) for c in mg.select(mg.all_cells(), [tokens])}
        cells = [c for c in cells if c.name in chosen]
    if grid.variant != mp.DEFAULT_PAIR:  # no target LM / a source LM: only the strategies without a target LM
        mp.refuse_strategies(a.pair, [t for text in a.only for t in text.split(",") if t.strip() in mg.STRATEGIES],
                             a.source_lm)
        cells = [c for c in cells if c.strategy in mp.STRATEGIES_WITHOUT_TARGET_LM]
    if a.converge:  # the same cells under the early-stopping rule: records of their own (``-conv``)
        cells = [dataclasses.replace(c, converged=True) for c in cells]
    if a.jobs < 1 or (a.deadline is not None and a.deadline <= 0):
        raise SystemExit(f"[multi30k] --jobs must be >= 1 and --deadline > 0 seconds (got {a.jobs}, {a.deadline})")
    if a.dry_run:
        mg.dry_run(grid, cells)
        return
    # a SIGUSR1 to this process group (SLURM, the --deadline of a parent grid) is for the training process, which
    # checkpoints and exits; this process then reports it (run_step) instead of dying of the default action
    signal.signal(signal.SIGUSR1, lambda *_: None)
    if run_grid(grid, cells, argv, a.jobs, a.deadline) and not a.no_report:
        for path in write_report(grid.report_dir):
            log(f"wrote {path}")
        write_summary_of(a.grid_root)


def write_summary_of(grid_root: str | None) -> None:
    """The grids side by side (:mod:`lm4gen.launcher.multi30k_summary`) when the folders are in their layout."""
    for path in write_summary(grid_root) if grid_root else ():
        log(f"wrote {path}")


def parser() -> argparse.ArgumentParser:
    """``lm4gen multi30k``'s arguments: the stage, the data and the ``lm`` and ``ft`` options, then the grid's
    (:func:`add_grid_arguments`)."""
    p = argparse.ArgumentParser(prog="lm4gen multi30k", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("stage", choices=["prep", "lm", "ft", "grid", "report"])
    p.add_argument("--data", default=DEFAULT_DATA, help="the multi30k folder (task1/, task2/)")
    p.add_argument("--work-dir", default=os.path.join(ROOT, "runs", "multi30k"))
    p.add_argument("--vocab-size", type=int, default=10000, help="joint BPE vocabulary size")
    p.add_argument("--target-vocab-size", type=int, default=mp.TARGET_VOCAB,
                   help="prep --pair en-cs|en-fr: the target-side BPE's vocabulary size")
    p.add_argument("--workers", type=int, default=2, help="data_prep encoding processes")
    p.add_argument("--kind", choices=["cloze", "causal"], default="cloze", help="lm: which LM")
    p.add_argument("--lang", choices=["en", "de"], default="en",
                   help="lm: the language of its text (task2): the grid's TGT-* need --kind causal --lang de")
    p.add_argument("--steps", type=int, default=800, help="lm: optimizer updates")
    p.add_argument("--ranks", type=int, help="data-parallel processes (CPU processes or GPUs; default 2, grid 1: "
                                              "one rank with both cores trains the d256 model faster here)")
    p.add_argument("--name", default="baseline", help="ft: the system's name (run dir, report files)")
    p.add_argument("--pairs", choices=list(BITEXT), default="full",
                   help="ft: task1 train pairs (29K, or the nested 5K / 10K subsample)")
    p.add_argument("--strategy", default="baseline",
                   help="ft: baseline, src-elmo (cloze LM), tgt-elmo (causal LM), ...")
    p.add_argument("--shdemb", action="store_true", help="ft: tie decoder input and output embeddings")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="extra pretrain/run.py (lm) or finetune/train.py (ft, every grid cell) --set, after "
                        "the recipe's")
    p.add_argument("--overwrite", action="store_true",
                   help="ft: a new run may replace an earlier run's report files of the same --name")
    p.add_argument("--decode-only", action="store_true", help="ft: skip training, decode and score checkpoints/best")
    p.add_argument("--average", type=int, default=5, metavar="N",
                   help="ft: also decode the mean of the last N checkpoints and report it next to best (1: off)")
    p.add_argument("--report-dir", default=os.path.join(ROOT, "reports", "multi30k"), help="ft: hypotheses and scores")
    add_grid_arguments(p)
    return p


def add_grid_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``grid`` (and the ones ``report`` and ``prep`` share with it)."""
    p.add_argument("--grid-dir", default=GRID_DIR,
                   help="grid, report: the cells' JSON and hypotheses, the report and its figures")
    p.add_argument("--only", action="append", default=[], metavar="A,B,...",
                   help="grid: only these strategies / sizes (5k, 10k, 29k) / seeds (seed2); kinds combine with 'and'")
    p.add_argument("--dry-run", action="store_true",
                   help="grid: list the cells (done / partial / todo) and their commands")
    p.add_argument("--budget", action="append", default=[], metavar="SIZE=UPDATES/WARMUP/TOKENS",
                   help="grid: replace a size's budget (tokens per update over all ranks), e.g. 29k=6000/800/4096")
    p.add_argument("--stage", dest="stage_numbers", type=int, action="append", default=[], metavar="N",
                   help="grid: only stage N (1: 5k seed 1, 2: 10k, 3: 5k seed 2, 4: 29k); repeatable")
    p.add_argument("--jobs", type=int, default=1, metavar="N",
                   help="grid: run N cells at once (one process each, cores / N threads each; on one GPU "
                        "they share it)")
    p.add_argument("--deadline", type=float, metavar="SECONDS",
                   help="grid: start no cell not expected to end within SECONDS from now; at SECONDS stop the running "
                        "ones with a checkpoint (partial: a rerun resumes them); finished records stay")
    p.add_argument("--lm-cache", choices=["float32", "float16", "off"], default="float32",
                   help="grid: frozen-LM cells read the LM's states from a cache of this dtype (off: run the LM live)")
    p.add_argument("--no-report", action="store_true", help="grid: do not rewrite the report (a --jobs cell does not)")
    p.add_argument("--tune-values", metavar="V1,V2,...",
                   help="grid: the LM-representation dropout values tried at 5K seed 1 (default 0.1,0.2,0.3)")
    p.add_argument("--converge", action="store_true",
                   help="grid: train the selected cells until validation BLEU stops improving (--converge-rule), "
                        "not for the budget; records '<cell>-conv' beside the budgeted ones")
    p.add_argument("--converge-rule", metavar="PATIENCE/EVAL_EVERY/MAX_UPDATES",
                   help="grid --converge: stop after PATIENCE validations without a better validation BLEU, validating "
                        f"every EVAL_EVERY updates, at most MAX_UPDATES (default {Converge()})")
    p.add_argument("--pair", choices=mp.PAIRS,
                   help="prep, grid, report: the language pair (default en-de; en-cs, en-fr: a target-side BPE, "
                        "records in grid-PAIR/); report without --pair and --source-lm: every grid folder")
    p.add_argument("--source-lm", choices=mp.SOURCE_LMS,
                   help="prep, grid, report: SRC-*'s English cloze LM: the grid's (task2 captions, the default) "
                        "or news (the CNN/DailyMail recipe's, from --news-dir; the source side with its BPE, records "
                        "in grid-PAIR-news-lm/)")
    p.add_argument("--news-dir", default=mp.DEFAULT_NEWS_DIR,
                   help="--source-lm news: the work dir of `lm4gen cnndm` (bpe/news.model, lm/cloze.pt)")


def resolve_variant(a) -> tuple[str, bool]:
    """The grid variant the options name (``en-de``, ``en-cs``, ``en-de-news-lm``...) with its folder
    (``a.grid_dir``) and the layout's root (``a.grid_root``: the en-de folder; None for a --grid-dir of another
    variant, which is that variant's folder alone), and whether neither --pair nor --source-lm was given."""
    every = a.pair is None and a.source_lm is None
    a.pair, a.source_lm = a.pair or mp.DEFAULT_PAIR, a.source_lm or "captions"
    name = mp.variant(a.pair, a.source_lm)
    if name != mp.DEFAULT_PAIR and a.stage in ("lm", "ft"):
        option = f"--pair {a.pair}" if a.pair != mp.DEFAULT_PAIR else f"--source-lm {a.source_lm}"
        raise SystemExit(f"[multi30k] {option}: for prep, grid and report only (the grid's LMs are English and "
                         "German; a single system: `grid ... --only STRATEGY,SIZE,SEED`)")
    a.grid_root = os.path.abspath(a.grid_dir) if name == mp.DEFAULT_PAIR or a.grid_dir == GRID_DIR else None
    if name != mp.DEFAULT_PAIR and a.grid_dir == GRID_DIR:
        a.grid_dir = mp.grid_dir(GRID_DIR, name)
    return name, every


def report_stage(a, every: bool) -> None:
    """``report``: the named grid folder (every folder of the layout when no variant was named), then the summary;
    the committed records only: no data, no runs."""
    folders = list(grid_folders(a.grid_root).values()) if every else [os.path.abspath(a.grid_dir)]
    if not folders:
        raise SystemExit(f"[multi30k] report: no grid records under {a.grid_root}: run lm4gen multi30k grid first")
    for folder in folders:
        for path in write_report(folder):
            log(f"wrote {path}")
    write_summary_of(a.grid_root)


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    a = parser().parse_args(argv)
    a.work_dir = os.path.abspath(a.work_dir)
    name, every = resolve_variant(a)
    if a.stage == "report":
        report_stage(a, every)
        return 0
    a.ranks = a.ranks if a.ranks is not None else 1 if a.stage == "grid" else 2
    if a.ranks < 1:
        raise SystemExit(f"[multi30k] --ranks must be >= 1, got {a.ranks}")
    if not os.path.isdir(a.data):
        raise SystemExit(f"[multi30k] data folder not found: {a.data} (pass --data)")
    if a.stage == "grid" and a.dry_run:
        log("dry run: nothing is run (not the data stages either: `prep` makes the BPE and the shards)")
    else:
        prep(a)  # lm, ft and grid stand on the BPE and the shards; each prep step is skipped once complete
        if name != mp.DEFAULT_PAIR:
            mp.prep_pair(a.data, a.work_dir, a.pair, a.workers, a.target_vocab_size, run_step, log, a.source_lm,
                         os.path.abspath(a.news_dir))
    if a.stage == "grid":
        grid_stage(a, argv)
    elif a.stage != "prep":
        {"lm": lm, "ft": ft}[a.stage](a)
    return 0


if __name__ == "__main__":
    sys.exit(main())
