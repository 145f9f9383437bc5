"""Build facts from every place a TensorFlow release keeps them (probes/tf_build.py),
tested on the real files of the 2.22.0rc0 and 2.21.0 wheels (tests/data/wheels/SOURCES.md)."""

import pytest

from tests.support.helpers import make_host
from tests.support.machines import SITE, dist
from tests.support.wheels import wheel_file, wheel_files
from tfdoctor.probes.tensorflow import probe_tensorflow
from tfdoctor.probes.tf_build import (
    header_archs,
    merge_build,
    parse_build_info,
    parse_cuda_config,
)
from tfdoctor.probes.wheel_meta import (
    WheelMeta,
    metadata_headers,
    parse_metadata,
    pins_build,
    split_requirement,
)

TF222 = "tensorflow-2.22.0rc0"
TF221 = "tensorflow-2.21.0"
BUILD_INFO = "tensorflow/python/platform/build_info.py"
CUDA_CONFIG = "tensorflow/include/third_party/gpus/cuda/cuda_config.h"
CCS = ["sm_60", "sm_70", "sm_80", "sm_89", "compute_90"]


def text(wheel: str, rel: str) -> str:
    return wheel_file(wheel, rel).decode("utf-8")


def test_2_22_build_info_lost_the_cuda_facts():
    data = parse_build_info(text(TF222, BUILD_INFO))
    assert data == {"is_cuda_build": True, "is_rocm_build": False, "is_tensorrt_build": False}


def test_2_22_cuda_config_h_still_has_them():
    assert parse_cuda_config(text(TF222, CUDA_CONFIG)) == {
        "cuda_version": "12.5.1",
        "cudnn_version": "9",
        "cuda_compute_capabilities": CCS,
    }


def test_header_archs_read_like_build_info_on_the_real_2_21_wheel():
    """Same wheel, both files: the header's bare numbers map onto build_info's list."""
    header = parse_cuda_config(text(TF221, CUDA_CONFIG))
    build = parse_build_info(text(TF221, BUILD_INFO))
    assert header["cuda_compute_capabilities"] == build["cuda_compute_capabilities"] == CCS
    assert header["cuda_version"] == build["cuda_version"] == "12.5.1"


@pytest.mark.parametrize(
    ("value", "archs"),
    [
        # tensorflow 2.12.1's header and build_info (tf-build-facts in the wheels' notes)
        pytest.param(
            "35, 50, 60, 70, 75, 80",
            ["sm_35", "sm_50", "sm_60", "sm_70", "sm_75", "compute_80"],
            id="bare-numbers",
        ),
        pytest.param('"sm_80", "compute_90"', ["sm_80", "compute_90"], id="already-named"),
        pytest.param("3.5, 7.0", ["sm_35", "compute_70"], id="dotted"),
        pytest.param("", [], id="empty"),
        pytest.param("garbage", [], id="garbage"),
    ],
)
def test_header_archs(value, archs):
    assert header_archs(value) == archs


def test_metadata_of_the_real_2_22_wheel():
    meta = parse_metadata(text(TF222, "tensorflow-2.22.0rc0.dist-info/METADATA"))
    assert (meta.name, meta.version, meta.requires_python) == ("tensorflow", "2.22.0rc0", ">=3.10")
    assert "and-cuda" in meta.extras
    assert meta.pins["nvidia-cudnn-cu12"] == "<10.0,>=9.10.2.21"
    assert meta.pins["nvidia-cuda-runtime-cu12"] == "<13.0,>=12.5.82"
    assert "tensorflow-io-gcs-filesystem" not in meta.pins  # another extra's pin
    assert meta.numpy == ">=1.26.0" and meta.keras == "keras-nightly>=3.12.0.dev"
    assert pins_build(meta) == {"cuda_version": "12.5", "is_cuda_build": True, "cudnn_version": "9"}


@pytest.mark.parametrize(
    ("pins", "cuda", "cudnn"),
    [
        # tensorflow 2.17.0 METADATA: exact pins
        pytest.param(
            {"nvidia-cuda-runtime-cu12": "==12.3.101", "nvidia-cudnn-cu12": "==8.9.7.29"},
            "12.3",
            "8",
            id="exact-pins-2.17",
        ),
        # tensorflow 2.14.1 METADATA: cu11 wheels
        pytest.param(
            {"nvidia-cuda-runtime-cu11": "==11.8.89", "nvidia-cudnn-cu11": "==8.7.0.84"},
            "11.8",
            "8",
            id="cu11-2.14",
        ),
        # CUDA 13 runtime wheels are published as plain nvidia-cuda-runtime 13.x
        pytest.param({"nvidia-cuda-runtime": "<14,>=13.0.88"}, "13.0", None, id="cu13-name"),
        pytest.param({"nvidia-nccl-cu12": "==2.21.5"}, None, None, id="no-runtime-pin"),
    ],
)
def test_pins_build(pins, cuda, cudnn):
    got = pins_build(WheelMeta("tensorflow", "9", None, (), tuple(pins.items()), None, None))
    assert got.get("cuda_version") == cuda and got.get("cudnn_version") == cudnn


def test_merge_takes_each_fact_from_the_first_place_that_has_it():
    merged, sources = merge_build(
        [
            ("build_info.py", {"is_cuda_build": True, "cudnn_version": "9"}),
            ("cuda_config.h", {"cuda_version": "12.5.1", "cudnn_version": "8"}),
            ("METADATA and-cuda pins", {"cuda_version": "12.4", "cudnn_version": "7"}),
        ]
    )
    assert merged == {"is_cuda_build": True, "cudnn_version": "9", "cuda_version": "12.5.1"}
    assert sources == {
        "is_cuda_build": "build_info.py",
        "cudnn_version": "build_info.py",
        "cuda_version": "cuda_config.h",
    }


def test_a_cpu_build_never_gets_cuda_facts_from_a_header():
    merged, _ = merge_build(
        [
            ("build_info.py", {"is_cuda_build": False}),
            ("cuda_config.h", {"cuda_version": "12.5.1", "cudnn_version": "9"}),
        ]
    )
    assert merged == {"is_cuda_build": False}


@pytest.mark.parametrize(
    ("wheel", "drop", "source", "cuda", "ccs", "source_file"),
    [
        pytest.param(TF222, (), "cuda_config.h", "12.5.1", CCS, CUDA_CONFIG, id="2.22-header"),
        pytest.param(TF221, (), "build_info.py", "12.5.1", CCS, BUILD_INFO, id="2.21-build-info"),
        pytest.param(
            TF222, (CUDA_CONFIG,), "METADATA and-cuda pins", "12.5", [], None, id="2.22-metadata"
        ),
    ],
)
def test_probe_on_a_site_built_from_the_real_wheel(
    tmp_path, wheel, drop, source, cuda, ccs, source_file
):
    files = {k: v for k, v in wheel_files(wheel).items() if k.removeprefix(f"{SITE}/") not in drop}
    tf = probe_tensorflow(make_host(tmp_path, files, python_sites=[SITE]))
    assert tf.build_error is None
    b = tf.build
    assert (b.cuda_version, b.cudnn_version, list(b.compute_capabilities)) == (cuda, "9", ccs)
    assert b.is_cuda_build is True and b.build_source == source
    assert b.to_dict()["build_source"] == source
    if source_file:
        assert b.source == f"/{SITE}/{source_file}"
    assert tf.wheel is not None and tf.wheel.requires_python == ">=3.10"


def test_broken_build_info_is_reported_but_the_header_still_counts(tmp_path):
    files = wheel_files(TF222)
    files[f"{SITE}/{BUILD_INFO}"] = b"build_info = {\n"
    tf = probe_tensorflow(make_host(tmp_path, files, python_sites=[SITE]))
    assert tf.build_error is not None and "cannot be parsed" in tf.build_error
    assert tf.build.cuda_version == "12.5.1" and tf.build.build_source == "cuda_config.h"


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # verbatim Requires-Dist values of the tensorflow 2.14.1, 2.17.0 and 2.22.0rc0 wheels
        pytest.param(
            "nvidia-cudnn-cu11 (==8.7.0.84) ; extra == 'and-cuda'",
            ("nvidia-cudnn-cu11", "==8.7.0.84", "extra == 'and-cuda'"),
            id="2.14-parenthesised",
        ),
        pytest.param(
            'numpy <2.0.0,>=1.23.5 ; python_version <= "3.11"',
            ("numpy", "<2.0.0,>=1.23.5", 'python_version <= "3.11"'),
            id="2.17-space-separated",
        ),
        pytest.param(
            'nvidia-cudnn-cu12<10.0,>=9.10.2.21; extra == "and-cuda"',
            ("nvidia-cudnn-cu12", "<10.0,>=9.10.2.21", 'extra == "and-cuda"'),
            id="2.22-compact",
        ),
        pytest.param("google_pasta>=0.1.1", ("google-pasta", ">=0.1.1", ""), id="canonical-name"),
        pytest.param("packaging", ("packaging", "", ""), id="no-specifier"),
        pytest.param("foo @ https://x.invalid/foo.whl", None, id="url-requirement"),
    ],
)
def test_split_requirement(line, want):
    assert split_requirement(line) == want


def test_metadata_headers_stop_at_the_body_and_unfold_lines():
    text = (
        "Name: tensorflow\nVersion: 2.22.0rc0\nSummary: a\n  folded summary\n"
        "Requires-Dist: numpy>=1.26.0\n\nRequires-Dist: not-a-header>=1\n"
    )
    fields = metadata_headers(text)
    assert fields["summary"] == ["a folded summary"]
    assert fields["requires-dist"] == ["numpy>=1.26.0"]


def test_tf_2_1_keeps_build_info_under_tensorflow_core(tmp_path):
    # tensorflow-2.1.4's tensorflow_core/python/platform/build_info.py (its values verbatim)
    legacy = "is_rocm_build = False\nis_cuda_build = True\n\ncuda_version_number = '10.1'\ncudnn_version_number = '7'\n"
    files = {
        f"{SITE}/tensorflow-2.1.4.dist-info/METADATA": "Name: tensorflow\nVersion: 2.1.4\n",
        f"{SITE}/tensorflow_core/python/platform/build_info.py": legacy,
    }
    tf = probe_tensorflow(make_host(tmp_path, files, python_sites=[SITE]))
    assert tf.build_error is None
    assert (tf.build.cuda_version, tf.build.cudnn_version) == ("10.1", "7")
    assert tf.build.source.endswith("tensorflow_core/python/platform/build_info.py")


def test_keras_nightly_counts_as_keras(tmp_path):
    # 2.22.0rc0's METADATA: Requires-Dist: keras-nightly>=3.12.0.dev; the version is the
    # one pip installed beside it on this project's CI machine
    files = {**wheel_files(TF222), **dist("keras-nightly", "3.16.0.dev2026102704")}
    tf = probe_tensorflow(make_host(tmp_path, files, python_sites=[SITE]))
    assert tf.keras.raw == "3.16.0.dev2026102704" and "keras_nightly" in tf.keras.source
