"""The companion knowledge base: compat/companions.json, loaded only when asked for.

What each TensorFlow-ecosystem package (tf-keras, tensorflow-text, tensorflow-io, ...)
declares or checks about the TensorFlow and Keras it runs with, release by release, and
TensorFlow's own Requires-Dist per line (numpy, protobuf, ml-dtypes, h5py, keras). Every
fact in the file carries the line it was read from (a wheel's METADATA, its own source);
scripts/regen_companions.py writes it. Nothing here is imported by ``check --no-runtime``:
the file is read on the first call of a function below, once per process.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

from packaging.markers import InvalidMarker, Marker
from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import InvalidVersion, Version

from tfdoctor.judge.matrix_loader import shipped_path
from tfdoctor.model import InputError, canonical_name, major_minor
from tfdoctor.records import field, frozen

SCHEMA_VERSION = 1
#: What breaks outside a release's TF line, most immediate first (kind() returns the first).
#: An import-time check that only warns (tensorflow-addons, tensorflow-decision-forests:
#: ``"effect": "warning"``) ranks after the ops and imports that really fail.
KINDS = ("import-time-check", "compiled-ops", "keras-2-only", "none")
_RANK = {"import-time-check": 0, "compiled-ops": 1, "keras-2-only": 2, "warning-check": 3, "none": 4}


@frozen
class Fact:
    spec: str
    source: str
    extra: str | None = None
    name: str | None = None


@frozen
class Release:
    version: str
    tensorflow: Fact | None = None  # declared in METADATA
    tensorflow_checked: Fact | None = None  # enforced by its own source at import
    keras: tuple[Fact, ...] = ()
    kinds: tuple[tuple[str, str], ...] = ()  # (kind, source)
    check_warns: bool = False  # its import-time check warns instead of raising
    raw: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @property
    def tf_spec(self) -> SpecifierSet | None:
        """The TF versions this release is declared and checked for (both, where both exist)."""
        specs = [f.spec for f in (self.tensorflow, self.tensorflow_checked) if f is not None]
        return SpecifierSet(",".join(s for s in specs if s)) if specs else None


@frozen
class Companion:
    name: str
    modules: tuple[str, ...]
    releases: tuple[Release, ...]  # newest first
    successor: str | None = None
    raw: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def release(self, version: str) -> Release | None:
        want = _version(version)
        return next((r for r in self.releases if _version(r.version) == want), None)


@frozen
class Companions:
    path: str
    packages: Mapping[str, Companion]
    tensorflow: tuple[Mapping[str, Any], ...]  # one entry per TF line, newest first
    raw: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @property
    def tf_lines(self) -> tuple[str, ...]:
        return tuple(str(t["line"]) for t in self.tensorflow)


def _version(text: str) -> Version | None:
    try:
        return Version(text)
    except (InvalidVersion, TypeError):
        return None


def default_path() -> Path:
    """The table shipped in the wheel, or the repo's copy when run from source."""
    return shipped_path("companions.json")


def _fact(d: Any, where: str) -> Fact | None:
    if d is None:
        return None
    if not isinstance(d, dict) or not isinstance(d.get("source"), str) or "spec" not in d:
        raise InputError(f"{where}: a fact needs 'spec' and 'source'")
    try:
        SpecifierSet(d["spec"])
    except (InvalidSpecifier, TypeError):
        raise InputError(f"{where}: {d.get('spec')!r} is not a PEP 440 specifier") from None
    return Fact(d["spec"], d["source"], d.get("extra"), d.get("name"))


def parse_companions(data: Any, where: str = "<companions>") -> Companions:
    """Validate and build; any problem is one InputError naming the file."""
    if not isinstance(data, dict) or data.get("schema_version") != SCHEMA_VERSION:
        raise InputError(f"companions {where}: schema_version must be {SCHEMA_VERSION}")
    packages: dict[str, Companion] = {}
    for p in data.get("packages") or ():
        name = p.get("name") if isinstance(p, dict) else None
        if not isinstance(name, str) or not isinstance(p.get("releases"), list):
            raise InputError(f"companions {where}: a package needs 'name' and 'releases'")
        releases = []
        for r in p["releases"]:
            at = f"companions {where}: {name} {r.get('version')}"
            if _version(r.get("version")) is None:
                raise InputError(f"{at}: 'version' must be a version")
            kinds = tuple((k["kind"], k["source"]) for k in r.get("kinds") or ())
            if any(k not in KINDS for k, _ in kinds):
                raise InputError(f"{at}: kinds must be among {', '.join(KINDS)}")
            releases.append(
                Release(
                    r["version"],
                    _fact(r.get("tensorflow"), at),
                    _fact(r.get("tensorflow_checked"), at),
                    tuple(f for k in r.get("keras") or () if (f := _fact(k, at))),
                    kinds,
                    any(k.get("effect") == "warning" for k in r.get("kinds") or ()),
                    r,
                )
            )
        releases.sort(key=lambda r: _version(r.version), reverse=True)
        successor = (p.get("successor") or {}).get("name")
        packages[canonical_name(name)] = Companion(
            canonical_name(name), tuple(p.get("modules") or ()), tuple(releases), successor, p
        )
    tf = sorted(data.get("tensorflow") or (), key=lambda t: _version(t["version"]), reverse=True)
    return Companions(where, packages, tuple(tf), data)


def load_companions(path: str | os.PathLike[str] | None = None) -> Companions:
    """The knowledge base (the shipped file unless ``path``); read once per process."""
    return _load(str(path) if path else str(default_path()))


@lru_cache(maxsize=4)
def _load(path: str) -> Companions:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError(f"companions {path}: no such file") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InputError(f"companions {path}: cannot be read ({exc})") from None
    return parse_companions(data, path)


def _kb(kb: Companions | None) -> Companions:
    return kb if kb is not None else load_companions()


def companion(package: str, kb: Companions | None = None) -> Companion | None:
    return _kb(kb).packages.get(canonical_name(package))


def distribution_for_module(module: str, kb: Companions | None = None) -> str | None:
    """The distribution to install for ``No module named 'X'`` (``tf_keras`` -> ``tf-keras``)."""
    top = (module or "").strip().strip("'\"").split(".")[0]
    for c in _kb(kb).packages.values():
        if top and top in c.modules:
            return c.name
    return None


def _admits(spec: SpecifierSet, tf_version: str) -> bool:
    """Whether ``spec`` admits a TF version; a bare line ``2.16`` means its first release."""
    v = tf_version if tf_version.count(".") >= 2 else f"{tf_version}.0"
    return _version(v) is not None and spec.contains(v, prereleases=True)


def release_for_tf(package: str, tf_version: str, kb: Companions | None = None) -> str | None:
    """The newest release of ``package`` declared (and checked) for this TensorFlow."""
    c = companion(package, kb)
    for r in c.releases if c else ():
        spec = r.tf_spec
        if spec is not None and _admits(spec, tf_version):
            return r.version
    return None


def tf_lines(package: str, version: str, kb: Companions | None = None) -> SpecifierSet | None:
    """The TF versions one release is declared/checked for; None where nothing says."""
    c = companion(package, kb)
    r = c.release(version) if c else None
    return r.tf_spec if r else None


def oldest_tf(package: str, kb: Companions | None = None) -> Version | None:
    """The lowest TensorFlow any release in the table declares (its ``>=`` bounds): below
    it the table knows nothing (it holds releases with wheels for the platform and Python it
    was evaluated for, not every release ever made)."""
    c = companion(package, _kb(kb))
    lows = [
        _version(s.version)
        for r in (c.releases if c else ())
        for s in (r.tf_spec or ())
        if s.operator in (">=", "~=", "==")
    ]
    return min((v for v in lows if v is not None), default=None)


def declares_tf(package: str, kb: Companions | None = None) -> bool:
    """Whether its oldest release in the table declares TensorFlow in METADATA (a
    requirement pip reads), so the releases before the table likely do too (tensorflow-io
    0.27.0 does: pip resolves it for TF 2.10), not only check it at import
    (tensorflow-probability 0.20.1: ">=2.12" checked, nothing declared; pip then takes
    0.23.0 for TF 2.7)."""
    c = companion(package, _kb(kb))
    return bool(c and c.releases and c.releases[-1].tensorflow is not None)


def tf_extra(package: str, kb: Companions | None = None) -> str | None:
    """The extra under which the package's releases declare TensorFlow (tensorflow-io:
    "tensorflow <2.17.0,>=2.16.0 ; extra == 'tensorflow'"), None where it is a plain
    requirement or none."""
    c = companion(package, _kb(kb))
    extras = (r.tensorflow.extra for r in (c.releases if c else ()) if r.tensorflow)
    return next((e for e in extras if e), None)


def newest_tf_line(package: str, kb: Companions | None = None) -> str | None:
    """The newest TensorFlow line (of the table's lines) any release of ``package`` admits."""
    kb = _kb(kb)
    c = companion(package, kb)
    for t in kb.tensorflow:  # newest line first
        for r in c.releases if c else ():
            spec = r.tf_spec
            if spec is not None and (_admits(spec, t["line"]) or _admits(spec, t["version"])):
                return str(t["line"])
    return None


def successor(package: str, kb: Companions | None = None) -> str | None:
    c = companion(package, kb)
    return c.successor if c else None


def kinds(package: str, version: str, kb: Companions | None = None) -> tuple[str, ...]:
    c = companion(package, kb)
    r = c.release(version) if c else None
    found = {k for k, _ in r.kinds} if r else set()

    def rank(k: str) -> int:
        return _RANK["warning-check" if k == "import-time-check" and r.check_warns else k]

    return tuple(sorted(found, key=rank))


def kind(package: str, version: str, kb: Companions | None = None) -> str | None:
    """What breaks first outside the release's TF line (KINDS order); None: not read."""
    found = kinds(package, version, kb)
    return found[0] if found else None


def tf_chain_range(
    tf_version: str, dep: str, python: str | None = None, kb: Companions | None = None
) -> str | None:
    """TensorFlow's own Requires-Dist range on ``dep`` for the line of ``tf_version``; with
    ``python`` (X.Y) the entry whose marker applies to it, else the first entry."""
    mm = major_minor(tf_version)
    if mm is None:
        return None
    line = f"{mm[0]}.{mm[1]}"
    entry = next((t for t in _kb(kb).tensorflow if t["line"] == line), None)
    for item in (entry or {}).get("requires", {}).get(canonical_name(dep), ()):
        if python is None or not item.get("marker"):
            return item["spec"]
        try:
            if Marker(item["marker"]).evaluate(
                {"python_version": python, "python_full_version": f"{python}.0"}
            ):
                return item["spec"]
        except InvalidMarker:
            continue
    return None


def nearest_kinds(package: str, version: str, kb: Companions | None = None) -> tuple[str, ...]:
    """What breaks outside the TF line for this release, else for the nearest release of
    the same major that the knowledge base read (many releases were not read one by one)."""
    found = kinds(package, version, kb)
    c = companion(package, kb)
    want = _version(version)
    if found or c is None or want is None:
        return found
    read = [(v, r) for r in c.releases if r.kinds and (v := _version(r.version)) is not None]
    same = [(abs(v.minor - want.minor), r) for v, r in read if v.major == want.major]
    if not same:
        return ()
    return tuple(k for k, _ in min(same, key=lambda x: x[0])[1].kinds)
