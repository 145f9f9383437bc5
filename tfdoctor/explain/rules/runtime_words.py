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
        derive=lambda v: {"pinned": "cuda_host_bfc"},  # (host_oom's TF_GPU_HOST_MEM_LIMIT_IN_MB)
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
        "The cuDNN (or cuBLAS) loaded has no algorithm for the fused op XLA emitted: upgrade it "
        "(`pip install -U nvidia-cudnn-cu12` beside a pip TensorFlow; or the cuDNN TensorFlow pins: "
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
    # (its nvcuda.dll check too: the NVIDIA driver's own library, faroit/CountNet#5 and
    # EvilPort2/Sign-Language#16's "ImportError: Could not find 'nvcuda.dll'", the frame in
    # Anaconda's TF 1.x, tensorflow/tensorflow#36588's kind)
    rule(
        "no-cuda-driver",
        E,
        "The NVIDIA driver's library (nvcuda.dll) was not found",
        r"ctypes\.WinDLL\(build_info\.(?P<which>nvcuda)_dll_name\)|Could not find 'nvcuda\.dll'",
        ("build_info.nvcuda_dll_name", "could not find 'nvcuda.dll'"),
        "nvcuda.dll comes with the NVIDIA driver: install the driver for this GPU (nvidia.com/"
        "drivers), and check `nvidia-smi` in a new terminal; without an NVIDIA GPU, install "
        "TensorFlow's CPU package instead of the GPU one",
        group="dlopen",
        derive=lambda _v: {"raised_by_loader": True},
    ),
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
    # (and its cuDNN check: tensorflow/tensorflow#14686, "ctypes.WinDLL(build_info.cudnn_dll_name)"
    # then "OSError: [WinError 126] Could not find the specified module", TF 1.4 wanting
    # cudnn64_6.dll)
    rule(
        "cudnn-missing",
        E,
        "cuDNN could not be loaded",
        r"ctypes\.WinDLL\(build_info\.(?P<which>cudnn)_dll_name\)",
        "build_info.cudnn_dll_name",
        fix.cudnn_missing,
        group="dlopen",
        derive=lambda _v: {"raised_by_loader": True, "windows": True},  # (WinDLL: Windows only)
    ),
    # TF-TRT's stub aborting when libnvinfer (or what it needs) did not load (pythonlessons/
    # TensorFlow-2.x-YOLOv3#105, tensorflow/tensorflow#50330: "F .../nvinfer_stub.cc:49]
    # getInferLibVersion symbol not found." then "Aborted"): TensorRT is missing, not a crash
    rule(
        "tensorrt-missing",
        E,
        "TF-TRT aborted: TensorRT's library (libnvinfer) could not be loaded",
        r"nvinfer_stub\.cc:\d+\] getInferLibVersion symbol not found",
        "getinferlibversion symbol not found",
        "TF-TRT needs TensorRT and this process could not load libnvinfer (the dso_loader line "
        "above names the file, or a library it needs such as libnvrtc): install the TensorRT "
        "release this TensorFlow was built with (pip: `pip install tensorrt` of that major; "
        "NVIDIA's apt repository: libnvinfer<major>), or convert without TF-TRT",
    ),
    # a tool reaching into TF's internal classes that another release changed (onnx/tensorflow-
    # onnx#2172: tf2onnx on TF 2.13, "AttributeError: 'FuncGraph' object has no attribute
    # '_captures'"); its traceback names the tool when it is there
    rule(
        "tensorflow-api-mismatch",
        E,
        "A tool uses TensorFlow internals another release does not have",
        r"'(?P<cls>FuncGraph|ConcreteFunction|AtomicFunction|EagerTensor)' object has no attribute "
        r"'(?P<attr>_\w+)'",
        (
            "'funcgraph' object has no attribute",
            "'concretefunction' object has no attribute",
            "'atomicfunction' object has no attribute",
            "'eagertensor' object has no attribute '_",
        ),
        lambda v, _c: (
            f"{v.get('cls', 'A TensorFlow class')}.{v.get('attr', '')} is TensorFlow's private API and "
            "this release has not got it: the converter or library that asked (tf2onnx, a "
            "TFLite/TF.js converter...) was written for another TensorFlow. Install its release "
            "for this TensorFlow, or the TensorFlow it supports (its README or setup.py says)"
        ),
    ),
    # the Edge TPU runtime older than the compiler that made the model (google-coral/edgetpu
    # #435: "Package requires runtime version (14), which is newer than this runtime version
    # (13)"), or tflite_runtime older than libedgetpu (#259: "Unsupported data type in custom op
    # handler", tflite_runtime 2.1 with libedgetpu 15; 2.5 fixed it)
    rule(
        "tflite-runtime-too-old",
        E,
        "The Edge TPU runtime is older than the model, or the TFLite interpreter does not match libedgetpu",
        r"Package requires runtime version \((?P<need>\d+)\), which is newer than this runtime "
        r"version \((?P<have>\d+)\)|Unsupported data type in custom op handler|"
        # tflite_runtime 1.14 under a newer Edge TPU runtime (google-coral/examples-camera#34:
        # "tf_lite_type != kTfLiteUInt8 (2 != 3)Node number 2 (EdgeTpuDelegateForCustomOp)
        # failed to prepare."; Coral's tflite_runtime 2.1 wheel fixed it)
        r"\(EdgeTpuDelegateForCustomOp\) failed to prepare",
        ("package requires runtime version", "unsupported data type in custom op handler",
         "(edgetpudelegateforcustomop) failed to prepare"),
        lambda v, _c: (
            f"The model was compiled for Edge TPU runtime {v['need']} and libedgetpu here is "
            f"{v['have']}: upgrade the Edge TPU runtime (libedgetpu1-std/-max), or compile for "
            f"this one (`edgetpu_compiler -m {v['have']} model.tflite`)"
            if v.get("need") and v.get("have")
            else "The TFLite interpreter does not match the TensorFlow build libedgetpu was made "
            "from: use Coral's released tflite_runtime/pycoral for the installed libedgetpu; a "
            "self-built tflite_runtime, full TensorFlow's interpreter or another binding's bundled "
            "TFLite must come from that same TensorFlow commit (google-coral/edgetpu#214)"
        ),
    ),
    # Windows's own words when its page file cannot back a DLL's load (iperov/DeepFaceLab#957:
    # "ImportError: DLL load failed: Файл подкачки слишком мал для завершения операции.",
    # WinError 1455, "The paging file is too small for this operation to complete"; several
    # training processes loading TF's CUDA DLLs at once; a bigger page file fixed it)
    rule(
        "host-out-of-memory",
        E,
        "Windows's page file is too small to load a large DLL (TensorFlow's CUDA DLLs)",
        r"paging file is too small for this operation|Файл подкачки слишком мал|\[WinError 1455\]",
        ("paging file is too small", "файл подкачки", "winerror 1455"),
        "Windows could not commit memory for the DLL (CUDA DLLs, TensorFlow's or PyTorch's, are "
        "large): make "
        "the page file bigger (System > Advanced system settings > Performance > Virtual "
        "memory: system managed, or a size of several GB on a drive with room), run fewer "
        "TensorFlow processes at once, then restart the program",
    ),
    # TF on native Windows, which never runs ptxas: the driver compiles the PTX instead
    # (tensorflow/models#7640: "Internal: Invoking GPU asm compilation is supported on Cuda
    # non-Windows platforms only" then "Relying on driver to perform ptx compilation."; the
    # training went on, on the GPU)
    rule(
        "ptxas-missing",
        W,
        "TensorFlow cannot run ptxas on native Windows: the driver compiles PTX instead",
        # (TF 2.0-2.1's redzone allocator says it so: kbardool/Keras-frcnn#57, "Internal:
        # Invoking ptxas not supported on Windows")
        r"Invoking GPU asm compilation is supported on Cuda non-Windows platforms only|"
        r"Invoking ptxas not supported on Windows",
        ("supported on cuda non-windows platforms only", "invoking ptxas not supported on windows"),
        "Nothing to install: on native Windows TensorFlow never runs ptxas, so the NVIDIA driver "
        "JIT-compiles the PTX (a slower first start; a newer driver compiles better). Training "
        "goes on on the GPU; WSL2 runs TensorFlow's Linux build, which uses ptxas",
    ),
    # a kernel launch on a GPU with no memory left (kubeflow/trainer#1158: "Non-OK-status:
    # GpuLaunchKernel(FillPhiloxRandomKernelLaunch<Distribution>, ...) status: Internal: out of
    # memory" on a 2 GB GTX 1050 node; the CUDA runtime's text for cudaErrorMemoryAllocation)
    rule(
        "gpu-out-of-memory",
        E,
        "The GPU ran out of memory",
        r"GpuLaunchKernel\(.*\bstatus: Internal: out of memory\b",
        "gpulaunchkernel(",
        fix.oom,
        group="oom",
    ),
    # the hint TensorFlow appends to a ResourceExhaustedError of an allocation, seen alone
    # when the error's own line was not kept (nickliqian/cnn_captcha#73: the maintainer
    # "out of memory: lower the batch size"). The OOM line itself, when there, says on which
    # device (device.py)
    rule(
        "gpu-out-of-memory",
        E,
        "A tensor could not be allocated: out of memory (OOM)",
        r"Hint: If you want to see a list of allocated tensors when OOM happens, add "
        r"report_tensor_allocations_upon_oom",
        "report_tensor_allocations_upon_oom",
        "An allocation ran out of memory; the OOM line above the hint names the device. On "
        "the GPU: lower the batch size or model size, free the GPU (`nvidia-smi` shows other "
        "processes), export TF_FORCE_GPU_ALLOW_GROWTH=true; on the CPU (device:CPU:0): "
        "lower the batch size, or load the data in batches (tf.data) instead of all at once",
        group="oom",
    ),
    # a TF-TRT SavedModel whose serialized TensorRT engines were built elsewhere (tensorflow/
    # tensorrt#206: "Serialization Error in verifyHeader: 0 (Version tag does not match)" then
    # "Deserialize the cuda engine failed" and a segfault; built on another GPU and TensorRT
    # 7.1.3 against the Jetson's 7.1.0; converting on the Jetson fixed it)
    rule(
        "tensorrt-version-mismatch",
        E,
        "A TensorRT engine saved in the model cannot load here (another TensorRT or GPU)",
        # (not "Deserialize the cuda engine failed" alone: an engine whose custom plugin was not
        # loaded says it too, enazoe/yolo-tensorrt#157: the review of ebd791a)
        r"Serialization Error in verifyHeader: \d+ \(Version tag does not match\)",
        "version tag does not match",
        "A serialized TensorRT engine loads only with the TensorRT release and GPU architecture "
        "it was built with: convert the model (or build its engines) on this machine, or save "
        "it without prebuilt engines so TF-TRT builds them at run time",
    ),
    # CUDA used in a child that multiprocessing forked after the parent had initialised CUDA:
    # the child's driver calls answer CUDA_ERROR_NOT_INITIALIZED (tensorflow/tensorflow#57877:
    # "Failed setting context: CUDA_ERROR_NOT_INITIALIZED: initialization error" at fork;
    # mit-acl/rl_collision_avoidance#21: "could not retrieve CUDA device count: ...", fixed
    # with the 'spawn' start method)
    # (its own id from round 143: five corpus labels name it first, r82-r143)
    rule(
        "cuda-initialized-before-fork",
        E,
        "CUDA is used in a forked process after the parent initialised it",
        # (not cuInit's own failure: that is cuda-init-failed whatever the code, by name or
        # number, tests/explain/test_cuda_codes.py)
        r"(?:Failed setting context|could not retrieve CUDA device count|Failed call to cu(?!Init\b)\w+): "
        r"CUDA_ERROR_NOT_INITIALIZED\b",  # (cuDeviceGet: google-deepmind/open_spiel#1269, round 130)
        "cuda_error_not_initialized",
        "A process forked after CUDA started cannot use the GPU (the driver's context does not "
        "survive fork). Start workers with multiprocessing.set_start_method('spawn') (or "
        "'forkserver'), or import TensorFlow and touch the GPU only inside the workers",
        derive=lambda _v: {"fork": True},  # (a cause of the child's cut traceback: primary.py)
    ),
    # TF 1.x's session that could not start on its devices, the lines above often cut
    # (jade-hpc-gpu/jade-hpc-gpu.github.io#63: "InternalError: Failed to create session." on a
    # node whose GPUs are in Exclusive_Process mode, one already busy; r69D-0-002: its memory
    # taken). After any named cause above it (CUDA_ERROR_OUT_OF_MEMORY: causes.py)
    rule(
        "cuda-init-failed",
        E,
        "TensorFlow could not create its session on the GPU",
        r"InternalError: Failed to create session\b",
        "failed to create session",
        "The CUDA context could not be made on the GPU; the CUDA error above it says why: "
        "CUDA_ERROR_OUT_OF_MEMORY, another process holds the GPU's memory (`nvidia-smi`; a GPU in "
        "Exclusive_Process compute mode takes one process only: on a cluster use the GPU the "
        "scheduler gave, CUDA_VISIBLE_DEVICES); CUDA_ERROR_UNKNOWN, the driver's state (reboot, "
        "or reload nvidia_uvm); a cuInit error, CUDA itself did not start",
    ),
    # a GPU kernel failing while it runs (tensorflow/tensorflow#41169: "failed to query event:
    # CUDA_ERROR_LAUNCH_FAILED: unspecified launch failure" mid-training, fixed by another
    # NVIDIA driver); CUDA's own names and texts for a kernel's fault (cudaErrorLaunchFailure
    # "unspecified launch failure", cudaErrorIllegalAddress "an illegal memory access was
    # encountered"): below TensorFlow, as check's device-op-failed says of its matmul
    rule(
        "device-op-failed",
        E,
        "A GPU kernel failed while running (a fault below TensorFlow: driver, GPU or kernel)",
        r"CUDA_ERROR_(?:LAUNCH_FAILED|ILLEGAL_ADDRESS|ILLEGAL_INSTRUCTION|HARDWARE_STACK_ERROR|"
        r"ECC_UNCORRECTABLE)\b|an illegal memory access was encountered",
        ("cuda_error_", "illegal memory access"),
        "A kernel faulted on the GPU: update the NVIDIA driver (another driver fixed "
        "tensorflow/tensorflow#41169's launch failures), check the GPU's health (`dmesg | grep "
        "-i xid`, temperatures, no overclock), and try without XLA (TF_XLA_FLAGS="
        "--tf_xla_auto_jit=0) or with a smaller batch; if one op always fails, report it with "
        "the op's name",
    ),
)
