"""data_prep: BPE, the monolingual sharder, manifests and bad input."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time


from helpers.common import ROOT, make_lines, python_cmd, write_lines
from helpers.shard import run_shard, tree


def test_bpe_cli_help_and_bad_vocab(tmp_path, corpus, run_env):
    assert subprocess.run(python_cmd("lm4gen.data_prep.bpe", "--help"), env=run_env,
                          capture_output=True).returncode == 0
    r = subprocess.run(python_cmd("lm4gen.data_prep.bpe", "--input", corpus, "--output-prefix", str(tmp_path / "x"),
                                  "--vocab-size", "3"),
                       env=run_env, capture_output=True, text=True)
    assert r.returncode != 0 and "--vocab-size" in r.stderr


def test_task_parts_are_disjoint_and_merge_equals_single_run(tmp_path, corpus, tokenizer, run_env):
    run_shard(corpus, tokenizer, tmp_path / "single")
    parts = []
    for i in range(3):
        parts.append(run_shard(corpus, tokenizer, tmp_path / "tasks", task_index=i, num_tasks=3)["manifest"])
    names = [{s["name"] for s in p["shards"]} for p in parts]
    assert all(names[i].isdisjoint(names[j]) for i in range(3) for j in range(i + 1, 3))
    assert not (tmp_path / "tasks" / "manifest.json").exists()
    r = subprocess.run(python_cmd("lm4gen.data_prep.manifest", "merge", str(tmp_path / "tasks")), env=run_env,
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    single = (tmp_path / "single" / "manifest.json").read_bytes()
    assert (tmp_path / "tasks" / "manifest.json").read_bytes() == single
    full = {s["name"] for s in json.loads(single)["shards"]}
    assert set().union(*names) == full
    for name in full:
        assert (tmp_path / "tasks" / name).read_bytes() == (tmp_path / "single" / name).read_bytes()


def test_killed_run_leaves_nothing_complete_and_rerun_is_identical(tmp_path, tokenizer, run_env):
    big = write_lines(str(tmp_path / "big.en"), make_lines(40000, seed=11))
    args = ["--input", big, "--tokenizer", tokenizer, "--samples-per-shard", "100", "--valid-fraction", "0.01"]
    subprocess.run(python_cmd("lm4gen.data_prep.shard", *args, "--output", str(tmp_path / "clean")), env=run_env,
                   check=True, capture_output=True)
    out = tmp_path / "killed"
    proc = subprocess.Popen(python_cmd("lm4gen.data_prep.shard", *args, "--output", str(out)), env=run_env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 60
    while time.time() < deadline and len(os.listdir(out / ".done") if (out / ".done").exists() else []) < 3:
        time.sleep(0.005)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    done = os.listdir(out / ".done")
    assert 3 <= len(done) < 400, "the run must be killed part-way"
    assert not (out / "manifest.json").exists()
    # every shard that looks complete (final name) is byte-identical to the clean run's
    for name in os.listdir(out):
        if name.endswith(".tar"):
            assert (out / name).read_bytes() == (tmp_path / "clean" / name).read_bytes()
    r = subprocess.run(python_cmd("lm4gen.data_prep.shard", *args, "--output", str(out)), env=run_env,
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "already complete" in r.stderr and ", 0 already complete" not in r.stderr
    clean, resumed = tree(str(tmp_path / "clean")), tree(str(out))
    assert resumed.keys() == clean.keys()  # no temporary file of the killed run is left
    assert all(resumed[k] == v for k, v in clean.items())


def test_cli_reports_errors_without_traceback(tmp_path, tokenizer, run_env):
    r = subprocess.run(python_cmd("lm4gen.data_prep.shard", "--input", str(tmp_path / "missing.txt"), "--tokenizer",
                                  tokenizer,
                                  "--output", str(tmp_path / "o")), env=run_env, capture_output=True, text=True)
    assert r.returncode == 2 and "missing.txt" in r.stderr and "Traceback" not in r.stderr
    for module in ("lm4gen.data_prep.shard", "lm4gen.data_prep.manifest", "lm4gen.data_prep.stream_cli"):
        assert subprocess.run(python_cmd(module, "--help"), env=run_env, capture_output=True, cwd=ROOT).returncode == 0
