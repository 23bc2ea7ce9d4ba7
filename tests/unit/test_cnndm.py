"""The CNN/DailyMail recipe (lm4gen cnndm) at tiny size, on a few documents built here: every stage end to end, a rerun
skipping complete work, Lead-3, the report from the records, and the bad inputs of its data as one line each."""

from __future__ import annotations



from lm4gen.launcher.cnndm_summarize import lead3


def test_lead3_splits_ptb_sentences():
    text = "a b . c '' d ! '' e f ? g . h ."
    assert lead3(text) == "a b . c '' d ! '' e f ?"  # a quote closes a sentence only after its end mark
    assert lead3("no end at all") == "no end at all"


def test_a_whole_set_window_mixes_a_training_file_ordered_by_source(tmp_path):
    """The CNN/DailyMail training file holds CNN's pairs, then DailyMail's, and the shards follow it: a loader window
    smaller than a shard trains on one source at a time, the recipe's window (the whole training set, read from the
    manifest) mixes both from the first batch."""
    from lm4gen.data_prep import bitext, bpe
    from lm4gen.data_prep.stream import LoaderConfig, StreamLoader
    from lm4gen.launcher.cnndm_summarize import whole_set_window

    blocks = {"a": "alpha beta gamma delta", "b": "omega psi chi phi"}  # two sources, 60 pairs each, in two blocks
    src, tgt = tmp_path / "train.src", tmp_path / "train.tgt"
    src.write_text("".join(f"{blocks[s]} {i} {blocks[s]} .\n" for s in "ab" for i in range(60)))
    tgt.write_text("".join(f"{blocks[s].split()[0]} {i} .\n" for s in "ab" for i in range(60)))
    bpe.train([str(src), str(tgt)], str(tmp_path / "bpe"), vocab_size=60)
    out = tmp_path / "shards"
    assert bitext.main(["--preset", "summarization", "--train", str(src), str(tgt), "--tokenizer",
                        str(tmp_path / "bpe.model"), "--output", str(out), "--samples-per-shard", "20",
                        "--workers", "1"]) == 0
    assert whole_set_window(str(out)) == "data.shuffle_buffer=120"
    import sentencepiece as spm

    sp = spm.SentencePieceProcessor(model_file=str(tmp_path / "bpe.model"))

    def sources(window: int) -> set[str]:  # the sources of the first batch
        cfg = LoaderConfig(split="train", mode="seq2seq", max_tokens=400, pool_size=16, shuffle_buffer=window, seed=1,
                           num_workers=0)
        batch = next(iter(StreamLoader(str(out), cfg)))
        return {"a" if "alpha" in sp.decode(row.tolist()) else "b" for row in batch["src"].numpy()}

    assert len(sources(10)) == 1  # half a shard: one source
    assert sources(120) == {"a", "b"}
