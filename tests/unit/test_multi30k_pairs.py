"""The Multi30k grid for a pair other than en-de (#50 item 2): a target-side BPE, per-side vocabularies, per-pair
commands and records, the strategies that need no target LM."""

import os



def test_per_pair_commands_and_en_de_unchanged():
    from lm4gen.launcher.multi30k_pairs import (
        grid_dir,
        hypothesis_name,
        pair_bitext_command,
        target_bpe_command,
    )
    from lm4gen.launcher.multi30k_steps import bitext_command

    assert pair_bitext_command("D", "W", "en-de", "5k", 2) == bitext_command("D", "W", "5k", 2)
    cmd, out = pair_bitext_command("D", "W", "en-fr", "5k", 2)
    assert out == os.path.join("W", "shards", "en-fr", "bitext-5k")
    assert cmd[cmd.index("--train") + 1:cmd.index("--valid")] == ["D/task1/train.en.gz", "D/task1/train.fr.gz"]
    assert cmd[cmd.index("--test") + 2] == "D/task1/test_2016_flickr.fr.gz"
    assert cmd[cmd.index("--src-tokenizer") + 1] == "W/bpe/joint.model" and "--tokenizer" not in cmd
    assert cmd[cmd.index("--tgt-tokenizer") + 1] == "W/bpe/fr.model"
    assert cmd[cmd.index("--samples-per-shard"):] == ["--samples-per-shard", "1000", "--workers", "2", "--max-pairs",
                                                      "5000"]
    bpe, marker = target_bpe_command("D", "W", "en-cs", 500)
    assert bpe[bpe.index("--input") + 1:bpe.index("--output-prefix")] == ["D/task1/train.cs.gz"]  # the target alone
    assert marker == "W/bpe/cs.json" and bpe[bpe.index("--vocab-size") + 1] == "500"
    assert grid_dir("/r/multi30k/grid", "en-cs") == "/r/multi30k/grid-en-cs"
    assert grid_dir("/r/multi30k/grid", "en-de") == "/r/multi30k/grid"
    assert hypothesis_name("baseline-5k-seed1", "en-cs") == "baseline-5k-seed1.test_2016_flickr.hyp.cs"


def test_the_news_source_lm_variant_commands():
    from lm4gen.launcher.multi30k_pairs import grid_dir, pair_bitext_command, source_tokenizer, variant

    assert variant("en-de") == "en-de" and variant("en-de", "news") == "en-de-news-lm"
    assert source_tokenizer("W") == "W/bpe/joint.model" and source_tokenizer("W", "news", "N") == "N/bpe/news.model"
    cmd, out = pair_bitext_command("D", "W", "en-de", "5k", 2, "news", "N")
    assert out == os.path.join("W", "shards", "en-de-news-lm", "bitext-5k")
    assert cmd[cmd.index("--src-tokenizer") + 1] == "N/bpe/news.model"
    assert cmd[cmd.index("--tgt-tokenizer") + 1] == "W/bpe/joint.model"  # German keeps the grid's vocabulary
    assert cmd[cmd.index("--test") + 2] == "D/task1/test_2016_flickr.de.gz"
    assert grid_dir("/r/multi30k/grid", variant("en-de", "news")) == "/r/multi30k/grid-en-de-news-lm"


def test_the_joint_bpe_reads_english_and_german_alone(tmp_path):
    """task1 holds Czech and French beside English and German: the en-de joint BPE (the English cloze LM's
    vocabulary, every pair's source side) must not learn from them (a glob of task1/train.*.gz did, and changed
    the tokenizer the committed en-de grid was built with)."""
    import gzip

    from lm4gen.launcher.multi30k_steps import joint_bpe_inputs

    for name in ["task1/train.en.gz", "task1/train.de.gz", "task1/train.cs.gz", "task1/train.fr.gz",
                 *[f"task2/train.{i}.{lang}.gz" for i in range(1, 6) for lang in ("en", "de")]]:
        os.makedirs(tmp_path / os.path.dirname(name), exist_ok=True)
        with gzip.open(tmp_path / name, "wt") as f:
            f.write("a\n")
    inputs = [os.path.relpath(f, tmp_path) for f in joint_bpe_inputs(str(tmp_path))]
    assert inputs[:2] == ["task1/train.de.gz", "task1/train.en.gz"] and len(inputs) == 12
    assert not [f for f in inputs if f.endswith((".cs.gz", ".fr.gz"))]
