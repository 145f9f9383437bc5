"""A stand-in for the TensorFlow children (run with ``python -m tests.support.fake_child``).

FAKE_CHILD_MODE: "segv"/"sigill" kill it with that signal, "hang" sleeps; otherwise it writes
FAKE_CHILD_PAYLOAD (JSON; FAKE_CHILD_PAYLOAD_GPU instead for ``--device gpu``,
FAKE_CHILD_PAYLOAD_MIRRORED for ``--strategy mirrored``) and prints
FAKE_CHILD_STDERR on stderr, and emits FAKE_CHILD_EVENTS (a JSON list of objects) as
progress events, as the training children do.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import time

from tfdoctor.children.progress import emitter
from tfdoctor.children.runner import write_result


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--result", required=True)
    parser.add_argument("--device", default="auto")
    parser.add_argument("--strategy", default="default")
    args, _ = parser.parse_known_args()
    mode = os.environ.get("FAKE_CHILD_MODE", "")
    if mode == "segv":
        os.kill(os.getpid(), signal.SIGSEGV)
    if mode == "sigill":
        os.kill(os.getpid(), signal.SIGILL)
    if mode == "hang":
        time.sleep(60)
    sys.stderr.write(os.environ.get("FAKE_CHILD_STDERR", ""))
    sys.stderr.flush()
    for event in json.loads(os.environ.get("FAKE_CHILD_EVENTS") or "[]"):
        emitter()(**event)
    key = "FAKE_CHILD_PAYLOAD_GPU" if args.device == "gpu" else "FAKE_CHILD_PAYLOAD"
    if args.strategy == "mirrored":
        key = "FAKE_CHILD_PAYLOAD_MIRRORED"
    write_result(args.result, json.loads(os.environ.get(key) or os.environ["FAKE_CHILD_PAYLOAD"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
