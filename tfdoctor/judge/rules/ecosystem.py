"""Judge rules about what a user's code does first: a tf.keras fit, and the
TensorFlow-ecosystem packages it imports (issue 15 (g), (h)).

- The runtime child fitted a two-layer tf.keras model and imported every installed
  ecosystem package (children/tf_probe.py): a failure there is an error, never "healthy".
- Statically, each ecosystem package's own Requires-Dist on TensorFlow/tf-keras/Keras is
  evaluated against what is installed, extras included: ``pip check`` ignores an extra
  the user did not name, yet a companion's compiled ops were built for the TF its extra
  declares (tensorflow-io 0.37.1: ``tensorflow <2.17.0,>=2.16.0 ; extra == 'tensorflow'``,
  from its wheel METADATA).
"""

from __future__ import annotations

import re

from packaging.specifiers import InvalidSpecifier, SpecifierSet

from tfdoctor.judge.companion_fix import LOCKSTEP as LOCKSTEP
from tfdoctor.judge.companion_fix import companion_fix, ecosystem_import_finding
from tfdoctor.judge.facts import Facts
from tfdoctor.model import Finding, Severity
from tfdoctor.probes.ecosystem import TF_DISTS
from tfdoctor.records import replace


def _installed(f: Facts) -> dict[str, str]:
    tfi = f.tfi
    out: dict[str, str] = {}
    if f.tf_version:
        for name in TF_DISTS:
            out[name] = f.tf_version
    for key, src in (
        ("keras", getattr(tfi, "keras", None)),
        ("tf-keras", getattr(tfi, "tf_keras", None)),
    ):
        if src is not None:
            out[key] = src.raw
    return out


def companion_requirements(f: Facts) -> list[Finding]:
    installed = _installed(f)
    out: list[Finding] = []
    for c in f.ok(f.ecosystem) or ():
        seen_extra = False
        # another extra of the package that accepts the installed version: the one out of
        # range is a pin of its own (safetensors 0.8.0: 'tensorflow' says >=2.11.0, its
        # 'pinned-tf', pulled by 'dev', ==2.18.0; seen on the H200, docs/gpu-verify.md)
        accepted = _accepted_by_an_extra(c, installed, f)
        for req in getattr(c, "requirements", ()):
            have = installed.get(req.name)
            if not _applies_here(req, f):
                continue  # a line for another Python or platform (plain or under an extra)
            try:
                spec = SpecifierSet(req.specifier)
            except InvalidSpecifier:
                continue
            if req.extra is not None and re.search(_NOT_A_PROMISE, req.extra):
                continue  # a tests/dev/docs extra is the package's own tooling, not a promise
            if req.extra is not None:
                # one finding per package: its extras repeat one range for each TF flavour
                if (
                    seen_extra
                    or have is None
                    or req.name not in ("tensorflow", "keras", "tf-keras")
                    or req.name in accepted
                ):
                    continue
                if spec and not spec.contains(have, prereleases=True):
                    seen_extra = True
                    out.append(
                        Finding(
                            "ecosystem-extra-out-of-range",
                            Severity.WARNING
                            if _breaks_outside(c.name, c.version, "tf-keras" in installed)
                            else Severity.INFO,
                            f"{c.name} {c.version} declares {req.name}{req.specifier} (its "
                            f"'{req.extra}' extra); {req.name} {have} is installed",
                            companion_fix(
                                c.name, f.tf_version, f.pip, c, "", _moves_with_tf(f), _beside_tf(f)
                            ),
                            (
                                f"{c.metadata_path}: Requires-Dist: {req.raw}",
                                "pip check is silent: the extra was not requested",
                            ),
                            values={"package": c.name, "requires": req.raw, "installed": have},
                        )
                    )
                continue
            if have is None:
                if (
                    req.name in ("tf-keras",)
                    or req.name not in installed
                    and req.name not in TF_DISTS
                ):
                    out.append(
                        Finding(
                            "tensorflow-companion-mismatch",
                            Severity.WARNING,
                            f"{c.name} {c.version} requires {req.name}{req.specifier}, which is not installed",
                            companion_fix(req.name, f.tf_version, f.pip),
                            (f"{c.metadata_path}: Requires-Dist: {req.raw}",),
                            values={"package": c.name, "requires": req.raw, "installed": None},
                        )
                    )
                continue
            if spec and not spec.contains(have, prereleases=True):
                out.append(
                    Finding(
                        "tensorflow-companion-mismatch",
                        Severity.WARNING,
                        f"{c.name} {c.version} requires {req.name}{req.specifier}; {req.name} {have} "
                        "is installed (its compiled parts may not load)",
                        companion_fix(c.name, f.tf_version, f.pip, c),
                        (f"{c.metadata_path}: Requires-Dist: {req.raw}",),
                        values={"package": c.name, "requires": req.raw, "installed": have},
                    )
                )
    return out


# huggingface-hub 0.36.2: `keras<3.0; extra == "tensorflow-testing"` (the realenv tier's w2)
_NOT_A_PROMISE = r"(?i)test|dev|doc|quality|lint|bench|example"  # compiled when first used


def _applies_here(req: object, f: Facts) -> bool:
    """A Requires-Dist line whose markers (sys_platform, python_version, ...) are false on the
    judged machine neither accepts nor pins anything here: safetensors-like
    ``tensorflow>=2.11 ; extra == "tf" and sys_platform == "darwin"`` on Linux. The machine is
    the facts' (its Python, its platform, its CPU), never tfdoctor's own; a marker that names
    what the facts do not know, or that packaging cannot evaluate, counts as applying (the
    finding stays; the review of the fourteenth session)."""
    marker = getattr(req, "marker", "")
    if not marker:
        return True
    from packaging.markers import InvalidMarker, Marker, UndefinedComparison

    from tfdoctor.judge.rules.requirements import marker_environment

    env = marker_environment(f)  # the facts' Python, platform and CPU (TensorFlow's own lines')
    known: set[str] = {"extra", "implementation_name", "platform_python_implementation"}
    if f.python_version:
        known |= {"python_version", "python_full_version"}
    if f.platform in ("linux", "wsl2", "windows", "macos"):
        known |= {"sys_platform", "platform_system"}
    if f.cpu_arch:
        known.add("platform_machine")
    names = set(re.findall(r"\b(python_full_version|python_version|sys_platform|platform_system|"
                           r"os_name|platform_machine|platform_release|platform_version)\b", marker))
    if names - known:
        return True  # the facts do not say: keep the finding
    env["extra"] = getattr(req, "extra", None) or ""
    try:
        return bool(Marker(marker).evaluate(env))
    except (InvalidMarker, UndefinedComparison, ValueError, TypeError):
        return True


def _accepted_by_an_extra(c: object, installed: dict[str, str], f: Facts) -> set[str]:
    out: set[str] = set()
    for req in getattr(c, "requirements", ()):
        have = installed.get(req.name)
        if req.extra is None or have is None or re.search(_NOT_A_PROMISE, req.extra):
            continue
        if not _applies_here(req, f):
            continue
        try:
            spec = SpecifierSet(req.specifier)
            # an unpinned extra says nothing of the range (the review of the thirteenth session)
            if spec and spec.contains(have, prereleases=True):
                out.add(req.name)
        except InvalidSpecifier:
            continue
    return out


def _breaks_outside(package: str, version: str, tf_keras: bool) -> bool:
    """An extra's TF range is a warning only for a package the companion knowledge base knows
    and read something breaking in (compiled ops, an import-time check; a Keras-2-only
    import without tf-keras). Any other package's extra is a note: safetensors 0.8.0 pins
    `tensorflow==2.18.0` in a 'pinned-tf' extra for its own CI (the realenv tier's w2)."""
    from tfdoctor.judge import companions as kb

    return kb.companion(package) is not None and not _promise_only(package, version, tf_keras)


def _promise_only(package: str, version: str, tf_keras: bool) -> bool:
    """The companion knowledge base read this package's wheels and found nothing that breaks
    outside its declared TF range (pure Python: no compiled ops, no import-time check; a
    Keras-2-only import is met when tf-keras is installed): an extra out of range is then a
    note. transformers 4.49 declares tensorflow<2.16 in its 'tf' extra, its 4.x wheels need
    tf-keras, and with tf-keras it works on TF 2.21 (the realenv tier's w2). The release's
    own reading, else the nearest read release of its major. Loaded only here, when an
    extra is out of range."""
    from tfdoctor.judge import companions as kb

    found = kb.nearest_kinds(package, version)
    ok = {"none", "keras-2-only"} if tf_keras else {"none"}
    return bool(found) and set(found) <= ok


def _first_line(text: str) -> str:
    return (text or "").strip().splitlines()[-1][:300] if (text or "").strip() else ""


def keras_fit(f: Facts) -> list[Finding]:
    fit = f.runtime.payload.get("keras_fit") or {}
    if fit.get("fit") not in ("failed", "not-finite"):
        return []
    what = "gave a non-finite loss" if fit.get("fit") == "not-finite" else "fails"
    return [
        Finding(
            "keras-fit-failed",
            Severity.ERROR,
            f"A two-layer tf.keras model {what}: {_first_line(fit.get('error', ''))}".rstrip(": "),
            "See the findings beside this one for the cause (Keras and TensorFlow versions, "
            'TF_USE_LEGACY_KERAS, KERAS_BACKEND); reproduce with `python -c "import tensorflow as '
            "tf; m = tf.keras.Sequential([tf.keras.Input((4,)), tf.keras.layers.Dense(2)]); "
            "m.compile('sgd', 'mse'); m.fit(tf.ones((8, 4)), tf.zeros((8, 2)))\"`.",
            (
                f"tf.keras is {fit.get('module')} {fit.get('version') or ''}".strip(),
                *(fit.get("traceback", "").strip().splitlines()[-3:]),
            ),
            values={"module": fit.get("module"), "error": fit.get("error")},
        )
    ]


def ecosystem_imports(f: Facts) -> list[Finding]:
    out = []
    by_name = {c.name: c for c in (f.ok(f.ecosystem) or ())}
    for e in f.runtime.payload.get("ecosystem") or ():
        if e.get("import") != "failed" and e.get("use") != "failed":
            continue
        pkg = e.get("package", "?")
        tail = e.get("traceback", "").strip().splitlines()[-3:]
        declared = [
            f"{by_name[pkg].metadata_path}: Requires-Dist: {r.raw}"
            for r in (by_name[pkg].requirements if pkg in by_name else ())
        ]
        evidence = tuple(line for line in (*tail, *declared) if line)
        out.append(
            ecosystem_import_finding(
                pkg, e.get("module"), e.get("error", ""), f.tf_version, f.pip,
                by_name.get(pkg), evidence,
                action=f"`{e.get('exercised')}`" if e.get("use") == "failed" else None,
                keras3=_keras_route(e, "tf_keras"),
                tf_keras_installed=bool(f.tfi and f.tfi.tf_keras),
                legacy_off=bool(_keras_route(e, "keras")),
                with_tf=_moves_with_tf(f), installed=_beside_tf(f),
            )  # fmt: skip
        )
    return _one_finding(out)


def _moves_with_tf(f: Facts) -> tuple[str, ...]:
    """The installed packages released in step with TensorFlow (a TF move moves them too)."""
    names = [c.name for c in (f.ok(f.ecosystem) or ())]
    return tuple(names + (["tf-keras"] if f.tfi and f.tfi.tf_keras else []))


def _beside_tf(f: Facts) -> tuple[tuple[str, str], ...]:
    """(name, version) of every distribution installed beside TensorFlow."""
    return tuple((d.name, d.version) for d in (f.tfi.installed if f.tfi else ()) if d.version)


def _keras_route(e: dict, needs: str) -> bool | None:
    """The library's use failed while tf.keras was the other Keras than the one its TF part
    works with (children/tf_usage.KERAS_OF): True; None where that is not known (the error
    text decides, as in explain)."""
    if e.get("use") != "failed" or e.get("needs_keras") != needs:
        return None
    return True if e.get("tf_keras_is") not in (None, needs) else None


def _one_finding(found: list[Finding]) -> list[Finding]:
    """Several companions failing: one finding that names each, every fix in order (findings
    are one per id, and each package needs its own line)."""
    if len(found) < 2:
        return found
    lines: list[str] = []
    seen: set[str] = set()
    for f in found:
        for ln in f.remedy.splitlines():
            code = ln.split("   #")[0].strip()  # one line per command, whoever asked first
            if code not in seen:
                seen.add(code)
                lines.append(ln)
    first = found[0]
    names = [f"{f.values['package']} ({f.values['action']})" for f in found]
    return [
        replace(
            first,
            title=f"{len(found)} TensorFlow-ecosystem packages fail: " + "; ".join(names)
            + f". First: {first.title}",
            remedy="\n".join(lines),
            evidence=tuple(f.title for f in found) + first.evidence,
            values=dict(first.values, packages=[f.values["package"] for f in found]),
        )
    ]


RULES = (keras_fit, ecosystem_imports, companion_requirements)
