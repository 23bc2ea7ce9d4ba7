"""The CNN/DailyMail recipe's summarization steps (:mod:`lm4gen.launcher.cnndm` is the command): one system trained
on a fixed update budget, its maximum output length tuned on validation, the test articles summarized and scored
with ROUGE; Lead-3 scored by the same scorer (the table and figures: :mod:`lm4gen.launcher.cnndm_report`).

Scoring: ``lm4gen evaluate --metrics rouge`` (Google's ``rouge-score``, Porter stemmer on, F1 of ROUGE-1/2/L;
``rougeL`` is the longest common subsequence over the whole summary), against the raw ``test.tgt`` lines (See et al.'s
lowercased, PTB-tokenized highlights, joined by spaces). The paper scores with the ROUGE-1.5.5 perl toolkit
(files2rouge), so its ROUGE-L is summary-level (sentence-split): the two are close for R-1/R-2, not for R-L.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import asdict, dataclass, field

from lm4gen.core.files import read_json, write_json_atomic
from lm4gen.core.network import free_port
from lm4gen.data_prep import manifest
from lm4gen.data_prep.default import run_step
from lm4gen.finetune.config import load_config
from lm4gen.finetune.evaluate import ROUGE_TYPES, sentences
from lm4gen.launcher.multi30k_pairs import news_lm_export
from lm4gen.launcher.multi30k_steps import ROOT, decompress, read_card, shown, train_seconds
from lm4gen.launcher.quickstart import deepspeed_launcher, set_options
from lm4gen.models.seq2seq import Integration

FT_CONFIG = os.path.join(ROOT, "configs", "finetune", "cnndm.yaml")
# decoding (the paper's summarization setting): beam 4, length penalty 2.0, no repeated trigram, at least 10 tokens;
# the maximum length (BPE tokens) is chosen among these by ROUGE-L on the first TUNE_ARTICLES validation articles
DECODE = ["--beam", "4", "--lenpen", "2.0", "--no-repeat-ngram", "3", "--min-len", "10", "--max-len-a", "0"]
MAX_LENGTHS = (60, 80, 100, 120)
TUNE_ARTICLES = 500
RECORD_FORMAT = "lm4gen-cnndm-record/1"


def log(msg: str) -> None:
    print(f"[cnndm] {msg}", flush=True)


@dataclass
class System:
    """One summarization system of the table: a strategy (``+shdemb`` allowed), a seed, an update budget."""

    name: str  # names the run dir and the report files
    strategy: str  # baseline, src-elmo, src-elmo+shdemb, ...
    seed: int = 1
    updates: int = 3000  # optimizer updates (train.max_steps; the same for every system)
    ranks: int = 1
    sets: list[str] = field(default_factory=list)  # finetune/train.py --set after the recipe's


def raw_file(data: str, work_dir: str, stem: str, side: str, first: int = 0) -> str:
    """``<data>/<stem>.<side>.gz`` decompressed into ``<work>/raw`` (its first ``first`` lines only, when given)."""
    name = f"{stem}.{side}" + (f".first{first}" if first else "")
    path = decompress(os.path.join(data, f"{stem}.{side}.gz"), os.path.join(work_dir, "raw", f"{stem}.{side}"))
    if not first:
        return path
    out = os.path.join(work_dir, "raw", name)
    if not os.path.exists(out):  # a temporary of this process's own: systems run side by side (gpu_cnndm.sh)
        with open(path, encoding="utf-8") as f:
            lines = [line for _, line in zip(range(first), f)]
        tmp = f"{out}.{os.getpid()}.tmp"
        with open(tmp, "w", encoding="utf-8") as g:
            g.writelines(lines)
        os.replace(tmp, out)
    return out


def whole_set_window(shards: str) -> str:
    """``data.shuffle_buffer`` set to the training units of ``shards`` (its manifest): one loader shuffle window
    holds the whole training set. The CNN/DailyMail training file is ordered by source (its first 23,000 pairs are
    CNN's, the other 16,160 DailyMail's) and the shards follow it, so the loader's default window (1,000 units, from
    one shard at a time, the shards permuted) trains on runs of a few thousand pairs of one source (hundreds of
    updates); a window of the whole set mixes them. What it holds: ~39K pairs of at most 400 + a summary's tokens
    (~70 MB of token ids) or ~39K articles (~30M tokens)."""
    return f"data.shuffle_buffer={manifest.load(shards)['splits']['train']['samples']}"


def train_sets(system: System, work_dir: str, lm: str | None) -> list[str]:
    """The ``--set`` assignments of a system's training run over ``configs/finetune/cnndm.yaml``: its data, the
    whole-set shuffle window, strategy, LM, seed and budget, then the system's own."""
    integration = Integration.parse(system.strategy)
    strategy, _, _ = system.strategy.partition("+")
    shards = os.path.join(work_dir, "shards", "bitext")
    return [f"data.train={shards}", whole_set_window(shards),
            f"data.tokenizer={os.path.join(work_dir, 'bpe', 'news.model')}", f"model.strategy={strategy}",
            f"model.shdemb={'true' if integration.tie == 'decoder' else 'false'}", f"train.seed={system.seed}",
            f"train.max_steps={system.updates}", *([f"model.{integration.lm_field}={lm}"] if lm else []),
            *system.sets]


def train_command(system: System, work_dir: str, lm: str | None) -> list[str]:
    """``finetune/train.py`` on ``configs/finetune/cnndm.yaml`` with :func:`train_sets`."""
    launcher = [sys.executable] if system.ranks == 1 else \
        [*deepspeed_launcher(), "--num_gpus", str(system.ranks), "--master_port", str(free_port())]
    return [*launcher, os.path.join(ROOT, "finetune", "train.py"), "--config", FT_CONFIG, "--output-dir",
            os.path.join(work_dir, "ft", system.name), "--resume", "auto",
            *set_options(train_sets(system, work_dir, lm))]


# where a run lives, not what it is: left out when a record's recipe is compared with the current one
PLACES = ("output_dir", "data.train", "data.valid", "data.tokenizer", "model.src_lm", "model.tgt_lm")


def recipe(config: dict) -> dict:
    """A fine-tuning config (``asdict`` or its JSON) as ``{dotted field: JSON value}`` without :data:`PLACES`."""
    flat, todo = {}, [("", json.loads(json.dumps(config)))]
    while todo:
        prefix, node = todo.pop()
        for key, value in node.items():
            if isinstance(value, dict):
                todo.append((f"{prefix}{key}.", value))
            elif f"{prefix}{key}" not in PLACES:
                flat[f"{prefix}{key}"] = value
    return flat


def recipe_changes(record: dict, system: System, work_dir: str) -> list[str]:
    """``field: recorded -> now`` for each field where the record's training config differs from the one the
    current recipe gives the system (none for a record without its config, or when the LM it reads is not here)."""
    lm = news_lm_export(work_dir) if Integration.parse(system.strategy).lm_field else None
    if "config" not in record or (lm and not os.path.exists(lm)):  # (the config checks that the LM is there)
        return []
    now = recipe(asdict(load_config(FT_CONFIG, train_sets(system, work_dir, lm))))
    then = recipe(record["config"]["run"])
    return [f"{k}: {then.get(k)!r} -> {now.get(k)!r}" for k in sorted(set(now) | set(then))
            if now.get(k) != then.get(k)]


def rouge(hyp: str, ref: str) -> tuple[dict, list[str]]:
    """ROUGE-1/2/L F1 of ``hyp`` against ``ref`` (``lm4gen evaluate``) and the command."""
    out = hyp + ".rouge.json.tmp"
    cmd = [sys.executable, "-m", "lm4gen", "evaluate", "--hyp", hyp, "--ref", ref, "--metrics", "rouge",
           "--json", out, "--quiet"]
    run_step(cmd, None, log)
    scores = read_json(out, "ROUGE scores")
    os.remove(out)
    return scores, [shown(cmd)]


def decoded(model: str, src: str, hyp: str) -> bool:
    """Whether ``hyp`` already holds the summaries of ``src`` by ``model``: written (atomically, by ``translate``)
    after every file of the checkpoint, one line per source line. A rerun after an interruption then skips the
    finished decodes (each ~2 min on 500 validation articles, ~10 on the 4,000 test articles on 2 CPU cores)."""
    if not os.path.exists(hyp):
        return False
    checkpoint = os.path.realpath(model)
    newest = max((os.path.getmtime(os.path.join(checkpoint, f)) for f in os.listdir(checkpoint)),
                 default=os.path.getmtime(checkpoint))
    if os.path.getmtime(hyp) <= newest:
        return False
    with open(src, "rb") as a, open(hyp, "rb") as b:
        return sum(1 for _ in a) == sum(1 for _ in b)


def summarize(model: str, src: str, hyp: str, max_len: int) -> list[str]:
    cmd = [sys.executable, "-m", "lm4gen", "translate", "--checkpoint", model, "--input", src, "--output", hyp,
           *DECODE, "--max-len-b", str(max_len), "--quiet"]
    if decoded(model, src, hyp):
        log(f"{os.path.basename(hyp)}: skip (decoded after the checkpoint {os.path.realpath(model)}; delete it to "
            "decode again)")
    else:
        run_step(cmd, None, log)
    return [shown(cmd)]


def tune_max_length(model: str, data: str, work_dir: str, run_dir: str) -> tuple[int, dict, list[str]]:
    """The maximum output length of :data:`MAX_LENGTHS` with the best ROUGE-L on the first :data:`TUNE_ARTICLES`
    validation articles (the paper tunes it on validation), every value's scores, and the commands."""
    src = raw_file(data, work_dir, "val", "src", TUNE_ARTICLES)
    ref = raw_file(data, work_dir, "val", "tgt", TUNE_ARTICLES)
    scores, commands = {}, []
    for max_len in MAX_LENGTHS:
        hyp = os.path.join(run_dir, f"valid{TUNE_ARTICLES}.maxlen{max_len}.hyp")
        commands += summarize(model, src, hyp, max_len)
        result, cmd = rouge(hyp, ref)
        scores[str(max_len)] = {k: round(result[k], 4) for k in ROUGE_TYPES}  # JSON keys
        commands += cmd
        log(f"max length {max_len}: valid ROUGE-L {result['rougeL']:.2f}")
    best = max(MAX_LENGTHS, key=lambda n: (scores[str(n)]["rougeL"], -n))  # ties: the shorter
    return best, scores, commands


def lm_for(strategy: str, work_dir: str) -> tuple[str | None, dict | None]:
    """The news LM export a strategy reads and its card (None, None for the baseline); a missing one is one line."""
    integration = Integration.parse(strategy)
    if not integration.lm_field:
        return None, None
    if integration.side != "source":
        raise SystemExit(f"[cnndm] {strategy}: only source-side strategies have a news LM here (the cloze LM)")
    path = news_lm_export(work_dir)
    if not os.path.exists(path):
        raise SystemExit(f"[cnndm] {strategy} needs the news cloze LM {path}, which is missing: make it with "
                         f"`lm4gen cnndm lm --work-dir {work_dir}`")
    return path, read_card(path)


def finished(system: System, report_dir: str, work_dir: str) -> dict | None:
    """The record of ``system`` if it is done (``<report_dir>/<name>.json``), else None; one line when the record
    under that name is another system's (strategy, seed, updates) or was trained with another recipe (the recipe
    changed since: :func:`recipe_changes`)."""
    path = os.path.join(report_dir, f"{system.name}.json")
    if not os.path.exists(path):
        return None
    record = read_json(path, "cnndm record")
    want = {"strategy": system.strategy, "seed": system.seed, "updates": system.updates}
    have = {k: record.get(k) for k in want}
    if have != want:
        raise SystemExit(f"[cnndm] {path}: the record under the name {system.name!r} is {have}, not {want}: choose "
                         "another --name (or delete the record to run it again)")
    changes = recipe_changes(record, system, work_dir)
    if changes:
        raise SystemExit(f"[cnndm] {path}: {system.name} was trained with another recipe than the current one "
                         f"({'; '.join(changes[:3])}{'; ...' if len(changes) > 3 else ''}): rename the record and its "
                         "hypotheses to keep them, then run it again")
    log(f"{system.name}: skip (done: {path}; delete it to run the system again)")
    return record


def ft(system: System, data: str, work_dir: str, report_dir: str) -> dict:
    """Train (resumable) one system, tune its maximum length on validation, summarize and score the test articles;
    the record (``<report_dir>/<name>.json``) and the hypotheses (``<name>.test.hyp``). A system whose record is
    there already is done: skipped (a record of another strategy, seed or budget under its name is refused)."""
    done = finished(system, report_dir, work_dir)
    if done:
        return done
    lm, card = lm_for(system.strategy, work_dir)
    train = train_command(system, work_dir, lm)
    run_step(train, None, log)  # resumes an interrupted run; a finished one exits at once
    run_dir = os.path.join(work_dir, "ft", system.name)
    best = os.path.join(run_dir, "checkpoints", "best")
    max_len, tuning, commands = tune_max_length(best, data, work_dir, run_dir)
    os.makedirs(report_dir, exist_ok=True)
    hyp = os.path.join(report_dir, f"{system.name}.test.hyp")
    commands += summarize(best, raw_file(data, work_dir, "test", "src"), hyp, max_len)
    scores, cmd = rouge(hyp, raw_file(data, work_dir, "test", "tgt"))
    record = {"format": RECORD_FORMAT, "name": system.name, "strategy": system.strategy, "seed": system.seed,
              "updates": system.updates, "test": {k: scores[k] for k in ROUGE_TYPES},
              "scorer": scorer(), "decode": {"options": DECODE, "max_len_b": max_len, "tuned_on": TUNE_ARTICLES,
                                             "max_len_valid": tuning},
              "validations": validations(run_dir), "train_seconds": train_seconds(run_dir),
              "config": read_json(os.path.join(run_dir, "config.json"), "fine-tuning config"),
              "lm_card": {"sha256": card["sha256"], "recipe_sha256": card["recipe_sha256"],
                          "valid_ppl": card["valid_ppl"], "steps": card["steps"]} if card else None,
              "commands": [shown(train), *commands, *cmd], "hypotheses": os.path.basename(hyp),
              "references": "raw test.tgt (../shared/data/cnndm/test.tgt.gz)"}
    write_json_atomic(os.path.join(report_dir, f"{system.name}.json"), record)
    return record


def validations(run_dir: str) -> list[dict]:
    """Every validation record of a run (step, loss, ROUGE on the validation subset), in order."""
    with open(os.path.join(run_dir, "metrics.jsonl"), encoding="utf-8") as f:
        records = [json.loads(line) for line in f]
    return [{k: v for k, v in r.items() if k == "step" or k.startswith("valid_") and isinstance(v, (int, float))}
            for r in records if "valid_loss" in r]


def scorer() -> dict:
    from importlib.metadata import version

    return {"package": f"rouge-score {version('rouge-score')}", "use_stemmer": True, "f1": True,
            "rougeL": "whole-summary LCS",
            "rougeLsum": "summary-level LCS over PTB sentences (ROUGE-1.5.5's ROUGE-L)"}


def lead3(article: str) -> str:
    """The first three sentences of a PTB-tokenized article (:func:`lm4gen.finetune.evaluate.sentences`)."""
    return " ".join(sentences(article)[:3])


def lead3_record(data: str, work_dir: str, report_dir: str) -> dict:
    """Lead-3 on the test articles, scored as the systems are: ``<report_dir>/lead3.json`` and its hypotheses."""
    os.makedirs(report_dir, exist_ok=True)
    hyp = os.path.join(report_dir, "lead3.test.hyp")
    with open(raw_file(data, work_dir, "test", "src"), encoding="utf-8") as f:
        lines = [lead3(line) + "\n" for line in f]
    with open(hyp + ".tmp", "w", encoding="utf-8") as g:
        g.writelines(lines)
    os.replace(hyp + ".tmp", hyp)
    scores, commands = rouge(hyp, raw_file(data, work_dir, "test", "tgt"))
    record = {"format": RECORD_FORMAT, "name": "lead3", "strategy": "lead3",
              "test": {k: scores[k] for k in ROUGE_TYPES}, "scorer": scorer(),
              "commands": ["lm4gen.launcher.cnndm_summarize.lead3 over raw test.src", *commands],
              "hypotheses": os.path.basename(hyp), "references": "raw test.tgt (../shared/data/cnndm/test.tgt.gz)"}
    write_json_atomic(os.path.join(report_dir, "lead3.json"), record)
    return record
