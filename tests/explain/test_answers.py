"""What a user's own code printed, the end of a paste and the user's own files (issue 18,
the round that used the spent held-out sets' misses): each judgement, and its healthy twin."""

from __future__ import annotations

import pytest

from tfdoctor.explain.engine import explain_text
from tfdoctor.model import Severity


def _ids(text: str) -> list[str]:
    return [f.id for f in explain_text(text)]


@pytest.mark.parametrize(
    "log, first",
    [
        (">>> tf.config.list_physical_devices('GPU')\n[]", "devices-no-gpu"),
        ("tf.config.list_physical_devices('GPU') # [] is returned", "devices-no-gpu"),
        (">>> tf.test.is_gpu_available()\nFalse", "devices-no-gpu"),
        (
            "print(tf.test.is_build_with_cuda()) #  false is returned",
            "tensorflow-not-built-with-cuda",
        ),
        # the version a REPL quotes, then TF 2.16's known miss of its pip CUDA libraries
        (
            ">>> tf.__version__\n'2.16.1'\n>>> tf.config.list_physical_devices('GPU')\n[ ]",
            "cuda-libs-missing",
        ),
        # native Windows from 2.11 on has no GPU build
        (
            'C:\\Users\\me> python -c "import tensorflow as tf; print(tf.__version__)"\n2.12.0\n'
            ">>> tf.config.list_physical_devices('GPU')\n[]",
            "windows-native-gpu-unsupported",
        ),
    ],
)
def test_the_users_question_answered_no_gpu_is_not_healthy(log: str, first: str) -> None:
    assert _ids(log)[0] == first


def test_a_gpu_in_the_answer_is_no_finding() -> None:
    log = ">>> tf.config.list_physical_devices('GPU')\n[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]"
    assert _ids(log) == []
    assert _ids(">>> tf.test.is_built_with_cuda()\nTrue") == []


FILL = "2019-03-09 18:46:17.778359: I tensorflow/core/kernels/data/shuffle_dataset_op.cc:98] Filling up shuffle buffer (this may take a while): 359987 of 604388"
FILLED = "2019-03-09 18:46:27.001000: I tensorflow/core/kernels/data/shuffle_dataset_op.cc:150] Shuffle buffer filled."


def test_a_log_that_stops_while_a_shuffle_buffer_fills() -> None:
    found = explain_text(FILL)
    assert found[0].id == "process-killed-oom" and "buffer_size" in found[0].remedy
    assert "process-killed-oom" not in _ids(f"{FILL}\n{FILLED}")


@pytest.mark.parametrize(
    "log, module",
    [
        (  # keras-team/keras#3165 (Python 2): the script is keras.py
            'Traceback (most recent call last):\n  File "./keras.py", line 8, in <module>\n'
            "    from keras.datasets import mnist\n"
            '  File "/home/u/Experiments/keras.py", line 8, in <module>\n'
            "    from keras.datasets import mnist\nImportError: No module named datasets",
            "keras",
        ),
        (  # faustomorales/keras-ocr#172: no frames, Python's own guess
            "AttributeError: partially initialized module 'keras_ocr' has no attribute "
            "'pipeline' (most likely due to a circular import)",
            "keras_ocr",
        ),
    ],
)
def test_a_file_named_like_the_package_shadows_it(log: str, module: str) -> None:
    f = explain_text(log)[0]
    assert f.id == "shadowed-by-working-directory" and f.values["module"] == module


def test_a_users_own_module_failing_an_import_is_not_a_shadow() -> None:
    log = (
        'Traceback (most recent call last):\n  File "/home/u/proj/train.py", line 3, in <module>\n'
        '    import models\n  File "/home/u/proj/models.py", line 1, in <module>\n'
        "    import nonexistent\nModuleNotFoundError: No module named 'nonexistent'"
    )
    assert "shadowed-by-working-directory" not in _ids(log)


def test_a_notebook_paste_cut_at_import_tensorflow() -> None:
    head = "ModuleNotFoundError                       Traceback (most recent call last)\n"
    head += "<ipython-input-1-cdfb01024084> in <module>\n      5 import tarfile\n"
    assert _ids(head + "----> 6 import tensorflow as tf")[0] == "tensorflow-not-installed"
    # another module: the cell's own import failed, so that module is missing here
    first = explain_text(head + "----> 6 import seaborn as sns")[0]
    assert first.id == "python-module-missing" and first.values["module"] == "seaborn"
    # without Jupyter's header nothing says which exception it was: not guessed
    assert _ids(head.split("\n", 1)[1] + "----> 6 import seaborn as sns")[0] == "unrecognised-error"


def test_a_tf_keras_model_refused_by_keras_3_code_is_fixed_by_unsetting_legacy() -> None:
    """keras-tuner 1.4.7 (Keras 3) given a tf_keras model under TF_USE_LEGACY_KERAS=1 (the
    realenv tier's w8, its real stderr): the fix is the reverse of the usual one, and the
    line rule and the event rule say the same."""
    from pathlib import Path

    log = (
        Path(__file__).parents[1] / "data" / "realenv-logs" / "w8-keras-tuner-with-legacy-keras.log"
    ).read_text()
    found = explain_text(log)
    assert found[0].values["package"] == "keras-tuner"
    assert found[0].remedy.startswith("unset TF_USE_LEGACY_KERAS")
    keras = next(f for f in found if f.id == "keras-version-mismatch")
    assert "unset TF_USE_LEGACY_KERAS" in keras.remedy and "export" not in keras.remedy


def test_a_pip_too_old_for_tensorflows_wheels_is_the_cause() -> None:
    """RasaHQ/rasa#5546 (ext-dev-012): pip 18.1 lists TF up to 2.0.0b1 only."""
    log = (
        "Collecting tensorflow<2.2,>=2.1 (from rasa)\n"
        "  Could not find a version that satisfies the requirement tensorflow<2.2,>=2.1 (from "
        "rasa) (from versions: 1.14.0, 2.0.0a0, 2.0.0b0, 2.0.0b1)\n"
        "No matching distribution found for tensorflow<2.2,>=2.1 (from rasa)\n"
    )
    pip = "You are using pip version 18.1, however version 20.0.2 is available."
    found = explain_text(log + pip)
    assert found[0].id == "pip-too-old" and "--upgrade pip" in found[0].remedy
    assert "pip-too-old" not in _ids(log + pip.replace("18.1", "23.2.1"))
    # without pip's version line, the list itself says so: final releases that end at
    # 2.0.0b1 (manylinux1's last) under a range that asks for 2.1 (round 52:
    # google-deepmind/open_spiel#137's "tensorflow<2.0,>=1.15", fixed by a newer pip)
    assert _ids(log)[0] == "pip-too-old"
    # a list of release candidates only is a Python too new for a final release (ext3-ho-027)
    rc_only = log.replace("1.14.0, 2.0.0a0, 2.0.0b0, 2.0.0b1", "1.13.0rc1, 1.13.0rc2")
    assert _ids(rc_only)[0] == "python-version-unsupported"


def test_device_lib_listing_only_a_cpu_is_no_gpu() -> None:
    """tensorflow/tensorflow#60269 (ext2-dev-006): device_lib lists a CPU only."""
    ask = "from tensorflow.python.client import device_lib\nprint(device_lib.list_local_devices())\n"
    cpu = '[name: "/device:CPU:0"\ndevice_type: "CPU"\nmemory_limit: 268435456\n]'
    gpu = '\n, name: "/device:GPU:0"\ndevice_type: "GPU"\n]'
    assert _ids(ask + cpu)[0] == "devices-no-gpu"
    assert _ids(ask + cpu[:-2] + gpu) == []
    # the printed list pasted without the call that printed it reads the same
    assert _ids(cpu)[0] == "devices-no-gpu"
    assert _ids(cpu[:-2] + gpu) == []


def test_a_build_info_without_cuda_is_a_cpu_only_build() -> None:
    """tf.sysconfig.get_build_info() printed by a user's script (the keys as TF writes them;
    the script shape: code index 6124244708)."""
    info = (
        "OrderedDict([('cpu_compiler', '/usr/lib/llvm-17/bin/clang'), ('cuda_compute_capabilities', "
        "[]), ('is_cuda_build', False), ('is_rocm_build', False), ('is_tensorrt_build', False)])"
    )
    assert _ids(info)[0] == "tensorflow-not-built-with-cuda"
    assert _ids(info.replace("('is_cuda_build', False)", "('is_cuda_build', True)")) == []


def test_a_line_in_markdown_emphasis_is_read() -> None:
    """tensorflow/probability#1060 (ext2-dev-020): the poster wrapped the error in **."""
    line = (
        "**ImportError: This version of TensorFlow Probability requires TensorFlow version >= "
        "2.3; Detected an installation of version 2.0.0-beta1. Please upgrade TensorFlow to "
        "proceed.**"
    )
    f = explain_text(line)[0]
    assert f.id == "tensorflow-companion-mismatch" and f.values["package"] == "tensorflow-probability"


@pytest.mark.parametrize(
    "line, first",
    [
        # PyCharm on Windows: the process ended by an exception (a crash, never healthy):
        # 0xC0000409 fail-fast (abort), 0xC0000005 access violation
        ("Process finished with exit code -1073740791 (0xC0000409)", "tensorflow-crashed"),
        ("Process finished with exit code -1073741819 (0xC0000005)", "tensorflow-crashed"),
        # zsh's word for SIGKILL, and Jupyter naming the notebook whose kernel died
        ("zsh: killed     python train.py", "process-killed-oom"),
        # a shell's job status in a batch job's log (SGE: code index 19642640666; LSF:
        # 49207794884), zsh's for a background job (66160424213), SLURM's cgroup OOM
        # handler and srun (31533703938, 8522054163)
        (
            "/var/spool/sge/cluster-cn-244/job_scripts/9505996: line 8: 21792 Killed       "
            "           python3 ~/returnn-parnia/tools/get-attention-weights.py",
            "process-killed-oom",
        ),
        (
            "/zhome/ee/d/137643/.lsbatch/1586903179.6180387.shell: line 12: 24905 Killed      "
            "            python main.py $LSB_PROJECT_NAME",
            "process-killed-oom",
        ),
        (
            "[1]    21086 killed     python3 examples/train_ogbn_products_ondisk.py ...",
            "process-killed-oom",
        ),
        (
            "slurmstepd: error: Detected 1 oom-kill event(s) in StepId=22207649.batch. Some of "
            "your processes may have been killed by the cgroup out-of-memory handler.",
            "process-killed-oom",
        ),
        ("srun: error: nid002715: task 85: Out Of Memory", "process-killed-oom"),
        # a tool's own error line is still an error, never healthy: setuptools (code index
        # 137765968's neighbour lines; named since round 39, magenta/magenta#2031), Docker's
        # daemon, SLURM
        (
            'error: Microsoft Visual C++ 14.0 or greater is required. Get it with "Microsoft '
            'C++ Build Tools": https://visualstudio.microsoft.com/visual-cpp-build-tools/',
            "dependency-wheel-missing",
        ),
        (
            "docker: Error response from daemon: OCI runtime create failed: container_linux.go:380",
            "unrecognised-error",
        ),
        # VS Code's notebooks when the kernel dies (its own strings: code index 1451780)
        (
            "The Kernel crashed while executing code in the current cell or a previous cell. ",
            "process-killed-oom",
        ),
        ("The kernel 'venv (Python 3.10.12)' died. Click here for more info. Vie", "process-killed-oom"),
        # Windows' STATUS_ILLEGAL_INSTRUCTION: the CPU lacks an instruction (AVX) the build uses
        ("Process finished with exit code -1073741795 (0xC000001D)", "cpu-missing-avx"),
        # PyCharm on Linux/macOS: a crash by signal (code index 48657507561)
        (
            "Process finished with exit code 139 (interrupted by signal 11: SIGSEGV)",
            "tensorflow-crashed",
        ),
        (
            "Kernel Restarting: The kernel for Untitled.ipynb appears to have died. It will "
            "restart automatically.",
            "process-killed-oom",
        ),
    ],
)
def test_a_process_that_died_is_never_healthy(line: str, first: str) -> None:
    assert _ids(line)[0] == first
    assert _ids("Process finished with exit code 0") == []
    # Ctrl-C in PyCharm is the person's own stop, not a crash
    assert _ids("Process finished with exit code 130 (interrupted by signal 2: SIGINT)") == []


def test_a_library_reading_a_keras_2_attribute_gets_the_legacy_setting_as_check_does() -> None:
    """tf2onnx 1.16.1's from_keras on a Keras 3 model (the realenv tier's w6, its real
    stderr): the same route check takes (tests/judge/test_ecosystem_rules.py)."""
    from pathlib import Path

    log = (Path(__file__).parents[1] / "data" / "realenv-logs" / "w6-tf2onnx-from-keras-keras3.log").read_text()
    f = explain_text(log)[0]
    assert f.values["package"] == "tf2onnx"
    assert "export TF_USE_LEGACY_KERAS=1" in f.remedy.splitlines()[1]


@pytest.mark.parametrize(
    "log, first",
    [
        # conda/conda#7970 (verbatim, from its `conda list`): conda-forge's tensorflow beside
        # defaults' tensorflow-gpu; the GPU was not used
        (
            "tensorflow                1.10.0                   py36_0    conda-forge\n"
            "tensorflow-gpu            1.10.0               hf154084_0    defaults",
            "multiple-tensorflow-installs",
        ),
        ("tensorflow==2.15.0\ntensorflow-cpu==2.15.0\n", "multiple-tensorflow-installs"),
        ("tf-nightly   2.17.0.dev20240101\ntensorflow   2.15.0", "multiple-tensorflow-installs"),
        # the meta-package's own backend at its version (Windows), and companions: one TF
        ("tensorflow==2.15.0\ntensorflow-intel==2.15.0\n", None),
        ("tensorflow 2.15.0\ntensorflow-estimator 2.15.0\ntensorflow-io-gcs-filesystem 0.37.1", None),
        ("I installed tensorflow-gpu\nand tensorflow 2.4 too", None),  # prose, not a listing
        # conda-forge's tensorflow-gpu metapackage beside the tensorflow it pins (same version
        # and channel): one install (PacktPublishing/TinyML-Cookbook#6, verbatim)
        (
            "tensorflow                2.11.1          cuda112py39h01bd6f0_0    conda-forge\n"
            "tensorflow-base           2.11.1          cuda112py39h0320e7d_0    conda-forge\n"
            "tensorflow-estimator      2.11.1          cuda112py39h11d7a3b_0    conda-forge\n"
            "tensorflow-gpu            2.11.1          cuda112py39h0bbbad9_0    conda-forge",
            None,
        ),
        # the same rows from two channels, or at two versions: two installs
        (
            "tensorflow                2.11.1          cuda112py39h01bd6f0_0    conda-forge\n"
            "tensorflow-gpu            2.11.1          cuda112py39h0bbbad9_0",
            "multiple-tensorflow-installs",
        ),
        (
            "tensorflow                2.11.1          cuda112py39h01bd6f0_0    conda-forge\n"
            "tensorflow-gpu            2.10.0          cuda112py39h0bbbad9_0    conda-forge",
            "multiple-tensorflow-installs",
        ),
    ],
)
def test_a_listing_with_two_tensorflows_is_check_s_finding(log: str, first: str | None) -> None:
    found = explain_text(log)
    ids = [f.id for f in found]
    if first is None:
        assert "multiple-tensorflow-installs" not in ids
    else:
        assert ids[0] == first and found[0].severity.value == "error"
        assert "pip uninstall -y tensorflow" in found[0].remedy


def test_which_keras_refused_an_argument_says_which_way_to_go() -> None:
    """Keras 2 refusing a Keras 3 file, Keras 3 refusing Keras 2's, an older Keras 3 refusing
    a newer one's (real lines: tests/explain/test_rules.py, rules/models.py)."""
    k2 = explain_text("Exception encountered: Unrecognized keyword arguments: ['batch_shape']")[0]
    assert "saved by Keras 3" in k2.remedy and "TensorFlow >= 2.16" in k2.remedy
    k3 = explain_text("ValueError: Unrecognized keyword arguments passed to LSTM: {'time_major': False}")
    assert "TF_USE_LEGACY_KERAS=1" in k3[0].remedy and "`time_major`" in k3[0].remedy
    newer = "TypeError: Unrecognized keyword arguments passed to Dense: {'quantization_config': None}"
    f = explain_text(newer)[0]
    assert "--upgrade" in f.remedy and "TF_USE_LEGACY_KERAS" not in f.remedy
    old_tf = "ImportError: Keras requires TensorFlow 2.2 or higher. Install TensorFlow via `pip install tensorflow`"
    f = explain_text(old_tf)[0]
    assert '"tensorflow>=2.2"' in f.remedy and "keras==2.3.1" in f.remedy


def test_tf_own_library_missing_a_symbol_in_conda_names_the_channels() -> None:
    """conda-forge/conda-forge.github.io#2141 (ext5-dev-008): TF's own .so misses snappy's
    symbol in a conda env that mixes channels; elsewhere the generic reinstall."""
    conda = (
        "ImportError: /home/hhh/Software/Miniconda3/envs/DLC/lib/python3.11/site-packages/"
        "tensorflow/python/platform/../../libtensorflow_framework.so.2: undefined symbol: "
        "_ZTIN6snappy4SinkE"
    )
    f = explain_text(conda)[0]
    assert f.id == "tensorflow-import-failed" and "channel_priority strict" in f.remedy
    venv = conda.replace("/home/hhh/Software/Miniconda3/envs/DLC", "/home/u/.venv")
    assert "channel" not in explain_text(venv)[0].remedy


def test_a_name_from_tf_internals_is_api_mismatch_but_keras_names_stay_keras() -> None:
    api = "ImportError: cannot import name 'convert_all_kernels_in_model' from 'tensorflow.python.keras.utils'"
    assert _ids(api) == ["tensorflow-api-mismatch"]
    keras = "ImportError: cannot import name 'dtensor' from 'tensorflow.compat.v2.experimental'"
    assert _ids(keras) == ["keras-version-mismatch"]
    assert _ids("ImportError: cannot import name 'pad_sequences' from 'tensorflow.keras.preprocessing.sequence'") == ["keras-version-mismatch"]


def test_a_users_own_class_not_found_is_not_a_keras_version_problem() -> None:
    """Keras's own classes missing from a file mean another Keras wrote it; a user's class
    that was never registered is the user's code (no keras-version-mismatch)."""
    own = "TypeError: Could not locate class 'MyAttention'. Make sure custom classes are decorated with `@keras.saving.register_keras_serializable()`. Full object config: {'module': None, 'class_name': 'MyAttention'}"
    assert "keras-version-mismatch" not in _ids(own)
    keras = own.replace("'module': None", "'module': 'keras.layers'")
    assert _ids(keras)[0] == "keras-version-mismatch"


def test_an_op_that_failed_is_said_and_an_iterator_that_ended_is_not() -> None:
    """TF logs a failing op at W level; 'End of sequence' is an input pipeline ending."""
    failed = "2024-01-01 00:00:00.000000: W tensorflow/core/framework/op_kernel.cc:1816] OP_REQUIRES failed at cast_op.cc:122 : UNIMPLEMENTED: Cast float to string is not supported"
    f = explain_text(failed)
    assert f[0].id == "unrecognised-error" and f[0].severity.value == "warning"
    # strings cast to a number are the data's (tensorflow/tensorflow#75996), a known finding
    assert _ids(failed.replace("float to string", "string to float"))[0] == "non-numeric-input-data"
    ended = "2021-01-01 00:00:00.000000: W tensorflow/core/framework/op_kernel.cc:1763] OP_REQUIRES failed at iterator_ops.cc:1063 : Out of range: End of sequence"
    assert _ids(ended) == ["benign-end-of-sequence"]  # a note, no problem


def test_a_crash_after_cpu_only_notices_is_the_crash() -> None:
    """KosinskiLab/AlphaPulldown#126 (ext5-ho-048): absl's flag error ended the program after
    the CPU-only start-up lines; the notices never outrank it."""
    log = (
        "2023-05-01 21:17:57.355832: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory\n"
        "2023-05-01 21:17:57.355926: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.\n"
        "FATAL Flags parsing error: flag --seq_index=: invalid literal for int() with base 10: ''\n"
        "Pass --helpshort or --helpfull to see help on flags."
    )
    f = explain_text(log)
    assert f[0].id == "unrecognised-error" and f[0].severity.value == "error"
    assert "cuda-libs-missing" in [x.id for x in f]
    # the notices alone stay what they were
    assert _ids(log.rsplit("\nFATAL", 1)[0])[0] == "cuda-libs-missing"


def test_a_core_tensorflow_name_missing_means_the_module_is_not_tensorflow() -> None:
    """tensorflow/tensorflow#28213 (ext7-ho-025): a script called tensorflow.py; no TensorFlow
    lacks tf.keras. A TF 1 name (tf.Session) stays code for another TensorFlow."""
    f = explain_text("AttributeError: module 'tensorflow' has no attribute 'keras'")
    assert f[0].id == "shadowed-by-working-directory" and "tensorflow.py" in f[0].remedy
    assert _ids("AttributeError: module 'tensorflow' has no attribute 'Session'") == [
        "tensorflow-api-mismatch"
    ]


def test_sigill_on_apple_silicon_is_the_x86_python_under_rosetta() -> None:
    """tensorflow/tensorflow#60569 (ext7-ho-039): zsh's SIGILL on an M1; elsewhere no AVX."""
    mac = "zsh: illegal hardware instruction python on python 3.10 Mac M1"
    f = explain_text(mac)
    assert f[0].id == "macos-arch-mismatch" and "arm64" in f[0].remedy
    assert _ids("zsh: illegal hardware instruction  python")[0] == "cpu-missing-avx"


def test_a_terminal_uis_frame_around_wrapped_lines_is_taken_off() -> None:
    """tensorflow/java#492 (ext9-f-009): a log viewer drew "│" around each 190-column line,
    cutting "undefined symbol" in two; TF-DF's op library built for another TensorFlow."""
    log = (
        '"exception":"java.lang.UnsatisfiedLinkError: /app/resources/inference.so: undefi │\n'
        "│ ned symbol: _ZN10tensorflow6StatusC1ENS_5error4CodeEN4absl12lts_2021032411string_viewE\n"
    )
    assert _ids(log)[0] == "ecosystem-import-failed"
    # TensorFlow's own library missing its own symbol is a broken TensorFlow, not a companion
    own = "ImportError: /x/_pywrap_tensorflow_internal.so: undefined symbol: _ZN10tensorflow8internal"
    assert "ecosystem-import-failed" not in _ids(own)


def test_a_library_that_does_not_load_is_no_missing_input() -> None:
    """tf.io's NotFoundError names a missing input file; the same exception for a custom op's
    .so that does not load is a library problem (code index 45464840940), and an executable
    run by name is its own finding (nvidia-smi: the driver)."""
    so = (
        "tensorflow.python.framework.errors_impl.NotFoundError: dlopen(./tensorflow_binary_code_"
        "hash/python/ops/_binary_code_hash_cpu_ops.so, 0x0006): Library not loaded"
    )
    assert "application-data-missing" not in _ids(so)
    data = "tensorflow.python.framework.errors_impl.NotFoundError: /content/data/train.tfrecord; No such file or directory"
    assert _ids(data)[0] == "application-data-missing"
    assert _ids("FileNotFoundError: [Errno 2] No such file or directory: 'nvidia-smi'")[0] == "no-cuda-driver"


_IGNORED = """Exception ignored in: <function AtomicFunction.__del__ at 0x7f9e5410d800>
Traceback (most recent call last):
  File "/home/tsmith/miniconda3/envs/graphufs3/lib/python3.11/site-packages/tensorflow/python/eager/polymorphic_function/atomic_function.py", line 291, in __del__
TypeError: 'NoneType' object is not subscriptable"""


def test_an_ignored_exception_did_not_end_the_program() -> None:
    """tensorflow/datasets#5355 (code index 37473740836): Python prints a finalizer's error at
    exit under "Exception ignored in"; the program had finished. Alone it is harmless; before
    a real traceback, that traceback is what ended the program."""
    found = explain_text(_IGNORED)
    assert [f.severity for f in found][0] is Severity.INFO
    assert found[0].id == "benign-ignored-finalizer"
    real = "\nTraceback (most recent call last):\n  File \"a.py\", line 1, in <module>\nValueError: bad input"
    first = explain_text(_IGNORED + real)[0]
    assert first.id == "unrecognised-error" and "bad input" in first.title
    # the same traceback without Python's "ignored" line is an error that ended it
    bare = _IGNORED.split("\n", 1)[1]
    assert explain_text(bare)[0].severity is Severity.ERROR


def test_a_listing_with_a_companion_behind_tensorflows_line() -> None:
    """tensorflow/tensorflow#25259 (ext10-l-015): tensorflow 1.13.0rc0 beside
    tensorflow-estimator 1.10.12 (TF 1.13.1's METADATA: tensorflow-estimator >=1.13.0)."""
    listing = (
        "tensorboard               1.12.2                    <pip>\n"
        "tensorflow                1.13.0rc0                 <pip>\n"
        "tensorflow-estimator      1.10.12                   <pip>\n"
    )
    (f,) = [f for f in explain_text(listing) if f.id == "tensorflow-companion-mismatch"]
    assert set(f.values["packages"]) == {"tensorflow-estimator", "tensorboard"}
    assert '"tensorflow-estimator==1.13.*"' in f.remedy and '"tensorboard==1.13.*"' in f.remedy
    # the same line for both is fine; keras 3 beside TF 2.16 is what TF 2.16 declares
    ok = "tensorflow 2.16.1\ntensorboard 2.16.2\nkeras 3.3.3\n"
    assert "tensorflow-companion-mismatch" not in _ids(ok)
    assert "tensorflow-companion-mismatch" in _ids("tensorflow 2.16.1\nkeras 2.15.0\n")


def test_a_log_copied_from_html_or_a_json_logger_is_read() -> None:
    """A web page's source keeps HTML escapes; a structured logger (Kubernetes, a cloud log)
    keeps the traceback inside one JSON string with \\n escapes (the shape of
    tensorflow/java#492's log line). Both read as the plain log reads."""
    assert _ids("ModuleNotFoundError: No module named &#39;tensorflow&#39;")[0] == "tensorflow-not-installed"
    tb = (
        'Traceback (most recent call last):\\n  File \\"/app/main.py\\", line 3, in <module>\\n'
        "    import tensorflow_text\\n  File \\\"/usr/local/lib/python3.10/site-packages/"
        'tensorflow_text/__init__.py\\", line 21, in <module>\\n    from tensorflow_text.python '
        "import metrics\\ntensorflow.python.framework.errors_impl.NotFoundError: /usr/local/lib/"
        "python3.10/site-packages/tensorflow_text/python/ops/_regex_split_ops.so: undefined "
        "symbol: _ZN10tensorflow15TensorShapeBaseINS_11TensorShapeEEC2EN4absl12lts_202308024SpanIKlEE"
    )
    line = '{"level":"ERROR","message":"' + tb + '","ts":1}'
    first = explain_text(line)[0]
    assert first.id == "ecosystem-import-failed" and first.values["package"] == "tensorflow-text"
    # a Windows path's "\\nvcc" is no escape
    assert _ids("C:\\CUDA\\v11.2\\bin\\nvcc --version") == []


def test_a_gpu_newer_than_the_cuda_tensorflow_loaded() -> None:
    """tensorflow/tensorflow#45299 (ext9-h-029): an RTX 3070 (8.6) with TF built for CUDA
    10.1, the log stopping after the libraries loaded: kernels JIT-compiled from PTX. CUDA
    11.1 compiles for 8.6 (its release notes), so the same GPU with cudart 11.2 is fine."""
    log = (
        "I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudart64_101.dll\n"
        "I tensorflow/core/common_runtime/gpu/gpu_device.cc:1555] Found device 0 with properties: \n"
        "pciBusID: 0000:01:00.0 name: GeForce RTX 3070 computeCapability: 8.6\n"
    )
    first = explain_text(log)[0]
    assert first.id == "ptx-jit-compilation" and first.values == {"compute_capability": "8.6", "cuda": "10.1"}
    assert _ids(log.replace("cudart64_101.dll", "cudart64_112.dll")) == []
    # beside a named problem it says nothing: the problem is the answer
    oom = "W tensorflow/core/common_runtime/bfc_allocator.cc:456] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.0GiB (rounded to 1073741824)"
    assert "ptx-jit-compilation" not in _ids(log + oom)


def test_the_answer_a_few_lines_after_the_gpu_question() -> None:
    # a version printed before the answer (googlecolab/colabtools#930, markdown-escaped)
    log = "import tensorflow as tf\nprint(tf.__version\\_\\_)\ntf.test.is_gpu_available()\n\nreturns:\n\n1.15.0\nFalse"
    assert _ids(log)[0] == "devices-no-gpu"
    # TensorFlow's start-up lines between a `python -c` and its answer (OCR-D/ocrd_all#220)
    log = (
        '# python -c "import tensorflow as tf; print(tf.test.is_gpu_available())"\n'
        "2020-11-23 08:55:21.333093: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your "
        "CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 FMA\n"
        "2020-11-23 08:55:21.354434: I tensorflow/core/platform/profile_utils/cpu_utils.cc:94] "
        "CPU Frequency: 3193650000 Hz\nFalse"
    )
    assert "devices-no-gpu" in _ids(log)
    # another command before any answer: that question was not answered "no"
    log = ">>> tf.config.list_physical_devices('GPU')\n>>> x = 1\n[]"
    assert "devices-no-gpu" not in _ids(log)
    # the answer too far away is not taken for it
    far = ">>> tf.test.is_gpu_available()\n" + "".join(f"step {i}\n" for i in range(12)) + "False"
    assert "devices-no-gpu" not in _ids(far)


def test_two_pip_shows_of_tensorflow_are_two_installs() -> None:
    log = (
        "(headless-tf1) root@5e85f82cd11c:/data# pip show tensorflow-gpu\nName: tensorflow-gpu\n"
        "Version: 1.15.4\n(headless-tf1) root@5e85f82cd11c:/data# pip show tensorflow\n"
        "Name: tensorflow"
    )
    (first,) = [f for f in explain_text(log) if f.severity is not Severity.INFO]
    assert first.id == "multiple-tensorflow-installs"
    assert first.values["distributions"] == ["tensorflow", "tensorflow-gpu==1.15.4"]
    # one pip show is one install
    assert "multiple-tensorflow-installs" not in _ids("Name: tensorflow\nVersion: 2.15.0")


def test_a_build_without_cuda_explains_the_empty_list_beside_it() -> None:
    # aws/studio-lab-examples#275: the empty list first, then the build's answer
    log = (
        "tf.config.list_physical_devices('GPU') # []\n"
        "tf.test.is_built_with_cuda() # False\ntorch.cuda.is_available() # True"
    )
    assert _ids(log)[0] == "tensorflow-not-built-with-cuda"


def test_pips_list_that_stops_at_2_0_0b1_is_pip_too_old() -> None:
    # IntelLabs/nlp-architect#149: pip < 19 cannot see manylinux2010 wheels
    log = (
        "Could not find a version that satisfies the requirement tensorflow==1.15.2 (from "
        "nlp-architect==0.5.3) (from versions: 0.12.1, 1.0.0, 1.13.2, 1.14.0rc0, 1.14.0, "
        "2.0.0a0, 2.0.0b0, 2.0.0b1)"
    )
    assert _ids(log)[0] == "pip-too-old"
    # a list that holds the line asked for is another matter (the Python, the platform)
    other = log.replace("tensorflow==1.15.2", "tensorflow==1.14.0")
    assert _ids(other)[0] == "python-version-unsupported"
    # a newer pip lists on past 2.0.0b1: not pip's age
    newer = log.replace("2.0.0b1)", "2.0.0b1, 2.0.0, 2.1.0)")
    assert "pip-too-old" not in _ids(newer)


def test_an_x86_64_python_on_an_arm64_mac_is_named_without_a_crash() -> None:
    # apple/tensorflow_macos#143: the poster's own checks
    log = (
        "(venv) (base) user@useros ~ % uname -m\narm64\n"
        "(venv) (base) user@useros ~ % file $(which python)\n"
        "/Users/user/venv/bin/python: Mach-O 64-bit executable x86_64"
    )
    assert _ids(log)[0] == "macos-arch-mismatch"
    # an x86_64 Python on an Intel Mac is right
    intel = log.replace("arm64", "x86_64")
    assert "macos-arch-mismatch" not in _ids(intel)


def test_a_device_list_printed_a_device_a_line_with_no_gpu() -> None:
    # rstudio/tensorflow#553: R prints the list a device a line; TF 2.11 on native Windows
    log = (
        "> tf$config$list_physical_devices()\n[[1]]\n"
        "PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU')\n"
        "> tensorflow::tf_config()\n"
        "TensorFlow v2.11.0 (C:\\MINICO~1\\lib\\site-packages\\tensorflow\\__init__.p)"
    )
    assert _ids(log)[0] == "windows-native-gpu-unsupported"
    # a GPU in the list: no finding
    with_gpu = log.replace(
        "[[1]]\n", "[[1]]\nPhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')\n"
    )
    assert not [f for f in explain_text(with_gpu) if f.severity is not Severity.INFO]


def test_a_build_without_cuda_beside_a_printed_cpu_only_list() -> None:
    # a Windows REPL (Python's banner says win32): the build's answer explains the list
    log = (
        "Python 3.10.10 (tags/v3.10.10:aad5f6a, Feb  7 2023, 17:20:36) [MSC v.1929 64 bit "
        "(AMD64)] on win32\n>>> print(tf.test.is_built_with_cuda())\nFalse\n"
        ">>> print(tf.config.list_physical_devices())\n"
        "[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU')]"
    )
    assert _ids(log)[0] == "tensorflow-not-built-with-cuda"


def test_a_gpu_image_without_the_gpu_given_to_it() -> None:
    # tensorflow/serving#1487: the GPU image started without --gpus
    log = (
        "Some ERRORs occured When I try to run tensorflow/serving:latest-gpu.\n"
        "Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open "
        "shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/nvidia/lib"
    )
    assert _ids(log)[0] == "container-no-gpu-access"
    # with the GPU given (--gpus all) the missing libcuda is something else
    given = "docker run --gpus all -it tensorflow/serving:latest-gpu\n" + log.split("\n")[1]
    assert "container-no-gpu-access" not in _ids(given)


@pytest.mark.parametrize(
    "line, cuda",
    [
        # real solver lines (conda's own tests; conda-forge/tensorflow-feedstock#216;
        # deepmodeling docs; a conda-forge PyTorch build)
        ("  - nothing provides __cuda >=9.0 needed by cudatoolkit-9.0-0", "9.0"),
        ("Problem: nothing provides __cuda needed by tensorflow-2.7.0-cuda102py310hcf4adbc_0", "10.2"),
        (" - nothing provides __cuda needed by libdeepmd-2.2.10-0_cuda10.2_gpu", "10.2"),
        ("nothing provides __cuda needed by pytorch-2.7.1-cuda129_mkl_py39_h77df7df_302", "12.9"),
    ],
)
def test_condas_missing_cuda_names_the_override_for_that_build(line: str, cuda: str) -> None:
    (f,) = [f for f in explain_text(line) if f.id == "no-cuda-driver"]
    assert f"CONDA_OVERRIDE_CUDA={cuda} " in f.remedy


def test_a_missing_tensorboard_is_brought_back_by_the_tensorflow_that_declares_it() -> None:
    from tfdoctor.explain.rules import ExplainContext

    line = "WARNING:root:Limited tf.compat.v2.summary API due to missing TensorBoard installation."
    # TensorFlow's own range, when the environment was read (explain -- COMMAND)
    ctx = ExplainContext(tf_version="2.15.1", pins=(("tensorboard", "<2.16,>=2.15"),))
    assert explain_text(line, ctx)[0].remedy.startswith('pip install "tensorboard<2.16,>=2.15"')
    # the version alone: the same TensorFlow again (pip then installs what it declares)
    remedy = explain_text(line, ExplainContext(tf_version="2.15.1"))[0].remedy
    assert remedy.startswith('python -m pip install "tensorflow==2.15.1"')
    # a bare log: the installed version, read by the shell line itself
    assert "importlib.metadata" in explain_text(line)[0].remedy


def test_a_cudnn_op_without_a_kernel_is_placement_when_a_gpu_is_registered() -> None:
    """lewagon/data-setup#137 (r52-2-009): CudnnRNNV3 on tensorflow-metal's GPU, the error
    listing "Registered devices: [CPU, GPU]", is an op placed where its kernel is not; with
    "[CPU]" only, TensorFlow sees no GPU (code index 25165035107). And the op's message under
    TF's "2 root error(s) found." header names the exception (no unrecognised-error)."""
    head = "InvalidArgumentError: 2 root error(s) found.\n"
    line = (
        "  (0) Invalid argument:  No OpKernel was registered to support Op 'CudnnRNNV3' used "
        "by {{node cond_40/then/_0/cond/CudnnRNNV3}} with these attrs: [T=DT_FLOAT]\n"
    )
    gpu = head + line + "Registered devices: [CPU, GPU]\nRegistered kernels:\n  <no registered kernels>\n"
    assert _ids(gpu) == ["op-no-kernel-on-device"]
    assert _ids(gpu.replace("[CPU, GPU]", "[CPU]")) == ["no-gpu-device"]


def test_a_listing_with_tf_keras_of_another_minor_names_it_first() -> None:
    """keras-team/tf-keras#756 (r52-2-011): tf-keras 2.15.0 beside tensorflow 2.16.0rc0,
    the same finding and fix check gives (judge/rules/keras.py's tf_keras_off_line)."""
    log = (
        "AttributeError: module 'tensorflow._api.v2.compat.v2.__internal__' \n"
        "has no attribute 'register_load_context_function'.\n"
        "keras==3.0.5\ntensorboard==2.16.2\ntensorflow==2.16.0rc0\ntf-keras==2.15.0\n"
    )
    found = explain_text(log)
    assert found[0].id == "tf-keras-version-mismatch"
    assert 'tf-keras~=2.16.0' in found[0].remedy
    assert "tf-keras-version-mismatch" not in _ids(log.replace("tf-keras==2.15.0", "tf-keras==2.16.0"))
