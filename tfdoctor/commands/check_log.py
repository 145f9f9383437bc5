"""`tfdoctor check`'s reading of the TensorFlow child's log: its stderr and tracebacks
through the explain table, with what the probes know of this environment.

Only a check that ran the child needs it (commands/check.py imports it then), and
``explain -- COMMAND`` reads a failure with the same context.
"""

from __future__ import annotations

from tfdoctor.children.probe_log import all_passed
from tfdoctor.explain.child_logs import probe_log_text, quiet_unrecognised
from tfdoctor.explain.engine import explain_text
from tfdoctor.explain.rules.base import ExplainContext
from tfdoctor.judge.facts import Facts
from tfdoctor.judge.rules.requirements import tf_pins
from tfdoctor.model import Finding


def log_findings(facts: Facts) -> list[Finding]:
    """The findings of the child's stderr, its import traceback, its fit's and ecosystem
    imports' errors, read through the explain table."""
    rt = facts.runtime
    text = probe_log_text(rt.stderr, rt.payload)
    if rt.payload.get("import_traceback"):
        text += "\n" + str(rt.payload["import_traceback"])
    # The fit's and the ecosystem imports' errors go through the same table: their
    # cause (an undefined symbol, a missing tf-keras) is named like any log line's.
    fit = rt.payload.get("keras_fit") or {}
    text += "\n" + str(fit.get("traceback") or "")
    for e in rt.payload.get("ecosystem") or ():
        text += "\n" + str(e.get("traceback") or "")
    if not text.strip():
        return []
    found = explain_text(text, explain_context(facts))
    if all_passed(rt.payload):
        found = quiet_unrecognised(found, "TensorFlow imported and every device test passed")
    return found


def explain_context(facts: Facts, environment: str | None = None) -> ExplainContext:
    """What the explain table may know of this environment: check's child log and
    ``explain -- COMMAND`` read failures with the same facts (issue 18 (c))."""
    row = facts.row
    return ExplainContext(
        tf_version=facts.tf_version,
        tf_build_cuda=facts.build_cuda,
        tf_build_cudnn=(row.cudnn if row else None) or facts.build.get("cudnn_version"),
        python_version=facts.python_version,
        platform=facts.platform,
        pip_remedy=facts.pip_line,
        pip=facts.pip,
        pins=tf_pins(facts),
        companions=tuple(facts.ok(facts.ecosystem) or ()),
        environment=environment,
    )
