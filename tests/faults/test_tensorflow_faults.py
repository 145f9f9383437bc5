"""A broken TensorFlow, for real: a fake `tensorflow` package first on PYTHONPATH that
dies, hangs, fails to load a library, or floods stderr, and the real `tfdoctor check`
(with its real TensorFlow child) run against it.

Also the child-process contract itself: a child killed by a signal, one that exits 0
with no result, or one that writes invalid JSON.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.faults.support import fake_package, tfdoctor

#: The check's own overhead beyond the child's (parent start-up, static probes).
LIMIT = 15.0
#: the tf_probe child is given its result file as `--result PATH`; a fake TF can spoil it.
RESULT = "import os, sys\nRESULT = sys.argv[sys.argv.index('--result') + 1]\n"

CASES = [
    pytest.param("import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n",
                 "tensorflow-crashed", "SIGSEGV", id="import-segfaults"),
    pytest.param("import os, signal\nos.kill(os.getpid(), signal.SIGILL)\n",
                 "cpu-missing-avx", "SIGILL", id="import-sigill-no-avx"),
    pytest.param("import os\nos.abort()\n", "tensorflow-crashed", "SIGABRT", id="import-aborts"),
    pytest.param("import os, signal\nos.kill(os.getpid(), signal.SIGKILL)\n",
                 "tensorflow-crashed", "SIGKILL", id="child-killed-by-sigkill"),
    # The real loader's message for a missing CUDA runtime (ctypes asks dlopen, as
    # TF's pywrap import does): "libcudart.so.11.0: cannot open shared object file..."
    pytest.param("import ctypes\ntry:\n    ctypes.CDLL('libcudart.so.11.0')\n"
                 "except OSError as exc:\n    raise ImportError(str(exc)) from None\n",
                 "tensorflow-import-failed", "cannot open shared object file",
                 id="import-error-missing-so"),
    pytest.param("raise SystemExit(0)\n", "tensorflow-import-failed", "SystemExit",
                 id="import-calls-sys-exit-0"),
    pytest.param("import os\nos._exit(0)\n", "tensorflow-probe-bad-output", "exited 0",
                 id="child-exits-0-mid-import"),
    pytest.param(RESULT + "open(RESULT, 'w').close()\nos._exit(0)\n",
                 "tensorflow-probe-bad-output", "empty", id="child-exits-0-no-output"),
    pytest.param(RESULT + "open(RESULT, 'w').write('{\"stage\": \"done\", ')\nos._exit(0)\n",
                 "tensorflow-probe-bad-output", "invalid JSON", id="child-writes-invalid-json"),
    pytest.param(RESULT + "open(RESULT, 'w').write('[1, 2]')\nos._exit(0)\n",
                 "tensorflow-probe-bad-output", "not a JSON object", id="child-writes-a-json-list"),
]  # fmt: skip


@pytest.mark.parametrize(("init", "fid", "evidence"), CASES)
def test_broken_tensorflow(tmp_path, init, fid, evidence):
    fakes = fake_package(tmp_path / "site", "tensorflow", init)
    run = tfdoctor("check", "--json", "--timeout", "30", pythonpath=[fakes])
    run.assert_clean(LIMIT)
    f = run.finding(fid)
    assert evidence in f["title"] + " ".join(f["evidence"]), f
    assert run.returncode == 1
    assert run.report["verdict"] == "problems"
    assert run.report["gpu_usable"] is False
    if fid == "tensorflow-import-failed":
        # the traceback is that finding: no "unrecognised-error" repeating it
        assert "unrecognised-error" not in run.ids


def test_import_that_hangs_is_cut_at_the_timeout(tmp_path):
    fakes = fake_package(tmp_path / "site", "tensorflow", "import time\ntime.sleep(3600)\n")
    timeout = 3.0
    run = tfdoctor("check", "--json", "--timeout", str(timeout), pythonpath=[fakes])
    # cut at the timeout, not after the hour the import sleeps: the margin covers the CLI's own
    # start on a loaded 2-core box (5.1 s once with another test run beside it, 2026-11-29)
    run.assert_clean(timeout + 8.0)
    f = run.finding("tensorflow-hung")
    assert "while importing tensorflow" in f["title"]
    assert run.returncode == 1
    assert run.report["runtime"]["outcome"] == "timeout"


def test_import_that_hangs_with_check_under_no_runtime_never_starts_it(tmp_path):
    fakes = fake_package(tmp_path / "site", "tensorflow", "import time\ntime.sleep(3600)\n")
    run = tfdoctor("check", "--json", "--no-runtime", pythonpath=[fakes])
    run.assert_clean(LIMIT)
    assert run.report["runtime"]["outcome"] == "skipped"
    assert "tensorflow-hung" not in run.ids


# The start-up lines of the real tensorflow 2.21.0 CPU wheel on this project's CI box
# (no NVIDIA driver), verbatim.
STARTUP = (
    "WARNING: All log messages before absl::InitializeLog() is called are written to STDERR\n"
    "I0000 00:00:1795318023.535729   17909 port.cc:153] oneDNN custom operations are on. You may "
    "see slightly different numerical results due to floating-point round-off errors from "
    "different computation orders. To turn them off, set the environment variable "
    "`TF_ENABLE_ONEDNN_OPTS=0`.\n"
    "I0000 00:00:1795318023.536217   17909 cudart_stub.cc:31] Could not find cuda drivers on your "
    "machine, GPU will not be used.\n"
    "I0000 00:00:1795318023.611981   17909 cpu_feature_guard.cc:227] This TensorFlow binary is "
    "optimized to use available CPU instructions in performance-critical operations.\n"
    "To enable the following instructions: AVX2 AVX512F AVX512_VNNI AVX512_BF16 AVX512_FP16 "
    "AVX_VNNI FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.\n"
)
REPEAT = 4000  # 20,000 lines, ~2.6 MB of stderr

#: Prints the wall, then steps aside for the real TensorFlow: importlib hands the
#: importer whatever sys.modules["tensorflow"] holds once this module has run.
WALL = f"""
import os, sys
sys.stderr.write({STARTUP!r} * {REPEAT})
sys.stderr.flush()
_here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != _here]
del sys.modules[__name__]
import tensorflow as _real
sys.modules[__name__] = _real
"""


def _real_tensorflow() -> None:
    try:
        import importlib.util

        if importlib.util.find_spec("tensorflow") is None:
            raise ImportError
    except (ImportError, ValueError):
        pytest.skip("the real tensorflow is not installed in this interpreter")


def test_wall_of_warnings_is_read_not_drowned_in(tmp_path: Path):
    _real_tensorflow()
    fakes = fake_package(tmp_path / "site", "tensorflow", WALL)
    run = tfdoctor("check", "--json", pythonpath=[fakes])
    run.assert_clean(90.0)
    onednn = run.finding("benign-onednn")
    assert onednn["severity"] == "info"
    assert onednn.get("count", 1) >= REPEAT  # counted once, not listed 4000 times
    assert len(run.report["findings"]) < 20
    assert run.report["runtime"]["outcome"] == "ok"
    assert any(d["op"] == "ok" for d in run.report["devices"])
    assert run.returncode == 0
    # The stdout stays one JSON document; the wall is not echoed into it.
    assert len(run.stdout) < 200_000


def test_smoke_train_child_killed_by_a_signal(tmp_path):
    """smoke-train's training child goes through the same containment."""
    fakes = fake_package(
        tmp_path / "site", "tensorflow", "import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n"
    )
    run = tfdoctor("smoke-train", "--json", "--synthetic", pythonpath=[fakes])
    run.assert_clean(LIMIT)
    f = run.finding("tensorflow-crashed")
    assert "SIGSEGV" in f["title"]
    assert f["aliases"] == ["smoke-train-crashed"]
    assert run.returncode == 1


# -- the child imports what the user's `python train.py` would (issue 9 section 3) ---------
def _tfdoctor_copy_with_good_tf(folder: Path) -> Path:
    """A site folder holding a copy of tfdoctor *and* a TensorFlow that imports fine: the
    layout of a tfdoctor installed beside TF. The child used to put this folder first on
    PYTHONPATH, so the user's own PYTHONPATH copy was never the one inspected."""
    import shutil

    from tests.faults.support import REPO

    shutil.copytree(
        REPO / "tfdoctor", folder / "tfdoctor", ignore=shutil.ignore_patterns("__pycache__")
    )
    shutil.copytree(REPO / "compat", folder / "compat")  # the matrix, found beside the package
    return fake_package(folder, "tensorflow", "__version__ = '2.15.1'\n")


def test_broken_tf_on_pythonpath_ahead_of_a_good_one_is_the_one_inspected(tmp_path):
    good = _tfdoctor_copy_with_good_tf(tmp_path / "good")
    broken = fake_package(
        tmp_path / "broken", "tensorflow", "raise ImportError('the copy on PYTHONPATH is broken')\n"
    )
    run = tfdoctor("check", "--json", "--timeout", "30", pythonpath=[broken, good], cwd=tmp_path)
    run.assert_clean(LIMIT)
    assert run.returncode == 1
    failed = run.finding("tensorflow-import-failed")
    assert "the copy on PYTHONPATH is broken" in failed["title"]
    where = run.finding("imported-from-pythonpath")
    assert where["severity"] == "error"
    assert str(broken / "tensorflow") in " ".join(where["evidence"])
    # the cause (PYTHONPATH) is listed before the generic "import failed", whose pip
    # reinstall would change this environment's own TensorFlow, not the copy that fails
    assert run.ids.index("imported-from-pythonpath") < run.ids.index("tensorflow-import-failed")
    assert "pip install" not in failed["remedy"] and "PYTHONPATH" in failed["remedy"]
    # the command is a line of its own: the one a user copies, the one the realenv tier
    # applies to a copy (e10)
    lines = where["remedy"].splitlines()
    assert any(ln == "unset PYTHONPATH" or ln.startswith("export PYTHONPATH=") for ln in lines)


def test_tensorflow_py_in_the_working_directory_is_named(tmp_path):
    (tmp_path / "tensorflow.py").write_text("raise ImportError('my own script')\n")
    run = tfdoctor("check", "--json", "--timeout", "30", cwd=tmp_path)
    run.assert_clean(LIMIT)
    assert run.returncode == 1
    shadow = run.finding("shadowed-by-working-directory")
    assert shadow["values"]["path"] == str(tmp_path / "tensorflow.py")
    assert shadow["severity"] == "error"
