"""Log rules for TensorFlow's cloud file systems (gs://) and datasets' downloads: the GCS
client finding no Google credentials (it then reads public buckets anonymously), a storage
request that hangs on a machine without a route to Google, a download that is not the file. Verbatim real samples with sources:
tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

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
    # TFDS's download that came back as something else (tensorflow/datasets#5342: celeb_a's
    # Google Drive URL gave "size=2.37 KiB ... filename='download'" for a 1.34 GiB zip: Drive's
    # page for a much-downloaded file; the maintainers in tensorflow/datasets#1482: retry
    # later, or download manually into the manual_dir)
    rule(
        "tfds-download-checksum-mismatch",
        E,
        "A dataset download is not the file TensorFlow Datasets expects (wrong checksum)",
        r"NonMatchingChecksumError: Artifact (?P<url>\S+), downloaded to \S+, has wrong checksum",
        "nonmatchingchecksumerror",
        lambda v, _c: (
            f"{v.get('url')} did not give the file TFDS registered. Compare the Got and Expected "
            "sizes below this line: a few KiB means the server sent a page (a quota, consent or "
            "moved-file page, as Google Drive serves for much-downloaded files): try again later, "
            "or download the files yourself into TFDS's manual_dir (tfds.download.DownloadConfig("
            "manual_dir=...)); about the same size means the dataset changed upstream: upgrade "
            "tensorflow-datasets (or pip install tfds-nightly), whose checksums are newer; see "
            "https://www.tensorflow.org/datasets/overview#fixing_nonmatchingchecksumerror"
        ),
    ),
    # gRPC asking the GCE metadata server for default credentials off GCE (innat/VideoMAE's
    # retraining notebook on a TPU VM: "oauth_fetch: UNKNOWN:C-ares status is not ARES_SUCCESS
    # qtype=A name=metadata.google.internal. ... Domain name not found"; the TPU ran)
    rule(
        "benign-gcs-auth-empty-token",
        INFO,
        "gRPC found no Google metadata server for credentials (harmless off Google Cloud)",
        r"oauth_fetch: \S*C-ares status is not ARES_SUCCESS qtype=\w+ name=metadata\.google\.internal",
        "name=metadata.google.internal",
        "Nothing to fix unless the program needs Google credentials: then set "
        "GOOGLE_APPLICATION_CREDENTIALS or run `gcloud auth application-default login`",
    ),
    # TF Hub's cache folder for a module without its SavedModel (an interrupted or cleaned-up
    # download; PacktPublishing/Learn-TensorFlow-Enterprise chapter 8: "SavedModel file does not
    # exist at: /var/folders/.../T/tfhub_modules/bac7ac31.../{saved_model.pbtxt|saved_model.pb}")
    rule(
        "tfhub-cache-incomplete",
        E,
        "TF Hub's cached copy of the model is incomplete: the folder has no SavedModel",
        r"SavedModel file does not exist at: (?P<path>\S*tfhub_modules[\\/]\w+)",
        "tfhub_modules",
        lambda v, _c: (
            f"Delete {v.get('path')} (TF Hub then downloads the model again), or set "
            "TFHUB_CACHE_DIR to a folder of your own; a temporary folder the system cleans "
            "(/tmp, macOS's /var/folders) loses cached files between runs"
        ),
    ),
)
