"""The Transformer building blocks the language models (:mod:`lm4gen.models.lm`) and the seq2seq model
(:mod:`lm4gen.models.seq2seq`) are made of: dropout and attention with a cheaper CPU path, the tied output layer,
the KV cache, self- and cross-attention, the FFN, the pre-LN block, embeddings (learned or sinusoidal positions)
and the padding masks.

Submodule names are the contract the tensor-parallel plan relies on (``attn.qkv``, ``attn.out``, ``mlp.up``,
``mlp.down``, ``embed.tokens``, ``combine.attn.q`` / ``kv``, ...): see :mod:`lm4gen.models.lm`'s module doc.
``Block.from_config`` and ``Embeddings`` read the fields of a :class:`lm4gen.models.lm.ModelConfig`.
"""

from __future__ import annotations

import functools
import math

import torch
import torch.nn.functional as F
from torch import nn

from lm4gen.core.losses import CrossEntropy

# "gelu_tanh": GPT-2's tanh approximation (transformers "gelu_new"), for models imported from it (lm4gen hf-import)
ACTIVATIONS = {"gelu": F.gelu, "relu": F.relu, "gelu_tanh": functools.partial(F.gelu, approximate="tanh")}


_LEVELS = 65536  # CPU dropout draws 16-bit uniform integers: probabilities are multiples of 1 / 65536


def dropout(x: torch.Tensor, p: float, training: bool) -> torch.Tensor:
    """``F.dropout(x, p, training)``: zero each element with probability ``p``, scale
    the rest by 1 / (1 - p). On the CPU the keep mask compares 16-bit uniform integers,
    four per 64-bit draw of torch's generator (``int64.random_`` over the full range,
    viewed as int16), with ``round(p * 65536)``: ``p`` is taken to the nearest multiple
    of 1 / 65536 (0.1 -> 0.1000061) and the kept elements are scaled by the exact
    inverse of that keep probability, so the expectation is preserved. torch's own CPU
    dropout draws a Bernoulli variable per element from a double (two 32-bit draws,
    serially, unless MKL's path for Intel CPUs applies); ``rand_like`` one float per
    element. At the ``small`` size dropout (residual branches and attention weights)
    was ~9% of a training step with torch's kernel on the reference AMD CPU. Other
    devices use the fused kernel."""
    if not training or p == 0.0:
        return x
    if x.device.type != "cpu" or p >= 1.0:
        return F.dropout(x, p, True)
    drop = min(round(p * _LEVELS), _LEVELS - 1)
    n = x.numel()
    words = torch.empty((n + 3) // 4, dtype=torch.int64).random_(-(2 ** 63), None)  # 64 uniform bits each
    keep = words.view(torch.int16)[:n].view(x.shape).ge_(drop - _LEVELS // 2)  # P(keep) = 1 - drop / 65536
    return x * keep.to(x.dtype).mul_(_LEVELS / (_LEVELS - drop))


class Dropout(nn.Dropout):
    """``nn.Dropout`` (same module, same semantics) drawing its mask with :func:`dropout`."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return dropout(x, self.p, self.training)


def attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, mask: torch.Tensor | None = None,
               is_causal: bool = False, dropout_p: float = 0.0) -> torch.Tensor:
    """``F.scaled_dot_product_attention`` (q, k, v: (batch, heads, time | keys, head_dim);
    ``is_causal`` aligned top-left). Without dropout, or off the CPU, it *is* that
    function (fused kernels). With dropout on the CPU, SDPA falls back to its unfused
    math path, which spends extra passes over the (batch, heads, time, keys) weights
    (the mask converted and added, a "safe" softmax guarding all-masked rows, a
    Bernoulli mask drawn per element from a double); this is the same math with the
    mask added once in place and :func:`dropout`. Every query row must admit a key
    (all callers here ensure it)."""
    if dropout_p == 0.0 or q.device.type != "cpu":
        return F.scaled_dot_product_attention(q, k, v, attn_mask=mask, is_causal=is_causal, dropout_p=dropout_p)
    scores = torch.matmul(q * (1.0 / math.sqrt(q.shape[-1])), k.transpose(-2, -1))  # (batch, heads, time, keys)
    if is_causal:
        T, S = scores.shape[-2:]
        mask = torch.full((T, S), float("-inf"), dtype=scores.dtype, device=scores.device).triu_(1)
    elif mask is not None and mask.dtype == torch.bool:
        mask = torch.zeros(mask.shape, dtype=scores.dtype, device=scores.device).masked_fill_(~mask, float("-inf"))
    if mask is not None:
        scores.add_(mask)  # in place: matmul's backward does not need its output
    return torch.matmul(dropout(torch.softmax(scores, dim=-1), dropout_p, True), v)


class TiedOutput(nn.Module):
    """The output layer, tied to the token embedding whose weight it is given: the logits
    ``F.linear(x, weight)``, or, given an objective's ``loss`` (:class:`lm4gen.core.losses.CrossEntropy`),
    what that loss makes of ``x`` and ``weight`` (the logits never held whole). Tensor parallelism
    swaps it for a vocab-parallel layer of the same contract (:func:`lm4gen.core.parallel.parallelize`)."""

    def forward(self, x: torch.Tensor, weight: torch.Tensor, loss: CrossEntropy | None = None):
        return F.linear(x, weight) if loss is None else loss(x, weight)


class KVCache:
    """Keys and values of the positions one self-attention layer has seen, for
    incremental decoding: ``k``, ``v`` are (batch, local_heads, time, head_dim) views.

    They live in a preallocated buffer (batch, capacity, {k, v}, local_heads, head_dim),
    filled up to ``length``: ``append`` writes the new positions in place (the
    capacity doubles when they do not fit) and ``reorder`` copies the live prefix
    into a spare buffer of the same shape with one ``index_select`` and swaps the
    two, or, when at most half the rows change, copies just those rows in place.
    Decoding thus neither re-concatenates the cache each step (quadratic copying)
    nor allocates once the buffers are big enough. Attention reads the views with
    their strides (each key row is contiguous); the values are the ones appended, so
    results equal those of a contiguous cache. Meant for inference: the writes are in
    place, so backpropagating through more than one step raises autograd's error about
    a tensor modified in place."""

    def __init__(self, capacity: int = 16):
        self.capacity = capacity  # positions the buffer holds (grows geometrically)
        self.length = 0  # positions cached
        self._buf: torch.Tensor | None = None  # (rows or more, capacity, 2, heads, head_dim)
        self._spare: torch.Tensor | None = None  # reorder's destination, same layout
        self._rows = 0  # live batch rows: the buffers' first _rows

    @property
    def k(self) -> torch.Tensor | None:
        return None if self._buf is None else self._buf[:self._rows, :self.length, 0].transpose(1, 2)

    @property
    def v(self) -> torch.Tensor | None:
        return None if self._buf is None else self._buf[:self._rows, :self.length, 1].transpose(1, 2)

    def append(self, k: torch.Tensor, v: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """Add ``k``, ``v`` (batch, local_heads, time, head_dim) after the cached
        positions; returns the keys and values of all positions (views)."""
        B, H, T, D = k.shape
        end = self.length + T
        if self._buf is None:
            self.capacity = max(self.capacity, end)
            self._buf = k.new_empty(B, self.capacity, 2, H, D)
            self._rows = B
        elif B != self._rows:
            raise ValueError(f"the cache holds {self._rows} rows, got keys for {B}")
        elif end > self.capacity:
            self.capacity = max(2 * self.capacity, end)
            buf = k.new_empty(B, self.capacity, 2, H, D)
            buf[:, :self.length] = self._buf[:B, :self.length]
            self._buf, self._spare = buf, None
        self._buf[:B, self.length:end, 0] = k.transpose(1, 2)
        self._buf[:B, self.length:end, 1] = v.transpose(1, 2)
        self.length = end
        return self.k, self.v

    def reorder(self, order: torch.Tensor) -> None:
        """Keep batch rows ``order`` (beam search; rows may repeat or be dropped). When
        at most half the rows change (a beam search that keeps each surviving
        hypothesis in its row), only those are copied, in place."""
        if self._buf is None:
            return
        rows = order.shape[0]
        if rows == self._rows:
            moved = (order != torch.arange(rows, device=order.device)).nonzero().squeeze(1)
            if 2 * moved.shape[0] <= rows:
                if moved.shape[0]:  # the sources are gathered before any row is overwritten
                    live = self._buf[:rows, :self.length]
                    live.index_copy_(0, moved, live.index_select(0, order.index_select(0, moved)))
                return
        if self._spare is None or self._spare.shape[0] < rows:
            self._spare = self._buf.new_empty(rows, *self._buf.shape[1:])
        src, dst = self._buf[:self._rows, :self.length], self._spare[:rows, :self.length]
        if src.requires_grad and torch.is_grad_enabled():  # out= is not differentiable
            dst.copy_(src.index_select(0, order))
        else:
            torch.index_select(src, 0, order, out=dst)
        self._buf, self._spare, self._rows = self._spare, self._buf, rows


class SelfAttention(nn.Module):
    """Multi-head self-attention: ``qkv`` (dim -> 3 dim, head-major) and ``out``."""

    def __init__(self, dim: int, num_heads: int, dropout: float = 0.0):
        super().__init__()
        self.head_dim = dim // num_heads
        self.dropout = dropout
        self.qkv = nn.Linear(dim, 3 * dim)
        self.out = nn.Linear(dim, dim)

    def forward(self, x: torch.Tensor, mask: torch.Tensor | None = None, is_causal: bool = False,
                cache: KVCache | None = None) -> torch.Tensor:
        """x: (batch, time, dim). mask: boolean (True = may attend) or additive,
        broadcastable to (batch, heads, time, keys). With ``cache`` (causal only) the
        new positions follow the cached ones and their keys/values are appended."""
        B, T, _ = x.shape
        qkv = self.qkv(x)
        heads = qkv.shape[-1] // (3 * self.head_dim)  # local heads (fewer under tensor parallelism)
        q, k, v = qkv.view(B, T, heads, 3, self.head_dim).permute(3, 0, 2, 1, 4).unbind(0)  # (B, heads, T, hd)
        if cache is not None:
            if not is_causal or mask is not None:
                raise ValueError("a KV cache is only supported for causal self-attention without an explicit mask")
            past = cache.length
            k, v = cache.append(k, v)
            if past:  # is_causal would align the mask top-left; the new rows follow `past` cached keys
                is_causal = False
                if T > 1:
                    mask = torch.ones(T, past + T, dtype=torch.bool, device=x.device).tril(past)
        ctx = attention(q, k, v, mask, is_causal, self.dropout if self.training else 0.0)
        return self.out(ctx.transpose(1, 2).reshape(B, T, heads * self.head_dim))


class CrossAttention(nn.Module):
    """Attention from queries ``x`` to a separate memory: ``q`` (dim -> dim),
    ``kv`` (dim -> 2 dim, head-major) and ``out``.

    A query row whose boolean mask admits no key gets a zero context (instead of
    NaN), so the output there is ``out``'s bias."""

    def __init__(self, dim: int, num_heads: int, dropout: float = 0.0):
        super().__init__()
        self.head_dim = dim // num_heads
        self.dropout = dropout
        self.q = nn.Linear(dim, dim)
        self.kv = nn.Linear(dim, 2 * dim)
        self.out = nn.Linear(dim, dim)

    def memory_kv(self, memory: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """Keys and values of ``memory`` (batch, keys, dim), each (batch, local_heads,
        keys, head_dim): computed once per source for incremental decoding."""
        B, S, _ = memory.shape
        return self.kv(memory).view(B, S, -1, 2, self.head_dim).permute(3, 0, 2, 1, 4).unbind(0)

    def forward(self, x: torch.Tensor, memory: torch.Tensor | None, mask: torch.Tensor | None = None,
                kv: tuple[torch.Tensor, torch.Tensor] | None = None, group: int = 1) -> torch.Tensor:
        """x: (batch, time, dim); memory: (batch, keys, dim); mask: boolean
        (True = may attend), broadcastable to (batch, heads, time, keys). ``kv``:
        precomputed ``memory_kv(memory)`` (then ``memory`` is not read). ``group``: each
        row of the memory (of ``kv``, of ``mask``) serves ``group`` consecutive rows of
        ``x`` (beam search: the hypotheses of one source), whose queries attend to it
        together, so its keys and values are stored and read once, not once per row;
        ``mask`` is then (batch / group, 1, 1, keys) or broadcastable to it."""
        B, T, _ = x.shape
        q = self.q(x)
        heads = q.shape[-1] // self.head_dim
        q = q.view(B // group, group * T, heads, self.head_dim).transpose(1, 2)  # a group's queries side by side
        k, v = self.memory_kv(memory) if kv is None else kv
        empty = None
        if mask is not None and mask.dtype == torch.bool:
            empty = ~mask.any(-1, keepdim=True)  # (..., time, 1)
            mask = mask | empty
        ctx = attention(q, k, v, mask, dropout_p=self.dropout if self.training else 0.0)
        if empty is not None:
            ctx = ctx.masked_fill(empty, 0.0)
        return self.out(ctx.transpose(1, 2).reshape(B, T, heads * self.head_dim))


class MLP(nn.Module):
    """``up`` (dim -> ffn_dim), activation, activation dropout, ``down`` (ffn_dim -> dim)."""

    def __init__(self, dim: int, ffn_dim: int, activation: str = "gelu", dropout: float = 0.0):
        super().__init__()
        self.activation = activation
        self.up = nn.Linear(dim, ffn_dim)
        self.down = nn.Linear(ffn_dim, dim)
        self.drop = Dropout(dropout)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(self.drop(ACTIVATIONS[self.activation](self.up(x))))


class Block(nn.Module):
    """Pre-LN Transformer block: x + drop(attn(ln_attn(x))), then + drop(mlp(ln_mlp(x)))."""

    def __init__(self, dim: int, ffn_dim: int, num_heads: int, dropout: float = 0.1, attention_dropout: float = 0.1,
                 activation_dropout: float = 0.0, activation: str = "gelu"):
        super().__init__()
        self.ln_attn = nn.LayerNorm(dim)
        self.attn = SelfAttention(dim, num_heads, attention_dropout)
        self.ln_mlp = nn.LayerNorm(dim)
        self.mlp = MLP(dim, ffn_dim, activation, activation_dropout)
        self.drop = Dropout(dropout)

    @classmethod
    def from_config(cls, cfg) -> "Block":
        """The block of a :class:`lm4gen.models.lm.ModelConfig` (its sizes, dropouts and activation)."""
        return cls(cfg.dim, cfg.ffn_dim, cfg.num_heads, cfg.dropout, cfg.attention_dropout, cfg.activation_dropout,
                   cfg.activation)

    def forward(self, x: torch.Tensor, mask: torch.Tensor | None = None, is_causal: bool = False,
                cache: KVCache | None = None) -> torch.Tensor:
        x = x + self.drop(self.attn(self.ln_attn(x), mask=mask, is_causal=is_causal, cache=cache))
        return x + self.drop(self.mlp(self.ln_mlp(x)))


def sinusoids(positions: torch.Tensor, dim: int) -> torch.Tensor:
    """Fixed sinusoidal position encodings (sin on the first half, cos on the second):
    positions (time,) -> (time, dim)."""
    half = dim // 2
    freq = torch.exp(torch.arange(half, device=positions.device, dtype=torch.float32)
                     * (-math.log(10000.0) / max(1, half - 1)))
    angles = positions.float()[:, None] * freq[None, :]
    enc = torch.cat([torch.sin(angles), torch.cos(angles)], dim=1)
    return F.pad(enc, (0, dim - 2 * half))


class Embeddings(nn.Module):
    """``tokens`` + positions (+ ``segments``), then dropout, sized by a :class:`lm4gen.models.lm.ModelConfig`.
    No sqrt(dim) scaling (see :mod:`lm4gen.models.lm`)."""

    def __init__(self, cfg):
        super().__init__()
        self.dim, self.max_positions = cfg.dim, cfg.max_positions
        self.tokens = nn.Embedding(cfg.vocab_size, cfg.dim)
        self.positions = nn.Embedding(cfg.max_positions, cfg.dim) if cfg.positions == "learned" else None
        self.segments = nn.Embedding(cfg.num_segments, cfg.dim) if cfg.num_segments else None
        self.drop = Dropout(cfg.dropout)

    def forward(self, tokens: torch.Tensor, segments: torch.Tensor | None = None, offset: int = 0,
                vectors: torch.Tensor | None = None) -> torch.Tensor:
        """tokens: (batch, time) -> (batch, time, dim); ``offset``: position of the first token.
        ``vectors`` (batch, time, dim): token vectors computed elsewhere (the fine-tuning
        model's LM representations), used instead of the ``tokens`` lookup."""
        T = tokens.shape[1]
        pos = torch.arange(offset, offset + T, device=tokens.device)
        x = self.tokens(tokens) if vectors is None else vectors
        if self.positions is not None:
            if offset + T > self.max_positions:
                raise ValueError(f"input of {offset + T} positions exceeds max_positions={self.max_positions}")
            x = x + self.positions(pos)
        else:
            x = x + sinusoids(pos, self.dim).to(x.dtype)
        if self.segments is not None:
            x = x + self.segments(segments if segments is not None else torch.zeros_like(tokens))
        elif segments is not None:
            raise ValueError("segments given, but the model has no segment embeddings (num_segments=0)")
        return self.drop(x)


def padding_mask(tokens: torch.Tensor, pad_id: int) -> torch.Tensor | None:
    """(batch, time) bool, True at real tokens; None when the batch has no padding
    (so attention can take the fast, mask-free path)."""
    keep = tokens != pad_id
    return None if bool(keep.all()) else keep


def key_mask(keep: torch.Tensor) -> torch.Tensor:
    """(batch, 1, time, time): attend to real keys; a pad query also to itself (never empty)."""
    T = keep.shape[1]
    eye = torch.eye(T, dtype=torch.bool, device=keep.device)
    return keep[:, None, None, :] | eye
