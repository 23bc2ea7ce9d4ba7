"""Shared helpers of the benchmark scripts: machine description, tables, JSON output."""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED_DATA = os.path.join(os.path.dirname(ROOT), "shared", "data")
sys.path.insert(0, ROOT)


def machine() -> dict:
    """What the numbers were measured on."""
    import torch

    from lm4gen.core.host import cpu_model

    info = {"cpu": cpu_model(), "cores": os.cpu_count(), "python": platform.python_version(),
            "torch": torch.__version__, "platform": platform.platform()}
    if torch.cuda.is_available():
        info["gpu"] = torch.cuda.get_device_name(0)
    try:
        info["git_commit"] = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                                            text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        pass
    return info


def table(rows: list[dict], columns: list[tuple[str, str, str]]) -> str:
    """Markdown table; columns are (key, header, format)."""
    head = "| " + " | ".join(h for _, h, _ in columns) + " |"
    rule = "|" + "|".join("---" for _ in columns) + "|"
    body = ["| " + " | ".join(format(r[k], f) if k in r else "" for k, _, f in columns) + " |" for r in rows]
    return "\n".join([head, rule, *body])


def write_result(path: str, name: str, argv: list[str], rows: list[dict], summary: dict) -> None:
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    result = {"benchmark": name, "command": " ".join(["python", *argv]), "date": time.strftime("%Y-%m-%d %H:%M:%S"),
              "machine": machine(), "rows": rows, "summary": summary}
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(result, f, indent=2)
        f.write("\n")
    os.replace(tmp, path)
    print(f"wrote {path}")
