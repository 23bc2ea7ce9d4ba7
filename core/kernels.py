"""Optional fused GPU kernels from NVIDIA apex, applied from outside like parallelism.

apex is optional (it is never installed by ``setup.sh``; GPU users build it themselves).
With ``train.kernels: auto`` (the default) and a CUDA device on which ``apex`` and its CUDA
extensions (``fused_layer_norm_cuda``, ``amp_C``: a source install without them imports but cannot run) import:

* every ``nn.LayerNorm`` of the plain model becomes :class:`FusedLayerNorm` — the same
  module (class swapped in place: same parameters, same state-dict keys, so checkpoints
  and exports do not change) whose forward on CUDA tensors is apex's
  ``fused_layer_norm_affine``;
* Adam/AdamW is apex's ``FusedAdam`` (``adam_w_mode`` picks decoupled or coupled weight
  decay, so the update is the same rule as torch's).

Otherwise (``train.kernels: torch``, no CUDA, or no apex) the torch kernels run. NAG has no
apex counterpart (apex's ``FusedSGD`` is a different Nesterov form) and stays ours.
:func:`describe` is the one line the entry points print, so a run says which it used.
"""

from __future__ import annotations

import importlib

import torch
import torch.nn.functional as F
from torch import nn

KERNELS = ("auto", "torch")  # train.kernels


def _on_gpu(x: torch.Tensor) -> bool:
    return x.is_cuda


class FusedLayerNorm(nn.LayerNorm):
    """``nn.LayerNorm`` computed by apex's fused kernel on CUDA tensors of the weight's dtype
    (torch's kernel otherwise, e.g. under autocast or on the CPU)."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if not _on_gpu(x) or self.weight is None or self.bias is None or x.dtype != self.weight.dtype:
            return F.layer_norm(x, self.normalized_shape, self.weight, self.bias, self.eps)
        from apex.normalization.fused_layer_norm import fused_layer_norm_affine

        return fused_layer_norm_affine(x, self.weight, self.bias, self.normalized_shape, self.eps)


def use_apex(setting: str, device: torch.device) -> bool:
    """Whether a run with ``train.kernels = setting`` on ``device`` uses apex's kernels."""
    if setting not in KERNELS:
        raise ValueError(f"train.kernels must be one of {', '.join(KERNELS)} (got {setting!r})")
    return setting == "auto" and device.type == "cuda" and _apex_usable()


# apex's Python packages import even when it was installed without its CUDA extensions (a plain
# `pip install` of the source builds none), and then fail at the first fused call: the extensions
# the two kernels need are checked too.
_APEX_MODULES = ("apex.normalization", "apex.optimizers", "fused_layer_norm_cuda", "amp_C")


def _apex_usable() -> bool:
    for name in _APEX_MODULES:
        try:
            importlib.import_module(name)
        except ImportError:
            return False
    return True


def fuse_layer_norms(model: nn.Module) -> int:
    """Turn every affine ``nn.LayerNorm`` of ``model`` into a :class:`FusedLayerNorm` in place;
    returns how many."""
    count = 0
    for module in model.modules():
        if type(module) is nn.LayerNorm and module.elementwise_affine and module.bias is not None:
            module.__class__ = FusedLayerNorm
            count += 1
    return count


def apply_kernels(model: nn.Module, setting: str, device: torch.device) -> bool:
    """:func:`use_apex`, and when it says so, :func:`fuse_layer_norms` on ``model``; returns whether
    the optimizer should be apex's too (``fused`` of :func:`adam`)."""
    fused = use_apex(setting, device)
    if fused:
        fuse_layer_norms(model)
    return fused


def adam(params, lr: float, betas: tuple[float, float], eps: float, weight_decay: float, decoupled: bool,
         fused: bool) -> torch.optim.Optimizer:
    """AdamW (``decoupled``) or Adam with L2 weight decay: apex's FusedAdam when ``fused``, else torch's."""
    if fused:
        from apex.optimizers import FusedAdam

        return FusedAdam(params, lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, adam_w_mode=decoupled)
    cls = torch.optim.AdamW if decoupled else torch.optim.Adam
    return cls(params, lr=lr, betas=betas, eps=eps, weight_decay=weight_decay)


def describe(setting: str, device: torch.device, model: nn.Module, optimizer: torch.optim.Optimizer) -> str:
    """The run's kernels in one line."""
    if use_apex(setting, device):
        num_fused = sum(isinstance(m, FusedLayerNorm) for m in model.modules())
        return f"kernels: apex (FusedLayerNorm x {num_fused}, optimizer {type(optimizer).__name__})"
    why = ("train.kernels=torch" if setting == "torch" else "no CUDA device" if device.type != "cuda"
           else "apex or its CUDA extensions (fused_layer_norm_cuda, amp_C) not importable")
    return f"kernels: torch ({why}; optimizer {type(optimizer).__name__})"
