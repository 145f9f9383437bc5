"""Fixture trees for the libs/cuda/cudnn probes, in the real formats of fixtures-real/.

Each layout is a dict for ``tests.support.helpers.write_tree`` ("a@b" is a symlink a -> b).
Command outputs are copies of real captures (fixtures-real/nvcc/, ldconfig -p lines as in
fixtures-real/lib-listings/); where a number is ours it says so.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.support.helpers import FIXTURES_REAL

# fixtures-real/nvcc/13.0.88-linux-x86_64-from-wheel.txt and ptxas-13.0.88-from-wheel.txt
NVCC_13_0 = """nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2025 NVIDIA Corporation
Built on Wed_Aug_20_01:58:59_PM_PDT_2025
Cuda compilation tools, release 13.0, V13.0.88
Build cuda_13.0.r13.0/compiler.36424714_0
"""
PTXAS_13_0 = """ptxas: NVIDIA (R) Ptx optimizing assembler
Copyright (c) 2005-2025 NVIDIA Corporation
Built on Wed_Aug_20_01:55:12_PM_PDT_2025
Cuda compilation tools, release 13.0, V13.0.88
Build cuda_13.0.r13.0/compiler.36424714_0
"""
# CUDA 12.3's nvcc is V12.3.107 (the nvidia-cuda-nvcc-cu12==12.3.107 pin of TF 2.16,
# fixtures-real/wheel-layouts/tensorflow-and-cuda-pins.txt). We have no capture of its
# "Built on"/"Build" lines, so they are left out rather than made up; the parser reads
# the release line only (CUDA <= 10 has no Build line either).
NVCC_12_3 = """nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2023 NVIDIA Corporation
Cuda compilation tools, release 12.3, V12.3.107
"""

# version.json as CUDA installers write it: 3-space indent, "key" : value
# (fixtures-real/cuda-version-json/11.8.0-linux-full-runfile-ANON.json); versions of 12.3.2
# from NVIDIA's CUDA 12.3 Update 2 release (cudart 12.3.101 is also the pip pin above).
VERSION_JSON_12_3 = """{
   "cuda" : {
      "name" : "CUDA SDK",
      "version" : "12.3.2"
   },
   "cuda_cudart" : {
      "name" : "CUDA Runtime (cudart)",
      "version" : "12.3.101"
   }
}
"""


def cudnn_version_h(major: int, minor: int, patch: int) -> str:
    """cudnn_version.h as the cuDNN 8/9 packages ship it (fixtures-real/cudnn-header/)."""
    factor = 10000 if major >= 9 else 1000
    return f"""
/**
 * \\file: The master cuDNN version file.
 */

#ifndef CUDNN_VERSION_H_
#define CUDNN_VERSION_H_

#define CUDNN_MAJOR {major}
#define CUDNN_MINOR {minor}
#define CUDNN_PATCHLEVEL {patch}

#define CUDNN_VERSION (CUDNN_MAJOR * {factor} + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)

#endif /* CUDNN_VERSION_H */
"""


def ldconfig_p(entries: list[tuple[str, str]]) -> str:
    """`ldconfig -p` output: a count header, then "\\tname (libc6,x86-64) => path" lines
    (format of fixtures-real/lib-listings/ldconfig-* and this machine's ldconfig)."""
    lines = [f"{len(entries)} libs found in cache `/etc/ld.so.cache'"]
    lines += [f"\t{name} (libc6,x86-64) => {path}" for name, path in entries]
    return "\n".join(lines) + "\n"


def metadata(name: str, version: str) -> str:
    return f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\nSummary: x\n"


def dist_info(site: str, name: str, version: str) -> dict[str, str]:
    folder = f"{name.replace('-', '_')}-{version}.dist-info"
    return {f"{site}/{folder}/METADATA": metadata(name, version)}


def conda_meta(prefix: str, name: str, version: str, build: str, channel: str) -> dict:
    """A conda-meta/<name>-<version>-<build>.json record (the fields conda writes)."""
    record = {"name": name, "version": version, "build": build, "channel": channel}
    return {f"{prefix}/conda-meta/{name}-{version}-{build}.json": json.dumps(record, indent=2)}


# -- layouts ---------------------------------------------------------------------------
def system_cuda_12_3_cudnn_8_9() -> dict[str, str]:
    """A deb-installed CUDA 12.3 toolkit and cuDNN 8.9.7 deb (Ubuntu alternatives)."""
    tk = "usr/local/cuda-12.3"
    lib = f"{tk}/targets/x86_64-linux/lib"
    gnu = "usr/lib/x86_64-linux-gnu"
    return {
        f"{tk}/version.json": VERSION_JSON_12_3,
        f"{tk}/bin/nvcc": "",
        f"{tk}/nvvm/libdevice/libdevice.10.bc": "",
        f"{tk}/include/cuda.h": "#define CUDA_VERSION 12030\n",
        f"{lib}/libcudart.so.12.3.101": "",
        f"{lib}/libcudart.so.12@libcudart.so.12.3.101": "",
        f"{lib}/libcublas.so.12.3.4.1": "",
        f"{lib}/libcublas.so.12@libcublas.so.12.3.4.1": "",
        f"{lib}/libcudart_static.a": "",
        f"{tk}/lib64@targets/x86_64-linux/lib": "",
        "usr/local/cuda@/usr/local/cuda-12.3": "",
        f"{gnu}/libcudnn.so.8.9.7": "",
        f"{gnu}/libcudnn.so.8@libcudnn.so.8.9.7": "",
        f"{gnu}/libcudnn_ops_infer.so.8.9.7": "",
        f"{gnu}/libcudnn_ops_infer.so.8@libcudnn_ops_infer.so.8.9.7": "",
        f"{gnu}/libcudnn.so@/etc/alternatives/libcudnn_so": "",
        "etc/alternatives/libcudnn_so@/usr/lib/x86_64-linux-gnu/libcudnn.so.8.9.7": "",
        f"{gnu}/libcuda.so.1": "",
        "usr/include/x86_64-linux-gnu/cudnn_version_v8.h": cudnn_version_h(8, 9, 7),
        "usr/include/cudnn_version.h@/etc/alternatives/cudnn_version_h": "",
        "etc/alternatives/cudnn_version_h@/usr/include/x86_64-linux-gnu/cudnn_version_v8.h": "",
    }


SITE = "venv/lib/python3.11/site-packages"


def pip_and_cuda_tf218() -> dict[str, str]:
    """`pip install tensorflow[and-cuda]==2.18.0` (cu12 wheels; pins from
    fixtures-real/wheel-layouts/tensorflow-and-cuda-pins.txt, file names from the
    wheel listings there)."""
    files = {
        f"{SITE}/nvidia/cuda_runtime/lib/libcudart.so.12": "",
        f"{SITE}/nvidia/cudnn/lib/libcudnn.so.9": "",
        f"{SITE}/nvidia/cudnn/lib/libcudnn_ops.so.9": "",
        f"{SITE}/nvidia/cudnn/include/cudnn_version.h": cudnn_version_h(9, 3, 0),
        f"{SITE}/nvidia/cublas/lib/libcublas.so.12": "",
        f"{SITE}/nvidia/cublas/lib/libcublasLt.so.12": "",
        f"{SITE}/nvidia/cuda_nvcc/bin/ptxas": "",
        f"{SITE}/nvidia/cuda_nvcc/nvvm/libdevice/libdevice.10.bc": "",
    }
    for name, version in (
        ("nvidia-cuda-runtime-cu12", "12.5.82"),
        ("nvidia-cudnn-cu12", "9.3.0.75"),
        ("nvidia-cublas-cu12", "12.5.3.2"),
        ("nvidia-cuda-nvcc-cu12", "12.5.82"),
        ("tensorflow", "2.18.0"),
    ):
        files |= dist_info(SITE, name, version)
    return files


CONDA = "opt/conda/envs/tf"


def conda_cudatoolkit_11_8_cudnn_8_6() -> dict[str, str]:
    """A defaults/conda-forge env with cudatoolkit 11.8 and cudnn 8.6 (conda-meta + lib/)."""
    files = {
        f"{CONDA}/lib/libcudart.so.11.8.89": "",
        f"{CONDA}/lib/libcudart.so.11.0@libcudart.so.11.8.89": "",
        f"{CONDA}/lib/libcudnn.so.8.6.0": "",
        f"{CONDA}/lib/libcudnn.so.8@libcudnn.so.8.6.0": "",
        f"{CONDA}/include/cudnn_version.h": cudnn_version_h(8, 6, 0),
        # build strings and the 4-part cudnn version are ours (conda-forge style); the
        # probe reads only name and version from the record
        f"{CONDA}/conda-meta/numpy-1.26.4-py311h64a7726_0.json": json.dumps(
            {"name": "numpy", "version": "1.26.4"}
        ),
    }
    files |= conda_meta(CONDA, "cudatoolkit", "11.8.0", "h6a678d5_0", "pkgs/main")
    files |= conda_meta(CONDA, "cudnn", "8.6.0.163", "hed8a83a_0", "conda-forge")
    return files


def cuda_13_dist_info_toolkit() -> dict[str, str]:
    """A CUDA 13.0 toolkit assembled from pip wheels, like the dev machine's
    /usr/local/cuda-13.0: dist-info/ folders, lib64 -> lib, no version.json, no driver."""
    tk = "usr/local/cuda-13.0"
    files = {
        f"{tk}/bin/nvcc": "",
        f"{tk}/bin/ptxas": "",
        f"{tk}/lib/libcudart.so.13": "",
        f"{tk}/lib/libcudart.so@libcudart.so.13": "",
        f"{tk}/lib/libcupti.so.13": "",
        f"{tk}/lib64@lib": "",
        f"{tk}/targets/x86_64-linux/lib@../../lib": "",
        f"{tk}/nvvm/libdevice/libdevice.10.bc": "",
        "usr/local/cuda@/usr/local/cuda-13.0": "",
        "usr/local/bin/nvcc": '#!/bin/sh\nexec /usr/local/cuda-13.0/bin/nvcc "$@"\n',
    }
    for name, version in (
        ("nvidia_cuda_runtime", "13.0.96"),
        ("nvidia_cuda_nvcc", "13.0.88"),
        ("nvidia_nvvm", "13.0.88"),
    ):
        files[f"{tk}/dist-info/{name}-{version}.dist-info/METADATA"] = metadata(
            name.replace("_", "-"), version
        )
    return files


# -- replaying fixtures-real -------------------------------------------------------------
def real_params(pattern: str) -> list:
    """pytest params, one per real fixture file matching ``pattern`` (a skip if none)."""
    files = sorted(FIXTURES_REAL.glob(pattern)) if FIXTURES_REAL.is_dir() else []
    if not files:
        return [
            pytest.param(
                None, marks=pytest.mark.skip(reason=f"no ../shared/fixtures-real/{pattern}")
            )
        ]
    return [pytest.param(f, id=f.name) for f in files]


def real_file(pattern: str) -> Path:
    """The one real fixture file matching ``pattern``, or skip the test."""
    files = sorted(FIXTURES_REAL.glob(pattern)) if FIXTURES_REAL.is_dir() else []
    if not files:
        pytest.skip(f"../shared/fixtures-real/{pattern} is not here")
    return files[0]


def version_in_name(path: Path) -> str:
    """The version the collector put at the front of a fixture's name."""
    m = re.match(r"(?:ptxas-)?(\d+(?:\.\d+)+)", path.name)
    assert m, path.name
    return m.group(1)


def wheel_tree(listing: str, site: str) -> tuple[dict[str, str], str, str]:
    """A site-packages tree from a fixtures-real/wheel-layouts listing: every listed file
    (empty) plus the METADATA header fields. Returns (files, name, version)."""
    files: dict[str, str] = {}
    meta_lines: list[str] = []
    in_meta = False
    for line in listing.splitlines():
        if line.startswith("# dist-info/METADATA"):
            in_meta = True
            continue
        if in_meta:
            if not line.strip() or line.startswith("#"):
                in_meta = False
            else:
                meta_lines.append(line)
            continue
        m = re.match(r"^\s*\d+\s+(\S+)$", line)
        if m:
            files[f"{site}/{m.group(1)}"] = ""
    meta = "\n".join(meta_lines) + "\n"
    for rel in list(files):
        if rel.endswith(".dist-info/METADATA"):
            files[rel] = meta
    name = re.search(r"^Name: (\S+)", meta, re.M).group(1)  # type: ignore[union-attr]
    version = re.search(r"^Version: (\S+)", meta, re.M).group(1)  # type: ignore[union-attr]
    return files, name, version


def make_executable(root: Path, *rels: str) -> None:
    """chmod +x: Host.which only finds executable files, as a shell would."""
    for rel in rels:
        (root / rel).chmod(0o755)
