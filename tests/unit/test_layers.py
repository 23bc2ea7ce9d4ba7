"""The package's layers (docs/development.md): the import-linter contracts hold, every project import goes through
the one installed namespace ``lm4gen``, no project module is imported inside a function (the way cycles used to be
dodged), and the wheel installs ``lm4gen`` only.

The tests that need no launched process; the rest, and the whole story, in tests/integration/test_layers.py."""

from __future__ import annotations

import ast
import os


from helpers.common import ROOT
from helpers.layers import LAYERS


def _python_files(*folders: str) -> list[str]:
    out = []
    for folder in folders:
        for dirpath, _, files in os.walk(os.path.join(ROOT, folder)):
            out += [os.path.join(dirpath, f) for f in files if f.endswith(".py")]
    return sorted(out)


def _project_imports(path: str):
    """(node, the imported module) of every import of a project module in ``path``."""
    tree = ast.parse(open(path).read(), path)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            continue
        for name in names:
            if name.split(".")[0] in ("lm4gen", *LAYERS):
                yield node, name


def test_every_folder_is_a_layer_of_the_one_namespace():
    for layer in LAYERS:
        link = os.path.join(ROOT, "lm4gen", layer)
        assert os.path.islink(link) and os.readlink(link) == f"../{layer}", link
        assert os.path.isfile(os.path.join(ROOT, layer, "__init__.py"))


def test_every_project_import_is_spelled_lm4gen_and_none_hides_in_a_function():
    """Old spellings (``from pretrain.model import ...``) would import a second copy of a module beside its
    ``lm4gen.`` one; the tests, benchmarks and scripts use the same spelling as the package."""
    old, inner = [], []
    for path in _python_files(*LAYERS, "lm4gen", "tests", "bench"):
        in_package = os.path.relpath(path, ROOT).split(os.sep)[0] in (*LAYERS, "lm4gen")
        for node, name in _project_imports(path):
            where = f"{os.path.relpath(path, ROOT)}:{node.lineno}"
            if not name.startswith("lm4gen"):
                old.append(f"{where} {name}")
            elif in_package and node.col_offset > 0:
                inner.append(f"{where} {name}")
    assert not old, old
    assert not inner, inner


def test_tests_come_in_two_tiers_and_share_helpers_not_test_modules():
    """Test modules live in tests/unit (no launcher, no SLURM, no ../shared) or tests/integration; what two of them
    share is in tests/helpers (or a conftest.py fixture), never imported from another test module or conftest."""
    tests = os.path.join(ROOT, "tests")
    loose = [f for f in os.listdir(tests) if f.startswith("test_") and f.endswith(".py")]
    assert not loose, f"test modules outside tests/unit and tests/integration: {loose}"
    borrowed = []
    for path in _python_files("tests"):
        for node in ast.walk(ast.parse(open(path).read())):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else []
            borrowed += [f"{os.path.relpath(path, ROOT)}:{node.lineno} {n}" for n in names
                         if n.split(".")[-1].startswith("test_") or n == "conftest"]
    assert not borrowed, borrowed
