"""Where tensorflow/numpy/keras come from: PYTHONPATH, the working directory, the env itself."""

from __future__ import annotations

import dataclasses

import pytest

from tests.support import factsbuilder as fb
from tfdoctor.children.tf_runtime import RuntimeInfo
from tfdoctor.judge.rules.origins import (
    imported_from_pythonpath,
    shadowed_by_working_directory,
)
from tfdoctor.probes.interpreter import Interpreter

ENV = "/home/user/venv"
SITE = f"{ENV}/lib/python3.11/site-packages"
INTERP = Interpreter(f"{ENV}/bin/python", "3.11.7", "CPython", ENV, "/usr", (SITE,))


def _facts(origin: str, *, pythonpath: str = "", cwd: str = "/home/user/project"):
    payload = {"stage": "done", "cwd": cwd, "origins": {"tensorflow": origin}}
    facts = fb.facts(env={"PYTHONPATH": pythonpath}, rt=RuntimeInfo("ok", payload=payload))
    return dataclasses.replace(facts, host=dataclasses.replace(facts.host, interpreter=INTERP))


@pytest.mark.parametrize(
    "origin,pythonpath,expected",
    [
        pytest.param(
            "/opt/tf-src/tensorflow/__init__.py", "/opt/tf-src", ["warning"], id="source-build"
        ),
        pytest.param(f"{SITE}/tensorflow/__init__.py", SITE, [], id="own-site-on-pythonpath"),
        pytest.param(f"{SITE}/tensorflow/__init__.py", "", [], id="no-pythonpath"),
    ],
)
def test_imported_from_pythonpath(origin, pythonpath, expected):
    found = imported_from_pythonpath(_facts(origin, pythonpath=pythonpath))
    assert [f.severity.value for f in found] == expected


@pytest.mark.parametrize(
    "origin,cwd,path",
    [
        pytest.param("/home/user/project/tensorflow.py", "/home/user/project",
                     "/home/user/project/tensorflow.py", id="a-script-named-tensorflow"),
        pytest.param("/home/user/project/tensorflow", "/home/user/project",
                     "/home/user/project/tensorflow", id="a-bare-folder"),
        pytest.param(f"{SITE}/tensorflow/__init__.py", SITE, None, id="run-from-site-packages"),
        pytest.param(f"{SITE}/tensorflow/__init__.py", "/home/user/project", None, id="installed"),
    ],
)  # fmt: skip
def test_shadowed_by_working_directory(origin, cwd, path):
    found = shadowed_by_working_directory(_facts(origin, cwd=cwd))
    assert [f.values["path"] for f in found] == ([path] if path else [])
