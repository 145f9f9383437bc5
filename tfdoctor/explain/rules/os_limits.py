"""Log rules for the operating system's limits a job meets: open files (EMFILE) and a read-only
file system (EROFS). A full disk or a quota is inputs.py's disk-full. Python's words are its
OSError's ("[Errno 24] Too many open files", "[Errno 30] Read-only file system"); TensorFlow's are
TSL's errors.cc, which gives EMFILE the code RESOURCE_EXHAUSTED and appends strerror. Samples in
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
