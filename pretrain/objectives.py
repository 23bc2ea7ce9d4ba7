"""One small loss function per pretraining objective, each returning ``(loss, metrics)``.

Batches are the LM batches of ``lm4gen.data_prep.stream`` (``{"tokens": (batch, time)
int64, ...}``: packed blocks, or whole sentences padded on the right with
``pad_id``); pad positions are never targets. ``loss`` is the mean negative
log-likelihood per target token in nats (plus the next-sentence loss for the masked
LM when the batch has sentence pairs). ``metrics`` hold detached tensors, so no
host synchronisation happens here: ``loss``, ``nll`` (mean token NLL, nats) and
``ntokens`` (number of target tokens, int64).

The objective owns the loss: it builds the token loss (:class:`lm4gen.core.losses.CrossEntropy`:
its targets, its label smoothing) and passes it to the model's forward as ``loss=``; the
model's output layer applies it inside the forward (fused with the output projection, or
vocab-parallel under tensor parallelism, :mod:`lm4gen.core.losses`) and returns a
:class:`lm4gen.models.lm.LossOutput` of summed values. ``model`` may be wrapped (DDP, a
DeepSpeed engine): it is called as is (one forward, so ZeRO-3 gathers the output weight);
its config is found on the innermost ``.module``.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from lm4gen.core.losses import IGNORE, CrossEntropy
from lm4gen.models.lm import LossOutput, ModelConfig, mask_tokens



def _inner(model: nn.Module) -> nn.Module:
    m = model
    while not hasattr(m, "cfg") and hasattr(m, "module"):
        m = m.module
    return m


def _config(model: nn.Module) -> ModelConfig:
    return _inner(model).cfg


def _token_nll(model: nn.Module, targets: torch.Tensor, *inputs) -> tuple[torch.Tensor, torch.Tensor, LossOutput]:
    """Run ``model(*inputs, loss=CrossEntropy(targets))`` -> (mean NLL over targets != IGNORE, number of
    such targets, the model's :class:`LossOutput`)."""
    ntokens = (targets != IGNORE).sum()
    out = model(*inputs, loss=CrossEntropy(targets))
    return out.loss / ntokens.clamp(min=1), ntokens, out


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
    nll, ntokens, out = _token_nll(model, targets, inputs, batch.get("segments"))
    nsp_logits = out.nsp_logits
    nsp_loss = F.cross_entropy(nsp_logits.float(), is_next)
    nsp_accuracy = (nsp_logits.argmax(-1) == is_next).float().mean()
    loss = nll + nsp_loss
    return loss, _metrics(loss, nll, ntokens, nsp_loss=nsp_loss, nsp_accuracy=nsp_accuracy)


LOSSES = {"causal": causal_loss, "cloze": cloze_loss, "mlm": mlm_loss}
