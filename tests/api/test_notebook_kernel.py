"""%load_ext tfdoctor in a real Jupyter kernel (ipykernel, run by nbclient): the notebook
user's two lines, `%tfdoctor why`, and the kernel cases built for real (issue 20).

One kernel runs one notebook (module fixture, ~5 s); each test reads its cells.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")
pytest.importorskip("ipykernel")

# A TensorFlow on disk that the kernel imports: a package with its version and a
# dist-info, as pip lays them out; "upgraded" the way pip does it (old dist-info
# removed, new one written, package files replaced). Not the real wheel: importing
# TensorFlow 2.x twice would cost a minute; the mechanism judged (sys.modules vs the
# dist-info on disk now) is the same.
INSTALL_FAKE_TF = """
import pathlib, shutil, sys
def install_tf(site, version):
    site = pathlib.Path(site)
    for old in site.glob("tensorflow-*.dist-info"):
        shutil.rmtree(old)
    pkg = site / "tensorflow"
    pkg.mkdir(parents=True, exist_ok=True)
    (pkg / "__init__.py").write_text(f"__version__ = {version!r}\\n")
    info = site / f"tensorflow-{version}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\\nName: tensorflow\\nVersion: {version}\\n")
"""


def ids_of(cell) -> dict[str, dict]:
    """The findings of a `%tfdoctor check --json` cell, by id."""
    text = "".join(o.get("text", "") for o in cell.outputs if o.get("name") == "stdout")
    return {f["id"]: f for f in json.loads(text)["findings"]}


def html_of(cell) -> str:
    for o in cell.outputs:
        if "text/html" in o.get("data", {}):
            return o["data"]["text/html"]
    raise AssertionError(f"no text/html output: {cell.outputs}")


def run_notebook(cells, cwd, timeout=180):
    """Run ``cells`` in a kernel of *this* interpreter: a kernelspec of our own, found
    through JUPYTER_PATH, so a "python3" spec installed elsewhere cannot stand in."""
    spec = cwd / "jupyter" / "kernels" / "tfdoctor-test"
    spec.mkdir(parents=True, exist_ok=True)
    argv = [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"]
    (spec / "kernel.json").write_text(
        json.dumps({"argv": argv, "display_name": "tfdoctor test", "language": "python"})
    )
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells])
    client = nbclient.NotebookClient(
        nb, timeout=timeout, kernel_name="tfdoctor-test", allow_errors=True,
        resources={"metadata": {"path": str(cwd)}},
    )  # fmt: skip
    saved = os.environ.get("JUPYTER_PATH")
    os.environ["JUPYTER_PATH"] = str(cwd / "jupyter")
    try:
        client.execute()
    finally:
        if saved is None:
            os.environ.pop("JUPYTER_PATH", None)
        else:
            os.environ["JUPYTER_PATH"] = saved
    return nb.cells


CELLS = [
    "%load_ext tfdoctor",  # 0
    "%tfdoctor check --no-runtime",  # 1
    "import tf_keras",  # 2: a real ModuleNotFoundError (no tf_keras installed)
    "%tfdoctor why",  # 3
    INSTALL_FAKE_TF + "install_tf(SITE, '2.16.1'); sys.path.insert(0, SITE)\n"
    "import tensorflow; print(tensorflow.__version__)",  # 4
    "%tfdoctor check --no-runtime --json",  # 5: nothing changed yet
    "install_tf(SITE, '2.17.0')",  # 6: upgraded on disk after the import
    "%tfdoctor check --no-runtime --json",  # 7
    "import os; os.environ['CUDA_VISIBLE_DEVICES'] = 'tfdoctor-test-1'",  # 8
    "%tfdoctor check --no-runtime --json",  # 9
    "%tfdoctor check --no-such-option\n%tfdoctor check 'unclosed",  # 10
    "import sys; print(sorted(m for m in sys.modules if m.split('.')[0] == 'numpy'))\n"
    "print(sys.executable)",  # 11
]


@pytest.fixture(scope="module")
def notebook(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("nb")
    site = tmp / "user" / "site-packages"  # site_dirs reads folders of that name
    cells = list(CELLS)
    cells[4] = f"SITE = {str(site)!r}\n" + cells[4]
    cells_run = run_notebook(cells, tmp)
    for c in cells_run:  # where the time goes (pytest -s shows it)
        ex = c.metadata.get("execution", {})
        print(ex.get("shell.execute_reply.started"), ex.get("shell.execute_reply"), c.source[:40])
    return cells_run


def test_the_extension_loads_and_check_displays_html(notebook):
    assert not [o for o in notebook[0].outputs if o.output_type == "error"], notebook[0].outputs
    page = html_of(notebook[1])
    assert "tfdoctor check — TensorFlow environment" in page
    assert "<table" in page and ">TensorFlow</td>" in page
    assert "Called from a Jupyter (ipykernel) kernel" in page
    data = next(o for o in notebook[1].outputs if "text/html" in o.get("data", {}))["data"]
    assert data["text/plain"].startswith("tfdoctor ")  # the CLI's text, for plain front ends
    assert data["text/markdown"].startswith("### tfdoctor check")


def test_why_explains_the_last_exception(notebook):
    assert notebook[2].outputs[0].ename == "ModuleNotFoundError"
    page = html_of(notebook[3])
    # "No module named 'tf_keras'": explain's table names it keras-version-mismatch
    assert "[keras-version-mismatch]" in page
    assert "The last exception in this kernel: ModuleNotFoundError: No module named" in page
    assert "ModuleNotFoundError" not in "".join(o.get("ename", "") for o in notebook[3].outputs)


def test_tensorflow_upgraded_on_disk_after_import(notebook):
    assert notebook[4].outputs[0]["text"].strip() == "2.16.1"
    assert "kernel-tensorflow-changed-on-disk" not in ids_of(notebook[5])
    f = ids_of(notebook[7])["kernel-tensorflow-changed-on-disk"]
    assert f["severity"] == "error"
    assert f["values"]["imported_version"] == "2.16.1"
    assert f["values"]["installed_version"] == "2.17.0"


def test_device_variable_changed_after_import(notebook):
    assert "kernel-env-changed-after-import" not in ids_of(notebook[7])
    f = ids_of(notebook[9])["kernel-env-changed-after-import"]
    assert f["values"]["variables"] == ["CUDA_VISIBLE_DEVICES"]
    assert any("-> tfdoctor-test-1" in e for e in f["evidence"])


def test_bad_option_is_one_line_not_a_traceback(notebook):
    out = notebook[10].outputs
    assert not [o for o in out if o.output_type == "error"]
    err = "".join(o.get("text", "") for o in out if o.get("name") == "stderr")
    assert err.startswith("tfdoctor: error: ") and "--no-such-option" in err
    assert "No closing quotation" in err


def test_the_kernel_never_imported_numpy_or_real_tensorflow(notebook):
    numpy, executable = notebook[11].outputs[0]["text"].split("\n")[:2]
    assert numpy == "[]"
    assert executable == sys.executable  # the kernel is this interpreter


@pytest.mark.slow
def test_pip_of_another_venv_first_on_path(tmp_path, monkeypatch):
    """Two real environments: the kernel's (this interpreter's) and a fresh venv whose
    pip comes first on PATH, as when Jupyter was started from another environment."""
    other = tmp_path / "other-venv"
    subprocess.run([sys.executable, "-m", "venv", str(other)], check=True, timeout=300)
    bindir = other / ("Scripts" if os.name == "nt" else "bin")
    assert (bindir / "pip").exists()
    monkeypatch.setenv("PATH", f"{bindir}{os.pathsep}{os.environ.get('PATH', '')}")
    own = tmp_path / "own-bin"
    cells = [
        "%load_ext tfdoctor",
        "%tfdoctor check --no-runtime --json",
        # control: a pip launcher of the kernel's own interpreter first on PATH
        textwrap.dedent(f"""
            import os, pathlib, sys
            own = pathlib.Path({str(own)!r}); own.mkdir()
            (own / "pip").write_text(f"#!{{sys.executable}}\\nfrom pip._internal.cli.main import main\\nmain()\\n")
            (own / "pip").chmod(0o755)
            os.environ["PATH"] = f"{{own}}{{os.pathsep}}{{os.environ['PATH']}}"
        """),
        "%tfdoctor check --no-runtime --json",
    ]
    nb = run_notebook(cells, tmp_path, timeout=300)
    f = ids_of(nb[1])["kernel-pip-other-python"]
    assert os.path.realpath(f["values"]["pip_environment"]) == os.path.realpath(other)
    assert "%pip install" in f["remedy"]
    assert "kernel-pip-other-python" not in ids_of(nb[3])
