"""Render `tfdoctor fix`: the plan (what pip's resolver says each fix would change), what
was applied, and whether it was kept or restored. Returns the exit code."""

from __future__ import annotations

from typing import Any

from tfdoctor.commands.fix import FixPlan
from tfdoctor.report.console import Console, emit_json

SCHEMA = "tfdoctor.fix/1"
_WORDS = {
    "ok": "checked by pip's resolver; would install",
    "moves-tensorflow": "REFUSED: would replace the installed TensorFlow",
    "resolver-failed": "pip's resolver cannot satisfy it",
    "nothing-to-do": "already satisfied",
    "manual": "not a pip fix: run it yourself",
}


def fix_json(plan: FixPlan) -> dict[str, Any]:
    return {
        "schema": SCHEMA,
        "python": plan.python,
        "tensorflow": plan.tf_version,
        "outcome": plan.outcome,
        "steps": [
            {
                "finding": s.finding_id,
                "command": s.command,
                "pip_args": list(s.pip_args),
                "verdict": s.verdict,
                "changes": list(s.changes),
                "detail": s.detail,
            }
            for s in plan.steps
        ],
        "applied": plan.applied,
        "errors_before": plan.before_errors,
        "errors_after": plan.after_errors,
        "snapshot": plan.snapshot,
    }


def exit_status(plan: FixPlan) -> int:
    if plan.outcome == "applied":
        return 0 if not plan.after_errors else 1
    if plan.outcome == "planned":
        return 0
    return 0 if plan.before_errors == 0 else 1


def render_fix(plan: FixPlan, *, json_out: bool = False, colour: bool | None = None) -> int:
    if json_out:
        emit_json(fix_json(plan))
        return exit_status(plan)
    con = Console(colour=colour)
    con.line(f"tfdoctor fix — for {plan.python} (TensorFlow {plan.tf_version or 'not installed'})")
    if not plan.steps:
        con.line("Nothing to fix: check found no error or warning with a remedy.")
    for i, s in enumerate(plan.steps, 1):
        con.line(f"{i}. [{s.finding_id}] {s.command}")
        con.line(
            f"   {_WORDS.get(s.verdict, s.verdict)}"
            + (f": {', '.join(s.changes)}" if s.changes else "")
            + (f" ({s.detail})" if s.detail else "")
        )
    tail = {
        "planned": "Plan only (--dry-run): nothing was changed.",
        "nothing-to-do": "No fix for tfdoctor to run; the others are yours to run.",
        "not-applied": "Nothing was changed (not confirmed, or this is not a virtual/conda "
        "environment: run the commands above yourself).",
        "applied": f"Applied; check now finds {plan.after_errors} error(s) "
        f"(was {plan.before_errors}). Previous packages: {plan.snapshot}",
        "restored": f"The result was worse ({plan.after_errors} errors, was {plan.before_errors}): "
        f"the previous packages were restored from {plan.snapshot}.",
    }[plan.outcome]
    con.line(tail)
    return exit_status(plan)
