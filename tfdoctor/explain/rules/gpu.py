"""Log rules for the GPU stack: CUDA libraries, cuDNN, cuBLAS (the driver: driver.py).

Order matters inside a group ("dlopen", "cuinit"): the first matching rule of a group wins
on a line, so the specific library families come before the generic one. Verbatim real
samples for each rule, with their sources, live in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain import remedies as fix
from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.gpu_init import GPU_INIT_RULES
from tfdoctor.explain.rules.gpu_init import PIP_INSTALL_URL as _INSTALL
from tfdoctor.model import Severity

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

# "Could not load dynamic library 'X'" (TF 1.13-2.10 dso_loader.cc), "Could not dlopen
# library 'X'" (TF 1.15 era), "Couldn't open CUDA library X" (TF <= 1.4).
# TF 1.x's StatusOr, when an F-line aborts: "could not dlopen DSO: libcublas.so.10.1"
# (rstemmer/musicdb#23)
_DLOPEN = (
    r"(?:Could not (?:load dynamic|dlopen) library|Couldn't open CUDA library|could not dlopen "
    r"DSO:)\s+'?"
)
_DLERR = r"'?(?:;\s*dlerror:\s*(?P<dlerror>[^;]+))?"
_CUDA_LIBS = r"(?:cudart|cublas|cublasLt|cufft|curand|cusolver|cusparse|cupti|nvJitLink|nccl|nvrtc)"

GPU_RULES = (
    # --- a library could not be loaded (group "dlopen": the library name decides) ----
    rule(
        "tensorrt-missing",
        INFO,
        "TensorRT not found (only needed for TF-TRT)",
        _DLOPEN + r"(?P<library>(?:lib)?nvinfer[\w.]*)" + _DLERR,
        "nvinfer",
        "Nothing to do unless you use TF-TRT; then install TensorRT (pip install tensorrt)",
        group="dlopen",
    ),
    rule(
        "no-cuda-driver",
        E,
        "The NVIDIA driver library (libcuda) was not found",
        _DLOPEN + r"(?P<library>libcuda\.so(?:\.\d+)*|nvcuda\.dll)" + _DLERR,
        ("libcuda.so", "nvcuda"),
        fix.no_driver,
        group="dlopen",
    ),
    rule(
        "cudnn-missing",
        E,
        "cuDNN could not be loaded",
        _DLOPEN + r"(?P<library>(?:lib)?cudnn[\w.]*)" + _DLERR,
        "cudnn",
        fix.cudnn_missing,
        group="dlopen",
        derive=fix.lib_versions,
        url=_INSTALL,
    ),
    rule(
        "cuda-libs-missing",
        W,
        "CUDA libraries could not be loaded",
        _DLOPEN + r"(?P<library>[\w.+-]+)" + _DLERR,
        ("could not load dynamic", "could not dlopen", "couldn't open cuda library"),
        fix.cuda_libs,
        group="dlopen",
        derive=fix.lib_versions,
        url=_INSTALL,
    ),
    # Python ImportError when the TF 1.x extension links CUDA directly; the loader's own
    # words for a program linked to it (kubeflow/examples#483: "/usr/bin/
    # tensorflow_model_server: error while loading shared libraries: libcuda.so.1: cannot
    # open shared object file", the GPU build of TF Serving on a cluster without a GPU)
    rule(
        "no-cuda-driver",
        E,
        "The NVIDIA driver library (libcuda) was not found",
        r"(?:ImportError|NotFoundError|OSError|error while loading shared libraries):\s*"
        r"(?P<library>libcuda\.so[\d.]*): cannot open shared object|"
        # an issue title's words (tensorflow/tensorflow#10642: "[1.1.0-gpu image] Can't open
        # shared object file libcuda.so.1", a GPU image run without the NVIDIA runtime)
        r"(?:can't|cannot|could not) open shared object file:? (?P<library2>libcuda\.so[\d.]*)",
        ("importerror", "notfounderror", "oserror", "error while loading shared libraries",
         "open shared object file libcuda", "open shared object file: libcuda"),
        fix.no_driver,
        group="dlopen",
    ),
    rule(
        "cudnn-missing",
        E,
        "cuDNN could not be loaded",
        # (also the dlerror alone, the paste having lost "Could not load dynamic library":
        # tensorflow/tensorflow#38164, "Dlerror: libcudnn.so.7: cannot open shared object")
        r"(?:(?:ImportError|NotFoundError|OSError|^\W{0,3}(?P<bare>Error)):\s*|^\W{0,3}(?:dlerror:\s*)?)(?P<library>libcudnn[\w.]*): "
        r"cannot open shared object",
        ("importerror", "notfounderror", "oserror", "dlerror:", "error:", "libcudnn"),
        fix.cudnn_missing,
        group="dlopen",
        derive=fix.lib_versions,
    ),
    rule(
        "cuda-libs-missing",
        E,
        "CUDA libraries could not be loaded",
        r"(?:(?:ImportError|NotFoundError|OSError|^\W{0,3}(?P<bare>Error)):\s*|^\W{0,3})(?P<library>lib"
        + _CUDA_LIBS
        + r"[\w.]*): cannot open shared object",
        ("importerror", "notfounderror", "oserror", "cannot open shared object"),
        fix.cuda_libs,
        group="dlopen",
        derive=fix.lib_versions,
    ),
    # the dlerror alone at a line's start, TF's own line wrapped before it: a warning, as
    # the whole line is (TF goes on without the GPU; kundajelab/chrombpnet#49)
    rule(
        "cuda-libs-missing",
        W,
        "CUDA libraries could not be loaded",
        r"^\W{0,3}dlerror:\s*(?P<library>lib" + _CUDA_LIBS + r"[\w.]*): cannot open shared",
        "dlerror:",
        fix.cuda_libs,
        derive=fix.lib_versions,
    ),
    # TensorFlow's ./configure for a source build (third_party/gpus/cuda_configure.bzl,
    # tensorflow/tensorflow#3989: "Cannot find lib64/libcudnn.so.5 or libcudnn.so.5 under
    # /usr/local/cuda.")
    rule(
        "cudnn-missing",
        E,
        "cuDNN is not where TensorFlow's source build looks for it",
        r"Cannot find (?:\S+ or )?(?P<library>\S*libcudnn\.so[\d.]*) under (?P<where>\S+?)\.?(?=\s|$)",
        "cannot find",
        lambda v, _c: (
            f"The source build looked for {v.get('library')} under {v.get('where')}: install that "
            "cuDNN there (in a Docker build, a -cudnn -devel base image), or give ./configure "
            "the folder cuDNN is in (the cuDNN path it asks for; CUDNN_INSTALL_PATH in the "
            "environment)"
        ),
    ),
    # macOS's dyld for the TF <= 1.1 GPU builds (tensorflow/tensorflow#19720: "Library not
    # loaded: @rpath/libcublas.8.0.dylib" with the library in /usr/local/cuda/lib: System
    # Integrity Protection strips DYLD_LIBRARY_PATH; the workaround was install_name_tool;
    # TF's install_mac.md, code index 30662045: "As of version 1.2, TensorFlow no longer
    # provides GPU support on macOS.")
    rule(
        "cuda-libs-missing",
        E,
        "CUDA libraries could not be loaded",
        r"Library not loaded: @rpath/(?P<library>lib" + _CUDA_LIBS + r"[\w.]*\.dylib)",
        "library not loaded: @rpath/libcu",
        "macOS's loader did not find the CUDA library on its search path: put /usr/local/cuda/"
        "lib in DYLD_LIBRARY_PATH of the shell that starts python (System Integrity Protection "
        "drops it for programs under /usr/bin), or point the TensorFlow library at it with "
        "`install_name_tool -change @rpath/<lib> /usr/local/cuda/lib/<lib> "
        "_pywrap_tensorflow_internal.so`. TensorFlow's last macOS GPU build was 1.1; on Apple "
        "silicon the GPU is used through tensorflow-metal",
        group="dlopen",
    ),
    # TF 1.x's own check on Windows (tensorflow/python/platform/self_check.py): "Could not find
    # 'cudart64_90.dll'. TensorFlow requires that this DLL be installed in a directory that is
    # named in your %PATH%" (a source build printed "cudart64_.dll": tensorflow#30160)
    rule(
        "cudnn-missing",
        E,
        "cuDNN could not be loaded",
        r"Could not find '(?P<library>cudnn64_[\d.]*\.dll)'",
        "could not find 'cudnn64",
        fix.cudnn_missing,
        group="dlopen",
        derive=fix.lib_versions,
    ),
    rule(
        "cuda-libs-missing",
        E,
        "CUDA libraries could not be loaded",
        r"Could not find '(?P<library>(?:cudart|cublas|cufft|curand|cusolver|cusparse)64_[\d.]*\.dll)'|"
        # (a person's words: ml-agents#2170, 'error like "cudart64_90.dll" not found')
        r"\b(?P<library2>(?:cudart|cublas|cufft|curand|cusolver|cusparse)64_\d+\.dll)\W{0,3}(?:is |was )?not found",
        ("could not find 'cu", 'dll" not found', "dll not found", "dll' not found", "dll is not found"),
        fix.cuda_libs,
        group="dlopen",
        derive=fix.lib_versions,
    ),
    # cuDNN 8 sub-libraries (Windows "Error code 126", Linux "Could not load library").
    rule(
        "cudnn-missing",
        E,
        "cuDNN could not be loaded",
        r"(?:Could not load library|Unable to load any of \{)\s*(?!(?:lib)?cudnn\S*\sError: (?!\S*cudnn))(?P<library>(?:lib)?cudnn[\w.]*)",
        ("could not load library", "unable to load any of"),
        fix.cudnn_missing,
        derive=fix.lib_versions,
    ),
    rule(
        "cudnn-missing",
        E,
        "cuDNN could not be loaded (zlibwapi.dll missing)",
        r"Could not locate (?P<zlib>zlibwapi\.dll)",
        "zlibwapi",
        fix.cudnn_missing,
    ),
    rule(
        "cudnn-missing",
        E,
        "cuDNN could not be loaded",
        r"DNN library is not found|Unable to load cuDNN DSO",
        ("dnn library is not found", "unable to load cudnn"),
        fix.cudnn_missing,
        url=_INSTALL,
    ),
    # TF >= 2.13's cudart_stub.cc says this at level I when libcudart cannot be loaded
    # (pip "tensorflow" without [and-cuda], or no CUDA on the path; tensorflow#61689).
    rule(
        "cuda-libs-missing",
        W,
        "CUDA runtime not found: the GPU will not be used",
        r"Could not find cuda drivers on your machine, GPU will not be used|"
        # TF >= 2.18's cuda_executor.cc at level E, the same cause (its source: code index
        # 176018258; printed: 60854716882, 55710611564)
        r"Failed call to cudaGetRuntimeVersion: Error loading CUDA libraries",
        ("could not find cuda drivers", "failed call to cudagetruntimeversion"),
        fix.cuda_libs,
        url=_INSTALL,
    ),
    rule(
        "cuda-libs-missing",
        E,
        "GPU libraries missing: TensorFlow skipped the GPU",
        r"Cannot dlopen some GPU libraries|Skipping registering GPU devices",
        ("cannot dlopen some gpu", "skipping registering gpu"),
        fix.cuda_libs,
        url=_INSTALL,
    ),
    *GPU_INIT_RULES,
    # nvidia-smi on Windows showing a GPU in the TCC driver model: WSL2 (and graphics) see only
    # WDDM GPUs (microsoft/WSL#11865, round 127: an L40S in TCC on Windows Server 2022, "GPU
    # access blocked by the operating system" in WSL; the gatherer's name)
    rule(
        "wsl-gpu-tcc-mode",
        W,
        "The GPU is in the TCC driver model: WSL2 cannot use it",
        # (names with hyphens or cut with "...": NVIDIA A100-PCIE-40GB, Tesla V100-PCIE...)
        r"^\|\s+\d+\s+(?P<gpu>(?:NVIDIA |Tesla |Quadro )[\w .-]+?)\s+TCC\s+\|",
        " tcc ",
        lambda v, _c: (
            f"{v.get('gpu')} runs the TCC driver model, which native Windows CUDA programs can use "
            "but WSL2 cannot (it shares only WDDM GPUs): for TensorFlow in WSL2 switch it to WDDM "
            "as administrator (nvidia-smi -i 0 -dm 0, then reboot) where the GPU supports WDDM, "
            "or run Linux natively"
        ),
    ),
    # a GPU in EXCLUSIVE_THREAD compute mode: TensorFlow's threads cannot share its context
    # (tensorflow/tensorflow#526, round 131: "Check failed: CUDA_SUCCESS == dynload::
    # cuCtxSetCurrent(context) (0 vs. 216)", 216 = CUDA_ERROR_CONTEXT_ALREADY_IN_USE; the
    # StreamExecutor owner: set the compute mode to DEFAULT; the gatherer's name)
    rule(
        "gpu-compute-mode-exclusive-thread",
        E,
        "The GPU's compute mode lets one thread only use it (TensorFlow needs several)",
        r"cuCtxSetCurrent\(context\) \(0 vs\. 216\)|CUDA_ERROR_CONTEXT_ALREADY_IN_USE",
        ("(0 vs. 216)", "cuda_error_context_already_in_use"),
        "Set the GPU's compute mode to DEFAULT (sudo nvidia-smi -i 0 --compute-mode=0; a "
        "cluster's admin or scheduler may set it per job) or EXCLUSIVE_PROCESS; `nvidia-smi -q "
        "-d COMPUTE` shows it",
    ),
)
