"""One set-up for every training task: a :class:`Task` says what differs, :func:`run_task` is the one build -> fit
path every entry point takes (``pretrain/run.py``, ``finetune/train.py``, ``classify/train.py``: each ``main`` is
``return run_task(TheTask(), argv)``).

The path, in order (docs/development.md, "One set-up"):

1. parse (``--config``, ``--set``, ``--ds_config``, ``--resume``, ``--dry-run``) and the task's typed config;
2. the DeepSpeed config (ZeRO stage 3 refused where the task says why), parallel sizes from the launcher's world,
   the config resolved for this machine; :meth:`Task.prepare` — data, tokenizer, model config, the plain model —
   so every user error fails here, before any process group; ``--dry-run`` prints :meth:`Task.dry_run_line`;
3. :class:`~lm4gen.core.runtime.Runtime` (ranks, groups, device, the run lock), :meth:`Task.start` (what needs the
   ranks: state caches, a model built after start-up), then tensor parallelism (``lm4gen.core.parallel``),
   activation checkpointing where the train section asks, the kernels;
4. :meth:`Task.optimizer` (optimizer and schedule), the DeepSpeed engine, the replica's seed;
5. :meth:`Task.parts` — objective, loaders, validation, the model card — then the checkpointer, resume, metrics,
   ``config.json``, the task's start-up line (:meth:`Task.summary`), the :class:`FitPlan` from the train section;
6. :func:`~lm4gen.core.trainer.fit`, :meth:`Task.finish`.
"""

from __future__ import annotations

import dataclasses
import os
import sys
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Callable

import torch
from torch import nn

from lm4gen.core.checkpoint import find_resume
from lm4gen.core.cli import assignments, training_parser
from lm4gen.core.launch_env import launcher_world_size
from lm4gen.core.engine import apply_activation_checkpointing, build_engine, load_ds_config, resolve_ds_config
from lm4gen.core.files import write_json_atomic
from lm4gen.core.kernels import apply_kernels, describe
from lm4gen.core.metrics import Metrics
from lm4gen.core.parallel import ParallelSizes, parallelize
from lm4gen.core.reshard import accumulation_for, saved_layout
from lm4gen.core.preempt import StopSignal
from lm4gen.core.runtime import Runtime
from lm4gen.core.trainer import Checkpointer, FitPlan, Validation, fit


@dataclass
class Parts:
    """What a task trains with, made once the engine exists (:meth:`Task.parts`)."""

    objective: Callable  # objective(engine, batch) -> (loss, metrics)
    loader: Any  # the training loader: (dp_rank, dp_size), resumable (state_dict / load_state_dict)
    validation: Validation | None  # what a validation measures (None: none)
    model_card: dict  # model.json of every checkpoint (what rebuilds the model)
    tokenizer_card: dict | None  # tokenizer.json of every checkpoint
    task_state: Callable[[], dict] = dict  # extra state in each checkpoint (e.g. a masking generator)
    restore: Callable[[dict], None] = lambda state: None  # puts task_state back on resume
    extras: tuple[str, ...] = ()  # objective metrics logged besides the loss
    plan: dict = field(default_factory=dict)  # FitPlan fields beyond the train section's (MFU, save after validation)
    config_json: dict = field(default_factory=dict)  # keys of config.json beyond run, deepspeed and world_size
    wrap: Callable | None = None  # wrap(objective, engine, checkpointer) -> objective (a memory trace)
    on_resume: Callable | None = None  # on_resume(state): the train state the validation reads
    # periodic saves keep only the sharded state, written in the background (lm4gen.core.checkpoint_writer): for a
    # task whose tags are read through lm4gen export (pretraining); fine-tuning averages and decodes its tags'
    # model_fp32.pt, so its periodic saves stay consolidated
    sharded_saves: bool = False


class Task(ABC):
    """What differs between training tasks. A task's config has the sections ``train`` (with ``seed``,
    ``kernels``, ``keep_last`` and the :class:`FitPlan` fields it supports), ``optim`` (``clip_norm``),
    ``parallel`` (``tensor``) and ``output_dir``."""

    name = "task"  # the log tag: [name] ...
    script = ""  # the entry point as users launch it (its --help names it)
    doc = ""  # the entry point's --help text
    config_help = "run config YAML"
    config_default: str | None = None  # the config read without --config (None: the fields' defaults)
    ds_help = "DeepSpeed JSON config (ZeRO stage, fp16/bf16)"
    zero3_refusal: str | None = None  # why ZeRO stage 3 is refused (None: supported)
    checkpoint_block: type[nn.Module] | None = None  # the layer train.activation_checkpointing recomputes

    @abstractmethod
    def load_config(self, path: str | None, sets: list[str]):
        """The validated typed config."""

    @abstractmethod
    def micro_batch(self, cfg) -> int:
        """Micro-batch size for the DeepSpeed config (sequences or sentences per rank and step)."""

    def check_ds(self, cfg, ds: dict) -> None:
        """Refuse a DeepSpeed config this run cannot use (after resolving)."""

    @abstractmethod
    def prepare(self, cfg, sizes: ParallelSizes, dry_run: bool) -> Any:
        """Before any process group: data, tokenizer, model config, the plain model; sizes checked."""

    @abstractmethod
    def dry_run_line(self, cfg, prepared, sizes: ParallelSizes, ds: dict, ds_path: str) -> str:
        """``--dry-run``'s one line: the model's parameter counts, the data, the parallel sizes."""

    def start(self, cfg, prepared, runtime: Runtime) -> nn.Module:
        """After start-up, before tensor parallelism: the plain model to parallelize."""
        return prepared.model

    @abstractmethod
    def optimizer(self, cfg, model: nn.Module, fused: bool, prepared, runtime: Runtime) -> tuple[Any, Any]:
        """(optimizer, learning-rate scheduler) for the parallelized model."""

    @abstractmethod
    def parts(self, cfg, prepared, engine, runtime: Runtime) -> Parts:
        """Objective, loaders, validation and model card, once the engine exists."""

    @abstractmethod
    def summary(self, cfg, prepared, parts: Parts, runtime: Runtime, ds: dict) -> str:
        """The start-up line: what trains, on what, for how long."""

    def best_metric(self, cfg) -> tuple[str, int] | None:
        """(the validation metric that chooses ``best``, decimals to print) for the last line; None: no ``best``."""
        return None

    def finish(self, cfg, prepared, state, metrics: Metrics, runtime: Runtime) -> None:
        """After the loop: by default the best validation's line (see :meth:`best_metric`)."""
        best = self.best_metric(cfg)
        if best is not None:
            name, digits = best
            runtime.log(f"done at step {state.step}: best valid {name} "
                        + (f"{state.best:.{digits}f} at step {state.best_step}" if state.best is not None else "n/a"))


def zero_stage(ds: dict) -> int:
    return ds.get("zero_optimization", {}).get("stage", 0)


def resumed_layout(ckpt_dir: str, resume: str) -> dict | None:
    """The layout of the checkpoint ``--resume`` names (the newest complete one for ``auto``), read before any
    process group; None without one (the resume itself says what is wrong with a bad one)."""
    try:
        path = find_resume(ckpt_dir, resume)
    except ValueError:
        return None
    return saved_layout(path) if path else None


def with_sample_digest(objective, loader, device):
    """``objective`` whose metrics also hold ``sample_digest``: the loader's digest of the batch (its mean over the
    updates since the last record, over every data-parallel rank, is in metrics.jsonl: the same numbers mean the
    same samples, whatever the ranks that read them)."""
    def digested(engine, batch):
        loss, metrics = objective(engine, batch)
        return loss, {**metrics, "sample_digest": torch.tensor(float(loader.batch_digest), dtype=torch.float64,
                                                               device=device)}

    return digested


def run_task(task: Task, argv=None) -> int:
    """Build the task's run from the command line and train it; the exit code of :func:`fit`."""
    prog = sys.argv[0] if sys.argv and sys.argv[0].startswith("lm4gen ") else task.script  # `lm4gen pretrain --help`
    args = training_parser(prog, task.doc, task.config_help, task.config_default, task.ds_help).parse_args(argv)
    # --- everything that can be wrong with the user's input fails here, before any process group
    cfg = task.load_config(args.config, assignments(args))
    ds = load_ds_config(args.ds_config)
    if zero_stage(ds) == 3 and task.zero3_refusal:
        raise ValueError(f"--ds_config {args.ds_config}: {task.zero3_refusal}")
    # srun / mpiexec set no WORLD_SIZE before start-up
    sizes = ParallelSizes(launcher_world_size(), cfg.parallel.tensor)
    notes = []  # what resolving the DeepSpeed config for this machine has to say (rank 0 says it after start-up)
    train = cfg.train
    if hasattr(train, "grad_accum"):  # a resume on another data-parallel size keeps the run's global batch
        train.grad_accum = accumulation_for(resumed_layout(os.path.join(cfg.output_dir, "checkpoints"), args.resume),
                                            sizes.data, train.grad_accum)
    ds = resolve_ds_config(ds, task.micro_batch(cfg), getattr(train, "grad_accum", 1), sizes.data, cfg.optim.clip_norm,
                           torch.cuda.is_available(), notes.append, getattr(train, "half_on_cpu", False), sizes.tensor)
    task.check_ds(cfg, ds)
    # From here on SIGTERM/SIGUSR1 (a preemption, a job's time limit, a grid's deadline) ask for a checkpoint after the
    # first step instead of killing the set-up (data, model, the DeepSpeed engine and its op build, the resume): a rank
    # killed there exited of the signal, not EXIT_PREEMPTED, so its job was not requeued.
    stop = StopSignal()
    prepared = task.prepare(cfg, sizes, args.dry_run)
    if args.dry_run:
        print(f"[{task.name}] {task.dry_run_line(cfg, prepared, sizes, ds, args.ds_config)}")
        return 0

    runtime = Runtime.start(cfg.parallel.tensor, tag=task.name, output_dir=cfg.output_dir)
    for note in notes:
        runtime.log(note)
    model = parallelize(task.start(cfg, prepared, runtime), runtime.sizes)  # each rank keeps its shards
    if getattr(train, "activation_checkpointing", False):
        apply_activation_checkpointing(model, task.checkpoint_block)
    fused = apply_kernels(model, train.kernels, runtime.device)
    optimizer, scheduler = task.optimizer(cfg, model, fused, prepared, runtime)
    runtime.log(describe(train.kernels, runtime.device, model, optimizer))
    engine, optimizer, scheduler = build_engine(model, optimizer, scheduler, ds, runtime.sizes)
    runtime.seed_replica(train.seed)

    parts = task.parts(cfg, prepared, engine, runtime)
    checkpointer = Checkpointer(engine, runtime, os.path.join(cfg.output_dir, "checkpoints"), parts.loader,
                                parts.model_card, parts.tokenizer_card, train.keep_last, runtime.log,
                                task_state=parts.task_state, restore=parts.restore, sharded_saves=parts.sharded_saves)
    state = checkpointer.resume(args.resume)
    if parts.on_resume is not None:
        parts.on_resume(state)
    metrics = Metrics(cfg.output_dir, runtime.is_main, state.step)
    if runtime.is_main:
        write_json_atomic(os.path.join(cfg.output_dir, "config.json"),
                          {"run": dataclasses.asdict(cfg), "deepspeed": ds, "world_size": runtime.world,
                           **parts.config_json})
    runtime.log(task.summary(cfg, prepared, parts, runtime, ds))
    plan = FitPlan.from_section(train, **parts.plan)
    objective = parts.wrap(parts.objective, engine, checkpointer) if parts.wrap else parts.objective
    extras = parts.extras
    if hasattr(parts.loader, "batch_digest"):
        objective, extras = with_sample_digest(objective, parts.loader, runtime.device), (*extras, "sample_digest")
    code = fit(engine, objective, parts.loader, plan, state, checkpointer, metrics, runtime, parts.validation,
               extras=extras, log=runtime.log, stop=stop)
    task.finish(cfg, prepared, state, metrics, runtime)
    metrics.close()
    runtime.stop()
    return code
