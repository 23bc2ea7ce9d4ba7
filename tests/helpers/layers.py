"""Helpers of layers tests shared by both tiers and other test modules."""
from __future__ import annotations




LAYERS = ("core", "data_prep", "models", "pretrain", "finetune", "classify", "launcher")  # folders linked in lm4gen/
