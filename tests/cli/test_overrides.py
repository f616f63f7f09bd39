"""``--set PATH=VALUE``: read as YAML, applied before the verdict, named in its problems."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agilerl.models.manifest import ManifestError, load_manifest, validate_manifest
from agilerl.models.overrides import Override, OverrideError, apply_overrides, parse_override
from tests.cli.helpers import ROOT, assert_no_traceback, run

DQN = "docs/examples/dqn.yaml"


@pytest.mark.parametrize(
    ("text", "path", "value"),
    [
        ("training.max_steps=5_000", ("training", "max_steps"), 5000),
        ("algorithm.lr=1.0e-3", ("algorithm", "lr"), 0.001),
        ("algorithm.lr=1e-3", ("algorithm", "lr"), "1e-3"),  # YAML 1.1, as PyYAML reads it
        ("environment.wrappers[1]=x", ("environment", "wrappers", 1), "x"),
        ("replay_buffer={max_size: 10}", ("replay_buffer",), {"max_size": 10}),
        ("training.name=", ("training", "name"), None),
        ("training.name= a=b ", ("training", "name"), "a=b"),
        ("a.b[0][2].c='1'", ("a", "b", 0, 2, "c"), "1"),
    ],
)
def test_an_override_is_a_path_and_a_yaml_value(
    text: str, path: tuple[object, ...], value: object
) -> None:
    override = parse_override(text)
    assert (override.path, override.value, override.text) == (path, value, text)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("training.max_steps", "expected PATH=VALUE"),
        ("training..max_steps=1", "is not a field path"),
        ("training.max_steps[x]=1", "is not a field path"),
        ("training.max_steps=[1", "VALUE is not YAML"),
        ("x=" + "1" * 100_001, "an override is at most 100,000 characters"),
    ],
)
def test_an_override_that_cannot_be_read_says_why(text: str, message: str) -> None:
    with pytest.raises(OverrideError, match=r"^--set ") as caught:
        parse_override(text)
    assert message in str(caught.value)


def test_applying_copies_the_path_and_leaves_the_input_alone() -> None:
    shared = {"max_steps": 10}
    data = {"training": shared, "alias": shared, "list": [1, [2, 3]]}
    out = apply_overrides(
        data, [parse_override("training.max_steps=20"), parse_override("list[1][0]=9")]
    )
    assert out == {"training": {"max_steps": 20}, "alias": {"max_steps": 10}, "list": [1, [9, 3]]}
    assert data == {"training": {"max_steps": 10}, "alias": {"max_steps": 10}, "list": [1, [2, 3]]}
    assert out["alias"] is shared  # what no override touches is not copied


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("training.max_steps.x=1", "training.max_steps is the value 200000, not a mapping"),
        ("environment.name[0]=1", "there is no item [0] to set (the value 'CartPole-v1' there)"),
        ("network.encoder_config.hidden_size[5]=1", "there is no item [5] to set (a list of 1"),
    ],
)
def test_an_override_that_cannot_be_applied_is_a_problem_of_its_own(
    text: str, message: str
) -> None:
    _, _, found = validate_manifest(ROOT / DQN, overrides=[parse_override(text)])
    (problem,) = found
    assert problem.rule == "override"
    assert problem.override == text
    assert message in problem.message
    assert problem.line is None


def test_a_problem_in_an_override_names_it_not_a_line() -> None:
    result = run("validate", DQN, "--set", "training.max_steps=-5", "--set", "algorithm.lrr=1")
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert (
        f"{DQN}: --set algorithm.lrr=1: algorithm.lrr: unknown field 'lrr' "
        "(did you mean 'lr'?) [additionalProperties]" in lines
    )
    assert (
        f"{DQN}: --set training.max_steps=-5: training.max_steps: must be >= 1, got -5 [minimum]"
        in lines
    )
    # a rule between the override and a field the file writes stays at the file's line
    assert any(
        line.startswith(f"{DQN}:19:3: training.evo_steps: evo_steps must be <=") for line in lines
    )
    assert_no_traceback(result)


def test_the_last_override_of_a_path_wins_and_is_the_one_named() -> None:
    result = run("validate", DQN, "--set", "training.max_steps=5", "--set", "training.max_steps=-1")
    assert f"{DQN}: --set training.max_steps=-1: training.max_steps: must be >= 1" in result.stdout
    assert "max_steps=5:" not in result.stdout


def test_json_output_names_the_override() -> None:
    result = run("validate", "--format", "json", DQN, "--set", "replay_buffer.max_size=0")
    (problem,) = json.loads(result.stdout)["files"][0]["problems"]
    assert problem["override"] == "replay_buffer.max_size=0"
    assert (problem["line"], problem["column"]) == (None, None)
    assert problem["text"].startswith(f"{DQN}: --set replay_buffer.max_size=0: ")
    valid = json.loads(run("validate", "--format", "json", DQN).stdout)["files"][0]
    assert valid["problems"] == []


def test_an_override_can_fix_a_file_and_the_loader_takes_them_too() -> None:
    broken = "docs/examples/broken/mistakes.yaml"
    assert run("validate", broken).exit_code == 1
    manifest = load_manifest(ROOT / DQN, overrides=[parse_override("training.pop_size=2")])
    assert manifest.training.pop_size == 2
    with pytest.raises(ManifestError, match=r": --set training.pop_size=0: training.pop_size"):
        load_manifest(ROOT / DQN, overrides=[parse_override("training.pop_size=0")])


def test_a_bad_override_is_a_usage_error() -> None:
    result = run("validate", DQN, "--set", "training.max_steps")
    assert result.exit_code == 2
    assert "--set training.max_steps: expected PATH=VALUE" in result.stderr


def test_overrides_reach_build(tmp_path: Path) -> None:
    pytest.importorskip("torch")
    result = run("build", DQN, "--set", "replay_buffer.max_size=1234")
    assert result.exit_code == 0, result.output
    assert "capacity 1,234" in result.stdout
    refused = run("build", "--format", "json", DQN, "--set", "replay_buffer.per_buffer=1")
    document = json.loads(refused.stdout)
    assert document["status"] == "invalid"
    assert document["problems"][0]["override"] == "replay_buffer.per_buffer=1"


def test_override_type_is_frozen() -> None:
    override = Override("a=1", ("a",), 1)
    assert override.covers(("a", "b"))
    assert not override.covers(("b",))
    with pytest.raises(AttributeError):
        override.value = 2  # type: ignore[misc]
