"""The CNN/DailyMail recipe (lm4gen cnndm) at tiny size, on a few documents built here: every stage end to end, a rerun
skipping complete work, Lead-3, the report from the records, and the bad inputs of its data as one line each."""

from __future__ import annotations

import json
import os


from lm4gen.launcher.cnndm_summarize import lead3


def test_lead3_splits_ptb_sentences():
    text = "a b . c '' d ! '' e f ? g . h ."
    assert lead3(text) == "a b . c '' d ! '' e f ?"  # a quote closes a sentence only after its end mark
    assert lead3("no end at all") == "no end at all"


def test_a_decode_is_reused_only_when_complete_and_newer_than_its_checkpoint(tmp_path):
    """A rerun after an interruption skips the decodes already written by the current checkpoint, and redoes one
    that is short (another source), older than the checkpoint (a new best), or missing."""
    from lm4gen.launcher.cnndm_summarize import decoded

    ckpt = tmp_path / ".best-step2-x"
    ckpt.mkdir()
    (ckpt / "model_fp32.pt").write_bytes(b"w")
    (tmp_path / "best").symlink_to(ckpt.name)
    src, hyp = tmp_path / "val.src", tmp_path / "val.hyp"
    src.write_text("a\nb\n")
    assert not decoded(str(tmp_path / "best"), str(src), str(hyp))  # missing
    hyp.write_text("x\ny\n")
    os.utime(ckpt / "model_fp32.pt", (1000, 1000))
    assert decoded(str(tmp_path / "best"), str(src), str(hyp))
    hyp.write_text("x\n")
    assert not decoded(str(tmp_path / "best"), str(src), str(hyp))  # not one line per source
    hyp.write_text("x\ny\n")
    os.utime(hyp, (500, 500))
    assert not decoded(str(tmp_path / "best"), str(src), str(hyp))  # older than the checkpoint


def _two_source_shards(tmp_path, mark: str = "") -> str:
    """Bitext shards (20 pairs each) of a file ordered by source: 60 pairs of source a (opening with ``mark``), then
    60 of source b; its BPE is ``tmp_path/bpe/news.model`` (the recipe's layout)."""
    from lm4gen.data_prep import bitext, bpe

    blocks = {"a": f"{mark} alpha beta gamma delta".strip(), "b": "omega psi chi phi"}
    src, tgt = tmp_path / "train.src", tmp_path / "train.tgt"
    src.write_text("".join(f"{blocks[s]} {i} {blocks[s]} .\n" for s in "ab" for i in range(60)))
    tgt.write_text("".join(f"{blocks[s].split()[-4]} {i} .\n" for s in "ab" for i in range(60)))
    (tmp_path / "bpe").mkdir()
    bpe.train([str(src), str(tgt)], str(tmp_path / "bpe" / "news"), vocab_size=60)
    out = tmp_path / "shards" / "bitext"
    assert bitext.main(["--preset", "summarization", "--train", str(src), str(tgt), "--tokenizer",
                        str(tmp_path / "bpe" / "news.model"), "--output", str(out), "--samples-per-shard", "20",
                        "--workers", "1"]) == 0
    return str(out)


def test_a_whole_set_window_mixes_a_training_file_ordered_by_source(tmp_path):
    """The CNN/DailyMail training file holds CNN's pairs, then DailyMail's, and the shards follow it: a loader window
    smaller than a shard trains on one source at a time, the recipe's window (the whole training set, read from the
    manifest) mixes both from the first batch."""
    import sentencepiece as spm

    from lm4gen.data_prep.stream import LoaderConfig, StreamLoader
    from lm4gen.launcher.cnndm_summarize import whole_set_window

    out = _two_source_shards(tmp_path)
    assert whole_set_window(out) == "data.shuffle_buffer=120"
    sp = spm.SentencePieceProcessor(model_file=str(tmp_path / "bpe" / "news.model"))

    def sources(window: int) -> set[str]:  # the sources of the first batch
        cfg = LoaderConfig(split="train", mode="seq2seq", max_tokens=400, pool_size=16, shuffle_buffer=window, seed=1,
                           num_workers=0)
        batch = next(iter(StreamLoader(out, cfg)))
        return {"a" if "alpha" in sp.decode(row.tolist()) else "b" for row in batch["src"].numpy()}

    assert len(sources(10)) == 1  # half a shard: one source
    assert sources(120) == {"a", "b"}


def test_bench_data_order_replays_the_loader(tmp_path):
    """bench/data_order.py: the CNN share per block of updates of a run's loader, for each window; a window of half
    a shard gives one-source blocks, the whole set none (JSON written)."""
    import subprocess
    import sys

    out = _two_source_shards(tmp_path, mark="( cnn )")
    record = {"config": {"run": {"data": {"max_tokens": 200, "pool_size": 16, "shuffle_buffer": 10},
                                 "train": {"seed": 1}}}}
    (tmp_path / "record.json").write_text(json.dumps(record))
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    r = subprocess.run([sys.executable, os.path.join(root, "bench", "data_order.py"), "--record",
                        str(tmp_path / "record.json"), "--shards", out, "--updates", "12", "--block", "2", "--json",
                        str(tmp_path / "order.json")], capture_output=True, text=True, check=False)
    assert r.returncode == 0, r.stderr
    results = {x["shuffle_buffer"]: x for x in json.loads((tmp_path / "order.json").read_text())["rows"]}
    assert set(results) == {10, 120}
    assert all(share in (0.0, 1.0) for share in results[10]["cnn_share_per_block"])
    assert results[10]["one_source_blocks"] == results[10]["blocks"] > results[120]["one_source_blocks"]
