"""An event rule for a file the program WRITES whose folder does not exist: the same "No such
file or directory" as a missing input, told apart by the frames (a file opened for writing,
matplotlib's savefig, a writer's own call). The traceback is real:
tests/data/tracebacks/SOURCES.md (lykaust15/Deep_learning_examples, round 118)."""

from __future__ import annotations

import re
from typing import Any

from tfdoctor.explain.rules.base import ExplainContext
from tfdoctor.explain.traceback import Event, Raised
from tfdoctor.model import Finding, Severity

_MISSING = re.compile(r"No such file or directory: '(?P<path>[^']+)'")
#: open(..., 'w'/'wb'/'a'/'x') in the frame's source line
_WRITE_OPEN = re.compile(r"\bopen\([^)]*?,\s*(?:mode\s*=\s*)?['\"][wax]b?\+?['\"]")
#: the writers whose frames say the path was being written
_WRITERS = frozenset({
    "savefig", "print_figure", "print_pdf", "print_png", "print_svg", "imwrite", "imsave",
    "to_csv", "savetxt", "savez", "save_img",
})  # fmt: skip


def output_dir_missing(r: Raised, ev: Event) -> dict[str, Any] | None:
    m = _MISSING.search(r.message)
    if m is None or r.short_type not in ("IOError", "FileNotFoundError", "OSError"):
        return None
    path = m.group("path")
    if "/" not in path.replace("\\", "/"):
        return None  # a bare file name: its folder is the working directory, which exists
    writing = any(
        _WRITE_OPEN.search(fr.source) or fr.func.split("(")[0].split(".")[-1] in _WRITERS
        for fr in r.frames
    )
    return {"path": path} if writing else None


def output_dir_missing_finding(
    v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]
) -> Finding:
    path = str(v.get("path"))
    folder = path.replace("\\", "/").rsplit("/", 1)[0]
    return Finding(
        "output-dir-missing",
        Severity.ERROR,
        "The folder a file is written to does not exist",
        f"Nothing to do with TensorFlow: create {folder!r} before writing "
        f"(os.makedirs({folder!r}, exist_ok=True)), or write {path!r} somewhere that exists",
        ev,
        values=dict(v),
    )
