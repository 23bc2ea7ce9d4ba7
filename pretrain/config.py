"""The typed pretraining run configuration: YAML file, then ``--set key=value`` overrides.

    python pretrain/run.py --config configs/pretrain/causal-190m.yaml --set optim.lr=0.5 --set train.max_steps=100

Every field has a one-line doc comment. ``RunConfig.validate()`` raises
``ValueError`` naming the field (``section.field``) before any process group
starts. The model section names a size from :data:`lm4gen.models.lm.SIZES` and may
set any of its fields (typed, documented, null = the size's value; ``model.overrides``, the
untyped mapping they replace, is read with a note naming the new field).
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass, field

from lm4gen.core.config import (
    OptimFields,
    ParallelSection,
    TrainFields,
    check_minimum,
    invalid,
    load_into,
    mirrored_values,
    with_optional_fields,
)
from lm4gen.models.export import config_from_dict, export_meta
from lm4gen.models.lm import NO_PAD, SIZES, ModelConfig, model_config

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
QUICKSTART = os.path.join(ROOT, "runs", "quickstart")


@with_optional_fields(ModelConfig, exclude=("vocab_size",))  # the vocabulary is the shards' tokenizer's
class ModelSection:
    """A named size, then any of its fields set: every :class:`lm4gen.models.lm.ModelConfig` field (its type
    ``| None``, its documentation) follows the fields below; one left unset (null) keeps the size's value
    (``lm4gen.models.lm.SIZES``, then ``ModelConfig``'s defaults), but ``pad_id``, ``mask_id`` and
    ``special_ids`` left null are the tokenizer's (``mask_id``: else 4). Checked once, by ``ModelConfig.validate``."""

    size: str = "tiny"  # a named size: tiny, small, causal-190m, cloze-353m, mlm-base
    # an LM export (lm4gen export, lm4gen hf-import) to start from: its architecture and weights; the size and
    # the architecture fields stay unset (the dropouts may be set); its tokenizer must be the shards'
    init_from: str = ""
    kind: str = ""  # causal | cloze | mlm ("" = the size's own kind)

    # the untyped mapping of every ModelConfig field that these fields replace (read with a note: ``retired``)
    RETIRED = ("overrides",)

    # what an init_from run may still set: they change no weight
    INIT_FROM_MAY_SET = ("dropout", "attention_dropout", "activation_dropout")

    def fields_set(self) -> dict:
        """The ModelConfig fields this section sets (those not left null)."""
        return mirrored_values(self)

    def export_config(self) -> dict:
        """``init_from``'s model config (the weights are not read)."""
        return export_meta(self.init_from)["config"]

    def build(self, vocab_size: int, special_ids: dict | None) -> ModelConfig:
        if self.init_from:
            config = {**self.export_config(), **self.fields_set()}
            if config["vocab_size"] != vocab_size:
                raise ValueError(f"config field 'model.init_from': {self.init_from} has a vocabulary of "
                                 f"{config['vocab_size']:,}, the shards' tokenizer {vocab_size:,}")
            return config_from_dict(config).validate()
        extra = self.fields_set()
        if self.kind:
            extra["kind"] = self.kind
        extra["vocab_size"] = vocab_size
        if special_ids:
            # a transformers tokenizer may lack some
            ids = {name: i for name, i in special_ids.items() if i is not None}
            kind = extra.get("kind") or SIZES.get(self.size, {}).get("kind", ModelConfig.kind)
            if "pad" not in ids and self.pad_id is None:
                if kind != "causal":
                    raise ValueError("config field 'model.pad_id': the shards' tokenizer has no pad token (GPT-2's "
                                     f"has none), which the {kind} LM needs: set model.pad_id to an id the loss may "
                                     "ignore")
                extra["pad_id"] = NO_PAD  # packed blocks pad nothing; every id stays a target
            extra.setdefault("pad_id", ids.get("pad"))
            extra.setdefault("mask_id", ids.get("mask", 4))
            extra.setdefault("special_ids", tuple(sorted(ids.values())) if len(ids) == len(special_ids) else
                             tuple(sorted({*ids.values(), extra["pad_id"], extra["mask_id"]} - {NO_PAD})))
            cfg = model_config(self.size, **extra)
            if cfg.kind == "mlm" and "mask" not in ids and self.mask_id is None:
                raise ValueError("config field 'model.mask_id': the shards' tokenizer has no mask token, which the "
                                 "masked LM needs: use a tokenizer with one (BERT's [MASK]) or set model.mask_id")
            return cfg
        return model_config(self.size, **extra)


@dataclass
class DataSection:
    train: str = os.path.join(QUICKSTART, "shards", "mono.de")  # train shards: a manifest.json or its directory
    valid: str = ""  # validation shards ("" = the train manifest's valid split, if it has one)
    # the shards' tokenizer: sentencepiece .model or transformers tokenizer dir/tokenizer.json ("" = none: no sha
    # check); its card goes into exports
    tokenizer: str = ""
    block_size: int = 128  # tokens per sequence (the recipe breaks at sentence ends: break_mode complete)
    batch_size: int = 8  # sequences per micro-batch per data-parallel rank
    # none (packed blocks) | complete (whole sentences, padded) | nsp (MLM+NSP pairs; document shards)
    break_mode: str = "none"
    shuffle_buffer: int = 1000  # units per loader shuffle window, at least (whole chunks are read; 0: no shuffling)
    num_workers: int = 1  # loader worker processes per rank
    allow_shard_reuse: bool = False  # permit fewer shards than ranks x workers
    # loader streams over all ranks, the data order's unit (0: ranks x workers at the first start); a multiple of every
    # data-parallel size the run may resume on
    streams: int = 0


@dataclass
class OptimSection(OptimFields):
    name: str = "nag"  # nag (the recipe; lr 1.0) | adamw (decoupled weight decay)
    momentum: float = 0.99  # NAG momentum
    warmup_init_lr: float = 1e-7  # learning rate at step 0
    period_updates: int = 0  # cosine period after warmup (0 = max_steps - warmup_updates; recipe: 968,000)
    min_lr: float = 1e-4  # floor of the cosine (recipe: 1e-4)


@dataclass
class TrainSection(TrainFields):
    grad_accum: int = 1  # micro-batches per update
    eval_every: int = 100  # steps between validations (0 = only at the end)
    eval_batches: int = 20  # validation batches per rank at most
    activation_checkpointing: bool = False  # recompute block activations in backward (saves memory)
    peak_flops: float = 0.0  # per-rank peak FLOP/s for MFU (0 = a GPU's datasheet figure; no MFU on a CPU)
    half_on_cpu: bool = False  # keep the ds_config's fp16/bf16 without CUDA (slow CPU kernels: for correctness tests)


@dataclass
class RunConfig:
    model: ModelSection = field(default_factory=ModelSection)
    data: DataSection = field(default_factory=DataSection)
    # the recipe: NAG at 1.0 with 16,000 warmup updates; the tiny default trains in a few hundred steps
    optim: OptimSection = field(default_factory=lambda: OptimSection(lr=0.5, clip_norm=0.1, warmup_updates=50))
    train: TrainSection = field(default_factory=lambda: TrainSection(max_steps=200, save_every=100))
    parallel: ParallelSection = field(default_factory=ParallelSection)
    output_dir: str = os.path.join(ROOT, "runs", "pretrain")  # metrics.jsonl, tensorboard/, checkpoints/

    def validate(self) -> "RunConfig":
        def bad(name, why):
            raise invalid(self, name, why)

        if self.model.size not in SIZES:
            bad("model.size", f"unknown size; one of {sorted(SIZES)}")
        if self.model.init_from:
            if not os.path.isfile(self.model.init_from):
                bad("model.init_from", "file not found")
            kind = self.model.export_config().get("kind")
            if self.model.kind and self.model.kind != kind:
                bad("model.kind", f"model.init_from is a {kind} LM")
            for name in self.model.fields_set():
                if name not in ModelSection.INIT_FROM_MAY_SET:
                    bad(f"model.{name}", "comes from model.init_from's export: leave it unset")
        if self.model.kind not in ("", "causal", "cloze", "mlm"):
            bad("model.kind", "must be causal, cloze or mlm")
        model = self.model_config_check()
        self.train.check(self)
        self.optim.check(self)
        check_minimum(self, 1, ("data.block_size", "data.batch_size", "train.max_steps", "train.grad_accum",
                                "parallel.tensor", "train.eval_batches"))
        check_minimum(self, 0, ("data.shuffle_buffer", "data.num_workers", "data.streams", "train.eval_every",
                                "optim.period_updates", "optim.min_lr", "train.peak_flops"))
        if self.data.break_mode not in ("none", "complete", "nsp"):
            bad("data.break_mode", "must be none, complete or nsp")
        if self.data.break_mode == "nsp" and (model.kind != "mlm" or not model.nsp or model.num_segments < 2):
            bad("data.break_mode", "nsp (sentence pairs of document shards) trains the masked LM's next-sentence "
                "head: set model.kind=mlm, model.nsp=true and model.num_segments=2")
        if self.optim.name not in ("nag", "adamw"):
            bad("optim.name", "must be nag or adamw")
        if not 0 <= self.optim.momentum < 1:
            bad("optim.momentum", "must be in [0, 1)")
        if not 0 < self.optim.warmup_init_lr <= self.optim.lr:
            bad("optim.warmup_init_lr", "must be in (0, optim.lr]")
        if self.optim.min_lr > self.optim.lr:
            bad("optim.min_lr", "must be <= optim.lr")
        if not self.data.train:
            bad("data.train", "must name the training shards (a manifest.json or its directory)")
        if self.data.tokenizer and not os.path.exists(self.data.tokenizer):
            bad("data.tokenizer", "file not found")
        return self

    def model_config_check(self) -> ModelConfig:
        """The model section checked on its own (the size's vocabulary, no tokenizer yet): a bad field is a
        ValueError naming ``model.<field>``."""
        if self.model.init_from:
            return self.model.build(self.model.export_config()["vocab_size"], None)
        ids = [i for name in ("pad_id", "mask_id") for i in [getattr(self.model, name)] if i is not None]
        ids += list(self.model.special_ids or ())
        vocab = max([SIZES[self.model.size].get("vocab_size", ModelConfig.vocab_size)] + [i + 1 for i in ids])
        try:
            return self.model.build(vocab, None)
        except ValueError as e:
            name = next((f"model.{k}" for k in self.model.fields_set() if f"'{k}'" in str(e)), "model")
            raise ValueError(f"config field {name!r}: {e}") from None

    @property
    def period_updates(self) -> int:
        return self.optim.period_updates or max(1, self.train.max_steps - self.optim.warmup_updates)


def load_config(path: str | None, assignments: list[str] = ()) -> RunConfig:
    return load_into(RunConfig(), path, assignments).validate()


def to_dict(cfg: RunConfig) -> dict:
    return dataclasses.asdict(cfg)
