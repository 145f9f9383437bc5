"""Log rules for image pipelines in TensorFlow 2.21's and Keras 3.15's words: an image without
its channel axis, a crop larger than the image, uint8 pixels into a float layer, channels_first
(NCHW) kernels the CPU has not got without oneDNN. Every sample is a real run of the twentieth
session's outside check d (tests/data/tracebacks/tf-2.21-runs/s20d-*); the words were read in
the installed sources named at each rule.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.user_code import NOT_ENV
from tfdoctor.model import Severity

E = Severity.ERROR
IMAGE_WORD_RULES = (
    # a 2-D (grayscale, no channel axis) image into tf.image or an image layer: TF 2.21's
    # ops/image_ops_impl.py:1469 "'images' must have either 3 or 4 dimensions." (:545, :657...
    # "'image' (shape %s) must have either 3 or 4 dimensions."), :230 "'image' (shape (28, 28))
    # must be at least three-dimensional."; Keras 3.15's base_image_preprocessing_layer.py:139
    # "Expected image tensor to have rank 3 (single image) or 4 (batch of images)"; tf_keras
    # 2.21's preprocessing/image.py:2089/760 "Input to `.fit()` should have rank 4" /
    # "Input data in `NumpyArrayIterator` should have rank 4"
    rule(
        "tensor-shape-mismatch",
        E,
        "An image without its channel axis reached an image op or layer" + NOT_ENV,
        r"'images?' (?:\(shape (?P<shape>\([^)]*\))\) ?)?must (?:have either 3 or 4 dimensions|be "
        r"at least three-dimensional)|Expected image tensor to have rank 3 \(single image\) or 4 "
        r"\(batch of images\)\. Received: data\.shape=(?P<shape2>\([^)]*\))|(?:Input data in "
        r"`NumpyArrayIterator`|Input to `\.fit\(\)`) should have rank 4\. (?:You passed an array "
        r"with shape|Got array with shape:) (?P<shape3>\([^)]*\))",
        ("must have either 3 or 4 dimensions", "must be at least three-dimensional",
         "expected image tensor to have rank 3", "should have rank 4"),
        lambda v, _c: (
            f"The images have shape {v.get('shape') or v.get('shape2') or v.get('shape3') or 'without a channel axis'}: "
            "image ops and layers want (height, width, channels) or a batch of them. Add the "
            "channel axis, x[..., None] or tf.expand_dims(x, -1) (grayscale), or "
            "tf.image.grayscale_to_rgb for a model that wants 3 channels"
        ),
    ),
    # a crop larger than the image (TF 2.21's ops/random_crop_ops.py:73 "Need value.shape >=
    # size, got"; image_ops_impl.py:1251/1253 "width must be >= target + offset." / height)
    rule(
        "image-crop-out-of-bounds",
        E,
        "A crop is larger than the image it cuts from" + NOT_ENV,
        r"Need value\.shape >= size, got \]? ?\[(?P<shape>[\d ]+)\] \[(?P<size>[\d ]+)\]|"
        r"(?P<axis>width|height) must be >= target \+ offset",
        ("need value.shape >= size", "must be >= target + offset"),
        lambda v, _c: (
            (f"The image is [{v['shape']}] and the crop [{v['size']}]: " if v.get("shape") else "")
            + "the crop (its size, or offset plus target) is larger than some image: resize first "
            "(tf.image.resize, tf.image.resize_with_crop_or_pad, a Keras Resizing layer) or crop to "
            "min(size, tf.shape(image)); images of other sizes in one folder fail on those files only"
        ),
    ),
    # uint8 pixels into a Keras 3 layer's float32 weights, called eagerly (TF 2.21's
    # ops/resource_variable_ops.py:1619: "Incompatible type conversion requested to type uint8
    # for `tf.Variable of type float32")
    rule(
        "tensor-dtype-mismatch",
        E,
        "A tensor was used with a variable of another dtype" + NOT_ENV,
        r"Incompatible type conversion requested to type '?(?P<got>\w+)'? for `?(?:tf\.Variable|"
        r"variable) of type '?(?P<want>\w+)",
        "incompatible type conversion requested to type",
        lambda v, _c: (
            f"A tf.Variable of {v.get('want')} was used where {v.get('got')} is needed. A layer's "
            f"weights: cast the data to {v.get('want')} where it enters (images: tf.cast(x, "
            "tf.float32) / 255, or a Rescaling(1/255) layer first). A variable of your own (an "
            f"MCMC step_size, a schedule's variable): create it as {v.get('got')} "
            f"(tf.Variable(0.1, dtype=tf.{v.get('got')}))"
        ),
    ),
    # channels_first (NCHW) kernels that TensorFlow's CPU build has only through oneDNN (TF
    # 2.21's libtensorflow_cc.so.2: "Conv2DCustomBackpropFilterOp only supports NHWC.", "Default
    # MaxPoolingOp only supports NHWC on device type CPU", "The Conv2D op currently only
    # supports the NHWC tensor format on the CPU"; with TF_ENABLE_ONEDNN_OPTS=0, where the same
    # models train with oneDNN on; the outside check's runs)
    rule(
        "cpu-nchw-unsupported",
        E,
        "channels_first (NCHW) convolution or pooling has no CPU kernel here",
        # (not the executor's E line while Grappler's layout optimizer folds a GPU graph's NCHW
        # node on the CPU, which training survives: r115-5-009, r153-5-002; its exception is read)
        r"^(?!.*Executor failed to create kernel)(?:.*?)(?:only supports the NHWC tensor format on "
        r"the CPU|(?:Default )?(?:Max|Avg)PoolingOp only "
        r"supports NHWC|Conv2DCustomBackprop(?:Filter|Input)Op only supports NHWC|Depthwise "
        r"convolution on CPU is only supported for NHWC)",
        ("nhwc tensor format on the cpu", "poolingop only supports nhwc",
         "op only supports nhwc", "only supported for nhwc"),
        "TensorFlow's CPU kernels for channels_first are oneDNN's: leave oneDNN on (unset "
        "TF_ENABLE_ONEDNN_OPTS=0), or use channels_last and transpose the data "
        "(np.transpose(x, (0, 2, 3, 1))); on a GPU channels_first works",
    ),
)
