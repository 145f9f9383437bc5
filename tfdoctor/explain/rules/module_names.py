"""What an import name says about its distribution: the distributions whose import name
differs, and the third-party modules a release removed (read in the wheels). Used by
modules.py's python-module-missing remedy."""

from __future__ import annotations

import re
from typing import Any

from tfdoctor.explain.rules.base import ExplainContext, Values, rule
from tfdoctor.explain.rules.ecosystem_names import ECOSYSTEM_MODULES, TF_STACK
from tfdoctor.explain.traceback import Event, Raised
from tfdoctor.model import Finding, Severity

#: import name -> distribution, where they differ: read from each wheel's files
#: (opencv-python-headless installs cv2/, pillow PIL/, pyyaml yaml/, scikit-learn sklearn/,
#: beautifulsoup4 bs4/, python-dateutil dateutil/; `pip download --no-deps`, 2026-11-25)
DIST_OF = {
    "cv2": "opencv-python",
    "PIL": "pillow",
    "yaml": "pyyaml",
    "sklearn": "scikit-learn",
    "bs4": "beautifulsoup4",
    "dateutil": "python-dateutil",
}
#: a third-party module a release removed -> (distribution, the release that removed it, where
#: its contents live, what happened), read in the wheels (`pip download --no-deps`, 2026-11-29):
#: wandb 0.16.6 has wandb/keras/__init__.py (an alias of wandb.integration.keras) and 0.17.0 has
#: not (wandb/examples#524, round 141); scikit-learn 0.19.2 has sklearn/cross_validation.py and
#: grid_search.py and 0.20.0 has not; 0.22.2 has sklearn/externals/joblib/ and 0.23.0 has not
MOVED_MODULES = {
    "wandb.keras": ("wandb", "0.17.0", "wandb.integration.keras", "the alias of wandb.integration.keras"),
    "sklearn.cross_validation": ("scikit-learn", "0.20", "sklearn.model_selection", "it became sklearn.model_selection"),
    "sklearn.grid_search": ("scikit-learn", "0.20", "sklearn.model_selection", "it became sklearn.model_selection"),
    "sklearn.externals.joblib": ("scikit-learn", "0.23", "joblib (pip install joblib; import joblib)", "its copy of joblib"),
}  # fmt: skip


def moved_remedy(v: Values, ctx: ExplainContext | None) -> str:
    module = str(v.get("module"))
    moved = next((m for m in MOVED_MODULES if module == m or module.startswith(m + ".")), None)
    if moved is None:  # (no value: a rule's remedy answers without one)
        return (
            "A release of the package removed or moved this module: import it from where the "
            "installed release keeps it, or install the release the code was written for"
        )
    dist, release, new, how = MOVED_MODULES[moved]
    pip = (ctx.pip if ctx else None) or "python -m pip"
    return (
        f"{dist} {release} removed {moved} ({how}): import it from {new} in the code, or pin "
        f'the release the code was written for: {pip} install "{dist}<{release}" (where that '
        "release still installs: an old release may have no wheel for today's Python). A file "
        "pickled under the older release names the old module too: load it there and save it "
        f"again, or alias it before loading (sys.modules['{moved}'] = the new module)"
    )


MOVED_MODULE_RULES = (
    rule(
        "package-module-removed",
        Severity.ERROR,
        "The installed package no longer has this module: a release removed or moved it",
        r"No module named '?(?P<module>(?:"
        + "|".join(re.escape(m) for m in sorted(MOVED_MODULES))
        + r")(?:\.[\w.]+)?)'?(?![\w.])",
        "no module named",
        moved_remedy,
    ),
)


#: packages whose missing names other rules explain (TensorFlow's stack, the ecosystem, their
#: own modules): the generic rule below never speaks for them
_OWNED = "|".join(sorted({*TF_STACK, *ECOSYSTEM_MODULES, r"tensorflow\w*", r"keras\w*"}))


def name_remedy(v: Values, ctx: ExplainContext | None) -> str:
    module, name = str(v.get("module")), str(v.get("name"))
    top = module.split(".")[0]
    dist = DIST_OF.get(top, top.replace("_", "-"))
    pip = (ctx.pip if ctx else None) or "python -m pip"
    return (
        f"The installed {top} has no {name} in {module}: the code was written for another "
        f"release of {dist}. A newer one may add it (`{pip} install --upgrade {dist}`), or an "
        f"older one still have it (the release the code's requirements name: `{pip} install "
        f'"{dist}==<that release>"`; `{pip} show {dist}` says which is installed), or a release '
        f"moved it (its changelog says where). A misspelt name, or another project's package of the same name installed in its place "
        f"(`{pip} show {dist}` names its home page), gives the same words"
    )


_NAME = re.compile(
    r"cannot import name '(?P<name>\w+)' from '(?P<module>(?!(?:" + _OWNED + r")\b)"
    r"[A-Za-z_]\w*(?:\.\w+)*)' \((?P<path>[^()\n]*[/\\](?:site|dist)-packages[/\\][^()\n]*)\)"
)


def name_not_in_release(r: Raised, ev: Event) -> dict[str, Any] | None:
    """A name the installed third-party package has not got, imported by the user's code (or
    a line with no frames) from a module found in site-packages (amitkaps/recommendation's
    MovieLens notebook, round 162: "ImportError: cannot import name 'EmbeddingVis' from
    'recoflow.vis' (.../site-packages/recoflow/vis.py)"; a real run: pandas 2.2's `from pandas
    import Panel`, removed in pandas 1.0). The path in parentheses is Python 3.7+'s: the module
    was found, the name was not. A package's own import is not the user's: its files of two
    releases (r121-1-006) or a companion's dependency (r67-0-023) are other rules'."""
    if r.short_type != "ImportError":
        return None
    m = _NAME.search(r.message)
    if m is None or (r.frames and r.frames[-1].owner not in ("<local>", "<input>")):
        return None
    return {"name": m.group("name"), "module": m.group("module"), "path": m.group("path")}


def name_not_in_release_finding(
    v: dict[str, Any], ctx: ExplainContext, ev: tuple[str, ...]
) -> Finding:
    return Finding(
        "package-module-removed",
        Severity.ERROR,
        f"The installed {str(v['module']).split('.')[0]} has no {v['name']}: the code was written for another release",
        name_remedy(v, ctx),
        ev,
        values=dict(v),
    )
