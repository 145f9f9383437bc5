"""Log rules for Keras's text and lookup layers, keras-hub presets and a custom class's config,
in Keras 3.15's, tf_keras 2.21's and keras-hub 0.32's words: every sample is a real run of the
twentieth session's outside check c (tests/data/tracebacks/tf-2.21-runs/s20c-*), the words read
in the installed sources named at each rule.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.explain.rules.keras_names import CUSTOM_EXTRA_KEY
from tfdoctor.explain.rules.user_code import NOT_ENV
from tfdoctor.model import Severity

E = Severity.ERROR
TEXT_LAYER_RULES = (
    # a vocabulary file that is not there (keras/src/layers/preprocessing/index_lookup.py:458,
    # tf_keras's :486: "Vocabulary file vocab.txt does not exist.")
    rule(
        "application-data-missing",
        E,
        "The vocabulary file a lookup layer was given does not exist",
        r"Vocabulary file (?P<path>\S+?) does not exist\.",
        "vocabulary file",
        lambda v, _c: (
            f"{v.get('path') or 'The vocabulary file'} is not there: paths are relative to the "
            "working directory; give the path where the file is, or write it first "
            "(layer.get_vocabulary() of an adapted layer, one token per line)"
        ),
    ),
    # numbers into a layer or op that takes strings (TF 2.21's Cast kernel: "Cast int64 to
    # string is not supported", eager under {{function_node __wrapped__Cast...}} and in fit as
    # [[{{node .../Cast}}]]; a StringLookup or TextVectorization given an int column)
    rule(
        "tensor-dtype-mismatch",
        E,
        "Numbers reached a layer or op that takes strings" + NOT_ENV,
        r"Cast (?P<got>u?int\d+|float\d+|half|bfloat16|bool|double) to string is not supported",
        "to string is not supported",
        lambda v, _c: (
            f"A {v.get('got') or 'number'} tensor reached a layer or op that takes text "
            "(StringLookup, TextVectorization, tf.strings): use IntegerLookup for integer ids, or "
            "convert first (tf.strings.as_string(x), .astype(str)); check that the dataset "
            "yields the text column"
        ),
    ),
    # tf_keras's TextVectorization refusing two arguments together (tf_keras 2.21's
    # layers/preprocessing/text_vectorization.py:354: "`output_sequence_length` must not be set
    # if ragged is True."; :340 the same for output_mode; Keras 3.15 accepts the pair)
    rule(
        "keras-preprocessing-args-conflict",
        E,
        "A Keras preprocessing layer was given two arguments that exclude each other" + NOT_ENV,
        # (and Keras 3.15's own for the output_mode pair, text_vectorization.py:310-314: the review
        # of the twentieth session)
        r"`(?P<arg>\w+)` must not be set if (?:(?P<ragged>ragged is True)|`?output_mode`? is)",
        "must not be set if",
        lambda v, _c: (
            f"Drop `{v.get('arg') or 'one of them'}` or ragged=True: with ragged=True the output "
            "keeps each text's own length (pad it later: x.to_tensor(shape=[None, n])); Keras 3 "
            "takes the pair and ignores output_sequence_length"
            if v.get("ragged") else
            f"`{v.get('arg') or 'That argument'}` belongs to output_mode='int' only (a sequence of "
            "token ids of that length): drop it for multi_hot, count or tf_idf, whose output has "
            "one column per vocabulary entry"
        ),
    ),
    # tf_keras's HDF5 writer and a layer whose weights are not variables (tf_keras 2.21's
    # saving/legacy/hdf5_format.py:1114: "Save or restore weights that is not an instance of
    # `tf.Variable` is not supported in h5": a TextVectorization's vocabulary handler)
    rule(
        "keras-h5-layer-state-unsupported",
        E,
        "A layer whose state is not variables (a lookup vocabulary) cannot be saved to HDF5",
        r"Save or restore weights that is not an instance of `tf\.Variable` is not supported in h5",
        "is not supported in h5",
        "HDF5 keeps variables only, and a TextVectorization/StringLookup vocabulary is not one: "
        "save as .keras (or save_format='tf'), or keep the text layer out of the saved model and "
        "apply it in the input pipeline",
    ),
    # a user's class whose config holds a key its __init__ does not take (Keras 3.15's
    # layers/layer.py:295: "Unrecognized keyword arguments passed to Block: {'kernel_shape':
    # [4, 2]}"; Keras 3's own classes and Keras 2's arguments are models.py's)
    rule(
        "keras-custom-layer-config-extra-key",
        E,
        "A custom layer was given an argument its __init__ does not take" + NOT_ENV,
        CUSTOM_EXTRA_KEY,
        "unrecognized keyword arguments passed to",
        lambda v, _c: (
            # (a typo in the user's own call gives the same words: the review of the twentieth
            # session, Block(activaton=...))
            f"{v.get('cls') or 'The class'} got '{v.get('arg') or 'an argument'}', which its "
            "__init__ does not take and hands on (**kwargs) to keras.layers.Layer, which refuses "
            "it. From your own call: fix the name, or accept it in __init__. While loading a "
            "saved model (load_model, from_config): get_config returns that key, so return only "
            "__init__'s own arguments or pop it in a from_config classmethod; a library's class "
            "saved by another release of that library needs that release"
        ),
    ),
    # tf_keras's .keras loader meeting an unregistered class (tf_keras 2.21's saving/
    # serialization_lib.py:588: "Cannot deserialize object of type `Scale`. If `Scale` is a
    # custom class, please register it ...")
    rule(
        "keras-custom-object-unknown",
        E,
        "The saved model uses a custom class this program did not give Keras",
        r"Cannot deserialize object of type `(?P<name>\w+)`\. If `\w+` is a custom class",
        "cannot deserialize object of type",
        lambda v, _c: (
            f"Register {v.get('name') or 'the class'} before loading "
            "(@keras.saving.register_keras_serializable() on its definition, imported first), "
            "or pass custom_objects={'" + str(v.get("name") or "Name") + "': ...} to load_model"
        ),
    ),
    # huggingface_hub offline (huggingface_hub/utils/_http.py:551: "'[Errno -2] Name or service
    # not known' thrown while requesting HEAD https://huggingface.co/..."; keras-hub's hf://
    # preset then has "no config.json")
    rule(
        "dataset-download-failed",
        E,
        "A download from the Hugging Face Hub did not get through",
        r"'(?P<reason>\[Errno -?\d+\] (?:Name or service not known|Temporary failure in name "
        r"resolution|Network is unreachable)[^']*)' thrown while requesting \w+ (?P<url>https?://\S+)",
        "thrown while requesting",
        lambda v, _c: (
            f"The machine could not reach {v.get('url') or 'the Hub'} ({v.get('reason') or 'no network'}): "
            "connect it (a proxy: HTTPS_PROXY), or download the files where there is a network "
            "and set HF_HUB_OFFLINE=1 with that cache (HF_HOME) here; keras-hub's hf:// presets "
            "load from a local folder too"
        ),
    ),
    # keras-hub's preset name not among its presets (keras_hub/src/utils/preset_utils.py:248:
    # "Unknown preset identifier. A preset must be a one of: ...")
    rule(
        "keras-hub-preset-unknown",
        E,
        "keras-hub does not know the preset name it was given" + NOT_ENV,
        r"Unknown preset identifier\. A preset must be a one of|"
        # (keras_hub/src/utils/preset_utils.py:556: a URI or folder that holds no preset, also
        # after a download that failed: dataset-download-failed explains it then)
        r"Preset (?P<preset>\S+) has no config\.json",
        ("unknown preset identifier", "has no config.json"),
        "Check the name against the class's own list, print(keras_hub.models.<Class>.presets"
        ".keys()) (the Received: preset=... line shows what was asked); a Kaggle or Hugging Face "
        "handle needs its kaggle:// or hf:// prefix, a local preset its folder path",
    ),
    # a vocabulary file with a term twice (TF 2.21's lookup table initializer:
    # "HashTable has different value for same key. Key the has 2 and trying to add value 5")
    rule(
        "lookup-vocabulary-duplicate-terms",
        E,
        "A lookup table's vocabulary (a file or a key list) holds a term twice" + NOT_ENV,
        # (a KeyValueTensorInitializer's keys say it in LookupTableImportV2, a file in
        # InitializeTableFromTextFileV2: the review of the twentieth session)
        r"HashTable has different value for same key\. Key (?P<key>.*?) has \d+ and trying to add "
        r"value \d+(?:.*?\[Op:(?P<op>\w+)\])?",
        "hashtable has different value for same key",
        lambda v, _c: (
            f"'{v.get('key') or 'a term'}' is given twice with different values: "
            + ("the keys of the table's KeyValueTensorInitializer repeat it: deduplicate them "
               "(np.unique, a dict) before building the table"
               if "Import" in str(v.get("op") or "") else
               "keep each term once in the vocabulary (file: one per line; dict.fromkeys keeps "
               "the first), then build the table again")
        ),
    ),
    # ragged sequences into a layer that indexes time steps (TF 2.21's ragged_getitem.py:329:
    # "Cannot index into an inner ragged dimension.", under Keras 3's "Exception encountered
    # when calling LSTM.call()")
    rule(
        "keras-layer-ragged-input-unsupported",
        E,
        "A RaggedTensor was indexed along a ragged dimension (a layer's call, or the code)" + NOT_ENV,
        r"Cannot index into an inner ragged dimension",
        "cannot index into an inner ragged dimension",
        "Make the sequences dense before the layer: x.to_tensor() (pads with 0), "
        "Dataset.padded_batch, or keras.utils.pad_sequences, with masking (Embedding(mask_zero="
        "True) or a Masking layer) to skip the padding",
    ),
)
