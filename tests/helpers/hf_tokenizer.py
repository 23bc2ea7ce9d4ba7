"""Helpers of hf_tokenizer tests shared by both tiers and other test modules."""
from __future__ import annotations

import json
import os

import pytest
from tokenizers import Tokenizer, decoders, models, normalizers, pre_tokenizers, processors, trainers

from helpers.common import make_lines, write_lines
from lm4gen.data_prep import manifest as mf
from lm4gen.data_prep.shardio import read_chunks
from lm4gen.data_prep.shardio import iter_units

LINES = make_lines(1200, seed=7)


def gpt2_like(d) -> str:
    """A directory: byte-level BPE (GPT-2's pre-tokenizer and decoder), <|endoftext|> its one special token, named
    bos/eos/unk in tokenizer_config.json as GPT-2's is; no pad, mask, cls or sep."""
    t = Tokenizer(models.BPE())
    t.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    t.decoder = decoders.ByteLevel()
    t.train_from_iterator(LINES, trainers.BpeTrainer(vocab_size=400, special_tokens=["<|endoftext|>"],
                                                     show_progress=False,
                                                     initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    os.makedirs(d, exist_ok=True)
    t.save(os.path.join(d, "tokenizer.json"))
    with open(os.path.join(d, "tokenizer_config.json"), "w") as f:
        json.dump({"tokenizer_class": "GPT2Tokenizer", "bos_token": "<|endoftext|>", "eos_token": "<|endoftext|>",
                   "unk_token": {"content": "<|endoftext|>", "__type": "AddedToken"}}, f)
    return str(d)


def bert_like(path) -> str:
    """A bare tokenizer.json: WordPiece, lower-casing BERT normalizer, [CLS] A [SEP] post-processor."""
    t = Tokenizer(models.WordPiece(unk_token="[UNK]"))
    t.normalizer = normalizers.BertNormalizer(lowercase=True)
    t.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    t.decoder = decoders.WordPiece()
    t.train_from_iterator(LINES, trainers.WordPieceTrainer(vocab_size=400, show_progress=False,
                                                           special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]",
                                                                           "[MASK]"]))
    t.post_processor = processors.TemplateProcessing(single="[CLS] $A [SEP]", special_tokens=[
        ("[CLS]", t.token_to_id("[CLS]")), ("[SEP]", t.token_to_id("[SEP]"))])
    t.save(str(path))
    return str(path)


def t5_like(path) -> str:
    """A bare tokenizer.json: Unigram with NFKC and Metaspace (sentencepiece-based, T5's specials: no bos)."""
    t = Tokenizer(models.Unigram())
    t.normalizer = normalizers.NFKC()
    t.pre_tokenizer = pre_tokenizers.Metaspace()
    t.decoder = decoders.Metaspace()
    t.train_from_iterator(LINES, trainers.UnigramTrainer(vocab_size=400, special_tokens=["<pad>", "</s>", "<unk>"],
                                                         unk_token="<unk>", show_progress=False))
    t.save(str(path))
    return str(path)


@pytest.fixture(scope="module")
def toks(tmp_path_factory) -> dict:
    d = tmp_path_factory.mktemp("hf_tok")
    return {"gpt2": gpt2_like(d / "gpt2"), "bert": bert_like(d / "bert.json"), "t5": t5_like(d / "t5.json"),
            "corpus": write_lines(str(d / "corpus.txt"), LINES)}


def own_ids(path: str, texts: list[str]) -> list[list[int]]:
    """The tokenizers library's own encoding, no special tokens (what a shard must hold)."""
    t = Tokenizer.from_file(os.path.join(path, "tokenizer.json") if os.path.isdir(path) else path)
    return [e.ids for e in t.encode_batch(texts, add_special_tokens=False)]


def read_back(out: str, kind: str = "mono") -> dict[int, tuple]:
    """line -> ids of every unit of every split (``origin`` line numbers)."""
    m = mf.load(out)
    got = {}
    for split in m["splits"]:
        units = list(iter_units(m, split))
        lines = []
        for entry in sorted((s for s in m["shards"] if s["split"] == split), key=lambda s: s["index"]):
            for chunk in read_chunks(os.path.join(m["_dir"], entry["name"]), entry, kind):
                lines += chunk.origins()[1].tolist()
        got.update(zip(lines, units))
    return got


@pytest.fixture(autouse=True)
def _no_slurm_task(monkeypatch):
    """Task defaults come from SLURM_ARRAY_* variables; tests choose tasks explicitly."""
    for name in [k for k in os.environ if k.startswith("SLURM_")]:
        monkeypatch.delenv(name)
