"""tfdoctor setup: environment.yml, conda hooks, requirements.txt and the setup script."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from tfdoctor.cli import app
from tfdoctor.commands.setup import (
    activate_hook,
    deactivate_hook,
    hook_vars,
    render,
    requirements,
    targets,
    write_files,
)
from tfdoctor.judge.matrix_loader import load_matrix
from tfdoctor.model import InputError

REPO = Path(__file__).resolve().parents[2]
BASH = shutil.which("bash")


@pytest.fixture(scope="module")
def matrix():
    return load_matrix()


def _yml(matrix, tf):
    _, files = render(matrix, "conda", tf=tf, name="tfenv", python="3.10")
    return yaml.safe_load(files[0].content), files


@pytest.mark.parametrize(
    "tf, conda_pkgs, pip_reqs, hooks",
    [
        pytest.param("2.21", [], ["tensorflow[and-cuda]==2.21.0"], 0, id="and-cuda"),
        pytest.param("2.15", [], ["tensorflow[and-cuda]==2.15.1"], 0, id="and-cuda-2.15"),
        pytest.param(
            "2.12",
            ["cudatoolkit=11.8.0", "nvidia::cuda-nvcc=11.3.58"],
            ["tensorflow==2.12.1", "nvidia-cudnn-cu11==8.6.0.163"],
            2,
            id="cudatoolkit-pip-cudnn",
        ),
        pytest.param(
            "2.10",
            ["cudatoolkit=11.2", "cudnn=8.1.0"],
            ["tensorflow==2.10.1", "numpy<2"],
            2,
            id="cudatoolkit-cudnn",
        ),
    ],
)
def test_environment_yml_structure(matrix, tf, conda_pkgs, pip_reqs, hooks):
    env, files = _yml(matrix, tf)
    assert env["name"] == "tfenv"
    assert "conda-forge" in env["channels"]
    deps = env["dependencies"]
    assert deps[0] == "python=3.10"
    assert [d for d in deps if isinstance(d, str) and d not in ("pip", "python=3.10")] == conda_pkgs
    assert "pip" in deps
    pip_section = [d for d in deps if isinstance(d, dict)]
    assert pip_section == [{"pip": pip_reqs}]
    assert len(files) == 1 + hooks


def test_old_lines_without_upper_numpy_bound_get_numpy_lt_2(matrix):
    assert "numpy<2" in requirements(matrix.release_for("2.9"))
    assert "numpy<2" not in requirements(matrix.release_for("2.13"))  # its pin says <=1.24.3


def test_old_lines_without_upper_protobuf_bound_get_protobuf_lt_3_20(matrix):
    # applied to a real copy: Python 3.7 with tensorflow==1.15.5 from pip gets protobuf
    # 4.24.4 and fails its import ("Descriptors cannot be created directly") until
    # protobuf<3.20; TF 2.0-2.5's wheels pin protobuf>=3.x with no upper bound, 2.6-2.11
    # pin <3.20 themselves, 2.20's ">=5.28.0" is a modern floor, not an old line
    assert "protobuf<3.20" in requirements(matrix.release_for("2.3"))
    assert matrix.release_for("2.3").protobuf == ">=3.9.2"
    assert "protobuf<3.20" not in requirements(matrix.release_for("2.10"))
    assert "protobuf<3.20" not in requirements(matrix.release_for("2.20"))


def _source_hooks(tmp_path, matrix, tf, before: str) -> list[str]:
    variables = hook_vars(matrix.release_for(tf))
    act, deact = tmp_path / "act.sh", tmp_path / "deact.sh"
    act.write_text(activate_hook(variables, copy_libdevice=True))
    deact.write_text(deactivate_hook(variables))
    prefix = tmp_path / "env"
    (prefix / "lib").mkdir(parents=True)
    (prefix / "lib" / "libdevice.10.bc").write_text("bc")
    script = f"""
set -u
{before}
show() {{ for v in LD_LIBRARY_PATH XLA_FLAGS; do
  if [ "${{!v+set}}" = set ]; then echo "$v=[${{!v}}]"; else echo "$v unset"; fi; done; }}
show
source "{act}"
show
source "{deact}"
show
env | grep -c _TFDOCTOR_ || true
"""
    env = {"PATH": os.environ["PATH"], "CONDA_PREFIX": str(prefix)}
    out = subprocess.run([BASH, "-c", script], env=env, capture_output=True, text=True, check=True)
    assert (prefix / "lib/nvvm/libdevice/libdevice.10.bc").exists()
    return out.stdout.splitlines()


@pytest.mark.skipif(BASH is None, reason="bash is not installed")
@pytest.mark.parametrize(
    "before",
    [
        pytest.param("unset LD_LIBRARY_PATH XLA_FLAGS", id="unset"),
        pytest.param("export LD_LIBRARY_PATH=/opt/a:/opt/b XLA_FLAGS=--x", id="set"),
        pytest.param("export LD_LIBRARY_PATH= ; unset XLA_FLAGS", id="empty"),
    ],
)
def test_hooks_set_and_restore_exactly(tmp_path, matrix, before):
    lines = _source_hooks(tmp_path, matrix, "2.12", before)
    original, active, restored, leftovers = lines[0:2], lines[2:4], lines[4:6], lines[6]
    assert restored == original
    assert leftovers == "0"
    prefix = tmp_path / "env"
    assert active[0].startswith(f"LD_LIBRARY_PATH=[{prefix}/lib:")
    assert active[1] == f"XLA_FLAGS=[--xla_gpu_cuda_data_dir={prefix}/lib]"
    if "/opt/a" in before:
        assert active[0].endswith(":/opt/a:/opt/b]")


@pytest.mark.skipif(shutil.which("shellcheck") is None, reason="shellcheck is not installed")
@pytest.mark.parametrize("tf", ["2.21", "2.12", "2.10"])
def test_script_passes_shellcheck(tmp_path, matrix, tf):
    _, files = render(matrix, "script", tf=tf)
    path = tmp_path / files[0].path
    path.write_text(files[0].content)
    res = subprocess.run(["shellcheck", str(path)], capture_output=True, text=True)
    assert res.returncode == 0, res.stdout


STUB = """#!/usr/bin/env bash
echo "{name} $*" >> "$STUB_LOG"
{extra}
"""


def _stubs(tmp_path, check_rc=0, with_conda=True):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    names = {"pip": "", "tfdoctor": f'echo "{{}}"; exit {check_rc}', "python3.10": ""}
    if with_conda:
        names["conda"] = ""
    for name, extra in names.items():
        p = bin_dir / name
        p.write_text(STUB.format(name=name, extra=extra))
        p.chmod(0o755)
    return bin_dir


def _run_script(tmp_path, matrix, tf, check_rc=0, with_conda=True):
    _, files = render(matrix, "script", tf=tf, python="3.10")
    script = tmp_path / "setup.sh"
    script.write_text(files[0].content)
    bin_dir = _stubs(tmp_path, check_rc, with_conda)
    log = tmp_path / "calls.log"
    prefix = tmp_path / "prefix"
    (prefix / "lib").mkdir(parents=True)
    env = {
        "PATH": f"{bin_dir}:/usr/bin:/bin",
        "STUB_LOG": str(log),
        "CONDA_PREFIX": str(prefix),  # a stub `conda activate` cannot set it
        "TFDOCTOR_REPORT": str(tmp_path / "report.json"),
    }
    res = subprocess.run(
        [BASH, str(script), "myenv"], env=env, capture_output=True, text=True, cwd=tmp_path
    )
    calls = log.read_text().splitlines() if log.exists() else []
    return res, calls, prefix


@pytest.mark.skipif(BASH is None, reason="bash is not installed")
def test_script_makes_expected_calls_in_order(tmp_path, matrix):
    res, calls, _ = _run_script(tmp_path, matrix, "2.21")
    assert res.returncode == 0, res.stderr
    assert calls == [
        "conda shell.bash hook",
        "conda create -y -n myenv python=3.10",
        "conda activate myenv",
        "pip install --upgrade pip",
        "pip install tensorflow[and-cuda]==2.21.0",
        "pip install tfdoctor",
        "tfdoctor check --require-gpu --json",
    ]
    assert json.loads((tmp_path / "report.json").read_text()) == {}


@pytest.mark.skipif(BASH is None, reason="bash is not installed")
def test_script_conda_recipe_writes_hooks(tmp_path, matrix):
    res, calls, prefix = _run_script(tmp_path, matrix, "2.10")
    assert res.returncode == 0, res.stderr
    assert calls[2] == "conda install -y -n myenv -c conda-forge cudatoolkit=11.2 cudnn=8.1.0"
    assert calls[-1] == "tfdoctor check --require-gpu --json"
    assert "pip install tensorflow==2.10.1 numpy<2" in calls
    assert (prefix / "etc/conda/activate.d/tfdoctor-tf.sh").is_file()
    assert (prefix / "etc/conda/deactivate.d/tfdoctor-tf.sh").is_file()


@pytest.mark.skipif(BASH is None, reason="bash is not installed")
def test_script_without_conda_uses_venv(tmp_path, matrix):
    _, files = render(matrix, "script", tf="2.21", python="3.10")
    assert 'python3.10" -m venv "$ENV_NAME"' in files[0].content
    res, calls, _ = _run_script(tmp_path, matrix, "2.21", with_conda=False)
    # the stub python3.10 makes no venv, so `source .../activate` fails: loudly, early
    assert res.returncode != 0 and calls == ["python3.10 -m venv myenv"]


@pytest.mark.skipif(BASH is None, reason="bash is not installed")
def test_script_fails_loudly_when_check_fails(tmp_path, matrix):
    res, calls, _ = _run_script(tmp_path, matrix, "2.21", check_rc=1)
    assert res.returncode == 1
    assert "FAILED" in res.stderr and calls[-1] == "tfdoctor check --require-gpu --json"


def test_shipped_example_script_is_current(matrix):
    rel, files = render(matrix, "script")
    shipped = REPO / "scripts" / f"setup-conda-tf{rel.version}.sh"
    assert shipped.read_text() == files[0].content, "regenerate: tfdoctor setup --format script"


def test_write_refuses_to_clobber_then_forces(tmp_path, matrix):
    _, files = render(matrix, "pip")
    placed = targets(files, "pip", tmp_path / "req.txt")
    (tmp_path / "req.txt").write_text("mine\n")
    with pytest.raises(InputError, match="--force"):
        write_files(placed)
    assert (tmp_path / "req.txt").read_text() == "mine\n"
    assert write_files(placed, force=True) == [tmp_path / "req.txt"]
    assert "tensorflow[and-cuda]==" in (tmp_path / "req.txt").read_text()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_setup_cli(tmp_path):
    runner = CliRunner()
    out = tmp_path / "envdir"
    first = runner.invoke(app, ["setup", "--format", "conda", "--tf", "2.11", "--out", str(out)])
    assert first.exit_code == 0, first.output
    assert f"wrote {out / 'environment.yml'}" in first.stdout
    assert (out / "etc/conda/deactivate.d/tfdoctor-tf.sh").is_file()
    again = runner.invoke(app, ["setup", "--format", "conda", "--tf", "2.11", "--out", str(out)])
    assert again.exit_code == 2 and "--force" in again.output
    script = tmp_path / "s.sh"
    res = runner.invoke(app, ["setup", "--format", "script", "--out", str(script)])
    assert res.exit_code == 0 and os.access(script, os.X_OK)
    assert runner.invoke(app, ["setup", "--format", "rpm"]).exit_code == 2


def _network_failure(stderr: str) -> bool:
    """pip's own words when the registry, not the requirements, failed (pip 26.3, CI log)."""
    words = ("incomplete-download", "network connectivity", "Connection interrupted")
    unreachable = "Could not find a version" in stderr and "Network" in stderr
    return unreachable or any(w in stderr for w in words)


@pytest.mark.parametrize(
    ("stderr", "network"),
    [
        # the CI run of 2026-11-29: a 351.5 MB NCCL wheel cut off six times
        ("  WARNING: Connection interrupted while downloading.\nerror: incomplete-download\n"
         "note: This is an issue with network connectivity, not pip.", True),
        ("ERROR: Could not find a version that satisfies the requirement tensorflow "
         "(from versions: none)\nNetwork is unreachable", True),
        # a real conflict is the file's fault and must fail the test, not skip it
        ("ERROR: Cannot install tensorflow==2.21.0 and numpy<1.20 because these package "
         "versions have conflicting dependencies.\nERROR: ResolutionImpossible", False),
        ("ERROR: Could not find a version that satisfies the requirement tensorflow==9.9", False),
    ],
)
def test_only_network_failures_skip_the_resolver_test(stderr, network):
    assert _network_failure(stderr) is network


@pytest.mark.network
def test_requirements_resolve_with_pip(tmp_path, matrix):
    """The newest TF's requirements.txt resolves against the real registry."""
    _, files = render(matrix, "pip")
    req = tmp_path / "requirements.txt"
    req.write_text(files[0].content)
    report = tmp_path / "report.json"
    cmd = [sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed"]
    cmd += ["--quiet", "--report", str(report), "-r", str(req)]
    # fast-deps reads each wheel's METADATA with HTTP range requests: the same resolver and
    # the same answer (44 packages, tensorflow 2.21.0, nvidia-cudnn-cu12 9.28.0.42) in 5 s
    # here, where a plain dry run downloads about 3 GB of wheels; --resume-retries (pip
    # 25.1+) rides out a dropped connection. A pip without either (the venv's own pip of
    # README's command, where .ci/run upgrades it) runs without it: a fresh clone found that.
    extra = ["--use-feature=fast-deps", "--resume-retries", "20"]
    for _attempt in range(4):  # a dropped connection is the network's fault, not the file's
        res = subprocess.run(cmd + extra, capture_output=True, text=True, timeout=600)
        if res.returncode and "no such option: --resume-retries" in res.stderr:
            extra = [x for x in extra if x not in ("--resume-retries", "20")]
            continue
        if res.returncode and "fast-deps" in res.stderr and "invalid choice" in res.stderr:
            extra = [x for x in extra if x != "--use-feature=fast-deps"]
            continue
        if not (res.returncode and _network_failure(res.stderr)):
            break
    if res.returncode and _network_failure(res.stderr):
        pytest.skip("the package registry is not reachable: " + res.stderr.strip()[-300:])
    assert res.returncode == 0, res.stderr[-2000:]
    installed = {
        i["metadata"]["name"]: i["metadata"]["version"]
        for i in json.loads(report.read_text())["install"]
    }
    assert installed["tensorflow"] == matrix.tensorflow[0].latest_patch
    assert any(name.startswith("nvidia-cudnn") for name in installed)
