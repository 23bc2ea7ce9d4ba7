"""classify/train.py: sentence-level tasks (sentiment, paraphrase, similarity) on the one trainer.

Synthetic tasks whose labels hang on a few words (so a tiny encoder learns them in seconds):
SST — which of five sentiment words the sentence holds; Quora — whether the second
sentence holds "indeed"; STS — how many times "very" occurs in the first (0-5).
"""

from __future__ import annotations

import dataclasses
import gzip
import json
import os
import random
import subprocess

import pytest
import torch

from conftest import ROOT, WORDS, launcher_free_env as env, make_export, ranks_cmd

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
    weights = [torch.load(run / "checkpoints" / "step00000004" / "model_fp32.pt", weights_only=True) for run in (tp2, tp1)]
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
    r = classify(tmp_path / "run", tasks, "--set", "smart.weight=1", "--set", "encoder.frozen=true", ranks=0, check=False)
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
    assert r.returncode == 2 and "parallel.tensor 3: the encoder" in r.stderr and "num_heads" in r.stderr, r.stderr[-2000:]
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


def test_max_train_rows_is_a_fixed_sample_of_the_whole_file_not_its_head(tmp_path):
    """A training file sorted by label (as SST's is, roughly): the first rows would all be one label."""
    from lm4gen.classify.data import sample_rows
    from lm4gen.classify.tasks import TASKS, TaskTokenizer, load_task

    tok_dir = make_tasks(tmp_path / "t", train=8, dev=8)
    path = tmp_path / "sorted-sst.tsv.gz"
    with gzip.open(path, "wt") as f:
        f.write("id\tsentence\tsentiment\n")
        for i in range(500):
            f.write(f"r{i}\tthe film number {i} is here .\t{i // 100}\n")
    td = load_task(str(path), TASKS["sst"], TaskTokenizer(tok_dir["tokenizer"]))
    cut = sample_rows(td, 100)
    labels = list(cut.examples.labels)
    assert len(cut) == 100 and len(cut.examples.ids) == 100 and len(cut.examples.lines) == 100
    assert all(labels.count(k) >= 10 for k in range(5)), labels  # every label, not 100 of label 0
    assert list(cut.examples.lines) == sorted(cut.examples.lines)  # file order kept
    assert [int(i[1:]) // 100 for i in cut.examples.ids] == labels  # rows stay whole
    again = sample_rows(load_task(str(path), TASKS["sst"], TaskTokenizer(tok_dir["tokenizer"])), 100)
    assert again.examples.ids == cut.examples.ids  # the same rows every run
    assert sample_rows(td, 500) is td and sample_rows(td, 900) is td


def test_multitask_loader_schedule_and_exact_resume(tasks):
    from lm4gen.classify.data import MultitaskLoader
    from lm4gen.classify.tasks import TASKS, BatchConfig, TaskLoader, TaskTokenizer, load_task

    tok = TaskTokenizer(tasks["tokenizer"])

    def loaders(rows: dict):
        out = {}
        for name, n in rows.items():
            td = load_task(os.path.join(tasks["dir"], f"{name}-train.tsv.gz"), TASKS[name], tok)
            from lm4gen.classify.data import sample_rows

            out[name] = TaskLoader(sample_rows(td, n), BatchConfig(batch_size=8, seed=1), tok.special)
        return out

    rows = {"sst": 80, "quora": 40, "sts": 16}  # 10, 5 and 2 batches
    rr = MultitaskLoader(loaders(rows), interleave=True)
    assert len(rr) == 17 and sorted(rr.schedule) == sorted(["sst"] * 10 + ["quora"] * 5 + ["sts"] * 2)
    half = rr.schedule[:9]  # interleaved in proportion, not one task after another
    assert abs(half.count("sst") - 5) <= 1 and abs(half.count("quora") - 2.5) <= 1 and half.count("sts") == 1
    first = [b["task"] for b in rr]
    assert first == rr.schedule and rr.epoch == 1 and rr.batches_done == 0  # the pass ended: the next epoch
    joint = MultitaskLoader(loaders(rows), interleave=False)
    assert len(joint) == 10
    it = iter(joint)
    taken = [next(it) for _ in range(7)]  # sts wraps into its second pass
    assert all(sorted(b["tasks"]) == ["quora", "sst", "sts"] for b in taken)
    state = json.loads(json.dumps(joint.state_dict()))
    rest = list(it)  # the rest of the epoch
    again = MultitaskLoader(loaders(rows), interleave=False)
    again.load_state_dict(state)
    it2 = iter(again)
    assert len(rest) == 3
    for want in rest:
        got = next(it2)
        for name in rows:
            assert torch.equal(got["tasks"][name]["tokens"], want["tasks"][name]["tokens"])
            assert got["tasks"][name]["ids"] == want["tasks"][name]["ids"]


@pytest.mark.parametrize("name", sorted(os.listdir(os.path.join(ROOT, "configs", "classify"))))
def test_every_config_file_loads(name, tasks):
    from lm4gen.classify.config import load_config

    cfg = load_config(os.path.join(ROOT, "configs", "classify", name), [f"data.tokenizer={tasks['tokenizer']}"])
    assert cfg.task_names == ["sst", "quora", "sts"] and cfg.train.max_epochs >= 1


def test_the_control_is_the_encoders_shape_with_fresh_weights(tasks, tmp_path):
    from lm4gen.data_prep.bpe import tokenizer_info
    from lm4gen.classify.config import load_config
    from lm4gen.classify.model import build_encoder
    from lm4gen.classify.tasks import TaskTokenizer
    from lm4gen.models.export import FORMAT
    from lm4gen.models.lm import build_model, init_weights, model_config

    info = tokenizer_info(tasks["tokenizer"])
    cfg = model_config("tiny", kind="mlm", vocab_size=info["vocab_size"], pad_id=0, special_ids=(0, 1, 2, 3, 4, 5, 6))
    trained = build_model(cfg)
    with torch.no_grad():
        for p in trained.parameters():
            p.add_(1.0)  # "pretrained": far from any initialisation
    path = tmp_path / "mlm.pt"
    torch.save({"format": FORMAT, "step": 7, "config": dataclasses.asdict(cfg), "tokenizer": info,
                "model": trained.state_dict()}, path)
    tok = TaskTokenizer(tasks["tokenizer"])
    sets = [f"data.tokenizer={tasks['tokenizer']}", f"encoder.lm={path}"]
    lm, card = build_encoder(load_config(None, sets), tok)
    assert all(torch.equal(a, b) for a, b in zip(lm.state_dict().values(), trained.state_dict().values()))
    control, card = build_encoder(load_config(None, sets + ["encoder.random_init=true", "train.seed=4"]), tok)
    fresh = build_model(cfg)
    init_weights(fresh, generator=torch.Generator().manual_seed(4))
    assert card["source"].startswith("random") and card["config"] == dataclasses.asdict(cfg)
    assert all(torch.equal(a, b) for a, b in zip(control.state_dict().values(), fresh.state_dict().values()))


def test_grid_table_reads_the_recorded_cells(tmp_path):
    from lm4gen.launcher import classify_grid

    best = {"step": 9, "epoch": 3, "valid_sst_accuracy": 0.41, "valid_quora_accuracy": 0.72, "valid_sts_pearson": 0.35,
            "valid_score": 0.493}
    text = classify_grid.table({"mlm-ft": {"best": best, "wall_seconds": 90}, "mlm-frozen": {"best": best},
                                "control-ft": {"best": {**best, "valid_score": 0.3}}})
    lines = text.splitlines()
    assert lines[2].startswith("| control-ft | 0.410 | 0.720 | 0.350 | 0.300 |  |")  # no difference to itself
    assert lines[3] == "| mlm-frozen | 0.410 | 0.720 | 0.350 | 0.493 |  | 3 |  |"  # control-frozen not recorded
    assert lines[4] == "| mlm-ft | 0.410 | 0.720 | 0.350 | 0.493 | +0.193 | 3 | 1.5 min |"
    # an LM run beside the main grid borrows the main grid's control cells (only those), marked
    main = {"control-ft": {"best": {**best, "valid_score": 0.4}}, "mlm-ft": {"best": {**best, "valid_score": 0.1}}}
    lines = classify_grid.table({"mlm-ft": {"best": best}}, main, "results.json").splitlines()
    assert lines[2].startswith("| control-ft* | 0.410 |") and lines[3].startswith("| mlm-ft | 0.410 |")
    assert lines[3].split(" | ")[5] == "+0.093" and len(lines) == 6 and lines[5] == "\\* recorded in results.json"
    own = {"control-ft": {"best": best}}
    assert classify_grid.table(own, main, "x") == classify_grid.table(own)  # its own control wins
    (tmp_path / "results.json").write_text(json.dumps({"mlm-ft": {"best": best}}))
    with pytest.raises(SystemExit):
        classify_grid.main(["run", "--cells", "mlm-fancy", "--results", str(tmp_path / "results.json")])
    with pytest.raises(SystemExit):
        classify_grid.main(["table", "--results", str(tmp_path / "results.json"), "--controls", str(tmp_path / "no")])


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
