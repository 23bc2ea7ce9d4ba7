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
    pcgrad_gradients,
    surrogate_loss,
)
from helpers.pcgrad import TwoHeads, data


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
    grads, stats = pcgrad_gradients(model.losses(*data(seed=9, n=16)), list(model.parameters()),
                                    torch.Generator().manual_seed(11))
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
    grads, _ = pcgrad_gradients(model.losses(*data(seed=9, n=16)), list(model.parameters()),
                                torch.Generator().manual_seed(11))
    whole = torch.cat([g.reshape(-1) for g in grads])
    for stage, update in updates.items():
        torch.testing.assert_close(update, whole, msg=f"ZeRO-{stage}")
