"""Keras 3 facts through the whole check pipeline and the JSON contract."""

import importlib.util
import json

import pytest
from typer.testing import CliRunner

from tests.support import machines as M
from tfdoctor.cli import app
from tfdoctor.commands.check import CheckOptions, gather, judge_facts
from tfdoctor.judge.matrix_loader import load_matrix
from tfdoctor.report.check import to_json


def check_json(tmp_path, env, files=()):
    host = M.machine(tmp_path, {**M.tensorflow("2.18.0", "12.5.1", "9"), **dict(files)}, env=env)
    opts = CheckOptions(runtime=False)
    return json.loads(
        json.dumps(to_json(judge_facts(gather(host, load_matrix(), opts), 1)), default=str)
    )


@pytest.mark.parametrize(
    ("env", "files", "backend", "source", "tf_keras", "ids"),
    [
        pytest.param({"HOME": "/home/a"}, {}, "tensorflow", "Keras default", "keras-3", set(), id="default"),
        pytest.param(
            {"HOME": "/home/a"},
            {"home/a/.keras/keras.json": '{"backend": "jax"}', **M.dist("jax", "0.4.30")},
            "jax",
            "/home/a/.keras/keras.json (backend)",
            "keras-3",
            {"keras-backend-not-tensorflow"},
            id="jax-from-keras-json",
        ),
        pytest.param(
            {"KERAS_BACKEND": "torch"}, {}, "torch", "$KERAS_BACKEND", "keras-3",
            {"keras-backend-unusable"}, id="torch-missing",
        ),
        pytest.param(
            {"TF_USE_LEGACY_KERAS": "1"}, M.dist("tf-keras", "2.18.0"), "tensorflow", "Keras default",
            "tf-keras", set(), id="legacy-tf-keras",
        ),
    ],
)  # fmt: skip
def test_keras_component_in_json(tmp_path, env, files, backend, source, tf_keras, ids):
    doc = check_json(tmp_path, env, files)
    keras = doc["components"]["keras"]
    assert (keras["backend"], keras["backend_source"], keras["tf_keras"]) == (
        backend,
        source,
        tf_keras,
    )
    got = {f["id"] for f in doc["findings"]} & {
        "keras-backend-not-tensorflow",
        "keras-backend-unusable",
        "keras-version-mismatch",
    }
    assert got == ids


@pytest.mark.skipif(
    importlib.util.find_spec("tensorflow") is None or importlib.util.find_spec("jax") is not None,
    reason="needs TensorFlow >= 2.16 installed and jax absent",
)
def test_real_environment_keras_backend_jax_without_jax():
    res = CliRunner().invoke(app, ["check", "--no-runtime", "--json"], env={"KERAS_BACKEND": "jax"})
    doc = json.loads(res.stdout)
    assert doc["components"]["keras"]["backend"] == "jax"
    assert "keras-backend-unusable" in {f["id"] for f in doc["findings"]}
    assert res.exit_code == 1
