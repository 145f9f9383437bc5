"""The command line: options -> one core call -> render and exit.

``app`` holds the shared options and the one error guard (cli/app.py); each module
registers its commands on it when imported. Core modules are imported inside the
commands so `tfdoctor --help` and `check --no-runtime` stay instant.
"""

from __future__ import annotations

import sys

from tfdoctor.cli import (  # noqa: F401  (each registers its commands)
    check,
    explain,
    fix,
    fleet,
    plan,
    report,
)
from tfdoctor.cli.app import app
from tfdoctor.cli.explain import mark_command_args

__all__ = ["app", "main", "mark_command_args"]


def main() -> None:
    app(args=mark_command_args(sys.argv[1:]), prog_name="tfdoctor")


if __name__ == "__main__":
    main()
