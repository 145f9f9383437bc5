"""Log rules for what the GPU stack says in words other rules did not read: the pinned host
allocator, a driver's own user-space library of another release, XLA's autotuner finding no
cuDNN algorithm, a CUDA library a title names, TF 1.x's Windows self-check raising from its
DLL loader (its cudart; cuDNN's twin line has no real sample yet). They come before
device.py's (the memory group: a pinned host allocation's ``CUDA_ERROR_OUT_OF_MEMORY`` is the
host's). Verbatim real samples: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain import remedies as fix
from tfdoctor.explain import remedies_env as env
from tfdoctor.explain.remedies_libs import lib_versions
from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING


def _user_space(v, _c) -> str:
    ver = v.get("version") or "another release"
    return (
        f"The NVIDIA driver's own user-space libraries are of two releases: a library asks for "
        f"lib{v.get('lib', 'nvidia-*')}.so.{ver}, which the installed driver does not have. "
        "Reinstall one driver release (its libcuda.so.1 and libnvidia-*.so together; remove the "
        "stale copy that `ldconfig -p | grep libcuda` lists, or the folder on LD_LIBRARY_PATH "
        "that holds it), then reboot"
    )


RUNTIME_WORD_RULES = (
    # TF's pinned host allocator (talmolab/sleap#2001: "could not allocate pinned host memory
    # of size: 34359738368" beside "failed to alloc 34359738368 bytes on host:
    # CUDA_ERROR_OUT_OF_MEMORY"): page-locked host RAM, not the GPU's
    rule(
        "host-out-of-memory",
        E,
        "TensorFlow could not allocate pinned (page-locked) host memory",
        r"could not allocate pinned host memory of size:? (?P<bytes>\d+)|failed to alloc "
        r"(?P<bytes2>\d+) bytes on host\b",
        ("pinned host memory", "bytes on host"),
        env.host_oom,
        group="oom",
    ),
    # a libcuda of one driver release asking for a library of its own release that another
    # install replaced (tensorflow/tensorflow#9071: "ImportError: libnvidia-fatbinaryloader.so
    # .375.51: cannot open shared object file", driver 375.66 installed)
    rule(
        "driver-library-mismatch",
        E,
        "The NVIDIA driver's user-space libraries are of two releases",
        r"lib(?P<lib>nvidia-[\w-]+)\.so\.(?P<version>\d{3}\.\d+(?:\.\d+)?): cannot open shared "
        r"object file",
        "libnvidia-",
        _user_space,
    ),
    # XLA's autotuner finding no cuDNN algorithm for a fused convolution (aws/deep-learning-
    # containers#6417: TF 2.21 with the nvidia-cudnn-cu12 9.5.1 wheel; cuDNN 9.24 fixed it)
    rule(
        "xla-failed",
        E,
        "XLA found no cuDNN/cuBLAS algorithm for an op on this GPU",
        r"Autotuner could not find any supported configs for HLO",
        "autotuner could not find any supported configs",
        "The cuDNN (or cuBLAS) loaded cannot run the fused op XLA built: it is older than the one "
        "this TensorFlow was built with. Install the cuDNN TensorFlow pins (pip: "
        '`pip install "tensorflow[and-cuda]==<your TF version>"` brings its nvidia-cudnn-cu12; '
        "`tfdoctor check` compares the loaded one), or run without XLA (jit_compile=False)",
    ),
    # a CUDA library named by ImportError without the loader's words, as a title quotes it
    # (mozilla/DeepSpeech#1388: "ImportError: libcublas.so.8.0 with v0.1.1"; the full
    # "cannot open shared object file" line is gpu.py's)
    rule(
        "cuda-libs-missing",
        E,
        "CUDA libraries could not be loaded",
        r"ImportError: (?P<library>lib(?:cublas|cudart|cufft|curand|cusolver|cusparse)\.so\.\d+\.\d+)\b",
        "importerror: libcu",
        fix.cuda_libs,
        group="dlopen",
        derive=lib_versions,
    ),
    # TF 1.x's Windows self-check raising from ctypes before its own "Could not find
    # 'cudart64_90.dll'" (deepfakes/faceswap#206: "ctypes.WinDLL(build_info.cudart_dll_name)"
    # then "OSError: [WinError 126]", in Chinese)
    rule(
        "cuda-libs-missing",
        E,
        "CUDA libraries could not be loaded",
        r"ctypes\.WinDLL\(build_info\.(?P<which>cudart)_dll_name\)",
        "build_info.cudart_dll_name",
        fix.cuda_libs,
        group="dlopen",
        derive=lambda _v: {"raised_by_loader": True},  # a cause of the exception below it
    ),
)
