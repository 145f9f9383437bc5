"""cuda: toolkits, nvcc, pip/conda CUDA packages, the runtime the loader would pick."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.support import cuda_fixtures as fx
from tests.support.helpers import FakeRunner, make_host, ran
from tfdoctor.model import Severity
from tfdoctor.probes.cuda import (
    conda_cuda_packages,
    cuda_findings,
    parse_release,
    parse_version_json,
    parse_version_txt,
    probe_cuda,
)
from tfdoctor.probes.host import CommandResult, Host


# -- parsers over every real capture ------------------------------------------------------
@pytest.mark.parametrize("path", fx.real_params("nvcc/*.txt"))
def test_parse_real_nvcc_and_ptxas(path: Path):
    assert parse_release(path.read_text()) == fx.version_in_name(path)


@pytest.mark.parametrize("path", fx.real_params("cuda-version-json/*"))
def test_parse_real_version_json(path: Path):
    version, problem = parse_version_json(path.read_text())
    assert version == fx.version_in_name(path)
    # the HIPIFY issue quotes only the "cuda" entry: a fragment, not a JSON document
    assert (problem is not None) == path.name.endswith("cuda-key-only-hipify2143.txt")


@pytest.mark.parametrize("path", fx.real_params("cuda-version-txt/*"))
def test_parse_real_version_txt(path: Path):
    assert parse_version_txt(path.read_text()) == fx.version_in_name(path)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param("", (None, "is empty"), id="empty"),
        pytest.param("  \n", (None, "is empty"), id="blank"),
        pytest.param("[1, 2]", (None, 'has no "cuda" -> "version" entry'), id="list"),
        pytest.param('{"cuda": {"name": "CUDA SDK"}}', (None, 'has no "cuda" -> "version" entry'), id="no-version"),
        pytest.param('{"cuda": {"version": "12.4.1"', ("12.4.1", "is not valid JSON"), id="truncated"),
        pytest.param("\x00\x01garbage", (None, "is not valid JSON"), id="binary"),
    ],
)  # fmt: skip
def test_parse_version_json_bad_input(text, expected):
    assert parse_version_json(text) == expected


def test_parse_release_none_on_other_output():
    assert parse_release("nvcc fatal : Unknown option '--versoin'") is None


# -- whole-probe layouts --------------------------------------------------------------------
def test_system_cuda_12_3(tmp_path):
    runner = FakeRunner({"nvcc": ran(fx.NVCC_12_3)})
    env = {"PATH": "/usr/local/cuda/bin:/usr/bin"}
    host = make_host(tmp_path, fx.system_cuda_12_3_cudnn_8_9(), env=env, runner=runner)
    fx.make_executable(tmp_path, "usr/local/cuda-12.3/bin/nvcc")
    info = probe_cuda(host)
    (tk,) = info.toolkits
    assert tk.path == "/usr/local/cuda-12.3"
    assert tk.aliases == ("/usr/local/cuda",)
    assert (tk.version.raw, tk.version.source) == ("12.3.2", "/usr/local/cuda-12.3/version.json")
    assert tk.nvcc.raw == "12.3.107"
    assert tk.ptxas is None  # no bin/ptxas in this tree
    assert tk.has_libdevice
    assert tk.problems == ()
    # nvcc on PATH is /usr/local/cuda/bin/nvcc, a folder alias of the 12.3 toolkit
    assert info.nvcc_on_path.raw == "12.3.107"
    assert info.nvcc_toolkit == "/usr/local/cuda-12.3"
    # libcudart is in the toolkit only (not in LD_LIBRARY_PATH or the cache): no loader
    # pick, and the toolkit's copy is not used as "the runtime"
    assert info.runtime_version is None
    assert cuda_findings(info) == []


def test_system_cuda_12_3_on_ld_library_path(tmp_path):
    env = {"LD_LIBRARY_PATH": "/usr/local/cuda/lib64"}
    host = make_host(tmp_path, fx.system_cuda_12_3_cudnn_8_9(), env=env)
    info = probe_cuda(host)
    assert info.runtime_version.raw == "12.3.101"
    assert "ld-library-path" in info.runtime_version.source


def test_pip_and_cuda(tmp_path):
    host = make_host(tmp_path, fx.pip_and_cuda_tf218(), python_sites=[fx.SITE])
    info = probe_cuda(host)
    assert info.toolkits == ()
    assert [p.split("site-packages/")[1] for p in info.pip_libdevice] == [
        "nvidia/cuda_nvcc/nvvm/libdevice/libdevice.10.bc"
    ]
    pip = {p.name: p.version for p in info.pip_packages}
    assert pip == {
        "nvidia-cuda-runtime-cu12": "12.5.82",
        "nvidia-cudnn-cu12": "9.3.0.75",
        "nvidia-cublas-cu12": "12.5.3.2",
        "nvidia-cuda-nvcc-cu12": "12.5.82",
    }  # tensorflow is not a CUDA package
    # libcudart.so.12 names the major only: the wheel's version is the runtime's
    assert info.runtime_version.raw == "12.5.82"
    assert "nvidia-cuda-runtime-cu12" in info.runtime_version.source


def test_conda_cudatoolkit(tmp_path):
    env = {"CONDA_PREFIX": "/" + fx.CONDA}
    host = make_host(tmp_path, fx.conda_cudatoolkit_11_8_cudnn_8_6(), env=env)
    info = probe_cuda(host)
    assert {(p.name, p.version) for p in info.conda_packages} == {
        ("cudatoolkit", "11.8.0"),
        ("cudnn", "8.6.0.163"),
    }
    assert info.runtime_version.raw == "11.8.89"
    assert "(conda)" in info.runtime_version.source


def test_cuda_13_dist_info_toolkit_without_driver(tmp_path):
    runner = FakeRunner(
        {
            "nvcc": ran(fx.NVCC_13_0),
            "ptxas": ran(fx.PTXAS_13_0),
            "ldconfig": ran(
                fx.ldconfig_p([("libcudart.so.13", "/usr/local/cuda-13.0/lib/libcudart.so.13")])
            ),
        }
    )
    env = {"PATH": "/usr/local/bin:/usr/bin"}
    host = make_host(tmp_path, fx.cuda_13_dist_info_toolkit(), env=env, runner=runner)
    fx.make_executable(tmp_path, "usr/local/bin/nvcc")
    info = probe_cuda(host)
    (tk,) = info.toolkits
    assert tk.version.raw == "13.0.96"
    assert tk.version.source.endswith("dist-info/nvidia_cuda_runtime-13.0.96.dist-info")
    assert (tk.nvcc.raw, tk.ptxas.raw) == ("13.0.88", "13.0.88")
    assert tk.has_libdevice
    # /usr/local/bin/nvcc is a wrapper script that execs the toolkit's nvcc
    assert info.nvcc_on_path.source == "/usr/local/bin/nvcc --version"
    assert info.nvcc_toolkit == "/usr/local/cuda-13.0"
    assert info.runtime_version.raw == "13.0.96"
    assert info.libraries.of("libcuda") == ()  # no driver: the judge's business


def test_commands_never_run_on_an_image(tmp_path):
    make_host(tmp_path, fx.cuda_13_dist_info_toolkit())
    info = probe_cuda(Host.image(tmp_path))
    (tk,) = info.toolkits
    assert (tk.nvcc, tk.ptxas) == (None, None)
    assert tk.version.raw == "13.0.96"


@pytest.mark.parametrize(
    "response",
    [
        pytest.param(CommandResult(("nvcc",), error="timeout"), id="timeout"),
        pytest.param(CommandResult(("nvcc",), error="permission-denied"), id="no-permission"),
        pytest.param(ran("", returncode=-11), id="segfault"),
        pytest.param(ran("\x00\xff"), id="garbage"),
    ],
)
def test_broken_nvcc_gives_no_version(tmp_path, response):
    runner = FakeRunner({"nvcc": response, "ptxas": response})
    host = make_host(tmp_path, fx.cuda_13_dist_info_toolkit(), runner=runner)
    (tk,) = probe_cuda(host).toolkits
    assert (tk.nvcc, tk.ptxas) == (None, None)
    assert tk.version.raw == "13.0.96"  # dist-info still tells


@pytest.mark.parametrize(
    ("files", "version", "problem"),
    [
        pytest.param({"version.json": ""}, None, "version.json is empty", id="empty-json"),
        pytest.param({"version.json": "{"}, None, "version.json is not valid JSON", id="broken-json"),
        pytest.param(
            {"version.json": "{", "version.txt": "CUDA Version 10.2.89\n"},
            "10.2.89", "version.json is not valid JSON", id="json-broken-txt-ok",
        ),
        pytest.param({"version.txt": "hello\n"}, None, "has no \"CUDA Version X.Y.Z\" line", id="bad-txt"),
    ],
)  # fmt: skip
def test_unreadable_version_files_make_a_warning(tmp_path, files, version, problem):
    tree = {f"usr/local/cuda-11.2/{k}": v for k, v in files.items()}
    host = make_host(tmp_path, tree)
    info = probe_cuda(host)
    (tk,) = info.toolkits
    assert (tk.version.raw if tk.version else None) == version
    (finding,) = cuda_findings(info)
    assert finding.id == "cuda-toolkit-unreadable"
    assert finding.severity is Severity.WARNING
    assert any(problem in e and "/usr/local/cuda-11.2/" in e for e in finding.evidence)
    assert "cuda-toolkit-11-2" in finding.remedy


def test_cuda_home_and_cuda_path_are_aliases(tmp_path):
    files = {"opt/nvidia/cuda/version.txt": "CUDA Version 10.0.130\n"}
    env = {"CUDA_HOME": "/opt/nvidia/cuda", "CUDA_PATH": "/opt/nvidia/cuda/"}
    info = probe_cuda(make_host(tmp_path, files, env=env))
    (tk,) = info.toolkits
    assert tk.aliases == ("$CUDA_HOME", "$CUDA_PATH")
    assert tk.version.raw == "10.0.130"


def test_no_cuda_at_all(tmp_path):
    info = probe_cuda(make_host(tmp_path, {"usr/bin/python3": ""}, env={"PATH": "/usr/bin"}))
    assert info.toolkits == () and info.nvcc_on_path is None and info.runtime_version is None
    assert cuda_findings(info) == []
    assert info.to_dict()["toolkits"] == []


def test_to_dict_is_json_ready(tmp_path):
    import json

    host = make_host(tmp_path, fx.system_cuda_12_3_cudnn_8_9())
    data = json.loads(json.dumps(probe_cuda(host).to_dict()))
    assert data["toolkits"][0]["version"] == {
        "value": "12.3.2",
        "source": "/usr/local/cuda-12.3/version.json",
    }


# -- conda-list replays: rows become conda-meta records ------------------------------------
_ROW = re.compile(
    r"^[-\s]*(?P<name>[A-Za-z0-9_.-]+)\s+(?P<version>\S+)\s+(?P<build>\S+)(?:\s+(?P<channel>\S+))?"
)
# "  cuda-cudart        nvidia/linux-64::cuda-cudart-12.1.105-0" (an install plan)
_PLAN = re.compile(r"^\s*\S+\s+(?P<channel>[^:\s]+)::(?P<name>[a-z0-9_.-]+)-(?P<version>[^-]+)-(?P<build>\S+)")  # fmt: skip


def _conda_rows(text: str) -> list[dict]:
    rows = []
    for line in text.splitlines():
        if line.lstrip().startswith("#") or not line.strip():
            continue
        m = _PLAN.match(line) or _ROW.match(line)
        if m:
            rows.append(m.groupdict())
    return rows


@pytest.mark.parametrize("path", fx.real_params("conda-list/*.txt"))
def test_replay_conda_list_as_conda_meta(tmp_path, path: Path):
    rows = _conda_rows(path.read_text())
    assert rows
    files: dict[str, str] = {}
    for r in rows:
        # pip-installed rows (channel pypi / <pip>) have no conda-meta record
        if r["build"] in ("<pip>", "pypi_0") or r.get("channel") == "pypi":
            continue
        files |= fx.conda_meta(fx.CONDA, r["name"], r["version"], r["build"], r["channel"] or "")
    host = make_host(tmp_path, files, env={"CONDA_PREFIX": "/" + fx.CONDA})
    packages, notes = conda_cuda_packages(host)
    got = {(p.name, p.version) for p in packages}
    assert notes == []
    for r in rows:
        pair = (r["name"], r["version"])
        pip_row = r["build"] in ("<pip>", "pypi_0") or r.get("channel") == "pypi"
        cuda_like = re.match(r"^(cudatoolkit|cudnn|cuda-version|cuda-cudart|cuda-nvcc)$", r["name"])
        if cuda_like and not pip_row:
            assert pair in got
        if r["name"].startswith(("tensorflow", "numpy", "attrs", "nvidia-", "nsight")):
            assert pair not in got


# -- the real toolkit of a machine that has one ---------------------------------------------
def test_real_cuda_13_toolkit_of_this_machine():
    base = Path("/usr/local/cuda-13.0")
    if not base.is_dir():
        pytest.skip("no /usr/local/cuda-13.0 on this machine")
    info = probe_cuda(Host.local())
    tk = next(t for t in info.toolkits if t.path == str(base))
    has_files = any((base / n).exists() for n in ("version.json", "version.txt", "dist-info"))
    # the GPU machine lent here has a toolkit without version files: nvcc says 13.0 there
    assert (tk.version is not None) == has_files
    assert (tk.version or tk.nvcc).raw.startswith("13.0") and tk.problems == ()
    assert tk.has_libdevice == (base / "nvvm/libdevice/libdevice.10.bc").is_file()
    if (base / "bin/nvcc").exists():
        assert tk.nvcc is not None and tk.nvcc.raw.startswith("13.0")
