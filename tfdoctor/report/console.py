"""A small console: colour only on a terminal, status marks, finding blocks, JSON."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterable
from typing import IO, Any

from tfdoctor.model import Finding, Severity, Status
from tfdoctor.report.redact import hidden_values, redact, redact_obj

_COLOURS = {"red": "31", "green": "32", "yellow": "33", "blue": "34", "dim": "2", "bold": "1"}

STATUS_MARKS = {
    Status.OK: ("[✓]", "[ok]", "green"),
    Status.WARNING: ("[!]", "[!]", "yellow"),
    Status.ERROR: ("[✗]", "[x]", "red"),
    Status.MISSING: ("[-]", "[-]", "dim"),
    Status.NOT_APPLICABLE: ("[-]", "[-]", "dim"),
    Status.SKIPPED: ("[ ]", "[ ]", "dim"),
    Status.CRASH: ("[☠]", "[crash]", "red"),
}

SEVERITY_STYLE = {
    Severity.ERROR: ("✗", "x", "red"),
    Severity.WARNING: ("!", "!", "yellow"),
    Severity.INFO: ("•", "*", "blue"),
}


def want_colour(stream: IO[str], colour: bool | None) -> bool:
    """Colour when asked, else only on a terminal and never under NO_COLOR."""
    if colour is not None:
        return colour
    if os.environ.get("NO_COLOR"):
        return False
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


class Console:
    def __init__(
        self, stream: IO[str] | None = None, colour: bool | None = None, width: int = 100
    ) -> None:
        self.stream = stream or sys.stdout
        self.colour = want_colour(self.stream, colour)
        self.width = width
        enc = (getattr(self.stream, "encoding", None) or "utf-8").lower()
        self.unicode = "utf" in enc
        self.hidden = hidden_values()  # once: walking the environment per line is slow

    def style(self, text: str, *names: str) -> str:
        if not self.colour or not names:
            return text
        codes = ";".join(_COLOURS[n] for n in names if n in _COLOURS)
        return f"\033[{codes}m{text}\033[0m"

    def line(self, text: str = "") -> None:
        # Every text line a report writes passes here: hide unlisted env values.
        self.stream.write(redact(text, hidden=self.hidden) + "\n")

    def status_mark(self, status: Status) -> str:
        fancy, plain, colour = STATUS_MARKS[status]
        return self.style(fancy if self.unicode else plain, colour)

    def severity_mark(self, severity: Severity) -> str:
        fancy, plain, colour = SEVERITY_STYLE[severity]
        return self.style(fancy if self.unicode else plain, colour)

    def finding(self, finding: Finding, *, verbose: bool = False, indent: str = "    ") -> None:
        """A finding: its mark and title, the remedy beneath, evidence with -v."""
        count = f" (x{finding.count})" if finding.count > 1 else ""
        self.line(
            f"{indent}{self.severity_mark(finding.severity)} "
            f"{finding.title}{count} {self.style('[' + finding.id + ']', 'dim')}"
        )
        if finding.remedy:
            lines = finding.remedy.splitlines()
            self.line(f"{indent}  {self.style('fix:', 'bold')} {lines[0]}")
            for extra in lines[1:]:
                self.line(f"{indent}       {extra}")
        if verbose:
            for ev in finding.evidence:
                self.line(f"{indent}  {self.style('evidence:', 'dim')} {ev}")
            if finding.url:
                self.line(f"{indent}  {self.style('see:', 'dim')} {finding.url}")

    def findings(self, findings: Iterable[Finding], *, verbose: bool = False) -> None:
        for f in findings:
            self.finding(f, verbose=verbose)


def json_text(obj: Any) -> str:
    """The JSON document a command prints for ``obj`` (the API's to_json, too)."""
    # Redact before dumping (escapes would hide a value from a text search), and after
    # (objects turned into text by default=str).
    hidden = hidden_values()
    text = json.dumps(redact_obj(obj, hidden=hidden), indent=2, sort_keys=False, default=str)
    return redact(text, hidden=hidden)


def emit_json(obj: Any, stream: IO[str] | None = None) -> None:
    """One JSON document on stdout and nothing else there."""
    (stream or sys.stdout).write(json_text(obj) + "\n")


def error_line(message: str, stream: IO[str] | None = None) -> None:
    """A domain error: one red line on stderr."""
    err = stream or sys.stderr
    con = Console(err)
    con.line(con.style(f"tfdoctor: error: {message}", "red"))
