"""The report object the Python API returns: the `--json` document, and a rich display.

Its content is the command's own report: ``to_dict()`` is the document ``tfdoctor
<command> --json`` prints (same renderer, same redaction), and the notebook display is
drawn from that document (report/views.py, report/notebook.py).
"""

from __future__ import annotations

import json
from typing import Any

from tfdoctor.model import Finding
from tfdoctor.report.console import json_text
from tfdoctor.report.notebook import plain_text, to_html, to_markdown
from tfdoctor.report.views import view_of


class Report:
    """What a tfdoctor command found. ``ok`` is True when its exit code would be 0."""

    def __init__(
        self,
        kind: str,
        raw: Any,
        document: dict[str, Any],
        findings: tuple[Finding, ...],
        exit_code: int,
        verdict: str,
        *,
        verbose: bool = False,
        text_source: Any = None,
    ) -> None:
        self.kind = kind
        #: the command's own report object (CheckReport, SmokeReport, ...)
        self.raw = raw
        self.findings = tuple(findings)
        self.exit_code = exit_code
        self.verdict = verdict
        self.verbose = verbose
        self._json = json_text(document)  # redacted once, like the CLI's --json
        self._text_source = raw if text_source is None else text_source

    @property
    def ok(self) -> bool:
        return self.exit_code == 0

    @property
    def ids(self) -> tuple[str, ...]:
        """The findings' stable ids (what tests and scripts key on)."""
        return tuple(f.id for f in self.findings)

    def to_json(self) -> str:
        """The JSON document `tfdoctor <command> --json` prints, without its newline."""
        return self._json

    def to_dict(self) -> dict[str, Any]:
        return json.loads(self._json)

    def _view(self):
        return view_of(self.kind, self.to_dict(), self.exit_code)

    def __str__(self) -> str:
        return plain_text(self.kind, self._text_source, verbose=self.verbose)

    def __repr__(self) -> str:
        return (
            f"<tfdoctor {self.kind} report: {self.verdict}, exit code {self.exit_code}, "
            f"findings {list(self.ids)}>"
        )

    def _repr_html_(self) -> str:
        return to_html(self._view())

    def _repr_markdown_(self) -> str:
        return to_markdown(self._view())

    def _repr_pretty_(self, p: Any, cycle: bool) -> None:
        p.text(repr(self) if cycle else str(self).rstrip("\n"))
