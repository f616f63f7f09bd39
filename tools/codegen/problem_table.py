"""The problem writers' table (``tools/codegen/problems.json``) and the schemas' selectors,
written for each runtime.

Both problem writers (``python/agilerl/models/_problems.py`` and
``tools/codegen/ts/problems.js``) read one table: how a did-you-mean search ranks its
candidates, the unknown-key cap, the words of the messages they add, and the
**selectors**: the properties whose value picks the schema an object is checked against
(``algorithm.name``, ``environment.env_type``, ``replay_buffer.kind``,
``encoder_config.arch``, ``selection_strategy.strategy``). A selector is derived from the
schemas, never listed by hand: an ``if`` that tests one property against a ``const`` or an
``enum``, whose ``then`` is a ``$ref``, beside (or along the ``else`` chain of) the ``enum``
of that property that refuses every other value. A writer knows a refused selector by
that ``enum``: the property's name and the same values.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import bundle

ROOT = bundle.ROOT
TABLE = "tools/codegen/problems.json"
#: Keywords whose value is data, not a schema: not walked.
_DATA = frozenset({"const", "enum", "default", "examples", "x-rules"})


def load() -> dict[str, Any]:
    """The table, without its comments."""
    table: dict[str, Any] = json.loads((ROOT / TABLE).read_text(encoding="utf-8"))
    plain: dict[str, Any] = _plain(table)
    return plain


def _plain(node: Any) -> Any:
    if isinstance(node, dict):
        return {key: _plain(value) for key, value in node.items() if key != "$comment"}
    return node


def _tag(condition: Any) -> tuple[str, list[Any]] | None:
    """``(property, values)`` of a condition that tests one property against a ``const``
    or an ``enum`` (``{"properties": {"name": {"const": "DQN"}}, "required": ["name"]}``)."""
    if not isinstance(condition, dict) or set(condition) - {"type", "properties", "required"}:
        return None
    props = condition.get("properties")
    if not isinstance(props, dict) or len(props) != 1 or condition.get("required") != list(props):
        return None
    ((name, test),) = props.items()
    if isinstance(test, dict) and set(test) == {"const"}:
        return name, [test["const"]]
    if isinstance(test, dict) and set(test) == {"enum"}:
        return name, list(test["enum"])
    return None


def _dispatched(node: dict[str, Any]) -> dict[str, list[Any]]:
    """The values each property dispatches on at ``node``: its own ``if`` and those of its
    ``allOf`` items, each with a ``then`` that is a ``$ref``."""
    out: dict[str, list[Any]] = {}
    for item in [node, *node.get("allOf", [])]:
        if not isinstance(item, dict) or not isinstance(item.get("then"), dict):
            continue
        found = _tag(item.get("if")) if "$ref" in item["then"] else None
        if found is not None:
            out.setdefault(found[0], []).extend(found[1])
    return out


def _refusing_enum(node: dict[str, Any], name: str) -> list[Any] | None:
    """The ``enum`` of ``name`` that refuses the values no branch takes: in ``node``'s own
    ``properties``, else along its ``else`` chain (in a branch or in its ``then``)."""
    holder: Any = node
    while isinstance(holder, dict):
        for place in (holder, holder.get("then")):
            test = place.get("properties", {}).get(name) if isinstance(place, dict) else None
            if isinstance(test, dict) and isinstance(test.get("enum"), list):
                return list(test["enum"])
        holder = holder.get("else")
    return None


def _nodes(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, list):
        for item in node:
            yield from _nodes(item)
    elif isinstance(node, dict):
        yield node
        for key, value in node.items():
            if key not in _DATA:
                yield from _nodes(value)


def selectors(schemas: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """Every selector of the schemas: ``{"property": name, "values": [...]}``, the values
    in the refusing ``enum``'s order, each selector once, sorted."""
    found: set[tuple[str, tuple[Any, ...]]] = set()
    for stem in sorted(schemas):
        for node in _nodes(schemas[stem]):
            for name, values in _dispatched(node).items():
                refusing = _refusing_enum(node, name)
                if refusing is None:
                    continue
                if not set(values) <= set(refusing):
                    raise SystemExit(
                        f"generate: {stem}: the {name!r} dispatch takes {values}, which its "
                        f"enum {refusing} refuses"
                    )
                found.add((name, tuple(refusing)))
    return [{"property": name, "values": list(values)} for name, values in sorted(found)]


def data(schemas: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The table each runtime reads: problems.json and the selectors."""
    return {**load(), "selectors": selectors(schemas)}


def python_module(schemas: dict[str, dict[str, Any]]) -> str:
    """``agilerl.arena.models._problem_table``: the table as Python reads it."""
    text = json.dumps(json.dumps(data(schemas), sort_keys=True))
    return (
        f'"""The problem writers\' table ({TABLE}) and the schemas\' selectors, as\n'
        '``agilerl.models._problems`` reads them."""\n\n'
        "from __future__ import annotations\n\n"
        "import json\n"
        "from typing import Any\n\n"
        "#: max_unknown_keys, suggest, messages and selectors (see tools/codegen/problems.json).\n"
        f"PROBLEM_TABLE: dict[str, Any] = json.loads({text})\n"
    )


def javascript_head(schemas: dict[str, dict[str, Any]]) -> str:
    """The table as ``generated/ts/index.js`` declares it (before its hand-written body)."""
    text = json.dumps(data(schemas), indent=2, sort_keys=True)
    return (
        "/** The problem writers' table (tools/codegen/problems.json) and the schemas'\n"
        " * selectors (tools/codegen/problem_table.py). */\n"
        f"const PROBLEM_TABLE = {text};\n\n"
    )
