"""lm4gen.classify.task_metrics: accuracy, Pearson r (against scipy when installed, else numpy),
the predictions file."""

from __future__ import annotations

import os

import numpy as np
import pytest

from lm4gen.classify.task_metrics import accuracy, pearson, score, write_predictions


def test_accuracy():
    assert accuracy([0, 1, 2, 2], np.array([0, 1, 1, 2])) == 0.75
    assert score("accuracy", [1.0, 0.0], [1, 1]) == 0.5
    with pytest.raises(ValueError, match="3 predictions for 2 labels"):
        accuracy([1, 2, 3], [1, 2])
    with pytest.raises(ValueError, match="no predictions"):
        accuracy([], [])


def test_pearson_against_a_reference():
    rng = np.random.default_rng(0)
    y = rng.uniform(0, 5, 200)
    p = 0.6 * y + rng.normal(0, 1, 200)
    try:
        from scipy.stats import pearsonr

        expected = pearsonr(p, y)[0]
    except ImportError:
        expected = np.corrcoef(p, y)[0, 1]
    assert pearson(p, y) == pytest.approx(expected, abs=1e-12)
    assert pearson(-p, y) == pytest.approx(-expected, abs=1e-12)
    assert pearson(2 * y + 1, y) == pytest.approx(1.0)
    assert pearson(np.full(5, 2.5), [1, 2, 3, 4, 5]) == 0.0
    assert score("pearson", p, y) == pearson(p, y)
    with pytest.raises(ValueError, match="metric"):
        score("f1", p, y)


def test_write_predictions(tmp_path):
    path = str(tmp_path / "out" / "sts-dev.pred.tsv")
    write_predictions(path, ["a", "b"], np.array([3.14159265, 0.5], np.float32), regression=True)
    lines = open(path).read().splitlines()
    assert [line.split("\t")[0] for line in lines] == ["a", "b"]
    assert float(lines[0].split("\t")[1]) == pytest.approx(3.14159, abs=1e-5)
    write_predictions(path, ["x", "y", "z"], [1, 0, 4], regression=False)
    assert open(path).read() == "x\t1\ny\t0\nz\t4\n"
    with pytest.raises(ValueError, match="holds a tab"):
        write_predictions(path, ["a\tb"], [1], regression=False)
    with pytest.raises(ValueError, match="2 ids for 1"):
        write_predictions(path, ["a", "b"], [1], regression=False)
    assert open(path).read() == "x\t1\ny\t0\nz\t4\n"  # a failed write leaves the old file
    assert not [f for f in os.listdir(tmp_path / "out") if f.endswith(".tmp")]
