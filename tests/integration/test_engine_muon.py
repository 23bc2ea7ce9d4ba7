"""lm4gen.core.engine.without_muon_kernels: DeepSpeed's Muon modules (whose import compiles kernels, ~1 s of CPU per
rank) are stand-ins in lm4gen's processes. The stand-ins must carry every name the installed DeepSpeed imports from
them, and ZeRO steps without the real ones (and without torch's inductor) must equal those with them."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import textwrap

import pytest

from helpers.common import ROOT, launcher_free_env
from lm4gen.core.engine import MUON_MODULES

deepspeed = pytest.importorskip("deepspeed")


def imports_of_muon() -> dict[str, set[str]]:
    """Every ``from deepspeed.runtime.zero.muon.X import NAMES`` (and ``import ...muon.X``) in the installed DeepSpeed
    outside the muon package itself: {module: names} (``*`` for a plain import of the module)."""
    found: dict[str, set[str]] = {}
    package = os.path.dirname(deepspeed.__file__)
    muon_dir = os.path.join(package, "runtime", "zero", "muon")
    for folder, _, files in os.walk(package):
        if folder.startswith(muon_dir):
            continue
        for name in files:
            if not name.endswith(".py"):
                continue
            source = open(os.path.join(folder, name), encoding="utf-8").read()
            if "muon" not in source:
                continue
            for node in ast.walk(ast.parse(source)):
                if isinstance(node, ast.ImportFrom) and node.module and "zero.muon" in node.module:
                    found.setdefault(node.module, set()).update(alias.name for alias in node.names)
                elif isinstance(node, ast.Import):
                    for alias in node.names:
                        if "zero.muon" in alias.name:
                            found.setdefault(alias.name, set()).add("*")
    return found


def test_the_stand_ins_carry_every_name_deepspeed_imports_from_muon():
    found = imports_of_muon()
    assert found, "no import of DeepSpeed's muon modules found: the scan no longer sees them"
    for module, names in found.items():
        assert module in MUON_MODULES, f"DeepSpeed imports {module}, which core/engine.py has no stand-in for"
        assert names <= set(MUON_MODULES[module]), (module, names - set(MUON_MODULES[module]))


STEP = """
    import os, sys
    if sys.argv[1] == "real":
        import deepspeed.runtime.zero.muon.muon_optimizer  # imported first: without_muon_kernels leaves it
    import torch
    import torch.distributed as dist
    import deepspeed
    from lm4gen.core.engine import build_engine
    from lm4gen.core.network import free_port
    from lm4gen.core.parallel import ParallelSizes
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(free_port()), RANK="0", WORLD_SIZE="1", LOCAL_RANK="0")
    dist.init_process_group("gloo")
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 4))
    ds = {"train_micro_batch_size_per_gpu": 2, "train_batch_size": 2, "gradient_accumulation_steps": 1,
          "zero_optimization": {"stage": int(sys.argv[2])}, "steps_per_print": 10**9,
          "zero_allow_untested_optimizer": True}
    engine, optimizer, _ = build_engine(model, torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9), None, ds,
                                        ParallelSizes(world=1))
    for _ in range(3):
        engine.backward(engine(torch.randn(2, 8)).square().sum())
        engine.step()
    with deepspeed.zero.GatheredParameters(list(model.parameters())):
        print("params", [p.detach().flatten().tolist() for p in model.parameters()])
    muon = sys.modules["deepspeed.runtime.zero.muon.muon_optimizer"]
    print("stand-in", getattr(muon, "_lm4gen_stand_in", False), "inductor", "torch._inductor.compile_fx" in sys.modules)
    if sys.argv[1] != "real":
        try:
            muon.MuonWithAuxAdam([])
        except RuntimeError as e:
            print("refused:", e)
    """


def step(*argv: str) -> dict[str, str]:
    r = subprocess.run([sys.executable, "-c", textwrap.dedent(STEP), *argv], env=launcher_free_env(),
                       capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-3000:]
    return {line.split(" ", 1)[0]: line.split(" ", 1)[1] for line in r.stdout.splitlines()
            if line.startswith(("params", "stand-in", "refused:"))}


@pytest.mark.parametrize("stage", [2, 3])
def test_zero_steps_without_the_muon_kernels_equal_those_with_them(stage):
    """Three steps of a ZeRO engine (a world of one) with the stand-ins: no real Muon module and no inductor
    imported, the stand-in refuses to be built, and the parameters equal those of the same steps with the real
    module imported first (which without_muon_kernels then leaves alone)."""
    stand_in, real = step("stand-in", str(stage)), step("real", str(stage))
    assert stand_in["stand-in"] == "True inductor False"
    assert stand_in["refused:"].startswith("DeepSpeed's Muon optimizer is not available in lm4gen")
    assert real["stand-in"] == "False inductor True"  # the import this saves
    assert stand_in["params"] == real["params"]
