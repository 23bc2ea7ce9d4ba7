"""Golden numbers: the exact losses of fixed runs, pinned in ``tests/golden_losses.json``.

Numbers are contracts. A refactor must not move them; a change that means to
(a new initialisation, another dropout order, a fixed bug) re-records them
deliberately and says so in its commit:

    LM4GEN_WRITE_GOLDEN=1 .venv/bin/python -m pytest -q tests/unit/test_golden.py tests/integration/test_pretrain.py ...

Values are compared with a relative tolerance of 1e-4 (abs 1e-6): far below
what any change of the computation produces (another dropout mask or masking
draw moves a tiny model's loss by 1e-2), far above the last-bit differences of
BLAS kernels on another CPU, which the pinned curves (at most 10 steps) do not
amplify past it.
"""

from __future__ import annotations

import json
import math
import os

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "golden_losses.json")
REL, ABS = 1e-4, 1e-6
MAX_POINTS = 10


def _load() -> dict:
    if not os.path.exists(PATH):
        return {}
    with open(PATH) as f:
        return json.load(f)


def _points(values) -> dict[str, float]:
    """{key: value} from a dict (step -> value), a list or a number; the first MAX_POINTS of a curve."""
    if isinstance(values, dict):
        items = sorted(values.items(), key=lambda kv: (isinstance(kv[0], str), kv[0]))[:MAX_POINTS]
        return {str(k): float(v) for k, v in items}
    if isinstance(values, (list, tuple)):
        return {str(i): float(v) for i, v in enumerate(values[:MAX_POINTS])}
    return {"0": float(values)}


def check(name: str, values) -> None:
    """Assert ``values`` equal the golden ones recorded as ``name`` (record them with LM4GEN_WRITE_GOLDEN=1)."""
    got = _points(values)
    assert all(math.isfinite(v) for v in got.values()), (name, got)
    if os.environ.get("LM4GEN_WRITE_GOLDEN") == "1":
        data = _load()
        data[name] = got
        tmp = PATH + ".tmp"
        with open(tmp, "w") as f:
            json.dump(dict(sorted(data.items())), f, indent=1)
            f.write("\n")
        os.replace(tmp, PATH)
        return
    want = _load().get(name)
    assert want is not None, (f"no golden numbers for {name!r}: record them with LM4GEN_WRITE_GOLDEN=1 "
                              "(see tests/golden.py)")
    assert sorted(got) == sorted(want), (name, sorted(got), sorted(want))
    bad = {k: (got[k], want[k]) for k in want if not math.isclose(got[k], want[k], rel_tol=REL, abs_tol=ABS)}
    assert not bad, f"{name}: numbers moved (got, golden): {bad}"
