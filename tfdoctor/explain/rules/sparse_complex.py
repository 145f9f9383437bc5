"""Log rules for inputs that are not dense numeric arrays: object arrays (and SciPy sparse
matrices) handed to fit, TensorFlow's sparse ops refusing unsorted indices, a
SparseTensor reaching an op that takes only dense tensors, a real-only op given a complex tensor,
and Keras 3 releases without complex dtypes. The words were read in TF 2.21 (its
libtensorflow_framework strings and real runs: tests/data/tracebacks/tf-2.21-runs/) and in the
keras wheels (3.5.0's and 3.6.0's keras/src/backend/common/dtypes.py). Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
NOT_ENV = " (the program's code or data, not the environment)"
#: sparse tensors and complex dtypes, and input arrays of Python objects
SPARSE_COMPLEX_RULES = (
    # object-dtype arrays handed to fit (charlesmalafosse/sports-betting-customloss#1 and
    # santhisenan/DeepDefense#4, both fixed by np.asarray(x).astype(np.float32))
    rule(
        "non-numeric-input-data",
        E,
        "The input is not one numeric array (objects, strings or rows of different lengths)" + NOT_ENV,
        r"Failed to convert a NumPy array to a Tensor \(Unsupported object type (?P<type>[\w.]+)\)"
        # a ragged Python list (huggingface/notebooks' batch_inputs_tf: "Can't convert
        # non-rectangular Python sequence to Tensor.", fixed by padding the token ids)
        r"|Can't convert non-rectangular Python sequence to Tensor"
        # AutoKeras's adapter refusing SciPy's matrix (keras-team/autokeras#1521, round 149:
        # "TypeError: Unsupported type <class 'scipy.sparse.csr.csr_matrix'> for
        # StructuredDataAdapter."; densified with .toarray(), it trained)
        r"|Unsupported type <class '(?P<sptype>scipy\.sparse\.[\w.]+)'> for \w+Adapter",
        ("failed to convert a numpy array to a tensor", "non-rectangular python sequence", "unsupported type <class 'scipy.sparse"),
        lambda v, _c: (
            "The input is a SciPy sparse matrix: pass x.toarray() when it fits in memory; Keras 3 "
            "(TF 2.16+) fit takes the matrix itself (not inside a list or an object array); with "
            "tf.keras 2 make a tf.SparseTensor from x.tocoo() (sorted) and keras.Input(sparse=True)"
            if v.get("sptype") or str(v.get("type") or "").endswith(("_matrix", "_array")) else
            "The rows have different lengths: give tf.data a RaggedTensor (tf.ragged.constant(rows)) or "
            "pad them (keras.utils.pad_sequences) to one length"
            if not v.get("type") and not v.get("sptype") else
            f"The array holds Python objects ({v.get('type') or 'lists of different lengths'}), "
            "not one numeric dtype: mixed "
            "types, strings or None in a pandas column, or lists of different lengths. Check "
            "x.dtype, then x = np.asarray(x).astype('float32') (pandas: encode text columns, "
            "e.g. pd.get_dummies, and fill NaN first; ragged sequences: pad_sequences)"
            + (
                # the same words for numbers given to a text layer: the conversion to strings
                # failed (the outside check c: TextVectorization.adapt on an int64 column)
                ". If x is already numeric and went into a text layer (TextVectorization, "
                "StringLookup) or a string input, the conversion to strings failed: .astype(str), "
                "or IntegerLookup for integer ids"
                if str(v.get("type") or "") in ("int", "float", "bool") else ""
            )
        ),
    ),
    # (adriangb/scikeras#282, round 149: a CSR matrix turned into a SparseTensor unsorted,
    # "InvalidArgumentError: indices[2] = [37,0] is out of order. Many sparse ops require sorted
    # indices. Use `tf.sparse.reorder` to create a correctly ordered copy. [Op:SerializeManySparse]";
    # the fix sorts the matrix first; the gatherer's name, adopted)
    rule(
        "sparse-indices-unordered",
        E,
        "A SparseTensor's indices are not in row-major order" + NOT_ENV,
        r"indices\[\d+\] = \[[\d, ]+\] is out of order\. Many sparse ops require sorted indices",
        "many sparse ops require sorted indices",
        "Order the indices before the op: tf.sparse.reorder(st); from SciPy, build the "
        "SparseTensor from X.tocoo() after X.sort_indices() (CSR rows in order, columns sorted "
        "within each row)",
    ),
    # a SparseTensor where an op takes only dense tensors (tensorflow/tensorflow#47931, round
    # 149: a vectorizer's scipy matrix fed as sparse, "TypeError: Failed to convert object of
    # type <class 'tensorflow.python.framework.sparse_tensor.SparseTensor'> to Tensor";
    # densified, it trained; TF 2.21's words: "Attempt to convert a value (SparseTensor(...))
    # with an unsupported type")
    rule(
        "sparse-tensor-input-unsupported",
        E,
        "A SparseTensor reached an op or layer that takes only dense tensors" + NOT_ENV,
        r"Failed to convert object of type <class '[\w.]*SparseTensor'> to Tensor|Attempt to "
        r"convert a value \(SparseTensor\(|Failed to convert elements of SparseTensor\(",  # tf.function: a real run
        ("sparsetensor'> to tensor", "convert a value (sparsetensor(", "failed to convert elements of sparsetensor("),
        "Make it dense before that op (tf.sparse.to_dense(x); for SciPy input x.toarray() when "
        "it fits in memory), or keep it sparse only up to layers that take sparse input "
        "(keras.Input(sparse=True) into Dense; Keras 3 fit takes a SciPy sparse matrix as it is). "
        "Where a package's own code passes it (its frames, not yours), this TensorFlow may be "
        "older than the package needs: install the TensorFlow its requirements name",
    ),
    # a real-only op given a complex tensor (NEGU93/cvnn#42, round 149: a complex64 tensor into
    # ReLU, "TypeError: Value passed to parameter 'features' has DataType complex64 not in list
    # of allowed values: float32, ..."; cvnn's activation='cart_relu' fixed it; TF 2.21 eagerly:
    # "Value for attr 'T' of complex64 is not in the list of allowed values: float, double, ...
    # NodeDef: {{node Relu}}"; the gatherer's name, adopted)
    rule(
        "complex-dtype-op-unsupported",
        E,
        "A real-only TensorFlow op was given a complex tensor" + NOT_ENV,
        r"(?:has DataType|Value for attr '\w+' of) (?P<dtype>complex(?:64|128)) (?:is )?not in "
        r"(?:the )?list of allowed values",
        ("datatype complex", "of complex64 is not in", "of complex128 is not in"),
        lambda v, _c: (
            f"That op takes no {v.get('dtype')}: use a complex-aware op or activation (cvnn's "
            "'cart_relu' instead of 'relu'), or split the tensor into tf.math.real(x) and "
            "tf.math.imag(x) (or tf.abs / tf.math.angle) before it"
        ),
    ),
    # the same words for any other dtype: an op's argument of a type it does not take (code
    # index 18767570311, TF 2.3's RNN export: "TypeError: Value passed to parameter 'indices' has
    # DataType float32 not in list of allowed values: int32, int64"; token ids fed as floats
    # into an embedding or gather are the common case)
    rule(
        "tensor-dtype-mismatch",
        E,
        "An op was given a tensor of a dtype it does not take" + NOT_ENV,
        r"(?:Value passed to )?parameter '(?P<param>\w+)' has DataType (?P<got>(?!complex)\w+) not in "
        r"list of allowed values: (?P<allowed>\w+(?:, ?\w+)*)",
        "not in list of allowed values",
        lambda v, _c: (
            f"'{v.get('param')}' takes {v.get('allowed')} and got {v.get('got')}: "
            + (
                # a half-precision tensor into an op without such a kernel (the outside check's
                # mp_bf16_nokernel_k3: tf.linalg.inv under mixed_bfloat16)
                "this op has no kernel for it; under a mixed precision policy keep that layer "
                "in float32 (dtype='float32') or cast around the op (tf.cast(x, tf.float32), "
                "then back to x.dtype)"
                if str(v.get("got")) in ("bfloat16", "float16", "half")
                and any(t in str(v.get("allowed")) for t in ("float", "double"))
                else
                # (integer pixels into a float op: the outside check d's uint8 images into Conv2D)
                "integers reached an op that computes in floating point: cast to float32 where "
                "the data enters (images: tf.cast(x, tf.float32) / 255, or a Rescaling layer; an "
                "Input(dtype='uint8') feeds a Conv2D only after a cast)"
                if str(v.get("got")) in ("uint8", "int8", "uint16", "int16", "int32", "int64")
                and any(t in str(v.get("allowed")) for t in ("float", "half", "double"))
                else
                (f"a mixed precision layer made the ids {v.get('got')}; give the ids their own "
                 "integer Input (dtype='int32') and "
                 if str(v.get("got")) in ("bfloat16", "float16", "half") else "")
                + "cast where the data enters (tf.cast(x, tf.int32)); token ids and indices for an "
                "Embedding, tf.gather or one_hot must be integers (keras.Input(shape=..., "
                "dtype='int32')), and a shape argument must be ints, not floats"
            )
        ),
    ),
    # Keras 3 before 3.6 rejecting complex dtypes (keras-team/keras#19860, round 149: "ValueError:
    # Invalid dtype: complex64" from keras/src/backend/common/variables.py standardize_dtype
    # under TF 2.16's Keras 3; keras 3.5.0's dtypes.py has no "complex64", 3.6.0's has it in
    # ALLOWED_DTYPES)
    rule(
        "keras-version-mismatch",
        E,
        "This Keras 3 release has no complex dtypes (Keras 3.6 added complex64/complex128)",
        r"Invalid dtype: (?P<dtype>complex(?:64|128))\b",
        "invalid dtype: complex",
        lambda v, _c: (
            f"Keras 3 before 3.6 rejects {v.get('dtype')}: pip install -U \"keras>=3.6\" (its "
            "dtypes take complex64 and complex128), or keep Keras 2 (tf_keras of TensorFlow's "
            "minor with TF_USE_LEGACY_KERAS=1), or pass real and imaginary parts as float tensors"
        ),
    ),
)
