"""Rendering `tfdoctor report`: one paste-ready Markdown document for a bug report.

Everything in it passes through two filters at the end: `scrub` (user and host names,
home paths, IP addresses, GPU UUIDs; skipped with --no-redact) and `redact` (values of
secret-looking environment variables; always). Filtering the finished text, not each
field, means nothing assembled on the way can slip past.
"""

from __future__ import annotations

import json
from datetime import datetime, timezone
from typing import Any

from tfdoctor import __version__
from tfdoctor.commands.bug_report import BugReport
from tfdoctor.report.check import LABELS, VERDICTS, to_json
from tfdoctor.report.redact import READ_NOT_SHOWN, SHOWN_ENV, hidden_values, redact, secret_name
from tfdoctor.report.scrub import Identity, mask_tf_config, scrub


def _cell(value: Any) -> str:
    text = "-" if value in (None, "", []) else str(value)
    return text.replace("|", "\\|").replace("\n", " ")


def _versions(obj: Any, key: str = "") -> set[str]:
    """Every version string in the check document (kept when hiding IPv4 addresses:
    cuDNN 9.3.0.75 looks like one)."""
    if isinstance(obj, dict):
        return set().union(set(), *(_versions(v, str(k)) for k, v in obj.items()))
    if isinstance(obj, list):
        return set().union(set(), *(_versions(v, key) for v in obj))
    return {obj} if isinstance(obj, str) and "version" in key.lower() else set()


def _env_value(name: str, value: str | None, redacting: bool) -> str:
    if value is None:
        return "(unset)"
    if secret_name(name):
        return "[redacted]"
    if name == "TF_CONFIG" and redacting:
        return mask_tf_config(value)
    return value


def _components(doc: dict[str, Any]) -> list[str]:
    out = ["| component | status | version | from |", "|---|---|---|---|"]
    for name, comp in doc["components"].items():
        out.append(
            f"| {LABELS.get(name, name)} | {_cell(comp.get('status'))} | "
            f"{_cell(comp.get('version'))} | {_cell(comp.get('source'))} |"
        )
    gpus = doc["components"]["driver"].get("gpus") or []
    if gpus:
        out += ["", "| GPU | name | compute capability | memory (MiB) |", "|---|---|---|---|"]
        for g in gpus:
            out.append(
                f"| {_cell(g.get('index'))} | {_cell(g.get('name'))} | "
                f"{_cell(g.get('compute_capability'))} | {_cell(g.get('memory_total_mib'))} |"
            )
    build = doc["components"]["tensorflow"].get("build") or {}
    if any(v is not None for v in build.values()):
        out += ["", "TensorFlow build: " + ", ".join(f"{k}={v}" for k, v in build.items())]
    return out


def _findings(findings: list[dict[str, Any]]) -> list[str]:
    if not findings:
        return ["No findings."]
    out = []
    for f in findings:
        count = f" (x{f['count']})" if f.get("count", 1) != 1 else ""
        out.append(f"- **{f['severity']}** `{f['id']}`{count}: {f['title']}")
        if f.get("remedy"):
            out.append(f"  - fix: {f['remedy'].splitlines()[0]}")
    return out


def _devices(report: BugReport, doc: dict[str, Any]) -> list[str]:
    if report.devices is not None:
        d = report.devices.to_dict()
        out = ["| device | type | op | XLA |", "|---|---|---|---|"]
        ops = {o.get("device"): o for o in d.get("ops") or []}
        for dev in d.get("logical_devices") or []:
            op = ops.get(dev.get("name"), {})
            out.append(
                f"| {_cell(dev.get('name'))} | {_cell(dev.get('type'))} | "
                f"{_cell(op.get('op'))} | {_cell(op.get('xla'))} |"
            )
        if report.devices.findings:
            out.append("")
        for f in report.devices.findings:
            out.append(f"- **{f.severity.value}** `{f.id}`: {f.title}")
        return out
    if doc["devices"]:
        out = ["| device | type | op | XLA |", "|---|---|---|---|"]
        for dev in doc["devices"]:
            out.append(
                f"| {_cell(dev.get('name'))} | {_cell(dev.get('type'))} | "
                f"{_cell(dev.get('op'))} | {_cell(dev.get('xla'))} |"
            )
        return out
    return ["Not probed (`--no-runtime`, or an image given with `--root`)."]


def render_markdown(report: BugReport, *, redacting: bool = True) -> str:
    doc = to_json(report.check)
    counts = {
        s: sum(1 for f in doc["findings"] if f["severity"] == s) for s in ("error", "warning")
    }
    env_lines = [f"{k}={_env_value(k, v, redacting)}" for k, v in sorted(report.env.items())]
    when = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    lines = [
        "## tfdoctor report",
        "",
        f"tfdoctor {__version__}, {when}. "
        + (
            "User and host names, home paths, IP addresses and GPU UUIDs are redacted."
            if redacting
            else "Not redacted (`--no-redact`): check it before you paste it."
        ),
        "",
        f"**Verdict:** {VERDICTS[doc['verdict']]} ({counts['error']} errors, "
        f"{counts['warning']} warnings; GPU usable: {'yes' if doc['gpu_usable'] else 'no'})",
        "",
        "### Versions",
        "",
        *_components(doc),
        "",
        "### Findings (`tfdoctor check`)",
        "",
        *_findings(doc["findings"]),
        "",
        "### Devices (`tfdoctor devices`)",
        "",
        *_devices(report, doc),
        "",
        "### Environment",
        "",
        "```sh",
        *env_lines,
        "```",
        "",
        "<details><summary><code>tfdoctor check --json</code></summary>",
        "",
        "```json",
        json.dumps(doc, indent=2, default=str),
        "```",
        "",
        "</details>",
        "",
    ]
    text = "\n".join(lines)
    if redacting:
        ident = Identity(report.users, report.hosts, report.homes, report.versions | _versions(doc))
        text = scrub(text, ident)
    # Secret-looking environment values are hidden always, --no-redact or not.
    env = report.check.facts.host.env
    shown = SHOWN_ENV | READ_NOT_SHOWN | {k for k in report.env if not secret_name(k)}
    hidden = tuple(v for v in hidden_values(env) if not any(env.get(k) == v for k in shown))
    return redact(text, hidden=hidden)
