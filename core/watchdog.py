"""A step that took far longer than the recent ones, reported with the rank and the phase it spent its time in.

    watchdog = StepWatchdog(rank)
    for ...:                       # the training loop
        ...
        watchdog.step_done(step)   # prints one line for a slow step, else nothing

A thread samples where the main thread is every ``sample_seconds`` (0.1 s: a look at one stack,
microseconds) and counts the phase of each sample: ``all-reduce`` (inside ``torch.distributed`` or
``deepspeed.comm``: waiting for the other ranks), ``save``, ``backward``, ``step`` (the optimizer),
``forward``, ``data`` (the loader). A step longer than ``factor`` times the median of the last 100
(after ``warmup`` steps) and than ``min_seconds`` is reported on stderr::

    [lm4gen] rank 1: step 412 took 31.2 s, 104x the median 0.30 s: data 97%, all-reduce 3%

A rank that waits for a slow peer shows ``all-reduce``; the slow one shows its own phase (a loader
stuck on the file system: ``data``). A step that never ends is the collective timeout's business
(:func:`lm4gen.core.stall_diagnosis.diagnose_stall`).
"""

from __future__ import annotations

import statistics
import sys
import threading
import time
import weakref
from collections import Counter, deque

# (what a frame's file path contains, or its function's name) -> phase; innermost frame first, first match wins
_COLLECTIVE_FILES = ("torch/distributed/", "deepspeed/comm/")
_PHASES = {"save": "save", "backward": "backward", "step": "step", "forward": "forward", "__next__": "data",
           "endless": "data"}


def phase_of(frame) -> str:
    """The phase of a stack: the innermost frame that names one (see the module doc), else ``other``."""
    while frame is not None:
        code = frame.f_code
        if any(part in code.co_filename for part in _COLLECTIVE_FILES):
            return "all-reduce"
        if code.co_name in _PHASES:
            return _PHASES[code.co_name]
        frame = frame.f_back
    return "other"


class StepWatchdog:
    """Reports a step that took far longer than the median of the recent ones (see the module doc)."""

    def __init__(self, rank: int, factor: float = 10.0, min_seconds: float = 30.0, warmup: int = 20,
                 sample_seconds: float = 0.1, write=None):
        self.rank, self.factor, self.min_seconds, self.warmup = rank, factor, min_seconds, warmup
        self.sample_seconds = sample_seconds
        self.write = write or (lambda line: (sys.stderr.write(line + "\n"), sys.stderr.flush()))
        self.durations: deque[float] = deque(maxlen=100)
        self.samples: Counter[str] = Counter()
        self.started = time.monotonic()
        self.main_thread = threading.main_thread().ident
        self._thread: threading.Thread | None = None

    @staticmethod
    def _sample(ref: weakref.ref, seconds: float) -> None:
        """Until the watchdog is gone (its training loop returned): count the main thread's phase."""
        while True:
            time.sleep(seconds)
            watchdog = ref()
            if watchdog is None:
                return
            frame = sys._current_frames().get(watchdog.main_thread)
            if frame is not None:
                watchdog.samples[phase_of(frame)] += 1
            del watchdog, frame

    def restart(self) -> None:
        """Planned work since the last step (a validation) is not the next step's: its clock starts now."""
        self.started, self.samples = time.monotonic(), Counter()

    def step_done(self, step: int) -> str | None:
        """End a step: the line printed when it was slow, else None."""
        now = time.monotonic()
        seconds, self.started = now - self.started, now
        samples, self.samples = self.samples, Counter()
        if self._thread is None:  # the first step starts the sampling (it includes start-up: not measured)
            self._thread = threading.Thread(target=self._sample, args=(weakref.ref(self), self.sample_seconds),
                                            name="lm4gen-step-watchdog", daemon=True)
            self._thread.start()
            return None
        line = None
        if len(self.durations) >= self.warmup:
            median = statistics.median(self.durations)
            if seconds > max(self.factor * median, self.min_seconds):
                total = sum(samples.values()) or 1
                phases = ", ".join(f"{name} {100 * n / total:.0f}%" for name, n in samples.most_common(3))
                line = (f"[lm4gen] rank {self.rank}: step {step} took {seconds:.1f} s, {seconds / median:.0f}x the "
                        f"median {median:.2f} s: {phases or 'no samples'}")
                self.write(line)
        self.durations.append(seconds)
        return line
