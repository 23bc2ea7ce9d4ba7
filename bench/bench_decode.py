"""Seq2seq decoding and training throughput per strategy, and decoding vs HuggingFace ``generate()``.

    python bench/bench_decode.py [--threads 0] [--repeats 5] [--json reports/finetune/bench_decode.json]
    python bench/bench_decode.py --quick --json /tmp/bench_decode.json          # tiny sizes: a smoke check
    python bench/bench_decode.py --device cuda --dtype bf16 --json reports/finetune/bench_decode.gpu.json

One process: on the CPU in fp32 (``--threads`` intra-op threads, default every core this
process may use); on a GPU (``--device cuda``) in fp32 or, with ``--dtype fp16|bf16``,
under autocast (weights stay fp32, as ``lm4gen.finetune.train`` keeps its master weights; fp16
training steps with a GradScaler), timed between ``torch.cuda.synchronize`` calls.
In one run (needs the ``bench`` extra: ``pip install -e '.[bench]'``):

* **Decoding**: ``--batch`` random sources of ``--src-len`` tokens (no padding) ->
  exactly ``--new-tokens`` decoded positions per hypothesis, with beam ``--beam``
  (:func:`lm4gen.models.search.generate`) and greedy (:func:`lm4gen.models.search.greedy`;
  plus ``generate(beam=1)`` for the baseline, the path ``lm4gen.finetune.generate --greedy``
  and the validation decode take). Ours: ``min_len = max_len = new_tokens - 1``, so
  every hypothesis decodes ``new_tokens - 1`` tokens and then the forced ``</s>`` —
  ``new_tokens`` decoder steps, nothing finishes early. HF: ``min_new_tokens =
  max_new_tokens = new_tokens`` (``</s>`` banned until then, ``early_stopping`` off,
  ``use_cache``) — also ``new_tokens`` decoder steps. Both counts (decoder calls and
  tokens per hypothesis) are checked for every run. tokens/s = sentences x
  new_tokens / seconds of the whole call (encoder included): *output* tokens, so a
  beam of 5 does ~5x the work of greedy for the same tokens.
  Systems, all random-init at the same dims (``--dim`` / ``--ffn`` / ``--heads`` /
  ``--layers`` + ``--layers``, ``--vocab``): our ``baseline``; ``src-elmo`` (a frozen
  ClozeLM of ``--lm-layers`` per tower on the source); ``tgt-elmo`` (a frozen
  CausalLM of ``--lm-layers`` on the target prefix) with its LM cache and without it
  (``use_lm_cache=False``: the LM re-reads the whole prefix every step);
  ``BartForConditionalGeneration`` (``--hf bart``, ReLU, learned positions, like
  ours) or ``MarianMTModel`` (``--hf marian``) from a config of the same dims,
  attention ``sdpa``, nothing downloaded.
* **Training**: forward + label-smoothed loss (:func:`lm4gen.finetune.train.seq2seq_loss`,
  the training loop's own) + backward + Adam step (``lm4gen.core.kernels.adam`` over
  ``parameter_groups``, as ``lm4gen.finetune.train`` builds it) on a fixed random batch of
  ``--train-batch`` pairs x ``--train-len`` tokens per side, for every strategy of
  :data:`lm4gen.models.seq2seq.STRATEGIES` (``src-*`` with a ClozeLM, ``tgt-*`` with a
  CausalLM, both ``--lm-layers`` deep, frozen for ELMo, trained for FT).
  tokens/s = target tokens / step seconds.

Every measurement is ``--warmup`` untimed rounds, then the median of ``--repeats``
timed rounds; within a round the systems run in turn (ours, ..., HF), so a change
of the machine's load hits all of them alike. The numbers mean something only on
a quiet machine: the load average at the start and end is printed and recorded,
with a warning when it exceeds half the cores.

* **LM cache by output length** (``--cache-lengths``, e.g. ``30,60,120``): tgt-elmo
  with and without its LM cache at each length, beam and greedy, interleaved the
  same way (one warm-up round, then the median of ``--cache-repeats``, default 3:
  the uncached runs are long): the uncached LM re-reads a prefix that grows every step (quadratic
  work), the cached one reads one token (linear), so the ratio grows with the length.

Goals (issue), PASS/FAIL in the table and the JSON, per search mode:
ours baseline >= 1.2x HF (beam only); src-elmo >= 0.85x baseline; tgt-elmo (LM
cache) >= 0.6x baseline and >= 3x tgt-elmo without the cache (at >= 30 output tokens).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import sys
import time
from dataclasses import dataclass
from typing import Callable

from common import table, write_result

import torch
from torch import nn

from lm4gen.models import search
from lm4gen.models.seq2seq import STRATEGIES, Seq2SeqConfig, build_seq2seq
from lm4gen.core.kernels import adam, apply_kernels
from lm4gen.models.lm import ModelConfig, build_model, count_parameters, init_weights

DTYPES = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}
PAD, BOS, EOS = 0, 2, 3  # data_prep/bpe.py's fixed specials; random tokens are drawn from FIRST_ID up
FIRST_ID = 7

# the full run's sizes, and --quick's (a smoke check: the numbers mean nothing; one thread, so that it
# runs fast beside other work too)
FULL = dict(vocab=8000, dim=256, ffn=1024, heads=4, layers=3, lm_layers=3, batch=32, src_len=20, new_tokens=30,
            beam=5, warmup=2, repeats=5, train_batch=32, train_len=20, train_warmup=2, train_repeats=7, threads=0)
QUICK = dict(vocab=1000, dim=64, ffn=256, heads=4, layers=2, lm_layers=2, batch=4, src_len=8, new_tokens=8,
             beam=3, warmup=1, repeats=2, train_batch=4, train_len=8, train_warmup=1, train_repeats=2, threads=1)


# ----------------------------------------------------------------------------
# models


def lm(a: argparse.Namespace, kind: str, seed: int) -> nn.Module:
    """A random-init LM of the seq2seq's width: ``kind`` "cloze" (source side) or "causal" (target side)."""
    cfg = ModelConfig(vocab_size=a.vocab, dim=a.dim, ffn_dim=a.ffn, num_heads=a.heads, num_layers=a.lm_layers,
                      max_positions=512, kind=kind)
    model = build_model(cfg)
    init_weights(model, generator=torch.Generator().manual_seed(seed))
    return model


def ours(a: argparse.Namespace, strategy: str) -> nn.Module:
    cfg = Seq2SeqConfig(vocab_size=a.vocab, dim=a.dim, ffn_dim=a.ffn, num_heads=a.heads, encoder_layers=a.layers,
                        decoder_layers=a.layers, strategy=strategy, pad_id=PAD, bos_id=BOS, eos_id=EOS)
    src_lm = lm(a, "cloze", a.seed + 1) if strategy.startswith("src-") else None
    tgt_lm = lm(a, "causal", a.seed + 2) if strategy.startswith("tgt-") else None
    return build_seq2seq(cfg, src_lm, tgt_lm, seed=a.seed).to(a.device)


def huggingface(a: argparse.Namespace) -> nn.Module:
    """BART (ReLU, learned positions, as ours) or Marian with our dims, random init."""
    from transformers import BartConfig, BartForConditionalGeneration, MarianConfig, MarianMTModel

    dims = dict(vocab_size=a.vocab, d_model=a.dim, encoder_layers=a.layers, decoder_layers=a.layers,
                encoder_ffn_dim=a.ffn, decoder_ffn_dim=a.ffn, encoder_attention_heads=a.heads,
                decoder_attention_heads=a.heads, max_position_embeddings=1024, pad_token_id=PAD, bos_token_id=BOS,
                eos_token_id=EOS, decoder_start_token_id=BOS, forced_eos_token_id=None)
    torch.manual_seed(a.seed)
    if a.hf == "bart":
        cfg = BartConfig(activation_function="relu", **dims)
        cls = BartForConditionalGeneration
    else:
        cfg = MarianConfig(**dims)
        cls = MarianMTModel
    cfg._attn_implementation = "sdpa"
    return cls(cfg).eval().to(a.device)


# ----------------------------------------------------------------------------
# timing


def autocast(a: argparse.Namespace):
    """Autocast to ``--dtype`` (a no-op context in fp32)."""
    if a.dtype == torch.float32:
        return contextlib.nullcontext()
    return torch.autocast(a.device.type, dtype=a.dtype)


def timed(a: argparse.Namespace, fn: Callable[[], object], cast: bool = True) -> tuple[object, float]:
    """``fn()`` (under :func:`autocast` when ``cast``) and its seconds, the GPU's queue drained before and after."""
    sync = torch.cuda.synchronize if a.device.type == "cuda" else (lambda: None)
    sync()
    start = time.perf_counter()
    with autocast(a) if cast else contextlib.nullcontext():
        out = fn()
    sync()
    return out, time.perf_counter() - start


def sources(a: argparse.Namespace) -> torch.Tensor:
    """``--batch`` random sources of ``--src-len`` tokens ending in </s> (as the bitext shards do), on the device."""
    gen = torch.Generator().manual_seed(a.seed)
    src = torch.randint(FIRST_ID, a.vocab, (a.batch, a.src_len), generator=gen)
    src[:, -1] = EOS
    return src.to(a.device)


# ----------------------------------------------------------------------------
# decoding


@dataclass
class Decoder:
    """One system under test: ``run(beam)`` decodes the fixed sources and returns
    (sentences, decoder steps, tokens per hypothesis) after checking every hypothesis
    has the same length."""

    name: str
    strategy: str  # ours: the Seq2SeqConfig strategy; HF: "hf"
    params: int
    run: Callable[[int], tuple[int, int, int]]
    modes: tuple[str, ...] = ("beam", "greedy")


def counted(module: nn.Module) -> list[int]:
    """A forward hook counting the module's calls: the returned list holds the count."""
    calls = [0]
    module.register_forward_hook(lambda *_: calls.__setitem__(0, calls[0] + 1))
    return calls


def ours_decoder(a: argparse.Namespace, name: str, strategy: str, src: torch.Tensor, use_lm_cache: bool = True,
                 greedy_via_generate: bool = False, modes: tuple[str, ...] = ("beam", "greedy")) -> Decoder:
    model = ours(a, strategy).eval()
    steps = [0]
    step = model.decode_step

    def decode_step(*args, **kwargs):  # counts the decoder steps (the instance attribute shadows the method)
        steps[0] += 1
        return step(*args, **kwargs)

    model.decode_step = decode_step
    n = a.new_tokens - 1  # tokens before the forced </s>: new_tokens decoder steps in all
    kw = dict(max_len_a=0.0, max_len_b=n, min_len=n, use_lm_cache=use_lm_cache)

    def run(beam: int) -> tuple[int, int, int]:
        steps[0] = 0
        if beam == 1 and not greedy_via_generate:
            hyps = search.greedy(model, src, **kw)
        else:
            hyps = search.generate(model, src, beam=beam, **kw)
        lengths = {len(h) + 1 for h in hyps}  # + the </s>
        assert len(lengths) == 1, f"{name}: hypotheses of different lengths {sorted(lengths)}"
        return len(hyps), steps[0], lengths.pop()

    params = count_parameters(model)
    return Decoder(name, strategy, params, run, modes)


def hf_decoder(a: argparse.Namespace, src: torch.Tensor) -> Decoder:
    from transformers import GenerationConfig

    model = huggingface(a)
    calls = counted(model.get_decoder())
    mask = (src != PAD).long()

    def run(beam: int) -> tuple[int, int, int]:
        gc = GenerationConfig(num_beams=beam, do_sample=False, min_new_tokens=a.new_tokens,
                              max_new_tokens=a.new_tokens, early_stopping=False, use_cache=True, length_penalty=1.0,
                              num_return_sequences=1, pad_token_id=PAD, bos_token_id=BOS, eos_token_id=EOS,
                              decoder_start_token_id=BOS, forced_eos_token_id=None, forced_bos_token_id=None)
        calls[0] = 0
        with torch.no_grad():
            out = model.generate(input_ids=src, attention_mask=mask, generation_config=gc)
        return out.shape[0], calls[0], out.shape[1] - 1  # - the decoder start token

    name = f"HF {type(model).__name__}"
    return Decoder(name, "hf", count_parameters(model), run)


def decoding(a: argparse.Namespace) -> list[dict]:
    src = sources(a)
    systems = [ours_decoder(a, "ours baseline", "baseline", src),
               ours_decoder(a, "ours baseline generate(beam=1)", "baseline", src, greedy_via_generate=True,
                            modes=("greedy",)),
               ours_decoder(a, "ours src-elmo", "src-elmo", src),
               ours_decoder(a, "ours tgt-elmo", "tgt-elmo", src),
               ours_decoder(a, "ours tgt-elmo no LM cache", "tgt-elmo", src, use_lm_cache=False),
               hf_decoder(a, src)]
    rows = []
    for mode, beam in (("beam", a.beam), ("greedy", 1)):
        label = f"beam {beam}" if mode == "beam" else "greedy"
        runs = [s for s in systems if mode in s.modes]
        times: dict[str, list[float]] = {s.name: [] for s in runs}
        work: dict[str, tuple[int, int, int]] = {}
        for i in range(a.warmup + a.repeats):
            for s in runs:
                (sentences, steps, per_hyp), seconds = timed(a, lambda: s.run(beam))
                work[s.name] = (sentences, steps, per_hyp)
                if i >= a.warmup:
                    times[s.name].append(seconds)
        for s in runs:
            sentences, steps, per_hyp = work[s.name]
            # every system does the same work: all sentences, new_tokens steps, new_tokens tokens per hypothesis
            assert (sentences, steps, per_hyp) == (a.batch, a.new_tokens, a.new_tokens), \
                f"{s.name} {label}: {sentences} sentences, {steps} decoder steps, {per_hyp} tokens per hypothesis " \
                f"(want {a.batch}, {a.new_tokens}, {a.new_tokens})"
            t = statistics.median(times[s.name])
            row = {"section": "decode", "mode": label, "beam": beam, "system": s.name, "strategy": s.strategy,
                   "params": s.params, "sentences": sentences, "decoder_steps": steps, "new_tokens": per_hyp,
                   "generated_tokens": sentences * per_hyp, "seconds": t, "seconds_min": min(times[s.name]),
                   "seconds_all": times[s.name], "tokens_per_s": sentences * per_hyp / t}
            rows.append(row)
            print(f"  decode {label:<7} {s.name:<31} {t:7.3f} s  {row['tokens_per_s']:>9,.0f} tokens/s", flush=True)
    for label in {r["mode"] for r in rows}:
        base = next(r for r in rows if r["mode"] == label and r["system"] == "ours baseline")
        hf = next(r for r in rows if r["mode"] == label and r["strategy"] == "hf")
        for r in rows:
            if r["mode"] == label:
                r["vs_baseline"] = r["tokens_per_s"] / base["tokens_per_s"]
                r["vs_hf"] = r["tokens_per_s"] / hf["tokens_per_s"]
    return rows


def cache_by_length(a: argparse.Namespace, lengths: list[int]) -> list[dict]:
    """tgt-elmo with / without the LM cache at each output length (beam and greedy)."""
    src = sources(a)
    rows = []
    for n in lengths:
        at = argparse.Namespace(**{**vars(a), "new_tokens": n})
        systems = [ours_decoder(at, "cache", "tgt-elmo", src), ours_decoder(at, "no cache", "tgt-elmo", src,
                                                                             use_lm_cache=False)]
        for mode, beam in (("beam", a.beam), ("greedy", 1)):
            times: dict[str, list[float]] = {s.name: [] for s in systems}
            for i in range(1 + a.cache_repeats):  # one warm-up round
                for s in systems:
                    work, seconds = timed(a, lambda: s.run(beam))
                    assert work == (a.batch, n, n), f"tgt-elmo {s.name}: not {n} decoder steps"
                    if i >= 1:
                        times[s.name].append(seconds)
            cached, uncached = statistics.median(times["cache"]), statistics.median(times["no cache"])
            label = f"beam {beam}" if mode == "beam" else "greedy"
            rows.append({"section": "cache_by_length", "mode": label, "beam": beam, "new_tokens": n,
                         "seconds_cache": cached, "seconds_no_cache": uncached,
                         "seconds_cache_all": times["cache"], "seconds_no_cache_all": times["no cache"],
                         "ratio": uncached / cached})
            print(f"  LM cache {label:<7} {n:>4} tokens: {cached:7.3f} s with, {uncached:7.3f} s without: "
                  f"{uncached / cached:5.2f}x", flush=True)
    return rows


def goals(rows: list[dict]) -> list[dict]:
    """The issue's decoding goals, per search mode."""
    out = []
    for label in sorted({r["mode"] for r in rows}, key=lambda m: m == "greedy"):  # beam first
        by = {r["system"]: r for r in rows if r["mode"] == label}
        hf = next(r for r in by.values() if r["strategy"] == "hf")
        tps = lambda name: by[name]["tokens_per_s"]  # noqa: E731 - a one-line helper
        checks = [("ours baseline vs " + hf["system"], tps("ours baseline") / hf["tokens_per_s"], 1.2),
                  ("src-elmo vs baseline", tps("ours src-elmo") / tps("ours baseline"), 0.85),
                  ("tgt-elmo (LM cache) vs baseline", tps("ours tgt-elmo") / tps("ours baseline"), 0.6),
                  ("tgt-elmo LM cache vs no cache", tps("ours tgt-elmo") / tps("ours tgt-elmo no LM cache"), 3.0)]
        for goal, ratio, target in checks:
            if label == "greedy" and goal.startswith("ours baseline vs"):
                continue  # the issue sets this goal for beam search
            out.append({"goal": goal, "mode": label, "ratio": ratio, "target": target,
                        "result": "PASS" if ratio >= target else "FAIL"})
    return out


# ----------------------------------------------------------------------------
# training


def training(a: argparse.Namespace) -> list[dict]:
    from lm4gen.finetune.config import FinetuneConfig

    fc = FinetuneConfig()
    smoothing, o = fc.train.label_smoothing, fc.optim
    gen = torch.Generator().manual_seed(a.seed)
    src = torch.randint(FIRST_ID, a.vocab, (a.train_batch, a.train_len), generator=gen)
    tgt = torch.randint(FIRST_ID, a.vocab, (a.train_batch, a.train_len), generator=gen)
    src[:, -1] = tgt[:, -1] = EOS
    batch = {"src": src, "tgt_in": torch.cat([torch.full_like(tgt[:, :1], BOS), tgt[:, :-1]], dim=1), "tgt_out": tgt}
    batch = {k: v.to(a.device) for k, v in batch.items()}
    scaler = torch.amp.GradScaler(a.device.type) if a.dtype == torch.float16 else None
    tokens = int((tgt != PAD).sum())
    subjects = []
    for strategy in a.train_strategies:
        model = ours(a, strategy).train()
        # as lm4gen.finetune.train: apex's on a GPU where it imports
        fused = apply_kernels(model, fc.train.kernels, a.device)
        opt = adam(model.parameter_groups(o.lr, o.lm_lr or None), o.lr, tuple(o.betas), o.eps, o.weight_decay,
                   decoupled=False, fused=fused)
        subjects.append((strategy, model, opt))

    def step(model, opt) -> float:
        loss, seconds = timed(a, lambda: train_update(a, model, opt, batch, smoothing, scaler), cast=False)
        if not torch.isfinite(loss.detach()):
            raise RuntimeError(f"loss is {loss.item()}")
        return seconds

    times: dict[str, list[float]] = {s: [] for s, _, _ in subjects}
    for i in range(a.train_warmup + a.train_repeats):
        for strategy, model, opt in subjects:
            seconds = step(model, opt)
            if i >= a.train_warmup:
                times[strategy].append(seconds)
    rows = []
    for strategy, model, _ in subjects:
        t = statistics.median(times[strategy])
        params = list(model.parameters())
        rows.append({"section": "train", "strategy": strategy, "params": sum(p.numel() for p in params),
                     "trainable": sum(p.numel() for p in params if p.requires_grad), "tokens": tokens, "step_s": t,
                     "step_s_min": min(times[strategy]), "step_s_all": times[strategy], "tokens_per_s": tokens / t})
        print(f"  train {strategy:<9} {t:7.3f} s/step  {tokens / t:>9,.0f} tokens/s", flush=True)
    base = next((r for r in rows if r["strategy"] == "baseline"), None)
    for r in rows:
        if base is not None:
            r["vs_baseline"] = r["tokens_per_s"] / base["tokens_per_s"]
    return rows


# ----------------------------------------------------------------------------


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="tiny sizes, few repeats: a smoke check (numbers mean nothing)")
    p.add_argument("--vocab", type=int, help=f"joint vocabulary (default {FULL['vocab']})")
    p.add_argument("--dim", type=int, help=f"model width, seq2seq and LMs (default {FULL['dim']})")
    p.add_argument("--ffn", type=int, help=f"FFN hidden width (default {FULL['ffn']})")
    p.add_argument("--heads", type=int, help=f"attention heads (default {FULL['heads']})")
    p.add_argument("--layers", type=int, help=f"encoder and decoder blocks each (default {FULL['layers']})")
    p.add_argument("--lm-layers", type=int, help=f"LM blocks (per tower for the cloze LM; default {FULL['lm_layers']})")
    p.add_argument("--batch", type=int, help=f"source sentences decoded per call (default {FULL['batch']})")
    p.add_argument("--src-len", type=int, help=f"tokens per source, </s> included (default {FULL['src_len']})")
    p.add_argument("--new-tokens", type=int, help=f"decoder steps per hypothesis (default {FULL['new_tokens']})")
    p.add_argument("--beam", type=int, help=f"beam size of the beam rows (default {FULL['beam']})")
    p.add_argument("--warmup", type=int, help=f"untimed decoding rounds (default {FULL['warmup']})")
    p.add_argument("--repeats", type=int,
                   help=f"timed decoding rounds; the median is reported (default {FULL['repeats']})")
    p.add_argument("--train-batch", type=int, help=f"pairs per training step (default {FULL['train_batch']})")
    p.add_argument("--train-len", type=int, help=f"tokens per side of a pair (default {FULL['train_len']})")
    p.add_argument("--train-warmup", type=int, help=f"untimed training rounds (default {FULL['train_warmup']})")
    p.add_argument("--train-repeats", type=int, help=f"timed training rounds (default {FULL['train_repeats']})")
    p.add_argument("--train-strategies", default=",".join(STRATEGIES),
                   help="comma-separated strategies to time in training ('' skips training)")
    p.add_argument("--cache-lengths", default="",
                   help="comma-separated output lengths for the LM cache vs no cache sweep ('' skips it)")
    p.add_argument("--cache-repeats", type=int, default=3, help="timed rounds per length of the sweep")
    p.add_argument("--hf", default="bart", choices=("bart", "marian"), help="the HuggingFace peer")
    p.add_argument("--threads", type=int, help="torch intra-op threads (0: every core this process may use; "
                   "default 0, --quick 1)")
    p.add_argument("--device", default="cpu", help="cpu or cuda (cuda:N)")
    p.add_argument("--dtype", default="fp32", choices=sorted(DTYPES), help="fp16/bf16: autocast, GPU only")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", default=os.path.join("reports", "finetune", "bench_decode.json"))
    a = p.parse_args(argv)
    for key, value in (QUICK if a.quick else FULL).items():
        if getattr(a, key) is None:
            setattr(a, key, value)
    a.train_strategies = [s for s in a.train_strategies.split(",") if s]
    try:
        a.cache_lengths = [int(x) for x in a.cache_lengths.split(",") if x.strip()]
    except ValueError:
        p.error(f"--cache-lengths: comma-separated integers, got {a.cache_lengths!r}")
    if a.cache_repeats < 1:
        p.error("--cache-repeats must be >= 1")
    if any(n < 2 for n in a.cache_lengths):
        p.error("--cache-lengths: every length must be >= 2")
    for s in a.train_strategies:
        if s not in STRATEGIES:
            p.error(f"--train-strategies: unknown strategy {s!r}; known: {', '.join(STRATEGIES)}")
    if a.new_tokens < 2:
        p.error("--new-tokens must be >= 2 (ours: at least one token before the forced </s>)")
    for key in ("vocab", "dim", "ffn", "heads", "layers", "lm_layers", "batch", "src_len", "beam", "repeats",
                "train_batch", "train_len", "train_repeats"):
        if getattr(a, key) < 1:
            p.error(f"--{key.replace('_', '-')} must be >= 1")
    if a.dim % a.heads:
        p.error(f"--heads must divide --dim={a.dim}")
    if a.vocab <= FIRST_ID:
        p.error(f"--vocab must exceed {FIRST_ID} (the special ids)")
    check_device_and_dtype(p, a)
    return a


def train_update(a, model, opt, batch: dict, smoothing: float, scaler) -> torch.Tensor:
    """One optimizer update of the seq2seq model (autocast over the forward only; ``scaler`` for fp16);
    returns the loss."""
    from lm4gen.finetune.train import seq2seq_loss

    with autocast(a):
        loss, _ = seq2seq_loss(model, batch, smoothing, PAD)
    if scaler is None:
        loss.backward()
        opt.step()
    else:
        scaler.scale(loss).backward()
        scaler.step(opt)
        scaler.update()
    opt.zero_grad(set_to_none=True)
    return loss


def check_device_and_dtype(p: argparse.ArgumentParser, a: argparse.Namespace) -> None:
    """``a.device`` becomes a torch device (cpu or an available cuda), ``a.dtype`` a torch dtype (fp32 on
    the CPU), its name kept in ``a.dtype_name``; anything else is the parser's one-line error."""
    try:
        a.device = torch.device(a.device)
    except RuntimeError:
        p.error(f"--device: not a device: {a.device!r} (cpu, cuda, cuda:N)")
    if a.device.type not in ("cpu", "cuda"):
        p.error(f"--device: cpu or cuda, got {a.device}")
    if a.device.type == "cuda" and not torch.cuda.is_available():
        p.error("--device cuda: no CUDA device")
    if a.device.type == "cpu" and a.dtype != "fp32":
        p.error("--dtype: the CPU runs fp32 only (16-bit is a GPU path; bf16 measured 9-170x slower here)")
    a.dtype_name, a.dtype = a.dtype, DTYPES[a.dtype]


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    a = parse_args(argv)
    try:
        import transformers
    except ImportError:
        raise SystemExit("bench_decode: HuggingFace transformers is needed: pip install -e '.[bench]'")
    transformers.logging.set_verbosity_error()
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    torch.set_num_threads(a.threads or cores)
    threads = torch.get_num_threads()
    load_start = os.getloadavg()
    sizes = (f"seq2seq d{a.dim} ffn {a.ffn} {a.heads} heads {a.layers}+{a.layers} layers, LMs d{a.dim} "
             f"{a.lm_layers} layers (cloze: per tower), vocab {a.vocab}")
    where = torch.cuda.get_device_name(a.device) if a.device.type == "cuda" else "cpu"
    print(f"torch {torch.__version__}, transformers {transformers.__version__}, {where} {a.dtype_name}, "
          f"{threads} thread{'s' * (threads != 1)}, "
          f"load average {load_start[0]:.2f} on {cores} cores{' [--quick: numbers mean nothing]' if a.quick else ''}",
          flush=True)
    print(f"  {sizes}; decode {a.batch} sources x {a.src_len} tokens -> {a.new_tokens} new tokens, beam {a.beam} "
          f"and greedy; train {a.train_batch} x {a.train_len}", flush=True)
    if load_start[0] > cores / 2:
        print(f"  note: the machine is busy (load average {load_start[0]:.2f} on {cores} cores): the timings and "
              "ratios are only indicative; run again on a quiet machine", flush=True)
    torch.manual_seed(a.seed)
    decode_rows = decoding(a)
    train_rows = training(a) if a.train_strategies else []
    length_rows = cache_by_length(a, a.cache_lengths) if a.cache_lengths else []
    goal_rows = goals(decode_rows)
    load_end = os.getloadavg()

    print()
    print(f"{sizes}; {threads} thread{'s' * (threads != 1)}; load average {load_start[0]:.2f} at the start, "
          f"{load_end[0]:.2f} at the end")
    print()
    print(f"Decoding: {a.batch} sentences, {a.new_tokens} new tokens each (tokens/s = output tokens per second, "
          f"median of {a.repeats})")
    print(table(decode_rows, [("mode", "search", "s"), ("system", "system", "s"), ("params", "params", ",d"),
                              ("seconds", "s/batch", ".3f"), ("tokens_per_s", "tokens/s", ",.0f"),
                              ("vs_baseline", "vs baseline", ".2f"), ("vs_hf", "vs HF", ".2f")]))
    print()
    print("Goals" + (" (--quick: tiny sizes, few tokens: the results mean nothing)" if a.quick else ""))
    print(table(goal_rows, [("goal", "goal", "s"), ("mode", "search", "s"), ("ratio", "measured", ".2f"),
                            ("target", "target >=", ".2f"), ("result", "result", "s")]))
    if train_rows:
        print()
        print(f"Training: forward + label-smoothed loss + backward + Adam, {a.train_batch} pairs x {a.train_len} "
              f"tokens (tokens/s = target tokens per second, median of {a.train_repeats})")
        print(table(train_rows, [("strategy", "strategy", "s"), ("params", "params", ",d"),
                                 ("trainable", "trainable", ",d"), ("step_s", "s/step", ".3f"),
                                 ("tokens_per_s", "tokens/s", ",.0f"), ("vs_baseline", "vs baseline", ".2f")]))
    if length_rows:
        print()
        print(f"tgt-elmo, LM cache vs none by output length ({a.batch} sentences, median of {a.cache_repeats})")
        print(table(length_rows, [("mode", "search", "s"), ("new_tokens", "new tokens", "d"),
                                  ("seconds_cache", "s with cache", ".3f"), ("seconds_no_cache", "s without", ".3f"),
                                  ("ratio", "with vs without", ".2f")]))
    summary = {"quick": a.quick, "device": where, "dtype": a.dtype_name, "threads": threads, "cores": cores,
               "transformers": transformers.__version__, "hf_model": a.hf,
               "sizes": {"vocab": a.vocab, "dim": a.dim, "ffn_dim": a.ffn, "num_heads": a.heads,
                         "encoder_layers": a.layers, "decoder_layers": a.layers, "lm_layers": a.lm_layers,
                         "lm_kinds": {"src": "cloze", "tgt": "causal"}},
               "decode": {"batch": a.batch, "src_len": a.src_len, "new_tokens": a.new_tokens, "beam": a.beam,
                          "warmup": a.warmup, "repeats": a.repeats,
                          "tokens": "output tokens: sentences x new_tokens (ours: new_tokens - 1 + the forced </s>)"},
               "train": {"batch": a.train_batch, "len": a.train_len, "warmup": a.train_warmup,
                         "repeats": a.train_repeats, "strategies": a.train_strategies},
               "load_average_start": load_start, "load_average_end": load_end,
               "goals": goal_rows, "all_goals_pass": all(g["result"] == "PASS" for g in goal_rows)}
    write_result(a.json, "bench_decode", [sys.argv[0], *argv], decode_rows + train_rows + length_rows, summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
