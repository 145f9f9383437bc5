"""Keras rules: what tf.keras resolves to, the legacy flag, the Keras 3 backend."""

import pytest

from tests.support import factsbuilder as fb
from tfdoctor.judge.rules.keras import tf_keras_resolution
from tfdoctor.judge.verdict import diagnose
from tfdoctor.model import Severity, Sourced
from tfdoctor.probes.keras import KerasConfig

KERAS_IDS = {
    "keras-version-mismatch",
    "tf-keras-version-mismatch",
    "tf-use-legacy-keras-ignored",
    "tf-keras-installed-unused",
    "keras-backend-not-tensorflow",
    "keras-backend-unusable",
}


def backend(name, source="$KERAS_BACKEND", installed=None):
    return KerasConfig(Sourced(name, source), None, installed)


CASES = [
    pytest.param({}, {}, None, "keras-3", {}, id="tf221-default-keras3"),
    pytest.param(
        dict(version="2.15.0", cuda_v="12.2", cudnn_v="8", keras="2.15.0", numpy="1.26.4"),
        {"TF_USE_LEGACY_KERAS": "1"},
        backend("jax", installed=True),
        "keras-2",
        {},
        id="tf215-keras2-flag-and-backend-irrelevant",
    ),
    pytest.param(
        {},
        {"TF_USE_LEGACY_KERAS": "1"},
        None,
        "tf-keras-missing",
        {"keras-version-mismatch": Severity.ERROR},
        id="legacy-flag-without-tf-keras",
    ),
    pytest.param(
        dict(tf_keras="2.21.0"),
        {"TF_USE_LEGACY_KERAS": "True"},
        backend("jax", installed=True),
        "tf-keras",
        {},
        id="legacy-flag-with-tf-keras-backend-irrelevant",
    ),
    pytest.param(
        dict(tf_keras="2.21.0"),
        {"TF_USE_LEGACY_KERAS": "yes"},
        None,
        "keras-3",
        {"tf-use-legacy-keras-ignored": Severity.WARNING},
        id="legacy-flag-spelling-tf-ignores",
    ),
    pytest.param(
        dict(tf_keras="2.21.0"),
        {"TF_USE_LEGACY_KERAS": "0"},
        None,
        "keras-3",
        {},
        id="legacy-flag-off-on-purpose",
    ),
    pytest.param(
        dict(tf_keras="2.21.0"),
        {},
        None,
        "keras-3",
        {"tf-keras-installed-unused": Severity.INFO},
        id="tf-keras-installed-flag-unset",
    ),
    pytest.param(
        {},
        {},
        backend("jax", "/home/a/.keras/keras.json (backend)", installed=True),
        "keras-3",
        {"keras-backend-not-tensorflow": Severity.INFO},
        id="backend-jax-from-keras-json",
    ),
    pytest.param(
        {},
        {},
        backend("torch", installed=False),
        "keras-3",
        {"keras-backend-unusable": Severity.ERROR},
        id="backend-torch-not-installed",
    ),
    pytest.param(
        {},
        {},
        backend("pytorch"),
        "keras-3",
        {"keras-backend-unusable": Severity.ERROR},
        id="backend-unknown-name",
    ),
    pytest.param({}, {}, backend("tensorflow"), "keras-3", {}, id="backend-tensorflow"),
    # a Keras 2 of another minor than TF 2.7-2.15, which pin their own (the wheels' Requires-Dist,
    # "keras (<2.11,>=2.10.0)"; dusty-nv/jetson-containers#153: keras 2.8.0 beside TF 2.7.0)
    pytest.param(
        dict(version="2.10.0", cuda_v="11.2", cudnn_v="8", keras="2.11.0", numpy="1.23.5"),
        {},
        None,
        "keras-2",
        {"keras-version-mismatch": Severity.WARNING},
        id="tf210-keras211-ahead",
    ),
    pytest.param(
        dict(version="2.15.0", cuda_v="12.2", cudnn_v="8", keras="2.14.0", numpy="1.26.4"),
        {},
        None,
        "keras-2",
        {"keras-version-mismatch": Severity.WARNING},
        id="tf215-keras214-behind",
    ),
    pytest.param(
        dict(version="2.10.0", cuda_v="11.2", cudnn_v="8", keras="2.10.0", numpy="1.23.5"),
        {}, None, "keras-2", {}, id="tf210-keras210-same-minor",
    ),
]


@pytest.mark.parametrize(
    ("keras", "tf", "fires"),
    [("2.8.0", "2.7", True), ("2.6.0", "2.7", True), ("2.7.1", "2.7", False), ("2.7.0", "2.6", False),
     ("2.16.0", "2.15", True), ("3.0.0", "2.15", False), ("2.15.0", "2.16", False)],
)
def test_keras2_off_line_follows_the_pins(keras, tf, fires):
    """TF 2.7-2.15 pin keras to their minor; 2.6 declares keras (~=2.6) and is left out; Keras 3
    and TF >= 2.16 are keras_line's other branches."""
    from tfdoctor.judge.rules.keras import keras2_off_line
    from tfdoctor.model import parse_version

    v = parse_version(keras).release
    found = keras2_off_line(keras, v[:2], tf, None, ("keras METADATA",))
    assert (found is not None) == fires
    if found:
        assert found.id == "keras-version-mismatch" and f'keras~={tf}.0' in found.remedy


@pytest.mark.parametrize(("tf", "env", "keras", "resolves", "want"), CASES)
def test_keras_rules(tf, env, keras, resolves, want):
    facts = fb.facts(tfi=fb.tf(**tf), env=env, keras=keras)
    assert tf_keras_resolution(facts) == resolves
    got = {f.id: f.severity for f in diagnose(facts) if f.id in KERAS_IDS}
    assert got == want
    for f in diagnose(facts):
        if f.id in KERAS_IDS:
            assert f.remedy and f.url, f.id


@pytest.mark.parametrize(
    ("name", "installed", "says"),
    [
        # measured, TF 2.21 + Keras 3.15: KERAS_BACKEND=bogus makes `import tensorflow`
        # raise "ValueError: Unable to import backend : bogus"; KERAS_BACKEND=jax without
        # jax imports TensorFlow fine (TF swallows the ImportError), tf.keras fails later
        pytest.param("bogus", None, "`import tensorflow` itself fails", id="unknown-name"),
        pytest.param("jax", False, "`import keras` fails", id="backend-not-installed"),
    ],
)
def test_unusable_backend_says_what_fails(name, installed, says):
    facts = fb.facts(tfi=fb.tf(), keras=backend(name, installed=installed))
    (f,) = [f for f in diagnose(facts) if f.id == "keras-backend-unusable"]
    assert says in f.title


def _with_installed(tfi, *names):
    from dataclasses import replace
    from pathlib import Path

    from tfdoctor.probes.python_env import Dist

    site = Path("/site-packages")
    return replace(tfi, installed=tuple(Dist(n, "1.0", site, f"{site}/{n}") for n in names))


@pytest.mark.parametrize(
    ("version", "installed", "noted"),
    [
        # tensorflow 2.21.0's METADATA requires no tensorboard; 2.20.0's `tensorboard~=2.20.0`
        pytest.param("2.21.0", ("keras", "numpy"), True, id="tf221-without-tensorboard"),
        pytest.param("2.21.0", ("keras", "tensorboard"), False, id="tf221-with-tensorboard"),
        pytest.param("2.20.0", ("keras", "numpy"), False, id="tf220-brings-it-itself"),
    ],
)
def test_check_notes_tensorboard_absent_from_tf_2_21(version, installed, noted):
    facts = fb.facts(tfi=_with_installed(fb.tf(version=version), *installed))
    got = [f for f in diagnose(facts) if f.id == "tensorboard-not-installed"]
    assert bool(got) == noted
    if got:
        assert got[0].severity is Severity.INFO and "pip install tensorboard" in got[0].remedy


def test_a_keras2_off_line_is_the_error_where_the_childs_fit_fails():
    """The review of the twenty-second session: keras 2.11.0 beside TF 2.14.1 on Python 3.11
    fails tf.keras ("module 'inspect' has no attribute 'ArgSpec'", a real venv), while keras
    2.13/2.15 beside it fit: the mismatch is a warning, and the error where the fit fails."""
    from tfdoctor.children.runtime_info import RuntimeInfo

    tfi = fb.tf(version="2.10.0", cuda_v="11.2", cudnn_v="8", keras="2.9.0", numpy="1.23.5")
    failed = dict(fb.runtime().payload, keras_fit={"fit": "failed", "module": "keras.api._v2.keras",
                  "error": "AttributeError: module 'inspect' has no attribute 'ArgSpec'", "traceback": ""})  # fmt: skip
    for payload, want in ((failed, Severity.ERROR), (fb.runtime().payload, Severity.WARNING)):
        facts = fb.facts(tfi=tfi, rt=RuntimeInfo("ok", payload=payload))
        (f,) = [f for f in diagnose(facts) if f.id == "keras-version-mismatch"]
        assert f.severity == want
        assert ("tf.keras fails here" in f.title) == (want == Severity.ERROR)
