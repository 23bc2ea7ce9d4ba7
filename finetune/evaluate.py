"""Score detokenized system output against references: sacreBLEU, chrF, ROUGE-1/2/L.

    lm4gen evaluate --hyp test.hyp.de --ref test.de                    # BLEU (cased, detokenized) + chrF
    lm4gen evaluate --hyp summaries.txt --ref test.target --metrics rouge --json scores.json

The libraries do the scoring, never a hand-written scorer:

* BLEU and chrF: ``sacrebleu`` (its default 13a tokenization on detokenized, cased
  text, exactly as the ``sacrebleu`` command line scores the same files); the
  signature is printed with the score, as SPEC §5 asks;
* ROUGE: Google's ``rouge-score`` package with the Porter stemmer; the F1 of
  ROUGE-1, ROUGE-2 and ROUGE-L (``rougeL``: longest common subsequence over the whole
  line, one summary per line), averaged over lines, times 100; and ``rougeLsum``, the
  summary-level ROUGE-L of the ROUGE-1.5.5 toolkit (files2rouge, which the paper's figures
  come from): the union of LCS matches per reference sentence, with sentences found by
  :func:`sentences` (PTB-tokenized text such as CNN/DailyMail; a line with no sentence end
  is one sentence, and then rougeLsum equals rougeL).

Lines are read like sacreBLEU reads them (UTF-8, ``\\n`` line ends, trailing
whitespace stripped). Files with different line counts are an error naming both.
"""

from __future__ import annotations

import argparse
import os
import sys

from lm4gen.core.files import atomic_write, dumps_json
from lm4gen.core.progress import Progress

METRICS = ("bleu", "chrf", "rouge")
LARGE = 10_000  # lines from which the metrics' progress is shown
ROUGE_TYPES = ("rouge1", "rouge2", "rougeL", "rougeLsum")
SENTENCE_ENDS = {".", "!", "?"}


def sentences(text: str) -> list[str]:
    """The sentences of a PTB-tokenized line: one ends at a ``.``, ``!`` or ``?`` token, or at the closing quote
    ``''`` right after one (kept with it)."""
    tokens, out, current = text.split(), [], []
    for i, token in enumerate(tokens):
        current.append(token)
        follows = tokens[i + 1] if i + 1 < len(tokens) else ""
        if (token in SENTENCE_ENDS and follows != "''") or (token == "''" and i and tokens[i - 1] in SENTENCE_ENDS):
            out.append(" ".join(current))
            current = []
    return out + ([" ".join(current)] if current else [])


def read_lines(path: str) -> list[str]:
    try:
        with open(path, encoding="utf-8", newline="\n") as f:
            return [line.rstrip() for line in f]
    except FileNotFoundError:
        raise ValueError(f"file not found: {path}") from None
    except UnicodeDecodeError as e:
        raise ValueError(f"{path} is not valid UTF-8 ({e})") from None


def check_aligned(hyps: list[str], refs: list[str], hyp_name: str = "hypotheses", ref_name: str = "references") -> None:
    if len(hyps) != len(refs):
        raise ValueError(f"line counts differ: {hyp_name} has {len(hyps)} lines, {ref_name} has {len(refs)}")
    if not refs:
        raise ValueError(f"{ref_name} is empty: nothing to score")


def bleu(hyps: list[str], refs: list[str]) -> dict:
    """Corpus BLEU (sacreBLEU defaults: 13a, cased, exp smoothing) with its signature."""
    from sacrebleu.metrics import BLEU

    metric = BLEU()
    result = metric.corpus_score(hyps, [refs])
    return {"bleu": result.score, "bleu_signature": str(metric.get_signature()), "bleu_text": str(result)}


def chrf(hyps: list[str], refs: list[str]) -> dict:
    from sacrebleu.metrics import CHRF

    metric = CHRF()
    result = metric.corpus_score(hyps, [refs])
    return {"chrf": result.score, "chrf_signature": str(metric.get_signature()), "chrf_text": str(result)}


def rouge(hyps: list[str], refs: list[str], quiet: bool = True) -> dict:
    """Mean ROUGE-1/2/L F1 (x100) over lines, with stemming; progress per line unless ``quiet``."""
    from rouge_score import rouge_scorer

    scorer = rouge_scorer.RougeScorer(list(ROUGE_TYPES), use_stemmer=True)
    totals = dict.fromkeys(ROUGE_TYPES, 0.0)
    with Progress("evaluate rouge", total=len(refs), unit="line", quiet=quiet) as progress:
        for hyp, ref in zip(hyps, refs):
            # (target, prediction); rougeLsum reads sentences from newlines
            scores = scorer.score("\n".join(sentences(ref)), "\n".join(sentences(hyp)))
            for t in ROUGE_TYPES:
                totals[t] += scores[t].fmeasure
            progress.update()
    return {t: 100.0 * totals[t] / len(refs) for t in ROUGE_TYPES}


SCORERS = {"bleu": bleu, "chrf": chrf, "rouge": rouge}


def parse_metrics(text: str) -> list[str]:
    names = [m.strip().lower() for m in text.split(",") if m.strip()]
    unknown = [m for m in names if m not in METRICS]
    if unknown or not names:
        raise ValueError(f"--metrics: unknown metric(s) {unknown or text!r}; choose from {','.join(METRICS)}")
    return names


def score(hyps: list[str], refs: list[str], metrics=("bleu", "chrf"), quiet: bool = True) -> dict:
    """Every requested metric on aligned hypothesis/reference lines (scores on a 0-100 scale). Unless ``quiet``,
    progress on stderr: a line when a metric starts on a large input (BLEU and chrF are one sacreBLEU call
    each, seconds even on 100K lines), and ROUGE's progress line by line."""
    check_aligned(hyps, refs)
    quiet = quiet or len(refs) < LARGE
    out = {"lines": len(refs)}
    for m in metrics:
        if not quiet:
            print(f"[evaluate] {m} on {len(refs):,} lines", file=sys.stderr, flush=True)
        out.update(rouge(hyps, refs, quiet) if m == "rouge" else SCORERS[m](hyps, refs))
    return out


def score_files(hyp: str, ref: str, metrics=("bleu", "chrf"), quiet: bool = True) -> dict:
    hyps, refs = read_lines(hyp), read_lines(ref)
    check_aligned(hyps, refs, f"--hyp {hyp}", f"--ref {ref}")
    return {"hyp": os.path.abspath(hyp), "ref": os.path.abspath(ref), **score(hyps, refs, metrics, quiet)}


def report(r: dict) -> str:
    lines = []
    if "bleu" in r:
        lines.append(f"{r['bleu_text']}\nsignature: {r['bleu_signature']}")
    if "chrf" in r:
        lines.append(f"{r['chrf_text']}\nsignature: {r['chrf_signature']}")
    if "rouge1" in r:
        lines.append("ROUGE F1 (rouge-score, stemmed): " + " / ".join(f"{t} {r[t]:.2f}" for t in ROUGE_TYPES))
    return "\n".join(lines)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="lm4gen evaluate", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--hyp", required=True, help="system output, detokenized, one segment per line")
    p.add_argument("--ref", required=True, help="references, detokenized, line-aligned with --hyp")
    p.add_argument("--metrics", default="bleu,chrf",
                   help=f"comma-separated, from {','.join(METRICS)} (default bleu,chrf)")
    p.add_argument("--json", help="also write the scores (and signatures) to this JSON file")
    p.add_argument("--quiet", action="store_true", help="no progress on stderr (shown from 10,000 lines: ROUGE line by "
                                                        "line, BLEU/chrF when each starts)")
    a = p.parse_args(argv)
    try:
        r = score_files(a.hyp, a.ref, parse_metrics(a.metrics), a.quiet)
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(report(r))
    if a.json:
        with atomic_write(a.json, "w") as f:
            f.write(dumps_json(r))
    return 0


if __name__ == "__main__":
    sys.exit(main())
