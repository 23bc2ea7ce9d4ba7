"""Batched beam search and greedy decoding over :class:`lm4gen.models.seq2seq.Seq2Seq`.

fairseq's ``SequenceGenerator`` semantics, with per-sentence limits:

* maximum output length ``int(max_len_a * |src| + max_len_b)`` tokens before
  ``</s>``, where ``|src|`` is the sentence's real source length (its non-pad tokens,
  its ``</s>`` included), so a sentence decodes the same alone or in any batch
  (fairseq takes the padded width). Capped so that no position exceeds the model's
  (or the target-side LM's) learned positions. At that length ``</s>`` is forced.
* ``min_len``: ``</s>`` is blocked while fewer than ``min_len`` tokens were produced.
* ``no_repeat_ngram`` n: a token that would complete an n-gram already present in
  the hypothesis (``<s>`` not counted) is blocked.
* ``<pad>`` and ``<s>`` are never produced (``<s>`` is, as ``</s>``, where a tokenizer has one token for both:
  GPT-2's ``<|endoftext|>``).
* Each step keeps the 2*beam best continuations (cumulative log-probabilities); an
  ``</s>`` among the best ``beam`` of them finishes a hypothesis, scored
  ``sum log p / len**lenpen`` (len counts ``</s>``); the first ``beam`` others go on.
  A sentence stops when it has ``beam`` finished hypotheses (or at its maximum
  length) and leaves the batch (its rows are dropped from the decoder state). The
  best finished hypothesis is returned.

Every step feeds one new token per hypothesis through ``decode_step``; beams are
moved with ``DecoderState.reorder``. A parent's best surviving child takes the
parent's row (``_stay``), so most rows keep their prefix and the caches copy only
the others; which row a hypothesis sits in changes nothing else. The 2*beam best
continuations are found with a chunked top-k (``_topk``), as ``torch.topk`` is slow
on the CPU over (sentences, beam x vocabulary).
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

from lm4gen.models.seq2seq import Seq2Seq


def max_lengths(model: Seq2Seq, src: torch.Tensor, max_len_a: float, max_len_b: int) -> list[int]:
    """Per source row: the most tokens (before ``</s>``) a hypothesis may have."""
    if max_len_a < 0 or max_len_b < 0:
        raise ValueError(f"max_len_a and max_len_b must be >= 0 (got {max_len_a}, {max_len_b})")
    cap = None
    limits = [model.cfg]
    if model.decoder.lm_input is not None:  # the target-side LM reads every decoder position too
        limits.append(model.decoder.lm_input.lm.cfg)
    for cfg in limits:
        if cfg.positions == "learned":  # the </s> step reads position max_len
            cap = cfg.max_positions - 1 if cap is None else min(cap, cfg.max_positions - 1)
    lengths = (src != model.cfg.source_pad_id).sum(dim=1).tolist()
    return [int(max_len_a * n + max_len_b) if cap is None else min(cap, int(max_len_a * n + max_len_b))
            for n in lengths]


def _constrain(scores: torch.Tensor, step: int, row_max: torch.Tensor, min_len: int, generated: torch.Tensor,
               no_repeat_ngram: int, pad_id: int, bos_id: int, eos_id: int) -> None:
    """Apply the search rules in place. scores (rows, vocab); row_max (rows,) maximum
    lengths; generated (rows, step) tokens so far (no ``<s>``). ``pad_id`` / ``bos_id`` are never produced
    (bos only where it is not also ``eos_id``); a negative one is none (a causal LM with every id a real token:
    GPT-2's)."""
    ninf = float("-inf")
    for never in (pad_id, bos_id if bos_id != eos_id else -1):  # GPT-2's <|endoftext|> is both: it ends a text
        if never >= 0:
            scores[:, never] = ninf
    forced = row_max <= step
    if bool(forced.any()):
        eos = scores[:, eos_id].clone()
        scores.masked_fill_(forced[:, None], ninf)
        scores[:, eos_id] = torch.where(forced, eos, scores[:, eos_id])
    if step < min_len:
        scores[:, eos_id] = torch.where(forced, scores[:, eos_id], torch.full_like(scores[:, eos_id], ninf))
    n = no_repeat_ngram
    if n > 0 and step >= n:  # an n-gram to repeat exists only after n tokens
        if n == 1:
            banned = torch.zeros_like(scores, dtype=torch.int32).scatter_add_(
                1, generated, torch.ones_like(generated, dtype=torch.int32)) > 0
        else:
            windows = generated.unfold(1, n, 1)  # (rows, step - n + 1, n): every n-gram so far
            tail = generated[:, step - n + 1:]  # the last n-1 tokens: the prefix of the next n-gram
            hit = (windows[:, :, :-1] == tail[:, None, :]).all(-1)  # (rows, windows)
            banned = torch.zeros_like(scores, dtype=torch.int32).scatter_add_(1, windows[:, :, -1], hit.int()) > 0
        scores.masked_fill_(banned, ninf)


_CHUNK = 16  # _topk: values per chunk


def _topk(x: torch.Tensor, k: int) -> tuple[torch.Tensor, torch.Tensor]:
    """``x.topk(k, dim=1)`` for x (rows, n) with n >> k: the same values, best first, and
    their indices (which of equal values comes first may differ).

    On the CPU ``topk`` visits every element with scalar code (~2.5 ms for the (32, 5 x
    8000) candidates of a beam step) where a max-reduction is vectorised, so: split
    each row into chunks (chunk j: columns j, j + m, ..., j + 15 m, so that their maxima
    are one reduction over a (rows, 16, m) view; the columns past 16 m form one more
    chunk), take the ``k`` chunks with the largest maxima, and ``topk`` over their
    values only. Those chunks hold the ``k`` largest values: a value elsewhere is at
    most its chunk's maximum, so at most each of ``k`` maxima from different chunks."""
    rows, n = x.shape
    c = _CHUNK
    m = n // c  # strided chunks; columns [c m, n) are chunk m
    if m < 16 * k:  # few chunks: nothing to gain
        return x.topk(k, dim=1)
    maxima = x[:, :c * m].view(rows, c, m).amax(1)  # (rows, m)
    tail = c * m < n
    if tail:
        maxima = torch.cat([maxima, x[:, c * m:].amax(1, keepdim=True)], dim=1)
    best = maxima.topk(k, dim=1).indices[:, :, None]  # (rows, k, 1)
    i = torch.arange(c, device=x.device)
    idx = best + i * m  # (rows, k, c): the chunks' columns
    if tail:
        idx = torch.where(best == m, c * m + i, idx).view(rows, k * c)
        past = idx >= n  # the tail chunk is short
        idx = idx.clamp_max_(n - 1)
        vals = x.gather(1, idx).masked_fill_(past, float("-inf"))
    else:
        idx = idx.view(rows, k * c)
        vals = x.gather(1, idx)
    vals, j = vals.topk(k, dim=1)
    return vals, idx.gather(1, j)


def _stay(parents: torch.Tensor) -> torch.Tensor:
    """Which hypothesis goes in which row of its sentence: parents (n, beam) are the
    rows (0..beam-1 within the sentence) the surviving hypotheses extend, best first;
    returns (n, beam) positions into them, one per row, such that each parent's best
    child takes the parent's own row and the other children the rows left free, in
    order. Rows that keep their hypothesis' prefix are not copied by the caches'
    reorder (``KVCache.reorder``); without this the rows of a step are mostly new."""
    n, beam = parents.shape
    ar = torch.arange(beam, device=parents.device)
    earlier = torch.ones(beam, beam, dtype=torch.bool, device=parents.device).tril(-1)  # [c, c']: c' before c
    first = ~((parents[:, :, None] == parents[:, None, :]) & earlier).any(2)  # (n, beam): its parent's best child
    claimed = (parents[:, :, None] == ar).any(1)  # (n, rows): rows kept by their best child
    free = torch.sort(claimed.to(torch.uint8), dim=1, stable=True).indices  # unclaimed rows first, ascending
    others = torch.sort(first.to(torch.uint8), dim=1, stable=True).indices  # the other children first, best first
    row = parents.clone()  # best children: their parent's row; the r-th other child: the r-th free row
    row.scatter_(1, others, torch.where(ar < (~first).sum(1, keepdim=True), free, parents.gather(1, others)))
    return torch.empty_like(row).scatter_(1, row, ar.expand(n, beam))


def _check(model: Seq2Seq, src: torch.Tensor, beam: int, min_len: int, no_repeat_ngram: int) -> None:
    if src.dim() != 2:
        raise ValueError(f"src must be (batch, time) token ids, got shape {tuple(src.shape)}")
    if beam < 1:
        raise ValueError(f"beam must be >= 1, got {beam}")
    if min_len < 0 or no_repeat_ngram < 0:
        raise ValueError(f"min_len and no_repeat_ngram must be >= 0 (got {min_len}, {no_repeat_ngram})")


class _EvalMode:
    """Run with the model in eval mode, restoring its mode afterwards."""

    def __init__(self, model):
        self.model, self.was = model, model.training

    def __enter__(self):
        self.model.eval()

    def __exit__(self, *exc):
        self.model.train(self.was)


@torch.no_grad()
def generate(model: Seq2Seq, src: torch.Tensor, beam: int = 5, max_len_a: float = 0.0, max_len_b: int = 200,
             min_len: int = 1, lenpen: float = 1.0, no_repeat_ngram: int = 0,
             use_lm_cache: bool = True) -> list[list[int]]:
    """Beam search: src (batch, src_time) right-padded -> the best hypothesis per row,
    token ids without ``<s>``/``</s>``/pad."""
    _check(model, src, beam, min_len, no_repeat_ngram)
    with _EvalMode(model):
        return _beam_search(model, src, beam, max_lengths(model, src, max_len_a, max_len_b), min_len, lenpen,
                            no_repeat_ngram, use_lm_cache)


def _beam_search(model, src, beam, limits, min_len, lenpen, no_repeat_ngram, use_lm_cache):
    cfg, device = model.cfg, src.device
    B = src.shape[0]
    state = model.init_decoder_state(model.encode(src), use_lm_cache)
    state.reorder(torch.arange(B, device=device).repeat_interleave(beam))  # cross keys/values: once per source
    tokens = torch.full((B * beam, 1), cfg.bos_id, dtype=torch.long, device=device)
    scores = torch.zeros(B * beam, device=device)
    active = list(range(B))  # sentence of each group of `beam` rows
    finished: list[list[tuple[float, list[int]]]] = [[] for _ in range(B)]
    step = 0
    while active:
        n = len(active)
        lprobs = F.log_softmax(model.decode_step(tokens[:, -1:], state).float(), dim=-1)  # (n * beam, V)
        V = lprobs.shape[1]
        row_max = torch.tensor([limits[s] for s in active], device=device).repeat_interleave(beam)
        _constrain(lprobs, step, row_max, min_len, tokens[:, 1:], no_repeat_ngram, cfg.pad_id, cfg.bos_id,
                   cfg.eos_id)
        cand = lprobs.add_(scores[:, None]).view(n, beam * V)  # cumulative scores, in place
        if step == 0:
            cand = cand[:, :V]  # every beam holds the same <s>: expand from the first only
        vals, idx = _topk(cand, min(2 * beam, cand.shape[1]))  # (n, 2 beam), best first
        rows = torch.arange(n, device=device)[:, None] * beam + idx.div(V, rounding_mode="floor")  # row extended
        tok = idx % V
        finite = torch.isfinite(vals)
        is_eos = (tok == cfg.eos_id) & finite
        hits = is_eos[:, :beam].nonzero()  # (hits, 2): sentence, rank; in order
        if hits.shape[0]:  # one transfer for all of them, not one per hypothesis
            i, j = hits[:, 0], hits[:, 1]
            ended = zip(i.tolist(), vals[i, j].tolist(), tokens[rows[i, j], 1:].tolist())
            for i, score, hyp in ended:
                s = active[i]
                if len(finished[s]) < beam:
                    finished[s].append((score / (step + 1) ** lenpen, hyp))
        pos = torch.arange(vals.shape[1], device=device).expand_as(vals)
        go_on = torch.where(is_eos | ~finite, pos + vals.shape[1], pos).argsort(dim=1)[:, :beam]  # first `beam` others
        go_on = go_on.gather(1, _stay(idx.gather(1, go_on).div(V, rounding_mode="floor")))  # prefixes stay put
        keep = [i for i, s in enumerate(active) if len(finished[s]) < beam and step < limits[s]]
        if not keep:
            break
        if len(keep) < n:
            go_on = go_on[torch.tensor(keep, device=device)]
            sel = torch.tensor(keep, device=device)
            rows, tok, vals = rows[sel], tok[sel], vals[sel]
            active = [active[i] for i in keep]
        order = rows.gather(1, go_on).reshape(-1)
        tokens = torch.cat([tokens.index_select(0, order), tok.gather(1, go_on).reshape(-1, 1)], dim=1)
        scores = vals.gather(1, go_on).reshape(-1)
        state.reorder(order)
        step += 1
    out = []
    for hyps in finished:
        assert hyps, "every sentence ends with forced </s> at its maximum length"
        out.append(max(hyps, key=lambda h: h[0])[1])
    return out


@torch.no_grad()
def greedy(model: Seq2Seq, src: torch.Tensor, max_len_a: float = 0.0, max_len_b: int = 200, min_len: int = 1,
           lenpen: float = 1.0, no_repeat_ngram: int = 0, use_lm_cache: bool = True) -> list[list[int]]:
    """Beam 1 without the beam bookkeeping (argmax each step); same rules and result
    as ``generate(beam=1)``. ``lenpen`` is accepted for symmetry (one hypothesis: no effect)."""
    _check(model, src, 1, min_len, no_repeat_ngram)
    cfg, device = model.cfg, src.device
    with _EvalMode(model):
        limits = max_lengths(model, src, max_len_a, max_len_b)
        state = model.init_decoder_state(model.encode(src), use_lm_cache)
        tokens = torch.full((src.shape[0], 1), cfg.bos_id, dtype=torch.long, device=device)
        active = list(range(src.shape[0]))
        out: list[list[int] | None] = [None] * src.shape[0]
        step = 0
        while active:
            logits = model.decode_step(tokens[:, -1:], state).float()
            row_max = torch.tensor([limits[s] for s in active], device=device)
            _constrain(logits, step, row_max, min_len, tokens[:, 1:], no_repeat_ngram, cfg.pad_id, cfg.bos_id,
                       cfg.eos_id)
            nxt = logits.argmax(dim=-1)
            ended = (nxt == cfg.eos_id).tolist()
            for i in [i for i, e in enumerate(ended) if e]:
                out[active[i]] = tokens[i, 1:].tolist()
            keep = [i for i, e in enumerate(ended) if not e]
            if not keep:
                break
            if len(keep) < len(active):
                order = torch.tensor(keep, device=device)
                state.reorder(order)
                tokens, nxt = tokens.index_select(0, order), nxt.index_select(0, order)
                active = [active[i] for i in keep]
            tokens = torch.cat([tokens, nxt[:, None]], dim=1)
            step += 1
    return out
