"""Real runs of TensorFlow 2.21 / Keras 3.15 through explain (the seventeenth session's re-read):
tests/data/tracebacks/tf-2.21-runs/SOURCES.md gives each file's code. They were made after the
rules they test were written, from the rounds' logs, as those rules' outside check: each one's
first finding must name the cause, and none may read as healthy."""

from __future__ import annotations

from pathlib import Path

import pytest

from tfdoctor.explain.engine import explain_text
from tfdoctor.model import Severity

RUNS = Path(__file__).resolve().parents[1] / "data" / "tracebacks" / "tf-2.21-runs"

#: file -> the finding it must lead with
FIRST = {
    "estimator-attr.txt": "tf-estimator-removed",
    "compat-v1-estimator.txt": "tf-estimator-removed",
    "compat-v1-keras.txt": "keras-version-mismatch",
    "while-shape.txt": "while-loop-shape-not-invariant",
    "tensorarray-empty.txt": "tensorarray-zero-size-unknown-shape",
    "var-in-map.txt": "graph-mode-eager-only-code",
    "gen-dtype.txt": "tfdata-generator-element-not-convertible",
    "as-list-unknown.txt": "tfdata-element-shape-unknown",
    "dataset-as-tensor.txt": "tfdata-dataset-passed-as-tensor",
    "intlookup-dtype.txt": "lookup-vocabulary-dtype-unsupported",
    "lookup-zero-oov.txt": "lookup-oov-with-zero-oov-indices",
    "safe-mode-lambda.txt": "keras-safe-mode-lambda-refused",
    "keras-file-missing.txt": "application-data-missing",
    "h5-shape-skip.txt": "checkpoint-shape-mismatch",
    "h5-legacy-shape.txt": "checkpoint-shape-mismatch",
    "var-assign-shape.txt": "checkpoint-shape-mismatch",
    "imagenet-shape.txt": "keras-applications-imagenet-input-shape",
    "gradient-twice.txt": "tf-gradient-registered-twice",
    "build-shape-rule.txt": "keras-version-mismatch",
    "tfrecord-truncated.txt": "tfrecord-corrupted",
    "tfrecord-corrupt.txt": "tfrecord-corrupted",
    "parse-shape.txt": "tfrecord-feature-shape-mismatch",
    "parse-shape-batch.txt": "tfrecord-feature-shape-mismatch",
    "table-uninit.txt": "lookup-table-not-initialized",
    "codec-gbk.txt": "windows-locale-codepage-decode",
    "codec-console.txt": "console-encoding-unsupported",
    "spawn-local.txt": "multiprocessing-spawn-unpicklable",
    "h5-open-twice.txt": "hdf5-file-already-open",
    "h5-lock-other-proc.txt": "hdf5-file-locked-concurrent-writers",
    "pickle-py2.txt": "python2-pickle-encoding",
    "npload-py2.txt": "python2-pickle-encoding",
    "class-weight-array.txt": "keras-class-weight-not-dict",
    "class-weight-multi-output.txt": "keras-class-weight-multi-output",
    "class-weight-keys.txt": "keras-class-weight-keys-mismatch",
    "sparse-unordered.txt": "sparse-indices-unordered",
    "complex-relu.txt": "complex-dtype-op-unsupported",
    "sparse-to-dense-op.txt": "sparse-tensor-input-unsupported",
    "dropout-rate.txt": "dropout-rate-out-of-range",
    "emfile.txt": "too-many-open-files",
    "plot-no-pydot.txt": "keras-plot-model-deps-missing",
    "restore-custom-metric.txt": "keras-custom-object-unknown",
    # the nineteenth session: rounds 155-160's classes, run after their rules were written (19 of
    # 46 failing runs were read wrong at first, all TF 2.21 / Keras 3.15 / tf_keras 2.21 wordings
    # the threads' older releases did not print; Keras 3's never-called layer keeps its
    # keras-version-mismatch reading, OpenBot#447)
    "s19-apply-grad-shape-keras3.txt": "optimizer-grad-var-shape-mismatch",
    "s19-apply-grad-shape-raw.txt": "optimizer-grad-var-shape-mismatch",
    "s19-apply-grad-shape-v1.txt": "optimizer-grad-var-shape-mismatch",
    "s19-bmp-channels1.txt": "image-decode-channels-unsupported",
    "s19-checkpoint-missing.txt": "application-data-missing",
    "s19-checkpoint-missing-restore.txt": "application-data-missing",
    "s19-eigh-nan.txt": "eigendecomposition-failed",
    "s19-empty-image.txt": "dataset-corrupt-image",
    "s19-freeze-node-missing.txt": "converter-output-node-not-in-graph",
    "s19-graph-disconnected.txt": "keras-graph-disconnected",
    "s19-graph-disconnected-nested.txt": "keras-graph-disconnected",
    "s19-image-no-shape.txt": "tfdata-element-shape-unknown",
    "s19-index-array.txt": "tensor-index-invalid-type",
    "s19-input-not-keras-input.txt": "keras-model-input-not-input-layer",
    "s19-inverse.txt": "matrix-not-invertible",
    "s19-item-assignment.txt": "tensor-item-assignment-unsupported",
    "s19-jpeg-channels4.txt": "image-decode-channels-unsupported",
    "s19-keras-save-ext.txt": "keras-version-mismatch",
    "s19-keras-save-weights-ext.txt": "keras-version-mismatch",
    "s19-labels-shape-eager.txt": "keras-labels-shape-mismatch",
    "s19-layer-not-tensor.txt": "keras-layer-input-not-tensor",
    "s19-model-not-built.txt": "keras-version-mismatch",
    "s19-ragged-conv.txt": "keras-layer-ragged-input-unsupported",
    "s19-saved-model-tags.txt": "saved-model-tags-not-found",
    "s19-scatter-nd-outer.txt": "tensor-scatter-shape-mismatch",
    "s19-scatter-oob.txt": "scatter-index-out-of-range",
    "s19-scatter-shape.txt": "tensor-scatter-shape-mismatch",
    "s19-second-order-while.txt": "while-loop-second-order-gradient-unsupported",
    "s19-tensor-proto-2gb.txt": "tensor-proto-exceeds-2gb",
    "s19-tfk-apply-grad-shape.txt": "optimizer-grad-var-shape-mismatch",
    "s19-tfk-call-training.txt": "keras-call-missing-training-arg",
    "s19-tfk-dot-ragged.txt": "keras-layer-ragged-input-unsupported",
    "s19-tfk-graph-disconnected.txt": "keras-graph-disconnected",
    "s19-tfk-input-not-keras-input.txt": "keras-model-input-not-input-layer",
    "s19-tfk-layer-not-tensor.txt": "keras-layer-input-not-tensor",
    "s19-tfk-loss-strategy.txt": "keras-loss-reduction-distribute-strategy",
    "s19-tfk-model-not-built.txt": "keras-model-not-built",
    "s19-tfk-ragged-conv.txt": "keras-layer-ragged-input-unsupported",
    "s19-tfk-validation-split.txt": "keras-validation-split-unsupported-input",
    "s19-tflite-pyfunc.txt": "py-function-needs-python-runtime",
    "s19-tflite-rank5.txt": "tflite-input-shape-mismatch",
    "s19-tflite-repr-batched-twice.txt": "tflite-input-shape-mismatch",
    "s19-truncated-jpeg-strict.txt": "dataset-corrupt-image",
    "s19-validation-split-dataset.txt": "keras-validation-split-unsupported-input",
    "s19-savedmodel-over-2gb.txt": "graphdef-exceeds-2gb",
}


#: runs whose first finding is a warning: the program went on
WARNED = {"save-unbuilt.txt": "keras-model-not-built"}


def test_every_run_file_is_listed() -> None:
    assert sorted(p.name for p in RUNS.glob("*.txt")) == sorted([*FIRST, *WARNED])


@pytest.mark.parametrize(("name", "want"), sorted(WARNED.items()))
def test_a_real_run_that_went_on_leads_with_a_warning(name: str, want: str) -> None:
    found = explain_text((RUNS / name).read_text(encoding="utf-8"))
    assert found and found[0].id == want and found[0].severity is Severity.WARNING


@pytest.mark.parametrize(("name", "want"), sorted(FIRST.items()))
def test_a_real_run_leads_with_its_cause(name: str, want: str) -> None:
    found = explain_text((RUNS / name).read_text(encoding="utf-8"))
    assert found and found[0].id == want, [f.id for f in found[:3]]
    assert found[0].severity is Severity.ERROR
