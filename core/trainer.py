"""The one training loop of lm4gen (pretraining, fine-tuning, classification) and its small parts.

    state = checkpointer.resume(args.resume)          # TrainState; engine, loader and RNG restored
    fit(engine, objective, loader, plan, checkpointer, metrics, validation)

:func:`fit` runs updates of ``plan.grad_accum`` micro-batches until a limit is
reached (steps, epochs, wall time, patience) or every rank agreed to stop on a
signal (:class:`lm4gen.core.preempt.StopSignal`). Its loop (:class:`TrainingLoop`) is a
few named steps — ``train_step``, ``log_record``, ``maybe_validate``, ``maybe_save``,
``stop_reason`` and ``on_divergence`` — whose decisions come from :class:`FitPlan`. The
parts it is made of are plain objects, each tested on its own (tests/unit/test_trainer.py):

* :class:`FitPlan` — when to log, validate, save and stop (from a run config);
* :class:`TrainState` — what the loop carries across a resume (step, validations
  done, best score, patience, time used);
* :class:`MetricsSinceLog` — the metrics of the updates since the last log line, kept on
  the device (no host synchronisation per step) and reduced over data parallel;
* :class:`Clock` — wall time in the loop, summed over resumes (``max_minutes``);
* :class:`EarlyStopping` — the best validation score and patience;
* :class:`Validation` — what a task measures on its validation data;
* :class:`Checkpointer` — complete checkpoints (engine, loader, RNG, ``TrainState``
  and the task's own state), exact resume, and the rewind after a divergence;
* :class:`Divergence` — whether an update's loss or gradient norm was non-finite (or fp16's
  loss scale is stuck at its minimum), agreed on by the ranks in the stop signal's all-reduce:
  the run stops (:data:`EXIT_DIVERGED`) or rewinds (``FitPlan.on_divergence``); a checkpoint of
  non-finite weights is never written (:class:`lm4gen.core.checkpoint.NonFiniteWeights`).

The objective is ``objective(engine, batch) -> (loss, metrics)`` with detached
``metrics["loss"]`` and ``metrics["nll"]`` (per target token) and ``metrics["ntokens"]``;
any other metric (e.g. ``nsp_loss``) is averaged over micro-batches and logged.
"""

from __future__ import annotations

import dataclasses
import math
import os
import sys
import time
from dataclasses import dataclass
from typing import Callable, Iterator

import torch
import torch.distributed as dist

from lm4gen.core.files import InputError
from lm4gen.core.preempt import StopSignal
from lm4gen.core.watchdog import StepWatchdog
from lm4gen.core import checkpoint as ckpt
from lm4gen.core import checkpoint_writer as ckpt_writer
from lm4gen.core import reshard
from lm4gen.core.engine import loss_scale, min_loss_scale
from lm4gen.core.metrics import Metrics, perplexity, progress_line
from lm4gen.core.collectives import all_reduce_host
from lm4gen.core.host import release_freed_memory
from lm4gen.core.parallel import data_parallel_group

EXIT_DIVERGED = 3  # the loss, gradient norm or weights turned non-finite and the run stopped (no rewind left)
ON_DIVERGENCE = ("stop", "rewind")


@dataclass
class FitPlan:
    """When the loop logs, validates, saves and stops."""

    max_steps: int = 0  # optimizer updates at most (0 = no limit)
    max_epochs: int = 0  # passes over the training data at most (0 = no limit); an epoch end validates
    grad_accum: int = 1  # micro-batches per update
    log_every: int = 10  # updates between progress lines / metrics records
    eval_every: int = 0  # updates between validations (0 = at the end, and at epoch ends with max_epochs)
    save_every: int = 0  # updates between extra checkpoints (0 = only at the end / after validations)
    save_after_validation: bool = False  # a checkpoint after every validation (fine-tuning: `best` needs one)
    max_minutes: float = 0.0  # wall time in the loop, summed over resumes (0 = no limit): validate, save, stop
    flops_per_token: float = 0.0  # the whole model's training FLOPs per token, for MFU (0 = no MFU)
    peak_flops: float | None = None  # per-rank peak FLOP/s (None = no MFU)
    on_divergence: str = "stop"  # a non-finite loss / grad norm / weights: stop (exit EXIT_DIVERGED) | rewind
    max_rewinds: int = 3  # rewinds in a run at most; one more divergence stops it
    rewind_lr_scale: float = 1.0  # each rewind multiplies the learning rate by this
    fp16_stuck_updates: int = 20  # fp16: overflow-skipped updates in a row at the minimum loss scale = divergence

    @classmethod
    def from_section(cls, section, **fields_) -> "FitPlan":
        """The plan a config's train section sets (each FitPlan field the section has), then ``fields_``."""
        names = {f.name for f in dataclasses.fields(cls)}
        values = {f.name: getattr(section, f.name) for f in dataclasses.fields(section) if f.name in names}
        return cls(**{**values, **fields_})

    def __post_init__(self):
        if not (self.max_steps or self.max_epochs or self.max_minutes):
            raise ValueError("FitPlan: no limit (max_steps, max_epochs or max_minutes) would never end")
        if self.on_divergence not in ON_DIVERGENCE:
            raise ValueError(f"FitPlan: on_divergence must be stop or rewind (got {self.on_divergence!r})")

    def is_last(self, step: int) -> bool:
        return bool(self.max_steps) and step >= self.max_steps

    def log_due(self, step: int, epoch_end: bool) -> bool:
        return step % self.log_every == 0 or self.is_last(step) or (epoch_end and bool(self.max_epochs))

    def validation_due(self, step: int, epoch_end: bool, time_up: bool) -> bool:
        return (bool(self.eval_every) and step % self.eval_every == 0) or self.is_last(step) or time_up \
            or (epoch_end and bool(self.max_epochs))

    def save_due(self, step: int) -> bool:
        return (bool(self.save_every) and step % self.save_every == 0) or self.is_last(step)


@dataclass
class TrainState:
    """What the loop carries across a resume (the engine, loader and RNG states ride beside it)."""

    step: int = 0  # optimizer updates done
    epochs_validated: int = 0  # epoch ends that have been validated
    best: float | None = None  # best validation score so far (EarlyStopping.select)
    best_step: int | None = None  # the step that reached it
    validations_without_gain: int = 0  # validations in a row without improvement (patience counts them)
    loop_seconds: float = 0.0  # wall time spent in the loop, over all resumes
    rewinds: int = 0  # rewinds after a divergence (FitPlan.on_divergence = rewind)
    lr_scale: float = 1.0  # the learning rate's factor from those rewinds (rewind_lr_scale ** rewinds)

    @classmethod
    def from_saved(cls, saved: dict) -> "TrainState":
        """The state a checkpoint's ``train_state`` holds (fields this version does not know are ignored; the
        patience count of checkpoints that called it ``bad`` is kept)."""
        saved = dict(saved)
        if "bad" in saved:
            saved.setdefault("validations_without_gain", saved.pop("bad"))
        known = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in saved.items() if k in known})


class MetricsSinceLog:
    """Sums of the updates since the last record, on the device: loss and NLL weighted by target
    tokens, the tokens, the updates, and each extra metric's sum and count."""

    def __init__(self, device, extras: tuple[str, ...] = ()):
        self.extras = extras
        self.sums = torch.zeros(4 + 2 * len(extras), dtype=torch.float64, device=device)
        self.started = time.time()

    def add(self, metrics: dict) -> None:
        n = metrics["ntokens"].detach().double()
        loss, nll = metrics["loss"].detach().double(), metrics["nll"].detach().double()
        self.sums[:3] += torch.stack([loss * n, nll * n, n])
        for i, name in enumerate(self.extras):
            if name in metrics:
                self.sums[4 + 2 * i:6 + 2 * i] += torch.stack([metrics[name].detach().double(), torch.ones_like(n)])

    def update_done(self) -> None:
        self.sums[3] += 1

    def record(self, group=None) -> dict:
        """The window's means over every data-parallel rank (a collective); then it starts again."""
        all_reduce_host(self.sums, group=group)
        values = self.sums.tolist()
        elapsed, self.started = time.time() - self.started, time.time()
        loss, nll = (v / max(values[2], 1.0) for v in values[:2])
        out = {"loss": loss, "nll": nll, "ppl": perplexity(nll), "tokens_per_s": values[2] / max(elapsed, 1e-9)}
        for i, name in enumerate(self.extras):
            if values[5 + 2 * i] > 0:
                out[name] = values[4 + 2 * i] / values[5 + 2 * i]
        self.sums.zero_()
        return out

    def restart_clock(self) -> None:
        """Leave validation time out of the next record's throughput."""
        self.started = time.time()


class Divergence:
    """What was non-finite in this rank's last update; :meth:`flags` feeds the stop signal's all-reduce, so the
    ranks agree on it without a collective of its own.

    fp32 / bf16: a non-finite loss (any micro-batch) or gradient norm. fp16: an overflow is the loss scaler's
    business (the update is skipped and the scale halved; :attr:`skipped` counts them for the log) until the
    scale sits at its minimum for ``stuck_updates`` overflowing updates in a row."""

    KINDS = ("the loss", "the gradient norm", "fp16's loss scale (overflow at the minimum scale)")

    def __init__(self, engine, device, stuck_updates: int):
        self.fp16 = bool(getattr(engine, "fp16_enabled", lambda: False)())
        self.bad_loss = torch.zeros((), dtype=torch.bool, device=device)
        self.stuck_updates, self.stuck, self.skipped = stuck_updates, 0, 0

    def add(self, loss: torch.Tensor) -> None:
        """A micro-batch's loss (on the device: read once per update, in :meth:`flags`)."""
        self.bad_loss |= ~torch.isfinite(loss.detach()).all()

    def flags(self, engine) -> tuple[bool, bool, bool]:
        """(non-finite loss, non-finite gradient norm, fp16 stuck) for the update just done."""
        bad_loss = bool(self.bad_loss)
        self.bad_loss.zero_()
        if self.fp16:
            optimizer = engine.optimizer
            overflow = bool(getattr(optimizer, "overflow", False))
            self.skipped += overflow
            at_min = loss_scale(optimizer) <= min_loss_scale(optimizer)
            self.stuck = self.stuck + 1 if overflow and at_min else 0
            return False, False, self.stuck >= self.stuck_updates
        norm = engine.get_global_grad_norm()
        return bad_loss, norm is not None and not math.isfinite(float(norm)), False

    @classmethod
    def describe(cls, flags) -> str:
        return " and ".join(kind for kind, not_finite in zip(cls.KINDS, flags) if not_finite) + " not finite"


class Clock:
    """Wall time in the loop (training and validation), kept in ``state.loop_seconds`` across resumes."""

    def __init__(self, state: TrainState, max_minutes: float):
        self.state, self.limit = state, max_minutes * 60
        self.last = time.time()

    def tick(self) -> None:
        now = time.time()
        self.state.loop_seconds += now - self.last
        self.last = now

    def time_is_up(self) -> bool:
        return bool(self.limit) and self.state.loop_seconds >= self.limit


@dataclass
class EarlyStopping:
    """The best validation score (``record["valid_" + select]``) and patience (0 = never stop)."""

    select: str = "loss"
    higher_is_better: bool = False
    patience: int = 0

    def update(self, state: TrainState, record: dict) -> bool:
        """Update best / patience from a validation record; True when it improved."""
        value = record[f"valid_{self.select}"]
        improved = state.best is None or (value > state.best if self.higher_is_better else value < state.best)
        if improved:
            state.best, state.best_step, state.validations_without_gain = value, state.step, 0
        else:
            state.validations_without_gain += 1
        return improved

    def exhausted(self, state: TrainState) -> bool:
        return bool(self.patience) and state.validations_without_gain >= self.patience


@dataclass
class Validation:
    """A task's validation: ``run(engine) -> {"valid_loss": ..., "valid_<metric>": ...}`` (the same dict on
    every rank), the line it shows, and how it chooses the best checkpoint."""

    run: Callable[[object], dict]
    stopping: EarlyStopping = dataclasses.field(default_factory=EarlyStopping)
    publish_best: bool = False  # keep checkpoints/best (a complete copy of the best validation's weights)

    def line(self, record: dict, improved: bool) -> str:
        """``step N [| epoch E] | valid loss L | <metric> V | ... [| best]``."""
        parts = [f"step {record['step']:>7}"] + ([f"epoch {record['epoch']}"] if "epoch" in record else [])
        parts.append(f"valid loss {record['valid_loss']:.4f}")
        parts += [f"valid {k[6:]} {v:.2f}" for k, v in record.items()
                  if k.startswith("valid_") and k != "valid_loss" and isinstance(v, float)]
        return " | ".join(parts + (["best"] if improved and self.publish_best else []))


class Checkpointer:
    """Complete checkpoints of a run: the engine (DeepSpeed), each data-parallel rank's loader position,
    each rank's RNG, the :class:`TrainState` and the task's own state (``task_state()`` -> dict, given back
    to ``restore(dict)`` on resume, e.g. the masking generator)."""

    def __init__(self, engine, runtime, ckpt_dir: str, loader, model_card, tokenizer_card: dict | None,
                 keep_last: int, log, task_state: Callable[[], dict] = dict,
                 restore: Callable[[dict], None] = lambda s: None, sharded_saves: bool = False):
        self.engine, self.runtime, self.dir, self.loader = engine, runtime, ckpt_dir, loader
        self.model_card, self.tokenizer_card, self.keep_last, self.log = model_card, tokenizer_card, keep_last, log
        self.task_state, self.restore, self.sharded_saves = task_state, restore, sharded_saves
        self.pending = None  # a periodic save whose writers are still at work (lm4gen.core.checkpoint_writer)

    def save_periodic(self, state: TrainState) -> str:
        """A save neither at the end of the run nor after a validation (a collective): with ``sharded_saves`` and
        where the layout allows (:func:`lm4gen.core.checkpoint_writer.shardable`), only the sharded state, written
        in the background and published by the next save or :meth:`settle`; else :meth:`save`. The tag's path
        (complete once published)."""
        r = self.runtime
        if not (self.sharded_saves and ckpt_writer.shardable(reshard.layout_of(self.engine, r.sizes))):
            return self.save(state)
        self.settle()
        self.pending = ckpt_writer.begin(self.engine, r.sizes, self.dir, state.step, self.loader.state_dict(),
                                         {"train_state": dataclasses.asdict(state), **self.task_state()},
                                         self.model_card, self.tokenizer_card, r.dp_rank, r.tp_rank)
        return self.pending.path

    def save(self, state: TrainState) -> str:
        """A complete checkpoint of ``state`` with the consolidated ``model_fp32.pt`` (a collective), training
        waiting; a periodic save in flight is published first."""
        r = self.runtime
        self.settle()
        path = ckpt.save(self.engine, r.sizes, self.dir, state.step, self.loader.state_dict(),
                         {"train_state": dataclasses.asdict(state), **self.task_state()}, self.model_card,
                         self.tokenizer_card, r.dp_rank, r.tp_rank, self.keep_last, self.log)
        release_freed_memory()  # the consolidated fp32 copy is a one-off peak
        return path

    def settle(self) -> str | None:
        """Publish the periodic save in flight, once every rank's writer is done (a collective); its path or None.
        A writer that failed or hung raises its one-line ``OSError``."""
        pending, self.pending = self.pending, None
        if pending is None:
            return None
        # the shard's host copy is freed, not trimmed (lm4gen.core.host): the next periodic save reuses its pages
        return ckpt_writer.settle(pending, self.dir, self.keep_last, self.log)

    def publish_best(self, path: str, state: TrainState, select: str, record: dict) -> None:
        if self.runtime.rank == 0:
            ckpt.publish_weights(path, os.path.join(self.dir, "best"), {"step": state.step, "metric": select,
                                                                         "value": state.best, "record": record})
        dist.barrier()

    def resume(self, resume: str) -> TrainState:
        """Restore from ``resume`` (auto / none / a directory) when there is something to resume from; ``auto``
        takes the newest *intact* complete checkpoint (each file's size and sha256 as ``complete.json`` records
        them), saying which newer one it passed over and why."""
        path = ckpt.choose_resume(self.dir, resume, self.log)
        if not path:
            return TrainState()
        state = self._load(path, restore_loader=True)
        self.log(f"resumed from {path} at step {state.step}")
        return state

    def _load(self, path: str, restore_loader: bool) -> TrainState:
        step, loader_state, extra = ckpt.load(self.engine, path, self.runtime.dp_rank, self.model_card,
                                              self.tokenizer_card)
        if restore_loader:
            self.loader.load_state_dict(loader_state)
        state = TrainState.from_saved(extra.pop("train_state", {}))
        state.step = step
        self.restore(extra)
        return state

    def rewind(self, state: TrainState, lr_scale: float) -> str | None:
        """Back to the newest intact complete checkpoint after a divergence (a collective), the loader left where
        it is: the batches since that checkpoint are skipped. ``state`` takes the checkpoint's step, best score
        and patience; it keeps its time, epochs and rewinds (+1). Each rewind multiplies the learning rate by
        ``lr_scale``. Returns the checkpoint, or None when there is none."""
        self.settle()
        path = ckpt.choose_resume(self.dir, "auto", self.log)
        if path is None:
            return None
        back = self._load(path, restore_loader=False)
        for name in ("step", "best", "best_step", "validations_without_gain"):
            setattr(state, name, getattr(back, name))
        state.rewinds += 1
        wanted = state.lr_scale * lr_scale
        scale_learning_rate(self.engine.lr_scheduler, wanted / back.lr_scale)  # the checkpoint's schedule had its own
        state.lr_scale = wanted
        return path


def scale_learning_rate(scheduler, factor: float) -> None:
    """Multiply a LambdaLR's base rates (its state, saved in checkpoints) and the optimizer's current rates."""
    if factor == 1.0:
        return
    scheduler.base_lrs = [lr * factor for lr in scheduler.base_lrs]
    for group in scheduler.optimizer.param_groups:
        group["lr"] *= factor
        if "initial_lr" in group:
            group["initial_lr"] *= factor


def to_device(batch: dict, device) -> dict:
    """The batch's tensors on ``device`` (nested dicts too: a multitask batch holds one batch per task)."""
    return {k: v.to(device) if torch.is_tensor(v) else to_device(v, device) if isinstance(v, dict) else v
            for k, v in batch.items()}


def _epochs_done(loader) -> int:
    """Epochs completed, counting an epoch whose last batch was just taken."""
    return loader.epoch + (loader.batches_done == len(loader))


def endless(loader) -> Iterator:
    """The loader's batches epoch after epoch; an epoch without a batch is an error (it would spin forever:
    a training set too small for the number of data-parallel ranks and the batch size). A pass that starts with
    batches already done (a resume from a checkpoint saved after an epoch's last batch: the loader closes that
    epoch when asked for the next batch) may yield none: the next pass starts the following epoch."""
    while True:
        empty, resumed = True, getattr(loader, "batches_done", 0) > 0
        for batch in loader:
            empty = False
            yield batch
        if empty and not resumed:
            where = getattr(loader, "spec", loader)  # a StreamLoader's rank and size live in its spec
            raise InputError(f"the training data gives this rank no batch in an epoch (data-parallel rank "
                             f"{getattr(where, 'dp_rank', '?')} of {getattr(where, 'dp_size', '?')}): use more data, "
                             "smaller batches or fewer ranks")


def fit(engine, objective, loader, plan: FitPlan, state: TrainState, checkpointer: Checkpointer, metrics: Metrics,
        runtime, validation: Validation | None = None, extras: tuple[str, ...] = (), log=print,
        stop: StopSignal | None = None) -> int:
    """Train until a limit or a stop signal; returns 0, EXIT_PREEMPTED when stopped by a signal (EXIT_INTERRUPTED
    by Ctrl-C: :attr:`StopSignal.exit_code`), or EXIT_DIVERGED
    when the training diverged and ``plan.on_divergence`` had no rewind left (one ``error:`` line from rank 0).
    ``stop``: the caller's :class:`StopSignal`, installed before its set-up (a signal received then stops the run
    before its first step, EXIT_PREEMPTED); by default one installed now."""
    return TrainingLoop(engine, objective, loader, plan, state, checkpointer, metrics, runtime, validation, extras,
                        log, stop or StopSignal()).run()


class TrainingLoop:
    """One :func:`fit`: the loop's parts and the steps it is made of. Each update is :meth:`train_step`, then the
    plan's decisions: :meth:`log` (``FitPlan.log_due``), one all-reduce agreeing on stopping and divergence,
    :meth:`maybe_validate` (``FitPlan.validation_due``), :meth:`maybe_save` (``FitPlan.save_due``),
    :meth:`stop_reason`; a diverged update goes to :meth:`on_divergence` (rewind or stop)."""

    def __init__(self, engine, objective, loader, plan: FitPlan, state: TrainState, checkpointer: Checkpointer,
                 metrics: Metrics, runtime, validation: Validation | None, extras: tuple[str, ...], log,
                 stop: StopSignal):
        self.engine, self.objective, self.loader, self.plan, self.state = engine, objective, loader, plan, state
        self.checkpointer, self.metrics, self.runtime, self.validation = checkpointer, metrics, runtime, validation
        self.log, self.stop = log, stop
        self.group = data_parallel_group()
        self.clock, self.window = Clock(state, plan.max_minutes), MetricsSinceLog(runtime.device, extras)
        self.watchdog = StepWatchdog(getattr(runtime, "rank", 0))  # a step far slower than the median: one line
        self.divergence = Divergence(engine, runtime.device, plan.fp16_stuck_updates)
        self.batches = endless(loader)

    def run(self) -> int:
        """Updates until a limit, a stop signal or a divergence without a rewind left; the exit code."""
        # a resumed run may have used its time: decided by all ranks together (each rank's clock differs a little,
        # and a rank that stopped alone would leave the others waiting in a collective)
        stopping, time_up = self.stop.agreed_with(self.clock.time_is_up())
        if stopping:  # asked during the set-up: nothing trained since the checkpoint it resumed from (or none)
            self.log(f"stopping before step {self.state.step + 1} {self.stop.describe()}, received during the set-up "
                     "(nothing new to save: a rerun resumes from the same point)")
            return self.stop.exit_code
        while not self.nothing_left(time_up):
            epoch_end, flags = self.train_step()
            if self.plan.log_due(self.state.step, epoch_end):
                self.log_record()
            self.clock.tick()
            stopping, time_up, *diverged = self.stop.agreed_with(self.clock.time_is_up(), *flags)  # one all-reduce
            what = Divergence.describe(diverged) if any(diverged) else None
            path, exhausted = None, False
            if what is None:
                try:
                    path, exhausted = self.maybe_validate(epoch_end, time_up)
                    path = path or self.maybe_save(stopping or time_up or exhausted)
                except ckpt.NonFiniteWeights as e:  # every rank raises it (each checks the same full weights)
                    what = str(e)
            if what is not None:
                code = self.on_divergence(what)
                if code is None:  # rewound
                    continue
                _settle(self.checkpointer)  # the periodic save before the divergence is a complete one
                return code
            reason = self.stop_reason(stopping, time_up, exhausted, path)
            if reason is not None:
                self.log(reason)
                break
        _settle(self.checkpointer)  # a periodic save still in flight (a run that ends without a save of its own)
        return self.stop.exit_code if stopping else 0

    def nothing_left(self, time_up: bool) -> bool:
        """Whether the run is done before its next update (a resumed run may be: steps, epochs, time, patience)."""
        plan, state, validation = self.plan, self.state, self.validation
        done = plan.is_last(state.step) or (plan.max_epochs and state.epochs_validated >= plan.max_epochs)
        if time_up:
            self.log(f"time limit: {state.loop_seconds / 60:.1f} minutes already used >= max_minutes "
                     f"{plan.max_minutes:g} (nothing to do)")
        return bool(done or time_up or (validation and validation.stopping.exhausted(state)))

    def train_step(self) -> tuple[bool, tuple[bool, bool, bool]]:
        """One update of ``plan.grad_accum`` micro-batches; (whether it ended an epoch, its divergence flags)."""
        engine, device = self.engine, self.runtime.device
        for _ in range(self.plan.grad_accum):
            loss, m = self.objective(engine, to_device(next(self.batches), device))
            engine.backward(loss)
            engine.step()
            self.window.add(m)
            self.divergence.add(loss)
        self.state.step += 1
        self.watchdog.step_done(self.state.step)
        self.window.update_done()
        flags = self.divergence.flags(engine)  # before the record: an fp16 overflow counts in its own update's
        return _epochs_done(self.loader) > self.state.epochs_validated, flags

    def log_record(self) -> None:
        """The metrics since the last record (a collective over data parallel), with MFU where a peak is known."""
        engine, loader, divergence = self.engine, self.loader, self.divergence
        record = {"step": self.state.step, **self.window.record(self.group), "lr": engine.get_lr()[0],
                  "loss_scale": loss_scale(engine.optimizer), "grad_norm": _grad_norm(engine),
                  "epoch": loader.epoch + loader.batches_done / max(1, len(loader))}
        if divergence.fp16:  # overflow-skipped updates since the last record (normal with a dynamic loss scale)
            record["overflow_skips"], divergence.skipped = divergence.skipped, 0
        if self.plan.peak_flops:
            record["mfu"] = model_flops_utilization(record["tokens_per_s"], self.plan.flops_per_token,
                                                    self.plan.peak_flops, self.runtime.world)
        self.metrics.log(record, progress_line(record))

    def maybe_validate(self, epoch_end: bool, time_up: bool) -> tuple[str | None, bool]:
        """Validate when the plan says so, and save after it where the task wants a checkpoint per validation
        (``best`` needs one); (that checkpoint or None, whether patience ran out)."""
        plan, state, validation = self.plan, self.state, self.validation
        if epoch_end:
            state.epochs_validated = _epochs_done(self.loader)
        if validation is None or not plan.validation_due(state.step, epoch_end, time_up):
            return None, False
        record = {"step": state.step, **({"epoch": state.epochs_validated} if plan.max_epochs else {}),
                  **validation.run(self.engine)}
        improved = validation.stopping.update(state, record)
        record[f"best_{validation.stopping.select}"] = state.best
        self.metrics.log(record, validation.line(record, improved))
        path = None
        if plan.save_after_validation:
            self.clock.tick()  # the checkpoint holds the time used so far
            path = self.checkpointer.save(state)
            if improved and validation.publish_best:
                self.checkpointer.publish_best(path, state, validation.stopping.select, record)
        self.window.restart_clock()  # validation time is not training throughput
        self.watchdog.restart()  # nor a slow step: minutes of validation are planned work, not a stall
        return path, validation.stopping.exhausted(state)

    def maybe_save(self, ending: bool) -> str | None:
        """A checkpoint when the run ends here (``ending``) or the plan says one is due; the checkpoint or None."""
        if not (ending or self.plan.save_due(self.state.step)):
            return None
        self.clock.tick()
        if ending or self.plan.is_last(self.state.step):
            return self.checkpointer.save(self.state)
        # a checkpointer without background saves (a test's) saves every time as at the end
        return getattr(self.checkpointer, "save_periodic", self.checkpointer.save)(self.state)

    def stop_reason(self, stopping: bool, time_up: bool, exhausted: bool, path: str | None) -> str | None:
        """The line to stop with after this update (a signal, the time limit, patience), or None to go on."""
        state = self.state
        if stopping:
            return self.stop.stopped_line(state.step, path)
        if time_up:
            return (f"time limit: {state.loop_seconds / 60:.1f} minutes in the loop >= max_minutes "
                    f"{self.plan.max_minutes:g} (checkpoint written)")
        if exhausted:
            return (f"early stop: no better valid {self.validation.stopping.select} for "
                    f"{state.validations_without_gain} validations "
                    f"(best {state.best:.4f} at step {state.best_step})")
        return None

    def on_divergence(self, what: str) -> int | None:
        """After every rank agreed that update ``state.step`` diverged: rewind (None) or stop (the exit code)."""
        plan, state, step = self.plan, self.state, self.state.step
        if plan.on_divergence == "rewind" and state.rewinds < plan.max_rewinds:
            path = self.checkpointer.rewind(state, plan.rewind_lr_scale)
            if path is not None:
                lr = f"; learning rate x{state.lr_scale:g}" if state.lr_scale != 1.0 else ""
                self.metrics.log({"step": step, "diverged": what, "rewound_to": state.step, "rewinds": state.rewinds,
                                  "lr_scale": state.lr_scale},
                                 f"step {step}: {what}: rewind {state.rewinds} of {plan.max_rewinds} to {path} (step "
                                 f"{state.step}); the batches of steps {state.step + 1}-{step} are skipped{lr}")
                self.window.sums.zero_()
                self.window.restart_clock()
                self.divergence.stuck = 0
                return None
            why = "no complete checkpoint to rewind to"
        elif plan.on_divergence == "rewind":
            why = f"{state.rewinds} rewinds done, train.max_rewinds {plan.max_rewinds}"
        else:
            why = "train.on_divergence=stop"
        self.metrics.log({"step": step, "diverged": what, "stopped": why})
        if getattr(self.runtime, "rank", 0) == 0:
            sys.stderr.write(f"error: training diverged at step {step}: {what}; stopped ({why}) without "
                             "checkpointing these weights: --resume auto continues from the newest complete "
                             "checkpoint (lower optim.lr, or set train.on_divergence=rewind)\n")
            sys.stderr.flush()
        return EXIT_DIVERGED


def _settle(checkpointer) -> None:
    """Publish the checkpointer's periodic save in flight, if it has background saves at all."""
    settle = getattr(checkpointer, "settle", None)
    if settle is not None:
        settle()


def model_flops_utilization(tokens_per_s: float, flops_per_token: float, peak_flops: float, world: int) -> float:
    """The share of the job's peak FLOP/s its training used: the tokens per second of all data-parallel replicas
    times the whole model's training FLOPs per token, over the peak of every rank (``world`` = data x tensor
    parallel: a tensor-parallel split is counted here, once, and never in ``flops_per_token``)."""
    return tokens_per_s * flops_per_token / (peak_flops * world)


def _grad_norm(engine) -> float | None:
    norm = engine.get_global_grad_norm()
    return float(norm) if norm is not None else None
