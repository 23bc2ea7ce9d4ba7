"""Loading a pretrained LM for fine-tuning, and checking it speaks the data's vocabulary.

``load_lm`` accepts what pretraining leaves behind:

* an export file written by ``lm4gen export`` (loaded with
  :func:`lm4gen.models.export.load_exported`);
* a checkpoints directory (``<output_dir>/checkpoints``: its latest complete tag)
  or one complete tag directory in it: consolidated by :func:`lm4gen.models.export.export`
  into a temporary export file, then loaded the same way (no DeepSpeed needed).
"""

from __future__ import annotations

import os
import tempfile

from torch import nn

from lm4gen.core.files import InputError
from lm4gen.models.export import export, load_exported
from lm4gen.models.lm import ModelConfig


def load_lm(path: str) -> tuple[nn.Module, ModelConfig, dict]:
    """(the LM in eval mode, its ModelConfig, its tokenizer card {sha256, vocab_size,
    special_ids}) from an export file or a checkpoint directory."""
    if os.path.isdir(path):
        with tempfile.TemporaryDirectory(prefix="lm4gen-lm-") as tmp:
            exported = os.path.join(tmp, "lm.pt")
            export(path, exported)
            model, meta = load_exported(exported)
    elif os.path.isfile(path):
        model, meta = load_exported(path)
    else:
        raise InputError(f"LM not found: {path} (give an export file or a pretraining checkpoints directory)")
    return model.eval(), model.cfg, dict(meta.get("tokenizer") or {})


def check_vocab(lm_card: dict, data_tokenizer_sha256: str, what: str = "the LM") -> None:
    """ValueError unless the LM was pretrained with the tokenizer (sha256) of the fine-tuning data."""
    lm_sha = (lm_card or {}).get("sha256")
    if not lm_sha:
        raise ValueError(f"{what}: its tokenizer card records no sha256, so its vocabulary cannot be checked "
                         "against the fine-tuning data's tokenizer")
    if lm_sha != data_tokenizer_sha256:
        raise ValueError(f"vocabulary mismatch: {what} was pretrained with the tokenizer sha256 {lm_sha} but the "
                         f"fine-tuning data were tokenized with sha256 {data_tokenizer_sha256}; pretrain the LM "
                         "with the same sentencepiece model as the bitext")
