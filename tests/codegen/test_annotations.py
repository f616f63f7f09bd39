"""The schema carries what editors show: a title and description for each object; a
description, Markdown description and (for optional fields of the sections) a default for
each field; a description for each enum value; examples that validate; deprecation with
its message.

Table-driven: each check is a function returning the problems of one object or field,
named by its place (``manifest#/$defs/Manifest/properties/training: ...``); one test walks
the whole table and fails once, listing every problem. ``test_each_check_names_the_case``
shows that each check finds a fault planted in a copy of a schema.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterator, Mapping
from typing import Any

from jsonschema import Draft202012Validator
from referencing import Registry
from referencing.jsonschema import DRAFT202012

from tests.conftest import load_schemas

SCHEMAS = load_schemas()
SECTIONS = ("training", "replay_buffer", "algorithm")

Schemas = Mapping[str, dict[str, Any]]


def objects(schemas: Schemas) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """(stem, pointer, object schema) for each schema's root and each of its $defs."""
    for stem, doc in schemas.items():
        yield stem, "", doc
        for name, sub in doc.get("$defs", {}).items():
            yield stem, f"/$defs/{name}", sub


def fields(schemas: Schemas) -> Iterator[tuple[str, str, dict[str, Any], str, dict[str, Any]]]:
    """(where, stem, object schema, field name, field schema) for each field of each object;
    ``where`` is the field's place, ``stem#pointer``."""
    for stem, pointer, obj in objects(schemas):
        for name, prop in obj.get("properties", {}).items():
            yield f"{stem}#{pointer}/properties/{name}", stem, obj, name, prop


def plain(markdown: str) -> str:
    return re.sub(r"[`*]", "", markdown)


def object_problems(stem: str, pointer: str, obj: dict[str, Any]) -> list[str]:
    """What an object schema lacks: a title, a description, a Markdown description that
    says the same."""
    where = f"{stem}#{pointer}"
    problems = [f"{where}: no {key}" for key in ("title", "description") if not obj.get(key)]
    return problems + markdown_problems(where, obj)


def markdown_problems(where: str, schema: dict[str, Any]) -> list[str]:
    """A Markdown description that says what the description says (names, values as code)."""
    if "markdownDescription" not in schema:
        return [f"{where}: no markdownDescription"]
    if plain(schema["markdownDescription"]) != plain(schema.get("description", "")):
        return [f"{where}: markdownDescription says other than description"]
    return []


def field_problems(
    where: str, stem: str, obj: dict[str, Any], name: str, prop: dict[str, Any]
) -> list[str]:
    """What a field schema lacks: descriptions, its default (optional fields of the
    sections), a description for each enum value, deprecation with its message."""
    problems = []
    if not prop.get("description"):
        problems.append(f"{where}: no description")
    problems.extend(markdown_problems(where, prop))
    spelling = "x-alias-of" in prop or prop.get("x-retired")  # no value of its own
    optional = name not in obj.get("required", [])
    if stem in SECTIONS and optional and not spelling and "default" not in prop:
        problems.append(f"{where}: an optional field of a section shows its default")
    if spelling and "default" in prop:
        problems.append(f"{where}: a default (an editor would insert the older spelling)")
    if spelling and prop.get("deprecated") is not True:
        problems.append(f"{where}: not deprecated (editors show the older spelling as such)")
    for option in [prop, *prop.get("anyOf", [])]:
        if "enum" not in option:
            continue
        described = True
        for key in ("enumDescriptions", "markdownEnumDescriptions"):
            if len(option.get(key, [])) != len(option["enum"]):
                problems.append(f"{where}: {key} does not describe each of {option['enum']}")
                described = False
        if described:
            pairs = zip(option["enumDescriptions"], option["markdownEnumDescriptions"], strict=True)
            for value, (text, markdown) in zip(option["enum"], pairs, strict=True):
                if plain(text) != plain(markdown):
                    problems.append(f"{where}: the descriptions of {value!r} differ")
    if ("deprecated" in prop) != ("deprecationMessage" in prop):
        problems.append(f"{where}: deprecated without deprecationMessage, or the reverse")
    return problems


def example_problems(schemas: Schemas) -> list[str]:
    """Each example of each field that its own field schema refuses."""
    registry: Registry = Registry().with_resources(
        (doc["$id"], DRAFT202012.create_resource(doc)) for doc in schemas.values()
    )
    problems = []
    for where, stem, _, _, prop in fields(schemas):
        if "examples" not in prop:
            continue
        ref = f"{schemas[stem]['$id']}#{where.split('#', 1)[1]}"
        validator = Draft202012Validator({"$ref": ref}, registry=registry)
        problems.extend(
            f"{where}: the example {example!r} is not a valid value"
            for example in prop["examples"]
            if not validator.is_valid(example)
        )
    return problems


def all_problems(schemas: Schemas) -> list[str]:
    """Every problem of every object, field and example of ``schemas``."""
    return [
        *(p for case in objects(schemas) for p in object_problems(*case)),
        *(p for case in fields(schemas) for p in field_problems(*case)),
        *example_problems(schemas),
    ]


def test_the_table_covers_every_object_and_field() -> None:
    # the table walks what the schemas hold: 110 objects, 1,073 fields, 432 with examples
    # when the 1,616 parametrized cases became these tests
    assert len(list(objects(SCHEMAS))) >= 100
    assert len(list(fields(SCHEMAS))) >= 1000


def test_objects_have_title_and_descriptions() -> None:
    problems = [p for case in objects(SCHEMAS) for p in object_problems(*case)]
    assert not problems, "\n".join(problems)


def test_fields_have_descriptions_defaults_and_value_descriptions() -> None:
    problems = [p for case in fields(SCHEMAS) for p in field_problems(*case)]
    assert not problems, "\n".join(problems)


def test_examples_are_valid_values() -> None:
    problems = example_problems(SCHEMAS)
    assert not problems, "\n".join(problems)


def test_enough_fields_have_examples() -> None:
    assert sum("examples" in field[4] for field in fields(SCHEMAS)) >= 25


def test_each_check_names_the_case() -> None:
    """Faults planted in a copy of the schemas: each check finds its own, by place."""
    broken = copy.deepcopy(dict(SCHEMAS))
    training = broken["training"]
    del training["title"]
    props = training["properties"]
    required = training.get("required", [])
    optional = next(n for n in props if n not in required and "default" in props[n])
    del props[optional]["default"]
    described = next(n for n in props if "description" in props[n])
    props[described]["markdownDescription"] = "something else"
    enum_where, enum_prop = next(
        (where, prop) for where, *_, prop in fields(broken) if "enumDescriptions" in prop
    )
    enum_prop["enumDescriptions"] = enum_prop["enumDescriptions"][:-1]
    example_where, example_prop = next(
        (where, prop) for where, *_, prop in fields(broken) if "examples" in prop
    )
    example_prop["examples"] = [*example_prop["examples"], {"not": "a valid value"}]
    found = "\n".join(all_problems(broken))
    assert "training#: no title" in found
    assert f"training#/properties/{optional}: an optional field of a section shows" in found
    assert f"training#/properties/{described}: markdownDescription says other" in found
    assert f"{enum_where}: enumDescriptions does not describe each" in found
    assert f"{example_where}: the example {{'not': 'a valid value'}} is not" in found
    assert all_problems(SCHEMAS) == []
