"""Sentence-level understanding tasks (the minBERT three): reading, encoding, batching.

* :data:`TASKS` — the typed spec of each task: SST (5-way sentence sentiment,
  accuracy), Quora (paraphrase pairs, accuracy), STS (similarity 0-5, Pearson r).
* :func:`read_task` — a TSV file (plain or ``.gz``/``.xz``/``.bz2``) with one header
  line, checked against the task's columns before any row is read. Blank lines are
  skipped and counted (``empty_line``), as ``lm4gen.data_prep.shard`` does. Malformed rows
  (wrong column count, invalid UTF-8, empty id or text, a label out of range or not a
  number, an id seen before) are skipped and counted by reason, or with
  ``on_bad_line="error"`` stop at the first one: ``InputError("FILE:LINE: what")`` —
  the conventions of ``lm4gen shard --on-bad-line``.
* :class:`TaskTokenizer` — the encoder's tokenizer (sentencepiece or transformers), used as ``data_prep``
  uses it (text stripped, ``encode`` without added pieces); the ``<cls>``/``<sep>``/
  ``<pad>`` ids come from its card (:func:`lm4gen.data_prep.tokenizer.load_tokenizer`).
* Inputs are built like the masked LM's next-sentence pairs (``lm4gen.data_prep.stream``):
  a sentence is ``[CLS] A [SEP]``; a pair is ``[CLS] A [SEP] B [SEP]`` with segment
  ids 0 for ``[CLS] A [SEP]`` and 1 for ``B [SEP]`` ("concat"), or two sequences
  ``[CLS] A [SEP]`` and ``[CLS] B [SEP]`` ("siamese"). Longer inputs are cut to
  ``max_length`` tokens, specials included; in a concatenated pair the longer
  segment loses its tail first (the rule of ``lm4gen.data_prep.stream``).
* :class:`TaskLoader` — seeded, exactly resumable batches that know only
  ``(dp_rank, dp_size)``; see its docstring for the layout and the batch fields.
"""

from __future__ import annotations

import math
import os
from collections import Counter
from dataclasses import dataclass, field
from typing import Iterator, Sequence

import numpy as np
import torch

from lm4gen.data_prep.tokenizer import load_tokenizer
from lm4gen.core.files import InputError, iter_byte_lines

SENTENCE = "sentence_classification"
PAIR_CLASSIFICATION = "pair_classification"
PAIR_REGRESSION = "pair_regression"
KINDS = (SENTENCE, PAIR_CLASSIFICATION, PAIR_REGRESSION)
PAIR_ENCODINGS = ("concat", "siamese")
ON_BAD_LINE = ("skip", "error")


@dataclass(frozen=True)
class TaskSpec:
    """What a task's file holds and how it is scored."""

    name: str  # short name: "sst", "quora", "sts"
    columns: tuple[str, ...]  # the header, in order: id, one or two text columns, the label
    kind: str  # SENTENCE, PAIR_CLASSIFICATION or PAIR_REGRESSION
    num_classes: int  # classification: labels are the integers 0 .. num_classes-1; regression: 1 (one output)
    label_range: tuple[float, float]  # smallest and largest allowed label (inclusive)
    metric: str  # "accuracy" (classification) or "pearson" (regression)

    @property
    def text_columns(self) -> tuple[str, ...]:
        return self.columns[1:-1]

    @property
    def is_pair(self) -> bool:
        return self.kind != SENTENCE

    @property
    def is_regression(self) -> bool:
        return self.kind == PAIR_REGRESSION


TASKS: dict[str, TaskSpec] = {
    "sst": TaskSpec("sst", ("id", "sentence", "sentiment"), SENTENCE, 5, (0.0, 4.0), "accuracy"),
    "quora": TaskSpec("quora", ("id", "sentence1", "sentence2", "is_duplicate"), PAIR_CLASSIFICATION, 2, (0.0, 1.0),
                      "accuracy"),
    "sts": TaskSpec("sts", ("id", "sentence1", "sentence2", "similarity"), PAIR_REGRESSION, 1, (0.0, 5.0), "pearson"),
}


def task_spec(name: str) -> TaskSpec:
    if name not in TASKS:
        raise ValueError(f"unknown task {name!r}; known: {', '.join(TASKS)}")
    return TASKS[name]


DECLARED_FIELDS = {  # a task declared in the config (data.define.<name>): field -> what it holds
    "kind": f"one of {', '.join(KINDS)}",
    "columns": "the header, in order: id, the text column(s) (one; two for pair kinds), the label",
    "num_classes": "classification: labels are the integers 0 .. num_classes-1 (at least 2)",
    "label_range": "[lowest, highest] label (regression: required; classification: 0 .. num_classes-1)",
    "metric": "accuracy (classification) or pearson (regression): the default of the kind",
    "train": "the training TSV (default: <data.dir>/<name>-train.tsv.gz)",
    "dev": "the dev TSV (default: <data.dir>/<name>-dev.tsv.gz)",
}


def declared_task(name: str, fields: dict, where: str) -> TaskSpec:
    """The :class:`TaskSpec` of a user's task declared in the config (``where`` = ``data.define.<name>``): a
    sentence or pair classification with its number of classes, or a pair regression with its label range. A bad
    or missing field is a ValueError naming it."""
    def bad(field_name: str, why: str) -> ValueError:
        value = fields.get(field_name, "<missing>")
        return ValueError(f"config field '{where}.{field_name}': {why} (got {value!r})")

    if not isinstance(fields, dict):
        raise ValueError(f"config field '{where}': a mapping of {', '.join(DECLARED_FIELDS)} (got {fields!r})")
    for key in fields:
        if key not in DECLARED_FIELDS:
            raise bad(key, f"unknown; a declared task has {', '.join(DECLARED_FIELDS)}")
    kind = fields.get("kind")
    if kind not in KINDS:
        raise bad("kind", DECLARED_FIELDS["kind"])
    columns = fields.get("columns")
    texts = 1 if kind == SENTENCE else 2
    if (not isinstance(columns, (list, tuple)) or len(columns) != texts + 2
            or not all(isinstance(c, str) and c.strip() for c in columns) or len(set(columns)) != len(columns)):
        raise bad("columns", f"{texts + 2} distinct column names: id, {texts} text column(s), the label")
    regression = kind == PAIR_REGRESSION
    num_classes = fields.get("num_classes", 1 if regression else None)
    if regression and num_classes != 1:
        raise bad("num_classes", "a regression has one output: leave it out")
    if not regression and (not isinstance(num_classes, int) or isinstance(num_classes, bool) or num_classes < 2):
        raise bad("num_classes", DECLARED_FIELDS["num_classes"])
    label_range = fields.get("label_range", None if regression else [0, num_classes - 1])
    if (not isinstance(label_range, (list, tuple)) or len(label_range) != 2
            or not all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in label_range)
            or not label_range[0] < label_range[1]):
        raise bad("label_range", "[lowest, highest], lowest < highest")
    if not regression and tuple(label_range) != (0, num_classes - 1):
        raise bad("label_range", f"classes are 0 .. num_classes-1 = [0, {num_classes - 1}]")
    metric = fields.get("metric", "pearson" if regression else "accuracy")
    if metric != ("pearson" if regression else "accuracy"):
        raise bad("metric", "pearson for a regression, accuracy for a classification")
    for split in ("train", "dev"):
        if split in fields and (not isinstance(fields[split], str) or not fields[split]):
            raise bad(split, "a file path")
    return TaskSpec(name, tuple(c.strip() for c in columns), kind, num_classes,
                    (float(label_range[0]), float(label_range[1])), metric)


# ----------------------------------------------------------------------------
# reading


@dataclass
class Examples:
    """The usable rows of one task file, in file order."""

    spec: TaskSpec
    path: str
    ids: list[str]
    texts: list[tuple[str, ...]]  # one or two stripped texts per row
    labels: np.ndarray  # (rows,) int64 class indices, or float32 scores for regression
    lines: np.ndarray  # (rows,) int64 line number of each row in the file (the header is line 1)
    skipped: dict[str, int] = field(default_factory=dict)  # rows skipped, by reason

    def __len__(self) -> int:
        return len(self.ids)


def _parse_label(value: str, spec: TaskSpec) -> float | int | str:
    """The label of a row, or a string saying what is wrong with it."""
    try:
        x = float(value)
    except ValueError:
        return f"label {value!r} of column {spec.columns[-1]!r} is not a number"
    lo, hi = spec.label_range
    if not math.isfinite(x) or not lo <= x <= hi:
        return f"label {value!r} of column {spec.columns[-1]!r} is outside [{lo:g}, {hi:g}]"
    if spec.is_regression:
        return x
    if x != int(x):
        return f"label {value!r} of column {spec.columns[-1]!r} is not a class index (an integer in [{lo:g}, {hi:g}])"
    return int(x)


def read_task(path: str, spec: TaskSpec, on_bad_line: str = "skip") -> Examples:
    """The rows of a task file (see the module docstring). The header must equal
    ``spec.columns``; otherwise an :class:`InputError` naming the file and both column
    lists, before any row is looked at."""
    if on_bad_line not in ON_BAD_LINE:
        raise ValueError(f"--on-bad-line must be 'skip' or 'error', got {on_bad_line!r}")
    if not os.path.isfile(path):
        raise InputError(f"{spec.name} file not found: {path}")
    skipped: Counter = Counter()
    ids: list[str] = []
    texts: list[tuple[str, ...]] = []
    labels: list[float | int] = []
    lines: list[int] = []
    seen: set[str] = set()
    header = None
    line_no = 0

    def bad(reason: str, what: str) -> None:
        if on_bad_line == "error":
            raise InputError(f"{path}:{line_no}: {what}")
        skipped[reason] += 1

    for chunk in iter_byte_lines(path):
        for raw in chunk:
            line_no += 1
            try:
                line = raw.decode("utf-8").rstrip("\r\n")
            except UnicodeDecodeError as e:
                if header is None:
                    raise InputError(f"{path}:1: the header is not valid UTF-8 ({e.reason} at "
                                     f"byte {e.start})") from None
                bad("invalid_utf8", f"invalid UTF-8 ({e.reason} at byte {e.start})")
                continue
            fields = line.split("\t")
            if header is None:
                header = tuple(f.strip() for f in fields)
                if header != spec.columns:
                    raise InputError(f"{path}: columns {list(header)} do not match task {spec.name!r}, which expects "
                                     f"{list(spec.columns)} (tab-separated, one header line)")
                continue
            if not line.strip():  # as lm4gen.data_prep.shard: blank lines are skipped and counted, never an error
                skipped["empty_line"] += 1
                continue
            if len(fields) != len(spec.columns):
                bad("columns", f"{len(fields)} tab-separated fields, task {spec.name!r} has {len(spec.columns)} "
                               f"({', '.join(spec.columns)})")
                continue
            fields = [f.strip() for f in fields]
            empty = [name for name, value in zip(spec.columns[:-1], fields) if not value]
            if empty:
                bad("empty", f"empty {', '.join(empty)}")
                continue
            label = _parse_label(fields[-1], spec)
            if isinstance(label, str):
                bad("label", label)
                continue
            if fields[0] in seen:
                bad("duplicate_id", f"id {fields[0]!r} was seen before")
                continue
            seen.add(fields[0])
            ids.append(fields[0])
            texts.append(tuple(fields[1:-1]))
            labels.append(label)
            lines.append(line_no)
    if header is None:
        raise InputError(f"{path}: no header line (task {spec.name!r} expects {list(spec.columns)})")
    if not ids:
        raise InputError(f"{path}: no usable rows (skipped: {dict(skipped) or 'none'})")
    dtype = np.float32 if spec.is_regression else np.int64
    return Examples(spec, path, ids, texts, np.asarray(labels, dtype), np.asarray(lines, np.int64),
                    dict(sorted(skipped.items())))


# ----------------------------------------------------------------------------
# tokenizing and building inputs


@dataclass(frozen=True)
class SpecialIds:
    pad: int
    cls: int
    sep: int


class TaskTokenizer:
    """The encoder's tokenizer (:func:`lm4gen.data_prep.tokenizer.load_tokenizer`: the project's sentencepiece
    model or a transformers tokenizer) as ``data_prep`` uses it, plus its sha256 (an encoder must have been
    pretrained with the same one)."""

    def __init__(self, model_path: str):
        tok = load_tokenizer(model_path)
        ids = tok.special_ids
        if ids["cls"] in (None, ids["unk"]) or ids["sep"] in (None, ids["unk"]):
            raise InputError(f"{model_path}: the tokenizer has no <cls>/<sep> pieces, which task inputs need "
                             "(lm4gen bpe's have them, as BERT's [CLS]/[SEP])")
        tok.require("pad", "batches of task inputs")
        self.path = model_path
        self.sha256: str = tok.sha256
        self.vocab_size: int = tok.vocab_size
        self.special_ids: dict = tok.special_ids
        self.special = SpecialIds(pad=ids["pad"], cls=ids["cls"], sep=ids["sep"])
        self.sp = tok

    def encode(self, texts: Sequence[str]) -> list[list[int]]:
        return self.sp.encode(list(texts))


def sentence_input(a: Sequence[int], max_length: int, special: SpecialIds) -> tuple[list[int], list[int]]:
    """``[CLS] A [SEP]`` cut to ``max_length`` tokens -> (tokens, segments all 0)."""
    a = list(a[: max(0, max_length - 2)])
    tokens = [special.cls, *a, special.sep]
    return tokens, [0] * len(tokens)


def pair_input(a: Sequence[int], b: Sequence[int], max_length: int, special: SpecialIds) -> tuple[list[int], list[int]]:
    """``[CLS] A [SEP] B [SEP]`` cut to ``max_length`` tokens (the longer segment loses
    its tail first, as ``lm4gen.data_prep.stream`` cuts sentence pairs) -> (tokens, segments:
    0 for ``[CLS] A [SEP]``, 1 for ``B [SEP]``)."""
    budget = max_length - 3
    la = min(len(a), max(budget - len(b), budget // 2))
    lb = min(len(b), budget - la)
    tokens = [special.cls, *a[:la], special.sep, *b[:lb], special.sep]
    return tokens, [0] * (la + 2) + [1] * (lb + 1)


@dataclass
class TaskData:
    """A task's rows with their texts tokenized (no specials yet)."""

    examples: Examples
    first: list[list[int]]  # token ids of the (first) sentence of each row
    second: list[list[int]] | None  # pairs: the second sentence's

    @property
    def spec(self) -> TaskSpec:
        return self.examples.spec

    def __len__(self) -> int:
        return len(self.first)


def load_task(path: str, spec: TaskSpec, tokenizer: TaskTokenizer, on_bad_line: str = "skip") -> TaskData:
    """:func:`read_task` then tokenize each text column."""
    ex = read_task(path, spec, on_bad_line)
    first = tokenizer.encode([t[0] for t in ex.texts])
    second = tokenizer.encode([t[1] for t in ex.texts]) if spec.is_pair else None
    return TaskData(ex, first, second)


# ----------------------------------------------------------------------------
# batches


@dataclass
class BatchConfig:
    """How a task's rows become batches; checked by ``validate``."""

    batch_size: int = 32  # rows per batch on each data-parallel rank
    max_length: int = 128  # tokens per input sequence, [CLS]/[SEP] included; longer inputs are cut
    pair_encoding: str = "concat"  # pairs: "concat" (one sequence with segments) or "siamese" (two sequences)
    train: bool = True  # True: a seeded permutation each epoch, rows wrapped to fill the last batch count as
    # real; False (evaluation): file order, one pass, filler rows marked real=False
    seed: int = 1  # seed of the per-epoch permutation

    def validate(self) -> "BatchConfig":
        if self.batch_size < 1:
            raise ValueError(f"batch config field 'batch_size': must be >= 1 (got {self.batch_size})")
        if self.max_length < 5:
            raise ValueError(f"batch config field 'max_length': must be >= 5, room for [CLS] A [SEP] B [SEP] "
                             f"(got {self.max_length})")
        if self.pair_encoding not in PAIR_ENCODINGS:
            raise ValueError(f"batch config field 'pair_encoding': must be one of {PAIR_ENCODINGS} "
                             f"(got {self.pair_encoding!r})")
        return self


def _pad(rows: list[list[int]], value: int) -> torch.Tensor:
    width = max(map(len, rows))
    out = np.full((len(rows), width), value, np.int64)
    for i, row in enumerate(rows):
        out[i, : len(row)] = row
    return torch.from_numpy(out)


class TaskLoader:
    """Batches of one task for one data-parallel rank.

    Layout: an epoch is ``len(self)`` = ceil(rows / (batch_size * dp_size)) steps. Step
    ``b`` of every rank together covers the positions ``[b*B*R, (b+1)*B*R)`` of the
    epoch's order (B = batch_size, R = dp_size), rank ``r`` taking positions
    ``b*B*R + r*B ...`` + B - 1; position ``s`` is row ``order[s % rows]``. The order is
    a permutation seeded by (seed, epoch) when training, the file order otherwise. So
    every rank yields the same number of equally sized batches (no collective can hang
    on an uneven split), and a step's global batch does not depend on how it is split
    over ranks (R=2 with B=4 sees what R=1 with B=8 sees). Positions past the rows
    wrap to the start of the order: in training they are ordinary rows, in evaluation
    they are marked ``real=False`` (leave them out of metrics) and each row is real once.

    Batch fields: ``tokens``, ``segments`` (batch, time) int64 padded on the right
    with ``<pad>`` (segments 0) to the batch's longest sequence; siamese pairs add
    ``tokens_b``, ``segments_b`` for the second sentence; ``labels`` (batch,) int64
    classes or float32 scores; ``index`` (batch,) int64 row numbers in the file's usable
    rows; ``real`` (batch,) bool; ``ids`` the rows' ids (list of str); ``task`` its name.

    Iterate to get the rest of the current epoch; the next iteration is the next epoch.
    ``state_dict()``/``load_state_dict()`` resume at the exact next batch.
    """

    def __init__(self, data: TaskData, cfg: BatchConfig, special: SpecialIds, dp_rank: int = 0, dp_size: int = 1):
        cfg.validate()
        if dp_size < 1 or not 0 <= dp_rank < dp_size:
            raise ValueError(f"dp_rank must be in [0, dp_size); got {dp_rank} of {dp_size}")
        self.data, self.cfg, self.special = data, cfg, special
        self.dp_rank, self.dp_size = dp_rank, dp_size
        self.siamese = data.spec.is_pair and cfg.pair_encoding == "siamese"
        self.epoch = 0
        self.batches_done = 0

    def __len__(self) -> int:
        return -(-len(self.data) // (self.cfg.batch_size * self.dp_size))

    def order(self, epoch: int) -> np.ndarray:
        n = len(self.data)
        if not self.cfg.train:
            return np.arange(n)
        return np.random.default_rng([self.cfg.seed, epoch]).permutation(n)

    def positions(self, step: int) -> np.ndarray:
        """Epoch positions of this rank's rows at ``step``."""
        B = self.cfg.batch_size
        return step * B * self.dp_size + self.dp_rank * B + np.arange(B)

    def make_batch(self, rows: np.ndarray, real: np.ndarray) -> dict:
        d, L, sp = self.data, self.cfg.max_length, self.special
        batch: dict = {}
        if not d.spec.is_pair:
            seqs = [sentence_input(d.first[i], L, sp) for i in rows]
        elif self.siamese:
            seqs = [sentence_input(d.first[i], L, sp) for i in rows]
            second = [sentence_input(d.second[i], L, sp) for i in rows]
            batch["tokens_b"] = _pad([t for t, _ in second], sp.pad)
            batch["segments_b"] = _pad([s for _, s in second], 0)
        else:
            seqs = [pair_input(d.first[i], d.second[i], L, sp) for i in rows]
        batch["tokens"] = _pad([t for t, _ in seqs], sp.pad)
        batch["segments"] = _pad([s for _, s in seqs], 0)
        batch["labels"] = torch.from_numpy(d.examples.labels[rows])
        batch["index"] = torch.from_numpy(rows.astype(np.int64))
        batch["real"] = torch.from_numpy(real)
        batch["ids"] = [d.examples.ids[i] for i in rows]
        batch["task"] = d.spec.name
        return batch

    def __iter__(self) -> Iterator[dict]:
        order, n = self.order(self.epoch), len(self.data)
        while self.batches_done < len(self):
            pos = self.positions(self.batches_done)
            real = np.ones(len(pos), bool) if self.cfg.train else pos < n
            batch = self.make_batch(order[pos % n], real)
            self.batches_done += 1
            yield batch
        self.epoch += 1
        self.batches_done = 0

    def restart(self) -> "TaskLoader":
        """Back to the first batch of epoch 0 (evaluation: every pass reads the same batches)."""
        self.epoch, self.batches_done = 0, 0
        return self

    def signature(self) -> dict:
        return {"task": self.data.spec.name, "rows": len(self.data), "dp_rank": self.dp_rank, "dp_size": self.dp_size,
                "batch_size": self.cfg.batch_size, "train": self.cfg.train, "seed": self.cfg.seed}

    def state_dict(self) -> dict:
        """Plain Python data (JSON-serialisable, loadable with ``torch.load(weights_only=True)``)."""
        return {"signature": self.signature(), "epoch": self.epoch, "batches_done": self.batches_done}

    def load_state_dict(self, state: dict) -> None:
        old, new = state["signature"], self.signature()
        diff = sorted(k for k in new if old.get(k) != new[k])
        if diff:
            raise ValueError(f"task loader state was saved with different {', '.join(diff)}: "
                             f"{[old.get(k) for k in diff]} vs now {[new[k] for k in diff]}; exact resume needs the "
                             "same data, ranks and batch size")
        self.epoch, self.batches_done = int(state["epoch"]), int(state["batches_done"])
