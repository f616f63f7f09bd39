"""The sockets a process tree listens on, read from /proc (Linux): for the loopback tests.

Each process's open sockets are its ``/proc/PID/fd`` links to ``socket:[INODE]``; the
kernel's tables (``/proc/net/tcp``, ``tcp6``, ``udp``, ``udp6``) give each inode's local
address. Only listening TCP sockets and bound UDP sockets are servers; connected client
sockets are not reported.
"""

from __future__ import annotations

import ipaddress
import os
import socket
import struct
import sys
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Listener", "descendants", "listeners", "non_loopback", "supported"]

_TCP_LISTEN = "0A"
_UDP_UNCONNECTED = "07"


@dataclass(frozen=True)
class Listener:
    pid: int
    process: str
    protocol: str
    address: str
    port: int

    def __str__(self) -> str:
        return f"{self.process}[{self.pid}] {self.protocol} {self.address}:{self.port}"


def supported() -> bool:
    return sys.platform.startswith("linux") and Path("/proc/net/tcp").exists()


def descendants(root: int) -> list[int]:
    """``root`` and every process below it (by parent pid), alive now."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # "pid (comm) state ppid ...": comm may hold spaces and parentheses
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(ppid, []).append(int(entry.name))
    out, todo = [], [root]
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo.extend(children.get(pid, ()))
    return out


def _address(hex_address: str, family: int) -> tuple[str, int]:
    host, port = hex_address.split(":")
    raw = bytes.fromhex(host)
    if family == socket.AF_INET:
        packed = struct.pack("<I", *struct.unpack(">I", raw))
    else:  # four little-endian 32-bit words
        packed = b"".join(struct.pack("<I", w) for w in struct.unpack(">4I", raw))
    return socket.inet_ntop(family, packed), int(port, 16)


def _table() -> dict[int, tuple[str, str, int]]:
    """inode -> (protocol, address, port) for every server socket in this namespace."""
    out: dict[int, tuple[str, str, int]] = {}
    for name, family, state in (
        ("tcp", socket.AF_INET, _TCP_LISTEN),
        ("tcp6", socket.AF_INET6, _TCP_LISTEN),
        ("udp", socket.AF_INET, _UDP_UNCONNECTED),
        ("udp6", socket.AF_INET6, _UDP_UNCONNECTED),
    ):
        path = Path("/proc/net") / name
        if not path.exists():
            continue
        for line in path.read_text().splitlines()[1:]:
            fields = line.split()
            if fields[3] != state:
                continue
            address, port = _address(fields[1], family)
            out[int(fields[9])] = (name, address, port)
    return out


def listeners(root: int) -> list[Listener]:
    """The server sockets held by ``root`` and its descendants."""
    table = _table()
    found: list[Listener] = []
    for pid in descendants(root):
        try:
            process = Path(f"/proc/{pid}/comm").read_text().strip()
            fds = os.listdir(f"/proc/{pid}/fd")
        except OSError:  # gone meanwhile, or not ours to read
            continue
        for fd in fds:
            try:
                target = os.readlink(f"/proc/{pid}/fd/{fd}")
            except OSError:
                continue
            if target.startswith("socket:[") and int(target[8:-1]) in table:
                protocol, address, port = table[int(target[8:-1])]
                found.append(Listener(pid, process, protocol, address, port))
    return found


def _is_loopback(address: str) -> bool:
    ip = ipaddress.ip_address(address)
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_loopback


def non_loopback(found: list[Listener]) -> list[Listener]:
    """The listeners bound anywhere but loopback (``0.0.0.0`` and ``::`` included)."""
    return [item for item in found if not _is_loopback(item.address)]
