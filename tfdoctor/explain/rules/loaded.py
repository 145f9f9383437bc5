"""Log rules for what a running program loads beside TensorFlow's Python: TFLite's
interpreter (older than the model, without its Flex delegate), TensorRT (under TF-TRT; a
release older than the GPU), cuDNN at a kernel's launch, the
shared libraries a serving binary or a conda build of TensorFlow links. Verbatim real
samples with sources: tests/explain/test_rules.py (round 26).
"""

from __future__ import annotations

from tfdoctor.explain import remedies as fix
from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.deploy_targets import op_missing
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING

#: CUDA's and NVIDIA's runtime libraries by file name (a binary's loader names them)
_NVIDIA_LIB = (
    r"lib(?:cudart|cublas|cublasLt|cudnn\w*|cufft|curand|cusolver|cusparse|nvrtc|nvrtc-builtins|"
    r"nvinfer|nvinfer_plugin|nccl|nvJitLink|cupti)\.so[\d.]*"
)

#: the shared libraries conda-forge's tensorflow links from other conda packages (its recipe's
#: TF_SYSTEM_LIBS host requirements), by library stem -> conda package
_CONDA_PACKAGE = {
    "flatbuffers": "flatbuffers", "protobuf": "libprotobuf", "absl_": "libabseil",
    "grpc": "libgrpc", "gpr": "libgrpc", "icu": "icu", "gif": "giflib", "jpeg": "libjpeg-turbo",
    "turbojpeg": "libjpeg-turbo", "png": "libpng", "sqlite3": "sqlite", "snappy": "snappy",
    "nsync": "nsync", "curl": "libcurl",
}  # fmt: skip
_SYSTEM_LIBS = r"flatbuffers|protobuf|absl_\w+|grpc\w*|gpr|icu\w+|gif|(?:turbo)?jpeg|png\d*|sqlite3|snappy|nsync\w*|curl"


def _soname_remedy(v, _c) -> str:
    v = {**v, **{k[:-1]: x for k, x in v.items() if k.endswith("2") and x}}
    stem = str(v.get("stem") or "")
    pkg = next((p for k, p in _CONDA_PACKAGE.items() if stem.startswith(k)), stem)
    exact = (
        f' (`conda install "flatbuffers={v.get("soversion")}"`: its library name is its version)'
        if pkg == "flatbuffers"
        else ""
    )
    return (
        f"TensorFlow was built against {v.get('library')}, which is not in this environment: "
        f"a conda solve paired this tensorflow build with another {pkg} release. Install the "
        f"{pkg} release the build was made with{exact} (`conda list` shows what is there; "
        "`conda search tensorflow --info` lists each build's requirements), or recreate the "
        "environment in one solve from conda-forge with current metadata"
    )



LOADED_RULES = (
    # a .tflite model with Select-TF ops on an interpreter without the Flex delegate
    # (pddpauw/BirdPi#1: tflite_runtime and FlexRFFT; its message names the Android
    # dependency itself)
    rule(
        "tflite-flex-ops-unsupported",
        E,
        "The model uses TensorFlow (Flex) ops this TFLite interpreter was built without",
        # (tensorflow/tensorflow#57822's CMake build: "included in the given model is(are)")
        r"Select TensorFlow op\(s\), included in the given model,? is\(are\) not supported by "
        r"this interpreter|"
        # TF <= 2.6's words (birdnet-team/BirdNET-Lite#3: "Regular TensorFlow ops are not
        # supported by this interpreter. Make sure you apply/link the Flex delegate before
        # inference.Node number 29 (FlexRFFT) failed to prepare."; tensorflow/tensorflow#51657)
        r"Regular TensorFlow ops are not supported by this interpreter|"
        # the same Select-TF op met as a custom op the runtime cannot resolve (the review of
        # 738b392: "Encountered unresolved custom op: FlexTensorListReserve")
        r"Encountered unresolved custom op: Flex\w+|"
        # a Flex op's node alone (tensorflow/tensorflow#41327, the Flutter tflite plugin)
        r"Node number \d+ \(Flex\w+\) failed to prepare",
        ("select tensorflow op(s)", "unresolved custom op: flex", "regular tensorflow ops", "(flex"),
        "Convert the model without SELECT_TF_OPS (only TFLITE_BUILTINS: replace the op that "
        "needed it), or run it where the Flex delegate is linked: the tflite-runtime wheel never "
        "links it, and TF 2.21's own tf.lite.Interpreter did not either in a real run here "
        "(tf-2.21-runs/s23o-flex-interpreter.txt; older full-TF releases did, as the ops_select "
        "guide says); on Android add the org.tensorflow:tensorflow-lite-select-tf-ops dependency",
        url="https://www.tensorflow.org/lite/guide/ops_select",
    ),
    # TF-TRT's own check of the TensorRT it loads (tensorflow/models#5061: "TensorRT
    # mismatch. Compiled against version 3.0.4, but loaded 4.0.1. Things may not work")
    rule(
        "tensorrt-version-mismatch",
        W,
        "TensorRT is not the release this TensorFlow was built against",
        r"TensorRT mismatch\. Compiled against version (?P<compiled>[\d.]+), but loaded "
        r"(?P<loaded>[\d.]+)",
        "tensorrt mismatch",
        lambda v, _c: (
            f"This TensorFlow was built against TensorRT {v.get('compiled')} and loaded "
            f"{v.get('loaded')}: put TensorRT {v.get('compiled')}'s libnvinfer first on the "
            "library path, or use a TensorFlow build (or an NVIDIA NGC TensorFlow container) "
            f"made for TensorRT {v.get('loaded')}; TF-TRT conversion may fail until they match"
        ),
    ),
    # a kernel's cuDNN call failing at launch (dhlab-epfl/dhSegment#22: "cuDNN launch
    # failure : input shape([1,3,1095,538]) filter shape([7,7,3,64])"; the maintainer: a
    # cuDNN older than this TensorFlow's, "upgrade your cuDNN library or downgrade your
    # tensorflow library")
    rule(
        "cudnn-init-failed",
        E,
        "cuDNN failed when a kernel launched",
        r"cuDNN launch failure\s*:",
        "cudnn launch failure",
        lambda v, c: (
            "A cuDNN that does not match this TensorFlow (older than the one it was built "
            "with) fails at launch: install the cuDNN this TensorFlow lists (`tfdoctor "
            "check` compares them), or the TensorFlow release built for the installed one. "
            + fix.cudnn_init(v, c)
        ),
    ),
    # a binary (TF Serving's tensorflow_model_server) whose CUDA libraries the image lacks
    # (tensorflow/serving#1659: "error while loading shared libraries: libnvrtc.so.10.1:
    # cannot open shared object file")
    rule(
        "cuda-libs-missing",
        E,
        "A program cannot start: a CUDA library it links is missing",
        r"error while loading shared libraries: (?P<library>" + _NVIDIA_LIB + r"): cannot open "
        r"shared object file",
        "error while loading shared libraries",
        lambda v, _c: (
            f"{v.get('library')} is not on this system (or not on the library path): install "
            "the CUDA/NVIDIA package that ships it in the image or host (in Docker, an image "
            "that includes it, such as the -devel variant, or the matching cuda-<lib> package), "
            "or add its folder to LD_LIBRARY_PATH"
        ),
    ),
    # a conda build of TensorFlow linking a shared library of a dependency that was solved to
    # another release (conda-forge/tensorflow-feedstock#350: "ImportError:
    # libflatbuffers.so.23.3.3: cannot open shared object file" with flatbuffers 23.5.26;
    # downgrading to 23.3.3 fixed it). Only the libraries conda-forge's recipe builds TF
    # against (its TF_SYSTEM_LIBS host list, recipe/meta.yaml at 2cc3b129): pip wheels bundle
    # their own, and libGL & co. are other packages' (opencv's)
    rule(
        "conda-dependency-soname-mismatch",
        E,
        "A conda build of TensorFlow links a library release this environment does not have",
        r"ImportError: (?P<library>lib(?P<stem>" + _SYSTEM_LIBS + r")\.so\.(?P<soversion>[\d.]+)): "
        r"cannot open shared object file|"
        # the loader's words alone, as an issue's title gives them (conda-forge/tensorflow-
        # feedstock#290: "libflatbuffers.so.2: cannot open shared object file", flatbuffers 2 ->
        # 22.9.24 changed the soname): only libraries hardly anything but TF links from conda
        r"^(?P<library2>lib(?P<stem2>flatbuffers|absl_\w+|nsync\w*)\.so\.(?P<soversion2>[\d.]+)): "
        r"cannot open shared object file",
        "cannot open shared object file",
        _soname_remedy,
    ),
    # XLA's list of ptxas releases it will not use (tensorflow/tensorflow#68966: "ptxas
    # 12.3.103 has a bug that we think can affect XLA. Please use a different version.", the
    # ptxas of the nvidia-cuda-nvcc-cu12 wheel tensorflow[and-cuda] brought)
    rule(
        "ptxas-known-bad-version",
        E,
        "XLA refuses this ptxas release: it has a known bug",
        r"ptxas (?P<ptxas>[\d.]+) has a bug that we think can affect XLA",
        "has a bug that we think can affect xla",
        lambda v, _c: (
            f"Use another ptxas than {v.get('ptxas')}: pip install a different "
            "nvidia-cuda-nvcc-cu12 release (pip index versions nvidia-cuda-nvcc-cu12) or a "
            "CUDA toolkit's, and put its bin first on PATH (or XLA_FLAGS=--xla_gpu_cuda_data_dir"
            "=<that CUDA root>); `which ptxas && ptxas --version` shows the one XLA finds"
        ),
    ),
    # TF 1.x's Windows self-check naming the DLL it could not load (tensorflow/tensorflow
    # #8385: "Could not load 'cudart64_80.dll'. The GPU version of TensorFlow requires that
    # this DLL be installed in a directory that is named in your %PATH%")
    rule(
        "cuda-libs-missing",
        E,
        "A CUDA/cuDNN DLL this TensorFlow build needs is not on PATH",
        r"Could not load '(?P<library>\w+\.dll)'\. The GPU version of TensorFlow\b",
        "the gpu version of tensorflow",
        lambda v, _c: (
            f"Install the CUDA/cuDNN release that ships {v.get('library')} (the number in its "
            "name is the release: cudart64_80 = CUDA 8.0, cudnn64_5 = cuDNN 5) and put its bin "
            "folder on PATH (cuDNN's DLL goes beside CUDA's or in its own folder on PATH); or "
            "install the CPU build (pip install tensorflow-cpu / tensorflow of that release)"
        ),
    ),
    # a converter's own check of the TensorFlow beside it (coremltools: "TensorFlow version
    # 2.0.0-dev20190428 detected. Last version known to be fully compatible is 1.12.0 .",
    # PacktPublishing's Hands-On-Computer-Vision-with-TensorFlow-2 chapter 9 notebook)
    rule(
        "tensorflow-companion-mismatch",
        W,
        "A converter was tested with an older TensorFlow than this one",
        r"TensorFlow version (?P<tf>\S+) detected\. Last version known to be fully compatible is "
        r"(?P<known>[\d.]+)",
        "last version known to be fully compatible",
        lambda v, _c: (
            f"The converter (coremltools) was tested up to TensorFlow {v.get('known')} and this is "
            f"{v.get('tf')}: upgrade the converter (pip install -U coremltools) to one that "
            f"supports it, or convert in an environment with TensorFlow {v.get('known')}"
        ),
    ),
    # the libcudnn TensorFlow 1.x opened has no cuDNN in it (chuckyee/cardiac-segmentation#8:
    # "s.ok() could not find cudnnCreate in cudnn DSO"; the maintainer: the cuDNN install)
    rule(
        "cudnn-missing",
        E,
        "The cuDNN library TensorFlow opened has no cuDNN functions in it",
        r"could not find (?P<symbol>cudnn\w+) in cudnn DSO|"
        # a person's shorthand for TF 0.x's "could not find cudnnConvolutionBackwardFilter_v2
        # in cudnn DSO; dlerror: ..." (tensorflow/tensorflow#1943, "ConvolutionalBackwardFilter
        # _V2 cudnn DSO dlerror"; vrv: the pip packages need cuDNN v4)
        r"\b(?P<symbol2>\w+) cudnn DSO;? dlerror\b",
        ("in cudnn dso", "cudnn dso"),
        lambda v, _c: (
            f"The file loaded as libcudnn lacks {v.get('symbol') or v.get('symbol2')}: a stub, a "
            "partial copy or another cuDNN (an older or newer major) under the expected name. Reinstall the cuDNN this TensorFlow was "
            "built with (tfdoctor check names it) and remove stray libcudnn* copies from "
            "LD_LIBRARY_PATH folders"
        ),
    ),
    # TFLite < 2.4 applying XNNPACK after another delegate (tensorflow/tensorflow#42056:
    # "Failed to apply XNNPACK delegate: ModifyGraphWithDelegate is disallowed when graph is
    # immutable" with NNAPI on Android; the maintainer: fixed, in the nightly builds)
    rule(
        "tflite-delegate-conflict",
        W,
        "A TFLite delegate could not be applied after another one",
        r"Failed to apply (?P<delegate>\w+) delegate: ModifyGraphWithDelegate is disallowed when "
        r"graph is immutable",
        "modifygraphwithdelegate is disallowed",
        lambda v, _c: (
            f"The interpreter runs without {v.get('delegate')}: TFLite before 2.4 could not "
            "apply it once another delegate (NNAPI, GPU) had changed the graph. Use a newer "
            "TensorFlow Lite, or one delegate (setUseXNNPACK(false) beside NNAPI or GPU)"
        ),
    ),
    # an op's first version missing: no runtime release is too old for it, this runtime was
    # built without the op (mocleiri/tensorflow-micropython-examples#81: TensorFlow Lite
    # Micro's resolver has no RANGE, "Didn't find op for builtin opcode 'RANGE' version '1'";
    # the maintainer: change the model to supported ops). Before tflite-runtime-too-old.
    rule(
        "tflite-runtime-op-missing",
        E,
        "This TFLite runtime was built without an op the model uses",
        # (not the placeholder an old runtime shows for op codes it predates: tensorflow/
        # tensorflow#61944, "'PLACEHOLDER_FOR_GREATER_OP_CODES' version '1'", tflite-runtime-too-old)
        r"Didn't find op for builtin opcode '(?P<op>(?!PLACEHOLDER_FOR_GREATER_OP_CODES')\w+)' "
        r"version '1'(?!\d)",
        "didn't find op for builtin opcode",
        lambda v, _c: op_missing(v),
        group="tflite-op",
    ),
    # a libcuda without a driver API call this CUDA build makes: a driver older than the CUDA
    # TensorFlow was built with (tensorflow/tensorflow#6787: the 340 legacy driver, "could
    # not find cuDevicePrimaryCtxSetFlags in libcuda DSO", CUDA 8's TensorFlow)
    rule(
        "driver-too-old",
        E,
        "The NVIDIA driver's libcuda lacks a call this TensorFlow's CUDA makes",
        r"could not find (?P<symbol>cu\w+) in libcuda DSO",
        "in libcuda dso",
        lambda v, _c: (
            f"The driver's libcuda has no {v.get('symbol')}: it is older than the CUDA this "
            "TensorFlow was built with (a legacy branch such as 340 stops at CUDA 6.5). Install "
            "a driver for that CUDA (tfdoctor check names the minimum), or a TensorFlow built "
            "for the CUDA this driver supports; a GPU the new drivers dropped cannot run it"
        ),
    ),
    # TFLite's interpreter older than the converter that wrote the model (tensorflow/
    # tensorflow#24131: "Op builtin_code out of range: 101, are you using old TFLite binary
    # with newer model?"; the other wording: "Didn't find op for builtin opcode 'X' version
    # 'N'. An older version of this builtin might be supported. Are you using an old TFLite
    # binary with a newer model?")
    rule(
        "tflite-runtime-too-old",
        E,
        "The TensorFlow Lite runtime is older than the model",
        r"Op builtin_code out of range: (?P<code>\d+)|Didn't find op for builtin opcode "
        r"'(?P<op>\w+)' version '(?P<version>\d+)'|using (?:an )?old TFLite binary with (?:a )?newer "
        r"model",
        ("builtin_code out of range", "didn't find op for builtin opcode", "old tflite binary"),
        "The .tflite model was converted by a newer TensorFlow than the interpreter that runs "
        "it: update the runtime (the app's org.tensorflow:tensorflow-lite, tflite-runtime, or "
        "tensorflow) to the converter's release or newer, or convert with the TensorFlow "
        "release of the runtime",
        group="tflite-op",  # (an op's version 1 missing: tflite-runtime-op-missing, above)
    ),
    rule(
        # TensorRT itself (trtexec, a TF-TRT engine build) on a GPU newer than the release
        # (DDTRobot/tita_rl_sim2sim2real#7: "Error Code 9: API Usage Error (Target GPU SM 120
        # is not supported by this TensorRT release.)", an RTX 50; fixed by a TensorRT that
        # knows Blackwell)
        "compute-capability-unsupported",
        E,
        "This TensorRT release does not support this GPU",
        r"Target GPU SM (?P<sm>\d+) is not supported by this TensorRT release",
        "is not supported by this tensorrt release",
        lambda v, _c: (
            f"This TensorRT predates the GPU (SM {v.get('sm')}): install a TensorRT release that "
            "lists this compute capability in its support matrix (with the CUDA it needs), then "
            "build the engine again; an engine is tied to the TensorRT and GPU that built it"
        ),
    ),
    # TF-TRT's INT8 calibration fed what the converted function does not take (tensorflow/
    # tensorrt's Keras SavedModel notebook: "InternalError:  Failed to feed calibration data",
    # fixed in its next commit by yielding one float32 batch as a tuple; the gatherer's name)
    rule(
        "tftrt-calibration-input-invalid",
        E,
        "TF-TRT's INT8 calibration could not feed the calibration input",
        r"Failed to feed calibration data",
        "failed to feed calibration data",
        "calibration_input_fn must yield what the model's serving function takes: a tuple of "
        "one batch per input, of its dtype and shape (def calibration_input_fn(): yield "
        "(batch.astype(np.float32),)), not a bare per-image tensor",
    ),
)
