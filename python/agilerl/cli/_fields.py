"""Fields of the manifest, read from the embedded JSON Schemas (never a hand-written copy).

A field is named by its path from the manifest root: ``training.max_steps``,
``replay_buffer.per_buffer_args.alpha``. :func:`resolve` finds its (sub)schema, the
object that holds it and the rules that mention it: the holder's ``x-rules``, and the
``allOf`` / ``if`` / ``then`` items whose condition or consequence names it.
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urljoin

from agilerl.arena.models._schema import SCHEMAS

ROOT = "manifest"


class FieldNotFound(LookupError):
    """No such field; ``suggestions`` are the closest valid paths."""

    def __init__(self, message: str, suggestions: list[str]) -> None:
        super().__init__(message)
        self.message = message
        self.suggestions = suggestions


@dataclass
class Field:
    """One field (or section) of the manifest, as the schema describes it."""

    path: str
    schema: dict[str, Any]
    holder: dict[str, Any]
    """The object schema whose ``properties`` hold this field (its own for the root)."""
    uri: str
    """URI of the document (and fragment) that holds ``schema``: relative refs resolve from it."""
    pointer: str = ""
    """Where the field is defined: ``<schema $id>#/properties/<name>``."""
    required: bool = False
    rules: list[str] = field(default_factory=list)
    children: list[str] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.path.rsplit(".", 1)[-1]

    @property
    def description(self) -> str:
        return str(self.schema.get("description") or self.target.get("description") or "")

    @property
    def target(self) -> dict[str, Any]:
        """The schema that validates the value (``$ref`` and nullable ``anyOf`` followed)."""
        return _object_branch(self.schema, self.uri)[0]


def _doc(uri: str) -> tuple[dict[str, Any], str]:
    from agilerl.models._validation import resolve

    return resolve(uri)[0], uri


def _follow(ref: str, uri: str) -> tuple[dict[str, Any], str]:
    return _doc(urljoin(uri, ref))


def _object_branches(schema: dict[str, Any], uri: str) -> list[tuple[dict[str, Any], str]]:
    """The branches of ``schema`` that are objects (following ``$ref``, skipping null): one,
    or for a union on ``kind`` (``if``/``then``/``else``) each branch, ``else`` first."""
    if "$ref" in schema:
        target, target_uri = _follow(schema["$ref"], uri)
        if "if" in target and "properties" not in target:  # a union document (env.schema.json)
            return _chain_branches(target, target_uri)
        return [(target, target_uri)]
    found = []
    for option in schema.get("anyOf", []):
        if isinstance(option, dict) and "$ref" in option:
            found.append(_follow(option["$ref"], uri))
    for key in ("else", "then"):
        if isinstance(schema.get(key), dict) and "if" in schema:
            found += [b for b in _object_branches(schema[key], uri) if b[0] is not schema[key]]
    return found or [(schema, uri)]


def _chain_branches(schema: dict[str, Any], uri: str) -> list[tuple[dict[str, Any], str]]:
    """The branches of an ``if``/``then``/``else`` chain on a tag, in the order it tests
    them (``gym`` first for the environment)."""
    found: list[tuple[dict[str, Any], str]] = []
    node: Any = schema
    while isinstance(node, dict) and "if" in node:
        if isinstance(node.get("then"), dict) and "$ref" in node["then"]:
            found.append(_follow(node["then"]["$ref"], uri))
        node = node.get("else")
    return found or [(schema, uri)]


def _object_branch(schema: dict[str, Any], uri: str) -> tuple[dict[str, Any], str]:
    """The (first) branch of ``schema`` that is an object."""
    return _object_branches(schema, uri)[0]


def _mentions(node: Any, name: str) -> bool:
    """Whether an if/then schema names the property ``name``."""
    if isinstance(node, dict):
        if name in node.get("properties", {}) or name in node.get("required", []):
            return True
        return any(_mentions(value, name) for value in node.values())
    if isinstance(node, list):
        return any(_mentions(item, name) for item in node)
    return False


def rules_of(holder: dict[str, Any], name: str) -> list[str]:
    """The cross-field rules of ``holder`` that involve its property ``name``."""
    found = []
    for rule in holder.get("x-rules", []):
        if rule["op"] == "unique":
            if any(selector.split("/", 1)[0] == name for selector in rule["of"]):
                selectors = ", ".join(rule["of"])
                found.append(
                    f"all different: {selectors}: {rule['description']} (x-rules {rule['id']})"
                )
            continue
        if name in (rule["left"], rule["right"]):
            found.append(
                f"{rule['left']} {rule['op']} {rule['right']}: {rule['description']} "
                f"(x-rules {rule['id']}; a missing field counts as its default)"
            )
    for item in holder.get("allOf", []):
        if _mentions(item.get("if"), name) or _mentions(item.get("then"), name):
            found.append(str(item.get("description", "a conditional rule (allOf/if/then)")))
    return found


def _child_names(schema: dict[str, Any], uri: str = "") -> list[str]:
    names: dict[str, None] = {}
    for branch, _ in _object_branches(schema, uri) if uri else [(schema, uri)]:
        names.update(dict.fromkeys(branch.get("properties", {})))
    return list(names)


def resolve(path: str) -> Field:
    """The field at ``path`` (``training.max_steps``); ``manifest`` is the root itself."""
    root, uri = _doc(SCHEMAS[ROOT]["$id"])
    parts = [p for p in path.strip().split(".") if p]
    if parts[:1] == [ROOT]:
        parts = parts[1:]
    current = Field(ROOT, root, root, uri, pointer=uri + "#", children=_child_names(root))
    done: list[str] = []
    for part in parts:
        branches = _object_branches(current.schema, current.uri)
        holder, holder_uri = next(
            (b for b in branches if part in b[0].get("properties", {})), branches[0]
        )
        props = holder.get("properties", {})
        where = ".".join(done) or ROOT
        if part not in props:
            if holder.get("type") == "object" and not props:
                raise FieldNotFound(
                    f"{where!r} is not validated field by field here: "
                    f"{holder.get('description', 'its own schema checks it')}",
                    [],
                )
            if holder.get("additionalProperties") is True:
                raise FieldNotFound(
                    f"{part!r} is not a field of the {where!r} schema; {where!r} keeps other "
                    f"fields as written ({holder.get('description', '')})",
                    [],
                )
            raise FieldNotFound(
                f"no field {'.'.join([*done, part])!r} in the manifest schema",
                suggest([*done, part]),
            )
        schema = props[part]
        done.append(part)
        base, _, fragment = holder_uri.partition("#")
        current = Field(
            ".".join(done),
            schema,
            holder,
            holder_uri,
            pointer=f"{base}#{fragment}/properties/{part}",
            required=part in holder.get("required", []),
            rules=rules_of(holder, part),
            children=_child_names(schema, holder_uri),
        )
    return current


def all_paths() -> Iterator[str]:
    """Every field path of the manifest schema, depth first."""

    def walk(prefix: str) -> Iterator[str]:
        for child in resolve(prefix or ROOT).children:
            path = f"{prefix}.{child}" if prefix else child
            yield path
            yield from walk(path)

    yield from walk("")


def suggest(parts: list[str]) -> list[str]:
    """Closest valid paths to a wrong one: by the whole path, then by its last name."""
    wanted = ".".join(parts)
    paths = list(all_paths())
    scored = sorted(
        ((difflib.SequenceMatcher(None, wanted, p).ratio(), p) for p in paths), reverse=True
    )
    close = [p for ratio, p in scored if ratio >= max(0.75, scored[0][0] - 0.03)]
    leaf = parts[-1]
    by_leaf = [p for p in paths if p.rsplit(".", 1)[-1] == leaf]
    if not by_leaf and scored[0][0] < 0.9:
        names = {p.rsplit(".", 1)[-1] for p in paths}
        near = difflib.get_close_matches(leaf, sorted(names), n=2, cutoff=0.75)
        by_leaf = [p for p in paths if p.rsplit(".", 1)[-1] in near]
    return list(dict.fromkeys([*close, *by_leaf]))[:4]


def type_text(schema: dict[str, Any]) -> str:
    """What a field accepts: ``integer``, ``number or null``, ``one of "a", "b"``."""
    if "const" in schema:
        return json.dumps(schema["const"])
    if "enum" in schema:
        return "one of " + ", ".join(json.dumps(v) for v in schema["enum"])
    if "$ref" in schema:
        return (
            "object (" + str(schema["$ref"]).rsplit("/", 1)[-1].removesuffix(".schema.json") + ")"
        )
    for key in ("anyOf", "oneOf"):
        if key in schema:
            return " or ".join(dict.fromkeys(type_text(option) for option in schema[key]))
    if "if" in schema and "then" in schema and "else" in schema:  # a union on a tag
        leaves = _union_leaves(schema)
        return " or ".join(dict.fromkeys(type_text(leaf) for leaf in leaves))
    kind = schema.get("type", "any value")
    return " or ".join(kind) if isinstance(kind, list) else str(kind)


def _union_leaves(schema: dict[str, Any]) -> list[dict[str, Any]]:
    """What an ``if``/``then``/``else`` union holds: its ``$ref`` branches, ``null`` last."""
    refs: list[dict[str, Any]] = []
    nulls: list[dict[str, Any]] = []

    def walk(node: Any) -> None:
        if not isinstance(node, dict):
            return
        if "$ref" in node:
            refs.append(node)
        elif node == {"type": "null"}:
            nulls.append(node)
        for key in ("else", "then"):
            if "if" in node:
                walk(node.get(key))
        for option in node.get("anyOf", []):
            walk(option)

    walk(schema)
    return refs + nulls[:1]


def short_type(schema: dict[str, Any]) -> str:
    """``integer >= 1 or null``: the type with its bounds, for one-line comments."""
    from agilerl.models._validation import describe

    text = describe(schema)
    for article in ("an ", "a "):
        text = text.replace(f" or {article}", " or ").removeprefix(article)
    return text


def bounds_text(schema: dict[str, Any], name: str) -> str:
    """Numeric bounds of a field (of any branch), e.g. ``0.0 <= alpha <= 1.0``."""
    texts = []
    for option in [schema, *schema.get("anyOf", []), *schema.get("oneOf", [])]:
        if not isinstance(option, dict):
            continue
        low = next(
            (
                f"{option[k]} {s} "
                for k, s in (("minimum", "<="), ("exclusiveMinimum", "<"))
                if k in option
            ),
            "",
        )
        high = next(
            (
                f" {s} {option[k]}"
                for k, s in (("maximum", "<="), ("exclusiveMaximum", "<"))
                if k in option
            ),
            "",
        )
        if low or high:
            texts.append(f"{low}{name}{high}")
    forbidden = schema.get("not")
    if isinstance(forbidden, dict):
        from agilerl.models._validation import describe

        texts.append(f"never {describe(forbidden)}")
    return "; ".join(dict.fromkeys(texts))


def default_text(schema: dict[str, Any], required: bool) -> str:
    if "default" in schema:
        return json.dumps(schema["default"])
    return "none (required)" if required else "none"
