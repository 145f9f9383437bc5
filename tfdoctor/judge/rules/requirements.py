"""Judge every requirement of the installed TensorFlow against what is installed (issue 15 b).

What ``pip check`` does, from the TensorFlow distribution's own METADATA
``Requires-Dist`` (tests/data/tf-2.15.1/METADATA: ``numpy (<2.0.0,>=1.23.5)``,
``protobuf (...,<5.0.0dev,>=3.20.3)``, ``keras (<2.16,>=2.15.0)``, ...), with markers
evaluated for the interpreter being checked. Extras (``extra == 'and-cuda'``) are not
judged here: METADATA does not say which extras were asked for.

Each broken pin is a named finding saying what the user will see, and a fix pinned inside
TensorFlow's own range, written for that interpreter (``/path/to/python -m pip``).
"""

from __future__ import annotations

import re

from packaging.version import InvalidVersion, Version

from tfdoctor.judge.facts import Facts
from tfdoctor.judge.requires_dist import Environment, applicable
from tfdoctor.model import Finding, Severity, major_minor
from tfdoctor.records import frozen

#: Per package: finding id, severity, and what the user will see. Packages not listed
#: share ``tensorflow-requirement-unmet``.
KNOWN = {
    # TF < 2.16 wheels are built against NumPy 1.x: import fails on NumPy 2 with "A module
    # that was compiled using NumPy 1.x cannot be run in NumPy 2" (tests/data/tf-2.15.1-numpy2)
    "numpy": ("numpy-version-unsupported", Severity.WARNING, "TensorFlow may misbehave"),
    # TF 2.15.1 + protobuf 5+/6+: import works but logs "'MessageFactory' object has no
    # attribute 'GetPrototype'" (issue 15 e6); TF < 2.12 + protobuf > 3.20: "Descriptors
    # cannot be created directly" at import.
    "protobuf": (
        "protobuf-incompatible",
        Severity.WARNING,
        "noisy or failing at import (\"'MessageFactory' object has no attribute "
        '\'GetPrototype\'", "Descriptors cannot be created directly"), saved models and '
        "TensorBoard may break",
    ),
    "keras": (
        "keras-version-mismatch",
        Severity.ERROR,
        "tf.keras is a Keras this TF was not built with",
    ),
    "ml-dtypes": (
        "ml-dtypes-incompatible",
        Severity.WARNING,
        "import tensorflow can fail inside ml_dtypes, or bfloat16/float8 types misbehave",
    ),
    "tensorboard": (
        "tensorboard-version-mismatch",
        Severity.WARNING,
        "the TensorBoard callback and `tensorboard` may fail or lack features",
    ),
}
GENERIC_ID = "tensorflow-requirement-unmet"


@frozen
class Unmet:
    """A requirement of the installed TensorFlow that the environment does not meet."""

    name: str
    spec: str  # ">=3.20.3,<5.0.0dev"
    installed: str | None  # None: not installed
    line: str  # the Requires-Dist line


def marker_environment(f: Facts) -> dict[str, str]:
    """Marker variables of the interpreter checked (this one's, with what the probes know)."""
    from packaging.markers import default_environment  # only for a marker to evaluate

    env = dict(default_environment())
    py = f.python_version
    if py:
        env["python_full_version"] = py
        env["python_version"] = ".".join(py.split(".")[:2])
    system = {"linux": "Linux", "wsl2": "Linux", "windows": "Windows", "macos": "Darwin"}
    if f.platform in system:
        env["platform_system"] = system[f.platform]
        env["sys_platform"] = {"Linux": "linux", "Windows": "win32", "Darwin": "darwin"}[
            system[f.platform]
        ]
    if f.cpu_arch:
        env["platform_machine"] = f.cpu_arch
    env["extra"] = ""
    return env


_OPERATOR = r"^\s*(~=|===|==|!=|<=|>=|<|>)"  # compiled when first used
_ORDER = {">=": 0, ">": 0, "~=": 0, "==": 0, "===": 0, "<=": 1, "<": 1, "!=": 2}


def pretty_spec(spec: str) -> str:
    """Lower bounds, then upper bounds, then exclusions: ">=3.20.3,<5.0.0dev,!=4.21.0"."""

    def rank(part: str) -> int:
        m = re.match(_OPERATOR, part)
        return _ORDER.get(m.group(1), 3) if m else 3

    parts = [p.strip() for p in spec.split(",") if p.strip()]
    return ",".join(sorted(parts, key=rank))


def _environment(f: Facts) -> Environment:
    """marker_environment(f), made once and only when a line's marker needs it."""
    made: list[dict[str, str]] = []

    def env() -> dict[str, str]:
        if not made:
            made.append(marker_environment(f))
        return made[0]

    return env


def unmet_requirements(f: Facts) -> list[Unmet]:
    tfi = f.tfi
    if tfi is None or not tfi.requires:
        return []
    env = _environment(f)
    have = {d.name: d.version for d in tfi.installed}
    out = []
    for line in tfi.requires:
        req = applicable(line, env)
        if req is None:
            continue
        name, specifier = req
        version = have.get(name)
        if version is None:
            out.append(Unmet(name, str(specifier), None, line))
            continue
        try:
            ok = specifier.contains(Version(version), prereleases=True)
        except InvalidVersion:
            continue
        if not ok:
            out.append(Unmet(name, str(specifier), version, line))
    return out


def tf_pins(f: Facts) -> tuple[tuple[str, str], ...]:
    """(package, range) of every unconditional requirement of the installed TensorFlow."""
    tfi = f.tfi
    if tfi is None:
        return ()
    env = _environment(f)
    out = []
    for line in tfi.requires:
        req = applicable(line, env)
        if req is not None and req[1]:
            out.append((req[0], pretty_spec(str(req[1]))))
    return tuple(out)


def _numpy(u: Unmet) -> tuple[str, Severity, str]:
    v = Version(u.installed) if u.installed else None
    if v is not None and v.major >= 2 and "<2" in u.spec.replace(" ", ""):
        return (
            "numpy-abi-mismatch",
            Severity.ERROR,
            "`import tensorflow` fails: modules compiled against NumPy 1.x cannot run on NumPy 2",
        )
    return KNOWN["numpy"]


def _keras2_pinned(u: Unmet, tf: str) -> bool:
    """A Keras 2 beside TF 2.7-2.15 (which pin their own minor): keras_line's finding."""
    k, t = major_minor(u.installed), major_minor(tf)
    return k is not None and t is not None and k[0] == 2 and (2, 7) <= t <= (2, 15)


def requirements_unmet(f: Facts) -> list[Finding]:
    tfi = f.tfi
    unmet = unmet_requirements(f)
    if tfi is None or tfi.primary is None or not unmet:
        return []
    who = f"{tfi.primary.name} {tfi.primary.version}"
    out: list[Finding] = []
    generic: list[Unmet] = []
    for u in unmet:
        if u.name == "keras" and _keras2_pinned(u, tfi.primary.version):
            continue  # keras.py's keras_line says it, with explain's words (keras2_off_line)
        if u.name not in KNOWN or u.installed is None:
            generic.append(u)
            continue
        fid, severity, sees = _numpy(u) if u.name == "numpy" else KNOWN[u.name]
        spec = pretty_spec(u.spec)
        # one line restores every pin TensorFlow declares that is broken here, this one first:
        # fixing NumPy alone left ml-dtypes 0.6 beside TF 2.15 (the realenv tier's w12,
        # where `pip install --upgrade ml-dtypes` brought both)
        rest = "".join(f' "{o.name}{pretty_spec(o.spec)}"' for o in unmet if o is not u)
        why = "   # with TensorFlow's other requirements that are broken here" if rest else ""
        out.append(
            Finding(
                fid,
                severity,
                f"{u.name} {u.installed} is outside what {who} requires ({u.name}{spec}): {sees}",
                f'{f.pip} install "{u.name}{spec}"{rest}{why}',
                (f"{tfi.primary.metadata_path}/METADATA: Requires-Dist: {u.line}",),
                values={"package": u.name, "installed": u.installed, "required": spec},
            )
        )
    if generic:
        lines = [
            f"{u.name} {u.installed or '(not installed)'} (requires {u.name}{pretty_spec(u.spec)})"
            for u in generic
        ]
        out.append(
            Finding(
                GENERIC_ID,
                Severity.WARNING,
                f"{who} requires what is not installed here: " + "; ".join(lines),
                "Install them inside TensorFlow's own ranges (`pip check` says the same):\n"
                + f"{f.pip} install "
                + " ".join(f'"{u.name}{pretty_spec(u.spec)}"' for u in generic),
                tuple(f"Requires-Dist: {u.line}" for u in generic),
                values={"packages": [u.name for u in generic]},
            )
        )
    return out


RULES = (requirements_unmet,)
