"""Hypothesis strategies shared by the property tests: schema-generated manifests and mutations."""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import urljoin

from hypothesis import strategies as st
from hypothesis_jsonschema import from_schema

from tests.conftest import load_schemas

SCHEMAS = load_schemas()
BY_ID = {doc["$id"]: doc for doc in SCHEMAS.values()}


def _stem(doc: dict[str, Any]) -> str:
    """A schema's path under schema/ without ``.schema.json``, from its ``$id``."""
    return str(doc["$id"]).split("/v1/", 1)[1].removesuffix(".schema.json")


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
            name, _, ref = ref.partition("#")  # relative to the document it is written in
            target_doc = BY_ID[urljoin(base["$id"], name)]
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
for section in ("network", "mutation", "selection_strategy", "tournament_selection"):
    _gen_schema["properties"][section] = {**_gen_schema["properties"][section], **_small_objects}
#: The (required) environment drawn small: a tagged Gym one. Its full union, inlined, takes
#: hypothesis-jsonschema minutes; its classes have a differential suite of their own
#: (tests/conformance/test_env_network.py).
_gen_schema["properties"]["environment"] = {
    "type": "object",
    "properties": {
        "env_type": {"const": "gym"},
        "name": {"type": "string", "minLength": 1},
        "num_envs": {"type": "integer", "minimum": 1},
    },
    "required": ["env_type", "name"],
    "additionalProperties": False,
}
_gen_schema["properties"]["network"] = _small_objects


def _small_networks(node: Any) -> Any:
    """Networks generated as small objects (the network schema, inlined into every
    algorithm's ``net_config`` and into the section's union, makes canonicalising take
    minutes); the documents are judged by the full schema, and tests/conformance covers
    the network section."""
    if isinstance(node, list):
        return [_small_networks(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: _small_networks(value) for key, value in node.items()}
    if isinstance(out.get("properties"), dict) and "net_config" in out["properties"]:
        out["properties"] = {
            **out["properties"],
            "net_config": {"anyOf": [_small_objects, {"type": "null"}]},
        }
    return out


_gen_schema = _small_networks(_gen_schema)
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


# ----------------------------------------------------------------- text of manifests
#: Plain scalars where YAML 1.1 (PyYAML), YAML 1.2 and YAML 1.1 editors may disagree.
TRICKY_SCALARS = [
    "yes", "No", "ON", "off", "y", "n", "Y", "true", "False", "~", "null", "NULL", "",
    "0755", "0o17", "0x1F", "0b101", "08", "09.5", "1:30", "0:30", "1:30.5", "190:20:30",
    "1_000", "1__0", "1_", "_1", "1_000.5", "1e100", "1e-4", "1.5e3", "1.0e+5", "6.8e+5",
    "+.5", ".5", "1.", "-0", "+12", ".inf", "-.Inf", ".nan", "NaN", "2024-01-01",
    "2001-12-14t21:59:43.10-05:00", "=", "<<", "1e20", "-1_000_000", "0.000_001",
]  # fmt: skip
_SCALAR_CHARS = "0123456789_:.+-eExobyYnNaf~ "


def scalar_texts() -> st.SearchStrategy[str]:
    """Plain-scalar candidates: the tricky list, and random strings over their alphabet."""
    random = st.text(_SCALAR_CHARS, min_size=1, max_size=12).map(str.strip).filter(bool)
    return st.sampled_from(TRICKY_SCALARS) | random


#: JSON data (what a manifest may hold), with strings that look like other types.
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.sampled_from(TRICKY_SCALARS)
    | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from(TRICKY_SCALARS) | st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)

_TAGS = [None, None, None, "tag:yaml.org,2002:str", "tag:yaml.org,2002:int",
         "tag:yaml.org,2002:bool", "tag:yaml.org,2002:null", "tag:yaml.org,2002:float",
         "tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:binary", "!custom"]  # fmt: skip


@st.composite
def yaml_event_texts(draw: st.DrawFn) -> str:
    """A YAML document emitted from random events: scalars of any style and tag, nested
    mappings (merge keys included) and sequences, anchors and aliases (some undefined or
    cyclic). Whatever PyYAML's emitter accepts."""
    import yaml
    from yaml import events as ev

    anchors: list[str] = []
    out: list[Any] = []

    def node(depth: int, key: bool = False) -> None:
        kind = draw(st.sampled_from(["scalar"] * 3 + (["seq", "map", "alias"] if depth else [])))
        if key and kind != "scalar":
            kind = "scalar"
        anchor = draw(st.sampled_from([None, None, None, f"a{len(anchors)}"]))
        if anchor:
            anchors.append(anchor)
        if kind == "alias":
            name = draw(st.sampled_from([*anchors, "undefined"]))
            out.append(ev.AliasEvent(name))
        elif kind == "scalar":
            value = draw(scalar_texts() | st.sampled_from(["<<", "a", "b"]) | st.text(max_size=6))
            tag = draw(st.sampled_from(_TAGS))
            style = draw(st.sampled_from([None, None, "'", '"', "|"]))
            out.append(ev.ScalarEvent(anchor, tag, (tag is None, tag is None), value, style=style))
        else:
            start, end = (
                (ev.SequenceStartEvent, ev.SequenceEndEvent)
                if kind == "seq"
                else (ev.MappingStartEvent, ev.MappingEndEvent)
            )
            flow = draw(st.booleans())
            out.append(start(anchor, None, True, flow_style=flow))
            for _ in range(draw(st.integers(0, 3))):
                if kind == "map":
                    node(0, key=True)
                node(depth - 1)
            out.append(end())

    directive = draw(st.sampled_from([None, (1, 1), (1, 2)]))
    out += [ev.StreamStartEvent(), ev.DocumentStartEvent(explicit=True, version=directive)]
    node(3)
    out += [ev.DocumentEndEvent(), ev.StreamEndEvent()]
    try:
        return yaml.emit(out)  # type: ignore[no-any-return]
    except yaml.YAMLError:
        return yaml.emit([*out[:2], ev.ScalarEvent(None, None, (True, True), "x"), *out[-2:]])
