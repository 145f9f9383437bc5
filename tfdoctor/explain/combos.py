"""Findings from combinations of lines and the machine, not from one line.

- cuda-version-mismatch: a library asks for one CUDA while the paths in the log hold another
  (e.g. libcublas.so.10.0 with LD_LIBRARY_PATH /usr/local/cuda-10.2, tensorflow/tensorrt#173).
- wsl-libcuda-missing: libcuda missing and the log (or the machine) is WSL2.
- windows-native-gpu-unsupported: no GPU on native Windows with TensorFlow >= 2.11.

What the log says about the machine comes from ``explain/context.py`` (``LogContext``),
merged under what the caller knows (``ExplainContext``).
"""

from __future__ import annotations

from typing import Any

from tfdoctor.explain import remedies as fix
from tfdoctor.explain.context import LogContext
from tfdoctor.explain.gpu_arch import gpu_newer_than_cuda
from tfdoctor.explain.hits import Hit, evidence_of
from tfdoctor.explain.primary import NOTICE_IDS
from tfdoctor.explain.remedies_env import mac_arch
from tfdoctor.explain.rules import ExplainContext
from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Finding, Severity, parse_version


def _same_cuda(a: str, b: str) -> bool:
    wa, wb = a.split("."), b.split(".")
    # CUDA >= 11 keeps one soname per major (libcudart.so.11.0 serves 11.x)
    return wa[0] == wb[0] and (int(wa[0]) >= 11 or wa[1:2] == wb[1:2])


def derived(
    by_id: dict[str, list[Hit]], seen: LogContext, ctx: ExplainContext
) -> list[tuple[int, Finding]]:
    """Findings from combinations of lines (and the machine context)."""
    out: list[tuple[int, Finding]] = []
    wanted = [h for h in by_id.get("cuda-libs-missing", []) if h.values.get("cuda")]
    if wanted and seen.cuda_dirs:
        want = wanted[0].values["cuda"]
        have = sorted(seen.cuda_dirs)
        if not any(_same_cuda(want, h) for h in have):
            installed = have[-1]
            ev = evidence_of(wanted[:1]) + (seen.cuda_dirs[have[0]],)
            vals = {"cuda": want, "installed_cuda": installed}
            out.append(
                (
                    wanted[0].line_no,
                    Finding(
                        "cuda-version-mismatch",
                        Severity.ERROR,
                        "TensorFlow wants a different CUDA than the one installed",
                        fix.cuda_version_mismatch(vals, ctx),
                        ev,
                        None,
                        dict(vals, library=wanted[0].values.get("library")),
                    ),
                )
            )
    drv = [h for h in by_id.get("no-cuda-driver", []) if not h.values.get("stub")]
    if drv and ctx.platform == "wsl2":
        ev = evidence_of(drv) + ((seen.wsl_line,) if seen.wsl_line else ())
        out.append(
            (
                drv[0].line_no,
                Finding(
                    "wsl-libcuda-missing",
                    Severity.ERROR,
                    "WSL2 cannot find libcuda from the Windows driver",
                    fix.wsl_libcuda({}, ctx),
                    ev,
                    "https://docs.nvidia.com/cuda/wsl-user-guide/index.html",
                    {"library": drv[0].values.get("library")},
                ),
            )
        )
    sigill = by_id.get("cpu-missing-avx", [])
    if sigill and seen.apple_line and not by_id.get("amd64-emulation-unsupported"):
        # SIGILL on Apple silicon: an x86_64 Python/TensorFlow runs under Rosetta, which
        # emulates no AVX (tensorflow/tensorflow#60569: "zsh: illegal hardware instruction
        # python" on an M1); the fix is the arm64 Python, not another CPU
        out.append(
            (
                sigill[0].line_no,
                Finding(
                    "macos-arch-mismatch",
                    Severity.ERROR,
                    "An x86_64 Python runs TensorFlow under Rosetta on Apple silicon (no AVX)",
                    mac_arch({}, ctx),
                    evidence_of(sigill[:1]) + (seen.apple_line,),
                ),
            )
        )
    if "Filling up shuffle buffer" in seen.tail and not by_id.get("process-killed-oom"):
        # the log stops while tf.data fills a shuffle buffer: it holds buffer_size elements
        # in RAM, and a program that dies there was killed for it (megvii-research/
        # tf-tutorials#17: a 604k-element buffer; a smaller buffer_size fixed it)
        f = Finding(
            "process-killed-oom",
            Severity.WARNING,
            "The log stops while a shuffle buffer fills: if the program died there, the "
            "buffer ran it out of memory (RAM)",
            fix.shuffle_buffer({}, ctx),
            (f"last line: {seen.tail.strip()[:300]}",),
        )
        out.append((10**9, f))
    out += _pip_too_old(by_id, seen)
    out += _several_tensorflows(seen)
    out += _companions_behind(seen, ctx)
    serious = {f for f, hits in by_id.items() if any(h.rule.severity is not Severity.INFO for h in hits)}
    out += gpu_newer_than_cuda(seen, serious - NOTICE_IDS)
    tfv = parse_version(ctx.tf_version)
    answer = _gpu_answer(by_id, seen, ctx, tfv)
    out += answer
    no_gpu = [
        h for k in ("no-gpu-device", "cuda-libs-missing", "cudnn-missing") for h in by_id.get(k, [])
    ]
    if answer and ctx.platform == "windows" and tfv is not None and tfv.release[:2] >= (2, 11):
        out[:] = [o for o in out if o not in answer]
        no_gpu.append(Hit(_ANSWER_RULE, answer[0][0], answer[0][1].evidence[0], {}))
    if no_gpu and ctx.platform == "windows" and tfv is not None and tfv.release[:2] >= (2, 11):
        out.append(
            (
                min(h.line_no for h in no_gpu),
                Finding(
                    "windows-native-gpu-unsupported",
                    Severity.ERROR,
                    f"TensorFlow {ctx.tf_version} has no GPU support on native Windows",
                    fix.windows_native({}, ctx),
                    evidence_of(sorted(no_gpu, key=lambda h: h.line_no)),
                    "https://www.tensorflow.org/install/pip#windows-native",
                    {"tf_version": ctx.tf_version},
                ),
            )
        )
    return out


# the user asked TensorFlow and it answered "no GPU" (context.py: LogContext.gpu_answer)
_ANSWER_RULE = rule("no-gpu-device", Severity.WARNING, "TensorFlow found no GPU", r"(?!)", (), "")


def _gpu_answer(
    by_id: dict[str, list[Hit]], seen: LogContext, ctx: ExplainContext, tfv: Any
) -> list[tuple[int, Finding]]:
    """An empty GPU list, ``is_gpu_available()`` False or ``is_built_with_cuda()`` False,
    printed by the user's own code: not healthy, whatever else the log says."""
    answer = seen.gpu_answer
    if answer is None and seen.local_devices and seen.local_types and "GPU" not in seen.local_types:
        types = ", ".join(sorted(seen.local_types))
        answer = ("empty", seen.local_devices[0], f"{seen.local_devices[1]} -> only {types}")
    if answer is None or by_id.get("no-gpu-device"):
        return []
    kind, line, ev = answer
    if kind == "no-cuda":
        f = Finding(
            "tensorflow-not-built-with-cuda",
            Severity.WARNING,
            "This TensorFlow was built without CUDA: it can only use the CPU",
            fix.no_cuda_build({}, ctx),
            (ev,),
        )
    elif tfv is not None and tfv.release[:2] == (2, 16) and ctx.platform != "windows":
        # TF 2.16's wheels may not find the nvidia-* libraries pip put beside them; adding
        # their lib folders to LD_LIBRARY_PATH made the GPU visible (tensorflow/tensorflow#63362)
        f = Finding(
            "cuda-libs-missing",
            Severity.WARNING,
            f"TensorFlow {ctx.tf_version} sees no GPU: its pip CUDA libraries are likely not found",
            fix.tf216_libs({}, ctx),
            (ev,),
            "https://github.com/tensorflow/tensorflow/issues/63362",
        )
    else:
        f = Finding(
            "no-gpu-device", Severity.WARNING, "TensorFlow found no GPU", fix.no_gpu({}, ctx), (ev,)
        )
    return [(line, f)]


def _pip_too_old(by_id: dict[str, list[Hit]], seen: LogContext) -> list[tuple[int, Finding]]:
    """pip found no TensorFlow, and says it is older than 19.0: TensorFlow's Linux and
    Windows wheels need "pip version 19.0 or higher ... (requires manylinux2014 support)"
    (https://www.tensorflow.org/install/pip); pip 18.1 lists TF only up to 2.0.0b1
    (RasaHQ/rasa#5546)."""
    missing = [
        h for h in by_id.get("python-version-unsupported", []) if h.values.get("package")
    ]
    ver = parse_version(seen.pip_version[0]) if seen.pip_version else None
    if not missing or ver is None or ver.release[:1] >= (19,):
        return []
    assert seen.pip_version is not None
    return [
        (
            missing[0].line_no,
            Finding(
                "pip-too-old",
                Severity.ERROR,
                f"pip {seen.pip_version[0]} is too old to see TensorFlow's wheels",
                "python -m pip install --upgrade pip   # TensorFlow needs pip >= 19.0 (macOS: "
                ">= 20.3); then run the install again",
                (*evidence_of(missing[:1]), seen.pip_version[1]),
                "https://www.tensorflow.org/install/pip#software_requirements",
                {"pip": seen.pip_version[0]},
            ),
        )
    ]


def _several_tensorflows(seen: LogContext) -> list[tuple[int, Finding]]:
    """A package listing (pip list, pip freeze, conda list) showing two distributions that
    install the ``tensorflow`` package: check's multiple-tensorflow-installs, with its
    exception (the meta-package's own backend at the same version: tensorflow-intel on
    Windows, tensorflow-cpu-aws, tensorflow-macos). conda/conda#7970: conda-forge's
    ``tensorflow`` beside defaults' ``tensorflow-gpu``, and the GPU was not used."""
    from tfdoctor.probes.tensorflow import BACKEND_DISTS

    if len(seen.listed) < 2:
        return []
    main = "tensorflow" if "tensorflow" in seen.listed else next(iter(seen.listed))
    version = seen.listed[main][0]
    others = [
        n for n, (v, _) in seen.listed.items() if n != main and not (n in BACKEND_DISTS and v == version)
    ]
    if not others:
        return []
    names = [main, *others]
    # "?": a `pip show` whose Version line the paste left out
    shown = [n if seen.listed[n][0] == "?" else f"{n}=={seen.listed[n][0]}" for n in names]
    line = min(int(seen.listed[n][1].split(":")[0].split()[1]) for n in names)
    return [
        (
            line,
            Finding(
                "multiple-tensorflow-installs",
                Severity.ERROR,
                f"Several TensorFlow distributions are installed at once: {', '.join(shown)}",
                "They overwrite each other's files. Remove them all, then install one:\n"
                f"pip uninstall -y {' '.join(names)}   # conda: conda remove {' '.join(names)}\n"
                'pip install "tensorflow[and-cuda]"   # one TensorFlow (Linux/WSL2 GPU; '
                "`tfdoctor plan` says which for this machine)",
                tuple(seen.listed[n][1] for n in names),
                None,
                {"distributions": shown},
            ),
        )
    ]


def _companions_behind(seen: LogContext, ctx: ExplainContext) -> list[tuple[int, Finding]]:
    """A listing with a package older than the TensorFlow release line beside it needs:
    every TensorFlow pins tensorflow-estimator and tensorboard at >= its own X.Y, and keras
    at >= its X.Y from 2.6 to 2.15, >= 3.0 from 2.16 (Requires-Dist of the tensorflow
    1.13.1, 2.6.0, 2.15.0 and 2.16.1 wheels: "tensorflow-estimator (<1.14.0rc0,>=1.13.0)",
    "tensorboard (~=2.6)", "keras (<2.16,>=2.15.0)", "keras >=3.0.0"). tensorflow/
    tensorflow#25259: tensorflow 1.13.0rc0 beside tensorflow-estimator 1.10.12 broke
    Keras-to-Estimator."""
    tf_listed = next((seen.listed[n] for n in ("tensorflow", "tensorflow-gpu", "tensorflow-cpu")
                      if n in seen.listed), None)  # fmt: skip
    tf = parse_version(tf_listed[0] if tf_listed else ctx.tf_version)
    if tf is None or len(tf.release) < 2:
        return []
    line_of = tf_listed[1] if tf_listed else None
    behind: list[tuple[str, str, str, str]] = []  # (name, have, pin, evidence line)
    for name, (ver, where) in seen.listed_locked.items():
        have = parse_version(ver)
        if have is None:
            continue
        need = tf.release[:2]
        if name == "keras":
            if need < (2, 6):
                continue
            need = (3, 0) if need >= (2, 16) else need
        if have.release[:2] >= need:
            continue
        pin = f"{name}>=3" if name == "keras" and need >= (3, 0) else f"{name}=={need[0]}.{need[1]}.*"
        behind.append((name, ver, pin, where))
    if not behind:
        return []
    pip = ctx.pip or "pip"
    pins = " ".join(f'"{b[2]}"' for b in behind)
    line = min(int(b[3].split(":")[0].split()[1]) for b in behind)
    return [
        (
            line,
            Finding(
                "tensorflow-companion-mismatch",
                Severity.WARNING,
                "Older than TensorFlow "
                f"{tf} declares: {', '.join(f'{b[0]} {b[1]}' for b in behind)}",
                f"{pip} install {pins}   # what TensorFlow {tf} declares; or reinstall it so pip "
                f'brings them: {pip} install --force-reinstall "tensorflow=={tf}"',
                tuple(x for x in (line_of, *(b[3] for b in behind)) if x),
                None,
                {"package": behind[0][0], "packages": [b[0] for b in behind], "tf": str(tf)},
            ),
        )
    ]
