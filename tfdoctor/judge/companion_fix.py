"""The pip lines that fix a TensorFlow-ecosystem package failing beside the installed TensorFlow.

One function for both commands: ``check`` (judge/rules/ecosystem.py, from the environment's
facts) and ``explain`` (explain/rules/events.py, from the environment when ``explain --
COMMAND`` knows it, else from the versions the log shows).
"""

from __future__ import annotations

import re
from typing import Any

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.utils import canonicalize_name

from tfdoctor.model import Finding, Severity, major_minor

#: Companions released in lockstep with TensorFlow's minor (their METADATA pins
#: tensorflow<2.(N+1),>=2.N: tf-keras 2.15-2.21 and tensorflow-text wheels).
LOCKSTEP = ("tf-keras", "tensorflow-text")

_MISSING = re.compile(r"No module named '([\w.]+)'")


#: the installed TensorFlow's minor, asked of the environment (bash): "2.21"
_TF_MINOR_SHELL = (
    "$(python -c 'import tensorflow as tf; print(\".\".join(tf.__version__.split(\".\")[:2]))')"
)


def _newest_minor(spec: str, major: int) -> int | None:
    """The newest TF minor a companion's declared range admits (``<2.17.0,>=2.16.0`` -> 16)."""
    try:
        s = SpecifierSet(spec)
    except InvalidSpecifier:
        return None
    ok = [m for m in range(0, 60) if s.contains(f"{major}.{m}.0", prereleases=True)]
    return max(ok) if ok else None


def companion_fix(
    pkg: str, tf_version: str | None, pip: str | None, companion: Any = None, error: str = ""
) -> str:
    """Fixes in the order to try them, one pip line each. First what keeps TensorFlow where it
    is: the module the import misses (tf-keras for tensorflow-probability on TF >= 2.16),
    then a companion release pip finds for this TF. Last, when the companion declares a TF
    range without this TF, moving TensorFlow to that line, said plainly: only that makes a
    companion with no release for this TF load (tensorflow-io 0.37.1 declares TF 2.16)."""
    tf = tf_version or ""
    pip = pip or "pip"
    mm = major_minor(tf)
    lines: list[str] = []
    missing = _MISSING.search(error or "")
    if missing and not mm:
        top = missing.group(1).split(".")[0]
        dist = canonicalize_name(top)
        if top != "keras" and dist in LOCKSTEP and dist != pkg:
            # the TensorFlow version is not known (a bare log): ask the environment for it
            lines.append(f'{pip} install "{dist}~={_TF_MINOR_SHELL}.0"')
    if missing and mm:
        top = missing.group(1).split(".")[0]
        dist = canonicalize_name(top)
        if top != "keras" and dist != pkg:  # keras.src.* is Keras 3's layout: not missing
            reqs = getattr(companion, "requirements", ()) or ()
            extra = next((r.extra for r in reqs if r.extra and r.name == dist), None)
            if dist in LOCKSTEP:
                lines.append(f'{pip} install "{dist}~={mm[0]}.{mm[1]}.0" "tensorflow=={tf}"')
            elif extra:
                lines.append(f'{pip} install "{pkg}[{extra}]" "tensorflow=={tf}"')
            else:
                lines.append(f'{pip} install "{dist}" "tensorflow=={tf}"')
    if pkg in LOCKSTEP and mm:
        lines.append(f'{pip} install "{pkg}~={mm[0]}.{mm[1]}.0" "tensorflow=={tf}"')
    elif not mm:  # a bare log that does not show the TensorFlow version
        lines.append(
            f'{pip} install --upgrade "{pkg}"   # then `tfdoctor check`: the TensorFlow '
            "version is not known here, and the release must be the one built for it"
        )
    else:
        lines.append(
            f'{pip} install --upgrade "{pkg}" "tensorflow=={tf}"   # a {pkg} release for '
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
                    f'{pip} install "tensorflow=={mm[0]}.{newest}.*"   # moves TensorFlow {tf} -> '
                    f"{mm[0]}.{newest}, the line {pkg} {getattr(companion, 'version', '')} was built "
                    f"for: only if you need {pkg} (else remove it)"
                )
            break
    return "\n".join(lines)


def ecosystem_import_finding(
    package: str,
    module: str | None,
    error: str,
    tf_version: str | None,
    pip: str | None,
    companion: Any = None,
    evidence: tuple[str, ...] = (),
    action: str | None = None,
) -> Finding:
    """``ecosystem-import-failed``, worded once for both commands: ``check`` (its child
    imported the package and it failed) and ``explain`` (a traceback whose failing frames
    are the package's own, explain/rules/events.py)."""
    first = (error or "").strip().splitlines()[-1][:300] if (error or "").strip() else ""
    tf = f"TensorFlow {tf_version}" if tf_version else "this TensorFlow"
    version = f" {companion.version}" if getattr(companion, "version", None) else ""
    what = action or f"`import {module or package.replace('-', '_')}`"
    fix = companion_fix(package, tf_version, pip, companion, error)
    if _KERAS3_REFUSED.search(error or ""):
        # Keras 3 refused one of its (tf_keras) objects: the package is fine, tf.keras is not
        # the Keras it was written for; a setting fixes it (TF >= 2.16, tf-keras installed)
        fix = f"export TF_USE_LEGACY_KERAS=1   # before Python starts; tf.keras is then tf-keras\n{fix}"
    return Finding(
        "ecosystem-import-failed",
        Severity.ERROR,
        f"{what} ({package}{version}) fails with {tf}: {first}",
        fix,
        evidence,
        values={"package": package, "module": module, "error": error, "action": what},
    )


_KERAS3_REFUSED = re.compile(r"Only instances of `?keras\.Layer`? can be added|can only either be a keras")
