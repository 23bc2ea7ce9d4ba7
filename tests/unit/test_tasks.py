"""lm4gen.classify.tasks: reading the minBERT task files, building inputs, the resumable batch loader."""

from __future__ import annotations

import gzip

import numpy as np
import pytest
import torch

from lm4gen.core.files import InputError
from lm4gen.classify.tasks import (
    TASKS,
    BatchConfig,
    SpecialIds,
    TaskData,
    TaskLoader,
    TaskTokenizer,
    load_task,
    pair_input,
    read_task,
    sentence_input,
    task_spec,
)

SPECIAL = SpecialIds(pad=0, cls=5, sep=6)


def write_tsv(path, rows: list[str], gz: bool = False) -> str:
    data = ("\n".join(rows) + "\n").encode("utf-8")
    if gz:
        with gzip.open(path, "wb") as f:
            f.write(data)
    else:
        with open(path, "wb") as f:
            f.write(data)
    return str(path)


def sst_rows(n: int) -> list[str]:
    return ["id\tsentence\tsentiment"] + [f"s{i}\t the film number {i} .\t{i % 5}" for i in range(n)]


def test_specs():
    assert task_spec("sts").is_regression and task_spec("quora").is_pair and not task_spec("sst").is_pair
    assert [t.metric for t in TASKS.values()] == ["accuracy", "accuracy", "pearson"]
    assert task_spec("quora").text_columns == ("sentence1", "sentence2")
    with pytest.raises(ValueError, match="unknown task 'cola'"):
        task_spec("cola")


@pytest.mark.parametrize("gz", [False, True])
def test_read_good_file(tmp_path, gz):
    path = write_tsv(tmp_path / ("sts.tsv.gz" if gz else "sts.tsv"),
                     ["id\tsentence1\tsentence2\tsimilarity", "a\t A dog runs.\tA dog is running.\t4.6",
                      "b\tTwo men.\tA cat.\t0.0", "", "c\tx\ty\t5"], gz)
    ex = read_task(path, task_spec("sts"))
    assert ex.ids == ["a", "b", "c"]
    assert ex.texts[0] == ("A dog runs.", "A dog is running.")  # stripped
    assert ex.labels.dtype == np.float32 and ex.labels.tolist() == pytest.approx([4.6, 0.0, 5.0])
    assert ex.lines.tolist() == [2, 3, 5]
    assert ex.skipped == {"empty_line": 1}


def test_header_checked_first(tmp_path):
    # the bad row would fail too, but the header is what is reported
    path = write_tsv(tmp_path / "q.tsv", ["id\tsentence\tsentiment", "x\ty"])
    with pytest.raises(InputError) as e:
        read_task(path, task_spec("quora"), on_bad_line="error")
    msg = str(e.value)
    assert path in msg and "['id', 'sentence', 'sentiment']" in msg and "'is_duplicate'" in msg
    with pytest.raises(InputError, match="not found"):
        read_task(str(tmp_path / "missing.tsv"), task_spec("sst"))


BAD_ROWS = [  # (row, reason, words of the error message)
    ("s9\tonly two fields", "columns", "2 tab-separated fields"),
    ("s9\ttext\t7", "label", "outside [0, 4]"),
    ("s9\ttext\tgood", "label", "not a number"),
    ("s9\ttext\t2.5", "label", "not a class index"),
    ("s9\ttext\tnan", "label", "outside"),
    ("s9\t  \t2", "empty", "empty sentence"),
    ("\ttext\t2", "empty", "empty id"),
    ("s1\tagain\t2", "duplicate_id", "id 's1' was seen before"),
]


@pytest.mark.parametrize("row,reason,words", BAD_ROWS)
def test_bad_rows(tmp_path, row, reason, words):
    rows = sst_rows(3)
    rows.insert(3, row)  # line 4 of the file
    path = write_tsv(tmp_path / "sst.tsv", rows)
    ex = read_task(path, task_spec("sst"), on_bad_line="skip")
    assert ex.ids == ["s0", "s1", "s2"] and ex.skipped == {reason: 1}
    with pytest.raises(InputError) as e:
        read_task(path, task_spec("sst"), on_bad_line="error")
    assert str(e.value).startswith(f"{path}:4: ") and words in str(e.value)


def test_invalid_utf8_and_options(tmp_path):
    path = str(tmp_path / "sst.tsv")
    with open(path, "wb") as f:
        f.write(b"id\tsentence\tsentiment\na\tgood\t1\nb\tbad \xff byte\t2\n")
    assert read_task(path, task_spec("sst")).skipped == {"invalid_utf8": 1}
    with pytest.raises(InputError, match=r"sst.tsv:3: invalid UTF-8"):
        read_task(path, task_spec("sst"), on_bad_line="error")
    with pytest.raises(ValueError, match="--on-bad-line"):
        read_task(path, task_spec("sst"), on_bad_line="warn")
    only_bad = write_tsv(tmp_path / "b.tsv", ["id\tsentence\tsentiment", "a\tx\t9"])
    with pytest.raises(InputError, match="no usable rows"):
        read_task(only_bad, task_spec("sst"))


def test_quora_labels_are_classes(tmp_path):
    path = write_tsv(tmp_path / "q.tsv", ["id\tsentence1\tsentence2\tis_duplicate", "a\tx?\ty?\t1.0", "b\tx?\tz?\t0.0",
                                          "c\tx?\tz?\t0.5"])
    ex = read_task(path, task_spec("quora"))
    assert ex.labels.dtype == np.int64 and ex.labels.tolist() == [1, 0] and ex.skipped == {"label": 1}


def test_inputs_like_nsp_pairs():
    a, b = [10, 11, 12], [20, 21]
    tokens, segments = pair_input(a, b, 16, SPECIAL)
    assert tokens == [5, 10, 11, 12, 6, 20, 21, 6] and segments == [0, 0, 0, 0, 0, 1, 1, 1]
    assert sentence_input(a, 16, SPECIAL) == ([5, 10, 11, 12, 6], [0] * 5)
    assert sentence_input(a, 4, SPECIAL)[0] == [5, 10, 11, 6]
    # the longer segment loses its tail first; the total never exceeds max_length
    long_a, short_b = list(range(100, 120)), [20, 21]
    tokens, segments = pair_input(long_a, short_b, 10, SPECIAL)
    assert tokens == [5, 100, 101, 102, 103, 104, 6, 20, 21, 6] and sum(segments) == 3
    tokens, _ = pair_input(long_a, list(range(200, 220)), 11, SPECIAL)
    assert tokens == [5, 100, 101, 102, 103, 6, 200, 201, 202, 203, 6]
    for la in range(0, 12):
        for lb in range(0, 12):
            tokens, segments = pair_input(list(range(la)), list(range(lb)), 9, SPECIAL)
            assert len(tokens) == len(segments) == min(9, la + lb + 3)


def fake_data(n: int, pair: bool = False) -> TaskData:
    from lm4gen.classify.tasks import Examples

    spec = task_spec("quora" if pair else "sst")
    rng = np.random.default_rng(0)
    first = [list(rng.integers(7, 50, rng.integers(1, 9))) for _ in range(n)]
    second = [list(rng.integers(7, 50, rng.integers(1, 9))) for _ in range(n)] if pair else None
    ex = Examples(spec, "fake", [f"r{i}" for i in range(n)], [("x", "y") if pair else ("x",)] * n,
                  np.arange(n, dtype=np.int64) % spec.num_classes, np.arange(n) + 2)
    return TaskData(ex, first, second)


def collect(loader) -> list[dict]:
    return list(loader)


@pytest.mark.parametrize("train", [True, False])
def test_equal_batches_and_global_batch_independent_of_ranks(train):
    data = fake_data(23)
    one = collect(TaskLoader(data, BatchConfig(batch_size=8, train=train, seed=3), SPECIAL, 0, 1))
    ranks = [collect(TaskLoader(data, BatchConfig(batch_size=4, train=train, seed=3), SPECIAL, r, 2)) for r in range(2)]
    assert len(one) == len(ranks[0]) == len(ranks[1]) == 3
    for step in range(3):
        joined = torch.cat([ranks[0][step]["index"], ranks[1][step]["index"]])
        assert torch.equal(joined, one[step]["index"])
        assert all(len(r[step]["ids"]) == 4 for r in ranks)
    index = torch.cat([b["index"] for b in one])
    real = torch.cat([b["real"] for b in one])
    if train:  # a permutation, then wrapped rows; all count
        assert sorted(index[:23].tolist()) == list(range(23)) and index[:23].tolist() != list(range(23))
        assert bool(real.all())
    else:  # file order; the filler rows are marked
        assert index[:23].tolist() == list(range(23)) and real.tolist() == [True] * 23 + [False]
    b = one[0]
    assert b["tokens"].shape == b["segments"].shape and b["labels"].tolist() == (b["index"] % 5).tolist()
    assert b["ids"] == [f"r{i}" for i in b["index"].tolist()] and b["task"] == "sst"
    row = b["index"][0].item()
    n = len(data.first[row]) + 2
    assert b["tokens"][0, :n].tolist() == [5, *data.first[row], 6] and (b["tokens"][0, n:] == 0).all()


def test_epochs_differ_and_seed_matters():
    data = fake_data(40)
    loader = TaskLoader(data, BatchConfig(batch_size=8, seed=1), SPECIAL)
    e0 = torch.cat([b["index"] for b in loader])
    e1 = torch.cat([b["index"] for b in loader])
    other = torch.cat([b["index"] for b in TaskLoader(data, BatchConfig(batch_size=8, seed=2), SPECIAL)])
    assert loader.epoch == 2 and not torch.equal(e0, e1) and not torch.equal(e0, other)
    assert sorted(e0.tolist()) == sorted(e1.tolist()) == list(range(40))


def test_exact_resume():
    data = fake_data(30, pair=True)
    cfg = BatchConfig(batch_size=4, seed=5)
    full = TaskLoader(data, cfg, SPECIAL, 1, 2)
    reference = [b["index"].tolist() for _ in range(3) for b in full]  # three epochs
    part = TaskLoader(data, cfg, SPECIAL, 1, 2)
    taken = []
    it = iter(part)
    for _ in range(len(part) + 2):  # into the second epoch
        try:
            taken.append(next(it)["index"].tolist())
        except StopIteration:
            it = iter(part)
            taken.append(next(it)["index"].tolist())
    state = torch.load(_roundtrip(part.state_dict()), weights_only=True)
    resumed = TaskLoader(data, cfg, SPECIAL, 1, 2)
    resumed.load_state_dict(state)
    rest = [b["index"].tolist() for _ in range(2) for b in resumed][: len(reference) - len(taken)]
    assert taken + rest == reference
    with pytest.raises(ValueError, match="dp_size"):
        TaskLoader(data, cfg, SPECIAL, 0, 3).load_state_dict(state)


def _roundtrip(obj):
    import io

    buf = io.BytesIO()
    torch.save(obj, buf)
    buf.seek(0)
    return buf


def test_pair_encodings():
    data = fake_data(6, pair=True)
    concat = next(iter(TaskLoader(data, BatchConfig(batch_size=6, train=False), SPECIAL)))
    siamese = next(iter(TaskLoader(data, BatchConfig(batch_size=6, train=False, pair_encoding="siamese"), SPECIAL)))
    assert "tokens_b" not in concat and set(siamese) >= {"tokens_b", "segments_b"}
    for i in range(6):
        a, b = data.first[i], data.second[i]
        assert concat["tokens"][i, : len(a) + len(b) + 3].tolist() == [5, *a, 6, *b, 6]
        assert concat["segments"][i].sum().item() == len(b) + 1
        assert siamese["tokens"][i, : len(a) + 2].tolist() == [5, *a, 6]
        assert siamese["tokens_b"][i, : len(b) + 2].tolist() == [5, *b, 6]
        assert siamese["segments_b"].sum().item() == 0
    short = next(iter(TaskLoader(data, BatchConfig(batch_size=6, train=False, max_length=6), SPECIAL)))
    assert short["tokens"].shape[1] <= 6


def test_config_errors():
    with pytest.raises(ValueError, match="'pair_encoding'"):
        BatchConfig(pair_encoding="both").validate()
    with pytest.raises(ValueError, match="'max_length'"):
        BatchConfig(max_length=3).validate()
    with pytest.raises(ValueError, match="dp_rank"):
        TaskLoader(fake_data(4), BatchConfig(), SPECIAL, 2, 2)


def test_tokenize_like_data_prep(tmp_path, tokenizer):
    import sentencepiece as spm

    tok = TaskTokenizer(tokenizer)
    assert (tok.special.cls, tok.special.sep, tok.special.pad) == (5, 6, 0)
    path = write_tsv(tmp_path / "q.tsv",
                     ["id\tsentence1\tsentence2\tis_duplicate", "a\t The city market .\tA bank ?\t1.0"])
    data = load_task(path, task_spec("quora"), tok)
    sp = spm.SentencePieceProcessor(model_file=tokenizer)
    assert data.first == [sp.encode("The city market .")] and data.second == [sp.encode("A bank ?")]
    with pytest.raises(InputError, match="tokenizer model not found"):
        TaskTokenizer(str(tmp_path / "none.model"))
