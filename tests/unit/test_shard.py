"""data_prep: BPE, the monolingual sharder, manifests and bad input."""

from __future__ import annotations

import bz2
import gzip
import json
import lzma
import os

import numpy as np
import pytest
import sentencepiece as spm

from helpers import fixed_data
from helpers.common import make_lines, write_lines
from lm4gen.data_prep import bpe, manifest as mf, shard
from lm4gen.core.files import InputError
from lm4gen.data_prep.shardio import read_chunks
from helpers.shard import run_shard, tree


def read_shard(path: str, entry: dict) -> list[tuple[int, int, np.ndarray]]:
    """(input file index, line, token ids) of every unit of a mono shard."""
    out = []
    for chunk in read_chunks(path, entry, "mono"):
        files, lines = chunk.origins()
        r = chunk.sides["tokens"]
        bounds = np.concatenate([[0], np.cumsum(r.lengths)])
        out += [(int(f), int(line), r.tokens[bounds[i]: bounds[i + 1]])
                for i, (f, line) in enumerate(zip(files, lines))]
    return out


# ---------------------------------------------------------------- BPE


def test_bpe_round_trip_equals_normalized_text(tokenizer, corpus):
    sp = spm.SentencePieceProcessor(model_file=tokenizer)
    norm = spm.SentencePieceNormalizer(model_file=tokenizer, add_dummy_prefix=False, escape_whitespaces=False)
    lines = open(corpus, encoding="utf-8").read().splitlines()[:500]
    lines += ["ﬁnal ＡＢＣ  double  spaces", "Straße café naïve", "東京 über"]
    changed = 0
    for line in lines:
        expected = norm.normalize(line)
        changed += expected != line
        assert sp.decode(sp.encode(line)) == expected
    assert changed > 0  # the NFKC cases really were normalised


def test_bpe_card_specials_and_determinism(tmp_path, corpus):
    a = bpe.train([corpus], str(tmp_path / "a"), vocab_size=300, num_threads=1)
    b = bpe.train([corpus], str(tmp_path / "b"), vocab_size=300, num_threads=2)
    assert (tmp_path / "a.model").read_bytes() == (tmp_path / "b.model").read_bytes()
    assert a["sha256"] == b["sha256"] and a["vocab_size"] == 300
    ids = a["special_ids"]
    assert (ids["pad"], ids["unk"], ids["bos"], ids["eos"]) == (0, 1, 2, 3)
    sp = spm.SentencePieceProcessor(model_file=str(tmp_path / "a.model"))
    for name in ("mask", "cls", "sep"):
        assert sp.id_to_piece(ids[name]) == f"<{name}>"
    card = json.loads((tmp_path / "a.json").read_text())
    assert card["vocab_size"] == 300 and card["inputs"] == [corpus]


def test_shards_hold_every_kept_line_with_origin(tmp_path, corpus, tokenizer):
    result = run_shard(corpus, tokenizer, tmp_path / "s")
    m = result["manifest"]
    sp = spm.SentencePieceProcessor(model_file=tokenizer)
    lines = open(corpus, encoding="utf-8").read().splitlines()
    seen = {}
    for entry in m["shards"]:
        samples = read_shard(str(tmp_path / "s" / entry["name"]), entry)
        assert len(samples) == entry["samples"]
        assert sum(len(ids) for _, _, ids in samples) == entry["tokens"]
        for file_index, line, ids in samples:
            assert ids.dtype == np.uint16 and file_index == 0
            seen[line] = entry["split"]
            assert sp.decode(ids.tolist()) == sp.decode(sp.encode(lines[line - 1]))
    assert sorted(seen) == list(range(1, len(lines) + 1))
    assert 0 < m["splits"]["valid"]["samples"] < 0.1 * len(lines)
    assert m["splits"]["train"]["samples"] + m["splits"]["valid"]["samples"] == len(lines)
    assert m["tokenizer"]["sha256"] == bpe.tokenizer_info(tokenizer)["sha256"]
    assert mf.verify(str(tmp_path / "s")) == []


def test_same_inputs_give_byte_identical_output_for_any_worker_count(tmp_path, corpus, tokenizer):
    run_shard(corpus, tokenizer, tmp_path / "a", workers=0)
    run_shard(corpus, tokenizer, tmp_path / "b", workers=2)
    a, b = tree(str(tmp_path / "a")), tree(str(tmp_path / "b"))
    assert a.keys() == b.keys() and len([k for k in a if k.endswith(".tar")]) >= 8
    assert a == b


def test_merge_with_a_missing_task_names_it(tmp_path, corpus, tokenizer):
    run_shard(corpus, tokenizer, tmp_path / "t", task_index=0, num_tasks=2)
    with pytest.raises(InputError, match=r"tasks \[1\]"):
        mf.merge(str(tmp_path / "t"))


def test_slurm_array_variables_pick_the_task(monkeypatch):
    monkeypatch.setenv("SLURM_ARRAY_TASK_ID", "5")
    monkeypatch.setenv("SLURM_ARRAY_TASK_MIN", "4")
    monkeypatch.setenv("SLURM_ARRAY_TASK_COUNT", "3")
    assert shard.default_task(None, None) == (1, 3)
    with pytest.raises(ValueError, match="--task-index"):
        shard.default_task(3, 3)


def test_rerun_rebuilds_a_damaged_shard(tmp_path, corpus, tokenizer):
    run_shard(corpus, tokenizer, tmp_path / "s")
    good = (tmp_path / "s" / "train-000001.tar").read_bytes()
    with open(tmp_path / "s" / "train-000001.tar", "r+b") as f:
        f.seek(2000)
        f.write(b"garbage")
    assert mf.verify(str(tmp_path / "s")) and "train-000001.tar" in mf.verify(str(tmp_path / "s"))[0]
    run_shard(corpus, tokenizer, tmp_path / "s")
    assert (tmp_path / "s" / "train-000001.tar").read_bytes() == good


def test_output_dir_refuses_other_arguments(tmp_path, corpus, tokenizer):
    run_shard(corpus, tokenizer, tmp_path / "s")
    with pytest.raises(ValueError, match="already holds shards"):
        run_shard(corpus, tokenizer, tmp_path / "s", samples_per_shard=123)


def test_documents_mode_and_dedup(tmp_path, tokenizer):
    text = ("First doc line one .\nFirst doc line two .\n\nSecond doc .\n\n\n"
            "First doc line one .\nFirst doc line two .\n")
    path = tmp_path / "docs.txt"
    path.write_text(text)
    m = shard.run(shard.ShardOptions(input=[str(path)], tokenizer=tokenizer, output=str(tmp_path / "d"),
                                     samples_per_shard=10, documents=True))["manifest"]
    assert m["splits"]["train"]["samples"] == 3
    lines = tmp_path / "dup.txt"
    lines.write_text("Same line .\nOther line .\nSame line .\nＳame line .\n")  # full-width S normalises to S
    m = shard.run(shard.ShardOptions(input=[str(lines)], tokenizer=tokenizer, output=str(tmp_path / "u"),
                                     samples_per_shard=10, dedup=True))["manifest"]
    assert m["splits"]["train"]["samples"] == 2 and m["scan"]["skipped"]["duplicate"] == 2


def test_valid_input_files_become_the_valid_split(tmp_path, corpus, tokenizer):
    valid = write_lines(str(tmp_path / "valid.en"), make_lines(50, seed=3))
    m = shard.run(shard.ShardOptions(input=[corpus], tokenizer=tokenizer, output=str(tmp_path / "s"),
                                     valid_input=[valid], samples_per_shard=1000))["manifest"]
    assert m["splits"]["valid"]["samples"] == 50 and m["splits"]["train"]["samples"] == 3000


# ---------------------------------------------------------------- bad input


def test_compressed_inputs_read_like_plain(tmp_path, corpus, tokenizer):
    data = open(corpus, "rb").read()
    outs = []
    for suffix, opener in (("", open), (".gz", gzip.open), (".xz", lzma.open), (".bz2", bz2.open)):
        path = tmp_path / f"c.en{suffix}"
        with opener(path, "wb") as f:
            f.write(data)
        m = shard.run(shard.ShardOptions(input=[str(path)], tokenizer=tokenizer,
                                         output=str(tmp_path / f"out{suffix}"), samples_per_shard=500))["manifest"]
        outs.append([s["sha256"] for s in m["shards"]])
    assert all(o == outs[0] for o in outs)


@pytest.mark.parametrize("suffix,opener", [(".gz", gzip.open), (".xz", lzma.open)])
def test_truncated_compressed_input_is_an_error_naming_the_file(tmp_path, corpus, tokenizer, suffix, opener):
    path = tmp_path / f"t.en{suffix}"
    with opener(path, "wb") as f:
        f.write(open(corpus, "rb").read())
    blob = path.read_bytes()
    path.write_bytes(blob[: len(blob) // 2])
    with pytest.raises(InputError, match=str(path)):
        shard.run(shard.ShardOptions(input=[str(path)], tokenizer=tokenizer, output=str(tmp_path / "o"),
                                     samples_per_shard=100))
    assert not (tmp_path / "o" / "manifest.json").exists()


def test_missing_and_empty_inputs_are_named(tmp_path, tokenizer):
    with pytest.raises(InputError, match="not found: .*nope.txt"):
        shard.run(shard.ShardOptions(input=[str(tmp_path / "nope.txt")], tokenizer=tokenizer,
                                     output=str(tmp_path / "o")))
    with pytest.raises(InputError, match="matched no file: .*zzz"):
        shard.run(shard.ShardOptions(input=[str(tmp_path / "zzz*.txt")], tokenizer=tokenizer,
                                     output=str(tmp_path / "o")))
    (tmp_path / "empty.txt").write_text("")
    with pytest.raises(InputError, match="empty: .*empty.txt"):
        shard.run(shard.ShardOptions(input=[str(tmp_path / "empty.txt")], tokenizer=tokenizer,
                                     output=str(tmp_path / "o")))
    (tmp_path / "blank.txt").write_text("\n  \n\n")
    with pytest.raises(InputError, match="no usable lines in .*blank.txt"):
        shard.run(shard.ShardOptions(input=[str(tmp_path / "blank.txt")], tokenizer=tokenizer,
                                     output=str(tmp_path / "o2")))


def test_invalid_utf8_is_skipped_and_counted_or_an_error_with_the_line(tmp_path, tokenizer):
    path = tmp_path / "bad.txt"
    path.write_bytes(b"Good line one .\nBad \xff\xfe line .\nGood line two .\n\nGood line three .\n")
    m = shard.run(shard.ShardOptions(input=[str(path)], tokenizer=tokenizer, output=str(tmp_path / "o"),
                                     samples_per_shard=10))["manifest"]
    assert m["splits"]["train"]["samples"] == 3
    assert m["scan"]["skipped"] == {"empty": 1, "invalid_utf8": 1}
    with pytest.raises(InputError, match=rf"{path}:2"):
        shard.run(shard.ShardOptions(input=[str(path)], tokenizer=tokenizer, output=str(tmp_path / "o2"),
                                     samples_per_shard=10, on_bad_line="error"))


# ---------------------------------------------------------------- the chunked format


def _tar_members(path: str) -> dict[str, np.ndarray]:
    import io
    import tarfile

    with tarfile.open(path) as t:
        return {m.name: np.load(io.BytesIO(t.extractfile(m).read()), allow_pickle=False) for m in t.getmembers()}


@pytest.mark.parametrize("dtype", [np.uint16, np.int32])
def test_chunks_round_trip_and_are_plain_numpy_members(tmp_path, dtype):
    from lm4gen.data_prep.shardio import Ragged, write_shard

    rng = np.random.default_rng(1)
    lengths = [0, 1, 70000, 5] + rng.integers(0, 60, 400).tolist()  # an empty unit and one over 65,535 tokens
    ids = [rng.integers(0, 60000, n).tolist() for n in lengths]
    files = np.repeat([0, 1, 3], [150, 100, len(ids) - 250])
    lines = np.concatenate([np.arange(1, 151), np.arange(7, 207, 2), np.arange(10, 10 + len(ids) - 250)])
    units = Ragged.from_lists(ids, np.dtype(dtype))
    path = str(tmp_path / "x.tar")
    info = write_shard(path, {"tokens": units}, files, lines, chunk_bytes=4096)
    assert info["chunks"] >= 5  # small chunks: many per shard; the 70,000-token unit is one chunk by itself
    entry = {"samples": len(ids), "tokens": int(units.lengths.sum()), **info}
    got_ids, got_files, got_lines = [], [], []
    for chunk in read_chunks(path, entry, "mono"):
        r = chunk.sides["tokens"]
        assert r.tokens.dtype == dtype
        got_ids += [r.unit(i).tolist() for i in range(len(r))]
        f, line_numbers = chunk.origins()
        got_files += f.tolist()
        got_lines += line_numbers.tolist()
    assert got_ids == ids and got_files == files.tolist() and got_lines == lines.tolist()
    # the members are ordinary .npy files: tar xf + numpy.load is all a user needs
    members = _tar_members(path)
    assert sorted(members)[:4] == ["000000.lengths.npy", "000000.origin.npy", "000000.tokens.npy", "000001.lengths.npy"]
    big = [k for k, v in members.items() if k.endswith("lengths.npy") and v.dtype == np.uint32]
    assert len(big) == 1 and 70000 in members[big[0]]
    runs = members["000000.origin.npy"]
    assert runs.shape[1] == 3 and runs[0].tolist()[:2] == [0, 1]
    assert info["sha256"] == __import__("hashlib").sha256(open(path, "rb").read()).hexdigest()


def test_shards_cost_under_2_5_bytes_per_token(tmp_path, corpus, tokenizer):
    """Everything counted: tar headers and padding, lengths, origins and the manifest (one 3,000-line shard of
    ~16-token sentences; the real corpora's figures are in reports/data_prep)."""
    m = shard.run(shard.ShardOptions(input=[corpus], tokenizer=tokenizer, output=str(tmp_path / "s"),
                                     samples_per_shard=10000))["manifest"]
    total = sum(s["bytes"] for s in m["shards"]) + os.path.getsize(tmp_path / "s" / "manifest.json")
    tokens = sum(s["tokens"] for s in m["shards"])
    assert m["format"] == "lm4gen-shards/2" and len(m["shards"]) == 1
    assert total / tokens <= 2.5, total / tokens
    assert m["shards"][0]["chunks"] == 1 and m["splits"]["train"]["chunks"] == 1


def test_documents_keep_their_first_line_as_origin(tmp_path, tokenizer):
    text = "A one .\nA two .\n\nB one .\n\n\nC one .\nC two .\nC three .\n"
    path = tmp_path / "docs.txt"
    path.write_text(text)
    m = shard.run(shard.ShardOptions(input=[str(path)], tokenizer=tokenizer, output=str(tmp_path / "d"),
                                     samples_per_shard=10, documents=True))["manifest"]
    units = read_shard(str(tmp_path / "d" / m["shards"][0]["name"]), m["shards"][0])
    assert [line for _, line, _ in units] == [1, 4, 7]
    eos = bpe.tokenizer_info(tokenizer)["special_ids"]["eos"]
    assert [int((ids == eos).sum()) for _, _, ids in units] == [1, 0, 2]  # </s> between a document's sentences


def test_old_format_is_refused_with_the_command_that_reshards(tmp_path, corpus, tokenizer):
    run_shard(corpus, tokenizer, tmp_path / "s")
    path = tmp_path / "s" / "manifest.json"
    m = json.loads(path.read_text())
    m["format"] = "lm4gen-shards/1"
    path.write_text(json.dumps(m))
    with pytest.raises(InputError, match=r"lm4gen-shards/1 .*lm4gen shard"):
        mf.load(str(path))


def test_disk_full_is_one_line_naming_the_shard_and_leaves_nothing_that_looks_complete(tmp_path, corpus, tokenizer,
                                                                                      monkeypatch, capsys):
    import errno

    from lm4gen.core import files as common

    real_write, files = common.HashingWriter.write, []

    def write(self, b):
        if self not in files:
            files.append(self)
        if len(files) == 2 and self.size > 1000:  # the disk fills up inside the second shard
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(self, b)

    monkeypatch.setattr(common.HashingWriter, "write", write)
    out = tmp_path / "s"
    rc = shard.main(["--input", corpus, "--tokenizer", tokenizer, "--output", str(out), "--samples-per-shard", "1000"])
    err = capsys.readouterr().err.strip().splitlines()
    assert rc == 2 and err[-1].startswith(f"error: {out}/train-00000") and "No space left on device" in err[-1]
    assert "Traceback" not in "\n".join(err)
    left = sorted(os.listdir(out))
    assert not [n for n in left if n.endswith(".tmp")] and "manifest.json" not in left
    complete = {n[:-5] for n in os.listdir(out / ".done")}
    assert {n for n in left if n.endswith(".tar")} == complete  # every shard under its final name is recorded complete
    monkeypatch.setattr(common.HashingWriter, "write", real_write)
    assert shard.main(["--input", corpus, "--tokenizer", tokenizer, "--output", str(out), "--samples-per-shard",
                       "1000"]) == 0
    assert mf.verify(str(out)) == []


# ---------------------------------------------------------------- the recorded bytes


def golden_inputs(directory) -> None:
    """The fixed inputs (tests/helpers/fixed_data.py) of the golden cases, by relative path inside ``directory``."""
    fixed_data.write_tokenizer(os.path.join(directory, "tokenizer.json"))
    fixed_data.write_mono(os.path.join(directory, "mono.txt"), 900, seed=1)
    fixed_data.write_mono(os.path.join(directory, "docs.txt"), 700, seed=2, documents=True)
    fixed_data.write_mono(os.path.join(directory, "valid.txt"), 120, seed=3)


# name: (the command line, the same options in Python, tasks, sha256 over every output file: fixed_data.tree_digest).
# Recorded with the code before the options became a dataclass (commit c624ed9); inputs are relative paths, so the
# manifest holds the same bytes wherever the test runs. A deliberate change of the shard or manifest format
# (data_prep.shardio, manifest.FORMAT, files.TOOL_VERSION) records them again.
SHARD_GOLDEN = {
    # exact and NFKC duplicates dropped, a hashed valid share, several chunks per shard, two encoding workers
    "lines": (["--input", "mono.txt", "--valid-fraction", "0.1", "--dedup", "--samples-per-shard", "150",
               "--chunk-size", "0.001", "--workers", "2"],
              dict(input=["mono.txt"], valid_fraction=0.1, dedup=True, samples_per_shard=150, chunk_size=0.001,
                   workers=2), 1, "cb55400080d34ef070b86cfd7b8c05743617acc6e1b48b2a39f5e177b0746db0"),
    # documents (invalid UTF-8 skipped), samples per shard from --shard-size, another seed
    "documents": (["--input", "docs.txt", "--documents", "--shard-size", "0.004", "--seed", "7",
                   "--valid-fraction", "0.2"],
                  dict(input=["docs.txt"], documents=True, shard_size=0.004, seed=7, valid_fraction=0.2), 1,
                  "63e8ee54d49fbfe1952c4a2bae9d0c47ba74341f8cb8d5804d4520c3ee512bae"),
    # a validation file; two tasks, merged
    "tasks": (["--input", "mono.txt", "docs.txt", "--valid-input", "valid.txt", "--samples-per-shard", "200"],
              dict(input=["mono.txt", "docs.txt"], valid_input=["valid.txt"], samples_per_shard=200), 2,
              "e1446da14918de1d22a5f80ebdabca9a3e0edd44fd2606ba81a7c0cbe2a6ad21"),
}


def build_golden_case(runner, out: str, num_tasks: int) -> None:
    """``runner(task_index, output)`` for every task, then the merge when there are several."""
    for task_index in range(num_tasks):
        runner(task_index, out)
    if num_tasks > 1:
        assert mf.main(["merge", out]) == 0


@pytest.mark.parametrize("case", sorted(SHARD_GOLDEN))
def test_shards_and_manifest_are_the_recorded_bytes_from_the_cli_and_from_options(case, tmp_path, monkeypatch):
    argv, options, num_tasks, golden = SHARD_GOLDEN[case]
    monkeypatch.chdir(tmp_path)
    golden_inputs(".")

    def cli(task_index, out):
        tasks = ["--task-index", str(task_index), "--num-tasks", str(num_tasks)]
        assert shard.main([*argv, "--tokenizer", "tokenizer.json", "--output", out, *tasks, "--quiet"]) == 0

    def python(task_index, out):
        shard.run(shard.ShardOptions(**options, tokenizer="tokenizer.json", output=out, task_index=task_index,
                                     num_tasks=num_tasks, quiet=True))

    build_golden_case(cli, "cli", num_tasks)
    build_golden_case(python, "options", num_tasks)
    assert fixed_data.tree_sha256("cli") == fixed_data.tree_sha256("options")
    assert fixed_data.tree_digest("cli") == golden, fixed_data.tree_sha256("cli")
