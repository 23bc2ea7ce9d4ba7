"""PCGrad gradient surgery for multitask training (Yu et al. 2020, "Gradient Surgery
for Multi-Task Learning").

For task gradients g_1 .. g_K: each g_i is projected, in a random order of the other
tasks j, onto the normal plane of every g_j it conflicts with (negative dot product):
``g_i <- g_i - (g_i . g_j / |g_j|^2) g_j``, always against the original g_j and with
g_i as already projected; the update is the sum of the projected gradients. The order
is a ``torch.randperm`` of the other tasks for each i, drawn from the ``generator``
the caller seeds (e.g. with seed and step), so a run is reproducible.

* :func:`project_conflicting` / :func:`pcgrad` — the surgery on flat vectors (or on
  per-parameter tensor lists, flattened and restored).
* :func:`pcgrad_gradients` — per-task gradients of a list of losses with
  ``torch.autograd.grad`` (one backward pass per task, the graph kept until the last),
  the surgery on the parameters that at least two tasks reach (the shared encoder);
  a parameter only one task reaches (its head) keeps that task's gradient. Computed in
  float32 whatever the parameters' dtype. :func:`pcgrad_backward` adds the result to
  ``.grad`` (like ``backward``).
* :func:`surrogate_loss` — ``sum(p * g)`` over the parameters: its gradient is ``g``,
  so ``engine.backward(surrogate_loss(params, grads))`` hands the surgery's result to a
  DeepSpeed engine's own backward (reduction over data-parallel ranks, ZeRO-2 gradient
  partitioning, accumulation, clipping in ``step``) at the cost of a trivial graph.

Data parallelism and DeepSpeed — what is supported:

PCGrad is not linear: with R data-parallel ranks, the mean over ranks of PCGrad of each
rank's local task gradients is *not* PCGrad of the global-batch task gradients
(g_i = mean over ranks of g_i^r). Two modes, chosen explicitly:

* ``sync="global"`` (exact): each rank's per-task gradients are averaged over the
  data-parallel group first (one all-reduce of a (tasks, parameters) float32 tensor:
  K times the traffic of an ordinary step, plus K float32 gradient copies in memory),
  then every rank does the same surgery on the same numbers with the same seeded
  generator and holds the identical combined gradient. Passed through
  :func:`surrogate_loss` to the engine, the engine's own averaging of R identical
  copies leaves it unchanged (up to rounding). With one rank both modes are the same.
* ``sync="local"`` (cheaper, a different algorithm): the surgery on each rank's local
  gradients, then the ordinary data-parallel average: mean_r PCGrad(g^r). No extra
  communication; the conflicts are measured on each rank's micro-batch, which is
  noisier.

:func:`check_deepspeed` refuses, with a ValueError naming the field, what cannot give
either of the above:

* ZeRO stage 3 — the parameters themselves are partitioned and gathered only inside
  the engine's forward/backward hooks, so ``autograd.grad`` cannot produce a task's full
  gradient. Stages 0, 1 and 2 keep every parameter whole on every rank (stage 1
  partitions optimizer state, stage 2 also the *reduced* gradients, which the engine's
  backward of the surrogate loss produces): supported.
* fp16 with loss scaling — the per-task gradients are taken outside the engine's
  loss scaling, so small fp16 gradients would underflow and its overflow check would
  not see them. fp32 and bf16 (no loss scaling) are supported.
* ``gradient_accumulation_steps`` > 1 — the engine would sum the surgery's results of
  each micro-batch, which is not PCGrad of the accumulated gradients.

Tensor parallelism: pass ``tp_group`` (the tensor-parallel group) when the parameters are a
model parallelized by :func:`lm4gen.core.parallel.parallelize`. Each rank then holds a slice of
the task gradients: its shards of the split parameters (marked ``tensor_model_parallel``, as
``parallelize`` marks them) and whole copies of the replicated ones. The projections are
elementwise, so each rank projects its own slice; only the dot products need the whole
vector: every dot product is one all-reduce over ``tp_group`` of the rank's shard part plus
its replicated part divided by the group's size (so the replicated parameters count once and
every rank of the group gets the same bits, hence the same conflict decisions). The random
order is the same on every rank of the group (the caller seeds the generator alike there).
``sync="global"`` averages over the data-parallel ``group`` as before (each tensor-parallel
rank with its peers holding the same shards).

Tested (tests/integration/test_pcgrad.py, CPU, fp32, 2 gloo ranks): ``sync="global"`` equals PCGrad
of the whole batch in one process; through a DeepSpeed engine (ZeRO-0 and ZeRO-2, SGD)
the step taken is that update; a parameter split over 2 tensor-parallel ranks gives the
one-process surgery (and in tests/integration/test_classify.py a cloze encoder at ``parallel.tensor=2``
trains as in one process). Not tested here: bf16 (allowed; the surgery runs in float32),
optimizer offload. The engine's gradient clipping applies to the combined gradient, after
the surgery.

Under a DeepSpeed engine the step is then: the task losses from one forward each (or
one forward of a multitask batch), ``grads, _ = pcgrad_gradients(losses, params,
generator, sync, group)``, ``engine.backward(surrogate_loss(params, grads))``,
``engine.step()``. Without an engine (one process): :func:`pcgrad_backward` then the
optimizer's step.
"""

from __future__ import annotations

from typing import Callable, Sequence

import torch

SYNC_MODES = ("local", "global")


def project_conflicting(grads: Sequence[torch.Tensor], generator: torch.Generator | None = None,
                        dot: Callable[[torch.Tensor, torch.Tensor], torch.Tensor] = torch.dot
                        ) -> tuple[list[torch.Tensor], int]:
    """Flat task gradients (K vectors of one shape) -> (the K projected vectors, how many
    projections were made). ``dot``: the inner product (a tensor-parallel slice's: :func:`sharded_dot`)."""
    K = len(grads)
    projected, projections = [], 0
    for i in range(K):
        g = grads[i].clone()
        others = [j for j in range(K) if j != i]
        for k in torch.randperm(len(others), generator=generator).tolist():
            gj = grads[others[k]]
            d = dot(g, gj)
            if d < 0:  # a conflict; |gj| > 0 here, since d would be 0 otherwise
                g = g - (d / dot(gj, gj)) * gj
                projections += 1
        projected.append(g)
    return projected, projections


def sharded_dot(split: torch.Tensor, tp_group) -> Callable[[torch.Tensor, torch.Tensor], torch.Tensor]:
    """The inner product of whole vectors from this rank's slices: ``split`` (numel,) bool marks the elements
    of tensor-parallel shards (summed over ``tp_group``), the others are replicated on every rank of the group
    (counted once: each rank adds 1/size of them). One all-reduce of a scalar per call; the same result on
    every rank."""
    import torch.distributed as dist

    size = dist.get_world_size(tp_group)

    def dot(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
        d = torch.dot(a[split], b[split]) + torch.dot(a[~split], b[~split]) / size
        dist.all_reduce(d, group=tp_group)
        return d

    return dot


def pcgrad(grads: Sequence[torch.Tensor] | Sequence[Sequence[torch.Tensor]], generator: torch.Generator | None = None):
    """The PCGrad update: the sum of the projected task gradients. ``grads``: one flat
    vector per task (-> a vector), or one list of per-parameter tensors per task (->
    a list of tensors of the same shapes)."""
    if not grads:
        raise ValueError("pcgrad needs at least one task gradient")
    if isinstance(grads[0], torch.Tensor):
        projected, _ = project_conflicting(grads, generator)
        return torch.stack(projected).sum(0)
    shapes = [t.shape for t in grads[0]]
    flat = [torch.cat([t.reshape(-1) for t in task]) for task in grads]
    total = torch.stack(project_conflicting(flat, generator)[0]).sum(0)
    return [part.view(shape) for part, shape in zip(total.split([s.numel() for s in shapes]), shapes)]


def task_gradients(losses: Sequence[torch.Tensor], params: Sequence[torch.Tensor]) -> list[list[torch.Tensor | None]]:
    """``torch.autograd.grad`` of each loss w.r.t. ``params`` (None where a task does not
    reach a parameter); ``.grad`` is not touched."""
    out = []
    for k, loss in enumerate(losses):
        out.append(list(torch.autograd.grad(loss, params, retain_graph=k < len(losses) - 1, allow_unused=True)))
    return out


def pcgrad_gradients(losses: Sequence[torch.Tensor], params: Sequence[torch.Tensor],
                     generator: torch.Generator | None = None, sync: str = "local", group=None, tp_group=None
                     ) -> tuple[list[torch.Tensor], dict]:
    """(one combined gradient per parameter, in the parameters' dtype; stats). The
    surgery covers the parameters that two or more tasks reach; the others get the
    plain sum. ``sync="global"``: average each task's gradients over the process group
    ``group`` (default: the world) first; ``tp_group``: the tensor-parallel group of
    parameters holding tensor-parallel shards (None: whole parameters) — see the module docstring."""
    if sync not in SYNC_MODES:
        raise ValueError(f"sync must be one of {SYNC_MODES}, got {sync!r}")
    params = list(params)
    if not params or not losses:
        raise ValueError("pcgrad_gradients needs at least one loss and one parameter")
    per_task = task_gradients(losses, params)
    used = torch.tensor([[g is not None for g in task] for task in per_task])  # (tasks, params)
    flat = torch.stack([torch.cat([(g if g is not None else torch.zeros_like(p)).reshape(-1).float()
                                   for g, p in zip(task, params)]) for task in per_task])  # (tasks, numel) float32
    if sync == "global":
        import torch.distributed as dist

        if dist.is_available() and dist.is_initialized():
            dist.all_reduce(flat, group=group)
            flat /= dist.get_world_size(group)
            used_any = used.to(torch.int32)
            dist.all_reduce(used_any, op=dist.ReduceOp.MAX, group=group)  # a task reaches a parameter on any rank
            used = used_any.bool()
    sizes = [p.numel() for p in params]
    shared_param = used.sum(0) >= 2  # (params,)
    shared = torch.repeat_interleave(shared_param, torch.tensor(sizes))  # (numel,)
    total = flat.sum(0)
    projections = 0
    if bool(shared.any()):
        dot = torch.dot
        if tp_group is not None:
            split = torch.repeat_interleave(torch.tensor([bool(getattr(p, "tensor_model_parallel", False))
                                                          for p in params]), torch.tensor(sizes))
            dot = sharded_dot(split[shared].to(flat.device), tp_group)
        projected, projections = project_conflicting(list(flat[:, shared]), generator, dot)
        total[shared] = torch.stack(projected).sum(0)
    grads = [part.view(p.shape).to(p.dtype) for part, p in zip(total.split(sizes), params)]
    stats = {"pcgrad_projections": projections, "pcgrad_shared_params": int(shared_param.sum()), "tasks": len(losses)}
    return grads, stats


def pcgrad_backward(losses: Sequence[torch.Tensor], params: Sequence[torch.Tensor],
                    generator: torch.Generator | None = None, sync: str = "local", group=None, tp_group=None) -> dict:
    """:func:`pcgrad_gradients`, added to each parameter's ``.grad`` (set where it is
    None), as ``backward`` would. Returns the stats."""
    params = list(params)
    grads, stats = pcgrad_gradients(losses, params, generator, sync, group, tp_group)
    with torch.no_grad():
        for p, g in zip(params, grads):
            if p.grad is None:
                p.grad = g.clone()
            else:
                p.grad.add_(g)
    return stats


def surrogate_loss(params: Sequence[torch.Tensor], grads: Sequence[torch.Tensor]) -> torch.Tensor:
    """A scalar whose gradient w.r.t. each ``params[i]`` is ``grads[i]`` (detached)."""
    return sum((p * g.detach().to(p.dtype)).sum() for p, g in zip(params, grads))


def check_deepspeed(ds_config: dict, sync: str) -> None:
    """ValueError naming the field when PCGrad cannot run under this DeepSpeed config
    (the reasons: the module docstring)."""
    if sync not in SYNC_MODES:
        raise ValueError(f"pcgrad sync must be one of {SYNC_MODES}, got {sync!r}")
    stage = ds_config.get("zero_optimization", {}).get("stage", 0)
    if stage >= 3:
        raise ValueError("ds_config field 'zero_optimization.stage' is 3: PCGrad needs whole parameters on every rank "
                         "to take per-task gradients (ZeRO-3 partitions them); use stage 0, 1 or 2")
    if ds_config.get("fp16", {}).get("enabled", False) in (True, "auto"):
        raise ValueError("ds_config field 'fp16.enabled' is true: PCGrad takes per-task gradients outside DeepSpeed's "
                         "loss scaling (fp16 gradients would underflow unseen); use fp32 or bf16")
    accum = ds_config.get("gradient_accumulation_steps", 1)
    if accum not in (1, None, "auto"):
        raise ValueError(f"ds_config field 'gradient_accumulation_steps' is {accum}: PCGrad of each micro-batch summed "
                         "is not PCGrad of the accumulated gradients; use 1 (a larger micro-batch instead)")
