"""The ``x-rules`` operands past one object's fields (``/`` paths, numbers, arithmetic,
``default``) and ``op: increasing``, as documented in :mod:`agilerl.models._validation`:
what Python's engine finds on schemas of their own, and that the keyword the generator
compiles for JavaScript (with runtime.js's messages) finds the same problems."""

from __future__ import annotations

import itertools
import json
from pathlib import Path
from typing import Any

import jsonschema_rs
import pytest

from agilerl.models import _validation
from agilerl.models._rule_expr import label
from agilerl.models._rules import XRules
from tests.node import run_json

SCRIPT = Path(__file__).with_name("x_rules_toy.cjs")
MODELS = Path(__file__).with_name("models_verdict.cjs")
SAFE = 2**53 - 1


def rule(left: Any, op: str, right: Any, **extra: Any) -> dict[str, Any]:
    return {"id": "r", "left": left, "op": op, "right": right, "description": "D.", **extra}


def schema(*rules: dict[str, Any], **properties: Any) -> dict[str, Any]:
    return {"type": "object", "properties": properties, "x-rules": list(rules)}


def python(schema: dict[str, Any], doc: Any) -> list[dict[str, Any]]:
    """The problems as ``_validation.problems`` writes them, for a schema of its own."""
    validator = jsonschema_rs.Draft202012Validator(schema, keywords={"x-rules": XRules})
    out = []
    for error in validator.iter_errors(doc):
        where, rule_id, message = json.loads(error.kind.message)
        path = where if isinstance(where, list) else [where]
        out.append({"path": path, "message": message, "rule": f"x-rules/{rule_id}"})
    return out


def ordered(problems: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return sorted(problems, key=lambda p: ([str(step) for step in p["path"]], p["message"]))


PATH = schema(rule("a/b", "<=", "c/d"))
PATH_DEFAULT = schema(rule("a/b", "<=", "c/d", defaults={"c/d": 1}))
WHEN = schema(rule("a/b", "<=", "c", when={"s/kind": "x"}), c={"default": 4})
SUB = {"floordiv": ["p", {"default": ["s/n", 2]}]}
LAYOUT = schema(
    rule("p", "multiple_of", {"default": ["s/n", 2]}),
    {**rule(SUB, ">=", 3), "id": "third"},
    {**rule({"sum": ["s/w", {"default": ["s/l", {"sub": [SUB, "s/w"]}]}]}, "==", SUB), "id": "sum"},
)
ROUND = schema(rule({"round": {"mul": [0.25, "q"]}}, "==", "w"))
MOD = schema(rule({"mod": ["a", "b"]}, "==", {"sub": ["c", 1]}))
INCREASING = schema({"id": "up", "op": "increasing", "of": "s/r", "description": "Up."})
EACH = schema(rule({"each": "x"}, ">=", "s/m"))
STRINGS = schema(rule("a/name", "==", "b/name"))
#: ``==`` / ``!=`` on two lists or two objects: JSON values, lists in order
SAME = schema(rule("a/v", "==", "b/v"))
OTHER = schema(rule("a/v", "!=", "b/v"))
LEAST = schema(rule("a/r", "==", {"min": [{"sum": ["a/s", "a/t"]}, {"default": ["a/m", 10]}]}))
MOST = schema(rule({"max": ["x", "y", 3]}, "<=", "z"))
PLAIN_SAME = schema(rule("x", "==", "y"))  # two fields of the object: the plain rule
PLAIN_OTHER = schema(rule("x", "!=", "y"))
VALUES: list[tuple[Any, Any]] = [
    (["q", "k"], ["q", "k"]), (["q", "k"], ["k", "q"]), (["q"], ["k"]), (["q"], ["q", "k"]),
    ([], []), ([1], [1.0]), ([True], [1]), ([None], [None]), ([[1, "a"]], [[1, "a"]]),
    ([{"x": 1}], [{"x": 2}]), ({"x": [1], "y": "it's"}, {"y": "it's", "x": [1]}),
    ({"x": 1}, {"x": 1, "y": 2}), ({"x": None}, {}), ({}, {}), ({"x": 1.5}, {"x": 1.5}),
    (["q"], "q"), (["q"], {"q": 1}), ([1], 1), ({"x": 1}, None),
]  # fmt: skip

CASES: list[tuple[dict[str, Any], Any]] = [
    *[
        (PATH, doc)
        for doc in (
            {"a": {"b": 3}, "c": {"d": 2}},
            {"a": {"b": 1}, "c": {"d": 2}},
            {"a": {"b": 3}},
            {"a": {"b": 3}, "c": 2},
            {"a": [3], "c": {"d": 2}},
            {"a": {"b": 3}, "c": {"d": None}},
            {"a": {"b": True}, "c": {"d": 0}},
            {"a": {"b": 2.5}, "c": {"d": 2}},
            {},
        )
    ],
    *[
        (PATH_DEFAULT, doc)
        for doc in (
            {"a": {"b": 3}},
            {"a": {"b": 3}, "c": {"d": None}},
            {"a": {"b": 3}, "c": None},
            {"a": {"b": 0}},
        )
    ],
    *[
        (WHEN, doc)
        for doc in (
            {"a": {"b": 5}},
            {"a": {"b": 5}, "s": {"kind": "x"}},
            {"a": {"b": 5}, "s": {"kind": "y"}},
            {"a": {"b": 5}, "c": 6, "s": {"kind": "x"}},
            {"a": {"b": 5}, "s": None},
        )
    ],
    *[
        (LAYOUT, {"p": p, **({"s": s} if s is not None else {})})
        for p, s in itertools.product(
            [1, 5, 6, 7, 9, 12, 40, 0, "6", None, SAFE],
            [
                None,
                {},
                {"n": 3},
                {"n": 0},
                {"n": -4},
                {"w": 2},
                {"w": 1, "l": 1},
                {"w": 2, "l": 1, "n": 3},
                {"w": SAFE, "l": SAFE},
                {"n": 2.0, "w": 1.0},
            ],
        )
    ],
    *[
        (ROUND, {"q": q, "w": w})
        for q in (2, 3, 5, 6, 10, 14, 7, 1.5, -2, -6)
        for w in (0, 1, 2, 3, 4)
    ],
    *[
        (MOD, {"a": a, "b": b, "c": c})
        for a, b, c in itertools.product((7, -7, 0, 6.0, 7.5), (3, -3, 0), (0, 1, 2, 3))
    ],
    *[
        (INCREASING, {"s": {"r": r}})
        for r in (
            [1, 5, 10],
            [5, 1],
            [1, 1],
            [1, 5, 3, 3, 9],
            [1, "a", 0, None, 2],
            [2.5, 2.5, 3],
            [],
            "x",
            None,
        )
    ],
    (INCREASING, {"s": [1, 0]}),
    *[(EACH, {"x": x, "s": {"m": 2}}) for x in ([4, 1], [2, 3], [0.5, "a", 1], "4")],
    (EACH, {"x": [0]}),
    *[
        (STRINGS, doc)
        for doc in (
            {"a": {"name": "x"}, "b": {"name": "x"}},
            {"a": {"name": "it's"}, "b": {"name": "y"}},
            {"a": {"name": "x"}, "b": {"name": 1}},
        )
    ],
    *[
        (rules, {"a": {"v": left}, "b": {"v": right}})
        for rules in (SAME, OTHER)
        for left, right in VALUES
    ],
    *[
        (LEAST, {"a": doc})
        for doc in (
            {"r": 7, "s": 3, "t": 4},
            {"r": 8, "s": 3, "t": 4},
            {"r": 10, "s": 9, "t": 4},
            {"r": 13, "s": 9, "t": 4},
            {"r": 5, "s": 9, "t": 4, "m": 5},
            {"r": 5, "s": 9},
            {"r": 6, "s": 9, "t": 4, "m": None},
            {"r": 6, "s": SAFE, "t": 1},
            {"r": 2.5, "s": 1, "t": 1.5},
            {"r": 1, "s": "1", "t": 0},
        )
    ],
    *[
        (MOST, doc)
        for doc in (
            {"x": 1, "y": 2, "z": 3},
            {"x": 5, "y": 2, "z": 3},
            {"x": 1, "y": 4.5, "z": 4},
            {"y": 9, "z": 3},
        )
    ],
    *[
        (rules, {"x": left, "y": right})
        for rules in (PLAIN_SAME, PLAIN_OTHER)
        for left, right in VALUES
    ],
]


def test_js_and_python_find_the_same_problems() -> None:
    js = run_json(SCRIPT, [{"schema": s, "doc": doc} for s, doc in CASES])
    rules: set[str] = set()
    for (s, doc), found in zip(CASES, js, strict=True):
        ours = python(s, doc)
        assert ordered(found) == ordered(ours), (s["x-rules"], doc)
        rules |= {p["rule"] for p in ours}
    assert rules == {"x-rules/r", "x-rules/third", "x-rules/sum", "x-rules/up"}
    # each schema also has documents it accepts
    assert all(any(not python(s, doc) for t, doc in CASES if t is s) for s, _ in CASES)


@pytest.mark.parametrize(
    ("s", "doc", "expected"),
    [
        (
            PATH,
            {"a": {"b": 3}, "c": {"d": 2}},
            [(["a", "b"], "a.b must be <= c.d, got a.b=3 and c.d=2: D.")],
        ),
        (PATH, {"a": {"b": 3}}, []),  # c.d unset: the rule does not apply
        (PATH, {"a": [3], "c": {"d": 2}}, []),  # a step into a list finds nothing
        (
            PATH_DEFAULT,
            {"a": {"b": 3}, "c": {"d": None}},
            [(["a", "b"], "a.b must be <= c.d, got a.b=3 and c.d=1 (its default): D.")],
        ),
        (
            WHEN,
            {"a": {"b": 5}, "s": {"kind": "x"}},
            [(["a", "b"], "a.b must be <= c, got a.b=5 and c=4 (its default): D.")],
        ),
        (WHEN, {"a": {"b": 5}}, []),
        (
            LAYOUT,
            {"p": 5},
            [
                (["p"], "p must be a multiple of s.n, got p=5 and s.n=2 (its default): D."),
                (["p"], "p // s.n must be >= 3, got p // s.n=2, with p=5, s.n=2 (its default): D."),
            ],
        ),
        # multiple_of 0 holds; p // 0 cannot be computed: neither rule applies
        (LAYOUT, {"p": 6, "s": {"n": 0}}, []),
        (
            LAYOUT,
            {"p": 12, "s": {"w": 1, "l": 1}},
            [
                (
                    ["s", "w"],
                    "s.w + s.l must be == p // s.n, got s.w + s.l=2 and p // s.n=6, "
                    "with s.w=1, s.l=1, p=12, s.n=2 (its default): D.",
                ),
            ],
        ),
        (
            LAYOUT,
            {"p": 12, "s": {"w": SAFE, "l": SAFE}},
            [
                (
                    ["s", "w"],
                    "s.w + s.l must be == p // s.n, got s.w + s.l=<past 2**53-1> and "
                    "p // s.n=6, with s.w=9007199254740991, s.l=9007199254740991, p=12, "
                    "s.n=2 (its default): D.",
                ),
            ],
        ),
        (
            ROUND,
            {"q": 2, "w": 1},
            [(["q"], "round(0.25 * q) must be == w, got round(0.25 * q)=0 and w=1, with q=2: D.")],
        ),  # 0.5 rounds to the even 0
        (ROUND, {"q": 6, "w": 2}, []),  # 1.5 -> 2
        (ROUND, {"q": 10, "w": 2}, []),  # 2.5 -> 2
        (ROUND, {"q": 14, "w": 4}, []),  # 3.5 -> 4
        (MOD, {"a": -7, "b": 3, "c": 3}, []),  # -7 % 3 is 2, as Python's %
        (
            INCREASING,
            {"s": {"r": [1, 5, 3, 3]}},
            [
                (["s", "r", 2], "s.r[2]=3 must be > s.r[1]=5: Up."),
                (["s", "r", 3], "s.r[3]=3 must be > s.r[2]=3: Up."),
            ],
        ),
        (
            EACH,
            {"x": [4, 1], "s": {"m": 2}},
            [(["x"], "x[1] must be >= s.m, got x[1]=1 and s.m=2: D.")],  # at the list
        ),
        (
            SAME,
            {"a": {"v": ["q", "k"]}, "b": {"v": ["k", "q"]}},
            [(["a", "v"], "a.v must be == b.v, got a.v=['q', 'k'] and b.v=['k', 'q']: D.")],
        ),
        (
            SAME,
            {"a": {"v": {"x": [1.0, None, True]}}, "b": {"v": {"x": [1]}}},
            [
                (
                    ["a", "v"],
                    "a.v must be == b.v, got a.v={'x': [1, None, True]} and b.v={'x': [1]}: D.",
                )
            ],
        ),
        (SAME, {"a": {"v": {"x": [1.0]}}, "b": {"v": {"x": [1]}}}, []),
        (SAME, {"a": {"v": ["q"]}, "b": {"v": "q"}}, []),  # a list and a string: not compared
        (
            OTHER,
            {"a": {"v": ["q"]}, "b": {"v": ["q"]}},
            [(["a", "v"], "a.v must be != b.v, got a.v=['q'] and b.v=['q']: D.")],
        ),
        (
            PLAIN_SAME,
            {"x": {"k": [1.0, "it's"]}, "y": {"k": [2]}},
            [(["x"], "x must be == y, got x={'k': [1, \"it's\"]} and y={'k': [2]}: D.")],
        ),
        (PLAIN_SAME, {"x": [1.0], "y": [1]}, []),
        (
            LEAST,
            {"a": {"r": 8, "s": 3, "t": 4}},
            [
                (
                    ["a", "r"],
                    "a.r must be == min(a.s + a.t, a.m), got a.r=8 and min(a.s + a.t, a.m)=7, "
                    "with a.s=3, a.t=4, a.m=10 (its default): D.",
                )
            ],
        ),
        (
            MOST,
            {"x": 5, "y": 2, "z": 3},
            [(["x"], "max(x, y, 3) must be <= z, got max(x, y, 3)=5 and z=3, with x=5, y=2: D.")],
        ),
        (PLAIN_OTHER, {"x": [1], "y": {"k": 1}}, []),  # a list and an object: not compared
    ],
)
def test_what_python_finds(
    s: dict[str, Any], doc: Any, expected: list[tuple[list[Any], str]]
) -> None:
    assert [(p["path"], p["message"]) for p in python(s, doc)] == expected


def test_labels_put_inner_operators_in_parentheses() -> None:
    assert label({"sum": [{"mul": [-1, "a/b"]}, 2, {"round": {"floordiv": ["c", 4]}}]}) == (
        "(-1 * a.b) + 2 + round(c // 4)"
    )


def selection_manifests() -> list[dict[str, Any]]:
    """Multi-frequency layouts against ``training.pop_size``: past 8 subpopulations, each
    bracket set or left to its default, both names of the section and of ``pop_size``."""
    base = {"algorithm": {"name": "DQN"}, "environment": {"name": "CartPole-v1"}}
    layouts: list[dict[str, Any]] = [
        {}, {"n_subpopulations": 9}, {"n_subpopulations": 10, "n_losers": 1},
        {"n_winners": 3}, {"n_winners": 1, "n_survivors": 1, "n_open_for_migration": 1},
        {"n_losers": 1}, {"n_survivors": 2, "n_losers": 2}, {"n_open_for_migration": SAFE},
        {"n_winners": 2, "n_survivors": 0, "n_open_for_migration": 2, "n_losers": 2},
        {"n_subpopulations": 3, "evolution_frequency_ratios": [1, 5, 3]},
        {"n_subpopulations": 9, "evolution_frequency_ratios": [1, 2]},
    ]  # fmt: skip
    out = []
    for layout, pop, key, pop_key in itertools.product(
        layouts,
        (4, 6, 7, 12, 20, 27, 30),
        ("selection_strategy", "tournament_selection"),
        ("pop_size", "population_size"),
    ):
        sel = {"strategy": "multi_frequency", **layout}
        out.append({**base, "training": {pop_key: pop}, key: sel})
    out.append({**base, "selection_strategy": {"strategy": "multi_frequency", "n_losers": 9}})
    return out


def test_selection_layouts_read_alike() -> None:
    """The manifest's multi-frequency rules (paths into two sections, arithmetic, rounding
    half to even): the same problems from Python and the generated JavaScript."""
    docs = selection_manifests()
    js = run_json(MODELS, [{"model": "Manifest", "doc": doc} for doc in docs])
    rules: set[str] = set()
    for doc, found in zip(docs, js, strict=True):
        ours = [
            {"path": list(p.path), "message": p.message, "rule": p.rule}
            for p in _validation.problems(doc, "Manifest")
        ]
        assert found == ours, doc
        rules |= {p["rule"] for p in ours}
    assert {
        f"x-rules/{name}"
        for name in (
            "multi-frequency-pop-divides", "multi-frequency-subpopulations-of-three",
            "multi-frequency-losers-left", "multi-frequency-brackets-fill-subpopulation",
            "frequency-ratios-increasing", "frequency-ratios-one-per-subpopulation",
        )
    } <= rules  # fmt: skip
    assert any(not _validation.problems(doc, "Manifest") for doc in docs)
