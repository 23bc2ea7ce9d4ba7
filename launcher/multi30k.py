"""The Multi30k experiments (the real-data gates), as one reproducible recipe.

    .venv/bin/python -m launcher.multi30k prep                # BPE, LM shards, bitext shards (minutes)
    .venv/bin/python -m launcher.multi30k lm --kind cloze     # the `small` cloze LM on task2 English (~85 min on 2 cores)
    .venv/bin/python -m launcher.multi30k lm --kind causal    # the `small` causal LM on the same text
    .venv/bin/python -m launcher.multi30k ft --name baseline  # seq2seq on task1 (29K pairs), test BLEU (<= 90 min)
    .venv/bin/python -m launcher.multi30k ft --name baseline-5k --pairs 5k
    .venv/bin/python -m launcher.multi30k ft --name src-elmo-shdemb-5k --pairs 5k --strategy src-elmo --shdemb

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
* the seq2seq models: ``configs/finetune/multi30k.yaml`` (3+3 blocks, d256), the
  best checkpoint by validation BLEU decodes the raw ``test_2016_flickr.en`` with beam 5;
  sacreBLEU (cased, detokenized, signature recorded) against the raw German references.
  Hypotheses, commands and scores go to ``reports/multi30k/`` (``--report-dir``);
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
from launcher.quickstart import LM_KIND, deepspeed_launcher, run_step

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_DATA = os.path.join(os.path.dirname(ROOT), "shared", "data", "multi30k")

# The LM recipe (``small`` size); --set options of pretrain/run.py
LM_RECIPE = [
    "model.size=small",
    "data.block_size=128", "data.batch_size=8", "data.break_mode=complete", "data.num_workers=1",
    "optim.name=adamw", "optim.lr=0.0005", "optim.betas=[0.9,0.98]", "optim.weight_decay=0.01",
    "optim.clip_norm=1.0", "optim.warmup_updates=150", "optim.min_lr=0.00001",
    "train.log_every=25", "train.eval_every=200", "train.eval_batches=100", "train.save_every=100", "train.keep_last=2",
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
    run_step(py + ["data_prep.bpe", "--input", *texts, "--output-prefix", bpe, "--vocab-size", str(a.vocab_size),
               "--character-coverage", "1.0"], bpe + ".json", log)
    shards = os.path.join(a.work_dir, "shards")
    out = os.path.join(shards, "mono.en")
    run_step(py + ["data_prep.shard", "--input", *_inputs(a.data, "task2/train.*.en.gz"), "--tokenizer", bpe + ".model",
               "--valid-input", os.path.join(a.data, "task1", "val.en.gz"), "--output", out,
               "--samples-per-shard", "10000", "--workers", str(a.workers)], os.path.join(out, "manifest.json"), log)
    pair = lambda split: [os.path.join(a.data, "task1", f"{split}.{lang}.gz") for lang in ("en", "de")]  # noqa: E731
    # shards of 5,000 pairs (29K) and 1,000 (the 5K subset): every rank x loader stream gets train shards
    for name, per_shard, extra in (("bitext", 5000, []), ("bitext-5k", 1000, ["--max-pairs", "5000"])):
        out = os.path.join(shards, name)
        run_step(py + ["data_prep.bitext", "--train", *pair("train"), "--valid", *pair("val"),
                   "--test", *pair("test_2016_flickr"), "--tokenizer", bpe + ".model", "--output", out,
                   "--samples-per-shard", str(per_shard), "--workers", str(a.workers), *extra],
             os.path.join(out, "manifest.json"), log)


def lm(a) -> None:
    out = os.path.join(a.work_dir, "lm", a.kind)
    export = os.path.join(a.work_dir, "lm", f"{a.kind}.pt")
    deepspeed = deepspeed_launcher()
    sets = LM_RECIPE + [f"model.kind={a.kind}", f"train.max_steps={a.steps}",
                        f"data.train={os.path.join(a.work_dir, 'shards', 'mono.en')}",
                        f"data.tokenizer={os.path.join(a.work_dir, 'bpe', 'joint.model')}"]
    if a.kind == "cloze":
        sets.append("model.overrides.combine_residual=true")
    sets += a.set  # e.g. on one GPU: data.batch_size=16 keeps the recipe's 16 sequences per update
    cmd = [*deepspeed, "--num_gpus", str(a.ranks), "--master_port", str(free_port()),
           os.path.join(ROOT, "pretrain", "run.py"), "--ds_config", os.path.join(ROOT, "configs", "zero2.json"),
           "--output-dir", out, "--resume", "auto"]  # a rerun continues an interrupted run
    for s in sets:
        cmd += ["--set", s]
    run_step(cmd, export, log)
    run_step([sys.executable, "-m", "pretrain.export", os.path.join(out, "checkpoints"), export], export, log)


def _decompress(src: str, dst: str) -> str:
    import gzip

    if not os.path.exists(dst):
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        with gzip.open(src, "rt", encoding="utf-8") as f, open(dst + ".tmp", "w", encoding="utf-8") as g:
            g.write(f.read())
        os.replace(dst + ".tmp", dst)
    return dst


def ft(a) -> None:
    """Fine-tune one system, decode the raw test sources, score against the raw references, report."""
    import json
    import shlex

    out = os.path.join(a.work_dir, "ft", a.name)
    sets = [f"data.train={os.path.join(a.work_dir, 'shards', 'bitext' if a.pairs == 'full' else 'bitext-5k')}",
            f"data.tokenizer={os.path.join(a.work_dir, 'bpe', 'joint.model')}",
            f"model.strategy={a.strategy}", f"model.shdemb={'true' if a.shdemb else 'false'}", *a.set]
    from finetune.model import Integration

    integration = Integration.parse(a.strategy, a.shdemb)
    if integration.lm_field:
        kind = LM_KIND[integration.side]
        sets.append(f"model.{integration.lm_field}={os.path.join(a.work_dir, 'lm', kind + '.pt')}")
    deepspeed = deepspeed_launcher()
    train = [*deepspeed, "--num_gpus", str(a.ranks), "--master_port", str(free_port()),
             os.path.join(ROOT, "finetune", "train.py"), "--config", os.path.join(ROOT, "configs", "finetune", "multi30k.yaml"),
             "--output-dir", out, "--resume", "auto"]
    for s in sets:
        train += ["--set", s]
    _check_report_free(a, out)
    best = os.path.join(out, "checkpoints", "best")
    if a.decode_only:  # e.g. after stopping a run by hand (SIGUSR1): score its best checkpoint as it is
        if not os.path.isdir(best):
            raise SystemExit(f"[multi30k] --decode-only: no {best} yet")
        log(f"--decode-only: not training; decoding {best}")
    else:
        run_step(train, None, log)  # resumes an interrupted run; a finished one exits at once
    src = _decompress(os.path.join(a.data, "task1", "test_2016_flickr.en.gz"), os.path.join(a.work_dir, "test", "test.en"))
    ref = _decompress(os.path.join(a.data, "task1", "test_2016_flickr.de.gz"), os.path.join(a.work_dir, "test", "test.de"))
    os.makedirs(a.report_dir, exist_ok=True)
    result, generate, evaluate = _decode_and_score(a, best, f"{a.name}.test_2016_flickr.hyp.de", src, ref)
    extra = {}
    if a.average > 1:  # fairseq's habit: the mean of the last N checkpoints, reported next to (never instead of) best
        avg = os.path.join(out, f"avg_last{a.average}.pt")
        average = [sys.executable, "-m", "finetune.average", os.path.join(out, "checkpoints"),
                   "--last", str(a.average), "--output", avg]
        run_step(average, None, log)
        avg_result, avg_generate, avg_evaluate = _decode_and_score(
            a, avg, f"{a.name}.avg_last{a.average}.test_2016_flickr.hyp.de", src, ref)
        extra = {f"average_last{a.average}": {"test_bleu": avg_result["bleu"], "test_chrf": avg_result["chrf"],
                                              "bleu_text": avg_result["bleu_text"]}}
    scores = os.path.join(a.report_dir, f"{a.name}.json")
    valid = [json.loads(line) for line in open(os.path.join(out, "metrics.jsonl"), encoding="utf-8")]
    valid = [r for r in valid if "valid_bleu" in r]
    shown = lambda cmd: " ".join(shlex.quote(c.replace(ROOT + os.sep, ""))  # noqa: E731  (paths relative to the checkout)
                                 for c in ["python" if c == sys.executable else c for c in cmd])
    result = {"name": a.name, "pairs": a.pairs, "strategy": a.strategy, "shdemb": a.shdemb,
              "test_bleu": result["bleu"], "test_chrf": result["chrf"], "bleu_signature": result["bleu_signature"],
              "bleu_text": result["bleu_text"], "chrf_signature": result["chrf_signature"],
              "best_valid_bleu": max((r["valid_bleu"] for r in valid), default=None),
              "validations": [{k: r[k] for k in ("step", "epoch", "valid_loss", "valid_bleu") if k in r} for r in valid],
              "train_seconds": _train_seconds(out),
              **extra,
              "commands": [shown(train), shown(generate), shown(evaluate)]
              + ([shown(average), shown(avg_generate), shown(avg_evaluate)] if extra else []),
              "references": "raw test_2016_flickr.de (../shared/data/multi30k/task1/test_2016_flickr.de.gz)"}
    with open(scores + ".part", "w", encoding="utf-8") as f:
        json.dump(result, f, indent=1)
    os.replace(scores + ".part", scores)
    log(f"{a.name}: test BLEU {result['test_bleu']:.2f} ({result['bleu_signature']}), chrF {result['test_chrf']:.2f}"
        + "".join(f"; {k}: test BLEU {v['test_bleu']:.2f}" for k, v in extra.items()) + f"; {scores}")


def _check_report_free(a, out: str) -> None:
    """Refuse to start a new run whose report would overwrite an earlier run's committed results.

    Resuming (or ``--decode-only`` on) the run that wrote the report is fine: it is the same run.
    A fresh run dir next to an existing ``NAME.json`` means another run of that name was reported
    before (on another machine or a deleted work dir) — pick a new ``--name`` or pass ``--overwrite``.
    """
    report = os.path.join(a.report_dir, f"{a.name}.json")
    if os.path.exists(report) and not os.path.isdir(os.path.join(out, "checkpoints")) and not a.overwrite:
        raise SystemExit(f"[multi30k] {report} already holds the results of an earlier '{a.name}' run and "
                         f"{out} has no checkpoints of it: pick another --name, or pass --overwrite to replace them")


def _decode_and_score(a, model: str, hyp_name: str, src: str, ref: str) -> tuple[dict, list[str], list[str]]:
    """Beam-5 decode of the raw test sources with ``model`` into the report folder, sacreBLEU/chrF against the raw
    references; returns the scores and the two commands."""
    import json

    hyp = os.path.join(a.report_dir, hyp_name)
    generate = [sys.executable, "-m", "finetune.generate", "--checkpoint", model, "--input", src, "--output", hyp,
                "--beam", "5", "--lenpen", "1.0", "--max-len-a", "1.2", "--max-len-b", "10"]
    run_step(generate, None, log)  # always: `best` may have moved since an earlier decode
    scores = hyp + ".json.tmp"
    evaluate = [sys.executable, "-m", "finetune.evaluate", "--hyp", hyp, "--ref", ref, "--json", scores]
    run_step(evaluate, None, log)
    with open(scores, encoding="utf-8") as f:
        result = json.load(f)
    os.remove(scores)
    return result, generate, evaluate


def _train_seconds(out: str) -> float | None:
    """Wall time of the fine-tuning run from its metrics records, summed over consecutive records.

    A resumed run appends records after a gap (the time it was stopped) and restarts at its
    checkpoint's step: intervals where the step goes back, or longer than ten times the median
    interval (and 10 minutes), are left out. Start-up before the first record is not counted."""
    import json
    import statistics

    recs = [json.loads(line) for line in open(os.path.join(out, "metrics.jsonl"), encoding="utf-8")]
    recs = [(r["step"], r["time"]) for r in recs if "time" in r and "step" in r]
    gaps = [(t1 - t0, s1 >= s0) for (s0, t0), (s1, t1) in zip(recs, recs[1:])]
    if not gaps:
        return None
    limit = max(600.0, 10 * statistics.median(g for g, _ in gaps))
    return round(sum(g for g, forward in gaps if forward and 0 <= g <= limit), 1)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m launcher.multi30k", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("stage", choices=["prep", "lm", "ft"])
    p.add_argument("--data", default=DEFAULT_DATA, help="the multi30k folder (task1/, task2/)")
    p.add_argument("--work-dir", default=os.path.join(ROOT, "runs", "multi30k"))
    p.add_argument("--vocab-size", type=int, default=10000, help="joint BPE vocabulary size")
    p.add_argument("--workers", type=int, default=2, help="data_prep encoding processes")
    p.add_argument("--kind", choices=["cloze", "causal"], default="cloze", help="lm: which LM")
    p.add_argument("--steps", type=int, default=800, help="lm: optimizer updates")
    p.add_argument("--ranks", type=int, default=2, help="data-parallel processes (CPU processes or GPUs)")
    p.add_argument("--name", default="baseline", help="ft: the system's name (run dir, report files)")
    p.add_argument("--pairs", choices=["full", "5k"], default="full", help="ft: task1 train pairs (29K or the nested 5K)")
    p.add_argument("--strategy", default="baseline", help="ft: baseline, src-elmo (cloze LM), tgt-elmo (causal LM), ...")
    p.add_argument("--shdemb", action="store_true", help="ft: tie decoder input and output embeddings")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE", help="extra pretrain/run.py (lm) or finetune/train.py (ft) --set, after the recipe's")
    p.add_argument("--overwrite", action="store_true",
                   help="ft: a new run may replace an earlier run's report files of the same --name")
    p.add_argument("--decode-only", action="store_true", help="ft: skip training, decode and score checkpoints/best")
    p.add_argument("--average", type=int, default=5, metavar="N",
                   help="ft: also decode the mean of the last N checkpoints and report it next to best (1: off)")
    p.add_argument("--report-dir", default=os.path.join(ROOT, "reports", "multi30k"), help="ft: hypotheses and scores")
    a = p.parse_args(argv)
    a.work_dir = os.path.abspath(a.work_dir)
    if not os.path.isdir(a.data):
        raise SystemExit(f"[multi30k] data folder not found: {a.data} (pass --data)")
    prep(a)  # lm and ft stand on the BPE and the shards; each prep step is skipped once complete
    if a.stage != "prep":
        {"lm": lm, "ft": ft}[a.stage](a)
    return 0


if __name__ == "__main__":
    sys.exit(main())
