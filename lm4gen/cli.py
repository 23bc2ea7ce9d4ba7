"""The ``lm4gen`` command: one verb per tool.

    lm4gen --help                  # every verb, one line each
    lm4gen shard --input a.txt ... # the tool's own options: lm4gen VERB --help

A verb runs its tool's ``main(argv)`` in this process, with one line per error (``lm4gen.core.errors.run``:
``LM4GEN_DEBUG=1`` keeps the traceback). Multi-rank training runs under a launcher as before (``deepspeed
pretrain/run.py ...``, ``torchrun``, ``srun``, ``mpiexec``); ``lm4gen pretrain`` / ``finetune`` / ``classify``
are the same programs for one process, or under a launcher that starts a command (``torchrun --no-python lm4gen
pretrain ...``).
"""

from __future__ import annotations

import importlib
import sys
from lm4gen import __version__
from lm4gen.core.errors import leave, run

# verb -> (module whose main(argv) runs it, what it does). Grouped as in the docs: data, pretraining,
# fine-tuning and evaluation, recipes.
VERBS: dict[str, tuple[str, str]] = {
    "synth": ("lm4gen.data_prep.synth", "write the embedded synthetic English-German corpus"),
    "bpe": ("lm4gen.data_prep.bpe", "train a joint sentencepiece BPE model (+ its card)"),
    "shard": ("lm4gen.data_prep.shard", "tokenize monolingual text into WebDataset shards + a manifest"),
    "bitext": ("lm4gen.data_prep.bitext", "tokenize line-aligned bitext (translation, summarization) into shards"),
    "manifest": ("lm4gen.data_prep.manifest", "merge a sharding job's task manifests, verify shards, show a manifest"),
    "stream": ("lm4gen.data_prep.stream_cli",
               "read a few batches of shards through the training loader, with statistics"),
    "pretrain": ("lm4gen.pretrain.run", "pretrain a causal, cloze or masked LM (DeepSpeed ZeRO + tensor parallelism)"),
    "plan": ("lm4gen.pretrain.plan", "per-rank memory, fit, global batch and resume of a pretraining run on a layout"),
    "export": ("lm4gen.models.export", "export a pretraining checkpoint as one plain fp32 LM file"),
    "hf-export": ("lm4gen.pretrain.hf_export", "export an LM to a transformers directory (from_pretrained)"),
    "hf-import": ("lm4gen.pretrain.hf_import", "import a transformers GPT-2-family model as an LM export"),
    "eval-lm": ("lm4gen.pretrain.eval_lm", "validation loss and perplexity of an exported LM on shards"),
    "generate": ("lm4gen.pretrain.generate", "continue prompts with a causal LM (greedy or sampled)"),
    "finetune": ("lm4gen.finetune.train", "fine-tune a seq2seq model, optionally with a pretrained LM plugged in"),
    "translate": ("lm4gen.finetune.generate", "translate or summarize with a fine-tuned model (beam search)"),
    "evaluate": ("lm4gen.finetune.evaluate", "score output against references: sacreBLEU, chrF, ROUGE"),
    "average": ("lm4gen.finetune.average", "average the weights of the last N fine-tuning checkpoints"),
    "classify": ("lm4gen.classify.train", "fine-tune an LM on sentence-level understanding tasks"),
    "quickstart": ("lm4gen.launcher.quickstart", "the whole pipeline on the embedded corpus, end to end"),
    "multi30k": ("lm4gen.launcher.multi30k", "the Multi30k recipe: prep, lm, ft, grid, report"),
    "cnndm": ("lm4gen.launcher.cnndm",
              "the CNN/DailyMail recipe: prep, lm, lead3, ft, report (summarization, Table 3)"),
    "english-corpus": ("lm4gen.launcher.english_corpus",
                       "gather the English text here for an English LM (classification)"),
    "classify-grid": ("lm4gen.launcher.classify_grid", "the understanding-task grid (reports/classify/)"),
}


def usage() -> str:
    width = max(map(len, VERBS))
    lines = ["usage: lm4gen VERB [options]   (lm4gen VERB --help: the verb's options)", "", "verbs:"]
    lines += [f"  {verb:<{width}}  {what}" for verb, (_, what) in VERBS.items()]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv or argv[0] in ("-h", "--help", "help"):
        print(usage())
        return 0
    if argv[0] == "--version":
        print(f"lm4gen {__version__}")
        return 0
    verb, rest = argv[0], argv[1:]
    if verb not in VERBS:
        print(f"lm4gen: unknown verb {verb!r}; one of: {', '.join(VERBS)} (lm4gen --help)", file=sys.stderr)
        return 2

    module = importlib.import_module(VERBS[verb][0])
    sys.argv = [f"lm4gen {verb}", *rest]  # argparse names the program after sys.argv[0] where no prog is given
    return run(module.main, rest)


def console() -> None:
    """The ``lm4gen`` command and ``python -m lm4gen``: :func:`main`, then exit without the interpreter's
    teardown (:func:`lm4gen.core.errors.leave`)."""
    leave(main())
