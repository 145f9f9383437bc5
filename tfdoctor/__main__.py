"""``tfdoctor`` and ``python -m tfdoctor``: the front door of ``check --no-runtime``, then typer.

``check --no-runtime`` must stay instant (issue 19 (d): at most 0.80x ``python -m pip
--version`` on the same interpreter, measured in bench/run.py). typer and click cost
about 40 ms to import, more than everything ``--no-runtime`` does, so this module serves
the invocations setup scripts and cluster prologues use: ``check --no-runtime`` with the
flags below and ``--python``/``--matrix``. It calls exactly what the typer command calls
(commands.check.check_options, run_check; report.check.render_check) with the same
defaults, and answers None for anything it does not fully understand (``--help``, another
option, a missing value, another command), which then goes to the typer app unchanged.
It lives here, outside the cli package, whose ``__init__`` imports typer.
tests/test_cli_fast.py holds its options to the typer command's, name by name and default
by default, and compares the two paths' output and exit status.
"""

from __future__ import annotations

#: flag -> (parameter of the typer ``check`` command, the value the flag gives it)
FLAGS: dict[str, tuple[str, object]] = {
    "--no-runtime": ("no_runtime", True),
    "--json": ("json_out", True),
    "-v": ("verbose", True),
    "--verbose": ("verbose", True),
    "--strict": ("strict", True),
    "--require-gpu": ("require_gpu", True),
    "--color": ("colour", True),
    "--no-color": ("colour", False),
}
#: option that takes a value -> parameter
VALUES: dict[str, str] = {"--python": "python", "--matrix": "matrix"}
#: the parameters' defaults when not given (the typer command's own, tests hold them equal)
DEFAULTS: dict[str, object] = {
    "no_runtime": False,
    "json_out": False,
    "verbose": False,
    "strict": False,
    "require_gpu": False,
    "colour": None,
    "python": None,
    "matrix": None,
}


def parse(argv: list[str]) -> dict[str, object] | None:
    """The check command's parameters for ``argv``, or None where typer must decide."""
    if not argv or argv[0] != "check":
        return None
    got = dict(DEFAULTS)
    rest = argv[1:]
    i = 0
    while i < len(rest):
        arg = rest[i]
        name, eq, value = arg.partition("=")
        if arg in FLAGS:
            key, val = FLAGS[arg]
            got[key] = val
        elif name in VALUES and eq and value:
            got[VALUES[name]] = value
        elif arg in VALUES and i + 1 < len(rest) and not rest[i + 1].startswith("-"):
            got[VALUES[arg]] = rest[i + 1]
            i += 1
        else:
            return None  # --help, another option, an argument: typer's to answer
        i += 1
    return got if got["no_runtime"] else None


def run(argv: list[str]) -> int | None:
    """Run ``check --no-runtime`` as the typer command would; None: not served here."""
    params = parse(argv)
    if params is None:
        return None
    from pathlib import Path

    from tfdoctor.commands.check import check_options, run_check
    from tfdoctor.model import EXIT_BAD_INPUT, TfdoctorError
    from tfdoctor.report.check import render_check
    from tfdoctor.report.console import error_line

    try:
        opts = check_options(
            no_runtime=True,
            require_gpu=bool(params["require_gpu"]),
            matrix=Path(str(params["matrix"])) if params["matrix"] else None,
            python=params["python"],  # type: ignore[arg-type]
        )
        report = run_check(opts)
        return render_check(
            report,
            json_out=bool(params["json_out"]),
            verbose=bool(params["verbose"]),
            strict=bool(params["strict"]),
            require_gpu=bool(params["require_gpu"]),
            colour=params["colour"],  # type: ignore[arg-type]
        )
    except TfdoctorError as exc:  # as cli/app._guarded: one red line, exit 2
        error_line(str(exc))
        return EXIT_BAD_INPUT


def main() -> None:
    """The console script (pyproject.toml) and ``python -m tfdoctor``."""
    import sys

    code = run(sys.argv[1:])
    if code is not None:
        _exit_now(code)
    from tfdoctor.cli import main as typer_main

    typer_main()


def _exit_now(code: int) -> None:
    """Exit with ``code`` without tearing the interpreter down: finalisation frees every
    module, class and function one by one, ~7 ms of ``check --no-runtime`` once the report
    is out. Its one task that matters here is done first: flushing stdout and stderr (no
    thread, child process or atexit handler of this path is left; the TensorFlow children
    end the same way). A flush that fails (a closed pipe) takes the usual way out, which
    reports it as always."""
    import os
    import sys

    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except Exception:
        sys.exit(code)
    os._exit(code)


if __name__ == "__main__":
    main()
