"""The remedy for code written for another TensorFlow than the one installed
(``tensorflow-api-mismatch``): which release line the missing name belongs to, in the words
users write it (``tf.compat.v1.*``, ``tf.keras.layers.*``, the TFLite converter's two APIs).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # (annotations only: importing rules here would import every rule first)
    from tfdoctor.explain.rules.base import ExplainContext


Values = Mapping[str, Any]


#: TF 1.x names that TF 2 keeps only under tf.compat.v1 (the migration guide:
#: https://www.tensorflow.org/guide/migrate); `contrib` is gone entirely
_TF1_NAMES = frozenset(
    {
        "placeholder", "Session", "ConfigProto", "get_default_graph", "global_variables_initializer",
        "set_random_seed", "variable_scope", "get_variable", "reset_default_graph", "InteractiveSession",
        "GPUOptions", "train", "layers", "logging", "app", "flags", "to_float", "log", "random_normal",
    }
)  # fmt: skip


def tf_api(v: Values, ctx: ExplainContext | None) -> str:
    attr = str(v.get("attr") or v.get("attr2") or v.get("attr3") or v.get("attr4") or "")
    attr = attr or str(v.get("attr5") or "")
    if v.get("module6") and ".layers.experimental" in str(v["module6"]):
        # Keras 3.15's tf.keras (keras/_tf_keras/keras/layers) has no experimental package;
        # its preprocessing layers are tf.keras.layers.RandomFlip and the like
        first = (
            f"{v['module6']} is gone with Keras 3 (TensorFlow 2.16+): its preprocessing "
            "layers are tf.keras.layers.RandomFlip, Rescaling and the like; the code was "
            "written for TensorFlow <= 2.15"
        )
    elif v.get("module6"):
        first = (
            f"{v['module6']} is not in this TensorFlow: the code was written for another release"
        )
    elif v.get("attr6") and v.get("v2"):
        # TFLiteConverterV2 is TF 2's class: the code is TF 1's (from_keras_model_file,
        # from_session, from_frozen_graph live on under tf.compat.v1.lite.TFLiteConverter)
        first = (
            f"TFLiteConverter.{v['attr6']} is TensorFlow 1's converter API and this is TF 2: "
            "use tf.lite.TFLiteConverter.from_keras_model(tf.keras.models.load_model(path)) "
            "or from_saved_model(dir), or keep the TF 1 code with "
            f"tf.compat.v1.lite.TFLiteConverter.{v['attr6']}"
        )
    elif v.get("attr6"):
        # TF 1's converter has from_keras_model_file, TF 2's from_keras_model
        first = (
            f"TFLiteConverter.{v['attr6']} is not in this TensorFlow's converter: "
            "from_keras_model needs TensorFlow 2 (on TF 1 use "
            "tf.compat.v1.lite.TFLiteConverter.from_keras_model_file with a saved .h5)"
        )
    elif str(v.get("module5") or "").startswith("tensorboard.summary._tf"):
        # TF 2's tf.summary is TensorBoard's module; TF 1's FileWriter, merge_all, scalar with
        # no step... live on as tf.compat.v1.summary
        first = (
            f"tf.summary.{attr} is TensorFlow 1's summary API and this is TF 2: use "
            f"tf.compat.v1.summary.{attr} in TF 1 code, or TF 2's tf.summary.create_file_writer "
            "with tf.summary.scalar(..., step=)"
        )
    elif v.get("module5") and ".keras.api._v" in str(v["module5"]):
        # TF <= 2.5's bundled tf.keras by its internal path: name it as users write it
        sub = str(v["module5"]).split(".keras.api._v", 1)[1].split(".", 1)
        where = "tf.keras" + (
            "." + sub[1].split(".", 1)[1] if len(sub) > 1 and "." in sub[1] else ""
        )
        first = (
            f"{where}.{attr} is not in this TensorFlow's tf.keras: the code was written for "
            + (
                "TF 1 (in TF 2: tf.compat.v1.keras.backend.get_session())"
                if attr == "get_session"
                else "another release"
            )
        )
    elif v.get("module5") and attr in ("get_session", "set_session"):
        first = session_api(attr)
    elif (internal := str(v.get("module5") or v.get("module") or "")).startswith("tensorflow.python."):
        # TF's internal modules by their path (not tf.X): the code or package reached inside
        # another release (hzy46/Deep-Learning-21-Examples#77's tensorflow.python.keras.Model;
        # the review of the fourteenth session: tensorflow.python.training.tracking.tracking's
        # AutoTrackable was named "tf.AutoTrackable")
        first = f"{internal}.{attr} is not in this TensorFlow's internals: the code was written for another release"
    elif attr == "contrib":
        first = "tf.contrib was removed in TensorFlow 2.0: the code needs TF 1.x or a port"
    elif attr in _TF1_NAMES:
        first = (
            f"tf.{attr} is TensorFlow 1.x API: in TF 2 it is tf.compat.v1.{attr} (with "
            "tf.compat.v1.disable_v2_behavior() for graph code), or port the code"
        )
    else:
        first = f"tf.{attr} is not in this TensorFlow: the code was written for another release"
    return (
        f"{first}. If a package's import raised it, install that package's release built for "
        "your TensorFlow (`tfdoctor check` names it and the release); if it is your own code, "
        "match the TensorFlow it was written for"
    )


def session_api(attr: str) -> str:
    """TF 1's Keras session calls under TF 2 (an AttributeError, or Keras 2.3's RuntimeError:
    rules/python.py and rules/keras_legacy.py)."""
    return (
        f"tf.keras.backend.{attr} is TensorFlow 1's session API and this is TF 2: "
        f"tf.compat.v1.keras.backend.{attr}() (with tf.compat.v1.disable_eager_execution() for "
        "graph code), or the TensorFlow 1.x the code was written for (its README says which). "
        # (Keras 3, TF >= 2.16, has no session at all: keras 3.15's backend and tf.compat.v1.keras
        # have no get_session; tf_keras exports it as v1 only, tf_keras/src/backend.py; the
        # twenty-second session's outside check n)
        "Keras 3 (TensorFlow >= 2.16) has no session: drop the call (TF 2 runs eagerly), or run "
        f"the code on tf_keras with TF_USE_LEGACY_KERAS=1, where tf.compat.v1.keras.backend.{attr}() exists"
    )


def tf_estimator(v: Values, ctx: ExplainContext | None) -> str:
    """tf.estimator asked of a TensorFlow without it (rules/python.py): gone from 2.16 on;
    on an older one the tensorflow-estimator beside it is missing or of another release."""
    tf = ctx.tf_version if ctx is not None else None
    parts = tf.split(".")[:2] if tf else []
    if len(parts) == 2 and parts[0] == "2" and parts[1].isdigit() and int(parts[1]) < 16:
        return (
            f"TensorFlow {tf} still has tf.estimator, through the tensorflow-estimator package "
            f'of its own release: pip install "tensorflow-estimator=={parts[0]}.{parts[1]}.*"'
        )
    patch, python = _last_estimator_line()
    return (
        "tf.estimator was removed in TensorFlow 2.16 (tensorflow 2.16.1's wheel no longer "
        "requires tensorflow-estimator, whose last release is 2.15.0). Run this code on "
        f'TensorFlow 2.15: pip install "tensorflow=={patch}" (Python {python}; it brings '
        "tensorflow-estimator 2.15.0, pip's resolver on Python 3.11), or port it to Keras "
        "(tensorflow.org/guide/migrate/migrating_estimator). If a package's import raised it, "
        "that package needs TensorFlow <= 2.15 or a newer release of its own without Estimator"
    )


def _last_estimator_line() -> tuple[str, str]:
    """TF 2.15's newest patch and Python range, read in the shipped matrix (the wheels' own
    Requires-Python); the literal line only if the table cannot be read."""
    from tfdoctor.judge.matrix_loader import load_matrix

    try:
        row = next(r for r in load_matrix().tensorflow if r.version == "2.15")
        return str(row.latest_patch or "2.15.*"), str(row.python_raw)
    except Exception:  # noqa: BLE001 - a remedy never fails for want of its table
        return "2.15.*", ">=3.9,<3.12"
