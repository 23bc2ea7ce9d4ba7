"""lm4gen.models.search: batched, cached beam search against a plain reference implementation,
beam 1 = greedy, independence from batch composition, n-gram blocking, min/max length."""

from __future__ import annotations

import math

import pytest
import torch
import torch.nn.functional as F

from lm4gen.models.search import _constrain, _topk, generate, greedy, max_lengths
from helpers.finetune_model import BOS, EOS, PAD, V, batch, tiny_model
from helpers.finetune_model import one_thread  # noqa: F401 - autouse: tiny models on one thread


def sources(seed: int = 0) -> torch.Tensor:
    return batch(seed=seed, B=3, S=9)[0]  # lengths 9, 6, 3 (their </s> included)


def ngrams(seq: list[int], n: int) -> list[tuple[int, ...]]:
    return [tuple(seq[i:i + n]) for i in range(len(seq) - n + 1)]


def reference_beam(model, src: torch.Tensor, beam: int, max_len: int, min_len: int, lenpen: float,
                   no_repeat_ngram: int) -> list[int]:
    """One sentence, no cache, no batching: every hypothesis is re-run in full each step."""
    hyps: list[tuple[list[int], float]] = [([], 0.0)]
    finished: list[tuple[float, list[int]]] = []
    for step in range(max_len + 1):
        cands = []
        for h, score in hyps:
            lp = F.log_softmax(model.logits(src[None], torch.tensor([[BOS] + h]))[0, -1].float(), -1).tolist()
            lp[PAD] = lp[BOS] = -math.inf
            if step >= max_len:
                lp = [x if t == EOS else -math.inf for t, x in enumerate(lp)]
            elif step < min_len:
                lp[EOS] = -math.inf
            n = no_repeat_ngram
            if n and len(h) >= n - 1:
                for gram in ngrams(h, n):
                    if list(gram[:-1]) == h[len(h) - n + 1:]:
                        lp[gram[-1]] = -math.inf
            cands += [(score + x, h, t) for t, x in enumerate(lp) if x > -math.inf]
        cands.sort(key=lambda c: -c[0])
        cands = cands[:2 * beam]
        for score, h, t in cands[:beam]:
            if t == EOS and len(finished) < beam:
                finished.append((score / (step + 1) ** lenpen, h))
        hyps = [(h + [t], score) for score, h, t in cands if t != EOS][:beam]
        if len(finished) >= beam:
            break
    return max(finished, key=lambda f: f[0])[1]


def eos_prone(strategy: str):
    """A random tiny model with peaked distributions (ties unlikely) whose </s> logit
    swings widely, so hypotheses end at many different steps."""
    model = tiny_model(strategy, init_std=0.5)
    with torch.no_grad():
        model.decoder.out_proj.weight[EOS] *= 3.0
    return model


@pytest.mark.parametrize("strategy", ["baseline", "tgt-elmo"])
@pytest.mark.parametrize("lenpen,min_len,ngram", [(1.0, 1, 0), (0.3, 3, 2), (2.0, 0, 1)])
@pytest.mark.parametrize("seed", [0, 1])
def test_beam_search_matches_plain_reference(strategy, lenpen, min_len, ngram, seed):
    model = eos_prone(strategy)
    src = sources(seed)
    got = generate(model, src, beam=3, max_len_a=0.5, max_len_b=3, min_len=min_len, lenpen=lenpen,
                   no_repeat_ngram=ngram)
    limits = max_lengths(model, src, 0.5, 3)
    assert limits == [int(0.5 * 9 + 3), int(0.5 * 6 + 3), int(0.5 * 3 + 3)]
    for b in range(src.shape[0]):
        row = src[b][src[b] != PAD]
        assert got[b] == reference_beam(model, row, 3, limits[b], min_len, lenpen, ngram), f"sentence {b}"


def test_beam_search_with_a_large_vocabulary_matches_plain_reference():
    """A vocabulary large enough for the chunked top-k of every step (step 0 included)."""
    model = tiny_model("baseline", init_std=0.5, vocab_size=1601)
    src = sources(0)
    got = generate(model, src, beam=3, max_len_b=4, min_len=1)
    for b in range(src.shape[0]):
        row = src[b][src[b] != PAD]
        assert got[b] == reference_beam(model, row, 3, 4, 1, 1.0, 0), f"sentence {b}"


@pytest.mark.parametrize("n", [50, 4096, 40000, 40003, 1100])
def test_chunked_topk_equals_topk(n):
    g = torch.Generator().manual_seed(n)
    x = torch.randn(7, n, generator=g)
    for k in (1, 6, 10):
        vals, idx = _topk(x, k)
        want_vals, want_idx = x.topk(k, dim=1)
        assert torch.equal(vals, want_vals) and torch.equal(idx, want_idx)
    # rows with fewer finite values than k (a forced </s>, blocked tokens): the finite ones
    # come first, in order; the -inf ones are still valid columns
    x[0] = float("-inf")
    x[1, :] = float("-inf")
    x[1, [3, n - 1]] = torch.tensor([1.0, 2.0])
    x[2, :n // 2] = float("-inf")
    vals, idx = _topk(x, 10)
    want_vals, want_idx = x.topk(10, dim=1)
    assert torch.equal(vals, want_vals) and (idx >= 0).all() and (idx < n).all()
    assert torch.equal(x.gather(1, idx), vals)
    assert idx[1, :2].tolist() == [n - 1, 3] and torch.equal(idx[2:], want_idx[2:])


@pytest.mark.parametrize("strategy", ["baseline", "shared", "src-elmo", "src-ft", "tgt-elmo", "tgt-ft"])
def test_beam_one_equals_greedy(strategy):
    model = tiny_model(strategy, init_std=0.5)
    src = sources(1)
    for kw in (dict(max_len_b=20), dict(min_len=4, no_repeat_ngram=2, max_len_b=20), dict(max_len_a=1.0, max_len_b=1)):
        assert generate(model, src, beam=1, **kw) == greedy(model, src, **kw)


@pytest.mark.parametrize("strategy", ["baseline", "src-elmo", "tgt-ft"])
def test_output_independent_of_batch_composition(strategy):
    model = eos_prone(strategy)
    src = sources(2)  # three lengths, so the short ones are padded in the batch
    together = generate(model, src, beam=4, max_len_b=12)
    shuffled = generate(model, src[[2, 0, 1]], beam=4, max_len_b=12)
    assert [together[i] for i in (2, 0, 1)] == shuffled
    for b in range(src.shape[0]):
        alone = src[b:b + 1, : int((src[b] != PAD).sum())]
        assert generate(model, alone, beam=4, max_len_b=12) == [together[b]]
        assert greedy(model, alone, max_len_b=12) == [greedy(model, src, max_len_b=12)[b]]


@pytest.mark.parametrize("strategy", ["tgt-elmo", "tgt-ft"])
def test_lm_cache_does_not_change_the_output(strategy):
    model = tiny_model(strategy, init_std=0.5)
    src = sources(3)
    assert generate(model, src, beam=3, max_len_b=10) == generate(model, src, beam=3, max_len_b=10,
                                                                  use_lm_cache=False)


def constant_model(eos_logit: float, special_logit: float = 0.0):
    """Same logits at every step: token t scores t / V (the highest id is the favourite),
    </s> scores ``eos_logit``, <pad> and <s> ``special_logit``."""
    model = tiny_model("baseline")
    with torch.no_grad():
        ln, w = model.decoder.ln_out, model.decoder.out_proj.weight
        ln.weight.zero_()
        ln.bias.zero_()
        ln.bias[0] = 1.0
        w.zero_()
        w[:, 0] = torch.arange(V) / V
        w[EOS, 0] = eos_logit
        w[PAD, 0] = w[BOS, 0] = special_logit
    return model


@pytest.mark.parametrize("beam", [1, 3])
def test_no_repeat_ngram_really_blocks(beam):
    model = constant_model(eos_logit=-5.0)  # never ends before the maximum length
    src = sources()
    run = greedy if beam == 1 else (lambda *a, **k: generate(*a, beam=beam, **k))
    plain = run(model, src, max_len_b=12)
    assert plain[0] == [V - 1] * 12  # without blocking: one token, repeated
    for n in (1, 2, 3):
        out = run(model, src, max_len_b=12, no_repeat_ngram=n)
        for hyp in out:
            assert len(hyp) == 12
            assert len(set(ngrams(hyp, n))) == len(ngrams(hyp, n)), f"repeated {n}-gram in {hyp}"
        if n == 2:
            assert len(set(ngrams(out[0], 1))) < 12  # unigrams may repeat when only bigrams are blocked
    random_model = tiny_model("baseline", init_std=0.5)
    for hyp in run(random_model, src, max_len_b=15, no_repeat_ngram=2):
        assert len(set(ngrams(hyp, 2))) == len(ngrams(hyp, 2))


@pytest.mark.parametrize("beam", [1, 4])
def test_min_len_respected_and_specials_never_produced(beam):
    model = constant_model(eos_logit=5.0, special_logit=10.0)  # </s> (and pad, <s>) are the favourites
    src = sources()
    run = greedy if beam == 1 else (lambda *a, **k: generate(*a, beam=beam, **k))
    assert run(model, src, min_len=0) == [[], [], []]
    assert run(model, src, min_len=1) == [[V - 1]] * 3
    for hyp in run(model, src, min_len=4):
        assert len(hyp) == 4 and PAD not in hyp and BOS not in hyp and EOS not in hyp


def test_max_len_per_sentence_and_position_cap():
    model = constant_model(eos_logit=-5.0)
    src = sources()
    out = generate(model, src, beam=2, max_len_a=0.5, max_len_b=2)
    assert [len(h) for h in out] == [int(0.5 * 9 + 2), int(0.5 * 6 + 2), int(0.5 * 3 + 2)]
    # max_positions=64: the </s> step reads position 63, so at most 63 tokens
    assert [len(h) for h in greedy(model, src[:1], max_len_b=200)] == [63]
    assert max_lengths(tiny_model("tgt-ft"), src, 0.0, 500) == [63] * 3  # the LM's 64 positions cap too


def test_generate_keeps_training_mode_and_checks_arguments():
    model = tiny_model("baseline").train()
    generate(model, sources(), beam=2, max_len_b=3)
    assert model.training
    with pytest.raises(ValueError, match="beam"):
        generate(model, sources(), beam=0)
    with pytest.raises(ValueError, match="max_len"):
        generate(model, sources(), max_len_b=-1)
    with pytest.raises(ValueError, match="src"):
        greedy(model, sources()[0])


def test_the_rules_ban_pad_and_bos_and_a_negative_id_bans_nothing():
    """A causal LM with no padding id (-1, GPT-2's vocabulary) bans no token for it: not the last id (-1 as an
    index would be), and <|endoftext|> (its bos and eos at once) may end a text."""
    scores = torch.zeros(2, 8)
    _constrain(scores, 3, torch.tensor([10, 10]), 0, torch.zeros(2, 3, dtype=torch.long), 0, 0, 1, 2)
    assert torch.isinf(scores[:, :2]).all() and torch.isfinite(scores[:, 2:]).all()
    scores = torch.zeros(2, 8)
    _constrain(scores, 3, torch.tensor([10, 10]), 0, torch.zeros(2, 3, dtype=torch.long), 0, -1, -1, 7)
    assert torch.isfinite(scores).all()
