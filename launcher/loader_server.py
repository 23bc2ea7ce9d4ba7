"""Imported only by the loader's fork server (``LM4GEN_LOADER_START=forkserver``, ``data_prep.stream``) before it
forks any worker, for its side effects there: the server ignores the job's stop signals and dies with its rank
(see ``launcher.loader_worker``). Never import it in a rank."""

from launcher.loader_worker import die_with_parent, ignore_stop_signals

ignore_stop_signals()
die_with_parent()
