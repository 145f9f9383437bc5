"""Security properties, checked on the source and on real runs.

- No shell: no `shell=True`, no os.system/os.popen; subprocess only in the two seams
  (host.py for commands, child.py for tfdoctor's children), each with a timeout.
- Downloads verify size + sha256 and land atomically: an interrupted or garbled
  download leaves no file (and no temp file) in the cache.
- Reports never show the value of an environment variable outside the allow-list.
"""

from __future__ import annotations

import ast
import hashlib
import http.client
import io
import json
import re
from pathlib import Path

import pytest

from tests.faults.support import REPO, fake_package, tfdoctor
from tfdoctor.data.fashion_mnist import download_files, resolve_data
from tfdoctor.report.redact import MARK, READ_NOT_SHOWN, SHOWN_ENV, redact, redact_obj

PACKAGE = REPO / "tfdoctor"
SOURCES = sorted(PACKAGE.rglob("*.py"))
#: The only modules allowed to start processes (STYLE.md: the Host seam, the child).
SEAMS = {"process.py", "runner.py"}
#: `tfdoctor explain -- COMMAND` runs the user's own command (a training run can last
#: hours): it may not be cut short by a timeout of ours, and it is the one process that
#: is not tfdoctor's. It must still be a list argv, never a shell string.
USER_COMMAND = {"user_command.py"}


def _calls(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            yield node


def _dotted(node: ast.AST) -> str:
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    if isinstance(node, ast.Name):
        return node.id
    return "?"


def test_sources_are_there():
    assert len(SOURCES) > 20


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_shell(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for call in _calls(tree):
        for kw in call.keywords:
            if kw.arg == "shell":
                assert isinstance(kw.value, ast.Constant) and kw.value.value is False, (
                    f"{path.name}:{call.lineno}: shell=True"
                )
        name = _dotted(call.func)
        assert name not in ("os.system", "os.popen", "subprocess.getoutput"), (
            f"{path.name}:{call.lineno}: {name} runs a shell"
        )


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_every_process_has_a_timeout(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for call in _calls(tree):
        name = _dotted(call.func)
        if not name.startswith("subprocess.") or name.endswith(("Expired", "Error")):
            continue
        assert path.name in SEAMS | USER_COMMAND, (
            f"{path.name}:{call.lineno}: {name} outside probes/process.py/children/runner.py"
        )
        if path.name in USER_COMMAND:
            assert call.args and not isinstance(call.args[0], ast.Constant | ast.JoinedStr)
            continue
        if name == "subprocess.Popen":
            # A Popen must be waited on with a timeout in the same function.
            func = _enclosing_function(tree, call)
            waits = [
                c
                for c in _calls(func)
                if isinstance(c.func, ast.Attribute)
                and c.func.attr in ("communicate", "wait")
                and any(kw.arg == "timeout" for kw in c.keywords)
            ]
            assert waits, f"{path.name}:{call.lineno}: Popen never waited on with a timeout"
        else:
            assert any(kw.arg == "timeout" for kw in call.keywords), (
                f"{path.name}:{call.lineno}: {name} without timeout="
            )
        # Arguments are a list, never a command string.
        if call.args:
            assert not isinstance(call.args[0], ast.Constant | ast.JoinedStr), (
                f"{path.name}:{call.lineno}: a command string"
            )


def _enclosing_function(tree: ast.AST, target: ast.Call) -> ast.AST:
    best = tree
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.lineno <= target.lineno <= node.end_lineno:
            best = node  # ast.walk is breadth-first: the innermost match comes last
    return best


def test_host_run_calls_always_pass_a_timeout():
    """Probes run commands through host.run(argv, timeout=...): never rely on a default."""
    missing = []
    for path in SOURCES:
        for call in _calls(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(call.func, ast.Attribute) and call.func.attr == "run":
                base = _dotted(call.func.value)
                if base.endswith("host") and not any(kw.arg == "timeout" for kw in call.keywords):
                    if len(call.args) < 2:
                        missing.append(f"{path.name}:{call.lineno}")
    assert not missing, missing


# -- downloads ------------------------------------------------------------------------------
PAYLOAD = b"\x1f\x8b" + bytes(range(256)) * 64
EXPECTED = {"train-labels-idx1-ubyte.gz": (len(PAYLOAD), hashlib.sha256(PAYLOAD).hexdigest())}


class _Stream(io.BytesIO):
    """A response body that dies after ``cut`` bytes, the way a dropped connection does."""

    def __init__(self, data: bytes, cut: int | None, error: BaseException) -> None:
        super().__init__(data)
        self.cut, self.error, self.sent = cut, error, 0

    def read(self, n: int = -1) -> bytes:
        if self.cut is not None and self.sent >= self.cut:
            raise self.error
        chunk = super().read(min(n, 4096) if n and n > 0 else 4096)
        self.sent += len(chunk)
        return chunk


def _opener(data: bytes, cut: int | None = None, error: BaseException | None = None):
    def open_url(url: str, timeout: float):
        assert timeout > 0
        return _Stream(data, cut, error or OSError("cut"))

    return open_url


@pytest.mark.parametrize(
    ("opener", "says"),
    [
        pytest.param(_opener(PAYLOAD, 5000, http.client.IncompleteRead(b"", 100)), "IncompleteRead",
                     id="connection-cut-mid-body"),
        pytest.param(_opener(PAYLOAD, 5000, ConnectionResetError(104, "reset by peer")), "reset",
                     id="connection-reset"),
        pytest.param(_opener(PAYLOAD, 5000, TimeoutError("timed out")), "timed out", id="read-timeout"),
        pytest.param(_opener(PAYLOAD[:-10]), "checksum mismatch", id="short-file"),
        pytest.param(_opener(PAYLOAD[:-10] + b"garbledXYZ"), "checksum mismatch", id="garbled-bytes"),
        pytest.param(_opener(b"<html>captive portal login</html>"), "checksum mismatch",
                     id="captive-portal-page"),
    ],
)  # fmt: skip
def test_interrupted_or_garbled_download_leaves_no_file(tmp_path, opener, says):
    cache = tmp_path / "datasets" / "fashion-mnist"
    error = download_files(cache, "https://example.invalid/data", EXPECTED, opener=opener)
    assert error is not None and says in error, error
    assert list(cache.iterdir()) == []  # no file, no .part


def test_good_download_lands_whole(tmp_path):
    cache = tmp_path / "c"
    assert (
        download_files(cache, "https://example.invalid/", EXPECTED, opener=_opener(PAYLOAD)) is None
    )
    assert [p.name for p in cache.iterdir()] == ["train-labels-idx1-ubyte.gz"]
    assert (cache / "train-labels-idx1-ubyte.gz").read_bytes() == PAYLOAD


def test_garbled_mirror_through_resolve_data_leaves_the_cache_empty(tmp_path):
    """The real urllib path: a file:// mirror (TFDOCTOR_DATA_URL) serving wrong bytes."""
    mirror = tmp_path / "mirror"
    mirror.mkdir()
    for name in (
        "train-images-idx3-ubyte.gz", "train-labels-idx1-ubyte.gz",
        "t10k-images-idx3-ubyte.gz", "t10k-labels-idx1-ubyte.gz",
    ):  # fmt: skip
        (mirror / name).write_bytes(b"not the official file")
    home = tmp_path / "keras"
    env = {"KERAS_HOME": str(home), "TFDOCTOR_DATA_URL": mirror.as_uri()}
    source = resolve_data(None, synthetic=False, env=env)
    assert source.kind == "missing"
    assert any("checksum mismatch" in t for t in source.tried), source.tried
    assert [p for p in home.rglob("*") if p.is_file()] == []


# -- secrets -----------------------------------------------------------------------------------
SECRETS = {
    "AWS_SECRET_ACCESS_KEY": "sekrit123AWS",
    "HF_TOKEN": "hf_sekrit456",
    "DATABASE_URL": "postgres://admin:sekrit789@db.internal/prod",
}
#: A TensorFlow that echoes the environment into its log and its ImportError, the way a
#: wrapper script or a verbose sitecustomize can.
LEAKY = """
import os, sys
for name in ("AWS_SECRET_ACCESS_KEY", "HF_TOKEN", "DATABASE_URL"):
    sys.stderr.write(f"E0000 00:00:1.0 1 leak.cc:1] failed call with {name}={os.environ.get(name)}\\n")
raise ImportError("cannot open shared object file: token=" + os.environ["HF_TOKEN"])
"""


@pytest.mark.parametrize("fmt", ["--json", "--verbose"])
def test_reports_never_show_secrets_from_the_environment(tmp_path, fmt):
    fakes = fake_package(tmp_path / "site", "tensorflow", LEAKY)
    run = tfdoctor("check", fmt, "--timeout", "30", pythonpath=[fakes], env=SECRETS)
    run.assert_clean(30.0)
    assert run.returncode == 1
    for value in SECRETS.values():
        assert value not in run.stdout, value
        assert value not in run.stderr, value
    assert MARK in run.stdout  # the leak was there, and hidden
    if fmt == "--json":
        run.finding("tensorflow-import-failed")


def test_every_variable_tfdoctor_reads_is_listed():
    """A variable a probe reads is either shown (SHOWN_ENV) or deliberately not."""
    pattern = re.compile(r"""(?:getenv|env\.get|environ\.get)\(\s*["']([A-Z_][A-Z0-9_]*)["']""")
    read = {m for p in SOURCES for m in pattern.findall(p.read_text(encoding="utf-8"))}
    assert read, "the pattern found no variable reads at all"
    assert read <= SHOWN_ENV | READ_NOT_SHOWN, read - SHOWN_ENV - READ_NOT_SHOWN


@pytest.mark.parametrize(
    ("env", "text", "expected"),
    [
        pytest.param({"HF_TOKEN": "hf_abc"}, "token hf_abc!", f"token {MARK}!", id="secret-name"),
        pytest.param({"MY_VAR": "a-long-plain-value"}, "x a-long-plain-value", f"x {MARK}", id="unlisted"),
        pytest.param({"MY_VAR": "short"}, "short", "short", id="short-unlisted-kept"),
        pytest.param({"PWD": "/srv/x"}, "/srv/x/y", "/srv/x/y", id="listed-path-kept"),
        pytest.param({"SOME_DIR": "/opt/data"}, "/opt/data", "/opt/data", id="unlisted-path-kept"),
        pytest.param({"CONDA_PREFIX": "/opt/conda/envs/tf"}, "/opt/conda/envs/tf", "/opt/conda/envs/tf",
                     id="listed-kept"),
        pytest.param({"API_KEY": "/k/ey"}, "/k/ey", MARK, id="secret-name-path-hidden"),
    ],
)  # fmt: skip
def test_redact(env, text, expected):
    assert redact(text, env) == expected


def test_redact_obj_walks_json():
    env = {"GH_TOKEN": 'ghp_"quoted"'}
    obj = {"a": ['x ghp_"quoted"'], "b": ('ghp_"quoted"',), "c": 3}
    out = redact_obj(obj, env)
    assert json.dumps(out) == json.dumps({"a": [f"x {MARK}"], "b": [MARK], "c": 3})
