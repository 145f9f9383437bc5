"""Ecosystem rules: a companion outside its declared TF range (extras too), a failing
tf.keras fit or companion import from the runtime child — never "healthy"."""

from __future__ import annotations

import pytest

from tests.support import factsbuilder as fb
from tfdoctor.children.runtime_info import RuntimeInfo
from tfdoctor.judge.rules.ecosystem import RULES
from tfdoctor.judge.verdict import run_rules
from tfdoctor.probes.ecosystem import companion_from

TFIO = companion_from(
    "tensorflow-io",
    "0.37.1",
    [
        "tensorflow <2.17.0,>=2.16.0 ; extra == 'tensorflow'",
        "tensorflow-cpu <2.17.0,>=2.16.0 ; extra == 'tensorflow-cpu'",
    ],
    "tensorflow_io",
    None,
    "/site/tensorflow_io-0.37.1.dist-info",
)
TFTEXT = companion_from(
    "tensorflow-text", "2.20.0", ["tensorflow<2.21,>=2.20"], "tensorflow_text", None, "/site/t"
)
TFP = companion_from(
    "tensorflow-probability",
    "0.25.0",
    ['tensorflow>=2.16; extra == "tf"', 'tf-keras>=2.16; extra == "tf"'],
    None,
    None,
    "/site/p",
)
TFKERAS_NEEDED = companion_from("keras-nlp", "0.5.0", ["tf-keras>=2.15"], None, None, "/site/k")


def _ids(facts):
    return [(f.id, f.severity.value) for f in run_rules(facts, RULES)]


@pytest.mark.parametrize(
    "eco, tf_keras, expected",
    [
        pytest.param(
            (TFIO,),
            None,
            [("ecosystem-extra-out-of-range", "warning")],
            id="tfio-extra-2.16-on-2.21",
        ),
        pytest.param(
            (TFTEXT,),
            None,
            [("tensorflow-companion-mismatch", "warning")],
            id="tf-text-2.20-on-2.21",
        ),
        pytest.param((TFP,), None, [], id="tfp-extra-in-range"),
        pytest.param(
            (TFKERAS_NEEDED,),
            None,
            [("tensorflow-companion-mismatch", "warning")],
            id="needs-missing-tf-keras",
        ),
        pytest.param((TFKERAS_NEEDED,), "2.21.0", [], id="tf-keras-present"),
    ],
)
def test_companion_requirements(eco, tf_keras, expected):
    facts = fb.facts(tfi=fb.tf(version="2.21.0", tf_keras=tf_keras), eco=eco)
    assert _ids(facts) == expected


def test_lockstep_fix_keeps_tensorflow_and_picks_the_minor():
    (f,) = run_rules(fb.facts(tfi=fb.tf(version="2.21.0"), eco=(TFTEXT,)), RULES)
    assert (
        f.remedy
        == 'python -m pip install "tensorflow-text==2.21.1" "tensorflow==2.21.0"   # the tensorflow-text release built for TF 2.21'
    )


def _rt(**payload):
    base = dict(fb.runtime().payload)
    base.update(payload)
    return RuntimeInfo("ok", payload=base)


@pytest.mark.parametrize(
    "payload, expected",
    [
        pytest.param(
            {"keras_fit": {"fit": "ok", "module": "keras._tf_keras.keras"}}, [], id="fit-ok"
        ),
        pytest.param(
            {
                "keras_fit": {
                    "fit": "failed",
                    "error": "ImportError: Keras cannot be imported. Check that it is installed.",
                }
            },
            [("keras-fit-failed", "error")],
            id="fit-failed",
        ),
        pytest.param(
            {
                "ecosystem": [
                    {
                        "package": "tensorflow-io",
                        "version": "0.37.1",
                        "module": "tensorflow_io",
                        "import": "failed",
                        "error": "NotFoundError: libtensorflow_io.so: undefined symbol: _ZN3tsl8internal15LogMessageFatalD1Ev",
                    }
                ]
            },
            [("ecosystem-import-failed", "error")],
            id="custom-op-undefined-symbol",
        ),
        pytest.param(
            {"ecosystem": [{"package": "tf-keras", "module": "tf_keras", "import": "ok"}]},
            [],
            id="imports-ok",
        ),
    ],
)
def test_runtime_results(payload, expected):
    assert _ids(fb.facts(tfi=fb.tf(version="2.21.0"), rt=_rt(**payload))) == expected


def test_a_missing_module_is_the_first_fix_and_a_tf_move_is_last_and_said():
    rt = _rt(
        ecosystem=[
            {
                "package": "tensorflow-probability",
                "module": "tensorflow_probability",
                "import": "failed",
                "error": "ModuleNotFoundError: No module named 'tf_keras'",
            }
        ]
    )
    found = {
        f.id: f
        for f in run_rules(fb.facts(tfi=fb.tf(version="2.21.0"), eco=(TFIO, TFP), rt=rt), RULES)
    }
    tfp = found["ecosystem-import-failed"].remedy.splitlines()
    # the module it misses, as the release of its distribution built for TF 2.21
    # (compat/companions.json: tf-keras 2.21.0 declares tensorflow<2.22,>=2.21)
    assert tfp[0] == 'python -m pip install "tf-keras==2.21.0" "tensorflow==2.21.0"'
    assert all(
        "tensorflow==2.21.0" in line for line in tfp
    )  # none moves TF: TFP's extra admits 2.21
    tfio = found["ecosystem-extra-out-of-range"].remedy.splitlines()
    # no tensorflow-io release declares TF 2.21 (the newest, 0.37.1, declares 2.16): move
    # TF, said plainly, else remove it; never "if one exists"
    assert tfio[0].startswith(
        'python -m pip install "tensorflow==2.16.*" "tensorflow-io==0.37.1"   # moves TensorFlow '
        "2.21.0 -> 2.16: no tensorflow-io release is built for TF 2.21"
    )
    assert tfio[-1].startswith("python -m pip uninstall -y tensorflow-io")
    assert not any("if one exists" in line for line in tfp + tfio)


def test_an_extra_out_of_range_of_a_pure_python_package_is_a_note():
    """transformers declares tensorflow<2.16,>2.9 in its 'tf' extra; the knowledge base read
    its wheels as pure Python: a note, not a warning, where what it needs is there. A
    compiled companion's extra stays a warning (tensorflow-io above)."""
    tr = companion_from(
        "transformers",
        "4.49.0",
        ["tensorflow<2.16,>2.9 ; extra == 'tf'"],
        "transformers",
        None,
        "/site/transformers-4.49.0.dist-info",
    )
    # its 4.x wheels need tf-keras (modeling_tf_utils.py's Keras 3 check): a note with it,
    # a warning without
    (f,) = run_rules(fb.facts(tfi=fb.tf(version="2.21.0", tf_keras="2.21.0"), eco=(tr,)), RULES)
    assert (f.id, f.severity.value) == ("ecosystem-extra-out-of-range", "info")
    (f,) = run_rules(fb.facts(tfi=fb.tf(version="2.21.0"), eco=(tr,)), RULES)
    assert (f.id, f.severity.value) == ("ecosystem-extra-out-of-range", "warning")


def test_a_keras_2_only_companion_on_keras_3_gets_tf_keras_first_keeping_tensorflow():
    """transformers 4.x's TF classes need tf-keras on TF >= 2.16 (its modeling_tf_utils.py,
    read in its wheel: compat/companions.json kind keras-2-only); with tf-keras at this TF's
    release they work (the realenv tier's w2), so that line comes before any TF move."""
    from tfdoctor.judge.companion_fix import companion_fix

    tr = companion_from(
        "transformers",
        "4.49.0",
        ["tensorflow<2.16,>2.9 ; extra == 'tf'"],
        "transformers",
        None,
        "/site/t",
    )
    lines = companion_fix(
        "transformers",
        "2.21.0",
        "python -m pip",
        tr,
        "ValueError: Your currently installed version of Keras is Keras 3, but this is not yet "
        "supported in Transformers.",
    ).splitlines()
    assert lines[0].startswith('python -m pip install "tf-keras==2.21.0" "tensorflow==2.21.0"')
    assert any("moves TensorFlow" in line for line in lines[1:])


def _use_failed(module: str, package: str, error: str, **extra) -> list:
    rt = _rt(
        ecosystem=[
            {"package": package, "module": module, "import": "ok", "use": "failed",
             "exercised": f"{module} exercise", "error": error, **extra}
        ]
    )  # fmt: skip
    return run_rules(fb.facts(tfi=fb.tf(version="2.21.0"), rt=rt), RULES)


def test_a_use_that_fails_on_the_other_keras_is_fixed_by_the_setting_first():
    """The child says which Keras tf.keras was and which one the library's TF part works
    with (children/tf_usage.KERAS_OF, measured): tf2onnx 1.17.0's from_keras fails on a
    Keras 3 model with a KeyError naming nothing Keras ("'keras_tensor_1'", TF 2.21.0, run
    here) and converts a tf_keras model; keras-tuner 1.4.7 refuses a tf_keras model (w8)."""
    (f,) = _use_failed(
        "tf2onnx", "tf2onnx", "KeyError: 'keras_tensor_1'", needs_keras="tf_keras",
        tf_keras_is="keras",
    )  # fmt: skip
    lines = f.remedy.splitlines()
    assert lines[0] == 'python -m pip install "tf-keras==2.21.0"'
    assert lines[1].startswith("export TF_USE_LEGACY_KERAS=1")
    (f,) = _use_failed(
        "keras_tuner", "keras-tuner", "FatalTypeError: Expected ... a valid Keras Model",
        needs_keras="keras", tf_keras_is="tf_keras",
    )  # fmt: skip
    assert f.remedy.splitlines()[0].startswith("unset TF_USE_LEGACY_KERAS")
    # on the Keras it works with, the failure is not the Keras's: no setting
    (f,) = _use_failed(
        "tf2onnx", "tf2onnx", "KeyError: 'x'", needs_keras="tf_keras", tf_keras_is="tf_keras"
    )
    assert "TF_USE_LEGACY_KERAS" not in f.remedy


def test_a_tf_move_pins_the_companion_and_moves_what_is_released_with_tf():
    """The realenv tier's w11 (tensorflow/decision-forests#215): tfdf 1.12.0 pins
    tensorflow==2.19.0, the user moved to TF 2.21 with tf-keras 2.21. "tensorflow==2.19.*"
    alone took TF 2.19.1 (outside tfdf's pin) and left tf-keras 2.21, whose protobuf gencode
    broke the copy. The line names tfdf's release (pip then keeps to its pin) and moves tf-keras
    to TF 2.19's release (compat/companions.json)."""
    from tfdoctor.judge.companion_fix import companion_fix

    first = companion_fix(
        "tensorflow-decision-forests", "2.21.0", "pip", None, "undefined symbol",
        ("tf-keras", "tensorflow-decision-forests"),
    ).splitlines()[0]  # fmt: skip
    code = first.split("   #")[0]
    assert code == (
        'pip install "tensorflow==2.19.*" "tensorflow-decision-forests==1.12.0" '
        '"tf-keras==2.19.0"'
    )


def test_an_extra_pin_beside_an_extra_that_accepts_is_no_finding():
    """safetensors 0.8.0's METADATA (its wheel, read with pip download): 'tensorflow' says
    tensorflow>=2.11.0, 'pinned-tf' (pulled by 'dev') tensorflow==2.18.0. On the H200 with
    tensorflow 2.21.0 `check` said it "was built for tensorflow==2.18.0" (docs/gpu-verify.md):
    the package's own range accepts 2.21.0, so nothing is said. Alone, the pin is a note."""
    lines = ["tensorflow==2.18.0 ; extra == 'pinned-tf'", "tensorflow>=2.11.0 ; extra == 'tensorflow'"]
    both = companion_from("safetensors", "0.8.0", lines, "safetensors", None, "/site/s")
    assert run_rules(fb.facts(tfi=fb.tf(version="2.21.0"), eco=(both,)), RULES) == []
    pin = companion_from("safetensors", "0.8.0", lines[:1], "safetensors", None, "/site/s")
    (f,) = run_rules(fb.facts(tfi=fb.tf(version="2.21.0"), eco=(pin,)), RULES)
    assert (f.id, f.severity.value) == ("ecosystem-extra-out-of-range", "info")
    assert "declares tensorflow==2.18.0" in f.title
    old = fb.facts(tfi=fb.tf(version="2.10.1"), eco=(both,))  # below both ranges: said once
    assert [x.id for x in run_rules(old, RULES)] == ["ecosystem-extra-out-of-range"]


def test_an_unpinned_extra_accepts_nothing():
    """`tensorflow ; extra == 'tf'` says nothing of the range: the pinned extra is still said."""
    lines = ["tensorflow<2.17,>=2.16 ; extra == 'tensorflow'", "tensorflow ; extra == 'tf'"]
    c = companion_from("tensorflow-io", "0.37.1", lines, "tensorflow_io", None, "/site/io")
    ids = [f.id for f in run_rules(fb.facts(tfi=fb.tf(version="2.21.0"), eco=(c,)), RULES)]
    assert ids == ["ecosystem-extra-out-of-range"]


def test_an_extra_for_another_python_neither_accepts_nor_pins():
    """The review of the thirteenth session (item 9): the environment markers beside `extra`
    were dropped, so an extra gated to another interpreter "accepted" the installed
    TensorFlow and hid the pin that applies here, and a pin gated elsewhere was said here.
    No Python this runs on is below 3.0 or at 99."""
    elsewhere = "tensorflow>=2.11.0 ; extra == 'tensorflow' and python_version < '3.0'"
    pin = "tensorflow<2.17,>=2.16 ; extra == 'tf'"
    c = companion_from("tensorflow-io", "0.37.1", [pin, elsewhere], "tensorflow_io", None, "/io")
    ids = [f.id for f in run_rules(fb.facts(tfi=fb.tf(version="2.21.0"), eco=(c,)), RULES)]
    assert ids == ["ecosystem-extra-out-of-range"]
    gated = "tensorflow<2.17,>=2.16 ; extra == 'tf' and python_version >= '99'"
    c = companion_from("tensorflow-io", "0.37.1", [gated], "tensorflow_io", None, "/io")
    assert run_rules(fb.facts(tfi=fb.tf(version="2.21.0"), eco=(c,)), RULES) == []
    # a marker packaging cannot read keeps the finding (nothing is hidden on a guess)
    c = companion_from("tensorflow-io", "0.37.1", [pin], "tensorflow_io", None, "/io")
    ids = [f.id for f in run_rules(fb.facts(tfi=fb.tf(version="2.21.0"), eco=(c,)), RULES)]
    assert ids == ["ecosystem-extra-out-of-range"]


def test_the_python_version_is_the_judged_machines():
    """The marker is evaluated with the Python the system probe read, not tfdoctor's own."""
    gated = "tensorflow<2.17,>=2.16 ; extra == 'tf' and python_version >= '3.12'"
    c = companion_from("tensorflow-io", "0.37.1", [gated], "tensorflow_io", None, "/io")

    def ids(python):
        facts = fb.facts(tfi=fb.tf(version="2.21.0"), eco=(c,), sysi=fb.system(python=python))
        return [f.id for f in run_rules(facts, RULES)]

    assert ids("3.11.7") == []
    assert ids("3.12.3") == ["ecosystem-extra-out-of-range"]


def test_platform_markers_are_the_judged_machines_and_plain_lines_obey_markers():
    """The review of the fourteenth session (s14-review-b items 18-20): sys_platform and
    platform_system come from the facts, not tfdoctor's own machine; a marker naming what the
    facts do not know keeps the finding; a plain (non-extra) line for another Python is not said."""
    win = "tensorflow<2.11 ; extra == 'tf' and platform_system == 'Windows'"
    c = companion_from("tensorflow-io", "0.37.1", [win], "tensorflow_io", None, "/io")

    def ids(platform, comp=c, python="3.11.7"):
        facts = fb.facts(tfi=fb.tf(version="2.21.0"), eco=(comp,), platform=platform,
                         sysi=fb.system(python=python))
        return [f.id for f in run_rules(facts, RULES)]

    assert ids("win32") == ["ecosystem-extra-out-of-range"]
    assert ids("linux") == []
    plain = ["tensorflow<2.14,>=2.13 ; python_version < '3.9'", "tensorflow>=2.16 ; python_version >= '3.9'"]
    p = companion_from("tensorflow-io", "0.37.1", plain, "tensorflow_io", None, "/io")
    assert "tensorflow-companion-mismatch" not in ids("linux", p)
    assert "tensorflow-companion-mismatch" in ids("linux", p, python="3.8.10")
