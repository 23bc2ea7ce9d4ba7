"""The plain PyTorch language models: causal LM, cloze LM (two towers), masked LM.

Nothing here knows about processes or devices: the models are built on one device
(or on ``meta``), initialised once by :func:`init_weights`, and parallelized from
outside by a plan that swaps submodules by name. Their building blocks (attention, FFN,
block, embeddings, KV cache, tied output, masks) are in :mod:`lm4gen.models.layers`.

Conventions the tensor-parallel plan relies on
-----------------------------------------------
* Every projection that a plan may swap has a uniform name:
  ``attn.qkv`` (dim -> 3 dim, column-parallel), ``attn.out`` (dim -> dim,
  row-parallel), ``mlp.up`` (column), ``mlp.down`` (row), ``embed.tokens``
  (vocab-parallel). The cloze LM's combination block uses ``combine.attn.q`` and
  ``combine.attn.kv`` (column-parallel: dim -> dim and dim -> 2 dim),
  ``combine.attn.out`` (row) and ``combine.mlp.up`` / ``combine.mlp.down``, so one
  plan covers both towers (``fwd.N.*``, ``bwd.N.*``), the combination and the
  causal and masked LMs (``blocks.N.*``).
* The fused outputs are laid out head-major, as in Megatron: ``qkv`` gives
  ``(heads, {q,k,v}, head_dim)`` and ``kv`` gives ``(heads, {k,v}, head_dim)``, so a
  contiguous column split hands each rank whole heads with their q, k and v.
* Attention never reads its head count from the config: ``head_dim`` is an
  attribute and the number of local heads is the projection's output width
  divided by it, taken from the output tensor at forward time. A swapped module
  must return a plain tensor (wrap Megatron layers that return ``(out, bias)``).
* The output projection is tied to the input embedding: ``head`` (a
  parameterless :class:`lm4gen.models.layers.TiedOutput`) computes ``F.linear(h, embed.tokens.weight)``
  at forward time, not by sharing a ``Parameter`` between two modules, so the tie
  survives swapping ``embed.tokens``. The plan swaps ``head`` too, for a
  vocab-parallel layer of the same contract (full logits, or the objective's loss
  in its vocab-parallel variant).
* Losses live in the objectives (:mod:`lm4gen.pretrain.objectives`), computed by the one
  cross-entropy of :mod:`lm4gen.core.losses`: an objective passes ``loss=`` to the
  forward and the output layer applies it to its input and weight inside the
  forward (so DeepSpeed ZeRO-3 has the weight gathered, and the logits are never
  held whole). The forward's inputs and outputs are documented once, in
  :class:`LMContract`.

Modelling choices (where SPEC §2 is silent)
-------------------------------------------
* Positions: learned absolute embeddings (``embed.positions``, ``max_positions``
  = 512 for the named sizes) added to the token embeddings; ``positions=
  "sinusoidal"`` computes fixed sinusoids instead (no parameters, no length
  limit). Both land within 2% of the paper's sizes (see ``SIZES``); learned is
  the default and is closer for the causal LM (189.6M vs 189.0M against 190M;
  cloze 353.3M vs 352.8M against 353M).
* Token embeddings are *not* scaled by sqrt(dim): all weights start from one
  normal(0, 0.02) (GPT-2/BERT style), and the same matrix is the output
  projection; fairseq's sqrt(dim) scaling goes with an init of std dim^-0.5.
* Pre-LN blocks (SPEC), a final LayerNorm per stack (``ln_out``, or ``ln_fwd`` /
  ``ln_bwd`` for the towers). Dropout: ``dropout`` on the embeddings and on every
  residual branch, ``attention_dropout`` on attention weights,
  ``activation_dropout`` after the FFN activation.
* Padding (``pad_id``) is assumed on the right. A causal position never sees a
  later pad, so causal attention needs no padding mask; the backward tower, the
  combination block and the masked LM mask pad keys when a batch has any (one
  host-side check per forward picks the mask-free, fast-kernel path otherwise),
  and the combination query treats b at a pad like b past the edge (zero), so a
  real position's output does not depend on how much padding follows it.
* ``layer_states`` gives the per-layer states for ELMo-style use (layout in
  :class:`LMContract`), the output projection never run.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, NamedTuple

import torch
from torch import nn

from lm4gen.core.config import sized_config
from lm4gen.core.losses import IGNORE, CrossEntropy
from lm4gen.models.layers import (ACTIVATIONS, MLP, Block, CrossAttention, Dropout, Embeddings, KVCache, TiedOutput,
                                  key_mask, padding_mask)


# a causal LM's pad_id when its tokenizer has none (GPT-2): nothing is padded, no id is withheld from the loss
NO_PAD = -1


@dataclass
class ModelConfig:
    """Sizes and options of one language model; checked by ``validate``."""

    vocab_size: int = 37000  # token types, specials included (the tokenizer's piece count)
    dim: int = 1024  # model width
    ffn_dim: int = 4096  # hidden width of the feed-forward sublayer
    num_heads: int = 16  # attention heads (dim must divide by it)
    num_layers: int = 12  # blocks per stack (per tower for the cloze LM)
    max_positions: int = 512  # longest input with learned positions
    positions: str = "learned"  # "learned" (embedding table) or "sinusoidal" (fixed, no parameters)
    dropout: float = 0.1  # on embeddings and residual branches
    attention_dropout: float = 0.1  # on attention weights
    activation_dropout: float = 0.05  # after the FFN activation
    activation: str = "gelu"  # FFN activation: "gelu", "relu" or "gelu_tanh" (GPT-2's)
    kind: str = "causal"  # objective/model: "causal", "cloze" or "mlm"
    pad_id: int = 0  # padding id (never a target); -1 (NO_PAD, causal LM only): none, every id a real token (GPT-2's)
    mask_id: int = 4  # mlm: the [MASK] id
    special_ids: tuple[int, ...] = (0, 1, 2, 3, 4, 5, 6)  # mlm: never masked nor drawn as random replacements
    num_segments: int = 0  # mlm: segment types (0: no segment embeddings)
    nsp: bool = False  # mlm: next-sentence prediction head on the first ([CLS]) position
    combine_residual: bool = False  # cloze: add the query back after the combination attention (see ClozeBlock)

    def validate(self) -> "ModelConfig":
        def bad(name, why):
            raise ValueError(f"model config field {name!r}: {why} (got {getattr(self, name)!r})")

        for name in ("vocab_size", "dim", "ffn_dim", "num_heads", "num_layers", "max_positions"):
            if getattr(self, name) < 1:
                bad(name, "must be >= 1")
        if self.dim % self.num_heads:
            bad("num_heads", f"must divide dim={self.dim}")
        for name in ("dropout", "attention_dropout", "activation_dropout"):
            if not 0.0 <= getattr(self, name) < 1.0:
                bad(name, "must be in [0, 1)")
        if self.activation not in ACTIVATIONS:
            bad("activation", f"must be one of {sorted(ACTIVATIONS)}")
        if self.kind not in ("causal", "cloze", "mlm"):
            bad("kind", "must be 'causal', 'cloze' or 'mlm'")
        if self.positions not in ("learned", "sinusoidal"):
            bad("positions", "must be 'learned' or 'sinusoidal'")
        for name in ("pad_id", "mask_id"):
            if name == "pad_id" and self.pad_id == NO_PAD and self.kind == "causal":
                continue  # packed blocks pad nothing, and no id is withheld from the loss
            if not 0 <= getattr(self, name) < self.vocab_size:
                bad(name, f"must be a token id in [0, vocab_size={self.vocab_size})"
                    + (" or -1 (no padding id: the causal LM only)" if name == "pad_id" else ""))
        if any(not 0 <= i < self.vocab_size for i in self.special_ids):
            bad("special_ids", f"must be token ids in [0, vocab_size={self.vocab_size})")
        if self.num_segments < 0:
            bad("num_segments", "must be >= 0")
        if self.kind != "mlm" and self.num_segments:
            bad("num_segments", "only the masked LM ('mlm') has segment embeddings")
        if self.kind != "mlm" and self.nsp:
            bad("nsp", "only the masked LM ('mlm') has a next-sentence head")
        if self.kind == "mlm":
            if self.mask_id not in self.special_ids or self.pad_id not in self.special_ids:
                bad("special_ids", "must contain pad_id and mask_id")
            if len(set(self.special_ids)) >= self.vocab_size:
                bad("special_ids", "leave no ordinary token to draw as a random replacement")
        return self


# Named sizes. The big ones are the paper's (SPEC §2); parameter counts with the
# defaults above (learned positions, 512 of them, 37K vocabulary, biases and
# LayerNorms included, tied output):
#   causal-190m  189,569,024  (-0.23% of 190M)
#   cloze-353m   353,321,984  (+0.09% of 353M)
#   mlm-base     113,865,216  (BERT-base shape without segments/NSP; 37K vocabulary)
SIZES: dict[str, dict] = {
    "tiny": dict(vocab_size=1000, dim=64, ffn_dim=256, num_heads=4, num_layers=2, max_positions=256),
    # the CPU-scale experiments' size (Multi30k LMs, benchmarks against HF peers of the same shape)
    "small": dict(dim=512, ffn_dim=2048, num_heads=8, num_layers=6),
    # the Multi30k grid's LMs, in the paper's proportion to its translation model (SPEC: causal 190M and cloze
    # 353M are 0.9x and 1.7x the big Transformer). With the grid's joint 10K BPE, all parameters counted:
    # causal 12,168,704 (0.89x the d256 3+3 baseline's 13,734,912), cloze 16,118,016 (1.17x); non-embedding
    # 9.6M and 13.6M against the baseline's 6.1M (launcher/multi30k.py, reports/pretrain/multi30k-lm.md)
    "m30k-causal": dict(kind="causal", dim=256, ffn_dim=1024, num_heads=4, num_layers=12),
    "m30k-cloze": dict(kind="cloze", dim=256, ffn_dim=1024, num_heads=4, num_layers=8, combine_residual=True),
    # the news LM of the CNN/DailyMail recipe (launcher/cnndm.py): the grid's cloze shape on news articles; with its
    # 16K BPE 17,654,016 parameters, about 1x a d256 3+3 seq2seq with three 16K embeddings (~18.4M): the paper's
    # translation proportion, not its summarization one (~6x a base model): a 6x LM could not see enough news
    # tokens on two CPU cores
    "cnndm-cloze": dict(kind="cloze", dim=256, ffn_dim=1024, num_heads=4, num_layers=8, combine_residual=True),
    "causal-190m": dict(kind="causal", dim=1024, ffn_dim=4096, num_heads=16, num_layers=12),
    "cloze-353m": dict(kind="cloze", dim=1024, ffn_dim=4096, num_heads=16, num_layers=12),
    # RoBERTa-style by default (segments and NSP off: the LM streams carry no sentence
    # pairs); BERT's are num_segments=2, nsp=True. BERT has no activation dropout.
    "mlm-base": dict(kind="mlm", dim=768, ffn_dim=3072, num_heads=12, num_layers=12, activation_dropout=0.0),
}


def model_config(name: str, **overrides) -> ModelConfig:
    """The named size with ``overrides`` applied, validated."""
    return sized_config(ModelConfig, SIZES, name, "model", overrides)


def count_parameters(model: nn.Module, trainable_only: bool = False) -> int:
    """Number of parameters (shared ones counted once)."""
    return sum(p.numel() for p in model.parameters() if p.requires_grad or not trainable_only)


@torch.no_grad()
def init_weights(model: nn.Module, std: float = 0.02, generator: torch.Generator | None = None) -> None:
    """Initialise every parameter in place: matrices (linear and embedding weights)
    from normal(0, std), biases to 0, LayerNorm weights to 1.

    Works by parameter name and shape, not module type, so it applies unchanged to
    a model whose projections were swapped for parallel layers."""
    for name, p in model.named_parameters():
        if p.dim() >= 2:
            nn.init.normal_(p, 0.0, std, generator=generator)
        elif name.endswith("bias"):
            nn.init.zeros_(p)
        else:
            nn.init.ones_(p)


# ----------------------------------------------------------------------------
# the models


class LossOutput(NamedTuple):
    """What a model's forward returns when an objective hands it a ``loss`` (every LM, the seq2seq model)."""

    loss: torch.Tensor  # the summed loss over the targets (fp32 scalar; label-smoothed if the loss says so)
    nll: torch.Tensor  # the summed plain NLL (no gradient)
    nsp_logits: torch.Tensor | None = None  # the masked LM with a next-sentence head: (batch, 2)


class StateShape:
    """``num_states`` (the embedding output + one per layer) of width ``state_width``, from ``cfg``'s
    ``num_layers`` and ``dim``: the shape of ``layer_states`` (every LM, the transformers encoder tower)."""

    @property
    def num_states(self) -> int:
        return self.cfg.num_layers + 1

    @property
    def state_width(self) -> int:
        return self.cfg.dim


class LMContract(StateShape):
    """The one contract of the causal, cloze and masked LM.

    Four calls, each with one return type, over tokens (batch, time):

    * ``forward(tokens, segments=None, cache=None, *, loss)`` (``model(..., loss=CrossEntropy(targets))``, what
      an objective calls through the engine): a :class:`LossOutput`, the output layer handing the final
      features and its weight to the loss (the logits never held whole; under tensor parallelism, the
      vocab-parallel variant); the masked LM with an NSP head adds the next-sentence logits of its first
      ([CLS]) position;
    * ``logits(tokens, segments=None, cache=None)``: the logits (batch, time, vocab) over the whole vocabulary
      (also under tensor parallelism): generation, export parity, evaluation of the full distribution;
    * ``layer_states(tokens, segments=None, cache=None)``: the per-layer states, the output layer never run:
      ``num_states`` tensors, each (batch, time, ``state_width``): the embedding output, then each layer, the
      last one after the final LayerNorm ("the last layer before the softmax"; earlier ones the raw residual
      stream). The causal and masked LM: ``[e, h_1, ..., h_L]`` (width ``dim``); the cloze LM: ``[cat(e, e),
      cat(f_1, b_1), ..., cat(f_L, b_L), cat(c, c)]`` (its towers side by side, width ``2 dim``; c the
      combination output). ``features`` -> (batch, time, ``dim``) is what the output layer reads (the last
      state; the cloze LM's combination output).

    ``segments`` (batch, time) are read by the masked LM with segment embeddings only; ``cache``
    (``new_cache``) by the causal LM only: ``tokens`` continue the cached prefix (incremental decoding).
    Each model gives ``_trunk(tokens, segments, cache, states, embeddings)``: its final features, or with
    ``states`` its layer states (the cloze LM builds its tower pairs only then); ``embeddings`` replace the
    embedding output (``layer_states(..., embeddings=)``: SMART's perturbed inputs, with no hook). The LMs hold no
    parameter of their own
    outside their submodules, so ``layer_states`` (not a ``__call__``) still runs every submodule through its
    hooks (ZeRO-3's parameter gathering, the memory trace)."""

    def forward(self, tokens: torch.Tensor, segments: torch.Tensor | None = None, cache: list | None = None, *,
                loss: CrossEntropy) -> LossOutput:
        """The objective's ``loss`` of the output layer (see the class)."""
        self._check_inputs(segments, cache)
        return self._loss(self._trunk(tokens, segments, cache, False, None), loss)

    def logits(self, tokens: torch.Tensor, segments: torch.Tensor | None = None,
               cache: list | None = None) -> torch.Tensor:
        """(batch, time, vocab) over the whole vocabulary (see the class)."""
        self._check_inputs(segments, cache)
        return self.head(self._trunk(tokens, segments, cache, False, None), self.embed.tokens.weight)

    def layer_states(self, tokens, segments=None, cache=None, embeddings=None) -> list[torch.Tensor]:
        """``embeddings`` (batch, time, dim): the embedding output to start from in place of the embedding of
        ``tokens`` (SMART's perturbed inputs); ``tokens`` still say where the padding is."""
        self._check_inputs(segments, cache)
        return self._trunk(tokens, segments, cache, True, embeddings)

    def features(self, tokens, segments=None, cache=None, embeddings=None) -> torch.Tensor:
        return self.layer_states(tokens, segments, cache, embeddings)[-1][..., :self.cfg.dim]

    def _check_inputs(self, segments, cache) -> None:
        if segments is not None and getattr(self.cfg, "num_segments", 0) == 0:
            raise ValueError(f"{type(self).__name__} has no segment embeddings: segments must be None")
        if cache is not None and not isinstance(self, CausalLM):
            raise ValueError(f"{type(self).__name__} decodes no prefix incrementally: cache must be None")

    def _loss(self, x: torch.Tensor, loss: CrossEntropy) -> LossOutput:
        """The objective's ``loss`` of the final features ``x`` (tied output layer)."""
        return LossOutput(*self.head(x, self.embed.tokens.weight, loss=loss))


class OneStackLM(LMContract, nn.Module):
    """The causal and the masked LM's modules: embed -> blocks -> ln_out -> tied output projection (one stack of
    blocks; the cloze LM has two towers and a combination block). Made in this order (the initialisation's draws)."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.cfg = cfg.validate()
        self.embed = Embeddings(cfg)
        self.blocks = nn.ModuleList(Block.from_config(cfg) for _ in range(cfg.num_layers))
        self.ln_out = nn.LayerNorm(cfg.dim)
        self.head = TiedOutput()


class CausalLM(OneStackLM):
    """Left-to-right LM: embed -> blocks (causal) -> ln_out -> tied output projection."""

    def new_cache(self, capacity: int = 16) -> list[KVCache]:
        """An empty cache per block, for incremental decoding (``capacity``: positions
        preallocated; more are made room for as needed)."""
        return [KVCache(capacity) for _ in self.blocks]

    def _trunk(self, tokens: torch.Tensor, segments: None, cache: list[KVCache] | None, states: bool,
               embeddings: torch.Tensor | None):
        """See :class:`LMContract`; with ``cache`` only the new tokens' outputs."""
        offset = cache[0].length if cache is not None else 0
        x = self.embed(tokens, offset=offset) if embeddings is None else embeddings
        hidden = [x]
        for i, block in enumerate(self.blocks):
            x = block(x, is_causal=True, cache=cache[i] if cache is not None else None)
            hidden.append(x)
        x = hidden[-1] = self.ln_out(x)
        return hidden if states else x


class ClozeBlock(nn.Module):
    """The cloze LM's combination block: attention without residual, then a pre-LN
    FFN with residual, then ``ln_out``.

    ``combine_residual`` (off by default, as in the original) adds the query back
    after the attention. The query f[i-1] + b[i+1] never holds token i, so this
    cannot leak; it matters at small scale: without it the attention's output is an
    average of tower states until the query projection learns to focus, and a tiny
    model on the quickstart corpus stayed at the unigram loss (5.0) for a whole epoch
    where the residual variant reached 2.6 in 200 Adam steps (the causal LM: 3.1)."""

    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.attn = CrossAttention(cfg.dim, cfg.num_heads, cfg.attention_dropout)
        self.ln_mlp = nn.LayerNorm(cfg.dim)
        self.mlp = MLP(cfg.dim, cfg.ffn_dim, cfg.activation, cfg.activation_dropout)
        self.ln_out = nn.LayerNorm(cfg.dim)
        self.drop = Dropout(cfg.dropout)
        self.residual = cfg.combine_residual

    def forward(self, query: torch.Tensor, memory: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        h = self.drop(self.attn(query, memory, mask))
        if self.residual:
            h = query + h
        h = h + self.drop(self.mlp(self.ln_mlp(h)))
        return self.ln_out(h)


class ClozeLM(LMContract, nn.Module):
    """Bidirectional cloze LM (SPEC §2): a forward tower ``fwd`` (causal) and a
    backward tower ``bwd`` (anti-causal) over one shared embedding, and a
    combination block ``combine`` that predicts token i from f[<i] and b[>i].

    The combination query at i is f[i-1] + b[i+1] (zeros past the edges); keys and
    values are all 2T tower states [f; b]; the mask admits f[j] for j < i and b[k]
    for k > i, or with ``relaxed`` (fine-tuning) also f[i] and b[i]. With one
    token and a strict mask nothing is admitted: the context is zero (no NaN).
    The backward tower runs as a causal tower over the time-reversed sequence."""

    def __init__(self, cfg: ModelConfig, relaxed: bool = False):
        super().__init__()
        self.cfg = cfg.validate()
        self.relaxed = relaxed
        self.embed = Embeddings(cfg)
        self.fwd = nn.ModuleList(Block.from_config(cfg) for _ in range(cfg.num_layers))
        self.bwd = nn.ModuleList(Block.from_config(cfg) for _ in range(cfg.num_layers))
        self.ln_fwd = nn.LayerNorm(cfg.dim)
        self.ln_bwd = nn.LayerNorm(cfg.dim)
        self.combine = ClozeBlock(cfg)
        self.head = TiedOutput()

    @property
    def num_states(self) -> int:
        return self.cfg.num_layers + 2

    @property
    def state_width(self) -> int:
        return 2 * self.cfg.dim

    def relax_mask(self, relaxed: bool = True) -> "ClozeLM":
        """Let the combination see f[i] and b[i] too (the fine-tuning setting)."""
        self.relaxed = relaxed
        return self

    def combine_mask(self, T: int, keep: torch.Tensor | None, device) -> torch.Tensor:
        """(time, 2 time) bool, or (batch, 1, time, 2 time) with padding: True = may attend."""
        i = torch.arange(T, device=device)[:, None]
        j = torch.arange(T, device=device)[None, :]
        left, right = (j <= i, j >= i) if self.relaxed else (j < i, j > i)
        mask = torch.cat([left, right], dim=1)
        if keep is not None:
            mask = mask & torch.cat([keep, keep], dim=1)[:, None, None, :]
        return mask

    def _trunk(self, tokens: torch.Tensor, segments: None, cache: None, states: bool,
               embeddings: torch.Tensor | None):
        """See :class:`LMContract`."""
        B, T = tokens.shape
        keep = padding_mask(tokens, self.cfg.pad_id)
        e = self.embed(tokens) if embeddings is None else embeddings
        f, fs = e, []
        for block in self.fwd:
            f = block(f, is_causal=True)  # right padding: a real token never sees a pad
            fs.append(f)
        # backward tower = causal attention over the reversed sequence; pads (now on the
        # left) are masked as keys
        rmask = None
        if keep is not None:
            rmask = key_mask(keep.flip(1)) & torch.ones(T, T, dtype=torch.bool, device=tokens.device).tril()
        b, bs = e.flip(1), []
        for block in self.bwd:
            b = block(b, mask=rmask, is_causal=rmask is None)
            bs.append(b)
        f, b = self.ln_fwd(f), self.ln_bwd(b.flip(1))
        zeros = f.new_zeros(B, 1, f.shape[2])
        bq = b if keep is None else b.masked_fill(~keep[:, :, None], 0.0)  # a pad is past the edge: zero
        query = torch.cat([zeros, f[:, :-1]], dim=1) + torch.cat([bq[:, 1:], zeros], dim=1)  # f[i-1] + b[i+1]
        c = self.combine(query, torch.cat([f, b], dim=1), self.combine_mask(T, keep, tokens.device))
        if not states:
            return c
        bs = [bl.flip(1) for bl in bs[:-1]] + [b]
        pairs = [(e, e)] + list(zip(fs[:-1] + [f], bs)) + [(c, c)]
        return [torch.cat(pair, dim=-1) for pair in pairs]


class MaskedLM(OneStackLM):
    """BERT-style bidirectional encoder: embed (+ segments) -> blocks -> ln_out ->
    tied output projection; optional next-sentence head ``nsp_head`` (pooler dense +
    tanh + 2-way classifier) on the first ([CLS]) position. Unlike BERT there is no
    extra transform or bias before the tied output (kept like the other two LMs)."""

    def __init__(self, cfg: ModelConfig):
        super().__init__(cfg)
        self.nsp_head = (nn.Sequential(nn.Linear(cfg.dim, cfg.dim), nn.Tanh(), nn.Linear(cfg.dim, 2))
                         if cfg.nsp else None)

    def _trunk(self, tokens: torch.Tensor, segments: torch.Tensor | None, cache: None, states: bool,
               embeddings: torch.Tensor | None):
        """See :class:`LMContract`."""
        keep = padding_mask(tokens, self.cfg.pad_id)
        mask = key_mask(keep) if keep is not None else None
        x = self.embed(tokens, segments) if embeddings is None else embeddings
        hidden = [x]
        for block in self.blocks:
            x = block(x, mask=mask)
            hidden.append(x)
        x = hidden[-1] = self.ln_out(x)
        return hidden if states else x

    def _loss(self, x: torch.Tensor, loss: CrossEntropy) -> LossOutput:
        """With an NSP head, also the next-sentence logits of the first ([CLS]) position."""
        out = super()._loss(x, loss)
        return out if self.nsp_head is None else out._replace(nsp_logits=self.nsp_head(x[:, 0]))


def mask_tokens(tokens: torch.Tensor, cfg: ModelConfig, generator: torch.Generator,
                special_ids: Iterable[int] | None = None, mask_prob: float = 0.15, replace_prob: float = 0.8,
                random_prob: float = 0.1) -> tuple[torch.Tensor, torch.Tensor]:
    """BERT masking: each non-special position is chosen with probability
    ``mask_prob``; a chosen one becomes ``cfg.mask_id`` with probability
    ``replace_prob``, a random non-special token with probability ``random_prob``,
    else stays. Returns (inputs, targets): targets are the original tokens at chosen
    positions and IGNORE elsewhere. Draws come from ``generator`` (on its device),
    so the masks are reproducible. ``special_ids`` defaults to ``cfg.special_ids``."""
    special = torch.tensor(sorted(set(cfg.special_ids if special_ids is None else special_ids)), dtype=tokens.dtype,
                           device=tokens.device)
    ordinary = torch.ones(cfg.vocab_size, dtype=torch.bool, device=tokens.device)
    ordinary[special] = False
    ordinary = ordinary.nonzero().squeeze(1)  # ids a random replacement may take

    def draw(fn, *args):
        return fn(*args, tokens.shape, generator=generator, device=generator.device).to(tokens.device)

    chosen = ~torch.isin(tokens, special) & (draw(torch.rand) < mask_prob)
    action = draw(torch.rand)
    to_mask = chosen & (action < replace_prob)
    to_random = chosen & (action >= replace_prob) & (action < replace_prob + random_prob)
    random_ids = ordinary[draw(torch.randint, 0, len(ordinary))]
    inputs = tokens.masked_fill(to_mask, cfg.mask_id)
    inputs = torch.where(to_random, random_ids, inputs)
    targets = tokens.masked_fill(~chosen, IGNORE)
    return inputs, targets


def build_model(cfg: ModelConfig) -> nn.Module:
    """The model for ``cfg.kind`` (weights uninitialised: call ``init_weights``)."""
    return {"causal": CausalLM, "cloze": ClozeLM, "mlm": MaskedLM}[cfg.validate().kind](cfg)
