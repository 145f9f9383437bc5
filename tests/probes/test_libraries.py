"""libs: CUDA-family libraries and what the dynamic loader sees."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.support import cuda_fixtures as fx
from tests.support.helpers import FakeRunner, make_host, ran
from tfdoctor.probes.host import Host, resolve
from tfdoctor.probes.libraries import find_libraries, parse_ldconfig
from tfdoctor.probes.library_names import family_of


def by_path(scan):
    return {lib.path: lib for lib in scan.libraries}


@pytest.mark.parametrize(
    ("filename", "expected"),
    [
        pytest.param("libcudart.so.12.5.82", ("libcudart", "12.5.82"), id="cudart-full"),
        pytest.param("libcudnn.so.9.3.0", ("libcudnn", "9.3.0"), id="cudnn-full"),
        pytest.param("libcudart.so.11.0", ("libcudart", "11.0"), id="cudart-11-soname"),
        pytest.param("libcudnn_ops_infer.so.8", ("libcudnn_ops_infer", "8"), id="cudnn-split"),
        pytest.param("libcublasLt.so.12", ("libcublasLt", "12"), id="cublaslt"),
        pytest.param("libnvJitLink.so", ("libnvJitLink", None), id="dev-symlink"),
        pytest.param("libcuda.so.1.1", ("libcuda", "1.1"), id="wsl-libcuda"),
        pytest.param("libnvrtc-builtins.so.12.1", None, id="not-a-family"),
        pytest.param("libcudart_static.a", None, id="static-archive"),
        pytest.param("libcudadevrt.a", None, id="devrt"),
        pytest.param("libz.so.1", None, id="unrelated"),
        # Windows DLL names from fixtures-real/tf-logs/tf2.4-windows-dll-names-*
        pytest.param("cudart64_110.dll", ("libcudart", "11.0"), id="dll-cudart-110"),
        pytest.param("cudart64_101.dll", ("libcudart", "10.1"), id="dll-cudart-101"),
        pytest.param("cudnn64_8.dll", ("libcudnn", "8"), id="dll-cudnn"),
        pytest.param("cublasLt64_11.dll", ("libcublasLt", "11"), id="dll-cublaslt"),
        pytest.param("nvcuda.dll", ("libcuda", None), id="dll-driver"),
    ],
)
def test_family_of(filename, expected):
    assert family_of(filename) == expected


SYSTEM_LDCONFIG = fx.ldconfig_p(
    [
        ("libcudnn.so.8", "/usr/lib/x86_64-linux-gnu/libcudnn.so.8"),
        ("libcudnn_ops_infer.so.8", "/usr/lib/x86_64-linux-gnu/libcudnn_ops_infer.so.8"),
        ("libcuda.so.1", "/usr/lib/x86_64-linux-gnu/libcuda.so.1"),
        ("libz.so.1", "/lib/x86_64-linux-gnu/libz.so.1"),
    ]
)
TOOLKIT_LDCONFIG = SYSTEM_LDCONFIG + "".join(
    f"\t{n} (libc6,x86-64) => /usr/local/cuda-12.3/targets/x86_64-linux/lib/{n}\n"
    for n in ("libcudart.so.12", "libcublas.so.12")
)
CUDART = "/usr/local/cuda-12.3/targets/x86_64-linux/lib/libcudart.so.12"


@pytest.mark.parametrize(
    ("env", "ldconfig", "origin", "on_path"),
    [
        pytest.param({}, SYSTEM_LDCONFIG, "toolkit", False, id="toolkit-not-on-loader-path"),
        pytest.param(
            {"LD_LIBRARY_PATH": "/usr/local/cuda/lib64"},
            SYSTEM_LDCONFIG,
            "ld-library-path",
            True,
            id="ld-library-path",
        ),
        pytest.param({}, TOOLKIT_LDCONFIG, "ldconfig", True, id="in-ld-cache"),
    ],
)
def test_system_toolkit_loader_path(tmp_path, env, ldconfig, origin, on_path):
    runner = FakeRunner({"ldconfig": ran(ldconfig)})
    host = make_host(tmp_path, fx.system_cuda_12_3_cudnn_8_9(), env=env, runner=runner)
    scan = find_libraries(host, sites=())
    libs = by_path(scan)
    cudart = libs[CUDART]
    assert (cudart.origin, cudart.on_loader_path) == (origin, on_path)
    assert cudart.version == "12.3.101"  # the symlink's target names the full version
    # /usr/local/cuda, lib64 and targets/x86_64-linux/lib are one folder: one entry each
    assert sum(lib.soname == "libcudart.so.12" for lib in scan.libraries) == 1
    cudnn = libs["/usr/lib/x86_64-linux-gnu/libcudnn.so.8"]
    assert (cudnn.origin, cudnn.on_loader_path, cudnn.version) == ("ldconfig", True, "8.9.7")
    # the deb's alternatives symlink resolves inside the root
    assert libs["/usr/lib/x86_64-linux-gnu/libcudnn.so"].version == "8.9.7"
    assert scan.pick("libcudnn").version == "8.9.7"
    assert scan.ldconfig_read
    assert all("libz" not in lib.name for lib in scan.libraries)


def test_ldconfig_missing_falls_back_to_sbin_then_ld_so_conf(tmp_path):
    runner = FakeRunner()  # every command: not-found
    files = fx.system_cuda_12_3_cudnn_8_9() | {
        "etc/ld.so.conf": "include /etc/ld.so.conf.d/*.conf\n",
        "etc/ld.so.conf.d/cuda.conf": "# CUDA\n/usr/local/cuda-12.3/targets/x86_64-linux/lib\n",
    }
    host = make_host(tmp_path, files, runner=runner)
    scan = find_libraries(host, sites=())
    assert [c[0] for c in runner.calls] == ["ldconfig", "/sbin/ldconfig"]
    assert any("ldconfig -p did not run (not-found)" in n for n in scan.notes)
    assert not scan.ldconfig_read
    cudart = by_path(scan)[CUDART]
    assert (cudart.origin, cudart.on_loader_path) == ("ldconfig", True)


def test_image_host_runs_no_command(tmp_path):
    image = Host.image(make_host(tmp_path, fx.system_cuda_12_3_cudnn_8_9()).root)
    scan = find_libraries(image, sites=())
    assert by_path(scan)["/usr/lib/x86_64-linux-gnu/libcudnn.so.8"].origin == "system-dir"
    assert scan.notes == ()  # no ldconfig attempt on a --root image


def test_pip_wheels_are_found_but_not_on_loader_path(tmp_path):
    host = make_host(tmp_path, fx.pip_and_cuda_tf218(), python_sites=[fx.SITE])
    scan = find_libraries(host, sites=[tmp_path / fx.SITE])
    pip = [lib for lib in scan.libraries if lib.origin == "pip"]
    assert {lib.soname for lib in pip} == {
        "libcudart.so.12",
        "libcudnn.so.9",
        "libcudnn_ops.so.9",
        "libcublas.so.12",
        "libcublasLt.so.12",
    }
    assert not any(lib.on_loader_path for lib in pip)
    assert scan.pick("libcudart") is None
    assert scan.pick("libcudart", origins=("pip",)).path.endswith(
        "nvidia/cuda_runtime/lib/libcudart.so.12"
    )


def test_conda_env_lib(tmp_path):
    env = {"CONDA_PREFIX": "/" + fx.CONDA}
    host = make_host(tmp_path, fx.conda_cudatoolkit_11_8_cudnn_8_6(), env=env)
    scan = find_libraries(host, sites=())
    conda = {lib.soname: lib for lib in scan.libraries if lib.origin == "conda"}
    assert conda["libcudart.so.11.0"].version == "11.8.89"
    assert conda["libcudnn.so.8"].version == "8.6.0"
    assert not conda["libcudart.so.11.0"].on_loader_path


def test_cuda_13_dist_info_toolkit_lib_is_one_folder(tmp_path):
    host = make_host(tmp_path, fx.cuda_13_dist_info_toolkit())
    scan = find_libraries(host, sites=())
    cudart = [lib for lib in scan.libraries if lib.name == "libcudart"]
    # lib64 -> lib and targets/x86_64-linux/lib -> ../../lib: found once per name
    assert sorted(lib.soname for lib in cudart) == ["libcudart.so", "libcudart.so.13"]
    assert {lib.path for lib in cudart} == {
        "/usr/local/cuda-13.0/lib/libcudart.so",
        "/usr/local/cuda-13.0/lib/libcudart.so.13",
    }
    assert scan.of("libcuda") == ()  # no driver


def test_wsl2_usr_lib_wsl_lib(tmp_path):
    # fixtures-real/lib-listings/wsl2-ldconfig-grep-libcuda-and-ls-usr-lib-wsl-lib-libcuda-wsl8587
    files = {f"usr/lib/wsl/lib/{n}": "" for n in ("libcuda.so", "libcuda.so.1", "libcuda.so.1.1")}
    runner = FakeRunner(
        {"ldconfig": ran(fx.ldconfig_p([("libcuda.so.1", "/usr/lib/wsl/lib/libcuda.so.1")]))}
    )
    host = make_host(tmp_path, files, runner=runner)
    libs = by_path(find_libraries(host, sites=()))
    assert libs["/usr/lib/wsl/lib/libcuda.so.1"].origin == "ldconfig"
    assert libs["/usr/lib/wsl/lib/libcuda.so.1.1"].origin == "system-dir"
    assert libs["/usr/lib/wsl/lib/libcuda.so.1.1"].version == "1.1"
    assert all(lib.on_loader_path for lib in libs.values())


def test_stale_ld_cache_entry_is_kept(tmp_path):
    # the cache names a file that is not there: the entry is reported from the cache
    cache = [("libcudart.so.11.0", "/usr/local/cuda-11.8/lib64/libcudart.so.11.0")]
    runner = FakeRunner({"ldconfig": ran(fx.ldconfig_p(cache))})
    host = make_host(tmp_path, {}, runner=runner)
    scan = find_libraries(host, sites=())
    assert [(lib.soname, lib.version, lib.origin) for lib in scan.libraries] == [
        ("libcudart.so.11.0", "11.0", "ldconfig")
    ]


@pytest.mark.parametrize(
    ("files", "env", "note"),
    [
        pytest.param(
            {"usr/lib/x86_64-linux-gnu/libcudnn.so.9@libcudnn.so.9.1.0": ""},
            {},
            "libcudnn.so.9: a broken symlink",
            id="broken-lib-symlink",
        ),
        pytest.param(
            {"opt/notadir": "x"},
            {"LD_LIBRARY_PATH": "/opt/notadir:/missing"},
            "/opt/notadir: not a folder",
            id="file-where-folder-expected",
        ),
        pytest.param(
            {},
            {"LD_LIBRARY_PATH": "/usr/local/cuda-11.2/lib64::"},
            "/usr/local/cuda-11.2/lib64: missing or a broken symlink",
            id="ld-library-path-entry-missing",
        ),
        pytest.param(
            {"usr/local/cuda@/usr/local/cuda-12.9": ""},
            {"LD_LIBRARY_PATH": "/usr/local/cuda/lib64"},
            "/usr/local/cuda/lib64: missing or a broken symlink",
            id="dangling-toolkit-symlink",
        ),
    ],
)
def test_bad_entries_are_skipped_with_a_note(tmp_path, files, env, note):
    host = make_host(tmp_path, files, env=env)
    scan = find_libraries(host, sites=())
    assert scan.libraries == ()
    assert any(note in n for n in scan.notes), scan.notes


def test_windows_path_dlls(tmp_path):
    cuda_bin = "Program Files/NVIDIA GPU Computing Toolkit/CUDA/v11.2/bin"
    files = {
        f"{cuda_bin}/cudart64_110.dll": "",
        f"{cuda_bin}/cublasLt64_11.dll": "",
        "tools/cudnn/bin/cudnn64_8.dll": "",
        "Windows/System32/nvcuda.dll": "",
    }
    # PATH folders are read under the host's root, like any absolute path
    env = {"PATH": f"/{cuda_bin};/tools/cudnn/bin"}
    host = make_host(tmp_path, files, env=env, platform="win32")
    scan = find_libraries(host, sites=())
    got = {(lib.name, lib.version, lib.origin) for lib in scan.libraries}
    assert got == {
        ("libcudart", "11.0", "path"),
        ("libcublasLt", "11", "path"),
        ("libcudnn", "8", "path"),
        ("libcuda", None, "system-dir"),
    }


def test_resolve_stays_inside_the_root(tmp_path):
    host = make_host(
        tmp_path, {"usr/local/cuda@/usr/local/cuda-12.3": "", "usr/local/cuda-12.3/x": ""}
    )
    assert resolve(host, tmp_path / "usr/local/cuda/x") == tmp_path / "usr/local/cuda-12.3/x"
    loop = make_host(tmp_path / "l", {"a@b": "", "b@a": ""})
    assert resolve(loop, tmp_path / "l" / "a") is None


# -- replays of fixtures-real/lib-listings ------------------------------------------------
LDCONFIG_EXPECTED = {
    "docker-cudnn4-ldconfig-grep-cudnn-nvdocker53.txt": 1,
    "ldconfig-grep-cudart-cuda-11.8-gpustat164.txt": 1,
    "ldconfig-grep-libcudnn-cudnn9-deb-streamwhisper28.txt": 12,
    # libnvrtc-builtins, libnvjpeg, libnvblas, libnvToolsExt, libnpps are not TF's
    "wsl2-cuda-12.1-ldconfig-p-excerpt-singularity1549.txt": 4,
    # the `ls -la` lines after the ldconfig lines are not cache entries
    "wsl2-ldconfig-grep-libcuda-and-ls-usr-lib-wsl-lib-libcuda-wsl8587.txt": 3,
}


@pytest.mark.parametrize("path", fx.real_params("lib-listings/*ldconfig*"))
def test_parse_real_ldconfig_lines(path: Path):
    text = path.read_text(encoding="utf-8")
    entries = parse_ldconfig(text)
    assert len(entries) == LDCONFIG_EXPECTED[path.name]
    for name, target in entries:
        assert target.startswith("/") and Path(target).name.startswith(name.split(".so")[0])


def test_real_ldconfig_listing_through_the_probe(tmp_path):
    text = fx.real_file("lib-listings/ldconfig-grep-libcudnn-cudnn9-deb-*").read_text()
    runner = FakeRunner({"ldconfig": ran(text)})
    scan = find_libraries(make_host(tmp_path, {}, runner=runner), sites=())
    assert len(scan.of("libcudnn")) == 12
    assert all(lib.on_loader_path and lib.origin == "ldconfig" for lib in scan.libraries)


def _ls_l_tree(text: str) -> dict[str, str]:
    """Files and symlinks of an `ls -l` listing with absolute paths or bare names."""
    files: dict[str, str] = {}
    for line in text.splitlines():
        m = re.match(r"^[-l][rwx-]{9}\s.*?\s(?P<name>/?\S+)(?: -> (?P<target>\S+))?$", line)
        if not m:
            continue
        name = m.group("name")
        if m.group("target"):
            files[f"{name}@{m.group('target')}"] = ""
        else:
            files[name] = ""
    return files


def test_replay_ls_l_cudnn_9_6_alternatives(tmp_path):
    path = fx.real_file("lib-listings/ls-l-usr-lib-x86_64-linux-gnu-libcudnn-9.6.0-*")
    files = _ls_l_tree(path.read_text())
    host = make_host(tmp_path, files)
    scan = find_libraries(host, sites=())
    libs = by_path(scan)
    assert libs["/usr/lib/x86_64-linux-gnu/libcudnn.so.9"].version == "9.6.0"
    assert libs["/usr/lib/x86_64-linux-gnu/libcudnn.so.9.6.0"].version == "9.6.0"
    # /etc/alternatives/libcudnn_so is not in the listing: the dev symlink dangles
    assert "/usr/lib/x86_64-linux-gnu/libcudnn.so" not in libs
    assert any("libcudnn.so: a broken symlink" in n for n in scan.notes)


def test_replay_ls_l_wsl_lib(tmp_path):
    names = _ls_l_tree(fx.real_file("lib-listings/wsl2-ls-l-usr-lib-wsl-lib-*").read_text())
    host = make_host(tmp_path, {f"usr/lib/wsl/lib/{n}": "" for n in names})
    scan = find_libraries(host, sites=())
    assert sorted(lib.soname for lib in scan.of("libcuda")) == [
        "libcuda.so",
        "libcuda.so.1",
        "libcuda.so.1.1",
    ]
    assert len(scan.libraries) == 3  # libcudadebugger, libd3d12, libnvcuvid... are not TF's


@pytest.mark.parametrize("path", fx.real_params("lib-listings/pip-wheel-libcudart-paths-*"))
def test_replay_pip_wheel_libcudart_paths(tmp_path, path):
    lines = [ln for ln in path.read_text().splitlines() if ln.strip()]
    host = make_host(tmp_path, {ln: "" for ln in lines})
    sites = [tmp_path / ln.lstrip("/").split("/nvidia/")[0] for ln in lines]
    scan = find_libraries(host, sites=sites)
    assert {(lib.soname, lib.version, lib.origin) for lib in scan.libraries} == {
        ("libcudart.so.12", "12", "pip"),
        ("libcudart.so.11.0", "11.0", "pip"),
    }
