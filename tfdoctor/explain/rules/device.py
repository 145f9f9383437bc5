"""Log rules for the device itself: compute capability and PTX, GPU memory, XLA's ptxas and
libdevice. Verbatim real samples with sources: tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain import remedies as fix
from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.memory import MEMORY_RULES
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING
_OLD_GPU = (
    "Use a GPU at or above the minimum compute capability, or an older TensorFlow that "
    "still supports this one (https://www.tensorflow.org/install/source#gpu)"
)

DEVICE_RULES = (
    # --- GPU visible to TF or not -------------------------------------------------------
    rule(
        "compute-capability-unsupported",
        W,
        "This GPU is too old for this TensorFlow build",
        # "Ignoring gpu device": TF 0.x (tensorflow/tensorflow#473); no device: Liang-yc/ssq#25
        r"Ignoring (?:visible )?gpu device(?: \((?P<device>[^)]*)\))?\s*with Cuda compute capability "
        r"(?P<compute_capability>[\d.]+)\.\s*The minimum required Cuda capability is "
        r"(?P<minimum>[\d.]+)",
        ("ignoring visible gpu device", "ignoring gpu device"),
        _OLD_GPU,
    ),
    rule(
        # an application's own check before it builds TF (iperov/DeepFaceLab#264: a CC 3.0
        # GeForce 780M under a TF 1.x that needs 3.5)
        "compute-capability-unsupported",
        W,
        "This GPU is too old for this TensorFlow build",
        r"No CUDA device found with minimum required compute capability (?P<minimum>[\d.]+)",
        "minimum required compute capability",
        _OLD_GPU,
    ),
    # "not built with CUDA kernel binaries compatible with compute capability 5.3. CUDA
    # kernels will be jit-compiled from PTX": the GPU works after a slow first start, so the
    # JIT is the finding (group "ptx": on such a line only the first fires; every labelled
    # log of the corpus names ptx-jit-compilation first); without the JIT clause, no kernels
    rule(
        "ptx-jit-compilation",
        W,
        "CUDA kernels will be JIT-compiled from PTX (slow start)",
        r"(?:compute capability (?P<compute_capability>[\d.]+)\.\s*)?CUDA kernels will be "
        r"jit-compiled from PTX|Relying on driver to perform ptx compilation",  # TF 2.1-2.3
        ("jit-compiled from ptx", "relying on driver to perform ptx"),
        "Expect a long first start; keep the JIT cache (CUDA_CACHE_MAXSIZE=4294967296) or "
        "use a TensorFlow release built for this GPU",
        group="ptx",
    ),
    rule(
        "compute-capability-unsupported",
        W,
        "TensorFlow has no kernels built for this GPU",
        r"not built with CUDA kernel binaries compatible with compute capability "
        r"(?P<compute_capability>[\d.]+)",
        "kernel binaries compatible",
        "Upgrade TensorFlow to a release built for this GPU's compute capability; until "
        "then kernels are JIT-compiled from PTX on first use (slow start)",
        group="ptx",
    ),
    # CUDA_ERROR_INVALID_PTX (218, cuda.h: "PTX JIT compilation failed"): the PTX TF
    # ships cannot be compiled for this GPU (RTX 50 / CC 12.0 on TF 2.20, tensorflow#99592).
    rule(
        "compute-capability-unsupported",
        E,
        "TensorFlow's GPU kernels cannot be compiled for this GPU",
        r"CUDA_ERROR_INVALID_PTX|Invalid GPU compute capability",
        ("cuda_error_invalid_ptx", "invalid gpu compute capability"),
        "This TensorFlow has no kernels for this GPU and its PTX does not JIT-compile for it: "
        "install a release built for this GPU's compute capability (or tf-nightly for the "
        "newest GPUs) (https://www.tensorflow.org/install/source#gpu)",
    ),
    rule(
        "compute-capability-unsupported",
        E,
        "No GPU kernel image for this GPU",
        r"no kernel image is available for execution on the device|device kernel image is "
        r"invalid",
        ("no kernel image", "kernel image is invalid"),
        "This TensorFlow has no kernels for this GPU: install a release built for its "
        "compute capability (https://www.tensorflow.org/install/source#gpu)",
    ),
    rule(
        "devices-no-gpu",
        W,
        "TensorFlow found no GPU",
        r"Num GPUs(?: Available)?:?\s*0\b|GPU is NOT AVAILABLE|No GPU devices available on "
        r"machine|"
        # the user's list of all physical devices printed with the CPU alone in it
        # (tensorflow/tensorflow#38090: `tf.config.list_physical_devices(None)`)
        r"^\W{0,6}\[PhysicalDevice\(name='/physical_device:CPU:0', device_type='CPU'\)\]\W{0,3}$|"
        # a program's own report (code index 31374184088: "GPU Available: False")
        r"^\W{0,6}(?:Is )?GPU (?:is )?available\W{0,3}\s*(?:False\b|\[\]\s*$)|"
        # Colab's own GPU check cell raising (tensorflow/tensorflow#48096)
        # (and its line printed alone: kmkarakaya/ML_tutorials' seq2seq notebook, round 98)
        r"(?:SystemError|^\W{0,3}WARNING): GPU device not found|^\W{0,3}GPU device not found\W{0,3}$|"
        r"AssertionError: No GPU\(?s?\)? found|"  # TFP's, asl-ml-immersion's checks
        # a library's own report that it trains on the CPU (gretelai/gretel-synthetics,
        # round 121: "***** GPU not found, CPU will be used instead! *****"; said, not quiet:
        # a program meant for a GPU must hear it, the re-read of the fourteenth session)
        r"\bGPU not found, CPU will be used instead",
        ("num gpus", "gpu is not available", "no gpu devices available", "gpu not found, cpu will",
         "[physicaldevice(name='/physical_device:cpu:0'", "gpu available", "gpu is available",
         "gpu device not found", "no gpu(s) found", "no gpu found", "no gpus found"),
        fix.no_gpu,
    ),
    # a cuDNN-only op where TensorFlow registered no GPU: CuDNNLSTM/CuDNNGRU, or an LSTM/GRU
    # exported from a GPU run (code index 25165035107: "Registered devices: [CPU]";
    # 54508397233: a SavedModel from Colab's GPU served on a CPU)
    rule(
        "no-gpu-device",
        E,
        "A cuDNN-only op ran where TensorFlow sees no GPU",
        r"No OpKernel was registered to support Op '(?P<op>Cudnn\w+)'",
        "registered to support op 'cudnn",
        lambda v, _c: (
            f"This model uses a cuDNN-only op ({v.get('op', 'Cudnn*')}) and TensorFlow sees no "
            "GPU here. Run it where a GPU is visible (`tfdoctor check --require-gpu` says why "
            "it is not), or build the layers as tf.keras.layers.LSTM/GRU, which use cuDNN only "
            "when a GPU is there (a SavedModel exported on a GPU: export it again on a CPU)"
        ),
    ),
    *MEMORY_RULES,
    # --- XLA: libdevice and ptxas -------------------------------------------------------
    rule(
        "xla-gpu-compiler-missing",
        E,
        "This TensorFlow binary has no XLA compiler for the GPU",
        r"Could not find compiler for platform (?P<platform>CUDA|ROCM)|could not find "
        r"registered compiler for platform",
        ("could not find compiler for platform", "registered compiler for platform"),
        "The binary (e.g. a TF Serving image) was built without XLA's GPU compiler, so "
        "jit_compile/XLA graphs cannot run: export the model without jit_compile=True (or "
        "XLA auto-clustering), or use a build that links XLA GPU support",
    ),
    rule(
        "xla-libdevice-missing",
        E,
        "XLA cannot find libdevice (CUDA nvvm)",
        r"libdevice not found(?: at (?P<path>\S+))?",
        "libdevice not found",
        'Install the CUDA compiler pieces TF uses: pip install "tensorflow[and-cuda]" (ships '
        "nvidia-cuda-nvcc), or point XLA at a CUDA dir with nvvm/libdevice: "
        "export XLA_FLAGS=--xla_gpu_cuda_data_dir=/usr/local/cuda",
    ),
    rule(
        "xla-libdevice-missing",
        W,
        "XLA cannot find libdevice (CUDA nvvm)",
        r"Can't find libdevice directory (?P<path>\S+)",
        "find libdevice directory",
        'Install nvidia-cuda-nvcc (pip install "tensorflow[and-cuda]") or set '
        "XLA_FLAGS=--xla_gpu_cuda_data_dir=<CUDA dir containing nvvm/libdevice>",
    ),
    rule(
        "ptxas-missing",
        E,
        "XLA cannot find ptxas (CUDA compiler)",
        r"(?P<path>\S*ptxas) not found|Couldn't invoke ptxas|No such file or directory: 'ptxas'|"
        # the op's own end when XLA could not compile it (tensorflow/tensorflow#57162, round
        # 116: "UnknownError: JIT compilation failed. [Op:FloorMod]"; XLA_FLAGS with
        # --xla_gpu_cuda_data_dir fixed it)
        r"\bJIT compilation failed\. \[Op:(?P<op>\w+)\]|"
        # the op kernel's W line alone (google-research/bleurt#60: TF's kernel generator, which
        # compiles with CUDA's libdevice and ptxas at run time)
        r"op_kernel\.cc:\d+\] (?:UNKNOWN|Unknown): JIT compilation failed\.\s*$|"
        # XLA since 2.18 (wutzebaer/tensorflow-5090#3, TF 2.20-dev in a container)
        r"No PTX compilation provider is available",
        ("ptxas not found", "invoke ptxas", "no ptx compilation provider", "'ptxas'",
         "jit compilation failed."),
        'Put ptxas on PATH: pip install "tensorflow[and-cuda]" (nvidia-cuda-nvcc) or add '
        "/usr/local/cuda/bin to PATH; where CUDA is elsewhere, "
        "XLA_FLAGS=--xla_gpu_cuda_data_dir=<the CUDA folder holding bin/ptxas and nvvm/libdevice>",
    ),
    # one of a Graph execution error's root errors: TF's kernel generator compiles at run time
    # with ptxas and libdevice (talmolab/sleap#1990, round 174: "(0) UNKNOWN:  JIT compilation
    # failed." on FloorMod, libdevice not found). In TF 2.21's libtensorflow_cc.so.2 the words
    # stand beside "ptxas exited with non-zero error code" and "Linking with libdevice from:",
    # so a ptxas too old for the GPU fails the same way (the review of the twenty-second session)
    rule(
        "ptxas-missing",
        E,
        "TensorFlow could not compile a GPU kernel at run time (ptxas, libdevice or the GPU's arch)",
        r"^\W{0,3}\(\d+\) (?:UNKNOWN|Unknown):\s+JIT compilation failed\.\s*$",
        "jit compilation failed.",
        'TensorFlow compiles some kernels when they first run, with CUDA\'s ptxas and libdevice: '
        'install them (pip install "tensorflow[and-cuda]" brings nvidia-cuda-nvcc) or point XLA '
        "at a CUDA folder holding bin/ptxas and nvvm/libdevice (XLA_FLAGS=--xla_gpu_cuda_data_dir=...). "
        "Where the log says TensorFlow was not built for this GPU's compute capability, the CUDA "
        "toolchain does not know the GPU: use a TensorFlow release built for it",
    ),
    # XLA before 2.5 falls back to the driver's JIT when ptxas is not found (a warning; an
    # old driver then fails: tensorflow/tensorflow#48810)
    rule(
        "ptxas-missing",
        W,
        "XLA cannot find ptxas (CUDA compiler): it falls back to the driver",
        r"Can't find ptxas binary in (?P<dir>\S+?)\.? +Will back to the GPU driver|"
        # XLA 2.x before "Relying on driver to perform ptx compilation" (tensorflow#60737)
        r"(?:redzone_allocator|buffer_comparator)\.cc:\d+\] (?:INTERNAL|Internal): Failed to "
        r"launch ptxas\s*$",
        ("can't find ptxas binary", "failed to launch ptxas"),
        'Put ptxas on PATH: pip install "tensorflow[and-cuda]" (nvidia-cuda-nvcc) or add '
        "/usr/local/cuda/bin to PATH, or XLA_FLAGS=--xla_gpu_cuda_data_dir=/path/to/cuda",
    ),
    # XLA's nvptx_compiler.cc when the driver's CUDA is older than ptxas's: it then compiles
    # serially (slower start-up); TF and JAX print it alike (code index 27200083721,
    # 22575545225; nvptx_compiler.cc:718/742/760/765 across releases)
    rule(
        "driver-too-old",
        W,
        "The NVIDIA driver is older than ptxas: XLA compiles without parallelism (slower)",
        r"The NVIDIA driver's CUDA version is (?P<driver_cuda>[\d.]+) which is older than the "
        r"(?:ptxas CUDA|PTX compiler) version \(?(?P<ptxas>\d+\.\d+[\d.]*)",  # (2.18+: feedstock#417)
        ("older than the ptxas", "older than the ptx compiler"),
        lambda v, _c: (
            f"Training works, but XLA compiles more slowly: update the NVIDIA driver to one "
            f"for CUDA {'.'.join((v.get('ptxas') or 'of ptxas').split('.')[:2])} or newer (minimums: "
            "https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html#cuda-major-"
            "component-versions). On a datacenter GPU NVIDIA's cuda-compat package also does"
        ),
    ),
    rule(
        "ptxas-too-old",
        W,
        "ptxas is too old for this GPU or this XLA",
        r"ptxas too old|ptxas does not support CC (?P<compute_capability>[\d.]+)|Value "
        r"'(?P<sm>sm_\d+\w?)' is not defined for option 'gpu-name'|You are using ptxas "
        r"(?P<ptxas>[\d.]+), which is older than (?P<required>[\d.]+)|Unsupported \.version "
        r"(?P<ptx>[\d.]+); current version is '(?P<ptxas_max>[\d.]+)'|You are using ptxas "
        r"(?P<ptxas2>\d+)\.x, but TF requires ptxas",  # TF 2.0-2.2 (tensorflow#33375)
        (
            "ptxas too old",
            "ptxas does not support",
            "gpu-name",
            "using ptxas",
            "unsupported .version",
        ),
        "Use a newer ptxas (CUDA compiler) that knows this GPU: pip install -U nvidia-cuda-nvcc-cu12 "
        "(or the CUDA toolkit), and put its bin first on PATH",
    ),
    # a program choosing TF 2.0-2.3's legacy XLA_GPU device over the GPU itself (guillaume-
    # chevalier/seq2seq-signal-prediction's notebook, round 98: "Chosen Device:
    # /device:XLA_GPU:0"); TF 2.4+ registers no XLA devices by default (tensorflow/tensorflow
    # RELEASE.md, 2.4.0; check's finding of the same id)
    rule(
        "devices-legacy-xla-devices",
        W,
        "The program placed its work on the legacy XLA_GPU device, not the GPU",
        r"(?:[Cc]hosen|[Ss]elected|[Uu]sing) [Dd]evice:?\s*'?/device:XLA_GPU:\d",
        "/device:xla_gpu:",
        "XLA_GPU is TensorFlow 2.0-2.3's legacy XLA device (every op there is compiled by XLA, "
        "with less kernel coverage): place the work on /device:GPU:0 (pick devices whose "
        "device_type is 'GPU'); TF 2.4+ creates no XLA devices unless tf_xla_enable_xla_devices "
        "is set",
    ),
    # XLA's GPU graph launch declining a CUDA graph (keras-team/keras#19081: "Fallback to
    # op-by-op mode because memset node breaks graph update" under Keras 3's default XLA; the
    # Keras team: a notice of TensorFlow's XLA runtime, training proceeds)
    rule(
        "benign-xla-graph-launch-fallback",
        Severity.INFO,
        "XLA runs this graph op by op instead of as one CUDA graph (harmless)",
        r"Fallback to op-by-op mode because memset node breaks graph update",
        "fallback to op-by-op mode",
        "Nothing to fix: the step runs, launching its kernels one by one. compile(jit_compile="
        "False) keeps Keras off XLA if the lines are in the way",
    ),
    # CUDA refusing a kernel launch that asks more registers/threads of one multiprocessor than
    # this GPU has (cudaErrorLaunchOutOfResources: "too many resources requested for launch";
    # matterport/Mask_RCNN#171, round 126: TF 1.x's WhereOp on a Jetson TX2 with ResNet101;
    # the maintainer: the model is too big for the embedded GPU, shrink it; the gatherer's name)
    rule(
        "cuda-launch-out-of-resources",
        E,
        "The GPU refused to launch a kernel: it asks more of a multiprocessor than this GPU has",
        r"too many resources requested for launch",
        "too many resources requested for launch",
        "A kernel needs more registers or threads per block than this GPU offers, most often on "
        "small or embedded GPUs (Jetson) or with a TensorFlow built for another architecture: "
        "make the model or batch smaller (a lighter backbone, fewer proposals), use a "
        "TensorFlow built for this GPU (NVIDIA's JetPack wheels on Jetson), or run that step on "
        "the CPU",
    ),
    # XLA refusing a shape that depends on the data (huggingface/transformers#18239, round 133:
    # "Input 0 to node ... with op BroadcastArgs must be a compile-time constant." and XLA's own
    # explanation; transformers#18256 made DeBERTa's shapes static; the gatherer's name)
    rule(
        "xla-shape-not-compile-time-constant",
        E,
        "XLA cannot compile a shape that is only known at run time",
        r"with op (?P<op>\w+) must be a compile-time constant|XLA compilation requires that operator "
        r"arguments that represent shapes or dimensions be evaluated",
        ("must be a compile-time constant", "xla compilation requires that operator arguments"),
        lambda v, _c: (
            f"{('The ' + v['op'] + ' op') if v.get('op') else 'An op'} takes a shape computed from the "
            "data (tf.shape, tf.rank of a tensor): use static shapes where the code builds it "
            "(x.shape), pad inputs to fixed sizes, or compile without XLA (jit_compile=False; "
            "on TPUs a library release whose model has static shapes)"
        ),
    ),
)
