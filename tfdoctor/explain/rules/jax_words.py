"""JAX's words beside TensorFlow: its own reasons for running on the CPU (no accelerator, a
cuDNN older than its build, CUDA libraries it could not load), split from placement.py (module
size), and its warning on a fork."""

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
        "libtpu cannot get the TPU's topology from the cloud metadata server (slow start)",
        r"Failed to get TPU metadata \([\w-]+\) from instance metadata for variable (?P<var>\w+)",
        "failed to get tpu metadata",
        "Each lookup is retried 30 times, so start-up looks hung. Off a TPU VM: uninstall libtpu "
        "(pip uninstall libtpu, or jax/jaxlib without the [tpu] extra) or export "
        "TPU_SKIP_MDS_QUERY=1 before starting Python. On a TPU VM inside a container or GKE "
        "(google/gvisor#10923): give the container the host's network (the metadata server), or "
        "set the TPU topology through environment variables as the platform documents "
        "(pytorch/xla#4499)",
    ),
    # --- Keras 3's other backends (round 137) ---
    # jax's own check of the jaxlib beside it (jax/_src/lib/__init__.py, read in the jax 0.4.20
    # wheel: "jaxlib version X is newer than and incompatible with jax version Y", "jaxlib is
    # version X, but this version of jax requires version >= Z"; octo-models/octo#125: the
    # matching jaxlib fixed it; the gatherer's name, adopted)
    rule(
        "jax-jaxlib-version-mismatch",
        Severity.ERROR,
        "jax and jaxlib are of releases that do not go together",
        r"jaxlib version (?P<lib>\S+) is newer than and incompatible with jax version (?P<jax>[\w.]+)|"
        r"jaxlib is version (?P<lib2>\S+), but this version of jax requires version >= (?P<min>[\w.]+)",
        ("is newer than and incompatible with jax version", "but this version of jax requires"),
        # (not "jaxlib==<jax>": some jax releases have no jaxlib of their number, 0.4.8 and 0.5.2
        # among them; jax's own extra names the one it goes with: pip's resolver took jaxlib
        # 0.4.20, 0.4.13 and 0.5.1 for "jax[cpu]==0.4.20", "==0.4.13" and "==0.5.2", 2026-11-29)
        lambda v, _c: (
            f"Install jax with its extra, which names the jaxlib it goes with: pip install "
            f"\"jax[cpu]=={v.get('jax')}\" (\"jax[cuda12]=={v.get('jax')}\" on an NVIDIA GPU), or "
            "upgrade both together" if v.get("jax") else
            f"Upgrade jaxlib: pip install -U \"jaxlib>={v.get('min')}\" (or jax and jaxlib together "
            "with jax's extra, \"jax[cpu]\" / \"jax[cuda12]\")"
        ),
    ),
    # Keras 3's JAX backend on a JAX without jax.nn.dot_product_attention (keras/src/backend/jax/
    # nn.py's own words; keras-team/keras#20827: jax 0.4.28, fixed by jax 0.5.0)
    rule(
        "keras-backend-version-incompatible",
        Severity.ERROR,
        "Keras's JAX backend needs a newer JAX (flash attention)",
        r"Flash attention is not supported in your current JAX version",
        "flash attention is not supported in your current jax version",
        "This Keras calls jax.nn.dot_product_attention, which the installed JAX lacks: upgrade "
        "jax and jaxlib together (pip install -U \"jax[cuda12]\" on an NVIDIA GPU, \"jax[cpu]\" "
        "otherwise), or pass flash_attention=False where the layer takes it",
    ),
    # the torch backend on Apple's GPU (MPS): an op PyTorch has no MPS kernel for
    # (brainglobe/cellfinder#418: "The operator 'aten::max_pool3d_with_indices' is not currently
    # implemented for the MPS device", fixed with PYTORCH_ENABLE_MPS_FALLBACK=1), and MPS's
    # missing float64 (keras-team/keras#23700: "Cannot convert a MPS Tensor to float64 dtype as
    # the MPS framework doesn't support float64"); the gatherer's names, adopted
    rule(
        "torch-mps-op-unsupported",
        Severity.ERROR,
        "PyTorch has no Apple GPU (MPS) kernel for an op the model uses",
        r"The operator '(?P<op>[\w:.]+)' is not currently implemented for the MPS device",
        "is not currently implemented for the mps device",
        lambda v, _c: (
            f"{v.get('op')} has no MPS kernel: export PYTORCH_ENABLE_MPS_FALLBACK=1 before starting "
            "Python (that op then runs on the CPU), or run the model on the CPU "
            "(KERAS_TORCH_DEVICE=cpu for Keras's torch backend), or another backend"
        ),
    ),
    rule(
        "torch-mps-float64-unsupported",
        Severity.ERROR,
        "Apple's GPU (MPS) has no float64: a float64 array reached it",
        r"Cannot convert a MPS Tensor to float64 dtype as the MPS framework doesn't support float64",
        "mps framework doesn't support float64",
        "Cast the inputs to float32 before they reach the model (x.astype('float32'); NumPy's "
        "default is float64), or run on the CPU (KERAS_TORCH_DEVICE=cpu for Keras's torch backend)",
    ),
    # JAX's warning on any fork once it is imported (rexcoleman's TF-DF notebook on Kaggle,
    # round 180: IPython's `!head` forked through pty.forkpty and printed as asked; round 102's
    # notebook the same: "RuntimeWarning: os.fork() was called. os.fork() is incompatible with
    # multithreaded code, and JAX is multithreaded, so this will likely lead to a deadlock.")
    rule(
        "benign-jax-fork-warning",
        Severity.INFO,
        "JAX warns that a notebook's shell command forked the process (it went on)",
        # only where IPython's shell escape forked (pty.py); the user's own fork is reported
        # (tests/explain/test_rounds_100_on.py)
        r"pty\.py:\d+: RuntimeWarning: os\.fork\(\) was called\. os\.fork\(\) is incompatible with "
        r"multithreaded code, and JAX is multithreaded",
        "and jax is multithreaded",
        "Harmless where the forked child only runs a command (a notebook's `!pip` or `!head`): "
        "it went on. If a program hangs after it, start worker processes with the spawn method "
        "(multiprocessing.set_start_method(\"spawn\"), a DataLoader's multiprocessing_context) "
        "instead of fork",
    ),
)
