"""The class a manifest's own values select in a union on a tag, for ``explain --manifest``.

A section that is a union on a tag (``environment`` on ``env_type``: an ``if``/``then``/
``else`` chain, schema/env.schema.json) holds its fields in several classes, and one
field may differ between them (``num_envs``: 32 by default for Gym, unset for an LLM
environment). A document that writes the tag selects one class; one that leaves it out
takes the class the manifest's ``allOf`` items give for the rest of the document (the
``env_type`` the algorithm implies, tools/codegen/implied_env.py). :func:`picked` names
that class, read from the schemas as a 2020-12 validator applies them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from agilerl.arena.models._schema import SCHEMAS
from agilerl.cli import _fields


@dataclass
class Picked:
    """One class the document selects, and the condition that selects it, read aloud."""

    schema: dict[str, Any]
    uri: str
    label: str


def _chain(schema: Any, uri: str, value: Any) -> list[tuple[dict[str, Any], str, str]]:
    """The object an ``if``/``then``/``else`` chain (``$ref`` followed) selects for
    ``value``, with the tag condition that selected it (``env_type "gym"``)."""
    if not isinstance(schema, dict):
        return []
    if "$ref" in schema:
        target, at = _fields._follow(schema["$ref"], uri)
        return _chain(target, at, value)
    if "if" not in schema:
        return [(schema, uri, "")] if schema.get("properties") else []
    node: Any = schema
    while isinstance(node, dict) and "if" in node:
        if _fields._holds(node["if"], value):
            found = _chain(node.get("then"), uri, value)
            tagged = _fields._tag_values(node["if"]) is not None
            text = _fields.condition_text(node["if"]) if tagged else ""
            return [(s, at, label or text) for s, at, label in found]
        node = node.get("else")
    return []


def _discriminator(schema: Any, uri: str) -> str:
    """The ``x-discriminator`` of the union ``schema`` refers to (``env_type``), if any."""
    if not isinstance(schema, dict):
        return ""
    if "x-discriminator" in schema:
        return str(schema["x-discriminator"])
    if "$ref" in schema:
        return _discriminator(*_fields._follow(schema["$ref"], uri))
    return _discriminator(schema.get("then"), uri)


def picked(schema: dict[str, Any], uri: str, done: list[str], document: Any) -> list[Picked]:
    """The classes of the object at ``done`` (its schema ``schema`` at ``uri``) that the
    values of ``document`` select: by its tag when written; else, for a section of the
    manifest, by the manifest's ``allOf`` items that hold for ``document``."""
    value = _fields._value_at(document, done)
    if not isinstance(value, dict):
        return []
    found = [Picked(s, at, label) for s, at, label in _chain(schema, uri, value) if label]
    if found or len(done) != 1:
        return found
    root, root_uri = _fields._doc(SCHEMAS[_fields.ROOT]["$id"])
    tag = _discriminator(root.get("properties", {}).get(done[0]), root_uri)
    if not tag:  # not a union on a tag: the allOf items there are rules, not classes
        return []
    for item in root.get("allOf", []):
        then = item.get("then") if isinstance(item, dict) else None
        prop = then.get("properties", {}).get(done[0]) if isinstance(then, dict) else None
        if prop is None or not _fields._holds(item["if"], document):
            continue
        label = f"{tag} unset: {item.get('description', 'the rest of the manifest selects it')}"
        found += [Picked(s, at, label) for s, at, _ in _chain(prop, root_uri, value)]
    return found
