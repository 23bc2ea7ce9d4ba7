"""The frozen-LM state cache (finetune/lm_cache.py, ``model.cache_lm_states``), CPU, tiny sizes.

Cached states equal the live LM's (per sentence, unpadded vs the padded training batch); losses and gradients
with the cache equal the live LM's (float32 storage: to float32 rounding; float16: the tolerance below); a cache
for another LM export, other shards or another dtype is refused; a killed build leaves no cache; the option on a
non-frozen strategy is refused at config time; end to end: cached training follows the live one, resumes exactly,
runs on 2 ranks (one rank builds, the other waits on the lock and reads).
"""

from __future__ import annotations

import os

import pytest


from helpers.lm_cache import build_model
from helpers.lm_cache import setup  # noqa: F401, F811 - pytest fixtures


# ----------------------------------------------------------------------------
# end to end: finetune/train.py (slow)


def run(setup, out, *extra, ranks=0, steps=6, check=True):
    from helpers.finetune_train import train

    return train(out, setup, "--set", "model.strategy=src-elmo", "--set", f"model.src_lm={setup['cloze']}",
                 "--set", "eval.max_sentences=8", "--set", "train.max_epochs=100", *extra, ranks=ranks, steps=steps,
                 check=check)


def cached(where, dtype: str) -> tuple[str, ...]:
    return ("--set", "model.cache_lm_states=true", "--set", f"model.lm_cache_dir={where}", "--set",
            f"model.lm_cache_dtype={dtype}")


@pytest.mark.slow
def test_cached_training_follows_the_live_lm_and_resumes_exactly(setup, tmp_path):
    from helpers.finetune_train import validations
    from helpers.pretrain import losses

    common = ("--set", "train.save_every=2")
    run(setup, tmp_path / "live", *common)
    r = run(setup, tmp_path / "full", *common, *cached(tmp_path / "cache", "float16"))
    assert "LM state cache src: building" in r.stdout and f"{tmp_path / 'cache' / 'src'}: " in r.stdout, r.stdout
    live, full = losses(tmp_path / "live"), losses(tmp_path / "full")
    assert sorted(full) == list(range(1, 7))
    for step in full:  # float16 states: the training curve of the live LM to ~1e-4
        assert full[step] == pytest.approx(live[step], rel=1e-4), (step, full, live)
    assert validations(tmp_path / "full")[-1]["valid_loss"] == pytest.approx(
        validations(tmp_path / "live")[-1]["valid_loss"], rel=1e-4)
    # stopped after step 5 while writing its checkpoint: resumed from step 4, the same losses as uninterrupted
    run(setup, tmp_path / "part", *common, *cached(tmp_path / "cache", "float16"), steps=5)
    os.remove(tmp_path / "part" / "checkpoints" / "step00000005" / "complete.json")
    r = run(setup, tmp_path / "part", *common, *cached(tmp_path / "cache", "float16"), "--resume", "auto")
    assert "step00000004 at step 4" in r.stdout and "building" not in r.stdout, r.stdout
    resumed = losses(tmp_path / "part")
    for step in (5, 6):
        assert resumed[step] == pytest.approx(full[step], rel=1e-6, abs=1e-7), (step, resumed, full)


@pytest.mark.slow
def test_two_ranks_build_the_cache_once_and_train_as_the_live_lm(setup, tmp_path):
    from helpers.pretrain import losses

    run(setup, tmp_path / "live", ranks=2, steps=4)
    r = run(setup, tmp_path / "cached", *cached(tmp_path / "cache", "float32"), ranks=2, steps=4)
    assert r.stdout.count("LM state cache src: building") == 1, r.stdout  # one rank built, the other read it
    live, got = losses(tmp_path / "live"), losses(tmp_path / "cached")
    assert sorted(got) == [1, 2, 3, 4]
    for step in got:  # float32 states: to float32 rounding
        assert got[step] == pytest.approx(live[step], rel=1e-5), (step, got, live)


@pytest.mark.slow
def test_cli_refuses_the_option_without_a_frozen_lm_and_a_cache_of_another_lm(setup, tmp_path):
    r = run(setup, tmp_path / "ft", "--set", "model.strategy=src-ft", "--set", "model.cache_lm_states=true",
            steps=1, check=False)
    assert r.returncode == 2 and "Traceback" not in r.stderr and "[dist]" not in r.stdout, r.stderr[-3000:]
    assert "model.cache_lm_states" in r.stderr and "src-ft trains its LM" in r.stderr
    run(setup, tmp_path / "one", *cached(tmp_path / "cache", "float16"), steps=1)
    r = run(setup, tmp_path / "two", *cached(tmp_path / "cache", "float16"), "--set", f"model.src_lm={setup['other']}",
            steps=1, check=False)
    assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr[-3000:]
    line, = [x for x in r.stderr.splitlines() if "model.lm_cache_dir" in x]
    assert "another LM export" in line and "delete it" in line


def test_a_disk_that_fills_during_the_build_names_the_cache_and_leaves_nothing(setup, tmp_path, monkeypatch):
    """The build checks the free space first; a disk another writer fills meanwhile still ends in one error naming
    the cache (a file object's write names no file) and no half-written directory."""
    import collections
    import subprocess

    from lm4gen.finetune import lm_cache
    from lm4gen.finetune.lm_cache import Source, build, sentences

    model = build_model(setup, "tgt-elmo", setup["causal"])
    source = Source(side="tgt", lm_sha256="x", lm_kind="causal", relaxed=False, special=3, shards=(), dtype="float32")
    units = sentences("tgt", [(setup["manifest"], "valid")])
    disk = tmp_path / "disk"
    disk.mkdir()
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(disk)], capture_output=True, text=True)
    if r.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here (needs root or CAP_SYS_ADMIN): {r.stderr.strip()[:200]}")
    try:
        usage = collections.namedtuple("usage", "total used free")
        monkeypatch.setattr(lm_cache.shutil, "disk_usage", lambda p: usage(1 << 40, 0, 1 << 40))  # "plenty free"
        path = str(disk / "tgt")
        with pytest.raises(OSError) as e:
            build(model.decoder.lm_input.lm, source, units, path, 0, log=lambda line: None)
        assert e.value.errno == 28 and e.value.filename == path
        assert os.listdir(disk) == []
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)
