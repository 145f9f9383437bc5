"""Broken files in a root filesystem, read through the real CLI's `--root` door.

Each case is a fixture machine (tests/support/machines.py, formats of ../shared/fixtures-real/)
with one thing broken: malformed or empty files, a folder where a file belongs, broken
symlinks, an unknown /proc format, TensorFlow missing or doubled, NumPy 2 under TF 2.15,
an unreadable file.
"""

from __future__ import annotations

import ctypes
import os
from pathlib import Path

import pytest

from tests.faults.support import tfdoctor
from tests.support import machines as M
from tests.support.helpers import write_tree

LIMIT = 15.0
S = M.SITE
GPU = {"proc/driver/nvidia/gpus/0000:01:00.0/information": "Model: NVIDIA A100-SXM4-40GB\n"}
#: A healthy GPU box as --root sees it: TF 2.18 + the [and-cuda] wheels + a loaded driver.
GOOD = {
    **M.tensorflow("2.18.0", "12.5.1", "9"),
    **M.pip_cuda12(),
    **M.proc_version("550.144.03"),
    **GPU,
}
BUILD_INFO = f"{S}/tensorflow/python/platform/build_info.py"
CUDA = "usr/local/cuda-12.5"


def without(files: dict[str, str], *needles: str) -> dict[str, str]:
    return {k: v for k, v in files.items() if not any(n in k for n in needles)}


NO_WHEELS = without(GOOD, f"{S}/nvidia", "nvidia_cu")

CASES = [
    pytest.param({**GOOD, f"{CUDA}/version.json": '{"cuda": {"name": "CUDA SDK", "version": "12.5', f"{CUDA}/bin/": ""},
                 "cuda-toolkit-unreadable", 0, id="version-json-malformed"),
    pytest.param({**GOOD, f"{CUDA}/version.json": "", f"{CUDA}/lib64/": ""},
                 "cuda-toolkit-unreadable", 0, id="version-json-empty"),
    pytest.param({**GOOD, f"{CUDA}/version.json/": ""},
                 "cuda-toolkit-unreadable", 0, id="version-json-is-a-folder"),
    pytest.param({**without(GOOD, "build_info.py"), f"{BUILD_INFO}/": ""},
                 "tensorflow-install-broken", 0, id="build-info-is-a-folder"),
    pytest.param(without(GOOD, "build_info.py"),
                 "tensorflow-install-broken", 0, id="build-info-missing"),
    pytest.param({**GOOD, BUILD_INFO: "build_info = collections.OrderedDict([('cuda_version', '12.5.1'"},
                 "tensorflow-install-broken", 0, id="build-info-unparsable"),
    pytest.param({**GOOD, BUILD_INFO: b"build_info = {'cuda_version': '\xff\xfe'}\n"},
                 "tensorflow-install-broken", 0, id="build-info-non-utf8"),
    pytest.param({**GOOD, "proc/driver/nvidia/version": "NVIDIA kernel module, format from the future\n"},
                 "nvidia-smi-failed", 0, id="proc-driver-version-unknown-format"),
    pytest.param({**without(GOOD, "cudnn"), "usr/include/cudnn_version.h": "/* no defines */\n"},
                 "cudnn-missing", 1, id="cudnn-header-without-defines-and-no-library"),
    pytest.param({**NO_WHEELS, **M.dist("nvidia-cuda-runtime-cu12", "12.5.82"),
                  f"{S}/nvidia/cuda_runtime/lib/libcudart.so.12@/nonexistent/libcudart.so.12.5.82": "",
                  f"{CUDA}/lib64/libcudart.so.12@libcudart.so.12.5.82": "",
                  f"{CUDA}/version.json": '{"cuda": {"name": "CUDA SDK", "version": "12.5.1"}}'},
                 "cuda-libs-missing", 1, id="broken-symlinks-in-lib-dirs"),
    pytest.param({f"{S}/": ""}, "tensorflow-not-installed", 1, id="tensorflow-not-installed"),
    pytest.param({**GOOD, **M.dist("tensorflow-cpu", "2.18.0")},
                 "multiple-tensorflow-installs", 1, id="two-tensorflow-distributions"),
    pytest.param(M.tensorflow("2.15.0", "12.2", "8", numpy="2.0.2", keras="2.15.0"),
                 "numpy-abi-mismatch", 1, id="numpy2-with-tf215"),
]  # fmt: skip


def check_root(root: Path, *extra: str):
    return tfdoctor("check", "--json", "--root", str(root), "--python-site", str(root / S), *extra)


@pytest.mark.parametrize(("files", "fid", "code"), CASES)
def test_broken_file(tmp_path, files, fid, code):
    root = write_tree(tmp_path / "root", {**M.OS_RELEASE, **M.CPUINFO, **files})
    run = check_root(root)
    run.assert_clean(LIMIT)
    run.finding(fid)
    assert run.returncode == code, run.ids


def test_cudnn_header_without_defines_beside_a_library(tmp_path):
    """Only the SONAME says the version (libcudnn.so.9): a major, no minor. That is no
    mismatch with TF's cuDNN 9.3 (it was one, a false error, before this suite)."""
    files = {
        **without(GOOD, "cudnn"),
        "usr/include/cudnn_version.h": "/* cuDNN */\n#define CUDNN_MAJOR 9\n",
        "usr/lib/x86_64-linux-gnu/libcudnn.so.9": "ELF",
    }
    root = write_tree(tmp_path / "root", {**M.OS_RELEASE, **M.CPUINFO, **files})
    run = check_root(root)
    run.assert_clean(LIMIT)
    assert "cudnn-version-mismatch" not in run.ids
    assert run.report["components"]["cudnn"]["version"] == "9"
    assert run.returncode == 0, run.ids


# -- unreadable files --------------------------------------------------------------------
def _drop_file_permission_override() -> None:
    """Run the child without root's power to read any file (CAP_DAC_OVERRIDE = 1,
    CAP_DAC_READ_SEARCH = 2 dropped from the bounding set with prctl(PR_CAPBSET_DROP=24)
    before exec), so chmod 000 really blocks it."""
    libc = ctypes.CDLL(None, use_errno=True)
    for cap in (1, 2):
        if libc.prctl(24, cap, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP)")


def _unreadable_runner():
    if os.geteuid() != 0:
        return None
    try:  # can this process drop capabilities (CAP_SETPCAP)? Try in a throwaway child.
        import subprocess
        import sys

        subprocess.run(
            [sys.executable, "-c", "pass"],
            preexec_fn=_drop_file_permission_override,
            check=True,
            timeout=30,
        )
    except (subprocess.SubprocessError, OSError):
        pytest.skip("running as root without CAP_SETPCAP: chmod 000 cannot block a read")
    return _drop_file_permission_override


@pytest.mark.parametrize(
    ("rel", "fid"),
    [
        pytest.param(f"{CUDA}/version.json", "cuda-toolkit-unreadable", id="unreadable-version-json"),
        pytest.param(BUILD_INFO, "tensorflow-install-broken", id="unreadable-build-info"),
    ],
)  # fmt: skip
def test_unreadable_file(tmp_path, rel, fid):
    preexec = _unreadable_runner()
    files = {**M.OS_RELEASE, **M.CPUINFO, **GOOD}
    files.setdefault(f"{CUDA}/version.json", '{"cuda": {"name": "CUDA SDK", "version": "12.5.1"}}')
    root = write_tree(tmp_path / "root", files)
    (root / rel).chmod(0)
    run = tfdoctor(
        "check", "--json", "--root", str(root), "--python-site", str(root / S), preexec=preexec
    )
    run.assert_clean(LIMIT)
    run.finding(fid)
    assert run.returncode == 0, run.ids
