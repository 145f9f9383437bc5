"""The explain engine: TensorFlow log text -> findings, through the shared rule table.

Real logs are messy, so the text is normalised first: ANSI colours removed, CRLF/CR
split, issue-tracker quote markers (``> ``) dropped. A line wrapped by a terminal or an
issue tracker is matched together with its continuation (the next line when that line
does not start a new record: no timestamp, no absl prefix, no traceback frame). Repeated
lines count once per line in ``Finding.count``.

A few findings come from combinations, not one line: a CUDA library asked for by one
version while the library path holds another (cuda-version-mismatch), libcuda missing
on WSL2 (wsl-libcuda-missing), no GPU on native Windows with TF >= 2.11
(windows-native-gpu-unsupported). An error the table does not know is never called
healthy: it becomes ``unrecognised-error``.
"""

from __future__ import annotations

import re
from typing import Any

from tfdoctor.explain.hits import Hit, evidence_of
from tfdoctor.explain.rules import RULES, ExplainContext, Rule
from tfdoctor.model import Finding, Severity

__all__ = ["ExplainContext", "explain_text", "explain_lines", "normalise", "SCHEMA"]

SCHEMA = "tfdoctor.explain/1"
#: a line shorter than this is not taken for the first half of a wrapped line
MIN_WRAPPED = 40

_ANSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07")
_QUOTE = re.compile(r"^(?:>[ \t]?)+(?!>)")
# A line that starts a new record (so it is not the continuation of a wrapped line):
# old TF timestamp, absl prefix, bare TF severity prefix, traceback frames, Python errors.
_NEW_RECORD = re.compile(
    r"^\s*(?:\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d|[IWEF]\d{4} \d\d:\d\d:\d\d|"
    r"[IWEF] (?:tensorflow|external|third_party)/|[IWEF] [A-Za-z]:\\|Traceback \(|File \"|"
    r"\w[\w.]*(?:Error|Exception|Warning)\b|WARNING|ERROR|INFO|>>>|\$ |\[)"
)


def normalise(text: str) -> list[str]:
    """Lines without colours, quote markers or trailing blanks (CRLF, CR and NUL tolerated)."""
    if "\x1b" in text:
        text = _ANSI.sub("", text)
    out = []
    for raw in text.replace("\x00", "").splitlines():
        line = raw.rstrip()
        if line.startswith(">") and not line.startswith(">>>"):
            line = _QUOTE.sub("", line)
        out.append(line)
    return out


def _continues(line: str) -> bool:
    return bool(line.strip()) and not _NEW_RECORD.match(line)


Index = tuple[re.Pattern[str], tuple[tuple[str, tuple[int, ...]], ...]]


def _trie(words: list[str]) -> str:
    """A regex matching any of ``words``, factored as a trie: the sre engine then tests a
    line in one pass instead of once per needle (3x faster on real logs)."""
    root: dict = {}
    for w in words:
        node = root
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict) -> str:
        if "" in node:  # a shorter needle is a prefix: enough for a gate
            return ""
        alts = [re.escape(ch) + build(sub) for ch, sub in sorted(node.items())]
        return alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"

    return build(root) if root else "(?!)"


def _needle_index(rules: tuple[Rule, ...]) -> Index:
    """A gate regex over all needles, and each distinct needle with the rules (by table
    position) that need it."""
    index: dict[str, list[int]] = {}
    for pos, r in enumerate(rules):
        for nd in r.needles:
            index.setdefault(nd, []).append(pos)
    gate = re.compile(_trie(list(index)))
    return gate, tuple((nd, tuple(pos)) for nd, pos in index.items())


_INDEX = _needle_index(RULES)


def _candidates(low: str, index: Index) -> set[int]:
    gate, needles = index
    if gate.search(low) is None:  # most lines of a log
        return set()
    return {pos for nd, poss in needles if nd in low for pos in poss}


def match_lines(lines: list[str], rules: tuple[Rule, ...] = RULES) -> list[Hit]:
    """Every (rule, line) match, in log order. Precompiled patterns; needles filter first:
    a line without any needle (most of a log) costs a few substring tests."""
    index = _INDEX if rules is RULES else _needle_index(rules)
    width = max((len(nd) for nd, _ in index[1]), default=0)
    hits: list[Hit] = []
    n = len(lines)
    cands = [_candidates(ln.lower(), index) if ln else set() for ln in lines]
    for i, line in enumerate(lines):
        if not line:
            continue
        cand = cands[i]
        nxt = lines[i + 1] if i + 1 < n and _continues(lines[i + 1]) else None
        joins: list[str] = []
        jcand: set[int] = set()
        if nxt is not None and len(line) >= MIN_WRAPPED:
            # a wrapped line: also try it with its continuation. Rules whose needle sits
            # in either half are candidates already; only needles cut by the wrap are new.
            tail, head = line[-width:].lower(), nxt.strip()[:width].lower()
            jcand = (
                cand
                | cands[i + 1]
                | _candidates(f"{tail} {head}", index)
                | _candidates(tail + head, index)
            )
            joins = [f"{line} {nxt.strip()}", line + nxt.strip()]
        if not cand and not jcand:
            continue
        fired: set[str] = set()
        for pos in sorted(cand | jcand):
            r = rules[pos]
            if r.group is not None and r.group in fired:
                continue
            m, text = (r.pattern.search(line) if pos in cand else None), line
            if m is None and pos in jcand:
                for j in joins:
                    mm = r.pattern.search(j)
                    # only a match that crosses the line end: one inside the next line
                    # alone is found when that line's turn comes
                    if mm is not None and mm.start() < len(line) < mm.end():
                        m, text = mm, j
                        break
            if m is not None:
                hits.append(Hit(r, i + 1, text, r.values(m)))
                if r.group is not None:
                    fired.add(r.group)
    return hits


def _merge_values(hits: list[Hit]) -> dict[str, Any]:
    vals: dict[str, Any] = {}
    libraries: list[str] = []
    for h in hits:
        for k, v in h.values.items():
            vals.setdefault(k, v)
        lib = h.values.get("library")
        if lib and lib not in libraries:
            libraries.append(lib)
    if len(libraries) > 1:
        vals["libraries"] = libraries
    return vals


def _finding(
    fid: str, hits: list[Hit], ctx: ExplainContext | None, extra: dict | None = None
) -> Finding:
    worst = min(hits, key=lambda h: h.rule.severity.rank)
    # values of the most severe lines first, then the rest
    ordered = sorted(hits, key=lambda h: h.rule.severity.rank)
    vals = _merge_values(ordered)
    vals.update(extra or {})
    return Finding(
        id=fid,
        severity=worst.rule.severity,
        title=worst.rule.title,
        remedy=worst.rule.remedy(vals, ctx),
        evidence=evidence_of(hits),
        url=worst.rule.url,
        values=vals,
        count=len({h.line_no for h in hits}),
    )


def explain_lines(lines: list[str], context: ExplainContext | None = None) -> list[Finding]:
    from tfdoctor.explain.causes import rank
    from tfdoctor.explain.combos import derived, unrecognised

    hits = match_lines(lines)
    by_id: dict[str, list[Hit]] = {}
    for h in hits:
        by_id.setdefault(h.rule.id, []).append(h)
    ordered = [(hs[0].line_no, _finding(fid, hs, context)) for fid, hs in by_id.items()]
    ordered += derived(by_id, lines, "\n".join(lines), context)
    findings = rank(ordered)
    if not any(f.severity is not Severity.INFO for f in findings):
        extra = unrecognised(lines, hits)
        if extra is not None:
            findings.insert(0, extra)
    return findings


def explain_text(text: str, context: ExplainContext | None = None) -> list[Finding]:
    """Findings for a TensorFlow log, most severe first, one per id (repeats in ``count``)."""
    return explain_lines(normalise(text), context)
