"""`tfdoctor check`: run the probes, judge them, return one report.

The TensorFlow child starts first and imports TensorFlow while the static probes run
in this process, so a full check costs about one TensorFlow import.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from tfdoctor.children.runtime_info import SKIPPED, RuntimeInfo
from tfdoctor.judge.facts import Facts
from tfdoctor.judge.intent import Target, make_target
from tfdoctor.judge.matrix import Matrix
from tfdoctor.judge.matrix_loader import load_matrix
from tfdoctor.judge.verdict import diagnose
from tfdoctor.model import Finding, InputError, ProbeCrash, Severity
from tfdoctor.probes.host import Host
from tfdoctor.probes.process import beside
from tfdoctor.records import field, frozen, replace

if TYPE_CHECKING:  # `check --no-runtime` runs no child: nothing to report progress of
    from tfdoctor.children.progress import ProgressSink

SCHEMA = "tfdoctor.check/1"
T = TypeVar("T")


@frozen
class CheckOptions:
    """What ``tfdoctor check`` is asked to do (check_options builds it from its options)."""

    matrix: Path | None = None
    root: Path | None = None
    python_sites: tuple[Path, ...] = ()
    runtime: bool = True
    timeout: float = 120.0
    require_gpu: bool = False
    #: judge for another machine (`check --driver/--gpu/--cc`, the words of `plan`)
    driver: str | None = None
    gpu: str | None = None
    cc: str | None = None
    #: ``--python PATH``: inspect that interpreter's environment (like ``pip --python``)
    python: str | None = None


def check_options(
    *,
    no_runtime: bool = False,
    timeout: float = 120.0,
    require_gpu: bool = False,
    matrix: Path | str | None = None,
    root: Path | str | None = None,
    python_site: list[Path] | tuple[Path, ...] | None = None,
    driver: str | None = None,
    gpu: str | None = None,
    cc: str | None = None,
    python: str | None = None,
) -> CheckOptions:
    """CheckOptions from the options as `tfdoctor check` names them: the CLI, the Python
    API and the notebook magic all build them here."""
    return CheckOptions(
        matrix=Path(matrix) if matrix is not None else None,
        root=Path(root) if root is not None else None,
        python_sites=tuple(Path(p) for p in python_site or ()),
        runtime=not no_runtime,
        timeout=timeout,
        require_gpu=require_gpu,
        driver=driver,
        gpu=gpu,
        cc=cc,
        python=None if python is None else str(python),
    )


@frozen
class CheckReport:
    """One check: its facts, its findings in order, and the verdict."""

    facts: Facts
    findings: tuple[Finding, ...]
    gpu_usable: bool
    verdict: str
    options: CheckOptions = field(default_factory=CheckOptions)


def contained(name: str, fn: Callable[..., T], *args: Any) -> T | ProbeCrash:
    """Run a probe; its bug becomes a ProbeCrash (one finding), not a dead report."""
    try:
        return fn(*args)
    except Exception as exc:
        import traceback  # only for a probe's bug

        tb = traceback.format_exc(limit=4)
        return ProbeCrash(name, f"{type(exc).__name__}: {exc}\n{tb[-800:]}")


def make_host(opts: CheckOptions) -> Host:
    if opts.python is not None:
        return _interpreter_host(opts)
    if opts.root is not None:
        if not opts.root.is_dir():
            raise InputError(f"--root {opts.root}: not a directory")
        for site in opts.python_sites:
            if not site.is_dir():
                raise InputError(f"--python-site {site}: not a directory")
        return Host.image(opts.root, opts.python_sites)
    host = Host.local()
    if opts.python_sites:
        for site in opts.python_sites:
            if not site.is_dir():
                raise InputError(f"--python-site {site}: not a directory")
        host = Host(
            host.root, host.env, host.runner, tuple(opts.python_sites), host.live, host.platform
        )
    return host


def _interpreter_host(opts: CheckOptions) -> Host:
    """This machine, with the site-packages of the interpreter named by --python."""
    from tfdoctor.probes.interpreter import probe_interpreter

    if opts.root is not None or opts.python_sites:
        raise InputError("--python inspects a live interpreter: not with --root/--python-site")
    host = Host.local()
    interp = probe_interpreter(host, str(opts.python))
    if isinstance(interp, str):
        raise InputError(f"--python {opts.python}: {interp}")
    if tuple(int(x) for x in interp.version.split(".")[:2]) < (3, 7):
        # the children use `from __future__ import annotations` (Python 3.7+)
        raise InputError(f"--python {opts.python}: Python {interp.version} is older than 3.7")
    return replace(host, python_sites=interp.sites, interpreter=interp)


def _probe_findings(facts: Facts) -> list[Finding]:
    """Probe-local findings (the driver's state, unreadable toolkit files...)."""
    out: list[Finding] = []
    for module, fn_name, probe in (
        ("tfdoctor.probes.driver.probe", "driver_findings", facts.driver),
        ("tfdoctor.probes.cuda", "cuda_findings", facts.cuda),
        ("tfdoctor.probes.cudnn", "cudnn_findings", facts.cudnn),
    ):
        if isinstance(probe, ProbeCrash) or probe is None:
            continue
        try:
            mod = __import__(module, fromlist=[fn_name])
            fn = getattr(mod, fn_name, None)
            if fn is not None:
                out.extend(fn(probe))
        except Exception as exc:
            out.append(
                Finding(
                    "probe-crashed",
                    Severity.WARNING,
                    f"{module}.{fn_name} crashed",
                    "This is a bug in tfdoctor: please report it.",
                    (f"{type(exc).__name__}: {exc}",),
                )
            )
    return out


def gather(
    host: Host,
    matrix: Matrix,
    opts: CheckOptions,
    target: Target | None = None,
    progress: ProgressSink | None = None,
) -> Facts:
    from tfdoctor.probes.cuda import probe_cuda
    from tfdoctor.probes.cudnn import probe_cudnn
    from tfdoctor.probes.driver.probe import probe_driver
    from tfdoctor.probes.ecosystem import probe_ecosystem
    from tfdoctor.probes.keras import probe_keras
    from tfdoctor.probes.kernel import probe_kernel
    from tfdoctor.probes.settings import probe_settings
    from tfdoctor.probes.system import probe_system
    from tfdoctor.probes.tensorflow import probe_tensorflow

    child = None
    if opts.runtime and host.live:  # the child imports TensorFlow while the probes run here
        from tfdoctor.children.tf_runtime import run_runtime_probe

        python = host.interpreter.executable if host.interpreter else None
        child = beside(
            run_runtime_probe, opts.timeout, dict(host.env), python=python, progress=progress
        )
    # probe_cuda mostly waits on nvcc, ptxas and ldconfig: it runs beside the others too
    cuda_probed = beside(contained, "cuda", probe_cuda, host)
    system = contained("system", probe_system, host)
    driver = contained("driver", probe_driver, host)
    tf = contained("tensorflow", probe_tensorflow, host)
    ecosystem = contained("ecosystem", probe_ecosystem, host)
    keras = contained("keras", probe_keras, host)
    # the Jupyter kernel tfdoctor.check() was called from (this process, this env)
    mine = host.live and host.interpreter is None and not host.python_sites
    kernel = contained("kernel", probe_kernel, host) if mine else None
    settings = contained("settings", probe_settings, host)
    cuda = cuda_probed()
    cudnn = contained("cudnn", probe_cudnn, host, getattr(cuda, "libraries", None))
    runtime: RuntimeInfo = child() if child is not None else SKIPPED
    return Facts(
        host=host,
        matrix=matrix,
        system=system,
        driver=driver,
        cuda=cuda,
        cudnn=cudnn,
        tf=tf,
        runtime=runtime,
        require_gpu=opts.require_gpu,
        ecosystem=ecosystem,
        target=target if target is not None else make_target(opts.driver, opts.gpu, opts.cc),
        keras=keras,
        kernel=kernel,
        settings=settings,
    )


def _log_findings(facts: Facts) -> list[Finding]:
    if not facts.runtime.ran:  # --no-runtime: no log, and no explain table to import
        return []
    from tfdoctor.commands.check_log import log_findings

    return log_findings(facts)


def verdict_of(findings: tuple[Finding, ...], gpu_usable: bool) -> str:
    if any(f.severity is Severity.ERROR for f in findings):
        return "problems"
    return "gpu-ready" if gpu_usable else "cpu-only"


def judge_facts(facts: Facts, timeout: float) -> CheckReport:
    primary = facts.tfi.primary if facts.tfi else None
    installed = f"{primary.name}=={primary.version}" if primary else None
    probe_f = _probe_findings(facts)
    if facts.runtime.ran:  # imported only then: `check --no-runtime` runs no child
        from tfdoctor.children.tf_runtime import runtime_findings

        absent = facts.tfi is not None and primary is None  # (a crashed probe is no answer)
        probe_f += runtime_findings(
            facts.runtime, timeout, pip=facts.pip, installed=installed, absent=absent
        )
    try:
        log_f = _log_findings(facts)
    except Exception as exc:  # the explain table's bug: one finding, the report goes on
        log_f = [
            Finding(
                "probe-crashed",
                Severity.WARNING,
                "Reading TensorFlow's log crashed",
                "This is a bug in tfdoctor: please report it.",
                (f"{type(exc).__name__}: {exc}",),
            )
        ]
    if any(f.id == "tensorflow-import-failed" for f in probe_f):
        # The import traceback is already that finding; "unrecognised-error" quoting
        # "Traceback (most recent call last):" would only repeat it.
        log_f = [f for f in log_f if f.id != "unrecognised-error"]
    findings = tuple(diagnose(facts, probe_f, log_f))
    tb = str(facts.runtime.payload.get("import_traceback") or "")
    if tb:  # imported only then: `check --no-runtime` never reads a traceback
        from tfdoctor.explain.import_chain import culprit_first

        findings = tuple(culprit_first(facts, list(findings), tb))
    if facts.target:
        # judged for the described machine: usable there if nothing above stands in the way
        gpu_usable = bool(facts.is_cuda_build)
    elif facts.runtime.ran:
        gpu_usable = facts.runtime.gpu_usable
    else:
        gpu_usable = facts.gpu_present and bool(facts.is_cuda_build)
    gpu_usable = gpu_usable and not any(f.severity is Severity.ERROR for f in findings)
    return CheckReport(facts, findings, gpu_usable, verdict_of(findings, gpu_usable))


def run_check(opts: CheckOptions, progress: ProgressSink | None = None) -> CheckReport:
    """``progress``: the TensorFlow child's stages, as events (report/progress.py)."""
    target = make_target(opts.driver, opts.gpu, opts.cc)  # bad input: exit 2 before probing
    host = make_host(opts)
    matrix = load_matrix(opts.matrix)  # --matrix, else TFDOCTOR_MATRIX, else shipped
    facts = gather(host, matrix, opts, target, progress)
    report = judge_facts(facts, opts.timeout)
    return CheckReport(report.facts, report.findings, report.gpu_usable, report.verdict, opts)
