"""Tests of the synthetic English→German corpus (lm4gen.data_prep.synth)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


from lm4gen.data_prep import synth
from helpers.synth import FILES
from helpers.synth import corpus  # noqa: F401, F811 - pytest fixtures

REPO = Path(__file__).resolve().parents[2]


def test_same_seed_in_a_fresh_interpreter_is_identical(tmp_path):
    """No dependence on per-process state (str hashing, global random)."""
    synth.generate_corpus(str(tmp_path / "here"), seed=5, mono=50, train=80, valid=10, test=10)
    code = ("import random, sys; random.seed(123); from data_prep import synth; "
            "synth.generate_corpus(sys.argv[1], seed=5, mono=50, train=80, valid=10, test=10)")
    env = dict(os.environ, PYTHONHASHSEED="987")
    subprocess.run([sys.executable, "-c", code, str(tmp_path / "there")], cwd=REPO, env=env, check=True)
    for name in FILES + ("card.json",):
        assert (tmp_path / "here" / name).read_bytes() == (tmp_path / "there" / name).read_bytes(), name


def test_cli_help():
    r = subprocess.run([sys.executable, "-m", "lm4gen", "synth", "--help"], cwd=REPO, capture_output=True, text=True)
    assert r.returncode == 0
    for flag in ("--output", "--seed", "--mono", "--train", "--valid", "--test"):
        assert flag in r.stdout


def test_cli_small_run_writes_card(tmp_path):
    out = tmp_path / "corpus"
    r = subprocess.run([sys.executable, "-m", "lm4gen", "synth", "--output", str(out), "--seed", "3",
                        "--mono", "30", "--train", "40", "--valid", "5", "--test", "6"],
                       cwd=REPO, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert len(r.stdout.strip().splitlines()) == 1 and str(out) in r.stdout
    card = json.loads((out / "card.json").read_text(encoding="utf-8"))
    assert card["seed"] == 3
    assert {k: v["lines"] for k, v in card["files"].items()} == {
        "mono.en": 30, "mono.de": 30, "train.en": 40, "train.de": 40,
        "valid.en": 5, "valid.de": 5, "test.en": 6, "test.de": 6}
    # the CLI and the API agree byte for byte
    synth.generate_corpus(str(tmp_path / "api"), seed=3, mono=30, train=40, valid=5, test=6)
    assert (tmp_path / "api" / "card.json").read_bytes() == (out / "card.json").read_bytes()


def test_cli_rejects_negative_size(tmp_path):
    r = subprocess.run([sys.executable, "-m", "lm4gen", "synth", "--output", str(tmp_path), "--train", "-3"],
                       cwd=REPO, capture_output=True, text=True)
    assert r.returncode == 2
    assert "--train" in r.stderr
    assert not (tmp_path / "card.json").exists()


def test_rare_nouns_corpus_card_and_cli(tmp_path):
    out = tmp_path / "rare"
    r = subprocess.run([sys.executable, "-m", "lm4gen", "synth", "--output", str(out), "--seed", "3", "--mono", "300",
                        "--train", "100", "--valid", "5", "--test", "5", "--rare-nouns", "500"],
                       cwd=REPO, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    card = json.loads((out / "card.json").read_text(encoding="utf-8"))
    assert card["rare_nouns"]["count"] == 500 and 0 < card["rare_nouns"]["in_train"] < 100
    plain = synth.build_corpus(seed=3, mono=300, train=100, valid=5, test=5)
    assert "rare_nouns" not in synth.generate_corpus(str(tmp_path / "plain"), seed=3, mono=3, train=3, valid=1, test=1)
    rare = (out / "mono.en").read_text(encoding="utf-8").splitlines()
    assert rare != plain["mono.en"] and len(rare) == 300
    nonce_en = {w for n in synth.nonce_nouns(500) for w in (n.en_sg, n.en_pl)}
    assert sum(w.strip(".,").lower() in nonce_en for line in rare for w in line.split()) > 100
    r = subprocess.run([sys.executable, "-m", "lm4gen", "synth", "--output", str(tmp_path / "x"), "--rare-nouns", "5",
                        "--rare-share", "2"], cwd=REPO, capture_output=True, text=True)
    assert r.returncode == 2 and "share" in r.stderr and not (tmp_path / "x" / "card.json").exists()


def test_collocations_off_is_the_default_grammar_and_card_says_on(tmp_path):
    plain = synth.build_corpus(seed=4, mono=200, train=100, valid=10, test=10)
    assert synth.build_corpus(seed=4, mono=200, train=100, valid=10, test=10,
                              colloc=synth.Collocations(0.0)) == plain
    r = subprocess.run([sys.executable, "-m", "lm4gen", "synth", "--output", str(tmp_path / "c"), "--seed", "4",
                        "--mono", "200", "--train", "100", "--valid", "10", "--test", "10", "--collocations", "0.9"],
                       cwd=REPO, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    card = json.loads((tmp_path / "c" / "card.json").read_text(encoding="utf-8"))
    assert card["collocations"] == {"strength": 0.9, "nouns": 3, "adjectives": 2}
    assert (tmp_path / "c" / "train.en").read_text(encoding="utf-8").splitlines() != plain["train.en"]
    r = subprocess.run([sys.executable, "-m", "lm4gen", "synth", "--output", str(tmp_path / "x"), "--collocations",
                        "0.5", "--colloc-nouns", "0"], cwd=REPO, capture_output=True, text=True)
    assert r.returncode == 2 and "collocations.nouns" in r.stderr and not (tmp_path / "x" / "card.json").exists()
