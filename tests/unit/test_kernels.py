"""apex's fused kernels (optional, GPU): selection, the in-place LayerNorm swap, FusedAdam's settings.

apex cannot run here (no GPU; it is not installed), so a stand-in ``apex`` package with the
same entry points (``apex.normalization.fused_layer_norm.fused_layer_norm_affine``,
``apex.optimizers.FusedAdam``) is put in ``sys.modules``: the tests check what lm4gen does
with apex — when it uses it, that the model and its checkpoints stay the same, which
optimizer rule it asks for — not apex's kernels themselves.
"""

from __future__ import annotations

import sys
import types

import pytest
import torch
import torch.nn.functional as F
from torch import nn

from lm4gen.finetune.config import FinetuneConfig
from lm4gen.models.seq2seq import build_seq2seq, seq2seq_config
from lm4gen.core import kernels
from lm4gen.pretrain.config import RunConfig
from lm4gen.core.kernels import FusedLayerNorm, adam, apply_kernels, describe, fuse_layer_norms, use_apex
from lm4gen.models.lm import build_model, init_weights, model_config
from lm4gen.core.optim import NAG, build_optimizer

CUDA, CPU = torch.device("cuda"), torch.device("cpu")


@pytest.fixture
def fake_apex(monkeypatch):
    """A stand-in apex: its LayerNorm function counts calls, FusedAdam records its arguments."""
    calls = {"layer_norm": 0}

    def fused_layer_norm_affine(x, weight, bias, normalized_shape, eps):
        calls["layer_norm"] += 1
        return F.layer_norm(x, normalized_shape, weight, bias, eps)

    class FusedAdam(torch.optim.Adam):
        def __init__(self, params, lr, betas, eps, weight_decay, adam_w_mode):
            super().__init__(params, lr=lr, betas=betas, eps=eps, weight_decay=weight_decay)
            self.adam_w_mode = adam_w_mode

    apex = types.ModuleType("apex")
    normalization = types.ModuleType("apex.normalization")
    fln = types.ModuleType("apex.normalization.fused_layer_norm")
    fln.fused_layer_norm_affine = fused_layer_norm_affine
    optimizers = types.ModuleType("apex.optimizers")
    optimizers.FusedAdam = FusedAdam
    apex.normalization, normalization.fused_layer_norm, apex.optimizers = normalization, fln, optimizers
    extensions = [(name, types.ModuleType(name)) for name in ("fused_layer_norm_cuda", "amp_C")]
    for name, module in [("apex", apex), ("apex.normalization", normalization),
                         ("apex.normalization.fused_layer_norm", fln), ("apex.optimizers", optimizers), *extensions]:
        monkeypatch.setitem(sys.modules, name, module)
    return calls


@pytest.fixture
def no_apex(monkeypatch):
    for name in ("apex", "apex.normalization", "apex.normalization.fused_layer_norm", "apex.optimizers"):
        monkeypatch.setitem(sys.modules, name, None)  # import raises ImportError


def test_apex_is_used_only_on_cuda_with_auto_and_when_it_imports(fake_apex):
    assert use_apex("auto", CUDA)
    assert not use_apex("torch", CUDA)
    assert not use_apex("auto", CPU)
    with pytest.raises(ValueError, match="train.kernels"):
        use_apex("fast", CUDA)


def test_without_apex_the_torch_kernels_run(no_apex):
    assert not use_apex("auto", CUDA)
    line = describe("auto", CUDA, nn.LayerNorm(4), torch.optim.AdamW([nn.Parameter(torch.zeros(1))]))
    assert "torch" in line and "not importable" in line


def test_apex_without_its_cuda_extensions_is_not_used(fake_apex, monkeypatch):
    monkeypatch.setitem(sys.modules, "fused_layer_norm_cuda", None)  # apex installed from source without --cuda_ext
    assert not use_apex("auto", CUDA)


@pytest.mark.parametrize("kind", ["causal", "cloze", "mlm"])
def test_layer_norm_swap_keeps_parameters_keys_and_outputs(fake_apex, monkeypatch, kind):
    cfg = model_config("tiny", kind=kind, vocab_size=40, dim=32, ffn_dim=64, num_layers=2, max_positions=32)
    plain, fused = build_model(cfg), build_model(cfg)
    init_weights(plain, std=0.1, generator=torch.Generator().manual_seed(0))
    fused.load_state_dict(plain.state_dict())
    params_before = {name: p for name, p in fused.named_parameters()}
    norms = sum(type(m) is nn.LayerNorm for m in fused.modules())
    assert fuse_layer_norms(fused) == norms > 0
    assert not any(type(m) is nn.LayerNorm for m in fused.modules())
    assert sum(isinstance(m, FusedLayerNorm) for m in fused.modules()) == norms
    # the same Parameter objects under the same names: optimizers, ties and checkpoints are unaffected
    assert {name: p for name, p in fused.named_parameters()} == params_before
    assert list(fused.state_dict()) == list(plain.state_dict())

    tokens = torch.randint(7, 40, (2, 12), generator=torch.Generator().manual_seed(1))
    plain.eval(), fused.eval()
    want = plain.logits(tokens)
    assert fake_apex["layer_norm"] == 0
    torch.testing.assert_close(fused.logits(tokens), want, rtol=0, atol=0)  # CPU tensors: torch's kernel
    assert fake_apex["layer_norm"] == 0
    monkeypatch.setattr(kernels, "_on_gpu", lambda x: True)  # as if the tensors were on a GPU
    torch.testing.assert_close(fused.logits(tokens), want, rtol=0, atol=0)
    assert fake_apex["layer_norm"] == norms


def test_fused_layer_norm_leaves_mixed_dtypes_to_torch(fake_apex, monkeypatch):
    monkeypatch.setattr(kernels, "_on_gpu", lambda x: True)
    norm = nn.LayerNorm(8)
    norm.__class__ = FusedLayerNorm
    x = torch.randn(3, 8, dtype=torch.bfloat16)  # 16-bit activations against fp32 weights under autocast
    with torch.autocast("cpu", dtype=torch.bfloat16):
        y = norm(x)
    torch.testing.assert_close(y.float(), F.layer_norm(x.float(), (8,), norm.weight, norm.bias), rtol=1e-2, atol=1e-2)
    assert fake_apex["layer_norm"] == 0


def test_seq2seq_with_frozen_lm_swaps_every_layer_norm(fake_apex):
    lm_cfg = model_config("tiny", kind="cloze", vocab_size=40, dim=32, ffn_dim=64, num_layers=2, max_positions=32)
    lm = build_model(lm_cfg)
    cfg = seq2seq_config("tiny", vocab_size=40, dim=32, ffn_dim=64, max_positions=32, strategy="src-elmo")
    model = build_seq2seq(cfg, src_lm=lm, seed=1)
    norms = sum(type(m) is nn.LayerNorm for m in model.modules())
    frozen = {n for n, p in model.named_parameters() if not p.requires_grad}
    assert fuse_layer_norms(model) == norms
    assert {n for n, p in model.named_parameters() if not p.requires_grad} == frozen


@pytest.mark.parametrize("decoupled", [True, False])
def test_fused_adam_gets_the_same_rule_and_groups(fake_apex, decoupled):
    params = [nn.Parameter(torch.randn(4)), nn.Parameter(torch.randn(2))]
    groups = [{"params": params[:1]}, {"params": params[1:], "lr": 1e-5}]
    opt = adam(groups, 1e-3, (0.9, 0.98), 1e-8, 0.01, decoupled=decoupled, fused=True)
    assert type(opt).__name__ == "FusedAdam" and opt.adam_w_mode is decoupled
    assert [g["lr"] for g in opt.param_groups] == [1e-3, 1e-5]
    assert opt.defaults["betas"] == (0.9, 0.98) and opt.defaults["weight_decay"] == 0.01
    torch_opt = adam(params, 1e-3, (0.9, 0.98), 1e-8, 0.01, decoupled=decoupled, fused=False)
    assert type(torch_opt) is (torch.optim.AdamW if decoupled else torch.optim.Adam)
    three = nn.Sequential(nn.LayerNorm(4), nn.LayerNorm(4), nn.LayerNorm(4))
    assert apply_kernels(three, "auto", CUDA) and not apply_kernels(nn.LayerNorm(4), "auto", CPU)
    assert "apex (FusedLayerNorm x 3, optimizer FusedAdam)" in describe("auto", CUDA, three, opt)


def test_pretrain_optimizer_choice(fake_apex):
    p = [nn.Parameter(torch.randn(3))]
    assert type(build_optimizer(p, "adamw", 1e-3, 0.99, 0.0, (0.9, 0.98), 1e-8, fused=True)).__name__ == "FusedAdam"
    assert type(build_optimizer(p, "adamw", 1e-3, 0.99, 0.0, (0.9, 0.98), 1e-8)) is torch.optim.AdamW
    assert type(build_optimizer(p, "nag", 1e-3, 0.99, 0.0, (0.9, 0.98), 1e-8, fused=True)) is NAG  # no apex NAG


def test_configs_check_the_kernels_field():
    with pytest.raises(ValueError, match="train.kernels"):
        RunConfig(**{"train": RunConfig().train.__class__(kernels="fast")}, data=RunConfig().data.__class__(
            train="shards")).validate()
    with pytest.raises(ValueError, match="train.kernels"):
        FinetuneConfig(train=FinetuneConfig().train.__class__(kernels="fast"),
                       data=FinetuneConfig().data.__class__(train="shards")).validate()
