"""Remedies for protobuf clashes: a package's generated code (_pb2) against the protobuf
runtime installed beside TensorFlow. Split from remedies_env.py (module size)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # (annotations only: importing rules here would import every rule first)
    from tfdoctor.explain.rules.base import ExplainContext


Values = Mapping[str, Any]


def protobuf_owner(v: dict[str, Any]) -> dict[str, Any]:
    """The distribution whose generated code failed (``yggdrasil_decision_forests/...proto``:
    ydf), from the gencode knowledge (compat/gencode.json)."""
    if not v.get("location"):
        return {}
    from tfdoctor.judge.gencode import package_for_module

    owner = package_for_module(v["location"])
    return {"package": owner} if owner else {}


def protobuf(v: Values, ctx: ExplainContext | None) -> str:
    """A package's generated code newer than the protobuf runtime ("gencode 6.31.1 runtime
    5.29.6"): the fix check gives for the same installed versions (judge/gencode.py); other
    protobuf clashes: the range TensorFlow pins."""
    if v.get("gencode"):
        from tfdoctor.judge import gencode

        pkg = v.get("package") or gencode.package_for_module(v.get("location") or "")
        tfi = getattr(ctx.facts, "tfi", None) if ctx else None
        have = {d.name: d.version for d in getattr(tfi, "installed", ())}
        spec = dict(ctx.pins).get("protobuf") if ctx else None
        return gencode.gencode_fix(
            pkg, have.get(pkg or ""), v["gencode"], v.get("runtime"), spec,
            ctx.pip if ctx else None, ctx.tf_version if ctx else None,
        )  # fmt: skip
    if v.get("pbname") == "runtime_version":  # gencode of protoc >= 26 on an older runtime
        return (
            "This generated code (_pb2) needs protobuf 5.26 or newer (its runtime_version "
            'module): pip install "protobuf>=5.26" where this TensorFlow allows it (TF 2.18+: its '
            "wheel's Requires-Dist, compat/companions.json; `pip show tensorflow`), or generate the _pb2 files again with "
            "the protoc of the installed protobuf"
        )
    if v.get("old") or v.get("old2"):  # (a group "old2" reaches here as "old")
        # the runtime is OLDER than the generated code: capping it would keep it old (the
        # judge of the fifteenth session on tensorflow/tfx#2547: protobuf 3.9.2 under Beam's
        # _pb2 files, `pip install --upgrade protobuf` fixed it; read in the wheels, re-read of
        # the fifteenth session: descriptor.py's _internal_create_key is absent from
        # protobuf-3.11.3 and present in 3.12.2; internal/builder.py absent from 3.19.6,
        # present in 3.20.0: PINTO0309/onnx2tf#81)
        need = "3.20" if "builder" in (v.get("old"), v.get("old2")) else "3.12"
        return (
            "The installed protobuf is older than the generated code (_pb2) that imports it, "
            f'which needs protobuf {need} or newer: pip install --upgrade "protobuf>={need}" '
            "within the range TensorFlow declares (`pip show tensorflow`; TF < 2.12 allows up to "
            "3.20.3), or generate the _pb2 files again with the protoc of the installed protobuf"
        )
    return (
        'Install the protobuf this TensorFlow pins: pip install "protobuf<=3.20.3" for TF < '
        "2.12 (or PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION=python as a slow workaround); "
        "newer TF: pip install -U tensorflow to get its matching protobuf; keep one protobuf "
        "per environment (conda and pip copies clash)"
    )
