"""lm4gen plan: the memory estimate's arithmetic on hand-checkable cases, the command's table, JSON and one-line
errors, and the resume verdict for a checkpoint of another layout (no launcher, no training)."""

from __future__ import annotations

import json
import os

import pytest
import torch

from lm4gen.cli import main as lm4gen
from lm4gen.models.lm import build_model
from lm4gen.pretrain.config import load_config
from lm4gen.pretrain.plan import (GIB, Layout, block_activation_bytes, estimate, parse_bytes, resume_verdict,
                                  shard_counts, state_bytes)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ZERO = {z: json.load(open(os.path.join(ROOT, "configs", f"zero{z}.json"))) for z in range(4)}


def config(tmp_path, *sets):
    return load_config(None, [f"data.train={tmp_path / 'no-shards'}", "model.size=tiny", "model.kind=causal", *sets])


def test_tensor_parallelism_halves_the_layer_weights_and_the_vocabulary(tmp_path):
    m = config(tmp_path).model_config_check()  # tiny: dim 64, ffn 256, 2 layers, vocabulary 1000, 256 positions
    h, f, v, layers = 64, 256, 1000, 2
    with torch.device("meta"):
        model = build_model(m)
    total, whole, _ = shard_counts(model, 1)
    split = v * h + layers * (3 * h * h + 3 * h + h * h + f * h + f + h * f)  # qkv, out weight, up, down weight
    replicated = 256 * h + layers * (4 * h + h + h) + 2 * h  # positions; LayerNorms, out and down biases; ln_out
    assert total == whole == split + replicated
    assert shard_counts(model, 2)[1] == split // 2 + replicated


def test_zero_stages_divide_by_the_data_parallel_size(tmp_path):
    P, k = 1_000_000, 1  # NAG: one fp32 state per parameter
    sizes = {"w": P}
    m = config(tmp_path).model_config_check()
    z0 = state_bytes(P, sizes, m, 0, 4, False, k, {})
    assert (z0["weights"], z0["gradients"], z0["master_weights"], z0["optimizer_states"]) == (4 * P, 4 * P, 0, 4 * P)
    z1 = state_bytes(P, sizes, m, 1, 4, False, k, {"reduce_bucket_size": 1000})
    assert z1["optimizer_states"] == 4 * P // 4 and z1["master_weights"] == 4 * P // 4 and z1["buckets"] == 4000
    assert z1["norm_copy"] == 8 * P // 4  # DeepSpeed's ZeRO-1 norm: the flat partition in fp64, at the step
    z2 = state_bytes(P, sizes, m, 2, 4, False, k, {})
    assert z0["norm_copy"] == z2["norm_copy"] == 0  # stage 2 converts one parameter's gradient at a time
    assert z2["gradients"] == 2 * 4 * P // 4 and z2["weights"] == 4 * P  # the partition, its fp32 copy at the step
    assert state_bytes(P, sizes, m, 1, 4, False, k, {}, grad_accum=2)["gradients"] == z2["gradients"] + 4 * P
    double = state_bytes(P, sizes, m, 2, 4, False, k, {"overlap_comm": True, "reduce_bucket_size": 1000})
    assert double["buckets"] == 2 * 4000  # overlap_comm: DeepSpeed's two gradient buckets
    gloo = state_bytes(P, sizes, m, 2, 4, False, k, {"overlap_comm": True, "reduce_bucket_size": 1000}, gloo=True)
    assert gloo["buckets"] == double["buckets"] + 4 * P  # the CPU's all-gather of the updated weights
    z3 = {dp: state_bytes(P, sizes, m, 3, dp, False, k, {})["weights"] for dp in (2, 4)}
    assert z3[2] - z3[4] == 4 * (P // 2 - P // 4)  # the partition of the weights, the gathered block the same
    half = state_bytes(P, sizes, m, 2, 4, True, 2, {})  # fp16 + AdamW: 2-byte weights and gradients, fp32 masters
    assert half["weights"] == 2 * P and half["gradients"] == 2 * P // 4 + 4 * P // 4
    assert half["master_weights"] == 4 * P // 4 and half["optimizer_states"] == 8 * P // 4


def test_activations_scale_with_tokens_and_checkpointing_keeps_block_inputs(tmp_path):
    m = config(tmp_path).model_config_check()
    one = block_activation_bytes(m, 100, 129, 1, 4, cuda=False)
    # per token: x, ln, x2, ln2 (4h), qkv (3h), scaled q, ctx (2h), ffn up and its output (2f), 3 dropout masks
    # (2h + f, fp32 on the CPU), the attention weights 3 x heads x seq
    assert one == 100 * 4 * (9 * 64 + 2 * 256 + 2 * 64 + 256 + 3 * 4 * 129)
    assert block_activation_bytes(m, 200, 129, 1, 4, False) == 2 * one
    plain = estimate(config(tmp_path), ZERO[2], Layout.cpu(1))
    ckpt = estimate(config(tmp_path, "train.activation_checkpointing=true"), ZERO[2], Layout.cpu(1))
    assert ckpt.activations < plain.activations and ckpt.state == plain.state
    double = estimate(config(tmp_path, "data.batch_size=16"), ZERO[2], Layout.cpu(1))
    assert 1.8 < double.activations / plain.activations < 2.0  # the loss's weight-sized gradient does not grow


def test_global_batch_fit_and_precision(tmp_path):
    cfg = config(tmp_path, "data.batch_size=4", "train.grad_accum=3", "parallel.tensor=2")
    gpu = estimate(cfg, ZERO[2], Layout(2, 4, 80 * GIB))
    assert (gpu.world, gpu.data_parallel, gpu.global_batch, gpu.precision) == (8, 4, 4 * 3 * 4, "fp16")
    assert gpu.fits and gpu.capacity == 80 * GIB
    assert not estimate(cfg, ZERO[2], Layout(2, 4, 2**20)).fits
    assert estimate(cfg, ZERO[2], Layout.cpu(2, 24 * GIB)).precision == "fp32"  # the CPU trains fp32
    z1 = estimate(cfg, {"zero_optimization": {"stage": 1}}, Layout.cpu(4, 24 * GIB))
    assert z1.norm_copy == 8 * (z1.parameters_per_rank // z1.data_parallel) > 0
    assert z1.total == z1.state + max(z1.activations, z1.norm_copy) + z1.overhead  # they do not coexist
    with pytest.raises(ValueError, match="tensor"):
        estimate(cfg, ZERO[2], Layout.cpu(3))


def test_parse_bytes():
    assert parse_bytes("80GiB") == 80 * GIB and parse_bytes("40GB") == 40 * 10**9 and parse_bytes("512MiB") == 2**29
    for bad in ("80XB", "", "-1GiB", "GiB"):
        with pytest.raises(ValueError, match="--gpu-memory"):
            parse_bytes(bad)


def test_the_command_prints_a_table_and_json(tmp_path, capsys):
    args = ["plan", "--set", f"data.train={tmp_path / 'none'}", "--set", "model.size=small", "--ds_config",
            os.path.join(ROOT, "configs", "zero1.json")]
    assert lm4gen([*args, "--nodes", "2", "--gpus-per-node", "8", "--gpu-memory", "80GiB"]) == 0
    out = capsys.readouterr().out
    assert "| **total** |" in out and "fits: yes" in out and "| optimizer states |" in out
    assert "world 16 = data 16 x tensor 1 | ZeRO-1 | fp16" in out
    assert "global batch: 8 sequences x 1 accumulation x 16 data-parallel = 128 sequences (16,384 tokens)" in out
    assert lm4gen([*args, "--cpu", "--ranks", "2", "--host-memory", "24GiB", "--json"]) == 0
    plan = json.loads(capsys.readouterr().out)
    assert plan["precision"] == "fp32" and plan["data_parallel"] == 2 and plan["fits"] is True
    assert plan["total"] == sum(plan[k] for k in ("weights", "gradients", "master_weights", "optimizer_states",
                                                  "buckets", "activations", "overhead"))


@pytest.mark.parametrize("args, message", [
    (["--config", "missing.yaml", "--cpu"], "error: config file not found: missing.yaml"),
    (["--gpus-per-node", "8", "--gpu-memory", "80XB"], "error: --gpu-memory '80XB': expected a positive size"),
    (["--gpus-per-node", "8"], "error: give the layout: --nodes N --gpus-per-node G --gpu-memory 80GiB"),
    (["--cpu", "--ds_config", "none.json"], "error: --ds_config file not found: none.json"),
    (["--cpu", "--ranks", "3", "--set", "parallel.tensor=2"], "error: parallel field 'tensor'"),
])
def test_bad_input_is_one_line(args, message, capsys):
    assert lm4gen(["plan", *args]) != 0
    err = capsys.readouterr().err
    assert err.startswith(message) and err.count("\n") == 1, err


def checkpoint(tmp_path, **layout):
    tag = tmp_path / "checkpoints" / "step00000010"
    tag.mkdir(parents=True)
    full = {"dp": 2, "tp": 1, "zero": 2, "precision": "fp32", "grad_accum": 1, **layout}
    (tag / "complete.json").write_text(json.dumps({"layout": full}))
    return str(tag)


def test_resume_verdict_for_another_layout(tmp_path):
    cfg = config(tmp_path, "train.grad_accum=1")
    model = cfg.model_config_check()
    four = estimate(cfg, ZERO[2], Layout.cpu(4))
    ok, why = resume_verdict(checkpoint(tmp_path / "a", tp=2, grad_accum=2), four, model, None)
    assert ok and "dp=2 tp=2 ZeRO-2 fp32): resumes, resharded to dp=4 tp=1 ZeRO-2" in why, why
    ok, why = resume_verdict(checkpoint(tmp_path / "z", zero=0, grad_accum=2), four, model, None)  # fp32: resharded
    assert ok and "resharded to dp=4 tp=1 ZeRO-2" in why
    ok, why = resume_verdict(checkpoint(tmp_path / "h", zero=0, precision="fp16", grad_accum=2), four, model, None)
    assert ok and "dp=2 tp=1 ZeRO-0 fp16): resumes, resharded to dp=4 tp=1 ZeRO-2 fp32" in why, why
    ok, why = resume_verdict(checkpoint(tmp_path / "b", grad_accum=3), four, model, None)  # 6 micro-batches
    assert not ok and "global batch of 6 micro-batches" in why and "does not divide by 4" in why
    path = checkpoint(tmp_path / "c", grad_accum=2)  # 4 micro-batches: one per rank on 4 ranks
    ok, why = resume_verdict(os.path.dirname(path), four, model, None)  # a checkpoints directory: its newest tag
    assert ok and "resharded to dp=4 tp=1 ZeRO-2" in why and "train.grad_accum 1" in why
    with pytest.raises(ValueError, match="not found"):
        resume_verdict(str(tmp_path / "nowhere"), four, model, None)


def test_the_command_prints_the_resume_verdict(tmp_path, capsys):
    tag = checkpoint(tmp_path, dp=3)
    assert lm4gen(["plan", "--set", f"data.train={tmp_path / 'none'}", "--set", "model.size=tiny", "--cpu",
                   "--ranks", "2", "--host-memory", "8GiB", "--checkpoint", tag]) == 0
    out = capsys.readouterr().out
    assert (f"resume: NO: {tag} (dp=3 tp=1 ZeRO-2): cannot resume on 2 data-parallel ranks: the run's global batch "
            "of 3 micro-batches") in out, out
