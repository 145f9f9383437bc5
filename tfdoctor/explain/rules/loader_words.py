"""Log rules for the words of NVIDIA's own libraries that TensorFlow's lines do not carry:
cuDNN's and cuBLAS's loaders naming a library they could not open, and TensorFlow 1.x's cuDNN
RNN kernel failing its check for algorithms. Verbatim real samples: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain import remedies as fix
from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

LOADER_WORD_RULES = (
    # cuDNN 8/9's and cuBLAS's own dlopen of a sibling library: the file after "Error:" is the
    # one missing (grobidOrg/grobid#1170: "Could not load library libcublasLt.so.12. Error:
    # libcublasLt.so.12: cannot open shared object file: No such file or directory", an image
    # without CUDA 12's cuBLAS; yeyupiaoling/Whisper-Finetune#16's libcudnn_ops_infer.so.8;
    # voicepaw/so-vits-svc-fork#364: cuDNN's libcudnn_cnn_infer.so.8 asking for libnvrtc.so)
    rule(
        "cudnn-missing",
        E,
        "A cuDNN library could not be loaded",
        r"Could not load library \S+\. Error: (?P<library>libcudnn[\w.]*): cannot open shared",
        "could not load library lib",
        fix.cudnn_missing,
        group="nvidia-loader",
        derive=fix.lib_versions,
    ),
    rule(
        "cuda-libs-missing",
        E,
        "A CUDA library could not be loaded",
        r"Could not load library \S+\. Error: (?P<library>lib(?:cublas|cublasLt|cudart|cufft|"
        r"curand|cusolver|cusparse|nvrtc|nvJitLink)[\w.]*): cannot open shared",
        "could not load library lib",
        fix.cuda_libs,
        group="nvidia-loader",
        derive=fix.lib_versions,
    ),
    # TF 1.x's cuDNN RNN kernel finding no algorithm: cuDNN did not work for it (BrikerMan/
    # Kashgari#430: "F tensorflow/core/kernels/cudnn_rnn_ops.cc:1643] Check failed:
    # stream->parent()->GetRnnAlgorithms(&algorithms)", a cuDNN 7.5 below TF 1.15's 7.6);
    # its convolution kernels the same (tensorflow/tensorflow#11040: "F tensorflow/core/
    # kernels/conv_ops.cc:659] Check failed: stream->parent()->GetConvolveAlgorithms(
    # &algorithms)", the binary built with cuDNN 7.0.3 under 7.1; its title has U+2011 for "-")
    rule(
        "cudnn-init-failed",
        E,
        "cuDNN gave the kernel no algorithm: it did not initialise for this TensorFlow",
        r"Check failed: stream\W{1,3}parent\(\)\W{1,3}Get(?P<kernel>Rnn|Convolve\w*)Algorithms",
        ("getrnnalgorithms", "getconvolve"),
        fix.cudnn_init,
    ),
    # TF <= 1.2's words for a cuDNN other than the build's (NVIDIA/nvidia-docker#564: "Loaded
    # cudnn library: 4008 but source was compiled against 4007.  If using a binary install,
    # upgrade your cudnn library to match."; TF 1.3+ say "Loaded runtime CuDNN library", gpu.py)
    rule(
        "cudnn-version-mismatch",
        E,
        "The loaded cuDNN is not the one TensorFlow was built with",
        r"Loaded cudnn library:?\s*(?P<loaded>\d+) but source was compiled against (?P<compiled>\d+)",
        "loaded cudnn library",
        lambda v, c: fix.cudnn_mismatch({**v, "exact": True}, c),
    ),
    # an older CUDA's cuBLAS loaded first (thushv89/manning_tf2_in_action 9.1: "Could not load
    # symbol cublasGetSmCountTarget from libcublas.so.11. Error: /usr/local/cuda-11.0/lib64/
    # libcublas.so.11: undefined symbol: cublasGetSmCountTarget", TF 2.9 built with 11.2)
    rule(
        "cuda-version-mismatch",
        Severity.WARNING,
        "An older CUDA's cuBLAS was loaded: it lacks a function TensorFlow asks for",
        r"Could not load symbol (?P<symbol>cublas\w+) from (?P<library>libcublas[\w.]*)\. Error: "
        r"(?P<path>\S+): undefined symbol",
        "could not load symbol cublas",
        lambda v, _c: (
            f"{v.get('path')} is from an older CUDA than this TensorFlow was built with: put the "
            "CUDA it needs first on LD_LIBRARY_PATH (or take the old one off it); pip's "
            "tensorflow[and-cuda] brings its own for TF 2.14+"
        ),
    ),
    # a CUDA library whose sibling came from another build: the dynamic loader's words
    # (deepmodeling/deepmd-kit#2241: "libcublas.so.11: symbol cublasLtHSHMatmulAlgoInit, version
    # libcublasLt.so.11 not defined in file libcublasLt.so.11 with link time reference", a
    # pip nvidia-cublas wheel's libcublas bound to another libcublasLt loaded first; the
    # merged fix loads the wheel's libcublasLt first)
    rule(
        "cuda-version-mismatch",
        Severity.ERROR,
        "A CUDA library found another build of its sibling library loaded",
        r"(?P<path>\S*(?P<library>lib(?:cublas|cudnn|cusparse|cusolver|cufft|nccl)\w*\.so[\d.]*)): "
        r"(?:symbol \w+,? version (?P<sibling>lib\w+\.so[\d.]*) not defined in file (?P=sibling) "
        r"with link time reference|"
        # the loader's other words for it (hcnoh/gail-pytorch#5, Kaggle/docker-python#1258:
        # "libcublas.so.11: undefined symbol: cublasLtGetStatusString, version libcublasLt.so.11")
        r"undefined symbol: \w+, version (?P<sibling2>lib\w+\.so[\d.]*))",
        ("with link time reference", "undefined symbol:"),
        lambda v, _c: (
            f"{v.get('library')} was built with the {v.get('sibling')} of its own release, but "
            f"another {v.get('sibling')} was loaded first (another CUDA on LD_LIBRARY_PATH, a "
            "system or conda copy): find it (`ldconfig -p | grep "
            f"{str(v.get('sibling')).split('.so')[0]}`, echo $LD_LIBRARY_PATH) and take it off the "
            "path, so both come from one CUDA release (for pip's nvidia-* wheels: the same "
            "wheel's folder)"
        ),
    ),
)
