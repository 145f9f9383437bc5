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

#: the reloaders that scan every imported module's __file__: gunicorn's, Werkzeug's (Flask's
#: debug mode), Django's runserver
_RELOADER = re.compile(
    r"[\\/](?:gunicorn[\\/]reloader|werkzeug[\\/]_reloader|django[\\/]utils[\\/]autoreload)\.py$"
)
_LAZY = re.compile(r"No module named '(?P<module>tensorflow_core\.[\w.]+)'")


def reloader_lazy_import(r: Raised, ev: Event) -> dict[str, Any] | None:
    frames = [fr for x in ev.chain for fr in x.frames]
    server = next((fr for fr in frames if _RELOADER.search(fr.path)), None)
    if server is None:
        return None
    m = _LAZY.search(r.message)
    lazy = any(
        fr.owner in ("tensorflow", "tensorflow_core") and fr.func in ("_load", "__getattr__")
        for fr in r.frames
    )
    if m is None and not lazy:
        return None
    reloader = re.split(r"[\\/]", server.path)[-2]
    return {"reloader": reloader, "module": m.group("module") if m else "tensorflow_core"}


def reloader_lazy_import_finding(v: dict[str, Any], _ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    return Finding(
        "dev-server-reloader-tf-lazy-import",
        Severity.ERROR,
        f"{v['reloader']}'s code reloader imports TensorFlow 1.15-2.1's lazily loaded modules "
        f"({v['module']}), which fail in its thread",
        "Run the server without its code reloader (Flask: `flask run --no-reload`, "
        "FLASK_DEBUG=0 or app.run(use_reloader=False); gunicorn: without --reload; Django: "
        "runserver --noreload), or import tensorflow and the modules you use from it "
        "(tensorflow.keras) at the top of the entry script, before the server starts. "
        "TensorFlow itself is not broken: the same code runs without the reloader",
        ev,
        values=dict(v),
    )
