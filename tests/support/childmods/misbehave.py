"""python -m tests.support.childmods.misbehave --result F MODE: a child that goes wrong as told."""

import json
import os
import signal
import sys
import time


def main() -> None:
    result = sys.argv[sys.argv.index("--result") + 1]
    mode = sys.argv[-1]
    sys.stderr.write("W0000 00:00:1737317404.258825   10111 some.cc:1] noise before the end\n")
    sys.stderr.flush()
    if mode == "ok":
        with open(result, "w") as fh:
            json.dump({"stage": "done", "answer": 42}, fh)
    elif mode == "segv":
        os.kill(os.getpid(), signal.SIGSEGV)
    elif mode == "sigill":
        os.kill(os.getpid(), signal.SIGILL)
    elif mode == "abort":
        os.abort()
    elif mode == "hang":
        time.sleep(3600)
    elif mode == "exit3":
        sys.exit(3)
    elif mode == "nothing":
        pass
    elif mode == "garbage":
        with open(result, "w") as fh:
            fh.write("this is {not json")
    elif mode == "list":
        with open(result, "w") as fh:
            json.dump([1, 2, 3], fh)


main()
