"""Build judge inputs directly (no probes), for rule tests."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from tfdoctor.children.runtime_info import SKIPPED, RuntimeInfo
from tfdoctor.judge.facts import Facts
from tfdoctor.judge.matrix_loader import parse_matrix
from tfdoctor.model import Sourced
from tfdoctor.probes.host import Host
from tfdoctor.probes.python_env import Dist
from tfdoctor.probes.tensorflow import BuildInfo, TFInstall

SRC = {"s": {"title": "test source", "url": "https://example.invalid"}}


def row(version, python, cuda, cudnn, ccs, keras, numpy, **kw):
    r = {
        "version": version,
        "latest_patch": f"{version}.0",
        "python": python,
        "cuda": cuda,
        "cudnn": cudnn,
        "compute_capabilities": ccs,
        "min_compute_capability": "3.5",
        "keras": keras,
        "numpy": numpy,
        "pip": f"tensorflow[and-cuda]=={version}.*",
        "recipe": "and-cuda",
        "windows_native_gpu": False,
        "sources": ["s"],
    }
    r.update(kw)
    return r


# A small matrix in the shipped schema. Values follow TensorFlow's tested build
# configurations and the wheels' METADATA (compat/matrix.json cites them); here they
# only need to be self-consistent for the rules under test.
MATRIX = parse_matrix(
    {
        "schema_version": 1,
        "sources": SRC,
        "tensorflow": [
            row(
                "2.21",
                ">=3.10",
                "12.5",
                "9.3",
                ["sm_60", "sm_70", "sm_80", "sm_89", "compute_90"],
                "3",
                ">=1.26.0",
            ),
            row(
                "2.17",
                ">=3.9,<3.13",
                "12.3",
                "8.9",
                ["sm_60", "sm_70", "sm_80", "sm_89", "compute_90"],
                "3",
                ">=1.26.0,<2.0",
            ),
            row(
                "2.15",
                ">=3.9,<3.12",
                "12.2",
                "8.9",
                ["sm_50", "sm_60", "sm_70", "sm_75", "compute_80"],
                "2",
                ">=1.23.5,<2.0.0",
            ),
            row(
                "2.10",
                ">=3.7,<3.11",
                "11.2",
                "8.1",
                ["sm_35", "sm_50", "sm_60", "sm_70", "sm_75", "compute_80"],
                "2",
                ">=1.20",
                windows_native_gpu=True,
            ),
        ],
        "cuda_drivers": [
            {
                "cuda": "12.5",
                "linux_min_driver": "555.42.02",
                "windows_min_driver": "555.85",
                "sources": ["s"],
            },
            {
                "cuda": "12.3",
                "linux_min_driver": "545.23.06",
                "windows_min_driver": "545.84",
                "sources": ["s"],
            },
            {
                "cuda": "12.2",
                "linux_min_driver": "535.54.03",
                "windows_min_driver": "536.25",
                "sources": ["s"],
            },
        ],
        "cuda_minor_compat": [
            {
                "cuda_major": 12,
                "linux_min_driver": "525.60.13",
                "windows_min_driver": "527.41",
                "sources": ["s"],
            },
            {
                "cuda_major": 11,
                "linux_min_driver": "450.80.02",
                "windows_min_driver": "452.39",
                "sources": ["s"],
            },
        ],
        "gpus": [],
    }
)


def gpu(name="NVIDIA A100-SXM4-40GB", cc="8.0", index=0):
    return SimpleNamespace(
        index=index,
        name=name,
        compute_capability=cc,
        memory_total_mib=40960,
        to_dict=lambda: {"index": index, "name": name, "compute_capability": cc},
    )


def driver(state="ok", version="560.35.03", cuda="12.6", gpus=None):
    return SimpleNamespace(
        state=state,
        version=Sourced(version, "nvidia-smi") if version else None,
        cuda_version=Sourced(cuda, "nvidia-smi") if cuda else None,
        gpus=tuple(gpus if gpus is not None else ([gpu()] if state == "ok" else [])),
    )


def lib(name, version, origin="pip", on_loader_path=False, path=None):
    return SimpleNamespace(
        name=name,
        version=version,
        origin=origin,
        on_loader_path=on_loader_path,
        path=path or f"/site-packages/nvidia/{name}/lib/lib{name}.so.{version}",
    )


def cuda(libs=(), toolkits=()):
    return SimpleNamespace(
        libraries=SimpleNamespace(libraries=tuple(libs)),
        toolkits=tuple(toolkits),
        runtime_version=None,
    )


def toolkit(version, path="/usr/local/cuda-13.0"):
    return SimpleNamespace(path=path, version=Sourced(version, f"{path}/version.json"))


def cudnn(version=None):
    return SimpleNamespace(
        version=Sourced(version, "nvidia-cudnn-cu12 METADATA") if version else None
    )


def system(python="3.11.7", flags=("avx", "avx2", "fma"), wsl=False, machine="x86_64"):
    return SimpleNamespace(
        python_version=Sourced(python, "sys"), cpu_flags=tuple(flags), wsl=wsl, machine=machine
    )


def tf(
    version="2.21.0",
    name="tensorflow",
    cuda_v="12.5.1",
    cudnn_v="9",
    is_cuda=True,
    ccs=("sm_60", "sm_70", "sm_80", "sm_89", "compute_90"),
    keras="3.15.1",
    numpy="2.4.6",
    tf_keras=None,
    extra=(),
):
    site = Path("/site-packages")
    primary = Dist(name, version, site, f"{site}/{name}-{version}.dist-info") if version else None
    dists = tuple(d for d in (primary,) if d) + tuple(
        Dist(n, v, site, f"{site}/{n}") for n, v in extra
    )
    return TFInstall(
        dists=dists,
        primary=primary,
        build=BuildInfo(cuda_v, cudnn_v, tuple(ccs), is_cuda, False, "build_info.py")
        if version
        else None,
        keras=Sourced(keras, "keras METADATA") if keras else None,
        tf_keras=Sourced(tf_keras, "tf-keras METADATA") if tf_keras else None,
        numpy=Sourced(numpy, "numpy METADATA") if numpy else None,
    )


def runtime(gpus=0, gpu_ok=True):
    if gpus == 0:
        return RuntimeInfo(
            "ok",
            payload={
                "stage": "done",
                "physical_devices": [{"name": "/physical_device:CPU:0", "type": "CPU"}],
                "logical_devices": [{"name": "/device:CPU:0", "type": "CPU"}],
                "ops": [{"device": "/device:CPU:0", "op": "ok", "xla": "ok"}],
            },
        )
    phys = [{"name": "/physical_device:CPU:0", "type": "CPU"}] + [
        {
            "name": f"/physical_device:GPU:{i}",
            "type": "GPU",
            "details": {"compute_capability": "8.0"},
        }
        for i in range(gpus)
    ]
    logical = [
        {"name": d["name"].replace("physical_device", "device"), "type": d["type"]} for d in phys
    ]
    ops = [
        {
            "device": d["name"],
            "op": "ok" if (d["type"] == "CPU" or gpu_ok) else "failed",
            "xla": "ok",
        }
        for d in logical
    ]
    return RuntimeInfo(
        "ok",
        payload={"stage": "done", "physical_devices": phys, "logical_devices": logical, "ops": ops},
    )


def facts(
    *,
    drv=None,
    cu=None,
    dnn=None,
    sysi=None,
    tfi=None,
    rt=None,
    platform="linux",
    env=None,
    require_gpu=False,
    eco=(),
    keras=None,
):
    return Facts(
        host=Host(root=Path("/nonexistent"), env=env or {}, platform=platform),
        matrix=MATRIX,
        system=sysi or system(),
        driver=drv or driver(state="no-driver", version=None, cuda=None),
        cuda=cu or cuda(),
        cudnn=dnn or cudnn(),
        tf=tfi or tf(),
        runtime=rt or SKIPPED,
        require_gpu=require_gpu,
        ecosystem=eco,
        keras=keras,
    )
