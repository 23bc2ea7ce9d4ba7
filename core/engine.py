"""DeepSpeed engine set-up shared by pretraining and fine-tuning.

* :func:`resolve_ds_config` — reads ``configs/zero*.json`` and fills in what the run
  config decides (micro-batch, accumulation, clipping). On a machine without CUDA
  fp16/bf16 are switched off and the run says so: bf16 on the reference CPU
  measured 9–170x slower than fp32, and fp16 has no fast CPU kernels
  (``half_on_cpu`` keeps them: the precision tests run both on the CPU).
* :func:`load_jit_ops` — DeepSpeed's CPU op built once per environment, safe against a build that died.
* :func:`without_muon_kernels` — DeepSpeed's Muon module (which lm4gen never builds) left unimported: importing
  it compiles kernels, ~1 s of CPU per rank.
* :func:`build_engine` — ``deepspeed.initialize`` with our optimizer and schedule,
  and, under tensor parallelism, megatron-core's parallel state as ``mpu`` (so ZeRO partitions over the
  data-parallel group only); with fp16 at ZeRO stage 0 it applies the loss scale
  DeepSpeed 0.19 forgets there.
* :func:`apply_activation_checkpointing` — recompute each Transformer block's
  activations in the backward pass (applied from outside, like parallelism).
"""

from __future__ import annotations

import copy
import json
import os

import torch
from torch import nn

from lm4gen.core.parallel import ParallelSizes, deepspeed_mpu

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
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
                      cuda: bool, log=print, half_on_cpu: bool = False, tensor_parallel: int = 1) -> dict:
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
    if "optimizer" in ds:  # DeepSpeed would ignore it, silently, beside the optimizer lm4gen passes (build_engine)
        raise ValueError("ds_config field 'optimizer': lm4gen builds the optimizer from the run config's optim "
                         "section; remove it from the DeepSpeed config")
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
        if stage == 0 and tensor_parallel > 1:
            # FP16_UnfusedOptimizer's gradient norm drops every gradient on tensor-parallel ranks > 0
            # (it tests the gradients, not the parameters, for the shard marks): clipping used 0.8x the
            # norm and the update of the tiny causal LM after 4 steps was 20% off (tests/integration/test_precision.py)
            raise ValueError(f"ds_config: {half[0]} with ZeRO stage 0 and tensor parallelism (parallel.tensor = "
                             f"{tensor_parallel}) clips by a wrong gradient norm in DeepSpeed; use ZeRO stage 1-3 "
                             "(configs/zero1.json) or fp32")
    if stage == 3 and data_parallel == 1:
        # measured (reports/pretrain/README.md, mlm-base, TP=2 on 2 CPU ranks, the same losses): peak 6.9 / 8.3 GiB
        # per rank with ZeRO-3 against 4.3 / 3.8 with ZeRO-2, the difference in the forward
        log("ZeRO stage 3 with data-parallel size 1 shards nothing across ranks and costs memory in the forward "
            "(mlm-base on 2 CPU ranks at TP=2: 8.3 GiB per rank against 4.3 with ZeRO-2): configs/zero2.json "
            "gives the same losses")
    return ds


def precision(ds: dict) -> str:
    for k in ("fp16", "bf16"):
        if ds.get(k, {}).get("enabled"):
            return k
    return "fp32"


# A torch JIT build waits for its build directory's ``lock`` file for ever (torch.utils.file_baton), and a build
# whose process died (SIGKILL, the OOM killer, a lost node, or a stop signal before the run's handler is in place)
# leaves it behind: every later run of that environment then hung in ``deepspeed.initialize``, silently (seen: a grid
# cell stopped at its deadline while it compiled DeepSpeed's CPU op). lm4gen's processes take this kernel lock
# (``flock``: released when its holder dies) around the build, so a ``lock`` found while holding it is stale.
_BUILD_FLOCK = ".lm4gen-build.flock"
_STALE_AFTER = 2.0  # seconds a ``lock`` must outlive: a no-op load by DeepSpeed outside the flock holds it ~0.1 s
JIT_OPS = ("ShareMemCommBuilder",)  # what deepspeed.initialize builds on the CPU (deepspeed.comm.torch.build_shm_op)


def load_jit_ops(log=print, names=JIT_OPS) -> list[str]:
    """Build (once per environment) or load DeepSpeed's JIT-compiled ops before ``deepspeed.initialize`` does, safely:
    under :data:`_BUILD_FLOCK`, removing a stale ``lock`` a dead build left (said in one line), and with SIGTERM and
    SIGUSR1 blocked in this thread so the compiler and ninja (which inherit the mask) finish even when a job-wide stop
    signal arrives mid-build; the signal is delivered when the build is over. The ops' names loaded."""
    import fcntl
    import signal
    import time

    import deepspeed.ops
    from deepspeed.accelerator import get_accelerator
    from torch.utils.cpp_extension import _get_build_directory

    loaded = []
    for name in names:
        builder = get_accelerator().create_op_builder(name)
        if builder is None or not deepspeed.ops.__compatible_ops__.get(builder.NAME, False):
            continue
        build_dir = _get_build_directory(builder.name, verbose=False)  # creates it
        with open(os.path.join(build_dir, _BUILD_FLOCK), "a") as held:
            try:
                fcntl.flock(held, fcntl.LOCK_EX)
                flocked = True
            except OSError:  # a file system without flock (some parallel ones): torch's own lock only, as before
                flocked = False
            lock = os.path.join(build_dir, "lock")
            if flocked and os.path.exists(lock):
                time.sleep(_STALE_AFTER)
                if os.path.exists(lock):
                    log(f"removing a stale build lock {lock} (left by a build whose process died)")
                    os.remove(lock)
            masked = signal.pthread_sigmask(signal.SIG_BLOCK, (signal.SIGTERM, signal.SIGUSR1))
            try:
                builder.load(verbose=False)
            finally:
                signal.pthread_sigmask(signal.SIG_SETMASK, masked)
        loaded.append(builder.name)
    return loaded


# DeepSpeed 0.19's ZeRO optimizers import its Muon optimizer for ``isinstance`` checks (``MuonWithAuxAdam``) and
# for ``muon_update``, even when the optimizer is not Muon; importing ``original_muon`` runs ``torch.compile`` on its
# kernels at import time, which imports torch's inductor: ~1 s of CPU per rank process (a one-step two-rank tiny
# launch: a median 8.9 s of CPU with the real modules, 6.7 s with the stand-ins, docs/development.md). lm4gen never
# builds Muon: it passes its own optimizer and refuses a ds_config ``optimizer`` (resolve_ds_config), so nothing is
# an instance of DeepSpeed's class and ``muon_update`` is never called. Names checked against the installed
# DeepSpeed's imports by tests/integration/test_engine_muon.py.
class _NoMuon:
    """What DeepSpeed's ``MuonWithAuxAdam`` is in an lm4gen process: a class nothing is an instance of."""

    def __init__(self, *args, **kwargs):
        raise RuntimeError("DeepSpeed's Muon optimizer is not available in lm4gen (it builds the optimizer from the "
                           "run config's optim section)")


def _no_muon_update(*args, **kwargs):
    raise RuntimeError("DeepSpeed's muon_update called in an lm4gen process, which never builds Muon")


MUON_MODULES = {"deepspeed.runtime.zero.muon.muon_optimizer": {"MuonWithAuxAdam": _NoMuon},
                "deepspeed.runtime.zero.muon.original_muon": {"muon_update": _no_muon_update}}


def without_muon_kernels() -> bool:
    """Put light stand-ins for DeepSpeed's two Muon modules in ``sys.modules`` unless they are imported already
    (then nothing changes); True when they are the stand-ins. Call before ``deepspeed.initialize``."""
    import sys
    import types

    if any(name in sys.modules and not getattr(sys.modules[name], "_lm4gen_stand_in", False)
           for name in MUON_MODULES):
        return False
    for name, attributes in MUON_MODULES.items():
        module = types.ModuleType(name, "lm4gen's stand-in: DeepSpeed's Muon is never built here (core/engine.py)")
        module._lm4gen_stand_in = True
        module.__dict__.update(attributes)
        sys.modules[name] = module
    return True


def build_engine(model: nn.Module, optimizer: torch.optim.Optimizer, scheduler, ds: dict, sizes: ParallelSizes):
    import deepspeed

    without_muon_kernels()
    load_jit_ops()
    engine, optimizer, _, scheduler = deepspeed.initialize(
        model=model, optimizer=optimizer, lr_scheduler=scheduler, config=ds, mpu=deepspeed_mpu(),
        dist_init_required=False)
    _scale_fp16_zero0_loss(engine)
    scaler = getattr(engine.optimizer, "loss_scaler", None)
    if getattr(scaler, "raise_error_at_min_scale", False):
        # ZeRO's fp16 scaler raises a bare Exception (a traceback) on the first overflow at the minimum scale;
        # the trainer's divergence check decides instead (fp16 stuck there for train.fp16_stuck_updates updates)
        scaler.raise_error_at_min_scale = False
    return engine, optimizer, scheduler


def _scale_fp16_zero0_loss(engine) -> None:
    """fp16 without ZeRO (stage 0): make ``engine.backward`` multiply the loss by the loss scale.

    DeepSpeed 0.19's ``engine.backward`` scales the loss only for ZeRO optimizers, while the
    ``FP16_Optimizer`` / ``FP16_UnfusedOptimizer`` it wraps ours in at stage 0 divide the
    gradients by the loss scale in ``step``: every update was 1/65536 of the right one (and
    small fp16 gradients underflowed). Measured on the CPU: the tiny causal LM's update after
    4 steps was 0.02% of the fp32 run's (tests/integration/test_precision.py). deepspeedai/DeepSpeed#8393
    proposes the same fix inside DeepSpeed; should a release scale the loss itself, the loss
    would be scaled twice, every step would overflow and be skipped, and the fp16 ZeRO-0
    case of the precision tests fails."""
    from deepspeed.runtime.fp16.fused_optimizer import FP16_Optimizer
    from deepspeed.runtime.fp16.unfused_optimizer import FP16_UnfusedOptimizer

    optimizer = engine.optimizer
    if not (engine.fp16_enabled() and not engine.zero_optimization()
            and isinstance(optimizer, (FP16_Optimizer, FP16_UnfusedOptimizer))):
        return
    plain = engine.backward

    def backward(loss, *args, **kwargs):
        return plain(loss * optimizer.loss_scale_config.cur_scale, *args, **kwargs)

    engine.backward = backward


def apply_activation_checkpointing(model: nn.Module, block: type[nn.Module]) -> int:
    """Make every ``block`` module of ``model`` (the model's transformer layer class) recompute its activations in
    backward; returns how many."""
    from torch.utils.checkpoint import checkpoint

    count = 0
    for module in model.modules():
        if isinstance(module, block):
            plain = module.forward

            def forward(*args, _plain=plain, **kwargs):
                if not torch.is_grad_enabled() or kwargs.get("cache") is not None:
                    return _plain(*args, **kwargs)
                return checkpoint(_plain, *args, use_reentrant=False, **kwargs)

            module.forward = forward
            count += 1
    return count


def min_loss_scale(optimizer) -> float:
    """The smallest dynamic loss scale of an fp16 DeepSpeed optimizer (ZeRO's scaler, or the stage-0 optimizers'
    config; 1.0 otherwise)."""
    scaler = getattr(optimizer, "loss_scaler", None)
    if isinstance(getattr(scaler, "min_scale", None), (int, float)):
        return float(scaler.min_scale)
    value = getattr(getattr(optimizer, "loss_scale_config", None), "min_loss_scale", None)
    return float(value) if isinstance(value, (int, float)) else 1.0


def loss_scale(optimizer) -> float:
    """The dynamic loss scale of an fp16 DeepSpeed optimizer (1.0 otherwise)."""
    for attr in ("cur_scale", "loss_scale"):
        value = getattr(optimizer, attr, None)
        if isinstance(value, (int, float)):
            return float(value)
    return 1.0
