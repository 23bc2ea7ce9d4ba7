"""The paper's Table 5 at this project's scale: training and inference tokens/s per integration strategy.

    python bench/bench_strategies.py                       # the Multi30k grid's models, CPU, every core
    python bench/bench_strategies.py --device cuda --json reports/multi30k/bench_strategies.gpu.json
    python bench/bench_strategies.py --size tiny --json /tmp/bench_strategies.json     # a smoke check

One process, one run, every system measured the same way, in turn within each round (a change of the machine's
load hits all alike); the median of ``--repeats`` rounds after ``--warmup`` untimed ones:

* **Systems**: the strategies of the Multi30k grid (``lm4gen.launcher.multi30k_grid.STRATEGIES``: baseline,
  baseline+SHDEMB, SHARED, SRC-ELMO, SRC-FT, TGT-ELMO, TGT-FT, SRC-ELMO+SHDEMB), random-init at the grid's
  shapes (``--size grid``: the seq2seq model of ``configs/finetune/multi30k.yaml`` — d256, 3+3 blocks — with
  ``--vocab`` types; the LMs of ``lm4gen.launcher.multi30k lm``, pretraining sizes ``m30k-cloze`` (d256, 8 blocks per
  tower, ``combine_residual``) on the source side and ``m30k-causal`` (d256, 12 blocks) on the target side) or
  tiny ones (``--size tiny``, numbers mean nothing). Speed does not depend on the weights; decoding is forced to
  a fixed length, so every system does the same work.
* **SRC-ELMO, cached states** (``model.cache_lm_states``, :mod:`lm4gen.finetune.lm_cache`): SRC-ELMO's training step
  with the frozen LM's states read from a float16 state cache (built once, before timing, for the batch's
  sources) instead of running the LM; the timed step includes reading the batch's states from the memory-mapped
  cache. Measured whenever SRC-ELMO is; decoding keeps the live LM (its row shows none).
* **Training**: forward + label-smoothed loss (``lm4gen.finetune.train.seq2seq_loss``) + backward + Adam
  (``lm4gen.core.kernels.adam`` over ``parameter_groups``, as ``lm4gen.finetune.train`` builds it) on one fixed batch of
  ``--train-batch`` pairs x ``--train-len`` tokens a side; tokens/s = target tokens / step seconds (one process:
  no all-reduce — the paper's 32-GPU figures include it).
* **Inference**: beam search (``lm4gen.models.search.generate``, beam ``--beam``) over ``--batch`` sources of
  ``--src-len`` tokens, exactly ``--new-tokens`` decoder steps per hypothesis; tokens/s = output tokens
  (sentences x new tokens) / seconds of the whole call. TGT-ELMO twice: with its LM cache (the LM reads one new
  token per step) and without (``use_lm_cache=False``: the LM re-reads the prefix every step, as the paper's
  implementation did: 259 tok/s against SHARED's 2,334).

The table puts every system's throughput relative to SHARED next to the paper's ratio (Table 5, SPEC §6: 32 V100s
for training, one V100 for inference, "Big" models): compare ratios, not tokens/s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys

from common import ROOT, table, write_result

import torch

from bench_decode import DTYPES, EOS, FIRST_ID, PAD, BOS, check_device_and_dtype, timed, train_update

# Table 5 (SPEC §6): training tokens/s on 32 V100, inference tokens/s on one V100. The paper's TGT-ELMO re-ran the
# LM over the whole prefix at every step: its inference number is the "no LM cache" row here.
PAPER_TABLE5 = {"shared": (528802, 2334), "src-elmo": (100636, 2011), "src-ft": (57753, 2080),
                "tgt-elmo": (142525, None), "tgt-elmo no LM cache": (None, 259), "tgt-ft": (95313, 299)}
SIZES = {
    "grid": dict(vocab=10000, lm_sizes={"cloze": "m30k-cloze", "causal": "m30k-causal"}, lm_overrides={}, batch=32,
                 src_len=16, new_tokens=20, beam=5, train_batch=64, train_len=16, warmup=1, repeats=5, seq2seq={}),
    "tiny": dict(vocab=500, lm_sizes={"cloze": "tiny", "causal": "tiny"}, lm_overrides=dict(dim=32, ffn_dim=64,
                 num_layers=1), batch=3, src_len=6,
                 new_tokens=4, beam=2, train_batch=4, train_len=6, warmup=0, repeats=1,
                 seq2seq=dict(dim=32, ffn_dim=64, encoder_layers=1, decoder_layers=1)),
}
FT_CONFIG = os.path.join(ROOT, "configs", "finetune", "multi30k.yaml")
CACHED = "src-elmo cached states"  # SRC-ELMO reading its LM's states from lm4gen.finetune.lm_cache


def grid_strategies() -> tuple[str, ...]:
    from lm4gen.launcher.multi30k_grid import STRATEGIES

    return STRATEGIES


# ----------------------------------------------------------------------------
# models


def seq2seq_config(a: argparse.Namespace, strategy: str):
    """The grid recipe's seq2seq config (``configs/finetune/multi30k.yaml``, read as ``lm4gen.finetune.train`` reads it)
    for ``strategy``, with ``--vocab`` types and the size's overrides on top."""
    import dataclasses

    from lm4gen.finetune.config import load_config
    from lm4gen.finetune.train import model_config

    cfg = load_config(FT_CONFIG, [f"model.{k}={v}" for k, v in a.seq2seq.items()])
    card = {"vocab_size": a.vocab, "special_ids": {"pad": PAD, "bos": BOS, "eos": EOS}}
    name, plus, _ = strategy.partition("+")
    return dataclasses.replace(model_config(cfg, card, {}), strategy=name, shdemb=bool(plus)).validate()


def language_model(a: argparse.Namespace, kind: str, seed: int) -> torch.nn.Module:
    """A random-init LM of the grid's LM sizes: the cloze LM (source side, with ``combine_residual`` as
    ``lm4gen.launcher.multi30k lm`` trains it) or the causal LM (target side)."""
    from lm4gen.models.lm import build_model, init_weights, model_config

    extra = {"combine_residual": True} if kind == "cloze" else {}
    cfg = model_config(a.lm_sizes[kind], kind=kind, vocab_size=a.vocab, **a.lm_overrides, **extra)
    model = build_model(cfg)
    init_weights(model, generator=torch.Generator().manual_seed(seed))
    return model


def build(a: argparse.Namespace, strategy: str) -> torch.nn.Module:
    from lm4gen.models.seq2seq import build_seq2seq

    strategy = "src-elmo" if strategy == CACHED else strategy
    side = strategy.partition("-")[0]
    src_lm = language_model(a, "cloze", a.seed + 1) if side == "src" else None
    tgt_lm = language_model(a, "causal", a.seed + 2) if side == "tgt" else None
    return build_seq2seq(seq2seq_config(a, strategy), src_lm, tgt_lm, seed=a.seed).to(a.device)


def random_tokens(a: argparse.Namespace, rows: int, length: int, seed: int) -> torch.Tensor:
    """Random ids (no specials) ending in </s>, as the bitext shards' sequences do."""
    out = torch.randint(FIRST_ID, a.vocab, (rows, length), generator=torch.Generator().manual_seed(seed))
    out[:, -1] = EOS
    return out.to(a.device)


# ----------------------------------------------------------------------------
# measurements


def training(a: argparse.Namespace, models: dict) -> dict[str, dict]:
    """Median seconds of one update per strategy, and tokens/s."""
    from lm4gen.finetune.config import FinetuneConfig
    from lm4gen.core.kernels import adam, apply_kernels

    o, smoothing = FinetuneConfig().optim, FinetuneConfig().train.label_smoothing
    src = random_tokens(a, a.train_batch, a.train_len, a.seed)
    tgt = random_tokens(a, a.train_batch, a.train_len, a.seed + 9)
    batch = {"src": src, "tgt_in": torch.cat([torch.full_like(tgt[:, :1], BOS), tgt[:, :-1]], dim=1), "tgt_out": tgt}
    tokens = int((tgt != PAD).sum())
    cache = state_cache(a, models[CACHED], src) if CACHED in models else None
    optimizers = {}
    for name, model in models.items():
        fused = apply_kernels(model, "auto", a.device)
        optimizers[name] = adam(model.parameter_groups(o.lr, o.lm_lr or None), o.lr, tuple(o.betas), o.eps,
                                o.weight_decay, decoupled=False, fused=fused)
    scaler = torch.amp.GradScaler(a.device.type) if a.dtype == torch.float16 else None

    def update(model, opt, cached=False):
        model.train()
        b = {**batch, "src_states": cache.batch_states(cpu_batch, PAD).to(a.device)} if cached else batch
        loss = train_update(a, model, opt, b, smoothing, scaler)
        if not torch.isfinite(loss.detach()):
            raise RuntimeError(f"training loss is {loss.item()}")

    cpu_batch = {"src": src.cpu(), "src_lengths": torch.full((a.train_batch,), a.train_len)}
    times = rounds(a, {name: (lambda m=model, o=optimizers[name], c=name == CACHED: update(m, o, c))
                       for name, model in models.items()})
    return {name: {"train_step_s": t, "train_tokens": tokens, "train_tokens_per_s": tokens / t}
            for name, t in times.items()}


def decoding(a: argparse.Namespace, models: dict) -> dict[str, dict]:
    """Median seconds of one beam search over the fixed sources per system (TGT-ELMO also without its LM cache)."""
    from lm4gen.models import search

    src = random_tokens(a, a.batch, a.src_len, a.seed + 5)
    n = a.new_tokens - 1  # tokens before the forced </s>: new_tokens decoder steps in all

    def decode(model, use_lm_cache: bool):
        model.eval()
        hyps = search.generate(model, src, beam=a.beam, max_len_a=0.0, max_len_b=n, min_len=n,
                               use_lm_cache=use_lm_cache)
        lengths = {len(h) + 1 for h in hyps}
        assert lengths == {a.new_tokens} and len(hyps) == a.batch, f"unequal decoding work: {sorted(lengths)}"

    systems = {name: (lambda m=model: decode(m, True)) for name, model in models.items() if name != CACHED}
    if "tgt-elmo" in models:
        systems["tgt-elmo no LM cache"] = lambda: decode(models["tgt-elmo"], False)
    generated = a.batch * a.new_tokens
    with torch.no_grad():
        times = rounds(a, systems)
    return {name: {"decode_s": t, "generated_tokens": generated, "decode_tokens_per_s": generated / t}
            for name, t in times.items()}


def state_cache(a: argparse.Namespace, model, src: torch.Tensor):
    """A float16 state cache (:mod:`lm4gen.finetune.lm_cache`) of ``model``'s frozen source LM over the rows of
    ``src`` (each ``x </s>``), in a temporary directory that lives as long as the process."""
    import atexit
    import shutil
    import tempfile

    from lm4gen.finetune.lm_cache import Source, StateCache, build

    where = tempfile.mkdtemp(prefix="lm4gen-bench-cache-")
    atexit.register(shutil.rmtree, where, True)
    lm = model.encoder.lm_input.lm
    units = [row[:-1].cpu().numpy() for row in src]
    source = Source(side="src", lm_sha256="bench", lm_kind=lm.cfg.kind, relaxed=True, special=EOS, shards=(),
                    dtype="float16")
    build(lm, source, units, os.path.join(where, "src"), PAD, a.device, log=lambda line: None)
    return StateCache(os.path.join(where, "src"))


def rounds(a: argparse.Namespace, systems: dict) -> dict[str, float]:
    """``--warmup`` untimed rounds, then ``--repeats`` timed ones, the systems in turn; median seconds each."""
    seconds: dict[str, list[float]] = {name: [] for name in systems}
    for i in range(a.warmup + a.repeats):
        for name, fn in systems.items():
            _, t = timed(a, fn, cast=False)
            if i >= a.warmup:
                seconds[name].append(t)
    return {name: statistics.median(ts) for name, ts in seconds.items()}


def rows_of(models: dict, train: dict, decode: dict) -> list[dict]:
    """One row per system: parameters, tokens/s, ratios to SHARED, the paper's ratios."""
    rows = []
    for name in [*models, *(n for n in decode if n not in models)]:
        model = models[name] if name in models else models[name.split(" ")[0]]  # "tgt-elmo no LM cache"
        params = list(model.parameters())
        row = {"system": name, "params": sum(p.numel() for p in params),
               "trainable": sum(p.numel() for p in params if p.requires_grad), **train.get(name, {}),
               **decode.get(name, {})}  # the cached row decodes with the live LM: SRC-ELMO's row
        rows.append(row)
    shared = next(r for r in rows if r["system"] == "shared")
    paper_shared = PAPER_TABLE5["shared"]
    for r in rows:
        for i, key in enumerate(("train_tokens_per_s", "decode_tokens_per_s")):
            if key in r:
                r[key.replace("tokens_per_s", "vs_shared")] = r[key] / shared[key]
            paper = PAPER_TABLE5.get(r["system"], (None, None))[i]
            if paper is not None:
                r[key.replace("tokens_per_s", "paper_vs_shared")] = paper / paper_shared[i]
    return rows


# ----------------------------------------------------------------------------


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--size", choices=sorted(SIZES), default="grid",
                   help="grid: the Multi30k grid's models; tiny: a smoke check")
    for key, what in (("vocab", "joint vocabulary"), ("batch", "sources per beam search"),
                      ("src_len", "tokens per source, </s> included"), ("new_tokens", "decoder steps per hypothesis"),
                      ("beam", "beam size"), ("train_batch", "pairs per training step"),
                      ("train_len", "tokens per side of a training pair"), ("warmup", "untimed rounds"),
                      ("repeats", "timed rounds (the median is reported)")):
        p.add_argument("--" + key.replace("_", "-"), type=int, help=f"{what} (default: the size's)")
    p.add_argument("--strategies", help="comma-separated subset of the grid's strategies (default: all; "
                                        "shared is always measured: the ratios are to it)")
    p.add_argument("--threads", type=int, default=0, help="torch intra-op threads (0: every core this process may use)")
    p.add_argument("--device", default="cpu", help="cpu or cuda")
    p.add_argument("--dtype", default="fp32", choices=sorted(DTYPES), help="fp16/bf16: autocast, GPU only")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", default=os.path.join("reports", "multi30k", "bench_strategies.json"))
    a = p.parse_args(argv)
    for key, value in SIZES[a.size].items():
        if getattr(a, key, None) is None:
            setattr(a, key, value)
    for key in ("vocab", "batch", "src_len", "beam", "train_batch", "train_len", "repeats"):
        if getattr(a, key) < 1:
            p.error(f"--{key.replace('_', '-')} must be >= 1")
    if a.new_tokens < 2:
        p.error("--new-tokens must be >= 2 (at least one token before the forced </s>)")
    if a.warmup < 0:
        p.error("--warmup must be >= 0")
    if a.vocab <= FIRST_ID:
        p.error(f"--vocab must exceed {FIRST_ID} (the special ids)")
    known = grid_strategies()
    a.strategies = [s for s in (a.strategies or ",".join(known)).split(",") if s]
    for s in a.strategies:
        if s not in known:
            p.error(f"--strategies: unknown {s!r}; known: {', '.join(known)}")
    if "shared" not in a.strategies:
        a.strategies.insert(0, "shared")
    if "src-elmo" in a.strategies:
        a.strategies.insert(a.strategies.index("src-elmo") + 1, CACHED)
    check_device_and_dtype(p, a)
    return a


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    a = parse_args(argv)
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    torch.set_num_threads(a.threads or cores)
    torch.manual_seed(a.seed)
    where = torch.cuda.get_device_name(a.device) if a.device.type == "cuda" else "cpu"
    load_start = os.getloadavg()
    models = {s: build(a, s) for s in a.strategies}
    cfg = seq2seq_config(a, "baseline")
    shapes = (f"seq2seq d{cfg.dim} ffn {cfg.ffn_dim} {cfg.num_heads} heads {cfg.encoder_layers}+{cfg.decoder_layers} "
              f"blocks, LMs '{a.lm_sizes['cloze']}' (source) / '{a.lm_sizes['causal']}' (target)"
              f"{a.lm_overrides or ''}, vocab {a.vocab}")
    print(f"{where} {a.dtype_name}, {torch.get_num_threads()} threads, load average {load_start[0]:.2f} on {cores} "
          f"cores{' [--size tiny: numbers mean nothing]' if a.size == 'tiny' else ''}\n  {shapes}", flush=True)
    train = training(a, models)
    decode = decoding(a, models)
    rows = rows_of(models, train, decode)
    load_end = os.getloadavg()
    print(f"\nTraining: {a.train_batch} pairs x {a.train_len} tokens a side per update; inference: beam {a.beam}, "
          f"{a.batch} sources x {a.src_len} tokens -> {a.new_tokens} tokens each; median of {a.repeats}; {where}")
    print(table(rows, [("system", "system", "s"), ("params", "params", ",d"), ("trainable", "trained", ",d"),
                       ("train_tokens_per_s", "train tok/s", ",.0f"), ("train_vs_shared", "vs SHARED", ".2f"),
                       ("train_paper_vs_shared", "paper", ".2f"), ("decode_tokens_per_s", "beam tok/s", ",.0f"),
                       ("decode_vs_shared", "vs SHARED", ".2f"), ("decode_paper_vs_shared", "paper", ".2f")]))
    summary = {"size": a.size, "device": where, "dtype": a.dtype_name, "threads": torch.get_num_threads(),
               "cores": cores, "shapes": shapes,
               "train": {"batch_pairs": a.train_batch, "tokens_per_side": a.train_len, "warmup": a.warmup,
                         "repeats": a.repeats},
               "decode": {"beam": a.beam, "batch": a.batch, "src_len": a.src_len, "new_tokens": a.new_tokens,
                          "warmup": a.warmup, "repeats": a.repeats},
               "paper_table5": {k: {"train_tokens_per_s": v[0], "decode_tokens_per_s": v[1]}
                                for k, v in PAPER_TABLE5.items()},
               "load_average_start": load_start, "load_average_end": load_end}
    write_result(a.json, "bench_strategies", [sys.argv[0], *argv], rows, summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
