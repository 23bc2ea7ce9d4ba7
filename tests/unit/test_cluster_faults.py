"""What a cluster does to a long run (docs/cluster.md): divergence, failed and rotten checkpoints, a second launch.

The tests that need no launched process; the rest, and the whole story, in tests/integration/test_cluster_faults.py."""

from __future__ import annotations

import errno
import json
import math
import os
import time

import pytest
import torch

from lm4gen.core.files import InputError
from lm4gen.core.errors import describe
from lm4gen.core import checkpoint as ckpt
from lm4gen.core.metrics import Metrics
from lm4gen.core.trainer import EXIT_DIVERGED, FitPlan, TrainState, fit
from helpers.trainer import Engine, Loader, Saves, objective
from helpers.trainer import one_rank  # noqa: F401, F811 - pytest fixtures
from helpers.trainer import signal_handlers  # noqa: F401 - autouse: each test leaves the signal handlers as it found them


# --- divergence: the shared loop ------------------------------------------------------------------------------


def _fit(tmp_path, one_rank, plan, values, engine=None, saves=None, loss=objective):
    engine, saves, state = engine or Engine(), saves or Saves(), TrainState()
    metrics = Metrics(str(tmp_path), True, 0)
    said = []
    code = fit(engine, loss, Loader(values), plan, state, saves, metrics, one_rank, log=said.append)
    metrics.close()
    records = [json.loads(line) for line in (tmp_path / "metrics.jsonl").read_text().splitlines()]
    return code, saves, state, records, said


def test_a_non_finite_loss_stops_at_its_step_with_one_line_and_no_checkpoint(tmp_path, one_rank, capsys):
    plan = FitPlan(max_steps=8, save_every=1, log_every=1)
    code, saves, state, records, _ = _fit(tmp_path, one_rank, plan, (1.0, 2.0, math.inf, 4.0, 5.0))
    assert code == EXIT_DIVERGED and state.step == 3 and saves.steps == [1, 2]  # step 3's weights never saved
    err = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    assert len(err) == 1 and err[0].startswith("error: training diverged at step 3: the loss not finite"), err
    assert {"step": 3, "diverged": "the loss not finite", "stopped": "train.on_divergence=stop"}.items() <= \
        records[-1].items()


def test_a_non_finite_gradient_norm_stops_too(tmp_path, one_rank, capsys):
    class NanNorm(Engine):
        def get_global_grad_norm(self):
            return float("nan") if self.steps == 2 else 1.0

    code, saves, state, *_ = _fit(tmp_path, one_rank, FitPlan(max_steps=5, save_every=1), (1.0,) * 5, NanNorm())
    assert code == EXIT_DIVERGED and state.step == 2 and saves.steps == [1]
    assert "step 2: the gradient norm not finite" in capsys.readouterr().err


class Fp16Engine(Engine):
    """fp16 with a dynamic loss scale: an inf loss overflows, the update is skipped, the scale halves to 1."""

    def __init__(self):
        super().__init__()
        self.optimizer.overflow, self.optimizer.cur_scale, self.optimizer.loss_scaler = False, 4.0, None
        self.optimizer.loss_scale_config = type("Cfg", (), {"min_loss_scale": 1.0})()
        self.last = 0.0

    def fp16_enabled(self):
        return True

    def backward(self, loss):
        self.last = float(loss)

    def step(self):
        o = self.optimizer
        o.overflow = not math.isfinite(self.last)
        o.cur_scale = max(o.cur_scale / 2, 1.0) if o.overflow else o.cur_scale

    def get_global_grad_norm(self):
        return math.inf if self.optimizer.overflow else 1.0


def test_fp16_overflows_are_skipped_and_counted_until_the_scale_is_stuck_at_its_minimum(tmp_path, one_rank, capsys):
    values = (1.0, math.inf, 2.0, math.inf, 3.0) + (math.inf,) * 6
    plan = FitPlan(max_steps=20, log_every=5, save_every=1, fp16_stuck_updates=3)
    code, saves, state, records, _ = _fit(tmp_path, one_rank, plan, values, Fp16Engine())
    # steps 2 and 4 overflow (scale 4 -> 2 -> 1: normal); from step 6 every update overflows at the minimum scale:
    # the third of those (step 8) is a divergence
    assert code == EXIT_DIVERGED and state.step == 8 and saves.steps == [1, 2, 3, 4, 5, 6, 7]
    assert [r["overflow_skips"] for r in records if "loss" in r] == [2]  # the record at step 5
    assert "step 8: fp16's loss scale (overflow at the minimum scale) not finite" in capsys.readouterr().err


def test_non_finite_weights_at_a_save_are_a_divergence(tmp_path, one_rank, capsys):
    class Refusing(Saves):
        def save(self, state):
            if state.step == 2:
                raise ckpt.NonFiniteWeights("the weights not finite (head.weight)")
            return super().save(state)

    code, saves, state, *_ = _fit(tmp_path, one_rank, FitPlan(max_steps=4, save_every=1), (1.0,) * 4, saves=Refusing())
    assert code == EXIT_DIVERGED and saves.steps == [1]
    assert "diverged at step 2: the weights not finite (head.weight)" in capsys.readouterr().err


class Rewinding(Saves):
    """Saves that remember the state they saved and rewind to the newest (the loader is left alone)."""

    def __init__(self):
        super().__init__()
        self.saved = {}

    def save(self, state):
        self.saved[state.step] = TrainState(**vars(state))
        return super().save(state)

    def rewind(self, state, lr_scale):
        if not self.saved:
            return None
        back = self.saved[max(self.saved)]
        state.step, state.best, state.best_step, state.validations_without_gain = (
            back.step, back.best, back.best_step, back.validations_without_gain)
        state.rewinds += 1
        state.lr_scale = state.lr_scale * lr_scale
        return f"step{back.step}"


def test_rewind_skips_the_diverged_window_at_most_max_rewinds_times(tmp_path, one_rank, capsys):
    seen = []

    def watching(engine, batch):
        seen.append(float(batch["value"]))
        return objective(engine, batch)

    values = (1.0, 2.0, 3.0, math.inf, 5.0, 6.0, math.inf, 8.0, 9.0, math.inf, 11.0, 12.0)
    plan = FitPlan(max_steps=6, save_every=2, log_every=100, on_divergence="rewind", max_rewinds=2,
                   rewind_lr_scale=0.5)
    code, saves, state, records, _ = _fit(tmp_path, one_rank, plan, values, saves=Rewinding(), loss=watching)
    # step 4 (batch 4: inf) -> back to step 2; the loader goes on: steps 3-4 read batches 5-6 (3-4 skipped), saved
    # at 4; step 5 (batch 7: inf) -> back to 4; steps 5-6 read batches 8-9 and the run ends
    assert code == 0 and state.step == 6 and state.rewinds == 2 and state.lr_scale == 0.25
    assert seen == [1.0, 2.0, 3.0, math.inf, 5.0, 6.0, math.inf, 8.0, 9.0]
    assert saves.steps == [2, 4, 6]
    assert [(r["step"], r["rewound_to"], r["lr_scale"]) for r in records if "rewound_to" in r] == \
        [(4, 2, 0.5), (5, 4, 0.25)]
    # a third divergence finds no rewind left
    code, *_ = _fit(tmp_path / "b", one_rank, FitPlan(max_steps=12, save_every=1, on_divergence="rewind",
                                                      max_rewinds=2), values, saves=Rewinding())
    assert code == EXIT_DIVERGED
    assert "(2 rewinds done, train.max_rewinds 2)" in capsys.readouterr().err


def test_rewind_without_a_checkpoint_stops(tmp_path, one_rank, capsys):
    plan = FitPlan(max_steps=5, save_every=10, on_divergence="rewind")
    code, *_ = _fit(tmp_path, one_rank, plan, (1.0, math.inf, 3.0), saves=Rewinding())
    assert code == EXIT_DIVERGED and "(no complete checkpoint to rewind to)" in capsys.readouterr().err


def test_divergence_fields_are_checked_for_every_entry_point():
    from lm4gen.classify.config import ClassifyConfig
    from lm4gen.core.config import load_into
    from lm4gen.pretrain.config import load_config

    with pytest.raises(ValueError, match="train.on_divergence"):
        load_config(None, ["train.on_divergence=retry"])
    with pytest.raises(ValueError, match="train.rewind_lr_scale"):
        load_config(None, ["train.rewind_lr_scale=2"])
    cfg = load_into(ClassifyConfig(), None, ["train.on_divergence=rewind", "train.max_rewinds=1"])
    assert cfg.train.divergence()["on_divergence"] == "rewind" and cfg.train.divergence()["max_rewinds"] == 1
    from lm4gen.finetune.config import FinetuneConfig, load_config as finetune_config

    cfg = load_into(FinetuneConfig(), None, ["train.on_divergence=rewind", "train.rewind_lr_scale=0.5"])
    assert cfg.train.divergence() == {"on_divergence": "rewind", "max_rewinds": 3, "rewind_lr_scale": 0.5,
                                      "fp16_stuck_updates": 20}
    with pytest.raises(ValueError, match="train.max_rewinds"):
        finetune_config(None, ["train.max_rewinds=-1"])
    with pytest.raises(ValueError, match="on_divergence"):
        FitPlan(max_steps=1, on_divergence="retry")


# --- checkpoints: what complete.json records, and resuming from the newest intact one --------------------------


def _tag(ckpt_dir, step: int, payload: bytes = b"x" * 1000):
    """A complete tag as ckpt.save leaves it (files, then complete.json recording them), without an engine."""
    path = os.path.join(ckpt_dir, ckpt.tag_for(step))
    os.makedirs(path)
    for name in ("mp_rank_00_model_states.pt", "model_fp32.pt", "loader-dp00000.json"):
        with open(os.path.join(path, name), "wb") as f:
            f.write(payload + name.encode())
    ckpt.write_json_atomic(os.path.join(path, ckpt.COMPLETE), {"step": step, "files": ckpt.file_records(path)})
    return path


def test_complete_json_records_every_file_and_resume_auto_takes_the_newest_intact_tag(tmp_path):
    d = str(tmp_path)
    old, mid, new = _tag(d, 2), _tag(d, 4), _tag(d, 6)
    files = json.load(open(os.path.join(new, ckpt.COMPLETE)))["files"]
    assert sorted(files) == ["loader-dp00000.json", "model_fp32.pt", "mp_rank_00_model_states.pt"]
    assert files["model_fp32.pt"] == {"size": 1013, "sha256": ckpt.sha256_file(os.path.join(new, "model_fp32.pt"))}
    assert ckpt.choose_resume(d, "auto", print) == new
    os.truncate(os.path.join(new, "model_fp32.pt"), 500)  # truncated
    with open(os.path.join(mid, "mp_rank_00_model_states.pt"), "r+b") as f:  # one byte altered, same size
        f.write(b"y")
    said = []
    assert ckpt.choose_resume(d, "auto", said.append) == old
    assert said == [f"--resume auto: passing over {new}: model_fp32.pt: 500 bytes, complete.json recorded 1,013 "
                    "(truncated)",
                    f"--resume auto: passing over {mid}: mp_rank_00_model_states.pt: its sha256 differs from the one "
                    "complete.json recorded (altered or corrupted)"]
    with pytest.raises(InputError, match="damaged checkpoint: model_fp32.pt: 500 bytes"):
        ckpt.choose_resume(d, new, print)  # named explicitly: no fallback
    os.remove(os.path.join(old, "loader-dp00000.json"))
    with pytest.raises(InputError,
                       match="every complete checkpoint .* is damaged: .*loader-dp00000.json: no such file"):
        ckpt.choose_resume(d, "auto", lambda m: None)


def test_a_tag_written_before_files_were_recorded_is_taken_as_it_is(tmp_path):
    path = _tag(str(tmp_path), 2)
    ckpt.write_json_atomic(os.path.join(path, ckpt.COMPLETE), {"step": 2})
    os.truncate(os.path.join(path, "model_fp32.pt"), 3)
    assert ckpt.why_damaged(path) is None and ckpt.choose_resume(str(tmp_path), "auto", print) == path


class SavingEngine:
    """What ckpt.save needs of a DeepSpeed engine: a module, an optimizer, and save_checkpoint writing its file
    through its checkpoint engine (``fail``: that write raises what torch.save raises on a full disk)."""

    class CheckpointEngine:
        def __init__(self, fail: bool):
            self.fail = fail

        def save(self, state_dict, path):
            if self.fail:
                open(path, "wb").write(b"partial")
                raise RuntimeError("[enforce fail at inline_container.cc:672] . unexpected pos 64 vs 0")
            torch.save(state_dict, path)

    def __init__(self, fail: bool = False):
        self.module, self.optimizer = torch.nn.Linear(2, 2), None
        self.checkpoint_engine = self.CheckpointEngine(fail)

    # the layout a checkpoint records (lm4gen.core.reshard.layout_of): fp32, ZeRO stage 0, one micro-batch
    def bfloat16_enabled(self):
        return False

    def fp16_enabled(self):
        return False

    def zero_optimization_stage(self):
        return 0

    def gradient_accumulation_steps(self):
        return 1

    def save_checkpoint(self, ckpt_dir, tag, client_state, save_latest):
        path = os.path.join(ckpt_dir, tag, "mp_rank_00_model_states.pt")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        self.checkpoint_engine.save({"module": self.module.state_dict(), **client_state}, path)


def _save(engine, d, step):
    from lm4gen.core.parallel import ParallelSizes

    return ckpt.save(engine, ParallelSizes(1, 1), d, step, {"batches_done": step}, {}, {"dim": 2}, None, 0, 0, 2,
                     lambda m: None)


def test_a_save_writes_nothing_of_non_finite_weights(tmp_path, one_rank):
    engine = SavingEngine()
    with torch.no_grad():
        engine.module.weight[0, 0] = math.nan
    with pytest.raises(ckpt.NonFiniteWeights, match=r"the weights not finite \(weight\)"):
        _save(engine, str(tmp_path), 2)
    assert os.listdir(tmp_path) == []


def test_a_failed_save_names_its_file_removes_its_tag_and_leaves_the_complete_one(tmp_path, one_rank):
    d = str(tmp_path)
    done = _save(SavingEngine(), d, 2)
    files = json.load(open(os.path.join(done, ckpt.COMPLETE)))["files"]
    assert sorted(files) == ["loader-dp00000.json", "model.json", "model_fp32.pt", "mp_rank_00_model_states.pt",
                             "rng-rank00000.pt", "tokenizer.json"]
    with pytest.raises(OSError) as e:
        _save(SavingEngine(fail=True), d, 4)
    failed = os.path.join(d, "step00000004", "mp_rank_00_model_states.pt")
    line, code = describe(e.value)
    assert code == 2 and line == (f"{failed}: write failed (disk full or over quota?); checkpoint step00000004 not "
                                  f"written; the newest complete one, {done}, is untouched (--resume auto continues "
                                  "from it)")  # this disk has room: the probe found no cause to name
    assert not os.path.exists(os.path.dirname(failed)) and ckpt.why_damaged(done) is None
    assert open(os.path.join(d, "latest")).read() == "step00000002"


def test_metrics_of_a_crash_torn_last_line_resume_and_a_damaged_log_is_named(tmp_path):
    """A machine crash may tear the last line (no newline): a resume drops it. A bad line elsewhere is one error
    naming the file and the line."""
    run = tmp_path / "run"
    run.mkdir()
    (run / "metrics.jsonl").write_text('{"step": 1, "loss": 2.0}\n{"step": 2, "loss": 1.5}\n{"step": 3, "lo')
    Metrics(str(run), True, resume_step=2)
    assert [json.loads(line)["step"] for line in open(run / "metrics.jsonl")] == [1, 2]
    (run / "metrics.jsonl").write_text('{"step": 1, "loss": 2.0}\ngarbage\n{"step": 2, "loss": 1.5}\n')
    with pytest.raises(InputError, match=r"metrics\.jsonl:2: not a JSON record \('garbage'\)"):
        Metrics(str(run), True, resume_step=2)


def test_an_io_error_is_named_as_one(tmp_path):
    line, code = describe(OSError(errno.EIO, os.strerror(errno.EIO), "/ckpt/model_fp32.pt"))
    assert code == 2 and line.startswith("/ckpt/model_fp32.pt: input/output error (the storage failed")


def test_checksum_cost_is_small_next_to_the_write(tmp_path):
    """sha256 of 64 MiB from the page cache: what file_records adds per byte written (reports/cluster/)."""
    path = tmp_path / "blob"
    path.write_bytes(os.urandom(64 << 20))
    begin = time.perf_counter()
    ckpt.sha256_file(str(path))
    assert (64 << 20) / (time.perf_counter() - begin) > 50e6  # > 50 MB/s even on a loaded 2-core VM (~700 measured)
