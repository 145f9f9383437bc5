"""The rule type of the explain table and what a remedy may know (the machine's context)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
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
    #: "/path/to/python -m pip" of the interpreter checked (fixes land in that environment)
    pip: str | None = None
    #: the installed TensorFlow's own Requires-Dist ranges: (("protobuf", ">=3.20.3,<5"), ...)
    pins: tuple[tuple[str, str], ...] = ()
    #: the environment's TensorFlow-ecosystem packages (probes/ecosystem.Companion), when known
    companions: tuple[Any, ...] = ()
    #: where the environment facts came from ("the environment of /usr/bin/python3", ...)
    environment: str | None = None
    #: the environment's facts (judge.facts.Facts), when explain read it (explain -- COMMAND)
    facts: Any = field(default=None, compare=False, hash=False, repr=False)

    def pin(self, package: str) -> str | None:
        """``pip install "protobuf>=3.20.3,<5"`` inside TensorFlow's own range, if known."""
        spec = dict(self.pins).get(package)
        return f'{self.pip or "pip"} install "{package}{spec}"' if spec else None


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
        # a name can be a group once only, so an alternative's copy is numbered ("module2",
        # "hdf52"): the copy that matched also answers to its name ("module")
        for k in [k for k in vals if k[-1] in "23456789"]:
            if k[:-1] in self.pattern.groupindex and k[:-1] not in vals:
                vals[k[:-1]] = vals[k]
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


def trie(words: Iterable[str]) -> str:
    """A regex matching any of ``words``, factored as a trie: the sre engine then tests a
    position in one pass instead of once per needle."""
    root: dict = {}
    for w in words:
        node = root
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict) -> str:
        if "" in node:  # a shorter needle is a prefix: enough for a gate
            return ""
        alts = [re.escape(ch) + build(sub) for ch, sub in sorted(node.items())]
        return alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"

    return build(root) if root else "(?!)"
