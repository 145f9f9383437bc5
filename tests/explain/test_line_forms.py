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
    assert (f.id, f.severity) == ("keras-plot-model-deps-missing", W)


def test_the_pydot_notice_is_its_own_finding_beside_a_missing_module() -> None:
    # the review of rounds 20-24: with one id the pydot line was evidence for cv2's fix
    log = (
        "You must install pydot (`pip install pydot`) and install graphviz (see instructions at "
        "https://graphviz.gitlab.io/download/) for plot_model/model_to_dot to work.\n"
        "Traceback (most recent call last):\n"
        '  File "train.py", line 12, in <module>\n'
        "    import cv2\n"
        "ModuleNotFoundError: No module named 'cv2'\n"
    )
    found = explain_text(log)
    assert [f.id for f in found][:2] == ["python-module-missing", "keras-plot-model-deps-missing"]
    assert "opencv-python" in found[0].remedy and "pydot" not in " ".join(found[0].evidence)
    assert "graphviz" in found[1].remedy.lower()


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


_UNRELATED_TRACEBACK = (
    "Traceback (most recent call last):\n"
    '  File "/content/train.py", line 41, in <module>\n'
    "    model.fit(x_train, y_train, epochs=5)\n"
    '  File "/content/train.py", line 30, in build\n'
    "    raise ValueError(\"Unknown dataset split: 'validaton'\")\n"
    "ValueError: Unknown dataset split: 'validaton'\n"
)


@pytest.mark.parametrize(
    ("notice", "its_id"),
    [
        (
            "WARNING: Ignoring invalid distribution -umpy (/usr/local/lib/python3.10/dist-packages)",
            "pip-invalid-distribution-leftover",
        ),
        (
            "You must install pydot (`pip install pydot`) and install graphviz (see instructions "
            "at https://graphviz.gitlab.io/download/) for plot_model/model_to_dot to work.",
            "keras-plot-model-deps-missing",
        ),
        (
            "UserWarning: Discrepancy between trainable weights and collected trainable weights, "
            "did you set `model.trainable` without calling `model.compile` after ?",
            "keras-trainable-changed-without-compile",
        ),
        (
            "UserWarning: An interactive session is already active. This can cause "
            "out-of-memory errors in some cases. You must explicitly call "
            "`InteractiveSession.close()` to release resources held by the other session(s).",
            "tf-interactive-session-already-active",
        ),
        (
            "UserWarning: \"`binary_crossentropy` received `from_logits=True`, but the `output` "
            'argument was produced by a sigmoid or softmax activation and thus does not '
            'represent logits. Was this intended?"',
            "keras-loss-from-logits-mismatch",
        ),
    ],
)
def test_a_notice_never_becomes_the_cause_of_an_unrelated_exception(notice, its_id) -> None:
    # the review of rounds 20-24: these led ahead of the ValueError that ended the program
    found = explain_text(notice + "\n" + _UNRELATED_TRACEBACK)
    assert found[0].id == "unrecognised-error" and found[0].severity is Severity.ERROR
    assert its_id in [f.id for f in found[1:]]


def test_an_unknown_tensorflow_module_gets_no_guessed_pip_install() -> None:
    # the review of bf15252: tensorflow_yolov4 is a project's folder, no PyPI distribution
    f = explain_text("ModuleNotFoundError: No module named 'tensorflow_yolov4'")[0]
    assert f.id == "python-module-missing" and "pip install" not in f.remedy.replace(
        "do not pip install a guessed name", ""
    )
    known = explain_text("No module named 'tensorflow_lattice'")  # a real distribution
    assert [x.id for x in known] == ["ecosystem-import-failed"]
    assert '"tensorflow-lattice"' in known[0].remedy
    gpu = explain_text("ModuleNotFoundError: No module named 'tensorflow_gpu'")[0]
    assert "import tensorflow" in gpu.remedy


def test_reticulate_as_it_prints_with_its_blank_line() -> None:
    log = (
        "Error: Python module tensorflow.python.keras was not found.\n\n"
        "Detected Python configuration:\n\npython:         C:\\Anaconda\\python.exe\n"
    )
    assert explain_text(log)[0].id == "tensorflow-not-installed"


def test_an_xla_gpu_alone_is_not_a_gpu_with_a_missing_kernel() -> None:
    line = (
        "Could not satisfy device specification '/job:localhost/replica:0/task:0/device:GPU:0'. "
        "enable_soft_placement=0. Supported device types [CPU]. All available devices "
        "[/job:localhost/replica:0/task:0/device:{dev}:0, "
        "/job:localhost/replica:0/task:0/device:CPU:0]. [Op:X]"
    )
    # (XLA_GPU without GPU: CUDA saw the GPU and TensorFlow registered none, its libraries
    # did not load, as registered.py reads "Registered devices"; round 75, msg-stylegan-tf#9)
    assert explain_text(line.format(dev="XLA_GPU"))[0].id == "cuda-libs-missing"
    assert explain_text(line.format(dev="GPU"))[0].id == "op-no-kernel-on-device"


def test_pips_leftover_of_the_failing_package_is_its_cause() -> None:
    log = (
        "WARNING: Ignoring invalid distribution -ensorflow (/usr/lib/python3.10/site-packages)\n"
        "Traceback (most recent call last):\n"
        '  File "train.py", line 1, in <module>\n'
        "    import tensorflow as tf\n"
        "ModuleNotFoundError: No module named 'tensorflow.python.tools'\n"
    )
    assert explain_text(log)[0].id == "pip-invalid-distribution-leftover"


@pytest.mark.parametrize(
    ("log", "not_first"),
    [
        # a user's KeyError under a complete NotFoundError is no op registry's (review of 738b392)
        (
            "KeyError                                  Traceback (most recent call last)\n"
            "<ipython-input-3-1> in <module>()\n"
            "----> 1 cache['Resnet50']\n\n"
            "KeyError: 'Resnet50'\n\n"
            "During handling of the above exception, another exception occurred:\n\n"
            "NotFoundError                             Traceback (most recent call last)\n"
            "<ipython-input-3-1> in <module>()\n"
            "----> 3 model(x)\n\n"
            "NotFoundError: Resource localhost/_AnonymousVar3/N10tensorflow3VarE does not exist.\n",
            "op-not-registered",
        ),
        # pip listing the plugin it would remove is not a plugin failing to load
        (
            "Found existing installation: tensorflow-metal 1.1.0\nWould remove:\n"
            "    /Users/me/miniforge3/envs/tf/lib/python3.11/site-packages/tensorflow-plugins/"
            "libmetal_plugin.dylib\n",
            "ecosystem-import-failed",
        ),
        # another replica's all-reduce in the node list of a shape error is not NCCL's fault
        (
            "InvalidArgumentError: 2 root error(s) found. (0) Invalid argument: Incompatible "
            "shapes: [32,10] vs. [16,10] [[node replica_1/loss/sub]] [[{{node Adam/NcclAllReduce}}]]",
            "nccl-error",
        ),
        # a user's np.* on a tensor is the code's, not a NumPy version
        (
            "TypeError: Cannot convert a symbolic Tensor (loss/sub:0) to a numpy array.",
            "numpy-version-unsupported",
        ),
        # a model file of another Keras is not a missing custom object
        ("ValueError: Unknown layer: Functional", "keras-custom-object-unknown"),
    ],
)
def test_review_of_738b392_false_positives(log: str, not_first: str) -> None:
    found = explain_text(log)
    assert not found or found[0].id != not_first


def test_a_profiler_warning_is_not_the_cause_of_a_keyerror() -> None:
    log = (
        "2020-11-04 10:50:50.925046: E tensorflow/core/profiler/internal/gpu/cupti_tracer.cc:1441] "
        "function cupti_interface_->Subscribe( &subscriber_, (CUpti_CallbackFunc)ApiCallback, "
        "this)failed with error CUPTI_ERROR_INSUFFICIENT_PRIVILEGES\n"
        "Traceback (most recent call last):\n"
        '  File "train.py", line 9, in <module>\n'
        "    y = batch['label']\n"
        "KeyError: 'label'\n"
    )
    assert explain_text(log)[0].id == "unrecognised-error"


def test_flex_ops_met_as_unresolved_custom_ops_want_the_flex_delegate() -> None:
    f = explain_text(
        "Encountered unresolved custom op: FlexTensorListReserve. Node number 2 "
        "(FlexTensorListReserve) failed to prepare."
    )[0]
    assert f.id == "tflite-flex-ops-unsupported"


def test_review_of_e622069_causes() -> None:
    # ModelCheckpoint's missing val_loss explains a KeyError on val_loss
    log = (
        "WARNING:tensorflow:Can save best model only with val_loss available, skipping.\n"
        "Traceback (most recent call last):\n"
        '  File "train.py", line 50, in <module>\n'
        "    print(h.history['val_loss'])\n"
        "KeyError: 'val_loss'\n"
    )
    assert explain_text(log)[0].id == "keras-checkpoint-monitor-unavailable"
    # the LSTM's cuDNN notice does not explain a shape error of the same layer
    log = (
        "WARNING:tensorflow:Layer lstm will not use cuDNN kernels since it doesn't meet the "
        "criteria. It will use a generic GPU kernel as fallback when running on GPU.\n"
        "Traceback (most recent call last):\n"
        '  File "train.py", line 5, in <module>\n'
        "    model.fit(x)\n"
        'ValueError: Input 0 of layer "lstm" is incompatible with the layer: expected ndim=3, '
        "found ndim=2.\n"
    )
    # (the shape error is its own finding since user_code.py; the notice never leads)
    assert explain_text(log)[0].id == "keras-model-input-shape-mismatch"
    # a Windows op library named .so need not be a Linux build
    f = explain_text(r"NotFoundError: C:\Users\u\site-packages\my_ops\zero_out.so not found")[0]
    assert "another" in f.remedy and "WSL2" in f.remedy
    # a configure error that is no missing library stays unrecognised
    assert explain_text("Cuda Configuration Error: Invalid compute capability: 3.0")[0].id == (
        "unrecognised-error"
    )


def test_keras_3s_checkpoint_words() -> None:
    # keras/src/callbacks/model_checkpoint.py (Keras 3): no ", skipping"
    f = explain_text("UserWarning: Can save best model only with val_acc available.")[0]
    assert (f.id, f.values["metric"]) == ("keras-checkpoint-monitor-unavailable", "val_acc")


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # Keras 3's legacy_h5_format.py wordings (no space before "due"; the top-level form)
        (
            "UserWarning: Skipping loading weights for layer #3 (named predictions)due to "
            "mismatch in shape for weight predictions/kernel.",
            "keras-weights-skipped-shape-mismatch",
        ),
        (
            "UserWarning: Skipping loading top-level weights for model due to mismatch in shape "
            "for weight x",
            "keras-weights-skipped-shape-mismatch",
        ),
        # matplotlib's newer wordings are notices too
        (
            "UserWarning: Matplotlib is currently using agg, which is a non-GUI backend, so "
            "cannot show the figure.",
            None,
        ),
        ("UserWarning: FigureCanvasAgg is non-interactive, and thus cannot be shown", None),
        # a quiet notice joined to a real error on one line does not hide it
        (
            "2019-06-14 15:56:19,011 - WARNING - Cannot infer shape for a/b: a/b:0 2019-06-14 "
            "ERROR - Unsupported ops: Counter({'X': 1})",
            "tf2onnx-op-unsupported",  # tf2onnx's words, known since round 64
        ),
    ],
)
def test_review_of_e16c215_forms(line: str, want: str | None) -> None:
    found = explain_text(line)
    assert (found[0].id if found else None) == want


def test_a_library_skipping_optional_backends_under_a_logger_prefix_is_quiet() -> None:
    # deepchem's tutorials (Compiling_DeepChem_Torch_Models, outside the corpus): Python
    # logging's prefix before the same notice the corpus has bare
    log = (
        "WARNING:deepchem.models.torch_models:Skipped loading modules with pytorch-geometric "
        "dependency, missing a dependency. No module named 'dgl'\n"
        "WARNING:deepchem.models:Skipped loading some Jax models, missing a dependency. No "
        "module named 'haiku'\n"
    )
    assert explain_text(log) == []


def test_every_rules_remedy_answers_without_its_values() -> None:
    # a remedy never raises, whatever groups its pattern left empty (a traceback in explain
    # would be the failure it exists to prevent)
    from tfdoctor.explain.rules import RULES
    from tfdoctor.explain.rules.base import ExplainContext

    for r in RULES:
        for ctx in (None, ExplainContext(tf_version="2.3.0", python_version="3.8.10")):
            text = r.remedy({k: None for k in r.pattern.groupindex}, ctx)
            assert isinstance(text, str) and text, r.id


def test_keras_3s_input_spec_words() -> None:
    # keras/src/layers/input_spec.py (Keras 3): "Input {i} with name '{name}' of layer
    # '{layer}' is incompatible with the layer: expected ndim=..., found ndim=...", the
    # layer in single quotes
    f = explain_text(
        "ValueError: Input 0 with name 'x' of layer 'dense' is incompatible with the layer: "
        "expected ndim=2, found ndim=3. Full shape received: (None, 4, 5)"
    )[0]
    assert (f.id, f.values["layer"], f.values["found"]) == (
        "keras-model-input-shape-mismatch", "dense", "ndim=3"
    )
