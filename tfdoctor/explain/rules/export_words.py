"""Log rules for exporting and serving models on today's releases: a loaded SavedModel's
signatures asked for a name they have not got or called with other keywords, a function-call
kernel's argument dtype, a signature made from a function without an input signature,
saved_model_cli's own words, a Keras 3 model exported before it was built, a SavedModel loaded
as a plain object asked for Keras methods, and the TFLite interpreter invoked before its
tensors were allocated. Each was read in a real run of the twenty-first session's outside check h
(TF 2.21, Keras 3.15, tf_keras 2.21: tests/data/tracebacks/tf-2.21-runs/SOURCES.md, s21h-*).
Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
NOT_ENV = " (the program's code, not the environment)"
#: where a loaded SavedModel's signatures and their input names are listed
LIST_SIGNATURES = (
    "list(loaded.signatures.keys()) names the signatures, and "
    "loaded.signatures['serving_default'].structured_input_signature their inputs "
    "(saved_model_cli show --dir <folder> --all prints both)"
)

EXPORT_WORD_RULES = (
    # a loaded SavedModel's signatures asked for a name they have not got: a bare KeyError from
    # _SignatureMap.__getitem__ (TF 2.21's saved_model/signature_serialization.py:302; its frame
    # shows only when it raised there; s21h-loaded-sig-missing-key), and saved_model_cli's
    # words (saved_model_cli.py:346: 'Could not find signature "predict". Please choose from:
    # serving_default, __saved_model_init_op, serve'; s21h-cli-show-wrong-sig)
    rule(
        "saved-model-signature-missing",
        E,
        "The SavedModel has no signature of the name asked for" + NOT_ENV,
        r"signature_serialization\.py\", line \d+, in __getitem__|"
        r"Could not find signature \"(?P<sig>[^\"]+)\"\. Please choose from: (?P<avail>.+)",
        ("signature_serialization.py", "could not find signature \""),
        lambda v, _c: (
            (f"There is no signature {v.get('sig')}; the SavedModel has: "
             + ", ".join(x.strip() for x in str(v.get("avail")).split(",")
                         if x.strip() != "__saved_model_init_op")
             + ". " if v.get("sig") else "")
            + "Ask for a signature the SavedModel has (Keras 3's model.export and "
            "tf.saved_model.save write serving_default, export also serve): " + LIST_SIGNATURES
        ),
    ),
    # a loaded signature or concrete function called with another keyword than its input's name
    # (TF 2.21's polymorphic_function/function_type_utils.py:447: "Binding inputs to
    # tf.function failed due to `missing a required argument: 'features'`. Received args: ()
    # and kwargs: {'input_1': ...}"; s21h-loaded-sig-wrong-kw, s21h-cf-wrong-name)
    rule(
        "serving-request-input-mismatch",
        E,
        "A signature or concrete function was called with another input name than it has" + NOT_ENV,
        r"Binding inputs to tf\.function failed due to `missing a required argument: "
        r"'(?P<want>\w+)'`\. Received args: \(.*?\) and kwargs: \{'(?P<got>\w+)'",
        "binding inputs to tf.function failed due to `missing a required argument",
        lambda v, _c: (
            f"It takes an input named {v.get('want')} and was given {v.get('got')}=: call it as "
            f"f({v.get('want')}=tensor). The names come from the input_signature's TensorSpec "
            "names (Keras: the Input layers' names): " + LIST_SIGNATURES
        ),
    ),
    # saved_model_cli run's input key (saved_model_cli.py:705: '"input_1" is not a valid input
    # key. Please choose from "features", or use --show option.'; s21h-cli-run-wrong-key)
    rule(
        "serving-request-input-mismatch",
        E,
        "saved_model_cli was given an input key the signature has not got",
        r"\"(?P<got>[^\"]+)\" is not a valid input key\. Please choose from (?P<want>.+?), or use "
        r"--show option",
        "is not a valid input key",
        lambda v, _c: (
            f"The signature's inputs are {v.get('want')}, not {v.get('got')}: name them in "
            "--inputs / --input_exprs / --input_examples (saved_model_cli show --dir <folder> "
            "--tag_set serve --signature_def serving_default lists them)"
        ),
    ),
    # saved_model_cli's --input_exprs read with ast.literal_eval (saved_model_cli.py:841 of TF
    # 2.21: 'Expression "np.ones((1,4))" is not a valid python literal.'; s21h-cli-run-numpy-
    # expr; the checker's name)
    rule(
        "saved-model-cli-input-exprs-not-literal",
        E,
        "saved_model_cli's --input_exprs takes Python literals only",
        r"Expression \"(?P<expr>[^\"]+)\" is not a valid python literal",
        "is not a valid python literal",
        lambda v, _c: (
            f"{v.get('expr')} is code, and TF 2.21's saved_model_cli reads --input_exprs with "
            "ast.literal_eval: give a literal ('features=[[1.0, 1.0, 1.0, 1.0]]'), or save the "
            "array with np.save and pass --inputs features=file.npy"
        ),
    ),
    # a function-call kernel's argument check (strings of TF 2.21's libtensorflow_framework.so.2:
    # "Expects arg[0] to be float but int64 is provided", a loaded signature called inside a
    # tf.function with int64 data; s21h-loaded-sig-in-tffunction-dtype)
    rule(
        "tensor-dtype-mismatch",
        E,
        "A function was called with an argument of another dtype than it was traced for" + NOT_ENV,
        r"Expects arg\[(?P<index>\d+)\] to be (?P<want>\w+) but (?P<got>\w+) is provided",
        "is provided",
        lambda v, _c: (
            f"Argument {v.get('index')} is a variable's handle ({v.get('want')}) where the function "
            f"was traced, and a {v.get('got')} tensor was passed: pass the tf.Variable itself (or "
            "trace the function again for plain tensors)"
        ) if v.get("want") in ("resource", "variant") or v.get("got") in ("resource", "variant") else (
            f"Argument {v.get('index')} must be {v.get('want')} and got {v.get('got')}: cast it "
            f"before the call (tf.cast(x, tf.{'float32' if v.get('want') == 'float' else v.get('want')}); "
            "a tf.data pipeline from NumPy integers gives int64)"
        ),
    ),
    # tf.saved_model.save given signatures that are not concrete functions (TF 2.21's
    # saved_model/signature_serialization.py:141: "Expected a TensorFlow function for which to
    # generate a signature, but got <...Function object at 0x...>. Only `tf.functions` with an
    # input signature or concrete functions can be used as a signature."; s21h-sm-sig-no-input-
    # signature, s21h-sm-sig-dict-wrong; the checker's name)
    rule(
        "saved-model-signature-not-concrete",
        E,
        "tf.saved_model.save was given a signature it cannot trace" + NOT_ENV,
        r"Expected a TensorFlow function for which to generate a signature, but got <(?P<got>[^>]+)>",
        "expected a tensorflow function for which to generate a signature",
        lambda v, _c: (
            "A signature needs fixed input specs: pass signatures={'serving_default': "
            "f.get_concrete_function(tf.TensorSpec([None, 4], tf.float32, name='features'))}, or "
            "decorate the function with @tf.function(input_signature=[...])"
            + (" (a plain Python function must be a tf.function first)"
               if str(v.get("got")).startswith("function ") else "")
        ),
    ),
    # Keras 3's export of a model never built (keras/src/export/export_utils.py:24: "The model
    # provided has not yet been built. It must be built before export."; s21h-k3-export-unbuilt)
    rule(
        "keras-model-not-built",
        E,
        "The Keras model was exported before it was built" + NOT_ENV,
        r"The model provided has not yet been built\. It must be built before export",
        "it must be built before export",
        "Give the model its input first: a keras.Input in a Sequential or functional model, or "
        "model.build((None, 4)) / one call on a batch for a subclassed model, then export",
    ),
    # a SavedModel loaded as a plain object asked for Keras methods (tf.saved_model.load, or
    # tf_keras 2.21's load_model on a folder without keras_metadata.pb, which returns it after
    # "SavedModel saved prior to TF 2.5 detected": s21h-tfk-tfload-custom-predict,
    # s21h-tfk-load-k3-export; round 115's gatherer's name, adopted: r115-2-005)
    rule(
        "saved-model-loaded-without-keras",
        E,
        "A SavedModel loaded as a plain TensorFlow object was asked for a Keras model's method" + NOT_ENV,
        r"'_UserObject' object has no attribute '(?P<attr>predict|summary|fit|evaluate|layers|"
        r"compile|predict_on_batch|get_layer|save|input_shape|output_shape|inputs|outputs)'",
        "'_userobject' object has no attribute",
        lambda v, _c: (
            f"The loaded object has no {v.get('attr')}: tf.saved_model.load returns the "
            "SavedModel's functions, not a Keras model (and tf_keras's load_model returns the same for "
            "a folder without keras_metadata.pb, after 'SavedModel saved prior to TF 2.5 "
            "detected'). Call loaded.signatures['serving_default']"
            "(name=tensor) or loaded(x) for inference; for a Keras model, load the .keras file "
            "(Keras 3), keras.layers.TFSMLayer(path) inside a Keras 3 model, or tf_keras's "
            "load_model on a folder that tf.keras's model.save wrote (with custom_objects=)"
        ),
    ),
    # the TFLite interpreter invoked before allocate_tensors (strings of TF 2.21's
    # lite/python/libpywrap_tflite_common.so: "Invoke called on model that is not ready.";
    # s21h-tfl-invoke-before-allocate)
    rule(
        "tflite-tensors-not-allocated",
        E,
        "The TFLite interpreter was invoked before its tensors were allocated" + NOT_ENV,
        r"Invoke called on model that is not ready",
        "invoke called on model that is not ready",
        "Call interpreter.allocate_tensors() after making the Interpreter and again after every "
        "resize_tensor_input(), before set_tensor() and invoke()",
    ),
)
