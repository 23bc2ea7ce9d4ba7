"""Shard manifests: writing, merging task parts, loading and verifying.

    lm4gen manifest merge DIR      # join manifest.part-*-of-N.json into manifest.json
    lm4gen manifest verify DIR     # re-hash every shard against the manifest
    lm4gen manifest show DIR       # splits, shard/sample/token counts, skipped lines

``manifest.json`` holds: format, kind (mono | bitext), tool version, tokenizer(s)
(sha256, vocabulary size, special ids), token dtype, inputs (path, bytes), the
arguments that shape the content, a fingerprint of all of those, scan statistics
(input lines, skipped lines by reason, kept units per split, filter drops), per
split totals, and every shard (name, split, index, samples, chunks, tokens, bytes,
sha256). The shard format itself is described in ``lm4gen.data_prep.shardio``.
It contains nothing that depends on how the work was split (tasks, workers) or
when it ran, so the same inputs and arguments give a byte-identical manifest.
"""

from __future__ import annotations

import argparse
import glob
import hashlib
import json
import os
import re
import sys

from lm4gen.core.files import (InputError, atomic_write, dumps_json, read_json, remove_stale_temps, sha256_file,
                               write_json_atomic)

FORMAT = "lm4gen-shards/2"  # chunked shards (lm4gen.data_prep.shardio); /1 was one tar member per sentence
_RESHARD = {"mono": "lm4gen shard", "bitext": "lm4gen bitext"}
MANIFEST = "manifest.json"
_PART_RE = re.compile(r"manifest\.part-(\d+)-of-(\d+)\.json$")
_CLAIM = ".fingerprint"


def fingerprint(header: dict) -> str:
    """sha256 of everything that determines the shards' content."""
    return hashlib.sha256(dumps_json(header).encode("utf-8")).hexdigest()


def claim_output(output: str, fp: str) -> None:
    """Refuse to mix shards of different inputs/arguments in one directory."""
    path = os.path.join(output, _CLAIM)
    if os.path.exists(path):
        with open(path) as f:
            old = f.read().strip()
        if old != fp:
            raise ValueError(
                f"{output} already holds shards made from other inputs or arguments (fingerprint {old[:12]}…, "
                f"this run {fp[:12]}…); use a new --output directory or delete the old one")
        return
    with atomic_write(path, "w") as f:
        f.write(fp + "\n")


def part_name(task_index: int, num_tasks: int) -> str:
    return f"manifest.part-{task_index:05d}-of-{num_tasks:05d}.json"


def make_part(header: dict, scan: dict, entries: list[dict], task_index: int, num_tasks: int,
              samples_per_shard: int) -> dict:
    shards = sorted(({k: v for k, v in e.items() if k != "fingerprint"} for e in entries),
                    key=lambda e: (e["split"], e["index"]))
    return {**header, "scan": scan, "samples_per_shard": samples_per_shard, "shards": shards,
            "task": {"index": task_index, "count": num_tasks}}


def finish_part(output: str, part: dict) -> dict:
    """Write the task's part; with a single task, write the final manifest directly."""
    if part["task"]["count"] == 1:
        manifest = merge_parts([part], output)
        path = os.path.join(output, MANIFEST)
        remove_stale_temps(path)
        write_json_atomic(path, manifest)
        return {"path": path, "manifest": manifest}
    path = os.path.join(output, part_name(part["task"]["index"], part["task"]["count"]))
    remove_stale_temps(path)
    write_json_atomic(path, part)
    print(f"[manifest] wrote {path}; after all {part['task']['count']} tasks: lm4gen manifest merge {output}",
          file=sys.stderr)
    return {"path": path, "manifest": part}


def merge_parts(parts: list[dict], where: str) -> dict:
    first = parts[0]
    count = first["task"]["count"]
    seen = sorted(p["task"]["index"] for p in parts)
    if seen != list(range(count)):
        missing = sorted(set(range(count)) - set(seen))
        raise InputError(f"{where}: manifest parts of tasks {missing} (of {count}) are missing; rerun those tasks")
    for p in parts[1:]:
        if p["fingerprint"] != first["fingerprint"] or p["task"]["count"] != count:
            raise InputError(f"{where}: task {p['task']['index']} was run with other inputs or arguments than task 0")
        if p["scan"] != first["scan"]:
            raise InputError(f"{where}: task {p['task']['index']} scanned different input than task 0 ({p['scan']} vs "
                             f"{first['scan']})")
    shards = sorted((s for p in parts for s in p["shards"]), key=lambda e: (e["split"], e["index"]))
    per_shard = first["samples_per_shard"]
    splits = {}
    for split, units in first["scan"]["units"].items():
        expected = -(-units // per_shard)
        have = [s["index"] for s in shards if s["split"] == split]
        if have != list(range(expected)):
            missing = sorted(set(range(expected)) - set(have))[:10]
            raise InputError(f"{where}: split {split!r} lacks shards {missing}; rerun the tasks that own them")
        if expected:
            mine = [s for s in shards if s["split"] == split]
            splits[split] = {k: len(mine) if k == "shards" else sum(s[k] for s in mine)
                             for k in ("shards", "samples", "chunks", "tokens", "bytes")}
            for extra in ("src_tokens", "tgt_tokens", "sentences"):
                if extra in mine[0]:
                    splits[split][extra] = sum(s[extra] for s in mine)
    manifest = {k: v for k, v in first.items() if k not in ("task", "shards")}
    manifest["splits"] = splits
    manifest["shards"] = shards
    return manifest


def merge(output: str) -> str:
    paths = sorted(glob.glob(os.path.join(output, "manifest.part-*-of-*.json")))
    if not paths:
        raise InputError(f"no manifest parts (manifest.part-*-of-*.json) in {output}")
    counts = {_PART_RE.search(p).group(2) for p in paths}
    if len(counts) > 1:
        raise InputError(f"{output} holds parts of runs with different --num-tasks ({sorted(counts)}); remove "
                         "the stale ones")
    manifest = merge_parts([read_json(p, "manifest part") for p in paths], output)
    path = os.path.join(output, MANIFEST)
    remove_stale_temps(path)
    write_json_atomic(path, manifest)
    return path


def load(path: str) -> dict:
    """Read a manifest (a file, or a directory holding manifest.json) and check its shape."""
    if os.path.isdir(path):
        path = os.path.join(path, MANIFEST)
    manifest = read_json(path, "manifest")
    if manifest.get("format") == "lm4gen-shards/1":
        raise InputError(f"{path}: shards of format lm4gen-shards/1 (one tar member per sentence, ~85 bytes/token) "
                         "are no longer read; re-shard the same inputs with "
                         f"{_RESHARD.get(manifest.get('kind'), 'lm4gen shard')} "
                         f"(arguments: {manifest.get('arguments')}) into a new --output directory")
    if manifest.get("format") != FORMAT:
        raise InputError(f"{path}: not an lm4gen shard manifest (format {manifest.get('format')!r}, "
                         f"expected {FORMAT!r})")
    for field in ("kind", "shards", "splits", "dtype"):
        if field not in manifest:
            raise InputError(f"{path}: manifest lacks field {field!r}")
    manifest["_dir"] = os.path.dirname(os.path.abspath(path))
    manifest["_path"] = path
    return manifest


def verify(path: str) -> list[str]:
    """Names of shards that are missing or whose sha256 differs from the manifest."""
    manifest = load(path)
    problems = []
    for s in manifest["shards"]:
        shard = os.path.join(manifest["_dir"], s["name"])
        if not os.path.exists(shard):
            problems.append(f"{shard}: missing")
        elif sha256_file(shard) != s["sha256"]:
            problems.append(f"{shard}: sha256 differs from the manifest")
    return problems


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="lm4gen manifest", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="command", required=True)
    for name, help_ in (("merge", "join the task parts in DIR into DIR/manifest.json"),
                        ("verify", "re-hash every shard listed in DIR/manifest.json"),
                        ("show", "print the manifest's summary")):
        sp = sub.add_parser(name, help=help_)
        sp.add_argument("dir", help="shard directory (or manifest path for verify/show)")
    a = p.parse_args(argv)
    try:
        if a.command == "merge":
            print(merge(a.dir))
        elif a.command == "verify":
            problems = verify(a.dir)
            for line in problems:
                print(line, file=sys.stderr)
            print(f"{'FAILED' if problems else 'ok'}: {len(problems)} bad shard(s)")
            return 1 if problems else 0
        else:
            m = load(a.dir)
            summary = {k: m[k] for k in ("kind", "dtype", "splits", "scan", "arguments")}
            print(json.dumps(summary, indent=2, sort_keys=True))
    except InputError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
