"""The distributions that install TensorFlow's ``tensorflow`` package: one list for the
probes (probes/tensorflow.py) and for explain's reading of a pasted package listing
(explain/context.py), in a module that imports nothing (explain's start-up stays cheap)."""

from __future__ import annotations

#: Distributions that install the ``tensorflow`` Python package. Several of these at
#: once overwrite each other's files (TF's install guide: uninstall the others first).
TF_DISTS = (
    "tensorflow",
    "tensorflow-cpu",
    "tensorflow-gpu",
    "tf-nightly",
    "tf-nightly-cpu",
    "tf-nightly-gpu",
    "tensorflow-intel",
    "tensorflow-macos",
    "tensorflow-aarch64",
    "tensorflow-cpu-aws",
    "tensorflow-rocm",
    "intel-tensorflow",
    "tensorflow-directml",
)
#: Backend wheels that the `tensorflow` meta-package itself depends on, with the same
#: version, on some platforms (Windows: tensorflow-intel for 2.11-2.18, 2.16-2.18 read 2026-11-28; Linux aarch64:
#: tensorflow-cpu-aws; macOS arm64: tensorflow-macos for 2.13-2.15). Read from each
#: release's wheel METADATA Requires-Dist with platform markers.
BACKEND_DISTS = ("tensorflow-intel", "tensorflow-cpu-aws", "tensorflow-macos")
