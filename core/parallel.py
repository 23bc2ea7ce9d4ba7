"""Parallel sizes, process groups, and tensor parallelism applied to a plain model.

The models in :mod:`lm4gen.models.lm` know nothing about processes. This module:

* :class:`ParallelSizes` — the one checked object holding the data- and
  tensor-parallel degrees (their product is the world size);
* :func:`init_model_parallel` — megatron-core's process groups for those sizes;
* :func:`parallelize` — swaps the plain model's projections for megatron-core
  tensor-parallel layers by a plan keyed on module names (``PLAN``), copying each
  rank's slice of the already-initialised full weights, so TP=1 and TP=N start
  from the same numbers;
* :class:`MegatronMPU` — megatron-core's parallel state under the names DeepSpeed
  calls (``mpu=``), so ZeRO partitions over the data-parallel group only and
  gradient norms count tensor-parallel shards once;
* :func:`data_parallel_group`, :func:`tensor_parallel_rank`, :func:`tensor_parallel_group`,
  :func:`deepspeed_mpu` —
  the same questions answered without megatron-core when tensor parallelism is 1
  (:func:`megatron_state`: megatron-core is imported only for tensor > 1).

Plan: ``attn.qkv``, ``attn.q``, ``attn.kv``, ``mlp.up`` column-parallel (each rank
gets whole heads: the fused projections are head-major); ``attn.out``,
``mlp.down`` row-parallel; ``embed.tokens`` vocab-parallel; ``out_proj`` (the seq2seq
model's output projection, owning its weight) vocab-parallel with the output layers'
contract below; ``head`` (the tied
output) becomes a vocab-parallel projection: its loss is the vocab-parallel variant
of :mod:`lm4gen.core.losses` (on the rank's vocabulary shard), its logits are
all-gathered over the whole vocabulary.

Dropout under tensor parallelism: every rank of a tensor-parallel group draws from
the same torch generator, which keeps dropout on replicated activations (the
residual stream) identical across the group, as it must be. Dropout inside the
parallel region (attention probabilities, FFN activations) then uses the same
pattern on each rank's shard — correlated across shards, not wrong; Megatron's
per-rank RNG tracker is not used.
"""

from __future__ import annotations

import sys
import warnings
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

from lm4gen.core.collectives import all_reduce_host
from lm4gen.core.process_group import collective_timeout

# Two notices every rank printed on every run, neither about anything lm4gen uses or a user can act on:
# megatron-core's optimizer/FSDP modules (imported with its parallel state; lm4gen optimizes with
# DeepSpeed, and uses apex itself where it imports: lm4gen.core.kernels) say they fall back without
# Transformer Engine/apex, six times a process; DeepSpeed's ZeRO calls a torch collective that torch
# marks deprecated. Only these two messages are filtered.
warnings.filterwarnings("ignore", message="Transformer Engine and Apex are not installed", category=UserWarning,
                        module=r"megatron\.")
warnings.filterwarnings("ignore", message=r"`torch\.distributed\.all_gather_into_tensor` is deprecated",
                        category=FutureWarning)

COLUMN, ROW, VOCAB, VOCAB_HEAD, VOCAB_PROJ = "column", "row", "vocab", "vocab_head", "vocab_proj"
PLAN = {
    "attn.qkv": COLUMN, "attn.q": COLUMN, "attn.kv": COLUMN, "mlp.up": COLUMN,
    "attn.out": ROW, "mlp.down": ROW,
    "embed.tokens": VOCAB, "head": VOCAB_HEAD, "out_proj": VOCAB_PROJ,
}
SHARD_DIM = {COLUMN: 0, VOCAB: 0, VOCAB_PROJ: 0}  # the dimension a kind splits (ROW: the weight's 1, not its bias)


@dataclass(frozen=True)
class ParallelSizes:
    """Parallel degrees of a run: ``world = data * tensor`` (no pipeline parallelism)."""

    world: int  # number of processes
    tensor: int = 1  # tensor-parallel degree (ranks sharing one model replica)

    def __post_init__(self):
        if self.world < 1:
            raise ValueError(f"parallel sizes: world size must be >= 1 (got {self.world})")
        if self.tensor < 1 or self.world % self.tensor:
            raise ValueError(f"parallel field 'tensor': the tensor-parallel degree must divide the world size "
                             f"{self.world} (got {self.tensor})")

    @property
    def data(self) -> int:
        """Data-parallel degree (number of model replicas)."""
        return self.world // self.tensor

    def check_model(self, cfg) -> None:
        """The model's sizes (a model config: ``num_heads``, ``ffn_dim``, ``vocab_size``) must split evenly over the
        tensor-parallel ranks."""
        for name in ("num_heads", "ffn_dim", "vocab_size"):
            value = getattr(cfg, name)
            if value % self.tensor:
                raise ValueError(f"model field {name!r} = {value} is not divisible by the tensor-parallel degree "
                                 f"{self.tensor}")

    def check_models(self, model: nn.Module) -> None:
        """``check_model`` for the model and every model inside it (the seq2seq model's LMs)."""
        for module in model.modules():
            if hasattr(module, "cfg"):
                self.check_model(module.cfg)

    def __str__(self) -> str:
        return f"world {self.world} = data {self.data} x tensor {self.tensor}"


def megatron_state():
    """megatron-core's ``parallel_state`` once it holds tensor-parallel groups, else None (data parallelism
    only: the data-parallel group is the world). Importing megatron-core costs ~4 s of CPU per process (its
    fusions call ``torch.compile`` at import time: dynamo and inductor), paid by every rank of every run and
    every test; without tensor parallelism nothing needs it, so it is imported only for ``tensor > 1``."""
    ps = sys.modules.get("megatron.core.parallel_state")
    return ps if ps is not None and ps.model_parallel_is_initialized() else None


def init_model_parallel(sizes: ParallelSizes) -> None:
    """Create megatron-core's tensor/data-parallel groups for ``sizes.tensor > 1`` (torch.distributed must be up);
    with tensor 1 the world is the data-parallel group and megatron-core is not imported."""
    if not torch.distributed.is_initialized():
        raise RuntimeError("init_model_parallel needs torch.distributed initialised first")
    if torch.distributed.get_world_size() != sizes.world:
        raise ValueError(f"parallel sizes say {sizes}, but torch.distributed has "
                         f"{torch.distributed.get_world_size()} ranks")
    if (ps := megatron_state()) is not None:
        ps.destroy_model_parallel()
    if sizes.tensor > 1:
        from megatron.core import parallel_state

        # its groups get megatron-core's 30 minutes unless told the job's collective timeout
        parallel_state.initialize_model_parallel(tensor_model_parallel_size=sizes.tensor,
                                                 distributed_timeout_minutes=collective_timeout().total_seconds() / 60)


def data_parallel_rank_and_size() -> tuple[int, int]:
    """(dp_rank, dp_size) for the loader: megatron-core's with tensor parallelism, else torch's."""
    if (ps := megatron_state()) is not None:
        return ps.get_data_parallel_rank(), ps.get_data_parallel_world_size()
    if torch.distributed.is_initialized():
        return torch.distributed.get_rank(), torch.distributed.get_world_size()
    return 0, 1


def data_parallel_group():
    """The group gradients and metrics are averaged over (the world without tensor parallelism)."""
    ps = megatron_state()
    return ps.get_data_parallel_group() if ps is not None else torch.distributed.group.WORLD


def tensor_parallel_rank() -> int:
    ps = megatron_state()
    return ps.get_tensor_model_parallel_rank() if ps is not None else 0


def tensor_parallel_group():
    """The group of ranks sharing one model replica, or None without tensor parallelism."""
    ps = megatron_state()
    return ps.get_tensor_model_parallel_group() if ps is not None else None


def deepspeed_mpu():
    """What DeepSpeed's ``mpu=`` gets: megatron-core's groups with tensor parallelism, else None (DeepSpeed's
    own data-parallel path over the world, the same partitioning)."""
    if megatron_state() is not None:
        return MegatronMPU()
    from deepspeed.utils import groups

    groups.mpu = None  # DeepSpeed keeps an earlier engine's mpu process-wide and would ask it for the groups
    return None


class MegatronMPU:
    """megatron-core's parallel state under the names DeepSpeed's ``mpu=`` calls."""

    def __init__(self):
        from megatron.core import parallel_state as ps

        self._ps = ps

    def get_model_parallel_rank(self):
        return self._ps.get_tensor_model_parallel_rank()

    def get_model_parallel_world_size(self):
        return self._ps.get_tensor_model_parallel_world_size()

    def get_model_parallel_group(self):
        return self._ps.get_tensor_model_parallel_group()

    get_tensor_model_parallel_rank = get_model_parallel_rank
    get_tensor_model_parallel_world_size = get_model_parallel_world_size
    get_tensor_model_parallel_group = get_model_parallel_group

    def get_data_parallel_rank(self):
        return self._ps.get_data_parallel_rank()

    def get_data_parallel_world_size(self):
        return self._ps.get_data_parallel_world_size()

    def get_data_parallel_group(self):
        return self._ps.get_data_parallel_group()


# ----------------------------------------------------------------------------
# tensor-parallel layers (megatron-core), returning plain tensors


def _layers():
    """megatron-core layer classes, imported on first use (the plain path never needs them)."""
    from megatron.core import tensor_parallel as tp

    class ColumnLinear(tp.ColumnParallelLinear):
        """Output features split over the group; input replicated."""

        def forward(self, x):
            return super().forward(x)[0]

    class RowLinear(tp.RowParallelLinear):
        """Input features split over the group; output all-reduced."""

        def forward(self, x):
            return super().forward(x)[0]

    def vocab_parallel_output(x, weight, loss):
        """x (..., dim) replicated, weight this rank's rows of the vocabulary: the logits over the whole
        vocabulary (the shards' all-gathered), or the objective's ``loss`` in its vocab-parallel variant."""
        if loss is not None:
            return loss(x, weight, vocab_parallel=True)
        return _GatherVocab.apply(F.linear(tp.copy_to_tensor_model_parallel_region(x), weight))

    class VocabParallelOutput(nn.Module):
        """``TiedOutput`` for a vocab-parallel embedding (the weight it is given: this rank's rows)."""

        def forward(self, x, weight, loss=None):
            return vocab_parallel_output(x, weight, loss)

    class VocabParallelProjection(nn.Module):
        """``lm4gen.models.seq2seq.OutputProjection`` (dim -> vocab, no bias) holding this rank's rows of the
        vocabulary; the same contract as ``VocabParallelOutput``."""

        def __init__(self, dim: int, vocab_size: int, tensor: int):
            super().__init__()
            self.weight = nn.Parameter(torch.empty(vocab_size // tensor, dim))

        def forward(self, x, loss=None):
            return vocab_parallel_output(x, self.weight, loss)

    return tp, ColumnLinear, RowLinear, VocabParallelOutput, VocabParallelProjection


class _GatherVocab(torch.autograd.Function):
    """Vocabulary shards (..., vocab / tensor) -> the whole vocabulary (..., vocab), all-gathered over the
    tensor-parallel group; backward keeps this rank's slice of the gradient. (megatron-core's
    ``gather_from_tensor_model_parallel_region`` allocates on CUDA.)"""

    @staticmethod
    def forward(ctx, shard):
        from megatron.core import parallel_state as ps

        group, n = ps.get_tensor_model_parallel_group(), ps.get_tensor_model_parallel_world_size()
        ctx.rank, ctx.n = ps.get_tensor_model_parallel_rank(), n
        parts = [torch.empty_like(shard) for _ in range(n)]
        torch.distributed.all_gather(parts, shard.contiguous(), group=group)
        return torch.cat(parts, dim=-1)

    @staticmethod
    def backward(ctx, grad):
        return grad.chunk(ctx.n, dim=-1)[ctx.rank].contiguous()


def plan_kind(name: str) -> str | None:
    """The plan entry of a module name (matched on its last one or two components)."""
    parts = name.split(".")
    return PLAN.get(".".join(parts[-2:])) or PLAN.get(parts[-1])


@torch.no_grad()
def parallelize(model: nn.Module, sizes: ParallelSizes) -> nn.Module:
    """Swap ``model``'s projections for tensor-parallel layers (in place) and return it.

    ``model`` must hold the full, initialised weights, identical on every rank of a
    tensor-parallel group (build it with the same seed everywhere); each rank keeps
    its slice. With ``sizes.tensor == 1`` the model is returned unchanged."""
    if sizes.tensor == 1:
        return model
    from megatron.core import ModelParallelConfig, parallel_state

    sizes.check_models(model)
    tp, ColumnLinear, RowLinear, VocabParallelOutput, VocabParallelProjection = _layers()
    rank = parallel_state.get_tensor_model_parallel_rank()
    config = ModelParallelConfig(tensor_model_parallel_size=sizes.tensor, use_cpu_initialization=True,
                                 perform_initialization=False, params_dtype=torch.float32)
    no_init = lambda weight: None  # noqa: E731  (weights are copied from the plain model)
    swapped = {}  # id(plain module) -> its parallel layer: a module under two names is swapped once
    shards = {}  # id(plain parameter) -> its shard: a parameter shared by two modules stays shared
    for name, module in list(model.named_modules(remove_duplicate=False)):
        kind = plan_kind(name)
        if kind is None:
            continue
        new = swapped.get(id(module))
        if new is None:
            new = swapped[id(module)] = _parallel_layer(name, module, kind, sizes.tensor, rank, config, no_init, tp,
                                                        ColumnLinear, RowLinear, VocabParallelOutput,
                                                        VocabParallelProjection)
            for pname, param in module.named_parameters(recurse=False):
                if id(param) in shards:  # tied to a parameter already sharded (SHDEMB, SHARED): the same shard
                    setattr(new, pname, shards[id(param)])
                shard = shards.setdefault(id(param), getattr(new, pname))
                shard.requires_grad_(param.requires_grad)  # a frozen LM stays frozen
            new.train(module.training)
        parent_name, _, attr = name.rpartition(".")
        setattr(model.get_submodule(parent_name) if parent_name else model, attr, new)
    if not swapped:
        raise ValueError(f"no module of {type(model).__name__} matched the tensor-parallel plan")
    return model


def _parallel_layer(name, module, kind, tensor, rank, config, no_init, tp, ColumnLinear, RowLinear,
                    VocabParallelOutput, VocabParallelProjection) -> nn.Module:
    """The tensor-parallel layer for the plain ``module`` (plan entry ``kind``), holding this rank's slice."""
    if kind in (COLUMN, ROW, VOCAB_PROJ) and not isinstance(module, nn.Linear):
        raise TypeError(f"plan says {name} is {kind}-parallel, but it is a {type(module).__name__}")
    if kind in (COLUMN, ROW):
        bias = module.bias is not None
        if kind == COLUMN:
            new = ColumnLinear(module.in_features, module.out_features, config=config, init_method=no_init,
                               bias=bias, gather_output=False)
            new.weight.copy_(module.weight.chunk(tensor, 0)[rank])
            if bias:
                new.bias.copy_(module.bias.chunk(tensor, 0)[rank])
        else:
            new = RowLinear(module.in_features, module.out_features, config=config, init_method=no_init,
                            bias=bias, input_is_parallel=True, skip_bias_add=False)
            new.weight.copy_(module.weight.chunk(tensor, 1)[rank])
            if bias:
                new.bias.copy_(module.bias)
    elif kind == VOCAB:
        new = tp.VocabParallelEmbedding(module.num_embeddings, module.embedding_dim, init_method=no_init,
                                        config=config)
        new.weight.copy_(module.weight.chunk(tensor, 0)[rank])
    elif kind == VOCAB_PROJ:
        if module.bias is not None:
            raise TypeError(f"{name}: a vocab-parallel output projection has no bias")
        new = VocabParallelProjection(module.in_features, module.out_features, tensor)
        new.weight.copy_(module.weight.chunk(tensor, 0)[rank])
    else:
        new = VocabParallelOutput()
    # megatron-core marks shards only when it initialises them itself; DeepSpeed's gradient norm
    # needs the marks to count a shard on every rank and a replicated tensor once
    for pname, param in new.named_parameters():
        dim = SHARD_DIM.get(kind, 1 if kind == ROW and pname == "weight" else None)
        if dim is not None and not getattr(param, "tensor_model_parallel", False):
            tp.set_tensor_model_parallel_attributes(param, is_parallel=True, dim=dim, stride=1)
    return new


@torch.no_grad()
# ----------------------------------------------------------------------------
# validation totals: every data-parallel replica's share counted once (the one reducer every task uses)


def replica_sum(total: torch.Tensor) -> torch.Tensor:
    """``total`` (a CPU tensor of sums: loss x tokens, tokens, ...) summed over the data-parallel replicas, each
    counted once, the same on every rank (in place; returned). The ranks of a tensor-parallel group compute the
    same share: its first rank contributes it, the others zeros, to one all-reduce over the world."""
    if tensor_parallel_rank():
        total.zero_()
    all_reduce_host(total)
    return total


def replica_shares(share) -> list:
    """Every data-parallel replica's ``share`` of a validation (a picklable object: decoded pairs, predictions),
    each once, in data-parallel order, on every rank (a tensor-parallel group's first rank's share is kept)."""
    shares = [None] * torch.distributed.get_world_size()
    torch.distributed.all_gather_object(shares, (tensor_parallel_rank(), share))
    return [s for rank, s in shares if rank == 0]


def shard_dim(name: str) -> int | None:
    """The dimension the plain model's tensor ``name`` (a parameter or buffer) is split along over tensor-parallel
    ranks, or None where every rank holds all of it (a row-parallel layer's bias, norms, positions)."""
    kind = plan_kind(name.rpartition(".")[0])
    return SHARD_DIM.get(kind, 1 if kind == ROW and name.endswith("weight") else None)


def gather_full(named: dict[str, torch.Tensor], sizes: ParallelSizes) -> dict[str, torch.Tensor]:
    """Full tensors from the tensor-parallel shards of a parallelized model's named
    tensors (its state dict, or its parameters' gradients), on every rank of the
    tensor-parallel group. Names are the plain model's."""
    group = megatron_state().get_tensor_model_parallel_group() if sizes.tensor > 1 else None
    out = {}
    for name, tensor in named.items():
        if not torch.is_tensor(tensor):  # megatron layers' `_extra_state` (None)
            continue
        dim = shard_dim(name)
        if dim is None or sizes.tensor == 1:
            out[name] = tensor.detach().clone()
            continue
        parts = [torch.empty_like(tensor) for _ in range(sizes.tensor)]
        torch.distributed.all_gather(parts, tensor.detach().contiguous(), group=group)
        out[name] = torch.cat(parts, dim=dim)
    return out


def gather_full_state_dict(model: nn.Module, sizes: ParallelSizes) -> dict[str, torch.Tensor]:
    """The plain model's state dict (full tensors) from a parallelized model."""
    return gather_full(model.state_dict(), sizes)
