"""A run that outlives its cluster's shape (#48): what cannot resume says so in one line; a run resumes on another
data-parallel size with the same samples."""

from __future__ import annotations

import json
import os


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
