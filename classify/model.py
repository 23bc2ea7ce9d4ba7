"""The classifier: an LM encoder (``lm4gen.models.lm.LMContract``) and one head per task; how the encoder is made
(a pretrained export or checkpoint, or a randomly initialised control); the heads' replication check under tensor
parallelism; the AdamW parameter groups."""

from __future__ import annotations

import dataclasses
import os
from typing import NamedTuple

import torch
import torch.distributed as dist
from torch import nn

from lm4gen.classify.config import ClassifyConfig
from lm4gen.classify.heads import HeadConfig, build_head
from lm4gen.classify.tasks import TaskTokenizer
from lm4gen.core.files import InputError
from lm4gen.models.lm import build_model, init_weights, model_config
from lm4gen.models.towers import check_vocab, load_lm


class ClassifierOutput(NamedTuple):
    """What :class:`Classifier` returns for one task's batch."""

    outputs: torch.Tensor  # the task's logits (batch, classes) or scores (batch,)
    embeddings: torch.Tensor  # the encoder's embedding output for the rows (batch, time, dim): what SMART perturbs


class Classifier(nn.Module):
    """An LM encoder (``lm4gen.models.lm.LMContract``) and a head per task; ``forward(batch)`` -> the batch's
    :class:`ClassifierOutput`; ``forward({"tasks": {name: batch}})`` -> {name: ClassifierOutput}.
    ``embeddings`` (SMART) are the embedding output to encode the rows from in place of their tokens' (passed to
    the encoder's ``layer_states``; one sequence per row: siamese pairs are refused with SMART by the config).

    Under tensor parallelism (:func:`lm4gen.core.parallel.parallelize` applied from outside) the encoder is split by
    the plan and the heads (``heads.<task>``: no plan name, a few thousand weights) stay replicated: every rank
    of a tensor-parallel group runs them on the same all-reduced encoder states with the same dropout draws, so
    their gradients, and weights, stay identical across the group (:func:`check_replicated_heads`)."""

    def __init__(self, lm: nn.Module, specs: dict, head: HeadConfig, frozen: bool):
        super().__init__()
        self.lm, self.frozen = lm, frozen
        if getattr(lm, "relax_mask", None):
            lm.relax_mask(True)  # the cloze LM: token i is input here, not a target
        if frozen:
            lm.requires_grad_(False)
        self.heads = nn.ModuleDict({name: build_head(spec, head) for name, spec in specs.items()})
        self.pad_id = lm.cfg.pad_id
        self.segments = getattr(lm.cfg, "num_segments", 0) > 0

    def train(self, mode: bool = True) -> "Classifier":
        super().train(mode)
        if self.frozen:
            self.lm.eval()  # features only: no dropout in the encoder
        return self

    def encode(self, tokens: torch.Tensor, segments: torch.Tensor, embeddings: torch.Tensor | None = None
               ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """(the encoder's final features, the real positions, its embedding output)."""
        keep = tokens != self.pad_id
        with torch.set_grad_enabled(torch.is_grad_enabled() and not self.frozen):
            states = self.lm.layer_states(tokens, segments if self.segments else None, embeddings=embeddings)
        d = self.lm.cfg.dim
        return states[-1][..., :d], keep, states[0][..., :d]

    def task_outputs(self, batch: dict, embeddings: torch.Tensor | None = None) -> ClassifierOutput:
        head = self.heads[batch["task"]]
        states, keep, embedded = self.encode(batch["tokens"], batch["segments"], embeddings)
        if "tokens_b" not in batch:
            return ClassifierOutput(head(states, keep), embedded)
        states_b, keep_b, _ = self.encode(batch["tokens_b"], batch["segments_b"])
        return ClassifierOutput(head(states, keep, states_b, keep_b), embedded)

    def forward(self, batch: dict, embeddings: torch.Tensor | None = None):
        if "tasks" in batch:
            return {name: self.task_outputs(b) for name, b in batch["tasks"].items()}
        return self.task_outputs(batch, embeddings)


def build_encoder(cfg: ClassifyConfig, tokenizer: TaskTokenizer) -> tuple[nn.Module, dict]:
    """(the encoder LM, what the checkpoint card says of it); the tokenizer must be the LM's."""
    e = cfg.encoder
    if e.lm:
        lm, lm_cfg, card = load_lm(e.lm)
        try:
            check_vocab(card, tokenizer.sha256, f"encoder.lm {e.lm}")
        except ValueError as err:
            raise InputError(f"{e.lm}: {err}") from None
        if e.random_init:  # the control: the same model, never pretrained
            init_weights(lm, generator=torch.Generator().manual_seed(cfg.train.seed))
            return lm, {"source": "random (the shape of " + os.path.abspath(e.lm) + ")",
                        "config": dataclasses.asdict(lm_cfg)}
        return lm, {"source": os.path.abspath(e.lm), "config": dataclasses.asdict(lm_cfg)}
    ids = tokenizer.special
    extra = {"num_segments": 2} if e.kind == "mlm" else {}
    lm_cfg = model_config(e.size, kind=e.kind, vocab_size=tokenizer.vocab_size, pad_id=ids.pad,
                          special_ids=(ids.pad, ids.cls, ids.sep, *_specials(tokenizer)), **extra)
    lm = build_model(lm_cfg)
    init_weights(lm, generator=torch.Generator().manual_seed(cfg.train.seed))
    return lm, {"source": "random", "config": dataclasses.asdict(lm_cfg)}


def _specials(tokenizer: TaskTokenizer) -> tuple[int, ...]:
    return tuple(sorted({i for i in tokenizer.special_ids.values() if i is not None}))


@torch.no_grad()
def check_replicated_heads(model: Classifier, tp_group) -> None:
    """The heads are replicated over the tensor-parallel group and must stay alike there (same inputs, same
    dropout draws, same updates); a RuntimeError when a rank's weights drifted from the group's first rank's
    (a bug: a rank-dependent generator, a reduction the other ranks missed). One small all-gather."""
    params = list(model.heads.parameters())
    if tp_group is None or not params:
        return
    # per weight: its sum and its sum of squares (float64), enough to see a drift
    sums = torch.stack([torch.stack([p.double().sum(), p.double().square().sum()]) for p in params])
    parts = [torch.empty_like(sums) for _ in range(dist.get_world_size(tp_group))]
    dist.all_gather(parts, sums, group=tp_group)
    for part in parts[1:]:
        if not torch.allclose(part, parts[0], rtol=1e-5, atol=1e-8):
            drift = float((part - parts[0]).abs().max())
            raise RuntimeError("the classification heads differ across the tensor-parallel ranks of one replica "
                               f"(largest difference of their weights' sums {drift:.3g}); they must see the same "
                               "inputs and dropout draws")


def optimizer_groups(model: Classifier, cfg: ClassifyConfig) -> list[dict]:
    """AdamW groups: heads / encoder (its own peak rate), decay / no decay (biases, LayerNorms, embeddings' norms)."""
    groups = {}
    for name, p in model.named_parameters():
        if not p.requires_grad:
            continue
        part = "encoder" if name.startswith("lm.") else "heads"
        decay = p.dim() >= 2
        lr = (cfg.optim.encoder_lr or cfg.optim.lr) if part == "encoder" else cfg.optim.lr
        key = (part, decay)
        groups.setdefault(key, {"name": f"{part}{'' if decay else '-no-decay'}", "params": [], "lr": lr,
                                "weight_decay": cfg.optim.weight_decay if decay else 0.0})["params"].append(p)
    return list(groups.values())
