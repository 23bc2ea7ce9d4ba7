"""The streaming loader: rank/worker split, exact resume, equal batch counts, errors."""

from __future__ import annotations

import json


from helpers.stream import shards  # noqa: F401, F811 - pytest fixtures


def test_workers_start_while_another_thread_holds_a_torch_lock(shards, tmp_path):
    """A rank has other threads; a lock one of them holds when a worker is forked from the rank stays held in the
    worker (CI once hung so). bench/loader_fork_hazard.py holds torch's default-generator mutex in a second
    thread and starts workers: forked from the rank they hang (checked here too, so the test keeps its teeth);
    the default start (the fork server) must start every one."""
    import os
    import subprocess
    import sys

    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    out = tmp_path / "hazard.json"
    subprocess.run([sys.executable, os.path.join(root, "bench", "loader_fork_hazard.py"), "--manifest", shards,
                    "--starts", "3", "--methods", "default,fork", "--timeout", "120,5", "--json", str(out)],
                   check=True, capture_output=True, text=True, timeout=200)
    rows = {r["method"]: r for r in json.loads(out.read_text())["rows"]}
    assert rows["default"]["hung"] is False and rows["default"]["starts_done"] == 3, rows["default"]
    assert rows["default"]["exit"] == 0, rows["default"]
    assert rows["fork"]["hung"] is True, "the hazard did not show (the test lost its teeth): " + str(rows["fork"])


_GROUP_SIGNAL_CHILD = """
import signal, sys, time
from lm4gen.core.preempt import StopSignal
from lm4gen.data_prep.stream import LoaderConfig, StreamLoader
if __name__ == "__main__":
    stop = StopSignal(watch_launcher=False)
    loader = StreamLoader(sys.argv[1], LoaderConfig(block_size=64, batch_size=4, seed=3, num_workers=2))
    n = 0
    while not stop.requested:
        for batch in loader:
            n += 1
            print("batch", n, flush=True)
            time.sleep(0.05)
            if stop.requested:
                break
    print("stopped after", n, "batches", flush=True)
"""


def test_a_job_wide_sigusr1_leaves_the_loaders_helper_processes_alive(shards, tmp_path):
    """SLURM's --signal and a grid's deadline send SIGUSR1 to every process of the job: with fork-server workers
    the rank stops cleanly, and multiprocessing's resource tracker survives (it died of the signal, was relaunched
    and printed a KeyError traceback per semaphore: seen on the GPU grid call)."""
    import os
    import signal
    import subprocess
    import sys
    import time

    script = tmp_path / "rank.py"
    script.write_text(_GROUP_SIGNAL_CHILD)
    env = {**os.environ, "LM4GEN_LOADER_START": "forkserver"}
    proc = subprocess.Popen([sys.executable, str(script), shards], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env, start_new_session=True)
    deadline = time.time() + 120
    while time.time() < deadline:  # wait for the first batches: the workers, the fork server and the tracker run
        line = proc.stdout.readline()
        if line.startswith("batch 3"):
            break
    os.killpg(proc.pid, signal.SIGUSR1)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0 and "stopped after" in out, err[-3000:]
    assert "resource_tracker" not in err and "Traceback" not in err, err[-3000:]
