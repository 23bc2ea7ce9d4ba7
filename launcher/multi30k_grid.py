"""The Multi30k grid: every integration strategy at three bitext sizes (the paper's Table 1 and Figure 1).

    lm4gen multi30k grid --dry-run                 # every cell: done / partial / todo, and its commands
    lm4gen multi30k grid                           # run every cell not done (each resumable)
    lm4gen multi30k grid --only baseline,src-elmo,5k    # a subset: strategies, sizes, seeds (seed2)
    lm4gen multi30k report                         # the table and figures, from the committed JSON

Cells: :data:`STRATEGIES` (the paper's six systems, SHARED, and baseline+SHDEMB, which separates SHDEMB's own
share of SRC-ELMO+SHDEMB's gain) x :data:`SIZES` (nested subsets of task1 train: 5K within 10K within all 29K)
x :data:`SEEDS` (two at 5K): 32 cells. One cell = ``finetune/train.py`` on the recipe of ``lm4gen.launcher.multi30k ft``
(``configs/finetune/multi30k.yaml``), then its best checkpoint by validation BLEU decodes the raw
``test_2016_flickr`` with beam 5 and sacreBLEU scores it (detokenized, cased; the code path of ``ft``).

Protocol (as the paper's): within a size every hyper-parameter is the same for every strategy (:data:`BUDGETS`:
the same number of *updates*, warm-up and tokens per update; no early stopping, so no strategy stops sooner), the
seed aside, except the dropout on the LM representations (:data:`LM_DROPOUT`), which is tuned on ``val``:

* tuned once per LM strategy, at 5K with seed 1 (``TUNE_SIZE``/``TUNE_SEED``), over :data:`TUNE_VALUES`: one
  full 5K run per value, the value with the best validation BLEU wins (ties: the first listed), recorded in
  ``tune-<strategy>.json``; the winning run *is* that strategy's 5K seed-1 cell (its test score is the cell's),
  and the other cells of the strategy (5K seed 2, 10K, 29K) train with the chosen value. Cost, bounded by
  construction: (values - 1) x 5 LM strategies = 10 extra 5K runs with the default three values, 12,000
  updates of 1,024 tokens against the 32 cells' 67,200 updates / 101.6M tokens (+18% updates, +12% tokens;
  ``--dry-run`` prints the sums for what it lists). Not tuned per size: cheaper than a per-size search (stated
  in the report).
* which dropout: a frozen LM (``*-elmo``) gets ``elmo_weight_dropout`` (the dropout on the ELMo layer weights,
  SPEC §4), a trained one (``*-ft``) ``lm_dropout`` (on the LM output that replaces the embeddings), both
  ``Seq2SeqConfig`` fields (``model.<field>``).

Each cell writes ``<report-dir>/<cell>.json`` (atomically, when it is complete): the commands, the resolved run
config, the git commit, the seed, the budget, the rank count and device (on the CPU also its model and the threads
per rank: CPU numbers are bit-deterministic per CPU model and thread count), training time, updates, training target
tokens/s, every validation, the test BLEU with its signature, the hypotheses next to it. A rerun skips complete
cells and resumes partial ones (``--resume auto``). All cells of one grid run on one rank count and device: a run
with another ``--ranks`` or device than the recorded cells is refused. All cells and tunings of one side read one
LM: the records keep its export's sha256, and a cell whose LM differs (say, trained again in another session or on
another machine) is accepted when its card (:func:`lm4gen.launcher.multi30k.lm_card`) shows the same recipe and data and
a validation perplexity within 2% of the recorded one; the records keep both. The commit recorded is HEAD when the
cell started.

Stages (:data:`STAGES`, ``--stage N``), each sized for one session on the 2-core machine, most informative first:
1 every strategy at 5K seed 1, 2 at 10K, 3 at 5K seed 2, 4 at 29K. ``--jobs N`` runs N cells as N processes at
once (:func:`lm4gen.launcher.multi30k_jobs.run_concurrently`); ``--deadline`` bounds a whole call (a lent GPU's ten
minutes).

Frozen-LM cells (SRC-ELMO, TGT-ELMO, SRC-ELMO+SHDEMB) read their LM's layer states from the state cache
(``model.cache_lm_states``, :mod:`lm4gen.finetune.lm_cache`) in float32 by default (equal to the live LM to fp32
rounding;
``--lm-cache float16|off``), one cache per size under ``<work>/lm_cache/``: they train at about the baseline's speed.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field

from lm4gen.core.files import read_json, write_json_atomic
from lm4gen.launcher.multi30k_converge import SUFFIX as CONVERGED, Converge, outcome
from lm4gen.launcher.multi30k_pairs import (DEFAULT_NEWS_DIR, DEFAULT_PAIR, hypothesis_name, news_lm_export,
                                            shards_dir, source_tokenizer, target, target_tokenizer, variant)
from lm4gen.launcher.multi30k_records import git_commit, host_record, checkout_relative, train_tokens_per_s
from lm4gen.launcher.multi30k_steps import (BITEXT, PPL_TOLERANCE, Run, log, lm_command_line, read_card,
                                            recipe_changes, recipe_sha256, require_lm, score_run, shown,
                                            train_command)
from lm4gen.data_prep.default import run_step
from lm4gen.core.checkpoint import complete_tags
from lm4gen.launcher.multi30k_steps import card_path, lm_export, validations
from lm4gen.models.seq2seq import Integration

STRATEGIES = ("baseline", "baseline+shdemb", "shared", "src-elmo", "src-ft", "tgt-elmo", "tgt-ft", "src-elmo+shdemb")
SIZES = {"5k": "5k", "10k": "10k", "29k": "full"}  # grid size -> lm4gen.launcher.multi30k.BITEXT key
SEEDS = {"5k": (1, 2), "10k": (1,), "29k": (1,)}
CELL_FORMAT = "lm4gen-multi30k-grid-cell/1"
TUNING_FORMAT = "lm4gen-multi30k-grid-tuning/1"


@dataclass(frozen=True)
class Budget:
    """What every strategy of one size trains with (CPU time is the limit: the same number of updates for all)."""

    updates: int  # optimizer updates (train.max_steps; no early stopping)
    warmup: int  # linear warm-up updates of the inverse square root schedule (optim.warmup_updates)
    tokens: int  # padded tokens per update over all ranks (data.max_tokens = tokens / ranks)

    @classmethod
    def parse(cls, text: str) -> tuple[str, "Budget"]:
        """``5k=1200/300/1024`` -> ("5k", Budget(1200, 300, 1024)); ValueError saying what is wrong."""
        size, _, rest = text.partition("=")
        parts = rest.split("/")
        if size not in SIZES or len(parts) != 3 or not all(p.isdigit() and int(p) > 0 for p in parts[::2]) \
                or not parts[1].isdigit():
            raise ValueError(f"--budget {text!r}: expected SIZE=UPDATES/WARMUP/TOKENS with SIZE one of "
                             f"{', '.join(SIZES)}, e.g. 5k=1200/300/1024")
        return size, cls(*map(int, parts))


# 5K: 1,024 tokens per update is the published 5K runs' 2 x 512 (84 updates per epoch; 1,200 updates ~ their 14
# epochs); 10K: the same batch, ~12 epochs. 29K: 2,000 updates of 1,536 tokens (~316 per epoch, ~6 epochs, 3.1M
# tokens), so that its slowest cell ends within ~100 minutes on the 2-core CPU: SRC-FT trains at 748 tokens/s there
# (bench_strategies, 2 threads, nothing beside it; reports/multi30k/bench_strategies.grid-lms.json): 2,000 x 1,536 /
# 748 = 68 min, plus validations and decoding. Fewer updates for smaller sizes, as the paper.
BUDGETS = {"5k": Budget(1200, 300, 1024), "10k": Budget(2000, 400, 1024), "29k": Budget(2000, 400, 1536)}
LM_DROPOUT = {"frozen": "elmo_weight_dropout", "trained": "lm_dropout"}  # Integration.use -> Seq2SeqConfig field
TUNE_VALUES = (0.1, 0.2, 0.3)
TUNE_SIZE, TUNE_SEED = "5k", 1
MAX_EPOCHS = 1000  # an epoch limit that never binds: train.max_steps ends every run


@dataclass(frozen=True)
class Cell:
    """One strategy at one size with one seed."""

    strategy: str
    size: str
    seed: int
    converged: bool = False  # trained by the grid's early-stopping rule (multi30k_converge), not its budget

    @property
    def name(self) -> str:
        """File-name form: ``src-elmo-shdemb-5k-seed1`` (converged: ``...-seed1-conv``)."""
        return f"{slug(self.strategy)}-{self.size}-seed{self.seed}" + (CONVERGED if self.converged else "")

    @property
    def dropout_key(self) -> str | None:
        """The tuned LM-representation dropout field, or None (no LM)."""
        return LM_DROPOUT.get(Integration.parse(self.strategy).use)

    @property
    def tunes(self) -> bool:
        """This cell's runs tune the dropout (an LM strategy at the tuning size and seed)."""
        return self.dropout_key is not None and (self.size, self.seed) == (TUNE_SIZE, TUNE_SEED) and not self.converged


def slug(strategy: str) -> str:
    return strategy.replace("+", "-")


# The grid in session-sized stages, most informative first: every system trained once at 5K (the low-resource
# column, with the dropout tuning), then 10K, then the second 5K seed (the noise next to the gains), then 29K.
STAGES = {1: ("5k", 1), 2: ("10k", 1), 3: ("5k", 2), 4: ("29k", 1)}


def all_cells() -> list[Cell]:
    """Every cell, in running order: by stage (:data:`STAGES`), then strategy."""
    return [Cell(s, size, seed) for size, seed in STAGES.values() for s in STRATEGIES]


def stage_tokens(stages: list[int]) -> list[str]:
    """``--stage`` numbers as ``--only`` tokens (one token list per stage: each selects a size and a seed)."""
    unknown = [n for n in stages if n not in STAGES]
    if unknown:
        raise SystemExit(f"[multi30k] --stage: unknown {unknown[0]}; stages are "
                         + ", ".join(f"{n} ({size} seed {seed})" for n, (size, seed) in STAGES.items()))
    return [f"{STAGES[n][0]},seed{STAGES[n][1]}" for n in stages]


def select(cells: list[Cell], only: list[str]) -> list[Cell]:
    """The cells that ``--only`` tokens (comma-separated strategies, sizes and ``seedN``) admit: a cell must match
    one given value of each kind given."""
    tokens = [t.strip() for text in only for t in text.split(",") if t.strip()]
    seeds = sorted({f"seed{s}" for v in SEEDS.values() for s in v})
    wanted: dict[str, set] = {}
    for t in tokens:
        kind = "strategy" if t in STRATEGIES else "size" if t in SIZES else "seed" if t in seeds else None
        if kind is None:
            raise SystemExit(f"[multi30k] --only: unknown {t!r}; use strategies ({', '.join(STRATEGIES)}), sizes "
                             f"({', '.join(SIZES)}) or seeds ({', '.join(seeds)}), comma-separated")
        wanted.setdefault(kind, set()).add(t)
    return [c for c in cells if all(v in wanted.get(k, {v})
                                    for k, v in (("strategy", c.strategy), ("size", c.size),
                                                 ("seed", f"seed{c.seed}")))]


@dataclass
class Grid:
    """Where the grid reads and writes, and what every cell shares."""

    data: str  # the multi30k folder
    work_dir: str  # runs/multi30k: shards, LMs, run dirs under ft/grid/
    report_dir: str  # reports/multi30k/grid: one JSON per cell and per tuning, hypotheses, the report
    ranks: int
    budgets: dict  # size -> Budget
    tune_values: tuple = TUNE_VALUES
    extra_sets: tuple = ()  # --set for every cell (after the grid's own)
    lm_cache: str = "float32"  # frozen-LM cells read their LM's states from a cache of this dtype ("off": live LM)
    converge: Converge = field(default_factory=Converge)  # the rule of converged cells (Cell.converged)
    pair: str = DEFAULT_PAIR  # en-cs, en-fr: the target side's own BPE and shards (multi30k_pairs)
    source_lm: str = "captions"  # news: SRC-* read the CNN/DailyMail cloze LM, the source side its BPE
    news_dir: str = DEFAULT_NEWS_DIR  # the cnndm recipe's work dir (source_lm news)

    @property
    def variant(self) -> str:
        """The name of this grid's shards, runs and records (multi30k_pairs.variant): the pair, or ``...-news-lm``."""
        return variant(self.pair, self.source_lm)

    def budget(self, size: str) -> Budget:
        return self.budgets[size]

    def updates(self, cell: Cell) -> int:
        """The updates ``cell`` trains to at most: the budget's, or the converged rule's cap."""
        return self.converge.max_updates if cell.converged else self.budget(cell.size).updates

    def lm_cache_dir(self, cell: Cell) -> str:
        """``<work>/lm_cache/<size>-<the LM export's sha256, 12 digits>``: one state cache per size and LM (an LM
        built again in another session gets its own; the cache refuses states of another LM), prefixed by the
        variant's name for another pair or source LM (its own shards)."""
        path = lm_path(self, cell.strategy)
        card = card_path(path) if path else ""
        sha = read_json(card, "LM card").get("sha256", "")[:12] if card and os.path.exists(card) else "unknown"
        prefix = "" if self.variant == DEFAULT_PAIR else f"{self.variant}-"
        return os.path.join(self.work_dir, "lm_cache", f"{prefix}{cell.size}-{sha}")

    def cell_json(self, cell: Cell) -> str:
        return os.path.join(self.report_dir, f"{cell.name}.json")

    def tuning_json(self, strategy: str) -> str:
        return os.path.join(self.report_dir, f"tune-{slug(strategy)}.json")

    def run(self, cell: Cell, dropout: float | str | None) -> Run:
        """The fine-tuning run of ``cell`` with the LM-representation dropout ``dropout`` (None: no LM; a string:
        a placeholder for a listing)."""
        b = self.budget(cell.size)
        sets = [f"train.seed={cell.seed}", f"train.max_steps={b.updates}", f"train.max_epochs={MAX_EPOCHS}",
                f"optim.warmup_updates={b.warmup}", f"data.max_tokens={b.tokens // self.ranks}", "train.patience=0",
                "train.keep_last=2"] + (self.converge.sets() if cell.converged else [])
        suffix = ""
        if dropout is not None:
            sets.append(f"model.{cell.dropout_key}={dropout}")
            suffix = f"-{cell.dropout_key}{dropout}"
        if self.variant != DEFAULT_PAIR:  # the variant's shards (each side its tokenizer) and its target tokenizer
            name = BITEXT[SIZES[cell.size]][0]
            sets += [f"data.train={shards_dir(self.work_dir, self.variant, name)}",
                     f"data.tokenizer={target_tokenizer(self.work_dir, self.pair)}"]
        if cell.dropout_key == LM_DROPOUT["frozen"] and self.lm_cache != "off":
            # a frozen LM's states computed once per sentence (finetune/lm_cache.py), shared by the cells of one size
            # (the cache is keyed by the LM export and the shards: src-elmo and src-elmo+shdemb read one)
            sets += ["model.cache_lm_states=true", f"model.lm_cache_dtype={self.lm_cache}",
                     f"model.lm_cache_dir={self.lm_cache_dir(cell)}"]
        grid = "grid" if self.variant == DEFAULT_PAIR else f"grid-{self.variant}"
        out = os.path.join(self.work_dir, "ft", grid, cell.name + suffix)
        return Run(cell.name, out, SIZES[cell.size], cell.strategy, sets + list(self.extra_sets), self.ranks)


# ----------------------------------------------------------------------------
# status


def trained_updates(out: str) -> int:
    """Updates of the latest complete checkpoint of a run directory (0: none)."""
    tags = complete_tags(os.path.join(out, "checkpoints"))
    return tags[-1][0] if tags else 0


def tuned_value(grid: Grid, strategy: str) -> float | None:
    """The dropout chosen for ``strategy`` (its tuning JSON), or None when not tuned yet."""
    path = grid.tuning_json(strategy)
    return read_json(path, "tuning record")["choice"] if os.path.exists(path) else None


def planned_runs(grid: Grid, cell: Cell) -> list[Run]:
    """The runs ``cell`` needs: one per tuning value where it tunes, one with the chosen value (or, not chosen
    yet, with ``None`` standing for it: ``[]``) for its other LM cells, one for a strategy without an LM."""
    if cell.dropout_key is None:
        return [grid.run(cell, None)]
    if cell.tunes:
        return [grid.run(cell, v) for v in grid.tune_values]
    value = tuned_value(grid, cell.strategy)
    return [grid.run(cell, value)] if value is not None else []


def status(grid: Grid, cell: Cell) -> str:
    """done (its JSON is there), partial (a run has checkpoints) or todo; LM cells whose dropout is not tuned yet
    say so."""
    if os.path.exists(grid.cell_json(cell)):
        return "done"
    runs = planned_runs(grid, cell)
    if any(trained_updates(r.out) for r in runs):
        return "partial"
    if not runs:
        return f"todo (after tuning {cell.dropout_key} at {TUNE_SIZE} seed {TUNE_SEED})"
    return "todo"








def check_one_setup(grid: Grid, device: str) -> None:
    """Refuse to add cells trained on another rank count or device than the recorded ones."""
    for name in sorted(os.listdir(grid.report_dir)) if os.path.isdir(grid.report_dir) else []:
        if not name.endswith(".json") or name.startswith("tune-"):
            continue
        path = os.path.join(grid.report_dir, name)
        record = read_json(path, "grid cell record")
        if (record.get("ranks"), record.get("device")) != (grid.ranks, device):
            raise SystemExit(f"[multi30k] {path} was trained with {record.get('ranks')} rank(s) on "
                             f"{record.get('device')}; this run has {grid.ranks} on {device}: one grid runs on one "
                             f"setup (pass --ranks {record.get('ranks')} on that device, or start a new grid in "
                             "another --grid-dir)")


def check_lms(grid: Grid, cells: list[Cell]) -> None:
    """Every LM the cells still to run need is there with its card, and is of the recipe the recorded cells and
    tunings of its side read: the same bytes, or an LM built again (another session, another machine) with the same
    recipe and data whose validation perplexity is within :data:`PPL_TOLERANCE` of theirs (accepted, and said);
    else one line naming the export and what differs (missing: the command that makes it)."""
    recorded = recorded_lms(grid)
    checked: set[str] = set()
    for cell in cells:
        if os.path.exists(grid.cell_json(cell)):
            continue
        try:
            path = grid_lm(grid, cell.strategy)
        except SystemExit as e:
            raise SystemExit(f"{e} (or select the cells without it: --only)") from None
        side = Integration.parse(cell.strategy).side
        if path is None or side in checked:
            continue
        checked.add(side)
        card = read_card(path)
        if side in recorded:
            same_lm(path, card, *recorded[side], grid=grid)


def same_lm(path: str, card: dict, lm: dict, where: str, grid: Grid | None = None) -> None:
    """Accept ``card`` (of the export at ``path``) as the LM a record (``where``) read, whose ``lm`` entry it
    was; else SystemExit naming what differs. Recipes whose sha256 differ are the same recipe when the recorded
    one is kept in the grid (:func:`keep_recipe`) and differs only by config fields added since, at their
    defaults (:func:`lm4gen.launcher.multi30k_steps.recipe_changes`)."""
    if card["sha256"] == lm.get("sha256"):
        return
    if "recipe_sha256" not in lm:  # a record from before the cards: only the same bytes are the same LM
        raise SystemExit(f"[multi30k] {path} has sha256 {card['sha256'][:16]}…, but {where} read an LM with "
                         f"{lm.get('sha256', '?')[:16]}…: one grid reads one LM per side (put that export back, or "
                         "start a new grid in another --grid-dir)")
    if card["recipe_sha256"] != lm["recipe_sha256"]:
        recorded = kept_recipe(grid, lm["recipe_sha256"]) if grid is not None else None
        changes = (recipe_changes(recorded, card["recipe"]) if recorded is not None
                   else ["its resolved command (no kept recipe to compare field by field)"])
        if changes:
            raise SystemExit(f"[multi30k] {path} was built with another recipe than the LM {where} read ("
                             + ", ".join(changes[:4]) + (", ..." if len(changes) > 4 else "") + " differ): one grid "
                             "reads one LM recipe per side (rebuild it with the grid's `lm` command, or start a new "
                             "grid in another --grid-dir)")
        log(f"{path}: its recipe differs from the one {where} read only by config fields added since, at their "
            "defaults: the same recipe")
    if card["data_sha256"] != lm["data_sha256"]:
        raise SystemExit(f"[multi30k] {path} was built with another data than the LM {where} read: one grid "
                         "reads one LM recipe per side (rebuild it with the grid's `lm` command, or start a new "
                         "grid in another --grid-dir)")
    diff = abs(card["valid_ppl"] - lm["valid_ppl"]) / lm["valid_ppl"]
    if diff > PPL_TOLERANCE:
        raise SystemExit(f"[multi30k] {path}: validation perplexity {card['valid_ppl']:.3f}, but the LM of the same "
                         f"recipe that {where} read had {lm['valid_ppl']:.3f} ({diff:.1%} apart, more than "
                         f"{PPL_TOLERANCE:.0%}): two builds of one recipe must agree; find out why before mixing them")
    log(f"{path}: an LM of the same recipe and data as the one {where} read, built again (sha256 "
        f"{card['sha256'][:12]}… vs {lm['sha256'][:12]}…; valid ppl {card['valid_ppl']:.3f} vs {lm['valid_ppl']:.3f}, "
        f"{diff:.2%} apart; LM code commit {card['code_commit'][:12]} vs {lm.get('code_commit', '?')[:12]}): "
        "accepted, and recorded in every cell")


def recorded_lms(grid: Grid) -> dict[str, tuple[dict, str]]:
    """side -> (the ``lm`` entry of the first record that read an LM of that side, that record's file name), from
    the grid's cell and tuning records (a grid may run over several sessions or machines)."""
    found: dict[str, tuple[dict, str]] = {}
    for name in sorted(os.listdir(grid.report_dir)) if os.path.isdir(grid.report_dir) else []:
        if name.endswith(".json"):
            record = read_json(os.path.join(grid.report_dir, name), "grid record")
            if (record.get("lm") or {}).get("sha256") and record.get("strategy"):
                found.setdefault(Integration.parse(record["strategy"]).side, (record["lm"], name))
    return found


RECIPES = "lm-recipes"  # <grid-dir>/lm-recipes/<recipe sha256>.json: the LM recipes the records name by sha256


def recipe_file(grid: Grid, sha: str) -> str:
    return os.path.join(grid.report_dir, RECIPES, f"{sha}.json")


def keep_recipe(grid: Grid, recipe: dict) -> None:
    """Keep the recipe a record names by its sha256 next to the records (once), so that an LM built again later
    can be compared field by field (:func:`same_lm`), not only by hash."""
    path = recipe_file(grid, recipe_sha256(recipe))
    if not os.path.exists(path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        write_json_atomic(path, recipe)


def kept_recipe(grid: Grid, sha: str) -> dict | None:
    """The recipe kept under ``sha`` (checked to hash to it), or None."""
    path = recipe_file(grid, sha)
    if not os.path.exists(path):
        return None
    recipe = read_json(path, "LM recipe")
    if recipe_sha256(recipe) != sha:
        raise SystemExit(f"[multi30k] {path}: its content does not hash to its name (edited?): restore it from git")
    return recipe


def lm_record(grid: Grid, strategy: str) -> dict | None:
    """What a record says of the LM ``strategy`` read (None: no LM): its path in the work dir, sha256 (and its
    weights' alone), validation perplexity, the sha256 of its recipe and data and the commit of its code (from its
    card, :func:`read_card`)."""
    lm = grid_lm(grid, strategy)
    if lm is None:
        return None
    card = read_card(lm)
    keep_recipe(grid, card["recipe"])
    return {"path": os.path.relpath(lm, grid.work_dir), "sha256": card["sha256"], "valid_ppl": card["valid_ppl"],
            "valid_ppl_step": card["valid_ppl_step"], "parameters": card["parameters"],
            "recipe_sha256": card["recipe_sha256"], "data_sha256": card["data_sha256"],
            "code_commit": card["code_commit"],
            **({"weights_sha256": card["weights_sha256"]} if "weights_sha256" in card else {})}  # (cards since 4780704)


# ----------------------------------------------------------------------------
# running


def train(grid: Grid, run: Run, updates: int) -> list[str]:
    """Train ``run`` to ``updates`` unless it is there (a partial run resumes); its command."""
    cmd = train_command(run, grid.work_dir, grid_lm(grid, run.strategy))
    if trained_updates(run.out) >= updates:
        log(f"skip (trained: {run.out}): {shown(cmd)}")
    else:
        run_step(cmd, None, log)
    return cmd


def best_valid_bleu(out: str) -> float:
    scores = [r["valid_bleu"] for r in validations(out)]
    if not scores:
        raise SystemExit(f"[multi30k] {out}/metrics.jsonl has no validation BLEU (is eval.bleu off?)")
    return max(scores)


def best_tuning_value(candidates: list[dict]) -> float:
    """The tuning rule: the value whose run reached the best validation BLEU; of equals, the first listed."""
    return max(candidates, key=lambda c: c["best_valid_bleu"])["value"]  # max keeps the first of equals


def tune(grid: Grid, cell: Cell) -> float:
    """Train one run per tuning value (each resumable), choose by best validation BLEU, record; the choice."""
    done = tuned_value(grid, cell.strategy)
    if done is not None:
        return done
    candidates = []
    for value in grid.tune_values:
        run = grid.run(cell, value)
        cmd = train(grid, run, grid.budget(cell.size).updates)
        candidates.append({"value": value, "best_valid_bleu": best_valid_bleu(run.out),
                           "updates": trained_updates(run.out), "run_dir": os.path.relpath(run.out, grid.work_dir),
                           "command": shown(cmd)})
    choice = best_tuning_value(candidates)
    write_json_atomic(grid.tuning_json(cell.strategy), {
        "format": TUNING_FORMAT, "strategy": cell.strategy, "key": f"model.{cell.dropout_key}",
        "size": cell.size, "seed": cell.seed, "values": list(grid.tune_values), "candidates": candidates,
        "lm": lm_record(grid, cell.strategy),
        "choice": choice, "rule": "best validation BLEU (greedy, val) at the end of any validation; ties: first value",
        "cost_updates": sum(c["updates"] for c in candidates)})
    log(f"tuned {cell.strategy}: {cell.dropout_key}={choice} ("
        + ", ".join(f"{c['value']}: valid BLEU {c['best_valid_bleu']:.2f}" for c in candidates) + ")")
    return choice






def train_pairs(grid: Grid, size: str) -> int | None:
    """Training pairs in the size's shards (after the filters and the subsample)."""
    shards = shards_dir(grid.work_dir, grid.variant, BITEXT[SIZES[size]][0])
    manifest = read_json(os.path.join(shards, "manifest.json"), "manifest")
    return manifest.get("splits", {}).get("train", {}).get("samples")


def run_cell(grid: Grid, cell: Cell, device: str, grid_command: str) -> dict:
    """Train (tuning where the cell tunes), decode, score and record one cell; its record."""
    start, commit = time.time(), git_commit()  # the code this invocation runs (later commits do not relabel it)
    dropout = tune(grid, cell) if cell.tunes else tuned_value(grid, cell.strategy) if cell.dropout_key else None
    if cell.dropout_key and dropout is None:
        raise SystemExit(f"[multi30k] {cell.name}: {cell.dropout_key} is not tuned yet (the {cell.strategy} cell at "
                         f"{TUNE_SIZE} seed {TUNE_SEED} tunes it): run it first, e.g. "
                         f"`lm4gen multi30k grid --only {cell.strategy},{TUNE_SIZE},seed{TUNE_SEED}`")
    run = grid.run(cell, dropout)
    cmd = train(grid, run, grid.updates(cell))
    converged = outcome(run.out, grid.converge, trained_updates(run.out)) if cell.converged else None
    if converged and converged["stopped_by"] == "running":
        raise SystemExit(f"[multi30k] {cell.name}: {run.out} stopped before its rule did (no record): rerun to resume")
    decode_start = time.time()
    source = source_tokenizer(grid.work_dir, grid.source_lm, grid.news_dir)  # the source side: its LM's BPE
    scores = score_run(run, grid.data, grid.work_dir, grid.report_dir, tgt=target(grid.pair),
                       src_tokenizer=None if grid.variant == DEFAULT_PAIR else source)
    b = grid.budget(cell.size)
    config = read_json(os.path.join(run.out, "config.json"), "run config")
    record = {
        "format": CELL_FORMAT, "name": cell.name, "strategy": cell.strategy, "size": cell.size, "seed": cell.seed,
        "pairs": SIZES[cell.size], "train_pairs": train_pairs(grid, cell.size),
        "budget": {"updates": b.updates, "warmup_updates": b.warmup, "tokens_per_update": b.tokens,
                   "max_tokens_per_rank": b.tokens // grid.ranks},
        "lm_dropout": None if dropout is None else {"key": f"model.{cell.dropout_key}", "value": dropout,
                                                    "tuned_in": os.path.basename(grid.tuning_json(cell.strategy))},
        "lm": lm_record(grid, cell.strategy), "ranks": grid.ranks, "device": device, "host": host_record(grid),
        "git_commit": commit, **({"converged": converged} if cell.converged else {}),
        "updates": trained_updates(run.out), "train_tokens_per_s": train_tokens_per_s(run.out),
        **{k: v for k, v in scores.items() if k != "decode_commands"},
        "decode_seconds": round(time.time() - decode_start, 1),
        "this_invocation_seconds": round(time.time() - start, 1),
        "commands": {"grid": grid_command, "train": shown(cmd), "decode": scores["decode_commands"]},
        "config": checkout_relative({"run": config["run"], "world_size": config["world_size"]}),
        **({} if grid.variant == DEFAULT_PAIR else {"pair": grid.pair, "tokenizers": {
            "source": os.path.relpath(source, grid.work_dir),
            "target": os.path.relpath(target_tokenizer(grid.work_dir, grid.pair), grid.work_dir)}}),
        **({"source_lm": grid.source_lm} if grid.source_lm != "captions" else {}),
        "hypotheses": hypothesis_name(cell.name, grid.pair)}

    write_json_atomic(grid.cell_json(cell), record)
    log(f"{cell.name}: test BLEU {record['test_bleu']:.2f} after {record['updates']:,} updates "
        f"({record['train_seconds']} s training); {grid.cell_json(cell)}")
    return record


def dry_run(grid: Grid, cells: list[Cell]) -> None:
    """List the cells with their status and the commands each would run."""
    log(f"grid: {len(cells)} cell(s), {grid.ranks} rank(s); budgets (updates / warm-up / tokens per update): "
        + ", ".join(f"{s} {b.updates}/{b.warmup}/{b.tokens}" for s, b in grid.budgets.items()))
    for cell in cells:
        word, _, note = status(grid, cell).partition(" ")
        print(f"{word:<8} {cell.name}{' ' + note if note else ''}", flush=True)
        runs = planned_runs(grid, cell) or [grid.run(cell, "<tuned>")]  # the value is not chosen yet: a placeholder
        for run in runs:
            print(f"    $ {shown(train_command(run, grid.work_dir, lm_path(grid, run.strategy)))}")
    log(cost_line(grid, cells))
    missing = sorted({lm_command_line(side, grid.data, grid.work_dir) for side in lm_sides_missing(grid, cells)})
    if grid.source_lm == "news" and not os.path.exists(news_lm_export(grid.news_dir)):
        missing.append(news_lm_command(grid))
    for line in missing:
        log(f"an LM these cells need is missing; make it with `{line}`")


def cost_line(grid: Grid, cells: list[Cell]) -> str:
    """What the listed cells cost in training runs, updates and padded tokens, the tuning runs apart."""
    def runs(cell: Cell) -> int:
        return len(grid.tune_values) if cell.tunes else 1

    todo = [c for c in cells if not os.path.exists(grid.cell_json(c))]
    updates = sum(runs(c) * grid.updates(c) for c in cells)
    tokens = sum(runs(c) * grid.updates(c) * grid.budget(c.size).tokens for c in cells)
    tuning = sum((runs(c) - 1) * grid.updates(c) for c in cells)
    most = " at most" if any(c.converged for c in cells) else ""  # a converged cell stops when it stops improving
    return (f"cost of the {len(cells)} listed cell(s): {sum(map(runs, cells))} training runs,{most} {updates:,} "
            f"updates, {tokens / 1e6:,.1f}M padded tokens (of which the dropout tuning's extra runs: {tuning:,} "
            f"updates); {len(todo)} cell(s) not done")


def lm_path(grid: Grid, strategy: str, source_lm: str | None = None) -> str | None:
    """The LM export ``strategy`` reads (there or not), None for none; the source side's is the news LM's with
    ``source_lm`` (default: the grid's) news."""
    integration = Integration.parse(strategy)
    if not integration.lm_field:
        return None
    if integration.side == "source" and (source_lm or grid.source_lm) == "news":
        return news_lm_export(grid.news_dir)
    return lm_export(grid.work_dir, integration.side)


def grid_lm(grid: Grid, strategy: str) -> str | None:
    """:func:`lm_path`, there (None: no LM); a missing one is one line with the command that makes it."""
    lm = lm_path(grid, strategy)
    if lm is None or lm == lm_path(grid, strategy, "captions"):
        return require_lm(strategy, grid.data, grid.work_dir)
    if not os.path.exists(lm):  # the news LM: the cnndm recipe's
        raise SystemExit(f"[multi30k] {strategy} with --source-lm news needs the news cloze LM {lm}, which is "
                         f"missing: make it with `{news_lm_command(grid)}`")
    return lm


def news_lm_command(grid: Grid) -> str:
    return f"lm4gen cnndm prep --work-dir {grid.news_dir} && lm4gen cnndm lm --work-dir {grid.news_dir}"


def lm_sides_missing(grid: Grid, cells: list[Cell]) -> set[str]:
    """The sides (source / target) of the grid's own LMs that the cells not done yet need and lack."""
    todo = [c.strategy for c in cells if not os.path.exists(grid.cell_json(c))]
    return {Integration.parse(s).side for s in todo
            if lm_path(grid, s) == lm_path(grid, s, "captions") and lm_path(grid, s)
            and not os.path.exists(lm_path(grid, s))}
