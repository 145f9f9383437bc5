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
MACHINE = (str(Path.home()) + "/", str(Path(__file__).resolve().parents[2]) + "/")
ENTRIES = json.loads((LOGS / "index.json").read_text(encoding="utf-8"))["scenarios"]

#: what explain cannot name from the log alone (scenario id -> why); the rest were xfail when
#: stored (explain lacked check's rules: said cuda-libs-missing, keras-version-mismatch or
#: nothing) and pass since issue 18's one table
XFAIL: dict[str, str] = {
    # the log shows a TensorFlow that fails on NumPy 2, not that it came from PYTHONPATH;
    # `explain -- COMMAND` reads PYTHONPATH and names it (tests/explain/test_import_chain.py)
    "e10-pythonpath-to-broken-env": "a bare log does not say PYTHONPATH (said numpy-abi-mismatch)",
    # `pip install -U ml-dtypes` under TF 2.15 also pulled NumPy 2: both are outside TF 2.15's
    # range and TF's own code fails on np.complex_; explain (and check) name NumPy first
    "w12-ml-dtypes-upgraded-under-2.15": "NumPy 2 came with it (said numpy-abi-mismatch)",
}


def _param(entry: dict):
    marks = (
        [
            pytest.mark.xfail(
                strict=True,
                reason=f"issue 18: {XFAIL[entry['id']]}",
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
        for here in MACHINE:  # this machine's home and checkout: replaced when stored
            assert here not in text, f"{e['id']}: a machine path"
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
