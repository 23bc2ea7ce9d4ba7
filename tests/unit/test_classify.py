"""classify/train.py: sentence-level tasks (sentiment, paraphrase, similarity) on the one trainer.

The tests that need no launched process; the rest, and the whole story, in tests/integration/test_classify.py."""

from __future__ import annotations

import dataclasses
import gzip
import json
import os

import pytest
import torch

from helpers.common import ROOT
from helpers.classify import make_tasks
from helpers.classify import tasks  # noqa: F401, F811 - pytest fixtures


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
