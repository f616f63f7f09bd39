"""Which branches of the schemas a document's values select, for ``explain``.

A schema node is named by the URI of the document and fragment that holds it (relative
``$ref`` resolve from it), read through the one resolver (``agilerl.models._validation``).
:func:`holds` decides an ``if`` as a 2020-12 validator does, and :func:`condition_text`
reads it aloud.

A section that is a union on a tag (``environment`` on ``env_type``: an ``if``/``then``/
``else`` chain, schema/env.schema.json) holds its fields in several classes, and one
field may differ between them (``num_envs``: 32 by default for Gym, unset for an LLM
environment). A document that writes the tag selects one class; one that leaves it out
takes the class the manifest's ``allOf`` items give for the rest of the document (the
``env_type`` the algorithm implies, tools/codegen/implied_env.py). :func:`picked` names
that class.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any
from urllib.parse import urljoin

from agilerl.arena.models._schema import SCHEMAS


def follow(ref: str, uri: str = "") -> tuple[dict[str, Any], str]:
    """The schema node ``ref`` names (written in the node at ``uri``), and its URI."""
    from agilerl.models._validation import resolve

    at = urljoin(uri, ref)
    return resolve(at)[0], at


def holds(condition: Any, value: Any) -> bool:
    """Whether ``value`` meets an ``if`` schema, as the engine's 2020-12 validator
    (jsonschema-rs, a dependency of the package) decides it. No ``if`` of our schemas
    holds a ``$ref`` (``tests/cli`` holds them to it), so none needs a registry."""
    import jsonschema_rs

    validator = jsonschema_rs.Draft202012Validator(condition, offline=True, validate_formats=False)
    return bool(validator.is_valid(value))


def tag_values(condition: Any) -> tuple[str, list[Any]] | None:
    """``(tag, values)`` of an ``if`` that tests one property's ``const`` or ``enum``."""
    props = condition.get("properties", {}) if isinstance(condition, dict) else {}
    if len(props) != 1:
        return None
    tag, wanted = next(iter(props.items()))
    if isinstance(wanted, dict) and "const" in wanted:
        return tag, [wanted["const"]]
    if isinstance(wanted, dict) and isinstance(wanted.get("enum"), list):
        return tag, list(wanted["enum"])
    return None


def condition_text(condition: Any) -> str:
    """An ``if`` on a tag, read aloud: ``name "DQN"``, ``name one of "A", "B"``."""
    from agilerl.models._messages import describe

    found = tag_values(condition)
    if found is None:
        return describe(condition)
    tag, values = found
    shown = ", ".join(json.dumps(v) for v in values)
    return f"{tag} {shown}" if len(values) == 1 else f"{tag} one of {shown}"


def value_at(document: Any, parts: list[str]) -> Any:
    for part in parts:
        document = document.get(part) if isinstance(document, dict) else None
    return document


@dataclass
class Branch:
    """A schema that a condition selects: an ``allOf`` item's ``then``, or a union's class."""

    condition: Any
    schema: dict[str, Any]
    uri: str
    selects: bool
    """Whether ``then`` is a ``$ref`` to a schema of its own (``name`` selects the
    algorithm's section), not a rule written in place that constrains some fields."""
    label: str = ""
    """The condition read aloud, where it is not ``condition``'s own (:func:`picked`)."""

    @property
    def said(self) -> str:
        return self.label or condition_text(self.condition)

    @property
    def closed(self) -> bool:
        """Whether the schema allows no field but its own."""
        return self.schema.get("additionalProperties") is False


def _chain(schema: Any, uri: str, value: Any) -> list[tuple[dict[str, Any], str, str]]:
    """The object an ``if``/``then``/``else`` chain (``$ref`` followed) selects for
    ``value``, with the tag condition that selected it (``env_type "gym"``)."""
    if not isinstance(schema, dict):
        return []
    if "$ref" in schema:
        return _chain(*follow(schema["$ref"], uri), value)
    if "if" not in schema:
        return [(schema, uri, "")] if schema.get("properties") else []
    node: Any = schema
    while isinstance(node, dict) and "if" in node:
        if holds(node["if"], value):
            found = _chain(node.get("then"), uri, value)
            text = condition_text(node["if"]) if tag_values(node["if"]) is not None else ""
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
        return _discriminator(*follow(schema["$ref"], uri))
    return _discriminator(schema.get("then"), uri)


def picked(schema: dict[str, Any], uri: str, done: list[str], document: Any) -> list[Branch]:
    """The classes of the object at ``done`` (its schema ``schema`` at ``uri``) that the
    values of ``document`` select: by its tag when written; else, for a section of the
    manifest, by the manifest's ``allOf`` items that hold for ``document``."""
    value = value_at(document, done)
    if not isinstance(value, dict):
        return []
    found = [Branch(None, s, at, True, text) for s, at, text in _chain(schema, uri, value) if text]
    if found or len(done) != 1:
        return found
    root, root_uri = follow(SCHEMAS["manifest"]["$id"])
    tag = _discriminator(root.get("properties", {}).get(done[0]), root_uri)
    if not tag:  # not a union on a tag: the allOf items there are rules, not classes
        return []
    for item in root.get("allOf", []):
        then = item.get("then") if isinstance(item, dict) else None
        prop = then.get("properties", {}).get(done[0]) if isinstance(then, dict) else None
        if prop is None or not holds(item["if"], document):
            continue
        label = f"{tag} unset: {item.get('description', 'the rest of the manifest selects it')}"
        found += [Branch(None, s, at, True, label) for s, at, _ in _chain(prop, root_uri, value)]
    return found
