"""What the bytes given to explain are, before any rule reads them.

A log arrives compressed (`train.log.gz` from a cluster's job archive), as UTF-16 (PowerShell
5's `>` redirect; the engine drops its NULs), empty (stdout redirected while TensorFlow wrote
to stderr: `python train.py > train.log`), or as something that is not a log at all (a
model file, a core dump, a zip). Only the first are logs; the others get a finding that says
so, never "no known problem"."""

from __future__ import annotations

import bz2
import io
import lzma
import zlib
from collections.abc import Callable
from typing import IO, Any

from tfdoctor.model import Finding, Severity

#: how the common compressors start their files
_MAGIC = (
    (b"\x1f\x8b", "gzip"),
    (b"BZh", "bzip2"),
    (b"\xfd7zXZ\x00", "xz"),
)
#: how files that are surely not logs start (what the user may pick by mistake)
_NOT_TEXT = (
    (b"PK\x03\x04", "a zip archive (also .whl, .keras, .docx)"),
    (b"\x89HDF\r\n\x1a\n", "an HDF5 file (a Keras .h5 model or weights)"),
    (b"\x7fELF", "an ELF binary or core dump"),
    (b"\x89PNG", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"%PDF", "a PDF document"),
    (b"\x93NUMPY", "a NumPy .npy array"),
)
#: control bytes a text log does not hold (tab, newline, CR, form feed, backspace and ESC do)
_CONTROL = bytes(b for b in range(32) if b not in (8, 9, 10, 12, 13, 27)) + b"\x7f"


class _Decompressing:
    """A gzip, bzip2 or xz file read as its text, block by block. A file cut while it was
    being written (a job killed mid-write) is explained as far as it goes; concatenated
    members (``cat a.gz b.gz``, rotated logs) are read one after the other."""

    def __init__(self, raw: IO[bytes], new: Callable[[], Any]) -> None:
        self._raw, self._new = raw, new
        self._dec = new()
        self._done = False
        #: the file ended before its compressed stream did (read after the last read)
        self.cut = False

    def read(self, n: int = -1) -> bytes:
        out = bytearray()
        want = n if n is not None and n >= 0 else 1 << 62
        while len(out) < want and not self._done:
            chunk = self._raw.read(1 << 16)
            if not chunk:
                self._done = True  # the end, or a cut: what was decompressed is the log
                self.cut = not self._dec.eof
                break
            try:
                out += self._dec.decompress(chunk)
                while self._dec.eof and self._dec.unused_data:
                    rest = self._dec.unused_data
                    self._dec = self._new()
                    out += self._dec.decompress(rest)
            except (OSError, EOFError, ValueError, zlib.error, lzma.LZMAError) as exc:
                raise OSError(f"not a readable compressed log ({exc})") from None
        return bytes(out)


def decompressed(fh: IO[bytes]) -> IO[bytes]:
    """``fh`` itself, or a reader of its decompressed text when it starts as gzip, bzip2 or
    xz does. ``fh`` should support ``peek`` (a buffered binary file or stdin)."""
    if not hasattr(fh, "peek"):  # a plain binary stream (BytesIO, a test runner's stdin)
        fh = io.BufferedReader(fh)  # type: ignore[arg-type]
    head = fh.peek(8)[:8]
    makers: dict[str, Callable[[], Any]] = {
        "gzip": lambda: zlib.decompressobj(wbits=47),
        "bzip2": bz2.BZ2Decompressor,
        "xz": lzma.LZMADecompressor,
    }
    for magic, kind in _MAGIC:
        if head.startswith(magic):
            return _Decompressing(fh, makers[kind])  # type: ignore[return-value]
    return fh


def _utf16(head: bytes) -> bool:
    if head[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return True
    sample = head[:512]
    if len(sample) < 4:
        return False
    odd, even = sample[1::2], sample[0::2]
    return odd.count(0) > 0.9 * len(odd) or even.count(0) > 0.9 * len(even)


def not_a_log(head: bytes, name: str | None) -> Finding | None:
    """``log-not-text`` (a warning) when the first bytes are not text: a known binary format,
    NUL bytes from its start (outside UTF-16), or more than 5% control bytes among the others."""
    what = next((label for magic, label in _NOT_TEXT if head.startswith(magic)), None)
    if what is None and not _utf16(head):
        sample = head[:8192]
        nuls = sample.count(0)
        text = len(sample) - nuls
        # a log a crash left with NUL blocks after its text (NFS, delayed allocation) is
        # still a log: NULs say binary only where the file starts with them
        if b"\x00" in sample[:64] and nuls > 0.1 * len(sample):
            what = "binary data (NUL bytes)"
        elif text and sum(sample.count(c) for c in _CONTROL if c) > 0.05 * text:
            what = "binary data (control bytes)"
    if what is None:
        return None
    return _notice(
        "log-not-text",
        f"The input{_shown(name)} is not a text log: it is {what}; nothing in it was explained",
        "Give explain the program's text output: `python train.py 2>&1 | tee train.log`, "
        "then `tfdoctor explain train.log`; or run `tfdoctor explain -- python train.py` so "
        "tfdoctor reads the output itself (gzip, bzip2 and xz logs are read as they are)",
        {"input": what},
    )


def _shown(name: str | None) -> str:
    return f" {name}" if name and name != "-" else ""


def _notice(fid: str, title: str, remedy: str, values: dict[str, Any]) -> Finding:
    """A warning about the input itself (no evidence lines: the input is the evidence)."""
    return Finding(fid, Severity.WARNING, title, remedy, (), None, values)


def empty_log(name: str | None) -> Finding:
    """``log-empty`` (a warning): nothing but blank lines, so nothing can be called healthy."""
    return _notice(
        "log-empty",
        f"The log{_shown(name)} is empty: there is nothing to explain",
        "TensorFlow writes its messages and tracebacks to stderr: a log saved with "
        "`python train.py > train.log` holds stdout only. Save both with "
        "`python train.py > train.log 2>&1` (PowerShell: `python train.py *> train.log`), "
        "or run `tfdoctor explain -- python train.py`",
        {},
    )


def with_cut(findings: list[Finding], reader: IO[bytes], name: str | None) -> list[Finding]:
    """``findings``, with ``log-incomplete`` (a warning) when ``reader`` was a compressed
    log whose stream stops before its end: what it held of the run is not all of it."""
    if not getattr(reader, "cut", False):
        return findings
    cut = _notice(
        "log-incomplete",
        f"The compressed log{_shown(name)} stops before its end: it was cut while being "
        "written or copied, and how the run ended is not in it",
        "Explain the whole file: copy it again once the job has finished, or give explain "
        "the uncompressed log; what was read is explained above",
        {"compressed": True},
    )
    return [f for f in findings if f.id != "log-empty"] + [cut]
