"""Task heads on an encoder's final states, and one loss function per task objective.

The encoder is anything that maps a batch's token ids (and segment ids) to its final
states ``(batch, time, dim)`` and a padding mask ``keep`` ``(batch, time)`` bool (True
for real tokens); the heads here see only those two, so they do not depend on a
particular LM's forward signature.

* :func:`pool` — one vector per sequence: ``"first"`` (the [CLS] state: the masked
  LM's sentence vector) or ``"mean"`` over the real tokens (a cloze LM has no [CLS]
  state of its own; the mean of its relaxed combination outputs is its sentence vector).
* :class:`SentenceClassifier` — dropout + linear on the pooled sequence;
  also the concatenated-pair classifier and, with one output, the concatenated-pair
  regressor (:class:`PairRegressor` with ``siamese=False``).
* :class:`SiameseClassifier` — the two sentences pooled separately as u, v; dropout +
  linear on ``[u, v, |u-v|, u*v]`` (Sentence-BERT's classification features).
* :class:`PairRegressor` — concatenated: a linear score; siamese: the cosine of u and
  v mapped linearly from [-1, 1] onto the label range (cos 1 -> the highest label,
  cos -1 -> the lowest), no parameters of its own.
* :func:`build_head` — the head a task spec and encoding ask for; :func:`task_outputs`
  runs an encoder and a head on a ``lm4gen.classify.tasks.TaskLoader`` batch.

The losses of these outputs live with the objective (:data:`lm4gen.classify.objective.TASK_LOSSES`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import torch
import torch.nn.functional as F
from torch import nn

from lm4gen.classify.tasks import PAIR_ENCODINGS, PAIR_REGRESSION, TaskSpec

POOLINGS = ("first", "mean")


def pool(states: torch.Tensor, keep: torch.Tensor | None, how: str) -> torch.Tensor:
    """states (batch, time, dim), keep (batch, time) bool or None (no padding) -> (batch, dim)."""
    if how == "first":
        return states[:, 0]
    if how == "mean":
        if keep is None:
            return states.mean(dim=1)
        w = keep.to(states.dtype).unsqueeze(-1)  # (batch, time, 1)
        return (states * w).sum(dim=1) / w.sum(dim=1).clamp(min=1.0)
    raise ValueError(f"pooling must be one of {POOLINGS}, got {how!r}")


@dataclass
class HeadConfig:
    """The head of one task; checked by ``validate``."""

    dim: int  # width of the encoder's final states
    pooling: str = "first"  # "first" ([CLS], the masked LM) or "mean" over real tokens (the cloze LM)
    dropout: float = 0.1  # on the pooled features, before the linear layer
    pair_encoding: str = "concat"  # pairs: "concat" (one sequence) or "siamese" (each sentence encoded alone)

    def validate(self) -> "HeadConfig":
        if self.dim < 1:
            raise ValueError(f"head config field 'dim': must be >= 1 (got {self.dim})")
        if self.pooling not in POOLINGS:
            raise ValueError(f"head config field 'pooling': must be one of {POOLINGS} (got {self.pooling!r})")
        if not 0.0 <= self.dropout < 1.0:
            raise ValueError(f"head config field 'dropout': must be in [0, 1) (got {self.dropout})")
        if self.pair_encoding not in PAIR_ENCODINGS:
            raise ValueError(f"head config field 'pair_encoding': must be one of {PAIR_ENCODINGS} "
                             f"(got {self.pair_encoding!r})")
        return self


class SentenceClassifier(nn.Module):
    """One sequence (a sentence, or a concatenated pair) -> (batch, num_outputs)."""

    def __init__(self, dim: int, num_outputs: int, pooling: str = "first", dropout: float = 0.1):
        super().__init__()
        self.pooling = pooling
        self.dropout = nn.Dropout(dropout)
        self.out = nn.Linear(dim, num_outputs)

    def forward(self, states: torch.Tensor, keep: torch.Tensor | None) -> torch.Tensor:
        return self.out(self.dropout(pool(states, keep, self.pooling)))


def siamese_features(u: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
    """(batch, dim) twice -> (batch, 4 dim): [u, v, |u - v|, u * v]."""
    return torch.cat([u, v, (u - v).abs(), u * v], dim=-1)


class SiameseClassifier(nn.Module):
    """Two separately encoded sentences -> (batch, num_classes)."""

    def __init__(self, dim: int, num_classes: int, pooling: str = "first", dropout: float = 0.1):
        super().__init__()
        self.pooling = pooling
        self.dropout = nn.Dropout(dropout)
        self.out = nn.Linear(4 * dim, num_classes)

    def forward(self, states: torch.Tensor, keep: torch.Tensor | None, states_b: torch.Tensor,
                keep_b: torch.Tensor | None) -> torch.Tensor:
        u, v = pool(states, keep, self.pooling), pool(states_b, keep_b, self.pooling)
        return self.out(self.dropout(siamese_features(u, v)))


class PairRegressor(nn.Module):
    """A pair -> (batch,) scores. Concatenated: a linear score of the pooled sequence
    (unbounded). Siamese: ``lo + (hi - lo) * (cos(u, v) + 1) / 2`` for the label range
    ``(lo, hi)``, so it lies in the range."""

    def __init__(self, dim: int, label_range: tuple[float, float], pooling: str = "first", dropout: float = 0.1,
                 siamese: bool = False):
        super().__init__()
        self.pooling, self.siamese, self.label_range = pooling, siamese, tuple(label_range)
        self.dropout = nn.Dropout(dropout)
        self.out = None if siamese else nn.Linear(dim, 1)

    def forward(self, states: torch.Tensor, keep: torch.Tensor | None, states_b: torch.Tensor | None = None,
                keep_b: torch.Tensor | None = None) -> torch.Tensor:
        if not self.siamese:
            return self.out(self.dropout(pool(states, keep, self.pooling))).squeeze(-1)
        u = self.dropout(pool(states, keep, self.pooling))
        v = self.dropout(pool(states_b, keep_b, self.pooling))
        lo, hi = self.label_range
        return lo + (hi - lo) * (F.cosine_similarity(u, v, dim=-1) + 1.0) / 2.0


def build_head(spec: TaskSpec, cfg: HeadConfig) -> nn.Module:
    """The head for ``spec``'s kind: a siamese head takes (states, keep, states_b, keep_b),
    the others (states, keep)."""
    cfg.validate()
    siamese = spec.is_pair and cfg.pair_encoding == "siamese"
    if spec.kind == PAIR_REGRESSION:
        return PairRegressor(cfg.dim, spec.label_range, cfg.pooling, cfg.dropout, siamese)
    if siamese:
        return SiameseClassifier(cfg.dim, spec.num_classes, cfg.pooling, cfg.dropout)
    return SentenceClassifier(cfg.dim, spec.num_classes, cfg.pooling, cfg.dropout)


Encoder = Callable[[torch.Tensor, torch.Tensor], tuple[torch.Tensor, torch.Tensor]]


def task_outputs(encoder: Encoder, head: nn.Module, batch: dict) -> torch.Tensor:
    """Run ``encoder(tokens, segments) -> (states (batch, time, dim), keep (batch, time))``
    on a :class:`lm4gen.classify.tasks.TaskLoader` batch and ``head`` on its states: logits
    (batch, classes) or scores (batch,). Siamese batches encode both sentences (two calls)."""
    states, keep = encoder(batch["tokens"], batch["segments"])
    if "tokens_b" not in batch:
        return head(states, keep)
    states_b, keep_b = encoder(batch["tokens_b"], batch["segments_b"])
    return head(states, keep, states_b, keep_b)
