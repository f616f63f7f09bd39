"""Regression tests for the text reader's items of the hostile-input review (issue 17):
line breaks other than LF, syntax-error positions, the reading notes of huge numbers,
one verdict for a file however it is passed, merge keys whatever PyYAML's version."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from agilerl.models._text import SyntaxProblems, TextError, parse
from agilerl.models.manifest import validate_manifest
from tests.cli.helpers import run
from tests.conftest import ROOT
from tests.models.test_text_limits import MEMORY_BOUND_MIB, cpu_bound_s
from tests.models.text_shapes import CASES as SHAPES
from tests.models.text_shapes import EXPECTED as SHAPES_EXPECTED


def syntax_errors(text: str) -> list[tuple[int | None, int | None, str]]:
    """(line, column, message) of each syntax error ``parse`` reports for ``text``."""
    with pytest.raises(SyntaxProblems) as caught:
        parse(text)
    return [(e.line, e.column, e.message) for e in caught.value.errors]


# --- escapes past the last Unicode character ----------------------------------------


@pytest.mark.parametrize("escape", ["\\U00110000", "\\UFFFFFFFF"])
@pytest.mark.parametrize("libyaml", [True, False])
def test_an_escape_past_u10ffff_is_a_syntax_error_not_a_crash(escape: str, libyaml: bool) -> None:
    # PyYAML's pure parser calls chr() on it (ValueError: not a YAML error)
    text = f'a: 1\nb: "x{escape}"\n'
    with pytest.raises(SyntaxProblems) as caught:
        parse(text, libyaml=libyaml)
    error = caught.value.errors[0]
    assert (error.line, error.column) == (2, 6), error  # at the backslash
    assert f"{escape} is past U+10FFFF" in error.message
    _, _, problems = validate_manifest(text)
    assert [(p.line, p.column, p.rule) for p in problems] == [(2, 6, "syntax")]


# --- line breaks other than LF -------------------------------------------------------


@pytest.mark.parametrize("newline", ["\r", "\r\n", "\x85", "\u2028", "\u2029"])
def test_syntax_error_after_any_line_break_is_a_syntax_error_at_its_line(newline: str) -> None:
    text = newline.join(["a: 1", "b: 2", "c: d: e"])
    errors = syntax_errors(text)
    assert errors[0][:2] == (3, 5), errors
    assert "a value on line 3 holds ': '" in errors[0][2]
    _, _, problems = validate_manifest(text)
    assert [(p.line, p.column, p.rule) for p in problems] == [(3, 5, "syntax")]


@pytest.mark.parametrize("newline", ["\r", "\u2028"])
def test_every_hint_counts_lines_as_the_yaml_parser_does(newline: str) -> None:
    cases = {
        "training:|  max_steps:10|  pop_size: 4|": (2, 12, "missing space after ':' on line 2"),
        "training:|\tmax_steps: 10|": (2, 1, "a tab indents line 2"),
        "training:|  max_steps: 10|    pop_size: 4|": (3, 5, "bad indentation: line 3"),
        "a: 1|b: [1, 2|c: 3|": (2, 4, "the bracket opened on line 2, column 4 is not closed"),
        "a: 1|b: 'x|c: 3|": (2, 4, "the quote opened on line 2 is never closed"),
    }
    for template, (line, column, cause) in cases.items():
        errors = syntax_errors(template.replace("|", newline))
        assert errors[0][:2] == (line, column), (template, errors)
        assert cause in errors[0][2], (template, errors)


def test_a_control_character_after_cr_line_breaks_is_at_its_line() -> None:
    with pytest.raises(TextError) as caught:
        parse("a: 1\rb: 2\rc: \x07\n")
    assert (caught.value.line, caught.value.column) == (3, 4)


@pytest.mark.parametrize(
    ("text", "line", "column"),
    [
        *((f"a: 1{newline}yes: 2\n", 2, 1) for newline in ["\r", "\r\n", "\x85", "\u2028"]),
        ('a: "x\u2029y"\nyes: 2\n', 3, 1),
        # a U+FEFF counts in no PyYAML column: the key is still quoted as written
        ('{a: "\ufeff",yes: 2}\n', 1, 8),
        ('{a: "\ufeff\ufeff", yes: 2}\n', 1, 9),
    ],
)
def test_a_key_read_as_a_boolean_is_quoted_as_written_after_any_line_break(
    text: str, line: int, column: int
) -> None:
    with pytest.raises(TextError) as caught:
        parse(text)
    assert caught.value.message == (
        "key yes is read as a boolean, not a string (YAML 1.1 reads yes/no/on/off as "
        "booleans); quote it ('yes')"
    )
    assert (caught.value.line, caught.value.column) == (line, column)


@pytest.mark.parametrize("char", ["\x0b", "\x0c", "\x1c", "\x1d", "\x1e"])
def test_the_other_breaks_of_str_splitlines_are_refused_before_any_key_is_read(char: str) -> None:
    with pytest.raises(TextError, match=f"character #x{ord(char):04x} is not allowed in YAML"):
        parse(f"a: 1{char}\nyes: 2\n")


def test_json_positions_count_cr_line_breaks() -> None:
    text = '{"algorithm": {"name": "DQN"}, "environment": {"name": "x"},\r'
    text += '"training": {"max_steps": 0}}'
    _, _, problems = validate_manifest(text)
    assert [(p.location, p.line, p.column) for p in problems] == [("training.max_steps", 2, 14)]


def test_a_batch_with_a_cr_only_file_gives_every_file_its_verdict(tmp_path: Path) -> None:
    broken = tmp_path / "cr.yaml"
    broken.write_bytes(b"a: 1\rb: 2\rc: d: e")
    good = tmp_path / "good.yaml"
    good.write_text("algorithm: {name: DQN}\nenvironment: {name: CartPole-v1}\n", encoding="utf-8")
    result = run("validate", str(broken), str(good))
    assert "Traceback" not in result.output, result.output
    assert "unexpected" not in result.output, result.output
    assert result.exit_code == 1
    assert result.stdout.startswith(f"{broken}:3:5: YAML syntax: a value on line 3 holds")
    assert f"{good}: valid" in result.stdout


# --- positions of syntax errors ------------------------------------------------------

BODY = "algorithm:\n  name: DQN\ntraining: {max_steps: 5, evo_steps: [1, 2\n"


@pytest.mark.parametrize(
    ("text", "line", "column", "cause"),
    [
        # the case: reported at line 4, column 1 ("before line 4")
        ("a:\n  b: 1\nc: [1, 2\nd: 3\n", 3, 4, "the bracket opened on line 3, column 4"),
        ("algorithm:\n  name: DQN\nlayers: [1, 2\n", 3, 9, "opened on line 3, column 9"),
        ("algorithm:\n  name: DQN\nlayers: [1, 2", 3, 9, "opened on line 3, column 9"),
        ("algorithm:\n  name: DQN\nx: {a: 1\n", 3, 4, "opened on line 3, column 4"),
        ("algorithm:\n  name: DQN\nx: {a: 1", 3, 4, "opened on line 3, column 4"),
        ("algorithm: {name: DQN\n", 1, 12, "close it with '}'"),
        ("a: [[1, 2]\nb: 3\n", 1, 4, "opened on line 1, column 4 is not closed"),
        ("x: [1, {a: 2]\n", 1, 8, "opened on line 1, column 8 is not closed; close it with '}'"),
        ("x: {a: [1, 2}\n", 1, 8, "opened on line 1, column 8 is not closed; close it with ']'"),
        ("[", 1, 1, "close it with ']'"),
        ("a: {\n", 1, 4, "close it with '}'"),
        ('{"algorithm": {"name": "DQN"}\n', 1, 1, "close it with '}'"),
        (BODY, 3, 37, "the bracket opened on line 3, column 37 is not closed"),
        ('algorithm:\n  name: "DQN\n', 2, 9, "the quote opened on line 2 is never closed"),
        ("algorithm:\n  name: 'DQN", 2, 9, "the quote opened on line 2 is never closed"),
        ("x: {a: 1 b: 2}\n", 1, 11, "inside the bracket opened on line 1, column 4, line 1"),
        ("x: [\n  1,\n  a: b: c\n]\n", 3, 7, "is not ',' or ']': a comma missing"),
        ("x: [1, 2]]\n", 1, 10, "the ']' on line 1, column 10 closes no bracket"),
    ],
)
def test_a_syntax_error_is_reported_where_it_is(
    text: str, line: int, column: int, cause: str
) -> None:
    errors = syntax_errors(text)
    assert errors[0][:2] == (line, column), errors
    assert cause in errors[0][2], errors
    lines = text.split("\n")
    for at, col, _ in errors:
        assert at is not None
        assert col is not None
        assert at <= len(lines) - (lines[-1] == ""), (text, errors)  # never past the end


def test_in_a_large_text_an_unclosed_bracket_is_reported_at_the_bracket() -> None:
    pad = "# a comment line\n" * 20_000  # past the size that gets a second look
    for tail, column in (("a: [1, 2\nb: 3\n", 4), ("a: {b: 1\n", 4)):
        errors = syntax_errors(pad + tail)
        assert len(errors) == 1
        assert errors[0][:2] == (20_001, column), errors
        assert "opened on line 20001, column 4 is not closed, or lacks a comma" in errors[0][2]
    errors = syntax_errors(pad + "a: [\n")
    assert errors[0][:2] == (20_001, 5), errors
    assert "the text ends inside a '[' or '{' that is not closed" in errors[0][2]
    errors = syntax_errors(pad + "a: 1\n  b: 2\n")
    assert errors[0][:2] == (20_002, 3), errors
    assert "bad indentation: line 20002 is indented more than line 20001" in errors[0][2]


def test_one_unclosed_bracket_is_one_problem_and_the_next_syntax_error_is_found() -> None:
    text = "algorithm:\n  name: DQN\nlayers: [1, 2\ntraining:\n  max_steps: 0\n"
    _, _, problems = validate_manifest(text)
    assert [(p.line, p.column, p.rule) for p in problems] == [(3, 9, "syntax")]
    errors = syntax_errors(text + "x: y: z\n")
    assert [e[:2] for e in errors] == [(3, 9), (6, 5)], errors


# --- reading notes of numbers too large for a float ----------------------------------

#: The environment of the manifests below (they are about the numbers beside it).
ENV = "environment: {name: CartPole-v1}\n"


@pytest.mark.parametrize(
    "value",
    [
        "0_" + "7" * 342,  # YAML 1.2: a string; YAML 1.1: an octal integer past 2**1024
        "0_" + "7" * 998,
        "0b" + "1" * 1030,
        "1" + ":1" * 400,
    ],
)
def test_a_note_on_a_huge_number_under_yaml_12_is_no_crash(value: str) -> None:
    text = f"%YAML 1.2\n---\nalgorithm: {{name: DQN}}\ntraining: {{max_steps: {value}}}\n{ENV}"
    _, _, problems = validate_manifest(text)
    assert [(p.location, p.line, p.rule) for p in problems] == [("training.max_steps", 4, "type")]


@pytest.mark.parametrize("value", ["0o" + "7" * 342, "0o" + "7" * 998])
def test_a_note_on_a_huge_number_under_yaml_11_is_no_crash(value: str) -> None:
    text = f"algorithm: {{name: DQN}}\n{ENV}training: {{max_steps: {value}}}"
    _, _, problems = validate_manifest(text)
    assert [(p.location, p.line, p.rule) for p in problems] == [("training.max_steps", 3, "type")]
    assert "YAML 1.2 as the number" in problems[0].message


# --- one file, one verdict, however it is passed -------------------------------------


def every_way(path: Path) -> list[tuple[str, list[tuple[str, int | None, int | None, str]]]]:
    """(how, problems) for the file at ``path`` read from its path, bytes, text and
    standard input."""
    ways: list[tuple[str, object]] = [
        ("path", path),
        ("str path", str(path)),
        ("bytes", path.read_bytes()),
        ("text", path.read_text(encoding="utf-8")),
        ("text utf-8-sig", path.read_text(encoding="utf-8-sig")),
    ]
    out = []
    for how, source in ways:
        _, _, problems = validate_manifest(source)  # type: ignore[arg-type]
        out.append((how, [(p.location, p.line, p.column, p.message) for p in problems]))
    cli = run("validate", "--format", "json", "-", stdin=path.read_bytes())
    out.append(("stdin", [(p["path"], p["line"], p["column"], p["message"])
                          for p in json.loads(cli.stdout)["files"][0]["problems"]]))  # fmt: skip
    return out


@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("bom.json", '\ufeff{"algorithm": {"name": "DQN", "lr": 1e-4},\n "training": {}}'),
        ("bom.yaml", '\ufeff{"algorithm": {"name": "DQN"},\n "training": {"eps_decay": 1e-4}}'),
        ("bom.json", '\ufeff{"algorithm": {"name": "DQN"},\n "training": {"max_steps": 0}}'),
        ("bom.yaml", "\ufeffalgorithm: {name: DQN}\ntraining: {eps_decay: 1e-4}\n"),
        ("trailing_comma.json", '{"algorithm": {"name": "DQN"},}'),
        ("single_quotes.json", "{'algorithm': {'name': 'DQN'}, 'training': {eps_decay: 1e-4}}"),
        ("block.json", "algorithm:\n  name: DQN\n"),
        ("broken.json", '{"algorithm": {"name": "DQN"}'),
    ],
)
def test_one_file_one_verdict_however_it_is_passed(tmp_path: Path, name: str, content: str) -> None:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    verdicts = every_way(path)
    assert all(found == verdicts[0][1] for _, found in verdicts), verdicts


def test_a_json_manifest_with_a_bom_reads_1e_4_as_a_number_from_its_text(tmp_path: Path) -> None:
    path = tmp_path / "m.json"
    path.write_text('\ufeff{"algorithm": {"name": "DQN"}, "training": {"eps_decay": 1e-4}, '
                    '"environment": {"name": "CartPole-v1"}}', encoding="utf-8")  # fmt: skip
    for source in (path, path.read_bytes(), path.read_text(encoding="utf-8")):
        name, data, problems = validate_manifest(source)
        assert problems == [], (name, problems)
        assert data["training"]["eps_decay"] == 0.0001


# --- docs/typescript.md: how to read a manifest in JavaScript as Python does ---------

AGREE = ["100_000", "0.000_1", "yes", "no", "on", "Off", "0755", "0o17", "1:30", "010", "0b101",
         "0x1F", "1.0e-4", "0.0001", "-2", "true", "~", "null", "DQN", "'1e-4'"]  # fmt: skip
#: The spellings docs/typescript.md names as read differently by the `yaml` package.
DIFFER = ["y", "n", "1e-4", "1.5e3", "+.5", "08", "0:30", ".inf", ".nan", "=", "2024-01-01"]
JS_READ = """
const YAML = require(process.cwd() + "/node_modules/yaml");
const texts = JSON.parse(require("fs").readFileSync(0, "utf8"));
const out = texts.map((text) => {
  let v;
  try { v = YAML.parse(text, OPTIONS); } catch (e) { return ["error"]; }
  return JSON.parse(JSON.stringify(v, (k, x) => (typeof x === "number" && !Number.isFinite(x))
    ? "non-finite" : x instanceof Date ? "date" : x));
});
console.log(JSON.stringify(out));
"""


def test_the_documented_javascript_reading_is_pythons_but_where_the_docs_say(
    tmp_path: Path,
) -> None:
    from tests.node import run_json

    docs = (Path(__file__).parents[2] / "docs" / "typescript.md").read_text(encoding="utf-8")
    options = re.search(r"`YAML\.parse\(text, (\{[^`]*\})\)`", docs)
    assert options is not None, "docs/typescript.md names the yaml package's options"
    script = tmp_path / "read.cjs"
    script.write_text(JS_READ.replace("OPTIONS", options.group(1)), encoding="utf-8")
    texts = [f"v: {value}\n" for value in AGREE + DIFFER]
    texts += ["%YAML 1.2\n---\nv: yes\n", "%YAML 1.2\n---\nv: 100_000\n",
              "m: &m {lr: 0.2}\nb: &b {lr: 0.1}\nv: {<<: [*m, *b]}\n"]  # fmt: skip
    theirs = run_json(script, texts)
    ours: list[object] = []
    for text in texts:
        try:
            ours.append(parse(text).data)
        except TextError:
            ours.append(["error"])
    read = list(zip(texts, ours, theirs, strict=True))
    agree = [t for t, a, b in read if a == b and type(a) is type(b)]
    assert agree == texts[: len(AGREE)] + texts[-3:-1], read


# --- merge keys: one verdict whatever PyYAML's version -------------------------------


def test_a_merge_conflict_is_refused_whichever_pyyaml_is_installed() -> None:
    import yaml

    clash = "m: &m {lr: 0.2}\nb: &b {lr: 0.1}\nx: {<<: [*m, *b]}\n"
    # what PyYAML itself gives depends on its version (as the message says); ours does not
    pyyaml_gives = {"6.0.3": {"lr": 0.2}, "6.0.4": {"lr": 0.1}}.get(yaml.__version__)
    if pyyaml_gives is not None:
        assert yaml.safe_load(clash)["x"] == pyyaml_gives
    with pytest.raises(TextError) as caught:
        parse(clash)
    error = caught.value
    assert (error.line, error.column, error.path) == (3, 9, ("x", "lr"))
    assert error.message == (
        "key 'lr' comes from two merged mappings with different values (merged at line 3); "
        "YAML readers differ on which one wins (the YAML merge rule and PyYAML 6.0.3 take "
        "the first, PyYAML 6.0.4 the last): write the key in this mapping to choose"
    )
    separate = "m: &m {lr: 0.2}\nb: &b {lr: 0.1}\nx:\n  <<: *m\n  <<: *b\n"
    with pytest.raises(TextError, match="a second merge key"):
        parse(separate)
    nested = "m: &m {lr: 0.2}\nn: &n {<<: *m, gamma: 1}\nb: &b {lr: 0.1}\nx: {<<: [*n, *b]}\n"
    with pytest.raises(TextError, match=r"key 'lr' comes from two merged mappings"):
        parse(nested)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("m: &m {lr: 0.2}\nb: &b {lr: 0.2, g: 1}\nx: {<<: [*m, *b]}\n", {"lr": 0.2, "g": 1}),
        ("m: &m {lr: 0.2}\nb: &b {lr: 0.1}\nx: {<<: [*m, *b], lr: 0.3}\n", {"lr": 0.3}),
        ("m: &m {a: 1}\nb: &b {b: 2}\nx: {<<: [*m, *b], c: 3}\n", {"a": 1, "b": 2, "c": 3}),
    ],
)
def test_merges_every_reader_agrees_on_are_read(text: str, expected: dict[str, object]) -> None:
    import yaml

    assert parse(text).data["x"] == expected == yaml.safe_load(text)["x"]


# --- the bound of docs/yaml.md on the costliest shapes -------------------------------


@pytest.mark.slow
@pytest.mark.cpu_bound
@pytest.mark.parametrize("case", sorted(SHAPES))
def test_costliest_shapes_within_the_stated_bound(case: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "models" / "text_shapes.py"), case],
        capture_output=True, text=True, timeout=300, check=True, env=env,
    )  # fmt: skip
    result = json.loads(proc.stdout)
    assert SHAPES_EXPECTED[case] in result["verdict"], result
    assert result["cpu_s"] < cpu_bound_s(), (result, cpu_bound_s())
    assert result["peak_mib"] < MEMORY_BOUND_MIB, result


def test_every_shape_has_an_expectation() -> None:
    assert set(SHAPES_EXPECTED) == set(SHAPES)


TOKENS = ["a", ": ", ":", "[", "]", "{", "}", ",", "\n", "\n  ", "- ", '"', "'", "#", " ", "\t",
          "&x ", "*x", "? ", "|\n", ">\n", "\r", "\r\n", "\u2028", "\x85", "k: v\n", "---\n",
          "...", "%YAML 1.2\n", "!!str "]  # fmt: skip


@settings(max_examples=800, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.sampled_from(TOKENS), min_size=1, max_size=14).map("".join))
@example("a: [1, 2\n")
@example("a: 1\rb: 2\rc: d: e")
def test_every_syntax_error_is_a_position_inside_the_text(text: str) -> None:
    try:
        parse(text)
    except SyntaxProblems as error:
        lines = re.split("\r\n|[\r\n\x85\u2028\u2029]", text)
        last = len(lines) - (len(lines) > 1 and lines[-1] == "")
        for found in error.errors:
            assert found.line is not None
            assert found.column is not None
            assert 1 <= found.line <= last, (found, last)
            assert found.column >= 1, found
    except TextError:
        pass
