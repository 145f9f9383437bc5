"""Network facts for a multi-worker cluster: this machine's names and addresses, DNS
answers for the cluster's hosts, and which cluster addresses accept a TCP connection.

Every call is bounded: a DNS lookup runs in a daemon thread joined with a timeout
(``getaddrinfo`` itself has none), a connect uses ``socket.create_connection``'s timeout.
Probes gather facts and never judge: "not resolvable" is an answer, not an exception.
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable, Iterable

from tfdoctor.records import frozen

Resolver = Callable[[str], tuple[str, ...]]


def _getaddrinfo(name: str) -> tuple[str, ...]:
    infos = socket.getaddrinfo(name, None, proto=socket.IPPROTO_TCP)
    return tuple(dict.fromkeys(str(info[4][0]) for info in infos))


def resolve(name: str, timeout: float = 2.0, lookup: Resolver = _getaddrinfo) -> tuple[str, ...]:
    """The IP addresses ``name`` resolves to; () when it does not within ``timeout``."""
    answer: list[tuple[str, ...]] = []

    def work() -> None:
        try:
            answer.append(lookup(name))
        except (OSError, UnicodeError, ValueError):
            answer.append(())

    thread = threading.Thread(target=work, daemon=True)
    thread.start()
    thread.join(timeout)
    return answer[0] if answer else ()


@frozen
class LocalIdentity:
    """Every name and address this machine answers to (what a cluster entry may use)."""

    names: tuple[str, ...]
    addresses: tuple[str, ...]

    def is_me(self, host: str, resolved: Iterable[str] = ()) -> bool:
        host = host.strip("[]").lower()
        if host in self.names or host in self.addresses:
            return True
        return any(a in self.addresses for a in resolved)


def local_identity(timeout: float = 2.0) -> LocalIdentity:
    """Host name, FQDN, loopback, the addresses those names resolve to, and every
    interface's own address (psutil), so nothing is sent anywhere to learn them."""
    names = {"localhost", socket.gethostname().lower()}
    fqdn = socket.getfqdn().lower()
    if fqdn:
        names.add(fqdn)
        names.add(fqdn.split(".")[0])
    addresses = {"127.0.0.1", "::1", "0.0.0.0"}
    for name in list(names):
        addresses.update(resolve(name, timeout))
    try:
        import psutil

        for snics in psutil.net_if_addrs().values():
            for snic in snics:
                if snic.family in (socket.AF_INET, socket.AF_INET6) and snic.address:
                    addresses.add(snic.address.split("%")[0])  # drop an IPv6 zone (fe80::1%eth0)
    except Exception:  # psutil missing or an odd platform: the names' addresses still count
        pass
    return LocalIdentity(tuple(sorted(names)), tuple(sorted(addresses)))


def listening(address: str, timeout: float = 2.0) -> bool:
    """True when ``host:port`` accepts a TCP connection within ``timeout``."""
    host, _, port = address.rpartition(":")
    try:
        with socket.create_connection((host.strip("[]"), int(port)), timeout=timeout):
            return True
    except (OSError, ValueError):
        return False
