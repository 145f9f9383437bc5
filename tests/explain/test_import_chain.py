"""Root cause along TensorFlow's import chain (issue 19 (c)): check and explain alike.

Real: TF 2.21.0 + NumPy 2.4.6 + ml_dtypes 0.3.2 (TF 2.21.0's METADATA: ``ml_dtypes<1.0.0,
>=0.5.1``, ``numpy>=1.26.0``; tests/data/wheels/) fails inside ml_dtypes with NumPy's
"compiled using NumPy 1.x" notice and ``numpy.core.umath failed to import``
(tests/data/tracebacks/ml-dtypes-0.3.2-under-tf2.21.txt).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from tests.support import factsbuilder as fb
from tfdoctor.children.runtime_info import RuntimeInfo
from tfdoctor.commands.check import judge_facts
from tfdoctor.explain.engine import explain_text
from tfdoctor.explain.import_chain import culprit_first
from tfdoctor.probes.python_env import Dist

TB = (Path(__file__).resolve().parents[1] / "data" / "tracebacks" / "ml-dtypes-0.3.2-under-tf2.21.txt").read_text()
SITE = Path("/site-packages")


def _facts(numpy: str, numpy_pin: str):
    tfi = dataclasses.replace(
        fb.tf(version="2.21.0", numpy=numpy),
        requires=(f"numpy{numpy_pin}", "ml_dtypes<1.0.0,>=0.5.1", "h5py<3.15.0,>=3.11.0"),
        installed=(
            Dist("numpy", numpy, SITE, f"{SITE}/numpy-{numpy}.dist-info"),
            Dist("ml-dtypes", "0.3.2", SITE, f"{SITE}/ml_dtypes-0.3.2.dist-info"),
            Dist("h5py", "3.14.0", SITE, f"{SITE}/h5py-3.14.0.dist-info"),
        ),
    )
    # the child's import failed: its traceback (the final lines of the real stderr)
    payload = {"stage": "import", "import_traceback": TB[TB.index("Traceback"):]}
    return fb.facts(tfi=tfi, rt=RuntimeInfo("import-failed", payload=payload))


def test_bare_log_blames_numpy_without_the_environment() -> None:
    assert explain_text(TB)[0].id == "numpy-abi-mismatch"


@pytest.mark.parametrize(
    "numpy, pin, first",
    [
        pytest.param("2.4.6", ">=1.26.0", "ml-dtypes-incompatible", id="numpy-in-range"),
        pytest.param("2.4.6", "<2.0.0,>=1.23.5", "numpy-abi-mismatch", id="numpy-out-of-range"),
    ],
)
def test_check_ranks_the_dependency_whose_frames_raised(numpy, pin, first) -> None:
    report = judge_facts(_facts(numpy, pin), 60.0)
    assert report.findings[0].id == first
    assert report.findings[0].severity.value == "error"
    if first == "ml-dtypes-incompatible":
        assert 'install "ml-dtypes>=0.5.1,<1.0.0"' in report.findings[0].remedy
        assert "ml_dtypes/_finfo.py" in report.findings[0].evidence[0]
        numpy_f = next(f for f in report.findings if f.id == "numpy-abi-mismatch")
        assert numpy_f.values["explained_by"] == "ml-dtypes-incompatible"


def test_explain_with_the_environment_names_the_same_cause() -> None:
    facts = _facts("2.4.6", ">=1.26.0")
    found = culprit_first(facts, explain_text(TB), TB)
    assert found[0].id == "ml-dtypes-incompatible"
    assert [f.id for f in found].count("ml-dtypes-incompatible") == 1


def test_explain_with_the_environment_names_a_copy_on_pythonpath_first() -> None:
    """The realenv tier's e10: PYTHONPATH points at another venv's site-packages, whose TF
    2.15 fails on NumPy 2; the frames show where TensorFlow came from, and check's own rule
    (imported-from-pythonpath) judges them."""
    from tfdoctor.explain.import_chain import pythonpath_first

    other = "/home/u/broken/lib/python3.11/site-packages"
    tb = (
        "Traceback (most recent call last):\n"
        '  File "<string>", line 1, in <module>\n'
        f'  File "{other}/tensorflow/__init__.py", line 38, in <module>\n'
        f'  File "{other}/tensorflow/python/__init__.py", line 37, in <module>\n'
        "ImportError: numpy.core.umath failed to import\n"
    )
    facts = fb.facts(tfi=fb.tf(version="2.21.0"), env={"PYTHONPATH": other})
    found = pythonpath_first(facts, explain_text(tb), tb)
    assert found[0].id == "imported-from-pythonpath" and found[0].severity.value == "error"
    assert "unset PYTHONPATH" in found[0].remedy
    assert found[1].id == "numpy-abi-mismatch"
    # without PYTHONPATH nothing changes
    plain = fb.facts(tfi=fb.tf(version="2.21.0"))
    assert pythonpath_first(plain, explain_text(tb), tb)[0].id == "numpy-abi-mismatch"
