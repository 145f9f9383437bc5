"""Remedies for the rules about the Python environment, pip and the process (not the GPU).

They use what the log itself told about the machine (``ExplainContext`` filled by
``explain/context.py``: Python version, platform, TensorFlow version) so the command fits.
Facts and sources:
- TensorFlow's Pythons per release: https://www.tensorflow.org/install/pip, wheels' Requires-Python.
- ``tensorflow-gpu`` 2.12.0 on PyPI is an sdist whose setup.py raises TF_REMOVAL_WARNING
  (https://pypi.org/project/tensorflow-gpu/, tensorflow/tensorflow#60074).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tfdoctor.explain.remedies_api import tf_api, tf_estimator  # noqa: F401  (env.tf_api)
from tfdoctor.explain.remedies_keras import (  # noqa: F401  (env.<name>)
    keras_import_failed,
    keras_line,
    keras_mismatch,
    node_remedy,
)

if TYPE_CHECKING:  # (annotations only: importing rules here would import every rule first)
    from tfdoctor.explain.rules.base import ExplainContext

Values = Mapping[str, Any]


def _py(ctx: ExplainContext | None) -> str:
    return f"Python {ctx.python_version}" if ctx and ctx.python_version else "this Python"


def _windows(ctx: ExplainContext | None) -> bool:
    return bool(ctx and ctx.platform == "windows")


def emulation(v: Values, ctx: ExplainContext | None) -> str:
    return (
        "x86-64 TensorFlow cannot run under QEMU emulation (no AVX): use an arm64 build on "
        "an ARM host (docker run --platform linux/arm64 with an arm64 image, or pip install "
        "tensorflow natively on the ARM machine)"
    )


def no_avx(v: Values, ctx: ExplainContext | None) -> str:
    if _windows(ctx):
        tail = "; on Windows also check the Visual C++ Redistributable is current"
    else:
        tail = ""
    return (
        "Official TensorFlow wheels need a CPU with AVX (since TF 1.6): run on a CPU with "
        "AVX (`grep -o avx /proc/cpuinfo`), or use a build without AVX (conda-forge / a "
        f"community wheel / build from source){tail}"
    )


def killed(v: Values, ctx: ExplainContext | None) -> str:
    if v.get("yarn"):  # YARN's NodeManager killed the container, not the kernel
        return (
            "YARN killed the container for using more memory than it asked for: TensorFlow's "
            "and Python's memory is outside the JVM heap, so raise spark.executor.memoryOverhead "
            "(spark.yarn.executor.memoryOverhead before Spark 2.3) or the executor memory; for a "
            "virtual-memory kill, yarn.nodemanager.vmem-check-enabled=false or a higher "
            "yarn.nodemanager.vmem-pmem-ratio"
        )
    return (
        "The process was killed from outside, most often by the Linux OOM killer when RAM "
        "runs out (`dmesg | grep -i oom` confirms): load less data at once (tf.data "
        "streaming instead of whole arrays in memory), smaller batch or shuffle buffer, or "
        "give the machine/container more memory"
    )


def time_limit(v: Values, ctx: ExplainContext | None) -> str:
    return (
        "The scheduler stopped the job when its requested time ran out (not a TensorFlow "
        "error): ask for more time (SLURM `#SBATCH --time=`, PBS `-l walltime=`, LSF `-W`), "
        "save checkpoints (tf.keras.callbacks.BackupAndRestore) so a resubmitted job goes on "
        "where it stopped, or check that the GPU is really used (`tfdoctor check`), since a "
        "run on the CPU takes many times longer"
    )


def crashed(v: Values, ctx: ExplainContext | None) -> str:
    return (
        "The process died in compiled code, so Python printed no error: run it again with "
        "`python -X faulthandler your_script.py` to see the Python line it died in; run "
        "`tfdoctor check` to compare the driver, CUDA and cuDNN with what this TensorFlow was "
        "built for; then a clean reinstall of the same TensorFlow in a fresh environment "
        "(two packages built against different TensorFlow or NumPy versions, or two CUDA "
        "sets on the loader path, are the usual culprits)"
    )


def host_oom(v: Values, ctx: ExplainContext | None) -> str:
    if v.get("pinned"):
        return (
            f"The pinned host memory the GPU copies through ({v['pinned']}) hit TensorFlow's "
            "cap: raise it with TF_GPU_HOST_MEM_LIMIT_IN_MB (TF_CUDA_HOST_MEM_LIMIT_IN_MB in "
            "older releases), or lower the batch size"
        )
    shape = f" (tensor shape [{v['shape']}])" if v.get("shape") else ""
    return (
        f"TensorFlow ran out of host (CPU) memory{shape}: lower the batch size or model/"
        "sequence size, stream the data with tf.data, or use a machine with more RAM"
    )


def not_installed(v: Values, ctx: ExplainContext | None) -> str:
    return (
        f"TensorFlow is not installed in the interpreter that ran this ({_py(ctx)}): install "
        "it there with `python -m pip install tensorflow` (in a notebook: `%pip install "
        'tensorflow`, then restart the kernel); `python -c "import sys; print(sys.executable)"` '
        "shows which interpreter runs"
    )


def wheel_missing(v: Values, ctx: ExplainContext | None) -> str:
    pkg = v.get("package") or "the dependency"
    return (
        f"pip has no wheel of {pkg} for {_py(ctx)} on this platform: use a Python and "
        "TensorFlow pair that has wheels (https://www.tensorflow.org/install/pip), e.g. a "
        "venv with an older python3.X, or drop the exact pin and let pip pick a version "
        "that has a wheel here"
    )


def pip_conflict(v: Values, ctx: ExplainContext | None) -> str:
    need, pkg = v.get("requirement"), v.get("package")
    pin = f'\npip install "{pkg}{need}"' if need and pkg else ""
    return (
        "pip installed (or refused) versions that do not fit together: install the versions "
        f"the package asks for, in one pip command, in a fresh environment{pin}"
    )


def tf_gpu(v: Values, ctx: ExplainContext | None) -> str:
    if _windows(ctx):
        return (
            'Install "tensorflow" instead of "tensorflow-gpu" (identical since TF 2.1); GPU '
            'on native Windows needs "tensorflow<2.11", newer releases need WSL2'
        )
    return (
        'Install "tensorflow" instead (identical since TF 2.1); for the CUDA libraries on '
        'Linux/WSL2: pip install "tensorflow[and-cuda]"'
    )


def import_failed(v: Values, ctx: ExplainContext | None) -> str:
    if _windows(ctx):
        return windows_dll(v, ctx)
    if "conda" in str(v.get("path", "")).lower():
        return (
            "TensorFlow's own library misses a symbol of a library it was built against: this "
            "conda environment mixes packages built apart (two channels, or pip and conda). "
            "Recreate it from one channel "
            "(conda-forge: `conda config --env --set channel_priority strict`, then "
            "`conda create -n tf -c conda-forge tensorflow`), or use pip in a fresh venv"
        )
    return (
        "TensorFlow's native library did not load: the lines above name the missing library "
        "or the clashing package; reinstall cleanly in a fresh venv "
        "(python -m pip install --force-reinstall tensorflow) and run `tfdoctor check`"
    )


def windows_dll(v: Values, ctx: ExplainContext | None) -> str:
    addon = str(v.get("addon") or "")
    if "tfjs_binding" in addon:
        # tfjs-node's addon found, a DLL it needs not: tensorflow.dll not staged beside it
        # (tensorflow/tfjs#8323, #4257), the CUDA/cuDNN DLLs of tfjs-node-gpu's libtensorflow
        # (r81-4-015: the cuDNN folder on PATH), or a CPU without AVX (tensorflow/tfjs#6034)
        napi = re.search(r"napi-v\d+", addon)
        return (
            "tfjs-node's addon is there but a DLL it loads is not: copy "
            "node_modules/@tensorflow/tfjs-node(-gpu)/deps/lib/tensorflow.dll into "
            f"lib/{napi.group(0) if napi else 'napi-vN'} beside tfjs_binding.node; with tfjs-node-gpu, "
            "put the CUDA and cuDNN bin folders its libtensorflow was built for on PATH; and "
            "the prebuilt library needs a CPU with AVX"
        )
    return (
        "Windows could not load TensorFlow's DLL. In order: install the latest Microsoft "
        "Visual C++ Redistributable (x64); check the CPU has AVX; use a 64-bit Python that "
        "this TensorFlow supports; then reinstall TensorFlow in a fresh venv"
    )


def tf_pin(v: Values, ctx: ExplainContext | None) -> str:
    """TensorFlow's own pin, restored inside its range (as check's requirement findings)."""
    need, pkg = v.get("requirement"), v.get("package")
    pip = ctx.pip if ctx and ctx.pip else "pip"
    return f'{pip} install "{pkg}{need}"   # inside what TensorFlow requires' if need else (
        f"Install the {pkg} this TensorFlow requires (pip show tensorflow lists it)"
    )


def tf_dependency(v: Values, ctx: ExplainContext | None) -> str:
    """A package of TensorFlow's own chain outside TF's range: install it inside the range
    the installed TF declares (its Requires-Dist, when known; else the KB's for its line)."""
    from tfdoctor.judge.companions import tf_chain_range

    pkg = str(v.get("package") or "ml-dtypes")
    pip = ctx.pip if ctx and ctx.pip else "pip"
    spec = dict(ctx.pins).get(pkg) if ctx else None
    if spec is None and ctx and ctx.tf_version:
        spec = tf_chain_range(ctx.tf_version, pkg, ctx.python_version)
    if spec:
        return f'{pip} install "{pkg}{spec}"   # the range TensorFlow {ctx.tf_version or ""} requires'
    return (
        f"Install the {pkg} your TensorFlow requires: `pip show tensorflow` does not print the "
        f"range, `tfdoctor check` does (or read Requires-Dist in tensorflow's METADATA); then "
        f'{pip} install "{pkg}<range>"'
    )


def mac_arch(v: Values, ctx: ExplainContext | None) -> str:
    from tfdoctor.explain.remedies_pip import tag_python

    py = tag_python(str(v.get("wheel") or ""))
    # an arm64 wheel is refused for its Python tag too (sun1638650145/Libraries-and-
    # Extensions-for-TensorFlow-for-Apple-Silicon#14: a cp39 wheel in a Python 3.10 env)
    also = (
        f" If it does print arm64, the wheel is for Python {py} only (`python --version`): "
        f"take the wheel of your Python's cpXY tag, or a Python {py} environment"
        if py
        else ""
    )
    return (
        "Use an arm64 (native) Python on Apple silicon: `python -c \"import platform; "
        "print(platform.machine())\"` must print arm64, not x86_64 (an Intel/Rosetta "
        "Python, conda or Homebrew under /usr/local); install Miniforge's or python.org's "
        "arm64 Python, then pip install tensorflow (TF >= 2.13) in it." + also
    )


def wheel_tags(v: Values, ctx: ExplainContext | None) -> str:
    return (
        "The wheel's name says which Python (cp311), OS and CPU it is for; this interpreter "
        "is another: let pip choose (`python -m pip install tensorflow==X`), or download the "
        "wheel whose tags `python -m pip debug --verbose` lists as compatible"
    )


def glibc(v: Values, ctx: ExplainContext | None) -> str:
    need = str(v.get("needed") or "")
    if need.startswith(("GLIBCXX", "CXXABI")):
        return (
            f"The libstdc++ loaded is older than the binary needs ({need}): in conda, "
            "`conda install -c conda-forge libstdcxx-ng`; else a newer OS or the wheel built "
            "for this one"
        )
    return (
        f"This OS's glibc is older than the binary needs ({need}): use a newer OS or a "
        "container (pip's TensorFlow wheels are manylinux2014: glibc 2.17 or newer; recent "
        "releases need newer), or a build for this system (conda)"
    )


def shadow(v: Values, ctx: ExplainContext | None) -> str:
    from tfdoctor.judge.rules.origins import shadow_remedy

    module = str(v.get("module") or "tensorflow")
    return shadow_remedy(module, str(v.get("path") or f"{module}.py"))


def two_pins(v: Values) -> str:
    """Two packages' ranges for one dependency: the version both accept when one of the
    versions they name does (a person's "A requires numpy>=1.23.5, but B requires
    numpy<1.27" meets at 1.26), else that none does (hudson-and-thames/mlfinlab#491)."""
    from packaging.specifiers import InvalidSpecifier, SpecifierSet
    from packaging.version import InvalidVersion, Version

    pkg, a, b = v.get("package"), str(v.get("requirement")), str(v.get("other_requirement"))
    head = f"{v.get('dependent')} needs {pkg}{a} and {v.get('other')} needs {pkg}{b}"
    try:
        sa, sb = SpecifierSet(a.replace(" ", "")), SpecifierSet(b.replace(" ", ""))
        named = sorted({Version(s.version.rstrip(".*")) for s in (*sa, *sb)})
    except (InvalidSpecifier, InvalidVersion):
        return head + ": install versions both accept, in one pip command"
    # each named version, and the releases just under and over it, tried against both
    tries = [t for n in named for t in (n, *_near(n))]
    both = [t for t in tries if sa.contains(t) and sb.contains(t)]
    if both:
        at = [n for n in named if n in both]
        return (
            f"{head}: the ranges meet"
            + (f" (both accept {pkg} {max(at)})" if at else "")
            + f': pip install "{pkg}{a}" "{pkg}{b}" lets pip pick a release of both'
        )
    return (
        f"{head}: no {pkg} satisfies both, so the two cannot share an environment at these "
        "versions. Install a release of one whose range meets the other's (`pip install "
        "--dry-run --report - A B` tries a pair), or keep them in two environments"
    )


def _near(n: Any) -> list[Any]:
    from packaging.version import Version

    rel = list(n.release) + [0] * (3 - len(n.release))
    out = [Version(".".join(map(str, [rel[0], rel[1], rel[2] + 1])))]
    out.append(Version(".".join(map(str, [rel[0], rel[1] + 1, 0]))))
    if rel[1] > 0:
        out.append(Version(".".join(map(str, [rel[0], rel[1] - 1, 99]))))
    if rel[2] > 0:
        out.append(Version(".".join(map(str, [rel[0], rel[1], rel[2] - 1]))))
    return out


def sub_remedy(v: Mapping[str, Any], ctx: ExplainContext | None) -> str:
    """Python names X.sub only when X imports: X is there and this release lacks the submodule
    (tensorflow/addons#996's nightly; transformers 4 moved modeling_tf_bert)."""
    return (
        f"{v.get('module')} is installed, and this release has no {v.get('module')}{v.get('sub')}: "
        "the code was written for another release of it (install that one) or imports a path "
        "that moved (use the new one); a nightly built without it needs the next build"
    )
