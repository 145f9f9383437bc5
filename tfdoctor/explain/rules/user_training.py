"""Log rules for a training program stopped by its own code, not by the environment: a loss
the variables do not reach, a model never compiled, a loss gone NaN, code that needs eager
values running inside a graph. The companion of user_code.py (labels, shapes and data);
samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.user_code import NOT_ENV as _NOT_ENV
from tfdoctor.model import Severity

E = Severity.ERROR

USER_TRAINING_RULES = (
    # a loss the variables do not reach: computed outside the tape, through NumPy, or with a
    # non-differentiable op (tensorflow/tensorflow#42167, fixed by computing the loss inside
    # the callable; #50111, the tensor had been turned into a NumPy array; TF 1's "check your
    # graph for ops that do not support gradients", vpetren/gradnorm_tf#16)
    rule(
        "gradients-missing-for-variables",
        E,
        "The loss does not depend on the trained variables (no gradients)" + _NOT_ENV,
        r"No gradients provided for any variable",
        "no gradients provided for any variable",
        "Compute the loss from the model's output inside the GradientTape (or the callable "
        "passed to minimize) with TensorFlow ops only: .numpy(), np.*, int/argmax/round or a "
        "tf.Variable assignment on the path cut the gradient; in a custom train_step the "
        "loss must come from self(x, training=True); check the variables passed are the ones "
        "used",
    ),
    # some variables the loss does not reach, the rest trained (tensorflow/quantum's
    # metalearning_qaoa notebook, round 34: "Gradients do not exist for variables
    # ['qrnn_4/state/kernel:0', ...] when minimizing the loss.": an output left unused)
    rule(
        "gradients-missing-for-variables",
        Severity.WARNING,
        "Some variables get no gradient and are not trained" + _NOT_ENV,
        r"Gradients do(?:es)? not exist for variables (?P<variables>\[[^\]]*\]?)",
        ("gradients do not exist for variables", "gradients does not exist for variables"),
        lambda v, _c: (
            f"{v.get('variables')} do not affect the loss: a layer whose output is unused, a "
            "branch cut by NumPy/argmax, or weights meant to be frozen (set trainable=False to "
            "say so); in Keras 3 also a model compiled without loss=. Training goes on for the "
            "others"
        ),
    ),
    # fit before compile (ageron/handson-ml2#175; iNLyze/DeepLearning-SeGAN-Segmentation#6
    # "You must compile a model before training/testing"; Keras 2.2's "You must compile your
    # model before using it.", anuragmishracse/caption_generator#41)
    rule(
        "keras-model-not-compiled",
        E,
        "The model was trained or evaluated before model.compile" + _NOT_ENV,
        r"You must compile (?:your|a) model before (?:training/testing|using it)"
        # Keras 3 (keras/src/trainers/trainer.py; rstudio/keras3#1450 through reticulate)
        r"|You must call `compile\(\)` before (?:using the model|calling `\w+\(\)`)",
        ("you must compile your model", "you must compile a model", "you must call `compile()`"),
        "Call model.compile(optimizer=..., loss=...) on this model object before fit/evaluate "
        "(a model rebuilt, cloned or loaded with compile=False needs it again); a model made "
        "by a library's example may need that library's matching version",
    ),
    # Keras's progress bar (rickiepark/handson-ml2's chapter 10 notebook: "loss: nan -
    # val_loss: nan" after the learning rate was raised): training goes on, so a warning
    # that never outranks what ended the program (the review of 5487c8c..)
    rule(
        "training-loss-nan",
        Severity.WARNING,
        "The loss became NaN during training (it goes on, learning nothing)",
        # (the Estimator's "loss = inf, step = 200" too: the review of the fifteenth session)
        # (and inf, -inf: Keras's progbar prints an infinite mean as inf; the second review of the
        # fifteenth session)
        r"\bloss: -?(?:nan|inf)\b|\bloss = -?(?:nan|inf), step\b",
        ("loss: nan", "loss: inf", "loss: -inf", "loss = nan", "loss = inf", "loss = -inf"),
        "Lower the learning rate (10x) or clip gradients (clipnorm=1.0); check the input for "
        "NaN/Inf (np.isnan(x).any()); keras.callbacks.TerminateOnNaN() stops such a run",
    ),
    # a hand-written loss in NumPy meeting log(0) or an overflow (Kulbear/deep-learning-
    # coursera's Initialization and Regularization notebooks: "RuntimeWarning: divide by zero
    # encountered in log" in the cross-entropy cost, "Cost after iteration 0: inf"; the
    # notebook explains it: a saturated sigmoid; training goes on)
    rule(
        "training-loss-nan",
        Severity.WARNING,
        "NumPy hit log(0) or an overflow (inf/NaN) in your code (a hand-written loss, preprocessing)",
        # (not inside a library: pandas' or scikit-learn's own arithmetic on the data; a
        # notebook cell's code shows as ipykernel's)
        r"^(?!.*[/\\](?:site|dist)-packages[/\\](?!ipykernel)[^:]*:\d+: RuntimeWarning)"
        r".*RuntimeWarning: (?:divide by zero|overflow|invalid value) encountered in "
        # (not a divide: a metric's 0/0 at an empty threshold is TFMA's harmless note, r22-1-011)
        r"(?P<op>log|exp|multiply)\b",
        "encountered in",
        lambda v, _c: (
            f"NumPy's {v.get('op')} produced inf/NaN in your code. In a hand-written "
            "cross-entropy it is log(0) of a saturated probability: clip it (np.clip(a, 1e-8, 1 - 1e-8)) "
            "or use a stable form (log-sum-exp, from_logits=True); smaller initial weights or "
            "a lower learning rate keep the sigmoid from saturating. In preprocessing (a log "
            "transform of counts, a division by a zero std), find the zeros (np.isfinite(x)"
            ".all()) before training. Harmless if the cost comes back finite"
        ),
    ),
    # NumPy's attributes asked of a TensorFlow object (AakashKumarNain/TF_JAX_tutorials'
    # variables chapter, round 109: "AttributeError: 'ResourceVariable' object has no attribute
    # 'ndim'", shown on purpose; the next cell uses tf.shape)
    rule(
        "tensorflow-api-mismatch",
        E,
        "NumPy's API asked of a TensorFlow tensor or variable" + _NOT_ENV,
        # (TensorFlow's own class names: a bare 'Tensor' is PyTorch's too, MVIG-SJTU/AlphaPose
        # #672 and pytorch/pytorch#53090, the review of the thirteenth session)
        r"'(?P<cls>ResourceVariable|UninitializedVariable|EagerTensor|SymbolicTensor|"
        r"RaggedTensor|SparseTensor)' object has no attribute '(?P<attr>ndim|reshape|astype|T|"
        r"flatten|ravel|tolist|item|size|copy|transpose|squeeze|clip|mean|sum|min|max)'",
        ("object has no attribute '",),
        lambda v, _c: (
            f"A {v.get('cls')} is not a NumPy array: '{v.get('attr')}' is NumPy's. Use "
            "TensorFlow's own (x.shape.rank or tf.rank(x) for ndim, tf.reshape, tf.cast for "
            "astype, tf.transpose, tf.squeeze, tf.reduce_*), or x.numpy() in eager code; "
            "tf.experimental.numpy.experimental_enable_numpy_behavior() adds NumPy's methods "
            "to tensors"
        ),
    ),
    # code that needs eager values running inside a graph (tf.function, model.fit):
    # tensorflow/tensorflow#31439 (the answer: tf.function builds a graph, use tf.print),
    # #40508 ".numpy() in a custom loss", #35403/#41003 "using a `tf.Tensor` as a Python
    # `bool`", #40381/#27120 "tried to create variables on non-first call"; tkipf/keras-gcn#55
    # (standalone Keras 2.3 on TF 2.0)
    rule(
        "graph-mode-eager-only-code",
        E,
        "Code that needs eager values ran inside a graph (tf.function, model.fit)" + _NOT_ENV,
        r"'(?:Symbolic)?Tensor' object has no attribute 'numpy'"
        r"|using a (?:symbolic )?`?tf\.Tensor`? as a Python `?bool`? is not allowed"
        r"|Iterating over a symbolic `?tf\.Tensor`? is not allowed"
        # TF 2.0-2.1 (kpe/bert-for-tf2#57: unpacking a layer's one output, "OperatorNotAllowed
        # InGraphError: in converted code:" above "iterating over `tf.Tensor`")
        r"|iterating over `?tf\.Tensor`?(?:\\?\"\))?(?: is not allowed)?|OperatorNotAllowedInGraphError"
        r"|tf\.function-decorated function tried to create variables on non-first call"
        # TF >= 2.16's words (tensorflow/python/framework/tensor.py, ops.py,
        # polymorphic_function.py of TF 2.21)
        r"|Creating variables on a non-first call to a function decorated with tf\.function"
        # autograph's words for a Python `if` on a non-scalar tensor (GarrettJenkinson/
        # condor_tensorflow#2, round 150: the package's metric tests `if sample_weight:`,
        # "condition of if statement expected to be `tf.bool` scalar, got Tensor(...)")
        r"|condition of if statement expected to be `?tf\.bool`? scalar, got Tensor"
        # a variable's numpy() in a graph (TF 2.21's resource_variable_ops.py:715: pickle of a
        # tf.Variable inside a tf.function, outside check j's s21j-pickle-variable-graph)
        r"|numpy\(\) is only available when eager execution is enabled",
        ("numpy() is only available when eager", "object has no attribute 'numpy'", "as a python `bool` is not allowed",
         "as a python bool is not allowed", "tried to create variables on non-first call",
         "iterating over", "creating variables on a non-first call",
         "operatornotallowedingrapherror", "condition of if statement expected"),
        "Inside tf.function and model.fit tensors are symbolic: use TensorFlow ops "
        "(tf.print, tf.cond/tf.where, tf.shape) instead of .numpy() or a Python if/for on a "
        "tensor; create variables once (in __init__/build, or outside the function); debug "
        "with model.compile(run_eagerly=True) or tf.config.run_functions_eagerly(True). "
        "Code or a library written for another TensorFlow/Keras (TF 1.x graphs, standalone "
        "keras on TF 2) may need the version it was written for. Under TF 1.x (or after "
        "disable_eager_execution) eager is off everywhere: sess.run() gives values, or "
        "tf.compat.v1.enable_eager_execution() at the start, or TF 2",
    ),
    # TF 1.x graphs: a variable read before its initializer ran (tensorflow/tensorflow#15175,
    # mrry: the initializers were run before the network was built; sarahmfrost/manumorph#2:
    # a new variable left out of the initializer list)
    rule(
        "tf1-variables-uninitialized",
        E,
        "A TF 1.x variable was used before its initializer ran" + _NOT_ENV,
        r"Attempting to use uninitialized value (?P<variable>[\w/:.-]+)",
        "attempting to use uninitialized value",
        lambda v, _c: (
            f"{v.get('variable')} was read before initialization: build the whole graph first, "
            "then sess.run(tf.compat.v1.global_variables_initializer()) once (or initialize "
            "every variable created later, e.g. an optimizer's); a Keras model under TF 1.x: "
            "use the session Keras made (tf.compat.v1.keras.backend.get_session())"
        ),
    ),
    # TF 1.x Keras in a web server: predict in a thread whose default graph is not the one
    # the model was loaded into (jrosebr1/simple-keras-rest-api#4, ryanjcooper/EMNIST#11:
    # "Tensor Tensor(\"dense_2/Softmax:0\", ...) is not an element of this graph.")
    rule(
        "tf1-tensor-not-in-graph",
        E,
        "A TF 1.x model was used from another graph than the one it was loaded into" + _NOT_ENV,
        r"Tensor Tensor\(\"(?P<tensor>[^\"]+)\".*?\) is not an element of this graph|"
        # the session's own words for a feed/fetch name of another graph (BrikerMan/Kashgari
        # #167, round 137: "Tensor Input-Token:0, specified in either feed_devices or
        # fetch_devices was not found in the Graph", a Flask thread's default graph)
        r"Tensor (?P<tensor2>\S+), specified in either feed_devices or fetch_devices was not found "
        r"in the Graph",
        ("is not an element of this graph", "fetch_devices was not found in the graph"),
        "Keep the graph (and session) the model was loaded into and predict inside it: graph = "
        "tf.compat.v1.get_default_graph() after loading, then with graph.as_default(): "
        "model.predict(...) in the request handler (Keras 2.x: also call "
        "model._make_predict_function() after loading); or load per thread, or move to TF 2",
    ),
    # an integer op divided by zero (GoogleCloudPlatform/tf-estimator-tutorials' learning-rate
    # notebook, round 48: "Integer division by zero" at FloorMod, the notebook's own
    # tf.mod(step, cycle_length) with a cycle length of 0)
    rule(
        "integer-division-by-zero",
        E,
        "An integer op divided by zero" + _NOT_ENV,
        r"Integer division by zero",
        "integer division by zero",
        "A divisor in the program's own graph (tf.math.floormod, //, tf.math.floordiv) was 0: "
        "check the value it divides by (a step count, a cycle length, a batch count) and guard "
        "it (tf.maximum(divisor, 1))",
    ),
    # an eager tensor used in a plain (v1) graph being built (tensorflow/federated's
    # custom_federated_algorithms_1 tutorial: "Attempting to capture an EagerTensor without
    # building a function.", a constant made outside tff.tf_computation; TF raises it only
    # for a v1 graph, tensorflow/python/framework/ops.py)
    rule(
        "graph-mode-eager-only-code",
        E,
        "An eager tensor was used inside a graph being built (the program's code)",
        r"Attempting to capture an EagerTensor without building a function",
        "capture an eagertensor",
        "Make the tensor inside the graph or computation that uses it (inside the "
        "tf.compat.v1 graph's `with g.as_default():`, inside tff.tf_computation), or call "
        "tf.compat.v1.disable_eager_execution() at the program's start, before any tensor is "
        "made",
    ),
    # TF 1's variable scope asked again for a name it holds: a notebook cell run twice
    # (yongyehuang/Tensorflow-Tutorial's Tutorial_01, round 99: "Variable w1 already exists,
    # disallowed. Did you mean to set reuse=True or reuse=tf.AUTO_REUSE in VarScope?")
    rule(
        "tf1-variable-already-exists",
        E,
        "TF 1's get_variable was asked for a name the graph already holds" + _NOT_ENV,
        r"Variable (?P<var>\S+) already exists, disallowed\. Did you mean to set reuse=True",
        "already exists, disallowed",
        lambda v, _c: (
            f"{v.get('var')} was created before in this graph (a cell or function run twice): "
            "call tf.compat.v1.reset_default_graph() before building the graph again, or create "
            "it under tf.compat.v1.variable_scope(..., reuse=tf.compat.v1.AUTO_REUSE) to share it"
        ),
    ),
    # TF 1's Saver writing into a folder that does not exist (jiangxinyang227/textClassifier's
    # Bi-LSTM+Attention notebook, round 99: "Failed to create a directory:
    # ../model/Bi-LSTM-atten/model; No such file or directory", then "Parent directory of ...
    # doesn't exist, can't save.")
    rule(
        "checkpoint-dir-missing",
        E,
        "The checkpoint's folder does not exist" + _NOT_ENV,
        # (not a path of both separators: windows-path-mixed-separators', r28-0-006)
        r"Failed to create a directory: (?P<dir>(?![^;\n]*/[^;\n]*\\|[^;\n]*\\[^;\n]*/)[^;\n]+); No "
        r"such file or directory|Parent directory of "
        r"(?P<path>\S+) doesn't exist, can't save",
        ("failed to create a directory", "doesn't exist, can't save"),
        lambda v, _c: (
            f"Create {v.get('dir') or 'the folder of ' + str(v.get('path'))} before saving "
            "(os.makedirs(folder, exist_ok=True)); a relative path is taken from the working "
            "directory the program runs in, not the script's"
        ),
    ),
    # TF 1's eval() under a default session of another graph (fastai/courses' deeplearning2/
    # tf-basics notebook, round 98: after tf.reset_default_graph(), the InteractiveSession kept
    # the old graph; its own remedy: the second review of the eleventh session)
    rule(
        "tf1-tensor-not-in-graph",
        E,
        "The default session belongs to another graph than the tensor's" + _NOT_ENV,
        r"Cannot use the default session to evaluate tensor: the tensor's graph is different from "
        r"the session's graph",
        "the tensor's graph is different from the session's",
        "The session was opened on a graph that was replaced since (tf.reset_default_graph() "
        "after an InteractiveSession): open a new session after building the graph "
        "(sess = tf.compat.v1.InteractiveSession()), or pass one explicitly: "
        "tensor.eval(session=sess)",
    ),
    # CTC's loss without an alignment (solivr/tf-crnn#50: "ctc_loss_calculator.cc:144] No valid
    # path found."; the maintainer: a label longer than the network's output sequence)
    rule(
        "ctc-no-valid-path",
        Severity.WARNING,
        "CTC found no alignment for a sample: its label is longer than the output sequence" + _NOT_ENV,
        r"ctc_loss_calculator\.cc:\d+\] No valid path found",
        "no valid path found",
        "A label needs at least as many output steps as characters (plus a blank between "
        "repeated ones): filter out samples whose labels are too long for the input width, "
        "widen the input or pool less in time; TF 1's tf.nn.ctc_loss takes "
        "ignore_longer_outputs_than_inputs=True to skip them",
    ),
    # a non-persistent tape asked twice (tensorchiefs/dl_course_2021's tape notebook:
    # "RuntimeError: GradientTape.gradient can only be called once on non-persistent tapes.")
    rule(
        "gradient-tape-reused",
        E,
        "A GradientTape was asked for gradients twice without persistent=True" + _NOT_ENV,
        r"GradientTape\.gradient can only be called once on non-persistent tapes|"
        # TF 2.21's words (a real run, the review of the twelfth session)
        r"A non-persistent GradientTape can only be used to compute one set of gradients",
        ("can only be called once on non-persistent tapes", "non-persistent gradienttape can only be used"),
        "Ask for every gradient in one call (tape.gradient(loss, [a, b])), or create the tape "
        "with tf.GradientTape(persistent=True) and del it after the last call",
    ),
)
