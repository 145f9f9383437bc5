"""Log rules for Python's codec errors: a text file read with the system's code page instead
of its encoding, and a console that cannot print the program's output (Keras 3's progress bar).
Samples in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR
#: a file read with the locale's code page, a console that cannot print
ENCODING_RULES = (
    # a UTF-8 file read with the locale's code page (Windows: gbk, cp1252 "charmap", cp949...):
    # ProHiryu/bert-chinese-ner#49, round 144, "UnicodeDecodeError: 'gbk'
    # codec can't decode byte 0x93 in position 2: illegal multibyte sequence"; keras-team/keras
    # #20314, a TextVectorization vocabulary asset read back on Windows, "'charmap' codec can't
    # decode byte 0x8d in position 8946")
    rule(
        "windows-locale-codepage-decode",
        E,
        "A text file was read with the system's code page instead of UTF-8",
        # (not 'ascii': the re-read met it in pickle.load of a Python 2 pickle under np.load,
        # fastai/courses' taxi notebook, "'ascii' codec can't decode byte 0xf7 ... ordinal not
        # in range(128)", where the locale is not the cause; it stays unrecognised-error)
        r"'(?P<codec>gbk|gb2312|gb18030|cp\d+|charmap|shift_jis|euc[_-](?:kr|jp)|big5|"
        r"mbcs)' codec can't decode byte (?P<byte>0x[0-9a-f]{2})",
        "codec can't decode byte",
        lambda v, _c: (
            f"The file is UTF-8 (or another encoding) and Python read it with '{v.get('codec')}', "
            "this system's default: open it with encoding='utf-8' (open(path, encoding='utf-8'), "
            "pandas' read_csv(..., encoding='utf-8')), or run Python in UTF-8 mode (PYTHONUTF8=1, "
            "python -X utf8). A library reading its own files this way needs that mode or its "
            "fixed release"
        ),
    ),
    # a console that cannot print what the program writes (keras-team/keras#19386, round 144:
    # Keras 3's progress bar '━' on a cp1252 Windows console, "UnicodeEncodeError: 'charmap'
    # codec can't encode characters in position 19-38"; keras-team/keras PR #20443)
    rule(
        "console-encoding-unsupported",
        E,
        "The console's encoding cannot print the program's output (a progress bar, text)",
        r"UnicodeEncodeError: '(?P<codec>charmap|cp\d+|gbk|ascii|latin-1|mbcs)' codec can't "
        r"encode character",
        "codec can't encode character",
        lambda v, _c: (
            f"The output stream is '{v.get('codec')}' and cannot write a character the program "
            "prints (Keras 3's progress bar draws '━'): set PYTHONIOENCODING=utf-8 (or "
            "PYTHONUTF8=1) before the program, use a UTF-8 terminal (Windows Terminal; chcp "
            "65001), or verbose=2 in fit/predict for lines without the bar"
        ),
    ),
)
