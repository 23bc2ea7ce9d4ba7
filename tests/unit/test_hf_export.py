"""lm4gen.pretrain.hf_export: the exported directory loads in transformers and computes what lm4gen computes.

The tests that need no launched process; the rest, and the whole story, in tests/integration/test_hf_export.py."""

from __future__ import annotations

import os

import pytest
import torch

from helpers.common import assert_same_logits_on_a_padded_batch, make_export, synth_lines
from helpers.hf_export import _roundtrip


pytestmark = pytest.mark.usefixtures("one_thread")  # tiny models: one thread (conftest)


def ours(export: str):
    from lm4gen.models.export import load_exported

    return load_exported(export)[0].eval()


def forward(model, tokens: torch.Tensor, states: bool = False):
    """The one call into lm4gen's models here: logits, or (logits, states) with ``states``: the cloze LM's
    layer states split into (forward tower, backward tower) pairs, the last one its combination output."""
    with torch.no_grad():
        logits = model.logits(tokens)
        if not states:
            return logits
        layers = model.layer_states(tokens)
    d = model.cfg.dim
    return logits, [(s[..., :d], s[..., d:]) for s in layers[:-1]] + [layers[-1][..., :d]]


def test_files_and_config(causal_hf):
    import json

    names = set(os.listdir(causal_hf["hf"]))
    assert {"config.json", "model.safetensors", "spiece.model", "tokenizer_config.json", "lm4gen.json"} <= names
    cfg = json.load(open(os.path.join(causal_hf["hf"], "config.json")))
    assert cfg["architectures"] == ["GPT2LMHeadModel"] and cfg["activation_function"] == "gelu"
    assert cfg["n_positions"] == 64 and cfg["bos_token_id"] == cfg["eos_token_id"] == 3 and cfg["pad_token_id"] == 0
    assert not any(n.startswith(".") for n in os.listdir(os.path.dirname(causal_hf["hf"])))  # no temporary left


@pytest.mark.parametrize("positions,activation", [("learned", "gelu"), ("sinusoidal", "gelu"), ("learned", "relu")])
def test_logits_equal_ours_with_padding(tmp_path, spm_model, positions, activation):
    from transformers import AutoModelForCausalLM

    from lm4gen.pretrain.hf_export import export_hf

    export = make_export(tmp_path / "lm.pt", spm_model, positions=positions, activation=activation, seed=3)
    export_hf(export, str(tmp_path / "hf"))
    hf = AutoModelForCausalLM.from_pretrained(str(tmp_path / "hf")).eval()
    assert type(hf).__name__ == "GPT2LMHeadModel"
    model = ours(export)
    with torch.no_grad():  # unpadded: transformers without a mask
        tokens = torch.randint(7, model.cfg.vocab_size, (2, 64), generator=torch.Generator().manual_seed(2))
        assert (hf(tokens).logits - forward(model, tokens)).abs().max().item() <= 1e-4
    assert_same_logits_on_a_padded_batch(model, hf, model.cfg.vocab_size)


def test_tokenizer_encodes_as_data_prep_synthetic(causal_hf):
    lines = synth_lines(300, seed=99)
    _roundtrip(causal_hf["hf"], causal_hf["spm"], lines)


def test_transformers_greedy_generate_equals_ours(causal_hf):
    import sentencepiece as spm
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from lm4gen.pretrain.generate import Options, generate

    hf = AutoModelForCausalLM.from_pretrained(causal_hf["hf"]).eval()
    tok = AutoTokenizer.from_pretrained(causal_hf["hf"])
    model = ours(causal_hf["export"])
    ids = {"pad": 0, "unk": 1, "bos": 2, "eos": 3}
    sp = spm.SentencePieceProcessor(model_file=causal_hf["spm"])
    varied = 0
    for text in ("Der Mann sieht", "The woman", "Ein kleines Kind liest ein Buch"):
        prompt = [tok.eos_token_id] + tok(text)["input_ids"]
        assert prompt[1:] == sp.encode(text)
        mine = generate(model, [prompt], Options(max_new_tokens=30), ids)[0]
        out = hf.generate(torch.tensor([prompt]), max_new_tokens=30, do_sample=False, suppress_tokens=[0, 2])
        theirs = out[0, len(prompt):].tolist()
        if theirs and theirs[-1] == tok.eos_token_id:
            theirs = theirs[:-1]  # ours leaves the ending </s> out
        assert theirs == mine
        varied += len(set(mine)) > 3
    assert varied >= 2  # continuations that are not one token repeated


def test_transformers_left_padded_batch_generate_equals_our_ragged_batch(causal_hf):
    """Prompts of different lengths: transformers left-pads them (attention mask, positions from the mask);
    lm4gen.pretrain.generate batches them without padding. Same continuations."""
    from transformers import AutoModelForCausalLM

    from lm4gen.pretrain.generate import Options, generate

    hf = AutoModelForCausalLM.from_pretrained(causal_hf["hf"]).eval()
    prompts = [[3, 40, 41, 42, 43, 44, 45], [3, 50], [3, 60, 61, 62]]
    mine = generate(ours(causal_hf["export"]), prompts, Options(max_new_tokens=15), {"pad": 0, "bos": 2, "eos": 3})
    width = max(map(len, prompts))
    ids = torch.tensor([[0] * (width - len(p)) + p for p in prompts])
    mask = (torch.arange(width)[None, :] >= torch.tensor([width - len(p) for p in prompts])[:, None]).long()
    out = hf.generate(ids, attention_mask=mask, max_new_tokens=15, do_sample=False, suppress_tokens=[0, 2])
    theirs = []
    for row in out[:, width:].tolist():
        end = [i for i, t in enumerate(row) if t in (0, 3)]  # </s>, then padding once a row is done
        theirs.append(row[:end[0]] if end else row)
    assert theirs == mine


def test_hf_dir_reads_back_into_lm4gen(causal_hf):
    from lm4gen.pretrain.generate import load_model

    model, sp, ids = load_model(causal_hf["hf"])
    tokens = torch.randint(7, model.cfg.vocab_size, (2, 30), generator=torch.Generator().manual_seed(4))
    with torch.no_grad():
        assert torch.equal(forward(model, tokens), forward(ours(causal_hf["export"]), tokens))
    assert ids["eos"] == 3 and sp.vocab_size == model.cfg.vocab_size


def test_the_masked_lm_is_refused_with_the_reason(tmp_path, spm_model):
    from lm4gen.core.files import InputError
    from lm4gen.pretrain.hf_export import export_hf

    export = make_export(tmp_path / "lm.pt", spm_model, kind="mlm")
    with pytest.raises(InputError, match=r"dense\+GELU\+LayerNorm"):
        export_hf(export, str(tmp_path / "hf"))
    assert not (tmp_path / "hf").exists()


@pytest.mark.parametrize("overrides", [{}, {"positions": "sinusoidal", "combine_residual": True, "activation": "relu"}])
def test_cloze_lm_with_remote_code_gives_our_logits_and_states(tmp_path, spm_model, overrides):
    """AutoModel + trust_remote_code: the towers' and the combination's states and the logits equal
    ClozeLM's (layer_states), on a right-padded batch (real positions) and an unpadded one."""
    from transformers import AutoModel

    from lm4gen.pretrain.hf_export import export_hf

    export = make_export(tmp_path / "lm.pt", spm_model, kind="cloze", seed=2, **overrides)
    export_hf(export, str(tmp_path / "hf"))
    hf = AutoModel.from_pretrained(str(tmp_path / "hf"), trust_remote_code=True).eval()
    assert type(hf).__name__ == "Lm4genClozeModel"
    model = ours(export)
    tokens = torch.randint(7, model.cfg.vocab_size, (3, 40), generator=torch.Generator().manual_seed(1))
    lengths = [40, 25, 3]
    for i, n in enumerate(lengths):
        tokens[i, n:] = 0
    for batch, lens in ((tokens, lengths), (tokens[:1], lengths[:1])):
        with torch.no_grad():
            logits, states = forward(model, batch, states=True)
            out = hf(batch)
        pairs = [(out.logits, logits), (out.combination_state, states[-1])]
        pairs += [(out.forward_states[i], states[i][0]) for i in range(len(states) - 1)]
        pairs += [(out.backward_states[i], states[i][1]) for i in range(len(states) - 1)]
        assert len(out.forward_states) == model.cfg.num_layers + 1
        for theirs, mine in pairs:
            for i, n in enumerate(lens):
                assert (theirs[i, :n] - mine[i, :n]).abs().max().item() <= 1e-4
        assert logits.std() > 1.0
    from lm4gen.core.files import InputError
    from lm4gen.pretrain.generate import load_model

    for source in (export, str(tmp_path / "hf")):  # text generation needs the causal LM
        with pytest.raises(InputError, match="cloze LM"):
            load_model(source)


def test_bad_inputs_are_one_line_errors(tmp_path, spm_model, causal_hf, capsys):
    from lm4gen.data_prep import bpe
    from lm4gen.core.errors import run
    from lm4gen.pretrain.hf_export import main

    other = tmp_path / "other.txt"
    other.write_text("\n".join(synth_lines(2000, seed=8)) + "\n", encoding="utf-8")
    bpe.train([str(other)], str(tmp_path / "other"), vocab_size=300, num_threads=1)
    cases = [
        ([causal_hf["export"], str(tmp_path / "a"), "--tokenizer", str(tmp_path / "other.model")], "sha256"),
        ([causal_hf["export"], str(tmp_path / "b"), "--tokenizer", str(tmp_path / "missing.model")], "not here"),
        ([causal_hf["export"], causal_hf["hf"]], "not empty"),
        ([str(tmp_path / "other.txt"), str(tmp_path / "c")], "other.txt"),
    ]
    capsys.readouterr()  # only the command's own output below (a fixture's save_pretrained may draw a progress bar)
    for argv, words in cases:
        assert run(main, argv) == 2
        err = capsys.readouterr().err
        assert err.startswith("error: ") and words in err and len(err.strip().splitlines()) == 1, err
        assert "Traceback" not in err
    # an earlier export is replaced with --overwrite
    assert run(main, [causal_hf["export"], causal_hf["hf"], "--overwrite"]) == 0
    assert "GPT2LMHeadModel" in capsys.readouterr().out
