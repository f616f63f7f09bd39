"""Load and validate a training manifest.

Examples:
    >>> from agilerl.models.manifest import load_manifest
    >>> text = (
    ...     "algorithm: {name: DQN, gamma: 0.99}\\nenvironment: {name: CartPole-v1}\\n"
    ...     "replay_buffer: {max_size: 5000}\\n"
    ... )
    >>> manifest = load_manifest(text)
    >>> manifest.replay_buffer.max_size
    5000
    >>> load_manifest(
    ...     "algorithm: {name: DQN}\\nenvironment: {name: CartPole-v1}\\n"
    ...     "training: {max_steps: '5'}\\n"
    ... )
    Traceback (most recent call last):
    ...
    agilerl.models.manifest.ManifestError: <text>: 1 problem
    <text>:3:12: training.max_steps: expected an integer, got "5" (string)
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import ValidationError

from agilerl.arena.models.manifest import AlgoSpec, Manifest, TrainingManifest
from agilerl.models import _validation
from agilerl.models._spec_base import build
from agilerl.models._text import Parsed, SyntaxProblems, TextError, parse, source
from agilerl.models._text.limits import MAX_BYTES
from agilerl.models._validation import Problem
from agilerl.models.overrides import Override, OverrideError, apply_overrides

__all__ = [
    "MAX_BYTES",
    "AlgoSpec",
    "Manifest",
    "ManifestError",
    "ManifestReadError",
    "Problem",
    "TrainingManifest",
    "load_manifest",
    "validate_manifest",
]

Source = str | bytes | os.PathLike[str] | Mapping[str, Any]


class ManifestError(ValueError):
    """A manifest is invalid; :attr:`problems` lists every reason, in document order."""

    def __init__(self, source: str, problems: list[Problem]) -> None:
        self.source = source
        self.problems = problems
        count = f"{len(problems)} problem{'s' * (len(problems) != 1)}"
        super().__init__("\n".join([f"{source}: {count}", *map(self.format, problems)]))

    def format(self, problem: Problem) -> str:
        """``source:line:col: field.path: message`` (line and column when known; the
        override instead, where one wrote the value)."""
        where = self.source
        if problem.override is not None:
            where += f": --set {problem.override}"
        elif problem.line is not None:
            where += f":{problem.line}:{problem.column}"
        return f"{where}: {problem}"


class ManifestReadError(ManifestError):
    """The manifest could not be read at all: missing file, bad encoding, too large, not text."""


#: Longest ``str`` taken for a path rather than for manifest text.
_MAX_PATH_CHARS = 4096


def _read(src: object) -> tuple[str, str]:
    """(name, text) for a path, text or bytes source, read within the limits. Whether the
    text is JSON or YAML is decided by the text alone, never by a file's name, so that one
    file gets one verdict from its path, its bytes and its text."""
    if isinstance(src, str) and not _looks_like_path(src):
        return "<text>", _guard("<text>", source.check_text, src)
    if isinstance(src, bytes | bytearray):
        return "<bytes>", _guard("<bytes>", source.decode, bytes(src))
    if not isinstance(src, str | os.PathLike):
        raise _read_error("<source>", f"cannot read a manifest from {type(src).__name__}")
    name = os.fspath(src)
    name = name if isinstance(name, str) else os.fsdecode(name)
    raw = _guard(name, source.read_path, name)
    return name, _guard(name, source.decode, raw)


def _guard(name: str, read: Any, arg: Any) -> Any:
    try:
        return read(arg)
    except TextError as exc:
        raise _read_error(name, exc.message, exc.line, exc.column) from None


def _looks_like_path(text: str) -> bool:
    """A one-line ``str`` naming a manifest file: ends in .yaml/.yml/.json, or exists."""
    if "\n" in text or not text.strip() or len(text) > _MAX_PATH_CHARS:
        return False
    if text.lstrip().startswith(("{", "[")) or source.first_surrogate(text) is not None:
        return False
    if text.endswith((".yaml", ".yml", ".json")):
        return True
    try:
        return os.path.isfile(text)
    except (OSError, ValueError):
        return False


def _read_error(
    name: str, message: str, line: int | None = None, col: int | None = None
) -> ManifestReadError:
    return ManifestReadError(name, [Problem((), message, "read", line, col)])


#: Problems about a key or a section, not about the value written: no reading note.
_NOT_ABOUT_THE_VALUE = frozenset({"additionalProperties", "required", "not"})


def _locate(problem: Problem, parsed: Parsed, overrides: Sequence[Override] = ()) -> Problem:
    """``problem`` with the line and column of its path, and the reading note there; or,
    where an override wrote the value at its path, naming that override (the last one)."""
    by = next((o for o in reversed(overrides) if o.covers(problem.path)), None)
    message = problem.message
    note = parsed.notes.get(problem.path) if by is None else by.note(problem.path)
    if note is not None and problem.rule not in _NOT_ABOUT_THE_VALUE:
        message = f"{message} (note: {note})"
    if by is not None:
        return Problem(problem.path, message, problem.rule, override=by.text)
    where = parsed.where(problem.path)
    line, column = where if where is not None else (problem.line, problem.column)
    return Problem(problem.path, message, problem.rule, line, column)


def _text_problems(exc: TextError) -> list[Problem]:
    errors = exc.errors if isinstance(exc, SyntaxProblems) else [exc]
    found = [Problem(e.path, e.message, e.rule or "syntax", e.line, e.column) for e in errors]
    if isinstance(exc, SyntaxProblems) and exc.recovered is not None:
        recovered = exc.recovered
        _, schema = _validation.judge("Manifest", recovered.data)
        found += [_locate(p, recovered) for p in schema]
    return found


def _model_problems(exc: ValidationError, data: Any) -> list[Problem]:
    """Pydantic's refusal of a document the schema accepted (``max_size: 1e20``, a
    number too large for an integer): the same verdict through every entry point."""
    found: dict[tuple[Any, ...], Problem] = {}
    for error in exc.errors():
        path = _data_path(error["loc"], data)
        shown = repr(error.get("input"))[:60]
        found.setdefault(path, Problem(path, f"{error['msg']}, got {shown}", "model"))
    return list(found.values())


def _data_path(loc: tuple[Any, ...], data: Any) -> tuple[str | int, ...]:
    """The parts of pydantic's ``loc`` that are keys and indices of ``data`` (it also
    names validators and union branches)."""
    path: list[str | int] = []
    for part in loc:
        in_dict = isinstance(data, dict) and isinstance(part, str) and part in data
        in_list = isinstance(data, list) and isinstance(part, int) and 0 <= part < len(data)
        if in_dict or in_list:
            data = data[part]
            path.append(part)
    return tuple(path)


def _overridden(parsed: Parsed, overrides: Sequence[Override]) -> Parsed | Problem:
    """``parsed`` with ``overrides`` applied to its data, or the problem of the one that
    cannot be (its path runs through a value that is not a mapping or a list)."""
    try:
        return dataclasses.replace(parsed, data=apply_overrides(parsed.data, overrides))
    except OverrideError as exc:
        failed = exc.override or overrides[0]  # apply_overrides names the one it applied
        return Problem(failed.path, exc.reason, "override", override=failed.text)


def _judge(
    src: Source, overrides: Sequence[Override] = ()
) -> tuple[str, Any, list[Problem], Manifest | None]:
    name = "<mapping>" if isinstance(src, Mapping) else "<text>"
    try:
        if isinstance(src, Mapping):
            # copied into JSON data by the engine, as model_validate's input is, under the
            # reader's limits (values counting repeated references, depth, cycles)
            parsed = Parsed(src)
        else:
            name, text = _read(src)
            parsed = parse(text)
    except TextError as exc:
        found = _text_problems(exc)
        found.sort(key=lambda p: (p.line or 0, p.column or 0))
        return name, None, found, None
    if overrides:
        applied = _overridden(parsed, overrides)
        if isinstance(applied, Problem):
            return name, parsed.data, [applied], None
        parsed = applied
    data, found = _validation.judge("Manifest", parsed.data)  # data: our own copy
    data = parsed.data if data is None else data  # None: no JSON data
    found = [_locate(p, parsed, overrides) for p in found]
    manifest = None
    if not found:
        try:  # the document is judged: pydantic builds it
            manifest = build(Manifest, data)
        except ValidationError as exc:
            found = [_locate(p, parsed, overrides) for p in _model_problems(exc, data)]
    found.sort(key=lambda p: (p.line or 0, p.column or 0))  # stable: path order otherwise
    return name, data, found, manifest


def validate_manifest(
    source: Source, *, overrides: Sequence[Override] = ()
) -> tuple[str, Any, list[Problem]]:
    """Read ``source`` and judge it: ``(name, data, problems)``; raises only if unreadable.

    ``overrides`` (:mod:`agilerl.models.overrides`) replace values of the document as
    read, before it is judged; a problem in a value one of them wrote names it
    (:attr:`Problem.override`) rather than a line.

    The verdict is the JSON Schema's (plus ``x-rules``): ``problems`` is empty exactly
    when any 2020-12 validator applying our rules accepts the document (and the spec
    classes can hold it; see ``docs/yaml.md`` for the one number they cannot).
    """
    name, data, found, _ = _judge(source, overrides)
    return name, data, found


def load_manifest(source: Source, *, overrides: Sequence[Override] = ()) -> Manifest:
    """Load a manifest from a path, YAML/JSON text or a mapping, and validate it.

    Args:
        source: a file path (``str`` or ``os.PathLike``), YAML or JSON text (a ``str``
            holding a newline, or one that names no existing file), UTF-8 ``bytes``, or
            an already-parsed mapping.
        overrides: values that replace the document's before it is judged
            (:func:`agilerl.models.overrides.parse_override`; ``--set`` on the command
            line).

    Returns:
        The validated :class:`Manifest`, with ``training``, ``replay_buffer`` and
        ``algorithm`` parsed into their spec classes.

    Raises:
        ManifestReadError: the source cannot be read (missing file, not UTF-8, too large).
        ManifestError: the document is invalid; the message lists every problem with its
            field path, the rule, the value and, for text, line and column.
    """
    name, _, found, manifest = _judge(source, overrides)
    if found or manifest is None:
        raise ManifestError(name, found)
    return manifest
