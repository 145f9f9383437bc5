"""Issue 9 §4: the shipped matrix's new rows, read back through the lookups the rules use."""

import pytest

from tfdoctor.judge.matrix_loader import load_matrix

MATRIX = load_matrix()


@pytest.mark.parametrize(
    ("cuda", "linux", "windows"),
    [
        # NVIDIA, CUDA 13.2 Update 2 release notes, Table 3 (GA rows): "CUDA 13.2 GA |
        # >=595.45.04 | N/A", "CUDA 13.1 GA | >=590.44.01 | N/A", "CUDA 13.0 GA | >=580.65.06 | N/A"
        pytest.param("13.2", "595.45.04", None, id="13.2"),
        pytest.param("13.1.1", "590.44.01", None, id="13.1-any-update-uses-ga"),
        pytest.param("13.0", "580.65.06", None, id="13.0"),
        pytest.param("12.9", "575.51.03", "576.02", id="12.9-unchanged"),
    ],
)
def test_cuda_driver_rows(cuda, linux, windows):
    assert MATRIX.min_driver(cuda, "linux") == linux
    assert MATRIX.min_driver(cuda, "windows") == windows


def test_cuda_13_rows_cite_the_13_2_notes():
    rows = {r.cuda: r for r in MATRIX.cuda_drivers}
    for cuda in ("13.1", "13.2"):
        assert rows[cuda].sources == ("cuda-release-notes-13.2.2",)
        assert "archive/13.2.2" in MATRIX.source_title(rows[cuda].sources[0])


@pytest.mark.parametrize("line", ["2.0", "2.1", "2.2"])
def test_tf_2_0_to_2_2_need_compute_capability_3_5(line):
    row = next(r for r in MATRIX.tensorflow if r.version == line)
    assert row.min_compute_capability == "3.5"
    assert row.compute_capabilities == ()  # build_info of these lines lists none
    assert {"wheel-fatbin-2.0-2.2", "tf-docs-gpu-2.0-2.2"} <= set(row.sources)


def test_gpu_remedies_follow_the_tensorflow_line() -> None:
    """issue 19 (b): the [and-cuda] extra exists from TF 2.14; before it the wheels bring no
    CUDA, so a GPU remedy for TF 2.13 is the matrix's conda recipe, not a pip line that
    brings nothing (compat/matrix.json row 2.13: recipe system-cuda, conda cudatoolkit)."""
    import dataclasses

    from tests.support import factsbuilder as fb
    from tfdoctor.judge.matrix_loader import load_matrix

    shipped = load_matrix(None)
    old = dataclasses.replace(
        fb.facts(tfi=fb.tf(version="2.13.1", cuda_v="11.8", cudnn_v="8")), matrix=shipped
    )
    assert old.pip_line.startswith("conda install -c conda-forge cudatoolkit=11.8.0 && ")
    assert '"nvidia-cudnn-cu11==8.6.0.163" "tensorflow==2.13.*"' in old.pip_line
    assert "[and-cuda]" not in old.pip_line.split("#")[0]
    new = dataclasses.replace(fb.facts(tfi=fb.tf(version="2.15.1")), matrix=shipped)
    assert new.pip_line == 'python -m pip install "tensorflow[and-cuda]==2.15.*"'
