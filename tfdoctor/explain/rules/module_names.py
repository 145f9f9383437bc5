"""What an import name says about its distribution: the distributions whose import name
differs, and the third-party modules a release removed (read in the wheels). Used by
modules.py's python-module-missing remedy."""

from __future__ import annotations

import re

from tfdoctor.explain.rules.base import ExplainContext, Values, rule
from tfdoctor.model import Severity

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
