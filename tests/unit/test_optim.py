"""NAG (fairseq semantics) and the warmup + cosine schedule."""

from __future__ import annotations

import math

import pytest
import torch

from lm4gen.core.optim import NAG, build_scheduler, warmup_cosine


def test_schedule_matches_the_recipe():
    kw = dict(peak_lr=1.0, warmup_updates=16000, warmup_init_lr=1e-7, period_updates=968000, min_lr=1e-4)
    assert warmup_cosine(0, **kw) == pytest.approx(1e-7)
    assert warmup_cosine(8000, **kw) == pytest.approx(0.5, rel=1e-6)
    assert warmup_cosine(16000, **kw) == pytest.approx(1.0)
    assert warmup_cosine(16000 + 484000, **kw) == pytest.approx((1.0 + 1e-4) / 2)
    assert warmup_cosine(984000, **kw) == pytest.approx(1e-4)
    assert warmup_cosine(2_000_000, **kw) == pytest.approx(1e-4)


def reference_nag(p0, grads, lrs, mu=0.99, wd=0.0):
    """fairseq's NAG written out for one tensor."""
    p, buf, lr_old = p0.clone(), torch.zeros_like(p0), lrs[0]
    for g, lr in zip(grads, lrs):
        c = lr / lr_old
        p = p * (1 - lr * wd) + mu * mu * c * buf - (1 + mu) * lr * g
        buf = mu * c * buf - lr * g
        lr_old = lr
    return p


def test_nag_matches_the_reference_and_resumes_exactly():
    torch.manual_seed(0)
    target = torch.randn(5)
    p0 = torch.randn(5)
    lrs = [warmup_cosine(s, 0.1, 5, 1e-3, 20, 1e-3) for s in range(12)]

    def run(p, opt, sched, steps):
        grads = []
        for _ in range(steps):
            opt.zero_grad()
            loss = ((p - target) ** 2).sum()
            loss.backward()
            grads.append(p.grad.clone())
            opt.step()
            sched.step()
        return grads

    p = torch.nn.Parameter(p0.clone())
    opt = NAG([p], lr=0.1, momentum=0.99, weight_decay=0.01)
    sched = build_scheduler(opt, 0.1, 5, 1e-3, 20, 1e-3)
    grads = run(p, opt, sched, 12)
    torch.testing.assert_close(p.detach(), reference_nag(p0, grads, lrs, wd=0.01))
    # interrupted after 6 steps: a fresh optimizer + scheduler restored from state dicts continues identically
    q = torch.nn.Parameter(p0.clone())
    opt2 = NAG([q], lr=0.1, momentum=0.99, weight_decay=0.01)
    sched2 = build_scheduler(opt2, 0.1, 5, 1e-3, 20, 1e-3)
    run(q, opt2, sched2, 6)
    saved = (q.detach().clone(), opt2.state_dict(), sched2.state_dict())
    r = torch.nn.Parameter(saved[0])
    opt3 = NAG([r], lr=0.1, momentum=0.99, weight_decay=0.01)
    sched3 = build_scheduler(opt3, 0.1, 5, 1e-3, 20, 1e-3)
    opt3.load_state_dict(saved[1])
    sched3.load_state_dict(saved[2])
    run(r, opt3, sched3, 6)
    torch.testing.assert_close(r.detach(), p.detach())
    assert math.isclose(opt3.param_groups[0]["lr"], opt.param_groups[0]["lr"])


def test_nag_rejects_bad_settings():
    with pytest.raises(ValueError, match="momentum"):
        NAG([torch.nn.Parameter(torch.zeros(1))], momentum=1.0)
