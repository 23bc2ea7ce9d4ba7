"""A run that outlives its cluster's shape (#48): what cannot resume says so in one line; a run resumes on another
data-parallel size with the same samples."""

from __future__ import annotations

import json
import os
import types


from lm4gen.core.checkpoint import resume_mismatch


def write_tag(path, model: dict, tokenizer: dict) -> str:
    os.makedirs(path, exist_ok=True)
    for name, card in (("model.json", model), ("tokenizer.json", tokenizer)):
        with open(os.path.join(path, name), "w") as f:
            json.dump(card, f)
    return str(path)


TINY = {"kind": "causal", "num_layers": 2, "dim": 64, "dropout": 0.1, "special_ids": [0, 1, 2]}
TOKENIZER = {"sha256": "a" * 64, "vocab_size": 500}


def test_resume_mismatch_names_the_field_and_both_values(tmp_path):
    tag = write_tag(tmp_path / "step00000002", TINY, TOKENIZER)
    assert resume_mismatch(tag, {**TINY, "special_ids": (0, 1, 2)}, TOKENIZER) is None  # tuples as JSON lists
    assert resume_mismatch(tag, {**TINY, "dropout": 0.3}, TOKENIZER) is None  # regularisation may change
    assert resume_mismatch(tag, {**TINY, "num_layers": 3}, TOKENIZER) == \
        "model.num_layers is 3 here, 2 in the checkpoint"
    assert resume_mismatch(tag, {**TINY, "kind": "cloze"}, TOKENIZER) == \
        "model.kind is cloze here, causal in the checkpoint"
    assert resume_mismatch(tag, {**TINY, "nsp": True}, TOKENIZER) == "model.nsp is true here, absent in the checkpoint"
    assert resume_mismatch(tag, TINY, {"sha256": "b" * 64, "vocab_size": 500}) == \
        f"the tokenizer's sha256 is {'b' * 12}… here, {'a' * 12}… in the checkpoint"


def test_a_seq2seq_card_names_the_config_fields_and_ignores_generation(tmp_path):
    card = {"format": 1, "task": "translation", "seq2seq": {"decoder_layers": 2, "strategy": "baseline"},
            "generation": {"beam": 5}}
    tag = write_tag(tmp_path / "step00000002", card, TOKENIZER)
    assert resume_mismatch(tag, {**card, "generation": {"beam": 4}}, TOKENIZER) is None
    assert resume_mismatch(tag, {**card, "seq2seq": {"decoder_layers": 3, "strategy": "baseline"}}, TOKENIZER) == \
        "model.decoder_layers is 3 here, 2 in the checkpoint"
    assert resume_mismatch(tag, {**card, "task": "summarization"}, TOKENIZER) == \
        "model.task is summarization here, translation in the checkpoint"


def layout(dp=2, tp=1, zero=2, precision="fp32", **extra):
    return {"dp": dp, "tp": tp, "zero": zero, "precision": precision, "grad_accum": 1, **extra}


def test_what_a_layout_change_says_and_which_deepspeed_loads_itself():
    from lm4gen.core.reshard import change, needs_universal

    assert change(layout(), layout()) is None and change(None, layout()) is None
    assert change(layout(), layout(dp=1)) == "resuming a dp=2 tp=1 ZeRO-2 checkpoint as dp=1 tp=1 ZeRO-2"
    fused, unfused = layout(zero=0, precision="fp16", flat_masters=True), layout(zero=0, precision="fp16", dp=1)
    assert change(fused, unfused) == "resuming a dp=2 tp=1 ZeRO-0 fp16 (fused) checkpoint as dp=1 tp=1 ZeRO-0 fp16"
    assert not needs_universal(layout(zero=0), layout(zero=0, dp=1))  # stage 0's state is whole: DeepSpeed reads it
    assert not needs_universal(fused, {**fused, "dp": 1})
    assert needs_universal(fused, unfused)  # flat masters against per-parameter ones: lm4gen's stage-0 folder
    assert needs_universal(layout(zero=0), layout(zero=0, tp=2, dp=1)) and needs_universal(layout(), layout(dp=1))


def test_a_fused_optimizers_flat_state_is_cut_per_parameter_and_the_loss_scale_read():
    """``FP16_Optimizer`` saves one flat fp32 master and one flat tensor per state for each group: cut into the
    group's parameters in order (their shapes the module's), numbered as the unfused optimizer numbers them; a
    scalar state (Adam's step) stays whole; the loss scale is read from the same dict or from ZeRO's scaler."""
    import torch

    from lm4gen.core.reshard import _loss_scale, _per_parameter

    module = {"a": torch.zeros(2, 3), "b": torch.zeros(4), "c": torch.zeros(5)}
    flat = [torch.arange(10.0), torch.arange(5.0) + 100]
    wrapped = {"cur_scale": 1024.0, "cur_iter": 7, "last_overflow_iter": 2, "scale_window": 2,
               "fp32_groups_flat": flat,
               "optimizer_state_dict": {"state": {0: {"exp_avg": flat[0] * 2, "step": torch.tensor(5.0)},
                                                  1: {"exp_avg": flat[1] * 2, "step": torch.tensor(5.0)}},
                                        "param_groups": [{"lr": 1.0, "params": [0]}, {"lr": 2.0, "params": [1]}]}}
    out = _per_parameter(wrapped, [["a", "b"], ["c"]], module)
    masters = out["fp32_groups"]
    assert [m.shape for m in masters[0]] == [(2, 3), (4,)] and masters[0][1].tolist() == [6.0, 7.0, 8.0, 9.0]
    assert masters[1][0].tolist() == [100.0, 101.0, 102.0, 103.0, 104.0]
    optim = out["optimizer_state_dict"]
    assert [g["params"] for g in optim["param_groups"]] == [[0, 1], [2]] and optim["param_groups"][1]["lr"] == 2.0
    assert optim["state"][1]["exp_avg"].tolist() == [12.0, 14.0, 16.0, 18.0] and optim["state"][1]["step"] == 5
    assert _per_parameter({"fp32_groups": []}, [], module) == {"fp32_groups": []}  # unfused: as saved
    assert _loss_scale(wrapped) == {"cur_scale": 1024.0, "cur_iter": 7, "last_overflow_iter": 2}

    # ZeRO's DynamicLossScaler: an object with the same names, and its hysteresis
    scaler = types.SimpleNamespace(cur_scale=512.0, cur_iter=9, last_overflow_iter=4, cur_hysteresis=2,
                                   dtype=torch.float16)
    assert _loss_scale(scaler) == {"cur_scale": 512.0, "cur_iter": 9, "last_overflow_iter": 4, "cur_hysteresis": 2}
    assert _loss_scale(None) == {}
