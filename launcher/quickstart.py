"""The quickstart: the whole lm4gen pipeline on the embedded synthetic corpus.

    ./setup.sh && .venv/bin/lm4gen quickstart

Each stage is the command a user would type (printed before it runs), so the
quickstart doubles as a worked example. Stages whose output is complete are
skipped on a rerun (``--fresh`` starts over). Stages so far:

1. ``lm4gen.data_prep.synth``   the embedded English->German corpus (monolingual + parallel)
2. ``lm4gen.data_prep.bpe``     one joint sentencepiece BPE vocabulary
3. ``lm4gen.data_prep.shard``   monolingual shards: English (source-side LM), German (target-side LM)
4. ``lm4gen.data_prep.bitext``  parallel shards (train/valid/test) for the seq2seq model
5. ``lm4gen.data_prep.stream``  a few loader batches of each kind, with statistics
6. ``deepspeed --num_gpus 2 pretrain/run.py``  a small causal LM (German) and cloze LM
   (English) on 2 ranks, then ``lm4gen export`` of each
7. ``deepspeed --num_gpus 2 finetune/train.py``  a tiny English->German Transformer, for each
   ``--strategies`` entry (default: the baseline and SRC-ELMO+SHDEMB with the cloze LM)
8. ``lm4gen translate``  beam search over the test split (detokenized text)
9. ``lm4gen evaluate``  sacreBLEU (with its signature) and chrF against the references
10. ``lm4gen hf-export``  the causal LM in transformers' format (``lm/causal-hf``), then
    ``lm4gen generate`` on that directory: one greedy continuation of a German prompt
    (skipped, with a line saying so, when transformers is not installed)

Then a table of the strategies' best validation and test BLEU next to copying the source, the figure
``ft/valid_bleu.png`` (validation BLEU per epoch), and the time of each stage.

The embedded setting (:data:`PAIRS` training pairs, :data:`MONO` monolingual sentences per language, a grammar
with :data:`COLLOCATIONS`) is the paper's low-resource case: SRC-ELMO+SHDEMB ends far above the baseline over
three seeds (``reports/quickstart/README.md``).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys

from lm4gen.core.files import write_json_atomic
from lm4gen.data_prep.default import COLLOCATIONS, MONO, PAIRS, prepare_data, run_step
from lm4gen.core.network import free_port
from lm4gen.launcher.figures import have_matplotlib, pyplot, save
from lm4gen.models.seq2seq import Integration

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))



def deepspeed_launcher() -> list[str]:
    """The ``deepspeed`` launcher: the script beside this Python, else on PATH, else its module (wheel installs
    with ``--target`` have no script)."""
    script = shutil.which("deepspeed", path=os.path.dirname(sys.executable)) or shutil.which("deepspeed")
    return [script] if script else [sys.executable, "-m", "deepspeed.launcher.runner"]


# The embedded setting (reports/quickstart/README.md): a low-resource bitext beside 20,000 monolingual sentences per
# language, in a grammar with collocations (without them an LM cannot tell the words of one class apart, and its
# representations hurt the translation); fine-tuning long enough that the two systems separate far beyond last-bit
# rounding, which decided the ranking after 12 epochs (60 epochs of 512-token batches, no early stop; neither has
# converged then: at 150 epochs the gain is smaller but still there, see the report).
LM_STEPS, FT_EPOCHS = 800, 60
FT_SETTINGS = ("data.max_tokens=512", "train.patience=0")  # before the user's --ft-set


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="lm4gen quickstart", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--work-dir", default="runs/quickstart", help="where every stage writes (default: runs/quickstart)")
    p.add_argument("--fresh", action="store_true", help="delete the work directory first")
    p.add_argument("--mono", type=int, default=MONO, help="monolingual sentences per language (default %(default)s)")
    p.add_argument("--pairs", type=int, default=PAIRS, help="parallel training pairs (default %(default)s)")
    p.add_argument("--rare-nouns", type=int, default=0,
                   help="invented nouns with Zipfian frequencies in the corpus (lm4gen.data_prep.synth "
                        "--rare-nouns; 0: none)")
    p.add_argument("--collocations", type=float, default=COLLOCATIONS, metavar="P",
                   help="word-specific preferences in the corpus (lm4gen.data_prep.synth --collocations; default "
                        "%(default)s; 0: none)")
    p.add_argument("--vocab-size", type=int, default=2000, help="joint BPE vocabulary size")
    p.add_argument("--workers", type=int, default=2, help="data_prep encoding processes")
    p.add_argument("--seed", type=int, default=1, help="the corpus, the BPE sample and every training run's seed")
    p.add_argument("--ranks", type=int, default=2, help="processes per pretraining run (gloo on CPU)")
    p.add_argument("--lm-steps", type=int, default=LM_STEPS, help="pretraining updates per LM (default %(default)s)")
    p.add_argument("--strategies", default="baseline,src-elmo+shdemb",
                   help="fine-tuning runs, comma-separated: a strategy (baseline, src-elmo, src-ft, tgt-elmo, tgt-ft, "
                        "shared), optionally +shdemb; '' skips fine-tuning")
    p.add_argument("--ft-epochs", type=int, default=FT_EPOCHS,
                   help="fine-tuning epochs at most per strategy (default %(default)s)")
    p.add_argument("--lm-set", action="append", default=[], metavar="KEY=VALUE",
                   help="a pretraining config field for both LMs, after the quickstart's own (repeatable)")
    p.add_argument("--ft-set", action="append", default=[], metavar="KEY=VALUE",
                   help="a fine-tuning config field for every strategy, after the quickstart's own (repeatable)")
    a = p.parse_args(argv)
    strategies = parse_strategies(a.strategies)  # a typo fails now, not after pretraining

    work = os.path.abspath(a.work_dir)
    if a.fresh and os.path.isdir(work):
        shutil.rmtree(work)
    os.makedirs(work, exist_ok=True)
    corpus, shards = os.path.join(work, "corpus"), os.path.join(work, "shards")
    model = os.path.join(work, "bpe", "joint.model")
    py = [sys.executable, "-m"]

    def log(msg):
        print(f"[quickstart] {msg}", flush=True)

    log(f"work directory {work}")
    times = prepare_data(work, log, a.mono, a.pairs, a.vocab_size, a.workers, a.seed, a.ranks, a.rare_nouns,
                         a.collocations)
    times["stream"] = run_step(py + ["lm4gen", "stream", os.path.join(shards, "mono.de"), "--tokenizer", model,
                                 "--block-size", "128", "--batches", "2"], None, log)
    times["stream"] += run_step(py + ["lm4gen", "stream", os.path.join(shards, "bitext"), "--tokenizer", model,
                                  "--max-tokens", "2048", "--batches", "2"], None, log)
    # pretraining: the causal LM on the target side (German), the cloze LM on the source side (English)
    deepspeed = deepspeed_launcher()
    times["pretrain"] = 0.0
    for kind, lang in (("causal", "de"), ("cloze", "en")):
        out = os.path.join(work, "lm", kind)
        export = os.path.join(work, "lm", f"{kind}.pt")
        if not os.path.exists(export):
            times["pretrain"] += run_step([*deepspeed, "--num_gpus", str(a.ranks), "--master_port", str(free_port()),
                                       os.path.join(ROOT, "pretrain", "run.py"), "--ds_config",
                                       os.path.join(ROOT, "configs", "zero2.json"),
                                       "--config", os.path.join(ROOT, "configs", "pretrain", "tiny.yaml"),
                                       "--set", f"model.kind={kind}", "--set", f"data.train={shards}/mono.{lang}",
                                       "--set", f"data.tokenizer={model}", "--set", f"train.seed={a.seed}",
                                       "--max-steps", str(a.lm_steps), *set_options(a.lm_set),
                                       "--output-dir", out], None, log)
        times["pretrain"] += run_step(py + ["lm4gen", "export", os.path.join(out, "checkpoints"), export], export, log)
    # fine-tuning: the tiny seq2seq model, then beam search and BLEU on the test split
    scores = {}
    for name in strategies:
        scores[name] = finetune(a, name, work, shards, model, deepspeed, times, log)
    if scores:
        summarize(work, corpus, scores, log)
    times["generate_lm"] = text_generation(work, log)
    log("stage times: " + ", ".join(f"{k} {v:.1f}s" for k, v in times.items()) + f"; total {sum(times.values()):.1f}s")
    return 0


def validations(out: str) -> list[dict]:
    """Every validation record of a fine-tuning run (step, epoch, valid loss, valid BLEU), in order."""
    records = [json.loads(line) for line in open(os.path.join(out, "metrics.jsonl"), encoding="utf-8")]
    return [{k: r[k] for k in ("step", "epoch", "valid_loss", "valid_bleu") if k in r} for r in records
            if "valid_bleu" in r]


def summarize(work: str, corpus: str, scores: dict[str, float], log) -> dict:
    """The closing table (best validation BLEU, test BLEU, the difference to the baseline; copying the source as
    the floor), ``ft/summary.json`` and the figure ``ft/valid_bleu.png`` (validation BLEU per epoch, a line per
    strategy; skipped with a line saying so when matplotlib is missing)."""
    import sacrebleu

    src = [line.rstrip("\n") for line in open(os.path.join(corpus, "test.en"), encoding="utf-8")]
    ref = [line.rstrip("\n") for line in open(os.path.join(work, "ft", "test.ref.de"), encoding="utf-8")]
    copy = sacrebleu.corpus_bleu(src, [ref]).score if len(src) == len(ref) else float("nan")
    curves = {name: validations(os.path.join(work, "ft", name)) for name in scores}
    log("test BLEU (sacreBLEU, cased, detokenized): " + ", ".join(f"{k} {v:.1f}" for k, v in scores.items())
        + f"; copying the source {copy:.1f}")
    base = scores.get("baseline")
    rows = ["| system | best valid BLEU (greedy) | test BLEU (beam 5) | vs baseline |", "|---|---|---|---|"]
    for name, bleu in scores.items():
        best = max((r["valid_bleu"] for r in curves[name]), default=float("nan"))
        diff = "" if base is None or name == "baseline" else f"{bleu - base:+.1f}"
        rows.append(f"| {name} | {best:.1f} | {bleu:.1f} | {diff} |")
    rows.append(f"| copying the source | | {copy:.1f} | |")
    print("\n".join(rows), flush=True)
    summary = {"test_bleu": scores, "copy_bleu": copy, "validations": curves}
    write_json_atomic(os.path.join(work, "ft", "summary.json"), summary)

    if not have_matplotlib():
        log("skip the figure: matplotlib is not installed (pip install -e '.[report]')")
        return summary
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(6.0, 3.8))
    for name, curve in curves.items():
        ax.plot([r["epoch"] for r in curve], [r["valid_bleu"] for r in curve], ".-", linewidth=1,
                label=f"{name} (test {scores[name]:.1f})")
    ax.axhline(copy, color="gray", linewidth=0.8, linestyle="--", label=f"copying the source ({copy:.1f})")
    ax.set_xlabel("epoch")
    ax.set_ylabel("validation BLEU (greedy)")
    ax.set_title("Quickstart: the embedded corpus's low-resource translation", fontsize=10)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    path = os.path.join(work, "ft", "valid_bleu.png")
    save(fig, path)
    plt.close(fig)
    log(f"figure: {path}")
    return summary


PROMPT = "Der Mann"  # a German sentence start (the causal LM is the German one)


def text_generation(work: str, log) -> float:
    """Export the causal LM to transformers' format and print one greedy continuation of :data:`PROMPT`."""
    import importlib.util

    if importlib.util.find_spec("transformers") is None or importlib.util.find_spec("safetensors") is None:
        log("skip the transformers export: transformers is not installed (pip install -e '.[hf]')")
        return 0.0
    hf = os.path.join(work, "lm", "causal-hf")
    py = [sys.executable, "-m"]
    seconds = run_step(py + ["lm4gen", "hf-export", os.path.join(work, "lm", "causal.pt"), hf],
                   os.path.join(hf, "lm4gen.json"), log)
    return seconds + run_step(py + ["lm4gen", "generate", hf, "--prompt", PROMPT, "--max-new-tokens", "30", "--quiet"],
                          None, log)


def set_options(pairs) -> list[str]:
    """``["a=1", "b=2"]`` -> ``["--set", "a=1", "--set", "b=2"]``: config assignments for a training command."""
    return [x for pair in pairs for x in ("--set", pair)]


def parse_strategies(text: str) -> list[str]:
    """``baseline,src-elmo+shdemb`` -> the names, each checked (a strategy, optionally ``+shdemb``)."""
    names = [n.strip() for n in text.split(",") if n.strip()]
    for name in names:
        try:
            Integration.parse(name)
        except ValueError as e:
            raise SystemExit(f"[quickstart] --strategies: cannot read '{name}': {e}") from None
    return names


LM_KIND = {"source": "cloze", "target": "causal"}  # the quickstart's LM for each side


def finetune(a, name: str, work: str, shards: str, spm: str, deepspeed: list[str], times: dict, log) -> float:
    """Train one strategy (``src-elmo+shdemb``, ``baseline``, ...), decode the test split, score it."""
    integration = Integration.parse(name)
    out = os.path.join(work, "ft", name)
    sets = [f"model.strategy={name}", f"data.train={shards}/bitext", f"data.tokenizer={spm}",
            f"train.max_epochs={a.ft_epochs}", f"train.seed={a.seed}", *FT_SETTINGS, *a.ft_set]
    if integration.lm_field:
        sets.append(f"model.{integration.lm_field}={os.path.join(work, 'lm', LM_KIND[integration.side] + '.pt')}")
    best = os.path.join(out, "checkpoints", "best")
    cmd = [*deepspeed, "--num_gpus", str(a.ranks), "--master_port", str(free_port()),
           os.path.join(ROOT, "finetune", "train.py"),
           "--config", os.path.join(ROOT, "configs", "finetune", "tiny.yaml"), "--output-dir", out]
    cmd += set_options(sets)
    times["finetune"] = times.get("finetune", 0.0) + run_step(cmd, best, log)
    hyp, ref, scores = (os.path.join(out, f) for f in ("test.hyp.de", "test.ref.de", "test.scores.json"))
    py = [sys.executable, "-m"]
    times["generate"] = times.get("generate", 0.0) + run_step(
        py + ["lm4gen", "translate", "--checkpoint", best, "--shards", os.path.join(shards, "bitext"), "--split",
              "test", "--output", hyp, "--references", ref, "--beam", "5"], hyp, log)
    shared_ref = os.path.join(work, "ft", "test.ref.de")
    if not os.path.exists(shared_ref):
        shutil.copyfile(ref, shared_ref)
    times["evaluate"] = times.get("evaluate", 0.0) + run_step(
        py + ["lm4gen", "evaluate", "--hyp", hyp, "--ref", ref, "--json", scores], scores, log)
    with open(scores, encoding="utf-8") as f:
        return json.load(f)["bleu"]


if __name__ == "__main__":
    sys.exit(main())
