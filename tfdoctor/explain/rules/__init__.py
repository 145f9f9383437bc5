"""The ordered table that turns TensorFlow log lines into findings.

One table, shared by ``explain``, ``check`` (the runtime child's stderr) and
``smoke-train``. Each :class:`Rule` is a precompiled pattern with a stable finding id,
cheap lower-case ``needles`` that must appear before the regex is tried (most log lines
contain none, which keeps 10,000 lines well under a second), and a remedy built from
what the pattern pulled out plus, when known, the machine (:class:`ExplainContext`).

Rules are written for the failure, not for one string: each id has several patterns
covering the wordings TensorFlow used across versions (stream_executor paths of TF 1.x/2.x,
``external/local_xla`` of TF 2.15+, absl prefixes of TF 2.17+, Windows ``.dll`` names).
Every rule has a verbatim real sample line in ``tests/explain/test_rules.py`` with its source.

The table is split by concept: libraries, cuDNN and the driver in ``logrules_gpu``; the
device (compute capability, memory, XLA) in ``logrules_device``; Python packaging, CPU
and benign noise in ``logrules_python``; remedies in ``logrules_remedies``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tfdoctor.model import Severity


@dataclass(frozen=True)
class ExplainContext:
    """What is known about the machine the log came from (all optional).

    Given, remedies become specific: the cuDNN this TensorFlow was built with, the exact
    pip line that installs the matching CUDA libraries on this platform.
    """

    tf_version: str | None = None
    tf_build_cuda: str | None = None
    tf_build_cudnn: str | None = None
    python_version: str | None = None
    #: "linux", "windows" or "wsl2"
    platform: str | None = None
    #: e.g. 'pip install "tensorflow[and-cuda]==2.17.*"' for this machine
    pip_remedy: str | None = None


Values = Mapping[str, Any]
Remedy = Callable[[Values, "ExplainContext | None"], str]


@dataclass(frozen=True)
class Rule:
    """One pattern of the table. ``group``: on one line, only the first matching rule of
    a group fires (e.g. a missing ``libcudnn`` is cudnn-missing, not also cuda-libs-missing)."""

    id: str
    severity: Severity
    title: str
    pattern: re.Pattern[str]
    needles: tuple[str, ...]
    remedy: Remedy
    group: str | None = None
    url: str | None = None
    #: derive more values from the matched groups (e.g. the CUDA version of a soname)
    derive: Callable[[dict[str, Any]], dict[str, Any]] | None = None

    def values(self, match: re.Match[str]) -> dict[str, Any]:
        # a sentence's full stop or a quote is not part of a library name or version
        vals = {
            k: v.strip().rstrip(".,;:'\"") for k, v in match.groupdict().items() if v is not None
        }
        if self.derive is not None:
            vals.update(self.derive(vals))
        return vals


def rule(
    id: str,
    severity: Severity,
    title: str,
    regex: str,
    needles: tuple[str, ...] | str,
    remedy: Remedy | str,
    *,
    group: str | None = None,
    url: str | None = None,
    derive: Callable[[dict[str, Any]], dict[str, Any]] | None = None,
) -> Rule:
    """Build a rule: compile once (case-insensitive), lower-case the needles."""
    if isinstance(needles, str):
        needles = (needles,)
    fixed = remedy if callable(remedy) else (lambda _v, _c, _text=remedy: _text)
    return Rule(
        id=id,
        severity=severity,
        title=title,
        pattern=re.compile(regex, re.IGNORECASE),
        needles=tuple(n.lower() for n in needles),
        remedy=fixed,
        group=group,
        url=url,
        derive=derive,
    )


def _table() -> tuple[Rule, ...]:
    # Imported here: the submodules import `rule` from this module.
    from tfdoctor.explain.rules.device import DEVICE_RULES
    from tfdoctor.explain.rules.gpu import GPU_RULES
    from tfdoctor.explain.rules.python import PYTHON_RULES

    return GPU_RULES + DEVICE_RULES + PYTHON_RULES


#: The ordered table: most specific first within a group; order is meaningful.
RULES: tuple[Rule, ...] = _table()

#: Every id the table can produce (plus those the engine derives from combinations).
DERIVED_IDS = ("cuda-version-mismatch", "wsl-libcuda-missing", "windows-native-gpu-unsupported")
RULE_IDS: tuple[str, ...] = tuple(dict.fromkeys([r.id for r in RULES] + list(DERIVED_IDS)))
