"""The TensorFlow ecosystem's import names and their distributions (split from events.py,
module size): the known companions, any other top-level ``tensorflow_*`` module, and the
packages whose import name is not their distribution's name with "_" for "-"."""

from __future__ import annotations

#: import name -> distribution, for packages users install beside TensorFlow whose import
#: name is not their distribution name with "_" for "-" (their wheels' top_level.txt).
#: (tensorflow_serving is tensorflow-serving-api's package: its 2.21.0 wheel's files)
_OTHER_NAMES = {
    "official": "tf-models-official", "tensorflowjs": "tensorflowjs",
    "tensorflow_serving": "tensorflow-serving-api", "reverb": "dm-reverb",
}  # fmt: skip
#: import names of the TensorFlow ecosystem (probes/ecosystem.KNOWN, plus the libraries
#: with TensorFlow classes that users report failing beside TF: transformers, tf2onnx)
ECOSYSTEM_MODULES = frozenset(
    {
        "tf_keras", "tensorflow_text", "tensorflow_io", "tensorflow_probability",
        "tensorflow_decision_forests", "tensorflow_addons", "tensorflow_hub",
        "tensorflow_datasets", "tensorflow_model_optimization", "tensorflow_recommenders",
        "tensorflow_ranking", "keras_nlp", "keras_cv", "keras_hub", "keras_tuner", "official",
        "tensorflow_graphics", "tensorflow_transform", "tensorflow_serving",
        "tensorflow_federated", "tensorflowjs", "tf2onnx", "transformers", "kerastuner",
        "tensorflow_io_gcs_filesystem", "tensorflow_gnn", "tensorflow_similarity",
        "tensorflow_model_analysis", "tfx", "tensorflow_compression", "tensorflow_quantum",
        "tensorflow_lattice", "tensorflow_privacy", "tensorflow_metadata",
        "tensorflow_data_validation", "tensorflow_cloud", "tensorflow_docs", "tf_agents",
    }
)  # fmt: skip
#: companions read only by their compiled library's path (site-packages/reverb/libpybind.so):
#: "reverb" alone is also an audio package's name (the review of the twenty-first session)
COMPILED_LIBRARY_MODULES = ECOSYSTEM_MODULES | {"reverb"}
#: any other top-level tensorflow_* module: a package no table here knows, or a folder of the
#: user's project (tensorflow_yolov4, tensorflow_utils: no such distribution on PyPI; the
#: review of bf15252), never a guessed `pip install`. Not TF's own names: tensorflow_core
#: (TF 2.0-2.1), tensorflow_estimator (its own rules), tensorflow_gpu/_cpu/_intel (the
#: distributions install the module tensorflow)
ECOSYSTEM_PATTERN = r"tensorflow_(?!(?:core|estimator|gpu|cpu|intel)\b)[a-z]\w*"
#: TensorFlow's own stack and the libraries beside it whose missing import other rules explain
#: (TensorFlow, Keras, NumPy, protobuf's google, TensorBoard, h5py, ml_dtypes, the Model
#: Garden, TF.js, tf2onnx, transformers, the old keras-tuner name): never a generic
#: "pip install <module>" (modules.py), never "a third-party module the companion lacks"
#: (events_api.py)
TF_STACK = frozenset(
    {
        "tensorflow", "keras", "tf_keras", "numpy", "google", "tensorboard", "h5py",
        "ml_dtypes", "official", "tensorflowjs", "tf2onnx", "transformers", "kerastuner",
    }
)  # fmt: skip


def distribution_for(module: str) -> str:
    top = module.split(".")[0]
    return _OTHER_NAMES.get(top, top.replace("_", "-").lower())
