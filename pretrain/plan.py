"""``lm4gen plan``: will this pretraining run fit on that layout, what global batch does it train, can it resume?

    lm4gen plan --config configs/pretrain/causal-190m.yaml --ds_config configs/zero2.json \\
        --nodes 4 --gpus-per-node 8 --gpu-memory 80GiB [--checkpoint runs/causal-190m/checkpoints] [--json]
    lm4gen plan --config configs/pretrain/tiny.yaml --ds_config configs/zero2.json --cpu --ranks 2

:func:`estimate` is a plain function of the run config, the DeepSpeed config and a :class:`Layout`; it returns a
:class:`MemoryPlan` (bytes per rank by kind). What it models, per rank (``P``: the parameters one tensor-parallel
rank holds, counted from the model built on the meta device and megatron-core's split of the named projections,
``lm4gen.core.parallel.PLAN``; ``dp`` = world / tensor; ``k`` optimizer states per parameter: NAG 1, AdamW 2):

* **weights**: ``P`` in the training precision (2 bytes fp16/bf16, 4 fp32); ZeRO-3 keeps ``P / dp`` plus the
  parameters below ``stage3_param_persistence_threshold`` whole, and what stays gathered: up to
  ``stage3_max_live_parameters`` (1e9 by default: a smaller model stays whole from the second step on, measured);
* **gradients**: ZeRO-0: ``P`` (with fp16/bf16 also DeepSpeed's fp32 copy, ``4 P``); ZeRO 1-3: the rank's
  partition ``P / dp`` (DeepSpeed's stage 1 reduces through the same buckets as stage 2; with
  ``train.grad_accum`` > 1 it accumulates all ``P``) and its fp32 copy at the step, ``4 P / dp``;
* **fp32 masters**: ``4 P`` with fp16/bf16 at ZeRO 0, ``4 P / dp`` at ZeRO 1-3 (DeepSpeed's ZeRO optimizer keeps
  its own fp32 partition even of an fp32 model); none for fp32 at ZeRO 0;
* **optimizer states**: ``4 k P``, divided by ``dp`` at ZeRO 1-3;
* **buckets**: ZeRO's gradient buckets (``reduce_bucket_size`` elements, at most ``P``; two with
  ``overlap_comm``); on the CPU (gloo) with ``dp`` > 1 one more copy of the weights (measured: ZeRO 1-2's step
  peaks one weight copy above its backward, the updated partitions all-gathered through a buffer; ZeRO-3's
  gathered weights the same);
* **ZeRO-1's norm copy**: DeepSpeed's stage-1 gradient norm converts the rank's flat gradient partition to fp64,
  ``8 P / dp`` at the step, when the activations are freed: the total counts the larger of the two (measured at
  ``causal-190m``, TP 2: 0.8 GiB of rank 0's peak; ``reports/plan/README.md``);
* **activations**: what autograd keeps per token per block (input, LayerNorm output, the fused q/k/v, the
  attention context, the FFN's two ``ffn_dim`` tensors, and per dropout its mask — the CPU keeps a mask in the
  activations' dtype, CUDA one byte), TP dividing the parts inside the parallel region; the attention weights
  ``heads x seq`` per token three times over (scores' softmax, the mask, the dropped weights) on the CPU where
  attention dropout > 0 (its unfused path; CUDA's fused kernels keep none); times ``micro-batch x seq`` and the
  blocks (a cloze LM's two towers and its combination block); with activation checkpointing each checkpointed
  block keeps only its input, and one block is recomputed at a time; plus the embeddings, the final LayerNorm and
  the loss (the CPU's fused fp32 loss keeps a weight-sized gradient; vocab-parallel and 16-bit losses keep the
  logits); and one block's activations more as backward's working set;
* **framework overhead**: a constant per rank, *measured* on the CPU (an idle rank's peak: interpreter, torch,
  DeepSpeed, gloo, megatron-core at TP > 1; ``bench/bench_plan.py``), and for CUDA a stated guess (context,
  NCCL, the caching allocator's slack), not measured here.

Not modelled: allocator fragmentation beyond the overhead, the checkpoint save's consolidated fp32 copy (a
one-off peak at each save), pipeline parallelism, CPU offload. The estimate's error against measured CPU peaks
is in ``reports/plan/README.md``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re
from dataclasses import dataclass

import torch

from lm4gen.core.checkpoint import find_resume, resume_mismatch
from lm4gen.core.cli import DEFAULT_DS_CONFIG
from lm4gen.core.engine import load_ds_config
from lm4gen.core.parallel import PLAN, ROW, ParallelSizes
from lm4gen.core.reshard import accumulation_for, describe, saved_layout
from lm4gen.models.lm import ModelConfig, build_model
from lm4gen.pretrain.config import RunConfig, load_config
from lm4gen.pretrain.lm_task import data_info

GIB = 2**30
# a rank's memory that is neither training state nor activations (see the module doc): measured on the CPU by
# bench/bench_plan.py (the idle ranks' peaks, reports/plan/README.md); for CUDA a stated guess, not measured here
# (an idle rank's training peak, 2026-11-29: 0.43 GiB with DeepSpeed's plain optimizer, 0.47 with its ZeRO
# optimizer, 0.48 with megatron-core's layers at TP > 1)
CPU_OVERHEAD = {(False, False): 0.43 * GIB, (True, False): 0.47 * GIB, (False, True): 0.48 * GIB,
                (True, True): 0.48 * GIB}  # by (ZeRO stage > 0, tensor parallel > 1)
CUDA_OVERHEAD = 1.5 * GIB  # CUDA context + kernels (~0.5-1 GiB), NCCL buffers, allocator slack: not measured
OPTIMIZER_STATES = {"nag": 1, "adamw": 2}  # fp32 tensors per parameter
UNITS = {"": 1, "b": 1, "k": 2**10, "kb": 10**3, "kib": 2**10, "m": 2**20, "mb": 10**6, "mib": 2**20,
         "g": 2**30, "gb": 10**9, "gib": 2**30, "t": 2**40, "tb": 10**12, "tib": 2**40}


def parse_bytes(text: str, what: str = "--gpu-memory") -> int:
    """``80GiB``, ``80GB``, ``80G`` (GiB), ``81920MiB`` -> bytes; a ValueError naming ``what`` otherwise."""
    m = re.fullmatch(r"\s*([\d.]+)\s*([a-zA-Z]*)\s*", text or "")
    if not m or m.group(2).lower() not in UNITS or float(m.group(1)) <= 0:
        raise ValueError(f"{what} {text!r}: expected a positive size such as 80GiB, 80GB or 81920MiB")
    return int(float(m.group(1)) * UNITS[m.group(2).lower()])


@dataclass(frozen=True)
class Layout:
    """Where the run would train: ``nodes x ranks_per_node`` ranks, each with ``device_memory`` bytes of GPU memory,
    or on the CPU (``device_memory`` None), the node's ranks sharing ``host_memory`` bytes."""

    nodes: int = 1
    ranks_per_node: int = 1  # GPUs per node, or CPU processes per node
    device_memory: int | None = None  # bytes per GPU; None: the CPU
    host_memory: int = 0  # bytes per node the CPU ranks share (0: not checked)

    @classmethod
    def cpu(cls, ranks: int, host_memory: int = 0) -> "Layout":
        return cls(1, ranks, None, host_memory)

    @property
    def world(self) -> int:
        return self.nodes * self.ranks_per_node

    @property
    def cuda(self) -> bool:
        return self.device_memory is not None

    def __str__(self) -> str:
        nodes = f"{self.nodes} node{'s' if self.nodes > 1 else ''}"
        if self.cuda:
            return f"{nodes} x {self.ranks_per_node} GPUs of {self.device_memory / GIB:g} GiB"
        return f"{nodes} x {self.ranks_per_node} CPU rank{'s' if self.ranks_per_node > 1 else ''}"


@dataclass
class MemoryPlan:
    """Per-rank memory of a training step (bytes), what it fits in, and the batch it trains."""

    world: int
    data_parallel: int
    tensor_parallel: int
    zero: int
    precision: str  # fp32 | fp16 | bf16 (the CPU trains fp32 unless train.half_on_cpu)
    parameters_total: int  # the whole model
    parameters_per_rank: int  # one tensor-parallel rank's share (P)
    weights: int  # bytes: parameters as the rank holds them (ZeRO-3: its partition, persistent ones, the gathered)
    gradients: int
    master_weights: int  # fp32 masters kept apart from the weights
    optimizer_states: int
    buckets: int  # ZeRO's gradient buckets (on gloo with dp > 1 also the all-gather's weight copy)
    activations: int  # per micro-batch, incl. the loss and backward's working set
    norm_copy: int  # ZeRO-1's gradient norm at the step: an fp64 copy of the rank's flat gradient partition
    overhead: int  # framework constant (see CPU_OVERHEAD, CUDA_OVERHEAD)
    capacity: int  # bytes one rank may use (GPU memory, or host memory / ranks per node; 0: unknown)
    micro_batch: int  # sequences per micro-batch per data-parallel rank
    grad_accum: int
    block: int  # tokens per sequence
    global_batch: int  # sequences per update over all ranks
    notes: list[str] = dataclasses.field(default_factory=list)

    @property
    def state(self) -> int:
        return self.weights + self.gradients + self.master_weights + self.optimizer_states + self.buckets

    @property
    def transient(self) -> int:
        """The larger of the two peaks that do not coexist: the activations (forward to backward) and the norm's
        copy (at the step, once the activations are freed)."""
        return max(self.activations, self.norm_copy)

    @property
    def total(self) -> int:
        return self.state + self.transient + self.overhead

    @property
    def state_gib(self) -> float:
        return self.state / GIB

    @property
    def activations_gib(self) -> float:
        return self.activations / GIB

    @property
    def training_gib(self) -> float:
        """State + the larger transient: what the run adds to an idle rank (the figure bench/bench_plan.py
        checks)."""
        return (self.state + self.transient) / GIB

    @property
    def fits(self) -> bool | None:
        return None if not self.capacity else self.total <= self.capacity

    def as_dict(self) -> dict:
        d = dataclasses.asdict(self)
        d.update(state=self.state, total=self.total, fits=self.fits, global_tokens=self.global_batch * self.block)
        return d


def shard_counts(model: torch.nn.Module, tensor: int) -> tuple[int, int, dict[str, int]]:
    """(all parameters, one tensor-parallel rank's share, {name: the rank's numel}) by megatron-core's split of
    the projections ``PLAN`` names (column: weight and bias; row: the weight, the bias whole; vocab: the rows)."""
    total, mine = 0, {}
    for name, p in model.named_parameters():
        total += p.numel()
        owner = name.rsplit(".", 1)[0]
        kind = next((k for suffix, k in PLAN.items() if owner == suffix or owner.endswith("." + suffix)), None)
        split = kind is not None and not (kind == ROW and name.endswith("bias"))
        mine[name] = p.numel() // tensor if split else p.numel()
    return total, sum(mine.values()), mine


def _blocks(cfg) -> tuple[int, int]:
    """(transformer blocks, combination blocks) of the model (a cloze LM: two towers and its combination)."""
    return (2 * cfg.num_layers, 1) if cfg.kind == "cloze" else (cfg.num_layers, 0)


def block_activation_bytes(m, tokens: int, seq: int, tensor: int, act: int, cuda: bool) -> int:
    """Bytes autograd keeps for one pre-LN block over ``tokens`` tokens (see the module doc)."""
    h, f, t = m.dim, m.ffn_dim, tensor
    mask = 1 if cuda else act  # CUDA's dropout keeps a bool mask, lm4gen's CPU dropout one of the input's dtype
    keep = 4 * h + 3 * h // t + h // t + h // t + f // t  # x, ln, x2, ln2; qkv; scaled q (or SDPA out); ctx; up
    keep += f // t  # the FFN activation's output (dropped, or plain)
    masks = (h if m.dropout else 0) * 2 + (f // t if m.activation_dropout else 0)
    attention = 0
    if not cuda and m.attention_dropout:  # the CPU's unfused dropout path: softmax out, mask, dropped weights
        attention = (m.num_heads // t) * seq * (2 * act + mask)
    return tokens * (keep * act + masks * mask + attention)


def activation_bytes(m, micro: int, seq: int, tensor: int, act: int, cuda: bool, checkpointing: bool) -> int:
    """Activations of one micro-batch (``micro x seq`` tokens) on one rank."""
    tokens = micro * seq
    blocks, combine = _blocks(m)
    one = block_activation_bytes(m, tokens, seq, tensor, act, cuda)
    per_block = tokens * m.dim * act if checkpointing else one
    held = blocks * per_block + combine * one * 2  # the combination block (cross-attention) is not checkpointed
    embed = tokens * m.dim * (2 * act + (1 if cuda else act))  # token + position sum, dropout mask
    final = tokens * m.dim * act * 2 * (2 if m.kind == "cloze" else 1)
    vocab = m.vocab_size // tensor
    if tensor > 1 or act < 4:  # vocab-parallel or 16-bit: the logits, their softmax and their gradient
        loss = 3 * tokens * vocab * act
    else:  # the fused fp32 loss: a weight-sized gradient and the input's, computed in the forward; a 32 MB chunk
        loss = vocab * m.dim * act + tokens * m.dim * act + min(tokens * vocab, 1 << 23) * act
    working = one * (2 if checkpointing else 1)  # backward's working set: a block's activations (recomputed) + grads
    return held + embed + final + loss + working


def _zero3_weights(sizes: dict[str, int], m, dp: int, zcfg: dict) -> int:
    """Elements of weights a ZeRO-3 rank holds: its partition, the persistent (small) parameters whole, and what
    stays gathered: up to ``stage3_max_live_parameters`` (DeepSpeed's default 1e9 with its reuse distance of 1e9
    keeps a smaller model whole from the second step on), at least its prefetch bucket or two blocks."""
    threshold = int(zcfg.get("stage3_param_persistence_threshold", 100_000))
    persistent = sum(n for n in sizes.values() if n <= threshold)
    partitioned = sum(n for n in sizes.values() if n > threshold)
    blocks, _ = _blocks(m)
    live = max(int(zcfg.get("stage3_max_live_parameters", 1e9)), int(zcfg.get("stage3_prefetch_bucket_size", 5e7)),
               2 * partitioned // blocks)
    gathered = min(partitioned, live)
    return persistent + partitioned // dp + gathered


def state_bytes(P: int, sizes: dict[str, int], m, zero: int, dp: int, half: bool, k: int, zcfg: dict,
                grad_accum: int = 1, gloo: bool = False) -> dict:
    """Weights, gradients, fp32 masters, optimizer states and buckets of one rank (bytes; see the module doc);
    ``gloo``: the CPU's collectives, whose all-gathers go through a buffer of their own."""
    w = 2 if half else 4  # the weights' and gradients' dtype
    shard = P // dp
    weights = _zero3_weights(sizes, m, dp, zcfg) * w if zero == 3 else P * w
    if zero == 0:  # 16-bit: DeepSpeed's fp16/bf16 optimizer keeps fp32 gradients beside the 16-bit ones
        gradients = P * w + (4 * P if half else 0)
    else:  # the rank's partition (16-bit or fp32), its fp32 copy at the step; ZeRO-1 accumulating: all of them
        gradients = shard * w + 4 * shard + (P * w if zero == 1 and grad_accum > 1 else 0)
    master = 4 * shard if zero else (4 * P if half else 0)
    states = 4 * k * (shard if zero else P)
    buffers = 2 if zcfg.get("overlap_comm", zero == 3) else 1  # DeepSpeed's double buffer with overlap_comm
    buckets = buffers * min(int(zcfg.get("reduce_bucket_size", 5e8)), P) * w if zero else 0
    if gloo and dp > 1 and zero:
        # measured on gloo (bench/bench_plan.py): ZeRO 1-2's step peaks one weight copy above its backward (the
        # updated partitions all-gathered through a full-size buffer); ZeRO-3 gathers its weights the same way
        buckets += (P if zero < 3 else _zero3_weights(sizes, m, dp, zcfg) - P // dp) * w
    # DeepSpeed's ZeRO-1 norm (stage_1_and_2.get_grad_norm_direct) converts the rank's one flat gradient partition
    # to fp64 (zero.utils.get_norm_dtype, on the CPU and CUDA): 8 bytes per element on a tensor-parallel rank 0 (on
    # the others where the partition's first parameter is TP-split); measured at causal-190m, TP 2: rank 0 2.92 GiB
    # against 2.12 with the norm in fp32 (bench/bench_plan.py, reports/plan). ZeRO-2 converts one parameter at a time
    norm_copy = 8 * shard if zero == 1 else 0
    return {"weights": weights, "gradients": gradients, "master_weights": master, "optimizer_states": states,
            "buckets": buckets, "norm_copy": norm_copy}


def precision_of(ds: dict, layout: Layout, half_on_cpu: bool) -> str:
    for k in ("fp16", "bf16"):
        if ds.get(k, {}).get("enabled") in (True, "auto") and (layout.cuda or half_on_cpu):
            return k
    return "fp32"


def estimate(cfg: RunConfig, ds: dict, layout: Layout, vocab_size: int | None = None,
             model: ModelConfig | None = None) -> MemoryPlan:
    """The per-rank memory of ``cfg`` trained with DeepSpeed config ``ds`` on ``layout`` (see the module doc);
    ``model``: the model config (default: built with ``vocab_size``, the shards' tokenizer's, else the size's
    vocabulary). A layout the model does not allow is a ValueError (``ParallelSizes``)."""
    sizes = ParallelSizes(layout.world, cfg.parallel.tensor)
    m = model or (cfg.model.build(vocab_size, None) if vocab_size else cfg.model_config_check())
    sizes.check_model(m)
    with torch.device("meta"):
        meta = build_model(m)
    total, P, per_name = shard_counts(meta, sizes.tensor)
    zcfg = ds.get("zero_optimization", {})
    zero = int(zcfg.get("stage", 0))
    prec = precision_of(ds, layout, cfg.train.half_on_cpu)
    half = prec != "fp32"
    state = state_bytes(P, per_name, m, zero, sizes.data, half, OPTIMIZER_STATES[cfg.optim.name], zcfg,
                        cfg.train.grad_accum, gloo=not layout.cuda)
    block = cfg.data.block_size + (m.kind == "causal")
    acts = activation_bytes(m, cfg.data.batch_size, block, sizes.tensor, 2 if half else 4, layout.cuda,
                            cfg.train.activation_checkpointing)
    overhead = CUDA_OVERHEAD if layout.cuda else CPU_OVERHEAD[zero > 0, sizes.tensor > 1]
    capacity = layout.device_memory or (layout.host_memory // layout.ranks_per_node if layout.host_memory else 0)
    plan = MemoryPlan(layout.world, sizes.data, sizes.tensor, zero, prec, total, P, activations=acts, overhead=overhead,
                      capacity=capacity, micro_batch=cfg.data.batch_size, grad_accum=cfg.train.grad_accum,
                      block=cfg.data.block_size, global_batch=cfg.data.batch_size * cfg.train.grad_accum * sizes.data,
                      **state)
    if zero == 3 and sizes.data == 1:
        plan.notes.append("ZeRO-3 with data-parallel size 1 shards nothing (configs/zero2.json trains the same)")
    if half and zero == 0 and sizes.tensor > 1:
        plan.notes.append(f"{prec} with ZeRO stage 0 and tensor parallelism is refused by pretrain/run.py (DeepSpeed "
                          "clips by a wrong gradient norm there): use ZeRO stage 1-3")
    if not layout.cuda and half:
        plan.notes.append(f"{prec} on the CPU (train.half_on_cpu): slow kernels")
    return plan


def resume_verdict(checkpoint: str, plan: MemoryPlan, model: ModelConfig,
                   tokenizer_card: dict | None) -> tuple[bool, str]:
    """(whether, why) the checkpoint ``checkpoint`` (a complete tag, or a checkpoints directory: its newest complete
    tag) can continue on the plan's layout: the model and tokenizer (``resume_mismatch``), then the global batch
    (``accumulation_for``); every change of layout reshards (``lm4gen.core.reshard``)."""
    if not os.path.exists(checkpoint):
        raise ValueError(f"--checkpoint {checkpoint}: not found")
    tag = find_resume(checkpoint, "auto") if not os.path.exists(os.path.join(checkpoint, "complete.json")) \
        else checkpoint
    if tag is None:
        raise ValueError(f"--checkpoint {checkpoint}: no complete checkpoint there")
    why = resume_mismatch(tag, model, tokenizer_card)
    if why:
        return False, f"{tag}: {why}"
    saved = saved_layout(tag)
    current = {"dp": plan.data_parallel, "tp": plan.tensor_parallel, "zero": plan.zero, "precision": plan.precision,
               "grad_accum": plan.grad_accum}
    if saved is None:
        return True, f"{tag}: no layout recorded (an older checkpoint): it resumes on the layout it was written in"
    try:
        accum = accumulation_for(saved, plan.data_parallel, plan.grad_accum)
    except ValueError as e:
        return False, f"{tag} ({describe(saved)}): {e}"
    same = all(saved[k] == current[k] for k in ("dp", "tp", "zero", "precision"))
    how = "its own layout" if same else f"resharded to {describe(current)} {plan.precision}"
    return True, (f"{tag} ({describe(saved)} {saved['precision']}): resumes, {how}, train.grad_accum {accum} keeping "
                  f"its global batch of {saved['grad_accum'] * saved['dp']} micro-batches")


def _gib(n: int) -> str:
    return f"{n / GIB:.2f}"


def report(plan: MemoryPlan, title: str, layout: Layout, checkpointing: bool, optimizer: str) -> str:
    """The plan as the lines ``lm4gen plan`` prints: a title, a table of bytes per rank, the verdicts."""
    over = "measured on this CPU (an idle rank)" if not layout.cuda else "a stated guess, not measured"
    rows = [("weights", plan.weights, f"{plan.precision}" + (f", ZeRO-3 partition of {plan.data_parallel}"
                                                                 if plan.zero == 3 else "")),
            ("gradients", plan.gradients, f"ZeRO-{plan.zero}"),
            ("fp32 master weights", plan.master_weights,
             "kept apart from the weights" if plan.master_weights else "none"),
            ("optimizer states", plan.optimizer_states, f"{optimizer}: {OPTIMIZER_STATES[optimizer]} per parameter"),
            ("ZeRO buckets", plan.buckets, "reduce_bucket_size, at most P" + (
                "; gloo's all-gather copy" if not layout.cuda and plan.zero and plan.data_parallel > 1 else "")),
            ("activations", plan.activations, f"micro-batch {plan.micro_batch} x {plan.block} tokens, activation "
                                              f"checkpointing {'on' if checkpointing else 'off'}"),
            *([("ZeRO-1 norm's fp64 copy", plan.norm_copy, "DeepSpeed's gradient norm, at the step: the total "
                "counts the larger of it and the activations")] if plan.norm_copy else []),
            ("framework overhead", plan.overhead, over)]
    lines = [title, "", "| per rank | GiB | what |", "|---|---:|---|"]
    lines += [f"| {name} | {_gib(n)} | {what} |" for name, n, what in rows]
    lines.append(f"| **total** | **{_gib(plan.total)}** | |")
    lines.append("")
    if plan.capacity:
        share = f"{_gib(plan.total)} of {_gib(plan.capacity)} GiB per rank ({100 * plan.total / plan.capacity:.0f}%)"
        lines.append(f"fits: {'yes' if plan.fits else 'NO'}, {share}")
    else:
        lines.append("fits: not checked (no memory size given)")
    lines.append(f"global batch: {plan.micro_batch} sequences x {plan.grad_accum} accumulation x "
                 f"{plan.data_parallel} data-parallel = {plan.global_batch:,} sequences "
                 f"({plan.global_batch * plan.block:,} tokens) per update")
    lines += [f"note: {n}" for n in plan.notes]
    return "\n".join(lines)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="lm4gen plan", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--config", help="run config YAML (configs/pretrain/*.yaml); default: the tiny quickstart model")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE", help="override a config field")
    p.add_argument("--ds_config", "--ds-config", dest="ds_config", default=DEFAULT_DS_CONFIG,
                   help="DeepSpeed JSON config (ZeRO stage, fp16/bf16)")
    p.add_argument("--nodes", type=int, default=1)
    p.add_argument("--gpus-per-node", type=int, help="GPUs (ranks) per node")
    p.add_argument("--gpu-memory", help="memory per GPU, e.g. 80GiB, 40GB, 24576MiB")
    p.add_argument("--cpu", action="store_true", help="plan for CPU ranks (fp32, gloo) on this kind of machine")
    p.add_argument("--ranks", type=int, default=1, help="--cpu: processes per node")
    p.add_argument("--host-memory", help="--cpu: memory the node's ranks share (default: this machine's MemAvailable)")
    p.add_argument("--checkpoint", help="a complete checkpoint tag, or a checkpoints directory (its newest): can it "
                                        "resume on this layout?")
    p.add_argument("--json", action="store_true", help="print the plan as JSON")
    return p


def available_memory() -> int:
    with open("/proc/meminfo") as f:
        return next(int(line.split()[1]) * 1024 for line in f if line.startswith("MemAvailable:"))


def layout_from(a: argparse.Namespace) -> Layout:
    if a.nodes < 1:
        raise ValueError(f"--nodes {a.nodes}: must be >= 1")
    if a.cpu:
        if a.gpus_per_node or a.gpu_memory:
            raise ValueError("--cpu plans CPU ranks: leave out --gpus-per-node and --gpu-memory (use --ranks)")
        if a.ranks < 1:
            raise ValueError(f"--ranks {a.ranks}: must be >= 1")
        host = parse_bytes(a.host_memory, "--host-memory") if a.host_memory else available_memory()
        return Layout(a.nodes, a.ranks, None, host)
    if not a.gpus_per_node or not a.gpu_memory:
        raise ValueError("give the layout: --nodes N --gpus-per-node G --gpu-memory 80GiB, or --cpu [--ranks N]")
    if a.gpus_per_node < 1:
        raise ValueError(f"--gpus-per-node {a.gpus_per_node}: must be >= 1")
    return Layout(a.nodes, a.gpus_per_node, parse_bytes(a.gpu_memory))


def main(argv=None) -> int:
    a = parser().parse_args(argv)
    layout = layout_from(a)
    cfg = load_config(a.config, a.set)
    ds = load_ds_config(a.ds_config)
    card, note = None, None
    if os.path.exists(cfg.data.train):
        _, card = data_info(cfg)
        model = cfg.model.build(card["vocab_size"], card.get("special_ids"))
    else:
        model = cfg.model_config_check()
        note = f"vocabulary: the size's {model.vocab_size:,} (data.train {cfg.data.train} not found)"
    plan = estimate(cfg, ds, layout, model=model)
    if note:
        plan.notes.append(note)
    verdict = resume_verdict(a.checkpoint, plan, model, card) if a.checkpoint else None
    if a.json:
        out = plan.as_dict()
        if verdict:
            out["resume"] = {"ok": verdict[0], "why": verdict[1]}
        print(json.dumps(out, indent=2))
        return 0
    title = (f"{model.kind} LM '{cfg.model.size}': {plan.parameters_total:,} parameters, "
             f"{plan.parameters_per_rank:,} per tensor-parallel rank | {layout} | world {plan.world} = data "
             f"{plan.data_parallel} x tensor {plan.tensor_parallel} | ZeRO-{plan.zero} | {plan.precision}")
    print(report(plan, title, layout, cfg.train.activation_checkpointing, cfg.optim.name))
    if verdict:
        print(f"resume: {'yes' if verdict[0] else 'NO'}: {verdict[1]}")
    return 0
