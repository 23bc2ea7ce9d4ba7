"""lm4gen.pretrain.hf_import: a transformers GPT-2 directory becomes an lm4gen LM export that computes what
transformers computes, round-trips through hf-export unchanged, and starts a pretraining run (model.init_from);
what lm4gen cannot compute exactly is refused with one line. Tiny models built and saved here (no hub).

The tests that need no launched process; the rest, and the whole story, in tests/integration/test_hf_import.py."""

from __future__ import annotations

import json
import os

import pytest
import torch

from helpers.common import assert_same_logits_on_a_padded_batch
from helpers.hf_import import gpt2_dir


pytestmark = pytest.mark.usefixtures("one_thread")  # tiny models: one thread (conftest)


def imported(tmp_path, spm_model, **config):
    from lm4gen.data_prep.bpe import tokenizer_info
    from lm4gen.models.export import load_exported
    from lm4gen.pretrain.hf_import import import_hf

    hf = gpt2_dir(tmp_path / "gpt2", tokenizer_info(spm_model)["vocab_size"], **config)
    import_hf(hf, str(tmp_path / "lm.pt"), tokenizer=spm_model)
    return hf, str(tmp_path / "lm.pt"), load_exported(str(tmp_path / "lm.pt"))[0].eval()


@pytest.mark.parametrize("activation", ["gelu_new", "gelu", "relu", "gelu_pytorch_tanh"])
def test_our_logits_equal_transformers_on_the_imported_weights(tmp_path, spm_model, activation):
    from transformers import GPT2LMHeadModel

    hf_dir, _, model = imported(tmp_path, spm_model, activation_function=activation)
    hf = GPT2LMHeadModel.from_pretrained(hf_dir).eval()
    assert model.cfg.activation == {"gelu_new": "gelu_tanh", "gelu_pytorch_tanh": "gelu_tanh"}.get(activation,
                                                                                                   activation)
    assert_same_logits_on_a_padded_batch(model, hf, model.cfg.vocab_size)


def test_import_then_export_is_the_identity(tmp_path, spm_model):
    from transformers import GPT2LMHeadModel

    from lm4gen.pretrain.hf_export import export_hf

    hf_dir, export, _ = imported(tmp_path, spm_model)
    export_hf(export, str(tmp_path / "back"))
    a = GPT2LMHeadModel.from_pretrained(hf_dir).state_dict()
    b = GPT2LMHeadModel.from_pretrained(str(tmp_path / "back")).state_dict()
    assert a.keys() == b.keys() and all(torch.equal(a[k], b[k]) for k in a)
    ca, cb = (json.load(open(os.path.join(d, "config.json"))) for d in (hf_dir, str(tmp_path / "back")))
    for field in ("vocab_size", "n_positions", "n_embd", "n_layer", "n_head", "n_inner", "activation_function",
                  "layer_norm_epsilon", "resid_pdrop", "attn_pdrop", "pad_token_id"):
        assert ca[field] == cb[field], field
    card = torch.load(export, weights_only=True)
    assert card["source"]["model_type"] == "gpt2" and card["tokenizer"]["vocab_size"] == ca["vocab_size"]


def test_what_cannot_be_computed_exactly_is_refused_with_one_line(tmp_path, spm_model, capsys):
    from transformers import BertConfig, BertForMaskedLM

    from lm4gen.core.errors import run
    from lm4gen.data_prep.bpe import tokenizer_info
    from lm4gen.pretrain.hf_import import main

    vocab = tokenizer_info(spm_model)["vocab_size"]
    bert = tmp_path / "bert"
    BertForMaskedLM(BertConfig(vocab_size=vocab, hidden_size=32, num_hidden_layers=1, num_attention_heads=4,
                               intermediate_size=64)).save_pretrained(str(bert))
    untied = gpt2_dir(tmp_path / "untied", vocab, tie_word_embeddings=False)
    cases = [
        (str(bert), "a 'bert' model (BertForMaskedLM)"),
        (gpt2_dir(tmp_path / "eps", vocab, layer_norm_epsilon=1e-6), "layer_norm_epsilon=1e-06"),
        (gpt2_dir(tmp_path / "inv", vocab, scale_attn_by_inverse_layer_idx=True), "scale_attn_by_inverse_layer_idx"),
        (gpt2_dir(tmp_path / "act", vocab, activation_function="silu"), "activation_function='silu'"),
        (untied, "tie_word_embeddings=False"),
        (str(tmp_path / "nothing"), "not a directory"),
    ]
    capsys.readouterr()  # transformers' save_pretrained may draw a progress bar on stderr: not the command's
    for directory, words in cases:
        assert run(main, [directory, str(tmp_path / "out.pt"), "--tokenizer", spm_model]) == 2, directory
        err = capsys.readouterr().err
        assert err.startswith("error: ") and words in err and len(err.strip().splitlines()) == 1, err
    assert not (tmp_path / "out.pt").exists()
    # a tokenizer of another vocabulary, and a GPT-2 directory with no padding id and no tokenizer
    assert run(main, [gpt2_dir(tmp_path / "big", vocab + 5), str(tmp_path / "out.pt"), "--tokenizer", spm_model]) == 2
    assert "pieces, but the model's vocabulary is" in capsys.readouterr().err
    nopad = gpt2_dir(tmp_path / "nopad", vocab, pad_token_id=None)
    from tokenizers import Tokenizer, models

    words = {"<|endoftext|>": 0, **{f"w{i}": i for i in range(1, vocab)}}  # GPT-2's one special token, no pad
    stub = Tokenizer(models.WordLevel(words, unk_token="<|endoftext|>"))
    stub.add_special_tokens(["<|endoftext|>"])
    stub.save(str(tmp_path / "nopad" / "tokenizer.json"))
    assert run(main, [nopad, str(tmp_path / "out.pt"), "--pad-id", str(vocab)]) == 2  # not an id of the vocabulary
    assert f"padding id {vocab} is not in the vocabulary" in capsys.readouterr().err
    assert run(main, [nopad, str(tmp_path / "out.pt")]) == 0  # no padding id: none (-1), every id a target
    assert torch.load(str(tmp_path / "out.pt"), weights_only=True)["config"]["pad_id"] == -1
    assert run(main, [nopad, str(tmp_path / "out.pt"), "--pad-id", "0", "--overwrite"]) == 0
    card = torch.load(str(tmp_path / "out.pt"), weights_only=True)["tokenizer"]
    assert card["kind"] == "transformers" and set(card["files"]) == {"tokenizer.json"}
    from lm4gen.data_prep.tokenizer import load_tokenizer

    assert card["sha256"] == load_tokenizer(nopad).sha256  # the card lm4gen shard records for shards made with it
    assert card["special_ids"]["eos"] == 0 and card["special_ids"]["pad"] is None


def test_generate_follows_the_model_familys_prefix(tmp_path, capsys):
    """``lm4gen generate`` on an imported GPT-2 adds nothing before the prompt, as transformers' ``generate`` does
    (``--prefix auto``); ``--prefix eos`` is lm4gen's own convention, and equals transformers given the same
    prefix."""
    from helpers.hf_tokenizer import gpt2_like
    from transformers import GPT2LMHeadModel

    from lm4gen.data_prep.tokenizer import load_tokenizer
    from lm4gen.pretrain import generate as gen
    from lm4gen.pretrain.hf_import import import_hf

    hf_dir = gpt2_like(tmp_path / "gpt2")
    tok = load_tokenizer(hf_dir)
    eot = tok.special_ids["eos"]
    gpt2_dir(hf_dir, tok.vocab_size, pad_token_id=None, bos_token_id=eot, eos_token_id=eot)
    export = str(tmp_path / "lm.pt")
    import_hf(hf_dir, export)
    assert gen.model_family_prefix(export) == "none"
    hf = GPT2LMHeadModel.from_pretrained(hf_dir).eval()
    text = "the city"

    def theirs(prefix: list[int]) -> str:
        prompt = prefix + tok.encode([text])[0]
        out = hf.generate(torch.tensor([prompt]), max_new_tokens=12, do_sample=False, eos_token_id=eot,
                          pad_token_id=eot)[0, len(prompt):].tolist()
        return tok.decode(out[:out.index(eot)] if eot in out else out)

    def ours(*extra: str) -> str:
        capsys.readouterr()
        assert gen.main([export, "--prompt", text, "--max-new-tokens", "12", "--continuation-only", "--quiet",
                         "--tokenizer", hf_dir, *extra]) == 0
        return capsys.readouterr().out.rstrip("\n")

    plain, prefixed = theirs([]), theirs([eot])
    assert plain != prefixed  # the prefix matters for this model: the test can tell the two apart
    assert ours() == plain and ours("--prefix", "none") == plain
    assert ours("--prefix", "eos") == prefixed
    assert gen.prompt_ids([], "none", eot) == [eot]  # an empty prompt still starts from a token
