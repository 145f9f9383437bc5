#!/usr/bin/env python3
"""Regenerate compat/companions.json from the companions' own wheels and metadata.

Two steps, kept apart so the second runs offline in the tests:

1. **collect** (registry): for each package of PACKAGES, ``pip index versions`` lists its
   releases; the final releases inside its window get their METADATA through PEP 658
   (``pip install --dry-run --no-deps --ignore-installed --report -``: requires_dist and the
   wheel's name and sha256, without the wheel); the wheels PACKAGES marks for reading are
   fetched with ``pip download --no-deps`` and only their file list, their ``.so`` files'
   dynamic strings and a few source lines are kept. TensorFlow's own wheels (the
   ``latest_patch`` of each matrix row in TF_LINES) give the chain TF pins. Each record is
   cached as JSON under ``--cache`` (default: a temporary folder).
2. **build** (pure): records -> the document (``build_document``). Every fact carries the
   line it was read from, the wheel's file name and sha256.

    python scripts/regen_companions.py                         # diff only
    python scripts/regen_companions.py --packages tensorflow-text --write
    python scripts/regen_companions.py --cache DIR --offline   # rebuild from cached records

It prints a unified diff against compat/companions.json and writes it only with
``--write`` (atomically). Exit 1 when a release listed could not be read (named on stderr).
"""

from __future__ import annotations

import argparse
import difflib
import json
import os
import re
import subprocess
import sys
import tempfile
import zipfile
from datetime import date
from pathlib import Path
from typing import Any

from packaging.markers import Marker
from packaging.requirements import InvalidRequirement, Requirement
from packaging.utils import canonicalize_name
from packaging.version import InvalidVersion, Version

ROOT = Path(__file__).resolve().parents[1]
COMPANIONS = ROOT / "compat" / "companions.json"
MATRIX = ROOT / "compat" / "matrix.json"
PYTHON = "3.11"  # every package and TF line 2.12-2.21 has cp311 / py3 wheels
PLATFORMS = ("manylinux2014_x86_64", "manylinux_2_17_x86_64", "manylinux_2_27_x86_64")
#: Markers are evaluated as on this machine kind: Linux x86_64, CPython 3.11.
ENV = {
    "python_version": PYTHON, "python_full_version": f"{PYTHON}.0", "sys_platform": "linux",
    "platform_system": "Linux", "platform_machine": "x86_64", "os_name": "posix",
    "implementation_name": "cpython", "platform_python_implementation": "CPython",
}  # fmt: skip
TF_NAMES = ("tensorflow", "tensorflow-cpu", "tensorflow-gpu", "tf-nightly", "tensorflow-macos")
KERAS_NAMES = ("keras", "tf-keras", "keras-core")
TF_LINES = tuple(f"2.{m}" for m in range(12, 22))
CHAIN = ("numpy", "protobuf", "ml-dtypes", "h5py", "keras", "tensorboard",
         "tensorflow-io-gcs-filesystem")  # fmt: skip

#: package -> (first release of the window, which wheels to read).
#: The window: the releases for TF 2.12-2.21 and the newest. Its first release is the one
#: that declares TF 2.12 where a package declares TF (tensorflow-text 2.12.0, tensorflow-io
#: 0.32.0, tfdf 1.3.0, addons 0.20.0); elsewhere a choice of about the start of 2023, not a
#: sourced date (pip reports no upload times). "all": every wheel in the window is read;
#: "ends": the oldest and newest only (large compiled wheels); "newest"; "minors": the newest
#: patch of each minor, the newest wheel and the two around the TF removal are read.
PACKAGES: dict[str, tuple[str, str]] = {
    "tf-keras": ("2.14.1", "ends"),
    "tensorflow-text": ("2.12.0", "all"),
    "tensorflow-io": ("0.32.0", "ends"),
    "tensorflow-io-gcs-filesystem": ("0.32.0", "all"),
    "tensorflow-probability": ("0.20.0", "all"),
    "tensorflow-decision-forests": ("1.3.0", "ends"),
    "tensorflow-addons": ("0.20.0", "all"),
    "tensorflow-hub": ("0.13.0", "all"),
    "tensorflow-recommenders": ("0.7.3", "all"),
    "tensorflow-datasets": ("4.8.2", "newest"),
    "tensorflow-model-optimization": ("0.7.4", "all"),
    "keras-tuner": ("1.3.0", "all"),
    "keras-hub": ("0.17.0", "all"),
    "keras-nlp": ("0.5.0", "all"),
    "keras-cv": ("0.5.0", "all"),
    "transformers": ("4.26.0", "minors"),
    "tf2onnx": ("1.14.0", "all"),
    "tensorflowjs": ("4.2.0", "all"),
    "tensorboard": ("2.12.0", "newest"),
}

#: Per package: (file, regex) of a TensorFlow-version check its own source runs at import.
#: (Lines that are comments do not count: ``(?m)^\s*`` anchors each pattern to code.)
IMPORT_CHECKS: dict[str, tuple[tuple[str, str], ...]] = {
    "tensorflow-probability": (
        ("tensorflow_probability/python/__init__.py", r"(?m)^\s*required_tensorflow_version\s*=.+"),
    ),
    "tensorflow-addons": (
        ("tensorflow_addons/version.py", r"(?m)^\s*(?:IN|EX)CLUSIVE_(?:MIN|MAX)_TF_VERSION\s*=.+"),
    ),
    "tensorflow-decision-forests": (
        ("tensorflow_decision_forests/__init__.py", r"(?m)^\s*compatible_tf_versions\s*=.+"),
    ),
}
#: What a failed check does, read from the code that runs it: (file, regex, effect).
CHECK_EFFECTS: dict[str, tuple[str, str, str]] = {
    "tensorflow-probability": (
        "tensorflow_probability/python/__init__.py", r"(?m)^\s*raise ImportError\(.*", "error"),
    "tensorflow-addons": (
        "tensorflow_addons/utils/ensure_tf_install.py", r"(?m)^\s*warnings\.warn\(.*", "warning"),
    "tensorflow-decision-forests": (
        "tensorflow_decision_forests/tensorflow/check_version.py", r"(?m)^\s*logging\.warning\(.*",
        "warning"),
}  # fmt: skip
TEST_FILE = re.compile(r"(^|/)tests?/|_test\.py$|(^|/)test_[^/]*\.py$|(^|/)testing/")
#: Source lines that need Keras 2 (tf_keras, Keras 2's private layout, the legacy switch).
KERAS2 = re.compile(
    r"^\s*(?:import tf_keras\b.*|from tf_keras\b.*|from keras\.src\.engine\b.*"
    r"|from keras\.engine\b.*|import keras\.engine\b.*|.*TF_USE_LEGACY_KERAS.*)$",
    re.MULTILINE,
)
#: Per package: (file, regex) of a notice its own code prints (an end of life, a successor).
WHEEL_NOTICES: dict[str, tuple[tuple[str, str], ...]] = {
    "tensorflow-addons": (
        ("tensorflow_addons/utils/tfa_eol_msg.py",
         r"TensorFlow Addons \(TFA\) has ended[^\\]*|TFA has entered[^\\]*"
         r"|Please modify downstream[^\\]*|For more information see: [^\s\\]+"),
    ),
}  # fmt: skip
#: Per package: (file, regex over its string literals) of the error it raises on Keras 3.
KERAS2_ERRORS: dict[str, tuple[str, str]] = {
    "transformers": ("transformers/modeling_tf_utils.py", r"Your currently installed version of Keras is Keras 3[^\\]*?tf-keras`\."),
}
#: Per package: a file whose presence in the wheel means its TensorFlow classes ship.
TF_FILES = {"transformers": "transformers/modeling_tf_utils.py"}
LINKS = b"libtensorflow_framework.so"

#: Successors: (name, alternatives, the words of the package's own notice that name it).
#: Kept only when the notice read from the wheel or its METADATA still says so.
SUCCESSORS: dict[str, tuple[str, tuple[str, ...], str]] = {
    "tensorflow-addons": ("keras", ("keras-cv", "keras-nlp"), "(e.g. Keras, Keras-CV, and Keras-NLP)"),
    "keras-nlp": ("keras-hub", (), "KerasNLP has renamed to KerasHub!"),
}


# -- the registry ----------------------------------------------------------------------
def _pip(args: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pip", *args], capture_output=True, text=True)


def _target_args() -> list[str]:
    out = ["--only-binary=:all:", "--python-version", PYTHON]
    for tag in PLATFORMS:
        out += ["--platform", tag]
    return out


def list_versions(package: str) -> list[str]:
    """Final releases pip finds for Linux x86_64 CPython 3.11, newest first."""
    proc = _pip(["index", "versions", package, *_target_args()])
    m = re.search(r"Available versions: (.+)", proc.stdout)
    return [v.strip() for v in m.group(1).split(",")] if m else []


def in_window(versions: list[str], first: str, policy: str) -> list[str]:
    """The final releases >= ``first``; for "minors", the newest patch of each minor."""
    out: list[Version] = []
    for v in versions:
        try:
            pv = Version(v)
        except InvalidVersion:
            continue
        if not pv.is_prerelease and not pv.is_devrelease and pv >= Version(first):
            out.append(pv)
    out.sort(reverse=True)
    if policy == "minors":
        seen: set[tuple[int, int]] = set()
        out = [v for v in out if (v.major, v.minor) not in seen and not seen.add((v.major, v.minor))]
    return [str(v) for v in out]


def to_read(versions: list[str], policy: str) -> list[str]:
    """The releases whose wheels are read (versions newest first)."""
    if policy in ("all", "minors"):
        return versions if policy == "all" else versions[:1]
    if policy == "ends":
        return sorted({versions[0], versions[-1]}, key=Version, reverse=True)
    return versions[:1]


def fetch_metadata(reqs: list[str]) -> dict[str, dict[str, Any]]:
    """PEP 658 metadata of each ``name==version`` (one pip call), by canonical name."""
    with tempfile.TemporaryDirectory(prefix="regen-companions-") as tmp:
        proc = _pip(
            ["install", "--dry-run", "--no-deps", "--ignore-installed", "--quiet", "--report",
             "-", "--target", tmp, *_target_args(), *reqs]  # fmt: skip
        )
    if proc.returncode != 0:
        return {}
    out = {}
    for item in json.loads(proc.stdout).get("install", []):
        meta, info = item["metadata"], item["download_info"]
        out[canonicalize_name(meta["name"])] = {
            "name": canonicalize_name(meta["name"]),
            "version": meta["version"],
            "requires_dist": meta.get("requires_dist") or [],
            "requires_python": meta.get("requires_python"),
            "wheel": info["url"].rsplit("/", 1)[-1],
            "sha256": info.get("archive_info", {}).get("hashes", {}).get("sha256"),
            "summary": meta.get("summary"),
            "notices": notices(meta.get("description") or ""),
        }
    return out


NOTICE = re.compile(
    r"end[- ]of[- ]life|ended development|minimal maintenance|renamed to|is deprecated|"
    r"has been deprecated|no longer (?:maintained|supported|developed)|archived",
    re.IGNORECASE,
)


def notices(description: str) -> list[str]:
    """The long description's lines that announce an end, a rename or a successor."""
    lines = [ln.strip() for ln in description.splitlines() if NOTICE.search(ln)]
    return [ln[:400] for ln in lines if len(ln) > 20][:6]


def download(req: str, dest: Path, wheel: str | None = None) -> Path | None:
    """``pip download --no-deps`` one wheel into ``dest``, unless ``dest`` has it already."""
    if wheel and (dest / wheel).is_file():
        return dest / wheel
    proc = _pip(["download", "--no-deps", "--quiet", "-d", str(dest), *_target_args(), req])
    if wheel and (dest / wheel).is_file():
        return dest / wheel
    wheels = sorted(dest.glob("*.whl"), key=lambda p: p.stat().st_mtime)
    return wheels[-1] if proc.returncode == 0 and wheels else None


# -- reading a wheel ---------------------------------------------------------------------
def top_level(names: list[str]) -> list[str]:
    """Import names a wheel provides: its top-level packages (``x/__init__.py``) and modules."""
    tops = set()
    for n in names:
        head, _, rest = n.partition("/")
        if head.endswith((".dist-info", ".data")) or not head.isidentifier() and "." not in head:
            continue
        if rest == "__init__.py" or (not rest and head.endswith(".py")):
            tops.add(head.removesuffix(".py"))
    return sorted(t for t in tops if t.isidentifier() and not t.startswith("_"))


def _literals(code: str) -> str:
    """A Python file's double-quoted string literals, joined (a message split over lines)."""
    return "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', code))


def inspect_wheel(path: Path, package: str) -> dict[str, Any]:
    """What a wheel says about TF coupling: compiled ops, import-time checks, Keras 2 imports."""
    found: dict[str, Any] = {"modules": [], "so": [], "links": [], "checks": [], "keras2": []}
    with zipfile.ZipFile(path) as zf:
        names = zf.namelist()
        found["modules"] = top_level(names)
        if package in TF_FILES:
            found["tf_file"] = TF_FILES[package] in names
        found["so"] = sorted(n for n in names if re.search(r"\.so(\.\d+)*$", n))
        for n in found["so"]:
            if len(found["links"]) < 3 and LINKS in zf.read(n):
                found["links"].append(n)
        for file, pattern in IMPORT_CHECKS.get(package, ()):
            if file in names:
                text = zf.read(file).decode("utf-8", "replace")
                found["checks"] += [f"{file}: {m.group(0).strip()}" for m in re.finditer(pattern, text)]
        for file, pattern in WHEEL_NOTICES.get(package, ()):
            if file in names:
                text = _literals(zf.read(file).decode("utf-8", "replace"))
                found["notices"] = [f"{file}: {m.group(0).strip()}" for m in re.finditer(pattern, text)]
        if package in CHECK_EFFECTS:
            file, pattern, effect = CHECK_EFFECTS[package]
            m = re.search(pattern, zf.read(file).decode("utf-8", "replace")) if file in names else None
            if m:
                found["effect"] = [effect, f"{file}: {m.group(0).strip()}"]
        if package in KERAS2_ERRORS and KERAS2_ERRORS[package][0] in names:
            file, pattern = KERAS2_ERRORS[package]
            m = re.search(pattern, _literals(zf.read(file).decode("utf-8", "replace")))
            found["keras2"] += [f"{file}: {m.group(0)}"] if m else []
        for n in names:
            if n.endswith(".py") and not TEST_FILE.search(n) and len(found["keras2"]) < 5:
                text = zf.read(n).decode("utf-8", "replace")
                found["keras2"] += [f"{n}: {m.group(0).strip()}" for m in KERAS2.finditer(text)][:1]
    return found


# -- collecting (cached) --------------------------------------------------------------------
def _cached(cache: Path, name: str, version: str) -> Path:
    return cache / canonicalize_name(name) / f"{version}.json"


def _save(path: Path, record: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def collect_metadata(cache: Path, wanted: dict[str, list[str]], log) -> list[str]:
    """Metadata of every (package, version) not cached yet: one pip call per round, a round
    holding one release of each package (pip cannot take two versions of one name)."""
    todo = {p: [v for v in vs if not _cached(cache, p, v).exists()] for p, vs in wanted.items()}
    failed: list[str] = []
    for k in range(max((len(v) for v in todo.values()), default=0)):
        reqs = [f"{p}=={vs[k]}" for p, vs in todo.items() if len(vs) > k]
        got = fetch_metadata(reqs)
        for req in reqs:
            name, version = req.split("==")
            rec = got.get(canonicalize_name(name)) or fetch_metadata([req]).get(canonicalize_name(name))
            if rec is None:
                failed.append(req)
                continue
            _save(_cached(cache, name, version), rec)
        log(f"metadata round {k + 1}: {len(reqs)} releases")
    return failed


def collect_wheels(
    cache: Path, reads: dict[str, list[str]], log, wheels: Path | None = None, again=False
) -> list[str]:
    """Read the wheels ``reads`` names (kept in ``wheels`` when given; ``again``: re-read)."""
    failed = []
    for package, versions in reads.items():
        for version in versions:
            path = _cached(cache, package, version)
            rec = json.loads(path.read_text(encoding="utf-8")) if path.exists() else None
            if rec is None or ("inspected" in rec and not again):
                continue
            with tempfile.TemporaryDirectory(prefix="regen-companions-") as tmp:
                dest = wheels or Path(tmp)
                dest.mkdir(parents=True, exist_ok=True)
                wheel = download(f"{package}=={version}", dest, rec["wheel"])
                if wheel is None:
                    failed.append(f"{package}=={version} (wheel)")
                    continue
                rec["inspected"] = inspect_wheel(wheel, package)
            _save(path, rec)
            log(f"read {rec['wheel']}")
    return failed


def tf_patches(matrix: dict[str, Any]) -> list[str]:
    rows = {r["version"]: r for r in matrix["tensorflow"]}
    return [rows[line]["latest_patch"] for line in TF_LINES if rows.get(line, {}).get("latest_patch")]


def tf_boundary(records: list[dict[str, Any]]) -> list[str]:
    """The last release that declares TensorFlow and the first after it that does not
    (transformers 4.57.6 / 5.0.0): the wheels that show where TF support ended."""
    declares = [(Version(r["version"]), _tf_requirement(r) is not None) for r in records]
    declares.sort()
    for (v1, d1), (v2, d2) in zip(declares, declares[1:], strict=False):
        if d1 and not d2:
            return [str(v2), str(v1)]
    return []


def collect(
    cache: Path, packages: list[str], offline: bool, log, wheels: Path | None = None
) -> list[str]:
    if offline:
        return []
    wanted = {}
    for p in packages:
        first, policy = PACKAGES[p]
        wanted[p] = in_window(list_versions(p), first, policy)
        log(f"{p}: {len(wanted[p])} releases in the window")
    wanted["tensorflow"] = tf_patches(json.loads(MATRIX.read_text(encoding="utf-8")))
    failed = collect_metadata(cache, wanted, log)
    records = load_records(cache)
    reads = {p: to_read(wanted[p], PACKAGES[p][1]) if wanted[p] else [] for p in packages}
    for p in packages:
        if PACKAGES[p][1] == "minors":
            reads[p] += [v for v in tf_boundary(records.get(p, [])) if v not in reads[p]]
    return failed + collect_wheels(cache, reads, log, wheels)


def load_records(cache: Path) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {}
    for path in sorted(cache.glob("*/*.json")):
        rec = json.loads(path.read_text(encoding="utf-8"))
        out.setdefault(rec["name"], []).append(rec)
    for recs in out.values():
        recs.sort(key=lambda r: Version(r["version"]), reverse=True)
    return out


# -- building the document (pure: the tests run this on stored records) ---------------------
def _wheel_note(rec: dict[str, Any]) -> str:
    return f"({rec['wheel']})"


def _requirements(rec: dict[str, Any], names: tuple[str, ...]):
    """(METADATA line, parsed requirement, canonical name) of each Requires-Dist on ``names``."""
    for line in rec.get("requires_dist") or ():
        try:
            req = Requirement(line)
        except InvalidRequirement:
            continue
        if canonicalize_name(req.name) in names:
            yield line, req, canonicalize_name(req.name)


def requirement_for(rec: dict[str, Any], names: tuple[str, ...]) -> list[dict[str, Any]]:
    """The Requires-Dist entries on ``names`` that apply on Linux x86_64 / CPython 3.11, each
    with the extra that brings it (None: always) and its METADATA line as the source."""
    out = []
    for line, req, name in _requirements(rec, names):
        extra = None
        if req.marker is not None:
            extras = re.findall(r"""extra\s*==\s*['"]([^'"]+)['"]""", str(req.marker))
            applies = [e for e in [None, *extras] if _applies(req.marker, e)]
            if not applies:
                continue
            extra = applies[0]
        out.append(
            {
                "name": name,
                "spec": str(req.specifier),
                "extra": extra,
                "source": f"METADATA Requires-Dist: {line} {_wheel_note(rec)}",
            }
        )
    return out


def _applies(marker: Marker, extra: str | None) -> bool:
    return marker.evaluate({**ENV, "extra": extra or ""})


#: Extras that are the project's own tooling, not a promise to users.
DEV_EXTRAS = re.compile(r"^(tests?|testing|dev(-[\w-]+)?|docs?|examples?|build|benchmarks?|lint|quality|all)$")


def _tf_requirement(rec: dict[str, Any]) -> dict[str, Any] | None:
    """The TensorFlow range a release declares: ``tensorflow`` first (no extra before an
    extra), then another TensorFlow distribution. A bare name (no range) or one only a
    development extra names (keras-cv 0.6's ``tensorflow ; extra == 'tests'``) is no range."""
    reqs = [
        r for r in requirement_for(rec, TF_NAMES)
        if r["spec"] and not DEV_EXTRAS.match(r["extra"] or "")
    ]  # fmt: skip
    reqs.sort(key=lambda r: (r["name"] != "tensorflow", r["extra"] is not None))
    return reqs[0] if reqs else None


def _checked_range(package: str, checks: list[str]) -> str | None:
    """The TF range an import-time check enforces, read from the quoted source lines."""
    text = "\n".join(checks)
    if package == "tensorflow-probability":
        m = re.search(r"required_tensorflow_version\s*=\s*['\"]([\d.]+)['\"]", text)
        return f">={m.group(1)}" if m else None
    if package == "tensorflow-decision-forests":
        m = re.search(r"compatible_tf_versions\s*=\s*\[\s*['\"]([\d.]+)['\"]\s*\]", text)
        return f"=={m.group(1)}" if m else None  # one version: more than one is no range
    if package == "tensorflow-addons":
        lo = re.search(r"INCLUSIVE_MIN_TF_VERSION\s*=\s*['\"]([\d.]+)['\"]", text)
        hi = re.search(r"EXCLUSIVE_MAX_TF_VERSION\s*=\s*['\"]([\d.]+)['\"]", text)
        return ",".join(x for x in (lo and f">={lo.group(1)}", hi and f"<{hi.group(1)}") if x) or None
    return None


def kinds_of(package: str, rec: dict[str, Any], family: list[dict[str, Any]]) -> list[dict[str, str]]:
    """What breaks outside the TF line, each kind with the line it was read from."""
    seen = rec.get("inspected")
    out: list[dict[str, str]] = []
    pure = rec["wheel"].endswith("-none-any.whl")
    if seen is not None:
        if seen["links"]:
            out.append({"kind": "compiled-ops", "source": f"{seen['links'][0]} names "
                        f"libtensorflow_framework.so.2 {_wheel_note(rec)}"})  # fmt: skip
        if seen["checks"]:
            check = {"kind": "import-time-check", "source": f"{'; '.join(seen['checks'][:2])} "
                     f"{_wheel_note(rec)}"}  # fmt: skip
            if seen.get("effect"):
                check["effect"], check["effect_source"] = seen["effect"]
            out.append(check)
        keras2 = [h for h in seen["keras2"] if not TEST_FILE.search(h.split(":")[0])]
        if package != "tf-keras" and keras2:
            out.append({"kind": "keras-2-only", "source": f"{keras2[0]} {_wheel_note(rec)}"})
    elif not pure:
        read = [r["wheel"] for r in family if (r.get("inspected") or {}).get("links")]
        if read:
            out.append({"kind": "compiled-ops", "source": f"platform wheel {rec['wheel']}, not "
                        f"read; the wheels read of {package} link libtensorflow_framework.so.2: "
                        + ", ".join(read[:2])})  # fmt: skip
    for req in requirement_for(rec, ("tf-keras",)):
        if req["extra"] is None and package != "tf-keras":
            out.append({"kind": "keras-2-only", "source": req["source"]})
    if not out and seen is not None:
        what = "pure-Python wheel" if pure and not seen["so"] else "wheel"
        out.append({"kind": "none", "source": f"{what}: no .so linking libtensorflow_framework, "
                    f"no TF version check, no Keras 2 import read {_wheel_note(rec)}"})  # fmt: skip
    return out


def release_entry(package: str, rec: dict[str, Any], family: list[dict[str, Any]]) -> dict[str, Any]:
    entry: dict[str, Any] = {"version": rec["version"], "wheel": rec["wheel"], "sha256": rec["sha256"]}
    if rec.get("requires_python"):
        entry["requires_python"] = rec["requires_python"]
    tf = _tf_requirement(rec)
    if tf is not None:
        entry["tensorflow"] = {k: tf[k] for k in ("spec", "extra", "source") if tf[k] is not None}
    checks = (rec.get("inspected") or {}).get("checks") or []
    checked = _checked_range(package, checks)
    if checked:
        entry["tensorflow_checked"] = {"spec": checked, "source": f"{'; '.join(checks[:2])} "
                                       f"{_wheel_note(rec)}"}  # fmt: skip
    keras = [
        {k: r[k] for k in ("name", "spec", "extra", "source") if r[k] is not None}
        for r in requirement_for(rec, KERAS_NAMES)
        if canonicalize_name(package) != r["name"] and not DEV_EXTRAS.match(r["extra"] or "")
    ]
    if keras:
        entry["keras"] = keras
    kinds = kinds_of(package, rec, family)
    if kinds:
        entry["kinds"] = kinds
    return entry


def _tf_dropped(family: list[dict[str, Any]]) -> dict[str, str] | None:
    """Where a package stopped declaring TensorFlow (and, where read, stopped shipping its
    TF classes): transformers 5.0.0."""
    pair = tf_boundary(family)
    if not pair:
        return None
    by_version = {r["version"]: r for r in family}
    first, last = by_version[pair[0]], by_version[pair[1]]
    said = [f"{_tf_requirement(last)['source']}; {first['wheel']} declares no TensorFlow"]
    for r in (last, first):
        seen = (r.get("inspected") or {}).get("tf_file")
        if seen is not None:
            said.append(f"{TF_FILES[r['name']]} {'in' if seen else 'not in'} {r['wheel']}")
    return {"in": first["version"], "last_with": last["version"], "source": "; ".join(said)}


def package_entry(package: str, family: list[dict[str, Any]]) -> dict[str, Any]:
    """One package: its import names (from the newest wheel read), curated status, releases."""
    entry: dict[str, Any] = {"name": package}
    read = [r for r in family if r.get("inspected")]
    if read:
        entry["modules"] = read[0]["inspected"]["modules"]
        entry["modules_source"] = f"top-level packages of {read[0]['wheel']}"
    if family and family[0].get("summary"):
        entry["summary"] = family[0]["summary"]
    notes = [{"text": n, "source": f"METADATA description {_wheel_note(family[0])}"}
             for n in family[0].get("notices") or ()] if family else []  # fmt: skip
    for r in read[:1]:
        for n in r["inspected"].get("notices") or ():
            file, _, text = n.partition(": ")
            notes.append({"text": text, "source": f"{file} {_wheel_note(r)}"})
    if notes:
        entry["notices"] = notes
    if package in SUCCESSORS:
        name, alternatives, words = SUCCESSORS[package]
        said = next((n for n in notes if words in n["text"]), None)
        if said is not None:
            entry["successor"] = {"name": name, "source": f"{said['text']} -- {said['source']}"}
            if alternatives:
                entry["successor"]["alternatives"] = list(alternatives)
    if PACKAGES.get(package, ("", ""))[1] == "minors":
        dropped = _tf_dropped(family)
        if dropped:
            entry["tensorflow_dropped"] = dropped
    entry["releases"] = [release_entry(package, r, family) for r in family]
    return entry


def _on_linux(marker: Marker) -> bool:
    """Whether a TF requirement applies on Linux x86_64 for some CPython (never an extra)."""
    if "extra" in str(marker):
        return False
    pys = (f"3.{m}" for m in range(8, 15))
    return any(marker.evaluate({**ENV, "python_version": p, "python_full_version": f"{p}.0"}) for p in pys)


def tf_entry(rec: dict[str, Any]) -> dict[str, Any]:
    v = Version(rec["version"])
    requires: dict[str, list[dict[str, Any]]] = {}
    for line, req, name in _requirements(rec, CHAIN):
        if req.marker is not None and not _on_linux(req.marker):
            continue
        item = {"spec": str(req.specifier), "source": f"METADATA Requires-Dist: {line} {_wheel_note(rec)}"}
        if req.marker is not None:
            item["marker"] = str(req.marker)
        requires.setdefault(name, []).append(item)
    return {"line": f"{v.major}.{v.minor}", "version": rec["version"], "wheel": rec["wheel"],
            "sha256": rec["sha256"], "requires": requires}  # fmt: skip


def build_document(records: dict[str, list[dict[str, Any]]], generated: str) -> dict[str, Any]:
    packages = [package_entry(p, records[p]) for p in PACKAGES if records.get(p)]
    tf = [tf_entry(r) for r in records.get("tensorflow", [])]
    return {
        "schema_version": 1,
        "generated": generated,
        "evaluated_for": "Linux x86_64, CPython 3.11 (environment markers; wheel tags)",
        "tensorflow": sorted(tf, key=lambda r: Version(r["version"]), reverse=True),
        "packages": packages,
    }


def diff(old: dict[str, Any] | None, new: dict[str, Any], name="compat/companions.json") -> str:
    a = (json.dumps(old, indent=1) + "\n").splitlines(keepends=True) if old else []
    b = (json.dumps(new, indent=1) + "\n").splitlines(keepends=True)
    return "".join(difflib.unified_diff(a, b, f"a/{name}", f"b/{name}"))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=COMPANIONS)
    ap.add_argument("--packages", nargs="*", help="packages to refresh (default: all)")
    ap.add_argument("--cache", type=Path, help="keep the records here (default: a temp folder)")
    ap.add_argument("--offline", action="store_true", help="build from --cache only")
    ap.add_argument("--wheels", type=Path, help="keep the wheels read here (reused next time)")
    ap.add_argument("--write", action="store_true", help="write the file (default: diff only)")
    args = ap.parse_args(argv)
    if args.offline and args.cache is None:
        ap.error("--offline needs --cache")
    packages = args.packages or list(PACKAGES)
    unknown = [p for p in packages if p not in PACKAGES]
    if unknown:
        ap.error(f"unknown package(s): {', '.join(unknown)} (known: {', '.join(PACKAGES)})")
    old = json.loads(args.out.read_text(encoding="utf-8")) if args.out.exists() else None
    with tempfile.TemporaryDirectory(prefix="regen-companions-") as tmp:
        cache = args.cache or Path(tmp)
        log = lambda m: print(m, file=sys.stderr)  # noqa: E731
        failed = collect(cache, packages, args.offline, log, args.wheels)
        records = load_records(cache)
    new = build_document(records, date.today().isoformat())
    if old is not None and args.packages:  # keep the packages not refreshed
        fresh = {p["name"] for p in new["packages"]}
        kept = [p for p in old["packages"] if p["name"] not in fresh]
        new["packages"] = sorted(new["packages"] + kept, key=lambda p: list(PACKAGES).index(p["name"]))
    text = diff(old, new)
    print(text or "compat/companions.json: no changes")
    for what in failed:
        print(f"regen_companions: not read: {what}", file=sys.stderr)
    if args.write and text:
        tmp_out = args.out.with_suffix(".json.tmp")
        tmp_out.write_text(json.dumps(new, indent=1) + "\n", encoding="utf-8")
        os.replace(tmp_out, args.out)  # atomic: never a half-written file
        print(f"wrote {args.out}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
