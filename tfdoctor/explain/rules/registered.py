"""Log rules for the device list TensorFlow prints under an op with no kernel ("Registered
devices: [...]"): what it leaves out says why the GPU is not there.

- ``XLA_GPU`` without ``GPU`` (TF 1.13-2.3 registered XLA devices by default): CUDA saw the
  GPU, yet TensorFlow skipped registering it, which it does when the CUDA/cuDNN libraries do
  not load (mozilla/DeepSpeech#3494: CudnnRNNCanonicalToParams under TF 1.15, the maintainer:
  "your CuDNN setup is broken").
- TF 1.x's "(see above for traceback)" with ``[CPU]`` alone: TF 1.x's ``tensorflow`` package
  was the CPU build and ``tensorflow-gpu`` the GPU one (HKUST-KnowComp/R-Net#24: CudnnRNN
  under tensorflow 1.4.0; the fix was tensorflow-gpu==1.4.0).

Either is the cause of the op's missing kernel (explain/causes.py ranks it first), unless the
log says otherwise: a GPU ignored for its compute capability or core count (TF registers
XLA_GPU for it too), or the GPU build's own CUDA lines (only it calls cuInit): the review of
3df6079, explain/context_filters.py ``registered_devices_yield``.
Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain import remedies as fix
from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

REGISTERED_RULES = (
    rule(
        "cuda-libs-missing",
        E,
        "CUDA sees the GPU (XLA_GPU) but TensorFlow did not register it: its libraries did not load",
        r"Registered devices: \[(?=[^\]]*\bXLA_GPU\b)(?:(?:CPU|XLA_CPU|XLA_GPU)(?:, )?)+\]|"
        # the same in a placement error's device list (akanimax/msg-stylegan-tf#9: "All
        # available devices [.../device:CPU:0, .../device:XLA_GPU:0, ..., .../device:XLA_CPU:0]")
        r"All available devices \[(?=[^\]]*XLA_GPU:\d)(?![^\]]*(?<!XLA_)GPU:\d)[^\]]*\]",
        ("registered devices: [", "all available devices ["),
        fix.cuda_libs,
    ),
    rule(
        "tensorflow-not-built-with-cuda",
        E,
        "TensorFlow 1.x's CPU package is installed: it registers no GPU",
        r"\(see above for traceback\): No OpKernel was registered to support Op "
        r"'(?P<op>Cudnn\w+)'.*Registered devices: \[CPU\]",
        "registered devices: [cpu]",
        lambda v, _c: (
            f"{v.get('op')} runs only on a GPU, and TensorFlow 1.x's `tensorflow` package is "
            "the CPU build: pip uninstall tensorflow, then pip install tensorflow-gpu==<the "
            "same version> (with the CUDA/cuDNN it was built for), or run the CPU variant of "
            "the model (LSTM/GRU instead of CudnnLSTM/CudnnGRU)"
        ),
    ),
    # grappler's count of the GPUs it can use, with TensorFlow's own note that the build has
    # none (pythonlessons/mltu#67: "Number of eligible GPUs (core count >= 8, compute capability
    # >= 0.0): 0 (Note: TensorFlow was not compiled with CUDA or ROCm support)", tensorflow-cpu
    # 2.10 installed over tensorflow): a warning, the run goes on on the CPU
    rule(
        "tensorflow-not-built-with-cuda",
        Severity.WARNING,
        "This TensorFlow was built without CUDA or ROCm: it runs on the CPU only",
        r"Note: TensorFlow was not compiled with CUDA or ROCm support",
        "not compiled with cuda or rocm support",
        lambda v, c: ("Fine if the CPU is meant (on macOS no TensorFlow has CUDA: Apple silicon's GPU "
                      "is used through tensorflow-metal). For an NVIDIA GPU: " + fix.no_cuda_build(v, c)),
    ),
    # an op's error listing the devices TensorFlow registered, the CPU alone (nagadit/
    # DeepFaceLab_Linux#35: "Registered devices: [CPU]" above GPU kernels; TF 2.4 under CUDA
    # 10.1/cuDNN 7 registered no GPU, CUDA 11 and cuDNN 8 fixed it): TensorFlow has no GPU
    rule(
        "devices-no-gpu",
        Severity.WARNING,
        "TensorFlow registered no GPU (its device list holds the CPU only)",
        r"^\W{0,3}Registered devices: \[CPU\]\s*$",
        "registered devices: [cpu]",
        lambda v, c: (
            "The op's error lists the CPU only. Inside a tf.data function that is normal (dataset "
            "functions run on the CPU): then the op has no CPU kernel for its dtype (float16 in a "
            "pipeline: cast after augmenting). Else TensorFlow registered no GPU: fine if none is "
            "meant; otherwise its GPU libraries did not load (the lines at start-up say which) or "
            "this build has no GPU support: " + fix.cuda_libs(v, c)
        ),
    ),
    # DeepPavlov's own check before building cuDNN RNN layers (deeppavlov/DeepPavlov#258, its
    # title: "Usage of cuDNN RNN layers require GPU along with cuDNN library"; its later release
    # added CPU-compatible layers, PR #348)
    rule(
        "devices-no-gpu",
        Severity.ERROR,
        "The model's cuDNN RNN layers need a GPU TensorFlow can use, and it has none",
        r"Usage of cuDNN RNN layers require GPU along with cuDNN library",
        "usage of cudnn rnn layers require gpu",
        lambda v, c: (
            "This model config builds cuDNN RNN layers, which run only on a CUDA GPU with cuDNN: run "
            "it where TensorFlow lists a GPU (`tfdoctor check`), or use a release or config with "
            "CPU-compatible layers (DeepPavlov added them, PR #348). " + fix.cuda_libs(v, c)
        ),
    ),
)
