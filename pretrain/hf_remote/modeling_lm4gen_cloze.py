"""An lm4gen cloze LM in transformers (``AutoModel.from_pretrained(dir, trust_remote_code=True)``).

The model of lm4gen's ``models/lm.py`` (``ClozeLM``), written again with torch alone so that
the directory needs no lm4gen: a forward tower (causal) and a backward tower (anti-causal, run as
a causal tower over the time-reversed sequence) of pre-LN blocks over one shared embedding, a
LayerNorm on each, and a combination block that predicts token i from f[<i] and b[>i]: its query
is f[i-1] + b[i+1] (zeros past the edges and at padding), its keys and values are all 2T tower
states, attention admits f[j], j < i and b[k], k > i (``relaxed``: j <= i, k >= i), then a pre-LN
feed-forward sublayer with residual and a LayerNorm. The output projection is tied to the token
embedding. Parameter names are lm4gen's, so the weights load unchanged.

Padding: ``attention_mask`` (1 = real token), else every ``pad_token_id`` is padding; padding is
assumed on the right (as in lm4gen). A real position's output does not depend on the padding.
"""

import math
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn
from transformers import PreTrainedModel
from transformers.utils import ModelOutput

from .configuration_lm4gen_cloze import Lm4genClozeConfig

_ACT = {"gelu": F.gelu, "relu": F.relu, "gelu_tanh": lambda x: F.gelu(x, approximate="tanh")}


def sinusoids(positions, dim):
    half = dim // 2
    freq = torch.exp(torch.arange(half, device=positions.device, dtype=torch.float32)
                     * (-math.log(10000.0) / max(1, half - 1)))
    angles = positions.float()[:, None] * freq[None, :]
    return F.pad(torch.cat([torch.sin(angles), torch.cos(angles)], dim=1), (0, dim - 2 * half))


class Embeddings(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.dim = c.dim
        self.tokens = nn.Embedding(c.vocab_size, c.dim)
        self.positions = nn.Embedding(c.max_positions, c.dim) if c.positions == "learned" else None
        self.drop = nn.Dropout(c.dropout)

    def forward(self, tokens):
        pos = torch.arange(tokens.shape[1], device=tokens.device)
        x = self.tokens(tokens)
        x = x + (self.positions(pos) if self.positions is not None else sinusoids(pos, self.dim).to(x.dtype))
        return self.drop(x)


class SelfAttention(nn.Module):
    """``qkv`` gives (heads, {q,k,v}, head_dim) per position (head-major, as lm4gen)."""

    def __init__(self, c):
        super().__init__()
        self.head_dim, self.p = c.dim // c.num_heads, c.attention_dropout
        self.qkv = nn.Linear(c.dim, 3 * c.dim)
        self.out = nn.Linear(c.dim, c.dim)

    def forward(self, x, mask=None, is_causal=False):
        B, T, D = x.shape
        q, k, v = self.qkv(x).view(B, T, -1, 3, self.head_dim).permute(3, 0, 2, 1, 4).unbind(0)
        ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, is_causal=is_causal,
                                             dropout_p=self.p if self.training else 0.0)
        return self.out(ctx.transpose(1, 2).reshape(B, T, D))


class CrossAttention(nn.Module):
    """``q`` and ``kv`` ((heads, {k,v}, head_dim), head-major); a query admitting no key gets a zero context."""

    def __init__(self, c):
        super().__init__()
        self.head_dim, self.p = c.dim // c.num_heads, c.attention_dropout
        self.q = nn.Linear(c.dim, c.dim)
        self.kv = nn.Linear(c.dim, 2 * c.dim)
        self.out = nn.Linear(c.dim, c.dim)

    def forward(self, x, memory, mask):
        B, T, D = x.shape
        q = self.q(x).view(B, T, -1, self.head_dim).transpose(1, 2)
        k, v = self.kv(memory).view(B, memory.shape[1], -1, 2, self.head_dim).permute(3, 0, 2, 1, 4).unbind(0)
        empty = ~mask.any(-1, keepdim=True)
        ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=mask | empty,
                                             dropout_p=self.p if self.training else 0.0)
        return self.out(ctx.masked_fill(empty, 0.0).transpose(1, 2).reshape(B, T, D))


class MLP(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.act = _ACT[c.activation]
        self.up = nn.Linear(c.dim, c.ffn_dim)
        self.down = nn.Linear(c.ffn_dim, c.dim)
        self.drop = nn.Dropout(c.activation_dropout)

    def forward(self, x):
        return self.down(self.drop(self.act(self.up(x))))


class Block(nn.Module):
    """Pre-LN: x + drop(attn(ln_attn(x))), then + drop(mlp(ln_mlp(x)))."""

    def __init__(self, c):
        super().__init__()
        self.ln_attn = nn.LayerNorm(c.dim, eps=c.layer_norm_eps)
        self.attn = SelfAttention(c)
        self.ln_mlp = nn.LayerNorm(c.dim, eps=c.layer_norm_eps)
        self.mlp = MLP(c)
        self.drop = nn.Dropout(c.dropout)

    def forward(self, x, mask=None, is_causal=False):
        x = x + self.drop(self.attn(self.ln_attn(x), mask, is_causal))
        return x + self.drop(self.mlp(self.ln_mlp(x)))


class ClozeBlock(nn.Module):
    """Attention (no residual unless ``combine_residual``), pre-LN FFN with residual, ``ln_out``."""

    def __init__(self, c):
        super().__init__()
        self.attn = CrossAttention(c)
        self.ln_mlp = nn.LayerNorm(c.dim, eps=c.layer_norm_eps)
        self.mlp = MLP(c)
        self.ln_out = nn.LayerNorm(c.dim, eps=c.layer_norm_eps)
        self.drop = nn.Dropout(c.dropout)
        self.residual = c.combine_residual

    def forward(self, query, memory, mask):
        h = self.drop(self.attn(query, memory, mask))
        if self.residual:
            h = query + h
        h = h + self.drop(self.mlp(self.ln_mlp(h)))
        return self.ln_out(h)


@dataclass
class Lm4genClozeOutput(ModelOutput):
    """``logits`` (batch, time, vocab); ``forward_states`` and ``backward_states``: the embedding output, then
    each block's output (the last after the tower's LayerNorm), each (batch, time, dim), the backward ones in
    the input's order; ``combination_state`` (batch, time, dim): what the output projection reads."""

    logits: torch.FloatTensor = None
    forward_states: tuple = None
    backward_states: tuple = None
    combination_state: torch.FloatTensor = None


class Lm4genClozePreTrainedModel(PreTrainedModel):
    config_class = Lm4genClozeConfig
    base_model_prefix = "lm4gen_cloze"

    def _init_weights(self, module):
        """lm4gen's initialisation (normal(0, 0.02) matrices, zero biases, unit LayerNorms); the exported weights
        replace it."""
        if isinstance(module, (nn.Linear, nn.Embedding)):
            module.weight.data.normal_(0.0, 0.02)
            if getattr(module, "bias", None) is not None:
                module.bias.data.zero_()
        elif isinstance(module, nn.LayerNorm):
            module.weight.data.fill_(1.0)
            module.bias.data.zero_()


class Lm4genClozeModel(Lm4genClozePreTrainedModel):
    def __init__(self, config):
        super().__init__(config)
        self.embed = Embeddings(config)
        self.fwd = nn.ModuleList(Block(config) for _ in range(config.num_layers))
        self.bwd = nn.ModuleList(Block(config) for _ in range(config.num_layers))
        self.ln_fwd = nn.LayerNorm(config.dim, eps=config.layer_norm_eps)
        self.ln_bwd = nn.LayerNorm(config.dim, eps=config.layer_norm_eps)
        self.combine = ClozeBlock(config)
        self.post_init()

    def get_input_embeddings(self):
        return self.embed.tokens

    def combine_mask(self, T, keep, device):
        i = torch.arange(T, device=device)[:, None]
        j = torch.arange(T, device=device)[None, :]
        left, right = (j <= i, j >= i) if self.config.relaxed else (j < i, j > i)
        mask = torch.cat([left, right], dim=1)
        if keep is not None:
            mask = mask & torch.cat([keep, keep], dim=1)[:, None, None, :]
        return mask

    def forward(self, input_ids, attention_mask=None, return_dict=True, **kwargs):
        B, T = input_ids.shape
        keep = attention_mask.bool() if attention_mask is not None else input_ids != self.config.pad_token_id
        keep = None if bool(keep.all()) else keep
        e = self.embed(input_ids)
        f, fs = e, [e]
        for block in self.fwd:
            f = block(f, is_causal=True)  # right padding: a real token never sees a pad
            fs.append(f)
        rmask = None
        if keep is not None:  # reversed: pads come first; attend to real keys (a pad query also to itself)
            rkeep = keep.flip(1)
            eye = torch.eye(T, dtype=torch.bool, device=input_ids.device)
            causal = torch.ones(T, T, dtype=torch.bool, device=input_ids.device).tril()
            rmask = (rkeep[:, None, None, :] | eye) & causal
        b, bs = e.flip(1), [e]
        for block in self.bwd:
            b = block(b, mask=rmask, is_causal=rmask is None)
            bs.append(b.flip(1))
        f, b = self.ln_fwd(f), self.ln_bwd(b.flip(1))
        fs[-1], bs[-1] = f, b
        zeros = f.new_zeros(B, 1, f.shape[2])
        bq = b if keep is None else b.masked_fill(~keep[:, :, None], 0.0)
        query = torch.cat([zeros, f[:, :-1]], dim=1) + torch.cat([bq[:, 1:], zeros], dim=1)  # f[i-1] + b[i+1]
        c = self.combine(query, torch.cat([f, b], dim=1), self.combine_mask(T, keep, input_ids.device))
        logits = F.linear(c, self.embed.tokens.weight)  # tied to the token embedding
        out = Lm4genClozeOutput(logits=logits, forward_states=tuple(fs), backward_states=tuple(bs),
                                combination_state=c)
        return out if return_dict else out.to_tuple()
