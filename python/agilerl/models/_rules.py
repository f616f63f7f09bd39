"""The ``x-rules`` keyword: one :class:`Rule` per entry, compiled when the validator is.

The keyword's meaning is documented in :mod:`agilerl.models._validation`, which registers
:class:`XRules` with the compiled validator.
"""

from __future__ import annotations

import json
import operator
from collections.abc import Callable, Mapping
from typing import Any

OPERATORS: dict[str, Callable[[Any, Any], bool]] = {
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
    "==": operator.eq,
    "!=": operator.ne,
    "multiple_of": lambda left, right: bool(right == 0 or left % right == 0),
}
#: How an operator reads in a message, where it is not its own symbol.
OPERATOR_WORDS = {"multiple_of": "a multiple of"}


_NUMBER_TYPES = (int, float)


def is_number(value: Any) -> bool:
    """A JSON number: an int or a float, not a bool."""
    return isinstance(value, _NUMBER_TYPES) and not isinstance(value, bool)


def when_first(
    holds: Callable[[Mapping[str, Any]], bool],
    when: tuple[tuple[str, Any], ...],
    reads: Mapping[str, tuple[Any, bool]],
) -> Callable[[Mapping[str, Any]], bool]:
    """``holds`` with the rule's ``when`` fields read first: where they do not all match,
    the rule holds without reading its operands (the same answer, as every read is pure;
    most objects a conditional rule is on do not meet its condition)."""
    if not when:
        return holds
    # (name, wanted, whether wanted is a boolean, value when missing, null too)
    gate = tuple((name, wanted, isinstance(wanted, bool), *reads[name]) for name, wanted in when)

    def gated(instance: Mapping[str, Any]) -> bool:
        for name, wanted, wanted_bool, fallback, null_too in gate:
            value = instance.get(name)
            if value is None and (null_too or name not in instance):
                value = fallback
            if (value is True or value is False) is not wanted_bool or value != wanted:
                return True  # not same(value, wanted)
        return holds(instance)

    return gated


def same(value: Any, wanted: Any) -> bool:
    """JSON equality: ``true`` is not ``1`` (but ``1.0`` is ``1``)."""
    return isinstance(value, bool) == isinstance(wanted, bool) and bool(value == wanted)


class Rule:
    """One ``x-rules`` entry, with the defaults its fields read when missing."""

    __slots__ = ("definition", "holds", "left", "reads", "right", "test", "when")

    def __init__(self, definition: Mapping[str, Any], properties: Mapping[str, Any]) -> None:
        self.definition = definition
        self.left: str = definition["left"]
        self.right: str = definition["right"]
        self.test = OPERATORS[definition["op"]]
        defaults: Mapping[str, Any] = definition.get("defaults", {})
        names = {self.left, self.right, *definition.get("when", {})}
        #: name -> (value when missing, whether an explicit null also takes it)
        self.reads: dict[str, tuple[Any, bool]] = {
            name: (defaults[name], True)
            if name in defaults
            else (properties.get(name, {}).get("default"), False)
            for name in names
        }
        self.when: tuple[tuple[str, Any], ...] = tuple(definition.get("when", {}).items())
        self.holds = when_first(self._holds(), self.when, self.reads)
        """``holds(instance)``: whether an object meets the rule (see :meth:`_holds`)."""

    def read(self, instance: Mapping[str, Any], name: str) -> tuple[Any, bool]:
        """The value the rule reads for ``name``, and whether it is a default."""
        fallback, null_too = self.reads[name]
        value = instance.get(name)
        if value is None and (null_too or name not in instance):
            return fallback, True
        return value, False

    def _holds(self) -> Callable[[Mapping[str, Any]], bool]:
        """The rule's test: it holds when an operand is not a number (``null``: unset), or
        the comparison holds, or the ``when`` fields do not all match; read in that order,
        only as far as needed. A closure over the rule's constants: it runs on every
        object the keyword applies to."""
        left_name, right_name, test, when, read = (
            self.left, self.right, self.test, self.when, self.read,
        )  # fmt: skip
        left_fallback, left_null = self.reads[left_name]
        right_fallback, right_null = self.reads[right_name]

        def holds(instance: Mapping[str, Any]) -> bool:
            left = instance.get(left_name)
            if left is None and (left_null or left_name not in instance):
                left = left_fallback
            if not isinstance(left, _NUMBER_TYPES) or isinstance(left, bool):
                return True
            right = instance.get(right_name)
            if right is None and (right_null or right_name not in instance):
                right = right_fallback
            if not isinstance(right, _NUMBER_TYPES) or isinstance(right, bool) or test(left, right):
                return True
            return any(not same(read(instance, name)[0], wanted) for name, wanted in when)

        return holds

    def message(self, instance: Mapping[str, Any]) -> str:
        """What is wrong, for an instance that breaks the rule."""
        (left, left_default), (right, right_default) = (
            self.read(instance, self.left),
            self.read(instance, self.right),
        )
        rule = self.definition
        op = OPERATOR_WORDS.get(rule["op"], rule["op"])
        return (
            f"{self.left} must be {op} {self.right}, got "
            f"{self.left}={left!r}{_tail(left_default)} and "
            f"{self.right}={right!r}{_tail(right_default)}: {rule['description']}"
        )


def _tail(is_default: bool) -> str:
    return " (its default)" if is_default else ""


class XRules:
    """The ``x-rules`` keyword for jsonschema-rs: ``(parent_schema, value, schema_path)``.

    Each broken rule is one error, whose message is ``[left, id, message]`` as JSON
    (:func:`agilerl.models._validation.problems` reads it back).
    """

    def __init__(self, parent_schema: Mapping[str, Any], value: Any, schema_path: Any) -> None:
        properties = parent_schema.get("properties", {})
        self.rules = tuple(Rule(rule, properties) for rule in value)

    def validate(self, instance: Any) -> None:
        if isinstance(instance, dict):
            for rule in self.rules:
                if not rule.holds(instance):
                    raise _broken(rule, instance)

    def iter_errors(self, instance: Any) -> list[ValueError]:
        if not isinstance(instance, dict):
            return []
        return [_broken(rule, instance) for rule in self.rules if not rule.holds(instance)]


def _broken(rule: Rule, instance: Mapping[str, Any]) -> ValueError:
    return ValueError(json.dumps([rule.left, rule.definition["id"], rule.message(instance)]))
