"""An event rule for a web server's code reloader that walks ``sys.modules`` and so touches
TensorFlow 1.15-2.1's lazily loaded modules (``tensorflow_core.keras``), which then import in
the reloader's thread and fail. Read from the whole traceback: the reloader's frame and
TensorFlow's lazy loader (or the ``tensorflow_core.*`` module it could not import).

tensorflow/tensorflow#34607 (DrChrisLevy, 2020-02-25: gunicorn's reloader under docker-compose,
TF 2.1; alexdibattista, hansen1416: the error goes away with the reloader/debug mode off) and
pallets/flask#3549 (``flask run --reload`` with ``import tensorflow``; "Leaving out the --reload
flag does work"). The traceback is in tests/data/tracebacks/SOURCES.md.
"""

from __future__ import annotations

import re
from typing import Any

from tfdoctor.explain.rules.base import ExplainContext
from tfdoctor.explain.traceback import Event, Raised
from tfdoctor.model import Finding, Severity

#: the reloaders' own frames that walk sys.modules (not any frame of their files: Django's
#: check_errors ``wrapper`` runs the whole runserver start-up, the review of the sixteenth
#: session): gunicorn's get_files, Werkzeug's _iter_module_files/_iter_module_paths/_find_*_paths,
#: Django's iter_all_python_module_files/iter_modules_and_files
_WALKERS = {
    "gunicorn": (re.compile(r"[\\/]gunicorn[\\/]reloader\.py$"), ("get_files", "<listcomp>", "<genexpr>")),
    "Werkzeug (Flask's debug mode)": (
        re.compile(r"[\\/]werkzeug[\\/]_reloader\.py$"),
        ("_iter_module_files", "_iter_module_paths", "_find_stat_paths", "_find_watchdog_paths"),
    ),
    "Django's runserver": (
        re.compile(r"[\\/]django[\\/]utils[\\/]autoreload\.py$"),
        ("iter_all_python_module_files", "iter_modules_and_files"),
    ),
}
_LAZY = re.compile(r"No module named '(?P<module>tensorflow_core\.[\w.]+)'")


def _walker(frames: list) -> tuple[str, int] | None:
    for i, fr in enumerate(frames):
        for name, (path, funcs) in _WALKERS.items():
            if path.search(fr.path) and fr.func.split("(")[0] in funcs:
                return name, i
    return None


def reloader_lazy_import(r: Raised, ev: Event) -> dict[str, Any] | None:
    frames = list(r.frames)
    found = _walker(frames)
    if found is None:
        return None
    name, at = found
    m = _LAZY.search(r.message)
    # TensorFlow's lazy loader after (inside) the walking frame: the walk itself imported it
    lazy = any(
        fr.owner in ("tensorflow", "tensorflow_core") and fr.func in ("_load", "__getattr__")
        for fr in frames[at + 1:]
    )
    if m is None and not lazy:
        return None
    return {"reloader": name, "module": m.group("module") if m else "a module (tensorflow_core.keras on TF 1.15-2.1)"}


def reloader_lazy_import_finding(v: dict[str, Any], _ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    return Finding(
        "dev-server-reloader-tf-lazy-import",
        Severity.ERROR,
        f"{v['reloader']}'s code reloader walks the imported modules and makes TensorFlow's lazy "
        f"loader import {v['module']} in its thread, where it fails",
        "Run the server without its code reloader (Flask: `flask run --no-reload`, "
        "FLASK_DEBUG=0 or app.run(use_reloader=False); gunicorn: without --reload; Django: "
        "runserver --noreload), or import tensorflow and the modules you use from it "
        "(tensorflow.keras) at the top of the entry script, before the server starts. "
        "TensorFlow itself is not broken: the same code runs without the reloader",
        ev,
        values=dict(v),
    )
