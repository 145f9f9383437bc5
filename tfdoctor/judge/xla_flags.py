"""The flags TensorFlow accepts in TF_XLA_FLAGS, and how it parses both flags variables.

Data captured from TensorFlow itself, not written from memory: with a value it cannot
parse (``TF_XLA_FLAGS=--tf_xla_auto_jit=banana``), TensorFlow (the 2.21.0 CPU wheel,
Linux x86-64) aborts as it starts its devices with ``parse_flags_from_env.cc:220] Check failed:
tsl::Flags::Parse(...) Flag parsing failed.`` and prints its whole flag list, one
``\\t--name=default\\ttype\\tdescription`` line per flag; TF_XLA_FLAG_NAMES is that list.
XLA_FLAGS' own list is not known here: XLA prints it the same way but the abort message
is cut at about 15,000 characters (78 of its flags were printed), so for XLA_FLAGS only
what is certain is judged.

How the values are parsed (tsl/util/command_line_flags.cc, ParseBoolFlag/ParseInt32Flag;
measured on TF 2.21.0 with the values below):

- a bool flag takes ``--name`` or ``--name=`` a boolean word: ``=1`` and ``=True`` were
  accepted, ``=maybe`` aborted with "Flag parsing failed" (the older parser quoted in
  tensorflow/tensorflow#36247 took only true/false and logged ``Couldn't interpret value
  X for flag name.``); the words taken here are absl::SimpleAtob's;
- an int flag takes what ``sscanf("%d%c")`` reads as one integer;
- ``tf_xla_auto_jit`` (a string with its own parser) takes -1, 0, 1, 2, ``fusible`` or
  ``single-gpu(N)`` (its usage text); ``banana`` aborts with "Flag parsing failed";
- a first word that does not start with ``--`` is read as a file of flags: ``Could not
  open file "nonsense" to read flags for environment variable "TF_XLA_FLAGS". (We assumed
  "nonsense" was a file name because it did not start with a "--".)`` and abort;
- a name the list does not hold: ``Unknown flag in TF_XLA_FLAGS: --nonsense`` and abort.

TF_XLA_FLAGS is parsed when TensorFlow first starts its devices: ``import tensorflow``
passes, the first ``tf.config.list_physical_devices()`` or op aborts (measured: "IMPORTED"
printed, then the abort, exit 1). XLA_FLAGS only when XLA first compiles
(a ``jit_compile=True`` function): ``XLA_FLAGS=--xla_bogus`` lets the import and eager
ops pass and aborts at the first compile with ``Unknown flag in XLA_FLAGS: --xla_bogus``.
"""

from __future__ import annotations

import re

from tfdoctor.records import frozen

#: The TF minor TF_XLA_FLAG_NAMES was captured from.
CAPTURED_FROM = (2, 21)
CAPTURED_SOURCE = (
    "TensorFlow 2.21.0's own flag list, printed by `TF_XLA_FLAGS=--tf_xla_auto_jit=banana "
    'python -c "import tensorflow"`'
)

#: name -> type, in TensorFlow's order.
TF_XLA_FLAG_NAMES: dict[str, str] = {
    "tf_xla_enable_lazy_compilation": "bool",
    "tf_xla_print_cluster_outputs": "bool",
    "tf_xla_check_cluster_input_numerics": "bool",
    "tf_xla_check_cluster_output_numerics": "bool",
    "tf_xla_disable_constant_folding": "bool",
    "tf_xla_disable_full_embedding_pipelining": "bool",
    "tf_xla_disable_full_embedding_pipelining_with_summaries": "bool",
    "tf_xla_embedding_parallel_iterations": "int32",
    "tf_xla_compile_on_demand": "bool",
    "tf_xla_enable_xla_devices": "bool",
    "tf_xla_always_defer_compilation": "bool",
    "tf_xla_async_compilation": "bool",
    "tf_xla_use_device_api_for_xla_launch": "bool",
    "tf_xla_use_device_api_for_compile_on_demand": "bool",
    "tf_xla_use_device_api_for_auto_jit": "bool",
    "tf_xla_use_device_api": "bool",
    "tf_xla_enable_device_api_for_gpu": "bool",
    "tf_xla_call_module_disabled_checks": "string",
    "tf_mlir_enable_mlir_bridge": "bool",
    "tf_mlir_enable_merge_control_flow_pass": "bool",
    "tf_mlir_enable_convert_control_to_data_outputs_pass": "bool",
    "tf_mlir_composite_tpuexecute_side_effects": "bool",
    "tf_mlir_enable_strict_clusters": "bool",
    "tf_mlir_enable_multiple_local_cpu_devices": "bool",
    "tf_mlir_enable_debug_info_serialization": "bool",
    "tf_dump_graphs_in_tfg": "bool",
    "tf_mlir_enable_tpu_variable_runtime_reformatting_pass": "bool",
    "tf_serialize_mlir_to_compressed_bytecode": "bool",
    "tf_xla_auto_jit": "string",
    "tf_xla_min_cluster_size": "int32",
    "tf_xla_max_cluster_size": "int32",
    "tf_xla_ops_to_cluster": "string",
    "tf_xla_cluster_exclude_ops": "string",
    "tf_xla_clustering_debug": "bool",
    "tf_xla_cpu_global_jit": "bool",
    "tf_xla_clustering_fuel": "int64",
    "tf_xla_disable_deadness_safety_checks_for_debugging": "bool",
    "tf_xla_disable_resource_variable_safety_checks_for_debugging": "bool",
    "tf_xla_deterministic_cluster_names": "bool",
    "tf_xla_persistent_cache_directory": "string",
    "tf_xla_persistent_cache_device_types": "string",
    "tf_xla_persistent_cache_read_only": "bool",
    "tf_xla_disable_strict_signature_checks": "bool",
    "tf_xla_persistent_cache_prefix": "string",
    "tf_xla_sparse_core_disable_table_stacking": "bool",
    "tf_xla_sparse_core_minibatch_max_division_level": "int32",
    "tf_xla_sparse_core_stacking_mem_limit_bytes": "int64",
    "tf_xla_sparse_core_stacking_table_shard_limit_bytes": "int64",
}

_INT = re.compile(r"^\s*[+-]?\d+$")
#: absl::SimpleAtob's words (absl/strings/numbers.cc), any case
_BOOL_WORDS = ("true", "t", "yes", "y", "1", "false", "f", "no", "n", "0")
_AUTO_JIT = re.compile(r"^(?:-1|0|1|2|fusible|single-gpu\(\d+\))$")


@frozen
class FlagProblem:
    """One word of a flags variable that TensorFlow aborts on."""

    word: str
    #: "unknown" (not a flag of the list), "value" (a value its type cannot take),
    #: "file" (a first word without "--": read as a file of flags), "tf-flag-in-xla"
    kind: str
    name: str | None = None
    hint: str | None = None


def split_words(value: str) -> list[str]:
    """The words TensorFlow parses (parse_flags_from_env.cc splits on whitespace)."""
    return value.split()


def _name_value(word: str) -> tuple[str, str | None]:
    body = word[2:]
    name, eq, value = body.partition("=")
    return name, (value if eq else None)


def _value_ok(kind: str, name: str, value: str | None) -> bool:
    if kind == "bool":
        return value is None or value.lower() in _BOOL_WORDS
    if kind in ("int32", "int64"):
        return bool(_INT.match(value))
    if name == "tf_xla_auto_jit":
        return bool(_AUTO_JIT.match(value))
    return True


def _close(name: str, known: list[str]) -> str | None:
    import difflib

    found = difflib.get_close_matches(name, known, n=1, cutoff=0.75)
    return f"--{found[0]}" if found else None


def tf_xla_problems(value: str, file_exists: bool) -> list[FlagProblem]:
    """What in TF_XLA_FLAGS makes TensorFlow (as of CAPTURED_FROM) abort as it starts."""
    words = split_words(value)
    if words and not words[0].startswith("--"):
        return [] if file_exists else [FlagProblem(words[0], "file")]
    out = []
    for word in words:
        name, val = _name_value(word)
        kind = TF_XLA_FLAG_NAMES.get(name)
        if kind is None:
            out.append(FlagProblem(word, "unknown", name, _close(name, list(TF_XLA_FLAG_NAMES))))
        elif val is None and kind != "bool":
            # an int or string flag without "=VALUE" matches no flag: "Unknown flag"
            out.append(FlagProblem(word, "unknown", name, f"--{name}=VALUE"))
        elif not _value_ok(kind, name, val):
            out.append(FlagProblem(word, "value", name))
    return out


def xla_problems(value: str, file_exists: bool) -> list[FlagProblem]:
    """What in XLA_FLAGS is certain to abort XLA's first compile (its list is not known)."""
    words = split_words(value)
    if words and not words[0].startswith("--"):
        return [] if file_exists else [FlagProblem(words[0], "file")]
    out = []
    for word in words:
        name, _ = _name_value(word)
        if name in TF_XLA_FLAG_NAMES:
            # XLA: "Unknown flags in XLA_FLAGS: ... Perhaps you meant to specify these on
            # the TF_XLA_FLAGS envvar?" (google-research/proteinfer#87)
            out.append(FlagProblem(word, "tf-flag-in-xla", name))
    return out


def kept_words(value: str, problems: list[FlagProblem]) -> list[str]:
    bad = {p.word for p in problems}
    return [w for w in split_words(value) if w not in bad]
