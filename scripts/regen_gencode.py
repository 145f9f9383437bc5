#!/usr/bin/env python3
"""Regenerate compat/gencode.json: the protobuf runtime each release's generated code needs.

A ``*_pb2.py`` file written by protoc 5 or newer names the protoc release that wrote it
(``# Protobuf Python Version: 6.31.1``) and, on import, calls
``_runtime_version.ValidateProtobufRuntimeVersion(Domain.PUBLIC, 6, 31, 1, '', ...)``, which
raises ``VersionError`` when the installed protobuf is older ("Runtime version cannot be older
than the linked gencode version": google/protobuf/runtime_version.py in protobuf 5.29.6,
6.31.1 and 7.36.2). No METADATA says this: ydf 0.16.0 declares ``protobuf>=5.29.1,<7.0.0``
while its protos need 6.31.1 (the realenv tier's w11). So the floor is read from the wheel.

For each package of PACKAGES, the final releases from its first release on
(``pip index versions``) are fetched with ``pip download --no-deps`` (cached in ``--wheels``),
and every ``*_pb2.py`` header is read; the release's floor is the highest gencode found, with
the file and the wheel (name, sha256) it was read from, and the protobuf range its METADATA
declares.

    python scripts/regen_gencode.py                 # diff only
    python scripts/regen_gencode.py --write --wheels /tmp/wheels

It prints a unified diff against compat/gencode.json and writes only with ``--write``.
Exit 1 when a release could not be read (named on stderr).
"""

from __future__ import annotations

import argparse
import difflib
import hashlib
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

from packaging.requirements import InvalidRequirement, Requirement
from packaging.version import InvalidVersion, Version

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "compat" / "gencode.json"
PYTHON = "3.11"
PLATFORMS = ("manylinux2014_x86_64", "manylinux_2_17_x86_64", "manylinux_2_27_x86_64",
             "manylinux_2_28_x86_64")  # fmt: skip
#: package -> first release read. Packages of the TensorFlow ecosystem that ship generated
#: protobuf code of their own (tensorflow-decision-forests imports ydf's; tf-keras ships
#: saved_metadata_pb2; tensorflow-datasets and TFX read tensorflow-metadata's; tensorboard and
#: tensorflow-datasets ship their own: 2.21.0's need 6.31.1, the datasets' name no release).
PACKAGES: dict[str, str] = {
    "ydf": "0.9.0",
    "tf-keras": "2.15.0",
    "tensorflow-metadata": "1.14.0",
    "tensorflow-serving-api": "2.15.0",
    "tensorboard": "2.15.0",
    "tensorflow-datasets": "4.9.4",
}
HEADER = re.compile(rb"^# Protobuf Python Version: (\d+)\.(\d+)\.(\d+)(\S*)\s*$", re.MULTILINE)


def _pip(args: list[str]) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, "-m", "pip", "--disable-pip-version-check", *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=900)


def _target() -> list[str]:
    out = ["--python-version", PYTHON, "--only-binary=:all:"]
    for p in PLATFORMS:
        out += ["--platform", p]
    return out


def releases(package: str, first: str) -> list[str]:
    proc = _pip(["index", "versions", package])
    m = re.search(r"Available versions: (.+)", proc.stdout)
    found = []
    for v in (m.group(1).split(", ") if m else []):
        try:
            ver = Version(v.strip())
        except InvalidVersion:
            continue
        if not ver.is_prerelease and not ver.is_devrelease and ver >= Version(first):
            found.append(str(ver))
    return sorted(found, key=Version)


def download(package: str, version: str, dest: Path) -> Path | None:
    stem = package.replace("-", "_")
    have = [p for p in dest.glob(f"{stem}-{version}-*.whl")]
    if have:
        return have[0]
    _pip(["download", "--no-deps", "--quiet", "-d", str(dest), *_target(), f"{package}=={version}"])
    have = [p for p in dest.glob(f"{stem}-{version}-*.whl")]
    return have[0] if have else None


def read_wheel(path: Path) -> dict[str, Any]:
    """The highest gencode among the wheel's ``*_pb2.py`` files, and its protobuf range."""
    best: tuple[tuple[int, int, int], str, str] | None = None
    protobuf = None
    modules = set()
    with zipfile.ZipFile(path) as zf:
        for name in zf.namelist():
            if name.endswith("_pb2.py"):
                modules.add(name.split("/")[0])
                head = zf.open(name).read(600)
                m = HEADER.search(head)
                if m:
                    key = (int(m.group(1)), int(m.group(2)), int(m.group(3)))
                    if best is None or key > best[0]:
                        best = (key, name, m.group(0).decode().strip())
            elif name.endswith(".dist-info/METADATA"):
                for line in zf.read(name).decode("utf-8", "replace").splitlines():
                    if line.startswith("Requires-Dist:"):
                        try:
                            req = Requirement(line.split(":", 1)[1].strip())
                        except InvalidRequirement:
                            continue
                        if req.name == "protobuf" and not req.marker:
                            protobuf = str(req.specifier)
    sha = hashlib.sha256(path.read_bytes()).hexdigest()
    entry: dict[str, Any] = {"wheel": path.name, "sha256": sha, "declares": protobuf}
    entry["modules"] = sorted(m for m in modules if m.isidentifier())
    if best:
        key, name, line = best
        entry["gencode"] = ".".join(map(str, key))
        entry["source"] = f"{name}: {line} ({path.name})"
    else:
        entry["gencode"] = None
        entry["source"] = f"no *_pb2.py names a protoc release ({path.name})"
    return entry


def build(wheels: Path, packages: list[str], log) -> tuple[dict[str, Any], list[str]]:
    doc: dict[str, Any] = {}
    failed = []
    for package in packages:
        rows = []
        for version in releases(package, PACKAGES[package]):
            path = download(package, version, wheels)
            if path is None:
                failed.append(f"{package}=={version}")
                continue
            log(f"read {path.name}")
            rows.append({"version": version, **read_wheel(path)})
        doc[package] = sorted(rows, key=lambda r: Version(r["version"]), reverse=True)
    return doc, failed


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--packages", nargs="*", help="packages to refresh (default: all)")
    ap.add_argument("--wheels", type=Path, help="keep the wheels here (reused next time)")
    ap.add_argument("--write", action="store_true", help="write the file (default: diff only)")
    args = ap.parse_args(argv)
    packages = args.packages or list(PACKAGES)
    old = json.loads(args.out.read_text(encoding="utf-8")) if args.out.exists() else None
    with tempfile.TemporaryDirectory(prefix="regen-gencode-") as tmp:
        wheels = args.wheels or Path(tmp)
        wheels.mkdir(parents=True, exist_ok=True)
        found, failed = build(wheels, packages, lambda m: print(m, file=sys.stderr))
    pkgs = dict((old or {}).get("packages", {}))
    pkgs.update(found)
    new = {
        "schema_version": 1,
        "generated": date.today().isoformat(),
        "rule": (
            "runtime >= gencode: google/protobuf/runtime_version.py "
            "ValidateProtobufRuntimeVersion raises VersionError 'Runtime version cannot be "
            "older than the linked gencode version' (protobuf 5.29.6, 6.31.1, 7.36.2 wheels)"
        ),
        "packages": {p: pkgs[p] for p in sorted(pkgs)},
    }
    a = (json.dumps(old, indent=1) + "\n").splitlines(keepends=True) if old else []
    b = (json.dumps(new, indent=1) + "\n").splitlines(keepends=True)
    text = "".join(difflib.unified_diff(a, b, "a/compat/gencode.json", "b/compat/gencode.json"))
    print(text or "compat/gencode.json: no changes")
    for what in failed:
        print(f"regen_gencode: not read: {what}", file=sys.stderr)
    if args.write and text:
        tmp_out = args.out.with_suffix(".json.tmp")
        tmp_out.write_text(json.dumps(new, indent=1) + "\n", encoding="utf-8")
        os.replace(tmp_out, args.out)
        print(f"wrote {args.out}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
