"""Average the weights of the last N fine-tuning checkpoints (fairseq's average_checkpoints) into one fp32 file.

    lm4gen average runs/finetune/checkpoints --last 5 --output runs/finetune/avg5.pt
    lm4gen average runs/finetune/checkpoints/step00001000 runs/finetune/checkpoints/step00002000 -o avg.pt
    lm4gen average runs/finetune/checkpoints/best -o best.pt          # N = 1: a plain export

Inputs are checkpoint tag directories (their consolidated ``model_fp32.pt``, see
:mod:`lm4gen.core.checkpoint`; no DeepSpeed needed), a ``checkpoints`` directory with
``--last N`` (its N complete tags with the highest steps), or files written by this
command. All must hold the same model (same ``model.json``, same tensor names and
shapes). Floating-point tensors are summed in float64 and divided by N, then stored
as float32 (so N identical inputs give back exactly their weights); integer buffers
must agree and are copied.

The output, written atomically and loadable with ``torch.load(path, weights_only=True)``::

    {"format": "lm4gen-seq2seq/1", "config": {model.json of the checkpoints},
     "tokenizer": {sha256, vocab_size, special_ids, ...}, "model": {name: tensor},
     "averaged": [{"path": ..., "step": ...}, ...]}

``lm4gen translate --checkpoint FILE`` reads it.
"""

from __future__ import annotations

import argparse
import os

import torch

from lm4gen.core.files import InputError, read_json
from lm4gen.core.checkpoint import COMPLETE, complete_tags, load_torch, save_torch
from lm4gen.core.errors import leave, run

FORMAT = "lm4gen-seq2seq/1"


def read_checkpoint(path: str) -> dict:
    """One fine-tuned model as {"config", "tokenizer", "model", "averaged"}: from a file of this
    command, or from a checkpoint directory holding ``model_fp32.pt`` (a tag, or ``best``)."""
    if os.path.isfile(path):
        data = load_torch(path, "fine-tuned model")
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise InputError(f"{path}: not a fine-tuned lm4gen model (format "
                             f"{data.get('format') if isinstance(data, dict) else None!r}, "
                             f"expected {FORMAT!r}; LM exports go into model.src_lm / model.tgt_lm)")
        return data
    weights = os.path.join(path, "model_fp32.pt")
    if not os.path.isfile(weights):
        raise InputError(f"{path}: no model_fp32.pt (not a checkpoint tag directory)")
    config = read_json(os.path.join(path, "model.json"), "model config")
    if config.get("format") != FORMAT:
        raise InputError(f"{path}/model.json: not a fine-tuning checkpoint (format {config.get('format')!r}); "
                         "for an LM checkpoint use lm4gen export")
    step = None
    for marker in (COMPLETE, "info.json"):  # a tag's completion marker, or the `best` copy's info
        if os.path.exists(os.path.join(path, marker)):
            step = read_json(os.path.join(path, marker), "checkpoint marker").get("step")
            break
    return {"format": FORMAT, "config": config,
            "tokenizer": read_json(os.path.join(path, "tokenizer.json"), "tokenizer card"),
            "model": load_torch(weights, "checkpoint's consolidated model file"),
            "averaged": [{"path": os.path.abspath(path), "step": step}]}


def resolve_inputs(inputs: list[str], last: int) -> list[str]:
    """The checkpoints to average: ``--last N`` of one checkpoints directory, or the given paths."""
    if last:
        if len(inputs) != 1 or not os.path.isdir(inputs[0]):
            raise ValueError("--last N takes exactly one checkpoints directory")
        tags = complete_tags(inputs[0])
        if len(tags) < last:
            raise ValueError(f"--last {last}: {inputs[0]} holds {len(tags)} complete checkpoint(s) "
                             f"({', '.join(os.path.basename(p) for _, p in tags) or 'none'}); raise train.keep_last "
                             "to keep more")
        return [p for _, p in tags[-last:]]
    for p in inputs:
        if not os.path.exists(p):
            raise ValueError(f"checkpoint not found: {p}")
    return list(inputs)


def average(paths: list[str]) -> dict:
    """The averaged model of ``paths`` (see the module doc)."""
    if not paths:
        raise ValueError("no checkpoint to average")
    first = read_checkpoint(paths[0])
    sums = {k: v.double() if v.is_floating_point() else v for k, v in first["model"].items()}
    averaged = list(first["averaged"])
    for path in paths[1:]:
        other = read_checkpoint(path)
        if other["config"] != first["config"]:
            raise ValueError(f"{path} holds another model than {paths[0]} (model configs differ)")
        if other["model"].keys() != sums.keys():
            diff = sorted(set(other["model"]) ^ set(sums))
            raise ValueError(f"{path} and {paths[0]} have different tensors: {diff[:5]}")
        for k, v in other["model"].items():
            if v.shape != sums[k].shape:
                raise ValueError(f"{path}: tensor {k} has shape {tuple(v.shape)}, {paths[0]} {tuple(sums[k].shape)}")
            if v.is_floating_point():
                sums[k] += v.double()
            elif not torch.equal(v, sums[k]):
                raise ValueError(f"{path}: integer buffer {k} differs from {paths[0]}'s; cannot average it")
        averaged += other["averaged"]
    n = len(paths)
    model = {k: (v / n).float() if v.is_floating_point() else v for k, v in sums.items()}
    return {"format": FORMAT, "config": first["config"], "tokenizer": first["tokenizer"], "model": model,
            "averaged": averaged}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="lm4gen average", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("inputs", nargs="+", help="checkpoint tag directories / files of this command, or (with --last) "
                                             "one checkpoints directory")
    p.add_argument("--last", type=int, default=0, help="average the last N complete checkpoints of the directory")
    p.add_argument("--output", "-o", required=True, help="output .pt file")
    a = p.parse_args(argv)
    if a.last < 0:
        raise ValueError(f"--last must be >= 1, got {a.last}")
    paths = resolve_inputs(a.inputs, a.last)
    result = average(paths)
    save_torch(result, a.output)
    n = sum(v.numel() for v in result["model"].values())
    steps = [r["step"] for r in result["averaged"]]
    print(f"[average] {a.output}: {len(paths)} checkpoint(s) (steps {steps}), {n:,} values (fp32)")
    return 0


if __name__ == "__main__":
    leave(run(main))  # one line per error (lm4gen.core.errors)
