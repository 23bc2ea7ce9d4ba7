"""lm4gen.launcher.multi30k grid / report and bench/bench_strategies.py on tiny synthetic data.

The fixture stands in for the Multi30k folder (gzip files with the real names) and a work dir whose ``prep``
outputs are complete (synthetic bitext shards, their BPE, a tiny English cloze LM export), so the launcher's
prep steps are skipped and the cells train tiny models in seconds.
"""

from __future__ import annotations

import gzip
import json
import os
import re
import shutil
import subprocess
import sys

import pytest

from helpers.common import ROOT, launcher_free_env, make_bitext, make_export
from helpers.multi30k_grid import cell, fake_lm_run

TINY = ["--ranks", "1", "--budget", "5k=3/1/512", "--set", "model.dim=32", "--set", "model.ffn_dim=64",
        "--set", "data.num_workers=0", "--set", "data.allow_shard_reuse=true", "--set", "train.log_every=1"]


@pytest.fixture(scope="module")
def grid_setup(tmp_path_factory) -> dict:
    """{"data": fake multi30k folder, "work": a work dir with prep complete and lm/cloze.pt}."""
    root = tmp_path_factory.mktemp("m30k")
    b = make_bitext(root / "src", train=300, valid=12, vocab=300, per_shard=60, max_words=8)
    corpus, data, work = b["corpus"], root / "data", root / "work"
    names = {"task1": {"train.en": "train.en", "train.de": "train.de", "val.en": "valid.en", "val.de": "valid.de",
                       "test_2016_flickr.en": "test.en", "test_2016_flickr.de": "test.de"},
             "task2": {"train.1.en": "mono.en", "train.1.de": "mono.de"}}
    for task, files in names.items():
        (data / task).mkdir(parents=True)
        for dst, src in files.items():
            with gzip.open(data / task / f"{dst}.gz", "wt", encoding="utf-8") as f:
                f.write(open(os.path.join(corpus, src), encoding="utf-8").read())
    (work / "bpe").mkdir(parents=True)
    shutil.copy(b["tokenizer"], work / "bpe" / "joint.model")
    (work / "bpe" / "joint.json").write_text("{}")  # prep's completion marker of the BPE step
    (work / "shards" / "mono.en").mkdir(parents=True)
    (work / "shards" / "mono.en" / "manifest.json").write_text("{}")
    for name in ("bitext", "bitext-5k", "bitext-10k"):  # one tiny set stands in for all three sizes
        os.symlink(b["train"], work / "shards" / name)
    (work / "lm").mkdir()
    make_export(work / "lm" / "cloze.pt", str(work / "bpe" / "joint.model"), kind="cloze")
    fake_lm_run(work, "cloze", [9.0, 6.5])
    from lm4gen.launcher.multi30k_steps import lm_card

    lm_card(str(work), str(work / "lm" / "cloze.pt"))
    return {"data": str(data), "work": str(work), "root": root}


def grid_args(setup: dict, grid_dir) -> list[str]:
    return ["--data", setup["data"], "--work-dir", setup["work"], "--grid-dir", str(grid_dir)]


def test_dry_run_lists_every_cell_with_one_budget_per_size(grid_setup, tmp_path, capsys):
    from lm4gen.launcher.multi30k import main
    from lm4gen.launcher.multi30k_grid import BUDGETS, STRATEGIES

    assert main(["grid", "--dry-run", "--ranks", "2", *grid_args(grid_setup, tmp_path / "grid")]) == 0
    out = capsys.readouterr().out
    cells = re.findall(r"^(done|partial|todo)\s+(\S+)", out, re.M)
    expected = {f"{s.replace('+', '-')}-{size}-seed{seed}" for s in STRATEGIES
                for size, seeds in (("5k", (1, 2)), ("10k", (1,)), ("29k", (1,))) for seed in seeds}
    assert len(cells) == 32 and {name for _, name in cells} == expected and {st for st, _ in cells} == {"todo"}
    # not the data stages either
    assert "dry run: nothing is run" in out and "$ lm4gen bpe" not in out and "$ lm4gen shard" not in out
    commands = [line for line in out.splitlines() if line.startswith("    $ ")]
    for size, b in BUDGETS.items():
        mine = [c for c in commands if re.search(rf"/ft/grid/\S+-{size}-seed", c)]
        budgets = {tuple(re.search(rf"{key}=(\d+)", c).group(1) for key in
                         ("train.max_steps", "optim.warmup_updates", "data.max_tokens")) for c in mine}
        assert budgets == {(str(b.updates), str(b.warmup), str(b.tokens // 2))}, size  # 2 ranks: half per rank
        assert all("train.patience=0" in c for c in mine)
    # the 5 LM strategies tune their dropout at 5K seed 1: three runs each; their other cells wait for the choice
    tuning = [c for c in commands if "-5k-seed1-" in c]
    assert len(tuning) == 5 * 3
    assert {re.search(r"model\.(elmo_weight_dropout|lm_dropout)=([\d.]+)", c).groups() for c in tuning} == \
        {(k, v) for k in ("elmo_weight_dropout", "lm_dropout") for v in ("0.1", "0.2", "0.3")}
    assert out.count("todo     tgt-ft-10k-seed1 (after tuning lm_dropout at 5k seed 1)") == 1
    # the German causal LM is missing: one line with the command that makes it
    assert re.search(r"missing; make it with `lm4gen multi30k lm --kind causal --lang de .*`", out)


def test_missing_lm_is_one_line_with_its_command(grid_setup, tmp_path):
    from lm4gen.launcher.multi30k import main

    with pytest.raises(SystemExit, match=r"tgt-elmo needs the German causal LM \S+causal-de\.pt, which is missing: "
                                         r"make it with `lm4gen multi30k lm --kind causal --lang de"):
        main(["grid", "--only", "tgt-elmo,5k,seed2", *TINY, *grid_args(grid_setup, tmp_path / "grid")])


def test_tiny_grid_runs_records_and_skips_done_cells(grid_setup, tmp_path, capsys):
    """Two cells for real (one rank): the baseline, and SRC-ELMO with its dropout 'tuned' over one value (the
    rule itself: test_tuning_picks_the_best_validation_bleu), each decoded and scored; a rerun trains nothing."""
    import sacrebleu

    from lm4gen.launcher.multi30k import main

    grid = tmp_path / "grid"
    args = ["grid", "--only", "baseline,src-elmo,5k,seed1", "--tune-values", "0.3", *TINY, *grid_args(grid_setup, grid)]
    r = subprocess.run([sys.executable, "-m", "lm4gen", "multi30k", *args], env=launcher_free_env(),
                       capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    tuning = json.loads((grid / "tune-src-elmo.json").read_text())
    assert tuning["key"] == "model.elmo_weight_dropout" and tuning["choice"] == 0.3
    assert [c["value"] for c in tuning["candidates"]] == [0.3] and tuning["cost_updates"] == 3
    assert tuning["lm"]["path"] == "lm/cloze.pt" and len(tuning["lm"]["sha256"]) == 64
    refs = gzip.open(os.path.join(grid_setup["data"], "task1", "test_2016_flickr.de.gz"), "rt").read().splitlines()
    for name, strategy in (("baseline-5k-seed1", "baseline"), ("src-elmo-5k-seed1", "src-elmo")):
        rec = json.loads((grid / f"{name}.json").read_text())
        assert (rec["strategy"], rec["size"], rec["seed"], rec["ranks"], rec["device"]) == (strategy, "5k", 1, 1, "cpu")
        assert rec["updates"] == rec["budget"]["updates"] == 3 and rec["config"]["run"]["train"]["max_steps"] == 3
        assert rec["config"]["run"]["train"]["seed"] == 1 and "train.seed=1" in rec["commands"]["train"]
        assert rec["commands"]["grid"].startswith("lm4gen multi30k grid --only baseline,src-elmo,5k,seed1")
        assert rec["train_tokens_per_s"] > 0 and rec["train_seconds"] is not None and rec["validations"]
        assert re.fullmatch(r"[0-9a-f]{40}(\+dirty)?", rec["git_commit"])
        assert rec["bleu_signature"].startswith("nrefs:1|case:mixed|eff:no|tok:13a")
        hyps = (grid / rec["hypotheses"]).read_text(encoding="utf-8").splitlines()
        assert rec["test_bleu"] == pytest.approx(sacrebleu.corpus_bleu(hyps, [refs]).score)
    elmo = json.loads((grid / "src-elmo-5k-seed1.json").read_text())
    assert elmo["lm_dropout"]["value"] == 0.3 and elmo["lm"]["path"] == "lm/cloze.pt"
    card = json.loads(open(os.path.join(grid_setup["work"], "lm", "cloze.card.json")).read())
    assert elmo["lm"]["weights_sha256"] == card["weights_sha256"] and len(card["weights_sha256"]) == 64
    assert elmo["config"]["run"]["model"]["elmo_weight_dropout"] == 0.3
    # the frozen LM's states come from the state cache (float32), one per size, shared by the cells of that size
    model = elmo["config"]["run"]["model"]
    assert (model["cache_lm_states"], model["lm_cache_dtype"]) == (True, "float32")
    assert model["lm_cache_dir"] == os.path.join(grid_setup["work"], "lm_cache", "5k-" + elmo["lm"]["sha256"][:12])
    assert os.path.isdir(os.path.join(model["lm_cache_dir"], "src"))
    assert (grid / "README.md").exists() and (grid / "gain.png").exists()  # the report, rewritten after the run
    # a rerun skips both cells: nothing trains, nothing is rewritten
    before = {p.name: p.read_bytes() for p in grid.iterdir() if p.suffix == ".json"}
    capsys.readouterr()
    assert main(args) == 0
    out = capsys.readouterr().out
    assert out.count("skip (done") == 2 and "finetune/train.py" not in out
    assert before == {p.name: p.read_bytes() for p in grid.iterdir() if p.suffix == ".json"}
    # one grid, one setup: another rank count is refused
    with pytest.raises(SystemExit, match="trained with 1 rank"):
        main(["grid", "--only", "shared,5k,seed1", *TINY[2:], "--ranks", "2", *grid_args(grid_setup, grid)])
    # ... and one LM recipe per side: an LM trained again (another session, another machine) with the same recipe
    # and data is accepted when its validation perplexity is within 2% (and recorded); more apart, or another
    # recipe, is refused
    from lm4gen.launcher.multi30k_steps import lm_card

    work = grid_setup["work"]
    export = os.path.join(work, "lm", "cloze.pt")
    kept = {p: open(p, "rb").read() for p in (export, os.path.join(work, "lm", "cloze.card.json"))}
    try:
        make_export(export, os.path.join(work, "bpe", "joint.model"), kind="cloze", seed=1)
        fake_lm_run(grid_setup["root"] / "work", "cloze", [9.0, 6.9])  # 6.15% above 6.5
        lm_card(work, export)
        with pytest.raises(SystemExit, match=r"cloze\.pt: validation perplexity 6\.900, but the LM of the same recipe "
                                             r"that src-elmo-5k-seed1\.json read had 6\.500 \(6\.2% apart"):
            main(["grid", "--only", "src-elmo+shdemb,5k,seed1", *TINY, *grid_args(grid_setup, grid)])
        fake_lm_run(grid_setup["root"] / "work", "cloze", [9.0, 6.6], lr=0.001)  # another command
        lm_card(work, export)
        with pytest.raises(SystemExit, match=r"cloze\.pt was built with another recipe than the LM "
                                             r"src-elmo-5k-seed1\.json read \(run\.optim\.lr differ\)"):
            main(["grid", "--only", "src-elmo+shdemb,5k,seed1", *TINY, *grid_args(grid_setup, grid)])
        with open(export, "ab") as f:  # an export its card does not describe
            f.write(b"x")
        with pytest.raises(SystemExit, match=r"cloze\.card\.json describes another export than"):
            main(["grid", "--only", "src-elmo+shdemb,5k,seed1", *TINY, *grid_args(grid_setup, grid)])
        make_export(export, os.path.join(work, "bpe", "joint.model"), kind="cloze", seed=1)
        # a later lm4gen resolves more config fields: at their defaults the recipe is the same (compared field by
        # field with the recipe kept in the grid), at another value it is not, and the field is named
        fake_lm_run(grid_setup["root"] / "work", "cloze", [9.0, 6.6], train={"fp16_stuck_updates": 7})
        lm_card(work, export)
        with pytest.raises(SystemExit, match=r"cloze\.pt was built with another recipe than the LM "
                                             r"src-elmo-5k-seed1\.json read \(run\.train\.fp16_stuck_updates differ\)"):
            main(["grid", "--only", "src-elmo+shdemb,5k,seed1", *TINY, *grid_args(grid_setup, grid)])
        kept_recipes = list((grid / "lm-recipes").iterdir())
        assert [p.name for p in kept_recipes] == [elmo["lm"]["recipe_sha256"] + ".json"]
        fake_lm_run(grid_setup["root"] / "work", "cloze", [9.0, 6.6],  # 1.5%: the same LM, built again
                    train={"fp16_stuck_updates": 20, "on_divergence": "stop"})  # fields added since, at their defaults
        card = lm_card(work, export)
        assert card["recipe_sha256"] != elmo["lm"]["recipe_sha256"]
        capsys.readouterr()
        assert main(["grid", "--only", "src-elmo+shdemb,5k,seed1", "--tune-values", "0.3", *TINY,
                     *grid_args(grid_setup, grid)]) == 0
        out = capsys.readouterr().out
        assert "built again" in out and "only by config fields added since, at their defaults" in out
        rec = json.loads((grid / "src-elmo-shdemb-5k-seed1.json").read_text())
        assert rec["lm"]["sha256"] == card["sha256"] != elmo["lm"]["sha256"]
        assert (rec["lm"]["valid_ppl"], elmo["lm"]["valid_ppl"]) == (6.6, 6.5)
        assert rec["config"]["run"]["model"]["lm_cache_dir"].endswith("5k-" + card["sha256"][:12])  # its own cache
        assert rec["lm"]["recipe_sha256"] == card["recipe_sha256"]  # both recipes kept, by their sha256
        assert {p.name for p in (grid / "lm-recipes").iterdir()} == {f"{elmo['lm']['recipe_sha256']}.json",
                                                                     f"{card['recipe_sha256']}.json"}
    finally:
        for path, data in kept.items():
            with open(path, "wb") as f:
                f.write(data)
        fake_lm_run(grid_setup["root"] / "work", "cloze", [9.0, 6.5])


def test_lm_card_says_what_the_lm_is_and_why_it_stopped(grid_setup):
    card = json.loads(open(os.path.join(grid_setup["work"], "lm", "cloze.card.json")).read())
    assert card["export"] == "lm/cloze.pt" and card["kind"] == "cloze" and card["parameters"] > 0
    assert card["valid_ppl"] == 6.5 and card["valid_ppl_step"] == 4 and len(card["valid_curve"]) == 2
    assert card["stop_reason"] == "train.max_steps reached (4 updates)"
    assert (card["recipe"]["run"]["data"]["train"] == "<work>/shards/mono.en"
            and "output_dir" not in card["recipe"]["run"])
    assert set(card["data_sha256"]) == {"manifest", "tokenizer"} and len(card["recipe_sha256"]) == 64
    assert "no build.json" in card["code_commit_note"]  # the fixture's LM was not trained by `lm`
    # the `lm` stage writes build.json when its training starts: the card takes the commit from there
    from lm4gen.launcher.multi30k_steps import build_path, lm_card

    run_dir = os.path.join(grid_setup["work"], "lm", "cloze")
    with open(build_path(run_dir), "w") as f:
        json.dump({"code_commit": "f" * 40, "head": "f" * 40, "command": "deepspeed ..."}, f)
    try:
        card = lm_card(grid_setup["work"], os.path.join(grid_setup["work"], "lm", "cloze.pt"))
        assert card["code_commit"] == "f" * 40 and "code_commit_note" not in card
    finally:
        os.remove(build_path(run_dir))
        lm_card(grid_setup["work"], os.path.join(grid_setup["work"], "lm", "cloze.pt"))


def test_jobs_run_cells_concurrently_and_the_deadline_stops_them_resumable(grid_setup, tmp_path):
    """``--jobs 2``: two cells as two processes at once, each with its log; ``--deadline``: the running cells are
    stopped with a checkpoint and no record, and a rerun completes them."""
    import time

    grid = tmp_path / "grid"
    base = ["-m", "lm4gen", "multi30k", "grid", "--only", "baseline,shared,5k,seed1", "--jobs", "2",
            *TINY, *grid_args(grid_setup, grid)]
    slow = [a if a != "5k=3/1/512" else "5k=100000/1/512" for a in base]
    slow[slow.index("baseline,shared,5k,seed1")] = "baseline,shared,baseline+shdemb,5k,seed1"  # 3 cells, 2 jobs
    shutil.rmtree(os.path.join(grid_setup["work"], "ft", "grid"), ignore_errors=True)  # no run dir of another test
    began = time.time()
    r = subprocess.run([sys.executable, *slow, "--deadline", "25"], env=launcher_free_env(), capture_output=True,
                       text=True, timeout=600, cwd=ROOT)
    took = time.time() - began
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    assert re.search(r"3 cell\(s\) to run, 2 at a time, deadline in 25 s, \d+ thread\(s\) each", r.stdout)
    assert r.stdout.count("] start ") == 2 and "deadline (25 s): stopping 2 running cell(s)" in r.stdout
    # the third cell waited for a free job: it is not started, and the grid ends (it once waited for it forever)
    waiting = re.search(r"not started: 1 cell\(s\) waiting at the deadline \((\S+)\)", r.stdout)
    assert waiting and f"] start {waiting.group(1)} " not in r.stdout
    assert took < 25 + 60 + 30 and not list(grid.glob("*-seed1.json"))  # stopped: no record
    logs = os.path.join(grid_setup["work"], "ft", "grid", "logs")
    started = set(re.findall(r"\] start (\S+) ", r.stdout))
    assert {f"{name}.log" for name in started} <= set(os.listdir(logs))
    # the same cells with the short budget and no deadline (new run dirs: the budget names none, the cell does):
    # both run at once and both records are written
    shutil.rmtree(os.path.join(grid_setup["work"], "ft", "grid"))
    r = subprocess.run([sys.executable, *base], env=launcher_free_env(), capture_output=True, text=True, timeout=600,
                       cwd=ROOT)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    starts = [line for line in r.stdout.splitlines() if "] start " in line]
    assert len(starts) == 2 and r.stdout.index("] start shared") < r.stdout.index("] done ")  # concurrently
    threads = int(re.search(r"2 at a time, (\d+) thread\(s\) each", r.stdout).group(1))
    from lm4gen.core.host import cpu_model

    for name in ("baseline-5k-seed1", "shared-5k-seed1"):
        rec = json.loads((grid / f"{name}.json").read_text())
        assert rec["updates"] == 3 and rec["commands"]["grid"].endswith(
            f"--only {rec['strategy']},5k,seed1 --no-report")
        # the CPU numbers' conditions: the model and the threads each job's rank ran with (the cores / the jobs)
        assert rec["host"] == {"cpu": cpu_model(), "threads_per_rank": threads}
    assert (grid / "README.md").exists()  # the parent writes the report once


def test_converged_cell_stops_by_patience_before_its_cap_beside_the_budgeted_one(grid_setup, tmp_path, capsys):
    """``--converge``: the baseline validated every update, stopped after 2 validations without a better validation
    BLEU, far below its cap of 40; its record and hypotheses are ``-conv`` files and say so; a rerun trains nothing."""
    from lm4gen.launcher.multi30k import main

    grid = tmp_path / "grid"
    (grid).mkdir()
    budgeted = cell("baseline", "5k", 1, 9.0)
    (grid / "baseline-5k-seed1.json").write_text(json.dumps(budgeted))
    args = ["grid", "--converge", "--converge-rule", "2/1/40", "--only", "baseline,5k,seed1", *TINY,
            *grid_args(grid_setup, grid)]
    assert main(["grid", "--dry-run", *args[1:]]) == 0
    listing = capsys.readouterr().out
    assert "baseline-5k-seed1-conv" in listing and "train.patience=2" in listing and "train.eval_every=1" in listing
    assert "1 training runs, at most 40 updates" in listing  # the cost of a converged cell: its cap
    r = subprocess.run([sys.executable, "-m", "lm4gen", "multi30k", *args], env=launcher_free_env(),
                       capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    assert json.loads((grid / "baseline-5k-seed1.json").read_text()) == budgeted  # never overwritten
    rec = json.loads((grid / "baseline-5k-seed1-conv.json").read_text())
    conv = rec["converged"]
    assert (conv["patience"], conv["eval_every"], conv["max_updates"], conv["stopped_by"]) == (2, 1, 40, "patience")
    assert conv["validations_since_best"] == 2 and rec["updates"] < 40
    assert conv["best_valid_bleu"] == max(v["valid_bleu"] for v in rec["validations"])
    assert "train.patience=2" in rec["commands"]["train"] and "train.max_steps=40" in rec["commands"]["train"]
    assert rec["hypotheses"] == "baseline-5k-seed1-conv.test_2016_flickr.hyp.de" and (grid / rec["hypotheses"]).exists()
    readme = (grid / "README.md").read_text(encoding="utf-8")
    assert "## Trained to convergence" in readme and "| baseline | 5k | 1 | 9.00 (30) |" in readme
    capsys.readouterr()
    assert main(args) == 0
    assert "skip (done" in capsys.readouterr().out
    with pytest.raises(SystemExit, match="--converge-rule '2/0/40'"):
        main([*args, "--converge-rule", "2/0/40"])


# ----------------------------------------------------------------------------
# the nested subsets


def test_bitext_subsets_are_nested_and_the_5k_command_is_unchanged(grid_setup, tmp_path):
    from lm4gen.data_prep import bitext, manifest as mf
    from lm4gen.data_prep.shardio import read_chunks
    from lm4gen.launcher.multi30k_steps import bitext_command

    cmd5, out5 = bitext_command("D", "W", "5k", 2)
    cmd10, out10 = bitext_command("D", "W", "10k", 2)
    # the published 5K results' shards: this exact command (only --output differs for 10K, with the shard size and
    # count)
    tail = lambda cmd: cmd[cmd.index("--samples-per-shard"):]  # noqa: E731 - a one-line helper
    assert tail(cmd5) == ["--samples-per-shard", "1000", "--workers", "2", "--max-pairs", "5000"]
    assert tail(cmd10) == ["--samples-per-shard", "2000", "--workers", "2", "--max-pairs", "10000"]
    differ = {i for i, (x, y) in enumerate(zip(cmd5, cmd10)) if x != y}
    assert len(cmd5) == len(cmd10) and ({cmd5[i - 1] for i in differ}
                                        == {"--output", "--samples-per-shard", "--max-pairs"})

    def pairs_of(max_pairs: int) -> set:  # the launcher's command, scaled down, on the fixture's task1 files
        cmd, _ = bitext_command(grid_setup["data"], grid_setup["work"], "5k", 1)
        cmd = cmd[4:]  # python -m lm4gen bitext
        cmd[cmd.index("--output") + 1] = str(tmp_path / f"n{max_pairs}")
        cmd[cmd.index("--max-pairs") + 1] = str(max_pairs)
        assert bitext.main([*cmd, "--quiet"]) == 0
        m = mf.load(str(tmp_path / f"n{max_pairs}"))
        out = set()
        for entry in (s for s in m["shards"] if s["split"] == "train"):
            for chunk in read_chunks(os.path.join(str(tmp_path / f"n{max_pairs}"), entry["name"]), entry, "bitext"):
                src, tgt = chunk.sides["src"], chunk.sides["tgt"]
                out |= {(src.unit(i).tobytes(), tgt.unit(i).tobytes()) for i in range(len(chunk))}
        return out

    small, large = pairs_of(20), pairs_of(40)
    assert len(small) == 20 and len(large) == 40 and small < large


# ----------------------------------------------------------------------------
# Table 5


def test_bench_strategies_runs_tiny_and_writes_json(tmp_path):
    out = tmp_path / "bench.json"
    r = subprocess.run([sys.executable, os.path.join(ROOT, "bench", "bench_strategies.py"), "--size", "tiny",
                        "--json", str(out)], env=launcher_free_env(), capture_output=True, text=True, timeout=300,
                       cwd=tmp_path)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    result = json.loads(out.read_text())
    assert result["benchmark"] == "bench_strategies" and "bench_strategies.py --size tiny" in result["command"]
    assert {"cpu", "cores", "torch"} <= set(result["machine"])
    s = result["summary"]
    assert s["device"] == "cpu" and s["decode"]["beam"] == 2 and s["train"]["batch_pairs"] == 4
    rows = {row["system"]: row for row in result["rows"]}
    from lm4gen.launcher.multi30k_grid import STRATEGIES

    assert set(rows) == {*STRATEGIES, "tgt-elmo no LM cache", "src-elmo cached states"}
    assert all(rows[n]["train_tokens_per_s"] > 0 for n in (*STRATEGIES, "src-elmo cached states"))
    cached = rows.pop("src-elmo cached states")  # decodes with the live LM: SRC-ELMO's row
    assert "decode_tokens_per_s" not in cached and cached["trainable"] == rows["src-elmo"]["trainable"]
    assert all(row["decode_tokens_per_s"] > 0 and row["generated_tokens"] == 3 * 4 for row in rows.values())
    assert rows["shared"]["train_vs_shared"] == rows["shared"]["decode_vs_shared"] == 1.0
    assert rows["tgt-elmo no LM cache"]["decode_paper_vs_shared"] == pytest.approx(259 / 2334)
    assert rows["src-elmo"]["trainable"] < rows["src-elmo"]["params"]  # the frozen LM
    assert rows["src-ft"]["trainable"] == rows["src-ft"]["params"]  # the LM trains
    assert "| tgt-elmo no LM cache |" in r.stdout


# ----------------------------------------------------------------------------
# the whole grid in one GPU call: bench/gpu_grid.sh, rehearsed on the CPU at tiny size


@pytest.mark.slow
def test_gpu_grid_script_rehearsed_on_the_cpu(grid_setup, tmp_path):
    """The GPU call's every step but CUDA (REHEARSE=1): prep, both LMs at once with their cards and the LM-free
    cells beside them, the LM cells with --jobs 2 inside the deadline, the report, everything packed into one file."""
    import tarfile

    tiny = "--set data.num_workers=0 --set data.allow_shard_reuse=true"
    env = {**launcher_free_env(), "REHEARSE": "1", "PYTHON": sys.executable, "DATA": grid_setup["data"],
           "OUT": str(tmp_path / "out"), "WORK": str(tmp_path / "work"), "JOBS": "2", "DEADLINE": "500",
           "FREE_JOBS": "1", "FREE": "baseline", "WITH_LM": "src-elmo,tgt-elmo",
           "TUNE": "0.3", "PREP_ARGS": "--vocab-size 300 --workers 1",
           "LM_ARGS": "--steps 4 --set model.size=tiny --set model.dim=32 --set model.ffn_dim=64 --set "
                      "model.num_layers=1 --set train.eval_every=2 --set train.eval_batches=2 --set train.save_every=2 "
                      "--set data.batch_size=2 --set data.block_size=16 " + tiny,
           "GRID_ARGS": "--budget 5k=3/1/512 --set model.dim=32 "
                        "--set model.ffn_dim=64 " + tiny}
    r = subprocess.run(["bash", os.path.join(ROOT, "bench", "gpu_grid.sh"), str(tmp_path / "no-wheelhouse")], env=env,
                       capture_output=True, text=True, timeout=900, cwd=tmp_path)
    log = (tmp_path / "out" / "gpu_grid.log").read_text()
    assert r.returncode == 0, log[-4000:]
    assert "== lm_cloze: exit 0" in log and "== lm_causal: exit 0" in log and "3 cell record(s)" in log
    assert re.search(r"torch \S+ cuda \S+ \| deepspeed \S+ \| cpu", log)
    assert re.search(r"== grid_free \(\d+ s left\): .* --jobs 1 --deadline \d+ --tune-values 0.3 --stage 1 "
                     r"--only baseline --no-report", log)
    assert re.search(r"== grid_lm \(\d+ s left\): .* --jobs 2 --deadline \d+ --tune-values 0.3 --stage 1 "
                     r"--only src-elmo,tgt-elmo --no-report", log)
    assert log.index("== grid_free (") < log.index("== lm_cloze: exit 0")  # the LM-free cells beside the LMs
    with tarfile.open(tmp_path / "out" / "grid.tar.gz") as t:
        names = set(t.getnames())
    assert {"grid/baseline-5k-seed1.json", "grid/src-elmo-5k-seed1.json", "grid/tgt-elmo-5k-seed1.json",
            "grid/README.md", "lm/cloze.card.json", "lm/causal-de.card.json", "lm/cloze/metrics.jsonl",
            "ft/grid/logs/src-elmo-5k-seed1.log"} <= names
    rec = json.loads((tmp_path / "work" / "grid" / "tgt-elmo-5k-seed1.json").read_text())
    card = json.loads((tmp_path / "work" / "lm" / "causal-de.card.json").read_text())
    assert rec["lm"]["sha256"] == card["sha256"] and rec["lm"]["valid_ppl"] == card["valid_ppl"]
    # without CUDA and without REHEARSE it refuses at once
    env.pop("REHEARSE")
    r = subprocess.run(["bash", os.path.join(ROOT, "bench", "gpu_grid.sh")], env=env, capture_output=True, text=True,
                       timeout=120, cwd=tmp_path)
    assert r.returncode == 2 and "no CUDA device" in r.stderr


def test_gpu_grid_script_runs_a_pair_with_its_target_side_bpe(grid_setup, tmp_path):
    """PAIR=en-cs (Table 2 in miniature): prep learns the target-side BPE, only the English cloze LM is trained (no
    TGT-* cell, no German LM), the baseline and SRC-ELMO cells of the pair are recorded and packed."""
    import tarfile

    data = tmp_path / "data"
    shutil.copytree(grid_setup["data"], data)
    for split in ("train", "val", "test_2016_flickr"):  # 'Czech': the German text under another name
        shutil.copy(data / "task1" / f"{split}.de.gz", data / "task1" / f"{split}.cs.gz")
    tiny = "--set data.num_workers=0 --set data.allow_shard_reuse=true"
    env = {**launcher_free_env(), "REHEARSE": "1", "PYTHON": sys.executable, "DATA": str(data), "PAIR": "en-cs",
           "OUT": str(tmp_path / "out"), "WORK": str(tmp_path / "work"), "JOBS": "1", "FREE_JOBS": "1",
           "DEADLINE": "500", "WITH_LM": "src-elmo", "TUNE": "0.3",
           "PREP_ARGS": "--vocab-size 300 --target-vocab-size 200 --workers 1",
           "LM_ARGS": "--steps 4 --set model.size=tiny --set model.dim=32 --set model.ffn_dim=64 --set "
                      "model.num_layers=1 --set train.eval_every=2 --set train.eval_batches=2 --set train.save_every=2 "
                      "--set data.batch_size=2 --set data.block_size=16 " + tiny,
           "GRID_ARGS": "--budget 5k=3/1/512 --set model.dim=32 --set model.ffn_dim=64 " + tiny}
    r = subprocess.run(["bash", os.path.join(ROOT, "bench", "gpu_grid.sh"), str(tmp_path / "no-wheelhouse")], env=env,
                       capture_output=True, text=True, timeout=900, cwd=tmp_path)
    log = (tmp_path / "out" / "gpu_grid.log").read_text()
    assert r.returncode == 0, log[-4000:]
    assert "== lm_cloze: exit 0" in log and "lm_causal" not in log and "2 cell record(s)" in log
    assert re.search(r"== prep \(\d+ s left\): .* --pair en-cs --workers 8", log)
    assert re.search(r"== grid_lm \(\d+ s left\): .* grid .* --pair en-cs --grid-dir .* --only src-elmo --no-report",
                     log)
    with tarfile.open(tmp_path / "out" / "grid.tar.gz") as t:
        names = set(t.getnames())
    assert {"grid/baseline-5k-seed1.json", "grid/src-elmo-5k-seed1.json", "grid/README.md",
            "grid/src-elmo-5k-seed1.test_2016_flickr.hyp.cs"} <= names
    rec = json.loads((tmp_path / "work" / "grid" / "src-elmo-5k-seed1.json").read_text())
    assert rec["pair"] == "en-cs" and rec["tokenizers"]["target"] == "bpe/cs.model"
