"""The values ``x-rules`` reads, and how its messages write them.

The scope of the vocabulary's Python expressions (``tools/codegen/x_rules.json``):
:func:`json_equal` is ``==``. ``tools/codegen/ts/rules.js`` is the JavaScript twin: the
same equality, the same text for every value.
"""

from __future__ import annotations

from typing import Any

#: Largest magnitude of a number in a document, and of a value arithmetic computes: past
#: it, JSON readers and languages disagree (a JavaScript number holds integers exactly up
#: to 2**53 - 1 only).
MAX_SAFE_INTEGER = 2**53 - 1

#: The types of a JSON number in the data the keyword reads: jsonschema-rs hands it
#: exact JSON types (a ``bool`` is of type ``bool``, not a number). A rule's hot path
#: tests ``type(value) in NUMBER_KINDS`` itself: this set is the definition.
NUMBER_KINDS = frozenset({int, float})


def is_number(value: Any) -> bool:
    """A JSON number: an int or a float, not a bool (:data:`NUMBER_KINDS`)."""
    return type(value) in NUMBER_KINDS


def is_integer(value: Any) -> bool:
    return is_number(value) and (isinstance(value, int) or value.is_integer())


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


def number_text(value: Any) -> str:
    """A value in a message: a number as JSON writes it (``2``, not ``2.0``; ``-0`` keeps
    its sign, as JavaScript can tell it too), else ``repr``."""
    if type(value) is float and value.is_integer():
        text = str(int(value))
        return "-0" if text == "0" and str(value)[0] == "-" else text
    return repr(value)


def value_text(value: Any) -> str:
    """A value in a message: numbers as JSON writes them, strings as ``repr``, lists and
    objects item by item the same way."""
    if isinstance(value, list):
        return "[" + ", ".join(value_text(item) for item in value) + "]"
    if isinstance(value, dict):
        items = (f"{key!r}: {value_text(item)}" for key, item in value.items())
        return "{" + ", ".join(items) + "}"
    return number_text(value)
