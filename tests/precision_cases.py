"""The precision matrix in one 2-rank launch (tests/integration/test_precision.py starts it; not a test module itself).

    deepspeed --num_gpus 2 tests/precision_cases.py SHARDS OUT CASE [CASE ...]

A CASE is ``precision-zero<stage>-<kind>-tp<degree>`` (``bf16-zero3-cloze-tp2``); precision
fp32, fp16 (dynamic loss scaling) or bf16. Every case builds the tiny model of its kind as
``pretrain/run.py`` does (same seed, parallelized, NAG, the shipped ``configs/zero<stage>.json``
with its precision kept on the CPU), and rank 0 writes ``OUT/CASE.json`` with what
test_precision.py asserts:

* ``losses`` of 4 steps (2 replicas x 4 sequences of 32 tokens, dropout on) and ``resumed``:
  steps 3-4 again, by a second engine built from other initial weights that loads the
  checkpoint of step 2;
* ``update_error`` — how far this run's update of the fp32 master weights (exported weights
  after step 4 minus the initial ones) is from the fp32 run of the same kind and
  tensor-parallel degree (ZeRO-1), relative to that run's update (``--ref``);
* the export (``lm4gen export`` of step 4) against the live engine:
  ``export_dtypes``, ``export_off_grid`` (fraction of exported matrix entries that are not
  representable in the 16-bit dtype: 0 means 16-bit weights were exported), ``export_vs_live``
  (largest |export rounded to the 16-bit dtype - live 16-bit weights|, all shards gathered),
  and the validation NLL of the live engine (``live_nll``) next to the plain model's from the
  export, run in the live dtype (``export_nll_same_dtype``) and in fp32 (``export_nll_fp32``);
* fp16 only, ``overflow``: two steps whose loss is multiplied by an injected inf — skipped
  (weights and fp32 masters unchanged), the loss scale before and after each — then one
  ordinary step, which must change the weights again.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import torch  # noqa: E402 - after the sys.path set-up
import torch.distributed as dist  # noqa: E402 - after the sys.path set-up

from lm4gen.core import checkpoint as ckpt  # noqa: E402 - after the sys.path set-up
from lm4gen.pretrain.config import RunConfig, load_config  # noqa: E402 - after the sys.path set-up
from lm4gen.core.engine import build_engine, load_ds_config, loss_scale, precision, resolve_ds_config  # noqa: E402 - after the sys.path set-up
from lm4gen.models.lm import build_model, init_weights  # noqa: E402 - after the sys.path set-up
from lm4gen.pretrain.objectives import LOSSES  # noqa: E402 - after the sys.path set-up
from lm4gen.core.optim import build_optimizer, build_scheduler  # noqa: E402 - after the sys.path set-up
from lm4gen.core.parallel import (ParallelSizes, data_parallel_rank_and_size, gather_full,  # noqa: E402 - after the sys.path set-up
                                  init_model_parallel, parallelize)

STEPS, SAVE_AT = 4, 2
LOW = {"fp16": torch.float16, "bf16": torch.bfloat16}


def parse(case: str) -> dict:
    prec, zero, kind, tp = case.split("-")
    return {"precision": prec, "zero": int(zero.removeprefix("zero")), "kind": kind, "tp": int(tp.removeprefix("tp"))}


def run_config(shards: str, kind: str, tp: int, out: str) -> RunConfig:
    return load_config(None, [f"data.train={shards}", f"model.kind={kind}", f"parallel.tensor={tp}",
                              "data.block_size=32",
                              "data.batch_size=4", "data.num_workers=0", "optim.lr=0.5", "optim.warmup_updates=2",
                              "optim.period_updates=100", "model.combine_residual=true",
                              "train.half_on_cpu=true", f"output_dir={out}"])


def batches(cfg: RunConfig, manifest: dict, kind: str, dp_rank: int, dp_size: int) -> tuple[list, dict]:
    """STEPS training batches of this replica, and one validation batch (the same on every rank)."""
    from lm4gen.pretrain.lm_task import make_loader

    sha = manifest["tokenizer"]["sha256"]
    block = cfg.data.block_size + (kind == "causal")
    train = make_loader(cfg, manifest["_path"], "train", dp_rank, dp_size, sha, True, block)
    it = iter(train)
    valid = next(iter(make_loader(cfg, manifest["_path"], "valid", 0, 1, sha, False, block)))
    return [next(it) for _ in range(STEPS)], valid


def engine_for(case: dict, cfg: RunConfig, model_cfg, sizes: ParallelSizes, seed: int):
    ds = load_ds_config(os.path.join(ROOT, "configs", f"zero{case['zero']}.json"))
    ds["fp16"]["enabled"] = case["precision"] == "fp16"
    ds["bf16"]["enabled"] = case["precision"] == "bf16"
    ds = resolve_ds_config(ds, cfg.data.batch_size, 1, sizes.data, cfg.optim.clip_norm, False, lambda m: None,
                           half_on_cpu=True, tensor_parallel=sizes.tensor)
    assert precision(ds) == case["precision"], ds
    torch.manual_seed(seed)
    model = build_model(model_cfg)
    init_weights(model, generator=torch.Generator().manual_seed(seed))
    initial = {k: v.clone() for k, v in model.state_dict().items()}
    model = parallelize(model, sizes)
    o = cfg.optim
    optimizer = build_optimizer(model.parameters(), o.name, o.lr, o.momentum, o.weight_decay, tuple(o.betas), o.eps)
    scheduler = build_scheduler(optimizer, o.lr, o.warmup_updates, o.warmup_init_lr, cfg.period_updates, o.min_lr)
    engine, optimizer, _ = build_engine(model, optimizer, scheduler, ds, sizes)
    return engine, initial


def live_weights(engine, sizes: ParallelSizes) -> dict[str, torch.Tensor]:
    """The live (16-bit where the run is) weights, ZeRO-3 partitions and tensor-parallel shards gathered."""
    import deepspeed

    params = list(engine.module.parameters())
    gathered = deepspeed.zero.GatheredParameters(params) if hasattr(params[0], "ds_id") else contextlib.nullcontext()
    with gathered:
        named = {n: p.detach().clone() for n, p in engine.module.named_parameters()}
    return gather_full(named, sizes)


def step(engine, loss_fn, batch, inject_inf: bool = False) -> float:
    loss, m = loss_fn(engine, batch)
    engine.backward(loss * float("inf") if inject_inf else loss)
    engine.step()
    return float(m["nll"])


def nll(model, loss_fn, batch) -> float:
    model.eval()
    with torch.no_grad():
        value = float(loss_fn(model, batch)[1]["nll"])
    model.train()
    return value


def run_case(name: str, shards: str, out: str, ref_dir: str | None) -> dict:
    from lm4gen.data_prep import manifest as mf
    from lm4gen.models.export import export, load_exported

    case = parse(name)
    rank = dist.get_rank()
    sizes = ParallelSizes(dist.get_world_size(), case["tp"])
    init_model_parallel(sizes)
    dp_rank, dp_size = data_parallel_rank_and_size()
    case_dir = os.path.join(out, name)
    cfg = run_config(shards, case["kind"], case["tp"], case_dir)
    manifest = mf.load(shards)
    card = manifest["tokenizer"]
    model_cfg = cfg.model.build(card["vocab_size"], card["special_ids"])
    train, valid = batches(cfg, manifest, case["kind"], dp_rank, dp_size)
    mask_seed = 11 + dp_rank

    def loss_fn_for(gen):
        return (lambda m, b: LOSSES["mlm"](m, b, gen)) if case["kind"] == "mlm" else LOSSES[case["kind"]]

    ckpt_dir = os.path.join(case_dir, "checkpoints")
    result = dict(case, world=sizes.world)

    # --- uninterrupted: steps 1-4, checkpoints after steps 2 and 4
    engine, initial = engine_for(case, cfg, model_cfg, sizes, seed=1)
    gen = torch.Generator().manual_seed(mask_seed)
    loss_fn = loss_fn_for(gen)
    losses, tags = [], {}
    for i, batch in enumerate(train, start=1):
        losses.append(step(engine, loss_fn, batch))
        if i in (SAVE_AT, STEPS):
            tags[i] = ckpt.save(engine, sizes, ckpt_dir, i, {"step": i}, {"mask_gen": gen.get_state()}, model_cfg, card,
                                dp_rank, parallel_tp_rank(), keep_last=2, log=lambda m: None)
    result["losses"] = losses
    result["loss_scale"] = loss_scale(engine.optimizer)
    result["skipped_steps"] = engine.skipped_steps

    # --- the export against the live engine
    live = live_weights(engine, sizes)
    eval_gen = lambda: torch.Generator().manual_seed(5)  # noqa: E731  (mlm: the same masks for both)
    result["live_nll"] = nll(engine, loss_fn_for(eval_gen()), valid)
    if rank == 0:
        path = os.path.join(case_dir, "export.pt")
        export(tags[STEPS], path)
        plain, meta = load_exported(path)
        exported = {k: v for k, v in plain.state_dict().items()}
        result["export_dtypes"] = sorted({str(v.dtype) for v in exported.values()})
        result["export_step"] = meta["step"]
        result["export_nll_fp32"] = nll(plain, loss_fn_for(eval_gen()), valid)
        low = LOW.get(case["precision"])
        if low is not None:
            matrices = [v for v in exported.values() if v.dim() >= 2]
            off = sum(int((v.to(low).float() != v).sum()) for v in matrices)
            result["export_off_grid"] = off / sum(v.numel() for v in matrices)
        result["export_vs_live"] = max(float((exported[k].to(live[k].dtype).float() - live[k].float()).abs().max())
                                       for k in live)
        result["export_nll_same_dtype"] = nll(plain.to(low or torch.float32), loss_fn_for(eval_gen()), valid)
        update = {k: exported[k] - initial[k] for k in exported}
        torch.save(update, os.path.join(case_dir, "update.pt"))
        if ref_dir is not None:
            ref = torch.load(os.path.join(ref_dir, f"fp32-zero1-{case['kind']}-tp{case['tp']}", "update.pt"),
                             weights_only=True)
            num = sum(float((update[k] - ref[k]).double().pow(2).sum()) for k in ref)
            den = sum(float(ref[k].double().pow(2).sum()) for k in ref)
            result["update_error"] = math.sqrt(num / den)

    # --- fp16: an injected inf is skipped, halves the scale (after the hysteresis), changes nothing
    if case["precision"] == "fp16":
        checks = []
        before = live_weights(engine, sizes), ckpt.full_fp32_state_dict(engine, sizes)
        for _ in range(2):
            scale, skipped = loss_scale(engine.optimizer), engine.skipped_steps
            step(engine, loss_fn, train[0], inject_inf=True)
            checks.append({"scale_before": scale, "scale_after": loss_scale(engine.optimizer),
                           "skipped": engine.skipped_steps - skipped})
        after = live_weights(engine, sizes), ckpt.full_fp32_state_dict(engine, sizes)
        unchanged = all(torch.equal(a[k], b[k]) for a, b in zip(before, after) for k in a)
        step(engine, loss_fn, train[1])
        moved = not all(torch.equal(after[1][k], v) for k, v in ckpt.full_fp32_state_dict(engine, sizes).items())
        result["overflow"] = {"steps": checks, "unchanged": unchanged, "then_moves": moved,
                              "skipped_total": engine.skipped_steps}
    del engine

    # --- resumed: other initial weights, the checkpoint of step 2, steps 3-4 again
    engine, _ = engine_for(case, cfg, model_cfg, sizes, seed=2)
    _, _, extra = ckpt.load(engine, tags[SAVE_AT], dp_rank)
    gen = torch.Generator()
    gen.set_state(extra["mask_gen"])
    loss_fn = loss_fn_for(gen)
    result["resumed"] = [step(engine, loss_fn, batch) for batch in train[SAVE_AT:]]
    del engine
    return result


def parallel_tp_rank() -> int:
    from lm4gen.core.parallel import tensor_parallel_rank

    return tensor_parallel_rank()


def main() -> int:
    from lm4gen.core.process_group import init_distributed, shutdown

    import argparse
    import time

    p = argparse.ArgumentParser()
    p.add_argument("shards")
    p.add_argument("out")
    p.add_argument("cases", nargs="+")
    p.add_argument("--ref", help="directory of the fp32 cases' results (default: OUT)")
    p.add_argument("--local_rank", type=int, help=argparse.SUPPRESS)  # the deepspeed launcher's
    a = p.parse_args()
    shards, out, cases, ref_dir = a.shards, a.out, a.cases, a.ref or a.out
    init_distributed()

    for name in cases:
        t = time.time()
        result = run_case(name, shards, out, ref_dir if not name.startswith("fp32-zero1-") else None)
        result["seconds"] = time.time() - t
        if dist.get_rank() == 0:
            with open(os.path.join(out, f"{name}.json"), "w") as f:
                json.dump(result, f, indent=1)
            print(f"[precision] {name}: {json.dumps(result)}", flush=True)
        dist.barrier()
    shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
