"""lm4gen.classify.pcgrad: the projection against its formula, the model helper against a manual
computation, the surrogate loss, the DeepSpeed checks, and 2 gloo ranks (sync="global" is
PCGrad of the global batch; sync="local" is not; a parameter split over 2 tensor-parallel ranks
gives the surgery of the whole one).

The tests that need no launched process; the rest, and the whole story, in tests/integration/test_pcgrad.py."""

from __future__ import annotations


import pytest
import torch

from lm4gen.classify.pcgrad import (
    check_deepspeed,
    pcgrad,
    pcgrad_backward,
    pcgrad_gradients,
    project_conflicting,
    surrogate_loss,
)
from helpers.pcgrad import TwoHeads, data


def formula(gi: torch.Tensor, gj: torch.Tensor) -> torch.Tensor:
    return gi - (gi @ gj) / (gj @ gj) * gj


def reference(grads: list[torch.Tensor], seed: int) -> torch.Tensor:
    """PCGrad written out from the paper, with the helper's order of the other tasks."""
    g = torch.Generator().manual_seed(seed)
    total = torch.zeros_like(grads[0])
    for i, gi in enumerate(grads):
        others = [j for j in range(len(grads)) if j != i]
        pc = gi.clone()
        for k in torch.randperm(len(others), generator=g).tolist():
            if pc @ grads[others[k]] < 0:
                pc = formula(pc, grads[others[k]])
        total += pc
    return total


def test_two_tasks_formula_and_orthogonality():
    g1, g2 = torch.tensor([1.0, 0.0, 2.0]), torch.tensor([-1.0, 1.0, -0.5])
    assert g1 @ g2 < 0
    (p1, p2), n = project_conflicting([g1, g2])
    torch.testing.assert_close(p1, formula(g1, g2))
    torch.testing.assert_close(p2, formula(g2, g1))
    assert n == 2 and abs(float(p1 @ g2)) < 1e-6 and abs(float(p2 @ g1)) < 1e-6
    torch.testing.assert_close(pcgrad([g1, g2]), formula(g1, g2) + formula(g2, g1))


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_three_tasks_in_the_drawn_order(seed):
    grads = [torch.tensor([1.0, 0.2, -0.5, 0.0]), torch.tensor([-0.8, 1.0, 0.3, 0.1]),
             torch.tensor([0.1, -1.2, 0.9, -0.4])]
    assert sum(float(grads[i] @ grads[j]) < 0 for i in range(3) for j in range(i + 1, 3)) >= 2
    out = pcgrad(grads, torch.Generator().manual_seed(seed))
    torch.testing.assert_close(out, reference(grads, seed))


def test_order_matters_and_is_seeded():
    torch.manual_seed(0)
    grads = [torch.randn(6) for _ in range(4)]
    results = {tuple(pcgrad(grads, torch.Generator().manual_seed(s)).tolist()) for s in range(12)}
    assert len(results) > 1  # with 3 conflicting others the projection order changes the result
    a = pcgrad(grads, torch.Generator().manual_seed(5))
    torch.testing.assert_close(a, pcgrad(grads, torch.Generator().manual_seed(5)))


def test_no_conflict_no_change():
    grads = [torch.tensor([1.0, 2.0, 0.0]), torch.tensor([0.5, 0.0, 1.0]), torch.tensor([0.0, 0.0, 0.0])]
    projected, n = project_conflicting(grads)
    assert n == 0 and all(torch.equal(p, g) for p, g in zip(projected, grads))
    torch.testing.assert_close(pcgrad(grads), sum(grads))


def test_tensor_lists_like_flat_vectors():
    torch.manual_seed(1)
    tasks = [[torch.randn(2, 3), torch.randn(4)] for _ in range(3)]
    out = pcgrad(tasks, torch.Generator().manual_seed(7))
    flat = pcgrad([torch.cat([t.reshape(-1) for t in task]) for task in tasks], torch.Generator().manual_seed(7))
    assert [o.shape for o in out] == [(2, 3), (4,)]
    torch.testing.assert_close(torch.cat([o.reshape(-1) for o in out]), flat)


def test_model_helper_equals_manual_computation():
    torch.manual_seed(0)
    model = TwoHeads()
    x, ya, yb = data()
    manual = []
    for k in range(2):  # one ordinary backward per task
        model.zero_grad()
        model.losses(x, ya, yb)[k].backward()
        manual.append({n: p.grad.clone() if p.grad is not None else torch.zeros_like(p)
                       for n, p in model.named_parameters()})
    names = [n for n, _ in model.named_parameters()]
    shared = [n for n in names if n.startswith("trunk")]
    vecs = [torch.cat([m[n].reshape(-1) for n in shared]) for m in manual]
    assert vecs[0] @ vecs[1] < 0  # the toy problem really conflicts (else the test proves little)
    combined = reference(vecs, seed=3)
    model.zero_grad()
    stats = pcgrad_backward(model.losses(x, ya, yb), list(model.parameters()), torch.Generator().manual_seed(3))
    assert stats["pcgrad_projections"] == 2 and stats["pcgrad_shared_params"] == len(shared)
    got = torch.cat([dict(model.named_parameters())[n].grad.reshape(-1) for n in shared])
    torch.testing.assert_close(got, combined)
    for n in names:  # each head keeps its own task's gradient
        if not n.startswith("trunk"):
            torch.testing.assert_close(dict(model.named_parameters())[n].grad, manual[0][n] + manual[1][n])
    # accumulates like backward
    before = [p.grad.clone() for p in model.parameters()]
    pcgrad_backward(model.losses(x, ya, yb), list(model.parameters()), torch.Generator().manual_seed(3))
    for b, p in zip(before, model.parameters()):
        torch.testing.assert_close(p.grad, 2 * b)


def test_surrogate_loss_hands_over_the_gradient():
    torch.manual_seed(0)
    model = TwoHeads()
    params = list(model.parameters())
    grads, _ = pcgrad_gradients(model.losses(*data()), params, torch.Generator().manual_seed(0))
    model.zero_grad()
    surrogate_loss(params, grads).backward()
    for p, g in zip(params, grads):
        torch.testing.assert_close(p.grad, g)


def test_deepspeed_checks():
    check_deepspeed({"zero_optimization": {"stage": 2}, "bf16": {"enabled": True}}, "global")
    check_deepspeed({"zero_optimization": {"stage": 1}, "fp16": {"enabled": False}}, "local")
    for cfg, field in (({"zero_optimization": {"stage": 3}}, "zero_optimization.stage"),
                       ({"fp16": {"enabled": True}}, "fp16.enabled"),
                       ({"gradient_accumulation_steps": 2}, "gradient_accumulation_steps")):
        with pytest.raises(ValueError, match=field.replace(".", r"\.")):
            check_deepspeed(cfg, "global")
    with pytest.raises(ValueError, match="sync"):
        check_deepspeed({}, "everywhere")
