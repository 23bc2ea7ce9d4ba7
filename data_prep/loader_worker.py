"""Loader worker processes (``lm4gen.data_prep.stream``) start from a fork server, not from the rank: a worker forked
from a rank that holds a model shares its pages copy-on-write, and every page the training step writes is then
copied (cloze-353m, TP=2, 2 workers per rank: out of memory on a 24 GiB machine).

The fork server imports ``lm4gen.data_prep.loader_server`` first, which makes it ignore the stop signals SLURM sends
to every process of a job (SIGTERM, SIGUSR1, SIGINT; the rank handles them, ``lm4gen.core.preempt``), so every
worker ignores them from its first instruction, and makes the server die with the rank. :func:`init` (the DataLoader's ``worker_init_fn``) makes each worker die with the server: a rank that
leaves with ``os._exit`` (a failed rank, ``lm4gen.core.errors``) does not shut its workers down, and their parent
is the server, so torch's own check (the worker's parent process is gone) would never fire.
"""

import ctypes
import os
import signal
import sys

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

