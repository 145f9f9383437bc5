"""Finding rule matches in a log, fast enough for a cluster's log, in memory that does not
grow with it.

Two levels of gate keep most lines from costing anything:

1. Per block (a few MB of the file): the lines with their digits deleted (C-speed
   ``bytes.translate``) are the line *shapes*; a log repeats a few shapes with different
   timestamps, step numbers and losses. One compiled regex of every needle (and of the
   error shapes ``unrecognised-error`` needs) runs once per distinct shape; lines whose shape
   passes are the only ones decoded and examined.
2. Per line: the needles in the line name the candidate rules; only those regexes run.

A line wrapped by a terminal or an issue tracker is matched together with its
continuation (the next line, when that line does not start a new record). In a log of up
to ``THOROUGH_LINES`` lines (anything pasted) every line is examined, so a needle cut in
two by the wrap is found too; in a bigger log only lines around a gated line are.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from operator import itemgetter

from tfdoctor.explain.context import NEEDLES as CONTEXT_NEEDLES
from tfdoctor.explain.context import LogContext
from tfdoctor.explain.errors import error_kind
from tfdoctor.explain.hits import Hit, Tally, line_key
from tfdoctor.explain.rules import RULES, Rule
from tfdoctor.explain.traceback import TracebackReader

#: a line shorter than this is not taken for the first half of a wrapped line
MIN_WRAPPED = 40
THOROUGH_LINES = 20_000
_DIGITS = bytes(range(0x30, 0x3A))
_NO_DIGITS = str.maketrans("", "", "0123456789")
_QUOTE = re.compile(r"^(?:>[ \t]?)+(?!>)")
# A line that starts a new record (so it is not the continuation of a wrapped line).
_NEW_RECORD = re.compile(
    r"^\s*(?:\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d|[IWEF]\d{4} \d\d:\d\d:\d\d|"
    r"[IWEF] (?:tensorflow|external|third_party)/|[IWEF] [A-Za-z]:\\|Traceback \(|File \"|"
    r"\w[\w.]*(?:Error|Exception|Warning)\b|WARNING|ERROR|INFO|>>>|\$ |\[)"
)
# _NEW_RECORD on a shape (digits deleted): does the line start a new record?
_NEW_RECORD_SHAPE = re.compile(
    rb"^\s*(?:--[ T]::|[IWEF] ::|[IWEF] (?:tensorflow|external|third_party)/|[IWEF] [A-Za-z]:\\|"
    rb"Traceback \(|File \"|\w[\w.]*(?:Error|Exception|Warning)\b|WARNING|ERROR|INFO|>>>|\$ |\[)"
)
# Error-looking lines (see combos.unrecognised), on shapes: digits already deleted.
_ERROR_SHAPE = re.compile(
    rb"Traceback \(|(?:Error|Exception):|^[FE] :|: [FE] |^[FE] (?:tensorflow|external)/|"
    rb"Fatal Python|Segmentation fault|core dumped|^Aborted|Check failed|File \"|ERROR:|FATAL|"
    rb"subprocess-exited"
)

# Lines a traceback is made of (explain/traceback.py), on shapes: every one is read in order.
_TRACEBACK_SHAPE = re.compile(
    rb"Traceback \(|File \"|^\s*File [~/\\\w]|\.py:: in |Cell In|ipython-input|"
    rb"^(?:E\s+|\s*)[\w.]*(?:Error|Exception|Exit|Interrupt|Failure|Fault)\b|"
    rb"During handling of the above|direct cause of the following"
)


def trie(words: Iterable[str]) -> str:
    """A regex matching any of ``words``, factored as a trie: the sre engine then tests a
    position in one pass instead of once per needle."""
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


class Index:
    """The needles of a rule table: per line (which rules to try) and per shape (the gate)."""

    def __init__(self, rules: tuple[Rule, ...]) -> None:
        self.rules = rules
        by_needle: dict[str, list[int]] = {}
        for pos, r in enumerate(rules):
            for nd in r.needles:
                by_needle.setdefault(nd.translate(_NO_DIGITS), []).append(pos)
        self._cache: dict[str, set[int]] = {}
        self.needles = tuple((nd, tuple(p)) for nd, p in by_needle.items())
        self.width = max((len(nd) for nd in by_needle), default=0)
        self.line_gate = re.compile(trie(by_needle))
        # every position where a needle may start (zero-width, so overlaps are found)
        self.starts = re.compile("(?=" + trie(by_needle) + ")")
        self.by_prefix: dict[str, list[tuple[str, tuple[int, ...]]]] = {}
        for nd, poss in self.needles:
            self.by_prefix.setdefault(nd[:2], []).append((nd, poss))
        shapes = {nd.translate(_NO_DIGITS) for nd in (*by_needle, *CONTEXT_NEEDLES)}
        self.shape_gate = re.compile(trie(s for s in shapes if s).encode(), re.IGNORECASE)

    def candidates(self, low: str) -> set[int]:
        """The rules whose needles are in ``low`` (a lower-cased line), cached per line
        shape (digits deleted; a needle's digits are ignored, so this is a superset: each
        candidate's own regex decides)."""
        shape = low.translate(_NO_DIGITS)
        out = self._cache.get(shape)
        if out is None:
            if len(self._cache) >= 4096:
                self._cache.clear()
            out = self._cache[shape] = self._candidates(shape)
        return out

    def _candidates(self, low: str) -> set[int]:
        out: set[int] = set()
        if self.line_gate.search(low) is None:
            return out
        for m in self.starts.finditer(low):
            p = m.start()
            for nd, poss in self.by_prefix.get(low[p : p + 2], ()):
                if low.startswith(nd, p):
                    out.update(poss)
        return out


_INDEX = Index(RULES)


def clean(line: str) -> str:
    """A line without trailing blanks or issue-tracker quote markers."""
    line = line.rstrip()
    if line.startswith(">") and not line.startswith(">>>"):
        line = _QUOTE.sub("", line)
    return line


def continues(line: str | None) -> bool:
    return bool(line and line.strip()) and not _NEW_RECORD.match(line or "")


def line_hits(
    index: Index, line: str, nxt: str | None, cand: set[int], cand_next: set[int], line_no: int
) -> list[Hit]:
    """The rules that match ``line`` (or ``line`` joined with its continuation ``nxt``)."""
    rules = index.rules
    joins: list[str] = []
    jcand: set[int] = set()
    if nxt is not None and len(line) >= MIN_WRAPPED:
        # a wrapped line: rules whose needle sits in either half are candidates already;
        # only needles cut by the wrap are new
        w = index.width
        tail, head = line[-w:].lower(), nxt.strip()[:w].lower()
        jcand = (
            cand | cand_next | index.candidates(f"{tail} {head}") | index.candidates(tail + head)
        )
        joins = [f"{line} {nxt.strip()}", line + nxt.strip()]
    if not cand and not jcand:
        return []
    hits: list[Hit] = []
    fired: set[str] = set()
    for pos in sorted(cand | jcand):
        r = rules[pos]
        if r.group is not None and r.group in fired:
            continue
        m, text = (r.pattern.search(line) if pos in cand else None), line
        if m is None and pos in jcand:
            for j in joins:
                mm = r.pattern.search(j)
                # only a match that crosses the line end: one inside the next line alone
                # is found when that line's turn comes
                if mm is not None and mm.start() < len(line) < mm.end():
                    m, text = mm, j
                    break
        if m is not None:
            hits.append(Hit(r, line_no, text, r.values(m)))
            if r.group is not None:
                fired.add(r.group)
    return hits


@dataclass(frozen=True)
class _Result:
    """What one line gave: its hits (line numbers set again where it repeats), an error
    kind, and its text."""

    hits: tuple[Hit, ...]
    kind: str | None
    text: str


class Scanner:
    """Feeds blocks of lines through the table; keeps per-id tallies, the log's context and
    the error-looking lines no rule explained (``unrecognised-error``).

    In a big log a message (a line less its timestamp prefix: ``hits.line_key``, paired with
    the next line's when that one continues it) is matched once and its repeats counted."""

    MEMO = 4096

    def __init__(self, rules: tuple[Rule, ...] = RULES) -> None:
        self.index = _INDEX if rules is RULES else Index(rules)
        self.tallies: dict[str, Tally] = {}
        self.context = LogContext()
        self.errors = {"crash": Tally(), "error-level": Tally()}
        self.lines = 0
        self._memo: dict[tuple, _Result] = {}
        #: the log's Python tracebacks, in order (the last one ended the program)
        self.tracebacks = TracebackReader()

    def _match(self, lines: list[str], i: int, no: int) -> _Result:
        line = lines[i]
        nxt = lines[i + 1] if i + 1 < len(lines) else None
        cont = nxt if continues(nxt) else None
        cand = self.index.candidates(line.lower())
        cand_next = self.index.candidates(cont.lower()) if cont else set()
        hits = line_hits(self.index, line, cont, cand, cand_next, no)
        self.context.see(line, nxt, no)
        return _Result(tuple(hits), None if hits else error_kind(line), line)

    def _record(self, res: _Result, no: int, key: str, count: int = 1) -> None:
        for h in res.hits:
            hit = h if h.line_no == no else Hit(h.rule, no, h.text, h.values)
            self.tallies.setdefault(h.rule.id, Tally()).add(hit, key, count)
        if res.kind is not None:
            self.errors[res.kind].add(Hit(self.index.rules[0], no, res.text, {}), key, count)

    def feed_text_lines(self, lines: list[str]) -> None:
        """Cleaned lines, every one examined (a pasted log)."""
        for i, line in enumerate(lines):
            if line:
                no = self.lines + i + 1
                res = self._match(lines, i, no)
                self._record(res, no, line_key(line.strip()))
                self.tracebacks.feed(line, no)
        self.lines += len(lines)

    def feed_block(self, block: bytes, thorough: bool = False) -> None:
        """Complete lines as bytes (split on ``\\n``; no trailing newline)."""
        if thorough:
            self.feed_text_lines([clean(x) for x in block.decode("utf-8", "replace").split("\n")])
            return
        shapes = block.translate(None, _DIGITS).split(b"\n")
        gate, err = self.index.shape_gate.search, _ERROR_SHAPE.search
        uniq = set(shapes)
        flagged = {s for s in uniq if gate(s) or err(s)}
        tb = {s for s in uniq if _TRACEBACK_SHAPE.search(s)}
        if tb:
            raw = block.split(b"\n")
            feed = self.tracebacks.feed
            for i, sh in enumerate(shapes):
                if sh in tb:
                    feed(clean(raw[i].decode("utf-8", "replace")), self.lines + i + 1)
        if flagged:
            picked = [i for i, s in enumerate(shapes) if s in flagged]
            self._feed_flagged(block.split(b"\n"), shapes, uniq, picked)
        self.lines += len(shapes)

    def _feed_flagged(
        self, raw: list[bytes], shapes: list[bytes], uniq: set[bytes], picked: list[int]
    ) -> None:
        base, n = self.lines, len(raw)
        # does a line with this shape continue the line before it (a wrapped line)?
        contd = {sh: bool(sh.strip()) and not _NEW_RECORD_SHAPE.match(sh) for sh in uniq}
        # A message: the line's shape plus its bytes from the end of the TF prefix ("] "),
        # so two lines share it only if they differ in their prefix's digits. A line's
        # match depends on it and, when that one continues it, the next line.
        cont = {sh for sh, c in contd.items() if c}
        wrapish = (
            [i for i in picked if shapes[i] in cont or (i + 1 < n and shapes[i + 1] in cont)]
            if cont
            else []
        )
        plain = picked
        if wrapish:
            skip = set(wrapish)
            plain = [i for i in picked if i not in skip]
        # most lines (a machine's log): no wrap near them, so C-level work only
        get = itemgetter(*plain) if len(plain) > 1 else (lambda seq: tuple(seq[i] for i in plain))
        sfx = [r[r.find(b"] ", 0, 160) + 1 :] for r in get(raw)]
        vals: list[tuple] = list(zip(get(shapes), sfx, strict=True))
        order = plain
        keys: dict[int, tuple] = dict(zip(plain, vals, strict=True)) if wrapish else {}
        for i in wrapish:
            r = raw[i]
            k: tuple = (shapes[i], r[r.find(b"] ", 0, 160) + 1 :])
            if i + 1 < n and contd[shapes[i + 1]]:
                r2 = raw[i + 1]
                k = (k, (shapes[i + 1], r2[r2.find(b"] ", 0, 160) + 1 :]))
            keys[i] = k
            if i and contd[shapes[i]] and i - 1 not in keys:  # a wrap's first half
                r0 = raw[i - 1]
                keys[i - 1] = ((shapes[i - 1], r0[r0.find(b"] ", 0, 160) + 1 :]), k)
        if wrapish:
            order = sorted(keys)
            vals = [keys[i] for i in order]
        counts = Counter(vals)
        first = dict(zip(reversed(vals), reversed(order), strict=True))

        def text(k: int) -> str:
            return clean(raw[k].decode("utf-8", "replace")) if 0 <= k < n else ""

        for key, i in sorted(first.items(), key=lambda kv: kv[1]):
            res = self._memo.get(key)
            if res is None:
                res = self._match([text(i - 1), text(i), text(i + 1)], 1, base + i + 1)
                if len(self._memo) >= self.MEMO:
                    self._memo.clear()
                self._memo[key] = res
            self._record(res, base + i + 1, line_key(res.text.strip()), counts[key])
