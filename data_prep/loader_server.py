"""Imported only by the loader's fork server (``LM4GEN_LOADER_START=forkserver``, ``lm4gen.data_prep.stream``) before it
forks any worker, for its side effects there: the server ignores the job's stop signals and dies with its rank
(see ``lm4gen.data_prep.loader_worker``). Never import it in a rank."""

import os

from lm4gen.data_prep.loader_worker import PARENT_VARIABLE, die_with_parent, ignore_stop_signals

ignore_stop_signals()
die_with_parent(int(os.environ[PARENT_VARIABLE]) if os.environ.get(PARENT_VARIABLE) else None)
