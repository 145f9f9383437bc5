"""The review of the fifteenth session's changes (tests/data/review/s15-review.md): each item
mended here has its input from the report and a check that fails on the old behaviour."""

from __future__ import annotations

import pytest

from tfdoctor.explain.engine import explain_text


def ids(log: str) -> list[str]:
    return [f.id for f in explain_text(log)]


def first(log: str):
    return explain_text(log)[0]


def test_pip_lines_of_one_package_each_are_no_conda_rows():
    """1: the same version of tensorflow-cpu then tensorflow, each alone on its line."""
    log = (
        "$ pip install tensorflow-cpu==2.15.0\nSuccessfully installed tensorflow-cpu-2.15.0\n"
        "$ pip install tensorflow==2.15.0\nSuccessfully installed tensorflow-2.15.0\n"
    )
    assert ids(log)[0] == "multiple-tensorflow-installs"
    two_venvs = (
        "$ python -m venv a && source a/bin/activate\n" + log.split("$ pip install tensorflow==")[0]
        + "$ python -m venv b && source b/bin/activate\n$ pip install tensorflow==2.15.0\n"
        "Successfully installed tensorflow-2.15.0\n"
    )
    assert "multiple-tensorflow-installs" not in ids(two_venvs)


@pytest.mark.parametrize(
    "log",
    [
        "INFO:tensorflow:loss = 2.1345e+20, step = 0\nINFO:tensorflow:loss = 8.8812e+27, step = 100 (0.320 sec)\n",
        "INFO:tensorflow:loss = inf, step = 200 (0.310 sec)\n",
        "250/250 [==============================] - 3s 11ms/step - loss: -123456789012345678901.0000 - accuracy: 0.2100\n",
        "250/250 [====] - 2s - loss: -2.3410e+21 - accuracy: 0.2100\n",
    ],
)
def test_the_estimators_and_negative_diverged_losses_are_not_healthy(log):
    """2-3."""
    assert ids(log) == ["training-loss-nan"]


def test_a_huge_falling_loss_is_not_told_it_diverged_only():
    """4: the remedy says unscaled targets too."""
    remedy = first("120/120 [...] - loss: 3.4021e+18 - mae: 1453021696.0000 - val_loss: 2.9120e+18\n").remedy
    assert "targets are unscaled" in remedy and "If it grows" in remedy


def test_a_name_error_in_a_users_activation_run_by_core_py_is_a_name_error():
    """5."""
    log = (
        "Traceback (most recent call last):\n"
        '  File "train.py", line 30, in <module>\n    model.fit(x, y)\n'
        '  File "/usr/local/lib/python3.6/dist-packages/keras/layers/core.py", line 883, in call\n'
        "    output = self.activation(output)\n"
        '  File "train.py", line 12, in swish\n    return x * sigmoid(beta * x)\n'
        "NameError: name 'beta' is not defined\n"
    )
    assert ids(log)[0] == "python-name-error"
    lambda_call = log.replace("output = self.activation(output)", "return self.function(inputs, **arguments)")
    assert ids(lambda_call)[0] == "keras-custom-object-unknown"


def test_impimporter_remedy_names_pip_and_a_source_build():
    """6-7."""
    remedy = first("AttributeError: module 'pkgutil' has no attribute 'ImpImporter'. Did you mean: 'zipimporter'?\n").remedy
    assert "ensurepip" in remedy and "pip-build-env" in remedy and "setuptools" in remedy


def test_distutils_on_python_312_keeps_the_setuptools_shim_and_windows_folders_count():
    """8-9."""
    log = (
        '  File "C:\\Users\\me\\AppData\\Local\\Programs\\Python\\Python312\\Lib\\site-packages\\'
        'tensorflow\\python\\keras\\utils\\conv_utils.py", line 2, in <module>\n'
        "    from distutils.version import LooseVersion\n"
        "ModuleNotFoundError: No module named 'distutils'\n"
    )
    found = first(log)
    assert found.id == "python-version-unsupported"
    assert "pip install setuptools" in found.remedy and "apt install" not in found.remedy


def test_tf2s_could_not_find_variable_names_a_deleted_variable():
    """10."""
    found = first(
        "Could not find variable dense_1/kernel. This could mean that the variable has been deleted. "
        "In TF1, it can also mean the variable is uninitialized. Debug info: container=localhost\n"
    )
    assert found.id == "tf1-variables-uninitialized"
    assert "deleted" in found.title and "clear_session" in found.remedy


def test_len_of_a_traced_tensor_in_user_code_gets_tf_shape():
    """11."""
    remedy = first(
        "    TypeError: len is not well defined for symbolic Tensors. (args_0:0) Please call `x.shape` "
        "rather than `len(x)` for shape information.\n"
    ).remedy
    assert "tf.shape(x)[0]" in remedy


def test_cudnn_state_of_other_units_is_not_blamed_on_the_batch():
    """12."""
    found = first("Invalid input_h shape: [1,64,256] [1,64,128]\n")
    assert "units" in found.remedy and "fixed batch size" not in found.remedy
    assert "fixed batch size" in first("Invalid input_h shape: [1,1,64] [1,100,64]\n").remedy


def test_a_colocation_conflict_inside_a_cluster_session_is_not_eager_disabled():
    """13."""
    line = (
        "InvalidArgumentError: Cannot assign a device for operation save/RestoreV2: Could not satisfy "
        "explicit device specification '/job:ps/task:0/device:CPU:0' because the node "
        "{{colocation_node save/RestoreV2}} was colocated with a group of nodes that required "
        "incompatible device '/job:worker/task:0/device:CPU:0'. All available devices "
        "[/job:ps/replica:0/task:0/device:CPU:0, /job:worker/replica:0/task:0/device:CPU:0]\n"
    )
    assert "distribute-eager-disabled" not in ids(line)
    local = line.replace(
        "/job:ps/replica:0/task:0/device:CPU:0, /job:worker/replica:0/task:0/device:CPU:0",
        "/job:localhost/replica:0/task:0/device:CPU:0",
    )
    assert ids(local)[0] == "distribute-eager-disabled"


def test_numpy_2_removal_leads_with_numpys_own_replacement_and_ranks_below_the_abi_banner():
    """14-15."""
    remedy = first("AttributeError: `np.float_` was removed in the NumPy 2.0 release. Use `np.float64` instead.\n").remedy
    assert remedy.startswith("If the frame above is your own code, write np.float64")
    both = (
        "A module that was compiled using NumPy 1.x cannot be run in\nNumPy 2.0.1 as it may crash.\n"
        "AttributeError: _ARRAY_API not found\n"
        "AttributeError: `np.complex_` was removed in the NumPy 2.0 release. Use `np.complex128` instead.\n"
    )
    assert ids(both)[:2] == ["numpy-abi-mismatch", "numpy-version-unsupported"]


def test_a_later_h5_after_the_converter_command_is_not_its_input():
    """16."""
    log = (
        "$ tensorflowjs_converter --input_format=tf_saved_model --output_format=tfjs_graph_model "
        "./export/1 ./web_model && cp ./checkpoints/best.h5 ./web_model/\n"
        "Writing weight file ./web_model/model.json...\n"
    )
    assert ids(log) == []


def test_a_model_file_pickled_under_another_release_gets_no_beam_advice():
    """17."""
    log = (
        "Traceback (most recent call last):\n"
        '  File "load.py", line 3, in <module>\n    m = joblib.load("model.pkl")\n'
        '  File "/usr/lib/python3.11/pickle.py", line 1580, in find_class\n'
        "    __import__(module, level=0)\n"
        "ModuleNotFoundError: No module named 'sklearn.ensemble.forest'\n"
    )
    found = first(log)
    assert found.id == "beam-worker-package-version-mismatch"
    assert "Beam" not in found.remedy and "release it was saved with" in found.remedy


def test_the_hf_title_follows_the_direction_of_the_message():
    """18."""
    found = first(
        "OSError: myuser/my-bert does not appear to have a file named tf_model.h5 but there is a file "
        "for PyTorch weights. Use `from_pt=True` to load this model from those weights.\n"
    )
    assert found.id == "hf-weights-framework-mismatch"
    assert found.title.startswith("A TensorFlow model class") and "from_pt=True" in found.remedy
