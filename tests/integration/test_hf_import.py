"""lm4gen.pretrain.hf_import: a transformers GPT-2 directory becomes an lm4gen LM export that computes what
transformers computes, round-trips through hf-export unchanged, and starts a pretraining run (model.init_from);
what lm4gen cannot compute exactly is refused with one line. Tiny models built and saved here (no hub)."""

from __future__ import annotations

import json
import math
import os

import pytest
import torch

from helpers.hf_import import gpt2_dir, transformers


pytestmark = pytest.mark.usefixtures("one_thread")  # tiny models: one thread (conftest)


def _launch(out, data, export, *extra, ranks=2):
    """4 steps of pretrain/run.py from ``export`` (test_pretrain.launch; no dropout: TP shards draw their own
    masks) -> (losses by step, output)."""
    from helpers.pretrain import launch, losses

    text = launch(out, data, "--set", f"model.init_from={export}", "--set", "data.block_size=32",
                  "--set", "optim.name=adamw", "--set", "optim.lr=0.001", "--set", "optim.warmup_updates=1",
                  "--set", "data.num_workers=0", "--set", "model.dropout=0.0", "--set", "model.attention_dropout=0.0",
                  *extra, ranks=ranks, zero=1, steps=4)
    return losses(out), text


@pytest.mark.slow
def test_continued_pretraining_starts_from_the_import_and_tensor_parallel_equals_one_rank(tmp_path, lm_shards):
    """``model.init_from``: the architecture and weights come from the imported GPT-2 (the first loss is far from
    a random start's ln(vocab)); 2 ranks with TP=2 give one process's losses (no dropout: TP shards draw their
    own masks)."""
    import math

    from lm4gen.data_prep.bpe import tokenizer_info
    from lm4gen.pretrain.hf_import import import_hf

    vocab = tokenizer_info(lm_shards["tokenizer"])["vocab_size"]
    hf = gpt2_dir(tmp_path / "gpt2", vocab, n_positions=64)
    export = str(tmp_path / "lm.pt")
    import_hf(hf, export, tokenizer=lm_shards["tokenizer"])
    one, out = _launch(tmp_path / "tp1", lm_shards, export, ranks=0)  # one process: the same batches as TP=2's
    assert f"weights from {export}" in out
    two, _ = _launch(tmp_path / "tp2", lm_shards, export, "--set", "parallel.tensor=2")
    assert one.keys() == two.keys() == {1, 2, 3, 4}
    for step in one:
        assert two[step] == pytest.approx(one[step], rel=1e-4), (step, one, two)
    assert abs(one[1] - math.log(vocab)) > 0.5  # not a fresh random init (the imported weights are large)
    config = json.load(open(tmp_path / "tp1" / "config.json"))["run"]["model"]
    assert config["init_from"] == export


@pytest.mark.slow
def test_a_gpt2_with_its_own_tokenizer_continues_pretraining_and_learns_where_documents_end(tmp_path):
    """GPT-2's own byte-level tokenizer has no pad: imported without one (-1), the loss keeps every target —
    <|endoftext|> between documents included — and equals transformers' on the same tokens; shards made with
    that tokenizer continue pretraining it."""
    from helpers.hf_tokenizer import LINES, gpt2_like
    from transformers import GPT2LMHeadModel

    from lm4gen.data_prep import shard
    from lm4gen.data_prep.tokenizer import load_tokenizer
    from lm4gen.models.export import load_exported
    from lm4gen.models.lm import NO_PAD
    from lm4gen.pretrain.hf_import import import_hf
    from lm4gen.pretrain.objectives import causal_loss

    hf_dir = gpt2_like(tmp_path / "gpt2")
    tok = load_tokenizer(hf_dir)
    eot = tok.special_ids["eos"]
    gpt2_dir(hf_dir, tok.vocab_size, pad_token_id=None, bos_token_id=eot, eos_token_id=eot)
    export = str(tmp_path / "lm.pt")
    import_hf(hf_dir, export)  # no --pad-id: GPT-2 has none
    model = load_exported(export)[0].eval()
    assert model.cfg.pad_id == NO_PAD
    ids = [i for line in LINES[:40] for i in tok.encode([line])[0] + [eot]][:2 * 48]  # documents, packed
    tokens = torch.tensor(ids).view(2, 48)
    assert (tokens[:, 1:] == eot).sum() >= 2
    with torch.no_grad():
        ours, metrics = causal_loss(model, {"tokens": tokens})
        theirs = GPT2LMHeadModel.from_pretrained(hf_dir).eval()(tokens, labels=tokens).loss
    assert int(metrics["ntokens"]) == 2 * 47  # every target counted, the <|endoftext|> ones too
    assert abs(float(ours) - float(theirs)) <= 1e-4, (float(ours), float(theirs))
    # hf-export writes it back with its own tokenizer files: the identity, and read back by lm4gen generate
    from lm4gen.pretrain.generate import Options, generate, load_model
    from lm4gen.pretrain.hf_export import export_hf

    back = str(tmp_path / "back")
    export_hf(export, back)
    a, b = (GPT2LMHeadModel.from_pretrained(d).state_dict() for d in (hf_dir, back))
    assert a.keys() == b.keys() and all(torch.equal(a[k], b[k]) for k in a)
    assert json.load(open(os.path.join(back, "config.json")))["pad_token_id"] is None
    assert load_tokenizer(back).sha256 == tok.sha256
    assert transformers.AutoTokenizer.from_pretrained(back)("the city")["input_ids"] == tok.encode(["the city"])[0]
    assert load_model(back)[1].sha256 == tok.sha256
    # greedy generation with no padding id (ragged prompts, filled past their ends) continues as transformers does

    lm, _, gen_ids = load_model(export, hf_dir)
    prompts = [[eot] + tok.encode([text])[0] for text in ("the city", "a man in a red")]
    ours = generate(lm, prompts, Options(max_new_tokens=20), gen_ids)
    hf = GPT2LMHeadModel.from_pretrained(hf_dir).eval()
    for prompt, got in zip(prompts, ours):
        out = hf.generate(torch.tensor([prompt]), max_new_tokens=20, do_sample=False, eos_token_id=eot,
                          pad_token_id=eot)[0, len(prompt):].tolist()
        assert got == out[:out.index(eot)] if eot in out else got == out, (got, out)
    with torch.no_grad():  # both final LayerNorms pushed towards <|endoftext|>: a text ends at once, as in transformers
        push = 50 * lm.embed.tokens.weight[eot] / lm.embed.tokens.weight[eot].norm()
        lm.ln_out.bias += push
        hf.transformer.ln_f.bias += push
    assert generate(lm, prompts, Options(max_new_tokens=20), gen_ids) == [[], []]  # <|endoftext|> not banned
    assert hf.generate(torch.tensor([prompts[0]]), max_new_tokens=2, do_sample=False,
                       pad_token_id=eot)[0, len(prompts[0])].item() == eot
    corpus = tmp_path / "news.txt"
    corpus.write_text("\n".join(LINES) + "\n", encoding="utf-8")
    shards = str(tmp_path / "shards")
    shard.run(shard.ShardOptions(input=[str(corpus)], tokenizer=hf_dir, output=shards, samples_per_shard=300,
                                 valid_fraction=0.05, quiet=True))
    losses, out = _launch(tmp_path / "run", {"train": shards, "tokenizer": hf_dir}, export, ranks=0)
    assert f"weights from {export}" in out and losses.keys() == {1, 2, 3, 4}
    assert all(math.isfinite(v) for v in losses.values()) and losses[4] < losses[1]
