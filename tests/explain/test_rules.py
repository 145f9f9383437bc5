"""Every rule of the log table against verbatim real lines (source cited per sample).

"code index N" = a public GitHub file found through the search tool's code index, which
does not expose the repository (N is its file id).
"""

from __future__ import annotations

import pytest

from tfdoctor.explain.engine import explain_text
from tfdoctor.explain.rules import RULE_IDS, RULES
from tfdoctor.model import Severity

S = pytest.param
SAMPLES = [
    # --- cuda-libs-missing
    S(
        "2021-02-10 12:57:07.427237: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory",
        "cuda-libs-missing",
        {"library": "libcudart.so.11.0", "cuda": "11.0"},
        id="cudart-11-tf45930",
    ),
    S(
        "2019-12-01 20:12:55.597639: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'cudart64_101.dll'; dlerror: cudart64_101.dll not found",
        "cuda-libs-missing",
        {"library": "cudart64_101.dll", "cuda": "10.1"},
        id="cudart-windows-dll-tf34736",
    ),
    S(
        "2024-06-19 16:06:44.996032: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic library 'libcusolver.so.11'; dlerror: libnvJitLink.so.12: cannot open shared object file: No such file or directory",
        "cuda-libs-missing",
        {"library": "libcusolver.so.11", "cuda": "11"},
        id="cusolver-nvjitlink-nvtf110",
    ),
    S(
        "W tensorflow/core/common_runtime/gpu/gpu_device.cc:1956] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.",
        "cuda-libs-missing",
        {},
        id="cannot-dlopen-tf60646",
    ),
    # --- cudnn-missing
    S(
        "W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No such file or directory; LD_LI",
        "cudnn-missing",
        {"library": "libcudnn.so.8", "cudnn": "8"},
        id="cudnn8-tf60854",
    ),
    S(
        "Could not load library cudnn_cnn_infer64_8.dll. Error code 126",
        "cudnn-missing",
        {"library": "cudnn_cnn_infer64_8.dll", "cudnn": "8"},
        id="cudnn-windows-whisper-ctranslate2-41",
    ),
    S(
        "Could not locate zlibwapi.dll. Please make sure it is in your library path!",
        "cudnn-missing",
        {"zlib": "zlibwapi.dll"},
        id="zlibwapi-darknet8551",
    ),
    S(
        "2023-12-15 14:08:10.099963: W tensorflow/core/framework/op_kernel.cc:1839] OP_REQUIRES failed at conv_ops_impl.h:1199 : UNIMPLEMENTED: DNN library is not found.",
        "cudnn-missing",
        {},
        id="dnn-not-found-movie-asd3",
    ),
    S(
        "I tensorflow/stream_executor/dso_loader.cc:126] Couldn't open CUDA library libcudnn.so.5. LD_LIBRARY_PATH: /usr/local/cuda-8.0/lib64",
        "cudnn-missing",
        {"library": "libcudnn.so.5"},
        id="cudnn5-tf1x-tf62",
    ),
    # --- cudnn-version-mismatch
    S(
        "2021-10-13 17:19:29.385716: E tensorflow/stream_executor/cuda/cuda_dnn.cc:362] Loaded runtime CuDNN library: 8.0.4 but source was compiled with: 8.1.0.  CuDNN library needs to have matching major version and equal or higher minor version.",
        "cudnn-version-mismatch",
        {"loaded": "8.0.4", "compiled": "8.1.0"},
        id="cudnn-804-810-deeplab2-66",
    ),
    S(
        "E0000 00:00:1738697930.202924    7665 cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.1.0 but source was compiled with: 9.3.0.  CuDNN library needs to have matching major version and equal or higher minor version.",
        "cudnn-version-mismatch",
        {"loaded": "9.1.0", "compiled": "9.3.0"},
        id="cudnn9-absl-tf60913",
    ),
    S(
        "E tensorflow/stream_executor/cuda/cuda_dnn.cc:378] Loaded runtime CuDNN library: 7201 (compatibility version 7200) but source was compiled with 7004 (compatibility version 7000).",
        "cudnn-version-mismatch",
        {"loaded": "7201", "compiled": "7004"},
        id="cudnn-7xxx-faster-rcnn436",
    ),
    # --- cudnn-init-failed
    S(
        "2020-06-21 14:35:28.215703: E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR",
        "cudnn-init-failed",
        {"status": "CUDNN_STATUS_INTERNAL_ERROR"},
        id="cudnn-handle-tf40646",
    ),
    S(
        "2025-02-04 20:38:50.230519: W tensorflow/core/framework/op_kernel.cc:1841] OP_REQUIRES failed at xla_ops.cc:577 : FAILED_PRECONDITION: DNN library initialization failed. Look at the errors above for more details.",
        "cudnn-init-failed",
        {},
        id="dnn-init-failed-tf60913",
    ),
    S(
        "tensorflow.python.framework.errors_impl.UnknownError: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.",
        "cudnn-init-failed",
        {},
        id="conv-algorithm-code-index-15035841298",
    ),
    # --- cublas-init-failed
    S(
        "2019-07-21 23:23:06.224853: E tensorflow/stream_executor/cuda/cuda_blas.cc:238] failed to create cublas handle: CUBLAS_STATUS_NOT_INITIALIZED",
        "cublas-init-failed",
        {"status": "CUBLAS_STATUS_NOT_INITIALIZED"},
        id="cublas-tf30912",
    ),
    # --- no-cuda-driver
    S(
        "2020-06-17 16:36:05.469811: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such file or directory",
        "no-cuda-driver",
        {"library": "libcuda.so.1"},
        id="libcuda-directml18",
    ),
    S(
        "2020-06-17 16:36:05.470029: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:156] kernel driver does not appear to be running on this host (MAKERPC): /proc/driver/nvidia/version does not exist",
        "no-cuda-driver",
        {},
        id="kernel-driver-not-running-directml18",
    ),
    S(
        "2022-07-07 15:53:15.984388: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:200] libcuda reported version is: NOT_FOUND: was unable to find libcuda.so DSO loaded into this program",
        "no-cuda-driver",
        {},
        id="libcuda-not-found-feedstock257",
    ),
    # --- cuda-init-failed / no-gpu-device / driver-*
    S(
        "tensorflow/stream_executor/cuda/cuda_driver.cc:318] failed call to cuInit: CUDA_ERROR_UNKNOWN: unknown error",
        "cuda-init-failed",
        {"error": "CUDA_ERROR_UNKNOWN"},
        id="cuinit-unknown-tf41937",
    ),
    S(
        "2022-07-07 15:53:15.984343: W tensorflow/stream_executor/cuda/cuda_driver.cc:269] failed call to cuInit: UNKNOWN ERROR (303)",
        "cuda-init-failed",
        {"error": "UNKNOWN ERROR (303)"},
        id="cuinit-303-feedstock257",
    ),
    S(
        "2022-12-06 13:53:27.591033: E tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:267] failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected",
        "no-gpu-device",
        {},
        id="no-device-wsl9272",
    ),
    S("Num GPUs: 0", "no-gpu-device", {}, id="num-gpus-0-tf38990"),
    S("GPU is NOT AVAILABLE", "no-gpu-device", {}, id="gpu-not-available-tf60237"),
    S(
        "I tensorflow/core/common_runtime/gpu/gpu_init.cc:81] No GPU devices available on machine.",
        "no-gpu-device",
        {},
        id="no-gpu-devices-tf4768",
    ),
    S(
        "2018-03-23 11:55:55.959970: E tensorflow/stream_executor/cuda/cuda_dnn.cc:393] possibly insufficient driver version: 384.69.0",
        "driver-too-old",
        {"driver": "384.69.0"},
        id="insufficient-driver-qanet5",
    ),
    S(
        "Failed to initialize CUDA device #105: CUDA driver version is insufficient for CUDA runtime version",
        "driver-too-old",
        {},
        id="insufficient-runtime-tf8526",
    ),
    S(
        ">> cudaGetDevice() failed. Status: CUDA driver version is insufficient for CUDA runtime version",
        "cuda-init-failed",
        {"status": "CUDA driver version is insufficient for CUDA runtime version"},
        id="cudagetdevice-jade-hpc81",
    ),
    S(
        "[AVHWDeviceContext @ 0x5e0293d1aa00] cu->cuInit(0) failed -> CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE: forward compatibility was attempted on non supported HW",
        "driver-too-old",
        {},
        id="compat-not-supported-libopenshot955",
    ),
    S(
        "E tensorflow/stream_executor/cuda/cuda_diagnostics.cc:296] kernel version 352.63.0 does not match DSO version 361.93.2 -- cannot find working devices in this configuration",
        "driver-library-mismatch",
        {"kernel": "352.63.0", "dso": "361.93.2"},
        id="dso-mismatch-tf4768",
    ),
    S(
        "Failed to initialize NVML: Driver/library version mismatch",
        "driver-library-mismatch",
        {},
        id="nvml-mismatch-fixtures-real-570",
    ),
    # --- compute capability / PTX
    S(
        "2018-03-05 13:43:54.533246: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1283] Ignoring visible gpu device (device: 0, name: Quadro K2000M, pci bus id: 0000:01:00.0, compute capability: 3.0) with Cuda compute capability 3.0. The minimum required Cuda capability is 3.5.",
        "compute-capability-unsupported",
        {"compute_capability": "3.0", "minimum": "3.5"},
        id="cc30-tf17445",
    ),
    S(
        "tensorflow.python.framework.errors_impl.InternalError: Failed to load in-memory CUBIN: CUDA_ERROR_NO_BINARY_FOR_GPU: no kernel image is available for execution on the device [Op:Abs]",
        "compute-capability-unsupported",
        {},
        id="no-binary-for-gpu-tf47058",
    ),
    S(
        "TF 2.4.0 build from source gets InternalError: CUDA runtime implicit initialization on GPU:0 failed. Status: device kernel image is invalid",
        "compute-capability-unsupported",
        {},
        id="kernel-image-invalid-tf41976",
    ),
    S(
        "W0000 00:00:1753232013.685876   24341 gpu_device.cc:2431] TensorFlow was not built with CUDA kernel binaries compatible with compute capability 12.0. CUDA kernels will be jit-compiled from PTX, which could take 30 minutes or longer.",
        "ptx-jit-compilation",
        {"compute_capability": "12.0"},
        id="ptx-jit-absl-tf97387",
    ),
    # --- memory
    S(
        "2021-03-04 10:30:24.114464: E tensorflow/stream_executor/cuda/cuda_driver.cc:806] failed to allocate 2.53G (2715310336 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory",
        "gpu-out-of-memory",
        {"requested": "2.53G", "bytes": "2715310336"},
        id="oom-alloc-deepgraphpose7",
    ),
    S(
        "  (0) Resource exhausted: OOM when allocating tensor with shape[16,112,112,147] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc",
        "gpu-out-of-memory",
        {"shape": "16,112,112,147", "dtype": "float"},
        id="oom-shape-azure-mln880",
    ),
    S(
        r"2017-11-03 11:34:30.628747: E C:\tf_jenkins\home\workspace\rel-win\M\windows-gpu\PY\35\tensorflow\stream_executor\cuda\cuda_driver.cc:924] failed to allocate 1.97G (2120187392 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY",
        "gpu-out-of-memory",
        {"requested": "1.97G"},
        id="oom-windows-path-tf14231",
    ),
    # --- XLA
    S(
        "2024-01-08 21:30:47.213628: W external/local_xla/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:504] Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice. This may result in compilation or runtime failures, if the program we try to run uses routines from libdevice.",
        "xla-libdevice-missing",
        {"path": "${CUDA_DIR}/nvvm/libdevice"},
        id="libdevice-dir-gpu-jupyter129",
    ),
    S(
        "RuntimeError: Internal: libdevice not found at ./libdevice.10.bc",
        "xla-libdevice-missing",
        {"path": "./libdevice.10.bc"},
        id="libdevice-not-found-jax6323",
    ),
    S(
        "2019-12-30 12:52:15.338250: W tensorflow/core/framework/op_kernel.cc:1655] OP_REQUIRES failed at xla_compile_on_demand_op.cc:220 : Not found: ./bin/ptxas not found",
        "ptxas-missing",
        {"path": "./bin/ptxas"},
        id="ptxas-not-found-tf35423",
    ),
    S("Couldn't invoke ptxas", "ptxas-missing", {}, id="invoke-ptxas-gpu-jupyter93"),
    S(
        "2023-09-26 23:49:25.317533: W external/xla/xla/stream_executor/gpu/redzone_allocator.cc:322] UNIMPLEMENTED: ptxas ptxas too old. Falling back to the driver to compile.",
        "ptxas-too-old",
        {},
        id="ptxas-too-old-xla5932",
    ),
    S(
        "2023-09-26 23:49:25.317379: W external/xla/xla/stream_executor/gpu/asm_compiler.cc:231] Falling back to the CUDA driver for PTX compilation; ptxas does not support CC 9.0",
        "ptxas-too-old",
        {"compute_capability": "9.0"},
        id="ptxas-cc90-xla5932",
    ),
    S(
        "2021-02-04 08:52:12.943009: W tensorflow/stream_executor/gpu/asm_compiler.cc:235] Your CUDA software stack is old. We fallback to the NVIDIA driver for some compilation. Update your CUDA version to get the best performance. The ptxas error was: ptxas fatal   : Value 'sm_86' is not defined for option 'gpu-name'",
        "ptxas-too-old",
        {"sm": "sm_86"},
        id="ptxas-sm86-tf46933",
    ),
    S(
        "2022-06-28 19:26:35.110279: W external/org_tensorflow/tensorflow/stream_executor/gpu/asm_compiler.cc:111] *** WARNING *** You are using ptxas 11.0.221, which is older than 11.1. ptxas before 11.1 is known to miscompile XLA code, leading to incorrect results or invalid-address errors.",
        "ptxas-too-old",
        {"ptxas": "11.0.221", "required": "11.1"},
        id="ptxas-110-flax2249",
    ),
    # --- Python packaging
    S(
        "ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)",
        "python-version-unsupported",
        {"package": "tensorflow", "versions": "none"},
        id="no-wheel-tf62054",
    ),
    S(
        "ERROR: No matching distribution found for tensorflow",
        "python-version-unsupported",
        {"package": "tensorflow"},
        id="no-distribution-tf62054",
    ),
    S(
        '      The "tensorflow-gpu" package has been removed!',
        "tensorflow-gpu-deprecated",
        {},
        id="tf-gpu-removed-pyhpc17",
    ),
    S(
        "A module that was compiled using NumPy 1.x cannot be run in\nNumPy 2.0.0 as it may crash. To support both 1.x and 2.x",
        "numpy-abi-mismatch",
        {"numpy": "2.0.0"},
        id="numpy2-two-lines-exo109",
    ),
    S("AttributeError: _ARRAY_API not found", "numpy-abi-mismatch", {}, id="array-api-vipe42"),
    S(
        "ValueError: numpy.dtype size changed, may indicate binary incompatibility. Expected 96 from C header, got 88 from PyObject",
        "numpy-abi-mismatch",
        {},
        id="dtype-size-code-index-54876235112",
    ),
    S(
        "TypeError: Descriptors cannot not be created directly.",
        "protobuf-incompatible",
        {},
        id="descriptors-tf56266",
    ),
    S(
        # tests/data/tf-2.15.1/tf_probe.stderr (TF 2.15.1, the XLA test on the CPU)
        "2026-11-23 11:26:15.696851: E external/local_xla/xla/stream_executor/stream_executor_internal.h:177] SetPriority unimplemented for this stream.",
        "benign-stream-priority",
        {},
        id="setpriority-tf2.15.1-xla-cpu",
    ),
    S(
        # tests/data/tf-2.15.1-protobuf7/tf_probe.stderr (TF 2.15.1 + protobuf 7.36.2)
        "AttributeError: 'MessageFactory' object has no attribute 'GetPrototype'",
        "protobuf-incompatible",
        {},
        id="getprototype-tf2.15.1-protobuf7",
    ),
    S(
        "Detected incompatible Protobuf Gencode/Runtime versions when loading Principal:",
        "protobuf-incompatible",
        {},
        id="gencode-runtime-code-index-68436031940",
    ),
    S(
        "ValueError: A KerasTensor cannot be used as input to a TensorFlow function. A KerasTensor is a symbolic placeholder for a shape and dtype, used when constructing Keras Functional models or Keras Functions.",
        "keras-version-mismatch",
        {},
        id="kerastensor-deepface1121",
    ),
    S(
        "ImportError: keras.optimizers.legacy is not supported in Keras 3. When using tf.keras, to continue using a tf.keras.optimizers.legacy optimizer, you can install the tf_keras package (Keras 2) and set the environment variable TF_USE_LEGACY_KERAS=True to configure TensorFlow to use tf_keras when accessing tf.keras.",
        "keras-version-mismatch",
        {},
        id="optimizers-legacy-nonlincausality11",
    ),
    S(
        "ValueError: Your currently installed version of Keras is Keras 3, but this is not yet supported in Transformers. Please install the backwards-compatible tf-keras package with `pip install tf-k",
        "keras-version-mismatch",
        {},
        id="transformers-keras3-36410",
    ),
    S(
        "ModuleNotFoundError: No module named 'keras.src.legacy'",
        "keras-version-mismatch",
        {"module": "keras.src.legacy"},
        id="keras-src-legacy-classification-models-3d-26",
    ),
    S(
        "ValueError: File format not supported: filepath=/tmp/checkpoint. Keras 3 only supports V3 `.keras` files and legacy H5 format files (`.h5` ext",
        "keras-version-mismatch",
        {},
        id="keras3-savedmodel-code-index-70877306490",
    ),
    S(
        "ImportError: Could not find the DLL(s) 'msvcp140.dll or msvcp140_1.dll'. TensorFlow requires that these DLLs be installed in a directory that is named in your %PATH% environment variable.",
        "windows-msvc-runtime-missing",
        {"library": "msvcp140.dll or msvcp140_1.dll"},
        id="msvcp-tf38262",
    ),
    # --- CPU
    S("Illegal instruction (core dumped)", "cpu-missing-avx", {}, id="sigill-tf62342"),
    S(
        "2019-04-09 02:01:27.898877: F tensorflow/core/platform/cpu_feature_guard.cc:37] The TensorFlow library was compiled to use AVX instructions, but these aren't available on your machine.",
        "cpu-missing-avx",
        {"instructions": "AVX"},
        id="avx-guard-code-index-47836387055",
    ),
    # --- TensorRT and benign noise (info)
    S(
        "2023-02-20 11:35:53.200200: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libnvinfer.so.7'; dlerror: libnvinfer.so.7: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/cuda-10.0/lib64:/usr/local/cuda-10.0/extras/CUPTI/lib64:/$",
        "tensorrt-missing",
        {"library": "libnvinfer.so.7"},
        id="nvinfer-deeplabcut2115",
    ),
    S(
        "2024-05-10 11:33:15.185131: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT",
        "tensorrt-missing",
        {},
        id="tftrt-llamafactory3673",
    ),
    S(
        "2020-07-13 19:17:18.151914: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:30] Cannot dlopen some TensorRT libraries. If you would like to use Nvidia GPU with TensorRT, please make sure the missing libraries mentioned above are installed properly.",
        "tensorrt-missing",
        {},
        id="trt-dlopen-elasticdl2160",
    ),
    S(
        "2021-11-24 09:01:58.877869: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:937] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero",
        "benign-numa",
        {},
        id="numa-tf53184",
    ),
    S(
        "2023-07-12 14:59:25.260129: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:981] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node",
        "benign-numa",
        {},
        id="numa-wsl10277",
    ),
    S(
        "2024-08-29 I tensorflow/core/util/port.cc:153] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.",
        "benign-onednn",
        {},
        id="onednn-forge1573",
    ),
    S(
        "2018-10-25 12:10:00.651103: I tensorflow/core/platform/cpu_feature_guard.cc:141] Your CPU supports instructions that this TensorFlow binary was not compiled to use: SSE4.1 SSE4.2 AVX AVX2 FMA",
        "benign-cpu-features",
        {},
        id="cpu-guard-old-tf23263",
    ),
    S(
        "2023-12-29 16:17:51.727737: I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.",
        "benign-cpu-features",
        {},
        id="cpu-guard-new-feedstock365",
    ),
    S(
        "2024-08-15 02:53:40.365851: E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:8454] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered",
        "benign-factory-registration",
        {"plugin": "cuDNN"},
        id="factory-cudnn-tf-guide-gpu",
    ),
    S(
        "W0000 00:00:1753176247.520234   34999 computation_placer.cc:177] computation placer already registered. Please check linkage and avoid linking the same target more than once.",
        "benign-factory-registration",
        {},
        id="computation-placer-code-index-22432086452",
    ),
    S(
        "WARNING: All log messages before absl::InitializeLog() is called are written to STDERR",
        "benign-absl-log-init",
        {},
        id="absl-init-tf-guide-gpu",
    ),
]


@pytest.mark.parametrize("line, fid, values", SAMPLES)
def test_sample_line_gives_its_id_and_values(line: str, fid: str, values: dict) -> None:
    findings = {f.id: f for f in explain_text(line)}
    assert fid in findings, f"{fid} not in {list(findings)}"
    for key, want in values.items():
        assert findings[fid].values.get(key) == want, (key, findings[fid].values)


def test_every_rule_id_has_a_real_sample() -> None:
    sampled = {p.values[1] for p in SAMPLES}
    derived = {"cuda-version-mismatch", "wsl-libcuda-missing", "windows-native-gpu-unsupported"}
    assert set(RULE_IDS) - derived <= sampled


def test_issue_ids_are_all_produced_by_the_table() -> None:
    issue_ids = """cuda-libs-missing cuda-version-mismatch cudnn-missing cudnn-version-mismatch
    cudnn-init-failed no-cuda-driver driver-too-old driver-library-mismatch no-gpu-device
    cuda-init-failed gpu-out-of-memory xla-libdevice-missing ptxas-missing ptxas-too-old
    compute-capability-unsupported ptx-jit-compilation cpu-missing-avx wsl-libcuda-missing
    windows-native-gpu-unsupported windows-msvc-runtime-missing python-version-unsupported
    tensorflow-gpu-deprecated numpy-abi-mismatch protobuf-incompatible keras-version-mismatch
    tensorrt-missing benign-numa benign-onednn benign-cpu-features benign-factory-registration"""
    assert set(issue_ids.split()) <= set(RULE_IDS)


def test_benign_rules_are_info_and_ids_are_kebab_case() -> None:
    for r in RULES:
        assert r.id == r.id.lower() and " " not in r.id
        if r.id.startswith("benign-") or r.id == "tensorrt-missing":
            assert r.severity is Severity.INFO


@pytest.mark.parametrize(
    "line",
    [
        # healthy lines that share words with the rules must stay silent
        S(
            "2020-02-23 23:33:02.694777: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library nvcuda.dll",
            id="nvcuda-opened-models7640",
        ),
        S(
            "2021-01-05 20:03:46.956071: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cudnn64_8.dll",
            id="cudnn-opened-tf46091",
        ),
        S("Num GPUs Available:  1", id="one-gpu-tf53184"),
        S(
            "2025-12-04 21:38:51.928805: I tensorflow/core/common_runtime/gpu/gpu_device.cc:2021] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 138533 MB memory:  -> device: 0, name: NVIDIA H200, pci bus id: 0000:04:00.0, compute capability: 9.0",
            id="created-device-h200",
        ),
    ],
)
def test_healthy_lines_give_nothing(line: str) -> None:
    assert explain_text(line) == []
