"""TensorFlow-ecosystem packages: installed distributions that declare TensorFlow, tf-keras
or Keras in their metadata (in any extra), plus the known companions released per TF minor.

Read from METADATA headers only (never by importing). Used twice: by the static probe,
whose requirements the judge evaluates against the installed TensorFlow (an extra is a
promise too: ``tensorflow <2.17.0,>=2.16.0 ; extra == 'tensorflow'`` keeps ``pip check``
silent while the package's compiled ops were built for TF 2.16), and by the runtime child,
which imports each one as the user's code would (issue 15 (g), (h)).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from tfdoctor.model import canonical_name
from tfdoctor.probes.host import Host
from tfdoctor.probes.python_env import distributions
from tfdoctor.records import frozen

#: The distributions that install the ``tensorflow`` package itself, in its flavours.
TF_DISTS = (
    "tensorflow", "tensorflow-cpu", "tensorflow-gpu", "tensorflow-intel", "tensorflow-macos",
    "tensorflow-aarch64", "tensorflow-rocm", "tensorflow-cpu-aws", "tf-nightly",
)  # fmt: skip
#: The distributions that *are* TensorFlow or Keras (what companions depend on).
TF_FAMILY = frozenset(TF_DISTS) | {"tf-keras", "tf-keras-nightly", "keras", "keras-nightly"}
#: TensorFlow's own dependencies and tools that mention it: not companions to import.
NOT_COMPANIONS = frozenset(
    {
        "tensorboard",
        "tensorboard-data-server",
        "tensorflow-estimator",
        "tensorflow-io-gcs-filesystem",
        "ml-dtypes",
        "tfdoctor",
        "keras-preprocessing",
        "keras-applications",
    }
) | (TF_FAMILY - {"tf-keras"})
#: Companions released per TensorFlow minor whose imports load compiled ops or need
#: tf-keras (their own Requires-Dist where declared; listed here so an install that
#: declares nothing is still imported). Source: each project's PyPI page / release notes.
KNOWN = frozenset(
    {
        "tf-keras",
        "tensorflow-text",
        "tensorflow-io",
        "tensorflow-probability",
        "tensorflow-decision-forests",
        "tensorflow-addons",
        "tensorflow-hub",
        "tensorflow-datasets",
        "tensorflow-model-optimization",
        "tensorflow-recommenders",
        "tensorflow-ranking",
        "keras-nlp",
        "keras-cv",
        "keras-hub",
        "keras-tuner",
        "tf-models-official",
        "tensorflow-graphics",
        "tensorflow-transform",
        "tensorflow-serving-api",
        "tensorflow-federated",
        "tensorflowjs",
        # declares no TensorFlow requirement (protobuf, onnx...), converts TF/Keras models
        "tf2onnx",
    }
)
#: What loads lazily in a companion, touched after its import (module, attribute whose
#: dir() forces the LazyLoader): tensorflow-io loads its custom-op library on first use.
TOUCH = {"tensorflow_io": ("tensorflow_io.python.ops", "core_ops")}
# A pattern as a string: re compiles it (once) when first used, not at import (issue 19 (d)).
_MENTIONS = r"(?i)tensorflow|keras|tf[-_]keras"
_EXTRA = r"""extra\s*==\s*['"]([^'"]+)['"]"""


@frozen
class TfRequirement:
    """A companion's Requires-Dist line that names TensorFlow or Keras."""

    raw: str
    name: str  # canonical
    specifier: str
    extra: str | None  # the extra it is declared under; None: always required
    #: the whole environment marker ("" for none): a sys_platform/python_version part says
    #: where the line applies at all (the review of the thirteenth session, item 9)
    marker: str = ""


@frozen
class Companion:
    """An installed TensorFlow-ecosystem package, and what it declares of TensorFlow."""

    name: str
    version: str
    import_names: tuple[str, ...]
    requirements: tuple[TfRequirement, ...]
    metadata_path: str

    def to_dict(self) -> dict:
        return {
            "name": self.name,
            "version": self.version,
            "import": list(self.import_names),
            "requires": [r.raw for r in self.requirements],
        }


def tf_requirements(requires: Iterable[str]) -> tuple[TfRequirement, ...]:
    """The Requires-Dist lines naming TensorFlow/Keras, with the extra each belongs to."""
    # imported here: most environments hold no package that mentions TensorFlow, and
    # packaging.requirements costs ~8 ms of `check --no-runtime` (judge/requires_dist.py)
    from packaging.requirements import InvalidRequirement, Requirement

    out = []
    for raw in requires:
        try:
            req = Requirement(raw)
        except InvalidRequirement:
            continue
        name = canonical_name(req.name)
        if name not in TF_FAMILY:
            continue
        m = re.search(_EXTRA, str(req.marker or ""))
        out.append(
            TfRequirement(
                raw.strip(),
                name,
                str(req.specifier),
                m.group(1) if m else None,
                str(req.marker or ""),
            )
        )
    return tuple(out)


def import_names(name: str, top_level: str | None, record: str | None) -> tuple[str, ...]:
    """Top-level import names: top_level.txt, else the packages RECORD installs, else the
    distribution name with "-" as "_"."""
    if top_level:
        names = [n.strip() for n in top_level.splitlines() if n.strip() and not n.startswith("_")]
        if names:
            return tuple(dict.fromkeys(names))
    if record:
        names = []
        for line in record.splitlines():
            path = line.split(",", 1)[0]
            if path.endswith("/__init__.py") and path.count("/") == 1:
                names.append(path.split("/", 1)[0])
        if names:
            return tuple(dict.fromkeys(names))
    return (name.replace("-", "_"),)


def read_headers(text: str) -> tuple[str, str, list[str]]:
    """(Name, Version, Requires-Dist lines) from METADATA text, headers only."""
    name = version = ""
    requires: list[str] = []
    for line in text.splitlines():
        if not line.strip():
            break
        key, _, value = line.partition(":")
        if key == "Name":
            name = value.strip()
        elif key == "Version":
            version = value.strip()
        elif key == "Requires-Dist":
            requires.append(value.strip())
    return name, version, requires


def companion_from(
    name: str,
    version: str,
    requires: list[str],
    top_level: str | None,
    record: str | None,
    where: str,
) -> Companion | None:
    canon = canonical_name(name)
    if canon in NOT_COMPANIONS:
        return None
    reqs = tf_requirements(r for r in requires if re.search(_MENTIONS, r))
    if not reqs and canon not in KNOWN:
        return None
    return Companion(canon, version, import_names(name, top_level, record), reqs, where)


def _mentions_tf(text: str) -> bool:
    """``re.search(_MENTIONS, text)``, without a case-insensitive regex over every METADATA
    header (~6 ms for a venv's 80): casefold() folds as re.IGNORECASE does for these
    ASCII words, and tf-keras/tf_keras contain "keras"."""
    folded = text.casefold()
    return "tensorflow" in folded or "keras" in folded


def probe_ecosystem(host: Host) -> tuple[Companion, ...]:
    out = []
    for d in distributions(host):
        if d.name in NOT_COMPANIONS:
            continue
        folder = Path(d.metadata_path)
        text = host.read_text(folder / "METADATA") or host.read_text(folder / "PKG-INFO") or ""
        if d.name not in KNOWN and not _mentions_tf(text.split("\n\n", 1)[0]):
            continue  # cheap gate: most distributions never mention TensorFlow
        name, version, requires = read_headers(text)
        top = host.read_text(folder / "top_level.txt")
        record = None if top else host.read_text(folder / "RECORD")
        c = companion_from(
            name or d.name, version or d.version, requires, top, record, d.metadata_path
        )
        if c is not None:
            out.append(c)
    return tuple(out)
