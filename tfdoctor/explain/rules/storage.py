"""Log rules for TensorFlow's cloud file systems (gs://): the GCS client finding no Google
credentials (it then reads public buckets anonymously) and a storage request that hangs on a
machine without a route to Google. Verbatim real samples with sources:
tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

W, INFO = Severity.WARNING, Severity.INFO

STORAGE_RULES = (
    # TFDS pre-caching metadata from the public gs://tfds-data bucket off Google Cloud
    # (tensorflow/datasets#2839: "All attempts to get a Google authentication bearer token
    # failed, returning an empty token."; the maintainer: a warning only, the dataset works)
    rule(
        "benign-gcs-auth-empty-token",
        INFO,
        "TensorFlow's GCS client found no Google credentials and reads anonymously",
        r"All attempts to get a Google authentication bearer token failed, returning an empty token",
        "returning an empty token",
        "Nothing to fix for public buckets (TFDS's gs://tfds-data reads anonymously). For a "
        "private bucket, give credentials: GOOGLE_APPLICATION_CREDENTIALS=/path/key.json, or "
        "`gcloud auth application-default login`",
    ),
    # a storage request that never gets a byte (hyy02/RT-1#6: TFDS's dataset_info lookup on
    # storage.googleapis.com "has been stuck at 0 of 0 bytes for 61 seconds and will be
    # aborted" on a machine without external network; it builds locally after the retries)
    rule(
        "tfds-gcs-unreachable",
        W,
        "A request to Google Cloud Storage hangs: this machine cannot reach it",
        r"The transmission\s+of request \S+ \(URI: (?P<uri>https://(?:www|storage)\.googleapis\.com/"
        r"storage/\S+)\) has been stuck at 0 of 0 bytes",
        "has been stuck at 0 of 0 bytes",
        "No byte came back from Google's storage API: this machine has no route to it (no "
        "external network, a proxy or firewall). TensorFlow Datasets goes on after its retries "
        "(minutes) with what it has locally; give the machine access (or an HTTPS proxy in "
        "https_proxy), or copy the dataset into TFDS's data_dir beforehand",
    ),
)
