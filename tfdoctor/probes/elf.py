"""The search path an ELF shared object carries (DT_RUNPATH / DT_RPATH), read from the file.

Why: which libcudnn a program loads is not the first one ``ldconfig -p`` lists. glibc's
``dlopen`` searches LD_LIBRARY_PATH, then the calling object's DT_RUNPATH, then the ld.so
cache, then the default folders (ld.so(8), "Search order"). TensorFlow >= 2.14's
``libtensorflow_framework.so.2`` carries a RUNPATH into the pip ``nvidia/*/lib`` folders
(read here from the 2.21.0 wheel with ``readelf -d``: ``$ORIGIN/../nvidia/cudnn/lib``, ...),
so a wheel's cuDNN outranks an older system one; on a real H200 machine a framework built
the same way (PyTorch 2.11 cu130) mapped ``site-packages/nvidia/cudnn/lib/libcudnn.so.9``
(cuDNN 9.19) while ``ldconfig -p`` listed a system cuDNN 9.14 first (docs/gpu-verify.md).

Only the dynamic section is read (a few KiB of a file that may be 1 GiB), through the
section headers; a file that is not ELF, is truncated or is corrupt gives None.
"""

from __future__ import annotations

import os
import struct
from pathlib import Path

_SHT_DYNAMIC = 6
_DT_NULL, _DT_RPATH, _DT_RUNPATH = 0, 15, 29
#: a dynamic section larger than this is not one a linker wrote
_MAX_DYNAMIC = 1 << 20


def runpath(path: Path) -> tuple[str, ...] | None:
    """The object's RUNPATH (else RPATH) folders, ``$ORIGIN`` expanded; None if unreadable."""
    found = search_path(path)
    return found[1] if found else None


def search_path(path: Path) -> tuple[str, tuple[str, ...]] | None:
    """("runpath" or "rpath", its folders with ``$ORIGIN`` expanded); None if unreadable.

    DT_RPATH is searched before LD_LIBRARY_PATH, DT_RUNPATH after it (ld.so(8)). ``$ORIGIN``
    is the folder of the name opened, its folders resolved but not the file: glibc does not
    follow a symlinked library to its target's folder."""
    try:
        with open(path, "rb") as fh:
            got = _read_search_path(fh)
    except (OSError, ValueError, OverflowError, struct.error):
        return None
    if got is None:
        return None
    kind, raw = got
    origin = os.path.realpath(os.path.dirname(os.path.abspath(path)))
    out: list[str] = []
    for part in raw.split(":"):
        if not part:
            continue
        part = part.replace("${ORIGIN}", origin).replace("$ORIGIN", origin)
        out.append(os.path.normpath(part))
    return kind, tuple(dict.fromkeys(out))


def _read_search_path(fh) -> tuple[str, str] | None:  # noqa: ANN001 - a binary file
    ident = fh.read(16)
    if len(ident) < 16 or ident[:4] != b"\x7fELF" or ident[4] not in (1, 2):
        return None
    wide = ident[4] == 2
    end = "<" if ident[5] == 1 else ">"
    if wide:
        hdr = fh.read(48)
        shoff, = struct.unpack(end + "Q", hdr[24:32])
        shentsize, shnum = struct.unpack(end + "HH", hdr[42:46])
    else:
        hdr = fh.read(36)
        shoff, = struct.unpack(end + "I", hdr[16:20])
        shentsize, shnum = struct.unpack(end + "HH", hdr[30:34])
    if not shoff or not shnum or shnum > 65535 or shentsize < (64 if wide else 40):
        return None
    fh.seek(shoff)
    table = fh.read(shentsize * shnum)
    sections = []
    for i in range(shnum):
        s = table[i * shentsize:(i + 1) * shentsize]
        if wide:
            _, stype, _, _, off, size, link = struct.unpack(end + "IIQQQQI", s[:44])
        else:
            _, stype, _, _, off, size, link = struct.unpack(end + "IIIIIII", s[:28])
        sections.append((stype, off, size, link))
    dyn = next((s for s in sections if s[0] == _SHT_DYNAMIC), None)
    if dyn is None or dyn[2] > _MAX_DYNAMIC or dyn[3] >= len(sections):
        return None
    _, stroff, strsize, _ = sections[dyn[3]]
    fh.seek(dyn[1])
    data = fh.read(dyn[2])
    fmt, step = (end + "qQ", 16) if wide else (end + "iI", 8)
    found: dict[int, int] = {}
    for i in range(0, len(data) - step + 1, step):
        tag, val = struct.unpack(fmt, data[i:i + step])
        if tag == _DT_NULL:
            break
        if tag in (_DT_RPATH, _DT_RUNPATH):
            found.setdefault(tag, val)
    # ld.so ignores DT_RPATH when DT_RUNPATH is present
    kind = "runpath" if _DT_RUNPATH in found else "rpath"
    val = found.get(_DT_RUNPATH, found.get(_DT_RPATH))
    if val is None or val >= strsize:  # (no cap on .dynstr: TF 2.21's is 15.5 MB)
        return None
    fh.seek(stroff + val)
    text = fh.read(min(strsize - val, 65536)).split(b"\0", 1)[0]
    return kind, text.decode("utf-8", errors="replace")
