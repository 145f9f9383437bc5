"""Test helpers: fixture trees, a replaying command runner, the shared fixtures."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

import pytest

from tfdoctor.probes.host import CommandResult, Host

REPO = Path(__file__).resolve().parents[2]
#: ../shared beside the checkout: real captured artifacts (absent in a fresh clone).
SHARED = REPO.parent / "shared"
FIXTURES_REAL = SHARED / "fixtures-real"


def shared(rel: str) -> Path:
    """A file under ../shared, or skip the test with the reason."""
    p = SHARED / rel
    if not p.exists():
        pytest.skip(f"../shared/{rel} is not here (a fresh clone has no ../shared)")
    return p


#: Real material stored in the repository (tests/data/SOURCES.md): runs in CI.
STORED = REPO / "tests" / "data"


def stored(rel: str) -> str:
    """The text of a real captured file stored under tests/data/ (see its SOURCES.md)."""
    return (STORED / rel).read_text(encoding="utf-8")


def real_fixture(rel: str) -> str:
    """The text of a real captured artifact under ../shared/fixtures-real."""
    return shared(f"fixtures-real/{rel}").read_text(encoding="utf-8", errors="replace")


Response = CommandResult | Callable[[Sequence[str], float], CommandResult]


class FakeRunner:
    """Replays canned output keyed by the command's basename (e.g. "nvidia-smi").

    A response may be a CommandResult or a function of (argv, timeout). Unknown
    commands are "not-found", as on a machine without them. Calls are recorded.
    """

    def __init__(self, responses: Mapping[str, Response] | None = None) -> None:
        self.responses = dict(responses or {})
        self.calls: list[tuple[str, ...]] = []

    def __call__(self, argv: Sequence[str], timeout: float) -> CommandResult:
        argv = tuple(argv)
        self.calls.append(argv)
        key = os.path.basename(argv[0])
        resp = self.responses.get(key)
        if resp is None:
            return CommandResult(argv, error="not-found")
        if callable(resp):
            return resp(argv, timeout)
        return CommandResult(
            argv, resp.returncode, resp.stdout, resp.stderr, resp.error, resp.seconds
        )


def ran(stdout: str = "", returncode: int = 0, stderr: str = "") -> CommandResult:
    return CommandResult((), returncode=returncode, stdout=stdout, stderr=stderr)


def write_tree(root: Path, files: Mapping[str, str | bytes]) -> Path:
    """Create files (and parent folders) under root; a value ending in '/' is a folder.

    A key ending in "@" followed by a target ("lib/libcudnn.so@libcudnn.so.9") makes a symlink.
    """
    for rel, content in files.items():
        p = root / rel.lstrip("/")
        if "@" in rel:
            name, target = rel.split("@", 1)
            p = root / name.lstrip("/")
            p.parent.mkdir(parents=True, exist_ok=True)
            p.symlink_to(target)
            continue
        if rel.endswith("/"):
            p.mkdir(parents=True, exist_ok=True)
            continue
        p.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            p.write_bytes(content)
        else:
            p.write_text(content, encoding="utf-8")
    return root


def make_host(
    root: Path,
    files: Mapping[str, str | bytes] | None = None,
    env: Mapping[str, str] | None = None,
    runner: FakeRunner | None = None,
    python_sites: Sequence[str] = (),
    platform: str = "linux",
) -> Host:
    write_tree(root, files or {})
    return Host(
        root=root,
        env=dict(env or {}),
        runner=runner or FakeRunner(),
        python_sites=tuple(root / p.lstrip("/") for p in python_sites),
        live=False,
        platform=platform,
    )
