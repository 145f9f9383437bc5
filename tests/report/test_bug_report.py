"""`tfdoctor report`: every kind of identifying detail planted in the inputs is gone from
the Markdown; --no-redact keeps them; --out writes atomically and never clobbers."""

import json
import re

import pytest
from typer.testing import CliRunner

from tests.support import machines as M
from tfdoctor.cli import app
from tfdoctor.commands.bug_report import bug_report_of
from tfdoctor.commands.check import CheckOptions
from tfdoctor.report.bug_report import render_markdown
from tfdoctor.report.scrub import Identity, mask_tf_config, scrub

USER = "zoe-planted"
HOST = "gpu-rack9-n17"
FQDN = f"{HOST}.corp.example.org"
HOME = f"/home/{USER}"
OTHER_HOME = "/home/bob-planted/.local/lib"
IPV4 = "10.23.45.67"
IPV4_B = "192.168.201.9"
IPV6 = "fd12:3456:789a:1::42"
UUID_ENV = "GPU-5a1d2e3f-aaaa-bbbb-cccc-0123456789ab"
SMI_UUID = "GPU-00000000-aaaa-bbbb-cccc-dddddddddddd"  # what the fake nvidia-smi lists
TOKEN = "hf_plantedSecretToken123"
TF_CONFIG = json.dumps(
    {
        "cluster": {"worker": [f"{IPV4}:12345", f"[{IPV6}]:12345", f"{FQDN}:2222"]},
        "task": {"type": "worker", "index": 0},
    }
)
ENV = {
    "USER": USER,
    "LOGNAME": USER,
    "HOME": HOME,
    "CUDA_VISIBLE_DEVICES": UUID_ENV,
    "LD_LIBRARY_PATH": f"{HOME}/cuda/lib64:{OTHER_HOME}",
    "XLA_FLAGS": f"--xla_dump_to={HOME}/dumps --xla_gpu_cuda_data_dir=/usr/local/cuda",
    "TF_CONFIG": TF_CONFIG,
    "TF_GRPC_HOST": IPV4_B,
    "TF_API_TOKEN": TOKEN,
    "HF_TOKEN": TOKEN,
    "KERAS_BACKEND": "tensorflow",
}
PLANTED = {
    "user": USER,
    "host": HOST,
    "fqdn": FQDN,
    "home": HOME,
    "other-home": "bob-planted",
    "ipv4": IPV4,
    "ipv4-b": IPV4_B,
    "ipv6": IPV6,
    "gpu-uuid-env": UUID_ENV,
    "gpu-uuid-smi": SMI_UUID,
    "token": TOKEN,
}


@pytest.fixture
def bundle(tmp_path):
    files = {
        **M.tensorflow("2.18.0", "12.5.1", "9"),
        **M.pip_cuda12(),
        "proc/sys/kernel/hostname": FQDN + "\n",
    }
    host = M.machine(
        tmp_path,
        files,
        smi_answer=M.smi("560.35.03", "12.6", (("NVIDIA A100", "8.0", 40960),)),
        env=ENV,
    )
    return bug_report_of(host, CheckOptions(runtime=False), devices=False)


def test_the_inputs_really_hold_every_secret(bundle):
    text = render_markdown(bundle, redacting=False)
    for kind, secret in PLANTED.items():
        if kind != "token":
            assert secret in text, kind  # or the redaction test below proves nothing
    assert TOKEN not in text  # secret-named values are hidden even with --no-redact


@pytest.mark.parametrize(("kind", "secret"), [pytest.param(v, k, id=v) for v, k in PLANTED.items()])
def test_no_planted_secret_survives(bundle, kind, secret):
    text = render_markdown(bundle)
    assert secret not in text


def test_redacted_report_keeps_what_a_maintainer_needs(bundle):
    text = render_markdown(bundle)
    assert "9.3.0.75" in text  # cuDNN's four-part version is not an IPv4 address
    assert "| TensorFlow | ok | 2.18.0 |" in text
    assert "560.35.03" in text and "NVIDIA A100" in text
    assert "--xla_dump_to=~/dumps" in text
    assert "[host-1]:12345" in text and '"index": 0' in text  # TF_CONFIG's shape
    assert "KERAS_BACKEND=tensorflow" in text and "TF_USE_LEGACY_KERAS=(unset)" in text
    assert text.startswith("## tfdoctor report")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        pytest.param("at 2001:db8::8a2e:370:7334 now", "at [ip] now", id="ipv6"),
        pytest.param("loopback ::1 and 127.0.0.1", "loopback [ip] and [ip]", id="loopbacks"),
        pytest.param("tensorflow::Status at 12:57:07.427237", None, id="cxx-and-time-kept"),
        pytest.param("libcudnn 8.9.7.29 and 1.2.3.4.5", None, id="versions-kept"),
        pytest.param("MIG-GPU-e91edf3b-b297-37c1-a2a7-7601c3238fa2/1/0", "[gpu-uuid]", id="mig"),
        pytest.param("/Users/zed/x and /home/ann", "/Users/[user]/x and /home/[user]", id="homes"),
    ],
)
def test_scrub(text, expected):
    ident = Identity(keep=frozenset({"8.9.7.29"}))
    assert scrub(text, ident) == (text if expected is None else expected)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        pytest.param("{oops", "[not valid JSON, 5 characters]", id="not-json"),
        pytest.param(
            '{"cluster": {"chief": ["a.b:1"], "worker": ["a.b:2", "c:3"]}}',
            '{"cluster": {"chief": ["[host-1]:1"], "worker": ["[host-1]:2", "[host-2]:3"]}}',
            id="hosts-numbered",
        ),
    ],
)
def test_mask_tf_config(raw, expected):
    assert mask_tf_config(raw) == expected


def test_out_is_atomic_and_never_clobbers(tmp_path):
    runner = CliRunner()
    out = tmp_path / "bug.md"
    res = runner.invoke(app, ["report", "--no-runtime", "--out", str(out)])
    assert res.exit_code == 0, res.output
    first = out.read_text(encoding="utf-8")
    assert first.startswith("## tfdoctor report") and "### Environment" in first
    out.write_text("mine", encoding="utf-8")
    res = runner.invoke(app, ["report", "--no-runtime", "--out", str(out)])
    assert res.exit_code == 2 and "--force" in res.stderr
    assert out.read_text(encoding="utf-8") == "mine"
    res = runner.invoke(app, ["report", "--no-runtime", "--out", str(out), "--force"])
    assert res.exit_code == 0 and out.read_text(encoding="utf-8").startswith("## tfdoctor")
    assert not [p for p in tmp_path.iterdir() if re.match(r"\.bug\.md\.", p.name)]


def test_out_in_a_missing_folder_is_one_line(tmp_path):
    res = CliRunner().invoke(app, ["report", "--no-runtime", "--out", str(tmp_path / "no/x.md")])
    assert res.exit_code == 2 and "cannot write" in res.stderr and "Traceback" not in res.output
