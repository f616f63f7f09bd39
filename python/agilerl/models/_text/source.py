"""Read a manifest's bytes from any source, never past the byte limit, never forever.

Regular files are read up to :data:`~.limits.MAX_BYTES` plus one byte (their size on disk
is not trusted: ``/proc`` files say 0, a file may grow while it is read). FIFOs, character
devices and sockets named as the manifest are read the same way, and must reach end of
file within :data:`~.limits.READ_TIMEOUT_S`: ``/dev/zero`` ends at the byte limit, a FIFO
nobody writes to at the timeout. Standard input is the caller's pipe: it is read up to the
byte limit, without a timeout. Directories and other kinds of file are refused up front.
"""

from __future__ import annotations

import os
import select
import stat
import time

from agilerl.models._text import limits
from agilerl.models._text.limits import TextError

_CHUNK = 1 << 16


def read_path(path: str | os.PathLike[str]) -> bytes:
    """The bytes of the file at ``path`` (see the module docstring for each kind)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise TextError(f"cannot read: {exc.strerror or exc}") from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise TextError("cannot read: it is a directory")
        if stat.S_ISREG(mode):
            os.set_blocking(fd, True)
            return read_fd(fd, timeout=None)
        if stat.S_ISFIFO(mode) or stat.S_ISCHR(mode) or stat.S_ISSOCK(mode):
            return read_fd(fd, timeout=limits.READ_TIMEOUT_S)
        raise TextError("cannot read: not a regular file, FIFO or character device")
    finally:
        os.close(fd)


def read_fd(fd: int, timeout: float | None) -> bytes:
    """Read ``fd`` to end of file: refused past the byte limit or, with ``timeout``, past
    that many seconds. ``fd`` must be non-blocking when a timeout is given."""
    limit = limits.MAX_BYTES
    deadline = None if timeout is None else time.monotonic() + timeout
    chunks: list[bytes] = []
    size = 0
    while True:
        if deadline is not None:
            left = deadline - time.monotonic()
            ready = left > 0 and select.select([fd], [], [], left)[0]
            if not ready:
                raise TextError(
                    f"cannot read: no end of file within {timeout:g} s (a FIFO or device "
                    "nobody finishes writing?); refused"
                )
        try:
            chunk = os.read(fd, min(_CHUNK, limit + 1 - size))
        except BlockingIOError:
            continue
        except OSError as exc:
            raise TextError(f"cannot read: {exc.strerror or exc}") from None
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        size += len(chunk)
        if size > limit:
            raise TextError(f"more than {limit} bytes; refused (the limit for a manifest)")


def decode(raw: bytes) -> str:
    """UTF-8 text (a leading byte-order mark is dropped); NUL bytes mean binary data."""
    if len(raw) > limits.MAX_BYTES:
        raise TextError(f"{len(raw)} bytes, more than {limits.MAX_BYTES}; refused")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        column = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        raise TextError(
            f"not UTF-8 text (byte {exc.start}: {exc.reason}); save the file as UTF-8",
            line,
            column,
        ) from None
    if "\x00" in text:
        raise TextError("binary data (NUL byte), not a manifest")
    return text


def check_text(text: str) -> str:
    """``text`` when it is valid Unicode and within the byte limit (a ``str`` source)."""
    position = first_surrogate(text)
    if position is not None:
        line = text.count("\n", 0, position) + 1
        column = position - (text.rfind("\n", 0, position) + 1) + 1
        raise TextError(f"lone surrogate {text[position]!a} in the text: not Unicode", line, column)
    size = len(text.encode("utf-8"))
    if size > limits.MAX_BYTES:
        raise TextError(f"text of {size} bytes, more than {limits.MAX_BYTES}; refused")
    return text


def first_surrogate(text: str) -> int | None:
    """Index of the first lone surrogate (U+D800..U+DFFF) in ``text``, or None."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        return exc.start
    return None
