"""A strict JSON parser (RFC 8259) that remembers where each value was.

One pass over the text: strings are decoded by the standard library's scanner
(``json.decoder.scanstring``, in C), numbers matched by JSON's own grammar, structure
parsed here so that each path gets its line and column. The limits are YAML's: values,
depth and number length are counted as the document is built. Refused: duplicate keys,
``NaN`` / ``Infinity``, lone surrogates (``"\\ud800"``), control characters in strings,
and anything after the value.
"""

from __future__ import annotations

import bisect
import json.decoder
import re
from typing import Any

from agilerl.models._text.limits import MAX_NUMBER_CHARS, MAX_VALUES, Budget, TextError, check_depth
from agilerl.models._text.source import first_surrogate
from agilerl.models._text.yaml_reader import Marks, Parsed, Path

_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?")
_SPACE = re.compile(r"[ \t\n\r]*")
_BREAK = re.compile(r"\r\n?|\n")
_SCAN: Any = getattr(json.decoder, "scanstring")  # noqa: B009  (untyped in typeshed)
_WORDS = {"true": True, "false": False, "null": None}


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.budget = Budget()
        self.marks: Marks = {}
        self._line_starts: list[int] | None = None

    def where(self, offset: int) -> tuple[int, int]:
        if self._line_starts is None:  # a line ends at CR, LF or CRLF, as in YAML
            self._line_starts = [m.end() for m in _BREAK.finditer(self.text)]
        line = bisect.bisect_right(self._line_starts, offset)
        start = self._line_starts[line - 1] if line else 0
        return line + 1, offset - start + 1

    def fail(self, message: str, offset: int, path: Path = ()) -> TextError:
        return TextError(f"JSON syntax: {message}", *self.where(offset), path)

    def skip(self, offset: int) -> int:
        return _SPACE.match(self.text, offset).end()  # type: ignore[union-attr]

    def document(self) -> Parsed:
        offset = self.skip(0)
        if offset == len(self.text):
            raise TextError("the document is empty", 1, 1)
        value, end = self.value(offset, (), 0)
        end = self.skip(end)
        if end != len(self.text):
            raise self.fail("extra data after the document", end)
        return Parsed(value, self.marks)

    def value(self, offset: int, path: Path, depth: int) -> tuple[Any, int]:
        self.marks.setdefault(path, self.where(offset))
        self.budget.values += 1
        if self.budget.values > MAX_VALUES:
            self.budget.spend(0, *self.where(offset), path)
        char = self.text[offset : offset + 1]
        if char == '"':
            return self.string(offset, path)
        if char in ("{", "["):
            check_depth(depth + 1, *self.where(offset), path)
            return self.container(offset, path, depth + 1, "}" if char == "{" else "]")
        match = _NUMBER.match(self.text, offset)
        if match:
            return self.number(match, path), match.end()
        for word, meaning in _WORDS.items():
            if self.text.startswith(word, offset):
                return meaning, offset + len(word)
        if self.text.startswith(("NaN", "Infinity", "-Infinity"), offset):
            raise TextError("NaN and Infinity are not JSON numbers", *self.where(offset), path)
        raise self.fail("expected a value" if char else "unexpected end of text", offset, path)

    def number(self, match: re.Match[str], path: Path) -> int | float:
        text = match.group()
        if len(text) > MAX_NUMBER_CHARS:
            raise TextError(
                f"a number of {len(text)} characters (at most {MAX_NUMBER_CHARS})",
                *self.where(match.start()),
                path,
            )
        if match.group(1) is None and match.group(2) is None:
            return int(text)
        number = float(text)
        if number in (float("inf"), float("-inf")):
            where = self.where(match.start())
            raise TextError(f"{text} is too large for a JSON number", *where, path)
        return number

    def string(self, offset: int, path: Path) -> tuple[str, int]:
        try:
            value, end = _SCAN(self.text, offset + 1, True)
        except json.JSONDecodeError as exc:
            raise self.fail(exc.msg.lower(), exc.pos, path) from None
        bad = first_surrogate(value)
        if bad is not None:
            raise TextError(
                f"lone surrogate {value[bad]!a} in a string: not Unicode text",
                *self.where(offset),
                path,
            )
        return value, end

    def container(self, offset: int, path: Path, depth: int, closer: str) -> tuple[Any, int]:
        """The object (``closer`` ``}``) or array (``]``) opened at ``offset``."""
        out: Any = {} if closer == "}" else []
        offset = self.skip(offset + 1)
        if self.text.startswith(closer, offset):
            return out, offset + 1
        while True:
            if closer == "}":
                key, offset = self.key(offset, out, path)
                out[key], offset = self.value(offset, (*path, key), depth)
            else:
                value, offset = self.value(offset, (*path, len(out)), depth)
                out.append(value)
            offset = self.skip(offset)
            if self.text.startswith(closer, offset):
                return out, offset + 1
            if not self.text.startswith(",", offset):
                raise self.fail(f"expected ',' or '{closer}'", offset, path)
            offset = self.skip(offset + 1)

    def key(self, offset: int, out: dict[str, Any], path: Path) -> tuple[str, int]:
        """A key of the object ``out`` and its ``:``: the key, and where its value starts."""
        if not self.text.startswith('"', offset):
            raise self.fail("expected a key in double quotes", offset, path)
        key, after = self.string(offset, path)
        at = (*path, key)
        if key in out:
            first = self.marks[at][0]
            raise TextError(
                f"duplicate key {key!r} (first at line {first})", *self.where(offset), at
            )
        key_where = self.where(offset)
        after = self.skip(after)
        if not self.text.startswith(":", after):
            raise self.fail("expected ':' after the key", after, at)
        self.marks[at] = key_where
        return key, self.skip(after + 1)


def parse_json_document(text: str) -> Parsed:
    """Read one JSON document; :class:`TextError` (with line and column) when it is not."""
    return _Parser(text).document()


def is_syntax(error: TextError) -> bool:
    """Whether ``error`` is about JSON syntax (the text may still be YAML flow style)."""
    return error.message.startswith("JSON syntax:")
