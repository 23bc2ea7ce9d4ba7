"""pretrain/run.py end to end on 2 gloo ranks: loss falls, ZeRO stages agree, exact resume, signals, export."""

from __future__ import annotations

import math

import pytest
import torch


pytestmark = pytest.mark.slow


def test_eval_lm_equals_cross_entropy_of_the_logits_and_checks_its_inputs(tmp_path, lm_shards, bitext_shards):
    import dataclasses

    import torch.nn.functional as F

    from lm4gen.data_prep import manifest as mf
    from lm4gen.core.files import InputError
    from lm4gen.data_prep.stream import LoaderConfig, StreamLoader
    from lm4gen.pretrain.eval_lm import eval_lm
    from lm4gen.models.export import FORMAT
    from lm4gen.models.lm import build_model, init_weights, model_config

    man = mf.load(lm_shards["train"])
    card = man["tokenizer"]
    lm = build_model(model_config("tiny", kind="causal", vocab_size=card["vocab_size"],
                                  pad_id=card["special_ids"]["pad"]))
    init_weights(lm, generator=torch.Generator().manual_seed(3))
    path = str(tmp_path / "lm.pt")
    torch.save({"format": FORMAT, "step": 9, "config": dataclasses.asdict(lm.cfg), "tokenizer": card,
                "model": lm.state_dict()}, path)
    got = eval_lm(path, lm_shards["train"], block_size=32, batch_size=3, max_batches=4)
    lm.eval()
    loader = StreamLoader(man["_path"], LoaderConfig(split="valid", mode="lm", block_size=33, batch_size=3,
                                                     shuffle_buffer=0, num_workers=0, allow_shard_reuse=True), 0, 1)
    nll, n = 0.0, 0
    with torch.no_grad():
        for i, batch in zip(range(4), loader):
            tokens = batch["tokens"]
            targets = tokens[:, 1:].masked_fill(tokens[:, 1:] == lm.cfg.pad_id, -100)
            logits = lm.logits(tokens[:, :-1])  # the full logits, not the fused loss
            nll += F.cross_entropy(logits.flatten(0, 1), targets.flatten(), reduction="sum").item()
            n += int((targets != -100).sum())
    assert got["batches"] == 4 and got["tokens"] == n and got["step"] == 9
    assert got["loss"] == pytest.approx(nll / n, rel=1e-5)
    assert got["ppl"] == pytest.approx(math.exp(nll / n), rel=1e-5)
    with pytest.raises(InputError, match="no 'test' split"):
        eval_lm(path, lm_shards["train"], split="test")
    with pytest.raises(InputError, match="holds bitext shards"):
        eval_lm(path, bitext_shards["train"])
    torch.save({"format": FORMAT, "step": 9, "config": dataclasses.asdict(lm.cfg), "model": lm.state_dict(),
                "tokenizer": {**card, "sha256": "0" * 64}}, path)
    with pytest.raises(InputError, match="the LM's tokenizer .* is not the one"):
        eval_lm(path, lm_shards["train"])


def test_nsp_break_mode_needs_the_masked_lm_with_its_head():
    from lm4gen.pretrain.config import RunConfig

    cfg = RunConfig()
    cfg.data.break_mode = "nsp"
    with pytest.raises(ValueError, match="model.nsp=true"):
        cfg.validate()
