"""Ports and addresses for a job's rendezvous: a free port for rank 0 to listen on, the address other hosts reach
this one at, and every address this host has (a peer's connection error names one of them)."""

from __future__ import annotations

import random
import socket

EPHEMERAL_RANGE = "/proc/sys/net/ipv4/ip_local_port_range"
LOWEST_PICKED_PORT = 10000


def ephemeral_ports(path: str | None = None) -> tuple[int, int]:
    """The kernel's range of ports for outgoing connections (Linux's default 32768-60999 when unreadable)."""
    try:
        with open(path or EPHEMERAL_RANGE) as f:
            low, high = (int(x) for x in f.read().split())
        return low, high
    except (OSError, ValueError):
        return 32768, 60999


def _bindable(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind(("", port))
        except OSError:
            return False
        return True


def free_port(tries: int = 200) -> int:
    """A TCP port free on every interface right now, for rank 0 to listen on shortly after.

    The port is drawn at random **below** the kernel's ephemeral range. A port from the
    ephemeral range (``bind(("", 0))``) can be taken between this call and rank 0's
    ``listen`` by any outgoing connection on the host: gloo's and the TCP store's client
    sockets of another job take dozens each. A CI run lost a launch that way
    (``EADDRINUSE`` on a port handed out a few seconds before). Ports below the range are
    only ever taken by an explicit ``bind``. The draw uses the OS's randomness, so a
    seeded ``random`` cannot hand concurrent jobs the same port. When no port below
    the range is free (or the range starts at ``LOWEST_PICKED_PORT`` or lower), the
    kernel's own choice is the fallback.
    """
    low, _ = ephemeral_ports()
    draw = random.SystemRandom()
    if low > LOWEST_PICKED_PORT:
        for _ in range(tries):
            port = draw.randrange(LOWEST_PICKED_PORT, low)
            if _bindable(port):
                return port
    with socket.socket() as s:
        s.bind(("", 0))
        return s.getsockname()[1]


def _is_loopback(address: str) -> bool:
    return address.startswith("127.") or address == "::1"


def local_address() -> str:
    """An address other hosts can reach this one at.

    The host name's address if it is not a loopback one (Debian maps the name to
    127.0.1.1); else the address of the interface that routes outwards (a UDP
    ``connect`` sends nothing); else the host name itself, for the other hosts to
    resolve with their own resolvers.
    """
    name = socket.gethostname()
    try:
        address = socket.gethostbyname(name)
        if not _is_loopback(address):
            return address
    except OSError:
        pass
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("10.255.255.255", 1))
            address = s.getsockname()[0]
            if not _is_loopback(address):
                return address
    except OSError:
        pass
    return name


def host_addresses() -> list[str]:
    """This host's IPv4 addresses (every interface's, loopback included): a peer's connection error names the
    address of the rank that went away (``Connection closed by peer [10.177.0.12]:...``), these name the rank."""
    try:
        import psutil  # a DeepSpeed dependency

        found = {a.address for addrs in psutil.net_if_addrs().values() for a in addrs if a.family == socket.AF_INET}
    except Exception:  # noqa: BLE001 - no psutil, or no interfaces to read: the host name's addresses
        try:
            found = {info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)}
        except OSError:
            found = set()
    return sorted(found)
