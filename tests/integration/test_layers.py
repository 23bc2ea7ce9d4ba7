"""The package's layers (docs/development.md): the import-linter contracts hold, every project import goes through
the one installed namespace ``lm4gen``, no project module is imported inside a function (the way cycles used to be
dodged), and the wheel installs ``lm4gen`` only."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile

import pytest

from helpers.common import ROOT
from helpers.layers import LAYERS


def test_the_import_linter_contracts_hold():
    lint = os.path.join(os.path.dirname(sys.executable), "lint-imports")
    r = subprocess.run([lint, "--config", os.path.join(ROOT, ".importlinter")], capture_output=True, text=True,
                       cwd=ROOT, timeout=300, env={**os.environ, "PYTHONPATH": ROOT})
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-2000:]
    assert "3 kept, 0 broken" in r.stdout
    assert "ignore_imports" not in open(os.path.join(ROOT, ".importlinter")).read().split("[importlinter:contract")[1]


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
