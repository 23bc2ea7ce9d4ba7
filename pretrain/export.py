"""Export a pretraining checkpoint as one plain fp32 state dict (no DeepSpeed needed to load it).

    python -m pretrain.export runs/pretrain/checkpoints lm.pt          # the latest complete checkpoint
    python -m pretrain.export runs/pretrain/checkpoints/step00001000 lm.pt

Every checkpoint already holds the consolidated fp32 weights (``model_fp32.pt``:
fp32 master weights of any ZeRO stage, tensor-parallel shards gathered; see
:mod:`pretrain.checkpoint`). Export checks them against the model config (a
strict load into the plain model) and writes, atomically::

    {"format": "lm4gen-lm/1", "step": int, "config": {ModelConfig fields},
     "tokenizer": {sha256, vocab_size, special_ids}, "model": {name: tensor}}

Load it with ``torch.load(path, weights_only=True)`` and :func:`load_exported`.
"""

from __future__ import annotations

import argparse
import io
import os
import sys

import torch

from data_prep.common import InputError, atomic_write, read_json
from pretrain.checkpoint import COMPLETE, complete_tags
from pretrain.model import ModelConfig, build_model

FORMAT = "lm4gen-lm/1"


def _config(values: dict) -> ModelConfig:
    values = dict(values)
    values["special_ids"] = tuple(values.get("special_ids", ()))
    return ModelConfig(**values)


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
    weights = torch.load(os.path.join(tag_dir, "model_fp32.pt"), map_location="cpu", weights_only=True)
    model = build_model(_config(config))
    missing, unexpected = model.load_state_dict(weights, strict=False)
    if missing or unexpected:
        raise InputError(f"{tag_dir}: weights do not fit the model config (missing {missing[:5]}, unexpected {unexpected[:5]})")
    result = {"format": FORMAT, "step": done["step"], "config": config, "tokenizer": tokenizer,
              "model": {k: v.float().contiguous() for k, v in model.state_dict().items()}}
    buf = io.BytesIO()
    torch.save(result, buf)
    with atomic_write(output) as f:
        f.write(buf.getvalue())
    return result


def load_exported(path: str) -> tuple[torch.nn.Module, dict]:
    """(plain model with the exported weights, the export's metadata)."""
    data = torch.load(path, map_location="cpu", weights_only=True)
    if data.get("format") != FORMAT:
        raise InputError(f"{path}: not an lm4gen LM export (format {data.get('format')!r})")
    model = build_model(_config(data["config"]))
    model.load_state_dict(data["model"])
    return model, {k: v for k, v in data.items() if k != "model"}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m pretrain.export", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("checkpoint", help="a checkpoints directory (latest complete tag) or one tag directory")
    p.add_argument("output", help="output .pt file")
    a = p.parse_args(argv)
    try:
        r = export(a.checkpoint, a.output)
    except (InputError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    n = sum(v.numel() for v in r["model"].values())
    print(f"[export] {a.output}: {r['config']['kind']} LM, step {r['step']}, {n:,} parameters (fp32)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
