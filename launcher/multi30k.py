"""The Multi30k experiments (the real-data gates), as one reproducible recipe.

    .venv/bin/python -m launcher.multi30k prep                # BPE, LM shards, bitext shards (minutes)
    .venv/bin/python -m launcher.multi30k lm --kind cloze     # the `small` cloze LM on task2 English (~1 h on 2 cores)
    .venv/bin/python -m launcher.multi30k lm --kind causal    # the `small` causal LM on the same text

Data: ``../shared/data/multi30k`` (``--data``), never copied into the repository.
Everything is written under ``runs/multi30k`` (``--work-dir``). Each stage prints the
command it runs (so this file doubles as the recipe's documentation) and skips work
that is already complete.

Recipe:

* one joint sentencepiece BPE (``--vocab-size``, default 10,000) over task1 train
  (English and German) and task2 (English and German, all five caption sets);
* LM shards: task2 English (145K sentences) for training, task1 ``val.en`` (1,014
  sentences of images the LM never sees) for validation;
* bitext shards: task1 train (29K pairs; and a nested 5K subsample), ``val`` for
  selection, ``test_2016_flickr`` for the reported score;
* the LMs: ``small`` (d512, ffn 2048, 8 heads, 6 blocks per tower), sentences kept
  whole (``break_mode complete``), AdamW with warmup and a cosine decay, fp32, both
  CPU processes as 2 data-parallel ranks. The cloze LM uses ``combine_residual`` (see
  ``pretrain/model.py``: at small scale the original combination block learns slowly).
"""

from __future__ import annotations

import argparse
import glob
import os
import sys

from launcher.dist import free_port
from launcher.quickstart import _run

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_DATA = os.path.join(os.path.dirname(ROOT), "shared", "data", "multi30k")

# The LM recipe (``small`` size); --set options of pretrain/run.py
LM_RECIPE = [
    "model.size=small",
    "data.block_size=128", "data.batch_size=16", "data.break_mode=complete", "data.num_workers=1",
    "optim.name=adamw", "optim.lr=0.0005", "optim.betas=[0.9,0.98]", "optim.weight_decay=0.01",
    "optim.clip_norm=1.0", "optim.warmup_updates=500", "optim.min_lr=0.00001",
    "train.log_every=50", "train.eval_every=500", "train.eval_batches=100", "train.save_every=500", "train.keep_last=2",
]


def log(msg: str) -> None:
    print(f"[multi30k] {msg}", flush=True)


def _inputs(data: str, pattern: str) -> list[str]:
    files = sorted(glob.glob(os.path.join(data, pattern)))
    if not files:
        raise SystemExit(f"[multi30k] no files match {os.path.join(data, pattern)} (is --data {data} the multi30k folder?)")
    return files


def prep(a) -> None:
    py = [sys.executable, "-m"]
    bpe = os.path.join(a.work_dir, "bpe", "joint")
    texts = _inputs(a.data, "task1/train.*.gz") + _inputs(a.data, "task2/train.*.gz")
    _run(py + ["data_prep.bpe", "--input", *texts, "--output-prefix", bpe, "--vocab-size", str(a.vocab_size),
               "--character-coverage", "1.0"], bpe + ".json", log)
    shards = os.path.join(a.work_dir, "shards")
    out = os.path.join(shards, "mono.en")
    _run(py + ["data_prep.shard", "--input", *_inputs(a.data, "task2/train.*.en.gz"), "--tokenizer", bpe + ".model",
               "--valid-input", os.path.join(a.data, "task1", "val.en.gz"), "--output", out,
               "--samples-per-shard", "10000", "--workers", str(a.workers)], os.path.join(out, "manifest.json"), log)
    pair = lambda split: [os.path.join(a.data, "task1", f"{split}.{lang}.gz") for lang in ("en", "de")]  # noqa: E731
    for name, extra in (("bitext", []), ("bitext-5k", ["--max-pairs", "5000"])):
        out = os.path.join(shards, name)
        _run(py + ["data_prep.bitext", "--train", *pair("train"), "--valid", *pair("val"),
                   "--test", *pair("test_2016_flickr"), "--tokenizer", bpe + ".model", "--output", out,
                   "--samples-per-shard", "5000", "--workers", str(a.workers), *extra],
             os.path.join(out, "manifest.json"), log)


def lm(a) -> None:
    out = os.path.join(a.work_dir, "lm", a.kind)
    export = os.path.join(a.work_dir, "lm", f"{a.kind}.pt")
    deepspeed = os.path.join(os.path.dirname(sys.executable), "deepspeed")
    sets = LM_RECIPE + [f"model.kind={a.kind}", f"train.max_steps={a.steps}",
                        f"data.train={os.path.join(a.work_dir, 'shards', 'mono.en')}",
                        f"data.tokenizer={os.path.join(a.work_dir, 'bpe', 'joint.model')}"]
    if a.kind == "cloze":
        sets.append("model.overrides.combine_residual=true")
    cmd = [deepspeed, "--num_gpus", str(a.ranks), "--master_port", str(free_port()),
           os.path.join(ROOT, "pretrain", "run.py"), "--ds_config", os.path.join(ROOT, "configs", "zero2.json"),
           "--output-dir", out]
    for s in sets:
        cmd += ["--set", s]
    _run(cmd, export, log)
    _run([sys.executable, "-m", "pretrain.export", os.path.join(out, "checkpoints"), export], export, log)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m launcher.multi30k", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("stage", choices=["prep", "lm"])
    p.add_argument("--data", default=DEFAULT_DATA, help="the multi30k folder (task1/, task2/)")
    p.add_argument("--work-dir", default=os.path.join(ROOT, "runs", "multi30k"))
    p.add_argument("--vocab-size", type=int, default=10000, help="joint BPE vocabulary size")
    p.add_argument("--workers", type=int, default=2, help="data_prep encoding processes")
    p.add_argument("--kind", choices=["cloze", "causal"], default="cloze", help="lm: which LM")
    p.add_argument("--steps", type=int, default=3000, help="lm: optimizer updates")
    p.add_argument("--ranks", type=int, default=2, help="lm: data-parallel processes")
    a = p.parse_args(argv)
    a.work_dir = os.path.abspath(a.work_dir)
    if not os.path.isdir(a.data):
        raise SystemExit(f"[multi30k] data folder not found: {a.data} (pass --data)")
    {"prep": prep, "lm": lm}[a.stage](a)
    return 0


if __name__ == "__main__":
    sys.exit(main())
