"""The Keras-line remedy: which Keras goes with a TensorFlow release. Split from
remedies_env.py (module size)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # (annotations only: importing rules here would import every rule first)
    from tfdoctor.explain.rules.base import ExplainContext


Values = Mapping[str, Any]


def keras_line(v: Values, ctx: ExplainContext | None) -> str:
    if v.get("required"):
        # keras 2.4.0 dropped the multi-backend code and became a front for tf.keras needing
        # TF >= 2.2 (its __init__ says so); 2.3.1 is the last release that runs on TF 1.x-2.1,
        # and on older TF 1 releases a Keras 2.2 (the review of rounds 20-24: with the TF
        # version known, the Keras of that release, as the get_graph rule says)
        from tfdoctor.model import parse_version

        tfv = parse_version(ctx.tf_version if ctx else None)
        old = _pre_lockstep_keras(ctx.tf_version if ctx else None)
        if old and tfv is not None and tfv.release[:2] < (2, 2):
            return (
                f'Upgrade TensorFlow (pip install "tensorflow>={v["required"]}") for this '
                f"standalone Keras, or keep this TensorFlow: {old}"
            )
        return (
            f"This standalone Keras (2.4 or newer) needs TensorFlow {v['required']} or newer: "
            f'upgrade TensorFlow (pip install "tensorflow>={v["required"]}"), or keep this '
            'TensorFlow with the last multi-backend Keras (pip install "keras==2.3.1"), or '
            "import Keras as tensorflow.keras"
        )
    tfv = ctx.tf_version if ctx and ctx.tf_version else None
    mm = ".".join(tfv.split(".")[:2]) if tfv else "2.X"
    old = _pre_lockstep_keras(tfv)
    if old:
        return old
    return (
        f"Install the Keras of this TensorFlow's line: TF <= 2.15 with keras=={mm}.* (or only "
        f"tf.keras), TF >= 2.16 with tf-keras~={mm}.0 where tf_keras is used; tf-nightly with "
        "tf-keras-nightly. `tfdoctor check` prints the exact line for this environment"
    )


def _pre_lockstep_keras(tfv: str | None) -> str | None:
    """Keras's release line follows TensorFlow's minor only from 2.6 (keras 2.6.0). Before:
    keras 2.3.1 is the last multi-backend release, for TF 1.x-2.1; keras 2.4.3 is a front for
    tf.keras needing TF >= 2.2 (pip's resolver, Python 3.8, with tensorflow==2.3.0:
    "keras==2.4.3" resolves, "keras>=2.4.3" takes 2.15.0, built for TF 2.15; applied to a
    Python 3.8 venv with tensorflow==2.3.0 and keras 2.3.1, whose fit raised "module
    'tensorflow.python.framework.ops' has no attribute '_TensorLike'": after keras==2.4.3 the
    fit runs); TF 2.5 brings its own keras-nightly. On TF 1.x keras 2.3 asks for TF's
    get_graph, which older TF 1 releases lack (thoughtworksarts/EmoPy#49: keras 2.2.4)."""
    from tfdoctor.model import parse_version

    v = parse_version(tfv)
    if v is None or v.release[:2] >= (2, 5):
        if v is not None and v.release[:2] == (2, 5):
            # keras-nightly and a standalone keras both install keras/: removing one takes
            # files of the other (TF 2.5.0's METADATA: keras-nightly~=2.5.0.dev)
            return (
                "TensorFlow 2.5 installs its own Keras (keras-nightly 2.5): pip uninstall -y "
                'keras && pip install --force-reinstall --no-deps "keras-nightly~=2.5.0.dev", '
                "and import Keras as tensorflow.keras"
            )
        return None
    if v.release[:2] >= (2, 2):
        return (
            f'TensorFlow {tfv} takes the standalone Keras 2.4.3 (a front for tf.keras): pip '
            'install "keras==2.4.3", or import Keras as tensorflow.keras'
        )
    if v.release[:1] == (2,):
        return (
            f'TensorFlow {tfv} takes the last multi-backend Keras: pip install "keras==2.3.1", '
            "or import Keras as tensorflow.keras"
        )
    return (
        f'TensorFlow {tfv} takes a Keras 2.2 release: pip install "keras==2.2.4" (keras 2.3 '
        "asks older TF 1 releases for names they lack), or import Keras as tensorflow.keras"
    )


#: standalone Keras 2.2's graph code meeting TF 2's tensors ("'Node' object has no attribute
#: 'output_masks'": philipperemy/keras-tcn#136)
STANDALONE_KERAS_TOO_OLD = (
    "Standalone keras (its keras/engine) is older than this TensorFlow's tf.keras: use one "
    "Keras, tf.keras throughout (`from tensorflow import keras`), or the standalone keras "
    "with the TensorFlow it was written for (keras 2.2.x with TensorFlow 1.x; keras 2.3.1 "
    "runs on TensorFlow <= 2.1)"
)
#: a layer's in/outbound_nodes read by code of another Keras release: TF 1.x's tf.layers under
#: keras 2.2.0 (akirasosa/mobile-semantic-segmentation#28; keras 2.1.1 fixed it), tf.keras's
#: engine beside standalone keras imports (ialhashim/DenseDepth#210), a package's own layer
#: written before keras 2.1.3 made them private (Hironsan/anago#25: anago's update fixed it)
KERAS_TF_LAYERS_MIX = (
    "A layer and the code that connects it come from different Keras releases: import from one "
    "Keras throughout (not `keras` beside `tensorflow.keras` / `tensorflow.python.keras`), and "
    "use the keras release the project or the package that defines the layer pins (or that "
    "package's release for this keras)"
)


def node_remedy(name: str) -> str:
    """Keras 2.2's Node (its graph code meeting TF 2's tensors), or a layer in TF 1's tf.layers."""
    return STANDALONE_KERAS_TOO_OLD if name == "Node" else KERAS_TF_LAYERS_MIX


def keras_mismatch(v: Values, ctx: ExplainContext | None) -> str:
    if v.get("node"):  # standalone Keras 2.2's graph code meeting TF 2's (or 1.x's tf.layers)
        return node_remedy(str(v["node"]))
    fp = str(v.get("fp") or "")
    if v.get("smdir") and "." in fp.replace("\\", "/").rsplit("/", 1)[-1]:
        # a file of another extension: Keras 3 picks its loader by the name (saving_api.py:
        # .keras, .h5/.hdf5; the review of the twenty-first session: best_model.hdf)
        return (
            f"Keras 3's load_model picks its loader by the file name, and {fp} is neither .keras "
            "nor .h5/.hdf5: an HDF5 file saved under another name loads once renamed to .h5; a "
            ".pb, .tflite or pickle file is no Keras model file (a SavedModel folder: "
            "keras.layers.TFSMLayer); check the path exists"
        )
    if v.get("smdir"):  # Keras 3's load_model given a SavedModel folder (its own export's too)
        # (keras/src/saving/saving_api.py:220 of 3.15 names TFSMLayer; tf_keras 2.21's load_model
        # returns a bare _UserObject for a folder without keras_metadata.pb: the twenty-first
        # session's outside check h, s21h-k3-load-model-savedmodel-dir, s21h-tfk-load-k3-export)
        return (
            "Keras 3's load_model reads .keras and .h5/.hdf5 files only, not SavedModel folders: for "
            "inference use keras.layers.TFSMLayer(path, call_endpoint='serving_default') (the "
            "endpoint model.export or tf.saved_model.save wrote) or tf.saved_model.load(path)."
            "signatures['serving_default']; load the model's .keras file if there is one. A "
            "folder tf.keras's model.save wrote (it holds keras_metadata.pb) also loads with "
            f"Keras 2: {tf_keras_line(ctx)}"
        )
    if v.get("other"):  # a tf_keras object where Keras 3 code expects its own
        return (
            "tf.keras is tf-keras here (TF_USE_LEGACY_KERAS=1), but this code is written for "
            "Keras 3: unset TF_USE_LEGACY_KERAS before Python starts (or build the model with "
            "`keras`, not tf.keras); do not mix keras and tf_keras objects"
        )
    return (
        f"TensorFlow 2.16+ ships Keras 3. For code written for tf.keras (Keras 2): "
        f"{tf_keras_line(ctx)}; or port the code to Keras 3; do not mix keras and tf_keras objects"
    )


def tf_keras_line(ctx: ExplainContext | None) -> str:
    """Keras 2 on TF 2.16+: tf_keras of TensorFlow's own minor (tf_keras releases follow it:
    pip's resolver takes tensorflow 2.21.0 with "tf_keras~=2.21.0"), and the switch that makes
    tf.keras that package (a real TF 2.21 run: with tf_keras 2.21.0 and TF_USE_LEGACY_KERAS=1,
    `import tensorflow.compat.v1.keras` works)."""
    tfv = ctx.tf_version if ctx and ctx.tf_version else None
    minor = ".".join(tfv.split(".")[:2]) if tfv else None
    pin = f'"tf_keras~={minor}.0"' if minor else 'tf_keras matching your TF ("tf_keras~=2.X")'
    return f"pip install {pin} and export TF_USE_LEGACY_KERAS=1 (set before importing TensorFlow)"


def keras_import_failed(v: Values, ctx: ExplainContext | None) -> str:
    return (
        "Read the lines above it for why: with TF_USE_LEGACY_KERAS=1, tf_keras must be "
        "installed (pip install tf_keras matching your TF minor); KERAS_BACKEND must name an "
        "installed backend (unset it for TensorFlow); else `pip install keras` in this "
        "environment. `tfdoctor check` names which of these it is"
    )


def input_shape_remedy(v: Values) -> str:
    """Another rank: reshape; the same rank (a sequence model fed another length: the second
    review of the eleventh session, an RNN built for 500 tokens given 5): pad or widen."""
    built, given = str(v.get("built") or ""), str(v.get("given") or "")
    same_rank = built.count(",") == given.count(",")
    fix = ("pad or crop the input to the built length (pad_sequences(..., maxlen=N)), or build "
           "the model's Input with None on that axis (shape=(None,)) for any length"
           if same_rank else
           "reshape it (add or squeeze the axis that differs), or build the model's Input for "
           "the shape it is fed")
    return (f"The model was built for {built} and got {given}: {fix}; Keras retraces for each "
            "new shape, and the results may be wrong")
