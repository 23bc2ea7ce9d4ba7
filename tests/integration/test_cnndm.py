"""The CNN/DailyMail recipe (lm4gen cnndm) at tiny size, on a few documents built here: every stage end to end, a rerun
skipping complete work, Lead-3, the report from the records, and the bad inputs of its data as one line each."""

from __future__ import annotations

import gzip
import json
import os
import random
import subprocess
import sys

import pytest

from lm4gen.launcher.cnndm_summarize import lead3

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WORDS = ("the police said a man was found in the city on monday after a long search by officers and "
         "the family thanked everyone who helped . president spoke to reporters about the new plan for schools").split()


def _article(rng: random.Random, sentences: int) -> str:
    return " ".join(" ".join(rng.choice(WORDS) for _ in range(rng.randint(5, 12))) + " ." for _ in range(sentences))


def _write(path, lines: list[bytes]) -> None:
    with gzip.open(path, "wb") as f:
        f.write(b"".join(line + b"\n" for line in lines))


def make_data(folder, n=(120, 12, 10), seed=0) -> str:
    """A cnndm folder of ``n`` (train, val, test) pairs: articles of 4-9 sentences, summaries of their first two."""
    rng = random.Random(seed)
    os.makedirs(folder, exist_ok=True)
    for stem, count in zip(("train", "val", "test"), n):
        arts = [_article(rng, rng.randint(4, 9)) for _ in range(count)]
        _write(os.path.join(folder, f"{stem}.src.gz"), [a.encode() for a in arts])
        _write(os.path.join(folder, f"{stem}.tgt.gz"), [lead3(a).rsplit(" . ", 1)[0].encode() + b" ." for a in arts])
    return str(folder)


def cnndm(*args, check=True, **kw) -> subprocess.CompletedProcess:
    result = subprocess.run([sys.executable, "-m", "lm4gen", "cnndm", *map(str, args)], capture_output=True,
                            text=True, cwd=ROOT, timeout=900, **kw)
    if check and result.returncode:
        raise AssertionError(f"exit {result.returncode}\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}")
    return result


TINY_LM = ["--steps", "4", "--set", "model.size=tiny", "--set", "data.block_size=64", "--set", "train.eval_every=2",
           "--set", "train.eval_batches=2", "--set", "train.save_every=2", "--set", "data.num_workers=0"]
TINY_FT = ["--updates", "4", "--set", "model.dim=64", "--set", "model.ffn_dim=128", "--set", "model.encoder_layers=1",
           "--set", "model.decoder_layers=1", "--set", "train.eval_every=2", "--set", "eval.max_sentences=4",
           "--set", "data.max_tokens=2048", "--set", "data.num_workers=0", "--set", "optim.warmup_updates=2"]


def test_recipe_end_to_end_through_the_gpu_call_rehearsed_on_the_cpu(tmp_path):
    """Every stage of the recipe, run by the GPU call's script with every step but CUDA (REHEARSE=1): the data
    carried as .xz (pack-data) and unpacked, prep, the news LM with Lead-3 and the baseline beside it, the LM system
    when the LM is there, the report, all packed. Then, on what it made: the shards, the card, the records (each
    score recomputable from the hypotheses), reruns that skip complete work and the refusals."""
    import tarfile

    raw = make_data(tmp_path / "raw")
    packed = tmp_path / "carry"
    r = subprocess.run(["bash", os.path.join(ROOT, "bench", "gpu_cnndm.sh"), "pack-data", str(packed)],
                       env={**os.environ, "SRC_DATA": raw}, capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert sorted(p.name for p in packed.iterdir()) == sorted(f"{s}.{side}.xz" for s in ("train", "val", "test")
                                                             for side in ("src", "tgt"))
    work = tmp_path / "work"
    prep_args = ["--vocab-size", "120", "--lm-valid-fraction", "0.2"]
    env = {**os.environ, "REHEARSE": "1", "PYTHON": sys.executable, "DATA": str(packed), "OUT": str(tmp_path / "out"),
           "WORK": str(work), "DEADLINE": "800", "WORKERS": "1", "SYSTEMS": "baseline,src-elmo+shdemb",
           "UPDATES": "4", "LM_STEPS": "4", "PREP_ARGS": " ".join(prep_args),
           "LM_ARGS": " ".join(TINY_LM[2:]), "FT_ARGS": " ".join(TINY_FT[2:])}
    r = subprocess.run(["bash", os.path.join(ROOT, "bench", "gpu_cnndm.sh"), str(tmp_path / "no-wheelhouse")], env=env,
                       capture_output=True, text=True, timeout=900, cwd=tmp_path)
    log = (tmp_path / "out" / "gpu_cnndm.log").read_text()
    assert r.returncode == 0, log[-4000:]
    assert "== data: 6 files unpacked" in log and "3 record(s)" in log
    for step in ("prep", "lm", "lead3", "ft-baseline", "ft-src-elmo-shdemb"):
        assert f"== {step}: exit 0" in log
    assert log.index("== ft-baseline (") < log.index("== lm: exit 0") < log.index("== ft-src-elmo-shdemb (")
    with tarfile.open(tmp_path / "out" / "cnndm.tar.gz") as t:
        names = set(t.getnames())
    assert {"reports/lead3.json", "reports/baseline.json", "reports/src-elmo-shdemb.json", "reports/README.md",
            "reports/valid.png", "reports/lm/cloze.card.json", "reports/src-elmo-shdemb.test.hyp",
            "ft/baseline/metrics.jsonl", "logs/ft-src-elmo-shdemb.log"} <= names

    # what the stages made (the same commands as `lm4gen cnndm ...` here; the data unpacked by the call)
    data, reports = work / "data", work / "reports"
    common = ["--data", data, "--work-dir", work, "--report-dir", reports, *prep_args]
    manifest = json.loads((work / "shards" / "lm.articles" / "manifest.json").read_text())
    assert manifest["splits"]["train"]["samples"] + manifest["splits"]["valid"]["samples"] == 120  # articles only
    bitext = json.loads((work / "shards" / "bitext" / "manifest.json").read_text())
    assert bitext["scan"]["kept"] == {"train": 120, "valid": 12, "test": 10}
    assert bitext["arguments"]["truncate_source"] == 400
    again = cnndm("prep", *common)
    assert again.stdout.count("skip (complete") == 3  # BPE, LM shards, bitext: nothing redone

    card = json.loads((work / "lm" / "cloze.card.json").read_text())
    assert card["steps"] == 4 and card["valid_curve"] and "held-back training articles" in card["validation"]
    assert card["data_sha256"]["manifest"]
    # one shuffle window holds the whole training set (the real file is ordered by source: CNN, then DailyMail)
    assert card["recipe"]["run"]["data"]["shuffle_buffer"] == manifest["splits"]["train"]["samples"]
    assert json.loads((reports / "lm" / "cloze.card.json").read_text()) == card  # the report's copy

    assert "lead3: test ROUGE-1/2/L" in (work / "logs" / "lead3.log").read_text()
    assert json.loads((reports / "lead3.json").read_text())["test"]["rouge1"] > 50  # the articles' first sentences
    for name, strategy in (("baseline", "baseline"), ("src-elmo-shdemb", "src-elmo+shdemb")):
        record = json.loads((reports / f"{name}.json").read_text())
        hyps = (reports / f"{name}.test.hyp").read_text().splitlines()
        assert len(hyps) == 10 and str(record["decode"]["max_len_b"]) in record["decode"]["max_len_valid"]
        assert set(record["test"]) == {"rouge1", "rouge2", "rougeL", "rougeLsum"} and record["validations"]
        assert record["updates"] == 4
        assert (record["lm_card"] is None) == (strategy == "baseline")
        assert strategy == "baseline" or record["lm_card"]["sha256"] == card["sha256"]
        assert record["config"]["run"]["data"]["shuffle_buffer"] == 120  # the training pairs
        # the score is recomputable from the hypotheses and the raw references
        rescore = tmp_path / f"{name}.rescore.json"
        subprocess.run([sys.executable, "-m", "lm4gen", "evaluate", "--hyp", reports / f"{name}.test.hyp", "--ref",
                        work / "raw" / "test.tgt", "--metrics", "rouge", "--json", rescore], check=True, cwd=ROOT,
                       capture_output=True)
        assert json.loads(rescore.read_text())["rougeL"] == pytest.approx(record["test"]["rougeL"])
    # a finished system is skipped (nothing retrained or decoded); its name with another system is refused
    elmo = ["--name", "src-elmo-shdemb", "--updates", "4", *TINY_FT[2:]]
    again = cnndm("ft", *common, *elmo, "--strategy", "src-elmo+shdemb")
    assert "src-elmo-shdemb: skip (done" in again.stdout and "finetune/train.py" not in again.stdout
    other = cnndm("ft", *common, *elmo, "--strategy", "src-elmo", check=False)
    assert other.returncode == 1 and "choose another --name" in other.stderr.strip().splitlines()[-1]
    assert "Traceback" not in other.stderr
    # a record trained with another recipe (here: the loader's earlier window) is not taken for done
    path = reports / "src-elmo-shdemb.json"
    kept = path.read_text()
    stale = json.loads(kept)
    stale["config"]["run"]["data"]["shuffle_buffer"] = 7
    path.write_text(json.dumps(stale))
    refused = cnndm("ft", *common, *elmo, "--strategy", "src-elmo+shdemb", check=False)
    assert refused.returncode == 1 and "Traceback" not in refused.stderr
    assert "trained with another recipe than the current one (data.shuffle_buffer: 7 -> 120)" in refused.stderr
    path.write_text(kept)
    cnndm("report", "--report-dir", reports)
    table = (reports / "README.md").read_text()
    assert "| lead3 |" in table and "| baseline |" in table and "| src-elmo-shdemb |" in table and "40.34" in table
    assert f"| `lm/cloze.card.json` | cloze | {card['parameters']:,} | 4 |" in table
    assert f"| {card['sha256'][:12]} |" in table.split("| src-elmo-shdemb |", 1)[1].splitlines()[0]  # its LM
    from matplotlib.image import imread
    for name in ("valid.png", "lm.png"):
        assert imread(str(reports / name)).shape[0] > 100
    # without CUDA and without REHEARSE the call refuses at once
    env.pop("REHEARSE")
    r = subprocess.run(["bash", os.path.join(ROOT, "bench", "gpu_cnndm.sh")], env=env, capture_output=True, text=True,
                       timeout=120, cwd=tmp_path)
    assert r.returncode == 2 and "no CUDA device" in r.stderr


@pytest.mark.parametrize("case", ["misaligned", "empty", "invalid_utf8", "longer_summary"])
def test_bad_inputs(tmp_path, case):
    data = make_data(tmp_path / "data", n=(60, 4, 4))
    src, tgt = tmp_path / "data" / "train.src.gz", tmp_path / "data" / "train.tgt.gz"
    arts, sums = gzip.open(src).read().splitlines(), gzip.open(tgt).read().splitlines()
    if case == "misaligned":
        sums = sums[:-1]
    elif case == "empty":
        arts[3], sums[5] = b"", b""
    elif case == "invalid_utf8":
        arts[7] = b"bad \xff\xfe bytes ."
    else:
        sums[9] = arts[9] + b" " + arts[9]
    _write(src, arts)
    _write(tgt, sums)
    work = tmp_path / "work"
    result = cnndm("prep", "--data", data, "--work-dir", work, "--vocab-size", "120", check=False)
    if case == "misaligned":
        assert result.returncode != 0 and "Traceback" not in result.stderr
        error = [line for line in result.stderr.splitlines() if line.startswith("error:")]
        assert len(error) == 1 and "train.src.gz" in error[0] and "train.tgt.gz" in error[0], result.stderr
        assert not (work / "shards" / "bitext" / "manifest.json").exists()  # nothing that looks complete
        return
    assert result.returncode == 0, result.stderr[-2000:]
    dropped = json.loads((work / "shards" / "bitext" / "manifest.json").read_text())["scan"]["dropped"]
    rule = {"empty": "empty", "invalid_utf8": "invalid_utf8", "longer_summary": "longer_target"}[case]
    assert dropped[rule] == (2 if case == "empty" else 1), dropped
    assert f"'{rule}': {dropped[rule]}" in result.stderr  # said in the bitext step's closing line
