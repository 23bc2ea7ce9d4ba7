"""Pretrain a causal, cloze or masked LM with DeepSpeed ZeRO + megatron-core tensor parallelism.

    deepspeed pretrain/run.py --ds_config configs/zero2.json                  # tiny default on the quickstart shards
    deepspeed --num_gpus 2 pretrain/run.py --ds_config configs/zero2.json     # 2 ranks (gloo on CPU)
    torchrun --nproc_per_node 8 pretrain/run.py --ds_config configs/zero2.json --config configs/pretrain/cloze-353m.yaml
    python pretrain/run.py --config configs/pretrain/causal-190m.yaml --dry-run

Progress (rank 0): step, loss, ppl, lr, tokens/s, loss scale, grad norm, MFU.
Metrics: ``<output_dir>/metrics.jsonl`` and ``<output_dir>/tensorboard``; checkpoints
under ``<output_dir>/checkpoints`` every ``train.save_every`` steps, at the end and on
SIGTERM/SIGUSR1 (then the run stops with exit code 75, ``launcher.preempt.EXIT_PREEMPTED``,
so a batch script can requeue it); ``--resume auto`` continues from the latest.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time

if __package__ in (None, ""):  # run as a script (deepspeed/torchrun pretrain/run.py)
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import torch
import torch.distributed as dist

from data_prep import manifest as mf
from data_prep.stream import LoaderConfig, StreamLoader
from launcher.dist import all_reduce_host
from launcher.host import release_freed_memory
from launcher.preempt import EXIT_PREEMPTED, StopSignal
from pretrain import checkpoint as ckpt
from pretrain.config import QUICKSTART, DataSection, RunConfig, load_config, to_dict
from pretrain.engine import (apply_activation_checkpointing, build_engine, load_ds_config, loss_scale, precision,
                             resolve_ds_config)
from pretrain.kernels import apply_kernels, describe
from pretrain.metrics import Metrics, peak_flops, perplexity, progress_line
from pretrain.model import build_model, count_parameters, init_weights
from pretrain.objectives import LOSSES
from pretrain.optim import build_optimizer, build_scheduler
from pretrain.parallel import ParallelSizes, data_parallel_rank_and_size, init_model_parallel, parallelize

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def parse_args(argv=None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="pretrain/run.py", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--config", help="run config YAML (configs/pretrain/*.yaml); default: the tiny quickstart model")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE", help="override a config field, e.g. optim.lr=0.5 (repeatable)")
    p.add_argument("--ds_config", "--ds-config", dest="ds_config", default=os.path.join(ROOT, "configs", "zero2.json"),
                   help="DeepSpeed JSON config (ZeRO stage, fp16/bf16)")
    p.add_argument("--max-steps", type=int, help="= --set train.max_steps=N")
    p.add_argument("--output-dir", help="= --set output_dir=DIR")
    p.add_argument("--resume", default="auto", help="auto (latest complete checkpoint, if any), none, or a checkpoint directory")
    p.add_argument("--dry-run", action="store_true", help="build config, parallel sizes and model, print parameter counts, exit")
    p.add_argument("--local_rank", "--local-rank", type=int, default=None, help=argparse.SUPPRESS)  # set by the deepspeed launcher
    return p.parse_args(argv)


def data_info(cfg: RunConfig) -> tuple[dict, dict | None]:
    """(train manifest, tokenizer card) — the vocabulary comes from the shards."""
    if not os.path.exists(cfg.data.train) and os.path.abspath(cfg.data.train) == DataSection.train:
        from launcher.quickstart import ensure_default_data  # the embedded default: built once, by the first rank

        ensure_default_data(QUICKSTART, lambda msg: print(f"[pretrain] {msg}", flush=True))
    if not os.path.exists(cfg.data.train):
        raise ValueError(f"config field 'data.train': shards not found: {cfg.data.train} (point it at your manifest; "
                         f"the default {DataSection.train} is built when missing)")
    manifest = mf.load(cfg.data.train)
    if manifest["kind"] != "mono":
        raise ValueError(f"data.train: {manifest['_path']} holds {manifest['kind']} shards; pretraining needs mono shards")
    card = None
    if cfg.data.tokenizer:
        from data_prep.bpe import tokenizer_info

        card = tokenizer_info(cfg.data.tokenizer)
        if card["sha256"] != manifest["tokenizer"]["sha256"]:
            raise ValueError(f"data.tokenizer {cfg.data.tokenizer} is not the tokenizer the shards were made with")
    return manifest, card or {k: manifest["tokenizer"][k] for k in ("sha256", "vocab_size", "special_ids")}


def make_loader(cfg: RunConfig, path: str, split: str, dp_rank: int, dp_size: int, sha: str, train: bool,
                block_size: int) -> StreamLoader:
    d = cfg.data
    lc = LoaderConfig(split=split, mode="lm", block_size=block_size, batch_size=d.batch_size, break_mode=d.break_mode,
                      shuffle_buffer=d.shuffle_buffer if train else 0, seed=cfg.train.seed,
                      num_workers=d.num_workers if train else 0, allow_shard_reuse=d.allow_shard_reuse or not train)
    return StreamLoader(path, lc, dp_rank, dp_size, expected_tokenizer_sha256=sha)


def evaluate(engine, loss_fn, loader: StreamLoader, max_batches: int, device) -> float:
    """Mean validation NLL per token over the data-parallel group: the first ``max_batches`` batches of the
    split every time (no shuffle; the same batches ``pretrain.eval_lm`` reads)."""
    from megatron.core import parallel_state

    engine.eval()
    total = torch.zeros(2, dtype=torch.float64)
    with torch.no_grad():
        for i, batch in enumerate(loader.restart()):
            if i == max_batches:
                break
            _, m = loss_fn(engine, {k: v.to(device) if torch.is_tensor(v) else v for k, v in batch.items()})
            total += torch.stack([m["nll"].double().cpu() * m["ntokens"].cpu(), m["ntokens"].double().cpu()])
    engine.train()
    all_reduce_host(total, group=parallel_state.get_data_parallel_group())
    return (total[0] / total[1].clamp(min=1)).item()


def main(argv=None) -> int:
    args = parse_args(argv)
    sets = list(args.set)
    if args.max_steps is not None:
        sets.append(f"train.max_steps={args.max_steps}")
    if args.output_dir:
        sets.append(f"output_dir={args.output_dir}")
    # --- everything that can be wrong with the user's input fails here, before any process group
    cfg = load_config(args.config, sets)
    if args.dry_run and not os.path.exists(cfg.data.train):
        manifest, card = None, None  # a dry run may size a model before its data exists: the size's own vocabulary
        from pretrain.model import SIZES

        vocab = cfg.model.overrides.get("vocab_size", SIZES[cfg.model.size].get("vocab_size", 37000))
        model_cfg = cfg.model.build(vocab, None)
    else:
        manifest, card = data_info(cfg)
        model_cfg = cfg.model.build(card["vocab_size"], card["special_ids"])
    from launcher.dist import launcher_world_size

    world = launcher_world_size()  # srun / mpiexec do not set WORLD_SIZE before start-up
    sizes = ParallelSizes(world, cfg.parallel.tensor)
    sizes.check_model(model_cfg)
    ds = load_ds_config(args.ds_config)
    if args.dry_run:
        with torch.device("meta"):
            model = build_model(model_cfg)
        print(f"[pretrain] {model_cfg.kind} LM '{cfg.model.size}': {count_parameters(model):,} parameters "
              f"(dim {model_cfg.dim}, ffn {model_cfg.ffn_dim}, heads {model_cfg.num_heads}, layers {model_cfg.num_layers}, "
              f"vocab {model_cfg.vocab_size}); {sizes}; {args.ds_config} ZeRO stage "
              f"{ds.get('zero_optimization', {}).get('stage', 0)}")
        return 0

    from launcher.dist import init_distributed, shutdown

    env = init_distributed()
    is_main = env.rank == 0
    log = (lambda msg: print(f"[pretrain] {msg}", flush=True)) if is_main else (lambda msg: None)
    sizes = ParallelSizes(env.world_size, cfg.parallel.tensor)
    init_model_parallel(sizes)
    dp_rank, dp_size = data_parallel_rank_and_size()
    from megatron.core import parallel_state

    tp_rank = parallel_state.get_tensor_model_parallel_rank()
    device = torch.device("cuda", env.local_rank) if torch.cuda.is_available() else torch.device("cpu")
    ds = resolve_ds_config(ds, cfg.data.batch_size, cfg.train.grad_accum, sizes.data, cfg.optim.clip_norm,
                           device.type == "cuda", log, cfg.train.half_on_cpu, sizes.tensor)

    # --- model: built and initialised identically on every rank, then parallelized
    torch.manual_seed(cfg.train.seed)
    model = build_model(model_cfg)
    init_weights(model, generator=torch.Generator().manual_seed(cfg.train.seed))
    num_params = count_parameters(model)
    model = parallelize(model, sizes)
    if cfg.train.activation_checkpointing:
        apply_activation_checkpointing(model)
    o = cfg.optim
    fused = apply_kernels(model, cfg.train.kernels, device)
    optimizer = build_optimizer(model.parameters(), o.name, o.lr, o.momentum, o.weight_decay, tuple(o.betas), o.eps,
                                fused=fused)
    log(describe(cfg.train.kernels, device, model, optimizer))
    scheduler = build_scheduler(optimizer, o.lr, o.warmup_updates, o.warmup_init_lr, cfg.period_updates, o.min_lr)
    engine, optimizer, scheduler = build_engine(model, optimizer, scheduler, ds, sizes)
    torch.manual_seed(cfg.train.seed + 1000 * dp_rank)  # dropout differs across replicas, not across TP ranks
    mask_gen = torch.Generator(device=device).manual_seed(cfg.train.seed + 7919 * (dp_rank + 1))
    loss_kind = model_cfg.kind
    loss_fn = (lambda m, b: LOSSES["mlm"](m, b, mask_gen)) if loss_kind == "mlm" else LOSSES[loss_kind]

    sha = manifest["tokenizer"]["sha256"]
    block = cfg.data.block_size + (model_cfg.kind == "causal")  # the causal LM's targets are its inputs shifted by one
    loader = make_loader(cfg, manifest["_path"], "train", dp_rank, dp_size, sha, True, block)
    valid = None
    if cfg.data.valid or "valid" in manifest["splits"]:
        vm = mf.load(cfg.data.valid) if cfg.data.valid else manifest
        split = "valid" if "valid" in vm["splits"] else "train"
        valid = make_loader(cfg, vm["_path"], split, dp_rank, dp_size, sha, False, block)
        if len(valid) == 0:  # every rank must run the same forwards (ZeRO-3 gathers weights in each): none here
            log(f"no validation: split {split!r} of {vm['_path']} holds {vm['splits'][split]['tokens']:,} tokens, fewer "
                f"than one batch of data.batch_size x data.block_size per data-parallel rank ({dp_size})")
            valid = None

    ckpt_dir = os.path.join(cfg.output_dir, "checkpoints")
    step = 0
    resume_from = ckpt.find_resume(ckpt_dir, args.resume)
    if resume_from:
        step, loader_state, extra = ckpt.load(engine, resume_from, dp_rank)
        loader.load_state_dict(loader_state)
        mask_gen.set_state(extra["mask_gen"])
        log(f"resumed from {resume_from} at step {step}")
    metrics = Metrics(cfg.output_dir, is_main, step)
    if is_main:
        from data_prep.common import write_json_atomic

        write_json_atomic(os.path.join(cfg.output_dir, "config.json"), {"run": to_dict(cfg), "deepspeed": ds,
                                                                           "world_size": sizes.world})
    log(f"{model_cfg.kind} LM '{cfg.model.size}' {num_params:,} parameters | {sizes} | ZeRO stage "
        f"{ds.get('zero_optimization', {}).get('stage', 0)} | {precision(ds)} | {device.type} | "
        f"{len(loader)} batches/epoch/rank x {cfg.train.grad_accum} accumulation | {cfg.train.max_steps} steps")

    def save():
        ckpt.save(engine, sizes, ckpt_dir, step, loader.state_dict(), {"mask_gen": mask_gen.get_state()}, model_cfg,
                  card, dp_rank, tp_rank, cfg.train.keep_last, log)
        release_freed_memory()  # the consolidated fp32 copy is a one-off peak

    # --- the training loop
    release_freed_memory()  # the full model built before sharding and the engine's set-up are one-off peaks
    stop, stopping = StopSignal(), False
    peak = peak_flops(cfg.train.peak_flops, env.local_world_size)
    flops_per_token = 6 * num_params / max(1, sizes.tensor)
    batches = (b for _ in iter(int, 1) for b in loader)  # endless: epoch after epoch
    # nll*tokens, tokens, steps, NSP loss, NSP accuracy, NSP batches since the last log; on the device (no host sync per step)
    window = torch.zeros(6, dtype=torch.float64, device=device)
    last_time = time.time()
    while step < cfg.train.max_steps:
        for _ in range(cfg.train.grad_accum):
            batch = {k: v.to(device) if torch.is_tensor(v) else v for k, v in next(batches).items()}
            loss, m = loss_fn(engine, batch)
            engine.backward(loss)
            engine.step()
            n = m["ntokens"].detach().double()
            window[:2] += torch.stack([m["nll"].detach().double() * n, n])
            if "nsp_loss" in m:  # masked LM on sentence pairs (data.break_mode nsp)
                window[3:] += torch.stack([m["nsp_loss"].double(), m["nsp_accuracy"].double(), torch.ones_like(n)])
        step += 1
        window[2] += 1
        if step % cfg.train.log_every == 0 or step == cfg.train.max_steps:
            all_reduce_host(window, group=parallel_state.get_data_parallel_group())
            elapsed, last_time = time.time() - last_time, time.time()
            avg = (window[0] / window[1].clamp(min=1)).item()
            tps = window[1].item() / elapsed  # target tokens per second, all replicas
            grad_norm = engine.get_global_grad_norm()
            record = {"step": step, "loss": avg, "ppl": perplexity(avg), "lr": scheduler.get_last_lr()[0],
                      "tokens_per_s": tps, "loss_scale": loss_scale(optimizer),
                      "grad_norm": float(grad_norm) if grad_norm is not None else None,
                      "mfu": tps * flops_per_token / (peak * sizes.world) if peak else None, "epoch": loader.epoch}
            if window[5] > 0:
                record.update(nsp_loss=(window[3] / window[5]).item(), nsp_accuracy=(window[4] / window[5]).item())
            metrics.log(record, progress_line(record))
            window.zero_()
        if valid is not None and ((cfg.train.eval_every and step % cfg.train.eval_every == 0) or step == cfg.train.max_steps):
            vl = evaluate(engine, loss_fn, valid, cfg.train.eval_batches, device)
            metrics.log({"step": step, "valid_loss": vl, "valid_ppl": perplexity(vl)},
                        f"step {step:>7} | valid loss {vl:.4f} | valid ppl {perplexity(vl):.2f}")
        stopping = stop.agreed()
        if stopping or step == cfg.train.max_steps or (cfg.train.save_every and step % cfg.train.save_every == 0):
            save()
        if stopping:
            log(f"stopping after step {step} {stop.describe()} (checkpoint written)")
            break
    rss = torch.zeros(dist.get_world_size(), dtype=torch.float64)  # peak resident memory of every rank, GiB
    rss[dist.get_rank()] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20
    all_reduce_host(rss)
    metrics.log({"step": step, "peak_rss_gib": rss.tolist()},
                "peak resident memory per rank: " + ", ".join(f"{v:.2f}" for v in rss.tolist()) + " GiB")
    metrics.close()
    dist.barrier()
    shutdown()
    return EXIT_PREEMPTED if stopping else 0


if __name__ == "__main__":
    from launcher.errors import run

    sys.exit(run(main))  # a user's mistake: one line, no traceback; a failed rank is named by the others
