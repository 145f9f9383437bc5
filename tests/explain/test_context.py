"""Context read from the log itself (explain/context.py) makes remedies fit the machine."""

from __future__ import annotations

import pytest

from tfdoctor.explain.context import LogContext
from tfdoctor.explain.engine import ExplainContext, explain_text


@pytest.mark.parametrize(
    "lines, want",
    [
        pytest.param(
            ["  Downloading tensorflow-2.18.0-cp39-cp39-win_amd64.whl.metadata (3.3 kB)"],
            {"tf_version": "2.18.0", "python_version": "3.9", "platform": "windows"},
            id="pip-wheel-name",  # SamuelSchmidgall/AgentLaboratory#87
        ),
        pytest.param(
            ['  File "/usr/local/lib/python3.7/dist-packages/tensorflow/__init__.py", line 41'],
            {"python_version": "3.7", "platform": None},
            id="site-packages-path",  # PINTO0309/Tensorflow-bin#37
        ),
        pytest.param(
            ["print(tf.__version__)", "2.12.0"],
            {"tf_version": "2.12.0"},
            id="version-print",
        ),
        pytest.param(
            ["Tensor Flow Version: 2.12.0"], {"tf_version": "2.12.0"}, id="tensor-flow-print"
        ),  # tensorflow/tensorflow#60237
        pytest.param(
            ["Your python: python=3.8"], {"python_version": "3.8"}, id="conda-your-python"
        ),  # tensorflow/tensorflow#43531
        pytest.param(
            ["jcc@jcc:~$ pip show tensorflow", "Name: tensorflow", "Version: 1.0.0rc2"],
            {"tf_version": "1.0.0rc2"},
            id="pip-show-rc",  # tensorflow/tensorflow#7522
        ),
        pytest.param(
            ["Name: tensorflow", "Version: 1.14.0"], {"tf_version": "1.14.0"}, id="pip-show"
        ),  # testerSunshine/12306#294
        pytest.param(
            ["Successfully installed keras-3.3.3 tensorflow-2.16.1"],
            {"tf_version": "2.16.1"},
            id="pip-installed",  # pip's wording (constructed line)
        ),
        pytest.param(
            ["Linux version 5.10.102.1-microsoft-standard-WSL2"], {"platform": "wsl2"}, id="wsl2"
        ),
        pytest.param(
            ["2021-02-10 12:57:07.427237: W tensorflow/stream_executor/cuda/cuda_dnn.cc:1] x"],
            {"tf_version": None, "python_version": None, "platform": None},
            id="tf-paths-say-nothing",
        ),
    ],
)
def test_log_context(lines: list[str], want: dict) -> None:
    seen = LogContext()
    for i, line in enumerate(lines):
        seen.see(line, lines[i + 1] if i + 1 < len(lines) else None, i + 1)
    for key, value in want.items():
        assert getattr(seen, key) == value, key


def test_given_context_wins_over_the_log() -> None:
    seen = LogContext(tf_version="2.10.0", platform="windows")
    ctx = seen.merged(ExplainContext(tf_version="2.16.1"))
    assert ctx.tf_version == "2.16.1" and ctx.platform == "windows"


def test_windows_and_tf_version_from_the_log_give_the_windows_finding() -> None:
    # tensorflow/tensorflow#72097 shape: Windows DLL names, TF 2.13 from a print
    log = (
        "TensorFlow version: 2.13.0\n"
        "2024-07-18 18:41:41.835861: W tensorflow/stream_executor/platform/default/"
        "dso_loader.cc:64] Could not load dynamic library 'cublas64_11.dll'; dlerror: "
        "cublas64_11.dll not found"
    )
    found = explain_text(log)
    assert found[0].id == "windows-native-gpu-unsupported"
    assert found[1].values["explained_by"] == "windows-native-gpu-unsupported"


def test_python_version_from_the_log_is_in_the_remedy() -> None:
    log = (
        '  File "C:\\Users\\me\\AppData\\Local\\Programs\\Python\\Python313\\lib\\x.py", line 1\n'
        "Python 3.13.0\n"
        "ERROR: No matching distribution found for tensorflow"
    )
    f = explain_text(log)[0]
    assert f.id == "python-version-unsupported" and "Python 3.13" in f.remedy
