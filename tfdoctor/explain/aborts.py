"""A child's log findings where a setting TensorFlow aborted on keeps its severity.

``devices`` and ``smoke-train`` cap their log findings at a warning on a CPU-only run, so
that CUDA noise cannot fail it (explain/child_logs.py). A start-up setting TensorFlow
aborted on (TF_XLA_FLAGS=--nonsense, TF_DETERMINISTIC_OPS=maybe: explain/rules/settings.py)
is no noise: it is why the run failed, and stays an error, listed before the crash.
"""

from __future__ import annotations

from tfdoctor.explain.child_logs import log_findings
from tfdoctor.explain.rules.settings import ABORT_IDS
from tfdoctor.model import Finding, Severity


def child_log_findings(text: str, *, cap: Severity | None = None) -> list[Finding]:
    capped = log_findings(text, cap=cap)
    if cap is None or not any(f.id in ABORT_IDS for f in capped):
        return capped
    full = {f.id: f for f in log_findings(text) if f.id in ABORT_IDS}
    return [full.get(f.id, f) for f in capped]
