"""Writing the files a command was asked to write, and nothing else.

A file is written whole or not at all: into a new temporary file beside it, then moved
into place (a rename, which replaces a link itself, never what it points to). An
existing file is replaced only with ``--force``, and only when it is a regular file: a
symbolic link, a FIFO (whose open would wait for a reader), a device or a directory at
that name is refused. The folder the user named may be reached through a link (as by
any tool); folders inside it are opened without following links where the system allows
it (``dir_fd``), so a link planted in the output folder cannot lead a write out of it.
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path

from agilerl.cli._app import EXIT_USAGE, Failure

#: Opening a folder the user named (it may be reached through a link, as by any tool).
_TOP_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
#: Opening a folder inside it: never through a symbolic link (where the system has the flag).
_DIR_FLAGS = _TOP_FLAGS | getattr(os, "O_NOFOLLOW", 0)
#: Bytes of the file's name a temporary file's name starts with: with its suffix (pid,
#: random hex, ".tmp"; 30 bytes at most) it stays within NAME_MAX (255 bytes) whatever
#: name the file has.
_TEMP_STEM = 200
#: Whether the folder-relative calls are there (POSIX); elsewhere paths are checked first.
_AT = os.open in os.supports_dir_fd and os.rename in os.supports_dir_fd


def file_kind(mode: int) -> str:
    """What a file that is not a regular file is: ``a FIFO``, ``a symbolic link``, ..."""
    for test, name in (
        (stat.S_ISLNK, "a symbolic link"),
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISDIR, "a directory"),
        (stat.S_ISSOCK, "a socket"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
    ):
        if test(mode):
            return name
    return "not a regular file"


def _refuse(path: Path, why: str) -> Failure:
    return Failure(f"cannot write {path}: {why}", EXIT_USAGE)


def _exists(path: Path) -> Failure:
    return Failure(f"{path} exists; not overwriting it (use --force)", EXIT_USAGE)


def open_folder(
    path: Path, *, create: bool = False, parent: int | None = None, file: Path | None = None
) -> int | None:
    """A descriptor of the folder ``path``; created first when ``create`` (with its
    missing parents, for a top folder). A top folder (the one the user named) may be a
    link to a folder. With ``parent`` (a folder descriptor), ``path``'s last part is
    opened in it, never through a link: ``path`` whole only names it in errors. None
    where the system has no folder-relative calls: the path is then checked instead,
    and used whole. ``file``: the file it is opened for, which errors then name."""
    relative = _AT and parent is not None
    target: str | Path = path.name if relative else path
    if create:
        with contextlib.suppress(FileExistsError):
            if relative:
                os.mkdir(target, dir_fd=parent)
            else:
                os.makedirs(target)
    named = file or path
    if not _AT:
        if not path.exists():
            raise _refuse(named, f"directory {path} does not exist")
        if (parent is not None and path.is_symlink()) or not path.is_dir():
            raise _refuse(named, f"{path} is not a directory (or is a symbolic link)")
        return None
    try:
        if not relative:
            return os.open(target, _TOP_FLAGS)
        return os.open(target, _DIR_FLAGS, dir_fd=parent)
    except FileNotFoundError:
        raise _refuse(named, f"directory {path} does not exist") from None
    except OSError as exc:  # ELOOP / ENOTDIR: a link or a file where a folder should be
        raise _refuse(named, f"{path} is not a directory ({exc.strerror})") from None


def write_file(path: Path, text: str, *, force: bool, folder: int | None = None) -> None:
    """Write ``text`` (UTF-8) to ``path`` whole, or raise :class:`Failure` naming why.

    ``folder``: a descriptor of the folder that holds ``path`` (:func:`open_folder`);
    without one, ``path``'s own folder is opened (it must exist: no folder is created
    that nobody asked for). An existing regular file is replaced only when ``force``.
    """
    own = folder is None
    if own:
        folder = open_folder(path.parent, file=path)
    name = path.name if _AT else str(path)
    try:
        try:
            mode = os.lstat(name, dir_fd=folder).st_mode
        except FileNotFoundError:
            mode = None
        if mode is not None and not stat.S_ISREG(mode):
            raise _refuse(path, f"it is {file_kind(mode)}; only a regular file is replaced")
        if mode is not None and not force:
            raise _exists(path)
        kept = None if mode is None else stat.S_IMODE(mode)  # a replaced file's permissions
        _write_new(path, name, text.encode("utf-8"), force, folder, kept)
    except OSError as exc:
        raise _refuse(path, exc.strerror or str(exc)) from None
    finally:
        if own and folder is not None:
            os.close(folder)


def _write_new(
    path: Path, name: str, data: bytes, force: bool, folder: int | None, mode: int | None
) -> None:
    """``data`` into a new temporary file beside ``name`` (with permission bits ``mode``,
    else the umask's), then moved to ``name``: with ``force`` a rename (replacing a file
    that is there), else a hard link, which fails when a file appeared there meanwhile.
    The folder is synced after the move, where it is open, so the move is durable."""
    head, tail = os.path.split(name)  # the name alone where the folder is open (POSIX)
    short = os.fsdecode(os.fsencode(tail)[:_TEMP_STEM])  # within NAME_MAX with its suffix
    temp = os.path.join(head, f"{short}.{os.getpid()}.{os.urandom(4).hex()}.tmp")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(temp, flags, 0o666, dir_fd=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if mode is not None and hasattr(os, "fchmod"):
                os.fchmod(handle.fileno(), mode)
            os.fsync(handle.fileno())
        if force:
            os.replace(temp, name, src_dir_fd=folder, dst_dir_fd=folder)
        else:
            try:
                os.link(temp, name, src_dir_fd=folder, dst_dir_fd=folder)
            except FileExistsError:
                raise _exists(path) from None
            finally:
                os.unlink(temp, dir_fd=folder)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp, dir_fd=folder)
        raise
    if folder is not None:
        with contextlib.suppress(OSError):  # not every file system syncs a folder
            os.fsync(folder)
