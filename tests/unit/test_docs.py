"""Every command the README and docs/ show is checked against the code: an ``lm4gen VERB ...`` line must name a
verb and parse with that tool's own argument parser (its options, their values' types and choices, the positional
arguments), and a training command (``deepspeed pretrain/run.py ...``, ``torchrun ... finetune/train.py``, ``python
classify/train.py``) must parse and its ``--config`` file and ``--set`` fields must load into the task's config.
Nothing is run (most of these commands train for hours on GPUs): the end-to-end tests run them at tiny size."""

from __future__ import annotations

import argparse
import glob
import importlib
import os
import re
import shlex

import pytest

from helpers.common import ROOT

DOCS = [os.path.join(ROOT, "README.md"), *sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))]
SCRIPTS = {"pretrain/run.py": "lm4gen.pretrain.run", "finetune/train.py": "lm4gen.finetune.train",
           "classify/train.py": "lm4gen.classify.train"}


def commands(path: str):
    """(line number, argv) of each shell command in the file's ``bash`` code blocks (continuations joined,
    comments dropped, ``a && b`` split)."""
    lines, block, start, joined = open(path, encoding="utf-8").read().splitlines(), False, 0, ""
    for number, line in enumerate(lines, 1):
        if line.startswith("```"):
            block = line.strip() in ("```bash", "```sh", "```shell") if not block else False
            continue
        if not block:
            continue
        if not joined:
            start = number
        joined += line.rstrip("\\").rstrip() + " " if line.rstrip().endswith("\\") else line
        if line.rstrip().endswith("\\"):
            continue
        try:
            words = shlex.split(joined, comments=True)
        except ValueError:
            words = []
        joined = ""
        command = []
        for word in [*words, "&&"]:
            if word in ("&&", "||", ";", "|"):
                if command:
                    yield start, command
                command = []
            else:
                command.append(word)


def _strip_env(argv: list[str]) -> list[str]:
    while argv and re.match(r"^[A-Z_][A-Z0-9_]*=", argv[0]):
        argv = argv[1:]
    return argv


class _Parsed(SystemExit):  # a SystemExit: the tools' one-line error handler (lm4gen.core.errors.run) lets it by
    def __init__(self, namespace):
        super().__init__(0)
        self.namespace = namespace


def parse_with_the_tool(module_name: str, argv: list[str], monkeypatch) -> argparse.Namespace:
    """The namespace the tool's own parser makes of ``argv`` (its main runs until it has parsed, then stops)."""
    real = argparse.ArgumentParser.parse_args

    def parse_args(self, args=None, namespace=None):
        raise _Parsed(real(self, args, namespace))

    module = importlib.import_module(module_name)
    with monkeypatch.context() as m:
        m.setattr(argparse.ArgumentParser, "parse_args", parse_args)
        try:
            module.main(argv)
        except _Parsed as parsed:
            return parsed.namespace
    raise AssertionError(f"{module_name}.main parsed no arguments")


def documented():
    from lm4gen.cli import VERBS

    out = []
    for path in DOCS:
        for number, argv in commands(path):
            argv = _strip_env(argv)
            where = f"{os.path.relpath(path, ROOT)}:{number}"
            if not argv:
                continue
            if argv[0] in ("lm4gen", ".venv/bin/lm4gen") or argv[:3] == ["python", "-m", "lm4gen"]:
                rest = argv[3:] if argv[0] == "python" else argv[1:]
                if rest and rest[0] not in ("--help", "-h", "--version"):
                    out.append(pytest.param(where, VERBS.get(rest[0], (None,))[0], rest[0], rest[1:], id=where))
            else:
                script = next((w for w in argv if w in SCRIPTS), None)
                if script is not None and argv[0] in ("deepspeed", "torchrun", "python", "srun", "mpiexec"):
                    args = argv[argv.index(script) + 1:]
                    out.append(pytest.param(where, SCRIPTS[script], script, args, id=where))
    return out


CASES = documented()


def test_the_docs_show_commands_of_every_kind():
    kinds = {case.values[2] for case in CASES}
    assert {"shard", "bitext", "bpe", "quickstart", "translate", "evaluate", "pretrain/run.py",
            "finetune/train.py", "classify/train.py"} <= kinds, kinds
    assert len(CASES) >= 30


@pytest.mark.parametrize("where,module,verb,args", CASES)
def test_a_documented_command_parses_with_its_tool(where, module, verb, args, monkeypatch):
    assert module is not None, f"{where}: lm4gen {verb}: no such verb (lm4gen --help)"
    try:
        namespace = parse_with_the_tool(module, args, monkeypatch)
    except SystemExit as e:
        raise AssertionError(f"{where}: {verb} {' '.join(args)}: its parser refused it (exit {e.code})") from None
    if verb in SCRIPTS:  # the config file and every --set field load into the task's config
        from lm4gen.core.cli import assignments
        from lm4gen.core.config import load_into

        task = importlib.import_module(module)
        config = {"pretrain/run.py": "lm4gen.pretrain.config:RunConfig",
                  "finetune/train.py": "lm4gen.finetune.config:FinetuneConfig",
                  "classify/train.py": "lm4gen.classify.config:ClassifyConfig"}[verb]
        mod, cls = config.split(":")
        cfg = getattr(importlib.import_module(mod), cls)()
        path = namespace.config
        if path and not os.path.isabs(path):
            path = os.path.join(ROOT, path)
        assert task is not None
        load_into(cfg, path, assignments(namespace))


def test_the_check_would_catch_a_stale_command(monkeypatch):
    """A renamed option, a wrong choice, an unknown config field: what a doc line goes stale by."""
    with pytest.raises(SystemExit) as e:
        parse_with_the_tool("lm4gen.data_prep.shard", ["--input", "a.txt", "--tokeniser", "x.model"], monkeypatch)
    assert not isinstance(e.value, _Parsed) and e.value.code == 2
    with pytest.raises(SystemExit) as e:
        parse_with_the_tool("lm4gen.launcher.multi30k", ["gird", "--dry-run"], monkeypatch)  # a stage's choices
    assert not isinstance(e.value, _Parsed)
    namespace = parse_with_the_tool("lm4gen.pretrain.run", ["--set", "optim.lrr=1"], monkeypatch)
    from lm4gen.core.cli import assignments
    from lm4gen.core.config import load_into
    from lm4gen.pretrain.config import RunConfig

    with pytest.raises(ValueError, match="unknown config field 'optim.lrr'"):
        load_into(RunConfig(), None, assignments(namespace))
    assert [argv for _, argv in commands(__file__)] == []  # (no bash blocks here)
