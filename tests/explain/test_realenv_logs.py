"""explain on the real environments' own failures (issue 18 (d)), offline.

tests/data/realenv-logs/ holds, for each broken or inconsistent scenario of the
real-environment tier, the output of its first failing truth probe, verbatim
(scripts/realenv_logs.py; SOURCES.md says how they were made). Fed to explain, the first
finding must be one of the ids the scenario expects (written from its thread before
tfdoctor ran) and name the culprit package `check` named in that same environment (where
check names none, the package or setting the scenario's thread blames).

The ones explain gets wrong today are marked xfail(strict=True): explain has no rule for
what check's child already knows (issue 18 (b)); when the one rule table lands they pass,
and strict xfail makes the suite say so.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.realenv.harness import names
from tfdoctor.explain.engine import explain_text

LOGS = Path(__file__).resolve().parents[1] / "data" / "realenv-logs"
ENTRIES = json.loads((LOGS / "index.json").read_text(encoding="utf-8"))["scenarios"]

#: what explain said when each was stored (scenario id -> its first finding's id then)
XFAIL: dict[str, str] = {
    "e10-pythonpath-to-broken-env": "numpy-abi-mismatch",
    "e5-keras3-under-2.15": "nothing",
    "e6-protobuf5-under-2.15": "nothing",
    "o3-tfp-without-tf-keras": "keras-version-mismatch",
    "o4-tfio-built-for-2.16": "cuda-libs-missing",
    "o5-tf-text-for-2.20-on-2.21": "cuda-libs-missing",
    "o6-addons-on-keras3": "keras-version-mismatch",
    "w1-transformers-tf-model-keras3": "keras-version-mismatch",
    "w10-tfmot-quantize-keras3": "keras-version-mismatch",
    "w11-tfdf-after-tf-upgrade": "cuda-libs-missing",
    "w12-ml-dtypes-upgraded-under-2.15": "numpy-abi-mismatch",
    "w13-tf-xla-flags-unknown-flag": "cuda-libs-missing",
    "w14-keras-backend-jax-not-installed": "cuda-libs-missing",
    "w15-keras-py-in-working-directory": "keras-version-mismatch",
    "w3-hub-keraslayer-in-keras3": "cuda-libs-missing",
    "w5-tfp-layer-in-keras3-model": "cuda-libs-missing",
    "w6-tf2onnx-from-keras-keras3": "cuda-libs-missing",
    "w8-keras-tuner-with-legacy-keras": "cuda-libs-missing",
    "w9-tfrs-factorized-topk-keras3": "cuda-libs-missing",
}


def _param(entry: dict):
    marks = (
        [
            pytest.mark.xfail(
                strict=True,
                reason=f"issue 18: explain lacks check's rule (said {XFAIL[entry['id']]})",
            )
        ]
        if entry["id"] in XFAIL
        else []
    )
    return pytest.param(entry, id=entry["id"], marks=marks)


def test_the_oracle_is_whole() -> None:
    assert len(ENTRIES) >= 10
    for e in ENTRIES:
        assert (LOGS / e["log"]).is_file(), e["log"]
        assert e["expect"], f"{e['id']}: no expected ids"
        assert e["probe_failed"] in ("import", "fit", "user_code", "pip check"), e
        text = (LOGS / e["log"]).read_text(encoding="utf-8")
        assert "/root/" not in text and "/work/" not in text, f"{e['id']}: a machine path"
    assert set(XFAIL) <= {e["id"] for e in ENTRIES}


@pytest.mark.parametrize("entry", [_param(e) for e in ENTRIES])
def test_explain_leads_with_the_culprit_check_names(entry: dict) -> None:
    text = (LOGS / entry["log"]).read_text(encoding="utf-8")
    findings = [f.to_dict() for f in explain_text(text)]
    first = findings[0] if findings else None
    said = [f["id"] for f in findings]
    assert first is not None and first["id"] in entry["expect"], (
        f"explain said {said}; expected first one of {entry['expect']}"
    )
    who = entry["check_culprit"] or entry["culprit"]
    if who:
        assert names(first, who), (
            f"explain's first finding {first['title']!r} {first.get('values')} does not name "
            f"{who}, the culprit {'check names' if entry['check_culprit'] else 'its thread blames'}"
        )


def test_culprit_and_names_read_a_findings_values() -> None:
    from tests.realenv.harness import culprit

    eco = {"id": "ecosystem-import-failed", "title": "t", "values": {"package": "tensorflow_io"}}
    assert culprit(eco) == "tensorflow-io"
    assert culprit({"id": "numpy-abi-mismatch", "title": "t"}) == "numpy"
    backend = {"id": "keras-backend-unusable", "title": "t", "values": {"backend": "jax"}}
    assert culprit(backend) == "KERAS_BACKEND"
    assert culprit(None) is None and culprit({"id": "unrecognised-error", "title": "t"}) is None
    assert names({"title": "tensorflow_io failed to load its ops"}, "tensorflow-io")
    assert names({"title": "x", "values": {"module": "tensorflow_text"}}, "tensorflow-text")
    assert not names({"title": "Keras 3 is installed"}, "transformers")
    assert names({"title": "KERAS_BACKEND=jax, but jax is not installed"}, "KERAS_BACKEND")
