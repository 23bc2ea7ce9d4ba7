"""Progress of long jobs (sharding, decoding, evaluation, generation): one helper for every command.

    progress = Progress("generate", total=len(prompts), unit="prompt", quiet=args.quiet)
    for batch in batches:
        ...
        progress.update(len(batch), info=lambda: f"{tokens:,} tokens")
    progress.close()

* stderr is a terminal: a tqdm bar (done/total, rate, ETA, and ``info`` after it);
* otherwise (a SLURM log, a pipe, a file): one plain line every ``every`` seconds (``EVERY``,
  10 by default), never a carriage return::

      [shard 0/1]    20.0s 5.1M/12.0M B (42%) | 255K B/s | ETA 27s | 91,000 units, 3 shards written

  and one last line at ``close`` when any line was printed;
* ``quiet``: nothing.

``LM4GEN_PROGRESS=bar|log|off`` forces one of the three (``bar`` draws tqdm's bar even
into a file). ``info`` may be a string or a function returning one: a function is only
called when a line is drawn (at most twice a second on a terminal), so it may be
costly. Nothing here imports torch.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Callable, TextIO

Info = str | Callable[[], str] | None
EVERY = 10.0  # seconds between two lines of log mode (a job's ``every`` overrides it)


def _si(x: float) -> str:
    """12345 -> '12.3K' (1000-based, as tqdm's unit_scale)."""
    for unit in ("", "K", "M", "G", "T"):
        if abs(x) < 999.5:
            return f"{x:.0f}{unit}" if unit == "" or abs(x) >= 99.95 else f"{x:.1f}{unit}"
        x /= 1000.0
    return f"{x:.1f}P"


def duration(seconds: float) -> str:
    """7384 -> '2h03m', 190 -> '3m10s', 12.4 -> '12s'."""
    s = int(round(seconds))
    if s >= 3600:
        return f"{s // 3600}h{s % 3600 // 60:02d}m"
    if s >= 60:
        return f"{s // 60}m{s % 60:02d}s"
    return f"{s}s"


def mode(stream: TextIO, quiet: bool = False) -> str:
    """'bar', 'log' or 'off' for a job writing its progress to ``stream``."""
    forced = os.environ.get("LM4GEN_PROGRESS", "").strip().lower()
    if quiet or forced == "off":
        return "off"
    if forced in ("bar", "log"):
        return forced
    try:
        return "bar" if stream.isatty() else "log"
    except (AttributeError, ValueError):  # a closed or unusual stream
        return "log"


class Progress:
    """A job's progress: ``update(n)`` / ``set(done)`` as it goes, ``close()`` at the end (or use ``with``)."""

    def __init__(self, what: str, total: float | None = None, unit: str = "it", quiet: bool = False,
                 every: float | None = None, stream: TextIO | None = None, unit_scale: bool = False):
        self.what, self.total, self.unit = what, total or None, unit
        self.every = EVERY if every is None else every
        self.unit_scale = unit_scale  # 1000-based suffixes (bytes: unit="B")
        self.stream = stream if stream is not None else sys.stderr
        self.mode = mode(self.stream, quiet)
        self.done = 0
        self.start = self._last = time.time()
        self._info: Info = None
        self._printed = False
        self._bar = None
        if self.mode == "bar":
            from tqdm import tqdm

            self._bar = tqdm(total=self.total, desc=what, unit=unit, unit_scale=unit_scale, file=self.stream,
                             mininterval=0.5, dynamic_ncols=True, leave=True)

    # ------------------------------------------------------------------
    def update(self, n: float = 1, info: Info = None) -> None:
        """``n`` more units done."""
        self.set(self.done + n, info)

    def set(self, done: float, info: Info = None) -> None:
        """``done`` units done in all."""
        if info is not None:
            self._info = info
        step, self.done = done - self.done, done
        if self.mode == "off":
            return
        now = time.time()
        if self._bar is not None:
            if now - self._last >= 0.5 and self._info is not None:
                self._last = now
                self._bar.set_postfix_str(self._text(self._info), refresh=False)
            self._bar.update(step)
        elif now - self._last >= self.every:
            self._last = now
            self._line(now)

    def note(self, message: str) -> None:
        """A line of its own now (above the bar on a terminal; nothing when quiet)."""
        if self.mode == "off":
            return
        if self._bar is not None:
            self._bar.write(f"[{self.what}] {message}", file=self.stream)
        else:
            print(f"[{self.what}] {time.time() - self.start:7.1f}s {message}", file=self.stream, flush=True)
            self._printed = True

    def close(self, info: Info = None) -> None:
        if info is not None:
            self._info = info
        if self._bar is not None:
            if self._info is not None:
                self._bar.set_postfix_str(self._text(self._info), refresh=False)
            self._bar.close()
            self._bar = None
        elif self.mode == "log" and self._printed:
            self._line(time.time(), final=True)
        self.mode = "off"

    def __enter__(self) -> "Progress":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # ------------------------------------------------------------------
    @staticmethod
    def _text(info: Info) -> str:
        return info() if callable(info) else str(info)

    def _amount(self, x: float) -> str:
        return _si(x) if self.unit_scale else f"{x:,.0f}"

    def line(self, now: float | None = None, final: bool = False) -> str:
        """The plain progress line (what log mode prints)."""
        now = time.time() if now is None else now
        elapsed = max(now - self.start, 1e-9)
        parts = [f"{self._amount(self.done)}" + (f"/{self._amount(self.total)}" if self.total else "")
                 + f" {self.unit}"]
        if self.total:
            parts[0] += f" ({min(self.done / self.total, 1.0):.0%})"
        parts.append(f"{self._amount(self.done / elapsed)} {self.unit}/s")
        if final:
            parts.append("done")
        elif self.total and self.done:
            parts.append(f"ETA {duration(elapsed * max(self.total - self.done, 0) / self.done)}")
        if self._info is not None:
            parts.append(self._text(self._info))
        return f"[{self.what}] {elapsed:7.1f}s " + " | ".join(parts)

    def _line(self, now: float, final: bool = False) -> None:
        print(self.line(now, final), file=self.stream, flush=True)
        self._printed = True
