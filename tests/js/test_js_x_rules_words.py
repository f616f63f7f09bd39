"""Every word of the x-rules vocabulary (tools/codegen/x_rules.json), in both runtimes: each
comparison and each operand of the table, over a grid of values (numbers at the edges of
the range, -0, fractions, values of other kinds, missing and null), gives the same
problems from Python's engine and from the generated JavaScript one, and Python's fast
verdict (the keyword's ``validate``, which reads two fields of the object directly) agrees
with its problems. A word added to the
table is in this test without a change to it."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import jsonschema_rs

from agilerl.arena.models._rule_vocabulary import VOCABULARY
from agilerl.models._rules import XRules
from tests.js.test_js_x_rules_expr import ordered, python, rule, schema
from tests.node import run_json

SCRIPT = Path(__file__).with_name("x_rules_toy.cjs")
SAFE = 2**53 - 1
MISSING = object()
#: Values each operand field takes (MISSING: the key is left out).
GRID: list[Any] = [0, -0.0, 7, -7, 3, 2.5, 0.5, -1.5, SAFE, -SAFE, "x", [1, 2.0], None, MISSING]
#: The argument each ``takes`` is written with, over the fields a, b and c.
ARGUMENTS: dict[str, list[Any]] = {
    "operand": ["a"],
    "operands": [["a"], ["a", "b"], ["a", "b", "c"]],
    "two operands": [["a", "b"]],
    "path": ["a"],
    "path and operand": [["a", "b"]],
}


def docs(names: tuple[str, ...], extra: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for values in itertools.product(GRID, repeat=len(names)):
        doc = {
            name: value for name, value in zip(names, values, strict=True) if value is not MISSING
        }
        out.append({**doc, **extra})
    return out


def cases() -> list[tuple[str, dict[str, Any], list[dict[str, Any]]]]:
    """(word, toy schema, documents) for every word of the table."""
    out = []
    for op in VOCABULARY["comparisons"]:
        toy = schema(rule("a", op, "b"), b={"default": 3})
        out.append((op, toy, docs(("a", "b"), {})))
    for name, row in VOCABULARY["operands"].items():
        for args in ARGUMENTS[row["takes"]]:
            operand = {name: args}
            if row.get("left_only"):  # each: every item of a list against c
                toy = schema(rule(operand, "<=", "c"))
                grid = [{"a": [3, 2.5, "x", -0.0, SAFE], "c": c} for c in GRID if c is not MISSING]
                out.append((name, toy, [*grid, {"a": 7, "c": 1}, {"c": 1}]))
                continue
            fields = ("a", "b", "c")[: len(args) if isinstance(args, list) else 1]
            for op in ("==", "<"):
                toy = schema(rule(operand, op, "r"), a={"default": 4})
                out.append((name, toy, docs(fields, {"r": 2})))
    return out


def test_every_word_reads_alike_in_both_runtimes() -> None:
    all_cases = cases()
    js = run_json(SCRIPT, [{"schema": toy, "docs": found} for _, toy, found in all_cases])
    words: set[str] = set()
    broken = 0
    for (word, toy, found), results in zip(all_cases, js, strict=True):
        verdict = jsonschema_rs.Draft202012Validator(toy, keywords={"x-rules": XRules})
        for doc, result in zip(found, results, strict=True):
            ours = python(toy, doc)
            assert ordered(result) == ordered(ours), (word, toy["x-rules"], doc)
            assert verdict.is_valid(doc) is not ours, (word, toy["x-rules"], doc)
            broken += bool(ours)
        words.add(word)
    assert words == {*VOCABULARY["comparisons"], *VOCABULARY["operands"]}
    assert broken > 1000
