"""Pretraining step throughput and MFU: our causal / cloze / masked LMs vs HuggingFace peers.

    python bench/bench_pretrain.py [--sizes tiny,small] [--iters 5] [--warmup 2] [--scaling]
                                   [--json reports/pretrain/bench_pretrain.json]
    python bench/bench_pretrain.py --device cuda --dtype bf16 --sizes causal-190m --kinds causal   # on a GPU

In one process and one run (needs the ``bench`` extra: ``pip install transformers``):

* ``gemm peak``: the FLOP/s of a square matmul in the benchmark's dtype, with the
  thread count the models get — the ceiling MFU is measured against: the larger of
  the best median over ``--gemm-sizes`` measured upfront and the median of one
  matmul of the smallest of them timed in every round of steps (so a peak taken
  while other processes held the cores does not flatter the MFU);
* per size of :data:`lm4gen.models.lm.SIZES` (dims, heads, layers; vocabulary
  ``--vocab``): our ``CausalLM`` vs ``GPT2LMHeadModel``, our ``ClozeLM`` and
  ``MaskedLM`` vs ``BertForMaskedLM``, the HF models built from configs of the same
  dimensions (random init, nothing downloaded, attention ``sdpa``, exact GELU as ours);
* one *step* = forward + loss + backward + optimizer step (our NAG, fp32 master
  weights, for both sides) on a fixed random batch of ``--batch`` x ``--seq`` tokens;
  ``--warmup`` rounds are discarded, the median of ``--iters`` timed steps is reported.
  The models of one size step in turn (a round: GEMM probe, peer, ours, peer, ...),
  so a change of the machine's load hits all of them alike.

FLOPs are counted the same way for every model from its modules: 6 x (weights of
every matmul: linear / Conv1D layers and the output projection, tied or not) per
token, plus 12 x dim x keys per token for every attention layer (QK^T and AV,
forward + backward, *full* key range even under a causal mask, PaLM's convention).
Embedding lookups, LayerNorms, softmax and the loss are not counted. The cloze LM has
two towers and a combination block attending over 2T keys, so it does ~2x the FLOPs
of the causal LM per token: compare it with BERT by MFU, not tokens/s.

``--alloc default,thp,keep`` (the default on the CPU) measures every model three
times, each setting in its own child process: ``default``, torch's host allocation
on glibc as it comes; ``thp``, ``THP_MEM_ALLOC_ENABLE=1`` (torch's switch that backs
allocations of 2 MiB and more with transparent huge pages); ``keep``, what lm4gen's
own CPU runs do (:func:`lm4gen.core.host.keep_freed_memory`: glibc never unmaps or
trims freed memory). By default glibc serves each allocation of 32 MiB and more
(e.g. the cloze combination's attention scores, 8 x 8 x 256 x 512 floats at
``small``) with a fresh ``mmap`` whose 4 KiB pages fault in on first touch, every
step, and this VM pays 0.5-2 us a fault; ``keep`` reuses the pages. Both sides get
the same setting; the column says which.

``--scaling`` also runs ``deepspeed --num_gpus N pretrain/run.py`` (ZeRO-2, N = 1 and
2, the same per-rank batch) on the quickstart shards and reads ``tokens_per_s`` from
its ``metrics.jsonl`` (the median of the steps after ``--scaling-warmup``): as a user
types it, and with ``OMP_NUM_THREADS`` = cores / ranks (the launcher leaves each
rank torch's default thread count, so 2 ranks on 2 cores run 4 threads).

Goal (issue): ours >= 1.10x the HF peer's tokens/s in the same run, and >= 75% of
the measured GEMM peak (MFU).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from typing import Callable

from common import ROOT, table, write_result

import torch
from torch import nn

from lm4gen.core.host import keep_freed_memory
from lm4gen.models.lm import IGNORE, SIZES, build_model, init_weights, mask_tokens, model_config
from lm4gen.pretrain.objectives import LOSSES
from lm4gen.core.optim import NAG

DTYPES = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}
# the clock of every timing: wall time, or (--clock thread, one thread only) the CPU time of
# the calling thread, which other processes on a shared machine do not inflate
CLOCKS = {"wall": time.perf_counter, "thread": time.thread_time}
clock = CLOCKS["wall"]


@dataclass
class Subject:
    """One model under test."""

    name: str  # row label
    size: str  # the SIZES entry whose dims it has
    kind: str  # causal | cloze | mlm (the objective; the HF peers' kinds follow their family)
    model: nn.Module
    loss: Callable[[], torch.Tensor]  # forward + loss on the fixed batch
    matmul_params: int  # weights of every matmul a token goes through (output projection included)
    attention_keys: list[int]  # keys per attention layer (one entry per layer)
    dim: int  # model width (for the attention FLOPs)

    def flops_per_token(self) -> float:
        return 6.0 * self.matmul_params + sum(12.0 * self.dim * k for k in self.attention_keys)


def matmul_weights(model: nn.Module) -> int:
    """Elements of every Linear / HF Conv1D weight (a tied output layer counts like an untied one)."""
    from transformers.pytorch_utils import Conv1D

    return sum(m.weight.numel() for m in model.modules() if isinstance(m, (nn.Linear, Conv1D)))


def gemm_peak(sizes: list[int], repeats: int, device: torch.device, dtype: torch.dtype,
              quiet: bool = False) -> list[dict]:
    """Median FLOP/s of an n x n x n matmul for each n."""
    rows = []
    for n in sizes:
        a = torch.randn(n, n, device=device).to(dtype)
        b = torch.randn(n, n, device=device).to(dtype)
        times = []
        for i in range(repeats + 1):
            sync(device)
            start = clock()
            torch.mm(a, b)
            sync(device)
            if i:  # the first call is warm-up
                times.append(clock() - start)
        t = statistics.median(times)
        rows.append({"n": n, "seconds": t, "gflops": 2 * n**3 / t / 1e9})
        if not quiet:
            print(f"  gemm {n}^3 {str(dtype).removeprefix('torch.')}: {2 * n**3 / t / 1e9:,.1f} GFLOP/s", flush=True)
    return rows


def sync(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def ours(size: str, kind: str, a: argparse.Namespace, tokens: torch.Tensor, device: torch.device) -> Subject:
    cfg = model_config(size, kind=kind, vocab_size=a.vocab, max_positions=max(a.seq + 1, 512), dropout=a.dropout,
                       attention_dropout=a.dropout, activation_dropout=0.0)  # HF's peers have no activation dropout
    torch.manual_seed(a.seed)
    model = build_model(cfg).to(device)
    init_weights(model, generator=torch.Generator().manual_seed(a.seed))
    if kind == "causal":
        batch = {"tokens": tokens}  # (batch, seq + 1): seq inputs, targets shifted by one
        loss = lambda: LOSSES["causal"](model, batch)[0]  # noqa: E731 - a one-line helper
    elif kind == "cloze":
        batch = {"tokens": tokens[:, :-1]}
        loss = lambda: LOSSES["cloze"](model, batch)[0]  # noqa: E731 - a one-line helper
    else:
        gen = torch.Generator(device=device).manual_seed(a.seed)
        batch = {"tokens": tokens[:, :-1]}
        loss = lambda: LOSSES["mlm"](model, batch, gen)[0]  # noqa: E731 - a one-line helper
    T, L = a.seq, cfg.num_layers
    keys = {"causal": [T] * L, "mlm": [T] * L, "cloze": [T] * (2 * L) + [2 * T]}[kind]
    tied = cfg.vocab_size * cfg.dim  # the output projection (TiedOutput has no module weight)
    name = {"causal": "ours CausalLM", "cloze": "ours ClozeLM", "mlm": "ours MaskedLM"}[kind]
    return Subject(name, size, kind, model, loss, matmul_weights(model) + tied, keys, cfg.dim)


def huggingface(size: str, family: str, a: argparse.Namespace, tokens: torch.Tensor, device: torch.device) -> Subject:
    """GPT2LMHeadModel (family "gpt2") or BertForMaskedLM ("bert") with the size's dims."""
    from transformers import BertConfig, BertForMaskedLM, GPT2Config, GPT2LMHeadModel

    cfg = model_config(size, vocab_size=a.vocab, max_positions=max(a.seq + 1, 512))
    torch.manual_seed(a.seed)
    if family == "gpt2":
        hf = GPT2Config(vocab_size=cfg.vocab_size, n_positions=cfg.max_positions, n_embd=cfg.dim,
                        n_layer=cfg.num_layers,
                        n_head=cfg.num_heads, n_inner=cfg.ffn_dim, activation_function="gelu", resid_pdrop=a.dropout,
                        embd_pdrop=a.dropout, attn_pdrop=a.dropout, tie_word_embeddings=True)
        hf._attn_implementation = "sdpa"
        model = GPT2LMHeadModel(hf).to(device)
        inputs = tokens[:, :-1]
        loss = lambda: model(input_ids=inputs, labels=inputs).loss  # noqa: E731  (HF shifts the labels itself)
        name, kind = "HF GPT2LMHeadModel", "causal"
    else:
        hf = BertConfig(vocab_size=cfg.vocab_size, hidden_size=cfg.dim, num_hidden_layers=cfg.num_layers,
                        num_attention_heads=cfg.num_heads, intermediate_size=cfg.ffn_dim, hidden_act="gelu",
                        hidden_dropout_prob=a.dropout, attention_probs_dropout_prob=a.dropout,
                        max_position_embeddings=cfg.max_positions, tie_word_embeddings=True)
        hf._attn_implementation = "sdpa"
        model = BertForMaskedLM(hf).to(device)
        # the same BERT masking our MaskedLM draws (15%, 80/10/10), fixed for the run
        mcfg = model_config(size, kind="mlm", vocab_size=a.vocab)
        inputs, labels = mask_tokens(tokens[:, :-1], mcfg, torch.Generator(device=device).manual_seed(a.seed))
        assert IGNORE == -100  # HF's ignore index
        loss = lambda: model(input_ids=inputs, labels=labels).loss  # noqa: E731 - a one-line helper
        name, kind = "HF BertForMaskedLM", "mlm"
    model.train()
    keys = [a.seq] * cfg.num_layers
    return Subject(name, size, kind, model, loss, matmul_weights(model), keys, cfg.dim)


class Trainer:
    """One subject's training step: forward + loss + backward + NAG step (fp32 master
    weights; autocast and, for fp16, loss scaling under ``--dtype fp16|bf16``)."""

    def __init__(self, s: Subject, device: torch.device, dtype: torch.dtype):
        self.s, self.device, self.dtype = s, device, dtype
        s.model.train()
        self.opt = NAG(s.model.parameters(), lr=1e-4, momentum=0.99)  # small: the timing must not depend on divergence
        self.scaler = torch.amp.GradScaler(device.type) if dtype == torch.float16 else None

    def step(self) -> float:
        """Seconds of one step."""
        sync(self.device)
        start = clock()
        with torch.autocast(self.device.type, dtype=self.dtype, enabled=self.dtype != torch.float32):
            loss = self.s.loss()
        if self.scaler is not None:
            self.scaler.scale(loss).backward()
            self.scaler.step(self.opt)
            self.scaler.update()
        else:
            loss.backward()
            self.opt.step()
        self.opt.zero_grad(set_to_none=True)
        sync(self.device)
        seconds = clock() - start
        if not torch.isfinite(loss.detach()):
            raise RuntimeError(f"{self.s.name}: loss is {loss.item()}")
        return seconds


def measure_size(size: str, a: argparse.Namespace, device: torch.device, dtype: torch.dtype, peak: float,
                 alloc: str) -> list[dict]:
    """All models of one size, their steps interleaved (peer, ours, peer, ours, ...), so
    that a change in the machine's load hits every model alike."""
    gen = torch.Generator().manual_seed(a.seed)
    # ids from 7 up: no pad (0) and no special ids, so no model takes a padding path
    tokens = torch.randint(7, a.vocab, (a.batch, a.seq + 1), generator=gen).to(device)
    trainers, peer_of = [], {}  # peer_of: our model's name -> its HF peer's name
    families = {}
    for kind in a.kinds:
        family = "gpt2" if kind == "causal" else "bert"  # the peer: GPT-2 for the causal LM, BERT for the others
        if family not in families:
            trainers.append(Trainer(huggingface(size, family, a, tokens, device), device, dtype))
            families[family] = trainers[-1].s.name
        trainers.append(Trainer(ours(size, kind, a, tokens, device), device, dtype))
        peer_of[trainers[-1].s.name] = families[family]
    times = {t.s.name: [] for t in trainers}
    n = min(int(x) for x in a.gemm_sizes.split(","))
    probes = []  # GEMM FLOP/s measured in every round, under the same load as the steps
    for i in range(a.warmup + a.iters):
        probe = gemm_peak([n], 1, device, dtype, quiet=True)[0]["gflops"] * 1e9
        for t in trainers:
            seconds = t.step()
            if i >= a.warmup:
                times[t.s.name].append(seconds)
        if i >= a.warmup:
            probes.append(probe)
    # MFU against the larger of the upfront peak and the rounds' median GEMM rate
    peak = max(peak, statistics.median(probes))
    rows = {t.s.name: result(t.s, times[t.s.name], a, peak, alloc) for t in trainers}
    for r in rows.values():
        r["gemm_peak_gflops"], r["gemm_probes_gflops"] = peak / 1e9, [x / 1e9 for x in probes]
    for name, peer in peer_of.items():
        rows[name].update(peer=peer, vs_peer_tokens=rows[name]["tokens_per_s"] / rows[peer]["tokens_per_s"],
                          vs_peer_mfu=rows[name]["mfu"] / rows[peer]["mfu"])
    return list(rows.values())


def result(s: Subject, times: list[float], a: argparse.Namespace, peak: float, alloc: str) -> dict:
    t = statistics.median(times)
    tokens = a.batch * a.seq
    fpt = s.flops_per_token()
    row = {"size": s.size, "alloc": alloc, "model": s.name, "kind": s.kind,
           "params": sum(p.numel() for p in s.model.parameters()), "step_s": t, "step_s_min": min(times),
           "step_s_all": times, "tokens_per_s": tokens / t, "flops_per_token": fpt, "gflops": fpt * tokens / t / 1e9,
           "mfu": fpt * tokens / t / peak}
    print(f"  {s.size:>6} {alloc:<7} {s.name:<20} {t:7.3f} s/step  {row['tokens_per_s']:>10,.0f} tokens/s  "
          f"{row['gflops']:>9,.1f} GFLOP/s  MFU {row['mfu']:.1%}", flush=True)
    return row


# ----------------------------------------------------------------------------
# 2-rank ZeRO-2 scaling through the real entry point


def scaling(a: argparse.Namespace) -> list[dict]:
    deepspeed = shutil.which("deepspeed", path=os.path.dirname(sys.executable)) or shutil.which("deepspeed")
    if deepspeed is None:
        raise SystemExit("bench_pretrain --scaling: the deepspeed launcher is not on PATH")
    manifest = os.path.join(a.scaling_shards, "manifest.json")
    if not os.path.exists(manifest):
        raise SystemExit(f"bench_pretrain --scaling: {manifest} not found (run lm4gen quickstart first)")
    cores = os.cpu_count() or 1
    rows = []
    # (ranks, OMP_NUM_THREADS or None = as the launcher leaves it)
    for ranks, threads in ((1, None), (2, None), (2, max(1, cores // 2))):
        out = tempfile.mkdtemp(prefix=f"bench-pretrain-{ranks}r-")
        cmd = [deepspeed, "--num_gpus", str(ranks), "--master_port", str(29700 + ranks),
               os.path.join(ROOT, "pretrain", "run.py"), "--ds_config", os.path.join(ROOT, "configs", "zero2.json"),
               "--resume", "none", "--output-dir", out,
               "--set", f"model.size={a.scaling_size}", "--set", "model.kind=causal",
               "--set", f"data.train={a.scaling_shards}", "--set", f"data.block_size={a.seq}",
               "--set", f"data.batch_size={a.batch}", "--set", "data.allow_shard_reuse=true",
               "--set", f"train.max_steps={a.scaling_steps}", "--set", "train.log_every=1",
               "--set", "train.eval_every=0", "--set", "train.eval_batches=1", "--set", "train.save_every=0",
               "--set", "optim.warmup_updates=1"]
        env = dict(os.environ)
        env.pop("OMP_NUM_THREADS", None)
        if threads:
            env["OMP_NUM_THREADS"] = str(threads)
        label = f"OMP_NUM_THREADS={threads} " if threads else ""
        print(f"  scaling: {label}deepspeed {' '.join(cmd[1:])}", flush=True)
        start = time.perf_counter()
        proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
        wall = time.perf_counter() - start
        if proc.returncode:
            sys.stderr.write(proc.stdout[-4000:] + proc.stderr[-4000:])
            raise SystemExit(f"bench_pretrain --scaling: {ranks}-rank run failed (exit {proc.returncode})")
        with open(os.path.join(out, "metrics.jsonl")) as f:
            records = [json.loads(line) for line in f if line.strip()]
        with open(os.path.join(out, "config.json")) as f:
            model_section = json.load(f)["run"]["model"]
        shutil.rmtree(out, ignore_errors=True)
        tps = [r["tokens_per_s"] for r in records if "tokens_per_s" in r and r["step"] > a.scaling_warmup]
        if not tps:
            raise SystemExit(f"bench_pretrain --scaling: no logged steps after --scaling-warmup={a.scaling_warmup}")
        rows.append({"ranks": ranks, "omp_threads": str(threads) if threads else "default",
                     "tokens_per_s": statistics.median(tps),
                     "tokens_per_s_all": tps, "per_rank_batch": f"{a.batch} x {a.seq}", "wall_s": wall,
                     "model": f"{a.scaling_size} causal", "run_model_section": model_section})
        print(f"  scaling: {ranks} rank(s): {rows[-1]['tokens_per_s']:,.0f} tokens/s (median of {len(tps)} steps), "
              f"{wall:.0f}s wall", flush=True)
    for r in rows:
        r["vs_1_rank"] = r["tokens_per_s"] / rows[0]["tokens_per_s"]
    return rows


THP_ENV = "THP_MEM_ALLOC_ENABLE"  # torch (c10) reads it once, at the first allocation: set before the process starts
ALLOCS = ("default", "thp", "keep")


def measure(a: argparse.Namespace, device: torch.device, dtype: torch.dtype) -> dict:
    """GEMM peak and every size's rows under this process's allocator setting."""
    alloc = a.alloc  # the parent gives each child one setting
    if alloc == "keep" and not keep_freed_memory():
        raise SystemExit("--alloc keep: glibc malloc is needed (lm4gen.core.host), and LM4GEN_HOST_MALLOC must "
                         "not be 'system'")
    print(f"  [{alloc}] torch {torch.__version__}, {torch.get_num_threads()} threads, {a.device} {a.dtype}, "
          f"{THP_ENV}={os.environ.get(THP_ENV, '')}", flush=True)
    gemm = gemm_peak([int(n) for n in a.gemm_sizes.split(",")], a.gemm_repeats, device, dtype)
    peak = max(g["gflops"] for g in gemm) * 1e9
    rows = []
    for size in a.sizes:
        rows += measure_size(size, a, device, dtype, peak, alloc)
    return {"alloc": alloc, "gemm": gemm, "gemm_peak_gflops": peak / 1e9, "rows": rows}


def in_child(argv: list[str], alloc: str) -> dict:
    """Run the measurement in a child process with the allocator setting in its environment."""
    env = dict(os.environ)
    env.pop(THP_ENV, None)
    if alloc == "thp":
        env[THP_ENV] = "1"
    fd, path = tempfile.mkstemp(prefix="bench-pretrain-", suffix=".json")
    os.close(fd)
    try:
        cmd = [sys.executable, os.path.abspath(__file__), *argv, "--alloc", alloc, "--child-json", path]
        subprocess.run(cmd, env=env, check=True)
        with open(path) as f:
            return json.load(f)
    finally:
        os.unlink(path)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--sizes", default="tiny,small", help="comma-separated names from lm4gen.models.lm.SIZES")
    p.add_argument("--kinds", default="causal,cloze,mlm", help="which of our LMs to run (and so which peers)")
    p.add_argument("--vocab", type=int, default=16000)
    p.add_argument("--seq", type=int, default=256, help="tokens per sequence")
    p.add_argument("--batch", type=int, default=8, help="sequences per step")
    p.add_argument("--dropout", type=float, default=0.1, help="embedding/residual/attention dropout on both sides")
    p.add_argument("--warmup", type=int, default=2, help="untimed steps per model")
    p.add_argument("--iters", type=int, default=5, help="timed steps per model (the median is reported)")
    p.add_argument("--threads", type=int, default=0, help="torch intra-op threads (0: torch's default)")
    p.add_argument("--clock", default="wall", choices=sorted(CLOCKS), help="thread: CPU time of the one thread "
                   "(needs --threads 1; robust to other processes on a shared machine)")
    p.add_argument("--alloc", default="", help="host allocation settings, each in its own child process: default, "
                   f"thp ({THP_ENV}=1), keep (lm4gen's CPU runs: lm4gen.core.host); default: all three on the CPU, "
                   "default on a GPU")
    p.add_argument("--gemm-sizes", default="2048,4096", help="square matmul sizes for the GEMM peak")
    p.add_argument("--gemm-repeats", type=int, default=5)
    p.add_argument("--device", default="cpu", help="cpu or cuda")
    p.add_argument("--dtype", default="fp32", choices=sorted(DTYPES), help="fp16/bf16: autocast (GPU only)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--scaling", action="store_true",
                   help="also the 1- vs 2-rank deepspeed ZeRO-2 run of pretrain/run.py")
    p.add_argument("--scaling-size", default="small")
    p.add_argument("--scaling-shards", default=os.path.join(ROOT, "runs", "quickstart", "shards", "mono.de"))
    p.add_argument("--scaling-steps", type=int, default=7)
    p.add_argument("--scaling-warmup", type=int, default=2, help="first logged steps left out of the median")
    p.add_argument("--json", default=os.path.join("reports", "pretrain", "bench_pretrain.json"))
    p.add_argument("--child-json", help=argparse.SUPPRESS)  # internal: measure here, write the raw result there
    return p


def check_args(p: argparse.ArgumentParser, a: argparse.Namespace) -> tuple[list[str], list[str], torch.device,
                                                                            torch.dtype]:
    """Validate the options (``p.error`` on a bad one; ``a.kinds`` becomes a list, ``--threads`` is applied):
    (sizes, allocator settings, device, dtype)."""
    if a.scaling and not os.path.exists(os.path.join(a.scaling_shards, "manifest.json")):  # fail before measuring
        p.error(f"--scaling: {os.path.join(a.scaling_shards, 'manifest.json')} not found (run python -m "
                "lm4gen.launcher.quickstart first, or give --scaling-shards)")
    sizes = [s for s in a.sizes.split(",") if s]
    a.kinds = [k for k in a.kinds.split(",") if k]
    allocs = [m for m in (a.alloc or ("default,thp,keep" if a.device == "cpu" else "default")).split(",") if m]
    for s in sizes:
        if s not in SIZES:
            p.error(f"--sizes: unknown size {s!r}; known: {', '.join(SIZES)}")
    for k in a.kinds:
        if k not in ("causal", "cloze", "mlm"):
            p.error(f"--kinds: unknown kind {k!r} (causal, cloze, mlm)")
    if not allocs or any(m not in ALLOCS for m in allocs):
        p.error(f"--alloc: one or more of {', '.join(ALLOCS)}, got {a.alloc!r}")
    device, dtype = torch.device(a.device), DTYPES[a.dtype]
    if device.type == "cuda" and not torch.cuda.is_available():
        p.error("--device cuda: no CUDA device")
    if device.type == "cpu" and dtype != torch.float32:
        p.error("--dtype: CPU training is fp32 only")
    if a.threads:
        torch.set_num_threads(a.threads)
    if a.clock == "thread" and (torch.get_num_threads() != 1 or device.type != "cpu"):
        p.error("--clock thread: needs --threads 1 on the CPU (it counts the calling thread only)")
    return sizes, allocs, device, dtype


def child_args(argv: list[str]) -> list[str]:
    """The command line less the parent's own options (``--alloc``, ``--json``, ``--scaling``)."""
    child_argv = [x for x in argv]
    for flag in ("--alloc", "--json"):  # the parent's own options do not go to the children
        while flag in child_argv:
            k = child_argv.index(flag)
            del child_argv[k:k + 2]
    return [x for x in child_argv if x != "--scaling" and not x.startswith(("--alloc=", "--json="))]


def print_tables(a: argparse.Namespace, parts: list[dict], rows: list[dict], scale: list[dict],
                 load_start: tuple, load_end: tuple) -> None:
    """The GEMM peaks and load line, the models' table and the scaling table."""
    print()
    peaks = ", ".join(f"{part['alloc']} {part['gemm_peak_gflops']:,.1f}" for part in parts)
    print(f"GEMM peak GFLOP/s upfront ({a.dtype}, {a.threads or torch.get_num_threads()} threads, {a.clock} "
          f"clock): {peaks}; "
          f"batch {a.batch} x {a.seq}, vocab {a.vocab}, dropout {a.dropout}; load average {load_start[0]:.2f} at the "
          f"start, {load_end[0]:.2f} at the end")
    print(table(rows, [("size", "size", "s"), ("alloc", "alloc", "s"), ("model", "model", "s"),
                       ("params", "params", ",d"), ("step_s", "step (s)", ".3f"), ("tokens_per_s", "tokens/s", ",.0f"),
                       ("gflops", "GFLOP/s", ",.1f"), ("gemm_peak_gflops", "GEMM peak", ",.1f"), ("mfu", "MFU", ".1%"),
                       ("vs_peer_tokens", "vs HF tokens/s", ".2f"), ("vs_peer_mfu", "vs HF MFU", ".2f")]))
    if scale:
        print()
        print(table(scale, [("ranks", "ranks", "d"), ("omp_threads", "OMP_NUM_THREADS", "s"), ("model", "model", "s"),
                            ("per_rank_batch", "batch/rank", "s"), ("tokens_per_s", "tokens/s (all ranks)", ",.0f"),
                            ("vs_1_rank", "vs 1 rank", ".2f")]))


def summarize(a: argparse.Namespace, parts: list[dict], rows: list[dict], scale: list[dict], load_start: tuple,
              load_end: tuple, transformers_version: str) -> dict:
    """The JSON summary: GEMM peaks, the run's settings, the scaling rows and the goals."""
    summary = {"gemm": {part["alloc"]: part["gemm"] for part in parts},
               "gemm_peak_gflops": {part["alloc"]: part["gemm_peak_gflops"] for part in parts},
               "threads": a.threads or torch.get_num_threads(), "clock": a.clock, "device": a.device, "dtype": a.dtype,
               "batch": a.batch, "seq": a.seq, "vocab": a.vocab, "dropout": a.dropout, "warmup": a.warmup,
               "iters": a.iters, "load_average_start": load_start, "load_average_end": load_end,
               "transformers": transformers_version, "scaling": scale,
               "flops": "6 x matmul weights (output projection included) + 12 x dim x keys per attention layer, per "
                        "token; full key range even under causal masks"}
    # goals: tokens/s vs the peer for the causal and masked LMs; MFU vs the peer for the cloze LM (~2x the FLOPs)
    summary["goals"] = {f"{r['size']} {r['alloc']} {r['model']}": {
        "vs_peer": r["vs_peer_mfu"] if r["kind"] == "cloze" else r["vs_peer_tokens"], "mfu": r["mfu"],
        "goal_ge_1.10x_peer": (r["vs_peer_mfu"] if r["kind"] == "cloze" else r["vs_peer_tokens"]) >= 1.10,
        "goal_mfu_ge_0.75": r["mfu"] >= 0.75} for r in rows if "peer" in r}
    return summary


def main(argv=None) -> int:
    p = build_parser()
    argv = sys.argv[1:] if argv is None else list(argv)
    a = p.parse_args(argv)
    sizes, allocs, device, dtype = check_args(p, a)
    try:
        import transformers
    except ImportError:
        p.error("HuggingFace transformers is needed: pip install -e '.[bench]'")
    transformers.logging.set_verbosity_error()
    global clock
    clock = CLOCKS[a.clock]
    if a.child_json:  # the child: one allocator setting, this process
        a.sizes = sizes
        with open(a.child_json, "w") as f:
            json.dump(measure(a, device, dtype), f)
        return 0

    load_start = os.getloadavg()
    print(f"torch {torch.__version__}, transformers {transformers.__version__}, {a.device} {a.dtype}, "
          f"load average {load_start[0]:.2f}", flush=True)
    child_argv = child_args(argv)
    parts = [in_child(child_argv, alloc) for alloc in allocs]
    rows = [r for part in parts for r in part["rows"]]
    scale = scaling(a) if a.scaling else []
    load_end = os.getloadavg()
    print_tables(a, parts, rows, scale, load_start, load_end)
    summary = summarize(a, parts, rows, scale, load_start, load_end, transformers.__version__)
    write_result(a.json, "bench_pretrain", sys.argv, rows, summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
