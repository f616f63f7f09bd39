"""What a YAML scalar means: YAML 1.1 as PyYAML reads it (the default), or YAML 1.2 core.

AgileRL reads manifests with PyYAML, whose plain scalars follow YAML 1.1: ``100_000`` is an
integer, ``yes`` is true, ``0755`` is octal, ``1:30`` is 90, and ``1e-4`` (no dot) is a
string. A document that starts with ``%YAML 1.2`` is read with the YAML 1.2 core schema.
Each plain scalar whose two readings differ gets a *note*, added to any problem found at
its path, so that a refusal names both readings and the fix. Values JSON has no type for
(dates, ``.inf``, ``.nan``, PyYAML's ``=``) are refused with the fix. Explicit tags must
fit their value: ``!!int "abc"``, ``!!bool "maybe"`` and ``!!null "0.5"`` are refused.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any, TypeVar

from yaml.resolver import Resolver

from agilerl.models._text.limits import MAX_NUMBER_CHARS

CORE = "tag:yaml.org,2002:"
STR, INT, FLOAT, BOOL, NULL = (f"{CORE}{t}" for t in ("str", "int", "float", "bool", "null"))
MERGE = f"{CORE}merge"

_Number = TypeVar("_Number", int, float)

_CORE12 = (
    (BOOL, re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$")),
    (NULL, re.compile(r"^(?:~|null|Null|NULL|)$")),
    (INT, re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$")),
    (
        FLOAT,
        re.compile(
            r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
            r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"
        ),
    ),
    (MERGE, re.compile(r"^<<$")),
)
_CORE12_BY_TAG = dict(_CORE12)
_NULL11 = frozenset({"", "~", "null", "Null", "NULL"})
_BOOL11 = {"yes": True, "no": False, "true": True, "false": False, "on": True, "off": False}
# Spellings yaml-language-server's YAML 1.1 reads differently from PyYAML (see docs/yaml.md).
_EDITOR11 = re.compile(
    r"^(?:[yYnN]|[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+|[-+]?\.[0-9_]+"
    r"|[-+]?0[0-7_]*[89][0-9_]*|[-+]?0[0-9_]*(?::[0-5]?[0-9])+)$"  # linear: no nested choice
)


class ScalarError(ValueError):
    """The scalar cannot be read as a JSON value; the message says why and the fix."""


def resolve(value: str, version: tuple[int, int]) -> str:
    """The tag of a plain scalar under YAML ``version`` (1.1: PyYAML's resolver, read
    from its table of implicit resolvers as ``Resolver.resolve`` reads it)."""
    if version == (1, 2):
        for tag, pattern in _CORE12:
            if pattern.match(value):
                return tag
        return STR
    table = Resolver.yaml_implicit_resolvers
    for key in (value[:1], None):  # the resolvers of the first character, then any
        for tag, pattern in table.get(key, ()):
            if pattern.match(value):
                return str(tag)
    return STR


def construct(tag: str, value: str, version: tuple[int, int], plain: bool) -> Any:
    """The JSON value of a scalar with ``tag``; :class:`ScalarError` when it has none."""
    if tag == STR:
        return value
    shown = _show(value)
    if tag in (INT, FLOAT) and len(value) > MAX_NUMBER_CHARS:
        raise ScalarError(f"a number of {len(value)} characters (at most {MAX_NUMBER_CHARS})")
    pattern = _CORE12_BY_TAG.get(tag)
    if version == (1, 2) and not plain and pattern is not None and not pattern.match(value):
        raise ScalarError(f"{shown} is not a YAML 1.2 {tag.removeprefix(CORE)}")
    try:
        if tag == INT:
            return _int11(value) if version != (1, 2) else _int12(value)
        if tag == FLOAT:
            number = _float(value)
            if not math.isfinite(number):
                raise ScalarError(f"{shown} is not a JSON number (JSON has no infinity or NaN)")
            return number
    except ScalarError:
        raise
    except (ValueError, IndexError):
        raise ScalarError(f"{shown} is not {'an integer' if tag == INT else 'a number'}") from None
    if tag == BOOL:
        found = _BOOL11.get(value.lower()) if version != (1, 2) else value.lower() == "true"
        if found is None:
            raise ScalarError(f"{shown} is not a boolean (true or false)")
        return found
    if tag == NULL:
        if value not in _NULL11:
            raise ScalarError(f"!!null tags an empty value, ~ or null, not {shown}")
        return None
    if tag == f"{CORE}timestamp":
        raise ScalarError(
            f"YAML 1.1 (PyYAML) reads {value} as a date, which JSON has no type for; "
            f"quote it ('{value}') to keep the text"
        )
    if tag in (f"{CORE}value", f"{CORE}yaml"):
        raise ScalarError(
            f"YAML 1.1 (PyYAML) reads a bare {value} as a special value it cannot load; "
            f"quote it ('{value}')"
        )
    raise ScalarError(f"tag {tag!r} is not allowed in a manifest")


def note(value: str, version: tuple[int, int], got: Any) -> str | None:
    """How the other YAML version (or a YAML 1.1 editor) reads this plain scalar, and the
    fix; None when every reader agrees."""
    if len(value) > MAX_NUMBER_CHARS:
        return None  # too long for a number in any reading: a string wherever it is kept
    other = (1, 1) if version == (1, 2) else (1, 2)
    their_tag = resolve(value, other)
    editor = version != (1, 2) and _EDITOR11.match(value) is not None
    if their_tag == STR and isinstance(got, str) and not editor:
        return None
    try:
        theirs: Any = construct(their_tag, value, other, plain=True)
    except ScalarError:
        theirs = _NOTHING
    mine = f"YAML {version[0]}.{version[1]}"
    if theirs is not _NOTHING and _same(theirs, got):
        if not editor:
            return None
        return (
            f"{mine} as PyYAML reads it gives {_describe(got)}, but yaml-language-server's "
            f"YAML 1.1 reads {value} as a {'boolean' if value in 'yYnN' else 'number'}; "
            f"{_fix(value, got)}"
        )
    seen = f"YAML {other[0]}.{other[1]}"
    told = "something JSON cannot hold" if theirs is _NOTHING else _describe(theirs)
    return f"{mine} reads {value} as {_describe(got)}, {seen} as {told}; {_fix(value, got)}"


_NOTHING = object()


def _same(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b


def _describe(value: Any) -> str:
    if isinstance(value, str):
        return f"the string {_show(value)}"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    return f"the number {value!r}"


def _fix(value: str, got: Any) -> str:
    if isinstance(got, str):
        for reader in (_int11, _float):
            try:
                number = reader(value.replace("_", ""))
            except (ValueError, IndexError):
                continue
            if isinstance(number, int) or math.isfinite(number):  # ints pass any float
                return f"for a number write {dump_number(number)}, for text quote it ('{value}')"
        return f"quote it ('{value}') for text, or write true / false for a boolean"
    agreed = "null" if got is None else dump_number(got)
    return f"write {agreed}, which every reader agrees on, or quote it ('{value}') for text"


def dump_number(number: float | int) -> str:
    """``number`` written so that YAML 1.1, YAML 1.2 and JSON read the same value."""
    if isinstance(number, bool | int):
        return str(number).lower() if isinstance(number, bool) else str(number)
    text = repr(number)
    if "e" in text and "." not in text.split("e")[0]:
        text = text.replace("e", ".0e")
    if "e" in text and text.split("e")[1][0] not in "+-":
        text = text.replace("e", "e+")
    return text


def _show(value: str) -> str:
    return repr(value) if len(value) <= 40 else repr(value[:37] + "...")


def _int11(value: str) -> int:
    text = value.replace("_", "")
    sign = -1 if text[0] == "-" else 1
    if text[0] in "+-":
        text = text[1:]
    if text == "0":
        return 0
    if text.startswith("0b"):
        return sign * int(text[2:], 2)
    if text.startswith("0x"):
        return sign * int(text[2:], 16)
    if text[0] == "0":
        return sign * int(text, 8)
    return sign * (_base60(text, int) if ":" in text else int(text))


def _int12(value: str) -> int:
    if value.startswith("0o"):
        return int(value[2:], 8)
    if value.startswith("0x"):
        return int(value[2:], 16)
    return int(value)


def _float(value: str) -> float:
    text = value.replace("_", "").lower()
    sign = -1.0 if text[:1] == "-" else 1.0
    if text[:1] in "+-":
        text = text[1:]
    if text == ".inf":
        return sign * math.inf
    if text == ".nan":
        return math.nan
    return sign * (_base60(text, float) if ":" in text else float(text))


def _base60(text: str, digit: Callable[[str], _Number]) -> _Number:
    """YAML 1.1's sexagesimal number (``1:30`` is 90), each part read by ``digit``."""
    total = digit("0")
    for part in text.split(":"):
        total = total * 60 + digit(part)
    return total
