"""Log rules for accelerators other than NVIDIA's CUDA stack: AMD's ROCm (a build's own list
of GPU architectures, the kernel driver refusing a GPU), Intel's extension without its GPU
runtime, DirectML losing its device, the Coral Edge TPU's delegate. Verbatim real samples with
sources: tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR


def _edgetpu_remedy(lib: str) -> str:
    """The Coral runtime's checks for the platform its library names (the review of the
    twelfth session: google-coral/edgetpu#281 on Windows, #364 on macOS)."""
    same = (
        "; on every platform, use the tflite_runtime (or pycoral) release made for the installed "
        "Edge TPU runtime (a newer runtime with an older tflite_runtime fails so too)"
    )
    if lib.endswith(".dll"):
        return (
            f"{lib} loads only with the Edge TPU runtime installed and the device reachable: run "
            "the runtime's install.bat again, check the Coral device in Device Manager, "
            "replug it or reboot" + same
        )
    if lib.endswith(".dylib"):
        return (
            f"{lib} loads only with the Edge TPU runtime installed and the device reachable: run "
            "the runtime's install.sh again, replug the device or reboot" + same
        )
    return (
        f"{lib} loads only with the Coral device reachable: check it is plugged in (lsusb), "
        "reboot or replug it after installing the Edge TPU runtime, run as a user allowed to "
        "use it (the plugdev group), and install the runtime package if `dpkg -l | grep "
        "edgetpu` lists none" + same
    )

ACCELERATOR_RULES = (
    # a tensorflow-rocm build whose list of supported architectures lost a comma, so the GPU's
    # own architecture is glued to another (ROCm/tensorflow-upstream#2410, tensorflow-rocm
    # 2.14.0.600: "with AMDGPU version : gfx1100. The supported AMDGPU versions are
    # gfx1030gfx1100, gfx900, ..."; fixed upstream by #2434, per the duplicate #2404)
    rule(
        "rocm-arch-list-typo",
        E,
        "The build's list of AMD GPU architectures is malformed: it rejects a GPU it supports",
        r"with AMDGPU version : (?P<arch>gfx\w+)\. The supported AMDGPU versions are [^\n]*?"
        r"(?:\bgfx\w+(?P=arch)\b|\b(?P=arch)gfx\w+)",
        "the supported amdgpu versions are",
        lambda v, _c: (
            f"{v.get('arch')} is in the list, glued to another name: the list compiled into this "
            "tensorflow-rocm lacks a comma, so TensorFlow ignores the GPU and runs on the CPU. "
            "The fix is upstream (ROCm/tensorflow-upstream#2434), but PyPI's newest "
            "tensorflow-rocm is this very 2.14.0.600 (`pip index versions tensorflow-rocm`, read "
            "2026-11-28): use a tensorflow-rocm built from ROCm's sources after that fix; "
            "HSA_OVERRIDE_GFX_VERSION does not help when both glued targets are refused"
        ),
    ),
    # the kernel's ROCm driver (KFD) refusing the GPU's generation (ROCm/legacy-rocm-build
    # #2232: "kfd kfd: amdgpu: PITCAIRN  not supported in kfd", a GCN1 R7 370, under rocminfo's
    # "Unable to open /dev/kfd read-write" and HSA_STATUS_ERROR_OUT_OF_RESOURCES)
    rule(
        "compute-capability-unsupported",
        E,
        "The kernel's ROCm driver does not support this AMD GPU: ROCm cannot use it",
        r"kfd kfd: amdgpu: (?P<chip>\w+)\s+not supported in kfd",
        "not supported in kfd",
        lambda v, _c: (
            f"The amdgpu kernel driver's KFD does not support {v.get('chip')}, so no ROCm "
            "program (tensorflow-rocm included) can use this GPU, whatever its group rights: use "
            "a GPU on ROCm's supported list, or TensorFlow on the CPU"
        ),
    ),
    # Intel's extension for TensorFlow without the Level Zero loader of Intel's GPU runtime
    # (intel/intel-extension-for-tensorflow#73: "itex_gpu_wrapper.cc:32] Could not load dynamic
    # library: libze_loader.so.1", an Arc GPU left unused; the maintainer: ITEX's XPU guide)
    rule(
        "itex-level-zero-missing",
        E,
        "Intel Extension for TensorFlow cannot load Intel's GPU runtime (Level Zero)",
        r"itex_gpu_wrapper\.cc:\d+\] Could not load dynamic library: (?P<library>libze_loader\.so[\d.]*)",
        "could not load dynamic library: libze_loader",
        "Intel's GPU runtime is not installed where ITEX runs, so the GPU is not used: install "
        "the GPU driver packages ITEX's XPU install guide names (the Level Zero loader, "
        "level-zero / intel-level-zero-gpu, and the compute runtime), then check with "
        "`python -c \"import tensorflow as tf; print(tf.config.list_physical_devices('XPU'))\"`",
    ),
    # DirectML's device lost (deepfakes/faceswap#1382: "F tensorflow/c/logging.cc:43] HRESULT
    # failed with 0x887a0005: chunk->resource->Map(...)"; 0x887A0005 is DXGI_ERROR_DEVICE_REMOVED;
    # the maintainer: a GPU timeout inside DirectML, Windows' TDR)
    rule(
        "directml-device-removed",
        E,
        "DirectML lost the GPU (DXGI_ERROR_DEVICE_REMOVED): the driver reset it",
        r"HRESULT failed with 0x887a0005\b",
        "hresult failed with 0x887a0005",
        "Windows removed the GPU from the program (0x887A0005, DXGI_ERROR_DEVICE_REMOVED): most "
        "often its timeout detection (TDR) reset a GPU busy too long, else a driver crash. "
        "Update the GPU driver, use a smaller batch or model, and if steps are long, raise "
        "Windows' GPU timeout (the TdrDelay registry value of Microsoft's TDR settings)",
    ),
    # the Coral Edge TPU's delegate not loading while its runtime is installed (tensorflow/
    # tensorflow#34135: "ValueError: Failed to load delegate from libedgetpu.so.1" with
    # libedgetpu1-std listed and the USB Accelerator in lsusb; a reboot fixed it)
    rule(
        "edgetpu-delegate-load-failed",
        E,
        "The Edge TPU delegate did not load: the runtime cannot open the Coral device",
        r"Failed to load delegate from (?P<library>libedgetpu\.so\.\d|edgetpu\.dll|libedgetpu\.\d\.dylib)",
        "failed to load delegate from",
        lambda v, _c: _edgetpu_remedy(str(v.get("library") or "")),
    ),
    # a libedgetpu built with a symbol left unresolved (NobuoTsukamoto/meta-tensorflow-lite#63:
    # "OSError: /usr/lib/libedgetpu.so.1: undefined symbol: _ZN4absl19str_format_internal...";
    # the poster rebuilt it linking its dependencies)
    rule(
        "edgetpu-delegate-load-failed",
        E,
        "The Edge TPU library does not load: it lacks a symbol it was built to find",
        r"(?P<library>\S*libedgetpu\.so[\d.]*): undefined symbol: (?P<symbol>\w+)",
        "libedgetpu",
        lambda v, _c: (
            f"{v.get('library')} was built against libraries it does not find here "
            f"({v.get('symbol')}): install the Edge TPU runtime package made for this system "
            "(libedgetpu1-std), or rebuild libedgetpu linking its dependencies (abseil) with it"
        ),
    ),
    # the Edge TPU compiler leaving a few ops to the CPU (khanhlvg/tflite_raspberry_pi, round 123:
    # 264 of 267 ops on the Edge TPU, EfficientDet-Lite's post-processing on the CPU, then
    # "Compilation succeeded!"; the gatherer's name, adopted)
    rule(
        "benign-edgetpu-ops-on-cpu",
        Severity.INFO,
        "The Edge TPU compiler left some operations to the CPU (the model compiled)",
        r"Model successfully compiled but not all operations are supported by the Edge TPU",
        "not all operations are supported by the edge tpu",
        "Harmless if the speed is enough: the ops the Edge TPU cannot run (often the detector's "
        "post-processing) run on the CPU; the operation log names them. For more on the TPU: "
        "full integer quantization and only supported ops (g.co/coral/model-reqs)",
    ),
    # ROCm's device nodes not open to the user (ROCm/legacy-rocm-build#1549, round 129:
    # "Unable to open /dev/kfd read-write: Permission denied", "root is not member of "video"
    # group"; a rootless container; the gatherer's name)
    rule(
        "rocm-kfd-permission-denied",
        E,
        "ROCm cannot open /dev/kfd: the user is not in the GPU's groups",
        r"Unable to open /dev/kfd read-write: Permission denied",
        "unable to open /dev/kfd read-write: permission denied",
        "Add the user to the video and render groups (sudo usermod -aG video,render $USER, then "
        "log in again); in a container pass the devices and groups (--device=/dev/kfd "
        "--device=/dev/dri --group-add video --group-add render); a rootless container also "
        "needs the host's render and video group ids mapped",
    ),
    # HIP's start failing in tensorflow-rocm (ROCm/legacy-rocm-build#3071, round 167: "failed
    # call to hipInit: HIP_ERROR_InvalidDevice" on an RX 7900 XTX; AMD's answer: the user was
    # not in the render and video groups, as ROCm's install guide says); TF goes on on the CPU
    rule(
        "gpu-not-visible-to-tensorflow",
        E,
        "ROCm (HIP) failed to start: TensorFlow sees no AMD GPU and runs on the CPU",
        r"failed call to hipInit: (?P<error>\w+)",
        "failed call to hipinit",
        lambda v, _c: (
            f"hipInit returned {v.get('error')}: the GPU's device nodes are not open to this user "
            "or not there. Add the user to the render and video groups (sudo usermod -aG "
            "render,video $USER, then log out and in, or reboot) and check `rocminfo` lists the "
            "GPU; in a container pass --device=/dev/kfd --device=/dev/dri --group-add video "
            "--group-add render; HIP_VISIBLE_DEVICES/ROCR_VISIBLE_DEVICES set to an empty or "
            "wrong index hide it too; a GPU the ROCm release does not support "
            "(its gfx not in ROCm's list) fails the same way"
        ),
    ),
)
