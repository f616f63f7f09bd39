"""The one verdict: the published JSON Schema plus our ``x-rules`` keyword.

Every spec class and :func:`agilerl.models.manifest.load_manifest` ask this module, so a
document is valid for Python exactly when it is valid for any 2020-12 validator that
also applies ``x-rules`` (the JavaScript validator registers the same keyword).

``x-rules`` is a list of comparisons between two fields of the object it sits on::

    {"id": "evo-steps-within-max-steps", "left": "evo_steps", "op": "<=",
     "right": "max_steps", "description": "..."}

``op`` is ``<``, ``<=``, ``>``, ``>=``, ``==``, ``!=`` or ``multiple_of`` (holds when the
right value is 0 or divides the left one). A missing field takes the rule's ``defaults``
entry when it has one (which also stands for an explicit ``null``), else its schema
``default``. The rule applies only when both values are numbers (``null`` means unset)
and every field named in ``when`` equals the value given there (a missing one counts at
its default)::

    {"id": "async-batch-divides-among-gpus", "left": "rollout_batch_size",
     "op": "multiple_of", "right": "training_gpus_per_agent",
     "when": {"rollout_mode": "async"}, "defaults": {"rollout_batch_size": 1}, ...}
"""

from __future__ import annotations

import difflib
import json
import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any
from urllib.parse import urljoin

from jsonschema import Draft202012Validator, ValidationError, validators
from jsonschema.protocols import Validator
from referencing import Registry
from referencing.jsonschema import DRAFT202012

from agilerl.arena.models._schema import MODEL_SCHEMAS, SCHEMAS
from agilerl.models._rules import compiled
from agilerl.models._text.limits import MAX_DEPTH

Path = tuple[str | int, ...]


@dataclass(frozen=True)
class Problem:
    """One reason a document is invalid."""

    path: Path
    """Where: keys and list indices from the document root."""
    message: str
    """What is wrong, with the rule and the value received."""
    rule: str
    """The schema keyword (or ``x-rules/<id>``) that rejected it."""
    line: int | None = None
    """1-based line in the source text, when parsed from text."""
    column: int | None = None
    """1-based column in the source text, when parsed from text."""

    @property
    def location(self) -> str:
        """The path written as ``training.max_steps`` / ``environment.wrappers[0]``."""
        return format_path(self.path)

    def __str__(self) -> str:
        return f"{self.location or '<root>'}: {self.message}"


def format_path(path: Path) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _x_rules(
    validator: Validator, rules: list[dict[str, Any]], instance: Any, schema: dict[str, Any]
) -> Iterator[ValidationError]:
    if not isinstance(instance, dict):
        return
    for rule in compiled(rules, schema):
        if not rule.holds(instance):
            yield ValidationError(
                rule.message(instance), validator="x-rules", validator_value=rule.definition,
                instance=instance, schema=schema, path=[rule.left],
            )  # fmt: skip


_RulesValidator = validators.extend(  # type: ignore[no-untyped-call]
    Draft202012Validator, {"x-rules": _x_rules}
)


@cache
def _registry() -> Registry:
    # Without "$schema" the resources keep our validator class when a $ref is followed
    # (jsonschema would otherwise switch to the stock 2020-12 class and skip x-rules).
    resources = [
        (doc["$id"], DRAFT202012.create_resource({k: v for k, v in doc.items() if k != "$schema"}))
        for doc in SCHEMAS.values()
    ]
    return Registry().with_resources(resources)


@cache
def validator_for(uri: str) -> Validator:
    """A validator (2020-12 + ``x-rules``) for a schema URI of :data:`MODEL_SCHEMAS`."""
    return _RulesValidator({"$ref": uri}, registry=_registry())  # type: ignore[no-any-return]


def schema_uri(model_name: str) -> str:
    return MODEL_SCHEMAS[model_name]


def schema_of(model_name: str) -> Mapping[str, Any]:
    """The (sub)schema that validates ``model_name``; ``KeyError`` for an unknown name."""
    return _schema_at(schema_uri(model_name))


def _show(value: Any) -> str:
    text = json.dumps(value) if isinstance(value, str | int | float | bool | None) else None
    if text is None:
        text = f"a {type(value).__name__}" if isinstance(value, dict | list) else repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


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
    for key, sign in (("minimum", ">="), ("exclusiveMinimum", ">"), ("maximum", "<=")):
        if key in schema:
            text += f" {sign} {schema[key]}"
    if "exclusiveMaximum" in schema:
        text += f" < {schema['exclusiveMaximum']}"
    return text


def _suggest(name: str, allowed: list[str]) -> str:
    close = difflib.get_close_matches(name, allowed, n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _enum_hint(value: Any, allowed: Any) -> str:
    if not isinstance(value, str) or not isinstance(allowed, list):
        return ""
    return _suggest(value, [item for item in allowed if isinstance(item, str)])


def _messages(error: ValidationError, uri: str) -> Iterator[tuple[Path, str, str]]:
    """(path, message, rule) for one error; the message ends with the if/then rule it
    comes from, when there is one."""
    context = _rule_of(error, uri)
    for path, message, rule in _bare_messages(error, uri, context is not None):
        yield path, f"{message} ({context})" if context else message, rule


def _bare_messages(
    error: ValidationError, uri: str, in_rule: bool
) -> Iterator[tuple[Path, str, str]]:
    path: Path = tuple(error.absolute_path)
    kind = str(error.validator)
    expected: Any = error.validator_value
    value: Any = error.instance
    schema: dict[str, Any] = error.schema if isinstance(error.schema, dict) else {}
    got = _show(value)
    if kind == "additionalProperties":
        allowed = sorted(schema.get("properties", {}))
        for key in sorted(set(value) - set(allowed)):
            yield (*path, key), f"unknown field {key!r}{_suggest(key, allowed)}", kind
        return
    if kind == "required":
        missing = [name for name in expected if name not in value]
        for name in missing:
            yield (*path, name), f"missing required field {name!r}", kind
        return
    if kind == "not" and isinstance(expected, dict) and list(expected) == ["required"]:
        for name in expected["required"]:
            yield (*path, name), f"field {name!r} is not allowed here", kind
        return
    if kind in ("anyOf", "oneOf") and error.context:
        wanted = [
            sub for sub in error.context
            if not (sub.validator == "type" and sub.validator_value == "null")
        ]  # fmt: skip
        branches = {sub.relative_schema_path[0] for sub in wanted}
        if len(branches) == 1 and value is not None:
            for sub in wanted:
                yield from _messages(sub, uri)
            return
        yield path, f"expected {describe(schema)}, got {got}", kind
        return
    texts = {
        "type": lambda: f"expected {describe({'type': expected})}, got {got} ({_type_name(value)})",
        "minimum": lambda: f"must be >= {expected}, got {got}",
        "exclusiveMinimum": lambda: f"must be > {expected}, got {got}",
        "maximum": lambda: f"must be <= {expected}, got {got}",
        "exclusiveMaximum": lambda: f"must be < {expected}, got {got}",
        # did-you-mean only for a field's own values, not for what a rule narrows them to
        "enum": lambda: (
            f"must be {describe(schema)}, got {got}{'' if in_rule else _enum_hint(value, expected)}"
        ),
        "const": lambda: f"must be {json.dumps(expected)}, got {got}",
        "minLength": lambda: f"must have at least {expected} character(s), got {got}",
        "not": lambda: f"must not be {describe(expected)}, got {got}",
    }
    if kind == "x-rules":
        kind = f"x-rules/{expected['id']}"
    yield path, texts.get(kind, lambda: f"{error.message}")(), kind


def _rule_of(error: ValidationError, uri: str) -> str | None:
    """Description of the ``allOf`` item (if/then rule) on the error's schema path.

    jsonschema's path walks through ``$ref`` as if the target were inlined, so a step
    missing beside a ``$ref`` continues in the referenced document.
    """
    node: Any = _schema_at(uri)
    base = uri.partition("#")[0]
    found = None
    for step in error.absolute_schema_path:
        while isinstance(node, dict) and step not in node and isinstance(node.get("$ref"), str):
            target = urljoin(base, node["$ref"])
            base = target.partition("#")[0]
            node = _schema_at(target)
        in_list = isinstance(node, list)
        try:
            node = node[step]
        except (KeyError, IndexError, TypeError):
            return found
        # a rule is an ``allOf`` item: a property's own if/then/else (the replay_buffer
        # union) is not, and its description is the property's
        if in_list and isinstance(node, dict) and "if" in node and "description" in node:
            found = node["description"]
    return found


def problems(instance: Any, model_name: str) -> list[Problem]:
    """Every problem of ``instance`` against the schema of ``model_name``, in document order."""
    uri = schema_uri(model_name)
    found: dict[tuple[Path, str], Problem] = {}
    for error in validator_for(uri).iter_errors(instance):
        for path, text, rule in _messages(error, uri):
            found.setdefault((path, text), Problem(path, text, rule))
    return sorted(found.values(), key=lambda p: [str(part) for part in p.path])


def _schema_at(uri: str) -> Mapping[str, Any]:
    base, _, fragment = uri.partition("#")
    doc: Any = next(d for d in SCHEMAS.values() if d["$id"] == base)
    for step in filter(None, fragment.split("/")):
        doc = doc[step]
    return doc  # type: ignore[no-any-return]


def jsonable(value: Any, path: Path = ()) -> Any:
    """``value`` as plain JSON data (dicts, lists, str, int, float, bool, None).

    Pydantic models become their dumped fields; tuples become lists. Anything JSON has
    no word for (NaN, infinities, non-string keys, other objects) raises ``ValueError``
    naming the path, since the schema could not judge it; so does nesting more than
    :data:`MAX_DEPTH` mappings or lists, the manifest reader's limit on text (instead of
    exhausting Python's recursion limit).
    """
    from pydantic import BaseModel

    if len(path) >= MAX_DEPTH and isinstance(value, Mapping | list | tuple):
        raise ValueError(
            f"{format_path(path)}: the document nests more than {MAX_DEPTH} mappings or "
            "sequences; refused"
        )

    if isinstance(value, BaseModel):
        return value.model_dump(mode="json", by_alias=True, exclude_unset=True)
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError(f"{format_path(path) or '<root>'}: {value!r} is not a JSON number")
    if isinstance(value, str | int | float | bool) or value is None:
        return value
    if isinstance(value, Mapping):
        out = {}
        for key, item in value.items():
            if not isinstance(key, str):
                raise ValueError(f"{format_path(path) or '<root>'}: key {key!r} is not a string")
            out[key] = jsonable(item, (*path, key))
        return out
    if isinstance(value, list | tuple):
        return [jsonable(item, (*path, i)) for i, item in enumerate(value)]
    return value  # the schema names its type in the error
