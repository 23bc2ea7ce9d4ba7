"""Export a pretraining checkpoint as one plain fp32 state dict (no DeepSpeed needed to load it).

    lm4gen export runs/pretrain/checkpoints lm.pt          # the latest complete checkpoint
    lm4gen export runs/pretrain/checkpoints/step00001000 lm.pt

A checkpoint holds the consolidated fp32 weights (``model_fp32.pt``: fp32 master
weights of any ZeRO stage, tensor-parallel shards gathered; see :mod:`lm4gen.core.checkpoint`),
or, a periodic one, only DeepSpeed's shards, which export consolidates (DeepSpeed's
``zero_to_fp32``: :mod:`lm4gen.core.checkpoint_writer`). Export checks them against the model config (a
strict load into the plain model) and writes, atomically::

    {"format": "lm4gen-lm/1", "step": int, "config": {ModelConfig fields},
     "tokenizer": {sha256, vocab_size, special_ids}, "model": {name: tensor}}

Load it with ``torch.load(path, weights_only=True)`` and :func:`load_exported`.
"""

from __future__ import annotations

import argparse
import functools
import os

import torch

from lm4gen.core.files import InputError, read_json
from lm4gen.core.checkpoint import COMPLETE, complete_tags, load_torch, save_torch
from lm4gen.core.checkpoint_writer import consolidated_weights
from lm4gen.models.lm import ModelConfig, build_model
from lm4gen.core.errors import leave, run

FORMAT = "lm4gen-lm/1"


def config_from_dict(values: dict) -> ModelConfig:
    values = dict(values)
    values["special_ids"] = tuple(values.get("special_ids", ()))
    return ModelConfig(**values)


def _model(config: dict, weights: dict, where: str, strict: bool = True) -> torch.nn.Module:
    """The plain LM of ``config`` with ``weights``; a config or weights that do not make one are an InputError."""
    try:
        model = build_model(config_from_dict(config))
        missing, unexpected = model.load_state_dict(weights, strict=strict)
    except (TypeError, KeyError, RuntimeError, AttributeError) as e:
        raise InputError(f"{where}: not an LM's config and weights ({_first_line(e)})") from None
    if missing or unexpected:
        raise InputError(f"{where}: weights do not fit the model config (missing {missing[:5]}, "
                         f"unexpected {unexpected[:5]})")
    return model


def _first_line(e: BaseException) -> str:
    return (str(e).strip().splitlines() or [type(e).__name__])[0][:200]


def export(checkpoint: str, output: str) -> dict:
    if os.path.exists(os.path.join(checkpoint, COMPLETE)):
        tag_dir = checkpoint
    else:
        tags = complete_tags(checkpoint)
        if not tags:
            raise InputError(f"{checkpoint}: no complete checkpoint (a directory with {COMPLETE}) found")
        tag_dir = tags[-1][1]
    done = read_json(os.path.join(tag_dir, COMPLETE), "checkpoint marker")
    config = read_json(os.path.join(tag_dir, "model.json"), "model config")
    tokenizer = read_json(os.path.join(tag_dir, "tokenizer.json"), "tokenizer card")
    weights = consolidated_weights(tag_dir)  # model_fp32.pt, or a periodic tag's shards consolidated
    model = _model(config, weights, tag_dir, strict=False)
    result = {"format": FORMAT, "step": done["step"], "config": config, "tokenizer": tokenizer,
              "model": {k: v.float().contiguous() for k, v in model.state_dict().items()}}
    save_torch(result, output)
    return result


def load_exported(path: str) -> tuple[torch.nn.Module, dict]:
    """(plain model with the exported weights, the export's metadata)."""
    data = read_export(path)
    model = _model(data["config"], data["model"], path)
    return model, {k: v for k, v in data.items() if k != "model"}


def read_export(path: str, mmap: bool = False) -> dict:
    """The export file's dict, checked to be one (``mmap``: the weights stay in the file until touched)."""
    data = load_torch(path, "LM export", mmap=mmap)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        found = data.get("format") if isinstance(data, dict) else type(data).__name__
        raise InputError(f"{path}: not an lm4gen LM export (format {found!r}; lm4gen export writes one)")
    if not isinstance(data.get("config"), dict) or not isinstance(data.get("model"), dict):
        raise InputError(f"{path}: an LM export without its config or weights")
    return data


@functools.lru_cache(maxsize=8)
def export_meta(path: str) -> dict:
    """An export's metadata (config, tokenizer card, step; no weights), read once per process: a run's config
    checks, model build and tokenizer check all ask for it."""
    return {k: v for k, v in read_export(path, mmap=True).items() if k != "model"}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="lm4gen export", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("checkpoint", help="a checkpoints directory (latest complete tag) or one tag directory")
    p.add_argument("output", help="output .pt file")
    a = p.parse_args(argv)
    r = export(a.checkpoint, a.output)
    n = sum(v.numel() for v in r["model"].values())
    print(f"[export] {a.output}: {r['config']['kind']} LM, step {r['step']}, {n:,} parameters (fp32)")
    return 0


if __name__ == "__main__":
    leave(run(main))  # one line per error (lm4gen.core.errors)
