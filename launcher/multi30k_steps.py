"""The Multi30k recipe's steps (:mod:`lm4gen.launcher.multi30k` is the command): the data stages, the LMs and
their cards, one fine-tuning run and its scoring — shared by ``ft`` and every cell of the grid
(:mod:`lm4gen.launcher.multi30k_grid`)."""

from __future__ import annotations

import glob
import hashlib
import json
import os
import sys
from dataclasses import dataclass, field

import torch

from lm4gen.core.cli import command_line
from lm4gen.core.files import read_json, sha256_file, write_json_atomic
from lm4gen.core.network import free_port
from lm4gen.data_prep.default import run_step
from lm4gen.launcher.quickstart import deepspeed_launcher, set_options, validations
from lm4gen.models.export import load_exported
from lm4gen.models.lm import count_parameters
from lm4gen.models.seq2seq import Integration
from lm4gen.pretrain.config import RunConfig

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
DEFAULT_DATA = os.path.join(os.path.dirname(ROOT), "shared", "data", "multi30k")

# The LM recipe (sizes ``m30k-cloze`` / ``m30k-causal``, see :data:`LM_SIZE`); --set options of pretrain/run.py
LM_SIZE = {"cloze": "m30k-cloze", "causal": "m30k-causal"}  # lm4gen.models.lm.SIZES: the paper's LM/seq2seq proportion
LM_RECIPE = [
    "data.block_size=128", "data.batch_size=8", "data.break_mode=complete", "data.num_workers=1",
    "optim.name=adamw", "optim.lr=0.0005", "optim.betas=[0.9,0.98]", "optim.weight_decay=0.01",
    "optim.clip_norm=1.0", "optim.warmup_updates=150", "optim.min_lr=0.00001",
    "train.log_every=25", "train.eval_every=200", "train.eval_batches=100", "train.save_every=100", "train.keep_last=2",
]


def log(msg: str) -> None:
    print(f"[multi30k] {msg}", flush=True)


def _inputs(data: str, pattern: str) -> list[str]:
    files = sorted(glob.glob(os.path.join(data, pattern)))
    if not files:
        raise SystemExit(f"[multi30k] no files match {os.path.join(data, pattern)} (is --data {data} the "
                         "multi30k folder?)")
    return files


# the bitext shard sets: --pairs name -> (shard dir, pairs per shard, --max-pairs). The subsets are nested
# (lm4gen.data_prep.bitext keeps the pairs of smallest keyed hash: the same seed and filters give 5K within 10K within
# all); the 5K set's command is the one its published results were made with: keep it byte for byte.
BITEXT = {"full": ("bitext", 5000, 0), "5k": ("bitext-5k", 1000, 5000), "10k": ("bitext-10k", 2000, 10000)}
# which LM feeds which side: the English cloze LM reads the source, the German causal LM the target prefix
LM_FOR_SIDE = {"source": ("cloze", "en"), "target": ("causal", "de")}
FT_CONFIG = os.path.join(ROOT, "configs", "finetune", "multi30k.yaml")


def bitext_command(data: str, work_dir: str, pairs: str, workers: int) -> tuple[list[str], str]:
    """The ``lm4gen.data_prep.bitext`` command of one shard set of :data:`BITEXT` and its output directory."""
    name, per_shard, max_pairs = BITEXT[pairs]
    pair = lambda split: [os.path.join(data, "task1", f"{split}.{lang}.gz") for lang in ("en", "de")]  # noqa: E731 - a one-line helper
    out = os.path.join(work_dir, "shards", name)
    cmd = [sys.executable, "-m", "lm4gen", "bitext", "--train", *pair("train"), "--valid", *pair("val"),
           "--test", *pair("test_2016_flickr"), "--tokenizer", os.path.join(work_dir, "bpe", "joint.model"),
           "--output", out, "--samples-per-shard", str(per_shard), "--workers", str(workers)]
    return cmd + (["--max-pairs", str(max_pairs)] if max_pairs else []), out


def joint_bpe_inputs(data: str) -> list[str]:
    """The joint English-German BPE's text: task1's English and German training sides and task2's five caption
    sets of each (named, not globbed: task1 also holds Czech and French, whose pairs learn a target-side BPE of
    their own; the committed en-de grid's tokenizer was learned on these 12 files)."""
    return [f for lang in ("de", "en") for f in _inputs(data, f"task1/train.{lang}.gz")] + \
        [f for f in _inputs(data, "task2/train.*.gz") if f.endswith((".de.gz", ".en.gz"))]


def prep(a) -> None:
    py = [sys.executable, "-m"]
    bpe = os.path.join(a.work_dir, "bpe", "joint")
    run_step(py + ["lm4gen", "bpe", "--input", *joint_bpe_inputs(a.data), "--output-prefix", bpe, "--vocab-size",
                   str(a.vocab_size), "--character-coverage", "1.0"], bpe + ".json", log)
    mono_shards(a, "en")
    # every rank x loader stream gets train shards: 5,000 pairs per shard at 29K, 1,000 / 2,000 for the subsets
    for pairs in BITEXT:
        cmd, out = bitext_command(a.data, a.work_dir, pairs, a.workers)
        run_step(cmd, os.path.join(out, "manifest.json"), log)


def mono_shards(a, lang: str) -> str:
    """LM shards of task2 in ``lang`` (all five caption sets; task1 ``val`` for validation), built unless complete."""
    out = os.path.join(a.work_dir, "shards", f"mono.{lang}")
    run_step([sys.executable, "-m", "lm4gen", "shard", "--input", *_inputs(a.data, f"task2/train.*.{lang}.gz"),
              "--tokenizer", os.path.join(a.work_dir, "bpe", "joint.model"),
              "--valid-input", os.path.join(a.data, "task1", f"val.{lang}.gz"), "--output", out,
              "--samples-per-shard", "10000", "--workers", str(a.workers)], os.path.join(out, "manifest.json"), log)
    return out


def lm_name(kind: str, lang: str) -> str:
    """``cloze`` / ``causal`` for English (the first LMs' names, kept), ``causal-de`` for another language."""
    return kind if lang == "en" else f"{kind}-{lang}"


def lm_export(work_dir: str, side: str) -> str:
    """The LM export a strategy of ``side`` (source / target) reads: see :data:`LM_FOR_SIDE`."""
    return os.path.join(work_dir, "lm", lm_name(*LM_FOR_SIDE[side]) + ".pt")


def lm_command_line(side: str, data: str, work_dir: str) -> str:
    """The command that makes :func:`lm_export` of ``side`` (for messages)."""
    kind, lang = LM_FOR_SIDE[side]
    extra = "" if os.path.abspath(data) == os.path.abspath(DEFAULT_DATA) else f" --data {data}"
    if os.path.abspath(work_dir) != os.path.join(ROOT, "runs", "multi30k"):
        extra += f" --work-dir {work_dir}"
    return f"lm4gen multi30k lm --kind {kind} --lang {lang}{extra}"


def require_lm(strategy: str, data: str, work_dir: str) -> str | None:
    """The LM export ``strategy`` needs (None for none); a missing one is one line naming it and the command that
    makes it."""
    integration = Integration.parse(strategy)
    if not integration.lm_field:
        return None
    path = lm_export(work_dir, integration.side)
    if not os.path.exists(path):
        kind, lang = LM_FOR_SIDE[integration.side]
        raise SystemExit(f"[multi30k] {strategy} needs the {'English' if lang == 'en' else 'German'} {kind} LM "
                         f"{path}, which is missing: make it with "
                         f"`{lm_command_line(integration.side, data, work_dir)}`")
    return path


def lm(a) -> None:
    name = lm_name(a.kind, a.lang)
    out = os.path.join(a.work_dir, "lm", name)
    export = os.path.join(a.work_dir, "lm", f"{name}.pt")
    deepspeed = deepspeed_launcher()
    sets = [f"model.size={LM_SIZE[a.kind]}"] + LM_RECIPE + [f"model.kind={a.kind}", f"train.max_steps={a.steps}",
                                                            f"data.train={mono_shards(a, a.lang)}",
                        f"data.tokenizer={os.path.join(a.work_dir, 'bpe', 'joint.model')}"]
    sets += a.set  # e.g. on one GPU: data.batch_size=16 keeps the recipe's 16 sequences per update
    cmd = [*deepspeed, "--num_gpus", str(a.ranks), "--master_port", str(free_port()),
           os.path.join(ROOT, "pretrain", "run.py"), "--ds_config", os.path.join(ROOT, "configs", "zero2.json"),
           "--output-dir", out, "--resume", "auto"]  # a rerun continues an interrupted run
    cmd += set_options(sets)
    if not os.path.exists(export) and not os.path.exists(build_path(out)):  # the code this LM is trained with
        write_json_atomic(build_path(out), {"code_commit": _git("log", "-1", "--format=%H", "--", *LM_CODE),
                                            "head": _git("rev-parse", "HEAD"), "command": shown(cmd)})
    run_step(cmd, export, log)
    run_step([sys.executable, "-m", "lm4gen", "export", os.path.join(out, "checkpoints"), export], export, log)
    card = lm_card(a.work_dir, export)
    log(f"{name}: valid ppl {card['valid_ppl']:.2f} after {card['steps']:,} updates ({card['stop_reason']}); "
        f"{card_path(export)}")


# ----------------------------------------------------------------------------
# the LM card: what makes two LM exports "the same LM" for a grid filled over sessions

LM_CARD_FORMAT = "lm4gen-multi30k-lm-card/1"
PPL_TOLERANCE = 0.02  # two LMs of one recipe whose validation perplexities differ by more than this are an error
# the code an LM's numbers depend on (its commit is carded)
LM_CODE = ("core", "models", "pretrain", "data_prep", "configs/zero2.json")


def build_path(run_dir: str) -> str:
    """``lm/<name>/build.json``: the commit of the LM code and the command, written when its training starts."""
    return os.path.join(run_dir, "build.json")


def card_path(export: str) -> str:
    """``lm/cloze.pt`` -> ``lm/cloze.card.json``."""
    return os.path.splitext(export)[0] + ".card.json"


def _git(*args: str) -> str:
    import subprocess

    try:
        return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def lm_recipe(config: dict, work_dir: str) -> dict:
    """An LM run's resolved configuration (``config.json``: the recipe's ``--set`` options, the DeepSpeed config,
    the world size) with the work dir written as ``<work>`` and the output dir left out: what "the same command"
    means for two builds of one LM in different sessions or work dirs."""
    def norm(v):
        if isinstance(v, str):
            return v.replace(work_dir, "<work>")
        if isinstance(v, dict):
            return {k: norm(x) for k, x in v.items() if k != "output_dir"}
        return [norm(x) for x in v] if isinstance(v, list) else v

    return norm({k: config[k] for k in ("run", "deepspeed", "world_size") if k in config})


def recipe_sha256(recipe: dict) -> str:
    import hashlib

    return hashlib.sha256(json.dumps(recipe, sort_keys=True).encode()).hexdigest()


def recipe_changes(old: dict, new: dict) -> list[str]:
    """The dotted keys in which LM recipe ``new`` differs from ``old`` (both :func:`lm_recipe`), except the keys only
    ``new`` has whose value is the current code's default of that pretraining config field: a field added to lm4gen
    after ``old`` was built, whose default keeps the old behaviour (the golden tests hold every such addition to
    the same numbers). A key only ``old`` has (a field since removed) is a change."""
    import dataclasses

    def flat(value, prefix=""):
        if isinstance(value, dict):
            return {k: v for key, x in value.items() for k, v in flat(x, f"{prefix}{key}.").items()}
        return {prefix[:-1]: value}

    defaults = flat({"run": dataclasses.asdict(RunConfig())})
    a, b = flat(old), flat(new)
    missing = object()
    return sorted(k for k in set(a) | set(b) if a.get(k, missing) != b.get(k, missing)
                  and not (k not in a and defaults.get(k, missing) == b[k]))


def lm_card(work_dir: str, export: str,
            validation: str = "task1 val (the LM shards' valid split): mean NLL per token over all its tokens") -> dict:
    """Write (and return) the card of an LM export of this recipe next to it, from its run directory
    (``lm/<name>/``: ``config.json``, ``metrics.jsonl``): the export's sha256, the recipe (:func:`lm_recipe`) and
    its sha256, the sha256 of the data (the LM shards' manifest, the tokenizer), the commit of the LM code
    (:data:`LM_CODE`), the parameter count, the validation perplexity curve, the final one and why training
    stopped. An LM trained again with the same recipe (another session) differs in its bytes but not in these."""
    name = os.path.splitext(os.path.basename(export))[0]
    run_dir = os.path.join(work_dir, "lm", name)
    config = read_json(os.path.join(run_dir, "config.json"), "LM run config")
    recipe = lm_recipe(config, work_dir)
    records = [json.loads(line) for line in open(os.path.join(run_dir, "metrics.jsonl"), encoding="utf-8")]
    curve = [{"step": r["step"], "valid_loss": round(r["valid_loss"], 6), "valid_ppl": round(r["valid_ppl"], 4)}
             for r in records if "valid_ppl" in r]
    if not curve:
        raise SystemExit(f"{run_dir}/metrics.jsonl has no validation: the LM's card needs its perplexity")
    steps = max(r["step"] for r in records if "step" in r)
    max_steps = recipe["run"]["train"]["max_steps"]
    shards = recipe["run"]["data"]["train"].replace("<work>", work_dir)
    tokenizer = recipe["run"]["data"]["tokenizer"].replace("<work>", work_dir)
    meta = torch_export_meta(export)
    card = {
        "format": LM_CARD_FORMAT, "export": os.path.relpath(export, work_dir), "sha256": sha256_file(export),
        "recipe": recipe, "recipe_sha256": recipe_sha256(recipe),
        "data_sha256": {"manifest": sha256_file(os.path.join(shards, "manifest.json")),
                        "tokenizer": sha256_file(tokenizer)},
        **code_commit(run_dir), **meta,
        "steps": steps, "valid_ppl": curve[-1]["valid_ppl"], "valid_ppl_step": curve[-1]["step"], "valid_curve": curve,
        "stop_reason": f"train.max_steps reached ({max_steps:,} updates)" if steps >= max_steps else
                       f"stopped at update {steps:,} of train.max_steps {max_steps:,} (interrupted?)",
        "validation": validation}
    write_json_atomic(card_path(export), card)
    return card


def code_commit(run_dir: str) -> dict:
    """The commit of the LM code the run was trained with (its ``build.json``), else this checkout's, said so."""
    if os.path.exists(build_path(run_dir)):
        return {"code_commit": read_json(build_path(run_dir), "LM build record")["code_commit"]}
    return {"code_commit": _git("log", "-1", "--format=%H", "--", *LM_CODE),
            "code_commit_note": "no build.json in the run dir: the commit of the checkout that wrote this card"}


def torch_export_meta(export: str) -> dict:
    """The kind, shape and parameter count of an lm4gen LM export, and the sha256 of its weights alone
    (:func:`weights_sha256`)."""
    model, data = load_exported(export)
    cfg = data["config"]
    return {"kind": cfg["kind"], "parameters": count_parameters(model), "weights_sha256": weights_sha256(model),
            "model": {k: cfg[k] for k in ("dim", "ffn_dim", "num_heads", "num_layers", "vocab_size")}}


def weights_sha256(model) -> str:
    """sha256 over a model's state dict (each tensor's name, dtype, shape and bytes, by name): equal for the same
    weights whatever else the file holds, e.g. an export whose embedded config gained fields in a later version of
    lm4gen; so an LM trained again can be checked bit for bit against an earlier card."""
    h = hashlib.sha256()
    for name, tensor in sorted(model.state_dict().items()):
        t = tensor.detach().cpu().contiguous()
        h.update(f"{name}|{t.dtype}|{tuple(t.shape)}|".encode())
        h.update(t.reshape(-1).view(torch.uint8).numpy().tobytes())
    return h.hexdigest()


def read_card(export: str) -> dict:
    """The card of an LM export, checked to describe these bytes; else one line saying how to make it."""
    path = card_path(export)
    if not os.path.exists(path):
        raise SystemExit(f"[multi30k] {export} has no card ({path}): write it with `lm4gen multi30k lm` "
                         "of that LM (it skips the training when the export is there and writes the card)")
    card = read_json(path, "LM card")
    if card.get("sha256") != sha256_file(export):
        raise SystemExit(f"[multi30k] {path} describes another export than {export} (sha256 differs): rerun "
                         "`lm4gen multi30k lm` of that LM to write its card again")
    return card


def decompress(src: str, dst: str) -> str:
    import gzip

    if not os.path.exists(dst):  # a temporary of this process's own: two stages may decompress it at once
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        tmp = f"{dst}.{os.getpid()}.tmp"
        with gzip.open(src, "rt", encoding="utf-8") as f, open(tmp, "w", encoding="utf-8") as g:
            g.write(f.read())
        os.replace(tmp, dst)
    return dst


# ----------------------------------------------------------------------------
# one fine-tuning run: train (resumable), decode the test set with the best checkpoint, score


@dataclass
class Run:
    """One fine-tuning run of this recipe: ``ft`` makes one, every grid cell one (the chosen one of its tuning runs)."""

    name: str  # names the report files (hypotheses, scores)
    out: str  # run directory: checkpoints/, metrics.jsonl, config.json
    pairs: str  # a BITEXT key: full, 5k, 10k
    strategy: str  # baseline, shared, src-elmo, ...; NAME+shdemb allowed
    sets: list[str] = field(default_factory=list)  # finetune/train.py --set after the recipe's own
    ranks: int = 1  # data-parallel processes (CPU processes or GPUs)


def train_command(run: Run, work_dir: str, lm: str | None) -> list[str]:
    """``finetune/train.py`` on the recipe (``configs/finetune/multi30k.yaml``) with the run's data, strategy, LM and
    ``--set`` (resumes: ``--resume auto``). One rank runs as a plain process (the deepspeed launcher adds seconds
    of start-up and nothing else for one process), more under the deepspeed launcher."""
    integration = Integration.parse(run.strategy)
    strategy, _, _ = run.strategy.partition("+")
    sets = [f"data.train={os.path.join(work_dir, 'shards', BITEXT[run.pairs][0])}",
            f"data.tokenizer={os.path.join(work_dir, 'bpe', 'joint.model')}",
            f"model.strategy={strategy}", f"model.shdemb={'true' if integration.tie == 'decoder' else 'false'}"]
    if lm:
        sets.append(f"model.{integration.lm_field}={lm}")
    launcher = [sys.executable] if run.ranks == 1 else \
        [*deepspeed_launcher(), "--num_gpus", str(run.ranks), "--master_port", str(free_port())]
    cmd = [*launcher, os.path.join(ROOT, "finetune", "train.py"), "--config", FT_CONFIG, "--output-dir", run.out,
           "--resume", "auto"]
    return cmd + set_options(sets + run.sets)


def shown(cmd: list[str]) -> str:
    """A command as a shell line (:func:`lm4gen.core.cli.command_line`), paths inside the checkout relative to it."""
    return command_line(cmd, ROOT)


def raw_test_files(data: str, work_dir: str, tgt: str = "de") -> tuple[str, str]:
    """The raw ``test_2016_flickr`` English sources and ``tgt`` references, decompressed into the work dir."""
    return (decompress(os.path.join(data, "task1", "test_2016_flickr.en.gz"),
                       os.path.join(work_dir, "test", "test.en")),
            decompress(os.path.join(data, "task1", f"test_2016_flickr.{tgt}.gz"),
                       os.path.join(work_dir, "test", f"test.{tgt}")))


def score_run(run: Run, data: str, work_dir: str, report_dir: str, average: int = 1, tgt: str = "de",
              src_tokenizer: str | None = None) -> dict:
    """Beam-5 decode of the raw test sources with the run's best checkpoint (and, ``average`` > 1, the mean of its
    last ``average`` checkpoints, reported next to it) into ``report_dir``, sacreBLEU/chrF against the raw
    references: the scores, every validation, the training time and the decoding commands."""
    src, ref = raw_test_files(data, work_dir, tgt)
    os.makedirs(report_dir, exist_ok=True)
    best = os.path.join(run.out, "checkpoints", "best")
    scores, commands = decode_and_score(report_dir, best, f"{run.name}.test_2016_flickr.hyp.{tgt}", src, ref,
                                        src_tokenizer)
    extra = {}
    if average > 1:  # fairseq's habit: the mean of the last N checkpoints, reported next to (never instead of) best
        avg = os.path.join(run.out, f"avg_last{average}.pt")
        cmd = [sys.executable, "-m", "lm4gen", "average", os.path.join(run.out, "checkpoints"), "--last", str(average),
               "--output", avg]
        run_step(cmd, None, log)
        hyp_name = f"{run.name}.avg_last{average}.test_2016_flickr.hyp.{tgt}"
        avg_scores, avg_commands = decode_and_score(report_dir, avg, hyp_name, src, ref, src_tokenizer)
        extra = {f"average_last{average}": {"test_bleu": avg_scores["bleu"], "test_chrf": avg_scores["chrf"],
                                            "bleu_text": avg_scores["bleu_text"]}}
        commands += [shown(cmd), *avg_commands]
    valid = validations(run.out)
    return {"test_bleu": scores["bleu"], "test_chrf": scores["chrf"], "bleu_signature": scores["bleu_signature"],
            "bleu_text": scores["bleu_text"], "chrf_signature": scores["chrf_signature"],
            "best_valid_bleu": max((r["valid_bleu"] for r in valid), default=None), "validations": valid,
            "train_seconds": train_seconds(run.out), **extra, "decode_commands": commands,
            "references": f"raw test_2016_flickr.{tgt} (../shared/data/multi30k/task1/test_2016_flickr.{tgt}.gz)"}


def ft(a) -> None:
    """Fine-tune one system, decode the raw test sources, score against the raw references, report."""
    strategy = a.strategy + ("+shdemb" if a.shdemb and "+" not in a.strategy else "")
    run = Run(a.name, os.path.join(a.work_dir, "ft", a.name), a.pairs, strategy, list(a.set), a.ranks)
    lm_path = require_lm(strategy, a.data, a.work_dir)
    train = train_command(run, a.work_dir, lm_path)
    check_report_free(a.report_dir, a.name, run.out, a.overwrite)
    if a.decode_only:  # e.g. after stopping a run by hand (SIGUSR1): score its best checkpoint as it is
        best = os.path.join(run.out, "checkpoints", "best")
        if not os.path.isdir(best):
            raise SystemExit(f"[multi30k] --decode-only: no {best} yet")
        log(f"--decode-only: not training; decoding {best}")
    else:
        run_step(train, None, log)  # resumes an interrupted run; a finished one exits at once
    scores = score_run(run, a.data, a.work_dir, a.report_dir, a.average)
    commands = [shown(train), *scores.pop("decode_commands")]
    result = {"name": a.name, "pairs": a.pairs, "strategy": a.strategy, "shdemb": a.shdemb, **scores,
              "commands": commands}
    path = os.path.join(a.report_dir, f"{a.name}.json")
    write_json_atomic(path, result)
    log(f"{a.name}: test BLEU {result['test_bleu']:.2f} ({result['bleu_signature']}), chrF {result['test_chrf']:.2f}"
        + "".join(f"; {k}: test BLEU {v['test_bleu']:.2f}" for k, v in result.items() if k.startswith("average_"))
        + f"; {path}")


def check_report_free(report_dir: str, name: str, out: str, overwrite: bool) -> None:
    """Refuse to start a new run whose report would overwrite an earlier run's committed results.

    Resuming (or ``--decode-only`` on) the run that wrote the report is fine: it is the same run.
    A fresh run dir next to an existing ``NAME.json`` means another run of that name was reported
    before (on another machine or a deleted work dir) — pick a new ``--name`` or pass ``--overwrite``.
    """
    report = os.path.join(report_dir, f"{name}.json")
    if os.path.exists(report) and not os.path.isdir(os.path.join(out, "checkpoints")) and not overwrite:
        raise SystemExit(f"[multi30k] {report} already holds the results of an earlier '{name}' run and "
                         f"{out} has no checkpoints of it: pick another --name, or pass --overwrite to replace them")


def decode_and_score(report_dir: str, model: str, hyp_name: str, src: str, ref: str,
                     src_tokenizer: str | None = None) -> tuple[dict, list[str]]:
    """Beam-5 decode of the raw test sources with ``model`` into ``report_dir`` (``src_tokenizer``: the source side's
    own, where the shards had one per side), sacreBLEU/chrF against the raw references; the scores and the two
    commands (shown)."""
    hyp = os.path.join(report_dir, hyp_name)
    generate = [sys.executable, "-m", "lm4gen", "translate", "--checkpoint", model, "--input", src, "--output", hyp,
                "--beam", "5", "--lenpen", "1.0", "--max-len-a", "1.2", "--max-len-b", "10"]
    generate += ["--src-tokenizer", src_tokenizer] if src_tokenizer else []
    run_step(generate, None, log)  # always: `best` may have moved since an earlier decode
    scores = hyp + ".json.tmp"
    evaluate = [sys.executable, "-m", "lm4gen", "evaluate", "--hyp", hyp, "--ref", ref, "--json", scores]
    run_step(evaluate, None, log)
    with open(scores, encoding="utf-8") as f:
        result = json.load(f)
    os.remove(scores)
    return result, [shown(generate), shown(evaluate)]


def train_seconds(out: str) -> float | None:
    """Wall time of the fine-tuning run from its metrics records, summed over consecutive records.

    A resumed run appends records after a gap (the time it was stopped) and restarts at its
    checkpoint's step: intervals where the step goes back, or longer than ten times the median
    interval (and 10 minutes), are left out. Start-up before the first record is not counted."""
    import statistics

    recs = [json.loads(line) for line in open(os.path.join(out, "metrics.jsonl"), encoding="utf-8")]
    recs = [(r["step"], r["time"]) for r in recs if "time" in r and "step" in r]
    gaps = [(t1 - t0, s1 >= s0) for (s0, t0), (s1, t1) in zip(recs, recs[1:])]
    if not gaps:
        return None
    limit = max(600.0, 10 * statistics.median(g for g, _ in gaps))
    return round(sum(g for g, forward in gaps if forward and 0 <= g <= limit), 1)
