"""Log rules for tf.data fed from Python and tensors whose shape is unknown: a generator's
elements that do not fit Dataset.from_generator's signature (TF 2.21's from_generator_op.py),
a Dataset where a tensor was expected (tf.convert_to_tensor's "Attempt to convert a value"),
TensorShape.as_list() on an unknown rank (tensor_shape.py), and TensorFlow's registries asked
to register one name twice (registry.py). Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.remedies_keras import tf_keras_line
from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.user_code import NOT_ENV
from tfdoctor.model import Severity

E = Severity.ERROR

TFDATA_WORD_RULES = (
    # Dataset.from_generator checking each element against output_signature/output_types
    # (HuantWang/FUNDED_NISL#23, round 144: "`generator` yielded an element that could not be
    # converted to the expected type. The expected type was float32, but the yielded element was
    # [list([...]) ...]", ragged lists)
    rule(
        "tfdata-generator-element-not-convertible",
        E,
        "A Python generator behind Dataset.from_generator yielded an element its signature does not fit" + NOT_ENV,
        r"`generator` yielded an element (?:that could not be converted to the expected type\. "
        r"The expected type was (?P<want>\w+)|that did not match the (?P<structure>expected "
        # (not "of shape ... where ... was expected": data_feed.py's tensor-shape-mismatch had it)
        r"structure)|of type (?P<got>\w+) where an element of type (?P<want2>\w+) was expected)",
        "`generator` yielded an element",
        lambda v, _c: (
            "Each element the generator yields must match output_signature (structure, dtype, "
            "shape): "
            + ("its nesting differs from the signature's (a tuple (x, y) for (spec_x, spec_y))"
               if v.get("structure") else
               f"it yielded {v.get('got')} for {v.get('want2')}: cast in the generator "
               "(np.asarray(x, dtype=...))" if v.get("got") else
               f"NumPy could not make a {v.get('want')} array of it: rows of different lengths "
               "(pad them, or use tf.RaggedTensorSpec / tf.data from a ragged tensor), strings "
               "or None among the numbers")
        ),
    ),
    # run_functions_eagerly set, and tf.data's own functions still traced (TF 2.21's
    # structured_function.py; tensorflow/tensorflow#49724, round 144: .numpy() inside a
    # Dataset.map function failed though eager execution was asked for)
    rule(
        "tfdata-run-eagerly-not-applied",
        Severity.WARNING,
        "run_functions_eagerly does not reach tf.data's functions: Dataset.map still runs as a graph",
        r"option is set, this option does not apply to tf\.data functions",
        "does not apply to tf.data functions",
        "Functions given to Dataset.map/filter are traced as graphs even with "
        "tf.config.run_functions_eagerly(True): tensor.numpy() and Python control flow on "
        "values fail there. Debug them with tf.data.experimental.enable_debug_mode() (before "
        "building the dataset), or wrap the Python part in tf.py_function",
    ),
    # a tf.data Dataset given where a tensor is wanted (fickaz/TFRS-on-Retail-Data#2, round 144:
    # "Attempt to convert a value (<MapDataset shapes: (None, 32), types: tf.float32>) with an
    # unsupported type (<class '...dataset_ops.MapDataset'>) to a Tensor." from BruteForce.index)
    rule(
        "tfdata-dataset-passed-as-tensor",
        E,
        "A tf.data Dataset was passed where a tensor was expected" + NOT_ENV,
        r"Attempt to convert a value \((?P<value><\w*Dataset\b[^>]{0,120}>)\) with an unsupported type",
        "attempt to convert a value (<",
        "A Dataset is a pipeline, not a tensor: pass the function or layer a tensor (one batch: "
        "next(iter(ds))), or use the API's dataset form (TF Recommenders: "
        "index.index_from_dataset(...); Keras: model.fit(ds) / model.predict(ds), not a layer "
        "called on ds); to map a model over it, ds.map(lambda x: model(x))",
    ),
    # TensorShape.as_list() of a tensor whose rank is unknown (keras-team/keras#20573, round
    # 144: a tf.data pipeline yielding tensors of unknown rank into Keras 3; fchollet: give them
    # a rank, set_shape / ensure_shape)
    rule(
        "tfdata-element-shape-unknown",
        E,
        "A tensor of unknown rank (no static shape) reached code that needs its shape" + NOT_ENV,
        r"as_list\(\) is not defined on an unknown TensorShape|"
        # tf.image's own check (TF 2.21's image_ops_impl.py: "'images' contains no shape.";
        # tensorflow/tensorflow#35108, round 157: a py_function's output into tf.image.resize)
        r"ValueError: '?(?:images|resized|padded)'? contains no shape|"
        # TF 2.21's tensor_shape.py:934 (a py_function's output into Keras 3's Normalization.
        # adapt: s21i-pyfunc-adapt-k3)
        r"Cannot iterate over a shape with unknown rank",
        ("as_list() is not defined on an unknown tensorshape", "contains no shape",
         "cannot iterate over a shape with unknown rank"),
        "Something upstream lost the static shape (tf.py_function, tf.numpy_function, "
        "decode_image, a generator without a full signature): give the tensors a shape in the "
        "pipeline, x = tf.ensure_shape(x, (None, None, 3)) or x.set_shape([...]) inside "
        "dataset.map, or decode with decode_jpeg/decode_png, which know their rank",
    ),
    # TensorFlow's registries refusing a second registration of a name (johli/aparent's seqprop
    # notebook, round 144: "KeyError: \"Registering two gradient with name 'STMul' !(Previous
    # registration was in <module> .../ipykernel/__main__.py:3)\"", the cell run twice)
    rule(
        "tf-gradient-registered-twice",
        E,
        "A gradient (or op, or class) was registered twice under one name in this process",
        r"Registering two (?P<what>[\w ]+?) with name '(?P<name>[^']+)' ?!",
        "registering two",
        lambda v, _c: (
            f"{v.get('what')} '{v.get('name')}' is already registered in this process: in a "
            "notebook the cell that registers it ran twice (restart the kernel, or move the "
            "registration to a module imported once); otherwise two modules register the same "
            "name (rename one, or import the module under one name only)"
        ),
    ),
    # Keras 3's add_metric: a stub (3.0-3.4: "Layer.add_metric() takes 1 positional argument but
    # 2 were given", keras-team/keras#19804, round 144), then an error that says so (Keras
    # 3.15's layers/layer.py: "Layer `add_metric()` method is deprecated.")
    rule(
        "keras-version-mismatch",
        E,
        "Keras 2 code calls add_metric(), which Keras 3 removed",
        r"Layer\.add_metric\(\) takes 1 positional argument but \d+ were given|"
        r"Layer `add_metric\(\)` method is deprecated",
        ("add_metric() takes 1 positional argument", "`add_metric()` method is deprecated"),
        lambda v, c: (
            "Keras 3 has no add_metric(): pass the metric to Model.compile(metrics=[...]), or in "
            "a subclassed layer/model create keras.metrics.Metric trackers in __init__/build and "
            f"update them in call/train_step; or run the Keras 2 code on tf_keras ({tf_keras_line(c)})"
        ),
    ),
)
