"""A log that stops before its end: pip still at work, or TensorFlow's ./configure waiting for
an answer. Read only when nothing else in the log names a problem (explain/engine.py)."""

from __future__ import annotations

import re

from tfdoctor.model import Finding, Severity

# pip's lines while it is still working: a pip log that ends on one of them was cut before
# pip said how it ended ("Successfully installed ..." or an ERROR), often just before a source
# build failed (r12-1-023, tensorflow_federated 0.7.0 on Python 3.7: the log ends on "Using
# cached .../grpcio-1.8.6.tar.gz", a source tarball pip then failed to build). Nothing in it is
# a cause, and it is not healthy either: the part that says what happened is missing.
_PIP_UNDERWAY = re.compile(
    # (pip's "Downloading <url or file>", not Keras's "Downloading data from ..." nor
    # TensorFlow Datasets' "Downloading and preparing dataset ...")
    r"\s*(?:Collecting \S|Downloading (?:https?://|[\w.-]+-\d[\w.+-]*\.(?:whl|tar\.gz|zip)\b)|"
    r"Using cached \S|Building wheels? for \S|"
    r"Running setup\.py (?:install|bdist_wheel) for|Installing collected packages:|"
    r"Installing build dependencies|Getting requirements to build|Preparing (?:wheel )?metadata|"
    r"Obtaining \S)"
)


# TensorFlow's ./configure asking a question, the last line of the log: the build waits for an
# answer (spack/spack#49743, round 149: TF 2.18's "Please specify the hermetic CUDA version you
# want to use or leave empty to use the default version." under Spack, which hung; configure.py
# reads each answer from its environment variable first, get_from_env_or_user_or_default)
_CONFIGURE_ASKS = re.compile(
    r"\s*(?:Please (?:specify|input) .*(?:version|path|capabilities|flags)\b.*[.:\]]|"
    r"Do you (?:wish|want) to build TensorFlow with [\w -]+ support\? \[[yYnN]/[yYnN]\]:?)\s*$"
)


def cut_short(tail: str) -> Finding | None:
    """``log-incomplete`` (a warning) when the log's last line is pip still at work, and
    ``tf-configure-waiting-for-input`` when it is a question of TensorFlow's ./configure."""
    if _CONFIGURE_ASKS.match(tail):
        return Finding(
            "tf-configure-waiting-for-input",
            Severity.WARNING,
            "The log ends at a question of TensorFlow's ./configure: the build waits for an answer",
            "A build run by a tool (Spack, CI, a script) has nobody to answer: set each answer in "
            "the environment before ./configure (TF_NEED_CUDA=1, HERMETIC_CUDA_VERSION=12.5.1, "
            "HERMETIC_CUDNN_VERSION=9.3.0, HERMETIC_CUDA_COMPUTE_CAPABILITIES=8.6, "
            "PYTHON_BIN_PATH=...; configure.py reads them first), or feed it empty answers "
            "(./configure </dev/null takes the defaults)",
            (tail.strip()[:300],),
            None,
            {"last_line": tail.strip()[:300]},
            1,
        )
    if not _PIP_UNDERWAY.match(tail):
        return None
    return Finding(
        "log-incomplete",
        Severity.WARNING,
        "The log stops while pip is still installing: how it ended is not in it",
        "Paste the whole output, down to pip's last line ('Successfully installed ...' or its "
        "ERROR); or run `tfdoctor explain -- pip install ...` so tfdoctor reads all of it. A "
        "source archive (.tar.gz) pip fetched for a compiled package usually means no wheel "
        "exists for this Python: pin the package to a release with a wheel for it",
        (tail.strip()[:300],),
        None,
        {"last_line": tail.strip()[:300]},
        1,
    )
