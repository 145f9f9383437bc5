"""The typer app, its error guard and the options the commands share.

Domain errors (bad usage, bad input) are caught in one place, `_guarded`, and shown as
one red line with exit status 2. Core modules are imported inside the commands so
`tfdoctor --help` and `check --no-runtime` stay instant.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

import typer

from tfdoctor import __version__
from tfdoctor.model import EXIT_BAD_INPUT, TfdoctorError
from tfdoctor.report.console import error_line

app = typer.Typer(
    name="tfdoctor",
    help="Can this TensorFlow/Keras environment really train on the GPU? And if not, what fixes it.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)

F = TypeVar("F", bound=Callable[..., Any])


def _guarded(fn: F) -> F:
    """Turn a TfdoctorError into one red line and exit 2 (never a traceback)."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except TfdoctorError as exc:
            error_line(str(exc))
            raise typer.Exit(EXIT_BAD_INPUT) from None

    return wrapper  # type: ignore[return-value]


guarded = _guarded  # for commands registered on a sub-app (cli/fleet.py)


def command(name: str, **kwargs: Any) -> Callable[[F], F]:
    def deco(fn: F) -> F:
        app.command(name, **kwargs)(_guarded(fn))
        return fn

    return deco


def _version(value: bool) -> None:
    if value:
        typer.echo(f"tfdoctor {__version__}")
        raise typer.Exit(0)


@app.callback()
def _root(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Show the version and exit."
    ),
) -> None:
    """tfdoctor: check a TensorFlow GPU environment, prove it trains, explain its logs."""


# Shared options -------------------------------------------------------------------
JsonOpt = typer.Option(
    False, "--json", help="One JSON document on stdout, and no progress on the terminal."
)
MatrixOpt = typer.Option(
    None,
    "--matrix",
    help="Compatibility matrix to use instead of the shipped one (or set TFDOCTOR_MATRIX).",
)
ColourOpt = typer.Option(None, "--color/--no-color", help="Force colour on or off.")
VerboseOpt = typer.Option(False, "-v", "--verbose", help="Show the evidence of each finding.")
StrictOpt = typer.Option(False, "--strict", help="Exit 1 on warnings too.")
RequireGpuOpt = typer.Option(
    False, "--require-gpu", help="Exit 1 unless TensorFlow can really use a GPU."
)
ChildTimeoutOpt = typer.Option(
    120.0, "--timeout", min=1.0, help="Seconds the TensorFlow child may take."
)
