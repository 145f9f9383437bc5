"""Log rules for worker processes that cannot start the way they were asked to: macOS's
Objective-C runtime refusing a fork() child of a threaded parent, the spawn start method meeting
a function or object it cannot pickle or a script without its main guard, a signal handler
installed off the main thread, a process ended by SIGTERM, and gunicorn's worker timeout. (CUDA
in a forked child is runtime_words.py's.) The twenty-first session's outside check j read most
in real runs (tests/data/tracebacks/tf-2.21-runs/SOURCES.md, s21j-*). Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W = Severity.ERROR, Severity.WARNING

FORK_SPAWN_RULES = (
    # macOS's objc runtime killing the child of a fork() taken while another thread was inside
    # an Objective-C initializer (tensorflow/tensorflow#28001, round 143: a ProcessPoolExecutor
    # after TensorFlow had started its threads, "... may have been in progress in another
    # thread when fork() was called. We cannot safely call it or ignore it in the fork() child
    # process. Crashing instead.")
    rule(
        "macos-objc-fork-safety-crash",
        E,
        "macOS killed a forked worker: the parent (with TensorFlow's threads) was not safe to fork",
        r"may have been in progress in another thread when fork\(\) was called",
        "when fork() was called",
        "Fork is not safe on macOS once TensorFlow (or any Objective-C code) has started threads: "
        "start the workers with the spawn method (multiprocessing.get_context('spawn'), "
        "ProcessPoolExecutor(mp_context=...)), or import TensorFlow only inside the workers; "
        "OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES in the environment silences the check at your "
        "own risk",
    ),
    # the spawn start method (Windows; macOS since Python 3.8) pickling what a worker runs, and
    # a local function cannot be (argman/EAST#264, round 143: Keras's GeneratorEnqueuer with
    # use_multiprocessing on Windows, "AttributeError: Can't pickle local object
    # 'GeneratorEnqueuer.start.<locals>.data_generator_task'", the message broken over lines)
    rule(
        "multiprocessing-spawn-unpicklable",
        E,
        "A worker process could not be started: what it runs is a local function spawn cannot pickle",
        r"Can't pickle local object(?: '(?P<obj>[^']+)'|\s*$)",
        "can't pickle local object",
        lambda v, _c: (
            (f"{v.get('obj')} is defined inside another function" if v.get("obj") else
             "The worker's function is defined inside another function")
            + ": the spawn start method (Windows, macOS) sends workers their function by "
            "pickling, which needs it importable at a module's top level. Keras: fit with "
            "use_multiprocessing=False (threads), or a keras.utils.Sequence / PyDataset; your "
            "own Pool: move the function (no lambda) to module level, behind `if __name__ == "
            "'__main__':` for the launching code"
        ),
    ),
    # spawn pickling a worker's arguments that cannot be (CPython's multiprocessing/
    # popen_spawn_posix.py _launch frame, shown when it raised: a Keras 3 PyDataset holding an
    # open file, "TypeError: cannot pickle '_io.TextIOWrapper' object"; s21j-pydataset-mp-k3)
    rule(
        "multiprocessing-spawn-unpicklable",
        E,
        "A worker process could not be started: something it was given cannot be pickled",
        r"popen_spawn_posix\.py\", line \d+, in _launch|popen_spawn_win32\.py\", line \d+, in __init__",
        "popen_spawn_",
        "The spawn start method (Windows, macOS, and any get_context('spawn')) sends each worker "
        "its function and arguments by pickling: open files, locks, clients, a live model or a "
        "tf.data.Dataset cannot be. Open such things inside the worker (a PyDataset's or "
        "Sequence's __getitem__, lazily), pass paths instead, or use threads "
        "(use_multiprocessing=False)",
    ),
    # a script that starts processes at import under spawn (CPython's multiprocessing/spawn.py
    # _check_not_importing_main: "An attempt has been made to start a new process before the
    # current process has finished its bootstrapping phase."; s21j-spawn-no-main-guard-k3; the
    # checker's name)
    rule(
        "multiprocessing-main-guard-missing",
        E,
        "The script starts worker processes at import: spawn re-imports it in every worker",
        r"An attempt has been made to start a new process before the\s*$|current process has "
        r"finished its bootstrapping phase",
        ("an attempt has been made to start a new process", "finished its bootstrapping phase"),
        "Put the code that starts the Pool/Process (and set_start_method) under `if __name__ == "
        "'__main__':`; spawn imports the script again in every worker, so any model building or "
        "training at module level runs there too: keep it in functions called from the guard",
    ),
    # a signal handler installed from another thread (CPython's signalmodule.c: "signal only
    # works in main thread of the main interpreter"; s21j-signal-handler-thread; the checker's
    # name)
    rule(
        "signal-handler-off-main-thread",
        E,
        "A signal handler was installed outside the main thread",
        r"signal only works in main thread",
        "signal only works in main thread",
        "Python installs signal handlers only from the main thread: register them before "
        "starting worker threads, and import libraries that register handlers at import (some "
        "training and serving helpers) in the main thread, not in a server's request or worker "
        "thread",
    ),
    # a process ended by SIGTERM (bash's job message glued to a progress bar, a wrapper's exit
    # status 143 = 128 + 15: s21j-sigterm-fit-sh; the checker's name)
    rule(
        "process-terminated-sigterm",
        E,
        "The process was ended by SIGTERM (not by a memory kill)",
        r"(?:^|(?<=[\d\]s]))Terminated\s*$|exit(?:ed)? (?:with )?(?:status|code) 143\b|"
        r"\bterminated by signal 15\b",
        ("terminated", "exited with status", "exited with code", "exit status", "exit code",
         "by signal"),
        "Something outside sent SIGTERM: a scheduler's pre-emption or time limit (Slurm, "
        "Kubernetes), `timeout`, `docker stop`, systemd, a notebook restart; a cluster manager may "
        "also send it for memory (YARN's 'running beyond physical memory limits', exit 143). "
        "The kernel's OOM killer sends SIGKILL instead (137). Give the job the time or memory it "
        "needs, or let it resume: "
        "keras.callbacks.BackupAndRestore or regular checkpoints",
    ),
    # gunicorn killing a worker that did not answer (gunicorn/arbiter.py: "[CRITICAL] WORKER
    # TIMEOUT (pid:24200)", then "was sent SIGKILL! Perhaps out of memory?"; with --preload a
    # model built in the master hangs in the forked worker: s21j-gunicorn-preload; the
    # checker's name)
    rule(
        "gunicorn-worker-timeout",
        E,
        "gunicorn killed a worker that did not answer in time",
        r"\[CRITICAL\] WORKER TIMEOUT \(pid:\d+\)",
        "worker timeout (pid:",
        "The worker did not answer within --timeout. With TensorFlow: a model built or loaded in "
        "the master before the fork (--preload) hangs in the forked worker, since "
        "TensorFlow's threads do not survive fork(): load the model in each worker (a "
        "post_worker_init hook, or no --preload), or use one worker with --worker-class gthread; "
        "otherwise raise --timeout for a slow first predict",
    ),
)
