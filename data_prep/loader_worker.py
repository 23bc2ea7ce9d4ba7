"""Loader worker processes (``lm4gen.data_prep.stream``) start from a fork server, not from the rank: a worker forked
from a rank that holds a model shares its pages copy-on-write, and every page the training step writes is then
copied (cloze-353m, TP=2, 2 workers per rank: out of memory on a 24 GiB machine).

The fork server imports ``lm4gen.data_prep.loader_server`` first, which makes it ignore the stop signals SLURM sends
to every process of a job (SIGTERM, SIGUSR1, SIGINT; the rank handles them, ``lm4gen.core.preempt``), so every
worker ignores them from its first instruction, and makes the server die with the rank. :func:`init` (the DataLoader's
``worker_init_fn``) makes each worker die with the server: a rank that
leaves with ``os._exit`` (a failed rank, ``lm4gen.core.errors``) does not shut its workers down, and their parent
is the server, so torch's own check (the worker's parent process is gone) would never fire.
:func:`worker_errors_as_raised` gives the rank a worker's error as the worker raised it (a shard that disappeared:
``shard missing: <path>``), not inside torch's "Caught ... in DataLoader worker process N" text.
"""

import ctypes
import multiprocessing
import os
import signal
import sys
from multiprocessing import forkserver
from typing import Iterable, Iterator

from lm4gen.core.preempt import ignore_stop_signals, start_resource_tracker

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
    name = (kind.__qualname__ if kind.__module__ in ("builtins", "__main__")
            else f"{kind.__module__}.{kind.__qualname__}")
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


WORKER_START = "LM4GEN_LOADER_START"  # "forkserver" (the default; "auto" means the same) or "fork"
# Loader workers start from a fork server: a clean, single-threaded process that imported torch once per rank.
# Forking the rank itself is unsafe: a rank has other threads (the failure watch, TensorBoard's writer, gloo's,
# a user's), and a lock that one of them holds at the moment of the fork stays held in the worker forever. Seen
# in CI (a worker of a 2-rank finetune hung before step 1, one thread in futex_wait) and reproduced by
# bench/loader_fork_hazard.py: with a thread drawing from torch's default generator, a forked worker hangs in
# torch.manual_seed (DataLoader's _worker_loop). CPython 3.14 made the fork server its default on Linux for the
# same reason. A forked worker also shares the rank's pages copy-on-write, and every page the training step
# writes is copied into it (cloze-353m at TP=2, 2 workers per rank: out of memory on a 24 GiB machine). The
# server costs ~1.1 s of one core per rank (importing torch); it is started when the loader is built, so it
# overlaps the rank's own set-up. "fork" stays for single-threaded programs that need the second.


def worker_start_method() -> str:
    """``forkserver`` or ``fork``: ``LM4GEN_LOADER_START`` if it names one, else ``forkserver``."""
    how = os.environ.get(WORKER_START, "auto")
    if how not in ("auto", "fork", "forkserver"):
        raise ValueError(f"environment variable {WORKER_START}={how!r} must be 'forkserver' (the default, also "
                         f"'auto') or 'fork'")
    return "forkserver" if how == "auto" else how


def worker_context():
    """The multiprocessing context loader workers start from (:func:`worker_start_method`). The fork server is
    a clean process that imported ``lm4gen.data_prep.loader_server``, torch and ``lm4gen.data_prep.stream`` once; it
    ignores the job's stop signals and dies with its rank, each worker with it (above)."""
    how = worker_start_method()
    ctx = multiprocessing.get_context(how)
    if how == "forkserver":
        start_resource_tracker()  # it tracks the workers' queues: a job-wide SIGUSR1 must not kill it
        os.environ[PARENT_VARIABLE] = str(os.getpid())  # the server dies with this process
        ctx.set_forkserver_preload(["lm4gen.data_prep.loader_server", "torch", "lm4gen.data_prep.stream"])
    return ctx


def start_worker_server() -> None:
    """Start the fork server now if workers will come from it (it imports torch while the caller goes on)."""
    if worker_start_method() == "forkserver":
        worker_context()
        forkserver.ensure_running()
