"""Fixture site-packages built from the real wheel files in tests/data/wheels/ (SOURCES.md)."""

from __future__ import annotations

from pathlib import Path

from tests.support.machines import SITE

WHEELS = Path(__file__).resolve().parents[1] / "data" / "wheels"


def wheel_dir(name_version: str) -> Path:
    """tests/data/wheels/<name>-<version>/, e.g. "tensorflow-2.22.0rc0"."""
    return WHEELS / name_version


def wheel_file(name_version: str, rel: str) -> bytes:
    return (wheel_dir(name_version) / rel).read_bytes()


def wheel_files(name_version: str, site: str = SITE) -> dict[str, bytes]:
    """Every stored file of that wheel, placed under ``site`` as pip would install it."""
    root = wheel_dir(name_version)
    return {
        f"{site}/{p.relative_to(root).as_posix()}": p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file()
    }
