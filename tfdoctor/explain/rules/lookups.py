"""Log rules for lookup tables, Keras's lookup layers, string tensors and ragged shapes: a
table used before its initializer ran, strings sent to a GPU, IntegerLookup/StringLookup
refusing values or dtypes, ragged operands whose rows differ. The words are TensorFlow 2.21's
(lookup_table_op.cc and the copy code, read as strings in its libraries; ragged_tensor_shape.py)
and Keras 3.15's (layers/preprocessing/index_lookup.py, integer_lookup.py). Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.user_code import NOT_ENV
from tfdoctor.model import Severity

E = Severity.ERROR

LOOKUP_RULES = (
    # a hash table looked up before its initializer ran (tensorflow/serving#1731, round 143:
    # "Failed precondition: Table not initialized." in a served TF 1 SavedModel exported
    # without the tables' initializer)
    rule(
        "lookup-table-not-initialized",
        E,
        "A lookup table was used before its initializer ran" + NOT_ENV,
        r"Table not initialized\.",
        "table not initialized",
        # (Keras's lookup layers first: the outside check c's real runs, a TextVectorization
        # never adapted and one whose .h5 file dropped its vocabulary, both "Table not initialized")
        "A Keras TextVectorization/StringLookup/IntegerLookup layer without a vocabulary: "
        "adapt() it or pass vocabulary= before fit/predict; a model loaded from .h5 lost it (HDF5 "
        "keeps no lookup vocabulary: save as .keras). Otherwise the table's initializer never "
        "ran in this graph: in TF 1 code run "
        "sess.run(tf.compat.v1.tables_initializer()) before lookups, and export a SavedModel "
        "with main_op=tf.compat.v1.tables_initializer() (legacy_init_op in older "
        "SavedModelBuilder); in TF 2 create the table once outside the tf.function and keep it "
        "as an attribute of the saved module or model so its initializer is saved with it "
        "(TFX: tf.Transform's TF 2 behaviour under an Estimator trainer hits it, "
        "force_tf_compat_v1=True)",
    ),
    # string tensors copied to a GPU (google-research/google-research#947, round 143:
    # TextVectorization.adapt with tf_idf, "During Variant Host->Device Copy: non-DMA-copy
    # attempted of tensor type: string")
    rule(
        "string-tensor-placed-on-gpu",
        E,
        "String tensors were sent to the GPU, which cannot hold them",
        r"non-DMA-copy attempted of tensor type: (?P<dtype>string|variant)",
        "non-dma-copy attempted of tensor type",
        "String (text) tensors live on the CPU only: run the text preprocessing there, with "
        "tf.device('/CPU:0'): around layer.adapt(...) and string ops, or inside the tf.data "
        "pipeline (dataset.map) rather than in the model on the GPU",
    ),
    # Keras's lookup layers with no out-of-vocabulary index meeting an unknown value
    # (keras-team/keras#22521, round 143: "When num_oov_indices=0 all inputs should be in
    # vocabulary, found OOV values [1138 1000]")
    rule(
        "lookup-oov-with-zero-oov-indices",
        E,
        "A Keras lookup layer with num_oov_indices=0 met values outside its vocabulary",
        r"When `?num_oov_indices=0`? all inputs should be in vocabulary, found OOV values "
        r"(?P<values>\[[^\]]*\])",
        "all inputs should be in vocabulary",
        lambda v, _c: (
            f"The input holds {v.get('values')}, which the vocabulary has not got, and "
            "num_oov_indices=0 leaves no index for them: set num_oov_indices=1 (Keras's own "
            "advice), or adapt the layer on data that covers every value it will see"
        ),
    ),
    # IntegerLookup's one vocabulary dtype (keras-team/keras#21586, round 143: "Only
    # `vocabulary_dtype='int64'` is supported at this time. Received: vocabulary_dtype=int32")
    rule(
        "lookup-vocabulary-dtype-unsupported",
        E,
        "IntegerLookup takes only an int64 vocabulary",
        r"Only `vocabulary_dtype='int64'` is supported at this time",
        "only `vocabulary_dtype='int64'`",
        "Leave vocabulary_dtype at its default 'int64' and feed int64 values (tf.cast(x, "
        "tf.int64)); Keras 3's IntegerLookup refuses any other dtype",
    ),
    # two ragged tensors whose rows differ in length (tensorflow/tensorflow#52035, round 143:
    # "Unable to broadcast: dimension size mismatch in dimension", ragged_tensor_shape.py)
    rule(
        "tensor-shape-mismatch",
        E,
        "Two ragged tensors' rows do not match, so they cannot be combined" + NOT_ENV,
        r"Unable to broadcast: dimension size mismatch in dimension",
        "unable to broadcast: dimension size mismatch",
        "Elementwise ops on ragged tensors need the same row lengths (row_splits), not just "
        "the same ragged shape: compare a.row_lengths() and b.row_lengths(); build both from "
        "one partition, or pad them to dense (to_tensor()) first",
    ),
)
