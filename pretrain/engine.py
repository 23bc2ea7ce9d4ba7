"""DeepSpeed engine set-up shared by pretraining and fine-tuning.

* :func:`resolve_ds_config` — reads ``configs/zero*.json`` and fills in what the run
  config decides (micro-batch, accumulation, clipping). On a machine without CUDA
  fp16/bf16 are switched off and the run says so: bf16 on the reference CPU
  measured 9–170x slower than fp32, and fp16 has no fast CPU kernels.
* :func:`build_engine` — ``deepspeed.initialize`` with our optimizer and schedule,
  and megatron-core's parallel state as ``mpu`` (so ZeRO partitions over the
  data-parallel group only).
* :func:`apply_activation_checkpointing` — recompute each Transformer block's
  activations in the backward pass (applied from outside, like parallelism).
"""

from __future__ import annotations

import copy
import json
import os

import torch
from torch import nn

from pretrain.model import Block
from pretrain.parallel import MegatronMPU, ParallelSizes

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# DeepSpeed compiles a small CPU op on first use; keep it with the environment, not in ~/.cache
os.environ.setdefault("TORCH_EXTENSIONS_DIR", os.path.join(ROOT, ".venv", "torch_extensions"))


def load_ds_config(path: str) -> dict:
    try:
        with open(path) as f:
            return json.load(f)
    except FileNotFoundError:
        raise ValueError(f"--ds_config file not found: {path}") from None
    except json.JSONDecodeError as e:
        raise ValueError(f"--ds_config {path} is not valid JSON: {e}") from None


def resolve_ds_config(ds: dict, micro_batch: int, grad_accum: int, data_parallel: int, clip_norm: float,
                      cuda: bool, log=print, half_on_cpu: bool = False) -> dict:
    """A copy of ``ds`` with batch sizes, clipping and the precision decided for this machine
    (``half_on_cpu``: keep fp16/bf16 without CUDA, as the precision tests do)."""
    ds = copy.deepcopy(ds)
    ds["train_micro_batch_size_per_gpu"] = micro_batch
    ds["gradient_accumulation_steps"] = grad_accum
    ds["train_batch_size"] = micro_batch * grad_accum * data_parallel
    ds["gradient_clipping"] = clip_norm
    ds.setdefault("steps_per_print", 10**9)  # our own progress line replaces DeepSpeed's
    ds.setdefault("wall_clock_breakdown", False)
    stage = ds.get("zero_optimization", {}).get("stage", 0)
    if stage not in (0, 1, 2, 3):
        raise ValueError(f"ds_config field 'zero_optimization.stage' must be 0-3 (got {stage!r})")
    half = [k for k in ("fp16", "bf16") if ds.get(k, {}).get("enabled", False) in (True, "auto")]
    if len(half) == 2:
        raise ValueError("ds_config enables both fp16 and bf16; choose one")
    if not cuda and not half_on_cpu:
        for k in ("fp16", "bf16"):
            if k in ds:
                ds[k] = {**ds[k], "enabled": False}
        if half:
            log(f"no CUDA device: {half[0]} requested, training in fp32 on the CPU "
                "(bf16 measured 9-170x slower than fp32 here; fp16 has no fast CPU kernels)")
    elif half:
        for k in half:
            ds[k]["enabled"] = True
    return ds


def precision(ds: dict) -> str:
    for k in ("fp16", "bf16"):
        if ds.get(k, {}).get("enabled"):
            return k
    return "fp32"


def build_engine(model: nn.Module, optimizer: torch.optim.Optimizer, scheduler, ds: dict, sizes: ParallelSizes):
    import deepspeed

    engine, optimizer, _, scheduler = deepspeed.initialize(
        model=model, optimizer=optimizer, lr_scheduler=scheduler, config=ds, mpu=MegatronMPU(),
        dist_init_required=False)
    return engine, optimizer, scheduler


def apply_activation_checkpointing(model: nn.Module) -> int:
    """Make every :class:`Block` recompute its activations in backward; returns how many."""
    from torch.utils.checkpoint import checkpoint

    count = 0
    for module in model.modules():
        if isinstance(module, Block):
            plain = module.forward

            def forward(*args, _plain=plain, **kwargs):
                if not torch.is_grad_enabled() or kwargs.get("cache") is not None:
                    return _plain(*args, **kwargs)
                return checkpoint(_plain, *args, use_reentrant=False, **kwargs)

            module.forward = forward
            count += 1
    return count


def loss_scale(optimizer) -> float:
    """The dynamic loss scale of an fp16 DeepSpeed optimizer (1.0 otherwise)."""
    for attr in ("cur_scale", "loss_scale"):
        value = getattr(optimizer, attr, None)
        if isinstance(value, (int, float)):
            return float(value)
    return 1.0
