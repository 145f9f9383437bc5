"""Findings from what pip and package listings say together in a log: pip too old for
TensorFlow's wheels (its version line, or a "from versions:" list that stops where manylinux1
did), a listing with two TensorFlows, companions older than the TensorFlow beside them.
Called by explain/combos.py."""

from __future__ import annotations

import re

from packaging.specifiers import InvalidSpecifier, SpecifierSet

from tfdoctor.explain.context import LogContext
from tfdoctor.explain.hits import Hit, evidence_of, line_of
from tfdoctor.explain.rules import ExplainContext
from tfdoctor.model import Finding, Severity, parse_version


def pip_too_old(by_id: dict[str, list[Hit]], seen: LogContext) -> list[tuple[int, Finding]]:
    """pip found no TensorFlow, and says it is older than 19.0: TensorFlow's Linux and
    Windows wheels need "pip version 19.0 or higher ... (requires manylinux2014 support)"
    (https://www.tensorflow.org/install/pip); pip 18.1 lists TF only up to 2.0.0b1
    (RasaHQ/rasa#5546)."""
    missing = [
        h for h in by_id.get("python-version-unsupported", []) if h.values.get("package")
    ]
    ver = parse_version(seen.pip_version[0]) if seen.pip_version else None
    if missing and ver is None and _listing_stops_at_manylinux1(missing[0].values):
        # pip's own listing says so without its version line: TensorFlow 1.15's and 2.0's
        # Linux wheels are manylinux2010, which pip < 19.0 cannot install, so its "from
        # versions:" list stops at 2.0.0b1, the last manylinux1 release, while 1.15 or newer
        # was asked for (IntelLabs/nlp-architect#149, tensorflow/tensorflow#35061: fixed by
        # upgrading pip; RasaHQ/rasa#5546)
        return [
            (
                missing[0].line_no,
                Finding(
                    "pip-too-old",
                    Severity.ERROR,
                    "pip is too old to see TensorFlow's wheels (its list stops at 2.0.0b1)",
                    "python -m pip install --upgrade pip   # TensorFlow needs pip >= 19.0 "
                    "(macOS: >= 20.3); then run the install again",
                    evidence_of(missing[:1]),
                    "https://www.tensorflow.org/install/pip#software_requirements",
                    {"versions_end": "2.0.0b1"},
                ),
            )
        ]
    if not missing or ver is None or ver.release[:1] >= (19,):
        return []
    assert seen.pip_version is not None
    return [
        (
            missing[0].line_no,
            Finding(
                "pip-too-old",
                Severity.ERROR,
                f"pip {seen.pip_version[0]} is too old to see TensorFlow's wheels",
                "python -m pip install --upgrade pip   # TensorFlow needs pip >= 19.0 (macOS: "
                ">= 20.3); then run the install again",
                (*evidence_of(missing[:1]), seen.pip_version[1]),
                "https://www.tensorflow.org/install/pip#software_requirements",
                {"pip": seen.pip_version[0]},
            ),
        )
    ]


def _listing_stops_at_manylinux1(values: dict) -> bool:
    """pip's "(from versions: ...)" ends at 2.0.0b1 (or earlier: a paste cut it) while the
    requirement asks for 1.15 or newer."""
    listed = [parse_version(v.strip()) for v in (values.get("versions") or "").split(",")]
    listed = [v for v in listed if v is not None]
    spec = (values.get("spec") or "").split("]")[-1]
    try:
        want = SpecifierSet(spec)
    except InvalidSpecifier:
        return False
    if not listed or not str(want):
        return False
    # a range too ("tensorflow<2.0,>=1.15": google-deepmind/open_spiel#137, fixed by a newer
    # pip): the requirement admits 1.15 or newer, and nothing listed meets it
    named = [s.version for s in want] + ["1.15.0", "1.15.5", "2.0.0", "2.1.0", "2.2.0"]
    return (
        # the list ends at 2.0.0b1, manylinux1's last (not piwheels' "... 1.13.1, 1.14.0" on a
        # Raspberry Pi, tensorflow/tensorflow#36141; not macOS's tensorflow-gpu list ending
        # at 1.1.0: the review of round 52's rules)
        max(listed) == parse_version("2.0.0b1")
        # (a list of release candidates only is a Python too new for any final release:
        # "tensorflow>=1.12 (from versions: 1.13.0rc1, 1.13.0rc2)" on 3.7, ext3-ho-027)
        and any(not v.is_prerelease for v in listed)
        and any(want.contains(v, prereleases=True) for v in named if parse_version(v)
                and parse_version(v) >= parse_version("1.15"))  # fmt: skip
        and not any(want.contains(v) and not v.is_prerelease for v in listed)
    )


def _conda_columns(where: str) -> list[str]:
    """A ``conda list`` row's columns (name, version, build[, channel]) from an evidence
    string "line N: <row>"."""
    return where.split(":", 1)[1].split() if ":" in where else []


def _conda_metapackage(name: str, version: str, where: str, tf_version: str, tf_where: str) -> bool:
    """conda's ``tensorflow-gpu`` / ``tensorflow-cpu`` beside ``tensorflow`` of the same
    version and channel is one install: both conda-forge and defaults build them as
    metapackages that pin that ``tensorflow`` exactly (conda-forge/tensorflow-feedstock
    recipe/meta.yaml: the output ``tensorflow-gpu`` (CUDA builds) or ``tensorflow-cpu``, build
    string ``cuda112py39h...``/``cpu_py...``, beside ``tensorflow`` and ``tensorflow-base``).
    A real case listed ``tensorflow 2.11.1 cuda112py39h01bd6f0_0 conda-forge`` beside
    ``tensorflow-gpu 2.11.1 cuda112py39h0bbbad9_0 conda-forge`` (PacktPublishing/TinyML-
    Cookbook#6, round 15). Two channels (conda/conda#7970: conda-forge's CPU tensorflow
    beside defaults' tensorflow-gpu) are two installs."""
    if name not in ("tensorflow-gpu", "tensorflow-cpu", "tensorflow-base") or version != tf_version:
        return False
    row, tf_row = _conda_columns(where), _conda_columns(tf_where)
    if len(row) < 3 or len(tf_row) < 3:  # not conda's columns: pip lists have two
        return False
    channel = row[3] if len(row) > 3 else "defaults"
    return channel == (tf_row[3] if len(tf_row) > 3 else "defaults")


def several_tensorflows(seen: LogContext) -> list[tuple[int, Finding]]:
    """A package listing (pip list, pip freeze, conda list) showing two distributions that
    install the ``tensorflow`` package: check's multiple-tensorflow-installs, with its
    exception (the meta-package's own backend at the same version: tensorflow-intel on
    Windows, tensorflow-cpu-aws, tensorflow-macos). conda/conda#7970: conda-forge's
    ``tensorflow`` beside defaults' ``tensorflow-gpu``, and the GPU was not used."""
    from tfdoctor.probes.tensorflow import BACKEND_DISTS

    # pip's own install lines count too: what they leave installed, a listing's rows beside.
    # Not a backend wheel left behind by a meta-package going back (r119-0-002: tensorflow
    # 2.18.0 with tensorflow-intel 2.18.0, then a companion pulling tensorflow 2.10.1; the
    # rollback is the cause, tf_rolled_back's finding, and its remedy reinstalls both)
    # (only a backend NEWER than the tensorflow beside it is that leftover: tensorflow-macos 2.12
    # under a later tensorflow 2.16 is two distributions, the re-read of the fifteenth session)
    tf_now = parse_version(seen.pip_dists.get("tensorflow", ("",))[0])
    pip = {n: v for n, v in seen.pip_dists.items() if not (
        n in BACKEND_DISTS and tf_now is not None and (parse_version(v[0]) or tf_now) > tf_now)}
    listed = {**pip, **seen.listed} if len(pip) > 1 else seen.listed
    if len(listed) < 2:
        return []
    main = "tensorflow" if "tensorflow" in listed else next(iter(listed))
    version = listed[main][0]
    others = [
        n
        for n, (v, where) in listed.items()
        if n != main
        and not (n in BACKEND_DISTS and v == version)
        # (conda's columns only for a listing's rows: pip's lines are no conda rows, the review
        # of the fifteenth session, tests/data/review/s15-review.md item 1)
        and not (n in seen.listed and main in seen.listed
                 and _conda_metapackage(n, v, where, version, listed[main][1]))
    ]
    if not others:
        return []
    names = [main, *others]
    # "?": a `pip show` whose Version line the paste left out
    shown = [n if listed[n][0] == "?" else f"{n}=={listed[n][0]}" for n in names]
    line = min(line_of(listed[n][1]) or 0 for n in names)
    return [
        (
            line,
            Finding(
                "multiple-tensorflow-installs",
                Severity.ERROR,
                f"Several TensorFlow distributions are installed at once: {', '.join(shown)}",
                "They overwrite each other's files. Remove them all, then install one:\n"
                f"pip uninstall -y {' '.join(names)}   # conda: conda remove {' '.join(names)}\n"
                'pip install "tensorflow[and-cuda]"   # one TensorFlow (Linux/WSL2 GPU; '
                "`tfdoctor plan` says which for this machine)",
                tuple(listed[n][1] for n in names),
                None,
                {"distributions": shown},
            ),
        )
    ]


def tf_keras_listed(seen: LogContext, ctx: ExplainContext) -> list[tuple[int, Finding]]:
    """A listing with tf-keras of another minor than the TensorFlow beside it: check's
    tf-keras-version-mismatch, from the same function (keras-team/tf-keras#756: tf-keras
    2.15.0 beside tensorflow 2.16.0rc0, "module 'tensorflow._api.v2.compat.v2.__internal__'
    has no attribute 'register_load_context_function'")."""
    from tfdoctor.judge.rules.keras import keras2_off_line, tf_keras_off_line

    tk = seen.listed_locked.get("tf-keras")
    tf_listed = next((seen.listed[n] for n in ("tensorflow", "tensorflow-gpu", "tensorflow-cpu")
                      if n in seen.listed), None)  # fmt: skip
    tf = parse_version(tf_listed[0] if tf_listed else ctx.tf_version)
    # a Keras 2 of another minor beside TensorFlow 2.7-2.15: check's keras-version-mismatch,
    # from the same function (dusty-nv/jetson-containers#153, round 174)
    k2 = seen.listed_locked.get("keras")
    k2v = parse_version(k2[0]) if k2 else None
    if k2 and k2v is not None and tf is not None and len(tf.release) >= 2 and len(k2v.release) >= 2:
        found = keras2_off_line(k2[0], k2v.release[:2], f"{tf.release[0]}.{tf.release[1]}", ctx.pip,
                                tuple(x for x in (tf_listed[1] if tf_listed else None, k2[1]) if x))  # fmt: skip
        if found:
            return [(line_of(k2[1]) or 0, found)]
    have = parse_version(tk[0]) if tk else None
    if tk is None or have is None or tf is None or len(tf.release) < 2 or len(have.release) < 2:
        return []
    found = tf_keras_off_line(
        tk[0], have.release[:2], f"{tf.release[0]}.{tf.release[1]}", ctx.pip,
        tuple(x for x in (tf_listed[1] if tf_listed else None, tk[1]) if x),
    )  # fmt: skip
    return [(line_of(tk[1]) or 0, found)] if found else []


def companions_behind(seen: LogContext, ctx: ExplainContext) -> list[tuple[int, Finding]]:
    """A listing with a package older than the TensorFlow release line beside it needs:
    every TensorFlow pins tensorflow-estimator and tensorboard at >= its own X.Y, and keras
    at >= its X.Y from 2.6 to 2.15, >= 3.0 from 2.16 (Requires-Dist of the tensorflow
    1.13.1, 2.6.0, 2.15.0 and 2.16.1 wheels: "tensorflow-estimator (<1.14.0rc0,>=1.13.0)",
    "tensorboard (~=2.6)", "keras (<2.16,>=2.15.0)", "keras >=3.0.0"). tensorflow/
    tensorflow#25259: tensorflow 1.13.0rc0 beside tensorflow-estimator 1.10.12 broke
    Keras-to-Estimator."""
    tf_listed = next((seen.listed[n] for n in ("tensorflow", "tensorflow-gpu", "tensorflow-cpu")
                      if n in seen.listed), None)  # fmt: skip
    tf = parse_version(tf_listed[0] if tf_listed else ctx.tf_version)
    if tf is None or len(tf.release) < 2:
        return []
    tf_where = tf_listed[1] if tf_listed else None
    behind: list[tuple[str, str, str, str]] = []  # (name, have, pin, evidence line)
    for name, (ver, where) in seen.listed_locked.items():
        if name == "tf-keras":
            continue  # tf_keras_listed's
        have = parse_version(ver)
        if have is None:
            continue
        need = tf.release[:2]
        if name == "keras":
            if need < (2, 6) or (2, 7) <= need <= (2, 15) and have.release[0] == 2:
                continue  # (2.7-2.15: tf_keras_listed's keras-version-mismatch)
            need = (3, 0) if need >= (2, 16) else need
        if have.release[:2] >= need:
            continue
        pin = f"{name}>=3" if name == "keras" and need >= (3, 0) else f"{name}=={need[0]}.{need[1]}.*"
        behind.append((name, ver, pin, where))
    if not behind:
        return []
    pip = ctx.pip or "pip"
    pins = " ".join(f'"{b[2]}"' for b in behind)
    line = min(line_of(b[3]) or 0 for b in behind)
    return [
        (
            line,
            Finding(
                "tensorflow-companion-mismatch",
                Severity.WARNING,
                "Older than TensorFlow "
                f"{tf} declares: {', '.join(f'{b[0]} {b[1]}' for b in behind)}",
                f"{pip} install {pins}   # what TensorFlow {tf} declares; or reinstall it so pip "
                f'brings them: {pip} install --force-reinstall "tensorflow=={tf}"',
                tuple(x for x in (tf_where, *(b[3] for b in behind)) if x),
                None,
                {"package": behind[0][0], "packages": [b[0] for b in behind], "tf": str(tf)},
            ),
        )
    ]


def tf_rolled_back(seen: LogContext, ctx: ExplainContext) -> list[tuple[int, Finding]]:
    """pip installed one TensorFlow, then, installing something else, an older one: the second
    package pins the older release (tensorflow/tensorflow#79331, round 119: `pip install
    --upgrade tensorflow-text` on Windows took TensorFlow 2.18.0 back to 2.10.1, the last
    release with a Windows tensorflow-text; the maintainer: TF Text pins its TensorFlow minor).
    Not when the command asked for TensorFlow itself, nor when a later install went back up; each
    install is compared with the one before it (the review of the fourteenth session)."""
    installs = seen.tf_installs
    for i in range(len(installs) - 1, 0, -1):
        (first, where, _), (later, line, cmd) = installs[i - 1], installs[i]
        a, b = parse_version(first), parse_version(later)
        if a is None or b is None or b >= a or not _companion_pulled(cmd, line):
            continue
        if any((parse_version(v) or b) > b for v, _, _ in installs[i + 1:]):
            return []  # TensorFlow went back up afterwards: not the state the log ends in
        pip = ctx.pip or "pip"
        return [
            (
                line_of(line) or 0,
                Finding(
                    "tensorflow-companion-mismatch",
                    Severity.WARNING,
                    f"pip replaced TensorFlow {first} by {later} while installing another package",
                    f"The package installed second pins TensorFlow {b.major}.{b.minor}: install "
                    f"its release made for {a.major}.{a.minor} with it ({pip} install "
                    f'"tensorflow=={first}" "<package>=={a.major}.{a.minor}.*" for lockstep '
                    "companions such as tensorflow-text), or, where no such release exists for "
                    "this platform (tensorflow-text on Windows after 2.10), keep the older "
                    "TensorFlow or use Linux/WSL2; `pip install --dry-run` shows such a change "
                    "before it happens",
                    (where, line),
                    None,
                    {"tf": first, "installed": later},
                ),
            )
        ]
    return []


def _companion_pulled(cmd: str | None, line: str) -> bool:
    """The run that took TensorFlow back installed another package that pins it: its command
    (seen in the log) named packages and not TensorFlow itself. Without the command (a
    requirements file, an unseen command) nothing is said: the pin may be the user's own
    (tests/data/logs r22-2-017: a requirements install taking TensorFlow 2.3 to 2.2 for ops
    built for 2.2)."""
    names = [a for a in (cmd or "").split() if not a.startswith("-")]
    if not names or (cmd or "").lstrip().startswith(("-r", "--requirement")):
        return False
    asked_tf = r"[\"']?(?:tensorflow|tf-nightly)(?:-(?:cpu|gpu|intel))?(?:[=<>~!\[\"' ]|$)"
    return not any(re.match(asked_tf, n) for n in names)  # the user asked for this TensorFlow
