"""cudnn: headers, libraries, pip and conda packages, and the best-guess version."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support import cuda_fixtures as fx
from tests.support.helpers import FakeRunner, make_host, ran
from tfdoctor.model import Severity
from tfdoctor.probes.cudnn import cudnn_findings, parse_header, pip_cudnn_version, probe_cudnn
from tfdoctor.probes.libraries import find_libraries


@pytest.mark.parametrize("path", fx.real_params("cudnn-header/[0-9]*.txt"))
def test_parse_real_headers(path: Path):
    # includes cuDNN 7 cudnn.h with a leading space and extra spaces in the defines
    assert parse_header(path.read_text()) == fx.version_in_name(path)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param("#define CUDNN_MAJOR 9\n#define CUDNN_MINOR 3\n", None, id="no-patchlevel"),
        pytest.param("", None, id="empty"),
        pytest.param("  #  define CUDNN_MAJOR 8\n#define CUDNN_MINOR 9\n#define CUDNN_PATCHLEVEL 7\n", "8.9.7", id="spaces"),
        pytest.param("#define CUDNN_MAJOR_X 8\n", None, id="other-macro"),
    ],
)  # fmt: skip
def test_parse_header_edge_cases(text, expected):
    assert parse_header(text) == expected


@pytest.mark.parametrize(
    ("dist", "cudnn"),
    [
        pytest.param("9.3.0.75", "9.3.0", id="cu12-9.3"),
        pytest.param("8.9.7.29", "8.9.7", id="cu12-8.9"),
        pytest.param("9.12.0.46", "9.12.0", id="cu13-9.12"),
        pytest.param("8.6.0.163", "8.6.0", id="cu11-8.6"),
    ],
)
def test_pip_cudnn_version(dist, cudnn):
    assert pip_cudnn_version(dist) == cudnn


def test_system_deb_cudnn_8_9(tmp_path):
    runner = FakeRunner(
        {
            "ldconfig": ran(
                fx.ldconfig_p([("libcudnn.so.8", "/usr/lib/x86_64-linux-gnu/libcudnn.so.8")])
            )
        }
    )
    host = make_host(tmp_path, fx.system_cuda_12_3_cudnn_8_9(), runner=runner)
    info = probe_cudnn(host)
    assert (info.version.raw, info.version.source) == (
        "8.9.7",
        "/usr/lib/x86_64-linux-gnu/libcudnn.so.8 (ldconfig)",
    )
    # /usr/include/cudnn_version.h -> /etc/alternatives -> x86_64-linux-gnu/cudnn_version_v8.h:
    # one header, shown by the name that was looked up
    assert [(h.path, h.version) for h in info.headers] == [
        ("/usr/include/cudnn_version.h", "8.9.7")
    ]
    assert {lib.name for lib in info.libraries} == {"libcudnn", "libcudnn_ops_infer"}
    assert info.pip == () and info.conda == ()
    assert cudnn_findings(info) == []


def test_pip_cudnn_9(tmp_path):
    host = make_host(tmp_path, fx.pip_and_cuda_tf218(), python_sites=[fx.SITE])
    info = probe_cudnn(host)
    # libcudnn.so.9 names the major only: the wheel's version is taken (it agrees)
    assert info.version.raw == "9.3.0"
    assert info.version.source == "pip nvidia-cudnn-cu12 9.3.0.75"
    assert [h.version for h in info.headers] == ["9.3.0"]
    assert all(lib.origin == "pip" for lib in info.libraries)


def test_conda_cudnn_8_6(tmp_path):
    env = {"CONDA_PREFIX": "/" + fx.CONDA}
    host = make_host(tmp_path, fx.conda_cudatoolkit_11_8_cudnn_8_6(), env=env)
    info = probe_cudnn(host)
    assert info.version.raw == "8.6.0"
    assert info.version.source.endswith("libcudnn.so.8 (conda)")
    assert [(p.name, p.version) for p in info.conda] == [("cudnn", "8.6.0.163")]
    assert [h.path for h in info.headers] == [f"/{fx.CONDA}/include/cudnn_version.h"]


def test_header_only(tmp_path):
    host = make_host(tmp_path, {"usr/include/cudnn_version.h": fx.cudnn_version_h(9, 1, 0)})
    info = probe_cudnn(host)
    assert (info.version.raw, info.version.source) == ("9.1.0", "/usr/include/cudnn_version.h")
    assert info.libraries == ()


def test_stale_header_loses_to_the_library_major(tmp_path):
    # cuDNN 9 library on the loader path, an old cuDNN 8 header and a pip 9 wheel
    files = fx.pip_and_cuda_tf218() | {
        "usr/include/cudnn_version.h": fx.cudnn_version_h(8, 9, 7),
        "usr/lib/x86_64-linux-gnu/libcudnn.so.9": "",
    }
    host = make_host(tmp_path, files, python_sites=[fx.SITE])
    info = probe_cudnn(host)
    assert info.version.raw == "9.3.0"  # the header's 8.9.7 disagrees with libcudnn.so.9
    (finding,) = cudnn_findings(info)
    assert finding.id == "cudnn-sources-disagree"
    assert finding.severity is Severity.INFO
    assert finding.values["versions"] == ["8.9", "9.3"]


@pytest.mark.parametrize(
    ("files", "version", "note"),
    [
        pytest.param(
            {"usr/include/cudnn_version.h": "/* empty */\n"},
            None,
            "/usr/include/cudnn_version.h has no CUDNN_MAJOR/MINOR/PATCHLEVEL defines",
            id="version-h-without-defines",
        ),
        pytest.param(
            {
                "usr/include/cudnn_version.h": "/* empty */\n",
                "usr/include/cudnn.h": "#define CUDNN_MAJOR 7\n#define CUDNN_MINOR 6\n#define CUDNN_PATCHLEVEL 5\n",
            },
            "7.6.5",
            "has no CUDNN_MAJOR",
            id="falls-back-to-cudnn-h",
        ),
        pytest.param(
            {"usr/include/cudnn.h@/etc/alternatives/libcudnn": ""},
            None,
            "skipped /usr/include/cudnn.h: a broken symlink",
            id="dangling-alternatives-symlink",
        ),
        pytest.param(
            {"usr/include/cudnn_version.h": b"\xff\xfe\x00garbage"},
            None,
            "has no CUDNN_MAJOR",
            id="binary-garbage",
        ),
    ],
)  # fmt: skip
def test_bad_headers_never_raise(tmp_path, files, version, note):
    info = probe_cudnn(make_host(tmp_path, files))
    assert (info.version.raw if info.version else None) == version
    assert any(note in n for n in info.notes), info.notes


def test_cudnn_h_without_defines_is_listed_with_a_note(tmp_path):
    info = probe_cudnn(make_host(tmp_path, {"usr/include/cudnn.h": "int x;\n"}))
    (header,) = info.headers
    assert header.version is None and header.note
    assert info.version is None


def test_libs_argument_is_used(tmp_path):
    host = make_host(tmp_path, fx.system_cuda_12_3_cudnn_8_9())
    scan = find_libraries(host, sites=())
    info = probe_cudnn(host, libs=scan)
    assert info.libraries == scan.of("libcudnn")
    assert info.to_dict()["version"] == {
        "value": "8.9.7",
        "source": "/usr/lib/x86_64-linux-gnu/libcudnn.so.8 (system-dir)",
    }


def test_real_alternatives_symlink_header(tmp_path):
    # the committed "file" is the symlink's target text (fixtures-real/cudnn-header/ubuntu-*)
    target = fx.real_file("cudnn-header/ubuntu-deb-usr-include-cudnn.h-*").read_text().strip()
    files = {f"usr/include/cudnn.h@{target}": ""}
    assert probe_cudnn(make_host(tmp_path, files)).headers == ()
    files2 = {
        f"{target.lstrip('/')}@/usr/include/x86_64-linux-gnu/cudnn_v9.h": "",
        "usr/include/x86_64-linux-gnu/cudnn_v9.h": "#include <cudnn_version.h>\n",
        "usr/include/x86_64-linux-gnu/cudnn_version_v9.h": fx.cudnn_version_h(9, 6, 0),
        "usr/include/cudnn_version.h@/usr/include/x86_64-linux-gnu/cudnn_version_v9.h": "",
    }
    info = probe_cudnn(make_host(tmp_path / "ok", files | files2))
    assert [(h.path, h.version) for h in info.headers] == [
        ("/usr/include/cudnn_version.h", "9.6.0")
    ]


# -- replays of the real pip wheel listings -----------------------------------------------
@pytest.mark.parametrize("path", fx.real_params("wheel-layouts/nvidia-cudnn-*.txt"))
def test_replay_cudnn_wheel(tmp_path, path: Path):
    files, name, version = fx.wheel_tree(path.read_text(), fx.SITE)
    host = make_host(tmp_path, files, python_sites=[fx.SITE])
    info = probe_cudnn(host)
    assert [(p.name, p.version) for p in info.pip] == [(name, version)]
    assert info.version.raw == pip_cudnn_version(version)
    # the main library of every cuDNN wheel lives in nvidia/cudnn/lib (cu13 too)
    main = [lib for lib in info.libraries if lib.name == "libcudnn"]
    assert [lib.path.split("site-packages/")[1] for lib in main] == [
        f"nvidia/cudnn/lib/libcudnn.so.{version.split('.')[0]}"
    ]


@pytest.mark.parametrize("path", fx.real_params("wheel-layouts/nvidia-cuda-runtime*.txt"))
def test_replay_cuda_runtime_wheel(tmp_path, path: Path):
    from tfdoctor.probes.cuda import probe_cuda

    files, name, version = fx.wheel_tree(path.read_text(), fx.SITE)
    info = probe_cuda(make_host(tmp_path, files, python_sites=[fx.SITE]))
    assert [(p.name, p.version) for p in info.pip_packages] == [(name, version)]
    assert info.runtime_version.raw == version
    lib = info.libraries.pick("libcudart", origins=("pip",))
    # CUDA 11/12 wheels: nvidia/cuda_runtime/lib; CUDA 13: nvidia/cu13/lib
    expected = "nvidia/cu13/lib/" if version.startswith("13.") else "nvidia/cuda_runtime/lib/"
    assert expected in lib.path
