"""Helpers of hf_towers tests shared by both tiers and other test modules."""
from __future__ import annotations

import json
import os

import pytest
import torch


transformers = pytest.importorskip("transformers")  # the `hf` extra (setup.sh installs it)
from tokenizers import Tokenizer, decoders, models, normalizers, pre_tokenizers, processors, trainers  # noqa: E402 - after the skip



# ---------------------------------------------------------------------------- tiny models and tokenizers


def _save_tokenizer(t: Tokenizer, d, config: dict) -> None:
    os.makedirs(d, exist_ok=True)
    t.save(os.path.join(d, "tokenizer.json"))
    with open(os.path.join(d, "tokenizer_config.json"), "w") as f:
        json.dump(config, f)


def _perturb(model) -> None:
    """Move LayerNorms and biases off 1/0 and widen the weights: states that tell tokens and positions apart."""
    torch.manual_seed(1)
    with torch.no_grad():
        for p in model.parameters():
            p.add_(torch.randn(p.shape) * 0.1) if p.dim() == 1 else p.mul_(5.0)


def encoder_dir(d, lines: list[str], model_type: str = "bert") -> str:
    """A tiny BERT (WordPiece, [CLS] x [SEP]) or RoBERTa / XLM-R (byte-level BPE, <s> x </s>, pad 1) saved with
    save_pretrained, its tokenizer beside it."""
    if model_type == "bert":
        specials = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
        t = Tokenizer(models.WordPiece(unk_token="[UNK]"))
        t.normalizer = normalizers.BertNormalizer(lowercase=True)
        t.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
        t.decoder = decoders.WordPiece()
        t.train_from_iterator(lines, trainers.WordPieceTrainer(vocab_size=300, special_tokens=specials,
                                                               show_progress=False))
        t.post_processor = processors.TemplateProcessing(single="[CLS] $A [SEP]", special_tokens=[
            ("[CLS]", 2), ("[SEP]", 3)])
        names = dict(pad_token="[PAD]", unk_token="[UNK]", cls_token="[CLS]", sep_token="[SEP]", mask_token="[MASK]")
        config = transformers.BertConfig(vocab_size=t.get_vocab_size(), hidden_size=32, num_hidden_layers=2,
                                         num_attention_heads=4, intermediate_size=64, max_position_embeddings=64,
                                         pad_token_id=0)
        model = transformers.BertModel(config)
    else:
        specials = ["<s>", "<pad>", "</s>", "<unk>", "<mask>"]
        t = Tokenizer(models.BPE())
        t.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
        t.decoder = decoders.ByteLevel()
        t.train_from_iterator(lines, trainers.BpeTrainer(vocab_size=400, special_tokens=specials, show_progress=False,
                                                         initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
        t.post_processor = processors.TemplateProcessing(single="<s> $A </s>", special_tokens=[("<s>", 0), ("</s>", 2)])
        names = dict(bos_token="<s>", eos_token="</s>", pad_token="<pad>", unk_token="<unk>", cls_token="<s>",
                     sep_token="</s>", mask_token="<mask>")
        cls = transformers.RobertaConfig if model_type == "roberta" else transformers.XLMRobertaConfig
        config = cls(vocab_size=t.get_vocab_size(), hidden_size=32, num_hidden_layers=2, num_attention_heads=4,
                     intermediate_size=64, max_position_embeddings=66, pad_token_id=1, bos_token_id=0, eos_token_id=2,
                     type_vocab_size=1)
        model = (transformers.RobertaModel if model_type == "roberta" else transformers.XLMRobertaModel)(config)
    _perturb(model)
    model.save_pretrained(str(d))
    _save_tokenizer(t, d, names)
    return str(d)


def gpt2_dir(d, lines: list[str]) -> str:
    """A tiny GPT-2 (byte-level BPE, <|endoftext|> its only special token: no pad) saved with save_pretrained."""
    t = Tokenizer(models.BPE())
    t.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    t.decoder = decoders.ByteLevel()
    t.train_from_iterator(lines, trainers.BpeTrainer(vocab_size=400, special_tokens=["<|endoftext|>"],
                                                     show_progress=False,
                                                     initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    eot = t.token_to_id("<|endoftext|>")
    config = transformers.GPT2Config(vocab_size=t.get_vocab_size(), n_positions=64, n_embd=32, n_layer=2, n_head=4,
                                     n_inner=64, activation_function="gelu_new", bos_token_id=eot, eos_token_id=eot)
    model = transformers.GPT2LMHeadModel(config)
    _perturb(model)
    model.save_pretrained(str(d))
    _save_tokenizer(t, d, dict(bos_token="<|endoftext|>", eos_token="<|endoftext|>", unk_token="<|endoftext|>"))
    return str(d)


@pytest.fixture(scope="module")
def data(tmp_path_factory) -> dict:
    """A synthetic English->German corpus, tokenizers for each side and the tiny transformers models."""
    from lm4gen.data_prep import bpe, synth

    d = tmp_path_factory.mktemp("hf_towers")
    synth.generate_corpus(str(d / "corpus"), seed=5, mono=400, train=300, valid=16, test=16)
    c = d / "corpus"
    read = lambda name: (c / name).read_text(encoding="utf-8").splitlines()  # noqa: E731 - a one-line helper
    en, de = read("mono.en") + read("train.en"), read("mono.de") + read("train.de")
    bpe.train([str(c / "train.en"), str(c / "train.de"), str(c / "mono.en"), str(c / "mono.de")], str(d / "spm"),
              vocab_size=300, num_threads=1)
    return {"dir": d, "corpus": str(c), "spm": str(d / "spm.model"), "bert": encoder_dir(d / "bert", en),
            "roberta": encoder_dir(d / "roberta", en, "roberta"), "gpt2": gpt2_dir(d / "gpt2", de), "en": en, "de": de}


# ---------------------------------------------------------------------------- end to end


def bitext(data, name: str, src_tok: str, tgt_tok: str, max_tokens: int = 60) -> str:
    from lm4gen.data_prep import bitext as bt

    c = data["corpus"]
    pair = lambda split: (os.path.join(c, f"{split}.en"), os.path.join(c, f"{split}.de"))  # noqa: E731 - a one-line helper
    out = str(data["dir"] / name)  # max_tokens: sources within the tiny encoders' 63 positions
    if not os.path.exists(os.path.join(out, "manifest.json")):
        bt.run(bt.BitextOptions(train=pair("train"), output=out, src_tokenizer=src_tok, tgt_tokenizer=tgt_tok,
                                valid=pair("valid"), test=pair("test"), samples_per_shard=150, max_ratio=0.0,
                                max_tokens=max_tokens, quiet=True))
    return out
