"""Running the Multi30k grid's cells (:mod:`lm4gen.launcher.multi30k_grid`): in order in this process, or as up
to ``--jobs`` processes at once within a ``--deadline`` (:func:`run_concurrently`).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

from lm4gen.core.files import read_json
from lm4gen.launcher.multi30k_grid import (TUNE_SEED, TUNE_SIZE, Cell, Grid, check_lms, check_one_setup, run_cell,
                                           tuned_value)
from lm4gen.launcher.multi30k_records import device_name
from lm4gen.launcher.multi30k_steps import ROOT, log, shown


def run_grid(grid: Grid, cells: list[Cell], argv: list[str], jobs: int = 1, deadline: float | None = None) -> list:
    """Run every cell not done, in order (``jobs`` > 1 or a ``deadline``: :func:`run_concurrently`); the records
    (or, concurrently, the names) of the cells completed now."""
    for size in {c.size for c in cells}:
        if grid.budget(size).tokens % grid.ranks:
            raise SystemExit(f"[multi30k] --budget {size}: {grid.budget(size).tokens} tokens per update do not "
                             f"split over {grid.ranks} ranks")
    device = device_name()
    check_one_setup(grid, device)
    check_lms(grid, cells)
    if jobs > 1 or deadline is not None:
        return run_concurrently(grid, cells, argv, jobs, deadline)
    grid_command = shown([sys.executable, "-m", "lm4gen", "multi30k", *argv])
    records = []
    for cell in cells:
        if os.path.exists(grid.cell_json(cell)):
            log(f"skip (done: {grid.cell_json(cell)}): {cell.name}")
            continue
        records.append(run_cell(grid, cell, device, grid_command))
    return records


GRACE_SECONDS = 60  # after the deadline's signal, how long a cell may take to write its checkpoint and exit


def child_argv(argv: list[str], cell: Cell) -> list[str]:
    """The parent's ``grid`` arguments for one cell: its ``--only``, one job, no deadline, no report."""
    out, skip = [], False
    for arg in argv:
        if skip:
            skip = False
            continue
        if arg in ("--only", "--jobs", "--deadline", "--stage"):
            skip = True
            continue
        if arg.split("=", 1)[0] in ("--only", "--jobs", "--deadline", "--stage"):
            continue
        out.append(arg)
    return out + ["--only", f"{cell.strategy},{cell.size},seed{cell.seed}", "--no-report"]


def ready(grid: Grid, cell: Cell) -> bool:
    """A cell may start: it needs no tuned value, or its strategy's tuning is recorded (not running)."""
    return cell.dropout_key is None or cell.tunes or tuned_value(grid, cell.strategy) is not None


def run_concurrently(grid: Grid, cells: list[Cell], argv: list[str], jobs: int, deadline: float | None) -> list[str]:
    """Run the cells not done as up to ``jobs`` processes at once (one ``grid --only CELL`` each, its output in
    ``<work>/ft/grid/logs/CELL.log``, its threads the cores / jobs), in order, each as soon as what it needs is
    there (an LM cell after its strategy's tuning). With ``deadline`` (seconds from now): no cell starts that is
    not expected to finish by then (expected: the longest finished cell of its size in this invocation; unknown:
    start), and at the deadline the running cells get SIGUSR1 (a checkpoint, then exit: partial, a rerun resumes
    them); every record already written stays. The names of the cells completed now."""
    start = time.time()
    logs = os.path.join(grid.work_dir, "ft", "grid", "logs")
    os.makedirs(logs, exist_ok=True)
    env = cell_env(jobs)
    todo = [c for c in cells if not os.path.exists(grid.cell_json(c))]
    for c in cells:
        if c not in todo:
            log(f"skip (done: {grid.cell_json(c)}): {c.name}")
    running: dict = {}  # cell -> (process, started, log file)
    durations: dict[str, float] = {}  # size -> the longest cell of that size completed now, in seconds
    completed, stopped = [], False
    log(f"{len(todo)} cell(s) to run, {jobs} at a time" + (f", deadline in {deadline:.0f} s" if deadline else "")
        + f", {env['OMP_NUM_THREADS']} thread(s) each; logs in {logs}")
    while todo or running:
        now = time.time() - start
        if deadline is not None and now >= deadline and running and not stopped:
            stopped = True
            todo = stop_at_deadline(running, todo, deadline)
        if stopped and now >= deadline + GRACE_SECONDS:
            signal_cells(running, signal.SIGKILL)
        todo = collect_ended(grid, running, todo, durations, completed, logs)
        if not stopped and len(running) < jobs:
            start_ready(grid, todo, running, durations, argv, jobs, env, logs, start, deadline)
        time.sleep(0.5)
    return completed


def cell_env(jobs: int) -> dict:
    """The environment of the cells' processes: ``OMP_NUM_THREADS`` the cores / ``jobs`` unless it is set."""
    env = dict(os.environ)
    if not env.get("OMP_NUM_THREADS"):
        env["OMP_NUM_THREADS"] = str(max(1, (len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity")
                                             else os.cpu_count() or 1) // jobs))
    return env


def signal_cells(running: dict, sig: int) -> None:
    """Send ``sig`` to the process group of every running cell (one that has ended already is skipped)."""
    for proc, _, _ in running.values():
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            pass


def stop_at_deadline(running: dict, todo: list[Cell], deadline: float) -> list[Cell]:
    """At the deadline: SIGUSR1 to the running cells (a checkpoint, then exit); none of ``todo`` starts now
    (the empty list returned): the loop ends when the running ones have."""
    log(f"deadline ({deadline:.0f} s): stopping {len(running)} running cell(s) with SIGUSR1 (checkpoint, exit)")
    signal_cells(running, signal.SIGUSR1)
    if todo:
        log(f"not started: {len(todo)} cell(s) waiting at the deadline ({', '.join(c.name for c in todo)})")
        todo = []
    return todo


def collect_ended(grid: Grid, running: dict, todo: list[Cell], durations: dict[str, float], completed: list[str],
                  logs: str) -> list[Cell]:
    """Take the cells whose process ended out of ``running``: one with its record is completed (its time counts
    in ``durations``), one without is partial, and when it was its strategy's tuning, the strategy's cells that
    wait for the tuned value leave the returned ``todo``."""
    for cell, (proc, began, f) in list(running.items()):
        if proc.poll() is None:
            continue
        f.close()
        del running[cell]
        if os.path.exists(grid.cell_json(cell)):
            durations[cell.size] = max(durations.get(cell.size, 0.0), time.time() - began)
            bleu = read_json(grid.cell_json(cell), "grid cell record").get("test_bleu")
            log(f"done {cell.name}: test BLEU {bleu:.2f} in {time.time() - began:.0f} s")
            completed.append(cell.name)
        else:
            log(f"{cell.name} ended without its record (exit {proc.returncode}; partial, a rerun resumes it): "
                f"see {os.path.join(logs, cell.name + '.log')}")
            if cell.tunes:  # the strategy's other cells wait for this one's tuning
                todo = [c for c in todo if c.strategy != cell.strategy or not c.dropout_key]
    return todo


def start_ready(grid: Grid, todo: list[Cell], running: dict, durations: dict[str, float], argv: list[str],
                jobs: int, env: dict, logs: str, start: float, deadline: float | None) -> None:
    """Start the cells of ``todo`` that are ready, in order, while fewer than ``jobs`` run (each leaves ``todo``);
    drop those that can never be ready (their tuning neither recorded nor selected) and, with a ``deadline``
    (seconds after ``start``), those not expected to finish before it."""
    for cell in list(todo):
        if len(running) >= jobs:
            break
        if not ready(grid, cell):
            if not any(c.strategy == cell.strategy and c.tunes for c in [*todo, *running]):
                todo.remove(cell)
                log(f"not run: {cell.name} needs the {cell.dropout_key} of {cell.strategy}, tuned at "
                    f"{TUNE_SIZE} seed {TUNE_SEED}, which is not recorded and not selected")
            continue
        left = None if deadline is None else deadline - (time.time() - start)
        if left is not None and (left <= 0 or durations.get(cell.size, 0.0) > left):
            todo.remove(cell)
            log(f"not started: {cell.name} (expected {durations.get(cell.size, 0):.0f} s, {max(left, 0):.0f} s "
                "left before the deadline)")
            continue
        f = open(os.path.join(logs, cell.name + ".log"), "a", encoding="utf-8")
        cmd = [sys.executable, "-m", "lm4gen", "multi30k", *child_argv(argv, cell)]
        proc = subprocess.Popen(cmd, stdout=f, stderr=subprocess.STDOUT, env=env, cwd=ROOT, start_new_session=True)
        running[cell] = (proc, time.time(), f)
        todo.remove(cell)
        log(f"start {cell.name} (pid {proc.pid}): {shown(cmd)}")
