"""Findings from combinations of lines and the machine, not from one line.

- cuda-version-mismatch: a library asks for one CUDA while the paths in the log hold another
  (e.g. libcublas.so.10.0 with LD_LIBRARY_PATH /usr/local/cuda-10.2, tensorflow/tensorrt#173).
- wsl-libcuda-missing: libcuda missing and the log (or the machine) is WSL2.
- windows-native-gpu-unsupported: no GPU on native Windows with TensorFlow >= 2.11.

What the log says about the machine comes from ``explain/context.py`` (``LogContext``),
merged under what the caller knows (``ExplainContext``).
"""

from __future__ import annotations

import re
from typing import Any

from tfdoctor.explain import remedies as fix
from tfdoctor.explain.context import LogContext
from tfdoctor.explain.env_filters import stale_env_paths
from tfdoctor.explain.frozen import frozen_app
from tfdoctor.explain.gpu_arch import gpu_newer_than_cuda
from tfdoctor.explain.hits import Hit, evidence_of, line_of
from tfdoctor.explain.listings import (
    companions_behind,
    pip_too_old,
    several_tensorflows,
    tf_keras_listed,
    tf_rolled_back,
)
from tfdoctor.explain.primary import NOTICE_IDS
from tfdoctor.explain.remedies_env import mac_arch
from tfdoctor.explain.rules import ExplainContext
from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Finding, Severity, parse_version

#: TF's own line, not a person quoting it in prose (tensorflow/tensorflow#30646: "it shows `Filling up shuffle buffer (this may take a while)`. I think it means ...": harmless)
_SHUFFLE_LINE = re.compile(r"_op\.cc:\d+\]\s*Filling up shuffle buffer|^\W{0,3}Filling up shuffle buffer")

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
    elif seen.x86_mac_python and seen.apple_line and not by_id.get("macos-arch-mismatch"):
        # no crash in the log, but the poster's own `file $(which python)` shows an x86_64
        # Python on an arm64 Mac (apple/tensorflow_macos#143: the venv was built from
        # Anaconda's x86_64 Python; "zsh: illegal hardware instruction" followed)
        line = line_of(seen.x86_mac_python) or 0
        out.append(
            (
                line,
                Finding(
                    "macos-arch-mismatch",
                    Severity.ERROR,
                    "An x86_64 Python on Apple silicon: it runs TensorFlow under Rosetta",
                    mac_arch({}, ctx),
                    (seen.x86_mac_python, seen.apple_line),
                ),
            )
        )
    no_gpu_lines = [
        h for k in ("no-cuda-driver", "cuda-init-failed", "no-gpu-device", "devices-no-gpu") for h in by_id.get(k, [])
    ]
    if seen.gpu_image and not seen.gpu_runtime and no_gpu_lines and not by_id.get(
        "container-no-gpu-access"
    ):
        # a TensorFlow GPU image started with no GPU given to it: no libcuda, no device
        # (tensorflow/tensorflow#808: plain docker on tensorflow:latest-gpu, "CUDA_ERROR_NO_
        # DEVICE"; tensorflow/serving#1487: serving:latest-gpu, libcuda.so.1 not found; both
        # fixed by giving the container the GPU)
        first = min(no_gpu_lines, key=lambda h: h.line_no)
        out.append(
            (
                first.line_no,
                Finding(
                    "container-no-gpu-access",
                    Severity.ERROR,
                    "A TensorFlow GPU image runs without access to the GPU",
                    "Start the container with the GPU: `docker run --gpus all ...` (Docker 19.03+ "
                    "with the NVIDIA Container Toolkit installed on the host; older setups: "
                    "nvidia-docker / --runtime=nvidia; Kubernetes: request nvidia.com/gpu). "
                    "Check the host's `nvidia-smi` first",
                    (seen.gpu_image, *evidence_of([first])),
                ),
            )
        )
    if (
        "Filling up shuffle buffer" in seen.tail
        and _SHUFFLE_LINE.search(seen.tail)
        and not by_id.get("process-killed-oom")
    ):
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
    # TF's cuda_diagnostics printing a user-space libcuda of another release than the loaded
    # kernel module (tensorflow/tensorflow#1158: 384.111.0 against 384.90.0 after apt upgraded
    # the driver; a reboot fixed it); NVIDIA's versions are compared as printed, trailing .0 aside
    dv = seen.driver_versions
    if {"libcuda", "kernel"} <= set(dv) and dv["libcuda"][0].removesuffix(".0") != dv["kernel"][0].removesuffix(".0"):
        vals = {"dso": dv["libcuda"][0], "kernel": dv["kernel"][0]}
        out.append((line_of(dv["libcuda"][1]) or 0, Finding(
            "driver-library-mismatch", Severity.ERROR, "NVIDIA kernel module and driver library differ",
            fix.driver_mismatch(vals, ctx), (dv["libcuda"][1], dv["kernel"][1]), values=vals)))
    # CUDA found no device (not another cuInit error: UNKNOWN, a driver mismatch); TF's
    # post-cuInit diagnostics alone carry no error
    failed = by_id.get("no-gpu-device", []) + [
        h for h in by_id.get("cuda-init-failed", [])
        if not h.values.get("error") or "NO_DEVICE" in str(h.values["error"]).upper()
        or "(100)" in str(h.values["error"])
    ]  # fmt: skip
    ids = seen.visible_ids
    if ids:  # (loaded only then) check's own reading of the value, judge/rules/visibility.py
        from tfdoctor.judge.rules.visibility import names_a_gpu_twice
    twice = bool(ids) and names_a_gpu_twice(ids[0])
    if twice:  # what the driver said to "0,0" on the H200: cuInit 101
        failed += [h for h in by_id.get("cuda-init-failed", [])
                   if "INVALID_DEVICE" in str(h.values.get("error")).upper()]
    if ids and failed and not by_id.get("cuda-visible-devices-hides-gpus") and (twice or "0" not in (
        i.strip() for i in ids[0].split(",")
    )):
        # GPUs chosen by index, none of them 0, and CUDA then finds none: the indices name
        # GPUs this machine has not got (weizhepei/CasRel#28: "1" on a one-GPU machine; the
        # maintainer: change it to "0")
        first = min(failed, key=lambda h: h.line_no)
        out.append((first.line_no, Finding(
            "cuda-visible-devices-hides-gpus", Severity.ERROR,
            f"CUDA_VISIBLE_DEVICES={ids[0]} names a GPU twice: CUDA refuses the whole list"
            if twice else
            f"CUDA_VISIBLE_DEVICES={ids[0]} names GPUs this machine may not have: CUDA found none",
            "Name each GPU once (the CUDA driver refused `0,0` on a real H200: docs/gpu-verify.md): "
            "CUDA_VISIBLE_DEVICES=0, or remove the line that sets it"
            if twice else
            "GPU indices start at 0 (`nvidia-smi -L` lists them): with one GPU, set "
            "CUDA_VISIBLE_DEVICES=0 or remove the line that sets it",
            (ids[1], *evidence_of([first])),
            "https://docs.nvidia.com/cuda/cuda-c-programming-guide/#cuda-environment-variables",
            {"value": ids[0]},
        )))  # fmt: skip
    out += pip_too_old(by_id, seen)
    out += several_tensorflows(seen)
    out += companions_behind(seen, ctx)
    out += tf_rolled_back(seen, ctx) + frozen_app(by_id, seen) + stale_env_paths(seen)
    out += tf_keras_listed(seen, ctx)
    serious = {f for f, hits in by_id.items() if any(h.rule.severity is not Severity.INFO for h in hits)}
    out += gpu_newer_than_cuda(seen, serious - NOTICE_IDS)
    tfv = parse_version(ctx.tf_version)
    answer = _gpu_answer(by_id, seen, ctx, tfv)
    out += answer
    no_gpu = [
        h for k in ("no-gpu-device", "devices-no-gpu", "cuda-libs-missing", "cudnn-missing") for h in by_id.get(k, [])
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
    out += _old_gpu(seen)
    return out


def _old_gpu(seen: LogContext) -> list[tuple[int, Finding]]:
    """A GPU below compute capability 3.0 in TF's device properties, with no usable GPU
    beside it (xuannianz/EfficientDet#188: "name: GeForce GT 220 computeCapability: 1.2", then
    the driver's primary-context check failed): no TensorFlow GPU build ever had kernels for
    it. Not when another GPU is usable (a second, display card TF ignores: the third
    review)."""
    if seen.old_gpu is None or seen.usable_gpu:
        return []
    line, cc, where = seen.old_gpu
    return [
        (
            line,
            Finding(
                "compute-capability-unsupported",
                Severity.ERROR,
                "The GPU is older than any TensorFlow GPU build supports (compute capability < 3.0)",
                f"Compute capability {cc} is below 3.0, which no TensorFlow GPU release supports "
                "(current ones need 3.5 or more: tensorflow.org/install/pip): run on the CPU "
                "(CUDA_VISIBLE_DEVICES=-1, or tensorflow-cpu), or use a newer GPU",
                (where,),
                "https://www.tensorflow.org/install/pip#hardware_requirements",
                {"cc": cc},
            ),
        )
    ]


# the user asked TensorFlow and it answered "no GPU" (context.py: LogContext.gpu_answer)
_ANSWER_RULE = rule("devices-no-gpu", Severity.WARNING, "TensorFlow found no GPU", r"(?!)", (), "")


def _gpu_answer(
    by_id: dict[str, list[Hit]], seen: LogContext, ctx: ExplainContext, tfv: Any
) -> list[tuple[int, Finding]]:
    """An empty GPU list, ``is_gpu_available()`` False or ``is_built_with_cuda()`` False,
    printed by the user's own code: not healthy, whatever else the log says."""
    answer = seen.gpu_answer
    if answer is None and seen.local_devices and seen.local_types and "GPU" not in seen.local_types:
        types = ", ".join(sorted(seen.local_types))
        answer = ("empty", seen.local_devices[0], f"{seen.local_devices[1]} -> only {types}")
    if answer is None and seen.physical and seen.physical_types and not (
        seen.physical_types & {"GPU", "XLA_GPU"}
    ):
        # every physical device printed, and none a GPU
        types = ", ".join(sorted(seen.physical_types))
        answer = ("empty", seen.physical[0], f"{seen.physical[1]} -> only {types}")
    # (a build without CUDA is said even beside a printed CPU-only list: it explains it)
    if answer is None or (
        (by_id.get("no-gpu-device") or by_id.get("devices-no-gpu")) and answer[0] != "no-cuda"
    ):
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
            "devices-no-gpu", Severity.WARNING, "TensorFlow found no GPU", fix.no_gpu({}, ctx), (ev,)
        )
    return [(line, f)]
