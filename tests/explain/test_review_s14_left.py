"""The fourteenth session's review leftovers, mended in the fifteenth (tests/data/review/
s14-review-a.md item 4, -b.md items 3 and 13): each input is the report's or a real traceback
(tests/data/tracebacks/SOURCES.md), and each check fails on the old behaviour."""

from __future__ import annotations

from pathlib import Path

from tfdoctor.explain.engine import explain_text

TB = Path(__file__).resolve().parents[1] / "data" / "tracebacks"

DOCKER = (
    "Step 4/9 : RUN pip install tensorflow-cpu==2.13.0\n"
    "Successfully installed tensorflow-cpu-2.13.0 tensorflow-estimator-2.13.0 keras-2.13.1\n"
    "Step 5/9 : RUN pip install tensorflow-text\n"
    "Successfully installed tensorflow-2.17.0 tensorflow-text-2.17.0 keras-3.4.1\n"
)


def test_a_second_tensorflow_distribution_from_pip_lines_is_several_installs():
    """a-4: tensorflow-cpu 2.13, then a companion pulling tensorflow 2.17 beside it."""
    found = explain_text(DOCKER)
    assert found[0].id == "multiple-tensorflow-installs"
    assert found[0].values["distributions"] == ["tensorflow==2.17.0", "tensorflow-cpu==2.13.0"]
    assert "pip uninstall -y tensorflow tensorflow-cpu" in found[0].remedy


def test_an_uninstall_between_the_two_is_one_install():
    log = DOCKER.replace(
        "Step 5/9", "Found existing installation: tensorflow-cpu 2.13.0\n"
        "Successfully uninstalled tensorflow-cpu-2.13.0\nStep 5/9"
    )
    assert "multiple-tensorflow-installs" not in {f.id for f in explain_text(log)}


def test_windows_meta_package_and_its_backend_are_one_install():
    log = (
        "Successfully installed tensorflow-2.15.0 tensorflow-intel-2.15.0 keras-2.15.0\n"
        "Successfully installed tensorflow-2.15.1 tensorflow-intel-2.15.1\n"
    )
    assert "multiple-tensorflow-installs" not in {f.id for f in explain_text(log)}


def test_a_tox_environment_is_another_environment():
    log = (
        "py310: install_deps> python -I -m pip install tensorflow-cpu==2.13.0\n"
        "Successfully installed tensorflow-cpu-2.13.0\n"
        "py311: install_deps> python -I -m pip install tensorflow==2.15.0\n"
        "Successfully installed tensorflow-2.15.0\n"
    )
    assert "multiple-tensorflow-installs" not in {f.id for f in explain_text(log)}


def test_a_name_error_raised_inside_a_lambda_layer_gets_the_custom_objects_remedy():
    """b-3: the unfiltered traceback (Keras 3.15.1, a real load) names the Lambda's frame."""
    found = explain_text((TB / "keras-3.15-lambda-global-missing-unfiltered.txt").read_text())
    assert found[0].id == "keras-custom-object-unknown"
    assert 'custom_objects={"scale": scale}' in found[0].remedy
    assert "python-name-error" not in {f.id for f in found}


def test_keras_3_wording_of_the_wrapped_name_error():
    """Keras 3's filtered form: "NameError: Exception encountered when calling Lambda.call().",
    the name on a later line (was unrecognised-error)."""
    found = explain_text((TB / "keras-3.15-lambda-global-missing.txt").read_text())
    assert found[0].id == "keras-custom-object-unknown"
    assert "Lambda layer  " not in found[0].remedy


def test_a_plain_name_error_in_the_users_own_code_stays_a_name_error():
    log = (
        "Traceback (most recent call last):\n"
        '  File "/home/u/train.py", line 3, in <module>\n'
        "    model = build()\n"
        '  File "/home/u/train.py", line 2, in build\n'
        "    return keras.Sequential()\n"
        "NameError: name 'keras' is not defined\n"
    )
    assert explain_text(log)[0].id == "python-name-error"


def test_dills_multi_line_find_class_and_a_bare_module_name():
    """b-13: IPython's form of dill's find_class (uqfoundation/dill#304): the user's own module,
    not 'another release'."""
    found = explain_text((TB / "dill-load-module-of-pickled-class-missing-dill304.txt").read_text())
    assert found[0].id == "beam-worker-package-version-mismatch"
    assert "another release" not in found[0].title + found[0].remedy
    assert "PYTHONPATH" in found[0].remedy


def test_an_internal_module_is_named_by_its_path_not_as_tf_x():
    """a-10 (cosmetic): "tf.AutoTrackable is not in this TensorFlow" named a class of TF's
    internals as if it were public API."""
    found = explain_text(
        "AttributeError: module 'tensorflow.python.training.tracking.tracking' has no attribute "
        "'AutoTrackable'\n"
    )
    assert found[0].id == "tensorflow-api-mismatch"
    assert "tensorflow.python.training.tracking.tracking.AutoTrackable" in found[0].remedy
    assert "tf.AutoTrackable" not in found[0].remedy


def test_edge_tpu_compiler_note_turns_warning_when_most_ops_run_on_the_cpu():
    """Left from the fourteenth session: the note stayed a note with most operations on the CPU."""
    base = (
        "Model successfully compiled but not all operations are supported by the Edge TPU. A "
        "percentage of the model will instead run on the CPU, which is slower.\n"
        "Number of operations that will run on Edge TPU: {tpu}\n"
        "Number of operations that will run on CPU: {cpu}\n"
    )
    few = explain_text(base.format(tpu=264, cpu=3))
    assert [(f.id, f.severity.value) for f in few] == [("benign-edgetpu-ops-on-cpu", "info")]
    most = explain_text(base.format(tpu=2, cpu=160))[0]
    assert (most.id, most.severity.value) == ("benign-edgetpu-ops-on-cpu", "warning")
    assert "160 operations on the CPU" in most.title


def test_tensorflow_macos_left_beside_a_later_tensorflow_is_two_installs():
    """The re-read of the fifteenth session: only a backend newer than the tensorflow beside it is a
    rollback's leftover (r119-0-002); tensorflow-macos 2.12 under tensorflow 2.16 is two."""
    log = "Successfully installed tensorflow-macos-2.12.0\nSuccessfully installed tensorflow-2.16.1\n"
    assert explain_text(log)[0].id == "multiple-tensorflow-installs"
