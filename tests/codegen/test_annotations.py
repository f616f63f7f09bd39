"""The schema carries what editors show: a title and description for each object; a
description, Markdown description and (for optional fields of the sections) a default for
each field; a description for each enum value; examples that validate; deprecation with
its message."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry
from referencing.jsonschema import DRAFT202012

from tests.conftest import load_schemas

SCHEMAS = load_schemas()
SECTIONS = ("training", "replay_buffer", "algorithm")


def objects() -> Iterator[tuple[str, str, dict[str, Any]]]:
    """(stem, pointer, object schema) for each schema's root and each of its $defs."""
    for stem, doc in SCHEMAS.items():
        yield stem, "", doc
        for name, sub in doc.get("$defs", {}).items():
            yield stem, f"/$defs/{name}", sub


FIELDS = [
    (f"{stem}#{pointer}/properties/{name}", stem, obj, name, prop)
    for stem, pointer, obj in objects()
    for name, prop in obj.get("properties", {}).items()
]


def plain(markdown: str) -> str:
    return re.sub(r"[`*]", "", markdown)


@pytest.mark.parametrize(
    ("stem", "pointer", "obj"), list(objects()), ids=[f"{s}#{p}" for s, p, _ in objects()]
)
def test_objects_have_title_and_descriptions(stem: str, pointer: str, obj: dict[str, Any]) -> None:
    assert obj.get("title"), (stem, pointer)
    assert obj.get("description"), (stem, pointer)
    assert plain(obj["markdownDescription"]) == plain(obj["description"]), (stem, pointer)


@pytest.mark.parametrize(
    ("where", "stem", "obj", "name", "prop"), FIELDS, ids=[f[0] for f in FIELDS]
)
def test_fields_have_descriptions_defaults_and_value_descriptions(
    where: str, stem: str, obj: dict[str, Any], name: str, prop: dict[str, Any]
) -> None:
    assert prop.get("description"), where
    # the Markdown text says the same, with names and values as code
    assert plain(prop["markdownDescription"]) == plain(prop["description"]), where
    spelling = "x-alias-of" in prop or prop.get("x-retired")  # no value of its own
    if stem in SECTIONS and name not in obj.get("required", []) and not spelling:
        assert "default" in prop, f"{where}: an optional field of a section shows its default"
    if spelling:
        assert "default" not in prop, f"{where}: an editor would insert the older spelling"
        assert prop.get("deprecated") is True, f"{where}: editors show it as deprecated"
    for option in [prop, *prop.get("anyOf", [])]:
        if "enum" in option:
            for key in ("enumDescriptions", "markdownEnumDescriptions"):
                assert len(option.get(key, [])) == len(option["enum"]), f"{where}: {key}"
            pairs = zip(option["enumDescriptions"], option["markdownEnumDescriptions"], strict=True)
            assert all(plain(a) == plain(b) for a, b in pairs), where
    assert ("deprecated" in prop) == ("deprecationMessage" in prop), where


def _registry() -> Registry:
    return Registry().with_resources(
        (doc["$id"], DRAFT202012.create_resource(doc)) for doc in SCHEMAS.values()
    )


@pytest.mark.parametrize(
    ("where", "stem", "obj", "name", "prop"),
    [field for field in FIELDS if "examples" in field[4]],
    ids=[field[0] for field in FIELDS if "examples" in field[4]],
)
def test_examples_are_valid_values(
    where: str, stem: str, obj: dict[str, Any], name: str, prop: dict[str, Any]
) -> None:
    base = SCHEMAS[stem]["$id"]
    validator = Draft202012Validator(
        {"$ref": f"{base}#{where.split('#', 1)[1]}"}, registry=_registry()
    )
    for example in prop["examples"]:
        assert validator.is_valid(example), (where, example)


def test_enough_fields_have_examples() -> None:
    with_examples = [field for field in FIELDS if "examples" in field[4]]
    assert len(with_examples) >= 25
