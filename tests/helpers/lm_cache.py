"""Helpers of lm_cache tests shared by both tiers and other test modules."""
from __future__ import annotations


import pytest
import torch

from helpers.common import save_lm_export


def lm_export(path, card: dict, kind: str, seed: int = 0, **fields) -> str:
    """An LM export (lm4gen.models.export's format) of a tiny random LM with the tokenizer ``card``."""
    from lm4gen.models.lm import build_model, init_weights, model_config

    extra = {"combine_residual": True} if kind == "cloze" else {}
    cfg = model_config("tiny", kind=kind, vocab_size=card["vocab_size"], dim=32, ffn_dim=64, num_layers=2,
                       max_positions=256, pad_id=card["special_ids"]["pad"], **extra, **fields)
    model = build_model(cfg)
    init_weights(model, std=0.1, generator=torch.Generator().manual_seed(seed))
    return save_lm_export(path, cfg, model, card, step=1)


@pytest.fixture(scope="module")
def setup(bitext_shards, tmp_path_factory) -> dict:
    from lm4gen.data_prep import manifest as mf
    from lm4gen.data_prep.bpe import tokenizer_info

    d = tmp_path_factory.mktemp("lm_cache")
    card = tokenizer_info(bitext_shards["tokenizer"])
    return {"manifest": mf.load(bitext_shards["train"]), "card": card, "dir": d, **bitext_shards,
            "cloze": lm_export(d / "cloze.pt", card, "cloze"), "causal": lm_export(d / "causal.pt", card, "causal"),
            "other": lm_export(d / "other.pt", card, "cloze", seed=5)}


def build_model(setup, strategy: str, lm_path: str):
    from lm4gen.models.towers import load_lm
    from lm4gen.models.seq2seq import build_seq2seq, seq2seq_config

    ids = setup["card"]["special_ids"]
    cfg = seq2seq_config("tiny", vocab_size=setup["card"]["vocab_size"], pad_id=ids["pad"], bos_id=ids["bos"],
                         eos_id=ids["eos"], strategy=strategy, dim=32, ffn_dim=64, elmo_weight_dropout=0.2)
    lm = load_lm(lm_path)[0]
    side = strategy.partition("-")[0]
    return build_seq2seq(cfg, src_lm=lm if side == "src" else None, tgt_lm=lm if side == "tgt" else None, seed=3)
