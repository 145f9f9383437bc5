"""Which finding explains which: ``CAUSES[cause]`` lists the symptom ids a cause explains
(split from explain/causes.py, which ranks by it; module size)."""

from __future__ import annotations

# Symptoms: what a broken GPU stack looks like whatever broke it (an XLA op failing on a
# cuDNN that did not start: "OP_REQUIRES failed at xla_ops.cc:577 : FAILED_PRECONDITION: DNN
# library initialization failed", tensorflow/tensorflow#60913).
GPU_START = (
    "cuda-init-failed", "cudnn-init-failed", "cublas-init-failed", "no-gpu-device", "xla-failed",
    "devices-no-gpu",
)

#: cause id -> symptom ids it explains (a cause may itself be a symptom of a deeper cause).
CAUSES: dict[str, tuple[str, ...]] = {
    # Keras 3's "could not be deserialized properly" wraps the inner exception it prints after
    # "Exception encountered:" (an unregistered custom class: tests/data/tracebacks/keras-3.15-
    # load-custom-class-unregistered-printed.txt): the inner one is the cause
    "keras-custom-object-unknown": ("keras-custom-layer-get-config-missing",),
    # one file of a checkpoint given to a subclassed model's load_weights: TF could not read it
    # as a checkpoint, so Keras tried HDF5 and said the model was not built (BNN-UPC/RouteNet-
    # Erlang#9, round 150)
    "checkpoint-not-found": ("keras-model-not-built",),
    # spawn's failure to start a worker is explained by what it could not pickle (a dataset, a
    # tf.function) or by a script without its main guard (outside check j: s21j-spawn-dataset-k3,
    # s21j-spawn-no-main-guard-k3)
    "keras-model-not-picklable": ("multiprocessing-spawn-unpicklable",),
    "multiprocessing-main-guard-missing": ("multiprocessing-spawn-unpicklable",),
    # TFP's frames raising an AttributeError read as its failing import: the step size's own
    # rule names the cause (pymc-devs/pymc4's notebook, round 172)
    "tfp-step-size-not-variable": ("ecosystem-import-failed",),
    # Keras 3's "could not be loaded" wrapper around a never-built subclassed model: the inner
    # words name the cause (the review of the twenty-first session)
    "keras-layer-never-built-on-load": ("keras-third-party-layer-serialization-bug",),
    # a checkpoint restored into a model of another class count: TF chains "Shapes (512, 2) and
    # (512, 10) are incompatible" (resource_variable_ops.py), which reads like a loss's labels
    # (a review's real TF 2.21 run, the nineteenth session)
    "checkpoint-shape-mismatch": ("keras-labels-shape-mismatch",),
    # OpenCV's sample script asking an older cv2 for cv.dnn.writeTextGraph: the AttributeError
    # is read by the generic rule too (opencv/opencv#12442, round 153)
    "opencv-dnn-version-too-old": ("tensorflow-api-mismatch",),
    # TF.js: a lost WebGL context makes every later shader fail (vladmandic/human#268); a .wasm
    # of another release fails as if missing (tensorflow/tfjs-models#460; round 154)
    "webgl-context-lost": ("webgl-shader-compile-failed",),
    "tfjs-wasm-version-mismatch": ("tfjs-wasm-binary-not-found",),
    # a PyFunc in a graph run outside its Python: the op has no kernel there (round 157)
    # (and the converter's Select-TF-ops advice, which cannot help: a real TF 2.21 run)
    "py-function-needs-python-runtime": ("op-no-kernel-on-device", "op-not-registered",
                                         "tflite-converter-select-ops-needed"),
    # a forked child's CUDA: its devices never start, so a GPU-only op finds no kernel
    # (google/automl#855, round 143: NcclAllReduce with "Registered devices: [CPU, XLA_CPU]")
    "cuda-initialized-before-fork": GPU_START + ("nccl-error",),
    # the driver
    "driver-too-old": GPU_START,
    # an installed driver whose kernel module is not running: TF then says "kernel driver does
    # not appear to be running" (no-cuda-driver's words) and cuInit fails
    # (tensorflow/tensorflow#5473: modprobe could not insert nvidia_367_uvm)
    "driver-not-loaded": ("no-cuda-driver",) + GPU_START,
    # a user-space libcuda newer than the loaded kernel module makes CUDA try forward
    # compatibility, which fails on non-datacenter GPUs (CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE
    # beside "kernel version 460.91.3 does not match DSO version 470.57.2", tensorflow#4349)
    "driver-library-mismatch": ("driver-too-old",) + GPU_START,
    # the GPUs hidden by the environment: what TensorFlow then says (check's own rule)
    # a TensorFlow without CUDA registers no GPU whatever the machine has
    "tensorflow-not-built-with-cuda": ("no-gpu-device", "devices-no-gpu"),
    "cuda-visible-devices-hides-gpus": ("no-gpu-device", "devices-no-gpu", "cuda-init-failed"),
    # a strategy asking for GPUs TensorFlow never registered: NCCL's ops then have no device
    # (tensorflow/models#8560: "No OpKernel was registered to support Op 'NcclAllReduce'")
    "gpu-not-visible-to-tensorflow": ("nccl-error", "no-gpu-device", "devices-no-gpu"),
    # a tensorflow-rocm whose architecture list lost a comma: the GPU it then ignores
    # (ROCm/tensorflow-upstream#2410)
    "rocm-arch-list-typo": ("compute-capability-unsupported", "devices-no-gpu", "no-gpu-device"),
    # more than 8 GPUs in one process: the context a peer too many refuses (tensorflow/
    # tensorflow#42039: "failed call to cuDevicePrimaryCtxRetain: CUDA_ERROR_TOO_MANY_PEERS")
    "gpu-peer-limit-exceeded": ("cuda-init-failed", "no-gpu-device", "devices-no-gpu"),
    # the compiler killed for memory: the rule's line above it is its symptom
    "source-build-out-of-memory": ("source-build-failed",),
    # transformers' own check that TensorFlow is missing: the companion's failure on first use
    # is its symptom (the review of the twelfth session: transformers 4.57.6 without TensorFlow)
    "transformers-tensorflow-not-detected": ("ecosystem-import-failed", "transformers-tf-class-unavailable"),
    # TF Hub's cached folder without its SavedModel: the load's "does not exist" is its symptom
    # (PacktPublishing/Learn-TensorFlow-Enterprise, round 103)
    "tfhub-cache-incomplete": ("application-data-missing",),
    "wsl-libcuda-missing": ("no-cuda-driver", "cuda-libs-missing") + GPU_START,
    # (a TF 1.x GPU build links libcuda: without the GPU its import fails, kiosk-console#90)
    "container-no-gpu-access": ("no-cuda-driver", "cuda-libs-missing", "tensorflow-import-failed")
    + GPU_START,
    # with no driver at all, the cuDNN that also failed to load is not what to fix first
    # (codalab/codalab-worksheets#324's kind: a GPU image started without the driver)
    "no-cuda-driver": ("cuda-libs-missing", "cudnn-missing", "tensorflow-import-failed")
    + GPU_START,
    # a companion saying it was not built for this TensorFlow (TensorFlow Addons' range
    # warning), then failing on a TF name or at import: its warning is the cause
    # (tensorflow/addons#1987: TFA for TF 2.2 on TF 2.0, "module 'tensorflow_core.keras.utils'
    # has no attribute 'register_keras_serializable'")
    "tensorflow-companion-mismatch": ("tensorflow-api-mismatch", "keras-version-mismatch"),
    # a listing's tf-keras of another minor than its TensorFlow: what Keras 2's code then
    # fails to find in TF is the symptom (keras-team/tf-keras#756)
    # (pip's own conflict line "tf-keras 2.15.1 requires tensorflow<2.16,>=2.15, but you have
    # tensorflow 2.16.2" is both; the tf-keras finding knows which tf-keras fits:
    # googlecolab/colabtools#4695)
    "tf-keras-version-mismatch": ("keras-version-mismatch", "tensorflow-api-mismatch", "pip-dependency-conflict"),
    # the libraries TensorFlow loads
    "windows-native-gpu-unsupported": (
        "cuda-version-mismatch",
        "cuda-libs-missing",
        "cudnn-missing",
        "no-gpu-device",
        "devices-no-gpu",
    ),
    "cuda-version-mismatch": ("cuda-libs-missing",) + GPU_START,
    "cudnn-version-mismatch": ("cudnn-missing",) + GPU_START,
    # (a GPU libtensorflow that a binding could not load for its CUDA or cuDNN: malmaud/
    # TensorFlow.jl#270)
    "cudnn-missing": ("cudnn-init-failed", "no-gpu-device", "devices-no-gpu", "tensorflow-import-failed",
                      "libtensorflow-c-missing"),
    "cuda-libs-missing": ("no-gpu-device", "devices-no-gpu", "cuda-init-failed", "tensorflow-import-failed",
                          "libtensorflow-c-missing"),
    # the GPU itself
    # (a GPU no build supports makes missing CUDA libraries moot: xuannianz/EfficientDet#188)
    "compute-capability-unsupported": GPU_START
    + ("ptx-jit-compilation", "cuda-libs-missing", "cudnn-missing"),
    # (a GPU whose memory another process holds when TF creates its context: "failed call to
    # cuDevicePrimaryCtxRetain: CUDA_ERROR_OUT_OF_MEMORY", then Colab's "GPU device not found"
    # check; googlecolab/colabtools#91: reset the runtime)
    # (and a context that could not be made for it: "cuDevicePrimaryCtxRetain: CUDA_ERROR_OUT_OF_
    # MEMORY" then "Failed to create session", brade31919/SRGAN-tensorflow#27)
    "gpu-out-of-memory": ("cudnn-init-failed", "cublas-init-failed", "devices-no-gpu", "cuda-init-failed"),
    # HDF5's own version check aborts the process it runs in (HDF5's H5check_version)
    "hdf5-library-mismatch": ("tensorflow-crashed",),
    # a TensorRT engine that failed to deserialize leaves TF-TRT to crash (tensorflow/tensorrt#206)
    "tensorrt-version-mismatch": ("tensorflow-crashed",),
    # cuInit's CUDA_ERROR_NO_DEVICE: the driver runs and sees no GPU; that, not "cuInit
    # failed", is what to act on (cuda-init-failed's own doc: specific causes add their id;
    # round 75: three logs label it so)
    "no-gpu-device": ("cuda-init-failed",),
    # XLA without ptxas (or on Windows, where TF cannot invoke it) relies on the driver's PTX
    # JIT ("Relying on driver to perform ptx compilation"): what it could not find is the cause
    "xla-libdevice-missing": ("ptx-jit-compilation", "xla-failed", "ptxas-missing"),
    # (the host's TCC GPU is why the WSL2 guest is blocked: microsoft/WSL#11865; a setting into
    # another conda environment is why libdevice or CUDA's libraries are not found:
    # Doodleverse/segmentation_gym#136; the second review of the fifteenth session)
    "wsl-gpu-tcc-mode": ("nvidia-smi-failed",),
    # (round 128: why the driver is not loaded, in the kernel's or DKMS's words)
    "secure-boot-module-unsigned": ("driver-not-loaded", "no-cuda-driver", "cuda-init-failed"),
    "nvidia-dkms-build-failed": ("driver-not-loaded", "no-cuda-driver", "cuda-init-failed"),
    "startup-setting-invalid": ("xla-libdevice-missing", "xla-failed", "cuda-libs-missing", "cudnn-missing"),
    # (TFLM's own registration failure is why allocation then fails)
    "tflite-runtime-op-missing": ("tflite-micro-arena-too-small",),
    # an XLA op that failed (xla_ops.cc) is what a missing compiler part looks like
    "xla-gpu-compiler-missing": ("xla-failed",),
    # an op XLA has no kernel for: xla_ops.cc's OP_REQUIRES line repeats it (real TF 2.21 runs)
    "xla-unsupported-op": ("xla-failed",),
    # (AutoGraph under a gast it does not read: the warning names what happened, the code
    # ran on unconverted, and its remedy is gast's pin; rounds 13-49 label it so, eight
    # logs; a gast error that stopped a program is tensorflow-requirement-unmet alone)
    "ptxas-missing": ("ptx-jit-compilation", "xla-failed"),
    "ptxas-too-old": ("ptx-jit-compilation", "xla-failed"),
    # the CPU, the process, the Windows loader
    # (under QEMU an amd64 TF Serving image aborts: tensorflow#57121; not protobuf, whose
    # Python errors under emulation are still protobuf's)
    "amd64-emulation-unsupported": ("cpu-missing-avx", "process-killed-oom", "tensorflow-crashed"),
    # the library that could not load names why the import failed (microsoft/DirectML#29:
    # libd3d12.so inside TF-DirectML's import; tensorflow/io#574: "caused by: ['dlopen:
    # cannot load any more object with static TLS']")
    "wsl-d3d12-missing": ("tensorflow-import-failed",),
    "static-tls-exhausted": ("ecosystem-import-failed", "tensorflow-import-failed"),
    # (the illegal instruction is OpenBLAS's, inside its CPU detection: numpy/numpy#18131)
    "numpy-openblas-arm64-sigill": ("cpu-missing-avx", "tensorflow-crashed"),
    "cpu-missing-avx": ("dll-load-failed", "process-killed-oom", "tensorflow-import-failed",
                        "libtensorflow-c-missing"),  # (.NET's DllNotFound with 0xC000001D)
    "windows-msvc-runtime-missing": ("dll-load-failed", "tensorflow-import-failed"),
    "dll-load-failed": ("tensorflow-import-failed",),
    # (a module built for NumPy 1 beside a removed name: the build is the cause, the review of
    # the fifteenth session, item 15)
    "numpy-abi-mismatch": ("tensorflow-import-failed", "numpy-version-unsupported"),
    # a NumPy newer than TF's pin (pip says so) under an import cut off in TF's dtypes
    # (juglab/cryoCARE_pip#47: "tensorflow 2.4.0 requires numpy~=1.19.2, but you have numpy
    # 1.24.3", then np.object gone)
    "numpy-version-unsupported": ("tensorflow-import-failed",),
    "macos-arch-mismatch": ("tensorflow-import-failed", "cpu-missing-avx", "dependency-wheel-missing"),
    "macos-x86-wheels-discontinued": ("python-version-unsupported", "tensorflow-pinned-release-unavailable"),
    # ml_dtypes outside TF's range breaks TF's dtype registration, which pybind11 reports in
    # the same words as NumPy 2 under an old TF ("Unable to convert function return value":
    # ext2-ho-014's traceback, pywrap_ml_dtypes)
    "ml-dtypes-incompatible": ("numpy-abi-mismatch", "tensorflow-import-failed"),
    # pip older than TensorFlow's wheel tags sees no release (explain/combos.py)
    "pip-too-old": ("python-version-unsupported", "dependency-wheel-missing"),
    # a traceback's owner names the culprit (explain/rules/events.py): what its exception
    # says (a Keras 2 module missing, a NumPy 1 build) is how the culprit failed
    # (a tensorflow without tf.constant & co is the symptom when a file took its name)
    "shadowed-by-working-directory": (
        "tensorflow-import-failed", "keras-version-mismatch", "keras-import-failed",
        "numpy-abi-mismatch", "ecosystem-import-failed", "tensorflow-api-mismatch",
        "tensorflow-install-broken",
    ),
    "ecosystem-import-failed": (
        "keras-version-mismatch", "numpy-abi-mismatch", "keras-import-failed",
        "tensorflow-import-failed", "dll-load-failed", "tensorflow-companion-mismatch",
        "tensorflow-api-mismatch",
    ),
    "keras-backend-unusable": ("keras-import-failed", "keras-version-mismatch"),
    "protos-not-compiled": ("python-module-missing",),
    # a frozen app without what TensorFlow loads: the loader's words are how it failed (round 120)
    "frozen-app-files-not-collected": ("custom-op-library-missing", "tensorflow-import-failed"),
    "frozen-app-module-not-collected": ("tensorflow-import-failed", "python-module-missing",
                                        "tensorflow-install-broken", "tensorflow-api-mismatch"),
    # a name used after its import failed: the import is the cause (the review of the fourteenth
    # session: "No module named 'tensorflow'" then "name 'tf' is not defined")
    "tensorflow-not-installed": ("python-name-error",),
    # a build without TensorRT loads none: that, not a missing library, is the cause
    "tftrt-not-built-in": ("tensorrt-missing",),
    # no TensorFlow registers Apple's ML Compute ops (the review of the fourteenth session)
    "tensorflow-macos-mlc-ops": ("op-not-registered",),
    # the same errno 2 while writing: the folder written to is missing (round 118)
    "output-dir-missing": ("application-data-missing",),
    "multiworker-save-same-path": ("application-data-missing",),  # (its shard is the missing file)
    "dataset-download-failed": ("keras-hub-preset-unknown",),  # (an hf:// preset not downloaded)
    # unpickling a module of another release: the module's absence is how it failed (apache/
    # beam#27480, round 118)
    "beam-worker-package-version-mismatch": (
        "tensorflow-api-mismatch", "python-module-missing", "keras-version-mismatch",
    ),
    # Flex ops without the Flex delegate: the interpreter's "static-sized tensors" line beside it
    # is a side message (tensorflow/tensorflow#47657, round 94)
    "tflite-flex-ops-unsupported": ("tflite-gpu-delegate-dynamic-shapes",),
    # no kernel for an op on the GPU means a GPU is there (TF's placer says "no devices matching
    # that specification" when there is none): the split line's first half is no devices-no-gpu
    # (tensorflow/tensorflow#57549, round 95)
    "op-no-kernel-on-device": ("devices-no-gpu",),
    "keras-version-mismatch": ("keras-import-failed",),
    "protobuf-incompatible": ("tensorflow-import-failed",),
    # a listing with two TensorFlow distributions beside an import that fails: the two wrote
    # one folder (tensorflow/tensorflow#25119). Not a DLL that failed to initialise: that is
    # the no-AVX signature as often (tensorflow#37221), and its fix names AVX and the runtime
    # (not tensorflow-api-mismatch: a removed public API, tf.Session under two TF 2 installs,
    # is the code's, not the mix's; the review of round 51's rules)
    "multiple-tensorflow-installs": ("tensorflow-import-failed",),
    # two TensorFlows' files in one folder: what the mix fails with is the symptom
    "tensorflow-install-broken": (
        "tensorflow-api-mismatch", "tensorflow-import-failed", "keras-version-mismatch",
    ),
    # (a fork() that fails for memory leaves ptxas "Failed to launch": code index 25190290412)
    "host-out-of-memory": ("process-killed-oom", "tensorflow-crashed", "ptxas-missing",
                           "ptx-jit-compilation", "dll-load-failed", "tensorflow-import-failed"),
    # the scheduler kills the tasks at the time limit ("srun: error: ...: task 0: Killed")
    "job-time-limit": ("process-killed-oom",),
    # pip: the package that cannot be had explains the resolver's complaint
    "tensorflow-gpu-deprecated": ("python-version-unsupported", "pip-dependency-conflict"),
    # no wheel for this Python is why a resolver (uv's "No solution found") gave up
    # (and a wheel of another Python's tag refused: apple/tensorflow_macos#153's cp38 wheels
    # in a 3.9 environment, beside its installer's "Python 3.8 required"; that installer's
    # line also outranks macos-arch-mismatch: explain/context_filters.py)
    "python-version-unsupported": (
        "dependency-wheel-missing", "tensorflow-not-installed", "pip-dependency-conflict",
        "wheel-not-supported",
    ),
    # (and the compiler a source build then lacked: with a wheel none is needed; docs1-q-030's
    # pycocotools, r39-0-005's numba 0.49.1 on Python 3.9; alone, as keras-retinanet's own
    # extension in fizyr/keras-retinanet#606, it is the finding)
    "dependency-wheel-missing": ("pip-dependency-conflict", "msvc-build-tools-missing"),
    # pip refused the wheel, so the import that follows finds no TensorFlow (tensorflow/
    # tensorflow#2951: a py2 wheel given to Python 3.5's pip)
    "wheel-not-supported": ("tensorflow-not-installed",),
}
