"""Regression tests for the hostile-input review (issue 9), and the fuzz tests: whatever
the input, ``load_manifest`` gives a ``Manifest`` or a ``ManifestError`` with a position,
and ``validate``, ``validate --format json`` and ``load_manifest`` give one verdict."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from agilerl.models.manifest import Manifest, ManifestError, load_manifest, validate_manifest
from tests.cli.helpers import run
from tests.strategies import yaml_event_texts

#: The environment of the manifests here, appended (YAML) or as the last key (JSON).
ENV = "environment: {name: CartPole-v1}\n"
ENV_JSON = '"environment": {"name": "CartPole-v1"}'
FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))


def outcome(source: Any) -> tuple[bool, list[str]]:
    """load_manifest's verdict; anything but Manifest / ManifestError fails the test."""
    try:
        result = load_manifest(source)
    except ManifestError as error:
        problems = [error.format(p) for p in error.problems]
    else:
        assert isinstance(result, Manifest)
        return True, []
    assert problems, "a ManifestError names at least one problem"
    return False, problems


def three_verdicts(tmp_path: Path, content: str | bytes) -> tuple[bool, bool, bool]:
    """(validate, validate --format json, load_manifest) on the same file."""
    path = tmp_path / "m.yaml"
    raw = content.encode("utf-8", "surrogatepass") if isinstance(content, str) else content
    path.write_bytes(raw)
    text = run("validate", str(path))
    assert "Traceback" not in text.output, text.output
    assert ": error: unexpected" not in text.output, text.output
    as_json = run("validate", "--format", "json", str(path))
    document = json.loads(as_json.stdout)
    loaded, _ = outcome(path)
    return text.exit_code == 0, document["valid"], loaded


def test_a_4301_digit_integer_is_a_manifest_error() -> None:
    digits = "9" * 4301
    buffer = f'"replay_buffer": {{"max_size": {digits}}}'
    for text in (
        f"algorithm: {{name: DQN}}\nreplay_buffer:\n  max_size: {digits}\n{ENV}",
        f'{{"algorithm": {{"name": "DQN"}}, {buffer}, {ENV_JSON}}}',
    ):
        valid, problems = outcome(text)
        assert not valid
        assert problems[0].endswith(
            "replay_buffer.max_size: a number of 4301 characters (at most 1000)"
        ), problems


def test_int_tag_on_text_is_a_manifest_error() -> None:
    assert outcome('algorithm: {name: DQN}\nreplay_buffer: {max_size: !!int "abc"}\n' + ENV) == (
        False, ["<text>:2:27: replay_buffer.max_size: 'abc' is not an integer"]
    )  # fmt: skip


def test_a_self_referencing_mapping_is_a_manifest_error() -> None:
    doc: dict[str, Any] = {"algorithm": {"name": "DQN"}}
    doc["environment"] = {"self": doc}
    assert outcome(doc) == (
        False, ["<mapping>: environment.self: the mapping contains itself (a cycle); refused"]
    )  # fmt: skip


@pytest.mark.parametrize("digits", [61, 1001, 4301, 5000])
def test_a_huge_integer_in_a_mapping_is_refused_by_its_size(digits: int) -> None:
    # past 4300 digits the message's str() of it raised ValueError (Python's limit)
    doc = {"algorithm": {"name": "DQN"}, "replay_buffer": {"max_size": 10 ** (digits - 1)}}
    assert outcome(doc) == (
        False,
        ["<mapping>: replay_buffer.max_size: an integer of more than 60 digits is out of the "
         "range -(2**53-1)..2**53-1 that every JSON reader holds exactly; refused"],
    )  # fmt: skip


def test_a_long_one_line_json_text_is_text_not_a_path() -> None:
    algorithm = {"name": "PPO", "rollout_buffer_config": {"note": "x" * 5000}}
    text = json.dumps({"algorithm": algorithm, "environment": {"name": "CartPole-v1"}})
    assert outcome(text) == (True, [])
    assert outcome("x" * 5000)[0] is False  # text, not "File name too long"


def test_1e20_for_max_size_gets_one_verdict_everywhere(tmp_path: Path) -> None:
    yaml_text = "algorithm: {name: DQN}\nreplay_buffer: {max_size: 1e20}\n" + ENV
    json_text = (
        f'{{"algorithm": {{"name": "DQN"}}, "replay_buffer": {{"max_size": 1e20}}, {ENV_JSON}}}'
    )
    for content in (yaml_text, json_text):
        assert three_verdicts(tmp_path, content) == (False, False, False)
    _, problems = outcome(json_text)
    assert "replay_buffer.max_size" in problems[0], problems


@pytest.mark.parametrize(
    "content",
    ['algorithm: {name: "DQN\\ud800"}\n', '{"algorithm": {"name": "DQN\\ud800"}}'],
)
def test_a_lone_surrogate_gets_one_verdict_in_every_mode(tmp_path: Path, content: str) -> None:
    assert three_verdicts(tmp_path, content) == (False, False, False)
    _, problems = outcome(content)
    assert "lone surrogate" in problems[0]
    assert "algorithm.name" in problems[0]
    assert outcome("algorithm: {name: DQN\ud800}\n")[0] is False  # a str holding one


def test_bool_and_null_tags_never_read_silently() -> None:
    text = 'algorithm: {name: DQN}\ntraining: {hpo: !!bool "yes"}\n' + ENV
    assert load_manifest(text).training.hpo
    _, problems = outcome('algorithm: {name: DQN}\ntraining: {eps_start: !!null "0.5"}\n' + ENV)
    assert problems == [
        "<text>:2:23: training.eps_start: !!null tags an empty value, ~ or null, not '0.5'"
    ]


def test_a_merge_key_may_be_overridden() -> None:
    text = (
        "environment: {name: x, env_config: &d {gamma: 0.9}}\n"
        "algorithm: {<<: *d, name: DQN, gamma: 0.99}\n"
    )
    assert load_manifest(text).algorithm.gamma == 0.99


def test_syntax_errors_name_the_cause_and_the_other_problems_are_reported() -> None:
    text = (
        "algorithm:\n  name: DQN\n"
        "training:\n  max_steps:100\n  pop_size: 0\n"
        "replay_buffer:\n\tmax_size: 10\n"
    ) + ENV
    valid, problems = outcome(text)
    assert not valid
    assert problems == [
        "<text>:4:12: <root>: YAML syntax: missing space after ':' on line 4; write "
        "'max_steps: ...' (a key needs ': ' with a space) (the YAML parser says: mapping "
        "values are not allowed here)",
        "<text>:5:3: training.pop_size: must be >= 1, got 0",
        "<text>:7:1: <root>: YAML syntax: a tab indents line 7; YAML indents with spaces "
        "only, replace the tab with spaces (the YAML parser says: found character '\\t' "
        "that cannot start any token)",
    ]


@pytest.mark.parametrize(
    ("text", "cause"),
    [
        ("training:\n  max_steps: 10\n    pop_size: 4\n", "bad indentation: line 3 is indented"),
        ("training:\n    max_steps: 10\n  pop_size: 4\n", "bad indentation: line 3 does not"),
        ("algorithm:\n  name: DQN: x\n", "a value on line 2 holds ': '"),
        ('algorithm:\n  name: "DQN\ntraining: {}\n', "the quote opened on line 2 is never"),
        ("algorithm: {name: DQN\n", "the bracket opened on line 1, column 12 is not closed"),
        ("algorithm:\n  name:\tDQN\n" + ENV, "a tab on line 2, column 8"),
    ],
)
def test_syntax_error_hints(text: str, cause: str) -> None:
    _, problems = outcome(text)
    assert cause in problems[0], problems


def test_every_text_problem_has_a_position() -> None:
    for text in ("a: 1\na: 2\n", "a: *nothing\n", "a: &x [*x]\n", "!!binary aGk=\n"):
        _, _, problems = validate_manifest(text)
        assert problems, text
        assert all(p.line is not None for p in problems), (text, problems)


@FUZZ
@given(st.binary(max_size=300))
@example(b"\xef\xbb\xbfalgorithm: {name: DQN}")
@example(b"[" * 200)
@example(b"{" + b'"a":' * 100)
def test_fuzz_bytes_manifest_or_manifest_error(raw: bytes) -> None:
    outcome(raw)


@FUZZ
@given(yaml_event_texts())
def test_fuzz_yaml_events_manifest_or_manifest_error(text: str) -> None:
    outcome(text)
    body = [line for line in text.splitlines() if not line.startswith(("%", "---", "..."))]
    outcome("algorithm: {name: DQN}\nenvironment:\n" + "".join(f"  {line}\n" for line in body))


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(yaml_event_texts() | st.binary(max_size=200))
def test_fuzz_three_verdicts_agree(tmp_path_factory: pytest.TempPathFactory, content: Any) -> None:
    tmp_path = tmp_path_factory.mktemp("v")
    verdicts = three_verdicts(tmp_path, content)
    assert len(set(verdicts)) == 1, (content, verdicts)


def nested(depth: int, key: str = "n_step_buffer_args") -> dict[str, Any]:
    """``{key: {key: ... {}}}``, ``depth`` mappings deep."""
    doc: dict[str, Any] = {}
    cur = doc
    for _ in range(depth):
        cur[key] = {}
        cur = cur[key]
    return doc


@pytest.mark.parametrize("depth", [70, 5000])
def test_deeply_nested_python_data_is_a_validation_error(depth: int) -> None:
    """``model_validate`` of data nested past MAX_DEPTH (a list or a mapping) is refused
    as invalid with the path, instead of a RecursionError."""
    from pydantic import ValidationError

    from agilerl.models._text.limits import MAX_DEPTH
    from agilerl.models.training import ReplayBufferSpec, TrainingSpec

    deep_list: list[Any] = []
    cur = deep_list
    for _ in range(depth):
        cur.append([])
        cur = cur[0]
    for cls, doc in (
        (ReplayBufferSpec, nested(depth)),
        (TrainingSpec, {"max_steps": 10, "name": deep_list}),
        (Manifest, {"training": nested(depth, "x")}),
    ):
        with pytest.raises(ValidationError, match=f"nests more than {MAX_DEPTH} mappings"):
            cls.model_validate(doc)


@pytest.mark.parametrize("depth", [62, 63, 64, 65])
def test_the_nesting_limit_is_the_readers(depth: int) -> None:
    """A free-form section nested to the limit: ``model_validate`` of the Python data
    and ``load_manifest`` of the same document as JSON text give one verdict (the text
    reader refuses more than MAX_DEPTH mappings or sequences, counting the root)."""
    from pydantic import ValidationError

    from agilerl.models._text.limits import MAX_DEPTH

    example = Path(__file__).parents[2] / "docs/examples/rainbow_dqn.yaml"
    doc = load_manifest(example).model_dump(mode="json", by_alias=True, exclude_unset=True)
    # root + environment + env_config (a free-form mapping) + depth - 3 more
    doc["environment"] = {"name": "x", "env_config": nested(depth - 3, "x")}
    try:
        Manifest.model_validate(doc)
        python_ok = True
    except ValidationError:
        python_ok = False
    try:
        load_manifest(json.dumps(doc))
        text_ok = True
    except ManifestError:
        text_ok = False
    assert python_ok == text_ok == (depth <= MAX_DEPTH)
