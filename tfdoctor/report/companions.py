"""Renderer for `tfdoctor matrix --companions`: the companion knowledge base as a table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import IO, Any

from tfdoctor.judge.companions import Companion, Companions, kinds, newest_tf_line
from tfdoctor.report.console import Console, emit_json

COMPANIONS_SCHEMA = "tfdoctor.companions/1"


def companions_document(
    kb: Companions, rows: Sequence[Companion], package: str | None = None
) -> dict[str, Any]:
    doc = {
        "schema": COMPANIONS_SCHEMA,
        "generated": kb.raw.get("generated"),
        "evaluated_for": kb.raw.get("evaluated_for"),
        "packages": [dict(c.raw) for c in rows],
        "tensorflow": [dict(t) for t in kb.tensorflow],
    }
    if package is not None:  # one package asked for: its protobuf gencode floors too
        name, floors = _gencode(rows[0].name if rows else package)
        if floors:
            doc["gencode"] = {name: floors}
    return doc


def _gencode(package: str) -> tuple[str, list[dict[str, Any]]]:
    """compat/gencode.json's releases of ``package`` (or of the package a module is in)."""
    from tfdoctor.judge import gencode

    name = package if gencode.known(package) else gencode.package_for_module(package) or package
    return name, gencode.releases(name)


def _kinds(kb: Companions, c: Companion, r: Any) -> str:
    """The release's kinds, each once, what breaks first first."""
    return (",".join(kinds(c.name, r.version, kb)) or "-") if r is not None else "-"


def _tf(r: Any) -> str:
    spec = r.tf_spec
    return str(spec) if spec is not None else "-"


def _keras(r: Any) -> str:
    return " ".join(f"{k.name}{k.spec}" + (f"[{k.extra}]" if k.extra else "") for k in r.keras) or "-"


def render_companions(
    kb: Companions,
    rows: Sequence[Companion],
    *,
    json_out: bool,
    stream: IO[str] | None = None,
    colour: bool | None = None,
    package: str | None = None,
) -> int:
    if json_out:
        emit_json(companions_document(kb, rows, package))
        return 0
    con = Console(stream, colour)
    if package is not None and len(rows) < 2:
        if rows:
            _render_one(con, kb, rows[0])
        _render_gencode(con, rows[0].name if rows else package, after=bool(rows))
        return 0
    header = f"{'package':<30} {'modules':<30} {'newest':<9} {'TF (newest)':<22} {'TF line':<8} kinds"
    con.line(con.style(header, "bold"))
    for c in rows:
        newest = c.releases[0] if c.releases else None
        con.line(
            f"{c.name:<30} {','.join(c.modules) or '-':<30} {newest.version if newest else '-':<9} "
            f"{_tf(newest) if newest else '-':<22} {newest_tf_line(c.name, kb) or '-':<8} "
            f"{_kinds(kb, c, newest)}" + (f"  -> {c.successor}" if c.successor else "")
        )
    con.line()
    con.line(f"TF line: the newest TensorFlow line a release admits. Sources: {kb.path}; "
             "one package's releases and sources: tfdoctor matrix --companions PACKAGE")  # fmt: skip
    return 0


def _render_one(con: Console, kb: Companions, c: Companion) -> None:
    con.line(con.style(c.name, "bold") + f"  modules: {', '.join(c.modules) or '-'}"
             + (f"  successor: {c.successor}" if c.successor else ""))  # fmt: skip
    for n in c.raw.get("notices") or ():
        con.line(f"  ! {n['text']}")
    con.line(con.style(f"{'release':<10} {'TensorFlow':<24} {'Keras':<30} kinds", "bold"))
    for r in c.releases:
        con.line(f"{r.version:<10} {_tf(r):<24} {_keras(r):<30} {_kinds(kb, c, r)}")
    con.line()
    con.line("sources:")
    for r in c.releases[:3]:
        shown = set()
        for fact in (r.tensorflow, r.tensorflow_checked, *r.keras):
            if fact is not None:
                shown.add(fact.source)
                con.line(f"  {r.version}: {fact.source}")
        for kind, source in r.kinds:
            if source not in shown:
                con.line(f"  {r.version} {kind}: {source}")
    if len(c.releases) > 3:
        con.line(f"  (older releases: tfdoctor matrix --companions {c.name} --json)")


def _render_gencode(con: Console, package: str, after: bool) -> None:
    name, floors = _gencode(package)
    if not floors:
        return
    if after:
        con.line()
    con.line(con.style(f"{name}: the protobuf its generated code needs (compat/gencode.json)", "bold"))
    con.line(con.style(f"{'release':<10} {'gencode':<10} its METADATA declares", "bold"))
    for r in floors:
        declares = f"protobuf{r['declares']}" if r.get("declares") else "-"
        con.line(f"{r['version']:<10} {r.get('gencode') or '-':<10} {declares}")
    con.line(f"  source of the newest: {floors[0]['source']}")
