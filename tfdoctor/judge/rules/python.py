"""Judge rules about the Python side: TensorFlow's distributions, Python, NumPy, Keras.

Each rule is a small function of Facts returning findings; the table order in
judge.py is the order findings are listed within a severity.
"""

from __future__ import annotations

from tfdoctor.judge.facts import Facts
from tfdoctor.judge.rules.keras import KERAS_RULES
from tfdoctor.judge.rules.startup import STARTUP_RULES
from tfdoctor.model import Finding, Severity, parse_version

TF_INSTALL_URL = "https://www.tensorflow.org/install/pip"


def probe_crashed(f: Facts) -> list[Finding]:
    return [
        Finding(
            "probe-crashed",
            Severity.WARNING,
            f"The {c.probe} probe crashed; its part of the report is missing",
            "This is a bug in tfdoctor: please report it with the output of "
            "`tfdoctor check -v --json`. The rest of the report is still valid.",
            (c.error,),
            values={"probe": c.probe},
        )
        for c in f.crashes()
    ]


def tensorflow_missing(f: Facts) -> list[Finding]:
    tfi = f.tfi
    if tfi is None or tfi.primary is not None or f.runtime.tf_version:
        return []
    return [
        Finding(
            "tensorflow-not-installed",
            Severity.ERROR,
            "TensorFlow is not installed in this Python environment",
            f"{f.pip_line}   # Linux/WSL2 with an NVIDIA GPU\n"
            'pip install "tensorflow"   # CPU only, or run `tfdoctor plan` for this machine',
            ("no tensorflow distribution in " + ", ".join(str(p) for p in tfi.evidence) or "",),
            url=TF_INSTALL_URL,
        )
    ]


def several_tensorflows(f: Facts) -> list[Finding]:
    tfi = f.tfi
    if tfi is None or not tfi.conflicting:
        return []
    names = [f"{d.name}=={d.version}" for d in (tfi.primary, *tfi.conflicting) if d]
    return [
        Finding(
            "multiple-tensorflow-installs",
            Severity.ERROR,
            f"Several TensorFlow distributions are installed at once: {', '.join(names)}",
            "They overwrite each other's files. Remove them all, then install one:\n"
            f"{f.pip} uninstall -y {' '.join(d.split('==')[0] for d in names)}\n{f.pip_line}",
            tuple(tfi.evidence),
            values={"distributions": names},
        )
    ]


def tensorflow_gpu_package(f: Facts) -> list[Finding]:
    tfi = f.tfi
    if tfi is None or not any(d.name in ("tensorflow-gpu", "tf-nightly-gpu") for d in tfi.dists):
        return []
    return [
        Finding(
            "tensorflow-gpu-deprecated",
            Severity.WARNING,
            "The `tensorflow-gpu` package is deprecated: since TF 2.1 the `tensorflow` "
            "package itself has GPU support, and tensorflow-gpu releases after 2.10 are empty",
            f"{f.pip} uninstall -y tensorflow-gpu\n{f.pip_line}",
            tuple(tfi.evidence),
            url="https://pypi.org/project/tensorflow-gpu/",
        )
    ]


def build_unreadable(f: Facts) -> list[Finding]:
    tfi = f.tfi
    if tfi is None or tfi.primary is None or tfi.build_error is None:
        return []
    return [
        Finding(
            "tensorflow-install-broken",
            Severity.WARNING,
            f"TensorFlow's build information is unreadable: {tfi.build_error}",
            f"Reinstall TensorFlow cleanly: {f.pip} install --force-reinstall --no-deps "
            f'"{tfi.primary.name}=={tfi.primary.version}"',
            (tfi.build_error,),
        )
    ]


def unknown_release(f: Facts) -> list[Finding]:
    if not f.tf_version or f.matrix_row is not None:
        return []
    newest = f.matrix.tensorflow[0].version if f.matrix.tensorflow else "?"
    derived = f.row
    if derived is not None:
        # Newer than the matrix: judged from the wheel's own metadata (judge/derived.py).
        build = f.build
        return [
            Finding(
                "tensorflow-version-unknown",
                Severity.INFO,
                f"TensorFlow {f.tf_version} is newer than tfdoctor's compatibility matrix "
                f"(newest known: {newest}); it is judged from its own wheel metadata",
                "Nothing to fix. For checks against a reviewed row, update tfdoctor "
                "(`pip install -U tfdoctor`) or pass a newer matrix with --matrix.",
                (
                    f"Requires-Python: {derived.python_raw or '(none)'}",
                    f"built for CUDA {build.get('cuda_version') or '-'}, cuDNN "
                    f"{build.get('cudnn_version') or '-'} "
                    f"(from {build.get('build_source') or 'nothing readable'})",
                    f"pip line: {derived.pip}",
                    f"matrix {f.matrix.path}",
                ),
                values={"newest_known": newest, "derived": True, "pip": derived.pip},
            )
        ]
    return [
        Finding(
            "tensorflow-version-unknown",
            Severity.INFO,
            f"TensorFlow {f.tf_version} is not in tfdoctor's compatibility matrix "
            f"(newest known: {newest}); version checks against the matrix are skipped",
            "Update tfdoctor (`pip install -U tfdoctor`) or pass a newer matrix with --matrix.",
            (f"matrix {f.matrix.path}",),
        )
    ]


def python_range(f: Facts) -> list[Finding]:
    row, py = f.row, parse_version(f.python_version)
    if row is None or py is None:
        return []
    if row.python.contains(py, prereleases=True):
        return []
    return [
        Finding(
            "python-version-unsupported",
            Severity.ERROR,
            f"Python {f.python_version} is outside TensorFlow {row.version}'s supported "
            f"range ({row.python_raw})",
            "Use a supported Python in a fresh environment, e.g. "
            "`conda create -n tf python=3.11` or `python3.11 -m venv .venv`, or run "
            "`tfdoctor plan` to find the TensorFlow that supports this Python.",
            (f"matrix row {row.version}: python {row.python_raw}",),
            url=TF_INSTALL_URL,
            values={"python": f.python_version, "supported": row.python_raw},
        )
    ]


def numpy_range(f: Facts) -> list[Finding]:
    row, tfi = f.row, f.tfi
    if row is None or tfi is None or tfi.numpy is None or not row.numpy:
        return []
    if any(r.lower().startswith("numpy") for r in tfi.requires or ()):
        return []  # the wheel's own Requires-Dist judges it (rules/requirements.py), with a
        # line that restores every broken pin at once
    from packaging.specifiers import SpecifierSet

    v = tfi.numpy.version
    if v is None or SpecifierSet(row.numpy).contains(v, prereleases=True):
        return []
    numpy_2_clash = v.major >= 2 and not SpecifierSet(row.numpy).contains("2.0.0")
    return [
        Finding(
            "numpy-abi-mismatch" if numpy_2_clash else "numpy-version-unsupported",
            Severity.ERROR if numpy_2_clash else Severity.WARNING,
            f"NumPy {tfi.numpy.raw} does not fit TensorFlow {row.version} (needs numpy{row.numpy})"
            + (
                ": modules compiled against NumPy 1.x cannot run on NumPy 2"
                if numpy_2_clash
                else ""
            ),
            f'{f.pip} install "numpy{row.numpy}"',
            (tfi.numpy.source, f"matrix row {row.version}: numpy {row.numpy}"),
            values={"numpy": tfi.numpy.raw, "required": row.numpy},
        )
    ]


def cpu_without_avx(f: Facts) -> list[Finding]:
    flags = f.cpu_flags
    arch = (f.cpu_arch or "").lower()
    if not flags or (arch and arch not in ("x86_64", "amd64", "i686")):
        return []
    if flags.get("avx") or f.tf_version is None:
        return []
    return [
        Finding(
            "cpu-missing-avx",
            Severity.ERROR,
            "This CPU has no AVX; TensorFlow's PyPI wheels (since 1.6) need it and die "
            "with 'Illegal instruction' on import",
            "Run on a CPU (or VM type) that exposes AVX, or build TensorFlow from source "
            "without AVX.",
            ("/proc/cpuinfo flags: no avx",),
            url="https://www.tensorflow.org/install/pip#hardware_requirements",
        )
    ]


def tf_config(f: Facts) -> list[Finding]:
    """A TF_CONFIG that TensorFlow's cluster resolver would reject (tfconfig.py)."""
    from tfdoctor.judge.rules.tf_config import tf_config_findings

    return tf_config_findings(f.host.getenv("TF_CONFIG"))


RULES = (
    probe_crashed,
    tensorflow_missing,
    several_tensorflows,
    tensorflow_gpu_package,
    build_unreadable,
    unknown_release,
    python_range,
    numpy_range,
    *KERAS_RULES,
    *STARTUP_RULES,
    cpu_without_avx,
    tf_config,
)
