"""Log rules for limits a job meets outside TensorFlow: open files (EMFILE), a read-only file
system (EROFS), and TensorFlow's tracked containers under a wrapt they were not written for. A
full disk or a quota is inputs.py's disk-full. Python's words are its OSError's ("[Errno 24]
Too many open files", "[Errno 30] Read-only file system"); TensorFlow's are TSL's errors.cc,
which gives EMFILE the code RESOURCE_EXHAUSTED and appends strerror. Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
#: the OS's limits
OS_LIMIT_RULES = (
    # (zaccharieramzi/fastmri-reproducible-benchmark#40, round 150: a keras Sequence's workers
    # piling up, "OSError: [Errno 24] Too many open files"; tensorflow/io#1682: tf.data's
    # interleave over many parquet files, "...snappy.parquet; Too many open files"; the
    # gatherer's name, adopted)
    rule(
        "too-many-open-files",
        E,
        "The process reached its limit of open files",
        r"\[Errno 24\] Too many open files|; Too many open files\b|\bEMFILE\b",
        ("too many open files", "emfile"),
        "Each open file (and socket, and worker pipe) counts against the limit: raise it "
        "(`ulimit -n 65535` in the shell that starts the job; a container's --ulimit nofile=...; "
        "Python: resource.setrlimit(resource.RLIMIT_NOFILE, ...)), and open fewer at once: "
        "fewer workers for a keras Sequence (or tf.data instead), a bounded cycle_length/"
        "num_parallel_calls in interleave, files closed after reading",
    ),
    # (keras-team/keras#19921, round 150: Keras 3.4.0's load_model extracting model.weights.h5
    # beside the .keras file on an Azure ML read-only mount, "OSError: [Errno 30] Read-only file
    # system: '/mnt/azureml/...'"; keras-team/keras#19924 wrote it to a temporary folder
    # instead; the gatherer's name, adopted)
    rule(
        "read-only-filesystem",
        E,
        "A file was written to a read-only file system",
        r"\[Errno 30\] Read-only file system(?:: '(?P<path>[^']+)')?|\bEROFS\b",
        ("read-only file system", "erofs"),
        lambda v, _c: (
            f"{v.get('path') or 'That path'} is on a read-only mount (a dataset or model input "
            "of a cluster job, a container's image layer, a site-packages owned by root): write "
            "to a writable folder (the job's outputs, /tmp or TMPDIR). A library writing beside "
            "a file it only reads has been a bug: Keras 3.4.0's load_model extracting the "
            "weights next to a .keras file (keras-team/keras#19921), fixed by #19924; upgrade it"
        ),
    ),
)


# TensorFlow's trackable containers (_DictWrapper, _ListWrapper, _TupleWrapper: wrapt
# ObjectProxy subclasses) under a wrapt or typing_extensions they were not written for
# (tensorflow/tensorflow#59869: wrapt 1.15.0, "TypeError: this __dict__ descriptor does not
# support '_DictWrapper' objects"; #60687: typing_extensions 4.6; secondmind-labs/trieste#889,
# round 152: Python 3.12, "ValueError: Error processing property 'data' of _TupleWrapper((...",
# worked around with WRAPT_DISABLE_EXTENSIONS=true). The wheels' own pins (pip's resolver,
# fast-deps, 2026-11-29): tensorflow 2.12.0 and 2.14.0 "wrapt (<1.15,>=1.11.0)", 2.13.0
# "typing-extensions (<4.6.0,>=3.6.6)", 2.16.1 neither
WRAPPER_RULES = (
    rule(
        "wrapt-extension-tf-wrapper-incompatible",
        E,
        "TensorFlow's tracked containers break under this wrapt / typing_extensions",
        r"this __dict__ descriptor does not support '_(?:Dict|List|Tuple)Wrapper' objects|"
        r"Error processing property '\w+' of _(?:Tuple|Dict|List)Wrapper\(",
        ("__dict__ descriptor does not support", "error processing property"),
        "A dict/list/tuple held by a tf.Module or Keras layer is wrapped with wrapt, and this "
        "wrapt (or typing_extensions) changed what the wrapper sees: export "
        "WRAPT_DISABLE_EXTENSIONS=true before Python starts (wrapt's pure-Python wrappers), or "
        'install what this TensorFlow pins (TF 2.12/2.14: pip install "wrapt<1.15"; TF 2.13: '
        '"typing_extensions<4.6"; pip check shows a pin broken by a later install)',
    ),
)
