"""The CNN/DailyMail recipe: news LMs and the paper's summarization table (Table 3) in miniature.

    .venv/bin/lm4gen cnndm prep                 # BPE, LM shards of the training articles, bitext shards
    .venv/bin/lm4gen cnndm lm                   # the news cloze LM (cnndm-cloze) on the training articles
    .venv/bin/lm4gen cnndm lm --kind causal     # a causal LM on the same text
    .venv/bin/lm4gen cnndm lead3                # Lead-3 on the test articles, scored as the systems are
    .venv/bin/lm4gen cnndm ft --name baseline   # one summarization system: train, tune the length, ROUGE on test
    .venv/bin/lm4gen cnndm ft --name src-elmo-shdemb --strategy src-elmo+shdemb   # with the news cloze LM, frozen
    .venv/bin/lm4gen cnndm report               # reports/cnndm/README.md from the committed records

Data: ``../shared/data/cnndm`` (``--data``: See et al.'s non-anonymized text, lowercased and PTB-tokenized, one
example per line), never copied into the repository. Everything is written under ``runs/cnndm`` (``--work-dir``).
Each stage prints the command it runs and skips work that is already complete; an interrupted LM resumes.

Recipe:

* one sentencepiece BPE (``--vocab-size``, default 16,000) learned on the training articles and summaries only. The
  paper learns 32K types on 6B tokens of newscrawl for a model of d512-d1024; here a d256 model on 30M tokens: 16K
  keeps the output layer at about a quarter of the LM's compute and still covers the news text's open vocabulary
  far better than the caption recipe's 10K;
* LM shards: the training articles, one article per sample, so an LM reads each article as one text (``break_mode
  none`` packs whole articles, with an end-of-text between them, into 512-token blocks). 1% of the training articles
  (``--lm-valid-fraction``, chosen by a seeded hash) are held back for the LM's validation perplexity: the LM never
  sees a validation or test article of the summarization task, and never trains on its own validation articles;
* bitext shards (``lm4gen bitext --preset summarization``): the article truncated to its first 400 tokens (the
  paper and See et al.) -> the summary; train filtered (summaries over 250 tokens dropped), validation and test kept
  whole;
* the LM (``cnndm-cloze``, see :data:`lm4gen.models.lm.SIZES`): trained with the project's own pretraining command
  (``deepspeed pretrain/run.py``), ``--resume auto`` so a rerun of ``lm`` continues where the last one stopped,
  exported with its card (``lm/<name>.card.json``: data sha256, recipe, commit, validation curve, stop reason);
* the summarization systems (:mod:`lm4gen.launcher.cnndm_summarize`): ``configs/finetune/cnndm.yaml`` (d256 3+3) on
  the same update budget for every system, `best` by ROUGE-L on validation, the maximum output length tuned on
  validation, beam 4 with no repeated trigram, ROUGE-1/2/L F1 (rouge-score, stemming) on the 4,000 test articles;
  records and hypotheses in ``reports/cnndm`` (``--report-dir``).
"""

from __future__ import annotations

import argparse
import os
import sys

from lm4gen.core.network import free_port
from lm4gen.core.files import write_json_atomic
from lm4gen.data_prep.default import run_step
from lm4gen.launcher import cnndm_summarize as summ
from lm4gen.launcher.cnndm_report import write_report
from lm4gen.launcher.multi30k_steps import ROOT, _git, build_path, card_path, lm_card, shown, LM_CODE
from lm4gen.launcher.quickstart import deepspeed_launcher, set_options

DEFAULT_DATA = os.path.join(os.path.dirname(ROOT), "shared", "data", "cnndm")
SPLITS = {"train": "train", "valid": "val", "test": "test"}  # bitext split -> file stem in --data

# The news LMs: size and pretrain/run.py --set options. 8 sequences of 512 tokens per update over all ranks (4,096
# tokens); AdamW with warmup and a cosine decay to the update budget, as the caption LMs.
LM_SIZE = {"cloze": "cnndm-cloze", "causal": "m30k-causal"}
LM_RECIPE = [
    "data.block_size=512", "data.break_mode=none", "data.num_workers=1",
    "optim.name=adamw", "optim.lr=0.0005", "optim.betas=[0.9,0.98]", "optim.weight_decay=0.01",
    "optim.clip_norm=1.0", "optim.warmup_updates=400", "optim.min_lr=0.00001",
    "train.log_every=25", "train.eval_every=250", "train.eval_batches=50", "train.save_every=50", "train.keep_last=2",
]
GLOBAL_SEQUENCES = 8  # sequences per update over all ranks: data.batch_size = GLOBAL_SEQUENCES / ranks
LM_VALIDATION = ("held-back training articles (the LM shards' valid split, 1% by seeded hash): mean NLL per token "
                 "over its first eval_batches batches")


def log(msg: str) -> None:
    print(f"[cnndm] {msg}", flush=True)


def data_file(data: str, split: str, side: str) -> str:
    """``<data>/<stem>.<side>.gz`` of a bitext split (train / valid / test) and a side (src / tgt); a missing one is
    one line naming it."""
    path = os.path.join(data, f"{SPLITS[split]}.{side}.gz")
    if not os.path.exists(path):
        raise SystemExit(f"[cnndm] {path} is missing (is --data {data} the cnndm folder?)")
    return path


def bpe_model(work_dir: str) -> str:
    return os.path.join(work_dir, "bpe", "news.model")


def lm_shards(work_dir: str) -> str:
    return os.path.join(work_dir, "shards", "lm.articles")


def prep(a) -> None:
    """The BPE, the LM shards and the bitext shards, each skipped once complete (its card / manifest exists)."""
    py = [sys.executable, "-m", "lm4gen"]
    prefix = os.path.splitext(bpe_model(a.work_dir))[0]
    # sentencepiece reads a line as one sentence: an article line is ~4 KB, so lines up to 64 KB are kept (the
    # default 4,192 bytes would drop most articles) and a seeded sample of 20,000 lines bounds the trainer's memory
    run_step(py + ["bpe", "--input", data_file(a.data, "train", "src"), data_file(a.data, "train", "tgt"),
                   "--output-prefix", prefix, "--vocab-size", str(a.vocab_size), "--character-coverage", "1.0",
                   "--max-sentence-length", "65536", "--input-sentence-size", str(a.bpe_lines),
                   "--threads", str(a.workers)], prefix + ".json", log)
    out = lm_shards(a.work_dir)
    run_step(py + ["shard", "--input", data_file(a.data, "train", "src"), "--tokenizer", bpe_model(a.work_dir),
                   "--output", out, "--valid-fraction", str(a.lm_valid_fraction), "--samples-per-shard", "2000",
                   "--workers", str(a.workers)], os.path.join(out, "manifest.json"), log)
    out = os.path.join(a.work_dir, "shards", "bitext")
    run_step(py + ["bitext", "--preset", "summarization",
                   *[x for split in SPLITS for x in (f"--{split}", data_file(a.data, split, "src"),
                                                    data_file(a.data, split, "tgt"))],
                   "--tokenizer", bpe_model(a.work_dir), "--output", out, "--samples-per-shard", "5000",
                   "--workers", str(a.workers)], os.path.join(out, "manifest.json"), log)


def lm_command(a) -> tuple[list[str], str]:
    """The pretraining command of the ``--kind`` news LM and its run directory."""
    if GLOBAL_SEQUENCES % a.ranks:
        raise SystemExit(f"[cnndm] --ranks {a.ranks} must divide the {GLOBAL_SEQUENCES} sequences of an update")
    out = os.path.join(a.work_dir, "lm", a.kind)
    sets = [f"model.size={LM_SIZE[a.kind]}", f"model.kind={a.kind}", *LM_RECIPE,
            f"data.batch_size={GLOBAL_SEQUENCES // a.ranks}", f"train.max_steps={a.steps}",
            f"data.train={lm_shards(a.work_dir)}", summ.whole_set_window(lm_shards(a.work_dir)),
            f"data.tokenizer={bpe_model(a.work_dir)}", *a.set]
    cmd = [*deepspeed_launcher(), "--num_gpus", str(a.ranks), "--master_port", str(free_port()),
           os.path.join(ROOT, "pretrain", "run.py"), "--ds_config", os.path.join(ROOT, "configs", "zero2.json"),
           "--output-dir", out, "--resume", "auto", *set_options(sets)]
    return cmd, out


def lm(a) -> None:
    """Train (or continue) the news LM, export it and write its card."""
    cmd, out = lm_command(a)
    export = os.path.join(a.work_dir, "lm", f"{a.kind}.pt")
    if not os.path.exists(export) and not os.path.exists(build_path(out)):  # the code this LM is trained with
        write_json_atomic(build_path(out), {"code_commit": _git("log", "-1", "--format=%H", "--", *LM_CODE),
                                            "head": _git("rev-parse", "HEAD"), "command": shown(cmd)})
    run_step(cmd, export, log)
    run_step([sys.executable, "-m", "lm4gen", "export", os.path.join(out, "checkpoints"), export], export, log)
    card = lm_card(a.work_dir, export, LM_VALIDATION)
    kept = os.path.join(a.report_dir, "lm", os.path.basename(card_path(export)))  # the report's copy (committed)
    write_json_atomic(kept, card)
    log(f"{a.kind}: valid ppl {card['valid_ppl']:.2f} after {card['steps']:,} updates ({card['stop_reason']}); "
        f"{card_path(export)}")


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="lm4gen cnndm", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("stage", choices=["prep", "lm", "lead3", "ft", "report"])
    p.add_argument("--data", default=DEFAULT_DATA, help="the cnndm folder ({train,val,test}.{src,tgt}.gz)")
    p.add_argument("--work-dir", default=os.path.join(ROOT, "runs", "cnndm"))
    p.add_argument("--vocab-size", type=int, default=16000, help="prep: BPE vocabulary size")
    p.add_argument("--bpe-lines", type=int, default=20000, help="prep: the BPE learns on a seeded sample of this many "
                                                                "lines (articles and summaries)")
    p.add_argument("--lm-valid-fraction", type=float, default=0.01,
                   help="prep: share of the training articles held back for the LM's validation")
    p.add_argument("--workers", type=int, default=2, help="prep: encoding processes")
    p.add_argument("--kind", choices=list(LM_SIZE), default="cloze", help="lm: which LM")
    p.add_argument("--steps", type=int, default=1200,
                   help="lm: optimizer updates (the cosine schedule's length; 1,200: the committed card's recipe)")
    p.add_argument("--ranks", type=int, default=1, help="lm: data-parallel processes (CPU processes or GPUs)")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="lm / ft: extra pretrain/run.py / finetune/train.py --set, after the recipe's")
    p.add_argument("--name", default="baseline", help="ft: the system's name (run dir, report files)")
    p.add_argument("--strategy", default="baseline", help="ft: baseline, src-elmo, src-elmo+shdemb, src-ft, ...")
    p.add_argument("--seed", type=int, default=1, help="ft: training seed")
    p.add_argument("--updates", type=int, default=3000, help="ft: optimizer updates (the same for every system)")
    p.add_argument("--report-dir", default=os.path.join(ROOT, "reports", "cnndm"), help="lead3, ft, report: records")
    a = p.parse_args(argv)
    a.work_dir = os.path.abspath(a.work_dir)
    if a.stage == "report":  # the committed records only: no data, no runs
        for path in write_report(os.path.abspath(a.report_dir)):
            log(f"wrote {path}")
        return 0
    if a.ranks < 1:
        raise SystemExit(f"[cnndm] --ranks must be >= 1, got {a.ranks}")
    if not os.path.isdir(a.data):
        raise SystemExit(f"[cnndm] data folder not found: {a.data} (pass --data)")
    prep(a)  # every later stage stands on the BPE and the shards; each step is skipped once complete
    if a.stage == "lm":
        lm(a)
    elif a.stage == "lead3":
        record = summ.lead3_record(a.data, a.work_dir, a.report_dir)
        log(f"lead3: test ROUGE-1/2/L {record['test']['rouge1']:.2f} / {record['test']['rouge2']:.2f} / "
            f"{record['test']['rougeL']:.2f}")
    elif a.stage == "ft":
        system = summ.System(a.name, a.strategy, a.seed, a.updates, a.ranks, list(a.set))
        record = summ.ft(system, a.data, a.work_dir, a.report_dir)
        log(f"{a.name}: test ROUGE-1/2/L {record['test']['rouge1']:.2f} / {record['test']['rouge2']:.2f} / "
            f"{record['test']['rougeL']:.2f} (max length {record['decode']['max_len_b']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
