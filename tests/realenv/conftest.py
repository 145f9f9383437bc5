"""The real-environment tier runs only when asked for by name: ``pytest -m realenv``.

A plain ``pytest`` (CI, README's test command) or ``pytest -m "not slow"`` deselects it:
it needs the package registry and minutes per environment.
"""

from __future__ import annotations


def pytest_collection_modifyitems(config, items):
    if "realenv" in (config.getoption("markexpr") or ""):
        return
    keep = [i for i in items if i.get_closest_marker("realenv") is None]
    dropped = [i for i in items if i.get_closest_marker("realenv") is not None]
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = keep
