"""Rounds 124-125 (the fifteenth session): the judgements that are more than one line's words,
each with a check that fails on the old behaviour, and the guards beside them."""

from __future__ import annotations

from tfdoctor.explain.engine import explain_text

NIX = (
    "Traceback (most recent call last):\n"
    '  File "<stdin>", line 2, in <module>\n'
    '  File "/build/tensorflow-2.13.0-python/tensorflow/__init__.py", line 29, in <module>\n'
    "    import distutils as _distutils\n"
    "ModuleNotFoundError: No module named 'distutils'\n"
)


def ids(log: str) -> list[str]:
    return [f.id for f in explain_text(log)]


def test_distutils_missing_under_python_312_is_the_pythons_removal_not_a_shadow():
    """NixOS/nixpkgs#305827 (round 125): was shadowed-by-working-directory first."""
    log = NIX + (
        "error: builder for '/nix/store/mb5p1gbgn6mfzniwl1bn01dfx0ff264c-python3.12-tensorflow-"
        "2.13.0.drv' failed with exit code 1;\n"
    )
    found = explain_text(log)
    assert found[0].id == "python-version-unsupported"
    assert "Python 3.12" in found[0].remedy
    assert "shadowed-by-working-directory" not in {f.id for f in found}


def test_distutils_missing_on_an_older_or_unknown_python_stays_a_module_to_install():
    assert ids(NIX)[0] == "python-module-missing"
    older = NIX.replace("/build/", "/usr/lib/python3.10/site-packages/")
    assert ids(older)[0] == "python-module-missing"


def test_a_loss_past_1e18_is_a_diverged_run_and_big_ordinary_losses_are_not():
    big = "178/178 [====] - 21s 117ms/step - loss: 119965049405247305285632.0000 - val_loss: 1.0\n"
    assert ids(big) == ["training-loss-nan"]
    assert ids("178/178 [====] - 2s - loss: 4.3e+23 - mae: 1.0\n") == ["training-loss-nan"]
    # house prices' squared error is large and sane
    assert ids("Epoch 3/10\n32/32 [====] - 0s 2ms/step - loss: 38291847561.2031 - mae: 150322.1\n") == []


def test_numpy_2_removals_name_the_api_and_the_pin():
    found = explain_text("AttributeError: `np.Inf` was removed in the NumPy 2.0 release. Use `np.inf` instead.\n")
    assert found[0].id == "numpy-version-unsupported"
    assert "np.Inf" in found[0].remedy and 'numpy<2' in found[0].remedy


def test_a_protobuf_older_than_its_generated_code_is_upgraded_not_capped():
    """The judge of round 124's first read (tensorflow/tfx#2547): protobuf 3.9.2 under Beam's
    _pb2 files; the remedy said `protobuf<=3.20.3`, which keeps 3.9.2."""
    for line, need in (
        ("AttributeError: module 'google.protobuf.descriptor' has no attribute '_internal_create_key'", "3.12"),
        ("ImportError: cannot import name 'builder' from 'google.protobuf.internal' (/usr/lib/python3/"
         "dist-packages/google/protobuf/internal/__init__.py)", "3.20"),
    ):
        found = explain_text(line + "\n")
        assert found[0].id == "protobuf-incompatible"
        assert f'"protobuf>={need}"' in found[0].remedy and "<=3.20.3\"" not in found[0].remedy


def test_a_cuda_setting_naming_another_conda_environment_than_the_prompts():
    """Doodleverse/segmentation_gym#136 (round 127): was called healthy."""
    log = (
        "(gym) sharon@Sharonator:~/gym/segmentation_gym$ echo $XLA_FLAGS\n"
        "--xla_gpu_cuda_data_dir=/home/sharon/miniconda3/envs/tf11/lib\n"
    )
    found = explain_text(log)
    assert [(f.id, f.severity.value) for f in found] == [("startup-setting-invalid", "warning")]
    assert "'tf11'" in found[0].title and "'gym'" in found[0].title
    same = log.replace("envs/tf11/", "envs/gym/")
    assert explain_text(same) == []


def test_secure_boot_explains_the_module_that_would_not_load():
    """pop-os/linux#447 (round 128): modprobe's refusal is driver-not-loaded's words too."""
    log = "modprobe: ERROR: could not insert 'nvidia': Key was rejected by service\n"
    assert ids(log)[:2] == ["secure-boot-module-unsigned", "driver-not-loaded"]


def test_another_modules_dkms_failure_is_not_nvidias():
    log = (
        "Error! Bad return status for module build on kernel: 6.8.0-35-generic (x86_64)\n"
        "Consult /var/lib/dkms/virtualbox/7.0.14/build/make.log for more information.\n"
    )
    assert "nvidia-dkms-build-failed" not in ids(log)


def test_a_tflite_file_that_is_not_a_flatbuffer():
    assert ids("ERROR: Model provided has model identifier 'ion ', should be 'TFL3'\n") == ["tflite-model-file-is-lfs-pointer"]
    assert ids("Model provided has model identifier '<!DO', should be 'TFL3'\n") == ["tflite-model-file-invalid"]
