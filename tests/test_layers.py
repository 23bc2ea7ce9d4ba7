"""The package's layers (docs/development.md): the import-linter contracts hold, every project import goes through
the one installed namespace ``lm4gen``, no project module is imported inside a function (the way cycles used to be
dodged), and the wheel installs ``lm4gen`` only."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import zipfile

import pytest

from conftest import ROOT

LAYERS = ("core", "data_prep", "models", "pretrain", "finetune", "classify", "launcher")  # folders linked in lm4gen/


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


def test_the_import_linter_contracts_hold():
    lint = os.path.join(os.path.dirname(sys.executable), "lint-imports")
    r = subprocess.run([lint, "--config", os.path.join(ROOT, ".importlinter")], capture_output=True, text=True,
                       cwd=ROOT, timeout=300, env={**os.environ, "PYTHONPATH": ROOT})
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-2000:]
    assert "3 kept, 0 broken" in r.stdout
    assert "ignore_imports" not in open(os.path.join(ROOT, ".importlinter")).read().split("[importlinter:contract")[1]


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


def test_the_wheel_installs_lm4gen_only(tmp_path):
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w",
                        str(tmp_path), ROOT], capture_output=True, text=True, timeout=600, cwd=tmp_path)
    if r.returncode != 0:
        pytest.fail(r.stderr[-3000:])
    wheel = next(p for p in tmp_path.iterdir() if p.suffix == ".whl")
    names = zipfile.ZipFile(wheel).namelist()
    top = {n.split("/")[0] for n in names if not n.split("/")[0].endswith(".dist-info")}
    assert top == {"lm4gen"}, top
    for layer in LAYERS:  # the links are followed: each layer's modules are in the wheel
        assert f"lm4gen/{layer}/__init__.py" in names, layer
    assert "lm4gen/pretrain/hf_remote/modeling_lm4gen_cloze.py" in names
