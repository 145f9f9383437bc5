"""`tfdoctor matrix`: the compatibility table, or one TensorFlow line of it."""

from __future__ import annotations

from pathlib import Path

from tfdoctor.judge.matrix import Matrix, TFRelease
from tfdoctor.judge.matrix_loader import load_matrix
from tfdoctor.model import InputError


def matrix_rows(path: Path | None, tf: str | None) -> tuple[Matrix, tuple[TFRelease, ...]]:
    """The matrix and the rows to show: all of them, or the one line ``tf`` names."""
    m = load_matrix(path)
    if tf is None:
        return m, tuple(m.tensorflow)
    row = m.release_for(tf)
    if row is None:
        raise InputError(f"--tf {tf}: no such TensorFlow line in {m.path}")
    return m, (row,)


def companion_rows(package: str | None, path: Path | None = None):
    """The knowledge base and the companions to show: all, or the one ``package`` names
    (a distribution, or a module it provides: ``tensorflow_io`` finds tensorflow-io)."""
    from tfdoctor.judge.companions import companion, distribution_for_module, load_companions

    kb = load_companions(path)
    if package is None:
        return kb, tuple(kb.packages.values())
    found = companion(package, kb) or companion(distribution_for_module(package, kb) or "", kb)
    if found is None and _gencode_known(package):
        return kb, ()  # known only for its protobuf gencode (ydf): render_companions shows it
    if found is None:
        raise InputError(
            f"--companions {package}: not in {kb.path} (known: {', '.join(kb.packages)})"
        )
    return kb, (found,)


def _gencode_known(package: str) -> bool:
    from tfdoctor.judge import gencode

    return gencode.known(package) or gencode.package_for_module(package) is not None
