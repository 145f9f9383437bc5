"""The user's own GPU questions and TensorFlow's answers in a log, read by
explain/context.py as lines pass: `tf.config.list_physical_devices('GPU')` -> `[]`,
`tf.test.is_gpu_available()` / `is_built_with_cuda()` -> `False`, on the question's line, the
next, or a few lines on. ``self`` is explain/context.py's LogContext (not imported: it
imports this module)."""

from __future__ import annotations

import re
from typing import Any

# The user's own question to TensorFlow and its answer, on the line (a comment, a print) or
# the next (a REPL): `tf.config.list_physical_devices('GPU')` -> `[]` (keras-team/keras#19276),
# `tf.test.is_built_with_cuda()` -> False (tensorflow/tensorflow#60156, typed "is_build").
#: TensorFlow's GPU list asked for in code: tf.config's call, or the common get_available_gpus()
#: helper (also read by rules/events_devices.py, where the list is indexed)
GPU_LIST_CALL = (
    r"list_physical_devices\(\s*(?:device_type\s*=\s*)?['\"]GPU['\"]\s*\)|get_available_gpus\(\)"
)
_GPU_QUERY = re.compile(
    rf"(?P<list>{GPU_LIST_CALL})|(?P<avail>is_gpu_available\([^)]*\))|"
    r"(?P<build>is_buil[dt]_with_(?:cuda|gpu_support)\(\))|"
    # tf.sysconfig.get_build_info() printed: "('is_cuda_build', False)"
    r"(?P<info>\('is_cuda_build', False\))"
)
_EMPTY = re.compile(r"^\W{0,6}\[\s*\]\W{0,3}$|\[\s*\]\s*(?:is )?returned|returns? \[\s*\]")
#: lines (not blank) after an unanswered GPU question in which its answer may still come
_ANSWER_WINDOW = 8
_FALSE = re.compile(r"^\W{0,6}False\W{0,3}$|\bfalse\b(?: is)? returned|returns? false\b", re.I)


# tf.test.gpu_device_name() printed empty by TF Hub's object detection tutorial (PacktPublishing's
# Mastering-Computer-Vision-with-TensorFlow-2.0, round 138: "The following GPU devices are
# available: " and nothing after it)
_NO_NAME = re.compile(r"The following GPU devices are available:\s*$")


def gpu_answer(self: Any, line: str, nxt: str | None, line_no: int) -> None:
    if self.gpu_answer is not None and self.gpu_answer[0] == "no-cuda":
        return
    if self.gpu_answer is None and _NO_NAME.search(line):
        # (not when the name is printed on the next line: the review of the sixteenth session)
        if not self.usable_gpu and not re.search(r"device:GPU|PhysicalDevice\(", nxt or ""):
            self.gpu_answer = ("empty", line_no, f"line {line_no}: {line.strip()[:300]}")
        return
    m = _GPU_QUERY.search(line)
    if m is None:
        return
    if m.group("info"):
        self.gpu_answer = ("no-cuda", line_no, f"line {line_no}: {line.strip()[:300]}")
        return
    rest, after = line[m.end() :], (nxt or "").strip()
    answer = _FALSE if m.group("avail") or m.group("build") else _EMPTY
    said = rest if answer.search(rest.strip()) else after if answer.search(after) else None
    kind = "no-cuda" if m.group("build") else "empty"
    if said is not None:
        shown = line.strip() if said is rest else f"{line.strip()} -> {after}"
        self.gpu_answer = (kind, line_no, f"line {line_no}: {shown[:300]}")
    elif not rest.strip(" )\"';"):
        # the answer a few lines on: TF's start-up lines between a `python -c` and its
        # "False" (OCR-D/ocrd_all#220), or a version printed first ("returns:\n\n1.15.0\n
        # False", googlecolab/colabtools#930)
        self._asked = (kind, line_no, line.strip(), _ANSWER_WINDOW)

def late_answer(self: Any, line: str) -> None:
    assert self._asked is not None
    kind, no, asked, left = self._asked
    text = line.strip()
    answer = _FALSE if kind == "no-cuda" or "available" in asked else _EMPTY
    if text and answer.match(text):
        self.gpu_answer = (kind, no, f"line {no}: {asked[:200]} -> {text}")
    elif text and (text.startswith((">>>", "$", "#")) or _GPU_QUERY.search(text)):
        self._asked = None  # another command: that question had no answer here
        return
    left -= 1 if text else 0
    self._asked = None if left <= 0 or self.gpu_answer else (kind, no, asked, left)
