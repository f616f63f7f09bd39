"""Load and validate a training manifest.

Examples:
    >>> from agilerl.models.manifest import load_manifest
    >>> text = "algorithm: {name: DQN, gamma: 0.99}\\nreplay_buffer: {max_size: 5000}\\n"
    >>> manifest = load_manifest(text)
    >>> manifest.replay_buffer.max_size
    5000
    >>> load_manifest("algorithm: {name: DQN}\\ntraining: {max_steps: '5'}\\n")
    Traceback (most recent call last):
    ...
    agilerl.models.manifest.ManifestError: <text>: 1 problem
    <text>:2:12: training.max_steps: expected an integer, got "5" (string)
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from agilerl.arena.models.manifest import AlgoSpec, Manifest
from agilerl.models import _validation
from agilerl.models._spec_base import judged
from agilerl.models._text import Marks, TextError, parse
from agilerl.models._validation import Problem

__all__ = [
    "MAX_BYTES",
    "AlgoSpec",
    "Manifest",
    "ManifestError",
    "ManifestReadError",
    "Problem",
    "load_manifest",
    "validate_manifest",
]

#: Largest manifest file or text accepted, in bytes.
MAX_BYTES = 10 * 1024 * 1024

Source = str | bytes | os.PathLike[str] | Mapping[str, Any]


class ManifestError(ValueError):
    """A manifest is invalid; :attr:`problems` lists every reason, in document order."""

    def __init__(self, source: str, problems: list[Problem]) -> None:
        self.source = source
        self.problems = problems
        count = f"{len(problems)} problem{'s' * (len(problems) != 1)}"
        super().__init__("\n".join([f"{source}: {count}", *map(self.format, problems)]))

    def format(self, problem: Problem) -> str:
        """``source:line:col: field.path: message`` (line and column when known)."""
        where = self.source
        if problem.line is not None:
            where += f":{problem.line}:{problem.column}"
        return f"{where}: {problem}"


class ManifestReadError(ManifestError):
    """The manifest could not be read at all: missing file, bad encoding, too large, not text."""


def _read(source: Source) -> tuple[str, str, bool]:
    """(name, text, is_json) for a path or text source."""
    if isinstance(source, bytes):
        return "<bytes>", _decode(source, "<bytes>"), False
    if isinstance(source, str) and ("\n" in source or not _looks_like_path(source)):
        if len(source.encode("utf-8", "surrogatepass")) > MAX_BYTES:
            raise _read_error("<text>", f"text is larger than {MAX_BYTES} bytes; refused")
        return "<text>", source, False
    path = Path(os.fspath(source))  # type: ignore[arg-type]
    name = str(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise _read_error(name, f"file is {size} bytes, larger than {MAX_BYTES}; refused")
        raw = path.read_bytes()
    except OSError as exc:
        raise _read_error(name, f"cannot read: {exc.strerror or exc}") from None
    return name, _decode(raw, name), path.suffix.lower() == ".json"


def _looks_like_path(text: str) -> bool:
    if not text.strip():
        return False
    return text.endswith((".yaml", ".yml", ".json")) or Path(text).is_file()


def _decode(raw: bytes, name: str) -> str:
    if len(raw) > MAX_BYTES:
        raise _read_error(name, f"{len(raw)} bytes, larger than {MAX_BYTES}; refused")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise _read_error(name, f"not UTF-8 text (byte {exc.start}: {exc.reason})") from None
    if "\x00" in text:
        raise _read_error(name, "binary data (NUL byte), not a manifest")
    return text


def _read_error(
    name: str, message: str, line: int | None = None, col: int | None = None
) -> ManifestReadError:
    return ManifestReadError(name, [Problem((), message, "read", line, col)])


def _locate(problem: Problem, marks: Marks) -> Problem:
    path = problem.path
    while path not in marks and path:
        path = path[:-1]
    if path not in marks:
        return problem
    line, column = marks[path]
    return Problem(problem.path, problem.message, problem.rule, line, column)


def validate_manifest(source: Source) -> tuple[str, Any, list[Problem]]:
    """Read ``source`` and judge it: ``(name, data, problems)``; raises only if unreadable.

    The verdict is the JSON Schema's (plus ``x-rules``): ``problems`` is empty exactly
    when any 2020-12 validator applying our rules accepts the document.
    """
    marks: Marks = {}
    if isinstance(source, Mapping):
        name, data = "<mapping>", source
    else:
        name, text, is_json = _read(source)
        try:
            data, marks = parse(text, json_hint=is_json)
        except TextError as exc:
            problem = Problem(exc.path, exc.message, "syntax", exc.line, exc.column)
            return name, None, [problem]
    try:
        data = _validation.jsonable(data)
    except ValueError as exc:
        return name, None, [Problem((), str(exc), "json")]
    found = [_locate(p, marks) for p in _validation.problems(data, "Manifest")]
    found.sort(key=lambda p: (p.line or 0, p.column or 0))  # stable: path order otherwise
    return name, data, found


def load_manifest(source: Source) -> Manifest:
    """Load a manifest from a path, YAML/JSON text or a mapping, and validate it.

    Args:
        source: a file path (``str`` or ``os.PathLike``), YAML or JSON text (a ``str``
            holding a newline, or one that names no existing file), UTF-8 ``bytes``, or
            an already-parsed mapping.

    Returns:
        The validated :class:`Manifest`, with ``training``, ``replay_buffer`` and
        ``algorithm`` parsed into their spec classes.

    Raises:
        ManifestReadError: the source cannot be read (missing file, not UTF-8, too large).
        ManifestError: the document is invalid; the message lists every problem with its
            field path, the rule, the value and, for text, line and column.
    """
    name, data, found = validate_manifest(source)
    if found:
        raise ManifestError(name, found)
    with judged():  # validate_manifest gave the schema's verdict on the whole document
        return Manifest.model_validate(data)
