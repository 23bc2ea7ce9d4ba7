"""lm4gen.models.lm, lm4gen.models.layers and lm4gen.pretrain.objectives: sizes, masks (no leaks), tying, states,
KV cache, BERT masking, head-major layout under a tensor-parallel split, losses."""

from __future__ import annotations

import copy

import pytest
import torch
from torch import nn
from torch.nn import functional as F

from lm4gen.core.losses import IGNORE, CrossEntropy, linear_cross_entropy
from lm4gen.models.layers import Block, CrossAttention, KVCache
from lm4gen.models.lm import (SIZES, CausalLM, ClozeLM, LossOutput, MaskedLM, ModelConfig, build_model,
                              count_parameters, init_weights, mask_tokens, model_config)
from lm4gen.pretrain.objectives import causal_loss, cloze_loss, mlm_loss

V = 96  # vocabulary of the tiny test models (ids 0..6 are specials; unlike dim and max_positions)


def tiny(kind: str, **overrides) -> ModelConfig:
    return model_config("tiny", kind=kind, vocab_size=V, max_positions=64, **overrides)


def built(kind: str, seed: int = 0, dtype=torch.float64, **overrides) -> nn.Module:
    torch.manual_seed(seed)
    model = build_model(tiny(kind, **overrides))
    init_weights(model, std=0.1, generator=torch.Generator().manual_seed(seed))  # larger std: clearer dependences
    return model.to(dtype).eval()


def random_tokens(batch: int, time: int, seed: int = 0) -> torch.Tensor:
    return torch.randint(7, V, (batch, time), generator=torch.Generator().manual_seed(seed))


def changed(tokens: torch.Tensor, pos: int) -> torch.Tensor:
    out = tokens.clone()
    out[:, pos] = 7 + (out[:, pos] - 7 + 1 + pos) % (V - 7)  # a different ordinary token
    return out


def differs(a: torch.Tensor, b: torch.Tensor) -> bool:
    return bool((a - b).abs().amax() > 1e-6) if a.numel() else False


def same(a: torch.Tensor, b: torch.Tensor) -> bool:
    return bool((a - b).abs().amax() < 1e-12) if a.numel() else True


# ---------------------------------------------------------------------------- sizes and config


@pytest.mark.parametrize("name,target", [("causal-190m", 190e6), ("cloze-353m", 353e6)])
@pytest.mark.parametrize("positions", ["learned", "sinusoidal"])
def test_paper_sizes_within_two_percent(name, target, positions):
    with torch.device("meta"):
        model = build_model(model_config(name, positions=positions))
    n = count_parameters(model)
    assert abs(n - target) / target < 0.02, f"{name} ({positions} positions): {n:,} parameters"


def test_named_sizes_build_and_tiny_is_small():
    for name in SIZES:
        with torch.device("meta"):
            build_model(model_config(name))
    cfg = model_config("tiny")
    assert (cfg.dim, cfg.ffn_dim, cfg.num_heads, cfg.num_layers) == (64, 256, 4, 2)
    assert model_config("cloze-353m").kind == "cloze" and model_config("mlm-base").dim == 768


@pytest.mark.parametrize("overrides,field", [
    (dict(dim=66), "num_heads"),
    (dict(num_heads=0), "num_heads"),
    (dict(vocab_size=0), "vocab_size"),
    (dict(ffn_dim=-1), "ffn_dim"),
    (dict(num_layers=0), "num_layers"),
    (dict(kind="seq2seq"), "kind"),
    (dict(activation="swish"), "activation"),
    (dict(positions="rotary"), "positions"),
    (dict(dropout=1.0), "dropout"),
    (dict(attention_dropout=-0.1), "attention_dropout"),
    (dict(pad_id=5000), "pad_id"),
    (dict(kind="cloze", pad_id=-1), "pad_id"),  # no padding id (GPT-2's vocabulary) is the causal LM's only
    (dict(kind="mlm", pad_id=-1), "pad_id"),
    (dict(pad_id=-2), "pad_id"),
    (dict(nsp=True), "nsp"),
    (dict(num_segments=2), "num_segments"),
    (dict(kind="mlm", special_ids=(0, 1)), "special_ids"),
])
def test_config_errors_name_the_field(overrides, field):
    with pytest.raises(ValueError, match=repr(field)):
        model_config("tiny", **overrides)


def test_a_causal_lm_may_have_no_padding_id():
    assert model_config("tiny", kind="causal", pad_id=-1).pad_id == -1


def test_registry_errors():
    with pytest.raises(ValueError, match="unknown model size 'huge'"):
        model_config("huge")
    with pytest.raises(ValueError, match="num_head"):
        model_config("tiny", num_head=3)


def test_init_weights():
    model = built("cloze", dtype=torch.float32)
    init_weights(model, std=0.02)
    for name, p in model.named_parameters():
        if p.dim() >= 2:
            assert abs(p.std().item() - 0.02) < 0.005, name
        elif name.endswith("bias"):
            assert torch.all(p == 0), name
        else:
            assert torch.all(p == 1), name


# ---------------------------------------------------------------------------- no leaks


def test_causal_lm_never_sees_the_future():
    model, tokens = built("causal"), random_tokens(2, 12)
    base = model.logits(tokens)
    for j in range(12):
        out = model.logits(changed(tokens, j))
        assert same(out[:, :j], base[:, :j]), f"a prediction before {j} depends on token {j}"
        assert differs(out[:, j:], base[:, j:]), f"predictions from {j} on ignore token {j}"


@pytest.mark.parametrize("residual", [False, True])
def test_cloze_lm_never_sees_the_token_it_predicts(residual):
    model, tokens = built("cloze", combine_residual=residual), random_tokens(2, 10)
    base = model.logits(tokens)
    for i in range(10):
        out = model.logits(changed(tokens, i))
        assert same(out[:, i], base[:, i]), f"prediction {i} depends on token {i}"
        others = [k for k in range(10) if k != i]
        for k in others:  # every other position does see token i
            assert differs(out[:, k], base[:, k]), f"prediction {k} ignores token {i}"
    model.relax_mask(True)
    base = model.logits(tokens)
    for i in range(10):
        assert differs(model.logits(changed(tokens, i))[:, i], base[:, i]), f"relaxed: prediction {i} ignores token {i}"


def test_cloze_lm_uses_both_neighbours():
    model, tokens = built("cloze"), random_tokens(2, 8)
    base = model.logits(tokens)
    for i in range(8):
        for n in (i - 1, i + 1):
            if 0 <= n < 8:
                assert differs(model.logits(changed(tokens, n))[:, i], base[:, i]), f"prediction {i} ignores token {n}"


@pytest.mark.parametrize("relaxed", [False, True])
def test_cloze_lm_short_inputs_have_no_nan(relaxed):
    model = built("cloze").relax_mask(relaxed)
    for T in (1, 2, 3):
        out = model.logits(random_tokens(2, T))
        assert out.shape == (2, T, V) and torch.isfinite(out).all()
    model.train()
    loss, _ = cloze_loss(model, {"tokens": random_tokens(2, 1)})
    loss.backward()
    assert all(torch.isfinite(p.grad).all() for p in model.parameters() if p.grad is not None)


@pytest.mark.parametrize("kind", ["causal", "cloze", "mlm"])
def test_right_padding_does_not_change_real_positions(kind):
    model, tokens = built(kind), random_tokens(3, 9)
    padded = torch.cat([tokens, torch.zeros(3, 5, dtype=torch.long)], dim=1)  # pad_id 0
    assert torch.allclose(model.logits(padded)[:, :9], model.logits(tokens), atol=1e-10, rtol=0)


# ---------------------------------------------------------------------------- tying, states, cache


@pytest.mark.parametrize("kind", ["causal", "cloze", "mlm"])
def test_output_projection_is_the_embedding(kind):
    model, tokens = built(kind), random_tokens(2, 6)
    vocab_sized = [n for n, p in model.named_parameters() if p.shape[0] == V]
    assert vocab_sized == ["embed.tokens.weight"]
    W = model.embed.tokens.weight
    logits, final = model.logits(tokens), model.features(tokens)
    assert torch.allclose(logits, final @ W.T)
    # the tie is made at forward time, so it survives swapping embed.tokens
    swapped = nn.Embedding(V, W.shape[1], dtype=W.dtype)
    model.embed.tokens = swapped
    logits2, final2 = model.logits(tokens), model.features(tokens)
    assert torch.allclose(logits2, final2 @ swapped.weight.T) and differs(logits2, logits)
    logits2.sum().backward()
    assert swapped.weight.grad is not None and swapped.weight.grad.abs().sum() > 0


def test_layer_states_shapes():
    B, T, L, D = 2, 7, 2, 64
    tokens = random_tokens(B, T)
    for kind in ("causal", "mlm"):
        model = built(kind)
        logits, states = model.logits(tokens), model.layer_states(tokens)
        assert logits.shape == (B, T, V) and len(states) == L + 1
        assert all(s.shape == (B, T, D) for s in states)
        last = model.ln_out(model.blocks[-1](states[-2], is_causal=kind == "causal"))
        assert torch.allclose(states[-1], last)  # the last state is after ln_out
    model = built("cloze")
    logits, states = model.logits(tokens), model.layer_states(tokens)
    assert logits.shape == (B, T, V) and len(states) == L + 2
    assert all(s.shape == (B, T, 2 * D) for s in states)  # the towers side by side
    e, c = states[0][..., :D], states[-1][..., :D]
    assert torch.equal(e, states[0][..., D:]) and torch.equal(c, states[-1][..., D:])
    assert torch.allclose(logits, c @ model.embed.tokens.weight.T)
    f, b = states[1][..., :D], states[1][..., D:]  # layer 1 of each tower, in the original time order
    assert torch.allclose(f, model.fwd[0](e, is_causal=True))
    assert torch.allclose(b, model.bwd[0](e.flip(1), is_causal=True).flip(1))


@pytest.mark.parametrize("kind", ["causal", "cloze", "mlm"])
def test_states_without_the_output_projection(kind):
    """layer_states: the states alone, and the head never runs; forward has no flag that changes its return type."""
    model, tokens = built(kind), random_tokens(2, 7)
    tokens[1, 5:] = model.cfg.pad_id  # the padded path too
    calls = []
    model.head.register_forward_hook(lambda *_: calls.append(1))
    want = model.layer_states(tokens)
    assert isinstance(want, list) and len(want) == model.num_states and calls == []
    assert torch.equal(model.features(tokens), want[-1][..., :model.cfg.dim])
    with pytest.raises(TypeError, match="loss"):  # forward is the objectives' call: the logits are model.logits
        model(tokens)
    if kind == "causal":  # with a cache: token by token, the same states
        cache = model.new_cache()
        steps = [model.layer_states(tokens[:, t:t + 1], cache=cache) for t in range(7)]
        for i, s in enumerate(want):
            assert torch.allclose(torch.cat([st[i] for st in steps], dim=1), s, atol=1e-10, rtol=0)
        assert calls == []


def test_masked_lm_nsp_logits_come_with_the_loss():
    model = built("mlm", num_segments=2, nsp=True)
    tokens = random_tokens(2, 8)
    out = model(tokens, loss=CrossEntropy(tokens))
    assert isinstance(out, LossOutput) and out.nsp_logits.shape == (2, 2)
    torch.testing.assert_close(out.nsp_logits, model.nsp_head(model.features(tokens)[:, 0]))
    assert built("mlm")(tokens, loss=CrossEntropy(tokens)).nsp_logits is None  # no NSP head


def test_kv_cache_matches_full_forward():
    model, tokens = built("causal"), random_tokens(3, 12)
    full = model.logits(tokens)
    for chunks in ([1] * 12, [4, 1, 3, 1, 1, 2]):
        cache, outs, t = model.new_cache(), [], 0
        for n in chunks:
            outs.append(model.logits(tokens[:, t:t + n], cache=cache))
            t += n
        assert cache[0].length == 12 and cache[0].k.shape == (3, 4, 12, 16)
        assert torch.allclose(torch.cat(outs, dim=1), full, atol=1e-10, rtol=0)
    # reorder (beam search): continuing row-flipped caches gives the row-flipped result
    cache = model.new_cache()
    model.logits(tokens[:, :8], cache=cache)
    order = torch.tensor([2, 1, 0])
    for c in cache:
        c.reorder(order)
    step = model.logits(tokens[order, 8:], cache=cache)
    assert torch.allclose(step, full[order, 8:], atol=1e-10, rtol=0)


@pytest.mark.parametrize("capacity", [1, 3, 64])
def test_kv_cache_grows_past_its_capacity(capacity):
    model, tokens = built("causal"), random_tokens(3, 12)
    full = model.logits(tokens)
    cache, outs = model.new_cache(capacity=capacity), []
    with torch.no_grad():
        for t, n in ((0, 2), (2, 1), (3, 5), (8, 1), (9, 3)):
            outs.append(model.logits(tokens[:, t:t + n], cache=cache))
    assert cache[0].length == 12 and cache[0].capacity >= 12 and cache[0].k.shape == (3, 4, 12, 16)
    if capacity < 12:
        assert cache[0].capacity < 2 * 12  # grown geometrically, not far past what was needed
    assert torch.allclose(torch.cat(outs, dim=1), full, atol=1e-10, rtol=0)


def test_kv_cache_reorder_and_append_equal_naive_concatenation():
    """Appends (past the capacity) and reorders that repeat, drop, expand and shrink rows,
    or move a few rows in place (a swap included): the cache's keys and values equal
    torch.cat / index_select on plain tensors."""
    g = torch.Generator().manual_seed(0)
    cache = KVCache(capacity=2)
    k_ref = v_ref = None
    rows = 3
    orders = [torch.tensor([2, 0, 0, 1]), torch.arange(4).repeat_interleave(3), torch.randperm(12, generator=g),
              torch.tensor([11, 3, 3, 0, 7]), None, torch.tensor([4, 3, 2, 1, 0]),
              torch.tensor([1, 0, 2, 3, 4]), torch.tensor([0, 0, 2, 3, 2]), torch.arange(5),  # in place: few rows move
              torch.tensor([1, 1])]
    for order in orders:
        for T in (1, 2):
            k, v = (torch.randn(rows, 4, T, 8, generator=g) for _ in range(2))
            got_k, got_v = cache.append(k, v)
            k_ref = k if k_ref is None else torch.cat([k_ref, k], dim=2)
            v_ref = v if v_ref is None else torch.cat([v_ref, v], dim=2)
            assert torch.equal(got_k, k_ref) and torch.equal(got_v, v_ref)
        if order is not None:
            cache.reorder(order)
            k_ref, v_ref, rows = k_ref[order], v_ref[order], order.shape[0]
        assert cache.length == k_ref.shape[2] and torch.equal(cache.k, k_ref) and torch.equal(cache.v, v_ref)
    with pytest.raises(ValueError, match="rows"):
        cache.append(torch.zeros(rows + 1, 4, 1, 8), torch.zeros(rows + 1, 4, 1, 8))
    empty = KVCache()
    empty.reorder(torch.tensor([0, 0]))  # nothing cached yet: nothing to move
    assert empty.length == 0 and empty.k is None


def test_kv_cache_under_autograd():
    """Appending and reordering with grad enabled still work (gradients flow into the last step)."""
    model, tokens = built("causal"), random_tokens(2, 6)
    cache = model.new_cache(capacity=2)
    model.logits(tokens[:, :3], cache=cache)
    for c in cache:
        c.reorder(torch.tensor([1, 0]))
    out = model.logits(tokens[[1, 0], 3:4], cache=cache)
    assert torch.allclose(out, model.logits(tokens[[1, 0], :4])[:, 3:], atol=1e-10, rtol=0)
    out.sum().backward()
    assert model.blocks[0].attn.qkv.weight.grad is not None


def test_learned_positions_limit_and_sinusoidal():
    model = built("causal")
    with pytest.raises(ValueError, match="max_positions"):
        model.logits(random_tokens(1, 65))
    model = built("causal", positions="sinusoidal")
    assert "embed.positions.weight" not in dict(model.named_parameters())
    tokens = random_tokens(2, 70)
    full, cache = model.logits(tokens), model.new_cache()
    steps = torch.cat([model.logits(tokens[:, :50], cache=cache), model.logits(tokens[:, 50:], cache=cache)], dim=1)
    assert torch.allclose(steps, full, atol=1e-10, rtol=0)


# ---------------------------------------------------------------------------- tensor-parallel layout


def split_linear(lin: nn.Linear, rank: int, size: int, dim: int) -> nn.Linear:
    """The rank's shard of a linear layer: dim 0 = column-parallel (split outputs),
    dim 1 = row-parallel (split inputs; bias kept on rank 0 only)."""
    W = lin.weight.detach().chunk(size, dim=dim)[rank]
    part = nn.Linear(W.shape[1], W.shape[0], dtype=W.dtype)
    with torch.no_grad():
        part.weight.copy_(W)
        if dim == 0:
            part.bias.copy_(lin.bias.detach().chunk(size)[rank])
        else:
            part.bias.copy_(lin.bias.detach() if rank == 0 else torch.zeros_like(lin.bias))
    return part


@pytest.mark.parametrize("size", [2, 4])
def test_contiguous_column_split_gives_whole_heads(size):
    """Swapping qkv/q/kv/up for column shards and out/down for row shards, the sum of
    the ranks' outputs is the unsplit output: the fused layouts are head-major and the
    head count is read from the module shapes at forward time."""
    torch.manual_seed(0)
    block = Block(64, 256, 4, dropout=0.0, attention_dropout=0.0).double().eval()
    cross = CrossAttention(64, 4).double().eval()
    x, mem = torch.randn(2, 5, 64, dtype=torch.float64), torch.randn(2, 7, 64, dtype=torch.float64)
    mask = torch.rand(5, 7) < 0.6
    want_attn, want_mlp = block.attn(x, is_causal=True), block.mlp(x)
    want_cross = cross(x, mem, mask)
    got_attn = got_mlp = got_cross = 0
    for r in range(size):
        b, c = copy.deepcopy(block), copy.deepcopy(cross)
        b.attn.qkv, b.attn.out = split_linear(block.attn.qkv, r, size, 0), split_linear(block.attn.out, r, size, 1)
        b.mlp.up, b.mlp.down = split_linear(block.mlp.up, r, size, 0), split_linear(block.mlp.down, r, size, 1)
        c.q, c.kv, c.out = (split_linear(cross.q, r, size, 0), split_linear(cross.kv, r, size, 0),
                            split_linear(cross.out, r, size, 1))
        got_attn = got_attn + b.attn(x, is_causal=True)
        got_mlp = got_mlp + b.mlp(x)
        got_cross = got_cross + c(x, mem, mask)
    assert torch.allclose(got_attn, want_attn, atol=1e-12)
    assert torch.allclose(got_mlp, want_mlp, atol=1e-12)
    assert torch.allclose(got_cross, want_cross, atol=1e-12)


def test_cross_attention_row_with_no_key_gets_zero_context():
    torch.manual_seed(0)
    cross = CrossAttention(64, 4).double()
    x, mem = torch.randn(2, 3, 64, dtype=torch.float64), torch.randn(2, 4, 64, dtype=torch.float64)
    mask = torch.tensor([[False] * 4, [True, False, True, False], [True] * 4])
    out = cross(x, mem, mask)
    assert torch.isfinite(out).all() and torch.allclose(out[:, 0], cross.out.bias.expand(2, 64))
    assert torch.allclose(out[:, 1:], cross(x[:, 1:], mem, mask[1:]))


def test_cross_attention_groups_share_one_memory_row():
    """group=g: each memory row serves g consecutive query rows; equals the memory repeated per row."""
    torch.manual_seed(0)
    cross = CrossAttention(64, 4).double()
    g, B, T, S = 3, 2, 2, 5
    x, mem = torch.randn(B * g, T, 64, dtype=torch.float64), torch.randn(B, S, 64, dtype=torch.float64)
    keep = torch.tensor([[True] * S, [True, True, False, False, False]])
    want = cross(x, mem.repeat_interleave(g, 0), keep.repeat_interleave(g, 0)[:, None, None, :])
    kv = cross.memory_kv(mem)
    got = cross(x, None, keep[:, None, None, :], kv=kv, group=g)
    assert torch.allclose(got, want, atol=1e-12)
    assert torch.allclose(cross(x, mem, group=g), cross(x, mem.repeat_interleave(g, 0)), atol=1e-12)


def test_plan_names_cover_every_projection():
    for kind in ("causal", "cloze", "mlm"):
        model = build_model(tiny(kind))
        linears = [n for n, m in model.named_modules() if isinstance(m, nn.Linear)]
        plan = (".attn.qkv", ".attn.q", ".attn.kv", ".attn.out", ".mlp.up", ".mlp.down")
        assert [n for n in linears if not n.endswith(plan)] == [], kind
    names = dict(build_model(tiny("cloze")).named_modules())
    for n in ("fwd.0.attn.qkv", "bwd.1.mlp.down", "combine.attn.q", "combine.attn.kv", "combine.attn.out",
              "combine.mlp.up", "embed.tokens"):
        assert n in names


# ---------------------------------------------------------------------------- BERT masking


def test_mask_tokens_proportions_and_specials():
    cfg = tiny("mlm")
    g = torch.Generator().manual_seed(0)
    tokens = random_tokens(400, 100)
    tokens[:, 0], tokens[:, 50], tokens[:, -1] = 5, 6, 3  # cls, sep, eos
    tokens[:10, 80:] = cfg.pad_id
    special = torch.isin(tokens, torch.tensor(cfg.special_ids))
    inputs, targets = mask_tokens(tokens, cfg, g)
    chosen = targets != IGNORE
    assert not chosen[special].any(), "a special position was chosen"
    assert torch.equal(inputs[special], tokens[special])
    assert torch.equal(targets[chosen], tokens[chosen]) and torch.equal(inputs[~chosen], tokens[~chosen])
    n = chosen.sum().item()
    assert abs(n / (~special).sum().item() - 0.15) < 0.01
    masked = (inputs[chosen] == cfg.mask_id).float().mean().item()
    kept = (inputs[chosen] == tokens[chosen]).float().mean().item()
    other = 1 - masked - kept
    assert abs(masked - 0.8) < 0.02 and abs(kept - 0.1) < 0.015 and abs(other - 0.1) < 0.015
    assert not torch.isin(inputs[chosen & (inputs != cfg.mask_id)], torch.tensor(cfg.special_ids)).any(), \
        "a random replacement drew a special id"
    again, _ = mask_tokens(tokens, cfg, torch.Generator().manual_seed(0))
    assert torch.equal(again, inputs), "masking is not reproducible from the generator"
    _, t2 = mask_tokens(tokens, cfg, torch.Generator().manual_seed(1), special_ids=list(cfg.special_ids) + [7])
    assert not (t2[tokens == 7] != IGNORE).any()


def test_masked_lm_segments_and_nsp():
    model = built("mlm", num_segments=2, nsp=True)
    tokens = random_tokens(2, 8)
    seg = torch.tensor([[0] * 4 + [1] * 4] * 2)
    logits, states = model.logits(tokens, seg), model.layer_states(tokens, seg)
    nsp = model(tokens, seg, loss=CrossEntropy(tokens)).nsp_logits
    assert logits.shape == (2, 8, V) and len(states) == 3 and nsp.shape == (2, 2)
    assert differs(model.logits(tokens, seg), model.logits(tokens))  # no segments = all segment 0
    with pytest.raises(ValueError, match="segment"):
        built("mlm").logits(tokens, seg)


# ---------------------------------------------------------------------------- losses


def overfit(model: nn.Module, loss_fn, steps: int = 30) -> list[float]:
    torch.manual_seed(0)
    init_weights(model)
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    losses = []
    model.train()
    for _ in range(steps):
        loss, metrics = loss_fn(model)
        assert torch.equal(metrics["loss"], loss.detach()) and metrics["ntokens"] > 0
        opt.zero_grad()
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses


def test_causal_loss_overfits_and_ignores_pads():
    cfg = tiny("causal", dropout=0.0)
    tokens = random_tokens(4, 16)
    tokens[0, 12:] = cfg.pad_id
    loss, m = causal_loss(CausalLM(cfg), {"tokens": tokens})
    assert m["ntokens"].item() == 4 * 15 - 4 and torch.equal(m["nll"], m["loss"])
    losses = overfit(CausalLM(cfg), lambda model: causal_loss(model, {"tokens": tokens}))
    assert losses[-1] < 0.5 * losses[0], losses


def test_cloze_loss_overfits():
    cfg = tiny("cloze", dropout=0.0, attention_dropout=0.0, activation_dropout=0.0)  # no dropout: a clean overfit
    tokens = random_tokens(4, 16)
    tokens[1, 10:] = cfg.pad_id
    _, m = cloze_loss(ClozeLM(cfg), {"tokens": tokens})
    assert m["ntokens"].item() == 4 * 16 - 6
    losses = overfit(ClozeLM(cfg), lambda model: cloze_loss(model, {"tokens": tokens}), steps=60)  # 30: ~0.53x
    assert losses[-1] < 0.5 * losses[0], losses


def test_mlm_loss_overfits_with_nsp():
    cfg = tiny("mlm", dropout=0.0, num_segments=2, nsp=True)
    tokens = random_tokens(8, 16)
    tokens[:, 0], tokens[:, 8], tokens[:, -1] = 5, 6, 6
    batch = {"tokens": tokens, "segments": (torch.arange(16) >= 9).long().expand(8, 16),
             "is_next": torch.tensor([0, 1] * 4)}

    def step(model):  # the same masks every step: overfit one batch
        return mlm_loss(model, batch, torch.Generator().manual_seed(0))

    losses = overfit(MaskedLM(cfg), step)
    assert losses[-1] < 0.5 * losses[0], losses
    _, m = step(MaskedLM(cfg))
    assert {"loss", "nll", "ntokens", "nsp_loss", "nsp_accuracy"} <= set(m)
    with pytest.raises(ValueError, match="nsp"):
        mlm_loss(MaskedLM(tiny("mlm")), batch, torch.Generator())
    plain = {"tokens": tokens}
    losses = overfit(MaskedLM(tiny("mlm", dropout=0.0)),
                     lambda model: mlm_loss(model, plain, torch.Generator().manual_seed(0)))
    assert losses[-1] < 0.5 * losses[0], losses


@pytest.mark.parametrize("chunk_rows", [None, 1, 5, 64])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_linear_cross_entropy_equals_cross_entropy_of_the_logits(chunk_rows, dtype):
    gen = torch.Generator().manual_seed(3)
    x = torch.randn(3, 7, 16, generator=gen, dtype=dtype)
    w = torch.randn(50, 16, generator=gen, dtype=dtype)
    t = torch.randint(0, 50, (3, 7), generator=gen)
    t[0, :4] = IGNORE
    t[2, 6] = IGNORE
    x1, w1 = x.clone().requires_grad_(), w.clone().requires_grad_()
    ref = F.cross_entropy(F.linear(x1, w1).reshape(-1, 50), t.reshape(-1), ignore_index=IGNORE, reduction="sum")
    (2.5 * ref).backward()  # a scaled loss: backward must apply the incoming gradient
    x2, w2 = x.clone().requires_grad_(), w.clone().requires_grad_()
    got = linear_cross_entropy(x2, w2, t, chunk_rows=chunk_rows)
    (2.5 * got).backward()
    tol = 1e-12 if dtype == torch.float64 else 1e-5
    assert got.dtype == (torch.float64 if dtype == torch.float64 else torch.float32)
    assert abs(got.item() - ref.item()) <= tol * abs(ref.item()) + 1e-6
    assert torch.allclose(x2.grad, x1.grad, atol=tol, rtol=tol) and torch.allclose(w2.grad, w1.grad, atol=tol, rtol=tol)
    assert x2.grad[0, :4].abs().max() == 0  # ignored rows get no gradient
    with torch.no_grad():  # the forward-only path: the same value, no gradient work
        assert abs(linear_cross_entropy(x, w, t,
                                        chunk_rows=chunk_rows).item() - ref.item()) <= tol * abs(ref.item()) + 1e-6
    only_x = x.clone().requires_grad_()  # a frozen weight
    linear_cross_entropy(only_x, w, t, chunk_rows=chunk_rows).backward()
    assert torch.allclose(2.5 * only_x.grad, x1.grad, atol=tol, rtol=tol)
    with pytest.raises(ValueError, match="targets"):
        linear_cross_entropy(x, w, t[:, :3])


@pytest.mark.parametrize("chunk_rows", [None, 4])
def test_linear_cross_entropy_label_smoothing_and_nll(chunk_rows):
    gen = torch.Generator().manual_seed(6)
    x = torch.randn(2, 9, 16, generator=gen, dtype=torch.float64)
    w = torch.randn(30, 16, generator=gen, dtype=torch.float64)
    t = torch.randint(0, 30, (2, 9), generator=gen)
    t[1, 5:] = IGNORE
    x1, w1 = x.clone().requires_grad_(), w.clone().requires_grad_()
    flat = F.linear(x1, w1).reshape(-1, 30)
    ref = F.cross_entropy(flat, t.reshape(-1), ignore_index=IGNORE, reduction="sum", label_smoothing=0.1)
    ref_nll = F.cross_entropy(flat, t.reshape(-1), ignore_index=IGNORE, reduction="sum")
    ref.backward()
    x2, w2 = x.clone().requires_grad_(), w.clone().requires_grad_()
    loss, nll = linear_cross_entropy(x2, w2, t, label_smoothing=0.1, chunk_rows=chunk_rows, return_nll=True)
    loss.backward()
    assert abs(loss.item() - ref.item()) < 1e-10 and abs(nll.item() - ref_nll.item()) < 1e-10
    assert nll.item() < loss.item() and not nll.requires_grad
    assert torch.allclose(x2.grad, x1.grad, atol=1e-12) and torch.allclose(w2.grad, w1.grad, atol=1e-12)
    with torch.no_grad():
        loss0, nll0 = linear_cross_entropy(x, w, t, label_smoothing=0.1, chunk_rows=chunk_rows, return_nll=True)
    assert abs(loss0.item() - ref.item()) < 1e-10 and abs(nll0.item() - ref_nll.item()) < 1e-10
    with pytest.raises(ValueError, match="label_smoothing"):
        linear_cross_entropy(x, w, t, label_smoothing=1.0)


def test_linear_cross_entropy_under_cpu_autocast_and_in_16_bits_takes_the_plain_path():
    gen = torch.Generator().manual_seed(4)
    x = torch.randn(10, 16, generator=gen, requires_grad=True)
    w = torch.randn(40, 16, generator=gen, requires_grad=True)
    t = torch.randint(0, 40, (10,), generator=gen)
    with torch.autocast("cpu", dtype=torch.bfloat16):
        ref = F.cross_entropy(F.linear(x, w).float(), t, reduction="sum")
        got = linear_cross_entropy(x, w, t, chunk_rows=3)
    assert got.item() == ref.item() and got.dtype == torch.float32  # the same computation
    got.backward()
    assert x.grad.dtype == torch.float32 and w.grad.dtype == torch.float32 and torch.isfinite(w.grad).all()
    xb, wb = x.detach().bfloat16().requires_grad_(), w.detach().bfloat16().requires_grad_()  # 16-bit weights
    t[3] = IGNORE
    loss, nll = linear_cross_entropy(xb, wb, t, label_smoothing=0.1, return_nll=True)
    logits = F.linear(xb, wb).float()
    assert loss.dtype == torch.float32 and loss.item() == F.cross_entropy(
        logits, t, ignore_index=IGNORE, reduction="sum", label_smoothing=0.1).item()
    assert nll.item() == F.cross_entropy(logits, t, ignore_index=IGNORE, reduction="sum").item()
    loss.backward()
    assert xb.grad.dtype == torch.bfloat16 and torch.isfinite(wb.grad.float()).all()


@pytest.mark.parametrize("kind", ["causal", "cloze", "mlm"])
def test_the_objectives_loss_gives_the_summed_nll_of_the_logits(kind):
    model = built(kind, dtype=torch.float32).train()
    tokens = random_tokens(3, 12)
    tokens[1, 9:] = 0  # right padding
    targets = tokens.masked_fill(tokens == 0, IGNORE)
    targets[2, :3] = IGNORE
    torch.manual_seed(5)
    logits = model.logits(tokens)
    ref = F.cross_entropy(logits.reshape(-1, V), targets.reshape(-1), ignore_index=IGNORE, reduction="sum")
    ref.backward()
    grads = {n: p.grad.clone() for n, p in model.named_parameters() if p.grad is not None}
    model.zero_grad(set_to_none=True)
    torch.manual_seed(5)  # the same dropout masks
    got = model(tokens, loss=CrossEntropy(targets))
    got.loss.backward()
    assert got.loss.shape == () and abs(got.loss.item() - ref.item()) < 1e-4 * ref.item()
    assert got.nll.item() == got.loss.item() and not got.nll.requires_grad
    for name, p in model.named_parameters():
        assert torch.allclose(p.grad, grads[name], atol=1e-5, rtol=1e-4), name
    torch.manual_seed(5)
    smoothed = model(tokens, loss=CrossEntropy(targets, label_smoothing=0.1))
    want = F.cross_entropy(logits.reshape(-1, V), targets.reshape(-1), ignore_index=IGNORE, reduction="sum",
                           label_smoothing=0.1)
    assert abs(smoothed.loss.item() - want.item()) < 1e-4 * want.item()
    assert abs(smoothed.nll.item() - ref.item()) < 1e-4 * ref.item()


# ----------------------------------------------------------------------------
# the CPU fast paths for dropout and attention-with-dropout


def test_cpu_dropout_rate_scale_and_determinism():
    from lm4gen.models.layers import dropout

    x = torch.ones(200_000)
    torch.manual_seed(0)
    y = dropout(x, 0.1, True)
    zero = (y == 0).float().mean().item()
    assert abs(zero - 0.1) < 0.005, zero  # each element dropped with probability p
    kept = 1 - round(0.1 * 65536) / 65536  # p taken to the nearest multiple of 1 / 65536
    assert torch.allclose(y[y != 0], torch.full_like(y[y != 0], 1 / kept), rtol=1e-6)  # the rest scaled by 1 / (1 - p)
    assert abs(y.mean().item() - 1.0) < 0.01  # expectation preserved
    torch.manual_seed(0)
    assert torch.equal(dropout(x, 0.1, True), y)  # same seed, same mask
    assert dropout(x, 0.1, False) is x and dropout(x, 0.0, True) is x
    assert torch.equal(dropout(x, 1.0, True), torch.zeros_like(x))
    odd = dropout(torch.ones(3, 5, 7), 0.5, True)  # sizes that are not a multiple of 4 draw enough bits
    assert odd.shape == (3, 5, 7) and 0 < (odd == 0).sum() < 105
    big = dropout(torch.ones(100_000), 0.999999, True)  # nearly 1: keeps 1 / 65536, scaled to match
    assert (big != 0).sum() < 20 and torch.all(big[big != 0] == 65536)


@pytest.mark.parametrize("kind", ["causal", "bool", "float", "none"])
def test_cpu_attention_with_dropout_matches_sdpa(kind):
    """The explicit CPU path equals SDPA's math: with a dropout probability too small to
    drop anything the outputs and gradients agree; with a real one rows are rescaled."""
    from lm4gen.models.layers import attention

    g = torch.Generator().manual_seed(1)
    q, k, v = (torch.randn(2, 3, 7, 8, generator=g, requires_grad=True) for _ in range(3))
    mask, causal = None, kind == "causal"
    if kind == "bool":
        mask = torch.rand(2, 1, 7, 7, generator=g) > 0.3
        mask[..., 0] = True  # every row admits a key
    elif kind == "float":
        mask = torch.randn(2, 1, 7, 7, generator=g)
    ref = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, is_causal=causal)
    out = attention(q, k, v, mask=mask, is_causal=causal, dropout_p=1e-12)
    assert torch.allclose(out, ref, atol=1e-5)
    gr = torch.autograd.grad(ref.sum(), (q, k, v))
    go = torch.autograd.grad(out.sum(), (q, k, v))
    for a, b in zip(go, gr):
        assert torch.allclose(a, b, atol=1e-5)
    torch.manual_seed(0)
    dropped = attention(q, k, v, mask=mask, is_causal=causal, dropout_p=0.5)
    assert not torch.allclose(dropped, ref, atol=1e-3)


@pytest.mark.parametrize("kind", ["causal", "cloze", "mlm"])
def test_every_lm_offers_its_layer_states_in_one_layout(kind):
    """LMContract: num_states tensors of state_width; features = what the output projection reads."""
    from lm4gen.models.lm import LMContract

    extra = {"num_segments": 2} if kind == "mlm" else {}
    model = build_model(model_config("tiny", kind=kind, **extra)).eval()
    assert isinstance(model, LMContract)
    tokens = torch.randint(7, 1000, (2, 9), generator=torch.Generator().manual_seed(0))
    tokens[1, 6:] = 0  # right padding
    segments = (torch.arange(9) >= 4).long().expand(2, 9) if kind == "mlm" else None
    states = model.layer_states(tokens, segments)
    assert len(states) == model.num_states == model.cfg.num_layers + (2 if kind == "cloze" else 1)
    assert all(s.shape == (2, 9, model.state_width) for s in states)
    assert model.state_width == model.cfg.dim * (2 if kind == "cloze" else 1)
    features = model.features(tokens, segments)
    assert features.shape == (2, 9, model.cfg.dim)
    torch.testing.assert_close(features, states[-1][..., :model.cfg.dim])
    logits = model.logits(tokens, segments) if kind == "mlm" else model.logits(tokens)
    torch.testing.assert_close(logits, features @ model.embed.tokens.weight.T)  # the tied projection reads features
    if kind != "mlm":
        with pytest.raises(ValueError, match="segments"):
            model.layer_states(tokens, segments=torch.zeros_like(tokens))
    if kind != "causal":
        with pytest.raises(ValueError, match="cache"):
            model.features(tokens, cache=[])


@pytest.mark.parametrize("kind", ["causal", "cloze", "mlm"])
def test_layer_states_from_given_embeddings(kind):
    """layer_states(..., embeddings=): the embedding output replaced (SMART's perturbed inputs, no hook): the
    model's own embedding gives the same states, another one other states, and the embedding layer is not run."""
    model, tokens = built(kind), random_tokens(2, 7)
    tokens[1, 5:] = model.cfg.pad_id
    want = model.layer_states(tokens)
    e = model.embed(tokens)
    calls = []
    model.embed.register_forward_hook(lambda *_: calls.append(1))
    got = model.layer_states(tokens, embeddings=e)
    assert calls == [] and all(torch.equal(a, b) for a, b in zip(got, want))
    moved = model.layer_states(tokens, embeddings=e + 0.1 * torch.randn(e.shape, dtype=e.dtype))  # (a constant
    # shift would vanish in the LayerNorms)
    assert differs(moved[-1], want[-1])
    assert torch.equal(model.features(tokens, embeddings=e), want[-1][..., :model.cfg.dim])


def test_classifier_outputs_carry_the_embeddings_smart_perturbs():
    """Classifier: one typed output (the task outputs and the encoder's embedding output); encoding from that
    embedding output gives the same outputs, a perturbed one other outputs."""
    from lm4gen.classify.heads import HeadConfig
    from lm4gen.classify.model import Classifier, ClassifierOutput
    from lm4gen.classify.tasks import task_spec

    lm = built("mlm", dtype=torch.float32)
    clf = Classifier(lm, {"sst": task_spec("sst")}, HeadConfig(dim=lm.cfg.dim, dropout=0.0), frozen=False).eval()
    tokens = random_tokens(3, 6)
    batch = {"task": "sst", "tokens": tokens, "segments": torch.zeros_like(tokens)}
    out = clf(batch)
    assert isinstance(out, ClassifierOutput) and out.outputs.shape == (3, 5)
    assert torch.equal(out.embeddings, lm.embed(tokens))
    assert torch.equal(clf(batch, embeddings=out.embeddings).outputs, out.outputs)
    assert differs(clf(batch, embeddings=out.embeddings + 0.1 * torch.randn(out.embeddings.shape)).outputs, out.outputs)
    joint = clf({"tasks": {"sst": batch}})
    assert torch.equal(joint["sst"].outputs, out.outputs)
