"""Log rules for the stacks around TensorFlow's Python wheel on NVIDIA: AMD's ROCm builds,
Intel's extension, the C library the Go, Rust and Java bindings load, Bazel builds from
source, and R's packages. Samples (tests/explain/test_rules.py): round 29's threads.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity
from tfdoctor.probes.driver.parse import (
    cuda_from_nvml_int,  # (cudaDriverGetVersion's int, NVML's encoding)
)

E, W = Severity.ERROR, Severity.WARNING

_LANG_C = "https://www.tensorflow.org/install/lang_c"

STACK_RULES = (
    # tensorflow-rocm skipping an AMD GPU whose gfx target its build lacks (ROCm/tensorflow-
    # upstream#2404: "Ignoring visible gpu device (... Radeon RX 7900 XTX ...) with AMDGPU
    # version : gfx1100. The supported AMDGPU versions are gfx1030gfx1100, gfx900, ...": that
    # build's list missed a comma, fixed in a later build)
    rule(
        "compute-capability-unsupported",
        W,
        "This ROCm build of TensorFlow skips this AMD GPU (its gfx target is not in the build)",
        r"Ignoring visible gpu device \((?P<device>[^)]*)\) with AMDGPU version\s*:\s*"
        r"(?P<gfx>gfx\w+)\. The supported AMDGPU versions are "
        # (not when the GPU's own target is glued to another: rocm-arch-list-typo, the review of
        # the twelfth session: the two remedies contradicted each other on one line)
        r"(?![^\n]*(?:\bgfx\w+(?P=gfx)\b|\b(?P=gfx)gfx\w+))(?P<supported>.*)",
        "with amdgpu version",
        lambda v, _c: (
            f"This tensorflow-rocm build has no kernels for {v.get('gfx')}: install a "
            "tensorflow-rocm release built for it (AMD's release notes list each build's gfx "
            "targets), or set HSA_OVERRIDE_GFX_VERSION to a supported target of the same "
            "family at your own risk. If the list above shows your target glued to another "
            "(2.14.0.600's 'gfx1030gfx1100'), that build's list is broken: take a later one"
        ),
    ),
    # a tensorflow-rocm wheel built for another ROCm release than the one installed (ROCm/
    # legacy-rocm-build#1126: "ImportError: libmcwamp.so.3: cannot open shared object file"
    # after ROCm 3.5 dropped HCC; the fix: the tensorflow-rocm release built with ROCm 3.5)
    rule(
        "rocm-version-mismatch",
        E,
        "tensorflow-rocm was built for another ROCm release than the one installed",
        r"ImportError: (?P<library>lib(?:mcwamp|hip_hcc|amdhip64|rocblas|MIOpen|rccl|"
        r"hsa-runtime64|rocfft|hipfft|rocrand|hiprand|rocsolver|hipsparse|roctracer64)"
        r"\.so[\d.]*): cannot open shared object file",
        "cannot open shared object file",
        # (first the loader's path: ROCm/legacy-rocm-build#1852's libhsa-runtime64.so.1 was in
        # /opt/rocm/lib, off the path; `export LD_LIBRARY_PATH=/opt/rocm/lib` fixed it)
        lambda v, _c: (
            f"{v.get('library')} is a ROCm library this tensorflow-rocm wheel was linked against. "
            f"If ROCm has it (`ls /opt/rocm/lib/{v.get('library')}*`), put that folder on the "
            "loader's path: export LD_LIBRARY_PATH=/opt/rocm/lib (or add it to /etc/ld.so.conf.d "
            "and run `sudo ldconfig`). If ROCm has it under another number, the wheel was built "
            "for another ROCm: install the tensorflow-rocm release built for the installed ROCm "
            "(AMD's compatibility table), or that ROCm; with no ROCm on this machine, install "
            "ROCm or use the plain tensorflow wheel"
        ),
    ),
    # ROCm's or CUDA's configure step of a source build not finding a library of the
    # installed release (rocm-arch/tensorflow-rocm#5: "ROCm Configuration Error: Cannot find
    # rocm library hip_hcc", renamed in newer ROCm; patched upstream)
    rule(
        "bazel-gpu-config-failed",
        E,
        "The source build's GPU configure step cannot find a library of this CUDA/ROCm",
        r"(?P<stack>ROCm|CUDA|Cuda) Configuration Error: (?P<what>(?:Cannot find|Could not find|"
        r"No library found|Cannot open|Failed to find).+)|"
        # TF 2.3's cuda_configure.bzl without that prefix (tensorflow/tensorflow#45001: "No library
        # found under: /usr/local/cuda-11.1/targets/x86_64-linux/lib/libcudart.so.11.1", CUDA 11.x's
        # libcudart being .so.11.0, after "Repository command failed")
        r"^\W{0,3}(?P<what2>No library found under: \S*(?P<stack2>cuda|rocm)\S*)",
        ("configuration error:", "no library found under:"),
        lambda v, _c: (
            f"TensorFlow's {v.get('stack')} configure script looks for the libraries of the "
            f"{v.get('stack')} releases this TensorFlow source knows ({v.get('what')}): build a "
            f"TensorFlow version made for the installed {v.get('stack')}, install the one the "
            "source expects, or point it at the right install (ROCM_PATH / TF_CUDA_PATHS)"
            + ("; ./configure's CUDA version as the library names it: 11, not 11.1"
               if "libcudart.so.11." in str(v.get("what")) else "")
        ),
        derive=lambda v: {"stack": {"cuda": "CUDA", "rocm": "ROCm"}.get(str(v.get("stack")).lower(), v.get("stack"))},
    ),
    # the compile finding no header in the CUDA repository Bazel's configure makes
    # (tensorflow/tensorflow#89272: "external/local_xla/xla/stream_executor/cuda/cuda_status.h:
    # 22:10: fatal error: 'third_party/gpus/cuda/include/cuda.h' file not found", a build for
    # an RTX 50; from TF 2.18 the CUDA build is hermetic: .bazelrc's build:cuda sets
    # HERMETIC_CUDA_VERSION / HERMETIC_CUDNN_VERSION, tensorflow/tensorflow 44d2b7f)
    rule(
        "bazel-gpu-config-failed",
        E,
        "The source build's CUDA configuration gave the compiler no CUDA headers",
        # (not a custom op built against the pip wheel's include tree: tensorflow/custom-op's
        # README, custom-op-compile-failed)
        r"^(?!.*packages[\\/]tensorflow[\\/]include).*?"
        r"fatal error: '?(?P<header>third_party/gpus/(?:cuda|cudnn|nccl)\S*?)'?:? "
        r"(?:file not found|No such file or directory)",
        "third_party/gpus/",
        lambda v, _c: (
            f"Bazel's CUDA repository has no {v.get('header')}: the build ran without a working "
            "CUDA configuration. Build with --config=cuda after ./configure (TF_NEED_CUDA=1); "
            "from TF 2.18 the CUDA and cuDNN come from Bazel's hermetic download "
            "(HERMETIC_CUDA_VERSION / HERMETIC_CUDNN_VERSION, .bazelrc), then `bazel clean "
            "--expunge` and build again; or install a released wheel (pip install "
            "'tensorflow[and-cuda]')"
        ),
    ),
    # TensorFlow's ./configure refusing the Bazel it finds (samjabrahams/tensorflow-on-raspberry-
    # pi#126, tensorflow/tensorflow#24101: "Please upgrade your bazel installation to version
    # 0.19.0 or higher"; bazelbuild/bazel#7340, rocm-arch/tensorflow-rocm#38: "Please downgrade
    # ... to version 4.99.0 or lower to build TensorFlow!")
    rule(
        "bazel-version-mismatch",
        E,
        "This TensorFlow source does not build with the installed Bazel",
        r"Please (?P<way>upgrade|downgrade) your bazel installation to version (?P<bound>[\d.]+) "
        r"or (?:higher|lower) to build TensorFlow",
        "your bazel installation to version",
        lambda v, _c: (
            f"Use a Bazel {'>=' if v.get('way') == 'upgrade' else '<='} {v.get('bound')}: the "
            "simplest is Bazelisk, which runs the version in the source's .bazelversion "
            "(install bazelisk as `bazel`), or that release from "
            "https://github.com/bazelbuild/bazel/releases"
        ),
    ),
    # Intel's extension built for another TensorFlow: its kernels collide at load (intel/
    # intel-extension-for-tensorflow#51: "Op: _QuantizedMaxPool3D is already registered in
    # Tensorflow" then "Check failed: false Multiple KernelCreateFunc registration"). ITEX
    # 2.13.0.0's METADATA requires tensorflow==2.13, 2.14.0.1 ~=2.14.0; 1.1.0 only >=2.10
    rule(
        "tensorflow-companion-mismatch",
        E,
        "Intel Extension for TensorFlow was built for another TensorFlow release",
        r"Multiple KernelCreateFunc registration|itex/core/ops/op_init\.cc:\d+\] Op: \w+ is "
        r"already registered in Tensorflow",
        ("multiple kernelcreatefunc registration", "is already registered in tensorflow"),
        "Pair them as the extension's METADATA does: TF 2.13-2.15 take "
        'intel-extension-for-tensorflow[cpu]==X.Y.* of the same X.Y (2.13.0.0 pins '
        "tensorflow==2.13.0; [xpu] or [gpu] instead of [cpu] for an Intel GPU); TF 2.10-2.12 "
        "the 1.x release its notes name; no release exists for TF 2.16+ (the newest is "
        "2.15.0.x): use TF 2.15 with it. `pip list | grep -i tensorflow` must show one "
        "TensorFlow",
    ),
    # the TensorFlow C library a binding loads or links (src-d/hercules#80, tensorflow/rust
    # #375: "error while loading shared libraries: libtensorflow.so" / "libtensorflow_
    # framework.so.2"; galeone/tfgo#30: "ld: library not found for -ltensorflow";
    # photoprism/photoprism#125: "can't find -ltensorflow")
    rule(
        "libtensorflow-c-missing",
        E,
        "The TensorFlow (or TFLite) C library is not installed where the loader looks",
        # (and TFLite's C library a Go or Rust binding links: mattn/go-tflite#42,
        # "libtensorflowlite_c.so: cannot open shared object file", built with CMake to fix it)
        r"error while loading shared libraries: (?P<library>libtensorflow(?:_framework|lite_c)?\.so[\d.]*)"
        r"|library not found for -ltensorflow(?:_framework)?\b|can(?:no|')t find "
        r"-ltensorflow(?:_framework)?\b",
        ("error while loading shared libraries: libtensorflow", "-ltensorflow"),
        lambda v, _c: (
            "Build TFLite's C library (https://www.tensorflow.org/lite/guide/build_cmake) and put "
            "libtensorflowlite_c.so where the loader looks (/usr/local/lib, then sudo ldconfig), "
            "or its folder on LD_LIBRARY_PATH"
            if "lite_c" in str(v.get("library") or "") else
            "Install the TensorFlow C library (" + _LANG_C + "): extract libtensorflow-cpu (or "
            "-gpu) for your OS into /usr/local and run sudo ldconfig (macOS: brew install "
            "libtensorflow), or point LD_LIBRARY_PATH / DYLD_LIBRARY_PATH (and LIBRARY_PATH for "
            "the linker) at its lib folder; a Rust build's copy under target/.../out is not on the "
            "loader's path"
        ),
    ),
    # the Java binding without its native part (tensorflow/tensorflow#18982: "Cannot find
    # TensorFlow native library for OS: windows, architecture: x86", a 32-bit JVM; interpss/
    # DeepMachineLearning#9: architecture x86_64 with only libtensorflow.jar on the classpath)
    rule(
        "tensorflow-32bit-unsupported",
        E,
        "A 32-bit Java runs TensorFlow, which ships 64-bit native libraries only",
        r"Cannot find TensorFlow native library for OS: \w+, architecture: (?:x86|i386|i686)\.",
        "cannot find tensorflow native library",
        "Run it on a 64-bit JDK/JRE (java -version says '64-Bit'; in an IDE, choose a 64-bit "
        "Java platform): TensorFlow publishes native libraries for 64-bit systems only",
    ),
    rule(
        "libtensorflow-c-missing",
        E,
        "The Java binding's native library is not on the classpath",
        r"Cannot find TensorFlow native library for OS: \w+, architecture: (?!(?:x86|i386|i686)\.)"
        r"(?P<arch>\w+)",
        "cannot find tensorflow native library",
        "Add the native part to the classpath: libtensorflow_jni.jar beside libtensorflow.jar "
        "(or the org.tensorflow:tensorflow-core-platform artifact, which carries the natives "
        "for each OS), or set -Djava.library.path to the folder of tensorflow_jni; where no "
        "native build is published for that OS and CPU, build it from source",
    ),
    # the Java binding's JNI library without the MSVC runtime it links (tensorflow/tensorflow
    # #14456: "tensorflow_jni.dll: Can't find depedent libraries"; msvcp140.dll)
    rule(
        "windows-msvc-runtime-missing",
        E,
        "TensorFlow's Windows library cannot load: the MSVC runtime it needs is missing",
        r"tensorflow_jni\.dll: Can't find dep\w+ libraries",
        "tensorflow_jni.dll",
        "Install the Microsoft Visual C++ Redistributable for Visual Studio 2015-2022 (x64): "
        "https://aka.ms/vs/17/release/vc_redist.x64.exe (it brings msvcp140.dll); with the GPU "
        "jar, CUDA's and cuDNN's DLLs of its release must be on PATH too",
    ),
    # the NVIDIA container runtime refusing an image whose CUDA the host driver cannot run
    # (determined-ai/determined's troubleshooting page: "nvidia-container-cli: requirement
    # error: unsatisfied condition: brand = tesla", a CUDA 10 image's NVIDIA_REQUIRE_CUDA)
    rule(
        "driver-too-old",
        E,
        "The host's NVIDIA driver cannot run the CUDA this image requires",
        r"(?:.*?--require=cuda>=(?P<cuda>[\d.]+))?.*?nvidia-container-cli: requirement error: "
        r"unsatisfied condition: (?P<condition>[^\\\":\n]+)",
        "requirement error: unsatisfied condition",
        lambda v, _c: (
            (f"The image needs a driver for CUDA {v['cuda']}+ " if v.get("cuda") else
             "The image's NVIDIA_REQUIRE_CUDA is not met ")
            + f"(unmet: {str(v.get('condition')).strip()}): upgrade the driver, or use an image built for an "
            "older CUDA; `docker run --gpus all --rm nvidia/cuda:<version>-base nvidia-smi` shows "
            "which CUDA images the host runs"
        ),
    ),
    # Intel's extension without the oneAPI runtime in the environment (intel/intel-extension-
    # for-tensorflow's example READMEs: "NotFoundError: libmkl_sycl.so.2: cannot open shared
    # object file"; their FAQ: source /opt/intel/oneapi/setvars.sh)
    rule(
        "itex-oneapi-env-not-sourced",
        E,
        "Intel Extension for TensorFlow cannot find the oneAPI runtime libraries",
        r"(?P<library>lib(?:mkl_sycl|sycl|mkl_core|mkl_intel_ilp64|mkl_sequential|mkl_gnu_thread)"
        r"\.so[\d.]*): cannot open shared object file",
        "cannot open shared object file",
        lambda v, _c: (
            f"{v.get('library')} is oneAPI's: install the Intel oneAPI Base Toolkit (or the "
            "runtime packages ITEX's install guide names) and enable it in the shell before "
            "Python starts: source /opt/intel/oneapi/setvars.sh"
        ),
    ),
    # ITEX's launcher without TCMalloc/JeMalloc (its docs/guide/launch.md: "Neither TCMalloc
    # nor JeMalloc is found ... This may drop the performance.")
    rule(
        "launcher-memory-allocator-missing",
        W,
        "The launcher found no TCMalloc/JeMalloc: the run uses the default malloc (slower)",
        r"Neither TCMalloc nor JeMalloc is found",
        "neither tcmalloc nor jemalloc",
        "Install TCMalloc (gperftools) or JeMalloc and pass --enable_tcmalloc / "
        "--enable_jemalloc to the launcher so it sets LD_PRELOAD; the run works without them",
    ),
    # TensorFlow's MPI transport crashing on InfiniBand memory registration (tensorflow/
    # networking's mpi/README.md, Known problems: "Attempt to free memory that is still in use
    # by an ongoing MPI communication. MPI job will now abort.")
    rule(
        "mpi-infiniband-registration-crash",
        E,
        "The MPI transport aborted: memory still registered for an InfiniBand transfer",
        r"Attempt to free memory that is still in use by an ongoing MPI communication",
        "still in use by an ongoing mpi communication",
        "A known problem of TensorFlow's MPI transport with InfiniBand memory registration: it "
        "does not happen with all processes on one machine; otherwise use another transport "
        "(gRPC, or Horovod for data-parallel training)",
    ),
    # a project's own op built against the installed TensorFlow failing to compile: dnnlib's
    # run-time nvcc build in NVlabs' StyleGAN2 projects (NVlabs/stylegan2-ada#91: "Setting up
    # TensorFlow plugin "fused_bias_act.cu": Compiling... Failed!", fixed by nvcc flags:
    # --std=c++11, -D_GLIBCXX_USE_CXX11_ABI=1 under gcc > 4), and the pip include tree's
    # missing CUDA headers (tensorflow/custom-op's README: "third_party/gpus/cuda/include/
    # cuda_fp16.h: No such file or directory", fixed by copying the toolkit's headers in)
    rule(
        "custom-op-compile-failed",
        E,
        "A custom TensorFlow op failed to compile against this TensorFlow",
        r'Setting up TensorFlow plugin "(?P<plugin>[\w.-]+)":.*?Failed!'
        r"|third_party/gpus/cuda/include/(?P<header>[\w.]+\.h):? No such file",
        ("setting up tensorflow plugin", "third_party/gpus/cuda/include/"),
        lambda v, _c: (
            f"TensorFlow's pip include tree has no CUDA headers ({v['header']}): copy or symlink "
            "the CUDA toolkit's include/ into site-packages/tensorflow/include/third_party/"
            "gpus/cuda/include, as tensorflow/custom-op's README says"
            if v.get("header") else
            f"The project compiles {v.get('plugin')} with nvcc at run time against this "
            "TensorFlow's headers: nvcc and gcc must be the versions TensorFlow's tested build "
            "configurations list for it (tensorflow.org/install/source#gpu), and "
            "-D_GLIBCXX_USE_CXX11_ABI must match tf.sysconfig.get_compile_flags() (in "
            "NVlabs/stylegan2-ada#91 users fixed it with --std=c++11 and the ABI flag at 1). "
            "The project's verbose flag prints nvcc's own error"
        ),
    ),
    # PyTorch imported beside TensorFlow finding the driver too old for its CUDA, and going
    # on without the GPU (SeldonIO/alibi's similarity notebook, round 34: "UserWarning: CUDA
    # initialization: The NVIDIA driver on your system is too old (found version 9000)")
    rule(
        "driver-too-old",
        W,
        "The NVIDIA driver is too old for the CUDA this PyTorch was built with",
        r"The NVIDIA driver on your system is too old \(found version (?P<found>\d+)\)",
        "the nvidia driver on your system is too old",
        lambda v, _c: (
            "PyTorch, imported in the same program, runs without the GPU: the driver supports "
            + (f"CUDA {cuda_from_nvml_int(int(v['found']))} "
               if (v.get("found") or "").isdigit() else "an older CUDA ")
            + "only. Update the NVIDIA driver (nvidia-smi shows the CUDA it supports), or "
            "install a PyTorch built for that CUDA; TensorFlow has its own minimum driver "
            "(tfdoctor check says whether this one suffices)"
        ),
    ),
)
