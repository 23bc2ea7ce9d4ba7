"""A run that outlives its cluster's shape (#48): what cannot resume says so in one line; a run resumes on another
data-parallel size with the same samples."""

from __future__ import annotations

import json
import os
import subprocess

import pytest

from conftest import ROOT, launcher_free_env as env, make_bitext, ranks_cmd
from lm4gen.core.checkpoint import resume_mismatch
from test_pretrain import RUN, launch

FINETUNE = os.path.join(ROOT, "finetune", "train.py")


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


def snapshot(directory) -> dict:
    """Every file under ``directory`` with its size and modification time."""
    out = {}
    for root, _, names in os.walk(directory):
        for name in names:
            st = os.stat(os.path.join(root, name))
            out[os.path.relpath(os.path.join(root, name), directory)] = (st.st_size, st.st_mtime_ns)
    return out


def failed_resume(cmd: list[str]) -> str:
    r = subprocess.run(cmd, env=env(), capture_output=True, text=True, timeout=600)
    assert r.returncode == 2, r.stdout[-3000:] + r.stderr[-3000:]
    assert "Traceback" not in r.stderr and "state_dict" not in r.stderr, r.stderr[-3000:]
    return [line for line in r.stderr.splitlines() if line.startswith("error:")][-1]


@pytest.mark.slow
def test_pretraining_refuses_another_shape_or_objective_in_one_line(tmp_path, lm_shards):
    out = tmp_path / "run"
    launch(out, lm_shards, "--set", "data.num_workers=0", ranks=0, steps=2)
    before = snapshot(out / "checkpoints")
    cmd = [*ranks_cmd(0), RUN, "--ds_config", os.path.join(ROOT, "configs", "zero2.json"), "--max-steps", "4",
           "--output-dir", str(out), "--set", f"data.train={lm_shards['train']}", "--set", "data.block_size=64",
           "--set", "data.batch_size=4", "--set", "data.num_workers=0", "--resume", "auto"]
    line = failed_resume([*cmd, "--set", "model.num_layers=3"])
    assert line == (f"error: cannot resume {out / 'checkpoints' / 'step00000002'}: model.num_layers is 3 here, 2 in "
                    "the checkpoint (another output_dir starts a new run; the checkpoint is left as it is)"), line
    line = failed_resume([*cmd, "--set", "model.kind=cloze"])
    assert "model.kind is cloze here, causal in the checkpoint" in line, line
    assert snapshot(out / "checkpoints") == before


@pytest.mark.slow
def test_fine_tuning_refuses_another_shape_or_vocabulary_in_one_line(tmp_path):
    data = make_bitext(tmp_path / "data", train=300, valid=20, vocab=300, per_shard=300)
    other = make_bitext(tmp_path / "other", train=300, valid=20, vocab=280, per_shard=300)

    def cmd(d, *extra):
        return [*ranks_cmd(0), FINETUNE, "--ds_config", os.path.join(ROOT, "configs", "zero2.json"),
                "--output-dir", str(tmp_path / "run"), "--set", f"data.train={d['train']}",
                "--set", f"data.tokenizer={d['tokenizer']}", "--set", "data.max_tokens=512",
                "--set", "data.num_workers=0", "--set", "train.max_epochs=100", *extra]

    r = subprocess.run(cmd(data, "--max-steps", "2"), env=env(), capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    before = snapshot(tmp_path / "run" / "checkpoints")
    line = failed_resume(cmd(data, "--max-steps", "4", "--set", "model.decoder_layers=3"))
    assert "model.decoder_layers is 3 here, 2 in the checkpoint" in line, line
    line = failed_resume(cmd(other, "--max-steps", "4"))
    assert "the tokenizer's sha256 is" in line and "in the checkpoint" in line, line
    assert snapshot(tmp_path / "run" / "checkpoints") == before
