"""Build JSON data from PyYAML's event stream, counting the work as it goes.

PyYAML's parser (the pure-Python one ``yaml.safe_load`` uses, so that syntax is accepted
exactly as AgileRL accepts it) yields events; this module turns them into dicts, lists
and scalars itself instead of composing a node graph first. libyaml's C parser (PyYAML's
``CBaseLoader``, when PyYAML was built with libyaml) yields the same events about 30 times faster,
so it reads every text that holds none of the constructs where the two differ
(:mod:`.parsers`); a text libyaml refuses is read again by the pure parser, whose verdict
and error are the ones reported. The verdict, values, positions and errors are the pure
parser's either way (a differential fuzz, tests/models/test_text_readers.py, holds them
equal).

Every value is counted against :data:`~.limits.MAX_VALUES` when it is created, an alias
as the number of values it expands to, so alias bombs and merge-key bombs (``<<: [*b,
*b, ...]``) are refused after linear work. An alias inserts the anchored value itself (no
copy).

Merge keys: ``<<`` takes a mapping or a list of mappings; keys written in the mapping
win over merged ones. A key merged from two mappings with different values is refused:
which one wins is not the same in every reader (YAML's merge rule and PyYAML 6.0.3 take
the first, PyYAML 6.0.4 the last), so the verdict never depends on PyYAML's version.
Duplicate keys written in one mapping are refused (PyYAML silently keeps the last).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

import yaml
from yaml import events

from agilerl.models._text import parsers, scalars
from agilerl.models._text.limits import LIMIT_RULE, Budget, TextError, check_depth
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
    notes: Mapping[Path, str] = field(default_factory=dict)
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


class Notes(Mapping[Path, str]):
    """The reading note of each path where a plain scalar's readings differ
    (:func:`.scalars.note`), worded only when asked for: most are never read, and most
    scalars have none. A path given several scalars (the keys of a mapping are noted at
    its path) keeps the note of the last that has one."""

    def __init__(self) -> None:
        self.version = (1, 1)
        self.scalars: dict[Path, list[tuple[str, Any]]] = {}
        self._told: dict[Path, str | None] = {}  # each path worded once at most

    def add(self, path: Path, value: str, got: Any) -> None:
        """Note the plain scalar ``value``, read as ``got``, at ``path``."""
        found = self.scalars.get(path)
        if found is None:
            self.scalars[path] = [(value, got)]
        else:
            found.append((value, got))

    def __getitem__(self, path: Path) -> str:
        if path not in self._told:
            noted = self.scalars[path]
            told = (scalars.note(value, self.version, got) for value, got in reversed(noted))
            self._told[path] = next((note for note in told if note is not None), None)
        told_here = self._told[path]
        if told_here is None:
            raise KeyError(path)
        return told_here

    def __iter__(self) -> Iterator[Path]:
        return (path for path in self.scalars if path in self)

    def __len__(self) -> int:
        return sum(1 for _ in self)


@dataclass
class _Frame:
    path: Path
    where: tuple[int, int]
    anchor: str | None
    mapping: bool
    items: Any
    flow: bool = False
    size: int = 1
    key: Any = _KEY
    key_where: tuple[int, int] = (0, 0)
    merges: list[tuple[dict[str, Any], tuple[int, int]]] = field(default_factory=list)
    merge_list: list[Any] | None = None


class _Builder:
    def __init__(
        self, text: str, libyaml: bool, questions: bool = False, empties: bool = False
    ) -> None:
        """Read ``text`` with libyaml's parser (``libyaml``, when PyYAML has it) or the
        pure one; give up (:class:`.parsers.Doubt`) where they differ: on a ``?`` with
        ``questions``, on an empty value of a flow mapping with ``empties``."""
        self.text = text
        self.questions = questions
        c_parser = parsers.CParser if libyaml else None
        self.libyaml = c_parser is not None
        self.empties = empties and c_parser is not None
        self.loader = yaml.SafeLoader(text) if c_parser is None else c_parser(text)
        # libyaml marks the end of a text without a final line break on one more line
        # (column 1): PyYAML marks it where the text ends.
        end = c_parser is not None and not text.endswith("\n")
        self.end = len(text) if end else -1
        self.end_where = (text.count("\n") + 1, len(text) - text.rfind("\n")) if end else (1, 1)
        self.budget = Budget()
        self.marks: Marks = {}
        self.notes = Notes()
        self.anchors: dict[str, tuple[Any, int, Path]] = {}
        self.aliases: dict[Path, Path] = {}
        self.open_anchors: set[str] = set()
        self.stack: list[_Frame] = []
        self.version = (1, 1)

    def _pure_event(self) -> Any:
        """The pure parser's next event. Its scanner calls ``chr()`` on a ``\\U`` escape
        past U+10FFFF (a ValueError or OverflowError, not a YAML error): refused as the
        syntax error it is, at the backslash (libyaml refuses it too)."""
        try:
            return self.loader.get_event()
        except (ValueError, OverflowError):  # chr(0x110000), chr(0xFFFFFFFF)
            at = self.loader.get_mark()  # the escape's hex digits, after "\\U"
            code = self.text[at.index : at.index + 8]
            mark = yaml.Mark(at.name, at.index - 2, at.line, at.column - 2, None, 0)
            raise yaml.scanner.ScannerError(
                "while scanning a double-quoted scalar",
                None,
                f"the escape \\U{code} is past U+10FFFF, the last Unicode character",
                mark,
            ) from None

    def _where(self, event: events.Event) -> tuple[int, int]:
        mark = event.start_mark
        if mark is None:
            return (1, 1)
        if mark.index == self.end:
            return self.end_where
        return (mark.line + 1, mark.column + 1)

    def run(self) -> Parsed:
        try:
            return self._document()
        finally:
            self.loader.dispose()

    def _document(self) -> Parsed:
        get: Callable[[], Any] = self.loader.get_event if self.libyaml else self._pure_event
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
                *self._where(start),
            )
        self.version = self.notes.version = version
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
                *self._where(after),
            )
        return Parsed(root[0], self.marks, self.notes, self.aliases)

    def _event(self, event: Any, root: list[Any]) -> None:
        """Take one event (a node's, or the end of a collection's: told apart by type,
        which is faster than isinstance and which mypy does not narrow, hence Any)."""
        kind = type(event)
        if kind is events.MappingEndEvent or kind is events.SequenceEndEvent:
            frame = self.stack.pop()
            value = _merged(frame) if frame.mapping else frame.items
            self._done(value, frame.size, frame.anchor, frame.where, root, frame.path)
            return
        at = self._where(event)  # where this node itself is written (``where``: its key)
        path, where, is_key = self._slot(event, at)
        if self.empties and kind is events.ScalarEvent and not is_key and _in_flow_map(self.stack):
            parsers.check_empty(event)  # before the value is counted
        if kind is events.AliasEvent:
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
        anchor = event.anchor
        if anchor is not None and (anchor in self.anchors or anchor in self.open_anchors):
            raise TextError(f"anchor &{anchor} is defined twice", *at, path)
        if kind is events.ScalarEvent:
            if self.questions and self.stack and self.stack[-1].flow:
                parsers.check_question(event)
            value = self._scalar(event, path, at)
            if is_key and value is not _MERGING and not isinstance(value, str):
                raise self._not_a_string(value, event, path)
            self._done(value, 1, anchor, where, root, path)
            return
        mapping = kind is events.MappingStartEvent
        tag = event.tag
        wanted = f"{scalars.CORE}{'map' if mapping else 'seq'}"
        if tag not in (None, "!", wanted):
            raise TextError(f"tag {tag!r} is not allowed in a manifest", *at, path)
        check_depth(len(self.stack) + 1, *at, path)
        if anchor is not None:
            self.open_anchors.add(anchor)
        flow = bool(event.flow_style)
        self.stack.append(_Frame(path, where, anchor, mapping, {} if mapping else [], flow))

    def _slot(
        self, event: events.Event, where: tuple[int, int]
    ) -> tuple[Path, tuple[int, int], bool]:
        """The path the next node (written at ``where``) fills, the mark recorded for it,
        and whether it is a key."""
        if not self.stack:
            return (), where, False
        frame = self.stack[-1]
        if not frame.mapping:
            return (*frame.path, len(frame.items)), where, False
        if frame.key is _KEY:
            if type(event) is not events.ScalarEvent:
                what = "an alias" if type(event) is events.AliasEvent else "a collection"
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
        if event.tag in (None, "!") and plain and not event.style:  # libyaml: '' for plain
            self.notes.add(path, value, got)
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
        at = (*frame.path, key)
        if key in frame.items:
            first = self.marks.get(at, (0, 0))[0]
            raise TextError(f"duplicate key {key!r} (first at line {first})", *where, at)
        self.marks[at] = where
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
        return TextError(message, *self._where(event), path)

    def _merge(self, frame: _Frame, value: Any, where: tuple[int, int]) -> None:
        sources = value if isinstance(value, list) else [value]
        if not sources or not all(isinstance(s, dict) for s in sources):
            raise TextError(
                "the merge key << takes a mapping or a list of mappings", *where, frame.path
            )
        frame.merges.extend((source, where) for source in sources)
        frame.key = _KEY


def _in_flow_map(stack: list[_Frame]) -> bool:
    """Whether the next node is in a flow mapping (``{a: ...}``, ``[a: ...]``)."""
    return bool(stack) and stack[-1].flow and stack[-1].mapping


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


def parse_yaml_document(text: str, *, libyaml: bool = True) -> Parsed:
    """Read one YAML document (raises :class:`TextError`, or PyYAML's ``MarkedYAMLError``
    for a syntax error, which :mod:`.hints` explains).

    With ``libyaml`` (the default), libyaml's C parser reads the text when PyYAML has it
    and :func:`.parsers.needs_pure_reader` is false; whatever libyaml refuses is read again
    by the pure parser. ``libyaml=False`` reads with the pure parser alone: the same
    results, slower.
    """
    try:
        if libyaml and parsers.CParser is not None and not parsers.needs_pure_reader(text):
            questions = parsers.questions(text)
            try:
                return _Builder(text, libyaml=True, questions=questions, empties=True).run()
            except (yaml.YAMLError, parsers.Doubt):
                pass  # the pure parser's verdict and error are the ones reported
            except TextError:
                # libyaml may read a "?" otherwise before the scalar that holds it (the
                # start of a mapping "[a?b: c]"): a refusal there is the pure parser's
                if not questions:
                    raise
        return _Builder(text, libyaml=False).run()
    except RecursionError:  # pragma: no cover - depth is limited far below this
        raise TextError("the document is nested too deeply", rule=LIMIT_RULE) from None
