"""Periodic checkpoints off the critical path: each rank's shard, written and hashed in the background.

A periodic save (``train.save_every``) of a run whose tags export can consolidate from DeepSpeed's own files
(:func:`shardable`: tensor-parallel size 1, ZeRO stage 1-3 or fp32 at stage 0) keeps only the sharded state: no
``model_fp32.pt`` (``lm4gen export`` consolidates such a tag from its shards, :func:`sharded_fp32_state_dict`; the
last save of a run, a save on a stop signal and a save after a validation still write it, so ``best`` reads it as
before; a task opts in with ``Parts.sharded_saves``: pretraining does, fine-tuning, whose averaging and decoding read
every tag's ``model_fp32.pt``, does not). While training waits, :func:`begin` only

1. lets DeepSpeed's ``save_checkpoint`` run with its file writes captured (its checkpoint engine's ``save``): each
   state dict is copied to host memory (:func:`snapshot`; a tied tensor once) instead of being written;
2. checks this rank's shard of the fp32 master weights (:func:`master_weights`: one fp32 sum per tensor, at memory
   speed; the names of the bad tensors only when one is bad) and agrees on it in one all-reduced flag (one entry
   per rank): :class:`lm4gen.core.checkpoint.NonFiniteWeights` on every rank, nothing of the step written;
3. hands the copies (DeepSpeed's files, the loader position, the RNG, the model and tokenizer cards) to a
   background thread that writes each file atomically and hashes it as the bytes go out (no second read).

Host memory: one save in flight per rank, so a rank holds at most one copy of its own shard (DeepSpeed's files of
that rank: at ZeRO-2, data-parallel rank 0 the 16-bit or fp32 module weights plus its optimizer partition, the
other ranks their optimizer partition), each file's copy freed as soon as it is written; nothing is gathered across
ranks. The freed pages stay in the process (``lm4gen.core.host.keep_freed_memory``; not trimmed after a settle) for
the next save's copy: measured at causal-190m on 2 CPU ranks, +0.9 GiB resident on rank 0 and +0.7 GiB on rank 1
(reports/checkpoint/README.md).

:func:`settle` completes the save: at the start of the next save, before a rewind and at the end of the loop. Each
rank waits for its writer (at most :func:`write_timeout`), the ranks exchange their files' sizes and sha256 (one
``all_gather_object``), then rank 0 publishes ``complete.json`` (every rank's records), DeepSpeed's ``latest`` and
prunes old tags, as a synchronous save does. A writer that failed (a full disk: the ``OSError`` naming its file) or
hung is one ``error:`` line from its rank (the others: ``rank N failed first``) and a non-zero exit; the tag is
removed and the previous complete checkpoint stays the one ``--resume auto`` takes. A rank killed with its writer
in flight leaves a tag without ``complete.json``, which is never resumed from and removed by the next save.
"""

from __future__ import annotations

import contextlib
import dataclasses
import errno
import hashlib
import io
import json
import os
import shutil
import threading
import time

import torch
import torch.distributed as dist

from lm4gen.core import checkpoint as ckpt
from lm4gen.core import reshard
from lm4gen.core.collectives import all_reduce_host
from lm4gen.core.files import InputError, atomic_write
from lm4gen.core.launch_env import collective_timeout_minutes, positive_number
from lm4gen.core.parallel import ParallelSizes

TIMEOUT_ENV = "LM4GEN_SAVE_TIMEOUT_SECONDS"  # how long a settle waits for this rank's writer


def write_timeout() -> float:
    """Seconds a rank waits for its writer at a settle: ``LM4GEN_SAVE_TIMEOUT_SECONDS``, else half the collective
    timeout (the other ranks wait for this one in a collective meanwhile)."""
    seconds = positive_number(os.environ, TIMEOUT_ENV)
    return collective_timeout_minutes() * 30.0 if seconds is None else seconds


def shardable(layout: dict) -> bool:
    """Whether a tag of ``layout`` can do without ``model_fp32.pt`` (export consolidates it from the shards)."""
    return layout["tp"] == 1 and (layout["zero"] in (1, 2, 3) or layout["precision"] == "fp32")


def snapshot(obj, memo: dict | None = None):
    """A copy of ``obj`` (nested dicts, lists, tuples) whose tensors are host copies; other leaves are shared
    (DeepSpeed's config object, numbers, strings). A tensor met twice (tied weights) is copied once."""
    memo = {} if memo is None else memo
    if torch.is_tensor(obj):
        if id(obj) not in memo:
            memo[id(obj)] = obj.detach().to("cpu", copy=True)
        return memo[id(obj)]
    if isinstance(obj, dict):
        out = {k: snapshot(v, memo) for k, v in obj.items()}
        return out if type(obj) is dict else type(obj)(out)  # an OrderedDict stays one
    if isinstance(obj, (list, tuple)) and type(obj) in (list, tuple):
        return type(obj)(snapshot(v, memo) for v in obj)
    return obj


def non_finite(obj, prefix: str = "") -> list[str]:
    """The dotted names of the floating tensors in ``obj`` holding NaN or inf."""
    if torch.is_tensor(obj):
        return [prefix] if obj.is_floating_point() and not bool(torch.isfinite(obj).all()) else []
    if isinstance(obj, dict):
        items = obj.items()
    elif isinstance(obj, (list, tuple)):
        items = enumerate(obj)
    else:
        return []
    return [name for k, v in items for name in non_finite(v, f"{prefix}.{k}" if prefix else str(k))]


class _HashingFile:
    """A file that hashes and counts what goes through it (the sha256 ``complete.json`` records)."""

    def __init__(self, f):
        self.f, self.sha, self.size = f, hashlib.sha256(), 0

    def write(self, data) -> int:
        self.sha.update(data)
        self.size += len(data)
        return self.f.write(data)

    def flush(self) -> None:
        self.f.flush()


def write_file(path: str, obj, kind: str) -> dict:
    """Write ``obj`` to ``path`` atomically (``torch``: ``torch.save``; ``json``); its size and sha256."""
    with ckpt.writing(path), atomic_write(path) as f:
        out = _HashingFile(f)
        if kind == "json":
            out.write(json.dumps(obj, indent=2).encode() + b"\n")
        else:
            torch.save(obj, out)
    return {"size": out.size, "sha256": out.sha.hexdigest()}


@dataclasses.dataclass
class Pending:
    """A periodic save in flight on this rank: its files, being written by ``thread``."""

    path: str
    step: int
    marker: dict  # what complete.json records besides the files (step, world size, layout)
    files: list  # (path, kind, object) still held until written
    thread: threading.Thread | None = None
    records: dict = dataclasses.field(default_factory=dict)  # file (relative to the tag) -> size and sha256
    error: BaseException | None = None
    writing: str | None = None  # the file being written now (named when the writer hangs)

    def run(self) -> None:
        try:
            while self.files:
                path, kind, obj = self.files[0]
                self.writing = path
                self.records[os.path.relpath(path, self.path)] = write_file(path, obj, kind)
                self.files.pop(0)  # the copy goes as soon as it is on disk: memory falls while the writer works
        except BaseException as e:  # noqa: BLE001 - the main thread reports it at the settle
            self.error = e
        finally:
            self.files = []

    def start(self) -> None:
        self.thread = threading.Thread(target=self.run, name=f"checkpoint-writer-{os.path.basename(self.path)}",
                                       daemon=True)
        self.thread.start()


@contextlib.contextmanager
def _capturing(engine, files: list):
    """While DeepSpeed saves: each file it would write is copied to host memory and queued in ``files``."""
    def save(state_dict, path, *args, **kwargs):
        files.append((path, "torch", snapshot(state_dict)))

    with ckpt.replacing_save(engine.checkpoint_engine, save):
        yield


# where DeepSpeed's files keep a rank's fp32 master weights: ZeRO-1/2, ZeRO-3 (optimizer file); fp32 at stage 0: the
# module file's weights are the masters
_MASTERS = (("optimizer_state_dict", "single_partition_of_fp32_groups"), ("optimizer_state_dict", "fp32_flat_groups"))


def master_weights(files: list) -> dict[str, object]:
    """``{file:key: tensors}`` of this rank's fp32 master weights among DeepSpeed's captured files (the module's
    weights where no optimizer file holds masters)."""
    found = {}
    for path, kind, obj in files:
        for outer, inner in _MASTERS:
            if kind == "torch" and isinstance(obj.get(outer), dict) and inner in obj[outer]:
                found[f"{os.path.basename(path)}:{inner}"] = obj[outer][inner]
    if not found:
        found = {f"{os.path.basename(path)}:module": obj["module"] for path, kind, obj in files
                 if kind == "torch" and isinstance(obj.get("module"), dict)}
    return found


def _any_non_finite(obj) -> bool:
    """Whether a floating tensor in ``obj`` holds NaN or inf: one sum per tensor (NaN and inf propagate; finite
    weights cannot overflow an fp32 sum), a pass at memory speed without a mask as large as the tensor."""
    tensors = [obj] if torch.is_tensor(obj) else list(obj.values()) if isinstance(obj, dict) else \
        list(obj) if isinstance(obj, (list, tuple)) else []
    return any(_any_non_finite(t) if not torch.is_tensor(t) else
               t.is_floating_point() and t.numel() > 0 and not bool(torch.isfinite(torch.sum(t, dtype=torch.float32)))
               for t in tensors)


def _agree_finite(files: list, rank: int, world: int) -> None:
    """Every rank's shard of the weights finite, agreed in one all-reduce of a flag per rank; else NonFiniteWeights
    on every rank."""
    masters = master_weights(files)
    bad = [] if not _any_non_finite(masters) else [f"{where}.{name}" if name else where
                                                   for where, obj in masters.items() for name in non_finite(obj)]
    flags = torch.zeros(world, dtype=torch.float32)
    flags[rank] = float(bool(bad))
    all_reduce_host(flags)
    if flags.any():
        ranks = [r for r in range(world) if flags[r] > 0]
        mine = f": {', '.join(bad[:3])}{', ...' if len(bad) > 3 else ''}" if bad else ""
        raise ckpt.NonFiniteWeights(f"the weights not finite (the shard of rank{'s' if len(ranks) > 1 else ''} "
                                    f"{', '.join(map(str, ranks))}{mine})")


def begin(engine, sizes: ParallelSizes, ckpt_dir: str, step: int, loader_state: dict, extra_state: dict,
          model_config, tokenizer_card: dict | None, dp_rank: int, tp_rank: int) -> Pending:
    """Start a periodic save of ``step`` (a collective): this rank's files are copied and handed to its writer;
    :func:`settle` publishes the tag. Non-finite values in any rank's shard raise NonFiniteWeights on every rank
    and nothing of the step is written."""
    rank, world = dist.get_rank(), dist.get_world_size()
    tag = ckpt.tag_for(step)
    path = os.path.join(ckpt_dir, tag)
    if rank == 0 and os.path.exists(path):  # an incomplete or older attempt at the same step
        shutil.rmtree(path)
    dist.barrier()
    files: list = []
    with _capturing(engine, files):  # DeepSpeed makes the tag's folder, its files come here
        engine.save_checkpoint(ckpt_dir, tag=tag, client_state={"step": step}, save_latest=False)
    try:
        _agree_finite(files, rank, world)
    except ckpt.NonFiniteWeights:
        if rank == 0:
            shutil.rmtree(path, ignore_errors=True)
        raise
    if tp_rank == 0:
        files.append((os.path.join(path, f"loader-dp{dp_rank:05d}.json"), "json", snapshot(loader_state)))
    files.append((os.path.join(path, f"rng-rank{rank:05d}.pt"), "torch",
                  snapshot({"rng": ckpt.rng_state(), **extra_state})))
    if rank == 0:
        card = model_config if isinstance(model_config, dict) else dataclasses.asdict(model_config)
        files += [(os.path.join(path, "model.json"), "json", card),
                  (os.path.join(path, "tokenizer.json"), "json", tokenizer_card or {})]
    marker = {"step": step, "world_size": sizes.world, "tensor_parallel": sizes.tensor,
              "layout": reshard.layout_of(engine, sizes), "sharded": True}
    pending = Pending(path, step, marker, files)
    pending.start()
    return pending


def _wait(pending: Pending, timeout: float) -> tuple[str, object]:
    """This rank's outcome: ("ok", records), ("failed", the writer's error) or ("hung", the file it is writing)."""
    deadline = time.monotonic() + timeout
    while pending.thread.is_alive() and time.monotonic() < deadline:
        pending.thread.join(0.2)  # short waits: a signal's handler runs in between
    if pending.thread.is_alive():
        return "hung", pending.writing
    if pending.error is not None:
        return "failed", pending.error
    return "ok", pending.records


def _failure(pending: Pending, outcomes: list, rank: int, timeout: float, ckpt_dir: str) -> BaseException:
    """The error this rank raises when some rank's writer failed or hung (the tag is then removed by rank 0)."""
    kind, what = outcomes[rank]
    if kind == "failed":
        e = what if isinstance(what, OSError) else OSError(errno.EIO, f"checkpoint writer failed: {what}",
                                                            pending.writing)
    elif kind == "hung":
        e = OSError(errno.ETIMEDOUT, f"checkpoint writer still writing after {timeout:g} s (a hung file system? "
                    f"{TIMEOUT_ENV} sets the wait)", what)
    else:
        first = next(r for r, (k, _) in enumerate(outcomes) if k != "ok")
        e = OSError(errno.EIO, f"rank {first}'s checkpoint writer failed", pending.path)
        e.peer_failure = True  # the failing rank's own line is the cause (lm4gen.core.errors relays it)
    newest = ckpt.complete_tags(ckpt_dir)
    e.add_note(f"checkpoint {os.path.basename(pending.path)} not written; " + (
        f"the newest complete one, {newest[-1][1]}, is untouched (--resume auto continues from it)" if newest else
        "there is no complete checkpoint yet"))
    return e


def settle(pending: Pending, ckpt_dir: str, keep_last: int, log) -> str:
    """Complete a periodic save (a collective): wait for every rank's writer, then rank 0 publishes the tag as a
    synchronous save does. A failed or hung writer raises its ``OSError`` (one line) on its rank, a peer failure
    on the others; the tag is removed, the complete tags before it stay."""
    rank, world = dist.get_rank(), dist.get_world_size()
    timeout = write_timeout()
    kind, what = _wait(pending, timeout)
    mine = (kind, what if kind == "ok" else None)
    outcomes = ckpt._shared(mine, world)
    outcomes[rank] = (kind, what)
    if any(k != "ok" for k, _ in outcomes):
        error = _failure(pending, outcomes, rank, timeout, ckpt_dir)
        if rank == 0:
            shutil.rmtree(pending.path, ignore_errors=True)
        raise error
    if rank == 0:
        files = {name: record for _, records in outcomes for name, record in records.items()}
        for name in ckpt._tag_files(pending.path):  # anything DeepSpeed wrote itself (none in 0.19): hashed here
            if name not in files:
                file = os.path.join(pending.path, name)
                files[name] = {"size": os.path.getsize(file), "sha256": ckpt.sha256_file(file)}
        ckpt.write_json_atomic(os.path.join(pending.path, ckpt.COMPLETE), {**pending.marker, "files": files})
        ckpt.publish(ckpt_dir, pending.path, pending.step, keep_last, log)
    dist.barrier()
    return pending.path


def sharded_fp32_state_dict(tag_dir: str) -> dict[str, torch.Tensor]:
    """The full fp32 weights of a tag written without ``model_fp32.pt`` (a periodic save), from DeepSpeed's files:
    its ``zero_to_fp32`` for ZeRO stages 1-3, the module file at stage 0 (fp32). The tag's pickles are checked
    first (DeepSpeed loads them unrestricted)."""
    from deepspeed.utils.zero_to_fp32 import get_fp32_state_dict_from_zero_checkpoint

    ckpt.check_pickles(tag_dir)
    layout = reshard.saved_layout(tag_dir)
    if layout is None or not shardable(layout):
        raise InputError(f"{tag_dir}: no model_fp32.pt, and its layout ({layout}) is not one the shards can be "
                         "consolidated from")
    if layout["zero"] == 0:
        # checked above: DeepSpeed's own objects and tensors only
        module = torch.load(os.path.join(tag_dir, "mp_rank_00_model_states.pt"), map_location="cpu",
                            weights_only=False)["module"]
        return {k: v.float() for k, v in module.items()}
    parent, tag = os.path.split(os.path.abspath(tag_dir))
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):  # its progress bars
        weights = get_fp32_state_dict_from_zero_checkpoint(parent, tag=tag)
    return {k: v.float() for k, v in weights.items()}



def consolidated_weights(tag_dir: str) -> dict[str, torch.Tensor]:
    """A complete tag's full fp32 weights: its ``model_fp32.pt``, or, for a periodic tag written without it,
    consolidated from its shards (:func:`sharded_fp32_state_dict`)."""
    weights = os.path.join(tag_dir, "model_fp32.pt")
    if os.path.exists(weights) or not os.path.exists(os.path.join(tag_dir, ckpt.COMPLETE)):
        return ckpt.load_torch(weights, "checkpoint's consolidated model file")
    return sharded_fp32_state_dict(tag_dir)
