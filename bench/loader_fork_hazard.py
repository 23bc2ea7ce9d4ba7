"""Loader workers started while another thread of the rank holds a lock: forked from the rank, or from the fork server.

    python bench/loader_fork_hazard.py [--manifest M] [--starts 200] [--timeout 60]
                                       [--json reports/data_prep/loader_fork_hazard.json]

A rank is never single-threaded (lm4gen's failure watch, TensorBoard's writer, gloo's threads, a user's). A
worker forked from it inherits every lock in the state it had at the fork, and a lock some other thread held
then is held forever in the worker. This script makes the hazard frequent: a second thread draws from torch's
default generator without pause (``torch.randn`` holds the generator's mutex while it fills the tensor), and
the main thread starts loader workers ``--starts`` times (``iter()`` of a ``StreamLoader`` with one worker, one
batch each). Each start method runs in a child process of its own with a deadline of ``--timeout`` seconds; a
child that stops making progress is dumped with py-spy where it is installed and killed. Expect: ``fork`` hangs
(the worker blocks in ``torch.manual_seed`` in DataLoader's ``_worker_loop``), ``forkserver`` (the default,
``lm4gen.data_prep.stream``) completes every start.

``--manifest``: mono shards; without it a small synthetic set is built in a temporary directory.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

from common import ROOT, table, write_result


def child(manifest: str, starts: int) -> int:
    """Run in a child process: start workers ``starts`` times while a thread holds the generator's mutex."""
    import torch

    from lm4gen.data_prep.stream import LoaderConfig, StreamLoader

    stop = threading.Event()

    def hog():
        while not stop.is_set():
            torch.randn(1 << 21)

    thread = threading.Thread(target=hog, daemon=True)
    thread.start()
    loader = StreamLoader(manifest, LoaderConfig(block_size=64, batch_size=4, shuffle_buffer=50, seed=3, num_workers=1))
    for i in range(starts):
        next(iter(loader.restart()))  # a new worker, from the first batch
        print(f"start {i + 1}", flush=True)
    stop.set()
    thread.join()  # a thread inside torch when the interpreter ends aborts the process
    return 0


def tiny_manifest(work: str) -> str:
    from lm4gen.data_prep import bpe, shard, synth

    synth.generate_corpus(os.path.join(work, "corpus"), seed=5, mono=2000, train=50, valid=10, test=10)
    text = os.path.join(work, "corpus", "mono.de")
    bpe.train([text], os.path.join(work, "spm"), vocab_size=300, num_threads=1)
    shard.run(shard.ShardOptions(input=[text], tokenizer=os.path.join(work, "spm.model"),
                                 output=os.path.join(work, "shards"), samples_per_shard=500, valid_fraction=0.05))
    return os.path.join(work, "shards", "manifest.json")


def run_method(how: str, manifest: str, starts: int, timeout: float) -> dict:
    env = {**os.environ, "LM4GEN_LOADER_START": how, "PYTHONPATH": ROOT}
    if how == "default":  # what a run gets without the variable
        del env["LM4GEN_LOADER_START"]
    proc = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--child", "--manifest", manifest,
                             "--starts", str(starts)], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, start_new_session=True)
    done, began, lines = 0, time.monotonic(), []

    def read():
        nonlocal done
        for line in proc.stdout:
            lines.append(line)
            if line.startswith("start "):
                done = int(line.split()[1])

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        proc.wait(timeout=timeout)
        hung = False
    except subprocess.TimeoutExpired:
        hung = True
    seconds = time.monotonic() - began
    stack = ""
    if hung:
        spy = shutil.which("py-spy")
        if spy:  # the youngest process of the group: the worker that does not answer
            pids = subprocess.run(["pgrep", "-g", str(proc.pid)], capture_output=True, text=True).stdout.split()
            if pids:
                stack = subprocess.run([spy, "dump", "--native", "--pid", pids[-1]], capture_output=True,
                                       text=True).stdout
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    reader.join(timeout=5)
    row = {"method": how, "starts_done": done, "starts": starts, "hung": hung, "seconds": round(seconds, 1),
           "exit": proc.returncode}
    if stack:
        row["hung_worker_stack"] = [line for line in stack.splitlines() if line.startswith("    ")][:12]
    elif not hung and proc.returncode != 0:
        row["output_tail"] = "".join(lines[-10:])
    return row


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--manifest")
    ap.add_argument("--starts", type=int, default=200)
    ap.add_argument("--timeout", default="60",
                    help="seconds per start method (one, or one per method, comma-separated)")
    ap.add_argument("--methods", default="fork,forkserver", help="comma-separated; 'default': the variable unset")
    ap.add_argument("--json")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.child:
        return child(a.manifest, a.starts)
    work = None
    manifest = a.manifest
    if manifest is None:
        work = tempfile.mkdtemp(prefix="fork_hazard.")
        manifest = tiny_manifest(work)
    try:
        methods = a.methods.split(",")
        timeouts = [float(t) for t in a.timeout.split(",")]
        timeouts = timeouts * len(methods) if len(timeouts) == 1 else timeouts
        if len(timeouts) != len(methods):
            ap.error(f"--timeout: {len(timeouts)} values for {len(methods)} methods")
        rows = [run_method(how, manifest, a.starts, t) for how, t in zip(methods, timeouts)]
    finally:
        if work:
            shutil.rmtree(work, ignore_errors=True)
    print(table(rows, [("method", "start method", "s"), ("starts_done", "worker starts done", "d"),
                       ("starts", "of", "d"), ("hung", "hung", ""), ("seconds", "seconds", ".1f")]))
    for r in rows:
        for line in r.get("hung_worker_stack", []):
            print(f"  {r['method']} worker: {line.strip()}")
    if a.json:
        write_result(a.json, "loader_fork_hazard", sys.argv, rows,
                     {"hung": [r["method"] for r in rows if r["hung"]], "timeout_s": timeouts})
    return 0


if __name__ == "__main__":
    sys.exit(main())
