"""Helpers of precision tests shared by both tiers and other test modules."""
from __future__ import annotations


import json
import os

import torch

from helpers.common import ROOT

LOW = {"fp16": torch.float16, "bf16": torch.bfloat16}


# sitecustomize for the ranks of a run: DeepSpeed's CPU accelerator offers fp16 only where oneDNN has fp16 kernels
# (``torch.ops.mkldnn._is_mkldnn_fp16_supported()``), yet torch computes fp16 on any CPU (slow reference kernels);
# LM4GEN_TEST_FP16_ON_CPU=1 lets DeepSpeed use it, LM4GEN_TEST_FUSED_FP16=1 also makes stage 0 wrap torch's AdamW
# in the fused 16-bit optimizer (``FP16_Optimizer``: flat fp32 masters per group) DeepSpeed keeps for apex's or its
# own FusedAdam, which need CUDA
FP16_SITECUSTOMIZE = '''
import os
if os.environ.get("LM4GEN_TEST_FP16_ON_CPU"):
    from deepspeed.accelerator import cpu_accelerator
    cpu_accelerator.CPU_Accelerator.is_fp16_supported = lambda self: True
if os.environ.get("LM4GEN_TEST_FUSED_FP16"):
    import torch
    import deepspeed.runtime.engine as engine
    engine.FusedAdam = torch.optim.AdamW
'''


def fp16_on_any_cpu(site_dir) -> str:
    """Write FP16_SITECUSTOMIZE into ``site_dir``; returns the directory for PYTHONPATH."""
    os.makedirs(site_dir, exist_ok=True)
    with open(os.path.join(site_dir, "sitecustomize.py"), "w") as f:
        f.write(FP16_SITECUSTOMIZE)
    return str(site_dir)


def ds_config(tmp_path, zero: int, precision: str, **fp16) -> str:
    """``configs/zero<zero>.json`` in ``precision`` (fp16, bf16 or fp32), the ``fp16`` block's fields updated by
    ``fp16`` (e.g. ``initial_scale_power``), written into ``tmp_path``; returns its path for ``--ds_config``."""
    with open(os.path.join(ROOT, "configs", f"zero{zero}.json")) as f:
        ds = json.load(f)
    ds["fp16"]["enabled"], ds["bf16"]["enabled"] = precision == "fp16", precision == "bf16"
    ds["fp16"].update(fp16)
    path = os.path.join(tmp_path, f"zero{zero}-{precision}.json")
    with open(path, "w") as f:
        json.dump(ds, f)
    return path


def half_options(tmp_path, zero: int, precision: str, **fp16) -> tuple[str, ...]:
    """The options of a 16-bit run at ZeRO ``zero`` on the CPU (``train.half_on_cpu``: slow kernels, correct)."""
    return "--ds_config", ds_config(tmp_path, zero, precision, **fp16), "--set", "train.half_on_cpu=true"
