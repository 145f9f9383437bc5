"""Requires-Dist lines as the judge reads them: which apply here, and with what name and range.

What ``packaging.requirements.Requirement(line)`` and ``req.marker.evaluate(env)`` say,
without importing them for the lines wheels write: ``packaging.requirements`` imports
``packaging.markers``, which imports ``packaging.utils`` and ``packaging.tags`` (with
``logging``, ``platform``, ``sysconfig``): ~8 ms of ``check --no-runtime`` (issue 19 (d))
for lines that are almost all ``name<spec`` or an extra's ``name<spec; extra == "x"``
(tensorflow 2.21.0's METADATA: 20 and 14 of 34). Those two shapes are read here; any
other line goes to packaging, so a line means what it means to pip. (The probe's
wheel_meta.split_requirement reads more shapes, leniently, for the and-cuda pins; a rule
that judges an environment needs pip's reading exactly.)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from packaging.specifiers import InvalidSpecifier, SpecifierSet

from tfdoctor.model import canonical_name

#: one version specifier as packaging's requirement grammar reads it (``>=1.26.0``, ``== 2.*``)
_ONE = r"(?:~=|===|==|!=|<=|>=|<|>)\s*[^\s,;()\[\]@]+"
#: ``name`` (PEP 508's: it ends in a letter or digit), comma-separated specifiers without
#: parentheses, then an optional marker: no extras, no URL (those go to packaging)
_SIMPLE = re.compile(
    r"^\s*(?P<name>[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)"
    rf"\s*(?P<spec>(?:{_ONE}(?:\s*,\s*{_ONE})*)?)\s*(?:;(?P<marker>.*\S.*))?$"
)
#: ``extra == "name"`` at the end of a marker, alone or after ``and``
_EXTRA_LAST = re.compile(r"""(?:^|\band)\s*extra\s*==\s*(["'])[^"']+\1\s*$""")
#: a marker's quoted strings (whole), parentheses and words
_TOKENS = re.compile(r""""[^"]*"|'[^']*'|[()]|\w+""")

Environment = Callable[[], Mapping[str, str]]


def only_for_an_extra(marker: str) -> bool:
    """True when ``marker`` holds only when an extra is asked for, so it is false with none.

    Its last term is ``extra == "name"``, joined by ``and`` to all that comes before: no
    ``or`` outside parentheses and quoted strings (``and`` binds tighter, PEP 508). That is
    how wheel builders write an extra's requirement: ``extra == "and-cuda"``, or
    ``(sys_platform != "win32" and python_version < "3.13") and extra == "gcs-filesystem"``.
    False says nothing: packaging evaluates every other marker.
    """
    if not _EXTRA_LAST.search(marker):
        return False
    depth = 0
    for token in _TOKENS.findall(marker):
        if token == "(":
            depth += 1
        elif token == ")":
            depth -= 1
        elif token == "or" and depth == 0:
            return False
    return depth == 0


def applicable(line: str, env: Environment) -> tuple[str, SpecifierSet] | None:
    """(canonical name, specifier) of a Requires-Dist line that applies where ``env()``
    describes (no extra asked for); None when it does not, or is no valid requirement.

    ``env`` is called only for a marker that must be evaluated.
    """
    m = _SIMPLE.match(line)
    if m is not None:
        marker = m.group("marker")
        if marker is not None and only_for_an_extra(marker):
            return None
        try:
            spec = SpecifierSet(m.group("spec"))
        except InvalidSpecifier:
            spec = None  # packaging's to read, or to reject
        if spec is not None:
            if marker is not None and not _holds(marker, env):
                return None
            return canonical_name(m.group("name")), spec
    from packaging.requirements import Requirement

    try:
        req = Requirement(line)
        if req.marker is not None and not req.marker.evaluate(dict(env())):
            return None
    except Exception:  # an invalid line, or a marker variable packaging does not know
        return None
    return canonical_name(req.name), req.specifier


def _holds(marker: str, env: Environment) -> bool:
    from packaging.markers import Marker

    try:
        return Marker(marker).evaluate(dict(env()))
    except Exception:  # as above: not a line to judge
        return False
