"""One line per error for every lm4gen command, and, in a multi-rank job, which rank failed first.

Every entry point ends with ``leave(run(main))`` (:func:`leave`: ``sys.exit`` without the teardown). :func:`run` turns
what a user can cause into one line on stderr and a non-zero exit, without a traceback::

    error: runs/x/checkpoints/step00000010/model_fp32.pt: not a checkpoint's consolidated model file: ...
    error: /full/disk/lm.pt: no space left on device (free space, or write somewhere else; ...)

— a bad input (:class:`lm4gen.core.files.InputError`, ``ValueError``: a wrong config field,
a file that is not a checkpoint or export), a missing file, a permission error, a full
disk (``OSError``; the writers in :mod:`lm4gen.core.checkpoint` name the file). Anything else
is a bug and keeps its traceback. ``LM4GEN_DEBUG=1`` prints the traceback of every error.
Exit codes: 2 for a user's error, 1 for a bug, 130 for Ctrl-C.

In a job of several ranks the first rank that fails records its line in the job's
rendezvous store (:meth:`lm4gen.core.failure_relay.FailureRelay.report`) before it exits; every other rank
(:func:`lm4gen.core.process_group.init_distributed` starts a thread that waits for that record) prints
``error: rank N failed first: <its line>`` and exits with its code at once, instead of
waiting in a collective for the timeout or printing gloo's "Connection closed by peer"
traceback. A rank that dies without a word (SIGKILL, out of memory) is reported as such.
A collective that timed out (``LM4GEN_DIST_TIMEOUT_MINUTES``) because a rank stopped answering
(SIGSTOP, a hung device) ends the live ranks with ``error: rank 0: collective timed out after 60 s
in <op>, during <call> (<file:line>); rank 1 (host h, pid p) stopped answering (...)`` and exit code
4 (:func:`lm4gen.core.stall_diagnosis.diagnose_stall` names the rank from the heartbeats in the store).
"""

from __future__ import annotations

import atexit
import errno
import os
import sys
import threading
import traceback

from lm4gen.core.process_group import exit_now, report_failure, stalled_collective
from lm4gen.core.config import parse_options
from lm4gen.core.files import InputError

EXIT_USER_ERROR = 2
EXIT_BUG = 1
EXIT_STALLED = 4  # a collective timed out: a rank stopped answering (LM4GEN_DIST_TIMEOUT_MINUTES)
_OS_ERRORS = {  # errno: (what, hint)
    errno.ENOENT: ("not found", "check the path"),
    errno.EACCES: ("permission denied", "check the owner and mode of the file and of its directory"),
    errno.EPERM: ("operation not permitted", "check the owner and mode of the file and of its directory"),
    errno.ENOSPC: ("no space left on device", "free space or write somewhere else; nothing half-written was left "
                                              "under the final name"),
    errno.EDQUOT: ("disk quota exceeded", "free space or write somewhere else; nothing half-written was left "
                                          "under the final name"),
    errno.EISDIR: ("is a directory", "give a file"),
    errno.ENOTDIR: ("not a directory", "check the path"),
    errno.EROFS: ("read-only file system", "write somewhere else"),
    errno.EIO: ("input/output error", "the storage failed: check the file system (dmesg, the cluster's status) or "
                                      "write somewhere else"),
}


def _last_line(text: str) -> str:
    """A message that carries a traceback -> the original error's own message. torch re-raises an error of a
    DataLoader worker as ``type(f"Caught {type} in DataLoader worker process N.\nOriginal Traceback (most recent
    call last): ...\n{module.Type}: {message}")``: the user's line is the message after the last ``Type: ``."""
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    if len(lines) > 1 and any("Traceback (most recent call last)" in line for line in lines):
        last = lines[-1]
        name, _, rest = last.partition(": ")
        return rest if rest and name.replace(".", "").replace("_", "").isalnum() else last
    return " ".join(lines)


def user_error(e: BaseException) -> str | None:
    """The one line (without ``error: ``) for an error a user can cause, or None for a bug."""
    if isinstance(e, (InputError, ValueError)) and not isinstance(e, UnicodeError):
        return _last_line(str(e))
    if isinstance(e, OSError) and type(e).__module__ == "builtins":  # not a library's subclass (gloo's errors)
        if e.errno in _OS_ERRORS and e.strerror in (None, os.strerror(e.errno)):
            what, hint = _OS_ERRORS[e.errno]
        else:  # an errno we have no words for, or our own words for it (a failed write of unknown cause)
            what, hint = e.strerror or _last_line(str(e)), None  # no errno: re-raised from a loader worker
        where = e.filename if e.filename is not None else None
        line = f"{where}: {what}" if where is not None else what
        line = f"{line} ({hint})" if hint else line
        return "; ".join([line, *getattr(e, "__notes__", ())])  # e.g. which checkpoint was not written
    return None


def describe(e: BaseException) -> tuple[str, int]:
    """(the line after ``error: ``, exit code) for an exception that ended a command."""
    if isinstance(e, KeyboardInterrupt):
        return "interrupted", 130
    line = user_error(e)
    if line is not None:
        return line, EXIT_USER_ERROR
    return _last_line(f"{type(e).__name__}: {e}"), EXIT_BUG


def run(main, argv=None) -> int:
    """``main(argv)``'s exit code; an exception becomes one line (see the module doc) and a non-zero code."""
    try:
        return main(argv)
    except SystemExit:
        raise
    except BaseException as e:  # noqa: BLE001 - every way out gets its line
        stall = stalled_collective(e)  # a collective timed out: the line names the rank that stopped answering
        line, code = (stall.line, EXIT_STALLED) if stall is not None else describe(e)
        debug = os.environ.get("LM4GEN_DEBUG", "") not in ("", "0")
        if debug or (code == EXIT_BUG and not _is_peer_failure(e)):
            traceback.print_exc()
        line, code, multi_rank = report_failure(line, code, peer_failure=stall is None and _is_peer_failure(e),
                                                stall=stall)
        sys.stderr.write(f"error: {line}\n")  # one write: ranks sharing a pipe never run two lines together
        sys.stderr.flush()
        if multi_rank:
            exit_now(code)
        return code


def leave(code: int | None) -> None:
    """End the process with ``code`` as a normal exit does, without the interpreter's teardown: wait for the
    threads that are not daemons, run every ``atexit`` handler (multiprocessing's, logging's, the libraries'),
    flush stdout and stderr, then ``os._exit``. What is skipped is only the collection of every module and
    object: measured here at 0.6 s for a process that imported torch and 1.9 s for a 2-rank pretraining rank
    (each rank of each job, each tool a script starts; and the place where NCCL/gloo destructors can hang). Every
    file lm4gen writes is closed (and renamed into place) before this. Entry points only (``__main__``)."""
    code = code if isinstance(code, int) else (0 if code is None else 1)
    for thread in threading.enumerate():
        if thread is not threading.main_thread() and not thread.daemon:
            thread.join()
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe: nothing more can reach it
            pass
    os._exit(code)


def _is_peer_failure(e: BaseException) -> bool:
    """Whether ``e`` is a collective that failed because another rank is gone (gloo/NCCL/the store)."""
    import torch.distributed as dist

    if getattr(e, "peer_failure", False):  # marked where it is known (a checkpoint tag a failed peer removed)
        return True
    kinds = tuple(k for k in (getattr(dist, "DistError", None),) if k is not None)
    text = str(e)
    return (kinds and isinstance(e, kinds)) or any(s in text for s in (
        "Connection closed by peer", "Connection reset by peer", "Broken pipe", "NCCL communicator was aborted",
        "Socket Timeout", "Connection refused", "gloo/transport"))


def options_command(cls, tool, argv, prog: str, description: str) -> int:
    """A data tool's command: ``tool`` of the options ``cls`` parsed from ``argv``, its output path printed; a
    user's error (bad input, a full disk) is one line naming the file and exit code 2 (:func:`run`)."""
    def main(args) -> int:
        print(tool(parse_options(cls, args, prog, description))["path"])
        return 0

    return run(main, argv)
