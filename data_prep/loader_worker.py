"""Loader worker processes (``lm4gen.data_prep.stream``) start from a fork server, not from the rank: a worker forked
from a rank that holds a model shares its pages copy-on-write, and every page the training step writes is then
copied (cloze-353m, TP=2, 2 workers per rank: out of memory on a 24 GiB machine).

The fork server imports ``lm4gen.data_prep.loader_server`` first, which makes it ignore the stop signals SLURM sends
to every process of a job (SIGTERM, SIGUSR1, SIGINT; the rank handles them, ``lm4gen.core.preempt``), so every
worker ignores them from its first instruction, and makes the server die with the rank. :func:`init` (the DataLoader's ``worker_init_fn``) makes each worker die with the server: a rank that
leaves with ``os._exit`` (a failed rank, ``lm4gen.core.errors``) does not shut its workers down, and their parent
is the server, so torch's own check (the worker's parent process is gone) would never fire.
:func:`worker_errors_as_raised` gives the rank a worker's error as the worker raised it (a shard that disappeared:
``shard missing: <path>``), not inside torch's "Caught ... in DataLoader worker process N" text.
"""

import ctypes
import os
import signal
import sys
from typing import Iterable, Iterator

from lm4gen.core.preempt import ignore_stop_signals

_PR_SET_PDEATHSIG = 1  # <linux/prctl.h>


PARENT_VARIABLE = "LM4GEN_LOADER_PARENT"  # set by the rank before it starts the fork server: the rank's pid


def die_with_parent(parent: int | None = None) -> None:
    """SIGKILL this process when its parent exits (Linux; elsewhere nothing). ``parent``: the pid the parent
    must have; without it, the parent at the time of the call. A process that starts slowly (the fork server
    imports torch) may find its parent already gone and itself adopted by init: it exits at once, as it would
    otherwise outlive the rank (holding the job's output pipe open)."""
    if not sys.platform.startswith("linux"):
        return
    parent = os.getppid() if parent is None else parent
    ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != parent:  # the parent left before the request took effect
        os._exit(1)


def init(worker_id: int | None = None) -> None:
    """``worker_init_fn`` of the loader's workers."""
    ignore_stop_signals()
    die_with_parent()


_WRAPPED = "in DataLoader worker process"  # torch.utils.data's ExceptionWrapper: "Caught {type} {where}.\nOriginal ..."


def original_message(e: BaseException) -> str | None:
    """The message a loader worker's error had in the worker, or None if ``e`` is no re-raised worker error. torch
    re-raises it as ``type(e)("Caught T in DataLoader worker process N.\nOriginal Traceback (most recent call
    last):\n...\n<module.T>: <message>\n")``: the message follows the last ``<module.T>: ``."""
    text = str(e.args[0]) if e.args else ""
    if not (text.startswith("Caught ") and _WRAPPED in text.split("\n", 1)[0] and "\nOriginal Traceback" in text):
        return None
    kind = type(e)
    name = kind.__qualname__ if kind.__module__ in ("builtins", "__main__") else f"{kind.__module__}.{kind.__qualname__}"
    at = text.rfind(f"\n{name}: ")
    return text[at + len(name) + 3:].rstrip("\n") if at >= 0 else None


def worker_errors_as_raised(batches: Iterable) -> Iterator:
    """The items of ``batches`` (a DataLoader with workers); a worker's error is raised again here with its own type
    and message, torch's wrapper (the worker's traceback) kept as its cause for ``LM4GEN_DEBUG=1``. However the
    iteration ends, the workers are shut down here: torch's re-raised error holds the iterator in a reference cycle
    (its traceback), so it would live until a garbage collection, and at exit multiprocessing would wait for ever
    for workers that ignore its SIGTERM (they leave the stop signals to their rank)."""
    it = iter(batches)
    try:
        yield from it
    except Exception as e:  # noqa: BLE001 - only a worker's error is changed; anything else goes on as it is
        if original_message(e) is None:
            raise
        raise _as_raised(e) from e
    finally:
        shut_down = getattr(it, "_shutdown_workers", None)  # what the iterator's __del__ does (torch.utils.data)
        if shut_down is not None:
            shut_down()


def _as_raised(e: Exception) -> Exception:
    """``e`` with the message it had in the worker (``e`` itself when its type takes other arguments)."""
    try:
        return type(e)(original_message(e))
    except Exception:  # noqa: BLE001 - a type that cannot be built from one message
        return e
