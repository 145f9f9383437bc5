"""A module the program imports is not installed, and its distribution may be named
otherwise: ``No module named 'cv2'`` is fixed by ``pip install opencv-python``, not
``pip install cv2`` (pip: "No matching distribution"). TensorFlow's, Keras's and the
ecosystem's own modules have their own rules (python.py, companions.py); this one is
generic and ranks after them (explain/causes.py GENERIC_IDS). Sample:
nicknochnack/TFODCourse "Error Guide.md" ("Error: No module named typeguard").
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import ExplainContext, Values, rule
from tfdoctor.explain.rules.ecosystem_names import ECOSYSTEM_MODULES, ECOSYSTEM_PATTERN, TF_STACK
from tfdoctor.explain.rules.module_names import DIST_OF, MOVED_MODULES
from tfdoctor.explain.rules.python_release import REMOVED_STDLIB
from tfdoctor.model import Severity

# modules other rules explain (TensorFlow, its native _pywrap_tensorflow* loaded after a failed
# DLL, Keras, the ecosystem, NumPy, protobuf)
_OWN = "|".join(
    [*sorted(TF_STACK), r"tensorflow_\w+", r"keras_\w+", r"_?pywrap_tensorflow\w*"]
    + [m for m in sorted(REMOVED_STDLIB) if m != "distutils"]
    + [m.replace(".", r"\.") for m in sorted(MOVED_MODULES)]  # package-module-removed's
)


def install_module(v: Values, ctx: ExplainContext | None) -> str:
    module = str(v.get("module") or "the module")
    top = "scipy" if module == "SciPy" else module.split(".")[0]
    if top == "lib2to3":  # Python 3.13 removed it; Debian ships it apart (python3-lib2to3)
        return (
            "lib2to3 is not in this Python: Python 3.13 removed it, and a Debian/Ubuntu Python "
            "ships it apart (sudo apt install python3-lib2to3); on 3.13 use a release of the "
            "package that no longer imports it, or Python 3.12"
        )
    if top == "distutils":
        return (
            "distutils is not in this Python. Python 3.12 removed it (PEP 632): the code that "
            "imports it (often a package's setup.py while pip builds it) was written for an "
            "older Python; `pip install setuptools` brings a shim some of it accepts, or use "
            "Python 3.11. A Debian/Ubuntu Python before 3.12 ships it apart: sudo apt install "
            "python3-distutils (python3.X-distutils for another 3.X)"
        )
    pip = (ctx.pip if ctx else None) or "python -m pip"
    where = (
        ', in the Python that runs the program (`python -c "import sys; print(sys.executable)"`; '
        "in a notebook `%pip install`, then restart the kernel)"
    )
    if top in DIST_OF:
        return f"{pip} install {DIST_OF[top]} (the distribution is {DIST_OF[top]}, not {top}){where}"
    sub = (
        f"If {top} itself imports (`python -c \"import {top}\"`), the installed {top} has no "
        f"{module}: a release moved or removed it; install the {top} release the code was "
        "written for (its requirements), or import it from where that release keeps it. "
        if "." in module else ""
    )
    return (
        f"{sub}{'Otherwise ' if sub else ''}{top} is not importable here. If it is a package on PyPI, install it{where}; its "
        f"distribution may be named otherwise (`{pip} index versions {top.replace('_', '-')}` "
        f"says whether that name exists). If it is part of a source tree (tensorflow/models' "
        "research/ and slim/, a project's own folder), add that folder to PYTHONPATH or install "
        "the project (pip install -e .)"
    )


MODULE_RULES = (
    rule(
        "python-module-missing",
        Severity.ERROR,
        "A module the program imports is not installed in this Python",
        # (not a library going on without an optional backend: deepchem's "Skipped loading
        # modules with pytorch-geometric dependency, missing a dependency. No module named 'dgl'")
        r"^(?!.*Skipped loading [\w -]+, missing a dependency|.*dtype mappings did not load successfully).*?(?:"
        rf"No module named '(?!(?:{_OWN})\b)(?P<module>[\w.]+)'|No module named "
        rf"(?!(?:{_OWN})\b)(?P<module2>[A-Za-z_][\w.]*)\s*$|"
        # Keras's image loading without Pillow (keras_preprocessing/image/utils.py: "Could not
        # import PIL.Image. The use of `load_img` requires PIL.", puigalex/AMP-Tech#2)
        # (any of its image helpers: "The use of `array_to_img` requires PIL.",
        # fchollet/deep-learning-with-python-notebooks#88, round 123)
        r"Could not import (?P<module3>PIL)\.Image\. The use of `?\w+`? requires PIL|"
        # Keras's image transforms without SciPy (tensorflow/tensorflow#50531, round 116)
        r"Image transformations require (?P<module4>SciPy)\. Install SciPy)",
        ("no module named", "could not import pil.image", "require scipy"),
        install_module,
    ),
    # Keras's plot_model without its drawing tools: only the plot is skipped (NVIDIA/TensorRT
    # tensorflow-quantization notebook: "You must install pydot (`pip install pydot`) and
    # install graphviz (see instructions at https://graphviz.gitlab.io/download/) for
    # plot_model/model_to_dot to work.")
    rule(
        "keras-plot-model-deps-missing",
        Severity.WARNING,
        "pydot/graphviz are not installed: keras.utils.plot_model cannot draw the model",
        # (Keras 3: "You must install pydot (`pip install pydot`) for `plot_model` to work.")
        r"You must install pydot \(`pip install pydot`\) (?:and install graphviz|for `?plot_model)|"
        # (Keras 3's printed form for Graphviz, fchollet/deep-learning-with-python-notebooks#236,
        # round 149: "You must install graphviz (see instructions at https://graphviz.gitlab.io/
        # download/) for "plot_model" to work.")
        r"You must install graphviz \(see instructions at",
        ("you must install pydot", "you must install graphviz"),
        "pip install pydot, and install Graphviz's programs (apt install graphviz, brew install "
        "graphviz, or conda install graphviz); only the model plot needs them",
    ),
    # TF 1's InteractiveSession opened twice (tensorflow/lucid's xy2rgb notebook: session.py
    # "UserWarning: An interactive session is already active. This can cause out-of-memory
    # errors in some cases.")
    rule(
        "tf-interactive-session-already-active",
        Severity.WARNING,
        "A second TF 1 InteractiveSession was opened while one is still active",
        r"An interactive session is already active",
        "interactive session is already active",
        "Call .close() on the earlier session before making another (the object you kept, or "
        "tf.compat.v1.get_default_session().close()), or reuse it; each holds GPU memory "
        "until closed",
    ),
    # R's tensorflow/keras packages through reticulate, bound to a Python where TensorFlow
    # does not import: the R package's own words (its tf_config_error_message: "Valid
    # installation of TensorFlow not found.", with the Python it searched and the Python
    # exception below it; an INFS692 course README, code index 25940415531) and
    # reticulate's (rstudio/keras3#858: "Error: Python module tensorflow.python.keras was not
    # found. Detected Python configuration: python: C:\\Anaconda\\python.exe ... tensorflow:
    # [NOT FOUND]"; fixed by use_condaenv('r-reticulate', required = TRUE))
    rule(
        "tensorflow-not-installed",
        Severity.ERROR,
        "R's reticulate found no working TensorFlow in the Python it uses",
        # (reticulate prints a blank line before "Detected Python configuration:": the review
        # of bf15252, reticulate's source; a flattened paste joins them)
        # (older R tensorflow packages: "Installation of TensorFlow not found.", rstudio/
        # tensorflow#349; reticulate without the dot, rstudio/keras3#826)
        r"(?:Valid )?[Ii]nstallation of TensorFlow not found|Python module (?P<module>(?:tensorflow"
        r"|keras)[\w.]*) was not found\b",
        ("installation of tensorflow not found", "was not found"),
        "reticulate is bound to a Python without a working TensorFlow (the lines 'Python "
        "environments searched' / 'Detected Python configuration' name it): point it at the "
        "environment that has TensorFlow before loading keras or tensorflow, with "
        'reticulate::use_condaenv("NAME", required = TRUE), use_virtualenv("NAME", required = '
        "TRUE) or RETICULATE_PYTHON=/path/to/python; or make one with keras3::install_keras() "
        "/ tensorflow::install_tensorflow(). Where a 'Python exception encountered' traceback "
        "follows, it says why TensorFlow did not import there",
    ),
    # TF 1.x's own files from two releases: tensorflow/python/keras/backend/__init__.py of
    # one asks _impl/keras/backend of another for abs ("from tensorflow.python.keras._impl.
    # keras.backend import abs" / "ImportError: cannot import name 'abs'", keras-team/
    # autokeras#34, mattshma/bigdata#127); the maintainer's fix (tensorflow/tensorflow#20778,
    # gunan): delete site-packages/tensorflow and reinstall. Not a frame-less "cannot import
    # name" of any other name: that one names no module
    rule(
        "tensorflow-install-broken",
        Severity.ERROR,
        "TensorFlow's own files come from two releases (Keras's backend has no abs)",
        r"^\W*(?:ImportError: )?cannot import name '?abs'?\s*$|"
        r"from tensorflow\.python\.keras\._impl\.keras\.backend import abs\b",
        ("cannot import name", "keras._impl.keras.backend import abs"),
        "pip uninstall -y tensorflow tensorflow-gpu tf-nightly tf-nightly-gpu   # repeat until pip "
        "finds none; delete what is left of site-packages/tensorflow (python -c \"import "
        "tensorflow, os; print(os.path.dirname(tensorflow.__file__))\" fails here: look in "
        "site-packages); then pip install --no-cache-dir tensorflow==THE_RELEASE_YOU_WANT",
    ),
    # protobuf's module missing under TensorFlow's generated code (jkjung-avt/jetson_nano#9:
    # "tensorflow_core/core/framework/graph_pb2.py ... ModuleNotFoundError: No module named
    # 'google.protobuf'"; the maintainer: install protobuf, then TensorFlow)
    rule(
        "python-module-missing",
        Severity.ERROR,
        "protobuf is not installed in this Python (TensorFlow's generated code needs it)",
        r"No module named '?google\.protobuf'?(?![\w.])",
        "no module named",
        "Install protobuf in this Python at the release this TensorFlow pins (`pip show "
        "tensorflow` lists Requires; TF < 2.12: pip install \"protobuf<3.20\"; newer: pip install "
        "--force-reinstall --no-deps tensorflow==THE_VERSION brings its pin back with pip "
        "install tensorflow==THE_VERSION). If protobuf is installed, a package named google "
        "without protobuf hides it (pip show -f protobuf; a stray google/ folder or google "
        "package)",
    ),
    # NumPy itself missing (udacity/machine-learning's intro-to-tensorflow notebook: "No
    # module named 'numpy'" in the kernel's Python)
    rule(
        "python-module-missing",
        Severity.ERROR,
        "NumPy is not installed in this Python",
        r"No module named '?numpy'?(?![\w.])",
        "no module named",
        lambda _v, c: (
            f"{(c.pin('numpy') if c else None) or 'python -m pip install numpy'}   # in the "
            "Python that runs the program (a notebook: %pip install numpy, then restart the "
            "kernel); within the range the installed TensorFlow declares (pip show tensorflow)"
        ),
    ),
    # a tensorflow_* module no table knows: a package's or a folder of the project's (the
    # review of bf15252: tensorflow_yolov4 is hunglc007's folder, not a distribution), and
    # the module the tensorflow-gpu distribution never had
    rule(
        "python-module-missing",
        Severity.ERROR,
        "A tensorflow_* module the code imports is not importable here",
        r"No module named '(?P<module>(?!(?:" + "|".join(sorted(ECOSYSTEM_MODULES)) + r")\b)"
        + ECOSYSTEM_PATTERN + r"|tensorflow_gpu)(?:\.[\w.]*)?'",
        "no module named 'tensorflow_",
        lambda v, _c: (
            "tensorflow-gpu installs the module tensorflow: import tensorflow"
            if v.get("module") == "tensorflow_gpu"
            # not on PyPI: installed from its repository (tensorflow/tensorflow#42451; a
            # notebook's notes, code index 31860245156)
            else "tensorflow_examples is installed from its repository: pip install "
            "git+https://github.com/tensorflow/examples.git"
            if v.get("module") == "tensorflow_examples"
            else f"{v.get('module')} is not installed in this Python and is no package "
            "tfdoctor knows: if it is a folder of the project, run from the project's root "
            "(or put that root on PYTHONPATH); if it is a package, install it as the "
            "project's README says (`pip index versions` shows whether PyPI has the name: "
            "do not pip install a guessed name)"
        ),
    ),
    # reticulate's virtualenv folder that is not one (rstudio/tensorflow#584: "'r-tensorflow'
    # exists but is not a virtual environment", under a OneDrive-synced home; the maintainer:
    # WORKON_HOME on a local disk)
    rule(
        "r-virtualenv-invalid",
        Severity.ERROR,
        "R's reticulate found a folder of that name that is not a Python virtual environment",
        r"'(?P<env>[\w.-]+)' exists but is not a virtual environment",
        "exists but is not a virtual environment",
        lambda v, _c: (
            f"Remove the broken '{v.get('env')}' folder (reticulate::virtualenv_remove("
            f"\"{v.get('env')}\") or delete it under ~/.virtualenvs), keep it off synced folders "
            "(OneDrive: set WORKON_HOME to a local path in ~/.Renviron), then run "
            "keras3::install_keras() / tensorflow::install_tensorflow() again"
        ),
    ),
    # R's tensorflow package needing a newer reticulate (rstudio/tensorflow#117: "namespace
    # 'reticulate' 0.7 is being loaded, but >= 0.7.0.9017 is required"; fixed by installing
    # reticulate from GitHub)
    rule(
        "r-reticulate-version-mismatch",
        Severity.ERROR,
        "An R package of the TensorFlow stack needs a newer release of another",
        r"namespace .(?P<pkg>reticulate|tensorflow|keras3?|tfdatasets|tfruns). (?P<have>[\w.-]+) "
        r"is being loaded, but (?P<need>>=\s*[\w.-]+) is required|"
        # keras's install_keras() passing reticulate an argument its old release lacks
        # (rstudio/keras3#980: "Error in conda_install(...) : unused argument (python_version =
        # conda_python_version)"; the maintainer: install.packages("reticulate"))
        r"Error in (?P<pkg2>conda_install|virtualenv_install|py_install)\(.*\)\s*:\s*unused argument",
        ("is being loaded, but", "unused argument"),
        lambda v, _c: (
            "Update R's reticulate, whose " + str(v.get("pkg2")) + "() is older than the keras/"
            'tensorflow package calling it: install.packages("reticulate") in a fresh R session, '
            "then restart R and run the install again"
            if v.get("pkg2") else
            f"Update R's {v.get('pkg')} (it has {v.get('have')}, {v.get('need')} is needed): "
            f"install.packages(\"{v.get('pkg')}\") in a fresh R session (a development release: "
            f"remotes::install_github(\"rstudio/{v.get('pkg')}\")), then restart R"
        ),
    ),
    # the bare import of Keras where no Keras is installed (luanshiyinyang/
    # FacialExpressionRecognition#12: "ModuleNotFoundError: No module named 'keras'"; the
    # maintainer: TF 2, which has Keras)
    rule(
        "python-module-missing",
        Severity.ERROR,
        "Keras is not installed in this Python",
        r"No module named '?keras'?\s*$",
        "no module named",
        "Install TensorFlow in this Python (TF 2.16+ brings Keras 3 with it; 2.6-2.15 pin "
        "keras of their own line: pip install \"keras==X.Y.*\" for TF X.Y), or write "
        "`from tensorflow import keras`; `python -c \"import sys; print(sys.executable)\"` shows "
        "which Python runs (from R: keras3::install_keras() into reticulate's Python)",
    ),
    # Colab's own line magic run elsewhere (aamini/introtodeeplearning's lab notebooks:
    # "UsageError: Line magic function `%tensorflow_version` not found.")
    rule(
        "colab-magic-unavailable",
        Severity.ERROR,
        "Colab-only code (a magic, google.colab) ran outside Colab",
        r"Line magic function `%(?P<magic>tensorflow_version)` not found"
        # and Colab's own module elsewhere (rickiepark/deep-learning-with-python-2nd on
        # SageMaker Studio Lab: "No module named 'google.colab'" for files.upload())
        r"|No module named '?(?P<module>google\.colab)\b",
        ("line magic function `%tensorflow_version`", "no module named 'google.colab",
         "no module named google.colab"),
        lambda v, _c: (
            "google.colab exists only inside Google Colab: skip its cells (files.upload(), "
            "drive.mount()) and copy the files in another way (upload through Jupyter, a path "
            "on disk)"
            if v.get("module") else
            "%tensorflow_version exists only in Google Colab (and today's Colab keeps TF 2 only): "
            "delete the line and install the TensorFlow the notebook needs into this kernel's "
            'Python (%pip install "tensorflow==X.Y.*")'
        ),
    ),
    # a .pyc compiled by another Python than the one running it (GoogleCloudPlatform/
    # tf-estimator-tutorials, round 48: "ERROR: (gcloud.ml-engine.local.predict)
    # RuntimeError: Bad magic number in .pyc file")
    rule(
        "python-bytecode-version-mismatch",
        Severity.ERROR,
        "A .pyc file was compiled by another Python version",
        r"Bad magic number in \.pyc file|bad magic number in '?[\w.]+'?",
        "bad magic number",
        "Delete the stale bytecode (find . -name '*.pyc' -delete; the __pycache__ folders) and "
        "run again with one Python; for gcloud's local predict, point CLOUDSDK_PYTHON at the "
        "Python the model's code was installed for",
    ),
    # TF 0.x-1.x's own words when the working directory is TensorFlow's source tree: its
    # tensorflow/ folder shadows the installed package (tensorflow/tensorflow#6726, "Error
    # importing tensorflow. Unless you are using bazel, you should not try to import
    # tensorflow from its source directory")
    rule(
        "shadowed-by-working-directory",
        Severity.ERROR,
        "Python imports TensorFlow's source tree instead of the installed package",
        r"you should not try to import tensorflow from its source directory",
        "from its source directory",
        "The working directory is TensorFlow's source tree, whose tensorflow/ folder shadows "
        "the installed package: cd to another folder and start Python there (or build the "
        "wheel with bazel and pip install it, then import it from outside the tree)",
    ),
)
