"""The runtime probe's parent side: run the tf_probe child, contain it, turn its outcome into facts.

Whatever the child did (answered, hung, died by a signal, printed garbage) becomes a
RuntimeInfo plus findings; TensorFlow's stderr goes through the explain table.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING

from tfdoctor.children.runtime_info import RuntimeInfo
from tfdoctor.model import Finding, Severity

if TYPE_CHECKING:  # the runner is imported when a child runs: `check --no-runtime` needs none
    from tfdoctor.children.progress import ProgressSink
    from tfdoctor.children.runner import ChildResult

CHILD_MODULE = "tfdoctor.children.tf_probe"


#: What `check` asks of the child beyond devices, ops and XLA: what a user's code does
#: first (a tf.keras fit) and what it imports (the TensorFlow-ecosystem packages).
CHECK_ARGS = ("--fit", "--ecosystem")


def run_runtime_probe(
    timeout: float,
    env: Mapping[str, str] | None = None,
    module: str = CHILD_MODULE,
    args: tuple[str, ...] = CHECK_ARGS,
    python: str | None = None,
    progress: ProgressSink | None = None,
) -> RuntimeInfo:
    from tfdoctor.children.runner import run_child

    result = run_child(module, list(args), timeout=timeout, env=env, python=python,
                       progress=progress)  # fmt: skip
    return from_child(result)


def from_child(result: ChildResult) -> RuntimeInfo:
    return RuntimeInfo(
        outcome=result.outcome.value,
        detail=result.detail,
        payload=result.payload,
        stderr=result.stderr,
        returncode=result.returncode,
        signal_name=result.signal_name,
        seconds=result.seconds,
    )


def reinstall_line(pip: str, installed: str | None) -> str:
    """A reinstall that keeps the installed TensorFlow: pinned, never "the newest".

    Unpinned, ``pip install --force-reinstall tensorflow`` replaces TF 2.15.1 with the
    newest release and Keras 2 with Keras 3 (issue 15 f).
    """
    if installed:
        return f'{pip} install --force-reinstall --no-cache-dir "{installed}"'
    return (
        f"{pip} show tensorflow   # note its Version, then:\n"
        f'{pip} install --force-reinstall --no-cache-dir "tensorflow==<that version>"'
    )


#: the whole of `import tensorflow`'s error when nothing named tensorflow is importable
#: (a real GPU machine without TensorFlow, docs/gpu-verify.md)
_NOT_INSTALLED = re.compile(r"ModuleNotFoundError: No module named 'tensorflow'\s*$")


def runtime_findings(
    rt: RuntimeInfo, timeout: float, *, pip: str = "python -m pip", installed: str | None = None,
    absent: bool = False,
) -> list[Finding]:
    """Findings about the child itself (crash, hang, garbage) and its device tests.

    ``installed`` ("tensorflow==2.15.1") pins every reinstall this suggests; ``pip`` is
    ``/path/to/python -m pip`` of the interpreter checked; ``absent``: the install probe ran and
    found no TensorFlow distribution (tensorflow-not-installed says so, not this).
    """
    if not rt.ran:
        return []
    from tfdoctor.children.outcome import no_avx_finding
    from tfdoctor.children.runner import SIGNAL_MEANINGS, ChildOutcome

    reinstall = reinstall_line(pip, installed)
    stage = rt.stage or "start"
    where = {
        "import": "while importing tensorflow",
        "devices": "while listing devices",
        "ops": "while running a first op on a device",
        "keras": "while fitting a tiny tf.keras model",
        "ecosystem": "while importing the TensorFlow-ecosystem packages",
        "done": "after finishing",
    }.get(stage, "before importing tensorflow")
    evidence = (f"python -m {CHILD_MODULE}: {rt.detail or rt.outcome} ({where})",)
    out: list[Finding] = []
    if rt.outcome == ChildOutcome.TIMEOUT.value:
        out.append(
            Finding(
                "tensorflow-hung",
                Severity.ERROR,
                f"TensorFlow did not answer within {timeout:g} s ({where})",
                "A first GPU start can JIT-compile kernels for minutes: retry with "
                "`tfdoctor check --timeout 600`. If it still hangs, run "
                '`python -c "import tensorflow as tf; print(tf.config.list_physical_devices())"` '
                "and read its log, or `tfdoctor explain -- python -c ...`.",
                evidence,
                values={"stage": stage, "timeout": timeout},
            )
        )
    elif rt.outcome == ChildOutcome.SIGNALED.value:
        sig = rt.signal_name or "a signal"
        if sig == "SIGILL":
            out.append(no_avx_finding(evidence, {"stage": stage}))
        else:
            meaning = SIGNAL_MEANINGS.get(sig, "killed by a signal")
            out.append(
                Finding(
                    "tensorflow-crashed",
                    Severity.ERROR,
                    f"TensorFlow crashed with {sig} {where}: {meaning}",
                    "Read the log lines above the crash with `tfdoctor check -v`; make sure "
                    "one CUDA/cuDNN set is on the loader path; then reinstall the same "
                    f"TensorFlow cleanly:\n{reinstall}",
                    evidence,
                    values={"signal": sig, "stage": stage},
                )
            )
    elif rt.outcome == ChildOutcome.FAILED.value:
        if rt.import_error and absent and _NOT_INSTALLED.match(rt.import_error):
            pass  # no distribution and no module: the judge's tensorflow-not-installed says it
        elif rt.import_error:
            out.append(
                Finding(
                    "tensorflow-import-failed",
                    Severity.ERROR,
                    f"`import tensorflow` fails: {rt.import_error.splitlines()[0][:200]}",
                    "Fix the specific causes listed first, if any; otherwise reinstall the "
                    f"same TensorFlow in this environment:\n{reinstall}",
                    evidence + (rt.import_error,),
                    values={"error": rt.import_error},
                )
            )
        else:
            out.append(
                Finding(
                    "tensorflow-probe-failed",
                    Severity.ERROR,
                    f"The TensorFlow probe exited with status {rt.returncode} {where}",
                    "Run `tfdoctor check -v` to see TensorFlow's own messages.",
                    evidence,
                    values={"returncode": rt.returncode, "stage": stage},
                )
            )
    elif rt.outcome in (ChildOutcome.NO_OUTPUT.value, ChildOutcome.BAD_OUTPUT.value) or (
        rt.outcome == ChildOutcome.OK.value and stage != "done"
    ):
        # Exit 0 before the last stage (something called os._exit(0) or exit(0) from C
        # during `import tensorflow`) is no answer either, not a pass.
        detail = rt.detail or (
            f"exited 0 {where}, before finishing" if rt.outcome == "ok" else rt.outcome
        )
        out.append(
            Finding(
                "tensorflow-probe-bad-output",
                Severity.ERROR,
                f"The TensorFlow probe gave no usable answer ({detail})",
                "Something in this environment replaces Python's output or exits early "
                "(a sitecustomize, a PYTHONSTARTUP script): run `python -c 'import "
                "tensorflow'` by hand and read what it prints.",
                evidence,
            )
        )
    elif rt.outcome == ChildOutcome.NOT_STARTED.value:
        out.append(
            Finding(
                "tensorflow-probe-not-started",
                Severity.ERROR,
                f"The TensorFlow probe could not start ({rt.detail})",
                "Check that this Python interpreter can run: `python -c 'print(1)'`.",
                evidence,
            )
        )
    for op in rt.ops:
        device = str(op.get("device", "")).replace("/device:", "")
        if op.get("op") in ("failed", "wrong-result"):
            out.append(
                Finding(
                    "device-op-failed",
                    Severity.ERROR,
                    f"A tiny matmul on {device} {op.get('op')}: "
                    f"{str(op.get('op_error', ''))[:200]}",
                    "The device is listed but cannot compute: see the log findings below "
                    "(cuDNN/cuBLAS/driver) and `tfdoctor check -v`.",
                    (f"tf_probe op test on {device}",),
                    values={"device": device, "error": op.get("op_error")},
                )
            )
        elif op.get("xla") in ("failed", "wrong-result"):
            out.append(
                Finding(
                    "xla-failed",
                    Severity.WARNING,
                    f"A jit_compile=True (XLA) function failed on {device}: "
                    f"{str(op.get('xla_error', ''))[:200]}",
                    "Models compiled with XLA (jit_compile=True, Keras' default on some "
                    "versions) will fail here; see the log findings (libdevice, ptxas) "
                    "below, or compile without XLA.",
                    (f"tf_probe XLA test on {device}",),
                    values={"device": device, "error": op.get("xla_error")},
                )
            )
    return out
