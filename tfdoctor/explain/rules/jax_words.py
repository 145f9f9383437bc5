"""JAX's words beside TensorFlow: its own reasons for running on the CPU (no accelerator, a
cuDNN older than its build, CUDA libraries it could not load), split from placement.py (module
size)."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING

JAX_RULES = (
    # JAX's own reason it has no CUDA backend (conda-forge/jax-feedstock#149, round 129: "Outdated
    # cuDNN installation found. Version JAX was built against: 8907 ... Installed version:
    # 8907" with minimum 9100; magenta/mt3#145: "Unable to load CUDA")
    rule(
        "cudnn-version-mismatch",
        E,
        "JAX's CUDA backend needs a newer cuDNN than the one installed (it runs on the CPU)",
        r"Outdated cuDNN installation found\.?",
        "outdated cudnn installation found",
        "JAX says which cuDNN it needs (the 'Minimum supported' line): install that cuDNN "
        "(pip's nvidia-cudnn-cu12 through jax[cuda12], or conda's cudnn>=9) or a jax/jaxlib "
        "built for the installed cuDNN; TensorFlow in the same environment pins its own cuDNN "
        "(`tfdoctor check`), so one environment may not hold both",
    ),
    rule(
        "cuda-libs-missing",
        W,
        "JAX could not load the CUDA libraries (it runs on the CPU)",
        r"CUDA backend failed to initialize: Unable to load CUDA",
        "unable to load cuda",
        "The jax install expects CUDA libraries that are not here: install the jax variant that "
        "brings them (pip install \"jax[cuda12]\" on a CUDA 12 driver; jax[cuda12_local] and "
        "jax[cuda11_local] want a local toolkit of that major), and check the driver with "
        "`tfdoctor check`",
    ),
    # JAX's words beside TensorFlow (google/trax's and tensorflow/probability's notebooks,
    # round 55: "WARNING:absl:No GPU/TPU found, falling back to CPU."): no GPU for it either
    rule(
        "devices-no-gpu",
        Severity.WARNING,
        "JAX found no GPU or TPU: it runs on the CPU",
        # (and jax 0.10.2's own words, jax/_src/xla_bridge.py: "An NVIDIA GPU may be present on
        # this machine, but a CUDA-enabled jaxlib is not installed. Falling back to cpu."; "CUDA
        # backend failed to initialize: ...")
        r"No GPU/TPU found, falling back to CPU|An NVIDIA GPU may be present on this machine, but "
        r"a CUDA-enabled jaxlib is not installed|CUDA backend failed to initialize: ",
        ("no gpu/tpu found", "cuda-enabled jaxlib is not installed",
         "cuda backend failed to initialize"),
        "JAX sees no accelerator: on Colab, choose a GPU or TPU runtime; elsewhere install the "
        "CUDA build of jaxlib for this driver (pip install \"jax[cuda12]\") and check the GPU "
        "with `tfdoctor check` (the driver is shared with TensorFlow)",
    ),
    # libtpu (jax[tpu], or TensorFlow's TPU build) on a machine without a TPU asking the cloud
    # metadata server for the TPU's topology, 30 times per variable (jax-ml/jax#11668, round
    # 136: "Failed to get TPU metadata (tpu-env) from instance metadata for variable
    # CHIPS_PER_HOST_BOUNDS: INTERNAL: Failed to fetch URL after 30 tries"; the maintainer:
    # TPU_SKIP_MDS_QUERY=1, or no libtpu off TPU; the gatherer's name, adopted)
    rule(
        "libtpu-metadata-query-off-tpu",
        Severity.WARNING,
        "libtpu asks the cloud metadata server for a TPU this machine does not have (slow start)",
        r"Failed to get TPU metadata \([\w-]+\) from instance metadata for variable (?P<var>\w+)",
        "failed to get tpu metadata",
        "Each lookup is retried 30 times, so start-up looks hung: off a TPU VM, uninstall libtpu "
        "(pip uninstall libtpu, or install jax/jaxlib without the [tpu] extra), or export "
        "TPU_SKIP_MDS_QUERY=1 before starting Python",
    ),
)
