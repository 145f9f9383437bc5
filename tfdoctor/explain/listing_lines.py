"""The lines of a package listing (pip list, pip freeze, conda list, pip's "Requirement
already satisfied", a script's "name: version") that name the distributions explain judges
together with TensorFlow (context.py reads them; listings.py and combos.py judge them)."""

from __future__ import annotations

import re

from tfdoctor.probes.tf_dists import TF_DISTS

# a package listing's line (pip list, pip freeze, conda list) for a distribution that
# installs the tensorflow package: "tensorflow-gpu            1.10.0   hf154084_0    defaults"
# (the probes' own list, probes/tf_dists.py: intel-tensorflow too, intel/intel-extension-for-
# tensorflow#31, ITEX 1.1.0 pulling tensorflow 2.12.0 beside intel-tensorflow 2.11.0)
LISTED = re.compile(
    # (and pip's "Requirement already satisfied: tensorflow-gpu==2.4.1 in ..." for an
    # installed pin: nicknochnack/ActionDetectionforSignLanguage's notebook, round 42)
    r"^\s*(?:Requirement already satisfied: )?(?P<name>"
    + "|".join(re.escape(d).replace("\\-", "[-_]") for d in sorted(TF_DISTS, key=len, reverse=True))
    # ("name: version" too, as a script or a hand-made list prints it: tensorflow/
    # probability#860, "tf-nightly: 2.2.0.dev20200401" under "tensorflow: 2.1.0")
    + r")(?:\s+|==|:\s+)(?P<ver>\d+\.\d+[\w.+]*)(?:\s|$)",
    re.IGNORECASE,
)
# pip's "Successfully installed ... tensorflow-cpu-2.13.0 ..." / "Successfully uninstalled
# tensorflow-cpu-2.13.0": which TensorFlow distributions pip put in, or took out of, the
# environment (the review of the fourteenth session: tensorflow-cpu 2.13 then a companion pulling
# tensorflow 2.17 beside it, no uninstall between: two distributions of the tensorflow package)
PIP_TF_DIST = re.compile(
    r"(?:^|[\s*])(?P<name>"
    + "|".join(re.escape(d).replace("\\-", "[-_]") for d in sorted(TF_DISTS, key=len, reverse=True))
    + r")-(?P<ver>\d+\.\d+\.\d+[\w.+]*)(?=[\s*,]|$)",
    re.IGNORECASE,
)
# a listing's line for a package TensorFlow pins by its own release line (explain/combos.py)
LISTED_LOCKED = re.compile(
    r"^\s*(?P<name>tensorflow[-_]estimator|tensorboard|keras|tf[-_]keras)(?:\s+|==|:\s+)(?P<ver>\d+\.\d+[\w.+]*)(?:\s|$)",
    re.IGNORECASE,
)

# the Edge TPU compiler's counts of operations (explain/context_filters.py)
EDGETPU_OPS = re.compile(r"Number of operations that will run on (Edge TPU|CPU): (\d+)")
# a shell entering or making another environment (venv, virtualenv, conda)
NEW_ENV = re.compile(
    # (a command, after an optional prompt, not prose nor conda's "#     $ conda activate tf" hint;
    # the env's name, so activating the one already active starts nothing new: the second review
    # of the fifteenth session)
    r"^(?:\([\w.-]+\)\s+)?(?:[^\s#]*[$>#]\s*)?(?:\S+\s+&&\s+)*(?:"
    r"(?:source|\.)\s+(?P<src>\S*?)(?:[\\/]bin)?[\\/]activate\b|conda activate\s+(?P<conda>[\w.-]+)|"
    r"(?P<win>\S*?)\\Scripts\\activate|activate(?:\.bat)?\s+(?P<bat>[\w.-]+)|"
    r"\S*python[\d.]*(?:\.exe)?\s+-m venv\s+(?P<venv>\S+)|virtualenv\s+(?P<venv2>\S+))"
)
# a conda prompt "(gym) user@host:~$ ..." and a path into a conda environment
# (Doodleverse/segmentation_gym#136: XLA_FLAGS left pointing at another environment's lib)
CONDA_PROMPT = re.compile(r"^\((?P<env>[\w.-]+)\)\s+\S*[@:$>#]")
ENV_PATH = re.compile(r"[\\/](?:mini|ana)?(?:conda\d?|forge|mamba)[\w]*[\\/]envs[\\/](?P<env>[\w.-]+)[\\/]")
#: lower-case needles that may start a context line (the engine's gate includes them)
NEEDLES = (
    "registered devices: [",
    "gpu devices are available:",
    "directml device enumeration: found", "adding visible gpu devices: ",
    "tensorflow ", "tensorflow:",
    "tensorflow=",
    "tensorflow-",
    "tensorflow_",
    "tensor flow",
    "tf-nightly",
    "tf_nightly",
    "cuda-",
    "cuda/v",
    "cuda\\v",
    "tf.__version__",
    "tensorflow.__version__",  # (and keras beside it: round 174)
    "name: tensorflow",
    "uname -m",
    "physicaldevice(name=",
    "-gpu",
    "nvcr.io",
    "--gpus",
    "nvidia-docker",
    "runtime=nvidia",
    "tf version",
    "python3.",
    "python 3.",
    "-cp3",
    "your python",
    "wsl",
    "microsoft",
    "apple",
    "mac",
    "rosetta",
    ":\\",
    ".dll",
    "win_amd64",
    ".pyd",
    "windows",
    "list_physical_devices",
    "get_available_gpus",
    "is_gpu_available",
    "_with_cuda",
    "with_gpu_support",
    "using pip version",
    "activate", "-m venv", "virtualenv ",
    "number of operations that will run on",
    "xla_flags", "xla_gpu_cuda_data_dir", "ld_library_path", "pip-build-env",
    "list_local_devices",
    'device_type: "',
    'name: "/device:',
    "is_cuda_build",
    "capability",
    "cudart", "libcublas.so.10",
    "tensorboard",
    "keras ",
    "keras=",
    "cuda_visible_devices",
    "reported version is",
    "successfully installed",
    "pyimod0", "failed to execute script", "initscripts",
    "pip install", "pip3 install", "pip.exe install", ": install_deps>",
    "found existing installation: tensorflow ",
)
