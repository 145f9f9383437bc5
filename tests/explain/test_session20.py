"""The twentieth session's rules, beside their samples in test_rules.py and test_events.py:
where each must not speak."""

from __future__ import annotations

from tfdoctor.explain.engine import explain_text

#: huggingface_hub's own hub_mixin.py importing its own utils (r121-1-006, verbatim): the
#: package's files of two releases under a kernel, not the user's import of a removed name
HUB_OWN = """ImportError                               Traceback (most recent call last)
<ipython-input-22-76d126dcf4a8> in <cell line: 1>()
----> 1 from huggingface_hub import from_pretrained_keras

5 frames
/usr/local/lib/python3.10/dist-packages/huggingface_hub/hub_mixin.py in <module>
     10 from .hf_api import HfApi
---> 12 from .utils import (
     13     EntryNotFoundError,

ImportError: cannot import name 'is_jsonable' from 'huggingface_hub.utils' (/usr/local/lib/python3.10/dist-packages/huggingface_hub/utils/__init__.py)
"""
#: TFDV importing tfx_bsl (r67-0-023, verbatim): a companion's dependency of another release
TFDV = """Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/Users/jb/venv/lib/python3.7/site-packages/tensorflow_data_validation/__init__.py", line 33, in <module>
    from tensorflow_data_validation.coders.csv_decoder import DecodeCSV
  File "/Users/jb/venv/lib/python3.7/site-packages/tensorflow_data_validation/coders/csv_decoder.py", line 26, in <module>
    from tfx_bsl.tfxio import record_based_tfxio
ImportError: cannot import name 'record_based_tfxio' from 'tfx_bsl.tfxio' (/Users/jb/venv/lib/python3.7/site-packages/tfx_bsl/tfxio/__init__.py)
"""
USER = """Traceback (most recent call last):
  File "/home/u/proj/train.py", line 3, in <module>
    from recoflow.vis import EmbeddingVis
ImportError: cannot import name 'EmbeddingVis' from 'recoflow.vis' (/home/u/venv/lib/python3.7/site-packages/recoflow/vis.py)
"""


def ids(text: str) -> list[str]:
    return [f.id for f in explain_text(text)]


def test_a_removed_name_is_named_only_when_the_users_code_imports_it() -> None:
    first = explain_text(USER)[0]
    assert first.id == "package-module-removed"
    assert "recoflow" in first.title and "EmbeddingVis" in first.title
    assert "recoflow==" in first.remedy and "same name" in first.remedy
    assert "package-module-removed" not in ids(HUB_OWN)
    assert ids(TFDV)[0] == "ecosystem-import-failed"
    assert "package-module-removed" not in ids(TFDV)


def test_the_stack_s_own_names_are_other_rules() -> None:
    line = (
        "ImportError: cannot import name 'keras' from 'tensorflow' "
        "(/home/u/venv/lib/python3.11/site-packages/tensorflow/__init__.py)"
    )
    assert "package-module-removed" not in ids(line)
    circular = (
        "ImportError: cannot import name 'x' from partially initialized module 'foo' (most "
        "likely due to a circular import) (/home/u/venv/lib/python3.11/site-packages/foo/a.py)"
    )
    assert "package-module-removed" not in ids(circular)


def test_a_dropout_rate_near_one_is_a_warning_and_below_it_a_note() -> None:
    note = "Large dropout rate: {} (>0.5). In TensorFlow 2.x, dropout() uses dropout rate instead of keep_prob."
    hi = explain_text(note.format("0.95"))
    assert [f.id for f in hi] == ["large-dropout-rate-unintended"]
    assert hi[0].severity.value == "warning"
    for meant in ("0.5625", "0.7", "0.8"):
        lo = explain_text(note.format(meant))
        assert [f.id for f in lo] == ["benign-large-dropout-rate"]
        assert lo[0].severity.value == "info"


def test_xla_cond_shapes_name_the_side_and_the_shapes() -> None:
    f = explain_text("Input shapes of then and else branches do not match: (f32[2]) vs. (f32[3])")[
        0
    ]
    assert f.id == "xla-failed"
    assert "input shapes" in f.remedy and "(f32[2]) vs. (f32[3])" in f.remedy


RUNS = __import__("pathlib").Path(__file__).parents[1] / "data" / "tracebacks" / "tf-2.21-runs"


def test_a_mixed_precision_clash_names_the_policy_and_a_plain_one_does_not() -> None:
    mp = explain_text((RUNS / "s20-mixed-float16-layer-float32-constant.txt").read_text())[0]
    assert mp.id == "tensor-dtype-mismatch" and "mixed precision policy" in mp.remedy
    plain = explain_text(
        "Input 'y' of 'Mul' Op has type float32 that does not match type float64 of argument 'x'."
    )[0]
    assert plain.id == "tensor-dtype-mismatch" and "mixed precision" not in plain.remedy


def test_xla_refusing_a_function_is_not_told_as_a_device_that_cannot_run_xla() -> None:
    cond = explain_text((RUNS / "s20-xla-cond-two-ranks.txt").read_text())[0]
    assert cond.id == "xla-failed" and cond.values.get("ranks") == "2 vs 1"
    assert "tensorflow-metal" not in cond.remedy and "tf.cond" in cond.remedy
    other = explain_text(
        "W0000 00:00:1 op_kernel.cc:1858] OP_REQUIRES failed at xla_ops.cc:602 : "
        "INVALID_ARGUMENT: some refusal no rule knows"
    )[0]
    assert other.id == "xla-failed" and "could not compile this function" in other.remedy
    metal = explain_text(
        "OP_REQUIRES failed at xla_ops.cc:418 : NOT_FOUND: could not find registered platform "
        "with id: 0x13f441e40"
    )[0]
    assert metal.id == "xla-failed" and "tensorflow-metal" in metal.remedy


def test_xla_with_no_compiler_for_the_platform_is_still_the_device() -> None:
    # r13-1-001's line (tensorflow-metal): UNIMPLEMENTED, but the device has no XLA compiler
    line = (
        "tensorflow/core/framework/op_kernel.cc:1745] OP_REQUIRES failed at xla_ops.cc:296 : "
        "UNIMPLEMENTED: Could not find compiler for platform METAL: NOT_FOUND: could not find "
        "registered compiler for platform METAL -- check target linkage"
    )
    f = next(f for f in explain_text(line) if f.id == "xla-failed")
    assert "tensorflow-metal" in f.remedy


#: tensorflow-io's import-time warning alone (ext6-dev-018's first lines, verbatim): the import
#: goes on, its file systems are missing
TFIO_WARNED = """.devenv/state/venv/lib/python3.11/site-packages/tensorflow_io/python/ops/__init__.py:98: UserWarning: unable to load libtensorflow_io_plugins.so: unable to open file: libtensorflow_io_plugins.so, from paths: ['.devenv/state/venv/lib/python3.11/site-packages/tensorflow_io/python/ops/libtensorflow_io_plugins.so']
caused by: ['.devenv/state/venv/lib/python3.11/site-packages/tensorflow_io/python/ops/libtensorflow_io_plugins.so: undefined symbol: _ZN3tsl8str_util8EndsWithESt17basic_string_viewIcSt11char_traitsIcEES4_']
  warnings.warn(f"unable to load libtensorflow_io_plugins.so: {e}")
"""


def test_tensorflow_io_s_plugin_warning_is_a_warning_and_its_failed_op_an_error() -> None:
    warned = explain_text(TFIO_WARNED)
    assert warned[0].id == "ecosystem-import-failed" and warned[0].severity.value == "warning"
    failed = explain_text(
        (RUNS.parent / "tfio-0.37.1-on-tf2.21-resample.txt").read_text(encoding="utf-8")
    )
    assert failed[0].id == "ecosystem-import-failed" and failed[0].severity.value == "error"


# --- the two reviews of the twentieth session's rules: each item's mend ---------------------


def _first(text: str):
    return [f for f in explain_text(text) if f.id not in ("cuda-libs-missing", "cuda-init-failed")][0]


def test_review_an_f_level_duplicate_metric_is_never_a_note() -> None:
    # TensorFlow 1's collection_registry.cc logged it with LOG(FATAL)
    f_line = ("2017-05-12 10:01:02.123456: F tensorflow/core/lib/monitoring/collection_registry.cc:77] "
              "Cannot register 2 metrics with the same name: /tensorflow/cc/saved_model/load_attempt_count")
    assert explain_text(f_line)[0].severity.value != "info"


def test_review_tensorflow_io_s_macos_plugin_warning_is_a_warning() -> None:
    mac = (
        "/Users/me/env/lib/python3.10/site-packages/tensorflow_io/python/ops/__init__.py:98: "
        "UserWarning: unable to load libtensorflow_io_plugins.so: unable to open file: "
        "libtensorflow_io_plugins.so, from paths: ['/Users/me/x/libtensorflow_io_plugins.so']\n"
        "caused by: ['dlopen(/Users/me/env/lib/python3.10/site-packages/tensorflow_io/python/ops/"
        "libtensorflow_io_plugins.so, 0x0006): symbol not found in flat namespace (__ZN3tsl8x)']\n"
    )
    f = explain_text(mac)[0]
    assert f.id == "ecosystem-import-failed" and f.severity.value == "warning"


def test_review_xla_s_older_status_words_reach_the_specific_rules() -> None:
    old = ("W tensorflow/core/framework/op_kernel.cc:1744] OP_REQUIRES failed at xla_ops.cc:238 : "
           "Invalid argument: Output shapes of then and else branches do not match: (f32[100,1]) vs. (f32[100])")
    f = explain_text(old)[0]
    assert f.id == "xla-failed" and "tf.cond" in f.remedy and "tensorflow-metal" not in f.remedy
    var = _first((RUNS / "s20r-xla-cpu-var.txt").read_text())
    assert var.id == "xla-failed" and "MirroredStrategy" not in var.remedy


def test_review_remedies_say_what_the_run_did() -> None:
    mode = explain_text(
        "ValueError: `output_sequence_length` must not be set if `output_mode` is not 'int'. "
        "Received output_sequence_length=10."
    )[0]
    assert mode.id == "keras-preprocessing-args-conflict" and "ragged" not in mode.remedy
    gather = _first((RUNS / "s20r-gather-half.txt").read_text())
    assert "tf.int32" in gather.remedy and "tf.cast(x, tf.float32)" not in gather.remedy
    direct = _first((RUNS / "s20r-custom-direct.txt").read_text())
    assert "your own call" in direct.remedy
    dup = _first((RUNS / "s20r-lookup-dup.txt").read_text())
    assert "KeyValueTensorInitializer" in dup.remedy and "file" not in dup.title.split("(")[0]


def test_review_a_name_the_installed_release_lacks_may_need_an_upgrade() -> None:
    f = explain_text(
        "Traceback (most recent call last):\n  File \"/home/u/te.py\", line 1, in <module>\n"
        "    from typing_extensions import TypeIs\nImportError: cannot import name 'TypeIs' from "
        "'typing_extensions' (/home/u/venv/lib/python3.11/site-packages/typing_extensions.py)\n"
    )[0]
    assert f.id == "package-module-removed" and "removed or moved" not in f.title
    assert "--upgrade typing-extensions" in f.remedy


def test_review_a_caught_tensorboard_import_in_a_run_that_went_on_is_not_an_error() -> None:
    found = explain_text(
        "TensorBoard logging disabled (No module named 'tensorboard'); training without it\n"
        "Epoch 1/2\n4/4 - 0s 5ms/step - accuracy: 0.6250 - loss: 0.8057\n"
    )
    assert "tensorboard-not-installed" not in [f.id for f in found]
    assert all(f.severity.value != "error" for f in found)
