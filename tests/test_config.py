"""The typed run configurations: model fields typed and checked once, --set, the retired model.overrides."""

from __future__ import annotations

import glob
import os

import pytest

from conftest import ROOT
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
