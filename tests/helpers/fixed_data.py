"""Inputs of the data tools' golden tests (tests/integration/test_shard.py, tests/unit/test_bitext.py): the same bytes
on every machine and with every library version. The tokenizer is a word-level ``tokenizer.json`` written field by field
(not by ``tokenizers``' ``save``, whose layout follows its version); the text comes from Python's ``random`` with a
fixed seed (its ``choice``/``randint`` are the same sequence on every platform), with the cases the tools handle:
empty lines, exact and normalised duplicates, invalid UTF-8, documents, long and unbalanced pairs."""

from __future__ import annotations

import hashlib
import json
import os
import random

SPECIALS = ("<pad>", "<unk>", "<s>", "</s>")
WORDS = ("the", "a", "one", "red", "blue", "green", "old", "young", "small", "big", "dog", "cat", "bird", "fish",
         "house", "tree", "river", "road", "city", "boat", "sees", "finds", "likes", "takes", "gives", "makes",
         "near", "under", "over", "with", "and", "but", "today", "slowly", "quickly", "never", "always", "again",
         "der", "die", "das", "ein", "rot", "blau", "alt", "jung", "hund", "katze", "haus", "baum", "fluss", "sieht",
         "findet", "mag", "nimmt", "gibt", "unter", "über", "heute", "immer", "nie", ".", ",", "?")


def write_tokenizer(path: str) -> str:
    """A word-level tokenizer.json (NFKC, whitespace pre-tokenizer; ids 0-3 the specials, a word outside WORDS
    is <unk>)."""
    vocab = {token: i for i, token in enumerate(SPECIALS + WORDS)}
    added = [{"id": i, "content": token, "single_word": False, "lstrip": False, "rstrip": False, "normalized": False,
              "special": True} for i, token in enumerate(SPECIALS)]
    spec = {"version": "1.0", "truncation": None, "padding": None, "added_tokens": added,
            "normalizer": {"type": "NFKC"}, "pre_tokenizer": {"type": "Whitespace"}, "post_processor": None,
            "decoder": None, "model": {"type": "WordLevel", "vocab": vocab, "unk_token": "<unk>"}}
    with open(path, "w", encoding="utf-8") as f:
        json.dump(spec, f, sort_keys=True, indent=1)
    return path


def sentence(rng: random.Random, low: int = 3, high: int = 12) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(low, high)))


def write_mono(path: str, num_lines: int, seed: int, documents: bool = False) -> str:
    """One sentence per line; every 37th line empty, every 50th a duplicate of an earlier line, every 61st the
    same with a full-width letter (a duplicate after NFKC), line 100 invalid UTF-8; with ``documents`` a blank line
    after every 4-8 sentences."""
    rng = random.Random(seed)
    lines: list[bytes] = []
    for i in range(1, num_lines + 1):
        if i % 37 == 0:
            line = ""
        elif i % 50 == 0:
            line = lines[rng.randrange(len(lines))].decode("utf-8", "replace")
        elif i % 61 == 0:  # the line before, its first letter full-width
            before = lines[-1].decode("utf-8", "replace")
            line = chr(ord(before[0]) + 0xFEE0) + before[1:] if before[:1].isalpha() else before
        else:
            line = sentence(rng)
        lines.append(b"\xff\xfe broken" if i == 100 else line.encode())
        if documents and rng.randint(1, 6) == 1:
            lines.append(b"")
    with open(path, "wb") as f:
        f.write(b"".join(line + b"\n" for line in lines))
    return path


def write_pairs(src_path: str, tgt_path: str, num_pairs: int, seed: int) -> tuple[str, str]:
    """Line-aligned pairs: the target a shuffled copy of the source with 0-4 more words; every 23rd target three
    times as long (a ratio drop), every 29th source 40 words (too long), every 31st pair empty on one side, every
    41st a duplicate of an earlier pair, pair 50 invalid UTF-8 on the target side."""
    rng = random.Random(seed)
    pairs: list[tuple[bytes, bytes]] = []
    for i in range(1, num_pairs + 1):
        src = sentence(rng, 2, 14) if i % 29 else sentence(rng, 40, 40)
        words = src.split()
        rng.shuffle(words)
        tgt = " ".join(words + [rng.choice(WORDS) for _ in range(rng.randint(0, 4))])
        if i % 23 == 0:
            tgt = " ".join([tgt] * 3)
        if i % 31 == 0:
            src = ""
        pair = (src.encode(), tgt.encode())
        if i % 41 == 0:
            pair = pairs[rng.randrange(len(pairs))]
        if i == 50:
            pair = (pair[0], b"\xc3\x28 " + pair[1])
        pairs.append(pair)
    for path, side in ((src_path, 0), (tgt_path, 1)):
        with open(path, "wb") as f:
            f.write(b"".join(pair[side] + b"\n" for pair in pairs))
    return src_path, tgt_path


def tree_sha256(directory: str) -> dict[str, str]:
    """sha256 of every file under ``directory`` (hidden ones included), by relative path."""
    out = {}
    for root, _, names in os.walk(directory):
        for name in names:
            path = os.path.join(root, name)
            with open(path, "rb") as f:
                out[os.path.relpath(path, directory)] = hashlib.sha256(f.read()).hexdigest()
    return dict(sorted(out.items()))


def tree_digest(directory: str) -> str:
    """One sha256 over every file's relative path and sha256 (the golden value of a shard directory)."""
    listing = "".join(f"{path} {sha}\n" for path, sha in tree_sha256(directory).items())
    return hashlib.sha256(listing.encode()).hexdigest()
