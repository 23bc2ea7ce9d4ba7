"""Train a joint sentencepiece BPE model.

    lm4gen bpe --input mono.en mono.de --vocab-size 37000 --output-prefix bpe/joint

writes ``<prefix>.model`` (the sentencepiece model), ``<prefix>.vocab`` (piece and
score per line) and ``<prefix>.json`` (a card: vocabulary size, sha256 of the model,
special ids, inputs, arguments). All three are written atomically.

Special pieces, fixed for every lm4gen tokenizer: ``<pad>`` 0, ``<unk>`` 1, ``<s>`` 2,
``</s>`` 3, then the control symbols ``<mask>`` 4, ``<cls>`` 5, ``<sep>`` 6 used by the
masked-LM objective. Control symbols are never produced from text (a literal
"<mask>" in the corpus is ordinary text), only inserted by id.

Sampling for huge corpora: when the inputs hold more than ``--input-sentence-size``
non-empty lines, a uniform sample of that many lines is drawn with a seeded
reservoir (deterministic), instead of sentencepiece's own unseeded sampling.
Lines are taken from every input in turn, so a joint model over two languages sees
both even when one file is much larger (use ``--balance`` to sample the same number
of lines from each input).
"""

from __future__ import annotations

import argparse
import io
import os
import random
import sys

import sentencepiece as spm
from sentencepiece import sentencepiece_model_pb2 as sp_pb2

from lm4gen.core.files import (
    InputError,
    TOOL_VERSION,
    atomic_write,
    expand_inputs,
    iter_text_lines,
    write_json_atomic,
)
from lm4gen.data_prep.tokenizer import SPECIALS, tokenizer_info

CONTROL_SYMBOLS = ("<mask>", "<cls>", "<sep>")


def read_sample(files: list[str], max_lines: int, seed: int, balance: bool) -> tuple[list[str], dict]:
    """Non-empty, valid UTF-8 lines from ``files`` (a seeded uniform sample when too many)."""
    rng = random.Random(seed)
    per_file = max_lines // len(files) if balance else max_lines
    pooled: list[str] = []
    stats = {"lines": 0, "invalid_utf8": 0, "empty": 0}
    seen_total = 0
    for path in files:
        reservoir: list[str] = [] if balance else pooled
        seen = 0 if balance else seen_total
        limit = per_file
        for text in iter_text_lines(path, stats):
            stats["lines"] += 1
            seen += 1
            if len(reservoir) < limit:
                reservoir.append(text)
            else:  # reservoir sampling (Algorithm R), seeded
                j = rng.randrange(seen)
                if j < limit:
                    reservoir[j] = text
        if balance:
            pooled.extend(reservoir)
        else:
            seen_total = seen
    if not pooled:
        raise InputError(f"no usable (non-empty, UTF-8) lines in: {', '.join(files)}")
    stats["sampled"] = len(pooled)
    return pooled, stats


def _canonical_model(model_bytes: bytes) -> bytes:
    """The model records its trainer thread count; drop it so the bytes (and the sha256
    every manifest checks) do not depend on how many cores trained it."""
    proto = sp_pb2.ModelProto()
    proto.ParseFromString(model_bytes)
    proto.trainer_spec.ClearField("num_threads")
    return proto.SerializeToString(deterministic=True)


def train(
    inputs: list[str],
    output_prefix: str,
    vocab_size: int,
    character_coverage: float = 1.0,
    input_sentence_size: int = 10_000_000,
    max_sentence_length: int = 4192,
    balance: bool = False,
    seed: int = 1,
    num_threads: int = 1,
    model_type: str = "bpe",
) -> dict:
    files = expand_inputs(inputs, "BPE input")
    if vocab_size < len(SPECIALS) + 10:
        raise ValueError(f"--vocab-size must be at least {len(SPECIALS) + 10}, got {vocab_size}")
    if not 0.9 <= character_coverage <= 1.0:
        raise ValueError(f"--character-coverage must be in [0.9, 1.0], got {character_coverage}")
    sentences, stats = read_sample(files, input_sentence_size, seed, balance)
    print(f"[bpe] {stats['sampled']:,} of {stats['lines']:,} lines from {len(files)} file(s); training {model_type} "
          f"vocab {vocab_size:,}", flush=True)
    model = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(sentences),
        model_writer=model,
        model_type=model_type,
        vocab_size=vocab_size,
        character_coverage=character_coverage,
        input_sentence_size=0,
        shuffle_input_sentence=False,
        max_sentence_length=max_sentence_length,
        pad_id=0, unk_id=1, bos_id=2, eos_id=3,
        pad_piece="<pad>", unk_piece="<unk>", bos_piece="<s>", eos_piece="</s>",
        control_symbols=",".join(CONTROL_SYMBOLS),
        normalization_rule_name="nmt_nfkc",
        num_threads=num_threads,
        minloglevel=2,
    )
    model_bytes = _canonical_model(model.getvalue())
    model_path = output_prefix + ".model"
    with atomic_write(model_path) as f:
        f.write(model_bytes)
    sp = spm.SentencePieceProcessor(model_proto=model_bytes)
    with atomic_write(output_prefix + ".vocab", "w") as f:
        for i in range(sp.get_piece_size()):
            f.write(f"{sp.id_to_piece(i)}\t{sp.get_score(i):g}\n")
    card = {
        "tool_version": TOOL_VERSION,
        "model": os.path.basename(model_path),
        "inputs": files,
        "input_stats": stats,
        "arguments": {
            "vocab_size": vocab_size, "character_coverage": character_coverage,
            "input_sentence_size": input_sentence_size, "max_sentence_length": max_sentence_length,
            "balance": balance, "seed": seed, "model_type": model_type,
        },
        **{k: v for k, v in tokenizer_info(model_path).items() if k != "path"},
    }
    write_json_atomic(output_prefix + ".json", card)
    return card


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="lm4gen bpe", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--input", nargs="+", required=True,
                   help="text files or globs (plain/.gz/.xz/.bz2), one sentence per line; all languages of a "
                        "joint vocabulary")
    p.add_argument("--output-prefix", required=True, help="writes PREFIX.model, PREFIX.vocab and PREFIX.json")
    p.add_argument("--vocab-size", type=int, default=37000,
                   help="number of pieces including specials (paper: 37K joint)")
    p.add_argument("--character-coverage", type=float, default=1.0,
                   help="share of characters covered by the model (0.9995 for large alphabets)")
    p.add_argument("--input-sentence-size", type=int, default=10_000_000,
                   help="train on a seeded uniform sample of at most this many lines")
    p.add_argument("--balance", action="store_true", help="sample the same number of lines from each input file")
    p.add_argument("--max-sentence-length", type=int, default=4192,
                   help="longer lines (bytes) are ignored by the trainer")
    p.add_argument("--model-type", default="bpe", choices=["bpe", "unigram"], help="sentencepiece model type")
    p.add_argument("--seed", type=int, default=1, help="seed of the line sampling")
    p.add_argument("--threads", type=int, default=os.cpu_count() or 1, help="trainer threads")
    a = p.parse_args(argv)
    try:
        card = train(a.input, a.output_prefix, a.vocab_size, a.character_coverage, a.input_sentence_size,
                     a.max_sentence_length, a.balance, a.seed, a.threads, a.model_type)
    except (InputError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(f"[bpe] wrote {a.output_prefix}.model (vocab {card['vocab_size']}, sha256 {card['sha256'][:12]}…)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
