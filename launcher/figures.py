"""matplotlib for the reports' figures: the Agg backend (files only) and atomic, reproducible PNG writes."""

from __future__ import annotations

import importlib.util

from lm4gen.core.files import atomic_write


def have_matplotlib() -> bool:
    return importlib.util.find_spec("matplotlib") is not None


def pyplot():
    """matplotlib's pyplot on the Agg backend; a one-line exit when matplotlib is missing."""
    if not have_matplotlib():
        raise SystemExit("matplotlib is needed for the figures (./setup.sh installs it; or pip install -e '.[report]')")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def save(fig, path: str) -> None:
    """Write ``fig`` as PNG atomically, without the matplotlib version in its metadata (same figure, same bytes)."""
    with atomic_write(path, "wb") as f:
        fig.savefig(f, format="png", dpi=110, metadata={"Software": None})
