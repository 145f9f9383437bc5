"""Judge rules about what a user's code does first: a tf.keras fit, and the
TensorFlow-ecosystem packages it imports (issue 15 (g), (h)).

- The runtime child fitted a two-layer tf.keras model and imported every installed
  ecosystem package (children/tf_probe.py): a failure there is an error, never "healthy".
- Statically, each ecosystem package's own Requires-Dist on TensorFlow/tf-keras/Keras is
  evaluated against what is installed, extras included: ``pip check`` ignores an extra
  the user did not name, yet a companion's compiled ops were built for the TF its extra
  declares (tensorflow-io 0.37.1: ``tensorflow <2.17.0,>=2.16.0 ; extra == 'tensorflow'``,
  from its wheel METADATA).
"""

from __future__ import annotations

import re
from typing import Any

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.utils import canonicalize_name

from tfdoctor.judge.facts import Facts
from tfdoctor.model import Finding, Severity, major_minor
from tfdoctor.probes.ecosystem import TF_DISTS

#: Companions released in lockstep with TensorFlow's minor (their METADATA pins
#: tensorflow<2.(N+1),>=2.N: tf-keras 2.15-2.21 and tensorflow-text wheels).
LOCKSTEP = ("tf-keras", "tensorflow-text")


def _installed(f: Facts) -> dict[str, str]:
    tfi = f.tfi
    out: dict[str, str] = {}
    if f.tf_version:
        for name in TF_DISTS:
            out[name] = f.tf_version
    for key, src in (
        ("keras", getattr(tfi, "keras", None)),
        ("tf-keras", getattr(tfi, "tf_keras", None)),
    ):
        if src is not None:
            out[key] = src.raw
    return out


_MISSING = re.compile(r"No module named '([\w.]+)'")


def _newest_minor(spec: str, major: int) -> int | None:
    """The newest TF minor a companion's declared range admits (``<2.17.0,>=2.16.0`` -> 16)."""
    try:
        s = SpecifierSet(spec)
    except InvalidSpecifier:
        return None
    ok = [m for m in range(0, 60) if s.contains(f"{major}.{m}.0", prereleases=True)]
    return max(ok) if ok else None


def companion_fix(pkg: str, f: Facts, companion: Any = None, error: str = "") -> str:
    """Fixes in the order to try them, one pip line each. First what keeps TensorFlow where it
    is: the module the import misses (tf-keras for tensorflow-probability on TF >= 2.16),
    then a companion release pip finds for this TF. Last, when the companion declares a TF
    range without this TF, moving TensorFlow to that line, said plainly: only that makes a
    companion with no release for this TF load (tensorflow-io 0.37.1 declares TF 2.16)."""
    tf = f.tf_version or ""
    mm = major_minor(tf)
    lines: list[str] = []
    missing = _MISSING.search(error or "")
    if missing and mm:
        top = missing.group(1).split(".")[0]
        dist = canonicalize_name(top)
        if top != "keras" and dist != pkg:  # keras.src.* is Keras 3's layout: not missing
            reqs = getattr(companion, "requirements", ()) or ()
            extra = next((r.extra for r in reqs if r.extra and r.name == dist), None)
            if dist in LOCKSTEP:
                lines.append(f'{f.pip} install "{dist}~={mm[0]}.{mm[1]}.0" "tensorflow=={tf}"')
            elif extra:
                lines.append(f'{f.pip} install "{pkg}[{extra}]" "tensorflow=={tf}"')
            else:
                lines.append(f'{f.pip} install "{dist}" "tensorflow=={tf}"')
    if pkg in LOCKSTEP and mm:
        lines.append(f'{f.pip} install "{pkg}~={mm[0]}.{mm[1]}.0" "tensorflow=={tf}"')
    else:
        lines.append(
            f'{f.pip} install --upgrade "{pkg}" "tensorflow=={tf}"   # a {pkg} release for '
            f"TF {tf}, if one exists"
        )
    for r in () if pkg in LOCKSTEP else getattr(companion, "requirements", ()) or ():
        if r.name == "tensorflow" and mm and r.specifier:
            newest = _newest_minor(r.specifier, mm[0])
            if (
                newest is not None
                and newest != mm[1]
                and not SpecifierSet(r.specifier).contains(tf)
            ):
                lines.append(
                    f'{f.pip} install "tensorflow=={mm[0]}.{newest}.*"   # moves TensorFlow {tf} -> '
                    f"{mm[0]}.{newest}, the line {pkg} {getattr(companion, 'version', '')} was built "
                    f"for: only if you need {pkg} (else remove it)"
                )
            break
    return "\n".join(lines)


def companion_requirements(f: Facts) -> list[Finding]:
    installed = _installed(f)
    out: list[Finding] = []
    for c in f.ok(f.ecosystem) or ():
        seen_extra = False
        for req in getattr(c, "requirements", ()):
            have = installed.get(req.name)
            try:
                spec = SpecifierSet(req.specifier)
            except InvalidSpecifier:
                continue
            if req.extra is not None:
                # one finding per package: its extras repeat one range for each TF flavour
                if (
                    seen_extra
                    or have is None
                    or req.name not in ("tensorflow", "keras", "tf-keras")
                ):
                    continue
                if spec and not spec.contains(have, prereleases=True):
                    seen_extra = True
                    out.append(
                        Finding(
                            "ecosystem-extra-out-of-range",
                            Severity.WARNING,
                            f"{c.name} {c.version} was built for {req.name}{req.specifier} (its "
                            f"'{req.extra}' extra); {req.name} {have} is installed",
                            companion_fix(c.name, f, c),
                            (
                                f"{c.metadata_path}: Requires-Dist: {req.raw}",
                                "pip check is silent: the extra was not requested",
                            ),
                            values={"package": c.name, "requires": req.raw, "installed": have},
                        )
                    )
                continue
            if have is None:
                if (
                    req.name in ("tf-keras",)
                    or req.name not in installed
                    and req.name not in TF_DISTS
                ):
                    out.append(
                        Finding(
                            "tensorflow-companion-mismatch",
                            Severity.WARNING,
                            f"{c.name} {c.version} requires {req.name}{req.specifier}, which is not installed",
                            companion_fix(req.name, f),
                            (f"{c.metadata_path}: Requires-Dist: {req.raw}",),
                            values={"package": c.name, "requires": req.raw, "installed": None},
                        )
                    )
                continue
            if spec and not spec.contains(have, prereleases=True):
                out.append(
                    Finding(
                        "tensorflow-companion-mismatch",
                        Severity.WARNING,
                        f"{c.name} {c.version} requires {req.name}{req.specifier}; {req.name} {have} "
                        "is installed (its compiled parts may not load)",
                        companion_fix(c.name, f, c),
                        (f"{c.metadata_path}: Requires-Dist: {req.raw}",),
                        values={"package": c.name, "requires": req.raw, "installed": have},
                    )
                )
    return out


def _first_line(text: str) -> str:
    return (text or "").strip().splitlines()[-1][:300] if (text or "").strip() else ""


def keras_fit(f: Facts) -> list[Finding]:
    fit = f.runtime.payload.get("keras_fit") or {}
    if fit.get("fit") not in ("failed", "not-finite"):
        return []
    what = "gave a non-finite loss" if fit.get("fit") == "not-finite" else "fails"
    return [
        Finding(
            "keras-fit-failed",
            Severity.ERROR,
            f"A two-layer tf.keras model {what}: {_first_line(fit.get('error', ''))}".rstrip(": "),
            "See the findings beside this one for the cause (Keras and TensorFlow versions, "
            'TF_USE_LEGACY_KERAS, KERAS_BACKEND); reproduce with `python -c "import tensorflow as '
            "tf; m = tf.keras.Sequential([tf.keras.Input((4,)), tf.keras.layers.Dense(2)]); "
            "m.compile('sgd', 'mse'); m.fit(tf.ones((8, 4)), tf.zeros((8, 2)))\"`.",
            (
                f"tf.keras is {fit.get('module')} {fit.get('version') or ''}".strip(),
                *(fit.get("traceback", "").strip().splitlines()[-3:]),
            ),
            values={"module": fit.get("module"), "error": fit.get("error")},
        )
    ]


def ecosystem_imports(f: Facts) -> list[Finding]:
    out = []
    by_name = {c.name: c for c in (f.ok(f.ecosystem) or ())}
    for e in f.runtime.payload.get("ecosystem") or ():
        if e.get("import") != "failed":
            continue
        pkg = e.get("package", "?")
        tail = e.get("traceback", "").strip().splitlines()[-3:]
        declared = [
            f"{by_name[pkg].metadata_path}: Requires-Dist: {r.raw}"
            for r in (by_name[pkg].requirements if pkg in by_name else ())
        ]
        out.append(
            Finding(
                "ecosystem-import-failed",
                Severity.ERROR,
                f"`import {e.get('module')}` ({pkg} {e.get('version', '')}) fails with TensorFlow "
                f"{f.tf_version}: {_first_line(e.get('error', ''))}",
                companion_fix(pkg, f, by_name.get(pkg), e.get("error", "")),
                tuple(line for line in (*tail, *declared) if line),
                values={"package": pkg, "module": e.get("module"), "error": e.get("error")},
            )
        )
    return out


RULES = (keras_fit, ecosystem_imports, companion_requirements)
