"""lm4gen.core.progress: a tqdm bar on a terminal, plain periodic lines (no carriage return) in a log, nothing
when quiet — and the long-running commands use it."""

from __future__ import annotations

import io


from lm4gen.core.progress import Progress, duration, mode
from helpers.progress import no_forced_mode  # noqa: F401 - autouse


class Terminal(io.StringIO):
    def isatty(self):
        return True


def test_log_lines_are_plain_and_periodic(monkeypatch):
    clock = [1000.0]
    monkeypatch.setattr("lm4gen.core.progress.time.time", lambda: clock[0])
    out = io.StringIO()
    p = Progress("job", total=100, unit="line", every=10, stream=out)
    assert p.mode == "log"
    for _ in range(100):
        clock[0] += 0.5  # 50 s in all: a line at 10, 20, 30, 40, 50 s
        p.update(1, info=lambda: "extra")
    p.close()
    lines = out.getvalue().splitlines()
    assert "\r" not in out.getvalue() and len(lines) == 6, lines  # 5 periodic + the final one
    assert lines[0] == "[job]    10.0s 20/100 line (20%) | 2 line/s | ETA 40s | extra"
    assert lines[-1] == "[job]    50.0s 100/100 line (100%) | 2 line/s | done | extra"


def test_short_jobs_print_nothing_in_a_log_and_quiet_prints_nothing():
    out = io.StringIO()
    with Progress("job", total=3, stream=out) as p:
        p.update(3)
    assert out.getvalue() == ""  # shorter than one period: no line
    out = Terminal()
    with Progress("job", total=3, stream=out, quiet=True, every=0) as p:
        p.update(3)
        p.note("hello")
    assert out.getvalue() == ""


def test_a_terminal_gets_a_tqdm_bar():
    out = Terminal()
    with Progress("job", total=50, unit="prompt", stream=out) as p:
        assert p.mode == "bar"
        for _ in range(50):
            p.update(1, info="x")
        p.note("a line above the bar")
    text = out.getvalue()
    assert "\r" in text and "50/50" in text and "prompt" in text and "[job] a line above the bar" in text


def test_forced_modes(monkeypatch):
    monkeypatch.setenv("LM4GEN_PROGRESS", "log")
    assert mode(Terminal()) == "log"
    monkeypatch.setenv("LM4GEN_PROGRESS", "bar")
    assert mode(io.StringIO()) == "bar" and mode(io.StringIO(), quiet=True) == "off"
    monkeypatch.setenv("LM4GEN_PROGRESS", "off")
    assert mode(Terminal()) == "off"
    assert [duration(s) for s in (12.4, 190, 7384)] == ["12s", "3m10s", "2h03m"]


def test_shard_reports_progress_in_a_log_and_is_quiet_on_request(corpus, tokenizer, tmp_path, monkeypatch, capsys):
    from lm4gen.data_prep import shard

    monkeypatch.setattr("lm4gen.core.progress.EVERY", 0.0)  # a line at every update
    shard.run(shard.ShardOptions(input=[corpus], tokenizer=tokenizer, output=str(tmp_path / "a"),
                                 samples_per_shard=1000, task_index=0, num_tasks=1))
    err = capsys.readouterr().err
    assert "[shard 0/1]" in err and "B (" in err and "units (" in err and "ETA" in err and "\r" not in err
    shard.run(shard.ShardOptions(input=[corpus], tokenizer=tokenizer, output=str(tmp_path / "b"),
                                 samples_per_shard=1000, task_index=0, num_tasks=1, quiet=True))
    err = capsys.readouterr().err
    assert "ETA" not in err and err.count("\n") == 1 and err.startswith("[shard] task 0/1")  # the summary alone


def test_eval_lm_and_evaluate_report_progress(lm_shards, tmp_path, monkeypatch, capsys):
    import dataclasses

    import torch

    from lm4gen.data_prep import manifest as mf
    from lm4gen.finetune import evaluate
    from lm4gen.pretrain.eval_lm import eval_lm
    from lm4gen.models.export import FORMAT
    from lm4gen.models.lm import build_model, init_weights, model_config

    monkeypatch.setattr("lm4gen.core.progress.EVERY", 0.0)  # a line at every update
    card = mf.load(lm_shards["train"])["tokenizer"]
    lm = build_model(model_config("tiny", kind="causal", vocab_size=card["vocab_size"], dim=32, ffn_dim=64))
    init_weights(lm, generator=torch.Generator().manual_seed(3))
    path = str(tmp_path / "lm.pt")
    torch.save({"format": FORMAT, "step": 1, "config": dataclasses.asdict(lm.cfg), "tokenizer": card,
                "model": lm.state_dict()}, path)
    eval_lm(path, lm_shards["train"], block_size=16, batch_size=2, max_batches=3, quiet=False)
    err = capsys.readouterr().err
    assert "[eval_lm]" in err and "3/3 batch (100%)" in err and "loss " in err and "\r" not in err
    eval_lm(path, lm_shards["train"], block_size=16, batch_size=2, max_batches=3)  # quiet by default
    assert capsys.readouterr().err == ""
    monkeypatch.setattr(evaluate, "LARGE", 2)
    lines = ["the cat sat on the mat", "a dog runs", "it rains"]
    evaluate.score(lines, lines, ["bleu", "rouge"], quiet=False)
    err = capsys.readouterr().err
    assert "[evaluate] bleu on 3 lines" in err and "[evaluate rouge]" in err and "3/3 line" in err
    evaluate.score(lines, lines, ["rouge"], quiet=True)
    assert capsys.readouterr().err == ""
