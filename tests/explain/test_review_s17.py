"""The seventeenth session's re-read: remedies that name what exists here, from the project's
own data (the shipped matrix; tf_keras of TensorFlow's own minor, as keras_mismatch already
pinned it), proven with pip's resolver and real runs (tests/data/tracebacks/tf-2.21-runs)."""

from __future__ import annotations

import pytest

from tfdoctor.explain.engine import explain_text
from tfdoctor.explain.rules.base import ExplainContext
from tfdoctor.judge.matrix_loader import load_matrix

TF221 = ExplainContext(tf_version="2.21.0")


def test_the_estimator_remedy_names_the_matrix_s_last_estimator_release() -> None:
    # pip's resolver (Python 3.11): "tensorflow==2.15.*" takes tensorflow 2.15.1 with
    # tensorflow-estimator 2.15.0; a venv with it runs tf.estimator.DNNClassifier
    row = next(r for r in load_matrix().tensorflow if r.version == "2.15")
    (f, *_) = explain_text("AttributeError: module 'tensorflow' has no attribute 'estimator'")
    assert f.id == "tf-estimator-removed"
    assert f'pip install "tensorflow=={row.latest_patch}"' in f.remedy
    assert row.python_raw in f.remedy


def test_on_an_older_tensorflow_the_estimator_remedy_is_its_own_estimator() -> None:
    (f, *_) = explain_text(
        "AttributeError: module 'tensorflow' has no attribute 'estimator'",
        ExplainContext(tf_version="2.12.1"),
    )
    assert 'pip install "tensorflow-estimator==2.12.*"' in f.remedy


@pytest.mark.parametrize(
    "line",
    [
        "ModuleNotFoundError: No module named 'tensorflow.compat.v1.keras'",
        "ValueError: `prune_low_magnitude` can only prune an object of the following types: "
        "keras.models.Sequential, keras functional model, keras.layers.Layer, list of "
        "keras.layers.Layer. You passed an object of type: Sequential.",
        "Layer.add_metric() takes 1 positional argument but 2 were given",
    ],
)
def test_tf_keras_is_pinned_to_this_tensorflow_s_minor(line: str) -> None:
    # pip's resolver takes tensorflow 2.21.0 with "tf_keras~=2.21.0"; with it and
    # TF_USE_LEGACY_KERAS=1, TF 2.21 imports tensorflow.compat.v1.keras (a real run)
    (f, *_) = explain_text(line, TF221)
    assert f.id == "keras-version-mismatch"
    assert 'pip install "tf_keras~=2.21.0" and export TF_USE_LEGACY_KERAS=1' in f.remedy


def test_a_python_2_pickle_s_ascii_error_is_not_called_a_locale_problem() -> None:
    # fastai/courses' taxi notebook: np.load of a Python 2 pickle
    line = "UnicodeDecodeError: 'ascii' codec can't decode byte 0xf7 in position 0: ordinal not in range(128)"
    ids = [f.id for f in explain_text(line)]
    assert "windows-locale-codepage-decode" not in ids and ids[0] == "unrecognised-error"


def test_a_saved_weight_of_another_shape_is_one_id_in_every_wording() -> None:
    lines = [
        "ValueError: Assign requires shapes of both tensors to match. lhs shape= [100] rhs shape= [1]",
        "ValueError: Shape mismatch in layer #2 (named dense_5)for weight dense_5/kernel. Weight "
        "expects shape (256, 25). Received saved weight with shape (256, 10)",
        "ValueError: Cannot assign value to variable ' output_focal/kernel:0': Shape mismatch.The "
        "variable shape (131072, 47), and the assigned value shape (131072, 46) are incompatible.",
    ]
    assert {explain_text(x)[0].id for x in lines} == {"checkpoint-shape-mismatch"}


def test_a_tls_failure_is_told_as_tls_and_pip_s_index_is_not_a_dataset() -> None:
    line = ("ssl.SSLCertVerificationError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify "
            "failed: self signed certificate in certificate chain (_ssl.c:1056)")
    (f, *_) = explain_text(line)
    assert f.id == "dataset-download-failed" and "could not check its TLS certificate" in f.remedy
    pip = ("Could not fetch URL https://pypi.org/simple/tensorflow/: There was a problem confirming "
           "the ssl certificate: HTTPSConnectionPool(host='pypi.org', port=443): Max retries exceeded "
           "with url: /simple/tensorflow/ (Caused by SSLError(SSLCertVerificationError(1, '[SSL: "
           "CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer "
           "certificate (_ssl.c:1129)'))) - skipping")
    assert "dataset-download-failed" not in [x.id for x in explain_text(pip)]
