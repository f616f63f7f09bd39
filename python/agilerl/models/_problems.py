"""Every problem of an invalid document, each once: :func:`problems`, which
:mod:`agilerl.models._validation` re-exports and its judge calls
(``tools/codegen/ts/runtime.js`` and ``problems.js`` are the JavaScript twin, held to this
one by tests/js/).

The validator's errors are written as problems (:mod:`agilerl.models._messages`), then
finished (:func:`_finish`):

- a value refused by its own field is not also refused by each if/then rule that narrows
  it, and a rule whose condition reads a value refused on its own says nothing (it was
  decided on a wrong value: an unknown algorithm name does not make ``env_type`` missing);
- a misspelt required key is one problem, at the key written: ``unknown field
  'enviroment' (did you mean 'environment'? it is required)``, not also a missing field.

Then, where a selector (a property whose value picks the schema its object is checked
against, :mod:`agilerl.arena.models._problem_table`) holds a value no branch takes and a
valid one is close (:func:`~agilerl.models._closest.closest`), the document is judged
again with that value in its place, and each problem only that judgment finds is added,
``(checked as DQN)``. This adds problems and never changes the verdict: the selector's own
problem stays.
"""

from __future__ import annotations

import gc
from typing import Any

from agilerl.arena.models._problem_table import PROBLEM_TABLE
from agilerl.arena.models._schema import MODEL_SCHEMAS
from agilerl.models._closest import closest
from agilerl.models._jsondata import Path, Problem
from agilerl.models._judges import validator_for
from agilerl.models._messages import Found, messages, rule_message

__all__ = ["problems", "set_aside"]

_TEXTS: dict[str, str] = PROBLEM_TABLE["messages"]
#: Each selector's values, by property: ``{"name": [frozenset(algorithm names)]}``.
_SELECTORS: dict[str, list[frozenset[Any]]] = {}
for _selector in PROBLEM_TABLE["selectors"]:
    _SELECTORS.setdefault(_selector["property"], []).append(frozenset(_selector["values"]))


def problems(document: Any, model_name: str) -> list[Problem]:
    """Every problem of JSON data ``document`` against the schema of ``model_name``, in
    path order, each once, with those a close selector value would add (see the module)."""
    found = _finish(_found(document, model_name))
    picks = [(f.path, pick) for f in found if (pick := _selector_pick(f, document)) is not None]
    out = [Problem(f.path, f.message, f.rule) for f in found]
    if picks:
        out += _checked_as(document, model_name, picks, {(f.path, f.message) for f in found})
    return sorted(out, key=lambda p: [str(part) for part in p.path])


def _found(document: Any, model_name: str) -> list[Found]:
    """What the validator finds, written, in its order.

    The cyclic garbage collector is paused meanwhile (where it runs): jsonschema-rs makes
    each error a Python object, with its lists, and the collector's passes over that many
    new objects made the time superlinear in their number (99,990 wrong list items: 8 to
    9 CPU seconds, 3.4 with the pause; docs/benchmarks.md). Nothing here makes a cycle,
    and a document holds at most 100,000 values, so the pause is short and bounded."""
    judge = validator_for(model_name)
    uri = MODEL_SCHEMAS[model_name]
    paused = gc.isenabled()
    if paused:
        gc.disable()
    try:
        found = [
            item
            for error in judge.validator.iter_errors(document)
            for item in messages(error, document, uri)
        ]
        if judge.rules is not None:  # the root's rules, which the judge applies itself
            found += [rule_message((), str(e)) for e in judge.rules.iter_errors(document)]
    finally:
        if paused:
            gc.enable()
    return found


def set_aside(document: Any, model_name: str) -> list[Path]:
    """The paths of what the validator finds in ``document`` and :func:`problems` does not
    write as their own problem: a rule's problem where the field has its own or where the
    rule read a field that has its own (a knock-on), and a required key missing because
    the file misspelt it (written as the misspelt key's one problem). The differential
    tests against the shipped classes read it: they name these, we do not."""
    found = _found(document, model_name)
    written = {item.path for item in _finish(found)}
    return sorted({item.path for item in found} - written, key=lambda p: [str(x) for x in p])


def _finish(found: list[Found]) -> list[Found]:
    """Each problem once (by path and message); no rule's problem where the field has its
    own, or where the rule's condition read a field that has its own; a misspelt required
    key as one problem."""
    unique: dict[tuple[Path, str], Found] = {}
    for item in found:
        unique.setdefault((item.path, item.message), item)
    own = {item.path for item in unique.values() if not item.in_rule}
    kept = [
        item
        for item in unique.values()
        if not item.in_rule or (item.path not in own and not any(r in own for r in item.reads))
    ]
    missing = {item.path for item in kept if item.rule == "required"}
    merged: set[Path] = set()
    for index, item in enumerate(kept):
        target = None if item.misspelt is None else (*item.path[:-1], item.misspelt)
        if target in missing:
            old = _TEXTS["did_you_mean"].format(name=repr(item.misspelt))
            new = _TEXTS["required_too"].format(name=repr(item.misspelt))
            kept[index] = item.replaced(item.message.replace(old, new, 1))
            merged.add(target)
    return [item for item in kept if not (item.rule == "required" and item.path in merged)]


def _selector_pick(item: Found, document: Any) -> str | None:
    """The value a refused selector is checked as: the closest it may take, if any."""
    if item.in_rule or item.choices is None or not item.path or item.rule != "enum":
        return None
    name, value = item.path[-1], _at(document, item.path)
    if not isinstance(name, str) or not isinstance(value, str):
        return None
    values = frozenset(item.choices)
    if values not in _SELECTORS.get(name, []):
        return None
    return closest(value, [v for v in item.choices if isinstance(v, str)])


def _checked_as(
    document: Any, model_name: str, picks: list[tuple[Path, str]], known: set[tuple[Path, str]]
) -> list[Problem]:
    """The problems ``document`` has with each refused selector set to its pick that it has
    not already, each naming the picks it was checked as: those of the selectors whose
    object holds it, else all of them."""
    again = document
    for path, pick in picks:
        again = _replaced(again, path, pick)
    at = {path for path, _ in picks}
    out = []
    for item in _finish(_found(again, model_name)):
        if item.path in at or (item.path, item.message) in known:
            continue
        own = [pick for path, pick in picks if item.path[: len(path) - 1] == path[:-1]]
        names = ", ".join(own or [pick for _, pick in picks])
        text = item.message + _TEXTS["checked_as"].format(names=names)
        out.append(Problem(item.path, text, item.rule))
    return out


def _at(document: Any, path: Path) -> Any:
    for step in path:
        document = document[step]
    return document


def _replaced(document: Any, path: Path, value: Any) -> Any:
    """``document`` with ``value`` at ``path``: new objects along the path, the rest shared."""
    if not path:
        return value
    head, rest = path[0], path[1:]
    copy = list(document) if isinstance(document, list) else dict(document)
    copy[head] = _replaced(document[head], rest, value)  # type: ignore[index]
    return copy
