"""slurm/*.sbatch on a real single-node SLURM: training on 2 ranks, preemption + requeue + resume, array sharding.

The session fixture brings SLURM up with ``<repo>/../shared/tools/slurm/slurm-up.sh`` (Debian's
slurm-wlm; needs root and apt) and stops what it started with ``slurm-down.sh`` (by pid files).
Every check reads the jobs' logs and outputs, not only their states: a misconfigured SLURM
reports COMPLETED for jobs that never ran.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import time

import pytest

from helpers.common import ROOT
from helpers.mpi_pretrain import FINETUNE_ARGS, check_two_rank_run
from helpers.slurm import (FINAL_STATES, TRAIN_ARGS, finished, job_env, progress_steps, read, slurm_test,
                           tasks_exited_with)

# one pytest-xdist worker runs every test here: the session fixture brings the one SLURM up and down
pytestmark = pytest.mark.xdist_group("slurm")
SLURM_TOOLS = os.path.join(os.path.dirname(ROOT), "shared", "tools", "slurm")
# the daemons slurm-up.sh starts: (pid file, process name)
DAEMONS = (("/run/munge/munged.pid", "munged"), ("/run/slurmctld.pid", "slurmctld"), ("/run/slurmd.pid", "slurmd"))
CPU_JOB = ("--nodes=1", "--ntasks-per-node=2", "--cpus-per-task=1", "--gpus-per-node=0", "--time=15")


def _alive(pid_file: str, name: str) -> bool:
    try:
        pid = int(open(pid_file).read().strip())
        return open(f"/proc/{pid}/comm").read().strip() == name
    except (OSError, ValueError):
        return False


def _slurm_installed() -> bool:
    return all(shutil.which(tool) for tool in ("sbatch", "scontrol", "slurmctld", "slurmd"))


@pytest.fixture(scope="session")
def slurm():
    """A working single-node SLURM with at least 2 CPUs; stopped at the end if this session started it."""
    up, down = os.path.join(SLURM_TOOLS, "slurm-up.sh"), os.path.join(SLURM_TOOLS, "slurm-down.sh")
    if not os.path.exists(up):
        pytest.skip(f"no single-node SLURM bring-up script at {up}")
    was_up = all(_alive(*d) for d in DAEMONS)
    if not was_up:
        if os.geteuid() != 0:
            pytest.skip("bringing up SLURM (slurm-up.sh) needs root")
        if not _slurm_installed() and shutil.which("apt-get") is None:
            pytest.skip("SLURM is not installed and there is no apt-get to install it")
    r = subprocess.run(["bash", up], capture_output=True, text=True, timeout=900)
    if r.returncode != 0:
        if not _slurm_installed():
            pytest.skip(f"SLURM could not be installed: {(r.stdout + r.stderr)[-1500:]}")
        if not was_up:
            subprocess.run(["bash", down], capture_output=True, timeout=120)
        pytest.fail(f"slurm-up.sh failed (exit {r.returncode}):\n{r.stdout[-3000:]}\n{r.stderr[-3000:]}")
    cpus = subprocess.run(["sinfo", "-h", "-o", "%c"], capture_output=True, text=True).stdout.split()
    try:
        if not cpus or int(cpus[0].rstrip("+")) < 2:
            pytest.skip(f"the SLURM node has {cpus} CPUs; the tests run 2 tasks of 1 CPU")
        yield
    finally:
        if not was_up:
            subprocess.run(["bash", down], capture_output=True, timeout=120)


@pytest.fixture
def jobs(slurm):
    """Submitted job ids; any still queued or running when the test ends is cancelled."""
    submitted: list[int] = []
    yield submitted
    for job in submitted:
        if job_state(job).get("JobState") not in FINAL_STATES:
            subprocess.run(["scancel", str(job)], capture_output=True)


def sbatch(jobs: list[int], *args: str, cwd: str = ROOT) -> int:
    r = subprocess.run(["sbatch", "--parsable", *args], cwd=cwd, env=job_env(), capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0, f"sbatch {' '.join(args)}: {r.stderr}"
    job = int(r.stdout.strip().split(";")[0])
    jobs.append(job)
    return job


def job_states(job: int) -> list[dict[str, str]]:
    """``scontrol show job`` as one dict per record (an array job has one per task)."""
    r = subprocess.run(["scontrol", "-o", "show", "job", str(job)], capture_output=True, text=True)
    return [dict(re.findall(r"(\w+)=(\S*)", line)) for line in r.stdout.splitlines() if line.strip()]


def job_state(job: int) -> dict[str, str]:
    states = job_states(job)
    return states[0] if states else {}


def wait_for(job: int, done, timeout: float, log: str | None = None) -> dict[str, str]:
    """Poll the job (scontrol, every 0.2 s) until ``done(state)``; fail with the log's tail on timeout."""
    deadline = time.time() + timeout
    while True:
        state = job_state(job)
        if state and done(state):
            return state
        if time.time() > deadline:
            tail = open(log).read()[-4000:] if log and os.path.exists(log) else "(no log)"
            pytest.fail(f"job {job} still {state.get('JobState')} ({state.get('Reason')}) after "
                        f"{timeout:.0f}s:\n{tail}")
        time.sleep(0.2)


def metrics(out) -> list[dict]:
    with open(os.path.join(out, "metrics.jsonl")) as f:
        return [r for r in map(json.loads, f) if "loss" in r]


def train_job(jobs, tmp_path, data, *args: str, script: str = "pretrain.sbatch") -> tuple[int, str, str]:
    """Submit slurm/SCRIPT in CPU mode with 2 tasks; returns (job, output dir, log path)."""
    out, log = str(tmp_path / "run"), str(tmp_path / "job.log")
    job = sbatch(jobs, *CPU_JOB, f"--output={log}", os.path.join(ROOT, "slurm", script), "--cpu", "--output-dir", out,
                 "--set", f"data.train={data['train']}", "--set", f"data.tokenizer={data['tokenizer']}", *args)
    return job, out, log


def check_completed_two_rank_job(job: int, out: str, log_path: str, steps: int) -> None:
    state = wait_for(job, finished, 600, log_path)
    log = read(log_path)
    assert state["JobState"] == "COMPLETED" and state["ExitCode"] == "0:0", log[-4000:]
    assert "0: [dist] launcher slurm, world size 2, backend gloo" in log, log[-4000:]
    assert "training exited with status 0" in log
    assert progress_steps(log) == list(range(1, steps + 1))  # rank 0's progress, once per step, in the one job log
    check_two_rank_run(log, out, steps, "{}: ")


@slurm_test
def test_pretrain_job_trains_on_two_ranks(jobs, tmp_path, lm_shards):
    job, out, log_path = train_job(jobs, tmp_path, lm_shards, *TRAIN_ARGS, "--max-steps", "20")
    check_completed_two_rank_job(job, out, log_path, 20)


@slurm_test
def test_finetune_job_trains_on_two_ranks(jobs, tmp_path, bitext_shards):
    job, out, log_path = train_job(jobs, tmp_path, bitext_shards, *FINETUNE_ARGS, "--max-steps", "20",
                                   script="finetune.sbatch")
    check_completed_two_rank_job(job, out, log_path, 20)


@slurm_test
@pytest.mark.parametrize("sig, scancel", [
    # the job's steps (the srun tasks = the training ranks), as --signal=USR1@T does before the time limit
    ("USR1", ["--signal=USR1"]),
    # SIGTERM to the job's steps, every process of them (loader workers included): what slurmctld sends when it
    # preempts a job with a GraceTime (SIGCONT, then SIGTERM to the steps, flags 0 = not the batch step; see
    # slurmctld's preemption code) and what `scancel --signal=TERM JOB` sends
    ("TERM", ["--signal=TERM"]),
    # the same to the batch shell and srun as well (scancel --full). Slurm's srun answers its own SIGTERM by
    # SIGKILLing its tasks at once ("srun: forcing job termination", exit 137), before any rank can write a
    # checkpoint; no process inside the step can outlive that. Documented in slurm/README.md: use --signal=USR1@T
    # (the batch scripts do) and scancel without --full
    pytest.param("TERM", ["--signal=TERM", "--full"], marks=pytest.mark.xfail(
        strict=True, reason="srun turns SIGTERM into SIGKILL of its tasks ('forcing job termination')")),
])
def test_signal_checkpoints_requeues_and_resumes(jobs, tmp_path, lm_shards, sig, scancel):
    steps = 80  # long enough (seconds) that the signal lands mid-run
    job, out, log_path = train_job(jobs, tmp_path, lm_shards, *TRAIN_ARGS, "--max-steps", str(steps),
                                   "--set", "train.save_every=0", "--set", "data.num_workers=1")
    wait_for(job, lambda s: finished(s) or progress_steps(read(log_path)), 600, log_path)
    r = subprocess.run(["scancel", *scancel, str(job)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    state = wait_for(job, lambda s: finished(s) or (s.get("Restarts") == "1" and s["JobState"] == "PENDING"), 300,
                     log_path)
    log = read(log_path)
    assert state["JobState"] == "PENDING" and state["Restarts"] == "1", (state, log[-3000:])
    m = re.search(rf"^0: \[pretrain\] stopping after step (\d+) on signal {int(getattr(signal, 'SIG' + sig))} ", log,
                  re.M)
    assert m, log[-4000:]
    stop = int(m.group(1))
    assert 1 <= stop < steps
    assert tasks_exited_with(log, 75) == {0, 1}, log[-3000:]  # both ranks got the signal and stopped cleanly
    assert f"(exit 75): requeueing job {job} (restart 1)" in log
    assert os.path.exists(os.path.join(out, "checkpoints", f"step{stop:08d}", "complete.json"))
    # Slurm holds a requeued job ~2 minutes (Reason=BeginTime), until the old run's job credential, revoked
    # at the requeue, expires. Let it start sooner, but in a later second than the revocation: a credential
    # issued in the same second counts as revoked ("Killing non-startable batch job: Job credential revoked").
    subprocess.run(["scontrol", "update", f"jobid={job}", "StartTime=now+2"], check=True, capture_output=True)
    state = wait_for(job, finished, 600, log_path)
    log = read(log_path)
    assert state["JobState"] == "COMPLETED" and state["ExitCode"] == "0:0" and state["Restarts"] == "1", \
        (state, log[-4000:])
    first, resumed = log.split(f"job {job} 'lm4gen-pretrain' restart 1 ")  # one log (--open-mode=append), two runs
    assert f"[pretrain] resumed from {out}/checkpoints/step{stop:08d} at step {stop}" in resumed, resumed[-4000:]
    assert progress_steps(first) == list(range(1, stop + 1))
    assert progress_steps(resumed) == list(range(stop + 1, steps + 1))  # continues from the checkpoint's step
    assert [r["step"] for r in metrics(out)] == list(range(1, steps + 1))
    assert os.path.exists(os.path.join(out, "checkpoints", f"step{steps:08d}", "complete.json"))


@slurm_test
def test_data_prep_array_and_merge_equal_one_process(jobs, tmp_path, corpus, tokenizer):
    from lm4gen.data_prep import shard

    args = ("--input", corpus, "--tokenizer", tokenizer, "--valid-fraction", "0.05", "--samples-per-shard", "250")
    single, split = tmp_path / "single", tmp_path / "array"
    shard.run(shard.ShardOptions(input=[corpus], tokenizer=tokenizer, output=str(single), valid_fraction=0.05,
                                 samples_per_shard=250))
    r = subprocess.run([os.path.join(ROOT, "slurm", "submit_data_prep.sh"), "--tasks", "3", "--sbatch",
                        "--cpus-per-task=1", "--log-dir", "logs", "--verify", "shard", *args, "--output", "array"],
                       cwd=tmp_path, env=job_env(), capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    ids = dict(line.split("=") for line in r.stdout.split())
    array_job, merge_job = int(ids["array_job"]), int(ids["merge_job"])
    jobs += [array_job, merge_job]
    merge_log = str(tmp_path / "logs" / f"lm4gen-merge-{merge_job}.log")
    state = wait_for(merge_job, finished, 300, merge_log)
    tasks = job_states(array_job)
    assert sorted(int(t["ArrayTaskId"]) for t in tasks) == [0, 1, 2]
    assert all(t["JobState"] == "COMPLETED" for t in tasks), tasks
    assert state["JobState"] == "COMPLETED", read(merge_log)
    assert state["StartTime"] >= max(t["EndTime"] for t in tasks), (state, tasks)  # afterok: merged after every task
    for i in range(3):  # each task wrote its share, under the index SLURM gave it
        assert f"[shard] task {i}/3:" in read(tmp_path / "logs" / f"lm4gen-data-{array_job}_{i}.log")
    assert "ok: 0 bad shard(s)" in read(merge_log)
    assert read(split / "manifest.json") == read(single / "manifest.json")
    shards = sorted(f for f in os.listdir(single) if f.endswith(".tar"))
    assert len(shards) > 3 and shards == sorted(f for f in os.listdir(split) if f.endswith(".tar"))
    for name in shards:
        assert (split / name).read_bytes() == (single / name).read_bytes(), name


# --- without SLURM: the scripts' own checks ------------------------------------------------------------------------


@pytest.mark.parametrize("script", ["common.sh", "pretrain.sbatch", "finetune.sbatch", "data_prep.sbatch",
                                    "submit_data_prep.sh"])
def test_scripts_are_valid_bash(script):
    r = subprocess.run(["bash", "-n", os.path.join(ROOT, "slurm", script)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


@pytest.mark.parametrize("script", ["pretrain.sbatch", "data_prep.sbatch"])
def test_batch_script_outside_a_job_says_how_to_submit(script, tmp_path):
    r = subprocess.run(["bash", os.path.join(ROOT, "slurm", script), "--cpu"], cwd=tmp_path, env=job_env(),
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "not inside a Slurm job: submit with sbatch" in r.stderr, r.stdout + r.stderr


@pytest.mark.parametrize("args, message", [
    (["shard", "--input", "x.txt", "--tokenizer", "t.model"], "must include --output DIR"),
    (["--tasks", "0", "shard", "--output", "o"], "--tasks must be a positive integer"),
    (["--bogus", "shard", "--output", "o"], "unknown option '--bogus'"),
    (["--tasks", "2"], "missing the mode"),
])
def test_submit_data_prep_rejects_bad_arguments_before_submitting(args, message, tmp_path):
    r = subprocess.run([os.path.join(ROOT, "slurm", "submit_data_prep.sh"), *args], cwd=tmp_path, env=job_env(),
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and message in r.stderr, r.stdout + r.stderr
    assert not os.listdir(tmp_path)  # nothing submitted, no log directory made
