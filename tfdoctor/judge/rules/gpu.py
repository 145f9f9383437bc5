"""Judge rules about the GPU stack: driver, CUDA, cuDNN, compute capability, Windows.

GPU rules speak when there is a GPU, or evidence that the environment is meant for one
(judge/intent.py: a driver, NVIDIA libraries, --require-gpu, a described target). On a
CPU-only machine with no such evidence an absent CUDA stack is "not applicable", never a
failure. A mismatch that only bites once a GPU is there is a warning on a GPU-less box
and an error when a GPU is present or described (``Facts.stack_severity``).
"""

from __future__ import annotations

from tfdoctor.judge.capability import cc_support
from tfdoctor.judge.facts import Facts
from tfdoctor.judge.rules.libraries import cuda_libraries, toolkit_unused
from tfdoctor.model import Finding, Severity, major_minor, parse_version

DRIVER_URL = "https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html"
WSL_URL = "https://www.tensorflow.org/install/pip#windows-wsl2"


def _ev(*lines: str) -> tuple[str, ...]:
    return tuple(line for line in lines if line)


def windows_native(f: Facts) -> list[Finding]:
    row = f.row
    if f.platform != "windows" or row is None or row.windows_native_gpu:
        return []
    return [
        Finding(
            "windows-native-gpu-unsupported",
            Severity.ERROR if f.gpu_expected else Severity.INFO,
            f"TensorFlow {row.version} has no GPU support on native Windows "
            "(the last such release is 2.10)",
            "Use WSL2 (`wsl --install`, then inside Ubuntu: "
            f'{f.pip_line}), or on native Windows: pip install "tensorflow<2.11" '
            "with CUDA 11.2 and cuDNN 8.1.",
            (f"platform: windows; matrix row {row.version}: windows_native_gpu false",),
            url=WSL_URL,
        )
    ]


def not_cuda_build(f: Facts) -> list[Finding]:
    if f.is_cuda_build is not False or f.platform == "macos":
        return []
    if f.gpu_expected:
        severity, what = (
            Severity.ERROR,
            "An NVIDIA GPU is " + ("described" if f.target and not f.gpu_present else "present"),
        )
    elif f.platform in ("linux", "wsl2") and f.intent:
        severity, what = Severity.WARNING, "This environment is set up for an NVIDIA GPU"
    else:
        return []
    name = f.tfi.primary.name if f.tfi and f.tfi.primary else "tensorflow"
    return [
        Finding(
            "tensorflow-not-built-with-cuda",
            severity,
            f"{what} but this TensorFlow ({name} {f.tf_version}) is built "
            "without CUDA, so it can only use the CPU",
            f"{f.pip} uninstall -y {name}\n{f.pip_line}",
            (
                f"build_info: is_cuda_build={f.build.get('is_cuda_build')} ({f.build.get('source')})",
                *_ev(f.why_judged[1]),
            ),
            url="https://www.tensorflow.org/install/pip",
        )
    ]


def driver_vs_build(f: Facts) -> list[Finding]:
    """The driver must support TF's build CUDA: fully, or via minor-version compat."""
    if not f.needs_gpu_stack or not f.build_cuda:
        return []
    # Too old is an error even with no GPU enumerated: the driver is installed for a GPU
    # (a container without /proc/driver/nvidia/gpus, an image under --root) and TF will
    # refuse it the moment one is there.
    driver, driver_cuda = f.stack_driver_version, f.stack_driver_cuda
    build = major_minor(f.build_cuda)
    drv_cuda = major_minor(driver_cuda)
    drv = parse_version(driver)
    platform = "windows" if f.platform == "windows" else "linux"
    need_full = f.matrix.min_driver(f.build_cuda, platform)
    need_compat = f.matrix.minor_compat_floor(f.build_cuda, platform)
    evidence = (
        f"described driver {driver} (--driver)"
        if f.target
        else f"driver {driver} supports CUDA {driver_cuda or '? (not reported)'}",
        f"TensorFlow {f.tf_version} is built for CUDA {f.build_cuda}",
        *_ev(f.why_judged[1]),
    )
    too_old = False
    compat_only = False
    if drv_cuda is not None and build is not None:
        if drv_cuda[0] < build[0]:
            too_old = True
        elif drv_cuda[0] == build[0] and drv_cuda < build:
            compat_only = True
            if drv is not None and need_compat and drv < parse_version(need_compat):
                too_old = True
    elif drv is not None and need_full:
        if drv < parse_version(need_full):
            compat_only = True
            too_old = bool(need_compat) and drv < parse_version(need_compat)
    if too_old:
        return [
            Finding(
                "driver-too-old",
                Severity.ERROR,
                f"The NVIDIA driver {driver} is too old for TensorFlow "
                f"{f.tf_version}, built for CUDA {f.build_cuda}"
                + (f" (needs driver >= {need_full})" if need_full else ""),
                f"Install NVIDIA driver {need_full or 'newer'} or later "
                "(Ubuntu: `sudo ubuntu-drivers install`), or run `tfdoctor plan` for the "
                "newest TensorFlow this driver supports.",
                evidence,
                url=DRIVER_URL,
                values={"driver": driver, "cuda": f.build_cuda, "min_driver": need_full},
            )
        ]
    if compat_only:
        return [
            Finding(
                "cuda-minor-version-compat",
                Severity.WARNING,
                f"The driver {driver} "
                + (f"supports CUDA {driver_cuda}, older than " if driver_cuda else "predates ")
                + f"TensorFlow's CUDA {f.build_cuda}: it can work through CUDA minor-version "
                "compatibility, but PTX JIT is unavailable, so kernels not prebuilt for "
                "this GPU will fail",
                f"Upgrade the driver to {need_full or 'a newer one'} or later for full support.",
                evidence,
                url="https://docs.nvidia.com/deploy/cuda-compatibility/",
                values={"driver": driver, "cuda": f.build_cuda, "min_driver": need_full},
            )
        ]
    return []


def compute_capability(f: Facts) -> list[Finding]:
    archs = f.build.get("compute_capabilities") or (
        list(f.row.compute_capabilities) if f.row else []
    )
    if not f.needs_gpu_stack or not archs:
        return []
    out: list[Finding] = []
    for gpu in f.stack_gpus:
        cc = getattr(gpu, "compute_capability", None)
        if not cc:
            continue
        support = cc_support(cc, archs)
        name = getattr(gpu, "name", "GPU")
        evidence = (f"{name}: compute capability {cc}", f"TensorFlow built for {', '.join(archs)}")
        if support == "none":
            out.append(
                Finding(
                    "compute-capability-unsupported",
                    Severity.ERROR,
                    f"{name} (compute capability {cc}) is not supported by TensorFlow "
                    f"{f.tf_version}, which ships kernels for {', '.join(archs)}",
                    "Run `tfdoctor plan --cc " + cc + "` for the newest TensorFlow that "
                    "supports this GPU, or build TensorFlow from source for it.",
                    evidence,
                    values={"gpu": name, "compute_capability": cc, "built": list(archs)},
                )
            )
        elif support == "ptx":
            out.append(
                Finding(
                    "ptx-jit-compilation",
                    Severity.WARNING,
                    f"{name} (compute capability {cc}) is newer than every prebuilt kernel "
                    f"of TensorFlow {f.tf_version}: the driver JIT-compiles PTX at start-up "
                    "(minutes on first run), and some kernels may not work",
                    "Expected on GPUs newer than the TensorFlow release. Keep the JIT cache "
                    "(export CUDA_CACHE_MAXSIZE=4294967296) or use a newer TensorFlow.",
                    evidence,
                    values={"gpu": name, "compute_capability": cc},
                )
            )
    return out


def cudnn_vs_build(f: Facts) -> list[Finding]:
    """Loaded/installed cuDNN must have TF's major and at least its minor."""
    if not f.needs_gpu_stack:
        return []
    need = (f.row.cudnn if f.row else None) or f.build.get("cudnn_version")
    have = f.cudnn_version
    if not need:
        return []
    if have is None:
        if f.runtime.gpu_usable:
            return []
        return [
            Finding(
                "cudnn-missing",
                f.stack_severity,
                f"No cuDNN found; TensorFlow {f.tf_version} needs cuDNN {need}" + f.why_judged[0],
                f.pip_line + ("" if "#" in f.pip_line else "   # brings the matching cuDNN as a pip wheel"),
                _ev("no libcudnn, cudnn_version.h or nvidia-cudnn wheel found", f.why_judged[1]),
                values={"required": need},
            )
        ]
    need_mm, have_mm = major_minor(need), major_minor(have)
    if need_mm is None or have_mm is None:
        return []
    # TF checks this at start-up: same major, runtime minor >= compiled minor
    # ("Loaded runtime CuDNN library: X but source was compiled with: Y").
    # A bare major (only the SONAME libcudnn.so.9 was found) says nothing of the minor.
    minor_known = "." in str(have).strip(".")
    if have_mm[0] != need_mm[0] or (minor_known and have_mm[1] < need_mm[1]):
        return [
            Finding(
                "cudnn-version-mismatch",
                f.stack_severity,
                f"cuDNN {have} is installed but TensorFlow {f.tf_version} was built with "
                f"cuDNN {need} (needs the same major and an equal or newer minor)"
                + f.why_judged[0],
                f.pip_line + ("" if "#" in f.pip_line else "   # installs the matching nvidia-cudnn wheel"),
                _ev(
                    f"cuDNN {have} from {f.cudnn_source}",
                    f"TensorFlow needs cuDNN {need}",
                    f.why_judged[1],
                ),
                values={"loaded": have, "compiled": need},
            )
        ]
    return []


def gpu_not_visible(f: Facts) -> list[Finding]:
    """The driver sees GPUs, TensorFlow (a CUDA build) lists none."""
    rt = f.runtime
    if not rt.ran or rt.outcome != "ok" or f.driver_state != "ok" or not f.gpus:
        return []
    if not f.is_cuda_build or rt.gpu_devices:
        return []
    return [
        Finding(
            "gpu-not-visible-to-tensorflow",
            Severity.ERROR,
            f"The driver sees {len(f.gpus)} GPU(s) but TensorFlow lists none",
            "See the findings from TensorFlow's log below for the reason; most often: "
            + f.pip_line,
            ("tf.config.list_physical_devices('GPU') == []",),
        )
    ]


def gpu_required(f: Facts) -> list[Finding]:
    if not f.require_gpu:
        return []
    if f.target:  # judged for the described machine; this one's runtime probe says nothing
        usable = bool(f.is_cuda_build)
    elif f.runtime.ran:
        usable = f.runtime.gpu_usable
    else:
        usable = f.gpu_present and bool(f.is_cuda_build)
    if usable:
        return []
    return [
        Finding(
            "no-usable-gpu",
            Severity.ERROR,
            "--require-gpu: no GPU is usable by TensorFlow here",
            "Fix the errors above; on a machine without an NVIDIA GPU, drop --require-gpu.",
            ("runtime probe: no GPU ran a test op" if f.runtime.ran else "static probes only",),
        )
    ]


RULES = (
    windows_native,
    not_cuda_build,
    driver_vs_build,
    compute_capability,
    cudnn_vs_build,
    cuda_libraries,
    gpu_not_visible,
    toolkit_unused,
    gpu_required,
)
