"""Signals as a cluster sends them, and what a SIGKILL after the grace period leaves.

The tests that need no launched process; the rest, and the whole story, in tests/integration/test_signals.py."""

from __future__ import annotations

import json
import os

import pytest

from helpers.signals import _Evil, _one_line

pytestmark = pytest.mark.slow


def _tiny_checkpoint_tag(tmp_path):
    """A complete checkpoint tag of a tiny causal LM (the files lm4gen.models.export reads)."""
    import dataclasses

    import torch

    from lm4gen.models.lm import build_model, model_config

    tag = tmp_path / "checkpoints" / "step00000003"
    tag.mkdir(parents=True)
    cfg = model_config("tiny", kind="causal", vocab_size=64, pad_id=0)
    torch.save(build_model(cfg).state_dict(), tag / "model_fp32.pt")
    (tag / "model.json").write_text(json.dumps(dataclasses.asdict(cfg)))
    (tag / "tokenizer.json").write_text("{}")
    (tag / "complete.json").write_text('{"step": 3}')
    return tag


@pytest.mark.parametrize("damage", ["pickle", "truncated", "no model.json", "missing"])
def test_export_of_a_damaged_checkpoint_is_one_line(tmp_path, capsys, damage):
    import torch

    from lm4gen.core.errors import run
    from lm4gen.models.export import main

    tag = _tiny_checkpoint_tag(tmp_path)
    target = tag / "model_fp32.pt"
    if damage == "pickle":
        torch.save({"x": _Evil()}, target)
    elif damage == "truncated":
        target.write_bytes(target.read_bytes()[:500])
    elif damage == "no model.json":
        target = tag / "model.json"
        target.unlink()
    else:
        target = tmp_path / "nowhere"
    code = run(main, [str(target.parent if damage != "missing" else target), str(tmp_path / "lm.pt")])
    line = _one_line(capsys, code, str(target) if damage != "missing" else "no complete checkpoint")
    assert not (tmp_path / "lm.pt").exists(), line


def test_export_to_a_full_disk_is_one_line_and_leaves_nothing(tmp_path, capsys, monkeypatch):
    import errno

    from lm4gen.core.errors import run
    from lm4gen.models.export import main

    tag = _tiny_checkpoint_tag(tmp_path)
    out = tmp_path / "out"
    out.mkdir()

    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)  # the last thing atomic_write does before the rename
    line = _one_line(capsys, run(main, [str(tag), str(out / "lm.pt")]), f"{out / 'lm.pt'}: no space left on device (")
    assert os.listdir(out) == [], line  # neither the file nor a temporary one


def test_permission_denied_is_one_line(tmp_path, capsys, monkeypatch):
    from lm4gen.core.errors import run
    from lm4gen.pretrain.eval_lm import main

    def denied(path, *args, **kwargs):
        raise PermissionError(13, os.strerror(13), str(path))

    monkeypatch.setattr("torch.load", denied)  # root reads any file: the error is simulated
    _one_line(capsys, run(main, [str(tmp_path / "lm.pt"), str(tmp_path)]),
              f"{tmp_path / 'lm.pt'}: permission denied (")


def test_debug_keeps_the_traceback(tmp_path, capsys, monkeypatch):
    from lm4gen.core.errors import run
    from lm4gen.pretrain.eval_lm import main

    monkeypatch.setenv("LM4GEN_DEBUG", "1")
    assert run(main, [str(tmp_path / "missing.pt"), str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" in err and err.strip().splitlines()[-1].startswith("error: "
                                                                          f"{tmp_path / 'missing.pt'}: not found")
