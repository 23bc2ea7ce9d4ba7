"""The grid's converged mode: a cell trained until validation BLEU stops improving, not for the fixed budget.

    lm4gen multi30k grid --converge --only baseline,29k      # cells named ``<cell>-conv``, beside the budgeted ones

One rule for every cell (:class:`Converge`): validate every ``eval_every`` updates (and at each epoch's end), stop
after ``patience`` validations without a better validation BLEU (``train.patience``: the fine-tuning trainer's early
stopping), never past ``max_updates`` (a safety cap). The best checkpoint by validation BLEU is decoded, as for a
budgeted cell; a stopped run resumes as done (the trainer restores its patience count).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from lm4gen.launcher.multi30k_steps import validations

SUFFIX = "-conv"  # converged cells' names, run dirs, records and hypotheses: never a budgeted cell's


@dataclass(frozen=True)
class Converge:
    """The early-stopping rule of every converged cell."""

    # validations without a better validation BLEU before the run stops. 12, not 5: the greedy validation BLEU
    # moves by up to 4.2 between neighbouring validations at 29K, and with 5 the en-de baseline stopped at update
    # 6,657 on a +1.84 spike at 6,000 while its validation loss was still falling (commit 565b272's record); at its
    # trend then (+1.3 BLEU per 1,000 updates) climbing past such a spike takes ~9 validations, 12 leaves a margin.
    patience: int = 12
    eval_every: int = 250  # updates between validations (train.eval_every)
    max_updates: int = 20000  # train.max_steps: a cap that a converging run should not reach

    @classmethod
    def parse(cls, text: str) -> Converge:
        """``12/250/20000`` (PATIENCE/EVAL_EVERY/MAX_UPDATES) -> Converge; ValueError saying what is wrong."""
        parts = text.split("/")
        if len(parts) != 3 or not all(p.isdigit() and int(p) > 0 for p in parts):
            raise ValueError(f"--converge-rule {text!r}: expected PATIENCE/EVAL_EVERY/MAX_UPDATES, positive "
                             "integers, e.g. 12/250/20000")
        return cls(*map(int, parts))

    def sets(self) -> list[str]:
        """The fine-tuning ``--set`` overrides of the rule (after the budget's, which they replace)."""
        return [f"train.max_steps={self.max_updates}", f"train.patience={self.patience}",
                f"train.eval_every={self.eval_every}"]

    def __str__(self) -> str:
        """The rule as ``--converge-rule`` spells it (PATIENCE/EVAL_EVERY/MAX_UPDATES)."""
        return f"{self.patience}/{self.eval_every}/{self.max_updates}"

    def describe(self) -> str:
        return (f"validation every {self.eval_every} updates and at each epoch's end; stop after {self.patience} "
                f"validations without a better validation BLEU; at most {self.max_updates} updates")


def outcome(out: str, rule: Converge, updates: int) -> dict:
    """How a converged run ended: the rule, the best validation BLEU and its update, and what stopped it
    (``patience``, ``cap``, or ``running``: neither yet)."""
    records = validations(out)
    best_step, best, stale = None, None, 0
    for r in records:
        if best is None or r["valid_bleu"] > best:
            best, best_step, stale = r["valid_bleu"], r["step"], 0
        else:
            stale += 1
    stopped_by = "cap" if updates >= rule.max_updates else "patience" if stale >= rule.patience else "running"
    return {**asdict(rule), "rule": rule.describe(), "stopped_by": stopped_by, "best_valid_bleu": best,
            "best_step": best_step, "validations": len(records), "validations_since_best": stale}
