"""Pretraining an LM, besides the trainer: the shards it reads, its loaders and its validation.

Used by ``pretrain/run.py`` (the entry point), ``lm4gen.pretrain.eval_lm`` (the same validation
batches, one process) and the tests.
"""

from __future__ import annotations

import os

import torch

from lm4gen.data_prep import manifest as mf
from lm4gen.data_prep.stream import LoaderConfig, StreamLoader
from lm4gen.data_prep.default import ensure_default_data  # the embedded default: built once, by the first rank
from lm4gen.pretrain.config import QUICKSTART, DataSection, RunConfig
from lm4gen.core.metrics import perplexity
from lm4gen.core.parallel import replica_sum
from lm4gen.data_prep.tokenizer import tokenizer_info


def data_info(cfg: RunConfig) -> tuple[dict, dict | None]:
    """(train manifest, tokenizer card) — the vocabulary comes from the shards."""
    if not os.path.exists(cfg.data.train) and os.path.abspath(cfg.data.train) == DataSection.train:
        ensure_default_data(QUICKSTART, lambda msg: print(f"[pretrain] {msg}", flush=True))
    if not os.path.exists(cfg.data.train):
        raise ValueError(f"config field 'data.train': shards not found: {cfg.data.train} (point it at your manifest; "
                         f"the default {DataSection.train} is built when missing)")
    manifest = mf.load(cfg.data.train)
    if manifest["kind"] != "mono":
        raise ValueError(f"data.train: {manifest['_path']} holds {manifest['kind']} shards; pretraining "
                         "needs mono shards")
    card = None
    if cfg.data.tokenizer:
        card = tokenizer_info(cfg.data.tokenizer)
        if card["sha256"] != manifest["tokenizer"]["sha256"]:
            raise ValueError(f"data.tokenizer {cfg.data.tokenizer} is not the tokenizer the shards were made with "
                             f"(sha256 {card['sha256'][:12]}…, the shards' {manifest['tokenizer']['sha256'][:12]}…)")
    return manifest, card or dict(manifest["tokenizer"])


def make_loader(cfg: RunConfig, path: str, split: str, dp_rank: int, dp_size: int, sha: str, train: bool,
                block_size: int) -> StreamLoader:
    d = cfg.data
    lc = LoaderConfig(split=split, mode="lm", block_size=block_size, batch_size=d.batch_size, break_mode=d.break_mode,
                      shuffle_buffer=d.shuffle_buffer if train else 0, seed=cfg.train.seed,
                      num_workers=d.num_workers if train else 0, allow_shard_reuse=d.allow_shard_reuse or not train,
                      streams=d.streams if train else 0)
    return StreamLoader(path, lc, dp_rank, dp_size, expected_tokenizer_sha256=sha)


def valid_loader(cfg: RunConfig, manifest: dict, runtime, sha: str, block: int) -> StreamLoader | None:
    """The validation loader (``data.valid``, else the train manifest's valid split), or None when there is
    no validation data or less than one batch per data-parallel rank."""
    if not (cfg.data.valid or "valid" in manifest["splits"]):
        return None
    vm = mf.load(cfg.data.valid) if cfg.data.valid else manifest
    split = "valid" if "valid" in vm["splits"] else "train"
    valid = make_loader(cfg, vm["_path"], split, runtime.dp_rank, runtime.dp_size, sha, False, block)
    if len(valid) == 0:  # every rank must run the same forwards (ZeRO-3 gathers weights in each): none here
        runtime.log(f"no validation: split {split!r} of {vm['_path']} holds {vm['splits'][split]['tokens']:,} tokens, "
                    f"fewer than one batch of data.batch_size x data.block_size per data-parallel rank "
                    f"({runtime.dp_size})")
        return None
    return valid


def evaluate(engine, loss_fn, loader: StreamLoader, max_batches: int, device) -> dict:
    """``{"valid_loss", "valid_ppl"}``: the mean validation NLL per token over the data-parallel group, on
    the first ``max_batches`` batches of the split every time (no shuffle; the batches ``lm4gen.pretrain.eval_lm``
    reads)."""
    engine.eval()
    total = torch.zeros(2, dtype=torch.float64)
    with torch.no_grad():
        for i, batch in enumerate(loader.restart()):
            if i == max_batches:
                break
            _, m = loss_fn(engine, {k: v.to(device) if torch.is_tensor(v) else v for k, v in batch.items()})
            total += torch.stack([m["nll"].double().cpu() * m["ntokens"].cpu(), m["ntokens"].double().cpu()])
    engine.train()
    replica_sum(total)
    loss = (total[0] / total[1].clamp(min=1)).item()
    return {"valid_loss": loss, "valid_ppl": perplexity(loss)}
