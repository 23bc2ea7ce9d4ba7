"""Fine-tune a Transformer seq2seq model, optionally with a pretrained LM plugged in (SPEC §4).

    lm4gen finetune                          # configs/finetune/tiny.yaml: tiny baseline on the quickstart bitext
    deepspeed --num_gpus 2 finetune/train.py --ds_config configs/zero2.json --config configs/finetune/tiny.yaml
    torchrun --nproc_per_node 8 finetune/train.py --config configs/finetune/translation-big.yaml \\
        --set model.strategy=src-elmo --set model.shdemb=true --set model.src_lm=lm/cloze.pt
    deepspeed --num_gpus 2 finetune/train.py --ds_config configs/zero1.json --set parallel.tensor=2   # tensor parallel
    python finetune/train.py --config configs/finetune/translation-big.yaml --dry-run  # config, model, parameter counts

The loop: label-smoothed cross-entropy (0.1, pad ignored), Adam (0.9, 0.98, 1e-8)
handed to DeepSpeed (ZeRO 0-2, data parallel; fp16 on GPUs, fp32 on the CPU), the
inverse square-root schedule with linear warmup, clipping, epochs over the bitext.
``parallel.tensor`` splits the model (and a plugged-in LM) over that many ranks by
pretraining's plan (:func:`lm4gen.core.parallel.parallelize`; the output projection
vocab-parallel, the loss too); data parallel = world / tensor.
After every epoch (and at the last update) it measures the validation loss and
decodes the validation split with :func:`lm4gen.models.search.generate` (greedy or a
small beam: ``eval.*``); every rank decodes its share, rank 0 detokenizes-and-scores
with sacreBLEU (and chrF/ROUGE, :mod:`lm4gen.finetune.evaluate`) against the decoded
references. The checkpoint with the best validation score (``eval.select``: BLEU for
translation, ROUGE-L for summarization) is published as ``checkpoints/best``
(complete or absent: :func:`lm4gen.core.checkpoint.publish_weights`); ``train.patience``
validations without improvement stop the run.

Output: ``<output_dir>/metrics.jsonl`` (``step, loss, nll, ppl, lr, tokens_per_s,
loss_scale, grad_norm, epoch`` per logged update; ``valid_loss, valid_nll, valid_ppl,
valid_bleu, ...`` per validation), ``tensorboard/``, ``checkpoints/stepNNNNNNNN/`` at
epoch ends, every ``train.save_every`` updates, at the end and on SIGTERM/SIGUSR1
(exit code 75, :data:`lm4gen.core.preempt.EXIT_PREEMPTED`). ``--resume auto`` continues
exactly (loader position, RNG, optimizer, schedule, best score, patience).
A checkpoint's ``model.json`` holds the seq2seq config, the LM configs and the
generation defaults, so ``lm4gen translate`` needs nothing else.
"""

from __future__ import annotations

import dataclasses
import functools
import os
import sys

if __package__ in (None, ""):  # run as a script (deepspeed/torchrun finetune/train.py)
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.realpath(__file__))))

import torch
import torch.distributed as dist

from lm4gen.data_prep import manifest as mf
from lm4gen.data_prep.stream import LoaderConfig, StreamLoader
from lm4gen.finetune.average import FORMAT
from lm4gen.finetune.config import FinetuneConfig, load_config
from lm4gen.finetune.lm_cache import CachedStates
from lm4gen.finetune.lm_cache import prepare as prepare_lm_caches
from lm4gen.core.engine import precision
from lm4gen.core.kernels import adam
from lm4gen.core.losses import IGNORE, CrossEntropy
from lm4gen.core.metrics import perplexity
from lm4gen.core.optim import build_inverse_sqrt_scheduler
from lm4gen.core.parallel import replica_shares, replica_sum
from lm4gen.core.task import Parts, Task, run_task, zero_stage
from lm4gen.core.trainer import EarlyStopping, Validation, to_device
from lm4gen.core.errors import leave, run
from lm4gen.data_prep.tokenizer import load_tokenizer, require_special, seq2seq_target_ids, tokenizer_info
from lm4gen.finetune.evaluate import score
from lm4gen.models.lm import count_parameters
from lm4gen.models.search import generate
from lm4gen.models.hf_towers import hf_path, load_causal, load_encoder_tower, tower_card
from lm4gen.models.seq2seq import SIDES, build_seq2seq, seq2seq_config
from lm4gen.models.towers import check_vocab, load_lm

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))


# ----------------------------------------------------------------------------
# what the run is made of (all checked before any process group starts)


def data_info(cfg: FinetuneConfig) -> tuple[dict, dict]:
    """(train manifest, the target tokenizer's card) — the vocabularies come from the shards (the source side's
    card is the manifest's ``src_tokenizer``: one joint tokenizer, or the source's own, e.g. a transformers
    encoder's for ``model.src_lm=hf:DIR``)."""
    if not os.path.exists(cfg.data.train):
        raise ValueError(f"config field 'data.train': shards not found: {cfg.data.train} (lm4gen quickstart "
                         "writes the default ones, or point it at the output of lm4gen bitext)")
    manifest = mf.load(cfg.data.train)
    if manifest["kind"] != "bitext":
        raise ValueError(f"data.train: {manifest['_path']} holds {manifest['kind']} shards; fine-tuning needs "
                         "bitext shards "
                         "(lm4gen bitext)")
    tok = manifest["tgt_tokenizer"]
    for side, card, names in (("source", manifest["src_tokenizer"], ("pad", "eos")), ("target", tok, ("bos", "eos"))):
        for name in names:
            require_special(card["special_ids"], name, f"data.train {manifest['_path']} ({side} side)",
                            "the seq2seq model")
    card = dict(tok)
    if cfg.data.tokenizer:
        if not os.path.exists(cfg.data.tokenizer):
            raise ValueError(f"config field 'data.tokenizer': file not found: {cfg.data.tokenizer}")
        info = tokenizer_info(os.path.abspath(cfg.data.tokenizer))  # its path goes into checkpoints for generate
        if info["sha256"] != tok["sha256"]:
            what = (f"the shards {manifest['_path']} were" if manifest.get("joint_tokenizer") else
                    f"the target side of the shards {manifest['_path']} was")  # data.tokenizer decodes hypotheses
            raise ValueError(f"data.tokenizer {cfg.data.tokenizer} is not the tokenizer {what} made with "
                             "(sha256 differs)")
        card = info
    return manifest, card


def load_lms(cfg: FinetuneConfig, tokenizer_sha256: dict | None) -> dict:
    """{"src": (module, its card: a ModelConfig, or a transformers tower's card) or None, "tgt": ...};
    ``tokenizer_sha256``: {"src": ..., "tgt": ...}, each side's tokenizer in the shards (None: a dry run before
    the data exists). An LM pretrained with another tokenizer than its side's is a ValueError."""
    out = {}
    for side in ("src", "tgt"):
        path = getattr(cfg.model, f"{side}_lm")
        sha = tokenizer_sha256[side] if tokenizer_sha256 else None
        if not path:
            out[side] = None
        elif hf_path(path) is not None:
            out[side] = load_hf_lm(hf_path(path), side, sha)
        else:
            module, lm_cfg, lm_card = load_lm(path)
            if sha is not None:
                try:
                    check_vocab(lm_card, sha)
                except ValueError as e:
                    raise ValueError(f"model.{side}_lm {path}: {e}") from None
            out[side] = (module, lm_cfg)
    return out


def load_hf_lm(directory: str, side: str, sha: str | None) -> tuple:
    """``model.<side>_lm=hf:DIR``: (the tower, its card). DIR's tokenizer (``tokenizer.json``: what ``lm4gen bitext
    --src-tokenizer DIR`` / ``--tgt-tokenizer DIR`` read) must be the one that tokenized its side of the shards.
    Source: a transformers encoder (:class:`lm4gen.models.hf_towers.HFEncoderTower`); target: a GPT-2-family model
    converted to lm4gen's causal LM."""
    field, which = f"model.{side}_lm hf:{directory}", SIDES[side]
    tok = load_tokenizer(directory)
    if sha is not None and tok.sha256 != sha:
        raise ValueError(f"{field}: its tokenizer (sha256 {tok.sha256[:12]}…) is not the one that tokenized the "
                         f"shards' {which} side ({sha[:12]}…): make the bitext with lm4gen bitext "
                         f"--{side}-tokenizer {directory}")
    ids = tok.special_ids
    if side == "src":
        cls = ids["cls"] if ids["cls"] is not None else ids["bos"]
        if cls is None:
            raise ValueError(f"{field}: its tokenizer has no [CLS] / <s> token to put in front of a source")
        tower = load_encoder_tower(directory, tok.require("pad", "a source-side encoder"), cls)
        return tower, tower_card(tower, directory)
    target = seq2seq_target_ids(tok.card())
    lm = load_causal(directory, target["pad"] if target["pad"] < tok.vocab_size else target["eos"])
    return lm, lm.cfg


def check_source_length(manifest: dict, tower: dict, field: str) -> None:
    """A transformers encoder reads at most ``tower["max_positions"]`` source tokens (its [CLS] aside): the shards'
    longest possible source (``lm4gen bitext``'s ``--max-tokens`` / ``--truncate-source``, then ``</s>``) must fit,
    else one line now rather than a failed step later. Shards made with neither limit are not checked here (the
    tower refuses a longer source when it meets one)."""
    args = manifest.get("arguments", {})
    limits = [int(n) for n in (args.get("max_tokens", 0), args.get("truncate_source", 0)) if n]
    if limits and min(limits) + 1 > tower["max_positions"]:
        raise ValueError(f"{field}: the shards {manifest['_path']} hold sources of up to {min(limits)} tokens + </s>, "
                         f"more than the {tower['model_type']} encoder's {tower['max_positions']} positions; make the "
                         f"bitext with --max-tokens {tower['max_positions'] - 1}")


def model_config(cfg: FinetuneConfig, card: dict | None, lms: dict, src_card: dict | None = None):
    """The Seq2SeqConfig: the run's model fields, the target tokenizer's vocabulary and ids (``card``;
    :func:`lm4gen.data_prep.tokenizer.seq2seq_target_ids`) and, where the source has its own tokenizer
    (``src_card``, another sha256), the source's."""
    extra = cfg.model.fields_set()
    extra.update(strategy=cfg.model.strategy, shdemb=cfg.model.shdemb)
    if card is not None:
        ids = seq2seq_target_ids(card)
        extra.update(vocab_size=ids["vocab_size"], pad_id=ids["pad"], bos_id=ids["bos"], eos_id=ids["eos"])
        if src_card is not None and (src_card["sha256"] != card["sha256"]
                                     or src_card["special_ids"]["pad"] != ids["pad"]):
            extra.update(src_vocab_size=src_card["vocab_size"], src_pad_id=src_card["special_ids"]["pad"],
                         src_eos_id=src_card["special_ids"]["eos"])
    else:  # a dry run before the data exists: the LM's vocabulary, else the size's own
        lm = next((v for v in lms.values() if v is not None), None)
        if lm is not None and not isinstance(lm[1], dict):
            extra.setdefault("vocab_size", lm[1].vocab_size)
        elif lm is not None:  # a transformers encoder: the source side is its tokenizer's (no </s> known: its [CLS])
            tower = lm[1]["tower"]
            extra.update(src_vocab_size=tower["vocab_size"], src_pad_id=tower["pad_id"], src_eos_id=tower["cls_id"])
    return seq2seq_config(cfg.model.size, **extra)


def generation_defaults(cfg: FinetuneConfig) -> dict:
    """What lm4gen.finetune.generate uses unless told otherwise (beam 5, the task's n-gram blocking)."""
    return {"beam": 5, "max_len_a": cfg.eval.max_len_a, "max_len_b": cfg.eval.max_len_b, "min_len": cfg.eval.min_len,
            "lenpen": cfg.eval.lenpen, "no_repeat_ngram": cfg.no_repeat_ngram}


def model_card(cfg: FinetuneConfig, model_cfg, lms: dict, manifest: dict) -> dict:
    """``model.json`` of a fine-tuning checkpoint: enough to rebuild the model without the LM files (a
    transformers encoder: its config, :func:`lm4gen.models.hf_towers.tower_card`; a GPT-2 one: the causal LM it
    became), plus how to generate (search defaults, the training data's source truncation) and, where the source
    has its own tokenizer, that tokenizer's card (with its path: an ``hf:DIR``'s directory) for text sources."""
    card = {"format": FORMAT, "task": cfg.task, "seq2seq": dataclasses.asdict(model_cfg),
            **{f"{side}_lm": _lm_card(lms[side]) for side in ("src", "tgt")},
            "generation": generation_defaults(cfg), "truncate_source": manifest["arguments"].get("truncate_source", 0)}
    hf = {side: path for side in ("src", "tgt") if hf_path(path := getattr(cfg.model, f"{side}_lm"))}
    if hf:
        card["hf_lms"] = hf  # where the transformers LMs came from (the weights are in the checkpoint)
    if not manifest.get("joint_tokenizer"):
        src = dict(manifest["src_tokenizer"])
        if "src" in hf:
            src["path"] = os.path.abspath(hf_path(hf["src"]))
        card["src_tokenizer"] = src
    return card


def _lm_card(lm: tuple | None) -> dict | None:
    if lm is None:
        return None
    return lm[1] if isinstance(lm[1], dict) else dataclasses.asdict(lm[1])


# ----------------------------------------------------------------------------
# loss, loaders, validation


def seq2seq_loss(model, batch: dict, label_smoothing: float, pad_id: int) -> tuple[torch.Tensor, dict]:
    """Label-smoothed cross-entropy per target token (pad ignored); metrics hold the plain
    NLL. The model applies the loss in its forward (its output projection fused with it)."""
    target = batch["tgt_out"]
    keep = target != pad_id
    cached = {k: batch[k] for k in ("src_states", "tgt_states") if k in batch}  # model.cache_lm_states
    out = model(batch["src"], batch["tgt_in"], loss=CrossEntropy(target.masked_fill(~keep, IGNORE), label_smoothing),
                **cached)
    ntokens = keep.sum()
    loss = out.loss / ntokens.clamp(min=1)
    return loss, {"loss": loss.detach(), "nll": out.nll / ntokens.clamp(min=1), "ntokens": ntokens}


def make_loader(cfg: FinetuneConfig, path: str, split: str, dp_rank: int, dp_size: int, sha: str, train: bool,
                max_tokens: int | None = None) -> StreamLoader:
    d = cfg.data
    lc = LoaderConfig(split=split, mode="seq2seq", max_tokens=max_tokens or d.max_tokens, max_sentences=d.max_sentences,
                      pool_size=d.pool_size, shuffle_buffer=d.shuffle_buffer if train else 0, seed=cfg.train.seed,
                      num_workers=d.num_workers if train else 0, equal_batches=train,
                      allow_shard_reuse=d.allow_shard_reuse or not train)
    return StreamLoader(path, lc, dp_rank, dp_size, expected_tokenizer_sha256=sha)


@torch.no_grad()
def valid_loss(engine, loader: StreamLoader, cfg: FinetuneConfig, pad_id: int, device) -> dict:
    """Mean label-smoothed loss and NLL per target token over all data-parallel shares of the split
    (:func:`lm4gen.core.parallel.replica_sum`)."""
    total = torch.zeros(3, dtype=torch.float64)  # loss*tokens, nll*tokens, tokens
    for i, batch in enumerate(loader):
        if cfg.eval.loss_batches and i == cfg.eval.loss_batches:
            break
        _, m = seq2seq_loss(engine, to_device(batch, device), cfg.train.label_smoothing, pad_id)
        n = m["ntokens"].double().cpu()
        total += torch.stack([m["loss"].double().cpu() * n, m["nll"].double().cpu() * n, n])
    replica_sum(total)
    loss, nll = (total[:2] / total[2].clamp(min=1)).tolist()
    return {"valid_loss": loss, "valid_nll": nll, "valid_ppl": perplexity(nll)}


@torch.no_grad()
def decode(model, loader: StreamLoader, gen: dict, special: dict, limit: int,
           device) -> list[tuple[list[int], list[int]]]:
    """(hypothesis ids, reference ids) for this rank's share of the split (at most ``limit`` pairs, 0 = all)."""
    drop = {special["pad"], special["eos"], special["bos"]}
    out = []
    for batch in loader:
        hyps = generate(model, batch["src"].to(device), **gen)
        refs = [[t for t in row if t not in drop] for row in batch["tgt_out"].tolist()]
        out.extend(zip(hyps, refs))
        if limit and len(out) >= limit:
            return out[:limit]
    return out


def validate(engine, valid_loader, cfg: FinetuneConfig, ids: dict, sp, device) -> dict:
    """Validation loss, and (eval.bleu) the scores of the decoded validation split; the same dict on every rank.
    ``valid_loader(max_tokens, states)`` makes a fresh loader (a pass may stop early: the next starts from the
    top); ``states``: its batches carry the cached LM states (``model.cache_lm_states``; the loss only: decoding
    runs the live LM). ``ids``: the target's pad, bos and eos in the model."""
    engine.eval()
    record = valid_loss(engine, valid_loader(cfg.data.max_tokens, True), cfg, ids["pad"], device)
    if cfg.eval.bleu:
        gen = {"beam": cfg.eval.beam, "max_len_a": cfg.eval.max_len_a, "max_len_b": cfg.eval.max_len_b,
               "min_len": cfg.eval.min_len, "lenpen": cfg.eval.lenpen, "no_repeat_ngram": cfg.no_repeat_ngram}
        pairs = decode(engine.module, valid_loader(cfg.eval.max_tokens), gen, ids, cfg.eval.max_sentences, device)
        shares = replica_shares(pairs)
        result = [None]
        if dist.get_rank() == 0:
            hyps = [sp.decode(h) for share in shares for h, _ in share]
            refs = [sp.decode(r) for share in shares for _, r in share]
            metrics = ("bleu", "chrf") + (("rouge",) if cfg.select.startswith("rouge") else ())
            scores = score(hyps, refs, metrics)
            result = [{"valid_" + k: v for k, v in scores.items() if isinstance(v, (int, float))}]
            result[0]["valid_bleu_signature"] = scores["bleu_signature"]
        dist.broadcast_object_list(result, src=0)
        record.update(result[0])
    engine.train()
    return record


# ----------------------------------------------------------------------------
# the entry point


def prepare(cfg: FinetuneConfig, dry_run: bool):
    """Manifest, tokenizer card, LMs (vocabulary checked), model config and the model itself (built
    identically on every rank: same seed, same LM weights): every user error, before any process group."""
    manifest, card = (None, None) if dry_run and not os.path.exists(cfg.data.train) else data_info(cfg)
    lms = load_lms(cfg, {"src": manifest["src_tokenizer"]["sha256"], "tgt": card["sha256"]} if card else None)
    if manifest and lms["src"] and isinstance(lms["src"][1], dict):
        check_source_length(manifest, lms["src"][1]["tower"], f"model.src_lm {cfg.model.src_lm}")
    model_cfg = model_config(cfg, card, lms, manifest["src_tokenizer"] if manifest else None)
    model = build_seq2seq(model_cfg, src_lm=lms["src"][0] if lms["src"] else None,
                          tgt_lm=lms["tgt"][0] if lms["tgt"] else None, seed=cfg.train.seed)
    return manifest, card, lms, model_cfg, model


def lm_state_caches(cfg: FinetuneConfig, model, manifest: dict, valid_manifest: dict, card: dict, runtime) -> dict:
    """``model.cache_lm_states``: the frozen LMs' state caches for the train and validation splits, built where
    absent (by the first rank to take the cache's lock; :mod:`lm4gen.finetune.lm_cache`)."""
    directory = cfg.model.lm_cache_dir or os.path.join(cfg.output_dir, "lm_cache")
    return prepare_lm_caches(model, {"src": cfg.model.src_lm, "tgt": cfg.model.tgt_lm},
                   [(manifest, "train"), (valid_manifest, cfg.data.valid_split)], directory, cfg.model.lm_cache_dtype,
                   card["special_ids"], model.cfg.lm_bos_id, runtime.device, log=runtime.log,
                   build_log=lambda m: print(f"[finetune] rank {runtime.rank}: {m}", flush=True))


@dataclasses.dataclass
class Prepared:
    manifest: dict | None  # the train shards' manifest (None: a dry run before the data exists)
    card: dict | None  # the tokenizer card
    lms: dict  # side -> (LM, its export's card) or None
    model_cfg: object  # lm4gen.models.seq2seq.Seq2SeqConfig
    model: torch.nn.Module  # the plain seq2seq model (its LMs inside)
    valid_manifest: dict | None = None
    caches: dict = dataclasses.field(default_factory=dict)  # frozen-LM state caches (model.cache_lm_states)
    counts: tuple[int, int] = (0, 0)  # (parameters, trained parameters) of the whole model, before tensor parallelism


class Finetuning(Task):
    name = "finetune"
    script = "finetune/train.py"
    doc = __doc__
    config_help = "run config YAML (configs/finetune/*.yaml); default: configs/finetune/tiny.yaml (the quickstart)"
    config_default = os.path.join(ROOT, "configs", "finetune", "tiny.yaml")
    ds_help = "DeepSpeed JSON config (ZeRO stage 0-2, fp16/bf16)"
    zero3_refusal = ("fine-tuning runs ZeRO stages 0-2 (data parallel); stage 3's per-forward all-gathers cannot "
                     "serve the ranks' uneven shares of validation decoding")

    def load_config(self, path, sets) -> FinetuneConfig:
        return load_config(path, sets)

    def micro_batch(self, cfg: FinetuneConfig) -> int:
        return max(1, cfg.data.max_sentences)

    def prepare(self, cfg: FinetuneConfig, sizes, dry_run: bool) -> Prepared:
        prepared = Prepared(*prepare(cfg, dry_run))
        prepared.counts = count_parameters(prepared.model), count_parameters(prepared.model, trainable_only=True)
        # the seq2seq model's sizes and its LM's split over the tensor-parallel ranks
        sizes.check_models(prepared.model)
        return prepared

    def dry_run_line(self, cfg: FinetuneConfig, prepared: Prepared, sizes, ds: dict, ds_path: str) -> str:
        total, trainable = prepared.counts
        m = prepared.model_cfg
        return (f"{cfg.task}: seq2seq '{cfg.model.size}' strategy {cfg.model.strategy}"
                f"{' +shdemb' if cfg.model.shdemb else ''}: {total:,} parameters ({trainable:,} trained, "
                f"{total - trainable:,} frozen; dim {m.dim}, ffn {m.ffn_dim}, heads {m.num_heads}, "
                f"layers {m.encoder_layers}+{m.decoder_layers}, vocab {m.vocab_size}); "
                f"{sizes}; {ds_path} ZeRO stage {zero_stage(ds)}")

    def start(self, cfg: FinetuneConfig, prepared: Prepared, runtime):
        vm = mf.load(cfg.data.valid) if cfg.data.valid else prepared.manifest
        if cfg.data.valid_split not in vm["splits"]:
            raise ValueError(f"data.valid_split: {vm['_path']} has no split {cfg.data.valid_split!r} "
                             f"(has {sorted(vm['splits'])})")
        prepared.valid_manifest = vm
        if cfg.model.cache_lm_states:
            prepared.caches = lm_state_caches(cfg, prepared.model, prepared.manifest, vm, prepared.card, runtime)
        return prepared.model

    def optimizer(self, cfg: FinetuneConfig, model, fused: bool, prepared: Prepared, runtime):
        """Adam (apex's FusedAdam where train.kernels allows), the inverse square-root schedule."""
        o = cfg.optim
        optimizer = adam(model.parameter_groups(o.lr, o.lm_lr or None), o.lr, tuple(o.betas), o.eps, o.weight_decay,
                         decoupled=False, fused=fused)
        return optimizer, build_inverse_sqrt_scheduler(optimizer, o.lr, o.warmup_updates, o.warmup_init_lr)

    def parts(self, cfg: FinetuneConfig, prepared: Prepared, engine, runtime) -> Parts:
        card, caches, vm = prepared.card, prepared.caches, prepared.valid_manifest
        m = prepared.model_cfg
        ids = {"pad": m.pad_id, "bos": m.bos_id, "eos": m.eos_id}  # the target's (a pad past GPT-2's vocabulary)
        pad_id = m.pad_id
        objective = functools.partial(seq2seq_loss, label_smoothing=cfg.train.label_smoothing, pad_id=pad_id)
        sha = card["sha256"]
        loader = make_loader(cfg, prepared.manifest["_path"], "train", runtime.dp_rank, runtime.dp_size, sha, True)
        if caches:
            loader = CachedStates(loader, caches, pad_id)

        def valid_loader(max_tokens: int, states: bool = False) -> StreamLoader:
            valid = make_loader(cfg, vm["_path"], cfg.data.valid_split, runtime.dp_rank, runtime.dp_size, sha, False,
                                max_tokens)
            return CachedStates(valid, caches, pad_id) if states and caches else valid

        valid_loader(cfg.eval.max_tokens)  # a missing or corrupt validation shard fails now, not after an epoch
        sp = None
        if cfg.eval.bleu and runtime.is_main:
            sp = load_tokenizer(cfg.data.tokenizer)
        select, higher_is_better = (cfg.select, True) if cfg.eval.bleu else ("loss", False)  # the metric behind `best`
        validation = Validation(lambda eng: validate(eng, valid_loader, cfg, ids, sp, runtime.device),
                                EarlyStopping(select, higher_is_better, cfg.train.patience), publish_best=True)
        card_json = model_card(cfg, prepared.model_cfg, prepared.lms, prepared.manifest)
        return Parts(objective, loader, validation, card_json, card, plan={"save_after_validation": True},
                     config_json={"model": card_json})

    def summary(self, cfg: FinetuneConfig, prepared: Prepared, parts: Parts, runtime, ds: dict) -> str:
        total, trainable = prepared.counts
        return (f"{cfg.task}: seq2seq '{cfg.model.size}' strategy {cfg.model.strategy}"
                f"{' +shdemb' if cfg.model.shdemb else ''} | {total:,} parameters ({trainable:,} trained) | "
                f"{runtime.sizes} | ZeRO stage {zero_stage(ds)} | {precision(ds)} | {runtime.device.type} | "
                f"{len(parts.loader)} batches/epoch/rank x {cfg.train.grad_accum} accumulation | "
                f"{cfg.train.max_epochs} epochs" + (f", {cfg.train.max_steps} steps at most" if cfg.train.max_steps
                                                     else ""))

    def best_metric(self, cfg: FinetuneConfig) -> tuple[str, int]:
        return (cfg.select if cfg.eval.bleu else "loss"), 2


def main(argv=None) -> int:
    return run_task(Finetuning(), argv)


if __name__ == "__main__":
    leave(run(main))  # a user's mistake: one line, no traceback; a failed rank is named by the others
