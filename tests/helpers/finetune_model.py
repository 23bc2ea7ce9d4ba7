"""Helpers of finetune_model tests shared by both tiers and other test modules."""
from __future__ import annotations


import pytest
import torch

from lm4gen.models.seq2seq import (Seq2Seq, build_seq2seq,
                            seq2seq_config)
from lm4gen.models.lm import build_model, init_weights, model_config

V = 50  # vocabulary of the tiny test models (0 pad, 1 unk, 2 <s>, 3 </s>; 7.. ordinary)
PAD, BOS, EOS = 0, 2, 3


@pytest.fixture(autouse=True, scope="module")
def one_thread():
    """Tiny models run fastest on one thread (and do not stall when the CPU is shared)."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


def tiny_lm(kind: str, seed: int = 3, **overrides) -> torch.nn.Module:
    cfg = model_config("tiny", kind=kind, vocab_size=V, dim=32, ffn_dim=64, num_layers=2, max_positions=64,
                       **overrides)
    lm = build_model(cfg)
    init_weights(lm, std=0.1, generator=torch.Generator().manual_seed(seed))
    return lm


def tiny_model(strategy: str = "baseline", shdemb: bool = False, src_kind: str = "cloze", seed: int = 1,
               **overrides) -> Seq2Seq:
    """A tiny seq2seq with a fresh tiny LM where the strategy needs one (eval mode)."""
    cfg = seq2seq_config("tiny", **{**dict(vocab_size=V, dim=32, ffn_dim=64, max_positions=64, strategy=strategy,
                                           shdemb=shdemb, init_std=0.1), **overrides})
    src_lm = tiny_lm(src_kind) if strategy.startswith("src-") else None
    tgt_lm = tiny_lm("causal") if strategy.startswith("tgt-") else None
    return build_seq2seq(cfg, src_lm, tgt_lm, seed=seed).eval()


def batch(seed: int = 0, B: int = 3, S: int = 9, T: int = 7) -> tuple[torch.Tensor, torch.Tensor]:
    """Right-padded sources ending in </s> and decoder inputs starting with <s>, of different lengths."""
    g = torch.Generator().manual_seed(seed)
    src = torch.randint(7, V, (B, S), generator=g)
    tgt = torch.randint(7, V, (B, T), generator=g)
    tgt[:, 0] = BOS
    for b in range(B):
        n = S - 3 * b if b else S
        src[b, n - 1], src[b, n:] = EOS, PAD
        if b:
            tgt[b, T - 2 * b:] = PAD
    return src, tgt
