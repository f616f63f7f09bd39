"""The ``x-rules`` keyword: each entry checked against the vocabulary's meta-schema and
compiled when the validator is.

The language is one table, ``tools/codegen/x_rules.json`` (read here from the generated
``agilerl.arena.models._rule_vocabulary``; ``docs/reference/x-rules.md`` lists it and
``docs/guide.md`` describes it). A comparison is a
:class:`~agilerl.models._rule_expr.Comparison`; ``op: unique`` a :class:`UniqueRule`;
``op: increasing`` an :class:`IncreasingRule`. :mod:`agilerl.models._validation`
registers :class:`XRules` with the compiled validator.
"""

from __future__ import annotations

import json
import operator
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

import jsonschema_rs

from agilerl.arena.models._rule_vocabulary import META_SCHEMA, VOCABULARY
from agilerl.models._jsondata import format_path
from agilerl.models._rule_expr import Comparison, label, reads_of
from agilerl.models._rule_values import NUMBER_KINDS, number_text, same

#: One ``when`` field as a gate reads it: (name, wanted, whether wanted is a boolean,
#: value when missing, whether an explicit null also takes it).
Gate = tuple[tuple[str, Any, bool, Any, bool], ...]
#: A comparison of two fields of the object as :func:`compile_checks` reads it: (left name, its
#: value when missing, null too, right name, its value when missing, null too, test,
#: whether it compares strings / lists / objects too).
Operands = tuple[str, Any, bool, str, Any, bool, Callable[[Any, Any], bool], bool]
#: Such a comparison as :func:`compile_checks` reads it: (a name it needs present to be able to
#: fail, or ``None``; its gate; its operands; the rule).
Check = tuple[str | None, Gate, Operands, Comparison]
Where = list[str | int]


class RuleGrammarError(ValueError):
    """An ``x-rules`` array that is not in the language (an unknown operator, a malformed
    operand): the schema is wrong, not the document."""


@cache
def _grammar() -> Any:
    return jsonschema_rs.Draft202012Validator(META_SCHEMA)


def check_grammar(rules: Any, where: str) -> None:
    """Refuse ``rules`` (an ``x-rules`` array at ``where``) unless the meta-schema accepts
    it: :class:`RuleGrammarError` naming the entry, its id and what is wrong."""
    for error in _grammar().iter_errors(rules):
        steps = list(error.instance_path)
        entry = rules[steps[0]] if steps and isinstance(rules, list) else None
        rule_id = entry.get("id") if isinstance(entry, dict) else None
        words = [*VOCABULARY["comparisons"], *VOCABULARY["checks"]]
        raise RuleGrammarError(
            f"x-rules at {where}, entry {steps[0] if steps else '?'} (id {rule_id!r}): "
            f"{error.message} (at {'/'.join(map(str, steps)) or 'the array'}); an op is one "
            f"of {', '.join(words)}, an operand a field path, a number or one of "
            f"{', '.join(VOCABULARY['operands'])} (docs/reference/x-rules.md)"
        )


def _same_kind(left: Any, right: Any) -> bool:
    """Whether ``right`` is a string, list or object as ``left`` is (never two kinds)."""
    for kind in (str, list, dict):
        if isinstance(left, kind):
            return isinstance(right, kind)
    return False


#: The comparisons of two numbers whose vocabulary function is an ``operator`` one: the
#: same test written as its operator (no call).
_INFIX: dict[Callable[[Any, Any], Any], str] = {
    operator.lt: "<", operator.le: "<=", operator.gt: ">", operator.ge: ">=",
}  # fmt: skip


def _broken(rule: Rule, instance: Mapping[str, Any]) -> None:
    """Raise the error of ``rule``, which ``instance`` breaks (only then is it written)."""
    raise _errors(rule, instance)[0]


def compile_checks(
    checks: tuple[Check, ...], tests: tuple[tuple[Callable[[Mapping[str, Any]], bool], Rule], ...]
) -> Callable[[Any], None]:
    """The keyword's ``validate`` for one ``x-rules`` array: one function, written for its
    rules once (when the validator is compiled), that raises the error of the first rule
    an object breaks (``ValueError``, see :class:`XRules`), or returns ``None``. It runs on
    every object the keyword is on, so the loop over the rules, their names, fallbacks and
    tests are unrolled into it instead of read from tuples on each call.

    First each of ``checks`` (a comparison of two fields of the object, as :func:`_fast`
    reads it), then each ``(holds, rule)`` of ``tests`` (the other rules). A comparison
    holds without a read where a name it needs (:func:`_need`) is absent; else where its
    ``when`` fields do not all match (read first), or an operand is not a number
    (``null``: unset) while a number is asked for, or the comparison holds. Operands are
    read in that order, only as far as needed: the verdict of
    :meth:`~agilerl.models._rule_expr.Comparison.evaluate` read out for two fields
    (``tests/models/test_rules_compiled.py`` holds the two to each other).

    Nothing the rules hold is written into its text: every name, value, test and rule is
    bound in its scope (``k3``, ``k4``, ...), and the text is this function's own
    template, chosen by the rules' shape only (a name known to be present is read with
    ``d[k]``; a comparison of two numbers whose test is an ``operator`` one is written as
    that operator, from :data:`_INFIX`).
    """
    scope: dict[str, Any] = {"NUMBERS": NUMBER_KINDS, "same_kind": _same_kind, "broken": _broken}

    def bound(value: Any) -> str:
        name = f"k{len(scope)}"
        scope[name] = value
        return name

    def read(
        var: str, name: str, fallback: Any, null_too: bool, pad: str, present: bool
    ) -> list[str]:
        """``var`` = the field ``name`` (known to be there where ``present``), else its
        fallback where it is missing (or ``null``, where ``null_too``)."""
        key = bound(name)
        out = [f"{pad}{var} = d[{key}]" if present else f"{pad}{var} = d.get({key})"]
        if fallback is not None and (null_too or not present):
            absent = "" if null_too or present else f" and {key} not in d"
            out.append(f"{pad}if {var} is None{absent}: {var} = {bound(fallback)}")
        return out

    lines = ["def validate(d):", "    if not isinstance(d, dict):", "        return"]
    for need, gate, operands, rule in checks:
        pad, fail = "    ", f"broken({bound(rule)}, d)"
        if need is not None:
            lines.append(f"{pad}if {bound(need)} in d:")
            pad += "    "
        for name, wanted, wanted_bool, fallback, null_too in gate:  # same(value, wanted)
            lines += read("g", name, fallback, null_too, pad, name == need)
            kind = "" if wanted_bool else "not "
            lines.append(f"{pad}if {kind}(g is True or g is False) and g == {bound(wanted)}:")
            pad += "    "
        left, left_fallback, left_null, right, right_fallback, right_null, test, both = operands
        holds = bound(test) if both or test not in _INFIX else ""
        numbers = f"a {_INFIX[test]} b" if test in _INFIX else f"{holds}(a, b)"
        lines += read("a", left, left_fallback, left_null, pad, left == need)
        lines.append(f"{pad}if type(a) in NUMBERS:")
        lines += read("b", right, right_fallback, right_null, pad + "    ", right == need)
        lines.append(f"{pad}    if type(b) in NUMBERS and not {numbers}: {fail}")
        if both:  # two strings, two lists or two objects are compared too
            lines.append(f"{pad}elif isinstance(a, (str, list, dict)):")
            lines += read("b", right, right_fallback, right_null, pad + "    ", right == need)
            lines.append(f"{pad}    if same_kind(a, b) and not {holds}(a, b): {fail}")
    for holds_of, other in tests:
        lines.append(f"    if not {bound(holds_of)}(d): broken({bound(other)}, d)")
    exec(compile("\n".join(lines), "<x-rules>", "exec"), scope)
    return scope["validate"]  # type: ignore[no-any-return]


def _fast(rule: Comparison) -> Check | None:
    """The comparison as :func:`compile_checks` reads it, where both operands and every ``when``
    and ``defaults`` name are fields of the object itself; else ``None``."""
    names = [rule.left, rule.right, *dict(rule.when), *rule.definition.get("defaults", {})]
    if not all(isinstance(name, str) and "/" not in name for name in names):
        return None
    reads = rule.reads
    gate: Gate = tuple(
        (name, wanted, isinstance(wanted, bool), *reads.get(name, (None, False)))
        for name, wanted in rule.when
    )
    operands: Operands = (
        rule.left, *reads.get(rule.left, (None, False)),
        rule.right, *reads.get(rule.right, (None, False)),
        rule.test, rule.values,
    )  # fmt: skip
    return (_need(rule), gate, operands, rule)


def _need(rule: Comparison) -> str | None:
    """A name whose absence alone makes a two-field comparison hold, or ``None``: a
    ``when`` field whose value when missing is not the one wanted, else an operand whose
    value when missing is ``null`` (unset: never compared, whatever the operator)."""
    fallback = {name: value for name, (value, _) in rule.reads.items()}
    gates = [name for name, wanted in rule.when if not same(fallback.get(name), wanted)]
    operands = [name for name in (rule.left, rule.right) if fallback.get(name) is None]
    return next(iter(gates + operands), None)


# ---- op: unique, op: increasing ----

CHECKS: dict[str, dict[str, Any]] = VOCABULARY["checks"]


class UniqueRule:
    """``{"op": "unique", "of": [selector, ...]}``: the strings its selectors name, all
    together, are all different.

    A selector is a ``/``-separated path from the object; ``*`` steps into every item of
    a list, ``~keys`` (last) names the keys of a mapping. A step that finds no list, no
    mapping or no such key names nothing, and so does a value that is not a string."""

    __slots__ = ("definition", "selectors")

    def __init__(self, definition: Mapping[str, Any]) -> None:
        self.definition = definition
        self.selectors = tuple(tuple(selector.split("/")) for selector in definition["of"])

    def repeats(self, instance: Mapping[str, Any]) -> list[tuple[Where, str, Where]]:
        """``(where, value, first)`` for each string that repeats one named before it
        (at ``first``), selector by selector, each in document order."""
        found: list[tuple[Where, str]] = []
        for steps in self.selectors:
            _select(instance, steps, [], found)
        first: dict[str, Where] = {}
        out: list[tuple[Where, str, Where]] = []
        for where, value in found:
            if value in first:
                out.append((where, value, first[value]))
            else:
                first[value] = where
        return out

    def holds(self, instance: Mapping[str, Any]) -> bool:
        return not self.repeats(instance)

    def problems(self, instance: Mapping[str, Any]) -> list[tuple[Where, str]]:
        says, description = CHECKS["unique"]["says"], self.definition["description"]
        return [
            (where, says.format(
                at=format_path(tuple(where)), value=repr(value),
                first=format_path(tuple(first)), description=description,
            ))
            for where, value, first in self.repeats(instance)
        ]  # fmt: skip


def _select(node: Any, steps: tuple[str, ...], where: Where, out: list[tuple[Where, str]]) -> None:
    if not steps:
        if isinstance(node, str):
            out.append((where, node))
        return
    step, rest = steps[0], steps[1:]
    if step == "*":
        if isinstance(node, list):
            for index, item in enumerate(node):
                _select(item, rest, [*where, index], out)
    elif step == "~keys":
        if isinstance(node, dict) and not rest:
            out.extend(([*where, key], key) for key in node)
    elif isinstance(node, dict) and step in node:
        _select(node[step], rest, [*where, step], out)


class IncreasingRule:
    """``{"op": "increasing", "of": path}``: the numbers of that list, each above the one
    before (items that are not numbers are skipped; anything but a list holds)."""

    __slots__ = ("definition", "steps")

    def __init__(self, definition: Mapping[str, Any]) -> None:
        self.definition = definition
        self.steps: tuple[str, ...] = tuple(definition["of"].split("/"))

    def breaks(self, instance: Mapping[str, Any]) -> list[tuple[int, Any, int, Any]]:
        """``(index, value, previous index, previous value)`` for each number that is not
        above the number before it; empty when the rule holds."""
        node: Any = instance
        for step in self.steps:
            node = node.get(step) if isinstance(node, dict) else None
        if not isinstance(node, list):
            return []
        out: list[tuple[int, Any, int, Any]] = []
        previous: tuple[int, Any] | None = None
        for index, item in enumerate(node):
            if type(item) not in NUMBER_KINDS:
                continue
            if previous is not None and not item > previous[1]:
                out.append((index, item, *previous))
            previous = (index, item)
        return out

    def holds(self, instance: Mapping[str, Any]) -> bool:
        return not self.breaks(instance)

    def problems(self, instance: Mapping[str, Any]) -> list[tuple[Where, str]]:
        name = label(self.definition["of"])
        says, description = CHECKS["increasing"]["says"], self.definition["description"]
        return [
            ([*self.steps, index], says.format(
                at=f"{name}[{index}]", value=number_text(value),
                before=f"{name}[{before}]", previous=number_text(previous),
                description=description,
            ))
            for index, value, before, previous in self.breaks(instance)
        ]  # fmt: skip


Rule = Comparison | UniqueRule | IncreasingRule


def compile_rule(definition: Mapping[str, Any], properties: Mapping[str, Any]) -> Rule:
    """The compiled rule of one ``x-rules`` entry (checked by :func:`check_grammar`)."""
    if definition["op"] == "unique":
        return UniqueRule(definition)
    if definition["op"] == "increasing":
        return IncreasingRule(definition)
    return Comparison(definition, properties)


class XRules:
    """The ``x-rules`` keyword for jsonschema-rs: ``(parent_schema, value, schema_path)``.

    The array is checked against the vocabulary's meta-schema first
    (:class:`RuleGrammarError`). Each broken rule is one error (a ``unique`` or
    ``increasing`` rule: one per item), whose message is ``[where, id, message]`` as JSON,
    ``where`` the problem's steps from the object
    (:func:`agilerl.models._validation.problems` reads it back).
    """

    def __init__(self, parent_schema: Mapping[str, Any], value: Any, schema_path: Any) -> None:
        check_grammar(value, "/".join(map(str, schema_path)) if isinstance(schema_path, list)
                      else str(schema_path))  # fmt: skip
        properties = parent_schema.get("properties", {})
        self.rules: tuple[Rule, ...] = tuple(compile_rule(rule, properties) for rule in value)
        fast = {id(rule): _fast(rule) for rule in self.rules if isinstance(rule, Comparison)}
        checks = tuple(found for found in fast.values() if found is not None)
        tests = tuple((rule.holds, rule) for rule in self.rules if fast.get(id(rule)) is None)
        self.validate: Callable[[Any], None] = compile_checks(checks, tests)
        """Raise the first broken rule's error (:func:`compile_checks`).
        jsonschema-rs calls it with its copy of each object the keyword is on; a class's
        judge (:class:`agilerl.models._judges.Judge`) calls it with the document
        itself for the rules on the class's own root node."""

    def iter_errors(self, instance: Any) -> list[ValueError]:
        if not isinstance(instance, dict):
            return []
        return [error for rule in self.rules for error in _errors(rule, instance)]


def _errors(rule: Rule, instance: Mapping[str, Any]) -> list[ValueError]:
    rule_id = rule.definition["id"]
    return [
        ValueError(json.dumps([where, rule_id, message]))
        for where, message in rule.problems(instance)
    ]


__all__ = ["RuleGrammarError", "XRules", "check_grammar", "compile_rule", "reads_of"]
