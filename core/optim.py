"""Optimisers and the learning-rate schedule of the authors' recipe (SPEC §3).

* :class:`NAG` — Nesterov accelerated gradient as in fairseq's ``nag`` optimizer
  (the recipe: momentum 0.99, lr peak 1.0, clipping 0.1). It is a plain
  ``torch.optim.Optimizer`` handed to DeepSpeed, so ZeRO partitions its state.
* AdamW (torch's, or apex's FusedAdam on a GPU where apex imports) as the alternative.
* :func:`warmup_cosine` — linear warmup from ``warmup_init_lr`` to the peak over
  ``warmup_updates``, then one cosine period of ``period_updates`` from the peak
  down to ``min_lr`` (fairseq's ``cosine`` scheduler with ``t_mult=1`` and one
  period), then ``min_lr``.
* :func:`inverse_sqrt` — the seq2seq recipe's schedule (SPEC §4; fairseq's
  ``inverse_sqrt``): the same linear warmup, then ``peak * sqrt(warmup_updates / step)``.
"""

from __future__ import annotations

import math

import torch

from lm4gen.core.kernels import adam


class NAG(torch.optim.Optimizer):
    """fairseq's NAG: with momentum buffer ``buf`` (starting at zero) and the
    learning rate of the previous step ``lr_old`` (the correction keeps the update
    consistent when the schedule changes the rate)::

        p   <- p * (1 - lr * wd) + mu^2 * (lr / lr_old) * buf - (1 + mu) * lr * g
        buf <- mu * (lr / lr_old) * buf - lr * g
    """

    def __init__(self, params, lr: float = 1.0, momentum: float = 0.99, weight_decay: float = 0.0):
        if lr < 0 or not 0.0 <= momentum < 1.0 or weight_decay < 0:
            raise ValueError(f"NAG: invalid lr={lr}, momentum={momentum} or weight_decay={weight_decay}")
        super().__init__(params, dict(lr=lr, momentum=momentum, weight_decay=weight_decay))

    @torch.no_grad()
    def step(self, closure=None):
        loss = None
        if closure is not None:
            with torch.enable_grad():
                loss = closure()
        for group in self.param_groups:
            lr, mu, wd = group["lr"], group["momentum"], group["weight_decay"]
            for p in group["params"]:
                if p.grad is None:
                    continue
                g = p.grad.float() if p.dtype in (torch.float16, torch.bfloat16) else p.grad
                state = self.state[p]
                if "momentum_buffer" not in state:
                    state["momentum_buffer"] = torch.zeros_like(g)
                buf = state["momentum_buffer"]
                # the previous rate lives in the per-parameter state, which ZeRO checkpoints restore
                # (they do not restore param_groups), so a resumed run continues exactly
                correction = lr / state["lr_old"] if state.get("lr_old", 0.0) > 0 else 1.0
                state["lr_old"] = lr
                if wd:
                    p.mul_(1 - lr * wd)
                p.add_(buf, alpha=mu * mu * correction)
                p.add_(g, alpha=-(1 + mu) * lr)
                buf.mul_(mu * correction).add_(g, alpha=-lr)
        return loss


def warmup_cosine(step: int, peak_lr: float, warmup_updates: int, warmup_init_lr: float, period_updates: int,
                  min_lr: float) -> float:
    """The learning rate for optimizer step ``step`` (0-based: the rate of the first update is step 0's)."""
    if step < warmup_updates:
        return _warmup(step, peak_lr, warmup_updates, warmup_init_lr)
    t = step - warmup_updates
    if t >= period_updates:
        return min_lr
    return min_lr + 0.5 * (peak_lr - min_lr) * (1 + math.cos(math.pi * t / period_updates))


def _warmup(step: int, peak_lr: float, warmup_updates: int, warmup_init_lr: float) -> float:
    return warmup_init_lr + (peak_lr - warmup_init_lr) * step / warmup_updates


def inverse_sqrt(step: int, peak_lr: float, warmup_updates: int, warmup_init_lr: float) -> float:
    """The learning rate for optimizer step ``step`` (0-based): linear warmup to the peak, then
    decay with the inverse square root of the step (the peak is reached at ``warmup_updates``)."""
    if step < warmup_updates:
        return _warmup(step, peak_lr, warmup_updates, warmup_init_lr)
    return peak_lr * math.sqrt(max(1, warmup_updates) / max(1, step))


def build_optimizer(params, name: str, lr: float, momentum: float, weight_decay: float, betas: tuple[float, float],
                    eps: float, fused: bool = False) -> torch.optim.Optimizer:
    """NAG or AdamW; ``fused``: AdamW is apex's FusedAdam (:mod:`lm4gen.core.kernels`)."""
    if name == "nag":
        return NAG(params, lr=lr, momentum=momentum, weight_decay=weight_decay)
    if name == "adamw":
        return adam(params, lr, betas, eps, weight_decay, decoupled=True, fused=fused)
    raise ValueError(f"optim field 'name': unknown optimizer {name!r} (nag, adamw)")


def build_scheduler(optimizer: torch.optim.Optimizer, peak_lr: float, warmup_updates: int, warmup_init_lr: float,
                    period_updates: int, min_lr: float) -> torch.optim.lr_scheduler.LambdaLR:
    """A LambdaLR (its state rides in DeepSpeed checkpoints) following :func:`warmup_cosine`;
    the optimizer's base rate must be ``peak_lr``."""
    def factor(step: int) -> float:
        return warmup_cosine(step, peak_lr, warmup_updates, warmup_init_lr, period_updates, min_lr) / peak_lr

    return torch.optim.lr_scheduler.LambdaLR(optimizer, factor)


def build_inverse_sqrt_scheduler(optimizer: torch.optim.Optimizer, peak_lr: float, warmup_updates: int,
                                 warmup_init_lr: float) -> torch.optim.lr_scheduler.LambdaLR:
    """A LambdaLR following :func:`inverse_sqrt`. Each parameter group keeps its own base rate
    (e.g. a smaller one for a fine-tuned LM): the schedule scales all of them by the same factor."""
    def factor(step: int) -> float:
        return inverse_sqrt(step, peak_lr, warmup_updates, warmup_init_lr) / peak_lr

    return torch.optim.lr_scheduler.LambdaLR(optimizer, factor)


def warmup_linear(step: int, warmup_updates: int, total_updates: int) -> float:
    """BERT's schedule as a factor of the peak rate: linear warmup to 1 over ``warmup_updates`` (0 = none), then a
    linear decay to 0 at ``total_updates``."""
    if warmup_updates and step < warmup_updates:
        return (step + 1) / warmup_updates
    return max(0.0, (total_updates - step) / max(1, total_updates - warmup_updates))


def build_linear_decay_scheduler(optimizer: torch.optim.Optimizer, warmup_updates: int,
                                 total_updates: int) -> torch.optim.lr_scheduler.LambdaLR:
    """A LambdaLR following :func:`warmup_linear`; each parameter group keeps its own peak rate."""
    return torch.optim.lr_scheduler.LambdaLR(optimizer, lambda step: warmup_linear(step, warmup_updates,
                                                                                   total_updates))
