"""Helpers of hf_import tests shared by both tiers and other test modules."""
from __future__ import annotations


import pytest
import torch


transformers = pytest.importorskip("transformers")  # the `hf` extra (setup.sh installs it)


def gpt2_dir(path, vocab: int, seed: int = 0, **config) -> str:
    """A tiny random GPT2LMHeadModel saved with save_pretrained (LayerNorms and biases moved off 1/0)."""
    from transformers import GPT2Config, GPT2LMHeadModel

    torch.manual_seed(seed)
    fields = dict(vocab_size=vocab, n_positions=64, n_embd=32, n_layer=2, n_head=4, n_inner=64,
                  activation_function="gelu_new", pad_token_id=0, bos_token_id=3, eos_token_id=3)
    model = GPT2LMHeadModel(GPT2Config(**{**fields, **config})).eval()
    with torch.no_grad():
        for name, p in model.named_parameters():
            if p.dim() == 1:
                p.add_(torch.randn(p.shape) * 0.1)
            else:
                p.mul_(10.0)  # std 0.2: logits that tell tokens apart
    model.save_pretrained(str(path))
    return str(path)
