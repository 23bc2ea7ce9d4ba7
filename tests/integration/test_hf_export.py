"""lm4gen.pretrain.hf_export: the exported directory loads in transformers and computes what lm4gen computes.

Logits of GPT2LMHeadModel equal the causal LM's (fp32, CPU, padded batches), the tokenizer encodes
as data_prep does on real and synthetic lines, transformers' greedy generate() continues as
lm4gen.pretrain.generate does, and what cannot match is refused with one line."""

from __future__ import annotations

import gzip
import os

import pytest

from helpers.common import SHARED_DATA, make_export
from helpers.hf_export import _roundtrip

MULTI30K_EN = os.path.join(SHARED_DATA, "multi30k", "task2", "train.1.en.gz")


pytestmark = pytest.mark.usefixtures("one_thread")  # tiny models: one thread (conftest)


def test_tokenizer_encodes_as_data_prep_multi30k(tmp_path):
    """A few hundred real English captions (Multi30k task2), through a BPE model trained on their neighbours."""
    if not os.path.exists(MULTI30K_EN):
        pytest.skip(f"Multi30k task2 not present: {MULTI30K_EN}")
    from lm4gen.data_prep import bpe
    from lm4gen.pretrain.hf_export import export_hf

    with gzip.open(MULTI30K_EN, "rt", encoding="utf-8") as f:
        lines = [line.strip() for _, line in zip(range(3400), f) if line.strip()]
    train = tmp_path / "train.txt"
    train.write_text("\n".join(lines[:3000]) + "\n", encoding="utf-8")
    bpe.train([str(train)], str(tmp_path / "spm"), vocab_size=500, num_threads=1)
    export = make_export(tmp_path / "lm.pt", str(tmp_path / "spm.model"))
    export_hf(export, str(tmp_path / "hf"))
    held_out = lines[3000:3400]
    assert len(held_out) >= 300
    _roundtrip(str(tmp_path / "hf"), str(tmp_path / "spm.model"), held_out)
