"""Run a tfdoctor child module (``python -m tfdoctor.<module>``) and contain it.

TensorFlow is only ever imported in a child: importing it is slow, can abort the
process on CUDA errors, dies with SIGILL on a CPU without AVX, and its C++ log lines
are what the explain table reads. The child writes its JSON result to a file whose
path it is given (stdout is not safe: Keras and TF print there too); its stdout and
stderr are captured (and stderr optionally passed through live, for -v); its progress
events come through a pipe of their own (children/progress.py), never through stderr.

Every way a child can go wrong is an outcome here, never an exception: it could not
start, it hung (timeout), it was killed by a signal, it exited non-zero, or it
exited 0 with no or invalid JSON.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Mapping, Sequence
from enum import Enum
from pathlib import Path
from typing import IO, Any

from tfdoctor.children.progress import ENV as PROGRESS_ENV
from tfdoctor.children.progress import Progress, ProgressSink, emitter
from tfdoctor.probes.process import signal_name_of
from tfdoctor.records import field, frozen

#: What a signal that killed TensorFlow usually means, for the user.
SIGNAL_MEANINGS = {
    "SIGILL": "illegal instruction: the CPU lacks an instruction set this TensorFlow was "
    "built for (AVX/AVX2 on x86)",
    "SIGSEGV": "segmentation fault inside a native library (a broken or mismatched "
    "CUDA/cuDNN/driver library, or a corrupt TensorFlow install)",
    "SIGABRT": "aborted by a native library (TensorFlow's CHECK failures and CUDA init "
    "errors abort)",
    "SIGBUS": "bus error inside a native library",
    "SIGKILL": "killed from outside (often the kernel's out-of-memory killer)",
}


class ChildOutcome(str, Enum):
    OK = "ok"
    NOT_STARTED = "not-started"
    TIMEOUT = "timeout"
    SIGNALED = "signaled"
    FAILED = "failed"  # non-zero exit
    NO_OUTPUT = "no-output"  # exit 0, no result written
    BAD_OUTPUT = "bad-output"  # exit 0, result is not a JSON object


@frozen
class ChildResult:
    module: str
    outcome: ChildOutcome
    payload: dict[str, Any] = field(default_factory=dict)
    returncode: int | None = None
    stderr: str = ""
    stdout: str = ""
    seconds: float = 0.0
    detail: str = ""

    @property
    def ok(self) -> bool:
        return self.outcome is ChildOutcome.OK

    @property
    def signal_name(self) -> str | None:
        return signal_name_of(self.returncode)


#: Where this tfdoctor's package lives (its parent folder).
PACKAGE_PARENT = str(Path(__file__).resolve().parents[2])

#: How a child starts: ``python -c BOOT PACKAGE_PARENT MODULE ARGS...``. The child must
#: resolve ``import tensorflow`` exactly as ``python train.py`` in the user's shell would
#: (issue 9 section 3): the working directory first, then the user's PYTHONPATH in its
#: order, then the interpreter's own site-packages. So nothing of ours goes on PYTHONPATH
#: (putting our site-packages first made a TensorFlow on PYTHONPATH invisible): our own
#: package is loaded from its folder by path, and that folder is appended *last* to
#: sys.path (test doubles under ``tests.`` need it; nothing it holds can shadow).
BOOT = (
    "import sys, runpy, importlib.util as u\n"
    "root = sys.argv.pop(1); module = sys.argv.pop(1); sys.path.append(root)\n"
    "spec = u.spec_from_file_location('tfdoctor', root + '/tfdoctor/__init__.py', "
    "submodule_search_locations=[root + '/tfdoctor'])\n"
    "pkg = u.module_from_spec(spec); sys.modules['tfdoctor'] = pkg; spec.loader.exec_module(pkg)\n"
    "runpy.run_module(module, run_name='__main__', alter_sys=True)\n"
)


def child_env(base: Mapping[str, str], extra: Mapping[str, str] | None = None) -> dict[str, str]:
    """The child's environment: the user's, unchanged but for unbuffered output."""
    env = dict(base)
    env.setdefault("PYTHONUNBUFFERED", "1")
    env.update(extra or {})
    return env


def child_argv(python: str, module: str, args: Sequence[str]) -> list[str]:
    return [python, "-c", BOOT, PACKAGE_PARENT, module, *args]


def _pump(stream: IO[bytes], sink: list[bytes], live: IO[str] | None) -> None:
    for chunk in iter(lambda: stream.readline(), b""):
        sink.append(chunk)
        if live is not None:
            try:
                live.write(chunk.decode("utf-8", errors="replace"))
                live.flush()
            except (OSError, ValueError):
                live = None


def _events(fd: int, sink: ProgressSink) -> None:
    """Read the child's progress pipe; a sink that fails is not called again."""
    with open(fd, "rb", closefd=True) as stream:
        for line in stream:
            event = Progress.from_line(line)
            if event is None or sink is None:
                continue
            try:
                sink(event)
            except Exception:  # showing progress must never cost the result
                sink = None  # type: ignore[assignment]


def run_child(
    module: str,
    args: Sequence[str] = (),
    *,
    timeout: float,
    env: Mapping[str, str] | None = None,
    python: str | None = None,
    live_stderr: IO[str] | None = None,
    progress: ProgressSink | None = None,
) -> ChildResult:
    """Run ``<module> --result FILE <args>`` as ``python -m`` would, and collect what it left.

    ``module`` is a full module name (``tfdoctor.children.tf_probe``) or a test double's.
    ``progress`` receives the child's progress events (read from a pipe of their own).
    """
    python = python or sys.executable
    env = child_env(env if env is not None else os.environ)
    pipe = os.pipe() if progress is not None else None
    if pipe is not None:
        env[PROGRESS_ENV] = str(pipe[1])
    fd, result_path = tempfile.mkstemp(prefix="tfdoctor-", suffix=".json")
    os.close(fd)
    argv = child_argv(python, module, ["--result", result_path, *args])
    start = time.monotonic()
    try:
        try:
            proc = subprocess.Popen(
                argv,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env=env,
                start_new_session=True,
                pass_fds=pipe[1:] if pipe is not None else (),
            )
        except OSError as exc:
            return ChildResult(module, ChildOutcome.NOT_STARTED, detail=str(exc))
        finally:
            if pipe is not None:
                os.close(pipe[1])  # the child holds the write end now
        out: list[bytes] = []
        err: list[bytes] = []
        threads = [
            threading.Thread(target=_pump, args=(proc.stdout, out, None), daemon=True),
            threading.Thread(target=_pump, args=(proc.stderr, err, live_stderr), daemon=True),
        ]
        if pipe is not None and progress is not None:
            threads.append(threading.Thread(target=_events, args=(pipe[0], progress), daemon=True))
            pipe = None  # the reader closes its end
        for t in threads:
            t.start()
        timed_out = False
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            timed_out = True
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except OSError:
                proc.kill()
            proc.wait()
        for t in threads:
            t.join(timeout=2)
        seconds = time.monotonic() - start
        stdout = b"".join(out).decode("utf-8", errors="replace")
        stderr = b"".join(err).decode("utf-8", errors="replace")
        common = dict(returncode=proc.returncode, stdout=stdout, stderr=stderr, seconds=seconds)
        payload, problem = _read_payload(result_path)
        if timed_out:
            # What the child wrote before it hung says where it hung (its stage).
            return ChildResult(
                module,
                ChildOutcome.TIMEOUT,
                payload=payload or {},
                detail=f"no answer within {timeout:g} s",
                **common,
            )
        if proc.returncode is not None and proc.returncode < 0:
            name = signal_name_of(proc.returncode) or "signal"
            return ChildResult(
                module,
                ChildOutcome.SIGNALED,
                payload=payload or {},
                detail=f"killed by {name}",
                **common,
            )
        if proc.returncode != 0:
            return ChildResult(
                module,
                ChildOutcome.FAILED,
                payload=payload or {},
                detail=f"exit status {proc.returncode}",
                **common,
            )
        if payload is None:
            outcome = ChildOutcome.NO_OUTPUT if problem == "empty" else ChildOutcome.BAD_OUTPUT
            return ChildResult(module, outcome, detail=problem, **common)
        return ChildResult(module, ChildOutcome.OK, payload=payload, **common)
    finally:
        if pipe is not None:  # the child never started: close the read end here
            os.close(pipe[0])
        try:
            os.unlink(result_path)
        except OSError:
            pass


def _read_payload(path: str) -> tuple[dict[str, Any] | None, str]:
    try:
        text = Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        return None, f"cannot read the result: {exc}"
    if not text.strip():
        return None, "empty"
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        return None, f"invalid JSON: {exc.msg} at line {exc.lineno}"
    if not isinstance(data, dict):
        return None, "the result is not a JSON object"
    return data, ""


def write_result(path: str, payload: dict[str, Any]) -> None:
    """For child modules: write the result atomically (a crash leaves no half file), and
    tell the parent's progress sink when the stage changed."""
    tmp = f"{path}.tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(payload, fh)
    os.replace(tmp, path)
    emitter().stage_of(payload)
