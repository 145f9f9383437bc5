"""Python tracebacks in a log, as events (issue 18 (a)).

A traceback is the event that ended the program, so its cause must come first. This module
reads tracebacks out of any log, one line at a time and in bounded memory: the frames (file,
line, function, and the distribution that owns the file: its ``site-packages/<pkg>/`` folder,
or the user's own file), the exception type and message, and the chain ("During handling of
the above exception, another exception occurred", "The above exception was the direct cause
of the following exception"). The wrappers tools put around a traceback are read too:
pytest (``E   `` lines, ``path.py:12: in f`` frames), Jupyter/IPython (``Cell In[3], line 1``,
``File ~/x.py:12, in f``, ``----> 1 import x``), reticulate (``Error in py_call_impl(...)``
then the exception, ``Detailed traceback:`` then frames), make (its ``*** [...] Error 1`` is a
wrapper line, never an exception).

Only the last few events are kept in full (``KEEP``); the last one is the primary event.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from tfdoctor.explain.owners import owner_of

#: events kept in full; earlier ones are only counted
KEEP = 8
#: frames kept per exception (the innermost ones matter)
KEEP_FRAMES = 24
#: lines kept of a message that goes on below its exception line
MESSAGE_LINES = 12
#: the type of an exception a log cut off (its frames are there, its line is not)
TRUNCATED = "<cut off>"

_PREFIX = re.compile(r"^(?:E {1,4}|\s{0,8})")
_START = re.compile(r"Traceback \(most recent call last\)")
_MD_HEADING = re.compile(r"^#{1,6}\s+")
_FRAME_PY = re.compile(r'^\s*File "(?P<path>[^"]+)", line (?P<no>\d+)(?:, in (?P<func>\S.*))?')
# Jupyter / IPython 8: "File ~/env/lib/python3.10/site-packages/x/y.py:12, in f(a)" and "Cell In[3],
# line 1"; IPython 7: "~/x/y.py in f(a)", "<ipython-input-3-...> in <module>" (Colab: markdown links)
_FRAME_IPY = re.compile(
    r"^\s*(?:File (?P<path>[~/\\\w.:-][^,]*?\.py):(?P<no>\d+)(?:, in (?P<func>\S.*))?|"
    # (IPython 8+: "Cell In[1], line 5, in F1Logger.on_epoch_end(...)", the review of the 20th session)
    r"(?P<cell>Cell In ?\[\d*\], line \d+)(?:, in (?P<func4>\S.*))?|"
    r"\[?(?P<path2>(?:[~/]|[A-Za-z]:\\)[^\s\]]*\.py)\]?(?:\([^)\s]*\))? in (?P<func2>[^\s(]+(?:\(.*\))?)|"
    r"\[?(?P<input><ipython-input-[\w-]+>)\]?(?:\([^)\s]*\))? in (?P<func3>\S+))\s*$"
)
# pytest's long format: "path/to/file.py:12: in f" (and "...:12: Error" lines)
_FRAME_PYTEST = re.compile(r"^(?P<path>[^\s:][^:]*\.py):(?P<no>\d+): in (?P<func>\S+)\s*$")
_EXC = re.compile(
    r"^(?P<type>(?:[A-Za-z_][\w]*\.)*(?:_?[A-Z]\w*(?:Error|Exception|Exit|Interrupt|Warning|"
    r"Failure|Fault)|(?:Base)?Exception|StopIteration|NotFoundError))"
    # (TF 1.x's session errors: "InvalidArgumentError (see above for traceback): ...")
    r"(?: \(see above for traceback\))?(?::\s?(?P<msg>.*))?$"
)
# Jupyter's header line: "ModuleNotFoundError                       Traceback (most recent...)"
_IPY_HEADER = re.compile(r"^(?P<type>[\w.]+)\s{2,}Traceback \(most recent call last\)")
# IPython's pointer at the line that raised: "----> 6 import tensorflow as tf"
_ARROW = re.compile(r"^-+>\s*\d+\s(?P<src>.*\S)")
_CHAIN = re.compile(
    r"During handling of the above exception, another exception occurred|"
    r"The above exception was the direct cause of the following exception"
)
#: the frames a failure passes through on its way up, never its owner
CARRIERS = frozenset({"importlib", "six", "typing_extensions", "wrapt", "absl"})
#: TensorFlow's own helpers that raise for the code that called them (loading a companion's
#: op library, a lazy module, the filtered traceback of a tf.function)
_TF_CARRIER = re.compile(
    r"tensorflow[\\/]python[\\/](?:framework[\\/]load_library|util[\\/](?:lazy_loader|"
    r"traceback_utils|deprecation)|autograph[\\/])"
)
#: what ends Keras's wrapped message: its "Arguments received by" block, a logging line (the
#: program went on: keras-tuner's next trial, a TF warning; the review of round 53's rules)
_WRAP_END = re.compile(r"Arguments received by |(?:WARNING|INFO|ERROR|DEBUG)[:\s]|\d{4}-\d\d-\d\d |[IWEF]\d{4} ")


@dataclass(frozen=True)

class Frame:
    path: str
    line: int
    func: str
    #: the top-level package folder under site-packages (``tensorflow_text``), "<local>" for
    #: the user's own file, "<stdlib>" for Python's, "<input>" for a cell or ``-c``
    owner: str
    #: the source line shown under it (Python's indented line, IPython's "---->" line)
    source: str = ""


@dataclass(frozen=True)
class Raised:
    """One exception of a traceback's chain."""

    type: str
    message: str
    frames: tuple[Frame, ...]
    line_no: int
    #: how it was linked to the one before it ("context", "cause") or None (the first)
    link: str | None = None
    #: the message's further lines (TF's "in user code:" block)
    detail: str = ""

    @property
    def short_type(self) -> str:
        return self.type.rsplit(".", 1)[-1]

    @property
    def text(self) -> str:
        """The exception line; for TF's "in user code:" wrapper, the exception inside it."""
        if self.detail and self.message.rstrip(":").endswith("in user code"):
            inner = [ln for ln in self.detail.splitlines() if _EXC.match(ln)]
            if inner:
                return inner[-1]
        return f"{self.type}: {self.message}" if self.message else self.type

    @property
    def full(self) -> str:
        """Message and detail, for rules that read the whole of it."""
        return f"{self.message}\n{self.detail}" if self.detail else self.message

    def culprit(self) -> Frame | None:
        """The frame whose code failed: the innermost that is not a carrier (importlib,
        TensorFlow's op loader or lazy loader called on behalf of a companion)."""
        for fr in reversed(self.frames):
            if fr.owner in ("<stdlib>",) or fr.owner in CARRIERS:
                continue
            if fr.owner == "tensorflow" and _TF_CARRIER.search(fr.path):
                continue
            return fr
        return None


@dataclass
class Event:
    """A traceback: the chain of exceptions, first to last (the last one ended the program)."""

    chain: list[Raised] = field(default_factory=list)
    first_line: int = 0
    wrapper: str | None = None
    #: the exception type of Jupyter's header line ("ModuleNotFoundError   Traceback ..."),
    #: all that is left of it when the paste stops before the exception line
    header: str | None = None
    #: Python printed it under "Exception ignored in: ..." (a finalizer, a callback): the
    #: program went on, so it is not what ended it (tensorflow/datasets#5355's
    #: AtomicFunction.__del__ at interpreter exit)
    ignored: bool = False

    @property
    def final(self) -> Raised | None:
        return self.chain[-1] if self.chain else None

    @property
    def exception_lines(self) -> set[int]:
        return {r.line_no for r in self.chain}


class TracebackReader:
    """Feed lines in order; ``events`` holds the last ``KEEP`` tracebacks, ``count`` all."""

    def __init__(self) -> None:
        self.events: list[Event] = []
        self.count = 0
        self._cur: Event | None = None
        self._frames: list[Frame] = []
        self._in_frames = False
        self._link: str | None = None
        self._last_line = 0
        self._last_frame = 0
        self._open_msg = False
        self._keras_wrap = False
        self._ignored_at = 0

    # -- public -----------------------------------------------------------------------
    def feed(self, line: str, line_no: int) -> None:
        if not line:
            return
        raw = line
        if line.startswith(("Exception ignored ", "Error processing line ", "The backend was *orig")):
            # (site.py's for a bad .pth line, matplotlib's stack of where its backend was set)
            self._ignored_at = line_no
            return
        pytest_e = line.startswith("E ")
        indent = len(line) - len(line.lstrip())
        line = _PREFIX.sub("", line, count=1) if line[:1] in ("E", " ", "\t") else line
        if _START.search(raw):
            self._open_msg = False
            m = _IPY_HEADER.match(line.strip())
            inline = None if m else _EXC.match(line.strip())
            if inline is not None and self._cur is not None and self._in_frames:
                # TF 1.x: "ImportError: Traceback (most recent call last):" embeds the
                # original traceback in the message; its own exception follows it
                self._add(inline.group("type"), "", line_no)
                self._link, self._in_frames, self._frames = "context", True, []
                return
            if self._cur is not None and self._link is None and not self._in_frames:
                self._close()
            if self._cur is None or self._link is None and self._cur.chain:
                self._open(line_no, "jupyter" if m else None)
            if m is not None and self._cur is not None:
                self._cur.header = m.group("type")
            self._in_frames = True
            self._frames = []
            return
        if _CHAIN.search(line):
            self._link = "cause" if "direct cause" in line else "context"
            self._open_msg = False
            return
        if self._open_msg and (
            indent > 0
            or pytest_e
            # Keras's "Exception encountered when calling X.call()." goes on unindented,
            # after a blank line, with the op's own message (tensorflow/text's tutorial)
            or self._keras_wrap and self._wraps(line.strip(), raw)
        ):
            # the message goes on (TF's "in user code:" block, a multi-line message)
            self._more(line.strip(), line_no)
            return
        self._open_msg = False
        fr = self._frame(raw)
        if fr is not None:
            if self._cur is None:
                self._open(line_no, None)
                self._in_frames = True
            elif not self._in_frames and self._cur.chain:
                # reticulate: the exception first, "Detailed traceback:" frames after it
                last = self._cur.chain[-1]
                self._cur.chain[-1] = replace(last, frames=(*last.frames, fr)[-KEEP_FRAMES:])
                return
            self._in_frames = True
            self._frames.append(fr)
            self._last_frame = line_no
            if len(self._frames) > KEEP_FRAMES:
                del self._frames[0]
            return
        arrow = _ARROW.match(line) if self._in_frames and self._frames else None
        if arrow is not None or indent > 2 and not pytest_e:
            # source shown by Python, pytest or IPython, a docstring: not the exception
            if self._in_frames and self._frames and (arrow or self._last_frame == line_no - 1):
                src = arrow.group("src") if arrow else line.strip()
                self._frames[-1] = replace(self._frames[-1], source=src[:200])
            return
        m = _EXC.match(line.strip())
        if m is None and self._in_frames and self._frames:
            # a paste that made the exception line a markdown heading ("#### ImportError:
            # cannot import name 'Network'", simontomaskarlsson/CycleGAN-Keras#5), read only
            # where a traceback's frames are open (a code comment is not an exception)
            m = _EXC.match(_MD_HEADING.sub("", line.strip(), count=1))
        if m is None:
            return
        if self._cur is None or not self._in_frames and self._link is None:
            # an exception line with no traceback before it (reticulate, a summary print);
            # a warning printed alone is not an event
            if m.group("type").endswith("Warning") or m.group(0) in ("Exception", "BaseException"):
                return  # (nor a bare word "Exception": the review of the fourteenth session)
            if self._cur is not None and line_no - self._last_line <= 2:
                return  # a repeat of the message just read
            self._close()
            self._open(line_no, "reticulate" if "py_call_impl" in line else None)
        self._add(m.group("type"), (m.group("msg") or "").strip(), line_no)

    def _add(self, type_: str, message: str, line_no: int) -> None:
        assert self._cur is not None
        link = self._link if self._cur.chain else None
        self._cur.chain.append(Raised(type_, message, tuple(self._frames), line_no, link))
        self._frames, self._in_frames, self._link = [], False, None
        self._last_line = line_no
        self._open_msg = True
        # (and Keras 3's "<class ...> could not be deserialized properly.", "config=...")
        self._keras_wrap = message.startswith("Exception encountered when calling") or "could not be deserialized properly" in message  # noqa: E501

    def _wraps(self, line: str, raw: str) -> bool:
        """Keras's message goes on here: not an exception, a frame, its end, a 6th line."""
        last = self._cur.chain[-1] if self._cur is not None and self._cur.chain else None
        return bool(last and last.detail.count("\n") < 5 and not _WRAP_END.match(line)
                    and _EXC.match(line) is None and self._frame(raw) is None)  # fmt: skip

    def _more(self, text: str, line_no: int) -> None:
        assert self._cur is not None and self._cur.chain
        last = self._cur.chain[-1]
        if text and last.detail.count("\n") < MESSAGE_LINES:
            self._cur.chain[-1] = replace(last, detail=f"{last.detail}\n{text}".lstrip("\n"))
        self._last_line = line_no

    def finish(self) -> list[Event]:
        self._close()
        return self.events

    # -- inner ------------------------------------------------------------------------
    def _frame(self, raw: str) -> Frame | None:
        for rx, kind in ((_FRAME_PY, "py"), (_FRAME_PYTEST, "pytest"), (_FRAME_IPY, "ipy")):
            m = rx.match(raw if kind != "pytest" else raw.strip())
            if m is None:
                continue
            d = {k: v for k, v in m.groupdict().items() if v}
            path = d.get("path") or d.get("path2") or d.get("cell") or d.get("input") or "?"
            func = d.get("func") or d.get("func2") or d.get("func3") or d.get("func4") or ""
            if self._cur is not None and kind == "pytest":
                self._cur.wrapper = self._cur.wrapper or "pytest"
            return Frame(path, int(d.get("no") or 0), func.strip(), owner_of(path))
        return None

    def _open(self, line_no: int, wrapper: str | None) -> None:
        if self._cur is not None and (self._cur.chain or self._frames):
            self._close()
        ignored = self._ignored_at > 0 and 0 < line_no - self._ignored_at <= 2
        self._cur = Event(first_line=line_no, wrapper=wrapper, ignored=ignored)
        self._frames, self._link = [], None

    def _close(self) -> None:
        cur, self._cur = self._cur, None
        if cur is not None and self._in_frames and self._frames:
            # the log ends (or moves on) inside the frames: the exception was cut off, but
            # where it was raised is known
            link = self._link if cur.chain else None
            cur.chain.append(Raised(TRUNCATED, "", tuple(self._frames), self._last_frame, link))
        self._in_frames, self._link, self._frames = False, None, []
        if cur is None or not cur.chain:
            return
        self.count += 1
        self.events.append(cur)
        if len(self.events) > KEEP:
            del self.events[0]
