"""Whose code a traceback frame's path is: an installed distribution's top-level package
(its ``site-packages/<top>/`` folder), Python's standard library, the user's input (a
notebook cell, a REPL) or a local file."""

from __future__ import annotations

import re

_SITE = re.compile(r"[\\/](?:site|dist)-packages[\\/](?P<top>[\w.-]+)")
_STDLIB = re.compile(r"[\\/]lib[\\/]python\d\.\d+[\\/](?!site-packages|dist-packages)|<frozen ")


def owner_of(path: str) -> str:
    found = list(_SITE.finditer(path))
    if found:
        m = found[-1]
        top = m.group("top")
        for suffix in (".py", ".so", ".pyd"):
            if top.endswith(suffix):
                top = top[: -len(suffix)]
        return top.split(".")[0]
    if path.startswith("<frozen ") or _STDLIB.search(path):
        return "<stdlib>"
    if path.startswith("<") or path.startswith("Cell In") or "ipython-input" in path:
        return "<input>"
    return "<local>"
