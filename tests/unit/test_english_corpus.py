"""lm4gen.launcher.english_corpus: Multi30k task2 English + the minBERT training sentences, deduplicated,
in a fixed order, with no dev sentence."""

from __future__ import annotations

import gzip
import os

import pytest

from lm4gen.core.files import InputError
from lm4gen.launcher import english_corpus


def gz(path, lines: list[str]) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with gzip.open(path, "wt", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def fake_data(root) -> str:
    d = str(root)
    gz(f"{d}/multi30k/task2/train.1.en.gz", ["A dog runs.", "", "Two  men talk.", "A dog runs."])
    gz(f"{d}/multi30k/task2/train.2.en.gz", ["A cat sleeps.", "The Film Is Great ."])  # the second is a dev sentence
    gz(f"{d}/multi30k/task2/train.1.de.gz", ["Ein Hund."])  # German: never read
    gz(f"{d}/minbert/sst-train.tsv.gz", ["id\tsentence\tsentiment", "s1\t A sad movie .\t1", "s2\tTwo men talk.\t2",
                                         "s3\tbroken row", "s4\tthe film is great .\t4"])
    gz(f"{d}/minbert/sst-dev.tsv.gz", ["id\tsentence\tsentiment", "d1\tthe film is great .\t4"])
    gz(f"{d}/minbert/quora-train.tsv.gz",
       ["id\tsentence1\tsentence2\tis_duplicate", "q1\tHow to cook?\tWhy cook?\t0.0"])
    gz(f"{d}/minbert/quora-dev.tsv.gz",
       ["id\tsentence1\tsentence2\tis_duplicate", "q9\tWhere is Paris?\tWhy cook?\t0.0"])
    gz(f"{d}/minbert/sts-train.tsv.gz",
       ["id\tsentence1\tsentence2\tsimilarity", "t1\tA man sings.\tA cat sleeps.\t1.5"])
    gz(f"{d}/minbert/sts-dev.tsv.gz", ["id\tsentence1\tsentence2\tsimilarity", "t9\tA woman sings.\tA bird.\t2.0"])
    return d


def test_fake_inputs(tmp_path):
    data = fake_data(tmp_path / "data")
    out = str(tmp_path / "english.txt")
    logged = []
    result = english_corpus.collect(out, data, log=logged.append)
    assert open(out).read().splitlines() == ["A dog runs.", "Two men talk.", "A cat sleeps.", "A sad movie .",
                                             "How to cook?", "A man sings."]
    src = result["sources"]
    assert src["multi30k/task2/train.1.en.gz"] == {"duplicate": 1, "empty": 1, "kept": 2, "sentences": 3}
    assert src["multi30k/task2/train.2.en.gz"]["dev_overlap"] == 1  # case-folded match of an SST dev sentence
    assert src["minbert/sst-train.tsv.gz"] == {"bad_row_columns": 1, "dev_overlap": 1, "duplicate": 1, "kept": 1,
                                               "sentences": 3}
    assert src["minbert/quora-train.tsv.gz"]["dev_overlap"] == 1  # "Why cook?" is in quora-dev
    assert src["minbert/sts-train.tsv.gz"]["duplicate"] == 1
    assert result["total"]["kept"] == 6 and result["dev_sentences"] == 5
    assert any("wrote 6 sentences" in line for line in logged)
    again = str(tmp_path / "again.txt")
    english_corpus.collect(again, data, log=lambda _: None)
    assert open(again, "rb").read() == open(out, "rb").read()
    with pytest.raises(InputError, match="sst-train.tsv.gz:4: 2 tab-separated fields"):
        english_corpus.collect(str(tmp_path / "x.txt"), data, on_bad_line="error", log=lambda _: None)


def test_documents_are_the_captions_of_one_image(tmp_path):
    from lm4gen.data_prep.shard import ScanStats, iter_unit_batches

    data = fake_data(tmp_path / "data")
    gz(f"{data}/multi30k/task2/train.2.en.gz", ["A cat sleeps.", "The Film Is Great .", "A cat sleeps.", "Birds fly."])
    out = str(tmp_path / "docs.txt")
    logged = []
    result = english_corpus.collect(out, data, log=logged.append, documents=True)
    # image 2 keeps nothing (an empty line, a dev sentence); duplicates and dev sentences leave their documents
    assert open(out).read() == ("A dog runs.\nA cat sleeps.\n\nTwo men talk.\n\nBirds fly.\n\n"
                                "A sad movie .\n\nHow to cook?\n\nA man sings.\n\n")
    assert result["documents"] == 6 and result["total"]["kept"] == 7 and any("in 6 documents" in x for x in logged)
    assert result["sources"]["multi30k/task2/train.2.en.gz"] == {"dev_overlap": 1, "duplicate": 1, "kept": 2,
                                                                 "sentences": 4}
    units = [t for _, _, texts in iter_unit_batches([out], True, "error", ScanStats()) for t in texts]
    assert units == ["A dog runs.\nA cat sleeps.", "Two men talk.", "Birds fly.", "A sad movie .", "How to cook?",
                     "A man sings."]
    gz(f"{data}/multi30k/task2/train.2.en.gz", ["A cat sleeps.", "Birds fly."])
    with pytest.raises(InputError, match=r"train.2.en.gz: 2 lines, fewer than another"):
        english_corpus.collect(str(tmp_path / "bad.txt"), data, log=lambda _: None, documents=True)
    assert not os.path.exists(tmp_path / "bad.txt")
    assert english_corpus.collect(str(tmp_path / "l.txt"), data, log=lambda _: None)["total"]["kept"] == 7  # no pairing


def test_missing_inputs(tmp_path):
    with pytest.raises(InputError, match="minBERT file not found"):
        english_corpus.collect(str(tmp_path / "o.txt"), str(tmp_path), log=lambda _: None)
    data = fake_data(tmp_path / "d")
    os.remove(f"{data}/multi30k/task2/train.1.en.gz")
    os.remove(f"{data}/multi30k/task2/train.2.en.gz")
    with pytest.raises(InputError, match="no Multi30k task2 English files"):
        english_corpus.collect(str(tmp_path / "o.txt"), data, log=lambda _: None)
    assert not os.path.exists(tmp_path / "o.txt")
    assert english_corpus.main([str(tmp_path / "o.txt"), "--data", str(tmp_path / "none")]) == 2
