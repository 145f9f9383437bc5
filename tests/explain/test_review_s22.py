"""The review of the twenty-second session's rules (2f8109a..faa06e7): each item mended, held
here. Inputs are the reviewer's, in the words the packages print (read in their wheels or npm
tarballs: pipenv 2023.8.28, @tensorflow/tfjs-core 4.22.0, @tensorflow/tfjs-node 4.22.0)."""

from __future__ import annotations

from tfdoctor.explain.engine import explain_text


def first(log: str):
    found = explain_text(log)
    assert found, log
    return found[0]


def test_a_numpy_shapes_tuple_under_an_old_tensorflow_is_not_keras3() -> None:
    log = (">>> import tensorflow as tf; print(tf.__version__)\n2.9.2\n>>> h, w = img.shape.as_list()[:2]\n"
           "Traceback (most recent call last):\n  File \"<stdin>\", line 1, in <module>\n"
           "AttributeError: 'tuple' object has no attribute 'as_list'\n")  # fmt: skip
    f = first(log)
    assert f.id != "keras-version-mismatch" and f.severity.value == "error"
    k3 = first("AttributeError: 'tuple' object has no attribute 'as_list'\n")
    assert k3.id == "keras-version-mismatch" and "<TF minor>" not in k3.remedy


def test_conda_virtual_packages_get_their_own_remedy_and_version() -> None:
    glibc = first("   └─ __glibc >=2.28, which is missing on the system.\n")
    assert "2.28" in glibc.remedy and "older build" in glibc.remedy
    osx = first("   └─ __osx >=12, which is missing on the system.\n")
    assert "macOS" in osx.remedy and "linux-64" not in osx.remedy
    unix = first("  - nothing provides __unix needed by tensorflow-gpu-2.11.0-cuda112py310he87a039_0\n")
    assert "WSL2" in unix.remedy


def test_tfjs_remedies_name_packages_that_exist() -> None:
    node = first("Error: Backend name 'tensorflow' not found in registry\n")
    assert "@tensorflow/tfjs-node" in node.remedy and "tfjs-backend-tensorflow" not in node.remedy
    pb = first("Error: Failed to parse model JSON of response from http://localhost:8080/m/frozen_model.pb. "
               "Your path contains a .pb file extension. Support for .pb models have been removed\n")  # fmt: skip
    assert pb.id == "tfjs-model-url-wrong" and "tensorflowjs_converter" in pb.remedy


def test_a_dataframe_where_a_series_was_meant_names_duplicate_columns() -> None:
    f = first("AttributeError: 'DataFrame' object has no attribute 'dtype'. Did you mean: 'dtypes'?\n")
    assert f.id == "non-numeric-input-data" and "duplicated" in f.remedy


def test_nltk_bleu_says_short_sentences_score_zero() -> None:
    f = first("The hypothesis contains 0 counts of 3-gram overlaps.\n")
    assert f.id == "nltk-bleu-no-ngram-overlap" and "shorter than n tokens" in f.remedy


def test_a_root_error_jit_failure_does_not_claim_ptxas_is_missing() -> None:
    f = first("2 root error(s) found.\n  (0) UNKNOWN:  JIT compilation failed.\n")
    assert f.id == "ptxas-missing" and "cannot find" not in f.title.lower()


def test_outside_check_m_remedies_say_what_is_true() -> None:
    """Outside check m (real TF 2.21 / Keras 3.15 runs): the three remedies that stated
    something false for the run now say what is true of it."""
    from pathlib import Path

    runs = Path(__file__).resolve().parents[1] / "data" / "tracebacks" / "tf-2.21-runs"

    def own(name: str, fid: str):
        found = [f for f in explain_text((runs / name).read_text(encoding="utf-8")) if f.id == fid]
        assert found, name
        return found[0]

    ragged = own("s22m-ragged-map.txt", "non-numeric-input-data")
    assert "dtype object" not in ragged.title and "tf.ragged.constant" in ragged.remedy
    text = own("s22m-loadimg-text-k3.txt", "dataset-corrupt-image")
    assert "BytesIO" not in text.remedy
    gen = own("s22m-gen-raise-k3.txt", "keras-data-generator-failed")
    assert "must loop forever" not in gen.remedy and "from_generator" in gen.remedy
