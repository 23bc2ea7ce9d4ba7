"""The few collectives lm4gen calls itself: is this rank the main one, wait for every rank, all-reduce a host
tensor on any backend."""

from __future__ import annotations

import os

from lm4gen.core.launch_env import launcher_ranks


def is_main() -> bool:
    """Rank 0 of the process group, or, before one exists, of the launcher's environment."""
    import torch.distributed as dist

    if dist.is_initialized():
        return dist.get_rank() == 0
    return launcher_ranks(os.environ).rank == 0


def barrier() -> None:
    """Wait for every rank. Without a process group only a one-process world may pass."""
    import torch
    import torch.distributed as dist

    if dist.is_initialized():
        if dist.get_backend() == "nccl":
            dist.barrier(device_ids=[torch.cuda.current_device()])
        else:
            dist.barrier()
    elif launcher_ranks(os.environ).world_size > 1:
        raise RuntimeError("barrier() with several ranks but no process group: call init_distributed() first")


def all_reduce_host(tensor, op=None, group=None):
    """``all_reduce`` a host (CPU) tensor in place on any backend (NCCL reduces CUDA tensors only: the
    tensor makes a round trip through the current GPU there). ``op`` defaults to SUM."""
    import torch
    import torch.distributed as dist

    op = dist.ReduceOp.SUM if op is None else op
    if dist.get_backend(group) == "nccl" and tensor.device.type != "cuda":
        on_gpu = tensor.to(torch.cuda.current_device())
        dist.all_reduce(on_gpu, op=op, group=group)
        tensor.copy_(on_gpu)
    else:
        dist.all_reduce(tensor, op=op, group=group)
    return tensor
