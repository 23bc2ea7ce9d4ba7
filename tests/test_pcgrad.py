"""lm4gen.classify.pcgrad: the projection against its formula, the model helper against a manual
computation, the surrogate loss, the DeepSpeed checks, and 2 gloo ranks (sync="global" is
PCGrad of the global batch; sync="local" is not; a parameter split over 2 tensor-parallel ranks
gives the surgery of the whole one)."""

from __future__ import annotations

import os

import pytest
import torch
from torch import nn

from lm4gen.classify.pcgrad import (
    check_deepspeed,
    pcgrad,
    pcgrad_backward,
    pcgrad_gradients,
    project_conflicting,
    surrogate_loss,
)


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


def _rank(rank: int, world: int, init: str, out: str) -> None:
    import torch.distributed as dist

    dist.init_process_group("gloo", init_method=init, rank=rank, world_size=world)
    torch.manual_seed(0)
    model = TwoHeads()
    x, ya, yb = data(seed=9, n=16)  # the global batch conflicts, one half does not
    part = slice(rank * 8, (rank + 1) * 8)  # each rank its half of the global batch
    results = {}
    for sync in ("global", "local"):
        grads, _ = pcgrad_gradients(model.losses(x[part], ya[part], yb[part]), list(model.parameters()),
                                    torch.Generator().manual_seed(11), sync=sync)
        flat = torch.cat([g.reshape(-1) for g in grads])
        dist.all_reduce(flat)  # the ordinary data-parallel average that follows
        results[sync] = flat / world
    torch.save(results, os.path.join(out, f"rank{rank}.pt"))
    dist.destroy_process_group()


def test_two_ranks_global_is_pcgrad_of_the_global_batch(tmp_path):
    import torch.multiprocessing as mp

    mp.spawn(_rank, args=(2, f"file://{tmp_path}/store", str(tmp_path)), nprocs=2, join=True)
    r0, r1 = (torch.load(tmp_path / f"rank{r}.pt") for r in range(2))
    torch.testing.assert_close(r0["global"], r1["global"])
    torch.manual_seed(0)
    model = TwoHeads()
    grads, stats = pcgrad_gradients(model.losses(*data(seed=9, n=16)), list(model.parameters()), torch.Generator().manual_seed(11))
    assert stats["pcgrad_projections"] > 0
    whole = torch.cat([g.reshape(-1) for g in grads])
    torch.testing.assert_close(r0["global"], whole)
    assert (r0["local"] - whole).abs().max() > 1e-4  # the mean of per-rank surgeries is another update


def _tensor_parallel_rank(rank: int, world: int, init: str, out: str) -> None:
    """The trunk's weight split by rows (column-parallel) over the ranks, its bias and the heads replicated: each
    rank's gradient of its shard is its slice of the whole gradient (the other rows held as constants)."""
    import torch.distributed as dist

    dist.init_process_group("gloo", init_method=init, rank=rank, world_size=world)
    torch.manual_seed(0)
    model = TwoHeads()
    rows = [c.detach() for c in model.trunk[0].weight.detach().chunk(world, 0)]
    shard = nn.Parameter(rows[rank].clone())
    shard.tensor_model_parallel = True  # as lm4gen.core.parallel.parallelize marks a shard

    def losses(x, ya, yb):
        weight = torch.cat(rows[:rank] + [shard] + rows[rank + 1:], 0)
        h = torch.tanh(nn.functional.linear(x, weight, model.trunk[0].bias))
        return [nn.functional.cross_entropy(model.head_a(h), ya), ((model.head_b(h).squeeze(-1) - yb) ** 2).mean()]

    params = [shard, model.trunk[0].bias, *model.head_a.parameters(), *model.head_b.parameters()]
    results = {}
    for name, tp_group in (("sharded", dist.group.WORLD), ("slice_alone", None)):
        grads, stats = pcgrad_gradients(losses(*data(seed=9, n=16)), params, torch.Generator().manual_seed(11),
                                        tp_group=tp_group)
        results[name] = (grads, stats)
    torch.save(results, os.path.join(out, f"tp{rank}.pt"))
    dist.destroy_process_group()


def test_tensor_parallel_shards_give_the_surgery_of_the_whole_parameters(tmp_path):
    """tp_group: dot products summed over the shards (replicated parameters once) — every rank holds its slice of
    the one-process result; without it each rank's slice alone decides the conflicts (another update)."""
    import torch.multiprocessing as mp

    mp.spawn(_tensor_parallel_rank, args=(2, f"file://{tmp_path}/store", str(tmp_path)), nprocs=2, join=True)
    ranks = [torch.load(tmp_path / f"tp{r}.pt") for r in range(2)]
    torch.manual_seed(0)
    model = TwoHeads()
    whole, stats = pcgrad_gradients(model.losses(*data(seed=9, n=16)), list(model.parameters()),
                                    torch.Generator().manual_seed(11))
    assert stats["pcgrad_projections"] > 0
    for r, result in enumerate(ranks):
        grads, tp_stats = result["sharded"]
        assert tp_stats == stats
        torch.testing.assert_close(grads[0], whole[0].chunk(2, 0)[r])  # the shard
        for got, want in zip(grads[1:], whole[1:]):  # the replicated bias, the heads
            torch.testing.assert_close(got, want)
    torch.testing.assert_close(ranks[0]["sharded"][0][1], ranks[1]["sharded"][0][1], rtol=0, atol=0)  # bitwise alike
    alone = torch.cat([ranks[0]["slice_alone"][0][0], ranks[1]["slice_alone"][0][0]])
    assert (alone - whole[0]).abs().max() > 1e-4


def _deepspeed_rank(rank: int, world: int, init: str, out: str) -> None:
    import torch.distributed as dist

    os.environ.update(LOCAL_RANK=str(rank), RANK=str(rank), WORLD_SIZE=str(world))  # DeepSpeed asks for them
    dist.init_process_group("gloo", init_method=init, rank=rank, world_size=world)
    import deepspeed

    x, ya, yb = data(seed=9, n=16)
    part = slice(rank * 8, (rank + 1) * 8)
    updates = {}
    for stage in (0, 2):  # 2: the reduced gradients are partitioned inside the engine's backward
        torch.manual_seed(0)
        model = TwoHeads()
        before = [p.detach().clone() for p in model.parameters()]
        ds = {"train_micro_batch_size_per_gpu": 8, "gradient_accumulation_steps": 1, "train_batch_size": 8 * world,
              "gradient_clipping": 0.0, "zero_optimization": {"stage": stage}, "zero_allow_untested_optimizer": True,
              "steps_per_print": 10**9}
        check_deepspeed(ds, "global")
        engine, *_ = deepspeed.initialize(model=model, optimizer=torch.optim.SGD(model.parameters(), lr=1.0), config=ds,
                                          dist_init_required=False)
        params = list(engine.module.parameters())
        grads, _ = pcgrad_gradients(engine.module.losses(x[part], ya[part], yb[part]), params,
                                    torch.Generator().manual_seed(11), sync="global")
        engine.backward(surrogate_loss(params, grads))
        engine.step()
        updates[stage] = torch.cat([(b - p.detach()).reshape(-1) for b, p in zip(before, engine.module.parameters())])
    if rank == 0:
        torch.save(updates, os.path.join(out, "deepspeed.pt"))
    dist.destroy_process_group()


def test_deepspeed_zero2_two_ranks_steps_with_global_pcgrad(tmp_path):
    """Per-task gradients taken beside the engine, handed to its backward through the surrogate loss: ZeRO-0 and
    ZeRO-2 on 2 gloo ranks take the step of PCGrad on the global batch (SGD, lr 1: the update is the gradient)."""
    pytest.importorskip("deepspeed")
    import torch.multiprocessing as mp

    mp.spawn(_deepspeed_rank, args=(2, f"file://{tmp_path}/store", str(tmp_path)), nprocs=2, join=True)
    updates = torch.load(tmp_path / "deepspeed.pt")
    torch.manual_seed(0)
    model = TwoHeads()
    grads, _ = pcgrad_gradients(model.losses(*data(seed=9, n=16)), list(model.parameters()), torch.Generator().manual_seed(11))
    whole = torch.cat([g.reshape(-1) for g in grads])
    for stage, update in updates.items():
        torch.testing.assert_close(update, whole, msg=f"ZeRO-{stage}")
