"""The Multi30k grid's report, regenerated from the committed per-cell JSON only.

    lm4gen multi30k report [--grid-dir reports/multi30k/grid]

Reads every ``*.json`` of the grid folder (cells: ``lm4gen.launcher.multi30k_grid.CELL_FORMAT``, tunings:
``tune-*.json``) and writes, atomically, into the same folder:

* ``README.md`` — the Table-1-style table (test BLEU per strategy and size, the difference to the baseline of the
  same size and seed; at 5K both seeds and their mean) next to the paper's Table 1 (SPEC §6: WMT'18 En-De at
  160K / 640K / 5186K pairs: other data and model sizes, so compare gains, not BLEU), the budget per size, the
  dropout tuning, one row per cell (updates, training tokens/s, time, commit) and the sacreBLEU signatures;
* ``gain.png`` — test BLEU gain over the baseline against the number of training pairs, one line per strategy
  (the paper's Figure 1);
* ``valid_bleu.png`` — validation BLEU against updates, one panel per size, one line per strategy (seed 1).

Nothing here reads a run directory: the report is what the committed records say.
"""

from __future__ import annotations

import os
import statistics

from lm4gen.core.files import atomic_write, read_json
from lm4gen.launcher.figures import pyplot, save
from lm4gen.launcher.multi30k_grid import CELL_FORMAT, SIZES, STRATEGIES, TUNING_FORMAT
from lm4gen.launcher.multi30k_pairs import STRATEGIES_WITHOUT_TARGET_LM

# SPEC §6 (the paper's Table 1): WMT'18 En-De newstest2018 BLEU at 160K, 640K and 5186K pairs of bitext
PAPER_SIZES = ("160K", "640K", "5186K")
PAPER_TABLE1 = {"baseline": (21.4, 33.1, 40.1), "src-elmo": (26.6, 35.6, 41.8), "src-ft": (24.3, 34.9, 40.8),
                "tgt-elmo": (21.3, 31.9, 40.5), "tgt-ft": (24.2, 31.4, 38.8), "src-elmo+shdemb": (29.0, 36.2, 41.8)}
PAPER_NOTE = {  # the README's bullet on the paper's numbers: en-de (Table 1), a pair with a target-side BPE (Table 2)
    True: "Paper: Table 1 of Edunov et al. (SPEC §6), WMT'18 En-De newstest2018 at 160K / 640K / 5186K pairs with\n"
          '  "Big" models and LMs trained on billions of tokens — compare the direction and size of the gains, '
          "not the\n"
          "  BLEU. SPEC gives no Table-1 numbers for SHARED or baseline+SHDEMB (—).",
    False: "Paper: Table 2 of Edunov et al. (SPEC §6), WMT'18 En-Tr (208K pairs, newstest2018; both test sets in\n"
           '  ../summary) with a BPE learned on the Turkish side alone, "Big" models and an LM trained on billions of\n'
           "  tokens — compare the direction and size of the gains, not the BLEU."}
# SPEC §6 (the paper's Table 2): WMT'18 En-Tr, 208K pairs, BLEU on newstest2017 / newstest2018
PAPER_TABLE2 = {"baseline": (9.8, 9.5), "src-elmo": (12.0, 11.3), "src-elmo+shdemb": (12.9, 11.8)}
CELL_FIELDS = ("name", "strategy", "size", "seed", "test_bleu", "validations", "budget", "updates", "bleu_signature")
FIGURES = ("gain.png", "valid_bleu.png")
COLORS = {s: f"C{i}" for i, s in enumerate(STRATEGIES)}  # one colour per strategy in every figure


def load_records(grid_dir: str) -> tuple[list[dict], list[dict]]:
    """(cell records, tuning records) of the folder, each checked; a bad one is one line naming file and field."""
    cells, tunings = [], []
    for name in sorted(os.listdir(grid_dir)) if os.path.isdir(grid_dir) else []:
        if not name.endswith(".json"):
            continue
        path = os.path.join(grid_dir, name)
        record = read_json(path, "grid record")
        fmt = record.get("format")
        if fmt == TUNING_FORMAT:
            tunings.append(record)
            continue
        if fmt != CELL_FORMAT:
            raise SystemExit(f"[multi30k] report: {path}: field 'format' is {fmt!r}, not {CELL_FORMAT!r} or "
                             f"{TUNING_FORMAT!r} (only grid records belong in {grid_dir})")
        for key in CELL_FIELDS:
            if key not in record:
                raise SystemExit(f"[multi30k] report: {path}: field {key!r} is missing")
        if record["strategy"] not in STRATEGIES or record["size"] not in SIZES:
            raise SystemExit(f"[multi30k] report: {path}: field 'strategy'/'size' {record['strategy']!r}/"
                             f"{record['size']!r} is not a grid cell")
        cells.append(record)
    if not any(not r.get("converged") for r in cells):
        raise SystemExit(f"[multi30k] report: no grid cell records (*.json) in {grid_dir}: "
                         "run lm4gen multi30k grid first")
    return cells, tunings


def scores(records: list[dict], strategy: str, size: str, converged: bool = False,
           key: str = "test_bleu") -> dict[int, float]:
    """{seed: score} of one strategy at one size, budgeted or converged."""
    return {r["seed"]: r[key] for r in records if r["strategy"] == strategy and r["size"] == size
            and bool(r.get("converged")) == converged and key in r}


def deltas(records: list[dict], strategy: str, size: str, converged: bool = False,
           key: str = "test_bleu") -> dict[int, float]:
    """{seed: the strategy's score minus the baseline's with the same seed, size and kind}, for the seeds both have."""
    own, base = (scores(records, s, size, converged, key) for s in (strategy, "baseline"))
    return {seed: own[seed] - base[seed] for seed in sorted(own) if seed in base}


def joined(values: dict[int, float], fmt: str) -> str:
    """One seed: its value; several: ``a / b (mean)``; none: a dash."""
    if not values:
        return "—"
    shown = [format(values[s], fmt) for s in sorted(values)]
    return shown[0] if len(shown) == 1 else " / ".join(shown) + f" ({format(statistics.mean(values.values()), fmt)})"


def table1(cells: list[dict]) -> str:
    """Test BLEU per strategy x size with the gain over the baseline, then the paper's numbers: Table 1 (En-De) for
    the en-de grid; a pair with a target-side BPE (no target LM: its three strategies) beside Table 2 (En-Tr)."""
    pair = cells[0].get("pair", "en-de")
    strategies = STRATEGIES if pair == "en-de" else STRATEGIES_WITHOUT_TARGET_LM
    paper_head = [f"paper {p} (Δ)" for p in PAPER_SIZES] if pair == "en-de" else ["paper en-tr 208K, nt2018 (Δ)"]
    head = ["system"] + [h for size in SIZES for h in (f"{size} BLEU", f"{size} Δ")] + paper_head
    rows = []
    for strategy in strategies:
        row = [display(strategy)]
        for size in SIZES:
            row.append(joined(scores(cells, strategy, size), ".2f"))
            row.append("" if strategy == "baseline" else joined(deltas(cells, strategy, size), "+.2f"))
        if pair == "en-de":
            paper, base = PAPER_TABLE1.get(strategy), PAPER_TABLE1["baseline"]
        else:
            paper, base = PAPER_TABLE2.get(strategy, ())[1:], PAPER_TABLE2["baseline"][1:]
        row += ["—"] * len(paper_head) if not paper else \
            [f"{v:.1f}" if strategy == "baseline" else f"{v:.1f} ({v - b:+.1f})" for v, b in zip(paper, base)]
        rows.append(row)
    return markdown(head, rows)


def display(strategy: str) -> str:
    """The paper's spelling: SRC-ELMO+SHDEMB, baseline+SHDEMB, SHARED, baseline."""
    return strategy if strategy == "baseline" else strategy.upper().replace("BASELINE", "baseline")


def markdown(head: list[str], rows: list[list[str]]) -> str:
    return "\n".join(["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
                     + ["| " + " | ".join(map(str, r)) + " |" for r in rows])


def budgets_table(cells: list[dict]) -> str:
    """The budget each size's cells recorded (more than one budget in a size is shown, and breaks the protocol)."""
    rows = []
    for size in SIZES:
        mine = [r for r in cells if r["size"] == size]
        for budget in sorted({tuple(sorted(r["budget"].items())) for r in mine}):
            b = dict(budget)
            same = [r for r in mine if tuple(sorted(r["budget"].items())) == budget]
            pairs = sorted({r.get("train_pairs") for r in same if r.get("train_pairs")})
            rows.append([size, ", ".join(f"{p:,}" for p in pairs) or "—", f"{b['updates']:,}",
                         f"{b['warmup_updates']:,}",
                         f"{b['tokens_per_update']:,}", ", ".join(str(s) for s in sorted({r["seed"] for r in same})),
                         str(len(same))])
    return markdown(["size", "training pairs", "updates", "warm-up", "tokens per update", "seeds", "cells"], rows)


def converged_table(cells: list[dict], converged: list[dict]) -> str:
    """Test BLEU of each converged cell beside its budgeted cell (same strategy, size, seed), its gain over the
    converged baseline, where validation BLEU peaked and what stopped it."""
    budgeted = {(r["strategy"], r["size"], r["seed"]): r for r in cells}
    base = {(r["size"], r["seed"]): r["test_bleu"] for r in converged if r["strategy"] == "baseline"}
    rows = []
    for r in sorted(converged, key=order):
        c, b = r["converged"], budgeted.get((r["strategy"], r["size"], r["seed"]))
        gain = base.get((r["size"], r["seed"]))
        rows.append([display(r["strategy"]), r["size"], r["seed"],
                     f"{b['test_bleu']:.2f} ({b['updates']:,})" if b else "—", f"{r['test_bleu']:.2f}",
                     "" if r["strategy"] == "baseline" or gain is None else f"{r['test_bleu'] - gain:+.2f}",
                     f"{c['best_valid_bleu']:.2f} @ {c['best_step']:,}", f"{r['updates']:,}", c["stopped_by"]])
    return markdown(["strategy", "size", "seed", "budgeted: test BLEU (updates)", "converged: test BLEU",
                     "Δ converged baseline", "best valid BLEU @ update", "updates", "stopped by"], rows)


def converged_section(cells: list[dict], converged: list[dict]) -> str:
    """The converged column's section of the README (empty without converged records)."""
    if not converged:
        return ""
    rules = sorted({r["converged"]["rule"] for r in converged})
    return f"""## Trained to convergence (`lm4gen multi30k grid --converge`)

{converged_table(cells, converged)}

Rule{'s' if len(rules) > 1 else ''} (the same for every converged cell): {'; '.join(rules)}. The converged cells
reuse the dropout tuned for the budgeted grid; their records and hypotheses are `CELL-conv.*`.

"""


def tuning_table(tunings: list[dict]) -> str:
    rows = [[t["strategy"], f"`{t['key']}`",
             ", ".join(f"{c['value']}: {c['best_valid_bleu']:.2f}" for c in t["candidates"]),
             str(t["choice"]), f"{t['cost_updates']:,}"]
            for t in sorted(tunings, key=lambda t: STRATEGIES.index(t["strategy"]))]
    return markdown(["strategy", "field", "value: best valid BLEU", "chosen", "updates spent"], rows)


def lm_table(cells: list[dict], tunings: list[dict]) -> str:
    """One row per LM export the records read (a side's LM built again in another session is a second row)."""
    seen: dict[str, dict] = {}
    for r in sorted(cells, key=order) + tunings:
        lm = r.get("lm") or {}
        if lm.get("sha256"):
            entry = seen.setdefault(lm["sha256"], {**lm, "cells": []})
            if r.get("format") == CELL_FORMAT:
                entry["cells"].append(r["name"])
    rows = [[f"`{lm['path']}`", f"{lm['parameters']:,}" if lm.get("parameters") else "—",
             f"{lm['valid_ppl']:.2f}" if lm.get("valid_ppl") else "—", lm["sha256"][:12],
             str(lm.get("recipe_sha256", "—"))[:12], str(lm.get("code_commit", "—"))[:12], str(len(lm["cells"]))]
            for lm in seen.values()]
    return markdown(["LM export", "parameters", "valid ppl", "sha256", "recipe sha256", "LM code commit", "cells"],
                    rows)


def lm_states(record: dict) -> str:
    """How a cell's frozen LM gave its states: a cache (its dtype) or live; — without a frozen LM."""
    model = ((record.get("config") or {}).get("run") or {}).get("model") or {}
    if not (record.get("lm_dropout") or {}).get("key", "").endswith("elmo_weight_dropout"):
        return "—"
    return f"cache {model.get('lm_cache_dtype', '?')}" if model.get("cache_lm_states") else "live"


def setup(record: dict) -> str:
    """``ranks × device``, with the CPU model and threads per rank where the record has them."""
    host = record.get("host") or {}
    where = f"{record.get('ranks')} × {record.get('device')}"
    return f"{where} ({host['cpu']}, {host['threads_per_rank']} threads/rank)" if host else where


def cells_table(cells: list[dict]) -> str:
    def minutes(seconds):
        return f"{seconds / 60:.1f}" if seconds is not None else "—"

    rows = [[r["name"], f"{r['updates']:,}", f"{r['train_tokens_per_s']:,.0f}" if r.get("train_tokens_per_s") else "—",
             minutes(r.get("train_seconds")),
             f"{r['best_valid_bleu']:.2f}" if r.get("best_valid_bleu") is not None else "—",
             f"{r['test_bleu']:.2f}", f"{r['test_chrf']:.2f}" if "test_chrf" in r else "—",
             "—" if not r.get("lm_dropout") else f"{r['lm_dropout']['value']}", lm_states(r),
             setup(r), str(r.get("git_commit", "—"))[:12]]
            for r in sorted(cells, key=order)]
    return markdown(["cell", "updates", "train tokens/s", "train min", "best valid BLEU", "test BLEU", "chrF2",
                     "LM dropout", "LM states", "ranks × device", "commit"], rows)


def order(record: dict) -> tuple:
    return list(SIZES).index(record["size"]), record["seed"], STRATEGIES.index(record["strategy"])


# ----------------------------------------------------------------------------
# figures


def size_pairs(cells: list[dict], size: str) -> float:
    """The number of training pairs of a size (recorded; nominal where a record lacks it)."""
    recorded = [r["train_pairs"] for r in cells if r["size"] == size and r.get("train_pairs")]
    return recorded[0] if recorded else {"5k": 5000, "10k": 10000, "29k": 29000}[size]


def gain_figure(cells: list[dict], path: str) -> None:
    """Test BLEU gain over the baseline against training pairs, per strategy (the paper's Figure 1)."""
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(8.0, 4.2))
    for strategy in (s for s in STRATEGIES if s != "baseline"):
        points = [(size_pairs(cells, size), deltas(cells, strategy, size)) for size in SIZES]
        points = [(x, g) for x, g in points if g]
        if not points:
            continue
        color = COLORS[strategy]
        ax.plot([x for x, _ in points], [statistics.mean(g.values()) for _, g in points], "o-", color=color,
                label=strategy)
        for x, g in points:
            if len(g) > 1:
                ax.scatter([x] * len(g), list(g.values()), s=12, color=color, alpha=0.4)
    ax.axhline(0.0, color="black", linewidth=0.8)
    ax.set_xscale("log")
    sizes = [s for s in SIZES if any(r["size"] == s for r in cells)]
    ax.set_xticks([size_pairs(cells, s) for s in sizes], [f"{size_pairs(cells, s):,.0f}" for s in sizes])
    ax.minorticks_off()
    ax.set_xlabel("training pairs (nested subsets of Multi30k task1 train)")
    ax.set_ylabel("test BLEU − baseline (same size, same seed)")
    ax.set_title("Gain over the baseline by bitext size (cf. the paper's Figure 1)", fontsize=10)
    ax.grid(alpha=0.3)
    if ax.get_legend_handles_labels()[0]:  # a grid with no LM cell yet has no line
        ax.legend(fontsize=8, loc="center left", bbox_to_anchor=(1.01, 0.5))  # outside: the lines cross
    fig.tight_layout()
    save(fig, path)
    plt.close(fig)


def valid_figure(cells: list[dict], path: str) -> None:
    """Validation BLEU against updates, a panel per size, a line per strategy (the lowest seed of each)."""
    plt = pyplot()
    sizes = [s for s in SIZES if any(r["size"] == s for r in cells)]
    fig, axes = plt.subplots(1, len(sizes), figsize=(4.2 * len(sizes), 3.8), squeeze=False, sharey=True)
    for ax, size in zip(axes[0], sizes):
        for strategy in STRATEGIES:
            mine = sorted((r for r in cells if r["size"] == size and r["strategy"] == strategy),
                          key=lambda r: r["seed"])
            if mine and mine[0]["validations"]:
                v = mine[0]["validations"]
                ax.plot([p["step"] for p in v], [p["valid_bleu"] for p in v], ".-", color=COLORS[strategy],
                        label=strategy, linewidth=1)
        ax.set_title(f"{size} (seed {min(r['seed'] for r in cells if r['size'] == size)})", fontsize=10)
        ax.set_xlabel("updates")
        ax.grid(alpha=0.3)
    axes[0][0].set_ylabel("validation BLEU (greedy, val)")
    axes[0][0].legend(fontsize=7)
    fig.tight_layout()
    save(fig, path)
    plt.close(fig)


# ----------------------------------------------------------------------------


def readme(cells: list[dict], tunings: list[dict], converged: list[dict] = ()) -> str:
    signatures = sorted({r["bleu_signature"] for r in cells})
    pair = cells[0].get("pair", "en-de")  # one grid folder, one pair (en-de records predate the field)
    title = "" if pair == "en-de" else f" — {pair}, a target-side BPE (the paper's Table 2 in miniature)"
    if cells[0].get("source_lm") == "news":
        title += (" — SRC-* with the news cloze LM (CNN/DailyMail articles, `lm4gen cnndm lm`) in place of the "
                  "caption LM, the source side with its BPE")
    return f"""# Multi30k grid: strategies × bitext size (the paper's Table 1 / Figure 1 at Multi30k scale){title}

Generated by `lm4gen multi30k report` from the {len(cells)} cell record(s) and {len(tunings)} tuning
record(s) in this folder (do not edit by hand: rerun the command). How the cells were run:
`lm4gen multi30k grid` (`launcher/multi30k_grid.py`); each cell's exact commands, resolved config,
commit, seed, budget and validations are in its JSON, its test hypotheses in \
`CELL.test_2016_flickr.hyp.{pair.split("-")[1]}`.

## Test BLEU (`test_2016_flickr`, beam 5, best checkpoint by validation BLEU)

{table1(cells)}

- Δ: BLEU minus the baseline's with the same seed at the same size; at 5K both seeds `seed 1 / seed 2 (mean)`.
- {PAPER_NOTE[pair == "en-de"]}
- sacreBLEU signature{'s' if len(signatures) > 1 else ''}: {', '.join(f'`{s}`' for s in signatures)}.
- {"What the numbers show and do not show, stage by stage (hand-written): [READING.md](READING.md)." if pair == "en-de"
   else "This grid beside the others (Table 2 in miniature, the LM's domain): [../summary](../summary/README.md)."}

{converged_section(cells, converged)}![gain over the baseline](gain.png)

![validation BLEU](valid_bleu.png)

## Budget per size (the same for every strategy of a size)

{budgets_table(cells)}

Every cell trains exactly its size's number of updates (no early stopping) with the recipe of
`configs/finetune/multi30k.yaml`; `tokens per update` is over all ranks (`data.max_tokens` = that / ranks).

## Dropout on the LM representations, tuned on `val`

{tuning_table(tunings) if tunings else "No tuning records yet."}

Tuned once per LM strategy at 5K with seed 1, one full 5K run per value; the best validation BLEU wins and that
run is the strategy's 5K seed-1 cell; 5K seed 2, 10K and 29K reuse the choice (not tuned per size). A record with
one value is not a tuning: the grid ran with `--tune-values` of that one value (the recipe's 0.2 where the
machine's time did not allow three runs per LM strategy).

## The LMs the cells read

{lm_table(cells, tunings) if any(r.get("lm") for r in cells) else "No LM cell yet."}

Each side reads one LM recipe (the English cloze LM for SRC-*, the German causal LM for TGT-*); an LM built again
in another session with the same recipe and data is accepted when its validation perplexity (task1 `val`) is
within 2% of the first one's, and is then a row of its own here (the same bytes: the same row). The recipes the
records name by sha256 are kept in `lm-recipes/`, so a later build is compared field by field: config fields added
to lm4gen since, at their defaults, leave the recipe the same. Their curves and stop reasons:
`reports/pretrain/multi30k-lm.md`.

## Every cell

{cells_table(cells)}
"""


def write_report(grid_dir: str) -> list[str]:
    """README.md and the two figures of ``grid_dir`` from its records; the paths written."""
    records, tunings = load_records(grid_dir)
    cells = [r for r in records if not r.get("converged")]  # the budgeted grid; converged cells: their own table
    converged = [r for r in records if r.get("converged")]
    paths = [os.path.join(grid_dir, name) for name in ("README.md", *FIGURES)]
    gain_figure(cells, paths[1])
    valid_figure(cells, paths[2])
    with atomic_write(paths[0], "w") as f:
        f.write(readme(cells, tunings, converged))
    return paths
