"""The one copy a document is judged and built from: exact JSON data that only we hold.

:func:`jsonable` turns any input (a ``dict`` of the caller's, a pydantic model, a mapping)
into a new tree of ``dict``, ``list``, ``str``, ``int``, ``float``, ``bool`` and ``None``,
refusing what JSON has no word for, or too much of it, with :class:`NotJSON`. Every spec
class and ``load_manifest`` judge that copy and build their objects from it, so a
validated object shares no list or dict with its input: a change to the input after (or
during) validation changes no object.

The limits are the manifest reader's (:mod:`agilerl.models._text.limits`), so one document
gets one verdict whether it comes as text or as Python data: nesting past ``MAX_DEPTH``
mappings or lists, more than ``MAX_VALUES`` values (each repeated reference counted again:
a list shared a million times is a million lists), numbers beyond ±(2**53 - 1) (NaN and
the infinities), lone surrogates, keys that are not strings.

Most documents already are exact JSON data. For them the copy is made in C, checked as it
is copied (``exact_copy`` of the extension, :mod:`agilerl._native`): one pass, holding the
GIL and running no Python code, so the copy is the input at one instant even while another
thread edits it. Where it answers ``None`` (anything else, or the extension is not built or
switched off) the copy is made here, in Python, with the same result and the refusal
naming the path; ``tests/models/test_exact.py`` holds the two to each other.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from agilerl import _native
from agilerl.arena.models._schema import SCHEMAS
from agilerl.models._rule_expr import MAX_SAFE_INTEGER
from agilerl.models._text.limits import (
    MAX_DEPTH,
    MAX_VALUES,
    REPEATED_REFERENCES,
    too_many_values,
)
from agilerl.models._text.source import first_surrogate

Path = tuple[str | int, ...]

#: What a number past :data:`MAX_SAFE_INTEGER` is told (after the number itself).
OUT_OF_RANGE = (
    "is out of the range -(2**53-1)..2**53-1 that every JSON reader holds exactly; refused"
)


def format_path(path: Path) -> str:
    """The path written as ``training.max_steps`` / ``environment.wrappers[0]``."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


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
    override: str | None = None
    """The override (``training.max_steps=5000``, given with ``--set``) that wrote the
    value at :attr:`path`, when one did: the problem is in it, not in the text."""

    @property
    def location(self) -> str:
        """The path written as ``training.max_steps`` / ``environment.wrappers[0]``."""
        return format_path(self.path)

    def __str__(self) -> str:
        return f"{self.location or '<root>'}: {self.message}"


#: Integers from here on are named by their size: their text would be cut at 60
#: characters anyway, and past 4,300 digits ``str()`` refuses to write them.
_HUGE = 10**60


def show(value: Any) -> str:
    """``value`` as a problem quotes it: JSON for a scalar, its type for a container."""
    import json

    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= _HUGE:
        return "an integer of more than 60 digits"
    text = json.dumps(value) if isinstance(value, str | int | float | bool | None) else None
    if text is None:
        text = f"a {type(value).__name__}" if isinstance(value, dict | list) else repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


class NotJSON(ValueError):
    """Input that is no JSON data (see :func:`jsonable`): the schema cannot judge it."""

    def __init__(self, path: Path, message: str) -> None:
        super().__init__(f"{format_path(path) or '<root>'}: {message}")
        self.path = path
        self.message = message

    @property
    def problem(self) -> Problem:
        """The one problem of the document (rule ``json``)."""
        return Problem(self.path, self.message, "json")


def _python_copy(value: Any, levels: int, bound: int, values: int) -> Any:
    """``exact_copy`` without the C extension: no copy (``None``), so :func:`jsonable`
    makes every one in Python (the same copy, slower)."""
    return None


_ext = _native.kernels()
#: ``exact_copy(value, MAX_DEPTH, MAX_SAFE_INTEGER, MAX_VALUES)``: a deep copy of ``value``
#: (new dicts and lists, the same immutable scalars) where it is exact JSON data within the
#: limits, else ``None``: a ``dict`` with ``str`` keys, ``list``, ``str``, ``int``,
#: ``float``, ``bool`` or ``None``, each of exactly that type, nested at most ``MAX_DEPTH``
#: mappings or lists deep, at most ``MAX_VALUES`` values counting repeated references, no
#: lone surrogate in a key or a string, every number within ±``MAX_SAFE_INTEGER``. It runs
#: on every document, so it is C (``csrc/exact.c``, the extension of
#: :mod:`agilerl._native`); without the extension (not built, or ``AGILERL_NATIVE=0`` when
#: this module is first imported, with the first spec class or the manifest loader) it
#: answers ``None`` and every copy is made in Python. ``None`` itself is exact, and its
#: copy is itself: it takes the Python path, which gives the same.
exact_copy: Callable[[Any, int, int, int], Any] = _python_copy if _ext is None else _ext.exact_copy
#: ``Judged(MAX_DEPTH, MAX_SAFE_INTEGER, MAX_VALUES, is_valid, rules, build, extra)``: spec
#: validation's fast path for one class, one call of the extension per document
#: (``csrc/exact.c``). Where the document is exact JSON data (the usual case), its copy,
#: made as ``exact_copy`` makes it, is judged (``is_valid(copy)``, then ``rules(copy)``
#: unless ``rules`` is ``None``: a ``ValueError`` is a broken rule) and, when valid,
#: built: ``build(copy)``, or ``build(copy, extra=extra)``; else ``None`` (not exact, or
#: invalid: the caller copies and judges it again in Python, which writes the problems).
#: ``None`` without the extension.
Judged: Callable[..., Callable[[Any], Any]] | None = None if _ext is None else _ext.Judged
#: ``FastValidate(table, method, slow)``: the spec classes' ``model_validate`` with its
#: usual call in C, under ``classmethod()`` (:mod:`agilerl.models._spec_base`): ``(cls,
#: value)`` with no options runs ``table[cls](value)`` (a ``Judged``), and ``slow(cls,
#: value)`` where that gives ``None``; any other call is ``method``'s. ``None`` without the
#: extension.
FastValidate: Callable[..., Callable[..., Any]] | None = None if _ext is None else _ext.FastValidate


def jsonable(value: Any) -> Any:
    """A new copy of ``value`` as exact JSON data: ``dict`` with ``str`` keys, ``list``,
    ``str``, ``int``, ``float``, ``bool``, ``None``; no ``dict`` or ``list`` of the copy is
    one of ``value``'s. The one conversion before the verdict.

    Subclasses of those become their base values (read through the base type, so an
    overridden ``items()`` or ``<=`` changes nothing), tuples become lists, pydantic
    models their fields (``model_dump``, by alias), a set of strings under a key the
    schemas mark ``x-python-set`` (LoRA's ``target_modules``) its sorted list. Anything
    else raises :class:`NotJSON` naming the path: other types (``Decimal``, other sets,
    bytes, dates, any object), NaN and infinities, numbers beyond
    ±:data:`MAX_SAFE_INTEGER`, lone surrogates, non-string keys, a mapping or list that
    holds itself, nesting past :data:`MAX_DEPTH` mappings or lists, more than
    :data:`MAX_VALUES` values counting each repeated reference (the manifest reader's
    limits on text).
    """
    copy = exact_copy(value, MAX_DEPTH, MAX_SAFE_INTEGER, MAX_VALUES)
    return copy if copy is not None else _Copy().value(value, ())


@cache
def _set_fields() -> frozenset[str]:
    """Property names marked ``x-python-set`` in any schema (LoRA's ``target_modules``)."""
    found: set[str] = set()
    for doc in SCHEMAS.values():
        for obj in [doc, *doc.get("$defs", {}).values()]:
            for name, prop in obj.get("properties", {}).items():
                if isinstance(prop, dict) and prop.get("x-python-set"):
                    found.add(name)
    return frozenset(found)


class _Copy:
    """One copy in Python: the values left (:data:`MAX_VALUES` at first) and the mappings
    and lists being copied (a value met again inside itself is a cycle)."""

    def __init__(self) -> None:
        self.left = MAX_VALUES
        self.active: set[int] = set()

    def value(self, value: Any, path: Path) -> Any:
        if self.left <= 0:
            raise NotJSON(path, too_many_values(REPEATED_REFERENCES))
        self.left -= 1
        if isinstance(value, str):
            return self.text(value, path)
        if value is None or value is True or value is False:
            return value
        if isinstance(value, int):
            number: int | float = int.__index__(value)
        elif isinstance(value, float):
            number = float.__float__(value)
            if not math.isfinite(number):
                raise NotJSON(path, f"{number!r} is not a JSON number")
        else:
            return self.container(value, path)
        if not -MAX_SAFE_INTEGER <= number <= MAX_SAFE_INTEGER:
            raise NotJSON(path, f"{show(number)} {OUT_OF_RANGE}")
        return number

    @staticmethod
    def text(value: str, path: Path) -> str:
        text = str.__str__(value)
        if first_surrogate(text) is not None:
            raise NotJSON(path, f"lone surrogate in {text!a}: not Unicode text")
        return text

    def container(self, value: Any, path: Path) -> Any:
        if hasattr(type(value), "__pydantic_fields__") and hasattr(value, "model_dump"):
            try:  # every field, as it holds it: a model_construct'ed object is judged as it is
                value = value.model_dump(by_alias=True, warnings=False)
            except Exception as exc:  # one pydantic cannot even dump
                name = type(value).__name__
                raise NotJSON(path, f"{name} object cannot be read: {exc}") from None
        if isinstance(value, set | frozenset) and path and path[-1] in _set_fields():
            return self.strings(value, path)
        if not isinstance(value, Mapping | list | tuple):
            name = type(value).__name__
            raise NotJSON(path, f"expected JSON data, got {show(value)} ({name}): no JSON type")
        if id(value) in self.active:
            raise NotJSON(path, "the mapping contains itself (a cycle); refused")
        if len(path) >= MAX_DEPTH:
            raise NotJSON(
                path, f"the document nests more than {MAX_DEPTH} mappings or sequences; refused"
            )
        self.active.add(id(value))
        try:
            if isinstance(value, list | tuple):
                # read at once, through the base type: another thread's edit is not met midway
                items = list.copy(value) if isinstance(value, list) else tuple.__iter__(value)
                return [self.value(item, (*path, i)) for i, item in enumerate(items)]
            pairs = [*dict.items(value)] if isinstance(value, dict) else list(value.items())
            out: dict[str, Any] = {}
            for key, item in pairs:
                if not isinstance(key, str):
                    raise NotJSON(path, f"key {key!r} is not a string")
                key = self.text(key, path)
                out[key] = self.value(item, (*path, key))
            return out
        finally:
            self.active.discard(id(value))

    def strings(self, value: set[Any] | frozenset[Any], path: Path) -> list[str]:
        """JSON has no sets: a set of strings is its sorted list (one set, one document)."""
        strings = list(value)
        for item in strings:
            if not isinstance(item, str):
                wrong = f"{show(item)} ({type(item).__name__})"
                raise NotJSON(path, f"a set here holds strings, got {wrong}")
        return sorted(self.value(item, path) for item in strings)
