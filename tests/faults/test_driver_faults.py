"""A broken NVIDIA driver, for real: an `nvidia-smi` script first on PATH that fails the
way the real one does, and a `pynvml` on PYTHONPATH whose nvmlInit() fails.

`tfdoctor check --no-runtime` runs as a subprocess on this machine's root; only PATH and
PYTHONPATH differ. (On a machine that has a real NVIDIA driver, NVML answers first and
the nvidia-smi cases would not be reached: skip them there.)
"""

from __future__ import annotations

import _ctypes
import os
import shutil
import subprocess

import pytest

from tests.faults.support import fake_command, fake_package, tfdoctor
from tfdoctor.probes.driver.nvidia_smi import SMI_TIMEOUT

#: A --no-runtime check is ~0.3 s; this bounds it on a loaded 2-core box.
LIMIT = 15.0

COULDNT = (
    "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. "
    "Make sure that the latest NVIDIA driver is installed and running."
)
# fixtures-real/nvidia-smi/: the mismatch message, and the library version line
# nvidia-smi prints under it.
MISMATCH = (
    "Failed to initialize NVML: Driver/library version mismatch\nNVML library version: 535.183"
)

SMI_CASES = [
    pytest.param(f'echo "{COULDNT}"\nexit 9\n', "driver-not-loaded", 1, id="smi-couldnt-communicate"),
    pytest.param(f"printf '{MISMATCH}\\n'\nexit 18\n", "driver-library-mismatch", 1, id="smi-version-mismatch"),
    pytest.param("echo 'lorem ipsum, 1, 2, 3'\nexit 0\n", "nvidia-smi-failed", 0, id="smi-prints-garbage"),
    pytest.param("exit 0\n", "nvidia-smi-failed", 0, id="smi-prints-nothing"),
    pytest.param("printf '\\377\\376\\375 GPU 0: \\351t\\351\\n'\nexit 0\n", "nvidia-smi-failed", 0, id="smi-non-utf8-bytes"),
    pytest.param("kill -SEGV $$\n", "nvidia-smi-failed", 0, id="smi-killed-by-signal"),
    pytest.param("echo 'No devices were found' >&2\nexit 6\n", "no-gpu-device", 1, id="smi-no-devices"),
]  # fmt: skip


def _no_real_driver() -> None:
    try:
        import pynvml

        pynvml.nvmlInit()
    except Exception:
        return
    pytest.skip("this machine has a working NVML: a fake nvidia-smi is never asked")


@pytest.mark.parametrize(("script", "fid", "code"), SMI_CASES)
def test_broken_nvidia_smi(tmp_path, script, fid, code):
    _no_real_driver()
    bin_dir = fake_command(tmp_path / "bin", "nvidia-smi", script)
    run = tfdoctor("check", "--json", "--no-runtime", path_prefix=[bin_dir])
    run.assert_clean(LIMIT)
    f = run.finding(fid)
    assert run.returncode == code, run.stderr
    assert any("nvidia-smi" in e for e in f["evidence"]), f["evidence"]
    assert run.report["components"]["driver"]["status"] in ("error", "warning")


def test_nvidia_smi_that_hangs_is_killed_in_time(tmp_path):
    """`sh` forks `sleep`, which holds the pipe: the whole process group must go."""
    _no_real_driver()
    bin_dir = fake_command(tmp_path / "bin", "nvidia-smi", "sleep 3600\n")
    run = tfdoctor("check", "--json", "--no-runtime", path_prefix=[bin_dir])
    run.assert_clean(SMI_TIMEOUT + 2.0)
    f = run.finding("nvidia-smi-failed")
    assert "did not answer" in f["title"]
    assert run.returncode == 0


NVML_ERROR = """
class NVMLError(Exception):
    def __init__(self, value):
        self.value = value
        super().__init__(f"NVML error code {value}")


def nvmlInit():
    raise NVMLError({code})


def nvmlShutdown():
    pass
"""


@pytest.mark.parametrize(
    ("code", "fid", "exit_code"),
    [
        # nvml.h: NVML_ERROR_DRIVER_NOT_LOADED = 9, NVML_ERROR_LIB_RM_VERSION_MISMATCH = 18,
        # NVML_ERROR_UNKNOWN = 999.
        pytest.param(9, "driver-not-loaded", 1, id="nvml-driver-not-loaded"),
        pytest.param(18, "driver-library-mismatch", 1, id="nvml-version-mismatch"),
        pytest.param(999, "nvidia-smi-failed", 0, id="nvml-present-but-failing"),
    ],
)
def test_nvml_library_present_but_failing(tmp_path, code, fid, exit_code):
    fakes = fake_package(tmp_path / "site", "pynvml", NVML_ERROR.replace("{code}", str(code)))
    # "present": pynvml is only asked when libnvidia-ml.so.1 loads (probes/driver/nvml.py);
    # any shared object named so stands in for it on LD_LIBRARY_PATH
    lib = tmp_path / "lib"
    lib.mkdir()
    shutil.copy(_ctypes.__file__, lib / "libnvidia-ml.so.1")
    ld_path = os.pathsep.join(filter(None, [str(lib), os.environ.get("LD_LIBRARY_PATH")]))
    run = tfdoctor(
        "check", "--json", "--no-runtime", pythonpath=[fakes], env={"LD_LIBRARY_PATH": ld_path}
    )
    run.assert_clean(LIMIT)
    if code == 999 and _smi_answers():
        # a GPU machine (the one lent here, docs/gpu-verify.md): NVML's unknown error falls
        # back to the real nvidia-smi, which reads the driver, as it should
        driver = run.report["components"]["driver"]
        assert fid not in run.ids and driver["status"] == "ok", driver
        assert driver["source"].startswith("nvidia-smi"), driver
        return
    f = run.finding(fid)
    assert any("NVML" in e for e in f["evidence"]), f["evidence"]
    assert run.returncode == exit_code


def _smi_answers() -> bool:
    smi = shutil.which("nvidia-smi")
    if smi is None:
        return False
    try:
        return subprocess.run([smi, "-L"], capture_output=True, timeout=30).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False
