"""The ``x-rules`` vocabulary (``tools/codegen/x_rules.json``), read once and written for
each runtime.

The table names every word of the language: the comparisons, the operands, the checks,
their meaning, the words a message says them with, their grammar and, for a comparison or
a computed operand, one expression in each language. From it this module writes:

- :func:`meta_schema`: the JSON Schema every ``x-rules`` array is checked against, by Ajv
  at generation (``tools/codegen/ts/codegen.cjs``, strict) and by Python whenever a rule is
  compiled (``agilerl.models._rules``);
- :func:`python_module`: ``agilerl.arena.models._rule_vocabulary``, the table as Python
  reads it (its expressions as functions, the meta-schema);
- :func:`javascript_module`: ``generated/ts/rules.js``, the table in front of the one
  JavaScript rule engine (``tools/codegen/ts/rules.js``);
- :func:`reference`: ``docs/reference/x-rules.md``, the table for readers.

A table that is not of this shape (an unknown ``takes``, a computed operand without its
expressions) fails generation here, naming the row.
"""

from __future__ import annotations

import json
from typing import Any

import bundle

ROOT = bundle.ROOT
TABLE = "tools/codegen/x_rules.json"
ENGINE = "tools/codegen/ts/rules.js"
#: Largest magnitude of a number literal in a rule (JavaScript holds integers exactly up to
#: it), as of every number in a document.
MAX_SAFE_INTEGER = 2**53 - 1

#: The grammar of each ``takes`` of an operand (``#/$defs/...`` of the meta-schema).
TAKES: dict[str, dict[str, Any]] = {
    "operand": {"$ref": "#/$defs/operand"},
    "operands": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/operand"}},
    "two operands": {
        "type": "array",
        "minItems": 2,
        "maxItems": 2,
        "items": {"$ref": "#/$defs/operand"},
    },
    "path": {"$ref": "#/$defs/path"},
    "path and operand": {
        "type": "array",
        "prefixItems": [{"$ref": "#/$defs/path"}, {"$ref": "#/$defs/operand"}],
        "minItems": 2,
        "maxItems": 2,
    },
}
#: The grammar of each ``of`` of a check.
OF: dict[str, dict[str, Any]] = {
    "selectors": {"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/path"}},
    "path": {"$ref": "#/$defs/path"},
}
#: What each runtime builds in, by name: the operands that read rather than compute, and
#: the kinds of comparison. The table may not add to them without code in both runtimes.
READERS = ("length", "each", "default")
COMPARES = ("numbers", "values")
SHOWS = ({"call"}, {"infix"}, {"field"})
MESSAGES = ("comparison", "default", "past_range")


class TableError(SystemExit):
    pass


def _fail(where: str, text: str) -> TableError:
    return TableError(f"generate: {TABLE}: {where}: {text}")


def load() -> dict[str, Any]:
    """The table, checked against the shape this module and both runtimes read."""
    table: dict[str, Any] = json.loads((ROOT / TABLE).read_text(encoding="utf-8"))
    known = {"$comment", "comparisons", "compares", "operands", "checks", "messages"}
    if set(table) != known:
        raise _fail("the table", f"has the sections {sorted(table)}, expected {sorted(known)}")
    if sorted(table["compares"]) != sorted(COMPARES):
        raise _fail("compares", f"the runtimes know the kinds {list(COMPARES)} only")
    for op, row in table["comparisons"].items():
        _keys(f"comparisons[{op!r}]", row, {"meaning", "says", "compares", "python", "javascript"})
        if row["compares"] not in COMPARES:
            raise _fail(f"comparisons[{op!r}]", f"compares {row['compares']!r}: not {COMPARES}")
    for name, row in table["operands"].items():
        where = f"operands[{name!r}]"
        computed = name not in READERS
        needed = {"meaning", "takes", "shows"} | ({"python", "javascript"} if computed else set())
        _keys(where, row, needed, {"left_only", "integers"})
        if row["takes"] not in TAKES:
            raise _fail(where, f"takes {row['takes']!r}: not one of {sorted(TAKES)}")
        if set(row["shows"]) not in SHOWS:
            raise _fail(where, f"shows {row['shows']!r}: one of call, infix, field")
    missing = set(READERS) - set(table["operands"])
    if missing:
        raise _fail("operands", f"the runtimes read {sorted(missing)}: keep them in the table")
    for name, row in table["checks"].items():
        _keys(f"checks[{name!r}]", row, {"meaning", "of", "says"})
        if row["of"] not in OF:
            raise _fail(f"checks[{name!r}]", f"of {row['of']!r}: not one of {sorted(OF)}")
    if sorted(table["checks"]) != ["increasing", "unique"]:
        raise _fail("checks", "the runtimes build in unique and increasing, no other")
    if sorted(table["messages"]) != sorted(MESSAGES):
        raise _fail("messages", f"expected {sorted(MESSAGES)}")
    clash = set(table["comparisons"]) & set(table["checks"])
    if clash:
        raise _fail("the table", f"{sorted(clash)} is both a comparison and a check")
    return table


def _keys(where: str, row: Any, needed: set[str], optional: set[str] | None = None) -> None:
    optional = optional or set()
    if not isinstance(row, dict) or not needed <= set(row) <= needed | set(optional):
        got = sorted(row) if isinstance(row, dict) else row
        raise _fail(where, f"has {got}, expected {sorted(needed)} (optional: {sorted(optional)})")


def meta_schema(table: dict[str, Any]) -> dict[str, Any]:
    """The JSON Schema of an ``x-rules`` array: each entry a comparison or a check of the
    table, its operands in the table's grammar; an unknown operator or operand fails it."""
    operand_forms = [
        {
            "type": "object",
            "required": [name],
            "properties": {name: TAKES[row["takes"]]},
            "additionalProperties": False,
        }
        for name, row in table["operands"].items()
    ]
    rows = table["operands"].values()
    left_only = [
        form for form, row in zip(operand_forms, rows, strict=True) if row.get("left_only")
    ]
    both = [form for form in operand_forms if form not in left_only]
    number = {"type": "number", "minimum": -MAX_SAFE_INTEGER, "maximum": MAX_SAFE_INTEGER}
    comparison = {
        "type": "object",
        "required": ["id", "left", "op", "right", "description"],
        "properties": {
            "id": {"$ref": "#/$defs/id"},
            "left": {"anyOf": [{"$ref": "#/$defs/operand"}, *left_only]},
            "op": {"enum": list(table["comparisons"])},
            "right": {"$ref": "#/$defs/operand"},
            "description": {"type": "string"},
            "when": {
                "type": "object",
                "propertyNames": {"$ref": "#/$defs/path"},
                "additionalProperties": {"type": ["string", "number", "boolean", "null"]},
            },
            "defaults": {"type": "object", "propertyNames": {"$ref": "#/$defs/path"}},
        },
        "additionalProperties": False,
    }
    branches = [
        {
            "if": {
                "type": "object",
                "required": ["op"],
                "properties": {"op": {"enum": list(table["comparisons"])}},
            },
            "then": comparison,
        },
    ]
    for name, row in table["checks"].items():
        check = {
            "type": "object",
            "required": ["id", "op", "of", "description"],
            "properties": {
                "id": {"$ref": "#/$defs/id"},
                "op": {"const": name},
                "of": OF[row["of"]],
                "description": {"type": "string"},
            },
            "additionalProperties": False,
        }
        branches.append(
            {"if": {"type": "object", "required": ["op"], "properties": {"op": {"const": name}}},
             "then": check}
        )  # fmt: skip
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "x-rules",
        "description": f"An x-rules array, as {TABLE} defines the language.",
        "type": "array",
        "items": {
            "type": "object",
            "required": ["id", "op", "description"],
            "properties": {
                "id": {"$ref": "#/$defs/id"},
                "op": {"enum": [*table["comparisons"], *table["checks"]]},
                "description": {"type": "string"},
            },
            "allOf": branches,
        },
        "$defs": {
            "id": {"type": "string", "minLength": 1},
            "path": {"type": "string", "pattern": "^[^/]+(/[^/]+)*$"},
            "operand": {"anyOf": [{"$ref": "#/$defs/path"}, number, *both]},
        },
    }


def _data(table: dict[str, Any]) -> dict[str, Any]:
    """The table as the runtimes read it: without its expressions and comments."""

    def strip(row: dict[str, Any]) -> dict[str, Any]:
        return {key: value for key, value in row.items() if key not in ("python", "javascript")}

    return {
        "comparisons": {op: strip(row) for op, row in table["comparisons"].items()},
        "operands": {name: strip(row) for name, row in table["operands"].items()},
        "checks": table["checks"],
        "messages": table["messages"],
    }


def _functions(table: dict[str, Any], language: str, section: str) -> list[tuple[str, str]]:
    return [(name, row[language]) for name, row in table[section].items() if language in row]


def python_module(table: dict[str, Any]) -> str:
    """``agilerl.arena.models._rule_vocabulary``: the table, its Python expressions as
    functions, and the meta-schema."""

    def entries(section: str) -> str:
        pairs = _functions(table, "python", section)
        return "".join(f"    {json.dumps(name)}: {code},\n" for name, code in pairs)

    data, grammar = json.dumps(json.dumps(_data(table))), json.dumps(json.dumps(meta_schema(table)))
    return (
        f'"""The ``x-rules`` vocabulary ({TABLE}), as ``agilerl.models._rules`` reads it."""\n\n'
        "from __future__ import annotations\n\n"
        "import json\n"
        "import operator\n"
        "from collections.abc import Callable\n"
        "from typing import Any\n\n"
        "from agilerl.models._rule_values import json_equal\n\n"
        "#: The table: comparisons, operands and checks with their meaning, words and grammar.\n"
        f"VOCABULARY: dict[str, Any] = json.loads({data})\n\n"
        "#: The JSON Schema every x-rules array is checked against.\n"
        f"META_SCHEMA: dict[str, Any] = json.loads({grammar})\n\n"
        "#: Each comparison's test of (left, right).\n"
        f"COMPARISONS: dict[str, Callable[[Any, Any], Any]] = {{\n{entries('comparisons')}}}\n\n"
        "#: Each computed operand's function: of (a, b), folded over a list; of one value.\n"
        f"COMPUTES: dict[str, Callable[..., Any]] = {{\n{entries('operands')}}}\n"
    )


def javascript_module(table: dict[str, Any], head: str) -> str:
    """``generated/ts/rules.js``: the table and its JavaScript expressions in front of the
    engine (``tools/codegen/ts/rules.js``)."""

    def entries(section: str) -> str:
        pairs = _functions(table, "javascript", section)
        return "".join(f"  {json.dumps(name)}: {code},\n" for name, code in pairs)

    return (
        f"{head}"
        '"use strict";\n\n'
        f"// ---- The x-rules vocabulary ({TABLE}). ----\n\n"
        "/** The table: comparisons, operands and checks: meaning, words, grammar. */\n"
        f"const VOCABULARY = {json.dumps(_data(table), indent=2)};\n\n"
        "/** The JSON Schema every x-rules array is checked against. */\n"
        f"const META_SCHEMA = {json.dumps(meta_schema(table), indent=2)};\n\n"
        "/** Each comparison's test of (left, right). */\n"
        f"const COMPARISONS = {{\n{entries('comparisons')}}};\n\n"
        "/** Each computed operand's function: of (a, b), folded over a list; of one value. */\n"
        f"const COMPUTES = {{\n{entries('operands')}}};\n\n"
        + (ROOT / ENGINE).read_text(encoding="utf-8")
    )


def label(operand: Any, operands: dict[str, Any], inner: bool = False) -> str:
    """How an operand reads, as the table's ``shows`` says and a problem's message writes
    it (``training.pop_size``, ``len(x)``, ``a // b``, in parentheses inside another
    operator): the wording of ``agilerl.models._rule_expr.label``, for the reference pages
    (tests/codegen/test_x_rules.py holds the two equal on every rule of the schemas)."""
    if isinstance(operand, str):
        return operand.replace("/", ".")
    if type(operand) is float and operand.is_integer():  # as JSON writes it: 2, -0
        text = str(int(operand))
        return "-0" if text == "0" and str(operand)[0] == "-" else text
    if isinstance(operand, int | float) and not isinstance(operand, bool):
        return repr(operand)
    ((kind, args),) = operand.items()
    row = operands[kind]
    items = args if TAKES[row["takes"]].get("type") == "array" else [args]
    shows = row["shows"]
    if "call" in shows:
        return f"{shows['call']}({', '.join(label(arg, operands) for arg in items)})"
    if "infix" in shows:
        text = f" {shows['infix']} ".join(label(arg, operands, True) for arg in items)
        return f"({text})" if inner else text
    return label(items[0], operands)  # the field it reads


def reference(table: dict[str, Any]) -> str:
    """``docs/reference/x-rules.md``: the vocabulary for readers, from the table."""
    lines = [
        "# The x-rules vocabulary",
        "",
        f"Every word of the `x-rules` keyword, as `{TABLE}` defines it (the",
        "[guide](../guide.md#rules-across-fields) describes the language). A rule whose",
        "operator or operand is not listed here fails generation, and is refused by Python",
        "and by the JavaScript validator.",
        "",
        "## Comparisons",
        "",
        '`{"id", "left", "op", "right", "description"}`, with `when` and `defaults`.',
        "",
        "| `op` | holds when | a message says | compares |",
        "|---|---|---|---|",
    ]
    for op, row in table["comparisons"].items():
        kind = table["compares"][row["compares"]]
        lines.append(f"| `{op}` | {row['meaning']} | must be {row['says']} | {kind} |")
    lines += [
        "",
        "## Operands",
        "",
        "A field name or a `/` path, a number (within ±(2**53 - 1)), or one of these objects.",
        "",
        "| operand | takes | value | written |",
        "|---|---|---|---|",
    ]
    for name, row in table["operands"].items():
        shows = row["shows"]
        args = "a, b, ..." if row["takes"] == "operands" else "a"
        written = (
            f"`{shows['call']}({args})`" if "call" in shows
            else f"`a {shows['infix']} b{' ' + shows['infix'] + ' ...' if args != 'a' else ''}`"
            if "infix" in shows
            else "the field's name"
        )  # fmt: skip
        lines.append(f"| `{name}` | {row['takes']} | {row['meaning']} | {written} |")
    lines += ["", "## Checks", "", "| `op` | `of` | holds when | a message says |"]
    lines.append("|---|---|---|---|")
    for name, row in table["checks"].items():
        lines.append(f"| `{name}` | {row['of']} | {row['meaning']} | `{row['says']}` |")
    messages = table["messages"]
    lines += [
        "",
        "## Messages",
        "",
        f"A broken comparison reads `{messages['comparison']}`: `got` names each operand",
        f"read with its value, `{messages['default'].strip()}` after a default, and",
        f"`{messages['past_range']}` for a value past ±(2**53 - 1).",
        "",
    ]
    return "\n".join(lines)
