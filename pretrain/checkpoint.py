"""Checkpoints: DeepSpeed engine state + what makes resume exact + a consolidated model.

Layout of ``<output_dir>/checkpoints/<tag>/`` (tag ``step00001234``):

* DeepSpeed's own files (module, optimizer and ZeRO partitions, lr scheduler);
* ``loader-dp00000.json`` … — each data-parallel rank's loader position;
* ``rng-rank00000.pt`` … — each rank's torch/numpy/python RNG states;
* ``model_fp32.pt`` — the plain model's full fp32 state dict (any ZeRO stage, any
  tensor-parallel degree: fp32 master weights fetched with DeepSpeed's
  ``safe_get_full_fp32_param`` and tensor-parallel shards all-gathered), with
  ``model.json`` (model config) and ``tokenizer.json`` (the tokenizer card), so
  ``python -m pretrain.export`` needs no DeepSpeed;
* ``complete.json`` — written last, atomically, by rank 0 after every rank has
  finished: a tag without it is incomplete and is never resumed from (DeepSpeed's
  ``latest`` file is not trusted for that).

Resume (``--resume auto``) takes the complete tag with the highest step. The last
``keep_last`` complete tags are kept.
"""

from __future__ import annotations

import dataclasses
import glob
import io
import os
import random
import re
import shutil

import numpy as np
import torch
import torch.distributed as dist

from data_prep.common import atomic_write, read_json, write_json_atomic
from pretrain.parallel import ParallelSizes, gather_full

COMPLETE = "complete.json"
_TAG = re.compile(r"^step(\d{8})$")


def tag_for(step: int) -> str:
    return f"step{step:08d}"


def complete_tags(ckpt_dir: str) -> list[tuple[int, str]]:
    """(step, path) of every complete checkpoint, oldest first."""
    out = []
    for path in glob.glob(os.path.join(ckpt_dir, "step*")):
        m = _TAG.match(os.path.basename(path))
        if m and os.path.exists(os.path.join(path, COMPLETE)):
            out.append((int(m.group(1)), path))
    return sorted(out)


def find_resume(ckpt_dir: str, resume: str) -> str | None:
    """The checkpoint directory to resume from: ``auto`` (latest complete, or None),
    ``none``, or an explicit tag directory (which must be complete)."""
    if resume == "none":
        return None
    if resume == "auto":
        tags = complete_tags(ckpt_dir)
        return tags[-1][1] if tags else None
    if not os.path.exists(os.path.join(resume, COMPLETE)):
        raise ValueError(f"--resume {resume}: not a complete checkpoint (no {COMPLETE})")
    return resume


def _save_torch(obj, path: str) -> None:
    buf = io.BytesIO()
    torch.save(obj, buf)
    with atomic_write(path) as f:
        f.write(buf.getvalue())


def rng_state() -> dict:
    state = {"torch": torch.get_rng_state(), "numpy": np.random.get_state(), "python": random.getstate()}
    if torch.cuda.is_available():
        state["cuda"] = torch.cuda.get_rng_state()
    return state


def set_rng_state(state: dict) -> None:
    torch.set_rng_state(state["torch"])
    np.random.set_state(state["numpy"])
    random.setstate(state["python"])
    if "cuda" in state and torch.cuda.is_available():
        torch.cuda.set_rng_state(state["cuda"])


def full_fp32_state_dict(engine, sizes: ParallelSizes) -> dict[str, torch.Tensor]:
    """The plain model's full fp32 weights; a collective: every rank must call it."""
    from deepspeed.utils import safe_get_full_fp32_param

    module = engine.module
    named = {}
    for name, p in module.named_parameters():
        full = safe_get_full_fp32_param(p)
        named[name] = (full if full is not None else p.detach()).float().cpu()
    for name, b in module.named_buffers():
        named[name] = b.detach().cpu()
    return gather_full(named, sizes)


def save(engine, sizes: ParallelSizes, ckpt_dir: str, step: int, loader_state: dict, extra_state: dict,
         model_config, tokenizer_card: dict | None, dp_rank: int, tp_rank: int, keep_last: int, log) -> str:
    """Write a complete checkpoint of ``step`` (a collective: every rank calls it)."""
    rank = dist.get_rank()
    tag = tag_for(step)
    path = os.path.join(ckpt_dir, tag)
    if rank == 0 and os.path.exists(path):  # an incomplete or older attempt at the same step
        shutil.rmtree(path)
    dist.barrier()
    engine.save_checkpoint(ckpt_dir, tag=tag, client_state={"step": step}, save_latest=True)
    if tp_rank == 0:
        write_json_atomic(os.path.join(path, f"loader-dp{dp_rank:05d}.json"), loader_state)
    _save_torch({"rng": rng_state(), **extra_state}, os.path.join(path, f"rng-rank{rank:05d}.pt"))
    weights = full_fp32_state_dict(engine, sizes)
    if rank == 0:
        _save_torch(weights, os.path.join(path, "model_fp32.pt"))
        write_json_atomic(os.path.join(path, "model.json"), dataclasses.asdict(model_config))
        write_json_atomic(os.path.join(path, "tokenizer.json"), tokenizer_card or {})
    dist.barrier()
    if rank == 0:
        write_json_atomic(os.path.join(path, COMPLETE), {"step": step, "world_size": sizes.world,
                                                         "tensor_parallel": sizes.tensor})
        for _, old in complete_tags(ckpt_dir)[:-keep_last]:
            shutil.rmtree(old, ignore_errors=True)
        for stale in glob.glob(os.path.join(ckpt_dir, "step*")):  # incomplete attempts (killed runs) up to this step
            m = _TAG.match(os.path.basename(stale))
            if m and int(m.group(1)) <= step and not os.path.exists(os.path.join(stale, COMPLETE)):
                shutil.rmtree(stale, ignore_errors=True)
        log(f"checkpoint {path}")
    dist.barrier()
    return path


def load(engine, path: str, dp_rank: int) -> tuple[int, dict, dict]:
    """Restore engine state from ``path``; returns (step, loader state, extra state)."""
    ckpt_dir, tag = os.path.split(path.rstrip("/"))
    load_path, client = engine.load_checkpoint(ckpt_dir, tag=tag, load_optimizer_states=True,
                                               load_lr_scheduler_states=True)
    if load_path is None:
        raise ValueError(f"DeepSpeed could not load the checkpoint {path}")
    loader_state = read_json(os.path.join(path, f"loader-dp{dp_rank:05d}.json"), "loader state")
    rank_file = os.path.join(path, f"rng-rank{dist.get_rank():05d}.pt")
    if not os.path.exists(rank_file):
        raise ValueError(f"{path} was written by fewer ranks (no {os.path.basename(rank_file)}); exact resume needs "
                         "the same world size and parallel sizes")
    extra = torch.load(rank_file, weights_only=False)
    set_rng_state(extra.pop("rng"))
    return int(client["step"]), loader_state, extra
