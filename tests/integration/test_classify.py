"""classify/train.py: sentence-level tasks (sentiment, paraphrase, similarity) on the one trainer.

Synthetic tasks whose labels hang on a few words (so a tiny encoder learns them in seconds):
SST — which of five sentiment words the sentence holds; Quora — whether the second
sentence holds "indeed"; STS — how many times "very" occurs in the first (0-5).
"""

from __future__ import annotations

import dataclasses
import json
import os
import random

import pytest
import torch

from helpers.common import make_export
from helpers.classify import classify, sentence, write_task
from helpers.classify import tasks  # noqa: F401, F811 - pytest fixtures


def records(out) -> list[dict]:
    with open(os.path.join(out, "metrics.jsonl")) as f:
        return [json.loads(line) for line in f]


@pytest.mark.slow
def test_multitask_on_two_ranks_beats_chance_on_every_task_and_writes_predictions(tasks, tmp_path):
    out = tmp_path / "rr"
    r = classify(out, tasks, "--set", "train.max_epochs=6", launcher="deepspeed")
    assert "sst, quora, sts | mlm encoder (random" in r.stdout and "round_robin" in r.stdout
    valid = [x for x in records(out) if "valid_score" in x]
    assert [v["epoch"] for v in valid] == [1, 2, 3, 4, 5, 6]
    best = max(valid, key=lambda v: v["valid_score"])
    assert best["valid_sst_accuracy"] > 0.5, best  # chance: 0.2
    assert best["valid_quora_accuracy"] > 0.75, best  # chance: 0.5
    assert best["valid_sts_pearson"] > 0.5, best  # chance: 0
    train = [x for x in records(out) if "loss" in x]
    assert {"sst_loss", "quora_loss", "sts_loss"} <= train[0].keys()
    for name, n in (("sst", 120), ("quora", 120), ("sts", 120)):
        lines = (out / "predictions" / f"{name}-dev.tsv").read_text().splitlines()
        assert len(lines) == n and lines[0].startswith(f"dev-{name[0] if name != 'sts' else 't'}0\t")
    info = json.loads((out / "checkpoints" / "best" / "info.json").read_text())
    assert info["step"] == best["step"] and info["metric"] == "score"
    card = json.loads((out / "checkpoints" / "best" / "model.json").read_text())
    assert card["format"] == "lm4gen-classify/1" and sorted(card["tasks"]) == ["quora", "sst", "sts"]


@pytest.mark.slow
def test_resumed_multitask_run_equals_uninterrupted(tasks, tmp_path):
    common = ("--set", "data.tasks=sst,sts", "--set", "multitask.mode=sum", "--set", "train.log_every=1",
              "--set", "train.save_every=4", "--set", "train.max_epochs=2", "--set", "data.max_train_rows=96",
              "--set", "optim.decay_updates=12")
    classify(tmp_path / "full", tasks, *common, ranks=0)
    classify(tmp_path / "part", tasks, *common, "--max-steps", "7", ranks=0)  # stops mid-epoch 2
    r = classify(tmp_path / "part", tasks, *common, ranks=0)
    assert "resumed from" in r.stdout and "at step 7" in r.stdout
    full = {x["step"]: x["loss"] for x in records(tmp_path / "full") if "loss" in x}
    part = {x["step"]: x["loss"] for x in records(tmp_path / "part") if "loss" in x}
    assert sorted(part) == sorted(full) == list(range(1, 13))
    for step in full:
        assert part[step] == pytest.approx(full[step], rel=1e-6), (step, part, full)


@pytest.mark.slow
@pytest.mark.parametrize("extra", [("--set", "multitask.mode=pcgrad"),
                                   ("--set", "smart.weight=1", "--set", "smart.mu=1", "--set", "multitask.mode=sum"),
                                   ("--set", "encoder.pair_encoding=siamese", "--set", "encoder.frozen=true",
                                    "--set", "data.tasks=sst,quora")],
                         ids=["pcgrad", "smart", "siamese-frozen"])
def test_other_modes_train(tasks, tmp_path, extra):
    out = tmp_path / "run"
    classify(out, tasks, *extra, "--set", "data.max_train_rows=96", "--set", "train.max_epochs=2", ranks=0)
    train = [x for x in records(out) if "loss" in x]
    assert train and all(x["loss"] == x["loss"] for x in train)
    valid = [x for x in records(out) if "valid_score" in x]
    assert [x["epoch"] for x in valid] == [1, 2] and all(x["valid_score"] == x["valid_score"] for x in valid)
    if "smart.weight=1" in extra:
        assert all(x["smart_adversarial"] >= 0 and x["smart_proximal"] >= 0 for x in train)


def lm_export(path, tasks, kind: str) -> str:
    """A tiny masked LM (with segment embeddings) or cloze LM without dropout (the masks of tensor-parallel
    shards differ by design), in lm4gen.models.export's format, with the tasks' tokenizer."""
    from lm4gen.data_prep.bpe import tokenizer_info

    ids = tokenizer_info(tasks["tokenizer"])["special_ids"]
    return make_export(path, tasks["tokenizer"], kind=kind, pad_id=ids["pad"], dropout=0.0, attention_dropout=0.0,
                       activation_dropout=0.0, **({"num_segments": 2} if kind == "mlm" else {}))


def predictions(out) -> dict[str, list[tuple[str, float]]]:
    return {name: [(i, float(v)) for i, v in (line.split("\t") for line in
                                               (out / "predictions" / f"{name}-dev.tsv").read_text().splitlines())]
            for name in ("sst", "quora", "sts")}


@pytest.mark.slow
@pytest.mark.parametrize("mode,kind", [("smart", "mlm"), ("pcgrad", "cloze")])
def test_tensor_parallel_equals_one_rank(tasks, tmp_path, mode, kind):
    """parallel.tensor=2 (2 ranks, one replica; the encoder split, the heads replicated) gives the losses,
    dev metrics, predictions and weights of 1 rank: SMART on a masked LM (its EMA model split too) over a
    resume at step 2, and PCGrad on a cloze LM (its dot products over the shards). The heads are bitwise
    alike on both ranks."""
    lm = lm_export(tmp_path / "lm.pt", tasks, kind)
    common = ("--set", f"encoder.lm={lm}", "--set", "encoder.dropout=0", "--set", "data.max_train_rows=96",
              "--set", "train.log_every=1", "--set", "optim.decay_updates=8", "--set", "optim.warmup_updates=2",
              *(("--set", "multitask.mode=sum", "--set", "smart.weight=1", "--set", "smart.mu=1") if mode == "smart"
                else ("--set", "multitask.mode=pcgrad")))
    tp2, tp1 = tmp_path / "tp2", tmp_path / "tp1"
    if mode == "smart":
        classify(tp2, tasks, *common, "--set", "parallel.tensor=2", "--max-steps", "2")
        r = classify(tp2, tasks, *common, "--set", "parallel.tensor=2", "--max-steps", "4")
        assert "resumed from" in r.stdout and "at step 2" in r.stdout
    else:
        r = classify(tp2, tasks, *common, "--set", "parallel.tensor=2", "--max-steps", "4")
    assert "world 2 = data 1 x tensor 2" in r.stdout
    classify(tp1, tasks, *common, "--max-steps", "4", ranks=0)
    train = [{x["step"]: x for x in records(run) if "loss" in x} for run in (tp2, tp1)]
    assert sorted(train[0]) == sorted(train[1]) == [1, 2, 3, 4]
    keys = ["loss", "sst_loss", "quora_loss", "sts_loss"] + (["smart_adversarial", "smart_proximal"] if mode == "smart"
                                                             else [])
    for step, want in train[1].items():
        for k in keys:
            assert train[0][step][k] == pytest.approx(want[k], rel=1e-5, abs=1e-7), (step, k, train)
    if mode == "smart":
        assert train[1][4]["smart_proximal"] > 0  # the EMA model (resumed from the checkpoint) is not the model
    valid = [[x for x in records(run) if "valid_score" in x][-1] for run in (tp2, tp1)]
    assert valid[0]["step"] == valid[1]["step"] == 4
    for k, v in valid[1].items():
        if k.startswith("valid_"):
            assert valid[0][k] == pytest.approx(v, rel=1e-5, abs=1e-6), (k, valid)
    got, want = predictions(tp2), predictions(tp1)  # rank 0 wrote each dev row once
    for name in want:
        assert len(got[name]) == 120 and [i for i, _ in got[name]] == [i for i, _ in want[name]]
        assert [v for _, v in got[name]] == pytest.approx([v for _, v in want[name]], rel=1e-4, abs=1e-4), name
    step = tp2 / "checkpoints" / "step00000004"
    weights = [torch.load(run / "checkpoints" / "step00000004" / "model_fp32.pt",
                          weights_only=True) for run in (tp2, tp1)]
    assert weights[0].keys() == weights[1].keys()
    for k, v in weights[1].items():
        got = weights[0][k]
        if k.endswith(("attn.qkv.bias", "attn.kv.bias")):
            # the key bias has no gradient in exact arithmetic (a constant per query, which the softmax ignores):
            # Adam makes a step of ~lr of whatever rounding leaves there, which differs with the sums' order
            parts = 3 if k.endswith("qkv.bias") else 2  # head-major: (q, k, v) or (k, v) per head of 8 (dim 32)
            keys = torch.arange(v.numel()) // 8 % parts == parts - 2
            got, v = got[~keys], v[~keys]
        torch.testing.assert_close(got, v, rtol=1e-4, atol=1e-5)  # (see the seq2seq TP test on Adam's steps)
    shards = [torch.load(step / f"mp_rank_0{r}_model_states.pt", weights_only=False)["module"] for r in (0, 1)]
    heads = [k for k in shards[0] if k.startswith("heads.")]
    assert heads and all(torch.equal(shards[0][k], shards[1][k]) for k in heads)
    assert not torch.equal(*(s["lm.embed.tokens.weight"] for s in shards))  # the encoder: each rank its shard


def test_bad_inputs_fail_before_training_in_one_line(tasks, tmp_path):
    bad = tmp_path / "bad"
    bad.mkdir()
    for name in os.listdir(tasks["dir"]):
        if name.endswith(".tsv.gz"):
            os.link(os.path.join(tasks["dir"], name), bad / name)
    os.remove(bad / "sts-dev.tsv.gz")
    write_task(str(bad / "sts-dev.tsv.gz"), "id\tsentence\tsentiment", ["x\thello\t1"])  # SST's columns
    r = classify(tmp_path / "run", {**tasks, "dir": str(bad)}, ranks=0, check=False)
    assert r.returncode == 2 and "sts-dev.tsv.gz" in r.stderr and "Traceback" not in r.stderr, r.stderr[-2000:]
    r = classify(tmp_path / "run", tasks, "--set", "data.tasks=sst,mnli", ranks=0, check=False)
    assert r.returncode == 2 and "data.tasks" in r.stderr
    r = classify(tmp_path / "run", tasks, "--set", "smart.weight=1", "--set", "encoder.frozen=true", ranks=0,
                 check=False)
    assert r.returncode == 2 and "smart.weight" in r.stderr
    r = classify(tmp_path / "run", tasks, "--set", "encoder.pair_encoding=siamese", "--set", "encoder.frozen=true",
                 ranks=0, check=False)
    assert r.returncode == 2 and "encoder.frozen" in r.stderr and "nothing to train" in r.stderr


def test_tensor_parallel_sizes_that_cannot_work_fail_before_any_process_group(tasks, tmp_path):
    r = classify(tmp_path / "run", tasks, "--set", "parallel.tensor=0", ranks=0, check=False)
    assert r.returncode == 2 and "parallel.tensor" in r.stderr and "Traceback" not in r.stderr, r.stderr[-2000:]
    r = classify(tmp_path / "run", tasks, "--set", "parallel.tensor=2", ranks=0, check=False)  # one process
    assert r.returncode == 2 and "'tensor'" in r.stderr and "divide the world size 1" in r.stderr, r.stderr[-2000:]
    # 3 ranks announced (as torchrun would), the control's 4 attention heads cannot split 3 ways
    r = classify(tmp_path / "run", tasks, "--set", "parallel.tensor=3", ranks=0, check=False,
                 environ={"RANK": "0", "WORLD_SIZE": "3", "LOCAL_RANK": "0"})
    assert (r.returncode == 2 and "parallel.tensor 3: the encoder" in r.stderr
            and "num_heads" in r.stderr), r.stderr[-2000:]
    assert "Traceback" not in r.stderr and "[dist]" not in r.stdout + r.stderr  # before any process group


def test_an_encoder_with_another_tokenizer_is_refused(tasks, tmp_path):
    from lm4gen.models.export import FORMAT
    from lm4gen.models.lm import build_model, model_config

    cfg = model_config("tiny", kind="mlm", vocab_size=300, pad_id=0, special_ids=(0, 1, 2, 3, 4))
    path = tmp_path / "other.pt"
    torch.save({"format": FORMAT, "step": 0, "config": dataclasses.asdict(cfg),
                "tokenizer": {"sha256": "0" * 64, "vocab_size": 300, "special_ids": {"pad": 0}},
                "model": build_model(cfg).state_dict()}, path)
    r = classify(tmp_path / "run", tasks, "--set", f"encoder.lm={path}", ranks=0, check=False)
    assert r.returncode == 2 and "vocabulary mismatch" in r.stderr and "Traceback" not in r.stderr, r.stderr[-2000:]


def test_a_task_declared_in_the_config_trains_end_to_end(tasks, tmp_path):
    """A user's own TSV files, declared in the config (no code): a binary sentiment task with its own column
    names and a 3-way NLI-like pair task, trained together; a bad declaration is one line naming its field."""
    rng = random.Random(11)
    files = {}
    for split, n in (("train", 240), ("dev", 60)):
        senti, nli = [], []
        for i in range(n):
            label = rng.randrange(2)
            senti.append(f"{split}{i}\t{sentence(rng, ['awful', 'great'][label])}\t{label}")
            rel = rng.randrange(3)  # 0 entail, 1 neutral, 2 contradict: the word that says so
            nli.append(f"n{split}{i}\t{sentence(rng)}\t{sentence(rng, ['indeed', 'maybe', 'never'][rel])}\t{rel}")
        files[f"polarity-{split}"] = tmp_path / f"polarity-{split}.tsv"
        files[f"polarity-{split}"].write_text("uid\treview\tpositive\n" + "".join(r + "\n" for r in senti))
        write_task(str(tmp_path / f"nli-{split}.tsv.gz"), "pair_id\tpremise\thypothesis\tlabel", nli)
    config = tmp_path / "mine.yaml"
    config.write_text(
        "data:\n"
        "  tasks: polarity,nli\n"
        f"  dir: {tmp_path}\n"
        "  define:\n"
        "    polarity: {kind: sentence_classification, columns: [uid, review, positive], num_classes: 2,\n"
        f"               train: {files['polarity-train']}, dev: {files['polarity-dev']}}}\n"
        "    nli: {kind: pair_classification, columns: [pair_id, premise, hypothesis, label], num_classes: 3}\n"
        "train:\n  max_epochs: 4\n")
    out = tmp_path / "run"
    r = classify(out, tasks, "--config", str(config), "--set", f"data.dir={tmp_path}", ranks=0)
    assert "polarity, nli | mlm encoder (random" in r.stdout, r.stdout[-2000:]
    valid = [x for x in records(out) if "valid_score" in x]
    assert [v["epoch"] for v in valid] == [1, 2, 3, 4]
    best = max(valid, key=lambda v: v["valid_score"])
    assert best["valid_polarity_accuracy"] > 0.75 and best["valid_nli_accuracy"] > 0.5, best  # chance 0.5, 1/3
    lines = (out / "predictions" / "nli-dev.tsv").read_text().splitlines()
    assert len(lines) == 60 and {line.split("\t")[1] for line in lines} <= {"0", "1", "2"}
    card = json.loads((out / "config.json").read_text())["model"]["tasks"]
    assert card["nli"]["num_classes"] == 3 and card["polarity"]["columns"] == ["uid", "review", "positive"]

    for setting, words in (("data.define.nli.num_classes=1", "'data.define.nli.num_classes'"),
                           ("data.define.nli.colums=[a,b,c,d]", "'data.define.nli.colums': unknown"),
                           ("data.define.nli.label_range=[0,5]", "'data.define.nli.label_range'")):
        r = classify(tmp_path / "bad", tasks, "--config", str(config), "--set", f"data.dir={tmp_path}", "--set",
                     setting, "--dry-run", ranks=0, check=False)
        assert r.returncode == 2 and r.stderr.count("\n") == 1 and words in r.stderr, (setting, r.stderr)
