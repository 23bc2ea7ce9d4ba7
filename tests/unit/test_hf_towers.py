"""A local transformers model as the fine-tuning model's LM (lm4gen.models.hf_towers, ``model.src_lm=hf:DIR`` /
``model.tgt_lm=hf:DIR``): a BERT / RoBERTa / XLM-R encoder's states are transformers' ``output_hidden_states``
of the input its tokenizer makes; a GPT-2 becomes lm4gen's causal LM, whose KV cache in beam search equals
recomputation; a tiny fine-tuning run per side through bitext shards with per-side tokenizers, then translation;
the refusals in one line. Tiny models and tokenizers built and saved here (no hub).

The tests that need no launched process; the rest, and the whole story, in tests/integration/test_hf_towers.py."""

from __future__ import annotations

import json
import os
import shutil

import pytest
import torch

from tokenizers import Tokenizer  # noqa: E402 - after the skip

from lm4gen.models.hf_towers import encoder_tower_from_card, load_causal, load_encoder_tower, tower_card  # noqa: E402 - after the skip
from helpers.hf_towers import bitext, transformers
from helpers.hf_towers import data  # noqa: F401, F811 - pytest fixtures

pytestmark = pytest.mark.usefixtures("one_thread")  # tiny models: one thread (conftest)


# ---------------------------------------------------------------------------- the towers' states


def padded(rows: list[list[int]], pad: int) -> torch.Tensor:
    out = torch.full((len(rows), max(map(len, rows))), pad, dtype=torch.long)
    for i, r in enumerate(rows):
        out[i, :len(r)] = torch.tensor(r)
    return out


@pytest.mark.parametrize("model_type", ["bert", "roberta", "xlm-roberta"])
def test_encoder_tower_states_are_transformers_hidden_states_of_its_tokenizers_input(data, model_type, tmp_path):
    """Rows ``x </s>`` (what the bitext loader makes with the encoder's tokenizer), right-padded: each state at
    each real position equals transformers' hidden state of that sentence alone, as its tokenizer encodes it
    with its special tokens ([CLS] x [SEP] / <s> x </s>), the [CLS] position dropped."""
    from lm4gen.data_prep.tokenizer import load_tokenizer

    d = data["bert"] if model_type == "bert" else data["roberta"]
    if model_type == "xlm-roberta":  # the RoBERTa directory read as XLM-R (the same network under its own classes)
        shutil.copytree(d, tmp_path / "xlmr")
        d = str(tmp_path / "xlmr")
        config = json.load(open(os.path.join(d, "config.json")))
        config.update(model_type="xlm-roberta", architectures=["XLMRobertaModel"])
        json.dump(config, open(os.path.join(d, "config.json"), "w"))
    tok = load_tokenizer(d)
    ids = tok.special_ids
    texts = data["en"][:4]
    rows = [x + [ids["eos"]] for x in tok.encode(texts)]
    cls = ids["cls"]
    tower = load_encoder_tower(d, ids["pad"], cls)
    assert tower.cfg.model_type == model_type and tower.num_states == 3 and tower.state_width == 32
    batch = padded(rows, ids["pad"])
    assert (batch == ids["pad"]).any()  # the batch is padded
    with torch.no_grad():
        states = tower.layer_states(batch)
        last = tower.features(batch)
    reference = transformers.AutoModel.from_pretrained(d).eval()
    assert type(reference).__name__ == {"bert": "BertModel", "roberta": "RobertaModel",
                                        "xlm-roberta": "XLMRobertaModel"}[model_type]
    own = Tokenizer.from_file(os.path.join(d, "tokenizer.json"))
    for i, text in enumerate(texts):
        full = own.encode(text).ids  # the tokenizer's own input, specials added
        assert full == [cls] + rows[i]
        with torch.no_grad():
            want = reference(input_ids=torch.tensor([full]), output_hidden_states=True).hidden_states
        n = len(rows[i])
        assert len(want) == len(states)
        for got, w in zip(states, want):
            assert (got[i, :n] - w[0, 1:]).abs().max() < 1e-5
        assert torch.equal(last[i, :n], states[-1][i, :n])
    # rebuilt from a checkpoint card (no directory): the same network once the weights are loaded
    again = encoder_tower_from_card(json.loads(json.dumps(tower_card(tower, d))))
    again.load_state_dict(tower.state_dict())
    with torch.no_grad():
        assert torch.equal(again.eval().layer_states(batch)[-1], states[-1])


def test_gpt2_tower_is_our_causal_lm_with_transformers_hidden_states(data):
    from lm4gen.data_prep.tokenizer import load_tokenizer
    from lm4gen.models.lm import CausalLM

    tok = load_tokenizer(data["gpt2"])
    eot = tok.special_ids["eos"]
    lm = load_causal(data["gpt2"], eot)
    assert isinstance(lm, CausalLM) and lm.cfg.vocab_size == tok.vocab_size
    rows = [[eot] + x for x in tok.encode(data["de"][:3])]
    batch = padded(rows, eot)
    reference = transformers.GPT2Model.from_pretrained(data["gpt2"]).eval()
    with torch.no_grad():
        states = lm.layer_states(batch)
        want = reference(input_ids=batch, attention_mask=padded([[1] * len(r) for r in rows], 0),
                         output_hidden_states=True).hidden_states
    assert len(states) == len(want) == 3
    for i, r in enumerate(rows):
        for got, w in zip(states, want):
            assert (got[i, :len(r)] - w[i, :len(r)]).abs().max() < 1e-5


# ---------------------------------------------------------------------------- in the seq2seq model


def gpt2_seq2seq(data, strategy: str):
    """A tiny seq2seq with the GPT-2 tower on the target side: its tokenizer has no pad, so the target pads with one
    id past its vocabulary; bos == eos == <|endoftext|>."""
    from lm4gen.data_prep.tokenizer import load_tokenizer, seq2seq_target_ids
    from lm4gen.models.seq2seq import build_seq2seq, seq2seq_config

    tok = load_tokenizer(data["gpt2"])
    t = seq2seq_target_ids(tok.card())
    assert t["pad"] == tok.vocab_size and t["bos"] == t["eos"]
    cfg = seq2seq_config("tiny", vocab_size=t["vocab_size"], pad_id=t["pad"], bos_id=t["bos"], eos_id=t["eos"],
                         src_vocab_size=50, src_pad_id=0, src_eos_id=3, dim=32, ffn_dim=64, max_positions=64,
                         strategy=strategy, init_std=0.3)
    return build_seq2seq(cfg, tgt_lm=load_causal(data["gpt2"], t["eos"]), seed=2).eval(), t


@pytest.mark.parametrize("strategy", ["tgt-elmo", "tgt-ft"])
def test_beam_search_with_the_gpt2_tower_cache_equals_recomputation(data, strategy):
    from lm4gen.models.search import generate, greedy

    model, t = gpt2_seq2seq(data, strategy)
    g = torch.Generator().manual_seed(0)
    src = torch.randint(4, 50, (3, 7), generator=g)
    src[:, -1], src[1, 4:], src[1, 3] = 3, 0, 3  # rows end in </s>; row 1 padded
    tgt = torch.randint(0, t["pad"], (3, 6), generator=g)
    tgt[:, 0], tgt[2, 4:] = t["bos"], t["pad"]
    with torch.no_grad():
        full = model.logits(src, tgt)
        state = model.init_decoder_state(model.encode(src))  # the LM's own KV cache
        steps = torch.stack([model.decode_step(tgt[:, i:i + 1], state) for i in range(tgt.shape[1])], dim=1)
        assert state.lm_cache is not None
        assert (full - steps).abs().max() < 1e-5
        kw = dict(max_len_b=12)
        cached = generate(model, src, beam=3, **kw)
        assert cached == generate(model, src, beam=3, use_lm_cache=False, **kw)  # the LM re-reads the prefix
        assert greedy(model, src, **kw) == generate(model, src, beam=1, use_lm_cache=False, **kw)
        # greedy is the argmax of a full recomputation at every step (no pad produced; eos ends it)
        for row, hyp in enumerate(greedy(model, src, **kw)):
            prefix = [t["bos"]]
            for token in hyp:
                logits = model.logits(src[row:row + 1], torch.tensor([prefix]))[0, -1]
                logits[t["pad"]] = float("-inf")
                if len(prefix) == 1:  # min_len 1: no </s> first
                    logits[t["eos"]] = float("-inf")
                assert int(logits.argmax()) == token
                prefix.append(token)
            assert t["pad"] not in hyp
    # bos == eos: the search blocks <s> but not </s> (it ends a hypothesis)
    from lm4gen.models.search import _constrain

    scores = torch.zeros(2, t["vocab_size"])
    _constrain(scores, 1, torch.tensor([9, 9]), 1, torch.zeros(2, 1, dtype=torch.long), 0, t["pad"], t["bos"], t["eos"])
    assert (scores[:, t["eos"]] == 0).all() and (scores[:, t["pad"]] == float("-inf")).all()


def test_batches_pad_each_side_with_its_own_id(data):
    """RoBERTa's pad is 1, the sentencepiece model's 0; GPT-2 has none: its side pads with one id past its
    vocabulary. The seq2seq config built from the shards agrees with the loader."""
    from lm4gen.data_prep import manifest as mf
    from lm4gen.data_prep.stream import LoaderConfig, StreamLoader
    from lm4gen.finetune.config import FinetuneConfig
    from lm4gen.finetune.train import model_config

    cfg = FinetuneConfig()
    for name, src, tgt in (("roberta-spm", data["roberta"], data["spm"]), ("spm-gpt2", data["spm"], data["gpt2"])):
        shards = bitext(data, name, src, tgt)
        m = mf.load(shards)
        model = model_config(cfg, m["tgt_tokenizer"], {}, m["src_tokenizer"])
        lc = LoaderConfig(split="train", mode="seq2seq", max_tokens=400, num_workers=0, shuffle_buffer=0)
        padded_rows = [0, 0]
        for batch in StreamLoader(shards, lc):
            lengths = batch["src_lengths"]
            for r in range(len(lengths)):
                assert (batch["src"][r, lengths[r]:] == model.source_pad_id).all()
                assert batch["src"][r, lengths[r] - 1] == model.source_eos_id
                n = int((batch["tgt_out"][r] != model.pad_id).sum())
                assert batch["tgt_out"][r, n - 1] == model.eos_id and batch["tgt_in"][r, 0] == model.bos_id
                assert (batch["tgt_in"][r, n:] == model.pad_id).all()
                padded_rows[0] += int(lengths[r] < batch["src"].shape[1])
                padded_rows[1] += int(n < batch["tgt_out"].shape[1])
        assert min(padded_rows) > 0  # both sides had padding
        if name == "roberta-spm":
            assert (model.source_pad_id, model.pad_id) == (1, 0) and model.source_vocab_size != model.vocab_size
        else:
            vocab = m["tgt_tokenizer"]["vocab_size"]
            assert model.pad_id == vocab and model.vocab_size == vocab + 1 and model.bos_id == model.eos_id
            assert model.source_pad_id == 0 and model.src_vocab_size == m["src_tokenizer"]["vocab_size"]


def test_per_side_vocabularies_in_the_seq2seq_config():
    from lm4gen.models.seq2seq import build_seq2seq, seq2seq_config

    cfg = seq2seq_config("tiny", vocab_size=40, src_vocab_size=70, src_pad_id=5, src_eos_id=6, dim=32, ffn_dim=64)
    model = build_seq2seq(cfg)
    assert model.encoder.embed.tokens.num_embeddings == 70 and model.decoder.out_proj.out_features == 40
    src = torch.tensor([[60, 61, 6, 5], [62, 6, 5, 5]])
    assert model.encode(src).keep.tolist() == [[True, True, True, False], [True, True, False, False]]
    with pytest.raises(ValueError, match="shared ties the source and target embeddings: one vocabulary"):
        seq2seq_config("tiny", vocab_size=40, src_vocab_size=70, src_pad_id=5, src_eos_id=6, strategy="shared")
    seq2seq_config("tiny", vocab_size=1000, src_vocab_size=70)  # the target's pad 0 and </s> 3 are source ids too
    with pytest.raises(ValueError, match="'src_eos_id': must be a source token id"):
        seq2seq_config("tiny", vocab_size=1000, src_vocab_size=3)
    seq2seq_config("tiny", bos_id=3, eos_id=3)  # one token for both (GPT-2's <|endoftext|>)
    with pytest.raises(ValueError, match="'pad_id': must differ from bos_id and eos_id"):
        seq2seq_config("tiny", pad_id=3, eos_id=3, bos_id=2)


# ---------------------------------------------------------------------------- refusals


def one_line(e) -> str:
    text = str(e.value)
    assert len(text.splitlines()) == 1, text
    return text


def test_what_a_side_cannot_take_is_refused_in_one_line(data, tmp_path):
    from lm4gen.core.config import load_into
    from lm4gen.finetune.config import FinetuneConfig
    from lm4gen.finetune.train import load_hf_lm

    with pytest.raises(ValueError, match="is a causal LM; the source side takes a transformers encoder") as e:
        load_encoder_tower(data["gpt2"], 0, 0)
    one_line(e)
    with pytest.raises(ValueError, match="is bidirectional: on the target side") as e:
        load_causal(data["bert"], 0)
    one_line(e)
    t5 = tmp_path / "t5"
    t5.mkdir()
    (t5 / "config.json").write_text(json.dumps({"model_type": "t5", "is_encoder_decoder": True,
                                                "architectures": ["T5ForConditionalGeneration"]}))
    for side, load in (("source", lambda: load_encoder_tower(str(t5), 0, 0)),
                       ("target", lambda: load_causal(str(t5), 0))):
        with pytest.raises(ValueError, match="is an encoder-decoder") as e:
            load()
        assert "T5ForConditionalGeneration" in one_line(e)
    with pytest.raises(ValueError, match="its tokenizer pads with id 5 but config.json's pad_token_id is 0") as e:
        load_encoder_tower(data["bert"], 5, 2)
    one_line(e)
    deeper = tmp_path / "deeper"  # config.json says 3 layers, the weights hold 2: refused, not randomly completed
    shutil.copytree(data["bert"], deeper)
    config = json.load(open(deeper / "config.json"))
    json.dump({**config, "num_hidden_layers": 3}, open(deeper / "config.json", "w"))
    with pytest.raises(ValueError, match="its weights lack .* of BertModel's tensors .*encoder.layer.2") as e:
        load_encoder_tower(str(deeper), 0, 2)
    one_line(e)
    with pytest.raises(ValueError, match="no config.json") as e:
        load_encoder_tower(str(tmp_path), 0, 0)
    one_line(e)
    # the tower's tokenizer must be the one that tokenized its side of the shards
    with pytest.raises(ValueError, match="is not the one that tokenized the shards' source side") as e:
        load_hf_lm(data["bert"], "src", "0" * 64)
    assert "--src-tokenizer" in one_line(e)
    with pytest.raises(ValueError, match="is not the one that tokenized the shards' target side"):
        load_hf_lm(data["gpt2"], "tgt", "0" * 64)
    # config: an hf: LM is not cached, and the source tower is not split by tensor parallelism
    for sets, field in ((["model.cache_lm_states=true"], "model.cache_lm_states"),
                        (["parallel.tensor=2"], "parallel.tensor")):
        with pytest.raises(ValueError, match=field) as e:
            load_into(FinetuneConfig(), None, ["model.strategy=src-elmo", f"model.src_lm=hf:{data['bert']}",
                                               *sets]).validate()
        one_line(e)
    with pytest.raises(ValueError, match="model.src_lm.*not found") as e:
        load_into(FinetuneConfig(), None, ["model.strategy=src-elmo", "model.src_lm=hf:/nowhere"]).validate()
    one_line(e)
