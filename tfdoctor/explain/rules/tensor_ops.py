"""Log rules for TensorFlow ops refusing what user code gives them: tensors written to in place,
NumPy arrays as indices, scatter updates of the wrong shape or out of range, linear algebra on a
matrix that is not positive definite or not invertible, Python functions in graphs that leave
Python, and validation_split on data it cannot slice. The words were read in TF 2.21 (its
libtensorflow_cc strings, tensor_getitem_override.py) and tf_keras 2.15's data_adapter.py; the
cases are round 157's threads (the gatherers' names, adopted). Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

import re

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

_FLOAT_INDEX = re.compile(r"-?\d+\.\d*\s*$|.*dtype=float")
E = Severity.ERROR
NOT_ENV = " (the program's code or data, not the environment)"
#: ops refusing their inputs
TENSOR_OP_RULES = (
    # (dsbyprateekg/YOLOv4#5: "TypeError: 'tensorflow.python.framework.ops.EagerTensor' object
    # does not support item assignment")
    rule(
        "tensor-item-assignment-unsupported",
        E,
        "Code assigned into a tensor in place: tensors are immutable" + NOT_ENV,
        r"'[\w.]*(?:EagerTensor|Tensor|SymbolicTensor)' object does not support item assignment",
        "does not support item assignment",
        "Build a new tensor instead: tf.tensor_scatter_nd_update(t, indices, updates), or keep a "
        "tf.Variable and write v[i].assign(x); outside graphs, t.numpy() gives an array to edit "
        "and tf.convert_to_tensor turns it back",
    ),
    # a tf.Variable written with v[i] = x (a real TF 2.21 run: "'ResourceVariable' object does not
    # support item assignment"; docs2-r-009's gatherer named it, adopted)
    rule(
        "tf-variable-item-assignment",
        E,
        "Code assigned into a tf.Variable with v[i] = x: variables change through their methods"
        + NOT_ENV,
        r"'[\w.]*(?:Resource|Mirrored|AutoCast|Sync\w*|Uninitialized)?Variable' object does not "
        r"support item assignment",
        "variable' object does not support item assignment",
        "A tf.Variable is written with its methods, not v[i] = x: v[i].assign(x), or "
        "v.scatter_nd_update(indices, updates) for several positions",
    ),
    # (burnpiro/tiny-face-detection-tensorflow2#1: "TypeError: Only integers, slices (`:`),
    # ellipsis (`...`), tf.newaxis (`None`) and scalar tf.int32/tf.int64 tensors are valid
    # indices, got array([ 0,  1, ...])"; TF 2.21's tensor_getitem_override.py)
    rule(
        "tensor-index-invalid-type",
        E,
        "A tensor was indexed with something other than integers, slices or scalar int tensors"
        + NOT_ENV,
        r"Only integers, slices \(`:`\), ellipsis \(`\.\.\.`\), tf\.newaxis \(`None`\) and scalar "
        r"tf\.int32/tf\.int64 tensors are valid indices(?:, got (?P<got>.{1,80}))?",
        "are valid indices",
        lambda v, _c: (
            "The index is a float (Python 3's / gives one, or a float tensor): use an integer, "
            "n // 2, int(x) or tf.cast(i, tf.int32)"
            if _FLOAT_INDEX.match(v.get("got") or "")
            else
            "Gather instead of indexing: tf.gather(t, indices, axis=...) for a list or array of "
            "positions (tf.gather_nd for coordinates), tf.boolean_mask(t, mask) for a boolean mask"
        ),
    ),
    # scatter updates whose shape does not fit (tensorflow/tensorflow#51412: "Inner dimensions of
    # output shape must match inner dimensions of updates shape"; #24819: "Must have
    # updates.shape = indices.shape[:batch_dim] + params_shape[slice_dim:]"; danielenricocahall/
    # Keras-SegNet#1: "Outer dimensions of indices and update must match", a max-unpooling layer
    # with the batch size fixed and a smaller last batch)
    rule(
        "tensor-scatter-shape-mismatch",
        E,
        "A scatter update's shape does not fit its indices and the output" + NOT_ENV,
        r"Inner dimensions of output shape must match inner dimensions of updates shape|Must have "
        r"updates\.shape = indices\.shape\[:batch_dim\] \+ params_shape\[slice_dim:\]|Outer "
        r"dimensions of indices and update must match|"
        # TF 2.21's words for the same checks (libtensorflow_cc strings; real runs: "The inner 1
        # dimensions of output.shape=[4,3] must match the inner 1 dimensions of updates.shape=
        # [2,5]", "Dimensions [0,1) of indices[shape=[3,1]] must match dimensions [0,1) of
        # updates[shape=[2,3]]")
        r"The inner \d+ dimensions of output\.shape=\[[\d,]*\] must match the inner \d+ dimensions "
        r"of updates\.shape=|Dimensions \[\d+,\d+\) of indices\[shape=\[[\d,]*\]\] must match "
        r"dimensions \[\d+,\d+\) of updates\[shape=",
        ("inner dimensions of output shape must match", "must have updates.shape", "outer dimensions of indices and update",
         "dimensions of output.shape=", "of indices[shape="),
        "The updates must have shape indices.shape[:-1] + output.shape[indices.shape[-1]:] "
        "(tf.scatter_nd's rule): print the three shapes at the call. A layer that builds "
        "scatter indices from a fixed batch size (a SegNet max-unpooling) fails on a smaller "
        "last batch: compute the batch from tf.shape(x)[0], or drop_remainder=True",
    ),
    # (hq-jiang/instance-segmentation-with-discriminative-loss-tensorflow#14: "indices[262144] =
    # [1, 128, 0, 0] does not index into shape [2,128,128,64]")
    rule(
        "scatter-index-out-of-range",
        E,
        "A scatter or gather index points outside the tensor's shape" + NOT_ENV,
        r"indices\[[\d,]+\] = \[[\d, -]+\] does not index into (?:param )?shape \[(?P<shape>[\d,]*)\]",
        ("does not index into shape", "does not index into param shape"),  # GatherNd: param (TF 2.21)
        lambda v, _c: (
            f"An index is beyond shape [{v.get('shape')}]: indices computed for another size (a "
            "fixed batch or image size in an unpooling or a custom layer) must follow the "
            "tensor's real shape (tf.shape(x))"
        ),
    ),
    # linear algebra on matrices the decomposition cannot take (GPflow/GPflow#900: "Cholesky
    # decomposition was not successful. The input might not be valid."; jiaxiangshang/MGCNet#30:
    # "Self-adjoint eighen decomposition was not successful"; tensorflow/tensorflow#64225,
    # #57003: "Input matrix is not invertible." / "Input is not invertible.")
    # (TF 2.21's CPU kernel only warns and goes on with NaNs: "W ... cholesky_op.cc:56] Cholesky
    # decomposition was not successful. Eigen::LLT failed with error code 1. Filling
    # lower-triangular output with NaNs.", outside check k)
    rule(
        "cholesky-decomposition-failed",
        Severity.WARNING,
        "A Cholesky decomposition failed and its output was filled with NaNs (the run went on)"
        + NOT_ENV,
        r"Cholesky decomposition was not successful.*Filling lower-triangular output with NaNs",
        "filling lower-triangular output with nans",
        "The matrix lost positive definiteness (rounding, duplicate points, NaN), and everything "
        "computed from it is NaN now: add jitter to its diagonal (K + 1e-6 * tf.eye(n)), compute "
        "in float64, and check the inputs for NaN/Inf (tf.debugging.check_numerics)",
    ),
    rule(
        "cholesky-decomposition-failed",
        E,
        "A Cholesky decomposition failed: the matrix is not positive definite" + NOT_ENV,
        r"Cholesky decomposition was not successful(?!.*Filling lower-triangular output with NaNs)",
        "cholesky decomposition was not successful",
        "The matrix lost positive definiteness (rounding, duplicate points, NaN): add jitter to "
        "its diagonal (K + 1e-6 * tf.eye(n)), compute in float64, and check the inputs for "
        "NaN/Inf (tf.debugging.check_numerics)",
    ),
    rule(
        "matrix-not-invertible",
        E,
        "A matrix inverse or solve met a singular matrix" + NOT_ENV,
        r"Input (?:matrix )?is not invertible",
        "is not invertible",
        "The matrix is singular (or its gradient needs its inverse: tf.linalg.det's): "
        "regularize it (+ eps * I), use tf.linalg.pinv or tf.linalg.lstsq, or avoid "
        "differentiating through det/inv of a matrix that can become singular",
    ),
    rule(
        "eigendecomposition-failed",
        E,
        "An eigendecomposition did not converge on this matrix" + NOT_ENV,
        r"(?:Self[- ]adjoint )?eig(?:h)?en decomposition was ?not successful",  # TF 2.21: Eig's, the legacy "wasnot"
        ("decomposition was not successful", "decomposition wasnot successful"),
        "The matrix holds NaN/Inf or is badly conditioned: check for NaN, compute in float64; "
        "for eigh (self-adjoint) symmetrize it first ((A + A^T) / 2)",
    ),
    # (tensorflow/tensorflow#47661: "cuSolverDN call failed with status =7
    # [Op:SelfAdjointEigV2]" on a zero matrix on GPU; fixed in a later TensorFlow)
    rule(
        "cusolver-call-failed",
        E,
        "NVIDIA's cuSOLVER failed inside a TensorFlow linear-algebra op on the GPU",
        r"cuSolverDN call failed with status ?=\s*(?P<status>\d+)",
        "cusolverdn call failed",
        lambda v, _c: (
            f"cuSOLVER returned status {v.get('status')}: run that op on the CPU "
            "(with tf.device('/CPU:0'): ...) to check the input, and upgrade TensorFlow (such "
            "failures on special matrices were fixed in later releases)"
        ),
    ),
    # (tensorflow/tensorflow#56204: "Eigen::BDCSVD failed with error code 3": Eigen's
    # ComputationInfo 3 is InvalidInput, a NaN/Inf in the matrix)
    rule(
        "svd-input-not-finite",
        E,
        "An SVD failed: the matrix holds NaN or Inf" + NOT_ENV,
        r"Eigen::BDCSVD failed with error code (?P<code>\d+)",
        "bdcsvd failed with error code",
        "The values went NaN/Inf before the SVD (a loss already NaN, a division by zero): "
        "find where (tf.debugging.enable_check_numerics()), lower the learning rate, or clip",
    ),
    # (tensorflow/tensorflow#50937: "ValueError: `validation_split` is only supported for
    # Tensors or NumPy arrays, found following types in the input: [<class '...PrefetchDataset'>]";
    # tf_keras 2.15's data_adapter.py)
    rule(
        "keras-validation-split-unsupported-input",
        E,
        "fit's validation_split cannot slice this kind of input" + NOT_ENV,
        r"`validation_split` is only supported for Tensors or NumPy arrays",
        "`validation_split` is only supported",
        "validation_split slices arrays only: for a tf.data.Dataset, a generator or a Sequence, "
        "split it yourself (dataset.take(n) / dataset.skip(n), or image_dataset_from_directory("
        "validation_split=..., subset='validation')) and pass validation_data",
    ),
    # a Python function op in a graph that leaves Python (google/automl#262: a frozen graph's
    # PyFunc; tensorflow/tensorflow#55445: "Encountered unresolved custom op: PyFunc" in TFLite;
    # #56240: "No OpKernel was registered to support Op 'PyFunc'" loading the model elsewhere)
    rule(
        "py-function-needs-python-runtime",
        E,
        "The graph holds a tf.py_function/numpy_function op, which only the Python that made it runs",
        r"No OpKernel was registered to support Op '(?:Eager)?PyFunc(?:Stateless)?'|unresolved custom "
        r"op: (?:Eager)?PyFunc|\{\{node (?:Eager)?PyFunc\}\} = (?:Eager)?PyFunc\[.*?_device=.?/job:tpu_worker|"
        # the TFLite converter (a real TF 2.21 run: "Custom ops: EagerPyFunc", "'tf.EagerPyFunc' op
        # is neither a custom op nor a flex op": Select TF ops have no PyFunc kernel either)
        r"^\W{0,3}Custom ops: (?:Eager)?PyFunc\b|'tf\.(?:Eager)?PyFunc(?:Stateless)?' op is neither a custom op",
        ("support op 'pyfunc", "support op 'eagerpyfunc", "unresolved custom op: pyfunc", "unresolved custom op: eagerpyfunc", "tpu_worker",
         "custom ops: pyfunc", "custom ops: eagerpyfunc", "pyfunc' op is neither", "pyfuncstateless' op is neither"),
        "A PyFunc calls back into the Python process that built the graph: a saved or frozen "
        "graph loaded elsewhere (C++, Java, Serving, TFLite) or a TPU worker has no such "
        "function. Write the step with TensorFlow ops, or do it outside the model (in "
        "preprocessing before export, or on the host for TPUs)",
    ),
)
