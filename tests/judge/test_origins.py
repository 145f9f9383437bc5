"""Where tensorflow/numpy/keras come from: PYTHONPATH, the working directory, the env itself."""

from __future__ import annotations

import dataclasses

import pytest

from tests.support import factsbuilder as fb
from tfdoctor.children.runtime_info import RuntimeInfo
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


def test_a_keras_py_that_breaks_only_the_fit_is_the_first_error(tmp_path):
    """The realenv tier's w15 (keras-team/keras#3165): a keras.py in the working directory;
    TensorFlow imports, the tf.keras fit fails. The shadow is the cause (an error, first),
    keras-fit-failed its symptom."""
    from tests.support import factsbuilder as fb
    from tfdoctor.children.runtime_info import RuntimeInfo
    from tfdoctor.commands.check import judge_facts

    cwd = str(tmp_path)
    payload = dict(
        fb.runtime().payload,
        cwd=cwd,
        origins={"keras": f"{cwd}/keras.py", "tensorflow": "/site-packages/tensorflow/__init__.py"},
        keras_fit={"fit": "failed", "error": "AttributeError: module 'keras' has no attribute 'Sequential'",
                   "traceback": "", "module": "keras"},
    )  # fmt: skip
    facts = fb.facts(tfi=fb.tf(version="2.21.0"), rt=RuntimeInfo("ok", payload=payload))
    ids = [(f.id, f.severity.value) for f in judge_facts(facts, 60.0).findings]
    assert ids[0] == ("shadowed-by-working-directory", "error")
    assert ("keras-fit-failed", "error") in ids[1:]
