"""explain: options -> one core call -> render -> exit code."""

from __future__ import annotations

import typer

from tfdoctor.cli.app import (
    ColourOpt,
    JsonOpt,
    StrictOpt,
    VerboseOpt,
    command,
)

# --- explain (issue 5) --------------------------------------------------------------
EXPLAIN_HELP = """Explain a TensorFlow log: what went wrong and the command that fixes it.

\b
  tfdoctor explain train.log         read a file (.gz, .bz2, .xz too)
  tfdoctor explain - < train.log     read stdin (also: no argument)
  tfdoctor explain -- python train.py   run the command, show its output live,
                                        then explain it

\b
Exit status, reading a log: 0 no errors found, 1 errors found (or warnings with
--strict: an empty or non-text input is one), 2 the file cannot be read. Running a command: the command's own exit
status; with --strict, 1 when any error or warning was found.
"""


@command("explain", help=EXPLAIN_HELP)
def explain(
    args: list[str] | None = typer.Argument(None, metavar="[FILE | - | -- COMMAND ARGS...]"),
    json_out: bool = JsonOpt,
    verbose: bool = VerboseOpt,
    strict: bool = StrictOpt,
    tf_version: str | None = typer.Option(
        None, "--tf-version", help="TensorFlow version, for specific fixes."
    ),
    platform: str | None = typer.Option(
        None, "--platform", help="linux, windows, wsl2 or macos, for specific fixes."
    ),
    colour: bool | None = ColourOpt,
    run: bool = typer.Option(
        False, "--run", help="Run ARGS as a command (implied by `--`), even if it is a file."
    ),
) -> None:
    from tfdoctor.commands.explain import run_explain
    from tfdoctor.explain.engine import ExplainContext
    from tfdoctor.report.explain import render_explain

    ctx = ExplainContext(tf_version=tf_version, platform=platform)
    result = run_explain(list(args or []), ctx, json_out=json_out, run=run)
    extra = (
        {}
        if result.command is None
        else {"command": list(result.command), "returncode": result.returncode}
    )
    if result.context is not None:
        extra["context"] = result.context
    render_explain(
        result.findings,
        json_out=json_out,
        verbose=verbose,
        colour=colour,
        lines_read=result.lines_read,
        **extra,
    )
    raise typer.Exit(result.exit_status(strict))


def mark_command_args(argv: list[str]) -> list[str]:
    """``explain ... -- CMD`` -> ``explain ... --run -- CMD``.

    click consumes ``--`` before the command sees its arguments, so without this
    `tfdoctor explain -- ./train.sh` could not be told from `tfdoctor explain ./train.sh`
    (read a log file) and the user's script would be read instead of run.
    """
    if "explain" not in argv or "--" not in argv:
        return argv
    sub, dashes = argv.index("explain"), argv.index("--")
    if any(not a.startswith("-") for a in argv[:sub]) or dashes < sub:
        return argv  # "explain" is not the subcommand here
    return argv[:dashes] + ["--run"] + argv[dashes:]
