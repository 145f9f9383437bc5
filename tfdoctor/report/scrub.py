"""What a bug report hides besides secret environment values: who and where.

`tfdoctor report` output is meant to be pasted into a public issue. report/redact.py
hides secret environment values in every report; a bug report also hides user names,
host names, home paths, IP addresses (v4 and v6) and GPU UUIDs, unless --no-redact.
Apart from redact.py because only the bug report needs it: ``check --no-runtime``
compiles none of these patterns.
"""

from __future__ import annotations

import json
import re
from typing import Any

from tfdoctor.records import frozen

USER_MARK = "[user]"
HOST_MARK = "[host]"
IP_MARK = "[ip]"
UUID_MARK = "[gpu-uuid]"
#: Names too common to be identifying, and too common in text to replace.
_NOT_IDENTIFYING = frozenset({"root", "localhost", "localhost.localdomain", "user", "ubuntu"})

#: nvidia-smi -L / NVML: "GPU-<8-4-4-4-12 hex>"; MIG instances "MIG-<uuid>" or the older
#: "MIG-GPU-<uuid>/<gi>/<ci>" (NVIDIA MIG user guide, CUDA_VISIBLE_DEVICES).
_GPU_UUID = re.compile(
    r"\b(?:MIG-)?(?:GPU-|MIG-)[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}(?:/\d+/\d+)?"
)
_OCTET = r"(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)"
_IPV4 = re.compile(rf"(?<![\w.]){_OCTET}(?:\.{_OCTET}){{3}}(?![\w.])")
_H = r"[0-9a-fA-F]{1,4}"
_IPV6 = re.compile(
    rf"(?<![\w:])(?:(?:{_H}:){{7}}{_H}|(?:{_H}(?::{_H})*)?::(?:{_H}(?::{_H})*)?)(?![\w:])"
)
#: Another user's home folder in a path (/home/alice/..., /Users/alice/...).
_HOME_DIR = re.compile(r"(?<![\w.])(/home|/Users)/[^/\s'\"]+")


@frozen
class Identity:
    """Who and where this report was made: each value is hidden from its text."""

    users: tuple[str, ...] = ()
    hosts: tuple[str, ...] = ()
    homes: tuple[str, ...] = ()
    #: dotted numbers that are versions, not IPv4 addresses (cuDNN 9.3.0.75)
    keep: frozenset[str] = frozenset()


def _word(value: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w.-]){re.escape(value)}(?![\w-])")


def _ipv6(m: re.Match[str]) -> str:
    text = m.group(0)
    # "::" alone, or one bare group ("a::"), is C++ scope or noise, not an address
    groups = [g for g in text.split(":") if g]
    return IP_MARK if (len(groups) >= 2 or text.startswith("::")) and groups else text


def scrub(text: str, ident: Identity) -> str:
    """``text`` with user names, host names, home paths, IPs and GPU UUIDs hidden."""
    text = _GPU_UUID.sub(UUID_MARK, text)
    for home in sorted({h.rstrip("/") for h in ident.homes if len(h.rstrip("/")) > 1}, key=len)[
        ::-1
    ]:
        text = re.sub(rf"{re.escape(home)}(?=/|\b|$)", "~", text)
    text = _HOME_DIR.sub(lambda m: f"{m.group(1)}/{USER_MARK}", text)
    for host in sorted(set(ident.hosts) - _NOT_IDENTIFYING, key=len, reverse=True):
        if host:
            text = _word(host).sub(HOST_MARK, text)
    for user in sorted(set(ident.users) - _NOT_IDENTIFYING, key=len, reverse=True):
        if user:
            text = _word(user).sub(USER_MARK, text)
    text = _IPV6.sub(_ipv6, text)
    return _IPV4.sub(lambda m: m.group(0) if m.group(0) in ident.keep else IP_MARK, text)


def mask_tf_config(raw: str) -> str:
    """TF_CONFIG with each cluster address's host replaced by ``[host-N]`` (ports, job
    names and the task kept: the shape is what a maintainer needs)."""
    try:
        data = json.loads(raw)
    except ValueError:
        return f"[not valid JSON, {len(raw)} characters]"
    seen: dict[str, str] = {}

    def addr(value: Any) -> Any:
        if not isinstance(value, str):
            return value
        host, sep, port = value.rpartition(":")
        if not sep:
            host, port = value, ""
        name = seen.setdefault(host, f"[host-{len(seen) + 1}]")
        return f"{name}:{port}" if sep else name

    if isinstance(data, dict) and isinstance(data.get("cluster"), dict):
        data["cluster"] = {
            job: [addr(a) for a in addrs] if isinstance(addrs, list) else addr(addrs)
            for job, addrs in data["cluster"].items()
        }
    return json.dumps(data, sort_keys=True)
