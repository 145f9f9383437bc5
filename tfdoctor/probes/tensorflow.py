"""The static TensorFlow probe: what is installed, read without importing anything.

Distributions come from importlib.metadata over the host's site-packages; the build
(CUDA/cuDNN versions, compute capabilities) from ``tensorflow/python/platform/
build_info.py`` parsed with ``ast`` — the same dict ``tf.sysconfig.get_build_info()``
returns, without paying for (or crashing in) the import — and, for the facts a release
no longer keeps there (TF 2.22), from its ``cuda_config.h`` and METADATA (tf_build.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tfdoctor.model import Sourced
from tfdoctor.probes.host import Host
from tfdoctor.probes.python_env import Dist, distributions, find_dist
from tfdoctor.probes.tf_build import (
    BUILD_INFO_PATHS,
    CUDA_CONFIG_PATH,
    SOURCE_BUILD_INFO,
    SOURCE_CUDA_CONFIG,
    SOURCE_METADATA,
    build_source,
    merge_build,
    missing_cuda_facts,
    parse_build_info,
    parse_cuda_config,
)
from tfdoctor.probes.tf_dists import BACKEND_DISTS, TF_DISTS  # noqa: E402,F401  (kept importable here)
from tfdoctor.probes.wheel_meta import WheelMeta, parse_metadata, pins_build
from tfdoctor.records import field, frozen

#: Plugins, not TensorFlow itself.
PLUGIN_DISTS = ("tensorflow-metal", "tensorflow-directml-plugin", "tensorflow-io-gcs-filesystem")


@frozen
class BuildInfo:
    """The installed TensorFlow's build facts, as ``tf.sysconfig.get_build_info()`` has them."""

    cuda_version: str | None
    cudnn_version: str | None
    compute_capabilities: tuple[str, ...]
    is_cuda_build: bool | None
    is_rocm_build: bool | None
    source: str  # the file the CUDA facts came from, as the host shows it
    #: "build_info.py", "cuda_config.h" or "METADATA and-cuda pins": where the CUDA
    #: version was read (tf_build.py's order)
    build_source: str | None = None
    #: per fact ("cuda_version", ...), the label of the place it was read from
    field_sources: tuple[tuple[str, str], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "cuda_version": self.cuda_version,
            "cudnn_version": self.cudnn_version,
            "compute_capabilities": list(self.compute_capabilities),
            "is_cuda_build": self.is_cuda_build,
            "source": self.source,
            "build_source": self.build_source,
            "field_sources": dict(self.field_sources),
        }


@frozen
class TFInstall:
    """The installed TensorFlow: its distributions, build and METADATA, and what is beside it."""

    dists: tuple[Dist, ...] = ()  # every TensorFlow distribution found
    primary: Dist | None = None  # the one whose files are importable
    build: BuildInfo | None = None
    build_error: str | None = None
    wheel: WheelMeta | None = None  # the primary distribution's own METADATA
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


def _as_build(
    data: dict[str, Any], source: str, sources: dict[str, str] | None = None
) -> BuildInfo:
    ccs = data.get("cuda_compute_capabilities") or ()
    if isinstance(ccs, str):
        ccs = [c.strip() for c in ccs.split(",") if c.strip()]
    cuda = data.get("cuda_version")
    cudnn = data.get("cudnn_version")
    is_cuda = data.get("is_cuda_build")
    sources = sources or {}
    return BuildInfo(
        cuda_version=str(cuda) if cuda not in (None, "") else None,
        cudnn_version=str(cudnn) if cudnn not in (None, "") else None,
        compute_capabilities=tuple(str(c) for c in ccs),
        is_cuda_build=bool(is_cuda) if is_cuda is not None else None,
        is_rocm_build=data.get("is_rocm_build"),
        source=source,
        build_source=build_source(sources),
        field_sources=tuple(sources.items()),
    )


def _read_text(host: Host, path: Path) -> str | None:
    raw = host.read_bytes(path) if path.exists() else None
    return raw.decode("utf-8", errors="replace") if raw is not None else None


def _build_info(host: Host, site: Path) -> tuple[dict[str, Any], Path | None, str | None]:
    """build_info.py's dict, its path, and why it could not be read (or None)."""
    candidates = [site.joinpath(*rel) for rel in BUILD_INFO_PATHS]
    path = next((p for p in candidates if p.exists()), None)
    if path is None:
        shown = host.display(candidates[0])
        return {}, None, f"{shown} is missing (a partial or broken TensorFlow install)"
    shown = host.display(path)
    raw = host.read_bytes(path)
    if raw is None:
        return {}, path, f"{shown} cannot be read"
    try:
        # Strict UTF-8, as Python's own import of it would be (UnicodeDecodeError is a
        # ValueError): a lenient decode turned garbage bytes into a "CUDA version".
        data = parse_build_info(raw.decode("utf-8"))
    except (SyntaxError, ValueError) as exc:
        return {}, path, f"{shown} cannot be parsed ({type(exc).__name__}: {exc})"
    if not data:
        return {}, path, f"{shown} holds no build information"
    return data, path, None


def read_metadata(host: Host, dist: Dist | None) -> str | None:
    """The distribution's METADATA text (None when it cannot be read): read once, for
    its parsed fields (wheel_meta.parse_metadata) and its Requires-Dist lines alike."""
    raw = None if dist is None else host.read_bytes(Path(dist.metadata_path) / "METADATA")
    return None if raw is None else raw.decode("utf-8", errors="replace")


def read_build_info(
    host: Host, site: Path, wheel: WheelMeta | None = None
) -> tuple[BuildInfo | None, str | None]:
    """The build facts from every place a release keeps them (tf_build.py's order).

    The error names a broken build_info.py even when the other places still gave the
    facts: the install is damaged either way.
    """
    data, path, error = _build_info(host, site)
    layers: list[tuple[str, dict[str, Any]]] = [(SOURCE_BUILD_INFO, data)]
    paths: dict[str, Path | None] = {SOURCE_BUILD_INFO: path}
    if missing_cuda_facts(data):
        header = site.joinpath(*CUDA_CONFIG_PATH)
        text = _read_text(host, header)
        if text is not None:
            layers.append((SOURCE_CUDA_CONFIG, parse_cuda_config(text)))
            paths[SOURCE_CUDA_CONFIG] = header
        if wheel is not None:
            layers.append((SOURCE_METADATA, pins_build(wheel)))
    merged, sources = merge_build(layers)
    if not merged:
        return None, error
    label = build_source(sources) or SOURCE_BUILD_INFO
    where = paths.get(label)
    if where is not None:
        shown = host.display(where)
    elif label == SOURCE_METADATA and wheel is not None:
        shown = f"{wheel.name} {wheel.version} METADATA (and-cuda extra)"
    else:
        shown = label
    return _as_build(merged, shown, sources), error


def read_requires(text: str) -> tuple[str, ...]:
    """``Requires-Dist`` values of METADATA text (the header block only)."""
    out = []
    for line in text.splitlines():
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
    metadata = read_metadata(host, primary)
    wheel = parse_metadata(metadata) if metadata is not None else None
    if primary is not None:
        build, build_error = read_build_info(host, primary.location, wheel)
    return TFInstall(
        dists=tf_dists,
        primary=primary,
        build=build,
        build_error=build_error,
        wheel=wheel,
        # TF 2.22.0rc0 requires keras-nightly (its METADATA), which installs `keras` too.
        keras=sourced("keras") or sourced("keras-nightly"),
        tf_keras=sourced("tf-keras"),
        numpy=sourced("numpy"),
        protobuf=sourced("protobuf"),
        plugins=plugins,
        requires=read_requires(metadata) if metadata is not None else (),
        installed=dists,
        evidence=tuple(f"{d.name} {d.version} in {host.display(d.location)}" for d in tf_dists),
    )
