"""slurm/*.sbatch on a real single-node SLURM: training on 2 ranks, preemption + requeue + resume, array sharding.

The tests that need no launched process; the rest, and the whole story, in tests/integration/test_slurm.py."""

from __future__ import annotations


import pytest


# one pytest-xdist worker runs every test here: the session fixture brings the one SLURM up and down
pytestmark = pytest.mark.xdist_group("slurm")


def test_collective_timeout_comes_from_the_batch_scripts_variable():
    from lm4gen.core.launch_env import collective_timeout_minutes

    assert collective_timeout_minutes({}) == 30.0
    assert collective_timeout_minutes({"LM4GEN_DIST_TIMEOUT_MINUTES": "2.5"}) == 2.5
    for bad in ("0", "-1", "soon"):
        with pytest.raises(ValueError, match="LM4GEN_DIST_TIMEOUT_MINUTES"):
            collective_timeout_minutes({"LM4GEN_DIST_TIMEOUT_MINUTES": bad})


def test_world_size_is_known_before_start_up_under_srun_and_mpiexec():
    from lm4gen.core.launch_env import launcher_world_size

    srun_task = {"SLURM_PROCID": "1", "SLURM_STEP_ID": "0", "SLURM_STEP_NUM_TASKS": "32", "SLURM_LOCALID": "1",
                 "SLURM_STEP_TASKS_PER_NODE": "8(x4)", "SLURM_NODEID": "0", "SLURM_NTASKS": "32"}
    assert launcher_world_size(srun_task) == 32
    assert launcher_world_size({"PMI_RANK": "0", "PMI_SIZE": "2"}) == 2
    batch_shell = {"SLURM_PROCID": "0", "SLURM_NTASKS": "32", "SLURM_JOB_ID": "7"}  # not a rank: one process
    assert launcher_world_size(batch_shell) == 1
