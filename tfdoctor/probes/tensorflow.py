"""The static TensorFlow probe: what is installed, read without importing anything.

Distributions come from importlib.metadata over the host's site-packages; the build
(CUDA/cuDNN versions, compute capabilities) from ``tensorflow/python/platform/
build_info.py`` parsed with ``ast`` — the same dict ``tf.sysconfig.get_build_info()``
returns, without paying for (or crashing in) the import.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tfdoctor.model import Sourced
from tfdoctor.probes.host import Host
from tfdoctor.probes.python_env import Dist, distributions, find_dist

#: Distributions that install the ``tensorflow`` Python package. Several of these at
#: once overwrite each other's files (TF's install guide: uninstall the others first).
TF_DISTS = (
    "tensorflow",
    "tensorflow-cpu",
    "tensorflow-gpu",
    "tf-nightly",
    "tf-nightly-cpu",
    "tf-nightly-gpu",
    "tensorflow-intel",
    "tensorflow-macos",
    "tensorflow-aarch64",
    "tensorflow-cpu-aws",
    "tensorflow-rocm",
    "intel-tensorflow",
    "tensorflow-directml",
)
#: Backend wheels that the `tensorflow` meta-package itself depends on, with the same
#: version, on some platforms (Windows: tensorflow-intel for 2.11-2.15; Linux aarch64:
#: tensorflow-cpu-aws; macOS arm64: tensorflow-macos for 2.13-2.15). Read from each
#: release's wheel METADATA Requires-Dist with platform markers.
BACKEND_DISTS = ("tensorflow-intel", "tensorflow-cpu-aws", "tensorflow-macos")
#: Plugins, not TensorFlow itself.
PLUGIN_DISTS = ("tensorflow-metal", "tensorflow-directml-plugin", "tensorflow-io-gcs-filesystem")


@dataclass(frozen=True)
class BuildInfo:
    cuda_version: str | None
    cudnn_version: str | None
    compute_capabilities: tuple[str, ...]
    is_cuda_build: bool | None
    is_rocm_build: bool | None
    source: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "cuda_version": self.cuda_version,
            "cudnn_version": self.cudnn_version,
            "compute_capabilities": list(self.compute_capabilities),
            "is_cuda_build": self.is_cuda_build,
            "source": self.source,
        }


@dataclass(frozen=True)
class TFInstall:
    dists: tuple[Dist, ...] = ()  # every TensorFlow distribution found
    primary: Dist | None = None  # the one whose files are importable
    build: BuildInfo | None = None
    build_error: str | None = None
    keras: Sourced | None = None
    tf_keras: Sourced | None = None
    numpy: Sourced | None = None
    protobuf: Sourced | None = None
    plugins: tuple[Dist, ...] = ()
    evidence: tuple[str, ...] = field(default_factory=tuple)
    #: the primary distribution's METADATA ``Requires-Dist`` lines, raw (markers and all)
    requires: tuple[str, ...] = ()
    #: every distribution installed beside it (to judge those requirements, as pip check)
    installed: tuple[Dist, ...] = ()

    @property
    def version(self) -> Sourced | None:
        if self.primary is None:
            return None
        return Sourced(self.primary.version, f"{self.primary.metadata_path} (METADATA)")

    @property
    def conflicting(self) -> tuple[Dist, ...]:
        """TF distributions that really conflict (not the meta-package's own backend)."""
        main_version = self.primary.version if self.primary else None
        out = []
        for d in self.dists:
            if d is self.primary:
                continue
            if d.name in BACKEND_DISTS and d.version == main_version:
                continue
            out.append(d)
        return tuple(out)


def _literal(node: ast.AST) -> Any:
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return None


#: Module-level names of the TF 2.1/2.2 build_info.py layout.
_LEGACY_KEYS = frozenset(
    {
        "is_cuda_build",
        "is_rocm_build",
        "is_tensorrt_build",
        "cuda_version_number",
        "cudnn_version_number",
        "cuda_compute_capabilities",
    }
)


def parse_build_info(text: str) -> dict[str, Any]:
    """The build dict of a build_info.py, for every layout TF has shipped.

    TF >= 2.3: ``build_info = collections.OrderedDict([('cuda_version', '11.2'), ...])``
    (or a dict literal). TF 2.1/2.2: module-level ``cuda_version_number = '10.1'``,
    ``cudnn_version_number = '7'``, ``is_cuda_build = True``.
    Raises SyntaxError/ValueError on a file that is not Python.
    """
    tree = ast.parse(text)
    found: dict[str, Any] = {}
    for node in tree.body:
        if not isinstance(node, ast.Assign) or len(node.targets) != 1:
            continue
        target = node.targets[0]
        if not isinstance(target, ast.Name):
            continue
        value = node.value
        if target.id == "build_info":
            if isinstance(value, ast.Call) and value.args:
                items = _literal(value.args[0])
                if isinstance(items, list | tuple):
                    found.update(dict(i for i in items if isinstance(i, tuple) and len(i) == 2))
                for kw in value.keywords:
                    if kw.arg:
                        found[kw.arg] = _literal(kw.value)
            else:
                lit = _literal(value)
                if isinstance(lit, dict):
                    found.update(lit)
        elif target.id in _LEGACY_KEYS:
            lit = _literal(value)
            if lit is not None:
                found.setdefault(target.id, lit)
    # old names -> new names
    if "cuda_version_number" in found:
        found.setdefault("cuda_version", found["cuda_version_number"])
    if "cudnn_version_number" in found:
        found.setdefault("cudnn_version", found["cudnn_version_number"])
    return found


def _as_build(data: dict[str, Any], source: str) -> BuildInfo:
    ccs = data.get("cuda_compute_capabilities") or ()
    if isinstance(ccs, str):
        ccs = [c.strip() for c in ccs.split(",") if c.strip()]
    cuda = data.get("cuda_version")
    cudnn = data.get("cudnn_version")
    is_cuda = data.get("is_cuda_build")
    return BuildInfo(
        cuda_version=str(cuda) if cuda not in (None, "") else None,
        cudnn_version=str(cudnn) if cudnn not in (None, "") else None,
        compute_capabilities=tuple(str(c) for c in ccs),
        is_cuda_build=bool(is_cuda) if is_cuda is not None else None,
        is_rocm_build=data.get("is_rocm_build"),
        source=source,
    )


def read_build_info(host: Host, site: Path) -> tuple[BuildInfo | None, str | None]:
    path = site / "tensorflow" / "python" / "platform" / "build_info.py"
    shown = host.display(path)
    if not path.exists():
        return None, f"{shown} is missing (a partial or broken TensorFlow install)"
    raw = host.read_bytes(path)
    if raw is None:
        return None, f"{shown} cannot be read"
    try:
        # Strict UTF-8, as Python's own import of it would be (UnicodeDecodeError is a
        # ValueError): a lenient decode turned garbage bytes into a "CUDA version".
        data = parse_build_info(raw.decode("utf-8"))
    except (SyntaxError, ValueError) as exc:
        return None, f"{shown} cannot be parsed ({type(exc).__name__}: {exc})"
    if not data:
        return None, f"{shown} holds no build information"
    return _as_build(data, shown), None


def read_requires(host: Host, dist: Dist) -> tuple[str, ...]:
    """``Requires-Dist`` values of a distribution's METADATA (the header block only)."""
    raw = host.read_bytes(Path(dist.metadata_path) / "METADATA")
    if raw is None:
        return ()
    out = []
    for line in raw.decode("utf-8", errors="replace").splitlines():
        if not line.strip():
            break  # end of the headers; the long description follows
        key, _, value = line.partition(":")
        if key.strip().lower() == "requires-dist" and value.strip():
            out.append(value.strip())
    return tuple(out)


def probe_tensorflow(host: Host, dists: tuple[Dist, ...] | None = None) -> TFInstall:
    dists = distributions(host) if dists is None else dists
    tf_dists = tuple(d for d in dists if d.name in TF_DISTS)
    plugins = tuple(d for d in dists if d.name in PLUGIN_DISTS)

    def sourced(name: str) -> Sourced | None:
        d = find_dist(dists, name)
        return Sourced(d.version, f"{d.metadata_path} (METADATA)") if d else None

    # The primary distribution: the one the `tensorflow` package files belong to.
    # Prefer a non-backend dist (the meta-package's version is what users pinned).
    primary = None
    for d in tf_dists:
        if d.name not in BACKEND_DISTS:
            primary = d
            break
    if primary is None and tf_dists:
        primary = tf_dists[0]
    build, build_error = (None, None)
    if primary is not None:
        build, build_error = read_build_info(host, primary.location)
    return TFInstall(
        dists=tf_dists,
        primary=primary,
        build=build,
        build_error=build_error,
        keras=sourced("keras"),
        tf_keras=sourced("tf-keras"),
        numpy=sourced("numpy"),
        protobuf=sourced("protobuf"),
        plugins=plugins,
        requires=read_requires(host, primary) if primary is not None else (),
        installed=dists,
        evidence=tuple(f"{d.name} {d.version} in {host.display(d.location)}" for d in tf_dists),
    )
