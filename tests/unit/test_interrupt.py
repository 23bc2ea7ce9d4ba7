"""Stops a person makes: Ctrl-C at the terminal, and data that disappears under a running loader.

The tests that need no launched process; the rest, and the whole story, in tests/integration/test_interrupt.py."""

from __future__ import annotations

import signal


from lm4gen.core.preempt import EXIT_INTERRUPTED, EXIT_PREEMPTED, StopSignal



def test_ctrl_c_outranks_the_other_reasons_to_stop():
    """The deepspeed launcher follows a Ctrl-C with SIGTERM, and its runner dies of the Ctrl-C: the ranks still
    report the Ctrl-C and exit 130 (not 75, which a batch script would requeue)."""
    stop = StopSignal(signals=(), watch_launcher=False)  # no handlers: the test calls the handler itself
    stop._handle(signal.SIGINT, None)
    stop._handle(signal.SIGTERM, None)
    stop.launcher_gone = "deepspeed (pid 1)"
    assert stop.agreed() and stop.exit_code == EXIT_INTERRUPTED and stop.interrupts == 1
    assert stop.describe() == "on Ctrl-C (SIGINT)"
    assert stop.stopped_line(7, "runs/x/checkpoints/step00000007") == \
        "interrupted (Ctrl-C) after step 7: saved runs/x/checkpoints/step00000007; rerun with --resume auto to continue"
    term = StopSignal(signals=(), watch_launcher=False)
    term._handle(signal.SIGTERM, None)
    assert term.agreed() and term.exit_code == EXIT_PREEMPTED
    assert term.stopped_line(3, "x") == "stopping after step 3 on signal 15 (SIGTERM) (checkpoint written)"
