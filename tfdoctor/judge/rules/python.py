"""Judge rules about the Python side: TensorFlow's distributions, Python, NumPy, Keras.

Each rule is a small function of Facts returning findings; the table order in
judge.py is the order findings are listed within a severity.
"""

from __future__ import annotations

from tfdoctor.judge.facts import Facts
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
    if not f.tf_version or f.row is not None:
        return []
    newest = f.matrix.tensorflow[0].version if f.matrix.tensorflow else "?"
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


def keras_line(f: Facts) -> list[Finding]:
    row, tfi = f.row, f.tfi
    if row is None or tfi is None:
        return []
    out: list[Finding] = []
    keras = tfi.keras.version if tfi.keras else None
    tf_minor = row.key
    if keras is not None and keras.major >= 3 and tf_minor < (2, 16):
        out.append(
            Finding(
                "keras-version-mismatch",
                Severity.ERROR,
                f"Keras {tfi.keras.raw} (Keras 3) is installed with TensorFlow {row.version}, "
                "which needs Keras 2: `tf.keras` will fail to import or behave wrongly",
                f'{f.pip} install "keras>={row.version},<{row.key[0]}.{row.key[1] + 1}"',
                (tfi.keras.source,),
                url="https://keras.io/getting_started/",
                values={"keras": tfi.keras.raw, "tensorflow": row.version},
            )
        )
    elif keras is not None and keras.major < 3 and tf_minor >= (2, 16):
        out.append(
            Finding(
                "keras-version-mismatch",
                Severity.ERROR,
                f"Keras {tfi.keras.raw} (Keras 2) is installed with TensorFlow {row.version}, "
                "which uses Keras 3 as tf.keras",
                'pip install "keras>=3"   # or, for Keras 2 code: pip install '
                f'"tf-keras~={row.version}.0" and export TF_USE_LEGACY_KERAS=1',
                (tfi.keras.source,),
                url="https://keras.io/getting_started/",
                values={"keras": tfi.keras.raw, "tensorflow": row.version},
            )
        )
    legacy = (f.host.getenv("TF_USE_LEGACY_KERAS") or "").lower() in ("1", "true", "yes")
    if tf_minor >= (2, 16) and legacy and tfi.tf_keras is None:
        out.append(
            Finding(
                "keras-version-mismatch",
                Severity.ERROR,
                "TF_USE_LEGACY_KERAS is set but tf-keras is not installed",
                f'pip install "tf-keras~={row.version}.0"',
                ("environment: TF_USE_LEGACY_KERAS",),
            )
        )
    if tfi.tf_keras is not None and tfi.tf_keras.version is not None:
        tk = tfi.tf_keras.version
        if (tk.major, tk.minor) != tf_minor:
            out.append(
                Finding(
                    "tf-keras-version-mismatch",
                    Severity.WARNING,
                    f"tf-keras {tfi.tf_keras.raw} does not match TensorFlow {row.version} "
                    "(tf-keras releases track TensorFlow's minor version)",
                    f'pip install "tf-keras~={row.version}.0"',
                    (tfi.tf_keras.source,),
                )
            )
    return out


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
    keras_line,
    cpu_without_avx,
    tf_config,
)
