"""lm4gen.classify.heads: pooling, the three heads, siamese features and cosine scores; the task losses
(lm4gen.classify.objective)."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

from lm4gen.classify.heads import (
    HeadConfig,
    PairRegressor,
    SentenceClassifier,
    SiameseClassifier,
    build_head,
    pool,
    siamese_features,
    task_outputs,
)
from lm4gen.classify.objective import TASK_LOSSES, classification_loss, regression_loss
from lm4gen.classify.tasks import PAIR_REGRESSION, SENTENCE, task_spec


def states_and_keep(seed=0, B=3, T=5, D=4):
    g = torch.Generator().manual_seed(seed)
    states = torch.randn(B, T, D, generator=g)
    keep = torch.tensor([[1, 1, 1, 1, 1], [1, 1, 1, 0, 0], [1, 0, 0, 0, 0]], dtype=torch.bool)[:B]
    return states, keep


def test_pool():
    states, keep = states_and_keep()
    assert torch.equal(pool(states, keep, "first"), states[:, 0])
    mean = pool(states, keep, "mean")
    for i, n in enumerate([5, 3, 1]):
        torch.testing.assert_close(mean[i], states[i, :n].mean(0))
    # padding states do not leak into the mean
    changed = states.clone()
    changed[1, 3:] = 1e6
    torch.testing.assert_close(pool(changed, keep, "mean"), mean)
    torch.testing.assert_close(pool(states, None, "mean"), states.mean(1))
    with pytest.raises(ValueError, match="pooling"):
        pool(states, keep, "max")


def test_heads_compute_their_formulas():
    torch.manual_seed(0)
    states, keep = states_and_keep()
    states_b, keep_b = states_and_keep(seed=1)
    head = SentenceClassifier(4, 5, "mean", dropout=0.0)
    torch.testing.assert_close(head(states, keep), pool(states, keep, "mean") @ head.out.weight.T + head.out.bias)
    sia = SiameseClassifier(4, 2, "first", dropout=0.0)
    u, v = states[:, 0], states_b[:, 0]
    assert torch.equal(siamese_features(u, v), torch.cat([u, v, (u - v).abs(), u * v], -1))
    torch.testing.assert_close(sia(states, keep, states_b, keep_b), sia.out(siamese_features(u, v)))
    reg = PairRegressor(4, (0.0, 5.0), "first", dropout=0.0, siamese=True)
    expected = 5.0 * (F.cosine_similarity(u, v) + 1) / 2
    torch.testing.assert_close(reg(states, keep, states_b, keep_b), expected)
    assert list(reg.parameters()) == []
    same = reg(states, keep, states, keep)
    torch.testing.assert_close(same, torch.full((3,), 5.0))  # identical sentences: the top of the range
    lin = PairRegressor(4, (0.0, 5.0), "first", dropout=0.0)
    assert lin(states, keep).shape == (3,)


def test_dropout_only_in_training():
    states, keep = states_and_keep()
    head = SentenceClassifier(4, 3, dropout=0.5)
    head.train()
    a, b = head(states, keep), head(states, keep)
    assert not torch.equal(a, b)
    head.eval()
    assert torch.equal(head(states, keep), head(states, keep))


@pytest.mark.parametrize("task,encoding,cls", [("sst", "siamese", SentenceClassifier),
                                               ("quora", "concat", SentenceClassifier),
                                               ("quora", "siamese", SiameseClassifier),
                                               ("sts", "concat", PairRegressor), ("sts", "siamese", PairRegressor)])
def test_build_head_and_task_outputs(task, encoding, cls):
    spec = task_spec(task)
    head = build_head(spec, HeadConfig(dim=8, pair_encoding=encoding, dropout=0.0)).eval()
    assert type(head) is cls
    emb = torch.nn.Embedding(20, 8)
    calls = []

    def encoder(tokens, segments):
        calls.append(tokens.shape)
        return emb(tokens) + segments[..., None], tokens != 0

    batch = {"tokens": torch.tensor([[5, 7, 6, 0], [5, 8, 9, 6]]), "segments": torch.zeros(2, 4, dtype=torch.long)}
    if encoding == "siamese" and spec.is_pair:
        # b's first tokens differ from a's: with "first" pooling and equal first tokens u == v,
        # where the cosine is at its maximum and its gradient is zero (rounding noise at best)
        batch.update(tokens_b=torch.tensor([[9, 5, 6], [7, 5, 6]]), segments_b=torch.zeros(2, 3, dtype=torch.long))
    out = task_outputs(encoder, head, batch)
    assert out.shape == ((2,) if spec.is_regression else (2, spec.num_classes))
    assert len(calls) == (2 if "tokens_b" in batch else 1)
    out.sum().backward()
    assert emb.weight.grad is not None and emb.weight.grad.abs().sum() > 0


def test_head_config_errors():
    for field, value in (("pooling", "max"), ("dropout", 1.0), ("pair_encoding", "both"), ("dim", 0)):
        kwargs = {"dim": 4, field: value}
        with pytest.raises(ValueError, match=f"'{field}'"):
            HeadConfig(**kwargs).validate()


def test_classification_loss():
    logits = torch.tensor([[2.0, 0.0, -1.0], [0.0, 1.0, 0.0], [0.5, 0.2, 3.0]], requires_grad=True)
    labels = torch.tensor([0, 2, 2])
    loss, m = classification_loss(logits, labels)
    torch.testing.assert_close(loss, F.cross_entropy(logits, labels))
    assert m["correct"].item() == 2 and m["examples"].item() == 3 and not m["loss"].requires_grad
    real = torch.tensor([True, False, True])
    loss, m = classification_loss(logits, labels, real)
    torch.testing.assert_close(loss, F.cross_entropy(logits[[0, 2]], labels[[0, 2]]))
    assert m["correct"].item() == 2 and m["examples"].item() == 2
    loss.backward()
    assert logits.grad[1].abs().sum() == 0  # the filler row has no gradient


def test_regression_loss():
    scores = torch.tensor([1.0, 2.5, 4.0], requires_grad=True)
    labels = torch.tensor([1.5, 2.5, 3.0])
    loss, m = regression_loss(scores, labels)
    torch.testing.assert_close(loss, F.mse_loss(scores, labels))
    loss, m = regression_loss(scores, labels, torch.tensor([False, True, True]))
    torch.testing.assert_close(loss, torch.tensor(0.5))
    assert m["examples"].item() == 2
    assert TASK_LOSSES[SENTENCE] is classification_loss and TASK_LOSSES[PAIR_REGRESSION] is regression_loss
