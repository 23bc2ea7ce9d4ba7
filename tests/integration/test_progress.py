"""lm4gen.core.progress: a tqdm bar on a terminal, plain periodic lines (no carriage return) in a log, nothing
when quiet — and the long-running commands use it."""

from __future__ import annotations

import subprocess
import sys
from helpers.progress import no_forced_mode  # noqa: F401 - autouse




def test_the_helper_imports_neither_torch_nor_tqdm(run_env):
    code = "import sys, lm4gen.core.progress; sys.exit('torch' in sys.modules or 'tqdm' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], env=run_env).returncode == 0  # tqdm: only for a bar
