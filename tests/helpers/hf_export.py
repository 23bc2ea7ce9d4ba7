"""Helpers of hf_export tests shared by both tiers and other test modules."""
from __future__ import annotations





def _roundtrip(hf_dir: str, spm_path: str, lines: list[str]) -> None:
    import sentencepiece as spm
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(hf_dir)
    sp = spm.SentencePieceProcessor(model_file=spm_path)
    want = sp.encode(lines)
    got = tok(lines)["input_ids"]
    assert got == want
    assert [tok.decode(ids) for ids in want[:50]] == sp.decode(want[:50])
    specials = {"pad": 0, "unk": 1, "bos": 2, "eos": 3, "mask": 4, "cls": 5, "sep": 6}
    assert {k: getattr(tok, f"{k}_token_id") for k in specials} == specials
    assert tok("")["input_ids"] == []
