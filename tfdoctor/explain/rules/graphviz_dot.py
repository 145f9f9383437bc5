"""Log rules for drawing a model with pydot and Graphviz (keras.utils.plot_model/model_to_dot):
Keras's own words when pydot or Graphviz is missing, pydot releases that do not fit the Python
or the Keras that calls them, and Graphviz's dot failing on the graph. The words were read in
the wheels (`pip download --no-deps`, 2026-11-29): Keras 2.2.4's keras/utils/vis_utils.py,
tf_keras 2.15.0/2.16.0's tf_keras/src/utils/vis_utils.py, Keras 3.15's
keras/src/utils/model_visualization.py, pydot 1.2.4/1.3.0/1.4.2/2.0.0/4.0.1. Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

import re
from typing import Any

from tfdoctor.explain.rules.base import ExplainContext, rule
from tfdoctor.explain.traceback import TRUNCATED, Event, Raised
from tfdoctor.model import Finding, Severity

E = Severity.ERROR
_GRAPHVIZ = (
    "Install Graphviz's programs (Windows: the installer from graphviz.org, then its bin folder "
    "on PATH and a new shell; apt install graphviz; brew install graphviz; conda install "
    "graphviz) and pip install pydot; pip install graphviz alone does not bring them. Only the "
    "drawing needs them"
)
#: model drawing with pydot/Graphviz
GRAPHVIZ_RULES = (
    # Keras raising when pydot or Graphviz is missing: Keras 2.2.4's _check_pydot ("Failed to
    # import `pydot`. Please install `pydot`.", "`pydot` failed to call GraphViz.Please install
    # GraphViz (https://www.graphviz.org/) and ensure that its executables are in the $PATH.",
    # leftthomas/ImageDeblurring#31, round 149), tf.keras 2.x's ImportError tuple ("Failed to
    # import pydot. You must `pip install pydot` and install graphviz (...), ', 'for
    # `pydotprint` to work.", DeepRegNet/DeepReg#689, round 149), and Keras 3's raised form
    # outside a notebook ("ImportError: You must install graphviz (see instructions at ...)")
    rule(
        "keras-plot-model-deps-missing",
        E,
        "pydot or Graphviz is missing: Keras could not draw the model (plot_model raised)",
        r"`?pydot`? failed to call GraphViz|Failed to import `?pydot`?\. (?:Please install|You "
        r"must `?pip install pydot)|(?:ImportError|OSError)\b.{0,40}You must install (?:pydot|"
        r"graphviz) ",
        ("failed to call graphviz", "failed to import", "you must install"),
        _GRAPHVIZ,
    ),
    # a pydot release that does not fit: pydot 2.0 dropped InvocationException, which Keras 2's
    # check_graphviz names in its except clause (tf_keras 2.15.0: `except (OSError,
    # pydot.InvocationException)`; 2.16.0 moved it to a clause of its own), so a Graphviz that
    # failed surfaces as "AttributeError: module 'pydot' has no attribute 'InvocationException'"
    # (foryichuanqi/RESS-Paper-2022.09-...#3, round 149); pydot 1.2.x's `os.errno`, which
    # Python 3.7 removed (pydot 1.3.0 imports errno: tensorflow/tensorflow#40117, round 149)
    rule(
        "pydot-version-incompatible",
        E,
        "The installed pydot does not fit the Keras or the Python that calls it",
        r"module '(?P<mod>pydot)' has no attribute 'InvocationException|"
        r"pydot\.py\b.{0,80}\bos\.errno\.ENOENT|if e\.errno == (?P<oserrno>os)\.errno\.ENOENT",
        ("invocationexception", "os.errno.enoent"),
        lambda v, _c: (
            "pydot before 1.3.0 uses os.errno, which Python 3.7 removed: pip install -U pydot; "
            "then install Graphviz's programs too (the error it was handling was dot not "
            "starting)"
            if v.get("oserrno") else
            "Keras 2 (tf_keras/keras 2.15 and older) names pydot.InvocationException, which "
            "pydot 2.0 removed; the exception it was handling is Graphviz's dot not starting. "
            "Install Graphviz's programs (apt/brew/conda graphviz; Windows: graphviz.org's "
            "installer and its bin on PATH), and pip install \"pydot<2\" or tf_keras 2.16+"
        ),
    ),
    # Graphviz's dot ran and failed, as pydot prints it ('"dot" with args [...] returned code:
    # N' then dot's stderr): a renderer the build lacks ('Format: "jpg" not recognized. Use one
    # of: ...', xamyzhao/brainstorm#5, round 149), dot aborting on Keras 3's orthogonal edges
    # (code -6, "dot: maze.c:313: chkSgraph: Assertion `np->cells[1]' failed.",
    # tensorflow/tensorflow#65331, round 149; Keras 3.15's plot_model takes splines=), a
    # Windows launcher cut at a space ("'D:\Program' is not recognized...", keras-team/keras
    # #12538, round 149). The gatherers' names, adopted
    rule(
        "graphviz-output-format-unsupported",
        E,
        "The installed Graphviz cannot write this image format",
        r"Format: \"(?P<fmt>\w+)\" not recognized\. Use one of",
        "not recognized. use one of",
        lambda v, _c: (
            f"This Graphviz has no '{v.get('fmt')}' renderer: save the plot as .png or .svg "
            "(plot_model(model, to_file='model.png')), or install a Graphviz built with the "
            "cairo/gd plugins (conda install -c conda-forge graphviz; apt install graphviz)"
        ),
    ),
    rule(
        "graphviz-dot-crashed",
        E,
        "Graphviz's dot crashed while drawing the model's graph",
        r"\"dot\" with args \[.*\] returned code: (?P<code>-\d+)|dot: maze\.c:\d+: \w+: Assertion",
        ("returned code: -", "maze.c"),
        "dot aborted in its orthogonal edge router on this graph (Keras 3 draws with "
        "splines='ortho'): pass splines='spline' (or 'polyline') to keras.utils.plot_model "
        "(Keras 3.15 takes it), or draw with expand_nested=False / a newer Graphviz",
    ),
    rule(
        "graphviz-path-with-space",
        E,
        "Windows could not start Graphviz's dot: its path holds a space",
        r"b[\"']'[A-Z]:\\{1,2}(?:Program|Users\\{1,2}\w+)' ",
        "program'",
        "pydot started dot through a path with a space, and cmd.exe stopped at the space "
        "('D:\\Program'): install Graphviz (or Anaconda) under a path without spaces, or "
        "upgrade pydot (pip install -U pydot) and put Graphviz's bin folder on PATH",
    ),
)


# --- an event rule: pydot's Popen of dot failing, the traceback's own frames ------------------
# (keras-team/keras-hub#1966, round 149: IPython's "FileNotFoundError   Traceback" header, then
# pydot/core.py's Dot.create -> call_graphviz -> subprocess.Popen, the paste cut before the
# exception line; pydot 4.0.1 turns ENOENT into '"dot" not found in path.', read by the rule
# above when it is there)
_PYDOT = re.compile(r"[\\/]pydot(?:[\\/]core)?\.py$")


def pydot_popen_failed(r: Raised, ev: Event) -> dict[str, Any] | None:
    kind = ev.header if r.type == TRUNCATED else r.short_type
    if kind not in ("FileNotFoundError", "OSError", "WindowsError"):
        return None
    if not any(_PYDOT.search(fr.path) and fr.func.split("(")[0] in ("call_graphviz", "create")
               for fr in r.frames):  # fmt: skip
        return None
    return {"prog": "dot"}


def pydot_popen_failed_finding(v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]) -> Finding:
    return Finding(
        "keras-plot-model-deps-missing",
        Severity.ERROR,
        "Graphviz's dot program is not installed or not on PATH (pydot could not start it)",
        _GRAPHVIZ,
        ev,
        values=dict(v),
    )
