"""Capture the flags TensorFlow accepts in TF_XLA_FLAGS, from TensorFlow itself.

With a value it cannot parse, TensorFlow aborts as it starts its devices and prints its whole flag list
(``\\t--name=default\\ttype\\tdescription``). This script does that with the interpreter
given (one with TensorFlow installed), parses the list, and prints how it differs from
``TF_XLA_FLAG_NAMES`` in tfdoctor/judge/xla_flags.py. It changes no file: paste what it
prints, and set CAPTURED_FROM to the TensorFlow line it ran.

    python scripts/capture_tf_xla_flags.py [--python PATH] [--from-file STDERR]
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: a value tf_xla_auto_jit's own parser rejects: TF prints the list and aborts
PROBE = "--tf_xla_auto_jit=tfdoctor-capture"
LINE = re.compile(r"^\t--(?P<name>\w+)=.*?\t(?P<type>bool|int32|int64|float|string)\t", re.M)


def parse_usage(stderr: str) -> dict[str, str]:
    """name -> type, in TensorFlow's order, from the abort's usage text."""
    return {m["name"]: m["type"] for m in LINE.finditer(stderr)}


def capture(python: str) -> str:
    env = dict(os.environ, TF_XLA_FLAGS=PROBE)
    done = subprocess.run(
        [python, "-c", "import tensorflow as tf; tf.config.list_physical_devices()"],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    return done.stderr


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("--from-file", type=Path, help="a stored stderr of such an abort")
    args = ap.parse_args(argv)
    stderr = args.from_file.read_text(encoding="utf-8") if args.from_file else capture(args.python)
    found = parse_usage(stderr)
    if not found:
        print("no flag list in the output: did TensorFlow abort on the probe value?")
        return 1
    sys.path.insert(0, str(ROOT))
    from tfdoctor.judge.xla_flags import TF_XLA_FLAG_NAMES

    added = {k: v for k, v in found.items() if TF_XLA_FLAG_NAMES.get(k) != v}
    gone = [k for k in TF_XLA_FLAG_NAMES if k not in found]
    for name, kind in added.items():
        print(f"+ {name}: {kind}")
    for name in gone:
        print(f"- {name}")
    print(f"{len(found)} flags; {len(added)} new or retyped, {len(gone)} gone")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
