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
        r"\b__(?P<virtual2>glibc|osx|linux|unix|win)\b[^,\n]*, which is missing on the system",
        ("nothing provides", "which is missing on the system"),
        lambda v, _c: (
            f"{v.get('package') or 'The package'} needs the __{v.get('virtual') or v.get('virtual2')} "
            "virtual package, which conda sets from the machine it runs on (`conda info` lists "
            "them): solve it on the platform it is for (a Linux build on Linux, not on a Mac "
            "solving for a remote Linux job: add --platform linux-64 / CONDA_SUBDIR=linux-64 and "
            f"export CONDA_OVERRIDE_GLIBC={v.get('version') or '2.17'}), or pick the build made "
            "for this platform (the plain tensorflow package, conda-forge's or pip's)"
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
        r"Could not find a version of (?P<package>[\w.-]+)\S* ?; ?(?P<marker>sys_platform|"
        r"platform_machine|platform_system|os_name|python_version) ?(?P<op>[=!<>]=?) ?['\"]?"
        r"(?P<value>[\w.]+)['\"]?[^\n]*? that matches your environment, it will be skipped",
        "that matches your environment, it will be skipped",
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
