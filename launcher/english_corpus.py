"""All the English text here for pretraining an English LM, one sentence per line.

    lm4gen english-corpus runs/classify/english.txt
    lm4gen english-corpus runs/classify/english-docs.txt --documents   # for MLM + NSP

Sources, in this order (the output keeps it, first occurrence wins):

1. Multi30k task2 English: ``multi30k/task2/train.{1..5}.en.gz`` (145K image
   descriptions of the training images);
2. the unlabeled sentences of the three minBERT *training* sets: ``sst-train``
   (sentence), ``quora-train`` and ``sts-train`` (sentence1 then sentence2 of each row),
   read with :func:`lm4gen.classify.tasks.read_task` (the header checked, bad rows skipped
   and counted).

Lines are stripped; empty lines and invalid UTF-8 are skipped and counted; exact
duplicates (after collapsing runs of white space) are dropped. No sentence of a dev
set may leak into pretraining: every text of ``sst-dev``, ``quora-dev`` and ``sts-dev``
is collected first and a candidate equal to one of them (white space collapsed, case
folded) is left out and counted per source. The output (written atomically) is the
same for the same inputs. Counts per source are printed.

``--documents`` writes the same sentences as blank-line separated documents for
``lm4gen.data_prep.shard --documents`` and the masked LM's next-sentence pairs (``break_mode=nsp``):
the five task2 files describe the same 29,000 images line by line (checked: equal line
counts), so an image's captions make one document, and each task sentence is a document of
its own (it is masked-LM text and a random second segment, never the first of a pair). A
"next sentence" is then another description of the same picture, against one of another.
The real data: 187,528 sentences, 28,460 five-caption documents and 43,123 one-sentence ones.

Data: ``../shared/data`` (``--data``), never copied into the repository.
"""

from __future__ import annotations

import argparse
import glob
import itertools
import os
import sys
from collections import Counter
from typing import Iterator

from lm4gen.core.files import InputError, atomic_write, iter_text_lines
from lm4gen.classify.tasks import read_task, task_spec
from lm4gen.core.errors import run

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
DEFAULT_DATA = os.path.join(os.path.dirname(ROOT), "shared", "data")
TASK_NAMES = ("sst", "quora", "sts")


def spaces_normalized(text: str) -> str:
    return " ".join(text.split())


def _dev_key(text: str) -> str:
    return spaces_normalized(text).casefold()


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


def _image_captions(files: list[str], stats: list[Counter]) -> Iterator[tuple[str | None, ...]]:
    """Line i of every task2 file describes training image i: each image's captions (None: a skipped line)."""
    end = object()
    streams = [iter_text_lines(p, s, placeholders=True) for p, s in zip(files, stats)]
    for line, captions in enumerate(itertools.zip_longest(*streams, fillvalue=end)):
        if any(c is end for c in captions):
            short = next(p for p, c in zip(files, captions) if c is end)
            raise InputError(f"{short}: {line} lines, fewer than another task2 file's (line i of each describes image "
                             "i; --documents needs them aligned)")
        yield captions


def _documents(data: str, on_bad_line: str, stats: dict[str, Counter], documents: bool
               ) -> Iterator[list[tuple[str, str]]]:
    """(source, sentence) lists, in the corpus's order: with ``documents`` one per training image (its captions)
    and one per task sentence; else one per sentence, file after file."""
    files = multi30k_files(data)
    tasks = [(name, task_file(data, name, "train")) for name in TASK_NAMES]
    labels = [os.path.relpath(p, data) for p in files]
    for label in labels + [os.path.relpath(p, data) for _, p in tasks]:
        stats[label] = Counter()
    if documents:
        for captions in _image_captions(files, [stats[label] for label in labels]):
            yield [(label, text) for label, text in zip(labels, captions) if text is not None]
    else:
        for path, label in zip(files, labels):
            yield from ([(label, text)] for text in iter_text_lines(path, stats[label]))
    for name, path in tasks:
        label = os.path.relpath(path, data)
        yield from ([(label, text)] for text in _task_texts(path, name, on_bad_line, stats[label]))


def collect(output: str, data: str = DEFAULT_DATA, on_bad_line: str = "skip", log=print,
            documents: bool = False) -> dict:
    """Write the corpus to ``output``; return the counts per source and in total. With ``documents``, a blank
    line ends each document (``lm4gen.data_prep.shard --documents``, next-sentence pairs): a training image's captions
    are one document, each task sentence one of its own (masked-LM text, never segment A of a pair)."""
    dev: set[str] = set()
    for name in TASK_NAMES:
        for texts in read_task(task_file(data, name, "dev"), task_spec(name), on_bad_line).texts:
            dev.update(_dev_key(t) for t in texts)
    seen: set[str] = set()
    stats: dict[str, Counter] = {}
    docs = 0
    with atomic_write(output, "w") as f:
        for doc in _documents(data, on_bad_line, stats, documents):
            kept = 0
            for label, text in doc:
                stats[label]["sentences"] += 1
                key = spaces_normalized(text)
                if key in seen:
                    stats[label]["duplicate"] += 1
                    continue
                if _dev_key(text) in dev:
                    stats[label]["dev_overlap"] += 1
                    continue
                seen.add(key)
                f.write(key + "\n")
                stats[label]["kept"] += 1
                kept += 1
            if documents and kept:
                f.write("\n")
                docs += 1
    report = {label: dict(sorted(c.items())) for label, c in stats.items()}
    for label, counts in report.items():
        log(f"[english_corpus] {label}: " + ", ".join(f"{k} {v:,}" for k, v in counts.items()))
    total = Counter()
    for counts in report.values():
        total.update(counts)
    result = {"output": output, "dev_sentences": len(dev), "sources": report, "total": dict(sorted(total.items()))}
    if documents:
        result["documents"] = docs
    log(f"[english_corpus] wrote {total['kept']:,} sentences" + (f" in {docs:,} documents" if documents else "")
        + f" to {output}; left out {total['dev_overlap']:,} equal to one of the {len(dev):,} dev sentences, "
        f"{total['duplicate']:,} duplicates")
    return result


def _main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="lm4gen english-corpus", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("output", help="the text file to write (one sentence per line)")
    p.add_argument("--documents", action="store_true",
                   help="blank-line separated documents (lm4gen.data_prep.shard --documents, MLM + "
                        "next-sentence pairs): "
                        "the captions of one training image, or one task sentence")
    p.add_argument("--data", default=DEFAULT_DATA, help="the shared data folder holding multi30k/ and minbert/ "
                                                        "(default: %(default)s)")
    p.add_argument("--on-bad-line", default="skip", choices=["skip", "error"],
                   help="a malformed task row: skip and count, or stop with an error naming file and line")
    a = p.parse_args(argv)
    collect(a.output, a.data, a.on_bad_line, documents=a.documents)
    return 0


def main(argv=None) -> int:
    """The command; a user's error is one line naming the file and exit code 2."""
    return run(_main, argv)


if __name__ == "__main__":
    sys.exit(main())
