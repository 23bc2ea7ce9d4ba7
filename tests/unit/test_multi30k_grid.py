"""lm4gen.launcher.multi30k grid / report and bench/bench_strategies.py on tiny synthetic data.

The tests that need no launched process; the rest, and the whole story, in tests/integration/test_multi30k_grid.py."""

from __future__ import annotations

import json

import pytest

from helpers.multi30k_grid import cell


def test_only_selects_and_rejects_unknown_tokens():
    from lm4gen.launcher.multi30k_grid import all_cells, select

    picked = select(all_cells(), ["src-elmo,baseline", "5k"])
    assert [c.name for c in picked] == ["baseline-5k-seed1", "src-elmo-5k-seed1", "baseline-5k-seed2",
                                        "src-elmo-5k-seed2"]
    assert [c.name for c in all_cells()[::8]] == ["baseline-5k-seed1", "baseline-10k-seed1", "baseline-5k-seed2",
                                                   "baseline-29k-seed1"]  # by stage: the most informative first
    assert [c.name for c in select(all_cells(), ["seed2,shared"])] == ["shared-5k-seed2"]
    with pytest.raises(SystemExit, match="--only: unknown '7k'"):
        select(all_cells(), ["baseline,7k"])


def test_tuning_picks_the_best_validation_bleu():
    from lm4gen.launcher.multi30k_grid import best_tuning_value

    runs = [{"value": 0.1, "best_valid_bleu": 20.5}, {"value": 0.2, "best_valid_bleu": 21.0},
            {"value": 0.3, "best_valid_bleu": 21.0}]
    assert best_tuning_value(runs) == 0.2  # the best; of equals the first listed
    assert best_tuning_value(runs[::2]) == 0.3


def table_rows(readme: str) -> dict[str, list[str]]:
    """The Table-1 rows of the report: system -> its cells."""
    section = readme.split("## Test BLEU", 1)[1].split("\n\n")[1]
    rows = [[c.strip() for c in line.strip("|").split("|")] for line in section.splitlines()[2:]]
    return {r[0]: r[1:] for r in rows}


def test_report_table_and_figures_come_from_the_json(tmp_path):
    from matplotlib.image import imread

    from lm4gen.launcher.multi30k import main

    grid = tmp_path / "grid"
    grid.mkdir()

    values = {("baseline", "5k", 1): 11.92, ("baseline", "5k", 2): 12.5, ("baseline", "10k", 1): 20.0,
              ("baseline", "29k", 1): 33.49, ("src-elmo+shdemb", "5k", 1): 18.25, ("src-elmo+shdemb", "5k", 2): 17.0,
              ("src-elmo+shdemb", "10k", 1): 24.1, ("shared", "29k", 1): 32.2}
    for key, bleu in values.items():
        record = cell(*key, bleu)
        if key[0] == "src-elmo+shdemb":  # a frozen LM: its export and how its states were read
            record["lm"] = {"path": "lm/cloze.pt", "sha256": "ab" * 32, "valid_ppl": 7.5, "parameters": 16118016,
                            "recipe_sha256": "cd" * 32, "code_commit": "ef" * 20}
            record["lm_dropout"] = {"key": "model.elmo_weight_dropout", "value": 0.2}
            record["config"] = {"run": {"model": {"cache_lm_states": True, "lm_cache_dtype": "float32"}}}
        if key == ("shared", "29k", 1):  # a record that names its CPU and threads (older ones do not)
            record["host"] = {"cpu": "AMD EPYC", "threads_per_rank": 2}
        (grid / f"{record['name']}.json").write_text(json.dumps(record))
    assert main(["report", "--grid-dir", str(grid)]) == 0
    text = (grid / "README.md").read_text(encoding="utf-8")
    assert "| `lm/cloze.pt` | 16,118,016 | 7.50 | abababababab | cdcdcdcdcdcd | efefefefefef | 3 |" in text
    assert text.count("| cache float32 |") == 3 and "| 0.2 | cache float32 |" in text
    assert "| 1 × cpu (AMD EPYC, 2 threads/rank) | abc |" in text and text.count("| 1 × cpu | abc |") == 7
    rows = table_rows((grid / "README.md").read_text(encoding="utf-8"))
    # columns: 5k BLEU, 5k Δ, 10k BLEU, 10k Δ, 29k BLEU, 29k Δ, paper x3
    assert rows["baseline"][:6] == ["11.92 / 12.50 (12.21)", "", "20.00", "", "33.49", ""]
    assert rows["SRC-ELMO+SHDEMB"][:6] == ["18.25 / 17.00 (17.62)", "+6.33 / +4.50 (+5.42)", "24.10", "+4.10", "—", "—"]
    assert rows["SHARED"][4:6] == ["32.20", "-1.29"]
    assert rows["SRC-ELMO+SHDEMB"][6:] == ["29.0 (+7.6)", "36.2 (+3.1)", "41.8 (+1.7)"]  # SPEC §6
    assert rows["TGT-FT"][:6] == ["—"] * 6
    for name in ("gain.png", "valid_bleu.png"):
        data = (grid / name).read_bytes()
        assert data.startswith(b"\x89PNG\r\n\x1a\n")
        image = imread(str(grid / name))
        assert image.ndim == 3 and image.shape[0] > 100 and image.shape[1] > 100
    # a record without its score is one line naming the file and the field
    broken = cell("shared", "5k", 1, 1.0)
    del broken["test_bleu"]
    (grid / "shared-5k-seed1.json").write_text(json.dumps(broken))
    with pytest.raises(SystemExit, match=r"shared-5k-seed1\.json: field 'test_bleu' is missing"):
        main(["report", "--grid-dir", str(grid)])


def test_weights_sha256_names_the_weights_not_the_file(tmp_path):
    """An LM card's weights_sha256: the same weights in files that differ elsewhere (here the step; in practice the
    embedded config of a later lm4gen) have one digest; other weights another."""
    import torch

    from helpers.common import make_export
    from lm4gen.core.files import sha256_file
    from lm4gen.data_prep import bpe
    from lm4gen.launcher.multi30k_steps import weights_sha256
    from lm4gen.models.export import load_exported

    (tmp_path / "text").write_text("".join(f"a dog runs {i} times over the red hill .\n" for i in range(200)))
    bpe.train([str(tmp_path / "text")], str(tmp_path / "sp"), vocab_size=60)
    sp = str(tmp_path / "sp.model")
    a, b, c = (str(tmp_path / f"{n}.pt") for n in "abc")
    make_export(a, sp, kind="cloze", seed=0)
    data = torch.load(a, weights_only=False)
    data["step"] += 1
    torch.save(data, b)
    make_export(c, sp, kind="cloze", seed=1)
    digests = [weights_sha256(load_exported(p)[0]) for p in (a, b, c)]
    assert sha256_file(a) != sha256_file(b) and digests[0] == digests[1] != digests[2] and len(digests[0]) == 64


def test_a_record_commit_is_dirty_for_code_not_for_reports(tmp_path, monkeypatch):
    """git_commit: a grid writes READMEs and figures into reports/ of the checkout it runs from; only changed code
    makes a record's commit read +dirty."""
    import subprocess

    from lm4gen.launcher import multi30k_records

    def git(*args):
        subprocess.run(["git", "-c", "user.email=t@t", "-c", "user.name=t", *args], cwd=tmp_path, check=True,
                       capture_output=True)

    (tmp_path / "reports").mkdir()
    (tmp_path / "reports" / "README.md").write_text("a\n")
    (tmp_path / "code.py").write_text("a = 1\n")
    git("init", "-q")
    git("add", ".")
    git("commit", "-q", "-m", "x")
    monkeypatch.setattr(multi30k_records, "ROOT", str(tmp_path))
    head = multi30k_records.git_commit()
    (tmp_path / "reports" / "README.md").write_text("b\n")
    assert multi30k_records.git_commit() == head and len(head) == 40
    (tmp_path / "code.py").write_text("a = 2\n")
    assert multi30k_records.git_commit() == head + "+dirty"
