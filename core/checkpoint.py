"""Checkpoints: DeepSpeed engine state + what makes resume exact + a consolidated model.

Layout of ``<output_dir>/checkpoints/<tag>/`` (tag ``step00001234``):

* DeepSpeed's own files (module, optimizer and ZeRO partitions, lr scheduler);
* ``loader-dp00000.json`` … — each data-parallel rank's loader position;
* ``rng-rank00000.pt`` … — each rank's torch/numpy/python RNG states;
* ``model_fp32.pt`` — the plain model's full fp32 state dict (any precision, ZeRO stage
  and tensor-parallel degree: the optimizer's fp32 master weights — DeepSpeed's
  ``safe_get_full_fp32_param``, or :func:`fp32_masters` for the ZeRO-0 16-bit optimizers
  it does not know — with tensor-parallel shards all-gathered), with
  ``model.json`` (model config) and ``tokenizer.json`` (the tokenizer card), so
  ``lm4gen export`` needs no DeepSpeed. A periodic save of pretraining holds no ``model_fp32.pt``: only the
  sharded state, written in the background (:mod:`lm4gen.core.checkpoint_writer`; ``complete.json`` says
  ``"sharded": true``), which export consolidates; the last save of a run, a save on a stop signal and a save
  after a validation hold it;
* ``complete.json`` — written last, atomically, by rank 0 after every rank has
  finished: a tag without it is incomplete and is never resumed from, exported or
  averaged. It records every file's size and sha256 (``files``; the ranks hash a share
  each: 5.3 s on one core for a causal-190m checkpoint, 3.8 GB, written in 15 s; reports/cluster/),
  so a truncated or altered file is found before loading: ``--resume auto``
  (:func:`choose_resume`) passes over such a tag, saying why, and takes the newest intact one. DeepSpeed's
  ``latest`` file (``<output_dir>/checkpoints/latest``, read by
  DeepSpeed's own tools) is written by us, after ``complete.json``, so it too never
  names a tag that a SIGKILL (SLURM's ``KillWait``) interrupted.

Every file is written under a temporary name and renamed (``atomic_write``); a write that
fails (disk full, quota, permissions, I/O error) raises ``OSError`` naming the file and the
cause (DeepSpeed's own writes too: :func:`writing`), the tag's partial files are removed and
the older complete tags are left as they were. The consolidated weights are checked before
anything is written: non-finite weights raise :class:`NonFiniteWeights` (on every rank) and
no file of that step is written.

Resume (``--resume auto``) takes the complete tag with the highest step. The last
``keep_last`` complete tags are kept. :func:`publish_weights` makes a lasting copy of
one tag's consolidated model (e.g. ``checkpoints/best``, which keep_last never deletes).
"""

from __future__ import annotations

import dataclasses
import glob
import contextlib
import errno
import hashlib
import io
import json
import os
import pickle
import random
import re
import shutil
import tempfile
import warnings

import numpy as np
import torch
import torch.distributed as dist

from lm4gen.core.files import InputError, atomic_write, read_json, write_all, write_json_atomic as _write_json_atomic
from lm4gen.core import reshard
from lm4gen.core.parallel import ParallelSizes, gather_full

COMPLETE = "complete.json"
_TAG = re.compile(r"^step(\d{8})$")
_HASH_CHUNK = 8 << 20


class NonFiniteWeights(ValueError):
    """The weights to checkpoint hold NaN or inf (the training diverged): nothing of that step is written."""


def tag_for(step: int) -> str:
    return f"step{step:08d}"


def complete_tags(ckpt_dir: str) -> list[tuple[int, str]]:
    """(step, path) of every complete checkpoint, oldest first."""
    out = []
    for path in glob.glob(os.path.join(ckpt_dir, "step*")):
        m = _TAG.match(os.path.basename(path))
        if m and os.path.exists(os.path.join(path, COMPLETE)):
            out.append((int(m.group(1)), path))
    return sorted(out)


def sha256_file(path: str) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(_HASH_CHUNK):
            h.update(chunk)
    return h.hexdigest()


def _tag_files(path: str) -> list[str]:
    """The files of a tag (relative paths, sorted), without ``complete.json`` and temporary files."""
    out = []
    for root, _, names in os.walk(path):
        for name in names:
            rel = os.path.relpath(os.path.join(root, name), path)
            if rel != COMPLETE and not name.endswith(".tmp"):
                out.append(rel)
    return sorted(out)


def _shared(mine, world: int) -> list:
    """Every rank's ``mine`` (a collective when a process group is up)."""
    if world == 1 or not dist.is_initialized():
        return [mine]
    out = [None] * world
    dist.all_gather_object(out, mine)
    return out


def _rank_world() -> tuple[int, int]:
    return (dist.get_rank(), dist.get_world_size()) if dist.is_initialized() else (0, 1)


def file_records(path: str) -> dict[str, dict]:
    """``{file: {"size": bytes, "sha256": hex}}`` of a tag's files, each rank hashing a share (a collective)."""
    rank, world = _rank_world()
    names = _tag_files(path)
    mine = {}
    for name in names[rank::world]:
        file = os.path.join(path, name)
        mine[name] = {"size": os.path.getsize(file), "sha256": sha256_file(file)}
    return {k: v for part in _shared(mine, world) for k, v in part.items()}


def why_damaged(path: str) -> str | None:
    """Why the complete tag ``path`` cannot be trusted (a file missing, of another size, or with another sha256
    than ``complete.json`` records), or None; a tag written before ``complete.json`` held the files is taken as
    it is. A collective: the ranks check a share of the files each and agree."""
    rank, world = _rank_world()
    try:
        files = read_json(os.path.join(path, COMPLETE), "checkpoint marker").get("files")
    except InputError as e:
        files, problem = None, str(e)
    else:
        problem = None
    if files is not None:
        for i, (name, want) in enumerate(sorted(files.items())):
            file = os.path.join(path, name)
            try:
                size = os.path.getsize(file)
            except OSError as e:
                problem = f"{name}: {e.strerror.lower() if e.strerror else e}"
                break
            if size != want["size"]:
                problem = (f"{name}: {size:,} bytes, {COMPLETE} recorded {want['size']:,} "
                           f"({'truncated' if size < want['size'] else 'grown'})")
                break
            if i % world == rank and "sha256" in want:
                try:
                    digest = sha256_file(file)
                except OSError as e:
                    problem = f"{name}: unreadable ({e.strerror or e})"
                    break
                if digest != want["sha256"]:
                    problem = f"{name}: its sha256 differs from the one {COMPLETE} recorded (altered or corrupted)"
                    break
    problems = [p for p in _shared(problem, world) if p]
    return problems[0] if problems else None


def choose_resume(ckpt_dir: str, resume: str, log=print) -> str | None:
    """The checkpoint to resume from (a collective): ``none``; an explicit complete tag directory, which must be
    intact; or ``auto``: the newest complete tag that is intact (:func:`why_damaged`), saying which newer ones it
    passed over and why; None when there is none. Complete tags that are all damaged are an error."""
    path = find_resume(ckpt_dir, resume)
    if path is None:
        return None
    if resume != "auto":
        why = why_damaged(path)
        if why:
            raise InputError(f"--resume {path}: damaged checkpoint: {why}")
        return path
    passed = []
    for _, candidate in reversed(complete_tags(ckpt_dir)):
        why = why_damaged(candidate)
        if why is None:
            return candidate
        log(f"--resume auto: passing over {candidate}: {why}")
        passed.append(f"{os.path.basename(candidate)} ({why})")
    raise InputError(f"--resume auto: every complete checkpoint in {ckpt_dir} is damaged: {'; '.join(passed)} "
                     "(move them away to start afresh)")


def find_resume(ckpt_dir: str, resume: str) -> str | None:
    """The checkpoint directory to resume from: ``auto`` (latest complete, or None),
    ``none``, or an explicit tag directory (which must be complete)."""
    if resume == "none":
        return None
    if resume == "auto":
        tags = complete_tags(ckpt_dir)
        return tags[-1][1] if tags else None
    if not os.path.exists(os.path.join(resume, COMPLETE)):
        raise ValueError(f"--resume {resume}: not a complete checkpoint (no {COMPLETE})")
    return resume


# what torch.save to a file raises when the write fails: "PytorchStreamWriter failed writing file ...: file write
# failed", "[enforce fail at inline_container.cc:672] . unexpected pos ..." (disk full), "File ... cannot be opened.",
# "Parent directory X does not exist." (another rank's failed save removed the tag before this rank's writer opened
# its file: seen under load in CI)
_TORCH_WRITE_FAILED = ("write failed", "failed writing", "unexpected pos", "cannot be opened", "Parent directory ")


def write_errno(directory: str) -> int | None:
    """Why writing into ``directory`` fails now (ENOSPC, EDQUOT, EACCES, EROFS, EIO ...), found by writing and
    syncing a 1 MiB probe file there (and removing it); None when the probe is written."""
    probe = os.path.join(directory, f".write-probe-{os.getpid()}")
    try:
        fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            write_all(fd, b"\0" * (1 << 20))
            os.fsync(fd)
        finally:
            os.close(fd)
        return None
    except OSError as e:
        return e.errno
    finally:
        with contextlib.suppress(OSError):
            os.unlink(probe)


@contextlib.contextmanager
def writing(path: str):
    """An ``OSError`` while writing ``path`` (disk full: the write itself does not know the file) names it; a
    failed ``torch.save`` to a file (a ``RuntimeError`` without an errno: DeepSpeed's own files) becomes the
    ``OSError`` of the cause a probe write finds (:func:`write_errno`)."""
    try:
        yield
    except OSError as e:
        if e.filename is not None:
            raise
        raise OSError(e.errno, e.strerror or os.strerror(e.errno or errno.EIO), path) from e
    except RuntimeError as e:
        if not any(s in str(e) for s in _TORCH_WRITE_FAILED):
            raise
        directory = path if os.path.isdir(path) else os.path.dirname(path) or "."
        missing = not os.path.isdir(directory)  # never made, or removed by a rank whose write failed first
        while not os.path.isdir(directory) and os.path.dirname(directory) not in ("", directory):
            directory = os.path.dirname(directory)  # then the probe goes to the same file system, higher up
        code = write_errno(directory) if os.path.isdir(directory) else errno.ENOENT
        if code is None:
            if missing:
                raise OSError(errno.ENOENT, os.strerror(errno.ENOENT), path) from e
            raise OSError(errno.EIO, "write failed (disk full or over quota?)", path) from e
        raise OSError(code, os.strerror(code), path) from e


@contextlib.contextmanager
def _naming_files(engine):
    """While DeepSpeed saves: each of its file writes (``engine.checkpoint_engine.save(state, path)``) goes
    through :func:`writing`, so a failure names the file rather than the tag."""
    target = getattr(engine, "checkpoint_engine", None)
    plain = getattr(target, "save", None)
    if plain is None:
        yield
        return

    def save(state_dict, path, *args, **kwargs):
        with writing(path):
            return plain(state_dict, path, *args, **kwargs)

    with replacing_save(target, save):
        yield


@contextlib.contextmanager
def replacing_save(checkpoint_engine, save):
    """DeepSpeed's ``checkpoint_engine.save`` is ``save`` while the block runs, then what it was (the class's
    method, or an instance attribute set before)."""
    own = vars(checkpoint_engine).get("save")  # None: the class's method
    checkpoint_engine.save = save
    try:
        yield
    finally:
        if own is None:
            del checkpoint_engine.save
        else:
            checkpoint_engine.save = own


def save_torch(obj, path: str) -> None:
    """``torch.save`` to ``path`` atomically (complete file or none)."""
    buf = io.BytesIO()
    torch.save(obj, buf)
    with writing(path), atomic_write(path) as f:
        f.write(buf.getvalue())


def write_json_atomic(path: str, obj) -> None:
    with writing(path):
        _write_json_atomic(path, obj)


def _numpy_globals() -> list:
    """What ``numpy.random.get_state()`` pickles as (the RNG files hold it)."""
    try:
        from numpy._core import multiarray
    except ImportError:  # numpy < 2
        from numpy.core import multiarray
    return [multiarray._reconstruct, np.ndarray, np.dtype, type(np.dtype(np.uint32))]


def load_torch(path: str, what: str, mmap: bool = False):
    """``torch.load(path, weights_only=True)`` of a file the user pointed at (on the CPU; ``mmap``: tensors
    read from the file when touched, for reading a big file's metadata): a file that is not
    one (a pickle of arbitrary objects, which is refused without running it; a truncated or foreign file)
    raises :class:`InputError` naming it; a missing or unreadable file raises the ``OSError``."""
    try:
        # torch warns about a foreign pickle's protocol before refusing it: the one-line error below says it all
        with torch.serialization.safe_globals(_numpy_globals()), warnings.catch_warnings():
            warnings.filterwarnings("ignore", message="Detected pickle protocol", category=UserWarning)
            return torch.load(path, map_location="cpu", weights_only=True, mmap=mmap)
    except pickle.UnpicklingError:
        raise InputError(f"{path}: not a {what}: it holds Python objects that a safe (weights-only) load refuses "
                         f"to run (only load files from a source you trust; an lm4gen {what} holds tensors and plain "
                         "data)") from None
    except (RuntimeError, EOFError, ValueError, UnicodeDecodeError) as e:
        detail = (str(e).strip().splitlines() or [type(e).__name__])[0]
        raise InputError(f"{path}: not a {what}: truncated or not a torch file ({detail[:160]})") from None


def rng_state() -> dict:
    state = {"torch": torch.get_rng_state(), "numpy": np.random.get_state(), "python": random.getstate()}
    if torch.cuda.is_available():
        state["cuda"] = torch.cuda.get_rng_state()
    return state


def set_rng_state(state: dict) -> None:
    torch.set_rng_state(state["torch"])
    np.random.set_state(state["numpy"])
    random.setstate(state["python"])
    if "cuda" in state and torch.cuda.is_available():
        torch.cuda.set_rng_state(state["cuda"])


def fp32_masters(optimizer) -> dict[int, torch.Tensor]:
    """``id(param) -> fp32 master copy`` for the 16-bit optimizers DeepSpeed wraps around ours
    without ZeRO (stage 0 with fp16, or bf16): ``FP16_Optimizer`` (a fused optimizer such as
    apex's FusedAdam: one flat fp32 tensor per group) and ``FP16_UnfusedOptimizer`` (anything
    else: one fp32 tensor per parameter). ``safe_get_full_fp32_param`` knows only ZeRO's and
    the ``BF16_Optimizer``'s masters and returns None for these; their 16-bit model weights
    are the masters rounded. Empty for any other optimizer."""
    from torch._utils import _unflatten_dense_tensors

    masters = {}
    for i, lp_group in enumerate(getattr(optimizer, "fp16_groups", ())):
        if hasattr(optimizer, "fp32_groups_flat"):  # FP16_Optimizer
            hp_group = _unflatten_dense_tensors(optimizer.fp32_groups_flat[i], lp_group)
        elif hasattr(optimizer, "fp32_groups"):  # FP16_UnfusedOptimizer
            hp_group = optimizer.fp32_groups[i]
        else:
            continue
        assert len(hp_group) == len(lp_group)
        for lp, hp in zip(lp_group, hp_group):
            masters[id(lp)] = hp
    return masters


def full_fp32_state_dict(engine, sizes: ParallelSizes) -> dict[str, torch.Tensor]:
    """The plain model's full fp32 weights: the optimizer's fp32 master weights whatever the
    precision and ZeRO stage; a collective: every rank must call it."""
    from deepspeed.utils import safe_get_full_fp32_param

    module = engine.module
    masters = fp32_masters(engine.optimizer)
    named = {}
    for name, p in module.named_parameters():
        full = safe_get_full_fp32_param(p)
        if full is None:
            full = masters.get(id(p))
        if full is None:
            if p.requires_grad and p.dtype in (torch.float16, torch.bfloat16):
                raise RuntimeError(f"no fp32 master weights found for the {p.dtype} parameter {name} "
                                   f"(optimizer {type(engine.optimizer).__name__})")
            full = p.detach()  # fp32 training: the weights are the masters
        named[name] = full.float().cpu()
    for name, b in module.named_buffers():
        named[name] = b.detach().cpu()
    return gather_full(named, sizes)


def save(engine, sizes: ParallelSizes, ckpt_dir: str, step: int, loader_state: dict, extra_state: dict,
         model_config, tokenizer_card: dict | None, dp_rank: int, tp_rank: int, keep_last: int, log) -> str:
    """Write a complete checkpoint of ``step`` (a collective: every rank calls it). Non-finite weights raise
    :class:`NonFiniteWeights` on every rank before any file is written; a failed write raises the ``OSError``
    naming the file and removes the tag's partial files (the complete tags before it stay as they were)."""
    rank = dist.get_rank()
    tag = tag_for(step)
    path = os.path.join(ckpt_dir, tag)
    weights = full_fp32_state_dict(engine, sizes)  # every rank holds the same full weights: each decides alone
    bad = [name for name, t in weights.items() if t.is_floating_point() and not bool(torch.isfinite(t).all())]
    if bad:
        raise NonFiniteWeights(f"the weights not finite ({', '.join(bad[:3])}{', ...' if len(bad) > 3 else ''})")
    if rank == 0 and os.path.exists(path):  # an incomplete or older attempt at the same step
        shutil.rmtree(path)
    dist.barrier()
    try:
        with writing(path), _naming_files(engine):  # DeepSpeed's own files: its torch.save names none that fails
            engine.save_checkpoint(ckpt_dir, tag=tag, client_state={"step": step}, save_latest=False)
        if tp_rank == 0:
            write_json_atomic(os.path.join(path, f"loader-dp{dp_rank:05d}.json"), loader_state)
        save_torch({"rng": rng_state(), **extra_state}, os.path.join(path, f"rng-rank{rank:05d}.pt"))
        if rank == 0:
            save_torch(weights, os.path.join(path, "model_fp32.pt"))
            write_json_atomic(os.path.join(path, "model.json"),
                              model_config if isinstance(model_config, dict) else dataclasses.asdict(model_config))
            write_json_atomic(os.path.join(path, "tokenizer.json"), tokenizer_card or {})
        del weights
        dist.barrier()
        files = file_records(path)
        if rank == 0:
            write_json_atomic(os.path.join(path, COMPLETE), {
                "step": step, "world_size": sizes.world, "tensor_parallel": sizes.tensor,
                "layout": reshard.layout_of(engine, sizes), "files": files})
    except OSError as e:
        inside = not os.path.isdir(path) or \
            os.path.abspath(str(e.filename or "")).startswith(os.path.abspath(path) + os.sep)
        if e.errno == errno.ENOENT and inside and dist.get_world_size() > 1:
            # another rank's failed save removed the tag (or is removing it: a file of ours vanished inside it):
            # its error is the cause, not this one
            e.peer_failure = True
        if not os.path.exists(os.path.join(path, COMPLETE)):
            shutil.rmtree(path, ignore_errors=True)  # free what the failed step took; it was never complete
        newest = complete_tags(ckpt_dir)
        e.add_note(f"checkpoint {tag} not written; " + (f"the newest complete one, {newest[-1][1]}, is untouched "
                                                         "(--resume auto continues from it)" if newest else
                                                         "there is no complete checkpoint yet"))
        raise
    if rank == 0:
        publish(ckpt_dir, path, step, keep_last, log)
    dist.barrier()
    return path


def publish(ckpt_dir: str, path: str, step: int, keep_last: int, log) -> None:
    """After ``complete.json`` of the tag ``path`` (``step``) is written (rank 0): DeepSpeed's ``latest`` names it,
    the complete tags beyond the last ``keep_last`` and the incomplete attempts up to ``step`` are removed."""
    with writing(os.path.join(ckpt_dir, "latest")), atomic_write(os.path.join(ckpt_dir, "latest"), "w") as f:
        f.write(os.path.basename(path))  # DeepSpeed's pointer (its zero_to_fp32.py reads it): only to a complete tag
    for _, old in complete_tags(ckpt_dir)[:-keep_last]:
        shutil.rmtree(old, ignore_errors=True)
    for stale in glob.glob(os.path.join(ckpt_dir, "step*")):  # incomplete attempts (killed runs) up to this step
        m = _TAG.match(os.path.basename(stale))
        if m and int(m.group(1)) <= step and not os.path.exists(os.path.join(stale, COMPLETE)):
            shutil.rmtree(stale, ignore_errors=True)
    log(f"checkpoint {path}")


# what DeepSpeed's own checkpoint files may name besides tensors and plain data (loss scaler, ZeRO enums and
# fragment addresses, ...) and what numpy's RNG state pickles as
_SAFE_GLOBAL_PREFIXES = ("deepspeed.", "numpy.dtype", "numpy.ndarray", "numpy._core.multiarray._reconstruct",
                         "numpy.core.multiarray._reconstruct", "numpy.dtypes.")


def check_pickles(path: str) -> None:
    """Refuse a checkpoint whose ``.pt`` files name other Python objects than DeepSpeed's and numpy's:
    DeepSpeed loads its files with ``weights_only=False``, which would run whatever a pickle asks."""
    for name in sorted(os.listdir(path)):
        if not name.endswith(".pt"):
            continue
        file = os.path.join(path, name)
        try:
            found = torch.serialization.get_unsafe_globals_in_checkpoint(file)
        except (RuntimeError, EOFError, ValueError, pickle.UnpicklingError) as e:
            raise InputError(f"{file}: not a checkpoint file: truncated or not a torch file "
                             f"({(str(e).strip().splitlines() or [type(e).__name__])[0][:160]})") from None
        unsafe = [g for g in found if not g.startswith(_SAFE_GLOBAL_PREFIXES)]
        if unsafe:
            raise InputError(f"{file}: not a checkpoint file: it names Python objects no lm4gen checkpoint holds "
                             f"({', '.join(unsafe[:3])}); refused without loading it (only resume from checkpoints "
                             "you trust)")


# model-card fields that may change between a checkpoint and its resume: how the run generates, and the floats
# (dropouts, an initialisation's std) that neither shape the weights nor choose the objective
_RESUMABLE_CHANGES = ("generation",)
_ABSENT = object()


def _leaves(card, prefix: str) -> dict[str, object]:
    """``{dotted field: value}`` of a model card's non-float leaves (a JSON round trip: tuples are lists)."""
    if isinstance(card, dict):
        out = {}
        for key, value in card.items():
            if key not in _RESUMABLE_CHANGES:  # a seq2seq card's sizes are the config's model fields
                out.update(_leaves(value, prefix if key == "seq2seq" else f"{prefix}.{key}"))
        return out
    return {} if isinstance(card, float) else {prefix: card}


def resume_mismatch(path: str, model_card, tokenizer_card: dict | None) -> str | None:
    """Why the checkpoint ``path`` cannot continue in this run (``field is X here, Y in the checkpoint``: another
    model shape, objective or task, another tokenizer or vocabulary), or None. Reads only the tag's
    ``model.json`` and ``tokenizer.json``; a tag without them (written before they existed) is taken as it is."""
    def text(value) -> str:
        return "absent" if value is _ABSENT else json.dumps(value) if not isinstance(value, str) else value

    saved_tokenizer = os.path.join(path, "tokenizer.json")
    if tokenizer_card and os.path.exists(saved_tokenizer):
        theirs = read_json(saved_tokenizer, "checkpoint tokenizer card")
        for key in ("sha256", "vocab_size"):
            a, b = tokenizer_card.get(key), theirs.get(key)
            if a is not None and b is not None and a != b:
                shown = (lambda v: f"{v[:12]}…") if key == "sha256" else str
                return f"the tokenizer's {key} is {shown(a)} here, {shown(b)} in the checkpoint"
    saved_model = os.path.join(path, "model.json")
    if model_card is not None and os.path.exists(saved_model):
        mine = json.loads(json.dumps(model_card if isinstance(model_card, dict) else dataclasses.asdict(model_card)))
        here, there = _leaves(mine, "model"), _leaves(read_json(saved_model, "checkpoint model card"), "model")
        for field in sorted(here.keys() | there.keys(), key=lambda k: (k.count("."), k)):
            a, b = here.get(field, _ABSENT), there.get(field, _ABSENT)
            if a != b:
                return f"{field} is {text(a)} here, {text(b)} in the checkpoint"
    return None


def check_resumable(path: str, model_card, tokenizer_card: dict | None) -> None:
    """:class:`InputError` in one line when ``path`` cannot continue in this run (:func:`resume_mismatch`); before
    anything is loaded, nothing written."""
    why = resume_mismatch(path, model_card, tokenizer_card)
    if why:
        raise InputError(f"cannot resume {path}: {why} (another output_dir starts a new run; the checkpoint is "
                         "left as it is)")


def load(engine, path: str, dp_rank: int, model_card=None, tokenizer_card: dict | None = None
         ) -> tuple[int, dict, dict]:
    """Restore engine state from ``path``; returns (step, loader state, extra state). With ``model_card`` /
    ``tokenizer_card`` (this run's), a checkpoint of another model, objective or tokenizer is refused first. A
    checkpoint of another layout (data-parallel size, ZeRO stage, precision) is resharded (``lm4gen.core.reshard``):
    rank 0 says so in one line; the loader state is then every rank's, each rank takes its streams; each rank
    continues the RNG state of the saved rank ``rank % saved world`` (not an exact continuation: dropout masks and
    the masked LM's draws differ from the uninterrupted run's)."""
    check_resumable(path, model_card, tokenizer_card)
    check_pickles(path)
    sizes = ParallelSizes(dist.get_world_size(), dist.get_world_size() // engine.dp_world_size)
    current = reshard.layout_of(engine, sizes)
    saved = reshard.saved_layout(path) or current  # a tag written before layouts were recorded: this run's
    changed = reshard.change(saved, current)
    if changed and dist.get_rank() == 0:
        print(changed, flush=True)
    load_path, client = reshard.load_engine(engine, path, saved, current)
    if load_path is None:
        raise ValueError(f"DeepSpeed could not load the checkpoint {path}")
    if changed:
        loader_state = {"ranks": [read_json(os.path.join(path, f"loader-dp{r:05d}.json"), "loader state")
                                  for r in range(saved["dp"])]}
    else:
        loader_state = read_json(os.path.join(path, f"loader-dp{dp_rank:05d}.json"), "loader state")
    saved_world = saved["dp"] * saved["tp"]
    rank_file = os.path.join(path, f"rng-rank{dist.get_rank() % saved_world:05d}.pt")
    if not os.path.exists(rank_file):
        raise ValueError(f"{path} has no {os.path.basename(rank_file)}: written by fewer ranks than its layout "
                         f"({reshard.describe(saved)}) says")
    extra = load_torch(rank_file, "checkpoint's RNG state file")
    set_rng_state(extra.pop("rng"))
    return int(client["step"]), loader_state, extra


WEIGHT_FILES = ("model_fp32.pt", "model.json", "tokenizer.json")


def publish_weights(tag_path: str, target: str, info: dict) -> str:
    """Make ``target`` (a symlink) point to a complete copy of the consolidated model of the
    checkpoint ``tag_path`` plus ``info.json``; returns the copy's directory. Rank 0 only.

    The copy (hard links where the file system allows: checkpoint files are replaced, never
    rewritten, so the links stay valid after the tag is deleted) is built under a hidden
    name, then the symlink is swapped with one ``os.replace``: ``target`` is always absent
    or complete, never half-written, even if the process is killed at any point.
    """
    parent, name = os.path.split(os.path.abspath(target))
    os.makedirs(parent, exist_ok=True)
    copy_dir = tempfile.mkdtemp(prefix=f".{name}-{os.path.basename(tag_path.rstrip('/'))}-", dir=parent)
    os.chmod(copy_dir, 0o755)
    for f in WEIGHT_FILES:
        src, dst = os.path.join(tag_path, f), os.path.join(copy_dir, f)
        try:
            os.link(src, dst)
        except OSError:
            shutil.copy2(src, dst)
    write_json_atomic(os.path.join(copy_dir, "info.json"), info)
    link = os.path.join(parent, f".{name}.link.tmp")
    if os.path.lexists(link):
        os.unlink(link)
    os.symlink(os.path.basename(copy_dir), link)
    if os.path.isdir(target) and not os.path.islink(target):
        raise ValueError(f"{target} is a directory, not a link written by publish_weights; move it away")
    os.replace(link, target)
    # earlier copies, and those of killed attempts
    for old in glob.glob(os.path.join(glob.escape(parent), f".{glob.escape(name)}-*")):
        if os.path.realpath(old) != os.path.realpath(copy_dir):
            shutil.rmtree(old, ignore_errors=True)
    return copy_dir
