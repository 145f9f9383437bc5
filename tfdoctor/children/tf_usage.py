"""Inside the TensorFlow child: what a user's code does first, beyond devices and ops.

A one-step fit of a two-layer tf.keras model, and the import of every installed
TensorFlow-ecosystem package (issue 15 (g)). Run by children/tf_probe.py after TF imports.
"""

from __future__ import annotations

import time
import traceback
from typing import Any


def _error(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}".strip()[:2000]


def keras_fit(tf: Any) -> dict[str, Any]:
    """One step of a two-layer tf.keras model, on the Keras and backend in effect: what a
    user's first script does (issue 15 (g)). Reports which Keras ``tf.keras`` is."""
    out: dict[str, Any] = {}
    start = time.perf_counter()
    try:
        keras = tf.keras
        out["module"] = getattr(keras, "__name__", None)
        out["version"] = getattr(keras, "__version__", None)
        model = keras.Sequential(
            [keras.Input((4,)), keras.layers.Dense(3, activation="relu"), keras.layers.Dense(2)]
        )
        model.compile(optimizer="sgd", loss="mse")
        x = tf.ones((8, 4))
        history = model.fit(x, tf.zeros((8, 2)), epochs=1, batch_size=8, verbose=0)
        loss = float(history.history["loss"][-1])
        out["model_module"] = type(model).__module__
        out["fit"] = "ok" if loss == loss and abs(loss) != float("inf") else "not-finite"
        out["loss"] = loss
    except BaseException as exc:  # a Keras that cannot build/fit, SystemExit from a backend
        out["fit"] = "failed"
        out["error"] = _error(exc)
        out["traceback"] = traceback.format_exc()[-2000:]
    out["seconds"] = round(time.perf_counter() - start, 3)
    return out


def _tfp(mod: Any, tf: Any) -> None:
    mod.distributions.Normal(0.0, 1.0)  # its TF substrate loads on first use (tf_keras check)
    # its layers in the user's tf.keras model: tfp 0.25's are tf_keras layers, which Keras 3
    # refuses (keras-team/keras#19894; the realenv tier's w5, a real run)
    tf.keras.Sequential([tf.keras.Input((4,)), mod.layers.DenseFlipout(2)])


def _hub(mod: Any, tf: Any) -> None:
    # a hub layer in the user's tf.keras model: Keras 3 refuses tf_keras layers
    tf.keras.Sequential([tf.keras.Input((4,)), mod.KerasLayer(lambda x: x * 2.0)])


def _tfrs(mod: Any, tf: Any) -> None:
    # its top-K layer, as FactorizedTopK builds it: tensorflow-recommenders 0.7.3 calls
    # add_weight("counter", ...), which Keras 3 refuses (tensorflow/recommenders#712; the
    # realenv tier's w9; verified in a real venv)
    mod.layers.factorized_top_k.Streaming(k=1)


def _tf2onnx(mod: Any, tf: Any) -> None:
    # the converter on the user's tf.keras model: tf2onnx 1.16.1 reads `model.output_names`,
    # which a Keras 3 model has not got (onnx/tensorflow-onnx#2348; the realenv tier's w6)
    import importlib

    m = tf.keras.Sequential([tf.keras.Input((4,)), tf.keras.layers.Dense(2)])
    importlib.import_module("tf2onnx.convert").from_keras(m)


def _keras_tuner(mod: Any, tf: Any) -> None:
    # one trial of a search over a tf.keras model: keras-tuner builds with `keras`, and
    # refuses a tf_keras model when TF_USE_LEGACY_KERAS=1 makes tf.keras Keras 2
    # (keras-team/keras-tuner#1039; the realenv tier's w8). One epoch on 8 rows, in a
    # folder removed afterwards.
    import contextlib
    import io
    import shutil
    import tempfile

    import numpy as np

    def build(hp: Any) -> Any:
        m = tf.keras.Sequential(
            [
                tf.keras.Input((4,)),
                tf.keras.layers.Dense(hp.Choice("units", [2])),
                tf.keras.layers.Dense(1),
            ]
        )
        m.compile(optimizer="sgd", loss="mse")
        return m

    folder = tempfile.mkdtemp(prefix="tfdoctor-tuner-")
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            tuner = mod.RandomSearch(
                build, objective="loss", max_trials=1, directory=folder, overwrite=True
            )
            tuner.search(np.zeros((8, 4)), np.zeros((8, 1)), epochs=1, verbose=0)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _which_keras(tf: Any) -> str | None:
    """"keras" (Keras 3) or "tf_keras" (TF_USE_LEGACY_KERAS=1): what tf.keras is."""
    try:
        return str(tf.keras.Model.__module__).split(".")[0]
    except BaseException:
        return None


def _transformers(mod: Any, tf: Any) -> Any:
    return mod.TFPreTrainedModel  # the TF classes load lazily (Keras 3 check)


#: Libraries whose TensorFlow part loads only when used (issue 19 (d)): the smallest real
#: object a user's code builds, no downloads. Each was seen failing for real only on use
#: (tensorflow-probability 0.25 without tf-keras, tensorflow-hub 0.16 on Keras 3 with
#: tf-keras installed: tests/data/tracebacks/). Others are imported only; the report says so.
EXERCISES: dict[str, tuple[str, Any]] = {
    "tensorflow_probability": (
        "tfp.distributions.Normal(0., 1.), then a tfp.layers.DenseFlipout in a tf.keras model",
        _tfp,
    ),
    "tensorflow_hub": ("tf.keras.Sequential([..., hub.KerasLayer(fn)])", _hub),
    "transformers": ("transformers.TFPreTrainedModel", _transformers),
    "tensorflow_recommenders": ("tfrs.layers.factorized_top_k.Streaming(k=1)", _tfrs),
    "tf2onnx": ("tf2onnx.convert.from_keras(a two-layer tf.keras model)", _tf2onnx),
    "keras_tuner": (
        "a one-trial RandomSearch over a tf.keras model, 1 epoch on 8 rows",
        _keras_tuner,
    ),
}
#: The Keras each exercised library's TensorFlow part works with, as measured: tfp 0.25,
#: hub 0.16.1 and tfrs 0.7.3 build tf_keras objects (tests/data/tracebacks, realenv w3/w5/w9);
#: tf2onnx 1.16.1 and 1.17.0 fail from_keras on a Keras 3 model and convert a tf_keras one
#: (realenv w6; TF 2.21.0 here, 2026-11-23); keras-tuner 1.4.7 builds with `keras` and
#: refuses a tf_keras model (realenv w8). A use that fails while tf.keras is the other Keras
#: is fixed by a setting, not another release (judge/rules/ecosystem.py).
KERAS_OF = {
    "tensorflow_probability": "tf_keras",
    "tensorflow_hub": "tf_keras",
    "tensorflow_recommenders": "tf_keras",
    "tf2onnx": "tf_keras",
    "keras_tuner": "keras",
}


def ecosystem_imports() -> list[dict[str, Any]]:
    """Import each installed TensorFlow-ecosystem package as the user's code would, and
    touch what loads lazily (a custom-op library)."""
    import importlib
    from importlib import metadata

    from tfdoctor.probes.ecosystem import TOUCH, companion_from, read_headers

    results: list[dict[str, Any]] = []
    seen: set[str] = set()
    for dist in metadata.distributions():
        try:
            text = dist.read_text("METADATA") or dist.read_text("PKG-INFO") or ""
            name, version, requires = read_headers(text)
            top = dist.read_text("top_level.txt")
            record = None if top else dist.read_text("RECORD")
            c = companion_from(
                name, version, requires, top, record, str(getattr(dist, "_path", ""))
            )
        except Exception:  # a broken dist-info must not stop the others
            continue
        if c is None or c.name in seen:
            continue
        seen.add(c.name)
        for mod in c.import_names:
            entry: dict[str, Any] = {"package": c.name, "version": c.version, "module": mod}
            start = time.perf_counter()
            entry["exercised"] = (
                EXERCISES[mod][0]
                if mod in EXERCISES
                else "import, then its op library"
                if mod in TOUCH
                else "import only"
            )
            try:
                module = importlib.import_module(mod)
                if mod in TOUCH:
                    sub, attr = TOUCH[mod]
                    dir(getattr(importlib.import_module(sub), attr))
                entry["import"] = "ok"
                if mod in EXERCISES:
                    import tensorflow as tf

                    entry["tf_keras_is"] = _which_keras(tf)
                    entry["needs_keras"] = KERAS_OF.get(mod)
                    entry["use"] = "failed"
                    EXERCISES[mod][1](module, tf)
                    entry["use"] = "ok"
            except BaseException as exc:
                if entry.get("use") != "failed":
                    entry["import"] = "failed"
                entry["error"] = _error(exc)
                entry["traceback"] = traceback.format_exc()[-3000:]
            entry["seconds"] = round(time.perf_counter() - start, 3)
            results.append(entry)
    return results
