"""The smoke-train child's reading of where a model variable lives (Keras 2 and Keras 3)."""

from __future__ import annotations

import pytest

from tfdoctor.children.train import variable_device

CPU = "/job:localhost/replica:0/task:0/device:CPU:0"


class TFVariable:
    """Shaped like tf.Variable: `.device` is a string, `.value` is a method (Keras 2's
    model.variables are these; TF 2.12-2.15)."""

    device = CPU

    def value(self):  # pragma: no cover - never called
        raise AssertionError("the child must not call value()")


class KerasVariable:
    """Shaped like Keras 3's KerasVariable: `.value` is a property, the backend variable."""

    @property
    def value(self):
        return TFVariable()


class NoDevice:
    value = None


@pytest.mark.parametrize(
    "variable,expected",
    [
        pytest.param(TFVariable(), CPU, id="keras2-tf-variable"),
        pytest.param(KerasVariable(), CPU, id="keras3-keras-variable"),
        pytest.param(NoDevice(), "", id="unknown"),
    ],
)
def test_variable_device(variable, expected):
    assert variable_device(variable) == expected
