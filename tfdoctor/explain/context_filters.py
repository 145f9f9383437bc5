"""Findings the rest of the log rules out or turns into another: a cuDNN op without a kernel
where the error's own "Registered devices:" list has (or lacks) a GPU, Keras's softmax `axis`
error raised from a PyTorch call."""

from __future__ import annotations

import re
from dataclasses import replace

from tfdoctor.explain.context import LogContext
from tfdoctor.explain.hits import line_of
from tfdoctor.model import Finding, Severity


def cudnn_op_placed(ordered: list[tuple[int, Finding]], seen: LogContext) -> list[tuple[int, Finding]]:
    """An op with no kernel: where the error's "Registered devices:" list has a GPU, it was
    placed on a device without that kernel (lewagon/data-setup#137: CudnnRNNV3 on
    tensorflow-metal's GPU); else a cuDNN op means TensorFlow sees no GPU (no-gpu-device)."""
    drop = "no-gpu-device" if seen.registered_gpu else "op-no-kernel-on-device"
    return [
        (line, f)
        for line, f in ordered
        if not (
            f.id == drop
            and str(f.values.get("op") or f.values.get("op2") or "").startswith("Cudnn")
        )
        # TF 2.x's wording names placement only when a GPU is registered: with [CPU] alone
        # the op may be GPU-only, or left out of a selective build (the review of this rule:
        # jyh2986/Active-Shift-TF#1, JieHe96/iOS_Tensorflow_ObjectDetection_Example#2)
        and not (f.id == "op-no-kernel-on-device" and f.values.get("op2") and not seen.registered_gpu)
    ]


def not_keras_softmax(ordered: list[tuple[int, Finding]], events: list) -> list[tuple[int, Finding]]:
    """``softmax() got an unexpected keyword argument 'axis'`` is Keras 2.1.6+ on TF < 1.5
    (keras-team/keras#12061) only where Keras's frame raised it; a program calling PyTorch's
    F.softmax(x, axis=1), whose argument is dim, raises it from its own line that names torch
    or F (nothing of TensorFlow's: a leftover of sessions 5-6)."""
    torch = [
        e for e in events
        if e.final is not None and "softmax() got an unexpected keyword argument 'axis'" in e.final.message
        and e.final.frames and re.search(r"\bF\.softmax|\btorch\b|functional\.softmax",
                                         e.final.frames[-1].source)
    ]  # fmt: skip
    if not torch:
        return ordered
    return [(line, f) for line, f in ordered if not (
        f.id == "keras-version-mismatch"
        and any("softmax() got an unexpected keyword argument" in e for e in f.evidence)
    )]  # fmt: skip


def reticulate_wrapper_last(ordered: list[tuple[int, Finding]]) -> list[tuple[int, Finding]]:
    """R's "Valid installation of TensorFlow not found." wraps the Python exception it prints
    below it ("Python exception encountered:"): an error named after it is why TensorFlow did
    not import there, so the wrapper is read after it (rstudio/tensorflow#493: tensorflow-metal's
    plugin failing dlopen on macOS 11)."""
    wraps = [
        (line, f) for line, f in ordered
        if f.id == "tensorflow-not-installed" and not f.values.get("module")
        and any("nstallation of TensorFlow not found" in e for e in f.evidence)
    ]
    if not wraps:
        return ordered
    start, wrapper = wraps[0]
    if not any(line > start and f.id != wrapper.id and f.severity is Severity.ERROR for line, f in ordered):
        return ordered
    end = max(line for line, _ in ordered) + 1
    return [(end if f is wrapper else line, f) for line, f in ordered]


#: what only TensorFlow's GPU build logs (a CPU package never calls cuInit or loads CUDA)
_GPU_BUILD_IDS = frozenset({
    "no-cuda-driver", "cuda-init-failed", "cuda-libs-missing", "cudnn-missing",
    "driver-not-loaded", "driver-too-old", "driver-library-mismatch",
})  # fmt: skip


def registered_devices_yield(ordered: list[tuple[int, Finding]]) -> list[tuple[int, Finding]]:
    """rules/registered.py reads a device list alone; the rest of the log may say otherwise.
    XLA_GPU without GPU is a GPU TensorFlow skipped, for missing libraries unless a line says
    it ignored the GPU (its compute capability or core count: those findings explain the
    rest). TF 1.x's [CPU] is its CPU package unless the GPU build's own CUDA lines are there.
    And tensorflow_macos's installer naming its Python explains the wheel pip refused better
    than an architecture mismatch (apple/tensorflow_macos#153)."""
    ids = {f.id for _, f in ordered}
    ignored = any("Ignoring visible gpu device" in e for _, f in ordered for e in f.evidence)
    out = []
    for line, f in ordered:
        if f.id == "cuda-libs-missing" and ignored and f.title.startswith("CUDA sees the GPU (XLA_GPU)"):
            continue
        if f.id == "tensorflow-not-built-with-cuda" and f.title.startswith("TensorFlow 1.x's") and (
            ids & _GPU_BUILD_IDS
        ):
            continue
        # ([CPU] alone says no GPU; a finding that says why, or no-gpu-device, says it better)
        if f.id == "devices-no-gpu" and f.title.startswith("TensorFlow registered no GPU") and len(ids) > 1:
            continue
        out.append((line, f))
    installer = any(f.id == "python-version-unsupported" and f.values.get("release") for _, f in out)
    if installer:
        end = max(line for line, _ in out) + 1
        out = [(end if f.id == "macos-arch-mismatch" else line, f) for line, f in out]
    return out


_GPU_PIN = re.compile(r"tensorflow-gpu\s*==\s*(?P<pin>\d+(?:\.\d+)*)\b.*?\(from versions:\s*(?P<first>\d[\w.]*)")


def gpu_pin_below_list(ordered: list[tuple[int, Finding]]) -> list[tuple[int, Finding]]:
    """A tensorflow-gpu pin older than every release pip lists is a release with no wheel for
    this Python, not the retired package (YunYang1994/tensorflow-yolov3#387: tensorflow-gpu
    ==1.11.0 where Python 3.7's list starts at 1.13.0rc1; round 65). macOS's list ends below
    such pins, and stays tensorflow-gpu-deprecated's."""
    from tfdoctor.model import parse_version

    if not any(f.id == "python-version-unsupported" for _, f in ordered):
        return ordered
    out = []
    for line, f in ordered:
        m = next((m for e in f.evidence if (m := _GPU_PIN.search(e))), None)
        if f.id == "tensorflow-gpu-deprecated" and m is not None:
            pin, first = parse_version(m.group("pin")), parse_version(m.group("first"))
            if pin is not None and first is not None and pin < first:
                continue
        out.append((line, f))
    return out


def inside_ignored(ordered: list[tuple[int, Finding]], events: list) -> list[tuple[int, Finding]]:
    """An error read only inside a traceback Python printed and skipped (site.py's for a bad
    .pth line, "Exception ignored in ..."): the program went on, so it is a warning there
    (the review of f70742b: pywin32.pth's "No module named 'pywin32_bootstrap'")."""
    from dataclasses import replace

    from tfdoctor.model import Severity as Sv

    spans = [(e.first_line - 2, max(e.exception_lines, default=e.first_line)) for e in events if e.ignored]
    if not spans:
        return ordered
    out = []
    for line, f in ordered:
        nos = [n for e in f.evidence if (n := line_of(e)) is not None]
        if f.severity is Sv.ERROR and nos and all(any(lo <= n <= hi for lo, hi in spans) for n in nos):
            f = replace(f, severity=Sv.WARNING, values=dict(f.values, ignored=True))
        out.append((line, f))
    return out


_OOM_HINT = "report_tensor_allocations_upon_oom"


def oom_hint_yields(ordered: list[tuple[int, Finding]]) -> list[tuple[int, Finding]]:
    """TensorFlow's OOM hint alone says an allocation ran out of memory, not where
    (nickliqian/cnn_captcha#73): beside the OOM line that names the host's memory, or the OOM
    killer, the hint's GPU reading goes."""
    if not any(f.id in ("host-out-of-memory", "process-killed-oom") for _, f in ordered):
        return ordered
    return [(line, f) for line, f in ordered
            if not (f.id == "gpu-out-of-memory" and f.evidence and all(_OOM_HINT in e for e in f.evidence))]


def directml_devices(ordered: list[tuple[int, Finding]], seen: LogContext) -> list[tuple[int, Finding]]:
    """TensorFlow-DirectML registers the adapters it found as 'DML' devices, never 'GPU': an
    empty list_physical_devices('GPU') beside "found 2 compatible adapters" is by design
    (microsoft/DirectML#16), a note, not a missing GPU."""
    if not seen.dml_adapters:
        return ordered
    return [(line, replace(
        f, severity=Severity.INFO,
        title=f"No 'GPU' device listed: DirectML found {seen.dml_adapters} adapter(s), which it registers as 'DML'",
        remedy="Nothing to fix: TensorFlow-DirectML's devices are 'DML'; ask "
               "tf.config.list_physical_devices('DML') (TF 1.15: device_lib.list_local_devices())",
    ) if f.id == "devices-no-gpu" else f) for line, f in ordered]


def macos_build_in_companion(ordered: list[tuple[int, Finding]]) -> list[tuple[int, Finding]]:
    """A companion's or plugin's library built for a newer macOS (dyld: "which was built for Mac
    OS X 12.3"): the companion is the package to act on, and the macOS its reason; one finding
    (tensorflow/decision-forests#195: TF 2.13 with TF-DF 1.5.0, a matching pair, on macOS 11;
    tensorflow/tensorflow#53309: tensorflow-metal built for macOS 12 on 11.6)."""
    mac = next((f for _, f in ordered if f.id == "macos-version-too-old"), None)
    if mac is None or not any(f.id == "ecosystem-import-failed" for _, f in ordered):
        return ordered
    return [(line, replace(f, remedy=f"{mac.remedy}. Else: {f.remedy}", evidence=f.evidence + mac.evidence,
                           values={**f.values, "macos_built": mac.values.get("built")})
             if f.id == "ecosystem-import-failed" else f)
            for line, f in ordered if f is not mac]


def micro_op_unregistered(ordered: list[tuple[int, Finding]]) -> list[tuple[int, Finding]]:
    """TensorFlow Lite Micro says "Didn't find op for builtin opcode 'SOFTMAX' version '2'" for
    any op its resolver lacks, whatever the version (tensorflow/tflite-micro#284: the sketch's
    MicroMutableOpResolver had no SOFTMAX): beside TFLM's own arena lines it is an op to
    register, not a runtime older than the model."""
    from tfdoctor.explain.rules.deploy_targets import op_missing

    if any(f.values.get("tflm_registration") for _, f in ordered):
        # TFLM's own "Failed to get registration" names the op: the generic line is the same op
        # (and the allocation failure it causes, without byte counts: no arena to enlarge)
        return [(line, f) for line, f in ordered if f.id != "tflite-runtime-too-old" and not (
            f.id == "tflite-micro-arena-too-small" and not any(f.values.get(k) for k in ("need", "need2", "need3")))]
    if not any(f.id == "tflite-micro-arena-too-small" for _, f in ordered):
        return ordered
    return [(line, replace(f, id="tflite-runtime-op-missing", title="TensorFlow Lite Micro's op resolver lacks an op the model uses",
                           remedy=op_missing(f.values))
             if f.id == "tflite-runtime-too-old" and f.values.get("op") else f) for line, f in ordered]


def tftrt_device_unknown(ordered: list[tuple[int, Finding]], seen: LogContext) -> list[tuple[int, Finding]]:
    """TF-TRT's "Can't find a GPU device to work with. Please instantiate a session" and "Can't
    identify the cuda device. Running on device 0" are notes where the log then shows a GPU
    TensorFlow can use (peterlee0127/tensorflow-nvJetson#26); without one they are printed by
    runs that failed (tensorflow/tensorflow#21248, #38460's "Could not find any TF GPUs"): a
    warning that TF-TRT saw no GPU, never "healthy"."""
    if seen.usable_gpu:
        return ordered
    return [(line, replace(
        f, id="no-gpu-device", severity=Severity.WARNING,
        title="TF-TRT found no GPU device when it converted the graph",
        remedy="TF-TRT converts for a GPU that TensorFlow has created: in TF 1.x create the "
               "session (tf.Session()) before converting; check that TensorFlow lists a GPU "
               "(tf.config.list_physical_devices('GPU'), nvidia-smi, CUDA_VISIBLE_DEVICES); if it "
               "does and the engines build, nothing to fix",
    ) if f.id == "benign-tftrt-notice" and f.values.get("nosession") else f) for line, f in ordered]


def static_sized_not_xnnpack(ordered: list[tuple[int, Finding]]) -> list[tuple[int, Finding]]:
    """"Attempting to use a delegate that only supports static-sized tensors ..." is XNNPACK's
    note (the default delegate skipped, the CPU runs on) only where the log says XNNPACK or the
    default delegate; else it is the GPU/NNAPI delegate the app applied refusing the model
    (tensorflow/tensorflow#48199, #52388: benchmark_model --use_gpu=true)."""
    from tfdoctor.explain.rules.converters import DYNAMIC_SHAPES_REMEDY

    words = " ".join(e for _, f in ordered for e in f.evidence)
    # (TFLite logs the default delegate's refusal as a warning, BirdNET-Analyzer#430's "WARNING:
    # Attempting to use ..."; an applied delegate's as an error: #52388's "ERROR: Attempting ...")
    if "XNNPACK" in words or "default TensorFlow Lite delegate" in words or re.search(
            r"WARNING: (?:WARNING: )*Attempting to use a delegate", words):
        return ordered
    return [(line, replace(
        f, id="tflite-gpu-delegate-dynamic-shapes", severity=Severity.ERROR,
        title="The delegate the app applied (GPU, NNAPI, an NPU's) refuses a model with dynamic-sized tensors",
        remedy=DYNAMIC_SHAPES_REMEDY,
    ) if f.id == "benign-tflite-delegate-notice" and "only supports static-sized" in " ".join(f.evidence)
        else f) for line, f in ordered]


def import_causes(ordered: list[tuple[int, Finding]], last) -> set[str]:
    """An error line that explains a failed TensorFlow import names more than where a paste
    stopped inside that import: NumPy's "compiled against API version 0xc" above a traceback cut
    in graph_pb2 (SteveMacenski/jetson_nano_detection_and_tracking#12), two TensorFlows listed
    above a cut Windows import (tensorflow/tensorflow#25119). Only a cut in TensorFlow's own
    frames (not a user's `import cv2`: the review of 3f3532c)."""
    from tfdoctor.explain.causes import CAUSES

    frames = last.final.frames if last is not None and last.final is not None else ()
    if not any(re.search(r"[\\/]tensorflow(?:_core)?[\\/]", fr.path) for fr in frames):
        return set()
    return {f.id for _, f in ordered if f.severity is Severity.ERROR
            and "tensorflow-import-failed" in CAUSES.get(f.id, ())}


def kernel_driver_runs(ordered: list[tuple[int, Finding]], seen: LogContext) -> list[tuple[int, Finding]]:
    """cuda_diagnostics' "libcuda reported version is: Not found" beside its own "kernel reported
    version is: 440.82.0" says the kernel module runs: it is no missing driver, and cuInit's own
    error is the finding (tensorflow/tensorflow#40874: cuInit UNKNOWN ERROR in a container
    whose libcuda.so.1 loaded)."""
    if "kernel" not in seen.driver_versions:
        return ordered
    return [(line, f) for line, f in ordered if not (
        f.id == "no-cuda-driver" and f.evidence and all("libcuda reported version" in e for e in f.evidence))]


def json_warning_words(ordered: list[tuple[int, Finding]], events: list) -> list[tuple[int, Finding]]:
    """The get_config words printed under TensorFlow's "Model failed to serialize as JSON.
    Ignoring..." are that warning's own (a TensorBoard callback that went on: round 114, and
    r167-7-006's TFP PixelCNN, whose "...the layer must override `get_config()`" lines made it
    an error): with no traceback in the log, the finding is that warning (a warning, not a note:
    the model's JSON is not written; r88-1-015's label)."""
    if any(not e.ignored and e.final is not None for e in events):
        return ordered
    out = []
    for line, f in ordered:
        if f.id == "keras-custom-layer-get-config-missing" and f.severity is Severity.ERROR and any(
            "failed to serialize as json. ignoring" in e.lower() for e in f.evidence
        ):
            from tfdoctor.explain.rules.keras_notes import JSON_NOTE

            f = replace(f, severity=Severity.WARNING, title=JSON_NOTE.title, remedy=JSON_NOTE.remedy(f.values, None))
        out.append((line, f))
    return out


def skipped_layers_words(ordered: list[tuple[int, Finding]], events: list) -> list[tuple[int, Finding]]:
    """Keras 3's load_weights(..., skip_mismatch=True) warns with the words of the failure it
    skipped ("The shape of the target variable ... must match"): with no traceback in the log,
    that shape finding is the warning's (a real Keras 3.15 run, s21-keras3-skip-mismatch)."""
    if any(not e.ignored and e.final is not None for e in events) or not any(
        f.id == "keras-third-party-layer-serialization-bug" and f.severity is Severity.WARNING
        for _, f in ordered
    ):
        return ordered
    return [(line, replace(f, severity=Severity.WARNING)
             if f.id == "checkpoint-shape-mismatch" and f.severity is Severity.ERROR else f)
            for line, f in ordered]


def apply_filters(ordered: list[tuple[int, Finding]], seen: LogContext, events: list) -> list[tuple[int, Finding]]:
    """Every filter of this module, in the order the engine applies them."""
    ordered = directml_devices(cudnn_op_placed(ordered, seen), seen)
    ordered = static_sized_not_xnnpack(tftrt_device_unknown(kernel_driver_runs(ordered, seen), seen))
    ordered = reticulate_wrapper_last(inside_ignored(not_keras_softmax(ordered, events), events))
    ordered = skipped_layers_words(json_warning_words(ordered, events), events)
    ordered = registered_devices_yield(ordered)
    from tfdoctor.explain.env_filters import environment_filters

    ordered = environment_filters(ordered, seen)
    return micro_op_unregistered(macos_build_in_companion(oom_hint_yields(gpu_pin_below_list(ordered))))
