"""Tokenizers from transformers (lm4gen.data_prep.tokenizer): tiny tokenizers built here with the ``tokenizers``
library — byte-level BPE as GPT-2's, WordPiece as BERT's, Unigram with Metaspace as the sentencepiece-based
ones — shard, pair with sentencepiece in bitext, are checked by the loader and pretraining, and decode for
generation and translation."""

from __future__ import annotations

import subprocess

import pytest

from helpers.common import make_lines, python_cmd, write_lines
from lm4gen.core.files import InputError
from lm4gen.data_prep import manifest as mf
from lm4gen.data_prep.stream import LoaderConfig, StreamLoader
from lm4gen.data_prep.tokenizer import load_tokenizer
from helpers.hf_tokenizer import LINES, own_ids, read_back
from helpers.hf_tokenizer import toks  # noqa: F401, F811 - pytest fixtures
from helpers.hf_tokenizer import _no_slurm_task  # noqa: F401 - autouse


def shard_cli(run_env, tokenizer: str, corpus: str, out, *extra) -> subprocess.CompletedProcess:
    return subprocess.run(python_cmd("lm4gen", "shard", "--input", corpus, "--tokenizer", tokenizer, "--output",
                                     str(out), "--samples-per-shard", "300", "--valid-fraction", "0.05", "--quiet",
                                     *extra),
                          env=run_env, capture_output=True, text=True)


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


def test_bitext_with_a_transformers_source_and_a_sentencepiece_target(tmp_path, toks, tokenizer, run_env):
    import sentencepiece as spm

    en, de = LINES[:300], make_lines(300, seed=9)
    src, tgt = write_lines(str(tmp_path / "t.en"), en), write_lines(str(tmp_path / "t.de"), de)
    r = subprocess.run(python_cmd("lm4gen", "bitext", "--train", src, tgt, "--src-tokenizer", toks["bert"],
                                  "--tgt-tokenizer", tokenizer, "--output", str(tmp_path / "b"), "--quiet",
                                  "--samples-per-shard", "100", "--max-ratio", "0", "--max-tokens", "0"), env=run_env,
                       capture_output=True, text=True)
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
