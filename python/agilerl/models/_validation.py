"""The one verdict: the published JSON Schema plus our ``x-rules`` keyword, judged once.

Every spec class and :func:`agilerl.models.manifest.load_manifest` ask this module, so a
document is valid for Python exactly when it is valid for any 2020-12 validator that
also applies ``x-rules`` (the JavaScript validator registers the same keyword).

:func:`judge` is the whole path: :func:`~agilerl.models._jsondata.jsonable` makes one new
copy of the input in exact JSON types (refusing what JSON has no word for, or too much
of it), which is judged and then built from, so no object shares data with its input;
then the class's :class:`Judge`, one
validator compiled from the schema by jsonschema-rs with
:class:`agilerl.models._rules.XRules` registered for ``x-rules`` (the class's own root
``x-rules`` applied by the judge itself, with the same compiled rules), gives the verdict
and the errors; :func:`problems` writes each error as a :class:`Problem`
(:mod:`agilerl.models._problems`). The judges are compiled, and ``$ref`` and JSON pointers
resolved through ``referencing``, by :mod:`agilerl.models._judges`; this module re-exports
them, and nothing below it imports it back.

``x-rules`` is described for schema authors in ``docs/guide.md``: comparisons between
fields of the object it sits on (with ``when``, ``defaults``, ``length`` / ``each``
operands), ``/`` paths, number literals and arithmetic (:mod:`agilerl.models._rule_expr`),
and the ``unique`` and ``increasing`` checks (:mod:`agilerl.models._rules` compiles each
entry). What the guide leaves to the code: ``multiple_of`` holds when the right value is
0; a missing ``when`` field counts at its default; each partial sum of ``sum`` counts
against ±(2**53 - 1), a value past it written ``<past 2**53-1>``; a message names each
operand read with its value (numbers as JSON writes them, lists and objects item by item,
``(its default)`` after a default) and a path with dots (``training.pop_size``).
"""

from __future__ import annotations

from typing import Any

from agilerl.models._jsondata import OUT_OF_RANGE, NotJSON, Path, Problem, format_path, jsonable
from agilerl.models._judges import Judge, resolve, schema_of, validator_for
from agilerl.models._problems import problems

__all__ = [
    "OUT_OF_RANGE",
    "Judge",
    "NotJSON",
    "Path",
    "Problem",
    "format_path",
    "jsonable",
    "judge",
    "problems",
    "resolve",
    "schema_of",
    "validator_for",
]


def judge(model_name: str, value: Any) -> tuple[Any, list[Problem]]:
    """``(document, problems)``: ``value`` as JSON data (:func:`jsonable`) and every
    problem of it against the schema of ``model_name``; ``problems`` is empty exactly when
    it is valid. Input that is no JSON data gives its one problem and no document.

    The compiled validator's ``is_valid`` gives the verdict (most documents are valid, and
    for them nothing more is asked); for an invalid one, the same validator's
    ``iter_errors`` gives the problems. That second pass is kept by measurement
    (docs/benchmarks.md, "One pass or two"): ``iter_errors`` alone, for every document,
    is slower on valid ones and saves nothing measurable on invalid ones, whose cost is
    writing the problems; ``is_valid`` stops at the first error."""
    try:
        document = jsonable(value)  # a new copy: the judged data is ours alone
    except NotJSON as exc:
        return None, [exc.problem]
    if (_VALID.get(model_name) or _valid_of(model_name))(document):
        return document, []
    return document, problems(document, model_name)


#: The judges' ``is_valid``, by model name.
_VALID: dict[str, Any] = {}


def _valid_of(model_name: str) -> Any:
    _VALID[model_name] = validator_for(model_name).is_valid
    return _VALID[model_name]
