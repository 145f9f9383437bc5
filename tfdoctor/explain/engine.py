"""The explain engine: log text -> findings, through the shared rule table.

Real logs are messy, so the text is normalised first: ANSI colours removed, CRLF/CR
split, NULs dropped, issue-tracker quote markers (``> ``) stripped. Matching (and the gates
that make a million-line log cheap) lives in ``scan.py``; findings from combinations of
lines in ``combos.py``; ranking, root causes before symptoms, in ``causes.py``; the
context a log gives about its machine in ``context.py``. An error the table does not know
is never called healthy: it becomes ``unrecognised-error`` (``errors.py``).

Memory does not grow with the log: :func:`explain_stream` reads a file in blocks and only
bounded tallies are kept (``hits.py``).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import IO, Any

from tfdoctor.explain.epochs import accuracy_on_regression, stuck_loss
from tfdoctor.explain.hits import Tally
from tfdoctor.explain.lines import TYPO_BYTES, TYPO_TABLE, TYPOGRAPHIC, clean, unescaped
from tfdoctor.explain.rules import ExplainContext
from tfdoctor.explain.scan import THOROUGH_LINES, Scanner
from tfdoctor.model import Finding, Severity

__all__ = ["ExplainContext", "explain_text", "explain_lines", "explain_stream", "normalise"]
__all__ += ["SCHEMA"]

SCHEMA = "tfdoctor.explain/1"
#: bytes read per block when streaming a file
BLOCK = 4 << 20

_ANSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07")
_ANSI_B = re.compile(rb"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07")


def normalise(text: str) -> list[str]:
    """Lines without colours, quote markers or trailing blanks (CRLF, CR and NUL tolerated),
    typographic quotes and full-width punctuation as ASCII."""
    if "\x1b" in text:
        text = _ANSI.sub("", text)
    if any(c in text for c in TYPOGRAPHIC):
        text = text.translate(TYPO_TABLE)
    text = text.replace("\x00", "").replace("\r\n", "\n").replace("\r", "\n")
    if text.endswith("\n"):
        text = text[:-1]
    return unescaped([clean(x) for x in text.split("\n")]) if text else []


def _bytes_block(data: bytes) -> bytes:
    if b"\x1b" in data:
        data = _ANSI_B.sub(b"", data)
    if b"\r" in data:
        data = data.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
    if b"\x00" in data:
        data = data.replace(b"\x00", b"")
    if (b"\xe2" in data or b"\xef" in data) and (b"\xe2\x80" in data or b"\xef\xbc" in data):
        for k, v in TYPO_BYTES:
            data = data.replace(k, v)
    return data


def _finding(fid: str, tally: Tally, ctx: ExplainContext) -> Finding:
    worst = tally.worst
    assert worst is not None
    vals: dict[str, Any] = {}
    libraries: list[str] = []
    # values of the most severe lines first, then the rest
    for h in sorted(tally.hits, key=lambda h: h.rule.severity.rank):
        for k, v in h.values.items():
            vals.setdefault(k, v)
        lib = h.values.get("library")
        if lib and lib not in libraries:
            libraries.append(lib)
    if len(libraries) > 1:
        vals["libraries"] = libraries
    return Finding(
        id=fid,
        severity=worst.severity,
        title=worst.title,
        remedy=worst.remedy(vals, ctx),
        evidence=tally.evidence(),
        url=worst.url,
        values=vals,
        count=tally.lines,
    )


def _findings(
    scan: Scanner, context: ExplainContext | None, context_out: list | None = None
) -> list[Finding]:
    from tfdoctor.explain.causes import rank
    from tfdoctor.explain.combos import derived
    from tfdoctor.explain.context_filters import apply_filters, import_causes
    from tfdoctor.explain.cut_logs import cut_short
    from tfdoctor.explain.endings import cancelled_at_close
    from tfdoctor.explain.errors import ignored_demoted, unrecognised
    from tfdoctor.explain.notices_cpu import cpu_only_notices
    from tfdoctor.explain.primary import (
        NOTICE_IDS,
        as_fatal,
        causes_of_unknown,
        cut_owner_yields,
        event_findings,
        primary_ids,
        unknown_exception,
    )

    ctx = scan.context.merged(context)
    if context_out is not None:
        context_out.append(ctx)  # what the remedies were written for (explain's report)
    by_id = {fid: t.hits for fid, t in scan.tallies.items()}
    ordered = [(t.first_line, _finding(fid, t, ctx)) for fid, t in scan.tallies.items()]
    ordered += derived(by_id, scan.context, ctx)
    ordered += stuck_loss(scan.context.epochs) + accuracy_on_regression(scan.context.epochs)
    events = scan.tracebacks.finish()
    ordered = apply_filters(ordered, scan.context, events)  # (what the rest of the log rules out)
    found = event_findings(events, ctx)
    have = {f.id for _, f in found}
    # an event that read whose frame raised takes its line from a line rule's guess
    taken = {(line, x) for line, f in found for x in f.values.get("replaces", ())}
    found = [(line, replace(f, values={k: v for k, v in f.values.items() if k != "replaces"})) for line, f in found]
    ordered = [(line, f) for line, f in ordered if f.id not in have and (line, f.id) not in taken] + found
    # a traceback Python printed as "Exception ignored in ..." did not end the program
    # (nor a traceback that ends nothing: a queue's enqueue cancelled at close, explain/endings.py;
    # the failure before it, if any, is the program's end: the review of ebd791a)
    ended_nothing = [e for e in events if not e.ignored and e.final is not None
                     and cancelled_at_close(e.final)]
    live = [e for e in events if not e.ignored and all(e is not x for x in ended_nothing)]
    last = live[-1] if live else None
    errors = ignored_demoted(
        scan.errors, [e for e in events if e.ignored] + ended_nothing,
        explained=any(i in scan.tallies for i in (
            "benign-ignored-finalizer", "python-site-pth-error", "matplotlib-backend-already-chosen",
            "benign-queue-cancelled-on-close")),
    )
    primary, unknown = primary_ids(last, scan.tallies, found)
    primary, ordered = cut_owner_yields(last, primary, ordered, {f.id for _, f in found})
    if unknown is not None and last is not None:
        crashed = "tensorflow-crashed" in scan.tallies  # a crash ended it, not the paste
        guessed = _from_cut_traceback(last, unknown, context, crashed)
        if guessed:
            named = import_causes(ordered, last)  # (context_filters: over the cut's guess)
            ordered += guessed
            primary, unknown = named or {f.id for _, f in guessed}, None
    if unknown is not None and last is not None and not any(
        f.severity is not Severity.INFO for _, f in ordered
    ):
        from tfdoctor.explain.cuts import cut_in_keras_loading

        keras_cut = cut_in_keras_loading(last)  # (nothing else in the log says why)
        if keras_cut is not None:
            ordered.append((unknown.line_no, keras_cut))
            primary, unknown = {keras_cut.id}, None
    if unknown is not None:
        primary = causes_of_unknown(ordered, unknown.text) or {"unrecognised-error"}
        ordered = [(line, as_fatal(f) if f.id in primary and f.severity is Severity.INFO else f)
                   for line, f in ordered]  # a note named as the cause of a crash is an error
        ordered.append((unknown.line_no, unknown_exception(unknown)))
    else:
        # (a user's stop read from a cut traceback stays the warning it is: the second review)
        ordered = [(line, as_fatal(f) if f.id in primary and f.id != "user-interrupted" else f)
                   for line, f in ordered]
    if last is None and not errors["crash"].lines and "tensorflow-crashed" not in scan.tallies:
        ordered = cpu_only_notices(ordered)  # (no traceback, no crash: the program ran on the CPU)
    findings = rank(ordered, primary)
    if unknown is not None:
        pass  # the program's own end is already said; no second unrecognised-error
    elif not any(f.severity is not Severity.INFO for f in findings):
        # nothing named a problem: an error line no rule knows, else a line that says there is
        # a problem in words, is said (a log is called healthy only when nothing says otherwise)
        last_rule = max((t.last_line for t in scan.tallies.values()), default=0)
        extra = unrecognised(errors, words=True, explained_after=last_rule)
        if extra is None and scan.lines >= 3:  # a pip output, not one line quoted from it
            extra = cut_short(scan.context.tail)
        if extra is not None:
            findings.insert(0, extra)
    elif (
        not live
        and errors["crash"].lines
        and all(
            f.severity is Severity.INFO or (f.id in NOTICE_IDS and f.severity is Severity.WARNING)
            for f in findings
        )
    ):
        # Only notices (TensorFlow's own warnings about a missing GPU: an error-level one, such
        # as a container without GPU access, can be why it died) beside a crash line no rule
        # knows and no Python
        # traceback (absl's "FATAL Flags parsing error" after the CPU-only start-up lines,
        # KosinskiLab/AlphaPulldown#126): a notice never explains why a program died, so the
        # crash comes first. (A traceback's own exception was judged above.)
        extra = unrecognised(errors)
        if extra is not None:
            findings.insert(0, extra)
    else:
        # Beside a named cause, a traceback is usually that cause's own; an E-level line no
        # rule knows is still said, last (check turns it into a note when its child passed).
        extra = unrecognised(errors, e_level_only=True)
        if extra is not None:
            findings.append(extra)
    return findings


def _from_cut_traceback(
    event: Any, unknown: Any, context: ExplainContext | None, crashed: bool = False
) -> list:
    """Findings for the exception a paste cut off, when the log still says what it was
    (explain/primary.py ``reconstructed``), marked as read from the log's remains."""
    from tfdoctor.explain.cuts import header_guess
    from tfdoctor.explain.primary import reconstructed
    from tfdoctor.explain.traceback import TRUNCATED

    guess = reconstructed(event) or header_guess(event)
    if guess is None:
        from tfdoctor.explain.cuts import cut_in_tensorflow_import

        cut = None if crashed else cut_in_tensorflow_import(event, context)
        return [(unknown.line_no, cut)] if cut else []
    out = []
    for f in explain_lines([guess], context):
        if f.id == "unrecognised-error" or f.severity is Severity.INFO:
            continue
        frames = event.final.frames if event.final is not None else ()
        where = (f'  File "{frames[-1].path}", line {frames[-1].line}: {frames[-1].source}'
                 if frames else event.final.text if event.final is not None else "")
        how = ("the log stops inside this traceback" if event.final is None
               or event.final.type == TRUNCATED else "the exception names no module")
        ev = (where[:300],
              f"{how}; read as {guess}"
              + (f" (Jupyter's header says {event.header})" if event.header else ""))
        vals = dict(f.values, primary=True, reconstructed=guess)
        sev = f.severity if f.id == "user-interrupted" else Severity.ERROR  # (a stop, no fault)
        out.append((unknown.line_no, replace(f, severity=sev, evidence=ev, values=vals)))
    return out


def explain_lines(
    lines: list[str], context: ExplainContext | None = None, context_out: list | None = None
) -> list[Finding]:
    """Findings for normalised lines, most important first, one per id. ``context_out``
    receives the context the remedies used (the caller's, gaps filled from the log)."""
    scan = Scanner()
    if len(lines) <= THOROUGH_LINES:
        scan.feed_text_lines(lines)
    else:
        scan.feed_block("\n".join(lines).encode("utf-8", "replace"))
    return _findings(scan, context, context_out)


def explain_text(text: str, context: ExplainContext | None = None) -> list[Finding]:
    """Findings for a TensorFlow log, most important first, one per id (repeats in ``count``)."""
    return explain_lines(normalise(text), context)


def explain_stream(
    stream: IO[bytes],
    context: ExplainContext | None = None,
    block: int = BLOCK,
    context_out: list | None = None,
    name: str | None = None,
) -> tuple[list[Finding], int]:
    """Findings for a log read from a binary stream in blocks, and its number of lines.

    A log that fits one block and has at most THOROUGH_LINES lines is examined line by
    line (as :func:`explain_lines`); a bigger one through the block gates of scan.py.
    Input that is not text, or holds nothing but blank lines, gets the finding that says
    so (log_input.py), never an empty list read as "no known problem"."""
    from tfdoctor.explain.log_input import empty_log, not_a_log

    scan = Scanner()
    rest = b""
    first = True
    while True:
        data = stream.read(block)
        if first:
            first = False
            odd = not_a_log(data, name)
            if odd is not None:
                if context_out is not None:
                    context_out.append(scan.context.merged(context))
                return [odd], 0
            more = stream.read(1) if data else b""
            if not more:  # the whole log is this one block
                if not data.replace(b"\x00", b"").lstrip(b"\xef\xbb\xbf\xff\xfe").strip():
                    if context_out is not None:
                        context_out.append(scan.context.merged(context))
                    return [empty_log(name)], data.count(b"\n")
                data = _bytes_block(data)
                if data.endswith(b"\n"):
                    data = data[:-1]
                if data:
                    scan.feed_block(data, thorough=data.count(b"\n") < THOROUGH_LINES)
                return _findings(scan, context, context_out), scan.lines
            data += more
        if not data:
            break
        if data.endswith(b"\r"):  # a CRLF cut by the block: keep its halves together
            extra = stream.read(1)
            data += extra
        data = _bytes_block(rest + data)
        # the block's last complete line waits for the next block too: a line hard-wrapped
        # by the paste (an 80-column terminal) continues there (tensorflow/text's ".so:
        # undefined s" / "ymbol: ..." split across a block boundary, ext7-ho-012)
        last = data.rfind(b"\n")
        cut = data.rfind(b"\n", 0, last) if last > 0 else -1
        if cut < 0:
            rest = data
            continue
        scan.feed_block(data[:cut], nxt=data[cut + 1 : last])
        rest = data[cut + 1 :]
    if rest:
        # the held-back last line keeps its newline: the log's end is what it was before it
        # (a final newline ends the last line; an empty line before it is still a line)
        scan.feed_block(rest[:-1] if rest.endswith(b"\n") else rest)
    return _findings(scan, context, context_out), scan.lines
