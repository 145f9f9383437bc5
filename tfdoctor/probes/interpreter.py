"""Another Python interpreter, asked once about itself (``check --python PATH``).

Like ``pip --python``: a tfdoctor installed once (pipx) inspects a conda env or a project
venv. The interpreter is run once with a tiny script (standard library only, any Python 3)
that prints its version, prefixes and ``sys.path`` as JSON -- in the user's environment,
so PYTHONPATH and the user site count as they will for that interpreter. The static
probes then read its site-packages; the TensorFlow child runs under it.
"""

from __future__ import annotations

import json
from pathlib import Path

from tfdoctor.probes.host import Host
from tfdoctor.records import frozen

QUERY = (
    "import json, platform, sys\n"
    "print(json.dumps({'version': '%d.%d.%d' % sys.version_info[:3], "
    "'implementation': platform.python_implementation(), 'executable': sys.executable, "
    "'prefix': sys.prefix, 'base_prefix': getattr(sys, 'base_prefix', sys.prefix), "
    "'path': [p for p in sys.path if p]}))\n"
)
SITE_NAMES = ("site-packages", "dist-packages")


@frozen
class Interpreter:
    executable: str
    version: str
    implementation: str
    prefix: str
    base_prefix: str
    sys_path: tuple[str, ...]

    @property
    def sites(self) -> tuple[Path, ...]:
        """Its site-packages folders, in its import order (as site_dirs reads a live one)."""
        out: list[Path] = []
        for p in self.sys_path:
            path = Path(p)
            if path.name in SITE_NAMES and path.is_dir() and path not in out:
                out.append(path)
        return tuple(out)

    @property
    def venv(self) -> str | None:
        """PEP 405: a venv's prefix differs from its base prefix."""
        return self.prefix if self.prefix != self.base_prefix else None


def probe_interpreter(host: Host, python: str, timeout: float = 30.0) -> Interpreter | str:
    """The interpreter's answer, or one sentence saying why there is none."""
    result = host.run([python, "-c", QUERY], timeout=timeout)
    if result.error == "not-found":
        return "no such interpreter"
    if result.error:
        return f"could not run it ({result.error})"
    if result.returncode != 0:
        last = (result.stderr.strip().splitlines() or ["no message"])[-1]
        return f"it exited with status {result.returncode}: {last[:200]}"
    try:
        data = json.loads(result.stdout.strip().splitlines()[-1])
        return Interpreter(
            executable=str(data["executable"] or python),
            version=str(data["version"]),
            implementation=str(data["implementation"]),
            prefix=str(data["prefix"]),
            base_prefix=str(data["base_prefix"]),
            sys_path=tuple(str(p) for p in data["path"]),
        )
    except (ValueError, KeyError, IndexError, TypeError):
        return f"it did not answer like a Python interpreter: {result.stdout.strip()[:200]!r}"
