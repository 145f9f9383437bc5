"""Name the CUDA error code a log prints as a number.

TensorFlow writes a CUDA failure as ``NAME: message`` (``failed call to cuInit:
CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected``); when the library it called
cannot name the code (the CUDA stub, a driver older than the code) it writes ``UNKNOWN ERROR
(N)``. compat/cuda_errors.json holds what a real driver (580.159.04 on an H200) answered for
every code, so such a line also carries the name and message the rules know: ``UNKNOWN
ERROR (100)`` is read as CUDA_ERROR_NO_DEVICE. The line keeps its own text; the name is
added after it, in brackets, and says where it came from.
"""

from __future__ import annotations

import json
import re
from functools import cache

#: TensorFlow's "UNKNOWN ERROR (303)" (cuda_driver.cc, cuda_status.cc) and TF 1.x's
#: "CUresult(-1)"; compiled when a line holds one
_NUMBER = r"UNKNOWN ERROR \((\d+)\)"


@cache
def _names() -> dict[str, list[str]]:
    from tfdoctor.judge.matrix_loader import shipped_path

    try:
        return json.loads(shipped_path("cuda_errors.json").read_text())["cuda"]
    except (OSError, ValueError, KeyError):  # a damaged install: lines stay as they are
        return {}


def named(line: str) -> str:
    """``line`` with ``[CUDA_ERROR_X: message (the CUDA driver's name for N)]`` after a
    numbered CUDA error it holds; unchanged otherwise."""
    m = re.search(_NUMBER, line)
    if m is None:
        return line
    got = _names().get(m.group(1))
    if not got:
        return line
    return f"{line} [{got[0]}: {got[1]} (the CUDA driver's name for {m.group(1)})]"
