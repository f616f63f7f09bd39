"""The two YAML readers give one result: libyaml's C parser (the fast path) and PyYAML's
pure-Python parser (the reference: ``libyaml=False``).

A differential fuzz (texts from tests/models/yaml_texts.py: generated documents and the
corpus, mutated) holds the verdict, the values (type for type), the positions, the
reading notes and the error text of both equal, document by document and through the
whole reading of ``parse`` (syntax errors explained, the text repaired and read again).
A short run is in the everyday loop; the long one is marked ``slow`` (CI's worst-case
session). Each difference between the parsers found so far has an example here that
shows the text going to the pure parser.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from yaml.nodes import ScalarNode
from yaml.resolver import Resolver

from agilerl.models._text import SyntaxProblems, TextError, parse, parsers, scalars, yaml_reader
from agilerl.models._text.parsers import needs_pure_reader
from agilerl.models._text.yaml_reader import parse_yaml_document
from tests.models.yaml_texts import ODD_SCALARS, SEEDS, yaml_texts

needs_libyaml = pytest.mark.skipif(parsers.CParser is None, reason="PyYAML without libyaml")


def typed(value: Any) -> Any:
    """``value`` with the type of every part spelled out: ``1``, ``1.0`` and ``True``
    differ, and so do the orders of two mappings' keys."""
    if isinstance(value, dict):
        return ("dict", tuple((key, typed(item)) for key, item in value.items()))
    if isinstance(value, list):
        return ("list", tuple(typed(item) for item in value))
    return (type(value).__name__, value)


def _error(exc: BaseException) -> Any:
    if isinstance(exc, SyntaxProblems):
        recovered = None if exc.recovered is None else _parsed(exc.recovered)
        errors = [(e.message, e.line, e.column, e.path) for e in exc.errors]
        return ("syntax", errors, recovered)
    if isinstance(exc, TextError):
        return ("text", exc.message, exc.line, exc.column, exc.path)
    if isinstance(exc, yaml.MarkedYAMLError):
        marks = [(m.line, m.column, m.index) if m else None
                 for m in (exc.context_mark, exc.problem_mark)]  # fmt: skip
        return ("yaml", type(exc).__name__, str(exc), marks)
    assert isinstance(exc, yaml.YAMLError), exc
    return ("yaml", type(exc).__name__, str(exc))


def _parsed(parsed: Any) -> Any:
    return ("ok", typed(parsed.data), parsed.marks, dict(parsed.notes), parsed.aliases)


def document(text: str, *, libyaml: bool) -> Any:
    """Everything one reading of ``text`` as a YAML document gives."""
    try:
        return _parsed(parse_yaml_document(text, libyaml=libyaml))
    except (TextError, yaml.YAMLError) as exc:
        return _error(exc)


def whole(text: str, *, libyaml: bool) -> Any:
    """Everything ``parse`` gives for ``text`` (JSON or YAML, every syntax error)."""
    try:
        return _parsed(parse(text, libyaml=libyaml))
    except TextError as exc:
        return _error(exc)


def _libyaml_alone(text: str) -> Any:
    """What libyaml's events give, with no test of the text and no second reading."""
    try:
        return _parsed(yaml_reader._Builder(text, libyaml=True).run())
    except (TextError, yaml.YAMLError) as exc:
        return _error(exc)


# --- the fuzz --------------------------------------------------------------------------

FAST = settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))
LONG = settings(max_examples=4000, deadline=None, suppress_health_check=list(HealthCheck))


def _fuzz(count: Counter[str]) -> Any:
    @given(yaml_texts())
    @example("a: 1\nb: [1, 2]\n")
    def check(text: str) -> None:
        pure = document(text, libyaml=False)
        assert document(text, libyaml=True) == pure, text
        fast = not needs_pure_reader(text)
        count["libyaml" if fast else "pure"] += 1
        if fast:
            count["libyaml " + pure[0]] += 1  # ok, text (our refusals) or yaml (syntax)

    return check


def _enough(count: Counter[str]) -> None:
    """The fuzz is not vacuous: many texts reach libyaml (about half; a quarter at
    least), valid and refused ones."""
    total = count["libyaml"] + count["pure"]
    assert count["libyaml"] >= total // 4, count
    for outcome in ("ok", "text", "yaml"):  # valid, refused by us, refused by PyYAML
        assert count[f"libyaml {outcome}"], count


@needs_libyaml
def test_both_readers_read_each_document_alike() -> None:
    count: Counter[str] = Counter()
    FAST(_fuzz(count))()
    _enough(count)


@needs_libyaml
@pytest.mark.slow
def test_both_readers_read_each_document_alike_long() -> None:
    count: Counter[str] = Counter()
    LONG(_fuzz(count))()
    _enough(count)


@needs_libyaml
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(yaml_texts())
def test_both_readers_give_parse_the_same_errors_and_repairs(text: str) -> None:
    assert whole(text, libyaml=True) == whole(text, libyaml=False), text


@needs_libyaml
@pytest.mark.slow
@settings(max_examples=600, deadline=None, suppress_health_check=list(HealthCheck))
@given(yaml_texts())
def test_both_readers_give_parse_the_same_errors_and_repairs_long(text: str) -> None:
    assert whole(text, libyaml=True) == whole(text, libyaml=False), text


# --- the corpus takes the fast path ----------------------------------------------------


@needs_libyaml
@pytest.mark.parametrize("index", range(len(SEEDS)))
def test_every_corpus_and_example_file_is_read_by_libyaml_alike(index: int) -> None:
    text = SEEDS[index]
    assert not needs_pure_reader(text)
    assert _libyaml_alone(text) == document(text, libyaml=False)


# --- each difference found between the two parsers -------------------------------------

#: Texts libyaml reads otherwise than PyYAML's pure parser (with PyYAML 6.0.3 and 6.0.4):
#: each goes to the pure parser, which gives the result.
DIFFERENCES = {
    "a tab after a colon (libyaml: a separator)": "a:\tb\n",
    "a tab after a value (libyaml: a separator)": "a: b\t\n",
    "a tab in a flow sequence (libyaml: a separator)": "a: [1,\t2]\n",
    "a tag that holds a comma (libyaml: ends at it)": "[!foo,bar x]\n",
    "a tag with no value (libyaml: an empty string, PyYAML: null)": "a: ! \n",
    "a U+FEFF at the start of a line (libyaml: skipped)": "a: 1\n\ufeffb: 2\n",
    "a comment right after a block scalar's header (libyaml: a comment)": "a: >#c\n",
    "the same after a chomping indicator": "a: |-#c\n  x\n",
    "a '?' inside a plain scalar in a flow sequence (libyaml: part of it)": "[a?b]\n",
    "a '?' that starts a line of a plain scalar in a flow mapping": "{a: x\n? b}\n",
    "a control character after a duplicate key (libyaml: another error)": "a: 1\na: 2\n\x07\n",
    "an unknown directive (PyYAML: ignored)": "%FOO x\n---\na: 1\n",
    # libyaml reads "a?b: c" as a mapping, which starts before the scalar and passes the
    # depth limit, where the pure parser ends the scalar "a" at "?" and finds an error
    "a '?' inside a flow key, at the depth limit": "[" * 64 + "a?b: c" + "]" * 64 + "\n",
}


@needs_libyaml
@pytest.mark.parametrize("text", DIFFERENCES.values(), ids=DIFFERENCES.keys())
def test_each_difference_is_read_by_the_pure_parser(text: str) -> None:
    pure = document(text, libyaml=False)
    assert _libyaml_alone(text) != pure  # the difference, on this PyYAML's libyaml
    assert needs_pure_reader(text) or "?" in text  # a "?" is found as libyaml reads
    assert document(text, libyaml=True) == pure
    assert whole(text, libyaml=True) == whole(text, libyaml=False)


#: An empty value in a flow mapping: libyaml marks it at the next token (the "}"), the
#: pure parser right after the ":"; seen where the value itself is the problem.
EMPTY_FLOW_VALUES = {
    "an empty merge value in a flow mapping": "{<<: }\n",
    "the same before a comma": "{<<: , a: 1}\n",
    "the same in a single-pair mapping of a flow sequence": "- [<<: ]\n",
    "the same before a line break": "{a: {<<: \n}}\n",
    "the 100,001st value, empty": (
        "x: &x [" + "1, " * 999 + "1]\ny: [" + "*x, " * 98 + "1, " * 898 + "{z: }]\n"
    ),
}


@needs_libyaml
@pytest.mark.parametrize("text", EMPTY_FLOW_VALUES.values(), ids=EMPTY_FLOW_VALUES.keys())
def test_an_empty_value_in_a_flow_mapping_is_marked_as_the_pure_parser_marks_it(
    text: str,
) -> None:
    pure = document(text, libyaml=False)
    assert pure[0] == "text"  # refused by us, at the empty value
    assert _libyaml_alone(text) != pure  # the difference, on this PyYAML's libyaml
    assert document(text, libyaml=True) == pure


@pytest.mark.parametrize(
    "text",
    [
        "a: 1\n",
        "a: 1\r\nb: [1, 2]\r\n",  # CRLF line breaks
        "%YAML 1.2\n---\na: 1_000\n",
        "%YAML 1.1\n---\na: 1\n",
        "a: é 日本\n",
        "a: Hello!\n",  # a '!' that cannot start a tag
        "a: http://x.org/?q=1\n",  # a '?' with no flow collection
        "a: |-\n  x # not a comment\n",
        "a: 1 # a comment with | and > and #\n",
        "# did you mean 'x'?\na: [1, 2]\n",  # a "?" is found as libyaml reads
        "[a?b]\n",
    ],
)
def test_common_texts_take_the_fast_path(text: str) -> None:
    assert not needs_pure_reader(text)


@pytest.mark.parametrize(
    "text",
    [
        "a:\tb\n",
        "a: 1\rb: 2\n",  # a CR alone
        "a: 1\x85b: 2\n",
        "a: 1\u2028b: 2\n",
        "a: \ufeff\n",
        "a: \xa0\n",  # a character Python does not call printable
        "a: \x07\n",
        "!!str a: 1\n",
        "a: &x !!int 1\n",
        "%YAML 1.3\n---\na: 1\n",
        "%YAML 1.2 # c\n---\na: 1\n",
        "a: >2#\n",
        "a: |+2#\n",
    ],
)
def test_doubtful_texts_go_to_the_pure_parser(text: str) -> None:
    assert needs_pure_reader(text)


def test_without_libyaml_the_pure_parser_reads_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "a: 1\nb: [x, {c: 1_000}]\nc: d: e\n"
    expected = whole(text, libyaml=False)
    monkeypatch.setattr(parsers, "CParser", None)
    assert whole(text, libyaml=True) == expected
    assert document("a: 1\n", libyaml=True) == document("a: 1\n", libyaml=False)


@needs_libyaml
def test_the_end_of_a_text_without_a_final_line_break_is_where_pyyaml_puts_it() -> None:
    # libyaml marks it on one more line, at column 1: the empty document's null here
    for text in ("---", "--- ", "\n---", "# c\n--- ", "- ", "a:", "? a", "a: 1   "):
        assert _libyaml_alone(text) == document(text, libyaml=False), text


@FAST
@given(st.sampled_from(ODD_SCALARS) | st.text(st.sampled_from("0189-+._:eEyYnNoO~<=x ")))
def test_plain_scalars_resolve_as_pyyaml_resolves_them(value: str) -> None:
    # scalars.resolve reads PyYAML's table of implicit resolvers itself (faster)
    expected = Resolver().resolve(ScalarNode, value, (True, False))
    assert scalars.resolve(value, (1, 1)) == expected
