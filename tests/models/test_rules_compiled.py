"""The ``x-rules`` keyword's ``validate`` (:func:`agilerl.models._rules.compile_checks`: one
function written for each array when the validator is compiled) against the rules'
own reading (``Comparison.holds`` and the other rules' ``holds``), on every ``x-rules``
array of the published schemas: the same verdict, and the error of the same rule."""

from __future__ import annotations

import json
import random
import zlib
from collections.abc import Iterator
from typing import Any

import pytest

from agilerl.arena.models._schema import SCHEMAS
from agilerl.models._rule_expr import Comparison, paths_of
from agilerl.models._rules import XRules, _fast

ABSENT = object()
#: Values a field is given: each kind of JSON value, numbers on both sides of each other.
POOL: list[Any] = [
    ABSENT, None, True, False, 0, 1, 2, 3, 4, 7, 8, -1, 0.5, 2.0, 3.0, 1000000, 2**53 - 1,
    "async", "colocated", "x", "", [], [1, 2], [3.0, 1, "a"], {}, {"a": 1},
]  # fmt: skip


def arrays() -> Iterator[tuple[str, dict[str, Any]]]:
    """``(where, node)`` for each schema node that holds ``x-rules``."""
    todo: list[tuple[str, Any]] = [(name, doc) for name, doc in SCHEMAS.items()]
    while todo:
        where, node = todo.pop()
        if isinstance(node, dict):
            if "x-rules" in node:
                yield where, node
            todo += [(f"{where}/{key}", value) for key, value in node.items() if key != "x-rules"]
        elif isinstance(node, list):
            todo += [(f"{where}/{i}", value) for i, value in enumerate(node)]


ARRAYS = sorted(arrays(), key=lambda item: item[0])


def names_of(rules: XRules) -> dict[str, list[Any]]:
    """Each top-level name the rules read, with the values worth giving it: the pool, the
    values a ``when`` wants, and for a ``/`` path, objects holding pool values there."""
    names: dict[str, list[Any]] = {}
    for rule in rules.rules:
        definition = rule.definition
        paths = [*definition.get("when", {}), *definition.get("defaults", {})]
        if isinstance(rule, Comparison):
            paths += paths_of(rule.left) + paths_of(rule.right)
        else:
            of = definition["of"]
            paths += [
                step.split("/*")[0].split("/~")[0]
                for step in (of if isinstance(of, list) else [of])
            ]
        for path in paths:
            head, _, rest = path.partition("/")
            values = names.setdefault(head, list(POOL))
            if rest:
                values += [{rest.split("/")[0]: value} for value in POOL[1:] if value is not ABSENT]
        for name, wanted in definition.get("when", {}).items():
            names.setdefault(name.partition("/")[0], list(POOL)).append(wanted)
    return names


def instances(rules: XRules, count: int, seed: int) -> Iterator[dict[str, Any]]:
    names = names_of(rules)
    rng = random.Random(seed)
    for _ in range(count):
        instance = {name: rng.choice(values) for name, values in names.items()}
        yield {name: value for name, value in instance.items() if value is not ABSENT}


def expected(rules: XRules, instance: dict[str, Any]) -> str | None:
    """The message of the first rule broken, in the keyword's order (the comparisons of
    two fields first), or ``None``."""
    fast = [rule for rule in rules.rules if isinstance(rule, Comparison) and _fast(rule)]
    rest = [rule for rule in rules.rules if rule not in fast]
    for rule in fast + rest:
        if not rule.holds(instance):
            problems = rule.problems(instance)
            where, message = problems[0]
            return json.dumps([where, rule.definition["id"], message])
    return None


def actual(rules: XRules, instance: dict[str, Any]) -> str | None:
    try:
        rules.validate(instance)
    except ValueError as exc:
        return str(exc)
    return None


@pytest.mark.parametrize(("where", "node"), ARRAYS, ids=[where for where, _ in ARRAYS])
def test_the_compiled_rules_give_the_rules_verdict(where: str, node: dict[str, Any]) -> None:
    rules = XRules(node, node["x-rules"], where)
    broken = 0
    for instance in instances(rules, 400, seed=zlib.crc32(where.encode())):
        want = expected(rules, instance)
        assert actual(rules, instance) == want, instance
        broken += want is not None
    if any(isinstance(rule, Comparison) and _fast(rule) for rule in rules.rules):
        assert broken, "no instance broke a rule: the comparison tests nothing"
    for other in (None, 3, "x", [1, 2]):  # the keyword holds on anything but an object
        assert actual(rules, other) is None  # type: ignore[arg-type]


def test_a_rule_reads_its_fallbacks_as_written() -> None:
    """Each branch of a two-field comparison's reading, on a rule of its own: a missing
    field at its schema default, a ``null`` at the rule's ``defaults`` (``null_too``), a
    ``when`` on a boolean, strings compared by ``==``, a ``null`` in the field a rule
    needs present (read with ``d[k]``) taking its ``defaults``."""
    node = {
        "type": "object",
        "properties": {"a": {"default": 5}, "b": {}, "flag": {"default": False}, "s": {}},
        "x-rules": [
            {"id": "le", "left": "a", "op": "<=", "right": "b", "description": "a <= b."},
            {"id": "null", "left": "b", "op": ">=", "right": "a", "when": {"flag": True},
             "defaults": {"b": 10}, "description": "b >= a."},
            {"id": "same", "left": "s", "op": "==", "right": "t", "description": "s is t."},
            {"id": "unset", "left": "u", "op": "<=", "right": "v", "when": {"mode": None},
             "defaults": {"mode": "x"}, "description": "u <= v."},
        ],
    }  # fmt: skip
    rules = XRules(node, node["x-rules"], "test")
    cases = [
        ({"b": 4}, "le"),  # a missing: its default 5 > 4
        ({"a": None, "b": 4}, None),  # a null: unset, never compared
        ({"b": 5}, None),
        ({"a": 11, "b": 20, "flag": True}, None),
        ({"a": 11, "b": None, "flag": True}, "null"),  # b null: the rule's default 10 < 11
        ({"a": 11, "flag": True}, "null"),  # b missing: unset for "le", 10 for "null"
        ({"a": 1, "b": None, "flag": True}, None),
        ({"a": 11, "b": None, "flag": 1}, None),  # 1 is not true
        ({"s": "x", "t": "y"}, "same"),
        ({"s": "x", "t": 1}, None),  # never across kinds
        # mode, the name the rule needs present, is there but null: it reads its default
        ({"mode": None, "u": 9, "v": 1}, None),
        ({"mode": "x", "u": 9, "v": 1}, None),
    ]
    for instance, rule_id in cases:
        found = actual(rules, instance)
        assert (json.loads(found)[1] if found else None) == rule_id, instance
        assert found == expected(rules, instance), instance


TEMPLATE_NAMES = {"NUMBERS", "same_kind", "broken", "isinstance", "type", "str", "list", "dict"}


@pytest.mark.parametrize(("where", "node"), ARRAYS, ids=[where for where, _ in ARRAYS])
def test_the_compiled_text_holds_nothing_of_the_rules(where: str, node: dict[str, Any]) -> None:
    """The function's text is the template's: no name, number or string of the rules is
    a constant of its code, every name it reads is the template's or one bound in its
    scope (``k3``, ``k4``, ...), and its only attribute read is ``d.get``."""
    code = XRules(node, node["x-rules"], where).validate.__code__
    assert set(code.co_consts) <= {None, True, False}, code.co_consts  # the template's own
    bound = {name for name in code.co_names if name[0] == "k" and name[1:].isdigit()}
    assert set(code.co_names) - bound <= {*TEMPLATE_NAMES, "get"}, code.co_names
