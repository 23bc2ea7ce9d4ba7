"""The ``lm4gen`` command: one verb per tool, --help everywhere, unknown verbs refused in one line."""

from __future__ import annotations

import os
import subprocess
import sys


from helpers.common import ROOT


def test_lm4gen_help_lists_every_verb_and_the_console_script_runs():
    from lm4gen.cli import VERBS

    script = os.path.join(os.path.dirname(sys.executable), "lm4gen")
    cmd = [script] if os.path.exists(script) else [sys.executable, "-m", "lm4gen"]
    r = subprocess.run([*cmd, "--help"], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    listed = [line.split()[0] for line in r.stdout.splitlines() if line.startswith("  ")]
    assert listed == list(VERBS)
    assert {"shard", "bitext", "bpe", "stream", "pretrain", "export", "hf-export", "generate", "finetune", "translate",
            "evaluate", "classify", "quickstart", "multi30k"} <= set(VERBS)
    r = subprocess.run([sys.executable, "-m", "lm4gen", "shrad"], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert r.returncode == 2 and r.stderr.strip().count("\n") == 0 and "unknown verb 'shrad'" in r.stderr


def test_leave_exits_like_sys_exit_without_the_teardown(tmp_path):
    """core.errors.leave: the code, every atexit handler, the non-daemon threads' work and buffered output are
    kept; only the interpreter's teardown is skipped (each entry point ends with it)."""
    import subprocess
    import sys

    from helpers.common import launcher_free_env

    script = tmp_path / "leave.py"
    script.write_text(f'''
import atexit, sys, threading, time
from lm4gen.core.errors import leave
atexit.register(lambda: open({str(tmp_path / "atexit")!r}, "w").write("ran"))
def late():
    time.sleep(0.3)
    open({str(tmp_path / "thread")!r}, "w").write("done")
threading.Thread(target=late).start()
sys.stdout.write("buffered, no newline")
leave(3)
''')
    r = subprocess.run([sys.executable, str(script)], env=launcher_free_env(), capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 3 and r.stdout == "buffered, no newline", (r.returncode, r.stdout, r.stderr)
    assert (tmp_path / "atexit").read_text() == "ran" and (tmp_path / "thread").read_text() == "done"
