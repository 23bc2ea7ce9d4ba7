"""lm4gen.models.seq2seq and lm4gen.models.towers: incremental decoding equals recomputation for every
strategy, embedding ties, frozen vs fine-tuned LMs, ELMo layer weights, the relaxed
cloze mask on the source, clear errors, and loading exported / checkpointed LMs."""

from __future__ import annotations

import copy
import dataclasses
import json
import os

import pytest
import torch

from lm4gen.core.files import InputError
from lm4gen.models.towers import check_vocab, load_lm
from lm4gen.models.lm_inputs import ElmoInput, FineTuneInput
from lm4gen.models.seq2seq import SIZES, STRATEGIES, Seq2Seq, Seq2SeqConfig, build_seq2seq, seq2seq_config
from lm4gen.models.export import FORMAT
from lm4gen.core.losses import IGNORE, CrossEntropy
from lm4gen.models.lm import build_model, count_parameters, model_config
from helpers.finetune_model import BOS, EOS, PAD, V, batch, tiny_lm, tiny_model
from helpers.finetune_model import one_thread  # noqa: F401 - autouse: tiny models on one thread


def changed(tokens: torch.Tensor, pos: int) -> torch.Tensor:
    out = tokens.clone()
    out[:, pos] = 7 + (out[:, pos] - 7 + 5) % (V - 7)
    return out


CASES = [(s, shd, kind, cache) for s in STRATEGIES for shd in ((False, True) if not s.startswith("tgt-") else (False,))
         for kind in (("cloze", "causal", "mlm") if s.startswith("src-") else ("-",))
         for cache in ((True, False) if s.startswith("tgt-") else (True,))]


# ---------------------------------------------------------------------------- incremental decoding


@pytest.mark.parametrize("strategy,shdemb,src_kind,use_lm_cache", CASES)
def test_incremental_decoding_equals_full_forward(strategy, shdemb, src_kind, use_lm_cache):
    model = tiny_model(strategy, shdemb, src_kind)
    src, tgt = batch()
    full = model.logits(src, tgt)  # (B, T, V)
    T = tgt.shape[1]
    # token by token
    state = model.init_decoder_state(model.encode(src), use_lm_cache=use_lm_cache)
    steps = torch.stack([model.decode_step(tgt[:, t:t + 1], state) for t in range(T)], dim=1)
    assert (full - steps).abs().max() < 1e-5
    # a prefix of 3 at once, then token by token
    state = model.init_decoder_state(model.encode(src), use_lm_cache=use_lm_cache)
    first = model.decode_step(tgt[:, :3], state)
    assert (first - full[:, 2]).abs().max() < 1e-5
    for t in range(3, T):
        assert (model.decode_step(tgt[:, t:t + 1], state) - full[:, t]).abs().max() < 1e-5
    if strategy.startswith("tgt-"):
        assert (state.lm_cache is not None) == use_lm_cache and (state.lm_prefix is None) == use_lm_cache


@pytest.mark.parametrize("strategy", ["baseline", "tgt-elmo"])
@pytest.mark.parametrize("use_lm_cache", [True, False])
def test_reorder_moves_every_cache(strategy, use_lm_cache):
    """Decode rows, shuffle/duplicate/drop them with reorder, continue: equals decoding the reordered batch."""
    model = tiny_model(strategy)
    src, tgt = batch(seed=1)
    order = torch.tensor([2, 0, 0, 1])
    full = model.logits(src[order], tgt[order])
    enc = model.encode(src)
    state = model.init_decoder_state(enc, use_lm_cache=use_lm_cache)
    for t in range(3):
        model.decode_step(tgt[:, t:t + 1], state)
    state.reorder(order)
    assert state.num_rows == 4 and state.src_index.tolist() == [2, 0, 0, 1]
    for t in range(3, tgt.shape[1]):
        assert (model.decode_step(tgt[order, t:t + 1], state) - full[:, t]).abs().max() < 1e-5
    # a reorder within sources (swap the two rows of source 0) keeps the cross-attention keys/values as they are
    kv_before = state.cross_kv[0][0]
    state.reorder(torch.tensor([0, 2, 1, 3]))
    assert state.cross_kv[0][0] is kv_before
    # EncoderOut.repeat: row b*beam + j is source b
    rep = enc.repeat(2)
    assert torch.equal(rep.memory[2], enc.memory[1]) and torch.equal(rep.memory[3], enc.memory[1])


@pytest.mark.parametrize("strategy", ["baseline", "tgt-elmo"])
def test_beam_groups_share_cross_attention_keys(strategy):
    """Expanding each source to `beam` consecutive rows keeps one row of cross-attention
    keys/values per source (state.group = beam); decoding is unchanged, through beam
    reorders, dropped sentences and an irregular layout."""
    model = tiny_model(strategy)
    src, tgt = batch(seed=2)
    B, beam = src.shape[0], 3
    state = model.init_decoder_state(model.encode(src))
    state.reorder(torch.arange(B).repeat_interleave(beam))
    assert state.group == beam and state.cross_kv[0][0].shape[0] == B and state.keep.shape[0] == B
    rows = torch.arange(B).repeat_interleave(beam)  # source of each decoded row, as the reference sees it
    g = torch.Generator().manual_seed(0)
    for t in range(tgt.shape[1]):
        want = model.logits(src[rows], tgt[rows, :t + 1])[:, -1]
        assert (model.decode_step(tgt[rows, t:t + 1], state) - want).abs().max() < 1e-5, t
        if t == 1:  # shuffle beams within each sentence: the layout (and the shared keys) stay
            kv = state.cross_kv[0][0]
            order = (torch.arange(B)[:, None] * beam + torch.randint(0, beam, (B, beam), generator=g)).view(-1)
            state.reorder(order)
            rows = rows[order]
            assert state.group == beam and state.cross_kv[0][0] is kv
        if t == 3:  # sentence 1 finished: its rows leave
            order = torch.tensor([0, 1, 2, 6, 7, 8])
            state.reorder(order)
            rows = rows[order]
            assert state.group == beam and state.src_index.tolist() == [0, 0, 0, 2, 2, 2]
            assert state.cross_kv[0][0].shape[0] == 2 and state.keep.shape[0] == 2
        if t == 4:  # runs of 2 and 4: groups of 2
            order = torch.tensor([0, 0, 3, 4, 5, 3])
            state.reorder(order)
            rows = rows[order]
            assert state.group == 2 and state.cross_kv[0][0].shape[0] == 3
    state.reorder(torch.tensor([5, 0, 0]))  # runs of 1 and 2: one row each again
    assert state.group == 1 and state.cross_kv[0][0].shape[0] == 3 and state.src_index.tolist() == [2, 0, 0]


# ---------------------------------------------------------------------------- ties


def ptr(p: torch.Tensor) -> int:
    return p.data_ptr()


def test_embedding_ties_share_storage():
    base = tiny_model("baseline")
    ptrs = {ptr(base.encoder.embed.tokens.weight), ptr(base.decoder.embed.tokens.weight),
            ptr(base.decoder.out_proj.weight)}
    assert len(ptrs) == 3, "baseline ties nothing"
    shared = tiny_model("shared")
    assert (ptr(shared.encoder.embed.tokens.weight) == ptr(shared.decoder.embed.tokens.weight)
            == ptr(shared.decoder.out_proj.weight))
    assert shared.decoder.out_proj.weight is shared.encoder.embed.tokens.weight  # the same Parameter
    assert count_parameters(base) - count_parameters(shared) == 2 * V * 32
    shd = tiny_model("baseline", shdemb=True)
    assert ptr(shd.decoder.embed.tokens.weight) == ptr(shd.decoder.out_proj.weight)
    assert ptr(shd.encoder.embed.tokens.weight) != ptr(shd.decoder.out_proj.weight)
    elmo = tiny_model("src-elmo", shdemb=True)
    assert elmo.encoder.embed.tokens is None  # the LM replaces the encoder's token embeddings
    assert elmo.decoder.out_proj.weight is elmo.decoder.embed.tokens.weight
    assert tiny_model("tgt-ft").decoder.embed.tokens is None
    # a tied model still learns one matrix: a gradient step moves all uses together
    src, tgt = batch()
    shared.train()
    shared.logits(src, tgt).sum().backward()
    assert shared.encoder.embed.tokens.weight.grad is shared.decoder.out_proj.weight.grad


@pytest.mark.parametrize("strategy,shdemb", [("baseline", False), ("shared", False), ("src-ft", True),
                                            ("tgt-elmo", False)])
def test_fused_loss_equals_label_smoothed_cross_entropy_of_the_logits(strategy, shdemb):
    model = tiny_model(strategy, shdemb=shdemb).double().train()
    src, tgt = batch()
    tgt_out = torch.cat([tgt[:, 1:], torch.full_like(tgt[:, :1], PAD)], dim=1)
    tgt_out[0, -1] = EOS
    torch.manual_seed(4)
    logits = model.logits(src, tgt)
    flat, target = logits.reshape(-1, V), tgt_out.reshape(-1)
    ref = torch.nn.functional.cross_entropy(flat, target, ignore_index=PAD, reduction="sum", label_smoothing=0.1)
    ref_nll = torch.nn.functional.cross_entropy(flat, target, ignore_index=PAD, reduction="sum")
    ref.backward()
    grads = {n: p.grad.clone() for n, p in model.named_parameters() if p.grad is not None}
    model.zero_grad(set_to_none=True)
    torch.manual_seed(4)  # the same dropout
    loss, nll, _ = model(src, tgt, loss=CrossEntropy(tgt_out.masked_fill(tgt_out == PAD, IGNORE), 0.1))
    loss.backward()
    assert abs(loss.item() - ref.item()) < 1e-9 and abs(nll.item() - ref_nll.item()) < 1e-9
    assert set(grads) == {n for n, p in model.named_parameters() if p.grad is not None}
    for name, p in model.named_parameters():
        if p.grad is not None:
            assert torch.allclose(p.grad, grads[name], atol=1e-10), name


# ---------------------------------------------------------------------------- frozen and fine-tuned LMs


def lm_of(model: Seq2Seq) -> torch.nn.Module:
    return model.lm_inputs()[0].lm


@pytest.mark.parametrize("strategy", ["src-elmo", "tgt-elmo"])
def test_frozen_lm_gets_no_gradient_stays_in_eval_and_is_not_optimized(strategy):
    model = tiny_model(strategy)
    lm = lm_of(model)
    before = copy.deepcopy(lm.state_dict())
    model.train()
    assert model.training and model.lm_inputs()[0].training and not lm.training
    assert not any(m.training for m in lm.modules())
    src, tgt = batch()
    model.logits(src, tgt).logsumexp(-1).mean().backward()
    assert all(p.grad is None for p in lm.parameters())
    assert all(not p.requires_grad for p in lm.parameters())
    mix = model.lm_inputs()[0]
    assert mix.layer_logits.grad is not None and mix.gamma.grad is not None and mix.proj.weight.grad is not None
    groups = model.parameter_groups(lr=1e-3, lm_lr=1e-4)
    assert [g["name"] for g in groups] == ["seq2seq"]
    in_groups = {id(p) for g in groups for p in g["params"]}
    assert not in_groups & {id(p) for p in lm.parameters()}
    own = {id(p) for p in model.parameters()} - {id(p) for p in lm.parameters()}
    assert in_groups == own
    opt = torch.optim.SGD(model.parameter_groups(lr=0.1), lr=0.1)
    opt.step()
    assert all(torch.equal(before[k], v) for k, v in lm.state_dict().items())


@pytest.mark.parametrize("strategy", ["src-ft", "tgt-ft"])
def test_fine_tuned_lm_trains_with_its_own_learning_rate(strategy):
    model = tiny_model(strategy).train()
    lm = lm_of(model)
    assert lm.training
    src, tgt = batch()
    model.logits(src, tgt).logsumexp(-1).mean().backward()
    grads = [p.grad for p in lm.parameters()]
    assert all(g is not None for g in grads) and sum(float(g.abs().sum()) for g in grads) > 0
    groups = model.parameter_groups(lr=1e-3, lm_lr=1e-4)
    assert [(g["name"], g["lr"]) for g in groups] == [("seq2seq", 1e-3), ("lm", 1e-4)]
    assert {id(p) for p in groups[1]["params"]} == {id(p) for p in lm.parameters()}
    assert not {id(p) for p in groups[0]["params"]} & {id(p) for p in lm.parameters()}
    assert model.parameter_groups(lr=1e-3)[1]["lr"] == 1e-3
    torch.optim.Adam(groups).step()  # a valid optimizer spec


def test_build_initialises_own_weights_only_and_deterministically():
    lm = tiny_lm("cloze")
    pretrained = copy.deepcopy(lm.state_dict())
    cfg = seq2seq_config("tiny", vocab_size=V, dim=48, ffn_dim=64, strategy="src-ft")  # LM width 32: projected
    a = build_seq2seq(cfg, lm, seed=5)
    assert all(torch.equal(pretrained[k], v) for k, v in lm.state_dict().items())
    b = build_seq2seq(cfg, copy.deepcopy(tiny_lm("cloze")), seed=5)
    c = build_seq2seq(cfg, copy.deepcopy(tiny_lm("cloze")), seed=6)
    sa, sb, sc = a.state_dict(), b.state_dict(), c.state_dict()
    assert all(torch.equal(sa[k], sb[k]) for k in sa)
    assert not torch.equal(sa["decoder.out_proj.weight"], sc["decoder.out_proj.weight"])
    assert float(sa["decoder.out_proj.weight"].std()) == pytest.approx(0.02, rel=0.1)  # init_std
    assert isinstance(a.encoder.lm_input, FineTuneInput) and a.encoder.lm_input.proj.weight.shape == (48, 32)


# ---------------------------------------------------------------------------- ELMo


def test_elmo_layer_weights_uniform_at_init_and_a_distribution_under_dropout():
    model = tiny_model("src-elmo", elmo_weight_dropout=0.5)
    mix = model.encoder.lm_input
    assert isinstance(mix, ElmoInput) and mix.num_states == 2 + 2  # cloze: embeddings, 2 layers, combination
    w = mix.layer_weights()
    assert torch.allclose(w, torch.full((4,), 0.25))
    model.train()
    torch.manual_seed(0)
    w = mix.layer_weights((64, 10))
    assert torch.allclose(w.sum(-1), torch.ones(64, 10))
    dropped = (w == 0).float().mean()
    assert 0.2 < float(dropped) < 0.6  # layers really dropped, never all of a position's
    assert bool((w > 0).any(-1).all())
    mix.weight_dropout = 0.0
    assert torch.allclose(mix.layer_weights((2, 3)), torch.full((2, 3, 4), 0.25))
    model.eval()
    mix.weight_dropout = 0.5
    assert torch.allclose(mix.layer_weights((2, 3)), torch.full((2, 3, 4), 0.25))  # no dropout in eval
    causal = tiny_model("tgt-elmo").decoder.lm_input
    assert causal.num_states == 2 + 1 and causal.proj.in_features == 32  # causal: embeddings + 2 layers
    assert mix.proj.in_features == 64  # cloze: forward and backward states concatenated


@pytest.mark.parametrize("strategy", ["src-elmo", "src-ft"])
def test_source_cloze_lm_runs_relaxed(strategy):
    """At the source, token i is input: with the relaxed mask the combination output at i
    depends on token i (with the pretraining mask it cannot)."""
    model = tiny_model(strategy)
    lm_input = model.encoder.lm_input
    assert lm_of(model).relaxed
    if strategy == "src-elmo":
        with torch.no_grad():  # weight only the combination output
            lm_input.layer_logits.copy_(torch.tensor([-1e9, -1e9, -1e9, 0.0]))
    src, _ = batch()
    i = 4
    out, out2 = lm_input(src), lm_input(changed(src, i))
    assert (out[:, i] - out2[:, i]).abs().max() > 1e-4
    lm_of(model).relax_mask(False)  # the same check is blind with the strict (pretraining) mask
    out, out2 = lm_input(src), lm_input(changed(src, i))
    assert (out[:, i] - out2[:, i]).abs().max() < 1e-6


def test_target_lm_reads_its_sentence_boundary_instead_of_bos():
    model = tiny_model("tgt-ft")
    _, tgt = batch()
    boundary = tgt.clone()
    boundary[:, 0] = EOS  # the pretraining streams separate sentences with </s>; <s> never occurs there
    assert torch.equal(model.decoder.lm_input(model._lm_tokens(tgt)), model.decoder.lm_input(boundary))
    assert torch.equal(model._lm_tokens(tgt), boundary)
    own = tiny_model("tgt-ft", lm_bos_id=BOS)
    assert torch.equal(own._lm_tokens(tgt), tgt)


# ---------------------------------------------------------------------------- errors


def test_wrong_lms_and_vocabularies_raise_clear_errors():
    cfg = seq2seq_config("tiny", vocab_size=V, dim=32, ffn_dim=64)
    with pytest.raises(ValueError, match="needs a source-side LM"):
        build_seq2seq(dataclasses.replace(cfg, strategy="src-elmo"))
    with pytest.raises(ValueError, match="needs a target-side LM \\(tgt_lm\\), got src_lm instead"):
        build_seq2seq(dataclasses.replace(cfg, strategy="tgt-ft"), tiny_lm("causal"))
    with pytest.raises(ValueError, match="takes no source-side LM"):
        build_seq2seq(cfg, tiny_lm("cloze"))
    with pytest.raises(ValueError, match="takes no target-side LM"):
        build_seq2seq(dataclasses.replace(cfg, strategy="src-ft"), tiny_lm("cloze"), tiny_lm("causal"))
    with pytest.raises(ValueError, match="ClozeLM cannot feed the target side"):
        build_seq2seq(dataclasses.replace(cfg, strategy="tgt-elmo"), tgt_lm=tiny_lm("cloze"))
    big_vocab = build_model(model_config("tiny", kind="cloze", vocab_size=V + 1, dim=32, ffn_dim=64))
    with pytest.raises(ValueError, match=f"vocabulary has {V + 1} types but the seq2seq model's vocab_size is {V}"):
        build_seq2seq(dataclasses.replace(cfg, strategy="src-elmo"), big_vocab)
    with pytest.raises(ValueError, match="pad_id"):
        build_seq2seq(dataclasses.replace(cfg, strategy="src-elmo"), tiny_lm("cloze", pad_id=1))
    with pytest.raises(ValueError, match="'shdemb'"):
        seq2seq_config("tiny", strategy="tgt-elmo", shdemb=True)
    with pytest.raises(ValueError, match="'strategy'"):
        seq2seq_config("tiny", strategy="src-bert")
    with pytest.raises(ValueError, match="'lm_bos_id'"):
        seq2seq_config("tiny", lm_bos_id=-2)
    with pytest.raises(ValueError, match="'num_heads'"):
        seq2seq_config("tiny", num_heads=5)
    with pytest.raises(ValueError, match="unknown seq2seq config field"):
        seq2seq_config("tiny", layers=3)
    with pytest.raises(ValueError, match="unknown seq2seq size"):
        seq2seq_config("huge")


def test_named_sizes():
    for name, dim, heads in (("base", 512, 8), ("big", 1024, 16)):
        cfg = seq2seq_config(name)
        assert (cfg.dim, cfg.ffn_dim, cfg.num_heads, cfg.encoder_layers, cfg.decoder_layers) == \
            (dim, 4 * dim, heads, 6, 6)
    assert set(SIZES) >= {"tiny", "base", "big"}
    with torch.device("meta"):
        big = Seq2Seq(seq2seq_config("big", strategy="shared"))
    # Transformer big with one shared 37K x 1024 matrix and 1024 learned positions per side (fairseq's
    # transformer_wmt_en_de_big: ~210M with a 32K vocabulary and sinusoidal positions)
    d, f, v, p = 1024, 4096, 37000, 1024
    encoder_block = 4 * d * d + 2 * d * f + 9 * d + f  # qkv, out, up, down (+ biases), 2 LayerNorms
    decoder_block = encoder_block + 4 * d * d + 6 * d  # + cross-attention q, kv, out and its LayerNorm
    want = v * d + 2 * p * d + 6 * encoder_block + 6 * decoder_block + 2 * 2 * d
    assert count_parameters(big) == want and 215e6 < want < 217e6
    assert Seq2SeqConfig().validate().bos_id == BOS


# ---------------------------------------------------------------------------- loading LMs


def write_export(lm, path: str, sha: str = "abc123") -> None:
    card = {"sha256": sha, "vocab_size": V, "special_ids": {"pad": 0, "unk": 1, "bos": 2, "eos": 3}}
    cfg = dataclasses.asdict(lm.cfg)
    torch.save({"format": FORMAT, "step": 7, "config": cfg, "tokenizer": card, "model": lm.state_dict()}, path)


def write_checkpoint(lm, ckpt_dir: str, step: int, sha: str = "abc123") -> str:
    tag = os.path.join(ckpt_dir, f"step{step:08d}")
    os.makedirs(tag)
    torch.save(lm.state_dict(), os.path.join(tag, "model_fp32.pt"))
    for name, obj in (("model.json", dataclasses.asdict(lm.cfg)), ("tokenizer.json", {"sha256": sha}),
                      ("complete.json", {"step": step})):
        with open(os.path.join(tag, name), "w") as f:
            json.dump(obj, f)
    return tag


@pytest.mark.parametrize("kind", ["causal", "cloze"])
def test_load_lm_round_trip(tmp_path, kind):
    lm = tiny_lm(kind).eval()
    tokens = torch.randint(7, V, (2, 9), generator=torch.Generator().manual_seed(0))
    want = lm.logits(tokens)
    path = str(tmp_path / "lm.pt")
    write_export(lm, path)
    loaded, cfg, card = load_lm(path)
    assert cfg == lm.cfg and card["sha256"] == "abc123" and not loaded.training
    assert torch.equal(loaded.logits(tokens), want)
    # a checkpoints directory (latest complete tag) and one tag directory
    other = tiny_lm(kind, seed=9)
    write_checkpoint(other, str(tmp_path / "ckpt"), 10)
    latest = write_checkpoint(lm, str(tmp_path / "ckpt"), 20, sha="def456")
    os.makedirs(tmp_path / "ckpt" / "step00000030")  # incomplete: ignored
    for where in (str(tmp_path / "ckpt"), latest):
        loaded, cfg, card = load_lm(where)
        assert card["sha256"] == "def456" and torch.equal(loaded.logits(tokens), want)
    # a loaded LM plugs in
    strategy = "src-elmo" if kind == "cloze" else "tgt-ft"
    cfg = seq2seq_config("tiny", vocab_size=V, dim=32, ffn_dim=64, strategy=strategy)
    model = build_seq2seq(cfg, *((loaded, None) if kind == "cloze" else (None, loaded)))
    assert model.logits(*batch()).shape == (3, 7, V)


def test_load_lm_errors(tmp_path):
    with pytest.raises(InputError, match="LM not found"):
        load_lm(str(tmp_path / "missing.pt"))
    (tmp_path / "junk.pt").write_bytes(b"not a torch file")
    with pytest.raises(ValueError, match="junk.pt"):
        load_lm(str(tmp_path / "junk.pt"))
    torch.save({"format": "something-else"}, tmp_path / "other.pt")
    with pytest.raises(ValueError, match="not an lm4gen LM export"):
        load_lm(str(tmp_path / "other.pt"))
    os.makedirs(tmp_path / "empty")
    with pytest.raises(ValueError, match="no complete checkpoint"):
        load_lm(str(tmp_path / "empty"))


def test_check_vocab():
    check_vocab({"sha256": "aa"}, "aa")
    with pytest.raises(ValueError, match="vocabulary mismatch.*aa.*bb"):
        check_vocab({"sha256": "aa"}, "bb")
    with pytest.raises(ValueError, match="records no sha256"):
        check_vocab({}, "bb")


def test_integration_is_the_typed_strategy_parsed_in_one_place():
    from lm4gen.models.seq2seq import STRATEGIES, Integration

    assert Integration.parse("baseline") == Integration()
    assert Integration.parse("shared") == Integration(tie="all")
    assert Integration.parse("src-elmo", shdemb=True) == Integration("source", "frozen", "decoder")
    assert Integration.parse("src-elmo+shdemb") == Integration("source", "frozen", "decoder")
    assert Integration.parse("tgt-ft") == Integration("target", "trained")
    for name in STRATEGIES:
        assert Integration.parse(name).name == name
    assert (Integration.parse("src-ft+shdemb").name == "src-ft+shdemb"
            and Integration.parse("src-ft").lm_field == "src_lm")
    with pytest.raises(ValueError, match="shdemb"):
        Integration.parse("tgt-elmo", shdemb=True)
    with pytest.raises(ValueError, match="one of"):
        Integration.parse("src-fancy")
    with pytest.raises(ValueError, match=r"\+shdemb"):
        Integration.parse("baseline+tied")
