"""Checkpoints at scale (#48 item 5): a periodic save keeps only the sharded state, written by a background writer.

Through the real entry point (2 gloo ranks under torchrun): a periodic tag has no ``model_fp32.pt``, records
every rank's files with their sha256, resumes bit-identically and exports the same weights as a consolidated tag
of the same step; a writer that fails (a full disk) or hangs is one line and a non-zero exit with the previous
complete tag intact. In 2 gloo processes: the finiteness of the shards is agreed in one all-reduced flag.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest
import torch

from helpers.common import ROOT, launcher_free_env, ranks_cmd
from helpers.pretrain import launch, losses
from helpers.signals import PRETRAIN, PRETRAIN_ARGS, faulty_writes, start  # noqa: F401 - a fixture
from lm4gen.core import checkpoint as ckpt
from lm4gen.core import checkpoint_writer as ckpt_writer


def tag(out, step: int):
    return out / "checkpoints" / ckpt.tag_for(step)


def export(tag_dir, target) -> dict:
    r = subprocess.run([sys.executable, "-m", "lm4gen", "export", str(tag_dir), str(target)], env=launcher_free_env(),
                       capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stdout + r.stderr
    return torch.load(target, weights_only=True)


@pytest.mark.slow
def test_a_periodic_tag_keeps_only_the_shards_resumes_exactly_and_exports(tmp_path, lm_shards):
    whole, resumed, short = tmp_path / "whole", tmp_path / "resumed", tmp_path / "short"
    launch(whole, lm_shards, "--set", "train.save_every=2", "--set", "data.num_workers=0", steps=4)
    periodic, last = tag(whole, 2), tag(whole, 4)
    assert not (periodic / "model_fp32.pt").exists() and (last / "model_fp32.pt").exists()
    marker = json.load(open(periodic / ckpt.COMPLETE))
    assert marker["sharded"] and marker["layout"]["dp"] == 2
    on_disk = ckpt._tag_files(str(periodic))
    assert sorted(marker["files"]) == on_disk and "zero_pp_rank_1_mp_rank_00_optim_states.pt" in on_disk
    for name, record in marker["files"].items():  # hashed as written: the bytes on disk
        assert record == {"size": os.path.getsize(periodic / name), "sha256": ckpt.sha256_file(str(periodic / name))}
    assert ckpt.why_damaged(str(periodic)) is None

    shutil.copytree(whole, resumed)
    shutil.rmtree(tag(resumed, 4))
    log = launch(resumed, lm_shards, "--set", "train.save_every=2", "--set", "data.num_workers=0", steps=4)
    assert f"resumed from {tag(resumed, 2)} at step 2" in log, log[-3000:]
    assert {s: losses(resumed)[s] for s in (3, 4)} == {s: losses(whole)[s] for s in (3, 4)}  # bit-identical

    launch(short, lm_shards, "--set", "train.save_every=2", "--set", "data.num_workers=0", steps=2)
    from_shards = export(periodic, tmp_path / "from_shards.pt")
    consolidated = export(tag(short, 2), tmp_path / "consolidated.pt")
    assert from_shards["step"] == consolidated["step"] == 2
    assert from_shards["model"].keys() == consolidated["model"].keys()
    for name, weights in consolidated["model"].items():
        assert torch.equal(from_shards["model"][name], weights), name


@pytest.mark.slow
@pytest.mark.parametrize("fault", ["full disk", "hung"])
def test_a_failing_writer_is_one_line_and_the_previous_tag_stays(tmp_path, lm_shards, faulty_writes, fault):  # noqa: F811 - pytest fixtures
    """Rank 1's writer fails (ENOSPC) or hangs on its optimizer file of the periodic save at step 4: the next save
    (the last, step 6) finds it: rank 1 one line naming the file, rank 0 ``rank 1 failed first``, exit 2 (through the
    deepspeed launcher, which passes the ranks' status on), the tag of step 4 gone, step 2 complete and intact (the
    one --resume auto takes)."""
    out = tmp_path / "run"
    file = "step00000004/zero_pp_rank_1_mp_rank_00_optim_states.pt"
    env = {"LM4GEN_TEST_ENOSPC": file} if fault == "full disk" else {"LM4GEN_TEST_SLOW_WRITE": f"{file}:60",
                                                                     ckpt_writer.TIMEOUT_ENV: "2"}
    proc = start("deepspeed", PRETRAIN, out, lm_shards, *PRETRAIN_ARGS, "--max-steps", "6", "--set",
                 "train.save_every=2", env={**faulty_writes, **env})
    log = proc.communicate(timeout=300)[0]
    path = tag(out, 4) / os.path.basename(file)
    cause = "no space left on device" if fault == "full disk" else "checkpoint writer still writing after 2 s"
    errors = [line for line in log.splitlines() if line.startswith("error:")]
    assert proc.returncode == 2 and "Traceback" not in log, log[-3000:]
    assert any(line.startswith(f"error: {path}: {cause}") for line in errors), log[-3000:]  # rank 1's own line
    assert any(line.startswith(f"error: rank 1 failed first: {path}: {cause}") for line in errors), log[-3000:]
    assert [s for s, _ in ckpt.complete_tags(str(out / "checkpoints"))] == [2] and not tag(out, 4).exists()
    assert ckpt.why_damaged(str(tag(out, 2))) is None
    assert open(out / "checkpoints" / "latest").read() == "step00000002"


AGREE = """
import sys, torch, torch.distributed as dist
from lm4gen.core import checkpoint as ckpt, checkpoint_writer as w
dist.init_process_group("gloo")
rank = dist.get_rank()
shard = {"module": {"a.weight": torch.ones(3)}, "step": 7}
if rank == 1 and sys.argv[1] == "bad":
    shard["module"]["a.weight"][1] = float("nan")
try:
    w._agree_finite([("/t/step00000001/file.pt", "torch", shard)], rank, dist.get_world_size())
    said = "finite"
except ckpt.NonFiniteWeights as e:
    said = str(e)
with open(f"{sys.argv[2]}/rank{rank}.txt", "w") as f:  # not stdout: two ranks' prints may share a line
    f.write(f"rank {rank}: {said}")
dist.destroy_process_group()
"""


@pytest.mark.parametrize("case", ["bad", "good"])
def test_the_shards_finiteness_is_agreed_by_every_rank(tmp_path, case):
    """Only rank 1's shard holds a NaN: both ranks raise NonFiniteWeights (one all-reduced flag), naming rank 1."""
    script = tmp_path / "agree.py"
    script.write_text(AGREE)
    r = subprocess.run([*ranks_cmd(2), str(script), case, str(tmp_path)], env=launcher_free_env(),
                       capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert r.returncode == 0, r.stdout + r.stderr
    lines = [(tmp_path / f"rank{rank}.txt").read_text() for rank in range(2)]
    if case == "good":
        assert lines == ["rank 0: finite", "rank 1: finite"], r.stdout
    else:
        assert lines == ["rank 0: the weights not finite (the shard of rank 1)",
                         "rank 1: the weights not finite (the shard of rank 1: file.pt:module.a.weight)"], r.stdout


def test_non_finite_names_what_is_not_finite_and_snapshot_copies():
    state = {"module": {"w": torch.tensor([1.0, float("inf")]), "n": torch.tensor([1, 2])},
             "groups": [torch.ones(2), torch.tensor([float("nan")])], "lr": 0.1}
    assert ckpt_writer.non_finite(state) == ["module.w", "groups.1"]
    tied = torch.ones(2)
    copy = ckpt_writer.snapshot({"a": tied, "b": tied, "c": [tied], "d": "x"})
    tied.add_(1)  # training goes on: the copy does not move
    assert torch.equal(copy["a"], torch.ones(2)) and copy["a"] is copy["b"] is copy["c"][0] and copy["d"] == "x"


def test_shardable_layouts():
    base = {"dp": 2, "tp": 1, "zero": 2, "precision": "fp16", "grad_accum": 1}
    assert ckpt_writer.shardable(base) and ckpt_writer.shardable({**base, "zero": 0, "precision": "fp32"})
    assert not ckpt_writer.shardable({**base, "tp": 2}) and not ckpt_writer.shardable({**base, "zero": 0})
