"""The remedy for pip finding no TensorFlow wheel for this Python (split from remedies.py,
module size)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # (annotations only: importing rules here would import every rule first)
    from tfdoctor.explain.rules.base import ExplainContext


Values = Mapping[str, Any]


def python_unsupported(v: Values, ctx: ExplainContext | None) -> str:
    py = f"Python {ctx.python_version}" if ctx and ctx.python_version else "this Python"
    if v.get("package") == "tensorflow-directml":
        # its last release, 1.15.8, has CPython 3.7 wheels and none for 3.8 (pip download
        # --only-binary=:all: --platform win_amd64: cp37 found, 3.8 "from versions: none";
        # microsoft/tensorflow-directml#407, fixed with python3.7 -m pip)
        return (
            f"tensorflow-directml (TensorFlow 1.15 on DirectML) has no wheel for {py}: its "
            "wheels are for 64-bit CPython 3.5-3.7 on x86-64 Windows and Linux (WSL); install it "
            "with such a Python (`py -3.7 -m pip install tensorflow-directml` on Windows, "
            "`python3.7 -m pip install tensorflow-directml` in WSL), or for TensorFlow 2 use "
            "tensorflow-cpu==2.10.0 with tensorflow-directml-plugin"
        )
    if v.get("requires"):
        py += f" (the skipped releases need Python {v['requires']})"
    if str(v.get("package") or "").startswith("tf-nightly"):
        # pip's resolver, 2026-11-27: tf-nightly 2.23.0.dev for cp313 on manylinux_2_27_x86_64,
        # none for cp39; the review of 738b392 (Windows, macOS arm64: cp313 found too)
        return (
            f"pip found no tf-nightly wheel for {py}: nightlies are built for the newest "
            "64-bit CPythons only (3.13 has them, 3.9 none), on Linux x86_64 and aarch64 with "
            "glibc >= 2.27, Windows x64 and macOS arm64; a 32-bit Python, an Intel Mac, an older "
            "glibc or a pip too old for those tags "
            "finds none (python -m pip install -U pip), else use a newer python3.X"
        )
    asked = _release_python(str(v.get("spec") or ""), str(v.get("package") or ""))
    return (
        f"pip found no TensorFlow wheel for {py} on this platform: use a 64-bit CPython that "
        "the TensorFlow release supports (see the Python column at "
        "https://www.tensorflow.org/install/pip#software_requirements), e.g. a fresh venv "
        "with a supported python3.X" + (f". {asked}" if asked else "") + _PLATFORMS
    )


# "from versions: none" is also the platform's: `tensorflow` has macOS arm64 wheels from 2.13.0
# (pip download --platform macosx_12_0_arm64: 2.13.0 found, 2.12.0 none; 2026-11-28; before,
# Apple's tensorflow-macos: eto-ai/rikai#672), and an ARM board gets its vendor's builds (a
# Jetson: RasaHQ/rasa#3213)
_PLATFORMS = (
    ". On an Apple silicon Mac, `tensorflow` has arm64 wheels from 2.13 (older releases: "
    "tensorflow-macos); on a Jetson or other ARM board, its vendor's TensorFlow builds; a "
    "32-bit Python finds none"
)


def _release_python(spec: str, package: str = "tensorflow") -> str | None:
    """The Python the newest release line ``spec`` admits was built for: the shipped matrix
    (TF 2.0-2.21), and TF 1.x's wheels for CPython 3.7 at the newest (`pip index versions
    tensorflow-gpu --python-version 3.8 --platform manylinux2010_x86_64 --only-binary=:all:`
    lists 2.2.0 as the oldest, 3.7 lists 1.13.1-1.15.5; 2026-11-28)."""
    from packaging.specifiers import InvalidSpecifier, SpecifierSet

    try:
        want = SpecifierSet(spec.split("]")[-1].replace(" ", ""))
    except InvalidSpecifier:
        return None
    if not str(want):
        return None
    from tfdoctor.judge.matrix_loader import load_matrix

    try:
        rows = load_matrix().tensorflow
    except Exception:  # noqa: BLE001 - a remedy never fails for want of its table
        rows = ()
    lines = [(r.version, r.python_raw) for r in rows]
    lines += [(f"1.{n}", "<3.8") for n in range(16)]
    if package == "tensorflow-gpu":  # its wheels end at 2.11 (2.12 is an sdist that raises)
        lines = [(v, p) for v, p in lines if tuple(int(x) for x in v.split(".")) <= (2, 11)]
    ok = [(ver, py) for ver, py in lines if want.contains(f"{ver}.0", prereleases=True)]
    if not ok:
        return None
    ver, py = max(ok, key=lambda x: tuple(int(p) for p in x[0].split(".")))
    return f"The newest release line the requirement {spec} admits, TensorFlow {ver}, needs Python {py}"


def tag_python(text: str | None) -> str | None:
    """The newest Python a text's CPython tags name (uv's "`cp310`, `cp311`" -> "3.11"; a
    wheel's "-cp39-cp39-" -> "3.9"), or None: one parser for every remedy that reads them."""
    found = re.findall(r"cp(\d)(\d+)", text or "")
    if not found:
        return None
    major, minor = max(found, key=lambda t: (int(t[0]), int(t[1])))
    return f"{major}.{minor}"


#: TensorFlow's platform backends: the `tensorflow` wheel of these platforms is a shell that
#: requires the backend of its own release (TF 2.12.0's aarch64 wheel: "Requires-Dist:
#: tensorflow-cpu-aws (==2.12.0) ; platform_system == "Linux" and ...aarch64"; read in the wheel,
#: pip download --platform manylinux2014_aarch64, 2026-11-29; tensorflow-cpu-aws 2.12.0 is there)
TF_BACKENDS = ("tensorflow-cpu-aws", "tensorflow-intel", "tensorflow-macos")


def requirement_unmet(v: Values, _ctx: ExplainContext | None) -> str:
    """pip names what TensorFlow requires; `pip check` prints the name alone ("tensorflow 2.12.0
    requires tensorflow-cpu-aws, which is not installed"), without the version TensorFlow pins."""
    req = str(v.get("req") or v.get("req2") or v.get("req3") or "")
    have = f" and {v.get('have')} {v.get('version')} is installed" if v.get("have") else ", which is not installed"
    tfver = v.get("tfver")
    if v.get("req3") and tfver and not re.search(r"[<>=!~]", req):
        if req.lower() in TF_BACKENDS:
            pin = f"{req}=={tfver}"
            return (
                f"TensorFlow {tfver} requires {req}{have}: that is its platform backend, pinned to "
                f"its own release: python -m pip install \"{pin}\" in the Python that runs it"
            )
        return (
            f"TensorFlow {tfver} requires {req}{have} (pip names it without the version TensorFlow "
            f"asks for): python -m pip install \"tensorflow=={tfver}\" in the Python that runs it "
            f"installs what that release declares, {req} at the version it pins"
        )
    return (
        f"TensorFlow requires {req}{have}: python -m pip install \"{req}\" in the Python that runs "
        "it (or reinstall the same TensorFlow, which brings what it declares)"
    )
