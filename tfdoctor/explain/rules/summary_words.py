"""Log rules for TensorBoard, tf.summary and the profiler on today's releases: a log dir
TensorFlow cannot create or may not write, the profiler started twice, a trace exported without
trace_on, Keras's TensorBoard callback arguments, and the tensorboard command's usage. Each was
read in a real run of the twenty-first session's outside check l (TF 2.21, Keras 3.15, tf_keras
2.21, tensorboard installed beside them: tests/data/tracebacks/tf-2.21-runs/SOURCES.md,
s21l-*). Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
NOT_ENV = " (the program's code, not the environment)"

SUMMARY_WORD_RULES = (
    # a summary writer's log dir TensorFlow could not create (CreateSummaryFileWriter makes the
    # missing folders itself, so ENOENT means part of the path cannot hold folders: /proc, a
    # missing drive or mount, a dangling symlink; s21l-writer-proc and the Keras callbacks')
    rule(
        "output-dir-missing",
        E,
        "TensorFlow could not create the summary writer's log dir",
        # (a path mixing / and \\ is windows-path-mixed-separators': r111-2-009)
        r"(?P<path>/[^\s\\;]+|[A-Za-z]:\\[^\s/;]+); No such file or directory \[Op:CreateSummaryFileWriter\]",
        "[op:createsummaryfilewriter]",
        lambda v, _c: (
            f"TensorFlow makes the missing folders of {v.get('path')} itself, so part of that "
            "path cannot hold folders (a drive or mount that is not there, /proc, a broken "
            "symlink): choose a log_dir under a folder you can write (the project, the job's "
            "output directory, /tmp)"
        ),
    ),
    # a log dir the user may not write (TF's errors.cc with strerror(EACCES): "PATH; Permission
    # denied [Op:CreateSummaryFileWriter]"; s21l-writer-permission, run as another uid)
    rule(
        "output-dir-missing",
        E,
        "The summary writer's log dir cannot be written (permissions or a read-only mount)",
        # (and a read-only mount's: r137-6-005, log_dir="/" making /train on a read-only root;
        # s21l-k3-tb-callback-readonly on a read-only tmpfs)
        r"PermissionDeniedError: (?:\{\{[^}]*\}\} )?(?P<path>\S+); (?P<why>Permission denied|Read-only "
        r"file system) \[Op:CreateSummaryFileWriter\]",
        ("permission denied [op:createsummaryfilewriter]", "read-only file system [op:createsummaryfilewriter]"),
        lambda v, _c: (
            f"{v.get('path')} cannot be written ({v.get('why')}): a shared or root-owned folder, a "
            "read-only mount (a container's image, a dataset volume, the root when log_dir is "
            "'/'), or a folder of another user: write the logs under the project, your home or "
            "the job's output folder (log_dir='logs/...'), or change the folder's owner or mode"
        ),
    ),
    # the profiler started while one runs (TF 2.21's profiler_v2.py:111: "AlreadyExistsError:
    # Another profiler is running."; s21l-profiler-start-twice; the checker's name)
    rule(
        "tensorboard-profiler-already-running",
        E,
        "The profiler was started while another profiling session runs" + NOT_ENV,
        r"Another profiler is running\.?",
        "another profiler is running",
        "Call tf.profiler.experimental.stop() before starting again (a notebook cell run "
        "twice), and profile one way at a time: tf.profiler.experimental.Profile(logdir) as a "
        "context, start()/stop(), or Keras's TensorBoard(profile_batch=...), not two of them",
    ),
    # a trace exported without trace_on (TF 2.21's ops/summary_ops_v2.py:1443: "Must enable
    # trace before export through tf.summary.trace_on."; s21l-trace-export-without-trace-on;
    # the checker's name)
    rule(
        "tf-summary-trace-not-on",
        E,
        "tf.summary.trace_export was called without tf.summary.trace_on" + NOT_ENV,
        r"Must enable trace before export through tf\.summary\.trace_on",
        "must enable trace before export",
        "Call tf.summary.trace_on(graph=True) before the tf.function's first call (a function "
        "traced before it gives an empty graph), run it, then tf.summary.trace_export(name, "
        "step=0) inside the writer's as_default()",
    ),
    # Keras's TensorBoard callback arguments (keras/src/callbacks/tensorboard.py:303 and :363 of
    # 3.15, tf_keras 2.21's callbacks.py:2691 and :2750; s21l-*-tb-embeddings-metadata,
    # s21l-*-tb-profile-batch-bad; the checker's names)
    rule(
        "keras-tensorboard-embeddings-layer-unknown",
        E,
        "Keras's TensorBoard callback was given embeddings_metadata for layers it has not got"
        + NOT_ENV,
        r"Unrecognized `Embedding` layer names passed to `keras\.callbacks\.TensorBoard` "
        r"`embeddings_metadata` argument: (?P<names>.+)",
        "unrecognized `embedding` layer names passed to",
        lambda v, _c: (
            f"The keys {v.get('names')} must be the Embedding layers' names (model.summary() "
            "lists them, such as 'embedding_1'; give the layer name='emb' to fix one), or pass "
            "one metadata file name for all of them"
        ),
    ),
    rule(
        "keras-tensorboard-profile-batch-invalid",
        E,
        "Keras's TensorBoard callback was given a profile_batch it cannot use" + NOT_ENV,
        r"profile_batch must be a non-negative integer or 2-tuple of positive integers.*?Found: "
        r"(?P<got>.+)",
        "profile_batch must be a non-negative integer",
        lambda v, _c: (
            f"profile_batch={v.get('got')}: give one batch number (0 turns profiling off) or "
            "(start, stop) with start <= stop, such as (10, 20) or '10,20'"
        ),
    ),
    # the tensorboard command's usage (its argparse: "tensorboard: error: argument {serve}:
    # invalid choice: 'logs' (choose from 'serve')" for a misspelt flag; core_plugin.py:703 and
    # :695; s21l-tb-cli-*; the checker's name)
    rule(
        "tensorboard-cli-usage",
        E,
        "The tensorboard command was given flags it does not take",
        r"^tensorboard: error: (?P<what>.+)|^Error: (?P<what2>A logdir or db must be specified|"
        r"May not specify both --logdir and --logdir_spec)",
        ("tensorboard: error:", "a logdir or db must be specified", "may not specify both --logdir"),
        lambda v, _c: (
            "Run tensorboard --logdir DIR (that spelling, two dashes); a misspelt flag's value "
            "is read as a subcommand (\"invalid choice: ... (choose from 'serve')\"), and "
            "--logdir and --logdir_spec are one or the other"
        ),
    ),
    # the profiler started without its log dir: TF 2.21's profiler_v2.start(logdir, options=None)
    # takes it positionally (a real run, the twenty-second session: tf-2.21-runs/s22-profiler-
    # start-no-logdir.txt, "TypeError: start() missing 1 required positional argument: 'logdir'")
    rule(
        "tensorboard-profiler-logdir-missing",
        E,
        "The profiler was started without the log dir it writes to" + NOT_ENV,
        r"start\(\) missing 1 required positional argument: 'logdir'",
        "missing 1 required positional argument: 'logdir'",
        "tf.profiler.experimental.start needs the folder TensorBoard reads: "
        "tf.profiler.experimental.start('logs/profile'), then tf.profiler.experimental.stop() "
        "and `tensorboard --logdir logs` (with the tensorboard-plugin-profile package for the "
        "Profile tab)",
    ),
)
