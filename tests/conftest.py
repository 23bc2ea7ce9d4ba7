"""Shared fixtures: a small deterministic text corpus and a tokenizer trained on it.

The corpus is generated here (seeded word sampling), independent of
``lm4gen.data_prep.synth``, so the data_prep tests do not depend on the grammar.
"""

from __future__ import annotations

import dataclasses
import os
import random
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED_DATA = os.path.join(os.path.dirname(ROOT), "shared", "data")

WORDS = ("the a of to in and is was for on with as by at from that this it be are were have has had not but or an "
         "news market city government police report year week people world minister company said says could would "
         "new old first last long great little own other right big high different small large next early young "
         "important few public bad same able Berlin Paris London river bank house school night morning water music "
         "über schön Straße grün Köln naïve café 東京 ﬁnal ＡＢＣ").split()


def make_lines(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    lines = []
    for i in range(n):
        words = [rng.choice(WORDS) for _ in range(rng.randint(3, 24))]
        lines.append(" ".join(words).capitalize() + (" ." if i % 3 else f" {i} ."))
    return lines


def write_lines(path: str, lines: list[str]) -> str:
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return path


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
        names = {str(m.args[0] if m.args else m.kwargs.get("name", "default")) for m in item.iter_markers("xdist_group")}
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
    bpe.train([str(d / "corpus" / "mono.de"), str(d / "corpus" / "mono.en")], str(d / "spm"), vocab_size=500, num_threads=1)
    shard.run(shard.ShardOptions(input=[str(d / "corpus" / "mono.de")], tokenizer=str(d / "spm.model"),
                                 output=str(d / "shards"), samples_per_shard=500, valid_fraction=0.05))
    return {"train": str(d / "shards"), "tokenizer": str(d / "spm.model")}


@pytest.fixture(scope="session")
def doc_shards(tmp_path_factory, lm_shards) -> dict:
    """Document shards of the same synthetic German text (blank-line separated documents of 2-7 sentences), for
    the masked LM with next-sentence prediction; ``documents``: the text file."""
    from lm4gen.data_prep import shard

    d = tmp_path_factory.mktemp("docdata")
    lines = open(os.path.join(os.path.dirname(lm_shards["train"]), "corpus", "mono.de"), encoding="utf-8").read().splitlines()
    rng, out, i = random.Random(3), [], 0
    while i < len(lines):
        k = rng.randint(2, 7)
        out += lines[i: i + k] + [""]
        i += k
    docs = write_lines(str(d / "docs.de"), out)
    shard.run(shard.ShardOptions(input=[docs], tokenizer=lm_shards["tokenizer"], output=str(d / "shards"),
                                 samples_per_shard=100, valid_fraction=0.05, documents=True))
    return {"train": str(d / "shards"), "tokenizer": lm_shards["tokenizer"], "documents": docs}


def make_bitext(d, train: int, valid: int, vocab: int, per_shard: int, seed: int = 3, max_words: int = 0) -> dict:
    """Synthetic corpus -> joint BPE -> bitext shards; ``max_words``: keep only pairs whose English side
    is that short (an easier task that a tiny model learns in a minute)."""
    from lm4gen.data_prep import bitext, bpe, synth

    synth.generate_corpus(str(d / "corpus"), seed=seed, mono=2000, train=train, valid=valid, test=valid)
    c = d / "corpus"
    if max_words:
        for split in ("train", "valid", "test"):
            en = (c / f"{split}.en").read_text(encoding="utf-8").splitlines()
            de = (c / f"{split}.de").read_text(encoding="utf-8").splitlines()
            keep = [i for i, line in enumerate(en) if len(line.split()) <= max_words]
            for lang, lines in (("en", en), ("de", de)):
                (c / f"{split}.{lang}").write_text("".join(lines[i] + "\n" for i in keep), encoding="utf-8")
    bpe.train([str(c / "mono.en"), str(c / "mono.de"), str(c / "train.en"), str(c / "train.de")], str(d / "spm"),
              vocab_size=vocab, num_threads=1)
    pair = lambda split: (str(c / f"{split}.en"), str(c / f"{split}.de"))  # noqa: E731
    bitext.run(bitext.BitextOptions(train=pair("train"), output=str(d / "bitext"), tokenizer=str(d / "spm.model"),
                                    valid=pair("valid"), test=pair("test"), samples_per_shard=per_shard))
    return {"train": str(d / "bitext"), "tokenizer": str(d / "spm.model"), "corpus": str(c)}


@pytest.fixture(scope="session")
def bitext_shards(tmp_path_factory) -> dict:
    """Synthetic English->German bitext shards + tokenizer: 600 training pairs in 4 shards, 30 valid/test pairs."""

    return make_bitext(tmp_path_factory.mktemp("bitext"), train=600, valid=30, vocab=500, per_shard=150)


# ----------------------------------------------------------------------------
# tiny LM exports (lm4gen.models.export's format) for the export, generation and quickstart tests


def synth_lines(n: int = 300, seed: int = 11) -> list[str]:
    """``n`` sentences of lm4gen.data_prep.synth's grammar, English and German alternating."""
    from lm4gen.data_prep import synth

    rng = random.Random(seed)
    out = []
    for _ in range(n):
        en, de = synth.sample_pair(rng)
        out += [en, de]
    return out[:n]


@pytest.fixture(scope="session")
def spm_model(tmp_path_factory) -> str:
    """A 300-piece joint BPE model of lm4gen.data_prep.bpe on the synthetic corpus."""
    from lm4gen.data_prep import bpe

    d = tmp_path_factory.mktemp("hf_spm")
    text = d / "text.txt"
    text.write_text("\n".join(synth_lines(3000, seed=5)) + "\n", encoding="utf-8")
    bpe.train([str(text)], str(d / "spm"), vocab_size=300, num_threads=1)
    return str(d / "spm.model")


def make_export(path, sp_model: str, kind: str = "causal", std: float = 0.2, seed: int = 0, **overrides) -> str:
    """A file of lm4gen.models.export's format holding a tiny random LM (``std``: spread of the weights, large enough
    that greedy continuations vary) and ``sp_model``'s tokenizer card."""
    import torch

    from lm4gen.data_prep.bpe import tokenizer_info
    from lm4gen.models.lm import build_model, init_weights, model_config

    card = tokenizer_info(sp_model)
    cfg = model_config("tiny", kind=kind, vocab_size=card["vocab_size"], max_positions=64, dim=32, ffn_dim=64,
                       **overrides)
    model = build_model(cfg)
    init_weights(model, std=std, generator=torch.Generator().manual_seed(seed))
    with torch.no_grad():  # LayerNorms and biases away from their 1/0 start, so a mapping mistake shows
        for name, p in model.named_parameters():
            if p.dim() == 1:
                p.add_(torch.randn(p.shape, generator=torch.Generator().manual_seed(len(name))) * 0.1)
    return save_lm_export(path, cfg, model, card, step=7)


def save_lm_export(path, cfg, model, card: dict, step: int) -> str:
    """Write ``model`` (of ModelConfig ``cfg``) with the tokenizer ``card`` in lm4gen.models.export's format."""
    import torch

    from lm4gen.models.export import FORMAT

    config = dataclasses.asdict(cfg)
    config["special_ids"] = list(config["special_ids"])
    torch.save({"format": FORMAT, "step": step, "config": config, "tokenizer": card, "model": model.state_dict()},
               str(path))
    return str(path)


@pytest.fixture(scope="session")
def causal_hf(tmp_path_factory, spm_model) -> dict:
    """A tiny causal LM export (``export``) and its lm4gen.pretrain.hf_export directory (``hf``; needs transformers)."""
    from lm4gen.pretrain.hf_export import export_hf

    d = tmp_path_factory.mktemp("hf_causal")
    export = make_export(d / "lm.pt", spm_model)
    export_hf(export, str(d / "hf"))
    return {"export": export, "hf": str(d / "hf"), "spm": spm_model}


def python_cmd(module: str, *args: str) -> list[str]:
    return [sys.executable, "-m", module, *args]


# prefixes of the variables launchers set (SLURM, MPICH/Hydra, Open MPI, torchrun, deepspeed)
LAUNCHER_VARIABLES = ("SLURM_", "SBATCH_", "SRUN_", "OMPI_", "PMI_", "MPI_LOCAL", "HYDRA_", "RANK", "WORLD_SIZE",
                      "LOCAL_RANK", "LOCAL_WORLD_SIZE", "LOCAL_SIZE", "MASTER_")


def launcher_free_env() -> dict:
    """Environment for training subprocesses: no launcher variables (SLURM, MPI, torchrun) of the
    calling shell, the repo on the path, the shared DeepSpeed op build, one OMP thread."""
    e = {k: v for k, v in os.environ.items() if not k.startswith(LAUNCHER_VARIABLES)}
    e["PYTHONPATH"] = ROOT + os.pathsep + e.get("PYTHONPATH", "")
    e["TORCH_EXTENSIONS_DIR"] = os.path.join(ROOT, ".venv", "torch_extensions")
    e["OMP_NUM_THREADS"] = "1"
    return e


def ranks_cmd(ranks: int, launcher: str = "torchrun", port: int | None = None) -> list[str]:
    """The command prefix that starts ``ranks`` processes of the script that follows: torchrun (default) or the
    deepspeed launcher; ranks=0: one plain python process (a world of one without any launcher).

    torchrun by default where the launcher is not what a test is about: the deepspeed launcher imports deepspeed
    twice in a row (its runner, then ``deepspeed.launcher.launch``) before any rank starts, ~8 s more wall and
    ~3 s more CPU per launch (a 3-step two-rank pretraining run, measured 2026-11-28 beside a niced grid cell:
    18.3 / 18.9 s against 9.6 / 10.8 s). The tests whose subject is the launcher, and one two-rank test per entry
    point (``test_pretrain``'s zero-2 and SIGUSR1 runs, ``test_finetune_train``'s two-rank fixture,
    ``test_classify``'s multitask run, the signal and cluster-fault tests, the quickstart and the grid), name
    ``deepspeed``. ``port``: the master port (default: a free one)."""
    from lm4gen.core.network import free_port

    if not ranks:
        return [sys.executable]
    assert launcher in ("torchrun", "deepspeed"), launcher
    count = "--nproc_per_node" if launcher == "torchrun" else "--num_gpus"
    return [os.path.join(os.path.dirname(sys.executable), launcher), count, str(ranks), "--master_port",
            str(port or free_port())]


@pytest.fixture
def run_env() -> dict:
    """Environment for CLI subprocesses: the repo on the path, no SLURM variables."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SLURM_")}
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    return env


def assert_same_logits_on_a_padded_batch(ours, hf, vocab: int, tol: float = 1e-4) -> None:
    """lm4gen's causal LM ``ours`` and a transformers causal LM ``hf`` give the same logits at the real positions
    of a right-padded batch (lengths 64, 40, 17, 1; transformers with its attention mask), logits that tell
    tokens apart (std > 1: the comparison has teeth)."""
    import torch

    tokens = torch.randint(7, vocab, (4, 64), generator=torch.Generator().manual_seed(1))
    lengths = [64, 40, 17, 1]
    mask = torch.zeros_like(tokens)
    for i, n in enumerate(lengths):
        tokens[i, n:] = 0  # right padding
        mask[i, :n] = 1
    with torch.no_grad():
        want = hf(tokens, attention_mask=mask).logits
        got = ours.logits(tokens)
    for i, n in enumerate(lengths):
        assert (got[i, :n] - want[i, :n]).abs().max().item() <= tol
    assert want.std() > 1.0


@pytest.fixture
def one_thread():
    """Tiny models run fastest on one thread (and do not stall when the CPU is shared); the thread count is put
    back afterwards. A module uses it with ``pytestmark = pytest.mark.usefixtures("one_thread")``."""
    import torch

    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)
