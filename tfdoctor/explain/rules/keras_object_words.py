"""Log rules for objects Keras and TensorFlow hand back that are not what the code expects: a
.keras file whose layers could not be restored, load_model asked of tf.keras's top level, a
tensor asked for a NumPy method, and tensorflow-io's FFmpeg ops where its wheel has none. Each
was first read in round 170's sealed logs, the facts in the installed Keras 3.15 / TF 2.21 and
tensorflow-io 0.37.1's wheels as cited. Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.keras_names import KERAS3_CLASSES
from tfdoctor.model import Severity

E = Severity.ERROR
NOT_ENV = " (the program's code, not the environment)"
#: Keras's own classes, whose restore failures have their own causes (a Keras release's bug, a
#: vocabulary read in another encoding: r100-1-006, r144-2-008): the inner error says which
_KERAS_OWN = "|".join(sorted(KERAS3_CLASSES | {"LSTMCell", "GRUCell", "SimpleRNNCell"}))

KERAS_OBJECT_RULES = (
    # Keras 3's loader that could not restore some layers' variables from a .keras file
    # (remigenet/TKAN#12, round 170: "A total of 4 objects could not be loaded. Example error
    # message for object <KANLinear name=kan_linear, built=True>: ..."; the package's layer
    # did not round-trip, fixed in its next release; the gatherer's name, adopted)
    rule(
        "keras-third-party-layer-serialization-bug",
        E,
        "Keras could not restore a custom or library layer of the saved model",
        r"^(?!.*UserWarning)(?:.*\b)?A total of (?P<count>\d+) objects could not be loaded\. Example "
        r"error message for object <(?!(?:" + _KERAS_OWN + r") name=)(?P<cls>\w+) name=",
        "objects could not be loaded",
        lambda v, _c: (
            f"{v.get('cls')} (and {int(v.get('count') or 1) - 1} more) could not take the saved "
            "variables: the layer's class does not rebuild itself on load as it was when saved "
            "(its get_config leaves out what build() needs, or it makes its variables in "
            "another shape). A library's layer: upgrade the library to a release that fixes it "
            "(and save again); your own layer: return every __init__ argument from get_config "
            "and create the variables in build() from them"
        ),
    ),
    # the same words through warnings.warn under load_weights(..., skip_mismatch=True) (Keras 3.15's
    # saving_lib.py:691: warn_only): the layers stay unloaded and the run goes on (the review of
    # the twenty-first session)
    rule(
        "keras-third-party-layer-serialization-bug",
        Severity.WARNING,
        "Keras skipped layers it could not restore (skip_mismatch): they keep fresh weights",
        r"UserWarning: A total of (?P<count>\d+) objects could not be loaded",
        "objects could not be loaded",
        "load_weights(..., skip_mismatch=True) went on without them: those layers start from "
        "fresh weights. If that was not meant, make the model match the saved one (the same "
        "class, arguments and library release) and load without skip_mismatch",
    ),
    # load_model asked of tf.keras's (or keras's) top level (chiragsaraogi15/Skin-Tone-Detection
    # #3, round 170: "module 'tensorflow.keras' has no attribute 'load_model'"; TF 2.21's
    # tf.keras and Keras 3.15's keras have none at the top: tf.keras.models.load_model and
    # keras.saving.load_model, read in the installed releases)
    rule(
        "tensorflow-api-mismatch",
        E,
        "load_model is asked of Keras's top level, where it is not" + NOT_ENV,
        r"module '(?P<module>(?:tensorflow\.)?keras|keras\._tf_keras\.keras|(?:tf_)?keras\.api\._v2\.keras|"
        r"tf_keras)' has no attribute '(?P<attr>load_model|"
        r"save_model|model_from_json)'",
        "has no attribute '",
        lambda v, _c: (
            f"{v.get('attr')} lives in the models module: tf.keras.models.{v.get('attr')}(...) "
            f"(or keras.models.{v.get('attr')} / keras.saving.load_model with Keras 3); "
            f"{v.get('module')}.{v.get('attr')} does not exist in any release"
        ),
    ),
    # a NumPy-only method asked of a TensorFlow tensor (TF 2.21's framework/tensor.py
    # __getattr__: "'EagerTensor' object has no attribute 'reshape'. If you are looking for
    # numpy-related methods, please run the following: ... np_config.enable_numpy_behavior()";
    # ML4SCI/QMLHEP's notebook, round 170; the gatherer's name, adopted)
    rule(
        "tensor-numpy-method-unavailable",
        E,
        "A NumPy method was asked of a TensorFlow tensor" + NOT_ENV,
        r"(?:'[\w.]*|\b)(?P<cls>EagerTensor|SymbolicTensor)'? object has no attribute '(?P<attr>T|astype|"
        r"ravel|transpose|reshape|"
        r"clip|size|tolist|data)'",
        "object has no attribute '",
        lambda v, _c: (
            f"A tf.Tensor has no .{v.get('attr')}(): use the TensorFlow op (tf.reshape, tf.cast, "
            "tf.transpose, tf.size...)"
            + (", which works inside a tf.function or Dataset.map too (a SymbolicTensor there has "
               "no value: x.numpy() fails as well)" if v.get("cls") == "SymbolicTensor" else
               ", or convert it first (x.numpy(), or np.asarray(x))")
            + ", or turn on NumPy behaviour before making tensors "
            "(tf.experimental.numpy.experimental_enable_numpy_behavior())"
        ),
    ),
    # tensorflow-io's FFmpeg ops without their libraries (tensorflow/io#1812, round 170: "could
    # not find ffmpeg after search through ['libtensorflow_io_ffmpeg_4.2.so', ...]"). The
    # macOS arm64 wheel of 0.37.1 has no libtensorflow_io_ffmpeg_*.so; the manylinux x86_64
    # wheel has 2.8, 3.4 and 4.2, and 4.2's needs libavformat.so.58 and libswscale.so.5 (its
    # readelf NEEDED): both wheels read; the gatherer's name, adopted
    rule(
        "tfio-ffmpeg-ops-unavailable",
        E,
        "tensorflow-io's FFmpeg ops found no FFmpeg library to load",
        r"could not find ffmpeg after search through",
        "could not find ffmpeg after search through",
        "tensorflow-io ships its FFmpeg ops only in its Linux x86_64 wheels (0.37.1's macOS "
        "arm64 wheel has no libtensorflow_io_ffmpeg_*.so), and there each needs the system's "
        "FFmpeg libraries of that version (4.2's: libavformat.so.58 and libswscale.so.5; "
        "apt install ffmpeg on a distribution of that FFmpeg). Elsewhere decode the video with "
        "another library (OpenCV's cv2.VideoCapture, PyAV) and feed the frames to TensorFlow",
    ),
)
