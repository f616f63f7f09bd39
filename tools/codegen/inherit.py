"""Inherited fields, written once: the first step of :func:`compose.compose`.

A class that derives from another (``x-extends``, the shipped hierarchy; ``x-python-base``,
a generated class of the same file) and the section of a registered algorithm
(``x-section-of``, over a class that derives from another) are written in ``schema/`` with
only the fields they add or change. Their published schema
lists every field, as a validator needs (JSON Schema has no inheritance), in the order
pydantic gives a derived class: the parent's fields first, each in its place (a field the
class changes replaces the parent's there), then the class's new ones in their written
order. A section writes no ``name``: :func:`compose.named_sections` puts the registry's
first, after this step.

A class's fields (:func:`Fields.of`) are its parent's, then its own ``properties``, then
those its section writes: an algorithm's class is a ``$ref`` to its section, which holds
the fields. Generation fails on a parent that does not exist or a
loop of parents; ``tests/codegen/test_registry.py`` shows the forms.
"""

from __future__ import annotations

import copy
import posixpath
from typing import Any

import registry as reg

Schemas = dict[str, dict[str, Any]]


def parent(stem: str, ref: str) -> tuple[str, str]:
    """(stem, class) of an ``x-extends`` target, written relative to ``stem``'s file."""
    path, _, name = ref.partition("#/$defs/")
    folder = stem.rpartition("/")[0]
    other = stem if not path else posixpath.normpath(posixpath.join(folder, path))
    return other.removesuffix(".schema.json"), name


class Fields:
    """Every class's fields, as written in ``sources`` (the hand-written schemas)."""

    def __init__(self, sources: Schemas) -> None:
        self.sources = sources
        self._done: dict[tuple[str, str], dict[str, Any]] = {}
        self._busy: set[tuple[str, str]] = set()

    def _class(self, stem: str, name: str) -> dict[str, Any]:
        node = self.sources.get(stem, {}).get("$defs", {}).get(name)
        if not isinstance(node, dict):
            raise reg.RegistryError(f"schema/{stem}.schema.json: no class {name} in its $defs")
        return node

    def _section(self, stem: str, name: str) -> dict[str, Any] | None:
        for node in self.sources[stem].get("$defs", {}).values():
            if isinstance(node, dict) and node.get("x-section-of") == name:
                return node
        return None

    def inherited(self, stem: str, node: dict[str, Any]) -> dict[str, Any]:
        """The fields the class or section ``node`` of ``stem`` inherits (``{}``: none)."""
        cls = node
        if "x-section-of" in node:
            cls = self._class(stem, node["x-section-of"])
        if "x-extends" in cls:
            return self.of(*parent(stem, cls["x-extends"]))
        if "x-python-base" in cls:  # a generated class of the same file
            return self.of(stem, cls["x-python-base"])
        return {}

    def of(self, stem: str, name: str) -> dict[str, Any]:
        """Every field of class ``name`` of ``stem``, in pydantic's order."""
        key = (stem, name)
        if key not in self._done:
            if key in self._busy:
                raise reg.RegistryError(f"schema/{stem}.schema.json: {name} extends itself")
            self._busy.add(key)
            node = self._class(stem, name)
            fields = dict(self.inherited(stem, node))
            fields.update(node.get("properties", {}))
            section = self._section(stem, name)
            if section is not None:
                fields.update(section.get("properties", {}))
            self._busy.discard(key)
            self._done[key] = fields
        return self._done[key]


def merged(inherited: dict[str, Any], written: dict[str, Any]) -> dict[str, Any]:
    """``written`` (a class's own fields) over ``inherited``, in pydantic's order."""
    out = {k: copy.deepcopy(v) for k, v in inherited.items()}
    out.update(written)
    return out


def inherit(sources: Schemas) -> Schemas:
    """``sources`` with every derived class and section given its inherited fields."""
    fields = Fields(sources)
    out = copy.deepcopy(sources)
    for stem, doc in out.items():
        for node in doc.get("$defs", {}).values():
            if not isinstance(node, dict) or "properties" not in node:
                continue
            if {"x-extends", "x-python-base", "x-section-of"} & set(node):
                inherited = fields.inherited(stem, node)
                if inherited:
                    node["properties"] = merged(inherited, node["properties"])
    return out


def own(sources: Schemas, stem: str, node: dict[str, Any]) -> dict[str, Any]:
    """The fields the class or section ``node`` of ``stem`` writes itself: those it adds or
    changes."""
    inherited = Fields(sources).inherited(stem, node)
    return {
        k: v
        for k, v in node.get("properties", {}).items()
        if k not in inherited or inherited[k] != v
    }
