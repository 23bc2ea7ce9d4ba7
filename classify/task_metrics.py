"""Scores of the sentence-level tasks and their predictions files.

* :func:`accuracy`, :func:`pearson` and :func:`score` (by a task spec's ``metric``
  name) on plain sequences or arrays of predictions and gold labels;
* :func:`write_predictions` — ``id<TAB>prediction`` per line in the rows' order,
  written atomically (``lm4gen.core.files.atomic_write``); class predictions as
  integers, scores with 6 significant digits.
"""

from __future__ import annotations

import math
from typing import Sequence

import numpy as np

from lm4gen.core.files import atomic_write

METRICS = ("accuracy", "pearson")


def _arrays(predictions, labels) -> tuple[np.ndarray, np.ndarray]:
    p, y = np.asarray(predictions, np.float64).reshape(-1), np.asarray(labels, np.float64).reshape(-1)
    if len(p) != len(y):
        raise ValueError(f"{len(p)} predictions for {len(y)} labels")
    if not len(p):
        raise ValueError("no predictions to score")
    return p, y


def accuracy(predictions, labels) -> float:
    """Share of predicted classes equal to the labels."""
    p, y = _arrays(predictions, labels)
    return float((p == y).mean())


def pearson(predictions, labels) -> float:
    """Pearson's correlation coefficient r. Constant predictions (or labels) have no
    correlation to measure: 0.0 (not NaN, so selecting the best epoch keeps working)."""
    p, y = _arrays(predictions, labels)
    dp, dy = p - p.mean(), y - y.mean()
    denom = math.sqrt(float((dp * dp).sum()) * float((dy * dy).sum()))
    return float((dp * dy).sum() / denom) if denom > 0 else 0.0


def score(metric: str, predictions, labels) -> float:
    if metric == "accuracy":
        return accuracy(predictions, labels)
    if metric == "pearson":
        return pearson(predictions, labels)
    raise ValueError(f"metric must be one of {METRICS}, got {metric!r}")


def format_prediction(value, regression: bool) -> str:
    return f"{float(value):.6g}" if regression else str(int(value))


def write_predictions(path: str, ids: Sequence[str], predictions, regression: bool) -> None:
    """``id<TAB>prediction`` per row, atomically (never a half-written file under ``path``)."""
    values = np.asarray(predictions).reshape(-1)
    if len(ids) != len(values):
        raise ValueError(f"{len(ids)} ids for {len(values)} predictions")
    for i in ids:
        if not i or any(c in i for c in "\t\r\n"):
            raise ValueError(f"id {i!r} cannot be written to a predictions file (empty, or holds a tab or line break)")
    with atomic_write(path, "w") as f:
        for i, v in zip(ids, values):
            f.write(f"{i}\t{format_prediction(v, regression)}\n")
