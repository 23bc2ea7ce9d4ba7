"""The typed fine-tuning run configuration: YAML file, then ``--set key=value`` overrides.

    lm4gen finetune --config configs/finetune/tiny.yaml --set model.strategy=src-elmo \\
        --set model.src_lm=runs/quickstart/lm/cloze.pt --set model.dropout=0.2 --set optim.lr=0.001

The shared sections and machinery are :mod:`lm4gen.core.config`'s (``TrainFields``, ``EpochFields``, ``OptimFields``,
``load_into``).
Every field has a one-line doc comment; :meth:`FinetuneConfig.validate` raises
``ValueError`` naming the field before any process group starts.

Tasks (SPEC §4-5): ``translation`` (validation and checkpoint selection by BLEU) and
``summarization`` (ROUGE-L; no repeated trigram at generation). Fields left at ``-1``
take the task's value from :data:`TASK_DEFAULTS`.
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass, field

from lm4gen.core.config import (
    EpochFields,
    OptimFields,
    ParallelSection,
    TrainFields,
    check_minimum,
    invalid,
    load_into,
    mirrored_values,
    with_optional_fields,
)
from lm4gen.models.hf_towers import hf_path
from lm4gen.models.seq2seq import Integration, SIZES, Seq2SeqConfig, seq2seq_config

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
QUICKSTART = os.path.join(ROOT, "runs", "quickstart")
TASKS = ("translation", "summarization")
SELECT_METRICS = ("bleu", "chrf", "rouge1", "rouge2", "rougeL", "rougeLsum")
# what a task decides where the config says -1 (generation as in the authors' recipe)
TASK_DEFAULTS = {
    "translation": {"no_repeat_ngram": 0, "select": "bleu"},
    "summarization": {"no_repeat_ngram": 3, "select": "rougeL"},
}


# what the section does not mirror: the vocabularies and special ids are the tokenizers', strategy and shdemb its own
_NOT_MIRRORED = ("vocab_size", "pad_id", "bos_id", "eos_id", "src_vocab_size", "src_pad_id", "src_eos_id")


@with_optional_fields(Seq2SeqConfig, exclude=_NOT_MIRRORED)
class ModelSection:
    """The strategy, its LMs and the LM state cache, then the size's fields: every
    :class:`lm4gen.models.seq2seq.Seq2SeqConfig` field not in ``_NOT_MIRRORED`` (its type ``| None``, its
    documentation); one left unset (null) keeps the size's value (``lm4gen.models.seq2seq.SIZES``, then
    ``Seq2SeqConfig``'s defaults)."""

    size: str = "tiny"  # tiny (CPU tests), base (summarization), big (translation): lm4gen.models.seq2seq.SIZES
    # baseline | shared | src-elmo | src-ft | tgt-elmo | tgt-ft (SPEC §4); NAME+shdemb sets shdemb
    strategy: str = "baseline"
    shdemb: bool = False  # tie the decoder input embeddings to the output projection (+SHDEMB)
    # source-side LM (src-*): a `lm4gen export` file, a pretraining checkpoint dir, or hf:DIR (BERT/RoBERTa/XLM-R)
    src_lm: str = ""
    tgt_lm: str = ""  # target-side LM (tgt-*): same forms, a causal LM; hf:DIR: a GPT-2-family model
    # the frozen-LM state cache (lm4gen.finetune.lm_cache; *-elmo only): the LM's states computed once per sentence
    # read a frozen (elmo) LM's layer states from a cache built once for the train/valid shards
    cache_lm_states: bool = False
    # where the cache lives ("" = <output_dir>/lm_cache); one built for another LM or other shards is refused
    lm_cache_dir: str = ""
    # storage dtype of the cached states: float16 (half the bytes) | float32 (exact to fp32 rounding)
    lm_cache_dtype: str = "float16"

    # the untyped mapping of every Seq2SeqConfig field that these fields replace (read with a note)
    RETIRED = ("overrides",)

    def fields_set(self) -> dict:
        """The Seq2SeqConfig fields this section sets (those not left null)."""
        return mirrored_values(self)


@dataclass
class DataSection:
    train: str = os.path.join(QUICKSTART, "shards", "bitext")  # bitext shards (lm4gen bitext): manifest or dir
    valid: str = ""  # validation shards ("" = the train manifest's own valid split)
    valid_split: str = "valid"  # split of the validation manifest to evaluate on
    # the shards' (target side's) tokenizer: sentencepiece .model or transformers tokenizer dir (detokenizes for BLEU)
    tokenizer: str = os.path.join(QUICKSTART, "bpe", "joint.model")
    max_tokens: int = 4096  # padded tokens per batch per rank (rows x longest side)
    max_sentences: int = 0  # rows per batch at most (0 = no limit)
    pool_size: int = 4096  # pairs sorted together for length bucketing
    shuffle_buffer: int = 1000  # pairs per loader shuffle window, at least (whole chunks are read; 0: no shuffling)
    num_workers: int = 1  # loader worker processes per rank
    allow_shard_reuse: bool = False  # permit fewer train shards than ranks x workers


@dataclass
class OptimSection(OptimFields):
    """Adam (coupled L2 weight decay, as fairseq's adam), the inverse square-root schedule after the warmup."""

    lm_lr: float = 0.0  # peak rate of a fine-tuned LM's parameters (src-ft / tgt-ft; 0 = lr)
    warmup_init_lr: float = 1e-7  # learning rate at step 0


@dataclass
class TrainSection(TrainFields, EpochFields):
    grad_accum: int = 1  # micro-batches per update
    label_smoothing: float = 0.1  # label-smoothed cross-entropy (SPEC §4)
    eval_every: int = 0  # updates between validations besides each epoch's end (0 = epoch ends only): long epochs


@dataclass
class EvalSection:
    bleu: bool = True  # decode the validation set each epoch and score it (else validation loss only)
    # metric that chooses `best` and drives patience: bleu | chrf | rouge1 | rouge2 | rougeL | rougeLsum ("" = task's)
    select: str = ""
    beam: int = 1  # beam size while validating (1 = greedy: fast; generate uses 5)
    max_len_a: float = 1.2  # maximum output length a * |source| + b
    max_len_b: int = 10  # see max_len_a
    min_len: int = 1  # minimum output length
    lenpen: float = 1.0  # length penalty (beam > 1)
    no_repeat_ngram: int = -1  # block repeated n-grams (0 = off; -1 = task default: 3 for summarization)
    max_tokens: int = 4096  # padded tokens per decoding batch
    max_sentences: int = 0  # decode only the first N validation pairs per rank (0 = all)
    loss_batches: int = 0  # validation-loss batches per rank at most (0 = all)


@dataclass
class FinetuneConfig:
    task: str = "translation"  # translation | summarization
    model: ModelSection = field(default_factory=ModelSection)
    data: DataSection = field(default_factory=DataSection)
    # Adam (0.9, 0.98) at 5e-4 after 4,000 warmup updates, no clipping (fairseq's WMT recipe, SPEC §4)
    optim: OptimSection = field(default_factory=lambda: OptimSection(lr=5e-4, warmup_updates=4000))
    train: TrainSection = field(default_factory=lambda: TrainSection(max_epochs=50, keep_last=5))
    eval: EvalSection = field(default_factory=EvalSection)
    parallel: ParallelSection = field(default_factory=ParallelSection)  # tensor parallelism, as pretraining's
    output_dir: str = os.path.join(ROOT, "runs", "finetune")  # metrics.jsonl, tensorboard/, checkpoints/

    def validate(self) -> "FinetuneConfig":
        def bad(name, why):
            raise invalid(self, name, why)

        if self.task not in TASKS:
            bad("task", f"must be one of {', '.join(TASKS)}")
        self.train.check(self)
        self.train.check_epochs(self)
        self.optim.check(self)
        if self.model.size not in SIZES:
            bad("model.size", f"unknown size; one of {sorted(SIZES)}")
        try:  # the model fields, checked once (by Seq2SeqConfig.validate; the tokenizer's ids come later)
            seq2seq_config(self.model.size, **self.model.fields_set())
        except ValueError as e:
            name = next((f"model.{k}" for k in self.model.fields_set() if f"'{k}'" in str(e)), "model")
            raise ValueError(f"config field {name!r}: {e}") from None
        try:
            integration = Integration.parse(self.model.strategy, self.model.shdemb)
        except ValueError as e:
            bad("model.shdemb" if str(e).startswith("shdemb") else "model.strategy", str(e))
        self.model.strategy = self.model.strategy.partition("+")[0]  # "src-elmo+shdemb" is src-elmo, shdemb true
        self.model.shdemb = integration.tie == "decoder"
        for field_name in ("src_lm", "tgt_lm"):
            name, path = f"model.{field_name}", getattr(self.model, field_name)
            if integration.lm_field == field_name and not path:
                bad(name, f"strategy {self.model.strategy} needs a {integration.side}-side LM "
                          "(an export of lm4gen export, a pretraining checkpoint directory, or hf:DIR)")
            if integration.lm_field != field_name and path:
                bad(name, f"strategy {self.model.strategy} uses no {field_name[:3]} LM; remove it or pick a "
                          f"{field_name[:3]}-* strategy")
            if path and not os.path.exists(hf_path(path) or path):
                bad(name, "not found" + (" (hf:DIR: a local transformers model directory)" if hf_path(path) else ""))
            if hf_path(path) is not None and self.model.cache_lm_states:
                bad("model.cache_lm_states", f"{name} is a transformers model (hf:); its states are not cached "
                                             "(set model.cache_lm_states=false)")
            if hf_path(path) is not None and field_name == "src_lm" and self.parallel.tensor > 1:
                bad("parallel.tensor", f"{name} is a transformers encoder, which lm4gen's tensor-parallel plan "
                                       "cannot split (parallel.tensor=1)")
        if self.model.cache_lm_states and integration.use != "frozen":
            why = (f"{integration.name} trains its LM" if integration.use == "trained" else
                   f"{integration.name} has no LM")
            bad("model.cache_lm_states", f"{why}; only frozen (elmo) LMs can be cached")
        if self.model.lm_cache_dtype not in ("float16", "float32"):
            bad("model.lm_cache_dtype", "must be float16 or float32")
        check_minimum(self, 1, ("parallel.tensor", "data.max_tokens", "data.pool_size", "train.grad_accum", "eval.beam",
                                "eval.max_tokens", "eval.min_len"))
        check_minimum(self, 0, ("train.eval_every", "data.max_sentences", "data.shuffle_buffer", "data.num_workers",
                                "optim.lm_lr", "eval.max_len_a", "eval.max_len_b", "eval.max_sentences",
                                "eval.loss_batches"))
        check_minimum(self, -1, ("eval.no_repeat_ngram",))
        if not 0 < self.optim.warmup_init_lr <= self.optim.lr:
            bad("optim.warmup_init_lr", "must be in (0, optim.lr]")
        if not 0 <= self.train.label_smoothing < 1:
            bad("train.label_smoothing", "must be in [0, 1)")
        if self.eval.select and self.eval.select not in SELECT_METRICS:
            bad("eval.select", f"one of {', '.join(SELECT_METRICS)}")
        if not self.data.train:
            bad("data.train", "must name the bitext shards (a manifest.json or its directory)")
        if self.eval.bleu and not self.data.tokenizer:
            bad("data.tokenizer",
                "needed to detokenize hypotheses and references for eval.bleu (or set eval.bleu=false)")
        return self  # whether data files exist is checked where they are read (a dry run needs none)

    @property
    def select(self) -> str:
        """The metric that picks the best checkpoint."""
        return self.eval.select or TASK_DEFAULTS[self.task]["select"]

    @property
    def no_repeat_ngram(self) -> int:
        return (self.eval.no_repeat_ngram if self.eval.no_repeat_ngram >= 0
                else TASK_DEFAULTS[self.task]["no_repeat_ngram"])


def load_config(path: str | None, assignments=()) -> FinetuneConfig:
    return load_into(FinetuneConfig(), path, assignments).validate()


def to_dict(cfg: FinetuneConfig) -> dict:
    return dataclasses.asdict(cfg)
