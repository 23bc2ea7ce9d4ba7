"""Tensor parallelism: TP=2 equals TP=1 (logits, loss, gradients) for every model, the seq2seq model and its
beam search too; sizes checks."""

from __future__ import annotations

import copy
import traceback

import pytest
import torch
import torch.distributed as dist
import torch.multiprocessing as tmp

import torch.nn.functional as F

from lm4gen.models import lm as M
from lm4gen.core.losses import IGNORE, CrossEntropy
from lm4gen.pretrain.objectives import LOSSES
from lm4gen.core.parallel import (ParallelSizes, gather_full, gather_full_state_dict, init_model_parallel, parallelize,
                                  plan_kind)


def test_parallel_sizes_are_checked():
    assert ParallelSizes(8, 2).data == 4
    with pytest.raises(ValueError, match="'tensor'"):
        ParallelSizes(6, 4)
    with pytest.raises(ValueError, match="world size"):
        ParallelSizes(0)
    with pytest.raises(ValueError, match="'num_heads'"):
        ParallelSizes(3, 3).check_model(M.model_config("tiny", vocab_size=999))


def test_plan_covers_every_projection():
    for kind in ("causal", "cloze", "mlm"):
        model = M.build_model(M.model_config("tiny", kind=kind))
        linears = [n for n, m in model.named_modules() if isinstance(m,
                                                                     torch.nn.Linear) and not n.startswith("nsp_head")]
        assert linears and all(plan_kind(n) in ("column", "row") for n in linears)
        assert plan_kind("embed.tokens") == "vocab" and plan_kind("head") == "vocab_head"


def _loss(model, kind, tokens, seed):
    batch = {"tokens": tokens}
    if kind == "mlm":
        return LOSSES[kind](model, batch, torch.Generator().manual_seed(seed))
    return LOSSES[kind](model, batch)


def _tp_worker(rank, init, errors):
    try:
        dist.init_process_group("gloo", init_method=init, rank=rank, world_size=2)
        sizes = ParallelSizes(2, 2)
        init_model_parallel(sizes)
        for kind in ("causal", "cloze", "mlm"):
            torch.manual_seed(0)
            cfg = M.model_config("tiny", kind=kind, dropout=0.0, attention_dropout=0.0, activation_dropout=0.0)
            plain = M.build_model(cfg)
            M.init_weights(plain, generator=torch.Generator().manual_seed(1))
            tokens = torch.randint(7, cfg.vocab_size, (3, 17), generator=torch.Generator().manual_seed(2))
            tokens[1, 12:] = cfg.pad_id  # right padding on one row
            ref_loss, _ = _loss(plain, kind, tokens, 3)
            ref_loss.backward()
            ref_logits = plain.logits(tokens).detach()
            ref_grads = {n: p.grad.clone() for n, p in plain.named_parameters()}

            tp = parallelize(copy.deepcopy(plain), sizes)
            for n, p in tp.named_parameters():  # DeepSpeed's clipping norm relies on these marks
                sharded = plan_kind(n.rpartition(".")[0]) in ("column", "vocab") or (
                    plan_kind(n.rpartition(".")[0]) == "row" and n.endswith("weight"))
                assert getattr(p, "tensor_model_parallel", False) == sharded, n
            assert type(tp.blocks[0].attn.qkv if kind != "cloze" else tp.fwd[0].attn.qkv).__name__ == "ColumnLinear"
            for p in tp.parameters():
                p.grad = None
            loss, metrics = _loss(tp, kind, tokens, 3)
            loss.backward()
            logits = tp.logits(tokens).detach()  # the whole vocabulary, gathered from the shards
            assert logits.shape[-1] == cfg.vocab_size
            torch.testing.assert_close(logits, ref_logits, rtol=1e-5, atol=1e-5, msg=lambda m: f"{kind} logits: {m}")
            torch.testing.assert_close(loss, ref_loss, rtol=1e-5, atol=1e-6, msg=lambda m: f"{kind} loss: {m}")
            # the label-smoothed loss, vocab-parallel (lm4gen.core.losses), with its gradient at the features
            targets = tokens.masked_fill(tokens == cfg.pad_id, IGNORE)
            smooth = CrossEntropy(targets, label_smoothing=0.1)
            with torch.no_grad():
                x = plain.features(tokens)
            want, want_nll = smooth(x.clone().requires_grad_(), plain.embed.tokens.weight.detach())
            x_ref = x.clone().requires_grad_()
            F.cross_entropy(F.linear(x_ref, plain.embed.tokens.weight.detach()).flatten(0, 1), targets.flatten(),
                            ignore_index=IGNORE, reduction="sum", label_smoothing=0.1).backward()
            x_tp = x.clone().requires_grad_()
            got, got_nll = smooth(x_tp, tp.embed.tokens.weight.detach(), vocab_parallel=True)
            got.backward()
            torch.testing.assert_close(got, want, rtol=1e-5, atol=1e-5, msg=lambda m: f"{kind} smoothed: {m}")
            torch.testing.assert_close(got_nll, want_nll, rtol=1e-5, atol=1e-5)
            torch.testing.assert_close(x_tp.grad, x_ref.grad, rtol=1e-4, atol=1e-6)
            # gradients: gather shards like weights
            missing = [n for n, p in tp.named_parameters() if p.grad is None]
            assert not missing, f"{kind}: no gradient for {missing}"
            grads = gather_full({n: p.grad for n, p in tp.named_parameters()}, sizes)
            assert grads.keys() == ref_grads.keys()
            for n, g in ref_grads.items():
                torch.testing.assert_close(grads[n], g, rtol=1e-4, atol=1e-6, msg=lambda m: f"{kind} grad {n}: {m}")
            weights = gather_full_state_dict(tp, sizes)
            for n, w in plain.state_dict().items():
                assert torch.equal(weights[n], w), f"{kind} gathered weight {n}"
        _seq2seq_tp_equals_plain(sizes)
        dist.destroy_process_group()
    except BaseException:
        errors.put(f"rank {rank}: {traceback.format_exc()}")
        raise


def _seq2seq_tp_equals_plain(sizes: ParallelSizes) -> None:
    """The seq2seq model under TP=2 (its LM too): label-smoothed loss, logits, gradients, beam search, ties."""
    from lm4gen.models.seq2seq import build_seq2seq, seq2seq_config
    from lm4gen.models.search import generate

    quiet = dict(dropout=0.0, attention_dropout=0.0, activation_dropout=0.0)
    for strategy, shdemb, lm_kind in (("baseline", True, None), ("shared", False, None), ("src-elmo", False, "cloze"),
                                      ("tgt-ft", False, "causal")):
        lm = None
        if lm_kind:
            lm = M.build_model(M.model_config("tiny", kind=lm_kind, **quiet))
            M.init_weights(lm, generator=torch.Generator().manual_seed(4))
        cfg = seq2seq_config("tiny", strategy=strategy, shdemb=shdemb, elmo_weight_dropout=0.0, lm_dropout=0.0,
                             init_std=0.1, **quiet)
        plain = build_seq2seq(cfg, src_lm=lm if strategy.startswith("src") else None,
                              tgt_lm=lm if strategy.startswith("tgt") else None, seed=1).train()
        tp = parallelize(copy.deepcopy(plain), sizes)
        if strategy == "shared":
            assert tp.encoder.embed.tokens is tp.decoder.embed.tokens
        if strategy in ("shared", "baseline"):  # the tied output projection stays tied to the embedding's shard
            assert tp.decoder.out_proj.weight is tp.decoder.embed.tokens.weight
        assert type(tp.decoder.out_proj).__name__ == "VocabParallelProjection"
        g = torch.Generator().manual_seed(5)
        src = torch.randint(4, cfg.vocab_size, (3, 9), generator=g)
        src[2, 6:] = cfg.pad_id
        tgt = torch.randint(4, cfg.vocab_size, (3, 7), generator=g)
        tgt[1, 5:] = cfg.pad_id
        tgt_in = torch.cat([torch.full((3, 1), cfg.bos_id), tgt[:, :-1]], dim=1)
        loss = CrossEntropy(tgt.masked_fill(tgt == cfg.pad_id, IGNORE), label_smoothing=0.1)
        msg = lambda what: lambda m: f"{strategy} {what}: {m}"  # noqa: E731 - a one-line helper
        outs = []
        for model in (plain, tp):
            out = model(src, tgt_in, loss=loss)
            out.loss.backward()
            outs.append(out)
        torch.testing.assert_close(outs[1].loss, outs[0].loss, rtol=1e-5, atol=1e-5, msg=msg("loss"))
        torch.testing.assert_close(outs[1].nll, outs[0].nll, rtol=1e-5, atol=1e-5, msg=msg("nll"))
        want = {n: p.grad for n, p in plain.named_parameters() if p.grad is not None}
        got = gather_full({n: p.grad for n, p in tp.named_parameters() if p.grad is not None}, sizes)
        assert got.keys() == want.keys(), strategy
        for n, w in want.items():
            torch.testing.assert_close(got[n], w, rtol=1e-4, atol=1e-5, msg=msg(f"grad {n}"))  # fp32 sums
        assert all(not p.requires_grad for p in tp.lm_parameters(trainable=False))  # a frozen LM stays frozen
        with torch.no_grad():
            torch.testing.assert_close(tp.eval().logits(src, tgt_in), plain.eval().logits(src, tgt_in), rtol=1e-5,
                                       atol=1e-5, msg=msg("logits"))
        assert generate(tp, src, beam=3, max_len_b=8) == generate(plain, src, beam=3, max_len_b=8), strategy
        full = gather_full_state_dict(tp, sizes)
        for n, w in plain.state_dict().items():
            assert torch.equal(full[n], w), f"{strategy} gathered weight {n}"


def test_tensor_parallel_2_equals_1_for_all_models(tmp_path):
    ctx = tmp.get_context("spawn")
    errors = ctx.Queue()
    procs = [ctx.Process(target=_tp_worker, args=(r, f"file://{tmp_path}/rdzv", errors)) for r in range(2)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(300)
    msgs = []
    while not errors.empty():
        msgs.append(errors.get())
    assert all(p.exitcode == 0 for p in procs), "\n".join(msgs) or [p.exitcode for p in procs]
