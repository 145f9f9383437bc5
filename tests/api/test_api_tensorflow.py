"""The API and the magic against the real TensorFlow wheel (children import it)."""

from __future__ import annotations

import pytest

import tfdoctor
from tfdoctor.api import magic

pytestmark = pytest.mark.slow


def test_devices_report():
    report = tfdoctor.devices(timeout=300)
    doc = report.to_dict()
    assert doc["schema"] == "tfdoctor.devices/1"
    assert any(d["name"].endswith("CPU:0") for d in doc["logical_devices"])
    assert report.verdict in ("gpu-ready", "cpu-only", "problems")
    page = report._repr_html_()
    assert "tfdoctor devices — TensorFlow" in page and "CPU:0" in page


def test_smoke_train_through_the_magic_parser():
    """`%tfdoctor smoke-train --synthetic --limit 512` as the magic runs it, in-process."""
    report = magic.run("smoke-train --synthetic --limit 512 --timeout 600")
    assert isinstance(report, tfdoctor.Report)
    assert report.kind == "smoke-train" and report.verdict == "passed", str(report)
    assert report.ok and report.to_dict()["runs"]
    assert "Training runs" in report._repr_html_()


def test_full_check_from_python():
    report = tfdoctor.check(timeout=300)
    doc = report.to_dict()
    assert doc["runtime"]["outcome"] == "ok", doc["runtime"]
    assert doc["devices"] and report._repr_html_().count("<table") == 2  # components, devices
