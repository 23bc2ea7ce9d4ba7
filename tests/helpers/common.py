"""What tests of both tiers share: the repository's paths, small corpora and LM exports, launcher commands and
an environment without a launcher's variables (fixtures live in ``tests/conftest.py``)."""
from __future__ import annotations

import dataclasses
import os
import random
import sys


ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
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
    pair = lambda split: (str(c / f"{split}.en"), str(c / f"{split}.de"))  # noqa: E731 - a one-line helper
    bitext.run(bitext.BitextOptions(train=pair("train"), output=str(d / "bitext"), tokenizer=str(d / "spm.model"),
                                    valid=pair("valid"), test=pair("test"), samples_per_shard=per_shard))
    return {"train": str(d / "bitext"), "tokenizer": str(d / "spm.model"), "corpus": str(c)}


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
