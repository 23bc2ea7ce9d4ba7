"""lm4gen.core.trainer: the one training loop and its parts, each on its own (one process, gloo, fake engine).

The loop's numbers through real engines are pinned by the golden curves of
test_pretrain.py / test_finetune_train.py; here: when it logs, validates, saves and
stops (steps, epochs, patience, time, signals), and what each part computes.
"""

from __future__ import annotations

import dataclasses
import json
import os
import signal
import types

import pytest
import torch

from lm4gen.core.preempt import EXIT_PREEMPTED
from lm4gen.core.metrics import Metrics
from lm4gen.core.trainer import Clock, EarlyStopping, FitPlan, TrainState, Validation, MetricsSinceLog, fit
from helpers.trainer import Engine, Loader, Saves, objective
from helpers.trainer import one_rank  # noqa: F401, F811 - pytest fixtures
from helpers.trainer import signal_handlers  # noqa: F401 - autouse: each test leaves the signal handlers as it found them


def run(tmp_path, one_rank, plan, values=(1.0, 2.0, 3.0, 4.0), validation=None, state=None, extras=(), loss=objective):
    engine, saves, state = Engine(), Saves(), state or TrainState()
    metrics = Metrics(str(tmp_path), True, state.step)
    code = fit(engine, loss, Loader(values), plan, state, saves, metrics, one_rank, validation, extras=extras,
               log=lambda msg: None)
    metrics.close()
    path = tmp_path / "metrics.jsonl"
    records = [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []
    return code, engine, saves, state, records


def test_plan_needs_a_limit():
    with pytest.raises(ValueError, match="never end"):
        FitPlan()


def test_steps_logs_saves_and_token_weighted_means(tmp_path, one_rank):
    plan = FitPlan(max_steps=5, grad_accum=2, log_every=2, save_every=3)
    code, engine, saves, state, records = run(tmp_path, one_rank, plan, extras=("extra",))
    assert code == 0 and state.step == 5 and engine.steps == engine.backwards == 10  # 2 micro-batches per update
    train = [r for r in records if "loss" in r]
    assert [r["step"] for r in train] == [2, 4, 5]  # every 2 updates and the last
    # updates 1-2 read batches 1,2,3,4 (values 1..4, 2 tokens each): token-weighted means
    assert train[0]["loss"] == pytest.approx(2.5) and train[0]["nll"] == pytest.approx(1.25)
    assert train[0]["extra"] == pytest.approx(25.0) and train[0]["lr"] == 0.1 and train[0]["grad_norm"] == 1.5
    assert train[0]["epoch"] == pytest.approx(1.0)  # the epoch's last batch taken
    assert saves.steps == [3, 5]  # save_every and the last step


def test_validation_every_n_steps_and_at_the_end(tmp_path, one_rank):
    seen = []
    validation = Validation(lambda engine: seen.append(engine.training) or {"valid_loss": 1.0, "valid_ppl": 2.7})
    plan = FitPlan(max_steps=7, eval_every=3)
    *_, records = run(tmp_path, one_rank, plan, validation=validation)
    assert [r["step"] for r in records if "valid_loss" in r] == [3, 6, 7]
    assert seen == [True, True, True]  # the task's run() switches modes itself


def test_epochs_validate_at_each_end_and_save_after_validation(tmp_path, one_rank):
    scores = iter([1.0, 3.0, 2.0])
    validation = Validation(lambda engine: {"valid_loss": 0.5, "valid_bleu": next(scores)},
                            EarlyStopping("bleu", higher_is_better=True), publish_best=True)
    plan = FitPlan(max_epochs=3, save_after_validation=True, log_every=100)
    code, engine, saves, state, records = run(tmp_path, one_rank, plan, values=(1.0, 2.0), validation=validation)
    valid = [r for r in records if "valid_loss" in r]
    assert [(r["step"], r["epoch"]) for r in valid] == [(2, 1), (4, 2), (6, 3)]
    assert [r["step"] for r in records if "loss" in r] == [2, 4, 6]  # an epoch end logs too
    assert saves.steps == [2, 4, 6] and saves.published == [("step2", 1.0), ("step4", 3.0)]
    assert (state.best == 3.0 and state.best_step == 4 and state.validations_without_gain == 1
            and state.epochs_validated == 3)


def test_patience_stops_and_a_resumed_exhausted_run_does_nothing(tmp_path, one_rank):
    validation = Validation(lambda engine: {"valid_loss": 1.0}, EarlyStopping("loss", patience=2))
    plan = FitPlan(max_steps=100, eval_every=1)
    code, engine, saves, state, records = run(tmp_path, one_rank, plan, validation=validation)
    # first sets best, two more equal ones: no improvement
    assert code == 0 and state.step == 3 and state.validations_without_gain == 2
    assert saves.steps == [3]  # the run's end is checkpointed
    code, engine, saves, state, _ = run(tmp_path / "again", one_rank, plan, validation=validation, state=state)
    assert engine.steps == 0 and state.step == 3 and saves.steps == []


def test_time_limit_saves_and_stops(tmp_path, one_rank):
    plan = FitPlan(max_steps=1000, max_minutes=1e-9)
    code, engine, saves, state, _ = run(tmp_path, one_rank, plan)
    assert code == 0 and state.step == 1 and saves.steps == [1] and state.loop_seconds > 0


def test_time_used_up_by_a_save_still_ends_with_a_validated_update_and_a_resumed_run_does_nothing(tmp_path, one_rank):
    """The epoch-end checkpoint pushes the loop past max_minutes: the next update is validated and saved and the
    stop is said (it ended silently at the epoch end once, and each rank decided alone); resumed, nothing runs."""

    class SlowSaves(Saves):
        def save(self, state):
            state.loop_seconds += 3600  # the save took an hour
            return super().save(state)

    said = []
    validation = Validation(lambda engine: {"valid_loss": 1.0})
    plan = FitPlan(max_epochs=1000, max_minutes=30, save_after_validation=True)
    engine, saves, state = Engine(), SlowSaves(), TrainState()
    fit(engine, objective, Loader((1.0, 2.0)), plan, state, saves, Metrics(str(tmp_path), True, 0), one_rank,
        validation, log=said.append)
    assert state.step == 3 and saves.steps == [2, 3] and any(m.startswith("time limit:") for m in said), said
    engine, said = Engine(), []
    fit(engine, objective, Loader((1.0, 2.0)), plan, state, Saves(), Metrics(str(tmp_path / "b"), True, 3), one_rank,
        validation, log=said.append)
    assert engine.steps == 0 and state.step == 3 and "already used" in said[0], said


def test_a_signal_stops_after_the_update_with_a_checkpoint(tmp_path, one_rank):
    calls = []

    def signalling(engine, batch):
        calls.append(1)
        if len(calls) == 3:
            os.kill(os.getpid(), signal.SIGUSR1)
        return objective(engine, batch)

    code, engine, saves, state, _ = run(tmp_path, one_rank, FitPlan(max_steps=100, grad_accum=2), loss=signalling)
    assert code == EXIT_PREEMPTED and state.step == 2 and saves.steps == [2]  # the update in progress completes


def test_window_weights_by_tokens_and_restarts(one_rank):
    w = MetricsSinceLog(torch.device("cpu"), extras=("nsp_loss",))
    w.add({"loss": torch.tensor(1.0), "nll": torch.tensor(1.0), "ntokens": torch.tensor(3)})
    w.add({"loss": torch.tensor(3.0), "nll": torch.tensor(2.0), "ntokens": torch.tensor(1),
           "nsp_loss": torch.tensor(0.5)})
    w.update_done()
    r = w.record()
    assert r["loss"] == pytest.approx(1.5) and r["nll"] == pytest.approx(1.25) and r["nsp_loss"] == 0.5
    assert r["ppl"] == pytest.approx(torch.tensor(1.25).exp().item()) and r["tokens_per_s"] > 0
    assert w.record()["loss"] == 0.0 and "nsp_loss" not in w.record()  # started again


def test_clock_sums_over_resumes_and_early_stopping_compares_the_right_way(monkeypatch):
    state = TrainState(loop_seconds=50.0)
    now = [1000.0]
    monkeypatch.setattr("lm4gen.core.trainer.time.time", lambda: now[0])
    clock = Clock(state, max_minutes=1)
    now[0] += 9
    clock.tick()
    assert state.loop_seconds == 59 and not clock.time_is_up()
    now[0] += 1
    clock.tick()
    assert clock.time_is_up()
    low = EarlyStopping("loss", higher_is_better=False, patience=1)
    s = TrainState(step=1)
    assert low.update(s, {"valid_loss": 2.0}) and low.update(s, {"valid_loss": 1.0}) and not low.exhausted(s)
    assert not low.update(s, {"valid_loss": 1.5}) and low.exhausted(s) and s.best == 1.0
    assert not EarlyStopping(patience=0).exhausted(TrainState(validations_without_gain=10))


def test_an_epoch_without_a_batch_is_an_error_not_an_endless_loop():
    from lm4gen.core.files import InputError
    from lm4gen.core.trainer import endless

    assert [b for _, b in zip(range(5), endless([1, 2]))] == [1, 2, 1, 2, 1]  # epoch after epoch
    with pytest.raises(InputError, match="no batch in an epoch"):
        next(endless([]))


class _EpochLoader:
    """The loaders' protocol (StreamLoader, TaskLoader, MultitaskLoader): the epoch is closed when the pass after
    its last batch is asked for the next one."""

    def __init__(self, n: int):
        self.n, self.epoch, self.batches_done = n, 0, 0

    def __len__(self):
        return self.n

    def __iter__(self):
        while self.batches_done < self.n:
            self.batches_done += 1
            yield (self.epoch, self.batches_done)
        self.epoch, self.batches_done = self.epoch + 1, 0


def test_a_resume_saved_after_an_epochs_last_batch_goes_on_with_the_next_epoch():
    """A checkpoint taken right after an epoch's last batch (finetuning saves at every epoch's end) holds
    batches_done == len: the resumed pass yields nothing, which is the end of that epoch, not an empty epoch
    (this stopped a resumed Multi30k grid cell with 'no batch in an epoch')."""
    from lm4gen.core.trainer import endless

    reference = [b for _, b in zip(range(9), endless(_EpochLoader(3)))]
    for stop in range(1, 9):
        first = _EpochLoader(3)
        got = [b for _, b in zip(range(stop), endless(first))]
        resumed = _EpochLoader(3)
        resumed.epoch, resumed.batches_done = first.epoch, first.batches_done  # what the checkpoint holds
        got += [b for _, b in zip(range(9 - stop), endless(resumed))]
        assert got == reference, f"resume after {stop} batches"


def test_a_rank_that_was_not_signalled_names_what_another_rank_saw():
    import signal

    from lm4gen.core.preempt import LAUNCHER_GONE, StopSignal

    stop = StopSignal(signals=(), watch_launcher=False)
    assert stop.agreed_with() == [False] and stop.agreed_reason == 0
    stop.received = int(signal.SIGUSR1)
    assert stop.agreed_with(True) == [True, True] and stop.describe() == "on signal 10 (SIGUSR1)"
    stop.received = None  # what rank 0 reads when only rank 1 was told, by the all-reduce's maximum
    stop.agreed_reason = int(signal.SIGTERM)
    assert stop.describe() == "on signal 15 (SIGTERM) to another rank"
    stop.agreed_reason = LAUNCHER_GONE
    assert stop.describe() == "because its launcher exited (another rank noticed first)"


def test_mfu_needs_a_peak_a_cpu_has_none_to_guess():
    from lm4gen.core.metrics import peak_flops

    assert peak_flops(2e11) == 2e11  # train.peak_flops, on any device
    if not torch.cuda.is_available():
        assert peak_flops(0.0) is None  # no fixed guess for a CPU: it printed MFU above 100% on a fast one


def test_mfu_with_tensor_parallelism_divides_by_the_ranks_once(tmp_path, one_rank):
    """tp=2 on 2 ranks (one replica): the model's FLOP/s over the two ranks' peak, as with dp=2 (issue 48 item 7:
    pretraining divided its FLOPs per token by the tensor-parallel size and the trainer divided by the world)."""
    from lm4gen.pretrain.run import mfu_plan

    num_params, peak = 1_000_000, 2e11
    tp2 = types.SimpleNamespace(device=one_rank.device, rank=0, world=2)  # tensor 2 x data 1
    plan = FitPlan(max_steps=2, log_every=1, **mfu_plan(num_params, peak))
    *_, records = run(tmp_path, tp2, plan)
    assert len(records) == 2
    for r in records:
        assert r["mfu"] == pytest.approx(r["tokens_per_s"] * 6 * num_params / (2 * peak))


def test_a_checkpoint_that_named_the_patience_count_bad_resumes_with_it():
    saved = {"step": 9, "best": 2.5, "best_step": 6, "bad": 2, "a_field_from_a_newer_version": 1}
    state = TrainState.from_saved(saved)
    assert (state.step, state.best, state.best_step, state.validations_without_gain) == (9, 2.5, 6, 2)
    assert TrainState.from_saved(dataclasses.asdict(state)) == state and "bad" in saved
