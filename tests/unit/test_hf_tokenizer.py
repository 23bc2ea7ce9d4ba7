"""Tokenizers from transformers (lm4gen.data_prep.tokenizer): tiny tokenizers built here with the ``tokenizers``
library — byte-level BPE as GPT-2's, WordPiece as BERT's, Unigram with Metaspace as the sentencepiece-based
ones — shard, pair with sentencepiece in bitext, are checked by the loader and pretraining, and decode for
generation and translation.

The tests that need no launched process; the rest, and the whole story, in tests/integration/test_hf_tokenizer.py."""

from __future__ import annotations

import os

import numpy as np
import pytest

from helpers.common import make_export, write_lines
from lm4gen.core.files import InputError
from lm4gen.data_prep import manifest as mf
from lm4gen.data_prep.stream import LoaderConfig, StreamLoader
from lm4gen.data_prep.tokenizer import load_tokenizer
from lm4gen.models.lm import NO_PAD
from tokenizers import Tokenizer, models, pre_tokenizers  # noqa: E402 - after the skip
from helpers.hf_tokenizer import LINES, own_ids, read_back
from helpers.hf_tokenizer import toks  # noqa: F401, F811 - pytest fixtures
from helpers.hf_tokenizer import _no_slurm_task  # noqa: F401 - autouse


def word_level(path, vocab_size: int) -> str:
    """A WordLevel tokenizer of ``vocab_size`` ids whose words sit at the top ids (above 65,535 for a large one),
    then ``</s>``."""
    words = sorted({w for line in LINES for w in line.split()})
    top = vocab_size - 1 - len(words)
    vocab = {"[PAD]": 0, "[UNK]": 1, **{f"filler{i}": i for i in range(2, top)},
             **{w: top + i for i, w in enumerate(words)}}
    t = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]"))
    t.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    t.add_special_tokens(["[PAD]", "[UNK]", "</s>"])  # </s>: an eos for the loader, the last id
    t.save(str(path))
    return str(path)


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
    assert ModelSection(kind="mlm").build(bert["vocab_size"],
                                          bert["special_ids"]).mask_id == bert["special_ids"]["mask"]
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
