"""Helpers of progress tests shared by both tiers."""

from __future__ import annotations


import pytest


@pytest.fixture(autouse=True)
def no_forced_mode(monkeypatch):
    monkeypatch.delenv("LM4GEN_PROGRESS", raising=False)
