"""The second review of the fifteenth session (tests/data/review/s15-review-b.md): each item
mended here has its input from the report and a check that fails on the old behaviour."""

from __future__ import annotations

import pytest

from tfdoctor.explain.engine import explain_text


def ids(log: str) -> list[str]:
    return [f.id for f in explain_text(log)]


@pytest.mark.parametrize(
    "log",
    [
        "313/313 [==============================] - 2s 7ms/step - loss: inf - accuracy: 0.0990\n",
        "469/469 [==============================] - 2s 4ms/step - loss: -inf - val_loss: -inf\n",
        "INFO:tensorflow:loss = -inf, step = 100 (0.310 sec)\n",
        "ERROR:tensorflow:Model diverged with loss = NaN.\n",
    ],
)
def test_infinite_losses_and_the_estimators_stop_are_not_healthy(log):
    """1."""
    assert ids(log)[0] == "training-loss-nan"


TCC_ROW = "|   0  Tesla T4            TCC  | 00000000:00:1E.0 Off |                    0 |\n"


def test_tcc_on_a_native_windows_run_that_uses_the_gpu_is_no_warning():
    """2."""
    log = (
        "C:\\Users\\admin>nvidia-smi\n" + TCC_ROW
        + "2022-11-02 10:00:01.123456: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1616] Created "
        "device /job:localhost/replica:0/task:0/device:GPU:0 with 13598 MB memory:  -> device: 0, name: "
        "Tesla T4, pci bus id: 0000:00:1e.0, compute capability: 7.5\n"
    )
    assert "wsl-gpu-tcc-mode" not in ids(log)


def test_tcc_names_with_hyphens_and_the_blocked_guest():
    """7."""
    log = (
        "|   0  NVIDIA A100-PCIE-40GB TCC  | 00000000:AF:00.0 Off |                    0 |\n"
        "user@srv:~$ nvidia-smi\nFailed to initialize NVML: GPU access blocked by the operating system\n"
    )
    assert ids(log)[:2] == ["wsl-gpu-tcc-mode", "nvidia-smi-failed"]


def test_stale_env_paths_fixed_later_or_from_a_venv_are_not_flagged():
    """3."""
    fixed = (
        "(tf11) sharon@host:~$ export XLA_FLAGS=--xla_gpu_cuda_data_dir=/home/sharon/miniconda3/envs/tf11/lib\n"
        "(gym) sharon@host:~$ export XLA_FLAGS=--xla_gpu_cuda_data_dir=/home/sharon/miniconda3/envs/gym/lib\n"
    )
    assert ids(fixed) == []
    venv = "(venv) user@box:~/proj$ export LD_LIBRARY_PATH=/home/user/anaconda3/envs/cuda11/lib:$LD_LIBRARY_PATH\n"
    assert ids(venv) == []
    two = "(gym) u@h:~$ export LD_LIBRARY_PATH=/home/u/miniconda3/envs/gym/lib:/home/u/miniconda3/envs/tf11/lib\n"
    assert ids(two) == []  # (the active environment's folder is on it)


def test_the_stale_setting_explains_the_libdevice_failure():
    """4."""
    log = (
        "(gym) sharon@Sharonator:~/gym/segmentation_gym$ echo $XLA_FLAGS\n"
        "--xla_gpu_cuda_data_dir=/home/sharon/miniconda3/envs/tf11/lib\n"
        "2023-05-01 10:00:00.000000: W tensorflow/compiler/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:530] "
        "Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice. This may result in compilation or runtime failures\n"
        "tensorflow.python.framework.errors_impl.InternalError: Graph execution error:\n"
        "libdevice not found at ./libdevice.10.bc\n"
    )
    assert ids(log)[0] == "startup-setting-invalid"


def test_activating_the_same_conda_env_again_keeps_its_installs():
    """5."""
    log = (
        "(tf) C:\\Users\\me>pip install tensorflow-gpu==2.10.0\nSuccessfully installed tensorflow-gpu-2.10.0\n"
        "(tf) C:\\Users\\me>pip install tensorflow==2.12.0\n"
        "Successfully installed tensorflow-2.12.0 tensorflow-intel-2.12.0 keras-2.12.0\n"
        "(base) C:\\Users\\me>conda activate tf\n"
        "(tf) C:\\Users\\me>python -c \"import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))\"\n[]\n"
    )
    assert ids(log)[0] == "multiple-tensorflow-installs"
    other = log.replace("conda activate tf", "conda activate other")
    assert "multiple-tensorflow-installs" not in ids(other)
    hint = log.replace("(base) C:\\Users\\me>conda activate tf", "#     $ conda activate tf")
    assert ids(hint)[0] == "multiple-tensorflow-installs"


def test_tflm_alignment_note_is_a_note_unless_raised():
    """6."""
    note = (
        "4 bytes lost due to alignment. To avoid this loss, please make sure the tensor_arena is 16 "
        "bytes aligned.\nArena used bytes: 21844\nInference result: 0.9812 (person)\n"
    )
    assert [(f.id, f.severity.value) for f in explain_text(note)] == [("tflm-arena-misaligned", "info")]
    raised = ">Uncaught Error: " + note
    assert explain_text(raised)[0].severity.value == "error"


def test_distutils_in_pips_build_env_names_the_source_build():
    """8."""
    log = (
        "C:\\Users\\me>pip install numpy==1.24.3\n  Using cached numpy-1.24.3.tar.gz (10.9 MB)\n"
        "  Getting requirements to build wheel ... error\n"
        '        File "C:\\Users\\me\\AppData\\Local\\Temp\\pip-build-env-abc\\overlay\\Lib\\site-packages\\'
        'setuptools\\__init__.py", line 10, in <module>\n          import distutils.core\n'
        "      ModuleNotFoundError: No module named 'distutils'\n"
        "Python 3.12.1\n"
    )
    found = [f for f in explain_text(log) if f.id == "python-version-unsupported"]
    assert found and "pip-build-env" in found[0].remedy and "pip install setuptools in this" not in found[0].remedy


def test_keras_3_compute_output_shape_wording():
    """9."""
    line = ("NotImplementedError: Layer MyLayer does not have a `compute_output_shape` method implemented. "
            "Should implement `def compute_output_shape(self, input_shape)`.\n")
    found = explain_text(line)[0]
    assert found.id == "keras-layer-compute-output-shape-missing" and found.remedy.startswith("MyLayer")


@pytest.mark.parametrize(
    "line",
    [
        "graphviz.backend.execute.ExecutableNotFound: failed to execute PosixPath('dot'), make sure the "
        "Graphviz executables are on your systems' PATH\n",
        "pydot.InvocationException: GraphViz's executables not found\n",
    ],
)
def test_graphviz_missing_in_other_packages_words(line):
    """10."""
    assert ids(line)[0] == "keras-plot-model-deps-missing"


def test_hf_local_folder_with_tensorflow_weights():
    """11."""
    found = explain_text(
        "OSError: Error no file named pytorch_model.bin found in directory ./my_model but there is a file "
        "for TensorFlow weights. Use `from_tf=True` to load this model from those weights.\n"
    )[0]
    assert found.id == "hf-weights-framework-mismatch" and found.remedy.startswith("./my_model")


def test_tflm_custom_op_registration_and_no_arena_advice():
    """12."""
    log = (
        "Didn't find op for custom opcode 'TFLite_Detection_PostProcess'\n"
        "Failed to get registration from op code CUSTOM\nFailed starting model allocation.\n"
        "AllocateTensors() failed\n"
    )
    found = explain_text(log)
    assert found[0].id == "tflite-runtime-op-missing" and "AddDetectionPostprocess()" in found[0].remedy
    assert "tflite-micro-arena-too-small" not in {f.id for f in found}


# The re-read of the session's change: tensorflow-api-mismatch's tensorflow_core rule (round 133)
# told a TF 1.15-2.1 user whose own tensorflow_core failed inside ("No module named
# 'tensorflow_core.keras'" from a gunicorn reloader walking TF 2.1's lazy loader,
# tensorflow/tensorflow#34607 (DrChrisLevy, 2020-02-25; the message is the title);
# "No module named 'tensorflow_core.estimator'" beside tensorflow-gpu 2.0.0,
# tensorflow/tensorflow#32952) to "run TensorFlow 2.1", the release they had.
RELOADER = (
    '  File "/usr/local/lib/python3.6/site-packages/gunicorn/reloader.py", line 33, in <listcomp>\n'
    "    if getattr(module, '__file__', None)\n"
    '  File "/usr/local/lib/python3.6/site-packages/tensorflow/__init__.py", line 50, in __getattr__\n'
    "    module = self._load()\n"
    '  File "/usr/local/lib/python3.6/site-packages/tensorflow/__init__.py", line 44, in _load\n'
    "    module = _importlib.import_module(self.__name__)\n"
    "ModuleNotFoundError: No module named 'tensorflow_core.keras'\n"
)
ESTIMATOR = (
    "INFO: installed: tensorflow-gpu==2.0.0\n"
    "INFO: installed: tensorflow-estimator==2.0.0\n"
    "ImportError: No module named 'tensorflow_core.estimator'\n"
)


@pytest.mark.parametrize("log", [RELOADER, ESTIMATOR])
def test_a_submodule_of_a_present_tensorflow_core_is_not_code_for_another_release(log):
    found = explain_text(log)
    assert "tensorflow-api-mismatch" not in [f.id for f in found]
    assert not any("TensorFlow 2.1" in (f.remedy or "") for f in found)
    assert found and found[0].severity.name == "ERROR"  # never healthy


def test_the_bare_tensorflow_core_under_a_later_release_still_is():
    """spektral#50 (round 133), TF 2.2: the package itself is gone."""
    log = (
        "----> 6 from tensorflow_core.python.keras.utils import tf_utils\n\n"
        "ModuleNotFoundError: No module named 'tensorflow_core'\n"
    )
    found = explain_text(log)
    assert found[0].id == "tensorflow-api-mismatch"
    assert "1.15 to 2.1" in found[0].remedy
