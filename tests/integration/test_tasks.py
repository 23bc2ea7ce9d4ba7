"""lm4gen.classify.tasks: reading the minBERT task files, building inputs, the resumable batch loader."""

from __future__ import annotations

import os

import pytest

from lm4gen.classify.tasks import (
    read_task,
    task_spec,
)
from helpers.common import SHARED_DATA


MINBERT = os.path.join(SHARED_DATA, "minbert")


@pytest.mark.skipif(not os.path.isdir(MINBERT), reason=f"the real minBERT data is not here ({MINBERT})")
@pytest.mark.parametrize("name,rows", [("sst", 1101), ("quora", 10107), ("sts", 863)])
def test_real_dev_files(name, rows):
    ex = read_task(os.path.join(MINBERT, f"{name}-dev.tsv.gz"), task_spec(name), on_bad_line="error")
    assert len(ex) == rows and ex.skipped == {}
