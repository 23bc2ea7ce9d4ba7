"""The command line every training entry point shares (pretraining, fine-tuning, classification).

    p = training_parser("pretrain/run.py", __doc__, config_help="...")
    args = p.parse_args(argv)
    cfg = load_config(args.config, assignments(args))
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
DEFAULT_DS_CONFIG = os.path.join(ROOT, "configs", "zero2.json")


def training_parser(prog: str, doc: str, config_help: str, config_default: str | None = None,
                    ds_help: str = "DeepSpeed JSON config (ZeRO stage, fp16/bf16)") -> argparse.ArgumentParser:
    """--config, --set, --ds_config, --max-steps, --output-dir, --resume, --dry-run (and the deepspeed
    launcher's --local_rank); an entry point adds its own options."""
    p = argparse.ArgumentParser(prog=prog, description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--config", default=config_default, help=config_help)
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="override a config field, e.g. optim.lr=0.5 (repeatable)")
    p.add_argument("--ds_config", "--ds-config", dest="ds_config", default=DEFAULT_DS_CONFIG, help=ds_help)
    p.add_argument("--max-steps", type=int, help="= --set train.max_steps=N")
    p.add_argument("--output-dir", help="= --set output_dir=DIR")
    p.add_argument("--resume", default="auto",
                   help="auto (latest complete checkpoint, if any), none, or a checkpoint directory")
    p.add_argument("--dry-run", action="store_true",
                   help="build config and model, check the inputs, print parameter counts, exit")
    # the deepspeed launcher's
    p.add_argument("--local_rank", "--local-rank", type=int, default=None, help=argparse.SUPPRESS)
    return p


def assignments(args: argparse.Namespace) -> list[str]:
    """The ``--set`` assignments, with the shorthand options turned into theirs."""
    sets = list(args.set)
    if args.max_steps is not None:
        sets.append(f"train.max_steps={args.max_steps}")
    if args.output_dir:
        sets.append(f"output_dir={args.output_dir}")
    return sets


def command_line(cmd: list[str], root: str | None = None) -> str:
    """A command as the shell line a user types: the interpreter as ``python``, ``python -m lm4gen VERB`` as
    ``lm4gen VERB``, paths inside ``root`` (the checkout) relative to it."""
    words = ["python" if c == sys.executable else c.replace(root + os.sep, "") if root else c for c in cmd]
    if words[:3] == ["python", "-m", "lm4gen"]:
        words = ["lm4gen", *words[3:]]
    return " ".join(shlex.quote(w) for w in words)
