"""The editor inside every section: completion, hover and diagnostics in ``algorithm``
(the branch ``name`` selects), ``environment`` and ``network``, as the manifest schema
states them (``mutation``: test_yaml_language_server.py).

Both sections are wired in schema/manifest.schema.json (``environment``: env.schema.json
or the branch the algorithm implies; ``network``: the union of FinetuningNetworkSpec,
NetworkSpec and DeferredNetworkSpec). The checks follow the schema's content, never
skipped: a section that reaches classes with fields must get completion from them, a
hover that describes it, and a diagnostic on a misspelt key and on a value out of bounds;
a free-form section (no fields reached) must get none of that.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any
from urllib.parse import urljoin

import pytest

from tests.editors.lsp import Client
from tests.editors.test_yaml_language_server import (
    ENV,
    MODELINE,
    SCHEMAS,
    SETTINGS,
    _start,
    errors,
    markdown,
    virtual,
)

MANIFEST = SCHEMAS["manifest"]
BY_ID = {doc["$id"]: doc for doc in SCHEMAS.values()}


@pytest.fixture(scope="module")
def editor() -> Iterator[Client]:
    yield from _start(SETTINGS)


def _complete(client: Client, uri: str, line: int, character: int) -> dict[str, Any]:
    result = client.request(
        "textDocument/completion",
        {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}},
    )
    items = result["items"] if isinstance(result, dict) else result
    return {item["label"]: item for item in items}


def _hover(client: Client, uri: str, line: int, character: int) -> str:
    hover = client.request(
        "textDocument/hover",
        {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}},
    )
    return markdown(hover["contents"]) if hover else ""


def _session(client: Client, name: str, text: str) -> tuple[str, list[dict[str, Any]]]:
    uri = virtual(name)
    client.open(uri, text)
    return uri, errors(client.diagnostics(uri))


def _branch(name: str) -> dict[str, Any]:
    """The schema ``algorithm.name: <name>`` selects (schema/algorithm.schema.json)."""
    section = SCHEMAS["algorithm"]
    for item in section["allOf"]:
        wanted = item["if"]["properties"]["name"]
        if name in ([wanted["const"]] if "const" in wanted else wanted["enum"]):
            file, _, fragment = item["then"]["$ref"].partition("#/$defs/")
            found: dict[str, Any] = BY_ID[urljoin(section["$id"], file)]["$defs"][fragment]
            return found
    raise AssertionError(f"no branch selects {name}")


# ----------------------------------------------------------------------------- algorithm
def test_the_algorithm_section_completes_the_fields_its_name_selects(editor: Client) -> None:
    dqn = _branch("DQN")["properties"]
    text = MODELINE + "algorithm:\n  name: DQN\n  lr: 0.001\n  \n" + ENV
    uri, found = _session(editor, "_algo_completion.yaml", text)
    assert found == []
    by_label = _complete(editor, uri, 4, 2)
    hover = _hover(editor, uri, 3, 3)
    editor.close(uri)
    assert set(dqn) - {"name", "lr"} <= set(by_label), "DQN's hyperparameters are offered"
    assert "lr_actor" not in by_label, "another algorithm's are not"
    for field in set(dqn) - {"name", "lr"}:
        wanted = dqn[field]["markdownDescription"]
        assert wanted in markdown(by_label[field].get("documentation")), field
    assert dqn["lr"]["markdownDescription"] in hover


def test_the_algorithm_section_flags_a_misspelt_or_wrong_hyperparameter(editor: Client) -> None:
    text = MODELINE + "algorithm:\n  name: DQN\n  learn_stepp: 4\n  batch_size: 64\n" + ENV
    uri, found = _session(editor, "_algo_typo.yaml", text)
    editor.close(uri)
    assert [d["range"]["start"]["line"] for d in found] == [3], found
    assert "learn_stepp" in found[0]["message"], found

    text = MODELINE + "algorithm:\n  name: DQN\n  lr: fast\n  batch_size: -1\n" + ENV
    uri, found = _session(editor, "_algo_values.yaml", text)
    editor.close(uri)
    assert sorted({d["range"]["start"]["line"] for d in found}) == [3, 4], found


def test_another_name_selects_other_fields(editor: Client) -> None:
    ddpg = _branch("DDPG")["properties"]
    text = MODELINE + "algorithm:\n  name: DDPG\n  \n" + ENV
    uri, found = _session(editor, "_algo_ddpg.yaml", text)
    by_label = _complete(editor, uri, 3, 2)
    editor.close(uri)
    assert found == []
    assert set(ddpg) - {"name"} <= set(by_label)
    assert "double" not in ddpg
    assert "double" not in by_label, "DQN's field is not offered for DDPG"


# ------------------------------------------------------- sections wired by the manifest
def _reachable(schema: Any, base: str, seen: set[str] | None = None) -> list[dict[str, Any]]:
    """Every object schema a manifest property reaches through ``$ref``, ``anyOf``,
    ``oneOf``, ``allOf`` and ``if``/``then``/``else``."""
    seen = set() if seen is None else seen
    if not isinstance(schema, dict):
        return []
    out = [schema] if "properties" in schema else []
    if isinstance(schema.get("$ref"), str):
        target = urljoin(base, schema["$ref"])
        if target not in seen:
            seen.add(target)
            file, _, fragment = target.partition("#")
            node: Any = BY_ID[file]
            for step in filter(None, fragment.split("/")):
                node = node[step]
            out += _reachable(node, file, seen)
    for key in ("anyOf", "oneOf", "allOf"):
        for option in schema.get(key, []):
            out += _reachable(option, base, seen)
    for key in ("then", "else"):
        out += _reachable(schema.get(key), base, seen)
    return out


def _walk(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _walk(value)
    elif isinstance(node, list):
        for value in node:
            yield from _walk(value)


@pytest.mark.parametrize(
    ("section", "body", "key", "bad"),
    [
        # the examples: environment.num_envs: -3, network.latent_dimm: 128
        ("environment", "  env_type: gym\n  name: CartPole-v1\n", "num_envs", -3),
        ("network", "  latent_dim: 64\n", "latent_dim", -1),
    ],
)
def test_a_section_as_the_manifest_schema_states_it(
    editor: Client, section: str, body: str, key: str, bad: Any
) -> None:
    prop = MANIFEST["properties"][section]
    objects = _reachable(prop, MANIFEST["$id"])
    fields = {name for obj in objects for name in obj.get("properties", {})}
    wired = bool(fields)  # the property reaches a schema with fields of its own
    env = "" if section == "environment" else ENV  # the section under test, else a Gym one
    text = MODELINE + f"algorithm:\n  name: DQN\n{section}:\n{body}  \n{env}"
    uri, found = _session(editor, f"_{section}.yaml", text)
    assert found == [], "the starting document is valid"
    by_label = _complete(editor, uri, 5, 2)
    hover = _hover(editor, uri, 3, 2)
    editor.close(uri)
    if not wired:
        assert prop["markdownDescription"] in hover, "the section's own description on hover"
        # Today: schema/manifest.schema.json declares the section a free-form object, so
        # the editor offers none of its fields and checks none of its values. This branch
        # ends once the section is wired ($ref to its schema); the other branch then holds.
        assert prop.get("type") == "object"
        assert "properties" not in prop
        assert set(by_label) <= {"$schema"} | set(MANIFEST["properties"]), by_label
        misspelt = MODELINE + f"algorithm:\n  name: DQN\n{section}:\n  {key}x: 1\n{env}"
        uri, found = _session(editor, f"_{section}_free.yaml", misspelt)
        editor.close(uri)
        assert found == [], "a free-form object accepts any key"
        return
    # wired: the hover says what the section is: its own description, or that of the class
    # its value selects (yaml-language-server shows the innermost schema that describes the
    # node, before the description written beside the $ref). Its heading is no evidence:
    # that is the closest title, the manifest's own for every section.
    refs = [o["$ref"] for o in _walk(prop) if isinstance(o.get("$ref"), str)]
    titles = [str(obj["title"]) for obj in objects if obj.get("title")]
    titles += [BY_ID[urljoin(MANIFEST["$id"], ref).split("#")[0]]["title"] for ref in refs]
    described = [str(prop["markdownDescription"])]
    described += [
        str(obj["markdownDescription"])
        for obj in objects
        if obj.get("title") and obj.get("markdownDescription")
    ]
    # yaml-language-server shows the first described schema the value meets, the innermost
    # first: a class's rules (allOf items with a description, GymEnvSpec's alias rules)
    # come before the class. The environment property states its own description in an
    # allOf item of its own, met before them (checked below).
    described += [
        str(rule["description"])
        for obj in objects
        for rule in obj.get("allOf", [])
        if isinstance(rule, dict) and rule.get("description")
    ]
    plain = hover.replace("\\", "")  # a rule's plain description, markdown-escaped on hover
    assert any(text in hover or text in plain for text in described), hover
    if section == "environment":  # the section's own, not the first rule of GymEnvSpec
        assert prop["markdownDescription"] in hover, hover
    assert by_label, f"completion inside {section}"
    # the fields, and the editor's snippets named by the classes' titles
    assert set(by_label) <= fields | set(titles), set(by_label) - fields - set(titles)
    assert set(by_label) & fields
    docs: dict[str, set[str]] = {}  # one name may be a field of several classes
    for obj in objects:
        for name, field in obj.get("properties", {}).items():
            if isinstance(field, dict):  # ``true`` only names a field a rule tests
                docs.setdefault(name, set()).add(field.get("markdownDescription", ""))
    some = next(label for label in by_label if docs.get(label, {""}) != {""})
    shown = markdown(by_label[some].get("documentation"))
    assert any(text and text in shown for text in docs[some]), some
    closed = all(obj.get("additionalProperties") is False for obj in objects)
    lines = [f"  {key}x: 1"] if closed else []
    bounded = any(
        isinstance(obj["properties"].get(key), dict)
        and json.dumps(obj["properties"][key]).count("inimum")
        for obj in objects
    )
    lines += [f"  {key}: {json.dumps(bad)}"] if bounded else []
    assert lines, f"{section}: nothing for the editor to flag"
    for index, line in enumerate(lines):
        wrong = MODELINE + f"algorithm:\n  name: DQN\n{section}:\n{body}{line}\n{env}"
        uri, found = _session(editor, f"_{section}_wrong_{index}.yaml", wrong)
        editor.close(uri)
        at = wrong.splitlines().index(line)
        assert at in {d["range"]["start"]["line"] for d in found}, (line, found)
