"""One table for check and explain (issue 18 (b)): every id check derives from its child's
error has a real traceback that explain maps to the same id, and check's own path (its
child's payload through commands/check_log.log_findings and the judge) maps it alike."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support import factsbuilder as fb
from tfdoctor.children.runtime_info import RuntimeInfo
from tfdoctor.commands.check_log import log_findings
from tfdoctor.explain.engine import explain_text
from tfdoctor.explain.rules import RULE_IDS
from tfdoctor.judge.child_errors import CHILD_ERROR_IDS

DATA = Path(__file__).resolve().parent / "data"
TB = DATA / "tracebacks"


def _import_tb(folder: str) -> str:
    return str(json.loads((DATA / folder / "tf_probe.json").read_text())["import_traceback"])


#: id -> real failure texts (tests/data/tracebacks/SOURCES.md, tests/data/SOURCES.md)
SAMPLES: dict[str, list[str]] = {
    "ecosystem-import-failed": [
        (TB / n).read_text()
        for n in ("tfa-0.23-keras3-tf2.21.txt", "tftext-2.20-on-tf2.21.txt",
                  "tfio-0.37.1-on-tf2.21-resample.txt", "tfp-0.25-no-tf-keras-tf2.21.txt")
    ],  # fmt: skip
    "shadowed-by-working-directory": [(TB / "shadow-tensorflow-py.txt").read_text()],
    "keras-backend-unusable": [
        (TB / "keras-backend-jax-missing.txt").read_text(),
        (TB / "keras-backend-nonsense.txt").read_text(),
    ],
    "keras-version-mismatch": [(TB / "legacy-keras-no-tf-keras-tf2.21.txt").read_text()],
    "keras-import-failed": ["ImportError: Keras cannot be imported. Check that it is installed."],
    "numpy-abi-mismatch": [_import_tb("tf-2.15.1-numpy2")],
    "protobuf-incompatible": [(DATA / "tf-2.15.1-protobuf7" / "tf_probe.stderr").read_text()],
    # the last line TF 2.x's pywrap_tensorflow prints (tensorflow/tensorflow#119165, in
    # tests/explain/test_rules.py)
    "tensorflow-import-failed": ["Failed to load the native TensorFlow runtime."],
}


def test_every_child_error_id_is_in_the_table_and_has_a_sample() -> None:
    assert set(CHILD_ERROR_IDS) <= set(RULE_IDS)
    assert set(CHILD_ERROR_IDS) == set(SAMPLES)


@pytest.mark.parametrize("fid", sorted(CHILD_ERROR_IDS))
def test_explain_and_check_name_the_same_failure(fid: str) -> None:
    for text in SAMPLES[fid]:
        assert explain_text(text)[0].id == fid
        # check: the child's traceback in its payload, read the way check reads it
        payload = dict(fb.runtime().payload, import_traceback=text)
        facts = fb.facts(tfi=fb.tf(version="2.21.0"), rt=RuntimeInfo("ok", payload=payload))
        by_check = log_findings(facts)
        assert by_check and by_check[0].id == fid, [f.id for f in by_check]


@pytest.mark.parametrize(
    ("log", "keras", "tf"),
    [
        # dusty-nv/jetson-containers#153 (r174-3-002): the versions a REPL printed
        (">>> print(tensorflow.__version__, keras.__version__)\n2.7.0 2.8.0\n", "2.8.0", "2.7"),
        # the same pair in a pip list
        ("Package    Version\ntensorflow 2.10.0\nkeras      2.11.0\n", "2.11.0", "2.10"),
    ],
)
def test_a_keras2_of_another_minor_is_the_same_finding_in_explain_and_check(log, keras, tf) -> None:
    """explain reads the pair from the log, check from the installed metadata; both call
    judge/rules/keras.py's keras2_off_line, so the id, title and remedy are one."""
    from tfdoctor.judge.rules.keras import keras2_off_line
    from tfdoctor.model import parse_version

    found = [f for f in explain_text(log) if f.id == "keras-version-mismatch"]
    assert found, [f.id for f in explain_text(log)]
    want = keras2_off_line(keras, parse_version(keras).release[:2], tf, None, ())
    assert want is not None and found[0].title == want.title and found[0].remedy == want.remedy
