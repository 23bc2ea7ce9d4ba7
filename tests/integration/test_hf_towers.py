"""A local transformers model as the fine-tuning model's LM (lm4gen.models.hf_towers, ``model.src_lm=hf:DIR`` /
``model.tgt_lm=hf:DIR``): a BERT / RoBERTa / XLM-R encoder's states are transformers' ``output_hidden_states``
of the input its tokenizer makes; a GPT-2 becomes lm4gen's causal LM, whose KV cache in beam search equals
recomputation; a tiny fine-tuning run per side through bitext shards with per-side tokenizers, then translation;
the refusals in one line. Tiny models and tokenizers built and saved here (no hub)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
import torch

from helpers.common import ROOT, launcher_free_env

from lm4gen.models.hf_towers import load_causal  # noqa: E402 - after the skip
from helpers.hf_towers import bitext
from helpers.hf_towers import data  # noqa: F401, F811 - pytest fixtures

pytestmark = pytest.mark.usefixtures("one_thread")  # tiny models: one thread (conftest)
TRAIN = os.path.join(ROOT, "finetune", "train.py")


def finetune(out, shards: str, tokenizer: str, *extra, check: bool = True) -> subprocess.CompletedProcess:
    cmd = [sys.executable, TRAIN, "--ds_config", os.path.join(ROOT, "configs", "zero2.json"), "--output-dir", str(out),
           "--set", f"data.train={shards}", "--set", f"data.tokenizer={tokenizer}", "--set", "data.max_tokens=512",
           "--set", "data.num_workers=1", "--set", "optim.warmup_updates=2", "--set", "data.allow_shard_reuse=true",
           "--set", "eval.max_sentences=4", "--set", "train.log_every=1", "--set", "model.dim=32",
           "--set", "model.ffn_dim=64", "--set", "model.encoder_layers=1", "--set", "model.decoder_layers=1",
           "--max-steps", "3", *extra]
    r = subprocess.run(cmd, env=launcher_free_env(), capture_output=True, text=True, timeout=600)
    if check:
        assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    return r


def translate(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "lm4gen", "translate", "--beam", "2", "--max-len-b", "8", "--quiet",
                           *args], env=launcher_free_env(), capture_output=True, text=True, timeout=300)


def losses(out) -> list[float]:
    with open(os.path.join(out, "metrics.jsonl")) as f:
        return [r["loss"] for r in map(json.loads, f) if "loss" in r and "valid_loss" not in r]


@pytest.mark.slow
def test_src_ft_with_a_bert_tower_trains_and_translates_text_with_its_tokenizer(data, tmp_path):
    """Source in BERT's WordPiece ids, target in the sentencepiece model's: the encoder's input is the BERT tower
    (trained); translate encodes text with the tower's tokenizer (recorded in the checkpoint) and decodes with the
    target's, the same hypotheses as from the shards."""
    shards = bitext(data, "bert-spm", data["bert"], data["spm"])
    out = tmp_path / "run"
    finetune(out, shards, data["spm"], "--set", "model.strategy=src-ft", "--set", f"model.src_lm=hf:{data['bert']}")
    curve = losses(out)
    assert len(curve) == 3 and all(v == v for v in curve)
    card = json.load(open(os.path.join(out, "checkpoints", "best", "model.json")))
    assert card["src_lm"]["hf"] == os.path.abspath(data["bert"]) and card["seq2seq"]["src_vocab_size"] > 0
    assert card["src_tokenizer"]["path"] == os.path.abspath(data["bert"])
    r = translate("--checkpoint", str(out), "--shards", shards, "--split", "test", "--output", str(tmp_path / "a"))
    assert r.returncode == 0, r.stderr[-3000:]
    r = translate("--checkpoint", str(out), "--input", os.path.join(data["corpus"], "test.en"),
                  "--output", str(tmp_path / "b"))
    assert r.returncode == 0, r.stderr[-3000:]
    a, b = (open(tmp_path / n).read().splitlines() for n in ("a", "b"))
    assert len(a) == 16 and a == b


@pytest.mark.slow
def test_tgt_elmo_with_a_gpt2_tower_trains_and_translates(data, tmp_path):
    """Target in GPT-2's byte-level BPE ids (no pad: one id past its vocabulary), source in the sentencepiece
    model's: the frozen GPT-2 (lm4gen's causal LM) feeds the decoder; translation decodes with GPT-2's tokenizer."""
    shards = bitext(data, "spm-gpt2", data["spm"], data["gpt2"])
    out = tmp_path / "run"
    finetune(out, shards, data["gpt2"], "--set", "model.strategy=tgt-elmo", "--set", f"model.tgt_lm=hf:{data['gpt2']}")
    assert len(losses(out)) == 3
    card = json.load(open(os.path.join(out, "checkpoints", "best", "model.json")))
    vocab = json.load(open(os.path.join(data["gpt2"], "config.json")))["vocab_size"]
    assert card["seq2seq"]["vocab_size"] == card["seq2seq"]["pad_id"] + 1 == vocab + 1
    assert card["tgt_lm"]["vocab_size"] == vocab and card["hf_lms"] == {"tgt": f"hf:{data['gpt2']}"}
    saved = torch.load(os.path.join(out, "checkpoints", "best", "model_fp32.pt"), weights_only=True)
    lm = load_causal(data["gpt2"], card["seq2seq"]["eos_id"]).state_dict()
    frozen = {k.split(".lm.", 1)[1]: v for k, v in saved.items() if ".lm." in k}
    assert frozen.keys() == lm.keys() and all(torch.equal(v, lm[k]) for k, v in frozen.items())  # never trained
    r = translate("--checkpoint", str(out), "--shards", shards, "--split", "test", "--output", str(tmp_path / "a"))
    assert r.returncode == 0, r.stderr[-3000:]
    assert len(open(tmp_path / "a").read().splitlines()) == 16


def test_wrong_tokenizer_for_a_side_fails_the_run_before_training(data, tmp_path):
    """Shards whose source side was made with the sentencepiece model, the BERT tower on that side: one line."""
    shards = bitext(data, "spm-gpt2", data["spm"], data["gpt2"])
    r = finetune(tmp_path / "run", shards, data["gpt2"], "--set", "model.strategy=src-elmo",
                 "--set", f"model.src_lm=hf:{data['bert']}", check=False)
    assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr[-3000:]
    assert "is not the one that tokenized the shards' source side" in r.stderr
    assert "[dist]" not in r.stdout
    r = finetune(tmp_path / "run", shards, data["spm"], check=False)  # data.tokenizer: the source's, not the target's
    assert r.returncode == 2 and "is not the tokenizer the target side of the shards" in r.stderr, r.stderr[-3000:]
    shards = bitext(data, "bert-spm-250", data["bert"], data["spm"], max_tokens=250)  # longer than BERT's positions
    r = finetune(tmp_path / "run", shards, data["spm"], "--set", "model.strategy=src-elmo",
                 "--set", f"model.src_lm=hf:{data['bert']}", check=False)
    assert r.returncode == 2 and "more than the bert encoder's 63 positions" in r.stderr, r.stderr[-3000:]
    assert "--max-tokens 62" in r.stderr
