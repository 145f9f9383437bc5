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

__all__ = ["Index", "Scanner", "clean", "continues", "line_hits", "unescaped"]

import re
from collections import Counter
from dataclasses import dataclass
from itertools import compress, repeat
from operator import and_, itemgetter, mul, or_

from tfdoctor.explain.context import NEEDLES as CONTEXT_NEEDLES
from tfdoctor.explain.context import LogContext
from tfdoctor.explain.errors import TROUBLE_SHAPE, error_kind
from tfdoctor.explain.hits import Hit, Tally, line_key, no_digits
from tfdoctor.explain.lines import clean, unescaped
from tfdoctor.explain.rules import RULES, Rule
from tfdoctor.explain.rules.base import trie
from tfdoctor.explain.traceback import TracebackReader

#: a line shorter than this is not taken for the first half of a wrapped line
MIN_WRAPPED = 40
THOROUGH_LINES = 20_000
#: lines after a traceback-looking line that the traceback reader reads in a big log
TB_WINDOW = 40
_DIGITS = bytes(range(0x30, 0x3A))
_LAST = itemgetter(-1)
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
    rb"subprocess-exited|exit code -? \(x[cC]|signal : SIG(?:SEGV|ABRT|BUS|FPE)|"
    rb"^\s*error: |^[\w.-]+: (?:Error|error|ERROR)\b|OP_REQUIRES failed|^\s*\xc3\x97 |"
    rb"\berror C: |\) failed to prepare|:: fatal error: "
)

# A bare answer to the user's GPU question ("[]", "False"), which the context reads: gated in.
_ANSWER_SHAPE = re.compile(rb"^\W{0,6}(?:\[\s*\]|False)\W{0,3}$")

# Lines a traceback is made of (explain/traceback.py), on shapes: every one is read in order.
_TRACEBACK_SHAPE = re.compile(
    rb"Traceback \(|File \"|^\s*File [~/\\\w]|\.py:: in |Cell In|ipython-input|"
    # IPython 7's frames, "/x/site-packages/tensorflow/__init__.py in <module>()" (and
    # Colab's markdown link around the path), read even when the paste starts after the header
    rb"^\[?(?:[~/]|[A-Za-z]:\\)\S*\.py\]?(?:\(\S*\))? in |"
    rb"^(?:E\s+|\s*)[\w.]*(?:Error|Exception|Exit|Interrupt|Failure|Fault)\b|"
    rb"During handling of the above|direct cause of the following|^Exception ignored |"
    rb"^Error processing line |^The backend was \*orig"
)


class Index:
    """The needles of a rule table: per line (which rules to try) and per shape (the gate)."""

    def __init__(self, rules: tuple[Rule, ...]) -> None:
        self.rules = rules
        by_needle: dict[str, list[int]] = {}
        for pos, r in enumerate(rules):
            for nd in r.needles:
                by_needle.setdefault(no_digits(nd), []).append(pos)
        self._cache: dict[str, set[int]] = {}
        self.needles = tuple((nd, tuple(p)) for nd, p in by_needle.items())
        self.width = max((len(nd) for nd in by_needle), default=0)
        self.line_gate = re.compile(trie(by_needle))
        # every position where a needle may start (zero-width, so overlaps are found)
        self.starts = re.compile("(?=" + trie(by_needle) + ")")
        self.by_prefix: dict[str, list[tuple[str, tuple[int, ...]]]] = {}
        for nd, poss in self.needles:
            self.by_prefix.setdefault(nd[:2], []).append((nd, poss))
        shapes = {no_digits(nd) for nd in (*by_needle, *CONTEXT_NEEDLES)}
        self.shape_gate = re.compile(trie(s for s in shapes if s).encode(), re.IGNORECASE)

    def candidates(self, low: str) -> set[int]:
        """The rules whose needles are in ``low`` (a lower-cased line), cached per line
        shape (digits deleted; a needle's digits are ignored, so this is a superset: each
        candidate's own regex decides)."""
        shape = no_digits(low)
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
        if m is not None and joins and m.end() == len(line):
            # a match that runs to the wrap reads on into the continuation (pip's "(from
            # versions: ..." list wrapped by a terminal: Belval/MobileNetV3#7)
            mm = r.pattern.search(joins[0])
            if mm is not None and mm.start() == m.start() and mm.end() > len(line):
                m, text = mm, joins[0]
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
        self.errors = {"crash": Tally(), "error-level": Tally(), "trouble": Tally()}
        self.lines = 0
        self._memo: dict[tuple, _Result] = {}
        #: the log's Python tracebacks, in order (the last one ended the program)
        self.tracebacks = TracebackReader()
        self._tb_until = 0  # the traceback reader reads every line up to this one

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
                self.context.tail = line if line.strip() else self.context.tail
                no = self.lines + i + 1
                res = self._match(lines, i, no)
                self._record(res, no, line_key(line.strip()))
                self.tracebacks.feed(line, no)
        self.context.epochs.feed_lines(lines, self.lines)
        self.lines += len(lines)

    def feed_block(self, block: bytes, thorough: bool = False, nxt: bytes = b"") -> None:
        """Complete lines as bytes (no trailing newline); ``nxt``: the line held back for the
        next block, which the last may continue (r87-1-007's plugin line and its "Failed!")."""
        if thorough:
            text = block.decode("utf-8", "replace").split("\n")
            self.feed_text_lines(unescaped([clean(x) for x in text]))
            return
        tail = block.rstrip().rpartition(b"\n")[2]
        if tail.strip():
            self.context.tail = clean(tail.decode("utf-8", "replace"))
        shapes = block.translate(None, _DIGITS).split(b"\n")
        gate, err, words = self.index.shape_gate.search, _ERROR_SHAPE.search, TROUBLE_SHAPE.search
        uniq = set(shapes)
        answer = _ANSWER_SHAPE.match
        flagged = {s for s in uniq if gate(s) or err(s) or words(s) or answer(s)}
        tb = {s for s in uniq if _TRACEBACK_SHAPE.search(s)}
        in_window = self._tb_until > self.lines  # a traceback's window from a block before
        raw = block.split(b"\n") if (tb or flagged or in_window) else []
        if tb or in_window:
            self._feed_tracebacks(raw, shapes, tb)
        if flagged:
            isflag = list(map(flagged.__contains__, shapes))
            self._feed_flagged(raw, shapes, uniq, isflag, nxt)
        self.context.epochs.feed_bytes(block, self.lines, lambda b: clean(b.decode("utf-8", "replace")))
        self.lines += len(shapes)

    def _feed_tracebacks(self, raw: list[bytes], shapes: list[bytes], tb: set[bytes]) -> None:
        """Every line from a traceback-looking line to ``TB_WINDOW`` lines after it goes to
        the traceback reader in order, as in a small log: frames, messages and the lines a
        notebook or a wrapper prints between them look like nothing on their own."""
        feed, base, n = self.tracebacks.feed, self.lines, len(raw)

        def read(lo: int, hi: int) -> None:
            for j in range(lo, min(hi, n)):
                feed(clean(raw[j].decode("utf-8", "replace")), base + j + 1)

        lo, end = 0, max(self._tb_until - base, 0)  # a window from the block before goes on
        for i in compress(range(n), map(tb.__contains__, shapes)):
            if i >= end:  # a new window: read the one before
                read(lo, end)
                lo = i
            end = i + TB_WINDOW
        read(lo, end)
        self._tb_until = base + end

    def _feed_flagged(
        self, raw: list[bytes], shapes: list[bytes], uniq: set[bytes], isflag: list[bool], nxt: bytes
    ) -> None:
        base, n = self.lines, len(raw)
        # A message: the line's shape plus its bytes after the first "] " (the end of TF's
        # prefix): lines share it only if they differ in their prefix's digits. The next line
        # joins the key when it continues this one (a wrap; a wrap's first half is read when
        # its second is flagged). Per line, C-level maps; only distinct messages reach Python.
        cont = {sh for sh in uniq if sh.strip() and not _NEW_RECORD_SHAPE.match(sh)}
        held = bool(nxt.strip()) and not _NEW_RECORD_SHAPE.match(nxt.translate(None, _DIGITS))
        nc: list[bool] = []
        if cont or held:
            nc = list(map(cont.__contains__, shapes))[1:] + [held]  # the next line continues
            isflag = list(map(or_, isflag, map(and_, isflag[1:] + [False], nc)))
        picked = list(compress(range(n), isflag))
        get = itemgetter(*picked) if len(picked) > 1 else (lambda seq: [seq[i] for i in picked])
        rp = get(raw)
        parts = [get(shapes), map(_LAST, map(bytes.split, rp, repeat(b"] "), repeat(1)))]
        if nc:
            parts.append(map(mul, get(raw[1:] + [nxt]), get(nc)))  # b"" where none continues
        vals: list[tuple] = list(zip(*parts, strict=True))
        counts = Counter(vals)  # its keys come in the order of their first line, so ...
        first, at = [], 0
        for key in counts:  # ... each first line is found by one scan of the block in all
            at = vals.index(key, at)
            first.append((key, picked[at]))

        def text(k: int) -> str:
            line = raw[k] if 0 <= k < n else nxt if k == n else b""
            return clean(line.decode("utf-8", "replace"))

        for key, i in first:
            res = self._memo.get(key)
            if res is None:
                res = self._match([text(i), text(i + 1)], 0, base + i + 1)
                if len(self._memo) >= self.MEMO:
                    self._memo.clear()
                self._memo[key] = res
            self._record(res, base + i + 1, line_key(res.text.strip()), counts[key])
