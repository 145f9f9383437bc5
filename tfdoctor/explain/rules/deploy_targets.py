"""Log rules for where a model runs beside or after TensorFlow's Python: TensorFlow Lite for
Microcontrollers' arena, TFLite's GPU delegate on Android, CocoaPods for TFLite on iOS, a TPU
resolver with no TPU to name, Spark's GPU scheduling for spark-tensorflow-distributor, and
TensorBoard's own installs. The ids are the gatherers' of round 67, adopted.

Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

_TPU_REMEDY = (
    "On a TPU VM (Colab's current TPU runtimes, Cloud TPU VMs) the TPU is local: "
    "TPUClusterResolver(tpu='local'); on a TPU node pass its name (tpu='my-tpu'); with no "
    "TPU runtime selected there is none to connect to"
)

def op_missing(v) -> str:
    """An op not in the interpreter's resolver (loaded.py's rule and context_filters' TFLM reading)."""
    if v.get("op") == "CUSTOM":  # (TFLM names a custom op so: the second review of the fifteenth session)
        return (
            "A custom op of the model is not registered: register it by name (MicroMutableOpResolver's "
            "AddCustom(name, registration); SSD's TFLite_Detection_PostProcess: "
            "AddDetectionPostprocess()), with the resolver's template size counting it, or convert "
            "the model without it (the custom opcode line above names it)"
        )
    return (
        f"{v.get('op')} is not in this interpreter's op resolver (TensorFlow Lite Micro and "
        "selective builds include few ops): register it (MicroMutableOpResolver's "
        f"Add{(v.get('op') or '').title().replace('_', '')}() where TFLM has it; the resolver's "
        "template size, MicroMutableOpResolver<N>, must count every Add call or the last ones are "
        "dropped: tensorflow/tflite-micro#302), build the "
        "runtime with it, or convert the model without it (Netron shows which ops it uses); "
        "an op newer than this runtime (GELU on an old tflite-runtime): update the runtime"
    )


DEPLOY_TARGET_RULES = (
    # TFLM's allocator (tensorflow/tensorflow#39673: "Failed to allocate memory. Requested: 400,
    # available 264, missing: 136"; HimaxWiseEyePlus/himax_tflm#18: "Arena size is too small
    # for all buffers. Needed 212064 but only 191120 was avai[lable]")
    rule(
        "tflite-micro-arena-too-small",
        E,
        "The microcontroller's tensor arena is smaller than the model needs",
        r"Arena size is too small for all buffers\. Needed (?P<need>\d+) but only (?P<have>\d+)|"
        # (current TFLM's words, the tflite-micro wheel's strings: "Failed to allocate tail
        # memory. Requested: %u, available %u", "... temp memory ...", "Failed to resize buffer")
        # ("available: 13764" in esp-tflite-micro's builds: esphome/esphome#15603, round 127)
        r"Failed to (?:allocate (?:tail |temp )|resize buffer)\S*\.? ?(?:memory\. )?Requested: "
        r"(?P<need2>\d+), available:? (?P<have2>\d+)|"
        # its second sentence alone, a paste's line (tensorflow/tflite-micro#284: "Needed 627488
        # but only 203072 was available.", AllOpsResolver on an Arduino Nano 33 BLE)
        r"^\W{0,3}Needed (?P<need3>\d+) but only (?P<have3>\d+) was available",
        ("arena size is too small", "memory. requested:", "failed to resize buffer. requested:",
         "was available"),
        lambda v, _c: (
            f"The model needs {v.get('need')} bytes where the arena has "
            f"{v.get('have')}: enlarge the tensor arena (kTensorArenaSize, "
            "the buffer given to the MicroInterpreter) where the board's RAM allows, or use a "
            "smaller model (fewer filters, int8 quantization)"
        ),
    ),
    # TFLM's old wording, which other embedded allocators share (an ESP32 camera driver, the
    # review of 3b38381): a warning unless AllocateTensors' failure shows beside it
    rule(
        "tflite-micro-arena-too-small",
        W,
        "An allocation on the microcontroller did not fit (the tensor arena, if TFLM's)",
        r"Failed to allocate memory\. Requested: (?P<need2>\d+), available (?P<have2>\d+)",
        "failed to allocate memory. requested:",
        lambda v, _c: (
            f"{v.get('need2')} bytes were asked where {v.get('have2')} were free: if it is "
            "TFLM's (AllocateTensors() failed follows), enlarge the tensor arena "
            "(kTensorArenaSize) or use a smaller model"
        ),
    ),
    rule(
        "tflite-micro-arena-too-small",
        E,
        "TFLM could not allocate the model's tensors",
        r"^\W{0,3}AllocateTensors\(\) failed",
        "allocatetensors() failed",
        "The tensor arena given to the MicroInterpreter is too small for this model (the lines "
        "above say by how much): enlarge kTensorArenaSize where the board's RAM allows, or use "
        "a smaller model (fewer filters, int8 quantization)",
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
        group="gpu-delegate",
        url="https://www.tensorflow.org/lite/performance/gpu#supported_ops",
    ),
    # the same list where the runtime went on: partial delegation, or the plan restored to the
    # CPU (the review of 3b38381; libpywrap_tflite_common.so's "Restored original execution
    # plan after delegate application failure.")
    rule(
        "tflite-gpu-delegate-ops-unsupported",
        W,
        "TFLite's GPU delegate left ops of this model to the CPU",
        r"Following operations are not supported by GPU delegate|Restored original execution plan "
        r"after delegate application failure|TfLiteGpuDelegate Init: (?!Failed to build program|OpenGL-based API disabled)",
        ("not supported by gpu delegate", "restored original execution plan", "tflitegpudelegate init"),
        "The model still runs, partly or wholly on the CPU: convert one whose ops the delegate "
        "supports (the lines name each op and why) to get the GPU's speed, or drop the delegate",
        group="gpu-delegate",
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
        r"TfLiteGpuDelegate Init: Failed to build program executable|"
        # no OpenCL platform (-1001, CL_PLATFORM_NOT_FOUND_KHR: no ICD) and a build without the
        # OpenGL ES backend (tensorflow/tensorflow#73194: the C++ minimal example on a Pi 4B,
        # "clGetPlatformIDs returned -1001", "TfLiteGpuDelegate Init: OpenGL-based API disabled")
        r"clGetPlatformIDs returned -1001|TfLiteGpuDelegate Init: OpenGL-based API disabled",
        ("failed to build program executable", "clgetplatformids returned", "opengl-based api disabled"),
        "This device's GPU driver lacks what the delegate needs (no OpenCL platform, or a build "
        "without OpenGL ES): on phones check it with the CompatibilityList before adding the "
        "delegate; on a Linux board install the GPU vendor's OpenCL driver (ICD) or build the "
        "delegate with OpenGL ES; else fall back to the CPU interpreter (XNNPACK)",
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
        W,
        "A nightly TensorFlowLiteSwift pod clones all of TensorFlow's repository (it looks hung)",
        r"Installing (?P<pod>TensorFlowLiteSwift) \((?P<version>[\w.-]*nightly[\w.-]*)\)",
        "installing tensorflowliteswift",
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
        r"ValueError: Please provide a TPU Name to connect to",
        "please provide a tpu name",
        _TPU_REMEDY,
        group="tpu-name",
    ),
    # (printed by a program that catches it and goes on without a TPU: the review of 3b38381)
    rule(
        "tpu-name-unresolved",
        W,
        "No TPU was found to connect to (the program may go on without one)",
        r"Please provide a TPU Name to connect to",
        "please provide a tpu name",
        _TPU_REMEDY,
        group="tpu-name",
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
        "Two installed packages register the same TensorBoard plugin",
        r"Duplicate plugins for name (?P<plugin>\w+)|"
        # a plugin's loader class from another copy of tensorboard than the one running
        # (PaddlePaddle/PaddleDetection#779: "ValueError: Not a TBLoader or TBPlugin subclass:
        # <class 'tensorboard_plugin_wit.wit_plugin_loader.WhatIfToolPluginLoader'>", tensorboard
        # 2.2.0 beside tb-paddle; the maintainer: a broken TensorBoard install, tensorboard#3549)
        r"Not a TBLoader or TBPlugin subclass: <class '(?P<plugin2>[\w.]+)'>|"
        # one TensorBoard's files over another's (ageron/handson-ml#440, round 111: "module
        # 'tensorboard.util' has no attribute 'Retrier'"; the maintainer: several TensorBoard
        # distributions installed over each other)
        r"module 'tensorboard\.util' has no attribute '(?P<attr>\w+)'",
        ("duplicate plugins for name", "not a tbloader or tbplugin subclass",
         "module 'tensorboard.util' has no attribute"),
        lambda v, _c: (
            (
                f"Two installed packages provide the plugin "
                f"'{v.get('plugin') or v.get('plugin2')}': most often two "
                if not v.get("attr") else
                f"tensorboard.util lacks {v.get('attr')}: two TensorBoards' files are mixed, "
                "most often two "
            )
            + "TensorBoards (tensorboard beside tb-nightly or a leftover copy) or a plugin beside "
            "its nightly (tensorboard-plugin-profile beside tbp-nightly). pip list | grep -i -E "
            "'tensorboard|tb-nightly|tbp' shows them: uninstall both, install one"
        ),
    ),
    # TensorBoard without TensorFlow: a notice (Nerogar/OneTrainer#504, a PyTorch app: "TensorFlow
    # installation not found - running with reduced feature set."; harmless, the answer said)
    rule(
        "benign-tensorboard-without-tensorflow",
        INFO,
        "TensorBoard's Python did not import TensorFlow (it runs with fewer features)",
        r"TensorFlow installation not found - running with reduced feature set",
        "running with reduced feature set",
        "Harmless where no TensorFlow is meant to be there (PyTorch logs). Where it should be, "
        "TensorBoard's Python failed to import it: run python -c \"import tensorflow\" with the "
        "Python that runs TensorBoard (another environment, or a broken import, shows there)",
    ),
    # TFLite's native library on an Android older than it supports (shaqian/flutter_tflite#61:
    # "cannot locate symbol \"__register_atfork\" referenced by \".../libtensorflowlite_jni.so\"";
    # the maintainer: Android provides it from API level 23, the phone ran API 22)
    rule(
        "android-api-level-too-old",
        E,
        "TFLite's native library needs a newer Android than this device runs",
        r"cannot locate symbol \"__register_atfork\" referenced by \"\S*(?P<library>libtensorflowlite\w*\.so)",
        "cannot locate symbol \"__register_atfork\"",
        lambda v, _c: (
            f"{v.get('library')} calls __register_atfork, which Android has from API level 23 "
            "(6.0): run on a device or emulator with API 23 or newer (and set minSdkVersion so), "
            "or use an older TFLite release built for that API level"
        ),
    ),
    # an iOS app for the Simulator linking TFLite's device-only framework (am15h/
    # tflite_flutter_plugin#153: "ld: building for iOS Simulator, but linking in object file built
    # for iOS, file '.../TensorFlowLiteC.framework/TensorFlowLiteC' for architecture arm64")
    rule(
        "ios-simulator-arch-unsupported",
        E,
        "The TensorFlow Lite framework has no slice for this iOS Simulator architecture",
        r"building for iOS Simulator, but linking in object file built for iOS, file "
        r"'(?P<file>[^']*TensorFlowLite\w*[^']*)' for architecture (?P<arch>\w+)",
        "building for ios simulator, but linking in object file built for ios",
        lambda v, _c: (
            f"The framework holds no iOS-Simulator slice for {v.get('arch')}: exclude that "
            f"architecture for the simulator (EXCLUDED_ARCHS[sdk=iphonesimulator*] = {v.get('arch')} "
            "in the build settings or the pod's xcconfig; on Apple silicon the simulator then "
            "runs under Rosetta), or test on a device"
        ),
    ),
    # SageMaker's TensorFlow training container finding no SavedModel under SM_MODEL_DIR
    # (edumunozsala/Transformer-NMT's training-and-serving notebook, round 125: the script saved
    # weights and vocabularies only; training succeeded, the endpoint later failed its ping;
    # the gatherer's name)
    rule(
        "sagemaker-model-not-savedmodel",
        W,
        "The trained model is not a SavedModel: SageMaker's TensorFlow Serving cannot serve it",
        r"Your model will NOT be servable with SageMaker TensorFlow Serving container",
        "will not be servable with sagemaker tensorflow serving",
        "Training itself succeeded. To deploy with SageMaker's TensorFlow Serving container, save "
        "a SavedModel under the model directory with a numbered version folder "
        "(tf.saved_model.save(model, os.path.join(os.environ['SM_MODEL_DIR'], '1')), or Keras 3's "
        "model.export(...)); or deploy with your own inference script (entry_point)",
    ),
)
