"""Which lines of a TensorFlow child's stderr our own probes caused.

The tf_probe child brackets each of its tests (a tiny op, a tiny ``jit_compile=True``
function) with a marker line on stderr. TensorFlow logs from the thread that runs the
test, to the same file descriptor, so what it printed in between was caused by our
test, not by the user's environment. When that test passed, those lines are noise we
made: TF 2.15 logs ``E ... stream_executor_internal.h:177] SetPriority unimplemented
for this stream.`` for any XLA function on the CPU (tests/data/tf-2.15.1/tf_probe.stderr),
and it must not turn a healthy environment into a warning (issue 15 a). When the test
failed, the lines are kept: they explain the failure. Lines a rule recognises as a real
problem are kept either way (explain/child_logs.py): a passing first GPU op can still log
that its kernels are JIT-compiled from PTX.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

MARK = "[tfdoctor-probe]"
_MARK_LINE = re.compile(r"^\[tfdoctor-probe\] (begin|end) (\w+) (\S+)\s*$")


def marker(edge: str, test: str, device: str) -> str:
    """``[tfdoctor-probe] begin xla /device:CPU:0`` (one line, no newline)."""
    return f"{MARK} {edge} {test} {device}"


def passed_tests(ops: Iterable[Mapping[str, Any]]) -> set[tuple[str, str]]:
    """(test, device) pairs whose result was right: ("op"|"xla", "/device:CPU:0")."""
    out = set()
    for entry in ops:
        for test in ("op", "xla"):
            if entry.get(test) == "ok":
                out.add((test, str(entry.get("device", ""))))
    return out


def all_passed(payload: Mapping[str, Any]) -> bool:
    """The child finished and every test it ran gave the right answer."""
    ops = list(payload.get("ops") or [])
    if payload.get("stage") != "done" or payload.get("import_error") or not ops:
        return False
    return all(o.get("op") == "ok" and o.get("xla") in ("ok", None) for o in ops)


def tag_lines(stderr: str, ops: Iterable[Mapping[str, Any]]) -> list[tuple[str, bool]]:
    """Each stderr line with whether a passed test of ours caused it; markers dropped."""
    passed = passed_tests(ops)
    out: list[tuple[str, bool]] = []
    inside = False
    for line in stderr.splitlines():
        m = _MARK_LINE.match(line.strip())
        if m:
            edge, test, device = m.groups()
            inside = edge == "begin" and (test, device) in passed
            continue
        out.append((line, inside))
    return out
