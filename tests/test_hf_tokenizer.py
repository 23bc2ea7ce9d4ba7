"""Tokenizers from transformers (lm4gen.data_prep.tokenizer): tiny tokenizers built here with the ``tokenizers``
library — byte-level BPE as GPT-2's, WordPiece as BERT's, Unigram with Metaspace as the sentencepiece-based
ones — shard, pair with sentencepiece in bitext, are checked by the loader and pretraining, and decode for
generation and translation."""

from __future__ import annotations

import json
import os
import subprocess

import numpy as np
import pytest

from conftest import make_export, make_lines, python_cmd, write_lines
from lm4gen.core.files import InputError
from lm4gen.data_prep import manifest as mf
from lm4gen.data_prep.shardio import read_chunks
from lm4gen.data_prep.shardio import iter_units
from lm4gen.data_prep.stream import LoaderConfig, StreamLoader
from lm4gen.data_prep.tokenizer import load_tokenizer
from lm4gen.models.lm import NO_PAD

tk = pytest.importorskip("tokenizers")  # the `hf` extra (setup.sh installs it)
from tokenizers import Tokenizer, decoders, models, normalizers, pre_tokenizers, processors, trainers  # noqa: E402

LINES = make_lines(1200, seed=7)


@pytest.fixture(autouse=True)
def _no_slurm_task(monkeypatch):
    """Task defaults come from SLURM_ARRAY_* variables; tests choose tasks explicitly."""
    for name in [k for k in os.environ if k.startswith("SLURM_")]:
        monkeypatch.delenv(name)


def gpt2_like(d) -> str:
    """A directory: byte-level BPE (GPT-2's pre-tokenizer and decoder), <|endoftext|> its one special token, named
    bos/eos/unk in tokenizer_config.json as GPT-2's is; no pad, mask, cls or sep."""
    t = Tokenizer(models.BPE())
    t.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    t.decoder = decoders.ByteLevel()
    t.train_from_iterator(LINES, trainers.BpeTrainer(vocab_size=400, special_tokens=["<|endoftext|>"], show_progress=False,
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
                                                           special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]))
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


def word_level(path, vocab_size: int) -> str:
    """A WordLevel tokenizer of ``vocab_size`` ids whose words sit at the top ids (above 65,535 for a large one),
    then ``</s>``."""
    words = sorted({w for line in LINES for w in line.split()})
    top = vocab_size - 1 - len(words)
    vocab = {"[PAD]": 0, "[UNK]": 1, **{f"filler{i}": i for i in range(2, top)}, **{w: top + i for i, w in enumerate(words)}}
    t = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]"))
    t.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    t.add_special_tokens(["[PAD]", "[UNK]", "</s>"])  # </s>: an eos for the loader, the last id
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


def shard_cli(run_env, tokenizer: str, corpus: str, out, *extra) -> subprocess.CompletedProcess:
    return subprocess.run(python_cmd("lm4gen", "shard", "--input", corpus, "--tokenizer", tokenizer, "--output", str(out),
                                     "--samples-per-shard", "300", "--valid-fraction", "0.05", "--quiet", *extra),
                          env=run_env, capture_output=True, text=True)


# ---------------------------------------------------------------- the tokenizers and their special ids


def test_special_ids_are_the_tokenizers_own(toks):
    gpt2, bert, t5 = (load_tokenizer(toks[k]) for k in ("gpt2", "bert", "t5"))
    eot = Tokenizer.from_file(os.path.join(toks["gpt2"], "tokenizer.json")).token_to_id("<|endoftext|>")
    assert gpt2.special_ids == {"pad": None, "unk": eot, "bos": eot, "eos": eot, "mask": None, "cls": None, "sep": None}
    b = Tokenizer.from_file(toks["bert"])
    ids = {name: b.token_to_id(f"[{name.upper()}]") for name in ("pad", "unk", "cls", "sep", "mask")}
    assert bert.special_ids == {**ids, "bos": ids["cls"], "eos": ids["sep"]}  # BERT's [CLS]/[SEP] serve as bos/eos
    assert t5.special_ids == {"pad": 0, "unk": 2, "bos": None, "eos": 1, "mask": None, "cls": None, "sep": None}
    assert (gpt2.kind, gpt2.vocab_size, bert.vocab_size) == ("transformers", 400, b.get_vocab_size())
    # encode adds no special token (BERT's post-processor would add [CLS]/[SEP]); decode drops them
    text = "Straße café the city ."
    assert bert.encode([text]) == own_ids(toks["bert"], [text])
    assert ids["cls"] not in bert.encode([text])[0]
    assert gpt2.decode(gpt2.encode([text])[0] + [eot]) == text
    # identity: the files' sha256 (a bare file and a directory holding only it agree); the config is part of it
    assert gpt2.card()["files"].keys() == {"tokenizer.json", "tokenizer_config.json"}
    assert len({gpt2.sha256, bert.sha256, t5.sha256}) == 3


def test_a_path_that_is_no_tokenizer_is_one_line_naming_it(tmp_path, toks, run_env):
    empty = tmp_path / "empty"
    empty.mkdir()
    text = tmp_path / "notes.json"
    text.write_text('{"not": "a tokenizer"}')
    for path, words in ((empty, "without tokenizer.json"), (text, "not a transformers tokenizer.json"),
                        (tmp_path / "none", "not found")):
        with pytest.raises(InputError, match=words) as e:
            load_tokenizer(str(path))
        assert str(path) in str(e.value) and len(str(e.value).splitlines()) == 1
    r = shard_cli(run_env, str(text), toks["corpus"], tmp_path / "out")
    assert r.returncode == 2 and r.stderr.startswith("error: ") and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert str(text) in r.stderr and "Traceback" not in r.stderr


# ---------------------------------------------------------------- shard, bitext


@pytest.mark.parametrize("name", ["gpt2", "bert", "t5"])
def test_shard_holds_the_tokenizers_own_ids(tmp_path, toks, run_env, name):
    out = tmp_path / "s"
    r = shard_cli(run_env, toks[name], toks["corpus"], out, *(["--workers", "2"] if name == "gpt2" else []))
    assert r.returncode == 0, r.stderr
    m = mf.load(str(out))
    tok = load_tokenizer(toks[name])
    assert m["tokenizer"]["sha256"] == tok.sha256 and m["tokenizer"]["kind"] == "transformers"
    assert m["tokenizer"]["special_ids"] == tok.special_ids and m["dtype"] == "uint16"
    got = read_back(str(out))
    assert sorted(got) == list(range(1, len(LINES) + 1))
    want = own_ids(toks[name], LINES)
    assert all(got[line][0].tolist() == want[line - 1] for line in got)


def test_dedup_compares_the_text_after_the_tokenizers_normalizer(tmp_path, toks):
    from lm4gen.data_prep import shard

    corpus = write_lines(str(tmp_path / "c.txt"), ["The City market .", "the city MARKET .", "A bank ."])
    m = shard.run(shard.ShardOptions(input=[corpus], tokenizer=toks["bert"], output=str(tmp_path / "b"), dedup=True,
                                     quiet=True))["manifest"]  # lower-cases
    assert m["scan"]["skipped"] == {"duplicate": 1}
    m = shard.run(shard.ShardOptions(input=[corpus], tokenizer=toks["gpt2"], output=str(tmp_path / "g"), dedup=True,
                                     quiet=True))["manifest"]  # no normalizer
    assert m["scan"]["skipped"] == {}


@pytest.mark.parametrize("vocab_size,dtype", [(50_257, "uint16"), (70_000, "int32")])
def test_shard_dtype_follows_the_vocabulary(tmp_path, toks, vocab_size, dtype):
    """GPT-2's 50,257 ids fit uint16; a larger vocabulary whose words sit above 65,535 needs int32, which the
    manifest records and the loader reads."""
    from lm4gen.data_prep import shard

    path = word_level(tmp_path / "wl.json", vocab_size)
    m = shard.run(shard.ShardOptions(input=[toks["corpus"]], tokenizer=path, output=str(tmp_path / "s"),
                                     samples_per_shard=600, quiet=True))["manifest"]
    assert m["dtype"] == dtype and m["tokenizer"]["vocab_size"] == vocab_size
    got = read_back(str(tmp_path / "s"))
    want = own_ids(path, LINES)
    assert all(got[line][0].dtype == np.dtype(dtype) and got[line][0].tolist() == want[line - 1] for line in got)
    assert max(max(ids) for ids in want) > (65_535 if dtype == "int32" else 0)
    loader = StreamLoader(str(tmp_path / "s"), LoaderConfig(split="train", mode="lm", block_size=64, batch_size=2,
                                                            shuffle_buffer=0, num_workers=0))
    batch = next(iter(loader))
    eos = m["tokenizer"]["special_ids"]["eos"]
    assert batch["tokens"][0, : len(want[0])].tolist() == want[0] and batch["tokens"][0, len(want[0])] == eos


def test_bitext_with_a_transformers_source_and_a_sentencepiece_target(tmp_path, toks, tokenizer, run_env):
    import sentencepiece as spm

    en, de = LINES[:300], make_lines(300, seed=9)
    src, tgt = write_lines(str(tmp_path / "t.en"), en), write_lines(str(tmp_path / "t.de"), de)
    r = subprocess.run(python_cmd("lm4gen", "bitext", "--train", src, tgt, "--src-tokenizer", toks["bert"],
                                  "--tgt-tokenizer", tokenizer, "--output", str(tmp_path / "b"), "--quiet",
                                  "--samples-per-shard", "100", "--max-ratio", "0", "--max-tokens", "0"), env=run_env, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    m = mf.load(str(tmp_path / "b"))
    assert m["src_tokenizer"]["sha256"] == load_tokenizer(toks["bert"]).sha256
    assert m["tgt_tokenizer"]["sha256"] == load_tokenizer(tokenizer).sha256 and "kind" not in m["tgt_tokenizer"]
    assert m["joint_tokenizer"] is False and m["dtype"] == "uint16"
    sp = spm.SentencePieceProcessor(model_file=tokenizer)
    got = read_back(str(tmp_path / "b"), "bitext")
    want_src, want_tgt = own_ids(toks["bert"], en), sp.encode(de)
    assert len(got) == 300
    assert all(s.tolist() == want_src[i - 1] and t.tolist() == want_tgt[i - 1] for i, (s, t) in got.items())
    batch = next(iter(StreamLoader(str(tmp_path / "b"), LoaderConfig(split="train", mode="seq2seq", num_workers=0))))
    assert m["src_tokenizer"]["special_ids"]["eos"] in batch["src"][0].tolist()  # BERT's [SEP] ends a source


# ---------------------------------------------------------------- the checks: sha256, special tokens


@pytest.fixture(scope="module")
def gpt2_shards(tmp_path_factory, toks) -> str:
    from lm4gen.data_prep import shard

    out = str(tmp_path_factory.mktemp("gpt2_shards") / "s")
    shard.run(shard.ShardOptions(input=[toks["corpus"]], tokenizer=toks["gpt2"], output=out, samples_per_shard=300,
                                 valid_fraction=0.05, quiet=True))
    return out


def test_a_mismatched_tokenizer_is_refused_by_the_loader_and_pretraining(gpt2_shards, toks, tokenizer, tmp_path):
    from lm4gen.pretrain.config import RunConfig
    from lm4gen.pretrain.lm_task import data_info
    from lm4gen.pretrain.run import check_init_tokenizer

    sha = load_tokenizer(toks["gpt2"]).sha256
    cfg = LoaderConfig(split="train", mode="lm", block_size=16, batch_size=2, num_workers=0)
    StreamLoader(gpt2_shards, cfg, expected_tokenizer_sha256=sha)
    with pytest.raises(ValueError, match="re-shard with the model's tokenizer") as e:
        StreamLoader(gpt2_shards, cfg, expected_tokenizer_sha256=load_tokenizer(toks["bert"]).sha256)
    assert len(str(e.value).splitlines()) == 1
    run = RunConfig()
    run.data.train = gpt2_shards
    for other in (toks["bert"], tokenizer):  # another transformers tokenizer, a sentencepiece model
        run.data.tokenizer = other
        with pytest.raises(ValueError, match="not the tokenizer the shards were made with") as e:
            data_info(run)
        assert len(str(e.value).splitlines()) == 1
    run.data.tokenizer = toks["gpt2"]
    manifest, card = data_info(run)
    assert card["sha256"] == sha and card["path"] == toks["gpt2"]
    # model.init_from: an export trained with the GPT-2 tokenizer continues on these shards, not on others
    export = make_export(tmp_path / "lm.pt", toks["gpt2"])
    check_init_tokenizer(export, card)
    with pytest.raises(ValueError, match="was trained with the tokenizer"):
        check_init_tokenizer(export, load_tokenizer(toks["bert"]).card())


def test_a_missing_special_token_is_one_line_naming_it(gpt2_shards, toks):
    from lm4gen.classify.tasks import TaskTokenizer
    from lm4gen.pretrain.config import ModelSection

    card = mf.load(gpt2_shards)["tokenizer"]
    # GPT-2: no pad. The causal LM then has none (-1): packed blocks pad nothing, every id (<|endoftext|>) a target
    cfg = ModelSection(kind="causal").build(card["vocab_size"], card["special_ids"])
    assert cfg.pad_id == NO_PAD and card["special_ids"]["eos"] in cfg.special_ids and NO_PAD not in cfg.special_ids
    for kind in ("cloze", "mlm"):  # these pad their keys: they need one
        with pytest.raises(ValueError, match="model.pad_id.*no pad token") as e:
            ModelSection(kind=kind).build(card["vocab_size"], card["special_ids"])
        assert len(str(e.value).splitlines()) == 1
    cfg = ModelSection(kind="causal", pad_id=0).build(card["vocab_size"], card["special_ids"])  # one may still name one
    assert cfg.pad_id == 0 and card["special_ids"]["eos"] in cfg.special_ids
    t5 = load_tokenizer(toks["t5"]).card()
    with pytest.raises(ValueError, match="model.mask_id.*no mask token"):  # the masked LM needs [MASK]
        ModelSection(kind="mlm").build(t5["vocab_size"], t5["special_ids"])
    bert = load_tokenizer(toks["bert"]).card()
    assert ModelSection(kind="mlm").build(bert["vocab_size"], bert["special_ids"]).mask_id == bert["special_ids"]["mask"]
    lc = LoaderConfig(split="train", mode="lm", block_size=16, batch_size=2, break_mode="complete", num_workers=0)
    with pytest.raises(InputError, match="no pad token, which break_mode 'complete' needs") as e:
        StreamLoader(gpt2_shards, lc)
    assert gpt2_shards in str(e.value) and len(str(e.value).splitlines()) == 1
    with pytest.raises(InputError, match="no <cls>/<sep>"):
        TaskTokenizer(toks["gpt2"])
    with pytest.raises(InputError, match="no bos token, which"):
        load_tokenizer(toks["t5"]).require("bos", "the seq2seq loader")


# ---------------------------------------------------------------- generation and translation decode through it


def test_generation_and_translation_decode_through_the_tokenizer(toks, tmp_path, capsys):
    from lm4gen.core.errors import run
    from lm4gen.finetune.generate import text_sources, tokenizer_for
    from lm4gen.pretrain.generate import main

    export = make_export(tmp_path / "lm.pt", toks["gpt2"])
    assert run(main, [export, "--prompt", "The city market", "--max-new-tokens", "6", "--quiet"]) == 0
    line = capsys.readouterr().out.splitlines()
    assert len(line) == 1 and line[0].startswith("The city market") and len(line[0]) > len("The city market")
    assert run(main, [export, "--prompt", "x", "--tokenizer", toks["bert"]]) == 2  # not the export's tokenizer
    err = capsys.readouterr().err
    assert "not the tokenizer" in err and len(err.strip().splitlines()) == 1
    from lm4gen.pretrain.hf_export import export_hf

    export_hf(export, str(tmp_path / "hf"))  # the causal LM: with the tokenizer's own files
    assert load_tokenizer(str(tmp_path / "hf")).sha256 == load_tokenizer(toks["gpt2"]).sha256
    cloze = make_export(tmp_path / "cloze.pt", toks["gpt2"], kind="cloze")
    with pytest.raises(InputError, match="a transformers tokenizer; lm4gen hf-export writes the cloze LM"):
        export_hf(cloze, str(tmp_path / "hf-cloze"))  # the cloze LM's export: sentencepiece only, nothing written
    assert not (tmp_path / "hf-cloze").exists()
    # lm4gen translate: the tokenizer recorded at fine-tuning (sha256 checked) encodes sources and decodes hypotheses
    card = load_tokenizer(toks["bert"]).info()
    tok = tokenizer_for(card, None)
    sources, cut = text_sources(["The City market .", "a bank"], tok, card["special_ids"]["eos"], 64)
    assert cut == 0 and sources[0][-1] == card["special_ids"]["eos"]
    assert tok.decode(sources[0]) == "the city market."  # lower-cased by BERT's normalizer, [SEP] dropped
    with pytest.raises(InputError, match="not the tokenizer the model was trained with"):
        tokenizer_for(card, toks["t5"])
