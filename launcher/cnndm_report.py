"""The CNN/DailyMail table and figures, regenerated from the committed records only (``lm4gen cnndm report``).

Reads ``<report dir>/*.json`` (Lead-3 and system records: :data:`lm4gen.launcher.cnndm_summarize.RECORD_FORMAT`)
and the LM cards in ``<report dir>/lm/`` and writes, atomically:

* ``README.md`` — every system's test ROUGE next to the paper's Table 3 (SPEC §6), the LMs the systems read;
* ``valid.png`` — each system's validation ROUGE-L (greedy, the recipe's validation articles) and loss per update;
* ``lm.png`` — each news LM's validation perplexity per update (held-back training articles), from its card.
"""

from __future__ import annotations

import glob
import os

from lm4gen.core.files import atomic_write, read_json
from lm4gen.launcher.cnndm_summarize import RECORD_FORMAT
from lm4gen.launcher.figures import pyplot, save

PAPER = {  # Table 3 of Edunov et al. (2019): ROUGE-1 / 2 / L F1 on the full CNN/DailyMail test set
    "lead3": (40.34, 17.70, 36.57), "baseline": (40.07, 17.61, 36.78), "src-elmo+shdemb": (41.56, 18.94, 38.47)}
FIGURES = ("valid.png", "lm.png")


def load_records(report_dir: str) -> list[dict]:
    """The summarization records of ``report_dir``, Lead-3 first, then by strategy and seed; none: one line."""
    records = []
    for path in sorted(glob.glob(os.path.join(report_dir, "*.json"))):
        record = read_json(path, "cnndm record")
        if record.get("format") == RECORD_FORMAT:
            records.append(record)
    if not records:
        raise SystemExit(f"[cnndm] no records in {report_dir}: run `lm4gen cnndm lead3` / `lm4gen cnndm ft` first")
    return sorted(records, key=lambda r: (r["strategy"] != "lead3", r["strategy"], r.get("seed", 0)))


def load_cards(report_dir: str) -> list[tuple[str, dict]]:
    """(file name, card) of every LM card kept in ``<report_dir>/lm``."""
    return [(os.path.basename(p), read_json(p, "LM card"))
            for p in sorted(glob.glob(os.path.join(report_dir, "lm", "*.card.json")))]


def table(records: list[dict]) -> str:
    rows = ["| system | seed | updates | ROUGE-1 | ROUGE-2 | ROUGE-L | ROUGE-Lsum | max length | LM (sha256) "
            "| paper R-1 / R-2 / R-L |",
            "|---|---|---|---|---|---|---|---|---|---|"]
    for r in records:
        paper, t, lm = PAPER.get(r["strategy"]), r["test"], r.get("lm_card")
        rows.append(f"| {r['name']} | {r.get('seed', '—')} | {r.get('updates', '—')} | {t['rouge1']:.2f} | "
                    f"{t['rouge2']:.2f} | {t['rougeL']:.2f} | {t['rougeLsum']:.2f} | "
                    f"{r.get('decode', {}).get('max_len_b', '—')} | {lm['sha256'][:12] if lm else '—'} | "
                    + (" / ".join(f"{x:.2f}" for x in paper) if paper else "—") + " |")
    return "\n".join(rows)


def cards_table(cards: list[tuple[str, dict]]) -> str:
    rows = ["| card | kind | parameters | updates | valid ppl | stop reason | sha256 | data (manifest) | commit |",
            "|---|---|---|---|---|---|---|---|---|"]
    for name, c in cards:
        rows.append(f"| `lm/{name}` | {c.get('kind', '—')} | {c.get('parameters', 0):,} | {c.get('steps', 0):,} | "
                    f"{c.get('valid_ppl', float('nan')):.2f} | {c.get('stop_reason', '—')} | "
                    f"{c.get('sha256', '')[:12]} | {c.get('data_sha256', {}).get('manifest', '')[:12]} | "
                    f"{c.get('code_commit', '')[:7]} |")
    return "\n".join(rows)


def valid_figure(records: list[dict], path: str) -> None:
    """Validation ROUGE-L and loss against updates, one line per trained system."""
    plt = pyplot()
    fig, axes = plt.subplots(1, 2, figsize=(9, 3.4))
    for i, r in enumerate(r for r in records if r.get("validations")):
        steps = [v["step"] for v in r["validations"]]
        for ax, key in zip(axes, ("valid_rougeL", "valid_loss")):
            ax.plot(steps, [v.get(key, float("nan")) for v in r["validations"]], marker=".", color=f"C{i}",
                    label=f"{r['name']} (seed {r.get('seed', 1)})")
    axes[0].set_ylabel("validation ROUGE-L (greedy)")
    axes[1].set_ylabel("validation loss")
    for ax in axes:
        ax.set_xlabel("update")
    axes[0].legend(fontsize=7)
    fig.tight_layout()
    save(fig, path)
    plt.close(fig)


def lm_figure(cards: list[tuple[str, dict]], path: str) -> None:
    """Validation perplexity of each LM card's curve against updates."""
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(5, 3.4))
    for i, (name, card) in enumerate(cards):
        curve = card.get("valid_curve") or []
        ax.plot([p["step"] for p in curve], [p["valid_ppl"] for p in curve], marker=".", color=f"C{i}", label=name)
    ax.set_yscale("log")
    ax.set_xlabel("update")
    ax.set_ylabel("validation perplexity")
    if cards:
        ax.legend(fontsize=7)
    fig.tight_layout()
    save(fig, path)
    plt.close(fig)


def superseded(items: list[tuple[str, dict]]) -> str:
    """The records or cards kept after the recipe changed, with why (their ``superseded`` field), as a list."""
    notes = [f"- `{name}`: {item['superseded']}." for name, item in items if item.get("superseded")]
    head = "\n\nSuperseded (kept for comparison, not part of the table's protocol):\n\n"
    return head + "\n".join(notes) if notes else ""


def readme(records: list[dict], cards: list[tuple[str, dict]]) -> str:
    return f"""# CNN/DailyMail in miniature (the paper's Table 3)

Generated by `lm4gen cnndm report` from the JSON records here (do not edit by hand: rerun the command); each score
can be recomputed from its hypotheses (`*.test.hyp`) and the raw references with `lm4gen evaluate --metrics rouge`.
Scorer: rouge-score with the Porter stemmer, F1 x 100; ROUGE-L over the whole summary, ROUGE-Lsum summary-level over
sentences (the paper's ROUGE-L, from the ROUGE-1.5.5 toolkit); 4,000 test articles (the first 4,000 of the standard
test set, of 11,490). The reading: [READING.md](READING.md).

{table(records)}{superseded([(r["name"], r) for r in records])}

![validation ROUGE-L and loss](valid.png)

## The news LMs

{cards_table(cards) if cards else "No LM card in `lm/` yet."}{superseded(cards)}

![LM validation perplexity](lm.png)
"""


def write_report(report_dir: str) -> list[str]:
    """README.md and the figures of ``report_dir`` from its records and LM cards; the paths written."""
    records, cards = load_records(report_dir), load_cards(report_dir)
    paths = [os.path.join(report_dir, name) for name in ("README.md", *FIGURES)]
    valid_figure(records, paths[1])
    lm_figure(cards, paths[2])
    with atomic_write(paths[0], "w") as f:
        f.write(readme(records, cards))
    return paths
