"""A local transformers model as the fine-tuning model's LM (``model.src_lm=hf:DIR`` / ``model.tgt_lm=hf:DIR``).

Source side (SRC-ELMO / SRC-FT): a transformers *encoder* — ``model_type`` ``bert``, ``roberta`` or
``xlm-roberta`` (``BertModel``, ``RobertaModel``, ``XLMRobertaModel``, built without their pooler) — wrapped by
:class:`HFEncoderTower`, which gives the pieces of :class:`lm4gen.models.lm.LMContract` that the integration
reads: ``num_states`` (``num_hidden_layers + 1``), ``state_width`` (``hidden_size``), ``cfg`` (``dim``,
``vocab_size``, ``pad_id``, ...), ``layer_states(tokens)`` — transformers' ``output_hidden_states``: the
embedding output, then every layer's output (BERT's layers end in their LayerNorm, so the last one is "the last
layer before the softmax") — and ``features(tokens)`` (the last of them). The source rows are ``x </s>`` in the
tower's own ids (``lm4gen bitext --src-tokenizer DIR``: BERT's ``</s>`` is its ``[SEP]``, RoBERTa's ``</s>``);
the tower puts the model's ``[CLS]`` / ``<s>`` in front, as its pretraining did (``[CLS] x [SEP]``), runs it
with the attention mask of the pad id, and drops the ``[CLS]`` position from every state, so position i of a
state is source token i (the encoder's padding mask and positions apply unchanged). The transformers code
runs as it is (its attention, its position ids): the states are transformers' own.

Target side (TGT-ELMO / TGT-FT): a GPT-2-family causal LM (``model_type`` ``gpt2``) is converted on load into
lm4gen's :class:`lm4gen.models.lm.CausalLM` (:mod:`lm4gen.models.gpt2`: the same network, logits equal to
transformers'), so the decoder's beam search uses lm4gen's own KV cache (``KVCache``: preallocated, reordered
in place with the beams) and tensor parallelism's plan applies to it as to any lm4gen causal LM.

Refused, one line each: another family (an encoder-decoder such as T5 or BART on either side, a causal LM on
the source side, an encoder on the target side), a BERT configured as a decoder (``is_decoder``,
``add_cross_attention``), and whatever :func:`lm4gen.models.gpt2.config_from_gpt2` refuses for GPT-2.

transformers is imported inside the functions that need it (the ``hf`` extra): the rest of lm4gen runs without it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import torch
from torch import nn

from lm4gen.core.files import InputError, read_json
from lm4gen.models.gpt2 import config_from_gpt2, gpt2_to_causal
from lm4gen.models.lm import CausalLM, ModelConfig, StateShape

PREFIX = "hf:"  # model.src_lm / model.tgt_lm: a local transformers model directory
# model_type -> (config class, model class) of the encoders the source side takes
ENCODERS = {"bert": ("BertConfig", "BertModel"), "roberta": ("RobertaConfig", "RobertaModel"),
            "xlm-roberta": ("XLMRobertaConfig", "XLMRobertaModel")}
CAUSAL = ("gpt2",)  # model_type of the causal LMs the target side takes (converted to lm4gen's CausalLM)


def hf_path(value: str) -> str | None:
    """The directory of an ``hf:DIR`` LM field, or None for an lm4gen LM (an export file or checkpoint dir)."""
    return value[len(PREFIX):] if value.startswith(PREFIX) else None


def _transformers():
    try:
        import transformers
    except ImportError:
        raise InputError("an hf: LM needs transformers: pip install -e '.[hf]'") from None
    return transformers


@dataclass
class TowerConfig:
    """What the seq2seq model reads of a transformers encoder (the ``cfg`` of :class:`HFEncoderTower`)."""

    model_type: str  # bert | roberta | xlm-roberta
    vocab_size: int  # the model's token types (its tokenizer's ids)
    dim: int  # hidden_size: every state's width
    num_layers: int  # num_hidden_layers
    num_heads: int  # num_attention_heads
    ffn_dim: int  # intermediate_size
    max_positions: int  # longest source (its </s> included) the tower reads: its positions less the [CLS]
    pad_id: int  # the padding id (attention mask; the seq2seq model's source pad)
    cls_id: int  # put in front of every source ([CLS], RoBERTa's <s>) and dropped from the states
    kind: str = "hf-encoder"


def read_config(directory: str) -> dict:
    """``config.json`` of a transformers model directory, or one line saying what is missing."""
    if not os.path.isdir(directory):
        raise InputError(f"hf:{directory}: not a directory (a transformers model directory: config.json, weights, "
                         "tokenizer.json)")
    if not os.path.isfile(os.path.join(directory, "config.json")):
        raise InputError(f"hf:{directory}: no config.json (not a transformers model directory)")
    return read_json(os.path.join(directory, "config.json"), "transformers config")


def check_config(hf: dict, side: str, where: str) -> None:
    """One line (ValueError) for a model the ``side`` ("source" / "target") cannot take (module doc)."""
    kind = hf.get("model_type")
    classes = ", ".join(hf.get("architectures") or []) or "no architectures listed"
    what = f"{where}: a {kind!r} model ({classes})"
    if hf.get("is_encoder_decoder"):
        raise ValueError(f"{what} is an encoder-decoder; an hf: LM is an encoder (source side: "
                         f"{', '.join(ENCODERS)}) or a causal LM (target side: {', '.join(CAUSAL)})")
    if side == "source":
        if kind in CAUSAL:
            raise ValueError(f"{what} is a causal LM; the source side takes a transformers encoder "
                             f"({', '.join(ENCODERS)}), a causal LM feeds the target side (tgt-elmo, tgt-ft)")
        if kind not in ENCODERS:
            raise ValueError(f"{what} is not supported on the source side (supported: {', '.join(ENCODERS)})")
        for field in ("is_decoder", "add_cross_attention"):
            if hf.get(field):
                raise ValueError(f"{where}: config.json {field}=true: the source side reads a bidirectional "
                                 "encoder without cross-attention")
    else:
        if kind in ENCODERS:
            raise ValueError(f"{what} is bidirectional: on the target side it would see the future of the prefix; "
                             f"the target side takes a causal LM ({', '.join(CAUSAL)})")
        if kind not in CAUSAL:
            raise ValueError(f"{what} is not supported on the target side (supported: {', '.join(CAUSAL)}, "
                             "converted to lm4gen's causal LM)")


class HFEncoderTower(StateShape, nn.Module):
    """A transformers encoder behind the LM contract's ``layer_states`` / ``features`` (module doc):
    tokens (batch, time), right-padded with ``cfg.pad_id`` -> states (batch, time, ``cfg.dim``)."""

    def __init__(self, model: nn.Module, cfg: TowerConfig):
        super().__init__()
        self.model = model
        self.cfg = cfg

    def _run(self, tokens: torch.Tensor, all_states: bool, segments=None, cache=None, embeddings=None):
        if segments is not None or cache is not None or embeddings is not None:
            raise ValueError("a transformers encoder tower takes tokens only (no segments, cache or embeddings)")
        if tokens.shape[1] > self.cfg.max_positions:
            raise ValueError(f"a source of {tokens.shape[1]} tokens exceeds the {self.cfg.model_type} tower's "
                             f"{self.cfg.max_positions} positions")
        ids = torch.cat([tokens.new_full((tokens.shape[0], 1), self.cfg.cls_id), tokens], dim=1)
        out = self.model(input_ids=ids, attention_mask=(ids != self.cfg.pad_id).long(),
                         output_hidden_states=all_states, return_dict=True)
        if all_states:
            return [h[:, 1:] for h in out.hidden_states]
        return out.last_hidden_state[:, 1:]

    def layer_states(self, tokens, segments=None, cache=None, embeddings=None) -> list[torch.Tensor]:
        """``num_states`` tensors (batch, time, dim): the embedding output, then every layer (transformers'
        ``hidden_states``), the [CLS] position dropped."""
        return self._run(tokens, True, segments, cache, embeddings)

    def features(self, tokens, segments=None, cache=None, embeddings=None) -> torch.Tensor:
        """The last layer (batch, time, dim)."""
        return self._run(tokens, False, segments, cache, embeddings)


def _from_pretrained(model_cls, directory: str, **kwargs) -> nn.Module:
    """``model_cls.from_pretrained(directory)`` in fp32, quietly (weights it does not use, a pooler or a task
    head, are expected); a tensor of the model missing from the directory's weights (transformers would leave it
    randomly initialised) is one line."""
    transformers = _transformers()
    log = transformers.utils.logging
    verbosity, bars = log.get_verbosity(), log.is_progress_bar_enabled()
    log.set_verbosity_error()
    log.disable_progress_bar()
    try:
        model, info = model_cls.from_pretrained(directory, dtype=torch.float32, output_loading_info=True, **kwargs)
    finally:
        log.set_verbosity(verbosity)
        if bars:
            log.enable_progress_bar()
    missing = sorted(info.get("missing_keys") or ())
    if missing:
        raise ValueError(f"hf:{directory}: its weights lack {len(missing)} of {model_cls.__name__}'s tensors "
                         f"({', '.join(missing[:3])}{', ...' if len(missing) > 3 else ''})")
    return model


def _encoder(hf: dict, directory: str | None) -> nn.Module:
    """The encoder of ``hf`` (config.json's fields): from ``directory``'s weights, or random (to be loaded)."""
    transformers = _transformers()
    config_cls, model_cls = (getattr(transformers, name) for name in ENCODERS[hf["model_type"]])
    if directory is not None:
        return _from_pretrained(model_cls, directory, add_pooling_layer=False)
    return model_cls(config_cls.from_dict(hf), add_pooling_layer=False)


def tower_config(hf: dict, pad_id: int, cls_id: int) -> TowerConfig:
    kind = hf["model_type"]
    positions = int(hf["max_position_embeddings"])
    if kind in ("roberta", "xlm-roberta"):  # RoBERTa's positions start after its padding index
        positions -= int(hf.get("pad_token_id", 1)) + 1
    return TowerConfig(model_type=kind, vocab_size=int(hf["vocab_size"]), dim=int(hf["hidden_size"]),
                       num_layers=int(hf["num_hidden_layers"]), num_heads=int(hf["num_attention_heads"]),
                       ffn_dim=int(hf["intermediate_size"]), max_positions=positions - 1, pad_id=pad_id, cls_id=cls_id)


def load_encoder_tower(directory: str, pad_id: int, cls_id: int) -> HFEncoderTower:
    """The encoder in ``directory`` (its weights; eval mode). ``pad_id``, ``cls_id``: its tokenizer's; the pad id
    must be config.json's ``pad_token_id`` (RoBERTa's position ids are counted from it)."""
    hf = read_config(directory)
    check_config(hf, "source", f"hf:{directory}")
    if hf.get("pad_token_id") is not None and int(hf["pad_token_id"]) != pad_id:
        raise ValueError(f"hf:{directory}: its tokenizer pads with id {pad_id} but config.json's pad_token_id is "
                         f"{hf['pad_token_id']}")
    return HFEncoderTower(_encoder(hf, directory), tower_config(hf, pad_id, cls_id)).eval()


def encoder_tower_from_card(card: dict) -> HFEncoderTower:
    """The tower a checkpoint's card describes (:func:`tower_card`), random weights (the checkpoint has them)."""
    return HFEncoderTower(_encoder(card["config"], None), TowerConfig(**card["tower"]))


def tower_card(tower: HFEncoderTower, directory: str) -> dict:
    """What a fine-tuning checkpoint records to rebuild the tower without ``directory``."""
    return {"hf": os.path.abspath(directory), "config": tower.model.config.to_dict(),
            "tower": {k: getattr(tower.cfg, k) for k in TowerConfig.__dataclass_fields__}}


def load_causal(directory: str, pad_id: int) -> CausalLM:
    """The GPT-2-family causal LM in ``directory`` as lm4gen's CausalLM (eval mode). ``pad_id``: an id of its
    vocabulary for its config (a causal LM never reads it: right padding is never attended to)."""
    hf = read_config(directory)
    check_config(hf, "target", f"hf:{directory}")
    transformers = _transformers()
    full = transformers.GPT2Config.from_pretrained(directory).to_dict()
    try:
        fields = config_from_gpt2(full, pad_id)
    except ValueError as e:
        raise ValueError(f"hf:{directory}: {e}") from None
    cfg = ModelConfig(**fields, special_ids=(pad_id,))
    state = _from_pretrained(transformers.GPT2LMHeadModel, directory).state_dict()
    try:
        weights = gpt2_to_causal(state, cfg.num_layers, cfg.num_heads)
    except ValueError as e:  # an untied output layer
        raise ValueError(f"hf:{directory}: {e}") from None
    model = CausalLM(cfg)
    model.load_state_dict(weights)
    return model.eval()
