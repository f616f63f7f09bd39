"""One rule language: every ``x-rules`` entry is checked against the vocabulary's
meta-schema (``tools/codegen/x_rules.json``) by Python and by the generator's Ajv, with one
verdict; a rule outside the language (an unknown operator or operand) is refused, never
read with another meaning (generation failing on one: tests/codegen/test_ts_generation.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema_rs
import pytest

from agilerl.arena.models._rule_vocabulary import META_SCHEMA, VOCABULARY
from agilerl.arena.models._schema import SCHEMAS
from agilerl.models._rules import RuleGrammarError, XRules, check_grammar
from tests.node import run_json

SCRIPT = Path(__file__).with_name("x_rules_grammar.cjs")
SAFE = 2**53 - 1


def rule(left: Any = "a", op: str = "<=", right: Any = "b", **extra: Any) -> dict[str, Any]:
    return {"id": "r", "left": left, "op": op, "right": right, "description": "D.", **extra}


#: Entries outside the language, each with what the Python error names.
REFUSED: list[tuple[dict[str, Any], str]] = [
    (rule(op="multiple_off"), "multiple_off"),  # no default meaning: refused
    (rule(op="="), '"="'),
    (rule(left={"lenght": "a"}), "lenght"),
    (rule(right={"each": "b"}), "each"),  # each: on the left only
    (rule(left={"sum": []}), "sum"),
    (rule(left={"sub": ["a"]}), "sub"),
    (rule(left={"round": ["a"]}), "round"),
    (rule(left={"default": ["a"]}), "default"),
    (rule(left={"length": "a", "each": "a"}), "each"),
    (rule(left="a//b"), "a//b"),
    (rule(left=""), '""'),
    (rule(right=SAFE + 1), str(SAFE + 1)),
    (rule(right=True), "true"),
    (rule(when={"a": [1]}), "when"),
    (rule(extra_key=1), "extra_key"),
    ({"id": "r", "left": "a", "op": "<", "right": "b"}, "description"),
    ({"id": "u", "op": "unique", "of": [], "description": "D."}, "of"),
    ({"id": "u", "op": "unique", "of": ["a"], "left": "a", "description": "D."}, "left"),
    ({"id": "i", "op": "increasing", "of": ["a"], "description": "D."}, "of"),
    ({"id": "x", "op": "sorted", "of": "a", "description": "D."}, "sorted"),
    ({"op": "<", "left": "a", "right": "b", "description": "D."}, "id"),
]
#: Entries in the language: every comparison, operand and check of the table at least once.
ACCEPTED: list[dict[str, Any]] = [
    *(rule(op=op) for op in VOCABULARY["comparisons"]),
    rule(left={"each": "a/x"}, right={"length": {"sum": ["b", 1]}}),
    rule(left={"sum": ["a", "b", 2.5]}, right={"sub": ["a", {"mul": [-1, "b"]}]}),
    rule(left={"floordiv": ["a", 2]}, right={"mod": ["b", {"round": "a"}]}),
    rule(left={"min": ["a"]}, right={"max": [{"default": ["b/c", 0]}, -SAFE]}),
    rule(when={"s/k": "x", "t": None, "u": 1, "v": False}, defaults={"a/b": [1, {"x": 2}]}),
    {"id": "u", "op": "unique", "of": ["a/*/name", "b/~keys"], "description": "D."},
    {"id": "i", "op": "increasing", "of": "a/r", "description": "D."},
]


def python_error(rules: list[dict[str, Any]]) -> str | None:
    try:
        check_grammar(rules, "toy")
    except RuleGrammarError as error:
        return str(error)
    return None


def test_every_word_of_the_table_is_in_the_accepted_examples() -> None:
    text = json.dumps(ACCEPTED)
    for section in ("comparisons", "operands", "checks"):
        for word in VOCABULARY[section]:
            assert json.dumps(word) in text, (section, word)


def test_python_and_the_generator_read_the_grammar_alike() -> None:
    cases = [[entry] for entry, _ in REFUSED] + [[entry] for entry in ACCEPTED]
    js = run_json(SCRIPT, cases)
    for case, found in zip(cases, js, strict=True):
        assert ("ok" in found) is (python_error(case) is None), (case, found)
    for (entry, named), found in zip(REFUSED, js[: len(REFUSED)], strict=True):
        error = python_error([entry])
        assert error is not None
        assert error.startswith("x-rules at toy, entry 0 "), error
        assert named in error or named in json.dumps(entry), error
        assert found["error"].startswith('keyword "x-rules" value is invalid'), found


def test_every_rule_of_the_schemas_is_in_the_language() -> None:
    found = 0

    def walk(node: Any, where: str) -> None:
        nonlocal found
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "x-rules":
                    check_grammar(value, where)
                    found += len(value)
                else:
                    walk(value, f"{where}/{key}")
        elif isinstance(node, list):
            for index, item in enumerate(node):
                walk(item, f"{where}/{index}")

    for stem, schema in SCHEMAS.items():
        walk(schema, stem)
    assert found > 100


def test_python_refuses_a_rule_outside_the_language_when_it_compiles() -> None:
    schema = {"type": "object", "x-rules": [rule(op="multiple_off")]}
    with pytest.raises(jsonschema_rs.ValidationError, match="multiple_off"):
        jsonschema_rs.Draft202012Validator(schema, keywords={"x-rules": XRules})


def test_the_meta_schema_is_a_valid_2020_12_schema() -> None:
    jsonschema_rs.Draft202012Validator(META_SCHEMA)  # compiles
    assert META_SCHEMA["$schema"] == "https://json-schema.org/draft/2020-12/schema"
