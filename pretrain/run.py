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

import argparse
import functools
import os
import resource
import sys

if __package__ in (None, ""):  # run as a script (deepspeed/torchrun pretrain/run.py)
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.realpath(__file__))))

import torch
import torch.distributed as dist

from lm4gen.core.files import write_json_atomic
from lm4gen.core.dist import all_reduce_host, launcher_world_size
from lm4gen.core.host import release_freed_memory
from lm4gen.core.memtrace import MemoryTrace
from lm4gen.pretrain.config import load_config, to_dict
from lm4gen.core.cli import assignments, training_parser
from lm4gen.core.engine import (apply_activation_checkpointing, build_engine, load_ds_config, precision,
                             resolve_ds_config)
from lm4gen.core.kernels import apply_kernels, describe
from lm4gen.pretrain.lm_task import data_info, evaluate, make_loader, valid_loader
from lm4gen.core.metrics import Metrics, peak_flops
from lm4gen.models.lm import Block, build_model, count_parameters, init_weights
from lm4gen.pretrain.objectives import LOSSES
from lm4gen.core.optim import build_optimizer, build_scheduler
from lm4gen.core.parallel import ParallelSizes, parallelize
from lm4gen.core.runtime import Runtime
from lm4gen.core.trainer import Checkpointer, FitPlan, Validation, fit
from lm4gen.core.errors import run

def parse_args(argv=None) -> argparse.Namespace:
    return training_parser("pretrain/run.py", __doc__, "run config YAML (configs/pretrain/*.yaml); default: the tiny quickstart model").parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    sets = assignments(args)
    # --- everything that can be wrong with the user's input fails here, before any process group
    cfg = load_config(args.config, sets)
    if args.dry_run and not os.path.exists(cfg.data.train):
        manifest, card = None, None  # a dry run may size a model before its data exists: the size's own vocabulary
        model_cfg = cfg.model_config_check()
    else:
        manifest, card = data_info(cfg)
        model_cfg = cfg.model.build(card["vocab_size"], card["special_ids"])

    world = launcher_world_size()  # srun / mpiexec do not set WORLD_SIZE before start-up
    sizes = ParallelSizes(world, cfg.parallel.tensor)
    sizes.check_model(model_cfg)
    notes = []  # what resolving the DeepSpeed config for this machine has to say (rank 0 says it after start-up)
    ds = resolve_ds_config(load_ds_config(args.ds_config), cfg.data.batch_size, cfg.train.grad_accum, sizes.data,
                           cfg.optim.clip_norm, torch.cuda.is_available(), notes.append, cfg.train.half_on_cpu,
                           sizes.tensor)
    if args.dry_run:
        with torch.device("meta"):
            model = build_model(model_cfg)
        print(f"[pretrain] {model_cfg.kind} LM '{cfg.model.size}': {count_parameters(model):,} parameters "
              f"(dim {model_cfg.dim}, ffn {model_cfg.ffn_dim}, heads {model_cfg.num_heads}, layers {model_cfg.num_layers}, "
              f"vocab {model_cfg.vocab_size}); {sizes}; {args.ds_config} ZeRO stage "
              f"{ds.get('zero_optimization', {}).get('stage', 0)}")
        return 0

    runtime = Runtime.start(cfg.parallel.tensor, tag="pretrain", output_dir=cfg.output_dir)
    log, device = runtime.log, runtime.device
    for note in notes:
        log(note)

    # --- model: built and initialised identically on every rank, then parallelized
    memory = MemoryTrace.from_env(runtime.rank)  # LM4GEN_MEMORY_TRACE=1: where this rank's memory goes
    memory.mark("start-up")
    torch.manual_seed(cfg.train.seed)
    model = build_model(model_cfg)
    init_weights(model, generator=torch.Generator().manual_seed(cfg.train.seed))
    num_params = count_parameters(model)
    memory.mark("full model built")
    model = parallelize(model, runtime.sizes)
    memory.mark("parallelized")
    if cfg.train.activation_checkpointing:
        apply_activation_checkpointing(model, Block)
    o = cfg.optim
    fused = apply_kernels(model, cfg.train.kernels, device)
    optimizer = build_optimizer(model.parameters(), o.name, o.lr, o.momentum, o.weight_decay, tuple(o.betas), o.eps,
                                fused=fused)
    log(describe(cfg.train.kernels, device, model, optimizer))
    scheduler = build_scheduler(optimizer, o.lr, o.warmup_updates, o.warmup_init_lr, cfg.period_updates, o.min_lr)
    engine, optimizer, scheduler = build_engine(model, optimizer, scheduler, ds, runtime.sizes)
    runtime.seed_replica(cfg.train.seed)
    mask_gen = torch.Generator(device=device).manual_seed(cfg.train.seed + 7919 * (runtime.dp_rank + 1))
    objective = LOSSES[model_cfg.kind]
    if model_cfg.kind == "mlm":
        objective = functools.partial(objective, generator=mask_gen)

    # --- data
    sha = manifest["tokenizer"]["sha256"]
    block = cfg.data.block_size + (model_cfg.kind == "causal")  # the causal LM's targets are its inputs shifted by one
    loader = make_loader(cfg, manifest["_path"], "train", runtime.dp_rank, runtime.dp_size, sha, True, block)
    valid = valid_loader(cfg, manifest, runtime, sha, block)
    validation = None
    if valid is not None:
        validation = Validation(lambda eng: evaluate(eng, objective, valid, cfg.train.eval_batches, device))

    # --- the loop
    checkpointer = Checkpointer(engine, runtime, os.path.join(cfg.output_dir, "checkpoints"), loader, model_cfg, card,
                                cfg.train.keep_last, log, task_state=lambda: {"mask_gen": mask_gen.get_state()},
                                restore=lambda extra: mask_gen.set_state(extra["mask_gen"]))
    state = checkpointer.resume(args.resume)
    metrics = Metrics(cfg.output_dir, runtime.is_main, state.step)
    if runtime.is_main:
        write_json_atomic(os.path.join(cfg.output_dir, "config.json"), {"run": to_dict(cfg), "deepspeed": ds,
                                                                           "world_size": runtime.world})
    log(f"{model_cfg.kind} LM '{cfg.model.size}' {num_params:,} parameters | {runtime.sizes} | ZeRO stage "
        f"{ds.get('zero_optimization', {}).get('stage', 0)} | {precision(ds)} | {device.type} | "
        f"{len(loader)} batches/epoch/rank x {cfg.train.grad_accum} accumulation | {cfg.train.max_steps} steps")
    t = cfg.train
    plan = FitPlan(max_steps=t.max_steps, grad_accum=t.grad_accum, log_every=t.log_every, eval_every=t.eval_every,
                   save_every=t.save_every, flops_per_token=6 * num_params / runtime.sizes.tensor,
                   peak_flops=peak_flops(t.peak_flops), **t.divergence())
    release_freed_memory()  # the full model built before sharding and the engine's set-up are one-off peaks
    objective = memory.wrap(engine, objective, checkpointer)
    code = fit(engine, objective, loader, plan, state, checkpointer, metrics, runtime, validation,
               extras=("nsp_loss", "nsp_accuracy"), log=log)
    log_peak_memory(metrics, state.step, memory.peak_gib)
    metrics.close()
    runtime.stop()
    return code


def log_peak_memory(metrics: Metrics, step: int, traced_peak: float = 0.0) -> None:
    """Every rank's peak resident memory (GiB), in metrics.jsonl and one line (a collective); ``traced_peak``:
    the memory trace's highest phase peak (its resets of the high-water mark also reset ``ru_maxrss``)."""
    rss = torch.zeros(dist.get_world_size(), dtype=torch.float64)
    rss[dist.get_rank()] = max(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20, traced_peak)
    all_reduce_host(rss)
    metrics.log({"step": step, "peak_rss_gib": rss.tolist()},
                "peak resident memory per rank: " + ", ".join(f"{v:.2f}" for v in rss.tolist()) + " GiB")


if __name__ == "__main__":
    sys.exit(run(main))  # a user's mistake: one line, no traceback; a failed rank is named by the others
