"""One ``x-rules`` comparison: its operands read, computed and compared, and its message.

The words, the grammar and the meaning of each comparison and operand are the
vocabulary's (``tools/codegen/x_rules.json``, read here from the generated
``agilerl.arena.models._rule_vocabulary``). This module holds what the table cannot: how
an operand reads the object (a field or a ``/`` path, its defaults, ``length``, ``each``,
``default``), how a computed operand folds its function and bounds it, and how a message
names what was read. ``tools/codegen/ts/rules.js`` is the JavaScript twin: the same
reading, the same values, the same message.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from agilerl.arena.models._rule_vocabulary import COMPARISONS, COMPUTES, VOCABULARY
from agilerl.models._rule_values import (
    MAX_SAFE_INTEGER,
    NUMBER_KINDS,
    is_integer,
    is_number,
    same,
    value_text,
)

__all__ = ["MAX_SAFE_INTEGER", "PAST_RANGE", "Comparison", "label", "operand_value"]

OPERANDS: dict[str, dict[str, Any]] = VOCABULARY["operands"]
MESSAGES: dict[str, str] = VOCABULARY["messages"]
#: The operands that read rather than compute: built in here, by name (and in rules.js).
READERS = frozenset({"length", "each", "default"})
#: The operands whose argument is a list of operands (the others take one).
_LISTS = frozenset({"operands", "two operands", "path and operand"})
if READERS | set(COMPUTES) != set(OPERANDS) or READERS & set(COMPUTES):
    raise ImportError("the x-rules vocabulary does not match this runtime: run `nox -s generate`")


class _PastRange:
    """A value arithmetic cannot hold exactly (past 2**53 - 1)."""

    def __repr__(self) -> str:
        return MESSAGES["past_range"]


PAST_RANGE = _PastRange()

#: ``name -> (value when missing, whether an explicit null also takes it)``: a rule's
#: ``defaults`` (null too), else the schema ``default`` of the object's properties.
Reads = dict[str, tuple[Any, bool]]


def reads_of(definition: Mapping[str, Any], properties: Mapping[str, Any]) -> Reads:
    """The fallbacks one rule reads its fields with (:data:`Reads`)."""
    reads: Reads = {name: (value, True) for name, value in definition.get("defaults", {}).items()}
    for name, spec in properties.items():
        if name not in reads and isinstance(spec, Mapping) and "default" in spec:
            reads[name] = (spec["default"], False)
    return reads


def _arguments(kind: str, args: Any) -> list[Any]:
    return args if OPERANDS[kind]["takes"] in _LISTS else [args]


def label(operand: Any, inner: bool = False) -> str:
    """How an operand reads in a message: ``training.pop_size``, ``len(x)``, ``a // b``
    (in parentheses inside another operator), as the vocabulary's ``shows`` says."""
    if isinstance(operand, str):
        return operand.replace("/", ".")
    if is_number(operand):
        return value_text(operand)
    ((kind, args),) = operand.items()
    items = _arguments(kind, args)
    shows = OPERANDS[kind]["shows"]
    if "call" in shows:
        return f"{shows['call']}({', '.join(label(arg) for arg in items)})"
    if "infix" in shows:
        text = f" {shows['infix']} ".join(label(arg, True) for arg in items)
        return f"({text})" if inner else text
    return label(items[0])  # the field it reads


def first_field(operand: Any) -> str | None:
    """The first field an operand reads (depth first): where its rule's problem sits."""
    if isinstance(operand, str):
        return operand
    if is_number(operand):
        return None
    ((kind, args),) = operand.items()
    for arg in _arguments(kind, args):
        found = first_field(arg)
        if found is not None:
            return found
    return None


def direct_field(operand: Any) -> str | None:
    """The field an operand shows as itself (a field, ``default``, ``each``, ``length`` of
    a field): a message names it once, with ``(its default)`` where it took its default."""
    if isinstance(operand, str):
        return operand
    if isinstance(operand, Mapping):
        ((kind, args),) = operand.items()
        if kind in READERS:
            field = _arguments(kind, args)[0]
            return field if isinstance(field, str) else None
    return None


def compute(kind: str, values: list[Any]) -> Any:
    """A computed operand's value: its function folded over ``values`` (of one value: on
    it), ``None`` where one is no number (or, for an integer operation, no integer or a
    last one of 0), :data:`PAST_RANGE` where a value on the way leaves ±(2**53 - 1)."""
    if any(value is PAST_RANGE for value in values):
        return PAST_RANGE
    if not all(map(is_number, values)):
        return None
    row = OPERANDS[kind]
    if row.get("integers") and not (all(map(is_integer, values)) and values[-1] != 0):
        return None
    function = COMPUTES[kind]
    if row["takes"] not in _LISTS:
        out = function(values[0])
    else:
        out = values[0]
        for value in values[1:]:
            out = function(out, value)
            if not abs(out) <= MAX_SAFE_INTEGER:
                return PAST_RANGE
    if not abs(out) <= MAX_SAFE_INTEGER:
        return PAST_RANGE
    return out + 0  # a computed zero has no sign (an integer one has none in Python)


#: A field's read: its value, or its fallback, and whether that is the fallback.
Read = Callable[[Mapping[str, Any]], tuple[Any, bool]]


def _reader(path: str, reads: Reads) -> Read:
    """How one rule reads the field at a ``/`` path (a step into anything but an object
    finds nothing): its value, else (missing, or ``null`` where a rule default takes it)
    its fallback."""
    fallback, null_too = reads.get(path, (None, False))
    default = (fallback, fallback is not None)
    *head, last = path.split("/")

    def read(instance: Mapping[str, Any]) -> tuple[Any, bool]:
        node: Any = instance
        for step in head:
            node = node.get(step) if isinstance(node, dict) else None
        if not isinstance(node, dict):
            return default
        value = node.get(last)
        if value is None and (null_too or last not in node):
            return default
        return value, False

    return read


#: The fields one evaluation read, in order: path -> (value, whether it is a default);
#: ``None`` where only the verdict is asked and no operand writes a default.
Fields = dict[str, tuple[Any, bool]] | None
#: An operand compiled once per rule: its value for an object (a number, another JSON
#: value, ``None`` where it is unset or cannot be computed, or :data:`PAST_RANGE`), each
#: field it reads recorded in ``fields`` (where not ``None``).
Value = Callable[[Mapping[str, Any], Fields], Any]


def _field(path: str, readers: dict[str, Read]) -> Value:
    read = readers[path]

    def value(instance: Mapping[str, Any], fields: Fields) -> Any:
        if fields is None:
            return read(instance)[0]
        found = fields.get(path)
        if found is None:
            found = fields[path] = read(instance)
        return found[0]

    return value


def compile_operand(operand: Any, readers: dict[str, Read]) -> Value:
    """``operand`` as a :data:`Value`, reading its fields with ``readers``."""
    if isinstance(operand, str):
        return _field(operand, readers)
    if is_number(operand):
        return lambda instance, fields: operand
    ((kind, args),) = operand.items()
    if kind == "length":
        inner = compile_operand(args, readers)

        def length(instance: Mapping[str, Any], fields: Fields) -> Any:
            value = inner(instance, fields)
            return len(value) if isinstance(value, list) else None

        return length
    if kind == "default":  # the field, or its fallback, which later reads of it then read
        path, fallback = args
        field, otherwise = _field(path, readers), compile_operand(fallback, readers)

        def default(instance: Mapping[str, Any], fields: Fields) -> Any:
            value = field(instance, fields)
            if value is None:
                value = otherwise(instance, fields)
                fields[path] = (value, True)  # type: ignore[index]  # records: see Comparison
            return value

        return default
    parts = [compile_operand(arg, readers) for arg in _arguments(kind, args)]
    return lambda instance, fields: compute(kind, [part(instance, fields) for part in parts])


def operand_value(definition: Mapping[str, Any], operand: Any, instance: Mapping[str, Any]) -> Any:
    """The value of ``operand`` of the rule ``definition`` for ``instance``, read as the
    rule reads it (its ``defaults``; no schema defaults): what a rule's arithmetic gives,
    for code that fills in what the rule holds (a selection's unset brackets)."""
    reads = reads_of(definition, {})
    readers = {path: _reader(path, reads) for path in paths_of(operand)}
    return compile_operand(operand, readers)(instance, {})


def kinds_of(operand: Any) -> list[str]:
    """Every operand kind an operand holds (itself and inside)."""
    if not isinstance(operand, Mapping):
        return []
    ((kind, args),) = operand.items()
    return [kind, *(found for arg in _arguments(kind, args) for found in kinds_of(arg))]


def paths_of(operand: Any) -> list[str]:
    """Every field path an operand reads."""
    if isinstance(operand, str):
        return [operand]
    if not isinstance(operand, Mapping):
        return []
    ((kind, args),) = operand.items()
    return [path for arg in _arguments(kind, args) for path in paths_of(arg)]


def _numberish(value: Any) -> bool:
    return value is PAST_RANGE or is_number(value)


def _text(value: Any) -> str:
    return repr(value) if value is PAST_RANGE else value_text(value)


class Comparison:
    """One comparison entry. It holds when its ``when`` fields do not all match, or an
    operand is not a number (for a comparison of ``values``: nor both strings, both lists
    or both objects), or the comparison holds; an operand past ±(2**53 - 1) breaks it (the
    arithmetic would not be exact). ``{"each": path}`` on the left compares each number
    item of that list in turn."""

    __slots__ = (
        "_each", "_left", "_records", "_right", "_when", "definition", "each", "left", "reads",
        "right", "says", "test", "values", "when",
    )  # fmt: skip

    def __init__(self, definition: Mapping[str, Any], properties: Mapping[str, Any]) -> None:
        self.definition = definition
        row = VOCABULARY["comparisons"][definition["op"]]
        self.test: Callable[[Any, Any], Any] = COMPARISONS[definition["op"]]
        self.says: str = row["says"]
        #: whether it also compares two strings, two lists or two objects
        self.values = row["compares"] == "values"
        self.left = definition["left"]
        self.right = definition["right"]
        self.each: str | None = self.left["each"] if isinstance(self.left, Mapping) and (
            "each" in self.left
        ) else None  # fmt: skip
        self.when: tuple[tuple[str, Any], ...] = tuple(definition.get("when", {}).items())
        self.reads = reads_of(definition, properties)
        paths = [*dict(self.when), *paths_of(self.left), *paths_of(self.right)]
        readers = {path: _reader(path, self.reads) for path in paths}
        self._when = tuple((_field(name, readers), wanted) for name, wanted in self.when)
        self._each = _field(self.each, readers) if self.each is not None else None
        self._left = compile_operand(self.left, readers)
        self._right = compile_operand(self.right, readers)
        #: whether an evaluation records what it reads even for a verdict (a ``default``
        #: operand writes its fallback for later reads of its field)
        self._records = "default" in kinds_of(self.left) + kinds_of(self.right)

    def evaluate(
        self, instance: Mapping[str, Any], record: bool = False
    ) -> tuple[dict[str, tuple[Any, bool]], Any, Any, int] | None:
        """``None`` when the rule holds, else the fields read (where ``record``), both
        values and the index of the failing item (``each``; -1 otherwise)."""
        fields: Fields = {} if record or self._records else None
        for field, wanted in self._when:
            if not same(field(instance, fields), wanted):
                return None
        test = self.test
        if self._each is not None:
            items = self._each(instance, fields)
            right = self._right(instance, fields)
            if not isinstance(items, list) or not _numberish(right):
                return None
            for index, item in enumerate(items):
                if type(item) in NUMBER_KINDS and (right is PAST_RANGE or not test(item, right)):
                    return fields or {}, item, right, index
            return None
        left = self._left(instance, fields)
        right = self._right(instance, fields)
        if type(left) in NUMBER_KINDS and type(right) in NUMBER_KINDS:
            return None if test(left, right) else (fields or {}, left, right, -1)
        if left is PAST_RANGE or right is PAST_RANGE:
            both = _numberish(left) and _numberish(right)
            return (fields or {}, left, right, -1) if both else None
        applies = self.values and any(
            isinstance(left, kind) and isinstance(right, kind) for kind in (str, list, dict)
        )
        return (fields or {}, left, right, -1) if applies and not test(left, right) else None

    def holds(self, instance: Mapping[str, Any]) -> bool:
        return self.evaluate(instance) is None

    def problems(self, instance: Mapping[str, Any]) -> list[tuple[list[str | int], str]]:
        """``[(where, message)]``: the one problem of an object that breaks the rule (where:
        the left operand's first field; for ``each``, the list, its message naming the
        item), or none."""
        found = self.evaluate(instance, record=True)
        if found is None:
            return []
        fields, left_value, right_value, index = found
        field = first_field(self.left)
        where: list[str | int] = [*field.split("/")] if field else []
        left_label = label(self.left) + (f"[{index}]" if index >= 0 else "")
        tail = MESSAGES["default"]
        shown, direct = [], set()
        for operand, text, value in (
            (self.left, left_label, left_value), (self.right, label(self.right), right_value),
        ):  # fmt: skip
            path = direct_field(operand)
            if path is not None:
                direct.add(path)
            if not is_number(operand):
                default = path is not None and fields[path][1]
                shown.append(f"{text}={_text(value)}{tail if default else ''}")
        whens = {name for name, _ in self.when}
        extra = [
            f"{label(path)}={_text(value)}{tail if is_default else ''}"
            for path, (value, is_default) in fields.items()
            if path not in direct and path not in whens
        ]
        got = " and ".join(shown) + (f", with {', '.join(extra)}" if extra else "")
        message = MESSAGES["comparison"].format(
            left=left_label, says=self.says, right=label(self.right), got=got,
            description=self.definition["description"],
        )  # fmt: skip
        return [(where, message)]
