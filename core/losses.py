"""The one token cross-entropy of lm4gen: every objective's loss over a vocabulary goes through here.

An objective builds a :class:`CrossEntropy` (its targets and its label smoothing) and hands it to the
model's forward (``model(..., loss=CrossEntropy(targets))``); the model's output layer calls it with
its input and its weight, inside the forward, so the (tokens x vocabulary) logits never exist whole
and a weight that DeepSpeed ZeRO-3 partitions is gathered while it is used (ZeRO-3 gathers a
parameter only inside the engine's forward). The model decides nothing about the loss.

Variants, one definition (``F.cross_entropy``'s, summed over the targets that are not
:data:`IGNORE`; the label-smoothed loss of a row is ``(1 - eps) NLL + eps mean_v(-log p_v)``):

* fused (:func:`linear_cross_entropy`): fp32/fp64 inputs; the projection and the loss chunk by
  chunk, gradients computed in the forward pass;
* plain (:func:`cross_entropy` of logits; what the fused op falls back to for 16-bit inputs and
  under autocast);
* vocab-parallel (:func:`cross_entropy` with ``vocab_parallel=True``): the logits are this rank's
  contiguous shard of the vocabulary (``lm4gen.core.parallel``'s vocab-parallel output layers);
  megatron-core's ``vocab_parallel_cross_entropy`` gives the NLL, the smoothing term is all-reduced
  here (megatron-core's own smoothing averages over the local shard only);
* label-smoothed: ``label_smoothing`` > 0 in any of the three.

Each returns ``(loss, nll)``: the summed (smoothed) loss, fp32 (fp64 for fp64 inputs) with its
gradient, and the summed plain NLL without one (equal to the loss without smoothing).
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
import torch.nn.functional as F

IGNORE = -100  # target id that contributes no loss (cross_entropy's ignore_index)

_CHUNK_ELEMENTS = {"cpu": 1 << 23, "cuda": 1 << 26}  # logits per chunk of linear_cross_entropy (32 / 256 MB fp32)


@dataclass(frozen=True, eq=False)
class CrossEntropy:
    """An objective's token loss, passed to a model's forward as ``loss=`` and applied by its output layer.

    ``targets`` (any shape matching the output positions, int64; :data:`IGNORE` where no loss);
    ``label_smoothing`` in [0, 1)."""

    targets: torch.Tensor
    label_smoothing: float = 0.0

    def __post_init__(self):
        if not 0.0 <= self.label_smoothing < 1.0:
            raise ValueError(f"label_smoothing must be in [0, 1), got {self.label_smoothing}")

    def __call__(self, x: torch.Tensor, weight: torch.Tensor,
                 vocab_parallel: bool = False) -> tuple[torch.Tensor, torch.Tensor]:
        """(summed loss, summed NLL) of softmax(x weight^T): x (..., dim), weight (vocab, dim), or with
        ``vocab_parallel`` this rank's rows of the vocabulary (x replicated over the tensor-parallel group)."""
        if not vocab_parallel:
            return linear_cross_entropy(x, weight, self.targets, self.label_smoothing, return_nll=True)
        from megatron.core import tensor_parallel as tp

        logits = F.linear(tp.copy_to_tensor_model_parallel_region(x), weight)
        return cross_entropy(logits, self.targets, self.label_smoothing, vocab_parallel=True)


def cross_entropy(logits: torch.Tensor, targets: torch.Tensor, label_smoothing: float = 0.0,
                  vocab_parallel: bool = False) -> tuple[torch.Tensor, torch.Tensor]:
    """(summed loss, summed NLL) of ``logits`` (..., vocab) against ``targets`` (...), in fp32;
    with ``vocab_parallel`` the logits are this rank's contiguous shard of the vocabulary."""
    logits, t = logits.reshape(-1, logits.shape[-1]).float(), targets.reshape(-1)
    if t.shape[0] != logits.shape[0]:
        raise ValueError(f"cross_entropy: {logits.shape[0]} rows of logits but {t.shape[0]} targets")
    if not vocab_parallel:
        loss = F.cross_entropy(logits, t, ignore_index=IGNORE, reduction="sum", label_smoothing=label_smoothing)
        if not label_smoothing:
            return loss, loss.detach()
        with torch.no_grad():
            return loss, F.cross_entropy(logits, t, ignore_index=IGNORE, reduction="sum")
    from megatron.core import parallel_state as ps
    from megatron.core import tensor_parallel as tp

    keep = t != IGNORE
    smooth = None
    if label_smoothing:  # eps (logsumexp - mean logit) over the whole vocabulary: each rank's partial sums, all-reduced
        group = ps.get_tensor_model_parallel_group()
        top = logits.detach().amax(-1, keepdim=True)
        torch.distributed.all_reduce(top, op=torch.distributed.ReduceOp.MAX, group=group)
        lse = tp.reduce_from_tensor_model_parallel_region((logits - top).exp().sum(-1)).log() + top.squeeze(-1)
        vocab = logits.shape[-1] * ps.get_tensor_model_parallel_world_size()
        mean = tp.reduce_from_tensor_model_parallel_region(logits.sum(-1)) / vocab
        smooth = ((lse - mean) * keep).sum()
    # megatron-core's op overwrites its input (with the softmax): the smoothing term is taken first
    nll = (tp.vocab_parallel_cross_entropy(logits, t.masked_fill(~keep, 0)) * keep).sum()
    if smooth is None:
        return nll, nll.detach()
    return (1 - label_smoothing) * nll + label_smoothing * smooth, nll.detach()


class _LinearCrossEntropy(torch.autograd.Function):
    """(summed loss, summed NLL) of softmax(x W^T) against the targets, the loss's
    gradients computed in the forward pass chunk by chunk (:func:`linear_cross_entropy`);
    x and W fp32 or fp64."""

    @staticmethod
    def forward(ctx, x, weight, targets, rows, smoothing):
        N, V = x.shape[0], weight.shape[0]
        grad_x = torch.empty_like(x)
        grad_w = torch.zeros_like(weight)
        loss = torch.zeros((), dtype=x.dtype, device=x.device)
        nll = torch.zeros((), dtype=x.dtype, device=x.device)
        buf = torch.empty(min(rows, N), V, dtype=x.dtype, device=x.device)
        for start in range(0, N, rows):
            xs, ts = x[start:start + rows], targets[start:start + rows]
            n = xs.shape[0]
            probs, chunk_loss, chunk_nll = _chunk_softmax(torch.mm(xs, weight.t(), out=buf[:n]), ts, smoothing)
            loss += chunk_loss
            nll += chunk_nll
            keep = (ts != IGNORE)[:, None]
            # d loss / d logits = softmax - (1 - eps) one-hot - eps / V on target rows, 0 elsewhere
            probs.scatter_add_(1, ts.masked_fill(ts == IGNORE, 0)[:, None], keep.to(x.dtype) * (smoothing - 1.0))
            if smoothing:
                probs.sub_(smoothing / V)
            probs.mul_(keep)
            torch.mm(probs, weight, out=grad_x[start:start + n])
            grad_w.addmm_(probs.t(), xs)
        ctx.grads = grad_x, grad_w  # not inputs or outputs: kept on ctx, freed by backward
        ctx.mark_non_differentiable(nll)
        return loss, nll

    @staticmethod
    def backward(ctx, grad, _grad_nll):
        grad_x, grad_w = ctx.grads
        del ctx.grads
        return grad_x * grad, grad_w * grad, None, None, None


def _chunk_softmax(logits: torch.Tensor, targets: torch.Tensor,
                   smoothing: float) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """logits (rows, vocab) fp32 (or fp64), overwritten by softmax(logits); returns them,
    the summed label-smoothed loss and the summed NLL of ``targets`` (rows,), over rows
    whose target is not IGNORE. The smoothed loss of a row is (1 - eps) NLL + eps
    times the mean over the vocabulary of -log p (``F.cross_entropy``'s definition)."""
    keep = targets != IGNORE
    picked = logits.gather(1, targets.masked_fill(~keep, 0)[:, None]).squeeze(1)
    mean = logits.mean(1) if smoothing else None
    top = logits.amax(1, keepdim=True)
    probs = logits.sub_(top).exp_()
    norm = probs.sum(1, keepdim=True)
    lse = (norm.log() + top).squeeze(1)
    nll = (lse - picked).masked_fill_(~keep, 0.0).sum()
    loss = nll if not smoothing else \
        ((1 - smoothing) * (lse - picked) + smoothing * (lse - mean)).masked_fill_(~keep, 0.0).sum()
    return probs.div_(norm), loss, nll


def linear_cross_entropy(x: torch.Tensor, weight: torch.Tensor, targets: torch.Tensor, label_smoothing: float = 0.0,
                         chunk_rows: int | None = None, return_nll: bool = False):
    """``F.cross_entropy(F.linear(x, weight).float(), targets, ignore_index=IGNORE,
    reduction="sum", label_smoothing=label_smoothing)``: x (..., dim), weight (vocab,
    dim), targets (...) int64 -> the summed loss, an fp32 scalar (fp64 for fp64
    inputs); with ``return_nll`` also the summed plain NLL (no gradient), the same as
    the loss without smoothing.

    For fp32/fp64 inputs it is fused and never holds the (rows, vocab) logits: the
    rows go through in chunks of ``chunk_rows`` (default: 8M logits on the CPU, 64M on
    CUDA): logits, softmax and the loss of a chunk, and when a gradient is needed, its
    gradients (softmax - smoothed one-hot) @ W and (...)^T x, computed at once and
    kept for backward. The fused kernels of Liger/Apple's "cut cross-entropy" do the
    same; here it saves the full logits, their log-softmax and the two gradient
    buffers (4 x rows x vocab floats; 2.4 GB in fp32 at 8 x 512 tokens and a 37K
    vocabulary), and the passes over them. Numerically the same function: the
    gradient of the weight is summed chunk by chunk (fp32 rounding differs).

    16-bit inputs and autocast (GPU fp16/bf16) take the plain path (:func:`cross_entropy`
    of 16-bit logits, the loss in fp32). (Fused in 16 bits, the unscaled softmax would
    underflow in fp16 before the loss scale applies; a fused 16-bit path needs a GPU to be
    validated.)"""
    x2, t = x.reshape(-1, x.shape[-1]), targets.reshape(-1)
    if t.shape[0] != x2.shape[0]:
        raise ValueError(f"linear_cross_entropy: {x2.shape[0]} rows of x but {t.shape[0]} targets")
    if not 0.0 <= label_smoothing < 1.0:
        raise ValueError(f"linear_cross_entropy: label_smoothing must be in [0, 1), got {label_smoothing}")
    device = x.device.type
    wide = (torch.float32, torch.float64)
    if torch.is_autocast_enabled(device) or x2.dtype not in wide or weight.dtype != x2.dtype:
        loss, nll = cross_entropy(F.linear(x2, weight), t, label_smoothing)
        return (loss, nll) if return_nll else loss
    rows = chunk_rows or max(1, _CHUNK_ELEMENTS.get(device, 1 << 26) // weight.shape[0])
    if torch.is_grad_enabled() and (x2.requires_grad or weight.requires_grad):
        loss, nll = _LinearCrossEntropy.apply(x2, weight, t, rows, float(label_smoothing))
    else:
        loss = nll = torch.zeros((), dtype=x2.dtype, device=x.device)
        for start in range(0, x2.shape[0], rows):
            _, chunk_loss, chunk_nll = _chunk_softmax(F.linear(x2[start:start + rows], weight),
                                                      t[start:start + rows], label_smoothing)
            loss, nll = loss + chunk_loss, nll + chunk_nll
    return (loss, nll) if return_nll else loss
