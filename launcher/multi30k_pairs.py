"""Multi30k language pairs beyond English-German (the paper's Table 2 in miniature: a target-side BPE), and the
source-side LM trained on news instead of captions.

    lm4gen multi30k prep --pair en-cs     # bpe/cs.model on task1 train.cs alone, shards/en-cs/bitext{,-5k,-10k}
    lm4gen multi30k prep --source-lm news # shards/en-de-news-lm/...: English with the news LM's BPE

en-de is the grid as it always was (its commands and file names unchanged: every function here hands en-de back to
the joint-BPE code path). For en-cs and en-fr the source side keeps the English cloze LM's vocabulary (the joint
en-de BPE ``bpe/joint.model``, so SRC-ELMO reads the same LM) and the target side has a BPE learned on task1's
``train.<tgt>`` alone (no Czech or French monolingual text: no target LM, so no TGT-* strategy).

``--source-lm news``: SRC-* read the cloze LM of the CNN/DailyMail recipe (``lm4gen cnndm lm``: trained on news
articles only, ``<news dir>/lm/cloze.pt``) in place of the caption LM; the source side is tokenized with that LM's
BPE (``<news dir>/bpe/news.model``), the target side keeps the pair's. Its data, runs and records carry the name
``<pair>-news-lm`` (:func:`variant`); the baseline of that grid has the same source vocabulary.
"""

from __future__ import annotations

import os
import sys

from lm4gen.launcher.multi30k_steps import BITEXT, ROOT, bitext_command

PAIRS = ("en-de", "en-cs", "en-fr")
SOURCE_LMS = ("captions", "news")  # SRC-*'s English cloze LM: the grid's (task2 captions) or the CNN/DailyMail one
DEFAULT_NEWS_DIR = os.path.join(ROOT, "runs", "cnndm")  # the cnndm recipe's --work-dir
DEFAULT_PAIR = "en-de"
TARGET_VOCAB = 8000  # target-side BPE pieces: ~29K sentences of one language (the joint en-de BPE has 10K for two)
# strategies that need no target LM: what a pair without German can run
STRATEGIES_WITHOUT_TARGET_LM = ("baseline", "src-elmo", "src-elmo+shdemb")


def target(pair: str) -> str:
    """``en-cs`` -> ``cs``; a one-line SystemExit for a pair the grid does not know."""
    if pair not in PAIRS:
        raise SystemExit(f"[multi30k] --pair: unknown {pair!r}; pairs are {', '.join(PAIRS)}")
    return pair.split("-")[1]


def variant(pair: str, source_lm: str = "captions") -> str:
    """The name of a grid's shards, runs and records: the pair, ``<pair>-news-lm`` with the news source LM."""
    return pair if source_lm == "captions" else f"{pair}-{source_lm}-lm"


def source_tokenizer(work_dir: str, source_lm: str = "captions", news_dir: str = DEFAULT_NEWS_DIR) -> str:
    """The source side's tokenizer: the joint BPE (the caption LM's), or the news LM's BPE."""
    if source_lm == "news":
        return os.path.join(news_dir, "bpe", "news.model")
    return os.path.join(work_dir, "bpe", "joint.model")


def news_lm_export(news_dir: str) -> str:
    """The news cloze LM (``lm4gen cnndm lm``)."""
    return os.path.join(news_dir, "lm", "cloze.pt")


def refuse_strategies(pair: str, strategies: list[str], source_lm: str = "captions") -> None:
    """A pair other than en-de has no target LM, and the news variant is about the source LM: a strategy that needs a
    target LM (TGT-*, SHARED, SRC-FT's...) is refused in one line."""
    if pair == DEFAULT_PAIR and source_lm == "captions":
        return
    refused = [s for s in strategies if s not in STRATEGIES_WITHOUT_TARGET_LM]
    if refused:
        why = f"no {target(pair)} LM" if pair != DEFAULT_PAIR else "the news LM is a source-side LM"
        option = f"--pair {pair}" if pair != DEFAULT_PAIR else f"--source-lm {source_lm}"
        raise SystemExit(f"[multi30k] {option}: strategy {refused[0]!r} is not run for this pair "
                         f"({why}; the strategies: {', '.join(STRATEGIES_WITHOUT_TARGET_LM)})")


def grid_dir(default: str, pair: str) -> str:
    """The pair's records: ``reports/multi30k/grid`` for en-de, ``grid-<pair>`` beside it otherwise."""
    return default if pair == DEFAULT_PAIR else os.path.join(os.path.dirname(default.rstrip(os.sep)), f"grid-{pair}")


def hypothesis_name(run_name: str, pair: str) -> str:
    return f"{run_name}.test_2016_flickr.hyp.{target(pair)}"


def target_tokenizer(work_dir: str, pair: str) -> str:
    """The tokenizer of the target side: the joint one for en-de, ``bpe/<tgt>.model`` otherwise."""
    tgt = target(pair)
    return os.path.join(work_dir, "bpe", "joint.model" if pair == DEFAULT_PAIR else f"{tgt}.model")


def target_bpe_command(data: str, work_dir: str, pair: str, vocab_size: int = TARGET_VOCAB) -> tuple[list[str], str]:
    """``lm4gen bpe`` on task1 ``train.<tgt>.gz`` alone and its completion marker (``bpe/<tgt>.json``)."""
    prefix = os.path.join(work_dir, "bpe", target(pair))
    cmd = [sys.executable, "-m", "lm4gen", "bpe", "--input", os.path.join(data, "task1", f"train.{target(pair)}.gz"),
           "--output-prefix", prefix, "--vocab-size", str(vocab_size), "--character-coverage", "1.0"]
    return cmd, prefix + ".json"


def shards_dir(work_dir: str, pair: str, name: str) -> str:
    """Where a shard set of :data:`lm4gen.launcher.multi30k_steps.BITEXT` lives: ``shards/<name>`` for en-de,
    ``shards/<pair>/<name>`` otherwise."""
    return (os.path.join(work_dir, "shards", name) if pair == DEFAULT_PAIR
            else os.path.join(work_dir, "shards", pair, name))


def pair_bitext_command(data: str, work_dir: str, pair: str, pairs: str, workers: int, source_lm: str = "captions",
                        news_dir: str = DEFAULT_NEWS_DIR) -> tuple[list[str], str]:
    """The bitext command of one shard set for ``pair``: en-de's own (:func:`bitext_command`, unchanged); other pairs
    and the news source LM: the same sizes and filters, each side with its own tokenizer (:func:`source_tokenizer`,
    :func:`target_tokenizer`)."""
    if pair == DEFAULT_PAIR and source_lm == "captions":
        return bitext_command(data, work_dir, pairs, workers)
    tgt = target(pair)
    name, per_shard, max_pairs = BITEXT[pairs]
    def files(split):
        return [os.path.join(data, "task1", f"{split}.{lang}.gz") for lang in ("en", tgt)]
    out = shards_dir(work_dir, variant(pair, source_lm), name)
    cmd = [sys.executable, "-m", "lm4gen", "bitext", "--train", *files("train"), "--valid", *files("val"),
           "--test", *files("test_2016_flickr"), "--src-tokenizer", source_tokenizer(work_dir, source_lm, news_dir),
           "--tgt-tokenizer", target_tokenizer(work_dir, pair),
           "--output", out, "--samples-per-shard", str(per_shard), "--workers", str(workers)]
    return cmd + (["--max-pairs", str(max_pairs)] if max_pairs else []), out


def prep_pair(data: str, work_dir: str, pair: str, workers: int, vocab_size: int, run_step, log,
              source_lm: str = "captions", news_dir: str = DEFAULT_NEWS_DIR) -> None:
    """``prep --pair`` / ``--source-lm news``: the target BPE (a pair other than en-de), then the three shard sets
    (each skipped when complete). The source side's BPE must be there: the joint one (en-de ``prep``) or the news
    LM's (``lm4gen cnndm prep``)."""
    source = source_tokenizer(work_dir, source_lm, news_dir)
    if not os.path.exists(source):
        made_by = "lm4gen cnndm prep" if source_lm == "news" else "lm4gen multi30k prep` (en-de"
        raise SystemExit(f"[multi30k] {variant(pair, source_lm)}: {source} is missing: run `{made_by}` first; "
                         "the source side keeps its English cloze LM's vocabulary")
    if pair != DEFAULT_PAIR:
        cmd, marker = target_bpe_command(data, work_dir, pair, vocab_size)
        run_step(cmd, marker, log)
    for pairs in BITEXT:
        cmd, out = pair_bitext_command(data, work_dir, pair, pairs, workers, source_lm, news_dir)
        run_step(cmd, os.path.join(out, "manifest.json"), log)
