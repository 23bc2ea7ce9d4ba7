"""Tests of lm4gen bitext (fast, CPU only)."""

from __future__ import annotations

import gzip
import json
import lzma
import os
import random
import typing

import numpy as np
import pytest
import sentencepiece as spm

from helpers import fixed_data
from lm4gen.data_prep import bitext, bpe
from lm4gen.data_prep import manifest as mf
from lm4gen.core.files import InputError
from lm4gen.data_prep.shardio import read_chunks
from lm4gen.data_prep.shard import hash_unit
from lm4gen.data_prep.stream import LoaderConfig, StreamLoader

@pytest.fixture(autouse=True)
def _no_slurm_task(monkeypatch):
    """Task defaults come from SLURM_ARRAY_* variables; tests choose tasks explicitly."""
    for name in [k for k in os.environ if k.startswith("SLURM_ARRAY_")]:
        monkeypatch.delenv(name)


MAX_TOKENS = 30
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _words(rng: random.Random, n: int) -> list[str]:
    return ["".join(rng.choice(LETTERS) for _ in range(rng.randint(2, 7))) for _ in range(n)]


@pytest.fixture(scope="module")
def pairs(tmp_path_factory):
    """A tiny joint BPE model and a crafted parallel corpus with known filter outcomes."""
    d = tmp_path_factory.mktemp("bitext")
    rng = random.Random(7)
    vocab = _words(rng, 40)
    mono = d / "mono.txt"
    mono.write_text("\n".join(" ".join(rng.choice(vocab) for _ in range(rng.randint(3,
                                                                                    12))) for _ in range(400)) + "\n")
    bpe.train([str(mono)], str(d / "joint"), vocab_size=120)
    model = str(d / "joint.model")
    sp = spm.SentencePieceProcessor(model_file=model)

    def ntok(text: str) -> int:
        return len(sp.encode(text))

    def rev(text: str) -> str:
        return " ".join(reversed(text.split()))

    def sentence(lo: int, hi: int, max_tok: int) -> str:
        while True:
            s = " ".join(rng.choice(vocab) for _ in range(rng.randint(lo, hi)))
            if 0 < ntok(s) <= max_tok and ntok(rev(s)) == ntok(s) and sp.decode(sp.encode(s)) == s:
                return s

    def long_sentence() -> str:
        s = sentence(3, 6, 20)
        while ntok(s) <= MAX_TOKENS + 5:
            s += " " + rng.choice(vocab)
        return s

    seen: set[str] = set()
    normal = []
    while len(normal) < 60:
        s = sentence(3, 6, 20)
        if s not in seen:
            seen.add(s)
            normal.append((s, rev(s)))
    w = next(v for v in vocab if ntok(v) >= 2)
    boundary = (f"{w} {w}", f"{w} {w} {w}")  # ratio exactly 1.5: kept
    kept = normal + [boundary]
    too_long = [(s, rev(s)) for s in (long_sentence() for _ in range(3))]
    too_long.append((normal[0][0] + " x", long_sentence()))  # too long *and* bad ratio: counted as too_long
    long_src = (long_sentence(), sentence(2, 2, 6))  # too long; kept when the source is truncated (summarization)
    ratio = []
    for _ in range(3):
        s = sentence(2, 3, 10)
        ratio.append((s, rev(s) + " " + s))  # twice the tokens
    empty = [("", normal[1][1]), ("   ", normal[2][1]), (normal[3][0], ""), ("", "")]
    rows: list[tuple[bytes, bytes]] = [(s.encode(),
                                        t.encode()) for s, t in kept + too_long + [long_src] + ratio + empty]
    rows += [(b"\xff\xfe broken", normal[4][1].encode()), (normal[5][0].encode(), b"ok \xc3\x28 bad")]
    rng.shuffle(rows)
    dups = [normal[10], normal[11], normal[12]]
    rows += [(s.encode(), t.encode()) for s, t in dups]
    spaced = normal[13][0].replace(" ", "  ")  # equal after normalisation
    rows.append((spaced.encode(), normal[13][1].encode()))
    src, tgt = d / "train.src", d / "train.tgt"
    src.write_bytes(b"".join(a + b"\n" for a, _ in rows))
    tgt.write_bytes(b"".join(b + b"\n" for _, b in rows))
    order = {(a, b): i for i, (a, b) in reversed(list(enumerate(rows)))}  # first occurrence
    kept_in_order = sorted(kept, key=lambda p: order[(p[0].encode(), p[1].encode())])

    valid_rows = [normal[20], ("", ""), (long_sentence(), "short"), normal[21], ratio[0]]
    (d / "valid.src").write_text("".join(s + "\n" for s, _ in valid_rows))
    (d / "valid.tgt").write_text("".join(t + "\n" for _, t in valid_rows))
    return {
        "dir": d, "model": model, "sp": sp, "train": (str(src), str(tgt)),
        "valid": (str(d / "valid.src"), str(d / "valid.tgt")), "kept": kept_in_order, "valid_rows": valid_rows,
        "lines": len(rows), "long_src": long_src, "ratio": ratio,
    }


def _run(pairs, out, **kw):
    args = dict(train=pairs["train"], output=str(out), tokenizer=pairs["model"], valid=pairs["valid"],
                max_tokens=MAX_TOKENS, samples_per_shard=7, dedup=True)
    args.update(kw)
    return bitext.run(bitext.BitextOptions(**args))


def _read(out, split: str) -> list[tuple[str, np.ndarray, np.ndarray]]:
    """(origin "FFFF-LLLLLLLLLL", src ids, tgt ids) of every pair of a split, in manifest order."""
    m = mf.load(str(out))
    samples = []
    for s in (s for s in m["shards"] if s["split"] == split):
        n = len(samples)
        for chunk in read_chunks(os.path.join(out, s["name"]), s, "bitext"):
            files, lines = chunk.origins()
            src, tgt = chunk.sides["src"], chunk.sides["tgt"]
            for i, (f, line) in enumerate(zip(files, lines)):
                samples.append((f"{f:04d}-{line:010d}", src.unit(i), tgt.unit(i)))
        assert len(samples) - n == s["samples"]
    return samples


def _files(out) -> dict[str, bytes]:
    result = {}
    for root, _, names in os.walk(out):
        for name in names:
            path = os.path.join(root, name)
            result[os.path.relpath(path, out)] = open(path, "rb").read()
    return result


def _decoded(pairs, out, split="train") -> list[tuple[str, str]]:
    sp = pairs["sp"]
    return [(sp.decode(s.tolist()), sp.decode(t.tolist())) for _, s, t in _read(out, split)]


@pytest.fixture(scope="module")
def reference(pairs, tmp_path_factory):
    out = tmp_path_factory.mktemp("ref") / "out"
    result = _run(pairs, out)
    return out, result["manifest"]


def test_drop_counts_and_manifest(pairs, reference):
    out, m = reference
    scan = m["scan"]
    assert scan["dropped"] == {"invalid_utf8": 2, "empty": 4, "too_long": 5, "ratio": 3, "duplicate": 4}
    assert scan["input_pairs"] == {"train": pairs["lines"], "valid": 5}
    assert scan["kept"] == {"train": 61, "valid": 5}
    assert scan["units"] == {"train": 61, "valid": 5}
    assert scan["empty_kept"] == {"valid": 1}
    assert scan["subsample"] is None
    assert sum(scan["dropped"].values()) + scan["kept"]["train"] == pairs["lines"]
    assert m["kind"] == "bitext" and m["format"] == mf.FORMAT and m["dtype"] == "uint16"
    info = bpe.tokenizer_info(pairs["model"])
    for side in ("src_tokenizer", "tgt_tokenizer"):
        assert m[side] == {k: info[k] for k in ("sha256", "vocab_size", "special_ids")}
    assert m["joint_tokenizer"] is True
    assert [(i["split"], i["side"]) for i in m["inputs"]] == [("train", "source"), ("train", "target"),
                                                              ("valid", "source"), ("valid", "target")]
    assert all(len(i["sha256"]) == 64 and i["bytes"] > 0 for i in m["inputs"])
    assert m["arguments"]["max_tokens"] == MAX_TOKENS and m["arguments"]["max_ratio"] == 1.5
    assert m["fingerprint"] == mf.fingerprint({k: v for k, v in m.items() if k not in ("fingerprint", "scan",
                                                                                       "samples_per_shard", "splits",
                                                                                       "shards")})
    train = [s for s in m["shards"] if s["split"] == "train"]
    assert [s["index"] for s in train] == list(range(9)) and [s["samples"] for s in train] == [7] * 8 + [5]
    for s in m["shards"]:
        assert set(s) == {"name", "split", "index", "samples", "chunks", "tokens", "src_tokens", "tgt_tokens", "bytes",
                          "sha256"}
        assert s["tokens"] == s["src_tokens"] + s["tgt_tokens"]
    assert m["splits"]["train"]["samples"] == 61 and m["splits"]["valid"]["samples"] == 5
    assert mf.verify(str(out)) == []
    # the samples are the kept pairs, in file order, keyed by (source file index, line)
    assert _decoded(pairs, out) == pairs["kept"]
    keys = [k for k, _, _ in _read(out, "train")]
    assert keys == sorted(keys) and all(k.startswith("0000-") for k in keys)
    samples = _read(out, "train")
    assert sum(len(s) + len(t) for _, s, t in samples) == m["splits"]["train"]["tokens"]
    # valid is kept whole, including the empty pair and the over-long / bad-ratio pairs
    assert _decoded(pairs, out, "valid") == pairs["valid_rows"]
    assert all(k.startswith("0002-") for k, _, _ in _read(out, "valid"))


def test_no_dedup_keeps_duplicates(pairs, tmp_path):
    m = _run(pairs, tmp_path / "o", dedup=False)["manifest"]
    assert m["scan"]["dropped"]["duplicate"] == 0
    assert m["scan"]["kept"]["train"] == 65


def test_determinism_workers_and_rerun(pairs, reference, tmp_path, monkeypatch, capsys):
    out, _ = reference
    monkeypatch.setattr(bitext, "CHUNK_PAIRS", 5)  # many pass-1 chunks, completed out of order by the workers
    again = tmp_path / "again"
    _run(pairs, again)
    par = tmp_path / "par"
    _run(pairs, par, workers=2)
    ref_files = _files(out)
    assert _files(again) == ref_files
    assert _files(par) == ref_files
    # rerun: every shard is found complete, nothing changes
    capsys.readouterr()
    _run(pairs, par, workers=2)
    assert "(0 written, 10 already complete)" in capsys.readouterr().err
    assert _files(par) == ref_files
    # a shard whose record is gone, or whose file was damaged, is rebuilt
    os.remove(par / ".done" / "train-000003.tar.json")
    with open(par / "train-000005.tar", "r+b") as f:
        f.truncate(100)
    _run(pairs, par)
    assert "(2 written, 8 already complete)" in capsys.readouterr().err
    assert _files(par) == ref_files


def test_interrupted_run_leaves_nothing_complete(pairs, reference, tmp_path, monkeypatch):
    out, _ = reference
    from lm4gen.data_prep import shardio

    real_write_shard, real_runs = bitext.write_shard, shardio.origin_runs
    calls = []

    def failing_write_shard(path, sides, files, lines, chunk_bytes):
        calls.append(path)
        if len(calls) < 4:
            return real_write_shard(path, sides, files, lines, chunk_bytes)
        written = []

        def runs(*args):  # the third chunk of the shard is never written, as if killed mid-shard
            written.append(1)
            if len(written) == 3:
                raise KeyboardInterrupt
            return real_runs(*args)
        monkeypatch.setattr(shardio, "origin_runs", runs)
        return real_write_shard(path, sides, files, lines, 8)  # chunks of 4 tokens: several per shard

    monkeypatch.setattr(bitext, "write_shard", failing_write_shard)
    broken = tmp_path / "broken"
    with pytest.raises(KeyboardInterrupt):
        _run(pairs, broken)
    names = sorted(os.listdir(broken))
    assert "manifest.json" not in names
    assert [n for n in names if n.endswith(".tar")] == ["train-000000.tar", "train-000001.tar", "train-000002.tar"]
    assert not [n for n in names if n.endswith(".tmp")]  # the half-written shard is gone
    assert sorted(os.listdir(broken / ".done")) == [n + ".json" for n in names if n.endswith(".tar")]
    monkeypatch.setattr(bitext, "write_shard", real_write_shard)
    monkeypatch.setattr(shardio, "origin_runs", real_runs)
    _run(pairs, broken)
    assert _files(broken) == _files(out)


def test_tasks_merge_equals_single_run(pairs, reference, tmp_path):
    out, _ = reference
    split = tmp_path / "split"
    parts = [_run(pairs, split, task_index=i, num_tasks=3, workers=i % 2) for i in (2, 0, 1)]
    assert all(p["path"].endswith("-of-00003.json") for p in parts)
    assert not (split / "manifest.json").exists()
    with pytest.raises(InputError, match="missing"):
        mf.merge_parts([p["manifest"] for p in parts[:2]], str(split))
    assert mf.main(["merge", str(split)]) == 0
    ref = _files(out)
    got = _files(split)
    for name, data in ref.items():
        assert got[name] == data, name
    assert sorted(set(got) - set(ref)) == [f"manifest.part-{i:05d}-of-00003.json" for i in range(3)]


def test_max_pairs_nested(pairs, reference, tmp_path):
    out, _ = reference
    full = {k: (s.tobytes(), t.tobytes()) for k, s, t in _read(out, "train")}
    picked = {}
    for n in (20, 40):
        o = tmp_path / f"n{n}"
        m = _run(pairs, o, max_pairs=n)["manifest"]
        assert m["scan"]["subsample"] == {"max_pairs": n, "seed": 1, "from": 61, "kept": n}
        assert m["scan"]["units"]["train"] == n and m["splits"]["train"]["samples"] == n
        assert m["scan"]["kept"]["train"] == 61 and m["arguments"]["max_pairs"] == n
        samples = _read(o, "train")
        assert [k for k, _, _ in samples] == sorted(k for k, _, _ in samples)
        picked[n] = {k for k, _, _ in samples}
        assert all(full[k] == (s.tobytes(), t.tobytes()) for k, s, t in samples)
        assert len(_read(o, "valid")) == 5  # valid is never subsampled
    assert len(picked[20]) == 20 and len(picked[40]) == 40
    assert picked[20] < picked[40] < set(full)
    # the 20 pairs are those with the smallest keyed hash of their text
    keys = sorted(full)
    ranked = sorted(zip(keys, pairs["kept"]), key=lambda kp: (hash_unit(1, kp[1][0] + "\n" + kp[1][1]), kp[0]))
    assert picked[20] == {k for k, _ in ranked[:20]}
    # another seed gives another (still nested) sample
    m = _run(pairs, tmp_path / "seed2", max_pairs=20, seed=2)["manifest"]
    assert {k for k, _, _ in _read(tmp_path / "seed2", "train")} != picked[20]
    assert m["scan"]["subsample"]["seed"] == 2
    # more than available keeps all
    m = _run(pairs, tmp_path / "big", max_pairs=1000)["manifest"]
    assert m["scan"]["units"]["train"] == 61 and m["scan"]["subsample"]["kept"] == 61


def test_truncate_source_and_summarization_preset(pairs, tmp_path):
    # translation filters with truncated sources: over-long sources are cut, not dropped
    m = _run(pairs, tmp_path / "t", truncate_source=4)["manifest"]
    assert m["arguments"]["truncate_source"] == 4
    assert all(len(s) <= 4 for _, s, _ in _read(tmp_path / "t", "train"))
    assert all(len(s) <= 4 for _, s, _ in _read(tmp_path / "t", "valid"))
    sp = pairs["sp"]
    assert m["scan"]["truncated_sources"]["valid"] == sum(len(sp.encode(s)) > 4 for s, _ in pairs["valid_rows"])
    assert m["scan"]["dropped"]["too_long"] == 4  # only the pairs with an over-long target
    assert m["scan"]["dropped"]["ratio"] > 3  # the ratio uses the truncated source length
    # summarization: source truncated, no ratio filter, targets still limited by --max-tokens
    m = _run(pairs, tmp_path / "s", preset="summarization", truncate_source=6)["manifest"]
    args = m["arguments"]
    assert (args["preset"], args["max_ratio"], args["truncate_source"],
            args["max_tokens"]) == ("summarization", 0, 6, MAX_TOKENS)
    scan = m["scan"]
    # a summary with more tokens than its whole article is dropped (a truncated article was long enough)
    candidates = pairs["kept"] + pairs["ratio"] + [pairs["long_src"]]
    longer = [(s, t) for s, t in candidates if len(sp.encode(t)) > len(sp.encode(s)) and len(sp.encode(s)) <= 6]
    assert longer  # the fixture has such pairs: the rule is exercised
    assert scan["dropped"] == {"invalid_utf8": 2, "empty": 4, "too_long": 4, "ratio": 0,
                               "longer_target": len(longer), "duplicate": 4}
    assert scan["kept"]["train"] == 61 + 3 + 1 - len(longer)  # + the bad-ratio pairs + the long-source pair
    samples = _read(tmp_path / "s", "train")
    assert all(len(s) <= 6 for _, s, _ in samples)
    assert all(len(t) <= len(s) or len(s) == 6 for _, s, t in samples)
    assert scan["truncated_sources"]["train"] == sum(len(sp.encode(s)) > 6
                                                     for s, t in candidates if (s, t) not in longer)
    long_src, long_tgt = pairs["long_src"]
    assert (sp.encode(long_src)[:6], sp.encode(long_tgt)) in [(s.tolist(), t.tolist()) for _, s, t in samples]
    # the preset's own defaults
    m = bitext.run(bitext.BitextOptions(train=pairs["train"], output=str(tmp_path / "d"), tokenizer=pairs["model"],
                                        preset="summarization", samples_per_shard=50))["manifest"]
    assert (m["arguments"]["truncate_source"], m["arguments"]["max_ratio"],
            m["arguments"]["max_tokens"]) == (400, 0, 250)


def test_line_count_mismatch_names_files(pairs, tmp_path):
    src = tmp_path / "a.src"
    tgt = tmp_path / "a.tgt"
    src.write_text("one two\nthree four\nfive six\n")
    tgt.write_text("un deux\ntrois quatre\n")
    with pytest.raises(InputError) as e:
        bitext.run(bitext.BitextOptions(train=(str(src), str(tgt)), output=str(tmp_path / "o"),
                                        tokenizer=pairs["model"]))
    msg = str(e.value)
    assert str(src) in msg and str(tgt) in msg and "3 lines" in msg and "2 lines" in msg and "after line 2" in msg
    # the target longer; and a mismatch in the valid split
    with pytest.raises(InputError, match=r"a\.tgt has 2 lines but .*a\.src has 3"):
        bitext.run(bitext.BitextOptions(train=(str(tgt), str(src)), output=str(tmp_path / "o2"),
                                        tokenizer=pairs["model"]))
    with pytest.raises(InputError, match="a.src"):
        bitext.run(bitext.BitextOptions(train=pairs["train"], output=str(tmp_path / "o3"), tokenizer=pairs["model"],
                                        valid=(str(src), str(tgt))))


def test_bad_utf8_error_mode_and_argument_errors(pairs, tmp_path):
    with pytest.raises(InputError, match=r"train\.(src|tgt):\d+: invalid UTF-8"):
        _run(pairs, tmp_path / "e", on_bad_line="error")
    with pytest.raises(ValueError, match="not both"):
        _run(pairs, tmp_path / "x", src_tokenizer=pairs["model"], tgt_tokenizer=pairs["model"])
    with pytest.raises(ValueError, match="--tokenizer"):
        bitext.run(bitext.BitextOptions(train=pairs["train"], output=str(tmp_path / "y")))
    with pytest.raises(InputError, match="not found"):
        bitext.run(bitext.BitextOptions(train=pairs["train"], output=str(tmp_path / "z"),
                                        tokenizer=str(tmp_path / "missing.model")))
    with pytest.raises(InputError, match="more than once"):
        bitext.run(bitext.BitextOptions(train=(pairs["train"][0], pairs["train"][0]), output=str(tmp_path / "w"),
                                        tokenizer=pairs["model"]))
    with pytest.raises(ValueError, match="--max-ratio"):
        _run(pairs, tmp_path / "r", max_ratio=0.5)
    # another argument into a used directory is refused
    _run(pairs, tmp_path / "used", max_pairs=10)
    with pytest.raises(ValueError, match="other inputs or arguments"):
        _run(pairs, tmp_path / "used", max_pairs=11)


def test_compressed_inputs_and_separate_tokenizers(pairs, reference, tmp_path):
    out, ref = reference
    src, tgt = pairs["train"]
    gz, xz = tmp_path / "train.src.gz", tmp_path / "train.tgt.xz"
    gz.write_bytes(gzip.compress(open(src, "rb").read()))
    xz.write_bytes(lzma.compress(open(tgt, "rb").read()))
    m = _run(pairs, tmp_path / "c", train=(str(gz), str(xz)))["manifest"]
    assert m["scan"]["dropped"] == ref["scan"]["dropped"]
    assert [s["sha256"] for s in m["shards"]] == [s["sha256"] for s in ref["shards"]]
    # separate tokenizers: the target side uses its own model
    bpe.train([pairs["train"][1]], str(tmp_path / "tgt"), vocab_size=90)
    tgt_model = str(tmp_path / "tgt.model")
    m = _run(pairs, tmp_path / "sep", tokenizer="", src_tokenizer=pairs["model"], tgt_tokenizer=tgt_model)["manifest"]
    assert m["joint_tokenizer"] is False and m["tgt_tokenizer"]["vocab_size"] == 90
    sp_tgt = spm.SentencePieceProcessor(model_file=tgt_model)
    decoded = [(pairs["sp"].decode(s.tolist()),
                sp_tgt.decode(t.tolist())) for _, s, t in _read(tmp_path / "sep", "train")]
    assert decoded == [p for p in pairs["kept"] if p in decoded] and len(decoded) == m["scan"]["kept"]["train"]


def _check_batches(loader, spec_ids, sp) -> list[tuple[str, str]]:
    pad, bos, eos = spec_ids["pad"], spec_ids["bos"], spec_ids["eos"]
    decoded = []
    for batch in loader:
        src, tgt_in, tgt_out, lengths = (batch[k].numpy() for k in ("src", "tgt_in", "tgt_out", "src_lengths"))
        for i in range(len(src)):
            n = int(lengths[i])
            assert src[i, n - 1] == eos and (src[i, n:] == pad).all()
            t = int((tgt_out[i] != pad).sum())
            assert tgt_out[i, t - 1] == eos and tgt_in[i, 0] == bos
            assert (tgt_in[i, 1:t] == tgt_out[i, : t - 1]).all()
            decoded.append((sp.decode(src[i, : n - 1].tolist()), sp.decode(tgt_out[i, : t - 1].tolist())))
    return decoded


def test_stream_loader_reads_pairs(pairs, reference):
    out, m = reference
    ids = m["tgt_tokenizer"]["special_ids"]
    for split, expected in (("train", pairs["kept"]), ("valid", pairs["valid_rows"])):
        cfg = LoaderConfig(split=split, mode="seq2seq", max_tokens=256, pool_size=16, equal_batches=False,
                           shuffle_buffer=8)
        loader = StreamLoader(str(out), cfg, expected_tokenizer_sha256=m["tgt_tokenizer"]["sha256"])
        got = _check_batches(loader, ids, pairs["sp"])
        assert sorted(got) == sorted(expected)
    # the training loader (equal batches) also works from the bitext token counts
    loader = StreamLoader(str(out), LoaderConfig(mode="seq2seq", max_tokens=128, pool_size=16), dp_rank=1, dp_size=2)
    assert len(loader) > 0 and len(list(loader)) == len(loader)


def test_cli(pairs, tmp_path, capsys):
    assert typing.get_args(bitext.Preset) == tuple(bitext.PRESETS)  # --preset's choices are the presets
    with pytest.raises(SystemExit) as e:
        bitext.main(["--help"])
    assert e.value.code == 0
    text = capsys.readouterr().out
    for option in ("--train", "--valid", "--test", "--tokenizer", "--src-tokenizer", "--tgt-tokenizer", "--output",
                   "--preset", "--max-tokens", "--max-ratio", "--truncate-source", "--dedup", "--max-pairs", "--seed",
                   "--samples-per-shard", "--shard-size", "--workers", "--task-index", "--num-tasks", "--on-bad-line",
                   "--no-verify", "summarization", "invalid_utf8", "too_long", "duplicate"):
        assert option in text, option
    out = tmp_path / "cli"
    argv = ["--train", *pairs["train"], "--valid", *pairs["valid"], "--test", *pairs["valid"][::-1],
            "--tokenizer", pairs["model"], "--output", str(out), "--max-tokens", str(MAX_TOKENS), "--dedup",
            "--samples-per-shard", "7", "--max-pairs", "30"]
    assert bitext.main(argv) == 0
    captured = capsys.readouterr()
    assert captured.out.strip() == str(out / "manifest.json")
    assert "[bitext]" in captured.err
    m = json.loads((out / "manifest.json").read_text())
    assert m["scan"]["units"] == {"train": 30, "valid": 5, "test": 5}
    assert m["splits"]["test"]["samples"] == 5
    assert bitext.main(["--train", pairs["train"][0], pairs["valid"][1], "--tokenizer", pairs["model"], "--output",
                        str(tmp_path / "bad")]) == 2
    assert "line counts differ" in capsys.readouterr().err


# ---------------------------------------------------------------- the recorded bytes


def golden_inputs(directory) -> None:
    """The fixed inputs (tests/helpers/fixed_data.py) of the golden cases, by relative path inside ``directory``."""
    fixed_data.write_tokenizer(os.path.join(directory, "tokenizer.json"))
    fixed_data.write_tokenizer(os.path.join(directory, "target.json"))
    for split, num_pairs, seed in (("train", 600, 1), ("valid", 80, 2), ("test", 80, 3)):
        fixed_data.write_pairs(os.path.join(directory, f"{split}.src"), os.path.join(directory, f"{split}.tgt"),
                               num_pairs, seed)


def _pair(split: str) -> tuple[str, str]:
    return f"{split}.src", f"{split}.tgt"


# name: (the command line, the same options in Python, tasks, sha256 over every output file: fixed_data.tree_digest).
# Recorded with the code before the options became a dataclass (commit c624ed9); inputs are relative paths, so the
# manifest holds the same bytes wherever the test runs. A deliberate change of the shard or manifest format
# (data_prep.shardio, manifest.FORMAT, files.TOOL_VERSION) records them again.
BITEXT_GOLDEN = {
    # every train filter (invalid UTF-8, empty, too long, ratio, duplicate), the nested subsample, several chunks
    # per shard, two encoding workers
    "filters": (["--train", *_pair("train"), "--valid", *_pair("valid"), "--test", *_pair("test"),
                 "--tokenizer", "tokenizer.json", "--max-tokens", "20", "--max-ratio", "1.3", "--dedup",
                 "--max-pairs", "250", "--seed", "3", "--samples-per-shard", "60", "--chunk-size", "0.001",
                 "--workers", "2"],
                dict(train=_pair("train"), valid=_pair("valid"), test=_pair("test"), tokenizer="tokenizer.json",
                     max_tokens=20, max_ratio=1.3, dedup=True, max_pairs=250, seed=3, samples_per_shard=60,
                     chunk_size=0.001, workers=2), 1,
                "3b98f8431880069800f6f64b368bf13fefdb9c4184e0b8130eee5ec0ec1af671"),
    # the summarization preset, truncated sources, a tokenizer per side, pairs per shard from --shard-size; its
    # digest changed once on purpose, when the preset began dropping summaries longer than their article (#49)
    "summarization": (["--preset", "summarization", "--train", *_pair("train"), "--valid", *_pair("valid"),
                       "--src-tokenizer", "tokenizer.json", "--tgt-tokenizer", "target.json", "--truncate-source",
                       "8", "--shard-size", "0.004"],
                      dict(preset="summarization", train=_pair("train"), valid=_pair("valid"),
                           src_tokenizer="tokenizer.json", tgt_tokenizer="target.json", truncate_source=8,
                           shard_size=0.004), 1,
                      "dfa26b3be79c47380a75651a016e842368ae5d77081def24992783840d708fb5"),
    # two tasks, merged; a subsample and a test split
    "tasks": (["--train", *_pair("train"), "--test", *_pair("test"), "--tokenizer", "tokenizer.json",
               "--max-pairs", "300", "--samples-per-shard", "80"],
              dict(train=_pair("train"), test=_pair("test"), tokenizer="tokenizer.json", max_pairs=300,
                   samples_per_shard=80), 2,
              "35541fad26a485b700a43c02d3a8c748299deecbe492d9e54012edaf6ab0bd84"),
}


@pytest.mark.parametrize("case", sorted(BITEXT_GOLDEN))
def test_shards_and_manifest_are_the_recorded_bytes_from_the_cli_and_from_options(case, tmp_path, monkeypatch):
    argv, options, num_tasks, golden = BITEXT_GOLDEN[case]
    monkeypatch.chdir(tmp_path)
    golden_inputs(".")
    for task_index in range(num_tasks):
        tasks = ["--task-index", str(task_index), "--num-tasks", str(num_tasks)]
        assert bitext.main([*argv, "--output", "cli", *tasks, "--quiet"]) == 0
        bitext.run(bitext.BitextOptions(**options, output="options", task_index=task_index, num_tasks=num_tasks,
                                        quiet=True))
    if num_tasks > 1:
        assert mf.main(["merge", "cli"]) == 0 and mf.main(["merge", "options"]) == 0
    assert fixed_data.tree_sha256("cli") == fixed_data.tree_sha256("options")
    assert fixed_data.tree_digest("cli") == golden, fixed_data.tree_sha256("cli")
