import pytest

from tests.support.helpers import make_host
from tfdoctor.probes.tensorflow import parse_build_info, probe_tensorflow

SITE = "usr/lib/python3.11/site-packages"

# The build_info.py of the real tensorflow==2.21.0 wheel (verbatim line).
BUILD_2_21 = """
import collections

build_info = collections.OrderedDict([('cpu_compiler', 'clang'), ('cuda_compute_capabilities', ['sm_60', 'sm_70', 'sm_80', 'sm_89', 'compute_90']), ('cuda_version', '12.5.1'), ('cudnn_version', '9'), ('is_cuda_build', True), ('is_rocm_build', False), ('is_tensorrt_build', False)])
"""
# TF 2.1/2.2 layout: module-level constants.
BUILD_2_1 = """
is_rocm_build = False
is_cuda_build = True
cuda_version_number = '10.1'
cudnn_version_number = '7'
"""
BUILD_CPU = """
import collections
build_info = collections.OrderedDict([('is_cuda_build', False), ('is_rocm_build', False)])
"""


def dist_info(name: str, version: str) -> dict[str, str]:
    folder = f"{SITE}/{name.replace('-', '_')}-{version}.dist-info"
    return {f"{folder}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"}


def tree(*dists: tuple[str, str], build: str | None = BUILD_2_21) -> dict[str, str]:
    files: dict[str, str] = {}
    for name, version in dists:
        files.update(dist_info(name, version))
    if build is not None:
        files[f"{SITE}/tensorflow/python/platform/build_info.py"] = build
    return files


@pytest.mark.parametrize(
    ("text", "cuda", "cudnn", "is_cuda"),
    [
        pytest.param(BUILD_2_21, "12.5.1", "9", True, id="ordereddict-2.21"),
        pytest.param(BUILD_2_1, "10.1", "7", True, id="module-constants-2.1"),
        pytest.param(BUILD_CPU, None, None, False, id="cpu-build"),
    ],
)
def test_parse_build_info_layouts(text, cuda, cudnn, is_cuda):
    data = parse_build_info(text)
    assert data.get("cuda_version") == cuda
    assert data.get("cudnn_version") == cudnn
    assert data["is_cuda_build"] is is_cuda


def test_probe_reads_versions_and_build(tmp_path):
    host = make_host(
        tmp_path,
        tree(("tensorflow", "2.21.0"), ("keras", "3.15.1"), ("numpy", "2.4.6")),
        python_sites=[SITE],
    )
    tf = probe_tensorflow(host)
    assert tf.version.raw == "2.21.0"
    assert tf.build.cuda_version == "12.5.1"
    assert tf.build.compute_capabilities[-1] == "compute_90"
    assert tf.keras.raw == "3.15.1" and tf.numpy.raw == "2.4.6"
    assert tf.conflicting == ()
    assert tf.build.source.startswith("/usr/lib/python3.11")  # shown as the host sees it


def test_two_tensorflows_conflict_but_a_backend_wheel_does_not(tmp_path):
    host = make_host(
        tmp_path,
        tree(
            ("tensorflow", "2.15.0"), ("tensorflow-intel", "2.15.0"), ("tensorflow-cpu", "2.14.0")
        ),
        python_sites=[SITE],
    )
    tf = probe_tensorflow(host)
    assert [d.name for d in tf.conflicting] == ["tensorflow-cpu"]


@pytest.mark.parametrize(
    ("build", "problem"),
    [
        pytest.param(None, "is missing", id="missing"),
        pytest.param("build_info = (((", "cannot be parsed", id="not-python"),
        pytest.param("x = 1\n", "holds no build information", id="empty"),
    ],
)
def test_broken_build_info_is_an_error_string_not_an_exception(tmp_path, build, problem):
    host = make_host(tmp_path, tree(("tensorflow", "2.17.0"), build=build), python_sites=[SITE])
    tf = probe_tensorflow(host)
    assert tf.build is None and problem in tf.build_error


def test_no_tensorflow(tmp_path):
    host = make_host(tmp_path, dist_info("numpy", "1.26.4"), python_sites=[SITE])
    tf = probe_tensorflow(host)
    assert tf.primary is None and tf.version is None and tf.numpy.raw == "1.26.4"
