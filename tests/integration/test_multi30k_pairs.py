"""The Multi30k grid for a pair other than en-de (#50 item 2): a target-side BPE, per-side vocabularies, per-pair
commands and records, the strategies that need no target LM."""

import gzip
import json
import os
import shutil
import subprocess
import sys

import pytest
from helpers.common import ROOT, launcher_free_env, make_bitext, make_export

TINY = ["--ranks", "1", "--budget", "5k=3/1/512", "--set", "model.dim=32", "--set", "model.ffn_dim=64",
        "--set", "data.num_workers=0", "--set", "data.allow_shard_reuse=true", "--set", "train.log_every=1"]


@pytest.fixture(scope="module")
def cs_setup(tmp_path_factory) -> dict:
    """A fake multi30k folder with task1 English, German and 'Czech' (the German text under another name: the
    pipeline cares about files and sides, not the language), en-de prep marked complete."""
    root = tmp_path_factory.mktemp("m30k-cs")
    b = make_bitext(root / "src", train=300, valid=12, vocab=300, per_shard=60, max_words=8)
    corpus, data, work = b["corpus"], root / "data", root / "work"
    names = {"task1": {"train.en": "train.en", "train.de": "train.de", "val.en": "valid.en", "val.de": "valid.de",
                       "test_2016_flickr.en": "test.en", "test_2016_flickr.de": "test.de",
                       "train.cs": "train.de", "val.cs": "valid.de", "test_2016_flickr.cs": "test.de"},
             "task2": {"train.1.en": "mono.en", "train.1.de": "mono.de"}}
    for task, files in names.items():
        (data / task).mkdir(parents=True, exist_ok=True)
        for dst, src in files.items():
            with gzip.open(data / task / f"{dst}.gz", "wt", encoding="utf-8") as f:
                f.write(open(os.path.join(corpus, src), encoding="utf-8").read())
    (work / "bpe").mkdir(parents=True)
    shutil.copy(b["tokenizer"], work / "bpe" / "joint.model")
    (work / "bpe" / "joint.json").write_text("{}")  # en-de prep's completion markers
    (work / "shards" / "mono.en").mkdir(parents=True)
    (work / "shards" / "mono.en" / "manifest.json").write_text("{}")
    for name in ("bitext", "bitext-5k", "bitext-10k"):
        os.symlink(b["train"], work / "shards" / name)
    (work / "lm").mkdir()
    make_export(work / "lm" / "cloze.pt", str(work / "bpe" / "joint.model"), kind="cloze")  # the English cloze LM
    from helpers.multi30k_grid import fake_lm_run

    from lm4gen.launcher.multi30k_steps import lm_card

    fake_lm_run(work, "cloze", [9.0, 6.5])
    lm_card(str(work), str(work / "lm" / "cloze.pt"))
    return {"data": str(data), "work": str(work), "root": root}


def test_target_lm_strategies_are_refused_in_one_line(cs_setup, tmp_path):
    from lm4gen.launcher.multi30k import main

    for strategy in ("tgt-ft", "tgt-elmo", "shared"):
        with pytest.raises(SystemExit,
                           match=rf"--pair en-cs: strategy '{strategy}' is not run for this pair \(no cs LM"):
            main(["grid", "--dry-run", "--pair", "en-cs", "--only", f"baseline,{strategy},5k", "--data",
                  cs_setup["data"], "--work-dir", cs_setup["work"], "--grid-dir", str(tmp_path)])
    with pytest.raises(SystemExit, match="--pair en-fr: for prep, grid and report only"):
        main(["ft", "--pair", "en-fr", "--data", cs_setup["data"], "--work-dir", cs_setup["work"]])


def test_en_cs_prep_and_a_tiny_cell_with_a_target_side_bpe(cs_setup, tmp_path, capsys):
    """prep --pair en-cs learns bpe/cs.model on train.cs alone and makes shards with the joint BPE on the English
    side; the baseline cell trains on them, decodes test_2016_flickr into .hyp.cs and scores it against the cs
    references; the dry run lists only the strategies without a target LM."""
    import sacrebleu

    from lm4gen.data_prep import manifest as mf
    from lm4gen.launcher.multi30k import main

    work, grid = cs_setup["work"], tmp_path / "grid-en-cs"
    common = ["--pair", "en-cs", "--data", cs_setup["data"], "--work-dir", work, "--grid-dir", str(grid)]
    assert main(["prep", "--target-vocab-size", "120", "--workers", "1", *common]) == 0
    manifest = mf.load(os.path.join(work, "shards", "en-cs", "bitext-5k"))
    assert not manifest.get("joint_tokenizer")
    assert manifest["tgt_tokenizer"]["vocab_size"] == 120 != manifest["src_tokenizer"]["vocab_size"]
    capsys.readouterr()
    assert main(["grid", "--dry-run", "--only", "5k,seed1", *TINY, *common]) == 0
    listing = capsys.readouterr().out
    assert "src-elmo-shdemb-5k-seed1" in listing and "tgt-ft" not in listing and "shared-5k" not in listing
    r = subprocess.run([sys.executable, "-m", "lm4gen", "multi30k", "grid", "--only", "baseline,5k,seed1", *TINY,
                        *common], env=launcher_free_env(), capture_output=True, text=True, timeout=600, cwd=ROOT,
                       check=False)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    rec = json.loads((grid / "baseline-5k-seed1.json").read_text())
    assert rec["pair"] == "en-cs" and rec["tokenizers"]["target"] == "bpe/cs.model"
    assert rec["hypotheses"] == "baseline-5k-seed1.test_2016_flickr.hyp.cs"
    assert (f"data.train={os.path.join(work, 'shards', 'en-cs', 'bitext-5k')}"
            in rec["commands"]["train"].replace("'", ""))
    refs = gzip.open(os.path.join(cs_setup["data"], "task1", "test_2016_flickr.cs.gz"), "rt").read().splitlines()
    hyps = (grid / rec["hypotheses"]).read_text(encoding="utf-8").splitlines()
    assert rec["test_bleu"] == pytest.approx(sacrebleu.corpus_bleu(hyps, [refs]).score)
    assert rec["bleu_signature"].startswith("nrefs:1|case:mixed") and rec["test_chrf"] is not None
    assert "test_2016_flickr.cs" in rec["references"]
    # SRC-ELMO reads the English cloze LM (joint BPE) over the English side of the en-cs shards, its states cached
    # in the pair's own cache directory (the en-de cells' cache of this LM and size holds other shards)
    r = subprocess.run([sys.executable, "-m", "lm4gen", "multi30k", "grid", "--only", "src-elmo,5k,seed1",
                        "--tune-values",
                        "0.3", *TINY, *common], env=launcher_free_env(), capture_output=True, text=True, timeout=600,
                       cwd=ROOT, check=False)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    elmo = json.loads((grid / "src-elmo-5k-seed1.json").read_text())
    assert elmo["lm"]["path"] == "lm/cloze.pt" and elmo["config"]["run"]["model"]["cache_lm_states"] is True
    assert os.path.basename(elmo["config"]["run"]["model"]["lm_cache_dir"]).startswith("en-cs-5k-")
    assert (grid / "src-elmo-5k-seed1.test_2016_flickr.hyp.cs").exists()
    readme = (grid / "README.md").read_text(encoding="utf-8")
    assert "— en-cs, a target-side BPE" in readme and "`CELL.test_2016_flickr.hyp.cs`" in readme


def test_news_source_lm_prep_and_tiny_cells_read_the_news_lm_over_its_own_bpe(cs_setup, tmp_path):
    """--source-lm news (#50 item 3): prep tokenizes the English side with the news LM's BPE (the target side keeps
    the joint one) into shards/en-de-news-lm; SRC-ELMO reads the news LM from --news-dir (its state cache keyed by
    that LM); the records say so; the strategies that need a target LM are refused in one line."""
    from lm4gen.data_prep import bpe
    from lm4gen.data_prep import manifest as mf
    from lm4gen.launcher.multi30k import main
    from lm4gen.launcher.multi30k_steps import lm_card
    from helpers.multi30k_grid import fake_lm_run

    work, news, grid = cs_setup["work"], tmp_path / "cnndm", tmp_path / "grid-en-de-news-lm"
    (news / "bpe").mkdir(parents=True)
    english = gzip.open(os.path.join(cs_setup["data"], "task1", "train.en.gz"), "rt").read()
    (tmp_path / "news.txt").write_text(english, encoding="utf-8")
    bpe.train([str(tmp_path / "news.txt")], str(news / "bpe" / "news"), vocab_size=200, num_threads=1)
    shutil.copy(news / "bpe" / "news.model", news / "bpe" / "joint.model")  # what fake_lm_run's recipe names
    (news / "shards" / "mono.en").mkdir(parents=True)
    (news / "shards" / "mono.en" / "manifest.json").write_text("{}")
    (news / "lm").mkdir()
    make_export(news / "lm" / "cloze.pt", str(news / "bpe" / "news.model"), kind="cloze")
    fake_lm_run(news, "cloze", [9.0, 7.0])
    lm_card(str(news), str(news / "lm" / "cloze.pt"))
    common = ["--source-lm", "news", "--news-dir", str(news), "--data", cs_setup["data"], "--work-dir", work,
              "--grid-dir", str(grid)]
    with pytest.raises(SystemExit, match=r"--source-lm news: strategy 'tgt-ft' is not run .*a source-side LM"):
        main(["grid", "--dry-run", "--only", "baseline,tgt-ft,5k", *common])
    assert main(["prep", "--workers", "1", *common]) == 0
    manifest = mf.load(os.path.join(work, "shards", "en-de-news-lm", "bitext-5k"))
    assert manifest["src_tokenizer"]["vocab_size"] == 200 != manifest["tgt_tokenizer"]["vocab_size"]
    r = subprocess.run([sys.executable, "-m", "lm4gen", "multi30k", "grid", "--only", "baseline,src-elmo,5k,seed1",
                        "--tune-values", "0.3", *TINY, *common], env=launcher_free_env(), capture_output=True,
                       text=True, timeout=900, cwd=ROOT, check=False)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    elmo = json.loads((grid / "src-elmo-5k-seed1.json").read_text())
    assert elmo["source_lm"] == "news" and elmo["lm"]["path"] == os.path.relpath(news / "lm" / "cloze.pt", work)
    assert elmo["tokenizers"]["source"] == os.path.relpath(news / "bpe" / "news.model", work)
    assert elmo["config"]["run"]["model"]["cache_lm_states"] is True
    assert f"data.train={os.path.join(work, 'shards', 'en-de-news-lm', 'bitext-5k')}" in \
        elmo["commands"]["train"].replace("'", "")
    assert (grid / "src-elmo-5k-seed1.test_2016_flickr.hyp.de").exists()
    assert json.loads((grid / "baseline-5k-seed1.json").read_text())["tokenizers"]["source"] == \
        elmo["tokenizers"]["source"]  # the baseline of this grid has the news vocabulary on its source side
    assert "news cloze LM" in (grid / "README.md").read_text(encoding="utf-8")
