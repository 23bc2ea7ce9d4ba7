"""The README's first command, end to end at a reduced size: every stage runs, the
fine-tuned systems are scored with sacreBLEU, and a rerun skips what is complete."""

from __future__ import annotations


import pytest


pytestmark = pytest.mark.slow


def test_quickstart_rejects_a_bad_strategy_before_any_stage(tmp_path):
    from lm4gen.launcher import quickstart

    for bad in ("baseline+tied", "src-elmoo", "tgt-elmo+shdemb"):  # the last: no decoder embedding to tie
        with pytest.raises(SystemExit, match="--strategies: cannot read"):
            quickstart.main(["--work-dir", str(tmp_path / "qs"), "--strategies", bad])
    assert not (tmp_path / "qs").exists()
    assert quickstart.parse_strategies("baseline, src-elmo+shdemb,") == ["baseline", "src-elmo+shdemb"]


def _fake_prepare(work, log, *args):
    import os
    import time

    with open(os.path.join(work, "calls"), "a") as f:
        f.write(f"{os.getpid()}\n")
    time.sleep(1.0)  # long enough that the other process arrives while this one builds
    for d in ("mono.en", "mono.de", "bitext"):
        os.makedirs(os.path.join(work, "shards", d), exist_ok=True)
        open(os.path.join(work, "shards", d, "manifest.json"), "w").write("{}")
    return {}


def _ensure(work, out):
    from lm4gen.data_prep import default

    default.prepare_data = _fake_prepare
    built = default.ensure_default_data(work, lambda msg: None)
    open(out, "w").write(str(built))


def test_default_data_is_built_once_while_the_other_ranks_wait(tmp_path, monkeypatch):
    """`deepspeed pretrain/run.py` on a fresh clone: every rank asks for the default data; the first builds it,
    the others wait on the lock and reuse it; a later run builds nothing."""
    import multiprocessing as mp

    work = str(tmp_path / "qs")
    ctx = mp.get_context("fork")
    procs = [ctx.Process(target=_ensure, args=(work, str(tmp_path / f"r{i}"))) for i in range(2)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(30)
    assert [p.exitcode for p in procs] == [0, 0]
    assert sorted((tmp_path / f"r{i}").read_text() for i in range(2)) == ["False", "True"]
    assert len((tmp_path / "qs" / "calls").read_text().split()) == 1
    from lm4gen.data_prep import default

    monkeypatch.setattr(default, "prepare_data", default.prepare_data)  # the in-process call's fake is undone after
    _ensure(work, str(tmp_path / "again"))
    assert (tmp_path / "again").read_text() == "False" and len((tmp_path / "qs" / "calls").read_text().split()) == 1


def test_pretraining_builds_the_default_data_only_for_the_default_path(tmp_path, monkeypatch):
    from lm4gen.pretrain import lm_task as run
    from lm4gen.pretrain.config import RunConfig

    calls = []
    monkeypatch.setattr(run, "ensure_default_data", lambda work, log: calls.append(work))
    cfg = RunConfig()
    cfg.data.train = str(tmp_path / "elsewhere")
    with pytest.raises(ValueError, match="shards not found: .*elsewhere"):
        run.data_info(cfg)
    assert calls == []
    monkeypatch.setattr(run.DataSection, "train", str(tmp_path / "default"))
    cfg.data.train = str(tmp_path / "default")
    with pytest.raises(ValueError, match="shards not found"):  # the fake builds nothing
        run.data_info(cfg)
    assert calls == [run.QUICKSTART]


def test_corpus_options_reach_the_corpus_stage(tmp_path, monkeypatch):
    from lm4gen.data_prep import default

    commands = []
    monkeypatch.setattr(default, "run_step", lambda cmd, marker, log: commands.append(cmd) or 0.0)
    default.prepare_data(str(tmp_path), print, rare_nouns=800, collocations=0)
    default.prepare_data(str(tmp_path), print)
    synth = [c for c in commands if c[2:4] == ["lm4gen", "synth"]]
    assert synth[0][-2:] == ["--rare-nouns", "800"] and "--collocations" not in synth[0]
    assert synth[1][-2:] == ["--collocations", "0.8"] and "--rare-nouns" not in synth[1]  # the default corpus
