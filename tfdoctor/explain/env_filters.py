"""Findings the environment a log shows turns into another: a module missing under the Python
release that removed it, the Edge TPU compiler's counts of operations left to the CPU
(split from context_filters.py: module size)."""

from __future__ import annotations

from dataclasses import replace

from tfdoctor.explain.context import LogContext
from tfdoctor.model import Finding, Severity, parse_version


def edgetpu_mostly_cpu(ordered: list[tuple[int, Finding]], seen: LogContext) -> list[tuple[int, Finding]]:
    """The Edge TPU compiler's "not all operations are supported" is a note while the TPU runs
    most of the model (khanhlvg/tflite_raspberry_pi, round 123: 264 on the TPU, 3 on the CPU);
    with more operations on the CPU than on the TPU the model mostly runs on the CPU, a warning
    (the fourteenth session's review leftover)."""
    tpu, cpu = seen.edgetpu_ops.get("edge tpu"), seen.edgetpu_ops.get("cpu")
    if tpu is None or cpu is None or cpu <= tpu:
        return ordered
    return [
        (line, replace(
            f, severity=Severity.WARNING,
            title=f"Most of the model runs on the CPU, not the Edge TPU ({cpu} operations on the CPU, {tpu} on the TPU)",
            remedy=("The Edge TPU runs only fully integer-quantized supported ops, and the first "
                    "unsupported op sends the rest of the graph to the CPU: quantize the whole model "
                    "(int8 inputs and outputs, a representative dataset), replace the ops the "
                    "operation log lists as unmapped, or cut the model before them "
                    "(g.co/coral/model-reqs)"),
        ) if f.id == "benign-edgetpu-ops-on-cpu" else f)
        for line, f in ordered
    ]


def distutils_on_new_python(ordered: list[tuple[int, Finding]], seen: LogContext) -> list[tuple[int, Finding]]:
    """distutils missing where the log shows Python 3.12 or later is that Python's removal
    (PEP 632), not a module to install (NixOS/nixpkgs#305827, round 125: TensorFlow 2.13's own
    `import distutils` under python3.12); an older or unknown Python keeps python-module-missing
    (Debian's python3-distutils)."""
    from tfdoctor.explain.rules.python_release import removed_stdlib
    from tfdoctor.model import parse_version

    py = parse_version(seen.python_version or "")
    if py is None or py.release[:2] < (3, 12):
        return ordered
    out = []
    for line, f in ordered:
        if f.id == "python-module-missing" and str(f.values.get("module", "")).split(".")[0] == "distutils":
            remedy = removed_stdlib({"module": "distutils"}, None)
            if seen.build_env:  # (setuptools of pip's isolated build: numpy/numpy.org#642)
                remedy = (
                    "pip is building a package from source for this Python in its isolated build "
                    "environment (pip-build-env), whose old setuptools imports distutils, which "
                    "Python 3.12 removed: install a release of that package with wheels for this "
                    "Python (numpy >= 1.26 for 3.12), or use Python 3.11; installing setuptools "
                    "outside the build changes nothing"
                )
            f = replace(
                f, id="python-version-unsupported",
                title="Code written for an older Python imports a module this Python removed",
                remedy=remedy,
            )
        out.append((line, f))
    return out


def stale_env_paths(seen: LogContext) -> list[tuple[int, Finding]]:
    """A CUDA setting (XLA_FLAGS' --xla_gpu_cuda_data_dir, LD_LIBRARY_PATH) naming another conda
    environment's folder than the one the prompt shows is active: a setting an earlier
    environment's activation left (Doodleverse/segmentation_gym#136, round 127: "(gym) ... $ echo
    $XLA_FLAGS" then "--xla_gpu_cuda_data_dir=/home/sharon/miniconda3/envs/tf11/lib"; pointing
    it at gym's lib fixed the GPU)."""
    from tfdoctor.explain.hits import line_of

    active = seen.conda_prompt
    # (not where the GPU works, nor a venv's prompt reusing a conda environment's CUDA on
    # purpose: the second review of the fifteenth session)
    if active is None or active == "base" or seen.usable_gpu or active.lstrip(".") in ("venv", "env", "virtualenv"):
        return []
    other = [(envs[0], where) for envs, where, _ in seen.env_paths if active not in envs]
    if not other:
        return []
    env, where = other[0]
    return [(line_of(where) or 0, Finding(
        "startup-setting-invalid", Severity.WARNING,
        f"A CUDA setting points into conda environment '{env}' while '{seen.conda_prompt}' is active",
        f"XLA_FLAGS or LD_LIBRARY_PATH still names {env}'s folder (an earlier activation or a "
        "shell profile set it): point it at the active environment (--xla_gpu_cuda_data_dir="
        "$CONDA_PREFIX/lib, or the folder holding nvvm/libdevice), or unset it and let "
        "TensorFlow find its own CUDA; set it per environment with `conda env config vars set`",
        (where,), None, {"env": env, "active": seen.conda_prompt},
    ))]


def tcc_in_use(ordered: list[tuple[int, Finding]], seen: LogContext) -> list[tuple[int, Finding]]:
    """A TCC GPU that TensorFlow uses (a device created) is native Windows working as meant: no
    WSL2 warning (the second review of the fifteenth session: a Tesla T4 in TCC under TF 2.10)."""
    if not seen.usable_gpu:
        return ordered
    return [(line, f) for line, f in ordered if f.id != "wsl-gpu-tcc-mode"]


def tuple_shapes_before_keras3(ordered: list[tuple[int, Finding]], seen: LogContext) -> list[tuple[int, Finding]]:
    """``'tuple' object has no attribute 'as_list'`` is Keras 3's tuple shapes only where
    TensorFlow >= 2.16 can be: a log that shows an older TensorFlow calls it on a NumPy or Python
    shape, the program's own slip, read as the exception it is (the review of the twenty-second
    session: cv2.imread(...).shape.as_list() under TF 2.9.2)."""
    v = parse_version(seen.tf_version)
    if v is None or len(v.release) < 2 or v.release[:2] >= (2, 16):
        return ordered
    return [(line, f) for line, f in ordered if not (f.id == "keras-version-mismatch" and f.values.get("method"))]


def environment_filters(ordered: list[tuple[int, Finding]], seen: LogContext) -> list[tuple[int, Finding]]:
    """This module's filters, in the order context_filters.apply_filters runs them."""
    ordered = tcc_in_use(edgetpu_mostly_cpu(distutils_on_new_python(ordered, seen), seen), seen)
    return tuple_shapes_before_keras3(ordered, seen)
