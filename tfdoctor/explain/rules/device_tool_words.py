"""Log rules for the tools around an accelerator: nvidia-smi without NVML's library, ROCm's
XLA bitcode and MIOpen's database, Intel's XPU without float64, Coral's Edge TPU compiler,
driver and delegate, TFLite's benchmark tool, and the SavedModel writer's renamed inputs. Real
samples in tests/explain/test_rules.py (round 165's threads and notebooks).
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO
DEVICE_TOOL_RULES = (
    # nvidia-smi without the driver's NVML library on its path (EESSI/software-layer#231, round
    # 165: inside `singularity --nv`, whose libraries under /.singularity.d/libs a wiped
    # LD_LIBRARY_PATH hid; the words are ../shared/fixtures-real/nvidia-smi-failures/
    # couldnt-find-libnvidia-ml-so-two-lines.txt, which check's driver probe reads too)
    rule(
        "no-cuda-driver",
        E,
        "nvidia-smi cannot find the NVIDIA driver's library (libnvidia-ml.so)",
        r"NVIDIA-SMI couldn't find libnvidia-ml\.so library in your system",
        "couldn't find libnvidia-ml.so",
        "The driver's user-space libraries are not where nvidia-smi looks: on a host, the NVIDIA "
        "driver is not installed (or not completely); in a container, the GPU was not passed in "
        "(docker --gpus all, singularity/apptainer --nv) or LD_LIBRARY_PATH lost the folder the "
        "runtime mounts the driver's libraries in (/.singularity.d/libs under Singularity): "
        "keep it on LD_LIBRARY_PATH",
    ),
    # XLA's AMDGPU backend without ROCm's device-library bitcode (ROCm/tensorflow-upstream#2026,
    # round 165: "bitcode module is required by this HLO module but was not found at
    # ./opencl.bc"; ROCM_PATH fixed it)
    rule(
        "xla-libdevice-missing",
        E,
        "XLA on ROCm cannot find the AMD device libraries' bitcode",
        r"bitcode module is required by this HLO module but was not found at (?P<path>\S+\.bc)",
        "bitcode module is required by this hlo module",
        lambda v, _c: (
            f"XLA looked for {v.get('path') or 'the bitcode'} outside ROCm's folder: set ROCM_PATH "
            "to the ROCm install (export ROCM_PATH=/opt/rocm, or the versioned /opt/rocm-X.Y) so "
            "XLA finds the device libraries (amdgcn/bitcode/*.bc), or run without XLA"
        ),
    ),
    # Intel's extension on a GPU without native float64 (intel/intel-extension-for-tensorflow#52,
    # round 165: "Cast op uses fp64 data type, while fp64 instructions are not supported on the
    # platform."; FP64 emulation's two settings made it run; the gatherer's name, adopted)
    rule(
        "xpu-fp64-unsupported",
        E,
        "The Intel GPU has no float64 instructions for an op",
        r"(?P<op>\w+) op uses fp64 data type, while fp64 instructions are not supported on the platform",
        "fp64 instructions are not supported",
        lambda v, _c: (
            f"{v.get('op') or 'An'} op got float64 data on an Intel GPU without native FP64: keep "
            "the model and the data float32 (NumPy arrays default to float64: x.astype('float32')), "
            "or turn on FP64 emulation (OverrideDefaultFP64Setting=1 and IGC_EnableDPEmulation=1 "
            "in the environment, as intel/intel-extension-for-tensorflow#52 did)"
        ),
    ),
    # MIOpen's user database it cannot write (ROCm/tensorflow-upstream#1419, round 165:
    # "MIOpen(HIP): Warning [FindWinogradSolutions] .../sqlite_db.cpp:212: Internal error while
    # accessing SQLite database: disk I/O error" in Singularity; --fakeroot fixed it; the
    # gatherer's name, adopted)
    rule(
        "miopen-db-unwritable",
        W,
        "MIOpen cannot use its SQLite database (its user cache): convolutions are searched again",
        r"MIOpen\(HIP\): Warning \[\w+\] \S*sqlite_db\.cpp:\d+: Internal error while accessing SQLite "
        r"database: (?P<reason>[^\n]+)",
        "internal error while accessing sqlite database",
        lambda v, _c: (
            f"MIOpen's database gave '{v.get('reason') or 'an error'}': its user database lives in "
            "the home folder (~/.config/miopen, ~/.cache/miopen), which a container or a shared "
            "file system may not let it write or lock. Point it at local storage "
            "(MIOPEN_USER_DB_PATH=/tmp/miopen, MIOPEN_CUSTOM_CACHE_DIR), or run the container "
            "with a writable home (--fakeroot, a bind mount)"
        ),
    ),
    # the Edge TPU compiler's own failure (google-coral/edgetpu#378, round 165: "Internal
    # compiler error. Aborting!"; the maintainer: a compiler bug, fixed in its next release;
    # the gatherer's name, adopted)
    rule(
        "edgetpu-compiler-internal-error",
        E,
        "The Edge TPU compiler failed inside itself",
        r"^Internal compiler error\. Aborting!",
        "internal compiler error. aborting",
        "A bug of the Edge TPU compiler, not of the model's conversion: try the newest "
        "edgetpu_compiler (apt upgrade edgetpu-compiler), compile a part of the model "
        "(-i/--intermediate_tensors to stop earlier, or fewer ops), and report it with the model "
        "at google-coral/edgetpu",
    ),
    # the compiler given a float model (google-coral/edgetpu#213, round 165: "Invalid model:
    # 224_io.tflite" / "Model not quantized"; the maintainer: full-integer quantization; the
    # gatherer's name, adopted)
    rule(
        "edgetpu-model-not-quantized",
        E,
        "The Edge TPU compiler needs a fully integer-quantized model",
        r"^Model not quantized\s*$",
        "model not quantized",
        "Convert with full-integer quantization: converter.optimizations = "
        "[tf.lite.Optimize.DEFAULT], converter.representative_dataset = <a generator of real "
        "inputs>, converter.target_spec.supported_ops = [tf.lite.OpsSet.TFLITE_BUILTINS_INT8] "
        "(and int8/uint8 input and output types), then run edgetpu_compiler on that file. A "
        "quantized model with a dynamic batch size (None) is refused in the same words (Coral's "
        "docs, r61-0-001): fix the input's batch to 1 before converting",
    ),
    # the PCIe Coral's device node missing: its gasket/apex kernel modules not loaded
    # (google-coral/edgetpu#407, round 165: "ls: cannot access '/dev/apex_0': No such file or
    # directory"; Secure Boot refused the unsigned DKMS modules; the gatherer's name, adopted)
    rule(
        "edgetpu-pcie-driver-not-loaded",
        E,
        "The PCIe Edge TPU has no device node: its kernel driver is not loaded",
        r"cannot access '/dev/apex_\d+': No such file or directory",
        "/dev/apex_",
        "The gasket and apex kernel modules are not loaded (lsmod | grep apex): with Secure Boot "
        "on, the unsigned DKMS modules are refused (sign them with mokutil, or turn Secure Boot "
        "off); otherwise install gasket-dkms for this kernel and reboot, and add the user to the "
        "apex group. Only a PCIe or M.2 Coral has /dev/apex_0: a USB Accelerator has none "
        "(r102-2-007), so for it this line says nothing",
    ),
    # gasket-dkms failing to build for a newer kernel (google-coral/edgetpu#808, round 165:
    # "Error! Bad return status for module build on kernel: 6.5.0-10-generic" then dpkg's
    # "error processing package gasket-dkms"; building the driver from google/gasket-driver
    # fixed it; the gatherer's name, adopted)
    rule(
        "gasket-dkms-build-failed",
        E,
        "The Coral PCIe driver (gasket-dkms) did not build for this kernel",
        r"error processing package gasket-dkms",
        "error processing package gasket-dkms",
        "The packaged gasket-dkms does not build against this kernel: build the driver from its "
        "current source (github.com/google/gasket-driver: debuild -us -uc -tc -b, then dpkg -i "
        "the gasket-dkms .deb) and reboot, or use a kernel the package supports; make.log under "
        "/var/lib/dkms/gasket says what failed",
    ),
    # TensorFlow's SavedModel writer renaming an input with characters it cannot keep (TF 2.21's
    # saved_model/signature_serialization.py:158; usefulsensors/openai-whisper's tinynn
    # notebook, round 165: "Function `__call__` contains input name(s) x.1 with unsupported
    # characters which will be renamed to x_1 in the SavedModel."; the conversion went on)
    rule(
        "benign-saved-model-notice",
        INFO,
        "The SavedModel writer renamed an input with characters it cannot keep (a note)",
        r"contains input name\(s\) (?P<names>.+?) with unsupported characters which will be renamed",
        "with unsupported characters which will be renamed",
        "Harmless: the signature's input is named with the replacement (x.1 becomes x_1); "
        "callers of the saved signature use the new name",
    ),
    # TFLite's benchmark_model ignoring a flag it could not parse (EfficientDL/book's sparse
    # model notebook, round 165: "Unconsumed cmdline flags: --use_xnnpack-true"; the run went
    # on with defaults; the gatherer's name, adopted)
    rule(
        "tflite-benchmark-flag-unconsumed",
        W,
        "TFLite's benchmark tool ignored a flag it could not read: the run used its default",
        r"Unconsumed cmdline flags: (?P<flags>.+)",
        "unconsumed cmdline flags",
        lambda v, _c: (
            f"{(v.get('flags') or 'The flag').strip()} was not applied: flags are --name=value "
            "(--use_xnnpack=true), with the names benchmark_model --help lists; run it again "
            "with the flag spelled so, or the numbers describe the default settings"
        ),
    ),
)
