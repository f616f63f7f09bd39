"""Parse manifest text (YAML or JSON) into JSON data, remembering where each value was.

YAML is read with the YAML 1.2 core schema, the one JSON Schema tools in other
languages use: ``yes``/``on`` stay strings, ``010`` is ten, dates stay strings. Only
JSON's data model is accepted: mappings with string keys, sequences, strings, finite
numbers, booleans and null. Duplicate keys, other tags (``!!python/object``...), and
documents that expand past :data:`MAX_NODES` values through aliases (the "billion
laughs") are refused with the line and column of the offending node.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

Path = tuple[str | int, ...]
Marks = dict[Path, tuple[int, int]]

#: Values a document may hold once its aliases are expanded.
MAX_NODES = 100_000

_CORE = "tag:yaml.org,2002:"
_ALLOWED_TAGS = {f"{_CORE}{name}" for name in ("str", "int", "float", "bool", "null", "map", "seq")}


@dataclass
class TextError(Exception):
    """A problem reading the text, at a 1-based line and column."""

    message: str
    line: int | None = None
    column: int | None = None
    path: Path = ()


class _Core12Loader(yaml.SafeLoader):
    """SafeLoader with the YAML 1.2 core schema's implicit types instead of YAML 1.1's."""

    yaml_implicit_resolvers = {}  # noqa: RUF012  (filled below, PyYAML reads it per class)


for _tag, _pattern, _first in (
    ("bool", r"^(?:true|True|TRUE|false|False|FALSE)$", "tTfF"),
    ("null", r"^(?:~|null|Null|NULL|)$", "~nN"),
    ("int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", "-+0123456789"),
    (
        "float",
        r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
        r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$",
        "-+0123456789.",
    ),
    ("merge", r"^(?:<<)$", "<"),
):
    _Core12Loader.add_implicit_resolver(f"{_CORE}{_tag}", re.compile(_pattern), list(_first))
_Core12Loader.add_implicit_resolver(f"{_CORE}null", re.compile(r"^$"), [""])


def _int(text: str) -> int:
    if text.startswith("0o"):
        return int(text[2:], 8)
    if text.startswith("0x"):
        return int(text[2:], 16)
    return int(text)


def _float(text: str) -> float:
    lowered = text.lower()
    if lowered.endswith(".inf"):
        return -math.inf if lowered.startswith("-") else math.inf
    return math.nan if lowered == ".nan" else float(text)


def _where(node: Node) -> tuple[int, int]:
    return node.start_mark.line + 1, node.start_mark.column + 1


class _Builder:
    def __init__(self, loader: _Core12Loader) -> None:
        self.loader = loader
        self.marks: Marks = {}
        self.count = 0

    def build(self, node: Node, path: Path, mark: tuple[int, int]) -> Any:
        self.count += 1
        if self.count > MAX_NODES:
            raise TextError(
                f"document expands to more than {MAX_NODES} values (aliases repeated "
                "over and over, as in a 'billion laughs' bomb?); refused",
                *_where(node), path,
            )  # fmt: skip
        self.marks.setdefault(path, mark)
        if node.tag not in _ALLOWED_TAGS:
            raise TextError(f"tag {node.tag!r} is not allowed in a manifest", *_where(node), path)
        if isinstance(node, MappingNode):
            return self._mapping(node, path)
        if isinstance(node, SequenceNode):
            return [self.build(item, (*path, i), _where(item)) for i, item in enumerate(node.value)]
        assert isinstance(node, ScalarNode)
        return self._scalar(node, path)

    def _scalar(self, node: ScalarNode, path: Path) -> Any:
        kind = node.tag.removeprefix(_CORE)
        text = node.value
        if kind == "int":
            return _int(text)
        if kind == "float":
            value = _float(text)
            if not math.isfinite(value):
                raise TextError(f"{text} is not a JSON number", *_where(node), path)
            return value
        if kind == "bool":
            return text.lower() == "true"
        if kind == "null":
            return None
        return text

    def _mapping(self, node: MappingNode, path: Path) -> dict[str, Any]:
        self.loader.flatten_mapping(node)  # applies "<<" merge keys
        out: dict[str, Any] = {}
        first: dict[str, tuple[int, int]] = {}
        for key_node, value_node in node.value:
            key = (
                self.build(key_node, path, _where(key_node))
                if key_node.tag != f"{_CORE}str"
                else key_node.value
            )
            where = _where(key_node)
            if not isinstance(key, str):
                raise TextError(f"key {key!r} is not a string", *where, path)
            if key in first:
                raise TextError(
                    f"duplicate key {key!r} (first at line {first[key][0]})", *where, (*path, key)
                )
            first[key] = where
            out[key] = self.build(value_node, (*path, key), where)
        return out


def parse_yaml(text: str) -> tuple[Any, Marks]:
    """Parse YAML (or JSON) text into JSON data and the line/column of every path."""
    loader = _Core12Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            raise TextError("the document is empty", 1, 1)
        builder = _Builder(loader)
        return builder.build(node, (), _where(node)), builder.marks
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, column = (mark.line + 1, mark.column + 1) if mark else (None, None)
        raise TextError(f"YAML syntax: {exc.problem or exc.context}", line, column) from None
    except RecursionError:
        raise TextError("the document is nested too deeply") from None
    finally:
        loader.dispose()


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise TextError(f"duplicate key {key!r}")
        out[key] = value
    return out


def _no_constant(name: str) -> Any:
    raise TextError(f"{name} is not a JSON number")


def parse_json(text: str) -> tuple[Any, Marks]:
    """Parse JSON text strictly; positions come from the YAML reader when it agrees."""
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise TextError(f"JSON syntax: {exc.msg}", exc.lineno, exc.colno) from None
    except RecursionError:
        raise TextError("the document is nested too deeply") from None
    try:
        again, marks = parse_yaml(text)
    except TextError:
        return data, {}
    return data, (marks if again == data else {})


def parse(text: str, *, json_hint: bool = False) -> tuple[Any, Marks]:
    """Parse text as JSON when it looks like JSON (or ``json_hint``), else as YAML.

    Text that starts like JSON but is not JSON is read as YAML flow style.
    """
    if json_hint:
        return parse_json(text)
    if text.lstrip().startswith(("{", "[")):
        try:
            return parse_json(text)
        except TextError as json_error:
            if json_error.line is None:  # valid JSON syntax, refused content
                raise
    return parse_yaml(text)
