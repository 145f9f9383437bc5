"""Log rules for XLA's and NVIDIA's compiler notes that report on compilation, not failures:
XLA's slow-operation alarm for constant folding (E level, and it says itself "This isn't
necessarily a bug"), tf2xla dropping Assert ops it cannot compile, ptxas's register spills. The
words are in TF 2.21's libtensorflow_cc.so.2 (strings, read 2026-11-29). Samples in
tests/explain/test_rules.py.
"""

from __future__ import annotations

from tfdoctor.explain.rules.base import rule
from tfdoctor.model import Severity

INFO = Severity.INFO
#: compilation notes
XLA_NOTE_RULES = (
    # (NVlabs/sionna's Turbo validation notebook, round 152: "E ... slow_operation_alarm.cc:65]
    # Constant folding an instruction is taking > 1s:", then "This isn't necessarily a bug;
    # constant-folding is inherently a trade-off between compilation time and speed at
    # runtime.", "The operation took 10.997556482s"; the simulation finished; the gatherer's
    # name, adopted)
    rule(
        "benign-xla-slow-constant-folding",
        INFO,
        "XLA took long to constant-fold one instruction (a compile-time note; harmless)",
        r"slow_operation_alarm\.cc:\d+\] (?:Constant folding an instruction is taking > \d+s|"
        r"The operation took \d)|^Constant folding an instruction is taking > \d+s:|"
        r"^This isn't necessarily a bug; constant-folding is inherently a trade-off",
        ("constant folding an instruction is taking", "the operation took", "this isn't necessarily a bug"),
        "Harmless: only the first compilation is slower; large constants built inside a "
        "jit-compiled function (a tf.zeros of a big shape, a TensorArray) are what XLA folds. "
        "Feed them as inputs to shorten compilation",
    ),
    # (the same notebook: "W ... tf2xla/kernels/assert_op.cc:38] Ignoring Assert operator
    # assert_less_equal/Assert/Assert"; the gatherer's name, adopted)
    rule(
        "benign-xla-assert-ignored",
        INFO,
        "XLA drops tf.debugging Assert ops inside compiled code (harmless)",
        r"assert_op\.cc:\d+\] Ignoring Assert operator",
        "ignoring assert operator",
        "Harmless: the checks are skipped in jit-compiled code only; run that function without "
        "jit_compile to have them evaluated",
    ),
    # (NVlabs/sionna's OSD validation notebook, round 152: "I ... asm_compiler.cc:326] ptxas
    # warning : Registers are spilled to local memory in function 'fusion_37', 24 bytes spill
    # stores, 20 bytes spill loads" between complete result tables; the gatherer's name)
    rule(
        "benign-ptxas-register-spill",
        INFO,
        "NVIDIA's assembler spilled registers in one fused kernel (a speed note; harmless)",
        r"ptxas warning : Registers are spilled to local memory in function",
        "registers are spilled to local memory",
        "Harmless: the kernel runs, a little slower; nothing to change",
    ),
)
