"""Translate or summarize with a fine-tuned model: batched beam search (or greedy), output in input order.

    lm4gen translate --checkpoint runs/finetune/checkpoints/best \\
        --shards runs/quickstart/shards/bitext --split test --output test.hyp --references test.ref
    lm4gen translate --checkpoint avg5.pt --input test.en --output test.hyp       # avg5.pt: lm4gen.finetune.average
    echo "The dog sees the man ." | lm4gen translate --checkpoint runs/finetune/checkpoints --greedy
    lm4gen evaluate --hyp test.hyp --ref test.ref

Model (``--checkpoint``): a checkpoint tag directory, ``checkpoints/best``, a
``checkpoints`` directory (its ``best`` if there is one, else the latest complete tag),
a run's output directory (its ``checkpoints``), or a file of ``python -m
lm4gen.finetune.average``. Nothing else is needed: the LMs' weights are inside.

Sources: ``--shards`` (bitext shards of ``lm4gen bitext``, a split read
in file order; ``--references`` also writes the split's detokenized targets), or
plain text, one segment per line, from ``--input`` or stdin, encoded with the
model's source tokenizer (the same ids the shards hold: the joint tokenizer, or the
source side's own — an ``hf:`` source LM's directory, recorded at training, or
``--src-tokenizer``) — sources longer than
the model's positions, or than the training data's ``--truncate-source``, are cut.
Sources are sorted by length into batches of at most ``--max-tokens`` padded tokens
(and ``--max-sentences`` rows); hypotheses come back in input order, detokenized,
one line per input. Progress on stderr (sentences decoded, rate, ETA): a bar on a
terminal, a plain line every 10 s otherwise; ``--quiet`` turns it off.

Search (defaults from the checkpoint: beam 5, the task's n-gram blocking — no
repeated trigram for summarization — and length limits): ``--beam``, ``--greedy``
(= beam 1), ``--lenpen``, ``--max-len-a``/``--max-len-b`` (at most a*|source|+b
tokens), ``--min-len``, ``--no-repeat-ngram``, ``--no-lm-cache`` (re-run a
target-side LM over the whole prefix each step, the paper's slow way).
"""

from __future__ import annotations

import argparse
import os
import sys
import time

import torch

from lm4gen.data_prep import manifest as mf
from lm4gen.core.files import InputError, atomic_write
from lm4gen.finetune.average import read_checkpoint
from lm4gen.core.host import keep_freed_memory
from lm4gen.core.checkpoint import complete_tags
from lm4gen.core.progress import Progress
from lm4gen.core.errors import leave, run
from lm4gen.data_prep.tokenizer import load_tokenizer, one_line
from lm4gen.data_prep.shardio import iter_units
from lm4gen.models.export import config_from_dict as lm_config
from lm4gen.models.lm import build_model
from lm4gen.models.search import generate
from lm4gen.models.hf_towers import encoder_tower_from_card
from lm4gen.models.seq2seq import SIDES, Seq2SeqConfig, build_seq2seq


def resolve_checkpoint(path: str) -> str:
    """The file or tag directory that ``--checkpoint path`` means (module doc)."""
    if os.path.isfile(path) or os.path.isfile(os.path.join(path, "model_fp32.pt")):
        return path
    if os.path.isdir(os.path.join(path, "checkpoints")):
        path = os.path.join(path, "checkpoints")
    if os.path.isdir(os.path.join(path, "best")):
        return os.path.join(path, "best")
    tags = complete_tags(path) if os.path.isdir(path) else []
    if not tags:
        raise InputError(f"--checkpoint {path}: no model found (a checkpoint tag directory, checkpoints/best, a "
                         "checkpoints directory, a run directory or a file of lm4gen average)")
    return tags[-1][1]


def load_weights(model: torch.nn.Module, weights: dict) -> None:
    """Load a consolidated state dict; tied parameters (stored once, under their first name) may be absent."""
    missing, unexpected = model.load_state_dict(weights, strict=False)
    # the checkpointer saves every buffer, non-persistent ones too (a transformers encoder's position_ids)
    buffers = dict(model.named_buffers())
    unexpected = [k for k in unexpected if k not in buffers]
    first_name = {}
    for name, p in model.named_parameters(remove_duplicate=False):
        first_name.setdefault(id(p), name)
    params = dict(model.named_parameters(remove_duplicate=False))
    untied = [k for k in missing if k not in params or first_name[id(params[k])] == k]
    if untied or unexpected:
        raise InputError(f"weights do not fit the model config (missing {untied[:5]}, unexpected {unexpected[:5]})")


def rebuild(card: dict) -> torch.nn.Module:
    """The plain seq2seq model (and its LMs) described by a checkpoint's ``model.json``, random weights (a
    transformers encoder from its recorded config: transformers is needed, the model directory is not)."""
    def lm(c: dict | None):
        return None if not c else encoder_tower_from_card(c) if "hf" in c else build_model(lm_config(c))

    return build_seq2seq(Seq2SeqConfig(**card["seq2seq"]), src_lm=lm(card.get("src_lm")), tgt_lm=lm(card.get("tgt_lm")))


def load_finetuned(path: str) -> tuple[torch.nn.Module, dict]:
    """(model in eval mode with the checkpoint's weights, {"config", "tokenizer", "averaged"})."""
    data = read_checkpoint(resolve_checkpoint(path))
    model = rebuild(data["config"])
    load_weights(model, data["model"])
    model.eval()
    return model, {k: v for k, v in data.items() if k != "model"}


# ----------------------------------------------------------------------------
# sources


def shard_sources(manifest_path: str, split: str,
                  src_eos: int | None = None) -> tuple[list[list[int]], list[list[int]], dict]:
    """(source ids + </s>, target ids) of one split of bitext shards, in file order, and the manifest."""
    manifest = mf.load(manifest_path)
    if manifest["kind"] != "bitext":
        raise InputError(f"--shards {manifest['_path']}: holds {manifest['kind']} shards, not bitext")
    if not any(s["split"] == split for s in manifest["shards"]):
        raise InputError(f"--shards {manifest['_path']}: no split {split!r} (has {sorted(manifest['splits'])})")
    eos = manifest["src_tokenizer"]["special_ids"]["eos"] if src_eos is None else src_eos
    srcs, tgts = [], []
    for s, t in iter_units(manifest, split):
        srcs.append(s.astype("int64").tolist() + [eos])
        tgts.append(t.astype("int64").tolist())
    return srcs, tgts, manifest


def text_sources(lines: list[str], sp, eos: int, max_source: int) -> tuple[list[list[int]], int]:
    """(source ids + </s> per line, how many were cut to ``max_source`` tokens)."""
    ids = sp.encode([line.strip() for line in lines])
    cut = sum(len(x) > max_source for x in ids)
    return [x[:max_source] + [eos] for x in ids], cut


def batches(lengths: list[int], max_tokens: int, max_sentences: int) -> list[list[int]]:
    """Indices grouped into batches by length (longest first), padded size <= max_tokens."""
    order = sorted(range(len(lengths)), key=lambda i: (-lengths[i], i))
    out, current = [], []
    for i in order:
        rows = len(current) + 1
        width = lengths[current[0]] if current else lengths[i]
        if current and (rows * width > max_tokens or (max_sentences and rows > max_sentences)):
            out.append(current)
            current = []
        current.append(i)
    if current:
        out.append(current)
    return out


@torch.no_grad()
def generate_all(model, sources: list[list[int]], gen: dict, max_tokens: int = 4096, max_sentences: int = 0,
                 device=None, progress=None) -> list[list[int]]:
    """Hypothesis ids for every source, in input order (batched by length)."""
    pad = model.cfg.source_pad_id
    device = device or next(model.parameters()).device
    out: list = [None] * len(sources)
    for n, idx in enumerate(batches([len(s) for s in sources], max_tokens, max_sentences)):
        width = max(len(sources[i]) for i in idx)
        src = torch.full((len(idx), width), pad, dtype=torch.long)
        for row, i in enumerate(idx):
            src[row, : len(sources[i])] = torch.tensor(sources[i])
        for i, hyp in zip(idx, generate(model, src.to(device), **gen)):
            out[i] = list(hyp)
        if progress:
            progress(n + 1, sum(x is not None for x in out))
    return out


# ----------------------------------------------------------------------------


def _write_lines(path: str | None, lines: list[str]) -> None:
    text = "".join(line + "\n" for line in lines)
    if path is None or path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
    else:
        with atomic_write(path, "w") as f:
            f.write(text)


def tokenizer_for(card: dict, given: str | None, option: str = "--tokenizer"):
    """The tokenizer (:mod:`lm4gen.data_prep.tokenizer`): ``option`` (``given``) or the path recorded at training;
    its sha256 must match."""
    path = given or card.get("path")
    if not path or not os.path.exists(path):
        what = "tokenizer" if option == "--tokenizer" else "source tokenizer"
        raise InputError(f"the model's {what} {path or '(none recorded)'} is not here; give {option}")
    tok = load_tokenizer(path)
    if card.get("sha256") and tok.sha256 != card["sha256"]:
        raise InputError(f"{option} {path} is not the tokenizer the model was trained with (sha256 differs)")
    return tok


def parse_args(argv=None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="lm4gen translate", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--checkpoint", required=True,
                   help="tag dir, checkpoints/best, checkpoints dir, run dir, or lm4gen.finetune.average file")
    src = p.add_mutually_exclusive_group()
    src.add_argument("--shards", help="bitext shards (manifest or directory) to read --split from")
    src.add_argument("--input", help="plain text, one source per line (default: stdin)")
    p.add_argument("--split", default="test", help="split of --shards (default test)")
    p.add_argument("--output", default="-", help="hypotheses, one line per source (default: stdout)")
    p.add_argument("--references", help="with --shards: also write the split's detokenized targets here")
    p.add_argument("--tokenizer", help="sentencepiece .model or transformers tokenizer directory/tokenizer.json "
                                       "(default: the one recorded in the checkpoint)")
    p.add_argument("--src-tokenizer", help="with --input or stdin, a model whose source side has its own tokenizer: "
                                           "that tokenizer (default: the one recorded, an hf: LM's directory)")
    p.add_argument("--beam", type=int, help="beam size (default from the checkpoint: 5)")
    p.add_argument("--greedy", action="store_true", help="greedy search (= --beam 1)")
    p.add_argument("--lenpen", type=float, help="length penalty: scores are divided by length**lenpen")
    p.add_argument("--max-len-a", type=float, help="at most a*|source|+b output tokens")
    p.add_argument("--max-len-b", type=int, help="see --max-len-a")
    p.add_argument("--min-len", type=int, help="at least this many output tokens")
    p.add_argument("--no-repeat-ngram", type=int, help="never repeat an n-gram of this size (summarization: 3)")
    p.add_argument("--no-lm-cache", action="store_true",
                   help="re-run a target-side LM over the prefix each step (slow)")
    p.add_argument("--truncate-source", type=int,
                   help="cut text sources to this many tokens (default: as the training data)")
    p.add_argument("--max-tokens", type=int, default=4096, help="padded source tokens per batch")
    p.add_argument("--max-sentences", type=int, default=0, help="sources per batch at most (0: no limit)")
    p.add_argument("--device", default=None, help="cpu, cuda, cuda:1 (default: cuda when available)")
    p.add_argument("--quiet", action="store_true",
                   help="no progress on stderr (a bar on a terminal, else a line every 10 s)")
    return p.parse_args(argv)


def search_options(a: argparse.Namespace, defaults: dict) -> dict:
    gen = dict(defaults)
    for key in ("beam", "lenpen", "max_len_a", "max_len_b", "min_len", "no_repeat_ngram"):
        if getattr(a, key) is not None:
            gen[key] = getattr(a, key)
    if a.greedy:
        gen["beam"] = 1
    gen["use_lm_cache"] = not a.no_lm_cache
    for key in ("beam", "min_len"):
        if gen[key] < 1:
            raise ValueError(f"--{key.replace('_', '-')} must be >= 1, got {gen[key]}")
    for key in ("max_len_a", "max_len_b", "no_repeat_ngram"):
        if gen[key] < 0:
            raise ValueError(f"--{key.replace('_', '-')} must be >= 0, got {gen[key]}")
    return gen


def main(argv=None) -> int:
    a = parse_args(argv)
    if a.references and not a.shards:
        raise ValueError("--references needs --shards (plain text input has no targets)")
    device = torch.device(a.device or ("cuda" if torch.cuda.is_available() else "cpu"))
    if device.type == "cpu":
        keep_freed_memory()  # no page faults on the decoder's per-batch buffers (lm4gen.core.host)
    model, meta = load_finetuned(a.checkpoint)
    model.to(device)
    card = meta["config"]
    gen = search_options(a, card.get("generation", {"beam": 5, "max_len_a": 0.0, "max_len_b": 200, "min_len": 1,
                                                    "lenpen": 1.0, "no_repeat_ngram": 0}))
    sp = tokenizer_for(meta["tokenizer"], a.tokenizer)
    cfg = card["seq2seq"]
    # the longest source (its </s> included): the encoder's positions, and a transformers encoder's
    max_source = min(cfg["max_positions"],
                     ((card.get("src_lm") or {}).get("tower") or {}).get("max_positions", 1 << 30))
    src_card = card.get("src_tokenizer") or meta["tokenizer"]  # the source's own tokenizer, else the joint one
    refs = None
    if a.shards:
        sources, refs, manifest = shard_sources(a.shards, a.split)
        for side, want in (("tgt", meta["tokenizer"]), ("src", src_card)):
            if manifest[f"{side}_tokenizer"]["sha256"] != want.get("sha256"):
                raise ValueError(f"--shards {manifest['_path']}: their {SIDES[side]} side was made with another "
                                 "tokenizer than the model's")
    else:
        if a.input:
            try:
                with open(a.input, encoding="utf-8") as f:
                    lines = f.read().splitlines()
            except FileNotFoundError:
                raise InputError(f"--input file not found: {a.input}") from None
        else:
            lines = sys.stdin.read().splitlines()
        limit = a.truncate_source or card.get("truncate_source") or max_source - 1
        src_tok = tokenizer_for(src_card, a.src_tokenizer, "--src-tokenizer") if "src_tokenizer" in card else sp
        sources, cut = text_sources(lines, src_tok, Seq2SeqConfig(**cfg).source_eos_id,
                                    min(limit, max_source - 1))
        if cut:
            print(f"[generate] {cut} source(s) cut to {limit} tokens", file=sys.stderr)
    too_long = [i for i, s in enumerate(sources) if len(s) > max_source]
    if too_long:
        raise ValueError(f"{len(too_long)} source(s) longer than the model's {max_source} source positions "
                         f"(first: #{too_long[0] + 1})")
    start = time.time()
    with Progress("generate", total=len(sources), unit="sent", quiet=a.quiet) as progress:
        hyps = generate_all(model, sources, gen, a.max_tokens, a.max_sentences, device,
                            progress=lambda batches, done: progress.set(done, info=f"{batches} batches"))
    elapsed = time.time() - start
    _write_lines(a.output, [one_line(sp.decode(h)) for h in hyps])
    if refs is not None:
        _write_lines(a.references, [one_line(sp.decode(r)) for r in refs])
    ntok = sum(len(h) for h in hyps)
    print(f"[generate] {len(hyps)} sources, {ntok:,} output tokens in {elapsed:.1f}s "
          f"({ntok / max(elapsed, 1e-9):,.0f} tok/s); "
          f"{', '.join(f'{k} {v}' for k, v in gen.items())}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    leave(run(main))  # one line per error (lm4gen.core.errors)
