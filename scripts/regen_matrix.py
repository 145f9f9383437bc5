#!/usr/bin/env python3
"""Regenerate compat/matrix.json's TensorFlow rows from the wheels' own metadata.

For each release line it fetches one Linux x86_64 wheel (``pip download --no-deps``
into a temporary folder), reads only three members of the zip -- ``*.dist-info/METADATA``,
``tensorflow/python/platform/build_info.py``, ``tensorflow/include/third_party/gpus/
cuda/cuda_config.h`` -- and recomputes the wheel-derived fields of the row (see
docs/matrix.md, "Regenerating rows"). It prints a unified diff against the matrix and
writes the file only with ``--write``. A new TensorFlow release is one command and a
reviewed diff:

    python scripts/regen_matrix.py --add 2.22.0rc0           # diff only
    python scripts/regen_matrix.py --lines 2.20 2.21 --write  # refresh two rows

``--from-dir DIR`` reads already extracted wheels (``DIR/tensorflow-<version>/...``, the
layout of tests/data/wheels/) instead of downloading: that is how the tests run it.
The parsing is tfdoctor's own (tfdoctor/probes/tf_build.py and wheel_meta.py), so tfdoctor and the matrix
read a wheel the same way.
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
from email.parser import HeaderParser
from pathlib import Path
from typing import Any

from packaging.specifiers import SpecifierSet
from packaging.version import InvalidVersion, Version

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run from a checkout without `pip install -e .`
    sys.path.insert(0, str(ROOT))

from tfdoctor.probes import tf_build as tb  # noqa: E402
from tfdoctor.probes import wheel_meta as wm  # noqa: E402

MATRIX = ROOT / "compat" / "matrix.json"
MEMBERS = ("METADATA", "build_info.py", "cuda_config.h")
# Tags TF's Linux x86_64 wheels have used (manylinux2010: 2.0-2.3; 2_27: 2.21+).
PLATFORMS = (
    "manylinux_2_17_x86_64",
    "manylinux2014_x86_64",
    "manylinux_2_27_x86_64",
    "manylinux_2_28_x86_64",
    "manylinux2010_x86_64",
)
PYTHONS = tuple(f"3.{m}" for m in range(14, 4, -1))  # newest first


# -- reading a wheel -------------------------------------------------------------------
def _member_kind(name: str) -> str | None:
    if re.fullmatch(r"[^/]+\.dist-info/METADATA", name):
        return "METADATA"
    if any(name == "/".join(p) for p in tb.BUILD_INFO_PATHS):
        return "build_info.py"
    if name == "/".join(tb.CUDA_CONFIG_PATH):
        return "cuda_config.h"
    return None


def read_wheel_zip(path: Path) -> dict[str, str]:
    """The three members of a wheel file, by kind; nothing else is extracted."""
    out: dict[str, str] = {}
    with zipfile.ZipFile(path) as zf:
        for name in zf.namelist():
            kind = _member_kind(name)
            if kind and kind not in out:
                out[kind] = zf.read(name).decode("utf-8", errors="replace")
    return out


def read_wheel_dir(path: Path) -> dict[str, str]:
    """The same three files from an extracted wheel folder (tests/data/wheels layout)."""
    out: dict[str, str] = {}
    for p in sorted(path.rglob("*")):
        kind = _member_kind(p.relative_to(path).as_posix()) if p.is_file() else None
        if kind and kind not in out:
            out[kind] = p.read_text(encoding="utf-8", errors="replace")
    return out


def wheel_facts(files: dict[str, str]) -> dict[str, Any]:
    """Everything a row needs from one wheel's three files."""
    if "METADATA" not in files:
        raise ValueError("the wheel has no *.dist-info/METADATA")
    meta = wm.parse_metadata(files["METADATA"])
    layers: list[tuple[str, dict[str, Any]]] = [
        (tb.SOURCE_BUILD_INFO, tb.parse_build_info(files.get("build_info.py", "")))
    ]
    if "cuda_config.h" in files:
        layers.append((tb.SOURCE_CUDA_CONFIG, tb.parse_cuda_config(files["cuda_config.h"])))
    layers.append((tb.SOURCE_METADATA, wm.pins_build(meta)))
    build, sources = tb.merge_build(layers)
    classifiers = HeaderParser().parsestr(files["METADATA"]).get_all("Classifier") or []
    minors = [
        int(m.group(1))
        for c in classifiers
        if (m := re.fullmatch(r"Programming Language :: Python :: 3\.(\d+)", c.strip()))
    ]
    return {
        "version": meta.version,
        "meta": meta,
        "build": build,
        "build_sources": sources,
        "classifier_max_minor": max(minors) if minors else None,
    }


# -- rows -------------------------------------------------------------------------------
def _mm(raw: str | None, parts: int = 2) -> str | None:
    nums = re.findall(r"\d+", raw or "")[:parts]
    return ".".join(str(int(n)) for n in nums) if len(nums) == parts else None


def _min_cc(archs: list[str]) -> str | None:
    nums = [int(m.group(1)) for a in archs if (m := re.match(r"(?:sm|compute)_(\d+)", a))]
    return f"{min(nums) // 10}.{min(nums) % 10}" if nums else None


def _python(requires: str | None, old: str | None) -> str | None:
    """Requires-Python's lower bound with the row's upper bound (wheel tags, not METADATA)."""
    if not requires:
        return old
    lower = [s for s in str(requires).split(",") if s.strip().startswith(">")]
    upper = [s for s in str(old or "").split(",") if s.strip().startswith("<")]
    return ",".join(s.strip() for s in lower + upper) or old


def source_entry(name: str, version: str) -> tuple[str, dict[str, str]]:
    return f"wheel-{name}-{version}", {
        "title": f"PyPI wheel {name}=={version} (METADATA, tensorflow/python/platform/"
        "build_info.py and tensorflow/include/third_party/gpus/cuda/cuda_config.h)",
        "url": f"https://pypi.org/project/{name}/{version}/",
    }


def update_row(row: dict[str, Any], facts: dict[str, Any]) -> dict[str, Any]:
    """The row with its wheel-derived fields recomputed; hand-curated fields kept."""
    new = json.loads(json.dumps(row))
    meta, build = facts["meta"], facts["build"]
    new["latest_patch"] = facts["version"]
    new["python"] = _python(meta.requires_python, row.get("python"))
    if build.get("cuda_version") and build.get("is_cuda_build") is not False:
        new["build_cuda"] = build["cuda_version"]
    archs = list(build.get("cuda_compute_capabilities") or [])
    new["compute_capabilities"] = archs
    if archs:
        new["min_compute_capability"] = _min_cc(archs)
    if meta.numpy:
        new["numpy"] = meta.numpy
    if meta.protobuf:
        new["protobuf"] = meta.protobuf
    if meta.and_cuda:
        new["and_cuda"] = meta.pins
    if "tf-tested-builds" not in row.get("sources", []):
        # No tested-build-configurations entry: cuda/cudnn are the wheel's (docs/matrix.md).
        new["cuda"] = _mm(build.get("cuda_version")) or row.get("cuda")
        new["cudnn"] = wm.cudnn_floor(meta) or row.get("cudnn")
    # The wheel's source key follows the patch read: replaced in place, else first.
    key, _ = source_entry(meta.name or "tensorflow", facts["version"])
    stale = re.compile(rf"wheel-{re.escape(meta.name or 'tensorflow')}-\d")
    sources = [key if stale.match(s) else s for s in row.get("sources", [])]
    new["sources"] = sources if key in sources else [key, *sources]
    return new


def new_row(facts: dict[str, Any], newest: dict[str, Any]) -> dict[str, Any]:
    """A row for a line the matrix lacks, with the newest row's curated fields as defaults."""
    meta = facts["meta"]
    version = Version(facts["version"])
    line = f"{version.major}.{version.minor}"
    top = facts["classifier_max_minor"]
    upper = f"<3.{top + 1}" if top else None
    base = {
        **{k: newest.get(k) for k in ("keras", "recipe", "conda", "windows_native_gpu")},
        "version": line,
        "python": ",".join(x for x in (meta.requires_python, upper) if x) or newest["python"],
        "pip": f"tensorflow[and-cuda]=={line}.*" if "and-cuda" in meta.extras else None,
        "notes": [
            "generated by scripts/regen_matrix.py from the wheel; review before release: python "
            "upper bound from the Classifiers (check `pip index versions tensorflow "
            "--python-version 3.X`), keras/recipe/conda copied from the previous row",
        ],
        "sources": [],
    }
    row = update_row(base, facts)
    order = [k for k in newest if k in row] + [k for k in row if k not in newest]
    return {k: row[k] for k in order}


def regenerate(matrix: dict[str, Any], facts_by_line: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """A new matrix document: rows updated or added, and their wheel sources registered."""
    out = json.loads(json.dumps(matrix))
    rows = {r["version"]: r for r in out["tensorflow"]}
    newest = max(out["tensorflow"], key=lambda r: Version(r["version"]))
    for line, facts in facts_by_line.items():
        if line in rows:
            rows[line].update(update_row(rows[line], facts))
        else:
            out["tensorflow"].insert(0, new_row(facts, newest))
        key, entry = source_entry(facts["meta"].name or "tensorflow", facts["version"])
        out["sources"].setdefault(key, entry)
    out["tensorflow"].sort(key=lambda r: Version(r["version"]), reverse=True)
    return out


def diff(old: dict[str, Any], new: dict[str, Any], name: str = "compat/matrix.json") -> str:
    a = (json.dumps(old, indent=1) + "\n").splitlines(keepends=True)
    b = (json.dumps(new, indent=1) + "\n").splitlines(keepends=True)
    return "".join(difflib.unified_diff(a, b, f"a/{name}", f"b/{name}"))


# -- fetching -----------------------------------------------------------------------------
def _pythons_for(row: dict[str, Any] | None) -> list[str]:
    spec = SpecifierSet(row["python"]) if row else SpecifierSet(">=3.10")
    return [p for p in PYTHONS if spec.contains(p)] or ["3.11"]


def download(requirement: str, dest: Path, pythons: list[str]) -> Path | None:
    """``pip download --no-deps`` one Linux x86_64 wheel; the first Python that has one."""
    for py in pythons:
        argv = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:"]
        argv += ["--python-version", py, "-d", str(dest), "--quiet", requirement]
        for tag in PLATFORMS:
            argv += ["--platform", tag]
        if re.search(r"(a|b|rc)\d+$", requirement):
            argv.append("--pre")
        if subprocess.run(argv, capture_output=True, text=True).returncode == 0:
            wheels = sorted(dest.glob("*.whl"))
            if wheels:
                return wheels[-1]
    return None


def _from_dir(root: Path, wanted: str) -> dict[str, str] | None:
    """The newest extracted wheel in ``root`` matching ``X.Y`` (a line) or an exact version."""
    best: tuple[Version, Path] | None = None
    for p in root.glob("tensorflow-*"):
        try:
            v = Version(p.name.removeprefix("tensorflow-"))
        except InvalidVersion:
            continue
        exact = wanted.count(".") >= 2
        if (
            (str(v) == str(Version(wanted)))
            if exact
            else (f"{v.major}.{v.minor}" == wanted and not v.is_prerelease)
        ):
            if best is None or v > best[0]:
                best = (v, p)
    return read_wheel_dir(best[1]) if best else None


def gather(matrix: dict[str, Any], lines: list[str], adds: list[str], from_dir: Path | None):
    rows = {r["version"]: r for r in matrix["tensorflow"]}
    facts: dict[str, dict[str, Any]] = {}
    failed: list[str] = []
    for wanted in [*lines, *adds]:
        if from_dir is not None:
            files = _from_dir(from_dir, wanted)
        else:
            row = rows.get(wanted)
            package = (
                "tensorflow-gpu" if row and row.get("recipe") == "tensorflow-gpu" else "tensorflow"
            )
            req = f"{package}=={wanted}.*" if wanted.count(".") == 1 else f"{package}=={wanted}"
            with tempfile.TemporaryDirectory(prefix="regen-matrix-") as tmp:
                wheel = download(req, Path(tmp), _pythons_for(row))
                files = read_wheel_zip(wheel) if wheel else None
        if not files or "METADATA" not in files:
            failed.append(wanted)
            continue
        got = wheel_facts(files)
        v = Version(got["version"])
        facts[f"{v.major}.{v.minor}"] = got
    return facts, failed


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--matrix", type=Path, default=MATRIX)
    ap.add_argument("--lines", nargs="*", help="release lines to refresh (default: every row)")
    ap.add_argument("--add", nargs="*", default=[], help="exact versions of new lines (2.22.0rc0)")
    ap.add_argument("--from-dir", type=Path, help="extracted wheels instead of pip download")
    ap.add_argument("--write", action="store_true", help="write the matrix (default: diff only)")
    args = ap.parse_args(argv)
    matrix = json.loads(args.matrix.read_text(encoding="utf-8"))
    lines = args.lines if args.lines is not None else [r["version"] for r in matrix["tensorflow"]]
    facts, failed = gather(matrix, lines, args.add, args.from_dir)
    new = regenerate(matrix, facts)
    text = diff(matrix, new)
    print(text or "compat/matrix.json: no changes")
    for wanted in failed:
        print(f"regen_matrix: no wheel read for {wanted}", file=sys.stderr)
    if args.write and text:
        tmp = args.matrix.with_suffix(".json.tmp")
        tmp.write_text(json.dumps(new, indent=1) + "\n", encoding="utf-8")
        os.replace(tmp, args.matrix)  # atomic: never a half-written matrix
        print(f"wrote {args.matrix}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
