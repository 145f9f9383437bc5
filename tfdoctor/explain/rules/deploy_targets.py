"""Log rules for where a model runs beside or after TensorFlow's Python: TensorFlow Lite for
Microcontrollers' arena, TFLite's GPU delegate on Android, CocoaPods for TFLite on iOS, a TPU
resolver with no TPU to name, Spark's GPU scheduling for spark-tensorflow-distributor, and
TensorBoard's own installs. The ids are the gatherers' of round 67, adopted.

Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, INFO = Severity.ERROR, Severity.INFO

DEPLOY_TARGET_RULES = (
    # TFLM's allocator (tensorflow/tensorflow#39673: "Failed to allocate memory. Requested: 400,
    # available 264, missing: 136"; HimaxWiseEyePlus/himax_tflm#18: "Arena size is too small
    # for all buffers. Needed 212064 but only 191120 was avai[lable]")
    rule(
        "tflite-micro-arena-too-small",
        E,
        "The microcontroller's tensor arena is smaller than the model needs",
        r"Arena size is too small for all buffers\. Needed (?P<need>\d+) but only (?P<have>\d+)|"
        r"Failed to allocate memory\. Requested: (?P<need2>\d+), available (?P<have2>\d+)",
        ("arena size is too small", "failed to allocate memory. requested:"),
        lambda v, _c: (
            f"The model needs {v.get('need') or v.get('need2')} bytes where the arena has "
            f"{v.get('have') or v.get('have2')}: enlarge the tensor arena (kTensorArenaSize, "
            "the buffer given to the MicroInterpreter) where the board's RAM allows, or use a "
            "smaller model (fewer filters, int8 quantization)"
        ),
    ),
    # TFLite's GPU delegate refusing the model's ops (google/automl#585: "Failed to apply
    # delegate: Following operations are not supported by GPU delegate: ADD_N: Operation is not
    # supported. ...", an EfficientDet in the Android detection example)
    rule(
        "tflite-gpu-delegate-ops-unsupported",
        E,
        "TFLite's GPU delegate cannot run ops of this model",
        r"Failed to apply delegate: Following operations are not supported by GPU delegate",
        "not supported by gpu delegate",
        "Run this model without the GPU delegate (the CPU with XNNPACK), or convert a model whose "
        "ops the delegate supports (the list below the error names each one and why)",
        url="https://www.tensorflow.org/lite/performance/gpu#supported_ops",
    ),
    # the GPU delegate on a device whose GPU driver lacks what it needs (am15h/
    # tflite_flutter_plugin#117: "TfLiteGpuDelegate Init: Failed to build program executable -
    # Build program failure ... unsupported OpenCL extension", then "delegate is not
    # initialized", on an Android 6 device)
    rule(
        "tflite-gpu-delegate-unsupported-device",
        E,
        "TFLite's GPU delegate cannot start on this device's GPU",
        r"TfLiteGpuDelegate Init: Failed to build program executable|TfLiteGpuDelegate Prepare: "
        r"delegate is not initialized",
        ("tfliteguidelegate", "tflitegpudelegate"),
        "This device's GPU driver lacks what the delegate needs: check it with the "
        "CompatibilityList before adding the delegate, and fall back to the CPU interpreter on "
        "such devices",
    ),
    # CocoaPods' stale spec repository (googlecodelabs/tensorflow-for-poets-2#51: "[!] Unable to
    # find a specification for `TensorFlowLite`"; `pod repo update` fixed it)
    rule(
        "cocoapods-spec-repo-outdated",
        E,
        "CocoaPods does not know the TensorFlow Lite pod: its spec repository is out of date",
        r"Unable to find a specification for `?(?P<pod>TensorFlowLite\w*)`?",
        "unable to find a specification for",
        lambda v, _c: (
            f"Update CocoaPods' specs, then install: pod repo update && pod install (or pod "
            f"install --repo-update); check that {v.get('pod')}'s name and version in the "
            "Podfile exist"
        ),
    ),
    # a nightly TensorFlowLiteSwift pod that clones all of TensorFlow (DenisovAV/flutter_gemma
    # #220: "Installing TensorFlowLiteSwift (0.0.1-nightly.20250619)" then "Git download",
    # which looks like a hang; the plugin's release with the binary pod fixed it)
    rule(
        "tflite-pod-nightly-git-clone-hang",
        E,
        "A nightly TensorFlow Lite pod clones all of TensorFlow's repository (it looks hung)",
        r"Installing (?P<pod>TensorFlowLite\w*) \((?P<version>[\w.-]*nightly[\w.-]*)\)",
        "installing tensorflowlite",
        lambda v, _c: (
            f"{v.get('pod')} {v.get('version')} is built from a git clone of tensorflow/tensorflow "
            "(gigabytes): wait, or pin a released pod (TensorFlowLiteSwift, TensorFlowLiteC with a "
            "version number) or the plugin's release that uses the binary pod"
        ),
    ),
    # TPUClusterResolver with no TPU to name (googlecolab/colabtools#4637: "ValueError: Please
    # provide a TPU Name to connect to."; Colab's TPU VM runtimes have the TPU attached)
    rule(
        "tpu-name-unresolved",
        E,
        "TPUClusterResolver found no TPU name or address to connect to",
        r"Please provide a TPU Name to connect to",
        "please provide a tpu name",
        "On a TPU VM (Colab's current TPU runtimes, Cloud TPU VMs) the TPU is local: "
        "TPUClusterResolver(tpu='local'); on a TPU node pass its name (tpu='my-tpu'); with no "
        "TPU runtime selected there is none to connect to",
    ),
    # spark-tensorflow-distributor given tasks without GPU addresses (tensorflow/ecosystem#171:
    # "Found GPU addresses [''] which are not all in the correct format for
    # CUDA_VISIBLE_DEVICES")
    rule(
        "spark-gpu-resource-discovery-misconfigured",
        E,
        "Spark gave the task no usable GPU addresses",
        r"Found GPU addresses (?P<addresses>\[[^\]]*\]) which are not all in the correct format",
        "found gpu addresses",
        lambda v, _c: (
            f"The task's GPU addresses were {v.get('addresses')}: configure Spark's GPU "
            "scheduling (spark.executor.resource.gpu.amount, spark.task.resource.gpu.amount and "
            "a discoveryScript that prints zero-indexed addresses), or run "
            "MirroredStrategyRunner with use_gpu=False"
        ),
    ),
    # two TensorBoards in one environment (modelscope/ms-swift#401: "ValueError: Duplicate
    # plugins for name projector"; the maintainer's pointer: uninstall all, install one)
    rule(
        "tensorboard-duplicate-install",
        E,
        "Two TensorBoard installations in one environment register the same plugin",
        r"Duplicate plugins for name (?P<plugin>\w+)",
        "duplicate plugins for name",
        "pip uninstall -y tensorboard tb-nightly tensorboard-plugin-wit (repeat until none is "
        "left; delete a leftover site-packages/tensorboard folder), then pip install one "
        "tensorboard, the release your TensorFlow requires",
    ),
    # TensorBoard without TensorFlow: a notice (Nerogar/OneTrainer#504, a PyTorch app: "TensorFlow
    # installation not found - running with reduced feature set."; harmless, the answer said)
    rule(
        "benign-tensorboard-without-tensorflow",
        INFO,
        "TensorBoard runs without TensorFlow installed (harmless)",
        r"TensorFlow installation not found - running with reduced feature set",
        "running with reduced feature set",
        "Harmless: TensorBoard serves without TensorFlow (as for PyTorch logs); install "
        "TensorFlow only for the features it lists as missing",
    ),
)
