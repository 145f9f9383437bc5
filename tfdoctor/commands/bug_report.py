"""`tfdoctor report`: gather what a bug report needs (check, devices, versions, the
environment variables that matter) and who/where it was made, so the renderer can hide
that. Rendering and redaction are report/bug_report.py's job.
"""

from __future__ import annotations

import getpass
import os
import re
import socket
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from tfdoctor.children.progress import Progress, ProgressSink
from tfdoctor.commands.check import CheckOptions, CheckReport, gather, judge_facts, make_host
from tfdoctor.commands.devices import DevicesReport, run_devices
from tfdoctor.judge.matrix_loader import load_matrix
from tfdoctor.model import InputError
from tfdoctor.probes.host import Host
from tfdoctor.probes.python_env import distributions
from tfdoctor.records import frozen

#: The variables that change what TensorFlow and Keras do (plus every TF_*).
ENV_VARS = (
    "CUDA_VISIBLE_DEVICES",
    "NVIDIA_VISIBLE_DEVICES",
    "LD_LIBRARY_PATH",
    "CUDA_HOME",
    "XLA_FLAGS",
    "KERAS_BACKEND",
    "TF_USE_LEGACY_KERAS",
    "TF_CONFIG",
)
ENV_PREFIX = "TF_"


@frozen
class BugReport:
    check: CheckReport
    devices: DevicesReport | None
    env: dict[str, str | None]
    users: tuple[str, ...]
    hosts: tuple[str, ...]
    homes: tuple[str, ...]
    #: every installed distribution's version: "9.3.0.75" is cuDNN, not an IPv4 address
    versions: frozenset[str] = frozenset()


def selected_env(env: dict[str, str]) -> dict[str, str | None]:
    names = list(ENV_VARS) + sorted(k for k in env if k.startswith(ENV_PREFIX))
    return {name: env.get(name) for name in dict.fromkeys(names)}


def _identity(host: Host, check: CheckReport) -> tuple[tuple[str, ...], ...]:
    env = host.env
    users = [env.get(v) or "" for v in ("USER", "LOGNAME", "SUDO_USER")]
    homes = [env.get("HOME") or ""]
    hosts = [getattr(getattr(check.facts.sysinfo, "hostname", None), "raw", "") or ""]
    if host.live:
        try:
            users.append(getpass.getuser())
        except Exception:  # no passwd entry (a container's random uid)
            pass
        homes.append(str(Path.home()))
        hosts.append(socket.gethostname())  # not getfqdn(): a DNS lookup can hang
    for home in homes:
        m = re.match(r"^(?:/home|/Users)/([^/]+)", home)
        if m:
            users.append(m.group(1))
    hosts += [h.split(".")[0] for h in hosts if "." in h]
    clean = lambda xs: tuple(sorted({x.strip() for x in xs if x and x.strip()}))  # noqa: E731
    return clean(users), clean(hosts), clean(homes)


def bug_report_of(
    host: Host, opts: CheckOptions, devices: bool, progress: ProgressSink | None = None
) -> BugReport:
    matrix = load_matrix(opts.matrix)
    if progress is not None and opts.runtime and host.live:
        kids = "check's and devices' TensorFlow children" if devices else "check's TensorFlow child"
        progress(Progress("begin", label=f"Gathering the report ({kids})"))
    with ThreadPoolExecutor(max_workers=1) as pool:
        # devices runs its own TensorFlow child: start it beside check's
        future = pool.submit(run_devices, timeout=opts.timeout, host=host) if devices else None
        check = judge_facts(gather(host, matrix, opts, progress=progress), opts.timeout)
        dev = future.result() if future is not None else None
    users, hosts, homes = _identity(host, check)
    try:
        versions = frozenset(d.version for d in distributions(host))
    except Exception:  # a broken site-packages must not cost the report
        versions = frozenset()
    return BugReport(
        CheckReport(check.facts, check.findings, check.gpu_usable, check.verdict, opts),
        dev,
        selected_env(dict(host.env)),
        users,
        hosts,
        homes,
        versions,
    )


def run_bug_report(opts: CheckOptions, progress: ProgressSink | None = None) -> BugReport:
    host = make_host(opts)
    return bug_report_of(host, opts, devices=opts.runtime and host.live, progress=progress)


def write_new(path: Path, text: str, force: bool = False) -> Path:
    """Write atomically (a temp file beside it, then os.replace); never overwrite
    without ``force``. An unwritable place is one error line, not a traceback."""
    if path.exists() and not force:
        raise InputError(f"{path} exists; pass --force to overwrite it")
    if path.is_dir():
        raise InputError(f"{path} is a folder")
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent or Path("."))
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes 0600; a report is an ordinary file
        os.replace(tmp, path)
        tmp = None
    except OSError as exc:
        raise InputError(f"cannot write {path}: {exc.strerror or exc}") from None
    finally:
        if tmp is not None and os.path.exists(tmp):
            os.unlink(tmp)
    return path
