"""What a TensorFlow wheel's METADATA says about itself: Requires-Python, the NumPy and
Keras requirements, and the ``and-cuda`` extra's NVIDIA pins -- the last place
tf_build.py looks for build facts, and what judge/derived.py judges a release newer than
the matrix by. Pure functions of the file's text (the runtime child and
scripts/regen_matrix.py use them too).
"""

from __future__ import annotations

import re
from typing import Any

from packaging.specifiers import InvalidSpecifier, SpecifierSet

from tfdoctor.model import canonical_name
from tfdoctor.records import frozen


@frozen
class WheelMeta:
    """What a TensorFlow wheel's METADATA says about itself."""

    name: str
    version: str
    requires_python: str | None
    extras: tuple[str, ...]
    #: the ``and-cuda`` extra's NVIDIA pins, ("nvidia-cudnn-cu12", "<10.0,>=9.10.2.21")
    and_cuda: tuple[tuple[str, str], ...]
    numpy: str | None  # the first ``Requires-Dist: numpy`` specifier
    keras: str | None  # the Keras requirement as written ("keras-nightly>=3.12.0.dev")
    protobuf: str | None = None  # the first ``Requires-Dist: protobuf`` specifier

    @property
    def pins(self) -> dict[str, str]:
        return dict(self.and_cuda)

    def to_dict(self) -> dict[str, Any]:
        return {
            "requires_python": self.requires_python,
            "and_cuda": self.pins,
            "numpy": self.numpy,
            "keras": self.keras,
            "protobuf": self.protobuf,
        }


#: "name [extras] (spec) ; marker" of a Requires-Dist line (PEP 508, the subset wheels
#: write). A regex, not packaging.requirements: that import alone costs ~10 ms, and
#: `check --no-runtime` has a 0.30 s budget.
_REQ = re.compile(
    r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*\(?([^;()]*)\)?\s*(?:;(.*))?$"
)
_AND_CUDA = re.compile(r"""extra\s*==\s*["']and[-_]cuda["']""")


def split_requirement(line: str) -> tuple[str, str, str] | None:
    """(canonical name, normalised specifier, marker text) of a Requires-Dist value."""
    m = _REQ.match(line)
    if not m:
        return None
    try:
        spec = str(SpecifierSet(m.group(2).strip()))
    except InvalidSpecifier:
        return None
    return canonical_name(m.group(1)), spec, (m.group(3) or "").strip()


def metadata_headers(text: str) -> dict[str, list[str]]:
    """The header fields of a METADATA file (core metadata: RFC 822 style, the body after
    the first blank line). email.parser costs ~6 ms to import; this is all that is needed."""
    fields: dict[str, list[str]] = {}
    last: list[str] | None = None
    for line in text.splitlines():
        if not line.strip():
            break
        if line[0] in " \t" and last:
            last[-1] += " " + line.strip()  # a folded continuation line
            continue
        key, sep, value = line.partition(":")
        if sep:
            last = fields.setdefault(key.strip().lower(), [])
            last.append(value.strip())
    return fields


def parse_metadata(text: str) -> WheelMeta:
    """A METADATA file's name, version, Requires-Python and the pins tfdoctor reads."""
    fields = metadata_headers(text)

    def first(key: str) -> str:
        return (fields.get(key.lower()) or [""])[0]

    pins: list[tuple[str, str]] = []
    numpy = keras = protobuf = None
    for line in fields.get("requires-dist", []):
        req = split_requirement(line)
        if req is None:
            continue
        name, spec, marker = req
        if _AND_CUDA.search(marker):
            if name.startswith("nvidia-"):
                pins.append((name, spec))
            continue
        if "extra" in marker:
            continue
        if name == "numpy" and numpy is None:
            numpy = spec or None
        elif name == "protobuf" and protobuf is None:
            protobuf = spec or None
        elif name in ("keras", "keras-nightly", "tf-keras") and keras is None:
            keras = f"{name}{spec}"
    return WheelMeta(
        name=canonical_name(first("Name")),
        version=first("Version"),
        requires_python=first("Requires-Python") or None,
        extras=tuple(fields.get("provides-extra", ())),
        and_cuda=tuple(pins),
        numpy=numpy,
        keras=keras,
        protobuf=protobuf,
    )


def _pin_version(spec: str) -> str | None:
    """The version a pin names: ``==X`` itself, else the ``>=X`` floor."""
    floor = None
    for part in spec.split(","):
        part = part.strip()
        if part.startswith(("===", "==")) and "*" not in part:
            return part.lstrip("=").strip()
        if part.startswith(">="):
            floor = part[2:].strip()
    return floor


def _pin_for(pins: dict[str, str], family: str) -> str | None:
    """``nvidia-cuda-runtime-cu12`` / ``-cu11`` / plain ``nvidia-cuda-runtime`` (CUDA 13 wheels)."""
    for name, spec in pins.items():
        if re.fullmatch(rf"{family}(-cu\d+)?", name):
            return _pin_version(spec)
    return None


def pins_build(meta: WheelMeta) -> dict[str, Any]:
    """Build facts from the and-cuda pins: CUDA X.Y from the runtime pin, cuDNN major.

    ``nvidia-cuda-runtime-cu12>=12.5.82`` -> "12.5"; ``nvidia-cudnn-cu12<10.0,>=9.10.2.21``
    -> "9" (build_info, too, names only the cuDNN major).
    """
    pins = meta.pins
    out: dict[str, Any] = {}
    cuda = _pin_version_mm(_pin_for(pins, "nvidia-cuda-runtime"), 2)
    cudnn = _pin_version_mm(_pin_for(pins, "nvidia-cudnn"), 1)
    if cuda:
        out["cuda_version"] = cuda
        out["is_cuda_build"] = True
    if cudnn:
        out["cudnn_version"] = cudnn
    return out


def cudnn_floor(meta: WheelMeta | None) -> str | None:
    """cuDNN X.Y of the and-cuda pin's floor ("9.10" for 2.22.0rc0), or None."""
    if meta is None:
        return None
    return _pin_version_mm(_pin_for(meta.pins, "nvidia-cudnn"), 2)


def _pin_version_mm(raw: str | None, parts: int) -> str | None:
    if not raw:
        return None
    nums = re.findall(r"\d+", raw)[:parts]
    return ".".join(str(int(n)) for n in nums) if nums else None
