"""Hypothesis strategies shared by the property tests: schema-generated manifests and mutations."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import strategies as st
from hypothesis_jsonschema import from_schema

from tests.conftest import load_schemas

SCHEMAS = load_schemas()
BY_ID = {doc["$id"]: doc for doc in SCHEMAS.values()}


def inline(node: Any, base: dict[str, Any]) -> Any:
    """The manifest schema as one document with every $ref replaced by its target."""
    if isinstance(node, list):
        return [inline(item, base) for item in node]
    if not isinstance(node, dict):
        return node
    if "$ref" in node:
        ref = node["$ref"]
        target_doc = base
        if not ref.startswith("#"):
            name, _, ref = ref.partition("#")
            target_doc = SCHEMAS[name.removesuffix(".schema.json")]
            ref = "#" + ref
        target: Any = target_doc
        for step in filter(None, ref[1:].split("/")):
            target = target[step]
        merged = {k: v for k, v in node.items() if k != "$ref"}
        resolved = inline(target, target_doc)
        resolved = {k: v for k, v in resolved.items() if k not in ("$schema", "$id", "$defs")}
        return {**resolved, **merged}
    return {k: inline(v, base) for k, v in node.items() if k not in ("$defs",)}


def _for_generation(node: Any) -> Any:
    """The structure for hypothesis-jsonschema: without x- keywords (it ignores them) and
    without the cross-field rules (``allOf`` of ``if``/``then``: canonicalising those makes
    it take minutes). A property's ``if``/``then``/``else`` (the replay_buffer union)
    becomes the ``anyOf`` of its branches. Generated documents may so break a rule: the
    tests judge them with the full schema, so those exercise the rules too."""
    if isinstance(node, list):
        return [_for_generation(item) for item in node]
    if not isinstance(node, dict):
        return node
    if "then" in node and "else" in node:
        rest = {k: v for k, v in node.items() if k not in ("if", "then", "else")}
        return _for_generation({**rest, "anyOf": [node["then"], node["else"]]})
    skip = ("allOf", "if", "then", "else")
    return {
        k: _for_generation(v) for k, v in node.items() if not k.startswith("x-") and k not in skip
    }


MANIFEST_SCHEMA = inline(SCHEMAS["manifest"], SCHEMAS["manifest"])
_small_objects = {"type": "object", "maxProperties": 2}
_gen_schema = _for_generation(copy.deepcopy(MANIFEST_SCHEMA))
for section in ("environment", "network", "mutation", "selection_strategy", "tournament_selection"):
    _gen_schema["properties"][section] = {**_gen_schema["properties"][section], **_small_objects}
_gen_schema["properties"]["algorithm"]["maxProperties"] = 4

#: Documents the schema's standard keywords accept (x-rules may still reject some).
manifests = from_schema(_gen_schema)

BAD_VALUES = st.sampled_from(
    ["5", "true", "yes", None, 1.5, -1, 0, 10**12, True, [], {}, "", "auto", "async"]
)


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            out += _paths(value, (*path, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            out += _paths(value, (*path, i))
    return out


@st.composite
def mutated_manifests(draw: st.DrawFn) -> dict[str, Any]:
    """A generated manifest with one value replaced or one unknown key added."""
    doc = copy.deepcopy(draw(manifests))
    paths = [p for p in _paths(doc) if p]
    if not paths or draw(st.booleans()):
        objects = [p for p in _paths(doc) if isinstance(_get(doc, p), dict)]
        where = draw(st.sampled_from(objects))
        _get(doc, where)[draw(st.sampled_from(["max_step", "nstep", "alpha", "extra", "kind"]))] = 1
        return doc
    where = draw(st.sampled_from(paths))
    parent = _get(doc, where[:-1])
    parent[where[-1]] = draw(BAD_VALUES)
    return doc


def _get(doc: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        doc = doc[step]
    return doc
