"""The IPython extension: ``%load_ext tfdoctor``, then ``%tfdoctor check|devices|
smoke-train|explain|why`` (issue 20).

The arguments are parsed by the CLI's own click commands (cli/*.py), so the magic has
exactly the options of the command line; the work is the Python API's (api/__init__.py),
and the result is a Report the notebook shows as HTML. Errors are one line on stderr,
like the CLI's, never a traceback. Never imports TensorFlow: the kernel's state is read
from sys.modules.
"""

from __future__ import annotations

import os
import shlex
import sys
import traceback
from typing import Any

from tfdoctor.model import InputError, TfdoctorError
from tfdoctor.probes.kernel import remember_env

USAGE = (
    "usage: %tfdoctor check|devices|smoke-train|explain [options]  (the CLI's options; "
    "add --help)\n       %tfdoctor why   explain the last exception raised in this kernel"
)
#: check options that mean nothing in a notebook
_CLI_ONLY = {"health": "--health is Slurm's node check: run !tfdoctor check --health"}


def parse(command: str, argv: list[str]) -> dict[str, Any] | None:
    """The CLI's options for ``command``, parsed by its click command; None after --help."""
    import typer
    from typer.main import get_command

    from tfdoctor.cli import app

    try:
        from typer._click.exceptions import UsageError  # typer 0.2x vendors click
    except ImportError:  # older typer: click itself
        from click.exceptions import UsageError  # type: ignore[no-redef]

    cmd = getattr(get_command(app), "commands", {}).get(command)
    if cmd is None:
        raise InputError(f"unknown command {command!r}\n{USAGE}")
    try:
        ctx = cmd.make_context(f"%tfdoctor {command}", list(argv))
    except typer.Exit:  # --help printed its text (typer.Exit is click's Exit on older typer)
        return None
    except UsageError as exc:
        raise InputError(exc.format_message()) from None
    return dict(ctx.params)


def last_exception_text() -> tuple[str, str]:
    """The last exception raised in this kernel, as a traceback text, and its one line.

    IPython keeps it in sys.last_type/last_value/last_traceback (and sys.last_exc on
    Python 3.12+) when it shows a traceback."""
    value = getattr(sys, "last_exc", None) or getattr(sys, "last_value", None)
    if value is None:
        raise InputError("no exception has been raised in this kernel yet")
    tb = getattr(value, "__traceback__", None) or getattr(sys, "last_traceback", None)
    text = "".join(traceback.format_exception(type(value), value, tb))
    return text, f"{type(value).__name__}: {value}"


def run(line: str) -> Any:
    """One ``%tfdoctor`` line -> a Report (shown by the notebook), or None."""
    import tfdoctor.api as api

    try:
        argv = shlex.split(line)
    except ValueError as exc:  # "No closing quotation"
        raise InputError(f"%tfdoctor {line}: {exc}") from None
    if not argv or argv[0] in ("-h", "--help", "help"):
        print(USAGE)
        return None
    command, rest = argv[0], argv[1:]
    if command == "why":
        if rest:
            raise InputError("%tfdoctor why takes no options")
        text, headline = last_exception_text()
        tf = sys.modules.get("tensorflow")
        version = getattr(tf, "__version__", None) if tf is not None else None
        return api.explain(text, tf_version=version, exception=headline)
    if command == "explain":
        from tfdoctor.cli import mark_command_args

        rest = mark_command_args(["explain", *rest])[1:]  # `-- CMD` runs CMD, as in the CLI
    params = parse(command, rest)
    if params is None:
        return None
    for name, why in _CLI_ONLY.items():
        if params.pop(name, False):
            raise InputError(why)
    json_out = params.pop("json_out", False)
    params.pop("colour", None)
    if command == "check":
        report = api.check(**params)
    elif command == "devices":
        report = api.devices(**params)
    elif command == "smoke-train":
        report = api.smoke_train(**params)
    elif command == "explain":
        report = _explain(params)
    else:
        raise InputError(f"%tfdoctor {command}: use !tfdoctor {command} in a notebook\n{USAGE}")
    if json_out:
        print(report.to_json())
        return None
    return report


def _explain(params: dict[str, Any]) -> Any:
    """`%tfdoctor explain FILE` or `%tfdoctor explain -- COMMAND`, as the CLI does it."""
    import tfdoctor.api as api
    from tfdoctor.commands.explain import run_explain
    from tfdoctor.explain.engine import ExplainContext

    args = list(params.get("args") or [])
    if not args:
        raise InputError("%tfdoctor explain needs a log file or `-- COMMAND` (no stdin here)")
    ctx = ExplainContext(tf_version=params.get("tf_version"), platform=params.get("platform"))
    result = run_explain(args, ctx, json_out=False, run=bool(params.get("run")))
    extra = (
        {}
        if result.command is None
        else {"command": list(result.command), "returncode": result.returncode}
    )
    return api.explain_report(
        result, strict=params.get("strict", False), verbose=params.get("verbose", False), **extra
    )


def tfdoctor_magic(line: str) -> Any:
    try:
        return run(line)
    except TfdoctorError as exc:
        print(f"tfdoctor: error: {exc}", file=sys.stderr)
        return None


def _after_cell(*_args: Any) -> None:
    """Record the environment once TensorFlow shows up in sys.modules: the values it
    started with, as near as a cell boundary can tell (a change in the same cell after
    `import tensorflow` is not seen)."""
    if "tensorflow" in sys.modules:
        remember_env(os.environ, "after the cell that imported tensorflow")


def load_ipython_extension(ipython: Any) -> None:
    if "tensorflow" in sys.modules:
        remember_env(os.environ, "when %load_ext tfdoctor ran (tensorflow was already imported)")
    ipython.register_magic_function(tfdoctor_magic, magic_kind="line", magic_name="tfdoctor")
    ipython.events.register("post_run_cell", _after_cell)


def unload_ipython_extension(ipython: Any) -> None:
    try:
        ipython.events.unregister("post_run_cell", _after_cell)
    except ValueError:
        pass
