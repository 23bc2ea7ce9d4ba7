"""One small loss function per pretraining objective, each returning ``(loss, metrics)``.

Batches are the LM batches of ``data_prep.stream`` (``{"tokens": (batch, time)
int64, ...}``: packed blocks, or whole sentences padded on the right with
``pad_id``); pad positions are never targets. ``loss`` is the mean negative
log-likelihood per target token in nats (plus the next-sentence loss for the masked
LM when the batch has sentence pairs). ``metrics`` hold detached tensors, so no
host synchronisation happens here: ``loss``, ``nll`` (mean token NLL, nats) and
``ntokens`` (number of target tokens, int64).

``model`` may be wrapped (DDP, a DeepSpeed engine): it is called as is, with
``targets=``, and returns the summed NLL in place of the logits (its output
projection and the cross-entropy fused, or with a tensor-parallel model (see
:func:`pretrain.parallel.parallelize`) megatron-core's vocab-parallel
cross-entropy); its config is found on the innermost ``.module``.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from pretrain.model import IGNORE, ModelConfig, mask_tokens



def _inner(model: nn.Module) -> nn.Module:
    m = model
    while not hasattr(m, "cfg") and hasattr(m, "module"):
        m = m.module
    return m


def _config(model: nn.Module) -> ModelConfig:
    return _inner(model).cfg


def _token_nll(model: nn.Module, targets: torch.Tensor, *inputs, **kwargs):
    """Run ``model(*inputs, targets=targets, **kwargs)`` -> (mean NLL over targets !=
    IGNORE, number of such targets, the model's other outputs). The model's head
    returns the summed NLL in place of the logits: fused with the output projection
    (``pretrain.model.linear_cross_entropy``), or vocab-parallel (megatron-core) when
    tensor-parallel."""
    ntokens = (targets != IGNORE).sum()
    out = model(*inputs, targets=targets, **kwargs)
    nll_sum, rest = (out[0], out[1:]) if isinstance(out, tuple) else (out, ())
    return nll_sum / ntokens.clamp(min=1), ntokens, rest


def _metrics(loss: torch.Tensor, nll: torch.Tensor, ntokens: torch.Tensor, **extra) -> dict:
    return {"loss": loss.detach(), "nll": nll.detach(), "ntokens": ntokens, **{k: v.detach() for k, v in extra.items()}}


def causal_loss(model: nn.Module, batch: dict) -> tuple[torch.Tensor, dict]:
    """Predict token t+1 from tokens <= t (the first token of a row is never a target)."""
    tokens = batch["tokens"]
    targets = tokens[:, 1:].masked_fill(tokens[:, 1:] == _config(model).pad_id, IGNORE)
    nll, ntokens, _ = _token_nll(model, targets, tokens[:, :-1])
    return nll, _metrics(nll, nll, ntokens)


def cloze_loss(model: nn.Module, batch: dict) -> tuple[torch.Tensor, dict]:
    """Predict every token from all the others (no input masking)."""
    tokens = batch["tokens"]
    targets = tokens.masked_fill(tokens == _config(model).pad_id, IGNORE)
    nll, ntokens, _ = _token_nll(model, targets, tokens)
    return nll, _metrics(nll, nll, ntokens)


def mlm_loss(model: nn.Module, batch: dict, generator: torch.Generator) -> tuple[torch.Tensor, dict]:
    """Masked-LM loss over the chosen positions (``mask_tokens``). With
    ``batch["is_next"]`` ((batch,) int64, 1 = the second segment follows the first)
    the next-sentence loss is added (the model needs ``nsp=True``); ``batch["segments"]``
    (batch, time) gives the segment ids when the model has segment embeddings."""
    cfg = _config(model)
    inputs, targets = mask_tokens(batch["tokens"], cfg, generator)
    is_next = batch.get("is_next")
    if is_next is None:
        nll, ntokens, _ = _token_nll(model, targets, inputs, batch.get("segments"))
        return nll, _metrics(nll, nll, ntokens)
    if not cfg.nsp:
        raise ValueError("the batch has next-sentence labels ('is_next'), but the model has nsp=False")
    nll, ntokens, (nsp_logits,) = _token_nll(model, targets, inputs, batch.get("segments"), with_nsp=True)
    nsp_loss = F.cross_entropy(nsp_logits.float(), is_next)
    nsp_accuracy = (nsp_logits.argmax(-1) == is_next).float().mean()
    loss = nll + nsp_loss
    return loss, _metrics(loss, nll, ntokens, nsp_loss=nsp_loss, nsp_accuracy=nsp_accuracy)


LOSSES = {"causal": causal_loss, "cloze": cloze_loss, "mlm": mlm_loss}
