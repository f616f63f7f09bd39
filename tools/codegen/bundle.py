"""Read schema/ and shape it for the generators.

The published schemas are written for every consumer (editors, Ajv, any 2020-12
validator): nullable fields are ``anyOf`` with ``{"type": "null"}``, cross-field rules
are ``if``/``then`` or our ``x-rules`` keyword. datamodel-code-generator only needs the
structure, so :func:`codegen_view` derives a plainer document for it: the rules are
dropped (the generated classes enforce them through the schema at run time) and
``anyOf[{type: T, ...bounds}, {type: null}]`` becomes ``{type: [T, null], ...bounds}``,
which it renders as ``Annotated[T | None, Field(ge=...)]`` exactly as the API reference
documents the fields.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SCHEMA_DIR = ROOT / "schema"

# schema file stem -> the module its classes are generated into.
SECTIONS = ("training", "replay_buffer", "algorithm", "manifest")
MODULES = {
    "training": ("training", "replay_buffer"),
    "manifest": ("algorithm", "manifest"),
}

# Keywords that matter to validators and editors but not to the class structure.
_VALIDATION_ONLY = {
    "allOf", "if", "then", "else", "not", "$comment",
    # editor annotations (VS Code's JSON/YAML language services read them)
    "examples", "markdownDescription", "enumDescriptions", "markdownEnumDescriptions",
    "deprecationMessage",
}  # fmt: skip


def schema_path(stem: str) -> Path:
    return SCHEMA_DIR / f"{stem}.schema.json"


def load(stem: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(schema_path(stem).read_text(encoding="utf-8"))
    return data


def load_all() -> dict[str, dict[str, Any]]:
    return {stem: load(stem) for stem in SECTIONS}


def _strip(node: Any) -> Any:
    if isinstance(node, list):
        return [_strip(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {
        key: _strip_properties(value) if key == "properties" else _strip(value)
        for key, value in node.items()
        if key not in _VALIDATION_ONLY and not key.startswith("x-")
    }
    options = out.get("anyOf")
    if (
        isinstance(options, list)
        and len(options) == 2
        and options[1] == {"type": "null"}
        and isinstance(options[0].get("type"), str)
    ):
        first = dict(options[0])
        del out["anyOf"]
        out["type"] = [first.pop("type"), "null"]
        out.update(first)
    return out


def _strip_properties(properties: dict[str, Any]) -> dict[str, Any]:
    # property names are data, not keywords: keep every one
    return {name: _strip(schema) for name, schema in properties.items()}


def _rewrite_refs(node: Any, mapping: dict[str, str]) -> Any:
    if isinstance(node, list):
        return [_rewrite_refs(item, mapping) for item in node]
    if not isinstance(node, dict):
        return node
    return {
        key: mapping.get(value, value) if key == "$ref" else _rewrite_refs(value, mapping)
        for key, value in node.items()
    }


def codegen_view(stems: tuple[str, ...], schemas: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """One document whose ``$defs`` hold every object of ``stems``, shaped for codegen.

    References into a section outside ``stems`` stay file references (the generator maps
    them to the module that already defines those classes).
    """
    defs: dict[str, Any] = {}
    mapping = {  # outside refs name the class's own entry in that file's codegen view
        f"{stem}.schema.json": f"{stem}.schema.json#/$defs/{schemas[stem]['title']}"
        for stem in SECTIONS
    }
    for stem in stems:
        doc = copy.deepcopy(schemas[stem])
        sub = doc.pop("$defs", {})
        for key in ("$schema", "$id"):
            doc.pop(key, None)
        mapping[f"{stem}.schema.json"] = f"#/$defs/{doc['title']}"
        defs[doc["title"]] = doc
        defs.update(sub)
    view = {"$schema": "https://json-schema.org/draft/2020-12/schema", "$defs": defs}
    return _strip(_rewrite_refs(view, mapping))  # type: ignore[no-any-return]


def model_locations(schemas: dict[str, dict[str, Any]]) -> dict[str, str]:
    """Class name -> URI of the (sub)schema that validates it."""
    out: dict[str, str] = {}
    for doc in schemas.values():
        out[doc["title"]] = doc["$id"]
        for name in doc.get("$defs", {}):
            out[name] = f"{doc['$id']}#/$defs/{name}"
    return out


def _documented(node: Any) -> Any:
    """Each property's doc comment for TypeScript: its Markdown description (TypeScript
    editors render Markdown), its default and its deprecation."""
    if isinstance(node, list):
        return [_documented(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: _documented(value) for key, value in node.items()}
    if "title" in out and "markdownDescription" in out:  # an object's own doc comment
        out["description"] = out["markdownDescription"]
    for name, prop in out.get("properties", {}).items():
        if not isinstance(prop, dict):
            continue
        text = prop.get("markdownDescription")  # Ajv checks its type; fall back until then
        lines = [text if isinstance(text, str) else str(prop.get("description", ""))]
        if "default" in prop:
            lines.append(f"@default {json.dumps(prop['default'])}")
        if prop.pop("deprecated", False):
            lines.append(f"@deprecated {prop.get('deprecationMessage', '')}".rstrip())
        prop["description"] = "\n\n".join(line for line in lines if line)
        out["properties"][name] = prop
    return out


def types_view(schemas: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The manifest as one document for json-schema-to-typescript: the manifest object at
    the root and every other object in ``$defs`` (each emitted once, by its title)."""
    view = codegen_view(SECTIONS, _documented(schemas))
    defs = view["$defs"]
    for schema in defs.values():
        for name, prop in schema.get("properties", {}).items():
            if isinstance(prop, dict) and "$ref" in prop and "description" in prop:
                # the description is the property's, not the referenced type's
                rest = {key: value for key, value in prop.items() if key != "$ref"}
                schema["properties"][name] = {"allOf": [{"$ref": prop["$ref"]}], **rest}
    root: dict[str, Any] = defs.pop(schemas["manifest"]["title"])
    return {"$schema": view["$schema"], **root, "$defs": defs}
