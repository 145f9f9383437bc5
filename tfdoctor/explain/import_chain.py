"""Root cause along TensorFlow's import chain (issue 19 (c)), for check and explain alike.

When ``import tensorflow`` fails inside a dependency's own frames (ml_dtypes, h5py, protobuf:
TensorFlow imports them at start-up) and that dependency's installed version is outside the
installed TensorFlow's Requires-Dist, the dependency is the cause and ranks first, an error;
NumPy's ABI message ("A module that was compiled using NumPy 1.x cannot be run in NumPy 2")
is then its symptom. Unless NumPy itself is outside TF's range: then NumPy is the cause.
Real: TF 2.21.0 + NumPy 2.4.6 + ml_dtypes 0.3.2 (TF requires ml_dtypes>=0.5.1) fails in
ml_dtypes/_finfo.py with ``numpy.core.umath failed to import``
(tests/data/tracebacks/ml-dtypes-0.3.2-under-tf2.21.txt).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from tfdoctor.explain.traceback import Frame, Raised, TracebackReader
from tfdoctor.model import Finding, Severity, canonical_name


def chain_culprit(facts: Any, tb: str) -> tuple[str, Any, Frame, Raised] | None:
    """(distribution, its unmet requirement, the frame that raised, the exception), or None."""
    if not tb or facts is None:
        return None
    from tfdoctor.judge.rules.requirements import unmet_requirements

    reader = TracebackReader()
    for no, line in enumerate(tb.splitlines(), 1):
        reader.feed(line.rstrip(), no)
    events = reader.finish()
    final = events[-1].final if events else None
    culprit = final.culprit() if final is not None else None
    if final is None or culprit is None or culprit.owner.startswith("<"):
        return None
    if culprit.owner == "tensorflow":
        return None
    dist = canonical_name(_DIST_OF.get(culprit.owner, culprit.owner))
    unmet = {u.name: u for u in unmet_requirements(facts)}
    if dist not in unmet or (dist != "numpy" and "numpy" in unmet):
        return None
    return dist, unmet[dist], culprit, final


#: import names whose distribution is named otherwise (the frames' owner -> the pin's name)
_DIST_OF = {"google": "protobuf", "yaml": "pyyaml", "sklearn": "scikit-learn"}


def culprit_first(facts: Any, findings: list[Finding], tb: str) -> list[Finding]:
    """Root cause along the import chain (issue 19 (c)): when ``import tensorflow`` failed in
    a dependency's own frames and that dependency is outside TensorFlow's Requires-Dist, it is
    the cause and ranks first, an error; what NumPy's ABI message says is then its symptom.
    Unless NumPy itself is outside TF's range: then NumPy is the cause, as before. ``explain``
    (with the environment it read) has no requirement findings of its own: the culprit's is
    added from the judge's rule."""
    found = chain_culprit(facts, tb)
    if found is None:
        return findings
    dist, u, culprit, final = found
    cause = next((f for f in findings if _names(f, dist)), None)
    if cause is None:
        from tfdoctor.judge.rules.requirements import requirements_unmet

        cause = next((f for f in requirements_unmet(facts) if _names(f, dist)), None)
    if cause is None:
        return findings
    raised = f"{culprit.path}, line {culprit.line}: {final.text[:200]}"
    cause = replace(
        cause,
        severity=Severity.ERROR,
        title=f"`import tensorflow` fails inside {dist} (its own code raised): {cause.title}",
        evidence=(raised, *cause.evidence),
        values=dict(cause.values, cause_of="tensorflow-import-failed"),
    )
    rest = []
    for f in findings:
        if f is not cause and f.id != cause.id:
            if f.id in ("numpy-abi-mismatch", "tensorflow-import-failed"):
                f = replace(f, values=dict(f.values, explained_by=cause.id))
            rest.append(f)
    return [cause, *rest]




def _names(f: Finding, dist: str) -> bool:
    return f.values.get("package") == dist or dist in (f.values.get("packages") or ())


#: the packages whose copy check's child locates (children/tf_probe.py "origins")
_LOCATED = ("tensorflow", "numpy", "keras")


def pythonpath_first(facts: Any, findings: list[Finding], tb: str) -> list[Finding]:
    """``explain -- COMMAND``: where the traceback's frames say TensorFlow, NumPy or Keras
    was loaded from stands in for check's child's import origins, and check's own rule
    (judge/rules/origins.imported_from_pythonpath) judges them: a copy on PYTHONPATH that
    failed is the culprit, first, as check says (the realenv tier's e10)."""
    if facts is None or not facts.pythonpath:
        return findings
    from tfdoctor.children.runtime_info import RuntimeInfo
    from tfdoctor.judge.rules.origins import imported_from_pythonpath

    reader = TracebackReader()
    for no, line in enumerate(tb.splitlines(), 1):
        reader.feed(line.rstrip(), no)
    origins: dict[str, str] = {}
    for ev in reader.finish():
        for r in ev.chain:
            for fr in r.frames:
                if fr.owner in _LOCATED:
                    origins.setdefault(fr.owner, fr.path)
    if not origins:
        return findings
    seen = RuntimeInfo("failed", payload={"origins": origins, "import_error": "(the log's)"})
    found = imported_from_pythonpath(replace(facts, runtime=seen))
    if not found:
        return findings
    return [*found, *(f for f in findings if f.id != found[0].id)]


def module_from_frame(r: Any, import_src: re.Pattern[str]) -> str | None:
    """Python < 3.7 named no module: "ImportError: cannot import name 'Network'" under the
    raising frame's "from keras.engine.topology import Network" (simontomaskarlsson/
    CycleGAN-Keras#5). The exception line as Python 3.7+ words it, or None."""
    if r is None or r.short_type != "ImportError" or not r.frames:
        return None
    name = re.fullmatch(r"cannot import name '?(\w+)'?", r.message.strip())
    src = import_src.match(r.frames[-1].source.strip())
    if name and src and src.group("from"):
        return f"ImportError: cannot import name '{name.group(1)}' from '{src.group('from')}'"
    return None
