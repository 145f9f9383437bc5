"""An event rule for a program whose Python has not got TensorFlow at all: a Jupyter paste cut
after the cell's `import tensorflow` (tensorflow/tensorflow#42367)."""

from __future__ import annotations

import re
from typing import Any

from tfdoctor.explain.rules.base import ExplainContext
from tfdoctor.explain.traceback import TRUNCATED, Event, Raised
from tfdoctor.model import Finding, Severity

# --- TensorFlow is not in the Python that ran the code ----------------------------------
_IMPORT_LINE = re.compile(r"^(?:import|from)\s+(?P<module>\w+)")


def not_installed(r: Raised, ev: Event) -> dict[str, Any] | None:
    """A paste cut after Jupyter's "ModuleNotFoundError   Traceback" header and the cell's
    "----> 6 import tensorflow as tf" (tensorflow/tensorflow#42367: the notebook's kernel
    was another Python than the one TF was installed into)."""
    if r.type != TRUNCATED or ev.header != "ModuleNotFoundError" or not r.frames:
        return None
    last = r.frames[-1]
    m = _IMPORT_LINE.match(last.source)
    if last.owner in ("<input>", "<local>") and m and m.group("module") == "tensorflow":
        return {"module": "tensorflow"}
    return None


def not_installed_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    from tfdoctor.explain.remedies_env import not_installed

    return Finding(
        "tensorflow-not-installed",
        Severity.ERROR,
        "TensorFlow is not installed in this Python",
        not_installed(v, ctx),
        ev,
        values=dict(v),
    )


def own_tf_keras_call(module: str, r: Raised) -> bool:
    """An attribute of a tf_keras module asked for by the program's own line, tf_keras itself
    imported: the name is not there (tf_keras.backend.get_session, v1 only: the twenty-second
    session's outside check n), not tf_keras failing with this TensorFlow."""
    local = [f for f in r.frames if f.owner in ("<local>", "<input>")]
    if module.startswith("tf_keras.api") and local:
        return True
    last = r.frames[-1] if r.frames else None
    return (
        module.startswith("tf_keras.") and last is not None and last.owner in ("<local>", "<input>")
        and not last.source.lstrip().startswith(("import ", "from "))
    )
