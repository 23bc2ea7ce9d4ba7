"""How a pretrained LM feeds the fine-tuning model (:mod:`lm4gen.models.seq2seq`): its states become the
encoder's or the decoder's input token vectors, in place of the token embeddings (positions are still added,
then embedding dropout).

* :class:`ElmoInput` (``src-elmo`` / ``tgt-elmo``): a frozen LM's layer states, mixed;
* :class:`FineTuneInput` (``src-ft`` / ``tgt-ft``): a trained LM's last layer (before the output
  projection) + ``lm_dropout``, through a linear projection when the LM width differs from ``dim``.

ELMo mixing (SPEC §4)
---------------------
LM states: for the causal and masked LM ``[embedding output, block 1, ..., block L
(after the final LayerNorm)]`` (L+1 states, width d); for the cloze LM
``[cat(e, e), cat(f_1, b_1), ..., cat(f_L, b_L), cat(c, c)]`` (L+2 states, width
2d: the combination output c is concatenated with itself, as the embedding layer
is, so every state has the same width). Each state is layer-normalised (no
affine parameters: the projection that follows is learned), weighted by
softmax(lambda) (lambda starts equal -> uniform), summed, projected to ``dim`` and
multiplied by a learned scalar gamma (starts at 1). Weight dropout: in training,
each layer's weight is dropped independently per token with probability
``elmo_weight_dropout`` and the softmax is taken over the kept layers only, so the
weights stay a distribution (sum to 1); a token whose every layer was dropped keeps
them all. The frozen LM never trains: ``requires_grad=False``, run under
``no_grad``, kept in eval mode (no dropout) whatever ``train()`` says, and left out
of ``Seq2Seq.parameter_groups``; its weights stay in the ``state_dict`` (a checkpoint is
self-contained). Since its states never change, training may read them from a cache
instead (``Seq2Seq.forward(..., src_states=, tgt_states=)``, built by :mod:`lm4gen.finetune.lm_cache`
for ``model.cache_lm_states``); the mixing after the LM runs live either way.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from lm4gen.models.layers import KVCache


class ElmoInput(nn.Module):
    """A frozen LM's layer states, mixed (module doc): tokens (batch, time) -> (batch, time, dim)."""

    def __init__(self, lm: nn.Module, dim: int, weight_dropout: float):
        super().__init__()
        self.num_states, width = lm.num_states, lm.state_width
        self.lm = lm.requires_grad_(False).eval()
        self.weight_dropout = weight_dropout
        self.layer_logits = nn.Parameter(torch.ones(self.num_states))  # lambda: equal values -> uniform weights
        self.proj = nn.Linear(width, dim)
        self.gamma = nn.Parameter(torch.ones(1))

    def train(self, mode: bool = True) -> "ElmoInput":
        super().train(mode)
        self.lm.eval()  # frozen: never dropout
        return self

    def layer_weights(self, shape: tuple[int, ...] = ()) -> torch.Tensor:
        """softmax(lambda) over the LM states, (*shape, num_states); in training each
        weight is dropped per position with probability ``weight_dropout`` and the rest
        renormalised (a position that lost every layer keeps them all)."""
        logits = self.layer_logits.expand(*shape, self.num_states)
        if self.training and self.weight_dropout > 0:
            drop = torch.rand(logits.shape, device=logits.device) < self.weight_dropout
            drop &= ~drop.all(-1, keepdim=True)
            logits = logits.masked_fill(drop, float("-inf"))
        return torch.softmax(logits, dim=-1)

    def forward(self, tokens: torch.Tensor, cache: list[KVCache] | None = None,
                states: torch.Tensor | None = None) -> torch.Tensor:
        """``states``: the LM's layer states of ``tokens`` read from a state cache (:mod:`lm4gen.finetune.lm_cache`),
        (batch, time, num_states, state_width) in any float dtype, instead of running the LM (what follows
        the LM, weight dropout included, runs live either way)."""
        if states is None:
            with torch.no_grad():
                states = self.lm.layer_states(tokens, cache=cache)
        else:
            if states.shape != (*tokens.shape, self.num_states, self.proj.in_features):
                raise ValueError(f"cached LM states of shape {tuple(states.shape)} do not fit tokens "
                                 f"{tuple(tokens.shape)} x {self.num_states} states x width {self.proj.in_features}")
            states = states.to(self.proj.weight.dtype).unbind(2)
        weights = self.layer_weights(tokens.shape)  # (batch, time, num_states)
        mixed = sum(weights[..., i, None] * F.layer_norm(s, s.shape[-1:]) for i, s in enumerate(states))
        return self.gamma * self.proj(mixed)


class FineTuneInput(nn.Module):
    """A trainable LM's last layer + dropout (projected when widths differ):
    tokens (batch, time) -> (batch, time, dim)."""

    def __init__(self, lm: nn.Module, dim: int, dropout: float):
        super().__init__()
        self.lm = lm.requires_grad_(True)
        self.drop = nn.Dropout(dropout)
        self.proj = nn.Linear(lm.cfg.dim, dim) if lm.cfg.dim != dim else nn.Identity()

    def forward(self, tokens: torch.Tensor, cache: list[KVCache] | None = None) -> torch.Tensor:
        return self.proj(self.drop(self.lm.features(tokens, cache=cache)))
