"""Log rules for worker processes that cannot start the way they were asked to: macOS's
Objective-C runtime refusing a fork() child of a threaded parent, and the spawn start method
meeting a function it cannot pickle. (CUDA in a forked child is runtime_words.py's.) Samples
in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

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
)
