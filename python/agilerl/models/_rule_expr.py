"""``x-rules`` comparisons whose operands go past a field of the object the rule is on:
``/`` paths into nested objects, number literals, arithmetic (``min`` and ``max``
included), and ``op: increasing``.

The keyword's meaning is documented in ``docs/guide.md``; this module compiles one entry
into an :class:`ExprRule` (or an :class:`IncreasingRule`). :mod:`agilerl.models._rules`
keeps the plain two-field rules, and hands every other entry here.
``tools/codegen/ts/codegen.cjs`` (``exprCheck``) is the JavaScript twin: the same reading,
the same values, the same message.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

#: Largest magnitude of a number in a document, and of a value arithmetic computes: past
#: it, JSON readers and languages disagree (a JavaScript number holds integers exactly up
#: to 2**53 - 1 only).
MAX_SAFE_INTEGER = 2**53 - 1
#: How an operator reads in a message, where it is not its own symbol.
OPERATOR_WORDS = {"multiple_of": "a multiple of"}
#: The operators that also compare two strings, two lists or two objects (as JSON values,
#: lists in order; never values of two kinds).
STRING_OPERATORS = frozenset({"==", "!="})
#: How each arithmetic operator reads in a label.
SYMBOLS = {"sum": " + ", "sub": " - ", "mul": " * ", "floordiv": " // ", "mod": " % "}


class _Overflow:
    """A value arithmetic cannot hold exactly (past 2**53 - 1)."""

    def __repr__(self) -> str:
        return "<past 2**53-1>"


OVERFLOW = _Overflow()


#: The types of a JSON number in the data the keyword reads: jsonschema-rs hands it
#: exact JSON types (a ``bool`` is of type ``bool``, not a number). A rule's hot path
#: tests ``type(value) in NUMBER_KINDS`` itself: this set is the definition.
NUMBER_KINDS = frozenset({int, float})


def is_number(value: Any) -> bool:
    """A JSON number: an int or a float, not a bool (:data:`NUMBER_KINDS`)."""
    return type(value) in NUMBER_KINDS


def is_integer(value: Any) -> bool:
    return is_number(value) and (isinstance(value, int) or value.is_integer())


def number_text(value: Any) -> str:
    """A value in a message: a number as JSON writes it (``2``, not ``2.0``), else repr."""
    if is_number(value) and isinstance(value, float) and value.is_integer():
        return str(int(value))
    return repr(value)


def same(value: Any, wanted: Any) -> bool:
    """JSON equality of two scalars: ``true`` is not ``1`` (but ``1.0`` is ``1``)."""
    return isinstance(value, bool) == isinstance(wanted, bool) and bool(value == wanted)


def json_equal(left: Any, right: Any) -> bool:
    """Equality of two JSON values: lists item by item in order, objects key by key,
    ``1.0`` is ``1`` but ``true`` is not ``1``."""
    if is_number(left) and is_number(right):
        return bool(left == right)
    if isinstance(left, list) and isinstance(right, list):
        return len(left) == len(right) and all(map(json_equal, left, right))
    if isinstance(left, dict) and isinstance(right, dict):
        return left.keys() == right.keys() and all(json_equal(v, right[k]) for k, v in left.items())
    return type(left) is type(right) and bool(left == right)


def is_composite_pair(left: Any, right: Any) -> bool:
    """Whether ``==`` / ``!=`` compare these two as JSON values: two lists or two objects."""
    return (isinstance(left, list) and isinstance(right, list)) or (
        isinstance(left, dict) and isinstance(right, dict)
    )


def value_text(value: Any) -> str:
    """A value in a message: numbers as JSON writes them, strings as ``repr``, lists and
    objects item by item the same way."""
    if isinstance(value, list):
        return "[" + ", ".join(value_text(item) for item in value) + "]"
    if isinstance(value, dict):
        items = (f"{key!r}: {value_text(item)}" for key, item in value.items())
        return "{" + ", ".join(items) + "}"
    return number_text(value)


def is_plain(operand: Any) -> bool:
    """Whether the plain two-field rule reads ``operand``: a field name, or ``length`` /
    ``each`` of one."""
    if isinstance(operand, str):
        return "/" not in operand
    if isinstance(operand, Mapping) and len(operand) == 1:
        ((kind, name),) = operand.items()
        return kind in ("length", "each") and isinstance(name, str) and "/" not in name
    return False


def label(operand: Any, inner: bool = False) -> str:
    """How an operand reads in a message: ``training.pop_size``, ``len(x)``, ``a // b``
    (in parentheses inside another operator)."""
    if isinstance(operand, str):
        return operand.replace("/", ".")
    if is_number(operand):
        return number_text(operand)
    ((kind, args),) = operand.items()
    if kind == "length":
        return f"len({label(args)})"
    if kind == "each":
        return label(args)
    if kind == "default":
        return label(args[0])
    if kind == "round":
        return f"round({label(args)})"
    if kind in ("min", "max"):
        return f"{kind}({', '.join(label(arg) for arg in args)})"
    text = SYMBOLS[kind].join(label(arg, True) for arg in args)
    return f"({text})" if inner else text


def first_field(operand: Any) -> str | None:
    """The first field an operand reads (depth first): where its rule's problem sits."""
    if isinstance(operand, str):
        return operand
    if is_number(operand):
        return None
    ((_, args),) = operand.items()
    for arg in args if isinstance(args, list) else [args]:
        found = first_field(arg)
        if found is not None:
            return found
    return None


Read = Callable[[str], tuple[Any, bool]]


def _arith(kind: str, values: list[Any]) -> Any:
    if any(value is OVERFLOW for value in values):
        return OVERFLOW
    if not all(is_number(value) for value in values):
        return None
    out: Any
    if kind == "sum":
        out = 0
        for value in values:  # each partial sum in range, as JavaScript adds them
            out = out + value
            if abs(out) > MAX_SAFE_INTEGER:
                return OVERFLOW
    elif kind == "sub":
        out = values[0] - values[1]
    elif kind == "mul":
        out = values[0] * values[1]
    elif kind == "round":
        out = round(values[0])
    elif kind in ("min", "max"):
        out = min(values) if kind == "min" else max(values)
    else:  # floordiv, mod: integers only, never by zero
        left, right = values
        if not (is_integer(left) and is_integer(right)) or right == 0:
            return None
        out = int(left) // int(right) if kind == "floordiv" else int(left) % int(right)
    if isinstance(out, float) and not math.isfinite(out):
        return None
    return OVERFLOW if abs(out) > MAX_SAFE_INTEGER else out


class Evaluation:
    """One reading of a rule's operands: each field read (in order) with its value and
    whether that is a default."""

    def __init__(self, read: Read) -> None:
        self._read = read
        self.fields: dict[str, tuple[Any, bool]] = {}

    def field(self, path: str) -> tuple[Any, bool]:
        if path not in self.fields:
            self.fields[path] = self._read(path)
        return self.fields[path]

    def value(self, operand: Any) -> Any:
        """The operand's value: a number, another JSON value, ``None`` (unset, or cannot
        be computed) or :data:`OVERFLOW`."""
        if isinstance(operand, str):
            return self.field(operand)[0]
        if is_number(operand):
            return operand
        ((kind, args),) = operand.items()
        if kind == "length":
            value = self.value(args)
            return len(value) if isinstance(value, list) else None
        if kind == "default":
            path, fallback = args
            value, _ = self.field(path)
            if value is None:
                value = self.value(fallback)
                self.fields[path] = (value, True)
            return value
        if kind == "round":
            return _arith(kind, [self.value(args)])
        return _arith(kind, [self.value(arg) for arg in args])


def path_reader(instance: Mapping[str, Any], reads: Mapping[str, tuple[Any, bool]]) -> Read:
    """``read(path)``: the value at a ``/`` path from ``instance`` (a step into anything
    but an object finds nothing) and whether it is the fallback ``reads`` gives it."""

    def read(path: str) -> tuple[Any, bool]:
        node: Any = instance
        steps = path.split("/")
        for step in steps[:-1]:
            node = node.get(step) if isinstance(node, dict) else None
        fallback, null_too = reads.get(path, (None, False))
        if not isinstance(node, dict):
            return fallback, fallback is not None
        value = node.get(steps[-1])
        if value is None and (null_too or steps[-1] not in node):
            return fallback, fallback is not None
        return value, False

    return read


class ExprRule:
    """One comparison entry with a path, a number or arithmetic among its operands (or in
    ``when``). It holds when the ``when`` fields do not all match, or an operand is not a
    number (``==`` / ``!=``: nor both strings, both lists or both objects, which compare
    as JSON values, in order), or the comparison holds; an operand past
    2**53 - 1 breaks it (the arithmetic would not be exact)."""

    __slots__ = ("definition", "left", "op", "reads", "right", "test", "when")

    def __init__(
        self,
        definition: Mapping[str, Any],
        properties: Mapping[str, Any],
        test: Callable[[Any, Any], bool],
    ) -> None:
        self.definition = definition
        self.left = definition["left"]
        self.right = definition["right"]
        self.op: str = definition["op"]
        self.test = test
        self.when: tuple[tuple[str, Any], ...] = tuple(definition.get("when", {}).items())
        defaults: Mapping[str, Any] = definition.get("defaults", {})
        self.reads: dict[str, tuple[Any, bool]] = {
            name: (value, True) for name, value in defaults.items()
        }
        for name, spec in properties.items():
            if name not in self.reads and isinstance(spec, Mapping) and "default" in spec:
                self.reads[name] = (spec["default"], False)

    def _evaluate(self, instance: Mapping[str, Any]) -> tuple[Evaluation, Any, Any, int] | None:
        """``None`` when the rule holds, else the reading, both values and the index of
        the failing item (``each``; -1 otherwise)."""

        reading = Evaluation(path_reader(instance, self.reads))
        if any(not same(reading.field(name)[0], wanted) for name, wanted in self.when):
            return None
        if isinstance(self.left, Mapping) and "each" in self.left:
            items = reading.value(self.left["each"])
            right = reading.value(self.right)
            if not isinstance(items, list) or not (is_number(right) or right is OVERFLOW):
                return None
            for index, item in enumerate(items):
                if is_number(item) and (right is OVERFLOW or not self.test(item, right)):
                    return reading, item, right, index
            return None
        left = reading.value(self.left)
        right = reading.value(self.right)
        if left is OVERFLOW or right is OVERFLOW:
            if (is_number(left) or left is OVERFLOW) and (is_number(right) or right is OVERFLOW):
                return reading, left, right, -1
            return None
        strings = self.op in STRING_OPERATORS and (
            (isinstance(left, str) and isinstance(right, str)) or is_composite_pair(left, right)
        )
        if not ((is_number(left) and is_number(right)) or strings) or self.test(left, right):
            return None
        return reading, left, right, -1

    def holds(self, instance: Mapping[str, Any]) -> bool:
        return self._evaluate(instance) is None

    def where(self, instance: Mapping[str, Any]) -> list[str | int]:
        """The problem's path from the object: the left operand's first field (its failing
        item, for ``each``)."""
        found = self._evaluate(instance)
        field = first_field(self.left)
        steps: list[str | int] = [*field.split("/")] if field else []
        if found is not None and found[3] >= 0:
            steps.append(found[3])
        return steps

    def message(self, instance: Mapping[str, Any]) -> str:
        """What is wrong, for an instance that breaks the rule."""

        found = self._evaluate(instance)
        assert found is not None
        reading, left_value, right_value, index = found
        left_label = label(self.left) + (f"[{index}]" if index >= 0 else "")
        right_label = label(self.right)
        shown = []
        for operand, text, value in (
            (self.left, left_label, left_value), (self.right, right_label, right_value),
        ):  # fmt: skip
            if is_number(operand):
                continue
            tail = ""
            if isinstance(operand, str) and reading.fields[operand][1]:
                tail = " (its default)"
            elif isinstance(operand, Mapping) and "default" in operand:
                tail = " (its default)" if reading.fields[operand["default"][0]][1] else ""
            shown.append(f"{text}={_text(value)}{tail}")
        plain = {
            operand if isinstance(operand, str) else operand["default"][0]
            for operand in (self.left, self.right)
            if isinstance(operand, str) or (isinstance(operand, Mapping) and "default" in operand)
        }
        if isinstance(self.left, Mapping) and "each" in self.left:
            plain.add(self.left["each"])
        extra = [
            f"{label(path)}={_text(value)}{' (its default)' if is_default else ''}"
            for path, (value, is_default) in reading.fields.items()
            if path not in plain and path not in dict(self.when)
        ]
        op = OPERATOR_WORDS.get(self.op, self.op)
        with_text = f", with {', '.join(extra)}" if extra else ""
        return (
            f"{left_label} must be {op} {right_label}, got {' and '.join(shown)}{with_text}: "
            f"{self.definition['description']}"
        )


def _text(value: Any) -> str:
    return repr(OVERFLOW) if value is OVERFLOW else value_text(value)


class IncreasingRule:
    """``{"op": "increasing", "of": path}``: the numbers of that list, each above the one
    before (items that are not numbers are skipped; anything but a list holds)."""

    __slots__ = ("definition", "steps")

    def __init__(self, definition: Mapping[str, Any]) -> None:
        self.definition = definition
        self.steps: tuple[str, ...] = tuple(definition["of"].split("/"))

    def breaks(self, instance: Mapping[str, Any]) -> list[tuple[int, Any, int, Any]]:
        """``(index, value, previous index, previous value)`` for each number that is not
        above the number before it; empty when the rule holds."""
        node: Any = instance
        for step in self.steps:
            node = node.get(step) if isinstance(node, dict) else None
        if not isinstance(node, list):
            return []
        out: list[tuple[int, Any, int, Any]] = []
        previous: tuple[int, Any] | None = None
        for index, item in enumerate(node):
            if not is_number(item):
                continue
            if previous is not None and not item > previous[1]:
                out.append((index, item, *previous))
            previous = (index, item)
        return out

    def holds(self, instance: Mapping[str, Any]) -> bool:
        return not self.breaks(instance)

    def message(self, index: int, value: Any, before: int, previous: Any) -> str:
        name = label(self.definition["of"])
        return (
            f"{name}[{index}]={number_text(value)} must be > {name}[{before}]="
            f"{number_text(previous)}: {self.definition['description']}"
        )
