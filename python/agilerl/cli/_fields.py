"""Fields of the manifest, read from the embedded JSON Schemas (never a hand-written copy).

A field is named by its path from the manifest root: ``training.max_steps``,
``replay_buffer.per_buffer_args.alpha``. :func:`resolve` finds its (sub)schema, the
object that holds it and the rules that mention it: the holder's ``x-rules``, and the
``allOf`` / ``if`` / ``then`` items whose condition or consequence names it.

Where an object's fields depend on a value (the ``algorithm`` section: ``name`` selects
the algorithm's own schema through an ``allOf`` item ``if {name: ...} then {$ref: ...}``),
:func:`resolve` takes the document the values come from (``{"algorithm": {"name":
"DQN"}}``) and looks the field up in the branches whose ``if`` holds for it, as any
2020-12 validator applies them. Without a document, such a field is reported as depending
on the value, naming the values that have it.
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, NoReturn

from agilerl.arena.models._schema import SCHEMAS
from agilerl.cli import _picked
from agilerl.cli._picked import Branch

ROOT = "manifest"


#: Longest wrong path a did-you-mean search is run for (every manifest path is shorter):
#: the comparison costs the product of the two lengths.
MAX_SUGGEST_CHARS = 200
#: Longest field path ``explain`` takes.
MAX_PATH_CHARS = 1_000


class FieldNotFound(LookupError):
    """No such field; ``suggestions`` are the closest valid paths."""

    def __init__(self, message: str, suggestions: list[str], depends_on: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.suggestions = suggestions
        self.depends_on = depends_on
        """The object whose value decides the field (``algorithm``), if that is why."""


@dataclass
class Field:
    """One field (or section) of the manifest, as the schema describes it."""

    path: str
    schema: dict[str, Any]
    uri: str
    """URI of the document (and fragment) that holds ``schema``: relative refs resolve from it."""
    pointer: str = ""
    """Where the field is defined: ``<schema $id>#/properties/<name>``."""
    required: bool = False
    rules: list[str] = field(default_factory=list)
    children: list[str] = field(default_factory=list)
    selected_by: str = ""
    """The condition (``name "DQN"``) whose ``then`` branch holds this field, if any."""

    @property
    def name(self) -> str:
        return self.path.rsplit(".", 1)[-1]

    @property
    def description(self) -> str:
        return str(self.schema.get("description") or self.target.get("description") or "")

    @property
    def target(self) -> dict[str, Any]:
        """The schema that validates the value (``$ref`` and nullable ``anyOf`` followed)."""
        return _object_branches(self.schema, self.uri)[0][0]


def _object_branches(schema: dict[str, Any], uri: str) -> list[tuple[dict[str, Any], str]]:
    """The branches of ``schema`` that are objects (following ``$ref``, skipping null): one,
    or for a union (``anyOf``, or an ``if``/``then``/``else`` chain on a tag) each branch:
    the one a value without the tag takes first (the classic replay buffer), then the
    others in the order the chain tests them (``gym`` first for the environment)."""
    if "$ref" in schema:
        target, at = _picked.follow(schema["$ref"], uri)
        if "properties" not in target and ("if" in target or "anyOf" in target):
            return _object_branches(target, at)  # a union at a document's root (EnvSpec)
        return [(target, at)]
    found: list[tuple[dict[str, Any], str]] = []
    for option in schema.get("anyOf", []):
        found += _union_objects(option, uri)
    node: Any = schema
    tested: list[tuple[dict[str, Any], str]] = []
    while isinstance(node, dict) and "if" in node:
        tested += _union_objects(node.get("then"), uri)
        node = node.get("else")
    if node is not schema:
        found += _union_objects(node, uri) + tested
    return found or [(schema, uri)]


def _union_objects(option: Any, uri: str) -> list[tuple[dict[str, Any], str]]:
    """The objects one branch of a union holds: a schema by ``$ref``, a nested union, or a
    closed object written in place (an open one there is a rule on a few fields: the
    catch-all that demands a tag, a forbidden ``kind``)."""
    if not isinstance(option, dict):
        return []
    if "$ref" in option:
        return _object_branches(option, uri)
    if "anyOf" in option or "if" in option:
        return [b for b in _object_branches(option, uri) if b[0].get("properties")]
    if option.get("properties") and option.get("additionalProperties") is False:
        return [(option, uri)]
    return []


def _mentions(node: Any, name: str) -> bool:
    """Whether an if/then schema names the property ``name``."""
    if isinstance(node, dict):
        if name in node.get("properties", {}) or name in node.get("required", []):
            return True
        return any(_mentions(value, name) for value in node.values())
    if isinstance(node, list):
        return any(_mentions(item, name) for item in node)
    return False


def rules_of(holder: dict[str, Any], name: str, uri: str) -> list[str]:
    """The cross-field rules of ``holder`` (at ``uri``) that involve its property ``name``.

    The ``if``/``then`` items whose ``then`` holds fields (an algorithm's own section on its
    name) are branches, not rules: one line says how many the value selects among.
    """
    found = []
    for rule in holder.get("x-rules", []):
        said = f"{rule['description']} (x-rules {rule['id']}"
        if rule["op"] == "unique":
            if any(selector.split("/", 1)[0] == name for selector in rule["of"]):
                found.append(f"all different: {', '.join(rule['of'])}: {said})")
        elif rule["op"] == "increasing":
            if rule["of"].split("/", 1)[0] == name:
                found.append(f"strictly increasing: {said})")
        elif name in (rule["left"], rule["right"]):
            found.append(
                f"{rule['left']} {rule['op']} {rule['right']}: {said}; "
                "a missing field counts as its default)"
            )
    branches = {id(b.condition) for b in _conditional(holder, uri)}
    selects = 0
    for item in holder.get("allOf", []):
        if id(item.get("if")) in branches and "description" not in item:
            selects += _mentions(item["if"], name)
        elif _mentions(item.get("if"), name) or _mentions(item.get("then"), name):
            found.append(str(item.get("description", "a conditional rule (allOf/if/then)")))
    if selects:
        found.insert(
            0,
            f"its value selects among {selects} sets of fields (allOf/if/then): "
            "`agilerl-specs explain --manifest FILE` explains those FILE's value selects",
        )
    return found


def _names(schemas: list[dict[str, Any]]) -> list[str]:
    """The properties of ``schemas``, each once, in order."""
    return list(dict.fromkeys(name for s in schemas for name in s.get("properties", {})))


def _conditions_text(where: str, conditions: list[Any]) -> str:
    """``algorithm.name is "DQN", "CQN" or "PPO"`` when every condition tests one tag."""
    found = [_picked.tag_values(c) for c in conditions]
    tags = {f[0] for f in found if f is not None}
    if None in found or len(tags) != 1:
        return "; ".join(f"{where}.{_picked.condition_text(c)}" for c in conditions)
    values = [json.dumps(v) for f in found if f is not None for v in f[1]]
    listed = ", ".join(values[:-1]) + f" or {values[-1]}" if len(values) > 1 else values[0]
    return f"{where}.{tags.pop()} is {listed}"


def _conditional(holder: dict[str, Any], uri: str) -> list[Branch]:
    """The ``allOf`` items ``if``/``then`` of an object whose ``then`` holds fields."""
    out = []
    for item in holder.get("allOf", []):
        if not (isinstance(item, dict) and "if" in item and isinstance(item.get("then"), dict)):
            continue
        schema, at = _object_branches(item["then"], uri)[0]
        if schema.get("properties"):
            out.append(Branch(item["if"], schema, at, "$ref" in item["then"]))
    return out


def _level(
    schema: dict[str, Any], uri: str, done: list[str], document: Any
) -> tuple[list[tuple[dict[str, Any], str]], list[Branch], list[str]]:
    """Of the object at ``done``: its object branches, the branches ``document`` selects
    (the class it picks, then the schemas of its ``allOf`` items whose ``if`` holds; a
    rule's ``then`` written in place constrains fields, it holds none) and its fields:
    those of the class picked, else of every branch and of what is selected."""
    branches = _object_branches(schema, uri)
    chosen = _picked.picked(schema, uri, done, document)
    value = _picked.value_at(document, done)
    selected = [
        b
        for holder, at in branches
        for b in _conditional(holder, at)
        if document is not None and b.selects and _picked.holds(b.condition, value)
    ]
    names = _names([b.schema for b in chosen])
    names = names or _names([s for s, _ in branches] + [b.schema for b in selected])
    return branches, chosen + selected, names


def resolve(path: str, document: Any = None) -> Field:
    """The field at ``path`` (``training.max_steps``); ``manifest`` is the root itself.

    ``document`` (a manifest's data, or part of one: ``{"algorithm": {"name": "DQN"}}``)
    decides the conditional branches: a field is looked up in those whose ``if`` holds.
    """
    root, uri = _picked.follow(SCHEMAS[ROOT]["$id"])
    parts = [p for p in path.strip().split(".") if p]
    if parts[:1] == [ROOT]:
        parts = parts[1:]
    done: list[str] = []
    branches, selected, children = _level(root, uri, done, document)
    current = Field(ROOT, root, uri, pointer=uri + "#", children=children)
    for part in parts:
        candidates = [(b.schema, b.uri, b.said) for b in selected]
        if not any(b.closed for b in selected):
            # a closed branch allows no other field, whatever the rest of the object has
            candidates += [(schema, at, "") for schema, at in branches]
        holder, holder_uri, selected_by = next(
            (c for c in candidates if part in c[0].get("properties", {})), candidates[0]
        )
        props = holder.get("properties", {})
        if part not in props:
            _not_found(part, done, branches, selected, document is not None)
        schema, schema_uri, pointer = _defined(props[part], holder_uri, part)
        if not selected:  # no value picks a branch: a tag of the union is each branch's
            tag = _tag_of_every_branch(part, branches, ".".join(done) or ROOT)
            if tag is not None:
                schema, pointer = tag, current.pointer  # the union's, not one branch's
        done.append(part)
        branches, selected, children = _level(schema, schema_uri, done, document)
        current = Field(
            ".".join(done),
            schema,
            schema_uri,
            pointer=pointer,
            required=part in holder.get("required", []),
            rules=rules_of(holder, part, holder_uri),
            children=children,
            selected_by=selected_by,
        )
    return current


def _tag_of_every_branch(
    name: str, branches: list[tuple[dict[str, Any], str]], section: str
) -> dict[str, Any] | None:
    """Where ``name`` is the tag of a union (each branch's class holds it as a ``const``
    or an ``enum``: ``env_type``, ``kind``), its schema over every branch: one of the
    values, each naming its class; None for any other field."""
    values: list[tuple[list[Any], str]] = []
    for branch, _ in branches:
        tag = branch.get("properties", {}).get(name)
        if isinstance(tag, dict) and ("const" in tag or isinstance(tag.get("enum"), list)):
            values.append(
                ([tag["const"]] if "const" in tag else tag["enum"], branch.get("title", ""))
            )
    consts = list(dict.fromkeys(json.dumps(v) for held, _ in values for v in held))
    if len(values) < 2 or len(consts) < 2:  # one class: its own field, as written
        return None
    classes = ", ".join(f"{', '.join(map(json.dumps, held))} ({title})" for held, title in values)
    return {
        "enum": [json.loads(value) for value in consts],
        "description": f"Selects the class of {section}, one per value: {classes}. Each class "
        "has fields of its own: `agilerl-specs explain --manifest FILE` explains those of "
        "the class FILE selects.",
        "x-unset": f"none: left out, the class the rest of the manifest selects "
        f"(explain {section})",
    }


def _defined(schema: Any, uri: str, name: str) -> tuple[dict[str, Any], str, str]:
    """``(schema, uri, pointer)`` of the property ``name`` of the object at ``uri``. A
    branch written in place may take a field from a class by ``$ref`` to its property
    (``networks.schema.json#/$defs/NetworkSpec/properties/latent_dim``): the field is that
    property, with what is written beside the ``$ref`` (a ``default``) on top."""
    base, _, fragment = uri.partition("#")
    pointer = f"{base}#{fragment}/properties/{name}"
    if not isinstance(schema, dict):  # ``true``: any value
        return {}, uri, pointer
    ref = schema.get("$ref")
    if isinstance(ref, str) and "/properties/" in ref.partition("#")[2]:
        target, at = _picked.follow(ref, uri)
        merged = {**target, **{k: v for k, v in schema.items() if k != "$ref"}}
        return merged, at, at
    then = schema.get("then")
    if "description" not in schema and isinstance(then, dict) and "$ref" in then:
        # a field whose schema depends on a value (``encoder_config`` on ``arch``): the
        # description is that of the property its ``then`` takes
        described = _picked.follow(then["$ref"], uri)[0].get("description")
        if described:
            return {**schema, "description": described}, uri, pointer
    return schema, uri, pointer


def _not_found(
    part: str,
    done: list[str],
    branches: list[tuple[dict[str, Any], str]],
    selected: list[Branch],
    given: bool,
) -> NoReturn:
    """Raise :class:`FieldNotFound` for ``part``, missing from the object at ``done``."""
    holder = branches[0][0]
    where, wanted = ".".join(done) or ROOT, ".".join([*done, part])

    def near(names: list[str]) -> list[str]:
        return [".".join([*done, n]) for n in difflib.get_close_matches(part, names, 3, 0.6)]

    closed = [b for b in selected if b.closed]
    if closed:  # the value selects a branch that has no such field
        names = [n for b in closed for n in b.schema.get("properties", {})]
        raise FieldNotFound(
            f"no field {wanted!r} for {where}.{closed[0].said} "
            f"({closed[0].uri}); its fields: {', '.join(names)}",
            near(names),
        )
    own = [b for schema, uri in branches for b in _conditional(schema, uri) if b.selects]
    having = [b.condition for b in own if part in b.schema.get("properties", {})]
    if having and not given:
        raise FieldNotFound(
            f"{wanted!r} depends on {where!r}: it is a field where "
            + _conditions_text(where, having),
            [],
            depends_on=where,
        )
    props = holder.get("properties", {})
    if holder.get("type") == "object" and not props and not own:
        raise FieldNotFound(
            f"{where!r} is not validated field by field here: "
            f"{holder.get('description', 'its own schema checks it')}",
            [],
        )
    if own and all(b.closed for b in own):
        # every value selects a closed schema, and none of them has the field
        tags = {found[0] for b in own if (found := _picked.tag_values(b.condition)) is not None}
        tag = f"{where}.{tags.pop()}" if len(tags) == 1 else where
        raise FieldNotFound(
            f"no field {wanted!r} in the manifest schema: no {tag} selects a schema that has it",
            near(_names([holder, *(b.schema for b in own)])) or suggest([*done, part]),
        )
    if holder.get("additionalProperties") is True:
        chosen = f" for {where}.{selected[0].said}" if selected else ""
        raise FieldNotFound(
            f"{part!r} is not a field of the {where!r} schema{chosen}; {where!r} keeps other "
            f"fields as written ({holder.get('description', '')})",
            [],
        )
    raise FieldNotFound(f"no field {wanted!r} in the manifest schema", suggest([*done, part]))


def all_paths(prefix: str = "") -> Iterator[str]:
    """Every field path of the manifest schema (under ``prefix``), depth first."""
    for child in resolve(prefix or ROOT).children:
        path = f"{prefix}.{child}" if prefix else child
        yield path
        yield from all_paths(path)


def suggest(parts: list[str]) -> list[str]:
    """Closest valid paths to a wrong one: by the whole path, then by its last name."""
    wanted = ".".join(parts)
    if len(wanted) > MAX_SUGGEST_CHARS:  # no path is near it; the comparison would be slow
        return []
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
    from agilerl.models._messages import describe

    if "const" in schema or "enum" in schema:
        return describe(schema)
    if "$ref" in schema:
        return f"object ({str(schema['$ref']).rsplit('/', 1)[-1].removesuffix('.schema.json')})"
    for key in ("anyOf", "oneOf"):
        if key in schema:
            return " or ".join(dict.fromkeys(type_text(option) for option in schema[key]))
    if "if" in schema and "then" in schema and "else" in schema:  # a union on a tag
        leaves = sorted(_union_leaves(schema), key=lambda leaf: "$ref" not in leaf)
        return " or ".join(dict.fromkeys(type_text(leaf) for leaf in leaves))
    kind = schema.get("type", "any value")
    return " or ".join(kind) if isinstance(kind, list) else str(kind)


def _union_leaves(node: Any) -> Iterator[dict[str, Any]]:
    """What an ``if``/``then``/``else`` union holds: its ``$ref`` branches and ``null``."""
    if not isinstance(node, dict):
        return
    if "$ref" in node or node == {"type": "null"}:
        yield node
    if "if" in node:
        yield from _union_leaves(node.get("else"))
        yield from _union_leaves(node.get("then"))
    for option in node.get("anyOf", []):
        yield from _union_leaves(option)


def short_type(schema: dict[str, Any]) -> str:
    """``integer >= 1 or null``: the type with its bounds, for one-line comments."""
    from agilerl.models._messages import describe

    text = describe(schema)
    for article in ("an ", "a "):
        text = text.replace(f" or {article}", " or ").removeprefix(article)
    return text


#: Bound keywords, lower then upper, and their signs.
_LOW = (("minimum", "<="), ("exclusiveMinimum", "<"))
_HIGH = (("maximum", "<="), ("exclusiveMaximum", "<"))


def bounds_text(schema: dict[str, Any], name: str) -> str:
    """Numeric bounds of a field (of any branch), e.g. ``0.0 <= alpha <= 1.0``."""
    from agilerl.models._messages import describe

    texts = []
    for option in [schema, *schema.get("anyOf", []), *schema.get("oneOf", [])]:
        if not isinstance(option, dict):
            continue
        low = next((f"{option[k]} {sign} " for k, sign in _LOW if k in option), "")
        high = next((f" {sign} {option[k]}" for k, sign in _HIGH if k in option), "")
        if low or high:
            texts.append(f"{low}{name}{high}")
    forbidden = schema.get("not")
    if isinstance(forbidden, dict):
        texts.append(f"never {describe(forbidden)}")
    return "; ".join(dict.fromkeys(texts))


def default_text(schema: dict[str, Any], required: bool) -> str:
    if "x-unset" in schema:  # a union's tag (:func:`_tag_of_every_branch`)
        return str(schema["x-unset"])
    if "default" in schema:
        return json.dumps(schema["default"])
    return "none (required)" if required else "none"
