"""Helpers of multi30k_grid tests shared by both tiers and other test modules."""
from __future__ import annotations

import json




def fake_lm_run(work, name: str, ppls: list[float], lr: float = 0.0005, train: dict | None = None) -> None:
    """The run directory ``lm`` leaves behind (``config.json``, ``metrics.jsonl``), as the LM card reads it
    (``train``: more ``train`` fields in its resolved config, as a later version of lm4gen writes)."""
    import math

    run = work / "lm" / name
    run.mkdir(parents=True, exist_ok=True)
    config = {"run": {"data": {"train": str(work / "shards" / "mono.en"),
                               "tokenizer": str(work / "bpe" / "joint.model")},
                      "optim": {"lr": lr}, "train": {"max_steps": 2 * len(ppls), **(train or {})},
                      "output_dir": str(run)},
              "deepspeed": {"zero_optimization": {"stage": 2}}, "world_size": 2}
    (run / "config.json").write_text(json.dumps(config))
    lines = [{"step": 2 * i + 1, "loss": 3.0} for i in range(len(ppls))]
    lines += [{"step": 2 * (i + 1), "valid_loss": math.log(p), "valid_ppl": p} for i, p in enumerate(ppls)]
    (run / "metrics.jsonl").write_text("".join(json.dumps(r) + "\n" for r in sorted(lines, key=lambda r: r["step"])))


# ----------------------------------------------------------------------------
# the report: from the JSON alone


def cell(strategy: str, size: str, seed: int, bleu: float) -> dict:
    from lm4gen.launcher.multi30k_grid import CELL_FORMAT

    updates = {"5k": 30, "10k": 50, "29k": 80}[size]
    return {"format": CELL_FORMAT, "name": f"{strategy.replace('+', '-')}-{size}-seed{seed}", "strategy": strategy,
            "size": size, "seed": seed, "test_bleu": bleu, "test_chrf": bleu + 20, "best_valid_bleu": bleu - 1,
            "validations": [{"step": updates // 2, "valid_bleu": bleu / 2}, {"step": updates, "valid_bleu": bleu - 1}],
            "budget": {"updates": updates, "warmup_updates": 5, "tokens_per_update": 1024, "max_tokens_per_rank": 1024},
            "updates": updates, "train_pairs": {"5k": 5000, "10k": 10000, "29k": 28028}[size],
            "bleu_signature": "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0", "train_seconds": 60.0,
            "train_tokens_per_s": 1500.0, "ranks": 1, "device": "cpu", "git_commit": "abc", "lm_dropout": None}
