"""Overrides of a manifest's values, as ``--set PATH=VALUE`` gives them on the command line.

``PATH`` is a field path as problems print it (``training.max_steps``,
``environment.wrappers[0]``); ``VALUE`` is read as YAML by the manifest's own reader
(``5`` an integer, ``1e-3`` a float, ``[1, 2]`` a list, ``{n_step: 5}`` a mapping, an
empty value ``null``). An override replaces the value at its path, creating the
mappings on the way that the document lacks; the document is then judged as a whole.

Examples:
    >>> from agilerl.models.overrides import apply_overrides, parse_override
    >>> steps = parse_override("training.max_steps=5_000")
    >>> steps.path, steps.value
    (('training', 'max_steps'), 5000)
    >>> apply_overrides({"training": {"pop_size": 4}}, [steps])
    {'training': {'pop_size': 4, 'max_steps': 5000}}
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from agilerl.models._jsondata import NotJSON, jsonable
from agilerl.models._text import TextError, parse
from agilerl.models._text.limits import MAX_DEPTH, MAX_VALUES

__all__ = ["Override", "OverrideError", "apply_overrides", "parse_override"]

Path = tuple[str | int, ...]

#: One step of a path: a key (no ``.``, ``[`` or ``]`` in it), then any ``[N]`` indices.
_STEP = re.compile(r"([^.\[\]]+)((?:\[\d+\])*)")
#: Longest ``PATH=VALUE`` taken (the value is read by the reader, within its own limits).
MAX_OVERRIDE_CHARS = 100_000


class OverrideError(ValueError):
    """An override that cannot be read or applied: ``--set TEXT: REASON``."""

    def __init__(self, text: str, reason: str, override: Override | None = None) -> None:
        super().__init__(f"--set {text}: {reason}")
        self.reason = reason
        """Why, without the override's text."""
        self.override = override
        """The override, when it was read (it is then one that cannot be applied)."""


@dataclass(frozen=True)
class Override:
    """One ``PATH=VALUE``: where, and the value read from its YAML."""

    text: str
    """As given: ``training.max_steps=5000``."""
    path: Path
    """The keys and list indices of ``PATH``."""
    value: Any
    """``VALUE`` read as YAML (JSON data)."""
    notes: Mapping[Path, str] = field(default_factory=dict, compare=False)
    """The reader's notes on the value (``1e-3`` is a string in YAML 1.1), by path
    within it."""

    def covers(self, path: Path) -> bool:
        """Whether ``path`` is this override's path or lies inside the value it sets."""
        return path[: len(self.path)] == self.path

    def note(self, path: Path) -> str | None:
        """The reader's note on the value at ``path`` (a path of the document)."""
        return self.notes.get(path[len(self.path) :]) if self.covers(path) else None


def _path(text: str, whole: str) -> Path:
    """The steps of ``text``, within the document's limits: at most :data:`MAX_DEPTH`
    steps (each is one mapping or list deeper), no index past the most items a list can
    hold (:data:`MAX_VALUES`)."""
    parts: list[str | int] = []
    for step in text.split("."):
        match = _STEP.fullmatch(step)
        if match is None:
            raise OverrideError(
                whole,
                f"{text!r} is not a field path (keys joined by '.', list indices as [0]: "
                "training.max_steps, environment.wrappers[0])",
            )
        parts.append(match.group(1))
        for index in re.findall(r"\d+", match.group(2)):
            if len(index) > len(str(MAX_VALUES)) or int(index) >= MAX_VALUES:
                shown = index if len(index) <= 12 else f"{index[:12]}..."
                raise OverrideError(
                    whole,
                    f"[{shown}] is past the end of any list (a manifest holds at most "
                    f"{MAX_VALUES} values)",
                )
            parts.append(int(index))
    if len(parts) > MAX_DEPTH:
        raise OverrideError(
            whole,
            f"a path of {len(parts)} steps, more than {MAX_DEPTH} (a manifest nests at "
            f"most {MAX_DEPTH} mappings or lists)",
        )
    return tuple(parts)


def parse_override(text: str) -> Override:
    """``PATH=VALUE`` read; :class:`OverrideError` naming it when it cannot be."""
    if len(text) > MAX_OVERRIDE_CHARS:
        raise OverrideError(
            f"{text[:40]}...", f"an override is at most {MAX_OVERRIDE_CHARS:,} characters"
        )
    name, equals, raw = text.partition("=")
    if not equals:
        raise OverrideError(text, "expected PATH=VALUE (training.max_steps=5000)")
    path = _path(name.strip(), text)
    if not raw.strip():  # YAML's empty value (the reader refuses an empty document)
        return Override(text, path, None)
    try:
        read = parse(raw)
    except TextError as exc:
        raise OverrideError(text, f"VALUE is not YAML: {exc.message}") from None
    return Override(text, path, read.data, read.notes)


def _describe(value: Any) -> str:
    if isinstance(value, dict):
        return "a mapping"
    return "a list" if isinstance(value, list) else f"the value {value!r}"


def apply_overrides(data: Any, overrides: Sequence[Override]) -> Any:
    """``data`` with each override applied in turn; ``data`` itself is not changed.

    Each container on an override's path is copied before it is changed (once, however
    many overrides change it), so a value the document repeats (a YAML alias) changes
    only where the path says. The document they make is held to the reader's limits
    (values, depth, numbers: :func:`~agilerl.models._jsondata.jsonable`), which each
    value alone was read within.
    """
    fresh: dict[int, Any] = {}  # the copies made here, by id: changed in place from then on
    for override in overrides:
        path = override.path
        if not path or not isinstance(path[0], str):
            raise OverrideError(override.text, "the path must start with a field name", override)
        for step in path:
            if not isinstance(step, str) and (isinstance(step, bool) or step < 0):
                raise OverrideError(
                    override.text, f"[{step!r}] is not a list index (0, 1, ...)", override
                )
        data = _set(data, path, override.value, override, (), fresh)
    if overrides:
        try:
            jsonable(data)  # the one conversion's limits, the document's values counted
        except NotJSON as exc:
            where = exc.problem.path
            named = [o for o in overrides if o.covers(where)] or overrides
            raise OverrideError(named[-1].text, exc.problem.message, named[-1]) from None
    return data


def _copy(node: dict[str, Any] | list[Any]) -> dict[str, Any] | list[Any]:
    return dict(node) if isinstance(node, dict) else list(node)


def _own(node: Any, fresh: dict[int, Any]) -> Any:
    """``node``, copied unless it is a copy this application made already."""
    if id(node) in fresh:
        return node
    copy = _copy(node)
    fresh[id(copy)] = copy
    return copy


def _set(
    node: Any, path: Path, value: Any, override: Override, done: Path, fresh: dict[int, Any]
) -> Any:
    if not path:
        return value
    step, rest = path[0], path[1:]
    if isinstance(step, str):
        if node is None:  # a field the document leaves out (or sets to null)
            node = {}
            fresh[id(node)] = node
        if not isinstance(node, dict):
            where = ".".join(map(str, done)) or "the document"
            raise OverrideError(
                override.text,
                f"{where} is {_describe(node)}, not a mapping; cannot set its field {step!r}",
                override,
            )
        copy = _own(node, fresh)
        copy[step] = _set(node.get(step), rest, value, override, (*done, step), fresh)
        return copy
    if not isinstance(node, list) or step >= len(node):
        size = f"a list of {len(node)}" if isinstance(node, list) else _describe(node)
        raise OverrideError(
            override.text, f"there is no item [{step}] to set ({size} there)", override
        )
    items = _own(node, fresh)
    items[step] = _set(node[step], rest, value, override, (*done, step), fresh)
    return items
