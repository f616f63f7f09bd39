"""Each validator error written as problems: the path, the message and the rule, as
``tools/codegen/ts/runtime.js`` writes Ajv's (:mod:`agilerl.models._problems` finishes
them).

A message ends with the if/then rule it comes from, when there is one: an ``allOf`` item
with an ``if`` and a ``description``, met on the error's evaluation path after its last
``$ref``. Such a problem also carries the fields the rule's condition reads (:func:`reads`),
from the object the rule sits on.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from agilerl.arena.models._problem_table import PROBLEM_TABLE
from agilerl.models._closest import closest, misspelt, rank
from agilerl.models._jsondata import Path
from agilerl.models._jsondata import show as _show
from agilerl.models._judges import resolve

__all__ = ["MAX_UNKNOWN_KEYS", "Found", "describe", "messages", "reads", "rule_message"]

#: Unknown keys of one object that get a problem (and a did-you-mean search) each; the
#: rest are counted in one more problem, so no document's problem list outgrows its text.
MAX_UNKNOWN_KEYS: int = PROBLEM_TABLE["max_unknown_keys"]
_DID_YOU_MEAN: str = PROBLEM_TABLE["messages"]["did_you_mean"]


@dataclass(frozen=True)
class Found:
    """One problem as written, before the writer finishes the list."""

    path: Path
    message: str
    rule: str
    in_rule: bool = False
    """Whether an if/then rule of the schema gave it."""
    reads: tuple[Path, ...] = ()
    """The fields the rule's condition reads, from the document root."""
    misspelt: str | None = None
    """For an unknown field: the field it is a misspelling of (:func:`~agilerl.models.
    _closest.misspelt`)."""
    choices: tuple[Any, ...] | None = None
    """For a value an ``enum`` refused: the values it allows."""

    def replaced(self, message: str) -> Found:
        """This problem with another message."""
        return dataclasses.replace(self, message=message)


_JSON_TYPES = {str: "string", bool: "boolean", int: "integer", float: "number", type(None): "null"}


def _type_name(value: Any) -> str:
    if isinstance(value, dict):
        return "object"
    if isinstance(value, list):
        return "array"
    return _JSON_TYPES.get(type(value), type(value).__name__)


def describe(schema: Any) -> str:
    """A short English description of what a (sub)schema accepts."""
    if not isinstance(schema, dict):
        return "anything" if schema is True else "nothing"
    if "const" in schema:
        return json.dumps(schema["const"])
    if "enum" in schema:
        return "one of " + ", ".join(json.dumps(v) for v in schema["enum"])
    if "$ref" in schema:
        name = str(schema["$ref"]).rsplit("/", 1)[-1].removesuffix(".schema.json")
        return f"a {name} object"
    for key in ("anyOf", "oneOf"):
        if key in schema:
            return " or ".join(describe(option) for option in schema[key])
    kinds = schema.get("type", "value")
    text = " or ".join(kinds) if isinstance(kinds, list) else str(kinds)
    text = ("an " if text[0] in "aeiou" else "a ") + text
    signs = {"minimum": ">=", "exclusiveMinimum": ">", "maximum": "<=", "exclusiveMaximum": "<"}
    for key, sign in signs.items():
        if key in schema:
            text += f" {sign} {schema[key]}"
    return text


def _hint(name: str | None) -> str:
    return "" if name is None else _DID_YOU_MEAN.format(name=repr(name))


def _strings(values: Any) -> list[str]:
    return [item for item in values if isinstance(item, str)] if isinstance(values, list) else []


def messages(error: Any, document: Any, uri: str) -> Iterator[Found]:
    """The problems of one error, each ending with the if/then rule it comes from."""
    rule = _rule_of(tuple(error.evaluation_path), uri)
    context = rule[0] if rule else None
    tail = f" ({context})"
    for found in _bare_messages(error, document, uri, context is not None):
        if context is None:
            yield found
            continue
        # a branch of an anyOf in the rule already names it (the problem comes from within)
        text = found.message if found.message.endswith(tail) else found.message + tail
        read = found.reads
        if not found.in_rule:  # the rule's reads, from the object the rule sits on
            path = tuple(error.instance_path)
            base = path[: max(0, len(path) - rule[2])]  # type: ignore[index]
            read = tuple((*base, *step) for step in rule[1])  # type: ignore[index]
        yield dataclasses.replace(found, message=text, in_rule=True, reads=read)


def _at(document: Any, path: Path) -> Any:
    for step in path:
        document = document[step]
    return document


@lru_cache(maxsize=1024)
def _schema_at(location: str) -> Any:
    return resolve(location)[0]


@lru_cache(maxsize=1024)
def _described(location: str) -> str:
    """:func:`describe` of the schema at ``location`` (written once per schema node)."""
    return describe(_schema_at(location))


@lru_cache(maxsize=256)
def _types(kinds: str | tuple[str, ...]) -> str:
    return describe({"type": list(kinds) if isinstance(kinds, tuple) else kinds})


def _bare_messages(error: Any, document: Any, uri: str, in_rule: bool) -> Iterator[Found]:
    path: Path = tuple(error.instance_path)
    kind = type(error.kind).__name__
    value = _at(document, path)
    location, _, keyword = error.absolute_keyword_location.rpartition("/")
    schema = _schema_at(location)
    expected: Any = schema.get(keyword) if isinstance(schema, dict) else None
    got = _show(value)
    if kind == "AdditionalProperties":
        allowed = sorted(schema.get("properties", {}))
        unknown = sorted(error.kind.unexpected)
        for key in unknown[:MAX_UNKNOWN_KEYS]:
            near = rank(key, allowed)
            text = f"unknown field {key!r}{_hint(None if near is None else near[0])}"
            yield Found((*path, key), text, keyword, misspelt=misspelt(near))
        if len(unknown) > MAX_UNKNOWN_KEYS:
            more = len(unknown) - MAX_UNKNOWN_KEYS
            yield Found(path, f"{more:,} more unknown fields (not listed)", keyword)
        return
    if kind == "Required":
        name = error.kind.property
        yield Found((*path, name), f"missing required field {name!r}", keyword)
        return
    if kind == "Not" and _refuses_keys(expected):
        for name in expected["required"]:
            yield Found((*path, name), f"field {name!r} is not allowed here", keyword)
        return
    if kind in ("AnyOf", "OneOfNotValid"):
        wanted = [
            (branch, sub)
            for branch, subs in enumerate(error.kind.context)
            for sub in subs
            if not (type(sub.kind).__name__ == "Type" and sub.kind.types == ["null"])
        ]
        if len({branch for branch, _ in wanted}) == 1 and value is not None:
            for _, sub in wanted:
                yield from messages(sub, document, uri)
            return
        yield Found(path, f"expected {_described(location)}, got {got}", keyword)
        return
    if kind == "Contains":  # with minContains / maxContains: how many items may match
        yield Found(path, f"must hold {_contains_text(schema)}, got {got}", "contains")
        return
    if kind == "Custom":  # x-rules (agilerl.models._rules.XRules)
        yield rule_message(path, error.kind.message)
        return
    if kind == "Enum":
        # did-you-mean only for a field's own values, not for what a rule narrows them to
        pick = None if in_rule or not isinstance(value, str) else closest(value, _strings(expected))
        text = f"must be {_described(location)}, got {got}{_hint(pick)}"
        choices = tuple(expected) if isinstance(expected, list) else None
        yield Found(path, text, keyword, choices=choices)
        return
    write = _TEXTS.get(kind)
    message = error.message if write is None else write(expected, got, value, location)
    yield Found(path, message, keyword)


def _hashable(kinds: Any) -> Any:
    return tuple(kinds) if isinstance(kinds, list) else kinds


#: The message of each other error kind, of (the keyword's value, the value shown, the
#: value, the schema node's location).
_TEXTS: dict[str, Callable[[Any, str, Any, str], str]] = {
    "Type": lambda e, got, v, _: f"expected {_types(_hashable(e))}, got {got} ({_type_name(v)})",
    "Minimum": lambda e, got, v, _: f"must be >= {e}, got {got}",
    "ExclusiveMinimum": lambda e, got, v, _: f"must be > {e}, got {got}",
    "Maximum": lambda e, got, v, _: f"must be <= {e}, got {got}",
    "ExclusiveMaximum": lambda e, got, v, _: f"must be < {e}, got {got}",
    "Constant": lambda e, got, v, _: f"must be {json.dumps(e)}, got {got}",
    "MinLength": lambda e, got, v, _: f"must have at least {e} character(s), got {got}",
    "MaxLength": lambda e, got, v, _: f"must have at most {e} character(s), got {got}",
    "Pattern": lambda e, got, v, _: f"must match the pattern {json.dumps(e)}, got {got}",
    "MinItems": lambda e, got, v, _: f"must have at least {e} item(s), got {got}",
    "MaxItems": lambda e, got, v, _: f"must have at most {e} item(s), got {got}",
    "MinProperties": lambda e, got, v, _: f"must have at least {e} field(s), got {got}",
    "MaxProperties": lambda e, got, v, _: f"must have at most {e} field(s), got {got}",
    "UniqueItems": lambda e, got, v, _: f"must not hold an item twice, got {got}",
    "Not": lambda e, got, v, _: f"must not be {describe(e)}, got {got}",
    "OneOfMultipleValid": lambda e, got, v, at: (
        f"must match exactly one of {_described(at)}, got {got}"
    ),
}


def rule_message(path: Path, text: str) -> Found:
    """The problem of a broken ``x-rules`` entry on the object at ``path``, from the
    keyword's message ``[left, id, message]`` (:class:`~agilerl.models._rules.XRules`)."""
    left, rule_id, message = json.loads(text)
    where = tuple(left) if isinstance(left, list) else (left,)  # a repeat: its steps
    return Found((*path, *where), message, f"x-rules/{rule_id}")


def _contains_text(schema: Mapping[str, Any]) -> str:
    """``at least 1 item``, ``exactly 1 item``, ``1 to 3 items`` that are what ``contains``
    describes (``minContains`` defaults to 1, ``maxContains`` to no limit)."""
    low, high = schema.get("minContains", 1), schema.get("maxContains")
    count = f"at least {low}" if high is None else f"{low} to {high}"
    if low == high:
        count = f"exactly {low}"
    return f"{count} item(s) that are {describe(schema.get('contains'))}"


def _refuses_keys(schema: Any) -> bool:
    """A ``not`` that refuses keys: ``{"required": [...]}``, perhaps with a ``properties``
    entry of ``true`` per key (it only declares them, for Ajv's strictRequired)."""
    if not isinstance(schema, dict) or set(schema) - {"required", "properties"}:
        return False
    declared = schema.get("properties", {})
    return "required" in schema and all(value is True for value in declared.values())


#: Keywords after which a step names a member that is an instance step (a property, an
#: item); after which a step names a member of the schema only (a subschema's index); and
#: which step into the instance themselves (any item, any other property).
_NAMES_A_FIELD = frozenset({"properties", "patternProperties", "prefixItems"})
_NAMES_A_SCHEMA = frozenset({"allOf", "anyOf", "oneOf", "dependentSchemas", "$defs"})
_STEPS_IN = frozenset(
    {"items", "additionalProperties", "contains", "unevaluatedItems", "unevaluatedProperties"}
)


@lru_cache(maxsize=4096)
def _rule_of(steps: tuple[str | int, ...], uri: str) -> tuple[str, tuple[Path, ...], int] | None:
    """The innermost if/then rule (an ``allOf`` item with a description) on an evaluation
    path, walked from the model's schema through each ``$ref``, within the schema the last
    ``$ref`` leads to: its description, the fields its condition reads (:func:`reads`) and
    how many instance steps the path takes after it."""
    node: Any = {"$ref": uri}
    resolver: Any | None = None
    found = None
    expect, after = "schema", 0
    for step in steps:
        in_list = isinstance(node, list)
        if step == "$ref" and isinstance(node, dict) and isinstance(node.get("$ref"), str):
            node, resolver = resolve(node["$ref"], resolver)
            # a rule is the referenced schema's own: one met before the $ref (the manifest's
            # implied environment branch) is not, as the JavaScript validator reads it
            found = None
            continue
        if expect == "schema":
            after += step in _STEPS_IN
            if step in _NAMES_A_FIELD:
                expect = "field"
            elif step in _NAMES_A_SCHEMA:
                expect = "member"
        else:
            after += expect == "field"
            expect = "schema"
        try:
            node = node[step]
        except (KeyError, IndexError, TypeError):
            break
        # a rule is an ``allOf`` item: a property's own if/then/else (the replay_buffer
        # union) is not, and its description is the property's
        if in_list and isinstance(node, dict) and "if" in node and "description" in node:
            found, after = (node["description"], reads(node["if"])), 0
    return None if found is None else (*found, after)


#: Keywords of a condition that only lead to other conditions (the rest test a value).
_STRUCTURE = frozenset(
    {"properties", "required", "allOf", "anyOf", "oneOf", "not", "$comment", "description"}
)


def reads(condition: Any, at: Path = ()) -> tuple[Path, ...]:
    """The fields a condition reads, from the object it tests (``()``, that object itself,
    is left out): each one whose value a keyword tests, and each one it requires."""
    if not isinstance(condition, dict):
        return ()
    out: list[Path] = []
    if at and set(condition) - _STRUCTURE:
        out.append(at)
    out += [(*at, name) for name in condition.get("required", []) if isinstance(name, str)]
    for name, sub in condition.get("properties", {}).items():
        out += reads(sub, (*at, name))
    for key in ("allOf", "anyOf", "oneOf"):
        for sub in condition.get(key, []):
            out += reads(sub, at)
    out += reads(condition.get("not"), at)
    return tuple(dict.fromkeys(out))
