"""Tracebacks as events (issue 18): the reader, the event rules, the primary event's rank,
and one table for check and explain.

The tracebacks are real: tests/data/tracebacks/SOURCES.md says how each was made.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support import factsbuilder as fb
from tfdoctor.explain.engine import explain_text
from tfdoctor.explain.rules import RULE_IDS
from tfdoctor.explain.rules.base import ExplainContext
from tfdoctor.explain.rules.events import EVENT_IDS
from tfdoctor.explain.traceback import TracebackReader, owner_of
from tfdoctor.judge.rules.ecosystem import ecosystem_imports
from tfdoctor.model import Severity
from tfdoctor.probes.ecosystem import companion_from

TB = Path(__file__).resolve().parents[1] / "data" / "tracebacks"


def read(name: str) -> str:
    return (TB / name).read_text(encoding="utf-8")


def events(text: str):
    r = TracebackReader()
    for i, line in enumerate(text.splitlines(), 1):
        r.feed(line.rstrip(), i)
    return r.finish()


# --- the reader -------------------------------------------------------------------------
def test_frames_owner_and_exception_of_a_real_traceback() -> None:
    (ev,) = events(read("tftext-2.20-on-tf2.21.txt"))
    (r,) = ev.chain
    assert r.short_type == "NotFoundError" and "undefined symbol" in r.message
    assert r.frames[-1].owner == "tensorflow"  # TF's op loader raised...
    assert r.culprit().owner == "tensorflow_text"  # ...for tensorflow-text's own code


@pytest.mark.parametrize(
    "path, owner",
    [
        pytest.param("/e/lib/python3.10/site-packages/keras/src/x.py", "keras", id="site"),
        pytest.param(r"C:\A\Lib\site-packages\tensorflow\python\x.py", "tensorflow", id="win"),
        pytest.param("/usr/lib/python3/dist-packages/numpy/core/x.py", "numpy", id="dist"),
        pytest.param("/usr/lib/python3.11/importlib/__init__.py", "<stdlib>", id="stdlib"),
        pytest.param("<frozen importlib._bootstrap>", "<stdlib>", id="frozen"),
        pytest.param("/home/u/train.py", "<local>", id="local"),
        pytest.param("<string>", "<input>", id="dash-c"),
        pytest.param("/e/site-packages/six.py", "six", id="module-file"),
    ],
)
def test_owner_of(path: str, owner: str) -> None:
    assert owner_of(path) == owner


def test_a_chain_is_one_event_first_to_last() -> None:
    # the shape of TF 1.x's import failure (tensorflow/tensorflow#22794), path shortened
    text = """Traceback (most recent call last):
  File "/e/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
ImportError: Traceback (most recent call last):
  File "/e/lib/python3.6/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
ImportError: libcublas.so.9.0: cannot open shared object file: No such file or directory

Failed to load the native TensorFlow runtime."""
    (ev,) = events(text)
    assert [r.link for r in ev.chain] == [None, "context", "context"]
    assert ev.final.message.startswith("libcublas.so.9.0")
    ids = [f.id for f in explain_text(text)]
    assert ids[0] == "cuda-libs-missing"


def test_direct_cause_link() -> None:
    text = """Traceback (most recent call last):
  File "/home/u/a.py", line 2, in <module>
KeyError: 'x'

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "/home/u/a.py", line 4, in <module>
RuntimeError: wrapped"""
    (ev,) = events(text)
    assert [(r.short_type, r.link) for r in ev.chain] == [("KeyError", None), ("RuntimeError", "cause")]


def test_two_tracebacks_are_two_events_and_the_last_is_final() -> None:
    one = "Traceback (most recent call last):\n  File \"/h/a.py\", line 1, in <module>\nValueError: a"
    two = "Traceback (most recent call last):\n  File \"/h/b.py\", line 1, in <module>\nTypeError: b"
    evs = events(one + "\nsome output\n" + two)
    assert [e.final.short_type for e in evs] == ["ValueError", "TypeError"]


def test_a_warning_alone_is_not_an_event_and_make_is_a_wrapper() -> None:
    text = "DeprecationWarning: old\nmake: *** [Makefile:3: train] Error 1"
    assert events(text) == []


def test_pytest_and_ipython_wrappers_are_read() -> None:
    (ev,) = events(read("pytest-tftext-2.20-on-tf2.21.txt"))
    assert ev.final.short_type == "NotFoundError"
    assert any(f.owner == "tensorflow_text" for f in ev.final.frames)
    (ev,) = events(read("ipython-tfa-0.23-keras3-tf2.21.txt"))
    assert ev.wrapper == "jupyter" and ev.final.message == "No module named 'keras.src.engine'"
    assert ev.final.culprit().owner == "tensorflow_addons"


# --- the event rules on real tracebacks ----------------------------------------------------
@pytest.mark.parametrize(
    "name, fid, values",
    [
        pytest.param("tfa-0.23-keras3-tf2.21.txt", "ecosystem-import-failed",
                     {"package": "tensorflow-addons"}, id="tfa-keras2-only"),
        pytest.param("ipython-tfa-0.23-keras3-tf2.21.txt", "ecosystem-import-failed",
                     {"package": "tensorflow-addons"}, id="tfa-in-ipython"),
        pytest.param("tftext-2.20-on-tf2.21.txt", "ecosystem-import-failed",
                     {"package": "tensorflow-text"}, id="tftext-undefined-symbol"),
        pytest.param("pytest-tftext-2.20-on-tf2.21.txt", "ecosystem-import-failed",
                     {"package": "tensorflow-text"}, id="tftext-in-pytest"),
        pytest.param("tfio-0.37.1-on-tf2.21-resample.txt", "ecosystem-import-failed",
                     {"package": "tensorflow-io"}, id="tfio-lazy-op-library"),
        pytest.param("tfp-0.25-no-tf-keras-tf2.21.txt", "ecosystem-import-failed",
                     {"package": "tensorflow-probability"}, id="tfp-lazy-tf-keras"),
        pytest.param("keras-backend-jax-missing.txt", "keras-backend-unusable",
                     {"backend": "jax"}, id="backend-not-installed"),
        pytest.param("keras-backend-nonsense.txt", "keras-backend-unusable",
                     {"backend": "nonsense"}, id="backend-not-a-backend"),
        pytest.param("shadow-tensorflow-py.txt", "shadowed-by-working-directory",
                     {"module": "tensorflow", "path": "/home/user/project/tensorflow.py"},
                     id="tensorflow-py"),
        pytest.param("legacy-keras-no-tf-keras-tf2.21.txt", "keras-version-mismatch", {},
                     id="legacy-flag-cause-before-generic-exception"),
        pytest.param("colab-mixed-tf-2.3-and-1.13-colabtools1489.txt", "tensorflow-install-broken",
                     {"name": "keras_export", "module": "tensorflow.python.util.tf_export"},
                     id="two-tensorflows-in-one-folder"),
        pytest.param("py2-module-object-no-attribute-onnx-tf442.txt", "tensorflow-api-mismatch",
                     {"attr": "is_inf"}, id="python2-module-object-no-attribute"),
        pytest.param("jupyter-cut-keras-engine-classification-models-3d-16.txt",
                     "keras-version-mismatch",
                     {"reconstructed": "ModuleNotFoundError: No module named 'keras.engine'"},
                     id="cut-paste-read-from-header-and-import"),
        pytest.param("keras2-fit-generator-next-output-c3d12.txt", "keras-data-generator-failed",
                     {}, id="keras2-fit-generator-next-batch"),
        pytest.param("tf-source-tree-as-cwd-tf81.txt", "shadowed-by-working-directory",
                     {"module": "tensorflow", "path": "tensorflow/__init__.py"},
                     id="tensorflow-source-tree-as-working-directory"),
        pytest.param("tensorflow-core-beside-user-site-tf-spyder13125.txt", "tensorflow-install-broken",
                     {"name": "tf_logging", "module": "tensorflow.python.platform"},
                     id="tensorflow-core-mixed-with-another-tensorflow"),
        pytest.param("keras2-backend-mxnet-missing-trainyourownyolo71.txt", "keras-backend-unusable",
                     {"backend": "mxnet"}, id="keras2-backend-not-installed"),
        pytest.param("keras2-theano-backend-get-session-keras-yolo3-677.txt",
                     "keras-backend-not-tensorflow", {"backend": "Theano"},
                     id="keras2-theano-note-explains-unknown-exception"),
        pytest.param("win-self-check-cudart-oserror-faceswap206.txt", "cuda-libs-missing",
                     {"raised_by_loader": True}, id="win-self-check-frame-explains-oserror"),
        pytest.param("estimator-newer-than-tf-spleeter429.txt", "tensorflow-companion-mismatch",
                     {"name": "compat", "package": "tensorflow-estimator"},
                     id="estimator-asks-tf-for-a-name-it-lacks"),
        pytest.param("protobuf-cpp-implementation-messagemeta-tf43.txt", "protobuf-incompatible",
                     {"module": "google.protobuf"}, id="raised-in-protobuf-under-pb2-is-protobufs"),
        pytest.param("win-self-check-cudnn-oserror-tf14686.txt", "cudnn-missing",
                     {"raised_by_loader": True}, id="win-self-check-cudnn-frame"),
        pytest.param("keras-hub-missing-tokenizers-kerashub2663.txt", "python-module-missing",
                     {"module": "tokenizers"}, id="companion-stops-at-a-third-party-module"),
        pytest.param("h5py3-save-weights-deepctr487.txt", "h5py-incompatible",
                     {"module": "h5py"}, id="raised-in-h5py-under-keras-hdf5-format"),
        pytest.param("gunicorn-reloader-tensorflow-core-tf34607.txt",
                     "dev-server-reloader-tf-lazy-import", {"reloader": "gunicorn"},
                     id="server-reloader-walks-tf-lazy-loader"),
        pytest.param("horovod-rank-indexes-gpu-list-horovod1755.txt",
                     "horovod-more-ranks-than-gpus", {"index": "hvd.local_rank()", "by_rank": True},
                     id="rank-indexes-past-the-gpu-list"),
        pytest.param("jupyter-gpu-list-empty-tf2.21.txt", "devices-no-gpu",
                     {"index": "0", "by_rank": False}, id="empty-gpu-list-indexed-in-a-notebook"),
        pytest.param("pandas-2.2-panel-removed.txt", "package-module-removed",
                     {"name": "Panel", "module": "pandas"}, id="a-name-a-release-removed"),
        pytest.param("keras-3.15-variable-outside-strategy-scope.txt", "distribute-strategy-scope-mismatch",
                     {"frame": "_distributed_tf_update_step"}, id="a-variable-outside-the-strategy-scope"),
        # the twentieth session's outside check b (real TF 2.21 runs)
        pytest.param("keras-3.15-callback-logs-val-accuracy-missing.txt", "keras-callback-logs-key-missing",
                     {"key": "val_accuracy", "hook": "on_epoch_end"}, id="callback-reads-val-key-no-validation"),
        pytest.param("tf-keras-2.21-callback-logs-val-acc.txt", "keras-callback-logs-key-missing",
                     {"key": "val_acc"}, id="callback-reads-keras2-acc-name"),
        pytest.param("keras-tuner-1.4.8-objective-val-accuracy-not-logged.txt", "keras-tuner-objective-not-logged",
                     {"objective": "val_accuracy"}, id="tuner-objective-not-logged"),
        pytest.param("scikeras-0.13-build-unexpected-argument.txt", "scikeras-build-fn-params",
                     {"arg": "hidden"}, id="scikeras-build-unexpected-argument"),
        pytest.param("scikeras-0.13-cross-val-score-build-missing-argument.txt", "scikeras-build-fn-params",
                     {"missing": "'n_units'"}, id="scikeras-build-missing-argument-in-cv"),
        pytest.param("keras-3.15-tensorboard-update-freq-step.txt", "keras-tensorboard-update-freq-invalid",
                     {}, id="tensorboard-update-freq-string"),
        # the twenty-first session's outside check f
        pytest.param("tf-keras-2.21-train-step-returns-loss.txt", "keras-train-step-return-not-dict",
                     {"what": "float"}, id="train-step-returns-the-loss-tf-keras"),
        pytest.param("tensorboard-2.21-summary-scalar-vector.txt", "tf-summary-data-invalid",
                     {"kind": "scalar"}, id="summary-scalar-given-a-vector"),
        # the twenty-third session (round 180's r180-7-004, made again under TF 2.21)
        pytest.param("tflite-2.21-from-keras-model-given-path.txt", "tflite-converter-input-not-keras-model",
                     {"type": "str"}, id="tflite-converter-given-a-path"),
        pytest.param("keras-3.0.3-torch-dataloader-next-keras19038.txt", "keras-release-bug",
                     {"package": "keras"}, id="keras-torch-next-on-dataloader"),
        pytest.param("cv2-imread-none-indexed-yolov4-notebook.txt", "opencv-image-not-loaded",
                     {"fn": "imread"}, id="imread-none-indexed-on-its-line"),
        pytest.param("tflite-2.21-details-indexed-by-key.txt", "tflite-details-is-list",
                     {"call": "set_tensor"}, id="tflite-details-list-indexed-by-key"),
        pytest.param("tflite-2.21-representative-dataset-generator-object.txt",
                     "tflite-representative-dataset-not-callable", {"frame": "_feed_tensors"},
                     id="representative-dataset-generator-object"),
    ],
)  # fmt: skip
def test_real_traceback_leads_with_its_culprit(name: str, fid: str, values: dict) -> None:
    first = explain_text(read(name))[0]
    assert first.id == fid
    assert first.severity is Severity.ERROR
    for k, v in values.items():
        assert first.values.get(k) == v


def test_every_event_rule_has_a_real_traceback() -> None:
    named = {explain_text(p.read_text())[0].id for p in TB.glob("*.txt")}
    assert set(EVENT_IDS) <= named
    assert set(EVENT_IDS) <= set(RULE_IDS)


def test_a_user_error_inside_a_companion_is_not_its_import_failing() -> None:
    # a ValueError about the caller's input, raised in transformers' own code: not a load failure
    text = """Traceback (most recent call last):
  File "/home/u/run.py", line 9, in <module>
  File "/e/lib/python3.11/site-packages/transformers/modeling_tf_utils.py", line 1203, in call
ValueError: You have to specify either input_ids or inputs_embeds"""
    assert explain_text(text)[0].id == "unrecognised-error"


def test_a_real_circular_import_inside_a_package_is_not_a_shadow() -> None:
    text = """Traceback (most recent call last):
  File "/e/lib/python3.11/site-packages/foo/__init__.py", line 1, in <module>
ImportError: cannot import name 'x' from partially initialized module 'foo' (most likely due to a circular import) (/e/lib/python3.11/site-packages/foo/__init__.py)"""
    assert explain_text(text)[0].id != "shadowed-by-working-directory"


# --- the primary event ----------------------------------------------------------------------
CPU_NOTICES = """2024-05-01 10:00:00.000000: I tensorflow/core/util/port.cc:113] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
2024-05-01 10:00:00.100000: I external/local_tsl/tsl/cuda/cudart_stub.cc:31] Could not find cuda drivers on your machine, GPU will not be used.
2024-05-01 10:00:01.000000: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT
"""


def test_notices_never_outrank_the_exception_that_ended_the_program() -> None:
    text = CPU_NOTICES + read("tfa-0.23-keras3-tf2.21.txt")
    found = explain_text(text)
    assert found[0].id == "ecosystem-import-failed"
    assert found[0].values.get("primary") is True


def test_an_unknown_final_exception_is_reported_first_never_dropped() -> None:
    text = CPU_NOTICES + (
        "Traceback (most recent call last):\n"
        '  File "/home/u/train.py", line 40, in <module>\n'
        "    model.fit(x, y)\n"
        "KeyError: 'label_column'\n"
    )
    found = explain_text(text)
    assert found[0].id == "unrecognised-error" and found[0].severity is Severity.ERROR
    assert "KeyError: 'label_column'" in found[0].title
    assert any(f.id == "cuda-libs-missing" for f in found[1:])


def test_a_cause_in_the_log_outranks_an_unknown_exception_it_explains() -> None:
    # a problem that is not a no-GPU notice (here the GPU's compute capability) explains
    # the op failure TF raises for it; the unknown exception is still said, second
    text = (
        "2023-01-01 00:00:00.000000: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1934] "
        "Ignoring visible gpu device (device: 0, name: GeForce GT 730, pci bus id: 0000:01:00.0, "
        "compute capability: 3.5) with Cuda compute capability 3.5. The minimum required Cuda "
        "capability is 3.7.\n"
        "Traceback (most recent call last):\n"
        '  File "/home/u/t.py", line 3, in <module>\n'
        "RuntimeError: my code needs a GPU\n"
    )
    ids = [f.id for f in explain_text(text)]
    assert ids[0] == "compute-capability-unsupported" and "unrecognised-error" in ids


# --- one table: check's child errors and explain give the same finding -----------------------
TFA = companion_from(
    "tensorflow-addons", "0.23.0", [], "tensorflow_addons", None, "/site/tensorflow_addons-0.23.0.dist-info"
)
TFTEXT = companion_from(
    "tensorflow-text", "2.20.0", ["tensorflow<2.21,>=2.20"], "tensorflow_text", None, "/site/t"
)


@pytest.mark.parametrize(
    "name, companion, module",
    [
        pytest.param("tfa-0.23-keras3-tf2.21.txt", TFA, "tensorflow_addons", id="tfa"),
        pytest.param("tftext-2.20-on-tf2.21.txt", TFTEXT, "tensorflow_text", id="tftext"),
    ],
)
def test_check_and_explain_name_a_companion_failure_alike(name, companion, module) -> None:
    from tfdoctor.children.runtime_info import RuntimeInfo

    tb = read(name)
    error = tb.strip().splitlines()[-1]
    payload = dict(fb.runtime().payload)
    payload["ecosystem"] = [
        {"package": companion.name, "module": module, "import": "failed", "error": error,
         "traceback": tb, "version": companion.version}
    ]  # fmt: skip
    facts = fb.facts(
        tfi=fb.tf(version="2.21.0"), eco=(companion,), rt=RuntimeInfo("ok", payload=payload)
    )
    (by_check,) = ecosystem_imports(facts)
    ctx = ExplainContext(tf_version="2.21.0", pip=facts.pip, companions=(companion,))
    by_explain = explain_text(tb, ctx)[0]
    assert by_check.id == by_explain.id == "ecosystem-import-failed"
    assert by_check.remedy == by_explain.remedy
    assert by_check.values["package"] == by_explain.values["package"] == companion.name


def test_a_library_that_fails_on_use_is_named_with_a_setting_first() -> None:
    found = explain_text(read("hub-0.16.1-layer-in-keras3-tf2.21.txt"))
    first = found[0]
    assert first.id == "ecosystem-import-failed"
    assert first.values["package"] == "tensorflow-hub"
    assert first.values["action"] == "a tensorflow_hub object in a Keras 3 model"
    lines = first.remedy.splitlines()
    # the setting, after tf-keras (a bare log does not say it is installed)
    assert lines[0].startswith('pip install "tf-keras~=') and lines[1].startswith(
        "export TF_USE_LEGACY_KERAS=1"
    )
    assert "keras-version-mismatch" in [f.id for f in found[1:]]


def test_several_companions_failing_are_one_finding_naming_each() -> None:
    from tfdoctor.children.runtime_info import RuntimeInfo

    payload = dict(fb.runtime().payload)
    payload["ecosystem"] = [
        {"package": "tensorflow-text", "module": "tensorflow_text", "import": "failed",
         "error": "NotFoundError: x.so: undefined symbol: y", "traceback": "", "version": "2.20.0",
         "exercised": "import only"},
        {"package": "tensorflow-hub", "module": "tensorflow_hub", "import": "ok", "use": "failed",
         "exercised": "tf.keras.Sequential([..., hub.KerasLayer(fn)])", "version": "0.16.1",
         "error": "ValueError: Only instances of `keras.Layer` can be added to a Sequential "
                  "model. Received: <tensorflow_hub.keras_layer.KerasLayer object at 0x7f34>",
         "traceback": ""},
    ]  # fmt: skip
    facts = fb.facts(tfi=fb.tf(version="2.21.0"), eco=(TFTEXT,), rt=RuntimeInfo("ok", payload=payload))
    (f,) = ecosystem_imports(facts)
    assert f.values["packages"] == ["tensorflow-text", "tensorflow-hub"]
    assert "tensorflow-hub (`tf.keras.Sequential([..., hub.KerasLayer(fn)])`)" in f.title
    assert '"tensorflow-text==2.21.1"' in f.remedy and "TF_USE_LEGACY_KERAS=1" in f.remedy


def test_keras_3_raising_on_a_companions_call_names_the_companion() -> None:
    # tensorflow-recommenders 0.7.x's add_weight("counter", ...) under Keras 3 (the shape of
    # the realenv tier's w9 traceback: Keras raises, a tfrs frame called it)
    text = """Traceback (most recent call last):
  File "<string>", line 2, in <module>
  File "/v/lib/python3.11/site-packages/tensorflow_recommenders/layers/factorized_top_k.py", line 376, in __init__
    self._counter = self.add_weight("counter", dtype=tf.int32, trainable=False)
  File "/v/lib/python3.11/site-packages/keras/src/layers/layer.py", line 584, in add_weight
    raise ValueError(
ValueError: `name` must be passed as a keyword argument. Received: add_weight('counter', ...)."""
    first = explain_text(text)[0]
    assert first.id == "ecosystem-import-failed"
    assert first.values["package"] == "tensorflow-recommenders"
    assert "TF_USE_LEGACY_KERAS=1" in first.remedy
    # Keras raising on the user's own call is not a companion's failure
    mine = text.replace("/v/lib/python3.11/site-packages/tensorflow_recommenders/layers/", "/home/u/")
    assert explain_text(mine)[0].id != "ecosystem-import-failed"


def test_tensorflows_own_import_failing_is_a_mix_but_a_users_is_an_api_mismatch() -> None:
    text = read("colab-mixed-tf-2.3-and-1.13-colabtools1489.txt")
    assert explain_text(text)[0].id == "tensorflow-install-broken"
    # the same failing import written in the user's own file is code for another TF
    mine = text.replace("/usr/local/lib/python3.6/dist-packages/tensorflow/python/keras/"
                        "initializers/initializers_v1.py", "/content/initializers_v1.py")
    assert mine != text and explain_text(mine)[0].id != "tensorflow-install-broken"


def test_a_cut_paste_is_read_only_from_a_header_and_an_import() -> None:
    text = read("jupyter-cut-keras-engine-classification-models-3d-16.txt")
    # without Jupyter's header the cut exception is unknown: said so, not guessed
    headless = text.replace("ModuleNotFoundError                       Traceback", "Traceback")
    assert headless != text
    first = explain_text(headless)[0]
    assert first.id == "unrecognised-error" and "cut off" in first.title


def test_a_traceback_cut_inside_tensorflows_native_load() -> None:
    """vanvalenlab/kiosk-console#90's shape: a GPU container started without the GPU; the log
    stops in pywrap_tensorflow's frames. Linux: the native runtime did not load (and the
    container's own warning is its cause); Windows' words for it are "DLL load failed"."""
    tb = (
        "Traceback (most recent call last):\n"
        '  File "/usr/local/lib/python3.5/dist-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>\n'
        "    from tensorflow.python.pywrap_tensorflow_internal import *\n"
    )
    assert explain_text(tb)[0].id == "tensorflow-import-failed"
    warn = "WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.\n"
    assert explain_text(warn + tb)[0].id == "container-no-gpu-access"
    win = tb.replace("/usr/local/lib/python3.5/dist-packages/tensorflow/python/", "C:\\Users\\u\\Anaconda3\\lib\\site-packages\\tensorflow\\python\\")
    assert explain_text(win)[0].id == "dll-load-failed"


_WORK = "W" + "ork"  # the poster's folder, spelled apart so no line reads like a path here


def test_the_installed_packages_own_frames_rule_out_a_shadow() -> None:
    # tensorflow/tensorflow#16614 (round 20, r20-0-005), verbatim: TF 0.12 from site-packages
    # ran (app.py), and tf.keras came only with TF 1.4; the folder named tensorflow is a venv
    log = "(tensorflow) admins-Mac-Pro:get_started admin$ python premade_estimator.py\nTraceback (most recent call last):\n  File \"premade_estimator.py\", line 88, in <module>\n    tf.app.run(main)\n  File \"/Users/admin/" + _WORK + "/tensorflow/lib/python3.6/site-packages/tensorflow/python/platform/app.py\", line 43, in run\n    sys.exit(main(sys.argv[:1] + flags_passthrough))\n  File \"premade_estimator.py\", line 34, in main\n    (train_x, train_y), (test_x, test_y) = iris_data.load_data()\n  File \"/Users/admin/" + _WORK + "/tensorflow/models/samples/core/get_started/iris_data.py\", line 19, in load_data\n    train_path, test_path = maybe_download()\n  File \"/Users/admin/" + _WORK + "/tensorflow/models/samples/core/get_started/iris_data.py\", line 12, in maybe_download\n    train_path = tf.keras.utils.get_file(TRAIN_URL.split('/')[-1], TRAIN_URL)\nAttributeError: module 'tensorflow' has no attribute 'keras'"
    found = [f.id for f in explain_text(log)]
    assert found[0] == "tensorflow-api-mismatch" and "shadowed-by-working-directory" not in found


def test_a_bare_missing_tensorflow_subpackage_is_not_called_a_shadow() -> None:
    """A tensorflow.py says "No module named 'tensorflow.compat'; 'tensorflow' is not a package"
    (that is the shadow). The bare message is a folder named tensorflow: an uninstall's
    leftover, a TF without the subpackage, or a folder of the user's: the line does not tell
    (the review of 3df6079). An absolute tensorflow/__init__.py outside site-packages (pip
    --target, a Lambda layer) is an install, not the source tree."""
    bare = "ModuleNotFoundError: No module named 'tensorflow.compat'"
    assert explain_text(bare)[0].id != "shadowed-by-working-directory"
    assert explain_text(bare + "; 'tensorflow' is not a package")[0].id == (
        "shadowed-by-working-directory"
    )
    layer = read("tf-source-tree-as-cwd-tf81.txt").replace(
        '"tensorflow/', '"/opt/python/tensorflow/'
    )
    assert "shadowed-by-working-directory" not in [f.id for f in explain_text(layer)]


@pytest.mark.parametrize(
    "name",
    ["keras-3.15-load-custom-class-unregistered.txt", "keras-3.15-load-custom-class-unregistered-printed.txt"],
)
def test_a_users_class_in_a_keras_3_file_is_the_users_not_another_keras(name: str) -> None:
    # The config Keras 3.15 prints nests its own DTypePolicy ('module': 'keras') inside the
    # user's layer ('module': None): the user's class needs registering, the file is fine
    # (the second review of the eleventh session). Printed without a traceback too, where
    # the wrapper's "could not be deserialized properly" is explained by the inner message.
    found = explain_text(read(name))
    assert found[0].id == "keras-custom-object-unknown"
    assert found[0].values["name"] == "MyLayer"
    assert "keras-version-mismatch" not in [f.id for f in found]
    assert "unrecognised-error" not in [f.id for f in found]


def test_an_empty_gpu_list_indexed_is_the_error_after_its_cause() -> None:
    # real: TF 2.21's CPU wheel on a machine with no driver, `set_memory_growth(gpus[0], True)`
    found = explain_text(read("gpu-list-empty-set-memory-growth-tf2.21.txt"))
    by_id = {f.id: f for f in found}
    assert by_id["devices-no-gpu"].severity is Severity.ERROR
    assert by_id["devices-no-gpu"].values["index"] == "0"
    assert found[0].id in ("cuda-libs-missing", "no-cuda-driver", "devices-no-gpu")
    # any list of the user's indexed past its end is not a GPU finding
    other = "Traceback (most recent call last):\n  File \"t.py\", line 9, in <module>\n    img = imgs[i + j]\nIndexError: list index out of range\n"
    assert explain_text(other)[0].id == "unrecognised-error"

