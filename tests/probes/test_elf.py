"""probes/elf.py and the libraries TensorFlow's own RUNPATH makes it load.

The case that made them: on a real H200 machine (docs/gpu-verify.md) `ldconfig -p` listed
a system cuDNN 9.14 and tfdoctor reported it, while a program built the way TensorFlow's
wheel is (PyTorch 2.11, a RUNPATH into site-packages/nvidia/*/lib) mapped the pip wheel's
cuDNN 9.19 (tests/data/gpu-h200/torch-loaded-libraries.txt). glibc searches
LD_LIBRARY_PATH, then the caller's RUNPATH, then the ld.so cache.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.support import machines as M
from tests.support.elf import REAL_TF_221_RUNPATH, shared_object
from tests.support.helpers import FakeRunner, make_host, ran
from tfdoctor.model import Severity
from tfdoctor.probes.cuda import probe_cuda
from tfdoctor.probes.cudnn import probe_cudnn
from tfdoctor.probes.elf import runpath

H200 = Path(__file__).resolve().parents[1] / "data" / "gpu-h200"
TF_RUNPATH = REAL_TF_221_RUNPATH.read_text().strip()
#: the 2.21.0 wheel's own build_info.py: cuDNN 9, CUDA 12.5.1 (the names its dlopen asks for)
REAL_TF_221_BUILD_INFO = (
    REAL_TF_221_RUNPATH.parent / "python" / "platform" / "build_info.py"
).read_text()


# -- the reader ------------------------------------------------------------------------------
@pytest.mark.parametrize("wide", [True, False], ids=["elf64", "elf32"])
@pytest.mark.parametrize("little", [True, False], ids=["little-endian", "big-endian"])
def test_reads_runpath_and_expands_origin(tmp_path, wide, little):
    so = tmp_path / "pkg" / "lib.so"
    so.parent.mkdir()
    so.write_bytes(shared_object("$ORIGIN/../nvidia/cudnn/lib:/opt/x:${ORIGIN}", wide=wide,
                                 little=little))
    base = os.path.realpath(so.parent)
    assert runpath(so) == (
        os.path.normpath(f"{base}/../nvidia/cudnn/lib"), "/opt/x", base
    )


def test_runpath_outranks_rpath_and_rpath_alone_is_read(tmp_path):
    (tmp_path / "both.so").write_bytes(shared_object("/runpath", rpath="/rpath"))
    (tmp_path / "old.so").write_bytes(shared_object(None, rpath="/rpath"))
    (tmp_path / "none.so").write_bytes(shared_object(None))
    assert runpath(tmp_path / "both.so") == ("/runpath",)  # ld.so ignores RPATH then
    assert runpath(tmp_path / "old.so") == ("/rpath",)
    assert runpath(tmp_path / "none.so") is None


@pytest.mark.parametrize(
    "data",
    [
        pytest.param(b"", id="empty"),
        pytest.param(b"ELF", id="text"),
        pytest.param(b"\x7fELF\x02\x01\x01" + b"\0" * 9, id="header-only"),
        pytest.param(shared_object("/x")[:80], id="truncated"),
        pytest.param(shared_object("/x")[:40] + b"\xff" * 8 + shared_object("/x")[48:],
                     id="section-table-far-beyond-the-end"),
    ],
)  # fmt: skip
def test_what_is_not_a_readable_elf_gives_none(tmp_path, data):
    (tmp_path / "bad.so").write_bytes(data)
    assert runpath(tmp_path / "bad.so") is None
    assert runpath(tmp_path / "absent.so") is None


def test_the_real_tensorflow_wheel_carries_the_wheel_folders():
    """The recorded RUNPATH (tests/data/wheels/SOURCES.md) is the one the installed 2.21.0
    carries, where this environment has it (CI installs it)."""
    assert "$ORIGIN/../nvidia/cudnn/lib" in TF_RUNPATH.split(":")
    assert "$ORIGIN/../nvidia/cuda_runtime/lib" in TF_RUNPATH.split(":")
    try:
        from importlib.metadata import distribution

        dist = distribution("tensorflow")
    except Exception:
        pytest.skip("tensorflow is not installed in this interpreter")
    so = Path(dist.locate_file("tensorflow/libtensorflow_framework.so.2"))
    if dist.version != "2.21.0" or not so.is_file():
        pytest.skip(f"tensorflow {dist.version} here, not the 2.21.0 Linux wheel")
    site = os.path.realpath(so.parent.parent)
    assert f"{site}/nvidia/cudnn/lib" in runpath(so)


# -- the real H200 machine, replayed ---------------------------------------------------------
SITE = "opt/torch/.venv/lib/python3.12/site-packages"  # as on the machine


def h200(tmp_path: Path, *, tf: bytes | None, env: dict[str, str] | None = None):
    files: dict[str, str | bytes] = {
        # the system cuDNN `check` reported there (its header evidence: 9.14.0)
        "lib/x86_64-linux-gnu/libcudnn.so.9.14.0": "",
        "usr/include/x86_64-linux-gnu/cudnn_version.h": M.cudnn_header("9.14.0"),
        f"{SITE}/nvidia/cudnn/include/cudnn_version.h":
            (H200 / "nvidia-cudnn-cu13-cudnn_version.h").read_text(),
        **M.dist("nvidia-cudnn-cu13", "9.19.0.56", SITE),
        **M.dist("nvidia-cuda-runtime", "13.0.96", SITE),
    }  # fmt: skip
    for rel in (H200 / "site-packages-nvidia-lib-layout.txt").read_text().split():
        files[f"{SITE}/{rel}"] = ""
    if tf is not None:
        files[f"{SITE}/tensorflow/libtensorflow_framework.so.2"] = tf
        files[f"{SITE}/tensorflow/python/platform/build_info.py"] = REAL_TF_221_BUILD_INFO
        files.update(M.dist("tensorflow", "2.21.0", SITE))
    runner = FakeRunner({"ldconfig": ran((H200 / "ldconfig-p.txt").read_text())})
    host = make_host(tmp_path, files, env=env, runner=runner, python_sites=[SITE])
    (tmp_path / "lib/x86_64-linux-gnu/libcudnn.so.9").symlink_to("libcudnn.so.9.14.0")
    return host


def _loaded_by_the_gpu_program(name: str) -> str:
    loaded = (H200 / "torch-loaded-libraries.txt").read_text().split()
    return next(p for p in loaded if Path(p).name == name)


def test_h200_without_tensorflow_says_what_the_loader_cache_lists(tmp_path):
    info = probe_cudnn(h200(tmp_path, tf=None))
    assert info.version.raw == "9.14.0"  # what tfdoctor said there (docs/gpu-verify.md)
    assert info.version.source == "/lib/x86_64-linux-gnu/libcudnn.so.9 (ldconfig)"


def test_h200_with_tensorflow_says_the_wheel_its_runpath_loads(tmp_path):
    info = probe_cudnn(h200(tmp_path, tf=shared_object(TF_RUNPATH)))
    assert info.version.raw == "9.19.0"
    assert "on TensorFlow's RUNPATH" in info.version.source
    lib_path = info.version.source.split("; ")[1].split(" (")[0]
    truth = _loaded_by_the_gpu_program("libcudnn.so.9")
    assert lib_path == "/" + truth.lstrip("/")  # the file the real GPU program mapped


def test_ld_library_path_comes_before_the_runpath(tmp_path):
    host = h200(tmp_path, tf=shared_object(TF_RUNPATH),
                env={"LD_LIBRARY_PATH": "/lib/x86_64-linux-gnu"})
    info = probe_cudnn(host)
    assert info.version.raw == "9.14.0" and "RUNPATH" not in info.version.source


@pytest.mark.parametrize(
    "tf",
    [
        pytest.param(shared_object("$ORIGIN:$ORIGIN/.."), id="runpath-without-the-wheels"),
        pytest.param(shared_object(None), id="no-runpath"),
        pytest.param(b"ELF", id="not-elf"),
    ],
)
def test_a_tensorflow_whose_runpath_names_no_wheel_falls_back(tmp_path, tf):
    info = probe_cudnn(h200(tmp_path, tf=tf))
    assert info.version.raw == "9.14.0" and "RUNPATH" not in info.version.source


def test_cuda_runtime_through_the_runpath(tmp_path):
    files = {
        **M.pip_cuda12("12.5.82", "9.3.0.75"),
        "usr/local/cuda-12.1/lib64/libcudart.so.12.1.105": "",
        f"{M.SITE}/tensorflow/libtensorflow_framework.so.2": shared_object(TF_RUNPATH),
        f"{M.SITE}/tensorflow/python/platform/build_info.py": REAL_TF_221_BUILD_INFO,
    }
    runner = FakeRunner({"ldconfig": ran(
        "\tlibcudart.so.12 (libc6,x86-64) => /usr/local/cuda-12.1/lib64/libcudart.so.12\n"
    )})
    host = make_host(tmp_path, files, runner=runner, python_sites=[M.SITE])
    (tmp_path / "usr/local/cuda-12.1/lib64/libcudart.so.12").symlink_to("libcudart.so.12.1.105")
    rt = probe_cuda(host).runtime_version
    assert rt.raw == "12.5.82" and "on TensorFlow's RUNPATH" in rt.source


# -- the judge: a wheel cuDNN that is new enough is not a mismatch -------------------------
def test_and_cuda_wheel_beside_an_older_system_cudnn(tmp_path):
    from tests.commands.test_check_gpu_intent import TF218, run

    files = {
        **TF218,
        **M.pip_cuda12("12.5.82", "9.3.0.75"),
        "usr/lib/x86_64-linux-gnu/libcudnn.so.9.1.0": "",
        "usr/include/x86_64-linux-gnu/cudnn_version.h": M.cudnn_header("9.1.0"),
    }
    ldconfig = {"ldconfig": ran(
        "\tlibcudnn.so.9 (libc6,x86-64) => /usr/lib/x86_64-linux-gnu/libcudnn.so.9\n"
    )}

    def judged(with_runpath: bool) -> list[str]:
        root = tmp_path / str(with_runpath)
        extra = {f"{M.SITE}/tensorflow/libtensorflow_framework.so.2": shared_object(TF_RUNPATH)}
        host = M.machine(root, {**files, **(extra if with_runpath else {})},
                         extra_runner=ldconfig)
        (root / "usr/lib/x86_64-linux-gnu/libcudnn.so.9").symlink_to("libcudnn.so.9.1.0")
        report = run(host, driver="560.35.03", gpu="A100")
        return sorted(f.id for f in report.findings if f.severity is Severity.ERROR)

    assert "cudnn-version-mismatch" not in judged(True)  # TF loads the wheel's 9.3.0
    assert "cudnn-version-mismatch" in judged(False)  # nothing says it would: 9.1.0 judged


# -- the review of the thirteenth session (tests/data/review/s13-review-a.md) ---------------
def _h200_plus(tmp_path: Path, extra: dict[str, str | bytes], env: dict[str, str] | None = None):
    host = h200(tmp_path, tf=shared_object(TF_RUNPATH), env=env)
    from tests.support.helpers import write_tree

    write_tree(tmp_path, extra)
    return host


def test_a_folder_without_the_exact_name_is_passed_over(tmp_path):
    """glibc looks for libcudnn.so.9 (TF 2.21's build): an LD_LIBRARY_PATH folder holding only
    libcudnn.so.8 is passed over, and the wheel's .so.9 on the RUNPATH is what loads."""
    host = _h200_plus(tmp_path, {"opt/cuda11/lib64/libcudnn.so.8": ""},
                      env={"LD_LIBRARY_PATH": "/opt/cuda11/lib64"})
    info = probe_cudnn(host)
    assert info.version.raw == "9.19.0" and "on TensorFlow's RUNPATH" in info.version.source


def test_a_symlinked_framework_takes_origin_from_the_links_folder(tmp_path):
    """$ORIGIN is the folder of the name opened, not the symlink target's (glibc)."""
    elsewhere = tmp_path / "build" / "lib"
    elsewhere.mkdir(parents=True)
    (elsewhere / "libtensorflow_framework.so.2").write_bytes(shared_object(TF_RUNPATH))
    host = h200(tmp_path / "root", tf=None)
    site = tmp_path / "root" / SITE / "tensorflow"
    site.mkdir(parents=True, exist_ok=True)
    (site / "libtensorflow_framework.so.2").symlink_to(elsewhere / "libtensorflow_framework.so.2")
    (site / "python" / "platform").mkdir(parents=True)
    (site / "python" / "platform" / "build_info.py").write_text(REAL_TF_221_BUILD_INFO)
    info = probe_cudnn(host)
    assert info.version.raw == "9.19.0" and "RUNPATH" in info.version.source


def test_rpath_comes_before_ld_library_path(tmp_path):
    """DT_RPATH (no DT_RUNPATH) is searched before LD_LIBRARY_PATH (ld.so(8))."""
    tf = shared_object(None, rpath=TF_RUNPATH)
    host = h200(tmp_path, tf=tf, env={"LD_LIBRARY_PATH": "/lib/x86_64-linux-gnu"})
    info = probe_cudnn(host)
    assert info.version.raw == "9.19.0" and "TensorFlow's RPATH" in info.version.source


def test_an_unreadable_site_folder_is_no_crash(tmp_path):
    host = h200(tmp_path, tf=shared_object(TF_RUNPATH))
    folder = tmp_path / SITE / "tensorflow"
    folder.chmod(0)
    try:
        info = probe_cudnn(host)  # root reads it anyway; another user gets the ldconfig pick
        assert info.version.raw in ("9.19.0", "9.14.0")
    finally:
        folder.chmod(0o755)


def test_a_huge_string_table_still_gives_the_runpath(tmp_path):
    """TF 2.21's .dynstr is 15.5 MB: no cap on its size, only on what is read."""
    so = tmp_path / "big.so"
    so.write_bytes(shared_object("$ORIGIN/x", pad=17 << 20))  # 17 MiB of other strings first
    assert runpath(so) == (os.path.normpath(f"{os.path.realpath(tmp_path)}/x"),)


def test_an_absolute_runpath_folder_is_read_inside_the_image(tmp_path):
    """check --root: a RUNPATH of /opt/cudnn/lib names the image's folder, never this
    machine's (a probe reads only its root)."""
    host = h200(tmp_path, tf=shared_object("/opt/cudnn/lib"))
    from tests.support.helpers import write_tree

    write_tree(tmp_path, {"opt/cudnn/lib/libcudnn.so.9": ""})
    from tfdoctor.probes.libraries import find_libraries
    from tfdoctor.probes.tf_loader import runpath_pick

    scan = find_libraries(host)
    lib, how = runpath_pick(host, scan, "libcudnn")
    # the image's folder is the one looked in (this machine has no /opt/cudnn), and its file
    # is the one that loads though no loader path lists it
    assert not os.path.exists("/opt/cudnn/lib/libcudnn.so.9")
    assert (lib.path, lib.version, lib.origin) == ("/opt/cudnn/lib/libcudnn.so.9", "9", "runpath")
    assert "TensorFlow's RUNPATH" in how
