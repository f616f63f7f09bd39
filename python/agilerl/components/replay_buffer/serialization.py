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
import math
import os
import re
import sys
import tempfile
from collections.abc import Callable, Sequence
from typing import Any

import torch

from ._fields import dtype_from_name, dtype_name
from .errors import BufferFileError

__all__ = ["MAGIC", "atomic_write", "load_state", "save_state"]

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
            if type(i) is not int or not 0 <= i < len(tensors):
                raise BufferFileError(f"bad tensor reference {i!r}")
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
    atomic_write(path, [MAGIC, digest.digest(), head, *chunks])


def atomic_write(path: str | os.PathLike[str], chunks: Sequence[bytes | memoryview]) -> None:
    """Write ``chunks`` to ``path`` through a temporary file (see the module docstring)."""
    path = os.fspath(path)
    directory = os.path.dirname(os.path.abspath(path))
    prefix = f".{os.path.basename(path)}."
    remove_stale_temps(directory, prefix)
    fd, tmp = tempfile.mkstemp(prefix=f"{prefix}{os.getpid()}.", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "wb") as f:
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
    with contextlib.suppress(OSError):
        os.fsync(dfd)
    os.close(dfd)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists (another user's), or cannot tell: keep its file
        pass
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


MAX_HEADER_BYTES = 1 << 26
"""The largest header (JSON metadata) a load reads: 64 MiB."""
PAYLOAD_ALLOWANCE = 1 << 16
"""Tensor bytes a file may hold past ``max_bytes``: a generator's state (5056 bytes on
CPU), which the buffer's allocation does not count."""
MAX_DIM = 1 << 31
"""The largest dimension of a saved tensor or field."""


def _entry_int(value: object, what: str, hi: int) -> int:
    if type(value) is not int or not 0 <= value <= hi:
        raise ValueError(f"{what}: expected an int in [0, {hi}], got {value!r}")
    return value


def _check_entry(e: object, payload_nbytes: int) -> tuple[torch.dtype, list[int], int, int]:
    """``(dtype, shape, offset, nbytes)`` of one tensor entry, each checked: the shape's
    bytes are exactly ``nbytes``, and they lie inside the payload."""
    if not isinstance(e, dict):
        raise ValueError(f"expected a dict, got {e!r}")
    name = e.get("dtype")
    if not isinstance(name, str):
        raise ValueError(f"dtype: expected a dtype name, got {name!r}")
    dt = dtype_from_name(name)
    shape = e.get("shape")
    if not isinstance(shape, list) or len(shape) > 64:
        raise ValueError(f"shape: expected a list of at most 64 dims, got {shape!r}")
    dims = [_entry_int(d, f"shape[{j}]", MAX_DIM) for j, d in enumerate(shape)]
    itemsize = dt.itemsize
    off = _entry_int(e.get("offset"), "offset", payload_nbytes)
    nbytes = _entry_int(e.get("nbytes"), "nbytes", payload_nbytes)
    need = math.prod(dims) * itemsize
    if nbytes != need:
        raise ValueError(f"nbytes={nbytes} does not match {name}{dims} ({need} bytes)")
    if off % itemsize or off + nbytes > payload_nbytes:
        raise ValueError(
            f"{nbytes} bytes at offset {off} do not fit an aligned place in the payload "
            f"of {payload_nbytes} bytes"
        )
    return dt, dims, off, nbytes


def load_state(
    path: str | os.PathLike[str],
    *,
    max_bytes: int | None = None,
    check: Callable[[dict[str, Any]], None] | None = None,
) -> dict[str, Any]:
    """Read a file written by :func:`save_state`; never unpickles anything.

    The header is read and checked first (at most :data:`MAX_HEADER_BYTES`): every
    tensor entry's dtype, shape, offset and byte count, and the payload's size
    against the file's. Only then is the payload read, unless it is larger than
    ``max_bytes`` (``None``: no bound) plus :data:`PAYLOAD_ALLOWANCE`, or ``check``
    (given the header's state, every tensor as ``None``) raises. The checksum of the
    whole body is verified before any tensor is built. Every refusal is a
    :class:`BufferFileError` naming the file (and the entry), except what ``check``
    raises.
    """
    name = os.fspath(path)
    with open(name, "rb") as f:
        size = os.fstat(f.fileno()).st_size
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
        head8 = f.read(8)
        hlen = int.from_bytes(head8, "little")
        if hlen > body_len - 8:
            raise BufferFileError(
                f"{name!r} is truncated ({size} bytes): its header of {hlen} bytes does not fit"
            )
        if hlen > MAX_HEADER_BYTES:
            raise BufferFileError(
                f"corrupt buffer file {name!r}: a header of {hlen} bytes, more than "
                f"{MAX_HEADER_BYTES}"
            )
        raw_header = f.read(hlen)
        digest = hashlib.sha256(head8)
        digest.update(raw_header)
        payload_nbytes = body_len - 8 - hlen
        meta, skeleton, plan = _read_header(name, raw_header, payload_nbytes)
        if max_bytes is not None and payload_nbytes > max_bytes + PAYLOAD_ALLOWANCE:
            raise BufferFileError(
                f"{name!r}: its tensors take {payload_nbytes} bytes, more than "
                f"max_bytes={max_bytes} (plus {PAYLOAD_ALLOWANCE} for a generator's state); "
                "pass a larger max_bytes (or None) if you trust it"
            )
        if check is not None:
            try:
                check(skeleton)
            except Exception:
                # A damaged file is named as such first: the checksum of the rest of the
                # body, read in one chunk. Only where the rest is at most one chunk: a
                # header that declares more is refused without reading it (a crafted
                # header must not make a restore read and hash a payload it refuses).
                if payload_nbytes <= _CHUNK and not _rest_matches(
                    f, digest, payload_nbytes, expected
                ):
                    raise _mismatch(name, expected, digest) from None
                raise
        payload = bytearray(payload_nbytes)
        view = memoryview(payload)
        pos = 0
        while pos < payload_nbytes:
            n = f.readinto(view[pos : pos + _CHUNK])
            if not n:
                break
            digest.update(view[pos : pos + n])
            pos += n
    if pos != payload_nbytes or digest.digest() != expected:
        raise _mismatch(name, expected, digest)
    tensors = []
    for i, (dt, shape, off, nbytes) in enumerate(plan):
        if nbytes == 0:  # no element: nothing uninitialised to read
            tensors.append(torch.empty(shape, dtype=dt))
            continue
        raw = torch.frombuffer(payload, dtype=torch.uint8, count=nbytes, offset=off)
        if dt is torch.bool:
            if bool((raw > 1).any()):
                raise BufferFileError(
                    f"corrupt buffer file {name!r}: tensor entry {i} ({_where(meta, i)}): a bool "
                    "tensor holds bytes other than 0 and 1"
                )
            t = raw.clone().view(torch.bool)
        else:
            t = raw.view(dt)
        tensors.append(t.reshape(shape))
    state: dict[str, Any] = _decode(meta, tensors)  # a dict: _read_header checked it
    return state


def _mismatch(name: str, expected: bytes, digest: Any) -> BufferFileError:
    return BufferFileError(
        f"{name!r} is corrupt: checksum mismatch (expected sha256 {expected.hex()[:16]}..., "
        f"got {digest.hexdigest()[:16]}...); the file was truncated or modified"
    )


def _rest_matches(f: Any, digest: Any, nbytes: int, expected: bytes) -> bool:
    """Whether the body's checksum holds: ``digest`` (of what was read so far) updated
    with the next ``nbytes`` of ``f``, read through one chunk of at most ``_CHUNK`` bytes."""
    chunk = memoryview(bytearray(min(nbytes, _CHUNK)))
    left = nbytes
    while left:
        n = f.readinto(chunk[: min(left, _CHUNK)])
        if not n:
            return False
        digest.update(chunk[:n])
        left -= n
    return bool(digest.digest() == expected)


def _where(meta: Any, i: int) -> str:
    """The first state path (depth first, in key order) that refers to tensor entry ``i``."""
    todo: list[tuple[str, Any]] = [("state", meta)]
    while todo:
        at, obj = todo.pop()
        if isinstance(obj, dict):
            if set(obj) == {"__tensor__"} and obj["__tensor__"] == i:
                return at
            todo += reversed([(f"{at}.{k}", v) for k, v in obj.items()])
        elif isinstance(obj, list):
            todo += reversed([(f"{at}[{j}]", v) for j, v in enumerate(obj)])
    return "not referred to"


def _read_header(
    name: str, raw: bytes, payload_nbytes: int
) -> tuple[Any, Any, list[tuple[torch.dtype, list[int], int, int]]]:
    """The header's state, that state with every tensor as ``None`` (its references
    checked) and its checked tensor entries, before any payload is read."""
    try:
        header = json.loads(raw)
    except (ValueError, RecursionError) as exc:
        raise BufferFileError(f"corrupt buffer file {name!r}: header is not JSON ({exc})") from None
    if not isinstance(header, dict) or not isinstance(header.get("tensors"), list):
        raise BufferFileError(f"corrupt buffer file {name!r}: header without a 'tensors' list")
    declared = header.get("payload_nbytes")
    if declared != payload_nbytes or type(declared) is not int:
        raise BufferFileError(
            f"corrupt buffer file {name!r}: its header declares a payload of {declared!r} "
            f"bytes, the file holds {payload_nbytes} (truncated, or bytes appended)"
        )
    meta = header.get("state")
    if not isinstance(meta, dict):
        got = "none" if "state" not in header else f"a {type(meta).__name__}"
        raise BufferFileError(
            f"corrupt buffer file {name!r}: the header's 'state' must be a dict, got {got}"
        )
    try:
        skeleton = _decode(meta, [None] * len(header["tensors"]))  # type: ignore[list-item]
    except RecursionError:
        raise BufferFileError(f"corrupt buffer file {name!r}: state nested too deep") from None
    except BufferFileError as exc:
        raise BufferFileError(f"corrupt buffer file {name!r}: {exc}") from None
    plan = []
    for i, e in enumerate(header["tensors"]):
        try:
            plan.append(_check_entry(e, payload_nbytes))
        except (ValueError, TypeError) as exc:  # (BufferStateError: an unknown dtype)
            raise BufferFileError(
                f"corrupt buffer file {name!r}: tensor entry {i} ({_where(meta, i)}): {exc}"
            ) from None
    return meta, skeleton, plan
