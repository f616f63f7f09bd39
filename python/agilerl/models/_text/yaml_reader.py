"""Build JSON data from PyYAML's event stream, counting the work as it goes.

PyYAML's parser (the pure-Python one ``yaml.safe_load`` uses, so that syntax is accepted
exactly as AgileRL accepts it) yields events; this module turns them into dicts, lists
and scalars itself instead of composing a node graph first. Every value is counted
against :data:`~.limits.MAX_VALUES` when it is created, an alias as the number of values
it expands to, so alias bombs and merge-key bombs (``<<: [*b, *b, ...]``) are refused
after linear work. An alias inserts the anchored value itself (no copy).

Merge keys: ``<<`` takes a mapping or a list of mappings; keys written in the mapping
win over merged ones. A key merged from two mappings with different values is refused:
which one wins is not the same in every reader (YAML's merge rule and PyYAML 6.0.3 take
the first, PyYAML 6.0.4 the last), so the verdict never depends on PyYAML's version.
Duplicate keys written in one mapping are refused (PyYAML silently keeps the last).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import yaml
from yaml import events

from agilerl.models._text import scalars
from agilerl.models._text.limits import Budget, TextError, check_depth
from agilerl.models._text.source import first_surrogate

Path = tuple[str | int, ...]
Marks = dict[Path, tuple[int, int]]
#: The line breaks of PyYAML (YAML 1.1; CRLF is one): its marks count lines by these.
LINE_BREAKS = "\r\n\x85\u2028\u2029"
_LINE_END = re.compile(f"[{LINE_BREAKS}]")
_KEY = object()  # a mapping frame waiting for its next key
_MERGING = object()  # a mapping frame waiting for the value of its merge key <<


@dataclass
class Parsed:
    """A document read from text: the data, where each path was, and reading notes."""

    data: Any
    marks: Marks = field(default_factory=dict)
    notes: dict[Path, str] = field(default_factory=dict)
    aliases: dict[Path, Path] = field(default_factory=dict)
    """Path of each alias -> path of the anchored value it repeats."""

    def where(self, path: Path) -> tuple[int, int] | None:
        """Line and column of ``path``: inside an alias, where the anchored value was
        written; else of the nearest enclosing value that has a position."""
        for _ in range(len(self.aliases) + 1):
            for cut in range(len(path) - 1, 0, -1):
                target = self.aliases.get(path[:cut])
                if target is not None:
                    path = (*target, *path[cut:])
                    break
            else:
                break
        while path not in self.marks and path:
            path = path[:-1]
        return self.marks.get(path)


@dataclass
class _Frame:
    path: Path
    where: tuple[int, int]
    anchor: str | None
    mapping: bool
    items: Any
    size: int = 1
    key: Any = _KEY
    key_where: tuple[int, int] = (0, 0)
    merges: list[tuple[dict[str, Any], tuple[int, int]]] = field(default_factory=list)
    merge_list: list[Any] | None = None


def _where(event: events.Event) -> tuple[int, int]:
    mark = event.start_mark
    return (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)


class _Builder:
    def __init__(self, text: str) -> None:
        self.text = text
        self.loader = yaml.SafeLoader(text)
        self.budget = Budget()
        self.marks: Marks = {}
        self.notes: dict[Path, str] = {}
        self.anchors: dict[str, tuple[Any, int, Path]] = {}
        self.aliases: dict[Path, Path] = {}
        self.open_anchors: set[str] = set()
        self.stack: list[_Frame] = []
        self.version = (1, 1)

    def run(self) -> Parsed:
        try:
            return self._document()
        finally:
            self.loader.dispose()

    def _document(self) -> Parsed:
        get: Callable[[], events.Event] = self.loader.get_event
        get()  # StreamStart
        start = get()
        if isinstance(start, events.StreamEndEvent):
            raise TextError("the document is empty", 1, 1)
        assert isinstance(start, events.DocumentStartEvent)
        version = start.version or (1, 1)
        if version not in ((1, 1), (1, 2)):
            raise TextError(
                f"%YAML {version[0]}.{version[1]} is not a version we read; "
                "write %YAML 1.1 (PyYAML's reading, the default) or %YAML 1.2",
                *_where(start),
            )
        self.version = version
        root: list[Any] = []
        while True:
            event = get()
            if isinstance(event, events.DocumentEndEvent):
                break
            self._event(event, root)
        after = get()
        if not isinstance(after, events.StreamEndEvent):
            raise TextError(
                "a second YAML document ('---') in the file: a manifest is one document",
                *_where(after),
            )
        return Parsed(root[0], self.marks, self.notes, self.aliases)

    def _event(self, event: events.Event, root: list[Any]) -> None:
        if isinstance(event, events.MappingEndEvent | events.SequenceEndEvent):
            frame = self.stack.pop()
            value = _merged(frame) if frame.mapping else frame.items
            self._done(value, frame.size, frame.anchor, frame.where, root, frame.path)
            return
        path, where, is_key = self._slot(event)
        at = _where(event)  # where this node itself is written (``where``: its key)
        if isinstance(event, events.AliasEvent):
            if event.anchor in self.open_anchors:
                raise TextError(
                    f"alias *{event.anchor} is used inside its own anchor &{event.anchor} "
                    "(a cycle); refused",
                    *at,
                    path,
                )
            if event.anchor not in self.anchors:
                message = f"alias *{event.anchor} has no anchor &{event.anchor} before it"
                raise TextError(message, *at, path)
            value, size, source = self.anchors[event.anchor]
            self.budget.spend(size, *at, path, " once aliases are expanded (an alias bomb?)")
            if path not in self.aliases and path != source:
                self.aliases[path] = source
            self._done(value, size, None, where, root)
            return
        if not is_key:  # keys are names, not values
            self.budget.spend(1, *at, path)
        anchor = getattr(event, "anchor", None)
        if anchor is not None and (anchor in self.anchors or anchor in self.open_anchors):
            raise TextError(f"anchor &{anchor} is defined twice", *at, path)
        if isinstance(event, events.ScalarEvent):
            value = self._scalar(event, path, at)
            if is_key and value is not _MERGING and not isinstance(value, str):
                raise self._not_a_string(value, event, path)
            self._done(value, 1, anchor, where, root, path)
            return
        mapping = isinstance(event, events.MappingStartEvent)
        tag = getattr(event, "tag", None)
        wanted = f"{scalars.CORE}{'map' if mapping else 'seq'}"
        if tag not in (None, "!", wanted):
            raise TextError(f"tag {tag!r} is not allowed in a manifest", *at, path)
        check_depth(len(self.stack) + 1, *at, path)
        if anchor is not None:
            self.open_anchors.add(anchor)
        self.stack.append(_Frame(path, where, anchor, mapping, {} if mapping else []))

    def _slot(self, event: events.Event) -> tuple[Path, tuple[int, int], bool]:
        """The path the next node fills, the mark recorded for it, and whether it is a key."""
        where = _where(event)
        if not self.stack:
            return (), where, False
        frame = self.stack[-1]
        if not frame.mapping:
            return (*frame.path, len(frame.items)), where, False
        if frame.key is _KEY:
            if not isinstance(event, events.ScalarEvent):
                what = "an alias" if isinstance(event, events.AliasEvent) else "a collection"
                raise TextError(f"a key must be a string, got {what}", *where, frame.path)
            return frame.path, where, True  # the key itself: handled in _done
        if frame.key is _MERGING:
            return frame.path, where, False
        return (*frame.path, frame.key), frame.key_where, False

    def _scalar(self, event: events.ScalarEvent, path: Path, where: tuple[int, int]) -> Any:
        value = event.value
        if event.style == '"' and first_surrogate(value) is not None:
            raise TextError(f"lone surrogate in {value!a}: not Unicode text", *where, path)
        plain = event.implicit[0] if self.version != (1, 2) else event.tag is None
        tag = event.tag
        if tag is None or tag == "!":
            tag = scalars.resolve(value, self.version) if plain else scalars.STR
        elif self.version == (1, 2):
            plain = False
        if tag == scalars.MERGE:
            frame = self.stack[-1] if self.stack else None
            if frame is None or not frame.mapping or frame.key is not _KEY:
                message = "<< (the merge key) may only be a key; quote it ('<<')"
                raise TextError(message, *where, path)
            return _MERGING
        try:
            got = scalars.construct(tag, value, self.version, plain=event.tag in (None, "!"))
        except scalars.ScalarError as exc:
            raise TextError(str(exc), *where, path) from None
        if event.tag in (None, "!") and plain and event.style is None:
            told = scalars.note(value, self.version, got)
            if told is not None:
                self.notes[path] = told
        return got

    def _done(
        self,
        value: Any,
        size: int,
        anchor: str | None,
        where: tuple[int, int],
        root: list[Any],
        path: Path = (),
    ) -> None:
        if anchor is not None:
            self.open_anchors.discard(anchor)
            self.anchors[anchor] = (value, size, path)
        if not self.stack:
            self.marks.setdefault((), where)
            root.append(value)
            return
        frame = self.stack[-1]
        frame.size += size
        if not frame.mapping:
            self.marks.setdefault((*frame.path, len(frame.items)), where)
            frame.items.append(value)
        elif frame.key is _KEY:
            self._key(frame, value, where)
        elif frame.key is _MERGING:
            self._merge(frame, value, where)
        else:
            frame.items[frame.key] = value
            frame.key = _KEY

    def _key(self, frame: _Frame, key: Any, where: tuple[int, int]) -> None:
        frame.size -= 1  # a key is not a value
        if key is _MERGING:
            if frame.merges:
                raise TextError("a second merge key << in one mapping", *where, frame.path)
            frame.key = _MERGING
            frame.key_where = where
            return
        if key in frame.items:
            first = self.marks.get((*frame.path, key), (0, 0))[0]
            raise TextError(
                f"duplicate key {key!r} (first at line {first})", *where, (*frame.path, key)
            )
        self.marks[(*frame.path, key)] = where
        frame.key = key
        frame.key_where = where

    def _not_a_string(self, key: Any, event: events.ScalarEvent, path: Path) -> TextError:
        """The refusal of a key YAML reads as a boolean, a number or null. It quotes the
        key as written: the text from where PyYAML read it to the ``:`` or the end of its
        line (found by PyYAML's index, not by its line and column: a column does not
        count a U+FEFF)."""
        start = event.start_mark.index if event.start_mark is not None else 0
        end = _LINE_END.search(self.text, start)
        word = self.text[start : end.start() if end else None].split(":", 1)[0].strip()
        text = word[:40] or "''"
        kind = {bool: "a boolean", int: "an integer", float: "a number"}.get(type(key), "null")
        why = " (YAML 1.1 reads yes/no/on/off as booleans)" if isinstance(key, bool) else ""
        message = f"key {text} is read as {kind}, not a string{why}; quote it ('{text}')"
        return TextError(message, *_where(event), path)

    def _merge(self, frame: _Frame, value: Any, where: tuple[int, int]) -> None:
        sources = value if isinstance(value, list) else [value]
        if not sources or not all(isinstance(s, dict) for s in sources):
            raise TextError(
                "the merge key << takes a mapping or a list of mappings", *where, frame.path
            )
        frame.merges.extend((source, where) for source in sources)
        frame.key = _KEY


def _merged(frame: _Frame) -> dict[str, Any]:
    """The mapping with its merge keys applied. A key merged from two mappings with
    different values is refused (see the module docstring)."""
    if not frame.merges:
        return frame.items  # type: ignore[no-any-return]
    out: dict[str, Any] = {}
    came_from: dict[str, tuple[int, int]] = {}
    for source, where in frame.merges:
        for key, value in source.items():
            if key in frame.items:
                continue  # keys written here win over merged ones
            if key in out and out[key] is not value and out[key] != value:
                lines = sorted({came_from[key][0], where[0]})
                at = " and ".join(f"line {line}" for line in lines)
                raise TextError(
                    f"key {key!r} comes from two merged mappings with different values "
                    f"(merged at {at}); YAML readers differ on which one wins (the YAML "
                    "merge rule and PyYAML 6.0.3 take the first, PyYAML 6.0.4 the last): "
                    "write the key in this mapping to choose",
                    *where,
                    (*frame.path, key),
                )
            if key not in out:
                out[key] = value
                came_from[key] = where
    out.update(frame.items)
    return out


def parse_yaml_document(text: str) -> Parsed:
    """Read one YAML document (raises :class:`TextError`, or PyYAML's ``MarkedYAMLError``
    for a syntax error, which :mod:`.hints` explains)."""
    try:
        return _Builder(text).run()
    except RecursionError:  # pragma: no cover - depth is limited far below this
        raise TextError("the document is nested too deeply") from None
