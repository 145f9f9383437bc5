"""The Python API: the CLI's commands as functions that return a Report (issue 20).

    import tfdoctor
    report = tfdoctor.check(no_runtime=True)    # the options of `tfdoctor check`
    report.ok, report.verdict, report.ids, report.to_dict()

Each function builds its options where the CLI builds them (commands/*), makes the same
one core call and the report carries the same JSON document; bad input raises
tfdoctor.InputError (the CLI's exit 2), never SystemExit. Options are keyword-only and
named as on the command line, dashes as underscores (``--no-runtime`` -> no_runtime).
"""

from __future__ import annotations

import importlib
import inspect
import types
from collections.abc import Callable
from typing import Any

from tfdoctor.api.result import Report
from tfdoctor.model import InputError, Severity, TfdoctorError

__all__ = ["Report", "InputError", "TfdoctorError", "check", "devices", "explain", "smoke_train"]


def _accept(builder: Callable[..., Any], options: dict[str, Any], command: str) -> None:
    known = inspect.signature(builder).parameters
    unknown = sorted(set(options) - set(known))
    if unknown:
        raise InputError(
            f"{command}: unknown option(s) {', '.join(unknown)}; known: {', '.join(known)}"
        )


def check(*, strict: bool = False, verbose: bool = False, **options: Any) -> Report:
    """`tfdoctor check`: inspect and judge this environment (and, when called from a
    Jupyter kernel, the kernel itself). Options: no_runtime, timeout, require_gpu, matrix,
    root, python_site, driver, gpu, cc, python. ``strict``: warnings make ``ok`` False."""
    from tfdoctor.commands.check import check_options, run_check
    from tfdoctor.report.check import check_exit_code, to_json

    _accept(check_options, options, "check")
    opts = check_options(**options)
    core = run_check(opts)
    code = check_exit_code(core, strict=strict, require_gpu=opts.require_gpu)
    return Report("check", core, to_json(core), core.findings, code, core.verdict, verbose=verbose)


def devices(*, timeout: float = 120.0, require_gpu: bool = False, verbose: bool = False) -> Report:
    """`tfdoctor devices`: TensorFlow's devices, an op and XLA on each, GPU capacity."""
    from tfdoctor.commands.devices import run_devices

    core = run_devices(timeout=timeout, require_gpu=require_gpu)
    verdict = "problems" if core.exit_code else "gpu-ready" if core.gpu_usable else "cpu-only"
    return Report(
        "devices", core, core.to_dict(), core.findings, core.exit_code, verdict, verbose=verbose
    )


def smoke_train(*, verbose: bool = False, **options: Any) -> Report:
    """`tfdoctor smoke-train`: train Fashion-MNIST's Dense-128 network in a child process.
    Options: epochs, batch_size, limit, seed, device, xla, strategy, require_gpu,
    data_dir, synthetic, timeout."""
    from tfdoctor.commands.smoke_entry import run_smoke_train, smoke_options

    core = run_smoke_train(smoke_options(**options))
    return Report(
        "smoke-train",
        core,
        core.to_dict(),
        core.findings,
        core.exit_code,
        core.verdict,
        verbose=verbose,
    )


def explain(
    text: str,
    *,
    tf_version: str | None = None,
    platform: str | None = None,
    strict: bool = False,
    verbose: bool = False,
    **extra: Any,
) -> Report:
    """`tfdoctor explain`: what a TensorFlow log or traceback (given as text) means and
    what fixes it. ``extra`` keys are added to the JSON document (``%tfdoctor why``
    names the exception it explained)."""
    from tfdoctor.commands.explain import explain_log_text
    from tfdoctor.explain.engine import ExplainContext

    if not isinstance(text, str):
        raise InputError(f"explain: text must be a str, not {type(text).__name__}")
    result = explain_log_text(text, ExplainContext(tf_version=tf_version, platform=platform))
    return explain_report(result, strict=strict, verbose=verbose, **extra)


def explain_report(
    result: Any, *, strict: bool = False, verbose: bool = False, **extra: Any
) -> Report:
    """A Report of commands/explain.py's ExplainResult (the document `explain --json` prints)."""
    from tfdoctor.report.explain import explain_json

    findings = result.findings
    verdict = "problems" if any(f.severity is Severity.ERROR for f in findings) else "no-errors"
    if getattr(result, "context", None) is not None:  # what the fixes were written for
        extra = {**extra, "context": result.context}
    return Report(
        "explain",
        result,
        explain_json(findings, lines_read=result.lines_read, **extra),
        findings,
        result.exit_status(strict),
        verdict,
        verbose=verbose,
        text_source=(findings, result.lines_read),
    )


class _PublicExplain(types.ModuleType):
    """The explain stage's package, callable as the API's explain (see its docstring)."""

    def __call__(self, text: str, **options: Any) -> Report:
        """tfdoctor.explain(text, tf_version=None, platform=None, strict=False, verbose=False)"""
        return explain(text, **options)


# Python binds tfdoctor.explain to the stage's package once it is imported: make that
# package the public callable (an arrow from the top stage down, never up).
_stage = importlib.import_module("tfdoctor.explain")
_stage.__class__ = _PublicExplain
