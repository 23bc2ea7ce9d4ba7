"""slurm/*.sbatch on a SLURM cluster of two nodes built on this machine (slurm/cluster2/cluster.sh).

Each node is a network + UTS namespace (node1, node2) with a slurmd, two interfaces (eth0 on the cluster's
bridge, eth1 reaching nobody, which the node's own name resolves to) and a private /etc/hosts; slurmctld runs in
a third namespace beside them. The module fixture brings the cluster up and takes it down (every process in
its namespaces, the namespaces, its directory), also after a crashed earlier run. Checks read the jobs' logs
and outputs, not only their states, as tests/integration/test_slurm.py does.

What is shown: one rank per node trains bit for bit as two ranks on one node do, also across a USR1
preemption + requeue and across the loss of a node (requeue, resume from the newest complete checkpoint); a
rank stopped on a node that still answers is named and srun ends the job;
the array data preparation spread over both nodes writes the shards of one process; and the wrong-NIC failure
of multi-homed nodes happens without the batch scripts' GLOO_SOCKET_IFNAME and not with it.
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
from helpers.slurm import FINAL_STATES, TRAIN_ARGS, finished, job_env, newest_complete, progress_steps, read, \
    slurm_test, tasks_exited_with

# the same pytest-xdist worker as tests/integration/test_slurm.py: one SLURM test at a time on this machine
pytestmark = pytest.mark.xdist_group("slurm")
CLUSTER = os.path.join(ROOT, "slurm", "cluster2", "cluster.sh")
# one task of one CPU on each node, or (the reference) two tasks on node1
TWO_NODES = ("--nodes=2", "--ntasks-per-node=1", "--cpus-per-task=1", "--gpus-per-node=0", "--time=15")
ONE_NODE = ("--nodes=1", "--ntasks-per-node=2", "--cpus-per-task=1", "--gpus-per-node=0", "--time=15")
STEPS = 40  # the signal or the node loss comes ~1 s after the test sees step 2 / 8: up to ~20 steps later
# LM4GEN_DIST_TIMEOUT_MINUTES of the node-loss test: collectives give up after 12 s, before SLURM declares the node
# DOWN (SlurmdTimeout=30 in cluster.sh: at the earliest 20 s after its last answer) and cancels the surviving rank
TIMEOUT_MINUTES = 0.2


class Cluster:
    """The SLURM commands of the two-node cluster: they run in its controller's network namespace."""

    def __init__(self, directory: str):
        self.dir = directory

    def run(self, *cmd: str, env: dict | None = None, cwd: str = ROOT, timeout: float = 60,
            check: bool = True) -> subprocess.CompletedProcess:
        r = subprocess.run([CLUSTER, "exec", *cmd], env=env or job_env(), cwd=cwd, capture_output=True, text=True,
                           timeout=timeout)
        assert not check or r.returncode == 0, f"{' '.join(cmd)}: exit {r.returncode}: {r.stderr[-2000:]}"
        return r

    def sbatch(self, jobs: list[int], *args: str, env: dict | None = None) -> int:
        job = int(self.run("sbatch", "--parsable", *args, env=env).stdout.strip().split(";")[0])
        jobs.append(job)
        return job

    def job_states(self, job: int) -> list[dict[str, str]]:
        r = self.run("scontrol", "-o", "show", "job", str(job), check=False)
        return [dict(re.findall(r"(\w+)=(\S*)", line)) for line in r.stdout.splitlines() if line.strip()]

    def job_state(self, job: int) -> dict[str, str]:
        states = self.job_states(job)
        return states[0] if states else {}

    def wait_for(self, job: int, done, timeout: float, log: str | None = None) -> dict[str, str]:
        """Poll the job until ``done(state)``; fail with the log's tail on timeout."""
        deadline = time.time() + timeout
        while True:
            state = self.job_state(job)
            if state and done(state):
                return state
            if time.time() > deadline:
                tail = read(log)[-4000:] if log else ""
                pytest.fail(f"job {job} still {state.get('JobState')} ({state.get('Reason')}) after {timeout:.0f}s:"
                            f"\n{tail}")
            time.sleep(0.3)

    def node_states(self) -> dict[str, str]:
        out = self.run("sinfo", "-h", "-N", "-o", "%N %T").stdout
        return dict(line.split() for line in out.splitlines() if line.strip())

    def wait_until_idle(self, node: str, timeout: float = 60) -> None:
        deadline = time.time() + timeout
        while (state := self.node_states().get(node)) != "idle":
            if time.time() > deadline:
                pytest.fail(f"{node} still {state} {timeout:.0f} s after it came back:\n{self.logs()}")
            time.sleep(0.3)

    def node(self, action: str, node: str) -> None:
        """``unplug`` (link down: the node vanishes, its processes run on) or ``reboot`` (every process on it
        killed, link up, slurmd started)."""
        r = subprocess.run([CLUSTER, action, node], capture_output=True, text=True, timeout=60)
        assert r.returncode == 0, f"cluster.sh {action} {node}: {r.stderr}"

    def logs(self) -> str:
        """The daemons' last lines, for failure messages."""
        out = []
        for name in ("slurmctld.log", "slurmd-node1.log", "slurmd-node2.log"):
            text = read(os.path.join(self.dir, "log", name))
            out.append(f"--- {name}\n" + "\n".join(text.splitlines()[-15:]))
        return "\n".join(out)


def _namespaces_unavailable() -> str | None:
    """Why this machine cannot build the cluster, or None."""
    if os.geteuid() != 0:
        return "the two-node SLURM cluster needs root (network namespaces, veth pairs, bind mounts)"
    for tool in ("ip", "nsenter", "unshare", "mount"):
        if shutil.which(tool) is None:
            return f"the two-node SLURM cluster needs {tool} (iproute2 / util-linux)"
    r = subprocess.run(["unshare", "--net", "--uts", "--mount", "true"], capture_output=True, text=True)
    if r.returncode != 0:
        return f"no network/UTS/mount namespaces here (unshare: {r.stderr.strip()})"
    if shutil.which("slurmd") is None and shutil.which("apt-get") is None:
        return "SLURM is not installed and there is no apt-get to install it"
    return None


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    """The two-node cluster, up for this module's tests and taken down (idempotently) afterwards; the daemons'
    logs are copied to a pytest temporary directory first."""
    why = _namespaces_unavailable()
    if why:
        pytest.skip(why)
    directory = "/run/lm4gen-cluster2"  # cluster.sh's default: a crashed earlier run's leftovers are cleaned there
    try:
        r = subprocess.run([CLUSTER, "up"], capture_output=True, text=True, timeout=900)
        if r.returncode != 0:
            if shutil.which("slurmd") is None:
                pytest.skip(f"SLURM could not be installed: {(r.stdout + r.stderr)[-1500:]}")
            pytest.fail(f"cluster.sh up failed (exit {r.returncode}):\n{r.stdout[-3000:]}\n{r.stderr[-3000:]}")
        yield Cluster(directory)
    finally:
        if os.path.isdir(os.path.join(directory, "log")):
            shutil.copytree(os.path.join(directory, "log"), tmp_path_factory.mktemp("cluster2-logs"),
                            dirs_exist_ok=True)
        r = subprocess.run([CLUSTER, "down"], capture_output=True, text=True, timeout=120)
        assert r.returncode == 0, f"cluster.sh down failed: {r.stderr[-2000:]}"


@pytest.fixture
def jobs(cluster):
    """Submitted job ids; any still queued or running when the test ends is cancelled."""
    submitted: list[int] = []
    yield submitted
    for job in submitted:
        if cluster.job_state(job).get("JobState") not in FINAL_STATES:
            cluster.run("scancel", str(job), check=False)


def losses(out: str) -> list[tuple[int, float]]:
    """(step, loss) of every training step in the run's metrics.jsonl."""
    with open(os.path.join(out, "metrics.jsonl")) as f:
        return [(r["step"], r["loss"]) for r in map(json.loads, f) if "loss" in r]


def train(cluster, jobs, tmp_path, data, name: str, sizes=TWO_NODES, *args: str, env: dict | None = None):
    """Submit slurm/pretrain.sbatch --cpu (the tiny LM of tests/integration/test_slurm.py); returns (job, output dir,
    log)."""
    out, log = str(tmp_path / name), str(tmp_path / f"{name}.log")
    job = cluster.sbatch(jobs, *sizes, f"--output={log}", os.path.join(ROOT, "slurm", "pretrain.sbatch"), "--cpu",
                         "--output-dir", out, "--set", f"data.train={data['train']}",
                         "--set", f"data.tokenizer={data['tokenizer']}", *TRAIN_ARGS, "--max-steps", str(STEPS),
                         *args, env=env)
    return job, out, log


def check_completed(cluster, job: int, log_path: str, timeout: float = 300) -> str:
    state = cluster.wait_for(job, finished, timeout, log_path)
    log = read(log_path)
    assert state["JobState"] == "COMPLETED" and state["ExitCode"] == "0:0", (state, log[-4000:])
    assert "training exited with status 0" in log, log[-3000:]
    return log


@pytest.fixture(scope="module")
def reference(cluster, lm_shards, tmp_path_factory) -> list[tuple[int, float]]:
    """The losses of two ranks on one node (node1), STEPS steps: what every two-node run must reproduce."""
    jobs: list[int] = []
    job, out, log_path = train(cluster, jobs, tmp_path_factory.mktemp("reference"), lm_shards, "run", ONE_NODE)
    log = check_completed(cluster, job, log_path)
    assert "nodes 1 (node1) | tasks 2 (2 per node)" in log, log[-3000:]
    assert "GLOO_SOCKET_IFNAME" not in log  # one node: nothing to choose, the scripts leave it unset
    curve = losses(out)
    assert [s for s, _ in curve] == list(range(1, STEPS + 1)), curve
    return curve


def check_two_nodes(log: str) -> None:
    """The job ran rank 0 on node1 and rank 1 on node2, each rank on eth0 (the interface that reaches the other)."""
    assert "nodes 2 (node[1-2]) | tasks 2 (1(x2) per node)" in log, log[-3000:]
    assert re.search(r"^0: .* node1: GLOO_SOCKET_IFNAME=NCCL_SOCKET_IFNAME=eth0 \(reaches node2 10\.177\.0\.12\)$",
                     log, re.M), log[-3000:]
    assert re.search(r"^1: .* node2: GLOO_SOCKET_IFNAME=NCCL_SOCKET_IFNAME=eth0 \(reaches node1 10\.177\.0\.11\)$",
                     log, re.M), log[-3000:]
    assert "0: [dist] launcher slurm, world size 2, backend gloo, master node1:" in log, log[-3000:]


@slurm_test
def test_one_rank_per_node_equals_two_ranks_on_one_node(cluster, jobs, tmp_path, lm_shards, reference):
    job, out, log_path = train(cluster, jobs, tmp_path, lm_shards, "run")
    log = check_completed(cluster, job, log_path)
    check_two_nodes(log)
    assert progress_steps(log) == list(range(1, STEPS + 1))
    assert losses(out) == reference  # bit for bit: the floats of metrics.jsonl


@slurm_test
def test_without_the_scripts_interface_setting_gloo_picks_the_wrong_nic(cluster, jobs, tmp_path, lm_shards):
    """Each node's own name resolves to eth1, which reaches nobody. gloo binds each rank to that address unless
    GLOO_SOCKET_IFNAME names an interface: without the scripts' setting (LM4GEN_SOCKET_IFNAME=off) a rank
    cannot connect to the other ('connect: Network is unreachable') and the other waits in start-up. With it
    (the default) both use eth0 and train: every other two-node test here (check_two_nodes)."""
    env = {**job_env(), "LM4GEN_SOCKET_IFNAME": "off"}
    job, out, log_path = train(cluster, jobs, tmp_path, lm_shards, "run", TWO_NODES, "--max-steps", "3", env=env)
    unreachable = re.compile(r"^([01]): .*connect: Network is unreachable", re.M)
    cluster.wait_for(job, lambda s: finished(s) or unreachable.search(read(log_path)), 120, log_path)
    log = read(log_path)
    assert "GLOO_SOCKET_IFNAME" not in log, log[-3000:]
    assert unreachable.search(log), log[-3000:]
    assert progress_steps(log) == [] and "[pretrain] causal LM" not in log  # never got past start-up
    cluster.run("scancel", str(job))  # rank 0 would wait in gloo's connect for minutes (docs/cluster.md "Two nodes")


@slurm_test
def test_usr1_preemption_requeues_and_resumes_exactly_across_nodes(cluster, jobs, tmp_path, lm_shards, reference):
    job, out, log_path = train(cluster, jobs, tmp_path, lm_shards, "run", TWO_NODES, "--set", "train.save_every=0")
    cluster.wait_for(job, lambda s: finished(s) or len(progress_steps(read(log_path))) >= 2, 300, log_path)
    cluster.run("scancel", "--signal=USR1", str(job))
    state = cluster.wait_for(job, lambda s: finished(s) or (s.get("Restarts") == "1" and s["JobState"] == "PENDING"),
                             300, log_path)
    log = read(log_path)
    assert state["JobState"] == "PENDING" and state["Restarts"] == "1", (state, log[-3000:])
    m = re.search(r"^0: \[pretrain\] stopping after step (\d+) on signal 10 ", log, re.M)
    assert m, log[-4000:]
    stop = int(m.group(1))
    assert 2 <= stop < STEPS
    assert tasks_exited_with(log, 75) == {0, 1}, log[-3000:]  # the rank on node1 and the rank on node2
    assert f"(exit 75): requeueing job {job} (restart 1)" in log and "scontrol requeue" not in log, log[-3000:]
    assert os.path.exists(os.path.join(out, "checkpoints", f"step{stop:08d}", "complete.json"))
    # as in tests/integration/test_slurm.py: start the requeued job in 2 s rather than Slurm's ~2 minutes of BeginTime
    cluster.run("scontrol", "update", f"jobid={job}", "StartTime=now+2")
    log = check_completed(cluster, job, log_path)
    first, resumed = log.split(f"job {job} 'lm4gen-pretrain' restart 1 ")
    check_two_nodes(first)
    check_two_nodes(resumed)
    assert f"[pretrain] resumed from {out}/checkpoints/step{stop:08d} at step {stop}" in resumed, resumed[-4000:]
    assert progress_steps(resumed) == list(range(stop + 1, STEPS + 1))
    assert losses(out) == reference


@slurm_test
def test_lost_node_ends_the_job_and_the_requeue_resumes_from_the_newest_checkpoint(cluster, jobs, tmp_path,
                                                                                    lm_shards, reference):
    """node2's link goes down after step 8 (no RST: its rank just stops answering). Rank 0 ends within the collective
    timeout naming rank 1 on node2; Slurm declares node2 DOWN and requeues the job; node2 comes back empty; the
    requeued job resumes from the newest complete checkpoint and ends with the losses of an uninterrupted run."""
    env = {**job_env(), "LM4GEN_DIST_TIMEOUT_MINUTES": str(TIMEOUT_MINUTES)}
    job, out, log_path = train(cluster, jobs, tmp_path, lm_shards, "run", TWO_NODES, "--set", "train.save_every=5",
                               env=env)
    cluster.wait_for(job, lambda s: finished(s) or (len(progress_steps(read(log_path))) >= 8
                                                     and newest_complete(os.path.join(out, "checkpoints"))), 300,
                     log_path)
    cluster.node("unplug", "node2")
    lost_at, before = time.time(), len(read(log_path))
    # the surviving rank (0, on node1) gives up after the collective timeout and says whom it lost
    # (core/stall_diagnosis.py)
    survivor, ended_after = re.compile(r"^0: error: .*\brank 1\b.*\bnode2\b", re.M), []

    def requeued(state):
        if not ended_after and survivor.search(read(log_path), before):
            ended_after.append(time.time() - lost_at)
        return (state.get("Restarts") == "1" and state["JobState"] == "PENDING") or finished(state)

    try:
        state = cluster.wait_for(job, requeued, 180, log_path)
        log = read(log_path)
        assert ended_after, f"rank 0 printed no error line naming rank 1 on node2: {log[before:][-2000:]}"
        assert ended_after[0] <= TIMEOUT_MINUTES * 60 + 15, (ended_after, log[before:][-2000:])
        # Slurm: node2 stops answering, after SlurmdTimeout (30 s) it is DOWN, the job's step is cancelled on
        # node1 and the job requeued (JobRequeue: batch jobs of a failed node are requeued)
        assert state.get("Restarts") == "1" and state["JobState"] == "PENDING", (state, log[-3000:], cluster.logs())
        assert "srun: error: Node failure on node2" in log, log[-3000:]
        checkpoints = os.path.join(out, "checkpoints")
        newest = newest_complete(checkpoints)
        assert 5 <= newest < STEPS
    finally:
        cluster.node("reboot", "node2")  # back, empty, as after a power cycle
    cluster.wait_until_idle("node2")
    cluster.run("scontrol", "update", f"jobid={job}", "StartTime=now+2")
    log = check_completed(cluster, job, log_path)
    resumed = log.split(f"job {job} 'lm4gen-pretrain' restart 1 ")[1]
    check_two_nodes(resumed)
    assert f"[pretrain] resumed from {out}/checkpoints/step{newest:08d} at step {newest}" in resumed, resumed[-4000:]
    assert progress_steps(resumed) == list(range(newest + 1, STEPS + 1))
    assert losses(out) == reference  # steps after the checkpoint again, as if never lost


def rank_pid(out: str, rank: int) -> int:
    """The pid of the training rank ``rank`` of the run writing to ``out`` (the nodes share this machine's pid
    namespace: only network, UTS and mount are their own). Its data-loader workers have the same command line and
    environment: the rank is the one whose parent is none of them."""
    found = {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                cmd = f.read().split(b"\0")
            with open(f"/proc/{pid}/environ", "rb") as f:
                environ = dict(v.split(b"=", 1) for v in f.read().split(b"\0") if b"=" in v)
            with open(f"/proc/{pid}/stat") as f:
                parent = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        if any(a.endswith(b"pretrain/run.py") for a in cmd) and out.encode() in cmd \
                and environ.get(b"SLURM_PROCID") == str(rank).encode():
            found[int(pid)] = parent
    ranks = [pid for pid, parent in found.items() if parent not in found]
    assert len(ranks) == 1, f"rank {rank} writing {out}: processes {found} (pid: parent)"
    return ranks[0]


@slurm_test
def test_a_stopped_rank_on_a_node_that_still_answers_is_named_and_srun_ends_the_job(cluster, jobs, tmp_path,
                                                                                    lm_shards):
    """Rank 1 (node2) is SIGSTOPped after step 2 while node2 and its slurmd stay up (a hung device, a stuck file
    system read): SLURM sees nothing wrong. Rank 0's collective times out, its line names rank 1 on node2 with
    its pid, and it exits 4; srun then waits ``LM4GEN_SRUN_WAIT`` (10 s here, 60 by default) for the other task and
    kills it. The job ends within the timeout + that wait + start-up slack, not COMPLETED, not requeued (only exit
    75 requeues)."""
    wait = 10
    env = {**job_env(), "LM4GEN_DIST_TIMEOUT_MINUTES": str(TIMEOUT_MINUTES), "LM4GEN_SRUN_WAIT": str(wait)}
    job, out, log_path = train(cluster, jobs, tmp_path, lm_shards, "run", TWO_NODES, "--set", "train.save_every=0",
                               "--max-steps", "100000", env=env)
    cluster.wait_for(job, lambda s: finished(s) or len(progress_steps(read(log_path))) >= 2, 300, log_path)
    pid = rank_pid(out, 1)
    try:
        os.kill(pid, signal.SIGSTOP)
        stopped_at = time.time()
        state = cluster.wait_for(job, finished, TIMEOUT_MINUTES * 60 + wait + 90, log_path)
        took = time.time() - stopped_at
        log = read(log_path)
        line = re.search(rf"^0: error: rank 0: collective timed out after ([\d.]+) s in .*; rank 1 \(host node2, pid "
                         rf"{pid}\) stopped answering", log, re.M)
        assert line and float(line.group(1)) == TIMEOUT_MINUTES * 60, log[-4000:]
        assert len(re.findall(r"^\d: error:", log, re.M)) == 1, log[-4000:]  # one line, from the live rank
        assert state["JobState"] == "FAILED" and state.get("Restarts", "0") == "0", (state, log[-3000:])
        assert 4 in {int(c) for c in re.findall(r"tasks? [\d,-]+: Exited with exit code (\d+)$", log,
                                                re.M)}, log[-3000:]
        assert took < TIMEOUT_MINUTES * 60 + wait + 45, (took, log[-3000:])
        print(f"rank 1 stopped; the job ended {took:.0f} s later ({state['JobState']})")
    finally:
        for sig in (signal.SIGCONT, signal.SIGKILL):
            try:
                os.kill(pid, sig)
            except OSError:
                pass


@slurm_test
def test_killed_node_processes_are_named_and_a_resubmission_resumes(cluster, jobs, tmp_path, lm_shards, reference):
    """node2's processes are killed after step 8 while its link stays up (the OOM killer, a crashed node agent): rank
    0's next collective fails at once with a connection error naming node2's address, and its line names rank 1 on
    node2 (every rank published its addresses with its first heartbeat, core/heartbeat.py). The job ends (only exit
    75 requeues); the same command submitted again resumes from the newest complete checkpoint, exactly."""
    env = {**job_env(), "LM4GEN_DIST_TIMEOUT_MINUTES": str(TIMEOUT_MINUTES)}
    args = ("--set", "train.save_every=5")
    job, out, log_path = train(cluster, jobs, tmp_path, lm_shards, "run", TWO_NODES, *args, env=env)
    cluster.wait_for(job, lambda s: finished(s) or (len(progress_steps(read(log_path))) >= 8
                                                     and newest_complete(os.path.join(out, "checkpoints"))), 300,
                     log_path)
    before = len(read(log_path))
    try:
        cluster.node("reboot", "node2")  # every process on node2 killed, slurmd started again
        state = cluster.wait_for(job, finished, 180, log_path)
        log = read(log_path)
        assert re.search(r"^0: error: rank 1 \(host node2, pid \d+\) exited without reporting an error", log[before:],
                         re.M), log[before:][-3000:]
        assert state["JobState"] != "COMPLETED", state
    finally:
        cluster.wait_until_idle("node2")
    checkpoints = os.path.join(out, "checkpoints")
    newest = newest_complete(checkpoints)
    assert newest is not None and 5 <= newest < STEPS, newest
    job, _, log_path = train(cluster, jobs, tmp_path, lm_shards, "run", TWO_NODES, *args, env=env)
    log = check_completed(cluster, job, log_path)
    assert f"[pretrain] resumed from {out}/checkpoints/step{newest:08d} at step {newest}" in log, log[-4000:]
    assert losses(out) == reference


@slurm_test
def test_data_prep_array_over_both_nodes_equals_one_process(cluster, jobs, tmp_path, corpus, tokenizer):
    from lm4gen.data_prep import shard

    args = ("--input", corpus, "--tokenizer", tokenizer, "--valid-fraction", "0.05", "--samples-per-shard", "250")
    single, split = tmp_path / "single", tmp_path / "array"
    shard.run(shard.ShardOptions(input=[corpus], tokenizer=tokenizer, output=str(single), valid_fraction=0.05,
                                 samples_per_shard=250))
    # --exclusive: one task per node at a time, so the two tasks run on the two nodes
    r = cluster.run(os.path.join(ROOT, "slurm", "submit_data_prep.sh"), "--tasks", "2", "--sbatch", "--exclusive",
                    "--sbatch", "--cpus-per-task=1", "--log-dir", "logs", "--verify", "shard", *args, "--output",
                    "array", cwd=str(tmp_path), timeout=120)
    ids = dict(line.split("=") for line in r.stdout.split())
    array_job, merge_job = int(ids["array_job"]), int(ids["merge_job"])
    jobs += [array_job, merge_job]
    merge_log = str(tmp_path / "logs" / f"lm4gen-merge-{merge_job}.log")
    state = cluster.wait_for(merge_job, finished, 300, merge_log)
    tasks = cluster.job_states(array_job)
    assert all(t["JobState"] == "COMPLETED" for t in tasks), tasks
    assert state["JobState"] == "COMPLETED", read(merge_log)
    nodes = set()
    for i in range(2):
        log = read(tmp_path / "logs" / f"lm4gen-data-{array_job}_{i}.log")
        assert f"[shard] task {i}/2:" in log, log[-2000:]
        nodes.update(re.findall(r"\| nodes 1 \((node\d)\)", log))
    assert nodes == {"node1", "node2"}
    assert "ok: 0 bad shard(s)" in read(merge_log)
    assert read(split / "manifest.json") == read(single / "manifest.json")
    shards = sorted(f for f in os.listdir(single) if f.endswith(".tar"))
    assert len(shards) > 2 and shards == sorted(f for f in os.listdir(split) if f.endswith(".tar"))
    for name in shards:
        assert (split / name).read_bytes() == (single / name).read_bytes(), name


# --- without SLURM --------------------------------------------------------------------------------------------------


def test_cluster_script_is_valid_bash_and_refuses_unknown_commands():
    for script in (CLUSTER, os.path.join(ROOT, "slurm", "task.sh")):
        r = subprocess.run(["bash", "-n", script], capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
    r = subprocess.run([CLUSTER, "sideways"], capture_output=True, text=True)
    assert r.returncode == 2 and "usage:" in r.stderr


@pytest.mark.parametrize("env, want", [
    ({}, {"GLOO_SOCKET_IFNAME": "eth0", "NCCL_SOCKET_IFNAME": "eth0"}),  # auto: the route to the other node
    ({"NCCL_SOCKET_IFNAME": "ib0"}, {"GLOO_SOCKET_IFNAME": "eth0", "NCCL_SOCKET_IFNAME": "ib0"}),  # the user's kept
    ({"LM4GEN_SOCKET_IFNAME": "em1"}, {"GLOO_SOCKET_IFNAME": "em1", "NCCL_SOCKET_IFNAME": "em1"}),
    ({"LM4GEN_SOCKET_IFNAME": "off"}, {}),
])
def test_each_task_exports_the_interface_unless_told_otherwise(env, want):
    """lm4gen_task (slurm/common.sh) with the route lookup stubbed: what each rank's environment gets."""
    script = (f"source {ROOT}/slurm/common.sh; lm4gen_socket_ifname() {{ echo 'eth0 node1 10.0.0.1'; }}; "
              "lm4gen_task env")
    base = {k: v for k, v in os.environ.items() if not k.endswith("_SOCKET_IFNAME")}
    r = subprocess.run(["bash", "-c", script], env={**base, **env}, capture_output=True, text=True, timeout=30)
    assert r.returncode == 0, r.stderr
    got = dict(line.split("=", 1) for line in r.stdout.splitlines() if re.match(r"(GLOO|NCCL)_SOCKET_IFNAME=", line))
    assert got == want
