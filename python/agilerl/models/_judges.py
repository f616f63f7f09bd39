"""The compiled judges: the published JSON Schema plus ``x-rules``, one validator per class.

:func:`resolve` reads ``$ref`` and JSON pointers through ``referencing``, over the
schemas embedded in the package. :func:`validator_for` compiles a class's :class:`Judge`
with jsonschema-rs, :class:`agilerl.models._rules.XRules` registered for ``x-rules``.
:mod:`agilerl.models._validation` judges documents with them; :mod:`agilerl.models._problems`
writes their errors.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

import jsonschema_rs
from referencing import Registry
from referencing.jsonschema import DRAFT202012

from agilerl.arena.models._schema import MODEL_SCHEMAS, SCHEMAS
from agilerl.models._rule_expr import MAX_SAFE_INTEGER
from agilerl.models._rules import XRules

__all__ = ["Judge", "resolve", "schema_of", "validator_for"]


@cache
def _registry() -> Registry[Any]:
    resources = [(doc["$id"], DRAFT202012.create_resource(doc)) for doc in SCHEMAS.values()]
    return Registry().with_resources(resources)


def resolve(uri: str, resolver: Any | None = None) -> tuple[Any, Any]:
    """The schema node ``uri`` names (absolute, or relative to ``resolver``'s base) and
    the resolver for references inside it: the one ``$ref`` / JSON pointer resolver."""
    resolved = (resolver or _registry().resolver()).lookup(uri)
    return resolved.contents, resolved.resolver


#: Keywords whose number is a bound (see :func:`_integral_bounds`).
_BOUNDS = frozenset({"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"})
#: Keywords whose value is data, not a schema: left as written.
_DATA = frozenset({"default", "examples", "const", "enum", "x-rules"})


#: Keywords beside ``properties`` that read which names it lists.
_READ_PROPERTIES = frozenset(
    {"additionalProperties", "patternProperties", "unevaluatedProperties", "x-rules"}
)


def _integral_bounds(node: Any, bare: Any = None) -> Any:
    """``node`` as it is compiled, with the same verdict and the same errors:

    - every bound that is a whole float (``0.0``, ``1.0``) is written as the integer it
      equals. jsonschema-rs compares a float value with a float bound much more slowly than
      with an integer one (measured in docs/benchmarks.md), and most bounds of the schema
      are whole numbers written as floats.
    - a ``properties`` entry whose schema is ``true`` is left out where nothing beside it
      reads the names ``properties`` lists (:func:`_unread`): it accepts every value, so
      it can neither fail nor name a problem. The schemas write them in ``if`` conditions
      and ``not`` rules, to declare the names they use for Ajv's strictRequired, and
      jsonschema-rs spends as long on them as on a real check (docs/benchmarks.md).
    - the node ``bare`` (the very object, where it is met) is copied without its
      ``x-rules``: :class:`Judge` applies them itself.

    The published schemas are unchanged; problems are written from them (:func:`resolve`).
    """
    if isinstance(node, list):
        return [_integral_bounds(item, bare) for item in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key in _BOUNDS and type(value) is float and value.is_integer():
            if abs(value) <= MAX_SAFE_INTEGER:
                value = int(value)
        elif key == "x-rules" and node is bare:
            continue
        elif key == "properties" and isinstance(value, dict) and _unread(node):
            value = {name: _integral_bounds(item, bare) for name, item in value.items()}
            value = {name: item for name, item in value.items() if item is not True}
            if not value:
                continue
        elif key not in _DATA:
            value = _integral_bounds(value, bare)
        out[key] = value
    return out


def _unread(node: dict[str, Any]) -> bool:
    """Whether nothing reads the names ``node``'s ``properties`` lists: no keyword beside
    it does, and no schema uses ``unevaluatedProperties`` (which reads what the
    ``properties`` of other subschemas evaluated)."""
    return not _READ_PROPERTIES & set(node) and _no_unevaluated()


@cache
def _no_unevaluated() -> bool:
    return "unevaluatedProperties" not in json.dumps(list(SCHEMAS.values()))


class Judge:
    """The compiled verdict of one class: one validator compiled from its schema by
    jsonschema-rs, with :class:`~agilerl.models._rules.XRules` registered for ``x-rules``,
    and the ``x-rules`` of the schema node the class is (its root's) applied directly.

    jsonschema-rs hands a custom keyword a new Python copy of the object it sits on (it
    holds the document in its own form), which costs more than the rules themselves on
    a typical section. The root's rules judge the document the caller holds, so they
    are taken out of the compiled copy of that one node (:func:`_integral_bounds`) and
    applied here, by the same compiled rules the keyword would call: the same verdict,
    and the same problems. Where the root node is reached again from inside (a ``$ref``
    back to it), its rules stay in the validator, for every place it is met."""

    __slots__ = ("is_valid", "rules", "validator")

    def __init__(self, validator: Any, rules: XRules | None) -> None:
        self.validator = validator
        """The jsonschema-rs validator (the root's ``x-rules`` left out where :attr:`rules`
        holds them)."""
        self.rules = rules
        """The root node's ``x-rules``, applied by :attr:`is_valid` and :func:`problems`;
        ``None`` where the validator applies them (or there are none)."""
        self.is_valid: Callable[[Any], bool] = (
            validator.is_valid if rules is None else self._valid_with_rules
        )
        """The verdict on JSON data: valid for the schema and the root's rules (the
        validator's own ``is_valid`` where the judge applies no rules: no frame of ours)."""

    def _valid_with_rules(self, document: Any) -> bool:
        if not self.validator.is_valid(document):
            return False
        try:
            self.rules.validate(document)  # type: ignore[union-attr]
        except ValueError:  # a broken rule (XRules.validate's one kind of failure)
            return False
        return True


@cache
def validator_for(model_name: str) -> Judge:
    """The :class:`Judge` (2020-12 + ``x-rules``) of a class of :data:`MODEL_SCHEMAS`.

    ``x-rules`` is registered with the validator where the class's schema reaches an
    ``x-rules`` keyword that the judge does not apply itself (:func:`_reach`): elsewhere
    the keyword is never met, and jsonschema-rs validates measurably faster with no custom
    keyword registered (docs/benchmarks.md)."""
    uri = MODEL_SCHEMAS[model_name]
    root = resolve(uri)[0]
    below, back = _reach(uri)
    own = isinstance(root, dict) and "x-rules" in root
    direct = own and not back
    registry = jsonschema_rs.Registry(
        [(doc["$id"], _integral_bounds(doc, root if direct else None)) for doc in SCHEMAS.values()]
    )
    validator = jsonschema_rs.Draft202012Validator(
        {"$ref": uri},
        registry=registry,
        keywords={"x-rules": XRules} if below or (own and not direct) else {},
        offline=True,
        validate_formats=False,
    )
    return Judge(validator, XRules(root, root["x-rules"], uri) if direct else None)


def _reach(uri: str) -> tuple[bool, bool]:
    """For the schema node ``uri`` names: whether an ``x-rules`` keyword other than its
    own is part of it or reached from it through ``$ref``, and whether a ``$ref`` under it
    leads back to it."""
    root, resolver = resolve(uri)
    todo: list[tuple[Any, Any]] = [(root, resolver)]
    seen: set[int] = set()
    rules = back = False
    while todo:
        node, resolver = todo.pop()
        if id(node) in seen:
            back = back or node is root
            continue
        seen.add(id(node))
        if isinstance(node, list):
            todo.extend((item, resolver) for item in node)
        elif isinstance(node, dict):
            rules = rules or ("x-rules" in node and node is not root)
            if isinstance(node.get("$ref"), str):
                todo.append(resolve(node["$ref"], resolver))
            todo.extend((value, resolver) for key, value in node.items() if key != "x-rules")
    return rules, back


def schema_of(model_name: str) -> Mapping[str, Any]:
    """The (sub)schema that validates ``model_name``; ``KeyError`` for an unknown name."""
    return resolve(MODEL_SCHEMAS[model_name])[0]  # type: ignore[no-any-return]
