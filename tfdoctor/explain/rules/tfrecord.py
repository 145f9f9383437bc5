"""Log rules for tf.Example parsing: records that are no tf.Example, and dense features whose
stored values do not fit the parse spec's shape. The words are TensorFlow's own
(example_parsing_ops.cc and example_proto_fast_parsing.cc, read as strings in TF 2.21's
libtensorflow_framework.so.2 and _pywrap_tensorflow_internal.so). Samples in
tests/explain/test_rules.py; damaged files, missing features and another dtype are in
rules/inputs.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

TFRECORD_RULES = (
    # TF Serving's warmup file (assets.extra/tf_serving_warmup_requests) that is no TFRecord of
    # PredictionLog messages: the servable does not load (r114-1-010: "Loading servable: ...
    # failed: Data loss: corrupted record at 0. Please verify your warmup data is in TFRecord
    # format.", saved_model_warmup.cc)
    rule(
        "serving-warmup-data-invalid",
        E,
        "TF Serving's warmup file is not TFRecord data, so the model does not load",
        r"Please verify your warmup data is in TFRecord format|"
        # the same cut before its last sentence: a record error while a servable loads, which
        # reads no TFRecord but the warmup file (tensorflow/serving#1602, round 173: "Loading
        # servable: {name: ping_model version: 1} failed: Data loss: corrupted record at 0")
        r"Loading servable: .*? failed: Data loss: (?:corrupted|truncated) record at \d+",
        ("please verify your warmup data", "data loss: corrupted record", "data loss: truncated record"),
        "The file assets.extra/tf_serving_warmup_requests in the model's version folder must be "
        "a TFRecord of serialized PredictionLog messages (write it with tf.io.TFRecordWriter as "
        "the SavedModel warmup guide shows, uncompressed); regenerate it, or remove it to load "
        "the model without warmup",
    ),
    # the bytes of a record are no serialized tf.train.Example: another proto, a
    # SequenceExample, raw image or text bytes (google-research/causal-agents#2, round 142:
    # "Could not parse example input, value: '" from ParseExampleV2, the dataset's records
    # are its own CausalLabels proto)
    rule(
        "tfrecord-not-example-proto",
        E,
        "The records are not tf.train.Example messages, so tf.io.parse_example cannot read them",
        r"Could not parse example input, value:",
        "could not parse example input",
        "The bytes of each record are something else than a tf.train.Example: a "
        "tf.train.SequenceExample (parse it with tf.io.parse_single_sequence_example), another "
        "protocol buffer (decode it with that message's FromString / ParseFromString), or raw "
        "bytes (an encoded image, text: skip parse_example). Look at one record: "
        "next(iter(tf.data.TFRecordDataset(path))).numpy()[:80]",
    ),
    # a FixedLenFeature whose shape is not the number of values stored (filippogiruzzi/
    # voice_activity_detection#17, round 142: "Key: subsegment/features.  Can't parse serialized
    # Example." from the fast parser, which parses a fixed-length list straight into a buffer of
    # the spec's size; the general parser's "Number of float values != expected.  values size:
    # 5 but output shape: [3]")
    rule(
        "tfrecord-feature-shape-mismatch",
        E,
        "A tf.Example feature holds another number of values than the parse spec's shape",
        r"Key: (?P<feature>[^\s,]+?)\.\s+Can't parse serialized Example|"
        r"(?:Key|Feature): (?P<feature2>[^\s,]+?)(?:, Index: \d+)?\.\s+Number of (?:\w+ )?values "
        r"!= expected(?:\.\s+[Vv]alues size: (?P<got>\d+) but output shape: (?P<want>\[[^\]]*\]))?",
        ("can't parse serialized example", "values != expected"),
        lambda v, _c: (
            f"The records store {v.get('feature')} with "
            + (f"{v.get('got')} values where the spec's shape is {v.get('want')}" if v.get("got")
               else "a number of values (or a type) the FixedLenFeature does not expect")
            + ": give the FixedLenFeature the shape the writer used (read one record with "
            "tf.train.Example.FromString and count the values), use tf.io.VarLenFeature (or "
            "RaggedFeature) when the count varies per record, and match its dtype too"
        ),
    ),
)
