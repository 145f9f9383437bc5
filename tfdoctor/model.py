"""The shared vocabulary: severities, statuses, findings, sourced values, errors."""

from __future__ import annotations

import re
from enum import Enum
from typing import Any

from packaging.version import InvalidVersion, Version

from tfdoctor.records import field, frozen


class Severity(str, Enum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"

    @property
    def rank(self) -> int:
        return {"error": 0, "warning": 1, "info": 2}[self.value]


class Status(str, Enum):
    """A component's line in the report (flutter doctor's validation types)."""

    OK = "ok"
    WARNING = "warning"
    ERROR = "error"
    MISSING = "missing"
    NOT_APPLICABLE = "not-applicable"
    CRASH = "crash"
    SKIPPED = "skipped"


@frozen
class Finding:
    """One problem (or note) with a remedy a user can paste.

    ``id`` is stable kebab-case: tests and JSON consumers key on it, never on wording.
    ``values`` holds what was pulled out of the evidence (versions, library names).
    """

    id: str
    severity: Severity
    title: str
    remedy: str = ""
    evidence: tuple[str, ...] = ()
    url: str | None = None
    values: dict[str, Any] = field(default_factory=dict)
    #: how many times the same finding was seen (repeated log lines are reported once)
    count: int = 1
    #: former ids of this finding, kept in JSON for one schema version (docs/findings.md)
    aliases: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": self.id,
            "severity": self.severity.value,
            "title": self.title,
            "remedy": self.remedy,
            "evidence": list(self.evidence),
        }
        if self.url:
            data["url"] = self.url
        if self.values:
            data["values"] = dict(self.values)
        if self.count != 1:
            data["count"] = self.count
        if self.aliases:
            data["aliases"] = list(self.aliases)
        return data


def sort_findings(findings: list[Finding] | tuple[Finding, ...]) -> list[Finding]:
    """Most severe first; stable within a severity (rule order is meaningful)."""
    return sorted(findings, key=lambda f: f.severity.rank)


def dedupe_findings(findings: list[Finding] | tuple[Finding, ...]) -> list[Finding]:
    """Keep the first finding of each id (rules are ordered most specific first)."""
    seen: set[str] = set()
    out: list[Finding] = []
    for f in findings:
        if f.id not in seen:
            seen.add(f.id)
            out.append(f)
    return out


_LEADING_VERSION = r"\d+(?:\.\d+)*"  # a string: compiled by re when first needed


def parse_version(raw: str | None) -> Version | None:
    """Parse the leading dotted number of ``raw`` ("12.5.40", "2.21.0rc1", "535.104.05").

    Lenient on purpose: tools print "V12.5.40", "9.3.0.75", "N/A". Returns None when
    nothing numeric is there. Keep ``raw`` beside it: Version("535.104.05") shows as
    535.104.5, and users want to see what they typed.
    """
    if raw is None:
        return None
    text = str(raw).strip()
    try:
        return Version(text)
    except InvalidVersion:
        pass
    m = re.search(_LEADING_VERSION, text)
    if not m:
        return None
    try:
        return Version(m.group(0))
    except InvalidVersion:
        return None


def canonical_name(name: str) -> str:
    """A distribution's name as PEP 503 normalises it ("Keras_Nightly" -> "keras-nightly").

    What ``packaging.utils.canonicalize_name`` returns, without importing
    ``packaging.utils``: it imports ``packaging.tags``, and with it ``logging``,
    ``platform``, ``sysconfig`` and ``subprocess`` (~6 ms of ``check --no-runtime``).
    """
    value = name.lower().replace("_", "-").replace(".", "-")  # re.sub(r"[-_.]+", "-", ...)
    while "--" in value:
        value = value.replace("--", "-")
    return value


def major_minor(raw: str | Version | None) -> tuple[int, int] | None:
    v = raw if isinstance(raw, Version) else parse_version(raw)
    if v is None:
        return None
    rel = v.release + (0,)
    return rel[0], rel[1]


@frozen
class Sourced:
    """A raw value and where it came from (a file, a command, an API call)."""

    raw: str
    source: str

    @property
    def version(self) -> Version | None:
        return parse_version(self.raw)

    def to_dict(self) -> dict[str, str]:
        return {"value": self.raw, "source": self.source}


@frozen
class ProbeCrash:
    """A probe that raised: contained, it becomes one finding and the report goes on."""

    probe: str
    error: str


class TfdoctorError(Exception):
    """Bad usage or bad input: shown as one red line, exit 2."""


class InputError(TfdoctorError):
    pass


#: Exit codes, computed from findings (see exit_code); documented in README.
EXIT_OK = 0
EXIT_FINDINGS = 1
EXIT_BAD_INPUT = 2


def exit_code(
    findings: list[Finding] | tuple[Finding, ...],
    *,
    strict: bool = False,
    require_gpu: bool = False,
    gpu_usable: bool = True,
) -> int:
    """0 no errors; 1 errors (or warnings under strict, or no usable GPU under
    require_gpu). Bad input never reaches here: it raises TfdoctorError (exit 2)."""
    severities = {f.severity for f in findings}
    if Severity.ERROR in severities:
        return EXIT_FINDINGS
    if strict and Severity.WARNING in severities:
        return EXIT_FINDINGS
    if require_gpu and not gpu_usable:
        return EXIT_FINDINGS
    return EXIT_OK
