"""Golden losses of every objective and every fine-tuning strategy, in one process (CPU, fp32, fixed seeds).

A tiny model of each kind, one fixed batch, dropout on: the loss, and the gradient
norm after ``backward``; then the loss in eval mode. The whole-run curves (1 and 2
ranks, ZeRO stages, TP=2, the fine-tuning loop) are pinned by the end-to-end tests
in test_pretrain.py and test_finetune_train.py through the same ``golden.check``.
"""

from __future__ import annotations

import pytest
import torch

from helpers import golden
from lm4gen.models.seq2seq import STRATEGIES, build_seq2seq, seq2seq_config
from lm4gen.core.losses import IGNORE, CrossEntropy
from lm4gen.models.lm import build_model, init_weights, model_config
from lm4gen.pretrain.objectives import LOSSES

VOCAB = 96
SPECIAL = (0, 1, 2, 3, 4)  # pad, unk, bos, eos, mask


def lm(kind: str, seed: int = 0, **extra) -> torch.nn.Module:
    cfg = model_config("tiny", kind=kind, vocab_size=VOCAB, pad_id=0, mask_id=4, special_ids=SPECIAL, **extra)
    model = build_model(cfg)
    init_weights(model, generator=torch.Generator().manual_seed(seed))
    return model


def tokens(rows: int, time: int, seed: int, pad_last: int = 0) -> torch.Tensor:
    """Random ordinary tokens; the last ``pad_last`` rows right-padded to different lengths."""
    g = torch.Generator().manual_seed(seed)
    t = torch.randint(len(SPECIAL), VOCAB, (rows, time), generator=g)
    for i in range(pad_last):
        t[rows - 1 - i, time - 3 - 2 * i:] = 0
    return t


def grad_norm(model: torch.nn.Module) -> float:
    return torch.sqrt(sum((p.grad.double() ** 2).sum() for p in model.parameters() if p.grad is not None)).item()


@pytest.mark.parametrize("case", ["causal", "cloze", "cloze-residual", "mlm", "mlm-nsp"])
def test_pretraining_objectives(case):
    kind = case.split("-")[0]
    extra = {"combine_residual": True} if case == "cloze-residual" else {}
    if case == "mlm-nsp":
        extra = {"nsp": True, "num_segments": 2}
    model = lm(kind, **extra).train()
    batch = {"tokens": tokens(4, 19, seed=1, pad_last=0 if kind == "causal" else 2)}
    if case == "mlm-nsp":
        batch["segments"] = (torch.arange(19) >= 9).long().expand(4, 19).clone()
        batch["is_next"] = torch.tensor([1, 0, 1, 0])
    objective = LOSSES[kind]
    run = (lambda m, b: objective(m, b, torch.Generator().manual_seed(5))) if kind == "mlm" else objective
    torch.manual_seed(3)  # dropout
    loss, metrics = run(model, batch)
    loss.backward()
    model.eval()
    with torch.no_grad():
        eval_loss, _ = run(model, batch)
    values = {"loss": loss.item(), "nll": metrics["nll"].item(), "ntokens": metrics["ntokens"].item(),
              "grad_norm": grad_norm(model), "eval_loss": eval_loss.item()}
    if "nsp_loss" in metrics:
        values["nsp_loss"] = metrics["nsp_loss"].item()
    golden.check(f"model/{case}", values)


@pytest.mark.parametrize("strategy",
                         [*STRATEGIES, "baseline+shdemb", "src-elmo+shdemb", "src-ft-mlm", "src-elmo-causal"])
def test_finetuning_strategies(strategy):
    name, _, option = strategy.partition("+")
    lm_kind = {"src-ft-mlm": "mlm", "src-elmo-causal": "causal"}.get(name,
                                                                     "cloze" if name.startswith("src-") else "causal")
    name = {"src-ft-mlm": "src-ft", "src-elmo-causal": "src-elmo"}.get(name, name)
    cfg = seq2seq_config("tiny", vocab_size=VOCAB, strategy=name, shdemb=option == "shdemb", pad_id=0, bos_id=2,
                         eos_id=3)
    lms = {"src_lm": lm(lm_kind, seed=7)} if name.startswith("src-") else {"tgt_lm": lm("causal", seed=7)} \
        if name.startswith("tgt-") else {}
    model = build_seq2seq(cfg, seed=11, **lms).train()
    src = tokens(3, 13, seed=2, pad_last=1)
    tgt = tokens(3, 11, seed=4, pad_last=1)
    tgt_in = torch.cat([torch.full((3, 1), 2), tgt[:, :-1]], dim=1)
    loss = CrossEntropy(tgt.masked_fill(tgt == 0, IGNORE), label_smoothing=0.1)  # pads are never targets
    torch.manual_seed(3)  # dropout
    loss_sum, nll_sum, _ = model(src, tgt_in, loss=loss)
    loss_sum.backward()
    model.eval()
    with torch.no_grad():
        eval_loss, eval_nll, _ = model(src, tgt_in, loss=loss)
        logits = model.logits(src, tgt_in)
    golden.check(f"seq2seq/{strategy}", {"loss_sum": loss_sum.item(), "nll_sum": nll_sum.item(),
                                          "grad_norm": grad_norm(model), "eval_loss_sum": eval_loss.item(),
                                          "eval_nll_sum": eval_nll.item(), "logit_norm": logits.double().norm().item()})
