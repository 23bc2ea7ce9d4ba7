"""Import a transformers GPT-2-family causal LM as an lm4gen LM export (the file ``lm4gen export`` writes), to
continue pretraining it at scale or to use it wherever lm4gen takes an LM export.

    lm4gen hf-import hf/gpt2-news lm/gpt2-news.pt                        # DIR's spiece.model, when it has one
    lm4gen hf-import hf/gpt2-news lm/gpt2-news.pt --tokenizer bpe/news.model --pad-id 0
    deepspeed pretrain/run.py --ds_config configs/zero2.json --set model.init_from=lm/gpt2-news.pt \\
        --set data.train=shards/news --set parallel.tensor=2                # the architecture comes from the export

What is read: ``config.json`` (``model_type`` gpt2: ``GPT2LMHeadModel``, ``GPT2Model`` weights too) and its
weights (safetensors or ``pytorch_model.bin``, sharded or not), through transformers' own ``from_pretrained``.
GPT-2 is lm4gen's causal LM (:mod:`lm4gen.models.gpt2`: pre-LN, learned positions, tied output, LayerNorm eps
1e-5, 1/sqrt(head_dim) attention); its ``gelu_new`` activation is lm4gen's ``gelu_tanh``. What lm4gen cannot
compute exactly is refused with one line naming the field (another family, another LayerNorm eps, unscaled or
layer-scaled attention, cross-attention, an untied output layer, an activation without a counterpart).

The tokenizer: ``--tokenizer`` (a sentencepiece model, as ``lm4gen bpe`` writes), else DIR's ``spiece.model``
(a directory of ``lm4gen hf-export``); its piece count must be the model's vocabulary, and its card (sha256,
special ids) goes into the export as a pretraining run's would, so ``pretrain/run.py`` refuses shards made with
another tokenizer. A directory with only a transformers tokenizer (``tokenizer.json``; GPT-2's byte-level BPE)
is imported with that tokenizer's card (its files' sha256 and special ids, :mod:`lm4gen.data_prep.tokenizer`),
the card ``lm4gen shard --tokenizer DIR`` records: a continued pretraining run takes shards made with it.

The padding id (never a target of the loss): ``--pad-id``, else ``config.json``'s ``pad_token_id``, else the
tokenizer's ``<pad>``, else none (``-1``): GPT-2 has none (each of its 50,257 ids is a real token, its
``<|endoftext|>`` between documents included), and its packed pretraining blocks pad nothing, so with no padding
id every id stays a target. (Naming a real id as ``--pad-id``, as transformers users often make
``<|endoftext|>`` the pad token, would withhold that id from the loss: the model would stop learning where a
document ends.)

The export is written atomically (a temporary file, renamed when complete).
"""

from __future__ import annotations

import argparse
import dataclasses
import os

import torch

from lm4gen.core.checkpoint import save_torch
from lm4gen.core.errors import leave, run
from lm4gen.core.files import InputError, read_json, sha256_file
from lm4gen.data_prep.tokenizer import HF_FILES, hf_files_sha256, load_tokenizer, tokenizer_info
from lm4gen.models.export import FORMAT, _model
from lm4gen.models.gpt2 import config_from_gpt2, gpt2_to_causal
from lm4gen.models.lm import NO_PAD


def _transformers():
    try:
        import transformers
    except ImportError:
        raise InputError("transformers is not installed: pip install -e '.[hf]'") from None
    return transformers


def read_gpt2_config(directory: str) -> dict:
    """``config.json`` with transformers' defaults filled in (GPT2Config), or a one-line refusal naming what the
    directory holds instead."""
    if not os.path.isfile(os.path.join(directory, "config.json")):
        raise InputError(f"{directory}: no config.json (not a transformers model directory)")
    raw = read_json(os.path.join(directory, "config.json"), "transformers config")
    kind = raw.get("model_type")
    if kind != "gpt2":
        classes = ", ".join(raw.get("architectures") or []) or "no architectures listed"
        raise InputError(f"{directory}: a {kind!r} model ({classes}); lm4gen hf-import reads the GPT-2 family "
                         "(model_type 'gpt2', GPT2LMHeadModel): other families are not lm4gen's causal LM")
    return _transformers().GPT2Config.from_pretrained(directory).to_dict()


def tokenizer_card(directory: str, given: str | None, vocab_size: int) -> dict:
    """The export's tokenizer card: a sentencepiece model's (checked against the vocabulary), else the
    transformers tokenizer files' sha256s."""
    path = given or (os.path.join(directory, "spiece.model") if os.path.isfile(os.path.join(directory, "spiece.model"))
                     else None)
    if path:
        if not os.path.isfile(path):
            raise InputError(f"{path}: tokenizer not found")
        card = tokenizer_info(path)
        if card["vocab_size"] != vocab_size:
            raise InputError(f"{path}: {card['vocab_size']:,} pieces, but the model's vocabulary is {vocab_size:,} "
                             "(not the tokenizer this model was trained with)")
        return card
    if os.path.isfile(os.path.join(directory, "tokenizer.json")):  # what lm4gen shard reads: the same sha256
        card = load_tokenizer(os.path.abspath(directory)).info()
        if card["vocab_size"] > vocab_size:
            raise InputError(f"{directory}: its tokenizer has {card['vocab_size']:,} tokens, more than the model's "
                             f"vocabulary of {vocab_size:,}")
        return card
    files = {name: sha256_file(os.path.join(directory, name)) for name in HF_FILES
             if os.path.isfile(os.path.join(directory, name))}
    if not files:
        raise InputError(f"{directory}: no tokenizer (spiece.model, tokenizer.json, vocab.json): give --tokenizer "
                         "MODEL, the sentencepiece model the LM's ids come from")
    return {"kind": "transformers", "path": os.path.abspath(directory), "files": files,  # no tokenizer.json: no shards
            "sha256": hf_files_sha256(files), "vocab_size": vocab_size, "special_ids": {}}


def import_hf(directory: str, output: str, tokenizer: str | None = None, pad_id: int | None = None,
              overwrite: bool = False) -> dict:
    """Write the LM export of the GPT-2 directory ``directory`` to ``output``; returns the export without its
    weights."""
    if not os.path.isdir(directory):
        raise InputError(f"{directory}: not a directory (a transformers model directory: config.json + weights)")
    if os.path.exists(output) and not overwrite:
        raise InputError(f"{output}: exists (--overwrite replaces it)")
    hf = read_gpt2_config(directory)
    card = tokenizer_card(directory, tokenizer, int(hf["vocab_size"]))
    if pad_id is None:
        pad_id = hf.get("pad_token_id")
    if pad_id is None:
        pad_id = card["special_ids"].get("pad")
    if pad_id is None:
        pad_id = NO_PAD  # GPT-2's own tokenizer: every id is a real token, nothing is padded
    if not (int(pad_id) == NO_PAD or 0 <= int(pad_id) < int(hf["vocab_size"])):
        raise InputError(f"{directory}: padding id {pad_id} is not in the vocabulary of {int(hf['vocab_size']):,} "
                         "(give --pad-id ID of the vocabulary, or -1 for none)")
    try:
        config = config_from_gpt2(hf, int(pad_id))
    except ValueError as e:
        raise InputError(f"{directory}: {e}") from None
    transformers = _transformers()
    hf_model = transformers.GPT2LMHeadModel.from_pretrained(directory, torch_dtype=torch.float32)
    state = hf_model.state_dict()
    try:
        weights = gpt2_to_causal(state, config["num_layers"], config["num_heads"])
    except KeyError as e:
        raise InputError(f"{directory}: not GPT-2 weights (no {e})") from None
    except ValueError as e:  # an untied output layer
        raise InputError(f"{directory}: {e}") from None
    model = _model(config, weights, directory)
    full = {**dataclasses.asdict(model.cfg), "special_ids": list(model.cfg.special_ids)}
    weight_files = sorted(n for n in os.listdir(directory) if n.endswith((".safetensors", ".bin")))
    result = {"format": FORMAT, "step": 0, "config": full, "tokenizer": card,
              "source": {"transformers_dir": os.path.abspath(directory), "model_type": "gpt2",
                         "transformers_version": transformers.__version__,
                         "weights_sha256": {n: sha256_file(os.path.join(directory, n)) for n in weight_files}},
              "model": {k: v.float().contiguous() for k, v in model.state_dict().items()}}
    save_torch(result, output)
    return {k: v for k, v in result.items() if k != "model"}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="lm4gen hf-import", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("directory", help="a transformers GPT-2 directory (config.json + weights)")
    p.add_argument("output", help="the LM export to write (.pt)")
    p.add_argument("--tokenizer", help="the sentencepiece model of the LM's ids (default: DIR/spiece.model, else the "
                                       "transformers tokenizer files' card)")
    p.add_argument("--pad-id", type=int, help="the padding id, never a target of the loss (default: config.json's "
                                              "pad_token_id, else the tokenizer's <pad>, else -1: none)")
    p.add_argument("--overwrite", action="store_true", help="replace OUTPUT")
    a = p.parse_args(argv)
    r = import_hf(a.directory, a.output, a.tokenizer, a.pad_id, a.overwrite)
    c = r["config"]
    print(f"[hf_import] {a.output}: causal LM from {a.directory} ({c['num_layers']} layers, dim {c['dim']}, heads "
          f"{c['num_heads']}, vocab {c['vocab_size']:,}, activation {c['activation']}, pad id {c['pad_id']}); "
          f"tokenizer sha256 {r['tokenizer']['sha256'][:12]}…; continue pretraining with "
          f"--set model.init_from={a.output}")
    return 0


if __name__ == "__main__":
    leave(run(main))  # one line per error (lm4gen.core.errors)
