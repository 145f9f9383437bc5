"""Judge rules about the CUDA libraries TensorFlow loads, and system toolkits it does not."""

from __future__ import annotations

from tfdoctor.judge.capability import version_major
from tfdoctor.judge.facts import Facts
from tfdoctor.model import Finding, Severity, major_minor


def cuda_libraries(f: Facts) -> list[Finding]:
    """TF's CUDA runtime major must be findable: on the loader path, or as pip wheels."""
    if not f.needs_gpu_stack or f.runtime.gpu_usable or not f.build_cuda:
        return []
    major = version_major(f.build_cuda)
    tf_minor = major_minor(f.tf_version) or (0, 0)
    found = [
        lib
        for lib in f.libs_named("cudart")
        if version_major(getattr(lib, "version", None)) == major
    ]
    # TF >= 2.14 finds the pip nvidia-* wheels' libraries by itself ([and-cuda]).
    usable = [
        lib
        for lib in found
        if getattr(lib, "on_loader_path", False)
        or (getattr(lib, "origin", "") == "pip" and tf_minor >= (2, 14))
    ]
    if usable:
        return []
    if found:
        dirs = sorted({str(getattr(lib, "path", "")).rsplit("/", 1)[0] for lib in found})
        return [
            Finding(
                "cuda-libs-not-on-loader-path",
                f.stack_severity,
                f"CUDA {major} libraries exist but the dynamic loader cannot find them"
                + f.why_judged[0],
                f"export LD_LIBRARY_PATH={':'.join(dirs)}${{LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}}"
                f"\n(or, simpler: {f.pip_line})",
                tuple(f"{lib.path} (not on LD_LIBRARY_PATH or in ldconfig)" for lib in found)
                + tuple(x for x in f.why_judged[1:] if x),
                values={"dirs": dirs},
            )
        ]
    return [
        Finding(
            "cuda-libs-missing",
            f.stack_severity,
            f"No CUDA {major} runtime (libcudart.so.{major}) can be found; TensorFlow "
            f"{f.tf_version} needs CUDA {f.build_cuda} libraries" + f.why_judged[0],
            f.pip_line + ("" if "#" in f.pip_line else "   # brings CUDA and cuDNN as pip wheels"),
            ("searched LD_LIBRARY_PATH, ldconfig, system and conda lib dirs, pip nvidia wheels",)
            + tuple(x for x in f.why_judged[1:] if x),
            values={"cuda": f.build_cuda},
        )
    ]


def toolkit_unused(f: Facts) -> list[Finding]:
    """A system CUDA toolkit whose major TF does not load: harmless, but confusing."""
    if not f.tf_version:  # no TensorFlow here: nothing it loads to compare the toolkit with
        return []
    build_major = version_major(f.build_cuda) if f.is_cuda_build is not False else None
    out: list[Finding] = []
    for tk in f.toolkits:
        version = getattr(getattr(tk, "version", None), "raw", None)
        major = version_major(version)
        if major is None or (build_major is not None and major == build_major):
            continue
        if build_major:
            needs = f"CUDA {build_major} libraries"
        elif f.is_cuda_build is False:
            needs = "no CUDA at all"
        else:  # a CUDA build whose CUDA version nothing could tell: say so, never "none"
            needs = "CUDA libraries of a version tfdoctor could not read"
        out.append(
            Finding(
                "cuda-toolkit-unused",
                Severity.INFO,
                f"The system CUDA {version} toolkit ({getattr(tk, 'path', '?')}) is not what "
                f"this TensorFlow loads: TensorFlow {f.tf_version or ''} needs {needs}".rstrip(),
                "Nothing to fix for TensorFlow (keep the toolkit for other tools). For a GPU "
                f"TensorFlow on this line: {f.pip_line}",
                (f"{getattr(tk, 'path', '?')}: CUDA {version}",),
                values={"toolkit": version, "tensorflow_cuda": f.build_cuda},
            )
        )
    return out
