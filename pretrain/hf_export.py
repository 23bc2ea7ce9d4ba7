"""Export an lm4gen LM to a HuggingFace ``transformers`` directory (``from_pretrained``, no lm4gen needed).

    lm4gen hf-export lm/causal.pt hf/causal              # the export's tokenizer (path in its card)
    lm4gen hf-export lm/causal.pt hf/causal --tokenizer bpe/joint.model

then, with nothing of lm4gen installed::

    from transformers import AutoModelForCausalLM, AutoTokenizer
    tok = AutoTokenizer.from_pretrained("hf/causal")
    model = AutoModelForCausalLM.from_pretrained("hf/causal")
    ids = [tok.eos_token_id] + tok("Der Mann sieht")["input_ids"]   # a sentence starts after </s>

What is written (the input is a file of ``lm4gen export``):

* ``config.json``, ``generation_config.json``, ``model.safetensors`` — the **causal
  LM** as ``GPT2LMHeadModel``, which is the same network: pre-LN blocks, learned
  absolute positions added to unscaled token embeddings, a final LayerNorm, the output
  tied to the token embedding, LayerNorm eps 1e-5, attention scaled by 1/sqrt(head_dim).
  The fused head-major ``attn.qkv`` is split into GPT-2's q|k|v layout and every
  ``nn.Linear`` weight is transposed into GPT-2's ``Conv1D`` (in, out) form. GELU is
  ``activation_function="gelu"`` (transformers' exact, erf-based GELU, as ours), GPT-2's
  tanh approximation ``gelu_tanh`` ``"gelu_new"`` (a model imported by ``lm4gen hf-import``),
  ReLU ``"relu"``. A model with
  sinusoidal positions gets them as GPT-2's position table (the first ``max_positions``
  sinusoids, the same numbers), so it is limited to ``max_positions`` there. The
  sentence boundary ``</s>`` is the model's ``bos_token_id`` and ``eos_token_id`` (as
  GPT-2's ``<|endoftext|>``): pretraining packs sentences each followed by ``</s>``, so
  ``generate()`` without a prompt starts a sentence and stops at its end.
* the **cloze LM** (no stock class has two towers and a combination block): its own code,
  ``modeling_lm4gen_cloze.py`` + ``configuration_lm4gen_cloze.py`` (copied from
  ``pretrain/hf_remote``: torch and transformers only), ``config.json`` with ``auto_map``,
  and ``model.safetensors`` under lm4gen's parameter names.
  ``AutoModel.from_pretrained(OUT_DIR, trust_remote_code=True)`` returns a model whose
  output holds the ``logits``, the ``forward_states`` and ``backward_states`` of the towers
  (embedding output, then each block's, the last after the tower's LayerNorm) and the
  ``combination_state`` — the halves of ``ClozeLM.layer_states``. The code is
  a second writing of ``ClozeLM``'s forward pass: tests/integration/test_hf_export.py holds the two to
  the same logits and states.
* ``spiece.model`` + ``tokenizer_config.json`` — our sentencepiece model as
  ``BertGenerationTokenizer`` (transformers' plain sentencepiece tokenizer: no
  special tokens added, no text preprocessing), so ``tok(text)["input_ids"]`` are the
  ids ``data_prep`` writes for ``text`` and the special tokens have our ids (``<pad>`` 0,
  ``<unk>`` 1, ``<s>`` 2, ``</s>`` 3, ``<mask>`` 4, ``<cls>`` 5, ``<sep>`` 6). One
  difference: transformers matches special tokens written literally in the text
  (``"<mask>"``), which sentencepiece, and so data_prep, reads as ordinary characters.
  A causal LM trained with a transformers tokenizer (GPT-2's own: ``lm4gen hf-import``, shards of
  ``lm4gen shard --tokenizer DIR``) gets that tokenizer's files instead, copied as they are
  (``tokenizer.json``, ``tokenizer_config.json``, ...: the same sha256 read back); with no padding id
  (``-1``) ``pad_token_id`` is null, as GPT-2's own.
* ``lm4gen.json`` — the model config, tokenizer card, source export and step, so
  ``lm4gen generate`` (and lm4gen in general) can read the directory back.

Refused, each with one line (nothing written):

* the **masked LM**: transformers' pre-LayerNorm masked LMs (``RobertaPreLayerNorm``,
  ``XLMRobertaXL``, ``MegatronBert``) all put a dense + GELU + LayerNorm transform
  between the encoder and the tied output projection (RobertaPreLayerNorm also a
  LayerNorm on the embeddings); ours projects the final LayerNorm's output directly,
  and no weights of that transform make it the identity exactly, so the logits
  would differ;
* an activation transformers has no exact counterpart for, a tokenizer whose sha256
  is not the one in the export's card, a vocabulary size that differs, an output
  directory that is not empty (``--overwrite`` replaces an earlier export).

The directory is written under a temporary name and renamed when complete.
"""

from __future__ import annotations

import argparse
import os
import shutil
import tempfile

import torch

from lm4gen.core.files import InputError, dumps_json, read_json
from lm4gen.core.errors import leave, run
from lm4gen.data_prep.tokenizer import SPECIALS, load_tokenizer, tokenizer_info
from lm4gen.models.export import _model, load_exported
from lm4gen.models.gpt2 import TO_HF_ACTIVATION, causal_to_gpt2, config_to_gpt2, gpt2_to_causal
from lm4gen.models.layers import sinusoids
from lm4gen.models.lm import NO_PAD

LM4GEN_FILE = "lm4gen.json"
FORMAT = "lm4gen-hf/1"
_WHY_NOT = {
    "mlm": "a masked LM has no exact counterpart in transformers: its pre-LayerNorm masked LMs (RobertaPreLayerNorm, "
           "XLMRobertaXL, MegatronBert) put a dense+GELU+LayerNorm transform before the tied output, which lm4gen's "
           "masked LM does not have (use the export with lm4gen)",
}
CLOZE_FILES = ("configuration_lm4gen_cloze.py", "modeling_lm4gen_cloze.py")  # in pretrain/hf_remote/


# ----------------------------------------------------------------------------
# the tokenizer


def resolve_tokenizer(card: dict, given: str | None, where: str) -> str:
    """The tokenizer of an export (a sentencepiece model or a transformers tokenizer,
    :mod:`lm4gen.data_prep.tokenizer`): ``given`` or the path in its card; its sha256 must be the card's."""
    path = given or (card or {}).get("path")
    if not path:
        raise InputError(f"{where}: its tokenizer card names no tokenizer (give --tokenizer MODEL)")
    if not os.path.exists(path):
        raise InputError(f"{path}: the export's tokenizer is not here (give --tokenizer MODEL)")
    want = (card or {}).get("sha256")
    have = load_tokenizer(path).sha256 if want else None
    if want and have != want:
        raise InputError(f"{path}: not the tokenizer {where} was trained with (sha256 {have[:12]}… in "
                         f"place of the card's {want[:12]}…; give the right --tokenizer)")
    return path


def tokenizer_config(ids: dict, max_positions: int) -> dict:
    """``tokenizer_config.json`` of the exported tokenizer (``ids``: our special ids, checked against the model)."""
    return {"tokenizer_class": "BertGenerationTokenizer", "legacy": True, "model_max_length": max_positions,
            "clean_up_tokenization_spaces": False,
            **{f"{name}_token": SPECIALS[name] for name in ("pad", "unk", "bos", "eos", "mask", "cls", "sep")}}


def _check_specials(sp_path: str, vocab_size: int, kind: str) -> dict:
    """The tokenizer's special ids, each checked to be its piece (a lm4gen.data_prep.bpe model has them all); a
    transformers tokenizer's own (the causal LM only: its files are copied as they are)."""
    import sentencepiece as spm

    info = tokenizer_info(sp_path)
    if info.get("kind") == "transformers":
        if kind != "causal":
            raise InputError(f"{sp_path}: a transformers tokenizer; lm4gen hf-export writes the {kind} LM with the "
                             "sentencepiece models of lm4gen bpe only (a transformers tokenizer: the causal LM)")
        if info["vocab_size"] != vocab_size:
            raise InputError(f"{sp_path}: {info['vocab_size']} ids, but the model's vocabulary is {vocab_size}")
        if info["special_ids"].get("eos") is None:
            raise InputError(f"{sp_path}: no eos token, which the exported GPT-2's eos_token_id needs")
        return dict(info["special_ids"])
    if info["vocab_size"] != vocab_size:
        raise InputError(f"{sp_path}: {info['vocab_size']} pieces, but the model's vocabulary is {vocab_size}")
    sp = spm.SentencePieceProcessor(model_file=sp_path)
    ids = info["special_ids"]
    missing = [piece for name, piece in SPECIALS.items() if not 0 <= ids[name] < vocab_size
               or sp.id_to_piece(ids[name]) != piece]
    if missing:
        raise InputError(f"{sp_path}: no piece {', '.join(missing)} (not a tokenizer of lm4gen bpe)")
    return ids


# ----------------------------------------------------------------------------
# the export


def export_hf(export: str, output: str, tokenizer: str | None = None, overwrite: bool = False) -> dict:
    """Write the HF directory of the LM export ``export`` to ``output``; returns its ``lm4gen.json``."""
    model, meta = load_exported(export)
    cfg = model.cfg
    if cfg.kind in _WHY_NOT:
        raise InputError(f"{export}: {_WHY_NOT[cfg.kind]}")
    sp_path = resolve_tokenizer(meta.get("tokenizer"), tokenizer, export)
    ids = _check_specials(sp_path, cfg.vocab_size, cfg.kind)
    hf_tokenizer = load_tokenizer(sp_path)
    if ids["pad"] is None:  # a transformers tokenizer without one (GPT-2's): the model's own, or none (-1)
        ids["pad"] = None if cfg.pad_id == NO_PAD else cfg.pad_id
    elif ids["pad"] != cfg.pad_id:
        raise InputError(f"{sp_path}: <pad> is id {ids['pad']}, the model's pad_id is {cfg.pad_id}")
    if cfg.kind == "causal":
        table = None if cfg.positions == "learned" else sinusoids(torch.arange(cfg.max_positions), cfg.dim)
        hf_config, weights = config_to_gpt2(cfg, ids), causal_to_gpt2(model.state_dict(), cfg, table)
        hf_class = "GPT2LMHeadModel"
    else:  # cloze: lm4gen's own code beside the weights, under lm4gen's parameter names
        hf_config, weights, hf_class = cloze_config(cfg, ids), model.state_dict(), "Lm4genClozeModel"
    if os.path.exists(output) and (not os.path.isdir(output) or os.listdir(output)):
        if not (overwrite and os.path.isfile(os.path.join(output, LM4GEN_FILE))):
            raise InputError(f"{output}: exists and is not empty (give an empty or new directory; --overwrite "
                             "replaces an earlier HF export)")
    card = {"format": FORMAT, "kind": cfg.kind, "hf_class": hf_class, "source": os.path.abspath(export),
            "step": meta.get("step"), "config": meta["config"],
            "tokenizer": {**{k: v for k, v in (meta.get("tokenizer") or {}).items() if k != "path"},
                          "sha256": hf_tokenizer.sha256,
                          "file": "spiece.model" if hf_tokenizer.kind == "sentencepiece" else "tokenizer.json"}}
    parent = os.path.dirname(os.path.abspath(output))
    os.makedirs(parent, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="." + os.path.basename(os.path.abspath(output)) + ".", dir=parent)
    try:
        _write(tmp, cfg.kind, hf_config, weights, sp_path, ids, cfg.max_positions)
        with open(os.path.join(tmp, LM4GEN_FILE), "w", encoding="utf-8") as f:
            f.write(dumps_json(card))
        os.chmod(tmp, 0o755)
        if os.path.isdir(output):
            shutil.rmtree(output)
        os.replace(tmp, output)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return card


def _write_gpt2(directory: str, hf_config: dict, weights: dict, ids: dict) -> None:
    """config, generation config and model.safetensors through transformers' own save_pretrained, after a strict
    load into GPT2LMHeadModel."""
    from transformers import GPT2Config, GPT2LMHeadModel
    from transformers.utils import logging as hf_logging

    model = GPT2LMHeadModel(GPT2Config(**hf_config))
    missing, unexpected = model.load_state_dict(weights, strict=False)
    missing = [k for k in missing if k != "lm_head.weight"]  # tied to transformer.wte
    assert not missing and not unexpected, (missing, unexpected)
    model.generation_config.pad_token_id = ids["pad"]
    hf_logging.disable_progress_bar()  # its bar over one file
    model.save_pretrained(directory)


def cloze_config(cfg, ids: dict) -> dict:
    """The fields of ``pretrain/hf_remote/configuration_lm4gen_cloze.py``'s config for the ClozeLM config ``cfg``."""
    if cfg.activation not in TO_HF_ACTIVATION:
        raise InputError(f"activation {cfg.activation!r} is not one the exported cloze model computes "
                         f"({', '.join(TO_HF_ACTIVATION)})")
    fields = ("vocab_size", "dim", "ffn_dim", "num_heads", "num_layers", "max_positions", "positions", "activation",
              "dropout", "attention_dropout", "activation_dropout", "combine_residual")
    return {**{k: getattr(cfg, k) for k in fields}, "pad_token_id": ids["pad"], "bos_token_id": ids["bos"],
            "eos_token_id": ids["eos"]}


def _write_cloze(directory: str, hf_config: dict, weights: dict) -> None:
    """config.json (with ``auto_map``), our state dict as model.safetensors (lm4gen's names) and the two code
    files of ``pretrain/hf_remote`` that transformers runs with ``trust_remote_code=True``."""
    import json

    from safetensors.torch import save_file

    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "hf_remote")
    for name in CLOZE_FILES:
        shutil.copyfile(os.path.join(here, name), os.path.join(directory, name))
    config = {**hf_config, "model_type": "lm4gen_cloze", "architectures": ["Lm4genClozeModel"],
              "auto_map": {"AutoConfig": "configuration_lm4gen_cloze.Lm4genClozeConfig",
                           "AutoModel": "modeling_lm4gen_cloze.Lm4genClozeModel"},
              "tie_word_embeddings": False, "torch_dtype": "float32"}
    with open(os.path.join(directory, "config.json"), "w", encoding="utf-8") as f:
        json.dump(config, f, indent=2, sort_keys=True)
        f.write("\n")
    save_file({k: v.detach().float().contiguous() for k, v in weights.items()},
              os.path.join(directory, "model.safetensors"), metadata={"format": "pt"})


def _write(directory: str, kind: str, hf_config: dict, weights: dict, sp_path: str, ids: dict,
           max_positions: int) -> None:
    """The model's files (GPT-2 or the cloze LM's own code) and the tokenizer files."""
    try:
        import safetensors  # noqa: F401 - only whether it imports
        import transformers  # noqa: F401 - only whether it imports
    except ImportError:
        raise InputError("transformers and safetensors are not installed: pip install -e '.[hf]'") from None
    if kind == "causal":
        _write_gpt2(directory, hf_config, weights, ids)
    else:
        _write_cloze(directory, hf_config, weights)
    tok = load_tokenizer(sp_path)
    if tok.kind == "transformers":  # its files as they are (the same names: the same sha256 read back)
        for name in tok.files:
            shutil.copyfile(os.path.join(sp_path, name) if os.path.isdir(sp_path) else sp_path,
                            os.path.join(directory, name))
        return
    shutil.copyfile(sp_path, os.path.join(directory, "spiece.model"))
    with open(os.path.join(directory, "tokenizer_config.json"), "w", encoding="utf-8") as f:
        f.write(dumps_json(tokenizer_config(ids, max_positions)))


# ----------------------------------------------------------------------------
# reading a directory back (lm4gen's side: no transformers needed)


def is_hf_dir(path: str) -> bool:
    return os.path.isdir(path) and os.path.isfile(os.path.join(path, LM4GEN_FILE))


def load_hf_dir(path: str):
    """(CausalLM with the directory's weights, {"config", "tokenizer", "tokenizer_path", ...}) from a directory
    this module wrote: GPT-2's position table becomes learned positions (``max_positions`` = ``n_positions``)."""
    from safetensors.torch import load_file

    card = read_json(os.path.join(path, LM4GEN_FILE), "lm4gen card of an HF export")
    hf = read_json(os.path.join(path, "config.json"), "transformers config")
    if card.get("format") != FORMAT:
        raise InputError(f"{path}: not a directory of lm4gen hf-export (format {card.get('format')!r})")
    if card.get("kind") != "causal":
        raise InputError(f"{path}: a {card.get('kind')} LM; lm4gen reads back the causal LM's directory only "
                         "(use the lm4gen.models.export file)")
    config = {**card["config"], "positions": "learned", "max_positions": hf["n_positions"]}
    tensors = load_file(os.path.join(path, "model.safetensors"))
    try:
        weights = gpt2_to_causal(tensors, hf["n_layer"], hf["n_head"])
    except KeyError as e:
        raise InputError(f"{path}/model.safetensors: not GPT-2 weights (no {e})") from None
    model = _model(config, weights, path)
    spm_file = card.get("tokenizer", {}).get("file", "spiece.model") == "spiece.model"
    return model, {"config": config, "tokenizer": card.get("tokenizer", {}), "step": card.get("step"),
                   "tokenizer_path": os.path.join(path, "spiece.model") if spm_file else path}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="lm4gen hf-export", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("export", help="an LM export (lm4gen export)")
    p.add_argument("output", help="the directory to write (new or empty)")
    p.add_argument("--tokenizer", help="the sentencepiece .model (default: the path in the export's tokenizer card); "
                                       "its sha256 must be the card's")
    p.add_argument("--overwrite", action="store_true", help="replace an earlier HF export in OUTPUT")
    a = p.parse_args(argv)
    card = export_hf(a.export, a.output, a.tokenizer, a.overwrite)
    cfg = card["config"]
    remote = " (trust_remote_code=True)" if card["kind"] == "cloze" else ""
    print(f"[hf_export] {a.output}: {card['hf_class']}{remote} ({cfg['num_layers']} layers, dim {cfg['dim']}, vocab "
          f"{cfg['vocab_size']}), step {card['step']}, tokenizer spiece.model (BertGenerationTokenizer)")
    return 0


if __name__ == "__main__":
    leave(run(main))  # one line per error (lm4gen.core.errors)
