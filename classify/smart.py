"""SMART regularisation (Jiang et al. 2020, "SMART: Robust and Efficient Fine-Tuning for
Pre-trained Natural Language Models through Principled Regularized Optimization").

Two terms added to a task's loss, both built on a divergence between two outputs of the
model (:func:`divergence`): the symmetric KL ``KL(p||q) + KL(q||p)`` of the softmax
distributions for classification logits, the squared difference for regression
scores; averaged over the batch.

* Smoothness-inducing adversarial term (:func:`smart_adversarial`): the clean input
  embeddings x get a perturbation ``delta ~ N(0, sigma^2)``; ``steps`` times,
  ``delta`` moves ``eta`` along the normalised gradient of ``D(f(x + delta), f(x))``
  (f(x) held fixed) and is projected back onto the ``eps`` ball (``norm`` "inf":
  every coordinate within eps; "l2": each example's perturbation within eps). The
  gradient is normalised per example (divided by its inf or l2 norm), so a step has
  length eta whatever the gradient's scale, which at a 1e-5 perturbation is tiny.
  The term is ``D(f(x + delta*), f(x))`` at the final ``delta*`` (held fixed);
  gradients reach the parameters through both outputs and the embeddings. The ascent
  itself leaves ``.grad`` untouched. With ``keep`` (batch, time) padding positions are
  never perturbed.
* Bregman proximal point (:class:`EMAModel`, :func:`bregman_penalty`): a momentum
  copy of the model, ``theta~ <- beta theta~ + (1 - beta) theta`` after each update
  (starting from the model itself); the penalty is ``D(f(x; theta), f(x; theta~))``,
  the EMA outputs held fixed.

The loss is ``task_loss + weight * adversarial + mu * proximal``
(:func:`smart_terms` computes the last two). Nothing here knows a particular LM: the
model is the function ``outputs_from_embeddings(embeds) -> outputs`` (logits (batch,
classes) or scores (batch,)) the caller builds around its encoder and head, plus
the clean embeddings (batch, time, dim).

The EMA copy holds whole parameters: under DeepSpeed it works with ZeRO stages 0-2
(every rank holds every parameter), not with ZeRO-3. Under tensor parallelism it is a copy of
the parallelized model (each rank its shards, the same process groups), and the perturbation
is of the replicated embedding output: the ranks of a group draw the same noise from one
seeded ``generator`` and their ascent gradients are all-reduced like any activation's.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Callable

import torch
import torch.nn.functional as F
from torch import nn

NORMS = ("inf", "l2")


@dataclass
class SmartConfig:
    """SMART's hyper-parameters (defaults: the paper's); checked by ``validate``."""

    weight: float = 1.0  # lambda_s: weight of the adversarial smoothness term (0: off)
    sigma: float = 1e-5  # std of the initial random perturbation of the embeddings
    eps: float = 1e-5  # radius of the perturbation ball
    eta: float = 1e-3  # length of each ascent step (normalised gradient)
    steps: int = 1  # projected gradient-ascent steps (0: the random perturbation alone)
    norm: str = "inf"  # the ball and the step normalisation: "inf" or "l2" (per example)
    mu: float = 1.0  # weight of the Bregman proximal-point penalty (0: off)
    beta: float = 0.99  # momentum of the EMA model of the proximal point

    def validate(self) -> "SmartConfig":
        def bad(name, why):
            raise ValueError(f"smart config field {name!r}: {why} (got {getattr(self, name)!r})")

        for name in ("weight", "sigma", "eps", "eta", "mu"):
            if getattr(self, name) < 0:
                bad(name, "must be >= 0")
        if self.steps < 0:
            bad("steps", "must be >= 0")
        if self.norm not in NORMS:
            bad("norm", f"must be one of {NORMS}")
        if not 0.0 <= self.beta < 1.0:
            bad("beta", "must be in [0, 1)")
        return self


def divergence(a: torch.Tensor, b: torch.Tensor, regression: bool) -> torch.Tensor:
    """Mean over the batch of the symmetric KL of softmax(a), softmax(b) (logits
    (batch, classes)), or of (a - b)^2 (scores (batch,))."""
    if regression:
        return ((a.float() - b.float()) ** 2).mean()
    la, lb = F.log_softmax(a.float(), dim=-1), F.log_softmax(b.float(), dim=-1)
    kl_ab = (la.exp() * (la - lb)).sum(-1)
    kl_ba = (lb.exp() * (lb - la)).sum(-1)
    return (kl_ab + kl_ba).mean()


def _per_example_norm(x: torch.Tensor, norm: str) -> torch.Tensor:
    """(batch, ...) -> (batch, 1, ..., 1)."""
    flat = x.reshape(x.shape[0], -1)
    n = flat.abs().amax(dim=1) if norm == "inf" else flat.norm(dim=1)
    return n.view(-1, *([1] * (x.dim() - 1)))


def _project(delta: torch.Tensor, eps: float, norm: str) -> torch.Tensor:
    if norm == "inf":
        return delta.clamp(-eps, eps)
    return delta * (eps / _per_example_norm(delta, "l2").clamp(min=1e-30)).clamp(max=1.0)


def smart_adversarial(fn: Callable[[torch.Tensor], torch.Tensor], embeds: torch.Tensor, clean: torch.Tensor,
                      cfg: SmartConfig, regression: bool = False, generator: torch.Generator | None = None,
                      keep: torch.Tensor | None = None) -> torch.Tensor:
    """The adversarial smoothness term (unweighted) for ``fn`` at ``embeds`` (batch,
    time, dim); ``clean = fn(embeds)`` (the caller's forward, reused); ``generator``
    draws the initial noise (on the embeddings' device); ``keep`` (batch, time) bool."""
    x = embeds.detach()
    mask = None if keep is None else keep.to(x.dtype).unsqueeze(-1)  # (batch, time, 1)
    delta = torch.randn(x.shape, generator=generator, device=x.device, dtype=x.dtype) * cfg.sigma
    if mask is not None:
        delta = delta * mask
    target = clean.detach()
    for _ in range(cfg.steps):
        delta.requires_grad_(True)
        d = divergence(fn(x + delta), target, regression)
        grad = None
        if d.requires_grad:
            (grad,) = torch.autograd.grad(d, delta, allow_unused=True)
        if grad is None:  # fn does not depend on its input: nothing to ascend
            grad = torch.zeros_like(delta)
        step = grad / _per_example_norm(grad, cfg.norm).clamp(min=1e-30)
        delta = _project(delta.detach() + cfg.eta * step, cfg.eps, cfg.norm)
        if mask is not None:
            delta = delta * mask
    return divergence(fn(embeds + delta.detach()), clean, regression)


class EMAModel:
    """A momentum copy of a model for the Bregman proximal point; its parameters never
    require gradients. ``update`` after each optimizer step; ``state_dict`` rides in
    the checkpoint so a resumed run continues the same average."""

    def __init__(self, model: nn.Module, beta: float):
        if not 0.0 <= beta < 1.0:
            raise ValueError(f"EMA beta must be in [0, 1), got {beta}")
        self.beta = beta
        # a tensor-parallel layer holds its process group, which is shared, not copied (nor copyable)
        groups = {id(v): v for m in model.modules() for v in vars(m).values()
                  if torch.distributed.is_available() and isinstance(v, torch.distributed.ProcessGroup)}
        self.module = copy.deepcopy(model, groups)
        for p in self.module.parameters():
            p.requires_grad_(False)

    @torch.no_grad()
    def update(self, model: nn.Module) -> None:
        """theta~ <- beta theta~ + (1 - beta) theta; buffers are copied."""
        for e, p in zip(self.module.parameters(), model.parameters()):
            e.mul_(self.beta).add_(p.detach().to(e.dtype), alpha=1.0 - self.beta)
        for e, b in zip(self.module.buffers(), model.buffers()):
            e.copy_(b)

    def __call__(self, *args, **kwargs):
        with torch.no_grad():
            return self.module(*args, **kwargs)

    def state_dict(self) -> dict:
        return self.module.state_dict()

    def load_state_dict(self, state: dict) -> None:
        self.module.load_state_dict(state)


def bregman_penalty(outputs: torch.Tensor, ema_outputs: torch.Tensor, regression: bool = False) -> torch.Tensor:
    """D(current outputs, EMA outputs), unweighted; the EMA outputs are held fixed."""
    return divergence(outputs, ema_outputs.detach(), regression)


def smart_terms(fn: Callable[[torch.Tensor], torch.Tensor], embeds: torch.Tensor, clean: torch.Tensor, cfg: SmartConfig,
                regression: bool = False, generator: torch.Generator | None = None, keep: torch.Tensor | None = None,
                ema_outputs: torch.Tensor | None = None) -> tuple[torch.Tensor, dict]:
    """``weight * adversarial + mu * proximal`` (a term is skipped when its weight is 0;
    the proximal one also without ``ema_outputs``) and detached metrics."""
    cfg.validate()
    total = clean.new_zeros((), dtype=torch.float32)
    metrics = {}
    if cfg.weight > 0:
        adv = smart_adversarial(fn, embeds, clean, cfg, regression, generator, keep)
        total = total + cfg.weight * adv
        metrics["smart_adversarial"] = adv.detach()
    if cfg.mu > 0 and ema_outputs is not None:
        prox = bregman_penalty(clean, ema_outputs, regression)
        total = total + cfg.mu * prox
        metrics["smart_proximal"] = prox.detach()
    return total, metrics
