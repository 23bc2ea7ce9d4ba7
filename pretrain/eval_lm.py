"""Validation loss and perplexity of an exported LM on mono shards — plain torch, one process.

    lm4gen export runs/pretrain/checkpoints lm.pt
    lm4gen eval-lm lm.pt runs/quickstart/shards/mono.de            # its valid split
    lm4gen eval-lm lm.pt SHARDS --split test --block-size 512 --json ppl.json

fairseq's ``eval_lm`` for lm4gen exports: no DeepSpeed, no process group, whatever ZeRO
stage and tensor-parallel degree trained the model. Batches are the ones
``pretrain/run.py`` validates on (the same loader, unshuffled, as data-parallel rank 0
of 1), so with the run's ``data.block_size``, ``data.batch_size``, ``data.break_mode``
and ``--max-batches`` = ``train.eval_batches`` on a one-replica run the figure equals the
run's logged ``valid_loss`` (a test checks this for a tensor-parallel ZeRO-3 run). The
loss is the mean NLL per target token in nats: causal = next token, cloze = every
token from all the others, mlm = the masked positions (masks drawn from ``--seed``).
Progress on stderr (batches, rate, ETA, running loss): a bar on a terminal, else a line every
10 s; ``--quiet`` turns it off.
"""

from __future__ import annotations

import argparse
import math
import os

import torch

from lm4gen.data_prep import manifest as mf
from lm4gen.core.files import InputError, write_json_atomic
from lm4gen.pretrain.config import DataSection, RunConfig, TrainSection
from lm4gen.models.export import load_exported
from lm4gen.pretrain.objectives import LOSSES
from lm4gen.pretrain.lm_task import make_loader
from lm4gen.core.progress import Progress
from lm4gen.core.errors import leave, run


def eval_lm(export: str, shards: str, split: str = "valid", block_size: int = 128, batch_size: int = 8,
            break_mode: str = "none", max_batches: int = 0, seed: int = 1, quiet: bool = True) -> dict:
    """{"loss", "ppl", "tokens", "batches", ...} of the exported LM on ``split`` of ``shards``."""
    model, meta = load_exported(export)
    manifest = mf.load(shards)
    if manifest["kind"] != "mono":
        raise InputError(f"{manifest['_path']}: holds {manifest['kind']} shards; an LM is evaluated on mono shards")
    if split not in manifest["splits"]:
        raise InputError(f"{manifest['_path']}: no '{split}' split (it has {', '.join(sorted(manifest['splits']))})")
    sha = manifest["tokenizer"]["sha256"]
    lm_sha = (meta.get("tokenizer") or {}).get("sha256")
    if lm_sha and lm_sha != sha:
        raise InputError(f"{export}: the LM's tokenizer (sha256 {lm_sha[:12]}…) is not the one {manifest['_path']} "
                         f"was made with ({sha[:12]}…)")
    kind = meta["config"]["kind"]
    block = block_size + (kind == "causal")  # as pretrain/run.py: the causal LM's targets are its inputs shifted by one
    cfg = RunConfig(data=DataSection(block_size=block_size, batch_size=batch_size, break_mode=break_mode),
                    train=TrainSection(seed=seed))
    loader = make_loader(cfg, manifest["_path"], split, 0, 1, sha, False, block)  # the run's validation loader
    gen = torch.Generator().manual_seed(seed)
    loss_fn = (lambda m, b: LOSSES["mlm"](m, b, gen)) if kind == "mlm" else LOSSES[kind]
    model.eval()
    nll, tokens, batches = 0.0, 0, 0
    try:
        total = len(loader) if max_batches <= 0 else min(len(loader), max_batches)
    except TypeError:  # a loader without a fixed length
        total = max_batches or None
    with torch.inference_mode(), Progress("eval_lm", total=total, unit="batch", quiet=quiet) as progress:
        for batch in loader:
            if batches == max_batches > 0:
                break
            _, m = loss_fn(model, batch)
            n = int(m["ntokens"])
            nll += float(m["nll"].double()) * n
            tokens += n
            batches += 1
            progress.update(1, info=lambda: f"{tokens:,} tokens, loss {nll / max(tokens, 1):.4f}")
    if tokens == 0:
        raise InputError(f"{manifest['_path']}: the '{split}' split gave no target tokens")
    loss = nll / tokens
    return {"export": export, "shards": manifest["_path"], "split": split, "kind": kind, "step": meta.get("step"),
            "loss": loss, "ppl": math.exp(min(loss, 700.0)), "tokens": tokens, "batches": batches,
            "block_size": block_size, "batch_size": batch_size, "break_mode": break_mode}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="lm4gen eval-lm", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("export", help="an LM export (lm4gen export)")
    p.add_argument("shards", help="mono shards: a manifest.json or its directory")
    p.add_argument("--split", default="valid", help="the manifest's split to evaluate (default valid)")
    p.add_argument("--block-size", type=int, default=128, help="tokens per sequence (the run's data.block_size)")
    p.add_argument("--batch-size", type=int, default=8, help="sequences per batch (the run's data.batch_size)")
    p.add_argument("--break-mode", choices=["none", "complete"], default="none", help="the run's data.break_mode")
    p.add_argument("--max-batches", type=int, default=0, help="stop after N batches (0 = the whole split)")
    p.add_argument("--seed", type=int, default=1, help="masked LM: the masking draws")
    p.add_argument("--threads", type=int, default=0, help="torch CPU threads (0 = torch's default)")
    p.add_argument("--json", help="also write the result here (atomically)")
    p.add_argument("--quiet", action="store_true",
                   help="no progress on stderr (a bar on a terminal, else a line every 10 s)")
    a = p.parse_args(argv)
    for name in ("block_size", "batch_size"):
        if getattr(a, name) < 1:
            p.error(f"--{name.replace('_', '-')} must be >= 1")
    if a.threads:
        torch.set_num_threads(a.threads)
    r = eval_lm(a.export, a.shards, a.split, a.block_size, a.batch_size, a.break_mode, a.max_batches, a.seed, a.quiet)
    print(f"[eval_lm] {a.export} ({r['kind']} LM, step {r['step']}) on {r['shards']} '{r['split']}': "
          f"{r['tokens']:,} target tokens in {r['batches']} batches | loss {r['loss']:.4f} | ppl {r['ppl']:.2f}")
    if a.json:
        os.makedirs(os.path.dirname(os.path.abspath(a.json)), exist_ok=True)
        write_json_atomic(a.json, r)
    return 0


if __name__ == "__main__":
    leave(run(main))  # one line per error (lm4gen.core.errors)
