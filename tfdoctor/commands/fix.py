"""`tfdoctor fix`: the fixes for check's findings, proven by pip's resolver before they run.

1. plan: each error/warning finding's remedy, split into pip commands (which tfdoctor may
   run, in the checked environment only) and everything else (drivers, system packages,
   exports: printed for the user, never run);
2. vet: ``python -m pip install --dry-run --report - ARGS`` (pip >= 23) says exactly what
   each pip fix would install or replace; a fix that would change the installed
   TensorFlow is refused unless TensorFlow is what the fix pins (then it says so);
3. apply (confirmed, or ``--yes``): snapshot ``pip freeze``, install, re-run check;
4. restore when the result is worse (more errors, or TensorFlow no longer imports):
   reinstall the snapshot and remove what the fix added, and say so.
No network: the resolver fails, nothing is changed, one clear error (exit 2).
"""

from __future__ import annotations

import json
import shlex
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from tfdoctor.children.progress import Progress, ProgressSink
from tfdoctor.model import Finding, InputError, Severity
from tfdoctor.probes.host import CommandResult, Host
from tfdoctor.records import frozen

PIP_TIMEOUT = 600.0
#: What pip prints when the index cannot be reached (urllib3/pip wordings, pip 21-26).
_OFFLINE = (
    "Failed to establish a new connection",
    "NewConnectionError",
    "Temporary failure in name resolution",
    "Could not fetch URL",
    "Max retries exceeded",
    "Network is unreachable",
    "Connection refused",
)
_TF_NAMES = (
    "tensorflow",
    "tensorflow-cpu",
    "tensorflow-gpu",
    "tensorflow-intel",
    "tensorflow-macos",
)


class OfflineError(InputError):
    """pip could not reach the package index: nothing was changed."""


@frozen
class Step:
    finding_id: str
    command: str  # as shown to the user
    pip_args: tuple[str, ...] = ()  # empty: not a pip fix, printed for the user only
    #: the remedy's later pip lines, tried in order when this one has nothing to do
    changes: tuple[str, ...] = ()  # "name==version" the resolver would install
    verdict: str = "manual"  # manual | ok | moves-tensorflow | resolver-failed | nothing-to-do
    detail: str = ""
    alternatives: tuple[tuple[str, tuple[str, ...]], ...] = ()

    @property
    def runnable(self) -> bool:
        return self.verdict == "ok"


@dataclass
class FixPlan:
    python: str
    tf_version: str | None
    steps: list[Step] = field(default_factory=list)
    applied: list[str] = field(default_factory=list)
    outcome: str = "planned"  # planned | applied | restored | nothing-to-do | not-applied
    before_errors: int = 0
    after_errors: int | None = None
    #: whether TensorFlow imported before the fix (a fix that breaks the import is worse)
    imports_before: bool = True
    snapshot: str | None = None


def pip_commands(remedy: str) -> list[tuple[str, tuple[str, ...]]]:
    """(shown text, pip install arguments) of each pip install line in a remedy."""
    out = []
    for chunk in remedy.replace("`", "\n").splitlines():
        text = chunk.split("  #")[0].split(" # ")[0].strip()
        if "pip" not in text or "install" not in text:
            continue
        try:
            words = shlex.split(text)
        except ValueError:
            continue
        if "install" not in words or not any(
            w == "pip" or w.endswith(("/pip", "pip3")) for w in words
        ):
            continue
        args = tuple(words[words.index("install") + 1 :])
        if args:
            out.append((text, args))
    return out


def make_plan(
    findings: tuple[Finding, ...] | list[Finding], python: str, tf_version: str | None
) -> FixPlan:
    plan = FixPlan(python=python, tf_version=tf_version)
    plan.before_errors = sum(f.severity is Severity.ERROR for f in findings)
    seen: set[tuple[str, ...]] = set()
    for f in findings:
        if f.severity not in (Severity.ERROR, Severity.WARNING) or not f.remedy:
            continue
        pips = pip_commands(f.remedy)
        if not pips:
            plan.steps.append(Step(f.id, f.remedy.splitlines()[0]))
            continue
        text, args = pips[0]  # a remedy's pip lines are in the order to try them
        if args in seen:
            continue
        seen.add(args)
        plan.steps.append(Step(f.id, text, args, verdict="unvetted", alternatives=tuple(pips[1:])))
    return plan


def _moves_tensorflow(
    changes: tuple[str, ...], args: tuple[str, ...], tf_version: str | None
) -> bool:
    """Would the installed TensorFlow change? Even a fix that pins another TensorFlow on
    purpose is never applied by tfdoctor: it is shown for the user to decide."""
    for c in changes:
        name, _, ver = c.partition("==")
        if name.lower() in _TF_NAMES and ver != tf_version:
            return True
    return False


def _quiet(event: Progress) -> None:
    """No progress shown (a pipe, --json, a test)."""


def vet(host: Host, plan: FixPlan, progress: ProgressSink = _quiet) -> FixPlan:
    """Ask pip's resolver what each pip fix would do; refuse the ones that move TensorFlow."""
    vetted = []
    for step in plan.steps:
        if step.verdict != "unvetted":
            vetted.append(step)
            continue
        progress(Progress("stage", label=f"pip's resolver: {step.command}"))
        res = host.run(
            [
                plan.python,
                "-m",
                "pip",
                "install",
                "--dry-run",
                "--quiet",
                "--report",
                "-",
                *step.pip_args,
            ],
            timeout=PIP_TIMEOUT,
        )
        judged = _judge_dry_run(step, res, plan.tf_version)
        if judged.verdict == "nothing-to-do" and step.alternatives:
            (text, args), *rest = step.alternatives
            nxt = Step(step.finding_id, text, args, verdict="unvetted", alternatives=tuple(rest))
            judged = vet(host, FixPlan(plan.python, plan.tf_version, [nxt]), progress).steps[0]
        vetted.append(judged)
    plan.steps = vetted
    return plan


def _judge_dry_run(step: Step, res: CommandResult, tf_version: str | None) -> Step:
    if not res.ok:
        text = res.stderr or res.stdout or (res.error or "")
        if any(m in text for m in _OFFLINE):
            raise OfflineError(
                "pip cannot reach the package index, so no fix can be checked or applied; "
                "nothing was changed. Connect to the network (or set PIP_INDEX_URL to a "
                "reachable mirror) and run `tfdoctor fix` again."
            )
        last = (text.strip().splitlines() or [res.error or "failed"])[-1][:300]
        return Step(step.finding_id, step.command, step.pip_args, (), "resolver-failed", last)
    try:
        report = json.loads(res.stdout or "{}")
    except json.JSONDecodeError:
        return Step(
            step.finding_id, step.command, step.pip_args, (), "resolver-failed", "no report"
        )
    changes = tuple(
        f"{i['metadata']['name']}=={i['metadata']['version']}" for i in report.get("install", [])
    )
    if not changes:
        return Step(step.finding_id, step.command, step.pip_args, (), "nothing-to-do")
    if _moves_tensorflow(changes, step.pip_args, tf_version):
        return Step(
            step.finding_id,
            step.command,
            step.pip_args,
            changes,
            "moves-tensorflow",
            f"would replace TensorFlow {tf_version}",
        )
    return Step(step.finding_id, step.command, step.pip_args, changes, "ok")


def in_environment(python: str, host: Host) -> bool:
    """A venv or conda env (never the system Python, whose packages the OS owns)."""
    res = host.run(
        [
            python,
            "-c",
            "import sys,os;print(sys.prefix!=sys.base_prefix or "
            "os.path.isdir(os.path.join(sys.prefix,'conda-meta')))",
        ],
        timeout=60,
    )
    return res.ok and res.stdout.strip() == "True"


def freeze(host: Host, python: str) -> list[str]:
    res = host.run([python, "-m", "pip", "freeze", "--all", "--exclude-editable"], timeout=120)
    return [line for line in res.stdout.splitlines() if line and not line.startswith("#")]


def apply(
    host: Host, plan: FixPlan, state_dir: Path, recheck, progress: ProgressSink = _quiet
) -> FixPlan:
    """Snapshot, install each vetted fix, re-check; restore the snapshot when worse.

    ``recheck()`` returns (error count, tensorflow imports) after the change.
    """
    steps = [s for s in plan.steps if s.runnable]
    if not steps:
        plan.outcome = "nothing-to-do"
        return plan
    before = freeze(host, plan.python)
    state_dir.mkdir(parents=True, exist_ok=True)
    snap = state_dir / f"freeze-before-fix-{len(list(state_dir.glob('freeze-*')))}.txt"
    snap.write_text("\n".join(before) + "\n", encoding="utf-8")
    plan.snapshot = str(snap)
    # One fix at a time, re-checked after each: the first (the root cause's) often clears
    # the rest, and a later generic fix (a reinstall) need not run at all.
    errors, imports = plan.before_errors, plan.imports_before
    for s in steps:
        progress(Progress("begin", label=f"Installing: {s.command}"))
        res = host.run([plan.python, "-m", "pip", "install", *s.pip_args], timeout=PIP_TIMEOUT)
        if res.ok:
            plan.applied.append(s.command)
        progress(Progress("begin", label="Checking again (TensorFlow in a child process)"))
        errors, imports = recheck()
        worse = errors > plan.before_errors or (plan.imports_before and not imports)
        if worse or errors == 0:
            break
    plan.after_errors = errors
    if errors > plan.before_errors or (plan.imports_before and not imports):
        progress(Progress("begin", label=f"Worse than before: restoring {snap.name}"))
        restore(host, plan.python, before)
        plan.outcome = "restored"
    else:
        plan.outcome = "applied"
    return plan


def restore(host: Host, python: str, before: list[str]) -> None:
    """Back to the snapshot: remove what the fix added, reinstall the versions it had."""
    now = {line.split("==")[0].lower() for line in freeze(host, python)}
    had = {line.split("==")[0].lower() for line in before}
    added = sorted(now - had)
    if added:
        host.run([python, "-m", "pip", "uninstall", "-y", *added], timeout=PIP_TIMEOUT)
    pins = [line for line in before if "==" in line]
    if pins:
        host.run([python, "-m", "pip", "install", "--no-deps", *pins], timeout=PIP_TIMEOUT)


@frozen
class FixOptions:
    dry_run: bool = False
    yes: bool = False
    timeout: float = 120.0
    matrix: Path | None = None


def state_dir(host: Host) -> Path:
    base = host.getenv("XDG_CACHE_HOME") or str(Path(host.getenv("HOME") or ".") / ".cache")
    return Path(base) / "tfdoctor" / "fix"


def run_fix(
    opts: FixOptions, confirm: Callable[[FixPlan], bool], progress: ProgressSink | None = None
) -> FixPlan:
    """check -> plan -> vet -> (confirm) -> apply -> re-check -> restore if worse."""
    from tfdoctor.commands.check import CheckOptions, run_check

    progress = progress or _quiet
    check_opts = CheckOptions(matrix=opts.matrix, timeout=opts.timeout)
    progress(Progress("begin", label="Checking the environment (TensorFlow in a child process)"))
    report = run_check(check_opts)
    host = Host.local()
    plan = make_plan(report.findings, sys.executable, report.facts.tf_version)
    plan = vet(host, plan, progress)
    plan.imports_before = not any(f.id == "tensorflow-import-failed" for f in report.findings)
    if opts.dry_run or not any(s.runnable for s in plan.steps):
        plan.outcome = "planned" if opts.dry_run else "nothing-to-do"
        return plan
    if not in_environment(plan.python, host):
        plan.outcome = "not-applied"  # the system Python's packages belong to the OS
        return plan
    if not (opts.yes or confirm(plan)):
        plan.outcome = "not-applied"
        return plan

    def recheck() -> tuple[int, bool]:
        again = run_check(check_opts)
        errors = sum(f.severity is Severity.ERROR for f in again.findings)
        return errors, not any(f.id == "tensorflow-import-failed" for f in again.findings)

    return apply(host, plan, state_dir(host), recheck, progress)
