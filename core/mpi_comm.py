"""mpi4py's ``COMM_WORLD`` under an MPI launcher, and taking the whole MPI job down when one rank fails.

Hydra lets the other ranks run on after one exits with an error (the failing rank itself may block in
``MPI_Finalize``), so a failure during start-up, and any uncaught exception later (through
``sys.excepthook``), calls ``MPI.COMM_WORLD.Abort``: the other ranks die instead of hanging in a collective.
"""

from __future__ import annotations

import sys
import time
import traceback

ABORT_GRACE_SECONDS = 1.0


def initialized_comm():
    """mpi4py's COMM_WORLD if this process already initialised MPI (never initialises it)."""
    mpi = sys.modules.get("mpi4py.MPI")
    if mpi is not None and mpi.Is_initialized() and not mpi.Is_finalized():
        return mpi.COMM_WORLD
    return None


def comm_world():
    """mpi4py's COMM_WORLD, initialising MPI: every rank of an MPI launch must get here."""
    from mpi4py import MPI  # importing it initialises MPI

    return MPI.COMM_WORLD


def abort_job(code: int = 1) -> None:
    """``MPI_Abort`` the job, after a moment for the launcher to forward what was printed."""
    sys.stdout.flush()
    sys.stderr.flush()
    # Hydra kills every process on MPI_Abort and drops output it has not forwarded yet (seen: the
    # traceback, even rank 0's earlier lines); a moment first lets it forward what was printed.
    time.sleep(ABORT_GRACE_SECONDS)
    comm_world().Abort(code)


def abort_job_with_traceback() -> None:
    """Print the exception being handled and take every MPI rank down with this one."""
    traceback.print_exc()
    abort_job()


# sys.excepthook is the process's, and so is this: an abort hook has started (shared by every copy of the hook,
# since a re-initialised process group may wrap a second copy around torch's wrapper of the first)
_hook_aborting: list[bool] = []


def install_abort_hook() -> None:
    """Uncaught exceptions abort the MPI job (an MPI launcher would wait on the other ranks forever)."""
    previous = sys.excepthook
    if getattr(previous, "_lm4gen_abort", False):
        return

    def hook(kind, value, tb):
        if _hook_aborting:  # an inner copy (a re-init put torch's hook around ours): the outermost one aborts
            return previous(kind, value, tb)
        _hook_aborting.append(True)
        previous(kind, value, tb)
        abort_job()

    hook._lm4gen_abort = True
    sys.excepthook = hook
