"""lm4gen.classify.smart: the adversarial term against a direct computation with the same noise,
zero for a constant function, gradients to the parameters; the Bregman term and the EMA."""

from __future__ import annotations

import pytest
import torch
from torch import nn

from lm4gen.classify.smart import EMAModel, SmartConfig, bregman_penalty, divergence, smart_adversarial, smart_terms

B, T, D, C = 3, 4, 5, 3


def embeds(seed=0):
    return torch.randn(B, T, D, generator=torch.Generator().manual_seed(seed))


def noise(seed, sigma):
    return torch.randn(B, T, D, generator=torch.Generator().manual_seed(seed)) * sigma


@pytest.mark.parametrize("norm", ["inf", "l2"])
def test_regression_term_equals_direct_computation(norm):
    """f(x) = sum(x * w): D = mean_b (sum(delta_b * w))^2, whose gradient w.r.t. delta_b is
    (2/B) s_b w; each step moves eta along it normalised, then projects."""
    w = torch.randn(T, D, generator=torch.Generator().manual_seed(1))
    x = embeds()
    cfg = SmartConfig(sigma=0.1, eps=0.15, eta=0.05, steps=3, norm=norm)
    fn = lambda e: (e * w).sum(dim=(1, 2))  # noqa: E731 - a one-line helper
    got = smart_adversarial(fn, x, fn(x), cfg, regression=True, generator=torch.Generator().manual_seed(7))

    delta = noise(7, 0.1)
    for _ in range(3):
        s = (delta * w).sum(dim=(1, 2))
        g = (2.0 / B) * s[:, None, None] * w
        if norm == "inf":
            delta = (delta + 0.05 * g / g.abs().amax(dim=(1, 2), keepdim=True)).clamp(-0.15, 0.15)
        else:
            delta = delta + 0.05 * g / g.norm(dim=(1, 2), keepdim=True)
            n = delta.norm(dim=(1, 2), keepdim=True)
            delta = torch.where(n > 0.15, delta * 0.15 / n, delta)
    expected = ((delta * w).sum(dim=(1, 2)) ** 2).mean()
    torch.testing.assert_close(got, expected)
    assert got > ((noise(7, 0.1) * w).sum(dim=(1, 2)) ** 2).mean()  # the ascent increased it


def test_classification_term_equals_direct_computation():
    W = torch.randn(D, C, generator=torch.Generator().manual_seed(2))
    x = embeds()
    fn = lambda e: torch.tanh(e).mean(dim=1) @ W  # noqa: E731 - a one-line helper
    cfg = SmartConfig(sigma=0.05, eps=0.1, eta=0.02, steps=2)
    got = smart_adversarial(fn, x, fn(x), cfg, generator=torch.Generator().manual_seed(3))

    def sym_kl(a, b):  # written another way: sum (p - q)(log p - log q)
        p, q = a.softmax(-1), b.softmax(-1)
        return ((p - q) * (p.log() - q.log())).sum(-1).mean()

    delta = noise(3, 0.05)
    for _ in range(2):
        delta.requires_grad_(True)
        (g,) = torch.autograd.grad(sym_kl(fn(x + delta), fn(x)), delta)
        delta = (delta.detach() + 0.02 * g / g.abs().amax(dim=(1, 2), keepdim=True)).clamp(-0.1, 0.1)
    torch.testing.assert_close(got, sym_kl(fn(x + delta), fn(x)))
    assert got > 0


def test_divergence():
    a, b = torch.randn(4, C), torch.randn(4, C)
    p, q = a.softmax(-1), b.softmax(-1)
    kl = lambda p, q: (p * (p / q).log()).sum(-1)  # noqa: E731 - a one-line helper
    torch.testing.assert_close(divergence(a, b, False), (kl(p, q) + kl(q, p)).mean())
    torch.testing.assert_close(divergence(a, b, False), divergence(b, a, False))
    assert divergence(a, a, False) == 0
    torch.testing.assert_close(divergence(a[:, 0], b[:, 0], True), ((a[:, 0] - b[:, 0]) ** 2).mean())


def test_zero_for_a_constant_function():
    bias = nn.Parameter(torch.randn(C))
    x = embeds()
    for fn in (lambda e: bias.expand(B, C), lambda e: torch.ones(B, C)):
        out = smart_adversarial(fn, x, fn(x), SmartConfig(steps=2), generator=torch.Generator().manual_seed(0))
        assert out.item() == 0.0 and torch.isfinite(out)
    flat = lambda e: e.sum() * 0 + torch.ones(B)  # noqa: E731  (depends on e, gradient exactly zero)
    assert smart_adversarial(flat, x, flat(x), SmartConfig(sigma=1.0), regression=True).item() == 0.0


def test_gradients_reach_parameters_and_ascent_leaves_grad_alone():
    emb = nn.Embedding(10, D)
    lin = nn.Linear(D, C)
    tokens = torch.randint(0, 10, (B, T), generator=torch.Generator().manual_seed(0))
    x = emb(tokens)
    fn = lambda e: lin(torch.tanh(e).mean(1))  # noqa: E731 - a one-line helper
    term = smart_adversarial(fn, x, fn(x), SmartConfig(sigma=0.1, eps=0.2, eta=0.1),
                             generator=torch.Generator().manual_seed(1))
    assert lin.weight.grad is None and emb.weight.grad is None
    term.backward()
    assert lin.weight.grad.abs().sum() > 0 and emb.weight.grad.abs().sum() > 0
    clean = fn(x).detach().requires_grad_(True)  # the clean outputs are not held fixed in the final term
    term = smart_adversarial(fn, x, clean, SmartConfig(sigma=0.1, eps=0.2, eta=0.1),
                             generator=torch.Generator().manual_seed(1))
    assert torch.autograd.grad(term, clean)[0].abs().sum() > 0


def test_padding_is_not_perturbed():
    keep = torch.tensor([[1, 1, 1, 1], [1, 1, 0, 0], [1, 0, 0, 0]], dtype=torch.bool)
    x = embeds()
    seen = []

    def fn(e):
        seen.append(e.detach() - x)
        return e.sum(dim=(1, 2))

    smart_adversarial(fn, x, fn(x), SmartConfig(sigma=0.1, eps=0.5, eta=0.1, steps=2), True, keep=keep)
    perturbations = seen[1:]
    assert len(perturbations) == 3
    for delta in perturbations:
        assert (delta[~keep] == 0).all() and (delta[keep] != 0).all()


def test_ema_update_and_bregman_term():
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(D, 4), nn.Tanh(), nn.Linear(4, C))
    ema = EMAModel(model, beta=0.9)
    start = [p.detach().clone() for p in model.parameters()]
    assert all(torch.equal(e, p) for e, p in zip(ema.module.parameters(), start))
    assert not any(p.requires_grad for p in ema.module.parameters())
    with torch.no_grad():
        for p in model.parameters():
            p.add_(1.0)
    ema.update(model)
    for e, s, p in zip(ema.module.parameters(), start, model.parameters()):
        torch.testing.assert_close(e, 0.9 * s + 0.1 * p)
    x = torch.randn(6, D)
    out = model(x)
    penalty = bregman_penalty(out, ema(x))
    torch.testing.assert_close(penalty, divergence(out, ema.module(x).detach(), False))
    assert penalty > 0
    penalty.backward()
    assert all(p.grad is not None for p in model.parameters())
    assert all(p.grad is None for p in ema.module.parameters())
    copy = EMAModel(model, beta=0.9)
    copy.load_state_dict(ema.state_dict())
    torch.testing.assert_close(copy(x), ema(x))


def test_smart_terms_weights_and_config():
    W = torch.randn(D, C, generator=torch.Generator().manual_seed(4))
    x = embeds()
    fn = lambda e: e.mean(1) @ W  # noqa: E731 - a one-line helper
    clean, ema_out = fn(x), fn(x + 0.3)
    cfg = SmartConfig(weight=2.0, mu=0.5, sigma=0.1, eps=0.2)
    total, m = smart_terms(fn, x, clean, cfg, generator=torch.Generator().manual_seed(9), ema_outputs=ema_out)
    adv = smart_adversarial(fn, x, clean, cfg, generator=torch.Generator().manual_seed(9))
    torch.testing.assert_close(total, 2.0 * adv + 0.5 * divergence(clean, ema_out, False))
    assert set(m) == {"smart_adversarial", "smart_proximal"}
    only_prox, m = smart_terms(fn, x, clean, SmartConfig(weight=0.0, mu=1.0), ema_outputs=ema_out)
    assert set(m) == {"smart_proximal"}
    for field, value in (("norm", "l1"), ("beta", 1.0), ("steps", -1), ("eps", -1.0)):
        with pytest.raises(ValueError, match=f"'{field}'"):
            SmartConfig(**{field: value}).validate()
