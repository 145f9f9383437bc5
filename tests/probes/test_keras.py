"""probe_keras on fixture homes: the backend in effect and where it came from."""

import json

import pytest

from tests.support import machines as M
from tests.support.helpers import make_host
from tfdoctor.probes.keras import probe_keras

HOME = {"HOME": "/home/ana"}


def cfg(backend):
    return json.dumps({"floatx": "float32", "epsilon": 1e-07, "backend": backend})


@pytest.mark.parametrize(
    ("files", "env", "backend", "source", "installed"),
    [
        pytest.param({}, HOME, "tensorflow", "Keras default", None, id="default"),
        pytest.param(
            {"home/ana/.keras/keras.json": cfg("jax")},
            HOME,
            "jax",
            "/home/ana/.keras/keras.json (backend)",
            False,
            id="keras-json",
        ),
        pytest.param(
            {"home/ana/.keras/keras.json": cfg("jax")},
            {**HOME, "KERAS_BACKEND": "torch"},
            "torch",
            "$KERAS_BACKEND",
            False,
            id="env-overrides-json",
        ),
        pytest.param(
            {"home/ana/.keras/keras.json": cfg("jax")},
            {**HOME, "KERAS_BACKEND": ""},
            "jax",
            "/home/ana/.keras/keras.json (backend)",
            False,
            id="empty-env-ignored",
        ),
        pytest.param(
            {"srv/k/keras.json": cfg("torch"), "home/ana/.keras/keras.json": cfg("jax")},
            {**HOME, "KERAS_HOME": "/srv/k"},
            "torch",
            "/srv/k/keras.json (backend)",
            False,
            id="keras-home",
        ),
        pytest.param(
            {"home/ana/.keras/keras.json": "{not json"},
            HOME,
            "tensorflow",
            "Keras default",
            None,
            id="broken-json-ignored",
        ),
        pytest.param(
            {"home/ana/.keras/keras.json": cfg("jax"), **M.dist("jax", "0.4.30")},
            HOME,
            "jax",
            "/home/ana/.keras/keras.json (backend)",
            True,
            id="jax-installed",
        ),
    ],
)
def test_backend_in_effect(tmp_path, files, env, backend, source, installed):
    host = make_host(tmp_path, files, env=env, python_sites=[M.SITE])
    got = probe_keras(host)
    assert (got.backend.raw, got.backend.source, got.backend_installed) == (
        backend,
        source,
        installed,
    )
