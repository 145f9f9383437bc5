"""Log rules for TensorFlow's cloud file systems (gs://) and datasets' downloads: the GCS
client finding no Google credentials (it then reads public buckets anonymously), a storage
request that hangs on a machine without a route to Google, a download that is not the file. Verbatim real samples with sources:
tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO


def _download_remedy(v: dict) -> str:
    where = v.get("host") or v.get("url") or "the download host"
    reason = " ".join(str(v.get(k) or "") for k in ("reason", "reason2", "reason3"))
    if "certificate has expired" in reason:
        # the server's certificate is out of date, or this machine's clock is wrong (sdrangan/
        # introml's MNIST notebook, the re-read: "[SSL: CERTIFICATE_VERIFY_FAILED] certificate
        # verify failed: certificate has expired"): no CA bundle on this side mends that
        return (
            f"{where} answered with a certificate Python calls expired: check this machine's date "
            "and time first (`date`); if it is right, the server's certificate has lapsed: "
            "download the file from another mirror (the package's newer release may point to "
            "one), or later, and put it where the code looks"
        )
    if "CERTIFICATE_VERIFY_FAILED" in reason or "SSL" in reason:
        return (
            f"{where} was reached, but Python could not check its TLS certificate (no CA "
            "certificates for this Python, or a proxy's own root certificate): on macOS run "
            "/Applications/Python 3.X/Install Certificates.command; elsewhere `pip install -U "
            "certifi` and point SSL_CERT_FILE (and REQUESTS_CA_BUNDLE) at its cacert.pem, or add "
            "the proxy's root CA. Where the server's own chain is incomplete (certifi did not "
            "help: tensorflow/datasets#3128), TFDS downloads from a host you trust with "
            "download_config=tfds.download.DownloadConfig(verify_ssl=False)"
        )
    return (
        f"This machine could not reach {where} (no network, DNS, a proxy or a firewall; an "
        "offline cluster node): check the connection or set HTTPS_PROXY, or fetch the file "
        "where there is network and put it where the code looks (Keras: ~/.keras/models or "
        "~/.keras/datasets; the package's own weights folder, e.g. ~/.deepface/weights), or "
        "pass a local path"
    )

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
        r"SavedModel file does not exist at: (?P<path>\S*tfhub_modules[\\/]\w+)|"
        # TF Hub's loader's own words (tensorflow/hub#896, round 121: "'.../tfhub_modules/9616fd...'
        # contains neither 'saved_model.pb' nor 'saved_model.pbtxt'")
        r"'(?P<path2>[^']*tfhub_modules[\\/]\w+)' contains neither 'saved_model\.pb'",
        "tfhub_modules",
        lambda v, _c: (
            f"Delete {v.get('path') or v.get('path2')} (TF Hub then downloads the model again), or set "
            "TFHUB_CACHE_DIR to a folder of your own; a temporary folder the system cleans "
            "(/tmp, macOS's /var/folders) loses cached files between runs"
        ),
    ),
    # GCS refusing the identity TensorFlow's client uses (fenwickslab/fenwicks#4, round 120:
    # "myemail@gmail.com does not have storage.objects.get access to gs_colab/..."; on a Colab
    # TPU the worker writes as the Cloud TPU service account: googlecolab/colabtools#1177)
    rule(
        "gcs-permission-denied",
        E,
        "Cloud Storage refused the account TensorFlow uses for gs://",
        r"(?P<who>[\w.@-]+) does not have (?P<perm>storage\.(?:objects|buckets)\.\w+) access to "
        r"(?P<what>[^\s.\\\"]+)",
        "does not have storage.",
        lambda v, _c: (
            f"{v.get('who')} lacks {v.get('perm')} on {v.get('what')}: grant it that right on the "
            "bucket (a Storage Object Viewer/Creator role in Cloud IAM), or use a bucket it owns. "
            "On a TPU the workers read and write as the Cloud TPU service account "
            "(service-<project number>@cloud-tpu.iam.gserviceaccount.com), not as you"
        ),
    ),
    # a Colab TPU refusing the user's credentials pushed to its worker (google-research/bert#881,
    # round 120: "The filesystem registered under the 'gs://' scheme was not a
    # tensorflow::RetryingGcsFileSystem*" at node GcsConfigureCredentials)
    rule(
        "tpu-gcs-credentials-config-failed",
        E,
        "The TPU worker did not take your Cloud Storage credentials",
        r"filesystem registered under the 'gs://' scheme was not a tensorflow::RetryingGcsFileSystem",
        "was not a tensorflow::retryinggcsfilesystem",
        "Pushing user credentials to the TPU (configure_gcs, GcsConfigureCredentials) no longer "
        "works there: give the Cloud TPU service account "
        "(service-<project number>@cloud-tpu.iam.gserviceaccount.com) read/write rights on the "
        "bucket instead, and drop the credentials call",
    ),
    # TensorFlow's S3 client (tensorflow-io's since TF 2.6) reaching no S3 location: its message
    # names credentials, but a bare S3_ENDPOINT host gives it too (tensorflow/io#1549, round 120:
    # S3_ENDPOINT=minio.domain.com; https://minio.domain.com/ fixed it)
    rule(
        "s3-endpoint-misconfigured",
        E,
        "TensorFlow's S3 client could not reach the S3 location (credentials or endpoint)",
        r"AWS Credentials have not been set properly\. Unable to access the specified S3 location",
        "aws credentials have not been set properly",
        "Check all of: AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY (or a profile) in the process's "
        "environment; S3_ENDPOINT as a full URL for MinIO or other S3 servers "
        "(https://host:port/, not a bare host); AWS_REGION; S3_USE_HTTPS=0 and S3_VERIFY_SSL=0 "
        "for a plain-HTTP server; and `import tensorflow_io` before s3:// paths on TF 2.6+",
    ),
    # a download Keras or a script asks for, refused by the server (isarandi/metrabs#57, round
    # 120: keras-applications' old bucket, "URL fetch failure on https://...: 403 -- Forbidden")
    rule(
        "download-url-forbidden",
        E,
        "A file to download is no longer served at its address (HTTP 403/404)",
        r"URL fetch failure on (?P<url>\S+?):? (?P<code>403|404|410) -- ",
        "url fetch failure on",
        lambda v, _c: (
            f"{v.get('url')} answered {v.get('code')}: the file moved or is gone (Keras's "
            "application weights moved to storage.googleapis.com/tensorflow/keras-applications/). "
            "Upgrade the package that holds the URL, or download the file from its new address "
            "into ~/.keras/models (or pass weights=path)"
        ),
    ),
    # a download (a dataset, pretrained weights) that never reached its host: no network, DNS,
    # a proxy. Keras's get_file with no HTTP code ("URL fetch failure on https://s3.amazonaws.com/
    # text-datasets/reuters_word_index.json: None -- [Errno 8] nodename nor servname provided",
    # r104-0-002; r105-0-004), requests' "Max retries exceeded ... Network is unreachable"
    # (serengil/retinaface#7, round 134: retinaface.h5 from drive.google.com; the maintainer:
    # the proxy, or place the file in ~/.deepface/weights by hand), urllib's "<urlopen error".
    # A TLS check that failed is not a host out of reach (keras-team/keras#14089: "None --
    # [SSL: CERTIFICATE_VERIFY_FAILED]", python.org's macOS Python without CA certificates):
    # its own remedy. requests' line only for a file-like URL or a download host, not a
    # service's endpoint (TF Serving's /v1/models/...:predict, W&B's /graphql: the review of the
    # sixteenth session); urllib's not for "Connection refused" (a local server not running)
    rule(
        "dataset-download-failed",
        E,
        "A download (a dataset, pretrained weights) did not get through",
        r"URL fetch failure on (?P<url>\S+?):? None -- (?P<reason>.*)|"
        # (a download host by name, any URL: its own group, tested first; the review of the
        # seventeenth session found the earlier lookbehind could never match, r142-2-004's
        # "host='storage.googleapis.com', port=80): ... url: /tfds-data/")
        r"HTTPS?ConnectionPool\(host='(?:(?P<host2>drive\.google\.com|github\.com|\w+\."
        r"githubusercontent\.com|storage\.googleapis\.com|s3\.amazonaws\.com|huggingface\.co|"
        r"tfhub\.dev|(?:www\.|api\.)?kaggle\.com)|(?!localhost|127\.|0\.0\.0\.0)(?P<host>[^']+))', port=\d+\): "
        r"Max retries exceeded with url: (?(host2)|(?=\S*(?:\.(?:h5|hdf5|npz|npy|zip|tar|gz|tgz|bz2|"
        r"xz|pb|pt|pth|onnx|tflite|keras|json|txt|csv|tsv|bin|ckpt|pkl|weights)\b|[?&]id=|"
        r"/download\b)))"
        r".*(?P<reason2>NameResolutionError|ConnectTimeoutError|Network is unreachable|Name or "
        r"service not known|Temporary failure in name resolution|getaddrinfo failed|nodename nor "
        r"servname provided|CERTIFICATE_VERIFY_FAILED[^'\")]*|\[WinError 10060\] A connection attempt "
        r"failed)|"
        r"<urlopen error (?P<reason3>\[Errno -?\d+\] (?:Name or service not known|Temporary failure "
        r"in name resolution|nodename nor servname provided|Network is unreachable|Connection "
        r"timed out|getaddrinfo failed)|\[SSL: CERTIFICATE_VERIFY_FAILED\][^>]*)",
        ("url fetch failure on", "max retries exceeded with url", "<urlopen error ["),
        lambda v, _c: _download_remedy(v),
    ),
    # Windows' socket timeout, the host never answered (Dharun/Tensorflow-License-Plate-
    # Detection's object_detection_tutorial notebook, round 141: urllib's URLopener.retrieve of
    # a detection model from download.tensorflow.org, "TimeoutError: [WinError 10060] A
    # connection attempt failed because the connected party did not properly respond")
    rule(
        "dataset-download-failed",
        E,
        "A connection timed out: the host never answered (a download, most often)",
        r"(?:TimeoutError|URLError|OSError|socket\.timeout|ConnectTimeout\w*)\W.*?"
        r"\[WinError 10060\] (?P<reason>A connection attempt failed)|"
        r"<urlopen error \[WinError 10060\] (?P<reason2>A connection attempt failed)",
        "winerror 10060",
        lambda v, _c: _download_remedy(v),
    ),
    # Python's TLS check failing, alone on its line (tsterbak/pydataberlin-2019#4, round 142:
    # "ssl.SSLCertVerificationError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed:
    # self signed certificate in certificate chain", a network's intercepting proxy;
    # tensorflow/datasets#11127: urllib3's retry warning with "certificate has expired", the
    # dataset host's own certificate lapsed)
    rule(
        "dataset-download-failed",
        E,
        "A download was refused by Python's TLS certificate check",
        # (the reason keeps its "[SSL: CERTIFICATE_VERIFY_FAILED]" so the remedy is TLS's, not
        # "no network"; not pip's own index lines, "Could not fetch URL https://pypi.org/simple/
        # ...": a TLS failure of pip is not a dataset's, the re-read found them read so)
        r"^(?!.*(?:/simple/|pypi\.org|pythonhosted\.org|Could not fetch URL)).*?"
        r"(?P<reason>\[SSL: CERTIFICATE_VERIFY_FAILED\] certificate verify failed: [\w ]+)",
        "certificate_verify_failed",
        lambda v, _c: _download_remedy(v),
    ),
    # TensorFlow's own libcurl (gs:// file systems, GCS auth) finding no CA bundle where it
    # looks: TF 2.21's libtensorflow_framework.so.2 holds "CURL_CA_BUNDLE" and the default
    # "/etc/ssl/certs/ca-certificates.crt" (Debian's path); curl's code 77 is
    # CURLE_SSL_CACERT_BADFILE (tensorflow/tensorflow#40065, round 142: openSUSE)
    rule(
        "ca-bundle-path-missing",
        E,
        "TensorFlow's HTTP client (gs://, GCS auth) cannot read its CA certificate bundle",
        r"libcurl code 77 meaning 'Problem with the SSL CA cert",
        "libcurl code 77",
        "TensorFlow's libcurl reads its CA bundle from CURL_CA_BUNDLE, else /etc/ssl/certs/"
        "ca-certificates.crt (Debian/Ubuntu's path), which this system has not got: export "
        "CURL_CA_BUNDLE=<your system's bundle> (RHEL/Fedora /etc/pki/tls/certs/ca-bundle.crt, "
        "openSUSE /etc/ssl/ca-bundle.pem, or certifi's: python -m certifi) before the program",
    ),
    # Kaggle Models refusing a gated model's files to an account that has not accepted its
    # license (keras-team/keras-hub#2160, round 121: "The server reported the following issues:
    # User has not consented to terms of use.", Gemma through keras_hub's from_preset)
    rule(
        "kaggle-model-license-not-accepted",
        E,
        "Kaggle refuses the model: this account has not accepted its license",
        r"User has not consented to terms of use",
        "has not consented to terms of use",
        "Open the model's page on kaggle.com with the account your credentials belong to and "
        "accept its license (Gemma, Llama...), then load the preset again; kagglehub.whoami() "
        "shows which account is in use",
    ),
    # kagglehub with no credentials it can read (Kaggle/kagglehub#146, round 121: 403 and
    # "Please make sure you are authenticated if you are trying to access a private resource or a
    # resource requiring consent."; the maintainer: KAGGLE_USERNAME/KAGGLE_KEY were misnamed)
    rule(
        "kaggle-credentials-missing",
        E,
        "Kaggle refused the download: no credentials reached it (or no consent)",
        r"Please make sure you are authenticated if you are trying to access a private resource",
        "please make sure you are authenticated if you are trying to access a private resource",
        "Give kagglehub your Kaggle API token: kagglehub.login(), or KAGGLE_USERNAME and "
        "KAGGLE_KEY exactly so named in the process's environment, or ~/.kaggle/kaggle.json "
        "(in Colab: the secrets panel); for a gated model also accept its license on its page",
    ),
    # transformers looking for TensorFlow weights first, then converting the PyTorch ones
    # (amaiya/ktrain#367, round 121: "404 Client Error: Not Found for url:
    # https://huggingface.co/.../resolve/main/tf_model.h5"; the maintainer: safely ignorable)
    rule(
        "benign-hf-tf-weights-fallback",
        INFO,
        "The Hub repository has no TensorFlow weights; PyTorch's are converted (harmless)",
        r"404 Client Error: Not Found for url: https://huggingface\.co/\S+/tf_model\.h5",
        "tf_model.h5",
        "Harmless when the model then loads: transformers falls back to the PyTorch checkpoint "
        "and converts it (from_pt=True does so without the 404); an error after it is the cause",
    ),
)
