"""One summary per component (system, python, driver, cuda, cudnn, tensorflow, keras,
numpy): status, version and where it came from. Data only; report/check.py prints it."""

from __future__ import annotations

from typing import Any

from tfdoctor.judge.facts import Facts
from tfdoctor.judge.rules.keras import tf_keras_resolution
from tfdoctor.model import Finding, Severity, Status
from tfdoctor.records import field, frozen

#: build_source: where the CUDA facts were read ("build_info.py", "cuda_config.h",
#: "METADATA and-cuda pins"; probes/tf_build.py)
BUILD_KEYS = (
    "cuda_version",
    "cudnn_version",
    "compute_capabilities",
    "is_cuda_build",
    "build_source",
)
COMPONENTS = ("system", "python", "driver", "cuda", "cudnn", "tensorflow", "keras", "numpy")

_BY_ID = {
    "system": (
        "cpu-missing-avx",
        "windows-native-gpu-unsupported",
        "wsl-libcuda-missing",
        "windows-msvc-runtime-missing",
        "colab-cpu-runtime",
    ),
    "python": ("python-version-unsupported", "kernel-pip-other-python"),
    "driver": (
        "no-cuda-driver",
        "driver-not-loaded",
        "driver-library-mismatch",
        "driver-too-old",
        "no-gpu-device",
        "nvidia-smi-failed",
        "cuda-minor-version-compat",
        "cuda-init-failed",
        # which GPUs CUDA may see: shown beside the GPUs the driver lists
        "cuda-visible-devices-hides-gpus",
        "nvidia-visible-devices-no-gpu",
    ),
    "cuda": (
        "cuda-libs-missing",
        "cuda-libs-not-on-loader-path",
        "cuda-toolkit-unused",
        "cuda-toolkit-unreadable",
        "cuda-version-mismatch",
        "xla-libdevice-missing",
        "ptxas-missing",
        "ptxas-too-old",
    ),
    "cudnn": ("cudnn-missing", "cudnn-version-mismatch", "cudnn-init-failed"),
    "keras": (
        "keras-version-mismatch",
        "tf-keras-version-mismatch",
        "tf-use-legacy-keras-ignored",
        "tf-keras-installed-unused",
        "keras-backend-not-tensorflow",
        "keras-backend-unusable",
    ),
    "numpy": ("numpy-abi-mismatch", "numpy-version-unsupported"),
}
COMPONENT_OF = {fid: comp for comp, ids in _BY_ID.items() for fid in ids}


def component_of(finding: Finding) -> str:
    """Which component line a finding is shown under (TensorFlow by default)."""
    return COMPONENT_OF.get(finding.id, "tensorflow")


@frozen
class Component:
    """One status line of the check report (System, Python, NVIDIA driver...)."""

    name: str
    status: Status
    version: str | None
    source: str | None
    summary: str
    extra: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = {"status": self.status.value, "version": self.version, "source": self.source}
        data.update(self.extra)
        return data


def _status(base: Status, findings: list[Finding]) -> Status:
    sev = {f.severity for f in findings}
    if Severity.ERROR in sev:
        return Status.ERROR
    if Severity.WARNING in sev:
        return Status.WARNING
    return base


def _raw(value: Any) -> tuple[str | None, str | None]:
    if value is None:
        return None, None
    return getattr(value, "raw", str(value)), getattr(value, "source", None)


def _dict(obj: Any) -> dict[str, Any]:
    to_dict = getattr(obj, "to_dict", None)
    return to_dict() if callable(to_dict) else {}


def build_components(facts: Facts, findings: tuple[Finding, ...]) -> dict[str, Component]:
    mine: dict[str, list[Finding]] = {c: [] for c in COMPONENTS}
    for f in findings:
        mine[component_of(f)].append(f)
    out: dict[str, Component] = {}
    crashed = {c.probe for c in facts.crashes()}

    def add(name: str, base: Status, version: Any, summary: str, **extra: Any) -> None:
        raw, source = _raw(version)
        status = Status.CRASH if name in crashed else _status(base, mine[name])
        out[name] = Component(name, status, raw, source, summary, extra)

    s = facts.sysinfo
    add(
        "system",
        Status.OK,
        getattr(s, "os_pretty_name", None) or getattr(s, "os_name", None),
        _system_summary(facts),
        **({"details": _dict(s)} if s is not None else {}),
    )
    py = getattr(s, "python_version", None)
    add("python", Status.OK, py, _python_summary(s))

    d = facts.drv
    state = facts.driver_state
    base = (
        Status.OK
        if state == "ok"
        else Status.MISSING
        if state in ("no-driver", None)
        else Status.ERROR
    )
    gpus = [_dict(g) for g in facts.gpus]
    add(
        "driver",
        base,
        getattr(d, "version", None),
        {"no-driver": "not installed", "ok": f"{len(gpus)} GPU(s)"}.get(
            state or "", state or "unknown"
        ),
        cuda_version=facts.driver_cuda,
        gpus=gpus,
        state=state,
    )

    toolkits = facts.toolkits
    runtime_v = getattr(facts.ok(facts.cuda), "runtime_version", None)
    tk_v = getattr(toolkits[0], "version", None) if toolkits else None
    cuda_v = runtime_v or tk_v
    add(
        "cuda",
        Status.OK if cuda_v else Status.MISSING,
        cuda_v,
        "runtime library" if runtime_v else ("toolkit" if tk_v else "not found"),
        toolkits=[_dict(t) for t in toolkits],
    )
    cudnn_v = getattr(facts.ok(facts.cudnn), "version", None)
    add("cudnn", Status.OK if cudnn_v else Status.MISSING, cudnn_v, "" if cudnn_v else "not found")

    tfi = facts.tfi
    tf_v = facts.tf_version_sourced  # the version that imports (tf.__version__) first
    add(
        "tensorflow",
        Status.OK if tf_v else Status.MISSING,
        tf_v,
        tfi.primary.name if tfi and tfi.primary else "not installed",
        build={k: facts.build.get(k) for k in BUILD_KEYS},
        distributions=[d.to_dict() for d in tfi.dists] if tfi else [],
    )
    add(
        "keras",
        Status.OK if tfi and tfi.keras else Status.MISSING,
        tfi.keras if tfi else None,
        _keras_summary(facts),
        **_keras_extra(facts),
    )
    add("numpy", Status.OK if tfi and tfi.numpy else Status.MISSING, tfi.numpy if tfi else None, "")
    return out


#: What `tf.keras` resolves to (judge/rules/keras.py), for people.
TF_KERAS = {
    "keras-2": "Keras 2 (the keras<3 package)",
    "keras-3": "Keras 3",
    "tf-keras": "tf-keras (Keras 2, TF_USE_LEGACY_KERAS)",
    "tf-keras-missing": "tf-keras, which is not installed",
}


def _keras_extra(facts: Facts) -> dict[str, Any]:
    cfg = facts.keras if hasattr(facts.keras, "backend") else None
    extra: dict[str, Any] = {"tf_keras": tf_keras_resolution(facts)}
    tk = facts.tfi.tf_keras if facts.tfi else None
    extra["tf_keras_version"] = tk.raw if tk else None
    if cfg is not None:
        extra.update(cfg.to_dict())
    return extra


def _keras_summary(facts: Facts) -> str:
    extra = _keras_extra(facts)
    parts = []
    if extra.get("backend"):
        parts.append(f"backend {extra['backend']} ({extra.get('backend_source')})")
    if extra["tf_keras"]:
        parts.append(f"tf.keras is {TF_KERAS[extra['tf_keras']]}")
    return "; ".join(parts)


def _system_summary(facts: Facts) -> str:
    s = facts.sysinfo
    parts = []
    kernel = _raw(getattr(s, "kernel", None))[0]
    if kernel:
        parts.append(f"kernel {kernel}")
    arch = facts.cpu_arch
    flags = facts.cpu_flags or {}
    have = [name.upper() for name in ("avx", "avx2", "fma", "avx512f") if flags.get(name)]
    if arch:
        parts.append(f"{arch} CPU" + (f" with {'/'.join(have)}" if have else ""))
    if facts.platform == "wsl2":
        parts.append("WSL2")
    containers = getattr(s, "container", ()) or ()
    if containers:
        parts.append("in a container (" + ", ".join(_raw(c)[0] or "?" for c in containers) + ")")
    return ", ".join(parts)


def _python_summary(s: Any) -> str:
    conda = _raw(getattr(s, "conda_env", None))[0] or _raw(getattr(s, "conda_prefix", None))[0]
    venv = _raw(getattr(s, "virtual_env", None))[0]
    impl = _raw(getattr(s, "python_implementation", None))[0]
    where = f"conda env {conda}" if conda else f"venv {venv}" if venv else "no venv or conda env"
    return f"{impl + ', ' if impl and impl != 'CPython' else ''}{where}"
