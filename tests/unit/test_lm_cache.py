"""The frozen-LM state cache (finetune/lm_cache.py, ``model.cache_lm_states``), CPU, tiny sizes.

The tests that need no launched process; the rest, and the whole story, in tests/integration/test_lm_cache.py."""

from __future__ import annotations

import json
import os
import shutil

import numpy as np
import pytest
import torch


from helpers.lm_cache import build_model
from helpers.lm_cache import setup  # noqa: F401, F811 - pytest fixtures

# float32 storage: the states differ from the live batch's only by float32 rounding of other batch shapes
# (measured: states 2.4e-6 absolute, losses equal, gradients 1.7e-6 relative); float16: rounding the states to
# 11 bits, layer-normalised right after (measured: states 1.4e-3 absolute, losses 3.8e-7 relative, gradients
# 8.6e-3 relative, the worst parameter tensor of 4 batches). Losses relative; gradients: relative L2 norm per
# parameter tensor; states: max absolute difference at real positions.
TOLERANCE = {"float32": dict(loss=1e-6, grad=2e-5, state=2e-5), "float16": dict(loss=1e-5, grad=2e-2, state=5e-3)}


def caches_for(setup, model, lm_path: str, where, dtype: str = "float32", manifest=None):
    from lm4gen.finetune.lm_cache import prepare

    m = manifest or setup["manifest"]
    side = "src" if model.encoder.lm_input is not None else "tgt"
    return prepare(model, {side: lm_path}, [(m, "train"), (m, "valid")], str(where), dtype,
                   setup["card"]["special_ids"], -1, "cpu", log=lambda line: None)


def batches(setup, split: str = "train", n: int = 4) -> list[dict]:
    from lm4gen.data_prep.stream import LoaderConfig, StreamLoader

    cfg = LoaderConfig(split=split, mode="seq2seq", max_tokens=400, pool_size=64, shuffle_buffer=50, seed=2,
                       equal_batches=False, allow_shard_reuse=True)
    out = []
    for batch in StreamLoader(setup["train"], cfg):
        out.append(batch)
        if len(out) == n:
            break
    return out


@pytest.mark.parametrize("dtype", ["float32", "float16"])
@pytest.mark.parametrize("strategy,lm", [("src-elmo", "cloze"), ("tgt-elmo", "causal")])
def test_cached_losses_and_gradients_equal_the_live_lm(setup, tmp_path, strategy, lm, dtype):
    from lm4gen.finetune.lm_cache import CachedStates
    from lm4gen.finetune.train import seq2seq_loss

    tol = TOLERANCE[dtype]
    model = build_model(setup, strategy, setup[lm])
    caches = caches_for(setup, model, setup[lm], tmp_path / "cache", dtype)
    side, = caches
    pad = setup["card"]["special_ids"]["pad"]
    model.train()  # dropout and ELMo weight dropout on: drawn alike in both passes (the frozen LM draws nothing)
    worst = {"loss": 0.0, "grad": 0.0, "state": 0.0}
    for batch in CachedStates(batches(setup), caches, pad):
        states = batch[f"{side}_states"]
        # the live LM's states in the padded training batch, at the real positions
        lm_input = (model.encoder if side == "src" else model.decoder).lm_input
        tokens = batch["src"] if side == "src" else model._lm_tokens(batch["tgt_in"])
        with torch.no_grad():
            live = torch.stack(lm_input.lm.layer_states(tokens), dim=2)
        real = (batch["src"] if side == "src" else batch["tgt_in"]) != pad
        assert torch.all(states[~real] == 0)
        worst["state"] = max(worst["state"], float((live[real] - states[real].float()).abs().max()))
        results = []
        for use_cache in (False, True):
            b = batch if use_cache else {k: v for k, v in batch.items() if not k.endswith("_states")}
            torch.manual_seed(11)
            loss, _ = seq2seq_loss(model, b, 0.1, pad)
            model.zero_grad(set_to_none=True)
            loss.backward()
            grads = {n: p.grad.clone() for n, p in model.named_parameters() if p.grad is not None}
            results.append((loss.item(), grads))
        (live_loss, live_grads), (cached_loss, cached_grads) = results
        assert live_grads.keys() == cached_grads.keys() and "encoder.lm_input.lm.embed.tokens.weight" not in live_grads
        worst["loss"] = max(worst["loss"], abs(cached_loss - live_loss) / abs(live_loss))
        for name, g in live_grads.items():
            rel = float((cached_grads[name] - g).norm() / g.norm().clamp(min=1e-12))
            worst["grad"] = max(worst["grad"], rel)
    print(f"{strategy} {dtype}: worst relative loss difference {worst['loss']:.2e}, relative gradient "
          f"difference {worst['grad']:.2e}, absolute state difference {worst['state']:.2e}")
    assert worst["state"] < tol["state"] and worst["loss"] < tol["loss"] and worst["grad"] < tol["grad"], worst


def test_cache_is_deterministic_keyed_and_refused_for_another_lm_shards_or_dtype(setup, tmp_path):
    from lm4gen.finetune.lm_cache import StateCache

    model = build_model(setup, "src-elmo", setup["cloze"])
    cache = caches_for(setup, model, setup["cloze"], tmp_path / "a")["src"]
    again = caches_for(setup, model, setup["cloze"], tmp_path / "b")["src"]
    assert cache.meta["states_sha256"] == again.meta["states_sha256"]  # deterministic
    units = {u for u in cache.where}
    assert cache.meta["sentences"] == len(units) and cache.meta["bytes"] == os.path.getsize(
        os.path.join(cache.path, "states.bin"))
    reused = caches_for(setup, model, setup["cloze"], tmp_path / "a")["src"]  # the same key: read, not rebuilt
    assert reused.meta == cache.meta
    assert isinstance(reused, StateCache)

    other = build_model(setup, "src-elmo", setup["other"])
    with pytest.raises(ValueError, match=r"model.lm_cache_dir: .* another LM export .*delete it"):
        caches_for(setup, other, setup["other"], tmp_path / "a")
    with pytest.raises(ValueError, match="another dtype"):
        caches_for(setup, model, setup["cloze"], tmp_path / "a", dtype="float16")
    # other shards: the same shards under a manifest that differs (its sha256 keys the cache)
    from lm4gen.data_prep import manifest as mf

    copy = tmp_path / "shards"
    shutil.copytree(setup["train"], copy)
    with open(copy / "manifest.json") as f:
        data = json.load(f)
    data["shards"] = data["shards"][1:]
    with open(copy / "manifest.json", "w") as f:
        json.dump(data, f)
    with pytest.raises(ValueError, match="other shards"):
        caches_for(setup, model, setup["cloze"], tmp_path / "a", manifest=mf.load(str(copy)))


def test_a_killed_build_leaves_no_cache(setup, tmp_path, monkeypatch):

    model = build_model(setup, "tgt-elmo", setup["causal"])
    lm = model.decoder.lm_input.lm
    calls = []
    real = lm.layer_states

    def dying(tokens, *a, **k):
        calls.append(1)
        if len(calls) == 2:
            raise KeyboardInterrupt  # as if killed in the middle of the build
        return real(tokens, *a, **k)

    monkeypatch.setattr(lm, "layer_states", dying)
    with pytest.raises(KeyboardInterrupt):
        caches_for(setup, model, setup["causal"], tmp_path / "c")
    assert sorted(os.listdir(tmp_path / "c")) == [".tgt.lock"]  # no cache, no half-written directory
    monkeypatch.setattr(lm, "layer_states", real)
    cache = caches_for(setup, model, setup["causal"], tmp_path / "c")["tgt"]
    assert cache.meta["sentences"] > 0


def test_option_refused_for_a_strategy_that_trains_or_has_no_lm(setup):
    from lm4gen.finetune.config import load_config

    base = [f"data.train={setup['train']}", f"data.tokenizer={setup['tokenizer']}", "model.cache_lm_states=true"]
    with pytest.raises(ValueError, match=r"model.cache_lm_states': src-ft trains its LM; only frozen \(elmo\) LMs"):
        load_config(None, [*base, "model.strategy=src-ft", f"model.src_lm={setup['cloze']}"])
    with pytest.raises(ValueError, match="baseline has no LM"):
        load_config(None, base)
    with pytest.raises(ValueError, match="model.lm_cache_dtype"):
        load_config(None, [*base, "model.strategy=src-elmo", f"model.src_lm={setup['cloze']}",
                           "model.lm_cache_dtype=bfloat16"])
    cfg = load_config(None, [*base, "model.strategy=src-elmo+shdemb", f"model.src_lm={setup['cloze']}"])
    assert cfg.model.cache_lm_states and cfg.model.shdemb


def test_states_for_a_sentence_outside_the_cache_are_an_error(setup, tmp_path):
    model = build_model(setup, "src-elmo", setup["cloze"])
    cache = caches_for(setup, model, setup["cloze"], tmp_path / "d")["src"]
    with pytest.raises(ValueError, match="not in the LM state cache"):
        cache.lookup([np.array([7, 7, 7, 7, 7, 7, 7, 7, 7], np.int64)], 10)


def test_a_build_that_finishes_second_keeps_the_first_cache(setup, tmp_path):
    """Where file locks do not reach every node, two builds may race: the one renaming second keeps the first's."""
    from lm4gen.finetune.lm_cache import Source, StateCache, build, sentences

    model = build_model(setup, "tgt-elmo", setup["causal"])
    lm = model.decoder.lm_input.lm
    source = Source(side="tgt", lm_sha256="x", lm_kind="causal", relaxed=False, special=3, shards=(), dtype="float16")
    units = sentences("tgt", [(setup["manifest"], "valid")])
    path = str(tmp_path / "tgt")
    build(lm, source, units, path, 0)
    first = StateCache(path).meta
    build(lm, source, units, path, 0, log=lambda line: None)  # the rename fails: the finished cache stays
    assert StateCache(path).meta == first and sorted(os.listdir(tmp_path)) == ["tgt"]


def test_a_source_side_with_its_own_tokenizer_is_cached_as_the_live_lm(setup, tmp_path):
    """Shards with a source tokenizer of their own (a pair's, or the news LM's BPE on Multi30k): the source LM's
    cached states equal its live states in the training batch, and the losses are equal."""
    from lm4gen.data_prep import bitext, bpe
    from lm4gen.data_prep import manifest as mf
    from lm4gen.data_prep.bpe import tokenizer_info
    from lm4gen.finetune.lm_cache import CachedStates
    from lm4gen.finetune.train import seq2seq_loss
    from lm4gen.models.seq2seq import build_seq2seq, seq2seq_config
    from lm4gen.models.towers import load_lm
    from helpers.lm_cache import lm_export

    c = setup["corpus"]
    bpe.train([os.path.join(c, "mono.en")], str(tmp_path / "src"), vocab_size=300, num_threads=1)
    pair = lambda split: (os.path.join(c, f"{split}.en"), os.path.join(c, f"{split}.de"))  # noqa: E731 - helper
    bitext.run(bitext.BitextOptions(train=pair("train"), valid=pair("valid"), output=str(tmp_path / "shards"),
                                    src_tokenizer=str(tmp_path / "src.model"), tgt_tokenizer=setup["tokenizer"],
                                    samples_per_shard=150))
    src_card, ids = tokenizer_info(str(tmp_path / "src.model")), setup["card"]["special_ids"]
    lm = lm_export(tmp_path / "src-lm.pt", src_card, "cloze")
    cfg = seq2seq_config("tiny", vocab_size=setup["card"]["vocab_size"], pad_id=ids["pad"], bos_id=ids["bos"],
                         eos_id=ids["eos"], src_vocab_size=src_card["vocab_size"],
                         src_pad_id=src_card["special_ids"]["pad"], src_eos_id=src_card["special_ids"]["eos"],
                         strategy="src-elmo", dim=32, ffn_dim=64, elmo_weight_dropout=0.2)
    model = build_seq2seq(cfg, src_lm=load_lm(lm)[0], seed=3)
    m = mf.load(str(tmp_path / "shards"))
    assert not m.get("joint_tokenizer")
    caches = caches_for(setup, model, lm, tmp_path / "cache", manifest=m)
    data = dict(setup, train=str(tmp_path / "shards"))
    for batch in CachedStates(batches(data, n=2), caches, ids["pad"]):
        real = batch["src"] != cfg.source_pad_id
        with torch.no_grad():
            live = torch.stack(model.encoder.lm_input.lm.layer_states(batch["src"]), dim=2)
        assert float((live[real] - batch["src_states"][real]).abs().max()) < TOLERANCE["float32"]["state"]
        losses = []
        for b in (batch, {k: v for k, v in batch.items() if k != "src_states"}):
            torch.manual_seed(11)
            losses.append(seq2seq_loss(model, b, 0.1, ids["pad"])[0].item())
        assert losses[0] == pytest.approx(losses[1], rel=TOLERANCE["float32"]["loss"])
