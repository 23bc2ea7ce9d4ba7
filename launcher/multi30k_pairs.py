"""Multi30k language pairs beyond English-German (the paper's Table 2 in miniature: a target-side BPE).

    lm4gen multi30k prep --pair en-cs     # bpe/cs.model on task1 train.cs alone, shards/en-cs/bitext{,-5k,-10k}

en-de is the grid as it always was (its commands and file names unchanged: every function here hands en-de back to
the joint-BPE code path). For en-cs and en-fr the source side keeps the English cloze LM's vocabulary (the joint
en-de BPE ``bpe/joint.model``, so SRC-ELMO reads the same LM) and the target side has a BPE learned on task1's
``train.<tgt>`` alone (no Czech or French monolingual text: no target LM, so no TGT-* strategy).
"""

from __future__ import annotations

import os
import sys

from lm4gen.launcher.multi30k_steps import BITEXT, bitext_command

PAIRS = ("en-de", "en-cs", "en-fr")
DEFAULT_PAIR = "en-de"
TARGET_VOCAB = 8000  # target-side BPE pieces: ~29K sentences of one language (the joint en-de BPE has 10K for two)
# strategies that need no target LM: what a pair without German can run
STRATEGIES_WITHOUT_TARGET_LM = ("baseline", "src-elmo", "src-elmo+shdemb")


def target(pair: str) -> str:
    """``en-cs`` -> ``cs``; a one-line SystemExit for a pair the grid does not know."""
    if pair not in PAIRS:
        raise SystemExit(f"[multi30k] --pair: unknown {pair!r}; pairs are {', '.join(PAIRS)}")
    return pair.split("-")[1]


def refuse_strategies(pair: str, strategies: list[str]) -> None:
    """A pair other than en-de has no target LM: a strategy that needs one (TGT-*, SHARED, SRC-FT's...) is refused in
    one line."""
    if pair == DEFAULT_PAIR:
        return
    refused = [s for s in strategies if s not in STRATEGIES_WITHOUT_TARGET_LM]
    if refused:
        raise SystemExit(f"[multi30k] --pair {pair}: strategy {refused[0]!r} is not run for this pair "
                         f"(no {target(pair)} "
                         f"LM; the pair's strategies: {', '.join(STRATEGIES_WITHOUT_TARGET_LM)})")


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


def pair_bitext_command(data: str, work_dir: str, pair: str, pairs: str, workers: int) -> tuple[list[str], str]:
    """The bitext command of one shard set for ``pair``: en-de's own (:func:`bitext_command`, unchanged); other pairs:
    the same sizes and filters, the English side with the joint BPE, the target side with its own."""
    if pair == DEFAULT_PAIR:
        return bitext_command(data, work_dir, pairs, workers)
    tgt = target(pair)
    name, per_shard, max_pairs = BITEXT[pairs]
    def files(split):
        return [os.path.join(data, "task1", f"{split}.{lang}.gz") for lang in ("en", tgt)]
    out = shards_dir(work_dir, pair, name)
    cmd = [sys.executable, "-m", "lm4gen", "bitext", "--train", *files("train"), "--valid", *files("val"),
           "--test", *files("test_2016_flickr"), "--src-tokenizer", os.path.join(work_dir, "bpe", "joint.model"),
           "--tgt-tokenizer", target_tokenizer(work_dir, pair),
           "--output", out, "--samples-per-shard", str(per_shard), "--workers", str(workers)]
    return cmd + (["--max-pairs", str(max_pairs)] if max_pairs else []), out


def prep_pair(data: str, work_dir: str, pair: str, workers: int, vocab_size: int, run_step, log) -> None:
    """``prep --pair`` for a pair other than en-de: the target BPE, then the three shard sets (each skipped when
    complete). The joint BPE (en-de ``prep``) must be there: the source side is the English LM's vocabulary."""
    joint = os.path.join(work_dir, "bpe", "joint.model")
    if not os.path.exists(joint):
        raise SystemExit(f"[multi30k] --pair {pair}: {joint} is missing: run `lm4gen multi30k prep` (en-de) first; "
                         "the source side keeps the English cloze LM's vocabulary")
    cmd, marker = target_bpe_command(data, work_dir, pair, vocab_size)
    run_step(cmd, marker, log)
    for pairs in BITEXT:
        cmd, out = pair_bitext_command(data, work_dir, pair, pairs, workers)
        run_step(cmd, os.path.join(out, "manifest.json"), log)
