"""The one training loop of lm4gen (pretraining, fine-tuning, classification) and its small parts.

    state = checkpointer.resume(args.resume)          # TrainState; engine, loader and RNG restored
    fit(engine, objective, loader, plan, checkpointer, metrics, validation)

:func:`fit` runs updates of ``plan.grad_accum`` micro-batches until a limit is
reached (steps, epochs, wall time, patience) or every rank agreed to stop on a
signal (:class:`launcher.preempt.StopSignal`). The parts it is made of are plain
objects, each tested on its own (tests/test_trainer.py):

* :class:`FitPlan` — when to log, validate, save and stop (from a run config);
* :class:`TrainState` — what the loop carries across a resume (step, validations
  done, best score, patience, time used);
* :class:`Window` — the metrics of the updates since the last log line, kept on
  the device (no host synchronisation per step) and reduced over data parallel;
* :class:`Clock` — wall time in the loop, summed over resumes (``max_minutes``);
* :class:`EarlyStopping` — the best validation score and patience;
* :class:`Validation` — what a task measures on its validation data;
* :class:`Checkpointer` — complete checkpoints (engine, loader, RNG, ``TrainState``
  and the task's own state) and exact resume.

The objective is ``objective(engine, batch) -> (loss, metrics)`` with detached
``metrics["loss"]`` and ``metrics["nll"]`` (per target token) and ``metrics["ntokens"]``;
any other metric (e.g. ``nsp_loss``) is averaged over micro-batches and logged.
"""

from __future__ import annotations

import dataclasses
import os
import time
from dataclasses import dataclass
from typing import Callable, Iterator

import torch
import torch.distributed as dist

from data_prep.common import InputError
from launcher.preempt import EXIT_PREEMPTED, StopSignal
from pretrain import checkpoint as ckpt
from pretrain.engine import loss_scale
from pretrain.metrics import Metrics, perplexity, progress_line


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
    flops_per_token: float = 0.0  # training FLOPs per token per rank, for MFU (0 = no MFU)
    peak_flops: float | None = None  # per-rank peak FLOP/s (None = no MFU)

    def __post_init__(self):
        if not (self.max_steps or self.max_epochs or self.max_minutes):
            raise ValueError("FitPlan: no limit (max_steps, max_epochs or max_minutes) would never end")

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
    bad: int = 0  # validations in a row without improvement
    loop_seconds: float = 0.0  # wall time spent in the loop, over all resumes


class Window:
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
        from launcher.dist import all_reduce_host

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


class Clock:
    """Wall time in the loop (training and validation), kept in ``state.loop_seconds`` across resumes."""

    def __init__(self, state: TrainState, max_minutes: float):
        self.state, self.limit = state, max_minutes * 60
        self.last = time.time()

    def tick(self) -> None:
        now = time.time()
        self.state.loop_seconds += now - self.last
        self.last = now

    def up(self) -> bool:
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
            state.best, state.best_step, state.bad = value, state.step, 0
        else:
            state.bad += 1
        return improved

    def exhausted(self, state: TrainState) -> bool:
        return bool(self.patience) and state.bad >= self.patience


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
                 keep_last: int, log, task_state: Callable[[], dict] = dict, restore: Callable[[dict], None] = lambda s: None):
        self.engine, self.runtime, self.dir, self.loader = engine, runtime, ckpt_dir, loader
        self.model_card, self.tokenizer_card, self.keep_last, self.log = model_card, tokenizer_card, keep_last, log
        self.task_state, self.restore = task_state, restore

    def save(self, state: TrainState) -> str:
        from launcher.host import release_freed_memory

        r = self.runtime
        path = ckpt.save(self.engine, r.sizes, self.dir, state.step, self.loader.state_dict(),
                         {"train_state": dataclasses.asdict(state), **self.task_state()}, self.model_card,
                         self.tokenizer_card, r.dp_rank, r.tp_rank, self.keep_last, self.log)
        release_freed_memory()  # the consolidated fp32 copy is a one-off peak
        return path

    def publish_best(self, path: str, state: TrainState, select: str, record: dict) -> None:
        if self.runtime.rank == 0:
            ckpt.publish_weights(path, os.path.join(self.dir, "best"), {"step": state.step, "metric": select,
                                                                         "value": state.best, "record": record})
        dist.barrier()

    def resume(self, resume: str) -> TrainState:
        """Restore from ``resume`` (auto / none / a directory) when there is something to resume from."""
        path = ckpt.find_resume(self.dir, resume)
        if not path:
            return TrainState()
        step, loader_state, extra = ckpt.load(self.engine, path, self.runtime.dp_rank)
        self.loader.load_state_dict(loader_state)
        known = {f.name for f in dataclasses.fields(TrainState)}
        state = TrainState(**{k: v for k, v in extra.pop("train_state", {}).items() if k in known})
        state.step = step
        self.restore(extra)
        self.log(f"resumed from {path} at step {step}")
        return state


def _to(batch: dict, device) -> dict:
    """The batch's tensors on ``device`` (nested dicts too: a multitask batch holds one batch per task)."""
    return {k: v.to(device) if torch.is_tensor(v) else _to(v, device) if isinstance(v, dict) else v
            for k, v in batch.items()}


def _epochs_done(loader) -> int:
    """Epochs completed, counting an epoch whose last batch was just taken."""
    return loader.epoch + (loader.batches_done == len(loader))


def endless(loader) -> Iterator:
    """The loader's batches epoch after epoch; an epoch without a batch is an error (it would spin forever:
    a training set too small for the number of data-parallel ranks and the batch size)."""
    while True:
        empty = True
        for batch in loader:
            empty = False
            yield batch
        if empty:
            where = getattr(loader, "spec", loader)  # a StreamLoader's rank and size live in its spec
            raise InputError(f"the training data gives this rank no batch in an epoch (data-parallel rank "
                             f"{getattr(where, 'dp_rank', '?')} of {getattr(where, 'dp_size', '?')}): use more data, "
                             "smaller batches or fewer ranks")


def fit(engine, objective, loader, plan: FitPlan, state: TrainState, checkpointer: Checkpointer, metrics: Metrics,
        runtime, validation: Validation | None = None, extras: tuple[str, ...] = (), log=print) -> int:
    """Train until a limit or a stop signal; returns 0, or EXIT_PREEMPTED when stopped by a signal."""
    from pretrain.parallel import data_parallel_group

    group = data_parallel_group()
    stop, clock, window = StopSignal(), Clock(state, plan.max_minutes), Window(runtime.device, extras)
    batches = endless(loader)
    stopping = exhausted = False
    # a resumed run may have used its time: decided by all ranks together (each rank's clock differs a little,
    # and a rank that stopped alone would leave the others waiting in a collective)
    time_up = stop.agreed_with(clock.up())[1]
    while True:
        done = plan.is_last(state.step) or (plan.max_epochs and state.epochs_validated >= plan.max_epochs)
        if done or time_up or (validation and validation.stopping.exhausted(state)):  # a resumed run may be done
            if time_up:
                log(f"time limit: {state.loop_seconds / 60:.1f} minutes already used >= max_minutes "
                    f"{plan.max_minutes:g} (nothing to do)")
            break
        for _ in range(plan.grad_accum):
            loss, m = objective(engine, _to(next(batches), runtime.device))
            engine.backward(loss)
            engine.step()
            window.add(m)
        state.step += 1
        window.update_done()
        epoch_end = _epochs_done(loader) > state.epochs_validated
        if plan.log_due(state.step, epoch_end):
            record = {"step": state.step, **window.record(group), "lr": engine.get_lr()[0],
                      "loss_scale": loss_scale(engine.optimizer), "grad_norm": _grad_norm(engine),
                      "epoch": loader.epoch + loader.batches_done / max(1, len(loader))}
            if plan.peak_flops:
                record["mfu"] = record["tokens_per_s"] * plan.flops_per_token / (plan.peak_flops * runtime.world)
            metrics.log(record, progress_line(record))
        clock.tick()
        stopping, time_up = stop.agreed_with(clock.up())
        saved = False
        if validation is not None and plan.validation_due(state.step, epoch_end, time_up):
            if epoch_end:
                state.epochs_validated = _epochs_done(loader)
            record = {"step": state.step, **({"epoch": state.epochs_validated} if plan.max_epochs else {}),
                      **validation.run(engine)}
            improved = validation.stopping.update(state, record)
            record[f"best_{validation.stopping.select}"] = state.best
            metrics.log(record, validation.line(record, improved))
            exhausted = validation.stopping.exhausted(state)
            if plan.save_after_validation:
                clock.tick()  # the checkpoint holds the time used so far
                path, saved = checkpointer.save(state), True
                if improved and validation.publish_best:
                    checkpointer.publish_best(path, state, validation.stopping.select, record)
            window.restart_clock()  # validation time is not training throughput
        elif epoch_end:
            state.epochs_validated = _epochs_done(loader)
        if not saved and (stopping or time_up or exhausted or plan.save_due(state.step)):
            clock.tick()
            checkpointer.save(state)
        if stopping:
            log(f"stopping after step {state.step} {stop.describe()} (checkpoint written)")
            break
        if time_up:
            log(f"time limit: {state.loop_seconds / 60:.1f} minutes in the loop >= max_minutes {plan.max_minutes:g} "
                "(checkpoint written)")
            break
        if exhausted:
            log(f"early stop: no better valid {validation.stopping.select} for {state.bad} validations "
                f"(best {state.best:.4f} at step {state.best_step})")
            break
    return EXIT_PREEMPTED if stopping else 0


def _grad_norm(engine) -> float | None:
    norm = engine.get_global_grad_norm()
    return float(norm) if norm is not None else None
