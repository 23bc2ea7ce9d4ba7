"""A billion tokens on this machine: generate, shard as a SLURM array + merge, stream, resume, extrapolate.

    python bench/bench_scale.py [--tokens 1e9] [--tasks 4] [--work-dir /tmp/lm4gen-scale]
                                [--json reports/data_prep/bench_scale.json] [--keep]

Stages (each timed; peak RSS from the stage's own process):

1. corpus: Multi30k task2 (../shared/data; all ten English and German files) repeated
   until the corpus holds ``--tokens`` tokens, with per-line variation (each repetition
   in its own seeded order, every line prefixed with a number that differs per
   repetition), written as one plain text file;
2. sharding: ``slurm/submit_data_prep.sh --tasks N shard ...`` on the single-node SLURM
   of ``../shared/tools/slurm`` (brought up if needed): an array of N tasks of one CPU
   each, then the merge job (``--verify``: re-hashes every shard); wall time of the
   array and of the merge from ``scontrol``, each task's time and peak RSS from its log;
   plus the scan alone (reading and decoding the lines, what every task repeats) timed
   on a prefix, for the extrapolation;
3. disk: bytes of the shards + manifest per token;
4. streaming: one whole pass of ``StreamLoader`` over the train split in both break
   modes and a tarfile + numpy read of the same token arrays (the ceiling); peak RSS of
   a fresh process streaming ~10M tokens vs the whole corpus;
5. resume mid-corpus: a loader stopped after half the corpus, its ``state_dict()``
   loaded into a new loader: the next batch must equal the uninterrupted loader's;
6. extrapolation to the paper's 6B tokens from the measured rates.

The corpus and shards are deleted at the end (``--keep`` keeps them). Figures go to
``--json``; the README of reports/data_prep reads them.
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import numpy as np
from bench_loader import loader_tokens, numpy_read, prefix_manifest, rss_run
from common import ROOT, SHARED_DATA, table, write_result

from lm4gen.data_prep import bpe
from lm4gen.data_prep import manifest as mf
from lm4gen.core.files import iter_byte_lines
from lm4gen.data_prep.stream import LoaderConfig, StreamLoader

M30K = os.path.join(SHARED_DATA, "multi30k")
SLURM_UP = os.path.join(os.path.dirname(ROOT), "shared", "tools", "slurm", "slurm-up.sh")
PAPER_TOKENS = 6e9  # German newscrawl in the paper
H100_FEED = 390e3  # tokens/s of a 190M causal LM at 45% MFU on one H100


def log(msg: str) -> None:
    print(f"[scale] {time.strftime('%H:%M:%S')} {msg}", flush=True)


def make_corpus(path: str, model: str, target: float) -> dict:
    """Write the repeated, varied corpus; return its size and the tokens per repetition."""
    import sentencepiece as spm

    base = [line.strip() for f in sorted(os.listdir(os.path.join(M30K, "task2"))) if f.endswith(".gz")
            for line in gzip.open(os.path.join(M30K, "task2", f), "rb").read().split(b"\n") if line.strip()]
    sp = spm.SentencePieceProcessor(model_file=model)
    sample = [b"%d " % (i % 100000) + line for i, line in enumerate(base)]
    per_rep = sum(map(len, sp.encode([s.decode() for s in sample])))
    reps = math.ceil(target / per_rep)
    start = time.time()
    with open(path + ".tmp", "wb") as f:
        for r in range(reps):
            order = np.random.default_rng(r).permutation(len(base))
            f.write(b"".join(b"%d %s\n" % ((r * 7919 + i) % 100000, base[j]) for i, j in enumerate(order.tolist())))
    os.replace(path + ".tmp", path)
    return {"lines": reps * len(base), "bytes": os.path.getsize(path), "repetitions": reps,
            "tokens_per_repetition": per_rep, "seconds": time.time() - start}


def scan_rate(path: str, limit: int = 500 << 20) -> dict:
    """Lines and bytes per second of reading + decoding + stripping (the part every task repeats)."""
    start, nbytes, lines = time.time(), 0, 0
    for chunk in iter_byte_lines(path):
        for raw in chunk:
            text = raw.decode("utf-8").strip()
            lines += bool(text)
            nbytes += len(raw)
        if nbytes >= limit:
            break
    dt = time.time() - start
    return {"bytes_per_s": nbytes / dt, "lines_per_s": lines / dt}


def scontrol(job: int) -> list[dict[str, str]]:
    r = subprocess.run(["scontrol", "-o", "show", "job", str(job)], capture_output=True, text=True)
    return [dict(re.findall(r"(\w+)=(\S*)", line)) for line in r.stdout.splitlines() if line.strip()]


def wait(job: int, timeout: float) -> list[dict[str, str]]:
    deadline = time.time() + timeout
    while time.time() < deadline:
        states = scontrol(job)
        if states and all(s.get("JobState") in ("COMPLETED", "FAILED", "CANCELLED", "TIMEOUT", "NODE_FAIL",
                                                "OUT_OF_MEMORY")
                          for s in states):
            return states
        time.sleep(2)
    raise SystemExit(f"job {job} did not finish in {timeout:.0f}s: {scontrol(job)}")


def seconds(state: dict[str, str]) -> float:
    t = [time.mktime(time.strptime(state[k], "%Y-%m-%dT%H:%M:%S")) for k in ("StartTime", "EndTime")]
    return t[1] - t[0]


def shard_on_slurm(work: str, corpus: str, model: str, tasks: int) -> dict:
    subprocess.run(["bash", SLURM_UP], check=True, capture_output=True, timeout=900)
    env = {**os.environ, "LM4GEN_ROOT": ROOT, "LM4GEN_PYTHON": sys.executable}
    for var in ("RANK", "WORLD_SIZE", "LOCAL_RANK", "MASTER_ADDR", "MASTER_PORT"):
        env.pop(var, None)
    logs = os.path.join(work, "logs")
    cmd = [os.path.join(ROOT, "slurm", "submit_data_prep.sh"), "--tasks", str(tasks), "--sbatch", "--cpus-per-task=1",
           "--sbatch", "--time=04:00:00", "--log-dir", logs, "--verify",
           "shard", "--input", corpus, "--tokenizer", model, "--output", os.path.join(work, "shards"),
           "--valid-fraction", "0.0005"]
    start = time.time()
    r = subprocess.run(cmd, cwd=work, env=env, capture_output=True, text=True, check=True)
    ids = dict(line.split("=") for line in r.stdout.split())
    array_job, merge_job = int(ids["array_job"]), int(ids["merge_job"])
    log(f"submitted array job {array_job} ({tasks} tasks) and merge job {merge_job}")
    task_states = wait(array_job, 4 * 3600)
    merge_state = wait(merge_job, 3600)[0]
    wall = time.time() - start
    out = {"command": " ".join(cmd), "wall_s": wall, "tasks": []}
    for s in sorted(task_states, key=lambda s: int(s["ArrayTaskId"])):
        text = open(os.path.join(logs, f"lm4gen-data-{array_job}_{s['ArrayTaskId']}.log")).read()
        m = re.search(r"\[shard\] task (\d+)/\d+: (\d+) shards .*?, ([\d,]+) tokens, .*?([\d.]+)s, peak RSS "
                      r"([\d,]+) MiB "
                      r"\(workers ([\d,]+) MiB\)", text)
        if s["JobState"] != "COMPLETED" or not m:
            raise SystemExit(f"task {s['ArrayTaskId']} {s['JobState']}:\n{text[-3000:]}")
        out["tasks"].append({"task": int(m.group(1)), "shards": int(m.group(2)),
                             "tokens": int(m.group(3).replace(",", "")),
                             "seconds": float(m.group(4)), "slurm_seconds": seconds(s),
                             "peak_rss_mib": int(m.group(5).replace(",", ""))})
    merge_log = open(os.path.join(logs, f"lm4gen-merge-{merge_job}.log")).read()
    if merge_state["JobState"] != "COMPLETED" or "ok: 0 bad shard(s)" not in merge_log:
        raise SystemExit(f"merge job {merge_state['JobState']}:\n{merge_log[-3000:]}")
    array_start = min(time.mktime(time.strptime(s["StartTime"], "%Y-%m-%dT%H:%M:%S")) for s in task_states)
    array_end = max(time.mktime(time.strptime(s["EndTime"], "%Y-%m-%dT%H:%M:%S")) for s in task_states)
    out.update(array_s=array_end - array_start, merge_s=seconds(merge_state), merge_verified=True)
    return out


def resume_check(path: str, tokens: float) -> dict:
    """Stop a training loader after ~``tokens`` tokens; a new loader given its state yields the same next batch."""
    cfg = LoaderConfig(mode="lm", block_size=512, batch_size=8, shuffle_buffer=100_000, seed=7)
    first = StreamLoader(path, cfg)
    read, it = 0, iter(first)
    start = time.time()
    while read < tokens:
        read += next(it)["num_tokens"]
    state = json.loads(json.dumps(first.state_dict()))
    expected = [next(it)["tokens"] for _ in range(3)]
    t0 = time.time()
    second = StreamLoader(path, cfg)
    second.load_state_dict(state)
    got = [b["tokens"] for b, _ in zip(second, range(3))]
    resume_s = time.time() - t0
    same = all(bool((a == b).all()) for a, b in zip(expected, got))
    return {"stopped_after_tokens": read, "batches": first.batches_done - 3, "reading_s": t0 - start,
            "resume_s": resume_s, "next_batches_equal": same, "state_bytes": len(json.dumps(state))}


def parse_args(argv=None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--tokens", type=float, default=1e9)
    p.add_argument("--tasks", type=int, default=4)
    p.add_argument("--work-dir", default="/tmp/lm4gen-scale")
    p.add_argument("--keep", action="store_true", help="keep the corpus and shards")
    p.add_argument("--json", default=os.path.join("reports", "data_prep", "bench_scale.json"))
    return p.parse_args(argv)


def bpe_model(work: str) -> str:
    """The 8K BPE of Multi30k task1 train in ``work`` (trained once)."""
    model = os.path.join(work, "bpe8k.model")
    if not os.path.exists(model):
        bpe.train([os.path.join(M30K, "task1", f"train.{lang}.gz") for lang in ("en", "de")], model[:-6], 8000,
                  num_threads=2)
    return model


def disk_usage(shards: str, corpus: str) -> dict:
    """Tokens, units, shards and bytes (shards + manifest) of the sharded corpus."""
    m = mf.load(shards)
    tokens = sum(s["tokens"] for s in m["shards"])
    disk = sum(s["bytes"] for s in m["shards"]) + os.path.getsize(os.path.join(shards, "manifest.json"))
    return {"tokens": tokens, "units": sum(s["samples"] for s in m["shards"]), "bytes": disk,
            "bytes_per_token": disk / tokens, "shards": len(m["shards"]),
            "chunks": sum(s["chunks"] for s in m["shards"]), "corpus_bytes": os.path.getsize(corpus)}


def stream_rows(shards: str) -> list[dict]:
    """One whole pass of the train split: numpy read, then StreamLoader in both break modes."""
    rows = []
    for name, fn in (("numpy read (tarfile + frombuffer)", lambda: numpy_read(shards, float("inf"))),
                     ("StreamLoader lm none", lambda: loader_tokens(shards, LoaderConfig(
                         mode="lm", block_size=512, batch_size=8, shuffle_buffer=100_000, equal_batches=False),
                         float("inf"))[0]),
                     ("StreamLoader lm complete", lambda: loader_tokens(shards, LoaderConfig(
                         mode="lm", block_size=512, batch_size=8, break_mode="complete", shuffle_buffer=100_000,
                         equal_batches=False), float("inf"))[0])):
        start = time.perf_counter()
        n = fn()
        dt = time.perf_counter() - start
        rows.append({"config": name, "seconds": dt, "tokens": n, "tokens_per_s": n / dt})
        log(f"{name}: {n:,} tokens in {dt:.1f}s = {n / dt:,.0f}/s")
    return rows


def rss_check(shards: str) -> dict:
    """Peak RSS of a fresh process streaming ~10M tokens vs the whole corpus."""
    with tempfile.TemporaryDirectory() as small:
        rss_small = rss_run(prefix_manifest(shards, 10e6, small), 512, 8, 100_000)
    rss_all = rss_run(shards, 512, 8, 100_000)
    return {"10M": rss_small, "all": rss_all, "ratio": rss_all["peak_rss_mib"] / rss_small["peak_rss_mib"]}


def extrapolate(summary: dict, lm_rate: float) -> dict:
    """The paper's 6B tokens from the measured rates."""
    # a task = the scan of all input (every task repeats it) + encoding and writing its share
    tokens = summary["disk"]["tokens"]
    scan_here = summary["corpus"]["bytes"] / summary["scan"]["bytes_per_s"]
    encode_rate = np.mean([t["tokens"] / max(t["seconds"] - scan_here, 1e-9) for t in summary["sharding"]["tasks"]])
    scan_s = PAPER_TOKENS / tokens * scan_here
    return {
        "tokens": PAPER_TOKENS, "disk_gb": PAPER_TOKENS * summary["disk"]["bytes_per_token"] / 1e9,
        "encode_tokens_per_s_per_cpu": encode_rate, "scan_all_input_s": scan_s,
        "shard_hours_on_n_single_cpu_tasks": {n: (scan_s + PAPER_TOKENS / (n * encode_rate)) / 3600
                                              for n in (4, 16, 64, 256)},
        "loader_tokens_per_s": lm_rate, "loader_processes_per_h100": H100_FEED / lm_rate,
        "epoch_read_s_one_process": PAPER_TOKENS / lm_rate}


def run_stages(work: str, target: float, tasks: int) -> tuple[list[dict], dict]:
    """Stages 1-6 in ``work``: (the streaming rows, the summary)."""
    summary: dict = {}
    model = bpe_model(work)
    corpus = os.path.join(work, "corpus.txt")
    log("writing the corpus")
    summary["corpus"] = make_corpus(corpus, model, target)
    log(f"corpus: {summary['corpus']}")
    summary["scan"] = scan_rate(corpus)
    log(f"scan alone: {summary['scan']}")
    shutil.rmtree(os.path.join(work, "shards"), ignore_errors=True)
    summary["sharding"] = shard_on_slurm(work, corpus, model, tasks)
    log(f"sharding: array {summary['sharding']['array_s']:.0f}s, merge {summary['sharding']['merge_s']:.0f}s")
    shards = os.path.join(work, "shards")
    summary["disk"] = disk_usage(shards, corpus)
    log(f"disk: {summary['disk']}")
    os.remove(corpus)  # not needed any more: the streaming below reads shards only
    rows = summary["streaming"] = stream_rows(shards)
    summary["rss"] = rss_check(shards)
    log(f"RSS: {summary['rss']}")
    summary["resume"] = resume_check(shards, summary["disk"]["tokens"] / 2)
    log(f"resume: {summary['resume']}")
    summary["extrapolation"] = extrapolate(summary, rows[1]["tokens_per_s"])
    log(f"extrapolation: {summary['extrapolation']}")
    return rows, summary


def remove_work(work: str) -> None:
    """The corpus and the shards (what ``--keep`` keeps)."""
    for name in ("corpus.txt", "corpus.txt.tmp", "shards"):
        path = os.path.join(work, name)
        shutil.rmtree(path, ignore_errors=True) if os.path.isdir(path) else (
            os.path.exists(path) and os.remove(path))


def main(argv=None) -> int:
    a = parse_args(argv)
    if not os.path.isdir(M30K):
        print(f"Multi30k not found at {M30K}; this benchmark needs ../shared/data", file=sys.stderr)
        return 2
    os.makedirs(a.work_dir, exist_ok=True)
    work = os.path.abspath(a.work_dir)
    try:
        rows, summary = run_stages(work, a.tokens, a.tasks)
        print(table(rows, [("config", "config", "s"), ("seconds", "time (s)", ".1f"), ("tokens", "tokens", ",d"),
                           ("tokens_per_s", "tokens/s", ",.0f")]))
        write_result(a.json, "bench_scale", sys.argv, rows, summary)
    finally:
        if not a.keep:
            remove_work(work)
    return 0


if __name__ == "__main__":
    sys.exit(main())
