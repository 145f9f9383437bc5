"""Aligning a fleet's stacks, not single components (issue 19 c).

TensorFlow's line (major.minor) is the key: each line brings its own Keras line, NumPy
range, CUDA and cuDNN (compat/matrix.json: a row's ``keras``, ``numpy``, ``cuda``,
``cudnn``; TF <= 2.15 installs Keras 2, TF >= 2.16 Keras 3). So on a fleet whose
TensorFlow lines differ, a node on another line is told to move its *TensorFlow stack* to
the fleet's line with one pip line (the matrix row's, which brings its own Keras and
NumPy); its Keras/NumPy/CUDA/cuDNN differences are named as following from that, never
as "move Keras to the majority's" (Keras 3 on TF 2.13 would break it). Only among nodes
on the same TF line is a Keras/NumPy/CUDA/cuDNN difference a problem of its own.

Pure functions of the nodes' values (judge/fleet.py reads the reports).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from packaging.specifiers import InvalidSpecifier, SpecifierSet

from tfdoctor.model import Finding, Severity, major_minor, parse_version
from tfdoctor.records import field, frozen

#: Components that follow from the TensorFlow line.
STACK = ("keras", "numpy", "cuda", "cudnn")
#: Nodes named in a finding's title before "and N more".
NAMED = 8


def names(items: list[str]) -> str:
    more = f" and {len(items) - NAMED} more" if len(items) > NAMED else ""
    return ", ".join(items[:NAMED]) + more


def show(value: str | None) -> str:
    return value if value is not None else "not found"


@frozen
class Column:
    """One component compared across some nodes."""

    majority: str | None
    tie: bool
    odd: tuple[Any, ...]
    finding: Finding | None


def compare(col: str, label: str, nodes: Sequence[Any], scope: str = "") -> Column:
    """The majority of ``col`` among ``nodes`` and the nodes that differ from it."""
    counts = Counter(n.values.get(col) for n in nodes)
    if len(counts) <= 1:
        return Column(next(iter(counts), None), False, (), None)
    (top, top_n), (_, second_n) = counts.most_common(2)
    tie = top_n == second_n
    odd = tuple(n for n in nodes if tie or n.values.get(col) != top)
    spread = ", ".join(f"{show(v)} on {c}" for v, c in counts.most_common())
    among = f" among the nodes on {scope}" if scope else ""
    odd_names = names([n.name for n in odd])
    finding = Finding(
        "fleet-drift",
        Severity.ERROR,
        f"{label} differs{among or ' across the fleet'} with no majority ({spread})"
        if tie
        else f"{label} differs on {len(odd)} of {len(nodes)} nodes{among} "
        f"(majority: {show(top)}): {odd_names}",
        f"Pick one version for {'these nodes' if scope else 'the whole fleet'}, install it "
        "on every node (or re-image them), then gather the reports again"
        if tie
        else f"Bring {odd_names} in line with the majority ({label} {show(top)}; or "
        "re-image them), then gather the reports again",
        tuple(f"{n.name}: {label} {show(n.values.get(col))}" for n in odd[:50]),
        values={"component": col, "majority": None if tie else top, "spread": spread}
        | ({"tensorflow_line": scope.removeprefix("TF ")} if scope else {}),
    )
    return Column(None if tie else top, tie, odd, finding)


def tf_line(value: str | None) -> str | None:
    mm = major_minor(value)
    return f"{mm[0]}.{mm[1]}" if mm else None


def fits(row: Any, col: str, value: str | None) -> bool | None:
    """Whether ``value`` of ``col`` is what the TF line of matrix ``row`` brings."""
    version = parse_version(value)
    if row is None or version is None:
        return None
    if col == "keras":
        return str(row.keras).isdigit() and version.major == int(row.keras)
    if col == "numpy":
        try:
            return row.numpy is None or SpecifierSet(row.numpy).contains(version, prereleases=True)
        except InvalidSpecifier:
            return None
    ref = parse_version(row.cuda if col == "cuda" else row.cudnn)
    return None if ref is None else version.major == ref.major


@frozen
class Alignment:
    line: str | None
    majority: dict[str, str | None]
    ties: tuple[str, ...]
    differs: dict[str, tuple[str, ...]]
    #: node -> the stack components that differ from the fleet's because its TF does
    follows: dict[str, tuple[str, ...]]
    findings: tuple[Finding, ...] = field(default=())


def _pip_line(line: str | None, release_for: Callable[[str], Any]) -> str:
    row = release_for(line) if line else None
    return f'python -m pip install "{row.pip if row and row.pip else f"tensorflow=={line}.*"}"'


def _python_outside(value: str | None, row: Any) -> str | None:
    """Why the fleet's TF line cannot be installed on this Python (matrix row's range)."""
    version = parse_version(value)
    if version is None or row is None or not str(row.python_raw or ""):
        return None
    if row.python.contains(version, prereleases=True):
        return None
    return f"Python {value} is outside TF {row.version}'s {row.python_raw}: move Python first"


def align(
    nodes: Sequence[Any], labels: dict[str, str], release_for: Callable[[str], Any]
) -> Alignment:
    """TensorFlow and its stack on a fleet whose TF lines differ (>1 line)."""
    groups: dict[str | None, list[Any]] = {}
    for n in nodes:
        groups.setdefault(tf_line(n.values.get("tensorflow")), []).append(n)
    lines = Counter({k: len(v) for k, v in groups.items()})
    (top, top_n), (_, second_n) = lines.most_common(2)
    line = None if top_n == second_n else top
    majority: dict[str, str | None] = {}
    differs: dict[str, list[str]] = {}
    follows: dict[str, tuple[str, ...]] = {}
    findings: list[Finding] = []
    main = groups.get(line, []) if line else []
    tf = compare("tensorflow", labels["tensorflow"], main) if main else None
    majority["tensorflow"] = tf.majority if tf else None
    for col in STACK:
        majority[col] = compare(col, labels[col], main).majority if main else None
    varied = {c for c in STACK if len({n.values.get(c) for n in nodes}) > 1}
    off = [n for n in nodes if line is None or tf_line(n.values.get("tensorflow")) != line]
    evidence: list[str] = []
    needs_python: list[str] = []
    for n in off:
        differs.setdefault(n.name, []).append("tensorflow")
        own = release_for(tf_line(n.values.get("tensorflow")) or "")
        moved = tuple(
            c
            for c in STACK
            if n.values.get(c) is not None
            and (c in varied if line is None else n.values.get(c) != majority.get(c))
        )
        follows[n.name] = moved
        parts = []
        for c in moved:
            ok = fits(own, c, n.values.get(c))
            note = "" if ok is not False else ", not what its own TF line brings either"
            parts.append(f"{labels[c]} {show(n.values.get(c))}{note}")
        tail = f" ({'; '.join(parts)}: follow from its TF line)" if parts else ""
        evidence.append(f"{n.name}: TF {show(n.values.get('tensorflow'))}{tail}")
        python = _python_outside(n.values.get("python"), release_for(line) if line else None)
        if python:
            evidence.append(f"{n.name}: {python}")
            needs_python.append(n.name)
    spread = ", ".join(f"{k or 'not found'} on {c}" for k, c in lines.most_common())
    pip = _pip_line(line, release_for)
    findings.append(
        Finding(
            "fleet-drift",
            Severity.ERROR,
            f"TensorFlow lines differ across the fleet with no majority ({spread}); each "
            "line brings its own Keras, NumPy, CUDA and cuDNN"
            if line is None
            else f"TensorFlow {line} is the fleet's line; {len(off)} of {len(nodes)} nodes run "
            f"another ({names([n.name for n in off])}): their Keras/NumPy/CUDA/cuDNN "
            "differences follow from it",
            "Pick one TensorFlow line for the whole fleet and move every node's TensorFlow "
            'stack to it with one line (e.g. python -m pip install "tensorflow==X.Y.*", which '
            "brings its own Keras and NumPy), then gather the reports again"
            if line is None
            else f"On {names([n.name for n in off])}: {pip}   # moves the TensorFlow "
            "stack (TF with the Keras and NumPy it requires); do not move Keras or NumPy "
            "alone, then gather the reports again"
            + (
                f". First move Python on {names(needs_python)}: TF {line} does not "
                "support its Python (evidence)"
                if needs_python
                else ""
            ),
            tuple(evidence[:50]),
            values={
                "component": "tensorflow",
                "majority": majority["tensorflow"],
                "line": line,
                "spread": spread,
                "follows": {k: list(v) for k, v in follows.items()},
            },
        )
    )
    if tf and tf.finding:  # patch releases differ on the fleet's own line
        findings.append(tf.finding)
        for n in tf.odd:
            differs.setdefault(n.name, []).append("tensorflow")
    ties = [] if line else ["tensorflow"]
    # Among nodes on one TF line, a stack difference is its own problem.
    for key, members in groups.items():
        if key is None or len(members) < 2:
            continue
        for col in STACK:
            column = compare(col, labels[col], members, scope=f"TF {key}")
            if column.finding is None:
                continue
            findings.append(column.finding)
            if key == line and column.tie:
                ties.append(col)
            for n in column.odd:
                differs.setdefault(n.name, []).append(col)
    return Alignment(
        line,
        majority,
        tuple(ties),
        {k: tuple(dict.fromkeys(v)) for k, v in differs.items()},
        {k: v for k, v in follows.items() if v},
        tuple(findings),
    )
