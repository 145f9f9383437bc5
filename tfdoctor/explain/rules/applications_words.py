"""Log rules for Keras's pretrained applications and the weights loaded into them, and for
Keras 3 on the PyTorch backend: an input smaller than the network's downsampling allows, a
weights argument that is neither None, 'imagenet' nor a file, two copies of one application in
one Keras 2 model, a weights file of another architecture, and a CUDA torch tensor handed to
NumPy. Each was first read in round 169's sealed logs, the words in the installed Keras 3.15 and
tf_keras 2.21 sources as cited. Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
NOT_ENV = " (the program's code, not the environment)"

APPLICATION_WORD_RULES = (
    # an application's minimum input (keras/src/applications/imagenet_utils.py:375 and :394,
    # Keras 3.15: "Input size must be at least 32x32; Received: input_shape=..."; qubvel/
    # efficientnet#129, round 169: "got `input_shape=(28, 28, 3)`")
    rule(
        "keras-applications-imagenet-input-shape",
        E,
        "The images are smaller than the pretrained network takes" + NOT_ENV,
        r"Input size must be at least (?P<min>\d+)x\d+; (?:got|Received:?) `?input_shape="
        r"(?P<shape>\([^)]*\))",
        "input size must be at least",
        lambda v, _c: (
            f"The network downsamples the image until it is too small for {v.get('shape')}: it "
            f"needs at least {v.get('min')}x{v.get('min')} pixels. Resize the images up "
            "(tf.image.resize or a Resizing layer before the model; 28x28 MNIST-style images to "
            "32x32 or the network's default size) and build the model with that input_shape"
        ),
    ),
    # the weights argument (keras/src/applications/densenet.py:193 and every application of
    # Keras 3.15; keras_applications' densenet.py:180: qubvel/segmentation_models#371, round
    # 169: encoder_weights='None', the string; the gatherer's name, adopted)
    rule(
        "keras-applications-weights-argument-invalid",
        E,
        "A pretrained application was given weights it cannot use" + NOT_ENV,
        # (or its source line, where the paste stops: "raise ValueError('The `weights` argument
        # should be either '")
        r"The `weights` argument should be either\b",
        "the `weights` argument should be either",
        "weights takes None (the keyword, not the string 'None'), 'imagenet', or the path of a "
        "weights file that exists (check the path: a relative one is taken from the working "
        "folder); libraries that wrap the applications pass theirs through (segmentation_models' "
        "encoder_weights=None)",
    ),
    # two layers of one name in a Keras 2 functional model: two copies of one application
    # (tf_keras 2.21's engine/functional.py:1180: 'The name "stem_conv_pad" is used 2 times in
    # the model. All layer names should be unique.'; tensorflow/tensorflow#43597, round 169;
    # the gatherer's name, adopted)
    rule(
        "keras-layer-names-not-unique",
        E,
        "Two layers of the model have one name" + NOT_ENV,
        # (Keras 3.15's ops/function.py:386 says "All operation names should be unique": the review
        # of the twenty-first session's real run)
        r"The name \"(?P<name>[^\"]+)\" is used (?P<times>\d+) times in the model\. All "
        r"(?:layer|operation) names should be unique",
        ("all layer names should be unique", "all operation names should be unique"),
        lambda v, _c: (
            f"{v.get('name')} is the name of {v.get('times')} layers: two copies of one model "
            "(two EfficientNetB1 feature extractors) put in one functional model share every "
            "layer name, as do two layers given one name=. Give them other names (Keras 3: "
            "layer.name = 'b_' + layer.name, or name= when making them; tf_keras: layer._name = "
            "'b_' + layer.name), or wrap each copy as one nested model with its own name "
            "(keras.Model(inp, m2(inp), name='branch2'))"
        ),
    ),
    # Keras 2's h5 loader matching layers by order and finding other weights (keras 2.2's
    # saving.py: 'Layer #1 (named "bidirectional_1" in the current model) was found to
    # correspond to layer embedding_1 in the save file. However the new layer bidirectional_1
    # expects 6 weights, but the saved weights have 1 elements.'; bedapudi6788/txt2txt#1, round 169)
    rule(
        "keras-weights-layer-count-mismatch",
        E,
        "The weights file was saved from another architecture" + NOT_ENV,
        r"was found to correspond to layer (?P<saved>\S+) in the save file\. However the new layer "
        r"(?P<layer>\S+) expects (?P<want>\d+) weights, but the saved weights have (?P<have>\d+) "
        r"elements",
        "in the save file. however the new layer",
        lambda v, _c: (
            f"Loading by order paired {v.get('layer')} with the file's {v.get('saved')}: the model "
            "is built differently from the one that saved the file. Build it exactly as then "
            "(the library release the weights were made with, its constructor arguments), or "
            "load by name (load_weights(path, by_name=True, skip_mismatch=True) in Keras 2) and "
            "train what does not load"
        ),
    ),
    # Keras 3 on the torch backend with a GPU: keras.ops return CUDA torch tensors, which NumPy
    # cannot read (torch's _tensor.py: "can't convert cuda:0 device type tensor to numpy. Use
    # Tensor.cpu() to copy the tensor to host memory first."; crowdcent/centimators#5, round
    # 169; the gatherer's name, adopted)
    rule(
        "torch-cuda-tensor-to-numpy",
        E,
        "A CUDA torch tensor was handed to NumPy" + NOT_ENV,
        r"can't convert (?P<device>cuda:\d+|mps:\d+|xpu:\d+) device type tensor to numpy",
        "device type tensor to numpy",
        lambda v, _c: (
            f"The tensor lives on {v.get('device')}: with KERAS_BACKEND=torch, keras.ops (and "
            "model outputs) return torch tensors on the GPU. Convert with "
            "keras.ops.convert_to_numpy(x) (or x.cpu().numpy()), or keep the preprocessing in "
            "NumPy and give fit/predict NumPy arrays"
        ),
    ),
)
