"""The understanding tasks' typed config (``classify/train.py``): the encoder, the task data, the multitask mode,
SMART, AdamW, the train section, tensor parallelism. ``ClassifyConfig.validate()`` names the field of a bad
value before any process group starts."""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from lm4gen.classify.tasks import ON_BAD_LINE, PAIR_ENCODINGS, TASKS, TaskSpec, declared_task
from lm4gen.core.config import EpochFields, OptimFields, ParallelSection, TrainFields, check_minimum, invalid, load_into
from lm4gen.models.lm import SIZES

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
MODES = ("round_robin", "sum", "pcgrad")


@dataclass
class EncoderSection:
    lm: str = ""  # pretrained LM: a lm4gen export file or a pretraining checkpoint dir ("" = random init)
    size: str = "tiny"  # the randomly initialised control's size (lm4gen.models.lm.SIZES), when lm is ""
    kind: str = "mlm"  # the control's kind: mlm | cloze | causal
    frozen: bool = False  # features only: the encoder never trains (ELMo-style), the heads do
    random_init: bool = False  # the control: encoder.lm's shape and tokenizer, its weights initialised afresh
    pooling: str = ""  # first ([CLS]) | mean (over real tokens); "" = first for the masked LM, mean otherwise
    pair_encoding: str = "concat"  # concat ([CLS] A [SEP] B [SEP] + segments) | siamese (each sentence alone)
    dropout: float = 0.1  # on the pooled features, before each head's linear layer
    max_length: int = 128  # tokens per input sequence, [CLS]/[SEP] included (longer inputs are cut)


@dataclass
class DataSection:
    # <task>-train.tsv.gz, <task>-dev.tsv.gz
    dir: str = os.path.join(os.path.dirname(ROOT), "shared", "data", "minbert")
    # comma-separated: the presets sst (sentiment), quora (paraphrase), sts (similarity), or tasks of data.define
    tasks: str = "sst,quora,sts"
    # your own tasks: {name: {kind, columns, num_classes, label_range, metric, train, dev}} (docs/understanding.md)
    define: dict = field(default_factory=dict)
    # the encoder's tokenizer: sentencepiece .model (lm4gen bpe) or transformers tokenizer dir; its sha256 must match
    tokenizer: str = ""
    batch_size: int = 32  # rows per batch per data-parallel rank (per task)
    on_bad_line: str = "skip"  # malformed TSV rows: skip (and count) | error (file:line)
    # use N training rows of each task, a fixed random sample in file order (0 = all; CPU budgets)
    max_train_rows: int = 0


@dataclass
class MultitaskSection:
    mode: str = "round_robin"  # round_robin | sum | pcgrad (see the module doc)
    pcgrad_sync: str = "global"  # pcgrad over data-parallel ranks: global (exact) | local (per-rank surgery)


@dataclass
class SmartSection:
    weight: float = 0.0  # SMART adversarial smoothness term's weight (0 = off; the paper: 1-10)
    mu: float = 0.0  # Bregman proximal-point penalty's weight (0 = off; the paper: 1)
    sigma: float = 1e-5  # std of the initial embedding perturbation
    eps: float = 1e-5  # radius of the perturbation ball (inf-norm)
    eta: float = 1e-3  # ascent step
    steps: int = 1  # ascent steps
    beta: float = 0.99  # EMA momentum of the proximal point


@dataclass
class OptimSection(OptimFields):
    """AdamW (decoupled weight decay, not on biases and LayerNorms), linear warmup then linear decay to 0."""

    encoder_lr: float = 0.0  # peak rate of a trained encoder (0 = lr; BERT fine-tuning: 2e-5 - 5e-5)
    decay_updates: int = 0  # the linear decay reaches 0 after this many updates (0 = the run's length)


@dataclass
class TrainSection(TrainFields, EpochFields):
    """(seed: the heads' init, the control encoder's init, dropout, data order)"""


@dataclass
class ClassifyConfig:
    encoder: EncoderSection = field(default_factory=EncoderSection)
    data: DataSection = field(default_factory=DataSection)
    multitask: MultitaskSection = field(default_factory=MultitaskSection)
    smart: SmartSection = field(default_factory=SmartSection)
    # the heads at 1e-3 (AdamW 0.9, 0.999, decay 0.01), clipping at 1 (BERT's fine-tuning recipe)
    optim: OptimSection = field(default_factory=lambda: OptimSection(lr=1e-3, betas=(0.9, 0.999), weight_decay=0.01,
                                                                     clip_norm=1.0))
    train: TrainSection = field(default_factory=lambda: TrainSection(max_epochs=3, log_every=50))
    parallel: ParallelSection = field(default_factory=ParallelSection)  # tensor parallelism of the encoder
    output_dir: str = os.path.join(ROOT, "runs", "classify")  # metrics.jsonl, predictions/, checkpoints/

    @property
    def task_names(self) -> list[str]:
        return [t.strip() for t in self.data.tasks.split(",") if t.strip()]

    @property
    def task_specs(self) -> dict[str, TaskSpec]:
        """The tasks of ``data.tasks``: the presets (:data:`lm4gen.classify.tasks.TASKS`) or those of
        ``data.define``."""
        return {name: declared_task(name, self.data.define[name], f"data.define.{name}") if name in self.data.define
                else TASKS[name] for name in self.task_names}

    def task_file(self, name: str, split: str) -> str:
        """A task's ``train`` or ``dev`` file: as declared, else ``<data.dir>/<name>-<split>.tsv.gz``."""
        return (self.data.define.get(name) or {}).get(split) or os.path.join(self.data.dir, f"{name}-{split}.tsv.gz")

    @property
    def smart_on(self) -> bool:
        return self.smart.weight > 0 or self.smart.mu > 0

    def validate(self) -> "ClassifyConfig":
        def bad(name, why):
            raise invalid(self, name, why)

        names = self.task_names
        for name in self.data.define:
            if name in TASKS:
                bad("data.define", f"{name!r} is a preset task's name; give your task another")
            if not name.isidentifier():
                bad("data.define", f"task names are identifiers (letters, digits, _), not {name!r}")
        known = [*TASKS, *self.data.define]
        if not names or any(t not in known for t in names) or len(set(names)) != len(names):
            bad("data.tasks", f"a comma-separated list of distinct tasks from {', '.join(known)}")
        specs = self.task_specs  # a declared task's bad field: one line naming it
        if self.encoder.lm and not os.path.exists(self.encoder.lm):
            bad("encoder.lm", "not found (an export of lm4gen export or a checkpoint directory)")
        if not self.encoder.lm and self.encoder.size not in SIZES:
            bad("encoder.size", f"one of {', '.join(SIZES)}")
        if self.encoder.kind not in ("mlm", "cloze", "causal"):
            bad("encoder.kind", "mlm, cloze or causal")
        if self.encoder.pooling not in ("", "first", "mean"):
            bad("encoder.pooling", "first, mean or empty (the encoder's own)")
        if self.encoder.pair_encoding not in PAIR_ENCODINGS:
            bad("encoder.pair_encoding", f"one of {', '.join(PAIR_ENCODINGS)}")
        if not 0 <= self.encoder.dropout < 1:
            bad("encoder.dropout", "must be in [0, 1)")
        if not self.data.tokenizer:
            bad("data.tokenizer", "the encoder's tokenizer is needed to encode the task texts")
        if not os.path.exists(self.data.tokenizer):
            bad("data.tokenizer", "file not found")
        if self.data.on_bad_line not in ON_BAD_LINE:
            bad("data.on_bad_line", f"one of {', '.join(ON_BAD_LINE)}")
        if self.multitask.mode not in MODES:
            bad("multitask.mode", f"one of {', '.join(MODES)}")
        if self.multitask.pcgrad_sync not in ("global", "local"):
            bad("multitask.pcgrad_sync", "global or local")
        if self.multitask.mode == "pcgrad" and len(names) < 2:
            bad("multitask.mode", "pcgrad needs at least two tasks")
        if self.smart_on and self.encoder.frozen:
            bad("smart.weight",
                "SMART perturbs the encoder's embeddings: it needs a trained encoder (encoder.frozen=false)")
        if self.smart_on and self.encoder.pair_encoding == "siamese":
            bad("smart.weight", "SMART is implemented for one input sequence per row: use encoder.pair_encoding=concat")
        if self.smart_on and self.multitask.mode == "pcgrad":
            bad("smart.weight", "SMART with PCGrad is not supported (use multitask.mode round_robin or sum)")
        if self.encoder.frozen and self.encoder.pair_encoding == "siamese" and any(
                spec.is_regression for spec in specs.values()):
            bad("encoder.frozen", "with siamese pairs a regression task (STS) is the cosine of the frozen encoder's "
                "vectors: nothing to train (use encoder.pair_encoding=concat, or a trained encoder)")
        self.train.check(self)
        self.train.check_epochs(self)
        self.optim.check(self)
        check_minimum(self, 5, ("encoder.max_length",))
        check_minimum(self, 1, ("parallel.tensor", "data.batch_size"))
        check_minimum(self, 0, ("data.max_train_rows", "optim.encoder_lr", "optim.decay_updates", "smart.weight",
                                "smart.mu", "smart.sigma", "smart.eps", "smart.eta", "smart.steps"))
        if not 0 <= self.smart.beta < 1:
            bad("smart.beta", "must be in [0, 1)")
        return self


def load_config(path: str | None, sets=()) -> ClassifyConfig:
    return load_into(ClassifyConfig(), path, sets).validate()
