"""Rendering `check --health`: exactly one line on stdout, NHC style.

``OK tfdoctor: <summary>`` (exit 0) or ``ERROR tfdoctor: <first error title> [id]``
(exit 1: drain the node). The line passes through the console, so unlisted
environment values are redacted like every other report line.
"""

from __future__ import annotations

import sys
from typing import IO

from tfdoctor.commands.health import HealthReport
from tfdoctor.model import EXIT_FINDINGS, EXIT_OK
from tfdoctor.report.console import Console

MAX_TITLE = 300


def health_line(report: HealthReport) -> str:
    if report.healthy or report.reason is None:
        return f"OK tfdoctor: {report.summary}"
    title = " ".join(report.reason.title.split())  # one line, whatever the title held
    if len(title) > MAX_TITLE:
        title = title[: MAX_TITLE - 3] + "..."
    return f"ERROR tfdoctor: {title} [{report.reason.id}]"


def render_health(report: HealthReport, stream: IO[str] | None = None) -> int:
    Console(stream or sys.stdout, colour=False).line(health_line(report))
    return EXIT_OK if report.healthy else EXIT_FINDINGS
