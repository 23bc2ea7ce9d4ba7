"""The runtime of a training process: its ranks, parallel sizes and device, built once and passed explicitly.

    runtime = Runtime.start(tensor_parallel=cfg.parallel.tensor, tag="pretrain")
    ...
    runtime.stop()

Discovering the ranks from the launcher's environment is pure and lives in
:mod:`lm4gen.core.launch_env` (``launcher_world_size``, the launcher tables); :meth:`Runtime.start`
is the one place that changes the process: it starts the default process group
(:mod:`lm4gen.core.process_group`: gloo on the CPU, NCCL on GPUs, the rank's device) and
megatron-core's tensor/data-parallel groups.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import torch

from lm4gen.core.parallel import ParallelSizes, data_parallel_rank_and_size, init_model_parallel, tensor_parallel_rank
from lm4gen.core.process_group import ProcessGroup, shutdown, start_process_group
from lm4gen.core.runlock import RunLock


@dataclass(frozen=True)
class Runtime:
    """Where this process stands in the job."""

    rank: int  # global rank
    world: int  # number of processes
    local_rank: int  # rank on this node (its GPU)
    local_world: int  # processes on this node
    sizes: ParallelSizes  # world = data x tensor
    dp_rank: int  # data-parallel rank: which share of the data this process reads
    tp_rank: int  # tensor-parallel rank: which shard of the model it holds
    device: torch.device  # this rank's device, as the process group chose it (process_group.choose_device)
    tag: str = "lm4gen"  # the log prefix
    run_lock: object = field(default=None, compare=False, repr=False)  # rank 0's lock on the output directory
    process_group: ProcessGroup | None = field(default=None, compare=False, repr=False)  # what start() started

    @property
    def dp_size(self) -> int:
        return self.sizes.data

    @property
    def is_main(self) -> bool:
        return self.rank == 0

    def log(self, msg: str) -> None:
        """A progress line from rank 0 (the others stay quiet)."""
        if self.is_main:
            print(f"[{self.tag}] {msg}", flush=True)

    @classmethod
    def start(cls, tensor_parallel: int = 1, tag: str = "lm4gen", output_dir: str | None = None) -> "Runtime":
        """Start the process groups (a collective over every rank of the job); with ``output_dir``, rank 0 takes
        the run's lock on it (:class:`lm4gen.core.runlock.RunLock`: a second run into it refuses at once, naming
        the holder; the other ranks hear of that failure and exit too)."""
        group = start_process_group()
        env = group.env
        run_lock = RunLock.acquire(output_dir) if output_dir and env.rank == 0 else None
        sizes = ParallelSizes(env.world_size, tensor_parallel)
        init_model_parallel(sizes)
        dp_rank, _ = data_parallel_rank_and_size()
        return cls(env.rank, env.world_size, env.local_rank, env.local_world_size, sizes, dp_rank,
                   tensor_parallel_rank(), group.device, tag, run_lock, group)

    def seed_replica(self, seed: int) -> None:
        """Seed torch's global generator per data-parallel replica (dropout differs across replicas,
        not across the tensor-parallel ranks of one replica)."""
        torch.manual_seed(seed + 1000 * self.dp_rank)

    def stop(self) -> None:
        """Wait for every rank, then take the process groups down."""
        import torch.distributed as dist

        dist.barrier()
        shutdown()
        if self.run_lock is not None:
            self.run_lock.release()
