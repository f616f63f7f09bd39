"""Render one Markdown reference page per schema: every field and every rule."""

from __future__ import annotations

import json
from typing import Any

import x_rules

#: The operands of the x-rules vocabulary (tools/codegen/x_rules.json), as it shows them.
OPERANDS: dict[str, Any] = x_rules.load()["operands"]

_BOUNDS = (
    ("minimum", ">= {}"),
    ("exclusiveMinimum", "> {}"),
    ("maximum", "<= {}"),
    ("exclusiveMaximum", "< {}"),
    ("minLength", "length >= {}"),
    ("maxLength", "length <= {}"),
    ("minItems", "items >= {}"),
    ("pattern", "matches `{}`"),
)


def _link(ref: str) -> str:
    """A ``$ref`` as a link: a class of this page (``#x``), of another page
    (``algorithms/dqn.md#dqnsection``: the pages mirror schema/'s layout) or a page."""
    path, _, fragment = ref.partition("#")
    name = (fragment or path).rsplit("/", 1)[-1].removesuffix(".schema.json")
    page = path.removesuffix(".schema.json") + ".md" if path else ""
    return f"[{name}]({page}#{name.lower()})" if fragment else f"[{name}]({page})"


def _type(schema: dict[str, Any]) -> str:
    if "$ref" in schema:
        return _link(schema["$ref"])
    if "if" in schema and "then" in schema and "else" in schema:  # a union on a tag
        return " | ".join(dict.fromkeys(_type(leaf) for leaf in _leaves(schema)))
    if "const" in schema:
        return f"`{json.dumps(schema['const'])}`"
    if "enum" in schema:
        return " | ".join(f"`{json.dumps(v)}`" for v in schema["enum"])
    for key in ("anyOf", "oneOf"):
        if key in schema:
            return " | ".join(_type(option) for option in schema[key])
    kind = schema.get("type", "any")
    return " | ".join(kind) if isinstance(kind, list) else str(kind)


def _leaves(node: Any) -> list[dict[str, Any]]:
    """What an ``if``/``then``/``else`` union holds: its ``$ref`` branches, ``null`` last."""
    if not isinstance(node, dict):
        return []
    if "$ref" in node or node == {"type": "null"}:
        return [node]
    found = [leaf for key in ("then", "else") if "if" in node for leaf in _leaves(node.get(key))]
    found += [leaf for option in node.get("anyOf", []) for leaf in _leaves(option)]
    return sorted(found, key=lambda leaf: leaf == {"type": "null"})


def _bounds(schema: dict[str, Any]) -> str:
    found = [fmt.format(schema[key]) for key, fmt in _BOUNDS if key in schema]
    for option in schema.get("anyOf", []):
        found += [fmt.format(option[key]) for key, fmt in _BOUNDS if key in option]
    if schema.get("not") == {"pattern": "\n"}:
        found.append("no line break")
    elif "not" in schema:
        found.append(f"not {json.dumps(schema['not'])}")
    return ", ".join(found)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _code(value: Any) -> str:
    """``value`` as JSON in a code span, without ``$comment``s."""

    def bare(node: Any) -> Any:
        if isinstance(node, dict):
            return {k: bare(v) for k, v in node.items() if k != "$comment"}
        return [bare(v) for v in node] if isinstance(node, list) else node

    return f"`{json.dumps(bare(value))}`"


def _described(prop: dict[str, Any]) -> str:
    """The description cell: Markdown description, deprecation, examples."""
    text = str(prop.get("markdownDescription", prop.get("description", "")))
    if prop.get("deprecated"):
        text = f"**Deprecated:** {prop.get('deprecationMessage', 'do not use.')} {text}"
    if "examples" in prop:
        text += " Example: " + ", ".join(f"`{json.dumps(v)}`" for v in prop["examples"]) + "."
    return text.strip()


def _values(schema: dict[str, Any]) -> list[str]:
    """Each enum value with its description, for the fields that describe them."""
    lines = []
    for field, prop in schema.get("properties", {}).items():
        for option in [prop, *prop.get("anyOf", [])]:
            texts = option.get("markdownEnumDescriptions", option.get("enumDescriptions"))
            if texts:
                lines += [f"- `{field}`:"]
                pairs = zip(option["enum"], texts, strict=True)
                lines += [f"    - `{json.dumps(value)}`: {text}" for value, text in pairs]
    return lines


def _selects(item: dict[str, Any]) -> str | None:
    """An ``if`` on one tag's value whose ``then`` is a class: ``- `name` "DQN": [DQNSection]``."""
    props = item["if"].get("properties", {}) if isinstance(item["if"], dict) else {}
    then = item.get("then", {})
    if len(props) != 1 or not isinstance(then, dict) or "$ref" not in then:
        return None
    tag, wanted = next(iter(props.items()))
    values = [wanted["const"]] if "const" in wanted else wanted.get("enum", [])
    if not values:
        return None
    shown = ", ".join(f"`{json.dumps(v)}`" for v in values)
    return f"- `{tag}` {shown}: the fields of {_type(then)}"


def _rules(schema: dict[str, Any]) -> list[str]:
    lines = []
    for item in schema.get("allOf", []):
        if "if" in item:
            selected = None if "description" in item else _selects(item)
            rule = f"**if** {_code(item['if'])} **then** {_code(item['then'])}"
            text = f"{item['description']}: {rule}" if "description" in item else rule
            lines.append(selected or f"- {text}")
    if "not" in schema:
        lines.append(f"- **not** {_code(schema['not'])}")
    for rule in schema.get("x-rules", []):
        if "left" in rule and "right" in rule:
            # as a problem's message writes them (the table's ``shows``); ``each`` is
            # every item of its list, the one a message names by its index
            left = x_rules.label(rule["left"], OPERANDS)
            left += "[i]" if isinstance(rule["left"], dict) and "each" in rule["left"] else ""
            right = x_rules.label(rule["right"], OPERANDS)
            said = f"`{left} {rule['op']} {right}` when both have a value (written, or a default)"
        else:  # a rule over selectors (``of``), e.g. ``unique``
            of = rule["of"]  # a list of selectors (``unique``) or one path (``increasing``)
            said = f"`{rule['op']}` over " + ", ".join(
                f"`{o}`" for o in ([of] if isinstance(of, str) else of)
            )
        lines.append(f"- {said} (`x-rules` id `{rule['id']}`): {rule['description']}")
    return lines


def _object(name: str, schema: dict[str, Any], level: str) -> list[str]:
    out = [
        f"{level} {name}",
        "",
        schema.get("markdownDescription", schema.get("description", "")),
        "",
    ]
    if schema.get("type") != "object":  # a document that only holds classes ($defs)
        return out
    if "$ref" in schema and "properties" not in schema:  # a class over a section's fields
        refused = ", ".join(f"`{key}`" for key in schema.get("not", {}).get("required", []))
        fields = _type({"$ref": schema["$ref"]})
        return [*out, f"The fields of {fields}, without {refused} (refused here).", ""]
    required = set(schema.get("required", []))
    out += ["| field | type | default | bounds | description |", "|---|---|---|---|---|"]
    for field, prop in schema.get("properties", {}).items():
        default = (
            "required" if field in required
            else f"`{json.dumps(prop['default'])}`" if "default" in prop
            else "unset"
        )  # fmt: skip
        row = [f"`{field}`", _type(prop), default, _bounds(prop), _described(prop)]
        out.append("| " + " | ".join(_cell(cell) for cell in row) + " |")
    extra = schema.get("additionalProperties", True)
    out += ["", "Unknown fields are " + ("rejected." if extra is False else "kept as written.")]
    values = _values(schema)
    if values:
        out += ["", "Values:", "", *values]
    rules = _rules(schema)
    if rules:
        out += ["", "Rules across fields:", "", *rules]
    return [*out, ""]


def _branches(node: Any, tag: str) -> list[str]:
    """``tag`` value -> branch, down an ``if``/``then``/``else`` chain (the union's root)."""
    if not isinstance(node, dict) or "if" not in node:
        return []
    wanted = node["if"].get("properties", {}).get(tag, {})
    values = [wanted["const"]] if "const" in wanted else wanted.get("enum", [])
    target = node.get("then", {}).get("$ref", "")
    line = ", ".join(f"`{json.dumps(v)}`" for v in values) + f": {_type({'$ref': target})}"
    return [f"- `{tag}` {line}", *_branches(node.get("else"), tag)]


def _union(name: str, schema: dict[str, Any], level: str) -> list[str]:
    tag = schema["x-discriminator"]
    return [
        f"{level} {name}",
        "",
        schema.get("markdownDescription", schema.get("description", "")),
        "",
        f"One of these objects, selected by `{tag}` (any other value is refused):",
        "",
        *_branches(schema, tag),
        "",
    ]


def render(stem: str, schemas: dict[str, dict[str, Any]]) -> str:
    doc = schemas[stem]
    lines = [
        f"# `{stem}` — {doc['title']}",
        "",
        f"Schema: `schema/{stem}.schema.json` (`$id` `{doc['$id']}`).",
        "",
    ]
    if "x-python-class" in doc:
        module = "manifest" if stem in ("manifest", "algorithm") else stem.replace("/", ".")
        lines += [
            f"Python class: `agilerl.arena.models.{module}.{doc['x-python-class']}` "
            f"(also importable as `{doc['title']}`).",
            "",
        ]
    if doc.get("x-defs-only"):  # the root is no object of its own
        lines += [doc.get("markdownDescription", doc.get("description", "")), ""]
    else:
        root = _union if "x-discriminator" in doc else _object
        lines += root(doc["title"], doc, "##")
    for name, sub in doc.get("$defs", {}).items():
        lines += _object(name, sub, "##")
    return "\n".join(lines).rstrip() + "\n"
