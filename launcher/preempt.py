"""Preemption: a signal asks a training run to checkpoint and stop; the exit code says so.

SLURM sends ``--signal=USR1@<seconds>`` before a time limit, and SIGTERM on
preemption or ``scancel``. Every training entry point (pretrain, finetune) installs
:class:`StopSignal`; after each optimizer step all ranks agree (one ``all_reduce``)
whether any of them got a signal, so they stop at the same step, write a checkpoint
and exit with :data:`EXIT_PREEMPTED`. A batch script that sees that code requeues
the job (``scontrol requeue``), and the requeued run resumes from the checkpoint
(``--resume auto``). A run that ends normally exits 0, so it is never requeued.
"""

from __future__ import annotations

import signal

import torch
import torch.distributed as dist

EXIT_PREEMPTED = 75  # EX_TEMPFAIL: stopped by a signal after writing a checkpoint; resubmit to continue


class StopSignal:
    """SIGTERM/SIGUSR1 ask for a checkpoint and a clean stop after the current step."""

    def __init__(self, signals=(signal.SIGTERM, signal.SIGUSR1)):
        self.received: int | None = None
        for sig in signals:
            signal.signal(sig, self._handle)

    def _handle(self, signum, frame):
        self.received = signum

    def agreed(self, group=None) -> bool:
        """Whether any rank got a signal (all ranks must stop at the same step)."""
        return self.agreed_with(group=group)[0]

    def agreed_with(self, *local_flags: bool, group=None) -> list[bool]:
        """[any rank got a signal, any rank set local_flags[0], ...] in one ``all_reduce``."""
        flags = torch.tensor([1.0 if self.received else 0.0] + [1.0 if f else 0.0 for f in local_flags])
        if dist.is_initialized():
            from launcher.dist import all_reduce_host

            all_reduce_host(flags, op=dist.ReduceOp.MAX, group=group)
        return [bool(v) for v in flags.tolist()]
