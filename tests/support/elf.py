"""Tiny ELF shared objects for tests: an ELF header, a .dynstr, a .dynamic and the section
header table that points at them (the parts probes/elf.py reads; the layout of
/usr/include/elf.h). Nothing else of a real library is there."""

from __future__ import annotations

import struct
from pathlib import Path

REAL_TF_221_RUNPATH = (
    Path(__file__).resolve().parents[1]
    / "data/wheels/tensorflow-2.21.0/tensorflow/libtensorflow_framework.so.2.RUNPATH.txt"
)


def shared_object(
    runpath: str | None = None, rpath: str | None = None, *, wide: bool = True,
    little: bool = True, pad: int = 0,
) -> bytes:
    """``pad``: that many bytes of other strings in .dynstr before the search path's."""
    end = "<" if little else ">"
    strtab = b"\0" + b"x" * pad + (b"\0" if pad else b"")
    dyn: list[tuple[int, int]] = []
    for tag, text in ((15, rpath), (29, runpath)):  # DT_RPATH, DT_RUNPATH
        if text is not None:
            dyn.append((tag, len(strtab)))
            strtab += text.encode() + b"\0"
    dyn.append((0, 0))  # DT_NULL
    ehsize, shentsize = (64, 64) if wide else (52, 40)
    dyn_fmt = end + ("qQ" if wide else "iI")
    dynamic = b"".join(struct.pack(dyn_fmt, t, v) for t, v in dyn)
    str_off = ehsize
    dyn_off = str_off + len(strtab)
    sh_off = dyn_off + len(dynamic)
    ident = b"\x7fELF" + bytes([2 if wide else 1, 1 if little else 2, 1]) + b"\0" * 9
    if wide:
        header = ident + struct.pack(
            end + "HHIQQQIHHHHHH", 3, 62, 1, 0, 0, sh_off, 0, ehsize, 0, 0, shentsize, 3, 0
        )
        sec = end + "IIQQQQIIQQ"
    else:
        header = ident + struct.pack(
            end + "HHIIIIIHHHHHH", 3, 3, 1, 0, 0, sh_off, 0, ehsize, 0, 0, shentsize, 3, 0
        )
        sec = end + "IIIIIIIIII"
    step = 16 if wide else 8
    sections = (
        struct.pack(sec, *([0] * 10)),
        struct.pack(sec, 0, 3, 0, 0, str_off, len(strtab), 0, 0, 1, 0),  # SHT_STRTAB
        struct.pack(sec, 0, 6, 0, 0, dyn_off, len(dynamic), 1, 0, 8, step),  # SHT_DYNAMIC
    )
    return header + strtab + dynamic + b"".join(sections)
