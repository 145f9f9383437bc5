"""What a log's other lines change about a finding (rounds 86-87, each log verbatim from its
thread, spent since): a cut import's guess yields to an error line that explains it, TensorFlow-
DirectML's 'DML' devices, TensorFlow Lite Micro's resolver, a companion built for a newer macOS,
a command's non-zero exit status in words."""

from __future__ import annotations

from tfdoctor.explain.engine import explain_text
from tfdoctor.model import Severity


def _ids(log: str) -> list[str]:
    return [f.id for f in explain_text(log)]


def test_a_windows_import_cut_in_imps_frames_is_a_dll_that_did_not_load() -> None:
    """tensorflow/tensorflow#36486 (r86-1-006): the paste stops in imp.py's load_dynamic under
    TensorFlow's swig_import_helper; the lost line was DLL load failed (the MSVC runtime)."""
    log = "(tf2) D:\\@Temp\\@Issues\\2020-02-04-tf\\tf2>python -c \"import tensorflow as tf;print(tf.reduce_sum(tf.random.normal([1000, 1000])))\"\nTraceback (most recent call last):\n  File \"D:\\@Temp\\@Issues\\2020-02-04-tf\\tf2\\lib\\site-packages\\tensorflow_core\\python\\pywrap_tensorflow.py\", line 58, in <module>\n    from tensorflow.python.pywrap_tensorflow_internal import *\n  File \"D:\\@Temp\\@Issues\\2020-02-04-tf\\tf2\\lib\\site-packages\\tensorflow_core\\python\\pywrap_tensorflow_internal.py\", line 28, in <module>\n    _pywrap_tensorflow_internal = swig_import_helper()\n  File \"D:\\@Temp\\@Issues\\2020-02-04-tf\\tf2\\lib\\site-packages\\tensorflow_core\\python\\pywrap_tensorflow_internal.py\", line 24, in swig_import_helper\n    _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)\n  File \"C:\\Users\\igor-z\\AppData\\Local\\Continuum\\anaconda3\\lib\\imp.py\", line 242, in load_module\n    return load_dynamic(name, filename, file)\n  File \"C:\\Users\\igor-z\\AppData\\Local\\Continuum\\anaconda3\\lib\\imp.py\", line 342, in load_dynamic\n    return _load(spec)"
    found = explain_text(log)
    assert found[0].id == "dll-load-failed"
    assert "DLL load failed" in found[0].values["reconstructed"]


def test_numpys_abi_error_leads_over_a_paste_cut_in_tensorflows_generated_code() -> None:
    """SteveMacenski/jetson_nano_detection_and_tracking#12 (r86-3-003): NumPy's "module compiled
    against API version 0xc but this version of numpy is 0xb" above an import cut in graph_pb2 is
    the cause; the protobuf guess stays beside it."""
    log = "RuntimeError: module compiled against API version 0xc but this version of numpy is 0xb\nImportError: numpy.core.multiarray failed to import\nImportError: numpy.core.umath failed to import\nImportError: numpy.core.umath failed to import\nTraceback (most recent call last):\n  File \"object_detection/builders/model_builder_test.py\", line 18, in <module>\n    import tensorflow as tf\n  File \"/usr/local/lib/python3.6/dist-packages/tensorflow/__init__.py\", line 24, in <module>\n    from tensorflow.python import pywrap_tensorflow  # pylint: disable=unused-import\n  File \"/usr/local/lib/python3.6/dist-packages/tensorflow/python/__init__.py\", line 52, in <module>\n    from tensorflow.core.framework.graph_pb2 import *"
    assert _ids(log)[:2] == ["numpy-abi-mismatch", "protobuf-incompatible"]


def test_tensorflow_directml_115s_adapters_are_dml_devices_not_gpus() -> None:
    """microsoft/DirectML#16 (r86-1-011): "found 2 compatible adapters", then an empty
    list_physical_devices('GPU'): by design, a note. The 2.x plugin (logging.cc) lists 'GPU'."""
    log = " tf.config.experimental.list_physical_devices('GPU')\n2020-06-17 19:46:30.041828: I tensorflow/core/common_runtime/dml/dml_device_factory.cc:45] DirectML device enumeration: found 2 compatible adapters.\n[]"
    found = explain_text(log)
    assert [f.id for f in found] == ["devices-no-gpu"] and found[0].severity is Severity.INFO
    assert "'DML'" in found[0].remedy
    plugin = log.replace("tensorflow/core/common_runtime/dml/dml_device_factory.cc:45",
                         "tensorflow/c/logging.cc:34")
    assert explain_text(plugin)[0].severity is Severity.WARNING


def test_tflite_micros_missing_op_is_one_to_register_at_any_version() -> None:
    """tensorflow/tflite-micro#284 (r86-3-009): beside TFLM's arena lines, "Didn't find op for
    builtin opcode 'SOFTMAX' version '2'" is the resolver's, not a runtime older than the model."""
    log = "`Didn't find op for builtin opcode 'SOFTMAX' version '2'`\n`Needed 627488 but only 203072 was available.`"
    found = explain_text(log)
    assert [f.id for f in found] == ["tflite-runtime-op-missing", "tflite-micro-arena-too-small"]
    assert "AddSoftmax()" in found[0].remedy
    alone = "Didn't find op for builtin opcode 'SOFTMAX' version '2'"
    assert _ids(alone) == ["tflite-runtime-too-old"]


def test_a_companion_built_for_a_newer_macos_is_one_finding_that_names_both() -> None:
    """tensorflow/decision-forests#195 (ext5-ho-022): TF-DF's inference.so built for macOS 12.3 on
    macOS 11; the companion is named, and its remedy starts with the macOS."""
    log = (
        "WARNING:root:Failure to load the inference.so custom c++ tensorflow ops. This error is "
        "likely caused the version of TensorFlow and TensorFlow Decision Forests are not compatible. "
        "Full error:dlopen(/Users/koen/miniconda3/envs/kaggle/lib/python3.10/site-packages/"
        "tensorflow_decision_forests/tensorflow/ops/inference/inference.so, 6): Symbol not found: "
        "__ZNKSt3__115basic_stringbufIcNS_11char_traitsIcEE\n"
        "  Referenced from: /Users/koen/miniconda3/envs/kaggle/lib/python3.10/site-packages/"
        "tensorflow_decision_forests/tensorflow/ops/inference/inference.so (which was built for "
        "Mac OS X 12.3)\n"
    )
    found = explain_text(log)
    assert [f.id for f in found] == ["ecosystem-import-failed"]
    assert found[0].remedy.startswith("The library was built for macOS 12.3")


def test_a_commands_non_zero_exit_status_is_a_problem_in_words() -> None:
    """tensorflow/tensorflow#7136 (r87-0-005): go generate's 'running "sh": exit status 1' was
    called healthy; exit status 0 stays quiet."""
    assert _ids("../genop/main.go:15: running \"sh\": exit status 1\nop/generate.go:15: running \"go\": exit status 1") == ["unrecognised-error"]
    assert _ids('op/generate.go:15: running "go": exit status 0\nok\n') == []



def test_a_graphdefs_op_the_registry_lacks_is_read_under_python_2s_u_prefix() -> None:
    """cong/ros_tensorflow#1 (r91-0-008): TF 1.x's import_graph_def, "KeyError: u'TensorArrayV3'"."""
    found = explain_text("Traceback (most recent call last):\n  File \"/home/smile/catkin_ws/src/ros_tensorflow/scripts/ros_tensorflow_detect.py\", line 122, in <module>\n    tf.import_graph_def(od_graph_def, name='')\n  File \"/usr/local/lib/python2.7/dist-packages/tensorflow/python/framework/importer.py\", line 258, in import_graph_def\n    op_def = op_dict[node.op]\nKeyError: u'TensorArrayV3'")
    assert found[0].id == "op-not-registered" and found[0].values["op"] == "TensorArrayV3"


def test_cuda_10s_cublas_beside_an_ada_gpu_is_a_gpu_newer_than_the_cuda() -> None:
    """tensorflow/tensorflow#61832 (r91-1-005): TF 2.4.1's libcublas.so.10 on an RTX 4080."""
    found = explain_text("2023-09-08 23:55:01.853625: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1720] Found device 0 with properties: \npciBusID: 0000:01:00.0 name: NVIDIA GeForce RTX 4080 computeCapability: 8.9\ncoreClock: 2.505GHz coreCount: 76 deviceMemorySize: 15.99GiB deviceMemoryBandwidth: 667.63GiB/s\n\nTRAINING THE MODEL:\n\n2023-09-09 14:21:13.106797: I tensorflow/compiler/mlir/mlir_graph_optimization_pass.cc:116] None of the MLIR optimization passes are enabled (registered 2)\n2023-09-09 14:21:13.108589: I tensorflow/core/platform/profile_utils/cpu_utils.cc:112] CPU Frequency: 3417595000 Hz\n2023-09-09 14:21:13.135568: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library libcublas.so.10")
    assert found[0].id == "ptx-jit-compilation" and found[0].values["cuda"] == "10.1"


def test_libcuda_and_the_kernel_module_on_one_line() -> None:
    """tensorflow/tensorflow#51641 (r90-2-009): both versions in the issue template's one line."""
    found = explain_text("- CUDA/cuDNN version: libcuda reported version is: 450.142.0 kernel reported version is: 450.66.0")
    assert found[0].id == "driver-library-mismatch"
    assert found[0].values == {"dso": "450.142.0", "kernel": "450.66.0"}


def test_tf1s_cleanup_of_a_missing_temporary_folder_is_quiet() -> None:
    """civisanalytics/muffnn#66 (r90-0-008): only notices, the run fine."""
    assert all(f.severity is Severity.INFO for f in explain_text("2017-11-21 10:02:02 AM /opt/conda/lib/python3.6/importlib/_bootstrap.py:205: RuntimeWarning: compiletime version 3.5 of module 'tensorflow.python.framework.fast_tensor_util' does not match runtime version 3.6\n2017-11-21 10:02:02 AM   return f(*args, **kwds)\n2017-11-21 10:02:02 AM WARNING:tensorflow:Ignoring: /tmp/tmp3c_pu84o; No such file or directory"))


def test_a_windows_import_cut_in_importlibs_frames_is_a_dll_that_did_not_load() -> None:
    """Unity-Technologies/ml-agents#1853 (r91-0-013): the paste stops in importlib's frames under
    swig_import_helper (a CPU without AVX: DLL load failed)."""
    assert _ids("conda 4.4.10\nPython 3.6.8 |Anaconda, Inc.| (default, Feb 21 2019, 18:30:04) [MSC v.1916 64 bit (AMD64)] on win32\n\n(ml-agents) C:\\Users\\qwego\\Downloads\\ml-agents-master\\ml-agents>mlagents-learn config/trainer_config.yaml --run-id=firstRun --train\nTraceback (most recent call last):\n  File \"C:\\Users\\qwego\\Anaconda3\\envs\\ml-agents\\lib\\site-packages\\tensorflow\\python\\pywrap_tensorflow_internal.py\", line 14, in swig_import_helper\n    return importlib.import_module(mname)\n  File \"C:\\Users\\qwego\\Anaconda3\\envs\\ml-agents\\lib\\importlib\\__init__.py\", line 126, in import_module\n    return _bootstrap._gcd_import(name[level:], package, level)\n  File \"<frozen importlib._bootstrap>\", line 994, in _gcd_import\n  File \"<frozen importlib._bootstrap>\", line 971, in _find_and_load\n  File \"<frozen importlib._bootstrap>\", line 955, in _find_and_load_unlocked\n  File \"<frozen importlib._bootstrap>\", line 658, in _load_unlocked\n  File \"<frozen importlib._bootstrap>\", line 571, in module_from_spec\n  File \"<frozen importlib._bootstrap_external>\", line 922, in create_module\n  File \"<frozen importlib._bootstrap>\", line 219, in _call_with_frames_removed")[0] == "dll-load-failed"
