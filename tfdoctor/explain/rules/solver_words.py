"""Log rules for what an environment's solver and runtime say beside TensorFlow: conda's
virtual packages other than __cuda (a CUDA build solved where no glibc is advertised), pipenv
skipping a dependency its platform marker excludes (harmless), the kernel refusing memory to a
fork (ENOMEM), and asyncio's note for a task garbage-collected while pending. Real samples with
sources in tests/explain/test_rules.py (round 173).
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, INFO = Severity.ERROR, Severity.INFO

def _virtual_remedy(virtual: str | None, version: str | None, package: str | None) -> str:
    """What a missing virtual package means, per package (the review of the twenty-second
    session: a Linux host's old glibc is not fixed by an override, which installs binaries that
    then fail with "GLIBC_2.28 not found")."""
    what = f"{package or 'The package'} needs __{virtual}{' >=' + version if version else ''}"
    if virtual == "glibc":
        return (
            f"{what}: `conda info` lists this machine's __glibc. On Linux with an older glibc, take "
            "an older build (an older tensorflow) or a newer OS or container image: an override "
            "would install binaries that fail. Solving on a Mac or Windows for a Linux job, solve "
            f"for linux-64 (CONDA_SUBDIR=linux-64) with CONDA_OVERRIDE_GLIBC={version or '2.17'}"
        )
    if virtual == "osx":
        return (
            f"{what}: a build for a newer macOS than this one: upgrade macOS, or take an older "
            "build; solving for another Mac, set CONDA_OVERRIDE_OSX to its version"
        )
    return (
        f"{what}: a build for another OS family (__unix: Linux or macOS; __win: Windows; "
        "__linux: Linux): on Windows use WSL2 or pip's tensorflow; otherwise pick the build made "
        "for this platform"
    )


SOLVER_WORD_RULES = (
    # conda/mamba/micromamba: a package needs a virtual package this machine does not advertise
    # (docs.conda.io "Managing virtual packages": __glibc on Linux, __osx on macOS, __win on
    # Windows; CONDA_OVERRIDE_GLIBC sets one by hand). Netflix/metaflow#1904, round 173:
    # "nothing provides __glibc >=2.17 needed by tensorflow-base-2.6.0-cuda110py37hb8f09f9_2",
    # a Linux CUDA build solved on a Mac; the maintainer: CONDA_OVERRIDE_GLIBC=2.17.
    # (__cuda is no-cuda-driver's: rules/installers.py)
    rule(
        "conda-virtual-package-missing",
        E,
        "conda cannot install a package built for another platform or a newer system library",
        r"nothing provides (?:requested )?__(?P<virtual>glibc|osx|linux|unix|win|archspec)\b"
        r"(?:\s*>=?\s*(?P<version>[\d.]+))?(?:[^\n]*needed by (?P<package>\S+))?|"
        # libmamba's tree: "└─ __glibc >=2.17, which is missing on the system"
        r"\b__(?P<virtual2>glibc|osx|linux|unix|win)\b(?:\s*>=?\s*(?P<version2>[\d.]+))?[^,\n]*, which is "
        r"missing on the system",
        ("nothing provides", "which is missing on the system"),
        lambda v, _c: _virtual_remedy(
            v.get("virtual") or v.get("virtual2"), v.get("version") or v.get("version2"), v.get("package")
        ),
        url="https://docs.conda.io/projects/conda/en/latest/user-guide/tasks/manage-virtual.html",
    ),
    # pipenv's locker skipping a requirement whose marker excludes this machine (pypa/pipenv
    # #5883, round 173: "Could not find a version of tensorflow-macos==2.12.0 ;
    # sys_platform == 'darwin' that matches your environment, it will be skipped." on Linux;
    # the lock and the install succeed)
    rule(
        "benign-platform-marker-skipped",
        INFO,
        "A dependency for another platform was skipped (harmless)",
        r"Could not find a (?:matching )?version of (?P<package>[\w.-]+)\S* ?; ?(?P<marker>sys_platform|"
        r"platform_machine|platform_system|os_name|python_version) ?(?P<op>[=!<>]=?) ?['\"]?"
        r"(?P<value>[\w.]+)['\"]?[^\n]*? (?:that matches your environment, it will be skipped|"
        # pipenv 2023.8.28+ (utils/resolver.py: "... for your environment, its dependencies will
        # be skipped."; the review of the twenty-second session, read in its wheels)
        r"for your environment, its dependencies will be skipped)",
        ("that matches your environment, it will be skipped", "its dependencies will be skipped"),
        lambda v, _c: (
            f"{v.get('package')} is only for {v.get('marker')} {v.get('op')} '{v.get('value')}'; on this machine the resolver "
            "leaves it out on purpose and installs the rest. Nothing to do, unless this machine "
            "should have matched the marker"
        ),
    ),
    # the kernel refusing memory to a fork: a notebook's `!pip` or subprocess from a kernel
    # that holds most of the RAM (Joldnine/CS5242-image-captioning's notebook, round 173:
    # "OSError: [Errno 12] Cannot allocate memory" from os.fork() in pty.py)
    rule(
        "host-out-of-memory",
        E,
        "The system refused memory to the process (ENOMEM): host RAM is used up",
        r"(?:OSError|BlockingIOError|MemoryError): \[Errno 12\] Cannot allocate memory",
        "[errno 12] cannot allocate memory",
        "A fork or allocation found no free RAM (or swap): free memory before it (restart the "
        "notebook's kernel, del large arrays and models, keras.backend.clear_session(), gc.collect()), "
        "run shell commands such as pip install before loading data, or give the machine or "
        "container more memory; `free -h` shows what is left",
    ),
    # asyncio's note when the garbage collector destroys a coroutine task still pending
    # (Next-Sunshine/TFF0318's notebook, round 173: a task of tensorflow_federated's tracing.py,
    # "ERROR:asyncio:Task was destroyed but it is pending!" on gc.collect(); the notebook went on)
    rule(
        "benign-asyncio-task-destroyed",
        INFO,
        "asyncio destroyed a task left pending (a note, not the failure)",
        r"^\W{0,3}(?:ERROR:asyncio:)?Task was destroyed but it is pending!",
        "task was destroyed but it is pending",
        "A coroutine an earlier call started (TensorFlow Federated's tracing, a client library) was "
        "never awaited to the end and was collected; asyncio says so and the program goes on. "
        "Nothing to do unless that task's work was needed",
    ),
)
