import sys
import time

import pytest

from tests.support.helpers import FakeRunner, make_host, ran
from tfdoctor.probes.host import Host, subprocess_runner
from tfdoctor.probes.process import beside


def test_paths_resolve_under_the_root(tmp_path):
    host = make_host(tmp_path, {"proc/driver/nvidia/version": "NVRM version: x\n"})
    assert host.read_text("/proc/driver/nvidia/version") == "NVRM version: x\n"
    assert host.read_text("proc/driver/nvidia/version") == "NVRM version: x\n"
    assert host.display(host.path("/proc/driver/nvidia/version")) == "/proc/driver/nvidia/version"


def test_missing_dir_and_unreadable_files_read_as_none(tmp_path):
    host = make_host(tmp_path, {"etc/": "", "bad": b"\xff\xfe ok"})
    assert host.read_text("nope") is None
    assert host.read_text("etc") is None  # a directory where a file is expected
    assert host.read_text("bad").endswith(" ok")  # non-UTF-8 replaced, not raised
    assert host.listdir("nope") == []


def test_which_searches_the_hosts_path(tmp_path):
    host = make_host(tmp_path, {"usr/bin/nvidia-smi": "#!/bin/sh\n"}, env={"PATH": "/usr/bin"})
    (tmp_path / "usr/bin/nvidia-smi").chmod(0o755)
    assert host.which("nvidia-smi") == str(tmp_path / "usr/bin/nvidia-smi")
    assert host.which("nvcc") is None


def test_fake_runner_replays_and_records(tmp_path):
    runner = FakeRunner({"nvidia-smi": ran("hello")})
    host = make_host(tmp_path, runner=runner)
    assert host.run(["/usr/bin/nvidia-smi", "-L"]).stdout == "hello"
    assert host.run(["nvcc", "--version"]).error == "not-found"
    assert runner.calls[0] == ("/usr/bin/nvidia-smi", "-L")


def test_a_runner_that_raises_is_contained(tmp_path):
    def boom(argv, timeout):
        raise RuntimeError("fake broke")

    host = Host(root=tmp_path, runner=boom)
    res = host.run(["x"])
    assert res.error and "fake broke" in res.error


def test_image_host_runs_no_commands(tmp_path):
    host = Host.image(tmp_path)
    assert not host.can_run
    assert host.run(["nvidia-smi"]).error == "disabled"


def test_real_runner_timeout_kills_the_process_group():
    start = time.monotonic()
    res = subprocess_runner(
        [
            sys.executable,
            "-c",
            "import subprocess,time; subprocess.Popen(['sleep','30']); time.sleep(30)",
        ],
        timeout=1.0,
    )
    assert res.error == "timeout"
    assert time.monotonic() - start < 5


def test_real_runner_reports_missing_commands_and_exit_codes():
    assert subprocess_runner(["/nonexistent/tool"], 5).error == "not-found"
    res = subprocess_runner(
        [sys.executable, "-c", "import sys; sys.stdout.buffer.write(b'\\xff'); sys.exit(4)"], 5
    )
    assert res.returncode == 4 and res.stdout == "\ufffd" and not res.ok


def test_beside_runs_alongside_and_hands_back_the_result():
    start = time.monotonic()
    first = beside(time.sleep, 0.5)
    second = beside(lambda: time.sleep(0.5) or "done")
    assert (first(), second()) == (None, "done")
    assert time.monotonic() - start < 0.9  # side by side: one after the other is >= 1 s


def test_beside_raises_what_the_work_raised():
    def broken():
        raise ValueError("probe bug")

    waiting = beside(broken)
    with pytest.raises(ValueError, match="probe bug"):
        waiting()
