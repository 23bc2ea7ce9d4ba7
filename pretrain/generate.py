"""Generate text with a causal LM: greedy or sampled continuations of prompts.

    lm4gen generate lm/causal.pt --prompt "Der Mann"                       # greedy
    lm4gen generate lm/causal.pt --prompt "Der Mann" --sample --top-p 0.9 --seed 1
    lm4gen generate hf/causal --input prompts.txt --output out.txt            # a lm4gen.pretrain.hf_export directory

The model: a file of ``lm4gen export`` (its sentencepiece model from the
tokenizer card, or ``--tokenizer``) or a directory of ``lm4gen hf-export``.

How a prompt is read and continued:

* A prompt is encoded as ``data_prep`` encodes a sentence and preceded by ``</s>``:
  pretraining packs sentences each followed by ``</s>``, so that is what a sentence
  starts after. Generation stops at the end of the sentence (``</s>``, not printed),
  after ``--max-new-tokens`` (not before ``--min-new-tokens``), or when the sequence fills the model's learned
  positions. ``<pad>`` and ``<s>`` are never produced.
* A prompt longer than the positions allow (``max_positions - 1`` tokens with its
  ``</s>``) is cut from the left — its last tokens are kept — with a warning on stderr.
* Greedy by default (argmax). ``--sample``: from the softmax of logits / ``--temperature``,
  restricted to the ``--top-k`` most likely tokens and then to the smallest set whose
  probability reaches ``--top-p`` (nucleus). ``--seed`` makes samples reproducible (for
  the same prompts, batch size and device). ``--no-repeat-ngram N``: a token that would
  repeat an N-gram of the sequence (prompt included) is blocked.
* Incremental decoding with the model's KV cache (``CausalLM.new_cache``, the one the
  fine-tuning decoder uses): the prompt runs once, then one token per step.
  ``--no-cache`` recomputes the whole sequence each step (for checks and benchmarks).
* ``--input FILE``: one prompt per line, decoded in batches of ``--batch-size`` prompts of
  similar length; output in input order, one line per prompt. Prompts of different
  lengths need no padding: every row holds only its own tokens — the batch runs the
  shortest prompt's length at once, then advances one position per step, and a row
  still inside its prompt takes its next prompt token instead of a generated one. A
  row leaves the batch (and the cache) when it ends.
* Output: the detokenized prompt and continuation (``--continuation-only``: the
  continuation alone), one line per prompt, on stdout or ``--output``.

Errors (one line, naming the flag): ``--temperature`` <= 0, ``--top-p`` outside (0, 1],
``--top-k`` < 0, ``--max-new-tokens`` < 1, an LM that is not causal.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import dataclass

import torch

from lm4gen.core.files import InputError, atomic_write
from lm4gen.models.search import _constrain  # the decoders' rules: no <pad>/<s>, n-gram blocking
from lm4gen.core.errors import leave, run
from lm4gen.core.progress import Progress
from lm4gen.data_prep.tokenizer import load_tokenizer, one_line
from lm4gen.models.export import load_exported, read_export
from lm4gen.pretrain.hf_export import is_hf_dir, load_hf_dir, resolve_tokenizer


@dataclass
class Options:
    """How to choose each next token (checked by :meth:`check`)."""

    max_new_tokens: int = 50  # tokens generated per prompt at most (</s> included)
    min_new_tokens: int = 0  # </s> is blocked until this many tokens were generated
    sample: bool = False  # sample instead of the argmax
    temperature: float = 1.0  # sampling: logits are divided by it (> 0)
    top_k: int = 0  # sampling: only the k most likely tokens (0: all)
    top_p: float = 1.0  # sampling: only the smallest most-likely set with this probability, in (0, 1]
    no_repeat_ngram: int = 0  # never repeat an n-gram of this size (0: off)
    seed: int | None = None  # sampling: the generator's seed (None: torch's global generator)
    use_cache: bool = True  # KV cache (False: recompute the whole sequence each step)

    def check(self) -> "Options":
        if self.max_new_tokens < 1:
            raise InputError(f"--max-new-tokens must be >= 1, got {self.max_new_tokens}")
        if not 0 <= self.min_new_tokens <= self.max_new_tokens:
            raise InputError(f"--min-new-tokens must be in [0, --max-new-tokens], got {self.min_new_tokens}")
        if not self.temperature > 0:
            raise InputError(f"--temperature must be > 0, got {self.temperature}")
        if not 0 < self.top_p <= 1:
            raise InputError(f"--top-p must be in (0, 1], got {self.top_p}")
        if self.top_k < 0:
            raise InputError(f"--top-k must be >= 0 (0: no limit), got {self.top_k}")
        if self.no_repeat_ngram < 0:
            raise InputError(f"--no-repeat-ngram must be >= 0, got {self.no_repeat_ngram}")
        return self


def _causal_logits(model, tokens: torch.Tensor, cache) -> torch.Tensor:
    """The one call into the model: logits (batch, time, vocab) of ``tokens`` (batch, time), which continue the
    cached prefix when ``cache`` (from ``model.new_cache``) is given."""
    return model.logits(tokens, cache=cache)


def candidates(logits: torch.Tensor, top_k: int = 0, top_p: float = 1.0
               ) -> tuple[torch.Tensor, torch.Tensor | None]:
    """(their logits, their token ids) of each row's candidates: the ``top_k`` most likely tokens, then of those
    the nucleus of probability ``top_p`` (of the distribution renormalised over the top-k), the others' logits
    set to -inf; ids None when every token is a candidate. The most likely token always stays. Only the
    candidates are sorted (``topk`` when ``top_k`` is given), and a sample is drawn among them alone."""
    if 0 < top_k < logits.shape[-1]:
        vals, idx = logits.topk(top_k, dim=-1)  # best first
    elif top_p < 1.0:
        vals, idx = logits.sort(dim=-1, descending=True)
    else:
        return logits, None
    if top_p < 1.0:
        probs = vals.softmax(-1)
        before = probs.cumsum(-1) - probs  # probability of the more likely candidates
        vals = vals.masked_fill(before >= top_p, float("-inf"))  # the set reached top_p without them
    return vals, idx


def filter_logits(logits: torch.Tensor, top_k: int = 0, top_p: float = 1.0) -> torch.Tensor:
    """logits (rows, vocab) with every token that is not a candidate (:func:`candidates`) set to -inf."""
    vals, idx = candidates(logits, top_k, top_p)
    return logits.clone() if idx is None else torch.full_like(logits, float("-inf")).scatter_(-1, idx, vals)


def next_tokens(logits: torch.Tensor, seq: torch.Tensor, opts: Options, ids: dict,
                generator: torch.Generator | None, no_eos: torch.Tensor | None = None) -> torch.Tensor:
    """The next token of each row: logits (rows, vocab) of the last position, seq (rows, time) the sequences;
    ``no_eos`` (rows,) bool: rows that may not end yet."""
    scores = logits.to(torch.float32, copy=True)  # the rules apply in place
    never = torch.full((scores.shape[0],), 1 << 30, device=scores.device)
    _constrain(scores, seq.shape[1], never, 0, seq, opts.no_repeat_ngram, ids["pad"], ids["bos"], ids["eos"])
    if no_eos is not None:
        scores[:, ids["eos"]].masked_fill_(no_eos, float("-inf"))
    if not opts.sample:
        return scores.argmax(-1)
    vals, idx = candidates(scores / opts.temperature, opts.top_k, opts.top_p)
    choice = torch.multinomial(vals.softmax(-1), 1, generator=generator)
    return (choice if idx is None else idx.gather(1, choice)).squeeze(1)


@torch.inference_mode()  # no autograd bookkeeping at all (no_grad still tracks versions and views)
def generate(model, prompts: list[list[int]], opts: Options, ids: dict, generator: torch.Generator | None = None
             ) -> list[list[int]]:
    """Continuations (token ids, without the ending ``</s>``) of ``prompts`` (token ids, each starting with what
    the model should read first, e.g. ``</s>``), in order. One batch: see the module doc."""
    opts.check()
    if any(not p for p in prompts):
        raise ValueError("every prompt needs at least one token")
    was_training = model.training
    model.eval()
    try:
        return _generate(model, prompts, opts, ids, generator)
    finally:
        model.train(was_training)


def _generate(model, prompts, opts, ids, generator):
    device = next(model.parameters()).device
    cfg = model.cfg
    limit = cfg.max_positions if cfg.positions == "learned" else None  # tokens a sequence may hold
    lengths = torch.tensor([len(p) for p in prompts], device=device)
    if limit is not None and int(lengths.max()) > limit - 1:
        raise ValueError(f"a prompt of {int(lengths.max())} tokens leaves no position to generate into "
                         f"(max_positions={limit}); cut it first (lm4gen.pretrain.generate.fit_prompt)")
    width = int(lengths.max()) + opts.max_new_tokens
    if limit is not None:
        width = min(width, limit)
    B = len(prompts)
    fill = ids["pad"] if ids["pad"] >= 0 else ids["eos"]  # past each row's end: never read (no padding id: eos)
    seq = torch.full((B, width), fill, dtype=torch.long, device=device)
    for i, p in enumerate(prompts):
        seq[i, :len(p)] = torch.tensor(p, device=device)
    rows = torch.arange(B, device=device)  # which prompt each live row is
    out: list[list[int] | None] = [None] * B
    t = int(lengths.min())  # positions known for every row
    cache = model.new_cache(capacity=width) if opts.use_cache else None
    logits = _causal_logits(model, seq[:, :t], cache)[:, -1]
    while True:
        in_prompt = lengths > t
        new = t + 1 - lengths  # tokens generated per row, this one included
        no_eos = new <= opts.min_new_tokens if opts.min_new_tokens else None
        chosen = next_tokens(logits, seq[:, :t], opts, ids, generator, no_eos)
        tok = torch.where(in_prompt, seq[:, t], chosen)  # t < width while a row is inside its prompt
        ended = ~in_prompt & ((tok == ids["eos"]) | (new >= opts.max_new_tokens) | (t + 1 >= width))
        seq[:, t] = tok
        t += 1
        if bool(ended.any()):
            for i in ended.nonzero().squeeze(1).tolist():
                r, start = int(rows[i]), int(lengths[i])
                gen = seq[i, start:t].tolist()
                out[r] = gen[:-1] if gen and gen[-1] == ids["eos"] else gen
            keep = (~ended).nonzero().squeeze(1)
            if keep.numel() == 0:
                break
            seq, rows, lengths = seq.index_select(0, keep), rows.index_select(0, keep), lengths.index_select(0, keep)
            if cache is not None:
                for c in cache:
                    c.reorder(keep)
        if cache is not None:
            logits = _causal_logits(model, seq[:, t - 1:t], cache)[:, -1]
        else:
            logits = _causal_logits(model, seq[:, :t], None)[:, -1]
    return out


# ----------------------------------------------------------------------------
# the command


def model_family_prefix(path: str) -> str:
    """The prompt prefix the model's family uses (``--prefix auto``): ``none`` for an export imported from
    transformers and not trained on by lm4gen since (transformers' ``generate`` adds nothing before a prompt),
    ``eos`` for lm4gen's own LMs (pretraining packs texts each followed by eos, so a text starts after one)."""
    if is_hf_dir(path) or not os.path.isfile(path):
        return "eos"  # lm4gen hf-export directories hold lm4gen's own LMs
    return "none" if read_export(path, mmap=True).get("source", {}).get("transformers_dir") else "eos"


def prompt_ids(text_ids: list[int], prefix: str, eos: int) -> list[int]:
    """One prompt's ids under ``prefix``; an empty prompt starts from eos whatever the prefix (a model needs a
    first token)."""
    return [eos] + text_ids if prefix == "eos" or not text_ids else list(text_ids)


def load_model(path: str, tokenizer: str | None = None):
    """(causal LM in eval mode, its tokenizer (:mod:`lm4gen.data_prep.tokenizer`), special ids) from an export
    file or an HF export dir."""
    if is_hf_dir(path):
        model, meta = load_hf_dir(path)
        sp_path = tokenizer or meta["tokenizer_path"]
        sp_path = resolve_tokenizer({**meta["tokenizer"], "path": sp_path}, None, path)
    elif os.path.isfile(path):
        model, meta = load_exported(path)
        sp_path = resolve_tokenizer(meta.get("tokenizer"), tokenizer, path)
    else:
        raise InputError(f"{path}: neither an LM export file (lm4gen export) nor a directory of "
                         "lm4gen hf-export")
    if model.cfg.kind != "causal":
        raise InputError(f"{path}: a {model.cfg.kind} LM; text generation needs a causal LM")
    tok = load_tokenizer(sp_path)
    if tok.vocab_size != model.cfg.vocab_size:
        raise InputError(f"{sp_path}: {tok.vocab_size} pieces, but the model's vocabulary is {model.cfg.vocab_size}")
    tok.require("eos", "generation (every prompt starts with it)")
    ids = dict(tok.special_ids)
    if ids["pad"] is None:  # GPT-2's tokenizer has none: the model's own (never a target in training), or none
        ids["pad"] = model.cfg.pad_id
    if ids["bos"] is None or ids["bos"] == ids["eos"]:  # GPT-2's one <|endoftext|> is both: it may end a text
        ids["bos"] = ids["pad"]  # (the rules that never emit bos then ban pad twice; -1 bans nothing)
    return model.eval(), tok, ids


def fit_prompt(ids: list[int], max_positions: int | None) -> tuple[list[int], bool]:
    """(the prompt's last ``max_positions - 1`` tokens, whether it was cut): one position is left to generate."""
    if max_positions is None or len(ids) <= max_positions - 1:
        return ids, False
    return ids[len(ids) - (max_positions - 1):], True


def batches(lengths: list[int], size: int) -> list[list[int]]:
    """Prompt indices grouped ``size`` at a time by length (longest first): little ragged prefix per batch."""
    order = sorted(range(len(lengths)), key=lambda i: (-lengths[i], i))
    return [order[i:i + size] for i in range(0, len(order), size)]


def parse_args(argv=None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="lm4gen generate", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("model", help="an LM export (lm4gen export) or a lm4gen hf-export directory")
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--prompt", help="one prompt")
    src.add_argument("--input", help="a file of prompts, one per line ('-': stdin)")
    p.add_argument("--output", default="-", help="where the lines go (default: stdout)")
    p.add_argument("--max-new-tokens", type=int, default=50, help="tokens to generate per prompt at most (default 50)")
    p.add_argument("--min-new-tokens", type=int, default=0, help="no end of sentence before this many tokens")
    p.add_argument("--sample", action="store_true", help="sample (default: greedy)")
    p.add_argument("--temperature", type=float, default=1.0, help="sampling temperature, > 0 (default 1)")
    p.add_argument("--top-k", type=int, default=0, help="sample from the k most likely tokens (0: all)")
    p.add_argument("--top-p", type=float, default=1.0, help="sample from the nucleus of this probability, in (0, 1]")
    p.add_argument("--seed", type=int, help="seed of the sampling (reproducible samples)")
    p.add_argument("--no-repeat-ngram", type=int, default=0, help="never repeat an n-gram of this size")
    p.add_argument("--batch-size", type=int, default=16, help="prompts per batch (--input)")
    p.add_argument("--prefix", choices=["auto", "eos", "none"], default="auto",
                   help="what goes before each prompt: eos (lm4gen's pretraining convention: a text starts after an "
                        "end of text), none (transformers' generate: the prompt as it is), auto: none for a model "
                        "imported from transformers (lm4gen hf-import), else eos")
    p.add_argument("--continuation-only", action="store_true", help="print the continuation without the prompt")
    p.add_argument("--no-cache", action="store_true", help="recompute the whole sequence each step (slow)")
    p.add_argument("--tokenizer", help="the export's tokenizer: sentencepiece .model, transformers tokenizer directory "
                                       "or tokenizer.json (default: the path in the export's card)")
    p.add_argument("--device", default=None, help="cpu, cuda, cuda:1 (default: cuda when available)")
    p.add_argument("--threads", type=int, default=0, help="torch CPU threads (0: torch's default)")
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")
    return p.parse_args(argv)


def main(argv=None) -> int:
    a = parse_args(argv)
    opts = Options(a.max_new_tokens, a.min_new_tokens, a.sample, a.temperature, a.top_k, a.top_p, a.no_repeat_ngram,
                   a.seed, not a.no_cache).check()
    if a.batch_size < 1:
        raise InputError(f"--batch-size must be >= 1, got {a.batch_size}")
    if a.threads:
        torch.set_num_threads(a.threads)
    device = torch.device(a.device or ("cuda" if torch.cuda.is_available() else "cpu"))
    model, sp, ids = load_model(a.model, a.tokenizer)
    model.to(device)
    if a.prompt is not None:
        lines = [a.prompt]
    else:
        try:
            lines = (sys.stdin.read() if a.input == "-" else open(a.input, encoding="utf-8").read()).splitlines()
        except FileNotFoundError:
            raise InputError(f"--input {a.input}: not found") from None
        except UnicodeDecodeError as e:
            raise InputError(f"--input {a.input}: not UTF-8 ({e.reason})") from None
    limit = model.cfg.max_positions if model.cfg.positions == "learned" else None
    prefix = model_family_prefix(a.model) if a.prefix == "auto" else a.prefix
    prompts, cut = [], 0
    for ids_ in sp.encode([line.strip() for line in lines]):
        prompt, was_cut = fit_prompt(prompt_ids(ids_, prefix, ids["eos"]), limit)
        prompts.append(prompt)
        cut += was_cut
    if cut:
        print(f"warning: {cut} prompt(s) longer than the model's {limit} positions allow: kept their last "
              f"{limit - 1} tokens", file=sys.stderr)
    generator = None
    if a.seed is not None:
        generator = torch.Generator(device=device).manual_seed(a.seed)
    out: list = [None] * len(prompts)
    start, ntok = time.time(), 0
    progress = Progress("generate", total=len(prompts), unit="prompt", quiet=a.quiet)
    for idx in batches([len(p) for p in prompts], a.batch_size):
        for i, cont in zip(idx, generate(model, [prompts[i] for i in idx], opts, ids, generator)):
            out[i] = cont
            ntok += len(cont)
        progress.update(len(idx), info=lambda: f"{ntok:,} tokens")
    progress.close()
    text = []
    for prompt, cont in zip(prompts, out):
        body = cont if a.continuation_only else [t for t in prompt if t != ids["eos"]] + cont  # no prefix shown
        text.append(one_line(sp.decode(body)))
    data = "".join(line + "\n" for line in text)
    if a.output == "-":
        sys.stdout.write(data)
        sys.stdout.flush()
    else:
        with atomic_write(a.output, "w") as f:
            f.write(data)
    elapsed = time.time() - start
    if not a.quiet:
        print(f"[generate] {len(prompts)} prompt(s), {ntok:,} new tokens in {elapsed:.1f}s "
              f"({ntok / max(elapsed, 1e-9):,.0f} tok/s); {'sampled' if a.sample else 'greedy'}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    leave(run(main))  # one line per error (lm4gen.core.errors)
