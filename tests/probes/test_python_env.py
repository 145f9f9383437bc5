import os

from tests.support.helpers import make_host
from tfdoctor.probes.python_env import distributions, find_dist

SITE = "usr/lib/python3.11/site-packages"


def meta(name, version):
    folder = f"{SITE}/{name.replace('-', '_')}-{version}.dist-info"
    return {f"{folder}/METADATA": f"Name: {name}\nVersion: {version}\n"}


def test_names_and_versions_from_dist_info_folders(tmp_path):
    host = make_host(
        tmp_path,
        {**meta("tensorflow-cpu", "2.18.0"), **meta("nvidia-cudnn-cu12", "9.3.0.75")},
        python_sites=[SITE],
    )
    dists = distributions(host)
    assert find_dist(dists, "tensorflow_cpu").version == "2.18.0"
    assert find_dist(dists, "nvidia-cudnn-cu12").version == "9.3.0.75"


def test_egg_info_and_odd_names_fall_back_to_metadata(tmp_path):
    host = make_host(
        tmp_path,
        {
            f"{SITE}/weird.egg-info/PKG-INFO": "Metadata-Version: 1.0\nName: Weird-Pkg\nVersion: 1.2\n\nbody\n"
        },
        python_sites=[SITE],
    )
    assert find_dist(distributions(host), "weird-pkg").version == "1.2"


def test_no_stale_answer_after_an_install_in_the_same_process(tmp_path):
    host = make_host(tmp_path, meta("numpy", "1.26.4"), python_sites=[SITE])
    assert find_dist(distributions(host), "tensorflow") is None
    site = tmp_path / SITE
    before = site.stat().st_mtime_ns
    make_host(tmp_path, meta("tensorflow", "2.17.0"), python_sites=[SITE])
    os.utime(site, ns=(before + 10**9, before + 10**9))  # coarse-mtime filesystems
    assert find_dist(distributions(host), "tensorflow").version == "2.17.0"
