"""The real TensorFlow child fits tf.keras and imports the ecosystem packages (issue 15 (g)).

A companion planted beside the real TensorFlow: its dist-info declares TF 2.16 in an extra
(pip check stays silent) and its import fails the way a custom-op library built for
another TensorFlow does. check must say both, cause named, exit 1 — not "healthy".
"""

from __future__ import annotations

import pytest

from tests.faults.support import tfdoctor

pytestmark = pytest.mark.slow

# The loader's message for a custom-op library built against another TensorFlow, as
# tensorflow-io users report it (tensorflow/io#1912).
UNDEFINED = (
    "tensorflow.python.framework.errors_impl.NotFoundError: "
    "/site-packages/tensorflow_io/python/ops/libtensorflow_io.so: undefined symbol: "
    "_ZN3tsl8internal15LogMessageFatalD1Ev"
)


def _companion(site, *, fails: bool):
    d = site / "fake_tf_companion-0.37.1.dist-info"
    d.mkdir(parents=True)
    (d / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: fake-tf-companion\nVersion: 0.37.1\n"
        "Requires-Dist: tensorflow <2.17.0,>=2.16.0 ; extra == 'tensorflow'\n\n"
    )
    (d / "top_level.txt").write_text("fake_tf_companion\n")
    body = f"raise ImportError({UNDEFINED!r})\n" if fails else "VALUE = 1\n"
    (site / "fake_tf_companion.py").write_text(body)


@pytest.mark.parametrize("fails", [True, False], ids=["import-fails", "imports"])
def test_check_imports_companions_and_fits_keras(tmp_path, fails):
    site = tmp_path / "site-packages"
    _companion(site, fails=fails)
    run = tfdoctor("check", "--json", "--timeout", "300", pythonpath=[site], timeout=400)
    report = run.report
    fit = report["runtime"]["keras_fit"]
    assert fit["fit"] == "ok", fit
    eco = {e["module"]: e["import"] for e in report["runtime"]["ecosystem"]}
    assert eco["fake_tf_companion"] == ("failed" if fails else "ok")
    ids = run.ids
    assert "ecosystem-extra-out-of-range" in ids  # TF 2.21 installed, built for 2.16
    if fails:
        f = run.finding("ecosystem-import-failed")
        assert "undefined symbol" in f["title"]
        assert run.returncode == 1 and report["verdict"] == "problems"
    else:
        assert "ecosystem-import-failed" not in ids
        assert run.returncode == 0


def test_check_exercises_what_loads_lazily(tmp_path):
    """A library that imports fine and fails only when its TensorFlow part is used (issue 19
    (d)): tensorflow-hub 0.16.1's KerasLayer is a tf_keras layer, which Keras 3 refuses in a
    tf.keras model (tests/data/tracebacks/hub-0.16.1-layer-in-keras3-tf2.21.txt, a real run).
    Planted here in its shape (a dist-info named tensorflow-hub, a KerasLayer that is not a
    Keras 3 layer); the refusal is the real Keras's."""
    site = tmp_path / "site-packages"
    d = site / "tensorflow_hub-0.16.1.dist-info"
    d.mkdir(parents=True)
    (d / "METADATA").write_text("Metadata-Version: 2.1\nName: tensorflow-hub\nVersion: 0.16.1\n\n")
    (d / "top_level.txt").write_text("tensorflow_hub\n")
    pkg = site / "tensorflow_hub"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("from tensorflow_hub.keras_layer import KerasLayer\n")
    (pkg / "keras_layer.py").write_text(
        "class KerasLayer:\n    def __init__(self, handle):\n        self.handle = handle\n"
    )
    run = tfdoctor("check", "--json", "--timeout", "300", pythonpath=[site], timeout=400)
    (hub,) = [e for e in run.report["runtime"]["ecosystem"] if e["module"] == "tensorflow_hub"]
    assert hub["import"] == "ok" and hub["use"] == "failed"
    assert "Only instances of `keras.Layer`" in hub["error"]
    f = run.finding("ecosystem-import-failed")
    assert f["values"]["package"] == "tensorflow-hub" and "hub.KerasLayer" in f["title"]
    assert "TF_USE_LEGACY_KERAS=1" in f["remedy"]
    assert run.returncode == 1


def test_a_converter_that_fails_on_a_keras_3_model_gets_the_legacy_setting(tmp_path):
    """tf2onnx declares no TensorFlow requirement and imports fine; its from_keras fails on
    a Keras 3 model (1.16.1 reads `model.output_names`: realenv w6; 1.17.0 too, with a
    KeyError, measured on TF 2.21.0). Planted in 1.16.1's shape: a convert.from_keras that
    reads what Keras 3's real Sequential has not got. The fix is the setting, with tf-keras."""
    site = tmp_path / "site-packages"
    d = site / "tf2onnx-1.16.1.dist-info"
    d.mkdir(parents=True)
    (d / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: tf2onnx\nVersion: 1.16.1\nRequires-Dist: onnx\n\n"
    )
    (d / "top_level.txt").write_text("tf2onnx\n")
    pkg = site / "tf2onnx"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "convert.py").write_text("def from_keras(model):\n    return model.output_names\n")
    run = tfdoctor("check", "--json", "--timeout", "300", pythonpath=[site], timeout=400)
    (e,) = [e for e in run.report["runtime"]["ecosystem"] if e["module"] == "tf2onnx"]
    assert e["import"] == "ok" and e["use"] == "failed", e
    assert (e["tf_keras_is"], e["needs_keras"]) == ("keras", "tf_keras")
    f = run.finding("ecosystem-import-failed")
    assert "from_keras" in f["title"] and "export TF_USE_LEGACY_KERAS=1" in f["remedy"]
    assert run.returncode == 1
