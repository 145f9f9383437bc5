"""Protobuf gencode floors: the protobuf runtime a release's generated code needs.

compat/gencode.json (scripts/regen_gencode.py, read from each release's own ``*_pb2.py``
headers, ``# Protobuf Python Version: 6.31.1``) knows, per release of the ecosystem packages
that ship generated protobuf code (ydf, tf-keras, tensorflow-metadata,
tensorflow-serving-api), the oldest protobuf it imports under: protobuf's own
``ValidateProtobufRuntimeVersion`` raises ``VersionError`` when the runtime is older than
the gencode. Their METADATA does not always say so: ydf 0.16.0 declares
``protobuf<7.0.0,>=5.29.1`` and needs 6.31.1, which is what a fresh ``pip install
tensorflow-decision-forests==1.12.0`` installs beside protobuf 5.29.6 (the realenv tier's
w11). One place for both commands: ``check`` judges the installed versions
(judge/rules/gencode.py) and pins a fitting release when a remedy moves TensorFlow
(judge/companion_fix.py); ``explain`` reads the ``VersionError`` text.

Loaded on first use, once per process; never on ``check --no-runtime``'s path unless a
package it knows is installed.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any, NamedTuple

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import InvalidVersion, Version

from tfdoctor.judge.matrix_loader import shipped_path
from tfdoctor.model import canonical_name


class Floor(NamedTuple):
    package: str
    version: str
    gencode: str  # "6.31.1"
    source: str  # the _pb2.py header line and the wheel it was read from


@lru_cache(maxsize=1)
def _table() -> dict[str, list[dict[str, Any]]]:
    try:
        data = json.loads(shipped_path("gencode.json").read_text(encoding="utf-8"))
        return {canonical_name(k): list(v) for k, v in data["packages"].items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}  # knowledge is optional: without it, nothing is judged from it


def releases(package: str) -> list[dict[str, Any]]:
    """The table's rows for ``package``, newest first (empty: not known)."""
    return [dict(r) for r in _table().get(canonical_name(package), ())]


def known(package: str) -> bool:
    return canonical_name(package) in _table()


def _v(text: str | None) -> Version | None:
    try:
        return Version(text or "")
    except InvalidVersion:
        return None


def floor(package: str, version: str) -> Floor | None:
    """The gencode floor of this release (None: unknown, or no versioned gencode)."""
    want = _v(version)
    for row in _table().get(canonical_name(package), ()):
        if want is not None and _v(row.get("version")) == want and row.get("gencode"):
            return Floor(canonical_name(package), row["version"], row["gencode"], row["source"])
    return None


def package_for_module(module: str) -> str | None:
    """``yggdrasil_decision_forests`` -> ``ydf`` (the folders holding its ``_pb2.py``)."""
    top = module.split("/")[0].split(".")[0]
    for name, rows in _table().items():
        if rows and top in (rows[0].get("modules") or ()):
            return name
    return None


def runs_under(gencode: str, runtime: str) -> bool:
    """protobuf's rule: the runtime is not older than the gencode."""
    g, r = _v(gencode), _v(runtime)
    return g is None or r is None or r.release[:3] >= g.release[:3]


def fits(gencode: str, spec: str | None) -> bool:
    """Whether some protobuf inside ``spec`` (a TensorFlow line's range) runs this gencode:
    a release of the gencode's own major at or above it, or the next major (protobuf 6.31.1
    only warns for gencode one major older; 5.29.6 and 7.36.2 check the order alone)."""
    g = _v(gencode)
    if g is None or not spec:
        return True
    try:
        s = SpecifierSet(spec)
    except InvalidSpecifier:
        return True
    major, minor, patch = (list(g.release) + [0, 0])[:3]
    probes = [f"{major}.{minor}.{patch}", f"{major}.{minor}.999", f"{major}.999.0"]
    probes += [f"{major + 1}.{m}.0" for m in range(0, 40)]
    return any(s.contains(p, prereleases=True) for p in probes)


def newest_fitting(package: str, spec: str | None, below: str | None = None) -> Floor | None:
    """The newest release (older than ``below`` when given) whose gencode ``spec`` runs;
    a release with no versioned gencode fits any runtime."""
    top = _v(below) if below else None
    for row in _table().get(canonical_name(package), ()):  # newest first
        v = _v(row.get("version"))
        if v is None or (top is not None and v >= top):
            continue
        if row.get("gencode") is None or fits(row["gencode"], spec):
            return Floor(canonical_name(package), row["version"], row.get("gencode") or "", row["source"])
    return None


def gencode_fix(
    package: str | None,
    version: str | None,
    gencode: str,
    runtime: str | None,
    tf_spec: str | None,
    pip: str | None,
    tf_version: str | None = None,
) -> str:
    """Lines in the order to try: protobuf raised to the gencode where TensorFlow's range
    allows it (keeps every package); else the newest release of the package whose generated
    code runs under a protobuf TensorFlow allows (read from its wheels); else remove it."""
    pip = pip or "pip"
    tf = f"TensorFlow {tf_version}" if tf_version else "your TensorFlow"
    who = f"{package} {version}" if package and version else package or "the failing module"
    lines = []
    raise_ok = fits(gencode, tf_spec) if tf_spec else None
    if raise_ok or raise_ok is None:
        spec = f">={gencode}"
        if tf_spec:
            spec = str(SpecifierSet(tf_spec) & SpecifierSet(spec))
            spec = ",".join(sorted(spec.split(","), key=lambda p: (not p.startswith(">"), p)))
        note = f"inside {tf}'s range" if tf_spec else f"pip refuses it if {tf} forbids it"
        lines.append(
            f'{pip} install "protobuf{spec}"   # the protobuf {who}\'s generated code needs '
            f"({gencode}); {note}"
        )
    if package and known(package) and not raise_ok:
        # the runtime TF keeps: its range when known, else the protobuf installed now
        keep = tf_spec or (f"<={runtime}" if runtime else None)
        alt = newest_fitting(package, keep, below=version)
        if alt is not None:
            needs = f"protobuf {alt.gencode}" if alt.gencode else "no versioned protobuf"
            lines.append(
                f'{pip} install "{package}=={alt.version}"   # the newest {package} whose '
                f"generated code runs under the protobuf {tf} allows (needs {needs})"
            )
        else:
            lines.append(f"{pip} uninstall -y {package}   # no {package} release runs under it")
    return "\n".join(lines)


def extra_pins(line: str, installed: tuple[tuple[str, str], ...], pinned: str) -> str:
    """`` "ydf==0.15.0"`` for each installed package whose protobuf gencode the TF ``line``'s
    protobuf range cannot run (a package the line already pins keeps its pin)."""
    from tfdoctor.judge import companions as kb

    spec = kb.tf_chain_range(f"{line}.0", "protobuf")
    out = ""
    for name, version in installed:
        fl = floor(name, version) if spec and known(name) else None
        if fl is None or fits(fl.gencode, spec) or f'"{fl.package}==' in pinned:
            continue
        alt = newest_fitting(name, spec, below=version)
        if alt is not None:
            out += f' "{alt.package}=={alt.version}"'
    return out
