"""The ``lm4gen`` command: one verb per tool, --help everywhere, unknown verbs refused in one line."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from conftest import ROOT
from lm4gen.cli import VERBS


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


@pytest.mark.parametrize("verb", list(VERBS))
def test_every_verb_has_help(verb, capsys):
    from lm4gen.cli import VERBS, main

    assert verb in VERBS
    with pytest.raises(SystemExit) as e:
        main([verb, "--help"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    assert "usage:" in out and "--help" in out


def test_a_verb_runs_its_tool_and_errors_are_one_line(tmp_path, capsys):
    import json

    from lm4gen.cli import main

    (tmp_path / "hyp").write_text("a small cat sits on the mat\n")
    (tmp_path / "ref").write_text("a small cat sits on the mat\n")
    assert main(["evaluate", "--hyp", str(tmp_path / "hyp"), "--ref", str(tmp_path / "ref"),
                 "--json", str(tmp_path / "s.json")]) == 0
    assert json.loads((tmp_path / "s.json").read_text())["bleu"] == pytest.approx(100.0)
    capsys.readouterr()
    code = main(["export", str(tmp_path / "no-such-checkpoints"), str(tmp_path / "out.pt")])
    err = capsys.readouterr().err
    assert code != 0 and err.startswith("error: ") and err.count("\n") == 1 and "no-such-checkpoints" in err
    assert not (tmp_path / "out.pt").exists()


def test_leave_exits_like_sys_exit_without_the_teardown(tmp_path):
    """core.errors.leave: the code, every atexit handler, the non-daemon threads' work and buffered output are
    kept; only the interpreter's teardown is skipped (each entry point ends with it)."""
    import subprocess
    import sys

    from conftest import launcher_free_env

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
