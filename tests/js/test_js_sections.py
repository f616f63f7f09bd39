"""Every section and every class reaches the JavaScript consumers, whatever schema/ holds.

The checks enumerate the schema files and their ``$defs`` (nothing here names a section):

- every schema file is a section of the bundle the generators read (tools/codegen/bundle.py);
- every class (a file's root object or union, each ``$defs`` entry) has a TypeScript type
  in generated/ts/types.d.ts;
- every class is validated by the generated JavaScript validator: it has a validator of
  its own, or (a registered algorithm's section, ``x-section-of``) an ``if``/``then``
  branch of a section selects it by value (``algorithm.name: DQN``);
- one verdict: on field-by-field variants of every class, of the algorithm section under
  every registered name, and of every manifest property, the JavaScript validator and
  Python (``agilerl.models._validation``) name the same problems (path, rule, message; a
  number written ``1.0`` in Python is ``1`` in JavaScript).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from agilerl.models import _validation
from tests.conformance.env_documents import BAD_TYPES, _schema_values, _unique
from tests.conftest import ROOT, load_schemas
from tests.js.test_js_verdict import same_number_style
from tests.node import run_json

sys.path.insert(0, str(ROOT / "tools" / "codegen"))

import bundle

SCRIPT = Path(__file__).with_name("sections.cjs")
TYPES = (ROOT / "generated" / "ts" / "types.d.ts").read_text(encoding="utf-8")
SCHEMAS = load_schemas()
JSON = Any


def classes() -> list[tuple[str, str]]:
    """(stem, class) of every class of every schema file: its root (unless the file only
    holds ``$defs``) and each ``$defs`` entry."""
    out = []
    for stem, doc in SCHEMAS.items():
        if bundle.is_object(doc):
            out.append((stem, doc["title"]))
        out += [(stem, name) for name in doc.get("$defs", {})]
    return out


def selections() -> dict[str, tuple[str, Any]]:
    """``$defs`` entry -> (stem of the section, the ``if``) for each entry an ``allOf``
    item selects (``then: {$ref: ...}``), e.g. ``DQNSection`` by ``name: DQN``."""
    out: dict[str, tuple[str, Any]] = {}
    for stem, doc in SCHEMAS.items():
        for obj in [doc, *doc.get("$defs", {}).values()]:
            for item in obj.get("allOf", []):
                ref = item.get("then", {}).get("$ref", "") if isinstance(item, dict) else ""
                if "#/$defs/" in ref:
                    out[ref.rsplit("/", 1)[-1]] = (stem, item["if"])
    return out


def test_every_schema_file_is_a_section_of_the_bundle() -> None:
    assert sorted(SCHEMAS) == sorted(bundle.SECTIONS)
    modules = [stem for stems in bundle.MODULES.values() for stem in stems]
    assert sorted(modules) == sorted(SCHEMAS), "every file is generated into a module"


@pytest.mark.parametrize(("stem", "name"), classes(), ids=lambda v: str(v))
def test_every_class_has_a_typescript_type(stem: str, name: str) -> None:
    assert re.search(rf"^export (interface|type) {re.escape(name)}\b", TYPES, re.M), (
        f"{stem}: {name} has no type in generated/ts/types.d.ts"
    )


def _js(cases: list[dict[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = run_json(SCRIPT, cases, timeout=600)
    return result


def test_every_class_is_validated_by_the_js_validator() -> None:
    found = _js([])
    models, validators = set(found["models"]), set(found["validators"])
    assert models == validators, "each model has its compiled validator"
    selected = selections()
    missing = []
    for stem, name in classes():
        if name in models:
            continue
        if "x-section-of" in SCHEMAS[stem]["$defs"].get(name, {}) and name in selected:
            section, _ = selected[name]
            assert bundle.is_object(SCHEMAS[section])
            assert SCHEMAS[section]["title"] in models
            continue
        missing.append(f"{stem}: {name}")
    assert missing == [], "classes the JavaScript validator cannot check"
    assert len(models) >= 40


# ---------------------------------------------------------------- the documents judged
def _local(doc: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    """``node`` with a local ``$ref`` (a class over a section's fields) followed."""
    while "properties" not in node and str(node.get("$ref", "")).startswith("#/$defs/"):
        node = doc["$defs"][node["$ref"].rsplit("/", 1)[-1]]
    return node


def _properties(stem: str, name: str) -> dict[str, Any]:
    doc = SCHEMAS[stem]
    node = doc if bundle.is_object(doc) and doc["title"] == name else doc["$defs"][name]
    props: dict[str, Any] = _local(doc, node).get("properties", {})
    return props


def _defaults(props: dict[str, Any]) -> JSON:
    """Each property at its first example, else its default (a second way to be valid)."""
    out = {}
    for field, prop in props.items():
        if prop.get("deprecated") or prop.get("x-retired"):
            continue
        if prop.get("examples"):
            out[field] = prop["examples"][0]
        elif "default" in prop and prop["default"] is not None:
            out[field] = prop["default"]
    return out


def variants(props: dict[str, Any], bases: list[JSON]) -> list[JSON]:
    """Every field at its bounds (and past them), default, examples and each wrong type;
    a field removed, misspelt, an unknown key; non-objects."""
    docs: list[JSON] = []
    for base in bases:
        docs.append(base)
        for field, prop in props.items():
            for value in _unique([*_schema_values(prop), *BAD_TYPES]):
                docs.append({**base, field: value})
            if field in base:
                docs.append({k: v for k, v in base.items() if k != field})
            docs.append({**base, field + "x": 1})
        docs.append({**base, "unknown_key": 1})
    return [*docs, None, [], "x", 5]


def class_cases() -> list[tuple[str, JSON]]:
    """Variants of every class, judged as it; a class without fields of its own (a union
    on a tag) is judged on the variants of every class of its file."""
    by_stem: dict[str, list[JSON]] = {}
    cases: list[tuple[str, JSON]] = []
    models = bundle.model_locations(SCHEMAS)
    for stem, name in classes():
        if name not in models:
            continue
        props = _properties(stem, name)
        docs = variants(props, [{}, _defaults(props)]) if props else []
        by_stem.setdefault(stem, []).extend(docs)
        cases += [(name, doc) for doc in docs]
    for stem, name in classes():
        if name in models and not _properties(stem, name):
            cases += [(name, doc) for doc in by_stem.get(stem, [])]
    return cases


def algorithm_cases() -> list[tuple[str, JSON]]:
    """The manifest's algorithm section under every name it lists, each field of the
    branch that name selects (and of the section itself) set to each value."""
    manifest = SCHEMAS["manifest"]
    section_ref = manifest["properties"]["algorithm"]["$ref"]
    section = SCHEMAS[section_ref.removesuffix(".schema.json")]
    selected = selections()
    cases: list[tuple[str, JSON]] = []
    for name in section["properties"]["name"]["enum"]:
        props = dict(section["properties"])
        for entry, (stem, condition) in selected.items():
            tag = condition.get("properties", {}).get("name", {})
            if stem == section_ref.removesuffix(".schema.json") and name in [
                tag.get("const"),
                *tag.get("enum", []),
            ]:
                props |= _properties(_stem_of(entry), entry)
        for doc in variants(props, [{"name": name}]):
            if isinstance(doc, dict) and "name" not in doc:
                continue  # without a name: no branch is selected (judged once below)
            cases.append(("Manifest", {"algorithm": doc}))
    cases.append(("Manifest", {"algorithm": {}}))
    return cases


def _stem_of(entry: str) -> str:
    return next(stem for stem, doc in SCHEMAS.items() if entry in doc.get("$defs", {}))


def manifest_cases(judged: list[tuple[str, JSON]]) -> list[tuple[str, JSON]]:
    """Every property of the manifest set to each value, and to the documents judged as
    the class it refers to (a section wired by ``$ref`` gets its classes' variants)."""
    manifest = SCHEMAS["manifest"]
    by_model: dict[str, list[JSON]] = {}
    for model, doc in judged:
        by_model.setdefault(model, []).append(doc)
    titles = {f"{stem}.schema.json": doc.get("title") for stem, doc in SCHEMAS.items()}
    base = {"algorithm": {"name": "DQN"}, "environment": {"name": "CartPole-v1"}}
    cases: list[tuple[str, JSON]] = []
    for field, prop in manifest["properties"].items():
        refs = re.findall(r'"\$ref": "([^"]+)"', json.dumps(prop))
        targets = [titles.get(ref) if "#" not in ref else ref.rsplit("/", 1)[-1] for ref in refs]
        values = _unique([*_schema_values(prop), *BAD_TYPES])
        values += [doc for t in targets for doc in by_model.get(str(t), [])[:300]]
        cases += [("Manifest", {**base, field: value}) for value in values]
    return cases


_INTEGRAL_FLOAT = re.compile(r"(?<![\d.])(-?\d+)\.0 \(number\)")


def same_numbers(message: str) -> str:
    """JSON has one number type: Python reads ``600.0`` as a float (``600.0 (number)``),
    JavaScript as ``600 (integer)``; and Python prints the schema's ``1.0`` where
    JavaScript prints ``1``. Nothing else may differ."""
    return same_number_style(_INTEGRAL_FLOAT.sub(r"\1 (integer)", message))


def _sorted(found: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Problems in one order (both sort by path; problems on one path in any order)."""
    out = [{**p, "message": same_numbers(p["message"])} for p in found]
    return sorted(out, key=lambda p: (json.dumps(p["path"]), p["rule"], p["message"]))


@pytest.mark.slow  # a sweep: every class and section, over 5,000 documents
def test_one_verdict_on_every_class_and_section() -> None:
    cases = class_cases()
    cases += algorithm_cases()
    cases += manifest_cases(cases)
    found = _js([{"model": model, "doc": doc} for model, doc in cases])["problems"]
    invalid = 0
    judged: set[str] = set()
    for (model, doc), js in zip(cases, found, strict=True):
        python = _sorted(
            [
                {"path": list(p.path), "message": p.message, "rule": p.rule}
                for p in _validation.problems(doc, model)
            ]
        )
        assert _sorted(js) == python, (model, doc)
        invalid += bool(python)
        judged.add(model)
    assert judged == set(bundle.model_locations(SCHEMAS)), "every class is judged"
    assert 0 < invalid < len(cases), "both verdicts occur"
    assert len(cases) > 5000
