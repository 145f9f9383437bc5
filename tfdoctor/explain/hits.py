"""A rule's match on one log line, and what a stream of matches adds up to per finding id.

A log can be a whole cluster's (a million lines, the same error on thousands of them), so
nothing here grows with the log: per id the first ``KEEP_HITS`` matches (enough for values
and combinations), a count of lines, the first distinct lines as evidence and a capped
count of how many distinct lines there were.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tfdoctor.explain.rules.base import Rule

MAX_EVIDENCE = 5
MAX_EVIDENCE_CHARS = 300
KEEP_HITS = 64
#: distinct evidence lines counted exactly up to this many, then "N+ more"
MAX_DISTINCT = 10_000


@dataclass(frozen=True)
class Hit:
    rule: Rule
    line_no: int  # 1-based
    text: str
    values: dict[str, Any]


def _short(text: str) -> str:
    t = text.strip()
    return t if len(t) <= MAX_EVIDENCE_CHARS else t[: MAX_EVIDENCE_CHARS - 1] + "…"


_DIGITS = b"0123456789"


def no_digits(text: str) -> str:
    """``text`` without its ASCII digits (through bytes: 5x ``str.translate``'s speed)."""
    return text.encode("utf-8", "surrogatepass").translate(None, _DIGITS).decode(
        "utf-8", "surrogatepass"
    )


def line_key(line: str) -> str:
    """A line without the digits of its timestamp/level prefix (``2021-02-10 12:57:07.4:``,
    ``E0000 00:00:17.2 7665 file.cc:522]``): the same message at another time is the same
    evidence, and in a big log it is matched once (scan.py)."""
    j = line.find("] ", 0, 160)
    if j < 0 and line[:4].isdigit():
        j = line.find(" ", 11, 40)
    return line if j < 0 else no_digits(line[:j]) + line[j:]


@dataclass
class Tally:
    """Everything one finding id collected from a log, bounded. Evidence is one line per
    distinct message (``line_key``), the first time it was seen."""

    hits: list[Hit] = field(default_factory=list)
    #: the lines each kept hit stands for (a big log's repeated message: scan.py's counts)
    counts: list[int] = field(default_factory=list)
    lines: int = 0
    worst: Rule | None = None
    first_line: int = 0
    _last_line: int = 0
    _shown: dict[str, tuple[int, str]] = field(default_factory=dict)
    _distinct: set[int] = field(default_factory=set)
    _overflow: bool = False

    def add(self, hit: Hit, key: str | None = None, count: int = 1) -> None:
        """``count`` lines (``hit`` the first of them) carry this message."""
        if not self.first_line or hit.line_no < self.first_line:
            self.first_line = hit.line_no
        if len(self.hits) < KEEP_HITS:
            self.hits.append(hit)
            self.counts.append(count)
        if self.worst is None or hit.rule.severity.rank < self.worst.severity.rank:
            self.worst = hit.rule
        if hit.line_no != self._last_line:  # a line two rules of this id matched counts once
            self.lines += count
            self._last_line = hit.line_no
        key = line_key(hit.text.strip()) if key is None else key
        if len(self._shown) < MAX_EVIDENCE and key not in self._shown:
            self._shown[key] = (hit.line_no, hit.text.strip())
        h = hash(key)
        if len(self._distinct) < MAX_DISTINCT:
            self._distinct.add(h)
        elif h not in self._distinct:
            self._overflow = True

    @property
    def last_line(self) -> int:
        """The line of the latest match (lines are fed in order)."""
        return self._last_line

    def evidence(self) -> tuple[str, ...]:
        ev = [f"line {no}: {_short(t)}" for no, t in self._shown.values()]
        more = len(self._distinct) - len(self._shown)
        if more > 0:
            plus = "+" if self._overflow else ""
            ev.append(f"... and {more}{plus} more distinct lines")
        return tuple(ev)


def evidence_of(hits: list[Hit]) -> tuple[str, ...]:
    tally = Tally()
    for h in hits:
        tally.add(h)
    return tally.evidence()


def line_of(where: str) -> int | None:
    """The line number of one evidence string ("line 12: ..."), as Tally and the context write
    it; None for evidence of another shape."""
    head, sep, _ = where.partition(":")
    word, _, no = head.partition(" ")
    return int(no) if sep and word == "line" and no.isdigit() else None
