"""finetune/train.py, generate, average end to end on the synthetic corpus (CPU, gloo).

The tests that need no launched process; the rest, and the whole story, in tests/integration/test_finetune_train.py."""

from __future__ import annotations

import os

import pytest

from helpers.common import ROOT

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("name", sorted(os.listdir(os.path.join(ROOT, "configs", "finetune"))))
def test_every_config_file_loads(name):
    from lm4gen.finetune.config import TASK_DEFAULTS, load_config

    cfg = load_config(os.path.join(ROOT, "configs", "finetune", name))
    assert cfg.select == TASK_DEFAULTS[cfg.task]["select"]
    assert cfg.no_repeat_ngram == (3 if cfg.task == "summarization" else 0)
    cfg = load_config(os.path.join(ROOT, "configs", "finetune", name), ["model.dropout=0.2", "optim.lr=1e-3"])
    assert cfg.model.dropout == 0.2 and cfg.optim.lr == 1e-3
    with pytest.raises(ValueError, match="model.src_lm"):
        load_config(os.path.join(ROOT, "configs", "finetune", name), ["model.strategy=src-elmo"])


def test_inverse_sqrt_schedule():
    from lm4gen.core.optim import inverse_sqrt

    lr = [inverse_sqrt(s, 1e-3, 4, 1e-7) for s in range(17)]
    assert lr[0] == 1e-7 and lr[2] == pytest.approx((1e-7 + 1e-3) / 2)  # linear warmup
    assert lr[4] == 1e-3 and lr[16] == pytest.approx(1e-3 / 2)  # peak, then peak * sqrt(warmup / step)
    assert all(a > b for a, b in zip(lr[4:], lr[5:]))
