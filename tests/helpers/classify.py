"""Helpers of classify tests shared by both tiers and other test modules."""
from __future__ import annotations

import gzip
import os
import random
import subprocess

import pytest

from helpers.common import ROOT, WORDS, launcher_free_env as env, ranks_cmd

CLASSIFY = os.path.join(ROOT, "classify", "train.py")
SENTIMENT = ["awful", "bad", "okay", "good", "great"]


def sentence(rng: random.Random, *extra: str) -> str:
    words = [rng.choice(WORDS[:60]) for _ in range(rng.randint(4, 10))] + list(extra)
    rng.shuffle(words)
    return " ".join(words)


def write_task(path: str, header: str, rows: list[str]) -> None:
    with gzip.open(path, "wt", encoding="utf-8") as f:
        f.write(header + "\n" + "".join(r + "\n" for r in rows))


def make_tasks(d, train: int, dev: int, seed: int = 3) -> dict:
    rng = random.Random(seed)
    os.makedirs(d, exist_ok=True)
    texts = []
    for split, n in (("train", train), ("dev", dev)):
        sst, quora, sts = [], [], []
        for i in range(n):
            label = rng.randrange(5)
            s = sentence(rng, SENTIMENT[label])
            sst.append(f"{split}-s{i}\t{s}\t{label}")
            dup = rng.randrange(2)
            a, b = sentence(rng), sentence(rng, *(["indeed"] if dup else []))
            quora.append(f"{split}-q{i}\t{a}\t{b}\t{float(dup)}")
            very = rng.randrange(6)
            c, e = sentence(rng, *["very"] * very), sentence(rng)
            sts.append(f"{split}-t{i}\t{c}\t{e}\t{float(very)}")
            texts += [s, a, b, c, e]
        write_task(os.path.join(d, f"sst-{split}.tsv.gz"), "id\tsentence\tsentiment", sst)
        write_task(os.path.join(d, f"quora-{split}.tsv.gz"), "id\tsentence1\tsentence2\tis_duplicate", quora)
        write_task(os.path.join(d, f"sts-{split}.tsv.gz"), "id\tsentence1\tsentence2\tsimilarity", sts)
    from lm4gen.data_prep import bpe

    with open(os.path.join(d, "text.txt"), "w") as f:
        f.write("\n".join(texts) + "\n")
    bpe.train([os.path.join(d, "text.txt")], os.path.join(d, "spm"), vocab_size=300, num_threads=1)
    return {"dir": str(d), "tokenizer": os.path.join(d, "spm.model")}


@pytest.fixture(scope="module")
def tasks(tmp_path_factory) -> dict:
    return make_tasks(tmp_path_factory.mktemp("tasks"), train=480, dev=120)


def classify(out, tasks, *extra, ranks=2, check=True, environ=None, launcher="torchrun"):
    """classify/train.py under torchrun (or the deepspeed launcher: conftest.ranks_cmd) with ``ranks`` processes;
    ranks=0: one plain python process (the launcher's CPU saved where what it starts is a world of one anyway)."""
    launcher = [*ranks_cmd(ranks, launcher), CLASSIFY]
    cmd = [*launcher, "--ds_config", os.path.join(ROOT, "configs", "zero2.json"), "--output-dir", str(out),
           "--set", f"data.dir={tasks['dir']}", "--set", f"data.tokenizer={tasks['tokenizer']}",
           "--set", "data.batch_size=16", "--set", "encoder.max_length=40", "--set", "train.log_every=5",
           "--set", "optim.lr=0.002", *extra]
    r = subprocess.run(cmd, env={**env(), **(environ or {})}, capture_output=True, text=True, timeout=900)
    if check:
        assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-4000:]
    return r
