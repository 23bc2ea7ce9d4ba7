"""All the English text here for pretraining an English LM, one sentence per line.

    python -m launcher.english_corpus runs/classify/english.txt

Sources, in this order (the output keeps it, first occurrence wins):

1. Multi30k task2 English: ``multi30k/task2/train.{1..5}.en.gz`` (145K image
   descriptions of the training images);
2. the unlabeled sentences of the three minBERT *training* sets: ``sst-train``
   (sentence), ``quora-train`` and ``sts-train`` (sentence1 then sentence2 of each row),
   read with :func:`finetune.tasks.read_task` (the header checked, bad rows skipped
   and counted).

Lines are stripped; empty lines and invalid UTF-8 are skipped and counted; exact
duplicates (after collapsing runs of white space) are dropped. No sentence of a dev
set may leak into pretraining: every text of ``sst-dev``, ``quora-dev`` and ``sts-dev``
is collected first and a candidate equal to one of them (white space collapsed, case
folded) is left out and counted per source. The output (written atomically) is the
same for the same inputs. Counts per source are printed.

Data: ``../shared/data`` (``--data``), never copied into the repository.
"""

from __future__ import annotations

import argparse
import glob
import os
import sys
from collections import Counter
from typing import Iterator

from data_prep.common import InputError, atomic_write, iter_text_lines
from finetune.tasks import read_task, task_spec

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_DATA = os.path.join(os.path.dirname(ROOT), "shared", "data")
TASK_NAMES = ("sst", "quora", "sts")


def _key(text: str) -> str:
    return " ".join(text.split())


def _dev_key(text: str) -> str:
    return _key(text).casefold()


def multi30k_files(data: str) -> list[str]:
    files = sorted(glob.glob(os.path.join(glob.escape(data), "multi30k", "task2", "train.*.en.gz")))
    if not files:
        raise InputError(f"no Multi30k task2 English files: {os.path.join(data, 'multi30k', 'task2', 'train.*.en.gz')} "
                         "(is --data the shared data folder?)")
    return files


def task_file(data: str, name: str, split: str) -> str:
    path = os.path.join(data, "minbert", f"{name}-{split}.tsv.gz")
    if not os.path.isfile(path):
        raise InputError(f"minBERT file not found: {path} (is --data the shared data folder?)")
    return path


def _task_texts(path: str, name: str, on_bad_line: str, stats: Counter) -> Iterator[str]:
    ex = read_task(path, task_spec(name), on_bad_line)
    for reason, n in ex.skipped.items():
        stats[f"bad_row_{reason}"] += n
    for texts in ex.texts:
        yield from texts


def collect(output: str, data: str = DEFAULT_DATA, on_bad_line: str = "skip", log=print) -> dict:
    """Write the corpus to ``output``; return the counts per source and in total."""
    dev: set[str] = set()
    for name in TASK_NAMES:
        for texts in read_task(task_file(data, name, "dev"), task_spec(name), on_bad_line).texts:
            dev.update(_dev_key(t) for t in texts)
    sources = [(os.path.relpath(p, data), lambda s, p=p: iter_text_lines(p, s)) for p in multi30k_files(data)]
    for name in TASK_NAMES:
        path = task_file(data, name, "train")
        sources.append((os.path.relpath(path, data), lambda s, p=path, n=name: _task_texts(p, n, on_bad_line, s)))
    seen: set[str] = set()
    report: dict[str, dict] = {}
    with atomic_write(output, "w") as f:
        for label, texts in sources:
            stats: Counter = Counter()
            for text in texts(stats):
                stats["sentences"] += 1
                key = _key(text)
                if key in seen:
                    stats["duplicate"] += 1
                    continue
                if _dev_key(text) in dev:
                    stats["dev_overlap"] += 1
                    continue
                seen.add(key)
                f.write(key + "\n")
                stats["kept"] += 1
            report[label] = dict(sorted(stats.items()))
            log(f"[english_corpus] {label}: " + ", ".join(f"{k} {v:,}" for k, v in report[label].items()))
    total = Counter()
    for stats in report.values():
        total.update(stats)
    result = {"output": output, "dev_sentences": len(dev), "sources": report, "total": dict(sorted(total.items()))}
    log(f"[english_corpus] wrote {total['kept']:,} sentences to {output}; left out {total['dev_overlap']:,} equal to one "
        f"of the {len(dev):,} dev sentences, {total['duplicate']:,} duplicates")
    return result


def _main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m launcher.english_corpus", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("output", help="the text file to write (one sentence per line)")
    p.add_argument("--data", default=DEFAULT_DATA, help="the shared data folder holding multi30k/ and minbert/ "
                                                        "(default: %(default)s)")
    p.add_argument("--on-bad-line", default="skip", choices=["skip", "error"],
                   help="a malformed task row: skip and count, or stop with an error naming file and line")
    a = p.parse_args(argv)
    collect(a.output, a.data, a.on_bad_line)
    return 0


def main(argv=None) -> int:
    """The command; a user's error is one line naming the file and exit code 2."""
    from launcher.errors import run

    return run(_main, argv)


if __name__ == "__main__":
    sys.exit(main())
