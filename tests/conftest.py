"""Shared fixtures: a small deterministic text corpus and a tokenizer trained on it.

The corpus is generated here (seeded word sampling), independent of
``lm4gen.data_prep.synth``, so the data_prep tests do not depend on the grammar.
"""

from __future__ import annotations

import os
import random

import pytest

from helpers.common import ROOT, make_lines, write_lines, make_bitext, synth_lines, make_export


# LM4GEN_TEST_TIMELINE=FILE: every test's start and end with the worker, the machine's cumulative CPU idle and
# niced time (a niced background job yields to the suite) and the worker's own CPU time, one JSON line each
# (appended; small O_APPEND writes do not interleave); bench/test_timeline.py reads it.
TIMELINE = os.environ.get("LM4GEN_TEST_TIMELINE")


def _timeline(event: str, nodeid: str) -> None:
    import json
    import resource
    import time

    with open("/proc/stat") as f:  # the first line: cpu user nice system idle iowait ... (in USER_HZ ticks)
        ticks = [int(x) for x in f.readline().split()[1:]]
    # this worker's CPU seconds and those of its children that ended and were waited for (a test's subprocesses
    # and, through their launchers, the ranks; not what outlives its parent or runs under slurmd)
    cpu = sum(r.ru_utime + r.ru_stime for r in (resource.getrusage(resource.RUSAGE_SELF),
                                                 resource.getrusage(resource.RUSAGE_CHILDREN)))
    line = json.dumps({"t": time.time(), "event": event, "test": nodeid, "worker": os.environ.get(
        "PYTEST_XDIST_WORKER", "main"), "idle": ticks[3] + ticks[4], "nice": ticks[1], "total": sum(ticks[:8]),
        "cpu": round(cpu, 3)}) + "\n"
    fd = os.open(TIMELINE, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, line.encode())
    finally:
        os.close(fd)


if TIMELINE:
    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(item, nextitem):  # where the test runs (a worker), not in xdist's controller
        _timeline("start", item.nodeid)
        yield
        _timeline("end", item.nodeid)


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    """``--dist loadgroup`` (CI) sends the tests of one ``xdist_group`` to one worker by a ``@<group>`` suffix that
    pytest-xdist (3.8) writes into each item's node id; pytest 9.2 keeps the id in another field, so the suffix
    was lost and each group's tests spread over both workers, each building the group's expensive fixtures
    (pytest-xdist#1386). Written here where it is missing (a fixed pytest-xdist makes this a no-op)."""
    if not getattr(config.option, "loadgroup", False):  # set on the workers of --dist loadgroup
        return
    for item in items:
        names = {str(m.args[0] if m.args else m.kwargs.get("name", "default"))
                 for m in item.iter_markers("xdist_group")}
        if not names or item.nodeid.rfind("@") > item.nodeid.rfind("]"):  # no group, or already suffixed
            continue
        grouped = f"{item.nodeid}@{'_'.join(sorted(names))}"
        if hasattr(item, "_id"):  # pytest 9.2: a structured NodeId
            from _pytest.nodeid import NodeId

            item._id = NodeId.parse(grouped)
        else:
            item._nodeid = grouped


@pytest.fixture(scope="session")
def corpus(tmp_path_factory) -> str:
    """3,000 English-like lines (plain text)."""
    d = tmp_path_factory.mktemp("corpus")
    return write_lines(str(d / "news.en"), make_lines(3000, seed=7))


@pytest.fixture(scope="session")
def tokenizer(tmp_path_factory, corpus) -> str:
    """A 400-piece sentencepiece BPE model trained on the corpus."""
    from lm4gen.data_prep import bpe

    d = tmp_path_factory.mktemp("bpe")
    bpe.train([corpus], str(d / "spm"), vocab_size=400, num_threads=1)
    return str(d / "spm.model")


@pytest.fixture(scope="session")
def lm_shards(tmp_path_factory) -> dict:
    """Synthetic German monolingual shards + tokenizer (the quickstart's data, smaller)."""
    from lm4gen.data_prep import bpe, shard, synth

    d = tmp_path_factory.mktemp("lmdata")
    synth.generate_corpus(str(d / "corpus"), seed=5, mono=6000, train=200, valid=20, test=20)
    bpe.train([str(d / "corpus" / "mono.de"), str(d / "corpus" / "mono.en")], str(d / "spm"), vocab_size=500,
              num_threads=1)
    shard.run(shard.ShardOptions(input=[str(d / "corpus" / "mono.de")], tokenizer=str(d / "spm.model"),
                                 output=str(d / "shards"), samples_per_shard=500, valid_fraction=0.05))
    return {"train": str(d / "shards"), "tokenizer": str(d / "spm.model")}


@pytest.fixture(scope="session")
def doc_shards(tmp_path_factory, lm_shards) -> dict:
    """Document shards of the same synthetic German text (blank-line separated documents of 2-7 sentences), for
    the masked LM with next-sentence prediction; ``documents``: the text file."""
    from lm4gen.data_prep import shard

    d = tmp_path_factory.mktemp("docdata")
    lines = open(os.path.join(os.path.dirname(lm_shards["train"]), "corpus", "mono.de"),
                 encoding="utf-8").read().splitlines()
    rng, out, i = random.Random(3), [], 0
    while i < len(lines):
        k = rng.randint(2, 7)
        out += lines[i: i + k] + [""]
        i += k
    docs = write_lines(str(d / "docs.de"), out)
    shard.run(shard.ShardOptions(input=[docs], tokenizer=lm_shards["tokenizer"], output=str(d / "shards"),
                                 samples_per_shard=100, valid_fraction=0.05, documents=True))
    return {"train": str(d / "shards"), "tokenizer": lm_shards["tokenizer"], "documents": docs}


@pytest.fixture(scope="session")
def bitext_shards(tmp_path_factory) -> dict:
    """Synthetic English->German bitext shards + tokenizer: 600 training pairs in 4 shards, 30 valid/test pairs."""

    return make_bitext(tmp_path_factory.mktemp("bitext"), train=600, valid=30, vocab=500, per_shard=150)


@pytest.fixture(scope="session")
def spm_model(tmp_path_factory) -> str:
    """A 300-piece joint BPE model of lm4gen.data_prep.bpe on the synthetic corpus."""
    from lm4gen.data_prep import bpe

    d = tmp_path_factory.mktemp("hf_spm")
    text = d / "text.txt"
    text.write_text("\n".join(synth_lines(3000, seed=5)) + "\n", encoding="utf-8")
    bpe.train([str(text)], str(d / "spm"), vocab_size=300, num_threads=1)
    return str(d / "spm.model")


@pytest.fixture(scope="session")
def causal_hf(tmp_path_factory, spm_model) -> dict:
    """A tiny causal LM export (``export``) and its lm4gen.pretrain.hf_export directory (``hf``; needs transformers)."""
    from lm4gen.pretrain.hf_export import export_hf

    d = tmp_path_factory.mktemp("hf_causal")
    export = make_export(d / "lm.pt", spm_model)
    export_hf(export, str(d / "hf"))
    return {"export": export, "hf": str(d / "hf"), "spm": spm_model}


@pytest.fixture
def run_env() -> dict:
    """Environment for CLI subprocesses: the repo on the path, no SLURM variables."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SLURM_")}
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    return env


@pytest.fixture
def one_thread():
    """Tiny models run fastest on one thread (and do not stall when the CPU is shared); the thread count is put
    back afterwards. A module uses it with ``pytestmark = pytest.mark.usefixtures("one_thread")``."""
    import torch

    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)
