"""judge/requires_dist.py reads Requires-Dist lines as packaging does, without importing
packaging.requirements for the shapes wheels write: every line of the real METADATA files
stored here and of this interpreter's installed distributions, and hand-made odd ones,
give what ``Requirement(line)`` and ``req.marker.evaluate(env)`` give."""

from __future__ import annotations

import sys
from importlib import metadata
from pathlib import Path

import pytest
from packaging.markers import Marker, default_environment
from packaging.requirements import Requirement

from tfdoctor.judge.requires_dist import applicable, only_for_an_extra
from tfdoctor.model import canonical_name

DATA = Path(__file__).resolve().parents[1] / "data"

ODD = [
    'nvidia-cudnn-cu12<10.0,>=9.3.0.75; extra == "and-cuda"',
    "nvidia-cudnn-cu12 <10.0,>=9.3.0.75 ; extra == 'and-cuda'",
    'tf-io>=0.23.1; (sys_platform != "win32" and python_version < "3.13") and extra == "gcs"',
    'tf-io>=0.23.1; (sys_platform == "win32" or python_version < "3.13") and extra == "gcs"',
    'x>=1; extra == "gcs" or python_version > "3"',
    'x>=1; python_version > "3" or extra == "gcs"',
    'x>=1; python_version > "3" and extra == "gcs" or python_version > "3.1"',
    'x>=1; (python_version > "3" or os_name == "posix") and extra == "gcs"',
    'x>=1; python_version > "3" or os_name == "posix" and extra == "gcs"',
    'x>=1; python_version > "3"or(os_name == "posix") and extra == "gcs"',
    'x>=1; platform_release == "or" and extra == "gcs"',
    'x>=1; platform_release == "a ) or (" and extra == "gcs"',
    'x>=1; extra == ""',
    'x>=1; "gcs" == extra',
    'x>=1; extra != "gcs"',
    'x>=1; (extra == "gcs")',
    'x>=1; python_version >> "3" and extra == "gcs"',
    'tensorflow-intel ==2.15.1 ; platform_system == "Windows"',
    'tensorflow-cpu-aws ==2.15.1 ; platform_system == "Linux" and (platform_machine == "arm64" or platform_machine == "aarch64")',
    'numpy (<2.0.0,>=1.23.5)',
    "numpy >= 1.26 , < 3",
    "numpy== 2.*",
    "numpy===1.0-odd",
    "numpy ,>=1",
    "numpy >=1,",
    "numpy >=1 <2",
    "numpy 1.0",
    "numpy>=1.0abc",
    "foo-",
    "foo_",
    "foo.bar>=1",
    "foo-1.0",
    "foo[bar]>=1",
    "foo @ https://example.com/foo-1.0.whl",
    'foo @ https://example.com/foo.whl ; extra == "x"',
    "foo ;",
    "foo; ",
    'foo>=1; python_version < "3.12"; os_name == "nt"',
    'foo>=1; unknown_variable == "x"',
    "",
    "   ",
    ">=1",
]


def _corpus() -> list[str]:
    lines = set(ODD)
    files = list(DATA.rglob("METADATA"))
    for f in files:
        for line in f.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith("Requires-Dist:"):
                lines.add(line.partition(":")[2].strip())
    for dist in metadata.distributions():
        lines.update(dist.requires or ())
    return sorted(lines)


ENVS = {
    "this-python": {**default_environment(), "extra": ""},
    "py3.9-windows": {
        **default_environment(),
        "python_version": "3.9",
        "python_full_version": "3.9.13",
        "sys_platform": "win32",
        "platform_system": "Windows",
        "extra": "",
    },
}


def _packaging(line: str, env: dict[str, str]):
    """What judge/rules/requirements.py did with packaging alone before requires_dist."""
    try:
        req = Requirement(line)
        if req.marker is not None and not req.marker.evaluate(env):
            return None
    except Exception:
        return None
    return canonical_name(req.name), str(req.specifier)


@pytest.mark.parametrize("env", sorted(ENVS))
def test_every_line_reads_as_packaging_reads_it(env):
    lines = _corpus()
    assert len(lines) > 300  # the stored METADATA files, the installed distributions
    wrong = []
    for line in lines:
        got = applicable(line, lambda: ENVS[env])
        got = None if got is None else (got[0], str(got[1]))
        if got != _packaging(line, ENVS[env]):
            wrong.append((line, got, _packaging(line, ENVS[env])))
    assert not wrong


def test_a_marker_said_to_need_an_extra_is_false_without_one():
    markers = [line.partition(";")[2] for line in _corpus() if ";" in line and "@" not in line]
    said = [m for m in markers if only_for_an_extra(m)]
    assert len(said) > 10
    for m in said:
        try:
            holds = Marker(m).evaluate(ENVS["this-python"])
        except Exception:  # not a valid marker: packaging skips the line too
            continue
        assert not holds, m


@pytest.mark.parametrize(
    ("marker", "expected"),
    [
        pytest.param('extra == "and-cuda"', True, id="extra-alone"),
        pytest.param('(sys_platform != "win32") and extra == "gcs"', True, id="and-after-group"),
        pytest.param('extra == "gcs" or python_version > "3"', False, id="or-first"),
        pytest.param('python_version > "3" or extra == "gcs"', False, id="or-before"),
        pytest.param('os_name == "nt" or python_version > "3" and extra == "gcs"', False, id="or-and"),
        pytest.param('platform_release == "or" and extra == "gcs"', True, id="or-quoted"),
        pytest.param('(a == "1" or b == "2") and extra == "gcs"', True, id="or-in-group"),
        pytest.param('extra == ""', False, id="empty-extra-holds"),
        pytest.param('extra != "gcs"', False, id="not-equal"),
    ],
)
def test_only_for_an_extra(marker, expected):
    assert only_for_an_extra(marker) is expected


def test_the_wheel_shapes_need_no_packaging_requirements():
    """tensorflow 2.21.0's METADATA, read in a fresh interpreter: packaging.requirements
    (and packaging.tags, which it imports) stays unloaded."""
    import subprocess

    meta = DATA / "wheels" / "tensorflow-2.21.0" / "tensorflow-2.21.0.dist-info" / "METADATA"
    code = (
        "import sys\n"
        # what importing packaging.specifiers itself brings is not ours to avoid: packaging
        # 26.3 (the GPU machine lent here) loads packaging.tags with it, 26.4 does not
        "import packaging.specifiers\n"
        "start = {m for m in ('packaging.requirements', 'packaging.tags') if m in sys.modules}\n"
        "from tfdoctor.judge.requires_dist import applicable\n"
        f"text = open({str(meta)!r}, encoding='utf-8').read()\n"
        "lines = [l.partition(':')[2].strip() for l in text.splitlines()\n"
        "         if l.startswith('Requires-Dist:')]\n"
        "got = [applicable(l, dict) for l in lines]\n"
        "print(len(lines), sum(g is not None for g in got),\n"
        "      'packaging.requirements' in sys.modules.keys() - start,\n"
        "      'packaging.tags' in sys.modules.keys() - start)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.split() == ["34", "20", "False", "False"], out.stderr
