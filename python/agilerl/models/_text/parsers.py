"""The two YAML parsers, and which one reads a text.

PyYAML's pure-Python parser is the reference: ``yaml.safe_load`` reads with it, and so
does AgileRL. libyaml's C parser (PyYAML's public ``CBaseLoader``, when PyYAML was built
with libyaml, as its wheels are: the loader without a constructor's or resolver's work
run, read here event by event) yields the same events about 30 times faster, except on a
few constructs: :func:`needs_pure_reader` finds them in the text, :func:`check_question`
while libyaml reads. tests/models/test_text_readers.py holds the two equal on everything
else (a differential fuzz) and shows each difference.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import yaml
from yaml import events


def _libyaml() -> Callable[[str], Any] | None:
    """PyYAML's ``CBaseLoader`` (its documented loader on libyaml's parser), or ``None``
    where PyYAML was built without libyaml (``yaml.__with_libyaml__`` false): the pure
    parser alone then, with the same results."""
    if not getattr(yaml, "__with_libyaml__", False):
        return None
    return getattr(yaml, "CBaseLoader", None)


#: libyaml's parser (``CParser(text).get_event()``, a ``CBaseLoader``), or None when PyYAML
#: lacks libyaml.
CParser = _libyaml()

#: Where libyaml and PyYAML's pure parser part ways (see :func:`needs_pure_reader`). Each
#: pattern starts with a literal character, which ``re`` finds at the speed of a search.
_PRINTABLE_ASCII = bytes(range(0x20, 0x7F)) + b"\n\r"
_LONE_CR = re.compile(r"\r(?!\n)")
_TAG = re.compile(r"!(?<![0-9A-Za-z]!)")  # a "!" that may start a tag
_DIRECTIVE = re.compile(r"%(?<![^\n]%)(?!YAML 1\.[12]\n)")  # at a line's start
_HEADER_COMMENT = re.compile(  # "|#", ">-#", "|2+#", ...
    r"#(?:(?<=[|>]#)|(?<=[|>][-+0-9]#)|(?<=[|>][-+0-9]{2}#)|(?<=[|>][-+0-9]{3}#))"
)


def needs_pure_reader(text: str) -> bool:
    """Whether ``text`` holds a construct libyaml reads differently from PyYAML's pure
    parser, so that only the pure one may read it.

    The differences (tests/models/test_text_readers.py shows each): a tab (libyaml takes
    some as separators), a line break other than LF or CRLF, a U+FEFF, a character PyYAML
    refuses (libyaml counts lines, columns and errors otherwise; here: any character
    Python does not call printable), a ``!`` that may start a tag (libyaml ends some tags
    at ``,`` and tells ``! x`` otherwise), a directive other than ``%YAML 1.1`` or
    ``%YAML 1.2`` alone on its line, and a comment right after a block scalar's header
    (``|#``: libyaml reads it, PyYAML refuses it). The test is conservative: a text it
    sends to the pure parser costs time, never exactness. One more difference is found
    while libyaml reads: a ``?`` inside a plain scalar of a flow collection (libyaml
    keeps it there, PyYAML ends the scalar). A text with a ``?`` and a flow collection is
    read again by the pure parser when libyaml finds one, or refuses the text. So is a
    text where libyaml finds an empty value in a flow mapping (:func:`check_empty`).
    """
    if text.isascii():  # the common case, at the speed of a copy
        if text.encode("ascii").translate(None, _PRINTABLE_ASCII):
            return True  # a tab or another control character
        if "\r" in text and _LONE_CR.search(text) is not None:
            return True
    elif not text.replace("\r\n", "").replace("\n", "").isprintable():
        return True
    if "!" in text and _TAG.search(text) is not None:
        return True
    if "%" in text and _DIRECTIVE.search(text) is not None:
        return True
    return ("|" in text or ">" in text) and _HEADER_COMMENT.search(text) is not None


class Doubt(Exception):
    """libyaml read a construct PyYAML's pure parser reads otherwise: read it again."""


def questions(text: str) -> bool:
    """Whether a ``?`` may sit inside a plain scalar of a flow collection, where libyaml
    keeps it and PyYAML's pure parser ends the scalar (:func:`check_question`)."""
    return "?" in text and ("[" in text or "{" in text)


def check_question(event: events.ScalarEvent) -> None:
    """A plain scalar of a flow collection that holds a ``?`` is the one place a ``?``
    is read otherwise by the two parsers (anywhere else, in a comment, a quoted scalar or
    as the key indicator, both read it alike)."""
    if not event.style and "?" in event.value:
        raise Doubt


def check_empty(event: events.ScalarEvent) -> None:
    """An empty plain value of a flow mapping (``{a: }``, ``[a: ]``): libyaml marks it
    where the next token starts (the ``}``), PyYAML's pure parser right after the ``:``.
    The mark is seen where the value is the problem (``{<<: }``, the 100,001st value)."""
    if not event.value and not event.style:
        raise Doubt
