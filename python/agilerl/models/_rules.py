"""The ``x-rules`` keyword: one :class:`Rule` per entry, compiled when the validator is.

The keyword's meaning is documented in ``docs/guide.md``; :mod:`agilerl.models._validation`
registers :class:`XRules` with the compiled validator. An operand is a field name, or
``{"length": name}`` (the length of that field's list) or, on the left only,
``{"each": name}`` (every number item of that field's list, in turn).
"""

from __future__ import annotations

import json
import operator
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from agilerl.models._rule_expr import (
    NUMBER_KINDS,
    OPERATOR_WORDS,
    STRING_OPERATORS,
    ExprRule,
    IncreasingRule,
    is_number,
    is_plain,
    json_equal,
    same,
    value_text,
)

OPERATORS: dict[str, Callable[[Any, Any], bool]] = {
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
    "==": json_equal,
    "!=": lambda left, right: not json_equal(left, right),
    "multiple_of": lambda left, right: bool(right == 0 or left % right == 0),
}


#: One ``when`` field as a gate reads it: (name, wanted, whether wanted is a boolean,
#: value when missing, whether an explicit null also takes it).
Gate = tuple[tuple[str, Any, bool, Any, bool], ...]


def gate_of(when: tuple[tuple[str, Any], ...], reads: Mapping[str, tuple[Any, bool]]) -> Gate:
    """The ``when`` fields of a rule, as :func:`when_first` and :func:`check` read them."""
    return tuple((name, wanted, isinstance(wanted, bool), *reads[name]) for name, wanted in when)


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
    gate = gate_of(when, reads)

    def gated(instance: Mapping[str, Any]) -> bool:
        return not _met(gate, instance) or holds(instance)

    return gated


def _met(gate: Gate, instance: Mapping[str, Any]) -> bool:
    """Whether every ``when`` field of ``gate`` has its wanted value (``same``)."""
    for name, wanted, wanted_bool, fallback, null_too in gate:
        value = instance.get(name)
        if value is None and (null_too or name not in instance):
            value = fallback
        if (value is True or value is False) is not wanted_bool or value != wanted:
            return False  # not same(value, wanted)
    return True


#: A rule's two operands as :func:`check` reads them: (left name, its value when
#: missing, null too, right name, its value when missing, null too, test, whether it
#: compares strings / lists / objects too).
Operands = tuple[str, Any, bool, str, Any, bool, Callable[[Any, Any], bool], bool]
#: A rule on two field values as :func:`check` reads it: (a name it needs present to be
#: able to fail, or ``None``; its gate; its operands; the rule).
Check = tuple[str | None, Gate, Operands, "Rule"]


def check(
    checks: tuple[Check, ...],
    tests: tuple[tuple[Callable[[Mapping[str, Any]], bool], Any], ...],
    instance: Any,
) -> None:
    """Raise the error of the first rule ``instance`` breaks (``ValueError``, see
    :class:`XRules`): each of ``checks`` (rules on two field values), then each
    ``(holds, rule)`` of ``tests`` (the other rules). The one test of a rule on two field
    values, for one rule or all of a keyword's at once; it is the keyword's ``validate``
    itself (one call per object: this runs on every object a keyword is on).

    Such a rule holds where its ``when`` fields do not all match (read first), or an
    operand is not a number (``null``: unset) while a number is asked for, or the
    comparison holds. Operands are read in that order, only as far as needed. Where a name
    the rule needs (:meth:`Rule.need`) is absent, it holds without a read."""
    if not isinstance(instance, dict):
        return
    get = instance.get
    numbers = NUMBER_KINDS
    for need, gate, operands, rule in checks:
        if (need and need not in instance) or (gate and not _met(gate, instance)):
            continue  # a name it needs is absent, or its when does not match
        left_name, left_fallback, left_null, right_name, right_fallback, right_null, test, \
            strings = operands  # fmt: skip
        left = get(left_name)
        if left is None and (left_null or left_name not in instance):
            left = left_fallback
        if type(left) in numbers:  # is_number(left), without its call
            right = get(right_name)
            if right is None and (right_null or right_name not in instance):
                right = right_fallback
            if type(right) in numbers and not test(left, right):
                raise _errors(rule, instance)[0]
        elif strings and isinstance(left, (str, list, dict)):
            right = get(right_name)
            if right is None and (right_null or right_name not in instance):
                right = right_fallback
            if _same_kind(left, right) and not test(left, right):
                raise _errors(rule, instance)[0]
    for holds, rule in tests:
        if not holds(instance):
            raise _errors(rule, instance)[0]


class Rule:
    """One ``x-rules`` entry, with the defaults its fields read when missing."""

    __slots__ = (
        "_lists", "check", "definition", "left", "left_kind", "reads", "right", "right_kind",
        "test", "when",
    )  # fmt: skip

    def __init__(self, definition: Mapping[str, Any], properties: Mapping[str, Any]) -> None:
        self.definition = definition
        self.left: str = field_of(definition["left"])
        self.right: str = field_of(definition["right"])
        #: how each side reads its field: ``""`` (the value), ``"length"`` or ``"each"``
        self.left_kind = kind_of(definition["left"])
        self.right_kind = kind_of(definition["right"])
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
        #: the rule as :func:`check` reads it; ``None`` for a rule on lists
        self.check: Check | None = None
        if not (self.left_kind or self.right_kind):
            operands: Operands = (
                self.left, *self.reads[self.left],
                self.right, *self.reads[self.right],
                self.test, definition["op"] in STRING_OPERATORS,
            )  # fmt: skip
            self.check = (self.need(), gate_of(self.when, self.reads), operands, self)
            self._lists = None
        else:
            self._lists = when_first(self._holds_lists, self.when, self.reads)

    def need(self) -> str | None:
        """A name whose absence alone makes this rule (on two field values) hold, or
        ``None``: a ``when`` field whose value when missing is not the one wanted, else an
        operand whose value when missing is ``null`` (unset: never compared, whatever the
        operator)."""
        gates = [name for name, wanted in self.when if not same(self.reads[name][0], wanted)]
        operands = [name for name in (self.left, self.right) if self.reads[name][0] is None]
        return next(iter(gates + operands), None)

    def holds(self, instance: Mapping[str, Any]) -> bool:
        """Whether an object meets the rule (:func:`check`; a rule on lists:
        :meth:`_failing_item`)."""
        if self.check is None:
            return self._lists(instance)  # type: ignore[misc]
        try:
            check((self.check,), (), instance)
        except ValueError:
            return False
        return True

    def read(self, instance: Mapping[str, Any], name: str) -> tuple[Any, bool]:
        """The value the rule reads for ``name``, and whether it is a default."""
        fallback, null_too = self.reads[name]
        value = instance.get(name)
        if value is None and (null_too or name not in instance):
            return fallback, True
        return value, False

    def _operand(self, instance: Mapping[str, Any], name: str, kind: str) -> Any:
        """What one side reads: the value, or the length of a list (``None`` otherwise)."""
        value = self.read(instance, name)[0]
        if kind == "length":
            return len(value) if isinstance(value, list) else None
        return value

    def _failing_item(self, instance: Mapping[str, Any]) -> int | None:
        """For a rule whose operands are lists or their lengths: the index of the first item
        breaking it (``-1`` for a rule on a length), ``None`` when it holds."""
        right = self._operand(instance, self.right, self.right_kind)
        if not is_number(right):
            return None
        if any(not same(self.read(instance, name)[0], wanted) for name, wanted in self.when):
            return None
        if self.left_kind == "each":
            items = self.read(instance, self.left)[0]
            if not isinstance(items, list):
                return None
            for index, item in enumerate(items):
                if is_number(item) and not self.test(item, right):
                    return index
            return None
        left = self._operand(instance, self.left, self.left_kind)
        return -1 if is_number(left) and not self.test(left, right) else None

    def _holds_lists(self, instance: Mapping[str, Any]) -> bool:
        return self._failing_item(instance) is None

    def _label(self, name: str, kind: str, index: int | None) -> str:
        if kind == "length":
            return f"len({name})"
        return f"{name}[{index}]" if kind == "each" else name

    def message(self, instance: Mapping[str, Any]) -> str:
        """What is wrong, for an instance that breaks the rule."""
        index = self._failing_item(instance) if self.left_kind or self.right_kind else None
        sides = []
        for name, kind in ((self.left, self.left_kind), (self.right, self.right_kind)):
            value, is_default = self.read(instance, name)
            if kind == "length":
                value = len(value)
            elif kind == "each":
                value = value[index]
            sides.append((self._label(name, kind, index), value, is_default))
        (left, left_value, left_default), (right, right_value, right_default) = sides
        rule = self.definition
        op = OPERATOR_WORDS.get(rule["op"], rule["op"])
        return (
            f"{left} must be {op} {right}, got "
            f"{left}={_shown(left_value)}{_tail(left_default)} and "
            f"{right}={_shown(right_value)}{_tail(right_default)}: {rule['description']}"
        )


def _same_kind(left: Any, right: Any) -> bool:
    """Whether ``right`` is an operand of the kind ``left`` is (a number, a string, a list
    or an object): a rule never compares across kinds."""
    for kind in (str, list, dict):
        if isinstance(left, kind):
            return isinstance(right, kind)
    return is_number(right)


def _shown(value: Any) -> str:
    """An operand in a plain rule's message: ``repr``, a list or an object item by item."""
    return value_text(value) if isinstance(value, (list, dict)) else repr(value)


def field_of(operand: Any) -> str:
    """The field an operand reads: itself, or the name in ``{"length": f}`` / ``{"each": f}``."""
    if isinstance(operand, str):
        return operand
    return str(operand.get("length", operand.get("each")))


def kind_of(operand: Any) -> str:
    """``""`` for a field name, else ``"length"`` or ``"each"``."""
    return "" if isinstance(operand, str) else ("length" if "length" in operand else "each")


def _tail(is_default: bool) -> str:
    return " (its default)" if is_default else ""


# ---- op: unique ----

Step = str | int
#: Where a string sits, from the object the rule is on: keys and list indices.
Where = tuple[Step, ...]


class UniqueRule:
    """One ``{"op": "unique", "of": [selector, ...]}`` entry: the strings its selectors
    name, all together, are all different.

    A selector is a ``/``-separated path from the object; ``*`` steps into every item of
    a list, ``~keys`` (last) names the keys of a mapping. A step that finds no list, no
    mapping or no such key names nothing, and so does a value that is not a string."""

    __slots__ = ("definition", "selectors")

    def __init__(self, definition: Mapping[str, Any]) -> None:
        self.definition = definition
        self.selectors: tuple[tuple[str, ...], ...] = tuple(
            tuple(selector.split("/")) for selector in definition["of"]
        )

    def strings(self, instance: Mapping[str, Any]) -> list[tuple[Where, str]]:
        """Every string the selectors name, with its path: selector by selector, each in
        document order."""
        found: list[tuple[Where, str]] = []
        for steps in self.selectors:
            _select(instance, steps, (), found)
        return found

    def repeats(self, instance: Mapping[str, Any]) -> list[tuple[Where, str, Where]]:
        """``(where, value, first)`` for each string that repeats one named before it
        (at ``first``); empty when the rule holds."""
        first: dict[str, Where] = {}
        out: list[tuple[Where, str, Where]] = []
        for where, value in self.strings(instance):
            if value in first:
                out.append((where, value, first[value]))
            else:
                first[value] = where
        return out

    def holds(self, instance: Mapping[str, Any]) -> bool:
        return not self.repeats(instance)

    def message(self, where: Where, value: str, first: Where) -> str:
        """What is wrong with one repeated string."""
        from agilerl.models._validation import format_path

        return (
            f"{format_path(where)}={value!r} repeats {format_path(first)}: "
            f"{self.definition['description']}"
        )


def _select(node: Any, steps: tuple[str, ...], where: Where, out: list[tuple[Where, str]]) -> None:
    if not steps:
        if isinstance(node, str):
            out.append((where, node))
        return
    step, rest = steps[0], steps[1:]
    if step == "*":
        if isinstance(node, list):
            for index, item in enumerate(node):
                _select(item, rest, (*where, index), out)
    elif step == "~keys":
        if isinstance(node, dict) and not rest:
            out.extend(((*where, key), key) for key in node)
    elif isinstance(node, dict) and step in node:
        _select(node[step], rest, (*where, step), out)


def compile_rule(definition: Mapping[str, Any], properties: Mapping[str, Any]) -> Any:
    """The :class:`Rule`, :class:`UniqueRule`, :class:`~agilerl.models._rule_expr.ExprRule`
    (paths, numbers, arithmetic) or :class:`~agilerl.models._rule_expr.IncreasingRule` of
    one ``x-rules`` entry."""
    if definition["op"] == "unique":
        return UniqueRule(definition)
    if definition["op"] == "increasing":
        return IncreasingRule(definition)
    names = [*definition.get("when", {}), *definition.get("defaults", {})]
    plain_names = all("/" not in name for name in names)
    if is_plain(definition["left"]) and is_plain(definition["right"]) and plain_names:
        return Rule(definition, properties)
    return ExprRule(definition, properties, OPERATORS[definition["op"]])


class XRules:
    """The ``x-rules`` keyword for jsonschema-rs: ``(parent_schema, value, schema_path)``.

    Each broken rule is one error (a ``unique`` rule: one per repeated string), whose
    message is ``[path, id, message]`` as JSON, ``path`` the rule's left field or, for a
    repeat, the list of its steps (:func:`agilerl.models._validation.problems` reads it
    back).
    """

    def __init__(self, parent_schema: Mapping[str, Any], value: Any, schema_path: Any) -> None:
        properties = parent_schema.get("properties", {})
        self.rules = tuple(compile_rule(rule, properties) for rule in value)
        checks = tuple(found for rule in self.rules if (found := getattr(rule, "check", None)))
        tests = tuple(
            (rule.holds, rule) for rule in self.rules if getattr(rule, "check", None) is None
        )
        self.validate: Callable[[Any], None] = partial(check, checks, tests)
        """Raise the first broken rule's error (:func:`check`; a partial: no frame of its own).
        jsonschema-rs calls it with its copy of each object the keyword is on; a class's
        judge (:class:`agilerl.models._validation.Judge`) calls it with the document
        itself for the rules on the class's own root node."""

    def iter_errors(self, instance: Any) -> list[ValueError]:
        if not isinstance(instance, dict):
            return []
        return [
            error for rule in self.rules if not rule.holds(instance)
            for error in _errors(rule, instance)
        ]  # fmt: skip


def _errors(rule: Any, instance: Mapping[str, Any]) -> list[ValueError]:
    rule_id = rule.definition["id"]
    if isinstance(rule, ExprRule):
        return [ValueError(json.dumps([rule.where(instance), rule_id, rule.message(instance)]))]
    if isinstance(rule, IncreasingRule):
        return [
            ValueError(json.dumps([[*rule.steps, index], rule_id, rule.message(index, *rest)]))
            for index, *rest in rule.breaks(instance)
        ]
    if isinstance(rule, UniqueRule):
        return [
            ValueError(json.dumps([list(where), rule_id, rule.message(where, value, first)]))
            for where, value, first in rule.repeats(instance)
        ]
    return [ValueError(json.dumps([rule.left, rule_id, rule.message(instance)]))]
