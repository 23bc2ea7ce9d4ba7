"""The typed run configurations: model fields typed and checked once, --set, the retired model.overrides."""

from __future__ import annotations

import glob
import json
import os
from typing import ClassVar, Literal

import pytest

from helpers.common import ROOT
from lm4gen.finetune.config import load_config as load_finetune
from lm4gen.pretrain.config import load_config


def test_model_fields_are_typed_and_unset_ones_keep_the_size():
    cfg = load_config(None, ["model.size=small", "model.dim=256", "model.num_heads=4", "model.dropout=0",
                             "model.combine_residual=true", "model.special_ids=[0, 1, 2]"])
    assert (cfg.model.dim, cfg.model.num_heads, cfg.model.dropout, cfg.model.combine_residual) == (256, 4, 0.0, True)
    assert isinstance(cfg.model.dropout, float) and cfg.model.special_ids == (0, 1, 2)
    built = cfg.model.build(500, None)
    assert (built.dim, built.num_heads, built.dropout, built.ffn_dim, built.num_layers) == (256, 4, 0.0, 2048, 6)
    assert cfg.model.ffn_dim is None  # unset: the size's
    assert load_config(None, ["model.dim=256", "model.dim=null"]).model.dim is None  # null unsets


@pytest.mark.parametrize("assignment,words", [
    ("model.num_heads=5", "config field 'model.num_heads'"),  # checked once, by ModelConfig.validate
    ("model.dim=wide", "config field 'model.dim': expected an integer"),
    ("model.nsp=true", "config field 'model.nsp'"),  # only the masked LM has a next-sentence head
    ("model.positions=rotary", "config field 'model.positions'"),
    ("model.depth=3", "unknown config field 'model.depth'"),
    ("model.overrides.depth=3", "unknown config field 'model.overrides.depth'"),
])
def test_a_bad_model_field_is_a_one_line_error_naming_it(assignment, words):
    with pytest.raises(ValueError, match=words) as e:
        load_config(None, [assignment])
    assert "\n" not in str(e.value)


def test_the_retired_overrides_mapping_is_read_as_the_typed_fields_with_a_note(tmp_path, capsys):
    cfg = load_config(None, ["model.kind=mlm", "model.overrides.num_segments=2", "model.overrides.nsp=true"])
    assert cfg.model.num_segments == 2 and cfg.model.nsp is True
    err = capsys.readouterr().err
    assert "'model.overrides.num_segments' is now 'model.num_segments'" in err and len(err.strip().splitlines()) == 2
    old = tmp_path / "old.yaml"
    old.write_text("model:\n  size: tiny\n  overrides:\n    dim: 128\n    dropout: 0.2\n")
    cfg = load_config(str(old))
    assert cfg.model.dim == 128 and cfg.model.dropout == 0.2
    assert "'model.overrides.dim' is now 'model.dim'" in capsys.readouterr().err
    cfg = load_finetune(None, ["model.overrides.encoder_layers=3", "data.tokenizer=x"])
    assert cfg.model.encoder_layers == 3
    assert "'model.overrides.encoder_layers' is now 'model.encoder_layers'" in capsys.readouterr().err


def test_finetune_model_fields_are_typed_and_checked():
    cfg = load_finetune(None, ["model.dropout=0.2", "model.encoder_layers=3"])
    assert cfg.model.fields_set() == {"dropout": 0.2, "encoder_layers": 3}
    with pytest.raises(ValueError, match="config field 'model.num_heads'"):
        load_finetune(None, ["model.num_heads=7"])
    with pytest.raises(ValueError, match="config field 'model.dropout'"):
        load_finetune(None, ["model.dropout=1.5"])


@pytest.mark.parametrize("path", sorted(glob.glob(os.path.join(ROOT, "configs", "pretrain", "*.yaml"))),
                         ids=os.path.basename)
def test_every_pretraining_config_file_loads(path, capsys):
    cfg = load_config(path)
    assert "note:" not in capsys.readouterr().err  # no retired field in the shipped files
    cfg.model_config_check()


def test_the_model_sections_mirror_every_model_config_field_with_its_type_and_documentation():
    import dataclasses
    import typing

    from lm4gen.core.config import field_docs
    from lm4gen.finetune import config as finetune_config
    from lm4gen.models.lm import ModelConfig
    from lm4gen.models.seq2seq import Seq2SeqConfig
    from lm4gen.pretrain.config import ModelSection

    for section, model, own in ((ModelSection, ModelConfig, {"vocab_size", "kind"}),
                                (finetune_config.ModelSection, Seq2SeqConfig,
                                 {*finetune_config._NOT_MIRRORED, "strategy", "shdemb"})):
        mirrored = {f.name: f for f in dataclasses.fields(section) if "mirrors" in f.metadata}
        assert set(mirrored) == {f.name for f in dataclasses.fields(model)} - own
        section_types, model_types = typing.get_type_hints(section), typing.get_type_hints(model)
        section_docs, model_docs = field_docs(section), field_docs(model)
        for name, f in mirrored.items():
            assert f.default is None and section_types[name] == model_types[name] | None, name
            assert section_docs[name] == model_docs[name] and model_docs[name], name
        assert all(section_docs.values())  # the section's own fields have their comments too


@pytest.mark.parametrize("path", sorted(glob.glob(os.path.join(ROOT, "configs", "pretrain", "*.yaml")))
                         + sorted(glob.glob(os.path.join(ROOT, "configs", "finetune", "*.yaml"))), ids=os.path.basename)
def test_a_runs_config_json_loads_back_as_the_same_config(path, tmp_path):
    """config.json's ``run`` (dataclasses.asdict, as JSON: tuples become lists) read as a config file."""
    import dataclasses

    from lm4gen.core.files import dumps_json

    load = load_finetune if os.sep + "finetune" + os.sep in path else load_config
    extra = ["model.max_positions=256", "model.dropout=0.2"]
    if load is load_config:
        extra.append("model.special_ids=[0, 1, 2, 3, 4]")  # a tuple field
    cfg = load(path, extra)
    written = tmp_path / "config.json"
    written.write_text(dumps_json({"run": dataclasses.asdict(cfg)}))
    (tmp_path / "run.yaml").write_text(dumps_json(json.loads(written.read_text())["run"]))
    again = load(str(tmp_path / "run.yaml"))
    assert again == cfg and dataclasses.asdict(again) == dataclasses.asdict(cfg)
    if load is load_config:
        assert again.model.special_ids == (0, 1, 2, 3, 4)  # a tuple again, as --set made it


def test_a_command_line_is_made_from_an_options_dataclass(capsys):
    from dataclasses import dataclass, field

    from lm4gen.core.config import parse_options

    @dataclass(kw_only=True)
    class Base:
        output: str = field(metadata={"metavar": "DIR"})  # where it goes
        verify: bool = True  # re-check what is there
        # the mode, from a comment
        # of two lines
        mode: Literal["fast", "slow"] = "fast"

    @dataclass(kw_only=True)
    class Tool(Base):
        REQUIRED: ClassVar = ("name",)
        inputs: list[str]  # one or more files
        pair: tuple[str, str] | None = field(default=None, metadata={"metavar": ("SRC", "TGT")})  # two files
        count: int | None = None  # how many (100% of them when unset)
        name: str = ""  # required on the command line only
        quiet: bool = False  # say less

    got = parse_options(Tool, ["--inputs", "a", "b", "--output", "o", "--name", "n", "--pair", "s", "t", "--count",
                               "3", "--no-verify", "--mode", "slow", "--quiet"], "tool", "")
    assert got == Tool(inputs=["a", "b"], output="o", name="n", pair=("s", "t"), count=3, verify=False, mode="slow",
                       quiet=True)
    assert parse_options(Tool, ["--inputs", "a", "--output", "o", "--name", "n"], "tool", "") == \
        Tool(inputs=["a"], output="o", name="n")
    for argv in (["--inputs", "a", "--output", "o"], ["--inputs", "a", "--output", "o", "--name", "n", "--mode", "x"],
                 ["--inputs", "a", "--output", "o", "--name", "n", "--count", "many"]):
        with pytest.raises(SystemExit):
            parse_options(Tool, argv, "tool", "")
    capsys.readouterr()
    with pytest.raises(SystemExit):
        parse_options(Tool, ["--help"], "tool", "")
    text = " ".join(capsys.readouterr().out.split())
    for words in ("--inputs INPUTS [INPUTS ...] one or more files", "--output DIR where it goes", "--pair SRC TGT",
                  "--no-verify re-check what is there", "{fast,slow} the mode, from a comment of two lines",
                  "--count N how many (100% of them when unset)", "(default: fast)"):
        assert words in text, words
    assert text.index("--inputs") < text.index("--name") < text.index("--pair") < text.index("--no-verify")
