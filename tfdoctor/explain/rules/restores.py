"""Log rules for restoring what a program saved, and for the libraries under it that were
installed twice or for another backend: an optimizer state a Sequential without input_shape
cannot reload, a checkpoint's references that resolved apart, TF 1's RNN state given as one
tensor, two NumPy builds' OpenBLAS, a Theano-only layer under TensorFlow. Verbatim real samples
with sources: tests/explain/test_rules.py."""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.user_code import NOT_ENV
from tfdoctor.model import Severity

E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

RESTORE_RULES = (
    # tf.keras 1.x-2.0's .h5 loader for a Sequential built without input_shape (thibo73800/
    # tensorflow2.0-examples: "Sequential models without an `input_shape` passed to the first
    # layer cannot reload their optimizer state. As a result, your model isstarting with a
    # freshly initialized optimizer.")
    rule(
        "keras-h5-optimizer-state-not-restored",
        W,
        "The .h5 file's optimizer state was not restored: training resumes from a fresh one",
        r"Sequential models without an `input_shape` passed to the first layer cannot reload "
        r"their optimizer state",
        "cannot reload their optimizer state",
        "Give the first layer an input_shape (or build the model) before saving, so Keras can "
        "restore the optimizer; for inference only, nothing to fix (or recompile after loading)",
    ),
    # TF 2's object-graph matcher finding two references of a checkpoint resolve apart
    # (amanchadha/stanford-cs231n-assignments-2020's StyleTransfer-TensorFlow: "Inconsistent
    # references when loading the checkpoint into this object graph", the checks then exact)
    rule(
        "benign-checkpoint-partial-restore",
        INFO,
        "A checkpoint's references resolved to other objects than when saved (often harmless)",
        r"Inconsistent references when loading the checkpoint into this object graph",
        "inconsistent references when loading the checkpoint",
        "The variables were restored by name; this notes that the program's object graph differs "
        "from the one that wrote the checkpoint. Check the model's outputs once; writing the "
        "checkpoint again with the current code silences it",
    ),
    # TF 1's tuple-state RNN cell given its initial state as one tensor (udacity/cn-deep-learning's
    # Anna_KaRNNa: "Expected state to be a tuple of length 2, but received: Tensor(\"initial_state:0\",
    # shape=(2, 2, 100, 512), ...)"; the fixed notebook passes cell.zero_state(...) unchanged)
    rule(
        "tensor-shape-mismatch",
        E,
        "An RNN cell was given its state as one tensor where it takes a tuple" + NOT_ENV,
        r"Expected state to be a tuple of length (?P<n>\d+), but received: (?P<got>Tensor\(\"[^\"]*\")",
        "expected state to be a tuple of length",
        lambda v, _c: (
            f"The cell's state is a tuple of {v.get('n')} (one per layer, or LSTM's c and h), but "
            f"one tensor ({v.get('got')}) came in: pass cell.zero_state(batch_size, dtype) (or the "
            "previous step's state) unchanged, without packing it into a tensor (tf.identity, "
            "tf.stack); or build the cells with state_is_tuple=False"
        ),
    ),
    # NumPy's own check of its bundled OpenBLAS on Windows (nicknochnack/KerasRL-OpenAI-Atari-
    # SpaceInvadersv0: "numpy\_distributor_init.py:32: UserWarning: loaded more than 1 DLL from
    # .libs:" with two libopenblas DLLs: two NumPy installs over one another)
    rule(
        "numpy-multiple-openblas-dlls",
        W,
        "NumPy's folder holds the OpenBLAS of two NumPy builds: two installs overlap",
        r"_distributor_init\.py:\d+: UserWarning: loaded more than 1 DLL from \.libs",
        "loaded more than 1 dll from .libs",
        "One NumPy was installed over another (pip over conda, or an upgrade that left the old "
        "DLL): uninstall NumPy until none is left (pip uninstall numpy, repeated; conda remove "
        "numpy --force; the user site too), then install one NumPy for this environment",
    ),
    # a Theano-only Keras layer under the TensorFlow backend (keunwoochoi/kapre's example_codes,
    # kapre 0.0.3.1's Stft: "AsTensorError: ('Cannot convert Tensor(\"stft_1/mul:0\", ...) to
    # TensorType', <class 'tensorflow.python.framework.ops.Tensor'>)")
    rule(
        "keras-layer-requires-other-backend",
        E,
        "A layer written for Theano got TensorFlow's tensors (Keras runs on TensorFlow here)",
        r"AsTensorError: \('Cannot convert Tensor\(\"[^\"]*\".*?\) to TensorType', <class "
        r"'tensorflow\.",
        "cannot convert tensor(",
        "The layer's code calls Theano (theano.tensor) and Keras gives it TensorFlow tensors: use "
        "the package's backend-neutral layer or a release that supports TensorFlow, or run it "
        "with KERAS_BACKEND=theano on the Keras 2 it was written for",
    ),
    # TF 2's own words for a checkpoint restored into a variable of another shape (a real
    # TF 2.21 run: tests/data/tracebacks/tf-2.21-checkpoint-restore-other-shape.txt, "Received
    # incompatible tensor with shape (30, 32) when attempting to restore variable with shape
    # (31, 32) and name Variable:0.")
    rule(
        "checkpoint-shape-mismatch",
        E,
        "A checkpoint holds a variable of another shape than the model's",
        r"Received incompatible tensor with shape (?P<saved>\([^)]*\)) when attempting to restore "
        r"variable with shape (?P<model>\([^)]*\))(?: and name (?P<name>\S+?)\.?$)?",
        "received incompatible tensor with shape",
        lambda v, _c: (
            f"The checkpoint has {v.get('saved')} where the model's variable"
            + (f" {v.get('name')}" if v.get("name") else "")
            + f" is {v.get('model')}: it was written by a model of other shapes (another number "
            "of input features, classes or units). Rebuild the model as it was when saved, or "
            "train again and write new checkpoints"
        ),
    ),
    # an Estimator (R's tfestimators, TF 1's) whose input ran out before the steps asked
    # (PacktPublishing/Deep-Learning-with-R-Cookbook, round 105: "Training completed after 8
    # steps but 16 steps was specified": an input_fn of one epoch)
    rule(
        "keras-input-ran-out-of-data",
        W,
        "Training stopped early: the input ran out before the steps asked for",
        r"Training completed after (?P<done>\d+) steps but (?P<asked>\d+) steps was specified",
        "steps was specified",
        lambda v, _c: (
            f"The input gave {v.get('done')} steps of {v.get('asked')}: let the input function "
            "repeat (more epochs, num_epochs = NULL / None) or ask for fewer steps"
        ),
    ),
    # keras_segmentation's own lookup of the newest weights finding none (divamgupta/image-
    # segmentation-keras#237, round 168: predict.py's 'assert (latest_weights is not None),
    # "Checkpoint not found."'; TF 2's save_weights without .h5 writes <name>.N.index and
    # .data-00000-of-00001 files its lookup did not match, the maintainer agreed)
    rule(
        "checkpoint-not-found",
        E,
        "The program's own check found no saved weights to load",
        r"^\W{0,3}AssertionError: Checkpoint not found\.",
        "assertionerror: checkpoint not found",
        "Point the program at the folder and name training wrote. keras_segmentation raises "
        "these words (0.3.0, its latest release: predict.py and train.py) and needs "
        "<checkpoints_path>_config.json and weights files named exactly <checkpoints_path>.<epoch>: "
        "check that training wrote them with the same checkpoints_path. Under TF 2, "
        "save_weights without .h5 writes <path>.<epoch>.index and .data-00000-of-00001 files, "
        "which its find_latest_checkpoint does not match: build the model and call "
        "model.load_weights('<path>.<epoch>') yourself, or save the weights as .h5",
    ),
    # grappler's cost model given a CPU of 0 Hz aborts the process (tensorflow/tensorflow#22116,
    # round 168: an M1 Mac, "Failed to get CPU frequency: 0 Hz" then "F ...op_level_cost_
    # estimator.cc:710] Check failed: 0 < gflops (0 vs. 0)type: \"CPU\""; the gatherer's name)
    rule(
        "grappler-cost-estimator-zero-gflops",
        E,
        "TensorFlow aborted: it read the CPU's frequency as 0 Hz and grappler's cost model failed",
        r"op_level_cost_estimator\.cc:\d+\] Check failed: 0 < gflops",
        "check failed: 0 < gflops",
        "TensorFlow could not read the CPU frequency (the 'Failed to get CPU frequency: 0 Hz' "
        "line), and grappler's cost estimator aborts on it. Seen on Apple-silicon Macs running "
        "an x86 TensorFlow under Rosetta or an early tensorflow_macos build: install the native "
        "arm64 Python and TensorFlow (tensorflow's macOS arm64 wheels from 2.13, tensorflow-macos "
        "before). In a VM or container, give it a CPU whose frequency the guest can read",
    ),
)
