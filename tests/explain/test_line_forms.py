"""Line forms the reviews of rounds 20 and 21 found the rules missing or misjudging, built
in the words of the code that prints them (sources beside each)."""

from __future__ import annotations

import pytest

from tfdoctor.explain.engine import explain_text
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING


@pytest.mark.parametrize(
    ("line", "fid", "severity"),
    [
        # TF 2.15-2.21's gradients_util.py: "No gradient defined for operation'%s' (op type:
        # %s)", no space before the quote (read in the installed wheels)
        ("LookupError: No gradient defined for operation'IteratorGetNext' (op type: "
         "IteratorGetNext)", "op-gradient-missing", E),
        # pip under Python 3.11+ (importlib metadata) keeps the leftover's "~" in the name
        ("WARNING: Ignoring invalid distribution ~eras (/usr/lib/python3.11/site-packages)",
         "pip-invalid-distribution-leftover", W),
        # TF's wrapped dlopen line: the dlerror alone is a warning, as the whole line is
        ("dlerror: libcudart.so.11.0: cannot open shared object file: No such file or "
         "directory", "cuda-libs-missing", W),
        # ./configure's sentence with more after it (cuda_configure.bzl's fail())
        ("Cannot find lib64/libcudnn.so.5 or libcudnn.so.5 under /usr/local/cuda. Please "
         "run ./configure again", "cudnn-missing", E),
        # a TF Text op library whose name has no "_ops" (tensorflow/text's
        # get_path_to_datafile('_wordpiece_tokenizer.so'))
        ("tensorflow.python.framework.errors_impl.NotFoundError: _wordpiece_tokenizer.so not "
         "found", "ecosystem-import-failed", E),
    ],
)
def test_line_form(line: str, fid: str, severity: Severity) -> None:
    f = explain_text(line)[0]
    assert (f.id, f.severity) == (fid, severity)


def test_a_library_not_tf_texts_is_not_called_tf_texts() -> None:
    # "context" holds "text": the package is not guessed from a word in the file name
    f = explain_text("NotFoundError: _context_feature_ops.so not found")[0]
    assert f.id == "ecosystem-import-failed" and f.values.get("package") is None
    assert explain_text("NotFoundError: _wordpiece_tokenizer.so not found")[0].values[
        "package"
    ] == "tensorflow-text"


def test_a_setup_that_fails_without_naming_a_wheel_says_what_it_knows() -> None:
    # pip >= 22's words (pip/_internal/exceptions.py MetadataGenerationFailed)
    f = explain_text("error: metadata-generation-failed")[0]
    assert f.id == "dependency-wheel-missing" and "source archive" in f.remedy
    assert "conda install None" not in f.remedy


# the review of round 22's quiet phrases (built in the messages' own words)
NAN_RUN = (
    "Epoch 1/5\n100/100 [==============================] - 1s 5ms/step - loss: nan - "
    "accuracy: 0.1000\n/usr/lib/python3/dist-packages/numpy/core/_methods.py:48: "
    "RuntimeWarning: invalid value encountered in reduce"
)


def test_a_nan_training_run_is_never_healthy() -> None:
    assert explain_text(NAN_RUN), "a NaN loss and NumPy's NaN warning are not harmless"


def test_a_harmless_message_quiets_its_own_line_only() -> None:
    joined = "ERROR:absl:Statistics generation doesn't work for nested structures yet Killed"
    assert explain_text(joined)
    assert not explain_text("ERROR:absl:Statistics generation doesn't work for nested structures yet")


def test_the_converter_fix_names_the_method() -> None:
    f = explain_text("AttributeError: type object 'TFLiteConverter' has no attribute 'from_keras_model'")[0]
    assert "TFLiteConverter.from_keras_model" in f.remedy and "tf. " not in f.remedy


def test_keras_3s_pydot_words() -> None:
    f = explain_text("You must install pydot (`pip install pydot`) for `plot_model` to work.")[0]
    assert (f.id, f.severity) == ("python-module-missing", W)


@pytest.mark.parametrize(
    ("tf", "want", "not_want"),
    [
        # pip's resolver, Python 3.8, tensorflow==2.3.0: "keras==2.4.3" resolves, while
        # "keras>=2.4.3" takes 2.15.0 (built for TF 2.15); the line remedy said keras==2.3.*
        ("2.3.0", '"keras==2.4.3"', "keras==2.3.*"),
        ("2.1.0", '"keras==2.3.1"', "keras==2.1.*"),
        ("1.13.1", '"keras==2.2.4"', "keras==2.3.1"),
        ("2.5.0", "keras-nightly", "keras==2.5.*"),
        ("2.15.0", "keras==2.15.*", "keras==2.4.3"),
    ],
)
def test_keras_line_before_lockstep(tf: str, want: str, not_want: str) -> None:
    from tfdoctor.explain.rules.base import ExplainContext

    line = "AttributeError: module 'tensorflow.compat.v2' has no attribute '__internal__'"
    f = explain_text(line, ExplainContext(tf_version=tf))[0]
    assert f.id == "keras-version-mismatch"
    assert want in f.remedy and not_want not in f.remedy


def test_keras_23_internals_fix_pins_the_release() -> None:
    f = explain_text("AttributeError: module 'tensorflow.python.framework.ops' has no attribute '_TensorLike'")[0]
    assert '"keras==2.4.3"' in f.remedy and "keras>=2.4.3 on" not in f.remedy
