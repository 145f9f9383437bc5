"""The ecosystem probe: which installed packages are TensorFlow companions, what they declare.

The Requires-Dist lines below are verbatim from the wheels' METADATA (pip download
--no-deps, 2026-11-23): tensorflow_io-0.37.1, tensorflow_probability-0.25.0,
tensorflow_text-2.20.0, tf_keras-2.21.0.
"""

from __future__ import annotations

import pytest

from tfdoctor.probes.ecosystem import (
    companion_from,
    import_names,
    probe_ecosystem,
    read_headers,
    tf_requirements,
)
from tfdoctor.probes.host import Host

TFIO = [
    "tensorflow-io-gcs-filesystem==0.37.1",
    "tensorflow <2.17.0,>=2.16.0 ; extra == 'tensorflow'",
    "tensorflow-cpu <2.17.0,>=2.16.0 ; extra == 'tensorflow-cpu'",
]
TFP = ["absl-py", 'tensorflow>=2.16; extra == "tf"', 'tf-keras>=2.16; extra == "tf"']
TFTEXT = ['tensorflow<2.21,>=2.20; platform_machine != "arm64" or platform_system != "Darwin"']


@pytest.mark.parametrize(
    "requires, expected",
    [
        pytest.param(
            TFIO,
            [
                ("tensorflow", "<2.17.0,>=2.16.0", "tensorflow"),
                ("tensorflow-cpu", "<2.17.0,>=2.16.0", "tensorflow-cpu"),
            ],
            id="tfio-extras",
        ),
        pytest.param(
            TFP, [("tensorflow", ">=2.16", "tf"), ("tf-keras", ">=2.16", "tf")], id="tfp-tf-extra"
        ),
        pytest.param(TFTEXT, [("tensorflow", "<2.21,>=2.20", None)], id="tf-text-required"),
        pytest.param(["numpy>=1.26", "not a requirement ;;"], [], id="unrelated-and-invalid"),
    ],
)
def test_tf_requirements(requires, expected):
    got = [(r.name, str(r.specifier), r.extra) for r in tf_requirements(requires)]
    assert [(n, set(s.split(",")), e) for n, s, e in got] == [
        (n, set(s.split(",")), e) for n, s, e in expected
    ]


def test_import_names_prefers_top_level_then_record_then_name():
    assert import_names("tensorflow-io", "tensorflow_io\n_private\n", None) == ("tensorflow_io",)
    record = "tf_keras/__init__.py,sha256=x,1\ntf_keras/src/a.py,sha256=y,2\n"
    assert import_names("tf-keras", None, record) == ("tf_keras",)
    assert import_names("tensorflow-probability", None, None) == ("tensorflow_probability",)


@pytest.mark.parametrize(
    "name, requires, is_companion",
    [
        pytest.param("tensorflow-io", TFIO, True, id="declares-tf-in-extra"),
        pytest.param("tensorflow-hub", [], True, id="known-without-declaring"),
        pytest.param("tfdoctor", ["tensorflow; extra == 'tensorflow'"], False, id="not-ourselves"),
        pytest.param("tensorboard", ["numpy"], False, id="tf-own-dependency"),
        pytest.param("requests", ["urllib3"], False, id="unrelated"),
    ],
)
def test_companion_selection(name, requires, is_companion):
    assert (companion_from(name, "1.0", requires, None, None, "x") is not None) == is_companion


def _dist(site, name, version, requires, top=None):
    d = site / f"{name.replace('-', '_')}-{version}.dist-info"
    d.mkdir(parents=True)
    lines = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}"]
    lines += [f"Requires-Dist: {r}" for r in requires]
    (d / "METADATA").write_text("\n".join(lines) + "\n\nLong description mentioning tensorflow.\n")
    if top:
        (d / "top_level.txt").write_text(top + "\n")


def test_probe_reads_a_site_packages(tmp_path):
    site = tmp_path / "site-packages"
    _dist(site, "tensorflow", "2.21.0", ["numpy>=1.26.0"])
    _dist(site, "tensorflow-io", "0.37.1", TFIO, top="tensorflow_io")
    _dist(site, "requests", "2.32.0", ["urllib3"])
    _dist(site, "tfdoctor", "0.1.0", ["tensorflow; extra == 'tensorflow'"])
    got = probe_ecosystem(Host(root=tmp_path, python_sites=(site,)))
    assert [(c.name, c.version, c.import_names) for c in got] == [
        ("tensorflow-io", "0.37.1", ("tensorflow_io",))
    ]
    assert got[0].requirements[0].extra == "tensorflow"


def test_headers_stop_at_the_body():
    text = "Name: x\nVersion: 1\nRequires-Dist: tensorflow\n\nRequires-Dist: not-a-header\n"
    assert read_headers(text) == ("x", "1", ["tensorflow"])
