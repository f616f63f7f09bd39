"""A pickle-free, checksummed file format for buffer state dicts.

Layout of a file::

    MAGIC (16 bytes) | SHA-256 of the body (32 bytes) | body
    body = header length (8 bytes, little endian) | header (UTF-8 JSON) | payload

The header holds the state dict with every tensor replaced by
``{"__tensor__": i}`` plus, per tensor, its dtype, shape and byte range in the
payload (raw little-endian bytes, like safetensors). Loading checks the magic,
then the checksum of the whole body, then parses JSON and rebuilds tensors with
``torch.frombuffer``: nothing is ever unpickled, so a pickle payload (or any
other file) is refused with :class:`BufferFileError` instead of being executed.

Saving is atomic: the file is written to a temporary file in the same
directory, flushed, ``fsync``-ed and moved over ``path`` with ``os.replace``.
The temporary file is named ``.<name>.<pid>.<random>.tmp``: a save killed
mid-write (SIGKILL, power loss) leaves it behind, and the next save to the same
path removes every such file whose process is gone.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import sys
import tempfile
from typing import Any

import torch

from .errors import BufferFileError
from .storage import dtype_from_name, dtype_name

__all__ = ["MAGIC", "load_state", "save_state"]

MAGIC = b"AGILERL-RB\x00v1\r\n\x1a\n"
_DIGEST = 32
_CHUNK = 1 << 24
_ALIGN = 64


def _encode(obj: Any, tensors: list[torch.Tensor], where: str) -> Any:
    if isinstance(obj, torch.Tensor):
        tensors.append(obj)
        return {"__tensor__": len(tensors) - 1}
    if isinstance(obj, dict):
        out = {}
        for k, v in obj.items():
            if not isinstance(k, str) or k == "__tensor__":
                raise TypeError(f"cannot save key {k!r} at {where}")
            out[k] = _encode(v, tensors, f"{where}.{k}")
        return out
    if isinstance(obj, (list, tuple)):
        return [_encode(v, tensors, f"{where}[{i}]") for i, v in enumerate(obj)]
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    raise TypeError(f"cannot save a {type(obj).__name__} at {where}")


def _decode(obj: Any, tensors: list[torch.Tensor]) -> Any:
    if isinstance(obj, dict):
        if set(obj) == {"__tensor__"}:
            i = obj["__tensor__"]
            if not isinstance(i, int) or not 0 <= i < len(tensors):
                raise BufferFileError(f"corrupt buffer file: bad tensor reference {i!r}")
            return tensors[i]
        return {k: _decode(v, tensors) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_decode(v, tensors) for v in obj]
    return obj


def _as_bytes(t: torch.Tensor) -> memoryview:
    flat = t.detach().to("cpu").contiguous().reshape(-1)
    if flat.dtype is torch.bool:
        flat = flat.to(torch.uint8)
    raw = flat.view(torch.uint8).numpy()
    if sys.byteorder != "little" and flat.element_size() > 1:
        raise BufferFileError("saving buffers is only supported on little-endian hosts")
    return memoryview(raw.data).cast("B")


def save_state(path: str | os.PathLike[str], state: dict[str, Any]) -> None:
    """Atomically write ``state`` (a JSON-able dict with tensor leaves) to ``path``."""
    tensors: list[torch.Tensor] = []
    meta = _encode(state, tensors, "state")
    blobs = [_as_bytes(t) for t in tensors]
    entries = []
    offset = 0
    chunks: list[bytes | memoryview] = []
    for t, b in zip(tensors, blobs, strict=False):
        pad = -offset % _ALIGN  # every tensor starts 64-byte aligned in the payload
        if pad:
            chunks.append(bytes(pad))
            offset += pad
        entries.append(
            {
                "dtype": dtype_name(t.dtype),
                "shape": list(t.shape),
                "offset": offset,
                "nbytes": b.nbytes,
            }
        )
        chunks.append(b)
        offset += b.nbytes
    header = json.dumps(
        {"state": meta, "tensors": entries, "payload_nbytes": offset},
        separators=(",", ":"),
        allow_nan=False,
    ).encode()
    header += b" " * (-(8 + len(header)) % _ALIGN)  # payload starts aligned too
    head = len(header).to_bytes(8, "little") + header
    digest = hashlib.sha256(head)
    for c in chunks:
        digest.update(c)
    path = os.fspath(path)
    directory = os.path.dirname(os.path.abspath(path))
    prefix = f".{os.path.basename(path)}."
    remove_stale_temps(directory, prefix)
    fd, tmp = tempfile.mkstemp(prefix=f"{prefix}{os.getpid()}.", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(MAGIC)
            f.write(digest.digest())
            f.write(head)
            for c in chunks:
                f.write(c)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    try:  # make the rename durable; not every platform can fsync a directory
        dfd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True  # exists (another user's), or cannot tell: keep its file
    return True


def remove_stale_temps(directory: str, prefix: str) -> list[str]:
    """Remove ``<prefix><pid>.<random>.tmp`` files of processes that no longer run.

    Files of this process and of live processes are kept (a save may be running
    there). Returns the names removed.
    """
    pattern = re.compile(re.escape(prefix) + r"(\d+)\.[^.]+\.tmp\Z")
    removed: list[str] = []
    try:
        names = os.listdir(directory)
    except OSError:
        return removed
    me = os.getpid()
    for name in names:
        m = pattern.match(name)
        if m is None:
            continue
        pid = int(m.group(1))
        if pid == me or _alive(pid):
            continue
        with contextlib.suppress(FileNotFoundError):
            os.unlink(os.path.join(directory, name))
            removed.append(name)
    return removed


def load_state(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read a file written by :func:`save_state`; never unpickles anything."""
    name = os.fspath(path)
    size = os.path.getsize(name)
    with open(name, "rb") as f:
        magic = f.read(len(MAGIC))
        if magic != MAGIC:
            raise BufferFileError(
                f"{name!r} is not a replay-buffer file (bad magic {magic[:16]!r}); "
                "only files written by ReplayBuffer.save are loaded, never pickles"
            )
        expected = f.read(_DIGEST)
        body_len = size - len(MAGIC) - _DIGEST
        if len(expected) != _DIGEST or body_len < 8:
            raise BufferFileError(f"{name!r} is truncated ({size} bytes)")
        body = bytearray(body_len)
        view = memoryview(body)
        digest = hashlib.sha256()
        pos = 0
        while pos < body_len:
            n = f.readinto(view[pos : pos + _CHUNK])
            if not n:
                break
            digest.update(view[pos : pos + n])
            pos += n
    if pos != body_len or digest.digest() != expected:
        raise BufferFileError(
            f"{name!r} is corrupt: checksum mismatch (expected sha256 {expected.hex()[:16]}..., "
            f"got {digest.hexdigest()[:16]}...); the file was truncated or modified"
        )
    hlen = int.from_bytes(body[:8], "little")
    try:
        header = json.loads(bytes(body[8 : 8 + hlen]))
        payload_start = 8 + hlen
        tensors = []
        for e in header["tensors"]:
            dt = dtype_from_name(e["dtype"])
            shape = [int(s) for s in e["shape"]]
            off, nbytes = int(e["offset"]), int(e["nbytes"])
            if off < 0 or payload_start + off + nbytes > body_len:
                raise BufferFileError(f"corrupt buffer file: tensor bytes out of range in {name!r}")
            if nbytes == 0:
                tensors.append(torch.empty(shape, dtype=dt))
                continue
            raw = torch.frombuffer(
                body, dtype=torch.uint8, count=nbytes, offset=payload_start + off
            )
            t = raw.clone().view(torch.bool) if dt is torch.bool else raw.view(dt)
            tensors.append(t.reshape(shape))
        state = _decode(header["state"], tensors)
    except (KeyError, TypeError, ValueError, RuntimeError) as exc:
        if isinstance(exc, BufferFileError):
            raise
        raise BufferFileError(f"corrupt buffer file {name!r}: {exc}") from None
    if not isinstance(state, dict):
        raise BufferFileError(f"corrupt buffer file {name!r}: top level is not a dict")
    return state
