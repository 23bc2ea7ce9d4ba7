"""lm4gen.pretrain.generate: greedy is the argmax of a full recomputation at every step, the KV cache and the
batching change nothing, sampling stays inside its top-k / top-p set and repeats itself under a seed,
and the command reads exports and HF directories with one-line errors for bad flags."""

from __future__ import annotations

import pytest
import torch
from torch import nn

from helpers.common import make_export

from lm4gen.pretrain.generate import Options, _causal_logits, batches, filter_logits, fit_prompt, generate, next_tokens
from lm4gen.models.layers import KVCache

IDS = {"pad": 0, "unk": 1, "bos": 2, "eos": 3}
PROMPTS = [[3, 40, 41, 42, 43, 44, 45, 46], [3, 50], [3, 60, 61, 62], [3, 70, 71, 72, 73, 74]]


pytestmark = pytest.mark.usefixtures("one_thread")  # tiny models: one thread (conftest)


@pytest.fixture(scope="module")
def model(tmp_path_factory, spm_model):
    from lm4gen.models.export import load_exported

    return load_exported(make_export(tmp_path_factory.mktemp("gen") / "lm.pt", spm_model, seed=5))[0].eval()


def reference_greedy(model, prompt: list[int], max_new: int, ngram: int = 0) -> list[int]:
    """The plain way: run the whole sequence through the model at every step, take the argmax of the last
    position among the allowed tokens."""
    seq = list(prompt)
    out = []
    for _ in range(max_new):
        if len(seq) >= model.cfg.max_positions:
            break
        with torch.no_grad():
            logits = _causal_logits(model, torch.tensor([seq]), None)[0, -1].clone()  # the module's one model call
        logits[IDS["pad"]] = logits[IDS["bos"]] = float("-inf")
        if ngram and len(seq) >= ngram:
            tail = tuple(seq[len(seq) - ngram + 1:])
            for i in range(len(seq) - ngram + 1):
                if tuple(seq[i:i + ngram - 1]) == tail:
                    logits[seq[i + ngram - 1]] = float("-inf")
        tok = int(logits.argmax())
        if tok == IDS["eos"]:
            break
        out.append(tok)
        seq.append(tok)
    return out


@pytest.mark.parametrize("ngram", [0, 2])
def test_greedy_is_the_argmax_of_full_recomputation(model, ngram):
    got = generate(model, PROMPTS, Options(max_new_tokens=25, no_repeat_ngram=ngram), IDS)
    want = [reference_greedy(model, p, 25, ngram) for p in PROMPTS]
    assert got == want
    assert sum(len(set(g)) > 3 for g in got) >= 3  # varied continuations, not one token repeated
    if ngram:
        for p, g in zip(PROMPTS, got):
            s = p + g
            pairs = list(zip(s, s[1:]))
            assert len(pairs) == len(set(pairs))


def test_greedy_fills_the_positions_and_stops_there(model):
    prompt = [3] + list(range(10, 60))  # 51 tokens of 64 positions
    got = generate(model, [prompt], Options(max_new_tokens=100), IDS)[0]
    assert got == reference_greedy(model, prompt, 100)
    assert len(prompt) + len(got) <= 64


@pytest.mark.parametrize("sample", [False, True])
def test_cache_and_batching_change_nothing(model, sample):
    opts = dict(max_new_tokens=20, sample=sample, top_k=20, top_p=0.9, temperature=0.8)

    def run(use_cache, prompts):
        return generate(model, prompts, Options(**opts, use_cache=use_cache), IDS, torch.Generator().manual_seed(3))

    cached, uncached = run(True, PROMPTS), run(False, PROMPTS)
    assert cached == uncached
    if not sample:  # a sample depends on the batch it was drawn in; greedy does not
        assert cached == [run(True, [p])[0] for p in PROMPTS]


def test_same_seed_same_sample_other_seed_other_sample(model):
    opts = Options(max_new_tokens=20, sample=True, temperature=1.5)
    a = generate(model, PROMPTS, opts, IDS, torch.Generator().manual_seed(7))
    b = generate(model, PROMPTS, opts, IDS, torch.Generator().manual_seed(7))
    c = generate(model, PROMPTS, opts, IDS, torch.Generator().manual_seed(8))
    assert a == b and a != c


def test_top_k_and_top_p_never_leave_their_set():
    # a crafted distribution over 10 tokens: probabilities .30 .25 .15 .10 .08 .05 .03 .02 .01 .01 (tokens 10..19
    # of a 20-token vocabulary, 0..9 impossible)
    probs = torch.tensor([.30, .25, .15, .10, .08, .05, .03, .02, .01, .01])
    logits = torch.full((1, 20), float("-inf"))
    logits[0, 10:] = probs.log()
    cases = [  # (top_k, top_p, the allowed set)
        (3, 1.0, {10, 11, 12}),
        (0, 0.5, {10, 11}),  # .30 + .25 reaches .5
        (0, 0.55, {10, 11}),  # exactly reached: no third token
        (0, 0.56, {10, 11, 12}),
        (5, 0.7, {10, 11, 12}),  # .30 + .25 + .15 = .70
        (0, 0.01, {10}),  # the most likely token always stays
        (2, 0.9, {10, 11}),
    ]
    seq = torch.tensor([[5, 6]])
    for top_k, top_p, allowed in cases:
        kept = set(torch.isfinite(filter_logits(logits, top_k, top_p))[0].nonzero().squeeze(1).tolist())
        assert kept == allowed, (top_k, top_p, kept)
        opts = Options(sample=True, top_k=top_k, top_p=top_p)
        g = torch.Generator().manual_seed(0)
        drawn = set(next_tokens(logits.expand(2000, 20), seq.expand(2000, 2), opts, IDS, g).tolist())
        assert drawn == allowed, (top_k, top_p, drawn)  # never outside, and every allowed token turns up


def test_temperature_sharpens_and_flattens():
    logits = torch.tensor([[0.0, 0.0, 0.0, 0.0, 2.0, 1.0]])
    seq = torch.tensor([[5]])
    g = torch.Generator().manual_seed(0)
    def share_of_4(t):
        toks = next_tokens(logits.expand(4000, 6), seq.expand(4000, 1), Options(sample=True, temperature=t), IDS, g)
        assert not set(toks.tolist()) & {0, 2}  # <pad> and <s> are never produced
        return (toks == 4).float().mean().item()
    assert share_of_4(0.2) > 0.95 > share_of_4(1.0) > share_of_4(5.0)


class Counter(nn.Module):
    """A stand-in causal LM: after token t it predicts t + 1 (and </s> after 30), whatever came before."""

    def __init__(self, max_positions=64, positions="learned"):
        super().__init__()
        self.w = nn.Parameter(torch.zeros(1))
        self.cfg = type("Cfg", (), {"max_positions": max_positions, "positions": positions})()

    def new_cache(self, capacity=16):
        return [KVCache(capacity)]

    def logits(self, tokens, cache=None):
        nxt = torch.where(tokens >= 30, torch.full_like(tokens, 3), tokens + 1)
        return torch.nn.functional.one_hot(nxt, 40).float() * 10


def test_end_of_sentence_max_new_tokens_and_ragged_prompts():
    m = Counter()
    got = generate(m, [[3, 20], [3, 10, 11, 12, 13, 14], [3, 27, 28]], Options(max_new_tokens=6), IDS)
    assert got == [[21, 22, 23, 24, 25, 26], [15, 16, 17, 18, 19, 20], [29, 30]]  # [29, 30] then </s>
    assert generate(m, [[3, 5]], Options(max_new_tokens=1), IDS) == [[6]]
    late = generate(m, [[3, 27, 28]], Options(max_new_tokens=6, min_new_tokens=4), IDS)[0]
    assert late[:2] == [29, 30] and len(late) >= 4 and 3 not in late  # no </s> among the first 4


def test_long_prompts_are_cut_from_the_left():
    ids = list(range(100))
    assert fit_prompt(ids, 64) == (ids[-63:], True)
    assert fit_prompt(ids[:63], 64) == (ids[:63], False)
    assert fit_prompt(ids, None) == (ids, False)  # sinusoidal positions: no limit
    m = Counter(max_positions=8)
    assert generate(m, [[3, 1, 2, 3, 4, 5]], Options(max_new_tokens=10), IDS) == [[6, 7]]  # fills 8 positions
    with pytest.raises(ValueError, match="max_positions"):
        generate(m, [list(range(8))], Options(), IDS)
    assert batches([3, 9, 1, 9, 5], 2) == [[1, 3], [4, 0], [2]]


def test_the_command(causal_hf, tmp_path, capsys):
    from lm4gen.core.errors import run
    from lm4gen.pretrain.generate import main

    prompts = tmp_path / "prompts.txt"
    prompts.write_text("Der Mann sieht\nThe woman\n" + "Ein Kind " * 60 + "\n", encoding="utf-8")
    out = {}
    for name, source in (("export", causal_hf["export"]), ("hf", causal_hf["hf"])):
        assert run(main, [source, "--input", str(prompts), "--output", str(tmp_path / f"{name}.txt"),
                          "--max-new-tokens", "12", "--batch-size", "2", "--quiet"]) == 0
        out[name] = (tmp_path / f"{name}.txt").read_text(encoding="utf-8").splitlines()
        err = capsys.readouterr().err
        assert "kept their last 63 tokens" in err and "[generate]" not in err  # --quiet: only the warning
    assert out["export"] == out["hf"] and len(out["export"]) == 3
    assert out["export"][0].startswith("Der Mann sieht")
    assert run(main, [causal_hf["export"], "--prompt", "The woman", "--sample", "--seed", "3", "--top-p", "0.9",
                      "--continuation-only"]) == 0
    captured = capsys.readouterr()
    assert len(captured.out.splitlines()) == 1 and "new tokens" in captured.err
    for flags, words in ((["--top-p", "1.5"], "--top-p"), (["--top-p", "0"], "--top-p"),
                         (["--temperature", "0"], "--temperature"), (["--max-new-tokens", "0"], "--max-new-tokens")):
        assert run(main, [causal_hf["export"], "--prompt", "x", "--sample", *flags]) == 2
        err = capsys.readouterr().err
        assert err.startswith("error: ") and words in err and len(err.strip().splitlines()) == 1, err
