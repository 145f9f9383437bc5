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
