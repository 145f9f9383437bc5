"""Log rules for worker processes that cannot start the way they were asked to: macOS's
Objective-C runtime refusing a fork() child of a threaded parent, and the spawn start method
meeting a function it cannot pickle. (CUDA in a forked child is runtime_words.py's.) Samples
in tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

E = Severity.ERROR

FORK_SPAWN_RULES = (
    # macOS's objc runtime killing the child of a fork() taken while another thread was inside
    # an Objective-C initializer (tensorflow/tensorflow#28001, round 143: a ProcessPoolExecutor
    # after TensorFlow had started its threads, "... may have been in progress in another
    # thread when fork() was called. We cannot safely call it or ignore it in the fork() child
    # process. Crashing instead.")
    rule(
        "macos-objc-fork-safety-crash",
        E,
        "macOS killed a forked worker: the parent (with TensorFlow's threads) was not safe to fork",
        r"may have been in progress in another thread when fork\(\) was called",
        "when fork() was called",
        "Fork is not safe on macOS once TensorFlow (or any Objective-C code) has started threads: "
        "start the workers with the spawn method (multiprocessing.get_context('spawn'), "
        "ProcessPoolExecutor(mp_context=...)), or import TensorFlow only inside the workers; "
        "OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES in the environment silences the check at your "
        "own risk",
    ),
    # the spawn start method (Windows; macOS since Python 3.8) pickling what a worker runs, and
    # a local function cannot be (argman/EAST#264, round 143: Keras's GeneratorEnqueuer with
    # use_multiprocessing on Windows, "AttributeError: Can't pickle local object
    # 'GeneratorEnqueuer.start.<locals>.data_generator_task'", the message broken over lines)
    rule(
        "multiprocessing-spawn-unpicklable",
        E,
        "A worker process could not be started: what it runs is a local function spawn cannot pickle",
        r"Can't pickle local object(?: '(?P<obj>[^']+)'|\s*$)",
        "can't pickle local object",
        lambda v, _c: (
            (f"{v.get('obj')} is defined inside another function" if v.get("obj") else
             "The worker's function is defined inside another function")
            + ": the spawn start method (Windows, macOS) sends workers their function by "
            "pickling, which needs it importable at a module's top level. Keras: fit with "
            "use_multiprocessing=False (threads), or a keras.utils.Sequence / PyDataset; your "
            "own Pool: move the function (no lambda) to module level, behind `if __name__ == "
            "'__main__':` for the launching code"
        ),
    ),
)


#: Python's codec errors: a file read with the locale's code page, a console that cannot print
ENCODING_RULES = (
    # a UTF-8 file read with the locale's code page (Windows: gbk, cp1252 "charmap", cp949...;
    # a POSIX locale's ascii): ProHiryu/bert-chinese-ner#49, round 144, "UnicodeDecodeError: 'gbk'
    # codec can't decode byte 0x93 in position 2: illegal multibyte sequence"; keras-team/keras
    # #20314, a TextVectorization vocabulary asset read back on Windows, "'charmap' codec can't
    # decode byte 0x8d in position 8946")
    rule(
        "windows-locale-codepage-decode",
        E,
        "A text file was read with the system's code page instead of UTF-8",
        r"'(?P<codec>gbk|gb2312|gb18030|cp\d+|charmap|ascii|shift_jis|euc[_-](?:kr|jp)|big5|"
        r"mbcs)' codec can't decode byte (?P<byte>0x[0-9a-f]{2})",
        "codec can't decode byte",
        lambda v, _c: (
            f"The file is UTF-8 (or another encoding) and Python read it with '{v.get('codec')}', "
            "this system's default: open it with encoding='utf-8' (open(path, encoding='utf-8'), "
            "pandas' read_csv(..., encoding='utf-8')), or run Python in UTF-8 mode (PYTHONUTF8=1, "
            "python -X utf8); on Linux a C/POSIX locale does it too: export LANG=C.UTF-8. A "
            "library reading its own files this way needs that mode or its fixed release"
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
