"""The ``lm4gen`` command: one verb per tool.

    lm4gen --help                  # every verb, one line each
    lm4gen shard --input a.txt ... # the tool's own options: lm4gen VERB --help

A verb runs its tool's ``main(argv)`` in this process, with one line per error (``launcher.errors.run``:
``LM4GEN_DEBUG=1`` keeps the traceback). Multi-rank training runs under a launcher as before (``deepspeed
pretrain/run.py ...``, ``torchrun``, ``srun``, ``mpiexec``); ``lm4gen pretrain`` / ``finetune`` / ``classify``
are the same programs for one process, or under a launcher that starts a command (``torchrun --no-python lm4gen
pretrain ...``).
"""

from __future__ import annotations

import importlib
import sys

# verb -> (module whose main(argv) runs it, what it does). Grouped as in the docs: data, pretraining,
# fine-tuning and evaluation, recipes.
VERBS: dict[str, tuple[str, str]] = {
    "synth": ("data_prep.synth", "write the embedded synthetic English-German corpus"),
    "bpe": ("data_prep.bpe", "train a joint sentencepiece BPE model (+ its card)"),
    "shard": ("data_prep.shard", "tokenize monolingual text into WebDataset shards + a manifest"),
    "bitext": ("data_prep.bitext", "tokenize line-aligned bitext (translation, summarization) into shards"),
    "stream": ("data_prep.stream", "read a few batches of shards through the training loader, with statistics"),
    "pretrain": ("pretrain.run", "pretrain a causal, cloze or masked LM (DeepSpeed ZeRO + tensor parallelism)"),
    "export": ("pretrain.export", "export a pretraining checkpoint as one plain fp32 LM file"),
    "hf-export": ("pretrain.hf_export", "export an LM to a transformers directory (from_pretrained)"),
    "eval-lm": ("pretrain.eval_lm", "validation loss and perplexity of an exported LM on shards"),
    "generate": ("pretrain.generate", "continue prompts with a causal LM (greedy or sampled)"),
    "finetune": ("finetune.train", "fine-tune a seq2seq model, optionally with a pretrained LM plugged in"),
    "translate": ("finetune.generate", "translate or summarize with a fine-tuned model (beam search)"),
    "evaluate": ("finetune.evaluate", "score output against references: sacreBLEU, chrF, ROUGE"),
    "average": ("finetune.average", "average the weights of the last N fine-tuning checkpoints"),
    "classify": ("finetune.classify", "fine-tune an LM on sentence-level understanding tasks"),
    "quickstart": ("launcher.quickstart", "the whole pipeline on the embedded corpus, end to end"),
    "multi30k": ("launcher.multi30k", "the Multi30k recipe: prep, lm, ft, grid, report"),
    "classify-grid": ("launcher.classify_grid", "the understanding-task grid (reports/classify/)"),
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
        from lm4gen import __version__

        print(f"lm4gen {__version__}")
        return 0
    verb, rest = argv[0], argv[1:]
    if verb not in VERBS:
        print(f"lm4gen: unknown verb {verb!r}; one of: {', '.join(VERBS)} (lm4gen --help)", file=sys.stderr)
        return 2
    from launcher.errors import run

    module = importlib.import_module(VERBS[verb][0])
    sys.argv = [f"lm4gen {verb}", *rest]  # argparse names the program after sys.argv[0] where no prog is given
    return run(module.main, rest)
