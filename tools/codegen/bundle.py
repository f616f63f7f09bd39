"""Read schema/ and shape it for the generators.

The published schemas are written for every consumer (editors, Ajv, any 2020-12
validator): nullable fields are ``anyOf`` with ``{"type": "null"}``, cross-field rules
are ``if``/``then`` or our ``x-rules`` keyword. datamodel-code-generator only needs the
structure, so :func:`codegen_view` derives a plainer document for it: the rules are
dropped (the generated classes enforce them through the schema at run time) and
``anyOf[{type: T, ...bounds}, {type: null}]`` becomes ``{type: [T, null], ...bounds}``,
which it renders as ``Annotated[T | None, Field(ge=...)]`` exactly as the API reference
documents the fields.

Twelve schema keywords of ours shape the classes (every consumer sees the same document):

- ``x-alias-of``: an older spelling of another property. The Python view drops it (the
  generator then adds ``validation_alias=AliasChoices(...)`` to the canonical field, see
  :func:`aliases`); the TypeScript view keeps it, tagged ``@deprecated``.
- ``x-retired``: a key that is declared only to be refused with a helpful message; no
  class or type has it.
- ``x-null-means-default``: ``null`` is accepted and stands for the default; Python holds
  the default, so the Python view drops the ``null`` branch (the type stays ``T``).
- ``x-python-name``: the Python attribute of a property whose JSON name is not snake_case
  (``apiVersion`` is held as ``api_version``).
- ``x-python-base``: on an object, the generated class it derives from (``OfflineEnvSpec``
  from ``GymEnvSpec``, as shipped); the object still lists every property, in the order the
  fields then have (the base's first), so every consumer reads it whole.
- ``x-python-enum``: the name of a ``str`` enum class the module also defines for the
  values of a string ``enum`` property (``LLMEnvType`` for ``env_type``, as shipped); the
  field stays a ``Literal``.
- ``x-exclude-from-dump``: the class holds the field but ``model_dump`` leaves it out
  (``exclude=True``; ``mutation.dormant_threshold`` and an encoder's ``arch``, as shipped).
- ``x-serialization-name``: the name ``model_dump(by_alias=True)`` writes the field under
  (``serialization_alias``; the shipped manifest dumps ``selection_strategy`` as
  ``tournament_selection``).
- ``x-defs-only``: on a schema's root, a file that only holds ``$defs`` (the ``network``
  section, whose root is not checked yet): its root is no class, type or model location.
- ``x-python-set``: on a property with an array-of-strings branch, the Python class also
  takes a set of those strings (``set[str]`` last in the annotation: LoRA's
  ``target_modules``, as shipped). JSON has no sets, so a document writes the array; a
  set a Python caller passes is judged, and held, as its sorted list.
- ``x-python-class``: on an object, the name of its generated Python class when that is
  not the title (the manifest is ``TrainingManifest``, as shipped; the title ``Manifest``
  stays the schema's, the TypeScript type's and the model's name, and the module keeps
  ``Manifest`` as an alias of the class).
- ``x-python-order``: on an object, the order of its Python fields (the shipped
  signature's); every field is named once. The schema keeps its own order for editors.

The ``$schema`` property (an editor's pointer to the schema file) is no field of a Python
class: the manifest drops it before pydantic builds the object (``_manifest_joins``).

An ``if``/``then``/``else`` property (the ``replay_buffer`` union on ``kind``) becomes the
``anyOf`` of its branches for the generators. A schema whose root is such a union, marked
``x-discriminator`` (the ``environment`` section on ``env_type``), is no class of its own in
its module: :func:`unions` names its branches, and the module gets the discriminated union
``Annotated[A | B, Field(discriminator=...)]`` under the schema's title, as shipped.

The algorithm section selects a class by ``name`` (``schema/algorithms/``, one file per
module, e.g. ``algorithms/dqn`` -> ``agilerl.arena.models.algorithms.dqn``): an
``x-section-of`` object (a registered algorithm's branch, with ``name``) gives the class it
names its fields (:func:`_section_classes`), and a property holding the section holds one
of those classes in the generated code (:func:`_dispatch`). ``x-extends`` names the class
a class derives from (the shipped hierarchy: ``RecurrentPPOSpec`` is a ``PPOSpec``); the
schema still lists every field (:func:`parents`).
"""

from __future__ import annotations

import copy
import json
import posixpath
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import inherit
import registry

ROOT = Path(__file__).resolve().parents[2]
SCHEMA_DIR = ROOT / "schema"

# Every schema file, by stem (its path under schema/ without ``.schema.json``), and the
# module under agilerl.arena.models (dotted: a subpackage) each is generated into: the
# modules of the registry (schema/registry/algorithms.json), then each algorithm's own.
SECTIONS, MODULES = registry.load(validate=False).layout()

# Keywords that matter to validators and editors but not to the class structure.
_VALIDATION_ONLY = {
    "allOf", "if", "then", "else", "not", "$comment",
    # editor annotations (VS Code's JSON/YAML language services read them)
    "examples", "markdownDescription", "enumDescriptions", "markdownEnumDescriptions",
    "deprecationMessage",
}  # fmt: skip


def schema_path(stem: str) -> Path:
    return SCHEMA_DIR / f"{stem}.schema.json"


def schema_text(schema: dict[str, Any]) -> str:
    """A schema file's text: 2-space JSON, as every file under schema/ is written and every
    published one is made."""
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def read_schema(path: Path) -> dict[str, Any]:
    """A schema file, refused with its name and the key where a key is written twice in
    one object (``json`` keeps the last silently, and a merge can leave two ``x-rules``)."""

    def unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise SystemExit(f"{path.name}: the key {key!r} is written twice in one object")
            seen.add(key)
        return dict(pairs)

    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"), object_pairs_hook=unique)
    return data


def load(stem: str) -> dict[str, Any]:
    """The hand-written schema ``stem`` (``schema/<stem>.schema.json``) as written."""
    return read_schema(schema_path(stem))


def sources() -> dict[str, dict[str, Any]]:
    """Every hand-written schema by stem, as written."""
    return {stem: load(stem) for stem in SECTIONS}


def load_all() -> dict[str, dict[str, Any]]:
    """Every schema as published: the hand-written ones composed with what the registry and
    the tables derive (:func:`compose.compose`)."""
    import compose  # imports this module's neighbours; generation only

    return compose.compose(sources(), registry.load())


def _options(node: Any) -> tuple[list[Any], list[Any]]:
    """(types, nulls) a branch can produce: ``$ref`` targets and ``{"type": "null"}``.

    Branches that only validate (no ``$ref``, e.g. an error for an unknown ``kind``) add
    no type.
    """
    if not isinstance(node, dict):
        return [], []
    if "then" in node and "else" in node:
        else_types, else_nulls = _options(node["else"])
        then_types, then_nulls = _options(node["then"])
        return [*else_types, *then_types], [*else_nulls, *then_nulls]
    if "anyOf" in node:
        types: list[Any] = []
        nulls: list[Any] = []
        for option in node["anyOf"]:
            more_types, more_nulls = _options(option)
            types += more_types
            nulls += more_nulls
        return types, nulls
    if "$ref" in node:
        return [node], []
    return ([], [node]) if node == {"type": "null"} else ([], [])


def _branches(node: dict[str, Any]) -> dict[str, Any]:
    """``if``/``then``/``else`` between object types, as the ``anyOf`` of the types its
    branches can produce (``else`` before ``then``, ``null`` last)."""
    if not ("then" in node and "else" in node) or "anyOf" in node:
        return node
    types, nulls = _options(node)
    return {**node, "anyOf": [*types, *nulls[:1]]}


def _strip(node: Any, python: bool = True) -> Any:
    if isinstance(node, list):
        return [_strip(item, python) for item in node]
    if not isinstance(node, dict):
        return node
    node = _branches(node)
    if python and node.get("x-null-means-default") and "anyOf" in node:
        node = {**node, "anyOf": [o for o in node["anyOf"] if o != {"type": "null"}]}
        if len(node["anyOf"]) == 1:
            only = node.pop("anyOf")[0]
            node = {**only, **node}
    out = {
        key: _strip_properties(value, python) if key == "properties" else _strip(value, python)
        for key, value in node.items()
        if key not in _VALIDATION_ONLY and not key.startswith("x-")
    }
    options = out.get("anyOf")
    if (
        isinstance(options, list)
        and len(options) == 2
        and options[1] == {"type": "null"}
        and isinstance(options[0].get("type"), str)
        # the generator reads neither an enum's nor a mapping's values beside a type list
        and not {"enum", "additionalProperties"} & set(options[0])
    ):
        first = dict(options[0])
        del out["anyOf"]
        out["type"] = [first.pop("type"), "null"]
        out.update(first)
    return out


def _strip_properties(properties: dict[str, Any], python: bool = True) -> dict[str, Any]:
    # property names are data, not keywords: keep every one but the retired keys (and,
    # for Python, the older spellings, which become validation aliases)
    out = {}
    for name, schema in properties.items():
        if isinstance(schema, dict) and (
            schema.get("x-retired") or (python and "x-alias-of" in schema)
        ):
            continue
        if python and name == "$schema":  # an editor's pointer, no field of the class
            continue
        renamed = schema.get("x-python-name", name) if python and isinstance(schema, dict) else name
        out[renamed] = _strip(schema, python)
    return out


def _rewrite_refs(node: Any, mapping: dict[str, str], local: frozenset[str]) -> Any:
    """Whole-file references by ``mapping``; ``<file>#/$defs/X`` into a file of the view
    (``local``) as ``#/$defs/X``, since the view holds every ``$defs`` entry of its files."""
    if isinstance(node, list):
        return [_rewrite_refs(item, mapping, local) for item in node]
    if not isinstance(node, dict):
        return node
    out = {}
    for key, value in node.items():
        if key == "$ref" and isinstance(value, str):
            path, hash_, fragment = value.partition("#")
            out[key] = "#" + fragment if hash_ and path in local else mapping.get(value, value)
        else:
            out[key] = _rewrite_refs(value, mapping, local)
    return out


def _root_relative(node: Any, stem: str) -> Any:
    """``$ref`` values of the schema ``stem`` written relative to ``schema/`` instead of to
    the file (``../networks.schema.json#/...`` in ``algorithms/grpo`` is
    ``networks.schema.json#/...``), as the views of every module are laid out."""
    folder = posixpath.dirname(stem)
    if not folder:
        return node
    if isinstance(node, list):
        return [_root_relative(item, stem) for item in node]
    if not isinstance(node, dict):
        return node
    out = {}
    for key, value in node.items():
        if key == "$ref" and isinstance(value, str) and not value.startswith(("#", "http")):
            path, hash_, fragment = value.partition("#")
            value = posixpath.normpath(posixpath.join(folder, path)) + hash_ + fragment
        out[key] = _root_relative(value, stem)
    return out


def is_object(doc: dict[str, Any]) -> bool:
    """Whether a schema document is itself an object (a class) or a discriminated union of
    classes (``x-discriminator``, the environment section); else it only holds ``$defs``
    (a module of several classes, e.g. ``algorithms/ppo``)."""
    if doc.get("x-defs-only"):
        return False
    return doc.get("type") == "object" or "x-discriminator" in doc


def _section_classes(defs: dict[str, Any], keep_sections: bool = False) -> dict[str, Any]:
    """Each ``x-section-of`` object as the class it names, in that class's place.

    A registered algorithm is written twice over one set of fields: ``<Name>Section``, the
    manifest's section that names it (``name`` allowed), and the class itself, a ``$ref``
    to it that refuses ``name`` (``not: {required: [name]}``). The class gets the fields
    of the section without the keys its ``not`` refuses, and its own title and texts.
    With ``keep_sections`` (TypeScript: every ``$defs`` entry is a type) the section stays
    too, as the type of the section that names it (``DQNSection``, with ``name``).
    """
    sections = {value["x-section-of"]: value for value in defs.values() if "x-section-of" in value}
    out: dict[str, Any] = {}
    for name, value in defs.items():
        if "x-section-of" in value:
            if keep_sections:
                out[name] = value
            continue
        section = sections.get(name)
        if section is not None:
            refused = set(value.get("not", {}).get("required", []))
            texts = {k: value[k] for k in ("title", "description", "markdownDescription")}
            props = {k: v for k, v in section["properties"].items() if k not in refused}
            value = {**section, **texts, "properties": props}
            del value["x-section-of"]
        out[name] = value
    return out


def _class_fields(stem: str, name: str, schemas: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The properties class ``name`` of ``stem`` has (a section's class: the section's
    without the keys it refuses)."""
    defs = _section_classes(schemas[stem].get("$defs", {}))
    return defs[name].get("properties", {})  # type: ignore[no-any-return]


def parents(schemas: dict[str, dict[str, Any]]) -> dict[str, tuple[str, str, frozenset[str]]]:
    """``x-extends``: a class derives from another (the shipped hierarchy). Class ->
    (stem of the parent, parent class, the fields the class adds or changes).

    Its published schema lists every field; the generator makes the class flat, then
    ``generate`` derives it from its parent and keeps only those fields (pydantic keeps
    an inherited field where the parent has it, as the shipped classes do).
    """
    out: dict[str, tuple[str, str, frozenset[str]]] = {}
    for stem, doc in schemas.items():
        for name, sub in doc.get("$defs", {}).items():
            if "x-extends" not in sub:
                continue
            other, parent = inherit.parent(stem, sub["x-extends"])
            theirs = _class_fields(other, parent, schemas)
            mine = _class_fields(stem, name, schemas)
            changed = frozenset(k for k, v in mine.items() if theirs.get(k) != v)
            out[name] = (other, parent, changed)
    return out


def _dispatch(schemas: dict[str, dict[str, Any]]) -> dict[str, list[str]]:
    """``<stem>.schema.json`` -> references to the classes its ``if``/``then`` branches select.

    The algorithm section selects a class by ``name``: each ``allOf`` branch whose ``then``
    is a ``$ref`` to an ``x-section-of`` object. A property holding such a section holds,
    in the generated code, one of those classes (or the section's own class otherwise).
    """
    out: dict[str, list[str]] = {}
    for stem, doc in schemas.items():
        for item in doc.get("allOf", []):
            ref = item.get("then", {}).get("$ref") if isinstance(item, dict) else None
            if not isinstance(ref, str) or "#/$defs/" not in ref:
                continue
            path, _, fragment = ref.partition("#/$defs/")
            other = next(s for s in schemas if f"{s}.schema.json" == path)
            target = schemas[other]["$defs"][fragment]
            if "x-section-of" in target:
                cls = f"{path}#/$defs/{target['x-section-of']}"
                out.setdefault(f"{stem}.schema.json", []).append(cls)
    return out


def _dispatched(node: Any, dispatch: dict[str, list[str]]) -> Any:
    """Properties that hold a dispatching section as the union of its classes."""
    if isinstance(node, list):
        return [_dispatched(item, dispatch) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: _dispatched(value, dispatch) for key, value in node.items()}
    for name, prop in out.get("properties", {}).items():
        if isinstance(prop, dict) and prop.get("$ref") in dispatch:
            rest = {key: value for key, value in prop.items() if key != "$ref"}
            options = [{"$ref": ref} for ref in dispatch[prop["$ref"]]]
            out["properties"][name] = {**rest, "anyOf": [*options, {"$ref": prop["$ref"]}]}
    return out


def codegen_view(
    stems: tuple[str, ...],
    schemas: dict[str, dict[str, Any]],
    python: bool = True,
    own_unions: bool = False,
) -> dict[str, Any]:
    """One document whose ``$defs`` hold every object of ``stems``, shaped for codegen.

    References into a section outside ``stems`` stay file references (the generator maps
    them to the module that already defines those classes). With ``own_unions`` (the view
    a module's own classes are generated from), a discriminated root union is left out:
    the module defines it as a type alias (:func:`unions`).
    """
    defs: dict[str, Any] = {}
    mapping = {  # outside refs name the class's own entry in that file's codegen view
        f"{stem}.schema.json": f"{stem}.schema.json#/$defs/{schemas[stem]['title']}"
        for stem in SECTIONS
        if is_object(schemas[stem])
    }
    for stem in stems:
        doc = _root_relative(copy.deepcopy(schemas[stem]), stem)
        sub = doc.pop("$defs", {})
        for key in ("$schema", "$id"):
            doc.pop(key, None)
        if is_object(doc):
            mapping[f"{stem}.schema.json"] = f"#/$defs/{doc['title']}"
            if not (own_unions and "x-discriminator" in doc):
                defs[doc["title"]] = doc
        defs.update(sub)
    defs = _section_classes(defs, keep_sections=not python)
    if python:  # TypeScript keeps the section's own type, which has ``name``
        defs = _dispatched(defs, _dispatch(schemas))
    view = {"$schema": "https://json-schema.org/draft/2020-12/schema", "$defs": defs}
    local = frozenset(f"{stem}.schema.json" for stem in stems)
    return _strip(_rewrite_refs(view, mapping, local), python)  # type: ignore[no-any-return]


def _then_first(node: Any) -> list[str]:
    """Titles of the ``$defs`` an ``if``/``then``/``else`` chain selects, in the order written."""
    if not isinstance(node, dict):
        return []
    out = []
    ref = node.get("then", {}).get("$ref") if isinstance(node.get("then"), dict) else None
    if isinstance(ref, str) and ref.startswith("#/$defs/"):
        out.append(ref.removeprefix("#/$defs/"))
    return [*out, *_then_first(node.get("else"))]


def unions(stems: tuple[str, ...], schemas: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Title -> ``(discriminator, branch titles)`` of each discriminated root union of ``stems``."""
    out = {}
    for stem in stems:
        doc = schemas[stem]
        if "x-discriminator" in doc:
            out[doc["title"]] = (doc["x-discriminator"], _then_first(doc))
    return out


def python_bases(schemas: dict[str, dict[str, Any]]) -> dict[str, str]:
    """Class title -> the generated class it derives from (``x-python-base``)."""
    return {
        obj["title"]: obj["x-python-base"] for obj in _objects(schemas) if "x-python-base" in obj
    }


def enums(stems: tuple[str, ...], schemas: dict[str, dict[str, Any]]) -> dict[str, list[str]]:
    """Python enum class name -> values, for each property of ``stems`` marked
    ``x-python-enum`` (the field itself stays a ``Literal``; the class names its values)."""
    out: dict[str, list[str]] = {}
    for obj in _objects({stem: schemas[stem] for stem in stems}):
        for prop in obj.get("properties", {}).values():
            if isinstance(prop, dict) and "x-python-enum" in prop:
                out[prop["x-python-enum"]] = list(prop["enum"])
    return out


def _objects(schemas: dict[str, dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for doc in schemas.values():
        yield doc
        yield from doc.get("$defs", {}).values()


def aliases(schemas: dict[str, dict[str, Any]]) -> dict[str, dict[str, dict[str, Any]]]:
    """Class title -> Python field -> what the generator adds to its ``Field``.

    ``validation_alias``: the JSON name first, then every older spelling (``x-alias-of``);
    ``serialization_alias``: the JSON name, when the Python name differs (``x-python-name``),
    or the name ``x-serialization-name`` gives.
    """
    out: dict[str, dict[str, dict[str, Any]]] = {}
    for obj in _objects(schemas):
        props = obj.get("properties", {})
        older: dict[str, list[str]] = {}
        for name, prop in props.items():
            if isinstance(prop, dict) and "x-alias-of" in prop:
                older.setdefault(prop["x-alias-of"], []).append(name)
        for name, prop in props.items():
            python = prop.get("x-python-name", name) if isinstance(prop, dict) else name
            dumped = prop.get("x-serialization-name") if isinstance(prop, dict) else None
            if name not in older and python == name and dumped is None:
                continue
            extra: dict[str, Any] = {"validation_alias": [name, *older.get(name, [])]}
            if python != name:
                if python not in extra["validation_alias"]:
                    extra["validation_alias"].append(python)
                extra["serialization_alias"] = name
            if dumped is not None:
                extra["serialization_alias"] = dumped
            out.setdefault(obj.get("x-section-of", obj["title"]), {})[python] = extra
    return out


def excluded(schemas: dict[str, dict[str, Any]]) -> dict[str, set[str]]:
    """Class title -> fields marked ``x-exclude-from-dump`` (held, never dumped)."""
    out: dict[str, set[str]] = {}
    for obj in _objects(schemas):
        for name, prop in obj.get("properties", {}).items():
            if isinstance(prop, dict) and prop.get("x-exclude-from-dump"):
                out.setdefault(obj["title"], set()).add(prop.get("x-python-name", name))
    return out


def null_defaults(schemas: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Class title -> Python field -> its default, for the fields marked
    ``x-null-means-default`` (``null`` given stands for the default)."""
    out: dict[str, dict[str, Any]] = {}
    for obj in _objects(schemas):
        for name, prop in obj.get("properties", {}).items():
            if isinstance(prop, dict) and prop.get("x-null-means-default"):
                out.setdefault(obj["title"], {})[prop.get("x-python-name", name)] = prop["default"]
    return out


def python_classes(schemas: dict[str, dict[str, Any]]) -> dict[str, str]:
    """Class title -> its Python class name, where ``x-python-class`` gives another."""
    return {
        obj["title"]: obj["x-python-class"] for obj in _objects(schemas) if "x-python-class" in obj
    }


def python_orders(schemas: dict[str, dict[str, Any]]) -> dict[str, list[str]]:
    """Class title -> its Python fields in order (``x-python-order``)."""
    return {
        obj["title"]: obj["x-python-order"] for obj in _objects(schemas) if "x-python-order" in obj
    }


def python_sets(schemas: dict[str, dict[str, Any]]) -> dict[str, set[str]]:
    """Class title -> fields marked ``x-python-set`` (a Python set of strings is taken too)."""
    out: dict[str, set[str]] = {}
    for obj in _objects(schemas):
        for name, prop in obj.get("properties", {}).items():
            if isinstance(prop, dict) and prop.get("x-python-set"):
                out.setdefault(obj["title"], set()).add(prop.get("x-python-name", name))
    return out


_BOUND_KEYWORDS = {
    "minimum": "ge",
    "exclusiveMinimum": "gt",
    "maximum": "le",
    "exclusiveMaximum": "lt",
}


def bounds(view: dict[str, Any]) -> dict[str, dict[str, dict[str, int | float]]]:
    """Class title -> field -> ``{ge: 1, gt: 0, ...}`` (every field, ``{}`` without bounds),
    each bound as the schema writes it (``0`` stays an int, ``0.0`` a float: the signature
    shows ``Gt(gt=0)`` or ``Gt(gt=0.0)`` exactly as the reference does)."""
    out: dict[str, dict[str, dict[str, int | float]]] = {}
    for title, obj in view.get("$defs", {}).items():
        for name, prop in obj.get("properties", {}).items():
            found = {
                keyword: prop[key]
                for key, keyword in _BOUND_KEYWORDS.items()
                if isinstance(prop, dict) and key in prop
            }
            out.setdefault(title, {})[name] = found  # also none: a subclass's field has
            # exactly its own bounds (the generator merges in its parent's)
    return out


def model_locations(schemas: dict[str, dict[str, Any]]) -> dict[str, str]:
    """Class name -> URI of the (sub)schema that validates it (a section's branch for one
    algorithm, ``x-section-of``, is no class of its own)."""
    out: dict[str, str] = {}
    for doc in schemas.values():
        if is_object(doc):
            out[doc["title"]] = doc["$id"]
        for name, sub in doc.get("$defs", {}).items():
            if "x-section-of" not in sub:
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
    view = codegen_view(SECTIONS, _documented(schemas), python=False)
    defs = view["$defs"]
    for schema in defs.values():
        for name, prop in schema.get("properties", {}).items():
            if isinstance(prop, dict) and "$ref" in prop and "description" in prop:
                # the description is the property's, not the referenced type's
                rest = {key: value for key, value in prop.items() if key != "$ref"}
                schema["properties"][name] = {"allOf": [{"$ref": prop["$ref"]}], **rest}
    root: dict[str, Any] = defs.pop(schemas["manifest"]["title"])
    return {"$schema": view["$schema"], **root, "$defs": defs}
