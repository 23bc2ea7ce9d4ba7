"""Fine-tune a pretrained LM on sentence-level understanding tasks: sentiment (SST), paraphrase (Quora),
similarity (STS) — one task or all three at once — on the one trainer (:func:`lm4gen.core.trainer.fit`).

    lm4gen classify --set encoder.lm=runs/mlm/export.pt --set data.tokenizer=bpe/en.model
    deepspeed --num_gpus 2 classify/train.py --config configs/classify/bert-recipe.yaml --set multitask.mode=pcgrad ...
    lm4gen classify --set encoder.lm= --set encoder.kind=mlm --set encoder.size=small   # the control
    lm4gen classify --set encoder.frozen=true --set encoder.pair_encoding=siamese ...
    deepspeed --num_gpus 4 classify/train.py --ds_config configs/zero1.json --set parallel.tensor=2 ...  # TP2 x DP2

Encoders: a masked LM (pooled [CLS] state), a cloze LM (relaxed combination mask, mean of its outputs),
a causal LM (mean of its states), from ``lm4gen export`` files or pretraining checkpoint
directories; or, with ``encoder.lm`` empty, a randomly initialised LM of ``encoder.size``/``encoder.kind``
(the control). ``encoder.frozen``: features only (the encoder never trains, no dropout in it).
Pairs are one sequence ``[CLS] A [SEP] B [SEP]`` with segment ids ("concat") or two sequences whose
pooled vectors u, v feed ``[u, v, |u-v|, u*v]`` (classification) or their cosine (regression)
("siamese"); see :mod:`lm4gen.classify.tasks` and :mod:`lm4gen.classify.heads`.

Multitask (``multitask.mode``): ``round_robin`` — each update is one task's batch, an epoch is one pass
over every task (the tasks interleaved in proportion to their sizes); ``sum`` — each update sums one
batch of every task; ``pcgrad`` — as sum, with PCGrad gradient surgery between the task gradients
(:mod:`lm4gen.classify.pcgrad`: ZeRO 0-2, fp32/bf16, no gradient accumulation; ``multitask.pcgrad_sync``
global = exact PCGrad of the global batch). SMART (``smart.weight``, ``smart.mu`` > 0): the
smoothness-inducing adversarial term on the embeddings and the Bregman proximal point against an EMA
of the model (:mod:`lm4gen.classify.smart`; trained encoders, concatenated pairs).

Tensor parallelism (``parallel.tensor``): the encoder is split over that many ranks by pretraining's plan
(:func:`lm4gen.core.parallel.parallelize`: attention and FFN column/row-parallel, the token embeddings
vocab-parallel); the heads stay replicated on every rank of a group (a few thousand weights, fed the same
all-reduced states, so their gradients are the same: checked at each validation); data parallel = world /
tensor: the loaders shard by data-parallel rank, metrics and predictions count each replica's share once.
PCGrad (its dot products summed over the shards) and SMART (the same noise on the ranks of a group, the EMA
model split alike) work with it; the result equals one process (tests/integration/test_classify.py).

Every epoch: accuracy (SST, Quora) and Pearson r (STS) on each task's dev file, their mean
(``valid_score``) chooses ``checkpoints/best`` and drives ``train.patience``; the best validation's
predictions are in ``<output_dir>/predictions/<task>-dev.tsv`` (``id<TAB>prediction``). Checkpoints,
signals, ``--resume`` and the launchers (deepspeed, torchrun, mpiexec, srun) as for pretraining (SMART's EMA
model rides in each rank's checkpoint file, so a resumed run continues it).
"""

from __future__ import annotations

import dataclasses
import os
import sys
from dataclasses import dataclass

if __package__ in (None, ""):  # run as a script (deepspeed/torchrun classify/train.py)
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.realpath(__file__))))

import torch

from lm4gen.classify.config import ClassifyConfig, load_config
from lm4gen.classify.data import MultitaskLoader, sample_rows
from lm4gen.classify.heads import HeadConfig
from lm4gen.classify.model import Classifier, build_encoder, optimizer_groups
from lm4gen.classify.objective import Objective, validate
from lm4gen.classify.pcgrad import check_deepspeed
from lm4gen.classify.tasks import BatchConfig, TaskLoader, TaskTokenizer, load_task
from lm4gen.core.engine import precision
from lm4gen.core.errors import leave, run
from lm4gen.core.files import InputError
from lm4gen.core.kernels import adam
from lm4gen.core.optim import build_linear_decay_scheduler
from lm4gen.core.parallel import data_parallel_group, tensor_parallel_group
from lm4gen.core.task import Parts, Task, run_task, zero_stage
from lm4gen.core.trainer import EarlyStopping, Validation
from lm4gen.models.lm import count_parameters

FORMAT = "lm4gen-classify/1"


@dataclass
class Prepared:
    tokenizer: TaskTokenizer
    specs: dict  # task name -> lm4gen.classify.tasks.TaskSpec
    data: dict  # task name -> split -> TaskData
    encoder_card: dict
    head_cfg: HeadConfig
    model: Classifier  # the plain model: the encoder and a head per task
    loader: MultitaskLoader | None = None
    dev: dict | None = None  # task name -> its dev TaskLoader


class Classification(Task):
    name = "classify"
    script = "classify/train.py"
    doc = __doc__
    config_help = "run config YAML (configs/classify/*.yaml); default: the fields' defaults"
    zero3_refusal = ("classification runs ZeRO stages 0-2 (validation gathers predictions of uneven shares; PCGrad "
                     "and SMART need whole parameters)")

    def load_config(self, path, sets) -> ClassifyConfig:
        return load_config(path, sets)

    def micro_batch(self, cfg: ClassifyConfig) -> int:
        return cfg.data.batch_size

    def check_ds(self, cfg: ClassifyConfig, ds: dict) -> None:
        if cfg.multitask.mode == "pcgrad":
            check_deepspeed(ds, cfg.multitask.pcgrad_sync)

    def prepare(self, cfg: ClassifyConfig, sizes, dry_run: bool) -> Prepared:
        tokenizer = TaskTokenizer(cfg.data.tokenizer)
        specs = cfg.task_specs
        files = {name: {split: cfg.task_file(name, split) for split in ("train", "dev")} for name in specs}
        for name, pair in files.items():
            for split, path in pair.items():
                if not os.path.isfile(path):
                    raise InputError(f"{path}: task file not found (data.dir holds <task>-train.tsv.gz and "
                                     f"<task>-dev.tsv.gz; data.define.{name}.{split} names another file)")
        data = {name: {split: load_task(path, specs[name], tokenizer, cfg.data.on_bad_line)
                       for split, path in pair.items()} for name, pair in files.items()}
        lm, encoder_card = build_encoder(cfg, tokenizer)
        if cfg.encoder.max_length > lm.cfg.max_positions:
            raise InputError(f"encoder.max_length {cfg.encoder.max_length} > the encoder's max_positions "
                             f"{lm.cfg.max_positions}")
        try:
            sizes.check_models(lm)  # the encoder's heads, FFN and vocabulary split over the tensor-parallel ranks
        except ValueError as err:
            raise ValueError(f"parallel.tensor {sizes.tensor}: the encoder ({encoder_card['source']}) cannot be "
                             f"split: {err}") from None
        pooling = cfg.encoder.pooling or ("first" if lm.cfg.kind == "mlm" else "mean")
        head_cfg = HeadConfig(dim=lm.cfg.dim, pooling=pooling, dropout=cfg.encoder.dropout,
                              pair_encoding=cfg.encoder.pair_encoding)
        torch.manual_seed(cfg.train.seed)  # the heads' initialisation
        model = Classifier(lm, specs, head_cfg, cfg.encoder.frozen)
        return Prepared(tokenizer, specs, data, encoder_card, head_cfg, model)

    def dry_run_line(self, cfg: ClassifyConfig, prepared: Prepared, sizes, ds: dict, ds_path: str) -> str:
        model = prepared.model
        rows = ", ".join(f"{n} {len(d['train']):,}/{len(d['dev']):,}" for n, d in prepared.data.items())
        return (f"{model.lm.cfg.kind} encoder ({prepared.encoder_card['source']}) {count_parameters(model):,} "
                f"parameters ({count_parameters(model, trainable_only=True):,} trained); tasks (train/dev rows): "
                f"{rows}; {cfg.multitask.mode}; {sizes}")

    def start(self, cfg: ClassifyConfig, prepared: Prepared, runtime):
        for d in prepared.data.values():
            for td in d.values():
                skipped = sum(v for k, v in td.examples.skipped.items() if k != "empty_line")
                if skipped:
                    runtime.log(f"{td.examples.path}: {skipped} malformed rows skipped ({dict(td.examples.skipped)})")
        return prepared.model

    def optimizer(self, cfg: ClassifyConfig, model, fused: bool, prepared: Prepared, runtime):
        """AdamW (apex's FusedAdam where train.kernels allows) over the heads' and the encoder's groups, BERT's
        schedule over the run's length (which needs the loaders: they are made here)."""
        o = cfg.optim
        optimizer = adam(optimizer_groups(model, cfg), o.lr, tuple(o.betas), o.eps, o.weight_decay, decoupled=True,
                         fused=fused)

        def task_loader(name: str, split: str) -> TaskLoader:
            td = prepared.data[name][split]
            if split == "train" and cfg.data.max_train_rows:
                td = sample_rows(td, cfg.data.max_train_rows)
            bc = BatchConfig(batch_size=cfg.data.batch_size, max_length=cfg.encoder.max_length,
                             pair_encoding=cfg.encoder.pair_encoding, train=split == "train", seed=cfg.train.seed)
            return TaskLoader(td, bc, prepared.tokenizer.special, runtime.dp_rank, runtime.dp_size)

        prepared.loader = MultitaskLoader({name: task_loader(name, "train") for name in prepared.specs},
                                          cfg.multitask.mode == "round_robin")
        prepared.dev = {name: task_loader(name, "dev") for name in prepared.specs}
        updates = o.decay_updates or cfg.train.max_steps or cfg.train.max_epochs * len(prepared.loader)
        return optimizer, build_linear_decay_scheduler(optimizer, o.warmup_updates, updates)

    def parts(self, cfg: ClassifyConfig, prepared: Prepared, engine, runtime) -> Parts:
        specs, tp_group = prepared.specs, tensor_parallel_group()
        objective = Objective(cfg, specs, prepared.model, runtime.device, data_parallel_group(), tp_group)
        predictions = os.path.join(cfg.output_dir, "predictions")
        resumed = {}  # the train state (validation compares with its best score)
        validation = Validation(lambda eng: validate(eng, prepared.dev, specs, runtime.device, predictions,
                                                     resumed["state"], tp_group),
                                EarlyStopping("score", higher_is_better=True, patience=cfg.train.patience),
                                publish_best=True)
        card = {"format": FORMAT, "encoder": prepared.encoder_card, "frozen": cfg.encoder.frozen,
                "head": dataclasses.asdict(prepared.head_cfg),
                "tasks": {name: dataclasses.asdict(spec) for name, spec in specs.items()}}
        tokenizer = prepared.tokenizer
        extras = tuple(f"{name}_loss" for name in specs) + (("smart_adversarial", "smart_proximal")
                                                             if cfg.smart_on else ())
        return Parts(objective, prepared.loader, validation, card,
                     {"sha256": tokenizer.sha256, "vocab_size": tokenizer.vocab_size},
                     task_state=objective.state_dict, restore=objective.load_state_dict, extras=extras,
                     plan={"save_after_validation": True}, config_json={"model": card},
                     on_resume=lambda state: resumed.update(state=state))

    def summary(self, cfg: ClassifyConfig, prepared: Prepared, parts: Parts, runtime, ds: dict) -> str:
        e = cfg.encoder
        return (f"{', '.join(prepared.specs)} | {prepared.model.lm.cfg.kind} encoder "
                f"({prepared.encoder_card['source']}, {'frozen' if e.frozen else 'trained'}, "
                f"{prepared.head_cfg.pooling} pooling, {e.pair_encoding} pairs) | "
                f"{cfg.multitask.mode}{' + SMART' if cfg.smart_on else ''} | {runtime.sizes} | ZeRO stage "
                f"{zero_stage(ds)} | {precision(ds)} | {len(parts.loader)} batches/epoch/rank | "
                f"{cfg.train.max_epochs} epochs")

    def best_metric(self, cfg: ClassifyConfig) -> tuple[str, int]:
        return "score", 4


def main(argv=None) -> int:
    return run_task(Classification(), argv)


if __name__ == "__main__":
    leave(run(main))  # a user's mistake: one line, no traceback; a failed rank is named by the others
