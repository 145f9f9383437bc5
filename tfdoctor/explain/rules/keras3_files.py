"""Log rules for Keras model files and checkpoints across Keras generations: Keras 3's safe
mode refusing a Python lambda, its .keras loader finding no file, Keras 2.11+'s optimizers
restoring a checkpoint of the legacy ones, and Keras 2's notes about Keras 1 arguments. The
words are Keras 3.15's (layers/core/lambda_layer.py, saving/saving_api.py), Keras 2.15's
(src/optimizers/optimizer.py, read in its wheel) and Keras 2.0's. Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

KERAS3_FILE_RULES = (
    # Keras 3's safe mode refusing a Lambda layer whose function is a Python lambda
    # (thaler-lab/EnergyFlow#74, round 145: "Requested the deserialization of a Lambda layer
    # with a Python `lambda` inside it. ... disallowed by default"; 3.15: "... a `Lambda` layer
    # whose `function` is a Python lambda")
    rule(
        "keras-safe-mode-lambda-refused",
        E,
        "Keras refuses to load a Lambda layer's Python lambda (safe mode)",
        # (a paste that turned the backticks into quotes: keras-team/tf-keras#44, round 170)
        r"Requested the deserialization of a [`']?Lambda[`']? layer (?:with a Python [`']lambda[`'] "
        r"inside it|whose `function` is a Python lambda)",
        "requested the deserialization of a",
        "A .keras file stores a Lambda layer's lambda as code, and Keras 3 will not run it by "
        "default: if you trust the file, load_model(path, safe_mode=False) (Keras 3 also has "
        "keras.config.enable_unsafe_deserialization(), the only switch for its model_from_json, "
        "which takes no safe_mode); better, replace the Lambda with a small "
        "registered layer (@keras.saving.register_keras_serializable) or save the weights and "
        "rebuild the model in code",
    ),
    # Keras 3's load_model with a .keras path that is not there (keras-team/tf-keras#780, round
    # 145: "File not found: filepath=modelo\\model_74.keras. Please ensure the file is an
    # accessible `.keras` zip file.")
    rule(
        "application-data-missing",
        E,
        "The .keras model file to load is not there",
        r"File not found: filepath=(?P<path>.+?)\. Please ensure the file is an accessible `\.keras`",
        "please ensure the file is an accessible",
        lambda v, _c: (
            f"Nothing is at {v.get('path')}: a relative path is read from the working folder "
            "(os.getcwd()), not the script's; give the absolute path, or check that the earlier "
            "model.save wrote it there (a .keras file is a zip)"
        ),
    ),
    # Keras 2.11+'s optimizers restoring slots a legacy optimizer wrote (nicknochnack/LipNet#14,
    # round 145: load_weights('models/checkpoint') into TF 2.11+, "ValueError: You are trying to
    # restore a checkpoint from a legacy Keras optimizer into a v2.11+ Optimizer")
    # (keras-version-mismatch, as r74-0-022, r77-2-005 and r77-2-006 were labelled; its remedy
    # names the legacy class)
    rule(
        "keras-version-mismatch",
        E,
        "A checkpoint of a pre-2.11 (legacy) Keras optimizer is restored into a new one",
        r"You are trying to restore a checkpoint from a legacy Keras",
        "restore a checkpoint from a legacy keras",
        "The checkpoint was written with a TF <= 2.10 optimizer: compile the model with "
        "tf.keras.optimizers.legacy.Adam (the legacy class of the same optimizer) before "
        "load_weights, or restore the weights only (model.load_weights(path).expect_partial()) "
        "and let a new optimizer start fresh",
    ),
    # Keras 2.0-2.3's note for a Keras 1 argument it still maps (krishnaik06/AQI-Project's ANN
    # notebook, round 145: "UserWarning: The `nb_epoch` argument in `fit` has been renamed
    # `epochs`.", then 100 epochs)
    rule(
        "benign-deprecation-warning",
        Severity.INFO,
        "Keras 2 maps a Keras 1 argument to its new name (harmless)",
        r"The `(?P<arg>\w+)` argument in `(?P<call>\w+)` has been renamed `(?P<new>\w+)`",
        "argument in `",
        lambda v, _c: (
            f"Harmless: Keras passes {v.get('arg')} on as {v.get('new')}; rename it in the call "
            f"to {v.get('call')} to quiet it (Keras 3 no longer accepts the old name)"
        ),
    ),
    # a saved weight of another shape than the model's variable: the weights belong to another
    # architecture. tf.keras 2's .h5 loader ("... weight <tf.Variable 'conv2d_1/kernel:0' ...>
    # has shape (3, 3, 32, 32), but the saved weight has shape (32, 3, 3, 3)",
    # kentsommer/keras-inceptionV4#27, round 146), Keras 3's legacy_h5_format ("Shape mismatch in
    # layer #2 (named dense_5)for weight dense_5/kernel. Weight expects shape (256, 25). Received
    # saved weight with shape (256, 10)", keras-team/keras#21404), TF's variables ("Cannot assign
    # value to variable ' output_focal/kernel:0': Shape mismatch.The variable shape (131072, 47),
    # and the assigned value shape (131072, 46) are incompatible.", resource_variable_ops.py of
    # TF 2.21, alexvbogdan/DeepCalib#37; older TF's "Cannot assign to variable X due to variable
    # shape ... and value shape ... are incompatible", tensorlayer/HyperPose#348)
    # (checkpoint-shape-mismatch, the id TF 1's "Assign requires shapes of both tensors to
    # match" already had: one cause, weights from another architecture; the re-read merged the
    # gatherers' keras-weights-shape-mismatch into it. Keras 3.15's own words too, a real run:
    # tests/data/tracebacks/tf-2.21-runs/h5-shape-skip.txt, "The shape of the target variable
    # and the shape of the target value in `variable.assign(value)` must match.
    # variable.shape=(4, 25), Received: value.shape=(4, 10)."; BackupAndRestore restoring a
    # model since changed reads the same: tf-2.21-runs/s20b-k3_backup_changed_model.txt)
    rule(
        "checkpoint-shape-mismatch",
        E,
        "A saved weight has another shape than the model's: the weights fit another architecture",
        r"has shape (?P<got>\([^)]*\)), but the saved weight has shape (?P<want>\([^)]*\))|"
        r"Shape mismatch in layer #\d+ \(named (?P<layer>[\w/.-]+)\)\s*for weight \S+\. Weight expects "
        r"shape (?P<got2>\([^)]*\))\. Received saved weight with shape (?P<want2>\([^)]*\))|"
        r"Cannot assign value to variable '\s*(?P<var>[^']+)': Shape mismatch\.\s*The variable shape "
        r"(?P<got3>\([^)]*\)), and the assigned value shape (?P<want3>\([^)]*\))|"
        r"Cannot assign to variable (?P<var2>\S+) due to variable shape (?P<got4>\([^)]*\)) and value "
        r"shape (?P<want4>\([^)]*\)) are incompatible|"
        r"`variable\.assign\(value\)` must match\. variable\.shape=(?P<got5>\([^)]*\)), Received: "
        r"value\.shape=(?P<want5>\([^)]*\))",
        ("but the saved weight has shape", "shape mismatch in layer #", "cannot assign value to variable",
         "cannot assign to variable", "`variable.assign(value)` must match"),
        lambda v, _c: (
            f"{v.get('layer') or v.get('var') or 'A layer'} is {v.get('got')} in this model and "
            f"{v.get('want')} in the weights: they were saved from another architecture or "
            "release (another number of classes, input channels, a changed layer order). Build "
            "the model exactly as the weights were trained (the release or script they came "
            "with), or load only what fits: load_weights(path, by_name=True, "
            "skip_mismatch=True) for .h5 (Keras 3 needs by_name for skip_mismatch there) and "
            "train the rest. A variable.assign of your own with another shape raises the same "
            "words: give the value the variable's shape. When the BackupAndRestore callback "
            "loaded them (a backup_dir left by an interrupted run of the model before you "
            "changed it), delete that backup_dir"
        ),
    ),
    # Keras applications with weights='imagenet' and the classifier on: only the default input
    # size (keras/src/applications/imagenet_utils.py: "When setting `include_top=True` and
    # loading `imagenet` weights, `input_shape` should be (224, 224, 3)."; tensorflow/tensorflow
    # #43918, round 146: NASNet, the change allowing other sizes reverted)
    rule(
        "keras-applications-imagenet-input-shape",
        E,
        "A Keras application's ImageNet classifier takes only its default input size",
        r"When setting `include_top=True` and loading `imagenet` weights, `input_shape` should be "
        r"(?P<want>\([^)]*\))",
        "loading `imagenet` weights, `input_shape` should be",
        lambda v, _c: (
            f"With include_top=True the ImageNet head fixes the input to {v.get('want')}: resize "
            "the images to that size, or take the features only (include_top=False, your "
            "input_shape, pooling='avg') and put your own classifier on top"
        ),
    ),
    # tf.keras 2.0-2.2 saving a model compiled with a tf.train (TF 1) optimizer: the file has no
    # optimizer, and the loaded model must be compiled again (tensorflow/workshops' AMLD eager
    # notebook, round 58; ARBML/ARBML's and yining1023/doodleNet's notebooks, rounds 144-145:
    # four labels of five call it a warning, so it is one since round 147, no longer a note)
    rule(
        "keras-tf-optimizer-not-saved",
        Severity.WARNING,
        "The model was saved without its optimizer: it was compiled with a TF 1 tf.train optimizer",
        r"TensorFlow optimizers do not make it possible to access optimizer attributes",
        "tensorflow optimizers do not make it possible",
        "A tf.train optimizer (tf.train.AdamOptimizer) has no state Keras can save, so the file "
        "holds the model without it: compile again after loading to train on, or compile with "
        "a Keras optimizer (tf.keras.optimizers.Adam) so model.save keeps its state",
    ),
)
