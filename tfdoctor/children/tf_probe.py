"""The TensorFlow runtime probe, run as a child: ``python -m tfdoctor.children.tf_probe --result F``.

It imports TensorFlow (the only tfdoctor code that does, with smoke-train's child),
lists physical and logical devices, runs a tiny op and a tiny ``jit_compile=True``
(XLA) function on each device, and reads which CUDA/cuDNN libraries the process
really loaded from its own ``/proc/self/maps``. The result is written after every
stage, so a crash in a later stage (an abort during the first GPU op) still leaves
what was learnt before it. TensorFlow's own log lines go to stderr, where the
parent's explain table reads them.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import time
import traceback
from typing import Any

from tfdoctor.children.probe_log import marker
from tfdoctor.children.runner import write_result
from tfdoctor.children.tf_build_facts import complete_build
from tfdoctor.children.tf_usage import ecosystem_imports, keras_fit

SCHEMA = "tfdoctor.tfchild/1"

#: Library names worth reporting from the process's memory map.
_LIB_PATTERN = re.compile(
    r"(libcuda\.so|libcudart|libcudnn|libcublas|libcufft|libcurand|libcusolver|libcusparse"
    r"|libnvrtc|libnvJitLink|libnccl|libnvinfer|libcupti|libnvidia-ml)[^/]*$"
)


def loaded_libraries(maps_path: str = "/proc/self/maps") -> list[str]:
    """Paths of CUDA-family libraries mapped into this process (Linux only)."""
    seen: list[str] = []
    try:
        with open(maps_path, encoding="utf-8", errors="replace") as fh:
            for line in fh:
                parts = line.split(None, 5)
                if len(parts) < 6:
                    continue
                path = parts[5].strip()
                if path.startswith("/") and _LIB_PATTERN.search(path) and path not in seen:
                    seen.append(path)
    except OSError:
        pass
    return seen


#: Top-level modules whose origin matters to the verdict (issue 15 e).
ORIGIN_MODULES = ("tensorflow", "numpy", "keras")


def module_origins(names: tuple[str, ...] = ORIGIN_MODULES) -> dict[str, str | None]:
    """Where ``import NAME`` would load each module from, found without importing it.

    ``importlib.util.find_spec`` walks sys.path as the import will (the working
    directory, PYTHONPATH, site-packages), so a shadowing ``tensorflow.py`` or a
    TensorFlow on PYTHONPATH is named even when importing it then fails.
    """
    import importlib.util

    out: dict[str, str | None] = {}
    for name in names:
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError) as exc:
            out[name] = f"error: {exc}"[:300]
            continue
        if spec is None:
            out[name] = None
        elif spec.origin and spec.origin not in ("namespace", "built-in", "frozen"):
            out[name] = spec.origin
        else:  # a namespace package: a bare folder named like the module
            locations = list(spec.submodule_search_locations or [])
            out[name] = locations[0] if locations else None
    return out


def _error(exc: BaseException) -> str:
    text = f"{type(exc).__name__}: {exc}".strip()
    return text[:2000]


def _device_details(tf: Any, dev: Any) -> dict[str, Any]:
    try:
        details = dict(tf.config.experimental.get_device_details(dev))
    except Exception as exc:  # older TF or a broken device
        return {"error": _error(exc)}
    cc = details.get("compute_capability")
    if isinstance(cc, (tuple, list)) and len(cc) == 2:
        details["compute_capability"] = f"{cc[0]}.{cc[1]}"
    return {k: v if isinstance(v, (str, int, float, bool)) else str(v) for k, v in details.items()}


def _mark(edge: str, test: str, device: str) -> None:
    """Bracket a test on stderr: what TF logs in between, our test caused (probe_log.py)."""
    sys.stderr.write(marker(edge, test, device) + "\n")
    sys.stderr.flush()


def _try_ops(tf: Any, device: str, xla: bool) -> dict[str, Any]:
    """A tiny matmul, then the same under jit_compile=True, pinned to ``device``."""
    result: dict[str, Any] = {"device": device}
    _mark("begin", "op", device)
    try:
        return _run_ops(tf, device, xla, result)
    finally:
        _mark("end", "xla" if "xla" in result else "op", device)


def _run_ops(tf: Any, device: str, xla: bool, result: dict[str, Any]) -> dict[str, Any]:
    start = time.perf_counter()
    try:
        with tf.device(device):
            a = tf.constant([[1.0, 2.0], [3.0, 4.0]])
            b = tf.linalg.matmul(a, a)
        got = b.numpy().tolist()
        result["op"] = "ok" if got == [[7.0, 10.0], [15.0, 22.0]] else "wrong-result"
        result["op_device"] = b.device
        if result["op"] != "ok":
            result["op_error"] = f"matmul gave {got}, expected [[7, 10], [15, 22]]"
    except Exception as exc:
        result["op"] = "failed"
        result["op_error"] = _error(exc)
    result["op_seconds"] = round(time.perf_counter() - start, 4)
    if not xla:
        return result
    _mark("end", "op", device)
    _mark("begin", "xla", device)
    start = time.perf_counter()
    try:

        @tf.function(jit_compile=True)
        def f(x: Any) -> Any:
            return tf.reduce_sum(x * x + 1.0)

        with tf.device(device):
            y = f(tf.constant([1.0, 2.0, 3.0]))
        value = float(y.numpy())
        result["xla"] = "ok" if abs(value - 17.0) < 1e-5 else "wrong-result"
        if result["xla"] != "ok":
            result["xla_error"] = f"XLA function gave {value}, expected 17.0"
    except Exception as exc:
        result["xla"] = "failed"
        result["xla_error"] = _error(exc)
    result["xla_seconds"] = round(time.perf_counter() - start, 4)
    return result


def probe(
    result_path: str,
    *,
    ops: bool = True,
    xla: bool = True,
    fit: bool = False,
    ecosystem: bool = False,
) -> int:
    payload: dict[str, Any] = {
        "schema": SCHEMA,
        "stage": "import",
        "python": sys.version.split()[0],
        "executable": sys.executable,
        "errors": [],
        "cwd": os.getcwd(),
        "origins": module_origins(),
    }
    write_result(result_path, payload)
    start = time.perf_counter()
    try:
        import tensorflow as tf
    except BaseException as exc:  # ImportError, a broken .so, SystemExit from a bad init
        payload["import_error"] = _error(exc)
        payload["import_traceback"] = traceback.format_exc()[-4000:]
        payload["loaded_libraries"] = loaded_libraries()
        write_result(result_path, payload)
        return 3
    payload["import_seconds"] = round(time.perf_counter() - start, 3)
    payload["tensorflow"] = {
        "version": getattr(tf, "__version__", None),
        "git_version": getattr(getattr(tf, "version", None), "GIT_VERSION", None),
        "file": getattr(tf, "__file__", None),
    }
    info: dict[str, Any] = {}
    try:
        info = dict(tf.sysconfig.get_build_info())
        payload["tensorflow"]["build_info"] = {k: info[k] for k in info}
    except Exception as exc:
        payload["errors"].append(f"get_build_info: {_error(exc)}")
    try:
        build, wheel = complete_build(tf, info)
        payload["tensorflow"]["build"] = build
        if wheel is not None:
            payload["tensorflow"]["wheel"] = wheel
    except Exception as exc:
        payload["errors"].append(f"build facts: {_error(exc)}")
    try:
        payload["tensorflow"]["built_with_cuda"] = bool(tf.test.is_built_with_cuda())
    except Exception as exc:
        payload["errors"].append(f"is_built_with_cuda: {_error(exc)}")
    try:
        import keras

        payload["keras"] = {"version": getattr(keras, "__version__", None)}
    except BaseException as exc:
        payload["keras"] = {"error": _error(exc)}
    payload["stage"] = "devices"
    write_result(result_path, payload)

    physical: list[dict[str, Any]] = []
    try:
        for dev in tf.config.list_physical_devices():
            entry = {"name": dev.name, "type": dev.device_type}
            if dev.device_type == "GPU":
                entry["details"] = _device_details(tf, dev)
            physical.append(entry)
    except Exception as exc:
        payload["errors"].append(f"list_physical_devices: {_error(exc)}")
    payload["physical_devices"] = physical
    logical: list[dict[str, Any]] = []
    try:
        for dev in tf.config.list_logical_devices():
            logical.append({"name": dev.name, "type": dev.device_type})
    except Exception as exc:
        payload["errors"].append(f"list_logical_devices: {_error(exc)}")
    payload["logical_devices"] = logical
    payload["loaded_libraries"] = loaded_libraries()
    payload["stage"] = "ops"
    write_result(result_path, payload)

    if ops:
        results = []
        for dev in logical:
            if dev["type"] not in ("CPU", "GPU"):
                continue
            results.append(_try_ops(tf, dev["name"], xla))
            payload["ops"] = results
            write_result(result_path, payload)
        payload["ops"] = results
        memory = {}
        for dev in logical:
            if dev["type"] != "GPU":
                continue
            try:
                name = dev["name"].split("device:")[-1]
                memory[name] = dict(tf.config.experimental.get_memory_info(name))
            except Exception as exc:
                memory[dev["name"]] = {"error": _error(exc)}
        payload["gpu_memory"] = memory
        payload["loaded_libraries"] = loaded_libraries()
    if fit:
        payload["stage"] = "keras"
        write_result(result_path, payload)
        payload["keras_fit"] = keras_fit(tf)
    if ecosystem:
        payload["stage"] = "ecosystem"
        write_result(result_path, payload)
        payload["ecosystem"] = ecosystem_imports()
    payload["stage"] = "done"
    write_result(result_path, payload)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tfdoctor.children.tf_probe")
    parser.add_argument("--result", required=True, help="where to write the JSON result")
    parser.add_argument("--no-ops", action="store_true", help="skip the tiny op and XLA tests")
    parser.add_argument("--no-xla", action="store_true", help="skip the XLA test")
    parser.add_argument("--fit", action="store_true", help="fit a tiny tf.keras model one step")
    parser.add_argument(
        "--ecosystem", action="store_true", help="import the installed TF-ecosystem packages"
    )
    args = parser.parse_args(argv)
    return probe(
        args.result,
        ops=not args.no_ops,
        xla=not args.no_xla,
        fit=args.fit,
        ecosystem=args.ecosystem,
    )


if __name__ == "__main__":
    # os._exit: TensorFlow's atexit handlers can hang or crash on a broken GPU stack
    # after everything useful has been written.
    code = main()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
