"""The classification objective — one loss per task kind (:data:`TASK_LOSSES`), combined per multitask mode,
PCGrad's surrogate loss, SMART's terms — and the validation: every task's dev metric, their mean, the best
predictions."""

from __future__ import annotations

import os

import torch
import torch.distributed as dist
import torch.nn.functional as F

from lm4gen.classify.config import ClassifyConfig
from lm4gen.classify.model import Classifier, check_replicated_heads
from lm4gen.classify.pcgrad import pcgrad_gradients, surrogate_loss
from lm4gen.classify.smart import EMAModel, SmartConfig, smart_terms
from lm4gen.classify.task_metrics import score, write_predictions
from lm4gen.classify.tasks import PAIR_CLASSIFICATION, PAIR_REGRESSION, SENTENCE, TaskLoader
from lm4gen.core.parallel import replica_shares


def _weights(labels: torch.Tensor, real: torch.Tensor | None) -> torch.Tensor:
    return torch.ones(labels.shape[0], device=labels.device) if real is None else real.to(torch.float32)


# the losses, each ``(outputs, labels, real=None) -> (loss, metrics)`` with detached metrics and no host
# synchronisation; ``real`` (batch,) bool leaves the filler rows of an evaluation batch out


def classification_loss(logits: torch.Tensor, labels: torch.Tensor, real: torch.Tensor | None = None
                        ) -> tuple[torch.Tensor, dict]:
    """Mean cross-entropy over the real rows; logits (batch, classes), labels (batch,)
    int64. Metrics: ``loss``, ``correct`` (real rows predicted right), ``examples``."""
    w = _weights(labels, real)
    nll = F.cross_entropy(logits.float(), labels, reduction="none")
    examples = w.sum()
    loss = (nll * w).sum() / examples.clamp(min=1.0)
    correct = ((logits.argmax(dim=-1) == labels).to(torch.float32) * w).sum()
    return loss, {"loss": loss.detach(), "correct": correct.detach(), "examples": examples.detach()}


def regression_loss(scores: torch.Tensor, labels: torch.Tensor, real: torch.Tensor | None = None
                    ) -> tuple[torch.Tensor, dict]:
    """Mean squared error over the real rows; scores, labels (batch,) float. Metrics:
    ``loss``, ``examples``."""
    w = _weights(labels, real)
    se = (scores.float() - labels.float()) ** 2
    examples = w.sum()
    loss = (se * w).sum() / examples.clamp(min=1.0)
    return loss, {"loss": loss.detach(), "examples": examples.detach()}


TASK_LOSSES = {SENTENCE: classification_loss, PAIR_CLASSIFICATION: classification_loss,
               PAIR_REGRESSION: regression_loss}


class Objective:
    """``objective(engine, batch) -> (loss, metrics)`` for ``fit``: the task losses (summed over the
    tasks of a joint batch), PCGrad's surrogate loss, SMART's terms. Metrics: ``loss`` (the sum of the
    task losses), ``nll`` (the same), ``ntokens`` (rows), ``<task>_loss`` per task."""

    def __init__(self, cfg: ClassifyConfig, specs: dict, model: Classifier, device, group=None, tp_group=None):
        self.cfg, self.specs, self.model, self.device = cfg, specs, model, device
        self.group, self.tp_group = group, tp_group  # data-parallel (PCGrad's global sync), tensor-parallel (its dots)
        s = cfg.smart
        self.smart = SmartConfig(weight=s.weight, sigma=s.sigma, eps=s.eps, eta=s.eta, steps=s.steps, mu=s.mu,
                                 beta=s.beta).validate() if cfg.smart_on else None
        self.ema = EMAModel(model, s.beta) if cfg.smart_on and s.mu > 0 else None
        # alike on every rank: the ranks of a tensor-parallel group draw the same SMART noise and PCGrad order
        self.generator = torch.Generator(device=device).manual_seed(cfg.train.seed + 104729)

    def state_dict(self) -> dict:
        """What this rank's checkpoint keeps: the generator, SMART's EMA model (this rank's shards of it)."""
        return {"objective_rng": self.generator.get_state(),
                **({"smart_ema": self.ema.state_dict()} if self.ema is not None else {})}

    def load_state_dict(self, state: dict) -> None:
        self.generator.set_state(state["objective_rng"])
        if self.ema is not None and "smart_ema" in state:  # (checkpoints before it was kept: the EMA starts afresh)
            self.ema.load_state_dict(state["smart_ema"])

    def task_loss(self, engine, batch: dict, outputs: torch.Tensor, embeds: torch.Tensor | None
                  ) -> tuple[torch.Tensor, dict]:
        """The task's loss (+ SMART's terms at the embeddings ``embeds`` of this forward)."""
        spec = self.specs[batch["task"]]
        loss, m = TASK_LOSSES[spec.kind](outputs, batch["labels"], batch["real"])
        if embeds is not None:
            ema = self.ema(batch).outputs if self.ema is not None else None
            # the perturbed forwards past the engine: its outputs would run its gradient reduction in SMART's
            # autograd.grad (ZeRO 0-2 keep the parameters whole: the same model)
            term, extra = smart_terms(lambda e: engine.module(batch, embeddings=e).outputs, embeds, outputs, self.smart,
                                      spec.is_regression, self.generator, batch["tokens"] != self.model.pad_id, ema)
            loss = loss + term
            m.update(extra)
        return loss, m

    def __call__(self, engine, batch: dict) -> tuple[torch.Tensor, dict]:
        smart = self.smart is not None and engine.training
        if self.ema is not None and smart:
            self.ema.update(self.model)  # the proximal point follows the weights of the last update
        pcgrad = self.cfg.multitask.mode == "pcgrad" and engine.training
        # PCGrad takes its per-task gradients with autograd.grad: past the engine's forward, whose outputs would
        # run the engine's gradient reduction on each of them (ZeRO 0-2 keep the parameters whole: same model)
        outputs = (engine.module if pcgrad else engine)(batch)
        joint = "tasks" in batch
        pairs = [(b, outputs[name]) for name, b in batch["tasks"].items()] if joint else [(batch, outputs)]
        losses, metrics = [], {}
        rows = torch.zeros((), dtype=torch.float32, device=self.device)
        for b, out in pairs:  # SMART perturbs the embedding output of each task's forward
            loss, m = self.task_loss(engine, b, out.outputs, out.embeddings if smart else None)
            losses.append(loss)
            metrics[f"{b['task']}_loss"] = loss.detach()
            for k in ("smart_adversarial", "smart_proximal"):  # summed over the tasks of the batch
                if k in m:
                    metrics[k] = metrics.get(k, 0.0) + m[k]
            rows = rows + m["examples"]
        total = torch.stack(losses).sum()
        metrics.update(loss=total.detach(), nll=total.detach(), ntokens=rows)
        if pcgrad:
            params = [p for p in self.model.parameters() if p.requires_grad]
            grads, _ = pcgrad_gradients(losses, params, self.generator, sync=self.cfg.multitask.pcgrad_sync,
                                        group=self.group, tp_group=self.tp_group)
            return surrogate_loss(params, grads), metrics
        return total, metrics


def predict(engine, loader: TaskLoader, spec, device) -> tuple[list[str], list[float], list[float], float]:
    """This rank's (ids, predictions, labels) of its share of the split (real rows only), and its summed loss."""
    ids, preds, labels, loss_sum = [], [], [], 0.0
    for batch in loader.restart():
        batch = {k: v.to(device) if torch.is_tensor(v) else v for k, v in batch.items()}
        out = engine(batch).outputs
        loss, m = TASK_LOSSES[spec.kind](out, batch["labels"], batch["real"])
        loss_sum += float(loss) * float(m["examples"])
        real = batch["real"].cpu().tolist()
        values = (out.float() if spec.is_regression else out.argmax(-1)).cpu().tolist()
        for i, keep in enumerate(real):
            if keep:
                ids.append(batch["ids"][i])
                preds.append(values[i])
                labels.append(float(batch["labels"][i]))
    return ids, preds, labels, loss_sum


def validate(engine, loaders: dict[str, TaskLoader], specs: dict, device, best_dir: str, state, tp_group=None) -> dict:
    """``valid_<task>_<metric>`` per task, ``valid_score`` (their mean), ``valid_loss`` (mean of the task
    losses); rank 0 writes the predictions of each task (under ``best_dir`` when the score is the best).
    Each data-parallel share counts once (:func:`lm4gen.core.parallel.replica_shares`)."""
    check_replicated_heads(engine.module, tp_group)
    engine.eval()
    with torch.no_grad():
        shares = {name: predict(engine, loader, specs[name], device) for name, loader in loaders.items()}
    engine.train()
    gathered = replica_shares(shares)
    result = [None]
    if dist.get_rank() == 0:
        record, scores, losses = {}, [], []
        for name, spec in specs.items():
            ids = [i for g in gathered for i in g[name][0]]
            preds = [p for g in gathered for p in g[name][1]]
            labels = [y for g in gathered for y in g[name][2]]
            value = score(spec.metric, preds, labels)
            record[f"valid_{name}_{spec.metric}"] = value
            scores.append(value)
            losses.append(sum(g[name][3] for g in gathered) / max(1, len(ids)))
            path = os.path.join(best_dir, "latest", f"{name}-dev.tsv")
            os.makedirs(os.path.dirname(path), exist_ok=True)
            write_predictions(path, ids, preds, spec.is_regression)
        record.update(valid_score=sum(scores) / len(scores), valid_loss=sum(losses) / len(losses))
        if state.best is None or record["valid_score"] > state.best:  # becomes the best: its predictions too
            for name in specs:
                os.replace(os.path.join(best_dir, "latest", f"{name}-dev.tsv"),
                           os.path.join(best_dir, f"{name}-dev.tsv"))
        result = [record]
    dist.broadcast_object_list(result, src=0)
    return result[0]
