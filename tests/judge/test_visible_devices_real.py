"""CUDA_VISIBLE_DEVICES as the CUDA driver itself read 37 values on a real H200
(scripts/gpu_visible_devices.py: cuInit and cuDeviceGetCount in a fresh process per value;
tests/data/gpu-h200/cuda-visible-devices.json). Before this replay, tfdoctor said nothing
for four values under which CUDA showed no GPU at all ("0,0", "gpu-<uuid>", "GPU-",
" GPU-<uuid>") and called "+0" a hidden GPU."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support import factsbuilder as fb
from tfdoctor.judge.rules.visibility import visible_indices
from tfdoctor.judge.verdict import diagnose
from tfdoctor.model import Severity

DOC = json.loads(
    (Path(__file__).resolve().parents[1] / "data/gpu-h200/cuda-visible-devices.json").read_text()
)
UUIDS = DOC["gpu_uuids"]
ROWS = [r for r in DOC["rows"] if r["value"] is not None]


@pytest.mark.parametrize("row", ROWS, ids=[repr(r["value"]) for r in ROWS])
def test_tfdoctor_predicts_what_the_driver_showed(row):
    read = visible_indices(row["value"], UUIDS)
    if row["value"].startswith("MIG-"):
        assert read is None  # a MIG name is not told apart without MIG facts: no claim
        return
    assert read is not None
    assert len(read[0]) == row["count"], (row, read)


def test_the_unset_variable_shows_the_gpu():
    (unset,) = [r for r in DOC["rows"] if r["value"] is None]
    assert (unset["cuInit"], unset["count"], unset["uuids"]) == (0, 1, UUIDS)


@pytest.mark.parametrize("row", ROWS, ids=[repr(r["value"]) for r in ROWS])
def test_check_calls_every_value_that_showed_no_gpu_an_error(row):
    gpu = fb.gpu(name="NVIDIA H200", cc="9.0")
    gpu.uuid = UUIDS[0]
    drv = fb.driver(version="580.159.04", cuda="13.0", gpus=[gpu])
    found = {
        f.id: f.severity
        for f in diagnose(fb.facts(drv=drv, env={"CUDA_VISIBLE_DEVICES": row["value"]}))
    }
    hidden = found.get("cuda-visible-devices-hides-gpus")
    if row["count"] == 0:
        assert hidden is Severity.ERROR, (row, found)
    elif row["value"].rstrip(",").split(",") == ["0"] or row["value"] in ("0,,0",):
        assert hidden is None, (row, found)  # nothing named is hidden: nothing to say
    else:  # "0,1": GPU 0 shows; the warning names the entry that is not a GPU here
        assert hidden in (None, Severity.WARNING), (row, found)


@pytest.mark.parametrize("value", ["\u00a00", "\uff10", "\u0660"])
def test_no_unicode_digit_or_space_is_read_as_an_index(value):
    """strtoul reads ASCII only (glibc, checked through ctypes by the review of the thirteenth
    session): a non-breaking space pasted before 0, or a full-width 0, shows no GPU."""
    shown, stop = visible_indices(value, UUIDS)
    assert shown == [] and stop


@pytest.mark.parametrize(
    ("tail", "warned"),
    [(UUIDS[0], False), (UUIDS[0][:12], False), ("GPU-ffffffff", True), ("1", True)],
)
def test_an_entry_after_the_gap_that_names_a_shown_gpu_by_uuid_is_not_warned(tail, warned):
    """"0,,GPU-<uuid of GPU 0>": the only entry after the empty one is GPU 0 itself, which is
    shown; the review of the thirteenth session (s13-review-a item 10) found a warning there
    because only digits were read after the gap. An unknown UUID or a missing index still warns."""
    gpu = fb.gpu(name="NVIDIA H200", cc="9.0")
    gpu.uuid = UUIDS[0]
    drv = fb.driver(version="580.159.04", cuda="13.0", gpus=[gpu])
    found = {
        f.id: f.severity
        for f in diagnose(fb.facts(drv=drv, env={"CUDA_VISIBLE_DEVICES": f"0,,{tail}"}))
    }
    assert found.get("cuda-visible-devices-hides-gpus") is (Severity.WARNING if warned else None)
