"""The ``lm4gen`` command: one verb per tool, --help everywhere, unknown verbs refused in one line."""

from __future__ import annotations


import pytest

from lm4gen.cli import VERBS


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
