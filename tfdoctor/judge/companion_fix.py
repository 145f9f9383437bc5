"""The pip lines that fix a TensorFlow-ecosystem package failing beside the installed TensorFlow.

One function for both commands: ``check`` (judge/rules/ecosystem.py, from the environment's
facts) and ``explain`` (explain/rules/events.py, from the environment when ``explain --
COMMAND`` knows it, else from the versions the log shows).
"""

from __future__ import annotations

import re
from typing import Any

from packaging.specifiers import InvalidSpecifier, SpecifierSet

from tfdoctor.model import Finding, Severity, canonical_name, major_minor, parse_version

#: Companions released in lockstep with TensorFlow's minor (their METADATA pins
#: tensorflow<2.(N+1),>=2.N: tf-keras 2.15-2.21 and tensorflow-text wheels).
LOCKSTEP = ("tf-keras", "tensorflow-text")

# A pattern as a string: re compiles it (once) when first used, not at import (issue 19 (d)).
_MISSING = r"No module named '([\w.]+)'"
#: packages beside TensorFlow whose wheels declare no TensorFlow requirement, which the
#: resolver cannot match to a TF (the review of rounds 20-24), with where that was read
_NO_TF_REQUIREMENT = {
    "tensorflow-metal": "its 0.1.1, 1.0.0 and 1.2.0 wheels' METADATA: wheel and six only",
}
_RELEASE_TABLES = {"tensorflow-metal": "https://developer.apple.com/metal/tensorflow-plugin/"}


#: the installed TensorFlow's minor, asked of the environment (bash): "2.21"
_TF_MINOR_SHELL = (
    "$(python -c 'import tensorflow as tf; print(\".\".join(tf.__version__.split(\".\")[:2]))')"
)


def _newest_minor(spec: str, major: int) -> int | None:
    """The newest TF minor a companion's declared range admits (``<2.17.0,>=2.16.0`` -> 16)."""
    try:
        s = SpecifierSet(spec)
    except InvalidSpecifier:
        return None
    ok = [m for m in range(0, 60) if s.contains(f"{major}.{m}.0", prereleases=True)]
    return max(ok) if ok else None


def companion_fix(
    pkg: str,
    tf_version: str | None,
    pip: str | None,
    companion: Any = None,
    error: str = "",
    with_tf: tuple[str, ...] = (),
    installed: tuple[tuple[str, str], ...] = (),
) -> str:
    """Fixes in the order to try them, one line each (issue 19 (b)), from the companion
    knowledge base (compat/companions.json: what each release declares and checks, read from
    its own wheel) where it knows the package:

    1. the module the import misses, as the distribution that provides it (tf-keras for
       tensorflow-probability on TF >= 2.16; a lockstep companion at this TF's minor);
    2. the release of the companion built for the installed TensorFlow, named exactly (keeps
       TensorFlow);
    3. else TensorFlow moved to the newest line the companion supports, said plainly, with
       the companion's release for that line;
    4. else remove it (its successor named where it is dead).

    A TF move names the companion's release too, so pip keeps to the TensorFlow it pins
    (tensorflow-decision-forests 1.12.0 pins tensorflow==2.19.0, where "2.19.*" takes 2.19.1),
    and moves the installed packages released in step with TF (``with_tf``: tf-keras 2.21
    beside TF 2.19 breaks its protobuf gencode; the realenv tier's w11).

    A TF move also pins, for each installed package whose generated protobuf code needs a
    protobuf the new line forbids, its newest release that runs under it (``installed``:
    (name, version) pairs; judge/gencode.py, read from the wheels: ydf 0.16.0 needs 6.31.1,
    TF 2.19 allows < 6, so ydf 0.15.0; the realenv tier's w11).

    Never "if one exists": a package the knowledge base does not know gets the release its
    own Requires-Dist admits for this TF, for pip's resolver to find or refuse
    (``tfdoctor fix`` runs it with ``--dry-run`` first)."""
    from tfdoctor.judge import companions as kb
    from tfdoctor.judge import gencode

    tf = tf_version or ""
    pip = pip or "pip"
    mm = major_minor(tf)
    lines: list[str] = []
    gen = re.search(_GENCODE, error or "")
    if gen:  # its protos need a newer protobuf: the fix check and explain give for that
        from tfdoctor.judge.companions import tf_chain_range

        owner = gencode.package_for_module(gen["location"])
        spec = tf_chain_range(tf, "protobuf") if mm else None
        have = dict(installed).get(owner or "")
        return gencode.gencode_fix(owner, have, gen["gencode"], gen["runtime"], spec, pip, tf or None)
    missing = re.search(_MISSING, error or "")
    if missing and not mm:
        top = missing.group(1).split(".")[0]
        dist = kb.distribution_for_module(top) or canonical_name(top)
        if top != "keras" and dist in LOCKSTEP and dist != pkg:
            # the TensorFlow version is not known (a bare log): ask the environment for it
            lines.append(f'{pip} install "{dist}~={_TF_MINOR_SHELL}.0"')
    if not mm:
        lines.append(
            f'{pip} install --upgrade "{pkg}"   # then `tfdoctor check`: the TensorFlow '
            "version is not known here, and the release must be the one built for it"
        )
        if missing and (kb.distribution_for_module(top) or canonical_name(top)) == pkg:
            # installed, yet not in the Python that ran the code (tensorflow/lattice#5: a
            # Jupyter kernel of another Python; fixed by registering the env's kernel)
            lines.append(
                "# where it is installed already, the code ran in another Python: install with "
                "that one (`python -m pip`, a notebook's `%pip install`), or register this "
                "environment's kernel (`python -m ipykernel install --user --name NAME`)"
            )
        return "\n".join(lines)
    line = f"{mm[0]}.{mm[1]}"
    if missing:
        top = missing.group(1).split(".")[0]
        dist = kb.distribution_for_module(top) or canonical_name(top)
        if top != "keras" and dist != pkg:  # keras.src.* is Keras 3's layout: not missing
            reqs = getattr(companion, "requirements", ()) or ()
            extra = next((r.extra for r in reqs if r.extra and r.name == dist), None)
            rel = kb.release_for_tf(dist, tf)
            if rel or dist in LOCKSTEP:
                pin = f"=={rel}" if rel else f"~={line}.0"
                lines.append(f'{pip} install "{dist}{pin}" "tensorflow=={tf}"')
            elif extra:
                lines.append(f'{pip} install "{pkg}[{extra}]" "tensorflow=={tf}"')
            else:
                lines.append(f'{pip} install "{dist}" "tensorflow=={tf}"')
    # known: the knowledge base has a TF promise for some release of it (tensorflow-hub
    # declares none: its failures are not about TF versions)
    known = kb.newest_tf_line(pkg) is not None
    have = getattr(companion, "version", None)
    keras2_layout = "No module named 'keras." in (error or "")  # Keras 2's own package layout
    if (
        mm >= (2, 16)
        and have
        and not keras2_layout  # tf-keras does not bring keras.src.engine (tensorflow-addons)
        and "keras-2-only" in kb.nearest_kinds(pkg, have)
    ):
        # its code needs Keras 2 (read in its wheel: transformers 4.x's modeling_tf_utils.py
        # asks for tf-keras): tf-keras at this TF's release keeps TensorFlow (the realenv
        # tier's w2: transformers' TF model works on TF 2.21 with tf-keras installed)
        rel_k = kb.release_for_tf("tf-keras", tf)
        pin = f"=={rel_k}" if rel_k else f"~={line}.0"
        first = f'{pip} install "tf-keras{pin}" "tensorflow=={tf}"   # Keras 2, which {pkg} {have} needs'
        if first.split("   #")[0] not in "\n".join(lines) and ("tf-keras", rel_k) not in installed:
            lines.append(first)
    rel = kb.release_for_tf(pkg, tf) if known else None
    if rel:
        if rel != have:
            lines.append(
                f'{pip} install "{pkg}=={rel}" "tensorflow=={tf}"   # the {pkg} release built '
                f"for TF {line}"
            )
        return "\n".join(lines)
    oldest = kb.oldest_tf(pkg) if known else None
    if oldest is not None and parse_version(tf) is not None and parse_version(tf) < oldest:
        # older than the table's releases (tensorflow/io#1100: TF 2.3, where tensorflow-io
        # 0.15/0.16 existed before the table's cp311 wheels): the table cannot say none does
        # its TF range as a requirement pip reads (tensorflow-io declares it under the
        # extra [tensorflow] only: without it pip takes the newest release whatever the TF).
        # pip's resolver (--dry-run, Python 3.10, manylinux2014_x86_64): "tensorflow-io"
        # with tensorflow==2.10.1 takes 0.37.1 (built for 2.16); "tensorflow-io[tensorflow]"
        # takes 0.27.0, the release for 2.10
        if not kb.declares_tf(pkg):
            # it checks TensorFlow at import only, which pip does not read (pip's resolver:
            # "tensorflow-probability[tf]" with tensorflow==2.7.0 takes 0.23.0, built for
            # 2.15), and no release for this TF is in the table: its release notes say
            lines.append(
                f"# {pkg} checks TensorFlow at import (no requirement the resolver reads) and "
                f"its releases for TF {line} are older than tfdoctor's table (TF {oldest}+): "
                f"pin the {pkg} release its release notes name for TF {line}"
            )
            return "\n".join(lines)
        extra = kb.tf_extra(pkg)
        name = f"{pkg}[{extra}]" if extra else pkg
        lines.append(
            f'{pip} install "{name}" "tensorflow=={tf}"   # TF {line} is older than the {pkg} '
            f"releases tfdoctor's table holds (for TF {oldest}+): pip's resolver picks the "
            f"release whose requirements accept TF {tf}, or says none does"
        )
        return "\n".join(lines)
    if known:
        newest = kb.newest_tf_line(pkg)
        if newest and newest != line:
            for_it = kb.release_for_tf(pkg, newest)
            also = f' "{pkg}=={for_it}"' if for_it else ""
            for dist in sorted(set(with_tf) & set(LOCKSTEP) - {pkg}):
                rel_d = kb.release_for_tf(dist, newest)
                also += f' "{dist}{f"=={rel_d}" if rel_d else f"~={newest}.0"}"'
            also += gencode.extra_pins(newest, installed, also)
            lines.append(
                f'{pip} install "tensorflow=={newest}.*"{also}   # moves TensorFlow {tf} -> '
                f"{newest}: no {pkg} release is built for TF {line}; only if you need {pkg}"
            )
        succ = kb.successor(pkg)
        lines.append(
            f"{pip} uninstall -y {pkg}   # no {pkg} release supports TF {line}"
            + (f"; its successor is {succ}" if succ else "")
        )
        return "\n".join(lines)
    # not in the knowledge base: its own declared range, else pip's resolver decides
    if kb.companion(pkg) is not None and re.search(_KERAS3, error or ""):
        return "\n".join(lines)  # no TF promise, refused by Keras 3: the setting is the fix
    if pkg in LOCKSTEP:
        lines.append(f'{pip} install "{pkg}~={line}.0" "tensorflow=={tf}"')
        return "\n".join(lines)
    if pkg in _NO_TF_REQUIREMENT:
        lines.append(
            f"# {pkg} declares no TensorFlow requirement ({_NO_TF_REQUIREMENT[pkg]}): pip takes "
            f"its newest release whatever the TF, so pin the {pkg} release its maker lists for "
            f"TF {line}" + (f" ({_RELEASE_TABLES[pkg]})" if pkg in _RELEASE_TABLES else "")
        )
        return "\n".join(lines)
    lines.append(
        f'{pip} install --upgrade "{pkg}" "tensorflow=={tf}"   # pip picks a {pkg} release '
        f"that accepts TF {tf}, or says none does"
    )
    for r in getattr(companion, "requirements", ()) or ():
        if r.name == "tensorflow" and r.specifier:
            newest_minor = _newest_minor(r.specifier, mm[0])
            if (
                newest_minor is not None
                and newest_minor != mm[1]
                and not SpecifierSet(r.specifier).contains(tf)
            ):
                lines.append(
                    f'{pip} install "tensorflow=={mm[0]}.{newest_minor}.*"   # moves TensorFlow '
                    f"{tf} -> {mm[0]}.{newest_minor}, the line {pkg} {have or ''} was built for: "
                    f"only if you need {pkg} (else remove it)"
                )
            break
    return "\n".join(lines)


def ecosystem_import_finding(
    package: str,
    module: str | None,
    error: str,
    tf_version: str | None,
    pip: str | None,
    companion: Any = None,
    evidence: tuple[str, ...] = (),
    action: str | None = None,
    keras3: bool | None = None,
    tf_keras_installed: bool | None = None,
    legacy_off: bool = False,
    with_tf: tuple[str, ...] = (),
    installed: tuple[tuple[str, str], ...] = (),
) -> Finding:
    """``ecosystem-import-failed``, worded once for both commands: ``check`` (its child
    imported the package and it failed) and ``explain`` (a traceback whose failing frames
    are the package's own, explain/rules/events.py)."""
    first = (error or "").strip().splitlines()[-1][:300] if (error or "").strip() else ""
    tf = f"TensorFlow {tf_version}" if tf_version else "this TensorFlow"
    version = f" {companion.version}" if getattr(companion, "version", None) else ""
    what = action or f"`import {module or package.replace('-', '_')}`"
    fix = companion_fix(package, tf_version, pip, companion, error, with_tf, installed)
    if keras3 or (keras3 is None and re.search(_KERAS3_REFUSED, error or "")):
        # Keras 3 refused one of its (tf_keras) objects: the package is fine, tf.keras is not
        # the Keras it was written for; a setting fixes it (TF >= 2.16, tf-keras installed)
        setting = "export TF_USE_LEGACY_KERAS=1   # before Python starts; tf.keras is then tf-keras"
        if not tf_keras_installed:  # the setting needs tf-keras, the release for this TF
            from tfdoctor.judge import companions as kb

            mm = major_minor(tf_version or "")
            rel = kb.release_for_tf("tf-keras", tf_version) if tf_version else None
            pin = f"=={rel}" if rel else f"~={mm[0]}.{mm[1]}.0" if mm else f"~={_TF_MINOR_SHELL}.0"
            setting = f'{pip or "pip"} install "tf-keras{pin}"\n{setting}'
        fix = f"{setting}\n{fix}"
    elif legacy_off or re.search(_TF_KERAS_REFUSED, error or "") and package != "tf-keras":
        # the reverse: a library built on Keras 3 refused a tf_keras object, because
        # TF_USE_LEGACY_KERAS=1 made tf.keras tf-keras (keras-tuner 1.4.7: "Received:
        # <tf_keras.src.engine.sequential.Sequential object ...>", realenv w8)
        fix = (
            f"unset TF_USE_LEGACY_KERAS   # {package} builds with Keras 3 (`import keras`); "
            "tf.keras is then Keras 3 too (or build the model with `keras`, not tf.keras)\n"
            f"{fix}"
        )
    # the package's own version check refused this TensorFlow ("This version of TensorFlow
    # Probability requires TensorFlow version >= 1.14; Detected an installation of version
    # 1.13.1"): the mismatch is the finding, named by the package itself; every labeller of
    # the corpus's sixteen such logs accepts this id, and five accept no other (r18-2-009,
    # r35-0-006, r35-1-002, r49-2-001, ext7-ho-024's first)
    refused_tf = re.search(_OWN_VERSION_CHECK, error or "")
    return Finding(
        "tensorflow-companion-mismatch" if refused_tf else "ecosystem-import-failed",
        Severity.ERROR,
        f"{what} ({package}{version}) refuses {tf}: {first}"
        if refused_tf
        else f"{what} ({package}{version}) fails with {tf}: {first}",
        fix,
        evidence,
        values={"package": package, "module": module, "error": error, "action": what},
    )


#: a companion's own import-time check of the TensorFlow release (TFP's
#: _ensure_tf_install; TF-Agents', TF Text's of the same words)
_OWN_VERSION_CHECK = r"This version of TensorFlow [A-Z]\w*(?: [A-Z]\w*)* requires TensorFlow"


_GENCODE = (
    r"Gencode/Runtime versions when loading (?P<location>\S+): gencode (?P<gencode>[\d.]+) "
    r"runtime (?P<runtime>[\d.]+)"
)
_TF_KERAS_REFUSED = r"Received: <(?:class ')?tf_keras\.src\.|of type <class 'tf_keras\.src\."
_KERAS3 = _KERAS3_REFUSED = (
    r"Only instances of `?keras\.Layer`? can be added|can only either be a keras|"
    r"`name` must be passed as a keyword argument"  # Keras 3's add_weight (tfrs 0.7.3)
)
