"""Every precision path on the CPU: fp16 (dynamic loss scaling) and bf16 DeepSpeed engines for each
objective, ZeRO 0-3 and tensor parallelism, with checkpoint, exact resume and fp32 exports checked
against the live model (``pytest -m precision``).

The tests that need no launched process; the rest, and the whole story, in tests/integration/test_precision.py."""

from __future__ import annotations

import json
import os

import pytest
import torch

from helpers.common import ROOT
from helpers.precision import LOW

pytestmark = pytest.mark.precision


# ---------------------------------------------------------------------------- in process


def tiny_models() -> dict[str, torch.nn.Module]:
    """The three LMs and a seq2seq model fine-tuning a cloze LM (its LM runs inside), no dropout."""
    from lm4gen.models.seq2seq import build_seq2seq, seq2seq_config
    from lm4gen.models.lm import build_model, init_weights, model_config

    quiet = dict(dropout=0.0, attention_dropout=0.0, activation_dropout=0.0)
    models = {}
    for kind in ("causal", "cloze", "mlm"):
        lm = build_model(model_config("tiny", kind=kind, vocab_size=64, dim=32, ffn_dim=64, num_layers=2, **quiet))
        init_weights(lm, generator=torch.Generator().manual_seed(1))
        models[kind] = lm
    cfg = seq2seq_config("tiny", vocab_size=64, dim=32, ffn_dim=64, max_positions=64, strategy="src-ft", **quiet)
    lm = build_model(model_config("tiny", kind="cloze", vocab_size=64, dim=32, ffn_dim=64, num_layers=2, **quiet))
    init_weights(lm, generator=torch.Generator().manual_seed(2))
    models["seq2seq"] = build_seq2seq(cfg, lm, None, seed=1)
    return {name: model.eval() for name, model in models.items()}  # eval: no dropout anywhere (lm_dropout too)


def fused_loss(name: str, model: torch.nn.Module) -> torch.Tensor:
    """Mean loss per target through each model's fused output projection + cross-entropy (right-padded rows)."""
    from lm4gen.core.losses import IGNORE, CrossEntropy

    g = torch.Generator().manual_seed(3)
    tokens = torch.randint(7, 64, (3, 12), generator=g)
    tokens[1, 9:] = 0  # padding
    targets = tokens.masked_fill(tokens == 0, IGNORE)
    if name == "causal":
        return model(tokens[:, :-1], loss=CrossEntropy(targets[:, 1:])).loss / (targets[:, 1:] != IGNORE).sum()
    if name in ("cloze", "mlm"):
        return model(tokens, loss=CrossEntropy(targets)).loss / (targets != IGNORE).sum()
    tgt_out = torch.cat([tokens[:, 1:], torch.zeros_like(tokens[:, :1])], dim=1)
    loss = CrossEntropy(tgt_out.masked_fill(tgt_out == 0, IGNORE), label_smoothing=0.1)
    return model(tokens, tokens, loss=loss).loss / (tgt_out != 0).sum()  # label-smoothed


@pytest.mark.parametrize("dtype", ["fp16", "bf16"])
def test_sixteen_bit_forward_backward_of_every_model_and_the_fused_loss(dtype):
    """Weights cast to 16 bits (what a DeepSpeed fp16/bf16 engine runs) and fp32 weights under CPU
    autocast: the loss and the gradients of every model, through the fused loss, are finite and
    close to fp32's. (fp16 gradients are taken at a loss scale of 2^10: at the configs' initial 2^16
    the cloze LM's combination bias gradient overflows at this size, which the dynamic loss scaler
    handles: test_precision_matrix.)"""
    low = LOW[dtype]
    scale = 2.0 ** 10 if dtype == "fp16" else 1.0
    tol, norm_tol = {"fp16": (1e-4, 2e-3), "bf16": (1e-3, 2e-2)}[dtype]  # relative: loss, gradient norm
    for name, model in tiny_models().items():
        ref_loss = fused_loss(name, model)
        ref_loss.backward()
        ref = {n: p.grad.clone() for n, p in model.named_parameters() if p.grad is not None}
        model.zero_grad(set_to_none=True)
        with torch.autocast("cpu", dtype=low):
            auto = fused_loss(name, model)
        auto.backward()
        auto_grads = {n: p.grad.clone() for n, p in model.named_parameters() if p.grad is not None}
        model.zero_grad(set_to_none=True)
        half = model.to(low)
        loss = fused_loss(name, half)
        (loss.float() * scale).backward()
        assert loss.dtype == torch.float32 and auto.dtype == torch.float32, (name, loss.dtype, auto.dtype)
        for got in (loss, auto):
            assert torch.isfinite(got) and abs(got.item() - ref_loss.item()) <= tol * abs(ref_loss.item()), \
                (name, got.item(), ref_loss.item())
        for grads, unscale in ((auto_grads, 1.0),
                               ({n: p.grad for n, p in half.named_parameters() if p.grad is not None},
                                                   scale)):
            assert grads.keys() == ref.keys(), name
            flat = torch.cat([grads[n].float().flatten() / unscale for n in ref])
            want = torch.cat([ref[n].flatten() for n in ref])
            assert torch.isfinite(flat).all(), name
            cosine = torch.nn.functional.cosine_similarity(flat, want, dim=0).item()
            assert cosine > 0.999 and abs(flat.norm() / want.norm() - 1) < norm_tol, (name, cosine)


def test_the_run_config_decides_the_cpu_precision():
    from lm4gen.core.engine import precision, resolve_ds_config

    with open(os.path.join(ROOT, "configs", "zero0.json")) as f:
        ds = json.load(f)
    said = []
    assert precision(resolve_ds_config(ds, 4, 1, 2, 0.1, cuda=False, log=said.append)) == "fp32"
    assert "no CUDA device: fp16 requested, training in fp32" in said[0]
    assert precision(resolve_ds_config(ds, 4, 1, 2, 0.1, cuda=False, half_on_cpu=True)) == "fp16"
    bf16 = {**ds, "fp16": {"enabled": False}, "bf16": {"enabled": True}}
    assert precision(resolve_ds_config(bf16, 4, 1, 2, 0.1, cuda=False, half_on_cpu=True)) == "bf16"
    # ZeRO-0's 16-bit optimizer clips by a wrong norm under tensor parallelism: refused (see test_precision_matrix)
    for config in (ds, bf16):
        with pytest.raises(ValueError, match="ZeRO stage 0 and tensor parallelism"):
            resolve_ds_config(config, 4, 1, 1, 0.1, cuda=True, tensor_parallel=2)
    assert precision(resolve_ds_config(ds, 4, 1, 1, 0.1, cuda=False, tensor_parallel=2)) == "fp32"  # fp32: fine
    # an optimizer section would be ignored beside the optimizer lm4gen builds: refused, naming the field
    with pytest.raises(ValueError, match=r"^ds_config field 'optimizer': lm4gen builds the optimizer from the run "
                                         r"config's optim section"):
        resolve_ds_config({**ds, "optimizer": {"type": "Adam", "params": {"lr": 1e-3}}}, 4, 1, 1, 0.1, cuda=False)


def test_zero3_without_data_parallel_ranks_is_pointed_out():
    from lm4gen.core.engine import resolve_ds_config

    with open(os.path.join(ROOT, "configs", "zero3.json")) as f:
        ds = json.load(f)
    said = []
    resolve_ds_config(ds, 4, 1, 1, 0.1, cuda=False, log=said.append, tensor_parallel=2)
    assert any("ZeRO stage 3 with data-parallel size 1 shards nothing" in m for m in said), said
    said.clear()
    resolve_ds_config(ds, 4, 1, 2, 0.1, cuda=False, log=said.append)
    assert not any("shards nothing" in m for m in said), said
