"""lm4gen.launcher.multi30k_summary: the grids side by side (Table 2 in miniature, the source LM's domain), from the
records of every grid folder, and ``lm4gen multi30k report`` without ``--pair``: every folder, then the summary."""
from __future__ import annotations

import json

from helpers.multi30k_grid import cell


def write(folder, record: dict, pair: str | None = None, converged: bool = False) -> None:
    folder.mkdir(exist_ok=True)
    if pair:
        record["pair"] = pair
    if converged:
        record["name"] += "-conv"
        record["converged"] = {"rule": "patience 5", "stopped_by": "patience", "best_valid_bleu": 1.0, "best_step": 10}
    (folder / f"{record['name']}.json").write_text(json.dumps(record))


def rows(text: str, section: str) -> list[list[str]]:
    table = text.split(section, 1)[1].split("\n\n")[2]
    return [[c.strip() for c in line.strip("|").split("|")] for line in table.splitlines()[2:]]


def test_report_writes_every_grid_then_table2_and_the_lm_domain(tmp_path):
    from matplotlib.image import imread

    from lm4gen.launcher.multi30k import main

    ende, encs, news = tmp_path / "grid", tmp_path / "grid-en-cs", tmp_path / "grid-en-de-news-lm"
    for strategy, seed, bleu in [("baseline", 1, 10.0), ("baseline", 2, 9.0), ("src-elmo", 1, 17.0),
                                 ("src-elmo", 2, 16.5), ("src-ft", 1, 12.0)]:
        write(ende, cell(strategy, "5k", seed, bleu))
    write(ende, cell("baseline", "29k", 1, 20.0))
    write(ende, cell("src-elmo", "29k", 1, 26.0))
    write(ende, cell("baseline", "29k", 1, 30.0), converged=True)
    write(ende, cell("src-elmo", "29k", 1, 33.5), converged=True)
    for strategy, bleu in [("baseline", 6.0), ("src-elmo", 9.5), ("src-elmo+shdemb", 10.25)]:
        write(encs, cell(strategy, "5k", 1, bleu), "en-cs")
    write(encs, cell("baseline", "29k", 1, 25.0), "en-cs", converged=True)
    for strategy, seed, bleu in [("baseline", 1, 9.5), ("src-elmo", 1, 13.0), ("baseline", 2, 9.0)]:
        write(news, cell(strategy, "5k", seed, bleu), "en-de")
    write(news, cell("baseline", "29k", 1, 29.0), "en-de", converged=True)
    write(news, cell("src-elmo", "29k", 1, 31.0), "en-de", converged=True)

    assert main(["report", "--grid-dir", str(ende)]) == 0
    for folder in (ende, encs, news):  # each grid's own report
        assert "## Test BLEU" in (folder / "README.md").read_text(encoding="utf-8")
    own = (encs / "README.md").read_text(encoding="utf-8")  # a pair's: its three strategies beside Table 2 (En-Tr)
    assert "| baseline | 6.00 |  | — |  | — |  | 9.5 |" in own and "| SRC-ELMO+SHDEMB | 10.25 | +4.25 |" in own
    assert "11.8 (+2.3) |" in own and "TGT-FT" not in own and "paper 160K" not in own and "Table 2 of" in own
    assert "paper 160K (Δ)" in (ende / "README.md").read_text(encoding="utf-8")
    text = (tmp_path / "summary" / "README.md").read_text(encoding="utf-8")
    assert "en-de 9 record(s), en-cs 4 record(s), en-de-news-lm 5 record(s)" in text
    table2 = {(r[0], r[1]): r[2:] for r in rows(text, "## Table 2 in miniature")}
    # columns: baseline BLEU, baseline chrF (cell(): BLEU + 20), SRC-ELMO ΔBLEU, ΔchrF, +SHDEMB ΔBLEU, ΔchrF
    assert table2[("en-de", "5k budgeted")] == ["10.00 / 9.00 (9.50)", "30.00 / 29.00 (29.50)",
                                                "+7.00 / +7.50 (+7.25)", "+7.00 / +7.50 (+7.25)", "—", "—"]
    assert table2[("en-de", "29k converged")][:3] == ["30.00", "50.00", "+3.50"]
    assert table2[("en-cs", "5k budgeted")] == ["6.00", "26.00", "+3.50", "+3.50", "+4.25", "+4.25"]
    assert table2[("en-cs", "29k converged")] == ["25.00", "45.00", "—", "—", "—", "—"]
    assert ("en-fr", "5k budgeted") not in table2  # no folder: not read
    assert table2[("paper en-tr (WMT'18)", "208K, newstest2017 / 2018")] == [
        "9.8 / 9.5", "—", "+2.2 / +1.8", "—", "+3.1 / +2.3", "—"]  # SPEC §6
    domain = {r[0]: r[1:] for r in rows(text, "## Which LM")}
    # captions: baseline, SRC-ELMO, Δ; news: the same; only the columns both grids have
    assert domain == {"5k budgeted": ["10.00 / 9.00 (9.50)", "17.00 / 16.50 (16.75)", "+7.00 / +7.50 (+7.25)",
                                      "9.50 / 9.00 (9.25)", "13.00", "+3.50"],
                      "29k converged": ["30.00", "33.50", "+3.50", "29.00", "31.00", "+2.00"]}
    image = imread(str(tmp_path / "summary" / "pairs.png"))
    assert image.ndim == 3 and image.shape[0] > 100 and image.shape[1] > 100

    # one variant and its own --grid-dir: that folder alone (no root of the layout: no summary either)
    for path in (encs / "README.md", ende / "README.md", tmp_path / "summary" / "README.md"):
        path.unlink()
    assert main(["report", "--pair", "en-cs", "--grid-dir", str(encs)]) == 0
    assert (encs / "README.md").exists() and not (ende / "README.md").exists()
    assert not (tmp_path / "summary" / "README.md").exists()


def test_report_without_records_is_one_line(tmp_path):
    import pytest

    from lm4gen.launcher.multi30k import main

    with pytest.raises(SystemExit, match=r"report: no grid records under .*grid: run lm4gen multi30k grid first"):
        main(["report", "--grid-dir", str(tmp_path / "grid")])
