"""Reports in a notebook: HTML for Jupyter/Colab, Markdown, and the CLI's plain text.

Every value is escaped (a version string or a log line can hold ``<script>``); states
are a symbol and a word, colour only repeats them; each fix is a ``<pre><code>`` block
a user can copy. Inline styles only: notebook front ends drop ``<style>`` elements in
untrusted output, and a stylesheet would leak into the rest of the page.
"""

from __future__ import annotations

import html
import io
import re
from typing import Any

from tfdoctor.report.views import SYMBOLS, Mark, Table, View

_TONES = {"ok": "#1a7f37", "warning": "#9a6700", "error": "#cf222e", "muted": "#6e7781"}
_BOX = "font-family: system-ui, sans-serif; font-size: 14px; line-height: 1.4; max-width: 60em"
_CELL = "text-align: left; padding: 3px 10px; border-bottom: 1px solid #d0d7de"
_PRE = (
    "background: #f6f8fa; color: #1f2328; padding: 6px 10px; margin: 4px 0 8px 0; "
    "border-radius: 4px; white-space: pre-wrap; font-size: 13px"
)


def _e(value: Any) -> str:
    return html.escape("" if value is None else str(value), quote=True)


def _mark_html(mark: Mark) -> str:
    colour = _TONES[mark.tone]
    return f'<span style="color: {colour}; font-weight: 600">{_e(mark.text)}</span>'


def _cell_html(value: Any) -> str:
    return _mark_html(value) if isinstance(value, Mark) else _e(value)


def _td(value: Any, first: bool) -> str:
    wrap = "; white-space: nowrap" if isinstance(value, Mark) or first else ""
    return f'<td style="{_CELL}{wrap}">{_cell_html(value)}</td>'


def _table_html(t: Table) -> str:
    head = "".join(f'<th scope="col" style="{_CELL}">{_e(h)}</th>' for h in t.headers)
    body = "".join(
        "<tr>" + "".join(_td(c, i == 0) for i, c in enumerate(row)) + "</tr>" for row in t.rows
    )
    return (
        '<table style="border-collapse: collapse; margin: 6px 0 10px 0">'
        f'<caption style="text-align: left; font-weight: 600">{_e(t.caption)}</caption>'
        f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
    )


def _finding_html(f: dict[str, Any]) -> str:
    sev = str(f.get("severity"))
    mark = Mark(sev)
    count = f" (x{f['count']})" if f.get("count", 1) != 1 else ""
    colour = _TONES[mark.tone if sev != "info" else "muted"]
    parts = [
        f'<div style="border-left: 4px solid {colour}; padding: 2px 0 2px 10px; margin: 8px 0">',
        f"<div>{_mark_html(mark)} <strong>{_e(f.get('title'))}{_e(count)}</strong> "
        f'<code style="color: #57606a">[{_e(f.get("id"))}]</code></div>',
    ]
    if f.get("remedy"):
        parts.append(f'<div>Fix:</div><pre style="{_PRE}"><code>{_e(f["remedy"])}</code></pre>')
    evidence = f.get("evidence") or []
    if evidence or f.get("url"):
        lines = "\n".join(str(e) for e in evidence)
        link = (
            f'<div>See: <a href="{_e(f["url"])}">{_e(f["url"])}</a></div>' if f.get("url") else ""
        )
        parts.append(
            f'<details><summary>Evidence</summary><pre style="{_PRE}">{_e(lines)}</pre>'
            f"{link}</details>"
        )
    parts.append("</div>")
    return "".join(parts)


def to_html(view: View) -> str:
    colour = _TONES[view.state]
    word = {"ok": "OK", "warning": "WARNINGS", "error": "PROBLEMS"}[view.state]
    symbol = SYMBOLS[view.state]
    out = [
        f'<div class="tfdoctor-report" style="{_BOX}">',
        f'<div style="font-size: 16px; font-weight: 700; margin-bottom: 4px">{_e(view.title)}</div>',
        f'<div style="margin: 4px 0 8px 0"><span style="color: {colour}; font-weight: 700">'
        f"{_e(symbol)} {word}</span> — {_e(view.verdict)}</div>",
    ]
    out += [_table_html(t) for t in view.tables if t.rows]
    out += [f'<div style="color: #57606a">{_e(n)}</div>' for n in view.notes]
    if view.findings:
        out.append(
            f'<div style="font-weight: 600; margin-top: 8px">Findings ({len(view.findings)})</div>'
        )
        out += [_finding_html(f) for f in view.findings]
    out.append("</div>")
    return "\n".join(out)


# -- Markdown -------------------------------------------------------------------------
def _md(value: Any) -> str:
    """Text for a Markdown cell: HTML escaped (Markdown renders raw HTML), pipes escaped."""
    text = html.escape("" if value is None else str(value), quote=False)
    return re.sub(r"([|\\`*_\[\]])", r"\\\1", text).replace("\n", " ")


def _md_cell(value: Any) -> str:
    return _md(value.text) if isinstance(value, Mark) else _md(value)


def _fence(text: str) -> str:
    """A fenced block longer than any backtick run inside (code is shown, not run)."""
    longest = max((len(m) for m in re.findall(r"`+", text)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}\n{text}\n{fence}"


def to_markdown(view: View) -> str:
    word = {"ok": "OK", "warning": "WARNINGS", "error": "PROBLEMS"}[view.state]
    out = [
        f"### {_md(view.title)}",
        "",
        f"**{SYMBOLS[view.state]} {word}** — {_md(view.verdict)}",
        "",
    ]
    for t in view.tables:
        if not t.rows:
            continue
        out += [f"**{_md(t.caption)}**", ""]
        out.append("| " + " | ".join(_md(h) for h in t.headers) + " |")
        out.append("|" + "---|" * len(t.headers))
        out += ["| " + " | ".join(_md_cell(c) for c in row) + " |" for row in t.rows]
        out.append("")
    out += [f"_{_md(n)}_" for n in view.notes]
    for f in view.findings:
        mark = Mark(str(f.get("severity")))
        out += ["", f"- **{_md(mark.text)}** {_md(f.get('title'))} `[{_md(f.get('id'))}]`"]
        if f.get("remedy"):
            out += ["", "  Fix:", "", _indent(_fence(str(f["remedy"])), "  ")]
    return "\n".join(out) + "\n"


def _indent(text: str, pad: str) -> str:
    return "\n".join(pad + line for line in text.splitlines())


# -- the CLI's own text, colourless --------------------------------------------------
def plain_text(kind: str, core: Any, *, verbose: bool = False) -> str:
    """What the CLI prints for this report (no colour): ``print(report)``."""
    buf = io.StringIO()
    if kind == "check":
        from tfdoctor.report.check import render_text

        render_text(core, buf, verbose, False)
    elif kind == "devices":
        from tfdoctor.report.devices import render_devices

        render_devices(core, verbose=verbose, colour=False, stream=buf)
    elif kind == "smoke-train":
        from tfdoctor.report.smoke import render_smoke

        render_smoke(core, verbose=verbose, colour=False, stream=buf)
    else:
        from tfdoctor.report.explain import render_explain

        findings, lines_read = core
        render_explain(findings, verbose=verbose, colour=False, lines_read=lines_read, stream=buf)
    return buf.getvalue()
