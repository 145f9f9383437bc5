"""A traceback cut off inside ``import tensorflow``: the import failed, whatever the lost
exception line said (explain/cuts.py ``cut_in_tensorflow_import``). Logs verbatim from
the threads named; the third is built in the same format."""

from __future__ import annotations

from tfdoctor.explain.engine import explain_text
from tfdoctor.model import Severity

# tensorflow/tensorflow#59665 (round 16, r16-0-019): protobuf 4 under TF 2.3, the paste
# stops where TF imports its generated code
PB2 = (
    "Traceback (most recent call last):\n"
    '  File "<string>", line 1, in <module>\n'
    '  File ".../venv-py38-tf/lib/python3.8/site-packages/tensorflow/__init__.py", line 41, '
    "in <module>\n"
    "    from tensorflow.python.tools import module_util as _module_util\n"
    '  File ".../venv-py38-tf/lib/python3.8/site-packages/tensorflow/python/__init__.py", '
    "line 40, in <module>\n"
    "    from tensorflow.python.eager import context\n"
    '  File ".../venv-py38-tf/lib/python3.8/site-packages/tensorflow/python/eager/context.py",'
    " line 32, in <module>\n"
    "    from tensorflow.core.framework import function_pb2"
)

# tensorflow/tensorflow#81987 (ext5-ho-034): TF 2.18 loading a tensorflow-metal built for
# 2.17, the paste stops at the plugin loader
PLUGIN = (
    "Traceback (most recent call last):\n"
    '  File "<string>", line 1, in <module>\n'
    '  File "/.../.../test_tf_latest/.venv/lib/python3.9/site-packages/tensorflow/__init__.py",'
    " line 437, in <module>\n"
    "    _ll.load_library(_plugin_dir)"
)

# built in the same format: cut inside TensorFlow's own Python code, not at protobuf
OTHER = (
    "Traceback (most recent call last):\n"
    '  File "train.py", line 3, in <module>\n'
    "    import tensorflow as tf\n"
    '  File "/opt/venv/lib/python3.11/site-packages/tensorflow/__init__.py", line 40, in '
    "<module>\n"
    "    from tensorflow.python import pywrap_tensorflow as _pywrap_tensorflow\n"
    '  File "/opt/venv/lib/python3.11/site-packages/tensorflow/python/__init__.py", line 42, '
    "in <module>\n"
    "    from tensorflow.python.eager import context"
)


def _first(log: str):
    found = explain_text(log)
    assert found, "a cut traceback is never healthy"
    return found[0]


def test_cut_at_generated_protobuf_code_is_protobuf() -> None:
    f = _first(PB2)
    assert (f.id, f.severity) == ("protobuf-incompatible", Severity.ERROR)
    assert f.values["module"] == "function_pb2"
    assert "protobuf" in f.remedy and "import tensorflow" in f.remedy


def test_cut_at_the_plugin_loader_is_the_plugin() -> None:
    f = _first(PLUGIN)
    assert (f.id, f.severity) == ("ecosystem-import-failed", Severity.ERROR)
    assert "tensorflow-plugins" in f.title


def test_cut_elsewhere_in_tensorflow_import_is_the_import() -> None:
    f = _first(OTHER)
    assert (f.id, f.severity) == ("tensorflow-import-failed", Severity.ERROR)
    assert "stops before the exception" in f.title


def test_a_cut_traceback_outside_tensorflow_stays_unrecognised() -> None:
    log = OTHER.replace("site-packages/tensorflow/", "site-packages/mylib/")
    assert _first(log).id == "unrecognised-error"


def test_a_crash_dump_through_tensorflow_is_the_crash() -> None:
    # built in faulthandler's format (most recent call first): the process died, no paste
    # was cut (the review of round 16's rules)
    log = (
        "Fatal Python error: Segmentation fault\n\n"
        "Current thread 0x00007f1c2b7fe740 (most recent call first):\n"
        '  File "/usr/local/lib/python3.8/site-packages/tensorflow/python/pywrap_tensorflow.py",'
        " line 64 in <module>\n"
        '  File "/usr/local/lib/python3.8/site-packages/tensorflow/__init__.py", line 41 in '
        "<module>\n"
        '  File "train.py", line 1 in <module>\n'
        "Segmentation fault (core dumped)"
    )
    assert _first(log).id == "tensorflow-crashed"


def test_cut_inside_tensorflows_generated_code_is_protobuf() -> None:
    # kuijiang94/MSPFN#29 (round 19, r19-1-004), verbatim: a Jupyter frame in
    # tensor_shape_pb2.py, the paste ending at _descriptor.FieldDescriptor(
    log = "File ~\\anaconda3\\envs\\tfgpu\\lib\\site-packages\\tensorflow\\core\\framework\\tensor_shape_pb2.py:36\n     29 _TENSORSHAPEPROTO_DIM = _descriptor.Descriptor(\n     30   name='Dim',\n     31   full_name='tensorflow.TensorShapeProto.Dim',\n     32   filename=None,\n     33   file=DESCRIPTOR,\n     34   containing_type=None,\n     35   fields=[\n---> 36     _descriptor.FieldDescriptor(\n     37       name='size', full_name='tensorflow.TensorShapeProto.Dim.size', index=0,\n     38       number=1, type=3, cpp_type=2, label=1,"
    f = _first(log)
    assert (f.id, f.values["module"]) == ("protobuf-incompatible", "tensor_shape_pb2")


def test_a_users_own_pb2_in_a_folder_named_tensorflow_is_not_tensorflows() -> None:
    # built (the review of round 19): tensorflow/models cloned into a folder "tensorflow",
    # its object_detection protos are the user's own protoc output
    log = (
        "Traceback (most recent call last):\n"
        '  File "C:\\Users\\me\\tensorflow\\models\\research\\object_detection\\protos\\'
        'anchor_generator_pb2.py", line 36, in <module>\n'
        "    _descriptor.FieldDescriptor("
    )
    assert _first(log).id != "protobuf-incompatible"


def _case(cid: str) -> str:
    import json
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "data" / "logs" / "r27-heldout.jsonl"
    for line in path.read_text(encoding="utf-8").splitlines():
        case = json.loads(line)
        if case["id"] == cid:
            return case["log"]
    raise AssertionError(cid)


def test_an_import_cut_inside_an_ides_import_hook_is_a_module_not_found() -> None:
    # keras-team/keras#18593 (round 27): PyCharm's pydev_import_hook frames follow
    # mrcnn's "import keras.engine as KE"; the module's own code never ran
    found = explain_text(_case("r27-1-021"))
    assert found[0].id == "keras-version-mismatch"
    assert "No module named 'keras.engine'" in found[0].values["reconstructed"]


def test_the_op_registrys_keyerror_under_a_cut_notfounderror_is_op_not_registered() -> None:
    # tensorflow/tensorflow#35402 (round 27): "KeyError: 'SentencepieceOp'" in _get_op_def
    found = explain_text(_case("r27-1-023"))
    assert found[0].id == "op-not-registered" and "tensorflow-text" in found[0].remedy
    # a user's own KeyError is not an op
    own = "Traceback (most recent call last):\n  File \"a.py\", line 3, in <module>\n    d['x']\nKeyError: 'x'"
    assert explain_text(own)[0].id == "unrecognised-error"


def test_a_metal_plugin_dlopen_line_whose_reason_wraps() -> None:
    # tensorflow/tensorflow#126360 (round 27): tensorflow-metal 1.2.0 under TF 2.20
    found = explain_text(_case("r27-0-007"))
    assert found[0].id == "ecosystem-import-failed"
    assert '"tensorflow<2.20" "tensorflow-metal==1.2.0"' in found[0].remedy


def test_a_cut_traceback_yields_to_an_error_line_that_names_a_cause() -> None:
    # scikit-hep/pyhf#1683 (r33-0-008): Keras 2.7 under TF 2.6 says so on an E line, then the
    # paste stops inside tensorflow_probability's import: the E line is the answer, and the
    # companion the traceback stopped in stays said in the cause's evidence
    log = (
        "2021-11-03 20:46:06.648339: E tensorflow/core/lib/monitoring/collection_registry.cc:77]"
        " Cannot register 2 metrics with the same name: /tensorflow/api/keras/optimizers\n"
        "Traceback (most recent call last):\n"
        '  File "<stdin>", line 1, in <module>\n'
        '  File "/home/u/pyhf/src/pyhf/tensor/tensorflow_backend.py", line 4, in <module>\n'
        "    import tensorflow_probability as tfp\n"
        '  File "/home/u/.pyenv/versions/v/lib/python3.9/site-packages/tensorflow_probability/'
        '__init__.py", line 20, in <module>\n'
        "    from tensorflow_probability import substrates\n"
    )
    found = explain_text(log)
    assert found[0].id == "keras-version-mismatch"
    assert any("the traceback stops inside" in e for e in found[0].evidence)
    # with only notices beside it, the cut traceback still names the companion
    quiet = "I tensorflow/core/platform/cpu_feature_guard.cc:142] This TensorFlow binary is "
    quiet += "optimized with oneAPI Deep Neural Network Library (oneDNN)\n"
    assert explain_text(quiet + log.split("\n", 1)[1])[0].id == "ecosystem-import-failed"
