"""Log rules for installers around pip: conda's own words, a pip too old for its command,
a package pip had to build from source and could not, TensorFlow's configure on Windows,
the environment refusing pip (PEP 668, Windows' path limit), TensorFlow not installed at
all. (pip's resolver and TensorFlow's wheels: packaging.py.) Verbatim real samples with sources:
tests/explain/test_rules.py.
"""

from __future__ import annotations

import re

from tfdoctor.explain import remedies_env as env
from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING


def _permission(path: str) -> str:
    """Who owns the folder pip could not write (the second review of the eleventh session: a
    venv made by another user, a ~/.local left to root by an earlier sudo)."""
    if "/.local/" in path.replace("\\", "/"):
        return (
            f"{path} is in your user site, but not yours to write (an earlier `sudo pip install "
            "--user` left it to root): sudo chown -R $USER ~/.local, then install again; or use "
            "a virtual environment"
        )
    windows_python = ":\\" in path and "\\python" in path.lower()  # C:\...\Python39\Lib\...
    if "/usr/" in path or windows_python:
        return (
            f"{path} belongs to the system's Python, which this user may not change: install into "
            "a virtual environment (python3 -m venv .venv && .venv/bin/pip install ...), or with "
            "`pip install --user`; not with sudo pip, which mixes files into the system's packages"
        )
    return (
        f"{path} belongs to another user (an environment made with sudo, or shared): recreate the "
        "environment as yourself (python3 -m venv), or have its owner install it; not sudo pip"
    )

def _cuda_of(v: dict) -> str:
    """The CUDA a conda build needs: its "__cuda >=9.0", else its build string
    ("cuda102py310" -> 10.2, "cuda112" -> 11.2, "_cuda10.2_gpu" -> 10.2)."""
    if v.get("cuda"):
        return str(v["cuda"])
    m = re.search(r"cuda(\d+)\.(\d+)|cuda(\d{2})(\d)(?!\d)|cuda(\d)(\d)(?!\d)", str(v.get("package")))
    if m is None:
        return "<the CUDA version the package's build string names>"
    major, minor = (g for g in m.groups() if g is not None)
    return f"{major}.{minor}"


INSTALLER_RULES = (
    # conda-forge's CUDA builds depend on the __cuda virtual package, "Maximum version of CUDA
    # supported by the display driver", which conda sets only when it finds the driver
    # (docs.conda.io, "Managing virtual packages"); CONDA_OVERRIDE_CUDA sets it by hand
    # (conda-forge/tensorflow-feedstock#216: "nothing provides __cuda needed by
    # tensorflow-2.7.0-cuda102py310hcf4adbc_0" in a docker build without a GPU)
    rule(
        "no-cuda-driver",
        E,
        "conda found no NVIDIA driver, so it will not install a CUDA build",
        r"nothing provides (?:requested )?__cuda\b(?:\s*>=?\s*(?P<cuda>[\d.]+))?"
        r"(?:[^\n]*needed by (?P<package>\S+))?|"
        # libmamba's tree (baker-laboratory/RoseTTAFold-All-Atom#20: "tensorflow-base ==2.11.0
        # cuda112py310h52da4a5_0 is not installable because it requires" / "└─ __cuda, which is
        # missing on the system;"; the maintainer: build it on a node with a GPU)
        r"\b__cuda,? which is missing on the system",
        ("nothing provides", "__cuda, which is missing"),
        lambda v, _c: (
            f"{v.get('package') or 'This CUDA build'} needs the __cuda virtual package, which "
            "conda sets from the NVIDIA driver it finds (`conda info` lists it): on a GPU "
            "machine, install the driver and check `nvidia-smi`; to build an environment or an "
            "image where no driver runs (a Docker build, a login node), export "
            f"CONDA_OVERRIDE_CUDA={_cuda_of(v)} before the install"
        ),
    ),
    # TensorFlow's own configure on Windows from 2.11 (tensorflow/docs
    # site/en/install/source_windows.md: "WARNING: Cannot build with CUDA support on
    # Windows. Starting in TF 2.11, CUDA build is not supported for Windows.")
    rule(
        "windows-native-gpu-unsupported",
        W,
        "TensorFlow has no GPU (CUDA) build on native Windows since 2.11",
        r"Cannot build with CUDA support on Windows|CUDA build is not supported for Windows|"
        # the same said at run time by TF >= 2.11 on native Windows (shap's Census income
        # notebook, round 34: "TensorFlow GPU support is not available on native Windows for
        # TensorFlow >= 2.11. Even if CUDA/cuDNN are installed, GPU will not be used.")
        r"GPU support is not available on native Windows",
        ("cannot build with cuda support on windows", "cuda build is not supported for windows",
         "gpu support is not available on native windows"),
        "Build or install TensorFlow in WSL2 for the GPU (pip install \"tensorflow[and-cuda]\" "
        "there), or use TensorFlow 2.10 on native Windows, or tensorflow-cpu with the DirectML "
        "plugin. TF >= 2.11 says it to every Windows run: training on the CPU meant, nothing "
        "to do",
        url="https://www.tensorflow.org/install/pip#windows-native",
    ),
    # a pip too old for an option the instructions use (horovod/horovod docs/
    # troubleshooting.rst: "no such option: --no-cache-dir", a pip before caching existed)
    rule(
        "pip-too-old",
        E,
        "pip is too old for the command it was given",
        r"^\W{0,3}(?:Error: )?no such option: (?P<option>--[\w-]+)",
        "no such option: --",
        "This pip predates the option: python -m pip install --upgrade pip, then run the "
        "command again (or drop the option)",
    ),
    # an old pip handed a wheel it cannot read looks for a setup.py in its build folder
    # (pkmital/CADL README: "IOError: [Errno 2] No such file or directory:
    # '/tmp/pip-o6Tpui-build/setup.py'", fixed by upgrading pip)
    rule(
        "pip-too-old",
        E,
        "pip is too old for this wheel",
        r"No such file or directory: '\S*[\\/]pip-[\w-]*build[\\/]setup\.py'",
        "build/setup.py'",
        "This pip is too old for the wheel it was given: python -m pip install --upgrade pip, "
        "then install again",
    ),
    # pip building a package from source and failing: its last words ("... install --record
    # ... Check the logs for full command output."; DeepLabCut docs/recipes/installTips.md:
    # wxPython; sglvladi/TensorFlowObjectDetectionTutorial install.rst: pycocotools)
    rule(
        "dependency-wheel-missing",
        E,
        "pip found no wheel of a dependency here and could not build one",
        r"Check the logs for full command output",
        "check the logs for full command output",
        "pip had no wheel of a package for this Python/platform and building it from source "
        "failed (the package is named in the lines above: `Running setup.py install for X`): "
        "install a release with a wheel here (pip download --only-binary=:all: X shows which), "
        "its build prerequisites (a C/C++ compiler, on Windows the Visual C++ Build Tools), "
        "or the package from conda-forge",
    ),
    # conda's words for no such package (or version) for this platform on the channels it
    # searched (code index 5687414314, 66427374589: win-32 has no pytorch)
    rule(
        "dependency-wheel-missing",
        E,
        "conda found no such package for this platform on its channels",
        r"PackagesNotFoundError: The following packages are not available from current channels|"
        # `conda env create` from a file whose exact build strings this platform's channels
        # lack ("ResolvePackagesNotFound:" then "tensorflow=1.12.0=gpu_py36he74679b_0",
        # rolczynski/Automatic-Speech-Recognition#7: drop the build part)
        # (conda's class is ResolvePackageNotFound: DeepLabCut/DeepLabCut#2056; libmamba's words:
        # flatironinstitute/CaImAn#1517, conda-forge alone on win-64 has no tensorflow)
        r"^\W{0,3}ResolvePackages?NotFound\b|does not exist \(perhaps a typo or a missing channel\)|"
        # conda 4.3's words (malmaud/TensorFlow.jl#292: "PackageNotFoundError: Package missing in
        # current linux-64 channels:" then "- tensorflow-gpu 1.2.0*")
        r"PackageNotFoundError: Package missing in current [\w-]+ channels",
        ("packagesnotfounderror: the following packages are not available",
         "resolvepackagesnotfound", "resolvepackagenotfound", "perhaps a typo or a missing channel",
         "package missing in current"),
        "conda has no build of that package (or that version) for this platform and Python on "
        "the channels it searched (the lines below the error name it; an environment file's "
        "exact build string, the part after the second `=`, pins one build: drop it): `conda "
        "search -c "
        "conda-forge tensorflow` lists what exists; TensorFlow's own advice is to install it "
        'with pip inside the conda environment (`python -m pip install "tensorflow[and-cuda]"` '
        "on Linux), and tensorflow-gpu is no longer published",
    ),
    # Colab's %tensorflow_version magic after TF 1 left its images (tensorflow/tflite-micro
    # #1998: "ValueError: Tensorflow 1 is unsupported in Colab."); TF 1.15.5 has wheels up to
    # CPython 3.7 (pip's resolver, manylinux2010_x86_64: cp37 found, 3.8 none)
    rule(
        "no-compatible-tensorflow",
        E,
        "Colab no longer has TensorFlow 1",
        r"Tensorflow 1 is unsupported in Colab",
        "tensorflow 1 is unsupported in colab",
        "Port the notebook to TensorFlow 2 (graph code runs as `import tensorflow.compat.v1 as "
        "tf; tf.disable_v2_behavior()`), or run it outside Colab with a Python 3.7 "
        'environment and pip install "tensorflow==1.15.5" "protobuf<3.20" (TensorFlow 1.15 has '
        "no wheel for Colab's newer Python; its wheel pins no upper protobuf, and protobuf 4 "
        "breaks its import: applied to a real Python 3.7 copy)",
    ),
    # pip skipping a folder of site-packages whose name is no distribution's: what an
    # interrupted install or uninstall leaves ("~eras" read as "-eras"; tensorflow/io's
    # docs/tutorials/mongodb.ipynb: "WARNING: Ignoring invalid distribution -eras
    # (/usr/local/lib/python3.7/dist-packages)")
    rule(
        "pip-invalid-distribution-leftover",
        W,
        "An interrupted pip install or uninstall left a broken folder in site-packages",
        # (pip/_internal/metadata/base.py prints the canonical name: "-eras" under Python <
        # 3.11's pkg_resources, "~eras" under importlib on 3.11+)
        r"Ignoring invalid distribution (?P<name>[-~]\S*) \((?P<where>[^)]+)\)",
        "ignoring invalid distribution",
        lambda v, _c: (
            f"Delete the leftover folders whose names start with '~' in {v.get('where')}"
            + (
                f" (pip shows '~{str(v.get('name'))[1:]}' as '{v.get('name')}')"
                if not str(v.get("name")).startswith("~")
                else ""
            )
            + ", then reinstall the "
            "package they belonged to: pip install --force-reinstall <package>. Harmless to "
            "what pip just installed"
        ),
    ),
    # pip's conflict check crashing on a package record without METADATA, what an
    # interrupted install leaves (tensorflow/addons' image_ops and lazyadam notebooks: "ERROR:
    # Error checking for conflicts." and FileNotFoundError on ".../tf_nightly-2.1.0.dev20191003.
    # dist-info/METADATA"); the install itself went through
    rule(
        "pip-invalid-distribution-leftover",
        W,
        "pip's dependency check crashed on a broken package record in site-packages",
        r"^\W*ERROR: Error checking for conflicts\.|No such file or directory: '(?P<where>[^']*"
        # (and a Windows path with the doubled backslashes of Python's repr: tensorflow#45451,
        # tensorflow_estimator-2.4.0rc0.dist-info's METADATA)
        r"[\\/]+(?P<record>[^'\\/]+\.dist-info))[\\/]+METADATA'",
        ("error checking for conflicts", ".dist-info"),
        lambda v, _c: (
            f"Delete the broken record {v.get('where') or 'folder'} (a .dist-info without "
            "METADATA: the traceback's last path names it), or pip uninstall that package and "
            "install it again; what pip just installed went in, but pip cannot check "
            "dependencies until the record is gone"
        ),
    ),
    # --- TensorFlow not importable at all -------------------------------------------------
    rule(
        "tensorflow-not-installed",
        E,
        "TensorFlow is not installed in this Python",
        # (not a library's optional mapping going on without it: NVIDIA-Merlin's "Tensorflow dtype
        # mappings did not load successfully due to an error: No module named 'tensorflow'",
        # a PyTorch container, round 105)
        r"^(?!.*dtype mappings did not load successfully).*?No module named '?tensorflow'?(?![\w.])",
        "no module named",
        env.not_installed,
    ),
    # PEP 668: pip refuses to install into a Python the OS manages (Debian 12, Ubuntu 23.04+,
    # Homebrew), "error: externally-managed-environment" (code index 55592131138,
    # 57472825318: a `pip install` with no venv)
    rule(
        "pip-externally-managed",
        E,
        "pip refuses to install into the system's Python (PEP 668)",
        r"error: externally-managed-environment|This environment is externally managed",
        ("externally-managed-environment", "externally managed"),
        "Install TensorFlow into a virtual environment of its own: python3 -m venv ~/tf && "
        "~/tf/bin/python -m pip install tensorflow (Debian/Ubuntu: sudo apt install "
        "python3-venv first); then run your code with ~/tf/bin/python. Do not force it with "
        "--break-system-packages",
        url="https://peps.python.org/pep-0668/",
    ),
    # Windows' 260-character path limit: pip cannot write a deep file of TensorFlow's (or
    # tensorboard's) tree; pip >= 21.1 says so in a HINT (code index 48434249813, 9834767751),
    # older pip only the [Errno 2] on a long path under site-packages (CorentinJ/
    # Real-Time-Voice-Cloning#358's kind: "...\\tensorboard_plugin_wit\\_vendor\\...")
    rule(
        "windows-long-paths-disabled",
        E,
        "Windows' path length limit stopped pip",
        r"does not have Windows Long Path support enabled|Could not install packages due to an "
        r"(?:EnvironmentError|OSError): \[Errno 2\] No such file or directory: '(?P<path>[A-Za-z]:"
        r"[^']{200,})'",
        ("windows long path support", "[errno 2] no such file or directory"),
        "Turn on long paths (as administrator, PowerShell: New-ItemProperty -Path "
        '"HKLM:\\SYSTEM\\CurrentControlSet\\Control\\FileSystem" -Name LongPathsEnabled -Value 1 '
        "-PropertyType DWORD -Force; https://pip.pypa.io/warnings/enable-long-paths), then "
        "install again; or use a venv in a short folder (C:\\tf) rather than the Microsoft "
        "Store Python's deep per-user folder",
    ),
    # a shell without pip on PATH (tensorflow/tensorboard's migrate notebook, round 58: "/bin/
    # sh: pip: command not found"; the gatherer's name, adopted)
    rule(
        "pip-command-not-found",
        E,
        "The shell has no pip command: the install did not run",
        # (bash, sh, zsh's "command not found: pip", fish's "Unknown command: pip", cmd's and
        # PowerShell's "'pip' is not recognized"; pip3.10 too: the second review of these rules)
        r"\bpip[\d.]*: (?:command )?not found\b|(?:command not found|Unknown command): pip[\d.]*\s*$|"
        r"'pip[\d.]*' is not recognized as (?:an internal or external command|the name of a cmdlet)",
        ("pip: command not found", "pip: not found", "pip3", "command not found: pip",
         "unknown command: pip", "'pip"),
        "Run pip through the Python that will import the package: python -m pip install ... "
        "(in a notebook: %pip install ...); if that Python has no pip, python -m ensurepip "
        "--upgrade first",
    ),
    # pip writing into a Python it may not write to (GoogleCloudPlatform/training-data-analyst's
    # RL-on-GCP notebook, round 98: "OSError: [Errno 13] Permission denied: '/usr/local/lib/
    # python2.7/dist-packages/Keras_Applications-1.0.6.dist-info'" under pip's wheel.py; pip >=
    # 20's "Could not install packages due to an OSError: [Errno 13] Permission denied: ...")
    rule(
        "pip-install-permission-denied",
        E,
        "pip may not write into this Python's site-packages",
        # (pip's own words, or pip 9's bare OSError from its makedirs; not a PermissionError
        # reading an installed file at import: the second review of the eleventh session)
        r"(?:Could not install packages due to an (?:OSError|EnvironmentError): |^\W{0,3}OSError: )"
        r"\[Errno 13\] Permission denied: '(?P<path>[^']*[\\/](?:site|dist)-packages\b[^']*)'",
        "[errno 13] permission denied",
        lambda v, _c: _permission(str(v.get("path") or "")),
    ),
)
