"""``mpiexec -n 2 python pretrain/run.py`` (and ``finetune/train.py``) with the PyPI mpich: ranks from MPI,
loss falls, both ranks train and checkpoint."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from helpers.common import ROOT, launcher_free_env
from helpers.mpi_pretrain import FINETUNE_ARGS, check_two_rank_run

pytestmark = [pytest.mark.mpi, pytest.mark.slow]
MPIEXEC = os.path.join(os.path.dirname(sys.executable), "mpiexec")  # the PyPI mpich's, which mpi4py links


@pytest.fixture(scope="module")
def mpiexec() -> str:
    if not os.path.exists(MPIEXEC):
        pytest.skip(f"no {MPIEXEC}: install the PyPI mpich (pip install 'lm4gen[mpi]', which setup.sh does)")
    try:
        import mpi4py  # noqa: F401 - only whether it imports
    except ImportError as e:
        pytest.skip(f"mpi4py is not importable: {e}")
    return MPIEXEC


def mpi_run(mpiexec: str, script: str, *args: str, ranks: int = 2) -> str:
    """``mpiexec -n RANKS -prepend-rank python SCRIPT ARGS``; every output line starts with ``[rank]``."""
    r = subprocess.run([mpiexec, "-n", str(ranks), "-prepend-rank", sys.executable, script, *args],
                       env=launcher_free_env(), capture_output=True, text=True, timeout=600, cwd=ROOT)
    out = r.stdout + r.stderr
    assert r.returncode == 0, out[-5000:]
    return out


def test_mpiexec_two_ranks_pretrain(mpiexec, tmp_path, lm_shards):
    out_dir = tmp_path / "run"
    out = mpi_run(mpiexec, os.path.join(ROOT, "pretrain", "run.py"), "--output-dir", str(out_dir), "--max-steps", "20",
                  "--set", f"data.train={lm_shards['train']}", "--set", f"data.tokenizer={lm_shards['tokenizer']}",
                  "--set", "train.log_every=1", "--set", "data.block_size=64", "--set", "data.batch_size=4",
                  "--set", "train.eval_every=0", "--set", "optim.lr=0.3", "--set", "optim.warmup_updates=5",
                  "--set", "optim.period_updates=100")
    assert "[0] [dist] launcher mpich, world size 2, backend gloo, master 127.0.0.1:" in out, out[-3000:]
    check_two_rank_run(out, out_dir, 20, "[{}] ")


def test_mpiexec_two_ranks_finetune(mpiexec, tmp_path, bitext_shards):
    out_dir = tmp_path / "run"
    out = mpi_run(mpiexec, os.path.join(ROOT, "finetune", "train.py"), "--output-dir", str(out_dir), "--max-steps",
                  "20", "--set", f"data.train={bitext_shards['train']}", "--set",
                  f"data.tokenizer={bitext_shards['tokenizer']}", *FINETUNE_ARGS)
    assert "[0] [dist] launcher mpich, world size 2, backend gloo" in out, out[-3000:]
    check_two_rank_run(out, out_dir, 20, "[{}] ")


def test_mpiexec_two_ranks_shard_then_merge_equals_one_process(mpiexec, tmp_path, corpus, tokenizer):
    """``mpiexec -n 2 lm4gen shard`` (no --task-index): each rank writes its part, the merge is
    byte-identical to a one-process run."""
    from lm4gen.data_prep import manifest as mf
    from lm4gen.data_prep import shard

    single, split = tmp_path / "single", tmp_path / "mpi"
    shard.run(shard.ShardOptions(input=[corpus], tokenizer=tokenizer, output=str(single), valid_fraction=0.05,
                                 samples_per_shard=250))
    out = mpi_run(mpiexec, "-m", "lm4gen", "shard", "--input", corpus, "--tokenizer", tokenizer, "--output", str(split),
                  "--valid-fraction", "0.05", "--samples-per-shard", "250")
    assert "[shard] task 0/2:" in out and "[shard] task 1/2:" in out, out[-3000:]
    assert not (split / "manifest.json").exists()  # two parts, not yet merged
    mf.merge(str(split))
    assert (split / "manifest.json").read_bytes() == (single / "manifest.json").read_bytes()
    shards = sorted(f for f in os.listdir(single) if f.endswith(".tar"))
    assert len(shards) > 2 and shards == sorted(f for f in os.listdir(split) if f.endswith(".tar"))
    for name in shards:
        assert (split / name).read_bytes() == (single / name).read_bytes(), name
