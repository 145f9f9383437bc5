"""JAX's own reasons its CUDA backend did not start, in jax 0.4-0.9's words (Keras 3 on the JAX
backend shares the GPU and the driver with TensorFlow): CUDA libraries older than the jaxlib's
build, cuDNN not loadable, a CUDA plugin of another release than jaxlib. Samples: round 166's
threads, in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING
_SAME_RELEASE = (
    "install jax, jaxlib and the CUDA plugin of one release together: pip install -U "
    '"jax[cuda12]" (it pins jax-cuda12-plugin and jax-cuda12-pjrt to its jaxlib), and '
    "uninstall a leftover jax-cuda12-plugin/-pjrt or a jaxlib+cudaXX wheel of another release"
)
JAX_GPU_RULES = (
    # jaxlib's version check of a CUDA library against its build (jax-ml/jax#18027, round 166:
    # "Found cuBLAS version 120205, but JAX was built against version 120304, which is newer";
    # MIT-REALM/gcbfplus#1: "Found cuDNN version 8600, but JAX was built against version 8906")
    rule(
        "cudnn-version-mismatch",
        E,
        "JAX's CUDA backend needs a newer cuDNN than the one it loaded (it runs on the CPU)",
        r"Found cuDNN version (?P<have>\d+), but JAX was built against version (?P<built>\d+), which is newer",
        "but jax was built against version",
        lambda v, _c: (
            f"The cuDNN loaded ({v.get('have')}) is older than the {v.get('built')} this jaxlib was "
            "built with: pip install -U \"jax[cuda12]\" brings a matching nvidia-cudnn-cu12; an "
            "older cuDNN earlier on LD_LIBRARY_PATH (a system or conda copy) wins over it, so "
            "remove that path; TensorFlow in the same environment pins its own cuDNN (`tfdoctor "
            "check`)"
        ),
    ),
    rule(
        "cuda-version-mismatch",
        E,
        "JAX's CUDA backend needs a newer CUDA library than the one it loaded (it runs on the CPU)",
        r"Found (?P<lib>cuBLAS|cuFFT|cuSPARSE|cuSOLVER|CUPTI|CUDA|NCCL) version (?P<have>\d+), "
        r"but JAX was built against version (?P<built>\d+), which is newer",
        "but jax was built against version",
        lambda v, _c: (
            f"The {v.get('lib') or 'CUDA library'} loaded ({v.get('have')}) is older than the "
            f"{v.get('built')} this jaxlib was built with: pip install -U \"jax[cuda12]\" brings "
            "matching nvidia-*-cu12 wheels, and a system or conda CUDA earlier on LD_LIBRARY_PATH "
            "wins over them (remove it from the path); or install a jax built for that older "
            "CUDA (jax[cuda12_local] of its release)"
        ),
    ),
    # (jax-ml/jax#20519, round 166: "CUDA backend failed to initialize: Unable to load cuDNN. Is
    # it installed?"; magenta/mt3#145's "Unable to load CUDA" is jax_words.py's)
    rule(
        "cudnn-missing",
        W,
        "JAX could not load cuDNN (it runs on the CPU)",
        r"CUDA backend failed to initialize: Unable to load cuDNN",
        "unable to load cudnn",
        "The jax install expects a cuDNN it cannot load: pip install -U \"jax[cuda12]\" (its "
        "nvidia-cudnn-cu12), or a local cuDNN of the major jaxlib names (jax[cuda12_local]); an "
        "LD_LIBRARY_PATH pointing at another cuDNN hides the pip one",
    ),
    # a CUDA plugin of another release than jaxlib: PJRT's size and API checks and jax's own
    # warning (PlasmaControl/DESC#1534: "Unexpected PJRT_Client_Create_Args size: expected 88, got
    # 72. The plugin is likely built with a later version than the framework."; jax-ml/jax#22416:
    # "Mismatched PJRT plugin PJRT API version (0.54) and framework PJRT API version 0.51)";
    # ma-gilles/recovar#64: "JAX plugin jax_cuda12_plugin version 0.9.2 is installed, but it is not
    # compatible with the installed jaxlib version 0.9.0.1"; jax-ml/jax#20722: jaxlib's
    # versions_helpers failing with CUDA_ERROR_NOT_INITIALIZED, fixed by jax[cuda12] of its
    # release; round 166, the gatherers' name, adopted)
    rule(
        "jax-cuda-plugin-mismatch",
        E,
        "JAX's CUDA plugin and jaxlib are of different releases",
        r"The plugin is likely built with a (?:later|earlier) version than the framework|Mismatched "
        r"PJRT plugin PJRT API version|JAX plugin (?P<plugin>jax_cuda\d+_plugin) version (?P<pv>\S+) "
        r"is installed, but it is not compatible with the installed jaxlib version (?P<lv>[\w.]+)|"
        r"jaxlib/cuda/versions_helpers\.cc:\d+: operation \w+\([^)]*\) failed: CUDA_ERROR_NOT_INITIALIZED",
        ("likely built with a", "mismatched pjrt plugin", "is not compatible with the installed jaxlib",
         "versions_helpers.cc"),
        lambda v, _c: (
            (f"{v.get('plugin')} {v.get('pv')} beside jaxlib {v.get('lv')}: " if v.get("pv") else "")
            + _SAME_RELEASE
        ),
    ),
)
