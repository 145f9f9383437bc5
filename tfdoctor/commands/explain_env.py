"""What ``explain`` knows about the environment a log came from (issue 18 (c)).

``explain -- COMMAND`` runs the command here, so its environment can be read: the Python the
command runs under (``python train.py``, ``python3 -m pytest``, a console script whose
shebang names its interpreter, else this one), read with ``check``'s static probes only
(installed versions, Requires-Dist, the ecosystem's packages; TensorFlow is never imported,
so this costs what ``check --no-runtime`` costs). A companion failure then gets the same exact,
resolver-checkable fix ``check`` gives. A bare log has no environment: what the log shows is
used (explain/context.py), and what is unknown is said.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from pathlib import Path
from typing import Any

from tfdoctor.explain.rules.base import ExplainContext
from tfdoctor.records import replace

_PYTHON = re.compile(r"^python(?:\d+(?:\.\d+)?)?(?:\.exe)?$", re.IGNORECASE)
_SHEBANG = re.compile(rb"^#!\s*(\S*python[\d.]*)\b")


def command_python(argv: list[str]) -> str | None:
    """The interpreter COMMAND runs under, when it can be told: ``python``/``python3.11``/a
    path to one, or a script whose ``#!`` line names one. None: not a Python command."""
    if not argv:
        return None
    first = argv[0]
    if first in ("env",) and len(argv) > 1:  # `env VAR=1 python x.py`
        rest = [a for a in argv[1:] if "=" not in a or a.startswith("-")]
        return command_python(rest)
    if _PYTHON.match(Path(first).name):
        return shutil.which(first) or (first if os.path.exists(first) else None)
    found = shutil.which(first) or (first if os.path.isfile(first) else None)
    if found:
        try:
            with open(found, "rb") as fh:
                head = fh.read(256)
        except OSError:
            return None
        m = _SHEBANG.match(head)
        if m:
            exe = m.group(1).decode("utf-8", "replace")
            return exe if os.path.isabs(exe) else shutil.which(exe)
    return None


def environment_context(argv: list[str], given: ExplainContext) -> ExplainContext:
    """The context of the environment COMMAND runs in; what the user gave always wins."""
    from tfdoctor.commands.check import CheckOptions, gather, make_host
    from tfdoctor.commands.check_log import explain_context
    from tfdoctor.judge.matrix_loader import load_matrix

    python = command_python(argv)
    where = python or sys.executable
    opts = CheckOptions(runtime=False, python=python)
    try:
        host = make_host(opts)
        facts = gather(host, load_matrix(None), opts)
        found = explain_context(facts, f"{where} (its installed packages, read statically)")
    except Exception as exc:  # a broken interpreter or probe: the log alone is then used
        return replace(given, environment=f"not readable ({where}: {exc})")
    return replace(
        found,
        tf_version=given.tf_version or found.tf_version,
        platform=given.platform or found.platform,
        facts=facts,
    )


def describe(ctx: ExplainContext, ran: bool, given: ExplainContext | None = None) -> dict[str, Any]:
    """What the remedies were written for, and what was not known. ``given``: what the
    command line said (--tf-version, --platform), named as such, not as the log's."""
    known = {
        "tensorflow": ctx.tf_version,
        "python": ctx.python_version,
        "platform": ctx.platform,
    }
    source = ctx.environment if ctx.environment else ("the command's output" if ran else "the log")
    flags = [k for k, v in (("TensorFlow", given and given.tf_version), ("platform", given and given.platform)) if v]
    if flags:
        source = f"{' and '.join(flags)} from the command line; the rest from {source}"
    return {
        "source": source,
        **known,
        "pip": ctx.pip,
        "unknown": [k for k, v in known.items() if not v],
    }
