"""The embedded default data: the synthetic English-German corpus, its joint BPE, the LM shards and the bitext
shards the quickstart and every default config train on (``runs/quickstart``), built by the project's own data
commands, each stage skipped when complete. :func:`ensure_default_data` builds them once per job (ranks take turns
on a lock file); :func:`prepare_data` is what ``lm4gen quickstart`` and the recipes run."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import threading
import time

from lm4gen.core.cli import command_line
from lm4gen.core.preempt import EXIT_INTERRUPTED, EXIT_PREEMPTED


@contextlib.contextmanager
def ctrl_c_left_to_the_stage():
    """While a stage runs, a Ctrl-C at the terminal (SIGINT to the whole foreground process group: the stage got it
    too) is the stage's to handle: it checkpoints and exits 130, which :func:`run_step` passes on. Without this,
    ``subprocess.run`` would raise KeyboardInterrupt here and kill the stage before it saved. A no-op handler, not
    SIG_IGN: an ignored signal would stay ignored in the stage (exec keeps SIG_IGN, resets handlers)."""
    if signal.getsignal(signal.SIGINT) is None or threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, lambda signum, frame: None)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def run_step(cmd: list[str], done_marker: str | None, log) -> float:
    shown = command_line(cmd)
    if done_marker and os.path.exists(done_marker):
        log(f"skip (complete: {done_marker}): {shown}")
        return 0.0
    log(f"$ {shown}")
    start = time.time()
    with ctrl_c_left_to_the_stage():
        result = subprocess.run(cmd)
    if result.returncode in (EXIT_PREEMPTED, EXIT_INTERRUPTED):
        what = "Ctrl-C" if result.returncode == EXIT_INTERRUPTED else "a signal"
        log(f"stopped by {what} after writing a checkpoint: rerun the same command to continue ({shown})")
        raise SystemExit(result.returncode)
    if result.returncode != 0:
        log(f"stage failed with exit code {result.returncode}: {shown}")
        raise SystemExit(1)
    return time.time() - start


# The embedded setting (reports/quickstart/README.md): a low-resource bitext beside 20,000 monolingual sentences per
# language, in a grammar with collocations (without them an LM cannot tell the words of one class apart, and its
# representations hurt the translation); fine-tuning long enough that the two systems separate far beyond last-bit
# rounding, which decided the ranking after 12 epochs (60 epochs of 512-token batches, no early stop; neither has
# converged then: at 150 epochs the gain is smaller but still there, see the report).
PAIRS, MONO, COLLOCATIONS = 1500, 20000, 0.8


def prepare_data(work: str, log, mono: int = MONO, pairs: int = PAIRS, vocab_size: int = 2000, workers: int = 2,
                 seed: int = 1, ranks: int = 2, rare_nouns: int = 0,
                 collocations: float = COLLOCATIONS) -> dict[str, float]:
    """The data stages — synthetic corpus, joint BPE, LM shards (``shards/mono.{en,de}``), bitext shards
    (``shards/bitext``) — under ``work``, each skipped when complete; seconds per stage. Every stage runs as one
    task (``--task-index 0 --num-tasks 1``), whatever launcher environment calls it."""
    corpus, bpe, shards = (os.path.join(work, d) for d in ("corpus", "bpe", "shards"))
    py, one_task = [sys.executable, "-m"], ["--task-index", "0", "--num-tasks", "1"]
    extra = ["--rare-nouns", str(rare_nouns)] if rare_nouns else []
    extra += ["--collocations", str(collocations)] if collocations else []
    times = {"synth": run_step(py + ["lm4gen", "synth", "--output", corpus, "--seed", str(seed), "--mono", str(mono),
                                 "--train", str(pairs), *extra], os.path.join(corpus, "card.json"), log)}
    texts = [os.path.join(corpus, f) for f in ("mono.en", "mono.de", "train.en", "train.de")]
    times["bpe"] = run_step(py + ["lm4gen", "bpe", "--input", *texts, "--output-prefix", os.path.join(bpe, "joint"),
                              "--vocab-size", str(vocab_size), "--seed", str(seed)], os.path.join(bpe, "joint.json"),
                            log)
    model = os.path.join(bpe, "joint.model")
    # up to 2,500 samples per shard, at least two shards per rank (every rank's loader needs its own)
    per_shard = lambda n: str(max(1, min(2500, n // (2 * ranks))))  # noqa: E731 - a one-line helper
    times["shard"] = 0.0
    for lang in ("en", "de"):
        out = os.path.join(shards, f"mono.{lang}")
        times["shard"] += run_step(py + ["lm4gen", "shard", "--input", os.path.join(corpus, f"mono.{lang}"),
                                     "--tokenizer", model, "--output", out, "--valid-fraction", "0.02",
                                     "--samples-per-shard", per_shard(mono),
                                     "--workers", str(workers), *one_task], os.path.join(out, "manifest.json"), log)
    out = os.path.join(shards, "bitext")
    pair = lambda split: [os.path.join(corpus, f"{split}.en"), os.path.join(corpus, f"{split}.de")]  # noqa: E731 - a one-line helper
    times["bitext"] = run_step(py + ["lm4gen", "bitext", "--train", *pair("train"), "--valid", *pair("valid"),
                                 "--test", *pair("test"), "--tokenizer", model, "--output", out,
                                 "--samples-per-shard", per_shard(pairs), "--workers", str(workers), *one_task],
                           os.path.join(out, "manifest.json"), log)
    return times


def ensure_default_data(work: str, log) -> bool:
    """The quickstart's data (:func:`prepare_data` with its defaults) under ``work``, built unless complete;
    True when this call built it. Processes of one job (ranks) take turns on a lock file: the first builds,
    the others wait and find it complete."""
    import fcntl

    os.makedirs(work, exist_ok=True)
    done = [os.path.join(work, "shards", d, "manifest.json") for d in ("mono.en", "mono.de", "bitext")]
    with open(os.path.join(work, ".data.lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes, or when this process dies
        if all(map(os.path.exists, done)):
            return False
        log(f"the default data is not there yet: building the embedded corpus and its shards in {work} "
            "(the data stages of lm4gen quickstart; later runs reuse them)")
        prepare_data(work, log)
        return True
