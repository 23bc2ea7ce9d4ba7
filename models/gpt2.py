"""GPT-2 (transformers' ``GPT2LMHeadModel``) and lm4gen's causal LM are the same network; this module maps one
onto the other, weights and config, with no transformers import (the commands around it do the I/O:
``lm4gen hf-export`` writes GPT-2 directories, ``lm4gen hf-import`` reads them).

The shared architecture: pre-LN blocks, learned absolute positions added to unscaled token embeddings, a final
LayerNorm, the output tied to the token embedding, LayerNorm eps 1e-5, attention scaled by 1/sqrt(head_dim).
Differences of layout only: our fused ``attn.qkv`` is head-major ((heads, {q,k,v}, head_dim) rows), GPT-2's
``c_attn`` is ({q,k,v}, heads, head_dim); GPT-2's ``Conv1D`` stores (in, out), ``nn.Linear`` (out, in).

What a GPT-2 configuration may say and lm4gen cannot compute exactly is refused by :func:`config_from_gpt2`
with the reason (one line each): another LayerNorm eps, unscaled attention or attention scaled by the inverse
layer index, cross-attention, an activation without an exact counterpart, an untied output layer.
"""

from __future__ import annotations

import torch

# ours -> transformers' ACT2FN name. "gelu_tanh" is GPT-2's own activation (transformers "gelu_new"; torch's
# gelu(approximate="tanh"), the same formula); "gelu" is the exact erf GELU in both.
TO_HF_ACTIVATION = {"gelu": "gelu", "relu": "relu", "gelu_tanh": "gelu_new"}
# transformers' names -> ours: each computes the same function (to float rounding: gelu_new writes the tanh
# formula out in Python, gelu_pytorch_tanh calls torch's)
FROM_HF_ACTIVATION = {"gelu": "gelu", "relu": "relu", "gelu_new": "gelu_tanh", "gelu_pytorch_tanh": "gelu_tanh"}
LAYER_NORM_EPS = 1e-5  # torch's nn.LayerNorm default, which lm4gen's blocks use


def _qkv_to_gpt2(w: torch.Tensor, heads: int) -> torch.Tensor:
    """Our fused projection's rows (heads, {q,k,v}, head_dim) -> GPT-2's ({q,k,v}, heads, head_dim)."""
    rest = w.shape[1:]
    return w.reshape(heads, 3, -1, *rest).transpose(0, 1).reshape(-1, *rest)


def _qkv_from_gpt2(w: torch.Tensor, heads: int) -> torch.Tensor:
    rest = w.shape[1:]
    return w.reshape(3, heads, -1, *rest).transpose(0, 1).reshape(-1, *rest)


_NORMS = (("ln_attn", "ln_1"), ("ln_mlp", "ln_2"))
_LINEARS = (("attn.out", "attn.c_proj"), ("mlp.up", "mlp.c_fc"), ("mlp.down", "mlp.c_proj"))


def causal_to_gpt2(state: dict, cfg, positions: torch.Tensor | None = None) -> dict[str, torch.Tensor]:
    """GPT2LMHeadModel's state dict (``lm_head`` left out: tied) from a CausalLM's, by key. ``positions``: the
    table of a model with sinusoidal positions (GPT-2 has learned ones only)."""
    out = {"transformer.wte.weight": state["embed.tokens.weight"],
           "transformer.ln_f.weight": state["ln_out.weight"], "transformer.ln_f.bias": state["ln_out.bias"],
           "transformer.wpe.weight": state["embed.positions.weight"] if positions is None else positions}
    for i in range(cfg.num_layers):
        ours, theirs = f"blocks.{i}.", f"transformer.h.{i}."
        for a, b in _NORMS:
            out[theirs + b + ".weight"] = state[ours + a + ".weight"]
            out[theirs + b + ".bias"] = state[ours + a + ".bias"]
        out[theirs + "attn.c_attn.weight"] = _qkv_to_gpt2(state[ours + "attn.qkv.weight"], cfg.num_heads).t()
        out[theirs + "attn.c_attn.bias"] = _qkv_to_gpt2(state[ours + "attn.qkv.bias"], cfg.num_heads)
        for a, b in _LINEARS:
            out[theirs + b + ".weight"] = state[ours + a + ".weight"].t()  # Conv1D: (in, out)
            out[theirs + b + ".bias"] = state[ours + a + ".bias"]
    return {k: v.detach().float().contiguous() for k, v in out.items()}


def gpt2_to_causal(tensors: dict, num_layers: int, num_heads: int) -> dict[str, torch.Tensor]:
    """The inverse of :func:`causal_to_gpt2` (learned positions: GPT-2's table). A missing key raises KeyError; an
    ``lm_head.weight`` other than the token embedding (an untied output layer) ValueError."""
    t = tensors
    if "lm_head.weight" in t and not torch.equal(t["lm_head.weight"], t["transformer.wte.weight"]):
        raise ValueError("lm_head.weight differs from transformer.wte.weight (an untied output layer; lm4gen's "
                         "output layer is the token embedding)")
    out = {"embed.tokens.weight": t["transformer.wte.weight"], "embed.positions.weight": t["transformer.wpe.weight"],
           "ln_out.weight": t["transformer.ln_f.weight"], "ln_out.bias": t["transformer.ln_f.bias"]}
    for i in range(num_layers):
        ours, theirs = f"blocks.{i}.", f"transformer.h.{i}."
        for a, b in _NORMS:
            out[ours + a + ".weight"] = t[theirs + b + ".weight"]
            out[ours + a + ".bias"] = t[theirs + b + ".bias"]
        out[ours + "attn.qkv.weight"] = _qkv_from_gpt2(t[theirs + "attn.c_attn.weight"].t(), num_heads)
        out[ours + "attn.qkv.bias"] = _qkv_from_gpt2(t[theirs + "attn.c_attn.bias"], num_heads)
        for a, b in _LINEARS:
            out[ours + a + ".weight"] = t[theirs + b + ".weight"].t()
            out[ours + a + ".bias"] = t[theirs + b + ".bias"]
    return {k: v.detach().float().contiguous() for k, v in out.items()}


def config_to_gpt2(cfg, ids: dict) -> dict:
    """GPT2Config fields of the CausalLM config ``cfg`` (``ids``: the tokenizer's special ids). ValueError for an
    activation transformers' GPT-2 cannot compute exactly."""
    if cfg.activation not in TO_HF_ACTIVATION:
        raise ValueError(f"activation {cfg.activation!r} has no exact counterpart in transformers' GPT-2 "
                         f"(exported: {', '.join(TO_HF_ACTIVATION)})")
    return dict(vocab_size=cfg.vocab_size, n_positions=cfg.max_positions, n_embd=cfg.dim, n_layer=cfg.num_layers,
                n_head=cfg.num_heads, n_inner=cfg.ffn_dim, activation_function=TO_HF_ACTIVATION[cfg.activation],
                resid_pdrop=cfg.dropout, embd_pdrop=cfg.dropout, attn_pdrop=cfg.attention_dropout,
                layer_norm_epsilon=LAYER_NORM_EPS, scale_attn_weights=True, tie_word_embeddings=True,
                bos_token_id=ids["eos"], eos_token_id=ids["eos"], pad_token_id=None if cfg.pad_id < 0 else ids["pad"])


def config_from_gpt2(hf: dict, pad_id: int) -> dict:
    """lm4gen ModelConfig fields (a causal LM, learned positions) of a GPT2Config's ``to_dict()``; ValueError
    naming the field for what lm4gen cannot compute exactly. ``pad_id``: the id lm4gen pads with (never a
    target)."""
    def refuse(field: str, why: str):
        raise ValueError(f"config.json {field}={hf.get(field)!r}: {why}")

    if hf.get("activation_function") not in FROM_HF_ACTIVATION:
        refuse("activation_function", f"no exact lm4gen counterpart (supported: {', '.join(FROM_HF_ACTIVATION)})")
    if abs(float(hf.get("layer_norm_epsilon", LAYER_NORM_EPS)) - LAYER_NORM_EPS) > 1e-12:
        refuse("layer_norm_epsilon", f"lm4gen's LayerNorms use {LAYER_NORM_EPS:g}")
    if not hf.get("scale_attn_weights", True):
        refuse("scale_attn_weights", "lm4gen's attention is scaled by 1/sqrt(head_dim)")
    if hf.get("scale_attn_by_inverse_layer_idx", False):
        refuse("scale_attn_by_inverse_layer_idx", "lm4gen does not scale attention by the layer index")
    if hf.get("add_cross_attention", False):
        refuse("add_cross_attention", "a decoder with cross-attention is not a language model lm4gen pretrains")
    if not hf.get("tie_word_embeddings", True):
        refuse("tie_word_embeddings", "lm4gen's output layer is the token embedding (tied)")
    if hf.get("embd_pdrop") != hf.get("resid_pdrop"):
        refuse("embd_pdrop", f"lm4gen has one dropout for embeddings and residual branches (resid_pdrop is "
                             f"{hf.get('resid_pdrop')!r})")
    dim = int(hf["n_embd"])
    return dict(kind="causal", vocab_size=int(hf["vocab_size"]), dim=dim, ffn_dim=int(hf.get("n_inner") or 4 * dim),
                num_heads=int(hf["n_head"]), num_layers=int(hf["n_layer"]), max_positions=int(hf["n_positions"]),
                positions="learned", dropout=float(hf["resid_pdrop"]), attention_dropout=float(hf["attn_pdrop"]),
                activation_dropout=0.0, activation=FROM_HF_ACTIVATION[hf["activation_function"]], pad_id=pad_id)
