"""Read manifest text (YAML or JSON) into JSON data, remembering where each value was.

YAML is read as AgileRL's users write it and as PyYAML reads it: YAML 1.1 scalars
(``100_000`` is an integer), unless the document starts with ``%YAML 1.2``
(:mod:`.scalars`). JSON is read by a strict JSON parser (:mod:`.json_reader`). Only
JSON's data model is accepted, and every source is read within the limits of
:mod:`.limits`. ``docs/yaml.md`` is the user's description of all of it.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import yaml

from agilerl.models._text import hints, limits
from agilerl.models._text.json_reader import is_syntax, parse_json_document
from agilerl.models._text.limits import TextError
from agilerl.models._text.yaml_reader import Marks, Parsed, Path, parse_yaml_document

__all__ = [
    "Marks",
    "Parsed",
    "Path",
    "SyntaxProblems",
    "TextError",
    "parse",
    "parse_json",
    "parse_yaml",
]


class SyntaxProblems(TextError):
    """YAML syntax errors: each explained, and the document read past them when possible."""

    def __init__(self, errors: list[TextError], recovered: Parsed | None) -> None:
        first = errors[0]
        super().__init__(first.message, first.line, first.column, first.path)
        self.errors = errors
        self.recovered = recovered


def _yaml(text: str, libyaml: bool) -> Parsed:
    read = partial(parse_yaml_document, libyaml=libyaml)
    try:
        return read(text)
    except yaml.reader.ReaderError as exc:
        line, column = hints.line_column(text, exc.position)
        raise TextError(
            f"character #x{exc.character:04x} is not allowed in YAML text (a control "
            "character); remove it",
            line,
            column,
        ) from None
    except yaml.MarkedYAMLError as exc:
        first = hints.explain(exc, text)
    if len(text) > limits.RECOVERY_BYTES:
        raise SyntaxProblems([first.error], None)
    errors, repaired = hints.recover(text, first, read)
    recovered = None
    if repaired is not None:
        try:
            recovered = read(repaired)
        except (TextError, yaml.YAMLError):
            recovered = None
    raise SyntaxProblems(errors, recovered)


def parse(text: str, *, json_hint: bool = False, libyaml: bool = True) -> Parsed:
    """Read ``text`` as JSON when it looks like JSON (or ``json_hint``), else as YAML.

    Text that starts like JSON (``{`` or ``[`` after a byte-order mark and white space)
    but is not JSON is read as YAML (flow style), unless ``json_hint`` says it must be
    JSON. Raises :class:`TextError` (or :class:`SyntaxProblems`, with every syntax error)
    when the text is refused. ``libyaml=False`` reads YAML with PyYAML's pure parser alone
    (:func:`.yaml_reader.parse_yaml_document`): the same results, slower.
    """
    text = text.removeprefix("\ufeff")  # as bytes.decode("utf-8-sig"): the same positions
    if json_hint or text.lstrip(" \t\r\n").startswith(("{", "[")):
        try:
            return parse_json_document(text)
        except TextError as error:
            if json_hint or not is_syntax(error):
                raise
    return _yaml(text, libyaml)


def parse_yaml(text: str) -> tuple[Any, Marks]:
    """YAML text as JSON data and the line/column of every path."""
    parsed = _yaml(text.removeprefix("\ufeff"), True)
    return parsed.data, parsed.marks


def parse_json(text: str) -> tuple[Any, Marks]:
    """JSON text as JSON data and the line/column of every path."""
    parsed = parse_json_document(text.removeprefix("\ufeff"))
    return parsed.data, parsed.marks
