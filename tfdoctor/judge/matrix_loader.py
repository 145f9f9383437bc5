"""Loading the compatibility matrix: which file, read it, validate it, build a Matrix.

Any problem is one InputError naming the file (exit 2), never a traceback.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from packaging.specifiers import InvalidSpecifier, SpecifierSet

from tfdoctor.judge.matrix import (
    ENV_VAR,
    SCHEMA_VERSION,
    CudaDriver,
    Gpu,
    Matrix,
    MinorCompat,
    TFRelease,
)
from tfdoctor.model import InputError, major_minor, parse_version


def shipped_path(name: str) -> Path:
    """compat/NAME as shipped in the wheel, or the repo's copy when run from source."""
    package = Path(__file__).parents[1]
    if package.is_dir():
        # the folder importlib.resources.files("tfdoctor") names for a package on disk,
        # without importing importlib.resources (~3 ms of `check --no-runtime`)
        if (package / "compat" / name).is_file():
            return package / "compat" / name
    else:  # imported from an archive: ask its loader
        try:
            from importlib import resources

            packaged = resources.files("tfdoctor") / "compat" / name
            if packaged.is_file():
                return Path(str(packaged))
        except (ModuleNotFoundError, OSError):
            pass
    return Path(__file__).resolve().parents[2] / "compat" / name


def default_matrix_path() -> Path:
    """The matrix shipped in the wheel, or the repo's copy when run from source."""
    return shipped_path("matrix.json")


def resolve_matrix_path(cli_path: str | os.PathLike[str] | None, env: Mapping[str, str]) -> Path:
    if cli_path:
        return Path(cli_path)
    if env.get(ENV_VAR):
        return Path(env[ENV_VAR])
    return default_matrix_path()


def load_matrix(
    path: str | os.PathLike[str] | None = None, env: Mapping[str, str] | None = None
) -> Matrix:
    """Load and validate a matrix. Any problem is one InputError naming the file."""
    p = resolve_matrix_path(path, env if env is not None else os.environ)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(f"matrix {p}: no such file") from None
    except IsADirectoryError:
        raise InputError(f"matrix {p}: is a directory, not a JSON file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"matrix {p}: cannot be read ({exc})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(
            f"matrix {p}: not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})"
        ) from None
    return parse_matrix(data, str(p))


def parse_matrix(data: Any, where: str = "<matrix>") -> Matrix:
    problems = validate_matrix(data)
    if problems:
        extra = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise InputError(f"matrix {where}: {problems[0]}{extra}")
    tf_rows = []
    for row in data["tensorflow"]:
        tf_rows.append(
            TFRelease(
                version=row["version"],
                latest_patch=row.get("latest_patch"),
                python=SpecifierSet(row["python"]),
                python_raw=row["python"],
                cuda=row.get("cuda"),
                cudnn=row.get("cudnn"),
                compute_capabilities=tuple(row.get("compute_capabilities") or ()),
                min_compute_capability=row.get("min_compute_capability"),
                keras=str(row.get("keras", "")),
                numpy=row.get("numpy"),
                pip=row.get("pip"),
                recipe=row.get("recipe", ""),
                conda=row.get("conda"),
                windows_native_gpu=bool(row.get("windows_native_gpu", False)),
                notes=tuple(row.get("notes") or ()),
                sources=tuple(row.get("sources") or ()),
                raw=row,
                protobuf=row.get("protobuf"),
            )
        )
    tf_rows.sort(key=lambda r: r.key, reverse=True)
    return Matrix(
        path=where,
        schema_version=data["schema_version"],
        sources=data.get("sources", {}),
        tensorflow=tuple(tf_rows),
        cuda_drivers=tuple(
            CudaDriver(
                r["cuda"],
                r.get("linux_min_driver"),
                r.get("windows_min_driver"),
                tuple(r.get("sources") or ()),
            )
            for r in data.get("cuda_drivers", [])
        ),
        cuda_minor_compat=tuple(
            MinorCompat(
                int(r["cuda_major"]),
                r.get("linux_min_driver"),
                r.get("windows_min_driver"),
                tuple(r.get("sources") or ()),
            )
            for r in data.get("cuda_minor_compat", [])
        ),
        cudnn_cuda=tuple(data.get("cudnn_cuda", [])),
        gpus=tuple(
            Gpu(
                r["name"],
                tuple(r.get("aliases") or ()),
                r["compute_capability"],
                r.get("memory_gib"),
                r.get("architecture"),
                tuple(r.get("sources") or ()),
            )
            for r in data.get("gpus", [])
        ),
        raw=data,
    )


def _is_version(value: Any) -> bool:
    return isinstance(value, str) and parse_version(value) is not None


def validate_matrix(data: Any) -> list[str]:
    """Every problem with a matrix document, as short sentences (empty: valid)."""
    if not isinstance(data, dict):
        return ["the top level must be a JSON object"]
    problems: list[str] = []
    if data.get("schema_version") != SCHEMA_VERSION:
        problems.append(
            f"schema_version must be {SCHEMA_VERSION}, found {data.get('schema_version')!r}"
        )
    sources = data.get("sources", {})
    if not isinstance(sources, dict):
        problems.append("'sources' must be an object of {key: {title, url}}")
        sources = {}

    def check_sources(where: str, row: dict) -> None:
        refs = row.get("sources")
        if not isinstance(refs, list) or not refs:
            problems.append(f"{where}: 'sources' must be a non-empty list of source keys")
            return
        for ref in refs:
            if ref not in sources:
                problems.append(f"{where}: unknown source {ref!r}")

    rows = data.get("tensorflow")
    if not isinstance(rows, list) or not rows:
        problems.append("'tensorflow' must be a non-empty list of release rows")
        rows = []
    seen: set[str] = set()
    for i, row in enumerate(rows):
        where = f"tensorflow[{i}]"
        if not isinstance(row, dict):
            problems.append(f"{where}: must be an object")
            continue
        version = row.get("version")
        if not isinstance(version, str) or major_minor(version) is None:
            problems.append(f"{where}: 'version' must be a release line like \"2.17\"")
            continue
        where = f"tensorflow {version}"
        if version in seen:
            problems.append(f"{where}: duplicate row")
        seen.add(version)
        try:
            SpecifierSet(row.get("python", None))
        except (InvalidSpecifier, TypeError):
            problems.append(f"{where}: 'python' must be a PEP 440 specifier like \">=3.9,<3.13\"")
        for key in ("cuda", "cudnn", "min_compute_capability", "latest_patch"):
            if row.get(key) is not None and not _is_version(row.get(key)):
                problems.append(f"{where}: '{key}' must be a version string or null")
        for spec_key in ("numpy", "protobuf"):
            if row.get(spec_key) is not None:
                try:
                    SpecifierSet(row[spec_key])
                except (InvalidSpecifier, TypeError):
                    problems.append(f"{where}: '{spec_key}' must be a PEP 440 specifier or null")
        ccs = row.get("compute_capabilities", [])
        if not isinstance(ccs, list) or not all(
            isinstance(c, str) and c.split("_")[0] in ("sm", "compute") for c in ccs
        ):
            problems.append(
                f'{where}: \'compute_capabilities\' must list entries like "sm_80" or "compute_90"'
            )
        if "keras" not in row:
            problems.append(f"{where}: 'keras' is required")
        # Optional fields (issue 4): and_cuda pins, the raw build_info CUDA, a conda recipe.
        if row.get("and_cuda") is not None and not (
            isinstance(row["and_cuda"], dict)
            and all(isinstance(v, str) for v in row["and_cuda"].values())
        ):
            problems.append(f"{where}: 'and_cuda' must map package names to specifiers")
        if row.get("build_cuda") is not None and not _is_version(row.get("build_cuda")):
            problems.append(f"{where}: 'build_cuda' must be a version string")
        conda = row.get("conda")
        if conda is not None and not (
            isinstance(conda, dict)
            and isinstance(conda.get("channels", []), list)
            and isinstance(conda.get("packages", []), list)
            and isinstance(conda.get("pip", []), list)
        ):
            problems.append(
                f"{where}: 'conda' must be null or an object with list 'channels'/'packages'/'pip'"
            )
        check_sources(where, row)
    for name, key in (("cuda_drivers", "cuda"), ("cuda_minor_compat", "cuda_major")):
        table = data.get(name, [])
        if not isinstance(table, list):
            problems.append(f"'{name}' must be a list")
            continue
        for i, row in enumerate(table):
            where = f"{name}[{i}]"
            if not isinstance(row, dict) or key not in row:
                problems.append(f"{where}: must be an object with '{key}'")
                continue
            for drv in ("linux_min_driver", "windows_min_driver"):
                if row.get(drv) is not None and not _is_version(row.get(drv)):
                    problems.append(f"{where}: '{drv}' must be a version string or null")
            check_sources(where, row)
    cudnn = data.get("cudnn_cuda", [])
    if not isinstance(cudnn, list):
        problems.append("'cudnn_cuda' must be a list")
        cudnn = []
    for i, row in enumerate(cudnn):
        where = f"cudnn_cuda[{i}]"
        if not isinstance(row, dict) or not _is_version(row.get("cudnn")):
            problems.append(f"{where}: must be an object with a 'cudnn' version")
            continue
        majors = row.get("cuda_majors")
        if not isinstance(majors, list) or not all(isinstance(m, int) for m in majors):
            problems.append(f"{where}: 'cuda_majors' must be a list of integers")
        check_sources(where, row)
    gpus = data.get("gpus", [])
    if not isinstance(gpus, list):
        problems.append("'gpus' must be a list")
        gpus = []
    for i, row in enumerate(gpus):
        where = f"gpus[{i}]"
        if not isinstance(row, dict) or not isinstance(row.get("name"), str):
            problems.append(f"{where}: must be an object with a 'name'")
            continue
        if not _is_version(row.get("compute_capability")):
            problems.append(f"{where} ({row['name']}): 'compute_capability' must be like \"8.6\"")
        mem = row.get("memory_gib")
        if mem is not None and (not isinstance(mem, (int, float)) or mem <= 0):
            problems.append(f"{where} ({row['name']}): 'memory_gib' must be a positive number")
        unverified = row.get("unverified", [])
        if not isinstance(unverified, list) or not all(k in row for k in unverified):
            problems.append(f"{where} ({row['name']}): 'unverified' must list fields of the row")
        check_sources(f"{where} ({row['name']})", row)
    return problems
