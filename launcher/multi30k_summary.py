"""The grids side by side: the paper's Table 2 in miniature (a pair with a target-side BPE) and the source LM's
domain (captions or news), regenerated from the committed records of every grid folder.

    lm4gen multi30k report        # every grid folder's README and figures, then this summary

Reads the grid folders that exist (``reports/multi30k/grid`` for en-de, ``grid-en-cs``, ``grid-en-fr``,
``grid-en-de-news-lm``: :func:`lm4gen.launcher.multi30k_pairs.grid_dir`) and writes, atomically,
``reports/multi30k/summary/README.md`` and ``pairs.png`` (the SRC-* gains over each pair's baseline, beside the
paper's English-Turkish gains). A column is one size of bitext, budgeted (the grid's fixed number of updates) or
converged (``--converge``: early stopping on validation BLEU); a cell not run yet is a dash.
"""

from __future__ import annotations

import os

from lm4gen.core.files import atomic_write
from lm4gen.launcher.figures import pyplot, save
from lm4gen.launcher.multi30k_grid import SIZES
from lm4gen.launcher.multi30k_pairs import DEFAULT_PAIR, PAIRS, STRATEGIES_WITHOUT_TARGET_LM, grid_dir, variant
from lm4gen.launcher.multi30k_report import (PAPER_TABLE2, COLORS, deltas, display, joined, load_records,
                                             markdown, scores)

LM_STRATEGIES = tuple(s for s in STRATEGIES_WITHOUT_TARGET_LM if s != "baseline")  # SRC-ELMO, SRC-ELMO+SHDEMB
NEWS = variant(DEFAULT_PAIR, "news")  # the en-de grid whose SRC-* read the news cloze LM
FIGURE = "pairs.png"


def columns(records: list[dict]) -> list[tuple[str, bool]]:
    """The (size, converged) columns that have at least one record, in the grid's order of sizes."""
    present = {(r["size"], bool(r.get("converged"))) for r in records}
    return [(size, conv) for size in SIZES for conv in (False, True) if (size, conv) in present]


def column_name(size: str, converged: bool) -> str:
    return f"{size} {'converged' if converged else 'budgeted'}"


def grid_folders(grid_root: str) -> dict[str, str]:
    """{variant: folder} of the grid folders under ``grid_root`` (the en-de folder) that hold records."""
    folders = {name: grid_dir(grid_root, name) for name in (*PAIRS, NEWS)}
    return {name: f for name, f in folders.items()
            if os.path.isdir(f) and any(n.endswith(".json") for n in os.listdir(f))}


def load_grids(grid_root: str) -> dict[str, list[dict]]:
    """{variant: its cell records (budgeted and converged)} for every grid folder that holds records."""
    return {name: load_records(folder)[0] for name, folder in grid_folders(grid_root).items()}


def table2(grids: dict[str, list[dict]]) -> str:
    """One row per pair and column: the baseline's BLEU and chrF, each SRC-* strategy's gain in both; seeds as
    ``a / b (mean)``; then the paper's English-Turkish row."""
    head = ["pair", "column", "baseline BLEU", "baseline chrF"] + \
        [f"{display(s)} Δ{m}" for s in LM_STRATEGIES for m in ("BLEU", "chrF")]
    rows = []
    for pair in PAIRS:
        records = grids.get(pair, [])
        for size, conv in columns(records):
            row = [pair, column_name(size, conv)]
            row += [joined(scores(records, "baseline", size, conv, k), ".2f") for k in ("test_bleu", "test_chrf")]
            row += [joined(deltas(records, s, size, conv, k), "+.2f")
                    for s in LM_STRATEGIES for k in ("test_bleu", "test_chrf")]
            rows.append(row)
    base = PAPER_TABLE2["baseline"]
    rows.append(["paper en-tr (WMT'18)", "208K, newstest2017 / 2018", " / ".join(map(str, base)), "—"]
                + [x for s in LM_STRATEGIES for x in (" / ".join(f"{v - b:+.1f}" for v, b in
                                                                 zip(PAPER_TABLE2[s], base)), "—")])
    return markdown(head, rows)


def domain_table(grids: dict[str, list[dict]]) -> str:
    """SRC-ELMO with the caption LM against SRC-ELMO with the news LM, each over the baseline of its own grid (the
    news grid's source side has the news LM's BPE, so its baseline is its own), per column both grids have."""
    captions, news = grids.get(DEFAULT_PAIR, []), grids.get(NEWS, [])
    rows = []
    for size, conv in columns(news):
        if (size, conv) not in columns(captions):
            continue
        row = [column_name(size, conv)]
        for records in (captions, news):
            row += [joined(scores(records, "baseline", size, conv), ".2f"),
                    joined(scores(records, "src-elmo", size, conv), ".2f"),
                    joined(deltas(records, "src-elmo", size, conv), "+.2f")]
        rows.append(row)
    head = ["column"] + [f"{lm}: {h}" for lm in ("captions", "news") for h in ("baseline", "SRC-ELMO", "Δ")]
    return markdown(head, rows) if rows else "No column has records in both grids yet."


def gains_figure(grids: dict[str, list[dict]], path: str) -> None:
    """Mean test-BLEU gain of each SRC-* strategy over its pair's baseline, per pair and column, beside the paper's
    En-Tr gains (newstest2018)."""
    plt = pyplot()
    groups = [(pair, size, conv) for pair in PAIRS for size, conv in columns(grids.get(pair, []))]
    fig, ax = plt.subplots(figsize=(max(5.0, 0.9 * (len(groups) + 1)), 3.4))
    width = 0.8 / len(LM_STRATEGIES)
    for i, strategy in enumerate(LM_STRATEGIES):
        values = []
        for pair, size, conv in groups:
            d = deltas(grids[pair], strategy, size, conv)
            values.append(sum(d.values()) / len(d) if d else float("nan"))
        values.append(PAPER_TABLE2[strategy][1] - PAPER_TABLE2["baseline"][1])
        ax.bar([x + (i - (len(LM_STRATEGIES) - 1) / 2) * width for x in range(len(values))], values, width,
               color=COLORS[strategy], label=display(strategy))
    labels = [f"{pair}\n{size}{' conv' if conv else ''}" for pair, size, conv in groups] + ["paper\nen-tr 208K"]
    ax.set_xticks(range(len(labels)), labels, fontsize=7)
    ax.axhline(0, color="black", linewidth=0.6)
    ax.set_ylabel("test BLEU − baseline (mean over seeds)")
    ax.legend(fontsize=7)
    fig.tight_layout()
    save(fig, path)
    plt.close(fig)


def summary(grids: dict[str, list[dict]]) -> str:
    counts = ", ".join(f"{name} {len(records)} record(s)" for name, records in grids.items())
    return f"""# Multi30k grids side by side: Table 2 in miniature and the source LM's domain

Generated by `lm4gen multi30k report` from the grid folders' records ({counts}; do not edit by hand:
rerun the command). Each grid's own table, budgets, LMs and cells: its folder's README
([en-de](../grid/README.md), [en-cs](../grid-en-cs/README.md), [en-fr](../grid-en-fr/README.md),
[en-de with the news LM](../grid-{NEWS}/README.md)); a folder not made yet is not read. What the tables show
and do not show (hand-written, as the cells come): [READING.md](READING.md).

## Table 2 in miniature: English → Czech and French with a target-side BPE

Test BLEU and chrF2 (sacreBLEU, `test_2016_flickr`, beam 5, best checkpoint by validation BLEU) of the baseline, and
the gain of SRC-ELMO and SRC-ELMO+SHDEMB over the baseline of the same seed in the same column; two seeds as
`seed 1 / seed 2 (mean)`. en-de (the joint BPE, the grid of Table 1) is the reference row; en-cs and en-fr keep the
English cloze LM's vocabulary on the source side and learn a BPE on the target side alone, as the paper's
English-Turkish runs.

{table2(grids)}

- Paper: Table 2 of Edunov et al. (SPEC §6), WMT'18 En-Tr (208K pairs, "Big" models, an LM trained on billions of
  tokens); its chrF is not reported (—). Compare the direction and size of the gains, not the BLEU.
- A *budgeted* column trained its size's fixed number of updates; a *converged* one until validation BLEU stopped
  improving (the rule in each grid's README). A Δ needs both cells of a seed: a column whose baseline is not run
  yet shows dashes, and every cell's own score is in its grid's README.

![SRC-* gains per pair](pairs.png)

## Which LM: captions (in domain) or news (out of domain)

SRC-ELMO on en-de reading the grid's caption cloze LM (task2 captions: Multi30k's own domain) or the news cloze LM
of `lm4gen cnndm lm` (CNN/DailyMail training articles), each against the baseline of its own grid (the news grid's
source side is tokenized with the news LM's BPE, so its baseline is retrained with that vocabulary). Test BLEU;
Δ = SRC-ELMO − baseline, same seed.

{domain_table(grids)}
"""


def write_summary(grid_root: str) -> list[str]:
    """``summary/README.md`` and ``summary/pairs.png`` beside the grid folders, from their records; the paths
    written (none when no grid folder holds records)."""
    grids = load_grids(grid_root)
    if not grids:
        return []
    out = os.path.join(os.path.dirname(grid_root.rstrip(os.sep)), "summary")
    os.makedirs(out, exist_ok=True)
    paths = [os.path.join(out, "README.md"), os.path.join(out, FIGURE)]
    gains_figure(grids, paths[1])
    with atomic_write(paths[0], "w") as f:
        f.write(summary(grids))
    return paths
