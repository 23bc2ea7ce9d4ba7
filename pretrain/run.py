"""Pretrain a causal, cloze or masked LM with DeepSpeed ZeRO + megatron-core tensor parallelism.

    deepspeed pretrain/run.py --ds_config configs/zero2.json                  # tiny default on the quickstart shards
    deepspeed --num_gpus 2 pretrain/run.py --ds_config configs/zero2.json     # 2 ranks (gloo on CPU)
    torchrun --nproc_per_node 8 pretrain/run.py --ds_config configs/zero2.json --config configs/pretrain/cloze-353m.yaml
    python pretrain/run.py --config configs/pretrain/causal-190m.yaml --dry-run

Progress (rank 0): step, loss, ppl, lr, tokens/s, loss scale, grad norm, MFU.
Metrics: ``<output_dir>/metrics.jsonl`` and ``<output_dir>/tensorboard``; checkpoints
under ``<output_dir>/checkpoints`` every ``train.save_every`` steps, at the end and on
SIGTERM/SIGUSR1 (then the run stops with exit code 75, ``lm4gen.core.preempt.EXIT_PREEMPTED``,
so a batch script can requeue it); ``--resume auto`` continues from the latest.
"""

from __future__ import annotations

import functools
import os
import resource
import sys
from dataclasses import dataclass

if __package__ in (None, ""):  # run as a script (deepspeed/torchrun pretrain/run.py)
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.realpath(__file__))))

import torch
import torch.distributed as dist

from lm4gen.core.collectives import all_reduce_host
from lm4gen.core.errors import leave, run
from lm4gen.core.host import release_freed_memory
from lm4gen.core.memtrace import MemoryTrace
from lm4gen.core.metrics import Metrics, peak_flops
from lm4gen.core.optim import build_optimizer, build_scheduler
from lm4gen.core.task import Parts, Task, run_task, zero_stage
from lm4gen.core.trainer import Validation
from lm4gen.core.engine import precision
from lm4gen.models.export import export_meta, read_export
from lm4gen.models.layers import Block
from lm4gen.models.lm import build_model, count_parameters, init_weights
from lm4gen.pretrain.config import RunConfig, load_config
from lm4gen.pretrain.lm_task import data_info, evaluate, make_loader, valid_loader
from lm4gen.pretrain.objectives import LOSSES


@dataclass
class Prepared:
    manifest: dict | None  # the train shards' manifest (None: a dry run before the data exists)
    card: dict | None  # the tokenizer card
    model_cfg: object  # lm4gen.models.lm.ModelConfig
    memory: MemoryTrace | None = None
    num_params: int = 0
    mask_gen: torch.Generator | None = None


class Pretraining(Task):
    name = "pretrain"
    script = "pretrain/run.py"
    doc = __doc__
    config_help = "run config YAML (configs/pretrain/*.yaml); default: the tiny quickstart model"
    checkpoint_block = Block

    def load_config(self, path, sets) -> RunConfig:
        return load_config(path, sets)

    def micro_batch(self, cfg: RunConfig) -> int:
        return cfg.data.batch_size

    def prepare(self, cfg: RunConfig, sizes, dry_run: bool) -> Prepared:
        if dry_run and not os.path.exists(cfg.data.train):
            manifest, card = None, None  # a dry run may size a model before its data exists: the size's vocabulary
            model_cfg = cfg.model_config_check()
        else:
            manifest, card = data_info(cfg)
            model_cfg = cfg.model.build(card["vocab_size"], card["special_ids"])
            if cfg.model.init_from:
                check_init_tokenizer(cfg.model.init_from, card)
        sizes.check_model(model_cfg)
        return Prepared(manifest, card, model_cfg)

    def dry_run_line(self, cfg: RunConfig, prepared: Prepared, sizes, ds: dict, ds_path: str) -> str:
        m = prepared.model_cfg
        with torch.device("meta"):
            model = build_model(m)
        return (f"{m.kind} LM '{cfg.model.size}': {count_parameters(model):,} parameters "
                f"(dim {m.dim}, ffn {m.ffn_dim}, heads {m.num_heads}, layers {m.num_layers}, vocab {m.vocab_size}); "
                f"{sizes}; {ds_path} ZeRO stage "
                f"{zero_stage(ds)}")

    def start(self, cfg: RunConfig, prepared: Prepared, runtime):
        """The model, built and initialised identically on every rank (the memory trace marks its phases)."""
        prepared.memory = memory = MemoryTrace.from_env(runtime.rank)  # LM4GEN_MEMORY_TRACE=1
        memory.mark("start-up")
        torch.manual_seed(cfg.train.seed)
        model = build_model(prepared.model_cfg)
        init_weights(model, generator=torch.Generator().manual_seed(cfg.train.seed))
        if cfg.model.init_from:  # every rank the same weights, before the model is parallelized from outside
            model.load_state_dict(read_export(cfg.model.init_from)["model"], strict=True)
            runtime.log(f"[pretrain] weights from {cfg.model.init_from}")
        prepared.num_params = count_parameters(model)
        memory.mark("full model built")
        return model

    def optimizer(self, cfg: RunConfig, model, fused: bool, prepared: Prepared, runtime):
        prepared.memory.mark("parallelized")
        o = cfg.optim
        optimizer = build_optimizer(model.parameters(), o.name, o.lr, o.momentum, o.weight_decay, tuple(o.betas),
                                    o.eps, fused=fused)
        return optimizer, build_scheduler(optimizer, o.lr, o.warmup_updates, o.warmup_init_lr, cfg.period_updates,
                                          o.min_lr)

    def parts(self, cfg: RunConfig, prepared: Prepared, engine, runtime) -> Parts:
        kind, device = prepared.model_cfg.kind, runtime.device
        prepared.mask_gen = mask_gen = torch.Generator(device=device).manual_seed(
            cfg.train.seed + 7919 * (runtime.dp_rank + 1))
        objective = LOSSES[kind]
        if kind == "mlm":
            objective = functools.partial(objective, generator=mask_gen)
        sha = prepared.manifest["tokenizer"]["sha256"]
        block = cfg.data.block_size + (kind == "causal")  # the causal LM's targets are its inputs shifted by one
        loader = make_loader(cfg, prepared.manifest["_path"], "train", runtime.dp_rank, runtime.dp_size, sha, True,
                             block)
        valid = valid_loader(cfg, prepared.manifest, runtime, sha, block)
        validation = None
        if valid is not None:
            validation = Validation(lambda eng: evaluate(eng, objective, valid, cfg.train.eval_batches, device))

        def wrap(objective, engine, checkpointer):
            release_freed_memory()  # the full model built before sharding and the engine's set-up are one-off peaks
            return prepared.memory.wrap(engine, objective, checkpointer)

        return Parts(objective, loader, validation, prepared.model_cfg, prepared.card,
                     task_state=lambda: {"mask_gen": mask_gen.get_state()},
                     restore=lambda extra: mask_gen.set_state(extra["mask_gen"]), extras=("nsp_loss", "nsp_accuracy"),
                     plan=mfu_plan(prepared.num_params, cfg.train.peak_flops), wrap=wrap, sharded_saves=True)

    def summary(self, cfg: RunConfig, prepared: Prepared, parts: Parts, runtime, ds: dict) -> str:
        return (f"{prepared.model_cfg.kind} LM '{cfg.model.size}' {prepared.num_params:,} parameters | "
                f"{runtime.sizes} | ZeRO stage {zero_stage(ds)} | {precision(ds)} | {runtime.device.type} | "
                f"{len(parts.loader)} batches/epoch/rank x {cfg.train.grad_accum} accumulation | "
                f"{cfg.train.max_steps} steps")

    def finish(self, cfg: RunConfig, prepared: Prepared, state, metrics: Metrics, runtime) -> None:
        log_peak_memory(metrics, state.step, prepared.memory.peak_gib)


def mfu_plan(num_params: int, configured_peak: float) -> dict:
    """The fit plan's MFU fields: the whole model's training FLOPs per token (6 per parameter: 2 forward, 4
    backward; the trainer divides by every rank's peak, tensor-parallel ranks included) and the per-rank peak."""
    return {"flops_per_token": 6 * num_params, "peak_flops": peak_flops(configured_peak)}


def check_init_tokenizer(path: str, card: dict) -> None:
    """``model.init_from``'s tokenizer must be the shards': the same ids mean the same pieces."""
    theirs = export_meta(path).get("tokenizer") or {}
    if theirs.get("sha256") and theirs["sha256"] != card["sha256"]:
        where = f" ({theirs['path']})" if theirs.get("path") else ""
        raise ValueError(f"config field 'model.init_from': {path} was trained with the tokenizer "
                         f"{theirs['sha256'][:12]}…{where}, the shards were made with {card['sha256'][:12]}… (shard "
                         "the text with the export's tokenizer)")


def main(argv=None) -> int:
    return run_task(Pretraining(), argv)


def log_peak_memory(metrics: Metrics, step: int, traced_peak: float = 0.0) -> None:
    """Every rank's peak resident memory (GiB), in metrics.jsonl and one line (a collective); ``traced_peak``:
    the memory trace's highest phase peak (its resets of the high-water mark also reset ``ru_maxrss``)."""
    rss = torch.zeros(dist.get_world_size(), dtype=torch.float64)
    rss[dist.get_rank()] = max(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20, traced_peak)
    all_reduce_host(rss)
    metrics.log({"step": step, "peak_rss_gib": rss.tolist()},
                "peak resident memory per rank: " + ", ".join(f"{v:.2f}" for v in rss.tolist()) + " GiB")


if __name__ == "__main__":
    leave(run(main))  # a user's mistake: one line, no traceback; a failed rank is named by the others
