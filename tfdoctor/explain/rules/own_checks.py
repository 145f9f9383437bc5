"""Line rules for what other programs print about the packages beside them: a project's own
check of the TensorFlow it runs with, a framework's list of modules its pipeline could not
import. (A TensorFlow companion's own words are companions.py's; this is the projects and
frameworks built on TensorFlow.)

Verbatim real samples with sources: tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.companions import _ABSENT, _derive, companion_remedy
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING

OWN_CHECK_RULES = (
    # keras-retinanet's own check (keras_retinanet/utils/tf_version.py: "You are using
    # tensorflow version {}. The minimum required version is {} (blacklisted: {}).", then
    # sys.exit(1); Samjith888/Keras-retinanet-Training-on-custom-datasets-for-Object-
    # Detection-#10: the pip release needs TF >= 2.3.0 where the tutorial used TF 1.15)
    rule(
        "tensorflow-companion-mismatch",
        E,
        "A project's own check refuses this TensorFlow",
        r"You are using tensorflow version (?P<tf>\S+)\. The minimum required version is "
        r"(?P<need>[\d.]+)",
        "the minimum required version is",
        lambda v, _c: (
            f"The project needs TensorFlow >= {v.get('need')} and this is {v.get('tf')}: "
            "install the project's release written for this TensorFlow (its README or tags: "
            "a pip release is often newer than the tutorial's code), or a TensorFlow it "
            f'accepts (pip install "tensorflow>={v.get("need")}") in a separate environment'
        ),
    ),
    # Rasa's pipeline check (rasa/nlu/registry.py, validate_requirements: "Not all required
    # importable packages are installed. ... Please install the package(s) that contain the
    # module(s): {}"; RasaHQ/rasa#5373: tensorflow_text, which rasa 1.8's default pipeline
    # needed and did not install). A TensorFlow companion is the companion's remedy
    rule(
        "ecosystem-import-failed",
        E,
        "A TensorFlow-ecosystem package the pipeline needs is not installed in this Python",
        r"install the package\(s\) that contain the module\(s\): (?:[\w.]+, )*"
        r"(?P<module>" + _ABSENT + r")\b",
        "that contain the module(s)",
        lambda v, ctx: companion_remedy({**v, "error": f"No module named '{v.get('module')}'"}, ctx),
        derive=_derive,
        group="pipeline-modules",
    ),
    rule(
        "python-module-missing",
        E,
        "A module the pipeline needs is not installed in this Python",
        r"install the package\(s\) that contain the module\(s\): (?P<modules>[\w.]+(?:, [\w.]+)*)"
        # rasa_nlu 0.x's words (RasaHQ/rasa#412: "Exception: Not all required packages are
        # installed. Please install spacy")
        r"|Not all required packages are installed\. (?:To use this pipeline, you need to "
        r"install the missing dependencies\. )?Please install (?P<modules2>[\w.]+(?: [\w.]+)*)",
        ("that contain the module(s)", "not all required packages are installed"),
        lambda v, _c: (
            f"Install what provides {v.get('modules') or v.get('modules2')} into the Python "
            "that runs the "
            "pipeline (the framework's extras name them, e.g. pip install 'rasa[full]'), or "
            "remove the component that needs it from the pipeline's config"
        ),
        group="pipeline-modules",
    ),
    # tensorflow-io's own warning when its compiled libraries are not there (tensorflow/io
    # #1643: a source build on Apple M1, "UserWarning: unable to load libtensorflow_io_plugins.so:
    # unable to open file: libtensorflow_io_plugins.so"; the script went on without its file
    # systems)
    rule(
        "ecosystem-import-failed",
        W,
        "tensorflow-io's compiled libraries did not load: its file systems and ops are missing",
        r"(?:unable to load|file system plugins are not loaded: unable to open file:) "
        r"(?P<so>libtensorflow_io(?:_plugins)?\.so)",
        ("unable to load libtensorflow_io", "file system plugins are not loaded"),
        lambda v, ctx: companion_remedy(
            {**v, "package": "tensorflow-io", "error": f"unable to load {v.get('so')}"}, ctx
        ),
        derive=lambda v: {"package": "tensorflow-io", "module": "tensorflow_io"},
    ),
    # KerasTuner given a model of standalone Keras (keras-team/keras-tuner#141: "RuntimeError:
    # Model-building function did not return a valid Keras Model instance, found
    # <keras.engine.sequential.Sequential object ...>"; `from tensorflow import keras` fixed it)
    rule(
        "keras-version-mismatch",
        E,
        "KerasTuner got a model of another Keras than the one it uses",
        r"Model-building function did not return a valid Keras Model instance, found "
        r"<(?P<cls>keras\.[\w.]+)",
        "did not return a valid keras model instance",
        lambda v, _c: (
            f"The model is {v.get('cls')}, standalone Keras's, and KerasTuner checks for the "
            "Keras it imports (tf.keras for keras-tuner < 1.4): build it with that one (from "
            "tensorflow import keras), or install the keras-tuner release made for your Keras"
        ),
    ),
    # keras-core, Keras 3's preview, imported by a package that did not declare it (keras-team/
    # keras-cv#2026: keras-cv 0.6, "No module named 'keras_core'"; pip install keras-core fixed
    # it); keras-core's last release is 0.1.7 and keras >= 3 replaced it
    rule(
        "ecosystem-import-failed",
        E,
        "keras_core (Keras 3's preview) is not installed for the package that imports it",
        r"No module named '(?P<module>keras_core)(?P<sub>\.[\w.]+)?'",
        "no module named 'keras_core",
        "A package of its time (keras-cv 0.6, keras-nlp 0.6) imports keras_core without "
        "declaring it: pip install keras-core (its last release, 0.1.7), or move to the "
        "package's release for Keras 3 (keras-hub), which imports keras instead",
        derive=lambda v: {"package": "keras-core"},
    ),
    # faceswap's setup.py on a CUDA with no TensorFlow wheel (deepfakes/faceswap's INSTALL.md:
    # "WARNING Tensorflow has no official prebuild for CUDA 9.1 currently. To continue, You
    # have to build your own tensorflow-gpu.")
    rule(
        "cuda-version-mismatch",
        W,
        "No TensorFlow wheel is built for the installed CUDA",
        r"Tensorflow has no official prebuild for CUDA (?P<cuda>[\d.]+)",
        "has no official prebuild for cuda",
        lambda v, _c: (
            f"No pip TensorFlow is built for CUDA {v.get('cuda')}: install the CUDA (and cuDNN) "
            "a TensorFlow release was built with beside it (the table at https://www.tensorflow."
            "org/install/source#gpu; pip's tensorflow[and-cuda] brings its own from TF 2.14), or "
            "build TensorFlow for this CUDA from source"
        ),
    ),
    # the same installer finding no cuDNN (deepfakes/faceswap#722: "ERROR   cuDNN not found.
    # See https://github.com/deepfakes/faceswap/blob/master/INSTALL.md#cudnn for
    # instructions", then "Tensorflow currently has no official prebuild for your CUDA, cuDNN
    # combination" with an empty cuDNN Version)
    rule(
        "cudnn-missing",
        E,
        "The installer found no cuDNN for the CUDA installed",
        r"^\W{0,3}ERROR\s+cuDNN not found\b",
        "cudnn not found",
        "Install the cuDNN release made for the installed CUDA (and a CUDA that a TensorFlow "
        "release was built with: https://www.tensorflow.org/install/source#gpu) and put its "
        "bin (Windows) or lib (Linux) folder on PATH / LD_LIBRARY_PATH; then run the "
        "installer again",
    ),
)
