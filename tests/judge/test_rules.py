import pytest

from tests.support import factsbuilder as fb
from tfdoctor.judge.capability import cc_support
from tfdoctor.judge.verdict import diagnose, run_rules
from tfdoctor.model import ProbeCrash, Severity, exit_code

GOOD_LIBS = (fb.lib("cudart", "12.5.82"), fb.lib("cudnn", "9.3.0"))


def ids(findings):
    return sorted({f.id for f in findings})


def errors(findings):
    return sorted({f.id for f in findings if f.severity is Severity.ERROR})


@pytest.mark.parametrize(
    ("cc", "archs", "expected"),
    [
        pytest.param("8.0", ["sm_60", "sm_80", "compute_90"], "sass", id="exact-sass"),
        pytest.param("8.6", ["sm_60", "sm_80", "compute_90"], "sass", id="same-major-newer-minor"),
        pytest.param("9.0", ["sm_60", "sm_80", "compute_90"], "ptx", id="h100-ptx-only"),
        pytest.param("12.0", ["sm_60", "sm_80", "compute_90"], "ptx", id="blackwell-jit"),
        pytest.param("3.7", ["sm_60", "sm_80", "compute_90"], "none", id="kepler-too-old"),
        pytest.param("9.0", ["sm_60", "sm_90a"], "sass", id="arch-suffix"),
    ],
)
def test_cc_support(cc, archs, expected):
    assert cc_support(cc, archs) == expected


CASES = [
    pytest.param(dict(), [], [], id="cpu-only-machine-healthy"),
    pytest.param(
        dict(drv=fb.driver(), cu=fb.cuda(GOOD_LIBS), dnn=fb.cudnn("9.3.0"), rt=fb.runtime(gpus=1)),
        [],
        [],
        id="healthy-gpu",
    ),
    pytest.param(
        dict(
            drv=fb.driver(version="535.104.05", cuda="12.2"),
            cu=fb.cuda(GOOD_LIBS),
            dnn=fb.cudnn("9.3.0"),
        ),
        [],
        ["cuda-minor-version-compat"],
        id="driver-12.2-minor-compat-for-12.5",
    ),
    pytest.param(
        dict(
            drv=fb.driver(version="470.182.03", cuda="11.4"),
            cu=fb.cuda(GOOD_LIBS),
            dnn=fb.cudnn("9.3.0"),
        ),
        ["driver-too-old"],
        [],
        id="driver-470-too-old",
    ),
    pytest.param(
        dict(
            drv=fb.driver(version="520.61.05", cuda=None),
            cu=fb.cuda(GOOD_LIBS),
            dnn=fb.cudnn("9.3.0"),
        ),
        ["driver-too-old"],
        [],
        id="driver-below-minor-compat-floor-no-cuda-field",
    ),
    pytest.param(
        dict(drv=fb.driver(), cu=fb.cuda(GOOD_LIBS), dnn=fb.cudnn("8.9.7")),
        ["cudnn-version-mismatch"],
        [],
        id="cudnn8-vs-built-for-9",
    ),
    pytest.param(
        dict(drv=fb.driver(), cu=fb.cuda(GOOD_LIBS), dnn=fb.cudnn("9.1.0")),
        ["cudnn-version-mismatch"],
        [],
        id="cudnn-minor-older-than-build",
    ),
    pytest.param(
        dict(drv=fb.driver(), cu=fb.cuda(), dnn=fb.cudnn(None)),
        ["cuda-libs-missing", "cudnn-missing"],
        [],
        id="gpu-but-no-cuda-libs",
    ),
    pytest.param(
        dict(
            drv=fb.driver(),
            dnn=fb.cudnn("9.3.0"),
            cu=fb.cuda(
                [
                    fb.lib(
                        "cudart",
                        "12.5.82",
                        origin="toolkit",
                        path="/usr/local/cuda-12.5/lib64/libcudart.so.12",
                    )
                ]
            ),
        ),
        ["cuda-libs-not-on-loader-path"],
        [],
        id="toolkit-libs-off-loader-path",
    ),
    pytest.param(
        dict(
            drv=fb.driver(gpus=[fb.gpu("Tesla K80", "3.7")]),
            cu=fb.cuda(GOOD_LIBS),
            dnn=fb.cudnn("9.3.0"),
        ),
        ["compute-capability-unsupported"],
        [],
        id="kepler-k80",
    ),
    pytest.param(
        dict(
            drv=fb.driver(gpus=[fb.gpu("NVIDIA H100 80GB HBM3", "9.0")]),
            cu=fb.cuda(GOOD_LIBS),
            dnn=fb.cudnn("9.3.0"),
        ),
        [],
        ["ptx-jit-compilation"],
        id="h100-ptx",
    ),
    pytest.param(
        dict(
            drv=fb.driver(),
            tfi=fb.tf(name="tensorflow-cpu", is_cuda=False, cuda_v=None, cudnn_v=None),
        ),
        ["tensorflow-not-built-with-cuda"],
        [],
        id="gpu-with-cpu-build",
    ),
    pytest.param(
        dict(
            tfi=fb.tf(version="2.15.0", cuda_v="12.2", cudnn_v="8", keras="2.15.0", numpy="2.1.0")
        ),
        ["numpy-abi-mismatch"],
        [],
        id="numpy2-with-tf215",
    ),
    pytest.param(
        dict(
            tfi=fb.tf(version="2.15.0", cuda_v="12.2", cudnn_v="8", keras="3.3.3", numpy="1.26.4")
        ),
        ["keras-version-mismatch"],
        [],
        id="keras3-with-tf215",
    ),
    pytest.param(
        dict(
            tfi=fb.tf(version="2.17.0", cuda_v="12.3", cudnn_v="8", keras="2.15.0", numpy="1.26.4")
        ),
        ["keras-version-mismatch"],
        [],
        id="keras2-with-tf217",
    ),
    pytest.param(
        dict(
            sysi=fb.system(python="3.13.1"),
            tfi=fb.tf(version="2.17.0", cuda_v="12.3", numpy="1.26.4"),
        ),
        ["python-version-unsupported"],
        [],
        id="python-3.13-with-tf217",
    ),
    pytest.param(
        dict(tfi=fb.tf(extra=[("tensorflow-cpu", "2.20.0")])),
        ["multiple-tensorflow-installs"],
        [],
        id="two-tensorflows",
    ),
    pytest.param(
        dict(
            sysi=fb.system(python="3.10.12"),
            tfi=fb.tf(
                version="2.10.0",
                name="tensorflow-gpu",
                cuda_v="11.2",
                cudnn_v="8",
                keras="2.10.0",
                numpy="1.23.5",
            ),
        ),
        [],
        # tensorflow-gpu is GPU intent: its missing CUDA 11.2 / cuDNN 8 are warnings here
        # (no GPU on this box), not silence
        ["tensorflow-gpu-deprecated", "cuda-libs-missing", "cudnn-missing"],
        id="tensorflow-gpu-package",
    ),
    pytest.param(
        dict(drv=fb.driver(), cu=fb.cuda(GOOD_LIBS), dnn=fb.cudnn("9.3.0"), platform="win32"),
        ["windows-native-gpu-unsupported"],
        [],
        id="native-windows-tf221",
    ),
    pytest.param(
        dict(sysi=fb.system(flags=("sse4_2",))),
        ["cpu-missing-avx"],
        [],
        id="cpu-without-avx",
    ),
    pytest.param(
        dict(tfi=fb.tf(version=None)),
        ["tensorflow-not-installed"],
        [],
        id="no-tensorflow",
    ),
    pytest.param(
        dict(cu=fb.cuda(toolkits=[fb.toolkit("13.0.88")])),
        [],
        [],
        id="cuda13-toolkit-with-tf221-is-info",
    ),
    pytest.param(
        dict(drv=fb.driver(), cu=fb.cuda(GOOD_LIBS), dnn=fb.cudnn("9.3.0"), rt=fb.runtime(gpus=0)),
        ["gpu-not-visible-to-tensorflow"],
        [],
        id="driver-sees-gpu-tf-does-not",
    ),
    pytest.param(
        dict(cu=fb.cuda(GOOD_LIBS), dnn=fb.cudnn("8.9.7")),
        [],
        ["cudnn-version-mismatch"],
        id="no-gpu-but-cudnn-libs-cudnn8-vs-9-is-warning",
    ),
    pytest.param(
        dict(
            drv=fb.driver(version="460.39", cuda=None, gpus=[]),
            cu=fb.cuda(GOOD_LIBS),
            dnn=fb.cudnn("9.3.0"),
        ),
        ["driver-too-old"],
        [],
        id="driver-460-loaded-no-gpu-listed",
    ),
    pytest.param(
        dict(
            drv=fb.driver(version="535.104.05", cuda="12.2", gpus=[]),
            cu=fb.cuda(GOOD_LIBS),
            dnn=fb.cudnn("9.3.0"),
        ),
        [],
        ["cuda-minor-version-compat"],
        id="driver-535-no-gpu-listed-minor-compat",
    ),
    pytest.param(
        dict(require_gpu=True),
        ["no-usable-gpu"],
        ["cuda-libs-missing", "cudnn-missing"],  # --require-gpu is intent: say what is missing
        id="require-gpu-on-cpu-machine",
    ),
]


@pytest.mark.parametrize(("kw", "want_errors", "want_warnings"), CASES)
def test_rules_table(kw, want_errors, want_warnings):
    findings = diagnose(fb.facts(**kw))
    assert errors(findings) == sorted(want_errors)
    warnings = sorted({f.id for f in findings if f.severity is Severity.WARNING})
    assert warnings == sorted(want_warnings)
    for f in findings:
        assert f.remedy and f.title, f.id
    assert exit_code(findings) == (1 if want_errors else 0)
    assert exit_code(findings, strict=True) == (1 if (want_errors or want_warnings) else 0)


def test_toolkit_note_names_both_versions():
    findings = diagnose(fb.facts(cu=fb.cuda(toolkits=[fb.toolkit("13.0.88")])))
    note = next(f for f in findings if f.id == "cuda-toolkit-unused")
    assert note.severity is Severity.INFO
    assert "13.0.88" in note.title and "CUDA 12" in note.title


def test_findings_ordered_most_severe_first():
    findings = diagnose(
        fb.facts(
            tfi=fb.tf(extra=[("tensorflow-cpu", "2.20.0")]),
            cu=fb.cuda(toolkits=[fb.toolkit("13.0.88")]),
        )
    )
    ranks = [f.severity.rank for f in findings]
    assert ranks == sorted(ranks) and ranks[0] == 0


def test_crashed_probe_and_crashing_rule_are_contained():
    facts = fb.facts()
    facts = type(facts)(**{**facts.__dict__, "driver": ProbeCrash("driver", "KeyError: 'x'")})

    def broken(_):
        raise ZeroDivisionError("bug")

    out = run_rules(facts, rules=(broken,)) + diagnose(facts)
    got = ids(out)
    assert "rule-crashed" in got and "probe-crashed" in got
