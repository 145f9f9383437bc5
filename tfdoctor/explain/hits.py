"""A rule's match on one log line, and how matched lines become a finding's evidence."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tfdoctor.explain.rules.base import Rule

MAX_EVIDENCE = 5
MAX_EVIDENCE_CHARS = 300


@dataclass(frozen=True)
class Hit:
    rule: Rule
    line_no: int  # 1-based
    text: str
    values: dict[str, Any]


def evidence_of(hits: list[Hit]) -> tuple[str, ...]:
    seen: dict[str, int] = {}
    for h in hits:
        t = h.text.strip()
        if t not in seen:
            seen[t] = h.line_no
    ev = []
    for t, no in list(seen.items())[:MAX_EVIDENCE]:
        short = t if len(t) <= MAX_EVIDENCE_CHARS else t[: MAX_EVIDENCE_CHARS - 1] + "…"
        ev.append(f"line {no}: {short}")
    if len(seen) > MAX_EVIDENCE:
        ev.append(f"... and {len(seen) - MAX_EVIDENCE} more distinct lines")
    return tuple(ev)
