"""Helpers of precision tests shared by both tiers and other test modules."""
from __future__ import annotations


import torch

LOW = {"fp16": torch.float16, "bf16": torch.bfloat16}
