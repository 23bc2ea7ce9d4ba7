"""Helpers of pcgrad tests shared by both tiers and other test modules."""
from __future__ import annotations


import torch
from torch import nn



class TwoHeads(nn.Module):
    def __init__(self):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(3, 4), nn.Tanh())
        self.head_a = nn.Linear(4, 2)
        self.head_b = nn.Linear(4, 1)

    def losses(self, x, ya, yb):
        h = self.trunk(x)
        return [nn.functional.cross_entropy(self.head_a(h), ya), ((self.head_b(h).squeeze(-1) - yb) ** 2).mean()]


def data(seed=0, n=8):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(n, 3, generator=g), torch.randint(0, 2, (n,), generator=g), 3 * torch.randn(n, generator=g)
