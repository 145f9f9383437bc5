"""Rules about the Jupyter/IPython kernel tfdoctor was called from (issue 20).

They read probes/kernel.py's KernelState (``facts.kernel``) and fire only when the
caller is a kernel: the notebook failures a fresh ``!tfdoctor check`` cannot see.
"""

from __future__ import annotations

import os
from pathlib import Path

from tfdoctor.judge.facts import Facts
from tfdoctor.model import Finding, Severity, parse_version
from tfdoctor.records import replace

RESTART = (
    "Restart the kernel (Jupyter: Kernel > Restart; Colab: Runtime > Restart session), "
    "then run the notebook from the top."
)
#: Child findings that a GPU already held by this kernel explains (memory, a context
#: that cannot be created): device tests, CUDA/cuDNN start-up, out of memory.
GPU_FAILURE_IDS = frozenset(
    {
        "device-op-failed",
        "xla-failed",
        "gpu-out-of-memory",
        "cuda-init-failed",
        "cudnn-init-failed",
        "no-gpu-device",
        "devices-no-gpu",  # TF-level "no GPU" log lines were no-gpu-device's before (explain)
    }
)


def _kernel(f: Facts):
    k = f.kernel
    return k if k is not None and getattr(k, "active", False) else None


def pip_other_python(f: Facts) -> list[Finding]:
    k = _kernel(f)
    if k is None or not k.pip or not k.pip_env:
        return []
    if os.path.realpath(k.pip_env) == os.path.realpath(k.prefix):
        return []
    return [
        Finding(
            "kernel-pip-other-python",
            Severity.WARNING,
            "`!pip install` in this notebook installs into another Python than the kernel's",
            "Install with the %pip magic, which runs this kernel's own pip:\n"
            "%pip install <package>\n"
            f"(or: !{f.pip} install <package>), then restart the kernel.",
            (
                f"first pip on PATH: {k.pip_how}; it installs into {k.pip_env}",
                f"this kernel: {k.executable} (environment {k.prefix})",
            ),
            url="https://ipython.readthedocs.io/en/stable/interactive/magics.html#magic-pip",
            values={"pip": k.pip, "pip_environment": k.pip_env, "kernel_python": k.executable},
        )
    ]


def tensorflow_changed_on_disk(f: Facts) -> list[Finding]:
    k = _kernel(f)
    tf = k.tensorflow if k else None
    if tf is None:
        return []
    primary = f.tfi.primary if f.tfi else None
    on_disk = f"{primary.name} {primary.version} in {primary.location}" if primary else "nothing"
    evidence = (
        f"this kernel imported tensorflow {tf.version or '?'} from {tf.folder or '?'}",
        f"installed now: {on_disk}",
    )
    values = {
        "imported_version": tf.version,
        "imported_from": tf.folder,
        "installed_version": primary.version if primary else None,
    }
    if primary is None:
        return [
            Finding(
                "kernel-tensorflow-changed-on-disk",
                Severity.ERROR,
                "This kernel runs a TensorFlow that is no longer installed",
                RESTART,
                evidence,
                values=values,
            )
        ]
    same_version = tf.version is not None and parse_version(tf.version) == parse_version(
        primary.version
    )
    here = tf.folder and os.path.realpath(Path(tf.folder).parent) == os.path.realpath(
        primary.location
    )
    if same_version and here:
        return []
    title = (
        f"This kernel runs TensorFlow {tf.version}, but {primary.version} is installed now"
        if not same_version
        else f"This kernel imported TensorFlow from {tf.folder}, not the one installed now"
    )
    return [
        Finding(
            "kernel-tensorflow-changed-on-disk",
            Severity.ERROR if not same_version else Severity.WARNING,
            title + " (changed after it was imported)",
            RESTART + " The kernel keeps the TensorFlow it imported until then.",
            evidence,
            values=values,
        )
    ]


def tensorflow_holds_gpu(f: Facts) -> list[Finding]:
    k = _kernel(f)
    if k is None or k.tensorflow is None or not f.gpu_present:
        return []
    held = ", ".join(k.gpu_files)
    return [
        Finding(
            "kernel-tensorflow-holds-gpu",
            Severity.WARNING if k.gpu_files else Severity.INFO,
            "TensorFlow is imported in this kernel"
            + (f" and holds the GPU ({held} open)" if held else "")
            + ": it maps nearly all GPU memory, so a second process (tfdoctor's own GPU "
            "test included) may fail for memory",
            "Restart the kernel and run tfdoctor before importing TensorFlow, or let "
            "TensorFlow grow its memory instead of mapping it all, in the first cell:\n"
            "import os; os.environ['TF_FORCE_GPU_ALLOW_GROWTH'] = 'true'",
            (f"'tensorflow' in sys.modules ({k.tensorflow.version})",)
            + ((f"open in this process: {held}",) if held else ()),
            url="https://www.tensorflow.org/guide/gpu#limiting_gpu_memory_growth",
        )
    ]


def env_changed_after_import(f: Facts) -> list[Finding]:
    k = _kernel(f)
    if k is None or k.tensorflow is None:
        return []
    out = []
    if k.env_then is not None:
        then, now = dict(k.env_then), dict(k.env_now)
        changed = sorted(n for n in set(then) | set(now) if then.get(n) != now.get(n))
        if changed:
            out.append(
                (
                    changed,
                    tuple(
                        f"{n}: {then.get(n, '(unset)')} -> {now.get(n, '(unset)')}" for n in changed
                    )
                    + (f"first value recorded {k.env_then_when}",),
                )
            )
    backend = getattr(f.ok(f.keras), "backend", None)
    if k.keras_backend and backend is not None and backend.raw != k.keras_backend:
        out.append(
            (
                ["KERAS_BACKEND"],
                (
                    f"keras imported with backend {k.keras_backend}; now: {backend.raw} ({backend.source})",
                ),
            )
        )
    if not out:
        return []
    names = sorted({n for names, _ in out for n in names})
    return [
        Finding(
            "kernel-env-changed-after-import",
            Severity.WARNING,
            f"{', '.join(names)} changed after TensorFlow was imported in this kernel: "
            "it is read when TensorFlow (or Keras, or CUDA) starts, so the change may do nothing",
            RESTART + " Set the variables in the first cell, before `import tensorflow`.",
            tuple(e for _, ev in out for e in ev),
            values={"variables": names},
        )
    ]


def colab_cpu_runtime(f: Facts) -> list[Finding]:
    k = _kernel(f)
    if k is None or k.kind != "colab" or f.gpu_present:
        return []
    return [
        Finding(
            "colab-cpu-runtime",
            Severity.WARNING,
            "This Colab runtime has no GPU attached (a CPU runtime)",
            "Runtime > Change runtime type > Hardware accelerator: a GPU (e.g. T4), Save; "
            "then run the notebook again (the runtime restarts).",
            (f"no NVIDIA driver or GPU found (driver: {f.driver_state or 'unknown'})",),
            url="https://research.google.com/colaboratory/faq.html",
        )
    ]


RULES = (
    tensorflow_changed_on_disk,
    pip_other_python,
    env_changed_after_import,
    tensorflow_holds_gpu,
    colab_cpu_runtime,
)


def blame_kernel_for_gpu(facts: Facts, findings: list[Finding]) -> list[Finding]:
    """The child's GPU failures, as the kernel holding the GPU explains them: a
    warning that says so, not an error that blames the driver."""
    k = _kernel(facts)
    if k is None or k.tensorflow is None or not facts.gpu_present:
        return findings
    out = []
    for f in findings:
        if f.id in GPU_FAILURE_IDS and f.severity is not Severity.INFO:
            f = replace(
                f,
                severity=Severity.WARNING,
                title=f"{f.title} (likely because this kernel's TensorFlow holds the GPU)",
                remedy=f"Restart the kernel, then check again before importing TensorFlow.\n{f.remedy}",
                values={**f.values, "kernel_holds_gpu": True},
            )
        out.append(f)
    return out
