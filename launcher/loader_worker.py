"""Imported by the loader's fork server (``data_prep.stream``) before it forks any worker: the server, and so
every worker from its first instruction, ignores the stop signals SLURM sends to every process of a job
(SIGTERM, SIGUSR1, SIGINT); the rank that owns the workers handles them (``launcher.preempt``)."""

from launcher.preempt import ignore_stop_signals

ignore_stop_signals()
