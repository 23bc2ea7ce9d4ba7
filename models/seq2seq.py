"""The fine-tuning model: a pre-LN Transformer encoder-decoder with a pretrained LM
plugged in (SPEC §4), plus incremental decoding for beam search.

Built from :mod:`lm4gen.models.layers`' blocks: the encoder is a stack of ``Block``
(bidirectional self-attention, source pads masked as keys); a decoder block is a
``Block`` (causal self-attention with a ``KVCache``, then the FFN) with a
pre-LN cross-attention sublayer (``cross.ln``, ``cross.attn``: ``CrossAttention``)
between the two. Both stacks end in a LayerNorm; positions (learned or sinusoidal)
and embedding dropout come from ``Embeddings``; no sqrt(dim) embedding scale, all
matrices start from normal(0, ``init_std``) (the pretraining convention).

Strategies (``Seq2SeqConfig.strategy``)
---------------------------------------
* ``baseline`` — separate encoder input, decoder input and output matrices.
* ``shared`` — one matrix for all three (the same ``Parameter``).
* ``src-elmo`` / ``tgt-elmo`` — a frozen LM reads the source / the decoder input
  prefix; :class:`lm4gen.models.lm_inputs.ElmoInput` mixes its layer states and the result replaces the
  encoder's / decoder's input token embeddings (positions are still added, then
  embedding dropout).
* ``src-ft`` / ``tgt-ft`` — the LM trains; :class:`lm4gen.models.lm_inputs.FineTuneInput` feeds its last
  layer (before the output projection) + ``lm_dropout`` instead of the token
  embeddings, through a linear projection when the LM width differs from ``dim``.
* ``shdemb=True`` ties the decoder input embedding to the output projection
  (combinable with baseline and src-*; ``shared`` already ties it; with tgt-* the
  decoder input *is* the LM, so there is no decoder embedding to tie: ValueError).

Which LMs (``build_seq2seq``)
-----------------------------
Each side has its own vocabulary when its tokenizer differs (``src_vocab_size``, ``src_pad_id``,
``src_eos_id``; -1, the default, is the target's: one joint vocabulary): a transformers encoder reads the
source in its own tokenizer's ids while the decoder keeps the target's. A side's LM must speak that side's
vocabulary. A target tokenizer without a pad token (GPT-2's) pads with one id past its vocabulary
(``vocab_size`` = its ids + 1): that id is never a target, never produced, and the target LM reads its
sentence boundary there instead.

* source side: a ``ClozeLM`` (the paper's choice; its combination block runs with
  the *relaxed* mask, ``relax_mask(True)``, since the source token at i is input,
  not a prediction target), a ``CausalLM`` (left-to-right states), a ``MaskedLM``
  (bidirectional encoder states) or a transformers encoder (BERT / RoBERTa / XLM-R:
  :class:`lm4gen.models.hf_towers.HFEncoderTower`);
* target side: a ``CausalLM`` only (anything bidirectional would see the future of
  the prefix; a GPT-2-family model is converted into one, :mod:`lm4gen.models.hf_towers`).
  It reads the decoder input ``<s> y_1 ... y_{t-1}`` with ``<s>``
  replaced by ``lm_bos_id`` (``eos_id`` by default: the pretraining streams separate
  sentences with ``</s>``, so that is the boundary the LM knows; ``<s>`` never
  occurs in its training data).

LM inputs
---------
:mod:`lm4gen.models.lm_inputs`: how an LM's states become an encoder's or decoder's token vectors
(:class:`~lm4gen.models.lm_inputs.ElmoInput`, the ELMo mixing of SPEC §4, or
:class:`~lm4gen.models.lm_inputs.FineTuneInput`); the frozen LM's states may be read from a cache
(``forward(..., src_states=, tgt_states=)``, built by :mod:`lm4gen.finetune.lm_cache` for ``model.cache_lm_states``).

Incremental decoding
--------------------
``encode(src) -> EncoderOut``; ``init_decoder_state(enc) -> DecoderState`` computes
each decoder layer's cross-attention keys/values once per source row;
``decode_step(tokens, state)`` runs only the new tokens (the decoder's self-attention
``KVCache``s and, for tgt-*, the causal LM's own caches; ``use_lm_cache=False``
re-runs the LM over the whole prefix each step, the paper's slow way).
``state.reorder(order)`` keeps rows ``order`` (beam search): expand a state of B
sources to B*beam rows with ``state.reorder(torch.arange(B).repeat_interleave(beam))``
(row ``b*beam + j`` is source b), or expand the encoder output first with
``enc.repeat(beam)`` (same row layout). The cross-attention keys/values depend only
on the source row, so ``reorder`` skips them when the order keeps every row's
source (reordering beams within a sentence), and index-selects them only when the
layout changes (expansion, finished sentences dropped). They are kept once per
*group* of consecutive rows of one source (``state.group``: the beam size after
``reorder`` expanded each source to ``beam`` rows, 1 for an irregular layout), and
the group's queries attend to them together (``CrossAttention``'s ``group``), so
beam search neither stores nor reads them ``beam`` times. The self-attention caches
(``KVCache``) are preallocated and written in place (see there).
"""

from __future__ import annotations

import dataclasses

import contextlib
import math
from dataclasses import dataclass

import torch
from torch import nn

from lm4gen.core.config import sized_config
from lm4gen.core.losses import CrossEntropy
from lm4gen.models.hf_towers import HFEncoderTower
from lm4gen.models.layers import ACTIVATIONS, Block, CrossAttention, Embeddings, KVCache, key_mask
from lm4gen.models.lm import CausalLM, ClozeLM, LossOutput, MaskedLM, ModelConfig, init_weights
from lm4gen.models.lm_inputs import ElmoInput, FineTuneInput

STRATEGIES = ("baseline", "shared", "src-elmo", "src-ft", "tgt-elmo", "tgt-ft")
SIDES = {"src": "source", "tgt": "target"}
USES = {"elmo": "frozen", "ft": "trained"}


@dataclass(frozen=True)
class Integration:
    """How a pretrained LM (if any) is integrated and which embeddings are tied: the typed form of the
    paper's strategy names, parsed and checked here only (:meth:`parse`)."""

    side: str = "none"  # none | source (the encoder reads the LM) | target (the decoder reads it)
    use: str = "none"  # none | frozen (ELMo: mixed layer states, never trained) | trained (FT: last layer, trained)
    tie: str = "none"  # none | decoder (SHDEMB: decoder input = output projection) | all (SHARED: one matrix)

    @classmethod
    def parse(cls, strategy: str, shdemb: bool = False) -> "Integration":
        """From a strategy name (``baseline``, ``shared``, ``src-elmo``, ...) and the SHDEMB flag; a
        name ``NAME+shdemb`` sets the flag too. ValueError naming what is wrong."""
        name, plus, extra = strategy.partition("+")
        if plus and extra != "shdemb":
            raise ValueError(f"strategy {strategy!r}: only '+shdemb' may follow a strategy name")
        shdemb = shdemb or bool(plus)
        if name not in STRATEGIES:
            raise ValueError(f"strategy {strategy!r}: must be one of {', '.join(STRATEGIES)}")
        side, _, use = name.partition("-")
        lm = cls(SIDES[side], USES[use]) if use else cls()
        if name == "shared":
            return cls(tie="all")
        if shdemb and lm.side == "target":
            raise ValueError(f"shdemb: strategy {name!r} feeds the decoder from the LM: there is no decoder input "
                             "embedding to tie to the output projection")
        return dataclasses.replace(lm, tie="decoder" if shdemb else "none")

    @property
    def name(self) -> str:
        """The paper's name: ``src-elmo+shdemb``, ``shared``, ..."""
        if self.tie == "all":
            return "shared"
        base = "baseline" if self.side == "none" else \
            {v: k for k, v in SIDES.items()}[self.side] + "-" + {v: k for k, v in USES.items()}[self.use]
        return base + ("+shdemb" if self.tie == "decoder" else "")

    @property
    def lm_field(self) -> str | None:
        """The config field that names the LM (``src_lm`` / ``tgt_lm``), or None."""
        return {"source": "src_lm", "target": "tgt_lm"}.get(self.side)


@dataclass
class Seq2SeqConfig:
    """Sizes and options of the encoder-decoder; checked by ``validate``."""

    vocab_size: int = 37000  # the target vocabulary (decoder input and output); the source's too unless src_vocab_size
    dim: int = 512  # model width
    ffn_dim: int = 2048  # hidden width of the feed-forward sublayers
    num_heads: int = 8  # attention heads (dim must divide by it)
    encoder_layers: int = 6  # encoder blocks (a tuned setting for src-ft)
    decoder_layers: int = 6  # decoder blocks
    max_positions: int = 1024  # longest source / target prefix with learned positions
    positions: str = "learned"  # "learned" (embedding tables) or "sinusoidal" (fixed, no parameters)
    dropout: float = 0.3  # on embeddings and residual branches (the paper tunes 0.1-0.4)
    attention_dropout: float = 0.1  # on attention weights
    activation_dropout: float = 0.0  # after the FFN activation
    activation: str = "relu"  # FFN activation: "relu" (fairseq's Transformer) or "gelu"
    pad_id: int = 0  # padding id (data_prep/bpe.py's fixed specials: <pad> 0, <unk> 1, <s> 2, </s> 3)
    bos_id: int = 2  # <s>: first decoder input
    eos_id: int = 3  # </s>: ends source and target
    strategy: str = "baseline"  # one of STRATEGIES: how embeddings are tied / where a pretrained LM feeds in
    shdemb: bool = False  # tie the decoder input embedding to the output projection
    elmo_weight_dropout: float = 0.2  # ELMo: probability of dropping a layer's weight (per token, training only)
    lm_dropout: float = 0.1  # FT: dropout on the LM output that replaces the embeddings
    lm_bos_id: int = -1  # tgt-*: id the causal LM reads in place of <s>; -1: eos_id (its pretraining sentence boundary)
    init_std: float = 0.02  # std of the normal init of the seq2seq's own matrices (never the LM's)
    # the source side's own tokenizer (lm4gen bitext --src-tokenizer: e.g. a transformers encoder's); -1: the target's
    src_vocab_size: int = -1  # source token types (-1: vocab_size, one joint vocabulary)
    src_pad_id: int = -1  # source padding id (-1: pad_id)
    src_eos_id: int = -1  # </s> ending every source (-1: eos_id)

    @property
    def source_vocab_size(self) -> int:
        return self.vocab_size if self.src_vocab_size == -1 else self.src_vocab_size

    @property
    def source_pad_id(self) -> int:
        return self.pad_id if self.src_pad_id == -1 else self.src_pad_id

    @property
    def source_eos_id(self) -> int:
        return self.eos_id if self.src_eos_id == -1 else self.src_eos_id

    def validate(self) -> "Seq2SeqConfig":
        def bad(name, why):
            raise ValueError(f"seq2seq config field {name!r}: {why} (got {getattr(self, name)!r})")

        for name in ("vocab_size", "dim", "ffn_dim", "num_heads", "encoder_layers", "decoder_layers", "max_positions"):
            if getattr(self, name) < 1:
                bad(name, "must be >= 1")
        if self.dim % self.num_heads:
            bad("num_heads", f"must divide dim={self.dim}")
        if self.positions not in ("learned", "sinusoidal"):
            bad("positions", "must be 'learned' or 'sinusoidal'")
        for name in ("dropout", "attention_dropout", "activation_dropout", "elmo_weight_dropout", "lm_dropout"):
            if not 0.0 <= getattr(self, name) < 1.0:
                bad(name, "must be in [0, 1)")
        if self.activation not in ACTIVATIONS:
            bad("activation", f"must be one of {sorted(ACTIVATIONS)}")
        for name in ("pad_id", "bos_id", "eos_id"):
            if not 0 <= getattr(self, name) < self.vocab_size:
                bad(name, f"must be a token id in [0, vocab_size={self.vocab_size})")
        if self.lm_bos_id != -1 and not 0 <= self.lm_bos_id < self.vocab_size:
            bad("lm_bos_id", f"must be -1 (eos_id) or a token id in [0, vocab_size={self.vocab_size})")
        if self.pad_id in (self.bos_id, self.eos_id):  # bos may be eos (GPT-2's <|endoftext|> is both)
            bad("pad_id", "must differ from bos_id and eos_id (a pad target is never learned)")
        if self.src_vocab_size != -1 and self.src_vocab_size < 1:
            bad("src_vocab_size", "must be -1 (vocab_size) or >= 1")
        for name, value in (("src_pad_id", self.source_pad_id), ("src_eos_id", self.source_eos_id)):
            if not 0 <= value < self.source_vocab_size:  # -1 takes the target's id: it must be a source id too
                bad(name, f"must be a source token id in [0, {self.source_vocab_size}) (-1: the target's, {value})")
        if self.source_pad_id == self.source_eos_id:
            bad("src_pad_id", "must differ from the source's </s>")
        try:
            self.integration
        except ValueError as e:
            bad("shdemb" if str(e).startswith("shdemb") else "strategy", str(e))
        if self.integration.tie == "all" and self.source_vocab_size != self.vocab_size:
            bad("strategy", f"shared ties the source and target embeddings: one vocabulary, but the source has "
                            f"{self.source_vocab_size} types and the target {self.vocab_size}")
        if self.init_std <= 0:
            bad("init_std", "must be > 0")
        return self

    @property
    def integration(self) -> Integration:
        """``strategy`` and ``shdemb``, typed (see :class:`Integration`)."""
        return Integration.parse(self.strategy, self.shdemb)

    def embed_config(self, num_layers: int, source: bool = False) -> ModelConfig:
        """The pretraining config shape that ``Embeddings`` and ``Block`` are built from (``source``: the
        encoder's, with the source vocabulary)."""
        return ModelConfig(vocab_size=self.source_vocab_size if source else self.vocab_size, dim=self.dim,
                           ffn_dim=self.ffn_dim, num_heads=self.num_heads,
                           num_layers=num_layers, max_positions=self.max_positions, positions=self.positions,
                           dropout=self.dropout, attention_dropout=self.attention_dropout,
                           activation_dropout=self.activation_dropout, activation=self.activation,
                           pad_id=self.source_pad_id if source else self.pad_id,
                           special_ids=(self.source_pad_id if source else self.pad_id,),
                           mask_id=self.source_pad_id if source else self.pad_id)


# Named sizes: "base" is the paper's summarization model, "big" its translation model
# (SPEC §4); "tiny" is for CPU tests.
SIZES: dict[str, dict] = {
    "tiny": dict(vocab_size=1000, dim=64, ffn_dim=256, num_heads=4, encoder_layers=2, decoder_layers=2,
                 max_positions=256, dropout=0.1),
    "base": dict(dim=512, ffn_dim=2048, num_heads=8, encoder_layers=6, decoder_layers=6),
    "big": dict(dim=1024, ffn_dim=4096, num_heads=16, encoder_layers=6, decoder_layers=6),
}


def seq2seq_config(size: str, **overrides) -> Seq2SeqConfig:
    """The named size with ``overrides`` applied, validated."""
    return sized_config(Seq2SeqConfig, SIZES, size, "seq2seq", overrides)


# ----------------------------------------------------------------------------
# LM integration


def _lm_input(cfg: Seq2SeqConfig, lm: nn.Module) -> nn.Module:
    if cfg.integration.use == "frozen":
        return ElmoInput(lm, cfg.dim, cfg.elmo_weight_dropout)
    return FineTuneInput(lm, cfg.dim, cfg.lm_dropout)


# ----------------------------------------------------------------------------
# encoder and decoder


class CrossSublayer(nn.Module):
    """Pre-LN cross-attention (no residual here): ``attn(ln(x), memory)``."""

    def __init__(self, dim: int, num_heads: int, attention_dropout: float):
        super().__init__()
        self.ln = nn.LayerNorm(dim)
        self.attn = CrossAttention(dim, num_heads, attention_dropout)

    def forward(self, x, memory, mask=None, kv=None, group: int = 1) -> torch.Tensor:
        return self.attn(self.ln(x), memory, mask, kv=kv, group=group)


class DecoderBlock(Block):
    """``Block`` with cross-attention between its self-attention and its FFN:
    x + drop(self-attn), + drop(cross-attn to the encoder output), + drop(mlp)."""

    def __init__(self, cfg: ModelConfig):
        super().__init__(cfg.dim, cfg.ffn_dim, cfg.num_heads, cfg.dropout, cfg.attention_dropout,
                         cfg.activation_dropout, cfg.activation)
        self.cross = CrossSublayer(cfg.dim, cfg.num_heads, cfg.attention_dropout)

    def forward(self, x: torch.Tensor, memory: torch.Tensor | None, memory_mask: torch.Tensor | None = None,
                cache: KVCache | None = None, kv: tuple[torch.Tensor, torch.Tensor] | None = None,
                group: int = 1) -> torch.Tensor:
        """``group``: rows of ``x`` per row of the memory (``CrossAttention``)."""
        x = x + self.drop(self.attn(self.ln_attn(x), is_causal=True, cache=cache))
        x = x + self.drop(self.cross(x, memory, memory_mask, kv=kv, group=group))
        return x + self.drop(self.mlp(self.ln_mlp(x)))


class Encoder(nn.Module):
    """embed (token lookup or ``lm_input``) -> blocks -> ln_out."""

    def __init__(self, cfg: Seq2SeqConfig, lm_input: nn.Module | None):
        super().__init__()
        mcfg = cfg.embed_config(cfg.encoder_layers, source=True)
        self.embed = Embeddings(mcfg)
        self.lm_input = lm_input
        if lm_input is not None:
            self.embed.tokens = None  # the LM replaces the token embeddings
        self.blocks = nn.ModuleList(Block.from_config(mcfg) for _ in range(cfg.encoder_layers))
        self.ln_out = nn.LayerNorm(cfg.dim)


class Decoder(nn.Module):
    """embed (token lookup or ``lm_input``) -> decoder blocks -> ln_out -> ``out_proj`` (dim -> vocab)."""

    def __init__(self, cfg: Seq2SeqConfig, lm_input: nn.Module | None):
        super().__init__()
        mcfg = cfg.embed_config(cfg.decoder_layers)
        self.embed = Embeddings(mcfg)
        self.lm_input = lm_input
        if lm_input is not None:
            self.embed.tokens = None
        self.blocks = nn.ModuleList(DecoderBlock(mcfg) for _ in range(cfg.decoder_layers))
        self.ln_out = nn.LayerNorm(cfg.dim)
        self.out_proj = OutputProjection(cfg.dim, cfg.vocab_size)


class OutputProjection(nn.Linear):
    """``nn.Linear`` (dim -> vocab, no bias): the logits, or, given an objective's ``loss``
    (:class:`lm4gen.core.losses.CrossEntropy`), what that loss makes of its input and weight
    (the logits never held whole). Tensor parallelism swaps it for a vocab-parallel layer of
    the same contract (:func:`lm4gen.core.parallel.parallelize`)."""

    def __init__(self, dim: int, vocab_size: int):
        super().__init__(dim, vocab_size, bias=False)

    def forward(self, x: torch.Tensor, loss: CrossEntropy | None = None):
        return super().forward(x) if loss is None else loss(x, self.weight)


@dataclass
class EncoderOut:
    """The encoder's output for a batch of sources."""

    memory: torch.Tensor  # (batch, src_time, dim), after the final LayerNorm
    keep: torch.Tensor  # (batch, src_time) bool: True at real (non-pad) source tokens
    padded: bool  # whether any row has padding (else cross-attention needs no mask)

    @property
    def mask(self) -> torch.Tensor | None:
        """Cross-attention mask (batch, 1, 1, src_time), or None without padding."""
        return self.keep[:, None, None, :] if self.padded else None

    def index_select(self, order: torch.Tensor) -> "EncoderOut":
        return EncoderOut(self.memory.index_select(0, order), self.keep.index_select(0, order), self.padded)

    def repeat(self, beam: int) -> "EncoderOut":
        """Each row repeated ``beam`` times in place: row ``b*beam + j`` is source b."""
        return self.index_select(torch.arange(self.memory.shape[0], device=self.memory.device).repeat_interleave(beam))


class DecoderState:
    """What incremental decoding carries between steps (one row per hypothesis)."""

    def __init__(self, src_index: torch.Tensor, keep: torch.Tensor, padded: bool,
                 cross_kv: list[tuple[torch.Tensor, torch.Tensor]], caches: list[KVCache],
                 lm_cache: list[KVCache] | None, use_lm_prefix: bool):
        self.src_index = src_index  # (rows,) source row (of the encoded batch) each row decodes
        self.group = 1  # consecutive rows sharing one row of keep and cross_kv (all of one source)
        self.keep = keep  # (rows / group, src_time) bool, real source tokens
        self.padded = padded
        self.cross_kv = cross_kv  # per decoder layer: keys, values (rows / group, heads, src_time, head_dim)
        self.caches = caches  # per decoder layer: self-attention keys/values of the prefix
        self.lm_cache = lm_cache  # tgt-* with the LM cache: the causal LM's own caches
        self.lm_prefix: torch.Tensor | None = None  # tgt-* without it: the LM's input so far (rows, length)
        self.use_lm_prefix = use_lm_prefix
        self.length = 0  # target positions decoded so far

    @property
    def num_rows(self) -> int:
        return self.src_index.shape[0]

    @property
    def mask(self) -> torch.Tensor | None:
        return self.keep[:, None, None, :] if self.padded else None

    def reorder(self, order: torch.Tensor) -> "DecoderState":
        """Keep rows ``order`` (a LongTensor; rows may repeat or be dropped)."""
        src_index = self.src_index.index_select(0, order)
        if src_index.shape != self.src_index.shape or not torch.equal(src_index, self.src_index):
            # cross-attention keys/values depend only on the source row: only a change of layout moves
            # them, and they are kept once per group of consecutive rows of one source
            group = _run_gcd(src_index)
            kv_rows = order[::group] // self.group  # the first row of each new group, in the old kv rows
            if kv_rows.shape[0] != self.keep.shape[0] or not torch.equal(
                    kv_rows, torch.arange(kv_rows.shape[0], device=kv_rows.device)):
                self.cross_kv = [(k.index_select(0, kv_rows), v.index_select(0, kv_rows)) for k, v in self.cross_kv]
                self.keep = self.keep.index_select(0, kv_rows)
            self.group = group
        self.src_index = src_index
        for cache in self.caches:
            cache.reorder(order)
        for cache in self.lm_cache or ():
            cache.reorder(order)
        if self.lm_prefix is not None:
            self.lm_prefix = self.lm_prefix.index_select(0, order)
        return self


def _run_gcd(index: torch.Tensor) -> int:
    """The largest g such that ``index`` (1-D) is made of blocks of g equal values: the
    greatest common divisor of the lengths of its runs (1 where they share none)."""
    n = index.shape[0]
    starts = (torch.nonzero(index[1:] != index[:-1]).squeeze(1) + 1).tolist()
    return math.gcd(*(b - a for a, b in zip([0] + starts, starts + [n]))) if n else 1


# ----------------------------------------------------------------------------
# the model


class Seq2Seq(nn.Module):
    """Encoder-decoder with an optional pretrained LM on one side (module doc)."""

    def __init__(self, cfg: Seq2SeqConfig, src_lm: nn.Module | None = None, tgt_lm: nn.Module | None = None):
        super().__init__()
        self.cfg = cfg.validate()
        _check_lms(cfg, src_lm, tgt_lm)
        if isinstance(src_lm, ClozeLM):
            src_lm.relax_mask(True)  # the source token at i is input, not a target
        self.encoder = Encoder(cfg, _lm_input(cfg, src_lm) if src_lm is not None else None)
        self.decoder = Decoder(cfg, _lm_input(cfg, tgt_lm) if tgt_lm is not None else None)
        tie = cfg.integration.tie
        if tie == "all":
            self.decoder.embed.tokens = self.encoder.embed.tokens
        if tie in ("all", "decoder"):
            self.decoder.out_proj.weight = self.decoder.embed.tokens.weight

    # -- LM bookkeeping
    def lm_inputs(self) -> list[nn.Module]:
        return [m for m in (self.encoder.lm_input, self.decoder.lm_input) if m is not None]

    def lm_parameters(self, trainable: bool | None = None) -> list[nn.Parameter]:
        """The plugged-in LMs' parameters (``trainable``: only the FT / only the frozen ones)."""
        out = []
        for m in self.lm_inputs():
            if trainable is None or trainable == isinstance(m, FineTuneInput):
                out.extend(m.lm.parameters())
        return out

    def parameter_groups(self, lr: float, lm_lr: float | None = None) -> list[dict]:
        """Optimizer parameter groups: ``{"name": "seq2seq", "params", "lr": lr}`` for the
        model's own parameters, and ``{"name": "lm", ..., "lr": lm_lr or lr}`` for a
        fine-tuned LM. A frozen (ELMo) LM appears in neither."""
        lm_ids = {id(p) for p in self.lm_parameters()}
        own = [p for p in self.parameters() if p.requires_grad and id(p) not in lm_ids]
        groups = [{"name": "seq2seq", "params": own, "lr": lr}]
        tuned = self.lm_parameters(trainable=True)
        if tuned:
            groups.append({"name": "lm", "params": tuned, "lr": lr if lm_lr is None else lm_lr})
        return groups

    @torch.no_grad()
    def reset_parameters(self, seed: int = 1) -> None:
        """Initialise the seq2seq's own weights (``init_weights``, seeded); never the LMs'."""
        with _lms_detached(self):
            init_weights(self, std=self.cfg.init_std, generator=torch.Generator().manual_seed(seed))

    # -- encoder
    def encode(self, src: torch.Tensor, lm_states: torch.Tensor | None = None) -> EncoderOut:
        """src (batch, src_time), right-padded with pad_id -> EncoderOut. ``lm_states``: a frozen source LM's
        cached states of ``src`` (``ElmoInput``), read instead of running it."""
        enc = self.encoder
        keep = src != self.cfg.source_pad_id
        padded = not bool(keep.all())
        if lm_states is not None:
            _check_cached(enc.lm_input, "source")
            vectors = enc.lm_input(src, states=lm_states)
        else:
            vectors = enc.lm_input(src) if enc.lm_input is not None else None
        x = enc.embed(src, vectors=vectors)
        mask = key_mask(keep) if padded else None  # a pad query attends to itself: never an empty row
        for block in enc.blocks:
            x = block(x, mask=mask)
        return EncoderOut(enc.ln_out(x), keep, padded)

    # -- decoder
    def _lm_tokens(self, tokens: torch.Tensor) -> torch.Tensor:
        """The target LM's reading of decoder inputs: ``<s>`` -> ``lm_bos_id``; a pad past the LM's vocabulary
        (a target tokenizer without one: GPT-2's) -> ``lm_bos_id`` too (right padding: never attended to)."""
        lm_bos = self.cfg.eos_id if self.cfg.lm_bos_id == -1 else self.cfg.lm_bos_id
        tokens = tokens.masked_fill(tokens == self.cfg.bos_id, lm_bos)
        if self.cfg.pad_id >= self.decoder.lm_input.lm.cfg.vocab_size:
            tokens = tokens.masked_fill(tokens == self.cfg.pad_id, lm_bos)
        return tokens

    def _output(self, x: torch.Tensor, loss: CrossEntropy | None = None):
        return self.decoder.out_proj(self.decoder.ln_out(x), loss=loss)

    def forward(self, src: torch.Tensor, tgt_in: torch.Tensor, src_states: torch.Tensor | None = None,
                tgt_states: torch.Tensor | None = None, *, loss: CrossEntropy) -> LossOutput:
        """Teacher forcing (what an objective calls through the engine): src (batch, src_time), tgt_in (batch,
        time) = ``<s> y``, both right-padded, and the objective's ``loss`` (its targets (batch, time): ``y
        </s>``, IGNORE at pads) -> a :class:`lm4gen.models.lm.LossOutput` of summed values, the output
        projection fused with the loss. ``src_states`` / ``tgt_states``: a frozen LM's cached layer states
        (batch, src_time / time, num_states, width) of src / of the LM's reading of tgt_in
        (:mod:`lm4gen.finetune.lm_cache`), zeros at pads."""
        return LossOutput(*self._output(self._decoder_features(src, tgt_in, src_states, tgt_states), loss))

    def logits(self, src: torch.Tensor, tgt_in: torch.Tensor, src_states: torch.Tensor | None = None,
               tgt_states: torch.Tensor | None = None) -> torch.Tensor:
        """Teacher forcing as :meth:`forward` -> the logits (batch, time, vocab)."""
        return self._output(self._decoder_features(src, tgt_in, src_states, tgt_states))

    def _decoder_features(self, src, tgt_in, src_states, tgt_states) -> torch.Tensor:
        """The last decoder block's output (batch, time, dim) under teacher forcing."""
        enc = self.encode(src, src_states)
        dec = self.decoder
        if tgt_states is not None:
            _check_cached(dec.lm_input, "target")
            vectors = dec.lm_input(tgt_in, states=tgt_states)
        else:
            vectors = dec.lm_input(self._lm_tokens(tgt_in)) if dec.lm_input is not None else None
        x = dec.embed(tgt_in, vectors=vectors)
        mask = enc.mask
        for block in dec.blocks:
            x = block(x, enc.memory, mask)
        return x

    def init_decoder_state(self, enc: EncoderOut, use_lm_cache: bool = True) -> DecoderState:
        """A fresh decoding state, one row per source row of ``enc`` (expand with ``reorder``)."""
        rows = enc.memory.shape[0]
        dec = self.decoder
        lm = dec.lm_input.lm if dec.lm_input is not None else None
        return DecoderState(
            src_index=torch.arange(rows, device=enc.memory.device), keep=enc.keep, padded=enc.padded,
            cross_kv=[block.cross.attn.memory_kv(enc.memory) for block in dec.blocks],
            caches=[KVCache() for _ in dec.blocks],
            lm_cache=lm.new_cache() if lm is not None and use_lm_cache else None,
            use_lm_prefix=lm is not None and not use_lm_cache)

    def decode_step(self, tokens: torch.Tensor, state: DecoderState) -> torch.Tensor:
        """Run the new decoder inputs ``tokens`` (rows, t) (t = 1 in beam search) after
        the prefix held by ``state`` (updated in place) -> logits (rows, vocab) of the
        last position."""
        dec = self.decoder
        vectors = None
        if dec.lm_input is not None:
            lm_tokens = self._lm_tokens(tokens)
            if state.use_lm_prefix:  # the slow way: the LM re-reads the whole prefix
                prefix = lm_tokens if state.lm_prefix is None else torch.cat([state.lm_prefix, lm_tokens], dim=1)
                state.lm_prefix = prefix
                vectors = dec.lm_input(prefix)[:, -tokens.shape[1]:]
            else:
                vectors = dec.lm_input(lm_tokens, cache=state.lm_cache)
        x = dec.embed(tokens, offset=state.length, vectors=vectors)
        mask = state.mask
        for block, cache, kv in zip(dec.blocks, state.caches, state.cross_kv):
            x = block(x, None, mask, cache=cache, kv=kv, group=state.group)
        state.length += tokens.shape[1]
        return self._output(x[:, -1])


@contextlib.contextmanager
def _lms_detached(model: Seq2Seq):
    """Temporarily unregister the plugged-in LMs (so a pass over the model's parameters skips them)."""
    held = [(m, m.lm) for m in model.lm_inputs()]
    for m, _ in held:
        m._modules["lm"] = None
    try:
        yield
    finally:
        for m, lm in held:
            m._modules["lm"] = lm


def _check_cached(lm_input: nn.Module | None, side: str) -> None:
    if not isinstance(lm_input, ElmoInput):
        raise ValueError(f"cached LM states were given for the {side} side, which has no frozen (ELMo) LM")


def _check_lms(cfg: Seq2SeqConfig, src_lm: nn.Module | None, tgt_lm: nn.Module | None) -> None:
    strategy, wanted_side = cfg.strategy, cfg.integration.side
    sides = (("source", "src_lm", src_lm, wanted_side == "source"),
             ("target", "tgt_lm", tgt_lm, wanted_side == "target"))
    for side, arg, lm, wanted in sides:
        if wanted and lm is None:
            given = [a for _, a, m, _ in sides if m is not None]
            raise ValueError(f"strategy {strategy!r} needs a {side}-side LM ({arg}), "
                             f"{'got ' + given[0] + ' instead' if given else 'none was given'}")
    for side, arg, lm, wanted in sides:
        if not wanted and lm is not None:
            raise ValueError(f"strategy {strategy!r} takes no {side}-side LM, but {arg} was given "
                             f"(source-side strategies: src-elmo, src-ft; target-side: tgt-elmo, tgt-ft)")
        if lm is None:
            continue
        kinds = (ClozeLM, CausalLM, MaskedLM, HFEncoderTower) if side == "source" else (CausalLM,)
        if not isinstance(lm, kinds):
            allowed = ", ".join(k.__name__ for k in kinds)
            why = "; a bidirectional LM would see the future of the target prefix" if side == "target" else ""
            raise ValueError(f"{arg}: a {type(lm).__name__} cannot feed the {side} side of {strategy!r} "
                             f"(allowed: {allowed}{why})")
        lm_cfg = lm.cfg
        vocab, pad = (cfg.source_vocab_size, cfg.source_pad_id) if side == "source" else (cfg.vocab_size, cfg.pad_id)
        field = "src_vocab_size" if side == "source" and cfg.src_vocab_size != -1 else "vocab_size"
        # a target tokenizer without a pad token (GPT-2's) pads with one id past the LM's vocabulary
        extra_pad = side == "target" and pad == lm_cfg.vocab_size == vocab - 1
        if lm_cfg.vocab_size != vocab and not extra_pad:
            raise ValueError(f"{arg}: the LM's vocabulary has {lm_cfg.vocab_size} types but the seq2seq model's "
                             f"{field} is {vocab}: the LM must be pretrained with the data's tokenizer")
        if lm_cfg.pad_id != pad and not extra_pad:
            raise ValueError(f"{arg}: the LM's pad_id is {lm_cfg.pad_id} but the seq2seq model's "
                             f"{'src_pad_id' if side == 'source' else 'pad_id'} is {pad}: the LM must be pretrained "
                             "with the data's tokenizer")


def build_seq2seq(cfg: Seq2SeqConfig, src_lm: nn.Module | None = None, tgt_lm: nn.Module | None = None,
                  seed: int = 1) -> Seq2Seq:
    """The model for ``cfg.strategy`` with its own weights initialised (seeded by
    ``seed``); the LMs keep their pretrained weights. Raises ValueError when the LMs
    given do not fit the strategy or the vocabulary."""
    model = Seq2Seq(cfg, src_lm, tgt_lm)
    model.reset_parameters(seed)
    return model
