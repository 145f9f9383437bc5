"""Judge rules about Keras: which Keras `tf.keras` is, and which backend Keras 3 runs on.

Static reasoning, from the Keras "Getting started" page
(https://keras.io/getting_started/#tensorflow--keras-2-backwards-compatibility) and
TensorFlow's own loader (tensorflow/python/util/lazy_loader.py, TF 2.16-2.21):

- TF <= 2.15 installs Keras 2 (`keras<3`) and `tf.keras` is that package.
- TF >= 2.16 installs Keras 3 and `tf.keras` is Keras 3 (`keras._tf_keras.keras`).
- TF >= 2.16 with TF_USE_LEGACY_KERAS in ("true", "True", "1") — exactly these, any
  other spelling is ignored — makes `tf.keras` the `tf_keras` package (Keras 2); without
  tf-keras installed, TF logs "Your environment has TF_USE_LEGACY_KERAS set to True, but
  you do not have the tf_keras package installed" and `tf.keras` raises ImportError.
- Keras 3 runs on one backend chosen at import (keras/src/backend/config.py and
  __init__.py): $KERAS_BACKEND, else keras.json's "backend", else "tensorflow". An
  unknown name raises "Unable to import backend"; a backend whose package is missing
  fails `import keras`, and with it TF >= 2.16's `tf.keras` ("Keras cannot be
  imported", seen with TF 2.21 / Keras 3.15 and KERAS_BACKEND=jax without jax).
"""

from __future__ import annotations

from tfdoctor.judge.facts import Facts
from tfdoctor.model import Finding, ProbeCrash, Severity, major_minor
from tfdoctor.records import replace

URL = "https://keras.io/getting_started/#tensorflow--keras-2-backwards-compatibility"
BACKEND_URL = "https://keras.io/getting_started/#configuring-your-backend"
#: tensorflow/python/util/lazy_loader.py: `os.environ.get("TF_USE_LEGACY_KERAS", None)
#: in ("true", "True", "1")`.
LEGACY_TRUE = ("true", "True", "1")
#: What a user plausibly meant as "on"; TensorFlow does not read these as true.
_MEANT_TRUE = {"1", "true", "yes", "on", "y"}
#: keras/src/backend/__init__.py (Keras 3.15): the backends Keras 3 can import.
KNOWN_BACKENDS = ("tensorflow", "jax", "torch", "numpy", "openvino")


def _tf_minor(f: Facts) -> tuple[int, int] | None:
    return major_minor(f.tf_version)


def _cfg(f: Facts):
    return None if isinstance(f.keras, ProbeCrash) else f.keras


def legacy_on(f: Facts) -> bool:
    return f.host.getenv("TF_USE_LEGACY_KERAS") in LEGACY_TRUE


def tf_keras_resolution(f: Facts) -> str | None:
    """What `tf.keras` is: keras-2, keras-3, tf-keras, tf-keras-missing; None unknown."""
    mm = _tf_minor(f)
    if mm is None:
        return None
    if mm < (2, 16):
        return "keras-2"
    if legacy_on(f):
        return "tf-keras" if f.tfi and f.tfi.tf_keras else "tf-keras-missing"
    return "keras-3"


def keras_line(f: Facts) -> list[Finding]:
    row, tfi = f.row, f.tfi
    if row is None or tfi is None:
        return []
    out: list[Finding] = []
    keras = tfi.keras.version if tfi.keras else None
    tf_minor = row.key
    if keras is not None and keras.major >= 3 and tf_minor < (2, 16):
        out.append(
            Finding(
                "keras-version-mismatch",
                Severity.ERROR,
                f"Keras {tfi.keras.raw} (Keras 3) is installed with TensorFlow {row.version}, "
                "which needs Keras 2: `tf.keras` will fail to import or behave wrongly",
                f'{f.pip} install "keras>={row.version},<{row.key[0]}.{row.key[1] + 1}"',
                (tfi.keras.source,),
                url="https://keras.io/getting_started/",
                values={"keras": tfi.keras.raw, "tensorflow": row.version},
            )
        )
    elif keras is not None and keras.major < 3 and tf_minor >= (2, 16):
        out.append(
            Finding(
                "keras-version-mismatch",
                Severity.ERROR,
                f"Keras {tfi.keras.raw} (Keras 2) is installed with TensorFlow {row.version}, "
                "which uses Keras 3 as tf.keras",
                f'{f.pip} install "keras>=3"   # or, for Keras 2 code: pip install '
                f'"tf-keras~={row.version}.0" and export TF_USE_LEGACY_KERAS=1',
                (tfi.keras.source,),
                url="https://keras.io/getting_started/",
                values={"keras": tfi.keras.raw, "tensorflow": row.version},
            )
        )
    elif keras is not None:
        found = keras2_off_line(tfi.keras.raw, (keras.major, keras.minor), row.version, f.pip,
                                (tfi.keras.source,))  # fmt: skip
        fit = (getattr(f.runtime, "payload", None) or {}).get("keras_fit") or {}
        if found and fit.get("fit") == "failed":
            # the pair breaks here: the child's tf.keras fit failed (keras 2.11.0 beside TF
            # 2.14.1 on Python 3.11: "module 'inspect' has no attribute 'ArgSpec'", the review
            # of the twenty-second session, a real venv), so the mismatch is its cause
            found = replace(found, severity=Severity.ERROR,
                            title=found.title.replace("and some pairs break it", "and tf.keras fails here"))  # fmt: skip
        out += [found] if found else []
    if tf_minor >= (2, 16) and legacy_on(f) and tfi.tf_keras is None:
        out.append(
            Finding(
                "keras-version-mismatch",
                Severity.ERROR,
                "TF_USE_LEGACY_KERAS is set but tf-keras is not installed: `tf.keras` "
                "will fail with 'Keras cannot be imported'",
                f'{f.pip} install "tf-keras~={row.version}.0"   # or, to use Keras 3: '
                "unset TF_USE_LEGACY_KERAS",
                (f"environment: TF_USE_LEGACY_KERAS={f.host.getenv('TF_USE_LEGACY_KERAS')}",),
                url=URL,
            )
        )
    if tfi.tf_keras is not None and tfi.tf_keras.version is not None:
        tk = tfi.tf_keras.version
        found = tf_keras_off_line(tfi.tf_keras.raw, (tk.major, tk.minor), row.version, f.pip,
                                  (tfi.tf_keras.source,))  # fmt: skip
        out += [found] if found else []
    return out


def tf_keras_off_line(
    raw: str, tk: tuple[int, ...], tf_line: str, pip: str | None, evidence: tuple[str, ...]
) -> Finding | None:
    """``tf-keras-version-mismatch`` (a warning): tf-keras ``raw`` (its major.minor ``tk``)
    beside TensorFlow's release line ``tf_line`` ("2.16"), for ``check`` (the installed
    metadata) and ``explain`` (a listing in the log, explain/listings.py) alike. tf-keras
    releases track TensorFlow's minor version (tf-keras 2.16.0's Requires-Dist:
    tensorflow<2.17,>=2.16)."""
    mm = tuple(int(p) for p in tf_line.split(".")[:2])
    if tuple(tk[:2]) == mm:
        return None
    line = f"{mm[0]}.{mm[1]}"
    return Finding(
        "tf-keras-version-mismatch",
        Severity.WARNING,
        f"tf-keras {raw} does not match TensorFlow {line} "
        "(tf-keras releases track TensorFlow's minor version)",
        f'{pip or "pip"} install "tf-keras~={line}.0"',
        evidence,
    )


def keras2_off_line(
    raw: str, kv: tuple[int, ...], tf_line: str, pip: str | None, evidence: tuple[str, ...]
) -> Finding | None:
    """``keras-version-mismatch``: a Keras 2 ``raw`` (major.minor ``kv``) of another minor than
    TensorFlow 2.7-2.15 (``tf_line``), for ``check`` and ``explain`` (a listing or a printed
    version pair) alike. Those TensorFlows pin their own minor: Requires-Dist of the tensorflow
    2.7.0, 2.10.0, 2.12.0 and 2.15.0 wheels, "keras (<2.8,>=2.7.0rc0)" ... "keras (<2.16,
    >=2.15.0)" (read with pip's resolver, 2026-11-29; 2.6.0 declares "keras (~=2.6)", so it is
    left out). A warning: dusty-nv/jetson-containers#153, round 174: keras 2.8.0 beside TF 2.7.0
    broke tf.keras (keras 2.7.0 fixed it), but real venvs built here from the registry
    (2026-11-29) imported and fit a tf.keras model with keras 2.15.0 and 2.13.1 beside TF 2.14.1
    and keras 2.14.0 beside TF 2.15.1: pip check fails, the program may run."""
    mm = tuple(int(p) for p in tf_line.split(".")[:2])
    if not (2, 7) <= mm <= (2, 15) or kv[0] != 2 or tuple(kv[:2]) == mm:
        return None
    line = f"{mm[0]}.{mm[1]}"
    return Finding(
        "keras-version-mismatch",
        Severity.WARNING,
        f"Keras {raw} is installed with TensorFlow {line}, which declares Keras {line} "
        f"(keras>={line}.0,<{mm[0]}.{mm[1] + 1}; its tf.keras is that package, and some pairs "
        "break it)",
        f'{pip or "pip"} install "keras~={line}.0"',
        evidence,
        url="https://keras.io/getting_started/",
        values={"keras": raw, "tensorflow": line},
    )


def legacy_flag(f: Facts) -> list[Finding]:
    """TF_USE_LEGACY_KERAS spelled in a way TensorFlow ignores, or tf-keras unused."""
    mm = _tf_minor(f)
    if mm is None or mm < (2, 16) or f.tfi is None:
        return []
    raw = f.host.getenv("TF_USE_LEGACY_KERAS")
    if raw is not None and raw not in LEGACY_TRUE and raw.strip().lower() in _MEANT_TRUE:
        return [
            Finding(
                "tf-use-legacy-keras-ignored",
                Severity.WARNING,
                f"TF_USE_LEGACY_KERAS={raw} is not read as true by TensorFlow (only 1, "
                "true or True are): `tf.keras` is Keras 3, not tf-keras",
                "export TF_USE_LEGACY_KERAS=1",
                (
                    f"environment: TF_USE_LEGACY_KERAS={raw}",
                    "tensorflow/python/util/lazy_loader.py",
                ),
                url=URL,
            )
        ]
    if raw is None and f.tfi.tf_keras is not None:
        return [
            Finding(
                "tf-keras-installed-unused",
                Severity.INFO,
                f"tf-keras {f.tfi.tf_keras.raw} is installed but TF_USE_LEGACY_KERAS is not "
                f"set: `tf.keras` is Keras 3 under TensorFlow {f.tf_version}",
                "For Keras 2 code that uses tf.keras: export TF_USE_LEGACY_KERAS=1 (before "
                "Python starts). Code that imports tf_keras directly, or Keras 3 code, needs "
                "nothing.",
                (f.tfi.tf_keras.source,),
                url=URL,
            )
        ]
    return []


def backend_remedy(name: str) -> str:
    """What to do when Keras 3 cannot load its backend (the same words for check and explain)."""
    if name in KNOWN_BACKENDS:
        return (
            "unset KERAS_BACKEND (or set it to tensorflow) to use TensorFlow; "
            f"or install the {name} backend"
        )
    return "unset KERAS_BACKEND, or fix the name in keras.json"


def backend_why(name: str) -> str:
    """Why a backend Keras 3 is set to cannot be used (check and explain word it alike)."""
    if name not in KNOWN_BACKENDS:
        return f"is not a Keras backend ({', '.join(KNOWN_BACKENDS)})"
    return f"is chosen but the {name} package is not installed"


def backend_unusable_finding(
    name: str, why: str, evidence: tuple[str, ...], source: str | None = None
) -> Finding:
    """``keras-backend-unusable``, worded once for check (the backend Keras is set to) and
    explain (Keras's backend loader raising: explain/rules/events.py)."""
    # Measured, TF 2.21 + Keras 3.15: tensorflow/__init__.py imports keras.src.optimizers
    # at start-up and swallows only ImportError/AttributeError, so an unknown name's
    # ValueError ("Unable to import backend : bogus") makes `import tensorflow` itself
    # fail; a missing jax/torch is an ImportError (swallowed).
    fails = (
        "`import tensorflow` itself fails ('ValueError: Unable to import backend')"
        if name not in KNOWN_BACKENDS
        else "`import keras` fails, and with it `tf.keras` ('Keras cannot be imported')"
    )
    return Finding(
        "keras-backend-unusable",
        Severity.ERROR,
        f"Keras backend {name!r} {why}: {fails}",
        backend_remedy(name),
        evidence,
        url=BACKEND_URL,
        values={"backend": name, "source": source},
    )


def keras_backend(f: Facts) -> list[Finding]:
    """Keras 3 set to run on another backend than TensorFlow."""
    cfg = _cfg(f)
    if cfg is None or tf_keras_resolution(f) != "keras-3":
        return []
    name, source = cfg.backend.raw, cfg.backend.source
    if name == "tensorflow":
        return []
    evidence = (f"backend {name!r} from {source}",)
    if name not in KNOWN_BACKENDS or cfg.backend_installed is False:
        return [backend_unusable_finding(name, backend_why(name), evidence, source)]
    return [
        Finding(
            "keras-backend-not-tensorflow",
            # a note: the backend is installed and works (a choice, the realenv tier's w16:
            # KERAS_BACKEND=jax with jax installed trains); only the verdict's scope changes
            Severity.INFO,
            f"Keras 3 runs on the {name} backend (from {source}), not TensorFlow: "
            "`tf.keras` is Keras 3 here, so Keras models, tf.keras ones included, train "
            f"with {name}; this check's TensorFlow GPU verdict does not cover them",
            'export KERAS_BACKEND=tensorflow (or unset it and drop "backend" from '
            "keras.json) to train Keras models on TensorFlow; keep it to use "
            f"{name}, and check {name}'s own GPU setup",
            evidence,
            url=BACKEND_URL,
            values={"backend": name, "source": source},
        )
    ]


def tensorboard_absent(f: Facts) -> list[Finding]:
    """TensorFlow 2.21 no longer installs TensorBoard: tensorflow 2.20.0's METADATA requires
    `tensorboard~=2.20.0` (2.19.0: `tensorboard ~=2.19.0`, 2.16.1: `tensorboard <2.17,>=2.16`)
    and 2.21.0's requires none (pip's own resolver report, `pip install --dry-run --report`,
    2026-11-29). tf.summary, Keras's TensorBoard callback and keras-tuner then fail at their
    first use (explain's tensorboard-not-installed: the twentieth session's real runs); here
    nothing failed yet, so it is a note, and one table names it for both commands."""
    mm = _tf_minor(f)
    if mm is None or mm < (2, 21) or f.tfi is None or not f.tfi.installed:
        return []
    if any(d.name == "tensorboard" for d in f.tfi.installed):
        return []
    return [
        Finding(
            "tensorboard-not-installed",
            Severity.INFO,
            f"TensorBoard is not installed: TensorFlow {f.tf_version} no longer brings it",
            "pip install tensorboard, if the code uses tf.summary, Keras's TensorBoard callback, "
            "the profiler or keras-tuner (they fail with 'TensorBoard is not installed' or "
            "'No module named tensorboard' without it); nothing else needs it",
            (f"tensorflow {f.tf_version}; no tensorboard among the installed distributions",),
        )
    ]


KERAS_RULES = (keras_line, legacy_flag, keras_backend, tensorboard_absent)
