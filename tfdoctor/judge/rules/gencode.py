"""An installed package whose generated protobuf code needs a newer protobuf than is installed.

``import`` of it raises protobuf's ``VersionError`` ("Detected incompatible Protobuf
Gencode/Runtime versions ... Runtime version cannot be older than the linked gencode
version"), though ``pip check`` is silent when its METADATA declares less than it needs
(ydf 0.16.0: ``protobuf>=5.29.1``, gencode 6.31.1; what ``pip install
tensorflow-decision-forests==1.12.0`` installs beside protobuf 5.29.6). The floors are read
from each release's wheel (compat/gencode.json, judge/gencode.py); the fix is the one
``explain`` gives for the same error text.
"""

from __future__ import annotations

from tfdoctor.judge.facts import Facts
from tfdoctor.model import Finding, Severity


def gencode_floors(f: Facts) -> list[Finding]:
    tfi = f.tfi
    if tfi is None or not tfi.installed:
        return []
    have = {d.name: d.version for d in tfi.installed}
    runtime = have.get("protobuf")
    if not runtime:
        return []
    from tfdoctor.judge import gencode
    from tfdoctor.judge.rules.requirements import tf_pins

    out = []
    for name, version in sorted(have.items()):
        fl = gencode.floor(name, version) if gencode.known(name) else None
        if fl is None or gencode.runs_under(fl.gencode, runtime):
            continue
        tf_spec = dict(tf_pins(f)).get("protobuf")
        out.append(
            Finding(
                "protobuf-incompatible",
                Severity.ERROR,
                f"`import` of {name} {version} fails: its generated protobuf code needs "
                f"protobuf >= {fl.gencode}, and protobuf {runtime} is installed (its METADATA "
                "does not say so, so pip installed it)",
                gencode.gencode_fix(name, version, fl.gencode, runtime, tf_spec, f.pip, f.tf_version),
                (f"{fl.source} (compat/gencode.json)", f"installed: protobuf {runtime}"),
                values={"package": name, "gencode": fl.gencode, "runtime": runtime},
            )
        )
    return out[:1] if len(out) < 2 else [_merge(out)]


def _merge(found: list[Finding]) -> Finding:
    first = found[0]
    names = ", ".join(x.values["package"] for x in found)
    return Finding(
        first.id,
        first.severity,
        f"{len(found)} packages' generated protobuf code needs a newer protobuf ({names}): "
        + first.title,
        "\n".join(dict.fromkeys(line for x in found for line in x.remedy.splitlines())),
        tuple(e for x in found for e in x.evidence),
        values=dict(first.values),
    )


RULES = (gencode_floors,)
