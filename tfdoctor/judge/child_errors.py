"""The findings ``check`` derives from a failure its TensorFlow child saw (issue 18 (b)).

The child imports TensorFlow, fits a tiny tf.keras model and imports the ecosystem's packages
(children/tf_probe.py). When one of them fails, its traceback goes through the one rule table
for failure text (explain/rules/: line rules and the traceback rules of events.py): the same
table ``explain`` reads a user's log with. The judge's builders (judge/companion_fix.py,
rules/origins.py, rules/keras.py) word the findings the two commands share. Each id here has
a real traceback that ``explain`` maps to it and that ``check`` maps to it through its child's
payload: tests/test_one_table.py holds the two in step.
"""

from __future__ import annotations

#: id -> the failure of the child it names
CHILD_ERROR_IDS: dict[str, str] = {
    "ecosystem-import-failed": "an installed TensorFlow-ecosystem package fails to load",
    "shadowed-by-working-directory": "a file of the user's is imported as tensorflow/keras/numpy",
    "keras-backend-unusable": "Keras 3 cannot load the backend it is set to",
    "keras-version-mismatch": "tf.keras is not the Keras the code or flag expects",
    "keras-import-failed": "TensorFlow's lazy tf.keras cannot import Keras",
    "numpy-abi-mismatch": "a module built for NumPy 1 runs on NumPy 2 inside import tensorflow",
    "protobuf-incompatible": "protobuf is outside what TensorFlow's generated code needs",
    "tensorflow-import-failed": "TensorFlow's native runtime does not load",
}
