"""Code written for another TensorFlow, read from a whole traceback: Python 2's
``AttributeError: 'module' object has no attribute 'is_inf'`` does not say which module
lacked the name (Python 3 does, and rules/python.py reads that line alone); the source line
of the raising frame does (onnx/onnx-tensorflow#442: ``@tf_func(tf.math.is_inf)`` under
TensorFlow 1.11, which has no tf.math.is_inf).
"""

from __future__ import annotations

import re
from typing import Any

from tfdoctor.explain.remedies_env import tf_api
from tfdoctor.explain.rules.base import ExplainContext
from tfdoctor.explain.traceback import Event, Raised
from tfdoctor.model import Finding, Severity

_PY2 = re.compile(r"^'module' object has no attribute '(?P<attr>\w+)'")


def py2_tf_attribute(r: Raised, ev: Event) -> dict[str, Any] | None:
    if r.short_type != "AttributeError" or not r.frames:
        return None
    m = _PY2.match(r.message)
    if m is None:
        return None
    attr = m.group("attr")
    if re.search(rf"\btf(?:\.\w+)*\.{re.escape(attr)}\b", r.frames[-1].source):
        return {"module": "tensorflow", "attr": attr}
    return None


def py2_tf_attribute_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    return Finding(
        "tensorflow-api-mismatch",
        Severity.ERROR,
        "Code written for another TensorFlow asks for a name this one has not got",
        tf_api(v, ctx),
        ev,
        values=dict(v),
    )
